package game

import (
	"github.com/labyrinth-game/labyrinth/engine/maze"
	"github.com/labyrinth-game/labyrinth/engine/rules"
)

// The Key game of seed 002 (docs/variants.md, "Seed 002"): the Key lies
// on a cell (format version 2's `keys`) and "will be picked by unwounded
// player from this cell" (l.14), announced "key" (l.40); "If a player
// carries Key and he is wounded, Key stays in that cell until it is picked
// up" (l.50); a locked exit lets out only a player with the Key — without
// it he hears "exit, key required" and stays, as at a wall (l.40); and
// under victory "key" leaving by it with the Key wins: "exit, game is
// over" (l.40, l.56). A plan without Keys or locks plays as before: every
// hook here returns at once.

// initKeys lays the plan's Keys on their cells.
func (g *Game) initKeys(m *maze.Maze) {
	if len(m.Keys) == 0 {
		return
	}
	g.keys = make([]int, m.Len())
	for _, at := range m.Keys {
		if m.Inside(at) {
			g.keys[m.Index(at)]++
		}
	}
}

// initBoats lays the boats lying loose in the plan (format version 2's
// piles) where a player arriving finds them, as those a wounded player
// drops under wounded_drop_kit (002 l.31, l.35). The validator refuses
// them under rules without boats (max_boats 0).
func (g *Game) initBoats(m *maze.Maze) {
	for _, pile := range m.Piles {
		if pile.Boats > 0 && m.Inside(pile.At) {
			if g.boats == nil {
				g.boats = make([]int, m.Len())
			}
			g.boats[m.Index(pile.At)] += pile.Boats
		}
	}
}

// KeysAt is how many Keys lie on the cell at p (the game master's view).
func (g *Game) KeysAt(p maze.Pos) int {
	if g.keys == nil || !g.plan.InGrid(p) {
		return 0
	}
	return g.keys[g.plan.Index(p)]
}

// findKey tells a player who arrives where a Key lies that he found it
// ("key", 002 l.40) and gives it to him when he is unwounded (l.14, l.49:
// "A wounded player cannot … carry the Key"): the event's Yes says
// whether he took it.
func (g *Game) findKey(pi int, at maze.Pos) {
	if g.keys == nil {
		return
	}
	i := g.plan.Index(at)
	n := g.keys[i]
	if n == 0 {
		return
	}
	p := &g.players[pi]
	e := event(KeyFound, Everyone(), pi)
	if p.canCarry() {
		p.Keys += n
		g.keys[i] = 0
		e.Yes = true
		g.changed = true
	}
	e.Count = n
	g.emit(e)
}

// dropKeys lays the Keys a player carries on his cell when he is wounded
// or dies (002 l.50), telling the game master where.
func (g *Game) dropKeys(pi int) {
	p := &g.players[pi]
	if p.Keys == 0 {
		return
	}
	g.keys[g.plan.Index(p.Pos)] += p.Keys
	e := event(KeyDropped, MasterOnly(), pi)
	e.Pos, e.Count = p.Pos, p.Keys
	g.emit(e)
	p.Keys = 0
}

// dropKit lays, under wounded_drop_kit, the rest of a wounded player's
// arsenal kit on his cell: his grenades, knives and boats (002 l.13: the
// kit is "gun, knife, grenade and boat"; l.31: "wounded and drop arsenal
// kit and the Key"). The bullets fall as in the reference (§5.5).
func (g *Game) dropKit(pi int) {
	if !g.rules.WoundedDropKit {
		return
	}
	p := &g.players[pi]
	pile := &g.piles[g.plan.Index(p.Pos)]
	pile.Grenades += p.Grenades
	pile.Knives += p.Knives
	p.Grenades, p.Knives = 0, 0
	g.dropBoats(pi)
}

// dropBoats lays a player's boats on his cell, for whoever arrives there
// healthy (findBoats).
func (g *Game) dropBoats(pi int) {
	p := &g.players[pi]
	if p.Boats == 0 {
		return
	}
	if g.boats == nil {
		g.boats = make([]int, g.plan.Len())
	}
	g.boats[g.plan.Index(p.Pos)] += p.Boats
	p.Boats = 0
}

// lockedOut stops a player stepping out through a locked exit without the
// Key: "exit, key required" (002 l.40). He stays where he stood, as at a
// wall. It reports whether he was stopped.
func (g *Game) lockedOut(pi int, d maze.Dir, exit maze.Side) bool {
	if !g.plan.Locked(exit.At, exit.Dir) || g.players[pi].Keys > 0 {
		return false
	}
	e := event(ExitLocked, Everyone(), pi)
	e.Dir = d
	g.emit(e)
	return true
}

// keyOut resolves a player with the Key leaving through a locked exit:
// under victory "key" he wins ("exit, game is over", 002 l.40, l.56). It
// reports whether the game ended.
func (g *Game) keyOut(pi int, exit maze.Side) bool {
	if g.rules.Victory != rules.VictoryKey || g.players[pi].Keys == 0 || !g.plan.Locked(exit.At, exit.Dir) {
		return false
	}
	g.finish(WonWithKey, pi)
	return true
}

// loopCode is the event of a movement by the loop from p: riding the
// elevator from an elevator (004 l.56), moving by the loop from a pit.
func (g *Game) loopCode(p maze.Pos) Code {
	if g.plan.Kind(p) == maze.Elevator {
		return RodeElevator
	}
	return MovedByLoop
}

// findKeyAndBoats gives a player arriving on a cell the Keys and the boats
// lying there (findKey, findBoats).
func (g *Game) findKeyAndBoats(pi int, at maze.Pos) {
	g.findKey(pi, at)
	g.findBoats(pi, at)
}

// findBoats gives a healthy player arriving where boats lie (a wounded
// player dropped them, wounded_drop_kit) as many as he can carry, told
// "boat" (Yes when he took any).
func (g *Game) findBoats(pi int, at maze.Pos) {
	if g.boats == nil {
		return
	}
	i := g.plan.Index(at)
	n := g.boats[i]
	if n == 0 {
		return
	}
	p := &g.players[pi]
	e := event(BoatFound, Everyone(), pi)
	e.Count = n
	if take := min(n, g.rules.MaxBoats-p.Boats); p.canCarry() && take > 0 {
		p.Boats += take
		g.boats[i] -= take
		e.Yes = true
	}
	g.emit(e)
}

// row takes a player with a boat one cell up the river he is in, against
// the current, in direction d: from a river or its delta into the river
// cell that flows into his, through no wall (002 l.35: "Boat should be
// used to swim once against the current of the river. Once used Boat will
// be removed from player things"). He is not carried there. Without a boat,
// or where no river flows towards him from that side, the movement fails,
// the boat is kept, and a river carries him as after any failed movement
// (§2.2).
func (g *Game) row(pi int, d maze.Dir) {
	p := &g.players[pi]
	from := p.Pos
	n := from.Step(d)
	down, ok := g.plan.Downstream(n)
	upstream := ok && down == from && !g.plan.Side(from, d).Blocks()
	if p.Boats == 0 || !upstream {
		reason := NotUpstream
		if p.Boats == 0 {
			reason = NoBoat
		}
		g.follow(pi, maze.Outcome{}, false, Rowed, reason)
		return
	}
	p.Boats--
	g.changed = true
	e := event(Rowed, Everyone(), pi)
	e.Dir, e.Cell = d, g.plan.Kind(n)
	g.emit(e)
	g.land(pi, n)
}

// climb takes a player by the staircase of his cell up (d Up) or down to
// the cell at the same (x, y) on the next floor (001's G3, l.124; maze
// format version 2's stairs). He arrives there as by a step: a pit, a
// river or an elevator moves him on. Where no staircase leads that way
// the movement fails, and a river carries him as after any failed
// movement (§2.2).
func (g *Game) climb(pi int, d maze.Dir) {
	p := &g.players[pi]
	to, ok := g.plan.Climb(p.Pos, d == maze.Up)
	if !ok {
		g.follow(pi, maze.Outcome{}, false, Climbed, NoStairs)
		return
	}
	o := g.carried(g.plan.Enter(to))
	e := event(Climbed, Everyone(), pi)
	e.Dir, e.Cell = d, g.seen(pi, to)
	g.emit(e)
	// Into a pit, a river or an elevator: moved on as by a step into it,
	// told as the loop, the flow or the elevator moving him.
	var on Code
	switch o.Carried {
	case maze.ByPit:
		on = MovedByLoop
	case maze.ByFlow:
		on = MovedByFlow
	case maze.ByElevator:
		on = RodeElevator
	}
	if on != "" {
		c := event(on, Everyone(), pi)
		c.Cell = g.seen(pi, o.End)
		g.emit(c)
	}
	g.land(pi, o.End)
}
