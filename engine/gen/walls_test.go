package gen

import (
	"strings"
	"testing"

	"github.com/labyrinth-game/labyrinth/engine/analyze"
	"github.com/labyrinth-game/labyrinth/engine/rules"
)

// TestIndestructibleInnerWalls: in the reference every inner wall can be
// blown up (§1.4, part A), so the generator makes indestructible inner walls
// only for rules that allow them (option O3, indestructible_inner_walls),
// whatever the difficulty asks.
func TestIndestructibleInnerWalls(t *testing.T) {
	o3 := referenceWith(func(r *rules.Rules) { r.IndestructibleInnerWalls = true })
	for _, c := range []struct {
		name  string
		rules *rules.Rules
		some  bool
	}{
		{"§1.4 no rules: the reference", nil, false},
		{"§1.4 the Reference preset", ptr(rules.Reference()), false},
		{"§1.4 the Beginner preset", ptr(rules.Beginner()), false},
		{"O3 indestructible inner walls allowed", o3, true},
	} {
		t.Run(c.name, func(t *testing.T) {
			found := 0
			for seed := range uint64(4) {
				p := Defaults(10, 10, 3, Expert, c.rules)
				p.Seed = seed
				if got := p.IndestructiblePercent > 0; got != c.some {
					t.Fatalf("indestructible percentage %d", p.IndestructiblePercent)
				}
				res := mustGenerate(t, p)
				found += analyze.Maze(res.Maze).Counts.Indestructible
			}
			if (found > 0) != c.some {
				t.Fatalf("%d indestructible inner walls in four expert labyrinths", found)
			}
		})
	}
	t.Run("§1.4 asked for without the option, refused", func(t *testing.T) {
		p := Defaults(6, 6, 3, Standard, ptr(rules.Reference()))
		p.IndestructiblePercent = 10
		if err := p.Check(); err == nil || !strings.Contains(err.Error(), "indestructible_inner_walls") {
			t.Fatalf("Check: %v", err)
		}
	})
}
