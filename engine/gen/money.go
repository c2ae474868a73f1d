package gen

import (
	"strings"

	"github.com/labyrinth-game/labyrinth/engine/maze"
	"github.com/labyrinth-game/labyrinth/engine/rules"
)

// casinos turns land cells into casinos (seed 004 l.30–32), as many as
// Params.Casinos asks with those drawn counted, as encephalitis cells are.
func (b *builder) casinos(pl *places) error {
	return b.fromLand(pl, maze.Casino, b.p.Casinos, "a casino")
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
