package gen

import (
	"errors"
	"fmt"
	"slices"

	"github.com/labyrinth-game/labyrinth/engine/maze"
)

// Fill completes a partly drawn labyrinth: it keeps the shape of partial and
// everything fixed marks (nil: Drawn(partial), everything drawn), and
// generates the rest as Generate would. The counts of p are totals, fixed
// parts included (three weaponries asked, one drawn: two are added).
// p.Width, p.Height, p.Shape and p.Mask are taken from partial; so are
// p.Rules and p.Players when they are not set.
//
// When what is fixed makes a valid labyrinth impossible (a river drawn into
// a wall, more weaponries than the rules fix, walls that shut a room), the
// error says why. Fixed parts that only go against a recommendation (a
// treasure drawn next to an exit) give shortfalls, not errors.
func Fill(partial *maze.Maze, fixed *Fixed, p Params) (*Result, error) {
	if partial == nil {
		return nil, errors.New("no labyrinth to fill")
	}
	if partial.Floors() > 1 {
		return nil, fmt.Errorf("the labyrinth has %d floors; filling labyrinths of several floors is not supported", partial.Floors())
	}
	if fixed == nil {
		fixed = Drawn(partial)
	}
	if fixed.w != partial.Width() || fixed.h != partial.Height() || fixed.floors != partial.Floors() {
		return nil, fmt.Errorf("the fixed parts are marked on a %dx%d grid, the labyrinth is %dx%d", fixed.w, fixed.h, partial.Width(), partial.Height())
	}
	p.Width, p.Height, p.Shape = partial.Width(), partial.Height(), Rectangle
	p.Mask = make([]bool, p.Width*p.Height)
	for i := range p.Mask {
		p.Mask[i] = partial.Inside(partial.PosOf(i))
	}
	if p.Rules == nil && partial.Rules != nil {
		r := *partial.Rules
		p.Rules = &r
	}
	if p.Players == 0 {
		p.Players = partial.Players
	}
	if p.Title == "" {
		p.Title = partial.Title
	}
	if err := p.Check(); err != nil {
		return nil, err
	}
	if err := checkShape(partial); err != nil {
		return nil, err
	}
	if err := p.wallRoom(partial); err != nil {
		return nil, err
	}
	base := partial.Clone()
	reset(base, fixed)
	if err := checkFixed(base, fixed, &p); err != nil {
		return nil, fmt.Errorf("cannot fill around what is fixed: %w", err)
	}
	ws := workspaces.Get().(*workspace)
	defer workspaces.Put(ws)
	return run(ws, base, fixed, p)
}

// reset blanks what is not fixed: land cells, open inner sides, monolith
// outer sides, and no treasures or items unless they are kept.
func reset(m *maze.Maze, fx *Fixed) {
	for i := range m.Len() {
		p := m.PosOf(i)
		if !m.Inside(p) {
			continue
		}
		if !fx.cells[i] && m.Kind(p) != maze.Land {
			m.SetCell(p, maze.Cell{Kind: maze.Land})
		}
	}
	for i := range m.Len() {
		p := m.PosOf(i)
		if !m.Inside(p) {
			continue
		}
		for k, d := range maze.Dirs {
			if fx.sides[i*4+k] {
				continue
			}
			if m.IsOuter(p, d) {
				m.SetSide(p, d, maze.Solid)
			} else {
				m.SetSide(p, d, maze.Open)
			}
		}
	}
	if !fx.Treasures {
		m.Treasures = nil
	}
	if !fx.Items {
		m.Piles = nil
	}
}

// checkFixed reports what is fixed that no labyrinth can keep.
func checkFixed(m *maze.Maze, fx *Fixed, p *Params) error {
	r := p.Rules
	var ws, hs, trues, treasures, landmines, exits, pits, walls int
	loops := map[int][]int{}
	for i := range m.Len() {
		at := m.PosOf(i)
		c := m.Cell(at)
		if c.Kind == maze.Outside {
			continue
		}
		for _, d := range []maze.Dir{maze.Right, maze.Down} {
			if !m.IsOuter(at, d) && m.Side(at, d) != maze.Open {
				walls++
			}
			if !m.IsOuter(at, d) && m.Side(at, d) == maze.Solid && !p.indestructibleAllowed() {
				where := "below"
				if d == maze.Right {
					where = "on the right of"
				}
				return fmt.Errorf("the wall %s %s is indestructible, but every inner wall can be blown up (§1.4) unless the rules allow indestructible inner walls (indestructible_inner_walls)", where, at)
			}
		}
		switch c.Kind {
		case maze.Weaponry:
			ws++
		case maze.Hospital:
			hs++
		case maze.Encephalitis:
			if r != nil && !r.Encephalitis {
				return fmt.Errorf("cell %s is an encephalitis cell, but the rules have no encephalitis (§7.1)", at)
			}
		case maze.Casino:
			if r == nil || !r.Casino {
				return fmt.Errorf("cell %s is a casino, but the rules do not play the casino (casino, seed 004)", at)
			}
		case maze.Pit:
			if c.Loop <= 0 {
				return fmt.Errorf("the pit at %s has no loop number", at)
			}
			pits++
			loops[c.Loop] = append(loops[c.Loop], c.Order)
		case maze.River:
			if err := checkFixedRiver(m, fx, at, c); err != nil {
				return err
			}
		}
	}
	if err := checkRiverLoops(m); err != nil {
		return err
	}
	keys := make([]int, 0, len(loops))
	for l := range loops {
		keys = append(keys, l)
	}
	slices.Sort(keys)
	for _, l := range keys {
		orders := slices.Clone(loops[l])
		slices.Sort(orders)
		for k := 1; k < len(orders); k++ {
			if orders[k] == orders[k-1] {
				return fmt.Errorf("pit loop %d has two pits numbered %d", l, orders[k])
			}
		}
		if orders[0] <= 0 {
			return fmt.Errorf("pit loop %d has a pit numbered %d; pits are numbered from 1", l, orders[0])
		}
		if r != nil && r.MaxPitLoopLength > 0 && max(orders[len(orders)-1], 2) > r.MaxPitLoopLength {
			return fmt.Errorf("pit loop %d needs %d pits, but the rules allow at most %d in a loop (§7.1 max_pit_loop_length)",
				l, max(orders[len(orders)-1], 2), r.MaxPitLoopLength)
		}
	}
	for _, s := range m.Exits() {
		exits++
		if m.Side(s.At, s.Dir) == maze.Wall && r != nil && !r.ClosedExits {
			return fmt.Errorf("the exit %s is closed, but the rules do not allow closed exits (§7.1)", s)
		}
	}
	for _, t := range m.Treasures {
		treasures++
		if !m.Inside(t.At) {
			return fmt.Errorf("a treasure lies at %s, outside the labyrinth", t.At)
		}
		if k := m.Kind(t.At); k != maze.Land {
			return fmt.Errorf("a treasure lies on the %s at %s; treasures lie on land (§3.1, §8.3)", k, t.At)
		}
		if t.True {
			trues++
		}
	}
	if trues > 1 {
		return fmt.Errorf("%d true treasures are drawn; there must be exactly one (§8.3)", trues)
	}
	for _, pile := range m.Piles {
		landmines += pile.Landmines
	}
	if err := checkJoined(m, fx); err != nil {
		return err
	}
	if r == nil {
		return nil
	}
	if landmines > 0 && (!r.Landmines || r.HandedOutLandmines) {
		return errors.New("landmines lie in the labyrinth, but the rules have none lying there (§7.1)")
	}
	over := func(what string, have int, option string, limit int) error {
		if limit > 0 && have > limit {
			return fmt.Errorf("%d %s are drawn, but the rules allow %d (§7.1 %s)", have, what, limit, option)
		}
		return nil
	}
	for _, err := range []error{
		over("weaponries", ws, "weaponries", r.Weaponries),
		over("hospitals", hs, "hospitals", r.Hospitals),
		over("treasures", treasures, "treasures", r.Treasures),
		over("exits", exits, "exits", r.Exits),
		over("inner walls", walls, "inner_walls", r.InnerWalls),
		over("pits", pits, "max_pits", r.MaxPits),
		over("pit loops", len(loops), "max_pit_loops", r.MaxPitLoops),
	} {
		if err != nil {
			return err
		}
	}
	return nil
}

func checkFixedRiver(m *maze.Maze, fx *Fixed, at maze.Pos, c maze.Cell) error {
	if !c.Flow.Valid() {
		return fmt.Errorf("the river at %s has no flow direction", at)
	}
	t := at.Step(c.Flow)
	if !m.Inside(t) {
		return fmt.Errorf("the river at %s flows %s out of the labyrinth (§4.5)", at, c.Flow)
	}
	if fx.Side(at, c.Flow) && m.Side(at, c.Flow) != maze.Open {
		return fmt.Errorf("the river at %s flows %s into a wall that is fixed (§4.5: a wall cannot block a river)", at, c.Flow)
	}
	if k := m.Kind(t); fx.Cell(t) && k != maze.River && k != maze.Delta {
		return fmt.Errorf("the river at %s flows %s into the %s at %s, which is fixed; a river flows into a river or a delta (§4.5)", at, c.Flow, k, t)
	}
	if !fx.Cell(t) && fx.Treasures && slices.ContainsFunc(m.Treasures, func(tr maze.Treasure) bool { return tr.At == t }) {
		return fmt.Errorf("the river at %s flows %s into %s, where a treasure is kept; a river flows into a river or a delta (§4.5), and a treasure lies on land (§8.3)", at, c.Flow, t)
	}
	return nil
}

// checkRiverLoops reports rivers that flow in a circle.
func checkRiverLoops(m *maze.Maze) error {
	n := m.Len()
	state := make([]uint8, n) // 0 unseen, 1 on the path, 2 done
	for i := range n {
		if state[i] != 0 || m.Kind(m.PosOf(i)) != maze.River {
			continue
		}
		var path []int
		j := i
		for j >= 0 && state[j] == 0 && m.Kind(m.PosOf(j)) == maze.River {
			state[j] = 1
			path = append(path, j)
			next, ok := m.Downstream(m.PosOf(j))
			j = -1
			if ok {
				j = m.Index(next)
			}
		}
		if j >= 0 && state[j] == 1 {
			return fmt.Errorf("the river through %s flows in a circle and never reaches a delta (§4.5)", m.PosOf(j))
		}
		for _, k := range path {
			state[k] = 2
		}
	}
	return nil
}

// completeLoops adds the pits missing from drawn loops (orders 1 to the
// highest drawn, and at least 2) and gives each loop a way in.
func (b *builder) completeLoops(pits []int) error {
	byLoop := map[int][]int{}
	for _, i := range pits {
		l := b.m.Cell(b.pos(i)).Loop
		byLoop[l] = append(byLoop[l], i)
	}
	keys := make([]int, 0, len(byLoop))
	for l := range byLoop {
		keys = append(keys, l)
	}
	slices.Sort(keys)
	for _, l := range keys {
		cells := byLoop[l]
		has := map[int]bool{}
		top := 2
		for _, i := range cells {
			o := b.m.Cell(b.pos(i)).Order
			has[o] = true
			top = max(top, o)
		}
		for o := 1; o <= top; o++ {
			if has[o] {
				continue
			}
			i := b.pick(outlinePit, func(i int) bool { return b.free(i) && (b.removable(i) || b.cutsNothing(i)) })
			if i < 0 {
				return fmt.Errorf("pit loop %d lacks pit %d, and there is no room for it", l, o)
			}
			b.set(i, maze.Cell{Kind: maze.Pit, Loop: l, Order: o}, roleFeature)
			cells = append(cells, i)
		}
		if !b.loopWayIn(cells) {
			// Drawn pits may have no way in: the validator's §8.5 check
			// decides (repairReach).
			b.split = true
		}
	}
	return nil
}

// checkJoined reports cells that what is fixed shuts off for good: no side
// between them and the rest that is not fixed shut, no pit loop leading
// out. No labyrinth keeping the fixed parts can let a player through
// without grenades (§8.5).
func checkJoined(m *maze.Maze, fx *Fixed) error {
	n := m.Len()
	parent := make([]int32, n)
	for i := range parent {
		parent[i] = int32(i)
	}
	find := func(i int32) int32 {
		for parent[i] != i {
			parent[i] = parent[parent[i]]
			i = parent[i]
		}
		return i
	}
	union := func(i, j int) {
		a, b := find(int32(i)), find(int32(j))
		parent[max(a, b)] = min(a, b)
	}
	loops := map[int]int{} // a pit of each loop
	orders := map[int][]int{}
	for i := range n {
		if c := m.Cell(m.PosOf(i)); c.Kind == maze.Pit && fx.cells[i] {
			orders[c.Loop] = append(orders[c.Loop], c.Order)
		}
	}
	for _, o := range orders {
		if len(o) < max(2, slices.Max(o)) {
			// The generator adds the missing pits where it likes: the
			// loop may lead anywhere.
			return nil
		}
	}
	for i := range n {
		p := m.PosOf(i)
		if !m.Inside(p) {
			continue
		}
		if c := m.Cell(p); c.Kind == maze.Pit && fx.cells[i] {
			if j, ok := loops[c.Loop]; ok {
				union(i, j)
			} else {
				loops[c.Loop] = i
			}
		}
		for _, d := range []maze.Dir{maze.Right, maze.Down} {
			q := p.Step(d)
			if m.Inside(q) && !(fx.Side(p, d) && m.Side(p, d) != maze.Open) {
				union(i, m.Index(q))
			}
		}
	}
	first := -1
	for i := range n {
		if !m.Inside(m.PosOf(i)) {
			continue
		}
		if first < 0 {
			first = i
			continue
		}
		if find(int32(i)) != find(int32(first)) {
			return fmt.Errorf("the fixed walls shut cell %s off from cell %s: every way between them is fixed shut (§8.5)",
				m.PosOf(i), m.PosOf(first))
		}
	}
	return nil
}
