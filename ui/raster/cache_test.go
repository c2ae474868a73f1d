package raster

import (
	"image"
	"image/color"
	"testing"

	"github.com/labyrinth-game/labyrinth/engine/maze"
)

// squares paints every pixel from the square it lies in and its place in
// that square alone, as a view's painter must, and counts its calls.
type squares struct{ calls int }

func (s *squares) Paint(img *image.RGBA, g Grid, r image.Rectangle) {
	s.calls++
	for y := r.Min.Y; y < r.Max.Y; y++ {
		for x := r.Min.X; x < r.Max.X; x++ {
			sx, sy := g.SquareAt(x, y)
			px, py := x-g.OX-sx*g.C, y-g.OY-sy*g.C
			img.SetRGBA(x, y, color.RGBA{R: uint8(sx * 37), G: uint8(sy * 53), B: uint8(px*7 + py*3), A: 0xff})
		}
	}
}

func fresh(w, h int, g Grid) *image.RGBA {
	var c Cache
	return c.Render(w, h, g, &squares{})
}

func same(a, b *image.RGBA) bool { return differ(a, b, 0) == 0 }

func TestGrid(t *testing.T) {
	g := Grid{C: 10, OX: 25, OY: -7}
	for _, tc := range []struct {
		name   string
		px, py int
		x, y   int
	}{
		{"the origin's square", 25, -7, 0, 0},
		{"the last pixel of a square", 34, 2, 0, 0},
		{"the next square", 35, 3, 1, 1},
		{"left of the origin: negative", 24, -8, -1, -1},
		{"far left", -100, -100, -13, -10},
	} {
		t.Run(tc.name, func(t *testing.T) {
			x, y := g.SquareAt(tc.px, tc.py)
			if x != tc.x || y != tc.y {
				t.Fatalf("SquareAt(%d,%d) = (%d,%d), want (%d,%d)", tc.px, tc.py, x, y, tc.x, tc.y)
			}
			if !image.Pt(tc.px, tc.py).In(g.Square(x, y)) {
				t.Errorf("pixel not in its square %v", g.Square(x, y))
			}
		})
	}
	if got, want := g.Pixels(image.Rect(-1, 0, 2, 3)), image.Rect(15, -7, 45, 23); got != want {
		t.Errorf("Pixels = %v, want %v", got, want)
	}
	for _, tc := range [][3]int{{7, 2, 3}, {-7, 2, -4}, {-6, 2, -3}, {7, -2, -4}, {-7, -2, 3}, {0, 5, 0}} {
		if got := FloorDiv(tc[0], tc[1]); got != tc[2] {
			t.Errorf("FloorDiv(%d, %d) = %d, want %d", tc[0], tc[1], got, tc[2])
		}
	}
}

// TestCacheRepaintsTheDirtySquares: after an Invalidate only the squares
// named are painted, and the picture is what a full paint gives.
func TestCacheRepaintsTheDirtySquares(t *testing.T) {
	const w, h = 90, 70
	g := Grid{C: 10, OX: 3, OY: -4}
	p := &squares{}
	var c Cache
	c.Render(w, h, g, p)
	if c.Repainted != w*h || p.calls != 1 {
		t.Fatalf("first render painted %d pixels in %d calls, want all %d in one", c.Repainted, p.calls, w*h)
	}
	c.Repainted, p.calls = 0, 0
	img := c.Render(w, h, g, p)
	if c.Repainted != 0 {
		t.Errorf("a render with nothing dirty painted %d pixels", c.Repainted)
	}
	for i := range img.Pix {
		img.Pix[i] = 0
	}
	dirty := image.Rect(2, 1, 4, 3)
	c.Invalidate(dirty)
	c.Invalidate(image.Rect(2, 1, 3, 2)) // inside: not again
	if len(c.Dirty()) != 1 {
		t.Errorf("dirty %v, want one rectangle", c.Dirty())
	}
	img = c.Render(w, h, g, p)
	if want := 20 * 20; c.Repainted != want {
		t.Errorf("repainted %d pixels, want %d", c.Repainted, want)
	}
	full := fresh(w, h, g)
	keep := g.Pixels(dirty)
	for y := 0; y < h; y++ {
		for x := 0; x < w; x++ {
			in := image.Pt(x, y).In(keep)
			if got := img.RGBAAt(x, y); in && got != full.RGBAAt(x, y) || !in && got != (color.RGBA{}) {
				t.Fatalf("pixel (%d,%d) is %v (dirty: %v)", x, y, got, in)
			}
		}
	}
	if len(c.Dirty()) != 0 {
		t.Errorf("still dirty after a render: %v", c.Dirty())
	}
}

func TestCacheInvalidate(t *testing.T) {
	var c Cache
	c.Invalidate(image.Rect(0, 0, 1, 1))
	if len(c.Dirty()) != 0 {
		t.Error("a cache never rendered keeps dirty squares: it repaints all anyway")
	}
	c.Render(10, 10, Grid{C: 2}, &squares{})
	c.Invalidate(image.Rectangle{})
	if len(c.Dirty()) != 0 {
		t.Error("an empty rectangle was kept")
	}
	for i := range maxDirty + 3 {
		c.Invalidate(image.Rect(i, 0, i+1, 1))
	}
	if d := c.Dirty(); len(d) > maxDirty || !image.Rect(0, 0, maxDirty+3, 1).In(unionOf(d)) {
		t.Errorf("%d rectangles %v: too many, or some lost", len(d), unionOf(d))
	}
	c.InvalidateAll()
	if len(c.Dirty()) != 0 {
		t.Error("InvalidateAll kept dirty squares")
	}
}

func unionOf(rs []image.Rectangle) image.Rectangle {
	var u image.Rectangle
	for _, r := range rs {
		u = u.Union(r)
	}
	return u
}

// TestCacheScrolls pans the picture every way and checks it against a
// full paint at the new place, painting no more than the strips.
func TestCacheScrolls(t *testing.T) {
	const w, h = 60, 40
	for _, d := range []image.Point{{7, 0}, {0, -5}, {-13, 9}, {20, 13}, {-59, 0}, {0, 39}, {60, 0}, {500, -500}} {
		var c Cache
		g := Grid{C: 9, OX: 4, OY: 2}
		c.Render(w, h, g, &squares{})
		c.Repainted = 0
		g.OX += d.X
		g.OY += d.Y
		img := c.Render(w, h, g, &squares{})
		if strips := abs(d.X)*h + abs(d.Y)*w; c.Repainted > min(strips, w*h) {
			t.Errorf("pan by %v painted %d pixels, want at most %d", d, c.Repainted, min(strips, w*h))
		}
		if !same(img, fresh(w, h, g)) {
			t.Errorf("pan by %v differs from a full paint", d)
		}
	}
}

// TestCacheRepaintsAllWhenItMust: a new size or cell size, or
// InvalidateAll, repaints everything.
func TestCacheRepaintsAllWhenItMust(t *testing.T) {
	for _, tc := range []struct {
		name   string
		w, h   int
		g      Grid
		before func(c *Cache)
	}{
		{"a new size", 50, 31, Grid{C: 5}, nil},
		{"a new cell size", 50, 30, Grid{C: 6}, nil},
		{"InvalidateAll", 50, 30, Grid{C: 5}, (*Cache).InvalidateAll},
		{"an empty view is a pixel", 0, -3, Grid{C: 5}, nil},
	} {
		t.Run(tc.name, func(t *testing.T) {
			var c Cache
			c.Render(50, 30, Grid{C: 5}, &squares{})
			if tc.before != nil {
				tc.before(&c)
			}
			c.Repainted = 0
			img := c.Render(tc.w, tc.h, tc.g, &squares{})
			if n := img.Rect.Dx() * img.Rect.Dy(); c.Repainted != n || img.Rect.Dx() != max(tc.w, 1) || img.Rect.Dy() != max(tc.h, 1) {
				t.Errorf("painted %d of %v", c.Repainted, img.Rect)
			}
		})
	}
}

func TestTowards(t *testing.T) {
	arrow := Shape{{0.9, 0.5}, {0.5, 0.2}, {0.5, 0.8}}
	for _, tc := range []struct {
		d    maze.Dir
		tip  [2]float32
		name string
	}{
		{maze.Right, [2]float32{0.9, 0.5}, "right"},
		{maze.Down, [2]float32{0.5, 0.9}, "down"},
		{maze.Left, [2]float32{0.1, 0.5}, "left"},
		{maze.Up, [2]float32{0.5, 0.1}, "up"},
	} {
		got := Towards(arrow, tc.d)[0]
		if abs32(got[0]-tc.tip[0]) > 1e-6 || abs32(got[1]-tc.tip[1]) > 1e-6 {
			t.Errorf("pointing %s: tip at %v, want %v", tc.name, got, tc.tip)
		}
	}
}

func abs32(f float32) float32 { return max(f, -f) }
