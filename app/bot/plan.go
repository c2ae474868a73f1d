package bot

import (
	"github.com/labyrinth-game/labyrinth/app/session"
	"github.com/labyrinth-game/labyrinth/engine/game"
	"github.com/labyrinth-game/labyrinth/engine/maze"
	"github.com/labyrinth-game/labyrinth/engine/moves"
)

// step is the movement the bot chose, with a grenade at the wall first;
// or by the flow (§4.6).
type step struct {
	dir  maze.Dir
	blow bool
	flow bool
}

// blowCost is what crossing a wall with a grenade costs the expert, in
// moves: the grenade, and the reason to keep grenades for later.
const blowCost = 8

// goalCosts weigh what the bot may go for by what it wants now: a value
// below 0 means "not wanted"; otherwise it is added to the distance.
type goalCosts struct {
	exit, outerProbe, innerProbe, treasure, hospital, weaponry int
	// hunt, for the expert: the cells where a rival carrying a treasure
	// may stand, when they are few (nil for none).
	hunt []bool
}

// huntCost is what going after a rival who carries a treasure adds.
const huntCost = 3

const no = -1

// revisitCost is added to trying a side whose both cells the bot has
// visited: it tells only whether they are joined, not what lies beyond.
const revisitCost = 6

// wants is what the bot goes for, by its condition.
func (b *Bot) wants(k session.Known) goalCosts {
	healthy := k.Health == game.Healthy && k.HealthSure
	switch {
	case k.Carrying == moves.Treasure && healthy:
		return goalCosts{exit: 0, outerProbe: 1, innerProbe: 6, treasure: no, hospital: no, weaponry: no}
	case k.Health != game.Healthy && b.level >= Standard:
		return goalCosts{exit: no, outerProbe: 12, innerProbe: 10, treasure: no, hospital: 0, weaponry: no}
	}
	g := goalCosts{exit: no, outerProbe: 8, innerProbe: 2, treasure: 0, hospital: no, weaponry: no}
	if !healthy {
		g.treasure = no
	}
	if b.level >= Standard && k.Bullets.Hi == 0 {
		g.weaponry = 4
	}
	if b.level == Expert && healthy && k.Bullets.Lo > 0 {
		g.hunt = b.rivals.carriers(6)
	}
	return g
}

// plan chooses the movement: the first step of the cheapest way to what
// the bot wants, on the sheet it draws on.
func (b *Bot) plan(k session.Known) step {
	w := b.where
	s, at, onMain := b.standpoint()
	if s == nil {
		return step{dir: maze.Dirs[b.rng.IntN(4)]}
	}
	insideKnown := func(q maze.Pos) bool {
		if onMain {
			return w.outline.Inside(q)
		}
		return s.on(q)
	}
	if k.HereKnown && k.Here == maze.River && !w.placed {
		// Lost in a river, each step in it may carry it back where it
		// was; by the flow it comes to the delta (§4.5) and finds its
		// bearings there.
		return step{flow: true}
	}
	goals := b.wants(k)
	if !onMain {
		goals.hunt = nil // the rivals are followed on the main sheet
	}
	grenades := b.level == Expert && k.Grenades.Lo > 0 && k.Health != game.Infected
	n := len(s.kind)
	dist, first := b.scratch.grow(n)
	start := s.index(at)
	dist[start] = 0
	// A bucket queue: costs are small integers.
	buckets := b.scratch.buckets[:0]
	buckets = append(buckets, append(b.scratch.bucket0[:0], int32(start)))
	defer func() { b.scratch.buckets, b.scratch.bucket0 = buckets[:0], buckets[0][:0] }()
	best, bestCost := step{}, -1
	consider := func(st step, cost int) {
		if bestCost < 0 || cost < bestCost {
			best, bestCost = st, cost
		}
	}
	dirs := b.dirs()
	for c := 0; c < len(buckets); c++ {
		if bestCost >= 0 && c >= bestCost {
			break
		}
		for len(buckets[c]) > 0 {
			i := int(buckets[c][len(buckets[c])-1])
			buckets[c] = buckets[c][:len(buckets[c])-1]
			if int(dist[i]) != c {
				continue
			}
			p := s.pos(i)
			route := func(d maze.Dir, blow bool) step {
				if i == start {
					return step{dir: d, blow: blow}
				}
				return first[i]
			}
			for _, d := range dirs {
				q := p.Step(d)
				onPlan := insideKnown(q)
				switch s.sideAt(p, d) {
				case exitSide:
					if goals.exit >= 0 {
						consider(route(d, false), c+1+goals.exit)
					}
					continue
				case unknownSide:
					if !onMain && !s.on(q) {
						continue
					}
					if !onPlan && onMain {
						if goals.outerProbe >= 0 {
							consider(route(d, false), c+1+goals.outerProbe)
						}
					} else if goals.innerProbe >= 0 {
						cost := c + 1 + goals.innerProbe
						if s.on(q) && s.visits[s.index(q)] > 0 {
							cost += revisitCost // only a passage between cells seen
						}
						consider(route(d, false), cost)
					}
					continue
				case wallSide:
					if !grenades || !onPlan || !s.on(q) {
						continue
					}
					b.reach(s, &buckets, dist, first, q, c+blowCost, route(d, true), goals, consider, k)
				case openSide:
					if !s.on(q) {
						continue
					}
					b.reach(s, &buckets, dist, first, q, c+1, route(d, false), goals, consider, k)
				}
			}
		}
	}
	if bestCost >= 0 {
		return best
	}
	return b.wander(s, at, onMain, k)
}

// standpoint is the sheet to plan on and the bot's cell on it. Lost after
// a pit or a river, it lays its fragment where it fits the main sheet best
// — over the most cells it has visited before, as a player guesses "I must
// be back near the delta I came from" — and plans on the two together,
// while it keeps drawing on the fragment alone: if the guess is wrong, the
// next announcements rule it out.
func (b *Bot) standpoint() (s *sheet, at maze.Pos, onMain bool) {
	w := b.where
	if w.placed {
		return w.main, w.at, true
	}
	if w.lost || len(w.origins) == 0 {
		return w.frag, w.at, false
	}
	best, ok := w.bestFit()
	if !ok {
		return w.frag, w.at, false
	}
	guess := b.scratch.guess
	if guess == nil || len(guess.kind) != len(w.main.kind) {
		guess = w.main.clone()
		b.scratch.guess = guess
	} else {
		w.main.copyOnto(guess)
	}
	w.frag.copyInto(guess, w.fragOrigin, best)
	return guess, w.toMain(best, w.at), true
}

// scratch is the planner's memory, kept from one decision to the next so
// that deciding allocates next to nothing.
type scratch struct {
	dist    []int32
	first   []step
	buckets [][]int32
	bucket0 []int32
	guess   *sheet
}

// grow returns the distances (all -1) and first steps for n cells.
func (sc *scratch) grow(n int) ([]int32, []step) {
	if cap(sc.dist) < n {
		sc.dist, sc.first = make([]int32, n), make([]step, n)
	}
	dist, first := sc.dist[:n], sc.first[:n]
	for i := range dist {
		dist[i] = -1
	}
	return dist, first
}

// reach offers cell q at cost c by the route whose first step is st:
// as a goal, and as a cell to go on from unless it carries the bot off (a
// pit, a river, §4.4, §4.6) or infects it (§4.7).
func (b *Bot) reach(s *sheet, buckets *[][]int32, dist []int32, first []step, q maze.Pos, c int, st step, goals goalCosts, consider func(step, int), k session.Known) {
	j := s.index(q)
	switch kind := s.kind[j]; {
	case kind == maze.Hospital && goals.hospital >= 0:
		consider(st, c+goals.hospital)
	case kind == maze.Weaponry && goals.weaponry >= 0:
		consider(st, c+goals.weaponry)
	case s.treasures[j] > 0 && goals.treasure >= 0:
		consider(st, c+goals.treasure)
	case goals.hunt != nil && goals.hunt[j]:
		consider(st, c+huntCost)
	}
	switch s.kind[j] {
	case maze.Pit, maze.River:
		return
	case maze.Encephalitis:
		if !k.Immune {
			return
		}
	}
	if dist[j] >= 0 && int(dist[j]) <= c {
		return
	}
	dist[j], first[j] = int32(c), st
	for len(*buckets) <= c {
		if n := len(*buckets); n < cap(*buckets) {
			*buckets = (*buckets)[:n+1] // a bucket of an earlier decision, emptied
			(*buckets)[n] = (*buckets)[n][:0]
		} else {
			*buckets = append(*buckets, nil)
		}
	}
	(*buckets)[c] = append((*buckets)[c], int32(j))
}

// wander is the step when nothing is left to go for where the bot can
// walk: into a pit or a river next to it (they lead elsewhere), through a
// side it has not found walled, or anywhere.
func (b *Bot) wander(s *sheet, at maze.Pos, onMain bool, k session.Known) step {
	var open, unwalled []maze.Dir
	for _, d := range b.dirs() {
		switch s.sideAt(at, d) {
		case openSide:
			open = append(open, d)
		case unknownSide:
			unwalled = append(unwalled, d)
		}
	}
	for _, d := range open {
		if kd := s.kindAt(at.Step(d)); kd == maze.Pit || kd == maze.River {
			return step{dir: d}
		}
	}
	switch {
	case len(unwalled) > 0:
		return step{dir: unwalled[0]}
	case len(open) > 0:
		return step{dir: open[b.rng.IntN(len(open))]}
	case k.Grenades.Lo > 0 && b.level >= Standard:
		d := maze.Dirs[b.rng.IntN(4)]
		return step{dir: d, blow: !onMain || b.where.outline.Inside(at.Step(d))}
	}
	return step{dir: maze.Dirs[b.rng.IntN(4)]}
}
