package server

import (
	"bytes"
	"encoding/json"
	"math"

	"github.com/labyrinth-game/labyrinth/engine/game"
	"github.com/labyrinth-game/labyrinth/net/wire"
)

// feed is what one viewer — a seat's player, or the spectators — may hear:
// the engine's seq of each such event, in order, so that the viewer's n-th
// event is the one with seq seqs[n-1]. Elements are only ever appended.
type feed struct {
	viewer int
	seqs   []int32
}

// hear adds the events of evs that the feed's viewer may hear. It is the
// one place where the audience filter (game.Filter, through
// audienceFilter) applies: every event any connection is sent was let
// through here. scratch is reused between calls.
func (f *feed) hear(evs, scratch []game.Event) []game.Event {
	scratch = audienceFilter(scratch[:0], evs, f.viewer)
	for _, e := range scratch {
		f.seqs = append(f.seqs, int32(e.Seq))
	}
	return scratch
}

// sync brings the feeds up to the game's events, and sends what changed —
// new events, the public facts and state, the reveal — to every
// connection. Syncs run one at a time; the game is asked outside s.mu.
func (s *Server) sync() {
	s.syncMu.Lock()
	defer s.syncMu.Unlock()
	s.mu.Lock()
	seen, revealed := s.seen, s.reveal != nil
	s.mu.Unlock()

	evs := s.game.Events(seen, math.MaxInt32)
	for i, e := range evs {
		if e.Seq != seen+1+i {
			s.logf("the game's events jump from seq %d to %d; the later ones are not sent", seen+i, e.Seq)
			evs = evs[:i]
			break
		}
	}
	info, state := s.game.Public()
	public, err := frameOf(wire.Public{Info: info, State: state})
	if err != nil {
		s.logf("the public state does not encode: %v", err)
	}
	// The facts (names, rules, outline) are settled once the game is made,
	// while the state changes every turn: a change of state alone is sent
	// without them.
	infoJSON, _ := json.Marshal(info)
	stateOnly, _ := frameOf(wire.Public{State: state})
	var reveal []byte
	if !revealed {
		reveal = s.revealFrame()
	}

	s.mu.Lock()
	defer s.mu.Unlock()
	var scratch []game.Event
	for _, st := range s.seats {
		scratch = st.feed.hear(evs, scratch)
	}
	s.watch.hear(evs, scratch)
	if len(evs) > 0 {
		s.seen = evs[len(evs)-1].Seq
	}
	if public != nil && !bytes.Equal(public, s.public) {
		send := public
		if bytes.Equal(infoJSON, s.info) && stateOnly != nil {
			send = stateOnly
		}
		s.public, s.info = public, infoJSON
		for c := range s.conns {
			c.queueLocked(send)
		}
	}
	if reveal != nil {
		s.reveal = reveal
		for c := range s.conns {
			c.queueLocked(reveal)
		}
	}
	for c := range s.conns {
		c.wakeUp()
	}
}

// revealFrame is the reveal, framed, once the game is over; nil before.
// A reveal too large to send becomes an error message saying so.
func (s *Server) revealFrame() []byte {
	r, ok := s.game.Reveal()
	if !ok {
		return nil
	}
	b, err := wire.Encode(r)
	if err == nil && len(b) > wire.MaxHostFrame {
		err = wire.Errorf(wire.CodeFrameTooLarge, "%d bytes, more than a frame holds (%d)", len(b), wire.MaxHostFrame)
	}
	if err != nil {
		s.logf("the reveal cannot be sent: %v", err)
		f, _ := frameOf(wire.Errorf(wire.CodeInternal, "the game is over, but the host cannot send the reveal: %v", err))
		return f
	}
	return wire.AppendFrame(nil, b)
}
