// Package editor is the maze editor's screen: the game master designs a
// labyrinth on the plan (a planview.View), checks it against the rules
// and saves it, or hands it to solo practice ("Use for a game").
//
// Every change goes through the document (app/editor, imported here as
// document), whose change notifications say what to redraw, so that undo
// is exact and the widget never guesses. The files:
//
//	screen.go       the screen: layout, document wiring, title, status, its keys
//	tool.go         the tool interface and the toolbar's tools, one value each
//	tools_paint.go  brush, rectangle, fill, eyedropper
//	tools_plan.go   walls, pit loops, rivers, the shape
//	tools_items.go  selection, treasures and the Key, loose items
//	tools_v2.go     doors and windows (and locks), stairs, creatures: maze format version 2
//	pointer.go      clicks, drags and the hover handed to the tool on show
//	panels.go       the problems panel, the cell inspector, the maze tab
//	panels_v2.go    the cell inspector's stock, Key, stairs and creatures
//	legend.go       the legend tab: every sign of the plan with its name
//	analysis.go     the analysis tab and the heat map, made off the UI goroutine
//	generate.go     generate, fill the rest around what is drawn
//	files.go        new, open, save, recent files, closing, recovery, PNG, menu, F1
//	swatch.go       the kind swatches of the painting tools
//	icons.go        the tools' icons
//
// Its keys are in shell.EditorKeys with every other screen's; what the
// window around it does (the start screen, solo practice) it asks of its
// shell.Frame.
package editor
