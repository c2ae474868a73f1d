package editor

import (
	"cmp"
	"slices"

	"github.com/labyrinth-game/labyrinth/engine/maze"
)

// This file holds what keeps the plan tidy when a cell changes: a pit taken
// out of its loop closes the gap in the numbering (§4.4), and a river cell
// or delta that disappears takes its river system with it sensibly (§4.5).

// putCell changes the cell at p to c and tidies up after what was there.
func (e *editor) putCell(p maze.Pos, c maze.Cell) {
	old := e.m.Cell(p)
	e.setCell(p, c)
	c = e.m.Cell(p)
	if old == c {
		return
	}
	if old.Kind == maze.Pit && (c.Kind != maze.Pit || c.Loop != old.Loop) {
		e.normalizeLoop(old.Loop)
	}
	e.riverCleanup(p, old, c)
}

func inRiverSystem(k maze.Kind) bool { return k == maze.River || k == maze.Delta }

// riverCleanup mends the river system around p after p changed from old to
// c:
//   - when p leaves the river system, each river flowing into p ends there
//     instead: it becomes a delta if some river still flows into it, and
//     land if it was a lone source (a delta with no river is no river);
//   - when p was a river and no longer flows where it did, a delta it
//     flowed into that no other river reaches becomes land.
func (e *editor) riverCleanup(p maze.Pos, old, c maze.Cell) {
	m := e.m
	if inRiverSystem(old.Kind) && !inRiverSystem(c.Kind) {
		for _, d := range maze.Dirs {
			u := p.Step(d)
			if m.Kind(u) == maze.River && m.Cell(u).Flow == d.Opposite() {
				if e.hasInflow(u) {
					e.setCell(u, maze.Cell{Kind: maze.Delta})
				} else {
					e.setCell(u, maze.Cell{Kind: maze.Land})
				}
			}
		}
	}
	if old.Kind == maze.River && (c.Kind != maze.River || c.Flow != old.Flow) {
		t := p.Step(old.Flow)
		if m.Kind(t) == maze.Delta && !e.hasInflow(t) {
			e.setCell(t, maze.Cell{Kind: maze.Land})
		}
	}
}

// hasInflow reports whether a river flows into p.
func (e *editor) hasInflow(p maze.Pos) bool {
	for _, d := range maze.Dirs {
		n := p.Step(d)
		if e.m.Kind(n) == maze.River && e.m.Cell(n).Flow == d.Opposite() {
			return true
		}
	}
	return false
}

// flowAcross reports whether a river flows across side d of p, in either
// direction.
func flowAcross(m *maze.Maze, p maze.Pos, d maze.Dir) bool {
	n := p.Step(d)
	return (m.Kind(p) == maze.River && m.Cell(p).Flow == d) ||
		(m.Kind(n) == maze.River && m.Cell(n).Flow == d.Opposite())
}

// loopPits lists the pits of a loop in loop order; pits with the same
// number (a plan opened with broken numbering) come in plan order.
func loopPits(m *maze.Maze, loop int) []maze.Pos {
	var pits []maze.Pos
	for p, c := range m.Cells {
		if c.Kind == maze.Pit && c.Loop == loop {
			pits = append(pits, p)
		}
	}
	slices.SortStableFunc(pits, func(a, b maze.Pos) int { return cmp.Compare(m.Cell(a).Order, m.Cell(b).Order) })
	return pits
}

// numberLoop makes pits loop number loop, numbered 1..N in the given order.
func (e *editor) numberLoop(loop int, pits []maze.Pos) {
	for k, p := range pits {
		e.setCell(p, maze.Cell{Kind: maze.Pit, Loop: loop, Order: k + 1})
	}
}

// normalizeLoop numbers the pits of a loop 1..N, keeping their order.
func (e *editor) normalizeLoop(loop int) {
	e.numberLoop(loop, loopPits(e.m, loop))
}

// loopNumbers lists the loop numbers in use, in increasing order.
func loopNumbers(m *maze.Maze) []int {
	var nums []int
	for _, c := range m.Cells {
		if c.Kind == maze.Pit {
			if i, found := slices.BinarySearch(nums, c.Loop); !found {
				nums = slices.Insert(nums, i, c.Loop)
			}
		}
	}
	return nums
}

// freeLoop is the smallest loop number from 1 that no pit uses.
func freeLoop(m *maze.Maze) int {
	n := 1
	for _, l := range loopNumbers(m) {
		if l == n {
			n++
		} else if l > n {
			break
		}
	}
	return n
}
