// Package rastertest helps the tests of the views that paint with
// ui/raster (the plan view, the notebook's sheet view): pictures compared
// with golden ones kept in testdata/ (within a shade, as anti-aliasing may
// differ between processors) or to the pixel, pictures copied and poisoned
// to see what a partial repaint touched, Fyne's theme pinned light or dark,
// and pictures saved for a person to look at.
package rastertest

import (
	"image"
	"image/color"
	"image/png"
	"os"
	"path/filepath"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/theme"
)

// VariantTheme is a theme pinned to light or dark, as the start screen's
// theme switch pins Fyne's default theme.
type VariantTheme struct {
	fyne.Theme
	Variant fyne.ThemeVariant
}

// Color is the theme's colour in its own variant, whatever is asked for.
func (t VariantTheme) Color(n fyne.ThemeColorName, _ fyne.ThemeVariant) color.Color {
	return t.Theme.Color(n, t.Variant)
}

// Light and Dark are Fyne's default theme pinned light and dark.
var (
	Light = VariantTheme{theme.DefaultTheme(), theme.VariantLight}
	Dark  = VariantTheme{theme.DefaultTheme(), theme.VariantDark}
)

// App makes a test app with theme th, gone after the test.
func App(t testing.TB, th fyne.Theme) fyne.App {
	t.Helper()
	a := test.NewTempApp(t)
	a.Settings().SetTheme(th)
	return a
}

// Window is a headless window of the given size holding content, without
// padding, gone after the test.
func Window(t testing.TB, content fyne.CanvasObject, size fyne.Size) fyne.Window {
	t.Helper()
	w := test.NewTempWindow(t, content)
	w.SetPadded(false)
	w.Resize(size)
	return w
}

// RGBA is img as an *image.RGBA: img itself when it is one.
func RGBA(img image.Image) *image.RGBA {
	if r, ok := img.(*image.RGBA); ok {
		return r
	}
	out := image.NewRGBA(img.Bounds())
	for y := img.Bounds().Min.Y; y < img.Bounds().Max.Y; y++ {
		for x := img.Bounds().Min.X; x < img.Bounds().Max.X; x++ {
			out.Set(x, y, img.At(x, y))
		}
	}
	return out
}

// Compare counts the pixels whose colour differs by more than tol in some
// channel (all of them when the sizes differ).
func Compare(a, b *image.RGBA, tol int) (bad, total int) {
	total = a.Rect.Dx() * a.Rect.Dy()
	if a.Rect.Size() != b.Rect.Size() {
		return total, total
	}
	for i := 0; i < len(a.Pix); i += 4 {
		for k := range 4 {
			if d := int(a.Pix[i+k]) - int(b.Pix[i+k]); d > tol || d < -tol {
				bad++
				break
			}
		}
	}
	return bad, total
}

// Diff counts the pixels that differ at all between a and b, two pictures
// of the same size.
func Diff(a, b *image.RGBA) int {
	n := 0
	for i := 0; i < len(a.Pix); i += 4 {
		if a.Pix[i] != b.Pix[i] || a.Pix[i+1] != b.Pix[i+1] || a.Pix[i+2] != b.Pix[i+2] || a.Pix[i+3] != b.Pix[i+3] {
			n++
		}
	}
	return n
}

// Clone is a copy of img.
func Clone(img *image.RGBA) *image.RGBA {
	out := image.NewRGBA(img.Rect)
	copy(out.Pix, img.Pix)
	return out
}

// Poison is a colour no view paints.
var Poison = color.RGBA{R: 0xff, B: 0xff, A: 0xff}

// PoisonOutside paints every pixel outside the rectangles keep with
// Poison: a repaint that touches only what it should leaves it there.
func PoisonOutside(img *image.RGBA, keep ...image.Rectangle) {
	for y := img.Rect.Min.Y; y < img.Rect.Max.Y; y++ {
		for x := img.Rect.Min.X; x < img.Rect.Max.X; x++ {
			in := false
			for _, k := range keep {
				in = in || image.Pt(x, y).In(k)
			}
			if !in {
				img.SetRGBA(x, y, Poison)
			}
		}
	}
}

// Golden compares got with testdata/file, a picture checked by eye: more
// than one pixel in 200 differing by more than a shade fails, and the
// picture drawn is saved in testdata/failed/ to be looked at. When the
// environment variable update is set, got replaces the golden picture
// instead.
func Golden(t testing.TB, got *image.RGBA, file, update string) {
	t.Helper()
	path := filepath.Join("testdata", file)
	if os.Getenv(update) != "" {
		SavePNG(t, path, got)
		return
	}
	want := LoadPNG(t, path, update)
	if bad, total := Compare(got, want, 24); bad > total/200 {
		failed := filepath.Join("testdata", "failed", file)
		SavePNG(t, failed, got)
		t.Errorf("%d of %d pixels differ from %s; the picture drawn is in %s", bad, total, path, failed)
	}
}

// LoadPNG reads a PNG file; a missing file fails the test with a word on
// how to make it (the environment variable update, as for Golden).
func LoadPNG(t testing.TB, path, update string) *image.RGBA {
	t.Helper()
	f, err := os.Open(path)
	if err != nil {
		t.Fatalf("%v (run with %s=1 to create it)", err, update)
	}
	defer f.Close()
	img, err := png.Decode(f)
	if err != nil {
		t.Fatalf("%s: %v", path, err)
	}
	return RGBA(img)
}

// SavePNG writes img as a PNG file, making its folder.
func SavePNG(t testing.TB, path string, img image.Image) {
	t.Helper()
	if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
		t.Fatal(err)
	}
	f, err := os.Create(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	enc := png.Encoder{CompressionLevel: png.BestCompression}
	if err := enc.Encode(f, img); err != nil {
		t.Fatal(err)
	}
}

// Out saves pictures and files in Dir for a person to look at, when the
// environment variable Env is set (to anything): a way to see a view
// without a display.
type Out struct {
	Env, Dir string
}

// PNG saves img as name.
func (o Out) PNG(t testing.TB, name string, img image.Image) {
	t.Helper()
	if os.Getenv(o.Env) == "" {
		return
	}
	if err := os.MkdirAll(o.Dir, 0o755); err != nil {
		t.Fatal(err)
	}
	f, err := os.Create(filepath.Join(o.Dir, name))
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	if err := png.Encode(f, img); err != nil {
		t.Fatal(err)
	}
}

// File saves data as name.
func (o Out) File(t testing.TB, name string, data []byte) {
	t.Helper()
	if os.Getenv(o.Env) == "" {
		return
	}
	if err := os.MkdirAll(o.Dir, 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(o.Dir, name), data, 0o644); err != nil {
		t.Fatal(err)
	}
}
