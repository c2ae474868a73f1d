// Package mastertable is the host's side of a network game in the window:
// the lobby, where the seats fill up live and the host's user starts the
// game when ready, and the game master's table, where a person at the
// host who is game master watches the whole game and takes the decisions
// the reference leaves to him. Both read app/host (docs/table.md) and
// forward clicks to it; the engine adjudicates every move and the game
// master never types a result.
//
//	screen.go    OpenLobby, following the host, stopping it, the keys
//	lobby.go     the lobby: seats, kick, start when ready, how friends join,
//	             the host's own seat under the computer game master
//	table.go     the game master's table: the seats' panel, the announcements
//	controls.go  his controls: starts, placing, the common start, begin,
//	             the move timer and breaks (§9), ending the game
//	plan.go      the plan as he sees it: pieces, trails, items, landmines
//	reveal.go    the end: every player's path, the replay, the figures
//
// With the computer as game master, the host's user may take a seat in
// the lobby; when the game starts his game opens on ui/play, on the seat
// app/host's Join gave him, like a player who joined over the network.
// docs/network.md, "The game master's table", is the user's guide.
package mastertable
