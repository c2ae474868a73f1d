package raster

import (
	"image"
	"image/color"
	"image/draw"
	"testing"

	"fyne.io/fyne/v2"
)

// disc is a shape with anti-aliased edges and clear corners, so that its
// mask is cropped.
var disc = Circle(0.5, 0.5, 0.3)

// uncropped renders a shape over the whole box, as image/draw would be
// handed it: the reference the cropped masks are checked against.
func uncropped(size int, s Shape) *image.Alpha {
	full := image.NewAlpha(image.Rect(0, 0, size, size))
	if m := Mask(size, s); m != nil {
		draw.Draw(full, m.Rect, m, m.Rect.Min, draw.Src)
	}
	return full
}

func TestMaskWH(t *testing.T) {
	for _, tc := range []struct {
		name   string
		w, h   int
		polys  []Shape
		nilOut bool
		rect   image.Rectangle // the ink box, when known
	}{
		{"an empty box", 0, 5, []Shape{disc}, true, image.Rectangle{}},
		{"no polygon", 8, 8, nil, true, image.Rectangle{}},
		{"a degenerate polygon is skipped", 8, 8, []Shape{{{0, 0}, {1, 1}}, ThickLine(0.5, 0.5, 0.5, 0.5, 0.2)}, true, image.Rectangle{}},
		{"a square crops to itself", 10, 10, []Shape{{{0.2, 0.3}, {0.6, 0.3}, {0.6, 0.7}, {0.2, 0.7}}}, false, image.Rect(2, 3, 6, 7)},
		{"the unit box is stretched", 20, 10, []Shape{{{0.5, 0}, {1, 0}, {1, 1}, {0.5, 1}}}, false, image.Rect(10, 0, 20, 10)},
		{"a disc keeps clear corners out", 24, 24, []Shape{disc}, false, image.Rectangle{}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			m := MaskWH(tc.w, tc.h, tc.polys...)
			if tc.nilOut {
				if m != nil {
					t.Fatalf("mask %v, want nil", m.Rect)
				}
				return
			}
			if m == nil {
				t.Fatal("nil mask")
			}
			if !tc.rect.Empty() && m.Rect != tc.rect {
				t.Errorf("Rect %v, want %v", m.Rect, tc.rect)
			}
			box := image.Rect(0, 0, tc.w, tc.h)
			if !m.Rect.In(box) || m.Rect == box && tc.rect.Empty() {
				t.Errorf("Rect %v is not cropped inside %v", m.Rect, box)
			}
			// Every edge row and column of the crop holds ink.
			for _, edge := range []image.Rectangle{
				image.Rect(m.Rect.Min.X, m.Rect.Min.Y, m.Rect.Max.X, m.Rect.Min.Y+1),
				image.Rect(m.Rect.Min.X, m.Rect.Max.Y-1, m.Rect.Max.X, m.Rect.Max.Y),
				image.Rect(m.Rect.Min.X, m.Rect.Min.Y, m.Rect.Min.X+1, m.Rect.Max.Y),
				image.Rect(m.Rect.Max.X-1, m.Rect.Min.Y, m.Rect.Max.X, m.Rect.Max.Y),
			} {
				ink := false
				for y := edge.Min.Y; y < edge.Max.Y; y++ {
					for x := edge.Min.X; x < edge.Max.X; x++ {
						ink = ink || m.AlphaAt(x, y).A != 0
					}
				}
				if !ink {
					t.Errorf("the crop's side %v holds no ink", edge)
				}
			}
		})
	}
}

func TestRotate(t *testing.T) {
	right := Shape{{1, 0.5}, {0.5, 0.25}}
	for _, tc := range []struct {
		name  string
		turns int
		want  Shape
	}{
		{"none", 0, right},
		{"a quarter turn points down", 1, Shape{{0.5, 1}, {0.75, 0.5}}},
		{"a half turn points left", 2, Shape{{0, 0.5}, {0.5, 0.75}}},
		{"three quarters point up", 3, Shape{{0.5, 0}, {0.25, 0.5}}},
		{"a whole turn is none", 4, right},
		{"anticlockwise", -1, Shape{{0.5, 0}, {0.25, 0.5}}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			got := Rotate(right, tc.turns)
			for i := range got {
				for k := range 2 {
					if d := got[i][k] - tc.want[i][k]; d > 1e-6 || d < -1e-6 {
						t.Fatalf("got %v, want %v", got, tc.want)
					}
				}
			}
		})
	}
}

// TestDrawMaskIsImageDraw: DrawMask lays a cropped mask exactly where and
// as image/draw lays the whole box, clipped.
func TestDrawMaskIsImageDraw(t *testing.T) {
	col := image.NewUniform(Premul(color.NRGBA{R: 0x1e, G: 0x88, B: 0xe5, A: 0xc0}))
	for _, tc := range []struct {
		name    string
		at      image.Point
		clip    image.Rectangle
		painted bool
	}{
		{"inside", image.Pt(8, 8), image.Rect(0, 0, 40, 40), true},
		{"clipped", image.Pt(8, 8), image.Rect(14, 10, 40, 20), true},
		{"partly off the picture", image.Pt(-10, 30), image.Rect(-50, -50, 100, 100), true},
		{"clipped away", image.Pt(8, 8), image.Rect(30, 30, 40, 40), false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			got, want := paper(40), paper(40)
			DrawMask(got, tc.clip, Mask(24, disc), tc.at, col)
			full := uncropped(24, disc)
			r := full.Rect.Add(tc.at).Intersect(tc.clip)
			draw.DrawMask(want, r, col, image.Point{}, full, r.Min.Sub(tc.at), draw.Over)
			if n := differ(got, want, 0); n != 0 {
				t.Errorf("%d pixels differ from image/draw", n)
			}
			if painted := differ(got, paper(40), 0) > 0; painted != tc.painted {
				t.Errorf("painted %v, want %v", painted, tc.painted)
			}
		})
	}
	DrawMask(paper(4), image.Rect(0, 0, 4, 4), nil, image.Point{}, col) // a nil mask draws nothing
}

// TestDrawMask8 holds DrawMask8 to what its comment says: the colour
// itself where an opaque colour covers a pixel, within two levels of
// DrawMask elsewhere, nothing outside the clip.
func TestDrawMask8(t *testing.T) {
	m := image.NewAlpha(image.Rect(0, 0, 256, 1))
	for i := range m.Pix {
		m.Pix[i] = uint8(i)
	}
	for _, tc := range []struct {
		name string
		col  color.NRGBA
	}{
		{"opaque", color.NRGBA{R: 0xd3, G: 0x2f, B: 0x2f, A: 0xff}},
		{"translucent", color.NRGBA{R: 0x2e, G: 0x7d, B: 0x32, A: 0x90}},
		{"black", color.NRGBA{A: 0xff}},
		{"white, faint", color.NRGBA{R: 0xff, G: 0xff, B: 0xff, A: 0x10}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			col := image.NewUniform(Premul(tc.col))
			for _, under := range []color.RGBA{{0xff, 0xfd, 0xf6, 0xff}, {0x20, 0x24, 0x2a, 0xff}, {}, {0x40, 0x00, 0x20, 0x80}} {
				got, want := image.NewRGBA(m.Rect), image.NewRGBA(m.Rect)
				FillRect(got, got.Rect, under)
				FillRect(want, want.Rect, under)
				DrawMask8(got, got.Rect, m, image.Point{}, col)
				DrawMask(want, want.Rect, m, image.Point{}, col)
				if n := differ(got, want, 2); n != 0 {
					t.Errorf("on %v: %d pixels more than two levels from DrawMask", under, n)
				}
				if tc.col.A == 0xff && got.RGBAAt(255, 0) != Premul(tc.col) {
					t.Errorf("on %v: a covered pixel is %v, want the colour %v", under, got.RGBAAt(255, 0), Premul(tc.col))
				}
			}
			img := paper(40)
			clip := image.Rect(14, 10, 30, 20)
			DrawMask8(img, clip, Mask(24, disc), image.Pt(-4, 4), col)
			DrawMask8(img, image.Rect(-100, -100, 100, 100), Mask(24, disc), image.Pt(30, -12), col)
			for y := range 40 {
				for x := range 40 {
					in := image.Pt(x, y).In(clip) || image.Pt(x, y).In(image.Rect(30, 0, 40, 12))
					if !in && img.RGBAAt(x, y) != paperColour {
						t.Fatalf("pixel (%d,%d) outside the clip was painted", x, y)
					}
				}
			}
		})
	}
	DrawMask8(paper(4), image.Rect(0, 0, 4, 4), nil, image.Point{}, image.NewUniform(color.Black))
}

func TestFillRect(t *testing.T) {
	c := color.RGBA{R: 1, G: 2, B: 3, A: 0xff}
	for _, tc := range []struct {
		name string
		r    image.Rectangle
		want int // pixels painted
	}{
		{"inside", image.Rect(1, 1, 3, 4), 6},
		{"partly outside", image.Rect(-2, 2, 2, 9), 2 * 2},
		{"outside", image.Rect(5, 5, 9, 9), 0},
		{"empty", image.Rect(2, 2, 2, 3), 0},
	} {
		t.Run(tc.name, func(t *testing.T) {
			img := image.NewRGBA(image.Rect(0, 0, 4, 4))
			FillRect(img, tc.r, c)
			n := 0
			for y := range 4 {
				for x := range 4 {
					if img.RGBAAt(x, y) == c {
						n++
						if !image.Pt(x, y).In(tc.r) {
							t.Errorf("(%d,%d) painted outside %v", x, y, tc.r)
						}
					}
				}
			}
			if n != tc.want {
				t.Errorf("%d pixels painted, want %d", n, tc.want)
			}
		})
	}
}

type brokenFont struct{}

func (brokenFont) Name() string    { return "broken.ttf" }
func (brokenFont) Content() []byte { return []byte("not a font") }

var _ fyne.Resource = brokenFont{}

func TestDrawText(t *testing.T) {
	ink := image.NewUniform(color.RGBA{A: 0xff})
	for _, tc := range []struct {
		name string
		res  fyne.Resource
		px   int
		text string
		ink  bool
	}{
		{"the default bold font", nil, 20, "H", true},
		{"an unreadable font falls back to it", brokenFont{}, 20, "1.2", true},
		{"too small to read", nil, 3, "H", false},
		{"nothing to draw", nil, 20, "", false},
		{"only a space", nil, 20, " ", false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			img := paper(48)
			f := NewFaces(tc.res, nil)
			DrawText(img, img.Rect, f.Size(tc.px), tc.text, 24, 20, ink)
			var box image.Rectangle
			for y := range 48 {
				for x := range 48 {
					if img.RGBAAt(x, y) != paperColour {
						box = box.Union(image.Rect(x, y, x+1, y+1))
					}
				}
			}
			if !tc.ink {
				if !box.Empty() {
					t.Fatalf("ink in %v, want none", box)
				}
				return
			}
			if box.Empty() {
				t.Fatal("no ink")
			}
			// The ink box is centred on (24, 20), to a pixel.
			if cx, cy := box.Min.X+box.Max.X, box.Min.Y+box.Max.Y; abs(cx-48) > 1 || abs(cy-40) > 1 {
				t.Errorf("ink box %v is not centred on (24,20)", box)
			}
		})
	}
	var none *Faces
	DrawText(paper(4), image.Rect(0, 0, 4, 4), none.Size(12), "H", 2, 2, ink) // no faces, no text
}

func TestColours(t *testing.T) {
	a, b := color.NRGBA{R: 0, G: 100, B: 255, A: 255}, color.NRGBA{R: 255, G: 100, B: 0, A: 0}
	for _, tc := range []struct {
		name      string
		got, want any
	}{
		{"Mix at 0 is a", Mix(a, b, 0), a},
		{"Mix at 1 is b", Mix(a, b, 1), b},
		{"Mix rounds to the nearest level", Mix(a, b, 0.5), color.NRGBA{R: 128, G: 100, B: 128, A: 128}},
		{"Dist ignores alpha", Dist(a, b), 510},
		{"Dist is symmetric", Dist(b, a), 510},
		{"Luminance of white", Luminance(color.NRGBA{R: 255, G: 255, B: 255, A: 255}) > 0.999, true},
		{"Luminance of black", Luminance(color.NRGBA{A: 255}), 0.0},
		{"WithAlpha", WithAlpha(a, 7), color.NRGBA{R: 0, G: 100, B: 255, A: 7}},
		{"Premul of an opaque colour", Premul(a), color.RGBA{R: 0, G: 100, B: 255, A: 255}},
		{"Premul rounds down", Premul(color.NRGBA{R: 255, G: 3, B: 128, A: 0x80}), color.RGBA{R: 128, G: 1, B: 64, A: 0x80}},
		{"NRGBA of nil", NRGBA(nil), color.NRGBA{}},
		{"NRGBA undoes Premul", NRGBA(color.RGBA{R: 0x40, A: 0x80}), color.NRGBA{R: 0x7f, A: 0x80}},
	} {
		if tc.got != tc.want {
			t.Errorf("%s: got %v, want %v", tc.name, tc.got, tc.want)
		}
	}
}

var paperColour = color.RGBA{R: 0xff, G: 0xfd, B: 0xf6, A: 0xff}

func paper(side int) *image.RGBA {
	img := image.NewRGBA(image.Rect(0, 0, side, side))
	FillRect(img, img.Rect, paperColour)
	return img
}

// differ counts the pixels of a and b with a channel more than tol apart.
func differ(a, b *image.RGBA, tol int) int {
	n := 0
	for i := 0; i < len(a.Pix); i += 4 {
		for k := range 4 {
			if abs(int(a.Pix[i+k])-int(b.Pix[i+k])) > tol {
				n++
				break
			}
		}
	}
	return n
}

func abs(v int) int {
	if v < 0 {
		return -v
	}
	return v
}

// The two blends on a cell-sized disc, the commonest mask of a sheet.
func BenchmarkDrawMask(b *testing.B)  { benchBlend(b, DrawMask) }
func BenchmarkDrawMask8(b *testing.B) { benchBlend(b, DrawMask8) }

func benchBlend(b *testing.B, blend Blend) {
	img := paper(64)
	m := Mask(32, Circle(0.5, 0.5, 0.33))
	col := image.NewUniform(Premul(color.NRGBA{R: 0xc6, G: 0x28, B: 0x28, A: 0xff}))
	b.ReportAllocs()
	for b.Loop() {
		blend(img, img.Rect, m, image.Pt(16, 16), col)
	}
}
