package widgets

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"
)

// DismissButton is a dialog button that closes its dialog on Escape and
// Enter as well as Space, since it holds the keyboard focus while the dialog
// is open.
type DismissButton struct {
	widget.Button
}

// NewDismissButton makes the button; dismiss closes the dialog.
func NewDismissButton(label string, dismiss func()) *DismissButton {
	b := &DismissButton{}
	b.Text = label
	b.Importance = widget.HighImportance
	b.OnTapped = dismiss
	b.ExtendBaseWidget(b)
	return b
}

func (b *DismissButton) TypedKey(ev *fyne.KeyEvent) {
	switch ev.Name {
	case fyne.KeyEscape, fyne.KeyReturn, fyne.KeyEnter:
		b.OnTapped()
	default:
		b.Button.TypedKey(ev)
	}
}

// Confirm is a dialog that asks before something is done. The answer that
// changes nothing (Keep) has the keyboard once the dialog is shown, so Esc
// and Enter close it and nothing happens; the other answer takes a click
// (or Tab, then Space).
type Confirm struct {
	*dialog.CustomDialog
	Keep *DismissButton
	win  fyne.Window
}

// NewConfirm makes the dialog: text says what happens, confirm names the
// button that does it (do), keep the one that leaves things as they are.
func NewConfirm(title, text, confirm, keep string, do func(), w fyne.Window) *Confirm {
	msg := widget.NewLabel(text)
	msg.Wrapping = fyne.TextWrapWord
	c := &Confirm{win: w}
	c.Keep = NewDismissButton(keep, func() { c.Hide() })
	c.Keep.Importance = widget.MediumImportance
	c.Keep.Icon = theme.CancelIcon()
	yes := widget.NewButtonWithIcon(confirm, theme.ConfirmIcon(), func() {
		c.Hide()
		do()
	})
	yes.Importance = widget.HighImportance
	c.CustomDialog = dialog.NewCustomWithoutButtons(title, container.New(Width{Width: 420}, msg), w)
	c.SetButtons([]fyne.CanvasObject{c.Keep, yes})
	return c
}

// Show opens the dialog with the keyboard on Keep.
func (c *Confirm) Show() {
	c.CustomDialog.Show()
	c.win.Canvas().Focus(c.Keep)
}
