package play

import (
	"fmt"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"github.com/labyrinth-game/labyrinth/engine/maze"
	"github.com/labyrinth-game/labyrinth/engine/moves"
	"github.com/labyrinth-game/labyrinth/ui/planview"
	"github.com/labyrinth-game/labyrinth/ui/widgets"
)

// newCellDialog is the second private step (§5.5): "on the turn of the
// wounded player, the game master tells him that he's been shot and asks
// to order a new cell. The wounded can either use his right to order a
// cell (secretly from other players, pick a cell where he'd like to
// continue the game from) or continue from the place he's been wounded."
// The player clicks the cell on the blank outline and orders it, or keeps
// his cell; either is said to the game master alone. The composer offers
// it while Known.MayOrderCell; typing "order a new cell (x,y)" does the
// same.
type newCellDialog struct {
	g      *Screen
	d      *dialog.CustomDialog
	view   *planview.View
	msg    *widget.Label
	order  *widget.Button
	picked *maze.Pos
}

func (g *Screen) askNewCell() *newCellDialog {
	k := g.known()
	if !k.MayOrderCell || g.sending != "" {
		return nil
	}
	n := &newCellDialog{g: g}
	n.view = planview.New(planview.Blank(g.info.Outline))
	n.view.SetHoverMode(planview.HoverCells)
	n.view.OnTap = n.tapped
	n.msg = widget.NewLabel(fmt.Sprintf("You were shot (§5.5). Click the cell you want to go on from — the game master alone hears it — or keep your cell. New cells left: %v.", k.NewCells))
	n.msg.Wrapping = fyne.TextWrapWord
	keep := widget.NewButtonWithIcon("Keep my cell", theme.CancelIcon(), func() { n.say(moves.Statement{Kind: moves.KeepCell}) })
	n.order = widget.NewButtonWithIcon("Order this cell", theme.ConfirmIcon(), func() {
		if n.picked != nil {
			n.say(moves.Statement{Kind: moves.OrderCell, Cell: *n.picked})
		}
	})
	n.order.Importance = widget.HighImportance
	n.order.Disable()
	later := widgets.NewDismissButton("Decide later", func() { n.d.Hide() })
	body := container.NewBorder(n.msg, nil, nil, nil, container.New(widgets.FixedSize{Size: fyne.NewSize(420, 300)}, n.view))
	n.d = dialog.NewCustomWithoutButtons("Order a new cell?", body, g.win)
	n.d.SetButtons([]fyne.CanvasObject{later, keep, n.order})
	g.present(n.d)
	g.win.Canvas().Focus(later) // Esc and Enter put it off
	return n
}

func (n *newCellDialog) tapped(e planview.TapEvent) {
	if !e.InGrid || !n.g.info.Outline.Inside(e.Cell) {
		return
	}
	c := e.Cell
	n.picked = &c
	n.view.SetTokens(planview.Token{At: c, Label: "N"})
	n.msg.SetText(fmt.Sprintf("Go on from %v? \"Order this cell\" tells the game master alone.", c))
	n.order.Enable()
}

// say says the order (or keeping the cell) and closes the dialog; the
// answer shows under the move field like any statement's.
func (n *newCellDialog) say(st moves.Statement) {
	n.d.Hide()
	n.g.sayStatement(st, func(err error) {
		if err != nil {
			n.g.compose.showError(st.String(), err)
		}
	})
}
