package ui

import (
	"testing"

	"github.com/labyrinth-game/labyrinth/ui/shell"
	"github.com/labyrinth-game/labyrinth/ui/uitest"
)

// Idle is idle: every screen, left alone, asks for no redraw and runs no
// animation (uitest.AssertIdle says how that is watched).

func TestTheStartScreenIsIdle(t *testing.T) {
	newTestWindow(t)
	uitest.AssertIdle(t, "the start screen")
}

// Every screen the start screen opens is idle as it opens, and the start
// screen again once it is back: a mode's screen added later is probed
// here as soon as its tile opens it. Each screen's own tests probe it
// further (the editor after generating, a game after a move, with their
// timers running).
func TestEveryScreenIsIdle(t *testing.T) {
	opened := 0
	first, _ := newTestWindow(t)
	opens := first.opens()
	for _, m := range shell.Modes {
		if opens[m.ID] == nil {
			continue
		}
		opened++
		t.Run(m.Title, func(t *testing.T) {
			win, w := newTestWindow(t)
			open(t, w, m.ID)
			if w.Title() == shell.AppName {
				t.Fatalf("%s did not open", m.Title)
			}
			uitest.AssertIdle(t, m.Title)
			win.ShowStart()
			uitest.AssertIdle(t, "the start screen, back from "+m.Title)
		})
	}
	if opened < 2 {
		t.Fatalf("only %d screens opened from the start screen", opened)
	}
}
