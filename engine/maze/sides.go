package maze

// The things format version 2 puts on sides and between floors: one-way
// doors and windows in inner walls (seed 001 l.112, l.113: options O5 and
// O6), locks on exits (seed 002 l.5: the exit the Key opens) and staircases
// between floors (seed 001 l.106, G3, and seed 002's floors). The engine's
// rules for them come with the rules options that allow them; a side's
// Edge stays what it was, so that every caller that knows only edges sees
// a door or a window as the wall it is set in, and a locked exit as an
// exit.

// mark is what a side holds besides its edge.
type mark uint8

const (
	noMark mark = iota
	// windowMark: bullets fly through the wall, players do not walk
	// through it (001 l.113).
	windowMark
	// doorPlus and doorMinus: a one-way door that players walk through
	// going right or down (plus), or left or up (minus) (001 l.112).
	doorPlus
	doorMinus
	// lockMark: an exit that only a player with the Key leaves by
	// (002 l.5, l.40).
	lockMark
)

// markSlot locates the mark of side d of p; the arrays must exist.
func (m *Maze) markSlot(p Pos, d Dir) *mark {
	switch d {
	case Left:
		return &m.vMarks[m.vIndex(p)]
	case Right:
		return &m.vMarks[m.vIndex(p)+1]
	case Up:
		return &m.hMarks[m.hIndex(p)]
	}
	return &m.hMarks[m.hIndex(p)+m.width]
}

func (m *Maze) markOf(p Pos, d Dir) mark {
	if m.vMarks == nil || !m.InGrid(p) || !d.Valid() {
		return noMark
	}
	return *m.markSlot(p, d)
}

// setMark sets the mark of side d of p, making the arrays on the first one.
func (m *Maze) setMark(p Pos, d Dir, k mark) {
	if m.vMarks == nil {
		if k == noMark {
			return
		}
		m.vMarks = make([]mark, len(m.vEdges))
		m.hMarks = make([]mark, len(m.hEdges))
	}
	*m.markSlot(p, d) = k
}

// fitMark removes the mark of side d of p when its edge no longer takes
// it: a door or a window needs an inner wall, a lock an exit.
func (m *Maze) fitMark(p Pos, d Dir) {
	slot := m.markSlot(p, d)
	if *slot == noMark {
		return
	}
	// Seen from a position outside the shape, every side is outer.
	outer, e := !m.Inside(p) || m.IsOuter(p, d), m.Side(p, d)
	if *slot == lockMark && (!outer || e == Solid) || *slot != lockMark && (outer || e == Open) {
		*slot = noMark
	}
}

// Door is the direction a player walks through the one-way door on side d
// of the cell at p: d (out of p) or its opposite (into p); NoDir when the
// side has no door. The side's edge is the wall the door is set in.
func (m *Maze) Door(p Pos, d Dir) Dir {
	switch m.markOf(p, d) {
	case doorPlus:
		if d == Left || d == Right {
			return Right
		}
		return Down
	case doorMinus:
		if d == Left || d == Right {
			return Left
		}
		return Up
	}
	return NoDir
}

// SetDoor puts a one-way door on the inner side d of the cell at p that
// players walk through in direction through (d or d.Opposite()); NoDir
// removes a door. An open side becomes a destructible wall, the wall the
// door is set in; a window there gives way to the door. Outer sides and
// other directions are left alone.
func (m *Maze) SetDoor(p Pos, d Dir, through Dir) {
	if !m.Inside(p) || !d.Valid() || m.IsOuter(p, d) {
		return
	}
	switch {
	case through == NoDir:
		if m.Door(p, d) != NoDir {
			m.setMark(p, d, noMark)
		}
		return
	case through != d && through != d.Opposite():
		return
	}
	if m.Side(p, d) == Open {
		m.setSide(p, d, Wall)
	}
	k := doorMinus
	if through == Right || through == Down {
		k = doorPlus
	}
	m.setMark(p, d, k)
}

// Window reports whether the wall on side d of the cell at p has a window.
func (m *Maze) Window(p Pos, d Dir) bool { return m.markOf(p, d) == windowMark }

// SetWindow puts a window in (on true) or takes it out of the wall on the
// inner side d of the cell at p. An open side becomes a destructible wall;
// a door there gives way to the window. Outer sides are left alone.
func (m *Maze) SetWindow(p Pos, d Dir, on bool) {
	if !m.Inside(p) || !d.Valid() || m.IsOuter(p, d) {
		return
	}
	if !on {
		if m.Window(p, d) {
			m.setMark(p, d, noMark)
		}
		return
	}
	if m.Side(p, d) == Open {
		m.setSide(p, d, Wall)
	}
	m.setMark(p, d, windowMark)
}

// Locked reports whether side d of the cell at p is a locked exit, one
// that only a player carrying the Key leaves by (seed 002 l.5, l.56).
func (m *Maze) Locked(p Pos, d Dir) bool { return m.markOf(p, d) == lockMark }

// SetLocked locks (on true) or unlocks the exit on the outer side d of the
// cell at p. Locking the monolith makes it an open exit, the one with the
// lock. Inner sides are left alone.
func (m *Maze) SetLocked(p Pos, d Dir, on bool) {
	if !m.Inside(p) || !d.Valid() || !m.IsOuter(p, d) {
		return
	}
	if !on {
		if m.Locked(p, d) {
			m.setMark(p, d, noMark)
		}
		return
	}
	if m.Side(p, d) == Solid {
		m.setSide(p, d, Open)
	}
	m.setMark(p, d, lockMark)
}

// Stairs reports whether a staircase leads from the cell at p up to the
// cell above it, (x, y) on the next floor, and back down. Without one, the
// two are apart: floors of version 1 are joined only by pit loops.
func (m *Maze) Stairs(p Pos) bool {
	return m.stairs != nil && m.InGrid(p) && m.stairs[m.Index(p)]
}

// SetStairs builds (on true) or removes the staircase from the cell at p up
// to the cell above it. Both must be cells of the labyrinth: on the top
// floor, or with a position outside the shape at either end, it does
// nothing.
func (m *Maze) SetStairs(p Pos, on bool) {
	above := Pos{X: p.X, Y: p.Y, Floor: p.Floor + 1}
	if on && (!m.Inside(p) || !m.Inside(above)) || !m.InGrid(p) {
		return
	}
	if m.stairs == nil {
		if !on {
			return
		}
		m.stairs = make([]bool, len(m.cells))
	}
	m.stairs[m.Index(p)] = on
}

// NextElevator is the elevator an elevator at p takes a player to: the
// elevator at the same (x, y) on the next floor up that has one, from the
// top back to the lowest (seed 004 l.56: "it behaves as a pit, but moves
// between floors keeping the coordinates"). ok is false when p is not an
// elevator or no other floor has one at (x, y).
func (m *Maze) NextElevator(p Pos) (Pos, bool) {
	if m.Kind(p) != Elevator {
		return Pos{}, false
	}
	for k := 1; k < m.floors; k++ {
		q := Pos{X: p.X, Y: p.Y, Floor: (p.Floor + k) % m.floors}
		if m.Kind(q) == Elevator {
			return q, true
		}
	}
	return Pos{}, false
}

// HasStairs reports whether any staircase joins two floors.
func (m *Maze) HasStairs() bool {
	for _, s := range m.stairs {
		if s {
			return true
		}
	}
	return false
}

// Climb is where a player on the cell at p goes by the staircase up
// (up true) or down: the cell at (x, y) on the floor above or below, when
// a staircase joins them (Stairs). ok is false when none does.
func (m *Maze) Climb(p Pos, up bool) (Pos, bool) {
	if !m.Inside(p) {
		return p, false
	}
	if up {
		return Pos{X: p.X, Y: p.Y, Floor: p.Floor + 1}, m.Stairs(p)
	}
	below := Pos{X: p.X, Y: p.Y, Floor: p.Floor - 1}
	return below, p.Floor > 0 && m.Stairs(below)
}
