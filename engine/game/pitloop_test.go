package game

import (
	"testing"

	"github.com/labyrinth-game/labyrinth/engine/maze"
)

// Seed 004 l.28: «а также может быть цикл из 1 ямы» — "and there may be a
// cycle of one pit" (rules option single_pit_loops). Falling into it, or
// moving by its loop, leaves the player where he is, announced as any pit:
// nobody learns from the words that the loop has a single pit.
func TestSinglePitLoop(t *testing.T) {
	rows := []string{
		"L  L  H  W  L",
		"L  L  L  P1.1 L",
		"L  L  L  L  L",
		"L  L  L  P2.1 L",
		"L  L  P2.2 L  L",
	}
	m := plan(t, rows, "1,1 left exit", "5,5 down exit", "$1,5")
	r := ref()
	r.SinglePitLoops = true
	cases := []struct {
		name  string
		start string
		move  string
		code  Code
		end   maze.Pos
	}{
		{"004 l.28 falling into a cycle of one pit", "3,2", "go right", FellIntoPit, pos(4, 2)},
		{"004 l.28 by the loop of one pit", "4,2", "by the loop", MovedByLoop, pos(4, 2)},
		{"004 l.28 a longer loop beside it carries as before", "3,4", "go right", FellIntoPit, pos(3, 5)},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			tb := newTable(t, m, r, "Ann@"+c.start)
			tb.say("Ann", c.move)
			e := tb.must(c.code)
			if e.Cell != maze.Pit {
				t.Errorf("announced cell %v, want a pit", e.Cell)
			}
			if got := tb.at("Ann"); got != c.end {
				t.Errorf("ends at %v, want %v", got, c.end)
			}
		})
	}
}
