package moves

import (
	"math/rand/v2"
	"testing"

	"github.com/labyrinth-game/labyrinth/engine/maze"
)

func TestParseCondition(t *testing.T) {
	r := rand.New(rand.NewPCG(5, 6))
	kinds := []CondKind{IfFind, IfPit, IfWall, IfRiver, IfCell, IfScream, IfHealed}
	cells := []maze.Kind{maze.Land, maze.Hospital, maze.Weaponry, maze.Delta, maze.Encephalitis, maze.Pit, maze.River}
	for range 500 {
		c := Condition{Kind: kinds[r.IntN(len(kinds))], Not: r.IntN(2) == 0}
		switch c.Kind {
		case IfFind:
			c.Item = Item(r.IntN(int(Grenade) + 1))
		case IfCell:
			c.Cell = cells[r.IntN(len(cells))]
		}
		got, err := ParseCondition(c.String())
		if err != nil || got != c {
			t.Fatalf("%q: %+v, %v; want %+v", c.String(), got, err, c)
		}
	}
	for _, bad := range []string{"", "go up", "if I dance", "if I find a treasure, shoot up"} {
		if _, err := ParseCondition(bad); err == nil {
			t.Errorf("%q accepted", bad)
		}
	}
}
