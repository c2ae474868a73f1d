package lan

import (
	"errors"
	"net"
	"testing"
)

func TestIsAddress(t *testing.T) {
	for s, want := range map[string]bool{
		"192.0.2.1:4000":  true,
		"localhost:4000":  true,
		"[::1]:4000":      true,
		"Friday maze":     false,
		"Game: 2":         false,
		"192.0.2.1":       false,
		":4000":           false,
		"host:0":          false,
		"host:70000":      false,
		"Friday:maze":     false,
		"laptop.local:12": true,
	} {
		if IsAddress(s) != want {
			t.Errorf("IsAddress(%q) = %v", s, !want)
		}
	}
}

func TestInterfaceNames(t *testing.T) {
	for want, names := range map[string][]string{
		"no interface":         nil,
		"eth0":                 {"eth0"},
		"eth0 and wlan0":       {"eth0", "wlan0"},
		"eth0, eth1 and wlan0": {"eth0", "eth1", "wlan0"},
	} {
		var ifaces []net.Interface
		for _, n := range names {
			ifaces = append(ifaces, net.Interface{Name: n})
		}
		if got := InterfaceNames(ifaces); got != want {
			t.Errorf("InterfaceNames(%v) = %q, want %q", names, got, want)
		}
	}
}

func TestInterfacesByName(t *testing.T) {
	_, err := Interfaces("nosuch0")
	if err == nil || errors.Is(err, ErrNoInterface) {
		t.Errorf("an interface that does not exist: %v", err)
	}
}
