package server_test

import (
	"context"
	"errors"
	"net"
	"reflect"
	"testing"

	"github.com/labyrinth-game/labyrinth/net/client"
	"github.com/labyrinth-game/labyrinth/net/internal/netnstest"
	"github.com/labyrinth-game/labyrinth/net/server"
	"github.com/labyrinth-game/labyrinth/net/wire"
)

// TestReconnectMidGame cuts Bob's connection mid-turn while Ann plays
// on: Bob's client comes back by itself and ends up with every event of
// his seat once, in order.
func TestReconnectMidGame(t *testing.T) {
	g := newFakeGame(t, 2)
	srv, addr := startServer(t, g, server.Config{Seats: 2})
	p := newProxy(t, addr)
	ann := dialClient(t, client.Config{Addr: addr, Name: "Ann"})
	bob := dialClient(t, client.Config{Addr: p.addr(), Name: "Bob"})
	players := [2]*client.Client{ann, bob}
	for i, c := range players {
		if err := c.ChooseStart(context.Background(), sampleStarts[i]); err != nil {
			t.Fatal(err)
		}
	}
	playSample(t, players, 0, 2)

	p.setMute(true) // Bob hears nothing more...
	mustSay(t, ann, sample[2].text)
	mustSay(t, ann, sample[3].text)
	p.cut() // ...and loses his connection
	p.setMute(false)
	waitFor(t, "Bob away", func() bool { return srv.Seats()[1].State == wire.Away })
	waitFor(t, "Bob back", func() bool { return srv.Seats()[1].State == wire.Connected })
	playSample(t, players, 4, len(sample))

	all := g.all()
	want := heardAs(all, 1)
	waitFor(t, "Bob's events", func() bool { return bob.Heard() >= len(want) })
	sameEvents(t, "Bob", bob.EventsSince(0), want)
	if st := bob.Status(); !st.Connected {
		t.Errorf("Bob's status %+v", st)
	}
}

// TestRequestPlayedOnce: a request whose result was lost with the
// connection is sent again with its id, and the host answers with the
// first result instead of playing it twice.
func TestRequestPlayedOnce(t *testing.T) {
	g := newFakeGame(t, 2)
	_, addr := startServer(t, g, server.Config{Seats: 2})
	p := newProxy(t, addr)
	ann := dialClient(t, client.Config{Addr: p.addr(), Name: "Ann"})
	bob := dialClient(t, client.Config{Addr: addr, Name: "Bob"})
	players := [2]*client.Client{ann, bob}
	for i, c := range players {
		if err := c.ChooseStart(context.Background(), sampleStarts[i]); err != nil {
			t.Fatal(err)
		}
	}
	p.setMute(true)
	before := g.appliedCount()
	done := make(chan error, 1)
	go func() { done <- say(t, ann, sample[0].text) }()
	waitFor(t, "Ann's move played", func() bool { return g.appliedCount() == before+1 })
	p.cut()
	p.setMute(false)
	if err := <-done; err != nil {
		t.Fatalf("Ann's move: %v", err)
	}
	if n := g.appliedCount(); n != before+1 {
		t.Errorf("Ann's move was played %d times", n-before)
	}
	// The game went on from Ann's one move: it is Bob's turn.
	mustSay(t, bob, sample[1].text)
}

// TestHostRestart stops the host mid-game and starts another on the same
// port with the seats' names and tokens (as labyrinth host --resume
// does): both players come back by themselves, lose nothing, and finish
// the game. A request the first host never answered is reported as of
// unknown outcome, never played twice.
func TestHostRestart(t *testing.T) {
	g := newFakeGame(t, 2)
	l := netnstest.Listen(t)
	addr := l.Addr().String()
	first := serveOn(t, l, g, server.Config{Seats: 2})
	p := newProxy(t, addr)
	ann := dialClient(t, client.Config{Addr: p.addr(), Name: "Ann"})
	bob := dialClient(t, client.Config{Addr: addr, Name: "Bob"})
	players := [2]*client.Client{ann, bob}
	for i, c := range players {
		if err := c.ChooseStart(context.Background(), sampleStarts[i]); err != nil {
			t.Fatal(err)
		}
	}
	playSample(t, players, 0, 4)
	instance := ann.Hello().Instance

	p.setMute(true)
	before := g.appliedCount()
	done := make(chan error, 1)
	go func() { done <- say(t, bob, sample[4].text) }()
	go func() { done <- say(t, ann, "status") }()
	waitFor(t, "both requests played", func() bool { return g.appliedCount() == before+2 })
	first.Close()
	p.cut()
	p.setMute(false)

	l2, err := net.Listen("tcp", addr)
	if err != nil {
		t.Fatalf("listening again on %s: %v", addr, err)
	}
	serveOn(t, l2, g, server.Config{Seats: 2, Held: g.held()})
	// Bob's result reached him before the host stopped; Ann's was lost
	// with the first host.
	for range 2 {
		if err := <-done; err != nil && !errors.Is(err, client.ErrOutcomeUnknown) {
			t.Fatalf("a request across the restart: %v", err)
		}
	}
	waitFor(t, "Ann back", func() bool { return ann.Status().Connected && ann.Hello().Instance != instance })
	if n := g.appliedCount(); n != before+2 {
		t.Errorf("%d requests played across the restart, want 2", n-before)
	}
	playSample(t, players, 5, len(sample))
	if !g.over() {
		t.Fatal("the game did not end")
	}
	all := g.all()
	for i, c := range players {
		want := heardAs(all, i)
		waitFor(t, "every event", func() bool { return c.Heard() >= len(want) })
		sameEvents(t, []string{"Ann", "Bob"}[i], c.EventsSince(0), want)
	}
}

// TestResumeWithTicket: a new program (the same player after a restart of
// his own) takes the seat back with the ticket and the count of events it
// kept, and gets the rest.
func TestResumeWithTicket(t *testing.T) {
	g := newFakeGame(t, 2)
	_, addr := startServer(t, g, server.Config{Seats: 2})
	players := seatBoth(t, addr)
	playSample(t, players, 0, 3)
	ann := players[0]
	tk, ok := ann.Ticket()
	if !ok || tk.Seat != 0 {
		t.Fatalf("ticket %+v, %v", tk, ok)
	}
	waitFor(t, "Ann's events", func() bool { return ann.Heard() >= len(heardAs(g.all(), 0)) })
	kept := ann.EventsSince(0)[:5]
	ann.Close()
	playSample(t, players, 4, 6)

	again := dialClient(t, client.Config{Addr: addr, Ticket: &tk, Last: len(kept)})
	want := heardAs(g.all(), 0)[len(kept):]
	waitFor(t, "the rest of Ann's events", func() bool { return again.Heard() >= len(kept)+len(want) })
	sameEvents(t, "Ann again", again.EventsSince(len(kept)), want)
	if again.Seat() != 0 || again.Heard() != len(kept)+len(want) {
		t.Errorf("seat %d, heard %d", again.Seat(), again.Heard())
	}
}

// TestPresence: everyone sees who is connected; the host's hook is told
// too.
func TestPresence(t *testing.T) {
	g := newFakeGame(t, 2)
	_, addr := startServer(t, g, server.Config{Seats: 2, Spectators: 2})
	watcher := dialClient(t, client.Config{Addr: addr, Spectate: true})
	ann := dialClient(t, client.Config{Addr: addr, Name: "Ann"})
	want := []wire.Seat{{Seat: 0, Name: "Ann", State: wire.Connected}, {Seat: 1, State: wire.Free}}
	waitFor(t, "Ann connected", func() bool { return reflect.DeepEqual(watcher.Presence().Seats, want) })
	ann.Close()
	want[0].State = wire.Away
	waitFor(t, "Ann away", func() bool { return reflect.DeepEqual(watcher.Presence().Seats, want) })
	waitFor(t, "the hook told", func() bool {
		g.mu.Lock()
		defer g.mu.Unlock()
		return len(g.presence) > 0 && reflect.DeepEqual(g.presence[len(g.presence)-1], want)
	})
	if p := watcher.Presence(); p.Spectators != 1 {
		t.Errorf("%d spectators", p.Spectators)
	}
}
