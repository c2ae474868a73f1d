package widgets

import (
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/driver/desktop"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"github.com/labyrinth-game/labyrinth/ui/shell"
)

// TipDelay is how long the pointer rests on a button before its tooltip
// shows; tests set it to 0, which shows tooltips at once.
var TipDelay = 600 * time.Millisecond

// TipLayer shows tooltips (Fyne has none) above the screen's content. It is
// a plain container of canvas objects and a label, none of which take
// pointer events, so that it never blocks a click.
type TipLayer struct {
	*fyne.Container
	bg      *canvas.Rectangle
	label   *widget.Label
	pending fyne.CanvasObject
	timer   *time.Timer
	text    string
}

// NewTipLayer makes an empty layer, to stack over a screen's content.
func NewTipLayer() *TipLayer {
	l := &TipLayer{bg: canvas.NewRectangle(nil), label: widget.NewLabel("")}
	l.label.Wrapping = fyne.TextWrapWord
	l.Container = container.NewWithoutLayout(l.bg, l.label)
	l.bg.Hide()
	l.label.Hide()
	return l
}

// Schedule shows tip for o once the pointer has rested on it.
func (l *TipLayer) Schedule(o fyne.CanvasObject, tip string) {
	l.pending = o
	if l.timer != nil {
		l.timer.Stop()
	}
	if TipDelay <= 0 {
		l.ShowFor(o, tip)
		return
	}
	l.timer = time.AfterFunc(TipDelay, func() {
		shell.OnUI(func() {
			if l.pending == o {
				l.ShowFor(o, tip)
			}
		})
	})
}

// Hide takes o's tooltip away (the pointer left it).
func (l *TipLayer) Hide(o fyne.CanvasObject) {
	if l.pending == o {
		l.HideNow()
	}
}

// HideNow takes the tooltip away, whatever it is for: a click, a
// screen closing.
func (l *TipLayer) HideNow() {
	l.pending = nil
	if l.timer != nil {
		l.timer.Stop()
	}
	if l.bg.Visible() {
		l.bg.Hide()
		l.label.Hide()
		l.Container.Refresh()
	}
	l.text = ""
}

// ShowFor puts the tooltip under o (above it when there is no room).
func (l *TipLayer) ShowFor(o fyne.CanvasObject, tip string) {
	drv := fyne.CurrentApp().Driver()
	c := drv.CanvasForObject(o)
	if c == nil || tip == "" || !o.Visible() {
		return
	}
	at := drv.AbsolutePositionForObject(o).Subtract(drv.AbsolutePositionForObject(l.Container))
	pad := theme.Padding()
	l.label.SetText(tip)
	l.text = tip
	width := min(fyne.MeasureText(tip, theme.TextSize(), fyne.TextStyle{}).Width+4*pad, 440)
	l.label.Resize(fyne.NewSize(width, 10))
	size := fyne.NewSize(width, l.label.MinSize().Height)
	area := l.Size()
	x := max(pad, min(at.X, area.Width-size.Width-pad))
	y := at.Y + o.Size().Height + pad
	if y+size.Height > area.Height {
		y = at.Y - size.Height - pad
	}
	l.label.Move(fyne.NewPos(x, y))
	l.label.Resize(size)
	l.bg.FillColor = shell.ThemeColor(theme.ColorNameOverlayBackground)
	l.bg.StrokeColor = shell.ThemeColor(theme.ColorNameShadow)
	l.bg.StrokeWidth = 1
	l.bg.CornerRadius = 4
	l.bg.Move(fyne.NewPos(x, y))
	l.bg.Resize(size)
	l.bg.Show()
	l.label.Show()
	l.Container.Refresh()
}

// Text is the tooltip on show, "" when none is.
func (l *TipLayer) Text() string { return l.text }

// TipButton is a button with a tooltip.
type TipButton struct {
	widget.Button
	tips *TipLayer
	// Tip is the tooltip's text.
	Tip string
}

// NewTipButton makes a low-importance button that shows tip once the
// pointer rests on it.
func NewTipButton(tips *TipLayer, label string, icon fyne.Resource, tip string, tapped func()) *TipButton {
	b := &TipButton{tips: tips, Tip: tip}
	b.Text, b.Icon, b.OnTapped = label, icon, tapped
	b.Importance = widget.LowImportance
	b.ExtendBaseWidget(b)
	return b
}

func (b *TipButton) MouseIn(ev *desktop.MouseEvent) {
	b.Button.MouseIn(ev)
	b.tips.Schedule(b, b.Tip)
}

func (b *TipButton) MouseOut() {
	b.Button.MouseOut()
	b.tips.Hide(b)
}

func (b *TipButton) Tapped(ev *fyne.PointEvent) {
	b.tips.HideNow()
	b.Button.Tapped(ev)
}

// SetToggle shows a button as on (a tool chosen, an overlay shown) or off.
func SetToggle(b *TipButton, on bool) {
	if b == nil {
		return
	}
	want := widget.LowImportance
	if on {
		want = widget.HighImportance
	}
	if b.Importance != want {
		b.Importance = want
		b.Refresh()
	}
}
