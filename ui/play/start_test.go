package play

import (
	"strings"
	"testing"

	"github.com/labyrinth-game/labyrinth/engine/game"
	"github.com/labyrinth-game/labyrinth/engine/maze"
	"github.com/labyrinth-game/labyrinth/engine/rules"
	"github.com/labyrinth-game/labyrinth/ui/planview"
)

func tapStart(g *Screen, c maze.Pos) {
	g.start.tapped(planview.TapEvent{Hit: planview.Hit{InGrid: true, Cell: c}})
	g.start.say()
}

// TestChooseTheStartCell: a network game opens before play begins, and the
// player chooses his start on the blank outline, told to the game master
// alone (§6.1: "each player, secretly from the others, points to the game
// master the location where he would like to start at his own (blank)
// labyrinth plan"). The game master may declare the choices invalid —
// "each player picks a new cell which must not be the same as the previous
// one" — and his refusal says so in words; once play begins, the notebook
// takes the outline's place, traced from the cell chosen.
func TestChooseTheStartCell(t *testing.T) {
	tp := openTwo(t, rules.Reference(), 0, nil)
	g := tp.g
	if g.start == nil || g.turn.headText() != "Choose your start cell" {
		t.Fatalf("before play: start panel %v, %q", g.start != nil, g.turn.headText())
	}
	if o := g.start.view.Maze(); o.Width() != 4 || o.Height() != 3 {
		t.Fatalf("the outline is %dx%d", o.Width(), o.Height())
	}
	if !g.compose.dirs[maze.Up].Disabled() || !strings.Contains(g.compose.feedback.String(), "Play begins once every player has chosen") {
		t.Fatalf("the composer's hint: %q", g.compose.feedback.String())
	}
	tapStart(g, maze.At(1, 0))
	if k := g.known(); !k.Chose || k.Start != maze.At(1, 0) || !strings.Contains(g.start.message(), "You chose (2,1)") {
		t.Fatalf("chosen: %+v, %q", k, g.start.message())
	}
	for _, e := range tp.ts.all {
		if e.Code == game.StartChosen && !e.To.Includes(0) || e.Code == game.StartChosen && e.To.Includes(1) {
			t.Fatalf("the choice is heard by others: %+v", e)
		}
	}

	tp.ts.must(t, game.Command{Kind: game.InvalidateStarts})
	tp.watched()
	if got := g.start.message(); !strings.Contains(got, "declared the choices invalid (§6.1)") || !strings.Contains(got, "not (2,1)") {
		t.Fatalf("declared invalid: %q", got)
	}
	tapStart(g, maze.At(1, 0))
	if got := g.start.message(); !strings.Contains(got, "(2,1) was declared invalid; choose another cell") || g.known().Chose {
		t.Fatalf("the same cell again: %q", got)
	}
	tapStart(g, maze.At(0, 2))
	if !g.known().Chose || g.known().Start != maze.At(0, 2) {
		t.Fatalf("another cell: %+v", g.known())
	}

	tp.ts.must(t, game.Choose(1, maze.At(2, 0)))
	tp.ts.must(t, game.Command{Kind: game.Begin})
	tp.watched()
	if g.start != nil || g.left.Objects[0] != g.notes.content() {
		t.Fatal("play began: the notebook is not back")
	}
	if g.turn.headText() != "Your turn" || g.compose.dirs[maze.Up].Disabled() {
		t.Fatalf("play began on Ann's turn: %q", g.turn.headText())
	}
	if tr := g.nb.Sheet(g.nb.Sheets()[0]).Traces(); len(tr) != 1 || tr[0].Start.X != 0 || tr[0].Start.Y != 2 {
		t.Fatalf("the trace starts on the chosen cell: %+v", tr)
	}
}

// TestPlacedByTheGameMaster: in the variant where the game master places
// the players (§6.1, seed 001's G2), the player hears that he chooses her
// start, not where: "Start here" is no longer offered, and a cell clicked
// picks nothing.
func TestPlacedByTheGameMaster(t *testing.T) {
	tp := openTwo(t, rules.Reference(), 0, nil)
	tapStart(tp.g, maze.At(1, 0)) // she had chosen
	tp.g.start.tapped(planview.TapEvent{Hit: planview.Hit{InGrid: true, Cell: maze.At(2, 0)}})
	tp.ts.must(t, game.Command{Kind: game.InvalidateStarts})
	tp.ts.must(t, game.Command{Kind: game.PlaceStart, Player: 0, Cell: maze.At(3, 2)})
	tp.watched()
	if got := tp.g.start.message(); !strings.Contains(got, "The game master chooses your start cell") || strings.Contains(got, "(4,3)") {
		t.Fatalf("placed: %q", got)
	}
	if tp.g.start.sayBtn.Visible() || tp.g.start.picked != nil || tp.g.turn.headText() == "Choose your start cell" {
		t.Fatalf("a placed player is offered to choose: button %v, picked %v, %q", tp.g.start.sayBtn.Visible(), tp.g.start.picked, tp.g.turn.headText())
	}
	tp.g.start.tapped(planview.TapEvent{Hit: planview.Hit{InGrid: true, Cell: maze.At(1, 1)}})
	if tp.g.start.picked != nil {
		t.Fatal("a placed player picked a cell")
	}
}

// TestStartsPlacedByRule: under 001's G2 as a rule (starts: master, l.123)
// the player is never offered to choose, even before the game master has
// placed him.
func TestStartsPlacedByRule(t *testing.T) {
	r := rules.Reference()
	r.Starts = rules.StartsMaster
	tp := openTwo(t, r, 0, nil)
	if got := tp.g.start.message(); !strings.Contains(got, "The game master places every player in this game (G2)") {
		t.Fatalf("before placing: %q", got)
	}
	if tp.g.start.sayBtn.Visible() || tp.g.turn.headText() == "Choose your start cell" {
		t.Fatalf("offered to choose under G2: button %v, %q", tp.g.start.sayBtn.Visible(), tp.g.turn.headText())
	}
	tp.g.start.tapped(planview.TapEvent{Hit: planview.Hit{InGrid: true, Cell: maze.At(1, 1)}})
	if tp.g.start.picked != nil {
		t.Fatal("a cell was picked under G2")
	}
	if got := tp.g.compose.feedback.String(); !strings.Contains(got, "once the game master has placed every player") {
		t.Errorf("the composer's hint: %q", got)
	}
}
