// Package solo is solo practice around the game screen: the practice
// lobby (a new game's form with the blank outline where the player picks
// his start, and the saved games to continue, lobby.go), the making and
// resuming of games played on this computer against the computer game
// master (app/session), and "labyrinth solo" on the command line (run.go).
//
// The game itself is shown by the player's game screen (ui/play), through
// the solo player's seat: OpenSession is all solo practice adds to it.
// docs/solo.md is the player's guide.
package solo
