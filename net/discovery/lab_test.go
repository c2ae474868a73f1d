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
// laptops 2 and 3: found with the address of laptop 1, its update and its
// goodbye heard by browses under way, and the game gone after Close.
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

	// Browses under way in both joiners hear the update announced, then
	// the goodbye (TTL 0) when the game closes, and drop the game at once.
	var watchers []*labtest.Proc
	for _, l := range joiners {
		w := l.StartHelper(t, "browse", (2 * labBrowse).String())
		if found, _ := parseFound(t, w.Expect("found ", 10*time.Second).Text); found != g {
			t.Errorf("%s found %+v, want %+v", l, found, g)
		}
		watchers = append(watchers, w)
	}
	// A seat taken, the game begun.
	g.SeatsFree, g.State, g.SpectatorsFree = 2, StatePlaying, 4
	adv.update(t, g)
	expectPTR(t, listener, 120, host.Addr, instance, "announcement of the update")
	for i, w := range watchers {
		if found, _ := parseFound(t, w.Expect("found ", 10*time.Second).Text); found != g {
			t.Errorf("%s: after Update found %+v, want %+v", joiners[i], found, g)
		}
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
	// And a browse started after Close does not find it.
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

// TestLabAvahi checks that discovery speaks mDNS as Avahi does: a game
// advertised in laptop 1 is resolved, with its TXT record, by avahi-browse
// in laptop 4 (avahi-daemon with a private D-Bus there), follows its
// update, and is dropped soon after Close thanks to the goodbye; and a
// service published with avahi-publish is found by Browse in laptop 2.
func TestLabAvahi(t *testing.T) {
	lab := labtest.Get(t, 4)
	host, joiner, avahiLaptop := lab.Laptops[0], lab.Laptops[1], lab.Laptops[3]
	av := labtest.StartAvahi(t, avahiLaptop)

	watch := av.Start(t, "avahi-browse", "--resolve", "--parsable", "--no-db-lookup", ServiceType)
	g := Game{Instance: "Avahi interop. Лаб", Host: "interop-labyrinth.local.", Addr: netip.AddrPortFrom(host.Addr, 40200),
		Name: `Interop "game" \ Лаб`, Rules: "Beginner", SeatsFree: 2, Seats: 3, Protocol: 1,
		State: StateLobby, CodeRequired: false, SpectatorsFree: 0, Spectators: 0}
	adv := startAdvertiser(t, host)
	adv.advertise(t, g)

	checkResolved := func(e labtest.AvahiEntry, g Game) {
		t.Helper()
		if e.Host+"." != g.Host || e.Addr != g.Addr || e.Iface != labtest.Interface || e.Protocol != "IPv4" {
			t.Errorf("avahi-browse resolved %q to %s at %s on %s/%s; want %s at %s on eth0/IPv4", e.Instance, e.Host, e.Addr, e.Iface, e.Protocol, g.Host, g.Addr)
		}
		want, _ := EncodeTXT(g)
		got := slices.Clone(e.TXT)
		slices.Sort(got) // avahi-browse prints the strings in its own order
		slices.Sort(want)
		if !slices.Equal(got, want) {
			t.Errorf("avahi-browse gave TXT %q, want %q", e.TXT, want)
		}
	}
	e, _ := expectAvahi(t, watch, '=', g.Instance)
	checkResolved(e, g)

	// A one-shot avahi-browse -rtp (what a person would type) lists the
	// game, resolved.
	if e, ok := avahiResolve(t, av, g.Instance); !ok {
		t.Errorf("avahi-browse -rtp did not resolve %q", g.Instance)
	} else {
		checkResolved(e, g)
	}

	// An update reaches Avahi's cache: the announcement flushes the old TXT
	// record (cache-flush bit), and a new avahi-browse resolves the new
	// one. (A running avahi-browse resolves each service once only.)
	g.SeatsFree, g.State = 1, StatePlaying
	adv.update(t, g)
	want, _ := EncodeTXT(g)
	for try := 0; ; try++ {
		e, ok := avahiResolve(t, av, g.Instance)
		if ok && slices.Contains(e.TXT, "state=playing") {
			checkResolved(e, g)
			break
		}
		if try == 5 {
			t.Fatalf("avahi-browse -rtp still resolves %q to %+v, want TXT %q", g.Instance, e, want)
		}
		time.Sleep(200 * time.Millisecond)
	}

	// Close: the goodbye makes Avahi drop the game; without it, Avahi
	// would keep it for its TTL of 120 s.
	closed := adv.close(t)
	_, removed := expectAvahi(t, watch, '-', g.Instance)
	t.Logf("avahi-browse dropped the game %v after Close", removed.Sub(closed).Round(time.Millisecond))
	if d := removed.Sub(closed); d > 10*time.Second {
		t.Errorf("avahi-browse dropped the game %v after Close: the goodbye was not heeded", d)
	}

	// The other way round: Browse finds what Avahi publishes.
	published := Game{Instance: "Published by Avahi", Host: av.HostName + ".", Addr: netip.AddrPortFrom(avahiLaptop.Addr, 40201),
		Name: "Avahi's game", Rules: "Reference", SeatsFree: 4, Seats: 4, Protocol: 1,
		State: StateLobby, CodeRequired: true, SpectatorsFree: 2, Spectators: 3}
	txt, _ := EncodeTXT(published)
	av.Start(t, "avahi-publish", append([]string{"-s", published.Instance, ServiceType, fmt.Sprint(published.Addr.Port())}, txt...)...)
	finder := joiner.StartHelper(t, "browse", "3s")
	found, _ := parseFound(t, finder.Expect("found ", 15*time.Second).Text)
	if found != published {
		t.Errorf("Browse in %s found %+v, want %+v", joiner, found, published)
	}
	if games := browseResult(t, finder, 3*time.Second); !slices.Equal(games, []Game{published}) {
		t.Errorf("Browse in %s returned %+v, want only %+v", joiner, games, published)
	}
}

// avahiResolve runs avahi-browse -rtp once and returns its resolved entry
// for instance.
func avahiResolve(t *testing.T, av *labtest.Avahi, instance string) (labtest.AvahiEntry, bool) {
	t.Helper()
	e, ok := av.Resolve(t, ServiceType, instance)
	if !ok {
		t.Logf("avahi-browse -rtp did not resolve %q", instance)
	}
	return e, ok
}

// expectAvahi waits for avahi-browse --parsable to print an event for
// instance.
func expectAvahi(t testing.TB, watch *labtest.Proc, event byte, instance string) (labtest.AvahiEntry, time.Time) {
	t.Helper()
	return watch.ExpectAvahi(event, instance, 15*time.Second)
}
