package mastertable

import (
	"context"
	"testing"
	"time"

	"fyne.io/fyne/v2/test"

	apphost "github.com/labyrinth-game/labyrinth/app/host"
	"github.com/labyrinth-game/labyrinth/app/remote"
	"github.com/labyrinth-game/labyrinth/engine/maze"
	"github.com/labyrinth-game/labyrinth/engine/rules"
	"github.com/labyrinth-game/labyrinth/net/netnstest"
	"github.com/labyrinth-game/labyrinth/net/testgame"
	"github.com/labyrinth-game/labyrinth/ui/uitest"
)

// These tests host real games on loopback, inside the test's network
// namespace (scripts/in-netns.sh); elsewhere they are skipped.

// hostGame hosts the reference's sample plan for seats players.
func hostGame(t *testing.T, master apphost.Master, seats int, r rules.Rules) *apphost.Host {
	t.Helper()
	return hostWithCode(t, master, seats, r, "")
}

// hostWithCode is hostGame with a join code ("" for none).
func hostWithCode(t *testing.T, master apphost.Master, seats int, r rules.Rules, code string) *apphost.Host {
	t.Helper()
	netnstest.Require(t)
	h, err := apphost.New(apphost.Config{
		Maze: testgame.New(t, 1).Plan, Rules: r, Seed: 1,
		Name: "Friday maze", Seats: seats, Spectators: 2, Master: master,
		Listen: "127.0.0.1", Dir: t.TempDir(), Code: code,
	})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { h.Close() })
	return h
}

// testEnv runs everything on the test's goroutine: the test calls
// Screen.Update when the host has news.
func testEnv(t *testing.T) *Env {
	return NewEnvIn(t.TempDir())
}

// open opens the host's lobby in a test frame.
func open(t *testing.T, h *apphost.Host) (*Screen, *uitest.Frame) {
	t.Helper()
	f := uitest.NewFrame(t)
	s := OpenLobby(f, testEnv(t), h)
	t.Cleanup(s.Close)
	return s, f
}

// join seats a player over TCP, as a joiner's program does.
func join(t *testing.T, h *apphost.Host, name string) *remote.Conn {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), testgame.HangGuard)
	defer cancel()
	c, err := remote.Dial(ctx, remote.Config{Addr: h.Addr().String(), Name: name, MinBackoff: 10 * time.Millisecond, MaxBackoff: 50 * time.Millisecond})
	if err != nil {
		t.Fatalf("%s joins: %v", name, err)
	}
	t.Cleanup(func() { c.Close() })
	return c
}

// seatOf waits for the game to be made and returns the player's seat.
func seatOf(t *testing.T, c *remote.Conn) *remote.Seat {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), testgame.HangGuard)
	defer cancel()
	s, err := c.WaitSeat(ctx)
	if err != nil {
		t.Fatal(err)
	}
	return s
}

// waitTable waits until the host's table says what cond wants, then shows
// it on the screen.
func waitTable(t *testing.T, s *Screen, what string, cond func(apphost.Table) bool) {
	t.Helper()
	testgame.WaitFor(t, what, func() bool { return cond(s.h.Table()) })
	s.Update()
}

// landCells are cells of the plan a player may start on.
func landCells(h *apphost.Host, n int) []maze.Pos {
	m := h.Table().Plan
	var out []maze.Pos
	for p, c := range m.Cells {
		if c.Kind == maze.Land && len(out) < n {
			out = append(out, p)
		}
	}
	return out
}

func texts(s *Screen) []string { return uitest.Texts(s.root) }

func tap(t *testing.T, s *Screen, label string) {
	t.Helper()
	b := uitest.FindButton(s.root, label)
	if b == nil {
		t.Fatalf("no button %q on the screen; it shows %q", label, texts(s))
	}
	test.Tap(b)
}
