package notebookview

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/driver/desktop"
)

// SimulateDrag drives the view as the desktop driver does when the pointer
// is pressed at the first point, moved through the others and released:
// for widget tests of screens built on the view (Fyne's test.Drag reports
// one move whose position is where the drag starts).
func (v *View) SimulateDrag(button desktop.MouseButton, modifier fyne.KeyModifier, points ...fyne.Position) {
	if len(points) < 2 {
		return
	}
	v.MouseDown(&desktop.MouseEvent{PointEvent: fyne.PointEvent{Position: points[0]}, Button: button, Modifier: modifier})
	for i := 1; i < len(points); i++ {
		d := points[i].Subtract(points[i-1])
		v.Dragged(&fyne.DragEvent{PointEvent: fyne.PointEvent{Position: points[i]}, Dragged: fyne.NewDelta(d.X, d.Y)})
	}
	v.DragEnd()
	v.MouseUp(&desktop.MouseEvent{PointEvent: fyne.PointEvent{Position: points[len(points)-1]}, Button: button, Modifier: modifier})
}
