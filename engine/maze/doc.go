// Package maze is the labyrinth plan: a grid of cells (with an optional
// shape), the walls and exits on their edges, pit loops, river systems, and
// the treasures and items placed before the game. It also knows how a
// movement resolves on the plan (pits jump, rivers carry) and reads and
// writes the versioned JSON maze format documented in docs/maze-format.md:
// version 1, the classic reference's plans, and version 2, which adds what
// the other rule systems' plans hold (swamps, casinos, elevators, one-way
// doors, windows, locked exits and Keys, staircases, creatures, arsenals of
// one kind and their new items). The engine's rules for version 2's things
// come with the rules options that allow them.
//
// Positions are 0-based in Go code and 1-based in everything a person reads
// or writes (files, messages, the text plan): Pos{X: 2, Y: 3} prints as
// "(3,4)".
package maze
