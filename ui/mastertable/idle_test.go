package mastertable

import (
	"testing"
	"time"

	"fyne.io/fyne/v2"

	apphost "github.com/labyrinth-game/labyrinth/app/host"
	"github.com/labyrinth-game/labyrinth/engine/rules"
	"github.com/labyrinth-game/labyrinth/net/wire"
	"github.com/labyrinth-game/labyrinth/ui/shell"
	"github.com/labyrinth-game/labyrinth/ui/uitest"
)

// Idle is idle: the lobby and the table, left alone, ask for no redraw
// and run no animation (uitest.AssertIdle). With LABYRINTH_SHOTS set, the
// tests save the screens at 1024x700 and 1920x1080 under out/mastertable/
// to look at.
func TestTheLobbyIsIdle(t *testing.T) {
	h := hostGame(t, apphost.HumanMaster, 3, rules.Reference())
	s, f := open(t, h)
	join(t, h, "Ann")
	join(t, h, "Bob")
	waitTable(t, s, "two players", func(tb apphost.Table) bool { return tb.Seats[1].Presence == wire.Connected })
	shots(t, f, "lobby")
	uitest.AssertIdle(t, "the host's lobby")
}

func TestTheTableIsIdle(t *testing.T) {
	s, f, seats := tableGame(t, rules.Reference())
	cells := landCells(s.h, 2)
	if err := seats[0].ChooseStart(cells[0]); err != nil {
		t.Fatal(err)
	}
	waitTable(t, s, "Ann chose", func(tb apphost.Table) bool { return tb.Seats[0].Chose })
	shots(t, f, "table-choosing")
	uitest.AssertIdle(t, "the game master's table, choosing")
	if err := seats[1].ChooseStart(cells[1]); err != nil {
		t.Fatal(err)
	}
	waitTable(t, s, "Bob chose", func(tb apphost.Table) bool { return tb.Seats[1].Chose })
	tap(t, s, "Begin")
	for _, move := range []string{"go up", "go left", "go down", "go right", "go up"} {
		if err := seats[s.h.Table().Turn].SayText(move); err != nil {
			t.Fatalf("%s: %v", move, err)
		}
	}
	waitTable(t, s, "five moves", func(tb apphost.Table) bool { return tb.Round == 3 && tb.Turn == 1 })
	// The countdown ticks while the move is timed: at a standstill clock
	// its ticks draw nothing.
	now := time.Now()
	s.env.Now = func() time.Time { return now }
	uitest.LetTimersRun()
	s.env.Every = func(d time.Duration, f func()) func() { return shell.Every(uitest.IdleTimer, f) }
	shell.OnUI(s.toggleTimer)
	if s.stopTick == nil {
		t.Fatal("a timed move's countdown does not tick")
	}
	shots(t, f, "table-playing")
	uitest.AssertIdle(t, "the game master's table during play, a move timed")
	shell.OnUI(s.toggleTimer)
	if s.stopTick != nil {
		t.Error("the countdown still ticks once the timing stopped")
	}
	shell.OnUI(func() {
		s.confirmEnd()
		uitest.TapDialogButton(t, f.W, "End the game")
	})
	shots(t, f, "table-reveal")
	uitest.AssertIdle(t, "the game master's reveal")
}

func shots(t *testing.T, f *uitest.Frame, name string) {
	t.Helper()
	for _, sz := range []struct {
		name string
		size fyne.Size
	}{{"1024x700", fyne.NewSize(1024, 700)}, {"1920x1080", fyne.NewSize(1920, 1080)}} {
		f.W.Resize(sz.size)
		uitest.SaveShot(t, f.W, "LABYRINTH_SHOTS", "mastertable", name+"-"+sz.name+".png")
	}
	f.W.Resize(uitest.ScreenSize)
}
