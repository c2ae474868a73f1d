package validate

import (
	"github.com/labyrinth-game/labyrinth/engine/maze"
	"github.com/labyrinth-game/labyrinth/engine/rules"
)

// recommendations checks the six recommendations that follow the mandatory
// list of §8. It runs after reach, whose move table it reuses.
func (c *checker) recommendations() {
	c.recArmouries()
	c.recApart()
	c.recFakes()
	c.recAttractors()
	c.recMapping()
	c.recNearExit()
}

// recArmouries: at least two weaponries and two hospitals (rec. 1). None at
// all is already an error of §8.2, or what the rules want (A1, H1); one is
// not warned about when the rules fix one ("Maze on paper" A2, H4), since
// the recommendation gives way to what was agreed.
func (c *checker) recArmouries() {
	if c.count[maze.Weaponry] == 1 && c.rules.Weaponries != 1 {
		c.add(Warning, recArmouries, "one_weaponry", nil, "",
			"the labyrinth has only one weaponry; at least two are recommended")
	}
	if c.count[maze.Hospital] == 1 && c.rules.Hospitals != 1 {
		c.add(Warning, recArmouries, "one_hospital", nil, "",
			"the labyrinth has only one hospital; at least two are recommended")
	}
}

// recApart: no hospital next to a weaponry (rec. 2). Neighbouring means
// sharing a side (§1.4), whatever lies on it.
func (c *checker) recApart() {
	m := c.m
	if c.count[maze.Hospital] == 0 || c.count[maze.Weaponry] == 0 {
		return
	}
	for _, i := range c.hospitals {
		h := m.PosOf(int(i))
		for _, d := range maze.Dirs {
			if w := h.Step(d); m.Kind(w) == maze.Weaponry {
				c.add(Warning, recApart, "hospital_next_to_weaponry", []maze.Pos{h, w}, "",
					"the hospital at %s and the weaponry at %s are neighbours; a wounded player could heal and rearm at once", h, w)
			}
		}
	}
}

// recFakes: between one fake treasure and one per player (rec. 3); no
// fake is not warned about when the rules fix one treasure in all ("Maze
// on paper" T1).
func (c *checker) recFakes() {
	if c.rules.Victory == rules.VictoryKey {
		return // a Key game has no treasures (002 l.56; treasure_in_key_game)
	}
	fakes := 0
	for _, t := range c.m.Treasures {
		if !t.True {
			fakes++
		}
	}
	switch {
	case fakes == 0 && c.rules.Treasures != 1:
		c.add(Warning, recFakes, "no_fake_treasure", nil, "", "there is no fake treasure; at least one is recommended")
	case c.players > 0 && fakes > c.players:
		c.add(Warning, recFakes, "too_many_fakes", nil, "",
			"there are %d fake treasures for %d %s; at most one per player is recommended",
			fakes, c.players, plural(c.players, "player", "players"))
	}
}

// recAttractors: no delta with at most one way out, no neighbouring deltas
// (rec. 4, the reference's examples of strong attractors). A way out is a
// direction whose move ends on another cell, as in the reach graph.
func (c *checker) recAttractors() {
	m := c.m
	if c.count[maze.Delta] == 0 {
		return
	}
	for _, i := range c.deltas {
		p := m.PosOf(int(i))
		ways := 0
		for k := range maze.Dirs {
			if c.arc(int(i), k) >= 0 {
				ways++
			}
		}
		switch ways {
		case 0:
			c.warnAt(recAttractors, "delta_attractor", p, "the delta has no way out: a strong attractor")
		case 1:
			c.warnAt(recAttractors, "delta_attractor", p, "the delta has only one way out: a strong attractor")
		}
		for _, d := range []maze.Dir{maze.Right, maze.Down} {
			if q := p.Step(d); m.Kind(q) == maze.Delta {
				c.add(Warning, recAttractors, "neighbouring_deltas", []maze.Pos{p, q}, "",
					"the deltas at %s and %s are neighbours: a strong attractor", p, q)
			}
		}
	}
}

// recMapping: pits and rivers make a labyrinth harder to map, the more so
// along the outer wall (rec. 5). The second part is measured loosely: it
// warns only when not a single pit or river cell has a side on the outline.
func (c *checker) recMapping() {
	m := c.m
	if c.count[maze.Pit] == 0 && c.count[maze.River] == 0 {
		if c.rules.NoPits && c.rules.NoRivers {
			return // "Maze on paper" F1: the rules want neither
		}
		c.add(Warning, recMapping, "no_pits_or_rivers", nil, "",
			"the labyrinth has neither pits nor rivers, which makes it easy to map")
		return
	}
	for _, i := range c.features {
		p := m.PosOf(int(i))
		for _, d := range maze.Dirs {
			if m.IsOuter(p, d) {
				return
			}
		}
	}
	c.add(Warning, recMapping, "no_pits_or_rivers_on_outline", nil, "",
		"no pit or river lies along the outer wall, where they would best hinder mapping")
}

// recNearExit: no treasure on a cell with an exit or next to one (rec. 6).
func (c *checker) recNearExit() {
	m := c.m
	for _, t := range m.Treasures {
		if !m.Inside(t.At) {
			continue
		}
		what := "a fake treasure"
		if t.True {
			what = "the true treasure"
		}
		if d, ok := exitOf(m, t.At); ok {
			c.warnAt(recNearExit, "treasure_near_exit", t.At, "%s lies on a cell with an exit (%s)", what, d)
			continue
		}
		for _, d := range maze.Dirs {
			q := t.At.Step(d)
			if !m.Inside(q) {
				continue
			}
			if e, ok := exitOf(m, q); ok {
				c.add(Warning, recNearExit, "treasure_near_exit", []maze.Pos{t.At, q}, "cell "+t.At.String(),
					"%s lies next to an exit: %s", what, maze.Side{At: q, Dir: e})
				break
			}
		}
	}
}

func exitOf(m *maze.Maze, p maze.Pos) (maze.Dir, bool) {
	for _, d := range maze.Dirs {
		if m.IsExit(p, d) {
			return d, true
		}
	}
	return maze.NoDir, false
}
