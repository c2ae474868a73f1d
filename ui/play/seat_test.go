package play

import (
	"strings"
	"sync"
	"testing"

	"fyne.io/fyne/v2"

	"github.com/labyrinth-game/labyrinth/app/seat"
	"github.com/labyrinth-game/labyrinth/app/session"
	"github.com/labyrinth-game/labyrinth/engine/game"
	"github.com/labyrinth-game/labyrinth/engine/maze"
	"github.com/labyrinth-game/labyrinth/engine/moves"
	"github.com/labyrinth-game/labyrinth/engine/rules"
	"github.com/labyrinth-game/labyrinth/ui/uitest"
)

// tableSeat is a seat at a game of two that the test runs, as a host
// elsewhere would: the screen has only the seat, and the other player's
// moves reach it without the screen asking.
type tableSeat struct {
	*seat.Hearing
	mu  sync.Mutex
	g   *game.Game
	all []game.Event
}

func newTableSeat(t *testing.T, m *maze.Maze, names []string, starts ...maze.Pos) *tableSeat {
	t.Helper()
	return newTableSeatAs(t, m, rules.Reference(), 0, names, starts...)
}

// newTableSeatAs is a seat for viewer (a player, or game.Spectator) at a
// game under r; play begins once every player has a start.
func newTableSeatAs(t *testing.T, m *maze.Maze, r rules.Rules, viewer int, names []string, starts ...maze.Pos) *tableSeat {
	t.Helper()
	g, err := game.New(game.Setup{Maze: m, Rules: r, Seed: 1, Players: names})
	if err != nil {
		t.Fatal(err)
	}
	ts := &tableSeat{Hearing: seat.NewHearing(g.PublicInfo(), viewer), g: g}
	for i, c := range starts {
		ts.must(t, game.Choose(i, c))
	}
	if len(starts) == len(names) {
		ts.must(t, game.Command{Kind: game.Begin})
	}
	return ts
}

func (ts *tableSeat) must(t *testing.T, c game.Command) {
	t.Helper()
	if err := ts.apply(c); err != nil {
		t.Fatal(err)
	}
}

// apply plays a command, as the host does, and sends the seat what it
// hears: the events with the game's numbers taken off.
func (ts *tableSeat) apply(c game.Command) error {
	ts.mu.Lock()
	defer ts.mu.Unlock()
	out, err := ts.g.Apply(c, nil)
	if err != nil {
		return err
	}
	ts.all = append(ts.all, out...)
	for i := range out {
		out[i].Seq = 0
	}
	ts.Hear(out...)
	return nil
}

// other makes another player say text.
func (ts *tableSeat) other(t *testing.T, player int, text string) {
	t.Helper()
	st, err := moves.ParseStatement(text)
	if err != nil {
		t.Fatal(err)
	}
	ts.must(t, game.Ask(player, st))
}

func (ts *tableSeat) Say(st moves.Statement) error {
	if ts.Viewer() < 0 {
		return seat.RefuseSpectator(game.Ask(ts.Viewer(), st), ts.Info().Names)
	}
	return ts.apply(game.Ask(ts.Viewer(), st))
}
func (ts *tableSeat) ChooseStart(cell maze.Pos) error {
	return ts.apply(game.Choose(ts.Viewer(), cell))
}
func (ts *tableSeat) SayText(text string) error {
	st, err := moves.ParseStatement(text)
	if err != nil {
		return game.ParseRefusal(ts.Viewer(), err)
	}
	return ts.Say(st)
}
func (ts *tableSeat) Reveal() (*session.Reveal, error) {
	ts.mu.Lock()
	defer ts.mu.Unlock()
	return session.NewReveal(ts.g.Setup().Maze, ts.g.Plan().Clone(), ts.g.Names(), ts.all)
}
func (ts *tableSeat) Close() error {
	ts.CloseUpdates()
	return nil
}

var _ seat.Seat = (*tableSeat)(nil)

// TestSoloScreenOnASeatElsewhere plays the game screen on a seat whose
// game master is elsewhere, with another player: the screen asks nothing of
// a session; what the other player does is shown when the seat signals it;
// a move out of turn is refused in the game master's words; the wound he
// inflicts is known and the new cell offered (§5.5).
func TestSoloScreenOnASeatElsewhere(t *testing.T) {
	f := uitest.NewFrame(t)
	env := testPlayEnv(t)
	var watched func()
	env.Watch = func(_ <-chan struct{}, news func()) { watched = news }
	ts := newTableSeat(t, soloTestMaze(t), []string{"Ann", "Bob"}, maze.At(1, 0), maze.At(2, 0))
	g := Open(f, &env, Game{Seat: ts, Title: "A game of two"})
	t.Cleanup(g.close)
	if watched == nil {
		t.Fatal("the screen does not watch the seat's news")
	}
	if g.saveLabel.String() != "Not saved" || g.roundLabel.Text != "Round 1" {
		t.Fatalf("top bar: %q, %q", g.saveLabel.String(), g.roundLabel.Text)
	}

	soloPress(g, fyne.KeyLeft) // (2,1) has a wall on its left
	if !strings.Contains(g.log.lastText(), "go left") {
		t.Fatalf("the move is shown: %q", g.log.lastText())
	}
	soloPress(g, fyne.KeyLeft)
	if got := g.compose.feedback.String(); !strings.Contains(got, "it is Bob's turn, not Ann's") {
		t.Fatalf("§6.2 out of turn: %q", got)
	}

	ts.other(t, 1, "shoot left, go right") // Ann stands left of Bob
	if strings.Contains(g.log.lastText(), "Bob") {
		t.Fatal("news is taken in on the UI goroutine, when the seat signals")
	}
	watched()
	var log []string
	for _, row := range g.log.rows {
		if row != nil && row.Visible() {
			log = append(log, row.String())
		}
	}
	if all := strings.Join(log, "\n"); !strings.Contains(all, "Bob: shoot left, go right") || !strings.Contains(all, "A scream is heard") ||
		!strings.Contains(g.log.lastText(), "Ann is wounded and can ask for a new cell") {
		t.Fatalf("Bob's move and the wound notice are shown:\n%s", all)
	}
	if k := g.known(); k.Health != game.Wounded || !k.MayOrderCell {
		t.Fatalf("§5.5 Ann is told she is wounded and may order a new cell: %+v", k)
	}
	g.compose.lastErr = nil
	g.compose.hint()
	if got := g.compose.feedback.String(); !strings.Contains(got, "order a new cell") {
		t.Fatalf("the new cell is offered: %q", got)
	}
	typeMove(g, "order a new cell (4,3)")
	if k := g.known(); k.MayOrderCell || k.NewCells != session.Exactly(0) {
		t.Fatalf("the cell ordered: %+v", k)
	}
	typeMove(g, "recall Ann")
	if got := g.compose.feedback.String(); !strings.Contains(got, "one can recall other players' moves, not one's own") || strings.Contains(got, "Ann:") {
		t.Fatalf("§6.3 the refusal, without the player's own name in front: %q", got)
	}
	watched() // nothing new: nothing changes
	if g.over() || g.Seat.State().Turn != 0 {
		t.Fatalf("state %+v", g.Seat.State())
	}
}
