package planview

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

// The plan's letters and numbers are drawn straight into the cached image,
// not as canvas.Text objects (thousands of those would be slow), with the
// theme's own bold font so that they match the rest of the window.

// parsedFonts keeps each font resource parsed once per process.
var parsedFonts struct {
	sync.Mutex
	byName map[string]*opentype.Font
}

// parseFont parses res, falling back to Fyne's built-in bold font when the
// theme's font cannot be read (a collection, a broken resource): the plan
// then still has its letters.
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

// textFace is one font at one pixel size, with its glyphs rendered once.
type textFace struct {
	face   font.Face
	glyphs map[rune]*glyph
}

// glyph is a rendered glyph: its coverage mask, where the mask lies
// relative to the pen position on the baseline, and the pen advance.
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
	if f.font == nil || px < 4 {
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
		// The face reuses its buffer on the next call: keep a copy.
		m := image.NewAlpha(image.Rect(0, 0, dr.Dx(), dr.Dy()))
		draw.Draw(m, m.Rect, mask, mp, draw.Src)
		g.mask, g.r = m, dr
	}
	tf.glyphs[r] = g
	return g
}

// bounds is the ink box of s with the pen starting at the origin.
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

// drawMask paints col through mask, whose top-left corner goes to at.
func drawMask(dst *image.RGBA, clip image.Rectangle, mask *image.Alpha, at image.Point, col *image.Uniform) {
	if mask == nil {
		return
	}
	dr := image.Rectangle{Min: at, Max: at.Add(mask.Rect.Size())}.Intersect(clip)
	if dr.Empty() {
		return
	}
	mp := mask.Rect.Min.Add(dr.Min.Sub(at))
	draw.DrawMask(dst, dr, col, image.Point{}, mask, mp, draw.Over)
}

// fillRect paints an opaque colour, much faster than draw.Draw for the
// thousands of small rectangles of a plan.
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

// shape is a closed polygon in a size x size box, in fractions of the box.
type shape [][2]float32

// mask renders polygons into an anti-aliased coverage mask of size x size
// pixels (the even-odd rule is not needed: rings are drawn as two masks).
func mask(size int, polys ...shape) *image.Alpha {
	if size < 1 {
		return nil
	}
	z := vector.NewRasterizer(size, size)
	s := float32(size)
	for _, poly := range polys {
		if len(poly) < 3 {
			continue
		}
		z.MoveTo(poly[0][0]*s, poly[0][1]*s)
		for _, p := range poly[1:] {
			z.LineTo(p[0]*s, p[1]*s)
		}
		z.ClosePath()
	}
	m := image.NewAlpha(image.Rect(0, 0, size, size))
	z.Draw(m, m.Rect, image.Opaque, image.Point{})
	return m
}

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

// rotate turns a shape drawn pointing right to point up, right, down or
// left (by maze.Dir order: 1 up, 2 right, 3 down, 4 left).
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
