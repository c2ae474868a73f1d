package lan

// The join list on the simulated LAN of scripts/lan-lab.sh: hosts in some
// laptops, the list in another, across the bridge. The test skips outside
// the lab:
//
//	scripts/lan-lab.sh go test -run '^TestLab' ./app/lan/

import (
	"bufio"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"net"
	"net/netip"
	"os"
	"slices"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/labyrinth-game/labyrinth/net/discovery"
	"github.com/labyrinth-game/labyrinth/net/labtest"
	"github.com/labyrinth-game/labyrinth/net/wire"
)

func TestMain(m *testing.M) {
	labtest.Main(m, map[string]func([]string) error{
		"advertise": helperAdvertise,
		"list":      helperList,
	})
}

// labRound is the round of the lab's list: two seconds, so that a host
// killed shows its absence within seconds.
const labRound = 2 * time.Second

// helperAdvertise advertises the game named by its argument at the
// laptop's address, prints "advertising", and says goodbye when its input
// ends.
func helperAdvertise(args []string) error {
	if len(args) != 1 {
		return errors.New("usage: advertise NAME")
	}
	iface, err := labtest.LaptopInterface()
	if err != nil {
		return err
	}
	addr, err := discovery.IPv4Addr(iface)
	if err != nil {
		return err
	}
	a, err := discovery.Advertise(iface, discovery.Game{Name: args[0], Host: "laptop-" + strings.ReplaceAll(addr.String(), ".", "-") + "-labyrinth.local.",
		Addr: netip.AddrPortFrom(addr, 7527), Rules: "Reference", SeatsFree: 2, Seats: 2, Protocol: wire.Protocol, State: discovery.StateLobby})
	if err != nil {
		return err
	}
	defer a.Close()
	fmt.Println("advertising")
	io.Copy(io.Discard, os.Stdin)
	return nil
}

// helperList watches the laptop's interface and prints the list's games
// after each change, "games NAME, NAME, ..." sorted (just "games" for
// none), until its input ends.
func helperList([]string) error {
	iface, err := labtest.LaptopInterface()
	if err != nil {
		return err
	}
	l := Watch(ListConfig{Interfaces: []net.Interface{*iface}, Round: labRound})
	go func() {
		io.Copy(io.Discard, os.Stdin)
		l.Close()
	}()
	w := bufio.NewWriter(os.Stdout)
	fmt.Fprintln(w, "watching")
	w.Flush()
	for range l.Changes() {
		var line []string
		for _, g := range l.Games() {
			b, _ := json.Marshal(struct{ Name, Host, Addr string }{g.Name, g.Host, g.Addr})
			line = append(line, string(b))
		}
		fmt.Fprintln(w, "games", strings.Join(line, " "))
		w.Flush()
	}
	return nil
}

// listed parses a "games" line of helperList into the games' names, and
// checks their hosts and addresses on the way.
func listed(t *testing.T, line string, lab *labtest.Lab) []string {
	t.Helper()
	rest, ok := strings.CutPrefix(line, "games")
	if !ok {
		return nil
	}
	var names []string
	dec := json.NewDecoder(strings.NewReader(rest))
	for dec.More() {
		var g struct{ Name, Host, Addr string }
		if err := dec.Decode(&g); err != nil {
			t.Fatalf("%q: %v", line, err)
		}
		if !slices.ContainsFunc(lab.Laptops, func(l labtest.Laptop) bool {
			return g.Addr == netip.AddrPortFrom(l.Addr, 7527).String() && g.Host == "laptop-"+strings.ReplaceAll(l.Addr.String(), ".", "-")
		}) {
			t.Errorf("%s at %s (host %q) is no laptop's game", g.Name, g.Addr, g.Host)
		}
		names = append(names, g.Name)
	}
	return names
}

// TestLabListAppearsAndGoes: games hosted in laptops 1 and 3 appear on the
// list in laptop 2; the one closed properly goes at its goodbye, the one
// whose host is killed goes when a round has not heard it.
func TestLabListAppearsAndGoes(t *testing.T) {
	lab := labtest.Get(t, 3)
	list := lab.Laptops[1].StartHelper(t, "list")
	list.Expect("watching", hangGuard)
	expect := func(what string, want ...string) {
		t.Helper()
		list.ExpectFunc(what, func(s string) bool { return slices.Equal(listed(t, s, lab), want) }, hangGuard)
	}

	friday := lab.Laptops[0].StartHelper(t, "advertise", "Friday maze")
	friday.Expect("advertising", hangGuard)
	crash := lab.Laptops[2].StartHelper(t, "advertise", "Crash test")
	crash.Expect("advertising", hangGuard)
	expect("both games", "Crash test", "Friday maze")

	friday.Stop() // its goodbye
	expect("the goodbye of Friday maze", "Crash test")

	if err := crash.Signal(syscall.SIGKILL); err != nil { // no goodbye
		t.Fatal(err)
	}
	start := time.Now()
	expect("Crash test expired")
	t.Logf("a killed host left the list after %v (a round is %v)", time.Since(start).Round(100*time.Millisecond), labRound)
}
