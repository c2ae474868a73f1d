package discovery

import (
	"net"
	"slices"
	"testing"
)

// A laptop with Docker installed lists docker0 before its wireless card;
// the host and the join list must not pick the bridge only for being first.
func TestSortForPlayPutsNetworkCardsFirst(t *testing.T) {
	names := []string{"docker0", "br-5f2a", "virbr0", "eth0", "tun0", "wlp2s0", "veth12ab", "lan0", "enp0s31f6"}
	cards := map[string]bool{"eth0": true, "wlp2s0": true, "enp0s31f6": true}
	ifaces := make([]net.Interface, len(names))
	for i, n := range names {
		ifaces[i] = net.Interface{Name: n}
	}
	sortForPlay(ifaces, func(name string) bool { return cards[name] })
	var got []string
	for _, iface := range ifaces {
		got = append(got, iface.Name)
	}
	want := []string{"eth0", "wlp2s0", "enp0s31f6", "lan0", "docker0", "br-5f2a", "virbr0", "tun0", "veth12ab"}
	if !slices.Equal(got, want) {
		t.Errorf("order %v, want %v", got, want)
	}
}

// The names container engines, hypervisors and VPNs give their interfaces
// are virtual; the names of network cards and of the lab's veth ends inside
// a namespace (lan0) are not.
func TestVirtualName(t *testing.T) {
	for name, want := range map[string]bool{"docker0": true, "eth0": false, "wlan0": false, "virbr0": true, "wg0": true, "lo": false, "lan0": false} {
		if got := virtualName(name); got != want {
			t.Errorf("virtualName(%q) = %v, want %v", name, got, want)
		}
	}
}
