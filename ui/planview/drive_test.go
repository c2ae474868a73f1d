package planview

import (
	"strings"
	"testing"

	"fyne.io/fyne/v2"

	"github.com/labyrinth-game/labyrinth/engine/maze"
)

// TapCell is a click in the middle of the cell named as the window names
// it, from 1: OnTap hears that cell, also one out of view, which is
// brought into view first.
func TestTapCell(t *testing.T) {
	v, _ := fixedView(t)
	var got []maze.Pos
	v.OnTap = func(e TapEvent) {
		if !e.InGrid || e.OnEdge {
			t.Errorf("the tap hit %+v, not a cell's middle", e.Hit)
		}
		got = append(got, e.Cell)
	}
	if err := v.TapCell(3, 2); err != nil {
		t.Fatal(err)
	}
	v.SetOffset(fyne.NewPos(-20*cellPx, -20*cellPx)) // everything out of view
	if err := v.TapCell(8, 6); err != nil {
		t.Fatal(err)
	}
	if len(got) != 2 || got[0] != maze.At(2, 1) || got[1] != maze.At(7, 5) {
		t.Errorf("OnTap heard %v, want (3,2) then (8,6)", got)
	}
	if err := v.TapCell(40, 1); err == nil || !strings.Contains(err.Error(), "cell (40,1) is off the plan, which has columns 1 to 8 and rows 1 to 6") {
		t.Errorf("a cell off the plan: %v", err)
	}
}

// DriveTexts names the pieces on the floor on show.
func TestDriveTexts(t *testing.T) {
	v, _ := fixedView(t)
	v.SetTokens(Token{At: maze.At(1, 2), Label: "A"}, Token{At: maze.At(4, 0), Label: "B"}, Token{At: maze.Pos{X: 1, Y: 1, Floor: 1}, Label: "C"})
	got := v.DriveTexts()
	if len(got) != 2 || got[0] != "piece A at (2,3)" || got[1] != "piece B at (5,1)" {
		t.Errorf("DriveTexts = %q, want A at (2,3) and B at (5,1), not C on the other floor", got)
	}
}
