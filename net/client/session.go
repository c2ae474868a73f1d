package client

import (
	"bufio"
	"errors"
	"fmt"
	"io"
	"net"
	"sync"
	"time"

	"github.com/labyrinth-game/labyrinth/net/wire"
)

// session is one connection to the host.
type session struct {
	c        *Client
	nc       net.Conn
	br       *bufio.Reader
	hello    wire.HostHello
	instance string

	wmu       sync.Mutex
	lastWrite time.Time

	acked int // the last event acknowledged; the reader's own
}

// writeTimeout bounds every write; the client's messages are small.
const writeTimeout = 10 * time.Second

// write sends one message. A message too large to send is that message's
// error; any other failure closes the connection, so that the reader ends
// and the client reconnects.
func (s *session) write(m wire.Message) error {
	b, err := wire.Encode(m)
	if err == nil && len(b) > wire.MaxClientFrame {
		err = wire.Errorf(wire.CodeFrameTooLarge, "the message has %d bytes, more than the %d a client may send", len(b), wire.MaxClientFrame)
	}
	if err != nil {
		return err
	}
	s.wmu.Lock()
	defer s.wmu.Unlock()
	s.nc.SetWriteDeadline(time.Now().Add(writeTimeout))
	if _, err := s.nc.Write(wire.AppendFrame(nil, b)); err != nil {
		s.nc.Close()
		return err
	}
	s.lastWrite = time.Now()
	return nil
}

func (s *session) read() (wire.Message, error) {
	payload, err := wire.ReadFrame(s.br, wire.MaxHostFrame)
	if err != nil {
		return nil, err
	}
	return wire.DecodeFromHost(payload)
}

// handshake reads the host's hello, answers it and joins.
func (s *session) handshake(last int) (wire.Joined, error) {
	c := s.c
	m, err := s.read()
	if err != nil {
		return wire.Joined{}, err
	}
	switch m := m.(type) {
	case *wire.HostHello:
		if m.Protocol != wire.Protocol {
			return wire.Joined{}, wire.Errorf(wire.CodeProtocolVersion, "the host speaks protocol version %d and this client speaks version %d: use the same version of Labyrinth as the host", m.Protocol, wire.Protocol)
		}
		if c.cfg.Game != "" && m.Game != c.cfg.Game {
			return wire.Joined{}, &OtherGameError{Want: c.cfg.Game, Got: m.Game}
		}
		s.hello, s.instance = *m, m.Instance
	case *wire.Error:
		return wire.Joined{}, m
	default:
		return wire.Joined{}, wire.Errorf(wire.CodeUnexpected, "the host began with %s, not hello", m.Type())
	}
	if err := s.write(&wire.Hello{Protocol: wire.Protocol, Client: c.cfg.Program}); err != nil {
		return wire.Joined{}, err
	}
	c.mu.Lock()
	joined := c.joined
	c.mu.Unlock()
	var join wire.Message
	switch {
	case c.cfg.Spectate:
		join = &wire.Spectate{Code: c.cfg.Code, Last: last}
	case joined.Token != nil:
		join = &wire.Resume{Seat: joined.Seat, Token: *joined.Token, Last: last}
	default:
		join = &wire.Claim{Name: c.cfg.Name, Code: c.cfg.Code}
	}
	if err := s.write(join); err != nil {
		return wire.Joined{}, err
	}
	for {
		m, err := s.read()
		if err != nil {
			return wire.Joined{}, err
		}
		switch m := m.(type) {
		case *wire.Ping:
		case *wire.Joined:
			if m.Spectator != c.cfg.Spectate {
				return wire.Joined{}, wire.Errorf(wire.CodeUnexpected, "the host joined this client as something it did not ask to be")
			}
			return *m, nil
		case *wire.Error:
			return wire.Joined{}, m
		default:
			return wire.Joined{}, wire.Errorf(wire.CodeUnexpected, "the host answered the %s with %s", join.Type(), m.Type())
		}
	}
}

// serve reads what the host sends until the connection ends, and returns
// why it ended.
func (s *session) serve() error {
	c := s.c
	stop := make(chan struct{})
	defer close(stop)
	defer s.nc.Close()
	go s.heartbeat(stop)
	timeout := time.Duration(s.hello.TimeoutMS) * time.Millisecond
	for {
		s.nc.SetReadDeadline(time.Now().Add(timeout))
		m, err := s.read()
		if err != nil {
			var ne net.Error
			var we *wire.Error
			switch {
			case errors.As(err, &we) && (we.Code == wire.CodeUnknownType):
				c.logf("ignored: %v", err)
				continue
			case errors.As(err, &ne) && ne.Timeout():
				return wire.Errorf(wire.CodeTimeout, "nothing heard from the host for %v", timeout)
			case errors.Is(err, io.EOF):
				return errors.New("the host closed the connection")
			}
			return err
		}
		switch m := m.(type) {
		case *wire.Event:
			if err := s.event(m); err != nil {
				return err
			}
		case *wire.Public:
			c.mu.Lock()
			// A public message without the facts leaves them as they were.
			if m.Info == nil && c.public != nil && m.State != nil {
				m.Info = c.public.Info
			}
			c.public = m
			// The events sent on resuming came before this message: a
			// request whose outcome is unknown can now be looked for.
			d := c.doubt
			c.doubt = nil
			c.mu.Unlock()
			if d != nil {
				d.result <- ErrOutcomeUnknown
			}
			c.changed()
		case *wire.Presence:
			c.mu.Lock()
			c.presence = *m
			c.mu.Unlock()
			c.changed()
		case *wire.Reveal:
			c.mu.Lock()
			c.reveal = m
			c.mu.Unlock()
			c.changed()
		case *wire.Result:
			if m.Refusal != nil {
				// The refusal's words name the players: the wire carries
				// seats, the names come with the public facts.
				c.mu.Lock()
				if c.public != nil && c.public.Info != nil {
					m.Refusal.Names = c.public.Info.Names
				}
				c.mu.Unlock()
				c.answer(m.ID, m.Refusal)
			} else {
				c.answer(m.ID, nil)
			}
		case *wire.Error:
			if m.ID != 0 {
				c.answer(m.ID, m)
			}
			if m.Fatal {
				return m
			}
			if m.ID == 0 {
				c.logf("the host says: %v", m)
			}
		case *wire.Ping:
		default:
			c.logf("ignored an unexpected %s", m.Type())
		}
		s.ackIfDue()
	}
}

// event keeps the next event, skips one already kept, and refuses a gap.
func (s *session) event(m *wire.Event) error {
	c := s.c
	c.mu.Lock()
	heard := c.heardLocked()
	switch {
	case m.N == heard+1:
		c.events = append(c.events, *m)
	case m.N > heard+1:
		c.mu.Unlock()
		return fmt.Errorf("the host sent event %d after event %d", m.N, heard)
	}
	c.mu.Unlock()
	c.changed()
	return nil
}

// ackIfDue acknowledges the events kept, once everything that arrived has
// been read or every ackEvery events.
func (s *session) ackIfDue() {
	c := s.c
	c.mu.Lock()
	heard := c.heardLocked()
	c.mu.Unlock()
	if heard > s.acked && (s.br.Buffered() == 0 || heard-s.acked >= ackEvery) {
		if s.write(&wire.Ack{N: heard}) == nil {
			s.acked = heard
		}
	}
}

// heartbeat sends a ping whenever nothing was sent for the host's
// heartbeat interval.
func (s *session) heartbeat(stop chan struct{}) {
	every := time.Duration(s.hello.HeartbeatMS) * time.Millisecond
	t := time.NewTicker(every / 4)
	defer t.Stop()
	for {
		select {
		case <-stop:
			return
		case <-t.C:
			s.wmu.Lock()
			idle := time.Since(s.lastWrite)
			s.wmu.Unlock()
			if idle >= every {
				s.write(&wire.Ping{})
			}
		}
	}
}
