package editor

import (
	"cmp"
	"slices"

	"github.com/labyrinth-game/labyrinth/app/history"
	"github.com/labyrinth-game/labyrinth/engine/maze"
	"github.com/labyrinth-game/labyrinth/engine/rules"
)

// record keeps the value each part of the plan had when the record was
// opened, for every part touched since. Comparing those first values with
// the plan afterwards gives exactly what changed, however many times a part
// was set in between.
type record struct {
	cells  map[int]maze.Cell
	sides  map[maze.Side]sideValue
	stairs map[int]bool

	treasures           []maze.Treasure
	piles               []maze.Pile
	keys                []maze.Pos
	creatures           []maze.Creature
	rules               *rules.Rules
	title               string
	players             int
	hasTreasures        bool
	hasPiles, hasRules  bool
	hasTitle, hasPlayer bool
	hasKeys, hasBeasts  bool

	// whole is the plan as it was when the record was opened, kept when a
	// command replaces the whole plan (a resize, a generated maze); the
	// record is then compared as a whole and the maps are not used.
	whole *maze.Maze
}

func newRecord() *record {
	return &record{cells: map[int]maze.Cell{}, sides: map[maze.Side]sideValue{}, stairs: map[int]bool{}}
}

// sideValue is everything a side holds: its edge and, in format version 2,
// the one-way door, the window or the lock marked on it. A side is
// recorded and restored as a whole, so that undoing a wall that took a
// door with it (maze.SetSide drops a mark its edge no longer takes) brings
// the door back.
type sideValue struct {
	edge   maze.Edge
	door   maze.Dir // the way through a one-way door; NoDir: none
	window bool
	locked bool
}

func sideValueOf(m *maze.Maze, s maze.Side) sideValue {
	return sideValue{edge: m.Side(s.At, s.Dir), door: m.Door(s.At, s.Dir), window: m.Window(s.At, s.Dir), locked: m.Locked(s.At, s.Dir)}
}

// putSide puts v on side s: the edge first, then its mark (each setter of
// a mark keeps the edge a mark needs, which v already has).
func putSide(m *maze.Maze, s maze.Side, v sideValue) {
	if n := s.At.Step(s.Dir); !m.Inside(s.At) && m.Inside(n) {
		// Marks are set from the cell of the labyrinth (an exit next to
		// a cut-out position is named from that position).
		s = maze.Side{At: n, Dir: s.Dir.Opposite()}
	}
	m.SetSide(s.At, s.Dir, v.edge)
	m.SetDoor(s.At, s.Dir, v.door)
	m.SetWindow(s.At, s.Dir, v.window)
	m.SetLocked(s.At, s.Dir, v.locked)
}

// editor applies changes to a plan, noting first values in the open
// records. With no record open it just edits, as the resize does on the
// plan it builds.
type editor struct {
	m    *maze.Maze
	recs []*record
}

// canonical names a side one way: from the cell on its left or above it
// (Right, Down), except on the grid's left and top edges, where no such cell
// exists.
func canonical(s maze.Side) maze.Side {
	switch s.Dir {
	case maze.Left:
		if s.At.X > 0 {
			return maze.Side{At: s.At.Step(maze.Left), Dir: maze.Right}
		}
	case maze.Up:
		if s.At.Y > 0 {
			return maze.Side{At: s.At.Step(maze.Up), Dir: maze.Down}
		}
	}
	return s
}

func (e *editor) noteCell(i int) {
	for _, r := range e.recs {
		if r.whole != nil {
			continue
		}
		if _, ok := r.cells[i]; !ok {
			r.cells[i] = e.m.Cell(e.m.PosOf(i))
		}
	}
}

func (e *editor) noteSide(s maze.Side) {
	s = canonical(s)
	for _, r := range e.recs {
		if r.whole != nil {
			continue
		}
		if _, ok := r.sides[s]; !ok {
			r.sides[s] = sideValueOf(e.m, s)
		}
	}
}

// noteStairs records the staircase from the position of index i.
func (e *editor) noteStairs(i int) {
	for _, r := range e.recs {
		if r.whole != nil {
			continue
		}
		if _, ok := r.stairs[i]; !ok {
			r.stairs[i] = e.m.Stairs(e.m.PosOf(i))
		}
	}
}

// setCell changes one cell, as maze.SetCell does (which resets the cell's
// sides when it moves into or out of the shape), and nothing else.
func (e *editor) setCell(p maze.Pos, c maze.Cell) {
	if !e.m.InGrid(p) {
		return
	}
	if c.Kind != maze.River {
		c.Flow = maze.NoDir
	}
	if c.Kind != maze.Pit {
		c.Loop, c.Order = 0, 0
	}
	if e.m.Cell(p) == c {
		return
	}
	e.noteCell(e.m.Index(p))
	for _, d := range maze.Dirs {
		e.noteSide(maze.Side{At: p, Dir: d})
	}
	// A cell leaving the shape takes the staircases up from it and up to
	// it with it.
	e.noteStairs(e.m.Index(p))
	if p.Floor > 0 {
		e.noteStairs(e.m.Index(maze.Pos{X: p.X, Y: p.Y, Floor: p.Floor - 1}))
	}
	e.m.SetCell(p, c)
}

func (e *editor) setSide(p maze.Pos, d maze.Dir, v maze.Edge) {
	if !e.m.InGrid(p) || !d.Valid() || e.m.Side(p, d) == v {
		return
	}
	e.noteSide(maze.Side{At: p, Dir: d})
	e.m.SetSide(p, d, v)
}

// setSideValue puts v, an edge with its mark, on side d of p.
func (e *editor) setSideValue(p maze.Pos, d maze.Dir, v sideValue) {
	s := maze.Side{At: p, Dir: d}
	if !e.m.InGrid(p) || !d.Valid() || sideValueOf(e.m, s) == v {
		return
	}
	e.noteSide(s)
	putSide(e.m, s, v)
}

func (e *editor) setStairs(p maze.Pos, on bool) {
	if !e.m.InGrid(p) || e.m.Stairs(p) == on {
		return
	}
	e.noteStairs(e.m.Index(p))
	e.m.SetStairs(p, on)
}

func (e *editor) setKeys(ks []maze.Pos) {
	for _, r := range e.recs {
		if r.whole == nil && !r.hasKeys {
			r.keys, r.hasKeys = slices.Clone(e.m.Keys), true
		}
	}
	e.m.Keys = ks
}

func (e *editor) setCreatures(cs []maze.Creature) {
	for _, r := range e.recs {
		if r.whole == nil && !r.hasBeasts {
			r.creatures, r.hasBeasts = maze.CloneCreatures(e.m.Creatures), true
		}
	}
	e.m.Creatures = cs
}

func (e *editor) setTreasures(ts []maze.Treasure) {
	for _, r := range e.recs {
		if r.whole == nil && !r.hasTreasures {
			r.treasures, r.hasTreasures = slices.Clone(e.m.Treasures), true
		}
	}
	e.m.Treasures = ts
}

func (e *editor) setPiles(ps []maze.Pile) {
	for _, r := range e.recs {
		if r.whole == nil && !r.hasPiles {
			r.piles, r.hasPiles = slices.Clone(e.m.Piles), true
		}
	}
	e.m.Piles = ps
}

func (e *editor) setRules(rs *rules.Rules) {
	for _, r := range e.recs {
		if r.whole == nil && !r.hasRules {
			r.rules, r.hasRules = cloneRules(e.m.Rules), true
		}
	}
	e.m.Rules = cloneRules(rs)
}

func (e *editor) setTitle(s string) {
	for _, r := range e.recs {
		if r.whole == nil && !r.hasTitle {
			r.title, r.hasTitle = e.m.Title, true
		}
	}
	e.m.Title = s
}

func (e *editor) setPlayers(n int) {
	for _, r := range e.recs {
		if r.whole == nil && !r.hasPlayer {
			r.players, r.hasPlayer = e.m.Players, true
		}
	}
	e.m.Players = n
}

// replace puts a whole new plan in place. The Maze pointer stays the same,
// so that whoever holds it sees the new plan.
func (e *editor) replace(n *maze.Maze) {
	for _, r := range e.recs {
		if r.whole == nil {
			r.whole = e.before(r)
		}
	}
	*e.m = *n.Clone()
}

// before reconstructs the plan as it was when r was opened.
func (e *editor) before(r *record) *maze.Maze {
	if r.whole != nil {
		return r.whole.Clone()
	}
	saved := e.m
	e.m = saved.Clone()
	e.apply(e.delta(r), false)
	old := e.m
	e.m = saved
	return old
}

func cloneRules(r *rules.Rules) *rules.Rules {
	if r == nil {
		return nil
	}
	c := *r
	c.Handicaps = slices.Clone(r.Handicaps)
	return &c
}

func sameRules(a, b *rules.Rules) bool {
	if a == nil || b == nil {
		return a == b
	}
	return a.Equal(*b)
}

// step is one change of the plan: a command, a stroke of commands, a
// history step. It holds the old and new value of every part that changed.
type step struct {
	history.Step // its id and label, once it is a history step

	cells  []cellDelta
	sides  []sideDelta
	stairs []stairsDelta

	treasures *[2][]maze.Treasure
	piles     *[2][]maze.Pile
	keys      *[2][]maze.Pos
	creatures *[2][]maze.Creature
	rules     *[2]*rules.Rules
	title     *[2]string
	players   *[2]int

	// whole holds the plans before and after a whole-plan replacement; the
	// other fields are then empty.
	whole *[2]*maze.Maze
}

type cellDelta struct {
	at       maze.Pos
	old, new maze.Cell
}

type sideDelta struct {
	side     maze.Side
	old, new sideValue
}

type stairsDelta struct {
	at       maze.Pos
	old, new bool
}

func (s *step) empty() bool {
	return s.whole == nil && len(s.cells) == 0 && len(s.sides) == 0 && len(s.stairs) == 0 && s.treasures == nil &&
		s.piles == nil && s.keys == nil && s.creatures == nil && s.rules == nil && s.title == nil && s.players == nil
}

// delta compares the first values in r with the plan now.
func (e *editor) delta(r *record) *step {
	m := e.m
	s := &step{}
	if r.whole != nil {
		if !sameExactly(r.whole, m) {
			s.whole = &[2]*maze.Maze{r.whole, m.Clone()}
		}
		return s
	}
	for i, old := range r.cells {
		p := m.PosOf(i)
		if c := m.Cell(p); c != old {
			s.cells = append(s.cells, cellDelta{p, old, c})
		}
	}
	slices.SortFunc(s.cells, func(a, b cellDelta) int { return cmp.Compare(m.Index(a.at), m.Index(b.at)) })
	for side, old := range r.sides {
		if v := sideValueOf(m, side); v != old {
			s.sides = append(s.sides, sideDelta{side, old, v})
		}
	}
	slices.SortFunc(s.sides, func(a, b sideDelta) int {
		return cmp.Or(cmp.Compare(m.Index(a.side.At), m.Index(b.side.At)), cmp.Compare(a.side.Dir, b.side.Dir))
	})
	for i, old := range r.stairs {
		p := m.PosOf(i)
		if v := m.Stairs(p); v != old {
			s.stairs = append(s.stairs, stairsDelta{p, old, v})
		}
	}
	slices.SortFunc(s.stairs, func(a, b stairsDelta) int { return cmp.Compare(m.Index(a.at), m.Index(b.at)) })
	if r.hasTreasures && !slices.Equal(r.treasures, m.Treasures) {
		s.treasures = &[2][]maze.Treasure{r.treasures, slices.Clone(m.Treasures)}
	}
	if r.hasPiles && !slices.Equal(r.piles, m.Piles) {
		s.piles = &[2][]maze.Pile{r.piles, slices.Clone(m.Piles)}
	}
	if r.hasKeys && !slices.Equal(r.keys, m.Keys) {
		s.keys = &[2][]maze.Pos{r.keys, slices.Clone(m.Keys)}
	}
	if r.hasBeasts && !slices.EqualFunc(r.creatures, m.Creatures, maze.Creature.Equal) {
		s.creatures = &[2][]maze.Creature{r.creatures, maze.CloneCreatures(m.Creatures)}
	}
	if r.hasRules && !sameRules(r.rules, m.Rules) {
		s.rules = &[2]*rules.Rules{r.rules, cloneRules(m.Rules)}
	}
	if r.hasTitle && r.title != m.Title {
		s.title = &[2]string{r.title, m.Title}
	}
	if r.hasPlayer && r.players != m.Players {
		s.players = &[2]int{r.players, m.Players}
	}
	return s
}

// apply puts the new values of s in place (forward) or the old ones (undo),
// without recording anything.
//
// Cells go first, through maze.SetCell, which keeps the pit and river
// links right but resets a cell's sides when it moves into or out of the
// shape; so the sides of those cells are put back as they were before the
// cells changed, and then the sides that the step changed get their value.
// Every side the step did not change thus keeps its value, whatever SetCell
// did, and the result is exact.
func (e *editor) apply(s *step, forward bool) {
	pick := 0 // index of the value to put in place
	if forward {
		pick = 1
	}
	if s.whole != nil {
		*e.m = *s.whole[pick].Clone()
		return
	}
	m := e.m
	var keep []sideDelta
	var keepStairs []stairsDelta
	for _, c := range s.cells {
		for _, d := range maze.Dirs {
			side := maze.Side{At: c.at, Dir: d}
			keep = append(keep, sideDelta{side: side, old: sideValueOf(m, side)})
		}
		for _, at := range []maze.Pos{c.at, {X: c.at.X, Y: c.at.Y, Floor: c.at.Floor - 1}} {
			if m.InGrid(at) {
				keepStairs = append(keepStairs, stairsDelta{at: at, old: m.Stairs(at)})
			}
		}
	}
	for _, c := range s.cells {
		if forward {
			m.SetCell(c.at, c.new)
		} else {
			m.SetCell(c.at, c.old)
		}
	}
	for _, k := range keep {
		putSide(m, k.side, k.old)
	}
	for _, k := range keepStairs {
		m.SetStairs(k.at, k.old)
	}
	for _, sd := range s.sides {
		if forward {
			putSide(m, sd.side, sd.new)
		} else {
			putSide(m, sd.side, sd.old)
		}
	}
	for _, sd := range s.stairs {
		if forward {
			m.SetStairs(sd.at, sd.new)
		} else {
			m.SetStairs(sd.at, sd.old)
		}
	}
	if s.keys != nil {
		m.Keys = slices.Clone(s.keys[pick])
	}
	if s.creatures != nil {
		m.Creatures = maze.CloneCreatures(s.creatures[pick])
	}
	if s.treasures != nil {
		m.Treasures = slices.Clone(s.treasures[pick])
	}
	if s.piles != nil {
		m.Piles = slices.Clone(s.piles[pick])
	}
	if s.rules != nil {
		m.Rules = cloneRules(s.rules[pick])
	}
	if s.title != nil {
		m.Title = s.title[pick]
	}
	if s.players != nil {
		m.Players = s.players[pick]
	}
}

// sameExactly compares two plans more strictly than maze.Equal: every side
// of every grid position counts, inside the shape or not.
func sameExactly(a, b *maze.Maze) bool {
	if !a.Equal(b) {
		return false
	}
	for i := range a.Len() {
		p := a.PosOf(i)
		for _, d := range maze.Dirs {
			s := maze.Side{At: p, Dir: d}
			if sideValueOf(a, s) != sideValueOf(b, s) {
				return false
			}
		}
		if a.Stairs(p) != b.Stairs(p) {
			return false
		}
	}
	return true
}
