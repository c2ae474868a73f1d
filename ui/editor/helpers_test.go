package editor

import (
	"image"
	"image/color"
	"image/png"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"fyne.io/fyne/v2"

	document "github.com/labyrinth-game/labyrinth/app/editor"
	"github.com/labyrinth-game/labyrinth/assets"
	"github.com/labyrinth-game/labyrinth/engine/maze"
	"github.com/labyrinth-game/labyrinth/ui/uitest"
	"github.com/labyrinth-game/labyrinth/ui/widgets"
)

func TestMain(m *testing.M) {
	// Tooltips and the analysis show at once, on the test's goroutine.
	widgets.TipDelay, analysisDelay = 0, 0
	os.Exit(m.Run())
}

// testEditorEnv keeps the editor's files in the test's own directory; file
// dialogs fail the test unless a test sets them.
func testEditorEnv(t *testing.T) Env {
	dir := t.TempDir()
	return Env{
		cfg:    document.Config{RecoveryDir: filepath.Join(dir, "recovery")},
		recent: document.Recent{Store: document.RecentFile(filepath.Join(dir, "recent.json"))},
		chooseOpen: func(fyne.Window, string, func(string)) {
			t.Error("a file dialog opened")
		},
		chooseSave: func(fyne.Window, string, string, string, func(string)) {
			t.Error("a save dialog opened")
		},
		background: func(f func()) { f() },
	}
}

// newTestEditor opens the editor on d in a headless window.
func newTestEditor(t *testing.T, d func(document.Config) *document.Document) (*Screen, fyne.Window) {
	t.Helper()
	e, f := newTestEditorIn(t, d)
	return e, f.W
}

// newTestEditorIn opens the editor on d in a stand-in frame, which tells
// what the editor asked of the window around it.
func newTestEditorIn(t *testing.T, d func(document.Config) *document.Document) (*Screen, *uitest.Frame) {
	t.Helper()
	f := uitest.NewFrame(t)
	env := testEditorEnv(t)
	e := OpenDocument(f, &env, d(env.cfg))
	f.W.Resize(uitest.ScreenSize)
	return e, f
}

// blank is a new rectangle of the given size.
func blank(width, height int) func(document.Config) *document.Document {
	return func(cfg document.Config) *document.Document {
		d, err := document.New(document.NewOptions{Width: width, Height: height}, cfg)
		if err != nil {
			panic(err)
		}
		return d
	}
}

// sampleFile copies a sample maze to a file of the test and opens it.
func sampleFile(t *testing.T, name string) func(document.Config) *document.Document {
	return func(cfg document.Config) *document.Document {
		data, err := assets.Maze(name)
		if err != nil {
			t.Fatal(err)
		}
		path := filepath.Join(t.TempDir(), name)
		if err := os.WriteFile(path, data, 0o644); err != nil {
			t.Fatal(err)
		}
		d, err := document.Open(path, cfg)
		if err != nil {
			t.Fatal(err)
		}
		return d
	}
}

// at is a cell from 1-based coordinates, as the plan and messages number
// them.
func at(x, y int) maze.Pos { return maze.At(x-1, y-1) }

// cellCentre is the middle of cell p, in the view's coordinates.
func cellCentre(e *Screen, p maze.Pos) fyne.Position {
	pos, size := e.view.CellRect(p)
	return pos.AddXY(size.Width/2, size.Height/2)
}

// sidePoint is a point on side s, just inside the cell it is named from.
func sidePoint(e *Screen, s maze.Side) fyne.Position {
	pos, size := e.view.CellRect(s.At)
	c := size.Width
	switch s.Dir {
	case maze.Right:
		return pos.AddXY(c-1, c/2)
	case maze.Left:
		return pos.AddXY(1, c/2)
	case maze.Down:
		return pos.AddXY(c/2, c-1)
	}
	return pos.AddXY(c/2, 1)
}

// press types a plain key or a shortcut, as the window would deliver it.
func press(e *Screen, k fyne.KeyName) { e.keys.TypedKey(&fyne.KeyEvent{Name: k}) }

func shortcut(e *Screen, sc fyne.Shortcut) { e.keys.TypedShortcut(sc) }

// pixel is the colour on screen at a point of the view.
func pixel(e *Screen, w fyne.Window, p fyne.Position) color.NRGBA {
	img := w.Canvas().Capture()
	abs := fyne.CurrentApp().Driver().AbsolutePositionForObject(e.view).Add(p)
	scale := float32(img.Bounds().Dx()) / w.Canvas().Size().Width
	return color.NRGBAModel.Convert(img.At(int(abs.X*scale), int(abs.Y*scale))).(color.NRGBA)
}

// readPNG decodes a PNG file.
func readPNG(t *testing.T, path string) image.Image {
	t.Helper()
	f, err := os.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	img, err := png.Decode(f)
	if err != nil {
		t.Fatalf("%s: %v", path, err)
	}
	return img
}

func hasPrefixStar(title string) bool { return strings.HasPrefix(title, "*") }
