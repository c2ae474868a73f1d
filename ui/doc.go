// Package ui is the Labyrinth window: it switches between the screens and
// is the one place that knows them all. Only cmd/labyrinth creates the
// Fyne application; it passes the app and its window to Setup, or its
// command line to Run ("edit", "solo", and "dev-host" for developers).
//
// ui/ is presentation only. Rules live in engine, sessions and storage in
// app; the screens show their state and turn clicks and keys into calls
// to them. It is laid out as one package per screen, the shared pieces
// once, each importing only downwards:
//
//	ui              this package: Setup, Run, the window (shell.Frame), each mode's opener
//	ui/start        the start screen: the modes' cards, appearance, F1
//	ui/editor       the maze editor: the plan, its tools (one interface), panels, files
//	ui/play         the player's game screen over a seat: composer, log, status, notebook, reveal
//	ui/solo         solo practice around it: the lobby, saved games, "labyrinth solo"
//	ui/mastertable  the host's lobby and the game master's table
//	ui/widgets      widgets and layouts more than one screen uses
//	ui/shell        what every screen shares: identity, theme, the bridge to the UI
//	                goroutine, the modes, every screen's keys, Frame
//	ui/planview     the plan widget (editor, reveal, lobby outline, the game master's table)
//	ui/notebookview the notebook's sheet widget
//	ui/viewport     the grid plumbing both views share: zoom and pan, hit tests, overlays
//	ui/raster       drawing into the cached picture both views paint
//	ui/uitest       what the widget tests share (imported by tests only)
//
// A new screen (the host setup, the join list) is a package of its own
// beside these, opened from here; a joined game shows ui/play on a remote seat. Work
// that finishes on another goroutine (a network read, a session tick)
// reaches the widgets only through shell's bridge (shell.OnUI,
// shell.Follow), which hands it to Fyne's main goroutine; every key of
// every screen is listed in shell/shortcuts.go.
package ui
