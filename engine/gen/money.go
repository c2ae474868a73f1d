package gen

import (
	"strings"

	"github.com/labyrinth-game/labyrinth/engine/maze"
	"github.com/labyrinth-game/labyrinth/engine/rules"
)

// casinos turns land cells into casinos (seed 004 l.30–32), as many as
// Params.Casinos asks with those drawn counted, never under a treasure or
// on a chain (§7.1), which runs over land.
func (b *builder) casinos(pl *places) error {
	have := 0
	for i := range b.n {
		if b.kind[i] == maze.Casino {
			have++
		}
	}
	for range b.p.Casinos - have {
		i := b.probeAll(func(i int) bool {
			return b.kind[i] == maze.Land && !b.fx.cells[i] && !pl.treasure[i] &&
				(b.role[i] == roleFree || b.role[i] == roleLand)
		})
		if i < 0 {
			return failf("no land cell left for a casino")
		}
		b.m.SetCell(b.pos(i), maze.Cell{Kind: maze.Casino})
		b.kind[i] = maze.Casino
	}
	return nil
}

// UsualSize is the size a preset's game is usually played on, when its
// source names one: seed 004's "Lives and money" is "usually on a 4 × 5
// grid" (l.3). ok is false for the others, which leave the size to the
// game master.
func UsualSize(r rules.Rules) (width, height int, ok bool) {
	if strings.EqualFold(r.Preset, rules.LivesAndMoneyName) {
		return 4, 5, true
	}
	return 0, 0, false
}
