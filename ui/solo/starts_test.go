package solo

import (
	"strings"
	"testing"

	"fyne.io/fyne/v2/test"

	"github.com/labyrinth-game/labyrinth/engine/rules"
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
