package join

import (
	"net/netip"
	"testing"

	"github.com/labyrinth-game/labyrinth/app/lan"
	"github.com/labyrinth-game/labyrinth/net/discovery"
	"github.com/labyrinth-game/labyrinth/net/wire"
	"github.com/labyrinth-game/labyrinth/ui/uitest"
)

// The join list with real hosts on the namespace's loopback
// (scripts/in-netns.sh): games appear as their hosts start, change as
// seats are taken, and go when they close.

// TestTheListFollowsTheNetwork: a game hosted with app/host appears with
// its facts, follows a seat taken, and leaves the list when its host
// closes; the list explains itself when empty; nothing is redrawn while
// rounds pass and nothing changes.
func TestTheListFollowsTheNetwork(t *testing.T) {
	lo := loopback(t)
	env := testEnv(t, *lo)
	var shown [][]lan.Game
	env.Shown = func(gs []lan.Game) { shown = append(shown, gs) }
	f, _ := openList(t, env)
	w := f.W
	shows(t, w, "No game answers yet")
	shows(t, w, "Looking for games on "+lo.Name)
	if f.W.Title() != "Join a game — Labyrinth" {
		t.Errorf("title %q", f.W.Title())
	}

	h := startHost(t, hostConfig(t, lo, "Friday maze", 3))
	shows(t, w, "Friday maze")
	got := texts(w)
	for _, want := range []string{"In the lobby", "alice-s-laptop · 127.0.0.1:", "Reference rules · 3 of 3 seats free · 2 of 2 spectator places free", "Join…", "Watch"} {
		if !uitest.Contains(got, want) {
			t.Errorf("the game's row lacks %q: %q", want, got)
		}
	}
	if uitest.Contains(got, "No game answers yet") {
		t.Errorf("the list still says it is empty: %q", got)
	}

	// Rounds pass, the host answers each: nothing to redraw.
	var before int
	onUI(func() { before = len(shown) })
	uitest.AssertIdle(t, "the join list, its rounds hearing the same game")
	onUI(func() {
		if len(shown) != before {
			t.Errorf("the list was drawn again %d times while nothing changed", len(shown)-before)
		}
	})

	dialPlayer(t, h.Addr().String(), "Bob")
	shows(t, w, "2 of 3 seats free")

	h.Close()
	shows(t, w, "No game answers yet")
	if uitest.Contains(texts(w), "Friday maze") {
		t.Errorf("the game closed is still listed")
	}
	var n int
	onUI(func() { n = len(shown) })
	if n < 3 {
		t.Errorf("the list was drawn %d times for an empty list, a game, a seat taken and the game gone", n)
	}
}

// TestAnotherVersionIsGreyed: a game whose host speaks another protocol
// is listed with the reason and nothing to press.
func TestAnotherVersionIsGreyed(t *testing.T) {
	lo := loopback(t)
	env := testEnv(t, *lo)
	f, _ := openList(t, env)
	a, err := discovery.Advertise(lo, discovery.Game{Instance: "Future maze", Host: "carol-labyrinth.local.", Addr: netip.MustParseAddrPort("127.0.0.3:7527"),
		Name: "Future maze", Rules: "Reference", SeatsFree: 2, Seats: 2, Protocol: wire.Protocol + 1, State: discovery.StateLobby})
	if err != nil {
		t.Fatal(err)
	}
	defer a.Close()
	shows(t, f.W, "Future maze")
	shows(t, f.W, "Its host speaks protocol version 2 and this Labyrinth speaks version 1: use the same version of Labyrinth as the host.")
	if got := texts(f.W); uitest.Contains(got, "Join…") || uitest.Contains(got, "Watch") {
		t.Errorf("a game of another version offers to join: %q", got)
	}
}

// TestATypedAddress: with no network to look on, the list says so; a
// host's address typed in puts its game on the list; a wrong one says why.
func TestATypedAddress(t *testing.T) {
	lo := loopback(t)
	env := testEnv(t) // no interface: typed addresses only
	f, s := openList(t, env)
	shows(t, f.W, "This computer has no network to look for games on")
	shows(t, f.W, "Not looking on any network")

	h := startHost(t, hostConfig(t, lo, "Typed maze", 2))
	onUI(func() {
		s.address.SetText("no port here")
		s.lookUp()
	})
	shows(t, f.W, "Not an address")
	onUI(func() {
		s.address.SetText(h.Addr().String())
		s.lookUp()
	})
	shows(t, f.W, "Typed maze")
	shows(t, f.W, "typed in")
	shows(t, f.W, "2 seats")
	tap(t, f.W, "Join…")
	fillDialog(t, f.W, "Join", "Ann")
	shows(t, f.W, "Waiting for the host to start the game")
}

func TestOpenedFromNothingIsIdle(t *testing.T) {
	env := testEnv(t)
	openList(t, env)
	uitest.AssertIdle(t, "the join list with no network")
}
