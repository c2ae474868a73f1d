package game

import (
	"slices"

	"github.com/labyrinth-game/labyrinth/engine/maze"
	"github.com/labyrinth-game/labyrinth/engine/moves"
	"github.com/labyrinth-game/labyrinth/engine/rules"
)

// choose records the start cell a player chose, told to him (§6.1).
func (g *Game) choose(pi int, cell maze.Pos) {
	p := &g.players[pi]
	p.Choice, p.HasChoice = cell, true
	e := event(StartChosen, OnlyPlayer(pi), pi)
	e.Pos = cell
	g.emit(e)
}

// place records the start cell the game master placed a player on: the
// cell is his alone; the player hears, the first time, that the game
// master chooses his start, and not where (§6.1, seed 001's G2: "the
// players do not know their initial positions"). Under the first rulings
// the player heard nothing and the game master's record read as a choice.
func (g *Game) place(pi int, cell maze.Pos) {
	p := &g.players[pi]
	told := p.Placed
	p.Choice, p.HasChoice, p.Placed = cell, true, true
	code := StartPlaced
	if !g.since(RulingsPlacedTold) {
		code = StartChosen
	}
	e := event(code, MasterOnly(), pi)
	e.Pos = cell
	g.emit(e)
	if !told && g.since(RulingsPlacedTold) {
		g.emit(event(StartByMaster, OnlyPlayer(pi), pi))
	}
}

func (g *Game) invalidate() {
	for i := range g.players {
		p := &g.players[i]
		if p.HasChoice {
			p.Previous, p.HasPrevious = p.Choice, true
		}
		p.HasChoice, p.Placed = false, false // the cell types he learnt (§7.2) stay learnt
	}
	g.emit(event(StartsInvalid, Everyone(), -1))
}

func (g *Game) begin() {
	g.phase = Playing
	g.round = 1
	e := event(GameStarted, Everyone(), -1)
	e.Count = len(g.players)
	g.emit(e)
	if g.since(RulingsAudit) {
		g.announceLimits()
	}
	g.announcePlan()
	g.announceCreatures()
	if g.rules.CommonStart {
		c := event(CommonCell, Everyone(), -1)
		c.Cell = g.plan.Kind(g.common)
		g.emit(c)
	}
	for i := range g.players {
		p := &g.players[i]
		p.Pos, p.Started = p.Choice, true
		if g.rules.CommonStart {
			p.Pos = g.common
		}
		e := event(StartCell, Everyone(), i)
		e.Cell = g.plan.Kind(p.Pos)
		g.emit(e)
		g.emitPosition(i)
		g.findKeyAndBoats(i, p.Pos) // 002 l.14: picked from the cell he is placed on
		if g.rules.StartIsArrival {
			g.arriveAtStart(i)
		}
	}
	g.current = 0
	g.startTurn()
}

// announceLimits announces what the game master decides once the
// labyrinth is ready (§8.6): Nstop (§3.6) and, when the game has
// encephalitis, the moves given to heal after infection (§4.7).
func (g *Game) announceLimits() {
	n := event(NStopTold, Everyone(), -1)
	n.Limit = g.nstop
	g.emit(n)
	if g.rules.Encephalitis {
		h := event(HealingTime, Everyone(), -1)
		h.Count = g.rules.HealingMoves
		g.emit(h)
	}
}

// RulesInForce is the game's rules configuration with the values it leaves
// to the game worked out: Nstop for this labyrinth, the new cells for this
// number of players.
func (g *Game) RulesInForce() rules.Rules {
	r := g.rules
	r.NStop = g.nstop
	r.Reorders = r.ReordersFor(len(g.players))
	r.Handicaps = slices.Clone(r.Handicaps)
	return r
}

func (g *Game) emitPosition(pi int) {
	e := event(Position, MasterOnly(), pi)
	e.Pos = g.players[pi].Pos
	g.emit(e)
}

// startTurn announces the current player's turn and what happened to him
// since his last one: a wound, with the right to order a new cell (§5.5) —
// not after a landmine when §7.5 says so.
func (g *Game) startTurn() {
	p := &g.players[g.current]
	g.emit(event(TurnBegins, Everyone(), g.current))
	if p.infectedUntold {
		p.infectedUntold = false
		if p.Health == Infected {
			e := event(InfectedBy, Everyone(), g.current)
			e.Count = p.HealLeft
			g.emit(e)
		}
	}
	if !p.hurt {
		return
	}
	p.hurt = false
	orders := p.NewCells + p.ExtraOrders
	if p.hurtByMine && !g.rules.NewCellAfterLandmine {
		orders = 0
	}
	e := event(WoundNotice, Everyone(), g.current)
	e.Count = orders
	if g.rules.Lives != 0 {
		e.Limit = p.Lives // "two lives left" (seed 004)
	}
	g.emit(e)
	p.mayOrder = orders > 0
}

func (g *Game) say(pi int, s moves.Statement) {
	p := &g.players[pi]
	switch s.Kind {
	case moves.AskStatus:
		e := event(StatusOf, Everyone(), pi)
		e.Status = g.status(pi)
		g.emit(e)
	case moves.AskRules:
		e := event(RulesOf, OnlyPlayer(pi), pi)
		r := g.RulesInForce()
		e.Rules = &r
		g.emit(e)
	case moves.AskRecall:
		si, _ := g.PlayerByName(s.Player)
		g.recall(pi, si)
	case moves.AskCellType:
		p.Asked = append(p.Asked, s.Cell)
		e := event(CellTypeOf, OnlyPlayer(pi), pi)
		e.Pos, e.Cell = s.Cell, g.plan.Kind(s.Cell)
		g.emit(e)
	case moves.AskTiming:
		si, _ := g.PlayerByName(s.Player)
		e := event(TimingAsked, Everyone(), pi)
		e.Other = si
		g.emit(e)
		g.startTimer() // the computer game master grants every request
	case moves.TakeBreak:
		g.takeBreak(pi)
	case moves.VoteBreak:
		g.voteBreak(pi)
	case moves.OrderCell:
		g.orderCell(pi, s.Cell)
	case moves.KeepCell:
		p.mayOrder = false
		g.emit(event(KeptCell, Everyone(), pi))
	case moves.BuyHint, moves.PlaceBet:
		g.instead(pi, s) // seed 004's money, instead of a move
	case moves.SayMove:
		p.mayOrder = false
		g.moveFrom = len(g.out)
		survivorMove := g.survivor > 0
		from := p.Pos
		if g.after {
			g.playAfter(pi, s.Move) // 001 l.64
		} else {
			g.play(pi, s.Move)
			g.remember(pi, s.Move)
		}
		retry, after := g.retry, g.rules.ActAfterHearing && g.hearsFirst(pi, s.Move)
		g.retry = false
		if !retry && g.creatures != nil {
			g.creaturesAfterMove(pi, from, s.Move)
		}
		if g.rules.ItemsFloatEachMove && !retry && !after {
			g.floatAfterMove()
		}
		g.afterAction()
		if survivorMove && !retry && !after && p.Active() && g.phase != Over {
			g.spendSurvivorMove()
		}
		switch {
		case g.phase == Over:
		case retry && g.players[pi].Active():
			g.tryAgain(pi)
		case after && g.players[pi].Active():
			g.actAfter(pi)
		default:
			g.endTurn()
		}
	}
}

// spendSurvivorMove counts one of the moves the last player left has to
// carry the true treasure out (§7.9); when none is left, the game ends.
func (g *Game) spendSurvivorMove() {
	g.survivor--
	if g.survivor == 0 {
		g.finish(SurvivorFailed, -1)
	}
}

// orderCell moves a player to the cell he ordered (§5.5). Without a wound
// (the §7.2 handicap's extra order) he leaves his treasure, landmine, corpse
// and — unless the rules say otherwise — bullets where he was.
func (g *Game) orderCell(pi int, cell maze.Pos) {
	p := &g.players[pi]
	wounded := p.mayOrder
	p.mayOrder = false
	p.lastNoop = false // from a new cell, nothing is known to change nothing
	if wounded && p.NewCells > 0 {
		p.NewCells--
	} else {
		p.ExtraOrders--
	}
	if !wounded {
		pile := &g.piles[g.plan.Index(p.Pos)]
		if g.rules.OrderLeavesBullets {
			pile.Bullets += p.Bullets
			p.Bullets = 0
		}
		carried := p.Carry
		p.Carry = Carried{}
		g.drop(p.Pos, carried)
		g.settle(p.Pos)
	}
	p.Pos = cell
	g.emit(event(NewCell, Everyone(), pi))
	e := event(Position, OnlyPlayer(pi), pi)
	e.Pos = p.Pos
	g.emit(e)
	// The ordered cell is his secret (§5.5), and so is what it does to him.
	g.healInHospital(pi, OnlyPlayer(pi))
}

func (g *Game) recall(asker, subject int) {
	s := &g.players[subject]
	e := event(Recall, Everyone(), asker)
	e.Other = subject
	e.Move = s.lastMove
	g.emit(e)
	for _, old := range s.lastEvents {
		old.Recalled = true
		g.emit(old)
	}
}

// remember keeps the public results of a player's move for recall, and
// whether the move changed anything he could know of (§7.7).
func (g *Game) remember(pi int, m moves.Move) {
	p := &g.players[pi]
	p.lastMove, p.hasLast = m, true
	p.lastEvents = p.lastEvents[:0]
	// Only what he was told can be known to have changed nothing (§7.7): a
	// dark move never counts, a semi-dark one only when a wall was told.
	noop := !m.Skip && m.Tell != moves.TellNothing
	for _, e := range g.out[g.moveFrom:] {
		if e.To.Kind == ToEveryone {
			p.lastEvents = append(p.lastEvents, e)
		}
		if e.Player != pi {
			continue
		}
		switch e.Code {
		case Said, Done, TurnBegins, ShotRefused, NoGrenade, CannotDo, CannotMove, RiverAgainst, Condition, WallTold:
		case HitWall:
			noop = noop && e.Cell == maze.Outside
		default:
			noop = false
		}
	}
	p.lastNoop = noop
}

// endTurn passes the turn to the next active player, closing the round when
// the order wraps around.
func (g *Game) endTurn() {
	g.timed = -1
	g.walls, g.after = 0, false
	n := len(g.players)
	// Twice round: a player stuck in a swamp (001 l.105) loses one turn,
	// and may be the only one left to play.
	for step := 1; step <= 2*n; step++ {
		next := (g.current + step) % n
		if next == 0 {
			g.endRound()
			if g.phase == Over {
				return
			}
		}
		p := &g.players[next]
		if p.Health == Dead && p.hurt {
			p.hurt = false
			g.emit(event(DeathNotice, Everyone(), next))
		}
		if !p.Active() {
			continue
		}
		if g.stuckInSwamp(next) {
			continue
		}
		g.current = next
		g.startTurn()
		return
	}
	// Nobody is left to play; afterAction has already ended the game.
}

// endRound closes a round: items float downstream (Russian 7.4), the §3.6
// count of rounds without irreversible change, and the §6.6 draw when
// everyone skipped.
func (g *Game) endRound() {
	if g.creatures != nil {
		g.moveCreatures()
		if g.phase == Over {
			return
		}
	}
	g.floatItems()
	allSkipped := g.moves > 0 && g.skips == g.moves
	if g.changed {
		g.quiet = 0
	} else {
		g.quiet++
	}
	g.changed = false
	g.moves, g.skips = 0, 0
	g.round++
	if allSkipped {
		g.finish(DrawAllSkipped, -1)
		return
	}
	if g.quiet > 0 && g.nstop-g.quiet < 5 && g.quiet < g.nstop {
		e := event(QuietRounds, Everyone(), -1)
		e.Count, e.Limit = g.quiet, g.nstop
		g.emit(e)
	}
	if g.quiet >= g.nstop {
		g.finish(DrawNStop, -1)
	}
}

// afterAction ends the game when at most one player is left (§3.5), or
// gives the last one his moves to carry the treasure out (§7.9). Under
// seed 001's V2 and V3 the last one left does not win: he plays on, with
// §7.9's moves when the rules give them; under V4 he wins once he holds
// every true treasure (lastWins).
func (g *Game) afterAction() {
	if g.phase == Over {
		return
	}
	active, last := 0, -1
	for i := range g.players {
		if g.players[i].Active() {
			active++
			last = i
		}
	}
	switch {
	case active == 0:
		g.finish(NobodyLeft, -1)
	case active == 1 && len(g.players) > 1 && g.lastWins(last):
		g.finish(LastStanding, last)
	case active == 1 && len(g.players) > 1 && g.survivor < 0 && g.rules.LastSurvivorMoves > 0:
		g.survivor = g.rules.LastSurvivorMoves
		e := event(SurvivorMoves, Everyone(), last)
		e.Count = g.survivor
		g.emit(e)
	}
}

func (g *Game) finish(r Result, winner int) {
	g.phase = Over
	g.result, g.winner = r, winner
	e := event(GameOver, Everyone(), winner)
	e.Result = r
	g.emit(e)
}
