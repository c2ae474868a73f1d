package game

import (
	"github.com/labyrinth-game/labyrinth/engine/maze"
	"github.com/labyrinth-game/labyrinth/engine/moves"
)

// play resolves a move: its actions in order (§2.1), then its conditional
// clauses (§6.5); a dark or semi-dark move is then hidden from everyone but
// the game master (§6.7, §6.8).
func (g *Game) play(pi int, m moves.Move) {
	p := &g.players[pi]
	clear(g.fallen)
	said := event(Said, Everyone(), pi)
	said.Move = m
	g.emit(said)
	g.moves++
	from, wasOut, wasIll := p.Pos, p.Out, p.Health == Infected
	if m.Skip {
		g.emit(event(Skipped, Everyone(), pi))
		if a, ok := g.skipMovement(pi); ok || len(m.Actions) > 0 {
			// A skip that carries him, or that comes with actions, is no
			// skip for the §6.6 draw: it changed something.
			g.skipWithMore(pi, m, a, ok)
			if g.phase != Over {
				g.afterIllness(pi, wasIll && !wasOut && !p.Out && p.Pos != from)
			}
			return
		}
		g.skips++
		if p.Out {
			g.loseOutside(pi)
		}
		g.healInHospital(pi, Everyone())
		g.afterIllness(pi, false)
		return
	}
	if m.Tell != moves.TellAll {
		g.emit(event(Done, Everyone(), pi))
	}
	hideFrom := len(g.out)
	g.healInHospital(pi, Everyone())
	g.noRefill = m.NoRefill
	defer func() { g.noRefill, g.action = false, 0 }()
	for i, a := range m.Actions {
		g.action = i + 1
		events := len(g.out)
		g.act(pi, a)
		if g.rules.RelaxedStep && a.Kind.IsMovement() && g.stepAgain(pi, m, from, events) {
			g.retry = true // the rest waits for the step that succeeds (001 S1)
			break
		}
	}
	n := len(m.Actions)
	for k, c := range m.Conditions {
		if g.retry || g.phase == Over || !p.Active() {
			break
		}
		g.action = 0
		met := g.holds(pi, c.If, hideFrom)
		e := event(Condition, Everyone(), pi)
		e.Count, e.Yes, e.If = k+1, met, c.If
		g.emit(e)
		for _, a := range c.Then {
			n++
			if met {
				g.action = n
				g.act(pi, a)
			}
		}
	}
	g.action = 0
	if g.phase != Over {
		g.afterIllness(pi, wasIll && !wasOut && !p.Out && p.Pos != from)
	}
	if !wasOut {
		g.tellReturned(pi, from, hideFrom)
	}
	if m.Tell == moves.TellAll {
		return
	}
	hitWall, ownBlast := false, false
	for i := hideFrom; i < len(g.out); i++ {
		e := &g.out[i]
		if e.Player == pi && (e.Code == HitWall || e.Code == RiverAgainst) {
			hitWall = true
		}
		if e.Player == pi && e.Code == PlayerWounded && e.Reason == Landmine {
			ownBlast = true
		}
		switch e.Code {
		case GameOver, LostOutside:
			// The end of the game, and a player declared lost (§3.4), are
			// always announced.
		case DiedOfIllness:
			e.To = MasterOnly()
			g.players[e.Player].hurt = true // announced when his turn would come
		default:
			e.To = MasterOnly()
		}
	}
	if m.Tell == moves.TellWall {
		e := event(WallTold, Everyone(), pi)
		e.Yes = hitWall
		g.emit(e)
	}
	// A player hurt by a landmine in his dark move is never told, so he
	// cannot order a new cell (§6.7).
	if ownBlast {
		p.hurt = false
	}
}

// act resolves one action of a move.
func (g *Game) act(pi int, a moves.Action) {
	p := &g.players[pi]
	if g.phase == Over || !p.Active() {
		return
	}
	if a.Kind.IsMovement() {
		g.movement(pi, a)
		return
	}
	if p.Out {
		e := event(CannotDo, Everyone(), pi)
		e.Reason = Outside
		g.emit(e)
		return
	}
	switch a.Kind {
	case moves.Shoot:
		g.shoot(pi, a)
	case moves.Blow:
		g.blow(pi, a.Dir)
	case moves.Take:
		g.take(pi, a)
	case moves.Leave:
		g.leaveItem(pi, a)
	case moves.Throw:
		g.throw(pi, a)
	case moves.SetMine:
		g.setMine(pi, a)
	case moves.Stab:
		g.stab(pi)
	case moves.Build:
		g.build(pi, a.Dir)
	case moves.Boomerang:
		g.throwBoomerang(pi, a.Dir)
	}
}

// holds decides a condition of §6.5 on what the move has produced so far
// (the events from index from on): what the player found, where he went,
// whether a scream was heard.
func (g *Game) holds(pi int, c moves.Condition, from int) bool {
	yes := false
	for _, e := range g.out[from:] {
		if e.Player != pi && e.Code != Scream {
			continue
		}
		switch c.Kind {
		case moves.IfFind:
			switch {
			case e.Code == Found:
				yes = yes || has(e.Items, c.Item)
			case e.Code == FellAtFeet && g.since(RulingsAudit):
				// "you have found the corpse at your feet" (§5.2)
				yes = yes || c.Item == moves.NoItem || c.Item == e.Item
			}
		case moves.IfPit:
			yes = yes || e.Code == FellIntoPit || e.Code == MovedByLoop
		case moves.IfWall:
			yes = yes || e.Code == HitWall || e.Code == RiverAgainst
		case moves.IfRiver:
			yes = yes || g.carriedByFlow(e)
		case moves.IfCell:
			yes = yes || g.walkedInto(e, c.Cell)
		case moves.IfScream:
			yes = yes || (e.Code == Scream && e.Player == pi)
		case moves.IfHealed:
			yes = yes || e.Code == Healed
		}
	}
	return yes != c.Not
}

// walkedInto reports whether a movement's event announces that the player
// walked into a cell of kind k (§6.5: a condition follows what was
// announced). "Walked into a river, carried by the flow to a delta" walked
// into a river, not into a delta (§4.6); "fell into a pit" walked into a
// pit; hitting a wall walked into nothing, wherever the flow then carried
// him. What the encephalitis cell is to the immune, land, is in the event.
func (g *Game) walkedInto(e Event, k maze.Kind) bool {
	if !g.since(RulingsAudit) {
		// The first rulings judged the cell the movement ended on.
		switch e.Code {
		case Moved, FellIntoPit, CarriedByFlow, MovedByFlow, MovedByLoop, AlongRiver:
			return e.Cell == k
		case HitWall:
			return e.Cell != maze.Outside && e.Cell == k
		}
		return false
	}
	switch e.Code {
	case Moved, MovedByFlow, MovedByLoop, AlongRiver:
		return e.Cell == k
	case FellIntoPit:
		return k == maze.Pit
	case CarriedByFlow:
		return k == maze.River
	}
	return false
}

// carriedByFlow reports whether a movement's event announces that the flow
// carried the player (§4.6): walking into a river, moving by the flow, or
// failing to move — a wall, or a movement by the loop or by the flow that
// was impossible — and then carried on (§2.2).
func (g *Game) carriedByFlow(e Event) bool {
	switch e.Code {
	case CarriedByFlow:
		return true
	case HitWall:
		return e.Cell != maze.Outside
	case CannotMove:
		return g.since(RulingsAudit) && e.Cell != maze.Outside
	case MovedByFlow:
		return g.since(RulingsAudit)
	}
	return false
}

// has reports whether counts include an item of the kind (any item for
// NoItem).
func has(c Counts, it moves.Item) bool {
	switch it {
	case moves.Treasure:
		return c.Treasures > 0
	case moves.Corpse:
		return c.Corpses > 0
	case moves.Landmine:
		return c.Landmines > 0
	case moves.Bullet:
		return c.Bullets > 0
	case moves.Grenade:
		return c.Grenades > 0
	}
	return !c.Empty()
}
