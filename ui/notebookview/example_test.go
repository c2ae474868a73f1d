package notebookview_test

import (
	"fmt"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"

	"github.com/labyrinth-game/labyrinth/app/notebook"
	"github.com/labyrinth-game/labyrinth/ui/notebookview"
)

// A sheet marked from the keyboard and the mouse: the view calls the
// notebook's commands, the notebook holds the marks.
func Example() {
	a := test.NewApp()
	defer a.Quit()

	n, _ := notebook.New(notebook.Options{Seat: 0, Players: []string{"Ann", "Bob"}})
	n.SetPen(true)
	id := n.Sheets()[0]
	v := notebookview.New(n, id)
	defer v.Detach()
	w := test.NewWindow(v)
	defer w.Close()
	w.Resize(fyne.NewSize(300, 200))
	v.SetCellSize(40)
	v.SetOffset(fyne.NewPos(40, 40)) // Cell{0,0}, printed (1,1), from (40,40) to (80,80)
	w.Canvas().Focus(v)

	v.TypedKey(&fyne.KeyEvent{Name: fyne.KeyH})     // a hospital under the cursor
	v.TypedKey(&fyne.KeyEvent{Name: fyne.KeyRight}) // one cell right
	v.TypedKey(&fyne.KeyEvent{Name: fyne.KeyR})     // a river…
	v.TypedKey(&fyne.KeyEvent{Name: fyne.KeyDown})  // …flowing down
	test.TapAt(v, fyne.NewPos(118, 60))             // near the edge right of (2,1): a wall
	s := n.Sheet(id)
	for _, c := range s.Cells() {
		fmt.Println(c, s.Mark(c, notebook.SlotType).Token())
	}
	for _, e := range s.Edges() {
		fmt.Println(e, s.Edge(e).Kind)
	}
	fmt.Println("undo:", n.UndoLabel())
	// Output:
	// (1,1) H
	// (2,1) Rv
	// (2,1) right wall
	// undo: Mark wall
}
