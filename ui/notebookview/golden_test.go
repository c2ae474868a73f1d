package notebookview

import (
	"image"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/theme"

	"github.com/labyrinth-game/labyrinth/ui/raster/rastertest"
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
		{"every-mark-light.png", rastertest.Light, theme.VariantLight},
		{"every-mark-dark.png", rastertest.Dark, theme.VariantDark},
	} {
		t.Run(tc.file, func(t *testing.T) {
			n, id := kitchenSink(t)
			got := Image(n, id, ImageOptions{CellSize: 24, Theme: tc.theme, Variant: tc.variant, Tokens: true})
			rastertest.Golden(t, got, tc.file, "NOTEBOOKVIEW_UPDATE_GOLDEN")
		})
	}
}

// TestImageIsTheView: the exported picture is what the view's cached
// picture holds, pixel for pixel, where they overlap.
func TestImageIsTheView(t *testing.T) {
	n, id := kitchenSink(t)
	v, w := fixedView(t, n, id)
	capture(w)
	img := Image(n, id, ImageOptions{CellSize: cellPx, Theme: rastertest.Light, Variant: theme.VariantLight})
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
