package notebookview

import (
	"math"

	"fyne.io/fyne/v2"

	"github.com/labyrinth-game/labyrinth/app/notebook"
	"github.com/labyrinth-game/labyrinth/engine/maze"
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

// layout is the grid's placement in the view's coordinates (Fyne units):
// cell (0,0)'s top-left corner at origin, squares of size cell.
type layout struct {
	origin fyne.Position
	cell   float32
}

func (l layout) cellAt(pos fyne.Position) (fx, fy float64) {
	return float64((pos.X - l.origin.X) / l.cell), float64((pos.Y - l.origin.Y) / l.cell)
}

// tolerance is how close to a grid line a point must be to hit the edge.
func (v *View) tolerance(l layout) float32 {
	t := v.EdgeTolerance
	if t <= 0 {
		t = max(3, min(10, l.cell*0.22))
	}
	return min(t, l.cell*0.4)
}

// HitAt is what lies under pos, a point in the view's coordinates.
func (v *View) HitAt(pos fyne.Position) Hit { return v.hit(pos, v.layout(), false) }

// hit finds the cell and edge under pos. With strict, points near a corner
// hit no edge, so that a drag along a line does not pick up the edges
// crossing it.
func (v *View) hit(pos fyne.Position, l layout, strict bool) Hit {
	h := Hit{Position: pos, In: true}
	if l.cell <= 0 {
		return Hit{Position: pos}
	}
	fx, fy := l.cellAt(pos)
	x, y := int(math.Floor(fx)), int(math.Floor(fy))
	h.Cell = notebook.At(clampCoord(x), clampCoord(y))
	c := float64(l.cell)
	lx, ly := (fx-float64(x))*c, (fy-float64(y))*c
	tol := float64(v.tolerance(l))
	type cand struct {
		dist, along float64
		e           notebook.Edge
	}
	cands := [4]cand{
		{lx, min(ly, c-ly), notebook.EdgeOf(h.Cell, maze.Left)},
		{c - lx, min(ly, c-ly), notebook.EdgeOf(h.Cell, maze.Right)},
		{ly, min(lx, c-lx), notebook.EdgeOf(h.Cell, maze.Up)},
		{c - ly, min(lx, c-lx), notebook.EdgeOf(h.Cell, maze.Down)},
	}
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
		h.Edge, h.OnEdge = cd.e, true
		break
	}
	return h
}

// clampCoord keeps a coordinate within the notebook's reach.
func clampCoord(v int) int { return max(-notebook.Limit, min(notebook.Limit, v)) }

// extendCells appends to path the cells a straight move from p0 to p1
// passes through, each once, neighbours in turn (Amanatides and Woo's grid
// traversal): a quick stroke still gives a connected path.
func extendCells(path []notebook.Cell, l layout, p0, p1 fyne.Position) []notebook.Cell {
	if l.cell <= 0 {
		return path
	}
	fx0, fy0 := l.cellAt(p0)
	fx1, fy1 := l.cellAt(p1)
	x, y := int(math.Floor(fx0)), int(math.Floor(fy0))
	ex, ey := int(math.Floor(fx1)), int(math.Floor(fy1))
	visit := func(x, y int) {
		c := notebook.At(clampCoord(x), clampCoord(y))
		if len(path) > 0 && path[len(path)-1] == c {
			return
		}
		path = append(path, c)
	}
	visit(x, y)
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
	for n := min(abs(ex-x)+abs(ey-y), 4096); n > 0; n-- {
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

// extendEdges appends to path the edges a move from p0 to p1 passes near,
// sampled often enough not to skip one, each once in a row.
func (v *View) extendEdges(path []notebook.Edge, l layout, p0, p1 fyne.Position) []notebook.Edge {
	if l.cell <= 0 {
		return path
	}
	step := max(1, v.tolerance(l)/2)
	d := p1.Subtract(p0)
	dist := float32(math.Hypot(float64(d.X), float64(d.Y)))
	n := min(int(dist/step)+1, 20000)
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
