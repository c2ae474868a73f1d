// Package host runs one game on this computer for players on the local
// network: the authoritative host of docs/network.md. It is the game
// master's side of a network game — an app/session Session served to the
// players' programs through net/server, and advertised on the network with
// net/discovery — and the headless command "labyrinth host" is a thin shell
// around it.
//
// # What a host does
//
//   - The lobby: a fixed number of seats, each claimed with a player's name
//     through net/server, which hands the seat a token. Every claim is saved
//     (the host state, below) before the player hears of it, so that a host
//     restarted after a crash knows every seat's token.
//   - The game is made once every seat is claimed, or when the host starts
//     it with the players there (StartGame: the free seats close): the names
//     are fixed then, in seat order, and the game's journal is created. Kick
//     takes a seat from a player in the lobby. Each player chooses his start
//     cell in secret (§6.1); the computer game master accepts every valid
//     choice and begins the game once all have chosen. A human game master
//     (Master = HumanMaster) decides instead, with the controls of
//     controls.go: refusing the choices, placing players, a common start,
//     beginning, timing moves, deciding breaks, ending the game.
//   - The game master's table (Table, Announcements): the whole game as he
//     sees it, for his screen; nothing of it goes to any connection.
//   - The host's own player: with the computer as game master, the person at
//     the host takes a seat through Join, over a connection in memory that
//     speaks the protocol like any other.
//   - Every accepted command is appended to the journal and flushed to disk
//     before anyone hears its result or its events: the session journals
//     before it applies, and the server sends nothing of a command before
//     Apply returned.
//   - A player whose connection is gone is "away" to everyone. His turn
//     follows the rules configuration (Absent): by default the game waits
//     for him; when the rules time moves (§9, move_seconds > 0) the host
//     starts timing his move and, when the time runs out, he has lost
//     (TimeIsUp), as the reference says. With AbsentHostDecides the host does
//     nothing by itself and a human game master decides (StartTimer through
//     Command).
//   - The clock of §9: whenever a move is being timed — the game master
//     started it, or a player asked for it ("time Ann", which the computer
//     game master grants) — the host counts move_seconds and applies
//     TimeIsUp when they run out and the move has not been made.
//   - The reveal once the game is over: the plan and every event.
//   - mDNS: while it runs, the host advertises the game on the interface it
//     was given (never on one it picked itself): its name, the rules preset,
//     the seats free and in all, lobby/playing/over, whether a join code is
//     needed, the spectator places. The record follows every change (a few
//     close together make one update) and is withdrawn with a goodbye on
//     Close.
//
// # Files
//
// A hosted game lives in the games directory (session.GamesDir) beside the
// practice games, under names of its own kind (session.KindHosted):
// "host-20260314-153000.journal", the game's journal (docs/journal.md),
// created when the game is made, and "host-20260314-153000.host", the host
// state (the game's name, port, seats, join code, spectators, interface, the
// maze and rules and seed of a game not yet made, and every claim with its
// token), readable by its owner alone. Both are locked while a host runs:
// a second host on the same game is refused. docs/journal.md describes the
// host state. Resume restarts a host from them; List lists them.
package host

import (
	"errors"
	"fmt"
	"io/fs"
	"net"
	"strconv"
	"sync"
	"sync/atomic"
	"syscall"
	"time"

	"github.com/labyrinth-game/labyrinth/app/session"
	"github.com/labyrinth-game/labyrinth/app/storage"
	"github.com/labyrinth-game/labyrinth/engine/game"
	"github.com/labyrinth-game/labyrinth/engine/maze"
	"github.com/labyrinth-game/labyrinth/engine/rules"
	"github.com/labyrinth-game/labyrinth/net/discovery"
	"github.com/labyrinth-game/labyrinth/net/server"
	"github.com/labyrinth-game/labyrinth/net/wire"
)

// DefaultPort is the TCP port "labyrinth host" listens on unless told
// otherwise: a fixed one, so that players who cannot use discovery type
// the same address every time.
const DefaultPort = 7527

// Master says who is the game master.
type Master string

const (
	// ComputerMaster: the computer is the game master. It accepts every
	// valid start cell, begins the game once every player has chosen,
	// grants every request for timing and decides an even vote for a break
	// in favour of the break.
	ComputerMaster Master = "computer"
	// HumanMaster: a person at the host is the game master (part 2's
	// screens). The host takes no decision of the game master's itself:
	// he begins the game, refuses the start cells or decides a vote through
	// Command.
	HumanMaster Master = "human"
)

// Absent says what happens on the turn of a player who is away (his
// connection gone).
type Absent string

const (
	// AbsentByRules, the default: the game waits for him, unless the rules
	// time moves (§9, move_seconds > 0): then the host starts timing his
	// move, and when the time runs out he has lost.
	AbsentByRules Absent = "rules"
	// AbsentWait: the game waits for him, whatever the rules.
	AbsentWait Absent = "wait"
	// AbsentHostDecides: the host does nothing by itself; the game master
	// decides (Command with game.StartTimer).
	AbsentHostDecides Absent = "host"
)

// Config describes a new hosted game.
type Config struct {
	// Maze is the plan; it must be valid (docs/validation.md).
	Maze *maze.Maze
	// Rules are the rules in force; Seed seeds the game.
	Rules rules.Rules
	Seed  uint64
	// Name is the game's name, told to players and advertised: at most 100
	// bytes of UTF-8 without control characters.
	Name string
	// Seats is the number of players, 1 to game.MaxPlayers.
	Seats int
	// Code is the join code players and spectators must give; "" for none.
	Code string
	// Spectators is how many may watch at once, 0 to 99; 0 admits none.
	Spectators int
	// Master is the game master: ComputerMaster when empty.
	Master Master
	// Absent is what happens on an absent player's turn: AbsentByRules
	// when empty.
	Absent Absent

	// Listen is the address to listen on without its port ("" for every
	// address of the computer, "127.0.0.1" for loopback only); Port the
	// TCP port, 0 for any free one. A resumed host listens on the same
	// address and port.
	Listen string
	Port   int
	// Interface is the network interface to advertise the game on with
	// mDNS; nil advertises nothing. The host never picks one itself.
	Interface *net.Interface
	// Dir is where the game's files go: session.GamesDir() when empty.
	Dir string

	Options
}

// Options are what a run of a host needs besides its game: they are not
// saved, and a resumed host takes them afresh.
type Options struct {
	// Log receives what happens: every event of the game in order, seats
	// claimed, players connected and away, problems, and the server's
	// lines about connections. It is called with the host's lock (or the
	// server's) held, from several goroutines — the connections' lines
	// may come at the same time as the game's — so it must be quick, safe
	// for concurrent use, and must not call the Host.
	Log func(Entry)
	// Clock runs the move timer of §9; nil for the real one.
	Clock Clock
	// Limits are the server's connection limits; zero fields take
	// net/server's defaults.
	Limits server.Limits
	// Settle is how long the host waits after a change before it updates
	// its mDNS record, so that changes close together make one update;
	// 0 for 200 ms.
	Settle time.Duration
	// HostName is the mDNS host name the record points to: when empty,
	// discovery.DefaultHostName().
	HostName string
	// Grace is how long a resumed host gives the players it held a seat
	// for to come back before their turns follow the rules for absent
	// players (a player who comes back and leaves again is away at once);
	// 0 for 30 s.
	Grace time.Duration
}

// Clock schedules f after d, and returns a function that stops it
// (reporting whether it stopped it before it ran). time.AfterFunc is one.
// A Clock that also has a method Now() time.Time tells the time the
// table's deadlines are counted from (Table.Timing); time.Now otherwise.
type Clock interface {
	AfterFunc(d time.Duration, f func()) (stop func() bool)
}

type realClock struct{}

func (realClock) AfterFunc(d time.Duration, f func()) func() bool {
	return time.AfterFunc(d, f).Stop
}

// now is the time by the host's clock.
func (h *Host) now() time.Time {
	if c, ok := h.opts.Clock.(interface{ Now() time.Time }); ok {
		return c.Now()
	}
	return time.Now()
}

// Host is one game hosted on this computer. Its methods are safe for
// concurrent use.
type Host struct {
	st      settings
	opts    Options
	journal string // the game journal's path
	state   *storage.Journal
	ln      net.Listener
	local   *localListener // the host's own players' connections, in memory
	srv     *server.Server
	adv     *discovery.Advertisement
	iface   *net.Interface // where adv is

	served   chan struct{} // closed when Serve returned
	serveErr error
	closing  chan struct{}
	dirty    chan struct{} // the mDNS record may need an update
	updates  chan struct{}
	wg       sync.WaitGroup
	version  atomic.Uint64 // counts the changes (Table.Version)

	mu       sync.Mutex
	claims   []claim // by seat; the name is "" for a free seat
	sess     *session.Session
	info     *game.PublicInfo // the game's public facts, once it is made
	presence wire.Presence
	scanned  int // events of the game looked at (logged, clocks set)
	timed    int // the player whose move the clock is timing, -1
	stop     func() bool
	clockGen int
	tie      bool // an even vote for a break awaits the game master
	untimed  bool // the game master stopped timing this turn's move: the host does not time it again
	reveal   *wire.Reveal
	closed   bool
	// What the game master's table shows besides the game's own state
	// (table.go): the plan as the game left it, copied when a wall falls;
	// the last moves of each piece; when the timed move runs out and the
	// break under way ends.
	plan     *maze.Maze
	newPlan  bool // a wall fell since plan was copied
	trails   []trail
	deadline time.Time
	rest     Break
	// resumed is set for a resumed host: until graceOver, a seat whose
	// player has not been seen (connected) in this run is not treated as
	// away.
	resumed   bool
	seen      []bool
	graceOver bool
}

// claim is one seat's player and token.
type claim struct {
	name  string
	token wire.Token
}

// InUseError refuses to host a game that another host is running. It
// matches session.ErrInUse.
type InUseError struct{ Path string }

func (e *InUseError) Error() string {
	return e.Path + " is being hosted by another program: stop that host first"
}

func (e *InUseError) Unwrap() error { return session.ErrInUse }

// New starts hosting a new game: it checks cfg, listens, saves the host
// state, serves and advertises. The lobby is open when it returns.
func New(cfg Config) (*Host, error) {
	st, err := settingsOf(cfg)
	if err != nil {
		return nil, err
	}
	dir := cfg.Dir
	if dir == "" {
		if dir, err = session.GamesDir(); err != nil {
			return nil, err
		}
	}
	ln, err := listen(st.Listen, st.Port)
	if err != nil {
		return nil, err
	}
	st.Port = ln.Addr().(*net.TCPAddr).Port
	header, err := st.encode()
	if err != nil {
		ln.Close()
		return nil, err
	}
	journal, state, err := createState(dir, header)
	if err != nil {
		ln.Close()
		return nil, err
	}
	h := newHost(st, cfg.Options, journal, state, ln)
	if err := h.start(cfg.Interface); err != nil {
		return nil, err
	}
	return h, nil
}

func newHost(st settings, opts Options, journal string, state *storage.Journal, ln net.Listener) *Host {
	if opts.Clock == nil {
		opts.Clock = realClock{}
	}
	if opts.Settle <= 0 {
		opts.Settle = 200 * time.Millisecond
	}
	if opts.Grace <= 0 {
		opts.Grace = 30 * time.Second
	}
	return &Host{
		st: st, opts: opts, journal: journal, state: state, ln: ln,
		served:  make(chan struct{}),
		closing: make(chan struct{}),
		dirty:   make(chan struct{}, 1),
		updates: make(chan struct{}, 1),
		claims:  make([]claim, st.Seats),
		seen:    make([]bool, st.Seats),
		timed:   -1,
		plan:    st.Setup.Maze.Clone(), // the caller's maze may change
		rest:    Break{Seat: -1},
		local:   newLocalListener(),
	}
}

// listen listens on host:port, saying plainly when the port is taken.
func listen(host string, port int) (net.Listener, error) {
	addr := net.JoinHostPort(host, strconv.Itoa(port))
	ln, err := net.Listen("tcp", addr)
	if errors.Is(err, syscall.EADDRINUSE) {
		return nil, fmt.Errorf("cannot listen on %s: the port is in use (another host, or another program): choose another port", addr)
	}
	if err != nil {
		return nil, fmt.Errorf("cannot listen on %s: %w", addr, err)
	}
	return ln, nil
}

// start serves the game and advertises it on iface (nil: not at all). On
// failure it closes everything the host holds.
func (h *Host) start(iface *net.Interface) error {
	var held []server.Held
	for i, c := range h.claims {
		if c.name != "" {
			held = append(held, server.Held{Seat: i, Name: c.name, Token: c.token})
		}
	}
	h.presence = wire.Presence{Seats: make([]wire.Seat, h.st.Seats)}
	for i, c := range h.claims {
		h.presence.Seats[i] = wire.Seat{Seat: i, Name: c.name, State: wire.Free}
		if c.name != "" {
			h.presence.Seats[i].State = wire.Away
		}
	}
	srv, err := server.New(h, server.Config{
		Name: h.st.Name, Seats: h.st.Seats, Held: held, Code: h.st.Code,
		Spectators: h.st.Spectators, Limits: h.opts.Limits,
		Logf: func(format string, args ...any) {
			h.log(Entry{Kind: EntryConnection, Text: fmt.Sprintf(format, args...)})
		},
	})
	if err != nil {
		h.closeFiles()
		h.ln.Close()
		return err
	}
	h.srv = srv
	go func() {
		defer close(h.served)
		if err := srv.Serve(h.ln); err != nil {
			h.mu.Lock()
			h.serveErr = err
			h.mu.Unlock()
		}
	}()
	h.wg.Add(1)
	go func() {
		defer h.wg.Done()
		srv.Serve(h.local) // until Close closes it
	}()
	if h.resumed {
		h.opts.Clock.AfterFunc(h.opts.Grace, h.endGrace)
	}
	if iface != nil {
		if err := h.advertise(iface); err != nil {
			h.Close()
			return err
		}
	}
	return nil
}

// Port is the TCP port the host listens on.
func (h *Host) Port() int { return h.st.Port }

// Addr is the address the host listens on.
func (h *Host) Addr() net.Addr { return h.ln.Addr() }

// Name is the game's name.
func (h *Host) Name() string { return h.st.Name }

// Seats is how many players the game has: the seats of its lobby, or the
// players it was started with (StartGame). Spectators is how many may
// watch.
func (h *Host) Seats() int {
	h.mu.Lock()
	defer h.mu.Unlock()
	return h.st.Seats
}

func (h *Host) Spectators() int { return h.st.Spectators }

// RulesName names the rules in force as RulesLabel does.
func (h *Host) RulesName() string { return RulesLabel(h.st.Setup.Rules) }

// Code is the join code, "" for none.
func (h *Host) Code() string { return h.st.Code }

// JournalPath is the game journal's path. The file exists once the game
// is made (every seat claimed); Resume takes this path.
func (h *Host) JournalPath() string { return h.journal }

// Advertised is the game as its mDNS record shows it and the interface
// it is advertised on, or false when the host does not advertise.
func (h *Host) Advertised() (discovery.Game, *net.Interface, bool) {
	if h.adv == nil {
		return discovery.Game{}, nil, false
	}
	return h.adv.Game(), h.iface, true
}

// Done is closed when the host stops serving: after Close, or when its
// listener failed (Err says why).
func (h *Host) Done() <-chan struct{} { return h.served }

// Err is why the host stopped serving on its own, nil otherwise.
func (h *Host) Err() error {
	h.mu.Lock()
	defer h.mu.Unlock()
	return h.serveErr
}

// Updates signals whenever something changed — a seat, an event, the
// phase — for a game master's screen: take a Table and the new
// Announcements then.
// Signals are merged (the channel has a buffer of one); the channel is
// never closed (Done is, when the host stops).
func (h *Host) Updates() <-chan struct{} { return h.updates }

// Close stops the host: it withdraws the mDNS record with a goodbye, tells
// every connection that the host is shutting down, and closes the journal
// and the host state. The game can be resumed from them (Resume).
func (h *Host) Close() error {
	h.mu.Lock()
	if h.closed {
		h.mu.Unlock()
		<-h.served
		return nil
	}
	h.closed = true
	h.stopClock()
	h.mu.Unlock()
	close(h.closing)
	h.local.Close()
	h.wg.Wait()
	var errs []error
	if h.adv != nil {
		errs = append(errs, h.adv.Close())
	}
	errs = append(errs, h.srv.Close())
	// The server closes the listener it serves; one closed before Serve
	// took it is closed here.
	h.ln.Close()
	<-h.served
	h.mu.Lock()
	errs = append(errs, h.closeFiles())
	h.mu.Unlock()
	return errors.Join(errs...)
}

// closeFiles closes the journal and the host state.
func (h *Host) closeFiles() error {
	var errs []error
	if h.sess != nil {
		errs = append(errs, h.sess.Close())
	}
	errs = append(errs, h.state.Close())
	return errors.Join(errs...)
}

// log hands e to the Log option. The caller holds h.mu, or is the server
// (which may hold its own lock).
func (h *Host) log(e Entry) {
	if h.opts.Log != nil {
		h.opts.Log(e)
	}
}

// changed tells whoever watches that something changed: the mDNS record
// and Updates. It never blocks.
func (h *Host) changed() {
	h.version.Add(1)
	for _, ch := range []chan struct{}{h.dirty, h.updates} {
		select {
		case ch <- struct{}{}:
		default:
		}
	}
}

// newJournalPath chooses a new game's journal (a variable for the test of
// two hosts choosing the same name).
var newJournalPath = session.NewJournalPathFor

// createState names a new hosted game's files after the time and creates
// its host state there. Another host started in the same second may take
// the name between the choice and the creation (the creation never writes
// over a file): then the next free name is chosen.
func createState(dir string, header []byte) (journal string, state *storage.Journal, err error) {
	for range 10 {
		if journal, err = newJournalPath(dir, session.KindHosted, time.Now()); err != nil {
			return "", nil, fmt.Errorf("no place for the game's files: %w", err)
		}
		state, err = storage.CreatePrivateJournal(StatePath(journal), [][]byte{header}, stateLimit)
		if !errors.Is(err, fs.ErrExist) {
			return journal, state, err
		}
	}
	return "", nil, err
}
