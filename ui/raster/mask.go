package raster

import (
	"image"
	"image/color"
	"image/draw"
	"math"

	"golang.org/x/image/vector"

	"github.com/labyrinth-game/labyrinth/engine/maze"
)

// Shape is a closed polygon in a unit box: (0,0) is the box's top-left
// corner, (1,1) its bottom-right one. Mask stretches it over a box of
// pixels, so one shape serves every cell size.
type Shape [][2]float32

// Circle is a polygon close enough to a circle at the sizes of a cell.
func Circle(cx, cy, r float32) Shape {
	const n = 40
	out := make(Shape, n)
	for i := range out {
		a := 2 * math.Pi * float64(i) / n
		out[i] = [2]float32{cx + r*float32(math.Cos(a)), cy + r*float32(math.Sin(a))}
	}
	return out
}

// Rotate turns s about the centre of its box by quarter turns clockwise
// (negative: anticlockwise), so that a sign drawn once pointing right can
// point any way.
func Rotate(s Shape, quarterTurnsClockwise int) Shape {
	out := make(Shape, len(s))
	for i, p := range s {
		x, y := p[0]-0.5, p[1]-0.5
		for range (quarterTurnsClockwise%4 + 4) % 4 {
			x, y = -y, x
		}
		out[i] = [2]float32{x + 0.5, y + 0.5}
	}
	return out
}

// Towards turns s, a sign drawn pointing right, to point along d: a river's
// flow, an exit's arrow. A direction other than the four leaves it as it
// is.
func Towards(s Shape, d maze.Dir) Shape {
	q := 0
	switch d {
	case maze.Down:
		q = 1
	case maze.Left:
		q = 2
	case maze.Up:
		q = 3
	}
	return Rotate(s, q)
}

// ThickLine is the quadrilateral of a segment of width w; nil for a
// segment of no length (Mask skips it).
func ThickLine(x0, y0, x1, y1, w float32) Shape {
	dx, dy := x1-x0, y1-y0
	n := float32(math.Hypot(float64(dx), float64(dy)))
	if n == 0 {
		return nil
	}
	nx, ny := -dy/n*w/2, dx/n*w/2
	return Shape{{x0 + nx, y0 + ny}, {x1 + nx, y1 + ny}, {x1 - nx, y1 - ny}, {x0 - nx, y0 - ny}}
}

// Mask renders polygons into an anti-aliased coverage mask of a size x
// size box; see MaskWH.
func Mask(size int, polys ...Shape) *image.Alpha { return MaskWH(size, size, polys...) }

// MaskWH renders polygons into an anti-aliased coverage mask of a w x h
// box, the polygons' unit box stretched over it. Polygons that overlap add
// up (there is no even-odd rule: a ring is drawn as two masks). The mask
// returned covers only the part of the box the shapes touch: its Rect is
// that part, in the box's coordinates, so that laying it over a picture
// skips the clear rest. It is nil when nothing is covered or the box is
// empty; DrawMask and DrawMask8 draw nothing for it.
func MaskWH(w, h int, polys ...Shape) *image.Alpha {
	if w < 1 || h < 1 {
		return nil
	}
	z := vector.NewRasterizer(w, h)
	sx, sy := float32(w), float32(h)
	for _, poly := range polys {
		if len(poly) < 3 {
			continue
		}
		z.MoveTo(poly[0][0]*sx, poly[0][1]*sy)
		for _, p := range poly[1:] {
			z.LineTo(p[0]*sx, p[1]*sy)
		}
		z.ClosePath()
	}
	m := image.NewAlpha(image.Rect(0, 0, w, h))
	z.Draw(m, m.Rect, image.Opaque, image.Point{})
	var box image.Rectangle
	for y := range h {
		for x := range w {
			if m.Pix[y*m.Stride+x] != 0 {
				box = box.Union(image.Rect(x, y, x+1, y+1))
			}
		}
	}
	if box.Empty() {
		return nil
	}
	return m.SubImage(box).(*image.Alpha)
}

// Blend lays col over dst through mask, the mask's origin going to at,
// clipped to clip: DrawMask or DrawMask8.
type Blend func(dst *image.RGBA, clip image.Rectangle, mask *image.Alpha, at image.Point, col *image.Uniform)

// DrawMask is image/draw's "over" of col through mask, the mask's origin
// going to at (a mask from MaskWH covers only part of its box), clipped
// to clip. A nil mask draws nothing.
func DrawMask(dst *image.RGBA, clip image.Rectangle, mask *image.Alpha, at image.Point, col *image.Uniform) {
	if mask == nil {
		return
	}
	dr := mask.Rect.Add(at).Intersect(clip)
	if dr.Empty() {
		return
	}
	draw.DrawMask(dst, dr, col, image.Point{}, mask, dr.Min.Sub(at), draw.Over)
}

// DrawMask8 is DrawMask computed in 8 bits per channel where image/draw
// works in 16, with a shortcut for the fully covered pixels of an opaque
// colour (most of a sheet's thousands of small masks): quicker, and up to
// two levels apart from DrawMask on partly covered pixels. Neither
// replaces the other: the pictures already drawn with each must not
// change shade.
func DrawMask8(dst *image.RGBA, clip image.Rectangle, mask *image.Alpha, at image.Point, col *image.Uniform) {
	if mask == nil {
		return
	}
	dr := mask.Rect.Add(at).Intersect(clip).Intersect(dst.Rect)
	if dr.Empty() {
		return
	}
	c, ok := col.C.(color.RGBA)
	if !ok {
		c = color.RGBAModel.Convert(col.C).(color.RGBA)
	}
	cr, cg, cb, ca := uint32(c.R), uint32(c.G), uint32(c.B), uint32(c.A)
	for y := dr.Min.Y; y < dr.Max.Y; y++ {
		mi := mask.PixOffset(dr.Min.X-at.X, y-at.Y)
		di := dst.PixOffset(dr.Min.X, y)
		mrow := mask.Pix[mi : mi+dr.Dx()]
		drow := dst.Pix[di : di+4*dr.Dx()]
		for i, m := range mrow {
			if m == 0 {
				continue
			}
			d := drow[4*i : 4*i+4 : 4*i+4]
			if m == 0xff && ca == 0xff {
				d[0], d[1], d[2], d[3] = c.R, c.G, c.B, c.A
				continue
			}
			a := uint32(m) * 0x101 // to 16 bits, as image/draw does
			sa := ca * a / 0xffff  // the source's alpha under the mask, 8 bits
			k := 0xff - sa
			d[0] = uint8((cr*a/0xffff*0xff + uint32(d[0])*k) / 0xff)
			d[1] = uint8((cg*a/0xffff*0xff + uint32(d[1])*k) / 0xff)
			d[2] = uint8((cb*a/0xffff*0xff + uint32(d[2])*k) / 0xff)
			d[3] = uint8((sa*0xff + uint32(d[3])*k) / 0xff)
		}
	}
}

// FillRect paints c into r, replacing what was there (no blending: for an
// opaque colour, or any colour on a clear picture), much faster than
// draw.Draw for the thousands of small rectangles of a grid.
func FillRect(img *image.RGBA, r image.Rectangle, c color.RGBA) {
	r = r.Intersect(img.Rect)
	if r.Empty() {
		return
	}
	w := r.Dx() * 4
	i0 := img.PixOffset(r.Min.X, r.Min.Y)
	row := img.Pix[i0 : i0+w : i0+w]
	for i := 0; i < w; i += 4 {
		row[i], row[i+1], row[i+2], row[i+3] = c.R, c.G, c.B, c.A
	}
	for y := r.Min.Y + 1; y < r.Max.Y; y++ {
		i := img.PixOffset(r.Min.X, y)
		copy(img.Pix[i:i+w], row)
	}
}
