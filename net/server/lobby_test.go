package server_test

import (
	"errors"
	"reflect"
	"testing"

	"github.com/labyrinth-game/labyrinth/net/client"
	"github.com/labyrinth-game/labyrinth/net/server"
	"github.com/labyrinth-game/labyrinth/net/testgame"
	"github.com/labyrinth-game/labyrinth/net/wire"
)

// TestKick: the host takes a seat from its player in the lobby, connected
// or away: his connection is told why (the fatal kicked) and closed, the
// seat is free, its token no longer works, and someone else may sit.
func TestKick(t *testing.T) {
	srv, addr := testgame.Serve(t, testgame.New(t, 3), server.Config{Seats: 3})
	ann := rawDial(t, addr)
	j := ann.join(&wire.Claim{Name: "Ann"})
	bob := testgame.Dial(t, client.Config{Addr: addr, Name: "Bob"})
	bobTicket, _ := bob.Ticket()
	if err := srv.Kick(0, "the host wants the seat for someone else"); err != nil {
		t.Fatal(err)
	}
	if e := ann.expectError(wire.CodeKicked); !e.Fatal || e.Message != "the host wants the seat for someone else" {
		t.Errorf("Ann was told %+v", e)
	}
	ann.expectClosed()
	if s := srv.Seats()[0]; s.State != wire.Free || s.Name != "" {
		t.Errorf("seat 0 after the kick: %+v", s)
	}
	again := rawDial(t, addr)
	again.hello()
	again.send(&wire.Resume{Seat: 0, Token: *j.Token})
	again.expectError(wire.CodeBadToken)

	// Bob's client is told too, and stops for good: reconnecting cannot
	// cure a kick.
	bob.Close() // away first: a seat whose player is away is kicked too
	testgame.WaitFor(t, "Bob away", func() bool { return srv.Seats()[1].State == wire.Away })
	if err := srv.Kick(1, "gone"); err != nil {
		t.Fatal(err)
	}
	if _, err := client.Dial(t.Context(), client.Config{Addr: addr, Ticket: &bobTicket}); !errors.Is(err, &wire.Error{Code: wire.CodeBadToken}) {
		t.Errorf("Bob's ticket after the kick: %v, want bad_token", err)
	}
	cid := testgame.Dial(t, client.Config{Addr: addr, Name: "Cid"})
	if cid.Seat() != 0 {
		t.Errorf("Cid sits on seat %d, want the seat Ann was kicked from", cid.Seat())
	}
	if err := srv.Kick(1, ""); err != nil {
		t.Errorf("kicking from a free seat: %v", err)
	}
	if err := srv.Kick(3, ""); err == nil {
		t.Error("kicked from a seat the game does not have")
	}
}

// TestKickedClientStops: net/client does not reconnect after a kick, and
// says why.
func TestKickedClientStops(t *testing.T) {
	srv, addr := testgame.Serve(t, testgame.New(t, 2), server.Config{Seats: 2})
	ann := testgame.Dial(t, client.Config{Addr: addr, Name: "Ann"})
	if err := srv.Kick(0, "bye"); err != nil {
		t.Fatal(err)
	}
	<-ann.Done()
	if err := ann.Status().Err; !errors.Is(err, &wire.Error{Code: wire.CodeKicked}) {
		t.Errorf("Ann's client stopped with %v, want kicked", err)
	}
}

// TestCloseSeats: a game started before every seat was claimed closes the
// free seats: presence lists the open ones, a claim finds none free, a
// resume of a closed seat is refused, and the hello says how many there
// are.
func TestCloseSeats(t *testing.T) {
	srv, addr := testgame.Serve(t, testgame.New(t, 4), server.Config{Seats: 4})
	watcher := rawDial(t, addr)
	watcher.join(&wire.Claim{Name: "Ann"})
	testgame.Dial(t, client.Config{Addr: addr, Name: "Bob"})
	if err := srv.CloseSeats(1); err == nil {
		t.Error("closed Bob's seat")
	}
	if err := srv.CloseSeats(2); err != nil {
		t.Fatal(err)
	}
	want := []wire.Seat{{Seat: 0, Name: "Ann", State: wire.Connected}, {Seat: 1, Name: "Bob", State: wire.Connected}}
	if got := srv.Seats(); !reflect.DeepEqual(got, want) {
		t.Errorf("the seats: %+v", got)
	}
	for {
		p := expect[*wire.Presence](watcher)
		if reflect.DeepEqual(p.Seats, want) {
			break
		}
	}
	cid := rawDial(t, addr)
	if h := cid.hello(); h.Seats != 2 {
		t.Errorf("the hello says %d seats, want 2", h.Seats)
	}
	cid.send(&wire.Claim{Name: "Cid"})
	cid.expectError(wire.CodeGameFull)
	cid.send(&wire.Resume{Seat: 2, Token: wire.Token{1}})
	cid.expectError(wire.CodeBadToken)
	if err := srv.Kick(2, ""); err == nil {
		t.Error("kicked from a closed seat")
	}
	if err := srv.CloseSeats(3); err == nil {
		t.Error("opened closed seats again")
	}
}
