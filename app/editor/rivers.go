package editor

import (
	"github.com/labyrinth-game/labyrinth/engine/maze"
)

// DrawRiver turns a drag path into a river (§4.5). path lists the cells the
// pointer crossed, each a neighbour of the one before on the same floor,
// none twice. Each cell flows into the next; the last becomes a delta.
//
//   - A path that enters an existing river or delta ends there and merges
//     into it: that cell is left as it is, and the cells after it ignored.
//   - A path that starts on an existing delta extends that river system
//     (the delta becomes a river and the new end the delta); one that
//     starts on an existing river cell redirects that cell's flow, and a
//     delta it flowed into that no other river reaches becomes land.
//   - Walls (of either kind) on the sides the new flow crosses are removed:
//     a wall cannot block a river, and dragging a river through a wall says
//     the game master wants it there. Undo puts them back.
//   - What the cells held is tidied as when painted over (pits leave their
//     loops).
//
// A path that is not a chain of neighbours, leaves the labyrinth, crosses
// itself, is shorter than two cells, or would make the river flow in a
// circle is refused with CodeBadRiver and changes nothing.
func (d *Document) DrawRiver(path []maze.Pos) error {
	m := d.ed.m
	if len(path) < 2 {
		return refuse(CodeBadRiver, "a river needs at least two cells: one flowing into the next")
	}
	seen := map[maze.Pos]int{}
	for i, p := range path {
		if !m.Inside(p) {
			return refuse(CodeOffPlan, "the river path leaves the labyrinth at %s", p).at(p)
		}
		if j, dup := seen[p]; dup {
			return refuse(CodeBadRiver, "the river path crosses itself at %s (cells %d and %d of the path)", p, j+1, i+1).at(p)
		}
		seen[p] = i
		if i > 0 && dirTo(path[i-1], p) == maze.NoDir {
			return refuse(CodeBadRiver, "the river path jumps from %s to %s: a river flows only between neighbouring cells (§4.5)", path[i-1], p).at(path[i-1], p)
		}
	}
	// The path ends where it first enters an existing river or delta.
	end := len(path) - 1
	for i := 1; i < len(path); i++ {
		if inRiverSystem(m.Kind(path[i])) {
			end = i
			break
		}
	}
	path = path[:end+1]
	merge := inRiverSystem(m.Kind(path[end]))
	return d.do("Draw river", func() error {
		e := &d.ed
		// From the end back, so that when the first cell is redirected the
		// new flow already reaches the delta it used to feed, if the path
		// ends there.
		if !merge {
			e.putCell(path[end], maze.Cell{Kind: maze.Delta})
		}
		for i := end - 1; i >= 0; i-- {
			dir := dirTo(path[i], path[i+1])
			e.putCell(path[i], maze.Cell{Kind: maze.River, Flow: dir})
			e.setSide(path[i], dir, maze.Open)
		}
		if cycle := e.riverCircle(path[0]); cycle != nil {
			return refuse(CodeBadRiver, "the river would flow in a circle through %s and never reach a delta (§4.5)", cellList(cycle)).at(cycle...)
		}
		return nil
	})
}

// dirTo is the direction from p to its neighbour q, NoDir when q is not a
// neighbour on the same floor.
func dirTo(p, q maze.Pos) maze.Dir {
	for _, d := range maze.Dirs {
		if p.Step(d) == q {
			return d
		}
	}
	return maze.NoDir
}

// riverCircle follows the flow from p and returns the circle it runs into,
// nil when it reaches a cell that is not a river.
func (e *editor) riverCircle(p maze.Pos) []maze.Pos {
	at := map[maze.Pos]int{}
	var trail []maze.Pos
	for e.m.Kind(p) == maze.River {
		if i, ok := at[p]; ok {
			return trail[i:]
		}
		at[p] = len(trail)
		trail = append(trail, p)
		p = p.Step(e.m.Cell(p).Flow)
	}
	return nil
}

// RiverPath is the path DrawRiver would make of path, for a drag preview:
// path cut where it first enters an existing river or delta, with whether it
// merges there.
func (d *Document) RiverPath(path []maze.Pos) (cut []maze.Pos, merges bool) {
	for i := 1; i < len(path); i++ {
		if inRiverSystem(d.ed.m.Kind(path[i])) {
			return path[:i+1], true
		}
	}
	return path, false
}

// Downstream follows the river at p one cell (see maze.Maze.Downstream).
func (d *Document) Downstream(p maze.Pos) (maze.Pos, bool) { return d.ed.m.Downstream(p) }
