package shell

import (
	"fyne.io/fyne/v2"

	"github.com/labyrinth-game/labyrinth/engine/maze"
)

// Frame is the window around a screen, as the screen sees it: the one
// window the screens take turns in, and what a screen may ask of the rest
// of the application. The ui package, at the top, implements it; a
// screen's tests give it a stand-in (uitest.Frame).
type Frame interface {
	// App and Window are the application and its one window.
	App() fyne.App
	Window() fyne.Window
	// TakeWindow is called by a screen as it puts itself in the window:
	// the start screen lets go of it (its keys, its dialogs).
	TakeWindow()
	// ShowStart shows the start screen: the screen on show has closed.
	ShowStart()
	// Quit ends the application (the screen on show has closed).
	Quit()
	// CycleAppearance switches between the system's, the light and the
	// dark appearance, and remembers the choice (Ctrl+T on every screen);
	// ToggleFullScreen is F11.
	CycleAppearance()
	ToggleFullScreen()
	// PlayMaze opens solo practice's lobby on a maze another screen hands
	// over (the editor's "Use for a game"): path is its file ("" when it
	// was never saved) and name what to call it. A maze naming no rules
	// is played by the reference, which the editor checks against.
	PlayMaze(m *maze.Maze, path, name string)
}
