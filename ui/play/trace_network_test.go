package play

import (
	"context"
	"path/filepath"
	"testing"

	"github.com/labyrinth-game/labyrinth/app/host"
	"github.com/labyrinth-game/labyrinth/app/remote"
	"github.com/labyrinth-game/labyrinth/engine/maze"
	"github.com/labyrinth-game/labyrinth/engine/rules"
	"github.com/labyrinth-game/labyrinth/net/netnstest"
	"github.com/labyrinth-game/labyrinth/net/testgame"
	"github.com/labyrinth-game/labyrinth/ui/uitest"
)

// Every player's notebook begins its trace from the start he chose when
// play begins, the second player's as the first's.
func TestEveryPlayersTraceBegins(t *testing.T) {
	netnstest.Require(t)
	h, err := host.New(host.Config{Maze: uitest.SmallMaze(t), Rules: rules.Reference(), Seed: 1, Name: "Loopback", Seats: 3, Master: host.HumanMaster,
		Listen: "127.0.0.1", Dir: t.TempDir()})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { h.Close() })
	ctx, cancel := context.WithTimeout(context.Background(), testgame.HangGuard)
	defer cancel()
	var conns []*remote.Conn
	for _, name := range []string{"Ann", "Bob"} {
		c, err := remote.Dial(ctx, remote.Config{Addr: h.Addr().String(), Name: name})
		if err != nil {
			t.Fatal(err)
		}
		t.Cleanup(func() { c.Close() })
		conns = append(conns, c)
	}
	testgame.WaitFor(t, "both seated", func() bool {
		n := 0
		for _, st := range h.Table().Seats {
			if st.Name != "" {
				n++
			}
		}
		return n == 2
	})
	if err := h.StartGame(); err != nil {
		t.Fatal(err)
	}
	var screens []*netScreen
	for _, c := range conns {
		s, err := c.WaitSeat(ctx)
		if err != nil {
			t.Fatal(err)
		}
		screens = append(screens, openRemote(t, s, "Loopback", filepath.Join(t.TempDir(), "kept.notebook")))
	}
	for i, ns := range screens {
		tapStart(ns.g, maze.At(i+1, 0))
		ns.until(t, "the start accepted", func() bool { return ns.g.known().Chose })
	}
	testgame.WaitFor(t, "both starts", func() bool { tb := h.Table(); return tb.Seats[0].Chose && tb.Seats[1].Chose })
	if err := h.Begin(); err != nil {
		t.Fatal(err)
	}
	for i, ns := range screens {
		ns.until(t, "play", func() bool { return ns.g.start == nil })
		first := ns.g.nb.Sheets()[0]
		if len(ns.g.nb.Sheet(first).Traces()) == 0 {
			t.Errorf("player %d: no trace on his notebook once play began", i+1)
		}
	}
}
