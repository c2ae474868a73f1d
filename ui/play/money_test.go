package play

import (
	"strings"
	"testing"

	"github.com/labyrinth-game/labyrinth/engine/gen"
	"github.com/labyrinth-game/labyrinth/engine/rules"
	"github.com/labyrinth-game/labyrinth/ui/uitest"
)

// Seed 004's money shows in the status panel, and a paid hint (l.59–60)
// takes it down; under the reference there is no money row.
func TestSoloStatusPanelShowsMoney(t *testing.T) {
	sess, title := newGeneratedGameUnder(t, rules.LivesAndMoney(), gen.Standard, 4, 5, 2)
	f := uitest.NewFrame(t)
	env := testPlayEnv(t)
	g := openGame(f, &env, sess, title)
	f.W.Resize(uitest.ScreenSize)
	t.Cleanup(g.close)
	if !g.status.rows["Money"][0].Visible() || g.status.value("Money") != "10 coins" {
		t.Fatalf("004 l.39–41: money %q, shown %v", g.status.value("Money"), g.status.rows["Money"][0].Visible())
	}
	typeMove(g, "where am I?")
	at := gameMasterOf(t, g).Player(0).Pos
	var log []string
	for _, row := range g.log.rows {
		if row != nil {
			log = append(log, row.String())
		}
	}
	if text := strings.Join(log, "\n"); !strings.Contains(text, "you are at "+at.String()) {
		t.Fatalf("004 l.59–60: the hint's answer, %v, is not in the log:\n%s", at, text)
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
