package play

import (
	"path/filepath"
	"testing"
	"time"

	"github.com/labyrinth-game/labyrinth/app/session"
	"github.com/labyrinth-game/labyrinth/engine/maze"
	"github.com/labyrinth-game/labyrinth/engine/rules"
	"github.com/labyrinth-game/labyrinth/ui/uitest"
)

// Seed 004's three lives (l.34) reach the status panel: the rules count
// lives, so the health says how many are left; the reference's does not.
func TestStatusPanelShowsLives(t *testing.T) {
	for _, c := range []struct {
		lives int
		want  string
	}{{0, "healthy"}, {3, "healthy, lives 3"}, {1, "healthy, lives 1"}} {
		f := uitest.NewFrame(t)
		journal, err := session.NewJournalPath(filepath.Join(t.TempDir(), "games"), time.Date(2026, 3, 14, 15, 30, 0, 0, time.UTC))
		if err != nil {
			t.Fatal(err)
		}
		r := rules.Reference()
		r.Lives = c.lives
		start := maze.At(2, 0)
		sess, _, err := session.NewSolo(session.Solo{Maze: soloTestMaze(t), Rules: r, Seed: 1, Player: "Ann", Start: &start, Journal: journal})
		if err != nil {
			t.Fatal(err)
		}
		env := testPlayEnv(t)
		g := openGame(f, &env, sess, "small")
		t.Cleanup(g.close)
		if got := g.status.value("Health"); got != c.want {
			t.Errorf("004 l.34 lives %d: the health reads %q, want %q", c.lives, got, c.want)
		}
	}
}
