package uitest

import (
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"

	"github.com/labyrinth-game/labyrinth/engine/maze"
	"github.com/labyrinth-game/labyrinth/ui/shell"
)

// Frame stands in for the window around a screen (shell.Frame) in a
// screen's own tests: it has a headless window of a probed app, and
// counts what the screen asks of it instead of opening other screens.
type Frame struct {
	A fyne.App
	W fyne.Window
	// How often the screen took the window, asked for the start screen,
	// quit, switched the appearance and the full screen.
	Took, Starts, Quits, Appearances, FullScreens int
	// Played are the mazes handed to solo practice, in order.
	Played []Played
}

// Played is a maze a screen handed to solo practice (Frame.PlayMaze).
type Played struct {
	Maze       *maze.Maze
	Path, Name string
}

var _ shell.Frame = (*Frame)(nil)

// NewFrame makes a probed test app (ProbeIdle) with the game's theme and
// a window the size of the smoke test's screen.
func NewFrame(t testing.TB) *Frame {
	t.Helper()
	a := ProbeIdle(test.NewTempApp(t))
	a.Settings().SetTheme(shell.Theme{})
	w := test.NewTempWindow(t, nil)
	w.Resize(ScreenSize)
	return &Frame{A: a, W: w}
}

// ScreenSize is the test window's: the size the smoke test's screen has.
var ScreenSize = fyne.NewSize(1280, 800)

func (f *Frame) App() fyne.App       { return f.A }
func (f *Frame) Window() fyne.Window { return f.W }
func (f *Frame) TakeWindow()         { f.Took++ }
func (f *Frame) ShowStart()          { f.Starts++ }
func (f *Frame) Quit()               { f.Quits++ }
func (f *Frame) CycleAppearance()    { f.Appearances++ }
func (f *Frame) ToggleFullScreen()   { f.FullScreens++ }

func (f *Frame) PlayMaze(m *maze.Maze, path, name string) {
	f.Played = append(f.Played, Played{Maze: m, Path: path, Name: name})
}
