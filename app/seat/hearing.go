package seat

import (
	"sync"
	"time"

	"github.com/labyrinth-game/labyrinth/app/session"
	"github.com/labyrinth-game/labyrinth/engine/game"
)

// Hearing is what a seat has heard, kept the way every seat keeps it: the
// events its viewer may see, numbered from 1; the public state and the
// player's Known worked out from them alone; the Updates signal. A seat
// implementation embeds one, feeds it what its game master says (Hear) and
// gets the reading half of Seat — Viewer, Info, State, Known, Heard,
// Events, Clock, Link, Updates — from it. Its methods are safe for concurrent use.
type Hearing struct {
	viewer int
	info   game.PublicInfo

	mu      sync.Mutex
	heard   []game.Event
	known   *session.Known
	state   game.PublicState
	updates chan struct{}
	closed  bool
	link    Link
	clock   Clock
	now     func() time.Time
}

// NewHearing is the hearing of viewer (a player's number, or
// game.Spectator) at a game of which everyone knows info, before it has
// heard anything.
func NewHearing(info game.PublicInfo, viewer int) *Hearing {
	info.Names = append([]string(nil), info.Names...)
	known := session.NewKnown(info.Rules, info.Names, viewer)
	known.Floors = info.Outline.Floors()
	return &Hearing{
		viewer:  viewer,
		info:    info,
		known:   known,
		state:   game.NewPublicState(len(info.Names)),
		updates: make(chan struct{}, 1),
		link:    Link{Connected: true},
		clock:   newClock(),
		now:     time.Now,
	}
}

// Hear takes in events in the order they were said, and signals the news.
// Those the viewer may not see are left out, so a game master's whole log
// may be passed. Each event is either numbered as this seat numbers them
// (Seq n for the n-th it heard: what a host sends) or not numbered (Seq 0:
// a log of the game's own, whose numbers Hear replaces); a numbered event
// the seat heard already (Seq no more than Heard) is skipped, so what a
// host sends again after a reconnection may be passed as it comes. It
// returns how many events were new.
func (h *Hearing) Hear(events ...game.Event) int {
	h.mu.Lock()
	defer h.mu.Unlock()
	n := 0
	now := h.now()
	for _, e := range events {
		if !e.To.Includes(h.viewer) || e.Seq != 0 && e.Seq <= len(h.heard) {
			continue
		}
		e.Seq = len(h.heard) + 1
		h.heard = append(h.heard, e)
		h.known.Apply(e)
		h.state.Apply(e)
		h.clock.hear(e, now)
		n++
	}
	if n > 0 {
		h.signal()
	}
	return n
}

// Signal tells the reader of Updates to look again, for news that is not
// an event (a remote seat's reveal arrived, its connection changed).
func (h *Hearing) Signal() {
	h.mu.Lock()
	defer h.mu.Unlock()
	h.signal()
}

func (h *Hearing) signal() {
	if h.closed {
		return
	}
	select {
	case h.updates <- struct{}{}:
	default: // a signal is waiting already
	}
}

// CloseUpdates closes the Updates channel: nothing more will be heard.
// It reports whether it was still open.
func (h *Hearing) CloseUpdates() bool {
	h.mu.Lock()
	defer h.mu.Unlock()
	if h.closed {
		return false
	}
	h.closed = true
	close(h.updates)
	return true
}

// Viewer is whose view the seat holds.
func (h *Hearing) Viewer() int { return h.viewer }

// Info is what everyone knows about the game.
func (h *Hearing) Info() game.PublicInfo {
	info := h.info
	info.Names = append([]string(nil), info.Names...)
	return info
}

// State is where the game stands as everyone heard it.
func (h *Hearing) State() game.PublicState {
	h.mu.Lock()
	defer h.mu.Unlock()
	return h.state.Clone()
}

// Known is what the player knows of his own condition.
func (h *Hearing) Known() session.Known {
	h.mu.Lock()
	defer h.mu.Unlock()
	return *h.known
}

// Heard is how many events the seat has heard.
func (h *Hearing) Heard() int {
	h.mu.Lock()
	defer h.mu.Unlock()
	return len(h.heard)
}

// Events returns the events heard after the first from.
func (h *Hearing) Events(from int) []game.Event {
	h.mu.Lock()
	defer h.mu.Unlock()
	from = min(max(from, 0), len(h.heard))
	return append([]game.Event(nil), h.heard[from:]...)
}

// Updates signals news; it is closed by CloseUpdates.
func (h *Hearing) Updates() <-chan struct{} { return h.updates }
