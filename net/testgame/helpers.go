package testgame

import (
	"context"
	"errors"
	"net"
	"sync"
	"testing"
	"time"

	"github.com/labyrinth-game/labyrinth/engine/game"
	"github.com/labyrinth-game/labyrinth/engine/maze"
	"github.com/labyrinth-game/labyrinth/net/client"
	"github.com/labyrinth-game/labyrinth/net/netnstest"
	"github.com/labyrinth-game/labyrinth/net/server"
	"github.com/labyrinth-game/labyrinth/net/wire"
)

// HangGuard ends a test that waits for something that never comes. It
// is no timing assertion: everything awaited happens within milliseconds
// on loopback, and the guard only turns a hang into a failure.
const HangGuard = 60 * time.Second

// Sample is the game of the reference's sample (part A, "A game
// example": docs/examples/reference-sample.script) played on to Bob's
// win: seat 0 is Ann, seat 1 is Bob.
var Sample = []struct {
	Seat int
	Text string
}{
	{0, "Go up"},
	{1, "Blow the up wall, then go up"},
	{0, "Shoot to the left, then go up"},
	{0, "How many bullets and grenades do I have?"},
	{1, "new cell (3,5)"},
	{1, "Go up"},
	{0, "Go right"},
	{1, "Go up, then blow the up wall"},
	{0, "Blow the right wall, then go right"},
	{1, "go up"},
	{0, "go left"},
	{1, "go left"},
	{0, "go right"},
	{1, "go left"},
	{0, "go left"},
	{1, "go up"},
	{0, "go right"},
	{1, "go left"},
}

// SampleStarts are the sample's start cells: Ann (4,4), Bob (1,4).
var SampleStarts = []maze.Pos{{X: 3, Y: 3}, {X: 0, Y: 3}}

// Serve serves g on a fresh loopback port inside the test namespace (the
// test is skipped elsewhere) and returns the server and its address. The
// server is closed when the test ends.
func Serve(t testing.TB, g server.Game, cfg server.Config) (*server.Server, string) {
	t.Helper()
	l := netnstest.Listen(t)
	return ServeOn(t, l, g, cfg), l.Addr().String()
}

// ServeOn serves g on l.
func ServeOn(t testing.TB, l net.Listener, g server.Game, cfg server.Config) *server.Server {
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

// Dial joins as cfg says, with quick reconnections, and closes the
// client when the test ends.
func Dial(t testing.TB, cfg client.Config) *client.Client {
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

// WaitFor waits until cond holds.
func WaitFor(t testing.TB, what string, cond func() bool) {
	t.Helper()
	guard := time.Now().Add(HangGuard)
	for !cond() {
		if time.Now().After(guard) {
			t.Fatalf("still waiting for %s after %v", what, HangGuard)
		}
		time.Sleep(2 * time.Millisecond)
	}
}

// Say says text and returns the answer.
func Say(t testing.TB, c *client.Client, text string) error {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), HangGuard)
	defer cancel()
	err := c.Say(ctx, text)
	if errors.Is(err, context.DeadlineExceeded) {
		t.Fatalf("%q: no answer within %v", text, HangGuard)
	}
	return err
}

// MustSay says text and fails the test unless it is accepted.
func MustSay(t testing.TB, c *client.Client, text string) {
	t.Helper()
	if err := Say(t, c, text); err != nil {
		t.Fatalf("%q: %v", text, err)
	}
}

// SeatBoth claims Ann's and Bob's seats at addr and chooses their starts.
func SeatBoth(t testing.TB, addr string) [2]*client.Client {
	t.Helper()
	ann := Dial(t, client.Config{Addr: addr, Name: "Ann"})
	bob := Dial(t, client.Config{Addr: addr, Name: "Bob"})
	players := [2]*client.Client{ann, bob}
	ChooseStarts(t, players)
	return players
}

// ChooseStarts chooses the sample's starts for Ann and Bob.
func ChooseStarts(t testing.TB, players [2]*client.Client) {
	t.Helper()
	for i, c := range players {
		if err := c.ChooseStart(context.Background(), SampleStarts[i]); err != nil {
			t.Fatalf("seat %d: choosing the start: %v", i, err)
		}
	}
}

// Play plays the sample's statements from to to.
func Play(t testing.TB, players [2]*client.Client, from, to int) {
	t.Helper()
	for _, s := range Sample[from:to] {
		MustSay(t, players[s.Seat], s.Text)
	}
}

// HeardAs is what a viewer may hear of the game's events, numbered as on
// the wire.
func HeardAs(all []game.Event, viewer int) []wire.Event {
	var out []wire.Event
	for _, e := range game.Filter(nil, all, viewer) {
		e.Seq = len(out) + 1
		out = append(out, wire.Event{N: e.Seq, Event: e})
	}
	return out
}

// SameEvents compares events as the wire writes them (the JSON keeps
// what each code carries; a Go value may hold more).
func SameEvents(t testing.TB, who string, got, want []wire.Event) {
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

// Proxy stands between clients and the host, to cut connections or
// silence what the host sends (or what the clients send).
type Proxy struct {
	l      net.Listener
	target string

	mu    sync.Mutex
	conns []net.Conn
	mute  bool   // drop what the host sends
	hold  bool   // drop what the clients send
	held  []byte // what was dropped of what the clients sent
}

// NewProxy forwards a fresh loopback port to target until the test ends.
func NewProxy(t testing.TB, target string) *Proxy {
	p := &Proxy{l: netnstest.Listen(t), target: target}
	t.Cleanup(func() {
		p.l.Close()
		p.Cut()
	})
	go p.accept()
	return p
}

// Addr is where clients connect.
func (p *Proxy) Addr() string { return p.l.Addr().String() }

func (p *Proxy) accept() {
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
		go p.copy(up, down, &p.hold)
		go p.copy(down, up, &p.mute)
	}
}

// copy forwards what src sends to dst, dropping it while *drop is set.
func (p *Proxy) copy(dst, src net.Conn, drop *bool) {
	defer dst.Close()
	buf := make([]byte, 32<<10)
	for {
		n, err := src.Read(buf)
		p.mu.Lock()
		dropped := *drop
		if dropped && drop == &p.hold {
			p.held = append(p.held, buf[:n]...)
		}
		p.mu.Unlock()
		if n > 0 && !dropped {
			if _, err := dst.Write(buf[:n]); err != nil {
				return
			}
		}
		if err != nil {
			return
		}
	}
}

// SetMute drops (true) or passes (false) what the host sends.
func (p *Proxy) SetMute(m bool) {
	p.mu.Lock()
	p.mute = m
	p.mu.Unlock()
}

// SetHold drops (true) or passes (false) what the clients send: a request
// sent then never reaches the host.
func (p *Proxy) SetHold(h bool) {
	p.mu.Lock()
	p.hold = h
	p.mu.Unlock()
}

// Held returns what was dropped of what the clients sent, frames and all.
func (p *Proxy) Held() []byte {
	p.mu.Lock()
	defer p.mu.Unlock()
	return append([]byte(nil), p.held...)
}

// Cut closes every connection through the proxy.
func (p *Proxy) Cut() {
	p.mu.Lock()
	defer p.mu.Unlock()
	for _, c := range p.conns {
		c.Close()
	}
	p.conns = nil
}
