package game

import (
	"github.com/labyrinth-game/labyrinth/engine/maze"
	"github.com/labyrinth-game/labyrinth/engine/moves"
)

// play resolves a move's actions in order (§2.1).
func (g *Game) play(pi int, m moves.Move) {
	p := &g.players[pi]
	said := event(Said, Everyone(), pi)
	said.Move = m
	g.emit(said)
	g.moves++
	if m.Skip {
		g.skips++
		g.emit(event(Skipped, Everyone(), pi))
		if p.Out {
			g.loseOutside(pi)
		}
		return
	}
	for _, a := range m.Actions {
		if g.phase == Over || !p.Active() {
			return
		}
		if a.Kind.IsMovement() {
			g.movement(pi, a)
			continue
		}
		if p.Out {
			e := event(CannotDo, Everyone(), pi)
			e.Reason = Outside
			g.emit(e)
			continue
		}
		switch a.Kind {
		case moves.Shoot:
			g.shoot(pi, a.Dir)
		case moves.Blow:
			g.blow(pi, a.Dir)
		case moves.Take:
			g.take(pi, a)
		case moves.Leave:
			g.leaveItem(pi, a)
		}
	}
}

// movement resolves the move's one movement (§2.2, §4).
func (g *Game) movement(pi int, a moves.Action) {
	p := &g.players[pi]
	if p.Out {
		g.comeBack(pi, a)
		return
	}
	switch a.Kind {
	case moves.Go:
		o := g.plan.Walk(p.Pos, a.Dir)
		switch {
		case o.Exited:
			g.walkOut(pi, a.Dir, o.Exit)
		case o.Blocked:
			e := event(HitWall, Everyone(), pi)
			e.Dir = a.Dir
			if o.Carried == maze.ByFlow {
				e.Cell = g.plan.Kind(o.End)
			}
			g.emit(e)
			if o.Carried == maze.ByFlow {
				g.land(pi, o.End)
			}
		default:
			g.arrive(pi, a.Dir, o)
		}
	case moves.ByFlow:
		o, ok := g.plan.FollowFlow(p.Pos)
		g.follow(pi, o, ok, MovedByFlow, NotInRiver)
	case moves.ByLoop:
		o, ok := g.plan.FollowLoop(p.Pos)
		g.follow(pi, o, ok, MovedByLoop, NotInPit)
	}
}

// arrive announces a step into a cell — and where the plan took the player
// from there — and lands him.
func (g *Game) arrive(pi int, d maze.Dir, o maze.Outcome) {
	code := Moved
	switch o.Carried {
	case maze.ByPit:
		code = FellIntoPit
	case maze.ByFlow:
		code = CarriedByFlow
	}
	e := event(code, Everyone(), pi)
	e.Dir = d
	e.Cell = g.plan.Kind(o.End)
	g.emit(e)
	g.land(pi, o.End)
}

// follow resolves a movement by the flow or by the loop; ok is false when the
// player is not in a river or a pit, which costs him the movement.
func (g *Game) follow(pi int, o maze.Outcome, ok bool, code Code, otherwise Reason) {
	if !ok {
		e := event(CannotMove, Everyone(), pi)
		e.Reason = otherwise
		g.emit(e)
		return
	}
	e := event(code, Everyone(), pi)
	e.Cell = g.plan.Kind(o.End)
	g.emit(e)
	g.land(pi, o.End)
}

// land puts the player on the cell a movement ended on and applies what the
// cell and the items on it do to him (§4, §5.1).
func (g *Game) land(pi int, at maze.Pos) {
	p := &g.players[pi]
	p.Pos = at
	g.emitPosition(pi)
	switch g.plan.Kind(at) {
	case maze.Hospital:
		if p.Health == Wounded || p.Health == Infected {
			p.Health = Healthy
			g.emit(event(Healed, Everyone(), pi))
		}
		if p.Carry.Item == moves.Corpse {
			p.Carry = Carried{}
			g.emit(event(Confiscated, Everyone(), pi))
		}
	case maze.Weaponry:
		g.refill(p)
		e := event(Refilled, Everyone(), pi)
		e.Status = p.Status()
		g.emit(e)
	}
	pile := &g.piles[g.plan.Index(at)]
	found := pile.Counts()
	if found.Empty() {
		return
	}
	e := event(Found, Everyone(), pi)
	e.Items = found
	g.emit(e)
	if took := g.pickUp(p, pile, found); !took.Empty() {
		e := event(PickedUp, Everyone(), pi)
		e.Items = took
		g.emit(e)
	}
}

// refill tops up ammunition in a weaponry (§4.3); the wounded can carry only
// grenades (§5.5).
func (g *Game) refill(p *Player) {
	p.Grenades = max(p.Grenades, g.rules.MaxGrenades)
	if p.canCarry() {
		p.Bullets = max(p.Bullets, g.rules.MaxBullets)
	}
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
	if !p.canCarry() {
		return took
	}
	if n := min(g.rules.MaxBullets-p.Bullets, pile.Bullets, avail.Bullets); n > 0 {
		p.Bullets += n
		pile.Bullets -= n
		took.Bullets = n
	}
	best := moves.NoItem
	switch {
	case avail.Treasures > 0 && len(pile.Treasures) > 0:
		best = moves.Treasure
	case avail.Landmines > 0 && pile.Landmines > 0:
		best = moves.Landmine
	case avail.Corpses > 0 && len(pile.Corpses) > 0:
		best = moves.Corpse
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

// drop lays a big item on the cell at pos, and ends the game in a draw if
// the true treasure lands on a river source, where no one can ever stand
// (§4.6).
func (g *Game) drop(pos maze.Pos, c Carried) {
	if c.Item == moves.NoItem {
		return
	}
	g.piles[g.plan.Index(pos)].put(c)
	if c.Item == moves.Treasure && g.treasure[c.Treasure] && g.plan.IsSource(pos) && g.phase != Over {
		g.finish(DrawTreasureLost, -1)
	}
}

// walkOut takes a player out of the labyrinth through an open exit (§3.2–3.4).
func (g *Game) walkOut(pi int, d maze.Dir, exit maze.Side) {
	p := &g.players[pi]
	e := event(LeftMaze, Everyone(), pi)
	e.Dir = d
	e.Item = p.Carry.Item
	g.emit(e)
	if p.Carry.Item == moves.Treasure {
		t := p.Carry.Treasure
		g.changed = true
		if g.treasure[t] {
			g.finish(WonWithTreasure, pi)
			return
		}
		g.gone[t] = true
		p.Carry = Carried{}
		g.emit(event(Crumbled, Everyone(), pi))
	}
	p.Out, p.Exit = true, exit
}

// comeBack resolves the movement of a player standing outside: only the way
// back in saves him (§3.4).
func (g *Game) comeBack(pi int, a moves.Action) {
	p := &g.players[pi]
	if a.Kind != moves.Go || a.Dir != p.Exit.Dir.Opposite() {
		g.loseOutside(pi)
		return
	}
	p.Out = false
	g.arrive(pi, a.Dir, g.plan.Enter(p.Exit.At))
}

// loseOutside puts a player who failed to come back in out of the game; what
// he carried is lost outside (§3.4, §5.2).
func (g *Game) loseOutside(pi int) {
	p := &g.players[pi]
	p.Lost, p.Out = true, false
	g.changed = true
	p.Carry = Carried{}
	g.emit(event(LostOutside, Everyone(), pi))
}

// blow throws a grenade at the wall in direction d (§5.4).
func (g *Game) blow(pi int, d maze.Dir) {
	p := &g.players[pi]
	if p.Grenades == 0 {
		g.emit(event(NoGrenade, Everyone(), pi))
		return
	}
	p.Grenades--
	e := event(GrenadeThrown, Everyone(), pi)
	e.Dir = d
	g.emit(e)
	var code Code
	switch g.plan.Side(p.Pos, d) {
	case maze.Wall:
		g.plan.SetSide(p.Pos, d, maze.Open)
		g.changed = true
		code = WallDestroyed
	case maze.Solid:
		code = WallStood
	default:
		code = NoWall
	}
	w := event(code, MasterOnly(), pi)
	w.Dir, w.Pos = d, p.Pos
	g.emit(w)
	if g.plan.Kind(p.Pos) == maze.Weaponry {
		g.refill(p)
	}
}

// shoot fires a bullet in direction d (§5.5).
func (g *Game) shoot(pi int, d maze.Dir) {
	p := &g.players[pi]
	refuse := func(r Reason) {
		e := event(ShotRefused, Everyone(), pi)
		e.Dir, e.Reason = d, r
		g.emit(e)
	}
	switch {
	case p.Bullets == 0:
		refuse(NoBullets)
		return
	case g.plan.Kind(p.Pos) == maze.Hospital:
		refuse(FromHospital)
		return
	case g.plan.Kind(p.Pos) == maze.Weaponry:
		refuse(FromWeaponry)
		return
	}
	p.Bullets--
	e := event(Shot, Everyone(), pi)
	e.Dir = d
	g.emit(e)

	// Players on the shooter's cell are hit whatever the direction;
	// otherwise the bullet flies until a wall, a hospital, a weaponry or a
	// player stops it.
	target := p.Pos
	hit := g.victimsAt(target, pi)
	for hit == 0 {
		if g.plan.Side(target, d).Blocks() {
			break
		}
		next := target.Step(d)
		if !g.plan.Inside(next) {
			break // out through an open exit
		}
		target = next
		kind := g.plan.Kind(target)
		if kind == maze.Hospital {
			break // nobody can be wounded in a hospital
		}
		hit = g.victimsAt(target, pi)
		if kind == maze.Weaponry {
			break
		}
	}
	if hit == 0 {
		g.emit(event(NoScream, Everyone(), pi))
		return
	}
	pile := &g.piles[g.plan.Index(target)]
	before := pile.Counts()
	for vi := range g.players {
		v := &g.players[vi]
		if vi != pi && v.InLabyrinth() && v.Pos == target {
			g.wound(vi, pi, pile)
		}
	}
	g.emit(event(Scream, Everyone(), pi))
	if target != p.Pos {
		return
	}
	fell := pile.Counts()
	fell = Counts{
		Treasures: fell.Treasures - before.Treasures,
		Corpses:   fell.Corpses - before.Corpses,
		Landmines: fell.Landmines - before.Landmines,
		Bullets:   fell.Bullets - before.Bullets,
		Grenades:  fell.Grenades - before.Grenades,
	}
	if fell.Empty() {
		return
	}
	fe := event(ItemsFell, Everyone(), pi)
	fe.Items = fell
	g.emit(fe)
	if took := g.pickUp(p, pile, fell); !took.Empty() {
		te := event(PickedUp, Everyone(), pi)
		te.Items = took
		g.emit(te)
	}
}

// victimsAt counts the players other than the shooter standing at pos.
func (g *Game) victimsAt(pos maze.Pos, shooter int) int {
	n := 0
	for i := range g.players {
		if i != shooter && g.players[i].InLabyrinth() && g.players[i].Pos == pos {
			n++
		}
	}
	return n
}

// wound hits a player with a bullet: a healthy one is wounded and drops
// bullets and his big item; a wounded (or infected) one dies, leaving also
// his grenades and his corpse (§5.5, §4.7).
func (g *Game) wound(vi, by int, pile *Pile) {
	v := &g.players[vi]
	v.hurt = true
	pile.Bullets += v.Bullets
	v.Bullets = 0
	carried := v.Carry
	v.Carry = Carried{}
	if v.Health == Healthy {
		v.Health = Wounded
		g.drop(v.Pos, carried)
		e := event(PlayerWounded, MasterOnly(), vi)
		e.Other = by
		g.emit(e)
		return
	}
	infected := v.Health == Infected
	v.Health = Dead
	pile.Grenades += v.Grenades
	v.Grenades = 0
	g.drop(v.Pos, carried)
	pile.Corpses = append(pile.Corpses, Corpse{Player: vi, Contagious: infected})
	g.changed = true
	e := event(PlayerKilled, MasterOnly(), vi)
	e.Other = by
	g.emit(e)
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

// leaveItem puts an item down on the player's own cell (§5.2).
func (g *Game) leaveItem(pi int, a moves.Action) {
	p := &g.players[pi]
	pile := &g.piles[g.plan.Index(p.Pos)]
	e := event(LeftItem, Everyone(), pi)
	e.Item = a.Item
	switch a.Item {
	case moves.Bullet, moves.Grenade:
		n := max(a.Count, 1)
		have, lying := &p.Bullets, &pile.Bullets
		if a.Item == moves.Grenade {
			have, lying = &p.Grenades, &pile.Grenades
		}
		if *have < n {
			c := event(CannotDo, Everyone(), pi)
			c.Item, c.Reason = a.Item, NotCarrying
			g.emit(c)
			return
		}
		*have -= n
		*lying += n
		e.Count = n
	default:
		if p.Carry.Item != a.Item || a.Item == moves.NoItem {
			c := event(CannotDo, Everyone(), pi)
			c.Item, c.Reason = a.Item, NotCarrying
			g.emit(c)
			return
		}
		carried := p.Carry
		p.Carry = Carried{}
		e.Count = 1
		g.emit(e)
		g.drop(p.Pos, carried)
		return
	}
	g.emit(e)
}
