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
)

// IsMovement reports whether the action is the move's movement.
func (k Kind) IsMovement() bool { return k == Go || k == ByFlow || k == ByLoop }

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
	// Dir is the direction of a Go, Shoot or Blow.
	Dir maze.Dir
	// Item is what a Take or Leave is about.
	Item Item
	// Count is how many bullets or grenades a Take or Leave handles; 0 means
	// all of them for Take ("take the bullets") and one for Leave.
	Count int
	// Which chooses a treasure from a stack for Take.
	Which Which
}

// Move is everything a player says for one turn: either a skip, or actions
// with exactly one movement among them, in the order given.
type Move struct {
	Skip    bool
	Actions []Action
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
