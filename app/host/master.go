package host

import (
	"fmt"
	"time"

	"github.com/labyrinth-game/labyrinth/engine/game"
	"github.com/labyrinth-game/labyrinth/net/wire"
)

// The decisions the host takes by itself — the computer game master's, the
// rules for absent players — and the clock of §9.

// react takes the decisions the host takes by itself, until there is
// none left: the computer game master begins the game once every start is
// chosen and decides an even vote for a break; an absent player's move is
// timed when the rules say so. It reports whether it played anything. The
// caller holds h.mu.
func (h *Host) react() bool {
	acted := false
	for h.sess != nil {
		c, ok := h.decision()
		if !ok {
			return acted
		}
		_, err := h.sess.Apply(c)
		if c.Kind == game.BreakDecision {
			h.tie = false // decided, or no longer even
		}
		if err != nil {
			h.log(Entry{Kind: EntryProblem, Text: fmt.Sprintf("the game master's %s: %v", c.Kind, err)})
			return acted
		}
		acted = true
		h.scan(true)
	}
	return acted
}

// decision is the command the host plays by itself now, if any.
func (h *Host) decision() (game.Command, bool) {
	var phase game.Phase
	var current int
	chosen := true
	h.sess.With(func(g *game.Game) {
		phase, current = g.Phase(), g.Current()
		for i := range g.Players() {
			chosen = chosen && g.Player(i).HasChoice
		}
	})
	computer := h.st.Master == ComputerMaster
	switch {
	case phase == game.Choosing && computer && chosen:
		return game.Command{Kind: game.Begin}, true
	case phase != game.Playing:
		return game.Command{}, false
	case h.tie && computer:
		// §9: on an even vote the game master decides; the computer grants
		// the break, as it grants every request for timing.
		return game.Command{Kind: game.BreakDecision, Yes: true}, true
	case h.timed != current && !h.untimed && h.away(current) && h.st.Absent == AbsentByRules && h.st.Setup.Rules.MoveSeconds > 0:
		return game.Command{Kind: game.StartTimer}, true
	}
	return game.Command{}, false
}

// away reports whether seat's player is away, for the rules for absent
// players: his connection is gone, and he has been here in this run of the
// host or had the time to come back (Options.Grace).
func (h *Host) away(seat int) bool {
	return seat >= 0 && seat < len(h.presence.Seats) && h.presence.Seats[seat].State == wire.Away &&
		(!h.resumed || h.seen[seat] || h.graceOver)
}

// endGrace ends the time a resumed host gives its players to come back.
func (h *Host) endGrace() {
	h.mu.Lock()
	if h.closed || h.graceOver {
		h.mu.Unlock()
		return
	}
	h.graceOver = true
	acted := h.sess != nil && h.react()
	h.mu.Unlock()
	if acted {
		h.changed()
		h.srv.Notify()
	}
}

// startClock times player's move: after seconds, unless his turn ended,
// he has lost (TimeIsUp, §9). The caller holds h.mu.
func (h *Host) startClock(player, seconds int) {
	h.stopClock()
	h.timed = player
	h.deadline = h.now().Add(time.Duration(seconds) * time.Second)
	gen := h.clockGen
	h.stop = h.opts.Clock.AfterFunc(time.Duration(seconds)*time.Second, func() { h.timeUp(player, gen) })
}

// stopClock stops the clock. The caller holds h.mu.
func (h *Host) stopClock() {
	h.clockGen++
	h.timed = -1
	h.deadline = time.Time{}
	if h.stop != nil {
		h.stop()
		h.stop = nil
	}
}

// timeUp is the clock running out on player's move.
func (h *Host) timeUp(player, gen int) {
	h.mu.Lock()
	if h.closed || gen != h.clockGen || h.sess == nil {
		h.mu.Unlock()
		return
	}
	h.stop = nil
	_, err := h.sess.Apply(game.Command{Kind: game.TimeIsUp, Player: player})
	if err != nil {
		h.log(Entry{Kind: EntryProblem, Text: fmt.Sprintf("the clock ran out on %s's move, but: %v", h.claims[player].name, err)})
		h.timed = -1
		h.mu.Unlock()
		return
	}
	h.afterChange(true)
	h.mu.Unlock()
	h.srv.Notify()
}
