// Package join is the joiner's side of a network game: the join list
// (games on the local network as their hosts answer, app/lan's live List,
// and games at addresses typed in), joining one — a player's name,
// remembered, and the join code when the game has one; watching instead;
// taking a seat back with its ticket — the waiting room until the host
// starts the game, and then the player's game screen, ui/play, on the
// remote seat (app/remote). The files:
//
//	env.go      what the screens need from around them (tests replace it)
//	list.go     the join list screen: Open
//	row.go      one game of the list, and what it offers (join, rejoin, watch)
//	joining.go  the join dialog, dialling, and opening the game
//	waiting.go  the waiting room: who is there until the game starts
//	words.go    refusals and what the list shows, in words
//
// docs/network.md, "Joining from the app", is the player's guide.
package join
