package planview

import (
	"image"
	"image/png"
	"os"
	"path/filepath"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/theme"
)

// TestGolden compares the sample 5x5 maze, as the view shows it in a
// 168x168 window (cells of 24 pixels), with pictures checked by eye and
// kept in testdata/. Anti-aliasing may differ by a shade between
// processors, so a few slightly different pixels are tolerated. After an
// intended change of the drawing, look at testdata/failed/ and refresh the
// pictures with
//
//	PLANVIEW_UPDATE_GOLDEN=1 go test -tags ci,migrated_fynedo ./ui/planview -run Golden
func TestGolden(t *testing.T) {
	for _, tc := range []struct {
		file    string
		theme   fyne.Theme
		variant fyne.ThemeVariant
	}{
		{"sample-5x5-light.png", lightTheme, theme.VariantLight},
		{"sample-5x5-dark.png", darkTheme, theme.VariantDark},
	} {
		t.Run(tc.file, func(t *testing.T) {
			m := sample(t, "sample-5x5.json")
			v, w := showView(t, m, tc.theme, fyne.NewSize(168, 168))
			got := toRGBA(capture(w))
			if v.CellSize() != 24 {
				t.Fatalf("fitted cell size %v, want 24", v.CellSize())
			}
			// The exported picture is the view's, pixel for pixel.
			if n := diff(got, Image(m, ImageOptions{CellSize: 24, Theme: tc.theme, Variant: tc.variant})); n != 0 {
				t.Errorf("Image differs from the view in %d pixels", n)
			}
			path := filepath.Join("testdata", tc.file)
			if os.Getenv("PLANVIEW_UPDATE_GOLDEN") != "" {
				savePNG(t, path, got)
				return
			}
			want := loadPNG(t, path)
			if bad, total := compareImages(got, want, 24); bad > total/200 {
				failed := filepath.Join("testdata", "failed", tc.file)
				savePNG(t, failed, got)
				t.Errorf("%d of %d pixels differ from %s; the picture drawn is in %s", bad, total, path, failed)
			}
		})
	}
}

func toRGBA(img image.Image) *image.RGBA {
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

// compareImages counts the pixels whose colour differs by more than tol in
// some channel (all of them when the sizes differ).
func compareImages(a, b *image.RGBA, tol int) (bad, total int) {
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

func loadPNG(t *testing.T, path string) *image.RGBA {
	t.Helper()
	f, err := os.Open(path)
	if err != nil {
		t.Fatalf("%v (run with PLANVIEW_UPDATE_GOLDEN=1 to create it)", err)
	}
	defer f.Close()
	img, err := png.Decode(f)
	if err != nil {
		t.Fatalf("%s: %v", path, err)
	}
	return toRGBA(img)
}

func savePNG(t *testing.T, path string, img image.Image) {
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
