package server_test

import (
	"bufio"
	"errors"
	"net"
	"testing"
	"time"

	"github.com/labyrinth-game/labyrinth/net/testgame"
	"github.com/labyrinth-game/labyrinth/net/wire"
)

// raw is a connection that speaks the protocol by hand, for what the
// client package never does.
type raw struct {
	t  testing.TB
	nc net.Conn
	br *bufio.Reader
}

func rawDial(t testing.TB, addr string) *raw {
	t.Helper()
	nc, err := net.Dial("tcp", addr)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { nc.Close() })
	return &raw{t: t, nc: nc, br: bufio.NewReader(nc)}
}

func (r *raw) send(m wire.Message) {
	r.t.Helper()
	b, err := wire.Encode(m)
	if err != nil {
		r.t.Fatal(err)
	}
	r.sendBytes(wire.AppendFrame(nil, b))
}

func (r *raw) sendBytes(b []byte) {
	r.t.Helper()
	r.nc.SetWriteDeadline(time.Now().Add(testgame.HangGuard))
	if _, err := r.nc.Write(b); err != nil {
		r.t.Fatalf("write: %v", err)
	}
}

// next reads the next message, or returns the read error.
func (r *raw) next() (wire.Message, error) {
	r.nc.SetReadDeadline(time.Now().Add(testgame.HangGuard))
	p, err := wire.ReadFrame(r.br, wire.MaxHostFrame)
	if err != nil {
		return nil, err
	}
	return wire.DecodeFromHost(p)
}

// expect reads until a message of type T, skipping others.
func expect[T wire.Message](r *raw) T {
	r.t.Helper()
	for {
		m, err := r.next()
		if err != nil {
			var zero T
			r.t.Fatalf("waiting for a %T: %v", zero, err)
		}
		if v, ok := m.(T); ok {
			return v
		}
	}
}

// expectError reads until an error message, checks its code, and
// returns it.
func (r *raw) expectError(code wire.ErrorCode) *wire.Error {
	r.t.Helper()
	e := expect[*wire.Error](r)
	if e.Code != code {
		r.t.Fatalf("error %s %q, want %s", e.Code, e.Message, code)
	}
	return e
}

// expectClosed reads until the host closes the connection.
func (r *raw) expectClosed() {
	r.t.Helper()
	for {
		_, err := r.next()
		if err == nil {
			continue
		}
		var ne net.Error
		if errors.As(err, &ne) && ne.Timeout() {
			r.t.Fatalf("the host did not close the connection")
		}
		return
	}
}

// hello reads the host's hello and answers it.
func (r *raw) hello() *wire.HostHello {
	r.t.Helper()
	h := expect[*wire.HostHello](r)
	r.send(&wire.Hello{Protocol: wire.Protocol, Client: "raw test"})
	return h
}

// join says hello and m (a claim, resume or spectate) and waits to join.
func (r *raw) join(m wire.Message) *wire.Joined {
	r.t.Helper()
	r.hello()
	return r.joinAfterHello(m)
}

// joinAfterHello sends m and waits to join.
func (r *raw) joinAfterHello(m wire.Message) *wire.Joined {
	r.t.Helper()
	r.send(m)
	for {
		got, err := r.next()
		if err != nil {
			r.t.Fatalf("joining: %v", err)
		}
		switch got := got.(type) {
		case *wire.Joined:
			return got
		case *wire.Error:
			r.t.Fatalf("joining: %s: %s", got.Code, got.Message)
		}
	}
}
