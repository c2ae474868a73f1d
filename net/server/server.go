// Package server is the host's side of the Labyrinth protocol
// (docs/protocol.md): it accepts TCP connections, runs the handshake,
// seats players and spectators, takes their requests to the game, and
// sends every connection the events its seat may hear.
//
// It knows nothing of how the game is run: the host (app/host) implements
// Game, and the server only handles connections. What it guarantees:
//
//   - A connection hears only what its seat may hear: every event passes
//     game.Filter with the seat's viewer number (or the spectator's) in one
//     place, the feed (feed.go), before any connection sees it.
//   - Every seat numbers its events 1, 2, 3, ...: the n-th event this seat
//     may hear, never the engine's own sequence number, which would tell
//     how many events were kept from it. The numbering depends only on the
//     game's events, so it survives a restarted host.
//   - A seat is claimed with a name (and the join code, if the game has
//     one) and gets a token of 128 random bits; the token, compared in
//     constant time, takes the seat back on another connection, which then
//     receives every event after the last one the client says it has.
//   - No connection can stall another: each has its own writer, bounded
//     queues, deadlines on every read and write, a window of events sent
//     but not acknowledged, and a rate limit. One that falls behind is
//     dropped (it may reconnect); bad input gets a clear error, and the
//     game goes on for everyone else.
package server

import (
	"crypto/rand"
	"crypto/sha256"
	"crypto/subtle"
	"encoding/hex"
	"errors"
	"fmt"
	"net"
	"sync"
	"time"

	"github.com/labyrinth-game/labyrinth/engine/game"
	"github.com/labyrinth-game/labyrinth/net/wire"
)

// Game is the game a Server serves: what the host implements. Seat i is
// player i of the game. The server calls its methods from many goroutines
// at once; each must be safe for that, and none may call back into the
// Server except Notify.
type Game interface {
	// Claim records that seat was claimed by name with token, so that a
	// restarted host knows the seat's token (Config.Held). It returns once
	// the claim is saved; an error refuses the claim and is shown to the
	// player (CodeClaimRefused), e.g. when the game has begun without him.
	Claim(seat int, name string, token wire.Token) error
	// Apply plays a command of a seated player: game.Say or
	// game.ChooseStart, with Player the seat. It returns only once the
	// command is in the game's journal and flushed, with nil or the game's
	// refusal; the events it produced are then in Events.
	Apply(c game.Command) error
	// Events returns the game's events with after < Seq <= upto, in order.
	// Seq numbers the game's events from 1 without gaps. The server reads
	// the slice after Events returned, without the host's locks: the host
	// never changes an event once it is in its log.
	Events(after, upto int) []game.Event
	// Public returns what everyone may know about the game now: nil for
	// both while the game is in its lobby and has not been made. The
	// server may keep what it returns, and takes the same PublicInfo
	// pointer for the same facts (it encodes them again only for another
	// pointer): a PublicInfo once returned never changes.
	Public() (*game.PublicInfo, *game.PublicState)
	// Reveal returns the reveal once the game is over, and false before.
	Reveal() (wire.Reveal, bool)
	// Presence is told every seat's state and how many spectators watch
	// whenever that changes (a seat claimed, a player connected or gone
	// away, a spectator come or gone), for the host's lobby, its rules for
	// absent players and its mDNS record of free seats and spectator
	// places. Calls come one at a time, in order; changes close together
	// may come as one.
	Presence(p wire.Presence)
}

// Config sets up a Server.
type Config struct {
	// Name is the game's name, told to clients in the host's hello.
	Name string
	// Seats is how many players the game seats, 1 to game.MaxPlayers.
	Seats int
	// Held are the seats already claimed, with their names and tokens: a
	// host resumed after a crash passes what Game.Claim saved. They are
	// away until their players take them back.
	Held []Held
	// Code is the join code players and spectators must give, "" for
	// none.
	Code string
	// Spectators is how many spectators may watch at once; 0 admits none.
	Spectators int
	// Limits are the connection limits; zero fields take the defaults.
	Limits Limits
	// Logf, when set, receives one line for each connection that joins,
	// leaves or is dropped, and why. Tokens are never logged. It may be
	// called with the server's lock held: it must not call the Server.
	Logf func(format string, args ...any)
}

// Held is a seat claimed before the server started.
type Held struct {
	Seat  int
	Name  string
	Token wire.Token
}

// Limits bound what each connection may cost the host. docs/protocol.md
// documents the defaults.
type Limits struct {
	// MaxPending is how many connections may be in their handshake at
	// once; more are told CodeBusy and closed.
	MaxPending int
	// Handshake is how long a connection has to say hello and join.
	Handshake time.Duration
	// Heartbeat is how long either side stays silent before it sends a
	// ping; Timeout how long the host waits to hear anything from a client.
	Heartbeat, Timeout time.Duration
	// WriteTimeout bounds every write, plus a second for every 64 KiB of
	// a large one (the reveal).
	WriteTimeout time.Duration
	// Window is how many events the host sends ahead of the client's
	// acknowledgements; AckTimeout how long it waits with a full window
	// before it drops the client as slow.
	Window     int
	AckTimeout time.Duration
	// Queue is how many other messages (results, presence, ...) may wait
	// to be sent to one connection; a client that lets more pile up is
	// dropped as slow.
	Queue int
	// Rate and Burst limit the messages a client sends, per second and at
	// once; Flood is how many in a row over the limit close the
	// connection. Acknowledgements that acknowledge something new are not
	// counted.
	Rate  float64
	Burst int
	Flood int
}

// DefaultLimits are the limits docs/protocol.md documents.
var DefaultLimits = Limits{
	MaxPending:   64,
	Handshake:    10 * time.Second,
	Heartbeat:    5 * time.Second,
	Timeout:      20 * time.Second,
	WriteTimeout: 10 * time.Second,
	Window:       1024,
	AckTimeout:   30 * time.Second,
	Queue:        256,
	Rate:         20,
	Burst:        60,
	Flood:        200,
}

func (l Limits) withDefaults() Limits {
	d := DefaultLimits
	pick := func(v *int, def int) {
		if *v <= 0 {
			*v = def
		}
	}
	pickD := func(v *time.Duration, def time.Duration) {
		if *v <= 0 {
			*v = def
		}
	}
	pick(&l.MaxPending, d.MaxPending)
	pickD(&l.Handshake, d.Handshake)
	pickD(&l.Heartbeat, d.Heartbeat)
	pickD(&l.Timeout, d.Timeout)
	pickD(&l.WriteTimeout, d.WriteTimeout)
	pick(&l.Window, d.Window)
	pickD(&l.AckTimeout, d.AckTimeout)
	pick(&l.Queue, d.Queue)
	if l.Rate <= 0 {
		l.Rate = d.Rate
	}
	pick(&l.Burst, d.Burst)
	pick(&l.Flood, d.Flood)
	return l
}

// Server serves one game to its players and spectators.
type Server struct {
	game     Game
	cfg      Config
	instance string // this run's instance, in the hello
	lim      Limits
	code     [sha256.Size]byte // the join code's hash, for a constant-time compare
	pending  chan struct{}     // one token per connection in its handshake
	syncMu   sync.Mutex        // one sync at a time, in order
	notify   chan struct{}
	presence chan struct{}
	done     chan struct{}
	wg       sync.WaitGroup

	mu          sync.Mutex
	hello       []byte // the host's hello, framed
	seats       []*seat
	open        int // the seats open: seats[:open]; the others closed (CloseSeats)
	spectators  map[*conn]bool
	watch       *feed          // what spectators hear
	conns       map[*conn]bool // joined
	handshaking map[*conn]bool
	listeners   map[net.Listener]bool
	seen        int       // the last event seq in the feeds
	bodies      bodyCache // the latest events, encoded
	stateOnly   []byte    // the last public state sent, framed alone
	info        []byte    // the last public facts sent, encoded, to tell when they change
	shownInfo   *game.PublicInfo
	shownState  *game.PublicState
	public      []byte // both, framed: what a joining connection is sent (publicLocked makes it)
	reveal      []byte // the reveal, framed, once the game is over
	closed      bool

	synced syncState
}

// seat is one seat of the game.
type seat struct {
	feed     *feed
	name     string
	token    wire.Token
	claiming bool  // reserved while Game.Claim runs
	conn     *conn // the connection holding it, nil when free or away

	// request serializes the seat's requests, so that a request sent again
	// on a new connection waits for the first one and gets its result.
	request    sync.Mutex
	lastID     int64
	lastResult []byte
}

func (st *seat) state() wire.SeatState {
	switch {
	case st.name == "" || st.claiming:
		return wire.Free
	case st.conn != nil:
		return wire.Connected
	}
	return wire.Away
}

// New makes a server for g. It reads the game's events so far (a resumed
// game's), so that seats resume where they were.
func New(g Game, cfg Config) (*Server, error) {
	if cfg.Seats < 1 || cfg.Seats > game.MaxPlayers {
		return nil, fmt.Errorf("server: %d seats; a game seats 1 to %d", cfg.Seats, game.MaxPlayers)
	}
	if cfg.Spectators < 0 {
		return nil, fmt.Errorf("server: %d spectators", cfg.Spectators)
	}
	if len(cfg.Code) > wire.MaxCodeLength {
		return nil, fmt.Errorf("server: the join code has %d bytes, at most %d", len(cfg.Code), wire.MaxCodeLength)
	}
	s := &Server{
		game: g, cfg: cfg, lim: cfg.Limits.withDefaults(),
		notify:      make(chan struct{}, 1),
		presence:    make(chan struct{}, 1),
		done:        make(chan struct{}),
		spectators:  map[*conn]bool{},
		watch:       &feed{viewer: game.Spectator},
		conns:       map[*conn]bool{},
		handshaking: map[*conn]bool{},
		listeners:   map[net.Listener]bool{},
	}
	s.pending = make(chan struct{}, s.lim.MaxPending)
	s.code = sha256.Sum256([]byte(cfg.Code))
	for i := range cfg.Seats {
		s.seats = append(s.seats, &seat{feed: &feed{viewer: i}})
	}
	s.open = cfg.Seats
	for _, h := range cfg.Held {
		if h.Seat < 0 || h.Seat >= cfg.Seats {
			return nil, fmt.Errorf("server: held seat %d: seats are 0 to %d", h.Seat, cfg.Seats-1)
		}
		if err := wire.CheckName(h.Name); err != nil {
			return nil, fmt.Errorf("server: held seat %d: %w", h.Seat, err)
		}
		if h.Token.IsZero() {
			return nil, fmt.Errorf("server: held seat %d has no token", h.Seat)
		}
		st := s.seats[h.Seat]
		st.name, st.token = h.Name, h.Token
	}
	var inst [8]byte
	if _, err := rand.Read(inst[:]); err != nil {
		return nil, fmt.Errorf("server: %w", err)
	}
	s.instance = hex.EncodeToString(inst[:])
	hello, err := s.helloFrame(cfg.Seats)
	if err != nil {
		return nil, fmt.Errorf("server: %w", err)
	}
	s.hello = hello
	s.sync()
	s.wg.Add(2)
	go s.notifyLoop()
	go s.presenceLoop()
	return s, nil
}

// helloFrame is the host's hello for a game of seats seats, framed.
func (s *Server) helloFrame(seats int) ([]byte, error) {
	return frameOf(wire.HostHello{
		Protocol: wire.Protocol, Game: s.cfg.Name, Instance: s.instance, Seats: seats,
		CodeRequired: s.cfg.Code != "", Spectators: s.cfg.Spectators > 0,
		HeartbeatMS: int(s.lim.Heartbeat / time.Millisecond), TimeoutMS: int(s.lim.Timeout / time.Millisecond),
	})
}

// Serve accepts connections on l until Close, then returns nil; or
// returns the listener's error.
func (s *Server) Serve(l net.Listener) error {
	s.mu.Lock()
	if s.closed {
		s.mu.Unlock()
		return errors.New("server: closed")
	}
	s.listeners[l] = true
	s.mu.Unlock()
	var pause time.Duration
	for {
		nc, err := l.Accept()
		if err != nil {
			select {
			case <-s.done:
				return nil
			default:
			}
			if errors.Is(err, net.ErrClosed) {
				return err
			}
			// Out of file descriptors, or a connection reset before it
			// was accepted: wait a little rather than spin.
			pause = min(max(2*pause, 5*time.Millisecond), time.Second)
			s.logf("accept: %v; retrying in %v", err, pause)
			select {
			case <-time.After(pause):
			case <-s.done:
				return nil
			}
			continue
		}
		pause = 0
		select {
		case s.pending <- struct{}{}:
			// Add only while open, so that no Add races Close's Wait.
			s.mu.Lock()
			if s.closed {
				s.mu.Unlock()
				<-s.pending
				nc.Close()
				return nil
			}
			s.wg.Add(1)
			s.mu.Unlock()
			go s.serve(nc)
		default:
			s.refuseBusy(nc)
		}
	}
}

// refuseBusy tells a connection that too many are joining and closes it.
func (s *Server) refuseBusy(nc net.Conn) {
	e := wire.Errorf(wire.CodeBusy, "too many connections are joining at once (%d); try again in a moment", s.lim.MaxPending)
	e.Fatal = true
	f, _ := frameOf(e)
	nc.SetWriteDeadline(time.Now().Add(time.Second))
	nc.Write(f)
	nc.Close()
}

// Notify tells the server that the game changed other than through Apply
// (the host began the game, a clock ran out, ...), so that it sends the
// new events and state. It never blocks, and may be called from anywhere.
func (s *Server) Notify() {
	select {
	case s.notify <- struct{}{}:
	default:
	}
}

// Seats returns every seat's state.
func (s *Server) Seats() []wire.Seat {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.seatList()
}

func (s *Server) seatList() []wire.Seat {
	out := make([]wire.Seat, s.open)
	for i, st := range s.seats[:s.open] {
		out[i] = wire.Seat{Seat: i, State: st.state()}
		if out[i].State != wire.Free {
			out[i].Name = st.name
		}
	}
	return out
}

// Free forgets the name and token of a seat whose player is away, so
// that someone else may claim it: the host's decision, e.g. in the lobby
// when a player left before the game began. It refuses a seat whose
// player is connected.
func (s *Server) Free(seat int) error {
	s.mu.Lock()
	defer s.mu.Unlock()
	if seat < 0 || seat >= s.open {
		return fmt.Errorf("server: there is no seat %d", seat)
	}
	st := s.seats[seat]
	switch st.state() {
	case wire.Free:
		return nil
	case wire.Connected:
		return fmt.Errorf("server: seat %d is %s's, who is connected", seat, st.name)
	}
	st.name, st.token = "", wire.Token{}
	s.presenceChanged()
	return nil
}

// Kick takes a seat from its player, whether he is connected or away: his
// connection, if any, gets the fatal error CodeKicked with why and is
// closed, and the seat's name and token are forgotten, as Free does. The
// host's decision, in the lobby. A seat being claimed right now is not
// his yet: Kick refuses it.
func (s *Server) Kick(seat int, why string) error {
	s.mu.Lock()
	defer s.mu.Unlock()
	if seat < 0 || seat >= s.open {
		return fmt.Errorf("server: there is no seat %d", seat)
	}
	st := s.seats[seat]
	switch {
	case st.claiming:
		return fmt.Errorf("server: seat %d is being claimed", seat)
	case st.name == "":
		return nil
	}
	if c := st.conn; c != nil {
		c.failLocked(wire.Errorf(wire.CodeKicked, "%s", why))
		st.conn = nil // the connection hears nothing more of the seat
	}
	st.name, st.token = "", wire.Token{}
	s.presenceChanged()
	return nil
}

// CloseSeats closes every seat from n on, so that the game seats n
// players: the host started it before every seat was claimed. The seats
// closed must be free; one being claimed right now closes too, and the
// game refuses its claim (Game.Claim: the game has begun). Presence lists
// n seats from now on, claims find no free seat, and the hello a new
// connection reads says n seats.
func (s *Server) CloseSeats(n int) error {
	s.mu.Lock()
	defer s.mu.Unlock()
	if n < 1 || n > s.open {
		return fmt.Errorf("server: cannot close the seats from %d on: %d are open", n, s.open)
	}
	for i, st := range s.seats[n:s.open] {
		if st.name != "" && !st.claiming {
			return fmt.Errorf("server: seat %d is taken", n+i)
		}
	}
	hello, err := s.helloFrame(n)
	if err != nil {
		return fmt.Errorf("server: %w", err)
	}
	s.open, s.hello = n, hello
	s.presenceChanged()
	return nil
}

// Close stops accepting, tells every connection that the host is shutting
// down, closes them and waits for their goroutines.
func (s *Server) Close() error {
	s.mu.Lock()
	if s.closed {
		s.mu.Unlock()
		return nil
	}
	s.closed = true
	close(s.done)
	for l := range s.listeners {
		l.Close()
	}
	for c := range s.conns {
		c.failLocked(wire.Errorf(wire.CodeShuttingDown, "the host is shutting down"))
	}
	for c := range s.handshaking {
		c.failLocked(wire.Errorf(wire.CodeShuttingDown, "the host is shutting down"))
	}
	s.mu.Unlock()
	s.wg.Wait()
	return nil
}

func (s *Server) logf(format string, args ...any) {
	if s.cfg.Logf != nil {
		s.cfg.Logf(format, args...)
	}
}

// codeOK compares a join code with the game's in constant time.
func (s *Server) codeOK(code string) bool {
	h := sha256.Sum256([]byte(code))
	return subtle.ConstantTimeCompare(h[:], s.code[:]) == 1
}

func (s *Server) notifyLoop() {
	defer s.wg.Done()
	for {
		select {
		case <-s.notify:
			s.sync()
		case <-s.done:
			return
		}
	}
}

// presenceChanged sends everyone the seats and spectators, and wakes the
// presence hook. The caller holds s.mu.
func (s *Server) presenceChanged() {
	f, err := frameOf(wire.Presence{Seats: s.seatList(), Spectators: len(s.spectators)})
	if err == nil {
		for c := range s.conns {
			c.queueLocked(f)
		}
	}
	select {
	case s.presence <- struct{}{}:
	default:
	}
}

func (s *Server) presenceLoop() {
	defer s.wg.Done()
	for {
		select {
		case <-s.presence:
			s.mu.Lock()
			p := wire.Presence{Seats: s.seatList(), Spectators: len(s.spectators)}
			s.mu.Unlock()
			s.game.Presence(p)
		case <-s.done:
			return
		}
	}
}

func frameOf(m wire.Message) ([]byte, error) {
	b, err := wire.Encode(m)
	if err != nil {
		return nil, err
	}
	return wire.AppendFrame(nil, b), nil
}
