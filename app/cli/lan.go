package cli

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

// lanInterfaces are the interfaces labyrinth join and labyrinth games look
// for games on: the one --iface names, or every interface a person could
// play over (discovery.LANInterfaces) — never another, and never one
// picked behind the user's back.
func lanInterfaces(name string) ([]net.Interface, error) {
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
		return nil, errors.New("no network interface to look for games on: none is up with multicast and an IPv4 address (name one with --iface, or join with the host's address, HOST:PORT)")
	}
	return ifaces, nil
}

// interfaceNames lists interfaces for messages: "eth0 and wlan0".
func interfaceNames(ifaces []net.Interface) string {
	names := make([]string, len(ifaces))
	for i, iface := range ifaces {
		names[i] = iface.Name
	}
	if len(names) == 1 {
		return names[0]
	}
	return strings.Join(names[:len(names)-1], ", ") + " and " + names[len(names)-1]
}

// found is a game heard of on an interface.
type found struct {
	iface string
	game  discovery.Game
	gone  bool
}

// browse browses every interface at once for timeout and passes each game
// found (or gone) to f, from the calling goroutine, one at a time, as the
// answers come. It returns when every browse has ended or ctx is done,
// with the first browse error when no browse worked.
func browse(ctx context.Context, ifaces []net.Interface, timeout time.Duration, f func(found)) error {
	news := make(chan found)
	errs := make(chan error, len(ifaces))
	var wg sync.WaitGroup
	for i := range ifaces {
		iface := &ifaces[i]
		wg.Add(1)
		go func() {
			defer wg.Done()
			send := func(fd found) {
				select {
				case news <- fd:
				case <-ctx.Done():
				}
			}
			_, err := discovery.Browse(ctx, iface, timeout,
				discovery.OnFound(func(g discovery.Game) { send(found{iface: iface.Name, game: g}) }),
				discovery.OnGone(func(g discovery.Game) { send(found{iface: iface.Name, game: g, gone: true}) }))
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

// isAddress tells a host's address, HOST:PORT, from a game's name.
func isAddress(s string) bool {
	host, port, err := net.SplitHostPort(s)
	if err != nil || host == "" {
		return false
	}
	n, err := strconv.Atoi(port)
	return err == nil && n > 0 && n < 65536
}
