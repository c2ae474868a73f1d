package raster

import (
	"image"
	"image/draw"
	"sync"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/theme"
	"golang.org/x/image/font"
	"golang.org/x/image/font/opentype"
	"golang.org/x/image/math/fixed"
)

// parsedFonts keeps each font resource parsed once per process: a theme
// change or a new view must not parse the font again.
var parsedFonts struct {
	sync.Mutex
	byName map[string]*opentype.Font
}

// parseFont parses res, falling back to Fyne's built-in bold font when res
// is nil or cannot be read (a collection, a broken resource): a picture
// then still has its letters. It is nil only when neither can be read.
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

// Faces hands out one font's faces by pixel size, each made once. It is
// not safe for concurrent use: each painter has its own.
type Faces struct {
	font  *opentype.Font
	blend Blend
	sizes map[int]*Face
}

// NewFaces prepares the faces of the font in res (nil or unreadable: Fyne's
// bold font), whose letters DrawText lays over a picture with blend (nil:
// DrawMask).
func NewFaces(res fyne.Resource, blend Blend) *Faces {
	if blend == nil {
		blend = DrawMask
	}
	return &Faces{font: parseFont(res), blend: blend}
}

// Size is the face of px pixels, nil when there is no font or px is too
// small for a letter to be read (DrawText then draws nothing).
func (f *Faces) Size(px int) *Face {
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
		f.sizes = map[int]*Face{}
	}
	tf := &Face{face: face, blend: f.blend, glyphs: map[rune]*glyph{}}
	f.sizes[px] = tf
	return tf
}

// Face is one font at one pixel size, each glyph rendered once.
type Face struct {
	face   font.Face
	blend  Blend
	glyphs map[rune]*glyph
}

// glyph is a rendered glyph: its coverage mask, where the mask lies
// relative to the pen position on the baseline, and the pen advance.
type glyph struct {
	mask *image.Alpha
	r    image.Rectangle
	adv  int
}

func (tf *Face) glyph(r rune) *glyph {
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
func (tf *Face) bounds(s string) image.Rectangle {
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

// DrawText draws s in face tf with its ink box (not its advance or line
// height: a label sits visually centred) centred on (cx, cy), clipped to
// clip. A nil face draws nothing.
func DrawText(dst *image.RGBA, clip image.Rectangle, tf *Face, s string, cx, cy int, col *image.Uniform) {
	if tf == nil || s == "" {
		return
	}
	b := tf.bounds(s)
	pen := image.Pt(cx-(b.Min.X+b.Max.X)/2, cy-(b.Min.Y+b.Max.Y)/2)
	for _, r := range s {
		g := tf.glyph(r)
		if g.mask != nil {
			tf.blend(dst, clip, g.mask, g.r.Min.Add(pen), col)
		}
		pen.X += g.adv
	}
}
