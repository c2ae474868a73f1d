package moves

import "github.com/labyrinth-game/labyrinth/engine/maze"

// StatementKind tells what a player's statement is.
type StatementKind uint8

const (
	// SayMove is a move (the turn's action).
	SayMove StatementKind = iota + 1
	// AskStatus asks for the player's own status: health, bullets,
	// grenades, what he carries (§6.4).
	AskStatus
	// AskRecall asks to recall another player's last move (§6.3).
	AskRecall
	// OrderCell orders a new cell after a wound (§5.5).
	OrderCell
	// KeepCell declines to order a new cell after a wound (§5.5).
	KeepCell
	// AskCellType asks the type of Cell before the start is chosen, under a
	// handicap that allows it (§7.2).
	AskCellType
	// TakeBreak takes a break to think before the move (§9).
	TakeBreak
	// AskTiming asks the game master to time Player's move (§9).
	AskTiming
	// VoteBreak votes for a break held by the majority (§9).
	VoteBreak
	// AskRules asks for the rules in force (§7: "every player can at any
	// time confirm all the game rules").
	AskRules
	// BuyHint pays for the hint "where am I?" instead of a move (seed
	// 004 l.59–60).
	BuyHint
	// PlaceBet plays the casino for Amount instead of a move (seed 004
	// l.30–32).
	PlaceBet
)

// Statement is anything a player says to the game master on or around his
// turn: a move, or a question or request that is not a move.
type Statement struct {
	Kind StatementKind
	// Amount is the stake of a PlaceBet, 1 to MaxStake. An int32 beside
	// Kind takes the room Kind leaves before Move, so that a Statement,
	// journaled with every command, is no larger for it.
	Amount int32
	// Move is the move of a SayMove.
	Move Move
	// Player names whose last move AskRecall asks for, or whose move
	// AskTiming asks to time.
	Player string
	// Cell is the cell an OrderCell or an AskCellType is about.
	Cell maze.Pos
}
