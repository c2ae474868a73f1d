package widgets

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"github.com/labyrinth-game/labyrinth/ui/shell"
)

// NoticeBar is a message under the plan: why a command was refused, or a
// hint. It stays until the next action or its close button.
type NoticeBar struct {
	*fyne.Container
	bg    *canvas.Rectangle
	label *widget.Label
	icon  *widget.Icon
	warn  bool
	// Relayout, when set, lays out again the container the bar takes room
	// in, once it shows or hides.
	Relayout func()
}

// NewNoticeBar makes a hidden bar.
func NewNoticeBar() *NoticeBar {
	n := &NoticeBar{bg: canvas.NewRectangle(nil), label: widget.NewLabel("")}
	n.label.Wrapping = fyne.TextWrapWord
	n.icon = widget.NewIcon(theme.NewColoredResource(theme.WarningIcon(), theme.ColorNameWarning))
	icon := n.icon
	closeBtn := widget.NewButtonWithIcon("", theme.CancelIcon(), n.Dismiss)
	closeBtn.Importance = widget.LowImportance
	body := container.NewBorder(nil, nil, container.NewCenter(icon), container.NewCenter(closeBtn), n.label)
	n.Container = container.NewPadded(container.NewStack(n.bg, container.NewPadded(body)))
	n.Container.Hide()
	return n
}

// Post shows a message: a warning (a refusal, a failure) or news (saved,
// generated).
func (n *NoticeBar) Post(msg string, warn bool) {
	n.warn = warn
	colour := theme.ColorNamePrimary
	icon := theme.InfoIcon()
	if warn {
		colour, icon = theme.ColorNameWarning, theme.WarningIcon()
	}
	n.icon.SetResource(theme.NewColoredResource(icon, colour))
	n.bg.FillColor = shell.ThemeColor(theme.ColorNameOverlayBackground)
	n.bg.StrokeColor = shell.ThemeColor(colour)
	n.bg.StrokeWidth = 2
	n.bg.CornerRadius = 6
	n.label.SetText(msg)
	n.Container.Show()
	n.Container.Refresh()
	if n.Relayout != nil {
		n.Relayout()
	}
}

// Dismiss takes the message away.
func (n *NoticeBar) Dismiss() {
	if n.Container.Visible() {
		n.Container.Hide()
		if n.Relayout != nil {
			n.Relayout()
		}
	}
}

// Message is the text shown, "" when hidden.
func (n *NoticeBar) Message() string {
	if !n.Container.Visible() {
		return ""
	}
	return n.label.Text
}
