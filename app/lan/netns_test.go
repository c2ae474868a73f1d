package lan

// The tests in this file browse, advertise, listen and connect. They run
// only inside the private namespace of scripts/in-netns.sh, where loopback
// is the only interface, so that nothing reaches the machine's real
// network:
//
//	scripts/in-netns.sh go test ./app/lan/

import (
	"bufio"
	"context"
	"errors"
	"fmt"
	"net"
	"net/netip"
	"os"
	"os/exec"
	"runtime"
	"strings"
	"testing"
	"time"

	"github.com/labyrinth-game/labyrinth/net/discovery"
	"github.com/labyrinth-game/labyrinth/net/netnstest"
	"github.com/labyrinth-game/labyrinth/net/server"
	"github.com/labyrinth-game/labyrinth/net/testgame"
	"github.com/labyrinth-game/labyrinth/net/wire"
)

// hangGuard bounds every wait of these tests: it is how long a test waits
// before it says what it was waiting for, not a measure of anything.
const hangGuard = 20 * time.Second

// testRound is the lists' round in these tests: answers on loopback come
// within milliseconds.
const testRound = time.Second

func loopback(t *testing.T) *net.Interface {
	t.Helper()
	netnstest.Require(t)
	lo, err := discovery.Loopback()
	if err != nil {
		t.Fatalf("the namespace's loopback is not ready (scripts/in-netns.sh sets it up): %v", err)
	}
	return lo
}

// waitFor waits until the list's games satisfy cond, looking again at
// each change as a screen redraws.
func waitFor(t *testing.T, l *List, what string, cond func([]Game) bool) []Game {
	t.Helper()
	guard := time.After(hangGuard)
	for {
		if games := l.Games(); cond(games) {
			return games
		}
		select {
		case _, ok := <-l.Changes():
			if !ok {
				t.Fatalf("waiting for %s: the list was closed", what)
			}
		case <-guard:
			t.Fatalf("waiting for %s: after %v the list holds %+v", what, hangGuard, l.Games())
		}
	}
}

func named(name string) func([]Game) bool {
	return func(gs []Game) bool {
		for _, g := range gs {
			if g.Name == name {
				return true
			}
		}
		return false
	}
}

func not(f func([]Game) bool) func([]Game) bool { return func(gs []Game) bool { return !f(gs) } }

// noGoroutinesLeft fails the test when goroutines of this package (but
// the tests' own) or of discovery's browses outlive Close (they end within
// moments of it: the browses' reads return when their sockets close). A
// goroutine not yet started shows only the function it will run
// (lan.Watch.func1), hence the package's name, not a method's.
func noGoroutinesLeft(t *testing.T) {
	t.Helper()
	var left []string
	for deadline := time.Now().Add(hangGuard); time.Now().Before(deadline); time.Sleep(10 * time.Millisecond) {
		buf := make([]byte, 1<<20)
		buf = buf[:runtime.Stack(buf, true)]
		left = nil
		for _, g := range strings.Split(string(buf), "\n\n") {
			ours := strings.Contains(g, "labyrinth/app/lan.") && !strings.Contains(g, "app/lan.Test") && !strings.Contains(g, "app/lan.fakeHost")
			if ours || strings.Contains(g, "net/discovery.Browse") || strings.Contains(g, "net/discovery.(*browser)") {
				left = append(left, g)
			}
		}
		if len(left) == 0 {
			return
		}
	}
	t.Errorf("%d goroutines outlive the list:\n%s", len(left), strings.Join(left, "\n\n"))
}

func advertise(t *testing.T, lo *net.Interface, g discovery.Game) *discovery.Advertisement {
	t.Helper()
	a, err := discovery.Advertise(lo, g)
	if err != nil {
		t.Fatalf("Advertise(%q): %v", g.Name, err)
	}
	t.Cleanup(func() { a.Close() })
	return a
}

// TestListLive: games appear on the list as their hosts answer, change
// when a seat is taken, and go when their hosts say goodbye; a typed
// address joins them; Close ends every goroutine and closes Changes.
func TestListLive(t *testing.T) {
	lo := loopback(t)
	l := Watch(ListConfig{Interfaces: []net.Interface{*lo}, Round: testRound})
	closed := false
	defer func() {
		if !closed {
			l.Close()
		}
	}()
	if st := l.Status(); len(st.Interfaces) != 1 || st.Interfaces[0] != lo.Name {
		t.Errorf("status: %+v", st)
	}

	g := discovery.Game{Instance: "Friday maze", Host: "alice-labyrinth.local.", Addr: netip.MustParseAddrPort("127.0.0.2:7527"),
		Name: "Friday maze", Rules: "Beginner", SeatsFree: 3, Seats: 4, Protocol: wire.Protocol, State: discovery.StateLobby,
		CodeRequired: true, SpectatorsFree: 2, Spectators: 2}
	adv := advertise(t, lo, g)
	games := waitFor(t, l, "the game advertised", named("Friday maze"))
	want := Game{Key: "Friday maze@127.0.0.2:7527", Name: "Friday maze", Host: "alice", Addr: "127.0.0.2:7527", Iface: lo.Name,
		Rules: "Beginner", SeatsFree: 3, Seats: 4, State: discovery.StateLobby, CodeRequired: true,
		Spectators: true, SpectatorsFree: 2, SpectatorPlaces: 2, Protocol: wire.Protocol, Compatible: true}
	if len(games) != 1 || games[0] != want {
		t.Errorf("listed %+v\nwant %+v", games, want)
	}

	// A second game, of another version of the protocol: listed, not
	// joinable.
	future := g
	future.Instance, future.Name, future.Protocol = "Future", "Future", wire.Protocol+1
	future.Host, future.Addr = "carol-labyrinth.local.", netip.MustParseAddrPort("127.0.0.3:7527")
	advertise(t, lo, future)
	games = waitFor(t, l, "the game of another version", named("Future"))
	if ok, why := games[1].Joinable(); games[1].Name != "Future" || ok || !strings.Contains(why, "protocol version 2") {
		t.Errorf("the game of another protocol: %+v", games[1])
	}

	// A seat taken, the game begun: announced, and the list follows.
	g.SeatsFree, g.State = 2, discovery.StatePlaying
	if err := adv.Update(g); err != nil {
		t.Fatal(err)
	}
	waitFor(t, l, "the seat taken", func(gs []Game) bool { return gs[0].SeatsFree == 2 && gs[0].State == discovery.StatePlaying })

	// The game closed: its goodbye removes it.
	if err := adv.Close(); err != nil {
		t.Fatal(err)
	}
	waitFor(t, l, "the game gone", not(named("Friday maze")))

	// A host typed in by address joins the list, once even when it is
	// advertised too.
	_, addr := testgame.Serve(t, testgame.New(t, 2), server.Config{Name: "Typed in", Seats: 2})
	typed, err := l.Probe(t.Context(), " "+addr+" ") // as typed, spaces and all
	if err != nil || !typed.Typed || typed.Name != "Typed in" {
		t.Fatalf("Probe: %+v, %v", typed, err)
	}
	waitFor(t, l, "the typed address", named("Typed in"))
	ap := netip.MustParseAddrPort(addr)
	advertise(t, lo, discovery.Game{Instance: "Typed in, advertised", Host: "bob-labyrinth.local.", Addr: ap, Name: "Typed in, advertised",
		Rules: "Reference", SeatsFree: 2, Seats: 2, Protocol: wire.Protocol, State: discovery.StateLobby})
	games = waitFor(t, l, "the typed game advertised", named("Typed in, advertised"))
	if named("Typed in")(games) {
		t.Errorf("a typed game that is advertised is listed twice: %+v", games)
	}
	l.Remove(addr)

	l.Close()
	closed = true
	noGoroutinesLeft(t)
	for range l.Changes() {
	}
	if _, err := l.Probe(t.Context(), addr); err != nil {
		t.Errorf("a probe after Close: %v", err)
	}
}

// TestListExpires: a host that stops without a goodbye (killed) leaves
// the list once a whole round has not heard it.
func TestListExpires(t *testing.T) {
	lo := loopback(t)
	cmd := exec.Command(os.Args[0], "-test.run=^TestHelperAdvertise$")
	cmd.Env = append(os.Environ(), "LABYRINTH_LAN_ADVERTISE=Crashing maze")
	out, err := cmd.StdoutPipe()
	if err != nil {
		t.Fatal(err)
	}
	cmd.Stderr = os.Stderr
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	defer func() {
		cmd.Process.Kill()
		cmd.Wait()
	}()
	ready := make(chan error, 1)
	go func() {
		line, err := bufio.NewReader(out).ReadString('\n')
		if err == nil && line != "advertising\n" {
			err = fmt.Errorf("the helper says %q", line)
		}
		ready <- err
	}()
	select {
	case err := <-ready:
		if err != nil {
			t.Fatal(err)
		}
	case <-time.After(hangGuard):
		t.Fatal("the helper does not advertise")
	}

	l := Watch(ListConfig{Interfaces: []net.Interface{*lo}, Round: testRound})
	defer l.Close()
	waitFor(t, l, "the game advertised", named("Crashing maze"))
	if err := cmd.Process.Kill(); err != nil { // SIGKILL: no goodbye
		t.Fatal(err)
	}
	cmd.Wait()
	waitFor(t, l, "the game expired", not(named("Crashing maze")))
}

// TestHelperAdvertise is TestListExpires's host: it advertises a game on
// loopback until it is killed.
func TestHelperAdvertise(t *testing.T) {
	name := os.Getenv("LABYRINTH_LAN_ADVERTISE")
	if name == "" {
		t.Skip("a helper of TestListExpires")
	}
	lo := loopback(t)
	advertise(t, lo, discovery.Game{Instance: name, Host: "crash-labyrinth.local.", Addr: netip.MustParseAddrPort("127.0.0.9:7527"),
		Name: name, Rules: "Reference", SeatsFree: 1, Seats: 2, Protocol: wire.Protocol, State: discovery.StateLobby})
	fmt.Println("advertising")
	time.Sleep(time.Hour)
}

// fakeHost listens on loopback and answers each connection with say.
func fakeHost(t *testing.T, say func(c net.Conn)) string {
	t.Helper()
	l := netnstest.Listen(t)
	t.Cleanup(func() { l.Close() })
	go func() {
		for {
			c, err := l.Accept()
			if err != nil {
				return
			}
			go func() {
				defer c.Close()
				say(c)
			}()
		}
	}()
	return l.Addr().String()
}

func sendFrame(payload string) func(net.Conn) {
	return func(c net.Conn) { wire.WriteFrame(c, []byte(payload), wire.MaxHostFrame) }
}

func TestProbe(t *testing.T) {
	netnstest.Require(t)
	_, addr := testgame.Serve(t, testgame.New(t, 2), server.Config{Name: "Friday maze", Seats: 2, Code: "4711", Spectators: 3})
	g, err := Probe(t.Context(), addr)
	host, _, _ := net.SplitHostPort(addr)
	want := Game{Key: addr, Name: "Friday maze", Host: host, Addr: addr, SeatsFree: -1, Seats: 2, CodeRequired: true,
		Spectators: true, SpectatorsFree: -1, SpectatorPlaces: -1, Protocol: wire.Protocol, Compatible: true, Typed: true}
	if err != nil || g != want {
		t.Errorf("a real host: %+v, %v\nwant %+v", g, err, want)
	}

	// A host of a later version, whose hello has changed.
	future := fakeHost(t, sendFrame(`{"type":"hello","protocol":2,"game":"Future maze","tables":3}`))
	if g, err := Probe(t.Context(), future); err != nil || g.Name != "Future maze" || g.Compatible || g.Protocol != 2 ||
		!strings.Contains(g.Incompatible, "protocol version 2 and this Labyrinth speaks version 1") {
		t.Errorf("a later version: %+v, %v", g, err)
	}

	refused := netnstest.Listen(t)
	refusedAddr := refused.Addr().String()
	refused.Close()
	short, cancel := context.WithTimeout(t.Context(), 300*time.Millisecond)
	defer cancel()
	for _, tc := range []struct {
		what string
		ctx  context.Context
		addr string
		code ProbeCode
		msg  string
	}{
		{"a name, not an address", t.Context(), "Friday maze", ProbeBadAddress, "not an address: give the host's address and port"},
		{"nothing listening", t.Context(), refusedAddr, ProbeNoAnswer, "nothing answers at this port (the connection is refused)"},
		{"a web server", t.Context(), fakeHost(t, func(c net.Conn) { c.Write([]byte("HTTP/1.1 400 Bad Request\r\n\r\n")) }), ProbeNotGame,
			`something answers, but not a Labyrinth host (a frame of 1213486160 bytes is larger than the limit of 65536 bytes (its length reads as the text "HTTP"`},
		{"a silent server", short, fakeHost(t, func(c net.Conn) { time.Sleep(hangGuard) }), ProbeNotGame, "something accepts the connection but says nothing"},
		{"a server that hangs up", t.Context(), fakeHost(t, func(net.Conn) {}), ProbeNotGame, "the connection ended before a hello (EOF)"},
		{"another JSON protocol", t.Context(), fakeHost(t, sendFrame(`{"type":"ping"}`)), ProbeNotGame, `its first message is "ping", not a hello`},
		{"not JSON", t.Context(), fakeHost(t, sendFrame(`hello`)), ProbeNotGame, "something answers, but not a Labyrinth host (the frame is not JSON"},
		{"a busy host", t.Context(), fakeHost(t, sendFrame(`{"type":"error","code":"busy","message":"too many connections","fatal":true}`)), ProbeBusy,
			"the host is busy with other players joining: try again in a moment"},
		{"a host that refuses", t.Context(), fakeHost(t, sendFrame(`{"type":"error","code":"shutting_down","message":"the host is closing","fatal":true}`)), ProbeRefused,
			"the host says: the host is closing"},
		{"an unknown computer", t.Context(), "no-such-laptop.invalid:7527", ProbeNoHost, `no computer named "no-such-laptop.invalid" is known here`},
	} {
		_, err := Probe(tc.ctx, tc.addr)
		var pe *ProbeError
		if !errors.As(err, &pe) || pe.Code != tc.code || !strings.HasPrefix(pe.Error(), tc.addr+": ") || !strings.Contains(pe.Error(), tc.msg) {
			t.Errorf("%s: %v (%T), want %s: %s…", tc.what, err, err, tc.code, tc.msg)
		}
	}

	// Given up by the caller: no verdict on the host.
	gone, cancelNow := context.WithCancel(t.Context())
	cancelNow()
	if _, err := Probe(gone, future); !errors.Is(err, context.Canceled) {
		t.Errorf("a cancelled probe: %v", err)
	}
}
