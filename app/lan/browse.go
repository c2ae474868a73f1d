// Package lan finds Labyrinth games on the local network for the people
// who want to join them: the interfaces to look on, browsing them all at
// once (labyrinth games and labyrinth join), the live list of games a
// join screen shows — games appear as their hosts answer, change as seats
// are taken, and go when their hosts say goodbye or stop answering — and
// a typed address, HOST:PORT, probed for the host's hello when multicast
// does not get through.
//
// It stands on net/discovery (mDNS) and on the protocol's first message
// (net/wire's HostHello). Everything that listens or sends is started by
// the caller on the interfaces the caller passes: never on one picked
// behind the user's back (docs/network.md, "Joining a game").
package lan

import (
	"context"
	"errors"
	"fmt"
	"net"
	"strconv"
	"strings"
	"sync"
	"time"

	"github.com/labyrinth-game/labyrinth/net/discovery"
)

// Interfaces are the interfaces to look for games on: the one named, or
// with no name every interface a person could play over
// (discovery.LANInterfaces) — never another, and never one picked behind
// the user's back.
func Interfaces(name string) ([]net.Interface, error) {
	if name != "" {
		iface, err := net.InterfaceByName(name)
		if err != nil {
			var names []string
			if all, err := net.Interfaces(); err == nil {
				for _, i := range all {
					names = append(names, i.Name)
				}
			}
			return nil, fmt.Errorf("no network interface %q (this computer has %s)", name, strings.Join(names, ", "))
		}
		if err := discovery.CheckInterface(iface); err != nil {
			return nil, fmt.Errorf("cannot look for games on %s: %w", name, err)
		}
		return []net.Interface{*iface}, nil
	}
	ifaces, err := discovery.LANInterfaces()
	if err != nil {
		return nil, err
	}
	if len(ifaces) == 0 {
		return nil, ErrNoInterface
	}
	return ifaces, nil
}

// ErrNoInterface: no interface is up with multicast and an IPv4 address,
// so games can only be joined by address.
var ErrNoInterface = errors.New("no network interface to look for games on: none is up with multicast and an IPv4 address (name one with --iface, or join with the host's address, HOST:PORT)")

// InterfaceNames lists interfaces for messages: "eth0 and wlan0".
func InterfaceNames(ifaces []net.Interface) string {
	names := make([]string, len(ifaces))
	for i, iface := range ifaces {
		names[i] = iface.Name
	}
	switch len(names) {
	case 0:
		return "no interface"
	case 1:
		return names[0]
	}
	return strings.Join(names[:len(names)-1], ", ") + " and " + names[len(names)-1]
}

// Found is a game heard of on an interface: found (or changed), or gone.
type Found struct {
	Iface string
	Game  discovery.Game
	Gone  bool
}

// Browse browses every interface at once for timeout and passes each game
// found (or gone) to f, from the calling goroutine, one at a time, as the
// answers come. It returns when every browse has ended or ctx is done,
// with the first browse error when no browse worked.
func Browse(ctx context.Context, ifaces []net.Interface, timeout time.Duration, f func(Found)) error {
	news := make(chan Found)
	errs := make(chan error, len(ifaces))
	var wg sync.WaitGroup
	for i := range ifaces {
		iface := &ifaces[i]
		wg.Add(1)
		go func() {
			defer wg.Done()
			send := func(fd Found) {
				select {
				case news <- fd:
				case <-ctx.Done():
				}
			}
			_, err := discovery.Browse(ctx, iface, timeout,
				discovery.OnFound(func(g discovery.Game) { send(Found{Iface: iface.Name, Game: g}) }),
				discovery.OnGone(func(g discovery.Game) { send(Found{Iface: iface.Name, Game: g, Gone: true}) }))
			if err != nil && ctx.Err() == nil {
				errs <- fmt.Errorf("%s: %w", iface.Name, err)
			}
		}()
	}
	go func() {
		wg.Wait()
		close(news)
	}()
	for fd := range news {
		f(fd)
	}
	close(errs)
	var first error
	n := 0
	for err := range errs {
		n++
		if first == nil {
			first = err
		}
	}
	if n == len(ifaces) {
		return first
	}
	return nil
}

// IsAddress tells a host's address, HOST:PORT, from a game's name.
func IsAddress(s string) bool {
	host, port, err := net.SplitHostPort(s)
	if err != nil || host == "" {
		return false
	}
	n, err := strconv.Atoi(port)
	return err == nil && n > 0 && n < 65536
}
