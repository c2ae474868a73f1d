package shell

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/theme"
)

// Mode is one way to play, as the start screen offers it. Whether it can
// be opened yet is the window's to say (the start screen asks it): until
// its screen exists the tile says "Coming soon" and opening it explains
// what is planned.
type Mode struct {
	ID      string
	Title   string
	Summary string               // one or two sentences on the tile
	Icon    func() fyne.Resource // a theme icon, looked up once the app runs
	// Later tells what exists meanwhile, shown in the coming-soon dialog.
	Later string
}

// Modes lists the start screen's modes in the order of their tiles and of
// the Ctrl+1…Ctrl+4 shortcuts.
var Modes = []Mode{
	{
		ID:      "solo",
		Title:   "Solo practice",
		Summary: "Explore a generated maze alone with the computer as game master. Map it in your notebook; when the game ends, the full plan and your path are revealed.",
		Icon:    theme.AccountIcon,
	},
	{
		ID:      "host",
		Title:   "Host a game",
		Summary: "Run a game on this computer for players on the same network. The computer announces every move, or you act as the game master with the whole plan in view.",
		Icon:    theme.ComputerIcon,
		Later:   "Hosting will advertise the game on the local network so that others can find it.",
	},
	{
		ID:      "join",
		Title:   "Join a game",
		Summary: "Find a game hosted on your local network, or type the host's address, take a seat and reconstruct the maze from the announcements.",
		Icon:    theme.LoginIcon,
		Later:   "Joining will list the games found on the local network and accept a typed address.",
	},
	{
		ID:      "editor",
		Title:   "Maze editor",
		Summary: "Design a labyrinth as the game master: walls, exits, pits, rivers and treasures. Check it against the rules and save it for a game.",
		Icon:    theme.DocumentCreateIcon,
	},
}
