// Package play is the player's game screen: one screen over a seat
// (app/seat), whoever the game master is. Solo practice opens it on the
// seat of a game played on this computer (ui/solo); a joined network game
// opens it on a remote seat; a spectator's seat shows the public log. The
// screen never decides anything about the game and never reads it: every
// statement goes to the game master behind the seat, and every answer is
// shown as the events the seat heard (a test reads the code to hold it to
// that). The files:
//
//	screen.go    the screen: Open, the layout, the seat's news, the keys
//	compose.go   the move composer: direction buttons, actions, the text field
//	panels.go    the announcement log and the status panel
//	notebook.go  the notebook beside the log (ui/notebookview)
//	reveal.go    the end: the plan revealed, the replay, the notebook compared
//	legend.go    the reveal's legend
//
// What opens a game gives it a Game (the seat, its title, where it is
// saved, what "New game" opens) and an Env; its keys are shell.PlayKeys.
// docs/solo.md is the player's guide.
package play
