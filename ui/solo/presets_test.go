package solo

import (
	"slices"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"github.com/labyrinth-game/labyrinth/engine/rules"
	"github.com/labyrinth-game/labyrinth/ui/uitest"
)

// TestSoloOffersEveryPreset: the lobby's rules list offers every preset
// that can be played (rules.PresetNames: the reference's two and those of
// "Maze on paper" as their codes are built), and a game started from each,
// chosen in the list as the mouse would, is played by that preset.
func TestSoloOffersEveryPreset(t *testing.T) {
	env := testSoloEnv(t)
	l, list := openPresetLobby(t, env)
	names := rules.PresetNames()
	if len(names) < 2 {
		t.Fatalf("presets %v", names)
	}
	t.Logf("the presets that can be played: %v", names)
	for _, name := range names {
		if !slices.Contains(list.Options, name) {
			t.Errorf("the lobby does not offer the preset %s: %v", name, list.Options)
			continue
		}
		list.SetSelected(name)
		want, _ := rules.Preset(name)
		if l.rules.From() != name || !l.rules.Rules().Equal(want) {
			t.Errorf("chose %s, the lobby plays by %q", name, l.rules.From())
			continue
		}
		l.startMode.SetSelected(startPlaced)
		test.Tap(l.startBtn)
		g := env.game()
		if g == nil {
			t.Errorf("%s: no game started: %q", name, l.message.String())
			continue
		}
		if got := uitest.GameMaster(t, g.Journal).Rules(); !got.Equal(want) {
			t.Errorf("%s: the game is played by other rules", name)
		}
		g.Close()
		l, list = openPresetLobby(t, env)
	}
}

// openPresetLobby opens the lobby and finds its list of rules.
func openPresetLobby(t *testing.T, env *Env) (*lobby, *widget.Select) {
	t.Helper()
	f := uitest.NewFrame(t)
	l := OpenLobby(f, env)
	var list *widget.Select
	uitest.Walk(f.W.Content(), func(o fyne.CanvasObject) bool {
		if s, ok := o.(*widget.Select); ok && list == nil && slices.Contains(s.Options, "Reference") {
			list = s
		}
		return true
	})
	if list == nil {
		t.Fatal("no rules list in the lobby")
	}
	return l, list
}
