package host_test

import (
	"context"
	"testing"

	"github.com/labyrinth-game/labyrinth/app/host"
	"github.com/labyrinth-game/labyrinth/engine/gen"
	"github.com/labyrinth-game/labyrinth/engine/maze"
	"github.com/labyrinth-game/labyrinth/engine/rules"
)

// TestHostedCodePresets: a hosted game accepts each playable preset of
// "Maze on paper" (001 l.174–189) on a labyrinth generated for it, as
// `labyrinth host --gen 6x6 --rules BASIC` makes: under G1 (BASIC,
// BASIC-W) the two players choose their starts, under G2 (CLASSIC) the
// computer game master places them; play begins, and a first move is
// taken.
func TestHostedCodePresets(t *testing.T) {
	for _, cp := range rules.PlayableCodePresets() {
		t.Run(cp.Title(), func(t *testing.T) {
			r := cp.Config
			p := gen.Defaults(6, 6, 2, gen.Standard, &r)
			p.Seed = 1
			res, err := gen.Generate(p)
			if err != nil {
				t.Fatal(err)
			}
			cfg := config(t)
			cfg.Maze, cfg.Rules = res.Maze, r
			h, ann, bob := seated(t, cfg)
			if got := h.RulesName(); got != cp.Name {
				t.Errorf("hosted under %q", got)
			}
			if r.Starts == rules.StartsPlayers {
				waitFor(t, "the game made", func() bool { return h.Table().Stage == host.StageChoosing })
				for i, c := range []interface {
					ChooseStart(context.Context, maze.Pos) error
				}{ann, bob} {
					if err := c.ChooseStart(context.Background(), maze.Pos{X: i, Y: 0}); err != nil {
						t.Fatalf("G1: choosing a start: %v", err)
					}
				}
			}
			waitFor(t, "play begun", func() bool { return h.Table().Stage == host.StagePlaying })
			turn := h.Table().Turn
			first := ann
			if turn == 1 {
				first = bob
			}
			if err := first.Say(context.Background(), "skip"); err != nil {
				t.Fatalf("a first move: %v", err)
			}
			waitFor(t, "the turn passes to the other player", func() bool { return h.Table().Turn != turn })
		})
	}
}
