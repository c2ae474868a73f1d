package viewport

import (
	"iter"
	"math"

	"fyne.io/fyne/v2"

	"github.com/labyrinth-game/labyrinth/engine/maze"
)

// Layout is where the grid lies in a view, in the view's coordinates (Fyne
// units): cell (0,0)'s top-left corner at Origin, squares of side Cell.
type Layout struct {
	Origin fyne.Position
	Cell   float32
}

// CellAt is where pos lies in cells from cell (0,0)'s corner: the cell
// under it is (⌊fx⌋, ⌊fy⌋).
func (l Layout) CellAt(pos fyne.Position) (fx, fy float64) {
	return float64((pos.X - l.Origin.X) / l.Cell), float64((pos.Y - l.Origin.Y) / l.Cell)
}

// CellRect is the square of cell (x, y).
func (l Layout) CellRect(x, y int) (fyne.Position, fyne.Size) {
	return fyne.NewPos(l.Origin.X+float32(x)*l.Cell, l.Origin.Y+float32(y)*l.Cell), fyne.NewSquareSize(l.Cell)
}

// Centre is the middle of cell (x, y).
func (l Layout) Centre(x, y int) fyne.Position {
	return fyne.NewPos(l.Origin.X+(float32(x)+0.5)*l.Cell, l.Origin.Y+(float32(y)+0.5)*l.Cell)
}

// Bar is the rectangle of thickness t along side d of cell (x, y),
// reaching t/2 past the side's ends so that bars meet at the corners.
func (l Layout) Bar(x, y int, d maze.Dir, t float32) (fyne.Position, fyne.Size) {
	px := l.Origin.X + float32(x)*l.Cell
	py := l.Origin.Y + float32(y)*l.Cell
	switch d {
	case maze.Right:
		px += l.Cell
	case maze.Down:
		py += l.Cell
	}
	if d == maze.Left || d == maze.Right {
		return fyne.NewPos(px-t/2, py-t/2), fyne.NewSize(t, l.Cell+t)
	}
	return fyne.NewPos(px-t/2, py-t/2), fyne.NewSize(l.Cell+t, t)
}

// Tolerance is how close to a side, in Fyne units, a point must be to hit
// it: set (a view's EdgeTolerance) or, when set is 0, a distance that grows
// with the zoom. It is capped so that a cell's middle always hits the
// cell.
func (l Layout) Tolerance(set float32) float32 {
	t := set
	if t <= 0 {
		t = max(3, min(10, l.Cell*0.22))
	}
	return min(t, l.Cell*0.4)
}

type nearSide struct {
	dist, along float64 // from the side's line, and from its nearer end
	dir         maze.Dir
}

// Hit is where pos lies on the grid: in cell (x, y), near the sides of it
// in sides[:n], which are those within tol of pos, nearest first (ties in
// the order left, right, up, down). With strict, a side is left out when
// pos is also within tol of one of its ends: near a corner, a stroke along
// a line of sides must not pick up the sides that cross it. l.Cell must be
// positive.
func (l Layout) Hit(pos fyne.Position, tol float32, strict bool) (x, y int, sides [4]maze.Dir, n int) {
	fx, fy := l.CellAt(pos)
	x, y = int(math.Floor(fx)), int(math.Floor(fy))
	c := float64(l.Cell)
	lx, ly := (fx-float64(x))*c, (fy-float64(y))*c // from the square's left and top
	near := [4]nearSide{
		{lx, min(ly, c-ly), maze.Left},
		{c - lx, min(ly, c-ly), maze.Right},
		{ly, min(lx, c-lx), maze.Up},
		{c - ly, min(lx, c-lx), maze.Down},
	}
	// Nearest first; four elements, so a tiny insertion sort.
	for i := 1; i < len(near); i++ {
		for j := i; j > 0 && near[j].dist < near[j-1].dist; j-- {
			near[j], near[j-1] = near[j-1], near[j]
		}
	}
	t := float64(tol)
	for _, s := range near {
		if s.dist > t {
			break
		}
		if strict && s.along < t {
			continue
		}
		sides[n] = s.dir
		n++
	}
	return x, y, sides, n
}

// Cells yields the cells a straight move from p0 to p1 passes through, in
// order, neighbours in turn (Amanatides and Woo's grid traversal), so that
// a quick stroke that skips cells between two pointer events still gives a
// connected path: the cell of p0, then at most most more. l.Cell must be
// positive.
func (l Layout) Cells(p0, p1 fyne.Position, most int) iter.Seq2[int, int] {
	return func(yield func(x, y int) bool) {
		fx0, fy0 := l.CellAt(p0)
		fx1, fy1 := l.CellAt(p1)
		x, y := int(math.Floor(fx0)), int(math.Floor(fy0))
		ex, ey := int(math.Floor(fx1)), int(math.Floor(fy1))
		if !yield(x, y) {
			return
		}
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
		for n := min(abs(ex-x)+abs(ey-y), most); n > 0; n-- {
			if tMaxX < tMaxY {
				x += stepX
				tMaxX += tDX
			} else {
				y += stepY
				tMaxY += tDY
			}
			if !yield(x, y) {
				return
			}
		}
	}
}

// Along yields points from p0 to p1, both included, at most step apart
// (step must be positive) but no more than most+1 of them: where to look
// for the sides a stroke passes near.
func Along(p0, p1 fyne.Position, step float32, most int) iter.Seq[fyne.Position] {
	return func(yield func(fyne.Position) bool) {
		d := p1.Subtract(p0)
		dist := float32(math.Hypot(float64(d.X), float64(d.Y)))
		n := min(int(dist/step)+1, most)
		for i := 0; i <= n; i++ {
			t := float32(i) / float32(n)
			if !yield(fyne.NewPos(p0.X+d.X*t, p0.Y+d.Y*t)) {
				return
			}
		}
	}
}

func abs(v int) int {
	if v < 0 {
		return -v
	}
	return v
}
