package game

import (
	"github.com/labyrinth-game/labyrinth/engine/maze"
	"github.com/labyrinth-game/labyrinth/engine/moves"
)

// shoot fires a bullet (§5.5, with the §7.3 options).
func (g *Game) shoot(pi int, a moves.Action) {
	p := &g.players[pi]
	refuse := func(r Reason) {
		e := event(ShotRefused, Everyone(), pi)
		e.Dir, e.Reason = a.Dir, r
		g.emit(e)
	}
	here := g.plan.Kind(p.Pos)
	if p.Bullets == 0 && p.canCarry() && here != maze.Hospital && here != maze.Weaponry && !g.trophiesAt(p.Pos) {
		// §5.5: "when having enough ammo, including any on the ground".
		pile := &g.piles[g.plan.Index(p.Pos)]
		n := min(g.rules.MaxBullets, pile.Bullets)
		p.Bullets += n
		pile.Bullets -= n
	}
	switch {
	case p.Bullets == 0:
		refuse(NoBullets)
		return
	case here == maze.Hospital && !g.rules.NoHavens:
		refuse(FromHospital)
		return
	case here == maze.Weaponry && !g.rules.NoHavens:
		refuse(FromWeaponry)
		return
	case here == maze.River && !g.rules.ShootFromRivers:
		refuse(FromRiver)
		return
	}
	p.Bullets--
	shot := event(Shot, Everyone(), pi)
	shot.Dir = a.Dir
	g.emit(shot)
	shotAt := len(g.out) - 1

	g.shotCreature = -1
	target, hit := g.flight(pi, a)
	switch {
	case len(hit) == 0 && g.shotCreature >= 0:
		g.hitCreature(g.shotCreature, pi) // 001 l.110
	case len(hit) == 0:
		g.emit(event(NoScream, Everyone(), pi))
	default:
		pile := &g.piles[g.plan.Index(target)]
		before := pile.Counts()
		for _, vi := range hit {
			g.wound(vi, pi, Bullet)
			g.fallen[vi] = true
		}
		g.emit(event(Scream, Everyone(), pi))
		if target == p.Pos && g.catches() {
			g.catchFalling(pi, pile, before)
		}
	}
	// A shooter standing on bullets tops up from the ground, as in the
	// reference's example of a conditional move (§6.5: "three bullets left,
	// one on the ground"). The shot reports what he has and what lies there.
	pile := &g.piles[g.plan.Index(p.Pos)]
	if p.canCarry() && !g.trophiesAt(p.Pos) {
		if n := min(g.rules.MaxBullets-p.Bullets, pile.Bullets); n > 0 {
			p.Bullets += n
			pile.Bullets -= n
		}
	}
	if shotAt < len(g.out) && g.out[shotAt].Code == Shot {
		g.out[shotAt].Count = p.Bullets
		g.out[shotAt].Items = Counts{Bullets: pile.Bullets}
	}
}

// flight follows a bullet and returns where it stopped and whom it hit.
// Players on the shooter's cell are hit whatever the direction; otherwise
// the bullet flies until a wall, a hospital, a weaponry (whose occupants it
// hits), a player or the range limit stops it (§5.5, §7.3); under no_havens
// hospitals and weaponries are land to it. With named
// targets it hits only the named player, on the named cell.
func (g *Game) flight(pi int, a moves.Action) (maze.Pos, []int) {
	p := &g.players[pi]
	named := -1
	if a.Target != "" {
		named, _ = g.PlayerByName(a.Target)
	}
	victims := func(at maze.Pos) []int {
		var out []int
		for i := range g.players {
			v := &g.players[i]
			if i == pi || !v.InLabyrinth() || v.Pos != at || g.fallen[i] {
				continue // §5.5: who fell to this move's bullet is not hit again
			}
			if g.rules.NamedTargets && (i != named || at != a.TargetCell) {
				continue
			}
			out = append(out, i)
		}
		return out
	}
	// A creature stops the bullet where no player does (001 l.110;
	// creatures.go); a named target's bullet hits nobody else.
	stoppedBy := func(at maze.Pos) bool {
		if len(g.creatures) == 0 || g.rules.NamedTargets {
			return false
		}
		g.shotCreature = g.creatureIn(at)
		return g.shotCreature >= 0
	}
	at := p.Pos
	if hit := victims(at); len(hit) > 0 {
		return at, hit
	}
	if stoppedBy(at) {
		return at, nil
	}
	for cells := 1; g.rules.ShootingRange == 0 || cells <= g.rules.ShootingRange; cells++ {
		if g.plan.Side(at, a.Dir).Blocks() && !g.throughWindow(at, a.Dir) {
			return at, nil
		}
		next := at.Step(a.Dir)
		if !g.plan.Inside(next) {
			return at, nil // out through an open exit
		}
		at = next
		kind := g.plan.Kind(at)
		if g.rules.NoHavens {
			kind = maze.Land // 001 l.64: "until it hits a wall or a player"
		}
		if kind == maze.Hospital {
			if !g.rules.ShootThroughHavens {
				return at, nil // nobody in a hospital can be wounded
			}
			continue
		}
		if hit := victims(at); len(hit) > 0 {
			return at, hit
		}
		if stoppedBy(at) {
			return at, nil
		}
		if kind == maze.Weaponry && !g.rules.ShootThroughHavens {
			return at, nil
		}
	}
	return at, nil
}

// catchFalling lets a shooter catch what fell from the players he hit on his
// own cell (§5.5).
func (g *Game) catchFalling(pi int, pile *Pile, before Counts) {
	now := pile.Counts()
	fell := Counts{
		Treasures: now.Treasures - before.Treasures,
		Corpses:   now.Corpses - before.Corpses,
		Landmines: now.Landmines - before.Landmines,
		Bullets:   now.Bullets - before.Bullets,
		Grenades:  now.Grenades - before.Grenades,

		Knives:     now.Knives - before.Knives,
		Cement:     now.Cement - before.Cement,
		Boomerangs: now.Boomerangs - before.Boomerangs,
	}
	if fell.Empty() {
		return
	}
	fe := event(ItemsFell, Everyone(), pi)
	fe.Items = fell
	g.emit(fe)
	if took := g.pickUp(&g.players[pi], pile, fell); !took.Empty() {
		te := event(PickedUp, Everyone(), pi)
		te.Items = took
		g.emit(te)
	}
}

// wound hits a player with a bullet or a blast (cause Landmine): he loses
// a life, and with none left, or infected, he dies (§5.5, §4.7, §5.7);
// otherwise he is wounded and drops bullets and his big item. Under the
// reference's two lives a healthy player is wounded and a wounded one dies;
// under one life (001's H2) the first hit kills; under three (seed 004) the
// third does.
func (g *Game) wound(vi, by int, cause Reason) {
	v := &g.players[vi]
	v.Lives--
	if g.rules.NoDeath {
		v.Lives = max(v.Lives, 1) // 002: a hit wounds, never kills
	} else if v.Health == Infected || v.Lives <= 0 {
		g.die(vi, by, cause, PlayerKilled)
		return
	}
	v.Health = Wounded
	v.hurt = true
	v.hurtByMine = cause == Landmine
	pile := &g.piles[g.plan.Index(v.Pos)]
	pile.Bullets += v.Bullets
	v.Bullets = 0
	carried := v.Carry
	v.Carry = Carried{}
	g.drop(v.Pos, carried)
	g.dropKit(vi)
	g.dropKeys(vi)
	g.settle(v.Pos)
	e := event(PlayerWounded, g.victimAudience(cause), vi)
	e.Other, e.Reason = by, cause
	g.emit(e)
}

// die kills a player where he stands: his bullets, grenades, big item and
// his own corpse (contagious if he was infected) stay on the cell (§5.5,
// §5.6, §4.7, §9). code is the event that tells it: PlayerKilled (told to
// the game master now, to everyone on the victim's turn), DiedOfIllness or
// TimeUp (told to everyone at once).
func (g *Game) die(vi, by int, cause Reason, code Code) {
	v := &g.players[vi]
	infected := v.Health == Infected
	v.Health, v.Lives = Dead, 0
	v.Out = false
	pile := &g.piles[g.plan.Index(v.Pos)]
	if g.keepsKit() {
		pile.Bullets += v.Bullets
		pile.Grenades += v.Grenades
		pile.Knives += v.Knives
		pile.Cement += v.Cement
		pile.Boomerangs += v.Boomerangs
		g.markTrophies(v.Pos)
	}
	v.Bullets, v.Grenades = 0, 0
	v.Knives, v.Cement, v.Boomerangs = 0, 0, 0
	carried := v.Carry
	v.Carry = Carried{}
	g.drop(v.Pos, carried)
	g.dropKeys(vi)
	pile.Corpses = append(pile.Corpses, Corpse{Player: vi, Contagious: infected})
	g.settle(v.Pos)
	g.changed = true
	e := event(code, Everyone(), vi)
	if code == PlayerKilled {
		e.To = g.victimAudience(cause)
		e.Other, e.Reason = by, cause
		v.hurt = true // the death is announced when his turn comes
	}
	g.emit(e)
	if v.Banked > 0 {
		g.checkTreasuresLeft() // what he kept outside is lost with him
	}
}

// victimAudience is who hears at once whom a bullet or a blast hurt: the
// game master, and everyone when a bullet's victims are named (name_victims,
// 004 l.37–38: the game master "announces whether it hit anyone, and
// whom"). Either way the victim's next turn begins with the notice (§5.5).
func (g *Game) victimAudience(cause Reason) Audience {
	if g.rules.NameVictims && (cause == Bullet || cause == Knife) {
		return Everyone()
	}
	return MasterOnly()
}

// blow throws a grenade at the wall in direction d (§5.4, §7.8).
func (g *Game) blow(pi int, d maze.Dir) {
	p := &g.players[pi]
	if p.Grenades == 0 {
		g.emit(event(NoGrenade, Everyone(), pi))
		return
	}
	if g.rules.WoundedNoGrenades && !p.canCarry() {
		// 001 l.84, 002 l.49: "A wounded player cannot use weaponry".
		e := event(GrenadeRefused, Everyone(), pi)
		e.Dir, e.Reason = d, NotHealthy
		g.emit(e)
		return
	}
	p.Grenades--
	e := event(GrenadeThrown, Everyone(), pi)
	e.Dir = d
	g.emit(e)
	var code Code
	var told Reason
	switch g.plan.Side(p.Pos, d) {
	case maze.Wall:
		g.plan.SetSide(p.Pos, d, maze.Open)
		g.changed = true
		code, told = WallDestroyed, Destroyed
	case maze.Solid:
		code, told = WallStood, Stood
	default:
		code, told = NoWall, NoWallThere
	}
	w := event(code, MasterOnly(), pi)
	w.Dir, w.Pos = d, p.Pos
	g.emit(w)
	if report, ok := g.blastReport(told); ok {
		r := event(WallReport, Everyone(), pi)
		r.Dir, r.Reason = d, report
		g.emit(r)
	}
	g.grenadeKills(pi, d, told == Stood)
	g.topUpHere(pi)
}

// topUpHere replaces spent ammunition where the player stands: a weaponry
// refills at once ("or resides inside", §5.3), and grenades lying on his
// cell are picked up.
func (g *Game) topUpHere(pi int) {
	p := &g.players[pi]
	if g.plan.Kind(p.Pos) == maze.Weaponry {
		if !g.rules.OneKitPerPlayer { // the one kit was given on arrival (001's A3, A5)
			g.refill(p)
		}
		return
	}
	pile := &g.piles[g.plan.Index(p.Pos)]
	if n := min(g.rules.MaxGrenades-p.Grenades, pile.Grenades); n > 0 && p.Health != Dead && !g.trophiesAt(p.Pos) {
		p.Grenades += n
		pile.Grenades -= n
	}
}
