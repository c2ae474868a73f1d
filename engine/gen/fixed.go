package gen

import "github.com/labyrinth-game/labyrinth/engine/maze"

// Fixed says which parts of a partly drawn labyrinth Fill must keep exactly.
// The shape (which positions are cells) is always kept.
//
// A fixed cell keeps its kind, and a river its flow, a pit its loop and
// order. A fixed side keeps its edge: an inner side stays open, a wall or
// indestructible; an outer side stays the monolith, an open or a closed
// exit. Everything not fixed is the generator's to decide.
type Fixed struct {
	w, h, floors int
	cells        []bool
	// sides[i*4+k] is side maze.Dirs[k] of cell i; an inner side is set
	// from both of its cells.
	sides []bool
	// Treasures keeps the plan's treasures where they are; the generator
	// only adds what is missing (a true treasure if there is none, fakes up
	// to the number asked for).
	Treasures bool
	// Items keeps the plan's item piles.
	Items bool
}

// NewFixed makes an empty mask (nothing fixed) for labyrinths the size of m.
func NewFixed(m *maze.Maze) *Fixed {
	n := m.Len()
	return &Fixed{w: m.Width(), h: m.Height(), floors: m.Floors(), cells: make([]bool, n), sides: make([]bool, 4*n)}
}

// Drawn fixes everything of m that differs from a blank plan (all land, every
// inner side open, no exit): every cell that is not land, every wall, every
// exit, and the treasures and items if there are any. It is what a game
// master who drew part of a labyrinth and asks for the rest means.
func Drawn(m *maze.Maze) *Fixed {
	f := NewFixed(m)
	for i := range m.Len() {
		p := m.PosOf(i)
		if !m.Inside(p) {
			continue
		}
		if m.Kind(p) != maze.Land {
			f.cells[i] = true
		}
		for _, d := range maze.Dirs {
			e := m.Side(p, d)
			if m.IsOuter(p, d) && e != maze.Solid || !m.IsOuter(p, d) && e != maze.Open {
				f.FixSide(p, d)
			}
		}
	}
	f.Treasures = len(m.Treasures) > 0
	f.Items = len(m.Piles) > 0
	return f
}

func (f *Fixed) index(p maze.Pos) int { return (p.Floor*f.h+p.Y)*f.w + p.X }

func (f *Fixed) inGrid(p maze.Pos) bool {
	return p.X >= 0 && p.Y >= 0 && p.Floor >= 0 && p.X < f.w && p.Y < f.h && p.Floor < f.floors
}

// Cell reports whether the cell at p is fixed.
func (f *Fixed) Cell(p maze.Pos) bool { return f.inGrid(p) && f.cells[f.index(p)] }

// FixCell fixes the cell at p.
func (f *Fixed) FixCell(p maze.Pos) {
	if f.inGrid(p) {
		f.cells[f.index(p)] = true
	}
}

// Side reports whether side d of the cell at p is fixed.
func (f *Fixed) Side(p maze.Pos, d maze.Dir) bool {
	return f.inGrid(p) && d.Valid() && f.sides[f.index(p)*4+dirIndex(d)]
}

// FixSide fixes side d of the cell at p, and so the matching side of its
// neighbour.
func (f *Fixed) FixSide(p maze.Pos, d maze.Dir) {
	if !f.inGrid(p) || !d.Valid() {
		return
	}
	f.sides[f.index(p)*4+dirIndex(d)] = true
	if q := p.Step(d); f.inGrid(q) {
		f.sides[f.index(q)*4+dirIndex(d.Opposite())] = true
	}
}

// dirIndex is the position of d in maze.Dirs.
func dirIndex(d maze.Dir) int { return int(d) - int(maze.Up) }
