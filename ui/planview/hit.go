package planview

import (
	"math"

	"fyne.io/fyne/v2"

	"github.com/labyrinth-game/labyrinth/engine/maze"
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

// layout is the grid's placement in the view's coordinates (Fyne units):
// cell (0,0)'s top-left corner at origin, squares of size cell.
type layout struct {
	origin fyne.Position
	cell   float32
}

// tolerance is how close to a side a point must be to hit it.
func (v *View) tolerance(l layout) float32 {
	t := v.EdgeTolerance
	if t <= 0 {
		t = max(3, min(10, l.cell*0.22))
	}
	// The middle of a cell always hits the cell.
	return min(t, l.cell*0.4)
}

// HitAt is what lies under pos, a point in the view's coordinates.
func (v *View) HitAt(pos fyne.Position) Hit {
	return v.hit(pos, v.layout(), false)
}

// hit finds the cell and side under pos. With strict, points near a
// corner hit no side, so that a drag along a line of sides does not pick up
// the sides that cross it.
func (v *View) hit(pos fyne.Position, l layout, strict bool) Hit {
	h := Hit{Position: pos}
	if v.m == nil || l.cell <= 0 {
		return h
	}
	fx := float64((pos.X - l.origin.X) / l.cell)
	fy := float64((pos.Y - l.origin.Y) / l.cell)
	x, y := int(math.Floor(fx)), int(math.Floor(fy))
	h.Cell = maze.Pos{X: x, Y: y, Floor: v.floor}
	h.InGrid = v.m.InGrid(h.Cell)
	c := float64(l.cell)
	lx, ly := (fx-float64(x))*c, (fy-float64(y))*c // from the square's left and top
	tol := float64(v.tolerance(l))
	type cand struct {
		dist, along float64 // from the side's line, and from its nearer end
		ref         sideRef
	}
	cands := [4]cand{
		{lx, min(ly, c-ly), sideRef{vertical: true, gx: x, gy: y}},
		{c - lx, min(ly, c-ly), sideRef{vertical: true, gx: x + 1, gy: y}},
		{ly, min(lx, c-lx), sideRef{gx: x, gy: y}},
		{c - ly, min(lx, c-lx), sideRef{gx: x, gy: y + 1}},
	}
	// Nearest first; four elements, so a tiny insertion sort.
	for i := 1; i < len(cands); i++ {
		for j := i; j > 0 && cands[j].dist < cands[j-1].dist; j-- {
			cands[j], cands[j-1] = cands[j-1], cands[j]
		}
	}
	for _, cd := range cands {
		if cd.dist > tol {
			break
		}
		if strict && cd.along < tol {
			continue
		}
		if side, outer, ok := v.sideOf(cd.ref); ok {
			h.Edge, h.Outer, h.OnEdge = side, outer, true
			break
		}
	}
	return h
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
func extendCells(path []maze.Pos, m *maze.Maze, floor int, l layout, p0, p1 fyne.Position) []maze.Pos {
	if m == nil || l.cell <= 0 {
		return path
	}
	fx0, fy0 := float64((p0.X-l.origin.X)/l.cell), float64((p0.Y-l.origin.Y)/l.cell)
	fx1, fy1 := float64((p1.X-l.origin.X)/l.cell), float64((p1.Y-l.origin.Y)/l.cell)
	x, y := int(math.Floor(fx0)), int(math.Floor(fy0))
	ex, ey := int(math.Floor(fx1)), int(math.Floor(fy1))
	visit := func(x, y int) {
		p := maze.Pos{X: x, Y: y, Floor: floor}
		if !m.InGrid(p) || (len(path) > 0 && path[len(path)-1] == p) {
			return
		}
		path = append(path, p)
	}
	visit(x, y)
	// Amanatides and Woo's grid traversal, one axis step at a time.
	dx, dy := fx1-fx0, fy1-fy0
	stepX, stepY := 1, 1
	tMaxX, tMaxY := math.Inf(1), math.Inf(1)
	tDX, tDY := math.Inf(1), math.Inf(1)
	if dx < 0 {
		stepX = -1
	}
	if dy < 0 {
		stepY = -1
	}
	if dx != 0 {
		next := float64(x)
		if dx > 0 {
			next++
		}
		tMaxX, tDX = (next-fx0)/dx, math.Abs(1/dx)
	}
	if dy != 0 {
		next := float64(y)
		if dy > 0 {
			next++
		}
		tMaxY, tDY = (next-fy0)/dy, math.Abs(1/dy)
	}
	for n := abs(ex-x) + abs(ey-y); n > 0; n-- {
		if tMaxX < tMaxY {
			x += stepX
			tMaxX += tDX
		} else {
			y += stepY
			tMaxY += tDY
		}
		visit(x, y)
	}
	return path
}

// extendEdges appends to path the sides a move from p0 to p1 passes near,
// sampled often enough not to skip one, each once in a row.
func (v *View) extendEdges(path []maze.Side, l layout, p0, p1 fyne.Position) []maze.Side {
	if v.m == nil || l.cell <= 0 {
		return path
	}
	step := max(1, v.tolerance(l)/2)
	d := p1.Subtract(p0)
	dist := float32(math.Hypot(float64(d.X), float64(d.Y)))
	n := int(dist/step) + 1
	for i := 0; i <= n; i++ {
		t := float32(i) / float32(n)
		h := v.hit(fyne.NewPos(p0.X+d.X*t, p0.Y+d.Y*t), l, true)
		if !h.OnEdge || (len(path) > 0 && path[len(path)-1] == h.Edge) {
			continue
		}
		path = append(path, h.Edge)
	}
	return path
}
