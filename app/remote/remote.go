// Package remote is a place at a game hosted across the network: the
// seat.Seat of a player, or of a spectator, whose game master is a host
// reached over the protocol of docs/protocol.md (net/client). The terminal
// client (labyrinth join) plays through it, and so will the network
// screens.
//
// # From the lobby to the game
//
// A host makes its game only when its lobby closes — when the players are
// settled — so a connection exists before the game does. Dial connects and
// joins (claims a seat under a name, takes a seat back with its ticket, or
// watches) and returns a Conn: the lobby's view, with the game's name and
// size (Hello), who sits where and who is connected (Presence), and the
// connection's state (Connection). Once the host has made the game and sent
// its public facts, Conn.Seat returns the Seat (Conn.WaitSeat waits for
// it); a player who joins a game under way gets it at once.
//
// The Seat is a seat.Seat: it hears the events the host sends this seat,
// numbered by the seat (the host numbers them so already), keeps them in a
// seat.Hearing, and takes the public facts (names, rules, outline) from
// the host's public message. Its public state is worked out from the
// announcements it heard, as the host works out the state it sends
// (game.PublicState.Apply): the two agree, and the seat's moves in step
// with its events. Events the host sends again after a
// reconnection are recognised by their numbers and heard once. Presence and
// the connection's state stay on the Conn (Seat.Conn).
//
// # Requests
//
// Say, SayText and ChooseStart send the request and wait for its result:
// nil once accepted (its events have been heard), the game's *game.Refusal
// (with the players' names set, so that its text names them), or an error
// that says what happened. While the connection is lost the client
// reconnects by itself and sends the request again (the host answers a
// request it has seen with its first answer, never playing it twice). When
// the host itself restarted before answering (labyrinth host --resume), the
// seat looks among the events the new host sent for the request's own (a
// move's "said", a start cell's "start_chosen"): found, it was played and
// the request returns nil; not found, it was not, and the seat sends it
// again. A request waits at most Config.RequestTimeout for its answer; past
// it, it returns ErrNoAnswer, and whether it was played is told only by
// what is announced afterwards.
//
// # Tickets
//
// A seat is taken back with its ticket: the seat's number and its token
// (128 random bits; whoever shows it takes the seat). With Config.Tickets
// set, Dial keeps the ticket of every seat it takes, and takes the seat
// back with it the next time the same player joins at the same address —
// after a crash of the program or of the host — instead of claiming a new
// one. Tickets are shown only to a host running the game they belong to.
// See Tickets for where they are kept.
package remote

import (
	"context"
	"errors"
	"fmt"
	"net"
	"sync"
	"time"

	"github.com/labyrinth-game/labyrinth/app/seat"
	"github.com/labyrinth-game/labyrinth/engine/game"
	"github.com/labyrinth-game/labyrinth/net/client"
	"github.com/labyrinth-game/labyrinth/net/wire"
)

// Config says where to connect and how to join.
type Config struct {
	// Addr is the host's address, host:port.
	Addr string
	// Game is the name of the game to join; "" joins whatever game the
	// host at Addr runs. A ticket names its game itself.
	Game string
	// Name is the player's name, to claim a seat (and to find his
	// ticket). Empty, a player takes back the one seat he holds at Addr
	// (Tickets must hold exactly one there).
	Name string
	// Code is the game's join code, if it has one.
	Code string
	// Spectate watches instead of playing.
	Spectate bool
	// Tickets keeps the tickets of the seats taken, and finds the one to
	// take a seat back with; nil keeps none.
	Tickets *Tickets
	// Program names this program in the hello, for the host's log.
	Program string
	// RequestTimeout bounds how long a request waits for its answer,
	// reconnections included: DefaultRequestTimeout when 0, no bound when
	// negative (Close still ends a request).
	RequestTimeout time.Duration
	// MinBackoff and MaxBackoff bound the wait between reconnection
	// attempts (net/client's defaults when 0).
	MinBackoff, MaxBackoff time.Duration
	// Logf, when set, receives a line for each request sent again after
	// the host restarted without having played it. (The connection's
	// state is Conn.Connection, signalled on Updates.)
	Logf func(format string, args ...any)
	// Dial, when set, makes each connection instead of dialling Addr over
	// TCP; Addr then names the host for the tickets. A host's own player
	// joins through it (app/host, Host.Join).
	Dial func(ctx context.Context) (net.Conn, error)
}

// DefaultRequestTimeout is how long a request waits for its answer unless
// Config says otherwise: a round trip takes milliseconds, and the client
// reconnects within seconds when the host comes back.
const DefaultRequestTimeout = 30 * time.Second

// The lobby's view, as the host tells it: the same types as on the wire.
type (
	// Hello is what the host says of its game on every connection: its
	// name, the number of seats, whether a join code is needed and
	// spectators are admitted.
	Hello = wire.HostHello
	// Presence is every seat — free, or whose and whether its player is
	// connected — and how many spectators watch.
	Presence = wire.Presence
	// SeatPresence is one seat of Presence.
	SeatPresence = wire.Seat
	// Connection is the state of the connection: connected or not, why
	// the last one ended, how many reconnection attempts since.
	Connection = client.Status
)

// The states of a seat in Presence.
const (
	Free      = wire.Free
	Connected = wire.Connected
	Away      = wire.Away
)

// Errors a request may return besides the game's refusal.
var (
	// ErrNoAnswer: no answer came within Config.RequestTimeout — the
	// connection was lost and the host has not come back. Whether the
	// request was played, the announcements will tell.
	ErrNoAnswer = errors.New("no answer from the host")
	// ErrLost: the connection has ended for good and will not be made
	// again (another program took the seat back with its ticket, the
	// host no longer knows the seat, ...). The error says why.
	ErrLost = errors.New("the connection to the game is lost")
	// ErrNoName is Dial's error for a player without a name and without
	// a ticket to take a seat back with.
	ErrNoName = errors.New("a player's name is needed to take a seat")
)

// Conn is a connection to a hosted game, from its lobby to its end. Its
// methods are safe for concurrent use.
type Conn struct {
	cfg     Config
	c       *client.Client
	name    string // the player's name, "" for a spectator
	updates chan struct{}
	made    chan struct{} // closed when the game's seat is made
	stop    chan struct{} // closed by Close
	done    chan struct{} // closed when the pump has stopped

	ticketErr error // why the seat's ticket could not be kept

	mu     sync.Mutex
	seat   *Seat
	closed bool
}

// Dial connects to the host at cfg.Addr and joins as cfg says: a
// spectator watches; a player takes his seat back with the ticket
// cfg.Tickets holds for him at this address, or else claims a seat under
// cfg.Name (and the ticket is kept). It returns once joined, or with the
// host's refusal (a *wire.Error: wrong join code, name taken, game full,
// ...) or the connection's error. From then on the connection is made
// again by itself whenever it is lost, until Close or an error that
// reconnecting cannot cure.
func Dial(ctx context.Context, cfg Config) (*Conn, error) {
	ccfg := client.Config{
		Addr: cfg.Addr, Game: cfg.Game, Code: cfg.Code, Spectate: cfg.Spectate,
		Program: cfg.Program, MinBackoff: cfg.MinBackoff, MaxBackoff: cfg.MaxBackoff, Dial: cfg.Dial,
	}
	if cfg.Spectate {
		c, err := client.Dial(ctx, ccfg)
		if err != nil {
			return nil, err
		}
		return newConn(cfg, c, ""), nil
	}
	if cfg.Tickets != nil {
		c, t, err := resume(ctx, cfg, ccfg)
		switch {
		case err != nil:
			return nil, err
		case c != nil:
			return newConn(cfg, c, t.Name), nil
		}
	}
	if cfg.Name == "" {
		return nil, ErrNoName
	}
	ccfg.Name = cfg.Name
	c, err := client.Dial(ctx, ccfg)
	if err != nil {
		return nil, err
	}
	conn := newConn(cfg, c, cfg.Name)
	conn.ticketErr = conn.keepTicket()
	return conn, nil
}

// resume takes the player's seat back with his ticket, if he holds one
// for this address. It returns no client and no error when he holds none,
// or one the host no longer honours (which is forgotten): he claims a
// seat then.
func resume(ctx context.Context, cfg Config, ccfg client.Config) (*client.Client, Ticket, error) {
	var t Ticket
	var ok bool
	var err error
	if cfg.Name != "" {
		t, ok, err = cfg.Tickets.Find(cfg.Addr, cfg.Name)
	} else {
		t, ok, err = cfg.Tickets.Only(cfg.Addr)
	}
	if err != nil || !ok || cfg.Game != "" && t.Game != cfg.Game {
		return nil, Ticket{}, err
	}
	ccfg.Game = t.Game
	ccfg.Ticket = &client.Ticket{Seat: t.Seat, Token: t.Token}
	c, err := client.Dial(ctx, ccfg)
	var other *client.OtherGameError
	switch {
	case err == nil:
		return c, t, nil
	case errors.Is(err, &wire.Error{Code: wire.CodeBadToken}), errors.Is(err, &wire.Error{Code: wire.CodeBadResume}):
		// The host no longer knows the seat (a new game at the address,
		// or the seat was freed): the ticket is worth nothing.
		if err := cfg.Tickets.Forget(t.Addr, t.Name); err != nil {
			return nil, Ticket{}, err
		}
	case errors.As(err, &other):
		// Another game at the address: the ticket is kept until a seat
		// there replaces it.
	default:
		return nil, Ticket{}, fmt.Errorf("taking seat %d back as %s: %w", t.Seat+1, t.Name, err)
	}
	if cfg.Name == "" {
		return nil, Ticket{}, fmt.Errorf("the ticket for seat %d (%s) is not valid at %s any more: %w", t.Seat+1, t.Name, cfg.Addr, err)
	}
	return nil, Ticket{}, nil
}

func newConn(cfg Config, c *client.Client, name string) *Conn {
	conn := &Conn{
		cfg: cfg, c: c, name: name,
		updates: make(chan struct{}, 1),
		made:    make(chan struct{}),
		stop:    make(chan struct{}),
		done:    make(chan struct{}),
	}
	conn.take()
	go conn.pump()
	return conn
}

// keepTicket saves the seat's ticket, if there is a place for it.
func (c *Conn) keepTicket() error {
	t, ok := c.Ticket()
	if !ok || c.cfg.Tickets == nil {
		return nil
	}
	if err := c.cfg.Tickets.Save(t); err != nil {
		return fmt.Errorf("keeping the seat's ticket: %w", err)
	}
	return nil
}

// pump takes in what the client receives until the client stops or the
// connection is closed.
func (c *Conn) pump() {
	defer close(c.done)
	for {
		select {
		case <-c.c.Updates():
			c.take()
		case <-c.c.Done():
			c.take()
			c.forgetIfKicked()
			c.finish()
			return
		case <-c.stop:
			c.finish()
			return
		}
	}
}

// take makes the seat once the game's public facts have come, feeds it
// the events that came, and tells the readers to look again.
func (c *Conn) take() {
	c.mu.Lock()
	s := c.seat
	if s == nil {
		if pub, ok := c.c.Public(); ok && pub.Info != nil {
			s = newSeat(c, *pub.Info)
			c.seat = s
			close(c.made)
		}
	}
	c.mu.Unlock()
	if s != nil {
		s.catchUp()
		s.SetLink(c.link())
		s.Signal() // presence, connection, reveal: news that is not an event
	}
	c.signal()
}

// link is the seat's line as the connection and the presence stand: the
// players away are those the host says are.
func (c *Conn) link() seat.Link {
	st := c.c.Status()
	l := seat.Link{Connected: st.Connected, Err: st.Err, Attempts: st.Attempts}
	select {
	case <-c.c.Done():
		l.Connected, l.Ended = false, true
	default:
	}
	for _, p := range c.c.Presence().Seats {
		if p.State == Away {
			l.Away = append(l.Away, p.Seat)
		}
	}
	return l
}

// forgetIfKicked forgets the seat's ticket when the host took the seat
// (wire's kicked): its token no longer works and the seat is anyone's, so
// a join list must not offer it back. It is done before the readers hear
// that the connection ended.
func (c *Conn) forgetIfKicked() {
	if c.cfg.Tickets == nil || !errors.Is(c.c.Status().Err, &wire.Error{Code: wire.CodeKicked}) {
		return
	}
	if t, ok := c.Ticket(); ok {
		if err := c.cfg.Tickets.Forget(t.Addr, t.Name); err != nil && c.cfg.Logf != nil {
			c.cfg.Logf("forgetting the ticket of the seat the host took: %v", err)
		}
	}
}

// finish closes the update channels: nothing more will come.
func (c *Conn) finish() {
	c.mu.Lock()
	s := c.seat
	c.mu.Unlock()
	if s != nil {
		s.CloseUpdates()
	}
	close(c.updates)
}

func (c *Conn) signal() {
	select {
	case c.updates <- struct{}{}:
	default:
	}
}

// Updates signals news of the connection — presence, its state, the game
// made — and is closed when the connection has ended for good. Signals
// are merged, as a seat's are. Once the game is made, its Seat's Updates
// signal the same news and its events.
func (c *Conn) Updates() <-chan struct{} { return c.updates }

// Hello is what the host said of its game.
func (c *Conn) Hello() Hello { return c.c.Hello() }

// Presence is who sits where and who is connected, as the host last said.
func (c *Conn) Presence() Presence { return c.c.Presence() }

// Connection is the state of the connection.
func (c *Conn) Connection() Connection { return c.c.Status() }

// Viewer is whose view the connection holds: the seat's player number, or
// game.Spectator.
func (c *Conn) Viewer() int {
	if c.cfg.Spectate {
		return game.Spectator
	}
	return c.c.Seat()
}

// Name is the player's name, "" for a spectator.
func (c *Conn) Name() string { return c.name }

// Addr is the host's address.
func (c *Conn) Addr() string { return c.cfg.Addr }

// Ticket is what takes the seat back, and false for a spectator.
func (c *Conn) Ticket() (Ticket, bool) {
	t, ok := c.c.Ticket()
	if !ok {
		return Ticket{}, false
	}
	return Ticket{Addr: c.cfg.Addr, Game: c.c.Hello().Game, Name: c.name, Seat: t.Seat, Token: t.Token}, true
}

// TicketErr says why the seat's ticket could not be kept (Config.Tickets):
// the seat is the player's all the same, but a program started again will
// not find the ticket to take it back with. Nil when it was kept, or there
// was nothing to keep.
func (c *Conn) TicketErr() error { return c.ticketErr }

// Seat returns the game's seat once the host has made the game, and false
// while the game is in its lobby.
func (c *Conn) Seat() (*Seat, bool) {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.seat, c.seat != nil
}

// WaitSeat waits until the host has made the game and returns its seat;
// or returns ctx's error, seat.ErrClosed after Close, or ErrLost (with
// why) when the connection ended for good first.
func (c *Conn) WaitSeat(ctx context.Context) (*Seat, error) {
	select {
	case <-c.made:
		s, _ := c.Seat()
		return s, nil
	case <-c.done:
		if s, ok := c.Seat(); ok {
			return s, nil
		}
		return nil, c.ended()
	case <-ctx.Done():
		return nil, ctx.Err()
	}
}

// ended is why nothing more can be done on the connection.
func (c *Conn) ended() error {
	c.mu.Lock()
	closed := c.closed
	c.mu.Unlock()
	if closed {
		return seat.ErrClosed
	}
	if err := c.c.Status().Err; err != nil && !errors.Is(err, client.ErrClosed) {
		return fmt.Errorf("%w: %w", ErrLost, err)
	}
	return ErrLost
}

// Close leaves the game: it closes the connection and stops
// reconnecting; a request under way returns seat.ErrClosed. The seat
// stays the player's, and his ticket takes it back.
func (c *Conn) Close() error {
	c.mu.Lock()
	if c.closed {
		c.mu.Unlock()
		return nil
	}
	c.closed = true
	c.mu.Unlock()
	err := c.c.Close()
	close(c.stop)
	<-c.done
	return err
}
