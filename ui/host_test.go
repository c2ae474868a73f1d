package ui

import (
	"testing"

	apphost "github.com/labyrinth-game/labyrinth/app/host"
	"github.com/labyrinth-game/labyrinth/engine/rules"
	"github.com/labyrinth-game/labyrinth/net/netnstest"
	"github.com/labyrinth-game/labyrinth/ui/mastertable"
	"github.com/labyrinth-game/labyrinth/ui/shell"
	"github.com/labyrinth-game/labyrinth/ui/uitest"
)

// A host that has started opens its lobby in the window (the host
// setup's callback, window.hosted); the lobby is idle, and stopping the
// host comes back to the start screen. It hosts on loopback, in the
// test's network namespace (scripts/in-netns.sh); skipped elsewhere.
func TestAHostOpensItsLobbyInTheWindow(t *testing.T) {
	netnstest.Require(t)
	win, w := newTestWindow(t)
	win.host = mastertable.NewEnvIn(t.TempDir())
	h, err := apphost.New(apphost.Config{Maze: uitest.SmallMaze(t), Rules: rules.Reference(), Name: "Friday maze",
		Seats: 2, Listen: "127.0.0.1", Dir: t.TempDir()})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { h.Close() })
	s := win.hosted(h)
	if w.Title() != "Friday maze (hosting) — "+shell.AppName {
		t.Fatalf("the lobby did not open: %q", w.Title())
	}
	uitest.AssertIdle(t, "the host's lobby")
	s.Close()
	win.ShowStart()
	<-h.Done()
	uitest.AssertIdle(t, "the start screen, back from hosting")
}
