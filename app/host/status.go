package host

import (
	"github.com/labyrinth-game/labyrinth/engine/game"
	"github.com/labyrinth-game/labyrinth/net/wire"
)

// Status is where a hosted game stands, for a game master's screen.
type Status struct {
	// Presence are the seats and the spectators.
	Presence wire.Presence
	// Made says whether the game is made (every seat claimed); the rest
	// is about the game and holds only then.
	Made bool
	// Names are the players' names in seat order.
	Names []string
	// Phase and Turn: where the game stands, and whose turn it is.
	Phase game.Phase
	Turn  int
	// Chosen says which players have chosen their start (§6.1).
	Chosen []bool
	// Timed is the player whose move is being timed (§9), -1 for none.
	Timed int
	// Tie says that the votes for a break are even: the game master
	// decides (game.BreakDecision).
	Tie bool
}

// Status returns where the game stands.
func (h *Host) Status() Status {
	h.mu.Lock()
	defer h.mu.Unlock()
	s := Status{Presence: h.presence, Timed: h.timed, Tie: h.tie, Turn: -1}
	s.Presence.Seats = append([]wire.Seat(nil), h.presence.Seats...)
	if h.sess == nil {
		return s
	}
	s.Made = true
	s.Names = h.sess.Names()
	h.sess.With(func(g *game.Game) {
		s.Phase = g.Phase()
		if s.Phase == game.Playing {
			s.Turn = g.Current()
		}
		for i := range g.Players() {
			s.Chosen = append(s.Chosen, g.Player(i).HasChoice)
		}
	})
	return s
}

// MasterEvents returns every event of the game after the first from, as
// the game master hears them (nil before the game is made).
func (h *Host) MasterEvents(from int) []game.Event {
	h.mu.Lock()
	sess := h.sess
	h.mu.Unlock()
	if sess == nil {
		return nil
	}
	return sess.Since(from)
}
