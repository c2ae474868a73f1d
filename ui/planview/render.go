package planview

import (
	"image"
	"image/color"
	"math"
	"slices"
	"strconv"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"

	"github.com/labyrinth-game/labyrinth/engine/maze"
	"github.com/labyrinth-game/labyrinth/ui/raster"
	"github.com/labyrinth-game/labyrinth/ui/viewport"
)

// The renderer holds the plan raster (the cached image) and the overlays:
// a few canvas objects moved over it, so that hovering, dragging, showing
// problems or moving tokens never repaints the plan. Sets of cells that can
// be large (a heat map, the problem cells, a rectangle tool's preview) are
// tiny rasters with one pixel per cell, stretched over the grid.

// maxOutlined caps how many problem cells get an outline on top of their
// tint; a message about a whole unreachable region is shown by the tint.
const maxOutlined = 200

type viewRenderer struct {
	v    *View
	plan *canvas.Raster

	heat, problemTint, previewTint *cellLayer

	problemBoxes  viewport.Pool[*canvas.Rectangle]
	linkLines     viewport.Pool[*canvas.Line]
	linkNotes     viewport.Pool[*canvas.Text]
	pathHalos     viewport.Pool[*canvas.Line]
	pathLines     viewport.Pool[*canvas.Line]
	pathEnds      viewport.Pool[*canvas.Circle]
	previewEdges  viewport.Pool[*canvas.Rectangle]
	hoverCell     *canvas.Rectangle
	hoverEdge     *canvas.Rectangle
	tokenDiscs    viewport.Pool[*canvas.Circle]
	tokenLabels   viewport.Pool[*canvas.Text]
	objects       []fyne.CanvasObject
	objectsDirty  bool
	laidOutForDim fyne.Size
}

func newViewRenderer(v *View) *viewRenderer {
	r := &viewRenderer{v: v}
	r.plan = canvas.NewRaster(v.generate)
	r.plan.ScaleMode = canvas.ImageScalePixels
	r.heat, r.problemTint, r.previewTint = newCellLayer(), newCellLayer(), newCellLayer()
	r.problemBoxes = viewport.NewPool(func() *canvas.Rectangle {
		b := canvas.NewRectangle(color.Transparent)
		b.StrokeWidth = 2
		return b
	}, &r.objectsDirty)
	r.linkLines = viewport.NewPool(func() *canvas.Line { return canvas.NewLine(nil) }, &r.objectsDirty)
	r.linkNotes = viewport.NewPool(func() *canvas.Text {
		t := canvas.NewText("", nil)
		t.TextStyle.Bold = true
		return t
	}, &r.objectsDirty)
	r.pathHalos = viewport.NewPool(func() *canvas.Line { return canvas.NewLine(nil) }, &r.objectsDirty)
	r.pathLines = viewport.NewPool(func() *canvas.Line { return canvas.NewLine(nil) }, &r.objectsDirty)
	r.pathEnds = viewport.NewPool(func() *canvas.Circle { return canvas.NewCircle(nil) }, &r.objectsDirty)
	r.previewEdges = viewport.NewPool(func() *canvas.Rectangle { return canvas.NewRectangle(nil) }, &r.objectsDirty)
	r.tokenDiscs = viewport.NewPool(func() *canvas.Circle { return canvas.NewCircle(nil) }, &r.objectsDirty)
	r.tokenLabels = viewport.NewPool(func() *canvas.Text {
		t := canvas.NewText("", nil)
		t.TextStyle.Bold = true
		t.Alignment = fyne.TextAlignCenter
		return t
	}, &r.objectsDirty)
	r.hoverCell = canvas.NewRectangle(nil)
	r.hoverCell.StrokeWidth = 2
	r.hoverCell.Hide()
	r.hoverEdge = canvas.NewRectangle(nil)
	r.hoverEdge.Hide()
	r.objectsDirty = true
	return r
}

// Objects lists the plan under the overlays, in drawing order.
func (r *viewRenderer) Objects() []fyne.CanvasObject {
	if r.objectsDirty {
		objs := []fyne.CanvasObject{r.plan, r.heat.raster, r.problemTint.raster}
		objs = append(objs, r.problemBoxes.Objects()...)
		objs = append(objs, r.linkLines.Objects()...)
		objs = append(objs, r.linkNotes.Objects()...)
		objs = append(objs, r.pathHalos.Objects()...)
		objs = append(objs, r.pathLines.Objects()...)
		objs = append(objs, r.pathEnds.Objects()...)
		objs = append(objs, r.previewTint.raster)
		objs = append(objs, r.previewEdges.Objects()...)
		objs = append(objs, r.hoverCell, r.hoverEdge)
		objs = append(objs, r.tokenDiscs.Objects()...)
		objs = append(objs, r.tokenLabels.Objects()...)
		r.objects = objs
		r.objectsDirty = false
	}
	return r.objects
}

// IsClip makes Fyne clip the overlays (and a zoomed-in plan) to the view.
func (r *viewRenderer) IsClip() {}

func (r *viewRenderer) Destroy() {}

func (r *viewRenderer) MinSize() fyne.Size { return fyne.NewSquareSize(64) }

func (r *viewRenderer) Layout(size fyne.Size) {
	v := r.v
	if c := fyne.CurrentApp().Driver().CanvasForObject(v); c != nil && v.zoom.Scale == 1 {
		v.zoom.Scale = c.Scale()
	}
	if v.fitted {
		v.fit(size)
	} else if size != r.laidOutForDim {
		v.clampOffset()
	}
	r.laidOutForDim = size
	r.plan.Resize(size)
	r.layoutOverlays()
}

// Refresh follows a theme change (and Refresh calls): the plan is redrawn
// and the overlays recoloured.
func (r *viewRenderer) Refresh() {
	r.v.updatePalette()
	if r.v.fitted {
		r.v.fit(r.v.Size())
	}
	r.layoutOverlays()
	r.plan.Refresh()
}

func (r *viewRenderer) layoutOverlays() {
	r.v.updatePalette()
	r.layoutHeat()
	r.layoutProblems()
	r.layoutLinks()
	r.layoutPaths()
	r.layoutPreview()
	r.layoutHover()
	r.layoutTokens()
}

// sideBar is the rectangle of thickness t along side s.
func sideBar(l viewport.Layout, s maze.Side, t float32) (fyne.Position, fyne.Size) {
	return l.Bar(s.At.X, s.At.Y, s.Dir, t)
}

// barWidth is the thickness of a highlighted side: wider than any wall.
func barWidth(l viewport.Layout) float32 { return max(4, l.Cell*0.22) }

func (r *viewRenderer) colorOr(c color.Color, def color.NRGBA) color.NRGBA {
	if c == nil {
		return def
	}
	return raster.NRGBA(c)
}

func (r *viewRenderer) layoutHover() {
	v := r.v
	l := v.layout()
	h := v.hover
	pal := v.pal
	showEdge := h.OnEdge && (v.mode == HoverAuto || v.mode == HoverEdges)
	showCell := h.InGrid && (v.mode == HoverCells || (v.mode == HoverAuto && !showEdge))
	if showEdge {
		pos, size := sideBar(l, h.Edge, barWidth(l))
		r.hoverEdge.FillColor = raster.WithAlpha(pal.Highlight, 0xd0)
		r.hoverEdge.CornerRadius = 2
		r.hoverEdge.Move(pos)
		r.hoverEdge.Resize(size)
		r.hoverEdge.Show()
		r.refreshObj(r.hoverEdge)
	} else if r.hoverEdge.Visible() {
		r.hoverEdge.Hide()
	}
	if showCell {
		pos, size := v.CellRect(h.Cell)
		r.hoverCell.FillColor = raster.WithAlpha(pal.Highlight, 0x30)
		r.hoverCell.StrokeColor = pal.Highlight
		r.hoverCell.StrokeWidth = max(2, l.Cell/16)
		r.hoverCell.Move(pos)
		r.hoverCell.Resize(size)
		r.hoverCell.Show()
		r.refreshObj(r.hoverCell)
	} else if r.hoverCell.Visible() {
		r.hoverCell.Hide()
	}
}

func (r *viewRenderer) layoutPreview() {
	v := r.v
	l := v.layout()
	col := r.colorOr(v.preview.Color, v.pal.Highlight)
	cells := map[maze.Pos]bool{}
	for _, p := range v.preview.Cells {
		cells[p] = true
	}
	tint := raster.WithAlpha(col, 0x70)
	r.previewTint.update(v, l, len(cells) > 0, func(p maze.Pos) (color.NRGBA, bool) {
		return tint, cells[p]
	})
	n := 0
	for _, s := range v.preview.Edges {
		if s.At.Floor != v.floor {
			continue
		}
		b := r.previewEdges.Get(n)
		n++
		pos, size := sideBar(l, s, barWidth(l))
		b.FillColor = raster.WithAlpha(col, 0xb0)
		b.Move(pos)
		b.Resize(size)
		r.refreshObj(b)
	}
	r.previewEdges.HideFrom(n)
	r.refreshObjects()
}

func (r *viewRenderer) layoutProblems() {
	v := r.v
	l := v.layout()
	set := map[maze.Pos]bool{}
	for _, p := range v.problems {
		set[p] = true
	}
	tint := raster.WithAlpha(v.pal.Problem, 0x58)
	r.problemTint.update(v, l, len(set) > 0, func(p maze.Pos) (color.NRGBA, bool) { return tint, set[p] })
	n := 0
	for _, p := range v.problems {
		if p.Floor != v.floor || n == maxOutlined {
			continue
		}
		b := r.problemBoxes.Get(n)
		n++
		pos, size := v.CellRect(p)
		b.StrokeColor = v.pal.Problem
		b.StrokeWidth = max(2, l.Cell/12)
		b.Move(pos)
		b.Resize(size)
		r.refreshObj(b)
	}
	r.problemBoxes.HideFrom(n)
	r.refreshObjects()
}

func (r *viewRenderer) layoutHeat() {
	v := r.v
	ok := v.m != nil && v.heat != nil && len(v.heat) == v.m.Len()
	r.heat.update(v, v.layout(), ok, func(p maze.Pos) (color.NRGBA, bool) {
		x := v.heat[v.m.Index(p)]
		if math.IsNaN(x) || !v.m.Inside(p) {
			return color.NRGBA{}, false
		}
		return heat(x), true
	})
}

func (r *viewRenderer) layoutLinks() {
	v := r.v
	l := v.layout()
	lines, notes := 0, 0
	if v.links && v.m != nil {
		loops := v.m.Loops()
		numbers := make([]int, 0, len(loops))
		for n := range loops {
			if len(v.linkOnly) == 0 || slices.Contains(v.linkOnly, n) {
				numbers = append(numbers, n)
			}
		}
		slices.Sort(numbers)
		width := max(2, l.Cell*0.05)
		rim := l.Cell * 0.37
		noteSize := max(9, min(14, l.Cell*0.3))
		for _, n := range numbers {
			pits := loops[n]
			col := raster.WithAlpha(v.pal.Loop(n), 0xb8)
			for i, a := range pits {
				if len(pits) < 2 || (len(pits) == 2 && i == 1) {
					break // a pair is one line, not two on top of each other
				}
				b := pits[(i+1)%len(pits)]
				switch {
				case a.Floor == v.floor && b.Floor == v.floor:
					p1, p2 := shorten(l.Centre(a.X, a.Y), l.Centre(b.X, b.Y), rim)
					p1, p2, ok := viewport.ClipLine(p1, p2, v.Size())
					if !ok {
						continue
					}
					ln := r.linkLines.Get(lines)
					lines++
					ln.Position1, ln.Position2 = p1, p2
					ln.StrokeColor, ln.StrokeWidth = col, width
					r.refreshObj(ln)
				case (a.Floor == v.floor || b.Floor == v.floor) && l.Cell >= 20:
					// A link to another floor: a note beside the pit on
					// this floor says where it leads or comes from
					// (when there is room for it).
					at, other, dir := a, b, "to"
					if b.Floor == v.floor {
						at, other, dir = b, a, "from"
					}
					t := r.linkNotes.Get(notes)
					notes++
					t.Text = dir + " floor " + strconv.Itoa(other.Floor+1)
					t.Color = v.pal.Loop(n)
					t.TextSize = noteSize
					pos, _ := v.CellRect(at)
					t.Move(pos.AddXY(2, l.Cell-noteSize*1.2))
					t.Resize(t.MinSize())
					r.refreshObj(t)
				}
			}
		}
	}
	r.linkLines.HideFrom(lines)
	r.linkNotes.HideFrom(notes)
	r.refreshObjects()
}

// shorten pulls both ends of a line in by d, so that it runs from rim to
// rim of the pits it joins.
func shorten(p1, p2 fyne.Position, d float32) (fyne.Position, fyne.Position) {
	dx, dy := p2.X-p1.X, p2.Y-p1.Y
	n := float32(math.Hypot(float64(dx), float64(dy)))
	if n <= 2*d {
		return p1, p2
	}
	ux, uy := dx/n*d, dy/n*d
	return p1.AddXY(ux, uy), p2.AddXY(-ux, -uy)
}

func (r *viewRenderer) layoutPaths() {
	v := r.v
	l := v.layout()
	lines, ends := 0, 0
	width := max(2, l.Cell*0.1)
	var strokes []piece
	for i, path := range v.paths {
		col := r.colorOr(path.Color, v.pal.Highlight)
		// Several paths over the same cells are told apart by a small
		// offset each.
		shift := (float32(i) - float32(len(v.paths)-1)/2) * max(2, l.Cell*0.1)
		g := pathGeometry{
			at:    func(p maze.Pos) fyne.Position { return l.Centre(p.X, p.Y).AddXY(shift, shift) },
			cell:  l.Cell,
			floor: v.floor,
		}
		var first, last *maze.Pos
		strokes = strokes[:0]
		for _, s := range path.segments() {
			strokes = g.strokes(strokes, s)
			for j := range s.Cells {
				if s.Cells[j].Floor != v.floor {
					continue
				}
				if first == nil {
					first = &s.Cells[j]
				}
				last = &s.Cells[j]
			}
		}
		for _, s := range strokes {
			p1, p2, ok := viewport.ClipLine(s.a, s.b, v.Size())
			if !ok {
				continue
			}
			// A halo of paper under each stroke keeps the path apart
			// from the walls and the colours of the cells it crosses.
			halo := r.pathHalos.Get(lines)
			halo.Position1, halo.Position2 = p1, p2
			halo.StrokeColor, halo.StrokeWidth = raster.WithAlpha(v.pal.Background, 0xb0), width+max(2, width*0.7)
			r.refreshObj(halo)
			ln := r.pathLines.Get(lines)
			lines++
			ln.Position1, ln.Position2 = p1, p2
			ln.StrokeColor, ln.StrokeWidth = raster.WithAlpha(col, 0xd0), width
			r.refreshObj(ln)
		}
		// The start is a hollow ring, the end a filled dot.
		for k, p := range []*maze.Pos{first, last} {
			if p == nil {
				continue
			}
			c := r.pathEnds.Get(ends)
			ends++
			rad := width * 1.6
			ctr := g.at(*p)
			c.Move(ctr.AddXY(-rad, -rad))
			c.Resize(fyne.NewSquareSize(2 * rad))
			c.StrokeColor, c.StrokeWidth = col, width*0.6
			if k == 0 {
				c.FillColor = v.pal.Background
			} else {
				c.FillColor = col
			}
			r.refreshObj(c)
		}
	}
	r.pathHalos.HideFrom(lines)
	r.pathLines.HideFrom(lines)
	r.pathEnds.HideFrom(ends)
	r.refreshObjects()
}

func (r *viewRenderer) layoutTokens() {
	v := r.v
	l := v.layout()
	d := max(12, min(30, l.Cell*0.62))
	byCell := map[maze.Pos][]int{}
	for i, t := range v.tokens {
		if t.At.Floor == v.floor {
			byCell[t.At] = append(byCell[t.At], i)
		}
	}
	n := 0
	for i, t := range v.tokens {
		if t.At.Floor != v.floor {
			continue
		}
		ctr := l.Centre(t.At.X, t.At.Y)
		// Several tokens on one cell sit around its centre.
		if mates := byCell[t.At]; len(mates) > 1 {
			k := slices.Index(mates, i)
			a := 2*math.Pi*float64(k)/float64(len(mates)) - math.Pi/2
			rad := float64(l.Cell) * 0.22
			ctr = ctr.AddXY(float32(rad*math.Cos(a)), float32(rad*math.Sin(a)))
		}
		col := r.colorOr(t.Color, v.pal.Highlight)
		disc := r.tokenDiscs.Get(n)
		disc.FillColor = col
		disc.StrokeColor = v.pal.Background
		disc.StrokeWidth = 1.5
		disc.Move(ctr.AddXY(-d/2, -d/2))
		disc.Resize(fyne.NewSquareSize(d))
		r.refreshObj(disc)
		label := r.tokenLabels.Get(n)
		label.Text = t.Label
		label.TextSize = d * 0.55
		label.Color = white
		if raster.Luminance(col) > 0.6 {
			label.Color = black
		}
		ms := label.MinSize()
		label.Move(ctr.AddXY(-ms.Width/2, -ms.Height/2))
		label.Resize(ms)
		r.refreshObj(label)
		n++
	}
	r.tokenDiscs.HideFrom(n)
	r.tokenLabels.HideFrom(n)
	r.refreshObjects()
}

// refreshObjects lists the objects a pool has just created; Fyne asks
// for them at the next frame, which refreshObj brings about.
func (r *viewRenderer) refreshObjects() {
	if r.objectsDirty {
		r.Objects()
	}
}

// refreshObj repaints one overlay object (see viewport.Refresh).
func (r *viewRenderer) refreshObj(o fyne.CanvasObject) { viewport.Refresh(r.v, o) }

// cellLayer colours a set of cells with one pixel per cell, stretched over
// the grid. It covers only the cells in view, so that its size stays
// small whatever the zoom.
type cellLayer struct {
	raster *canvas.Raster
	img    *image.NRGBA
}

func newCellLayer() *cellLayer {
	l := &cellLayer{}
	l.raster = canvas.NewRaster(func(w, h int) image.Image {
		if l.img == nil {
			return image.NewNRGBA(image.Rect(0, 0, 1, 1))
		}
		return l.img
	})
	l.raster.ScaleMode = canvas.ImageScalePixels
	l.raster.Hide()
	return l
}

func (cl *cellLayer) hide() {
	if cl.raster.Visible() {
		cl.raster.Hide()
	}
}

// update repaints the layer from colour, which says for each cell in view
// whether it is coloured and how; show false hides the layer.
func (cl *cellLayer) update(v *View, l viewport.Layout, show bool, colour func(maze.Pos) (color.NRGBA, bool)) {
	if !show || v.m == nil || l.Cell <= 0 {
		cl.hide()
		return
	}
	size := v.Size()
	x0 := max(0, int(math.Floor(float64(-l.Origin.X/l.Cell))))
	y0 := max(0, int(math.Floor(float64(-l.Origin.Y/l.Cell))))
	x1 := min(v.m.Width()-1, int(math.Floor(float64((size.Width-l.Origin.X)/l.Cell))))
	y1 := min(v.m.Height()-1, int(math.Floor(float64((size.Height-l.Origin.Y)/l.Cell))))
	if x1 < x0 || y1 < y0 {
		cl.hide()
		return
	}
	w, h := x1-x0+1, y1-y0+1
	if cl.img == nil || cl.img.Rect.Dx() != w || cl.img.Rect.Dy() != h {
		cl.img = image.NewNRGBA(image.Rect(0, 0, w, h))
	}
	any := false
	for y := range h {
		for x := range w {
			p := maze.Pos{X: x0 + x, Y: y0 + y, Floor: v.floor}
			c, ok := colour(p)
			if !ok {
				c = color.NRGBA{}
			} else {
				any = true
			}
			cl.img.SetNRGBA(x, y, c)
		}
	}
	if !any {
		cl.hide()
		return
	}
	cl.raster.Move(fyne.NewPos(l.Origin.X+float32(x0)*l.Cell, l.Origin.Y+float32(y0)*l.Cell))
	cl.raster.Resize(fyne.NewSize(float32(w)*l.Cell, float32(h)*l.Cell))
	cl.raster.Show()
	v.r.refreshObj(cl.raster)
}
