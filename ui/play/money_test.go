package play

import (
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/labyrinth-game/labyrinth/app/session"
	"github.com/labyrinth-game/labyrinth/engine/gen"
	"github.com/labyrinth-game/labyrinth/engine/rules"
	"github.com/labyrinth-game/labyrinth/ui/uitest"
)

// Seed 004's money shows in the status panel, and a paid hint (l.59–60)
// takes it down; under the reference there is no money row.
func TestSoloStatusPanelShowsMoney(t *testing.T) {
	r := rules.LivesAndMoney()
	p := gen.Defaults(4, 5, 1, gen.Standard, &r)
	p.Seed = 2
	res, err := gen.Generate(p)
	if err != nil {
		t.Fatal(err)
	}
	journal, err := session.NewJournalPath(filepath.Join(t.TempDir(), "games"), time.Date(2026, 3, 14, 15, 30, 0, 0, time.UTC))
	if err != nil {
		t.Fatal(err)
	}
	start := res.Maze.PosOf(0)
	sess, _, err := session.NewSolo(session.Solo{Maze: res.Maze, Rules: r, Seed: 1, Player: "Ann", Start: &start, Journal: journal})
	if err != nil {
		t.Fatal(err)
	}
	f := uitest.NewFrame(t)
	env := testPlayEnv(t)
	g := openGame(f, &env, sess, res.Maze.Title)
	f.W.Resize(uitest.ScreenSize)
	t.Cleanup(g.close)
	if !g.status.rows["Money"][0].Visible() || g.status.value("Money") != "10 coins" {
		t.Fatalf("004 l.39–41: money %q, shown %v", g.status.value("Money"), g.status.rows["Money"][0].Visible())
	}
	typeMove(g, "where am I?")
	var log []string
	for _, row := range g.log.rows {
		if row != nil {
			log = append(log, row.String())
		}
	}
	if text := strings.Join(log, "\n"); !strings.Contains(text, "you are at (1,1)") {
		t.Fatalf("004 l.59–60: the hint's answer is not in the log:\n%s", text)
	}
	if got := g.status.value("Money"); got != "5 coins" {
		t.Fatalf("after the hint: %q", got)
	}
	soloShot(t, f.W, "money.png")

	ref, _ := newTestSolo(t, "2,3")
	if ref.status.rows["Money"][0].Visible() {
		t.Fatal("the reference has no money, and no money row")
	}
}
