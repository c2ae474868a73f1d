package discovery

import (
	"fmt"
	"net/netip"
	"slices"
	"testing"
	"time"

	"github.com/labyrinth-game/labyrinth/net/labtest"
)

// The tests in this file run on the simulated LAN of scripts/lan-lab.sh:
// each "laptop" is a network namespace with its own address on a shared
// bridge, so what one laptop advertises reaches the others over a real
// (virtual) Ethernet link, not loopback. They skip outside the lab.

// labBrowse is how long a browse in the lab listens: the first round of
// queries and a little more.
const labBrowse = 1500 * time.Millisecond

// TestLabDiscovery advertises a game in laptop 1 and browses for it in
// laptops 2 and 3: found with the address of laptop 1, its update seen,
// its goodbye heard by browses under way, and the game gone after Close.
func TestLabDiscovery(t *testing.T) {
	lab := labtest.Get(t, 3)
	host, joiners := lab.Laptops[0], lab.Laptops[1:3]

	// A listener in laptop 3 hears the announcement and the goodbye as
	// any mDNS stack on the LAN would.
	listener := joiners[1].StartHelper(t, "listen")
	listener.Expect("listening", 10*time.Second)

	g := Game{Instance: `Friday maze #1 (lab) Лаб.`, Host: "alice-labyrinth.local.", Addr: netip.AddrPortFrom(host.Addr, 40100),
		Name: "Friday maze", Rules: "Reference", SeatsFree: 3, Seats: 4, Protocol: 1,
		State: StateLobby, CodeRequired: true, SpectatorsFree: 5, Spectators: 5}
	adv := startAdvertiser(t, host)
	advertised, _, _ := adv.advertise(t, g)
	if advertised != g {
		t.Fatalf("advertised %+v, want %+v", advertised, g)
	}
	instance := escapeLabel(g.Instance) + "." + serviceName
	expectPTR(t, listener, 120, host.Addr, instance, "announcement")

	// Browse in both joiners at once.
	browseAll := func() [][]Game {
		var procs []*labtest.Proc
		for _, l := range joiners {
			procs = append(procs, l.StartHelper(t, "browse", labBrowse.String()))
		}
		var all [][]Game
		for _, p := range procs {
			all = append(all, browseResult(t, p, labBrowse))
		}
		return all
	}
	for i, games := range browseAll() {
		if !slices.Equal(games, []Game{g}) {
			t.Errorf("%s found %+v, want %+v", joiners[i], games, g)
		}
	}

	// Update: a seat taken, the game begun.
	g.SeatsFree, g.State, g.SpectatorsFree = 2, StatePlaying, 4
	adv.update(t, g)
	expectPTR(t, listener, 120, host.Addr, instance, "announcement of the update")
	for i, games := range browseAll() {
		if !slices.Equal(games, []Game{g}) {
			t.Errorf("after Update %s found %+v, want %+v", joiners[i], games, g)
		}
	}

	// Close while both joiners browse: they hear the goodbye (TTL 0) and
	// drop the game at once; a later browse does not find it.
	var watchers []*labtest.Proc
	for _, l := range joiners {
		w := l.StartHelper(t, "browse", (2 * labBrowse).String())
		if found, _ := parseFound(t, w.Expect("found ", 10*time.Second).Text); found != g {
			t.Errorf("%s found %+v, want %+v", l, found, g)
		}
		watchers = append(watchers, w)
	}
	adv.close(t)
	expectPTR(t, listener, 0, host.Addr, instance, "goodbye")
	for i, w := range watchers {
		if gone, _ := parseFound(t, w.Expect("gone ", 10*time.Second).Text); gone != g {
			t.Errorf("%s: gone %+v, want %+v", joiners[i], gone, g)
		}
		if games := browseResult(t, w, 2*labBrowse); len(games) != 0 {
			t.Errorf("%s: a browse that heard the goodbye returned %+v, want nothing", joiners[i], games)
		}
	}
	for i, games := range browseAll() {
		if len(games) != 0 {
			t.Errorf("after Close %s found %+v, want nothing", joiners[i], games)
		}
	}
}

// expectPTR waits for the listener to print a PTR to instance with the
// given TTL, sent from addr.
func expectPTR(t *testing.T, listener *labtest.Proc, ttl int, from netip.Addr, instance, what string) {
	t.Helper()
	want := fmt.Sprintf("ptr %d %s %s", ttl, from, instance)
	listener.ExpectFunc(what+" ("+want+")", func(s string) bool { return s == want }, 10*time.Second)
}
