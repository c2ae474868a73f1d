package planview

import (
	"image"
	"image/color"
	"image/draw"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"github.com/labyrinth-game/labyrinth/engine/maze"
)

// Samples are the pictures of a legend: part of a plan, or one stretch of
// a path, drawn by the same code as the view, so that a legend cannot
// disagree with the plan it explains.

// Sample is a picture of the part of m between the grid points from and
// to (in cells: cell (x, y) spans x to x+1; the margin around the grid
// goes from -1), without coordinates, cell units to a cell. It is drawn in
// the app's current theme and again when the theme changes.
func Sample(m *maze.Maze, from, to fyne.Position, cell float32) fyne.CanvasObject {
	return SampleFloor(m, 0, from, to, cell)
}

// SampleFloor is Sample of another floor than the first.
func SampleFloor(m *maze.Maze, floor int, from, to fyne.Position, cell float32) fyne.CanvasObject {
	wc, hc := max(0.1, to.X-from.X), max(0.1, to.Y-from.Y)
	r := canvas.NewRaster(func(w, h int) image.Image {
		c := max(1, int(min(float32(w)/wc, float32(h)/hc)+0.5))
		th, variant := currentTheme()
		full := Image(m, ImageOptions{CellSize: c, Floor: floor, Theme: th, Variant: variant, NoCoordinates: true})
		x0, y0 := int((from.X+1)*float32(c)+0.5), int((from.Y+1)*float32(c)+0.5)
		out := image.NewRGBA(image.Rect(0, 0, int(wc*float32(c)+0.5), int(hc*float32(c)+0.5)))
		draw.Draw(out, out.Rect, full, image.Pt(x0, y0), draw.Src)
		return out
	})
	r.ScaleMode = canvas.ImageScalePixels
	r.SetMinSize(fyne.NewSize(cell*wc, cell*hc))
	return r
}

func currentTheme() (fyne.Theme, fyne.ThemeVariant) {
	if app := fyne.CurrentApp(); app != nil {
		return app.Settings().Theme(), app.Settings().ThemeVariant()
	}
	return theme.DefaultTheme(), theme.VariantLight
}

// SegmentSample is a picture of one stretch of a path in style s and
// colour c (the theme's primary colour when nil), as the view draws it,
// across a box two cells wide and one high, on nothing: a walk from the
// first cell to the second, a jump or a hop over a cell's width, a carry
// along two cells, a bump, a walk out or in through the right side of the
// first cell.
func SegmentSample(s SegmentStyle, c color.Color, cell float32) fyne.CanvasObject {
	w := &segmentSample{style: s, colour: c, cell: cell}
	w.ExtendBaseWidget(w)
	return w
}

type segmentSample struct {
	widget.BaseWidget
	style  SegmentStyle
	colour color.Color
	cell   float32
}

func (w *segmentSample) CreateRenderer() fyne.WidgetRenderer {
	r := &segmentSampleRenderer{w: w}
	r.Refresh()
	return r
}

type segmentSampleRenderer struct {
	w     *segmentSample
	lines []fyne.CanvasObject
}

func (r *segmentSampleRenderer) Layout(fyne.Size) {}

func (r *segmentSampleRenderer) MinSize() fyne.Size { return fyne.NewSize(2*r.w.cell, r.w.cell) }

func (r *segmentSampleRenderer) Refresh() {
	w := r.w
	cell := w.cell
	col := w.colour
	if col == nil {
		th, variant := currentTheme()
		col = th.Color(theme.ColorNamePrimary, variant)
	}
	g := pathGeometry{at: func(p maze.Pos) fyne.Position {
		return fyne.NewPos((float32(p.X)+0.5)*cell, (float32(p.Y)+0.5)*cell)
	}, cell: cell}
	seg := Segment{Style: w.style, Cells: []maze.Pos{maze.At(0, 0), maze.At(1, 0)}, Dir: maze.Right}
	switch w.style {
	case SegmentBump, SegmentOut, SegmentIn:
		seg.Cells = seg.Cells[:1]
	}
	if w.style == SegmentJump {
		// The arc bows over the row: lay it lower so that it fits.
		g.at = func(p maze.Pos) fyne.Position {
			return fyne.NewPos((float32(p.X)+0.5)*cell, cell*0.85)
		}
	}
	strokes := g.strokes(nil, seg)
	width := max(2, cell*0.1)
	r.lines = r.lines[:0]
	for _, s := range strokes {
		ln := canvas.NewLine(col)
		ln.Position1, ln.Position2, ln.StrokeWidth = s.a, s.b, width
		r.lines = append(r.lines, ln)
	}
	canvas.Refresh(w)
}

func (r *segmentSampleRenderer) Objects() []fyne.CanvasObject { return r.lines }

func (r *segmentSampleRenderer) Destroy() {}
