package host

import (
	"github.com/labyrinth-game/labyrinth/engine/game"
)

// EntryKind tells what an Entry reports.
type EntryKind string

// The kinds of entries.
const (
	// EntryEvent: an event of the game, as the game master hears it (Event;
	// its audience says who else heard it).
	EntryEvent EntryKind = "event"
	// EntrySeat: a seat's player (Seat, Name) claimed it, connected, went
	// away, was freed, or was kicked (State).
	EntrySeat EntryKind = "seat"
	// EntrySpectators: the number of spectators changed (Count).
	EntrySpectators EntryKind = "spectators"
	// EntryGameMade: every seat is claimed and the game is made (Names, in
	// seat order; Text is the journal's path).
	EntryGameMade EntryKind = "game_made"
	// EntryResumed: a host resumed a game that was made (Names, in seat
	// order; Text is the journal's path; Count the events the game had).
	EntryResumed EntryKind = "resumed"
	// EntryConnection: the server's line about one connection (Text):
	// joined, left, dropped, refused, and why.
	EntryConnection EntryKind = "connection"
	// EntryProblem: something the host could not do (Text), e.g. a
	// decision of the game master's that could not be saved.
	EntryProblem EntryKind = "problem"
)

// SeatState is what happened to a seat, in an EntrySeat.
type SeatState string

// The seat states of EntrySeat.
const (
	SeatClaimed   SeatState = "claimed"
	SeatConnected SeatState = "connected"
	SeatAway      SeatState = "away"
	SeatFreed     SeatState = "freed"
	SeatKicked    SeatState = "kicked"
)

// Entry is one thing that happened on the host, for its log.
type Entry struct {
	Kind  EntryKind
	Event *game.Event
	Seat  int
	Name  string
	State SeatState
	Names []string
	Count int
	Text  string
}
