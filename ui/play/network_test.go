package play

import (
	"context"
	"errors"
	"net"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/labyrinth-game/labyrinth/app/host"
	"github.com/labyrinth-game/labyrinth/app/remote"
	"github.com/labyrinth-game/labyrinth/engine/game"
	"github.com/labyrinth-game/labyrinth/engine/maze"
	"github.com/labyrinth-game/labyrinth/engine/moves"
	"github.com/labyrinth-game/labyrinth/engine/rules"
	"github.com/labyrinth-game/labyrinth/net/netnstest"
	"github.com/labyrinth-game/labyrinth/net/testgame"
	"github.com/labyrinth-game/labyrinth/ui/uitest"
)

// netScreen is a game screen on a remote seat, driven on the test's
// goroutine: the seat's news and the answers to its requests (which wait
// on goroutines of their own, as in the app) are taken in when the test
// pumps them.
type netScreen struct {
	g       *Screen
	news    func()
	answers chan func()
}

func openRemote(t *testing.T, s *remote.Seat, title string, notebook ...string) *netScreen {
	t.Helper()
	ns := &netScreen{answers: make(chan func(), 8)}
	env := testPlayEnv(t)
	env.Watch = func(_ <-chan struct{}, news func()) { ns.news = news }
	env.Send = func(req func() error, answered func(error)) {
		go func() {
			err := req()
			ns.answers <- func() { answered(err) }
		}()
	}
	f := uitest.NewFrame(t)
	g := Game{Seat: s, Title: title}
	if len(notebook) > 0 {
		g.Notebook = notebook[0]
	}
	ns.g = Open(f, &env, g)
	f.W.Resize(uitest.ScreenSize)
	t.Cleanup(ns.g.close)
	return ns
}

// until pumps the screen's news and answers until cond holds.
func (ns *netScreen) until(t *testing.T, what string, cond func() bool) {
	t.Helper()
	deadline := time.Now().Add(testgame.HangGuard)
	for !cond() {
		if time.Now().After(deadline) {
			t.Fatalf("waiting for %s", what)
		}
		select {
		case a := <-ns.answers:
			a()
		case <-time.After(5 * time.Millisecond):
		}
		ns.news()
	}
}

// TestAGameOverTheNetwork plays the game screen on a real remote seat,
// joined over loopback to a host (app/host) with the computer as game
// master, a spectator watching on a screen of his own: the start cell
// chosen in secret (§6.1), whose turn it is, the other player's moves as
// they are announced, the connection lost and made again with the move
// said meanwhile sent once it is back, and the end — the reveal the host
// sends, on both screens.
func TestAGameOverTheNetwork(t *testing.T) {
	netnstest.Require(t)
	h, err := host.New(host.Config{Maze: uitest.SmallMaze(t), Rules: rules.Reference(), Seed: 1, Name: "Loopback", Seats: 2,
		Spectators: 1, Listen: "127.0.0.1", Dir: t.TempDir()})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { h.Close() })
	addr := h.Addr().String()

	// Ann's line can be cut, and kept down until the test lets it up.
	var mu sync.Mutex
	var line net.Conn
	down := false
	ctx, cancel := context.WithTimeout(context.Background(), testgame.HangGuard)
	defer cancel()
	dial := func(cfg remote.Config) *remote.Conn {
		cfg.Addr, cfg.MinBackoff, cfg.MaxBackoff = addr, 5*time.Millisecond, 50*time.Millisecond
		c, err := remote.Dial(ctx, cfg)
		if err != nil {
			t.Fatal(err)
		}
		t.Cleanup(func() { c.Close() })
		return c
	}
	annConn := dial(remote.Config{Name: "Ann", Dial: func(ctx context.Context) (net.Conn, error) {
		mu.Lock()
		defer mu.Unlock()
		if down {
			return nil, errors.New("the network is down")
		}
		var d net.Dialer
		c, err := d.DialContext(ctx, "tcp", addr)
		line = c
		return c, err
	}})
	bobConn := dial(remote.Config{Name: "Bob"})
	watcher := dial(remote.Config{Spectate: true})
	seatOf := func(c *remote.Conn) *remote.Seat {
		s, err := c.WaitSeat(ctx)
		if err != nil {
			t.Fatal(err)
		}
		return s
	}
	ann, bob, spec := seatOf(annConn), seatOf(bobConn), seatOf(watcher)

	a := openRemote(t, ann, "Loopback")
	w := openRemote(t, spec, "Loopback")
	g := a.g
	if g.start == nil || g.turn.headText() != "Choose your start cell" {
		t.Fatalf("before play: %q", g.turn.headText())
	}
	if w.g.turn.headText() != "Watching · The players choose their start cells" {
		t.Fatalf("the spectator before play: %q", w.g.turn.headText())
	}
	tapStart(g, maze.At(1, 0))
	a.until(t, "Ann's start accepted", func() bool { return g.known().Chose })
	if err := bob.ChooseStart(maze.At(2, 0)); err != nil {
		t.Fatal(err)
	}
	a.until(t, "play to begin", func() bool { return g.start == nil })
	a.until(t, "Ann's turn", func() bool { return g.turn.headText() == "Your turn" })
	if g.turn.flashes != 1 {
		t.Fatalf("play began on Ann's turn: she was called %d times", g.turn.flashes)
	}

	typeMove(g, "go left")
	a.until(t, "Ann's move answered", func() bool { return strings.Contains(g.log.lastText(), "You: go left") })
	if g.turn.headText() != "Bob's turn" {
		t.Fatalf("after Ann's move: %q", g.turn.headText())
	}
	if err := bob.Say(moves.Statement{Kind: moves.SayMove, Move: moves.Move{Actions: []moves.Action{{Kind: moves.Go, Dir: maze.Down}}}}); err != nil {
		t.Fatal(err)
	}
	a.until(t, "Bob's move in Ann's log", func() bool { return strings.Contains(g.log.lastText(), "Bob: go down") })
	a.until(t, "Ann's turn again", func() bool { return g.turn.headText() == "Your turn" && g.turn.flashes == 2 })
	w.until(t, "Bob's move in the spectator's log", func() bool { return strings.Contains(w.g.log.lastText(), "Bob: go down") })

	// The line cut and kept down: "reconnecting…"; a move said meanwhile
	// waits in the field and is sent once the line is back.
	mu.Lock()
	down = true
	line.Close()
	mu.Unlock()
	a.until(t, "reconnecting…", func() bool {
		return g.turn.lineBox.Visible() && strings.Contains(g.turn.line.String(), "reconnecting…")
	})
	typeMove(g, "go down")
	if g.compose.entry.Text != "go down" || !strings.Contains(g.compose.feedback.String(), "waiting for the connection") {
		t.Fatalf("said while disconnected: %q, %q", g.compose.entry.Text, g.compose.feedback.String())
	}
	w.until(t, "Ann away on the spectator's screen", func() bool { return strings.Contains(w.g.turn.chips[0].String(), "away") })
	mu.Lock()
	down = false
	mu.Unlock()
	a.until(t, "the move said while disconnected, answered", func() bool {
		return strings.Contains(g.log.lastText(), "You: go down") && g.compose.entry.Text == ""
	})
	if g.turn.lineBox.Visible() {
		t.Fatal("back: still reconnecting")
	}

	// The end: everyone gets the reveal the host sends.
	if err := h.EndGame(); err != nil {
		t.Fatal(err)
	}
	a.until(t, "Ann's reveal", func() bool { return g.reveal != nil })
	w.until(t, "the spectator's reveal", func() bool { return w.g.reveal != nil })
	if r := g.reveal; len(r.rev.Steps) != 2 || r.who != 0 || len(r.steps) < 3 {
		t.Fatalf("Ann's reveal: %d players, following %d, %d steps", len(r.rev.Steps), r.who, len(r.steps))
	}
	if !strings.Contains(g.reveal.scoreText(), "Your marks") {
		t.Fatalf("Ann's notebook's accuracy: %q", g.reveal.scoreText())
	}
	if st := spec.State(); st.Phase != game.Over {
		t.Fatalf("the spectator's state: %+v", st)
	}
}
