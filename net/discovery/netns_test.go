package discovery

import (
	"context"
	"errors"
	"io"
	"log"
	"maps"
	"net"
	"net/netip"
	"os"
	"slices"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/hashicorp/mdns"
	"github.com/miekg/dns"

	"github.com/labyrinth-game/labyrinth/net/netnstest"
)

// The tests in this file send and receive multicast DNS. They run only
// inside the private namespace of scripts/in-netns.sh, where loopback is
// the only interface, so that nothing reaches the machine's real network.

// isolatedLoopback returns the loopback interface, or skips the test
// unless it runs in a namespace that has no other interface.
func isolatedLoopback(t *testing.T) *net.Interface {
	t.Helper()
	netnstest.Require(t)
	lo, err := Loopback()
	if err != nil {
		t.Fatalf("the namespace's loopback is not ready (scripts/in-netns.sh sets it up): %v", err)
	}
	return lo
}

// browseTimeout is one query round: the answers on loopback come within
// milliseconds, the rest is waiting for the round to end.
const browseTimeout = time.Second

func testLogger(t *testing.T) Option {
	if testing.Verbose() {
		return WithLogger(log.New(os.Stderr, "mdns: ", 0))
	}
	return WithLogger(log.New(io.Discard, "", 0))
}

func advertise(t *testing.T, lo *net.Interface, g Game) *Advertisement {
	t.Helper()
	a, err := Advertise(lo, g, testLogger(t))
	if err != nil {
		t.Fatalf("Advertise(%q): %v", g.Name, err)
	}
	t.Cleanup(func() { a.Close() })
	return a
}

func browse(t *testing.T, lo *net.Interface, opts ...Option) []Game {
	t.Helper()
	games, err := Browse(t.Context(), lo, browseTimeout, append(opts, testLogger(t))...)
	if err != nil {
		t.Fatalf("Browse: %v", err)
	}
	return games
}

func TestAdvertiseBrowseClose(t *testing.T) {
	lo := isolatedLoopback(t)
	alice := Game{Instance: "Alice's maze", Host: "alice.local.", Addr: netip.MustParseAddrPort("127.0.0.1:40001"),
		Name: "Alice's maze", Rules: "Reference", SeatsFree: 3, Seats: 4, Protocol: 1, State: StateLobby}
	// Names and values that need escaping on the wire, on a second
	// "laptop" (another loopback address).
	bob := Game{Instance: `Bob's v1.2 \ "Лабиринт"`, Host: "bob.local.", Addr: netip.MustParseAddrPort("127.0.0.2:40002"),
		Name: `Лабиринт у Боба; C:\maze "1.2"`, Rules: "Beginner", SeatsFree: 0, Seats: 2, Protocol: 7,
		State: StatePlaying, CodeRequired: true, SpectatorsFree: 2, Spectators: 10}
	// A second game on Alice's host: same host name and address, another
	// port. hashicorp/mdns files A records under the host name, so this
	// checks that the two games' answers do not get mixed up.
	carol := Game{Instance: "Carol", Host: "alice.local.", Addr: netip.MustParseAddrPort("127.0.0.1:40003"),
		Name: "Carol's", Rules: "custom", SeatsFree: 1, Seats: 1, Protocol: 1, State: StateOver}

	a := advertise(t, lo, alice)
	advertise(t, lo, bob)
	advertise(t, lo, carol)

	got := browse(t, lo)
	want := []Game{alice, carol, bob} // sorted by name: "Alice's", "Carol's", "Лабиринт"
	if !slices.Equal(got, want) {
		t.Fatalf("Browse found\n  %+v\nwant\n  %+v", got, want)
	}

	if err := a.Close(); err != nil {
		t.Fatalf("Close: %v", err)
	}
	if err := a.Close(); err != nil {
		t.Fatalf("second Close: %v", err)
	}
	// hashicorp/mdns keeps no cache and Browse asks afresh each time, so a
	// closed game is gone from the next browse.
	got = browse(t, lo)
	if want := []Game{carol, bob}; !slices.Equal(got, want) {
		t.Fatalf("after closing Alice's game Browse found\n  %+v\nwant\n  %+v", got, want)
	}
}

func TestUpdateSeats(t *testing.T) {
	lo := isolatedLoopback(t)
	g := Game{Host: "host.local.", Addr: netip.MustParseAddrPort("127.0.0.1:40010"),
		Name: "Seats", Rules: "Reference", SeatsFree: 3, Seats: 3, Protocol: 1, State: StateLobby}
	a := advertise(t, lo, g)
	if got := a.Game().Instance; got != "Seats" {
		t.Errorf("default instance = %q, want the name", got)
	}

	g.SeatsFree = 1
	if err := a.Update(g); err != nil {
		t.Fatalf("Update: %v", err)
	}
	got := browse(t, lo)
	if len(got) != 1 || got[0].SeatsFree != 1 || got[0].Seats != 3 {
		t.Fatalf("after Update Browse found %+v, want one game with seats 1/3", got)
	}

	moved := g
	moved.Addr = netip.MustParseAddrPort("127.0.0.1:40011")
	if err := a.Update(moved); err == nil || !strings.Contains(err.Error(), "cannot change") {
		t.Errorf("Update with a new address: error = %v, want 'cannot change'", err)
	}
	bad := g
	bad.SeatsFree = 4
	if err := a.Update(bad); err == nil || !strings.Contains(err.Error(), "4 free is outside 0..3") {
		t.Errorf("Update with 4 of 3 seats free: error = %v", err)
	}
	a.Close()
	if err := a.Update(g); err == nil || !strings.Contains(err.Error(), "closed") {
		t.Errorf("Update after Close: error = %v", err)
	}
}

// TestBrowseSkipsMalformed advertises, with hashicorp/mdns directly, a game
// whose TXT record is wrong, next to a good one.
func TestBrowseSkipsMalformed(t *testing.T) {
	lo := isolatedLoopback(t)
	good := Game{Host: "good.local.", Addr: netip.MustParseAddrPort("127.0.0.1:40020"),
		Name: "Good", Rules: "Reference", SeatsFree: 1, Seats: 2, Protocol: 1, State: StateLobby}
	advertise(t, lo, good)

	svc, err := mdns.NewMDNSService("Bad", ServiceType, "local.", "bad.local.", 40021,
		[]net.IP{net.IPv4(127, 0, 0, 1)}, []string{"proto=1", "name=Bad", "rules=R", "seats=9/2"})
	if err != nil {
		t.Fatal(err)
	}
	server, err := mdns.NewServer(&mdns.Config{Zone: svc, Iface: lo, Logger: log.New(io.Discard, "", 0)})
	if err != nil {
		t.Fatal(err)
	}
	defer server.Shutdown()

	var mu sync.Mutex
	var rejected []Rejected
	got := browse(t, lo, OnRejected(func(r Rejected) {
		mu.Lock()
		defer mu.Unlock()
		rejected = append(rejected, r)
	}))
	if len(got) != 1 || got[0].Name != "Good" {
		t.Errorf("Browse found %+v, want only the good game", got)
	}
	mu.Lock()
	defer mu.Unlock()
	if len(rejected) != 1 {
		t.Fatalf("rejected %v, want the bad game once", rejected)
	}
	r := rejected[0].String()
	for _, want := range []string{"Bad._labyrinth._tcp.local.", "127.0.0.1:40021", "seats", "more seats free than seats in total"} {
		if !strings.Contains(r, want) {
			t.Errorf("rejection %q does not mention %q", r, want)
		}
	}
}

// TestAnnounceAndGoodbye listens on the multicast group, as Avahi would,
// and checks that Advertise announces the game and Close says goodbye
// (RFC 6762 §8.3 and §10.1), which hashicorp/mdns alone does not do.
func TestAnnounceAndGoodbye(t *testing.T) {
	lo := isolatedLoopback(t)
	listener, err := net.ListenMulticastUDP("udp4", lo, mdnsGroup)
	if err != nil {
		t.Fatal(err)
	}
	defer listener.Close()

	g := Game{Instance: "Bye", Host: "bye.local.", Addr: netip.MustParseAddrPort("127.0.0.1:40030"),
		Name: "Bye", Rules: "Reference", SeatsFree: 1, Seats: 2, Protocol: 1, State: StateLobby}
	a := advertise(t, lo, g)
	ptr := waitForPTR(t, listener, "Bye."+serviceName)
	if ptr.Hdr.Ttl != defaultTTL {
		t.Errorf("announcement TTL = %d, want %d", ptr.Hdr.Ttl, defaultTTL)
	}
	if err := a.Close(); err != nil {
		t.Fatal(err)
	}
	ptr = waitForPTR(t, listener, "Bye."+serviceName)
	if ptr.Hdr.Ttl != 0 {
		t.Errorf("goodbye TTL = %d, want 0", ptr.Hdr.Ttl)
	}
}

// waitForPTR reads multicast responses until one carries a PTR to
// instance, failing after a few seconds.
func waitForPTR(t *testing.T, c *net.UDPConn, instance string) *dns.PTR {
	t.Helper()
	c.SetReadDeadline(time.Now().Add(5 * time.Second))
	buf := make([]byte, 9000)
	for {
		n, from, err := c.ReadFromUDP(buf)
		if err != nil {
			t.Fatalf("no response with a PTR to %q: %v", instance, err)
		}
		var m dns.Msg
		if m.Unpack(buf[:n]) != nil || !m.Response {
			continue
		}
		if from.Port != 5353 {
			t.Errorf("response sent from port %d; RFC 6762 §6 wants 5353", from.Port)
		}
		for _, rr := range m.Answer {
			if p, ok := rr.(*dns.PTR); ok && p.Ptr == instance {
				return p
			}
		}
	}
}

func TestBrowseNothing(t *testing.T) {
	lo := isolatedLoopback(t)
	if got := browse(t, lo); len(got) != 0 {
		t.Errorf("Browse with nothing advertised found %+v", got)
	}
}

func TestBrowseCancel(t *testing.T) {
	lo := isolatedLoopback(t)
	ctx, cancel := context.WithCancel(t.Context())
	time.AfterFunc(100*time.Millisecond, cancel)
	start := time.Now()
	_, err := Browse(ctx, lo, time.Minute, testLogger(t))
	if !errors.Is(err, context.Canceled) {
		t.Fatalf("Browse error = %v, want context.Canceled", err)
	}
	// Not a timing assertion: a Browse that ignored cancellation would
	// run for its full minute.
	if d := time.Since(start); d > 30*time.Second {
		t.Errorf("Browse returned %v after cancellation", d)
	}
}

func TestInterfaceHelpersInNamespace(t *testing.T) {
	lo := isolatedLoopback(t)
	if ip, err := IPv4Addr(lo); err != nil || ip != netip.MustParseAddr("127.0.0.1") {
		t.Errorf("IPv4Addr(lo) = %v, %v; want 127.0.0.1", ip, err)
	}
	// Loopback is never offered for playing over a LAN.
	if got, err := LANInterfaces(); err != nil || len(got) != 0 {
		t.Errorf("LANInterfaces() = %v, %v; want none in a namespace with only lo", got, err)
	}
}

// TestBrowseOnFound checks that OnFound reports each game once as it
// arrives, although every query round answers it again, and reports it
// again when it changes.
func TestBrowseOnFound(t *testing.T) {
	lo := isolatedLoopback(t)
	g := Game{Host: "found.local.", Addr: netip.MustParseAddrPort("127.0.0.1:40040"),
		Name: "Found", Rules: "Reference", SeatsFree: 2, Seats: 2, Protocol: 1, State: StateLobby}
	a := advertise(t, lo, g)
	h := Game{Host: "found2.local.", Addr: netip.MustParseAddrPort("127.0.0.2:40041"),
		Name: "Found too", Rules: "Beginner", SeatsFree: 1, Seats: 3, Protocol: 1, State: StateLobby}
	advertise(t, lo, h)

	var mu sync.Mutex
	var reported []Game
	onFound := OnFound(func(g Game) {
		mu.Lock()
		defer mu.Unlock()
		reported = append(reported, g)
	})
	// Three rounds of queries (1 s, then 2 s): each game is answered
	// three times.
	ctx := t.Context()
	done := make(chan []Game)
	go func() {
		games, err := Browse(ctx, lo, 3500*time.Millisecond, onFound, testLogger(t))
		if err != nil {
			t.Errorf("Browse: %v", err)
		}
		done <- games
	}()
	// A change during the browse: reported again, with the new seats.
	time.Sleep(1500 * time.Millisecond)
	changed := g
	changed.SeatsFree, changed.State = 1, StatePlaying
	if err := a.Update(changed); err != nil {
		t.Fatal(err)
	}
	games := <-done

	g.Instance, h.Instance, changed.Instance = "Found", "Found too", "Found"
	if want := []Game{changed, h}; !slices.Equal(games, want) {
		t.Errorf("Browse returned %+v, want %+v", games, want)
	}
	mu.Lock()
	defer mu.Unlock()
	count := map[Game]int{}
	for _, r := range reported {
		count[r]++
	}
	if want := map[Game]int{g: 1, h: 1, changed: 1}; !maps.Equal(count, want) {
		t.Errorf("OnFound reported %+v, want each of %+v once", reported, want)
	}
}

// TestBrowseHearsGoodbye closes a game while a browse runs: the browse
// hears the goodbye, reports the game gone and leaves it out of its result.
func TestBrowseHearsGoodbye(t *testing.T) {
	lo := isolatedLoopback(t)
	g := Game{Host: "bye2.local.", Addr: netip.MustParseAddrPort("127.0.0.1:40050"),
		Name: "Leaving", Rules: "Reference", SeatsFree: 2, Seats: 2, Protocol: 1, State: StateOver}
	stay := Game{Host: "stay.local.", Addr: netip.MustParseAddrPort("127.0.0.2:40051"),
		Name: "Staying", Rules: "Reference", SeatsFree: 2, Seats: 2, Protocol: 1, State: StateLobby}
	a := advertise(t, lo, g)
	advertise(t, lo, stay)
	g.Instance, stay.Instance = g.Name, stay.Name

	found := make(chan Game, 10)
	var mu sync.Mutex
	var gone []Game
	done := make(chan []Game)
	go func() {
		games, err := Browse(t.Context(), lo, 2500*time.Millisecond, testLogger(t),
			OnFound(func(g Game) { found <- g }),
			OnGone(func(g Game) { mu.Lock(); gone = append(gone, g); mu.Unlock() }))
		if err != nil {
			t.Errorf("Browse: %v", err)
		}
		done <- games
	}()
	// Close once the browse has found both games.
	for range 2 {
		select {
		case <-found:
		case <-time.After(10 * time.Second):
			t.Fatal("the browse found nothing")
		}
	}
	if err := a.Close(); err != nil {
		t.Fatal(err)
	}
	games := <-done
	if want := []Game{stay}; !slices.Equal(games, want) {
		t.Errorf("Browse returned %+v, want %+v", games, want)
	}
	mu.Lock()
	defer mu.Unlock()
	if want := []Game{g}; !slices.Equal(gone, want) {
		t.Errorf("OnGone reported %+v, want %+v", gone, want)
	}
}
