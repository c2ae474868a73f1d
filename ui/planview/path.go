package planview

import (
	"math"

	"fyne.io/fyne/v2"

	"github.com/labyrinth-game/labyrinth/engine/maze"
)

// SegmentStyle is how a stretch of a path is drawn, so that a path shows
// how its player went and not only where: a walk is a line, a jump an arc
// over what it skips, a carry a wave along the cells it follows.
type SegmentStyle uint8

const (
	// SegmentWalk is a solid line from cell centre to cell centre.
	SegmentWalk SegmentStyle = iota
	// SegmentJump is a dashed arc from the first cell to the last, with an
	// arrowhead: a fall through a pit to the next one, over whatever lies
	// between.
	SegmentJump
	// SegmentFlow is a wavy line through the cells in order, with an
	// arrowhead: carried by a river's flow.
	SegmentFlow
	// SegmentBump is a short stroke from the cell's centre towards its side
	// Dir, ending in a bar across: a wall that stopped the player.
	SegmentBump
	// SegmentOut is an arrow from the cell's centre out through its side
	// Dir: a walk out of the labyrinth.
	SegmentOut
	// SegmentIn is an arrow from beyond the cell's side Dir to its centre:
	// a walk back in.
	SegmentIn
	// SegmentHop is a dotted straight line from the first cell to the last:
	// moved without crossing what lies between (a new cell ordered).
	SegmentHop
)

// Segment is one stretch of a path: Cells in order (one cell for a bump, a
// walk out or in, with the side Dir).
type Segment struct {
	Style SegmentStyle
	Cells []maze.Pos
	Dir   maze.Dir
}

// piece is one straight stroke of a drawn path.
type piece struct{ a, b fyne.Position }

// pathGeometry turns segments into strokes: at places a cell's centre in
// the view, cell is a cell's side. Cells on another floor than floor are
// left out; a jump between floors is a short stub at its end on this
// floor.
type pathGeometry struct {
	at    func(maze.Pos) fyne.Position
	cell  float32
	floor int
}

// strokes appends the strokes of s to out.
func (g pathGeometry) strokes(out []piece, s Segment) []piece {
	on := func(p maze.Pos) bool { return p.Floor == g.floor }
	switch s.Style {
	case SegmentWalk:
		for i := 1; i < len(s.Cells); i++ {
			a, b := s.Cells[i-1], s.Cells[i]
			if on(a) && on(b) && a != b {
				out = append(out, piece{g.at(a), g.at(b)})
			}
		}
	case SegmentJump:
		if len(s.Cells) < 2 {
			return out
		}
		a, b := s.Cells[0], s.Cells[len(s.Cells)-1]
		if on(a) != on(b) {
			// A jump to or from another floor (a pit loop across floors):
			// a short dashed stub leaves the pit towards the corner, or
			// comes into it from there, so that the path does not just
			// stop; the floor switch shows where it goes on.
			c := g.at(a)
			corner := c.AddXY(g.cell*0.45, -g.cell*0.45)
			from, to := c, corner
			if on(b) {
				c = g.at(b)
				from, to = c.AddXY(-g.cell*0.45, -g.cell*0.45), c
			}
			pts := []fyne.Position{from, to}
			out = g.dashed(out, pts, max(3, g.cell*0.2), max(2, g.cell*0.14))
			return g.arrowHead(out, from, to)
		}
		if !on(a) || a == b {
			return out
		}
		pts := g.arc(g.at(a), g.at(b))
		out = g.dashed(out, pts, max(3, g.cell*0.2), max(2, g.cell*0.14))
		out = g.arrowHead(out, pts[len(pts)-2], pts[len(pts)-1])
	case SegmentFlow:
		var line []fyne.Position
		for _, c := range s.Cells {
			if !on(c) {
				return out
			}
			if len(line) == 0 || line[len(line)-1] != g.at(c) {
				line = append(line, g.at(c))
			}
		}
		if len(line) < 2 {
			return out
		}
		pts := g.wave(line)
		for i := 1; i < len(pts); i++ {
			out = append(out, piece{pts[i-1], pts[i]})
		}
		out = g.arrowHead(out, line[len(line)-2], line[len(line)-1])
	case SegmentBump:
		if len(s.Cells) == 0 || !on(s.Cells[0]) || !s.Dir.Valid() {
			return out
		}
		c := g.at(s.Cells[0])
		dx, dy := float32(s.Dir.DX()), float32(s.Dir.DY())
		tip := c.AddXY(dx*g.cell*0.36, dy*g.cell*0.36)
		half := g.cell * 0.16
		out = append(out, piece{c, tip}, piece{tip.AddXY(-dy*half, -dx*half), tip.AddXY(dy*half, dx*half)})
	case SegmentOut, SegmentIn:
		if len(s.Cells) == 0 || !on(s.Cells[0]) || !s.Dir.Valid() {
			return out
		}
		c := g.at(s.Cells[0])
		far := c.AddXY(float32(s.Dir.DX())*g.cell*0.95, float32(s.Dir.DY())*g.cell*0.95)
		from, to := c, far
		if s.Style == SegmentIn {
			from, to = far, c.AddXY(float32(s.Dir.DX())*g.cell*0.2, float32(s.Dir.DY())*g.cell*0.2)
		}
		out = append(out, piece{from, to})
		out = g.arrowHead(out, from, to)
	case SegmentHop:
		if len(s.Cells) < 2 {
			return out
		}
		a, b := s.Cells[0], s.Cells[len(s.Cells)-1]
		if on(a) && on(b) && a != b {
			out = g.dashed(out, []fyne.Position{g.at(a), g.at(b)}, max(1.5, g.cell*0.06), max(2.5, g.cell*0.12))
		}
	}
	return out
}

// arc is a quadratic curve from a to b bowed to the left of the way it
// goes, by a third of its length (at least half a cell), so that it stands
// clear of the cells between.
func (g pathGeometry) arc(a, b fyne.Position) []fyne.Position {
	dx, dy := b.X-a.X, b.Y-a.Y
	n := float32(math.Hypot(float64(dx), float64(dy)))
	bow := max(n/3, g.cell*0.5)
	mid := fyne.NewPos((a.X+b.X)/2+dy/n*bow, (a.Y+b.Y)/2-dx/n*bow)
	steps := max(8, min(64, int((n+bow)/max(2, g.cell*0.08))))
	pts := make([]fyne.Position, 0, steps+1)
	for i := range steps + 1 {
		t := float32(i) / float32(steps)
		u := 1 - t
		pts = append(pts, fyne.NewPos(u*u*a.X+2*u*t*mid.X+t*t*b.X, u*u*a.Y+2*u*t*mid.Y+t*t*b.Y))
	}
	return pts
}

// wave follows the polyline with a sine wave across it, half a cell long
// and a tenth of a cell high, ending on the line.
func (g pathGeometry) wave(line []fyne.Position) []fyne.Position {
	length := float32(0)
	for i := 1; i < len(line); i++ {
		length += span(line[i-1], line[i])
	}
	if length == 0 {
		return line
	}
	waves := max(1, float32(math.Round(float64(length/(g.cell*0.5)))))
	amp := max(1.5, g.cell*0.1)
	step := max(1.5, g.cell*0.06)
	var pts []fyne.Position
	done := float32(0)
	for i := 1; i < len(line); i++ {
		a, b := line[i-1], line[i]
		l := span(a, b)
		if l == 0 {
			continue
		}
		ux, uy := (b.X-a.X)/l, (b.Y-a.Y)/l
		n := max(1, int(l/step))
		for j := range n + 1 {
			if j == 0 && len(pts) > 0 {
				continue
			}
			s := l * float32(j) / float32(n)
			w := amp * float32(math.Sin(2*math.Pi*float64(waves*(done+s)/length)))
			pts = append(pts, fyne.NewPos(a.X+ux*s-uy*w, a.Y+uy*s+ux*w))
		}
		done += l
	}
	return pts
}

// dashed appends the polyline as dashes of length on with gaps of off.
func (g pathGeometry) dashed(out []piece, pts []fyne.Position, on, off float32) []piece {
	drawing, left := true, on
	for i := 1; i < len(pts); i++ {
		a, b := pts[i-1], pts[i]
		l := span(a, b)
		for l > 0 {
			step := min(l, left)
			t := step / l
			m := fyne.NewPos(a.X+(b.X-a.X)*t, a.Y+(b.Y-a.Y)*t)
			if drawing {
				out = append(out, piece{a, m})
			}
			a, l, left = m, l-step, left-step
			if left <= 0 {
				drawing = !drawing
				left = on
				if !drawing {
					left = off
				}
			}
		}
	}
	return out
}

// arrowHead appends two barbs at b, pointing the way from a to b.
func (g pathGeometry) arrowHead(out []piece, a, b fyne.Position) []piece {
	l := span(a, b)
	if l == 0 {
		return out
	}
	ux, uy := (b.X-a.X)/l, (b.Y-a.Y)/l
	size := max(4, g.cell*0.2)
	const c, s = 0.866, 0.5 // 30° either side of the shaft
	for _, sign := range []float32{-1, 1} {
		bx := -ux*c - sign*uy*s
		by := -uy*c + sign*ux*s
		out = append(out, piece{b, b.AddXY(bx*size, by*size)})
	}
	return out
}

func span(a, b fyne.Position) float32 {
	return float32(math.Hypot(float64(b.X-a.X), float64(b.Y-a.Y)))
}

// segments is the path's segments, its Cells as one walk when it has none.
func (p Path) segments() []Segment {
	if len(p.Segments) > 0 {
		return p.Segments
	}
	return []Segment{{Style: SegmentWalk, Cells: p.Cells}}
}
