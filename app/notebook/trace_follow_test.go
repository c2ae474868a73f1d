package notebook

import (
	"slices"
	"strings"
	"testing"

	"github.com/labyrinth-game/labyrinth/engine/game"
	"github.com/labyrinth-game/labyrinth/engine/maze"
	"github.com/labyrinth-game/labyrinth/engine/rules"
)

// §4.4, §4.6: a trace that goes on by itself crosses every pit and river
// onto a fragment sheet of its own, to the end of the log, in one step.
func TestTraceOnGoesOnByItself(t *testing.T) {
	// (2,3) land; right into the pit P1.1 at (3,3), out at P1.2 (5,3); up
	// onto the weaponry (5,2); left into the delta (4,2); left into the
	// river (3,2) flowing right: carried back into the delta; down onto
	// land (4,3).
	tb := newTable(t, traceMaze(t), rules.Reference(), "Ann@2,3")
	tb.script("Ann: go right", "Ann: go up", "Ann: go left", "Ann: go left", "Ann: go down")
	n := tb.notebook("Ann")
	id := first(n)
	fr, err := n.TraceOn(id, At(0, 0), 0)
	if err != nil {
		t.Fatal(err)
	}
	if len(fr.Jumps) != 2 || fr.Jumps[0].Stop.Reason != StopPit || fr.Jumps[1].Stop.Reason != StopRiver {
		t.Fatalf("jumps %+v", fr.Jumps)
	}
	if !fr.Jumps[0].New || !fr.Jumps[1].New || fr.Sheet != fr.Jumps[1].Sheet || fr.Last.Stop != nil {
		t.Fatalf("result %+v", fr)
	}
	if got := len(n.Sheets()); got != 3 {
		t.Fatalf("%d sheets, want the first and two fragments", got)
	}
	if got := drawing(n.Sheet(id)); !slices.Equal(got, []string{"L-P"}) {
		t.Errorf("first sheet %q", got)
	}
	// The fragment after the pit: the pit the player came out of, the
	// weaponry above it, the delta left of that, and the river.
	frag := fr.Jumps[0].Sheet
	if got := drawing(n.Sheet(frag)); !slices.Equal(got, []string{"R-D-W", ". . P"}) {
		t.Errorf("fragment after the pit %q", got)
	}
	if name := n.Sheet(frag).Name(); name != "Fragment 2" {
		t.Errorf("fragment name %q", name)
	}
	// The last fragment starts in the river (or the delta) the flow
	// carried him to, and goes on down onto land.
	last := n.Sheet(fr.Sheet)
	if got := last.Mark(At(0, 1), SlotType).Kind; got != Land {
		t.Errorf("the move after the river: %v", got)
	}
	if tok, ok := last.Token(0); !ok || tok != At(0, 1) {
		t.Errorf("the token stands where the path ends: %v %v", tok, ok)
	}
	// One step: undo takes the whole trace and its fragments back.
	if label := n.UndoLabel(); label != "Trace Ann" {
		t.Errorf("undo label %q", label)
	}
	n.Undo()
	if len(n.Sheets()) != 1 || n.Sheet(id).Len() != 0 {
		t.Errorf("undo left %d sheets", len(n.Sheets()))
	}
}

// Following a game move after move: each retrace goes on on the fragment
// that already continues the stop, never a second one for the same stop.
func TestRetraceOnReusesItsFragments(t *testing.T) {
	tb := newTable(t, traceMaze(t), rules.Reference(), "Ann@2,3")
	tb.script("Ann: go right")
	n := tb.notebook("Ann")
	id := first(n)
	fr, err := n.TraceOn(id, At(0, 0), 0)
	if err != nil {
		t.Fatal(err)
	}
	if len(fr.Jumps) != 1 || !fr.Jumps[0].New {
		t.Fatalf("the pit: %+v", fr.Jumps)
	}
	frag := fr.Sheet
	for i, move := range []string{"Ann: go up", "Ann: go up"} {
		tb.script(move)
		n.AppendEvents(heard(tb.events, 0)...)
		// As the screen does: the trace on the first sheet, then on the
		// sheet where it goes on.
		from := id
		if i > 0 {
			from = frag
		}
		fr, err = n.RetraceOn(from, len(n.Sheet(from).Traces())-1)
		if err != nil {
			t.Fatal(err)
		}
		if fr.Sheet != frag || len(n.Sheets()) != 2 {
			t.Fatalf("move %d: on sheet %v of %d, want the fragment %v", i, fr.Sheet, len(n.Sheets()), frag)
		}
		if i == 0 && (len(fr.Jumps) != 1 || fr.Jumps[0].New) {
			t.Errorf("the known fragment is laid again: %+v", fr.Jumps)
		}
	}
	if got := drawing(n.Sheet(frag)); !slices.Equal(got, []string{"L", "W", "P"}) {
		t.Errorf("fragment %q", got)
	}
}

// §3.4: lost outside, the trace cannot go on, and TraceOn adds no sheet.
func TestTraceOnStopsWhenLost(t *testing.T) {
	tb := newTable(t, traceMaze(t), rules.Reference(), "Ann@1,1")
	tb.script("Ann: go left", "Ann: go up")
	n := tb.notebook("Ann")
	fr, err := n.TraceOn(first(n), At(0, 0), 0)
	if err != nil {
		t.Fatal(err)
	}
	if fr.Last.Stop == nil || fr.Last.Stop.Reason != StopLost || len(fr.Jumps) != 0 || len(n.Sheets()) != 1 {
		t.Fatalf("result %+v, %d sheets", fr, len(n.Sheets()))
	}
	if _, err := n.RetraceOn(first(n), 3); err == nil {
		t.Error("a trace that is not there is refused")
	}
}

// crumbleRows: the traceMaze with fake treasures: at (2,1), a stack of two
// at (2,3) and one at (4,3); the true one at (5,1).
func crumbleMaze(t testing.TB, fakes ...string) *maze.Maze {
	return plan(t, traceRows, append([]string{"4,1 down", "1,1 left exit", "$5,1"}, fakes...)...)
}

// §3.4: a treasure carried out that crumbles was fake; the notebook marks
// it so where it was found.
func TestTraceCrumbledTreasure(t *testing.T) {
	fake := CellMark{Kind: Treasure, Fake: true, Pen: true, Owner: SeatOwner(0)}
	found := CellMark{Kind: Treasure, Pen: true, Owner: SeatOwner(0)}
	t.Run("on the sheet it was found on", func(t *testing.T) {
		tb := newTable(t, crumbleMaze(t, "f2,1"), rules.Reference(), "Ann@3,1")
		tb.script("Ann: go left", "Ann: go left")
		n := tb.notebook("Ann")
		id := first(n)
		if _, err := n.Trace(id, At(0, 0), 0); err != nil {
			t.Fatal(err)
		}
		if got := n.Sheet(id).Mark(At(-1, 0), SlotTreasure); got != found {
			t.Fatalf("§5.1 the treasure found: %+v", got)
		}
		tb.script("Ann: go left", "Ann: go right")
		n.AppendEvents(heard(tb.events, 0)...)
		if _, err := n.Retrace(id, 0); err != nil {
			t.Fatal(err)
		}
		if got := n.Sheet(id).Mark(At(-1, 0), SlotTreasure); got != fake {
			t.Errorf("§3.4 the crumbled treasure is fake: %+v", got)
		}
		if tok := n.Sheet(id).Mark(At(-1, 0), SlotTreasure).Token(); tok != "$x" {
			t.Errorf("token %q", tok)
		}
	})
	t.Run("a stack: the other may be true", func(t *testing.T) {
		tb := newTable(t, crumbleMaze(t, "f2,1", "f2,1"), rules.Reference(), "Ann@3,1")
		tb.script("Ann: go left", "Ann: go left", "Ann: go left", "Ann: go right")
		n := tb.notebook("Ann")
		id := first(n)
		if _, err := n.Trace(id, At(0, 0), 0); err != nil {
			t.Fatal(err)
		}
		if got := n.Sheet(id).Mark(At(-1, 0), SlotTreasure); got != found {
			t.Errorf("§5.8 one of two crumbled: the cell still holds a treasure: %+v", got)
		}
	})
	t.Run("left and taken back", func(t *testing.T) {
		tb := newTable(t, crumbleMaze(t, "f2,1"), rules.Reference(), "Ann@3,1")
		// Found at (2,1), left at (3,1), found there again and taken on
		// arriving; out it crumbles.
		tb.script("Ann: go left", "Ann: go right", "Ann: leave the treasure, go right", "Ann: go left",
			"Ann: go left", "Ann: go left", "Ann: go left", "Ann: go right")
		if !slices.ContainsFunc(tb.events, func(e game.Event) bool { return e.Code == game.Crumbled }) {
			t.Fatal("the fake did not crumble")
		}
		n := tb.notebook("Ann")
		id := first(n)
		if _, err := n.Trace(id, At(0, 0), 0); err != nil {
			t.Fatal(err)
		}
		s := n.Sheet(id)
		if got := s.Mark(At(-1, 0), SlotTreasure); got != fake {
			t.Errorf("the treasure taken back is the one found at (2,1): %+v", got)
		}
		if got := s.Mark(At(0, 0), SlotTreasure); got != fake {
			t.Errorf("where it was found again, it was the same fake: %+v", got)
		}

	})
	t.Run("found before a pit, crumbled on the fragment", func(t *testing.T) {
		// From the delta (4,2) down onto land (4,3) with a fake; left
		// into the pit (3,3), out at (5,3); up to the weaponry, up to
		// (5,1) where the true one lies (he keeps his own, §5.8); left
		// four times to (1,1), out, and back in.
		tb := newTable(t, crumbleMaze(t, "f4,3"), rules.Reference(), "Ann@4,2")
		tb.script("Ann: go down", "Ann: go left", "Ann: go up", "Ann: go up",
			"Ann: go left", "Ann: go left", "Ann: go left", "Ann: go left", "Ann: go left", "Ann: go right")
		if !slices.ContainsFunc(tb.events, func(e game.Event) bool { return e.Code == game.Crumbled }) {
			t.Fatal("the fake did not crumble")
		}
		n := tb.notebook("Ann")
		id := first(n)
		fr, err := n.TraceOn(id, At(0, 0), 0)
		if err != nil {
			t.Fatal(err)
		}
		if len(fr.Jumps) != 1 {
			t.Fatalf("jumps %+v", fr.Jumps)
		}
		if got := n.Sheet(id).Mark(At(0, 1), SlotTreasure); got != fake {
			t.Errorf("§3.4 the first sheet's treasure crumbled: %+v", got)
		}
		frag := n.Sheet(fr.Sheet)
		if got := frag.Mark(At(0, -2), SlotTreasure); got != found {
			t.Errorf("the true treasure found on the fragment stays: %+v", got)
		}
		// The retrace of the first sheet alone keeps what it learnt.
		if _, err := n.Retrace(id, 0); err != nil {
			t.Fatal(err)
		}
		if got := n.Sheet(id).Mark(At(0, 1), SlotTreasure); got != fake {
			t.Errorf("retraced, the fake is still fake: %+v", got)
		}
	})
}

// A fake treasure is a treasure that says more: it merges, glues, saves
// and is typed with T again.
func TestFakeTreasureMark(t *testing.T) {
	tr, fk := pen(Treasure), pen(Treasure)
	fk.Fake = true
	if v, verdict := mergeCell(tr, fk); verdict != Agree || !v.Fake {
		t.Errorf("merge: %+v %v", v, verdict)
	}
	if v, verdict := mergeCell(fk, pencil(Treasure)); verdict != Agree || !v.Fake || !v.Pen {
		t.Errorf("merge with pencil: %+v %v", v, verdict)
	}
	bad := pen(Land)
	bad.Fake = true
	if err := bad.check(); err == nil || !strings.Contains(err.Error(), "only a treasure") {
		t.Errorf("a fake land: %v", err)
	}
	n := mustNew(t)
	id := first(n)
	n.SetPen(true)
	for i, want := range []string{"$", "$x", ""} {
		if err := n.MarkAtCursor(id, Treasure); err != nil {
			t.Fatal(err)
		}
		if got := n.Sheet(id).Mark(At(0, 0), SlotTreasure).Token(); got != want {
			t.Errorf("T pressed %d times: %q, want %q", i+1, got, want)
		}
	}
	if err := n.SetMark(id, At(2, 3), fk); err != nil {
		t.Fatal(err)
	}
	data, err := n.encodeContent()
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(string(data), `"fake":true`) {
		t.Errorf("saved without the fake: %s", data)
	}
	back, err := Decode(data)
	if err != nil {
		t.Fatal(err)
	}
	if got := back.Sheet(first(back)).Mark(At(2, 3), SlotTreasure); !got.Fake {
		t.Errorf("read back %+v", got)
	}
}

func TestOutline(t *testing.T) {
	o := RectOutline(3, 2)
	if w, h := o.Size(); w != 3 || h != 2 || o.Empty() {
		t.Fatalf("size %d x %d", w, h)
	}
	if !o.Inside(At(2, 1)) || o.Inside(At(3, 1)) || o.Inside(At(-1, 0)) {
		t.Error("inside")
	}
	if !o.Border(EdgeOf(At(0, 0), maze.Left)) || !o.Border(EdgeOf(At(2, 1), maze.Down)) || o.Border(EdgeOf(At(0, 0), maze.Right)) || o.Border(EdgeOf(At(5, 5), maze.Right)) {
		t.Error("border")
	}
	// A shape with a cell cut out: its sides are outer sides too (§1.4).
	m := plan(t, []string{"L L L", "L # L"})
	o = OutlineOf(m)
	if o.Inside(At(1, 1)) || !o.Border(EdgeOf(At(1, 1), maze.Up)) || !o.Inside(At(2, 1)) {
		t.Errorf("shape %+v", o)
	}
	if !OutlineOf(m).Equal(OutlineOf(m)) || OutlineOf(m).Equal(RectOutline(3, 2)) || !RectOutline(3, 2).Equal(OutlineOf(plan(t, []string{"L L L", "L L L"}))) {
		t.Error("equal")
	}
	if !(Outline{}).Empty() || !OutlineOf(nil).Empty() || !RectOutline(0, 3).Empty() {
		t.Error("no outline")
	}
	// What every player may know of its sides (§1.4, §7.1, §8.4).
	for _, tc := range []struct {
		r    rules.Rules
		want string
	}{
		{rules.Reference(), "3 × 2; any side of it may be an exit (at least two)"},
		{rules.Beginner(), "3 × 2; any side of it may be an exit (at least two, none closed)"},
		{func() rules.Rules { r := rules.Reference(); r.Exits, r.RequireOpenExit = 3, true; return r }(),
			"3 × 2; any side of it may be an exit (3 of them, one open at least)"},
		{named(t, "BASIC"), "3 × 2; any side of it may be an exit (at least one, none closed)"}, // 001 l.166 O1
		{named(t, "CLASSIC"), "3 × 2; any side of it may be an exit (only one, none closed)"},   // 001 l.167 O2
	} {
		if got := OutlineOf(m).Describe(tc.r); got != tc.want {
			t.Errorf("%q, want %q", got, tc.want)
		}
	}
	if (Outline{}).Describe(rules.Reference()) != "" {
		t.Error("no outline, nothing to say")
	}
}

func named(t *testing.T, name string) rules.Rules {
	t.Helper()
	r, err := rules.Named(name)
	if err != nil {
		t.Fatal(err)
	}
	return r
}
