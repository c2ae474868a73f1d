// Package seat is one place at the table: what one player — or a
// spectator — can do and know in a game, wherever its game master is.
//
// A Seat is all a player's screen, a terminal client or a bot uses. It
// asks nothing of the engine: it holds only what the game master told this
// seat, and it sends requests (a statement, a start cell) and gets back
// either their acceptance or a refusal. That is exactly what a network
// host sends a connection, so the same screen plays against the computer
// game master of solo practice (Local, over an app/session Session on this
// computer) and against a host across the network (the remote seat over
// net/client, which implements this interface too); bots will as well.
//
// # What a seat knows
//
//   - Info: the public information, fixed for the game (game.PublicInfo):
//     the players' names in turn order, the rules in force, the labyrinth's
//     outline.
//   - State: where the game stands as everyone heard it (game.PublicState):
//     the phase, the round, whose turn it is, who is out, how it ended.
//   - Events: the events this seat heard, in order — those whose audience
//     includes it (game.Audience.Includes with Viewer): for a player, what
//     is said aloud and what is told to him alone; for a spectator
//     (game.Spectator), what is said aloud.
//   - Known: what the seat's player knows of his own condition
//     (session.Known), worked out from those events alone.
//   - Reveal: the plan and the whole log, once the game is over.
//   - Clock: the clock of §9 as the seat heard it (whose move is timed,
//     since when, who takes a break), for a countdown.
//   - Link: how the line to the game master stands — connected, or
//     reconnecting after a loss (a remote seat) — and who is away.
//
// # Numbering
//
// A seat numbers the events it hears itself: the n-th event it heard has
// Seq n, from 1, without gaps. It never passes on the engine's numbers,
// which count every seat's events and the game master's: their gaps would
// tell a player how much was said that he did not hear. Heard is how many
// events the seat has heard; Events(n) returns those after the first n.
//
// # Updates
//
// Nothing is pushed into the caller: whenever the seat has news — an event
// heard, the state changed, the reveal arrived, the seat closed — it
// signals on the channel Updates returns. The channel has a buffer of one
// and signals are merged: a signal means "look again", and the reader
// reads Heard, Events, State and so on. A reader that was busy misses no
// news, only extra signals. The channel is closed when the seat is closed.
// A request's own answer is heard before the request returns, so a screen
// that reads after each request sees it at once; events caused by other
// seats (a remote game) arrive only through Updates.
//
// # Requests
//
// Say (a typed statement), SayText (the move language, docs/moves.md) and
// ChooseStart return nil once the game master accepted the request; its
// events have then been heard (Heard covers them). A request the game
// master refuses returns a *game.Refusal, with its stable code
// (docs/events.md, "Refusals"); text that is not a statement is refused
// with parse_error, and every request of a spectator with spectator. Any
// other error means the request was not carried out for another reason —
// the game could not be saved, the connection is lost — and says so.
//
// The private steps of the reference are requests too: the start cell
// chosen on the blank outline (§6.1) is ChooseStart; the new cell ordered
// after a wound (§5.5) is the statement moves.OrderCell (or moves.KeepCell
// to decline), said on one's turn — Known.MayOrderCell says when; choosing
// among the treasures found on a cell (§5.8) is part of a move ("take the
// lowest treasure": moves.Action.Which), not a step of its own.
//
// # Blocking
//
// Viewer, Info, State, Known, Heard, Events, Clock, Link, Updates and
// Reveal never block: they read what the seat holds. Requests block until
// the game master answers: locally, the time to journal the command
// (milliseconds); remotely, a round trip, bounded by the remote seat's own
// timeout, after which it returns an error. Close waits only for a request under way to
// be answered (a remote seat ends it instead: it returns ErrClosed). Every
// method is safe for concurrent use.
//
// # Implementing a seat
//
// Every seat keeps what it heard the same way: an implementation embeds a
// Hearing, feeds it what its game master says, and adds the requests, the
// reveal (session.NewReveal) and Close. Local does so over a session.
//
// docs/seat.md describes the seat for people writing clients and bots.
package seat

import (
	"errors"

	"github.com/labyrinth-game/labyrinth/app/session"
	"github.com/labyrinth-game/labyrinth/engine/game"
	"github.com/labyrinth-game/labyrinth/engine/maze"
	"github.com/labyrinth-game/labyrinth/engine/moves"
)

// Seat is one player's (or a spectator's) place in a game. See the package
// comment for what it holds, how it is numbered and updated, and which
// calls block.
type Seat interface {
	// Viewer is whose view the seat holds: the player's number in turn
	// order from 0, or game.Spectator.
	Viewer() int
	// Info is what everyone knows about the game: names, rules in force,
	// outline.
	Info() game.PublicInfo
	// State is where the game stands as everyone heard it.
	State() game.PublicState
	// Known is what the seat's player knows of his own condition, from
	// the events the seat heard.
	Known() session.Known
	// Heard is the number of events the seat has heard.
	Heard() int
	// Events returns the events heard after the first from (all for 0),
	// each numbered by the seat (Seq from+1, from+2, ...).
	Events(from int) []game.Event
	// Clock is the §9 clock as the seat heard it: whose move is timed
	// and since when, who takes a break.
	Clock() Clock
	// Link is how the seat's line to its game master stands (connected,
	// reconnecting, ended) and which players are away.
	Link() Link
	// Updates signals news; it is closed when the seat is.
	Updates() <-chan struct{}

	// Say says a statement: a move, a question, a request.
	Say(st moves.Statement) error
	// SayText says a statement in the move language.
	SayText(text string) error
	// ChooseStart chooses the start cell on the blank outline, before
	// the game begins (§6.1).
	ChooseStart(cell maze.Pos) error

	// Reveal is the revealed game: session.ErrNotOver until the game is
	// over and the game master has shown the plan (a remote seat signals
	// Updates when it arrives).
	Reveal() (*session.Reveal, error)
	// Close leaves the seat; a game played on this computer stays saved.
	// Requests then return ErrClosed.
	Close() error
}

// ErrClosed is the error of a request to a seat that was closed.
var ErrClosed = errors.New("the seat is closed")

// RefuseSpectator is the refusal of a spectator's request c: a spectator
// says nothing in the game. names are the players', for its text.
func RefuseSpectator(c game.Command, names []string) *game.Refusal {
	return &game.Refusal{Code: game.RefusedSpectator, Command: c.Kind, Player: -1, Other: -1, Names: names}
}

// Over reports whether the game is over, as everyone heard it.
func Over(s Seat) bool { return s.State().Phase == game.Over }
