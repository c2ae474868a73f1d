package maze

// Transport says how the plan moved a player after a step (reference §2.2).
type Transport uint8

const (
	// NotCarried: the player stays where the step took him.
	NotCarried Transport = iota
	// ByPit: the player walked into a pit and was sent to the next one (§4.4).
	ByPit
	// ByFlow: the player ended up in a river and was carried one cell (§4.6).
	ByFlow
	// ByElevator: the player walked into an elevator and rode it to the
	// elevator at the same (x, y) on the next floor that has one (seed 004
	// l.55–57: "it behaves as a pit, but moves between floors keeping the
	// coordinates").
	ByElevator
)

// Outcome is where one movement ends on the plan, before any effect of the
// cell's contents.
type Outcome struct {
	// Blocked: a wall (or closed exit, or monolith) stopped the step.
	Blocked bool
	// Exited: the step went out of the labyrinth through an open exit; End
	// is then the cell the player left, and Exit the side he left by.
	Exited bool
	Exit   Side
	// Entered is the cell the step led into (From when blocked).
	Entered Pos
	// End is where the player rests after the plan has moved him.
	End Pos
	// Carried says whether and how the plan moved the player after the step.
	Carried Transport
}

// Walk resolves a step from p in direction d with the classic rules: a wall
// stops the player (but a river carries him on, §4.6); a pit sends him to the
// next pit of its loop (§4.4); a river carries him one cell downstream (§4.6).
func (m *Maze) Walk(p Pos, d Dir) Outcome {
	if m.Side(p, d).Blocks() {
		o := Outcome{Blocked: true, Entered: p, End: p}
		if down, ok := m.Downstream(p); ok {
			o.End, o.Carried = down, ByFlow
		}
		return o
	}
	n := p.Step(d)
	if !m.Inside(n) {
		return Outcome{Exited: true, Exit: Side{At: p, Dir: d}, Entered: p, End: p}
	}
	return m.arrive(n)
}

// arrive applies what the cell a player steps into does to him.
func (m *Maze) arrive(n Pos) Outcome {
	o := Outcome{Entered: n, End: n}
	switch m.Kind(n) {
	case Pit:
		if next, ok := m.NextPit(n); ok {
			o.End, o.Carried = next, ByPit
		} else if m.LonePit(n) {
			o.Carried = ByPit // to the next pit of its loop: itself
		}
	case River:
		if down, ok := m.Downstream(n); ok {
			o.End, o.Carried = down, ByFlow
		}
	case Elevator:
		if next, ok := m.NextElevator(n); ok {
			o.End, o.Carried = next, ByElevator
		}
	}
	return o
}

// FollowFlow resolves the movement "by the flow" from a river cell: one cell
// downstream, without being carried again (§4.6). ok is false when p is not
// a river cell.
func (m *Maze) FollowFlow(p Pos) (Outcome, bool) {
	down, ok := m.Downstream(p)
	if !ok {
		return Outcome{}, false
	}
	return Outcome{Entered: down, End: down}, true
}

// FollowLoop resolves the movement "by the loop" from a pit: to the next pit
// of its loop (§4.4); from an elevator, to the next elevator (seed 004
// l.55–57). ok is false when p is neither.
func (m *Maze) FollowLoop(p Pos) (Outcome, bool) {
	next, ok := m.NextPit(p)
	if !ok {
		next, ok = m.NextElevator(p)
	}
	if !ok {
		return Outcome{}, false
	}
	return Outcome{Entered: next, End: next}, true
}

// Enter resolves stepping into the cell at n from outside the labyrinth, as a
// player coming back in through an exit does: pits and rivers act as for any
// step.
func (m *Maze) Enter(n Pos) Outcome { return m.arrive(n) }

// LonePit reports whether p is a pit whose loop has no other pit: seed 004
// allows "a cycle of one pit" (rules option single_pit_loops), which sends
// whoever falls into it to the next pit of its loop — where he is. (By the
// loop from it is a move that changes nothing; FollowLoop says it is none,
// as the analysis of moves counts it.)
func (m *Maze) LonePit(p Pos) bool {
	return m.InGrid(p) && m.Kind(p) == Pit && m.Cell(p).Loop > 0 && m.next[m.Index(p)] < 0
}
