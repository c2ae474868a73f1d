package bot

import (
	"testing"

	"github.com/labyrinth-game/labyrinth/engine/gen"
	"github.com/labyrinth-game/labyrinth/engine/maze"
	"github.com/labyrinth-game/labyrinth/engine/rules"
)

// generated is a generated labyrinth for tests.
func generated(t testing.TB, w, h, players int, r rules.Rules, seed uint64) *maze.Maze {
	t.Helper()
	p := gen.Defaults(w, h, players, gen.Standard, &r)
	p.Seed = seed
	res, err := gen.Generate(p)
	if err != nil {
		t.Fatal(err)
	}
	return res.Maze
}

func TestMatchesEnd(t *testing.T) {
	r := rules.Reference()
	for seed := uint64(1); seed <= 6; seed++ {
		m := generated(t, 8, 8, 2, r, seed)
		for _, lv := range [][]Level{{Beginner, Beginner}, {Standard, Beginner}, {Expert, Standard}} {
			out, err := Match(m, r, lv, seed)
			if err != nil {
				t.Fatalf("seed %d %v: %v", seed, lv, err)
			}
			t.Logf("seed %d %v: %s winner %d after %d rounds, said %v", seed, lv, out.Result, out.Winner, out.Rounds, out.Said)
		}
	}
}
