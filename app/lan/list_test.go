package lan

import (
	"errors"
	"net/netip"
	"testing"

	"github.com/labyrinth-game/labyrinth/net/discovery"
	"github.com/labyrinth-game/labyrinth/net/wire"
)

// The list's bookkeeping, without a network: what the browses report is
// fed to it by hand.

func friday() discovery.Game {
	return discovery.Game{Instance: "Friday maze", Host: "alice-s-laptop-labyrinth.local.", Addr: netip.MustParseAddrPort("192.0.2.1:7527"),
		Name: "Friday maze", Rules: "Reference", SeatsFree: 2, Seats: 4, Protocol: wire.Protocol, State: discovery.StateLobby,
		CodeRequired: true, SpectatorsFree: 3, Spectators: 5}
}

// signalled reports whether Changes was signalled since the last call.
func signalled(l *List) bool {
	select {
	case <-l.Changes():
		return true
	default:
		return false
	}
}

func TestListBookkeeping(t *testing.T) {
	l := Watch(ListConfig{}) // no interface: nothing browses
	defer l.Close()
	if st := l.Status(); len(st.Interfaces) != 0 || len(st.Problems) != 0 || len(l.Games()) != 0 || signalled(l) {
		t.Fatalf("a new list: %+v, %v", st, l.Games())
	}
	l.ifaces = []string{"eth0", "wlan0"} // as if it browsed them

	g := friday()
	l.heardOf("eth0", g)
	games := l.Games()
	want := Game{Key: "Friday maze@192.0.2.1:7527", Name: "Friday maze", Host: "alice-s-laptop", Addr: "192.0.2.1:7527", Iface: "eth0",
		Rules: "Reference", SeatsFree: 2, Seats: 4, State: discovery.StateLobby, CodeRequired: true,
		Spectators: true, SpectatorsFree: 3, SpectatorPlaces: 5, Protocol: wire.Protocol, Compatible: true}
	if len(games) != 1 || games[0] != want || !signalled(l) {
		t.Fatalf("found: %+v", games)
	}

	// Heard again, the same: no change. Heard on a second interface: the
	// first stays. A seat taken: changed.
	l.heardOf("eth0", g)
	l.heardOf("wlan0", g)
	if signalled(l) || l.Games()[0].Iface != "eth0" {
		t.Errorf("the same game heard again changed the list: %+v", l.Games())
	}
	g.SeatsFree, g.State = 1, discovery.StatePlaying
	l.heardOf("wlan0", g)
	if got := l.Games()[0]; !signalled(l) || got.SeatsFree != 1 || got.State != discovery.StatePlaying {
		t.Errorf("a seat taken: %+v", got)
	}

	// A round of eth0 without it: still heard on wlan0. A round of wlan0
	// without it too: expired.
	l.roundEnded("eth0", nil, nil)
	if len(l.Games()) != 1 || signalled(l) {
		t.Errorf("gone from one interface of two: %+v", l.Games())
	}
	l.roundEnded("wlan0", []discovery.Game{g}, nil)
	if len(l.Games()) != 1 {
		t.Errorf("still answering on wlan0, yet expired")
	}
	l.roundEnded("wlan0", nil, nil)
	if len(l.Games()) != 0 || !signalled(l) {
		t.Errorf("not heard a whole round: %+v", l.Games())
	}

	// A goodbye removes it at once; a failed browse expires nothing and
	// says why.
	l.heardOf("eth0", g)
	signalled(l)
	l.roundEnded("eth0", nil, errors.New("sending a query: network is unreachable"))
	if len(l.Games()) != 1 || !signalled(l) {
		t.Errorf("a failed round expired the game")
	}
	if st := l.Status(); len(st.Problems) != 1 || st.Problems[0] != "eth0: sending a query: network is unreachable" {
		t.Errorf("status: %+v", st)
	}
	l.goneFrom("eth0", g)
	if len(l.Games()) != 0 || !signalled(l) {
		t.Errorf("said goodbye, still listed: %+v", l.Games())
	}
	l.roundEnded("eth0", nil, nil)
	if st := l.Status(); len(st.Problems) != 0 || !signalled(l) {
		t.Errorf("the browse works again: %+v", st)
	}

	// Another protocol: listed, not joinable, with the reason.
	old := friday()
	old.Instance, old.Protocol = "Old maze", wire.Protocol+1
	l.heardOf("eth0", old)
	if ok, why := l.Games()[0].Joinable(); ok || why != "its host speaks protocol version 2 and this Labyrinth speaks version 1: use the same version of Labyrinth as the host" {
		t.Errorf("another protocol: %v, %q", ok, why)
	}
}

func TestListCloses(t *testing.T) {
	l := Watch(ListConfig{})
	l.heardOf("eth0", friday())
	l.Close()
	l.Close()
	for range l.Changes() { // drained, then closed
	}
	l.heardOf("eth0", friday()) // late news after Close: no panic on the closed channel
	if len(l.Games()) != 1 {
		t.Errorf("Close forgot the list")
	}
}

func TestHostName(t *testing.T) {
	for in, want := range map[string]string{
		"alice-s-laptop-labyrinth.local.": "alice-s-laptop",
		"laptop.local.":                   "laptop",
		"host-labyrinth.local":            "host",
		"-labyrinth.local.":               "-labyrinth",
		"box.example.":                    "box.example",
	} {
		if got := hostName(in); got != want {
			t.Errorf("hostName(%q) = %q, want %q", in, got, want)
		}
	}
}
