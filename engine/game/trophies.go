package game

import (
	"github.com/labyrinth-game/labyrinth/engine/maze"
	"github.com/labyrinth-game/labyrinth/engine/rules"
)

// What becomes of a dead player's weapons (seed 001's W7, rules.Trophies).
// Under the reference they stay on his cell with his corpse: a shooter
// standing there catches what he can at once, anyone arriving picks them
// up, and a player there takes them (§5.5). Under W7 ("SWKs are trophies
// … but only in case he steps into the corresponding cell") only a player
// arriving takes them: a shooter catches nothing of what falls, and
// nobody standing on a cell where a player was killed takes or tops up
// bullets and grenades from it without stepping in, as long as any lie
// there. Without W7 (none)
// his bullets and grenades are lost with him; his corpse and what he
// carried stay.

// keepsKit reports whether a dead player's bullets and grenades stay on his
// cell.
func (g *Game) keepsKit() bool { return g.rules.Trophies != rules.TrophiesNone }

// catches reports whether a shooter catches what falls from the players he
// hits on his own cell (§5.5).
func (g *Game) catches() bool { return g.rules.Trophies != rules.TrophiesOnArrival }

// markTrophies records, under W7, that a player was killed at pos: the
// bullets and grenades lying there are his kit, for whoever steps in.
func (g *Game) markTrophies(pos maze.Pos) {
	if g.rules.Trophies != rules.TrophiesOnArrival {
		return
	}
	if g.trophies == nil {
		g.trophies = make([]bool, g.plan.Len())
	}
	g.trophies[g.plan.Index(pos)] = true
}

// trophiesAt reports whether the bullets and grenades lying at pos may be
// a killed player's kit, which under W7 only a player arriving takes.
func (g *Game) trophiesAt(pos maze.Pos) bool {
	if g.trophies == nil {
		return false
	}
	i := g.plan.Index(pos)
	if g.piles[i].Bullets == 0 && g.piles[i].Grenades == 0 {
		g.trophies[i] = false // all taken: what is put down later is no trophy
	}
	return g.trophies[i]
}
