package game

import "github.com/labyrinth-game/labyrinth/engine/rules"

// What wins the game (§3.2, §3.5; seed 001's V1–V4, rules.Victory).
//
// Under V1 (the reference) and V2 a true treasure carried out wins at once.
// Under V3 and V4 every true treasure must be carried out, and a player
// carries one at a time (§5.1): a true treasure he carries out he keeps
// outside — it is his, "banked" — and, as after a fake one (§3.4), he must
// come back in with his next move for the next. He wins when he holds them
// all (V3), and every other player is out of the game (V4). A player who
// dies or is lost loses what he banked. A true treasure lost leaves no
// treasure victory, and the game ends in a draw (DrawTreasureLost), as the
// reference's lost treasure does (§4.6); so do treasures banked by two
// players, or by one who is out of the game (DrawTreasuresSplit).

// trueTreasureOut resolves player pi walking out with true treasure t. It
// reports whether the game ended.
func (g *Game) trueTreasureOut(pi, t int) bool {
	if g.rules.Victory == rules.VictoryKey {
		return false // the Key wins, not treasures (002 l.56): he is outside with it
	}
	if !g.rules.Victory.NeedsAllTreasures() {
		g.finish(WonWithTreasure, pi)
		return true
	}
	p := &g.players[pi]
	p.Carry = Carried{}
	p.Banked++
	g.gone[t] = true
	e := event(TreasureBanked, Everyone(), pi)
	e.Count, e.Limit = p.Banked, g.trueTreasures()
	g.emit(e)
	if p.Banked >= g.trueTreasures() && (g.rules.Victory == rules.VictoryAllTreasures || g.othersOut(pi)) {
		g.finish(WonWithTreasure, pi)
		return true
	}
	g.checkTreasuresLeft()
	return g.phase == Over
}

// trueTreasures is the number of true treasures in the plan.
func (g *Game) trueTreasures() int {
	n := 0
	for _, t := range g.treasure {
		if t {
			n++
		}
	}
	return n
}

// othersOut reports whether every player but pi is dead or lost.
func (g *Game) othersOut(pi int) bool {
	for i := range g.players {
		if i != pi && g.players[i].Active() {
			return false
		}
	}
	return true
}

// lastWins reports whether pi, the last player left, wins by that (§3.5):
// under V1 when §7.9 gives him no moves to find the treasure; under V4
// when he holds every true treasure; never under V2, V3 and victory exit
// (seed 002).
func (g *Game) lastWins(pi int) bool {
	switch g.rules.Victory {
	case rules.VictoryTreasureOrLast:
		return g.rules.LastSurvivorMoves == 0
	case rules.VictoryAllTreasuresAndLast:
		return g.players[pi].Banked >= g.trueTreasures()
	}
	return false
}

// checkTreasuresLeft ends the game in a draw when no treasure victory is
// left: a true treasure lost when every one is needed (V3, V4), or every
// true treasure lost (V1, V2; the reference's one true treasure, §4.6,
// §5.2); or, under V3 and V4, true treasures kept by two players, or by a
// player who is out of the game (DrawTreasuresSplit).
func (g *Game) checkTreasuresLeft() {
	if g.phase == Over || !g.rules.Victory.NeedsTreasure() {
		return
	}
	all := g.rules.Victory.NeedsAllTreasures()
	if g.lostTrue > 0 && (all || g.lostTrue >= g.trueTreasures()) {
		g.finish(DrawTreasureLost, -1)
		return
	}
	if !all {
		return
	}
	holders, split := 0, false
	for i := range g.players {
		if p := &g.players[i]; p.Banked > 0 {
			holders++
			split = split || !p.Active()
		}
	}
	if split || holders > 1 {
		g.finish(DrawTreasuresSplit, -1)
	}
}
