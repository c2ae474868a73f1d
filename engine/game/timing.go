package game

// Time limits (§9). The engine keeps the books — who is being timed, who
// took breaks, the votes — and the clock runs outside: a host starts a
// countdown when it sees TimerStarted and sends TimeIsUp when it ends.

func (g *Game) checkTiming(c Command) *Refusal {
	switch {
	case g.phase != Playing:
		return g.refuse(RefusedNotBegun, c)
	case g.rules.MoveSeconds == 0:
		return g.refuse(RefusedNoTiming, c)
	case g.timed == g.current:
		r := g.refuse(RefusedAlreadyTimed, c)
		r.Other = g.current
		return r
	}
	return nil
}

// startTimer times the current player's move.
func (g *Game) startTimer() {
	g.timed = g.current
	e := event(TimerStarted, Everyone(), g.current)
	e.Count = g.rules.MoveSeconds
	g.emit(e)
}

// stopTimer: the game master no longer times the current player's move.
func (g *Game) stopTimer() {
	g.timed = -1
	g.emit(event(TimerStopped, Everyone(), g.current))
}

// timeUp: the timed player did not move in time and has lost; his corpse
// and his items stay where he stood (§9).
func (g *Game) timeUp(pi int) {
	g.timed = -1
	p := &g.players[pi]
	if p.Out {
		p.Out, p.Lost = false, true
		p.Carry = Carried{}
		g.changed = true
		g.emit(event(TimeUp, Everyone(), pi))
	} else {
		g.die(pi, -1, "", TimeUp)
	}
	g.afterAction()
	if g.phase != Over {
		g.endTurn()
	}
}

// checkBreak decides whether the current player may take a break before his
// move: one at any time, another only once at least half of the players have
// taken as many as he has (§9).
func (g *Game) checkBreak(c Command) *Refusal {
	pi := c.Player
	p := &g.players[pi]
	if g.rules.BreakMinutes == 0 {
		return g.refuse(RefusedNoBreaks, c)
	}
	if g.timed == pi {
		return g.refuse(RefusedBreakWhileTimed, c)
	}
	if p.Breaks == 0 {
		return nil
	}
	active, caught := 0, 0
	for i := range g.players {
		if q := &g.players[i]; q.Active() {
			active++
			if q.Breaks >= p.Breaks {
				caught++
			}
		}
	}
	if 2*caught < active {
		return g.refuse(RefusedBreakTooSoon, c)
	}
	return nil
}

func (g *Game) takeBreak(pi int) {
	g.players[pi].Breaks++
	e := event(BreakTaken, Everyone(), pi)
	e.Count = g.rules.BreakMinutes
	g.emit(e)
}

// voteBreak records a player's vote for a common break: a majority holds it;
// an even split is for the game master to decide (§9).
func (g *Game) voteBreak(pi int) {
	g.votes[pi] = true
	yes, active := g.tally()
	e := event(BreakVote, Everyone(), pi)
	e.Count, e.Limit = yes, active/2+1
	g.emit(e)
	switch {
	case 2*yes > active:
		g.agreeBreak()
	case 2*yes == active:
		t := event(BreakTie, Everyone(), -1)
		t.Count = yes
		g.emit(t)
	}
}

func (g *Game) tally() (yes, active int) {
	for i := range g.players {
		if g.players[i].Active() {
			active++
			if g.votes[i] {
				yes++
			}
		}
	}
	return yes, active
}

// tied reports whether exactly half of the players voted for a break.
func (g *Game) tied() bool {
	yes, active := g.tally()
	return yes > 0 && 2*yes == active
}

func (g *Game) agreeBreak() {
	clear(g.votes)
	e := event(BreakAgreed, Everyone(), -1)
	e.Count = g.rules.BreakMinutes
	g.emit(e)
}

func (g *Game) decideBreak(yes bool) {
	if yes {
		g.agreeBreak()
		return
	}
	clear(g.votes)
}
