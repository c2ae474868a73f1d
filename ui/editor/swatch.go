package editor

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/driver/desktop"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"github.com/labyrinth-game/labyrinth/engine/maze"
	"github.com/labyrinth-game/labyrinth/ui/planview"
	"github.com/labyrinth-game/labyrinth/ui/shell"
	"github.com/labyrinth-game/labyrinth/ui/widgets"
)

// swatchButton chooses a kind to paint: a square in the kind's colour on
// the plan, with its letter, and the kind's name.
type swatchButton struct {
	widget.BaseWidget
	tips     *widgets.TipLayer
	view     *planview.View
	kind     maze.Kind
	label    string
	tip      string
	tapped   func()
	selected bool
	hovered  bool
}

func newSwatchButton(tips *widgets.TipLayer, view *planview.View, k maze.Kind, label, tip string, tapped func()) *swatchButton {
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
	b.tips.HideNow()
	if b.tapped != nil {
		b.tapped()
	}
}

func (b *swatchButton) MouseIn(*desktop.MouseEvent) {
	b.hovered = true
	b.Refresh()
	b.tips.Schedule(b, b.tip)
}
func (b *swatchButton) MouseMoved(*desktop.MouseEvent) {}
func (b *swatchButton) MouseOut() {
	b.hovered = false
	b.Refresh()
	b.tips.Hide(b)
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
		r.bg.FillColor = shell.ThemeColor(theme.ColorNameSelection)
		r.bg.StrokeColor = shell.ThemeColor(theme.ColorNamePrimary)
		r.bg.StrokeWidth = 2
	case r.b.hovered:
		r.bg.FillColor = shell.ThemeColor(theme.ColorNameHover)
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
	r.text.Color = shell.ThemeColor(theme.ColorNameForeground)
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
