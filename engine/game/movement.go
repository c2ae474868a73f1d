package game

import (
	"github.com/labyrinth-game/labyrinth/engine/maze"
	"github.com/labyrinth-game/labyrinth/engine/moves"
	"github.com/labyrinth-game/labyrinth/engine/rules"
)

// movement resolves the move's one movement (§2.2, §4, §7.4).
func (g *Game) movement(pi int, a moves.Action) {
	p := &g.players[pi]
	if p.Out {
		g.comeBack(pi, a)
		return
	}
	switch a.Kind {
	case moves.Go:
		s := g.walk(p.Pos, a.Dir)
		switch {
		case s.Exited:
			if !g.lockedOut(pi, a.Dir, s.Exit) {
				g.walkOut(pi, a.Dir, s.Exit)
			}
		case s.against:
			e := event(RiverAgainst, Everyone(), pi)
			e.Dir = a.Dir
			g.emit(e)
		case s.Blocked:
			e := event(HitWall, Everyone(), pi)
			e.Dir = a.Dir
			if g.rules.AnnounceMonolith && g.isMonolith(p.Pos, a.Dir) {
				e.Reason = Monolith // 001 l.75: "step impossible, monolith"
			}
			if s.Carried == maze.ByFlow {
				e.Cell = g.plan.Kind(s.End)
			}
			g.emit(e)
			if s.Carried == maze.ByFlow {
				g.land(pi, s.End)
			} else {
				g.jumpOn(pi)
			}
		case s.along:
			e := event(AlongRiver, Everyone(), pi)
			e.Dir, e.Cell = a.Dir, g.plan.Kind(s.End)
			g.emit(e)
			g.land(pi, s.End)
		default:
			g.arrive(pi, a.Dir, s.Outcome)
		}
	case moves.ByFlow:
		o, ok := g.plan.FollowFlow(p.Pos)
		if ok {
			o.End = g.flowOn(o.End)
		}
		g.follow(pi, o, ok, MovedByFlow, NotInRiver)
	case moves.Row:
		g.row(pi, a.Dir)
	case moves.Climb:
		g.climb(pi, a.Dir)
	case moves.ByLoop:
		next, ok := g.nextPit(p.Pos)
		g.follow(pi, maze.Outcome{Entered: next, End: next}, ok, g.loopCode(p.Pos), NotInPit)
	}
}

// stepResult is where a step ends under the game's river rules.
type stepResult struct {
	maze.Outcome
	// along: in a shallow river the player walked up- or downstream on foot.
	along bool
	// against: a shallow river flowing into the delta stopped the player
	// leaving the delta that way, like a wall.
	against bool
}

// walk resolves a step from p in direction d: the plan's movement (§4.4,
// §4.6) under the river options of §7.4 and river_carry.
func (g *Game) walk(p maze.Pos, d maze.Dir) stepResult {
	if o, ok := g.doorWay(p, d); ok {
		return stepResult{Outcome: g.carried(o)}
	}
	switch g.rules.Rivers {
	case rules.Shallow:
		s := g.wade(p, d)
		s.Outcome = g.carried(s.Outcome)
		return s
	case rules.Walkable:
		if n, ok := g.alongRiver(p, d); ok {
			return stepResult{Outcome: maze.Outcome{Entered: n, End: n}, along: true}
		}
	}
	return stepResult{Outcome: g.carried(g.plan.Walk(p, d))}
}

// alongRiver is where a step from p in direction d ends when it walks up-
// or downstream in a walkable river (004 l.19: "if you walk downstream or
// upstream, you arrive at the cell you wanted"): from a river or its delta
// into the next or the previous cell of the flow, through no wall.
func (g *Game) alongRiver(p maze.Pos, d maze.Dir) (maze.Pos, bool) {
	here := g.plan.Kind(p)
	if here != maze.River && here != maze.Delta || g.plan.Side(p, d).Blocks() {
		return p, false
	}
	n := p.Step(d)
	if k := g.plan.Kind(n); k != maze.River && k != maze.Delta {
		return p, false
	}
	if down, ok := g.plan.Downstream(p); ok && down == n {
		return n, true
	}
	if up, ok := g.plan.Downstream(n); ok && up == p {
		return n, true
	}
	return p, false
}

// wade is a step under shallow rivers (§7.4): a player standing in a river
// has found the bottom and walks up- and downstream as on land; stepping
// into a river from elsewhere, or across the flow into another part of a
// river, carries him once; a delta cannot be left towards a river flowing
// into it.
func (g *Game) wade(p maze.Pos, d maze.Dir) stepResult {
	n := p.Step(d)
	flowsInto := func(from, to maze.Pos) bool {
		down, ok := g.plan.Downstream(from)
		return ok && down == to
	}
	switch g.plan.Kind(p) {
	case maze.Delta:
		if g.plan.Kind(n) == maze.River && flowsInto(n, p) && !g.plan.Side(p, d).Blocks() {
			return stepResult{Outcome: maze.Outcome{Blocked: true, Entered: p, End: p}, against: true}
		}
	case maze.River:
		if g.plan.Side(p, d).Blocks() {
			return stepResult{Outcome: maze.Outcome{Blocked: true, Entered: p, End: p}}
		}
		if k := g.plan.Kind(n); (k == maze.River || k == maze.Delta) && (flowsInto(p, n) || flowsInto(n, p)) {
			return stepResult{Outcome: maze.Outcome{Entered: n, End: n}, along: true}
		}
	}
	return stepResult{Outcome: g.plan.Walk(p, d)}
}

// delta follows the flow from p to the end of its river system, for
// turbulent rivers (§7.4).
func (g *Game) delta(p maze.Pos) maze.Pos {
	for range g.plan.Len() {
		down, ok := g.plan.Downstream(p)
		if !ok {
			break
		}
		p = down
	}
	return p
}

// arrive announces a step into a cell — and where the plan took the player
// from there — and lands him.
func (g *Game) arrive(pi int, d maze.Dir, o maze.Outcome) {
	code := Moved
	switch o.Carried {
	case maze.ByPit:
		code = FellIntoPit
	case maze.ByElevator:
		code = RodeElevator
	case maze.ByFlow:
		code = CarriedByFlow
	}
	e := event(code, Everyone(), pi)
	e.Dir = d
	e.Cell = g.seen(pi, o.End)
	g.emit(e)
	g.land(pi, o.End)
}

// seen is the kind of the cell at p as the game master announces it to
// player pi: an encephalitis cell is land to the immune (§4.7).
func (g *Game) seen(pi int, p maze.Pos) maze.Kind {
	k := g.plan.Kind(p)
	if k == maze.Encephalitis && g.players[pi].Immune {
		return maze.Land
	}
	return k
}

// follow resolves a movement by the flow or by the loop; ok is false when the
// player is not in a river or a pit, which costs him the movement.
func (g *Game) follow(pi int, o maze.Outcome, ok bool, code Code, otherwise Reason) {
	if !ok {
		e := event(CannotMove, Everyone(), pi)
		e.Reason = otherwise
		// §2.2: a player in a river who fails to move is still carried by
		// the flow (in shallow rivers he stands on the bottom).
		here := g.players[pi].Pos
		if down, inRiver := g.plan.Downstream(here); inRiver && g.rules.Rivers != rules.Shallow {
			down = g.flowOn(down)
			e.Cell = g.plan.Kind(down)
			g.emit(e)
			g.land(pi, down)
			return
		}
		g.emit(e)
		return
	}
	e := event(code, Everyone(), pi)
	e.Cell = g.seen(pi, o.End)
	g.emit(e)
	g.land(pi, o.End)
}

// land puts the player on the cell a movement ended on and applies, in
// order, what lies and lives there: a set landmine (§5.7), the cell's own
// effect (§4.2, §4.3, §4.7), a contagious corpse (§4.7), and the items he
// finds (§5.1).
func (g *Game) land(pi int, at maze.Pos) {
	p := &g.players[pi]
	p.Pos = at
	g.emitPosition(pi)
	pile := &g.piles[g.plan.Index(at)]
	if pile.Armed > 0 {
		g.blast(at, pi)
		if !p.Active() {
			return
		}
	}
	switch g.plan.Kind(at) {
	case maze.Hospital:
		g.heal(pi, Everyone())
		if p.Carry.Item == moves.Corpse {
			p.Carry = Carried{}
			g.emit(event(Confiscated, Everyone(), pi))
		}
	case maze.Weaponry:
		switch {
		case g.noRefill:
		case !g.giveKit(pi):
			g.emit(event(KitSpent, Everyone(), pi))
		default:
			g.refill(p)
			e := event(Refilled, Everyone(), pi)
			e.Status = g.status(pi)
			g.emit(e)
		}
	case maze.Swamp:
		p.stuck = g.rules.Swamps
	case maze.Encephalitis:
		g.visitMite(pi, at)
	}
	if p.Health != Dead && pile.contagious() && g.plan.Kind(at) != maze.Hospital {
		g.infect(pi)
	}
	if p.Health == Dead {
		return
	}
	g.findKeyAndBoats(pi, at)
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

// walkOut takes a player out of the labyrinth through an open exit (§3.2–3.4).
func (g *Game) walkOut(pi int, d maze.Dir, exit maze.Side) {
	p := &g.players[pi]
	e := event(LeftMaze, Everyone(), pi)
	e.Dir = d
	e.Item = p.Carry.Item
	g.emit(e)
	if g.keyOut(pi, exit) {
		return
	}
	if g.rules.Victory == rules.VictoryExit {
		g.changed = true
		g.finish(WonByExit, pi) // seed 002 l.40: "exit, game is over"
		return
	}
	if p.Carry.Item == moves.Treasure {
		t := p.Carry.Treasure
		g.changed = true
		if g.treasure[t] {
			if g.trueTreasureOut(pi, t) {
				return // won, or the game ended
			}
			p.Out, p.Exit = true, exit
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
	g.arrive(pi, a.Dir, g.carried(g.plan.Enter(p.Exit.At)))
}

// loseOutside puts a player who failed to come back in out of the game; what
// he carried is lost outside (§3.4, §5.2).
func (g *Game) loseOutside(pi int) {
	p := &g.players[pi]
	p.Lost, p.Out = true, false
	g.changed = true
	if c := p.Carry; c.Item == moves.Treasure {
		g.gone[c.Treasure] = true
		if g.treasure[c.Treasure] {
			g.loseTrueTreasure()
		}
	}
	p.Carry = Carried{}
	g.emit(event(LostOutside, Everyone(), pi))
	if p.Banked > 0 {
		g.checkTreasuresLeft() // what he kept outside is lost with him
	}
}

// isMonolith reports whether side d of the cell at p is the monolith: the
// indestructible outer wall, not an inner wall or a closed exit (001 l.20:
// "the regular wall or the monolith (labyrinth boundary)").
func (g *Game) isMonolith(p maze.Pos, d maze.Dir) bool {
	return g.plan.Side(p, d) == maze.Solid && !g.plan.Inside(p.Step(d))
}
