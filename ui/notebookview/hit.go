package notebookview

import (
	"fyne.io/fyne/v2"

	"github.com/labyrinth-game/labyrinth/app/notebook"
	"github.com/labyrinth-game/labyrinth/ui/viewport"
)

// Hit is what lies under a point of the view, in the sheet's coordinates.
// The sheet is unbounded, so every point of the view is on a cell; a point
// near a grid line (within the view's edge tolerance) is also on that
// edge.
type Hit struct {
	// Position is the point, in the view's coordinates.
	Position fyne.Position
	// Cell is the cell under the point; valid unless None.
	Cell notebook.Cell
	// Edge is the edge near the point when OnEdge, named as the notebook
	// names it (from the cell on its left or above it).
	Edge   notebook.Edge
	OnEdge bool
	// In is false for the zero Hit: the pointer is not over the view.
	In bool
}

// None reports whether the hit is on nothing (the pointer has left).
func (h Hit) None() bool { return !h.In }

func (h Hit) same(o Hit) bool {
	return h.In == o.In && h.OnEdge == o.OnEdge && h.Cell == o.Cell && (!h.OnEdge || h.Edge == o.Edge)
}

// HitAt is what lies under pos, a point in the view's coordinates.
func (v *View) HitAt(pos fyne.Position) Hit { return v.hit(pos, v.layout(), false) }

// hit finds the cell and edge under pos. With strict, points near a corner
// hit no edge, so that a drag along a line does not pick up the edges
// crossing it.
func (v *View) hit(pos fyne.Position, l viewport.Layout, strict bool) Hit {
	if l.Cell <= 0 {
		return Hit{Position: pos}
	}
	x, y, sides, n := l.Hit(pos, l.Tolerance(v.EdgeTolerance), strict)
	h := Hit{Position: pos, In: true, Cell: notebook.At(clampCoord(x), clampCoord(y))}
	if n > 0 {
		h.Edge, h.OnEdge = notebook.EdgeOf(h.Cell, sides[0]), true
	}
	return h
}

// clampCoord keeps a coordinate within the notebook's reach.
func clampCoord(v int) int { return max(-notebook.Limit, min(notebook.Limit, v)) }

// extendCells appends to path the cells a straight move from p0 to p1
// passes through, each once, neighbours in turn: a quick stroke still
// gives a connected path.
func extendCells(path []notebook.Cell, l viewport.Layout, p0, p1 fyne.Position) []notebook.Cell {
	if l.Cell <= 0 {
		return path
	}
	// The sheet has no edge to stop a stroke: a pointer event from far
	// off the view must not walk the notebook's whole reach.
	for x, y := range l.Cells(p0, p1, 4096) {
		c := notebook.At(clampCoord(x), clampCoord(y))
		if len(path) > 0 && path[len(path)-1] == c {
			continue
		}
		path = append(path, c)
	}
	return path
}

// extendEdges appends to path the edges a move from p0 to p1 passes near,
// sampled often enough not to skip one, each once in a row.
func (v *View) extendEdges(path []notebook.Edge, l viewport.Layout, p0, p1 fyne.Position) []notebook.Edge {
	if l.Cell <= 0 {
		return path
	}
	step := max(1, l.Tolerance(v.EdgeTolerance)/2)
	// Bounded, as extendCells is: the sheet has no edge to stop a stroke.
	for pos := range viewport.Along(p0, p1, step, 20000) {
		h := v.hit(pos, l, true)
		if !h.OnEdge || (len(path) > 0 && path[len(path)-1] == h.Edge) {
			continue
		}
		path = append(path, h.Edge)
	}
	return path
}
