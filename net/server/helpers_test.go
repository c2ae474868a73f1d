package server_test

import (
	"bufio"
	"context"
	"errors"
	"fmt"
	"io"
	"net"
	"sync"
	"testing"
	"time"

	"github.com/labyrinth-game/labyrinth/engine/game"
	"github.com/labyrinth-game/labyrinth/net/client"
	"github.com/labyrinth-game/labyrinth/net/internal/netnstest"
	"github.com/labyrinth-game/labyrinth/net/server"
	"github.com/labyrinth-game/labyrinth/net/wire"
)

// hangGuard ends a test that waits for something that never comes. It
// is no timing assertion: everything awaited happens within milliseconds
// on loopback, and the guard only turns a hang into a failure.
const hangGuard = 60 * time.Second

// testLimits are quick limits for tests that wait for a timeout.
var testLimits = server.Limits{Heartbeat: 50 * time.Millisecond, Timeout: 2 * time.Second, AckTimeout: 2 * time.Second}

// startServer serves g on a fresh loopback port inside the test
// namespace and returns the server and its address.
func startServer(t testing.TB, g server.Game, cfg server.Config) (*server.Server, string) {
	t.Helper()
	l := netnstest.Listen(t)
	return serveOn(t, l, g, cfg), l.Addr().String()
}

func serveOn(t testing.TB, l net.Listener, g server.Game, cfg server.Config) *server.Server {
	t.Helper()
	if cfg.Name == "" {
		cfg.Name = "Test maze"
	}
	if testing.Verbose() {
		cfg.Logf = func(f string, a ...any) { t.Logf("host: "+f, a...) }
	}
	srv, err := server.New(g, cfg)
	if err != nil {
		t.Fatal(err)
	}
	served := make(chan struct{})
	go func() {
		defer close(served)
		srv.Serve(l)
	}()
	t.Cleanup(func() {
		srv.Close()
		<-served
	})
	return srv
}

func dialClient(t testing.TB, cfg client.Config) *client.Client {
	t.Helper()
	if cfg.MaxBackoff == 0 {
		cfg.MinBackoff, cfg.MaxBackoff = 5*time.Millisecond, 50*time.Millisecond
	}
	if testing.Verbose() {
		who := cfg.Name
		if cfg.Spectate {
			who = "spectator"
		}
		cfg.Logf = func(f string, a ...any) { t.Logf(who+": "+f, a...) }
	}
	c, err := client.Dial(context.Background(), cfg)
	if err != nil {
		t.Fatalf("joining %s as %q: %v", cfg.Addr, cfg.Name, err)
	}
	t.Cleanup(func() { c.Close() })
	return c
}

// waitFor waits until cond holds.
func waitFor(t testing.TB, what string, cond func() bool) {
	t.Helper()
	guard := time.Now().Add(hangGuard)
	for !cond() {
		if time.Now().After(guard) {
			t.Fatalf("still waiting for %s after %v", what, hangGuard)
		}
		time.Sleep(2 * time.Millisecond)
	}
}

func say(t testing.TB, c *client.Client, text string) error {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), hangGuard)
	defer cancel()
	err := c.Say(ctx, text)
	if errors.Is(err, context.DeadlineExceeded) {
		t.Fatalf("%q: no answer within %v", text, hangGuard)
	}
	return err
}

func mustSay(t testing.TB, c *client.Client, text string) {
	t.Helper()
	if err := say(t, c, text); err != nil {
		t.Fatalf("%q: %v", text, err)
	}
}

// heardAs is what a viewer may hear of the game's events, numbered as on
// the wire.
func heardAs(all []game.Event, viewer int) []wire.Event {
	var out []wire.Event
	for _, e := range game.Filter(nil, all, viewer) {
		e.Seq = len(out) + 1
		out = append(out, wire.Event{N: e.Seq, Event: e})
	}
	return out
}

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
	r.nc.SetWriteDeadline(time.Now().Add(hangGuard))
	if _, err := r.nc.Write(b); err != nil {
		r.t.Fatalf("write: %v", err)
	}
}

// next reads the next message, or returns the read error.
func (r *raw) next() (wire.Message, error) {
	r.nc.SetReadDeadline(time.Now().Add(hangGuard))
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

// proxy stands between clients and the host, to cut connections or
// silence what the host sends.
type proxy struct {
	t      testing.TB
	l      net.Listener
	target string

	mu    sync.Mutex
	conns []net.Conn
	mute  bool
}

func newProxy(t testing.TB, target string) *proxy {
	p := &proxy{t: t, l: netnstest.Listen(t), target: target}
	t.Cleanup(func() {
		p.l.Close()
		p.cut()
	})
	go p.accept()
	return p
}

func (p *proxy) addr() string { return p.l.Addr().String() }

func (p *proxy) accept() {
	for {
		down, err := p.l.Accept()
		if err != nil {
			return
		}
		up, err := net.Dial("tcp", p.target)
		if err != nil {
			down.Close()
			continue
		}
		p.mu.Lock()
		p.conns = append(p.conns, down, up)
		p.mu.Unlock()
		go func() {
			io.Copy(up, down)
			up.Close()
		}()
		go func() {
			buf := make([]byte, 32<<10)
			for {
				n, err := up.Read(buf)
				if n > 0 && !p.muted() {
					if _, err := down.Write(buf[:n]); err != nil {
						break
					}
				}
				if err != nil {
					break
				}
			}
			down.Close()
		}()
	}
}

func (p *proxy) muted() bool {
	p.mu.Lock()
	defer p.mu.Unlock()
	return p.mute
}

// setMute drops (true) or passes (false) what the host sends.
func (p *proxy) setMute(m bool) {
	p.mu.Lock()
	p.mute = m
	p.mu.Unlock()
}

// cut closes every connection through the proxy.
func (p *proxy) cut() {
	p.mu.Lock()
	defer p.mu.Unlock()
	for _, c := range p.conns {
		c.Close()
	}
	p.conns = nil
}

// sameEvents compares events as the wire writes them (the JSON keeps
// what each code carries; a Go value may hold more).
func sameEvents(t testing.TB, who string, got, want []wire.Event) {
	t.Helper()
	for i := range max(len(got), len(want)) {
		var g, w []byte
		if i < len(got) {
			g, _ = wire.Encode(got[i])
		}
		if i < len(want) {
			w, _ = wire.Encode(want[i])
		}
		if string(g) != string(w) {
			t.Errorf("%s: event %d is\n  %s\nwant\n  %s", who, i+1, g, w)
			return
		}
	}
}

func describe(evs []wire.Event) string {
	s := ""
	for _, e := range evs {
		s += fmt.Sprintf("\n  %d %s to=%v player=%d", e.N, e.Event.Code, e.Event.To, e.Event.Player)
	}
	return s
}
