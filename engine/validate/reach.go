package validate

import (
	"fmt"
	"slices"

	"github.com/labyrinth-game/labyrinth/engine/analyze"
	"github.com/labyrinth-game/labyrinth/engine/maze"
)

// The moves a player can make from a cell without grenades: the four
// directions, "by the flow" from a river and "by the loop" from a pit
// (reference §2.1), as numbered in analyze.Graph. adj keeps where each ends.
const (
	// fanout adds to the graph's moves the two of a staircase: up to the
	// floor above, down to the floor below (001's G3, rules option
	// stairs; the graph itself does not know staircases).
	fanout = analyze.Fanout + 2
)

// Categories of the cells §8.5 rejects, relative to the main region.
const (
	fine        = iota
	trapped     // reachable from the main region, but no way back to it
	unreachable // leads to the main region, but cannot be reached from it
	cutOff      // neither
)

// reach checks §8.5: every cell except river sources can be reached from
// every cell (sources included) without grenades.
//
// The graph has a node per cell of the labyrinth and an arc per move that
// ends on another cell, resolved by maze.Walk, maze.FollowFlow and
// maze.FollowLoop exactly as in a game (analyze.Graph); leaving through an
// exit is not an arc. The requirement holds when the cells other than sources form a single
// strongly connected component (the main region) that every source reaches.
// Otherwise each other component is placed relative to the main region, the
// largest component, and neighbouring components in the same position are
// reported together.
func (c *checker) reach() {
	if reachFast && c.allJoined() {
		return
	}
	n := c.n
	c.adj = make([]int32, n*fanout)
	adj := c.adj
	for i := range n {
		for k := range fanout {
			adj[i*fanout+k] = c.arc(i, k)
		}
	}

	s := make([]int32, 6*n)
	comp, order, compStart := c.tarjan(s[0:n], s[n:2*n], s[2*n:3*n], s[3*n:4*n], s[4*n:5*n], s[5*n:6*n])
	nc := len(compStart) - 1
	if nc <= 1 {
		return
	}

	// Per component: its size, how many of its cells are not sources, and
	// flags; components are numbered so that every arc between two of them
	// goes from a higher number to a lower one.
	const (
		canReach = 1 << iota // reaches the main region
		reached              // reached from the main region
		hasOut               // has an arc to another component
	)
	flags := make([]uint8, nc)
	mainComp, mainSize := -1, 0
	for k := range nc {
		members := order[compStart[k]:compStart[k+1]]
		relevant := false
		for _, i := range members {
			if !c.isSource(int(i)) {
				relevant = true
				break
			}
		}
		// Ties go to the lowest component number: deterministic for a
		// given maze.
		if relevant && len(members) > mainSize {
			mainComp, mainSize = k, len(members)
		}
	}
	if mainComp < 0 {
		return
	}
	for k := range nc {
		if k == mainComp {
			flags[k] |= canReach
		}
		for _, i := range order[compStart[k]:compStart[k+1]] {
			for _, w := range adj[int(i)*fanout : int(i)*fanout+fanout] {
				if w < 0 || comp[w] == int32(k) {
					continue
				}
				flags[k] |= hasOut
				flags[k] |= flags[comp[w]] & canReach
			}
		}
	}
	flags[mainComp] |= reached
	for k := nc - 1; k >= 0; k-- {
		if flags[k]&reached == 0 {
			continue
		}
		for _, i := range order[compStart[k]:compStart[k+1]] {
			for _, w := range adj[int(i)*fanout : int(i)*fanout+fanout] {
				if w >= 0 {
					flags[comp[w]] |= reached
				}
			}
		}
	}

	cat := make([]uint8, nc)
	bad := false
	for k := range nc {
		f := flags[k]
		if k == mainComp || f&canReach != 0 && f&reached != 0 {
			continue
		}
		members := order[compStart[k]:compStart[k+1]]
		if f&(reached|hasOut) == hasOut && len(members) == 1 && c.isSource(int(members[0])) {
			// A source no move ends on is only a starting point; it
			// matters when it cannot be left at all, since whatever it
			// leads to is reported on its own.
			continue
		}
		switch {
		case f&reached != 0:
			cat[k] = trapped
		case f&canReach != 0:
			cat[k] = unreachable
		default:
			cat[k] = cutOff
		}
		bad = true
	}
	if !bad {
		return
	}
	c.reportRegions(comp, order, compStart, cat)
}

// arc is where move k from cell i ends, -1 when it leaves the player where
// he was or is not possible: an arc of the reach graph.
func (c *checker) arc(i, k int) int32 {
	if k >= analyze.Fanout {
		return c.stairArc(i, k == analyze.Fanout)
	}
	if w := c.graph.Move(i, k); w != i {
		return int32(w)
	}
	return -1
}

// reachFast lets reach answer from two searches when the requirement holds;
// the tests turn it off to compare.
var reachFast = true

// allJoined reports, from a search forwards and one backwards from a cell
// that is not a river source, whether §8.5 holds with nothing to report:
// every cell that is not a source is reached (so they are all joined
// through that cell), every cell reaches it, and no source nothing reaches
// has a move onto another such source (each is then a component of its
// own that leads into the others, which reach ignores). False means only
// that reach must look closer.
func (c *checker) allJoined() bool {
	if c.m.HasStairs() {
		return false // the graph's searches do not climb: tarjan does
	}
	g := c.graph
	root := -1
	for _, i := range g.Inside() {
		if !c.isSource(int(i)) {
			root = int(i)
			break
		}
	}
	if root < 0 {
		return false
	}
	n := c.n + 1 // a search needs one more entry than there are cells
	scratch := make([]int32, 3*n)
	fwd := g.DistancesFrom(scratch[:0:n], []int32{int32(root)}, scratch[2*n:2*n])
	back := g.DistancesTo(scratch[n:n:2*n], []int32{int32(root)}, scratch[2*n:2*n])
	for _, i := range g.Inside() {
		if back[i] < 0 {
			return false
		}
		if fwd[i] >= 0 {
			continue
		}
		if !c.isSource(int(i)) {
			return false
		}
		for k := range analyze.Fanout {
			if w := g.Move(int(i), k); w >= 0 && w != int(i) && fwd[w] < 0 {
				return false
			}
		}
	}
	return true
}

// tarjan finds the strongly connected components of the move graph without
// recursion. It returns comp (the component of each cell, -1 outside the
// shape), order (the cells grouped by component) and compStart (where each
// component's cells start in order, with a final end offset). Components
// come out sinks first: an arc between two components always goes to the
// lower-numbered one. The six slices are scratch space of length Len().
func (c *checker) tarjan(index, low, comp, stack, call, order []int32) (_, _, compStart []int32) {
	m, adj := c.m, c.adj
	for i := range index {
		index[i] = -1
		comp[i] = -1
	}
	// next is the next move to explore from each cell on the call stack.
	next := make([]uint8, len(index))
	order = order[:0]
	compStart = append(compStart, 0)
	var counter, sp, cp int32
	for s := range index {
		if index[s] >= 0 || !m.Inside(m.PosOf(s)) {
			continue
		}
		index[s], low[s] = counter, counter
		counter++
		stack[sp], sp = int32(s), sp+1
		call[cp], cp = int32(s), cp+1
		for cp > 0 {
			v := call[cp-1]
			if k := next[v]; k < fanout {
				next[v]++
				w := adj[int(v)*fanout+int(k)]
				switch {
				case w < 0:
				case index[w] < 0:
					index[w], low[w] = counter, counter
					counter++
					stack[sp], sp = w, sp+1
					call[cp], cp = w, cp+1
				case comp[w] < 0: // on the stack
					low[v] = min(low[v], index[w])
				}
				continue
			}
			cp--
			if low[v] == index[v] {
				id := int32(len(compStart) - 1)
				for {
					sp--
					w := stack[sp]
					comp[w] = id
					order = append(order, w)
					if w == v {
						break
					}
				}
				compStart = append(compStart, int32(len(order)))
			}
			if cp > 0 {
				u := call[cp-1]
				low[u] = min(low[u], low[v])
			}
		}
	}
	return comp, order, compStart
}

// reportRegions groups the components §8.5 rejects and reports each group.
// Under one_enclosure, a single group that cannot be reached without
// grenades (unreachable or cut off, not a trap) is allowed when a weaponry
// lies in the rest of the labyrinth and grenades are carried at all ("Maze
// on paper": "if Arsenal is available then one enclosure is permissible
// but then the Arsenal has to be accessible").
func (c *checker) reportRegions(comp, order, compStart []int32, cat []uint8) {
	m, adj := c.m, c.adj
	nc := len(cat)
	parent := make([]int32, nc)
	for k := range parent {
		parent[k] = int32(k)
	}
	find := func(k int32) int32 {
		for parent[k] != k {
			parent[k] = parent[parent[k]]
			k = parent[k]
		}
		return k
	}
	for k := range nc {
		if cat[k] == fine {
			continue
		}
		for _, i := range order[compStart[k]:compStart[k+1]] {
			for _, w := range adj[int(i)*fanout : int(i)*fanout+fanout] {
				if w >= 0 && cat[comp[w]] == cat[k] {
					if a, b := find(int32(k)), find(comp[w]); a != b {
						parent[max(a, b)] = min(a, b)
					}
				}
			}
		}
	}
	groups := map[int32][]maze.Pos{}
	var roots []int32
	for i := range c.n {
		k := comp[i]
		if k < 0 || cat[k] == fine {
			continue
		}
		r := find(k)
		if _, ok := groups[r]; !ok {
			roots = append(roots, r)
		}
		groups[r] = append(groups[r], m.PosOf(i))
	}
	armed := false // a weaponry can be reached without grenades
	for _, i := range c.graph.Inside() {
		if k := comp[i]; k >= 0 && cat[k] == fine && c.graph.Kind(int(i)) == maze.Weaponry {
			armed = true
			break
		}
	}
	enclosures := 0
	for _, r := range roots {
		if cat[r] != trapped {
			enclosures++
		}
	}
	note := ""
	switch {
	case !c.rules.OneEnclosure || enclosures == 0:
	case enclosures == 1 && armed && c.rules.MaxGrenades > 0:
		// The one enclosure the rules allow: nothing to report but traps.
		roots = slices.DeleteFunc(roots, func(r int32) bool { return cat[r] != trapped })
	case enclosures == 1 && armed:
		// A weaponry that gives no grenade opens no enclosure.
		note = "; the rules allow one enclosure (one_enclosure) only when grenades can be had, and a player carries none (max_grenades 0)"
	case enclosures == 1:
		note = "; the rules allow one enclosure (one_enclosure) only when a weaponry can be reached without grenades, and none can"
	default:
		note = fmt.Sprintf("; the rules allow one enclosure (one_enclosure), and there are %d", enclosures)
	}
	for _, r := range roots {
		cells := groups[r]
		list := listCells(cells)
		switch cat[r] {
		case trapped:
			// Every move out of a trapped component ends in one reached
			// from the main region that cannot reach it either, so in the
			// same group: the group as a whole cannot be left.
			c.add(Error, ruleReach, "trap", cells, "", "%s cannot be left without grenades", list)
		case unreachable:
			c.add(Error, ruleReach, "unreachable", cells, "",
				"%s cannot be reached from the rest of the labyrinth without grenades%s", list, note)
		case cutOff:
			c.add(Error, ruleReach, "cut_off", cells, "",
				"%s can neither be reached from the rest of the labyrinth nor lead back to it without grenades%s", list, note)
		}
	}
}
