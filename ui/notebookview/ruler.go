package notebookview

import (
	"image/color"
	"math"
	"strconv"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"

	"github.com/labyrinth-game/labyrinth/app/notebook"
	"github.com/labyrinth-game/labyrinth/ui/raster"
)

// The rulers are two strips along the view's top and left edges holding
// the sheet's column and row numbers, 1-based as everywhere (Cell{0,0} is
// column 1, row 1), like the margins of a chart: they stay where they are
// while the sheet pans under them, so that a cell's coordinates can always
// be read. On a sheet drawn in the plan's coordinates they are the plan's
// numbers. The column and row of the cell under the pointer (or of the
// cursor) stand out. They are overlays: panning moves their labels, not
// the paper.

// rulerState is what the rulers were laid out for, to skip a layout that
// would change nothing.
type rulerState struct {
	l      [3]float32 // origin and cell size
	size   fyne.Size
	on     bool
	colour color.NRGBA
	ts     float32
}

// rulerMark is the column and row picked out, as laid out.
type rulerMark struct {
	at   notebook.Cell
	on   bool
	laid bool
}

// rulerLabel is where a number of the rulers lies: along the top (a
// column) or down the left (a row), its middle and its width.
type rulerLabel struct {
	top    bool
	centre float32
	width  float32
}

// rulerInsets are the width of the left ruler and the height of the top
// one, in Fyne units: what they hide of the sheet. Zero when hidden.
func (r *viewRenderer) rulerInsets() (left, top float32) {
	if !r.ruler.on {
		return 0, 0
	}
	return r.rulerLeftW, r.rulerHeight()
}

func (r *viewRenderer) rulerHeight() float32 { return r.rulerText()*1.15 + 6 }

func (r *viewRenderer) rulerText() float32 { return max(9, r.textSize()*0.72) }

// rulerHighlight is the cell whose column and row stand out.
func (r *viewRenderer) rulerHighlight() (notebook.Cell, bool) {
	v := r.v
	if v.hover.In && v.glue == nil {
		return v.hover.Cell, true
	}
	if s := v.sheetNow(); s != nil && v.focused {
		return s.Cursor(), true
	}
	return notebook.Cell{}, false
}

// labelStep is how many columns apart numbers are written so that they do
// not touch: 1, 2, 5, 10, 20, 50, …
func labelStep(cell, labelWidth float32) int {
	for k := 1; ; k *= 10 {
		for _, m := range []int{1, 2, 5} {
			if cell*float32(k*m) >= labelWidth || k*m >= notebook.Limit {
				return k * m
			}
		}
	}
}

// layoutRulers lays the strips and their numbers out again when the zoom,
// the pan, the size or the colours changed, then picks out the column and
// row of the highlight (a cheaper pass of its own: the pointer moving from
// cell to cell only moves two chips).
func (r *viewRenderer) layoutRulers() {
	v := r.v
	l := v.layout()
	size := v.Size()
	st := rulerState{l: [3]float32{l.Origin.X, l.Origin.Y, l.Cell}, size: size, on: v.rulers && v.sheetNow() != nil && l.Cell > 0,
		colour: v.pal.Ruler, ts: r.rulerText()}
	if st != r.ruler || !r.rulerDone {
		r.ruler, r.rulerDone = st, true
		r.rulerMarked.laid = false
		r.layoutRulerLabels()
	}
	r.layoutRulerMark()
}

func (r *viewRenderer) layoutRulerLabels() {
	v := r.v
	l := v.layout()
	size := v.Size()
	r.rulerLaid = r.rulerLaid[:0]
	if !r.ruler.on {
		for _, o := range []fyne.CanvasObject{r.rulerTop, r.rulerLeft} {
			o.Hide()
		}
		r.rulerLabels.HideFrom(0)
		return
	}
	t := r.rulerHeight()
	ts := r.rulerText()
	pal := v.pal
	for _, b := range []*canvas.Rectangle{r.rulerTop, r.rulerLeft} {
		b.FillColor = pal.Ruler
		b.StrokeWidth = 0
	}
	// The range of columns and rows in view, past the corner.
	y0 := int(math.Floor(float64((t - l.Origin.Y) / l.Cell)))
	y1 := int(math.Floor(float64((size.Height - l.Origin.Y) / l.Cell)))
	bold := fyne.TextStyle{Bold: true}
	lw := fyne.MeasureText(strings.Repeat("0", max(digits(y0+1), digits(y1+1))), ts, bold).Width + ts*0.8
	lw = max(t, float32(math.Ceil(float64(lw))))
	r.rulerLeftW = lw
	x0 := int(math.Floor(float64((lw - l.Origin.X) / l.Cell)))
	x1 := int(math.Floor(float64((size.Width - l.Origin.X) / l.Cell)))
	r.rulerLabelW = fyne.MeasureText(strings.Repeat("0", max(digits(x0+1), digits(x1+1))), ts, bold).Width + ts*0.6
	step := labelStep(l.Cell, r.rulerLabelW)
	rowStep := labelStep(l.Cell, ts*1.3)

	r.rulerTop.Move(fyne.NewPos(0, 0))
	r.rulerTop.Resize(fyne.NewSize(size.Width, t))
	r.rulerLeft.Move(fyne.NewPos(0, t))
	r.rulerLeft.Resize(fyne.NewSize(lw, max(0, size.Height-t)))

	label := func(n int, centre fyne.Position, top bool) {
		lb := r.rulerLabels.Get(len(r.rulerLaid))
		lb.Text = strconv.Itoa(n)
		lb.TextSize = ts
		lb.Color = pal.RulerInk
		ms := lb.MinSize()
		lb.Resize(ms)
		lb.Move(centre.AddXY(-ms.Width/2, -ms.Height/2))
		r.refreshObj(lb)
		c, w := centre.X, ms.Width
		if !top {
			c, w = centre.Y, ms.Height
		}
		r.rulerLaid = append(r.rulerLaid, rulerLabel{top: top, centre: c, width: w})
	}
	for x := x0; x <= x1; x++ {
		if c := l.Origin.X + (float32(x)+0.5)*l.Cell; c >= lw && c <= size.Width && mod(x+1, step) == 0 {
			label(x+1, fyne.NewPos(c, t/2), true)
		}
	}
	for y := y0; y <= y1; y++ {
		if c := l.Origin.Y + (float32(y)+0.5)*l.Cell; c >= t && c <= size.Height && mod(y+1, rowStep) == 0 {
			label(y+1, fyne.NewPos(lw/2, c), false)
		}
	}
	r.rulerLabels.HideFrom(len(r.rulerLaid))
	for _, o := range []fyne.CanvasObject{r.rulerTop, r.rulerLeft} {
		o.Show()
		r.refreshObj(o)
	}
	r.refreshObjects()
}

// layoutRulerMark picks out the column and row of the highlight: a chip in
// the cursor's colour with the number on it, over the numbers it would
// touch, which are hidden meanwhile.
func (r *viewRenderer) layoutRulerMark() {
	v := r.v
	hl, on := r.rulerHighlight()
	mark := rulerMark{at: hl, on: on && r.ruler.on, laid: true}
	if mark == r.rulerMarked {
		return
	}
	r.rulerMarked = mark
	l := v.layout()
	size := v.Size()
	t, lw := r.rulerHeight(), r.rulerLeftW
	ts := r.rulerText()
	pal := v.pal
	cx := l.Origin.X + (float32(hl.X)+0.5)*l.Cell
	cy := l.Origin.Y + (float32(hl.Y)+0.5)*l.Cell
	showX := mark.on && cx >= lw && cx <= size.Width
	showY := mark.on && cy >= t && cy <= size.Height
	chipW := max(r.rulerLabelW, min(l.Cell, r.rulerLabelW*1.6))
	chipH := ts * 1.5
	ink := white
	if raster.Luminance(pal.Cursor) > 0.55 {
		ink = black
	}
	chip := func(b *canvas.Rectangle, text *canvas.Text, show bool, n int, centre fyne.Position, sz fyne.Size) {
		if !show {
			b.Hide()
			text.Hide()
			return
		}
		b.FillColor = pal.Cursor
		b.CornerRadius = 3
		b.Move(centre.AddXY(-sz.Width/2, -sz.Height/2))
		b.Resize(sz)
		b.Show()
		text.Text = strconv.Itoa(n)
		text.TextSize = ts
		text.TextStyle.Bold = true
		text.Color = ink
		ms := text.MinSize()
		text.Resize(ms)
		text.Move(centre.AddXY(-ms.Width/2, -ms.Height/2))
		text.Show()
		r.refreshObj(b)
		r.refreshObj(text)
	}
	chip(r.rulerHLx, r.rulerHLxText, showX, hl.X+1, fyne.NewPos(cx, t/2), fyne.NewSize(chipW, t-2))
	chip(r.rulerHLy, r.rulerHLyText, showY, hl.Y+1, fyne.NewPos(lw/2, cy), fyne.NewSize(lw-2, chipH))
	// The numbers under a chip, or touching it, are hidden.
	for i, lb := range r.rulerLaid {
		under := false
		switch {
		case lb.top && showX:
			under = abs32(lb.centre-cx) < (lb.width+chipW)/2+1
		case !lb.top && showY:
			under = abs32(lb.centre-cy) < (lb.width+chipH)/2+1
		}
		o := r.rulerLabels.Items()[i]
		if under == o.Visible() {
			if under {
				o.Hide()
			} else {
				o.Show()
				r.refreshObj(o)
			}
		}
	}
}

// digits is how many characters a number takes written out.
func digits(n int) int {
	return len(strconv.Itoa(n))
}
