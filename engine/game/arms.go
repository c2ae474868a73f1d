package game

// Seed 001's items, arsenals, sides and cells (issue 12, the items part):
// the knife (l.65, W2, W6), cement (l.107, O4), arsenals that give one kit
// per player (A3, A5) or goods of one kind (l.108), grenades that kill in
// the neighbouring cell (W8), one-way doors (l.112, O5), windows (l.113,
// O6) and swamps (l.105). Each is off under the reference's rules.

import (
	"slices"

	"github.com/labyrinth-game/labyrinth/engine/maze"
)

// Events of seed 001's items and cells.
const (
	KnifeUsed     Code = "knife_used"     // Player struck with his knife, which is spent (001 l.65); a scream or no scream follows
	KnifeRefused  Code = "knife_refused"  // Player could not use a knife, for Reason: no_knife, not_healthy, from_hospital, from_weaponry
	WallBuilt     Code = "wall_built"     // Player built a wall Dir of his cell with a bag of cement (001 l.107, O4)
	BuildRefused  Code = "build_refused"  // Player could not build a wall Dir, for Reason: no_cement, wall_there, outer_side, across_flow
	KitSpent      Code = "kit_spent"      // the weaponry Player arrived at gave him his one kit before and gives nothing now (001's A3, A5)
	SwampTurn     Code = "swamp_turn"     // Player is stuck in a swamp: his move is skipped (001 l.105)
	GrenadeKilled Code = "grenade_killed" // the grenade Player threw Dir killed whoever stood in the neighbouring cell (game master) (001's W8)

	BoomerangThrown  Code = "boomerang_thrown"  // Player threw his boomerang Dir (001 l.109); a scream or no scream follows
	BoomerangRefused Code = "boomerang_refused" // Player could not throw a boomerang, for Reason: no_boomerang, not_healthy
	BoomerangBack    Code = "boomerang_back"    // Player's boomerang came back to him (Yes) or hit a wall and fell
	BoomerangFell    Code = "boomerang_fell"    // Player's boomerang fell at Pos (game master)
)

// Reasons of seed 001's items.
const (
	NoKnife    Reason = "no_knife"    // nothing to strike with
	Knife      Reason = "knife"       // wounded or killed by a knife (001 l.65)
	Grenade    Reason = "grenade"     // killed by a grenade's blast (001's W8)
	NoCement   Reason = "no_cement"   // no bag of cement to build with
	WallThere  Reason = "wall_there"  // the side has a wall already
	OuterSide  Reason = "outer_side"  // the side is an exit: walls are built on inner sides only
	AcrossFlow Reason = "across_flow" // a wall cannot block a river (§4.5)

	NoBoomerang Reason = "no_boomerang" // nothing to throw
	Boomerang   Reason = "boomerang"    // wounded or killed by a boomerang (001 l.109)
)

// stab strikes with the knife: every other player on the cell is hit, as by
// a bullet fired on the shooter's own cell, and the knife is spent (001
// l.65: "If some other player is in the same cell, he will be wounded
// (killed). The used knife is discarded."). The wounded use no weapons
// (l.84); the havens of the reference spare their occupants (§4.2, §4.3).
func (g *Game) stab(pi int) {
	p := &g.players[pi]
	refuse := func(r Reason) {
		e := event(KnifeRefused, Everyone(), pi)
		e.Reason = r
		g.emit(e)
	}
	here := g.plan.Kind(p.Pos)
	switch {
	case p.Knives == 0:
		refuse(NoKnife)
		return
	case !p.canCarry():
		refuse(NotHealthy)
		return
	case here == maze.Hospital && !g.rules.NoHavens:
		refuse(FromHospital)
		return
	case here == maze.Weaponry && !g.rules.NoHavens:
		refuse(FromWeaponry)
		return
	}
	p.Knives--
	g.emit(event(KnifeUsed, Everyone(), pi))
	pile := &g.piles[g.plan.Index(p.Pos)]
	before := pile.Counts()
	hit := false
	for vi := range g.players {
		v := &g.players[vi]
		if vi == pi || !v.InLabyrinth() || v.Pos != p.Pos || g.fallen[vi] {
			continue
		}
		g.wound(vi, pi, Knife)
		g.fallen[vi] = true
		hit = true
	}
	if !hit {
		g.emit(event(NoScream, Everyone(), pi))
		return
	}
	g.emit(event(Scream, Everyone(), pi))
	if g.catches() {
		g.catchFalling(pi, pile, before)
	}
}

// build lays a bag of cement as a wall on side d of the player's cell (001
// l.107: cement "will allows to build up walls"). A wall is built on an
// open inner side only — not on an exit, and not across a river's flow
// (§4.5: a wall cannot block a river); the bag is spent only when the wall
// stands. The wall built is an ordinary one: a grenade destroys it.
func (g *Game) build(pi int, d maze.Dir) {
	p := &g.players[pi]
	refuse := func(r Reason) {
		e := event(BuildRefused, Everyone(), pi)
		e.Dir, e.Reason = d, r
		g.emit(e)
	}
	n := p.Pos.Step(d)
	switch {
	case p.Cement == 0:
		refuse(NoCement)
	case g.plan.Side(p.Pos, d).Blocks():
		refuse(WallThere)
	case !g.plan.Inside(n):
		refuse(OuterSide)
	case g.flowsAcross(p.Pos, n):
		refuse(AcrossFlow)
	default:
		p.Cement--
		g.plan.SetSide(p.Pos, d, maze.Wall)
		g.changed = true
		e := event(WallBuilt, Everyone(), pi)
		e.Dir = d
		g.emit(e)
	}
}

// flowsAcross reports whether a river flows from a to b or from b to a.
func (g *Game) flowsAcross(a, b maze.Pos) bool {
	if down, ok := g.plan.Downstream(a); ok && down == b {
		return true
	}
	down, ok := g.plan.Downstream(b)
	return ok && down == a
}

// doorWay is where a step from p in direction d ends when a one-way door
// lets the player through that way (001 l.112: "the player could move
// through them but only in one direction"); ok is false when there is no
// door, or it is passed the other way — then the door is the wall it is
// set in.
func (g *Game) doorWay(p maze.Pos, d maze.Dir) (maze.Outcome, bool) {
	if !g.rules.OneWayDoors || g.plan.Door(p, d) != d || g.plan.Side(p, d) != maze.Wall && g.plan.Side(p, d) != maze.Solid {
		return maze.Outcome{}, false
	}
	return g.plan.Enter(p.Step(d)), true
}

// throughWindow reports whether a bullet flies through the wall on side d
// of the cell at p: a window (001 l.113: "bullets go through them").
func (g *Game) throughWindow(p maze.Pos, d maze.Dir) bool {
	return g.rules.Windows && g.plan.Window(p, d)
}

// giveKit reports whether the weaponry at the player's cell gives him a
// kit now, and records it under one_kit_per_player (001's A3, A5: "only
// one extra kit per each player"): each weaponry gives each player once.
func (g *Game) giveKit(pi int) bool {
	if !g.rules.OneKitPerPlayer {
		return true
	}
	p := &g.players[pi]
	at := g.plan.Index(p.Pos)
	if slices.Contains(p.kits, at) {
		return false
	}
	p.kits = append(p.kits, at)
	return true
}

// stock is what the weaponry at p gives: its stock of format version 2
// (001 l.108: "some of them could carry bullets only or grenades only"),
// or every good for a weaponry without one.
func (g *Game) stock(p maze.Pos) maze.Goods {
	if s := g.plan.Cell(p).Stock; s != 0 {
		return s
	}
	return maze.AllGoods
}

// refillItems tops up the knives and the cement of seed 001 in a weaponry
// that gives them.
func (g *Game) refillItems(p *Player, s maze.Goods) {
	if s.Has(maze.GiveKnives) && p.canCarry() {
		p.Knives = max(p.Knives, g.rules.MaxKnives)
	}
	if s.Has(maze.GiveCement) {
		p.Cement = max(p.Cement, g.rules.MaxCement)
	}
	if s.Has(maze.GiveBoomerangs) && p.canCarry() {
		p.Boomerangs = max(p.Boomerangs, g.maxBoomerangs())
	}
}

// maxBoomerangs is the most boomerangs a player carries: one, in a game
// that has them.
func (g *Game) maxBoomerangs() int { return min(g.rules.BoomerangRange, 1) }

// pickUpWeapons takes, on arrival, the knives and the boomerang lying on
// the cell (001 l.65, l.109), up to the most the rules let a player carry;
// like bullets, only the healthy carry them (§5.5, l.84).
func (g *Game) pickUpWeapons(p *Player, pile *Pile, avail Counts, took *Counts) {
	if n := min(g.rules.MaxKnives-p.Knives, pile.Knives, avail.Knives); n > 0 {
		p.Knives += n
		pile.Knives -= n
		took.Knives = n
	}
	if n := min(g.maxBoomerangs()-p.Boomerangs, pile.Boomerangs, avail.Boomerangs); n > 0 {
		p.Boomerangs += n
		pile.Boomerangs -= n
		took.Boomerangs = n
	}
}

// throwBoomerang throws the boomerang in direction d (001 l.109:
// "boomerang flies in the given direction for the preset number of cells
// and will either hit the wall and fall down or return. Any player in its
// way will be wounded or killed"). It flies boomerang_range cells: a wall
// (or the labyrinth's edge, an exit included) stops it, and it falls on
// the last cell it reached; otherwise it flies back along its way to the
// thrower, who catches it. Every player on a cell it passes, out or back,
// is hit as by a bullet — not in a hospital under the reference's havens —
// once. Everyone hears it thrown, a scream or none, and whether it came
// back; the game master where it fell.
func (g *Game) throwBoomerang(pi int, d maze.Dir) {
	p := &g.players[pi]
	refuse := func(r Reason) {
		e := event(BoomerangRefused, Everyone(), pi)
		e.Dir, e.Reason = d, r
		g.emit(e)
	}
	switch {
	case p.Boomerangs == 0:
		refuse(NoBoomerang)
		return
	case !p.canCarry():
		refuse(NotHealthy)
		return
	}
	p.Boomerangs--
	e := event(BoomerangThrown, Everyone(), pi)
	e.Dir = d
	g.emit(e)
	hit := false
	strike := func(at maze.Pos) {
		if g.plan.Kind(at) == maze.Hospital && !g.rules.NoHavens {
			return
		}
		for vi := range g.players {
			v := &g.players[vi]
			if vi == pi || !v.InLabyrinth() || v.Pos != at || g.fallen[vi] {
				continue
			}
			g.wound(vi, pi, Boomerang)
			g.fallen[vi] = true
			hit = true
		}
	}
	at, back := p.Pos, true
	for range g.rules.BoomerangRange {
		next := at.Step(d)
		if g.plan.Side(at, d).Blocks() || !g.plan.Inside(next) {
			back = false
			break
		}
		at = next
		strike(at)
	}
	if back {
		for at != p.Pos {
			at = at.Step(d.Opposite())
			if at != p.Pos {
				strike(at)
			}
		}
	}
	if hit {
		g.emit(event(Scream, Everyone(), pi))
	} else {
		g.emit(event(NoScream, Everyone(), pi))
	}
	r := event(BoomerangBack, Everyone(), pi)
	r.Yes = back || at == p.Pos
	g.emit(r)
	if r.Yes {
		if p.canCarry() {
			p.Boomerangs++ // caught; a thrower wounded meanwhile drops it
		} else {
			g.piles[g.plan.Index(p.Pos)].Boomerangs++
		}
		return
	}
	g.piles[g.plan.Index(at)].Boomerangs++
	g.settle(at)
	f := event(BoomerangFell, MasterOnly(), pi)
	f.Pos = at
	g.emit(f)
}

// grenadeKills kills whoever stands in the neighbouring cell a grenade was
// thrown towards (001's W8: "Using grenade kills another player who is
// located in corresponding neighboring cell"), unless the wall there stood
// (the monolith, an indestructible wall) or the cell is a haven that spares
// its occupants (§4.2, §4.3, unless no_havens). It reports whether anyone
// was killed.
func (g *Game) grenadeKills(pi int, d maze.Dir, stood bool) bool {
	p := &g.players[pi]
	n := p.Pos.Step(d)
	if !g.rules.GrenadesKill || stood || !g.plan.Inside(n) {
		return false
	}
	if k := g.plan.Kind(n); (k == maze.Hospital || k == maze.Weaponry) && !g.rules.NoHavens {
		return false
	}
	killed := false
	for vi := range g.players {
		v := &g.players[vi]
		if vi == pi || !v.InLabyrinth() || v.Pos != n {
			continue
		}
		if !killed {
			e := event(GrenadeKilled, MasterOnly(), pi)
			e.Dir, e.Pos = d, n
			g.emit(e)
		}
		killed = true
		g.die(vi, pi, Grenade, PlayerKilled)
	}
	if killed {
		g.emit(event(Scream, Everyone(), pi))
	}
	return killed
}

// stuckInSwamp passes the turn of a player who stepped into a swamp on his
// last move (001 l.105: "Stepping into that cell results in skipping the
// next move"); it reports whether it did.
func (g *Game) stuckInSwamp(pi int) bool {
	p := &g.players[pi]
	if !p.stuck {
		return false
	}
	p.stuck = false
	// His lost move is a move, and no skip: a round in which the others
	// skip is no §6.6 draw.
	g.moves++
	g.emit(event(SwampTurn, Everyone(), pi))
	return true
}
