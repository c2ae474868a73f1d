package cli

import (
	"slices"
	"strings"
	"testing"

	"github.com/labyrinth-game/labyrinth/app/session"
	"github.com/labyrinth-game/labyrinth/engine/game"
	"github.com/labyrinth-game/labyrinth/engine/maze"
	"github.com/labyrinth-game/labyrinth/engine/rules"
)

// "status" in labyrinth join tells a player the game master placed (§6.1,
// seed 001's G2) that he does not choose his start, as the game screen
// does — not nothing, which left him typing "start X,Y" to be refused.
func TestJoinStatusSaysTheGameMasterChoosesTheStart(t *testing.T) {
	placed := "the game master chooses your start cell"
	k := session.NewKnown(rules.Reference(), []string{"Ann", "Bob"}, 1)
	if lines := knownLines(k, game.Choosing); slices.ContainsFunc(lines, func(l string) bool { return strings.Contains(l, placed) }) {
		t.Fatalf("before being placed the status says %q", lines)
	}
	k.Apply(game.Event{Code: game.StartByMaster, Player: 1, To: game.OnlyPlayer(1)})
	if lines := knownLines(k, game.Choosing); !slices.ContainsFunc(lines, func(l string) bool { return strings.Contains(l, placed) }) {
		t.Errorf("placed by the game master, the status says %q", lines)
	}
	k = session.NewKnown(rules.Reference(), []string{"Ann", "Bob"}, 0)
	k.Apply(game.Event{Code: game.StartChosen, Player: 0, Pos: maze.Pos{X: 2, Y: 3}, To: game.OnlyPlayer(0)})
	if lines := knownLines(k, game.Choosing); !slices.ContainsFunc(lines, func(l string) bool { return strings.HasPrefix(l, "your start cell: ") }) {
		t.Errorf("having chosen, the status says %q", lines)
	}
}
