package game

import (
	"github.com/labyrinth-game/labyrinth/engine/maze"
	"github.com/labyrinth-game/labyrinth/engine/moves"
	"github.com/labyrinth-game/labyrinth/engine/rules"
)

// refill tops up ammunition in a weaponry (§4.3); the wounded and the
// infected can carry only grenades (§5.5, §4.7).
func (g *Game) refill(p *Player) {
	s := g.stock(p.Pos)
	if s.Has(maze.GiveGrenades) {
		p.Grenades = max(p.Grenades, g.rules.MaxGrenades)
	}
	if p.canCarry() && s.Has(maze.GiveBullets) {
		p.Bullets = max(p.Bullets, g.rules.MaxBullets)
	}
	if p.canCarry() && s.Has(maze.GiveBoats) {
		p.Boats = max(p.Boats, g.rules.MaxBoats) // 002 l.13, l.48
	}
	g.refillItems(p, s)
}

// pickUp takes, from at most the items counted in avail, everything the
// player can carry, exchanging a less valuable big item for a more valuable
// one (§5.1, §5.3). It returns what was taken.
func (g *Game) pickUp(p *Player, pile *Pile, avail Counts) Counts {
	var took Counts
	if p.Health == Dead {
		return took
	}
	if n := min(g.rules.MaxGrenades-p.Grenades, pile.Grenades, avail.Grenades); n > 0 {
		p.Grenades += n
		pile.Grenades -= n
		took.Grenades = n
	}
	if n := min(g.rules.MaxCement-p.Cement, pile.Cement, avail.Cement); n > 0 {
		p.Cement += n
		pile.Cement -= n
		took.Cement = n
	}
	if !p.canCarry() {
		return took
	}
	if n := min(g.rules.MaxBullets-p.Bullets, pile.Bullets, avail.Bullets); n > 0 {
		p.Bullets += n
		pile.Bullets -= n
		took.Bullets = n
	}
	g.pickUpWeapons(p, pile, avail, &took)
	best := moves.NoItem
	switch {
	case avail.Treasures > 0 && len(pile.Treasures) > 0:
		best = moves.Treasure
	case avail.Landmines > 0 && pile.Landmines > 0:
		best = moves.Landmine
	case avail.Corpses > 0 && len(pile.Corpses) > 0:
		best = moves.Corpse
		if pile.Corpses[len(pile.Corpses)-1].Contagious && !p.Immune {
			best = moves.NoItem // only the immune touch a contagious corpse (§4.7)
		}
	}
	if rank(best) <= rank(p.Carry.Item) {
		return took
	}
	old := p.Carry
	p.Carry = pile.takeBig(best, len(pile.Treasures)-1)
	g.drop(p.Pos, old)
	switch best {
	case moves.Treasure:
		took.Treasures = 1
	case moves.Landmine:
		took.Landmines = 1
	case moves.Corpse:
		took.Corpses = 1
	}
	return took
}

// drop lays a big item on the cell at pos. The true treasure lying on a
// river source, where no one can ever stand, ends the game in a draw
// (§4.6) — unless items float downstream (Russian 7.4).
func (g *Game) drop(pos maze.Pos, c Carried) {
	if c.Item == moves.NoItem {
		return
	}
	if c.Item == moves.Corpse && g.plan.Kind(pos) == maze.Hospital {
		return // cremated by the medical workers (§4.2)
	}
	g.piles[g.plan.Index(pos)].put(c)
	g.settle(pos)
	if c.Item == moves.Treasure && g.treasure[c.Treasure] && g.unreachable(pos) {
		g.loseTrueTreasure()
	}
}

// unreachable reports whether no player can ever stand at pos to pick up
// what lies there: a river source (§4.6) — unless items float away from it
// (Russian 7.4, seed 001 l.86), or shallow rivers let one wade upstream into
// it (§7.4), or walkable ones walk (seed 004 l.19), from the delta too.
func (g *Game) unreachable(pos maze.Pos) bool {
	if !g.plan.IsSource(pos) || g.rules.FloatingItems || g.rules.ItemsFloatEachMove {
		return false
	}
	down, ok := g.plan.Downstream(pos)
	switch {
	case ok && g.rules.Rivers == rules.Shallow && g.plan.Kind(down) == maze.River:
		return false
	case ok && g.rules.Rivers == rules.Walkable:
		return false
	}
	return true
}

// loseTrueTreasure counts a true treasure that can never be carried out
// (§4.6, §5.2) and ends the game in a draw when no treasure victory is left
// (victoryLost).
func (g *Game) loseTrueTreasure() {
	g.lostTrue++
	g.checkTreasuresLeft()
}

// take picks up an item lying on the player's own cell (§5.1, §5.8).
func (g *Game) take(pi int, a moves.Action) {
	p := &g.players[pi]
	pile := &g.piles[g.plan.Index(p.Pos)]
	cannot := func(r Reason) {
		e := event(CannotDo, Everyone(), pi)
		e.Item, e.Reason = a.Item, r
		g.emit(e)
	}
	if a.Item != moves.Grenade && !p.canCarry() {
		cannot(NotHealthy)
		return
	}
	took := event(Took, Everyone(), pi)
	took.Item = a.Item
	switch a.Item {
	case moves.Bullet, moves.Grenade:
		if g.trophiesAt(p.Pos) {
			cannot(NotArrived) // 001's W7: trophies only for whoever steps in
			return
		}
		have, limit, lying := &p.Bullets, g.rules.MaxBullets, &pile.Bullets
		if a.Item == moves.Grenade {
			have, limit, lying = &p.Grenades, g.rules.MaxGrenades, &pile.Grenades
		}
		want := limit - *have
		if a.Count > 0 {
			want = min(want, a.Count)
		}
		n := min(want, *lying)
		if n <= 0 {
			cannot(NothingThere)
			return
		}
		*have += n
		*lying -= n
		took.Count = n
	case moves.Treasure:
		i := pile.stackIndex(a.Which)
		if i < 0 {
			if len(pile.Treasures) == 0 {
				cannot(NothingThere)
			} else {
				cannot(NoSuchTreasure)
			}
			return
		}
		old := p.Carry
		p.Carry = pile.takeBig(moves.Treasure, i)
		g.drop(p.Pos, old)
		took.Count, took.Which = 1, a.Which
	case moves.Corpse, moves.Landmine:
		if (a.Item == moves.Corpse && len(pile.Corpses) == 0) || (a.Item == moves.Landmine && pile.Landmines == 0) {
			cannot(NothingThere)
			return
		}
		if a.Item == moves.Corpse && pile.Corpses[len(pile.Corpses)-1].Contagious && !p.Immune {
			g.infect(pi) // touching it infects him, and he cannot carry it (§4.7)
			return
		}
		old := p.Carry
		p.Carry = pile.takeBig(a.Item, 0)
		g.drop(p.Pos, old)
		took.Count = 1
	default:
		cannot(NothingThere)
		return
	}
	g.emit(took)
}

// give takes Count items of a kind from what the player carries, for
// leaving or throwing; ok is false when he does not carry them.
func (g *Game) give(pi int, a moves.Action) (Carried, int, bool) {
	p := &g.players[pi]
	switch a.Item {
	case moves.Bullet, moves.Grenade:
		n := max(a.Count, 1)
		have := &p.Bullets
		if a.Item == moves.Grenade {
			have = &p.Grenades
		}
		if *have < n {
			return Carried{}, 0, false
		}
		*have -= n
		return Carried{}, n, true
	}
	if p.Carry.Item != a.Item || a.Item == moves.NoItem {
		return Carried{}, 0, false
	}
	c := p.Carry
	p.Carry = Carried{}
	return c, 1, true
}

// lay puts what give returned on the cell at pos.
func (g *Game) lay(pos maze.Pos, item moves.Item, c Carried, n int) {
	pile := &g.piles[g.plan.Index(pos)]
	switch item {
	case moves.Bullet:
		pile.Bullets += n
		g.settle(pos)
	case moves.Grenade:
		pile.Grenades += n
		g.settle(pos)
	default:
		g.drop(pos, c)
	}
}

// giveOrSay is give, saying so when the player does not carry the items.
func (g *Game) giveOrSay(pi int, a moves.Action) (Carried, int, bool) {
	c, n, ok := g.give(pi, a)
	if !ok {
		e := event(CannotDo, Everyone(), pi)
		e.Item, e.Reason = a.Item, NotCarrying
		g.emit(e)
	}
	return c, n, ok
}

// leaveItem puts an item down on the player's own cell (§5.2).
func (g *Game) leaveItem(pi int, a moves.Action) {
	p := &g.players[pi]
	c, n, ok := g.giveOrSay(pi, a)
	if !ok {
		return
	}
	e := event(LeftItem, Everyone(), pi)
	e.Item, e.Count = a.Item, n
	g.emit(e)
	g.lay(p.Pos, a.Item, c, n)
}

// throw throws an item to the neighbouring cell (§5.2, §5.6, §5.7): against
// a wall it falls at the thrower's feet; out through an exit it vanishes.
func (g *Game) throw(pi int, a moves.Action) {
	p := &g.players[pi]
	c, n, ok := g.giveOrSay(pi, a)
	if !ok {
		return
	}
	e := event(Thrown, Everyone(), pi)
	e.Item, e.Count, e.Dir = a.Item, n, a.Dir
	g.emit(e)
	switch g.landing(p.Pos, a.Dir) {
	case landsHere:
		f := event(FellAtFeet, Everyone(), pi)
		f.Item, f.Count = a.Item, n
		g.emit(f)
		g.lay(p.Pos, a.Item, c, n)
	case landsOutside:
		out := event(ThrownOut, MasterOnly(), pi)
		out.Item, out.Count, out.Dir = a.Item, n, a.Dir
		g.emit(out)
		if c.Item == moves.Treasure {
			g.gone[c.Treasure] = true
			g.changed = true
			if g.treasure[c.Treasure] {
				g.loseTrueTreasure()
			}
		}
	default:
		to := p.Pos.Step(a.Dir)
		g.lay(to, a.Item, c, n)
		if c.Item == moves.Corpse && g.piles[g.plan.Index(to)].Armed > 0 {
			g.blast(to, pi) // §5.7: a corpse thrown onto a set landmine sets it off
		}
	}
}

// landingPlace says where something thrown from a cell lands.
type landingPlace uint8

const (
	landsThere   landingPlace = iota // on the neighbouring cell
	landsHere                        // a wall stopped it: at the thrower's feet
	landsOutside                     // out through an open exit
)

func (g *Game) landing(from maze.Pos, d maze.Dir) landingPlace {
	switch {
	case g.plan.Side(from, d).Blocks():
		return landsHere
	case !g.plan.Inside(from.Step(d)):
		return landsOutside
	}
	return landsThere
}

// setMine activates the carried landmine and sets it on the player's cell or
// throws it to the neighbouring one (§5.7). A wall in the way sets it on his
// own cell, unannounced; in a hospital or a weaponry, or outside the
// labyrinth, it is defused.
func (g *Game) setMine(pi int, a moves.Action) {
	p := &g.players[pi]
	if p.Carry.Item != moves.Landmine || !p.canCarry() {
		e := event(CannotDo, Everyone(), pi)
		e.Item, e.Reason = moves.Landmine, NoLandmine
		g.emit(e)
		return
	}
	p.Carry = Carried{}
	e := event(MineSet, Everyone(), pi)
	e.Dir = a.Dir
	g.emit(e)
	at := p.Pos
	if a.Dir.Valid() {
		switch g.landing(p.Pos, a.Dir) {
		case landsOutside:
			d := event(MineDefused, MasterOnly(), pi)
			d.Pos = p.Pos.Step(a.Dir)
			g.emit(d)
			return
		case landsThere:
			at = p.Pos.Step(a.Dir)
		}
	}
	pile := &g.piles[g.plan.Index(at)]
	if k := g.plan.Kind(at); k == maze.Hospital || k == maze.Weaponry {
		pile.Landmines++
		d := event(MineDefused, MasterOnly(), pi)
		d.Pos = at
		g.emit(d)
		return
	}
	pile.Armed++
	pl := event(MinePlaced, MasterOnly(), pi)
	pl.Pos = at
	g.emit(pl)
}

// blast sets off the landmines on the cell at pos (§5.7): everyone there is
// wounded; the bullets and landmines lying there or carried there are
// destroyed; grenades, corpses and treasures are spared.
func (g *Game) blast(at maze.Pos, trigger int) {
	pile := &g.piles[g.plan.Index(at)]
	pile.Armed, pile.Landmines, pile.Bullets = 0, 0, 0
	b := event(Blast, Everyone(), trigger)
	g.emit(b)
	for vi := range g.players {
		v := &g.players[vi]
		if !v.InLabyrinth() || v.Pos != at {
			continue
		}
		v.Bullets = 0
		if v.Carry.Item == moves.Landmine {
			v.Carry = Carried{}
		}
		g.wound(vi, trigger, Landmine)
	}
	pile.Bullets, pile.Landmines = 0, 0 // what the wounded dropped went up too
}

// settle applies what the cell does to items put on it: in a river, under
// the floating option, turbulent rivers carry them straight to the delta
// (Russian 7.4); slower rivers move them once a round (floatItems).
func (g *Game) settle(pos maze.Pos) {
	if !g.rules.FloatingItems || g.rules.Rivers != rules.Turbulent || g.plan.Kind(pos) != maze.River {
		return
	}
	to := g.delta(pos)
	if to == pos {
		return
	}
	from := &g.piles[g.plan.Index(pos)]
	into := &g.piles[g.plan.Index(to)]
	moveItems(from, into)
}

// floatItems moves every item lying in a river one cell downstream, at the
// end of a round (Russian 7.4). Armed landmines stay where they were set.
func (g *Game) floatItems() {
	if !g.rules.FloatingItems || g.rules.ItemsFloatEachMove {
		return
	}
	g.floatPiles()
}

// floatPiles moves everything lying in a river downstream: once a round
// (floating_items) as far as river_carry carries (carryOn: one cell in
// the reference), after every move (items_float_each_move) as far as a
// player is carried (flowOn).
func (g *Game) floatPiles() {
	f := &g.floating
	if f.rivers == nil {
		// Cells keep their kinds all game: the river cells are found once.
		f.rivers = make([]int, 0, 16)
		for i := range g.piles {
			if g.plan.Kind(g.plan.PosOf(i)) == maze.River {
				f.rivers = append(f.rivers, i)
			}
		}
	}
	f.shifts = f.shifts[:0]
	for _, i := range f.rivers {
		if g.piles[i].Empty() {
			continue
		}
		down, ok := g.plan.Downstream(g.plan.PosOf(i))
		switch {
		case !ok:
		case g.rules.ItemsFloatEachMove:
			// As far as a player is carried: to the delta in turbulent
			// rivers (001 l.86: "stops at the River end").
			f.shifts = append(f.shifts, shift{i, g.plan.Index(g.flowOn(down))})
		default:
			f.shifts = append(f.shifts, shift{i, g.plan.Index(g.carryOn(down))})
		}
	}
	if len(f.moved) < len(f.shifts) {
		f.moved = make([]Pile, len(f.shifts))
	}
	moved := f.moved[:len(f.shifts)]
	for k, s := range f.shifts {
		moveItems(&g.piles[s.from], &moved[k])
	}
	for k, s := range f.shifts {
		moveItems(&moved[k], &g.piles[s.to])
	}
}

// floating is the scratch of floatPiles, kept from one call to the next so
// that floating items after every move (items_float_each_move) costs no
// allocation: the river cells, and the piles on their way.
type floating struct {
	rivers []int
	shifts []shift
	moved  []Pile
}

// shift moves a pile from one cell index to another.
type shift struct{ from, to int }

// moveItems moves everything visible from one pile onto another.
func moveItems(from, to *Pile) {
	to.Bullets += from.Bullets
	to.Grenades += from.Grenades
	to.Landmines += from.Landmines
	to.Corpses = append(to.Corpses, from.Corpses...)
	to.Treasures = append(to.Treasures, from.Treasures...)
	from.Bullets, from.Grenades, from.Landmines = 0, 0, 0
	from.Corpses, from.Treasures = from.Corpses[:0], from.Treasures[:0]
	// Seed 001's items float as bullets do.
	to.Knives += from.Knives
	to.Cement += from.Cement
	to.Boomerangs += from.Boomerangs
	from.Knives, from.Cement, from.Boomerangs = 0, 0, 0
}
