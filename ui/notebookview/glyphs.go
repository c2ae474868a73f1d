package notebookview

import (
	"image"
	"image/color"
	"image/draw"
	"math"
	"sync"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/theme"
	"golang.org/x/image/font"
	"golang.org/x/image/font/opentype"
	"golang.org/x/image/math/fixed"
	"golang.org/x/image/vector"
)

// Letters, numbers and shapes are drawn straight into the cached image with
// the theme's bold font and anti-aliased masks, as the plan view draws
// them (its helpers are private to it, so the few this package needs are
// repeated here): thousands of canvas.Text objects would be slow.

var parsedFonts struct {
	sync.Mutex
	byName map[string]*opentype.Font
}

// parseFont parses res once per process, falling back to Fyne's built-in
// bold font when the theme's cannot be read.
func parseFont(res fyne.Resource) *opentype.Font {
	parsedFonts.Lock()
	defer parsedFonts.Unlock()
	if parsedFonts.byName == nil {
		parsedFonts.byName = map[string]*opentype.Font{}
	}
	for _, r := range []fyne.Resource{res, theme.DefaultTextBoldFont()} {
		if r == nil {
			continue
		}
		if f, ok := parsedFonts.byName[r.Name()]; ok {
			return f
		}
		f, err := opentype.Parse(r.Content())
		if err != nil {
			continue
		}
		parsedFonts.byName[r.Name()] = f
		return f
	}
	return nil
}

// textFace is one font at one pixel size, its glyphs rendered once.
type textFace struct {
	face   font.Face
	glyphs map[rune]*glyph
}

type glyph struct {
	mask *image.Alpha
	r    image.Rectangle
	adv  int
}

// faces hands out text faces by pixel size for one font.
type faces struct {
	font  *opentype.Font
	sizes map[int]*textFace
}

func (f *faces) size(px int) *textFace {
	if f == nil || f.font == nil || px < 4 {
		return nil
	}
	if tf, ok := f.sizes[px]; ok {
		return tf
	}
	face, err := opentype.NewFace(f.font, &opentype.FaceOptions{Size: float64(px), DPI: 72, Hinting: font.HintingFull})
	if err != nil {
		return nil
	}
	if f.sizes == nil {
		f.sizes = map[int]*textFace{}
	}
	tf := &textFace{face: face, glyphs: map[rune]*glyph{}}
	f.sizes[px] = tf
	return tf
}

func (tf *textFace) glyph(r rune) *glyph {
	if g, ok := tf.glyphs[r]; ok {
		return g
	}
	dr, mask, mp, adv, ok := tf.face.Glyph(fixed.Point26_6{}, r)
	g := &glyph{adv: adv.Round()}
	if ok && !dr.Empty() {
		m := image.NewAlpha(image.Rect(0, 0, dr.Dx(), dr.Dy()))
		draw.Draw(m, m.Rect, mask, mp, draw.Src)
		g.mask, g.r = m, dr
	}
	tf.glyphs[r] = g
	return g
}

// bounds is the ink box of s with the pen at the origin.
func (tf *textFace) bounds(s string) image.Rectangle {
	var b image.Rectangle
	pen := 0
	for _, r := range s {
		g := tf.glyph(r)
		if g.mask != nil {
			b = b.Union(g.r.Add(image.Pt(pen, 0)))
		}
		pen += g.adv
	}
	return b
}

// drawText draws s with its ink box centred on (cx, cy), clipped to clip.
func drawText(dst *image.RGBA, clip image.Rectangle, tf *textFace, s string, cx, cy int, col *image.Uniform) {
	if tf == nil || s == "" {
		return
	}
	b := tf.bounds(s)
	pen := image.Pt(cx-(b.Min.X+b.Max.X)/2, cy-(b.Min.Y+b.Max.Y)/2)
	for _, r := range s {
		g := tf.glyph(r)
		if g.mask != nil {
			drawMask(dst, clip, g.mask, g.r.Min.Add(pen), col)
		}
		pen.X += g.adv
	}
}

// drawMask paints col through mask, the mask's origin going to at (a mask
// may cover only part of its box: see maskWH). It is image/draw's "over"
// for a uniform premultiplied colour, written out because the thousands
// of small masks of a sheet are mostly fully clear or fully covered.
func drawMask(dst *image.RGBA, clip image.Rectangle, mask *image.Alpha, at image.Point, col *image.Uniform) {
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

// fillRect paints an opaque (or, on a clear image, any) colour straight
// into the pixel buffer.
func fillRect(img *image.RGBA, r image.Rectangle, c color.RGBA) {
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

// shape is a closed polygon in a unit box.
type shape [][2]float32

// maskWH renders polygons into an anti-aliased coverage mask of a w x h
// box (the polygons' unit box stretched over it). The mask returned covers
// only the part of the box the shapes touch: its Rect is that part, in the
// box's coordinates, so drawing it skips the clear rest.
func maskWH(w, h int, polys ...shape) *image.Alpha {
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

func mask(size int, polys ...shape) *image.Alpha { return maskWH(size, size, polys...) }

// circle is a polygon close enough to a circle at the sizes drawn here.
func circle(cx, cy, r float32) shape {
	const n = 40
	out := make(shape, n)
	for i := range out {
		a := 2 * math.Pi * float64(i) / n
		out[i] = [2]float32{cx + r*float32(math.Cos(a)), cy + r*float32(math.Sin(a))}
	}
	return out
}

// rotate turns a shape drawn pointing right by quarter turns clockwise.
func rotate(s shape, quarterTurnsClockwise int) shape {
	out := make(shape, len(s))
	for i, p := range s {
		x, y := p[0]-0.5, p[1]-0.5
		for range (quarterTurnsClockwise%4 + 4) % 4 {
			x, y = -y, x
		}
		out[i] = [2]float32{x + 0.5, y + 0.5}
	}
	return out
}

// thickLine is the quadrilateral of a segment of width w (in the unit box).
func thickLine(x0, y0, x1, y1, w float32) shape {
	dx, dy := x1-x0, y1-y0
	n := float32(math.Hypot(float64(dx), float64(dy)))
	if n == 0 {
		return nil
	}
	nx, ny := -dy/n*w/2, dx/n*w/2
	return shape{{x0 + nx, y0 + ny}, {x1 + nx, y1 + ny}, {x1 - nx, y1 - ny}, {x0 - nx, y0 - ny}}
}
