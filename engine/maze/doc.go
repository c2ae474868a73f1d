// Package maze is the labyrinth plan: a grid of cells (with an optional
// shape), the walls and exits on their edges, pit loops, river systems, and
// the treasures and items placed before the game. It also knows how a
// movement resolves on the plan (pits jump, rivers carry) and reads and
// writes the versioned JSON maze format documented in docs/maze-format.md.
//
// Positions are 0-based in Go code and 1-based in everything a person reads
// or writes (files, messages, the text plan): Pos{X: 2, Y: 3} prints as
// "(3,4)".
package maze
