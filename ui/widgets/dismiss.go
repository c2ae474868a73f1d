package widgets

import (
	"fyne.io/fyne/v2"
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
