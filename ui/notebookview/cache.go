package notebookview

import (
	"image"

	"fyne.io/fyne/v2"

	"github.com/labyrinth-game/labyrinth/app/notebook"
	"github.com/labyrinth-game/labyrinth/engine/maze"
	"github.com/labyrinth-game/labyrinth/ui/raster"
)

// sheetCache is the view's picture of the sheet: an image the size of the
// view, kept between frames. It repaints only what was marked dirty, and
// after a pan it moves the pixels it has and paints only the strips that
// came into view.
type sheetCache struct {
	p     painter
	valid bool // img shows p's sheet, geometry and palette, except the dirty parts
	// dirty lists rectangles of grid squares (not pixels, so that a pan
	// before the next frame does not displace them).
	dirty []image.Rectangle
	// repainted counts the pixels painted since it was last reset; tests
	// use it to see that a mark repaints a few squares.
	repainted int
}

const maxDirty = 64

func (sc *sheetCache) invalidateAll() { sc.valid = false; sc.dirty = sc.dirty[:0] }

// invalidate marks a rectangle of grid squares dirty.
func (sc *sheetCache) invalidate(r image.Rectangle) {
	if !sc.valid || r.Empty() {
		return
	}
	for _, d := range sc.dirty {
		if r.In(d) {
			return // a key and its second key: the same square twice
		}
	}
	if len(sc.dirty) >= maxDirty {
		u := r
		for _, d := range sc.dirty {
			u = u.Union(d)
		}
		sc.dirty = append(sc.dirty[:0], u)
		return
	}
	sc.dirty = append(sc.dirty, r)
}

// invalidateCell marks the square of a cell whose marks changed: cell
// marks stay inside their square.
func (sc *sheetCache) invalidateCell(c notebook.Cell) {
	sc.invalidate(image.Rect(c.X, c.Y, c.X+1, c.Y+1))
}

// invalidateEdge marks the squares an edge mark reaches into: the two
// cells it separates and, by the ends of its line, the squares beside them
// along the line.
func (sc *sheetCache) invalidateEdge(e notebook.Edge) {
	x, y := e.At.X, e.At.Y
	if e.Dir == maze.Right {
		sc.invalidate(image.Rect(x, y-1, x+2, y+2))
		return
	}
	sc.invalidate(image.Rect(x-1, y, x+2, y+2))
}

// render brings the image up to date for a w x h view with geometry g.
func (sc *sheetCache) render(w, h int, g geom) *image.RGBA {
	w, h = max(w, 1), max(h, 1)
	if sc.p.img == nil || sc.p.img.Rect.Dx() != w || sc.p.img.Rect.Dy() != h {
		sc.p.img = image.NewRGBA(image.Rect(0, 0, w, h))
		sc.valid = false
	}
	if g.c != sc.p.g.c {
		sc.valid = false
	}
	old := sc.p.g
	sc.p.g = g
	if !sc.valid {
		sc.dirty = sc.dirty[:0]
		sc.paint(sc.p.img.Rect)
		sc.valid = true
		return sc.p.img
	}
	if dx, dy := g.ox-old.ox, g.oy-old.oy; dx != 0 || dy != 0 {
		sc.scroll(dx, dy)
	}
	for _, r := range sc.dirty {
		sc.paint(image.Rect(g.ox+r.Min.X*g.c, g.oy+r.Min.Y*g.c, g.ox+r.Max.X*g.c, g.oy+r.Max.Y*g.c))
	}
	sc.dirty = sc.dirty[:0]
	return sc.p.img
}

func (sc *sheetCache) paint(r image.Rectangle) {
	r = r.Intersect(sc.p.img.Rect)
	if r.Empty() {
		return
	}
	sc.repainted += r.Dx() * r.Dy()
	sc.p.drawRegion(r)
}

// scroll moves the picture by (dx, dy) pixels and paints what came into
// view.
func (sc *sheetCache) scroll(dx, dy int) {
	img := sc.p.img
	w, h := img.Rect.Dx(), img.Rect.Dy()
	if dx >= w || -dx >= w || dy >= h || -dy >= h {
		sc.paint(img.Rect)
		return
	}
	n := (w - abs(dx)) * 4
	sx, tx := max(-dx, 0)*4, max(dx, 0)*4
	move := func(y int) {
		src := img.Pix[(y-dy)*img.Stride+sx:]
		dst := img.Pix[y*img.Stride+tx:]
		copy(dst[:n], src[:n])
	}
	if dy > 0 {
		for y := h - 1; y >= dy; y-- {
			move(y)
		}
	} else {
		for y := 0; y < h+dy; y++ {
			move(y)
		}
	}
	switch {
	case dx > 0:
		sc.paint(image.Rect(0, 0, dx, h))
	case dx < 0:
		sc.paint(image.Rect(w+dx, 0, w, h))
	}
	switch {
	case dy > 0:
		sc.paint(image.Rect(0, 0, w, dy))
	case dy < 0:
		sc.paint(image.Rect(0, h+dy, w, h))
	}
}

// setup prepares the painter: the sheet, the palette, the theme's font
// and the shapes at cell size c.
func (sc *sheetCache) setup(s *notebook.Sheet, pal Palette, th fyne.Theme, c int) {
	p := &sc.p
	p.s = s
	p.u = newUniforms(pal)
	var font fyne.Resource
	if th != nil {
		font = th.Font(fyne.TextStyle{Bold: true})
	}
	p.fonts = raster.NewFaces(font, raster.DrawMask8)
	p.sp = newSprites(c)
	sc.invalidateAll()
}
