// Package moves is the move language: what a player says on his turn
// ("shoot left, then go up"), as typed values and as text. Parse reads the
// words people use; Move.String writes the canonical form, which Parse reads
// back to the same Move. The grammar is documented in docs/moves.md.
//
// A Move says what the player asks for; whether it is allowed and what
// happens is for the game (engine/game) to decide.
package moves

import "github.com/labyrinth-game/labyrinth/engine/maze"

// Kind is the kind of one action within a move (reference §2.1).
type Kind uint8

const (
	// Movements: a move has exactly one of these (§2.1).

	// Go is a step left, right, up or down.
	Go Kind = iota + 1
	// ByFlow is the movement "by the flow" from a river cell (§4.6).
	ByFlow
	// ByLoop is the movement "by the loop" from a pit (§4.4).
	ByLoop

	// Other actions, any number before and after the movement.

	// Shoot fires a bullet in Dir (§5.5).
	Shoot
	// Blow throws a grenade at the wall in Dir (§5.4).
	Blow
	// Take picks up Count items of kind Item from the player's cell (§5.1);
	// for treasures, Which says which one of a stack (§5.8).
	Take
	// Leave puts Count items of kind Item down on the player's cell (§5.2).
	Leave
	// Throw throws Count items of kind Item (a treasure, a corpse, a
	// landmine without activating it, or bullets) to the neighbouring cell
	// in Dir (§5.2, §5.6, §5.7).
	Throw
	// SetMine activates the landmine the player carries and sets it on his
	// own cell (Dir is NoDir) or throws it onto the neighbouring cell in Dir
	// (§5.7).
	SetMine

	// Actions of seed 001 (issue 12).

	// Stab strikes with the knife: every other player on the cell is hit,
	// and the knife is spent ("use knife", 001 l.65).
	Stab
	// Build builds a wall with a bag of cement on the side Dir of the
	// player's cell (001 l.107, O4).
	Build
	// Boomerang throws the boomerang in Dir: it flies and comes back, or
	// falls at a wall (001 l.109).
	Boomerang

	// Row takes the player in a river one cell up it, against the current,
	// in Dir, with a boat of seed 002's arsenal kit ("Boat should be used
	// to swim once against the current of the river", l.35). A movement.
	Row
	// Climb takes the player by a staircase to the floor above (Dir Up:
	// "go upstairs") or below (Dir Down: "go downstairs"), keeping (x, y):
	// 001's three-dimensional labyrinths (G3, l.59, l.124). A movement.
	Climb
)

// IsMovement reports whether the action is the move's movement.
func (k Kind) IsMovement() bool {
	return k == Go || k == ByFlow || k == ByLoop || k == Row || k == Climb
}

// Item is a kind of item (reference §5).
type Item uint8

const (
	NoItem Item = iota
	Treasure
	Corpse
	Landmine
	Bullet
	Grenade
)

var itemNames = [...]string{NoItem: "", Treasure: "treasure", Corpse: "corpse", Landmine: "landmine", Bullet: "bullet", Grenade: "grenade"}

func (it Item) String() string {
	if int(it) < len(itemNames) {
		return itemNames[it]
	}
	return "item?"
}

// Countable reports whether several items of the kind can be named at once
// ("leave 2 bullets").
func (it Item) Countable() bool { return it == Bullet || it == Grenade }

// Which names one treasure of a stack on a cell (§5.8). The zero value means
// "the one the rules choose" (the topmost).
type Which int

const (
	// AnyTreasure lets the game choose (the topmost).
	AnyTreasure Which = 0
	// Topmost is the treasure brought last.
	Topmost Which = -1
	// Lowest is the treasure brought first; Lowest+1 the second lowest, and
	// so on.
	Lowest Which = 1
)

// Action is one thing a player does within a move.
type Action struct {
	Kind Kind
	// Dir is the direction of a Go, Shoot, Blow or Throw, and of a SetMine
	// that throws the landmine to a neighbouring cell.
	Dir maze.Dir
	// Item is what a Take, Leave or Throw is about.
	Item Item
	// Count is how many bullets or grenades a Take or Leave handles, or how
	// many bullets a Throw throws; 0 means all of them for Take ("take the
	// bullets") and one for Leave and Throw.
	Count int
	// Which chooses a treasure from a stack for Take.
	Which Which
	// Target and TargetCell name the player a Shoot is aimed at and the cell
	// the shooter believes him to be on, under the named-targets option
	// (§7.3); Target is "" otherwise.
	Target     string
	TargetCell maze.Pos
}

// Move is everything a player says for one turn: either a skip, or actions
// with exactly one movement among them, in the order given, followed by
// conditional clauses (§6.5).
type Move struct {
	Skip    bool
	Actions []Action
	// Conditions are "if ..., ..." clauses, each resolved in order after all
	// of Actions (§6.5): "go right; if I find a treasure, shoot up".
	Conditions []Conditional
	// Tell is what the player asks to be told of the results: everything
	// (the zero value), nothing (a dark move, §6.7), or only whether he hit
	// a wall (a semi-dark move, §6.8).
	Tell Tell
	// NoRefill asks a weaponry not to refill his ammunition (§4.3: "except if
	// he asked the game master otherwise").
	NoRefill bool
}

// Tell is what a player asks to be told of his move's results.
type Tell uint8

const (
	// TellAll: the results are announced as usual.
	TellAll Tell = iota
	// TellNothing: "don't tell the result" (§6.7).
	TellNothing
	// TellWall: "don't tell where I end up, but tell me whether I hit a
	// wall" (§6.8).
	TellWall
)

// Conditional is one "if CONDITION, ACTIONS" clause of a move (§6.5). Its
// actions are not movements.
type Conditional struct {
	If   Condition
	Then []Action
}

// CondKind is what a condition asks about the move's results.
type CondKind uint8

const (
	// IfFind: "if I find a treasure / a bullet / anything": Item is the kind
	// found, NoItem for anything at all.
	IfFind CondKind = iota + 1
	// IfPit: "if I fall into a pit".
	IfPit
	// IfWall: "if I hit a wall".
	IfWall
	// IfRiver: "if I am carried by the flow" (into a river or a delta).
	IfRiver
	// IfCell: "if I walk into a hospital / a weaponry / a delta / onto land":
	// Cell is the kind announced.
	IfCell
	// IfScream: "if a scream is heard" (from a shot earlier in the move).
	IfScream
	// IfHealed: "if I am healed".
	IfHealed
)

// Condition is the test of a Conditional.
type Condition struct {
	Kind CondKind
	Item Item
	Cell maze.Kind
	// Not negates the condition: "if I do not find a treasure".
	Not bool
}

// Movement returns the index of the move's movement in Actions, or -1.
func (m Move) Movement() int {
	for i, a := range m.Actions {
		if a.Kind.IsMovement() {
			return i
		}
	}
	return -1
}

// Step returns a plain one-step move in direction d.
func Step(d maze.Dir) Move { return Move{Actions: []Action{{Kind: Go, Dir: d}}} }

// SkipMove is the move "skip".
func SkipMove() Move { return Move{Skip: true} }
