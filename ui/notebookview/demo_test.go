package notebookview

import (
	"strconv"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/theme"

	"github.com/labyrinth-game/labyrinth/ui/raster/rastertest"
)

// TestWritePNGs draws the kitchen-sink sheet into out/notebookview when
// NOTEBOOKVIEW_OUT is set, to be looked at.
func TestWritePNGs(t *testing.T) {
	n, id := kitchenSink(t)
	for _, tc := range []struct {
		name string
		th   fyne.Theme
		v    fyne.ThemeVariant
	}{{"light", rastertest.Light, theme.VariantLight}, {"dark", rastertest.Dark, theme.VariantDark}} {
		for _, c := range []int{12, 32, 56} {
			img := Image(n, id, ImageOptions{CellSize: c, Theme: tc.th, Variant: tc.v, Tokens: true})
			out.PNG(t, "sink-"+tc.name+"-"+strconv.Itoa(c)+".png", img)
		}
	}
}
