package editor

import (
	"slices"

	"github.com/labyrinth-game/labyrinth/engine/maze"
)

// Drawing is what a game master has drawn on a plan: everything that
// differs from a blank plan of the same size (all land, open inside, the
// monolith all around). It is what the generator's "fill the rest around
// what is drawn" must keep.
type Drawing struct {
	// Cells are the positions that are not plain land: other kinds, and
	// positions cut out of the shape (the shape is drawn too).
	Cells []maze.Pos
	// Sides are the sides of cells of the labyrinth that are not as on a
	// blank plan: inner sides with a wall, outline sides that are exits.
	// Each is named once, as in Change.Sides.
	Sides []maze.Side
	// Treasures and Piles are the plan's own.
	Treasures []maze.Treasure
	Piles     []maze.Pile
}

// Empty reports whether nothing is drawn.
func (dr Drawing) Empty() bool {
	return len(dr.Cells) == 0 && len(dr.Sides) == 0 && len(dr.Treasures) == 0 && len(dr.Piles) == 0
}

// Drawn computes what is drawn on m.
func Drawn(m *maze.Maze) Drawing {
	var dr Drawing
	seen := map[maze.Side]bool{}
	for p, c := range m.Cells {
		if c.Kind != maze.Land {
			dr.Cells = append(dr.Cells, p)
		}
		if c.Kind == maze.Outside {
			continue
		}
		for _, d := range maze.Dirs {
			blank := maze.Open
			if m.IsOuter(p, d) {
				blank = maze.Solid
			}
			s := canonical(maze.Side{At: p, Dir: d})
			if m.Side(p, d) != blank && !seen[s] {
				seen[s] = true
				dr.Sides = append(dr.Sides, s)
			}
		}
	}
	dr.Treasures = slices.Clone(m.Treasures)
	dr.Piles = slices.Clone(m.Piles)
	return dr
}

// Drawn computes what is drawn on the document's plan.
func (d *Document) Drawn() Drawing { return Drawn(d.ed.m) }
