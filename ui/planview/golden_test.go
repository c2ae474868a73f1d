package planview

import (
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/theme"

	"github.com/labyrinth-game/labyrinth/ui/raster/rastertest"
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
		{"sample-5x5-light.png", rastertest.Light, theme.VariantLight},
		{"sample-5x5-dark.png", rastertest.Dark, theme.VariantDark},
	} {
		t.Run(tc.file, func(t *testing.T) {
			m := sample(t, "sample-5x5.json")
			v, w := showView(t, m, tc.theme, fyne.NewSize(168, 168))
			got := rastertest.RGBA(capture(w))
			if v.CellSize() != 24 {
				t.Fatalf("fitted cell size %v, want 24", v.CellSize())
			}
			// The exported picture is the view's, pixel for pixel.
			if n := rastertest.Diff(got, Image(m, ImageOptions{CellSize: 24, Theme: tc.theme, Variant: tc.variant})); n != 0 {
				t.Errorf("Image differs from the view in %d pixels", n)
			}
			rastertest.Golden(t, got, tc.file, "PLANVIEW_UPDATE_GOLDEN")
		})
	}
}
