package validate

import (
	"cmp"
	"fmt"
	"slices"
	"strings"

	"github.com/labyrinth-game/labyrinth/engine/analyze"
	"github.com/labyrinth-game/labyrinth/engine/maze"
	"github.com/labyrinth-game/labyrinth/engine/rules"
)

// ruleOptions is §7.1, whose options the players agree on before the game:
// what the labyrinth may hold, limits on its features and counts fixed
// beforehand. A plan breaking the agreed options is an error.
const ruleOptions = "§7.1"

// limits checks the plan against the §7.1 options of the rules
// configuration. The Reference preset limits nothing, so only plans made
// for a configuration that sets them can break them.
func (c *checker) limits() {
	r, m := c.rules, c.m
	if !r.Encephalitis && c.count[maze.Encephalitis] > 0 {
		for i := range c.n {
			if p := m.PosOf(i); m.Kind(p) == maze.Encephalitis {
				c.errorAt(ruleOptions, "encephalitis_not_allowed", p, "encephalitis cell, but the rules have no encephalitis")
			}
		}
	}
	if !r.ClosedExits {
		for _, s := range m.Exits() {
			if m.Side(s.At, s.Dir) == maze.Wall {
				c.errorAt(ruleOptions, "closed_exit_not_allowed", s.At,
					"the exit %s is closed, but the rules do not allow closed exits", s.Dir)
			}
		}
	}
	for _, p := range m.Piles {
		switch {
		case p.Landmines <= 0 || !m.Inside(p.At):
		case !r.Landmines:
			c.errorAt(ruleOptions, "landmines_not_allowed", p.At, "landmines lie here, but the rules have no landmines")
		case r.HandedOutLandmines:
			c.errorAt(ruleOptions, "landmines_handed_out", p.At,
				"landmines lie here, but the rules hand landmines out to the players instead")
		}
	}
	c.pitLimits()
	c.riverLimits()
	c.fixedCounts()
	if r.Chains {
		c.chains()
	}
	c.none()
	c.riverDesign()
	c.pitDistance()
}

// none reports the features the rules leave out altogether: pits and
// rivers ("Maze on paper" F1, F3), weaponries (A1) and hospitals (H1).
// Each kind is one problem naming every cell of it.
func (c *checker) none() {
	r, m := c.rules, c.m
	if cells := c.cellsOf(r.NoPits, maze.Pit); cells != nil {
		c.add(Error, ruleOptions, "pits_not_allowed", cells, "", "%s: the rules have no pits (no_pits)", listKinds(m, cells))
	}
	if cells := c.cellsOf(r.NoRivers, maze.River, maze.Delta); cells != nil {
		c.add(Error, ruleOptions, "rivers_not_allowed", cells, "", "%s: the rules have no rivers (no_rivers)", listKinds(m, cells))
	}
	if cells := c.cellsOf(r.Weaponries == rules.NoWeaponries, maze.Weaponry); cells != nil {
		c.add(Error, ruleOptions, "weaponries_not_allowed", cells, "", "%s: the rules have no weaponries (weaponries -1)", listKinds(m, cells))
	}
	if cells := c.cellsOf(r.Hospitals == rules.NoHospitals, maze.Hospital); cells != nil {
		c.add(Error, ruleOptions, "hospitals_not_allowed", cells, "", "%s: the rules have no hospitals (hospitals -1)", listKinds(m, cells))
	}
}

// cellsOf lists the cells of the given kinds when on, nil when off or
// there are none.
func (c *checker) cellsOf(on bool, kinds ...maze.Kind) []maze.Pos {
	have := 0
	for _, k := range kinds {
		have += c.count[k]
	}
	if !on || have == 0 {
		return nil
	}
	cells := make([]maze.Pos, 0, have)
	for _, i := range c.graph.Inside() {
		if slices.Contains(kinds, c.graph.Kind(int(i))) {
			cells = append(cells, c.m.PosOf(int(i)))
		}
	}
	return cells
}

// listKinds names cells with their kinds for a message: "pits at (1,2),
// (3,4)", "a river at (1,2) and a delta at (1,3)".
func listKinds(m *maze.Maze, cells []maze.Pos) string {
	var groups []string
	var order []maze.Kind
	at := map[maze.Kind][]maze.Pos{}
	for _, p := range cells {
		k := m.Kind(p)
		if _, ok := at[k]; !ok {
			order = append(order, k)
		}
		at[k] = append(at[k], p)
	}
	for _, k := range order {
		ps := at[k]
		name := kindPhrase(k)
		if len(ps) > 1 {
			name = pluralKind(k)
		}
		groups = append(groups, name+" at "+posList(ps))
	}
	return strings.Join(groups, " and ")
}

func pluralKind(k maze.Kind) string {
	switch k {
	case maze.Weaponry:
		return "weaponries"
	case maze.Encephalitis:
		return "encephalitis cells"
	}
	return k.String() + "s"
}

// riverDesign checks "Maze on paper"'s design restrictions on rivers:
// flowing from north to south (rivers_flow down: no river cell flows up,
// and every source lies above the delta it leads to) and straight rivers
// (straight_rivers: a river cell that another river cell flows into
// carries on in the direction of one of them). Malformed rivers are §4.5's
// (riverSystems); here a river that leaves the labyrinth or runs in a
// circle is followed no further.
func (c *checker) riverDesign() {
	r, m := c.rules, c.m
	if r.RiversFlow == rules.AnyFlow && !r.StraightRivers || len(c.rivers) == 0 {
		return
	}
	down := r.RiversFlow == rules.FlowSouth
	for _, i := range c.rivers {
		p := m.PosOf(int(i))
		flow := m.Cell(p).Flow
		if !flow.Valid() {
			continue
		}
		if down && flow == maze.Up {
			c.errorAt(ruleOptions, "river_flows_up", p,
				"the river flows up (north) here; the rules let rivers flow only from north to south (rivers_flow)")
		}
		if r.StraightRivers {
			c.straight(p, flow)
		}
		if down && c.isSource(int(i)) {
			if end, ok := c.riverEnd(int(i)); ok && end.Y <= p.Y {
				c.add(Error, ruleOptions, "river_not_southward", []maze.Pos{p, end}, "cell "+p.String(),
					"the river from this source ends at %s, no further south; the rules let rivers flow only from north to south (rivers_flow)", end)
			}
		}
	}
}

// straight reports a river cell at p, flowing flow, that turns: river
// cells flow into it, and none of them the same way.
func (c *checker) straight(p maze.Pos, flow maze.Dir) {
	m := c.m
	var from maze.Dir = maze.NoDir
	for _, d := range maze.Dirs {
		q := p.Step(d)
		if m.Kind(q) != maze.River || q.Step(m.Cell(q).Flow) != p {
			continue
		}
		if m.Cell(q).Flow == flow {
			return
		}
		from = m.Cell(q).Flow
	}
	if from != maze.NoDir {
		c.errorAt(ruleOptions, "river_bends", p,
			"the river turns here from %s to %s; the rules want straight rivers (straight_rivers)", from, flow)
	}
}

// riverEnd follows the flow from river cell i to the delta it ends in;
// false when the river is malformed (§4.5 reports it).
func (c *checker) riverEnd(i int) (maze.Pos, bool) {
	m := c.m
	p := m.PosOf(i)
	for range len(c.rivers) {
		cell := m.Cell(p)
		if !cell.Flow.Valid() {
			return maze.Pos{}, false
		}
		p = p.Step(cell.Flow)
		switch m.Kind(p) {
		case maze.Delta:
			return p, true
		case maze.River:
		default:
			return maze.Pos{}, false
		}
	}
	return maze.Pos{}, false
}

// pitDistance checks "Wormholes cannot be too close to each other": two
// pits of a floor are at least min_pit_distance steps apart, walls
// ignored. Each pit too close to an earlier one (in the maze's order) is
// reported once, with the nearest such.
func (c *checker) pitDistance() {
	d := c.rules.MinPitDistance
	if d <= 1 || len(c.pits) < 2 {
		return
	}
	m := c.m
	pits := make([]maze.Pos, len(c.pits))
	for k, p := range c.pits {
		pits[k] = m.PosOf(int(p.at))
	}
	slices.SortFunc(pits, func(a, b maze.Pos) int { return cmp.Compare(m.Index(a), m.Index(b)) })
	for k, p := range pits {
		near, gap := -1, d
		// Sorted by floor, then row: earlier pits more than d rows up
		// are too far.
		for j := k - 1; j >= 0; j-- {
			q := pits[j]
			if q.Floor != p.Floor || p.Y-q.Y >= d {
				break
			}
			if g := abs(p.X-q.X) + p.Y - q.Y; g < gap {
				near, gap = j, g
			}
		}
		if near >= 0 {
			c.add(Error, ruleOptions, "pits_too_close", []maze.Pos{pits[near], p}, "",
				"the pits at %s and %s are %d %s apart; the rules want pits at least %d apart (min_pit_distance)",
				pits[near], p, gap, plural(gap, "step", "steps"), d)
		}
	}
}

func abs(n int) int {
	if n < 0 {
		return -n
	}
	return n
}

func (c *checker) pitLimits() {
	r := c.rules
	if r.MaxPits > 0 && len(c.pits) > r.MaxPits {
		c.add(Error, ruleOptions, "too_many_pits", nil, "",
			"the labyrinth has %d pits; the rules allow at most %d (max_pits)", len(c.pits), r.MaxPits)
	}
	if r.MaxPitLoops == 0 && r.MaxPitLoopLength == 0 {
		return
	}
	// c.pits is sorted by loop (pitLoops ran before).
	loops := 0
	for start := 0; start < len(c.pits); {
		end := start + 1
		for end < len(c.pits) && c.pits[end].loop == c.pits[start].loop {
			end++
		}
		loops++
		if size := end - start; r.MaxPitLoopLength > 0 && size > r.MaxPitLoopLength {
			cells := make([]maze.Pos, 0, size)
			for _, p := range c.pits[start:end] {
				cells = append(cells, c.m.PosOf(int(p.at)))
			}
			c.add(Error, ruleOptions, "pit_loop_too_long", cells, "",
				"pit loop %d has %d pits; the rules allow at most %d in a loop (max_pit_loop_length)",
				c.pits[start].loop, size, r.MaxPitLoopLength)
		}
		start = end
	}
	if r.MaxPitLoops > 0 && loops > r.MaxPitLoops {
		c.add(Error, ruleOptions, "too_many_pit_loops", nil, "",
			"the labyrinth has %d pit loops; the rules allow at most %d (max_pit_loops)", loops, r.MaxPitLoops)
	}
}

// riverLimits counts river systems by their deltas, branches by their
// sources and the length of a system's longest river in river cells from a
// source to the delta (analyze.RiverSystems, the definitions the generator
// uses).
func (c *checker) riverLimits() {
	r := c.rules
	if r.MaxRiverSystems == 0 && r.MaxRiverBranches == 0 && r.MaxRiverLength == 0 {
		return
	}
	systems := analyze.RiverSystems(c.m)
	if r.MaxRiverSystems > 0 && len(systems) > r.MaxRiverSystems {
		c.add(Error, ruleOptions, "too_many_river_systems", nil, "",
			"the labyrinth has %d river systems; the rules allow at most %d (max_river_systems)", len(systems), r.MaxRiverSystems)
	}
	for _, s := range systems {
		if r.MaxRiverBranches > 0 && s.Sources > r.MaxRiverBranches {
			c.errorAt(ruleOptions, "too_many_river_branches", s.Delta,
				"the river system of this delta has %d branches (sources); the rules allow at most %d (max_river_branches)",
				s.Sources, r.MaxRiverBranches)
		}
		if r.MaxRiverLength > 0 && s.Longest > r.MaxRiverLength {
			c.errorAt(ruleOptions, "river_too_long", s.Delta,
				"the longest river flowing into this delta has %d river cells; the rules allow at most %d (max_river_length)",
				s.Longest, r.MaxRiverLength)
		}
	}
}

// fixedCounts checks the numbers the rules fix beforehand.
func (c *checker) fixedCounts() {
	r, m := c.rules, c.m
	walls, treasures := 0, len(m.Treasures)
	if r.InnerWalls > 0 {
		for i := range c.n {
			p := m.PosOf(i)
			if !m.Inside(p) {
				continue
			}
			for _, d := range []maze.Dir{maze.Right, maze.Down} {
				if !m.IsOuter(p, d) && m.Side(p, d) != maze.Open {
					walls++
				}
			}
		}
	}
	exits := 0
	if r.Exits > 0 {
		exits = len(m.Exits())
	}
	// fixed says what differs; each code is spelled out for the catalogue
	// in docs/validation.md.
	fixed := func(have int, one, many string, want int, option string) string {
		return fmt.Sprintf("the labyrinth has %d %s; the rules fix %d (%s)", have, plural(have, one, many), want, option)
	}
	if w := c.count[maze.Weaponry]; r.Weaponries > 0 && w != r.Weaponries {
		c.add(Error, ruleOptions, "weaponries_count", nil, "", "%s", fixed(w, "weaponry", "weaponries", r.Weaponries, "weaponries"))
	}
	if h := c.count[maze.Hospital]; r.Hospitals > 0 && h != r.Hospitals {
		c.add(Error, ruleOptions, "hospitals_count", nil, "", "%s", fixed(h, "hospital", "hospitals", r.Hospitals, "hospitals"))
	}
	if r.Treasures > 0 && treasures != r.Treasures {
		c.add(Error, ruleOptions, "treasures_count", nil, "", "%s",
			fixed(treasures, "treasure", "treasures (true and fake)", r.Treasures, "treasures"))
	}
	if r.InnerWalls > 0 && walls != r.InnerWalls {
		c.add(Error, ruleOptions, "inner_walls_count", nil, "", "%s", fixed(walls, "inner wall", "inner walls", r.InnerWalls, "inner_walls"))
	}
	if r.Exits > 0 && exits != r.Exits {
		c.add(Error, ruleOptions, "exits_count", nil, "", "%s", fixed(exits, "exit", "exits", r.Exits, "exits"))
	}
}

// chains checks the chains of §7.1: on every floor, cells of land,
// hospitals, weaponries and deltas, each sharing an open side with the
// next, join a cell of the leftmost column to one of the rightmost, and one
// of the top row to one of the bottom row.
func (c *checker) chains() {
	m := c.m
	for f := range m.Floors() {
		loX, hiX, loY, hiY := m.Width(), -1, m.Height(), -1
		for y := range m.Height() {
			for x := range m.Width() {
				if m.Inside(maze.Pos{X: x, Y: y, Floor: f}) {
					loX, hiX, loY, hiY = min(loX, x), max(hiX, x), min(loY, y), max(hiY, y)
				}
			}
		}
		if hiX < 0 {
			continue
		}
		floor := ""
		if m.Floors() > 1 {
			floor = fmt.Sprintf(" on floor %d", f+1)
		}
		if !c.chain(f, func(p maze.Pos) bool { return p.X == loX }, func(p maze.Pos) bool { return p.X == hiX }) {
			c.add(Error, ruleOptions, "no_chain", nil, "",
				"no chain of land, hospital, weaponry and delta cells with open sides between them joins the left and right walls%s; the rules ask for chains", floor)
		}
		if !c.chain(f, func(p maze.Pos) bool { return p.Y == loY }, func(p maze.Pos) bool { return p.Y == hiY }) {
			c.add(Error, ruleOptions, "no_chain", nil, "",
				"no chain of land, hospital, weaponry and delta cells with open sides between them joins the top and bottom walls%s; the rules ask for chains", floor)
		}
	}
}

// chain searches floor f breadth first from the chain cells satisfying from
// for one satisfying to.
func (c *checker) chain(f int, from, to func(maze.Pos) bool) bool {
	m := c.m
	link := func(p maze.Pos) bool {
		switch m.Kind(p) {
		case maze.Land, maze.Hospital, maze.Weaponry, maze.Delta:
			return true
		}
		return false
	}
	seen := make([]bool, c.n)
	var queue []maze.Pos
	for y := range m.Height() {
		for x := range m.Width() {
			if p := (maze.Pos{X: x, Y: y, Floor: f}); m.Inside(p) && from(p) && link(p) {
				seen[m.Index(p)] = true
				queue = append(queue, p)
			}
		}
	}
	for head := 0; head < len(queue); head++ {
		p := queue[head]
		if to(p) {
			return true
		}
		for _, d := range maze.Dirs {
			q := p.Step(d)
			if m.Inside(q) && !seen[m.Index(q)] && link(q) && m.Side(p, d) == maze.Open {
				seen[m.Index(q)] = true
				queue = append(queue, q)
			}
		}
	}
	return false
}
