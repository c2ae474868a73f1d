package shell

import (
	_ "embed"

	"fyne.io/fyne/v2"
)

// Identity of the application; FyneApp.toml (at the top level) repeats them for
// the fyne packaging tool, and a test there keeps the two in step.
const (
	AppID   = "io.github.labyrinth_game.labyrinth"
	AppName = "Labyrinth"
	Version = "0.1.0"
)

// MinWindowSize fits the four mode cards with their text unclipped; every
// screen's root keeps the window at least this large.
var MinWindowSize = fyne.NewSize(900, 640)

//go:embed logo.svg
var logoSVG []byte

// Logo is the Labyrinth mark: a small maze with the treasure in a dead end.
var Logo fyne.Resource = &fyne.StaticResource{StaticName: "labyrinth-logo.svg", StaticContent: logoSVG}
