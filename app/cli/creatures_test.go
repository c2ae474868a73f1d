package cli

import (
	"encoding/json"
	"strings"
	"testing"

	"github.com/labyrinth-game/labyrinth/engine/game"
)

// The example of seed 001's creatures (O7, l.110) in docs/examples plays as
// docs/rules.md ("Creatures") describes it.
func TestReplayCreatures(t *testing.T) {
	args := []string{"replay", "--maze", "../../docs/examples/creatures.json", "--script", "../../docs/examples/creatures.script"}
	code, out, errs := run(t, "", args...)
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errs)
	}
	for _, want := range []string{
		"  everyone: Creatures live in this labyrinth: a bear and a leprechaun.\n",
		"  Ann:      Ann meets the leprechaun: the nearest treasure lies 3 cells east and 1 cell south.\n",
		"  gm:       The leprechaun (creature 2) is now at (1,3).\n",
		"  everyone: A squeal is heard! The leprechaun is killed.\n",
		"  Bob:      Bob meets the bear!\n",
		"  gm:       Bob is wounded by the bear.\n",
		"  everyone: Bob is wounded.\n",
	} {
		if !strings.Contains(out, want) {
			t.Errorf("output lacks %q:\n%s", want, out)
		}
	}
	code, out, errs = run(t, "", append(args, "--json")...)
	if code != 0 {
		t.Fatalf("--json: exit %d: %s", code, errs)
	}
	codes := map[game.Code]int{}
	for _, l := range strings.Split(strings.TrimSpace(out), "\n") {
		var e game.Event
		if err := json.Unmarshal([]byte(l), &e); err != nil {
			t.Fatalf("%s: %v", l, err)
		}
		codes[e.Code]++
	}
	if codes[game.CreaturesTold] != 1 || codes[game.CreatureMet] != 2 || codes[game.CreatureHit] != 1 || codes[game.CreatureMoved] == 0 {
		t.Fatalf("codes %v", codes)
	}
}
