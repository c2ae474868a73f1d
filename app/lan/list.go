package lan

import (
	"cmp"
	"context"
	"fmt"
	"net"
	"net/netip"
	"slices"
	"strings"
	"sync"
	"time"

	"github.com/labyrinth-game/labyrinth/net/discovery"
)

// DefaultRound is how long each browse of a List listens before the next
// one starts. A game no round hears from is gone: its host stopped
// without a goodbye (a crash, a cable pulled), so it leaves the list at
// most two rounds after its last answer.
const DefaultRound = 10 * time.Second

// ListConfig says where a List looks.
type ListConfig struct {
	// Interfaces are the interfaces to browse (Interfaces gives them);
	// with none, the list holds only typed addresses.
	Interfaces []net.Interface
	// Round is how long each browse listens (DefaultRound when 0).
	Round time.Duration
}

// List is the live list of games a join screen shows: the games found on
// the network, each as soon as its host answers, changed when its host
// announces a change (a seat taken, the game begun), removed when its host
// says goodbye or stops answering; and the games at addresses typed in.
// Changes is signalled after every change, for the screen to redraw (on
// its own goroutine: a Fyne screen wraps it in fyne.Do). Close stops it
// and every goroutine it started. Its methods are safe for concurrent use.
type List struct {
	round   time.Duration
	ifaces  []string
	cancel  context.CancelFunc
	done    sync.WaitGroup
	changes chan struct{}

	mu       sync.Mutex
	found    map[string]*heard // by Game.Key
	typed    map[string]Game   // by address
	problems map[string]string // by interface: why its browse fails
	closed   bool
}

// heard is a game found on the network, and the interfaces it was heard
// on this round or the last.
type heard struct {
	game Game
	on   map[string]bool
}

// Watch starts browsing cfg's interfaces, each in a goroutine of its own,
// round after round, until Close.
func Watch(cfg ListConfig) *List {
	ctx, cancel := context.WithCancel(context.Background())
	l := &List{
		round: cfg.Round, cancel: cancel, changes: make(chan struct{}, 1),
		found: map[string]*heard{}, typed: map[string]Game{}, problems: map[string]string{},
	}
	if l.round <= 0 {
		l.round = DefaultRound
	}
	for i := range cfg.Interfaces {
		iface := cfg.Interfaces[i]
		l.ifaces = append(l.ifaces, iface.Name)
		l.done.Add(1)
		go func() {
			defer l.done.Done()
			l.browse(ctx, &iface)
		}()
	}
	return l
}

// browse browses one interface round after round until ctx ends. A browse
// that fails is tried again a round later; meanwhile Status says why.
func (l *List) browse(ctx context.Context, iface *net.Interface) {
	for ctx.Err() == nil {
		games, err := discovery.Browse(ctx, iface, l.round,
			discovery.OnFound(func(g discovery.Game) { l.heardOf(iface.Name, g) }),
			discovery.OnGone(func(g discovery.Game) { l.goneFrom(iface.Name, g) }))
		if ctx.Err() != nil {
			return
		}
		l.roundEnded(iface.Name, games, err)
		if err != nil {
			select {
			case <-ctx.Done():
			case <-time.After(l.round):
			}
		}
	}
}

// heardOf takes in a game an answer brought, new or changed.
func (l *List) heardOf(iface string, d discovery.Game) {
	g := fromDiscovery(iface, d)
	l.mu.Lock()
	defer l.mu.Unlock()
	h := l.found[g.Key]
	if h == nil {
		h = &heard{game: g, on: map[string]bool{}}
		l.found[g.Key] = h
		h.on[iface] = true
		l.signal()
		return
	}
	h.on[iface] = true
	g.Iface = h.game.Iface // where it was first found stays
	if g != h.game {
		h.game = g
		l.signal()
	}
}

// goneFrom takes in a host's goodbye: its game is closed.
func (l *List) goneFrom(iface string, d discovery.Game) {
	key := fromDiscovery(iface, d).Key
	l.mu.Lock()
	defer l.mu.Unlock()
	if _, ok := l.found[key]; ok {
		delete(l.found, key)
		l.signal()
	}
}

// roundEnded forgets on iface the games its browse no longer has: those
// whose host answered no query of the whole round. A browse that failed
// forgets nothing and is reported instead.
func (l *List) roundEnded(iface string, games []discovery.Game, err error) {
	l.mu.Lock()
	defer l.mu.Unlock()
	problem := ""
	if err != nil {
		problem = err.Error()
	}
	if l.problems[iface] != problem {
		if problem == "" {
			delete(l.problems, iface)
		} else {
			l.problems[iface] = problem
		}
		l.signal()
	}
	if err != nil {
		return
	}
	still := map[string]bool{}
	for _, d := range games {
		still[fromDiscovery(iface, d).Key] = true
	}
	for key, h := range l.found {
		if !h.on[iface] || still[key] {
			continue
		}
		delete(h.on, iface)
		if len(h.on) == 0 {
			delete(l.found, key)
			l.signal()
		}
	}
}

// signal tells Changes's reader that something changed; l.mu is held.
func (l *List) signal() {
	if l.closed {
		return
	}
	select {
	case l.changes <- struct{}{}:
	default: // a signal is already waiting: one redraw shows both changes
	}
}

// Changes is signalled after each change of Games or Status (several
// changes in a row may be signalled once), and closed by Close.
func (l *List) Changes() <-chan struct{} { return l.changes }

// Games is the list: the games found on the network and those at typed
// addresses (a typed address whose game is found on the network shows
// once, as found), sorted by name regardless of case, then address.
func (l *List) Games() []Game {
	l.mu.Lock()
	defer l.mu.Unlock()
	var out []Game
	advertised := map[string]bool{}
	for _, h := range l.found {
		out = append(out, h.game)
		advertised[h.game.Addr] = true
	}
	for addr, g := range l.typed {
		if !advertised[canonicalAddr(addr)] {
			out = append(out, g)
		}
	}
	slices.SortFunc(out, func(a, b Game) int {
		return cmp.Or(cmp.Compare(strings.ToLower(a.Name), strings.ToLower(b.Name)), cmp.Compare(a.Name, b.Name), cmp.Compare(a.Addr, b.Addr))
	})
	return out
}

// canonicalAddr writes an IP address and port as discovery writes a
// game's, so that a typed address matches its advertised game; a host
// name is kept as it is.
func canonicalAddr(addr string) string {
	if ap, err := netip.ParseAddrPort(addr); err == nil {
		return netip.AddrPortFrom(ap.Addr().Unmap(), ap.Port()).String()
	}
	return addr
}

// Status is where a List looks and what keeps it from looking.
type Status struct {
	// Interfaces are the interfaces browsed; none when the list holds
	// only typed addresses.
	Interfaces []string
	// Problems say, interface by interface, why its browse fails
	// ("eth0: discovery: browse on eth0: ..."), in the interfaces' order.
	Problems []string
}

// Status says where the list looks, for a screen to explain an empty list:
// on which interfaces, and what fails.
func (l *List) Status() Status {
	l.mu.Lock()
	defer l.mu.Unlock()
	st := Status{Interfaces: slices.Clone(l.ifaces)}
	for _, name := range l.ifaces {
		if p, ok := l.problems[name]; ok {
			st.Problems = append(st.Problems, fmt.Sprintf("%s: %s", name, p))
		}
	}
	return st
}

// Probe probes a typed address (see Probe) and, when a Labyrinth host
// answers, puts its game on the list until Remove; it returns the game, or
// the *ProbeError saying why there is none (the list is then unchanged).
// Probing an address again updates its game.
func (l *List) Probe(ctx context.Context, addr string) (Game, error) {
	g, err := Probe(ctx, addr)
	if err != nil {
		return Game{}, err
	}
	l.mu.Lock()
	defer l.mu.Unlock()
	if !l.closed {
		l.typed[g.Addr] = g
		l.signal()
	}
	return g, nil
}

// Remove takes a typed address's game off the list (by its Key, which is
// the address). Games found on the network come and go by themselves.
func (l *List) Remove(key string) {
	l.mu.Lock()
	defer l.mu.Unlock()
	if _, ok := l.typed[key]; ok {
		delete(l.typed, key)
		l.signal()
	}
}

// Close stops browsing, waits for every goroutine of the list to end and
// closes Changes. The list keeps what it had; a second Close does
// nothing.
func (l *List) Close() {
	l.cancel()
	l.done.Wait()
	l.mu.Lock()
	defer l.mu.Unlock()
	if !l.closed {
		l.closed = true
		close(l.changes)
	}
}
