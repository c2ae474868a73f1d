// Package ui is the Labyrinth window: the start screen, and later the maze
// editor, the player's notebook and the game screens, with the theme and the
// keyboard shortcuts they share.
//
// It is presentation only. Rules live in engine, sessions and storage in app;
// this package shows their state and turns clicks and keys into calls to
// them. Work that finishes on another goroutine (a network read, a session
// tick) reaches the widgets only through bridge.go, which hands it to Fyne's
// main goroutine.
//
// Only cmd/labyrinth creates the Fyne application; it passes the app and its
// window to Setup.
package ui
