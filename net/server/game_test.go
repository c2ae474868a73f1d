package server_test

import (
	"context"
	"errors"
	"fmt"
	"reflect"
	"testing"

	"github.com/labyrinth-game/labyrinth/engine/game"
	"github.com/labyrinth-game/labyrinth/net/client"
	"github.com/labyrinth-game/labyrinth/net/server"
	"github.com/labyrinth-game/labyrinth/net/testgame"
	"github.com/labyrinth-game/labyrinth/net/wire"
)

// TestFullGame plays the sample game to the end with two players and a
// spectator: each hears exactly what its seat may hear (game.Filter),
// numbered 1, 2, 3 for itself, and everyone gets the reveal at the end.
func TestFullGame(t *testing.T) {
	g := testgame.New(t, 2)
	srv, addr := testgame.Serve(t, g, server.Config{Seats: 2, Spectators: 3})
	watcher := testgame.Dial(t, client.Config{Addr: addr, Spectate: true})
	players := testgame.SeatBoth(t, addr)
	if s := players[1].Seat(); s != 1 {
		t.Fatalf("Bob sits on seat %d, want 1", s)
	}

	// Refusals are the game's: out of turn, a statement that does not
	// parse. They change nothing.
	err := testgame.Say(t, players[1], "go up")
	var r *game.Refusal
	if !errors.As(err, &r) || r.Player != 1 || r.Code != game.RefusedNotYourTurn || r.Error() == "" {
		t.Fatalf("Bob's move in Ann's turn: %v, want a refusal concerning seat 1", err)
	}
	err = testgame.Say(t, players[0], "go nort")
	if !errors.As(err, &r) || r.Code != "parse_error" {
		t.Fatalf("a typo: %v, want a parse_error refusal", err)
	}
	if err := watcher.Say(context.Background(), "go up"); !errors.Is(err, &wire.Error{Code: wire.CodeNotSeated}) {
		t.Fatalf("a spectator's move: %v, want not_seated", err)
	}

	testgame.Play(t, players, 0, len(testgame.Sample))
	if !g.Over() {
		t.Fatal("the sample did not end the game")
	}
	all := g.All()
	for viewer, c := range viewers(players, watcher) {
		want := testgame.HeardAs(all, viewer)
		testgame.WaitFor(t, "every event and the reveal", func() bool {
			_, revealed := c.Reveal()
			return c.Heard() >= len(want) && revealed
		})
		testgame.SameEvents(t, fmt.Sprintf("viewer %d", viewer), c.EventsSince(0), want)
		rev, _ := c.Reveal()
		if !rev.Maze.Equal(g.Plan) || len(rev.Events) != len(all) {
			t.Errorf("viewer %d: the reveal has %d events of %d, or another plan", viewer, len(rev.Events), len(all))
		}
		pub, ok := c.Public()
		if !ok || pub.State == nil || pub.State.Phase != game.Over || pub.Info == nil || !reflect.DeepEqual(pub.Info.Names, []string{"Ann", "Bob"}) {
			t.Errorf("viewer %d: public %+v, %v", viewer, pub, ok)
		}
	}
	// The players heard something the spectator did not (Bob's new cell,
	// each one's start), or the test would prove nothing.
	if len(testgame.HeardAs(all, 1)) == len(testgame.HeardAs(all, game.Spectator)) {
		t.Error("Bob heard no more than the spectator")
	}
	seats := srv.Seats()
	want := []wire.Seat{{Seat: 0, Name: "Ann", State: wire.Connected}, {Seat: 1, Name: "Bob", State: wire.Connected}}
	if !reflect.DeepEqual(seats, want) {
		t.Errorf("Seats() = %+v", seats)
	}
	testgame.WaitFor(t, "the presence of two players and a spectator", func() bool {
		p := watcher.Presence()
		return reflect.DeepEqual(p.Seats, want) && p.Spectators == 1
	})
}

// viewers are the players and the spectator by the viewer each hears as.
func viewers(players [2]*client.Client, watcher *client.Client) map[int]*client.Client {
	return map[int]*client.Client{0: players[0], 1: players[1], game.Spectator: watcher}
}

// TestNoSeqLeak: the numbers on the wire count the seat's own events.
// Ann hears Bob's public events but not his private ones, so her numbers
// run without gaps where the engine's skip Bob's secrets.
func TestNoSeqLeak(t *testing.T) {
	g := testgame.New(t, 2)
	_, addr := testgame.Serve(t, g, server.Config{Seats: 2})
	players := testgame.SeatBoth(t, addr)
	testgame.Play(t, players, 0, 6) // through Bob's secret new cell
	all := g.All()
	want := testgame.HeardAs(all, 0)
	testgame.WaitFor(t, "Ann's events", func() bool { return players[0].Heard() >= len(want) })
	got := players[0].EventsSince(0)
	for i, e := range got {
		if e.N != i+1 || e.Event.Seq != i+1 {
			t.Fatalf("Ann's event %d is numbered %d (seq %d)", i+1, e.N, e.Event.Seq)
		}
	}
	testgame.SameEvents(t, "Ann", got, want)
	hidden := game.Filter(nil, all, 1)
	if len(hidden) == len(want) {
		t.Fatal("Bob heard no secret")
	}
}

// TestLateSpectatorHearsEverything: a spectator who comes once the game
// has more events than the server keeps encoded (server.BodyCacheSize)
// hears every public one, the old ones encoded for it alone, and the
// players, who kept up, heard theirs from the shared encodings.
func TestLateSpectatorHearsEverything(t *testing.T) {
	g := testgame.New(t, 2)
	_, addr := testgame.Serve(t, g, server.Config{Seats: 2, Spectators: 1, Limits: server.Limits{Rate: 1e6, Burst: 1_000_000}})
	players := testgame.SeatBoth(t, addr)
	testgame.Play(t, players, 0, 3)
	for len(g.All()) <= server.BodyCacheSize+100 {
		testgame.MustSay(t, players[0], "what are the rules?") // answered to Ann alone, at any time
	}
	testgame.Play(t, players, 3, len(testgame.Sample))
	watcher := testgame.Dial(t, client.Config{Addr: addr, Spectate: true})
	all := g.All()
	for viewer, c := range viewers(players, watcher) {
		want := testgame.HeardAs(all, viewer)
		testgame.WaitFor(t, "every event", func() bool { return c.Heard() >= len(want) })
		testgame.SameEvents(t, fmt.Sprintf("viewer %d", viewer), c.EventsSince(0), want)
	}
	// It was sent the public facts and state on joining, as they are now.
	info, state := g.Public()
	testgame.WaitFor(t, "the public facts and state", func() bool {
		pub, ok := watcher.Public()
		return ok && reflect.DeepEqual(pub.Info, info) && reflect.DeepEqual(pub.State, state)
	})
}
