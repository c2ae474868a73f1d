package host

import (
	"errors"
	"fmt"
	"math"
	"slices"

	"github.com/labyrinth-game/labyrinth/app/session"
	"github.com/labyrinth-game/labyrinth/engine/game"
	"github.com/labyrinth-game/labyrinth/engine/rules"
	"github.com/labyrinth-game/labyrinth/net/server"
	"github.com/labyrinth-game/labyrinth/net/wire"
)

// The Host is the server's Game.
var _ server.Game = (*Host)(nil)

// Claim saves a claim in the host state, flushed, before the player hears
// of it; the last seat claimed makes the game.
func (h *Host) Claim(seat int, name string, token wire.Token) error {
	h.mu.Lock()
	defer h.mu.Unlock()
	switch {
	case h.closed:
		return errShuttingDown
	case h.sess != nil:
		return ErrBegun
	case seat < 0 || seat >= len(h.claims) || h.claims[seat].name != "":
		return fmt.Errorf("seat %d is not free", seat)
	}
	line, err := claimLine(seat, name, token)
	if err == nil {
		err = h.state.Append(line)
	}
	if err != nil {
		return fmt.Errorf("the claim could not be saved: %w", err)
	}
	h.claims[seat] = claim{name: name, token: token}
	h.log(Entry{Kind: EntrySeat, Seat: seat, Name: name, State: SeatClaimed})
	if h.allClaimed() {
		if err := h.makeGame(); err != nil {
			// Take the claim back, so that the seat is free again here and
			// after a restart.
			h.claims[seat] = claim{}
			if line, ferr := freeLine(seat); ferr == nil {
				if ferr := h.state.Append(line); ferr != nil {
					err = errors.Join(err, ferr)
				}
			}
			h.log(Entry{Kind: EntryProblem, Text: fmt.Sprintf("the game could not be made: %v", err)})
			return fmt.Errorf("the game could not be started: %w", err)
		}
	}
	h.changed()
	return nil
}

func (h *Host) allClaimed() bool {
	for _, c := range h.claims {
		if c.name == "" {
			return false
		}
	}
	return true
}

// names are the claimed names in seat order.
func (h *Host) names() []string {
	out := make([]string, len(h.claims))
	for i, c := range h.claims {
		out[i] = c.name
	}
	return out
}

// makeGame makes the game of the claimed players and creates its journal.
// Under the computer game master, a game whose rules give everyone a
// common start (§7.6), or the game master's placing of every player (001's
// G2), begins at once: the players have nothing to choose.
func (h *Host) makeGame() error {
	setup := h.st.Setup
	setup.Players = h.names()
	var opening []game.Command
	switch {
	case h.st.Master != ComputerMaster:
	case setup.Rules.CommonStart:
		opening = []game.Command{
			{Kind: game.CommonStart, Cell: session.Placement(setup.Maze, setup.Seed)},
			{Kind: game.Begin},
		}
	case setup.Rules.Starts == rules.StartsMaster:
		// 001's G2: the computer places every player, each on a cell of
		// his own drawing, and the game begins.
		for i := range setup.Players {
			opening = append(opening, game.Command{Kind: game.PlaceStart, Player: i, Cell: session.Placement(setup.Maze, setup.Seed+uint64(i))})
		}
		opening = append(opening, game.Command{Kind: game.Begin})
	}
	sess, err := session.Start(setup, h.journal, opening...)
	if err != nil {
		return err
	}
	h.setSession(sess)
	h.log(Entry{Kind: EntryGameMade, Names: setup.Players, Text: h.journal})
	h.afterChange(true)
	return nil
}

// setSession makes sess the game; its public facts are settled now. The
// caller holds h.mu.
func (h *Host) setSession(sess *session.Session) {
	info := sess.PublicInfo()
	h.sess, h.info = sess, &info
	h.trails = make([]trail, len(info.Names))
}

// Apply plays a seated player's command: journaled and flushed by the
// session before it is applied, and so before Apply returns and the
// server sends anything of it. The computer game master's answers (the
// beginning once every start is chosen, ...) follow before it returns.
func (h *Host) Apply(c game.Command) error {
	h.mu.Lock()
	defer h.mu.Unlock()
	if h.closed {
		return errShuttingDown
	}
	if h.sess == nil {
		return &game.Refusal{Code: game.RefusedNotBegun, Command: c.Kind, Player: c.Player, Other: -1}
	}
	if _, err := h.sess.Apply(c); err != nil {
		return err
	}
	h.afterChange(true)
	return nil
}

// Events returns the game's events with after < Seq <= upto.
func (h *Host) Events(after, upto int) []game.Event {
	h.mu.Lock()
	sess := h.sess
	h.mu.Unlock()
	if sess == nil || upto <= after {
		return nil
	}
	return sess.Log(after, upto)
}

// Public is what everyone may know: nothing while the lobby is open.
func (h *Host) Public() (*game.PublicInfo, *game.PublicState) {
	h.mu.Lock()
	sess, info := h.sess, h.info
	h.mu.Unlock()
	if sess == nil {
		return nil, nil
	}
	var state game.PublicState
	sess.With(func(g *game.Game) { state = g.PublicState() })
	return info, &state
}

// Reveal is the plan and every event, once the game is over.
func (h *Host) Reveal() (wire.Reveal, bool) {
	h.mu.Lock()
	defer h.mu.Unlock()
	if h.reveal != nil {
		return *h.reveal, true
	}
	if h.sess == nil || !h.sess.Over() {
		return wire.Reveal{}, false
	}
	h.reveal = &wire.Reveal{Maze: h.sess.Maze(), Events: h.sess.Since(0)}
	return *h.reveal, true
}

// Presence is told who is connected: it logs who came and went, updates
// the mDNS record and applies the rules for an absent player's turn.
func (h *Host) Presence(p wire.Presence) {
	h.mu.Lock()
	if h.closed {
		h.mu.Unlock()
		return
	}
	// Seats closed by StartGame may still be in a presence the server
	// worked out just before.
	p.Seats = p.Seats[:min(len(p.Seats), len(h.claims))]
	for i, s := range p.Seats {
		if i < len(h.presence.Seats) && h.presence.Seats[i] == s {
			continue
		}
		switch s.State {
		case wire.Connected:
			h.seen[i] = true
			h.log(Entry{Kind: EntrySeat, Seat: i, Name: s.Name, State: SeatConnected})
		case wire.Away:
			h.log(Entry{Kind: EntrySeat, Seat: i, Name: s.Name, State: SeatAway})
		}
	}
	if p.Spectators != h.presence.Spectators {
		h.log(Entry{Kind: EntrySpectators, Count: p.Spectators})
	}
	h.presence = p
	acted := h.react()
	h.changed()
	h.mu.Unlock()
	if acted {
		h.srv.Notify()
	}
}

// afterChange follows the game after a command: logs its new events, sets
// or stops the clock, takes the computer game master's decisions, and
// tells the watchers. The caller holds h.mu.
func (h *Host) afterChange(logEvents bool) {
	h.scan(logEvents)
	h.react()
	h.changed()
}

// scan looks at the events not looked at yet: each is logged (when
// logEvents), and the clock and the vote follow them. The caller holds
// h.mu.
func (h *Host) scan(logEvents bool) {
	evs := h.sess.Log(h.scanned, math.MaxInt)
	if logEvents && h.opts.Log != nil {
		evs = slices.Clone(evs) // entries point into it: never into the session's own log
	}
	h.scanned += len(evs)
	for i := range evs {
		e := &evs[i]
		if logEvents {
			h.log(Entry{Kind: EntryEvent, Event: e})
		}
		h.follow(e, logEvents)
		switch e.Code {
		case game.TimerStarted:
			h.startClock(e.Player, e.Count)
		case game.TurnBegins, game.TimeUp, game.TimerStopped, game.GameOver:
			h.stopClock()
			h.untimed = e.Code == game.TimerStopped
		case game.BreakTie:
			h.tie = true
		case game.BreakAgreed:
			h.tie = false
		}
	}
}
