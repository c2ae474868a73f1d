package client_test

import (
	"context"
	"errors"
	"net"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/labyrinth-game/labyrinth/engine/game"
	"github.com/labyrinth-game/labyrinth/net/client"
	"github.com/labyrinth-game/labyrinth/net/netnstest"
	"github.com/labyrinth-game/labyrinth/net/server"
	"github.com/labyrinth-game/labyrinth/net/testgame"
	"github.com/labyrinth-game/labyrinth/net/wire"
)

func TestDialRefusesBadNamesLocally(t *testing.T) {
	_, err := client.Dial(context.Background(), client.Config{Addr: "127.0.0.1:1", Name: "Ann Lee"})
	if err == nil || !strings.Contains(err.Error(), "one word") {
		t.Errorf("Dial with a name of two words: %v", err)
	}
}

func TestDialNobodyThere(t *testing.T) {
	netnstest.Require(t)
	_, err := client.Dial(context.Background(), client.Config{Addr: "127.0.0.1:1", Name: "Ann"})
	var ne *net.OpError
	if !errors.As(err, &ne) {
		t.Errorf("Dial to a closed port: %v", err)
	}
}

// TestTooLongToSend: a statement too long for a frame is refused by the
// client itself; the connection goes on.
func TestTooLongToSend(t *testing.T) {
	g := testgame.New(t, 2)
	_, addr := testgame.Serve(t, g, server.Config{Seats: 2})
	players := testgame.SeatBoth(t, addr)
	err := testgame.Say(t, players[0], "go up"+strings.Repeat(", go up", 10000))
	if !errors.Is(err, &wire.Error{Code: wire.CodeFrameTooLarge}) {
		t.Fatalf("a 70 kB statement: %v", err)
	}
	testgame.Play(t, players, 0, 2)
}

// TestRateLimitedRequest: a request the host ignores for the rate limit
// is answered with that error, never left waiting.
func TestRateLimitedRequest(t *testing.T) {
	g := testgame.New(t, 2)
	_, addr := testgame.Serve(t, g, server.Config{Seats: 2, Limits: server.Limits{Rate: 0.001, Burst: 4}})
	ann := testgame.Dial(t, client.Config{Addr: addr, Name: "Ann"})
	var limited bool
	for range 6 {
		err := testgame.Say(t, ann, "status")
		if errors.Is(err, &wire.Error{Code: wire.CodeRateLimited}) {
			limited = true
		}
	}
	if !limited {
		t.Error("six requests at once were all within a burst of four")
	}
}

// TestCloseEndsRequests: Close answers a waiting request and stops the
// client for good.
func TestCloseEndsRequests(t *testing.T) {
	g := testgame.New(t, 2)
	_, addr := testgame.Serve(t, g, server.Config{Seats: 2})
	p := testgame.NewProxy(t, addr)
	ann := testgame.Dial(t, client.Config{Addr: p.Addr(), Name: "Ann"})
	p.SetMute(true)
	done := make(chan error, 1)
	go func() { done <- ann.Say(context.Background(), "status") }()
	testgame.WaitFor(t, "the request played", func() bool { return g.Applied() == 1 })
	ann.Close()
	if err := <-done; !errors.Is(err, client.ErrClosed) {
		t.Errorf("the waiting request: %v", err)
	}
	<-ann.Done()
	if st := ann.Status(); st.Connected || !errors.Is(st.Err, client.ErrClosed) {
		t.Errorf("status %+v", st)
	}
	if err := ann.Say(context.Background(), "status"); !errors.Is(err, client.ErrClosed) {
		t.Errorf("a request after Close: %v", err)
	}
}

// TestReplacedStops: two programs with one ticket would take the seat
// from each other for ever; the one replaced stops instead.
func TestReplacedStops(t *testing.T) {
	g := testgame.New(t, 2)
	_, addr := testgame.Serve(t, g, server.Config{Seats: 2})
	first := testgame.Dial(t, client.Config{Addr: addr, Name: "Ann"})
	tk, _ := first.Ticket()
	second := testgame.Dial(t, client.Config{Addr: addr, Ticket: &tk})
	select {
	case <-first.Done():
	case <-time.After(testgame.HangGuard):
		t.Fatal("the replaced client goes on")
	}
	if err := first.Status().Err; !errors.Is(err, &wire.Error{Code: wire.CodeReplaced}) {
		t.Errorf("the replaced client stopped with %v", err)
	}
	if !second.Status().Connected {
		t.Error("the second client is not connected")
	}
}

// TestSpectatorComesBack: a spectator whose connection is cut comes back
// and misses nothing public.
func TestSpectatorComesBack(t *testing.T) {
	g := testgame.New(t, 2)
	_, addr := testgame.Serve(t, g, server.Config{Seats: 2, Spectators: 1})
	p := testgame.NewProxy(t, addr)
	watcher := testgame.Dial(t, client.Config{Addr: p.Addr(), Spectate: true})
	players := testgame.SeatBoth(t, addr)
	testgame.Play(t, players, 0, 3)
	p.Cut()
	testgame.Play(t, players, 3, len(testgame.Sample))
	want := testgame.HeardAs(g.All(), game.Spectator)
	testgame.WaitFor(t, "every public event and the reveal", func() bool {
		_, ok := watcher.Reveal()
		return watcher.Heard() >= len(want) && ok
	})
	testgame.SameEvents(t, "spectator", watcher.EventsSince(0), want)
	if watcher.Seat() != -1 {
		t.Errorf("a spectator on seat %d", watcher.Seat())
	}
	if _, ok := watcher.Ticket(); ok {
		t.Error("a spectator has a ticket")
	}
}

// TestWaitsForTheHost: while the host is gone the client keeps trying,
// and says so; it comes back when the host does.
func TestWaitsForTheHost(t *testing.T) {
	g := testgame.New(t, 2)
	l := netnstest.Listen(t)
	addr := l.Addr().String()
	first := testgame.ServeOn(t, l, g, server.Config{Seats: 2})
	ann := testgame.Dial(t, client.Config{Addr: addr, Name: "Ann"})
	first.Close()
	testgame.WaitFor(t, "reconnection attempts", func() bool { return ann.Status().Attempts >= 3 })
	if st := ann.Status(); st.Connected || st.Err == nil {
		t.Errorf("status while the host is gone: %+v", st)
	}
	l2, err := net.Listen("tcp", addr)
	if err != nil {
		t.Fatal(err)
	}
	testgame.ServeOn(t, l2, g, server.Config{Seats: 2, Held: g.Held()})
	testgame.WaitFor(t, "Ann back", func() bool { return ann.Status().Connected })
	var r *game.Refusal
	if err := testgame.Say(t, ann, "status"); !errors.As(err, &r) { // Bob's seat is free
		t.Errorf("a request after coming back: %v", err)
	}
}

// TestUpdates: the client signals what arrives.
func TestUpdates(t *testing.T) {
	g := testgame.New(t, 2)
	_, addr := testgame.Serve(t, g, server.Config{Seats: 2})
	players := testgame.SeatBoth(t, addr)
	ann := players[0]
	for len(ann.Updates()) > 0 {
		<-ann.Updates()
	}
	heard := ann.Heard()
	testgame.MustSay(t, players[0], "go up")
	select {
	case <-ann.Updates():
	case <-time.After(testgame.HangGuard):
		t.Fatal("no update after a move")
	}
	if ann.Heard() <= heard {
		t.Error("a move's result came before its events")
	}
	if pub, ok := ann.Public(); !ok || pub.State == nil || pub.State.Turn != 1 {
		t.Errorf("public state %+v after Ann's move", pub)
	} else if pub.Info == nil || len(pub.Info.Names) != 2 {
		// The host sent the state alone; the facts stay as they were.
		t.Errorf("the public facts were lost with a change of state: %+v", pub)
	}
}

// TestOtherGame: a client that means to join one game tells a host of
// another game nothing, and stops.
func TestOtherGame(t *testing.T) {
	g := testgame.New(t, 2)
	srv, addr := testgame.Serve(t, g, server.Config{Name: "Friday maze", Seats: 2})
	_, err := client.Dial(context.Background(), client.Config{Addr: addr, Name: "Ann", Game: "Saturday maze"})
	var other *client.OtherGameError
	if !errors.As(err, &other) || other.Got != "Friday maze" || other.Want != "Saturday maze" {
		t.Fatalf("joining Saturday maze at Friday maze's address: %v", err)
	}
	for _, s := range srv.Seats() {
		if s.State != wire.Free {
			t.Errorf("seat %d was claimed: %+v", s.Seat, s)
		}
	}
	ann := testgame.Dial(t, client.Config{Addr: addr, Name: "Ann", Game: "Friday maze"})
	if ann.Seat() != 0 {
		t.Errorf("Ann on seat %d", ann.Seat())
	}
}

// TestDialFunc: a client given Config.Dial makes every connection with
// it — the first, and each after a lost one — and Addr only names the
// host (a host's own player joins through a connection in memory).
func TestDialFunc(t *testing.T) {
	g := testgame.New(t, 2)
	_, addr := testgame.Serve(t, g, server.Config{Seats: 2})
	var mu sync.Mutex
	var conns []net.Conn
	dial := func(ctx context.Context) (net.Conn, error) {
		var d net.Dialer
		nc, err := d.DialContext(ctx, "tcp", addr)
		if err == nil {
			mu.Lock()
			conns = append(conns, nc)
			mu.Unlock()
		}
		return nc, err
	}
	ann := testgame.Dial(t, client.Config{Addr: "nowhere:1", Name: "Ann", Dial: dial})
	mu.Lock()
	conns[0].Close()
	mu.Unlock()
	testgame.WaitFor(t, "Ann back through Dial", func() bool {
		mu.Lock()
		defer mu.Unlock()
		return len(conns) == 2 && ann.Status().Connected
	})
	if ann.Seat() != 0 {
		t.Errorf("Ann sits on seat %d", ann.Seat())
	}
}
