package ui

import (
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/driver/desktop"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"github.com/labyrinth-game/labyrinth/engine/maze"
	"github.com/labyrinth-game/labyrinth/ui/planview"
)

// tipDelay is how long the pointer rests on a button before its tooltip
// shows; tests set it to 0, which shows tooltips at once.
var tipDelay = 600 * time.Millisecond

// tipLayer shows tooltips (Fyne has none) above the screen's content. It is
// a plain container of canvas objects and a label, none of which take
// pointer events, so that it never blocks a click.
type tipLayer struct {
	*fyne.Container
	bg      *canvas.Rectangle
	label   *widget.Label
	pending fyne.CanvasObject
	timer   *time.Timer
	text    string
}

func newTipLayer() *tipLayer {
	l := &tipLayer{bg: canvas.NewRectangle(nil), label: widget.NewLabel("")}
	l.label.Wrapping = fyne.TextWrapWord
	l.Container = container.NewWithoutLayout(l.bg, l.label)
	l.bg.Hide()
	l.label.Hide()
	return l
}

// schedule shows tip for o once the pointer has rested on it.
func (l *tipLayer) schedule(o fyne.CanvasObject, tip string) {
	l.pending = o
	if l.timer != nil {
		l.timer.Stop()
	}
	if tipDelay <= 0 {
		l.showFor(o, tip)
		return
	}
	l.timer = time.AfterFunc(tipDelay, func() {
		onUI(func() {
			if l.pending == o {
				l.showFor(o, tip)
			}
		})
	})
}

// hide takes o's tooltip away (the pointer left it).
func (l *tipLayer) hide(o fyne.CanvasObject) {
	if l.pending == o {
		l.hideNow()
	}
}

func (l *tipLayer) hideNow() {
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

// showFor puts the tooltip under o (above it when there is no room).
func (l *tipLayer) showFor(o fyne.CanvasObject, tip string) {
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
	l.bg.FillColor = themeColor(theme.ColorNameOverlayBackground)
	l.bg.StrokeColor = themeColor(theme.ColorNameShadow)
	l.bg.StrokeWidth = 1
	l.bg.CornerRadius = 4
	l.bg.Move(fyne.NewPos(x, y))
	l.bg.Resize(size)
	l.bg.Show()
	l.label.Show()
	l.Container.Refresh()
}

// tipButton is a button with a tooltip.
type tipButton struct {
	widget.Button
	tips *tipLayer
	tip  string
}

func newTipButton(tips *tipLayer, label string, icon fyne.Resource, tip string, tapped func()) *tipButton {
	b := &tipButton{tips: tips, tip: tip}
	b.Text, b.Icon, b.OnTapped = label, icon, tapped
	b.Importance = widget.LowImportance
	b.ExtendBaseWidget(b)
	return b
}

func (b *tipButton) MouseIn(ev *desktop.MouseEvent) {
	b.Button.MouseIn(ev)
	b.tips.schedule(b, b.tip)
}

func (b *tipButton) MouseOut() {
	b.Button.MouseOut()
	b.tips.hide(b)
}

func (b *tipButton) Tapped(ev *fyne.PointEvent) {
	b.tips.hideNow()
	b.Button.Tapped(ev)
}

// setToggle shows a button as on (a tool chosen, an overlay shown) or off.
func setToggle(b *tipButton, on bool) {
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

// swatchButton chooses a kind to paint: a square in the kind's colour on
// the plan, with its letter, and the kind's name.
type swatchButton struct {
	widget.BaseWidget
	tips     *tipLayer
	view     *planview.View
	kind     maze.Kind
	label    string
	tip      string
	tapped   func()
	selected bool
	hovered  bool
}

func newSwatchButton(tips *tipLayer, view *planview.View, k maze.Kind, label, tip string, tapped func()) *swatchButton {
	b := &swatchButton{tips: tips, view: view, kind: k, label: label, tip: tip, tapped: tapped}
	b.ExtendBaseWidget(b)
	return b
}

func (b *swatchButton) setSelected(on bool) {
	if b.selected != on {
		b.selected = on
		b.Refresh()
	}
}

func (b *swatchButton) Tapped(*fyne.PointEvent) {
	b.tips.hideNow()
	if b.tapped != nil {
		b.tapped()
	}
}

func (b *swatchButton) MouseIn(*desktop.MouseEvent) {
	b.hovered = true
	b.Refresh()
	b.tips.schedule(b, b.tip)
}
func (b *swatchButton) MouseMoved(*desktop.MouseEvent) {}
func (b *swatchButton) MouseOut() {
	b.hovered = false
	b.Refresh()
	b.tips.hide(b)
}
func (b *swatchButton) Cursor() desktop.Cursor { return desktop.PointerCursor }

func (b *swatchButton) CreateRenderer() fyne.WidgetRenderer {
	r := &swatchRenderer{b: b, bg: canvas.NewRectangle(nil), chip: canvas.NewRectangle(nil),
		letter: canvas.NewText("", nil), text: canvas.NewText(b.label, nil)}
	r.letter.TextStyle.Bold = true
	r.letter.Alignment = fyne.TextAlignCenter
	r.Refresh()
	return r
}

type swatchRenderer struct {
	b            *swatchButton
	bg, chip     *canvas.Rectangle
	letter, text *canvas.Text
}

const swatchChip = 22

func (r *swatchRenderer) MinSize() fyne.Size {
	p := theme.Padding()
	t := r.text.MinSize()
	return fyne.NewSize(p+swatchChip+p+t.Width+2*p, max(swatchChip, t.Height)+2*p)
}

func (r *swatchRenderer) Layout(size fyne.Size) {
	p := theme.Padding()
	r.bg.Resize(size)
	top := (size.Height - swatchChip) / 2
	r.chip.Move(fyne.NewPos(p, top))
	r.chip.Resize(fyne.NewSquareSize(swatchChip))
	r.letter.Move(fyne.NewPos(p, top+(swatchChip-r.letter.MinSize().Height)/2))
	r.letter.Resize(fyne.NewSize(swatchChip, r.letter.MinSize().Height))
	t := r.text.MinSize()
	r.text.Move(fyne.NewPos(p+swatchChip+p, (size.Height-t.Height)/2))
}

func (r *swatchRenderer) Refresh() {
	pal := r.b.view.Palette()
	r.bg.CornerRadius = 6
	r.bg.FillColor = nil
	r.bg.StrokeWidth = 0
	switch {
	case r.b.selected:
		r.bg.FillColor = themeColor(theme.ColorNameSelection)
		r.bg.StrokeColor = themeColor(theme.ColorNamePrimary)
		r.bg.StrokeWidth = 2
	case r.b.hovered:
		r.bg.FillColor = themeColor(theme.ColorNameHover)
	}
	r.chip.FillColor = pal.KindFill(r.b.kind)
	r.chip.StrokeColor = pal.Grid
	r.chip.StrokeWidth = 1
	r.chip.CornerRadius = 3
	r.letter.Text = ""
	if r.b.kind != maze.Land {
		r.letter.Text = string(r.b.kind.Letter())
	}
	r.letter.Color = pal.Ink[r.b.kind]
	r.text.Color = themeColor(theme.ColorNameForeground)
	r.text.Text = r.b.label
	r.text.TextStyle.Bold = r.b.selected
	for _, o := range r.Objects() {
		o.Refresh()
	}
}

func (r *swatchRenderer) Objects() []fyne.CanvasObject {
	return []fyne.CanvasObject{r.bg, r.chip, r.letter, r.text}
}

func (r *swatchRenderer) Destroy() {}

// noticeBar is a message under the plan: why a command was refused, or a
// hint. It stays until the next action or its close button.
type noticeBar struct {
	*fyne.Container
	bg    *canvas.Rectangle
	label *widget.Label
	icon  *widget.Icon
	warn  bool
	// relayout, when set, lays out again the container the bar takes room
	// in, once it shows or hides.
	relayout func()
}

func newNoticeBar() *noticeBar {
	n := &noticeBar{bg: canvas.NewRectangle(nil), label: widget.NewLabel("")}
	n.label.Wrapping = fyne.TextWrapWord
	n.icon = widget.NewIcon(theme.NewColoredResource(theme.WarningIcon(), theme.ColorNameWarning))
	icon := n.icon
	closeBtn := widget.NewButtonWithIcon("", theme.CancelIcon(), n.hide)
	closeBtn.Importance = widget.LowImportance
	body := container.NewBorder(nil, nil, container.NewCenter(icon), container.NewCenter(closeBtn), n.label)
	n.Container = container.NewPadded(container.NewStack(n.bg, container.NewPadded(body)))
	n.Container.Hide()
	return n
}

// show shows a message: a warning (a refusal, a failure) or news (saved,
// generated).
func (n *noticeBar) show(msg string, warn bool) {
	n.warn = warn
	colour := theme.ColorNamePrimary
	icon := theme.InfoIcon()
	if warn {
		colour, icon = theme.ColorNameWarning, theme.WarningIcon()
	}
	n.icon.SetResource(theme.NewColoredResource(icon, colour))
	n.bg.FillColor = themeColor(theme.ColorNameOverlayBackground)
	n.bg.StrokeColor = themeColor(colour)
	n.bg.StrokeWidth = 2
	n.bg.CornerRadius = 6
	n.label.SetText(msg)
	n.Container.Show()
	n.Container.Refresh()
	if n.relayout != nil {
		n.relayout()
	}
}

func (n *noticeBar) hide() {
	if n.Container.Visible() {
		n.Container.Hide()
		if n.relayout != nil {
			n.relayout()
		}
	}
}

// message is the text shown, "" when hidden.
func (n *noticeBar) message() string {
	if !n.Container.Visible() {
		return ""
	}
	return n.label.Text
}

// minWidthLayout stacks its objects and asks for width: the side panel
// keeps room for its text when the split is dragged, and no more.
type minWidthLayout struct{ width float32 }

func (l minWidthLayout) Layout(objects []fyne.CanvasObject, size fyne.Size) {
	for _, o := range objects {
		o.Move(fyne.NewPos(0, 0))
		o.Resize(size)
	}
}

func (l minWidthLayout) MinSize(objects []fyne.CanvasObject) fyne.Size {
	// Exactly width: a long line in a tab must not push the plan aside.
	s := fyne.NewSize(l.width, 0)
	for _, o := range objects {
		s.Height = max(s.Height, o.MinSize().Height)
	}
	return s
}

// mutedText is secondary text in the theme's muted colour, which stays
// legible on both papers (a low-importance label is too faint on light).
func mutedText(s string, wrap fyne.TextWrap) *widget.RichText {
	rt := widget.NewRichText(&widget.TextSegment{Text: s, Style: widget.RichTextStyle{ColorName: colorNameMuted, Inline: true}})
	rt.Wrapping = wrap
	return rt
}

// setMuted changes the text of a mutedText.
func setMuted(rt *widget.RichText, s string) {
	rt.Segments = []widget.RichTextSegment{&widget.TextSegment{Text: s, Style: widget.RichTextStyle{ColorName: colorNameMuted, Inline: true}}}
	rt.Refresh()
}
