package maze

import "slices"

// Version is the version of the maze format that Encode writes m in: 1,
// unless m holds something version 2 added (a cell kind, a weaponry's
// stock, a door, a window, a lock, a staircase, a Key, a creature, or one
// of the new items), so that a plan of version 1 stays readable by the
// programs that know only version 1.
func (m *Maze) Version() int {
	if len(m.Keys) > 0 || len(m.Creatures) > 0 {
		return 2
	}
	for _, p := range m.Piles {
		if p.Knives|p.Boats|p.Boomerangs|p.Cement != 0 {
			return 2
		}
	}
	for _, c := range m.cells {
		if c.Kind.Version2() || c.Stock != 0 {
			return 2
		}
	}
	if slices.ContainsFunc(m.vMarks, isMark) || slices.ContainsFunc(m.hMarks, isMark) || slices.Contains(m.stairs, true) {
		return 2
	}
	return 1
}

func isMark(k mark) bool { return k != noMark }
