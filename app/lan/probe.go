package lan

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"net"
	"os"
	"strings"
	"syscall"
	"time"

	"github.com/labyrinth-game/labyrinth/net/wire"
)

// DefaultProbeTimeout bounds a probe when its context has no deadline:
// connecting and hearing the host's hello take milliseconds on a LAN.
const DefaultProbeTimeout = 5 * time.Second

// maxHello bounds what a probe reads of the first frame: a host's hello
// is a few hundred bytes.
const maxHello = 64 << 10

// ProbeError says why a typed address is not a game to join. Err is the
// cause (a *net.OpError, a *wire.Error, ...).
type ProbeError struct {
	Addr string
	Code ProbeCode
	Msg  string // a sentence for people, with what to do
	Err  error
}

func (e *ProbeError) Error() string { return e.Addr + ": " + e.Msg }
func (e *ProbeError) Unwrap() error { return e.Err }

// ProbeCode is the stable name of what a probe met.
type ProbeCode string

// The codes of ProbeError.
const (
	ProbeBadAddress ProbeCode = "bad_address" // not HOST:PORT
	ProbeNoHost     ProbeCode = "no_host"     // the host name is not known
	ProbeNoAnswer   ProbeCode = "no_answer"   // nothing answers: refused, unreachable, timed out
	ProbeNotGame    ProbeCode = "not_a_game"  // something answers, but not a Labyrinth host
	ProbeBusy       ProbeCode = "busy"        // the host is busy with other joiners: try again
	ProbeRefused    ProbeCode = "refused"     // the host answered with an error
)

// Probe connects to a typed address, HOST:PORT, reads what the host says
// first — its hello: the game's name, seats, whether a join code is
// needed and spectators admitted, its protocol version — and closes the
// connection without joining. It returns the game as the join list shows
// it (Typed: rules, free seats and the game's state are not known from the
// hello), or a *ProbeError saying in words why not: nothing answers there,
// or it is not a Labyrinth host. It waits at most DefaultProbeTimeout
// unless ctx ends first.
func Probe(ctx context.Context, addr string) (Game, error) {
	addr = strings.TrimSpace(addr) // as typed: " 192.168.1.20:7527 "
	if !IsAddress(addr) {
		return Game{}, &ProbeError{Addr: addr, Code: ProbeBadAddress,
			Msg: "not an address: give the host's address and port, HOST:PORT (as the host shows it, e.g. 192.168.1.20:7527)"}
	}
	if _, ok := ctx.Deadline(); !ok {
		var cancel context.CancelFunc
		ctx, cancel = context.WithTimeout(ctx, DefaultProbeTimeout)
		defer cancel()
	}
	var d net.Dialer
	conn, err := d.DialContext(ctx, "tcp", addr)
	if errors.Is(ctx.Err(), context.Canceled) {
		return Game{}, ctx.Err() // given up: nothing to say about the host
	}
	if err != nil {
		return Game{}, dialError(addr, err)
	}
	defer conn.Close()
	stop := context.AfterFunc(ctx, func() { conn.SetReadDeadline(time.Now()) })
	defer stop()
	frame, err := wire.ReadFrame(conn, maxHello)
	if errors.Is(ctx.Err(), context.Canceled) {
		return Game{}, ctx.Err()
	}
	if err != nil {
		return Game{}, readError(addr, err)
	}
	return hello(addr, frame)
}

// hello reads the host's first message.
func hello(addr string, frame []byte) (Game, error) {
	// A host of another protocol version may say its hello otherwise:
	// its version is enough to tell that it cannot be joined.
	var head struct {
		Type     string `json:"type"`
		Protocol int    `json:"protocol"`
		Game     string `json:"game"`
	}
	if json.Unmarshal(frame, &head) == nil && head.Type == "hello" && head.Protocol > 0 && head.Protocol != wire.Protocol {
		return fromHello(addr, wire.HostHello{Protocol: head.Protocol, Game: head.Game}), nil
	}
	m, err := wire.DecodeFromHost(frame)
	if err != nil {
		return Game{}, &ProbeError{Addr: addr, Code: ProbeNotGame, Err: err,
			Msg: fmt.Sprintf("something answers, but not a Labyrinth host (%v)", err)}
	}
	switch m := m.(type) {
	case *wire.HostHello:
		return fromHello(addr, *m), nil
	case *wire.Error:
		if m.Code == wire.CodeBusy {
			return Game{}, &ProbeError{Addr: addr, Code: ProbeBusy, Err: m,
				Msg: "the host is busy with other players joining: try again in a moment"}
		}
		return Game{}, &ProbeError{Addr: addr, Code: ProbeRefused, Err: m, Msg: "the host says: " + m.Message}
	}
	return Game{}, &ProbeError{Addr: addr, Code: ProbeNotGame,
		Msg: fmt.Sprintf("something answers, but not a Labyrinth host (its first message is %q, not a hello)", m.Type())}
}

// dialError says why nothing could be reached at addr.
func dialError(addr string, err error) error {
	var dnsErr *net.DNSError
	switch {
	case errors.As(err, &dnsErr):
		return &ProbeError{Addr: addr, Code: ProbeNoHost, Err: err,
			Msg: fmt.Sprintf("no computer named %q is known here: type its IP address, as the host shows it", dnsErr.Name)}
	case errors.Is(err, syscall.ECONNREFUSED):
		return &ProbeError{Addr: addr, Code: ProbeNoAnswer, Err: err,
			Msg: "nothing answers at this port (the connection is refused): is the game still hosted, and is the port the one the host shows?"}
	case errors.Is(err, context.DeadlineExceeded) || errors.Is(err, os.ErrDeadlineExceeded):
		return &ProbeError{Addr: addr, Code: ProbeNoAnswer, Err: err,
			Msg: "nothing answers in time: is the address right, is the computer on this network, and is a firewall in the way?"}
	}
	return &ProbeError{Addr: addr, Code: ProbeNoAnswer, Err: err,
		Msg: fmt.Sprintf("cannot connect (%v): is the address right, and is the computer on this network?", err)}
}

// readError says why no hello came.
func readError(addr string, err error) error {
	var we *wire.Error
	switch {
	case errors.As(err, &we):
		return &ProbeError{Addr: addr, Code: ProbeNotGame, Err: err,
			Msg: fmt.Sprintf("something answers, but not a Labyrinth host (%s)", we.Message)}
	case errors.Is(err, os.ErrDeadlineExceeded) || errors.Is(err, context.DeadlineExceeded):
		return &ProbeError{Addr: addr, Code: ProbeNotGame, Err: err,
			Msg: "something accepts the connection but says nothing: not a Labyrinth host (a host speaks first)"}
	}
	return &ProbeError{Addr: addr, Code: ProbeNotGame, Err: err,
		Msg: fmt.Sprintf("the connection ended before a hello (%v): not a Labyrinth host, or one closing", err)}
}
