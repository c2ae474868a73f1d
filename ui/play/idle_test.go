package play

import (
	"testing"
	"time"

	"fyne.io/fyne/v2"

	"github.com/labyrinth-game/labyrinth/engine/maze"
	"github.com/labyrinth-game/labyrinth/engine/rules"
	"github.com/labyrinth-game/labyrinth/ui/shell"
	"github.com/labyrinth-game/labyrinth/ui/uitest"
)

// Idle is idle: the game screen, left alone, asks for no redraw and runs
// no animation (uitest.AssertIdle says how that is watched).

func TestASoloGameIsIdle(t *testing.T) {
	g, _ := newTestSolo(t, "2,1")
	soloPress(g, fyne.KeyRight)
	uitest.AssertIdle(t, "a solo game after a move")
}

func TestASoloGameIsIdleWithItsAutosaveRunning(t *testing.T) {
	f := uitest.NewFrame(t)
	uitest.LetTimersRun()
	env := testPlayEnv(t)
	env.AutosaveEvery = uitest.IdleTimer
	start := maze.At(1, 0)
	sess, title := newGame(t, soloTestMaze(t), "small.json", &start)
	var g *Screen
	shell.OnUI(func() {
		g = openGame(f, &env, sess, title)
		soloPress(g, fyne.KeyRight)
	})
	t.Cleanup(func() { shell.OnUI(g.close) })
	time.Sleep(3 * uitest.IdleTimer)
	uitest.AssertIdle(t, "a solo game, its notebook autosaving")
}

// A game waiting for another player's move asks for nothing: no redraw, no
// countdown, no animation.
func TestAGameWaitingForAnotherPlayerIsIdle(t *testing.T) {
	tp := openTwo(t, rules.Reference(), 0, nil, maze.At(1, 0), maze.At(2, 0))
	soloPress(tp.g, fyne.KeyLeft)
	if tp.g.turn.headText() != "Bob's turn" || tp.ticks != 0 {
		t.Fatalf("%q, %d ticking", tp.g.turn.headText(), tp.ticks)
	}
	uitest.AssertIdle(t, "a game of two waiting for Bob's move")
}
