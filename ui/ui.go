package ui

import "fyne.io/fyne/v2"

// Identity of the application; FyneApp.toml (at the top level) repeats them for
// the fyne packaging tool, and a test there keeps the two in step.
const (
	AppID   = "io.github.labyrinth_game.labyrinth"
	AppName = "Labyrinth"
	Version = "0.1.0"
)

// minWindowSize fits the four mode cards with their text unclipped.
var minWindowSize = fyne.NewSize(900, 640)

// Setup fills the main window: the player's theme, the window icon, the start
// screen and the keyboard shortcuts. The caller shows the window and runs the
// app.
func Setup(a fyne.App, w fyne.Window) {
	setup(a, w)
}

// setup is Setup, returning the start screen for the other entry points.
func setup(a fyne.App, w fyne.Window) *startScreen {
	s := newStartScreen(a, w)
	a.SetIcon(logo)
	a.Settings().SetTheme(gameTheme{choice: s.choice})
	s.show()
	w.SetMaster()
	w.Resize(fyne.NewSize(1024, 720))
	w.CenterOnScreen()
	return s
}
