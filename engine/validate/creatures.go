package validate

import "github.com/labyrinth-game/labyrinth/engine/maze"

// creatures checks the plan's creatures (seed 001 l.110, O7): they are
// allowed only when the rules' creatures option is on, and each one's
// path must keep it in the labyrinth: every step crosses an open side
// into a cell of the labyrinth (a path through a wall, or out through an
// exit, is a mistake of the plan, as a river flowing into a wall is). A
// bear's cave must be a cell where it can wound: not a hospital or a
// weaponry, where nobody is wounded (§4.2, §4.3), unless the rules make
// them cells like any other (no_havens).
func (c *checker) creatures() {
	m := c.m
	if len(m.Creatures) == 0 {
		return
	}
	if !c.rules.Creatures {
		for _, cr := range m.Creatures {
			c.errorAt(ruleOptions, "creatures_not_allowed", cr.At,
				"a %s starts here, but the rules have no creatures (O7)", cr.Kind)
		}
		return
	}
	for _, cr := range m.Creatures {
		if cr.Kind == maze.Bear && !c.rules.NoHavens {
			if k := m.Kind(cr.At); k == maze.Hospital || k == maze.Weaponry {
				c.errorAt(ruleOptions, "cave_in_haven", cr.At,
					"a bear's cave in a %s, where nobody can be wounded", k)
			}
		}
		at := cr.At
		for j, d := range cr.Path {
			next := at.Step(d)
			if m.Side(at, d).Blocks() || !m.Inside(next) {
				c.errorAt(ruleOptions, "creature_path_blocked", at,
					"the %s starting at %s cannot take step %d of its path (%s): %s",
					cr.Kind, cr.At, j+1, d, blockedBy(m, at, d))
				break
			}
			at = next
		}
	}
}

// blockedBy names what stops a step from p in direction d.
func blockedBy(m *maze.Maze, p maze.Pos, d maze.Dir) string {
	if m.IsOuter(p, d) {
		return "it would leave the labyrinth"
	}
	return "a wall is in the way"
}
