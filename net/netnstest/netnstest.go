// Package netnstest keeps network tests inside a private network
// namespace (scripts/in-netns.sh), where loopback is the only interface,
// so that nothing they start reaches the machine's real network: the
// tests of net/, and those of the app packages that serve or join games
// over it (app/host). docs/network.md explains why.
package netnstest

import (
	"net"
	"os"
	"slices"
	"testing"
)

// Hint says how to run a network test. Packages that use mDNS
// (net/discovery, app/host) each want a namespace of their own, or they
// find each other's games.
const Hint = "run it inside a private network namespace, a package at a time: scripts/in-netns.sh go test ./app/host/"

// Require skips the test unless it runs where LABYRINTH_NETNS=1 and lo is
// the only network interface.
func Require(t testing.TB) {
	t.Helper()
	if os.Getenv("LABYRINTH_NETNS") != "1" {
		t.Skip("network test: LABYRINTH_NETNS is not 1, so this may be the machine's real network; " + Hint)
	}
	ifaces, err := net.Interfaces()
	if err != nil {
		t.Fatalf("listing interfaces: %v", err)
	}
	var names []string
	for _, iface := range ifaces {
		names = append(names, iface.Name)
	}
	if !slices.Equal(names, []string{"lo"}) {
		t.Skipf("network test: interfaces %v are present, want only lo; %s", names, Hint)
	}
}

// Listen listens on a free TCP port of 127.0.0.1, after Require.
func Listen(t testing.TB) net.Listener {
	t.Helper()
	Require(t)
	l, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatalf("listen: %v", err)
	}
	return l
}
