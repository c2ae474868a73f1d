package maze

import "fmt"

// Kind is the type of a cell (reference §4). A cell has exactly one kind
// (§8.1). Outside marks grid positions that are not part of the labyrinth's
// shape.
type Kind uint8

// The cell kinds of reference §4.
const (
	Outside      Kind = iota // not part of the labyrinth
	Land                     // §4.1 "L"
	Hospital                 // §4.2 "H"
	Weaponry                 // §4.3 "W" (also called armory or arsenal)
	Pit                      // §4.4 "P"
	River                    // §4.5 "R"
	Delta                    // §4.5 "D"
	Encephalitis             // §4.7 "E"
)

var kindNames = [...]string{
	Outside:      "outside",
	Land:         "land",
	Hospital:     "hospital",
	Weaponry:     "weaponry",
	Pit:          "pit",
	River:        "river",
	Delta:        "delta",
	Encephalitis: "encephalitis",
}

func (k Kind) String() string {
	if int(k) < len(kindNames) {
		return kindNames[k]
	}
	return fmt.Sprintf("Kind(%d)", uint8(k))
}

// Letter is the one-letter code of the kind used on plans and in files.
func (k Kind) Letter() byte {
	const letters = "#LHWPRDE"
	if int(k) < len(letters) {
		return letters[k]
	}
	return '?'
}

// ParseKind reads a kind name as printed by Kind.String.
func ParseKind(s string) (Kind, bool) {
	for k, name := range kindNames {
		if name == s {
			return Kind(k), true
		}
	}
	return Outside, false
}

// Inside reports whether a cell of this kind is part of the labyrinth.
func (k Kind) Inside() bool { return k != Outside }

// Cell is one square of the plan.
type Cell struct {
	Kind Kind
	// Flow is the direction a river cell flows to; NoDir for other kinds.
	Flow Dir
	// Loop and Order place a pit: it is pit number Order (1..N) of pit loop
	// number Loop. Both are 0 for other kinds.
	Loop, Order int
}

// Token is the cell's code in the maze file and on the text plan: "L", "H",
// "W", "E", "D", "R>" (a river flowing right), "P2.1" (pit 1 of loop 2) or
// "#" (outside the shape).
func (c Cell) Token() string {
	switch c.Kind {
	case River:
		return "R" + flowArrow(c.Flow)
	case Pit:
		return fmt.Sprintf("P%d.%d", c.Loop, c.Order)
	}
	return string(c.Kind.Letter())
}

func flowArrow(d Dir) string {
	switch d {
	case Up:
		return "^"
	case Right:
		return ">"
	case Down:
		return "v"
	case Left:
		return "<"
	}
	return "?"
}

// Arrow is the flow arrow of a direction as used in river tokens.
func Arrow(d Dir) string { return flowArrow(d) }
