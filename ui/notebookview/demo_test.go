package notebookview

import (
	"os"
	"strconv"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/theme"

	"github.com/labyrinth-game/labyrinth/app/notebook"
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
		img := Image(n, id, ImageOptions{CellSize: 32, Theme: tc.th, Variant: tc.v, Tokens: true, Outline: notebook.RectOutline(8, 5)})
		out.PNG(t, "sink-outlined-"+tc.name+".png", img)
	}
	// The view: rulers, the outline, the cursor and a token.
	if os.Getenv(out.Env) == "" {
		return
	}
	v, w := showView(t, n, id, rastertest.Light, fyne.NewSize(520, 360))
	v.SetOutline(id, notebook.RectOutline(8, 5))
	v.SetCellSize(36)
	v.SetOffset(fyne.NewPos(40, 36))
	w.Canvas().Focus(v)
	out.PNG(t, "view-light.png", capture(w))
	v.SetCellSize(9)
	out.PNG(t, "view-light-9.png", capture(w))
}
