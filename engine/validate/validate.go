// Package validate checks a labyrinth plan against the reference's rules for
// creating a labyrinth (§8): the mandatory requirements, whose breach is an
// error, and the recommendations, whose breach is a warning. It also checks
// the structural rules of pit loops (§4.4) and river systems (§4.5) that the
// maze model can represent but not enforce while a plan is being edited.
//
// Reachability (§8.5) follows the real movement rules of package maze, so a
// plan the validator accepts is one a player without grenades can actually
// cross. docs/validation.md lists every check.
package validate

import (
	"fmt"

	"github.com/labyrinth-game/labyrinth/engine/analyze"
	"github.com/labyrinth-game/labyrinth/engine/maze"
	"github.com/labyrinth-game/labyrinth/engine/rules"
)

// Options adjust a check to the game it is for.
type Options struct {
	// Players is the number of players, for the recommendation on fake
	// treasures (§8 rec. 3); 0 means the maze's own Players, and when both
	// are 0 that part of the recommendation is skipped.
	Players int
	// Rules is the rules configuration; nil means the maze's own Rules, or
	// rules.Reference() when it has none. Its require_open_exit and its §7.1
	// options (limits.go) concern the plan.
	Rules *rules.Rules
}

// Check validates m. It never modifies m and never panics on a maze built
// through the maze API, however inconsistent.
func Check(m *maze.Maze, opt Options) Report {
	return check(newChecker(m, opt))
}

// CheckMoves is Check of the labyrinth of a move graph, for a caller that
// has just made one (analyze.NewGraph) and would otherwise have the moves
// resolved twice. The graph must be of the maze as it is now.
func CheckMoves(g *analyze.Graph, opt Options) Report {
	c := newChecker(g.Maze(), opt)
	c.graph = g
	return check(c)
}

func check(c *checker) Report {
	m := c.m
	if c.graph == nil {
		c.graph = analyze.NewGraph(m)
	}
	c.cells()
	c.pitLoops()
	c.riverSystems()
	c.exits()
	c.treasures()
	c.limits()
	c.notPlayableYet()
	c.keyGame()
	c.elevators()
	c.creatures()
	c.reach()
	c.recommendations()
	sortProblems(c.probs, m.Index)
	return Report{Problems: c.probs}
}

type checker struct {
	m       *maze.Maze
	rules   rules.Rules
	players int
	n       int // grid positions
	probs   []Problem

	count [maze.Encephalitis + 1]int // cells of each known kind
	// inflow[i] is the number of rivers flowing into cell i.
	inflow []uint8
	// adj[i*fanout+k] is where move k from cell i ends, -1 when it does not
	// move the player (see reach.go); graph is where it comes from.
	adj   []int32
	graph *analyze.Graph
	// pits lists every pit with a loop number, for §4.4.
	pits []pitRef
	// Cells of some kinds, so that later checks need not scan the grid.
	rivers, deltas, hospitals, features []int32 // features: pits and rivers
}

func newChecker(m *maze.Maze, opt Options) *checker {
	c := &checker{m: m, n: m.Len(), players: opt.Players}
	if c.players <= 0 {
		c.players = m.Players
	}
	switch {
	case opt.Rules != nil:
		c.rules = *opt.Rules
	case m.Rules != nil:
		c.rules = *m.Rules
	default:
		c.rules = rules.Reference()
	}
	c.inflow = make([]uint8, c.n)
	return c
}

func (c *checker) add(sev Severity, rule, code string, cells []maze.Pos, where, format string, args ...any) {
	c.probs = append(c.probs, Problem{
		Severity: sev, Rule: rule, Code: code, Where: where,
		Message: fmt.Sprintf(format, args...), Cells: cells,
	})
}

func (c *checker) errorAt(rule, code string, p maze.Pos, format string, args ...any) {
	c.add(Error, rule, code, []maze.Pos{p}, "cell "+p.String(), format, args...)
}

func (c *checker) warnAt(rule, code string, p maze.Pos, format string, args ...any) {
	c.add(Warning, rule, code, []maze.Pos{p}, "cell "+p.String(), format, args...)
}

// cells counts kinds, lists the cells later checks need, and checks what
// each cell must be on its own: one known kind (§8.1) and known edges on its
// sides (§1.4: a side is open, a wall or indestructible). It reads kinds
// and sides from the move graph, which read them from the maze.
func (c *checker) cells() {
	m, g := c.m, c.graph
	// The lists, with room for the features of most plans in one block.
	lists := make([]int32, 4*16)
	c.hospitals, c.deltas, c.features, c.rivers = lists[0:0:16], lists[16:16:32], lists[32:32:48], lists[48:48:64]
	for _, ci := range g.Inside() {
		i := int(ci)
		up, right, down, left, outer := g.Sides(i)
		// Usually nothing to report: every edge known, and no
		// indestructible inner wall where the rules forbid them.
		unknown := max(up, right, down, left) > maze.Solid
		solid := !c.rules.IndestructibleInnerWalls &&
			(right == maze.Solid && outer&2 == 0 || down == maze.Solid && outer&4 == 0)
		if unknown || solid {
			c.sides(i, [4]maze.Edge{up, right, down, left}, outer)
		}
		kind := g.Kind(i)
		if kind.Version2() {
			continue // notPlayableYet reports it
		}
		if int(kind) >= len(c.count) {
			c.errorAt(ruleOneKind, "unknown_kind", m.PosOf(i), "unknown cell kind %d", uint8(kind))
			continue
		}
		c.count[kind]++
		switch kind {
		case maze.Hospital:
			c.hospitals = append(c.hospitals, int32(i))
		case maze.Delta:
			c.deltas = append(c.deltas, int32(i))
		case maze.Pit:
			c.features = append(c.features, int32(i))
			p := m.PosOf(i)
			cell := m.Cell(p)
			if cell.Loop <= 0 {
				c.errorAt(ruleOneKind, "pit_without_loop", p, "pit has no loop number (loops are numbered from 1)")
				continue
			}
			c.pits = append(c.pits, pitRef{loop: cell.Loop, order: cell.Order, at: int32(i)})
		case maze.River:
			c.features = append(c.features, int32(i))
			c.rivers = append(c.rivers, int32(i))
			p := m.PosOf(i)
			cell := m.Cell(p)
			if !cell.Flow.Valid() {
				continue // reported by riverSystems
			}
			if t := p.Step(cell.Flow); m.Inside(t) {
				j := m.Index(t)
				if c.inflow[j] < 4 {
					c.inflow[j]++
				}
			}
		}
	}
	// Rules without weaponries or hospitals ("Maze on paper" A1, H1) want
	// none (limits.go).
	if c.count[maze.Weaponry] == 0 && c.rules.Weaponries != rules.NoWeaponries {
		c.add(Error, ruleKinds, "no_weaponry", nil, "", "the labyrinth has no weaponry; it needs at least one")
	}
	if c.count[maze.Hospital] == 0 && c.rules.Hospitals != rules.NoHospitals {
		c.add(Error, ruleKinds, "no_hospital", nil, "", "the labyrinth has no hospital; it needs at least one")
	}
	if c.count[maze.Land] == 0 {
		c.add(Error, ruleKinds, "no_land", nil, "", "the labyrinth has no land cell; it needs at least one")
	}
}

// sides reports the problems of the sides of cell i (in the order of
// maze.Dirs, outer marking those on the outline): unknown edges, and
// indestructible inner walls the rules forbid. Inner sides are seen from
// both cells; each is reported once.
func (c *checker) sides(i int, sides [4]maze.Edge, outer uint8) {
	m := c.m
	for k, e := range sides {
		// Inner sides are seen from both cells; report each once.
		mine := k == 1 || k == 2 || outer&(1<<k) != 0
		if e > maze.Solid && mine {
			c.errorAt(ruleOutline, "unknown_edge", m.PosOf(i), "%s side has unknown edge value %d", maze.Dirs[k], uint8(e))
		}
		if e == maze.Solid && (k == 1 || k == 2) && outer&(1<<k) == 0 && !c.rules.IndestructibleInnerWalls {
			p, d := m.PosOf(i), maze.Dirs[k]
			where := "below"
			if d == maze.Right {
				where = "on the right"
			}
			c.add(Error, ruleOutline, "indestructible_inner_wall", []maze.Pos{p, p.Step(d)}, "cell "+p.String(),
				"the wall %s is indestructible, but the rules do not allow indestructible inner walls (indestructible_inner_walls, O3)", where)
		}
	}
}

// isSource reports whether cell i is a river no river flows into (the same
// answer as maze.IsSource, from the counts cells made).
func (c *checker) isSource(i int) bool {
	return c.m.Cell(c.m.PosOf(i)).Kind == maze.River && c.inflow[i] == 0
}

// exits checks §8.4: at least two exits (or as many as min_exits asks: one
// under "Maze on paper" O1 and O2), none from a cell a player can never
// stand on, and (as agreed, or as a warning) at least one open.
func (c *checker) exits() {
	m := c.m
	usable, open, fromSource := 0, 0, 0
	for _, s := range c.graph.Exits() {
		if c.isSource(m.Index(s.At)) {
			fromSource++
			c.errorAt(ruleExits, "exit_from_source", s.At,
				"exit %s from a river source, where no player can ever stand", s.Dir)
			continue
		}
		usable++
		if m.Side(s.At, s.Dir) == maze.Open {
			open++
		}
	}
	if need := c.rules.ExitsNeeded(); usable < need {
		note := ""
		if fromSource > 0 {
			note = " (not counting exits from river sources)"
		}
		by := "" // the reference's two need no option named
		switch {
		case c.rules.MinExits > 0:
			by = " (min_exits)"
		case c.rules.Exits > 0 && c.rules.Exits < need:
			by = fmt.Sprintf(", though the rules fix %d (exits); a labyrinth of fewer than two exits needs min_exits (O1, O2)", c.rules.Exits)
		}
		c.add(Error, ruleExits, "too_few_exits", nil, "", "the labyrinth has %d %s%s; it needs at least %s%s",
			usable, plural(usable, "exit", "exits"), note, numberWord(need), by)
	}
	if usable > 0 && open == 0 {
		if c.rules.RequireOpenExit {
			c.add(Error, ruleExits, "no_open_exit", nil, "", "no exit is open; the rules require at least one open exit")
		} else {
			c.add(Warning, ruleExits, "no_open_exit", nil, "", "no exit is open; it is often agreed that at least one exit be initially open")
		}
	}
}

// treasures checks §8.3 and §3.1 (treasures lie on land), and that loose
// items lie on cells of the labyrinth.
func (c *checker) treasures() {
	m := c.m
	var trues []maze.Pos
	fakes := 0
	for _, t := range m.Treasures {
		if !t.True {
			fakes++
		}
		what := "a fake treasure"
		rule := ruleTreasures
		if t.True {
			trues = append(trues, t.At)
			what, rule = "the true treasure", ruleTrue
		}
		switch k := m.Kind(t.At); {
		case k == maze.Outside:
			c.errorAt(ruleTreasures, "treasure_outside", t.At, "%s lies outside the labyrinth", what)
		case k != maze.Land:
			c.errorAt(rule, "treasure_not_on_land", t.At, "%s lies on %s; treasures must lie on land", what, kindPhrase(k))
		}
	}
	// §8.3: exactly one true treasure, unless the rules say how many
	// (true_treasures: seed 001's T3 allows any number, at least one).
	switch want := c.rules.TrueTreasures; {
	case c.rules.Victory == rules.VictoryKey:
		c.noTreasures() // a Key game has no treasure to win (002 l.56)
	case len(trues) == 0 && !c.rules.Victory.NeedsTreasure():
		// Under victory exit (seed 002) treasures play no part.
	case len(trues) == 0 && want < 0:
		c.add(Error, ruleTrue, "no_true_treasure", nil, "", "there is no true treasure; there must be at least one (true_treasures, T3)")
	case len(trues) == 0 && want == 0:
		c.add(Error, ruleTrue, "no_true_treasure", nil, "", "there is no true treasure; there must be exactly one")
	case len(trues) > 1 && want == 0:
		c.add(Error, ruleTrue, "several_true_treasures", trues, "",
			"there are %d true treasures, at %s; there must be exactly one", len(trues), posList(trues))
	case want > 0 && len(trues) != want:
		c.add(Error, ruleTrue, "true_treasures_count", trues, "",
			"the labyrinth has %d %s; the rules fix %d (true_treasures)", len(trues), plural(len(trues), "true treasure", "true treasures"), want)
	}
	if most := c.rules.MaxFakeTreasures; most > 0 && fakes > most {
		c.add(Error, ruleTrue, "too_many_fake_treasures", nil, "",
			"there are %d fake treasures; the rules allow at most %d (max_fake_treasures, T2)", fakes, most)
	}
	for _, p := range m.Piles {
		if !m.Inside(p.At) {
			c.errorAt(ruleOutline, "pile_outside", p.At, "items lie outside the labyrinth")
			continue
		}
		for _, it := range []struct {
			name string
			n    int
		}{{"bullets", p.Bullets}, {"grenades", p.Grenades}, {"landmines", p.Landmines}, {"corpses", p.Corpses}} {
			if it.n < 0 {
				c.errorAt(ruleItems, "negative_items", p.At, "%d %s: a number of items cannot be negative", it.n, it.name)
			}
		}
		if !p.Empty() && c.isSource(m.Index(p.At)) {
			c.warnAt(ruleRiverPlay, "items_on_source", p.At, "items lie on a river source, where no player can ever pick them up")
		}
	}
}

func kindPhrase(k maze.Kind) string {
	switch k {
	case maze.Land:
		return "land"
	case maze.Hospital, maze.Weaponry, maze.Pit, maze.River, maze.Delta, maze.Casino:
		return "a " + k.String()
	case maze.Encephalitis:
		return "an encephalitis cell"
	}
	return fmt.Sprintf("a cell of unknown kind %d", uint8(k))
}

// numberWord writes small numbers as words, as messages do: "two".
func numberWord(n int) string {
	words := [...]string{"none", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten"}
	if n >= 0 && n < len(words) {
		return words[n]
	}
	return fmt.Sprint(n)
}

func plural(n int, one, many string) string {
	if n == 1 {
		return one
	}
	return many
}

func posList(ps []maze.Pos) string {
	s := listCells(ps)
	if len(ps) == 1 {
		return s[len("cell "):]
	}
	return s[len("cells "):]
}
