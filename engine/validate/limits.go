package validate

import (
	"fmt"

	"github.com/labyrinth-game/labyrinth/engine/analyze"
	"github.com/labyrinth-game/labyrinth/engine/maze"
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
