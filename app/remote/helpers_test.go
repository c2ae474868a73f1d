package remote_test

import (
	"context"
	"errors"
	"io"
	"net"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/labyrinth-game/labyrinth/app/remote"
	"github.com/labyrinth-game/labyrinth/app/session"
	"github.com/labyrinth-game/labyrinth/engine/game"
	"github.com/labyrinth-game/labyrinth/engine/maze"
	"github.com/labyrinth-game/labyrinth/engine/rules"
	"github.com/labyrinth-game/labyrinth/engine/script"
	"github.com/labyrinth-game/labyrinth/net/labtest"
	"github.com/labyrinth-game/labyrinth/net/server"
	"github.com/labyrinth-game/labyrinth/net/wire"
)

// hangGuard turns a wait for something that never comes into a failure.
// It is no timing assertion: what is awaited happens within milliseconds
// on loopback.
const hangGuard = 60 * time.Second

// The reference's sample game (part A, "A game example"), played on a maze
// built for it and on to Bob's win: Ann and Bob.
const (
	samplePlan   = "../../docs/examples/reference-sample.json"
	sampleScript = "testdata/sample-to-the-end.script"
)

// hostGame is a host's game for these tests, over app/session: seats are
// claimed in a lobby; once every seat is, the game is made and journaled
// (a session resumed from a journal holding its header); once every player
// has chosen his start, it begins. It is only what the tests need of a
// host — app/host is the real one.
type hostGame struct {
	plan    *maze.Maze
	seed    uint64
	journal string

	mu       sync.Mutex
	names    []string
	tokens   []wire.Token
	sess     *session.Session
	applied  int
	presence []wire.Seat
}

func newHostGame(t testing.TB, seats int) *hostGame {
	t.Helper()
	data, err := os.ReadFile(samplePlan)
	if err != nil {
		t.Fatal(err)
	}
	m, err := maze.Decode(data)
	if err != nil {
		t.Fatal(err)
	}
	h := &hostGame{plan: m, seed: 1, journal: filepath.Join(t.TempDir(), "game.journal"),
		names: make([]string, seats), tokens: make([]wire.Token, seats)}
	t.Cleanup(func() {
		h.mu.Lock()
		defer h.mu.Unlock()
		if h.sess != nil {
			h.sess.Close()
		}
	})
	return h
}

func (h *hostGame) Claim(seat int, name string, token wire.Token) error {
	h.mu.Lock()
	defer h.mu.Unlock()
	if h.sess != nil {
		return errors.New("the game has begun")
	}
	h.names[seat], h.tokens[seat] = name, token
	for _, n := range h.names {
		if n == "" {
			return nil
		}
	}
	header, err := game.EncodeHeader(game.Setup{Maze: h.plan, Rules: rules.Reference(), Seed: h.seed, Players: h.names})
	if err != nil {
		return err
	}
	if err := os.WriteFile(h.journal, append(header, '\n'), 0o600); err != nil {
		return err
	}
	h.sess, err = session.Resume(h.journal)
	return err
}

func (h *hostGame) Apply(c game.Command) error {
	h.mu.Lock()
	defer h.mu.Unlock()
	h.applied++
	if h.sess == nil {
		return &game.Refusal{Code: game.RefusedNotBegun, Command: c.Kind, Player: c.Player, Other: -1}
	}
	if _, err := h.sess.Apply(c); err != nil {
		return err
	}
	if c.Kind == game.ChooseStart {
		// Begins once everyone has chosen; refused until then.
		h.sess.Apply(game.Command{Kind: game.Begin})
	}
	return nil
}

func (h *hostGame) Events(after, upto int) []game.Event {
	h.mu.Lock()
	sess := h.sess
	h.mu.Unlock()
	if sess == nil {
		return nil
	}
	events := sess.Since(after)
	return events[:min(max(upto-after, 0), len(events))]
}

func (h *hostGame) Public() (*game.PublicInfo, *game.PublicState) {
	h.mu.Lock()
	defer h.mu.Unlock()
	if h.sess == nil {
		return nil, nil
	}
	info := h.sess.PublicInfo()
	var state game.PublicState
	h.sess.With(func(g *game.Game) { state = g.PublicState() })
	return &info, &state
}

func (h *hostGame) Reveal() (wire.Reveal, bool) {
	h.mu.Lock()
	defer h.mu.Unlock()
	if h.sess == nil {
		return wire.Reveal{}, false
	}
	r, err := h.sess.Reveal()
	if err != nil {
		return wire.Reveal{}, false
	}
	return wire.Reveal{Maze: r.Plan, Events: r.Events}, true
}

func (h *hostGame) Presence(seats []wire.Seat) {
	h.mu.Lock()
	h.presence = seats
	h.mu.Unlock()
}

// all is every event of the game so far.
func (h *hostGame) all() []game.Event { return h.Events(0, 1<<30) }

// played counts the commands the game was asked to play.
func (h *hostGame) played() int {
	h.mu.Lock()
	defer h.mu.Unlock()
	return h.applied
}

// reveal is the host's own reveal.
func (h *hostGame) reveal(t testing.TB) *session.Reveal {
	t.Helper()
	h.mu.Lock()
	defer h.mu.Unlock()
	r, err := h.sess.Reveal()
	if err != nil {
		t.Fatal(err)
	}
	return r
}

// held is what a restarted host passes to its new server.
func (h *hostGame) held() []server.Held {
	h.mu.Lock()
	defer h.mu.Unlock()
	var out []server.Held
	for i, n := range h.names {
		if n != "" {
			out = append(out, server.Held{Seat: i, Name: n, Token: h.tokens[i]})
		}
	}
	return out
}

// crash stops the game as a killed host would and resumes it from its
// journal, as labyrinth host --resume does.
func (h *hostGame) crash(t testing.TB) {
	t.Helper()
	h.mu.Lock()
	defer h.mu.Unlock()
	h.sess.Close()
	var err error
	if h.sess, err = session.Resume(h.journal); err != nil {
		t.Fatalf("resuming the game: %v", err)
	}
}

// host is a server serving a hostGame on loopback inside the test
// namespace.
type host struct {
	game *hostGame
	addr string
	srv  *server.Server
	done chan struct{}
}

// serve serves g with cfg on a fresh loopback port (skipping the test
// outside the namespace) until the test ends.
func serve(t testing.TB, g *hostGame, cfg server.Config) *host {
	t.Helper()
	l := labtest.ListenLoopback(t)
	return serveOn(t, l, g, cfg)
}

func serveOn(t testing.TB, l net.Listener, g *hostGame, cfg server.Config) *host {
	t.Helper()
	if cfg.Name == "" {
		cfg.Name = "Test maze"
	}
	if cfg.Seats == 0 {
		cfg.Seats = len(g.names)
	}
	if testing.Verbose() {
		cfg.Logf = func(f string, a ...any) { t.Logf("host: "+f, a...) }
	}
	srv, err := server.New(g, cfg)
	if err != nil {
		t.Fatal(err)
	}
	h := &host{game: g, addr: l.Addr().String(), srv: srv, done: make(chan struct{})}
	go func() {
		defer close(h.done)
		srv.Serve(l)
	}()
	t.Cleanup(h.stop)
	return h
}

func (h *host) stop() {
	h.srv.Close()
	<-h.done
}

// restart kills the host and starts it again on the same port from its
// journal, with the seats' names and tokens, as labyrinth host --resume
// does.
func (h *host) restart(t testing.TB, cfg server.Config) {
	t.Helper()
	h.stop()
	h.game.crash(t)
	l, err := net.Listen("tcp", h.addr)
	if err != nil {
		t.Fatalf("listening again on %s: %v", h.addr, err)
	}
	cfg.Held = h.game.held()
	*h = *serveOn(t, l, h.game, cfg)
}

// dial joins with quick reconnections, and closes the connection when
// the test ends.
func dial(t testing.TB, cfg remote.Config) *remote.Conn {
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
	ctx, cancel := context.WithTimeout(context.Background(), hangGuard)
	defer cancel()
	c, err := remote.Dial(ctx, cfg)
	if err != nil {
		t.Fatalf("joining %s as %q: %v", cfg.Addr, cfg.Name, err)
	}
	t.Cleanup(func() { c.Close() })
	return c
}

// seatOf waits for the game to be made and returns the connection's seat.
func seatOf(t testing.TB, c *remote.Conn) *remote.Seat {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), hangGuard)
	defer cancel()
	s, err := c.WaitSeat(ctx)
	if err != nil {
		t.Fatalf("waiting for the game: %v", err)
	}
	return s
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

// sampleLines are the sample script's commands of the players (its game
// begins by itself on the host once both have chosen).
func sampleLines(t testing.TB) []script.Line {
	t.Helper()
	f, err := os.Open(sampleScript)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	sc, err := script.Read(f)
	if err != nil {
		t.Fatal(err)
	}
	var lines []script.Line
	for {
		l, err := sc.Next()
		if err == io.EOF {
			return lines
		}
		if err != nil {
			t.Fatal(err)
		}
		if l.Player != "" {
			lines = append(lines, l)
		}
	}
}

// play plays lines through the players' seats, each accepted.
func play(t testing.TB, seats []*remote.Seat, lines []script.Line) {
	t.Helper()
	for _, l := range lines {
		if err := say(seats[l.Command.Player], l.Command); err != nil {
			t.Fatalf("line %d, %s: %v", l.N, l.Text, err)
		}
	}
}

// say sends a script's command through a seat.
func say(s *remote.Seat, c game.Command) error {
	if c.Kind == game.ChooseStart {
		return s.ChooseStart(c.Cell)
	}
	return s.Say(c.Say)
}

// heardAs is what viewer may hear of events, numbered as a seat numbers
// them.
func heardAs(all []game.Event, viewer int) []game.Event {
	out := game.Filter(nil, all, viewer)
	for i := range out {
		out[i].Seq = i + 1
	}
	return out
}

// sameEvents compares events as JSON writes them.
func sameEvents(t testing.TB, who string, got, want []game.Event) {
	t.Helper()
	for i := range max(len(got), len(want)) {
		var g, w string
		if i < len(got) {
			g = eventJSON(t, got[i])
		}
		if i < len(want) {
			w = eventJSON(t, want[i])
		}
		if g != w {
			t.Fatalf("%s: event %d is\n  %s\nwant\n  %s", who, i+1, g, w)
		}
	}
}

func eventJSON(t testing.TB, e game.Event) string {
	b, err := e.MarshalJSON()
	if err != nil {
		t.Fatal(err)
	}
	return strings.TrimSpace(string(b))
}

// proxy stands between a client and the host, to cut its connections or
// hold what either side sends.
type proxy struct {
	l      net.Listener
	target string

	mu       sync.Mutex
	conns    []net.Conn
	muteDown bool // drop what the host sends
	holdUp   bool // drop what the client sends
}

func newProxy(t testing.TB, target string) *proxy {
	p := &proxy{l: labtest.ListenLoopback(t), target: target}
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
		go p.copy(up, down, func() bool { return p.holdUp })
		go p.copy(down, up, func() bool { return p.muteDown })
	}
}

// copy forwards from src to dst, dropping what comes while drop holds.
func (p *proxy) copy(dst, src net.Conn, drop func() bool) {
	defer dst.Close()
	buf := make([]byte, 32<<10)
	for {
		n, err := src.Read(buf)
		p.mu.Lock()
		dropped := drop()
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

func (p *proxy) set(muteDown, holdUp bool) {
	p.mu.Lock()
	p.muteDown, p.holdUp = muteDown, holdUp
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
