package game

import (
	"github.com/labyrinth-game/labyrinth/engine/maze"
	"github.com/labyrinth-game/labyrinth/engine/moves"
)

// CommandKind tells what a command does.
type CommandKind uint8

const (
	// ChooseStart: Player secretly chooses Cell as his start (§6.1).
	ChooseStart CommandKind = iota + 1
	// InvalidateStarts: the game master declares every choice invalid; each
	// player chooses again, not the same cell (§6.1).
	InvalidateStarts
	// Begin: the game master accepts the choices and play begins (§6.2).
	Begin
	// Say: Player says something on or around his turn — a move, a status
	// question, a recall, a cell order (§2, §5.5, §6.3, §6.4).
	Say
	// CommonStart: the game master chooses Cell as everyone's start (§7.6).
	CommonStart
	// StartTimer: the game master starts timing the current player's move
	// (§9).
	StartTimer
	// TimeIsUp: the clock says that Player, whose move was being timed,
	// did not move in time (§9). The clock runs outside the engine.
	TimeIsUp
	// BreakDecision: the game master's deciding vote (Yes or not) when the
	// players' votes for a break are even (§9).
	BreakDecision
	// PlaceStart: the game master places Player on Cell without telling him
	// where (the variant in which the game master chooses the starting
	// positions, G2 in the "Maze on paper" classification).
	PlaceStart
	// StopTimer: the game master stops timing the current player's move
	// (§9): he started it, at a player's request or on his own, and
	// changed his mind. The move is no longer timed.
	StopTimer
	// EndGame: the game master ends the game before it ended by the
	// rules: nobody wins (EndedByMaster), and the plan is revealed.
	EndGame
)

var commandNames = [...]string{ChooseStart: "choose_start", InvalidateStarts: "invalidate_starts", Begin: "begin", Say: "say",
	CommonStart: "common_start", StartTimer: "start_timer", TimeIsUp: "time_up", BreakDecision: "break_decision",
	PlaceStart: "place_start", StopTimer: "stop_timer", EndGame: "end_game"}

func (k CommandKind) String() string {
	if int(k) < len(commandNames) && commandNames[k] != "" {
		return commandNames[k]
	}
	return "command?"
}

// Command is one input to the game.
type Command struct {
	Kind   CommandKind
	Player int
	Cell   maze.Pos
	Say    moves.Statement
	Yes    bool
}

// Choose is the command "player chooses cell as his start".
func Choose(player int, cell maze.Pos) Command {
	return Command{Kind: ChooseStart, Player: player, Cell: cell}
}

// Play is the command "player says move".
func Play(player int, m moves.Move) Command {
	return Command{Kind: Say, Player: player, Say: moves.Statement{Kind: moves.SayMove, Move: m}}
}

// Ask is the command "player says statement".
func Ask(player int, s moves.Statement) Command {
	return Command{Kind: Say, Player: player, Say: s}
}
