package solo

import (
	"slices"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"

	"github.com/labyrinth-game/labyrinth/engine/maze"
	"github.com/labyrinth-game/labyrinth/engine/rules"
	"github.com/labyrinth-game/labyrinth/engine/validate"
	"github.com/labyrinth-game/labyrinth/ui/uitest"
	"github.com/labyrinth-game/labyrinth/ui/widgets"
)

// The lobby keeps the start to the rules' starts option: 001's G2 (l.123)
// has the game master place the player, G1 (l.122) has him choose.
func TestLobbyKeepsTheRulesStarts(t *testing.T) {
	l, _ := newTestLobby(t)
	l.width.SetText("5")
	l.height.SetText("4")
	r, err := rules.ParseCode("G2-A2-O3")
	if err != nil {
		t.Fatal(err)
	}
	l.rules.Form().TypeCode("G2-A2-O3")
	if l.startMode.Selected != startPlaced || !l.startMode.Disabled() {
		t.Fatalf("G2: %q, disabled %v", l.startMode.Selected, l.startMode.Disabled())
	}
	if !l.rules.Rules().Equal(r) || l.startBtn.Disabled() {
		t.Fatal("G2: the game master places the player: nothing to click")
	}
	if got := widgets.MessageText(l.outlineMsg); !strings.Contains(got, "These rules have the game master place every player (G2)") {
		t.Errorf("G2: the outline says %q", got)
	}
	l.rules.Form().TypeCode("G1-A2")
	if l.startMode.Selected != startChoose || !l.startMode.Disabled() {
		t.Fatalf("G1: %q, disabled %v", l.startMode.Selected, l.startMode.Disabled())
	}
	if got := widgets.MessageText(l.outlineMsg); !strings.Contains(got, "These rules have every player choose his start (G1)") {
		t.Errorf("G1: the outline says %q", got)
	}
	l.rules.Form().StartFrom("Beginner")
	if l.startMode.Disabled() {
		t.Fatal("Beginner leaves the start to the player")
	}
	test.Tap(l.startBtn) // nothing chosen: nothing starts
	if l.env.game() != nil {
		t.Fatal("a game started without a start")
	}
}

// Solo practice offers "Maze on paper"'s playable presets (001 l.174–189),
// and a labyrinth generated for each starts a game played by it: BASIC and
// BASIC-W (G1) on the cell the player clicks, CLASSIC (G2) where the game
// master places him.
func TestSoloPlaysTheCodePresets(t *testing.T) {
	for _, cp := range rules.PlayableCodePresets() {
		t.Run(cp.Title(), func(t *testing.T) {
			l, f := newTestLobby(t)
			if !slices.Contains(l.rules.Form().Options(), cp.Name) {
				t.Fatalf("%s is not offered: %v", cp.Name, l.rules.Form().Options())
			}
			want := cp.Config
			l.width.SetText("6")
			l.height.SetText("5")
			l.rules.Form().StartFrom(cp.Name)
			if !l.rules.Rules().Equal(want) {
				t.Fatalf("the lobby's rules differ from %s", cp.Name)
			}
			if want.Starts == rules.StartsPlayers {
				if l.startMode.Selected != startChoose {
					t.Fatalf("G1: %q", l.startMode.Selected)
				}
				pos, size := l.outline.CellRect(maze.At(1, 2))
				test.TapCanvas(f.W.Canvas(), fyne.CurrentApp().Driver().AbsolutePositionForObject(l.outline).Add(pos).AddXY(size.Width/2, size.Height/2))
			} else if l.startMode.Selected != startPlaced {
				t.Fatalf("G2: %q", l.startMode.Selected)
			}
			uitest.SaveShot(t, f.W, "SOLO_OUT", "solo", "lobby-"+cp.Name+".png")
			test.Tap(l.startBtn)
			g := l.env.game()
			if g == nil {
				t.Fatalf("no game started: %q", l.message.String())
			}
			t.Cleanup(g.Close)
			gm := uitest.GameMaster(t, g.Journal)
			if got := gm.Rules(); got.Preset != cp.Name || !got.Equal(want) {
				t.Errorf("the game is played by %q", got.Preset)
			}
			if rep := validate.Check(gm.Plan(), validate.Options{Rules: &want}); !rep.OK() {
				t.Errorf("the labyrinth generated is not valid under %s: %v", cp.Name, rep.Errors())
			}
			if want.Exits == 1 && len(gm.Plan().Exits()) != 1 {
				t.Errorf("O2: %d exits", len(gm.Plan().Exits()))
			}
			if want.Starts == rules.StartsPlayers && gm.Player(0).Pos != maze.At(1, 2) {
				t.Errorf("G1: the player starts at %v, not where he clicked", gm.Player(0).Pos)
			}
		})
	}
}
