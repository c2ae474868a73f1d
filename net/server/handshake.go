package server

import (
	"errors"
	"io"
	"net"
	"strings"
	"time"

	"github.com/labyrinth-game/labyrinth/net/wire"
)

// serve runs one connection: the handshake, then its reader and writer.
func (s *Server) serve(nc net.Conn) {
	defer s.wg.Done()
	c := newConn(s, nc)
	released := false
	release := func() {
		if !released {
			released = true
			<-s.pending
		}
	}
	defer release()
	s.mu.Lock()
	if s.closed {
		s.mu.Unlock()
		nc.Close()
		return
	}
	s.handshaking[c] = true
	s.mu.Unlock()

	joined := c.handshake()
	s.mu.Lock()
	delete(s.handshaking, c)
	s.mu.Unlock()
	release()
	if !joined {
		// It was told why, or it left: hang up without a reset.
		hangUp(nc)
		drain(c.br)
		nc.Close()
		return
	}
	nc.SetDeadline(time.Time{})
	s.logf("%v: joined", c)
	go c.writeLoop()
	c.readLoop()
	close(c.done)
	<-c.writerDone
	if c.ending() {
		drain(c.br) // until the client has read the error (hangUp)
	}
	nc.Close()
	s.detach(c)
}

// handshake says hello, reads the client's hello and its claim, resume or
// spectate, and attaches the connection to its seat. It reports whether
// the client joined; if not, it has told the client why.
func (c *conn) handshake() bool {
	s := c.s
	c.nc.SetDeadline(time.Now().Add(s.lim.Handshake))
	s.mu.Lock()
	greeting := s.hello
	s.mu.Unlock()
	if _, err := c.nc.Write(greeting); err != nil {
		return false
	}
	hello := false
	for {
		m, e := c.readHandshake()
		if e != nil {
			c.endHandshake(e)
			return false
		}
		if m == nil {
			return false
		}
		switch m := m.(type) {
		case *wire.Ping:
		case *wire.Hello:
			switch {
			case hello:
				e = wire.Errorf(wire.CodeUnexpected, "hello: said twice")
			case m.Protocol != wire.Protocol:
				e = wire.Errorf(wire.CodeProtocolVersion, "this host speaks protocol version %d and the client speaks version %d: use the same version of Labyrinth as the host", wire.Protocol, m.Protocol)
			}
			hello = true
		case *wire.Claim, *wire.Resume, *wire.Spectate:
			if !hello {
				e = wire.Errorf(wire.CodeUnexpected, "%s: the client's first message must be hello", m.Type())
				break
			}
			e = c.join(m)
			if e == nil {
				return true
			}
			if !e.Fatal {
				if !c.writeNow(e) {
					return false
				}
				e = nil
			}
		default:
			e = wire.Errorf(wire.CodeUnexpected, "%s: the client must join first (hello, then claim, resume or spectate)", m.Type())
		}
		if e != nil {
			c.endHandshake(e)
			return false
		}
	}
}

// readHandshake reads one message of the handshake. A closed connection
// gives neither a message nor an error; any other failure is fatal.
func (c *conn) readHandshake() (wire.Message, *wire.Error) {
	payload, err := wire.ReadFrame(c.br, wire.MaxClientFrame)
	if err != nil {
		var we *wire.Error
		var ne net.Error
		switch {
		case errors.As(err, &we):
			return nil, we
		case errors.As(err, &ne) && ne.Timeout():
			return nil, wire.Errorf(wire.CodeTimeout, "the handshake did not finish within %v", c.s.lim.Handshake)
		case errors.Is(err, io.EOF), errors.Is(err, io.ErrUnexpectedEOF):
			return nil, nil
		}
		c.s.logf("%v: read: %v", c, err)
		return nil, nil
	}
	if !c.limiter.Allow() {
		return nil, wire.Errorf(wire.CodeFlood, "more than %g messages a second during the handshake", c.s.lim.Rate)
	}
	m, err := wire.DecodeFromClient(payload)
	if err != nil {
		var we *wire.Error
		if errors.As(err, &we) {
			return nil, we
		}
		return nil, wire.Errorf(wire.CodeBadMessage, "%v", err)
	}
	return m, nil
}

// writeNow writes a message during the handshake, before the writer runs.
func (c *conn) writeNow(m wire.Message) bool {
	f, err := frameOf(m)
	if err != nil {
		return false
	}
	_, err = c.nc.Write(f)
	return err == nil
}

// endHandshake sends a fatal error (or the one Close set) and gives up.
func (c *conn) endHandshake(e *wire.Error) {
	c.s.mu.Lock()
	final := c.final
	c.s.mu.Unlock()
	c.nc.SetDeadline(time.Now().Add(time.Second))
	if final != nil {
		c.nc.Write(final)
		return
	}
	e.Fatal = true
	c.s.logf("%v: refused: %s: %s", c, e.Code, e.Message)
	c.writeNow(e)
}

// join seats the client, or lets it watch. A nil error means joined.
func (c *conn) join(m wire.Message) *wire.Error {
	switch m := m.(type) {
	case *wire.Claim:
		return c.claim(m)
	case *wire.Resume:
		return c.resume(m)
	case *wire.Spectate:
		return c.spectate(m)
	}
	return wire.Errorf(wire.CodeUnexpected, "%s", m.Type())
}

func fatal(e *wire.Error) *wire.Error {
	e.Fatal = true
	return e
}

func (s *Server) checkCode(code string) *wire.Error {
	switch {
	case s.cfg.Code == "":
		return nil
	case code == "":
		return fatal(wire.Errorf(wire.CodeBadCode, "this game needs a join code: ask the host for it"))
	case !s.codeOK(code):
		return fatal(wire.Errorf(wire.CodeBadCode, "the join code is wrong"))
	}
	return nil
}

func (c *conn) claim(m *wire.Claim) *wire.Error {
	s := c.s
	if e := s.checkCode(m.Code); e != nil {
		return e
	}
	if err := wire.CheckName(m.Name); err != nil {
		return wire.Errorf(wire.CodeBadName, "%v", err)
	}
	s.mu.Lock()
	free := -1
	for i, st := range s.seats[:s.open] {
		if st.name != "" && strings.EqualFold(st.name, m.Name) {
			s.mu.Unlock()
			return wire.Errorf(wire.CodeNameTaken, "seat %d is already %s's: choose another name, or take that seat back with its token", i, st.name)
		}
		if st.name == "" && free < 0 {
			free = i
		}
	}
	if free < 0 {
		s.mu.Unlock()
		return wire.Errorf(wire.CodeGameFull, "all %d seats are taken", s.open)
	}
	st := s.seats[free]
	st.name, st.claiming = m.Name, true
	s.mu.Unlock()

	token, err := wire.NewToken()
	if err == nil {
		err = s.game.Claim(free, m.Name, token)
	}
	if err != nil {
		s.mu.Lock()
		st.name, st.claiming = "", false
		s.mu.Unlock()
		return wire.Errorf(wire.CodeClaimRefused, "%v", err)
	}
	// The names are public, and a claim may begin the game: everyone
	// hears of it, and the newcomer joins what is now.
	s.sync()
	s.mu.Lock()
	defer s.mu.Unlock()
	st.claiming, st.token = false, token
	return s.attachLocked(c, free, wire.Joined{Seat: free, Name: st.name, Token: &token}, 0)
}

func (c *conn) resume(m *wire.Resume) *wire.Error {
	s := c.s
	s.mu.Lock()
	defer s.mu.Unlock()
	if m.Seat >= s.open {
		return fatal(wire.Errorf(wire.CodeBadToken, "there is no seat %d: this game's seats are 0 to %d", m.Seat, s.open-1))
	}
	st := s.seats[m.Seat]
	if st.claiming || st.token.IsZero() || !st.token.Equal(m.Token) {
		return fatal(wire.Errorf(wire.CodeBadToken, "that is not seat %d's token", m.Seat))
	}
	if m.Last > len(st.feed.seqs) {
		return fatal(wire.Errorf(wire.CodeBadResume, "the client says it has %d events, but seat %d has heard %d: is this the same game?", m.Last, m.Seat, len(st.feed.seqs)))
	}
	token := st.token
	return s.attachLocked(c, m.Seat, wire.Joined{Seat: m.Seat, Name: st.name, Token: &token}, m.Last)
}

func (c *conn) spectate(m *wire.Spectate) *wire.Error {
	s := c.s
	if e := s.checkCode(m.Code); e != nil {
		return e
	}
	s.mu.Lock()
	defer s.mu.Unlock()
	switch {
	case s.cfg.Spectators == 0:
		return wire.Errorf(wire.CodeNoSpectators, "this game admits no spectators")
	case len(s.spectators) >= s.cfg.Spectators:
		return wire.Errorf(wire.CodeSpectatorsFull, "%d spectators already watch, as many as this game admits", len(s.spectators))
	case m.Last > len(s.watch.seqs):
		return fatal(wire.Errorf(wire.CodeBadResume, "the client says it has %d events, but spectators have heard %d: is this the same game?", m.Last, len(s.watch.seqs)))
	}
	return s.attachLocked(c, -1, wire.Joined{Seat: -1, Spectator: true}, m.Last)
}

// attachLocked makes c the connection of seat (or a spectator's, for -1)
// and queues what a client hears on joining: the joined message, the
// events after last, the public state, the reveal if the game is over, and
// the seats. The caller holds s.mu.
func (s *Server) attachLocked(c *conn, seat int, joined wire.Joined, last int) *wire.Error {
	if s.closed {
		return fatal(wire.Errorf(wire.CodeShuttingDown, "the host is shutting down"))
	}
	f, err := frameOf(joined)
	if err != nil {
		return fatal(wire.Errorf(wire.CodeInternal, "%v", err))
	}
	c.seat = seat
	if seat >= 0 {
		st := s.seats[seat]
		if old := st.conn; old != nil {
			old.failLocked(wire.Errorf(wire.CodeReplaced, "seat %d was taken back with its token on another connection", seat))
		}
		st.conn = c
		c.feed = st.feed
	} else {
		s.spectators[c] = true
		c.feed = s.watch
	}
	c.sent.Store(int64(last))
	c.acked.Store(int64(last))
	s.conns[c] = true
	c.queueAfterLocked(f, last)
	if public := s.publicLocked(); public != nil {
		c.queueLocked(public)
	}
	if s.reveal != nil {
		c.queueLocked(s.reveal)
	}
	s.presenceChanged()
	return nil
}

// detach forgets a connection that ended; its seat is away.
func (s *Server) detach(c *conn) {
	s.mu.Lock()
	defer s.mu.Unlock()
	if !s.conns[c] {
		return
	}
	delete(s.conns, c)
	if c.seat >= 0 {
		if st := s.seats[c.seat]; st.conn == c {
			st.conn = nil
		}
	} else {
		delete(s.spectators, c)
	}
	s.logf("%v: left", c)
	s.presenceChanged()
}
