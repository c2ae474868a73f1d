// Package engine is the root of the Labyrinth game engine: the maze model
// (engine/maze), rules configurations (engine/rules), the move language
// (engine/moves), validation (engine/validate), the game itself
// (engine/game) and the text of announcements (engine/announce).
//
// Everything under engine is pure Go: deterministic, free of I/O, of
// goroutines, of Fyne and of the network. A game is a pure function of its
// maze, rules, seed and ordered commands.
package engine
