package notebook

import (
	"cmp"
	"fmt"

	"github.com/labyrinth-game/labyrinth/engine/maze"
)

// Cell is a square of a sheet. Coordinates are the player's own and may be
// negative: X grows to the right, Y downwards, as on the plan. Like
// maze.Pos it prints 1-based, so Cell{0, 0} is "(1,1)" and Cell{-1, 0} is
// "(0,1)".
type Cell struct {
	X, Y int
}

// Limit bounds the coordinates of a cell: |X| and |Y| are at most Limit.
// A sheet is unbounded for any practical drawing; the bound keeps offsets
// and areas computed from coordinates far from overflowing.
const Limit = 1_000_000

// At is the cell of column x, row y.
func At(x, y int) Cell { return Cell{X: x, Y: y} }

// Step returns the neighbouring cell in direction d (c itself for NoDir).
func (c Cell) Step(d maze.Dir) Cell { return Cell{X: c.X + d.DX(), Y: c.Y + d.DY()} }

// Add shifts the cell by an offset.
func (c Cell) Add(o Offset) Cell { return Cell{X: c.X + o.DX, Y: c.Y + o.DY} }

// String prints the cell 1-based, "(3,4)".
func (c Cell) String() string { return fmt.Sprintf("(%d,%d)", c.X+1, c.Y+1) }

func (c Cell) valid() bool {
	return c.X >= -Limit && c.X <= Limit && c.Y >= -Limit && c.Y <= Limit
}

func compareCells(a, b Cell) int { return cmp.Or(cmp.Compare(a.Y, b.Y), cmp.Compare(a.X, b.X)) }

// Offset is how far one sheet is laid over another: cell c of the sheet on
// top lies on cell c.Add(o) of the sheet below.
type Offset struct {
	DX, DY int
}

// OffsetBetween is the offset that lays cell top of one sheet on cell
// below of another: "this cell of B is that cell of A".
func OffsetBetween(below, top Cell) Offset { return Offset{DX: below.X - top.X, DY: below.Y - top.Y} }

// Edge is the side shared by two neighbouring cells. It is named one way
// only: from the cell on its left (Dir Right) or above it (Dir Down), so an
// edge has a single value whichever of its cells it is reached from.
// EdgeOf names any side that way.
type Edge struct {
	At  Cell
	Dir maze.Dir // Right or Down
}

// EdgeOf is the edge on side d of cell c.
func EdgeOf(c Cell, d maze.Dir) Edge {
	switch d {
	case maze.Left:
		return Edge{At: c.Step(maze.Left), Dir: maze.Right}
	case maze.Up:
		return Edge{At: c.Step(maze.Up), Dir: maze.Down}
	}
	return Edge{At: c, Dir: d}
}

// Cells returns the two cells the edge separates: the one on its left or
// above it first.
func (e Edge) Cells() (Cell, Cell) { return e.At, e.At.Step(e.Dir) }

// Add shifts the edge by an offset.
func (e Edge) Add(o Offset) Edge { return Edge{At: e.At.Add(o), Dir: e.Dir} }

// String names the edge from its first cell: "(3,4) right".
func (e Edge) String() string { return e.At.String() + " " + e.Dir.String() }

func (e Edge) valid() bool {
	return (e.Dir == maze.Right || e.Dir == maze.Down) && e.At.valid() && e.At.Step(e.Dir).valid()
}

func compareEdges(a, b Edge) int {
	return cmp.Or(compareCells(a.At, b.At), cmp.Compare(a.Dir, b.Dir))
}
