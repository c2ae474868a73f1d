package game

import (
	"slices"

	"github.com/labyrinth-game/labyrinth/engine/maze"
)

// Extra information seed 001 allows the game master to give: that a
// player is back where his move began (l.114), and the plan's pit loops,
// rivers, weaponries and hospitals before play (l.17).

// tellReturned tells the player that his movement brought him back to the
// cell his move began on (rules option tell_returned, 001 l.114: "he could
// tell them … that they have returned to their original position"). Only a
// movement that took him somewhere counts — walking upstream into a river
// and being carried back (§4.6), a wall in a river, a pit loop of one pit —
// not a wall that stopped him where he stood, which he heard already.
// from is his cell when the move began, events[since:] the move's.
func (g *Game) tellReturned(pi int, from maze.Pos, since int) {
	p := &g.players[pi]
	if !g.rules.TellReturned || g.phase == Over || !p.InLabyrinth() || p.Pos != from {
		return
	}
	for _, e := range g.out[since:] {
		if e.Player != pi {
			continue
		}
		switch e.Code {
		case Moved, FellIntoPit, MovedByLoop, CarriedByFlow, MovedByFlow, AlongRiver:
		case HitWall, CannotMove:
			if e.Cell == maze.Outside {
				continue
			}
		default:
			continue
		}
		g.emit(event(Returned, Everyone(), pi))
		return
	}
}

// announcePlan announces, when play begins, the number and length of the
// pit loops and of the river systems, and the number of weaponries and
// hospitals (rules option announce_plan, 001 l.17: "number and length of
// Wormhole chains, number and length of River(s) (if any), and any other
// special parameters (number of arsenals …)"). The size is the outline,
// public already, and the starting kit is in the rules.
func (g *Game) announcePlan() {
	if !g.rules.AnnouncePlan {
		return
	}
	loops := g.plan.Loops()
	numbers := make([]int, 0, len(loops))
	for n := range loops {
		numbers = append(numbers, n)
	}
	slices.Sort(numbers)
	for _, n := range numbers {
		g.tellPlan(maze.Pit, len(loops[n]))
	}
	// A river system is every river cell flowing into one delta, and the
	// delta; told in the plan's cell order of the deltas.
	cells := map[maze.Pos]int{}
	var deltas []maze.Pos
	weaponries, hospitals := 0, 0
	for i := range g.plan.Len() {
		p := g.plan.PosOf(i)
		if !g.plan.Inside(p) {
			continue
		}
		switch g.plan.Kind(p) {
		case maze.River:
			cells[g.delta(p)]++
		case maze.Delta:
			deltas = append(deltas, p)
			cells[p]++
		case maze.Weaponry:
			weaponries++
		case maze.Hospital:
			hospitals++
		}
	}
	for _, d := range deltas {
		g.tellPlan(maze.River, cells[d])
	}
	g.tellPlan(maze.Weaponry, weaponries)
	g.tellPlan(maze.Hospital, hospitals)
}

func (g *Game) tellPlan(k maze.Kind, n int) {
	e := event(PlanTold, Everyone(), -1)
	e.Cell, e.Count = k, n
	g.emit(e)
}
