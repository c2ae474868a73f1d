package host

import (
	"fmt"

	"github.com/labyrinth-game/labyrinth/engine/game"
)

// The lobby: seats claimed by name until the game is made. The game is
// made by itself when the last seat is claimed; StartGame makes it before
// that with the players who are there ("start when ready"), and the seats
// left free close. Kick takes a seat from a player; Free frees the seat
// of one who left.

// MinPlayers is how many players a game started before every seat was
// claimed needs: two, as a game of Labyrinth needs two players besides its
// game master. A game of one seat is made by its one claim.
const MinPlayers = 2

// StartGame starts the game with the players claimed so far, when not
// every seat is claimed ("start when ready"): they are seats 1 to N in
// turn order, the seats after them close (no one can claim them, the
// mDNS record and every connection's presence say N seats, none free),
// and the game is made as if its lobby had been full — its journal
// created, the players asked for their start cells (§6.1). Players who
// are away stay in the game and come back with their tickets, as after
// any lost connection; kick them first to start without them.
//
// It refuses (a *ControlError) once the game is made (begun), with fewer
// than MinPlayers claimed (too_few_players), and when a free seat lies
// before a claimed one (seat_gap: seat i is player i; wait for someone to
// take it, or kick the players after it). The start is saved in the host
// state before anything else happens, so a host that stops now is resumed
// with the same players (docs/journal.md).
func (h *Host) StartGame() error {
	h.mu.Lock()
	defer h.mu.Unlock()
	if err := h.startable(); err != nil {
		return err
	}
	players := h.claimedSeats()
	if players < len(h.claims) {
		// The game must be possible with these players: try it before
		// anything is saved.
		trial := h.st.Setup
		trial.Players = h.names()[:players]
		if _, err := game.New(trial); err != nil {
			return fmt.Errorf("the game cannot be played by %d: %w", players, err)
		}
		line, err := startLine(players)
		if err == nil {
			err = h.state.Append(line)
		}
		if err != nil {
			return &ControlError{Code: CodeNotSaved, Seat: -1, Err: err}
		}
		if err := h.srv.CloseSeats(players); err != nil {
			// Cannot happen: the host's claims, which the server's follow,
			// say the seats are free. The start is saved: a resumed host
			// starts the game.
			h.log(Entry{Kind: EntryProblem, Text: fmt.Sprintf("the free seats could not be closed: %v", err)})
		}
		h.claims, h.seen = h.claims[:players], h.seen[:players]
		h.presence.Seats = h.presence.Seats[:min(players, len(h.presence.Seats))]
		h.st.Seats = players
	}
	// Every seat left is claimed: make the game (again, if making it
	// failed before).
	if err := h.makeGame(); err != nil {
		h.log(Entry{Kind: EntryProblem, Text: fmt.Sprintf("the game could not be made: %v", err)})
		return fmt.Errorf("the game could not be started: %w", err)
	}
	h.changed()
	h.srv.Notify() // the players hear the game's public facts now
	return nil
}

// startable says why the game cannot be started now, or nil. The caller
// holds h.mu.
func (h *Host) startable() *ControlError {
	switch {
	case h.closed:
		return errShuttingDown
	case h.sess != nil:
		return ErrBegun
	}
	players := h.claimedSeats()
	for i, c := range h.claims[:players] {
		if c.name == "" {
			return &ControlError{Code: CodeSeatGap, Seat: i}
		}
	}
	if players < min(MinPlayers, len(h.claims)) {
		return &ControlError{Code: CodeTooFewPlayers, Seat: -1, Count: players}
	}
	return nil
}

// claimedSeats is one more than the last claimed seat: the number of
// players a start would make. The caller holds h.mu.
func (h *Host) claimedSeats() int {
	n := 0
	for i, c := range h.claims {
		if c.name != "" {
			n = i + 1
		}
	}
	return n
}

// Kick takes seat's player out of the lobby, connected or not: his
// connection is told why (the protocol's fatal error kicked, with why, or
// a sentence of the host's when why is empty) and closed, the seat is free
// for someone else, and his token no longer works (saved in the host
// state, so after a restart too). He may claim a seat again, as anyone.
// Once the game is made its seats are its players' (ErrBegun).
func (h *Host) Kick(seat int, why string) error {
	h.mu.Lock()
	defer h.mu.Unlock()
	if err := h.lobbySeat(seat); err != nil {
		return err
	}
	if why == "" {
		why = "the host took your seat in the lobby"
	}
	if err := h.srv.Kick(seat, why); err != nil {
		return &ControlError{Code: CodeJoining, Seat: seat}
	}
	return h.freed(seat, SeatKicked)
}

// Free frees the seat of a player who is away, in the lobby, so that
// someone else may claim it; his token no longer works. It refuses a
// player who is connected (Kick takes his seat).
func (h *Host) Free(seat int) error {
	h.mu.Lock()
	defer h.mu.Unlock()
	if err := h.lobbySeat(seat); err != nil {
		if e, ok := err.(*ControlError); ok && e.Code == CodeSeatFree {
			return nil
		}
		return err
	}
	if err := h.srv.Free(seat); err != nil {
		return err
	}
	return h.freed(seat, SeatFreed)
}

// lobbySeat checks that seat is a claimed seat of a lobby. The caller
// holds h.mu.
func (h *Host) lobbySeat(seat int) error {
	switch {
	case h.closed:
		return errShuttingDown
	case h.sess != nil:
		return ErrBegun
	case seat < 0 || seat >= len(h.claims):
		return &ControlError{Code: CodeNoSuchSeat, Seat: seat}
	case h.claims[seat].name == "":
		return &ControlError{Code: CodeSeatFree, Seat: seat}
	}
	return nil
}

// freed forgets seat's claim, which the server forgot, and saves that.
// The caller holds h.mu.
func (h *Host) freed(seat int, how SeatState) error {
	name := h.claims[seat].name
	h.claims[seat] = claim{}
	h.log(Entry{Kind: EntrySeat, Seat: seat, Name: name, State: how})
	h.changed()
	line, err := freeLine(seat)
	if err == nil {
		err = h.state.Append(line)
	}
	if err != nil {
		return fmt.Errorf("seat %d is free until the host restarts, but that could not be saved: %w", seat+1, err)
	}
	return nil
}
