package validate

import (
	"cmp"
	"fmt"
	"slices"
	"strconv"
	"strings"

	"github.com/labyrinth-game/labyrinth/engine/maze"
)

type pitRef struct {
	loop, order int
	at          int32
}

// pitLoops checks §4.4: a loop has N > 1 pits numbered 1..N.
func (c *checker) pitLoops() {
	m := c.m
	slices.SortFunc(c.pits, func(a, b pitRef) int {
		return cmp.Or(cmp.Compare(a.loop, b.loop), cmp.Compare(a.order, b.order), cmp.Compare(a.at, b.at))
	})
	for start := 0; start < len(c.pits); {
		end := start + 1
		for end < len(c.pits) && c.pits[end].loop == c.pits[start].loop {
			end++
		}
		loop := c.pits[start:end:end]
		start = end

		cells := make([]maze.Pos, len(loop))
		numbered := true
		for k, p := range loop {
			cells[k] = m.PosOf(int(p.at))
			numbered = numbered && p.order == k+1
		}
		slices.SortFunc(cells, func(a, b maze.Pos) int { return cmp.Compare(m.Index(a), m.Index(b)) })
		if len(loop) == 1 {
			// Seed 004 allows "a cycle of one pit" (single_pit_loops);
			// numbered 1, it is a loop like any other.
			if !c.rules.SinglePitLoops {
				c.add(Error, rulePits, "pit_loop_single", cells, "cell "+cells[0].String(),
					"pit loop %d has only this pit; a loop needs at least two unless the rules allow loops of one pit (single_pit_loops)", loop[0].loop)
				continue
			}
		}
		if !numbered {
			var nums strings.Builder
			for k, p := range loop {
				if k > 0 {
					nums.WriteString(", ")
				}
				nums.WriteString(strconv.Itoa(p.order))
			}
			c.add(Error, rulePits, "pit_numbering", cells, "",
				"pit loop %d is numbered %s; its %d pits must be numbered 1 to %d, each number once (pits at %s)",
				loop[0].loop, nums.String(), len(loop), len(loop), posList(cells))
		}
	}
}

// riverSystems checks §4.5: every river flows into a neighbouring river or delta of
// the labyrinth through an open side, following the flow always ends in a
// delta, and every delta has a river flowing into it.
func (c *checker) riverSystems() {
	m := c.m
	for _, i := range c.deltas {
		if c.inflow[i] == 0 {
			c.errorAt(ruleRivers, "delta_without_river", m.PosOf(int(i)), "no river flows into this delta")
		}
	}
	for _, i := range c.rivers {
		p := m.PosOf(int(i))
		cell := m.Cell(p)
		if !cell.Flow.Valid() {
			c.errorAt(ruleRivers, "river_without_flow", p, "river has no flow direction")
			continue
		}
		t := p.Step(cell.Flow)
		if !m.Inside(t) {
			c.errorAt(ruleRivers, "river_leaves", p, "river flows %s out of the labyrinth", cell.Flow)
			continue
		}
		if k := m.Kind(t); k != maze.River && k != maze.Delta {
			c.add(Error, ruleRivers, "river_into_non_river", []maze.Pos{p, t}, "cell "+p.String(),
				"river flows %s into %s at %s; a river flows into a river or a delta", cell.Flow, kindPhrase(k), t)
		}
		if e := m.Side(p, cell.Flow); e != maze.Open {
			c.errorAt(ruleRivers, "river_into_wall", p, "river flows %s into %s", cell.Flow, articled(e.Describe(false)))
		}
	}
	c.riverLoops()
}

func articled(s string) string {
	if s != "" && strings.ContainsRune("aeiou", rune(s[0])) {
		return "an " + s
	}
	return "a " + s
}

// downstream is the river cell the river at i flows into, -1 when it flows
// into anything else (a delta, or something reported as broken).
func (c *checker) downstream(i int) int {
	m := c.m
	cell := m.Cell(m.PosOf(i))
	if cell.Kind != maze.River || !cell.Flow.Valid() {
		return -1
	}
	t := m.PosOf(i).Step(cell.Flow)
	if m.Kind(t) != maze.River {
		return -1
	}
	return m.Index(t)
}

// riverLoops reports every cycle of river cells (§4.5.3: following the flow
// must lead to a delta). Each river cell has one successor, so walking from
// every unvisited cell and stopping at visited ones finds each cycle once.
func (c *checker) riverLoops() {
	const (
		unseen = iota
		onPath
		done
	)
	if len(c.rivers) == 0 {
		return
	}
	state := make([]uint8, c.n)
	var path []int
	for _, s := range c.rivers {
		if state[s] != unseen {
			continue
		}
		path = path[:0]
		i := int(s)
		for i >= 0 && state[i] == unseen {
			state[i] = onPath
			path = append(path, i)
			i = c.downstream(i)
		}
		if i >= 0 && state[i] == onPath {
			cycle := path[slices.Index(path, i):]
			c.reportRiverLoop(cycle)
		}
		for _, j := range path {
			state[j] = done
		}
	}
}

func (c *checker) reportRiverLoop(cycle []int) {
	m := c.m
	// Start at the lowest cell so the message does not depend on where the
	// search entered the cycle.
	lo := 0
	for k, i := range cycle {
		if i < cycle[lo] {
			lo = k
		}
	}
	const shown = 12
	cells := make([]maze.Pos, 0, len(cycle))
	var b strings.Builder
	for k := range cycle {
		p := m.PosOf(cycle[(lo+k)%len(cycle)])
		cells = append(cells, p)
		switch {
		case k < shown:
			if k > 0 {
				b.WriteString(" → ")
			}
			b.WriteString(p.String())
		case k == shown:
			fmt.Fprintf(&b, " → … (%d cells in all)", len(cycle))
		}
	}
	fmt.Fprintf(&b, " → back to %s", cells[0])
	c.add(Error, ruleRivers, "river_loop", cells, "",
		"the river flows in a circle and never reaches a delta: %s", b.String())
}
