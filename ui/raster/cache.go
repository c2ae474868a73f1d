package raster

import "image"

// A Painter draws a grid's squares into a Cache's picture.
type Painter interface {
	// Paint repaints every pixel of r, a part of img on which the grid
	// lies as g says, from what it draws alone: a part painted by itself
	// must come out as the same part of a picture painted whole, since
	// the cache repaints only what changed and what a pan uncovered.
	Paint(img *image.RGBA, g Grid, r image.Rectangle)
}

// Cache is a view's picture of its grid: an image the size of the view,
// kept between frames. It repaints only the squares marked dirty, and
// after a pan it moves the pixels it has and paints only the strips that
// came into view. Anything else that changes the picture (what is drawn,
// the colours, the cell size) calls for InvalidateAll.
type Cache struct {
	// Repainted counts the pixels painted since it was last set to 0;
	// tests use it to see that an edit repaints a few squares.
	Repainted int

	img   *image.RGBA
	grid  Grid // the grid img was painted with
	valid bool // img shows the grid, except the dirty squares
	// dirty lists rectangles of squares (not pixels, so that a pan before
	// the next frame does not displace them).
	dirty []image.Rectangle
}

// maxDirty is how many separate dirty rectangles are kept before they are
// merged into one.
const maxDirty = 64

// InvalidateAll makes the next Render repaint everything.
func (c *Cache) InvalidateAll() { c.valid = false; c.dirty = c.dirty[:0] }

// Invalidate marks a rectangle of squares dirty.
func (c *Cache) Invalidate(squares image.Rectangle) {
	if !c.valid || squares.Empty() {
		return
	}
	for _, d := range c.dirty {
		if squares.In(d) {
			return // the same squares again (a key and its second key)
		}
	}
	if len(c.dirty) >= maxDirty {
		u := squares
		for _, d := range c.dirty {
			u = u.Union(d)
		}
		c.dirty = append(c.dirty[:0], u)
		return
	}
	c.dirty = append(c.dirty, squares)
}

// Dirty is the rectangles of squares the next Render repaints (unless it
// repaints everything).
func (c *Cache) Dirty() []image.Rectangle { return c.dirty }

// Render brings the picture up to date for a w x h view with grid g,
// painting with p, and returns it. The picture is the cache's: it stays
// the same image from frame to frame until the view's size changes.
func (c *Cache) Render(w, h int, g Grid, p Painter) *image.RGBA {
	w, h = max(w, 1), max(h, 1)
	if c.img == nil || c.img.Rect.Dx() != w || c.img.Rect.Dy() != h {
		c.img = image.NewRGBA(image.Rect(0, 0, w, h))
		c.valid = false
	}
	if g.C != c.grid.C {
		c.valid = false
	}
	old := c.grid
	c.grid = g
	if !c.valid {
		c.dirty = c.dirty[:0]
		c.paint(p, c.img.Rect)
		c.valid = true
		return c.img
	}
	if dx, dy := g.OX-old.OX, g.OY-old.OY; dx != 0 || dy != 0 {
		c.scroll(p, dx, dy)
	}
	for _, r := range c.dirty {
		c.paint(p, g.Pixels(r))
	}
	c.dirty = c.dirty[:0]
	return c.img
}

func (c *Cache) paint(p Painter, r image.Rectangle) {
	r = r.Intersect(c.img.Rect)
	if r.Empty() {
		return
	}
	c.Repainted += r.Dx() * r.Dy()
	p.Paint(c.img, c.grid, r)
}

// scroll moves the picture by (dx, dy) pixels and paints what came into
// view.
func (c *Cache) scroll(p Painter, dx, dy int) {
	img := c.img
	w, h := img.Rect.Dx(), img.Rect.Dy()
	if dx >= w || -dx >= w || dy >= h || -dy >= h {
		c.paint(p, img.Rect)
		return
	}
	n := (w - max(dx, -dx)) * 4 // bytes kept per row
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
		c.paint(p, image.Rect(0, 0, dx, h))
	case dx < 0:
		c.paint(p, image.Rect(w+dx, 0, w, h))
	}
	switch {
	case dy > 0:
		c.paint(p, image.Rect(0, 0, w, dy))
	case dy < 0:
		c.paint(p, image.Rect(0, h+dy, w, h))
	}
}
