package play

import (
	"strings"
	"sync"
	"testing"
	"time"

	"fyne.io/fyne/v2"

	"github.com/labyrinth-game/labyrinth/engine/maze"
	"github.com/labyrinth-game/labyrinth/engine/moves"
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

// A timed move's countdown ticks while it runs, and redraws only when the
// second it shows changes: at most once a second on a real display. Its
// ticks in between, and the flash once it is over, draw nothing.
func TestACountdownRedrawsOnlyWhenItsSecondChanges(t *testing.T) {
	r := rules.Reference()
	r.MoveSeconds = 60
	var mu sync.Mutex
	now := time.Date(2026, 3, 14, 20, 0, 0, 0, time.UTC)
	clock := func() time.Time {
		mu.Lock()
		defer mu.Unlock()
		return now
	}
	tp := openTwo(t, r, 0, func(env *Env) {
		uitest.LetTimersRun() // the frame's app is made: its timers may run now
		env.Tick = func(_ time.Duration, f func()) func() { return shell.Every(uitest.IdleTimer, f) }
		env.Now = clock
	}, maze.At(1, 0), maze.At(2, 0))
	tp.ts.SetNow(clock)
	var shown string
	shell.OnUI(func() {
		soloPress(tp.g, fyne.KeyLeft)
		// Said without the text field, whose cursor blinks while it has
		// the keyboard.
		tp.g.sayStatement(moves.Statement{Kind: moves.AskTiming, Player: "Bob"}, func(err error) {
			if err != nil {
				t.Error(err)
			}
		})
		shown = tp.g.turn.clockText()
	})
	t.Cleanup(func() { shell.OnUI(tp.g.close) })
	if !strings.Contains(shown, "1:00") {
		t.Fatalf("the countdown: %q", shown)
	}
	uitest.AssertIdle(t, "a countdown within one second")
	mu.Lock()
	now = now.Add(time.Second)
	mu.Unlock()
	for deadline := time.Now().Add(5 * time.Second); !strings.Contains(shown, "0:59"); time.Sleep(uitest.IdleTimer) {
		if time.Now().After(deadline) {
			t.Fatalf("a second later, the countdown's tick shows %q", shown)
		}
		shell.OnUI(func() { shown = tp.g.turn.clockText() })
	}
}
