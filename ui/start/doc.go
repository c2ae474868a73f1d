// Package start is the start screen, the first thing a player sees: the
// four ways to play as cards (shell.Modes), the appearance (system, light,
// dark), the list of keys. It opens what the window around it says exists
// and explains the rest as coming soon.
package start
