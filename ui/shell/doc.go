// Package shell is what every screen of the Labyrinth window shares and
// the frame it lives in: the window's identity and logo (app.go), the
// player's theme (theme.go), the one door from other goroutines into the
// widgets (bridge.go), the ways to play the start screen offers
// (modes.go), every keyboard shortcut of every screen and the keymap that
// binds them (shortcuts.go), a few words' spelling (words.go), and Frame,
// what a screen may ask of the window around it: go back to the start
// screen, quit, switch the appearance, hand a maze to another screen.
//
// The screens (ui/start, ui/editor, ui/play, ui/solo) import it; it
// imports no screen. The package that switches between screens (ui, at the
// top) implements Frame.
package shell
