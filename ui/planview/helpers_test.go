package planview

import (
	"image"
	"path/filepath"
	"testing"

	"fyne.io/fyne/v2"

	"github.com/labyrinth-game/labyrinth/assets"
	"github.com/labyrinth-game/labyrinth/engine/maze"
	"github.com/labyrinth-game/labyrinth/ui/raster/rastertest"
)

// sample decodes one of the sample mazes shipped in assets.
func sample(t testing.TB, name string) *maze.Maze {
	t.Helper()
	data, err := assets.Maze(name)
	if err != nil {
		t.Fatal(err)
	}
	m, err := maze.Decode(data)
	if err != nil {
		t.Fatalf("%s: %v", name, err)
	}
	return m
}

// showView puts a view of m in a headless window of the given size.
func showView(t testing.TB, m *maze.Maze, th fyne.Theme, size fyne.Size) (*View, fyne.Window) {
	t.Helper()
	rastertest.App(t, th)
	v := New(m)
	return v, rastertest.Window(t, v, size)
}

// capture renders the window's canvas.
func capture(w fyne.Window) image.Image { return w.Canvas().Capture() }

// out keeps pictures and files in out/planview under the repository when
// PLANVIEW_OUT is set (to anything): a way to look at the plan without a
// display.
var out = rastertest.Out{Env: "PLANVIEW_OUT", Dir: filepath.Join("..", "..", "out", "planview")}

func abs(v int) int {
	if v < 0 {
		return -v
	}
	return v
}
