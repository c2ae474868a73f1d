package gen

import "github.com/labyrinth-game/labyrinth/engine/maze"

// casinos turns land cells into casinos (seed 004 l.30–32), as many as
// Params.Casinos asks with those drawn counted, as encephalitis cells are.
func (b *builder) casinos(pl *places) error {
	return b.fromLand(pl, maze.Casino, b.p.Casinos, "a casino")
}
