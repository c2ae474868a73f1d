package planview

import (
	"fmt"

	"fyne.io/fyne/v2"

	"github.com/labyrinth-game/labyrinth/engine/maze"
)

// TapCell taps the middle of cell (x, y) of the floor on show, as a click
// there would (OnTap, OnDoubleTap and the hit test all run as for a click),
// bringing the cell into view first. It is the test hook's tap-cell
// (ui/drive.CellTapper): a script picks a start cell on the outline. The
// cell is named as the window and the reference name it, column x and
// row y counted from 1: TapCell(3, 4) is the cell shown as (3,4).
func (v *View) TapCell(x, y int) error {
	if v.m == nil {
		return fmt.Errorf("the plan shows no maze")
	}
	p := maze.Pos{X: x - 1, Y: y - 1, Floor: v.floor}
	if !v.m.InGrid(p) {
		return fmt.Errorf("cell (%d,%d) is off the plan, which has columns 1 to %d and rows 1 to %d", x, y, v.m.Width(), v.m.Height())
	}
	pos, size := v.CellRect(p)
	view := v.Size()
	if pos.X < 0 || pos.Y < 0 || pos.X+size.Width > view.Width || pos.Y+size.Height > view.Height {
		v.ShowCells(p)
		pos, size = v.CellRect(p)
	}
	centre := pos.Add(fyne.NewPos(size.Width/2, size.Height/2))
	abs := centre
	if d := fyne.CurrentApp().Driver(); d != nil {
		abs = d.AbsolutePositionForObject(v).Add(centre)
	}
	v.Tapped(&fyne.PointEvent{Position: centre, AbsolutePosition: abs})
	return nil
}

// DriveTexts says what pieces the plan shows, for the test hook's wait and
// dump (ui/drive.Describer): "piece A at (2,3)" for each token on the
// floor on show, cells named from 1 as the window names them.
func (v *View) DriveTexts() []string {
	var out []string
	for _, t := range v.tokens {
		if t.At.Floor == v.floor {
			out = append(out, fmt.Sprintf("piece %s at %v", t.Label, t.At))
		}
	}
	return out
}
