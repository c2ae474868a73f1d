package game

import (
	"math/rand/v2"

	"github.com/labyrinth-game/labyrinth/engine/maze"
	"github.com/labyrinth-game/labyrinth/engine/moves"
)

// Seed 004's money (shared/seeds/004): a paid hint and the casino, each
// said instead of a move (docs/rules.md, "Money, hints and the casino").

// Refusals of the statements of money.
const (
	RefusedNoHints   RefusalCode = "no_hints"
	RefusedNoCasino  RefusalCode = "no_casino"
	RefusedTooPoor   RefusalCode = "not_enough_money"
	RefusedNoMoneyIn RefusalCode = "money_mid_turn"
)

// checkMoney decides whether the player whose turn it is may buy the hint
// or bet now. What he has and what the rules allow is known to him, so it
// is refused; whether he stands on a casino depends on the plan and is an
// event (NoCasino), as a wall is.
func (g *Game) checkMoney(c Command) *Refusal {
	p, s := &g.players[c.Player], c.Say
	price := g.rules.HintPrice
	switch {
	case s.Kind == moves.BuyHint && price == 0:
		return g.refuse(RefusedNoHints, c)
	case s.Kind == moves.PlaceBet && !g.rules.Casino:
		return g.refuse(RefusedNoCasino, c)
	case g.after || g.walls != 0:
		// The hint and the bet are said instead of a move, not within
		// one (001's S1 and act_after_hearing split a turn).
		return g.refuse(RefusedNoMoneyIn, c)
	case p.Out:
		return g.refuse(RefusedOrderFromOutside, c)
	}
	need := price
	if s.Kind == moves.PlaceBet {
		need = int(s.Amount)
	}
	if p.Money < need {
		r := g.refuse(RefusedTooPoor, c)
		r.Count = p.Money
		return r
	}
	return nil
}

// instead resolves the hint or the bet a player says instead of his move,
// and ends his turn as a move does: it is no skip (§6.6), it changes
// nothing irreversible (§3.6), and it counts as one of the last survivor's
// moves (§7.9).
func (g *Game) instead(pi int, s moves.Statement) {
	p := &g.players[pi]
	p.mayOrder = false
	p.lastNoop = false
	g.moves++
	switch s.Kind {
	case moves.BuyHint:
		p.Money -= g.rules.HintPrice
		e := event(HintBought, Everyone(), pi)
		e.Count = g.rules.HintPrice
		g.emit(e)
		// The one secret answer of seed 004: only he learns where he is.
		e = event(HintAnswer, OnlyPlayer(pi), pi)
		e.Pos = p.Pos
		g.emit(e)
	case moves.PlaceBet:
		g.bet(pi, int(s.Amount))
	}
	g.floatAfterMove()
	if g.survivor > 0 && g.phase != Over {
		g.spendSurvivorMove()
	}
	if g.phase != Over {
		g.endTurn()
	}
}

// bet plays the casino's game for stake: a die from the game's seeded
// random source — the seed is in the journal's header, so a replay throws
// the same — 4, 5 or 6 pays the stake, 1, 2 or 3 loses it. The bet and its
// result are public; where the casino is, is not.
func (g *Game) bet(pi, stake int) {
	p := &g.players[pi]
	if g.plan.Kind(p.Pos) != maze.Casino {
		e := event(NoCasino, Everyone(), pi)
		e.Count = stake
		g.emit(e)
		return
	}
	die := 1 + rand.New(g.rng).IntN(6)
	e := event(BetPlayed, Everyone(), pi)
	e.Count, e.Limit, e.Yes = stake, die, die >= 4
	if e.Yes {
		p.Money += stake
	} else {
		p.Money -= stake
	}
	g.emit(e)
}
