package notebook

import (
	"slices"
	"strings"
	"testing"

	"github.com/labyrinth-game/labyrinth/engine/game"
	"github.com/labyrinth-game/labyrinth/engine/maze"
	"github.com/labyrinth-game/labyrinth/engine/rules"
)

// The test labyrinth: land along the top, a river flowing right into a
// delta in the middle row, a pit loop, a hospital and a weaponry; an exit on
// the left of (1,1), a wall below (4,1).
var traceRows = []string{
	"L  L  L     L  L",
	"L  R> R>    D  W",
	"H  L  P1.1  L  P1.2",
}

func traceMaze(t testing.TB) *maze.Maze {
	return plan(t, traceRows, "4,1 down", "1,1 left exit", "$5,1")
}

func TestTrace(t *testing.T) {
	type want struct {
		drawing []string
		trail   []Cell
		token   *Cell // nil: no token (the position is lost)
		stop    StopReason
		kind    Kind // the known type after the stop
	}
	tests := []struct {
		name   string
		starts []string
		script []string
		trace  string // whose path
		want   want
	}{
		{
			name:   "§4.1 walking onto land three times draws three land cells in a line",
			starts: []string{"Ann@1,1"},
			script: []string{"Ann: go right", "Ann: go right", "Ann: go right"},
			trace:  "Ann",
			want: want{
				drawing: []string{"L-L-L-L"},
				trail:   []Cell{At(0, 0), At(1, 0), At(2, 0), At(3, 0)},
				token:   &Cell{3, 0},
			},
		},
		{
			name:   "§2.2 a wall hit from land is a certain wall and the player stays",
			starts: []string{"Ann@4,1"},
			script: []string{"Ann: go down", "Ann: go up", "Ann: go right"},
			trace:  "Ann",
			want: want{
				// (4,1) down is a wall, up is the outline: both walls; then right onto land.
				drawing: []string{"L-L"},
				trail:   []Cell{At(0, 0), At(1, 0)},
				token:   &Cell{1, 0},
			},
		},
		{
			name:   "§4.6 walking into a river stops the trace: upstream and downstream read the same",
			starts: []string{"Ann@1,3"},
			script: []string{"Ann: go up", "Ann: go right", "Ann: go up"},
			trace:  "Ann",
			want: want{
				drawing: []string{"L-R", "H"},
				trail:   []Cell{At(0, 0), At(0, -1), At(1, -1)},
				stop:    StopRiver,
				kind:    River,
			},
		},
		{
			name:   "§4.4 falling into a pit stops the trace",
			starts: []string{"Ann@2,3"},
			script: []string{"Ann: go right", "Ann: go left"},
			trace:  "Ann",
			want: want{
				drawing: []string{"L-P"},
				trail:   []Cell{At(0, 0), At(1, 0)},
				stop:    StopPit,
				kind:    Pit,
			},
		},
		{
			name:   "§4.5 walking into a delta is a plain step",
			starts: []string{"Ann@5,2"},
			script: []string{"Ann: go left", "Ann: go down"},
			trace:  "Ann",
			want: want{
				drawing: []string{"D-W", "L"},
				trail:   []Cell{At(0, 0), At(-1, 0), At(-1, 1)},
				token:   &Cell{-1, 1},
			},
		},
		{
			name:   "§3.4 out through an exit and back in by the opposite direction",
			starts: []string{"Ann@2,1"},
			script: []string{"Ann: go left", "Ann: go left", "Ann: go right", "Ann: go right"},
			trace:  "Ann",
			want: want{
				drawing: []string{"L-L"}, // and an exit on the left
				trail:   []Cell{At(0, 0), At(-1, 0), At(-2, 0), At(-1, 0), At(0, 0)},
				token:   &Cell{0, 0},
			},
		},
		{
			name:   "§3.4 lost outside: the trace stops for good",
			starts: []string{"Ann@1,1"},
			script: []string{"Ann: go left", "Ann: go up"},
			trace:  "Ann",
			want: want{
				drawing: []string{"L"},
				trail:   []Cell{At(0, 0), At(-1, 0)},
				stop:    StopLost,
			},
		},
		{
			name:   "§6.7 a dark move stops the trace",
			starts: []string{"Ann@1,1"},
			script: []string{"Ann: go right", "Ann: go right, don't tell the result", "Ann: go right"},
			trace:  "Ann",
			want: want{
				drawing: []string{"L-L"},
				trail:   []Cell{At(0, 0), At(1, 0)},
				stop:    StopDark,
			},
		},
		{
			name:   "§5.1 a treasure found is drawn where it was found",
			starts: []string{"Ann@4,1"},
			script: []string{"Ann: go right"},
			trace:  "Ann",
			want: want{
				drawing: []string{"L-L"},
				trail:   []Cell{At(0, 0), At(1, 0)},
				token:   &Cell{1, 0},
			},
		},
		{
			name:   "another player's path is traced from the same announcements",
			starts: []string{"Ann@1,1", "Bob@5,1"},
			script: []string{"Ann: go right", "Bob: go left", "Ann: go down", "Bob: go down"},
			trace:  "Bob",
			want: want{
				// Bob: (5,1) land, left onto (4,1) land, down: a wall.
				drawing: []string{"L-L"},
				trail:   []Cell{At(0, 0), At(-1, 0)},
				token:   &Cell{-1, 0},
			},
		},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			tb := newTable(t, traceMaze(t), rules.Reference(), tc.starts...)
			tb.script(tc.script...)
			n := tb.notebook(tb.names[0])
			id := first(n)
			res, err := n.Trace(id, At(0, 0), tb.seat(tc.trace))
			if err != nil {
				t.Fatal(err)
			}
			s := n.Sheet(id)
			if got := drawing(s); !slices.Equal(got, tc.want.drawing) {
				t.Errorf("drawing:\n%s\nwant:\n%s", strings.Join(got, "\n"), strings.Join(tc.want.drawing, "\n"))
			}
			if !slices.Equal(res.Trail, tc.want.trail) || !slices.Equal(s.Trail(tb.seat(tc.trace)), tc.want.trail) {
				t.Errorf("trail %v (sheet %v), want %v", res.Trail, s.Trail(tb.seat(tc.trace)), tc.want.trail)
			}
			tok, on := s.Token(tb.seat(tc.trace))
			switch {
			case tc.want.token == nil && on:
				t.Errorf("token at %v, want none", tok)
			case tc.want.token != nil && (!on || tok != *tc.want.token):
				t.Errorf("token %v %v, want %v", tok, on, *tc.want.token)
			}
			switch {
			case tc.want.stop == "" && res.Stop != nil:
				t.Errorf("stopped: %+v", *res.Stop)
			case tc.want.stop != "" && res.Stop == nil:
				t.Errorf("did not stop, want %s", tc.want.stop)
			case res.Stop != nil && (res.Stop.Reason != tc.want.stop || res.Stop.Kind != tc.want.kind):
				t.Errorf("stop %s (%v), want %s (%v): %s", res.Stop.Reason, res.Stop.Kind, tc.want.stop, tc.want.kind, res.Stop.Message)
			}
			for _, c := range s.Cells() {
				for _, m := range s.Marks(c) {
					if !m.Empty() && m.Owner != SeatOwner(tb.seat(tc.trace)) {
						t.Errorf("%v: mark %v has owner %d, want the traced player's", c, m.Kind, m.Owner)
					}
				}
			}
			// One step: undo takes the whole trace back.
			n.Undo()
			if n.Sheet(id).Len() != 0 || len(n.Sheet(id).Tokens()) != 0 || len(n.Sheet(id).Traces()) != 0 {
				t.Errorf("undo left %d marks, tokens %v", n.Sheet(id).Len(), n.Sheet(id).Tokens())
			}
		})
	}
}

func TestTraceExit(t *testing.T) {
	tb := newTable(t, traceMaze(t), rules.Reference(), "Ann@2,1")
	tb.script("Ann: go left", "Ann: go left", "Ann: go right")
	n := tb.notebook("Ann")
	id := first(n)
	if _, err := n.Trace(id, At(0, 0), 0); err != nil {
		t.Fatal(err)
	}
	s := n.Sheet(id)
	if m := s.Edge(EdgeOf(At(-1, 0), maze.Left)); m != (EdgeMark{Kind: Exit, Pen: true, Owner: SeatOwner(0)}) {
		t.Errorf("exit %+v", m)
	}
	if m := s.Marks(At(-2, 0)); m != ([NumSlots]CellMark{}) {
		t.Errorf("the cell outside the labyrinth was marked: %+v", m)
	}
	if tok, _ := s.Token(0); tok != At(-1, 0) {
		t.Errorf("token %v", tok)
	}
}

func TestTraceWalls(t *testing.T) {
	tb := newTable(t, traceMaze(t), rules.Reference(), "Ann@4,1")
	tb.script("Ann: go down", "Ann: go up", "Ann: go right")
	n := tb.notebook("Ann")
	id := first(n)
	if _, err := n.Trace(id, At(0, 0), 0); err != nil {
		t.Fatal(err)
	}
	s := n.Sheet(id)
	for _, c := range []struct {
		e    Edge
		want EdgeMark
	}{
		{EdgeOf(At(0, 0), maze.Down), EdgeMark{Kind: Wall, Pen: true, Owner: SeatOwner(0)}},
		{EdgeOf(At(0, 0), maze.Up), EdgeMark{Kind: Wall, Pen: true, Owner: SeatOwner(0)}},
		{EdgeOf(At(0, 0), maze.Right), EdgeMark{Kind: Passage, Pen: true, Owner: SeatOwner(0)}},
	} {
		if got := s.Edge(c.e); got != c.want {
			t.Errorf("%v: %+v, want %+v", c.e, got, c.want)
		}
	}
	// The treasure at (5,1) was found on arriving.
	if m := s.Mark(At(1, 0), SlotTreasure); m.Kind != Treasure || !m.Pen {
		t.Errorf("treasure: %+v", m)
	}
}

// §4.6: the trace stops in a river, and continues on a fragment sheet from
// a cell the player picks, with the type the game master announced.
func TestContinueTrace(t *testing.T) {
	tb := newTable(t, traceMaze(t), rules.Reference(), "Ann@1,3")
	// Up onto land, right into the river: carried to (3,2), a river; by
	// the flow to the delta (4,2); right onto the weaponry... (5,2) is W.
	tb.script("Ann: go up", "Ann: go right", "Ann: go by the flow", "Ann: go right")
	n := tb.notebook("Ann")
	id := first(n)
	res, err := n.Trace(id, At(0, 0), 0)
	if err != nil {
		t.Fatal(err)
	}
	if res.Stop == nil || res.Stop.Reason != StopRiver || !res.Stop.CanContinue {
		t.Fatalf("stop %+v", res.Stop)
	}
	frag, res2, err := n.ContinueTrace(*res.Stop, "", At(5, 5))
	if err != nil {
		t.Fatal(err)
	}
	s := n.Sheet(frag)
	if s.Name() != "Fragment 2" {
		t.Errorf("name %q", s.Name())
	}
	if res2.Stop == nil || res2.Stop.Reason != StopRiver {
		t.Fatalf("the movement by the flow should stop again: %+v", res2.Stop)
	}
	if got := drawing(s); !slices.Equal(got, []string{"R"}) {
		t.Errorf("fragment %q", got)
	}
	frag2, res3, err := n.ContinueTrace(*res2.Stop, "Delta", At(0, 0))
	if err != nil {
		t.Fatal(err)
	}
	if res3.Stop != nil {
		t.Errorf("stop %+v", res3.Stop)
	}
	if got := drawing(n.Sheet(frag2)); !slices.Equal(got, []string{"D-W"}) {
		t.Errorf("fragment 2 %q", got)
	}
	// Each continuation is one step.
	n.Undo()
	if n.Sheet(frag2) != nil {
		t.Error("undo left the second fragment")
	}
	n.Undo()
	if n.Sheet(frag) != nil || len(n.Sheets()) != 1 {
		t.Error("undo left the first fragment")
	}
}

// §5.5: a wounded player who orders a new cell cannot be followed.
func TestTraceNewCell(t *testing.T) {
	tb := newTable(t, traceMaze(t), rules.Reference(), "Ann@1,1", "Bob@3,1")
	tb.script("Ann: shoot right, go down", "Bob: order a new cell (5,1)", "Bob: go left")
	n := tb.notebook("Ann")
	res, err := n.Trace(first(n), At(0, 0), 1)
	if err != nil {
		t.Fatal(err)
	}
	if res.Stop == nil || res.Stop.Reason != StopNewCell || res.Stop.Kind != NoMark {
		t.Fatalf("stop %+v", res.Stop)
	}
	// Continuing: Bob's "go left" from the ordered cell onto land.
	frag, res2, err := n.ContinueTrace(*res.Stop, "", At(0, 0))
	if err != nil {
		t.Fatal(err)
	}
	if res2.Stop != nil || !slices.Equal(drawing(n.Sheet(frag)), []string{"L"}) ||
		n.Sheet(frag).Edge(EdgeOf(At(0, 0), maze.Left)).Kind != Passage {
		t.Errorf("continuation %q stop %+v", drawing(n.Sheet(frag)), res2.Stop)
	}
}

// §6.3: when the log missed a move and hears of it only from a recall, the
// trace cannot place it.
func TestTraceRecallOnly(t *testing.T) {
	tb := newTable(t, traceMaze(t), rules.Reference(), "Ann@1,1", "Bob@5,1")
	tb.script("Ann: go right", "Bob: go left", "Ann: go right")
	missedFrom := len(tb.events)
	tb.script("Bob: go down") // the notebook misses this move (a wall)
	missedTo := len(tb.events)
	tb.script("Ann: recall Bob", "Ann: go right")
	n := mustNew(t)
	n.AppendEvents(tb.events[:missedFrom]...)
	n.AppendEvents(tb.events[missedTo:]...)
	res, err := n.Trace(first(n), At(0, 0), 1)
	if err != nil {
		t.Fatal(err)
	}
	if res.Stop == nil || res.Stop.Reason != StopRecallOnly {
		t.Fatalf("stop %+v", res.Stop)
	}
	// With the whole log, the recall repeats what was heard: no stop.
	full := tb.notebook("Ann")
	res, err = full.Trace(first(full), At(0, 0), 1)
	if err != nil || res.Stop != nil {
		t.Fatalf("full log: %v %+v", err, res.Stop)
	}
	if got := drawing(full.Sheet(first(full))); !slices.Equal(got, []string{"L-L"}) {
		t.Errorf("drawing %q", got)
	}
}

// A turn of the player whose statement the log never heard: the trace
// cannot know where it led.
func TestTraceMissedMove(t *testing.T) {
	tb := newTable(t, traceMaze(t), rules.Reference(), "Ann@1,1", "Bob@5,1")
	tb.script("Ann: go right")
	missedFrom := len(tb.events)
	tb.script("Bob: go left") // the notebook misses this move
	missedTo := len(tb.events)
	tb.script("Ann: go right", "Bob: go left")
	n := mustNew(t)
	n.AppendEvents(tb.events[:missedFrom]...)
	n.AppendEvents(tb.events[missedTo:]...)
	res, err := n.Trace(first(n), At(0, 0), 1)
	if err != nil {
		t.Fatal(err)
	}
	if res.Stop == nil || res.Stop.Reason != StopMissed {
		t.Fatalf("stop %+v", res.Stop)
	}
	frag, res2, err := n.ContinueTrace(*res.Stop, "", At(0, 0))
	if err != nil || res2.Stop != nil {
		t.Fatalf("continue: %v %+v", err, res2.Stop)
	}
	if got := drawing(n.Sheet(frag)); !slices.Equal(got, []string{"L"}) {
		t.Errorf("fragment %q", got)
	}
}

// The trace uses only what the player heard: dropping every position, and
// every event not for everyone, changes nothing — for the shooter's
// notebook and for the wounded player's, who alone heard where his new
// cell is.
func TestTraceNeverUsesPositions(t *testing.T) {
	tb := newTable(t, traceMaze(t), rules.Reference(), "Ann@1,1", "Bob@3,1")
	tb.script("Ann: shoot right, go down", "Bob: order a new cell (5,1)", "Bob: go left", "Ann: go down", "Bob: go down")
	var stripped []game.Event
	for _, e := range tb.events {
		if e.To.Kind != game.ToEveryone {
			continue
		}
		e.Pos = maze.Pos{X: 77, Y: 77}
		stripped = append(stripped, e)
	}
	for seat, name := range tb.names {
		a := tb.notebook(name)
		b, _ := New(Options{Seat: seat, Players: tb.names})
		b.AppendEvents(stripped...)
		for p := range 2 {
			ra, err1 := a.Trace(first(a), At(0, 0), p)
			rb, err2 := b.Trace(first(b), At(0, 0), p)
			if err1 != nil || err2 != nil {
				t.Fatal(err1, err2)
			}
			if !slices.Equal(ra.Trail, rb.Trail) || (ra.Stop == nil) != (rb.Stop == nil) {
				t.Errorf("%s's notebook, player %d: %v %+v and %v %+v", name, p, ra.Trail, ra.Stop, rb.Trail, rb.Stop)
			}
			if sa, sb := drawnContent(t, a, first(a)), drawnContent(t, b, first(b)); sa != sb {
				t.Errorf("%s's notebook, player %d: sheets differ:\n%s\n%s", name, p, sa, sb)
			}
		}
	}
}

// Tracing again after the log has grown extends the trace in one step.
func TestRetrace(t *testing.T) {
	tb := newTable(t, traceMaze(t), rules.Reference(), "Ann@1,1")
	tb.script("Ann: go right")
	n := tb.notebook("Ann")
	id := first(n)
	if _, err := n.Trace(id, At(0, 0), 0); err != nil {
		t.Fatal(err)
	}
	before := sheetContent(t, n, id)
	tb.script("Ann: go right", "Ann: go right")
	n.AppendEvents(heard(tb.events, 0)...) // all again: the log keeps only the new ones
	res, err := n.Retrace(id, 0)
	if err != nil {
		t.Fatal(err)
	}
	if res.Steps != 3 || !slices.Equal(drawing(n.Sheet(id)), []string{"L-L-L-L"}) {
		t.Errorf("steps %d drawing %q", res.Steps, drawing(n.Sheet(id)))
	}
	if runs := n.Sheet(id).Traces(); len(runs) != 1 || runs[0].To != n.Log().Len() {
		t.Errorf("runs %+v, log %d", runs, n.Log().Len())
	}
	n.Undo()
	if sheetContent(t, n, id) != before {
		t.Error("undo of the retrace did not restore the first trace exactly")
	}
}

// A trace writes pen over pencil, reports a pen mark it contradicts, and
// leaves what agrees.
func TestTraceOverDrawing(t *testing.T) {
	tb := newTable(t, traceMaze(t), rules.Reference(), "Ann@1,1")
	tb.script("Ann: go right", "Ann: go right")
	n := tb.notebook("Ann")
	id := first(n)
	n.SetMark(id, At(1, 0), pencil(Hospital))
	n.SetMark(id, At(2, 0), pen(Weaponry))
	n.SetEdge(id, EdgeOf(At(0, 0), maze.Right), penEdge(Passage))
	n.SetMark(id, At(2, 0), CellMark{Kind: Note, Text: "keep me", Owner: Hand})
	res, err := n.Trace(id, At(0, 0), 0)
	if err != nil {
		t.Fatal(err)
	}
	if !slices.Equal(res.OverwrittenCells, []Cell{At(2, 0)}) || len(res.OverwrittenEdges) != 0 {
		t.Errorf("overwritten %v %v", res.OverwrittenCells, res.OverwrittenEdges)
	}
	s := n.Sheet(id)
	if got := drawing(s); !slices.Equal(got, []string{"L-L-L"}) {
		t.Errorf("drawing %q", got)
	}
	if m := s.Edge(EdgeOf(At(0, 0), maze.Right)); m.Owner != Hand {
		t.Errorf("an agreeing pen passage changed owner: %+v", m)
	}
	if s.Mark(At(2, 0), SlotNote).Text != "keep me" {
		t.Error("the note went")
	}
}

func TestTraceRefusals(t *testing.T) {
	n := mustNew(t)
	if _, err := n.Trace(first(n), At(0, 0), 0); err == nil || err.(*Refusal).Code != CodeNoStart {
		t.Errorf("no start: %v", err)
	}
	if _, err := n.Trace(first(n), At(0, 0), 5); err == nil {
		t.Error("player 5 of 2 accepted")
	}
	if _, err := n.TraceFrom(first(n), At(0, 0), 0, 3, NoMark); err == nil {
		t.Error("event 3 of an empty log accepted")
	}
	if _, _, err := n.ContinueTrace(TraceStop{Reason: StopLost, Message: "lost"}, "", At(0, 0)); err == nil {
		t.Error("continuing after lost accepted")
	}
	if len(n.Sheets()) != 1 || n.CanUndo() {
		t.Error("a refused trace changed the notebook")
	}
}

// The reference's sample game (part A): Ann's own notebook traces her
// start, one step up onto land, a shot and a fall into a pit.
func TestTraceReferenceSample(t *testing.T) {
	m := plan(t, []string{
		"W  L  L  L    P1.2",
		"L  L  W  P1.1 L",
		"R> D  L  L    L",
		"L  L  H  L    L",
		"L  L  L  H    L",
	}, "1,3 down", "3,2 down", "1,1 left exit", "$3,3", "f2,1")
	tb := newTable(t, m, rules.Reference(), "Ann@4,4", "Bob@1,4")
	tb.script("Ann: go up", "Bob: blow up the wall above, go up", "Ann: shoot left, go up", "Ann: status",
		"Bob: order a new cell (3,5)", "Bob: go up", "Ann: go right")
	n := tb.notebook("Ann")
	res, err := n.Trace(first(n), At(0, 0), 0)
	if err != nil {
		t.Fatal(err)
	}
	if res.Stop == nil || res.Stop.Reason != StopPit {
		t.Fatalf("stop %+v", res.Stop)
	}
	if got := drawing(n.Sheet(first(n))); !slices.Equal(got, []string{"P", "L", "L"}) {
		t.Errorf("drawing %q", got)
	}
	frag, res2, err := n.ContinueTrace(*res.Stop, "", At(0, 0))
	if err != nil {
		t.Fatal(err)
	}
	// Ann's "go right" from P1.2 (5,1) hits the outline.
	if res2.Stop != nil || n.Sheet(frag).Edge(EdgeOf(At(0, 0), maze.Right)).Kind != Wall {
		t.Errorf("fragment: stop %+v, right %+v", res2.Stop, n.Sheet(frag).Edge(EdgeOf(At(0, 0), maze.Right)))
	}
}

// The rules' options and actions that tell about walls and rivers: shallow
// rivers (§7.4), grenade reports (§7.8), throwing (§5.2).
func TestTraceOptions(t *testing.T) {
	shallow := rules.Reference()
	shallow.Rivers = rules.Shallow
	reports := rules.Reference()
	reports.BlastReport = rules.BlastOutcome
	tests := []struct {
		name   string
		rules  rules.Rules
		rows   []string
		specs  []string
		start  string
		script []string
		check  func(t *testing.T, s *Sheet, res TraceResult)
	}{
		{
			name:   "§7.4 leaving a delta against the river flowing into it: a river flowing this way",
			rules:  shallow,
			rows:   []string{"L R> R> D L", "L L  L  L L"},
			start:  "4,1",
			script: []string{"go left", "go right"},
			check: func(t *testing.T, s *Sheet, res TraceResult) {
				if got := drawing(s); !slices.Equal(got, []string{"R>-D-L"}) {
					t.Errorf("drawing %q", got)
				}
			},
		},
		{
			name:   "§7.4 walking along a shallow river up- and downstream",
			rules:  shallow,
			rows:   []string{"L R> R> D L", "L L  L  L L"},
			start:  "3,1",
			script: []string{"go left", "go right", "go right"},
			check: func(t *testing.T, s *Sheet, res TraceResult) {
				if got := drawing(s); !slices.Equal(got, []string{"R-R-D"}) || res.Stop != nil {
					t.Errorf("drawing %q, stop %+v", got, res.Stop)
				}
			},
		},
		{
			name:   "§7.8 a wall destroyed is open now; the outline stands",
			rules:  reports,
			rows:   []string{"L L", "L L"},
			specs:  []string{"1,1 right"},
			start:  "1,1",
			script: []string{"blow up the wall to the right, go right", "blow up the wall to the right, go left"},
			check: func(t *testing.T, s *Sheet, res TraceResult) {
				if m := s.Edge(EdgeOf(At(1, 0), maze.Right)); m.Kind != Wall || !m.Pen {
					t.Errorf("the outline: %+v", m)
				}
				if got := drawing(s); !slices.Equal(got, []string{"L-L"}) {
					t.Errorf("drawing %q", got)
				}
			},
		},
		{
			name:   "§5.2 a bullet thrown at a wall falls at the feet; thrown into a passage it goes",
			rules:  rules.Reference(),
			rows:   []string{"L L L", "L L L"},
			specs:  []string{"2,1 right"},
			start:  "2,1",
			script: []string{"throw a bullet right, go up", "throw a bullet left, go up"},
			check: func(t *testing.T, s *Sheet, res TraceResult) {
				if m := s.Edge(EdgeOf(At(0, 0), maze.Right)); m.Kind != Wall || !m.Pen {
					t.Errorf("right: %+v", m)
				}
				if m := s.Edge(EdgeOf(At(0, 0), maze.Left)); m.Kind != Passage || m.Pen {
					t.Errorf("left: %+v (a passage or an open exit: pencil)", m)
				}
			},
		},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			tb := newTable(t, plan(t, tc.rows, tc.specs...), tc.rules, "Ann@"+tc.start)
			for _, l := range tc.script {
				tb.say("Ann", l)
			}
			n := tb.notebook("Ann")
			res, err := n.Trace(first(n), At(0, 0), 0)
			if err != nil {
				t.Fatal(err)
			}
			tc.check(t, n.Sheet(first(n)), res)
		})
	}
}

// §4.7: to a player who is immune, the encephalitis cell is announced as
// land; the trace draws his land in pencil.
func TestTraceImmune(t *testing.T) {
	events := []game.Event{
		{Seq: 1, Code: game.StartCell, To: game.Everyone(), Player: 0, Cell: maze.Land},
		{Seq: 2, Code: game.Said, To: game.Everyone(), Player: 0},
		{Seq: 3, Code: game.Moved, To: game.Everyone(), Player: 0, Dir: maze.Right, Cell: maze.Hospital},
		{Seq: 4, Code: game.Healed, To: game.Everyone(), Player: 0},
		{Seq: 5, Code: game.BecameImmune, To: game.Everyone(), Player: 0},
		{Seq: 6, Code: game.Said, To: game.Everyone(), Player: 0},
		{Seq: 7, Code: game.Moved, To: game.Everyone(), Player: 0, Dir: maze.Right, Cell: maze.Land},
	}
	n := mustNew(t)
	n.AppendEvents(events...)
	if _, err := n.Trace(first(n), At(0, 0), 0); err != nil {
		t.Fatal(err)
	}
	if got := drawing(n.Sheet(first(n))); !slices.Equal(got, []string{"L-H-l"}) {
		t.Errorf("drawing %q", got)
	}
}
