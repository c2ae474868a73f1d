// Package notebook is the player's graph-paper notebook without its window:
// the sheets he draws on, every mark and token on them, the move log built
// from the announcements he heard, the trace that lays a player's path from
// that log onto a sheet, gluing fragment sheets together, exact undo and
// redo, and continuous saving with crash recovery.
//
// A player never sees the plan. Each sheet is an unbounded grid in
// coordinates of the player's own choosing (any sign), because he knows
// neither the labyrinth's size nor where he is in it; fragments drawn on
// separate sheets are glued together once he finds where they meet.
//
// Every change goes through a command on a Notebook. Commands record the
// first value of every part they touch (a slot of a cell, an edge, a token,
// a trail, a sheet), so undo restores exactly what was there; a stroke
// (BeginStroke / EndStroke) makes the commands of one drag or one trace a
// single history step; listeners hear which cells and edges each command
// changed, so the sheet widget redraws only those. The package follows the
// maze editor's document model (app/editor), shares its undo history
// (app/history) and, like it, knows nothing of Fyne. docs/notebook-model.md
// describes the commands, the trace rules and the glue policy;
// docs/notebook-format.md the file format.
package notebook
