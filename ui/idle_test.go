package ui

import (
	"testing"
	"time"

	"fyne.io/fyne/v2"

	"github.com/labyrinth-game/labyrinth/engine/maze"
	"github.com/labyrinth-game/labyrinth/engine/rules"
	"github.com/labyrinth-game/labyrinth/ui/shell"
	"github.com/labyrinth-game/labyrinth/ui/uitest"
)

// Idle is idle: every screen, left alone, asks for no redraw and runs no
// animation (uitest.AssertIdle says how that is watched).

func TestTheStartScreenIsIdle(t *testing.T) {
	newTestScreen(t)
	uitest.AssertIdle(t, "the start screen")
}

func TestASoloGameIsIdle(t *testing.T) {
	g, _ := newTestSolo(t, "2,1")
	soloPress(g, fyne.KeyRight)
	uitest.AssertIdle(t, "a solo game after a move")
}

func TestASoloGameIsIdleWithItsAutosaveRunning(t *testing.T) {
	s, w := newTestScreen(t)
	uitest.LetTimersRun()
	s.solo = testSoloEnv(t)
	s.solo.autosaveEvery = uitest.IdleTimer
	w.Resize(uitest.ScreenSize)
	start := maze.At(1, 0)
	sess, title, err := s.solo.begin(soloSetup{maze: soloTestMaze(t), mazeName: "small.json", rules: rules.Reference(), start: &start, player: "Ann", gameSeed: 1})
	if err != nil {
		t.Fatal(err)
	}
	var g *soloScreen
	shell.OnUI(func() {
		g = s.openSession(sess, title)
		soloPress(g, fyne.KeyRight)
	})
	t.Cleanup(func() { shell.OnUI(g.close) })
	time.Sleep(3 * uitest.IdleTimer)
	uitest.AssertIdle(t, "a solo game, its notebook autosaving")
}
