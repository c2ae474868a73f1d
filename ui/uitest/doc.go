// Package uitest is what the screens' widget tests share (it is imported
// by tests only): an app whose driver is watched, so that a test can
// assert that a screen where nothing happens asks for no redraw and runs
// no animation (ProbeIdle, AssertIdle); a stand-in for the window around a
// screen (Frame); finding what a player would read or press (Texts,
// FindButton, TapDialogButton, Walk); captures of a screen to look at
// (SaveShot); and a small maze to play on, with the game master's view of
// a game from its journal (games.go).
package uitest
