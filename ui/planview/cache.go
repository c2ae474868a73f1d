package planview

import (
	"image"
)

// planCache is the view's picture of the plan: an image the size of the
// view, kept between frames. It repaints only what was marked dirty, and
// after a pan it moves the pixels it has and paints only the strips that
// came into view.
type planCache struct {
	p     painter
	valid bool // img shows p's maze, floor, geometry and palette, except the dirty parts
	// dirty lists rectangles of grid squares (not pixels, so that a pan
	// before the next frame does not displace them) on p.floor.
	dirty []image.Rectangle
	// repainted counts the pixels painted since the counter was last reset;
	// tests use it to see that an edit repaints a few squares.
	repainted int
}

// maxDirty is how many separate dirty rectangles are kept before they are
// merged into one.
const maxDirty = 64

// invalidateAll makes the next render repaint everything.
func (pc *planCache) invalidateAll() { pc.valid = false; pc.dirty = pc.dirty[:0] }

// invalidate marks a rectangle of grid squares dirty.
func (pc *planCache) invalidate(r image.Rectangle) {
	if !pc.valid || r.Empty() {
		return
	}
	if len(pc.dirty) >= maxDirty {
		u := r
		for _, d := range pc.dirty {
			u = u.Union(d)
		}
		pc.dirty = append(pc.dirty[:0], u)
		return
	}
	pc.dirty = append(pc.dirty, r)
}

// render brings the image up to date for a w x h view with geometry g and
// returns it. The caller sets everything else in pc.p beforehand and calls
// invalidateAll when any of it changed.
func (pc *planCache) render(w, h int, g geom) *image.RGBA {
	w, h = max(w, 1), max(h, 1)
	if pc.p.img == nil || pc.p.img.Rect.Dx() != w || pc.p.img.Rect.Dy() != h {
		pc.p.img = image.NewRGBA(image.Rect(0, 0, w, h))
		pc.valid = false
	}
	if g.c != pc.p.g.c {
		pc.valid = false
	}
	old := pc.p.g
	pc.p.g = g
	pc.p.collectMarks()
	if !pc.valid {
		pc.dirty = pc.dirty[:0]
		pc.paint(pc.p.img.Rect)
		pc.valid = true
		return pc.p.img
	}
	if dx, dy := g.ox-old.ox, g.oy-old.oy; dx != 0 || dy != 0 {
		pc.scroll(dx, dy)
	}
	for _, r := range pc.dirty {
		pc.paint(image.Rect(g.ox+r.Min.X*g.c, g.oy+r.Min.Y*g.c, g.ox+r.Max.X*g.c, g.oy+r.Max.Y*g.c))
	}
	pc.dirty = pc.dirty[:0]
	return pc.p.img
}

func (pc *planCache) paint(r image.Rectangle) {
	r = r.Intersect(pc.p.img.Rect)
	if r.Empty() {
		return
	}
	pc.repainted += r.Dx() * r.Dy()
	pc.p.drawRegion(r)
}

// scroll moves the picture by (dx, dy) pixels and paints what came into
// view.
func (pc *planCache) scroll(dx, dy int) {
	img := pc.p.img
	w, h := img.Rect.Dx(), img.Rect.Dy()
	if dx >= w || -dx >= w || dy >= h || -dy >= h {
		pc.paint(img.Rect)
		return
	}
	n := (w - abs(dx)) * 4 // bytes kept per row
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
		pc.paint(image.Rect(0, 0, dx, h))
	case dx < 0:
		pc.paint(image.Rect(w+dx, 0, w, h))
	}
	switch {
	case dy > 0:
		pc.paint(image.Rect(0, 0, w, dy))
	case dy < 0:
		pc.paint(image.Rect(0, h+dy, w, h))
	}
}

func abs(v int) int {
	if v < 0 {
		return -v
	}
	return v
}
