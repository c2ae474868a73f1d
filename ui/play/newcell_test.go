package play

import (
	"strings"
	"testing"

	"fyne.io/fyne/v2"

	"github.com/labyrinth-game/labyrinth/engine/game"
	"github.com/labyrinth-game/labyrinth/engine/maze"
	"github.com/labyrinth-game/labyrinth/engine/rules"
	"github.com/labyrinth-game/labyrinth/ui/planview"
	"github.com/labyrinth-game/labyrinth/ui/uitest"
)

// TestOrderANewCell: shot, on her turn Ann is offered a new cell (§5.5:
// "the game master tells him that he's been shot and asks to order a new
// cell"); she picks it on the blank outline and it is said to the game
// master alone. Keeping the cell is the other answer.
func TestOrderANewCell(t *testing.T) {
	tp := openTwo(t, rules.Reference(), 0, nil, maze.At(1, 0), maze.At(2, 0))
	g := tp.g
	if g.compose.cellBtn.Visible() {
		t.Fatal("a new cell is offered unwounded")
	}
	soloPress(g, fyne.KeyLeft)
	tp.ts.other(t, 1, "shoot left, go right")
	tp.watched()
	if !g.known().MayOrderCell || !g.compose.cellBtn.Visible() {
		t.Fatal("wounded, Ann is not offered a new cell")
	}
	// Esc puts the choice off: the dialog closes, the offer stays.
	g.askNewCell()
	uitest.Press(g.win, fyne.KeyEscape)
	if g.dialogOpen() || !g.known().MayOrderCell {
		t.Fatal("Esc did not put the choice of a new cell off")
	}
	n := g.askNewCell()
	if n == nil || !n.order.Disabled() {
		t.Fatal("the dialog: nothing picked, nothing to order")
	}
	if o := n.view.Maze(); o.Width() != 4 || o.Height() != 3 {
		t.Fatalf("the outline: %dx%d", o.Width(), o.Height())
	}
	n.tapped(planview.TapEvent{Hit: planview.Hit{InGrid: true, Cell: maze.At(3, 2)}})
	test := uitest.FindButton(g.win.Canvas().Overlays().Top(), "Order this cell")
	if test == nil {
		t.Fatal("no Order button in the dialog")
	}
	test.Tapped(&fyne.PointEvent{})
	if k := g.known(); k.MayOrderCell || g.compose.cellBtn.Visible() {
		t.Fatalf("ordered: %+v", k)
	}
	// Everyone hears that Ann ordered a new cell; where, the game master
	// alone (and Ann, who said it).
	ordered := false
	for _, e := range tp.ts.all {
		ordered = ordered || e.Code == game.NewCell && e.Player == 0
		if e.To.Includes(1) && e.Pos == maze.At(3, 2) {
			t.Fatalf("Bob hears where Ann goes on from: %+v", e)
		}
	}
	if !ordered {
		t.Fatal("the order was not heard")
	}
	if !strings.Contains(g.log.lastText(), "You: order a new cell") || !strings.Contains(g.log.lastText(), "Ann is at (4,3)") {
		t.Fatalf("the log: %q", g.log.lastText())
	}
}
