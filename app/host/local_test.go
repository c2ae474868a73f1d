package host_test

import (
	"bytes"
	"context"
	"errors"
	"net"
	"sync"
	"testing"

	"github.com/labyrinth-game/labyrinth/app/host"
	"github.com/labyrinth-game/labyrinth/app/remote"
	"github.com/labyrinth-game/labyrinth/app/seat"
	"github.com/labyrinth-game/labyrinth/engine/game"
	"github.com/labyrinth-game/labyrinth/engine/script"
	"github.com/labyrinth-game/labyrinth/net/client"
	"github.com/labyrinth-game/labyrinth/net/wire"
)

// The host's own player (local.go): a seat at the host's laptop, over a
// connection in memory.

// recordedConn keeps every byte a connection carries, each way.
type recordedConn struct {
	net.Conn
	mu             sync.Mutex
	fromHost, sent []byte
}

func (c *recordedConn) Read(p []byte) (int, error) {
	n, err := c.Conn.Read(p)
	c.mu.Lock()
	c.fromHost = append(c.fromHost, p[:n]...)
	c.mu.Unlock()
	return n, err
}

func (c *recordedConn) Write(p []byte) (int, error) {
	n, err := c.Conn.Write(p)
	c.mu.Lock()
	c.sent = append(c.sent, p[:n]...)
	c.mu.Unlock()
	return n, err
}

// recorder records every connection a Dial makes, in order.
type connRecorder struct {
	dial  func(context.Context) (net.Conn, error)
	mu    sync.Mutex
	conns []*recordedConn
}

func (r *connRecorder) Dial(ctx context.Context) (net.Conn, error) {
	nc, err := r.dial(ctx)
	if err != nil {
		return nil, err
	}
	rc := &recordedConn{Conn: nc}
	r.mu.Lock()
	r.conns = append(r.conns, rc)
	r.mu.Unlock()
	return rc, nil
}

func (r *connRecorder) Recordings() []recording {
	r.mu.Lock()
	defer r.mu.Unlock()
	out := make([]recording, len(r.conns))
	for i, c := range r.conns {
		c.mu.Lock()
		out[i] = recording{FromHost: bytes.Clone(c.fromHost), FromClient: bytes.Clone(c.sent)}
		c.mu.Unlock()
	}
	return out
}

// playSeat plays l through a seat.
func playSeat(s seat.Seat, l script.Line) error {
	if l.Command.Kind == game.ChooseStart {
		return s.ChooseStart(l.Command.Cell)
	}
	return s.Say(l.Command.Say)
}

// TestLocalPlayer: Bob plays at the host's laptop, through the connection
// in memory, while Ann plays over TCP and a spectator watches. Bob's seat
// hears exactly what a player in his seat hears over the network — his
// seat's share of the game, numbered as on the wire, and the reveal —
// and every byte of his connection, like Ann's and the spectator's,
// passes the leak test's check.
func TestLocalPlayer(t *testing.T) {
	cfg := config(t)
	h := start(t, cfg)
	tap := newTap(t, h.Addr().String())
	watcher := dial(t, tap.Addr(), client.Config{Spectate: true})
	ann := dial(t, tap.Addr(), client.Config{Name: "Ann"})
	rec := &connRecorder{dial: h.DialLocal}
	conn, err := remote.Dial(t.Context(), remote.Config{Addr: h.LocalAddr(), Name: "Bob", Dial: rec.Dial})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { conn.Close() })
	bob, err := conn.WaitSeat(t.Context())
	if err != nil {
		t.Fatal(err)
	}
	if bob.Viewer() != 1 {
		t.Fatalf("Bob sits on seat %d", bob.Viewer())
	}
	for _, l := range sample(t) {
		if l.Command.Player == 0 {
			err = playLine(ann, l)
		} else {
			err = playSeat(bob, l)
		}
		if err != nil {
			t.Fatalf("line %d %q: %v", l.N, l.Text, err)
		}
	}
	all := h.MasterEvents(0)
	everyoneHeard(t, all, []*client.Client{ann}, watcher)
	want := heardAs(all, 1)
	waitFor(t, "Bob's share and the reveal", func() bool {
		_, err := bob.Reveal()
		return bob.Heard() >= len(want) && err == nil
	})
	var got []wire.Event
	for _, e := range bob.Events(0) {
		got = append(got, wire.Event{N: e.Seq, Event: e})
	}
	sameEvents(t, "Bob at the host", got, want)
	if st := bob.State(); st.Phase != game.Over || st.Winner != 1 {
		t.Errorf("Bob's public state at the end: %+v", st)
	}

	setup := game.Setup{Maze: cfg.Maze, Rules: cfg.Rules, Seed: cfg.Seed, Players: []string{"Ann", "Bob"}}
	sec, err := newSecrecy(all, cfg.Maze, setup)
	if err != nil {
		t.Fatal(err)
	}
	recs := append(tap.Recordings(), rec.Recordings()...)
	if problems := sec.check(recs); len(problems) > 0 {
		t.Error(leakList(problems))
	}
	if c := sec.connection(rec.Recordings()[0]); c.viewer != 1 || c.n != len(want) {
		t.Errorf("Bob's connection: viewer %d, %d events, want seat 1 and %d", c.viewer, c.n, len(want))
	}
}

// TestJoin: the person at the host joins through Join, and takes his seat
// back with his ticket after the host was stopped and resumed; a human
// game master does not play.
func TestJoin(t *testing.T) {
	cfg := config(t)
	h := start(t, cfg)
	tickets := &remote.Tickets{Dir: t.TempDir()}
	me, err := h.Join(t.Context(), remote.Config{Name: "Ann", Tickets: tickets})
	if err != nil {
		t.Fatal(err)
	}
	if me.Viewer() != 0 || me.Addr() != h.LocalAddr() {
		t.Fatalf("joined as %d at %s", me.Viewer(), me.Addr())
	}
	bob := dial(t, h.Addr().String(), client.Config{Name: "Bob"})
	seat, err := me.WaitSeat(t.Context())
	if err != nil {
		t.Fatal(err)
	}
	lines := sample(t)
	if err := playSeat(seat, lines[0]); err != nil {
		t.Fatal(err)
	}
	me.Close()
	h.Close()

	h = resume(t, h.JournalPath(), host.ResumeConfig{})
	me, err = h.Join(t.Context(), remote.Config{Name: "Ann", Tickets: tickets})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { me.Close() })
	seat, err = me.WaitSeat(t.Context())
	if err != nil {
		t.Fatal(err)
	}
	if seat.Viewer() != 0 || !seat.Known().Chose {
		t.Fatalf("Ann back at the host: seat %d, knows her start: %v", seat.Viewer(), seat.Known().Chose)
	}
	waitFor(t, "Bob back", func() bool { return bob.Status().Connected && h.Table().Seats[1].Presence == wire.Connected })
	if err := playLine(bob, lines[1]); err != nil {
		t.Fatal(err)
	}
	if err := playSeat(seat, lines[2]); err != nil {
		t.Fatalf("Ann's first move at the resumed host: %v", err)
	}

	cfg.Master, cfg.Dir = host.HumanMaster, t.TempDir()
	hm := start(t, cfg)
	if _, err := hm.Join(t.Context(), remote.Config{Name: "Gm"}); !errors.Is(err, host.ErrMasterPlays) {
		t.Errorf("the human game master took a seat: %v", err)
	}
	watch, err := hm.Join(t.Context(), remote.Config{Spectate: true})
	if err != nil {
		t.Fatalf("the game master watching: %v", err)
	}
	watch.Close()
	hm.Close()
	if _, err := hm.DialLocal(t.Context()); err == nil {
		t.Error("dialled a closed host")
	}
}
