package bot

import (
	"testing"

	"github.com/labyrinth-game/labyrinth/engine/game"

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

// Under seed 001's G2 the game master places every player: the bots do
// not choose, they play from wherever they were put (§6.1).
func TestMatchWhenTheGameMasterPlacesEveryone(t *testing.T) {
	r := rules.Reference()
	r.Starts = rules.StartsMaster
	m := generated(t, 8, 8, 2, r, 5)
	out, err := Match(m, r, []Level{Standard, Expert}, 5)
	if err != nil {
		t.Fatal(err)
	}
	placed := 0
	for _, e := range out.Log {
		switch e.Code {
		case game.StartChosen:
			t.Fatalf("a bot chose its start: %+v", e)
		case game.StartPlaced:
			placed++
		}
	}
	if placed != 2 || out.Said[0] < 5 {
		t.Fatalf("%d placed, %v said", placed, out.Said)
	}
}
