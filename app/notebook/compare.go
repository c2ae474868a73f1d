package notebook

import (
	"github.com/labyrinth-game/labyrinth/engine/maze"
)

// Comparing a sheet with the real plan, once the game is over and the plan
// is revealed: how much of what the player drew was right. The sheet has
// coordinates of the player's own choosing, so it is laid on the plan at an
// offset: cell c of the sheet on position c + offset of the plan, on the
// floor the sheet draws (Sheet.Floor; the first for a labyrinth of one
// floor). BestFit finds the offset where the drawing fits best.

// Agreement is how one mark of the sheet compares with the plan.
type Agreement uint8

const (
	// Unknown: the sheet says nothing there (or only a "?" or a note).
	Unknown Agreement = iota
	// Agrees: the mark says what the plan has.
	Agrees
	// Wrong: the mark says something else, or lies where the labyrinth
	// has no cell.
	Wrong
)

func (a Agreement) String() string {
	switch a {
	case Agrees:
		return "agrees"
	case Wrong:
		return "wrong"
	}
	return "unknown"
}

// CellCheck is the verdict on one cell of the sheet holding a type or a
// treasure mark.
type CellCheck struct {
	Cell Cell
	// Pos is where it lies on the plan; OnPlan is false when that is no
	// cell of the labyrinth.
	Pos    maze.Pos
	OnPlan bool
	// Type and Treasure judge the cell's type mark and its treasure mark
	// (Unknown where the slot is empty); Verdict is the worse of them.
	Type, Treasure Agreement
	Verdict        Agreement
	// TypeOwner and TreasureOwner say who drew each mark: Hand for the
	// player, a seat's owner for a trace.
	TypeOwner, TreasureOwner Owner
	// Truth is the plan's cell there (zero when off the plan).
	Truth maze.Cell
}

// EdgeCheck is the verdict on one edge mark of the sheet.
type EdgeCheck struct {
	Edge Edge
	Mark EdgeMark
	// Side is the plan's side it lies on, named from a cell of the
	// labyrinth; OnPlan is false when neither cell beside it is one.
	Side    maze.Side
	OnPlan  bool
	Verdict Agreement
	// Truth is the plan's edge there, and Outer whether it is on the
	// outline.
	Truth maze.Edge
	Outer bool
}

// Comparison is a sheet laid on the plan at an offset.
type Comparison struct {
	Offset Offset
	Cells  []CellCheck
	Edges  []EdgeCheck
	// Agreed and Wrong count the marks judged: a cell's type and treasure
	// marks count one each, an edge mark one. Marked is their sum.
	Agreed, Wrong, Marked int
	// Own counts the marks the player drew by hand (owner Hand) and Traced
	// those a trace drew (in a seat's colour): a trace draws what was
	// announced, so its marks say how well the sheet was laid, not how well
	// the player understood the labyrinth. Agreed and Wrong are their sums.
	Own, Traced Tally
	// Unknown counts what the plan has and the sheet does not say: cells of
	// the labyrinth without a type mark and sides (inner sides and the
	// outline) without an edge mark.
	Unknown int
	// Score is the player's accuracy: the share of his own marks that agree
	// (Own.Score), 0 when he drew none — never the trace's marks.
	Score float64
}

// Tally counts judged marks.
type Tally struct{ Agreed, Wrong int }

// Marked is how many marks were judged.
func (t Tally) Marked() int { return t.Agreed + t.Wrong }

// Score is the share that agree, 0 when none were judged.
func (t Tally) Score() float64 {
	if t.Marked() == 0 {
		return 0
	}
	return float64(t.Agreed) / float64(t.Marked())
}

func (t *Tally) count(a Agreement) {
	switch a {
	case Agrees:
		t.Agreed++
	case Wrong:
		t.Wrong++
	}
}

// Compare lays sheet s on plan m at offset off and judges every type,
// treasure and edge mark (question marks and notes say nothing to judge).
// A mark agrees when it agrees with m or with any of also — the same plan
// at other moments, such as after walls were blown up, so that a wall the
// player hit and later destroyed is right either way.
//
// What agrees: a type mark with the cell's type (a river's flow too, when
// drawn; a pit's number is the player's own and is not judged); a treasure
// mark with a treasure lying there at the start; a passage with an open
// side (an open exit on the outline); a wall or suspected wall with a wall
// of either kind, or any closed part of the outline (a hit wall and the
// outline read the same to a player); an exit with an exit, open or
// closed; the monolith with the outline where there is no exit. Any mark
// where the labyrinth has no cell is wrong.
func Compare(s *Sheet, off Offset, m *maze.Maze, also ...*maze.Maze) Comparison {
	if s == nil || m == nil {
		return Comparison{Offset: off}
	}
	return compareAt(marksOf(s), off, append([]*maze.Maze{m}, also...), places(m, s.floor), true)
}

// sheetMarks are the marks of a sheet a comparison judges, read once.
type sheetMarks struct {
	floor int // the floor of the plan the sheet draws
	cells []cellMarks
	edges []Edge
	kinds []EdgeMark
}

type cellMarks struct {
	cell           Cell
	kind, treasure CellMark
}

func marksOf(s *Sheet) sheetMarks {
	sm := sheetMarks{floor: s.floor}
	for _, c := range s.Cells() {
		ms := s.Marks(c)
		if ms[SlotType].Empty() && ms[SlotTreasure].Empty() {
			continue
		}
		sm.cells = append(sm.cells, cellMarks{c, ms[SlotType], ms[SlotTreasure]})
	}
	for _, e := range s.Edges() {
		sm.edges = append(sm.edges, e)
		sm.kinds = append(sm.kinds, s.Edge(e))
	}
	return sm
}

// compareAt judges the marks at one offset; detail keeps the per-mark
// verdicts (BestFit only needs the counts).
func compareAt(sm sheetMarks, off Offset, plans []*maze.Maze, total int, detail bool) Comparison {
	m := plans[0]
	c := Comparison{Offset: off}
	typed, sides := 0, 0
	for _, cm := range sm.cells {
		p := maze.Pos{X: cm.cell.X + off.DX, Y: cm.cell.Y + off.DY, Floor: sm.floor}
		ck := CellCheck{Cell: cm.cell, Pos: p, OnPlan: m.Inside(p)}
		if !cm.kind.Empty() {
			ck.Type = judgeCell(cm.kind, p, plans)
			if ck.OnPlan {
				typed++
			}
		}
		if !cm.treasure.Empty() {
			ck.Treasure = judgeTreasure(p, plans)
		}
		c.count(ck.Type, cm.kind.Owner)
		c.count(ck.Treasure, cm.treasure.Owner)
		if detail {
			ck.TypeOwner, ck.TreasureOwner = cm.kind.Owner, cm.treasure.Owner
			if ck.OnPlan {
				ck.Truth = m.Cell(p)
			}
			ck.Verdict = worstOf(ck.Type, ck.Treasure)
			c.Cells = append(c.Cells, ck)
		}
	}
	for i, e := range sm.edges {
		mark := sm.kinds[i]
		side, ok := sideOf(m, e.Add(off), sm.floor)
		if ok {
			sides++
		}
		v := judgeEdge(mark.Kind, side, ok, plans)
		c.count(v, mark.Owner)
		if detail {
			ck := EdgeCheck{Edge: e, Mark: mark, Side: side, OnPlan: ok, Verdict: v}
			if ok {
				ck.Truth, ck.Outer = m.Side(side.At, side.Dir), m.IsOuter(side.At, side.Dir)
			}
			c.Edges = append(c.Edges, ck)
		}
	}
	c.Unknown = total - typed - sides
	c.Score = c.Own.Score()
	return c
}

// count tallies a verdict on a mark drawn by owner.
func (c *Comparison) count(a Agreement, owner Owner) {
	if owner == Hand {
		c.Own.count(a)
	} else {
		c.Traced.count(a)
	}
	switch a {
	case Agrees:
		c.Agreed++
		c.Marked++
	case Wrong:
		c.Wrong++
		c.Marked++
	}
}

func worstOf(a, b Agreement) Agreement {
	if a == Wrong || b == Wrong {
		return Wrong
	}
	if a == Agrees || b == Agrees {
		return Agrees
	}
	return Unknown
}

func judgeCell(mark CellMark, p maze.Pos, plans []*maze.Maze) Agreement {
	for _, m := range plans {
		if !m.Inside(p) {
			continue
		}
		truth := m.Cell(p)
		if KindOf(truth.Kind) != mark.Kind {
			continue
		}
		if mark.Kind == River && mark.Flow.Valid() && mark.Flow != truth.Flow {
			continue
		}
		return Agrees
	}
	return Wrong
}

func judgeTreasure(p maze.Pos, plans []*maze.Maze) Agreement {
	for _, m := range plans {
		if !m.Inside(p) {
			continue
		}
		for _, t := range m.Treasures {
			if t.At == p {
				return Agrees
			}
		}
	}
	return Wrong
}

func judgeEdge(k EdgeKind, side maze.Side, onPlan bool, plans []*maze.Maze) Agreement {
	if !onPlan {
		return Wrong
	}
	for _, m := range plans {
		if edgeAgrees(k, m.Side(side.At, side.Dir), m.IsOuter(side.At, side.Dir)) {
			return Agrees
		}
	}
	return Wrong
}

func edgeAgrees(k EdgeKind, truth maze.Edge, outer bool) bool {
	switch k {
	case Passage:
		return truth == maze.Open
	case Wall, SuspectedWall:
		return truth != maze.Open
	case Exit:
		return outer && truth.IsExit()
	case Monolith:
		return outer && truth == maze.Solid
	}
	return false
}

// sideOf names the plan's side an edge of the sheet (already offset) lies
// on, from a cell of the labyrinth beside it; ok is false when neither
// cell is one.
func sideOf(m *maze.Maze, e Edge, floor int) (maze.Side, bool) {
	a, b := e.Cells()
	pa, pb := maze.Pos{X: a.X, Y: a.Y, Floor: floor}, maze.Pos{X: b.X, Y: b.Y, Floor: floor}
	switch {
	case m.Inside(pa):
		return maze.Side{At: pa, Dir: e.Dir}, true
	case m.Inside(pb):
		return maze.Side{At: pb, Dir: e.Dir.Opposite()}, true
	}
	return maze.Side{}, false
}

// places counts what a sheet could say of one floor of the labyrinth: its
// cells, its inner sides once, and the outline.
func places(m *maze.Maze, floor int) int {
	n := 0
	for y := range m.Height() {
		for x := range m.Width() {
			p := maze.Pos{X: x, Y: y, Floor: floor}
			if !m.Inside(p) {
				continue
			}
			n++
			for _, d := range maze.Dirs {
				q := p.Step(d)
				// An inner side is counted from its upper or left cell.
				if !m.Inside(q) || d == maze.Right || d == maze.Down {
					n++
				}
			}
		}
	}
	return n
}

// BestFit lays the sheet on the plan at every offset where it overlaps the
// labyrinth and returns the comparison that fits best: the most marks that
// agree less those that are wrong, then the fewest wrong, then the
// smallest shift. It costs one pass over the marks per offset: about
// (plan side + sheet side)² passes.
func BestFit(s *Sheet, m *maze.Maze, also ...*maze.Maze) Comparison {
	if s == nil || m == nil {
		return Comparison{}
	}
	lo, hi, ok := s.Bounds()
	if !ok {
		return Compare(s, Offset{}, m, also...)
	}
	sm := marksOf(s)
	plans := append([]*maze.Maze{m}, also...)
	total := places(m, sm.floor)
	best := Comparison{}
	found := false
	for dy := -hi.Y; dy <= m.Height()-1-lo.Y; dy++ {
		for dx := -hi.X; dx <= m.Width()-1-lo.X; dx++ {
			c := compareAt(sm, Offset{DX: dx, DY: dy}, plans, total, false)
			if !found || better(c, best) {
				best, found = c, true
			}
		}
	}
	return compareAt(sm, best.Offset, plans, total, true)
}

func better(a, b Comparison) bool {
	if sa, sb := a.Agreed-a.Wrong, b.Agreed-b.Wrong; sa != sb {
		return sa > sb
	}
	if a.Wrong != b.Wrong {
		return a.Wrong < b.Wrong
	}
	return abs(a.Offset.DX)+abs(a.Offset.DY) < abs(b.Offset.DX)+abs(b.Offset.DY)
}
