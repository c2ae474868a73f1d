package discovery

import (
	"cmp"
	"context"
	"errors"
	"fmt"
	"net"
	"net/netip"
	"slices"
	"time"

	"github.com/hashicorp/mdns"
)

// DefaultBrowseTimeout is how long Browse listens when given no timeout.
const DefaultBrowseTimeout = 2 * time.Second

// firstRound is how long Browse listens after its first query before it
// asks again; each later round is twice as long (RFC 6762 §5.2), so that a
// lost packet costs a second, not the whole browse.
const firstRound = time.Second

// Browse queries iface for Labyrinth games and collects the answers for
// timeout (DefaultBrowseTimeout if timeout <= 0). It returns the games
// sorted by name, each once (by instance name and address; the latest
// answer wins). Malformed answers are skipped and reported to OnRejected;
// OnFound reports each game as it arrives.
//
// When ctx ends first, Browse returns the games found so far with ctx's
// error; the query's sockets close at once, but a goroutine of
// hashicorp/mdns lingers until the current round's end.
func Browse(ctx context.Context, iface *net.Interface, timeout time.Duration, opts ...Option) ([]Game, error) {
	o := collect(opts)
	if err := CheckInterface(iface); err != nil {
		return nil, fmt.Errorf("discovery: browse: %w", err)
	}
	if timeout <= 0 {
		timeout = DefaultBrowseTimeout
	}
	deadline := time.Now().Add(timeout)

	// hashicorp/mdns drops an entry when the channel is full rather than
	// block, so the buffer must hold a round's worth of answers even if
	// this goroutine is slow to read them.
	entries := make(chan *mdns.ServiceEntry, 256)
	queryErr := make(chan error, 1)
	go func() {
		defer close(entries)
		round := firstRound
		for {
			left := time.Until(deadline)
			if left <= 0 || ctx.Err() != nil {
				queryErr <- nil
				return
			}
			params := &mdns.QueryParam{
				Service:     ServiceType,
				Domain:      domain,
				Timeout:     min(round, left),
				Interface:   iface,
				Entries:     entries,
				DisableIPv6: true,
				Logger:      o.logger,
			}
			if err := mdns.QueryContext(ctx, params); err != nil {
				queryErr <- err
				return
			}
			round *= 2
		}
	}()

	found := make(map[string]Game)
	rejected := make(map[string]bool)
	for {
		select {
		case e, ok := <-entries:
			if !ok {
				games := sorted(found)
				if err := <-queryErr; err != nil {
					return games, fmt.Errorf("discovery: browse on %s: %w", iface.Name, err)
				}
				return games, nil
			}
			g, ours, err := gameFromEntry(e)
			switch {
			case !ours:
			case err != nil:
				r := Rejected{Name: e.Name, Err: err}
				if e.AddrV4 != nil {
					r.Addr = net.JoinHostPort(e.AddrV4.String(), fmt.Sprint(e.Port))
				}
				// Every round gets the same bad answer again: report it once.
				if k := r.String(); !rejected[k] && o.onRejected != nil {
					rejected[k] = true
					o.onRejected(r)
				}
			default:
				key := g.Instance + "\x00" + g.Addr.String()
				if old, seen := found[key]; (!seen || old != g) && o.onFound != nil {
					o.onFound(g)
				}
				found[key] = g
			}
		case <-ctx.Done():
			return sorted(found), ctx.Err()
		}
	}
}

func sorted(found map[string]Game) []Game {
	games := make([]Game, 0, len(found))
	for _, g := range found {
		games = append(games, g)
	}
	slices.SortFunc(games, func(a, b Game) int {
		return cmp.Or(
			cmp.Compare(a.Name, b.Name),
			cmp.Compare(a.Instance, b.Instance),
			a.Addr.Compare(b.Addr),
		)
	})
	return games
}

// gameFromEntry turns one answer into a Game. ours is false for answers
// about other services; err says why an answer of ours is unusable.
func gameFromEntry(e *mdns.ServiceEntry) (g Game, ours bool, err error) {
	if e == nil {
		return Game{}, false, nil
	}
	instance, ours, err := instanceFromName(e.Name)
	if !ours || err != nil {
		return Game{}, ours, err
	}
	ip, ok := netip.AddrFromSlice(e.AddrV4)
	if !ok || !ip.Unmap().Is4() {
		return Game{}, true, errors.New("no IPv4 address in the answer")
	}
	if e.Port <= 0 || e.Port > 65535 {
		return Game{}, true, fmt.Errorf("port %d out of range", e.Port)
	}
	fields := make([]string, len(e.InfoFields))
	for i, f := range e.InfoFields {
		if fields[i], err = unescape(f); err != nil {
			return Game{}, true, fmt.Errorf("txt string %d: %w", i+1, err)
		}
	}
	g, err = DecodeTXT(fields)
	if err != nil {
		return Game{}, true, err
	}
	g.Instance = instance
	g.Host = e.Host
	g.Addr = netip.AddrPortFrom(ip.Unmap(), uint16(e.Port))
	return g, true, nil
}
