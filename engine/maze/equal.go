package maze

import "slices"

// Equal reports whether two plans are the same: size, title, players,
// every cell, every side of every cell of the labyrinth with its door,
// window or lock, the staircases, the treasures (in stack order), the item
// piles, the Keys, the creatures and the rules. Sides that belong to no cell of
// the labyrinth are not part of the plan and are ignored, so a plan equals
// what Decode reads back from its Encode.
func (m *Maze) Equal(o *Maze) bool {
	if m == nil || o == nil {
		return m == o
	}
	if m.width != o.width || m.height != o.height || m.floors != o.floors ||
		m.Title != o.Title || m.Players != o.Players {
		return false
	}
	for i, c := range m.cells {
		if c != o.cells[i] {
			return false
		}
		if c.Kind == Outside {
			continue
		}
		p := m.PosOf(i)
		for _, d := range Dirs {
			if m.Side(p, d) != o.Side(p, d) || m.markOf(p, d) != o.markOf(p, d) {
				return false
			}
		}
		if m.Stairs(p) != o.Stairs(p) {
			return false
		}
	}
	if !slices.Equal(m.Keys, o.Keys) || !slices.EqualFunc(m.Creatures, o.Creatures, Creature.Equal) {
		return false
	}
	if len(m.Treasures) != len(o.Treasures) || len(m.Piles) != len(o.Piles) {
		return false
	}
	for i, t := range m.Treasures {
		if t != o.Treasures[i] {
			return false
		}
	}
	for i, p := range m.Piles {
		if p != o.Piles[i] {
			return false
		}
	}
	if (m.Rules == nil) != (o.Rules == nil) {
		return false
	}
	return m.Rules == nil || m.Rules.Equal(*o.Rules)
}
