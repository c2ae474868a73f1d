package session

import (
	"strings"
	"testing"

	"github.com/labyrinth-game/labyrinth/engine/game"
	"github.com/labyrinth-game/labyrinth/engine/maze"
	"github.com/labyrinth-game/labyrinth/engine/rules"
)

// Solo practice keeps the rules' starts option (001's G1 and G2).
func TestSoloStarts(t *testing.T) {
	start := maze.Pos{X: 1, Y: 1}
	with := func(s rules.StartRule) rules.Rules {
		r := rules.Reference()
		r.Starts = s
		return r
	}
	t.Run("001 l.123 G2: the game master places the player, whatever he chose", func(t *testing.T) {
		s, seen, err := NewSolo(Solo{Maze: smallMaze(t), Rules: with(rules.StartsMaster), Seed: 3, Start: &start})
		if err != nil {
			t.Fatal(err)
		}
		placed := false
		for _, e := range seen {
			placed = placed || e.Code == game.StartByMaster
		}
		if !placed {
			t.Errorf("not placed by the game master: %v", seen)
		}
		_ = s
	})
	t.Run("001 l.122 G1: the player chooses; no start chosen is refused", func(t *testing.T) {
		if _, _, err := NewSolo(Solo{Maze: smallMaze(t), Rules: with(rules.StartsPlayers), Seed: 3}); err == nil || !strings.Contains(err.Error(), "chooses his own start (G1)") {
			t.Errorf("%v", err)
		}
		if _, _, err := NewSolo(Solo{Maze: smallMaze(t), Rules: with(rules.StartsPlayers), Seed: 3, Start: &start}); err != nil {
			t.Error(err)
		}
	})
}
