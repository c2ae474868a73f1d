package ui

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/theme"
)

// mode is one way to play, as the start screen offers it.
type mode struct {
	id      string
	title   string
	summary string               // one or two sentences on the tile
	icon    func() fyne.Resource // a theme icon, looked up once the app runs
	// start opens the mode's screen. It is nil until that screen exists; the
	// tile then says "Coming soon" and opening it explains what is planned.
	start func(*startScreen)
	// later tells what exists meanwhile, shown in the coming-soon dialog.
	later string
}

// modes lists the start screen's modes in the order of their tiles and of
// the Ctrl+1…Ctrl+4 shortcuts.
var modes = []mode{
	{
		id:      "solo",
		title:   "Solo practice",
		summary: "Explore a generated maze alone with the computer as game master. Map it in your notebook; when the game ends, the full plan and your path are revealed.",
		icon:    theme.AccountIcon,
		// start is set in solo.go (init), which refers back to modes.
	},
	{
		id:      "host",
		title:   "Host a game",
		summary: "Run a game on this computer for players on the same network. The computer announces every move, or you act as the game master with the whole plan in view.",
		icon:    theme.ComputerIcon,
		later:   "Hosting will advertise the game on the local network so that others can find it.",
	},
	{
		id:      "join",
		title:   "Join a game",
		summary: "Find a game hosted on your local network, or type the host's address, take a seat and reconstruct the maze from the announcements.",
		icon:    theme.LoginIcon,
		later:   "Joining will list the games found on the local network and accept a typed address.",
	},
	{
		id:      "editor",
		title:   "Maze editor",
		summary: "Design a labyrinth as the game master: walls, exits, pits, rivers and treasures. Check it against the rules and save it for a game.",
		icon:    theme.DocumentCreateIcon,
		// start is set in editor.go (init), which refers back to modes.
	},
}
