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
// would change nothing (a hover within the same cell).
type rulerState struct {
	l      [3]float32 // origin and cell size
	size   fyne.Size
	hl     notebook.Cell
	hlOn   bool
	on     bool
	colour color.NRGBA
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

func (r *viewRenderer) layoutRulers() {
	v := r.v
	l := v.layout()
	size := v.Size()
	hl, hlOn := r.rulerHighlight()
	st := rulerState{l: [3]float32{l.Origin.X, l.Origin.Y, l.Cell}, size: size, hl: hl, hlOn: hlOn, on: v.rulers && v.sheetNow() != nil && l.Cell > 0, colour: v.pal.Ruler}
	if st == r.ruler && r.rulerDone {
		return
	}
	r.ruler, r.rulerDone = st, true
	if !st.on {
		for _, o := range []fyne.CanvasObject{r.rulerTop, r.rulerLeft, r.rulerHLx, r.rulerHLy} {
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
	labelW := fyne.MeasureText(strings.Repeat("0", max(digits(x0+1), digits(x1+1))), ts, bold).Width + ts*0.6
	step := labelStep(l.Cell, labelW)

	r.rulerTop.Move(fyne.NewPos(0, 0))
	r.rulerTop.Resize(fyne.NewSize(size.Width, t))
	r.rulerLeft.Move(fyne.NewPos(0, t))
	r.rulerLeft.Resize(fyne.NewSize(lw, max(0, size.Height-t)))

	n := 0
	label := func(text string, centre fyne.Position, strong bool) {
		lb := r.rulerLabels.Get(n)
		n++
		lb.Text = text
		lb.TextSize = ts
		lb.TextStyle.Bold = strong
		lb.Color = pal.RulerInk
		if strong {
			lb.Color = white
			if raster.Luminance(pal.Cursor) > 0.55 {
				lb.Color = black
			}
		}
		ms := lb.MinSize()
		lb.Resize(ms)
		lb.Move(centre.AddXY(-ms.Width/2, -ms.Height/2))
		r.refreshObj(lb)
	}
	// The highlighted column and row: a chip in the cursor's colour.
	chip := func(b *canvas.Rectangle, on bool, pos fyne.Position, sz fyne.Size) {
		if !on {
			b.Hide()
			return
		}
		b.FillColor = pal.Cursor
		b.CornerRadius = 3
		b.Move(pos)
		b.Resize(sz)
		b.Show()
		r.refreshObj(b)
	}
	hlx := hlOn && hl.X >= x0 && hl.X <= x1
	hly := hlOn && hl.Y >= y0 && hl.Y <= y1
	cx := func(x int) float32 { return l.Origin.X + (float32(x)+0.5)*l.Cell }
	cy := func(y int) float32 { return l.Origin.Y + (float32(y)+0.5)*l.Cell }
	chipW := max(labelW, min(l.Cell, labelW*1.6))
	chip(r.rulerHLx, hlx, fyne.NewPos(cx(hl.X)-chipW/2, 1), fyne.NewSize(chipW, t-2))
	chip(r.rulerHLy, hly, fyne.NewPos(1, cy(hl.Y)-ts*0.75), fyne.NewSize(lw-2, ts*1.5))
	near := func(a, b float32, gap float32) bool { return a > b-gap && a < b+gap }
	for x := x0; x <= x1; x++ {
		c := cx(x)
		if c < lw || c > size.Width {
			continue
		}
		if hlx && x == hl.X {
			label(strconv.Itoa(x+1), fyne.NewPos(c, t/2), true)
			continue
		}
		if mod(x+1, step) != 0 || (hlx && near(c, cx(hl.X), (labelW+chipW)/2)) {
			continue
		}
		label(strconv.Itoa(x+1), fyne.NewPos(c, t/2), false)
	}
	rowStep := labelStep(l.Cell, ts*1.3)
	for y := y0; y <= y1; y++ {
		c := cy(y)
		if c < t || c > size.Height {
			continue
		}
		if hly && y == hl.Y {
			label(strconv.Itoa(y+1), fyne.NewPos(lw/2, c), true)
			continue
		}
		if mod(y+1, rowStep) != 0 || (hly && near(c, cy(hl.Y), ts*1.4)) {
			continue
		}
		label(strconv.Itoa(y+1), fyne.NewPos(lw/2, c), false)
	}
	r.rulerLabels.HideFrom(n)
	for _, o := range []fyne.CanvasObject{r.rulerTop, r.rulerLeft} {
		o.Show()
		r.refreshObj(o)
	}
	r.refreshObjects()
}

// digits is how many characters a number takes written out.
func digits(n int) int {
	return len(strconv.Itoa(n))
}
