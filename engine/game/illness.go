package game

import "github.com/labyrinth-game/labyrinth/engine/maze"

// mite is the state of an encephalitis cell whose mite is awake (§4.7).
type mite struct {
	Cell int `json:"cell"`
	// Waker woke it in round Round; the cell turns contagious after his next
	// move, or after a full round if he cannot make one.
	Waker      int  `json:"waker"`
	Round      int  `json:"round"`
	Contagious bool `json:"contagious"`
}

func (g *Game) miteAt(cell int) *mite {
	for i := range g.mites {
		if g.mites[i].Cell == cell {
			return &g.mites[i]
		}
	}
	return nil
}

// visitMite is what an encephalitis cell does to a player arriving (§4.7):
// the first wakes the mite; once the cell is contagious it infects.
func (g *Game) visitMite(pi int, at maze.Pos) {
	p := &g.players[pi]
	if p.Immune {
		return // "Walked onto land"
	}
	i := g.plan.Index(at)
	m := g.miteAt(i)
	switch {
	case m == nil:
		g.mites = append(g.mites, mite{Cell: i, Waker: pi, Round: g.round})
		g.emit(event(MiteWoken, Everyone(), pi))
	case m.Contagious:
		g.infect(pi)
	}
}

// infect infects a player: a wounded one dies; a healthy one drops all but
// his grenades and has HealingMoves successful moves to reach a hospital
// (§4.7). The immune and the already infected are not affected.
func (g *Game) infect(pi int) {
	p := &g.players[pi]
	if p.Immune || p.Health == Infected || p.Health == Dead {
		return
	}
	if p.Health == Wounded {
		p.Health = Infected // his corpse is contagious
		g.die(pi, -1, "", DiedOfIllness)
		return
	}
	p.Health = Infected
	p.HealLeft = g.rules.HealingMoves
	pile := &g.piles[g.plan.Index(p.Pos)]
	pile.Bullets += p.Bullets
	p.Bullets = 0
	carried := p.Carry
	p.Carry = Carried{}
	g.drop(p.Pos, carried)
	g.dropKeys(pi)  // as 002's wounded do: only the healthy carry the Key (l.49)
	g.dropBoats(pi) // boats, as bullets, are for the healthy
	g.settle(p.Pos)
	e := event(InfectedBy, Everyone(), pi)
	e.Count = g.rules.HealingMoves
	if pi != g.current {
		// Infected where he stands during another's move: saying so now
		// would tell where he is (§2.3); he is told on his turn, as a
		// wounded player is (§5.5).
		e.To = MasterOnly()
		p.infectedUntold = true
	}
	g.emit(e)
}

// heal heals a wounded or infected player in a hospital (§4.2); an infected
// one becomes immune (§4.7). to is who is told.
func (g *Game) heal(pi int, to Audience) {
	p := &g.players[pi]
	switch p.Health {
	case Wounded:
		p.Health, p.Lives = Healthy, g.rules.MaxLives() // every life restored (seed 004 l.11–13)
		g.emit(event(Healed, to, pi))
	case Infected:
		p.Health, p.Immune, p.HealLeft = Healthy, true, 0
		g.changed = true
		g.emit(event(Healed, to, pi))
		g.emit(event(BecameImmune, to, pi))
	}
}

// healInHospital heals a player standing in a hospital however he came to
// be there (§4.2: a hospital "immediately heals wounded and infected
// players"): placed on the cell he ordered, or still there when his move
// begins. Arriving by a movement heals in land.
func (g *Game) healInHospital(pi int, to Audience) {
	p := &g.players[pi]
	if g.since(RulingsAudit) && p.InLabyrinth() && g.plan.Kind(p.Pos) == maze.Hospital {
		g.heal(pi, to)
	}
}

// afterIllness runs after a player's move: the clock of his infection
// (counted when he was infected before the move and it took him to another
// cell), and the mites that wake to contagion (§4.7).
func (g *Game) afterIllness(pi int, movedTo bool) {
	p := &g.players[pi]
	if p.InLabyrinth() && p.Health == Infected && movedTo && g.rules.HealingMoves > 0 {
		p.HealLeft--
		if p.HealLeft <= 0 {
			g.die(pi, -1, "", DiedOfIllness)
		}
	}
	for k := range g.mites {
		m := &g.mites[k]
		if m.Contagious || !((m.Waker == pi && g.round > m.Round) || g.round >= m.Round+2) {
			continue
		}
		m.Contagious = true
		at := g.plan.PosOf(m.Cell)
		for vi := range g.players {
			if v := &g.players[vi]; v.InLabyrinth() && v.Pos == at {
				g.infect(vi)
			}
		}
	}
	// Staying on a contagious cell infects as arriving does.
	if p.InLabyrinth() && g.plan.Kind(p.Pos) == maze.Encephalitis {
		if m := g.miteAt(g.plan.Index(p.Pos)); m != nil && m.Contagious {
			g.infect(pi)
		}
	}
}
