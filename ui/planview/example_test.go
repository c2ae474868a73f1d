package planview_test

import (
	"fmt"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/driver/desktop"
	"fyne.io/fyne/v2/test"

	"github.com/labyrinth-game/labyrinth/engine/maze"
	"github.com/labyrinth-game/labyrinth/ui/planview"
)

// A tool wired to the view: a click on a cell makes it a hospital, a click
// near a side toggles a wall, a drag reports its stroke. The view only
// reports; the caller changes the maze and says what to redraw.
func Example() {
	a := test.NewApp()
	defer a.Quit()

	m := maze.MustNew(4, 3)
	v := planview.New(m)
	w := test.NewWindow(v)
	w.SetPadded(false)
	w.Resize(fyne.NewSize(240, 200)) // fitted: cells of 40, cell (1,1) at (40,40)

	v.OnTap = func(e planview.TapEvent) {
		switch {
		case e.OnEdge && !e.Outer:
			next := maze.Wall
			if m.Side(e.Edge.At, e.Edge.Dir) == maze.Wall {
				next = maze.Open
			}
			m.SetSide(e.Edge.At, e.Edge.Dir, next)
			v.InvalidateSides(e.Edge)
			fmt.Println("side", e.Edge, "is now", m.Side(e.Edge.At, e.Edge.Dir).Describe(false))
		case e.InGrid:
			m.SetCell(e.Cell, maze.Cell{Kind: maze.Hospital})
			v.Invalidate(e.Cell)
			fmt.Println("cell", e.Cell, "is now a", m.Kind(e.Cell))
		}
	}
	v.OnDragEnd = func(e planview.DragEvent) { fmt.Println("stroke over", e.Cells) }

	test.TapAt(v, fyne.NewPos(100, 100)) // the middle of cell (2,2)
	test.TapAt(v, fyne.NewPos(119, 100)) // just left of the side between (2,2) and (3,2)
	v.SimulateDrag(desktop.MouseButtonPrimary, 0, fyne.NewPos(50, 50), fyne.NewPos(130, 110))
	// Output:
	// cell (2,2) is now a hospital
	// side (2,2) right is now wall
	// stroke over [(1,1) (2,1) (2,2) (3,2)]
}
