package game

import (
	"slices"

	"github.com/labyrinth-game/labyrinth/engine/maze"
	"github.com/labyrinth-game/labyrinth/engine/moves"
	"github.com/labyrinth-game/labyrinth/engine/rules"
)

// The options of seeds 001, 002 and 004 that change how a step resolves
// (issue 12, part B; docs/variants.md). Each is off in the reference, and
// off it changes nothing here.

// flowOn carries a player on from first, the cell the flow took him to,
// as far as the game's rivers carry (§4.6): to the delta in turbulent
// rivers (§7.4), else as river_carry says (carryOn).
func (g *Game) flowOn(first maze.Pos) maze.Pos {
	if g.rules.Rivers == rules.Turbulent {
		return g.delta(first)
	}
	return g.carryOn(first)
}

// carryOn is where the flow takes whoever it took to first under
// river_carry: nowhere further in the reference, one cell more under "two"
// (001 l.82), one cell more half the time under "random_1_2" (004
// l.14–17) — a draw from the game's seeded random source, so that its
// journal (which keeps the seed) replays the same game. Nobody is told how
// far; a delta stops the flow.
func (g *Game) carryOn(first maze.Pos) maze.Pos {
	switch g.rules.RiverCarry {
	case rules.CarryOne:
		return first
	case rules.CarryRandom:
		if g.rng.Uint64()&1 == 0 {
			return first
		}
	}
	if down, ok := g.plan.Downstream(first); ok {
		return down
	}
	return first
}

// carried is where the plan's outcome of a step ends under the game's
// rules: as far as the river carries (flowOn); and a pit alone in its loop
// (004 l.28: "a cycle of one pit") takes whoever steps into it, and sends
// him back into itself.
func (g *Game) carried(o maze.Outcome) maze.Outcome {
	switch {
	case o.Carried == maze.ByFlow:
		o.End = g.flowOn(o.End)
	case o.Carried == maze.NotCarried && !o.Blocked && !o.Exited && g.plan.Kind(o.End) == maze.Pit:
		o.Carried = maze.ByPit
	}
	return o
}

// nextPit is where the loop takes a player in the pit at p (§4.4); a pit
// alone in its loop (004 l.28: "a cycle of one pit") takes him back to
// itself. ok is false when p is no pit.
func (g *Game) nextPit(p maze.Pos) (maze.Pos, bool) {
	if next, ok := g.plan.NextPit(p); ok {
		return next, true
	}
	if next, ok := g.plan.NextElevator(p); ok {
		return next, true // an elevator behaves as a pit (004 l.56)
	}
	return p, g.plan.Kind(p) == maze.Pit
}

// jumpOn carries a player whose step out of a pit hit a wall on to the
// next pit of its loop, under pit_wall_jumps (001 l.81: "the marker
// automatically jumps to the next Wormhole"; 004 l.26–27: "you fall back
// into the pit and are carried on along the cycle"). Out of anything but
// a pit the wall leaves him where he is.
func (g *Game) jumpOn(pi int) {
	if !g.rules.PitWallJumps {
		return
	}
	if next, ok := g.nextPit(g.players[pi].Pos); ok {
		e := event(g.loopCode(g.players[pi].Pos), Everyone(), pi)
		e.Cell = g.seen(pi, next)
		g.emit(e)
		g.land(pi, next)
	}
}

// skipMovement is the movement a skip makes under skip_carries: by the
// loop in a pit, by the flow in a river (001 l.81–82, 002 l.46–47); ok is
// false elsewhere (a delta is the river's end: nothing flows on).
func (g *Game) skipMovement(pi int) (moves.Action, bool) {
	p := &g.players[pi]
	if !g.rules.SkipCarries || p.Out {
		return moves.Action{}, false
	}
	switch g.plan.Kind(p.Pos) {
	case maze.Pit, maze.Elevator:
		return moves.Action{Kind: moves.ByLoop}, true
	case maze.River:
		if _, ok := g.plan.Downstream(p.Pos); ok {
			return moves.Action{Kind: moves.ByFlow}, true
		}
	}
	return moves.Action{}, false
}

// arriveAtStart carries a player who starts in a river or a pit as if he
// had stepped in, under start_is_arrival (001 l.51: the game master
// "informs players whether their markers have been automatically moved"),
// and applies the cell he ends on. His start cell's type is already told.
func (g *Game) arriveAtStart(pi int) {
	p := &g.players[pi]
	switch g.plan.Kind(p.Pos) {
	case maze.Pit:
		next, _ := g.nextPit(p.Pos)
		e := event(MovedByLoop, Everyone(), pi)
		e.Cell = g.seen(pi, next)
		g.emit(e)
		g.land(pi, next)
	case maze.River:
		if down, ok := g.plan.Downstream(p.Pos); ok {
			end := g.flowOn(down)
			e := event(MovedByFlow, Everyone(), pi)
			e.Cell = g.plan.Kind(end)
			g.emit(e)
			g.land(pi, end)
		}
	}
}

// floatAfterMove floats the items lying in rivers after a move, under
// items_float_each_move (001 l.86: a treasure flows "two cells after every
// move" and "stops at the River end").
func (g *Game) floatAfterMove() {
	if g.rules.ItemsFloatEachMove && g.phase != Over {
		g.floatPiles()
	}
}

// allWalls is the walls of a cell's four sides tried, as bits of walls.
const allWalls = 1<<maze.Up | 1<<maze.Right | 1<<maze.Down | 1<<maze.Left

// stepAgain decides, right after a move's movement, whether its player
// says another step under relaxed_step (001 S1, l.126: "Player is allowed
// to make step requests until his marker is moved or all possible requests
// are exhausted (marker is walled in)"; l.77): the movement, from events
// on in g.out, hit a wall and left him where he stood (from), and he has
// not yet hit a wall on every side this turn. A dark move tells him
// nothing to try again on (§6.7), so it ends the turn as in the reference.
func (g *Game) stepAgain(pi int, m moves.Move, from maze.Pos, events int) bool {
	p := &g.players[pi]
	if !g.rules.RelaxedStep || m.Tell == moves.TellNothing || g.phase == Over || !p.Active() || p.Out || p.Pos != from {
		return false
	}
	for _, e := range g.out[events:] {
		if e.Player == pi && (e.Code == HitWall && e.Cell == maze.Outside || e.Code == RiverAgainst) {
			g.walls |= 1 << e.Dir
			return g.walls != allWalls
		}
	}
	return false
}

// tryAgain keeps the turn with the player whose step hit a wall under
// relaxed_step: everyone hears that he tries again, and his turn begins
// anew — what he said after the failed step was not done, and he says it
// again with the next step.
func (g *Game) tryAgain(pi int) {
	g.moves-- // the failed step is no move of the round's (§6.6): the next one is
	g.emit(event(StepAgain, Everyone(), pi))
	g.emit(event(TurnBegins, Everyone(), pi))
}

// skipWithMore resolves a skip that does more than pass: under
// skip_carries the movement of the pit or the river he stands in (carry,
// when carries), then, under skip_with_actions, the actions said with it
// in order ("skip, shoot left": the turn that is a shot alone, 001
// l.57–68, 004 l.5). A player outside who skips is lost, whatever he says
// with it (§3.4).
func (g *Game) skipWithMore(pi int, m moves.Move, carry moves.Action, carries bool) {
	if g.players[pi].Out {
		g.loseOutside(pi)
		return
	}
	g.healInHospital(pi, Everyone())
	if carries {
		g.act(pi, carry)
	}
	g.noRefill = m.NoRefill
	defer func() { g.noRefill, g.action = false, 0 }()
	for i, a := range m.Actions {
		g.action = i + 1
		g.act(pi, a)
	}
}

// hearsFirst reports whether the move just resolved is the first part of a
// turn said in two under act_after_hearing (001 l.64): a move that ends
// with its step, told in full (§6.7, §6.8: a dark move hears nothing to
// decide on), whose step did not leave him to try again (relaxed_step),
// by a player still in the labyrinth.
func (g *Game) hearsFirst(pi int, m moves.Move) bool {
	p := &g.players[pi]
	if !g.rules.ActAfterHearing || g.after || g.retry || m.Skip || m.Tell != moves.TellAll || len(m.Conditions) > 0 ||
		m.Movement() != len(m.Actions)-1 || g.phase == Over || !p.Active() || p.Out {
		return false
	}
	return true
}

// actAfter keeps the turn with a player who has heard his step, for what he
// does after it: everyone hears that he goes on, and his turn begins anew.
func (g *Game) actAfter(pi int) {
	g.after = true
	g.emit(event(ActAfter, Everyone(), pi))
	g.emit(event(TurnBegins, Everyone(), pi))
}

// playAfter resolves the second part of a turn under act_after_hearing:
// the actions said with a skip, in order; the skip itself is no skip (the
// step was made). What he is remembered to have said for a recall (§6.3)
// is the whole turn: the step and these actions.
func (g *Game) playAfter(pi int, m moves.Move) {
	g.after = false
	said := event(Said, Everyone(), pi)
	said.Move = m
	g.emit(said)
	g.noRefill = m.NoRefill
	defer func() { g.noRefill, g.action = false, 0 }()
	p := &g.players[pi]
	first := len(p.lastMove.Actions)
	for i, a := range m.Actions {
		g.action = first + i + 1
		g.act(pi, a)
	}
	p.lastMove.Actions = append(slices.Clone(p.lastMove.Actions), m.Actions...)
	for _, e := range g.out[g.moveFrom:] {
		if e.To.Kind == ToEveryone {
			p.lastEvents = append(p.lastEvents, e)
		}
	}
	if len(m.Actions) > 0 {
		p.lastNoop = false
	}
}
