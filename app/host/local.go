package host

import (
	"context"
	"errors"
	"net"
	"path/filepath"
	"sync"

	"github.com/labyrinth-game/labyrinth/app/remote"
)

// The host's own players: with the computer as game master, the person at
// the host takes a seat on the same laptop like everyone else. His program
// joins through the very protocol every player speaks — the same
// handshake, the same audience filter, the same numbering, the same
// tickets — over a connection in memory (net.Pipe) that the host's server
// accepts beside its TCP listener: no round trip through the network, and
// nothing a remote player in that seat would not hear.

// ErrMasterPlays refuses a seat to the person at the host when he is the
// game master (Master = HumanMaster): he sees the whole game on his table
// and does not play.
var ErrMasterPlays = &ControlError{Code: CodeMasterPlays, Seat: -1}

// LocalAddr is the address the host's own players' connections are known
// by: it names this game (its files), so that the ticket of a seat taken
// through Join (remote.Config.Tickets) takes the same seat back after the
// host was resumed, and no other game's.
func (h *Host) LocalAddr() string {
	return "local:" + filepath.Base(h.journal)
}

// DialLocal makes a connection to this host in memory, which the host's
// server serves like a TCP connection; remote.Config.Dial and
// client.Config.Dial take it. It fails once the host is closed.
func (h *Host) DialLocal(ctx context.Context) (net.Conn, error) {
	return h.local.dial(ctx)
}

// Join seats the person at the host (or lets him watch) as cfg says:
// remote.Dial through DialLocal, at LocalAddr. The seat it returns
// (Conn.Seat) is a seat.Seat like a remote player's, and hears exactly
// what his would. Under a human game master a player's seat is refused
// (ErrMasterPlays); watching is not. The person at the host knows the
// game's join code: a cfg without one is given the game's.
func (h *Host) Join(ctx context.Context, cfg remote.Config) (*remote.Conn, error) {
	if h.st.Master == HumanMaster && !cfg.Spectate {
		return nil, ErrMasterPlays
	}
	if cfg.Code == "" {
		cfg.Code = h.Code()
	}
	cfg.Addr, cfg.Dial = h.LocalAddr(), h.DialLocal
	return remote.Dial(ctx, cfg)
}

// localListener is a net.Listener of connections made in memory.
type localListener struct {
	conns chan net.Conn
	done  chan struct{}
	once  sync.Once
}

func newLocalListener() *localListener {
	return &localListener{conns: make(chan net.Conn), done: make(chan struct{})}
}

// errHostClosed is DialLocal's error once the host is closed.
var errHostClosed = errors.New("the host has stopped")

func (l *localListener) dial(ctx context.Context) (net.Conn, error) {
	client, server := net.Pipe()
	select {
	case l.conns <- server:
		return client, nil
	case <-l.done:
		client.Close()
		server.Close()
		return nil, errHostClosed
	case <-ctx.Done():
		client.Close()
		server.Close()
		return nil, ctx.Err()
	}
}

func (l *localListener) Accept() (net.Conn, error) {
	select {
	case c := <-l.conns:
		return c, nil
	case <-l.done:
		return nil, net.ErrClosed
	}
}

func (l *localListener) Close() error {
	l.once.Do(func() { close(l.done) })
	return nil
}

func (l *localListener) Addr() net.Addr { return localAddr{} }

// localAddr is the address of the connections in memory.
type localAddr struct{}

func (localAddr) Network() string { return "memory" }
func (localAddr) String() string  { return "this computer" }
