package play

import (
	"errors"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"github.com/labyrinth-game/labyrinth/engine/game"
	"github.com/labyrinth-game/labyrinth/engine/maze"
	"github.com/labyrinth-game/labyrinth/engine/rules"
	"github.com/labyrinth-game/labyrinth/ui/shell"
	"github.com/labyrinth-game/labyrinth/ui/uitest"
)

// TestSpectator: a spectator hears what is said aloud (events.md, "The
// audience is the security boundary"): the log and whose turn it is, no
// composer, no notebook, no move keys; after the game, the reveal with
// every player's trajectory, whose replay he chooses, and no notebook to
// compare.
func TestSpectator(t *testing.T) {
	tp := openTwo(t, rules.Reference(), game.Spectator, nil, maze.At(1, 0), maze.At(2, 0))
	g := tp.g
	texts := strings.Join(uitest.Texts(g.win.Content()), "\n")
	if strings.Contains(texts, "Before the move") || strings.Contains(texts, "What you know") || uitest.FindButton(g.win.Content(), "Say") != nil {
		t.Fatalf("a spectator's screen has the composer or the status:\n%s", texts)
	}
	if got := g.turn.headText(); got != "Watching · Ann's turn" {
		t.Fatalf("the heading: %q", got)
	}
	if strings.Contains(texts, "saved") || strings.Contains(texts, "Saved") {
		t.Fatalf("a spectator's header speaks of saving, though he keeps nothing:\n%s", texts)
	}
	if _, ok := findKey(g, "move.up"); ok {
		t.Fatal("a spectator has the move keys")
	}
	tp.ts.other(t, 0, "go left")
	tp.watched()
	if !strings.Contains(g.log.lastText(), "Ann: go left") || g.turn.headText() != "Watching · Bob's turn" {
		t.Fatalf("Ann's move: %q, %q", g.log.lastText(), g.turn.headText())
	}
	for _, e := range g.Seat.Events(0) {
		if !e.To.Includes(game.Spectator) || e.To.Kind != game.ToEveryone {
			t.Fatalf("a spectator heard %+v", e)
		}
	}
	var r *game.Refusal
	if err := g.Seat.SayText("go up"); !errors.As(err, &r) || r.Code != game.RefusedSpectator {
		t.Fatalf("a spectator's statement: %v", err)
	}

	tp.ts.must(t, game.Command{Kind: game.EndGame})
	tp.watched()
	if g.reveal == nil {
		t.Fatal("the game over: no reveal")
	}
	texts = strings.Join(uitest.Texts(g.win.Content()), "\n")
	if strings.Contains(texts, "Your notebook") || !strings.Contains(texts, "The game") {
		t.Fatalf("a spectator's reveal:\n%s", texts)
	}
	if g.reveal.follow == nil || g.reveal.who != 0 {
		t.Fatal("the reveal follows nobody")
	}
	g.reveal.follow.SetSelected("Bob")
	if g.reveal.who != 1 || len(g.reveal.steps) != len(g.reveal.rev.Steps[1]) {
		t.Fatalf("following Bob: %d", g.reveal.who)
	}
}

func findKey(g *Screen, id string) (string, bool) {
	for _, b := range g.soloBindings() {
		if b.ID == id {
			return b.Label(), true
		}
	}
	return "", false
}

// TestTheEndOfAGameOfTwo: at the end of a game of several, the player gets
// the reveal as in solo — the plan, his replay, his figures, his
// notebook's accuracy — and can follow another player's replay.
func TestTheEndOfAGameOfTwo(t *testing.T) {
	tp := openTwo(t, rules.Reference(), 0, nil, maze.At(1, 0), maze.At(2, 0))
	g := tp.g
	typeMove(g, "go down")
	tp.ts.other(t, 1, "go right")
	tp.watched()
	tp.ts.must(t, game.Command{Kind: game.EndGame})
	tp.watched()
	r := g.reveal
	if r == nil || r.who != 0 || len(r.steps) != 2 {
		t.Fatalf("the reveal: %+v", r)
	}
	texts := strings.Join(uitest.Texts(g.win.Content()), "\n")
	if !strings.Contains(texts, "Your notebook") || !strings.Contains(texts, "Figures and replay of") {
		t.Fatalf("the reveal's panels:\n%s", texts)
	}
	if !strings.Contains(r.scoreText(), "Your marks") {
		t.Fatalf("the notebook's accuracy: %q", r.scoreText())
	}
	r.follow.SetSelected("Bob")
	if r.who != 1 || !strings.Contains(r.stepText(), "go right") {
		t.Fatalf("Bob's replay: %q", r.stepText())
	}
}

// In a game of several the log writes each speaker's name in his seat's
// colour, the colour of the turn bar: the theme gives the colour by name.
func TestTheLogNamesEachPlayerInHisColour(t *testing.T) {
	tp := openTwo(t, rules.Reference(), 0, nil, maze.At(1, 0), maze.At(2, 0))
	g := tp.g
	soloPress(g, fyne.KeyLeft)
	tp.ts.other(t, 1, "go right")
	tp.watched()
	want := map[string]int{"You": 0, "Bob": 1}
	found := map[string]bool{}
	for _, row := range g.log.rows {
		if row == nil || !row.Visible() {
			continue
		}
		for _, seg := range row.Segments {
			ts, ok := seg.(*widget.TextSegment)
			if !ok {
				continue
			}
			if seat, ok := want[ts.Text]; ok {
				found[ts.Text] = true
				got := fyne.CurrentApp().Settings().Theme().Color(ts.Style.ColorName, theme.VariantLight)
				if ts.Style.ColorName != shell.ColorNameSeat(seat) || got != shell.SeatColour(seat) {
					t.Errorf("%s is written in %q (%v), not in seat %d's colour %v", ts.Text, ts.Style.ColorName, got, seat, shell.SeatColour(seat))
				}
			}
		}
	}
	if len(found) != 2 {
		t.Fatalf("the log names %v, want Ann (as You) and Bob", found)
	}
}

// At 1024x700 the players' reveal gives the plan the room beside the tabs;
// the legend is a tab of its own.
func TestThePlayersRevealGivesThePlanTheRoom(t *testing.T) {
	tp := openTwo(t, rules.Reference(), 0, nil, maze.At(1, 0), maze.At(2, 0))
	g := tp.g
	g.win.Resize(fyne.NewSize(1024, 700))
	soloPress(g, fyne.KeyLeft)
	tp.ts.must(t, game.Command{Kind: game.EndGame})
	tp.watched()
	if g.reveal == nil {
		t.Fatal("no reveal")
	}
	soloShot(t, g.win, "players-reveal-1024x700.png")
	if w := g.reveal.view.Size().Width; w < 500 {
		t.Errorf("the plan has %v pixels of the window's 1024", w)
	}
	var tabs []string
	uitest.Walk(g.win.Content(), func(o fyne.CanvasObject) bool {
		if at, ok := o.(*container.AppTabs); ok {
			for _, it := range at.Items {
				tabs = append(tabs, it.Text)
			}
		}
		return true
	})
	if !uitest.Contains(tabs, "Legend") {
		t.Errorf("no Legend tab: %q", tabs)
	}
}
