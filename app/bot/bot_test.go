package bot

import (
	"testing"

	"github.com/labyrinth-game/labyrinth/app/session"
	"github.com/labyrinth-game/labyrinth/engine/game"
	"github.com/labyrinth-game/labyrinth/engine/maze"
	"github.com/labyrinth-game/labyrinth/engine/moves"
	"github.com/labyrinth-game/labyrinth/engine/rules"
)

// table5 is the public information of a two-player game on a 5x5 outline.
func table5(t *testing.T, r rules.Rules) game.PublicInfo {
	t.Helper()
	m, err := maze.New(5, 5)
	if err != nil {
		t.Fatal(err)
	}
	return game.PublicInfo{Names: []string{"Ann", "Bob"}, Rules: r, Outline: game.OutlineOf(m)}
}

// heard builds the events a seat hears, about player who.
type heard struct{ who int }

func (h heard) e(code game.Code, d maze.Dir, k maze.Kind) game.Event {
	return game.Event{Code: code, To: game.Everyone(), Player: h.who, Other: -1, Dir: d, Cell: k}
}

func (h heard) chose(p maze.Pos) game.Event {
	return game.Event{Code: game.StartChosen, To: game.OnlyPlayer(h.who), Player: h.who, Other: -1, Pos: p}
}

func TestParseLevel(t *testing.T) {
	for _, l := range Levels() {
		if got, err := ParseLevel(" " + l.String() + " "); err != nil || got != l {
			t.Errorf("%v: %v %v", l, got, err)
		}
	}
	if got, err := ParseLevel("EXPERT"); err != nil || got != Expert {
		t.Errorf("any case: %v %v", got, err)
	}
	if _, err := ParseLevel("grandmaster"); err == nil || err.Error() != `unknown bot level "grandmaster": expected beginner, standard or expert` {
		t.Errorf("%v", err)
	}
}

// The bot draws its own moves on its main sheet while it knows where it
// stands (§2.2, §2.3): passages, walls, cell types.
func TestBotDrawsWhatItHeard(t *testing.T) {
	ann := heard{0}
	b := New(Standard, table5(t, rules.Reference()), 0, 1)
	b.Hear(ann.chose(maze.At(1, 1)), ann.e(game.StartCell, 0, maze.Land),
		ann.e(game.Moved, maze.Right, maze.Hospital), ann.e(game.HitWall, maze.Down, 0), ann.e(game.Moved, maze.Up, maze.Land))
	w := b.where
	if !w.placed || w.at != maze.At(2, 0) {
		t.Fatalf("the bot is %s", b.belief())
	}
	s := w.main
	if s.kindAt(maze.At(2, 1)) != maze.Hospital || s.sideAt(maze.At(1, 1), maze.Right) != openSide || s.sideAt(maze.At(2, 1), maze.Left) != openSide {
		t.Fatal("the walk right into the hospital is drawn")
	}
	if s.sideAt(maze.At(2, 1), maze.Down) != wallSide || s.sideAt(maze.At(2, 2), maze.Up) != wallSide {
		t.Fatal("the wall hit is drawn on both cells")
	}
	// Another player's moves are not the bot's.
	b.Hear(heard{1}.e(game.Moved, maze.Left, maze.Weaponry))
	if w.at != maze.At(2, 0) || s.kindAt(maze.At(1, 0)) == maze.Weaponry {
		t.Fatalf("Bob's move moved Ann: %s", b.belief())
	}
}

// tableOf is the public information of a two-player game on a w x h
// outline.
func tableOf(t *testing.T, w, h int, r rules.Rules) game.PublicInfo {
	t.Helper()
	m, err := maze.New(w, h)
	if err != nil {
		t.Fatal(err)
	}
	return game.PublicInfo{Names: []string{"Ann", "Bob"}, Rules: r, Outline: game.OutlineOf(m)}
}

// roundTheBlock is Ann's walk round a 4x2 outline from (1,1): the top row
// land, land, land, a hospital; the bottom row land; back to (1,1).
func roundTheBlock(ann heard) []game.Event {
	out := []game.Event{ann.chose(maze.At(0, 0)), ann.e(game.StartCell, 0, maze.Land)}
	for _, step := range []struct {
		d maze.Dir
		k maze.Kind
	}{{maze.Right, maze.Land}, {maze.Right, maze.Land}, {maze.Right, maze.Hospital}, {maze.Down, maze.Land},
		{maze.Left, maze.Land}, {maze.Left, maze.Land}, {maze.Left, maze.Land}, {maze.Up, maze.Land}} {
		out = append(out, ann.e(game.Moved, step.d, step.k))
	}
	return out
}

// After a pit (§4.4) the bot draws on a fragment and lays it on its map
// when only one place fits. Ann knows the top row — land, land, land, a
// hospital — and two cells of the bottom row may be pits. Out of the pit,
// "up onto land, right onto land" fits both; "right onto land" again fits
// only the pit at (1,2): from (2,2) it would be the hospital.
func TestBotLaysItsFragmentWhereItFits(t *testing.T) {
	ann := heard{0}
	info := tableOf(t, 4, 2, rules.Reference())
	b := New(Standard, info, 0, 1)
	b.Hear(ann.chose(maze.At(0, 0)), ann.e(game.StartCell, 0, maze.Land))
	for _, k := range []maze.Kind{maze.Land, maze.Land, maze.Hospital} {
		b.Hear(ann.e(game.Moved, maze.Right, k))
	}
	b.Hear(ann.e(game.Moved, maze.Down, maze.Land), ann.e(game.FellIntoPit, maze.Left, maze.Pit))
	if b.where.placed {
		t.Fatal("a pit takes away where the bot stands")
	}
	if got := b.where.cells(); len(got) != 2 {
		t.Fatalf("the pit it came out of is (1,2) or (2,2), not %v", got)
	}
	b.Hear(ann.e(game.Moved, maze.Up, maze.Land), ann.e(game.Moved, maze.Right, maze.Land))
	if b.where.placed {
		t.Fatalf("two places still fit, yet the bot is %s", b.belief())
	}
	b.Hear(ann.e(game.Moved, maze.Right, maze.Land))
	if !b.where.placed || b.where.at != maze.At(2, 0) {
		t.Fatalf("the bot is %s, not on (3,1)", b.belief())
	}
	if b.where.main.kindAt(maze.At(0, 1)) != maze.Pit {
		t.Fatal("the fragment laid on the map puts the pit at (1,2)")
	}
	// The beginner keeps no map across pits.
	beg := New(Beginner, info, 0, 1)
	beg.Hear(ann.chose(maze.At(0, 0)), ann.e(game.StartCell, 0, maze.Land), ann.e(game.FellIntoPit, maze.Right, maze.Pit),
		ann.e(game.Moved, maze.Down, maze.Land))
	if beg.where.placed || !beg.where.lost {
		t.Fatalf("the beginner is %s", beg.belief())
	}
}

// A river carries the bot one cell from the river it stepped into (§4.6):
// it stands next to it; once it knows where, it knows that river's flow.
// From (1,2) right into the river at (2,2), carried to a delta: (2,1),
// (3,2) or (2,3). Left onto land rules out (3,2) (left of it is the
// river); then up onto land rules out (2,1) (up of (1,1) is outside).
func TestBotLearnsTheFlow(t *testing.T) {
	ann := heard{0}
	b := New(Standard, table5(t, rules.Reference()), 0, 1)
	b.Hear(ann.chose(maze.At(0, 0)), ann.e(game.StartCell, 0, maze.Land), ann.e(game.Moved, maze.Down, maze.Land))
	b.Hear(ann.e(game.CarriedByFlow, maze.Right, maze.Delta))
	if got := b.where.cells(); b.where.placed || len(got) != 3 {
		t.Fatalf("carried, the bot may be on %v (%s)", got, b.belief())
	}
	b.Hear(ann.e(game.Moved, maze.Left, maze.Land))
	if got := b.where.cells(); b.where.placed || len(got) != 2 {
		t.Fatalf("after left onto land: %v", got)
	}
	b.Hear(ann.e(game.Moved, maze.Up, maze.Land))
	if !b.where.placed || b.where.at != maze.At(0, 1) {
		t.Fatalf("the bot is %s, not on (1,2)", b.belief())
	}
	if f := b.where.main.flow[b.where.main.index(maze.At(1, 1))]; f != maze.Down {
		t.Fatalf("the river at (2,2) flows %v, the bot thinks", f)
	}
	// Carried from there again, it knows where it lands.
	b.Hear(ann.e(game.CarriedByFlow, maze.Right, maze.Delta))
	if !b.where.placed || b.where.at != maze.At(1, 2) {
		t.Fatalf("the bot is %s, not in the delta at (2,3)", b.belief())
	}
}

// Outside the labyrinth the bot steps straight back in (§3.4); wounded, a
// standard bot orders its new cell in a hospital it knows (§5.5), a
// beginner keeps its cell.
func TestBotStepsBackAndOrdersAHospital(t *testing.T) {
	r := rules.Reference()
	info := table5(t, r)
	ann := heard{0}
	events := []game.Event{ann.chose(maze.At(0, 0)), ann.e(game.StartCell, 0, maze.Land), ann.e(game.Moved, maze.Right, maze.Hospital),
		ann.e(game.Moved, maze.Left, maze.Land), ann.e(game.LeftMaze, maze.Left, 0)}
	k := session.NewKnown(r, info.Names, 0)
	k.Apply(events...)
	b := New(Standard, info, 0, 1)
	b.Hear(events...)
	st := b.Next(*k)
	if st.Kind != moves.SayMove || st.Move.String() != "go right" {
		t.Fatalf("outside, the bot says %q", st.String())
	}
	k.Apply(ann.e(game.Moved, maze.Right, maze.Land), game.Event{Code: game.TurnBegins, To: game.Everyone(), Player: 0, Other: -1},
		game.Event{Code: game.WoundNotice, To: game.Everyone(), Player: 0, Other: -1, Count: 1})
	b.Hear(ann.e(game.Moved, maze.Right, maze.Land))
	if !k.MayOrderCell {
		t.Fatal("the wound notice lets him order a cell")
	}
	if st := b.Next(*k); st.Kind != moves.OrderCell || st.Cell != maze.At(1, 0) {
		t.Fatalf("the standard bot says %q", st.String())
	}
	beg := New(Beginner, info, 0, 1)
	beg.Hear(events...)
	if st := beg.Next(*k); st.Kind != moves.KeepCell {
		t.Fatalf("the beginner says %q", st.String())
	}
}

// A standard bot shoots when its odds are good (§5.5): Ann knows the
// whole 4x2 labyrinth; Bob starts in a hospital — (4,1), the only one —
// and walks left onto land, into Ann's row: she shoots right.
func TestBotShootsWhenItCanHit(t *testing.T) {
	r := rules.Reference()
	info := tableOf(t, 4, 2, r)
	ann, bob := heard{0}, heard{1}
	b := New(Standard, info, 0, 1)
	events := roundTheBlock(ann)
	b.Hear(events...)
	b.Hear(bob.e(game.StartCell, 0, maze.Hospital))
	if n := b.rivals.all[1].count; n != 1 {
		t.Fatalf("Bob may be on %d cells", n)
	}
	b.Hear(bob.e(game.Moved, maze.Left, maze.Land))
	k := session.NewKnown(r, info.Names, 0)
	k.Apply(events...)
	st := b.Next(*k)
	if len(st.Move.Actions) < 2 || st.Move.Actions[0].Kind != moves.Shoot || st.Move.Actions[0].Dir != maze.Right {
		t.Fatalf("the bot says %q: Bob stands on (3,1), to its right", st.String())
	}
	// Never out of a weaponry (§4.3), nor a beginner.
	k.Here = maze.Weaponry
	if st := b.Next(*k); st.Move.Actions[0].Kind == moves.Shoot {
		t.Fatalf("the bot shoots out of a weaponry: %q", st.String())
	}
	k.Here = maze.Land
	beg := New(Beginner, info, 0, 1)
	beg.Hear(events...)
	beg.Hear(bob.e(game.StartCell, 0, maze.Hospital), bob.e(game.Moved, maze.Left, maze.Land))
	if st := beg.Next(*k); st.Move.Actions[0].Kind == moves.Shoot {
		t.Fatalf("the beginner shoots: %q", st.String())
	}
}

// What a bot says is an ordinary statement of the move language: its
// canonical text reads back to the same statement (docs/moves.md).
func TestBotSaysOrdinaryStatements(t *testing.T) {
	r := rules.Reference()
	m := generated(t, 8, 8, 3, r, 9)
	out, err := Match(m, r, []Level{Expert, Standard, Beginner}, 9)
	if err != nil {
		t.Fatal(err)
	}
	n := 0
	for _, e := range out.Log {
		if e.Code != game.Said {
			continue
		}
		n++
		text := e.Move.String()
		back, err := moves.Parse(text)
		if err != nil || back.String() != text {
			t.Fatalf("%q does not read back: %v", text, err)
		}
	}
	if n < 20 {
		t.Fatalf("only %d statements", n)
	}
}

// Told that the wall it hit is the monolith (seed 001's announce_monolith),
// the bot knows it stands on the outline: placed by the game master on a
// 4x2 outline, "hit the monolith going up" leaves it the top row only.
func TestBotHearsTheMonolith(t *testing.T) {
	ann := heard{0}
	b := New(Standard, tableOf(t, 4, 2, rules.Reference()), 0, 1)
	b.Hear(game.Event{Code: game.StartCell, To: game.Everyone(), Player: 0, Other: -1, Cell: maze.Pit})
	if got := b.where.cells(); len(got) != 8 {
		t.Fatalf("placed by the game master, the bot may be anywhere: %v", got)
	}
	hit := ann.e(game.HitWall, maze.Up, 0)
	hit.Reason = game.Monolith
	b.Hear(hit)
	for _, p := range b.where.cells() {
		if p.Y != 0 {
			t.Fatalf("the monolith is above the top row only, yet the bot may be on %v", p)
		}
	}
	if got := b.where.cells(); len(got) != 4 {
		t.Fatalf("the bot may be on %v", got)
	}
}

// Under tell_returned (seed 001 l.114) the game master says when a
// movement brought the player back to the cell his move began on: in a
// river, a step upstream is carried back (§4.6), and the bot knows it
// stands where it stood.
func TestBotHearsItReturned(t *testing.T) {
	ann := heard{0}
	b := New(Standard, table5(t, rules.Reference()), 0, 1)
	b.Hear(ann.chose(maze.At(2, 2)), ann.e(game.StartCell, 0, maze.River),
		game.Event{Code: game.Said, To: game.Everyone(), Player: 0, Other: -1, Move: moves.Step(maze.Right)},
		ann.e(game.CarriedByFlow, maze.Right, maze.River))
	if b.where.placed {
		t.Fatalf("carried, the bot cannot know where: %s", b.belief())
	}
	b.Hear(ann.e(game.Returned, 0, 0))
	if !b.where.placed || b.where.at != maze.At(2, 2) {
		t.Fatalf("back where its move began, the bot is %s", b.belief())
	}
}

// Three rounds before a draw by Nstop (§3.6), a bot of every level — the
// beginner too — is told the draw is near, and then blows up a wall (an
// irreversible change) while it has a grenade, as a player who still hopes
// to win does: two beginners drew three games in four before (docs/bots.md).
func TestBotSeesTheDrawComing(t *testing.T) {
	r := rules.Reference()
	info := tableOf(t, 4, 2, r)
	ann := heard{0}
	for _, level := range []Level{Beginner, Standard, Expert} {
		b := New(level, info, 0, 1)
		events := roundTheBlock(ann)
		b.Hear(events...)
		round := events[len(events)-1].Round + 7
		b.Hear(game.Event{Code: game.QuietRounds, Round: round, Player: -1, Other: -1, Count: 50, Limit: 64, To: game.Everyone()})
		if b.drawNear() {
			t.Errorf("%v sees a draw coming fourteen rounds ahead", level)
		}
		b.Hear(game.Event{Code: game.QuietRounds, Round: round, Player: -1, Other: -1, Count: 61, Limit: 64, To: game.Everyone()})
		if !b.drawNear() {
			t.Errorf("%v does not see a draw by Nstop three rounds ahead", level)
		}
	}
}
