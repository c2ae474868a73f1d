package join

import (
	"context"
	"net"
	"os"
	"time"

	"github.com/labyrinth-game/labyrinth/app/lan"
	"github.com/labyrinth-game/labyrinth/app/remote"
	"github.com/labyrinth-game/labyrinth/ui/play"
	"github.com/labyrinth-game/labyrinth/ui/shell"
)

// EnvIface names the interface the join list looks on instead of every
// LAN interface: for a machine whose LAN interface is not one Labyrinth
// would pick, and for trying the screen in a network namespace where
// loopback is the only interface (docs/network.md, "Joining from the app").
const EnvIface = "LABYRINTH_IFACE"

// Env is what the join screens need from around them, kept between their
// openings. Tests replace the parts that would reach the real network or
// the player's files.
type Env struct {
	// Interfaces are the interfaces to look for games on; an error says
	// why there are none (the list then holds typed addresses only).
	Interfaces func() ([]net.Interface, error)
	// Round is the list's round (lan.ListConfig.Round; 0: the default).
	Round time.Duration
	// Tickets keeps the seats' tickets (nil: none kept; TicketsErr says
	// why, once, on the list).
	Tickets    *remote.Tickets
	TicketsErr error
	// Dial joins a game (remote.Dial).
	Dial func(ctx context.Context, cfg remote.Config) (*remote.Conn, error)
	// Probe looks up a typed address on the list (lan.List.Probe).
	Probe func(ctx context.Context, l *lan.List, addr string) (lan.Game, error)
	// Background runs f off the UI goroutine (dialling, probing).
	Background func(f func())
	// Watch calls news on the UI goroutine whenever updates signals,
	// until it is closed or stop is called; then it calls done there (when
	// not stopped; done may be nil).
	Watch func(updates <-chan struct{}, news, done func()) (stop func())
	// Shown, when set, is called after the list shows what changed, with
	// the games now listed: the figures' benchmark times it.
	Shown func(games []lan.Game)
	// Play is the game screen's environment.
	Play play.Env

	// list is the join list on show, if any; room the waiting room; game
	// the game screen opened last.
	list *Screen
	room *waiting
	game *play.Screen
}

// NewEnv is the join screens' environment in the app: the LAN's
// interfaces (or the one LABYRINTH_IFACE names), tickets in the user's
// configuration directory, the network's news through the bridge.
func NewEnv() *Env {
	env := &Env{
		Interfaces: func() ([]net.Interface, error) { return lan.Interfaces(os.Getenv(EnvIface)) },
		Dial:       remote.Dial,
		Probe:      func(ctx context.Context, l *lan.List, addr string) (lan.Game, error) { return l.Probe(ctx, addr) },
		Background: func(f func()) { go f() },
		Watch:      follow,
		Play:       play.DefaultEnv(),
	}
	env.Tickets, env.TicketsErr = remote.DefaultTickets()
	return env
}

// NewEnvIn is NewEnv for tests of the screens around the join list: no
// interface to look on (nothing is browsed), the tickets under dir.
func NewEnvIn(dir string) *Env {
	env := NewEnv()
	env.Interfaces = func() ([]net.Interface, error) { return nil, nil }
	env.Tickets, env.TicketsErr = &remote.Tickets{Dir: dir}, nil
	return env
}

// follow is Env.Watch through the bridge (shell.Follow): after stop, the
// signals still drained do nothing.
func follow(updates <-chan struct{}, news, done func()) (stop func()) {
	stopped := false // read and written on the UI goroutine only
	shell.Follow(updates, func(struct{}) {
		if !stopped {
			news()
		}
	}, func() {
		if !stopped && done != nil {
			done()
		}
	})
	return func() { stopped = true }
}
