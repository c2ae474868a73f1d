package planview

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

	"github.com/labyrinth-game/labyrinth/assets"
	"github.com/labyrinth-game/labyrinth/engine/maze"
)

// variantTheme is Fyne's default theme pinned to light or dark, as the
// start screen's theme switch pins it.
type variantTheme struct {
	fyne.Theme
	v fyne.ThemeVariant
}

func (t variantTheme) Color(n fyne.ThemeColorName, _ fyne.ThemeVariant) color.Color {
	return t.Theme.Color(n, t.v)
}

var (
	lightTheme = variantTheme{theme.DefaultTheme(), theme.VariantLight}
	darkTheme  = variantTheme{theme.DefaultTheme(), theme.VariantDark}
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
	a := test.NewTempApp(t)
	a.Settings().SetTheme(th)
	v := New(m)
	w := test.NewTempWindow(t, v)
	w.SetPadded(false)
	w.Resize(size)
	return v, w
}

// capture renders the window's canvas.
func capture(w fyne.Window) image.Image { return w.Canvas().Capture() }

// writePNG saves img as out/planview/name under the repository, when
// PLANVIEW_OUT is set (to anything): a way to look at the plan without a
// display.
func writePNG(t testing.TB, name string, img image.Image) {
	t.Helper()
	if os.Getenv("PLANVIEW_OUT") == "" {
		return
	}
	dir := filepath.Join("..", "..", "out", "planview")
	if err := os.MkdirAll(dir, 0o755); err != nil {
		t.Fatal(err)
	}
	f, err := os.Create(filepath.Join(dir, name))
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	if err := png.Encode(f, img); err != nil {
		t.Fatal(err)
	}
}

// writeFile saves data as out/planview/name when PLANVIEW_OUT is set.
func writeFile(t testing.TB, name string, data []byte) {
	t.Helper()
	if os.Getenv("PLANVIEW_OUT") == "" {
		return
	}
	dir := filepath.Join("..", "..", "out", "planview")
	if err := os.MkdirAll(dir, 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(dir, name), data, 0o644); err != nil {
		t.Fatal(err)
	}
}
