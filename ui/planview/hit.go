package planview

import (
	"math"

	"fyne.io/fyne/v2"

	"github.com/labyrinth-game/labyrinth/engine/maze"
	"github.com/labyrinth-game/labyrinth/ui/viewport"
)

// Hit is what lies under a point of the view, in maze coordinates on the
// floor shown.
//
// A point near a side (within the view's edge tolerance) hits that side:
// OnEdge is true and Edge names it. Anywhere else it hits only the cell.
// The cell is reported in both cases, so a tool that works on cells can
// ignore OnEdge. A Hit with neither InGrid nor OnEdge hits nothing (the
// pointer is in the margin, or has left the view).
type Hit struct {
	// Position is the point, in the view's coordinates.
	Position fyne.Position
	// Cell is the grid position under the point. It may lie outside the
	// labyrinth's shape (its kind is then maze.Outside), or off the grid
	// when InGrid is false.
	Cell   maze.Pos
	InGrid bool
	// Edge is the side near the point when OnEdge. An inner side is named
	// from the cell above or to the left of it (Dir is maze.Right or
	// maze.Down); a side on the outline from the cell inside the labyrinth
	// (Dir points out of it), and then Outer is true.
	Edge   maze.Side
	OnEdge bool
	Outer  bool
}

// None reports whether the hit is on nothing at all.
func (h Hit) None() bool { return !h.InGrid && !h.OnEdge }

// same reports whether two hits target the same cell and side.
func (h Hit) same(o Hit) bool {
	return h.InGrid == o.InGrid && h.OnEdge == o.OnEdge && h.Cell == o.Cell && (!h.OnEdge || h.Edge == o.Edge)
}

// HitAt is what lies under pos, a point in the view's coordinates.
func (v *View) HitAt(pos fyne.Position) Hit {
	return v.hit(pos, v.layout(), false)
}

// hit finds the cell and side under pos. With strict, points near a
// corner hit no side, so that a drag along a line of sides does not pick up
// the sides that cross it.
func (v *View) hit(pos fyne.Position, l viewport.Layout, strict bool) Hit {
	h := Hit{Position: pos}
	if v.m == nil || l.Cell <= 0 {
		return h
	}
	x, y, sides, n := l.Hit(pos, l.Tolerance(v.EdgeTolerance), strict)
	h.Cell = maze.Pos{X: x, Y: y, Floor: v.floor}
	h.InGrid = v.m.InGrid(h.Cell)
	for _, d := range sides[:n] {
		if side, outer, ok := v.sideOf(lineOf(x, y, d)); ok {
			h.Edge, h.Outer, h.OnEdge = side, outer, true
			break
		}
	}
	return h
}

// lineOf is the grid line of side d of the square (x, y).
func lineOf(x, y int, d maze.Dir) sideRef {
	switch d {
	case maze.Left:
		return sideRef{vertical: true, gx: x, gy: y}
	case maze.Right:
		return sideRef{vertical: true, gx: x + 1, gy: y}
	case maze.Up:
		return sideRef{gx: x, gy: y}
	}
	return sideRef{gx: x, gy: y + 1}
}

// sideOf names a side of the grid as a maze.Side; ok is false when neither
// position beside it is part of the labyrinth.
func (v *View) sideOf(s sideRef) (side maze.Side, outer, ok bool) {
	f := v.floor
	var a, b maze.Pos
	var d maze.Dir
	if s.vertical {
		a, b, d = maze.Pos{X: s.gx - 1, Y: s.gy, Floor: f}, maze.Pos{X: s.gx, Y: s.gy, Floor: f}, maze.Right
	} else {
		a, b, d = maze.Pos{X: s.gx, Y: s.gy - 1, Floor: f}, maze.Pos{X: s.gx, Y: s.gy, Floor: f}, maze.Down
	}
	ia, ib := v.m.Inside(a), v.m.Inside(b)
	switch {
	case ia && ib:
		return maze.Side{At: a, Dir: d}, false, true
	case ia:
		return maze.Side{At: a, Dir: d}, true, true
	case ib:
		return maze.Side{At: b, Dir: d.Opposite()}, true, true
	}
	return maze.Side{}, false, false
}

// extendCells appends to path the grid positions a straight move from p0
// to p1 passes through, each once, neighbours in turn: a quick stroke that
// skips cells between two pointer events still gives a connected path.
func extendCells(path []maze.Pos, m *maze.Maze, floor int, l viewport.Layout, p0, p1 fyne.Position) []maze.Pos {
	if m == nil || l.Cell <= 0 {
		return path
	}
	for x, y := range l.Cells(p0, p1, math.MaxInt) {
		p := maze.Pos{X: x, Y: y, Floor: floor}
		if !m.InGrid(p) || (len(path) > 0 && path[len(path)-1] == p) {
			continue
		}
		path = append(path, p)
	}
	return path
}

// extendEdges appends to path the sides a move from p0 to p1 passes near,
// sampled often enough not to skip one, each once in a row.
func (v *View) extendEdges(path []maze.Side, l viewport.Layout, p0, p1 fyne.Position) []maze.Side {
	if v.m == nil || l.Cell <= 0 {
		return path
	}
	step := max(1, l.Tolerance(v.EdgeTolerance)/2)
	for pos := range viewport.Along(p0, p1, step, math.MaxInt) {
		h := v.hit(pos, l, true)
		if !h.OnEdge || (len(path) > 0 && path[len(path)-1] == h.Edge) {
			continue
		}
		path = append(path, h.Edge)
	}
	return path
}
