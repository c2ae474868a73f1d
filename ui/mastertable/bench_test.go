package mastertable

import (
	"fmt"
	"testing"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/driver/software"
	"fyne.io/fyne/v2/test"

	apphost "github.com/labyrinth-game/labyrinth/app/host"
	"github.com/labyrinth-game/labyrinth/engine/gen"
	"github.com/labyrinth-game/labyrinth/engine/maze"
	"github.com/labyrinth-game/labyrinth/engine/rules"
	"github.com/labyrinth-game/labyrinth/net/wire"
	"github.com/labyrinth-game/labyrinth/ui/shell"
)

// BenchmarkTableRedraw: the game master's table takes an update of a
// 30x30 labyrinth with six moving pieces and is drawn — the plan's
// overlays, the seats, the controls, then the whole window rendered by
// Fyne's software painter (the test canvas), 1280x800. The target is a
// frame: 16 ms (docs/performance.md, "The game master's table").
func BenchmarkTableRedraw(b *testing.B) {
	r := rules.Reference()
	r.MoveSeconds = 60
	p := gen.Defaults(30, 30, 6, gen.Standard, &r)
	p.Seed = 11
	res, err := gen.Generate(p)
	if err != nil {
		b.Fatal(err)
	}
	test.NewTempApp(b).Settings().SetTheme(shell.Theme{})
	var land []maze.Pos
	for pos, c := range res.Maze.Cells {
		if c.Kind == maze.Land {
			land = append(land, pos)
		}
	}
	tb := apphost.Table{Name: "Bench", Master: apphost.HumanMaster, Rules: r, Stage: apphost.StagePlaying, Round: 1, Plan: res.Maze,
		Timing: apphost.Timing{MoveSeconds: 60, Timed: -1, Break: apphost.Break{Seat: -1}}}
	for i := range 6 {
		tb.Seats = append(tb.Seats, apphost.TableSeat{Seat: i, Colour: i, Name: fmt.Sprintf("P%d", i+1), Presence: wire.Connected,
			Piece: apphost.PieceOnCell, Bullets: 3, Grenades: 3})
	}
	s := &Screen{env: &Env{Now: time.Now}, tb: tb}
	t := newTableView(s)
	w := test.NewTempWindow(b, t.content())
	w.Resize(fyne.NewSize(1280, 800))
	move := func(k int) {
		tb.Version++
		tb.Turn = k % 6
		for i := range tb.Seats {
			st := &tb.Seats[i]
			st.Turn = i == tb.Turn
			st.Trail = st.Trail[:0]
			for j := range apphost.TrailMoves + 1 {
				st.Trail = append(st.Trail, apphost.TrailStep{Pos: land[(k+j+i*37)%len(land)], Move: k + j})
			}
			st.Pos = st.Trail[len(st.Trail)-1].Pos
		}
		s.tb = tb
		t.apply(tb, nil)
	}
	move(0)
	c := w.Canvas().(software.WindowlessCanvas)
	c.Capture()
	k := 1
	// update: what the screen does on the UI goroutine when the host
	// signals; render adds the software painter's whole window, which a
	// GL driver does on the graphics card.
	b.Run("update", func(b *testing.B) {
		b.ReportAllocs()
		for b.Loop() {
			move(k)
			k++
		}
	})
	b.Run("update+render", func(b *testing.B) {
		b.ReportAllocs()
		for b.Loop() {
			move(k)
			k++
			c.Capture()
		}
	})
}
