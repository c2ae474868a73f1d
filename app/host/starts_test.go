package host_test

import (
	"testing"

	"github.com/labyrinth-game/labyrinth/app/host"
	"github.com/labyrinth-game/labyrinth/engine/game"
	"github.com/labyrinth-game/labyrinth/engine/maze"
	"github.com/labyrinth-game/labyrinth/engine/rules"
)

// TestStartsG2ComputerMaster: under 001's G2 (l.123) the computer game
// master places every player itself and the game begins: nobody has a
// start to choose.
func TestStartsG2ComputerMaster(t *testing.T) {
	cfg := config(t)
	cfg.Rules.Starts = rules.StartsMaster
	h, _, _ := seated(t, cfg)
	waitFor(t, "play begun", func() bool { return h.Table().Stage == host.StagePlaying })
	// Play began with nobody having chosen: the game master placed them.
	for _, s := range h.Table().Seats {
		if s.Chose {
			t.Errorf("%s chose his start: %+v", s.Name, s)
		}
	}
}

// TestStartsG1HumanMaster: under 001's G1 (l.122) a human game master
// places nobody; the players choose.
func TestStartsG1HumanMaster(t *testing.T) {
	cfg := config(t)
	cfg.Master, cfg.Rules.Starts = host.HumanMaster, rules.StartsPlayers
	h, _, _ := seated(t, cfg)
	waitFor(t, "the game made", func() bool { return h.Table().Stage == host.StageChoosing })
	if err := h.Place(0, maze.Pos{X: 1, Y: 1}); !refused(err, game.RefusedStartsByPlayers) {
		t.Errorf("placed under G1: %v", err)
	}
}
