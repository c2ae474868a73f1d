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

	// The kinds of format version 2 (docs/maze-format.md, "Version 2"):
	// cells of seeds 001 and 004 that the reference does not have.

	Swamp    // seed 001 l.105: stepping in skips the next move, "S"
	Casino   // seed 004 l.30: a game of chance instead of a move, "C"
	Elevator // seed 004 l.56: a pit between floors keeping (x, y), "V"
)

// LastKind is the last cell kind; kinds above it are unknown.
const LastKind = Elevator

var kindNames = [...]string{
	Outside:      "outside",
	Land:         "land",
	Hospital:     "hospital",
	Weaponry:     "weaponry",
	Pit:          "pit",
	River:        "river",
	Delta:        "delta",
	Encephalitis: "encephalitis",
	Swamp:        "swamp",
	Casino:       "casino",
	Elevator:     "elevator",
}

func (k Kind) String() string {
	if int(k) < len(kindNames) {
		return kindNames[k]
	}
	return fmt.Sprintf("Kind(%d)", uint8(k))
}

// Letter is the one-letter code of the kind used on plans and in files.
func (k Kind) Letter() byte {
	const letters = "#LHWPRDESCV"
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

// Version2 reports whether the kind is one format version 2 added, which
// the rules of the reference do not know.
func (k Kind) Version2() bool { return k > Encephalitis && k <= LastKind }

// Goods is a set of the things a weaponry gives (format version 2's
// "stock", seed 001 l.108: "some of them could carry bullets only or
// grenades only"). The empty set is every weaponry of version 1: it gives
// what the rules say a weaponry gives (§4.3).
type Goods uint8

// The goods a weaponry can be limited to, in the order of GoodsNames.
const (
	GiveBullets    Goods = 1 << iota // §4.3; seed 002 l.13's gun
	GiveGrenades                     // §4.3
	GiveKnives                       // seed 001 l.65, seed 002 l.13
	GiveBoats                        // seed 002 l.13, l.35
	GiveCement                       // seed 001 l.107, seed 002 l.62
	GiveBoomerangs                   // seed 001 l.109

	// AllGoods is every good a stock can name.
	AllGoods = GiveBullets | GiveGrenades | GiveKnives | GiveBoats | GiveCement | GiveBoomerangs
)

// GoodsNames are the goods' names in the file, bit 0 first.
var GoodsNames = [...]string{"bullets", "grenades", "knives", "boats", "cement", "boomerangs"}

// Has reports whether g holds every good of o.
func (g Goods) Has(o Goods) bool { return g&o == o }

// String lists the goods' names separated by commas, "" for none.
func (g Goods) String() string {
	s := ""
	for i, name := range GoodsNames {
		if g&(1<<i) != 0 {
			if s != "" {
				s += ", "
			}
			s += name
		}
	}
	return s
}

// Cell is one square of the plan.
type Cell struct {
	Kind Kind
	// Flow is the direction a river cell flows to; NoDir for other kinds.
	Flow Dir
	// Stock limits what a weaponry gives (format version 2); 0, for every
	// weaponry of version 1 and for other kinds, is what the rules give.
	Stock Goods
	// Loop and Order place a pit: it is pit number Order (1..N) of pit loop
	// number Loop. Both are 0 for other kinds.
	Loop, Order int
}

// Token is the cell's code in the maze file and on the text plan: "L", "H",
// "W", "E", "D", "R>" (a river flowing right), "P2.1" (pit 1 of loop 2),
// "#" (outside the shape), or version 2's "S" (swamp), "C" (casino) and "V"
// (elevator). A weaponry's stock is not part of its token.
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
