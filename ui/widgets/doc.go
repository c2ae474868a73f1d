// Package widgets holds the widgets and layouts more than one screen
// uses: tooltips and the buttons that show them (tips.go), the notice bar
// under a screen's content (notice.go), muted text, the dialog button that
// Esc and Enter close, the file dialogs that open where the player last
// chose a file (files.go), and the small layouts (layouts.go, pairs.go).
//
// A widget used by one screen only lives with that screen; one that a
// second screen needs moves here.
package widgets
