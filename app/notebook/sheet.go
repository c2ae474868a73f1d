package notebook

import (
	"maps"
	"slices"
	"strings"

	"github.com/labyrinth-game/labyrinth/engine/maze"
)

// SheetID names a sheet for the notebook's life and in its file; it never
// changes when the sheet is renamed or moved.
type SheetID uint64

// Sheet is one page of graph paper: marks in cells and on edges, the
// cursor, the players' tokens and trails, and the traces laid on it. The
// sheet widget reads it; every change goes through the Notebook's commands.
type Sheet struct {
	id     SheetID
	name   string
	cursor Cell
	// floor is the floor of the labyrinth the sheet draws, from 0: a
	// labyrinth of several floors gets a sheet per floor (docs/notebook-model.md).
	floor  int
	cells  map[Cell][NumSlots]CellMark
	edges  map[Edge]EdgeMark
	tokens map[int]Cell
	trails map[int][]Cell
	traces []TraceRun
}

func newSheet(id SheetID, name string, cursor Cell) *Sheet {
	return &Sheet{id: id, name: name, cursor: cursor, cells: map[Cell][NumSlots]CellMark{},
		edges: map[Edge]EdgeMark{}, tokens: map[int]Cell{}, trails: map[int][]Cell{}}
}

// ID is the sheet's identity.
func (s *Sheet) ID() SheetID { return s.id }

// Name is the sheet's name, unique in the notebook (ignoring case).
func (s *Sheet) Name() string { return s.name }

// Floor is the floor of the labyrinth the sheet draws, from 0 (the first
// floor, for every sheet of a labyrinth of one floor).
func (s *Sheet) Floor() int { return s.floor }

// Cursor is the cell the keyboard commands act on.
func (s *Sheet) Cursor() Cell { return s.cursor }

// Mark is the mark in one slot of a cell (empty when none).
func (s *Sheet) Mark(c Cell, slot Slot) CellMark {
	if slot >= NumSlots {
		return CellMark{}
	}
	return s.cells[c][slot]
}

// Marks is every slot of a cell.
func (s *Sheet) Marks(c Cell) [NumSlots]CellMark { return s.cells[c] }

// Edge is the mark on an edge.
func (s *Sheet) Edge(e Edge) EdgeMark { return s.edges[e] }

// Side is the mark on side d of cell c.
func (s *Sheet) Side(c Cell, d maze.Dir) EdgeMark { return s.edges[EdgeOf(c, d)] }

// Cells lists the cells holding a mark, row by row.
func (s *Sheet) Cells() []Cell {
	return slices.SortedFunc(maps.Keys(s.cells), compareCells)
}

// Edges lists the edges holding a mark, in order of their first cell.
func (s *Sheet) Edges() []Edge {
	return slices.SortedFunc(maps.Keys(s.edges), compareEdges)
}

// EachCell calls fn for every cell holding a mark, in no particular order
// (the fast way to draw a whole sheet).
func (s *Sheet) EachCell(fn func(Cell, [NumSlots]CellMark)) {
	for c, m := range s.cells {
		fn(c, m)
	}
}

// EachEdge calls fn for every edge holding a mark, in no particular order.
func (s *Sheet) EachEdge(fn func(Edge, EdgeMark)) {
	for e, m := range s.edges {
		fn(e, m)
	}
}

// Len is the number of marks on the sheet: cell slots and edges.
func (s *Sheet) Len() int {
	n := len(s.edges)
	for _, ms := range s.cells {
		for _, m := range ms {
			if !m.Empty() {
				n++
			}
		}
	}
	return n
}

// Bounds is the smallest rectangle holding every mark, token and trail of
// the sheet: lo its top-left cell, hi its bottom-right; ok is false for an
// empty sheet.
func (s *Sheet) Bounds() (lo, hi Cell, ok bool) {
	add := func(c Cell) {
		if !ok {
			lo, hi, ok = c, c, true
			return
		}
		lo.X, lo.Y = min(lo.X, c.X), min(lo.Y, c.Y)
		hi.X, hi.Y = max(hi.X, c.X), max(hi.Y, c.Y)
	}
	for c := range s.cells {
		add(c)
	}
	for e := range s.edges {
		a, b := e.Cells()
		add(a)
		add(b)
	}
	for _, c := range s.tokens {
		add(c)
	}
	for _, t := range s.trails {
		for _, c := range t {
			add(c)
		}
	}
	return lo, hi, ok
}

// Token is a player's token on a sheet.
type Token struct {
	Player int
	At     Cell
}

// Token is where the player's token stands on the sheet, if it is there.
func (s *Sheet) Token(player int) (Cell, bool) {
	c, ok := s.tokens[player]
	return c, ok
}

// Tokens lists the tokens on the sheet by player.
func (s *Sheet) Tokens() []Token {
	out := make([]Token, 0, len(s.tokens))
	for _, p := range slices.Sorted(maps.Keys(s.tokens)) {
		out = append(out, Token{Player: p, At: s.tokens[p]})
	}
	return out
}

// Trail is the cells the player's token visited on the sheet, in order.
func (s *Sheet) Trail(player int) []Cell { return slices.Clone(s.trails[player]) }

// TrailPlayers lists the players who have a trail on the sheet.
func (s *Sheet) TrailPlayers() []int { return slices.Sorted(maps.Keys(s.trails)) }

// Traces lists the traces laid on the sheet, oldest first.
func (s *Sheet) Traces() []TraceRun { return slices.Clone(s.traces) }

// sameName compares sheet names as the notebook does: ignoring case and
// the spaces around them.
func sameName(a, b string) bool {
	return strings.EqualFold(strings.TrimSpace(a), strings.TrimSpace(b))
}

func slicesSortedKeys[V any](m map[int]V) []int { return slices.Sorted(maps.Keys(m)) }
