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

// bodyCacheSize is how many of the game's latest events the server keeps
// encoded: far more than one command makes, so that a connection that
// keeps up finds every event it sends there.
const bodyCacheSize = 1024

// bodyCache holds the game's latest events, each encoded once for every
// connection that hears it (wire.EventBody). Guarded by s.mu.
type bodyCache [bodyCacheSize]cachedBody

// cachedBody is the body of the event seq, in slot seq%bodyCacheSize
// until a later event takes the slot.
type cachedBody struct {
	seq  int
	body wire.EventBody
}

// get returns the body of the event seq, or the zero body and false when
// it is no longer kept.
func (bc *bodyCache) get(seq int) (wire.EventBody, bool) {
	if slot := &bc[seq%bodyCacheSize]; slot.seq == seq {
		return slot.body, true
	}
	return wire.EventBody{}, false
}

func (bc *bodyCache) put(b cachedBody) { bc[b.seq%bodyCacheSize] = b }

// syncState is what sync keeps from one call to the next, guarded by
// s.syncMu.
type syncState struct {
	heard  []game.Event     // scratch for the feeds
	bodies []cachedBody     // scratch: the new events, encoded
	info   *game.PublicInfo // the facts last encoded (s.info)
}

// sync brings the feeds up to the game's events, and sends what changed —
// new events, the public facts and state, the reveal — to every
// connection. Syncs run one at a time; the game is asked, and what
// changed encoded, outside s.mu.
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
	// Each new event is encoded here once, before any connection may send
	// it, rather than once for every connection that hears it. Those only
	// the game master hears are encoded too: which events a connection
	// hears is the feeds' business alone (feed.hear).
	bodies := s.synced.bodies[:0]
	for _, e := range evs {
		b, err := wire.EncodeEventBody(e)
		if err != nil {
			s.logf("event %d does not encode: %v", e.Seq, err)
			continue
		}
		bodies = append(bodies, cachedBody{seq: e.Seq, body: b})
	}
	s.synced.bodies = bodies

	// The facts (names, rules, outline) are settled once the game is made,
	// while the state changes every turn: a change of state alone is sent
	// without them. The facts are encoded again only when the game returns
	// another PublicInfo (Game.Public).
	info, state := s.game.Public()
	stateOnly, err := frameOf(wire.Public{State: state})
	if err != nil {
		s.logf("the public state does not encode: %v", err)
	}
	infoJSON := s.info // written only here, under s.syncMu
	if info == nil || info != s.synced.info {
		infoJSON, _ = json.Marshal(info)
		s.synced.info = info
	}
	var public []byte // the facts and the state, when the facts are new
	if stateOnly != nil && !bytes.Equal(infoJSON, s.info) {
		if public, err = frameOf(wire.Public{Info: info, State: state}); err != nil {
			s.logf("the public facts do not encode: %v", err)
		}
	}
	var reveal []byte
	if !revealed {
		reveal = s.revealFrame()
	}

	s.mu.Lock()
	defer s.mu.Unlock()
	for _, b := range bodies {
		s.bodies.put(b)
	}
	heard := s.synced.heard
	for _, st := range s.seats {
		heard = st.feed.hear(evs, heard)
	}
	s.synced.heard = s.watch.hear(evs, heard)
	if len(evs) > 0 {
		s.seen = evs[len(evs)-1].Seq
	}
	var send []byte
	switch {
	case public != nil:
		send = public
		s.info, s.public = infoJSON, public
	case stateOnly != nil && !bytes.Equal(stateOnly, s.stateOnly):
		send = stateOnly
		s.public = nil // made again for the next connection that joins
	}
	if send != nil {
		s.stateOnly, s.shownInfo, s.shownState = stateOnly, info, state
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

// publicLocked is what a connection that joins is sent of the public
// facts and state: both, framed; nil before the first sync. The caller
// holds s.mu.
func (s *Server) publicLocked() []byte {
	if s.public == nil && s.stateOnly != nil {
		f, err := frameOf(wire.Public{Info: s.shownInfo, State: s.shownState})
		if err != nil {
			s.logf("the public facts and state do not encode: %v", err)
			return nil
		}
		s.public = f
	}
	return s.public
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
