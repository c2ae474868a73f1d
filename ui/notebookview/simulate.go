package notebookview

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/driver/desktop"

	"github.com/labyrinth-game/labyrinth/ui/viewport"
)

// SimulateDrag drives the view as the desktop driver does when the pointer
// is pressed at the first point, moved through the others and released:
// for widget tests of screens built on the view (Fyne's test.Drag reports
// one move whose position is where the drag starts).
func (v *View) SimulateDrag(button desktop.MouseButton, modifier fyne.KeyModifier, points ...fyne.Position) {
	viewport.SimulateDrag(v, button, modifier, points...)
}
