package planview

import (
	"github.com/labyrinth-game/labyrinth/engine/game"
	"github.com/labyrinth-game/labyrinth/engine/maze"
)

// Blank is a player's blank plan (§6.1: "his own (blank) labyrinth
// plan"): the labyrinth's outline, known to all, and nothing else — no
// walls, no exits, no cell types. A player chooses his start on it, and
// orders a new cell after a wound (§5.5). Nil for an outline of no size.
func Blank(o game.Outline) *maze.Maze {
	m, err := maze.NewFloors(o.Width(), o.Height(), max(o.Floors(), 1))
	if err != nil {
		return nil
	}
	for i := range m.Len() {
		if p := m.PosOf(i); !o.Inside(p) {
			m.SetCell(p, maze.Cell{Kind: maze.Outside})
		}
	}
	return m
}
