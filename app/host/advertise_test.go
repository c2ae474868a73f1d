package host_test

import (
	"context"
	"net/netip"
	"sync"
	"testing"

	"github.com/labyrinth-game/labyrinth/net/client"
	"github.com/labyrinth-game/labyrinth/net/discovery"
	"github.com/labyrinth-game/labyrinth/net/netnstest"
	"github.com/labyrinth-game/labyrinth/net/testgame"
	"github.com/labyrinth-game/labyrinth/net/wire"
)

// browser is a browse on loopback that runs for the whole test and keeps
// the last record it heard of each game, and the games that said goodbye.
type browser struct {
	mu    sync.Mutex
	found map[string]discovery.Game
	gone  map[string]bool
}

func browseLoopback(t *testing.T) *browser {
	t.Helper()
	netnstest.Require(t)
	lo, err := discovery.Loopback()
	if err != nil {
		t.Fatalf("the namespace's loopback is not ready (scripts/in-netns.sh sets it up): %v", err)
	}
	b := &browser{found: map[string]discovery.Game{}, gone: map[string]bool{}}
	ctx, cancel := context.WithCancel(context.Background())
	done := make(chan struct{})
	go func() {
		defer close(done)
		discovery.Browse(ctx, lo, testgame.HangGuard,
			discovery.OnFound(func(g discovery.Game) {
				b.mu.Lock()
				b.found[g.Instance] = g
				delete(b.gone, g.Instance)
				b.mu.Unlock()
			}),
			discovery.OnGone(func(g discovery.Game) {
				b.mu.Lock()
				b.gone[g.Instance] = true
				b.mu.Unlock()
			}))
	}()
	t.Cleanup(func() {
		cancel()
		<-done
	})
	return b
}

// expect waits until the browse has heard the game as want says.
func (b *browser) expect(t *testing.T, what string, want discovery.Game) {
	t.Helper()
	waitFor(t, what, func() bool {
		b.mu.Lock()
		defer b.mu.Unlock()
		got, ok := b.found[want.Instance]
		return ok && got == want
	})
}

// TestAdvertised: the host's mDNS record, browsed on loopback, follows the
// lobby and the game — seats free, spectator places, lobby, playing, over
// — and its goodbye withdraws it when the host closes.
func TestAdvertised(t *testing.T) {
	b := browseLoopback(t)
	lo, _ := discovery.Loopback()
	cfg := config(t)
	cfg.Interface = lo
	cfg.Code = "4711"
	cfg.HostName = "test-host.local."
	h := start(t, cfg)
	if _, iface, ok := h.Advertised(); !ok || iface.Name != "lo" {
		t.Fatalf("the host does not say it advertises on lo")
	}
	addr := h.Addr().String()
	want := discovery.Game{
		Instance: "Test maze", Host: "test-host.local.", Addr: netip.MustParseAddrPort(addr),
		Name: "Test maze", Rules: "Reference", Seats: 2, SeatsFree: 2, Protocol: wire.Protocol,
		State: discovery.StateLobby, CodeRequired: true, Spectators: 2, SpectatorsFree: 2,
	}
	b.expect(t, "the lobby", want)

	ann := dial(t, addr, client.Config{Name: "Ann", Code: "4711"})
	want.SeatsFree = 1
	b.expect(t, "a seat taken", want)
	watcher := dial(t, addr, client.Config{Spectate: true, Code: "4711"})
	want.SpectatorsFree = 1
	b.expect(t, "a spectator watching", want)
	bob := dial(t, addr, client.Config{Name: "Bob", Code: "4711"})
	want.SeatsFree, want.State = 0, discovery.StatePlaying
	b.expect(t, "the game made", want)

	play(t, []*client.Client{ann, bob}, sample(t))
	want.State = discovery.StateOver
	b.expect(t, "the game over", want)
	watcher.Close()
	want.SpectatorsFree = 2
	b.expect(t, "the spectator gone", want)

	if err := h.Close(); err != nil {
		t.Fatal(err)
	}
	waitFor(t, "the goodbye", func() bool {
		b.mu.Lock()
		defer b.mu.Unlock()
		return b.gone[want.Instance]
	})
}

// TestNotAdvertised: without an interface the host advertises nothing.
func TestNotAdvertised(t *testing.T) {
	h := start(t, config(t))
	if _, _, ok := h.Advertised(); ok {
		t.Fatal("a host given no interface advertises")
	}
	if got := h.Addresses(); len(got) != 1 || got[0] != h.Addr().String() {
		t.Errorf("the addresses of a host on loopback: %v, want %s", got, h.Addr())
	}
}
