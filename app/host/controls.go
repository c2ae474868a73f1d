package host

import (
	"fmt"

	"github.com/labyrinth-game/labyrinth/engine/game"
	"github.com/labyrinth-game/labyrinth/engine/maze"
)

// The controls the reference gives the game master, for a human game
// master's table (Master = HumanMaster; under the computer game master the
// host plays them itself). Each is a game master's command: journaled,
// applied and sent to the players, like a player's statement. The engine
// adjudicates every move; the game master never types a result. Each
// returns nil, the game's *game.Refusal (its Code says why, e.g.
// waiting_for_starts, not_timed, no_tied_vote, game_over), a *ControlError
// (the host is shutting down), or why the command could not be saved
// (nothing was played then).

// ControlCode is the stable name of a reason the host refuses a control
// that is not the game's to judge: a lobby's, or the host's own.
type ControlCode string

// The control codes.
const (
	// CodeBegun: the game is made; its seats are its players' for good.
	CodeBegun ControlCode = "begun"
	// CodeNoSuchSeat: the game has no such seat.
	CodeNoSuchSeat ControlCode = "no_such_seat"
	// CodeSeatFree: nobody sits on the seat.
	CodeSeatFree ControlCode = "seat_free"
	// CodeJoining: a player is taking the seat this very moment; try again.
	CodeJoining ControlCode = "joining"
	// CodeTooFewPlayers: a game starts with at least MinPlayers players.
	CodeTooFewPlayers ControlCode = "too_few_players"
	// CodeSeatGap: a free seat lies before a claimed one; the game's
	// players are seats 1 to N without a gap (seat i is player i).
	CodeSeatGap ControlCode = "seat_gap"
	// CodeMasterPlays: the person at the host is the game master and does
	// not take a player's seat.
	CodeMasterPlays ControlCode = "master_plays"
	// CodeShuttingDown: the host is closing.
	CodeShuttingDown ControlCode = "shutting_down"
	// CodeNotSaved: the decision could not be saved; nothing changed.
	CodeNotSaved ControlCode = "not_saved"
)

// ControlError is the host's refusal of a control, with a stable Code.
// errors.Is matches two ControlErrors of the same code, so
// errors.Is(err, host.ErrBegun) tells a refusal of the kind ErrBegun is.
type ControlError struct {
	Code ControlCode
	// Seat is the seat at fault (no_such_seat, seat_free, joining,
	// seat_gap), or -1.
	Seat int
	// Count is the number of players claimed (too_few_players).
	Count int
	// Err is what went wrong underneath (not_saved), or nil.
	Err error
}

func (e *ControlError) Error() string {
	switch e.Code {
	case CodeBegun:
		return "the game has begun: its seats are taken for good"
	case CodeNoSuchSeat:
		return fmt.Sprintf("there is no seat %d", e.Seat+1)
	case CodeSeatFree:
		return fmt.Sprintf("nobody sits on seat %d", e.Seat+1)
	case CodeJoining:
		return fmt.Sprintf("a player is taking seat %d right now: try again in a moment", e.Seat+1)
	case CodeTooFewPlayers:
		return fmt.Sprintf("a game starts with at least %d players; %d seats are taken", MinPlayers, e.Count)
	case CodeSeatGap:
		return fmt.Sprintf("seat %d is free, and seats after it are taken: the players sit in seats 1 to N; wait for a player to take it, or free the seats after it", e.Seat+1)
	case CodeMasterPlays:
		return "the game master does not play: under a human game master the host's screen is his table"
	case CodeShuttingDown:
		return "the host is shutting down"
	case CodeNotSaved:
		return fmt.Sprintf("that could not be saved, and nothing changed: %v", e.Err)
	}
	return string(e.Code)
}

// Is matches a ControlError of the same code.
func (e *ControlError) Is(target error) bool {
	t, ok := target.(*ControlError)
	return ok && t.Code == e.Code
}

func (e *ControlError) Unwrap() error { return e.Err }

// ErrBegun refuses what only the lobby allows once the game is made.
var ErrBegun = &ControlError{Code: CodeBegun, Seat: -1}

// errShuttingDown refuses anything once the host is closing.
var errShuttingDown = &ControlError{Code: CodeShuttingDown, Seat: -1}

// Command plays a game master's command (game.Begin,
// game.InvalidateStarts, game.PlaceStart, game.CommonStart,
// game.StartTimer, game.StopTimer, game.BreakDecision, game.EndGame,
// game.TimeIsUp): journaled, applied and sent to the players. It returns
// the game's refusal, or why it could not be saved. The methods below are
// the same commands, one each.
func (h *Host) Command(c game.Command) error {
	h.mu.Lock()
	if h.closed {
		h.mu.Unlock()
		return errShuttingDown
	}
	if h.sess == nil {
		h.mu.Unlock()
		return &game.Refusal{Code: game.RefusedNotBegun, Command: c.Kind, Player: -1, Other: -1}
	}
	_, err := h.sess.Apply(c)
	if err == nil {
		if c.Kind == game.BreakDecision {
			h.tie = false
		}
		h.afterChange(true)
	}
	h.mu.Unlock()
	if err == nil {
		h.srv.Notify()
	}
	return err
}

// Begin accepts the start cells and begins play (§6.2): once every
// player chose or was placed (else waiting_for_starts), or under §7.6
// once the common start is chosen (waiting_for_common_start).
func (h *Host) Begin() error { return h.Command(game.Command{Kind: game.Begin}) }

// InvalidateStarts declares every start cell chosen so far invalid,
// without a reason (§6.1): each player chooses again, and not the same
// cell; players the game master placed may then choose, or be placed
// again. The reference gives the game master this for all the choices at
// once, never for one player's: singling one out would tell him something
// about his cell.
func (h *Host) InvalidateStarts() error {
	return h.Command(game.Command{Kind: game.InvalidateStarts})
}

// Place puts seat's player on cell as his start without telling him
// where ("the game master places you", the variant in which he chooses
// the starting positions): he hears the type of his cell when play
// begins, like everyone (§6.2). A player placed may not choose his own
// (placed_by_master); one who chose his own is not placed
// (chose_own_start) unless the choices are declared invalid first. The
// game master may place a player again until play begins.
func (h *Host) Place(seat int, cell maze.Pos) error {
	return h.Command(game.Command{Kind: game.PlaceStart, Player: seat, Cell: cell})
}

// ChooseCommonStart chooses the cell every player starts on, without
// bullets and grenades, under rules with a common start (§7.6; else
// no_common_start). The computer game master chooses it by itself; a
// human one chooses it, then begins.
func (h *Host) ChooseCommonStart(cell maze.Pos) error {
	return h.Command(game.Command{Kind: game.CommonStart, Cell: cell})
}

// TimeMove starts timing the move of the player whose turn it is (§9):
// "by any player's request or by his own consideration". If the move is
// not made within the rules' move_seconds, the player has lost: the host
// counts them (Table.Timing) and applies game.TimeIsUp. Refused without
// timing in the rules (no_timing) or when it is timed already.
//
// A player's own request ("time Ann") is granted at once by the engine,
// whoever the game master: a human game master who would not have granted
// it stops the timing (StopTiming).
func (h *Host) TimeMove() error { return h.Command(game.Command{Kind: game.StartTimer}) }

// StopTiming stops timing the current move (§9): the game master changed
// his mind, or would not have granted a player's request. Everyone hears
// it; refused when no move is timed (not_timed).
func (h *Host) StopTiming() error { return h.Command(game.Command{Kind: game.StopTimer}) }

// DecideBreak casts the game master's deciding vote when the players'
// votes for a break are even (§9: Table.Timing.Tie): yes holds the break,
// no refuses it and the votes are cleared. Refused without a tie
// (no_tied_vote). A player's own break before his move is his privilege
// (§9) and needs no decision.
func (h *Host) DecideBreak(yes bool) error {
	return h.Command(game.Command{Kind: game.BreakDecision, Yes: yes})
}

// EndGame ends the game now: nobody wins (game.EndedByMaster), everyone
// hears it and gets the reveal, and the game is over for good (its
// journal says so; "continue hosting" no longer lists it as unfinished).
func (h *Host) EndGame() error { return h.Command(game.Command{Kind: game.EndGame}) }
