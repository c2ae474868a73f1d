package ui

import (
	"fyne.io/fyne/v2"

	"github.com/labyrinth-game/labyrinth/ui/shell"
)

// Identity of the application, for cmd/labyrinth (shell/app.go holds them).
const (
	AppID   = shell.AppID
	AppName = shell.AppName
	Version = shell.Version
)

// Setup fills the main window: the player's theme, the window icon, the start
// screen and the keyboard shortcuts. The caller shows the window and runs the
// app.
func Setup(a fyne.App, w fyne.Window) {
	setup(a, w)
}

// setup is Setup, returning the start screen for the other entry points.
func setup(a fyne.App, w fyne.Window) *startScreen {
	s := newStartScreen(a, w)
	a.SetIcon(shell.Logo)
	a.Settings().SetTheme(shell.Theme{Choice: s.choice})
	s.show()
	w.SetMaster()
	w.Resize(fyne.NewSize(1024, 720))
	w.CenterOnScreen()
	return s
}
