package game

import (
	"slices"

	"github.com/labyrinth-game/labyrinth/engine/maze"
	"github.com/labyrinth-game/labyrinth/engine/moves"
	"github.com/labyrinth-game/labyrinth/engine/rules"
)

// Creatures of seed 001 l.110 (and seed 002 l.60), under the rules option
// creatures (O7). The plan lists them (maze.Creature): a kind, a start
// cell (a bear's cave) and a path or the habit of copying the players.
// Their moves are a phase of the game of their own, worked out from the
// plan and the players' moves alone, so that a journal replays them as
// they were: no randomness, nothing new in the journal.
//
// The readings of the seed's text (docs/rules.md, "Creatures"):
//   - a creature on a path takes one step of it at the end of every
//     round; a step it cannot take (a wall was built in its way) it
//     tries again the next round;
//   - a creature that copies ("repeats (when it can) other players'
//     moves") tries each step a player said, after his move;
//   - creatures walk through nothing: walls and exits stop them, and the
//     cells do nothing to them (no pits, rivers or landmines);
//   - "If a player and Bear are in the same cell, the player is
//     wounded": when they come together — the player's move ends on the
//     bear's cell, or the bear arrives on his — but not in a hospital or
//     a weaponry, where nobody is wounded (§4.2, §4.3), unless no_havens;
//   - the Leprechaun "when encountered will reveal to the player the
//     location (relative to player's current position) of the nearest
//     Treasure": on meeting it the player alone is told how many cells
//     east and south (negative: west and north) the nearest treasure
//     lying in the labyrinth is, by straight-line distance;
//   - a bullet stops at the first creature in its way (after any player
//     on that cell): a bear goes back to its cave and begins its path
//     again, a leprechaun is killed ("Leprechaun can be killed").

// The creatures' events.
const (
	CreaturesTold Code = "creatures"      // announced at the start under creatures (O7): Count bears and Limit leprechauns live in the labyrinth
	CreatureMet   Code = "creature_met"   // Player met a creature, Reason bear or leprechaun (to him); from a leprechaun, Count cells east and Limit south to the nearest treasure, Yes if one lies in the labyrinth
	CreatureHit   Code = "creature_hit"   // Player's bullet hit a creature, Reason bear (a roar: it runs back to its cave) or leprechaun (killed)
	CreatureMoved Code = "creature_moved" // creature number Count, Reason its kind, is now at Pos (game master)
)

// The creatures' kinds as reasons: what wounded a player, whom he met.
const (
	Bear       Reason = "bear"
	Leprechaun Reason = "leprechaun"
)

// Creature is a creature's state in a game (seed 001 l.110, O7): the game
// master's view of it.
type Creature struct {
	Kind maze.CreatureKind `json:"kind"`
	Pos  maze.Pos          `json:"pos"`
	// Step is the next step of its path.
	Step int  `json:"step"`
	Dead bool `json:"dead,omitempty"`
}

// newCreatures are the plan's creatures at their start cells, when the
// rules let them play.
func newCreatures(m *maze.Maze, r rules.Rules) []Creature {
	if !r.Creatures || len(m.Creatures) == 0 {
		return nil
	}
	cs := make([]Creature, len(m.Creatures))
	for i, c := range m.Creatures {
		cs[i] = Creature{Kind: c.Kind, Pos: c.At}
	}
	return cs
}

// reason is the creature kind as an event's reason.
func (c *Creature) reason() Reason {
	if c.Kind == maze.Bear {
		return Bear
	}
	return Leprechaun
}

// announceCreatures declares the creatures' kinds before play (O7: "their
// types must be declared before the game starts").
func (g *Game) announceCreatures() {
	if !g.rules.Creatures {
		return
	}
	e := event(CreaturesTold, Everyone(), -1)
	for _, c := range g.creatures {
		if c.Kind == maze.Bear {
			e.Count++
		} else {
			e.Limit++
		}
	}
	g.emit(e)
}

// creaturesAfterMove is the creatures' part of a player's move: those
// that copy the players try each step he said, then the player meets
// whatever stands where his move ended, if it took him somewhere.
func (g *Game) creaturesAfterMove(pi int, from maze.Pos, m moves.Move) {
	if len(g.creatures) == 0 || g.phase == Over {
		return
	}
	p := &g.players[pi]
	if p.InLabyrinth() && p.Pos != from {
		for i := range g.creatures {
			if c := &g.creatures[i]; !c.Dead && c.Pos == p.Pos {
				g.meet(i, pi)
			}
		}
	}
	for i := range g.creatures {
		if g.creatures[i].Dead || !g.plan.Creatures[i].Mimic {
			continue
		}
		for _, a := range m.Actions {
			if a.Kind == moves.Go {
				g.creatureStep(i, a.Dir)
			}
		}
	}
	g.afterAction()
}

// moveCreatures is the creatures' phase at the end of a round: each one
// on a path takes its next step.
func (g *Game) moveCreatures() {
	for i := range g.creatures {
		c := &g.creatures[i]
		path := g.plan.Creatures[i].Path
		if c.Dead || len(path) == 0 {
			continue
		}
		if g.creatureStep(i, path[c.Step]) {
			c.Step = (c.Step + 1) % len(path)
		}
	}
	g.afterAction()
}

// creatureStep moves creature i one cell in direction d, if no wall or
// exit is in its way, and reports whether it moved. Whoever stands where
// it arrives meets it.
func (g *Game) creatureStep(i int, d maze.Dir) bool {
	c := &g.creatures[i]
	next := c.Pos.Step(d)
	if g.plan.Side(c.Pos, d).Blocks() || !g.plan.Inside(next) {
		return false
	}
	g.creatureArrives(i, next)
	return true
}

// creatureArrives puts creature i on a cell, told to the game master, and
// it meets everyone there.
func (g *Game) creatureArrives(i int, at maze.Pos) {
	c := &g.creatures[i]
	c.Pos = at
	e := event(CreatureMoved, MasterOnly(), -1)
	e.Count, e.Reason, e.Pos = i+1, c.reason(), at
	g.emit(e)
	for pi := range g.players {
		if p := &g.players[pi]; p.InLabyrinth() && p.Pos == at && !c.Dead {
			g.meet(i, pi)
		}
	}
}

// meet is a player and a creature on one cell: a bear wounds him, a
// leprechaun tells him where the nearest treasure is.
func (g *Game) meet(i, pi int) {
	c := &g.creatures[i]
	p := &g.players[pi]
	if p.Health == Dead {
		return // a second bear on the cell finds a corpse, not a player to kill again
	}
	e := event(CreatureMet, OnlyPlayer(pi), pi)
	e.Reason = c.reason()
	if c.Kind == maze.Leprechaun {
		if t, ok := g.nearestTreasure(p.Pos); ok {
			e.Count, e.Limit, e.Yes = t.X-p.Pos.X, t.Y-p.Pos.Y, true
		}
		g.emit(e)
		return
	}
	g.emit(e)
	if g.rules.Health == rules.HealthNone {
		return // H1: nothing wounds
	}
	if k := g.plan.Kind(p.Pos); !g.rules.NoHavens && (k == maze.Hospital || k == maze.Weaponry) {
		return
	}
	g.wound(pi, -1, Bear)
}

// nearestTreasure is the treasure lying in the labyrinth nearest to p in a
// straight line, on p's floor first; of two as near, the first in the
// plan's cell order. Treasures carried by players are not lying anywhere.
func (g *Game) nearestTreasure(p maze.Pos) (maze.Pos, bool) {
	best, bestD, found := maze.Pos{}, 0, false
	for i := range g.piles {
		if len(g.piles[i].Treasures) == 0 {
			continue
		}
		at := g.plan.PosOf(i)
		dx, dy, df := at.X-p.X, at.Y-p.Y, at.Floor-p.Floor
		d := dx*dx + dy*dy + df*df*1_000_000
		if !found || d < bestD {
			best, bestD, found = at, d, true
		}
	}
	return best, found
}

// creatureIn is the first creature alive on the cell at p, or -1.
func (g *Game) creatureIn(p maze.Pos) int {
	for i := range g.creatures {
		if c := &g.creatures[i]; !c.Dead && c.Pos == p {
			return i
		}
	}
	return -1
}

// hitCreature is a bullet of player pi hitting creature i: a bear runs
// back to its cave and begins its path again, a leprechaun dies.
func (g *Game) hitCreature(i, pi int) {
	c := &g.creatures[i]
	e := event(CreatureHit, Everyone(), pi)
	e.Reason = c.reason()
	g.emit(e)
	if c.Kind == maze.Leprechaun {
		c.Dead = true
		g.changed = true // a death cannot be undone (§3.6)
		return
	}
	c.Step = 0
	if cave := g.plan.Creatures[i].At; cave != c.Pos {
		g.creatureArrives(i, cave)
	}
}

// Creatures are the creatures in play and where they are, in the plan's
// order (the game master's view); none without the rules option
// creatures.
func (g *Game) Creatures() []Creature { return slices.Clone(g.creatures) }
