package notebookview

import (
	"image"
	"image/png"
	"os"
	"path/filepath"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/theme"
)

// TestGolden compares the kitchen-sink sheet — every mark kind, pen and
// pencil, by hand and in players' colours, tokens and trails — drawn with
// cells of 24 pixels, with pictures checked by eye and kept in testdata/.
// Anti-aliasing may differ by a shade between processors, so a few
// slightly different pixels are tolerated. After an intended change of the
// drawing, look at testdata/failed/ and refresh the pictures with
//
//	NOTEBOOKVIEW_UPDATE_GOLDEN=1 go test -tags ci,migrated_fynedo ./ui/notebookview -run Golden
func TestGolden(t *testing.T) {
	for _, tc := range []struct {
		file    string
		theme   fyne.Theme
		variant fyne.ThemeVariant
	}{
		{"every-mark-light.png", lightTheme, theme.VariantLight},
		{"every-mark-dark.png", darkTheme, theme.VariantDark},
	} {
		t.Run(tc.file, func(t *testing.T) {
			n, id := kitchenSink(t)
			got := Image(n, id, ImageOptions{CellSize: 24, Theme: tc.theme, Variant: tc.variant, Tokens: true})
			path := filepath.Join("testdata", tc.file)
			if os.Getenv("NOTEBOOKVIEW_UPDATE_GOLDEN") != "" {
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

// TestImageIsTheView: the exported picture is what the view's cached
// picture holds, pixel for pixel, where they overlap.
func TestImageIsTheView(t *testing.T) {
	n, id := kitchenSink(t)
	v, w := fixedView(t, n, id)
	capture(w)
	img := Image(n, id, ImageOptions{CellSize: cellPx, Theme: lightTheme, Variant: theme.VariantLight})
	view := v.cache.p.img
	// Image's picture starts one cell before the drawing; the view has
	// Cell{0,0} at pixel 24.
	lo, _, _ := n.Sheet(id).Bounds()
	shift := image.Pt(cellPx-(1-lo.X)*cellPx, cellPx-(1-lo.Y)*cellPx)
	r := img.Rect.Add(shift).Intersect(view.Rect)
	if r.Dx() < 200 || r.Dy() < 150 {
		t.Fatalf("overlap %v is too small to tell", r)
	}
	bad := 0
	for y := r.Min.Y; y < r.Max.Y; y++ {
		for x := r.Min.X; x < r.Max.X; x++ {
			if img.RGBAAt(x-shift.X, y-shift.Y) != view.RGBAAt(x, y) {
				bad++
			}
		}
	}
	if bad != 0 {
		t.Errorf("%d pixels of %v differ between Image and the view", bad, r)
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
		t.Fatalf("%v (run with NOTEBOOKVIEW_UPDATE_GOLDEN=1 to create it)", err)
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
