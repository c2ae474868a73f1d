// Package client is a player's or a spectator's side of the Labyrinth
// protocol (docs/protocol.md): it connects to a host, joins (claims a
// seat, takes one back with its token, or watches), keeps every event the
// seat hears, sends requests and waits for their results, acknowledges
// events, sends heartbeats, and reconnects by itself after a lost
// connection, resuming after the last event it has.
//
// What arrives is kept, and the caller is told when anything changed:
// Updates gives a signal, and EventsSince, Public, Presence, Reveal and
// Status read the latest. Nothing the caller does (or fails to do) slows
// the connection down.
package client

import (
	"bufio"
	"context"
	"errors"
	"fmt"
	"math/rand/v2"
	"net"
	"sync"
	"time"

	"github.com/labyrinth-game/labyrinth/engine/maze"
	"github.com/labyrinth-game/labyrinth/engine/moves"
	"github.com/labyrinth-game/labyrinth/net/wire"
)

// Config says where to connect and how to join.
type Config struct {
	// Addr is the host's address, host:port.
	Addr string
	// Game, when set, is the name of the game the caller means to join:
	// a host whose hello names another game is told nothing — no claim,
	// no token — and the client stops with an *OtherGameError. A client
	// that takes a seat back with a saved ticket sets it, so that the
	// seat's token is never shown to another game that came to the same
	// address.
	Game string
	// Name claims a free seat under this player name, unless Ticket is
	// set or Spectate is true.
	Name string
	// Ticket takes back a seat held before (saved from Client.Ticket).
	Ticket *Ticket
	// Spectate watches instead of playing.
	Spectate bool
	// Code is the game's join code, if it has one.
	Code string
	// Last is how many of the seat's events the caller already has (when
	// it kept them from an earlier run); the host sends the ones after.
	Last int
	// Program names this program in the hello, for the host's log.
	Program string
	// DialTimeout bounds each connection attempt, handshake included
	// (default 10 s).
	DialTimeout time.Duration
	// MinBackoff and MaxBackoff bound the wait between reconnection
	// attempts, which doubles from the one to the other (default 100 ms and
	// 5 s), with some randomness so that many clients do not all come
	// back at once.
	MinBackoff, MaxBackoff time.Duration
	// Logf, when set, receives a line for each connection lost and made.
	Logf func(format string, args ...any)
	// Dial, when set, makes each connection instead of dialling Addr over
	// TCP (Addr then only names the host): a host's own player reaches it
	// through a connection in memory (app/host, Host.Join).
	Dial func(ctx context.Context) (net.Conn, error)
}

// Ticket takes a seat back: its number and its token. It is a secret.
type Ticket struct {
	Seat  int
	Token wire.Token
}

// Status is the connection as the caller may show it.
type Status struct {
	// Connected says whether the client is joined right now.
	Connected bool
	// Err is why the last connection ended (nil before any loss), or why
	// the client stopped for good once Done is closed.
	Err error
	// Attempts counts reconnection attempts since the connection was
	// lost.
	Attempts int
}

// ErrOutcomeUnknown is a request's error when the host restarted before
// answering it: the request may or may not have been played. The events
// heard after reconnecting tell, and they are in when the request returns
// it: the client returns it only once the restarted host has sent what the
// seat missed (the events sent on resuming come before the host's first
// public message).
var ErrOutcomeUnknown = errors.New("the host restarted before answering: look at what was announced to see whether it was played")

// ErrClosed is the error of a request on a client that stopped.
var ErrClosed = errors.New("the connection to the game has ended")

// OtherGameError is the error of a client whose host runs another game
// than Config.Game names.
type OtherGameError struct {
	Want, Got string
}

func (e *OtherGameError) Error() string {
	return fmt.Sprintf("the host at this address runs the game %q, not %q", e.Got, e.Want)
}

// ackEvery is how many events the client reads before it acknowledges
// them even when more are waiting; the host's window is far larger.
const ackEvery = 64

// Client is a connection to a game that outlives lost connections. Its
// methods are safe for concurrent use.
type Client struct {
	cfg     Config
	updates chan struct{}
	done    chan struct{}
	stop    chan struct{}
	reqMu   sync.Mutex // one request at a time

	mu        sync.Mutex
	hello     wire.HostHello
	joined    wire.Joined
	base      int          // events the caller had before (Config.Last)
	events    []wire.Event // events base+1, base+2, ...
	public    *wire.Public
	presence  wire.Presence
	reveal    *wire.Reveal
	status    Status
	sess      *session // the current connection, nil between connections
	nextID    int64
	pending   *pending
	doubt     *pending // sent to a run of the host that is gone: see connect
	stopping  bool
	finalErr  error
	closeOnce sync.Once
}

// pending is the request waiting for its result.
type pending struct {
	id     int64
	msg    wire.Message
	sentOn string // the host instance it was sent to, "" if not sent
	result chan error
}

// Dial connects to the host and joins as cfg says. It returns once the
// client holds its seat (or watches), or with the host's refusal (a
// *wire.Error: wrong code, name taken, ...) or the connection's error.
// From then on the client reconnects by itself until Close or an error
// that reconnecting cannot cure.
func Dial(ctx context.Context, cfg Config) (*Client, error) {
	if cfg.DialTimeout <= 0 {
		cfg.DialTimeout = 10 * time.Second
	}
	if cfg.MinBackoff <= 0 {
		cfg.MinBackoff = 100 * time.Millisecond
	}
	if cfg.MaxBackoff < cfg.MinBackoff {
		cfg.MaxBackoff = max(5*time.Second, cfg.MinBackoff)
	}
	if !cfg.Spectate && cfg.Ticket == nil {
		if err := wire.CheckName(cfg.Name); err != nil {
			return nil, err
		}
	}
	c := &Client{
		cfg:     cfg,
		updates: make(chan struct{}, 1),
		done:    make(chan struct{}),
		stop:    make(chan struct{}),
		// Request ids belong to the seat and must grow across every
		// connection to it, this program's and any earlier one's that
		// held the same ticket: counting on from the clock's microseconds
		// stays above whatever an earlier run sent (it sent far fewer
		// than one request a microsecond) and far below wire.MaxID.
		nextID: time.Now().UnixMicro(),
	}
	if cfg.Ticket != nil {
		c.joined = wire.Joined{Seat: cfg.Ticket.Seat, Token: &cfg.Ticket.Token}
	}
	c.base = max(cfg.Last, 0)
	sess, err := c.connect(ctx, cfg.Last)
	if err != nil {
		return nil, err
	}
	go c.run(sess)
	return c, nil
}

// Ticket returns what takes this client's seat back, and false for a
// spectator.
func (c *Client) Ticket() (Ticket, bool) {
	c.mu.Lock()
	defer c.mu.Unlock()
	if c.joined.Spectator || c.joined.Token == nil {
		return Ticket{}, false
	}
	return Ticket{Seat: c.joined.Seat, Token: *c.joined.Token}, true
}

// Seat is the client's seat, -1 for a spectator.
func (c *Client) Seat() int {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.joined.Seat
}

// Hello is the host's hello on the latest connection.
func (c *Client) Hello() wire.HostHello {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.hello
}

// Updates receives a value whenever something changed: events, the public
// state, the seats, the reveal, the connection's status. Several changes
// may come as one signal; read what changed with the other methods.
func (c *Client) Updates() <-chan struct{} { return c.updates }

// Heard is how many events the seat has heard: the number of the last
// (counting the Config.Last the caller had before).
func (c *Client) Heard() int {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.heardLocked()
}

func (c *Client) heardLocked() int { return c.base + len(c.events) }

// EventsSince returns the seat's events after the n-th, in order; those
// up to Config.Last are the caller's own and not among them.
func (c *Client) EventsSince(n int) []wire.Event {
	c.mu.Lock()
	defer c.mu.Unlock()
	i := max(n-c.base, 0)
	if i >= len(c.events) {
		return nil
	}
	return append([]wire.Event(nil), c.events[i:]...)
}

// Public returns the latest public facts and state, and false before the
// host sent any.
func (c *Client) Public() (wire.Public, bool) {
	c.mu.Lock()
	defer c.mu.Unlock()
	if c.public == nil {
		return wire.Public{}, false
	}
	return *c.public, true
}

// Presence returns the seats and spectators as last told.
func (c *Client) Presence() wire.Presence {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.presence
}

// Reveal returns the reveal once the host sent it.
func (c *Client) Reveal() (wire.Reveal, bool) {
	c.mu.Lock()
	defer c.mu.Unlock()
	if c.reveal == nil {
		return wire.Reveal{}, false
	}
	return *c.reveal, true
}

// Status returns the connection's status.
func (c *Client) Status() Status {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.status
}

// Done is closed when the client stopped for good: after Close, or an
// error that reconnecting cannot cure (Status().Err says which).
func (c *Client) Done() <-chan struct{} { return c.done }

// Close leaves the game: it closes the connection and stops
// reconnecting. The seat stays the player's; its ticket takes it back.
func (c *Client) Close() error {
	c.mu.Lock()
	c.stopping = true
	sess := c.sess
	c.mu.Unlock()
	c.closeOnce.Do(func() { close(c.stop) })
	if sess != nil {
		sess.nc.Close()
	}
	<-c.done
	return nil
}

// Say says a statement in the move language (docs/moves.md). It returns
// nil once the host accepted it (its events have arrived by then), the
// game's *game.Refusal, a *wire.Error, ErrOutcomeUnknown, ErrClosed, or
// ctx's error.
func (c *Client) Say(ctx context.Context, text string) error {
	return c.request(ctx, func(id int64) wire.Message { return &wire.Say{ID: id, Text: text} })
}

// SayStatement says a statement built in Go, as its canonical text.
func (c *Client) SayStatement(ctx context.Context, st moves.Statement) error {
	return c.Say(ctx, st.String())
}

// ChooseStart secretly chooses the start cell (§6.1), with the results of
// Say.
func (c *Client) ChooseStart(ctx context.Context, cell maze.Pos) error {
	return c.request(ctx, func(id int64) wire.Message { return &wire.ChooseStart{ID: id, Cell: wire.Cell(cell)} })
}

func (c *Client) request(ctx context.Context, msg func(id int64) wire.Message) error {
	c.reqMu.Lock()
	defer c.reqMu.Unlock()
	c.mu.Lock()
	if c.finalErr != nil || c.stopping {
		c.mu.Unlock()
		return ErrClosed
	}
	c.nextID++
	p := &pending{id: c.nextID, result: make(chan error, 1)}
	p.msg = msg(p.id)
	c.pending = p
	sess := c.sess
	c.mu.Unlock()
	if sess != nil {
		c.send(sess, p)
	}
	select {
	case err := <-p.result:
		return err
	case <-ctx.Done():
		c.mu.Lock()
		if c.pending == p {
			c.pending = nil
		}
		if c.doubt == p {
			c.doubt = nil
		}
		c.mu.Unlock()
		return ctx.Err()
	case <-c.done:
		return ErrClosed
	}
}

// send sends the pending request on sess, once.
func (c *Client) send(sess *session, p *pending) {
	c.mu.Lock()
	if c.pending != p || p.sentOn != "" {
		c.mu.Unlock()
		return
	}
	p.sentOn = sess.instance
	c.mu.Unlock()
	if err := sess.write(p.msg); isWire(err) {
		c.answer(p.id, err) // too large to send: sending it again would not help
	}
}

// answer delivers a request's result or error.
func (c *Client) answer(id int64, err error) {
	c.mu.Lock()
	p := c.pending
	if p == nil || p.id != id {
		c.mu.Unlock()
		return
	}
	c.pending = nil
	c.mu.Unlock()
	p.result <- err
}

func (c *Client) changed() {
	select {
	case c.updates <- struct{}{}:
	default:
	}
}

func (c *Client) logf(format string, args ...any) {
	if c.cfg.Logf != nil {
		c.cfg.Logf(format, args...)
	}
}

// retryable reports whether reconnecting may cure what ended a
// connection.
func retryable(err error) bool {
	var other *OtherGameError
	if errors.As(err, &other) {
		return false
	}
	var we *wire.Error
	if !errors.As(err, &we) {
		return true // the network's own errors
	}
	switch we.Code {
	case wire.CodeBusy, wire.CodeTimeout, wire.CodeSlow, wire.CodeShuttingDown, wire.CodeInternal, wire.CodeFlood, wire.CodeRateLimited:
		return true
	}
	return false
}

// run keeps the client connected until Close or an incurable error.
func (c *Client) run(sess *session) {
	defer close(c.done)
	for {
		err := sess.serve()
		c.mu.Lock()
		c.sess = nil
		c.status = Status{Err: err}
		stopping := c.stopping
		c.mu.Unlock()
		c.changed()
		if stopping {
			c.finish(ErrClosed)
			return
		}
		if !retryable(err) {
			c.finish(err)
			return
		}
		c.logf("connection lost: %v; reconnecting", err)
		if sess = c.reconnect(); sess == nil {
			return
		}
	}
}

// finish stops the client for good with err.
func (c *Client) finish(err error) {
	c.mu.Lock()
	c.finalErr = err
	c.status.Connected = false
	c.status.Err = err
	p, d := c.pending, c.doubt
	c.pending, c.doubt = nil, nil
	c.mu.Unlock()
	if p != nil {
		p.result <- ErrClosed
	}
	if d != nil {
		d.result <- ErrClosed
	}
	c.changed()
}

// reconnect dials again with backoff until it joins, or returns nil when
// the client stopped.
func (c *Client) reconnect() *session {
	wait := c.cfg.MinBackoff
	for attempt := 1; ; attempt++ {
		jitter := time.Duration(rand.Int64N(int64(wait)/2 + 1))
		select {
		case <-time.After(wait/2 + jitter):
		case <-c.stop:
			c.finish(ErrClosed)
			return nil
		}
		ctx, cancel := context.WithCancel(context.Background())
		go func() {
			select {
			case <-c.stop:
				cancel()
			case <-ctx.Done():
			}
		}()
		c.mu.Lock()
		last := c.heardLocked()
		c.mu.Unlock()
		sess, err := c.connect(ctx, last)
		cancel()
		if err == nil {
			c.logf("reconnected after %d attempts", attempt)
			return sess
		}
		c.mu.Lock()
		c.status = Status{Err: err, Attempts: attempt}
		stopping := c.stopping
		c.mu.Unlock()
		c.changed()
		if stopping {
			c.finish(ErrClosed)
			return nil
		}
		if !retryable(err) {
			c.finish(err)
			return nil
		}
		wait = min(2*wait, c.cfg.MaxBackoff)
	}
}

// connect dials, says hello and joins: the first time as Config says,
// afterwards with the seat's token (or as a spectator again). last is how
// many events the client has.
func (c *Client) connect(ctx context.Context, last int) (*session, error) {
	ctx, cancel := context.WithTimeout(ctx, c.cfg.DialTimeout)
	defer cancel()
	var nc net.Conn
	var err error
	if c.cfg.Dial != nil {
		nc, err = c.cfg.Dial(ctx)
	} else {
		var d net.Dialer
		nc, err = d.DialContext(ctx, "tcp", c.cfg.Addr)
	}
	if err != nil {
		return nil, err
	}
	deadline, _ := ctx.Deadline()
	nc.SetDeadline(deadline)
	stop := context.AfterFunc(ctx, func() { nc.SetDeadline(time.Now()) })
	defer stop()
	s := &session{c: c, nc: nc, br: bufio.NewReaderSize(nc, 32<<10), acked: last}
	joined, err := s.handshake(last)
	if err != nil {
		nc.Close()
		if ctx.Err() != nil && !isWire(err) {
			return nil, fmt.Errorf("joining %s: %w", c.cfg.Addr, ctx.Err())
		}
		return nil, err
	}
	nc.SetDeadline(time.Time{})
	c.mu.Lock()
	c.hello = s.hello
	c.joined = joined
	c.sess = s
	c.status = Status{Connected: true}
	p := c.pending
	switch {
	case p == nil:
	case p.sentOn == "" || p.sentOn == s.instance:
		// Never sent, or sent to this same run of the host, which answers
		// a repeated id with its first answer: send it (again).
		p.sentOn = ""
	default:
		// Sent to a run of the host that is gone: it may have been
		// played before the host stopped, or not. Its caller is told so
		// once the events the new run sends on resuming are in (serve,
		// at the first public message).
		c.pending, c.doubt = nil, p
		p = nil
	}
	c.mu.Unlock()
	if p != nil {
		c.send(s, p)
	}
	c.changed()
	return s, nil
}

func isWire(err error) bool {
	var we *wire.Error
	return errors.As(err, &we)
}
