// Package editor is the game master's maze editor without its window: the
// document being edited (the maze, its file, unsaved changes, the window
// title), every editing command, exact undo and redo, live validation,
// saving, autosave to a recovery file and the recent-files list.
//
// Every change to the plan goes through a command on a Document. A command
// records the first value of each part of the plan it touches (cells,
// sides with their doors, windows and locks, staircases, the treasure,
// item, Key and creature lists, rules, title, players), so undoing it
// restores exactly what was there, and a stroke (BeginStroke / EndStroke)
// groups the commands of one brush or edge drag into one history step.
// Listeners hear which cells and sides each command changed, so a plan
// widget redraws only those, and whether the validation report changed.
// The steps, labels and strokes are kept by app/history, which the player's
// notebook (app/notebook) shares; this package says what a step of a plan is.
//
// The package knows nothing of Fyne: the plan widget (ui/planview) and the
// editor screen drive it, and its tests need no window. docs/editor-model.md
// describes the commands and the history.
package editor
