package maze

// Edge is what lies on the side shared by two cells, or on an outer side of
// the labyrinth (reference §1.4). The same three values serve both, because a
// grenade treats them alike: it destroys a Wall (opening a closed exit) and
// leaves a Solid edge standing.
type Edge uint8

const (
	// Open is a passage between two cells, or an open exit on an outer side.
	Open Edge = iota
	// Wall is a destructible inner wall, or a closed exit on an outer side.
	Wall
	// Solid is an indestructible inner wall, or the monolith on an outer side.
	Solid
)

// Blocks reports whether a player cannot walk across the edge.
func (e Edge) Blocks() bool { return e != Open }

// Describe names the edge for people; outer tells whether it is an outer side.
func (e Edge) Describe(outer bool) string {
	if outer {
		switch e {
		case Open:
			return "open exit"
		case Wall:
			return "closed exit"
		default:
			return "monolith"
		}
	}
	switch e {
	case Open:
		return "open"
	case Wall:
		return "wall"
	default:
		return "indestructible wall"
	}
}

// IsExit reports whether an outer side with this edge is an exit (open or
// closed).
func (e Edge) IsExit() bool { return e != Solid }
