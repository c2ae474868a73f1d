package game

import (
	"github.com/labyrinth-game/labyrinth/engine/moves"
	"github.com/labyrinth-game/labyrinth/engine/rules"
)

// Check reports whether Apply would accept the command now, without changing
// anything: a host can journal a command it knows will be accepted before
// applying it. A refusal is a *Refusal.
func (g *Game) Check(c Command) error {
	if r := g.check(c); r != nil {
		return r
	}
	return nil
}

// check decides whether a command is legal now, without changing anything.
// What the rules forbid whatever the labyrinth holds — a skip under §7.7, a
// dark move under §7.1, a move out of turn — is refused here; what depends
// on the hidden plan (shooting from a river, a wall in the way) is resolved
// into events instead, so that a refusal never reveals the plan.
func (g *Game) check(c Command) *Refusal {
	if g.phase == Over {
		return g.refuse(RefusedGameOver, c)
	}
	if playerCommand(c.Kind) && (c.Player < 0 || c.Player >= len(g.players)) {
		r := g.refuse(RefusedNoSuchSeat, c)
		r.Player, r.Count = -1, c.Player // no player: the seat named
		return r
	}
	switch c.Kind {
	case ChooseStart, PlaceStart:
		return g.checkChoice(c)
	case CommonStart:
		switch {
		case g.phase != Choosing:
			return g.refuse(RefusedAlreadyBegun, c)
		case !g.rules.CommonStart:
			return g.refuse(RefusedNoCommonStart, c)
		case !g.plan.Inside(c.Cell):
			r := g.refuse(RefusedOffLabyrinth, c)
			r.Cell = c.Cell
			return r
		}
		return nil
	case InvalidateStarts:
		if g.phase != Choosing {
			return g.refuse(RefusedAlreadyBegun, c)
		}
		return nil
	case Begin:
		if g.phase != Choosing {
			return g.refuse(RefusedAlreadyBegun, c)
		}
		if g.rules.CommonStart {
			if !g.hasCommon {
				return g.refuse(RefusedWaitingForCommon, c)
			}
			return nil
		}
		var missing []int
		for i := range g.players {
			if !g.players[i].HasChoice {
				missing = append(missing, i)
			}
		}
		if len(missing) > 0 {
			r := g.refuse(RefusedWaitingForStarts, c)
			r.Waiting = missing
			return r
		}
		return nil
	case Say:
		return g.checkSay(c)
	case StartTimer:
		return g.checkTiming(c)
	case StopTimer:
		if g.phase != Playing || g.timed != g.current {
			r := g.refuse(RefusedNotTimed, c)
			if g.phase == Playing {
				r.Other = g.current
			}
			return r
		}
		return nil
	case EndGame:
		return nil // any time before the end (checked above)
	case TimeIsUp:
		switch {
		case g.phase != Playing:
			return g.refuse(RefusedNotBegun, c)
		case g.timed != c.Player || c.Player != g.current:
			return g.refuse(RefusedNotTimed, c)
		}
		return nil
	case BreakDecision:
		if g.phase != Playing || !g.tied() {
			return g.refuse(RefusedNoTiedVote, c)
		}
		return nil
	}
	r := g.refuse(RefusedUnknownCommand, c)
	r.Count = int(c.Kind)
	return r
}

func (g *Game) checkChoice(c Command) *Refusal {
	p := &g.players[c.Player]
	atCell := func(code RefusalCode) *Refusal {
		r := g.refuse(code, c)
		r.Cell = c.Cell
		return r
	}
	switch {
	case g.phase != Choosing:
		return g.refuse(RefusedAlreadyBegun, c)
	case g.rules.CommonStart:
		return g.refuse(RefusedCommonStart, c)
	case c.Kind == ChooseStart && g.rules.Starts == rules.StartsMaster:
		return g.refuse(RefusedStartsByMaster, c)
	case c.Kind == PlaceStart && g.rules.Starts == rules.StartsPlayers:
		return g.refuse(RefusedStartsByPlayers, c)
	case c.Kind == ChooseStart && p.Placed:
		// The game master placed him: choosing now would move him where
		// the game master did not put him.
		return g.refuse(RefusedPlacedByMaster, c)
	case c.Kind == PlaceStart && p.HasChoice && !p.Placed:
		// He chose his own start and heard it confirmed: placing him
		// elsewhere would leave him believing he starts there.
		return g.refuse(RefusedChoseOwnStart, c)
	case !g.plan.Inside(c.Cell):
		return atCell(RefusedOffLabyrinth)
	case p.HasPrevious && c.Cell == p.Previous:
		return atCell(RefusedStartInvalid)
	}
	if len(p.Asked) > 0 {
		for _, a := range p.Asked {
			if a == c.Cell {
				return nil
			}
		}
		return g.refuse(RefusedStartNotAsked, c)
	}
	return nil
}

func (g *Game) checkSay(c Command) *Refusal {
	pi, s := c.Player, c.Say
	p := &g.players[pi]
	if err := s.Validate(); err != nil {
		r := g.refuse(RefusedBadStatement, c)
		r.Detail = err.Error()
		return r
	}
	if s.Kind == moves.AskRules {
		return nil // §7: "every player can at any time confirm all the game rules"
	}
	atCell := func(code RefusalCode) *Refusal {
		r := g.refuse(code, c)
		r.Cell = s.Cell
		return r
	}
	if s.Kind == moves.AskCellType {
		h := g.rules.HandicapOf(p.Name)
		switch {
		case g.phase != Choosing:
			return g.refuse(RefusedAlreadyBegun, c)
		case len(p.Asked) >= h.KnownCells:
			r := g.refuse(RefusedNoCellTypesLeft, c)
			r.Count = h.KnownCells
			return r
		case !g.plan.Inside(s.Cell):
			return atCell(RefusedOffLabyrinth)
		}
		for _, a := range p.Asked {
			if a == s.Cell {
				return atCell(RefusedCellTypeTold)
			}
		}
		return nil
	}
	if g.phase != Playing {
		return g.refuse(RefusedNotBegun, c)
	}
	if !p.Active() {
		return g.refuse(RefusedOutOfGame, c)
	}
	named := func() (int, *Refusal) {
		si, ok := g.PlayerByName(s.Player)
		if !ok {
			r := g.refuse(RefusedNoSuchPlayer, c)
			r.Name = s.Player
			return -1, r
		}
		return si, nil
	}
	switch s.Kind {
	case moves.AskStatus:
		return nil
	case moves.VoteBreak:
		if g.rules.BreakMinutes == 0 {
			return g.refuse(RefusedNoBreaks, c)
		}
		if g.votes[pi] {
			return g.refuse(RefusedAlreadyVoted, c)
		}
		return nil
	case moves.AskRecall:
		si, r := named()
		switch {
		case r != nil:
			return r
		case si == pi:
			return g.refuse(RefusedRecallOwnMove, c)
		case !g.players[si].hasLast:
			r := g.refuse(RefusedNotMovedYet, c)
			r.Other = si
			return r
		}
		return nil
	case moves.AskTiming:
		si, r := named()
		switch {
		case r != nil:
			return r
		case si != g.current:
			return g.refuse(RefusedTimeOnlyCurrent, c)
		case si == pi:
			return g.refuse(RefusedTimeOneself, c)
		}
		return g.checkTiming(c)
	}
	if pi != g.current {
		r := g.refuse(RefusedNotYourTurn, c)
		r.Other = g.current
		return r
	}
	switch s.Kind {
	case moves.OrderCell:
		switch {
		case p.Out:
			return g.refuse(RefusedOrderFromOutside, c)
		case !p.mayOrder && p.ExtraOrders == 0, g.after, g.walls != 0:
			// Not in the middle of a turn (001 S1, l.64): a new cell is
			// ordered at its start.
			return g.refuse(RefusedNoNewCellNow, c)
		case !g.plan.Inside(s.Cell):
			return atCell(RefusedOffLabyrinth)
		}
		return nil
	case moves.KeepCell:
		if !p.mayOrder {
			return g.refuse(RefusedNothingToDecline, c)
		}
		return nil
	case moves.TakeBreak:
		return g.checkBreak(c)
	case moves.SayMove:
		return g.checkMove(c)
	case moves.BuyHint, moves.PlaceBet:
		return g.checkMoney(c)
	}
	return g.refuse(RefusedBadStatement, c)
}

// checkMove enforces the options of §7 that forbid kinds of moves.
func (g *Game) checkMove(c Command) *Refusal {
	pi, m := c.Player, c.Say.Move
	p := &g.players[pi]
	r := &g.rules
	switch {
	case g.after && !m.Skip:
		// 001 l.64: the rest of a turn whose step is made is no step.
		return g.refuse(RefusedAfterStep, c)
	case g.after: // its actions are checked below
	case m.Skip && !r.Skips:
		return g.refuse(RefusedSkipsForbidden, c)
	case m.Skip && len(m.Actions) > 0 && !r.SkipWithActions:
		return g.refuse(RefusedSkipActions, c)
	case m.Tell == moves.TellNothing && !r.DarkMoves:
		return g.refuse(RefusedDarkForbidden, c)
	case m.Tell == moves.TellWall && !r.SemiDarkMoves:
		return g.refuse(RefusedSemiDarkForbid, c)
	case len(m.Conditions) > 0 && !r.ConditionalMoves:
		return g.refuse(RefusedCondForbidden, c)
	}
	if !g.after && !r.RepeatingMoves && p.lastNoop && p.hasLast && p.lastMove.String() == m.String() {
		return g.refuse(RefusedRepeatForbidden, c)
	}
	movement := -1
	if g.walls != 0 || r.WeaponsAfterStep {
		movement = m.Movement()
	}
	if g.walls != 0 && movement > 0 {
		// 001 S1: a step request again, not the whole move.
		ref := g.refuse(RefusedStepFirst, c)
		ref.Action = 1
		return ref
	}
	action := 0
	check := func(a moves.Action) *Refusal {
		action++
		fail := func(code RefusalCode) *Refusal {
			ref := g.refuse(code, c)
			ref.Action = action
			return ref
		}
		if r.WeaponsAfterStep && action <= movement && (a.Kind == moves.Shoot || a.Kind == moves.Blow || a.Kind == moves.Stab || a.Kind == moves.Boomerang) {
			return fail(RefusedWeaponsBeforeStep) // 001's W9, 002 l.31
		}
		switch a.Kind {
		case moves.Stab:
			if r.MaxKnives == 0 {
				return fail(RefusedNoKnives)
			}
		case moves.Build:
			if r.MaxCement == 0 {
				return fail(RefusedNoCement)
			}
		case moves.Boomerang:
			if r.BoomerangRange == 0 {
				return fail(RefusedNoBoomerangs)
			}
		case moves.Throw:
			if !r.Throwing {
				return fail(RefusedThrowForbidden)
			}
		case moves.SetMine:
			if !r.Landmines {
				return fail(RefusedNoLandmines)
			}
			if a.Dir.Valid() && !r.MinesOnNeighbours {
				return fail(RefusedMineOwnCellOnly)
			}
		case moves.Shoot:
			switch {
			case r.NamedTargets && a.Target == "":
				return fail(RefusedTargetRequired)
			case !r.NamedTargets && a.Target != "":
				return fail(RefusedTargetForbidden)
			case a.Target != "":
				ti, ok := g.PlayerByName(a.Target)
				if !ok {
					ref := fail(RefusedNoSuchPlayer)
					ref.Name = a.Target
					return ref
				}
				if ti == pi {
					return fail(RefusedShootOneself)
				}
			}
		}
		return nil
	}
	for _, a := range m.Actions {
		if ref := check(a); ref != nil {
			return ref
		}
	}
	for _, cl := range m.Conditions {
		for _, a := range cl.Then {
			if ref := check(a); ref != nil {
				return ref
			}
		}
	}
	return nil
}
