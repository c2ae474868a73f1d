package viewport

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/driver/desktop"
)

// Draggable is a widget that SimulateDrag can drive.
type Draggable interface {
	fyne.Draggable
	desktop.Mouseable
}

// SimulateDrag drives w as the desktop driver does when the pointer is
// pressed at the first point, moved through the others and released: for
// widget tests. (Fyne's test.Drag reports a single move whose position is
// where the drag starts, where the desktop driver reports where the
// pointer is.) Fewer than two points make no drag.
func SimulateDrag(w Draggable, button desktop.MouseButton, modifier fyne.KeyModifier, points ...fyne.Position) {
	if len(points) < 2 {
		return
	}
	w.MouseDown(&desktop.MouseEvent{PointEvent: fyne.PointEvent{Position: points[0]}, Button: button, Modifier: modifier})
	for i := 1; i < len(points); i++ {
		d := points[i].Subtract(points[i-1])
		w.Dragged(&fyne.DragEvent{PointEvent: fyne.PointEvent{Position: points[i]}, Dragged: fyne.NewDelta(d.X, d.Y)})
	}
	w.DragEnd()
	w.MouseUp(&desktop.MouseEvent{PointEvent: fyne.PointEvent{Position: points[len(points)-1]}, Button: button, Modifier: modifier})
}
