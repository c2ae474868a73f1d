package host_test

import (
	"os"
	"path/filepath"
	"slices"
	"testing"
	"time"

	"github.com/labyrinth-game/labyrinth/app/host"
	"github.com/labyrinth-game/labyrinth/app/session"
	"github.com/labyrinth-game/labyrinth/engine/game"
	"github.com/labyrinth-game/labyrinth/net/client"
	"github.com/labyrinth-game/labyrinth/net/discovery"
)

// TestList: the hosted games in the games directory, each as it stands —
// in its lobby, under way, over, or unreadable — the most recent first;
// the list of practice games leaves them out.
func TestList(t *testing.T) {
	dir := t.TempDir()
	cfg := config(t)
	cfg.Dir = dir
	stamp := time.Now()
	touch := func(h *host.Host) {
		stamp = stamp.Add(time.Minute)
		for _, p := range []string{h.JournalPath(), host.StatePath(h.JournalPath())} {
			os.Chtimes(p, stamp, stamp)
		}
	}

	lobby := start(t, cfg)
	dial(t, lobby.Addr().String(), client.Config{Name: "Ann"})
	lobby.Close()
	touch(lobby)

	over := start(t, cfg)
	players := []*client.Client{dial(t, over.Addr().String(), client.Config{Name: "Ann"}), dial(t, over.Addr().String(), client.Config{Name: "Bob"})}
	play(t, players, sample(t))
	over.Close()
	touch(over)

	cfg.Name = "Running"
	running := start(t, cfg) // still hosted: listed as it stands
	players = []*client.Client{dial(t, running.Addr().String(), client.Config{Name: "Cid"}), dial(t, running.Addr().String(), client.Config{Name: "Dan"})}
	play(t, players, sample(t)[:4])
	touch(running)

	broken := filepath.Join(dir, "host-broken"+host.StateExt)
	if err := os.WriteFile(broken, []byte("not a host state\n"), 0o600); err != nil {
		t.Fatal(err)
	}
	os.Chtimes(broken, stamp.Add(time.Minute), stamp.Add(time.Minute))

	list, err := host.List(dir)
	if err != nil {
		t.Fatal(err)
	}
	if len(list) != 4 {
		t.Fatalf("%d hosted games, want 4: %+v", len(list), list)
	}
	if list[0].State != broken || list[0].Err == nil || list[0].Unfinished() {
		t.Errorf("the broken one first, with its error: %+v", list[0])
	}
	g := list[1]
	if g.Journal != running.JournalPath() || g.Name != "Running" || g.Stage != discovery.StatePlaying || g.Round != 2 ||
		!slices.Equal(g.Players, []string{"Cid", "Dan"}) || !g.Unfinished() || g.Port != running.Port() || g.Seats != 2 || g.Rules != "Reference" ||
		g.Master != host.ComputerMaster || g.Width != cfg.Maze.Width() || g.Height != cfg.Maze.Height() {
		t.Errorf("the running game: %+v", g)
	}
	g = list[2]
	if g.Journal != over.JournalPath() || g.Stage != discovery.StateOver || g.Result != game.WonWithTreasure || g.Unfinished() {
		t.Errorf("the game over: %+v", g)
	}
	g = list[3]
	if g.Journal != lobby.JournalPath() || g.Stage != discovery.StateLobby || !slices.Equal(g.Players, []string{"Ann", ""}) || !g.Unfinished() || g.Err != nil {
		t.Errorf("the lobby: %+v", g)
	}

	if solo, err := session.ListSaved(dir); err != nil || len(solo) != 0 {
		t.Errorf("hosted games listed as practice games: %+v %v", solo, err)
	}
	if err := host.Remove(over.JournalPath()); err != nil {
		t.Fatal(err)
	}
	if list, _ := host.List(dir); len(list) != 3 {
		t.Errorf("a removed game still listed: %+v", list)
	}
}
