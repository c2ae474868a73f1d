// Package analyze measures how a labyrinth plays: how far every cell is from
// the nearest weaponry and hospital in moves, where a random walker gets
// stuck (attractors, reference §8 rec. 4), how far the treasures lie from the
// exits (§8 rec. 6), and how many features of each kind the plan holds.
//
// Every distance follows the real movement rules (package maze: walls stop,
// pits jump, rivers carry), through a Graph of the moves. The results are
// plain data with per-cell slices, for the editor to draw as overlays, and
// Text renders them for a terminal. The generator (engine/gen) checks its
// labyrinths with the same code. docs/generator.md defines every figure.
//
// Everything here is deterministic: the random walk has a fixed seed, so the
// same plan always gives the same report.
package analyze

import (
	"slices"

	"github.com/labyrinth-game/labyrinth/engine/maze"
)

// Report holds the figures of one labyrinth. Per-cell slices are indexed by
// maze.Maze.Index and hold -1 for positions outside the shape.
type Report struct {
	Width, Height, Floors int
	// Cells is the number of cells of the labyrinth.
	Cells int
	// Diameter is the largest number of steps along rows and columns between
	// two cells of one floor, as if there were no walls: the Manhattan
	// distance of the two cells furthest apart.
	Diameter int
	Counts   Counts
	// Weaponry and Hospital: moves from every cell to the nearest one.
	Weaponry, Hospital Reach
	// Exit: moves from every cell to walk out of the labyrinth by the
	// nearest exit, open or closed.
	Exit Reach
	// Walk is the random walk that finds attractors.
	Walk Walk
	// Treasures are the treasures of the plan in its order, with their
	// distances to the exits.
	Treasures []TreasureReach
}

// Reach is the distance in moves from every cell to the nearest cell of some
// kind (or out of the labyrinth, for exits).
type Reach struct {
	// Dist is per cell; -1 outside the shape and where none can be reached.
	Dist []int32
	// Bound is the largest distance over the cells that can reach one; -1
	// when the labyrinth has none at all.
	Bound int
	// Worst are the cells at the bound, in index order (at most 8).
	Worst []maze.Pos
	// Unreached are the cells from which none can be reached, in index
	// order: only a plan breaking §8.5 (or without any) has them.
	Unreached []maze.Pos
}

// maxWorst caps the lists of worst cells.
const maxWorst = 8

// TreasureReach is a treasure and how far it lies from the exits.
type TreasureReach struct {
	maze.Treasure
	// NearestExit is the fewest moves from the treasure's cell to walk out
	// by an exit (reaching the exit's cell, then one step out; a closed exit
	// counts as if open); -1 when no exit can be reached.
	NearestExit int
	// Exit is the exit NearestExit leads out by.
	Exit maze.Side
}

// Counts are the numbers of features of a plan.
type Counts struct {
	Land, Hospitals, Weaponries, Encephalitis int
	// Pits in PitLoops loops; LongestPitLoop is the most pits of one loop.
	Pits, PitLoops, LongestPitLoop int
	// Rivers is the number of river cells, RiverSystems of river systems (a
	// system is a delta and the rivers that flow into it, §4.5), Sources of
	// river sources (the branches of the systems). LongestRiver is the most
	// river cells on a path from a source to its delta, MostBranches the
	// most sources of one system.
	Rivers, RiverSystems, Sources, LongestRiver, MostBranches int
	// InnerWalls counts inner sides with a wall of either kind, of which
	// Indestructible are indestructible.
	InnerWalls, Indestructible int
	// Exits counts every exit, of which ClosedExits are closed.
	Exits, ClosedExits           int
	TrueTreasures, FakeTreasures int
	// Landmines lying in the labyrinth, in item piles.
	Landmines int
}

// Maze analyses m. It never modifies m and accepts any plan, valid or not.
func Maze(m *maze.Maze) *Report {
	return Of(NewGraph(m))
}

// Of analyses the labyrinth of a move graph already built: its moves and
// exits as they were when the graph was made, everything else as it is.
func Of(g *Graph) *Report {
	m := g.m
	r := &Report{
		Width: m.Width(), Height: m.Height(), Floors: m.Floors(),
		Cells:    len(g.inside),
		Diameter: Diameter(m),
	}
	allExits := g.exits
	r.Counts = g.count()
	queue := make([]int32, 0, g.n+1) // a search needs one more (bfs)
	var ws, hs, exits []int32
	kind := kinds(m)
	for _, i := range g.inside {
		switch kind[i] {
		case maze.Weaponry:
			ws = append(ws, i)
		case maze.Hospital:
			hs = append(hs, i)
		}
	}
	r.Weaponry = g.reach(g.DistancesTo(nil, ws, queue), 0)
	r.Hospital = g.reach(g.DistancesTo(nil, hs, queue), 0)
	for _, s := range allExits {
		exits = append(exits, int32(m.Index(s.At)))
	}
	// Walking out takes one more move than reaching the exit's cell.
	dist, nearest := g.nearest(exits, queue)
	r.Exit = g.reach(dist, 1)
	r.Walk = RandomWalk(g)
	for _, t := range m.Treasures {
		tr := TreasureReach{Treasure: t, NearestExit: -1}
		if i := m.Index(t.At); m.Inside(t.At) && r.Exit.Dist[i] >= 0 {
			tr.NearestExit, tr.Exit = int(r.Exit.Dist[i]), allExits[nearest[i]]
		}
		r.Treasures = append(r.Treasures, tr)
	}
	return r
}

// nearest is DistancesTo(targets) with, for every cell that reaches one,
// the number in targets of the first target (in their order) among the
// nearest: a search from all the targets at once in which each cell takes
// the number of the cell it is found from. Cells are found level by level,
// and each level comes in the order of those numbers, so a cell is found
// first from the lowest-numbered of its nearest targets. A target listed
// twice keeps its first number.
func (g *Graph) nearest(targets, queue []int32) (dist, label []int32) {
	dist, label = make([]int32, g.n), make([]int32, g.n)
	for i := range dist {
		dist[i], label[i] = -1, -1
	}
	if g.bitsOf() {
		g.bitNearest(dist, label, targets)
		return dist, label
	}
	g.reverse()
	queue = queue[:0]
	for k, t := range targets {
		if t >= 0 && int(t) < g.n && g.choices[t] > 0 && dist[t] < 0 {
			dist[t], label[t] = 0, int32(k)
			queue = append(queue, t)
		}
	}
	for head := 0; head < len(queue); head++ {
		v := queue[head]
		for _, w := range g.rev[g.revStart[v]:g.revStart[v+1]] {
			if dist[w] < 0 {
				dist[w], label[w] = dist[v]+1, label[v]
				queue = append(queue, w)
			}
		}
	}
	return dist, label
}

// reach summarises per-cell distances, adding extra to every reachable one.
func (g *Graph) reach(dist []int32, extra int32) Reach {
	r := Reach{Dist: dist, Bound: -1}
	var worst []int32
	for _, i := range g.inside {
		d := dist[i]
		if d < 0 {
			r.Unreached = append(r.Unreached, g.m.PosOf(int(i)))
			continue
		}
		d += extra
		dist[i] = d
		switch {
		case int(d) > r.Bound:
			r.Bound = int(d)
			worst = append(worst[:0], i)
		case int(d) == r.Bound && len(worst) < maxWorst:
			worst = append(worst, i)
		}
	}
	if len(r.Unreached) == len(g.inside) {
		return Reach{Dist: dist, Bound: -1, Unreached: r.Unreached}
	}
	r.Worst = make([]maze.Pos, len(worst))
	for k, i := range worst {
		r.Worst[k] = g.m.PosOf(int(i))
	}
	return r
}

// Diameter is the largest Manhattan distance between two cells of the same
// floor of m: the steps along rows and columns between the two cells
// furthest apart, walls ignored. It takes one pass over the grid, since
// |dx|+|dy| is the larger of |Δ(x+y)| and |Δ(x−y)|.
func Diameter(m *maze.Maze) int {
	best := 0
	for f := range m.Floors() {
		found := false
		var loS, hiS, loD, hiD int
		for y := range m.Height() {
			for x := range m.Width() {
				if !m.Inside(maze.Pos{X: x, Y: y, Floor: f}) {
					continue
				}
				s, d := x+y, x-y
				if !found {
					loS, hiS, loD, hiD, found = s, s, d, d, true
					continue
				}
				loS, hiS, loD, hiD = min(loS, s), max(hiS, s), min(loD, d), max(hiD, d)
			}
		}
		if found {
			best = max(best, hiS-loS, hiD-loD)
		}
	}
	return best
}

// TrueTreasure returns the report of the true treasure, if the plan has
// exactly one.
func (r *Report) TrueTreasure() (TreasureReach, bool) {
	var out TreasureReach
	n := 0
	for _, t := range r.Treasures {
		if t.True {
			out = t
			n++
		}
	}
	return out, n == 1
}

// TreasureFarEnough reports whether a treasure NearestExit moves from the
// nearest exit is at least a third of the diameter away from every exit
// (checked as 3 × distance ≥ diameter, in whole numbers).
func (r *Report) TreasureFarEnough(nearestExit int) bool {
	return nearestExit >= 0 && 3*nearestExit >= r.Diameter
}

// count counts the features of the labyrinth: cells and sides as they were
// when the graph was made, treasures and items as they are. Kinds and walls
// are counted in tables, without a branch on each cell.
func (g *Graph) count() Counts {
	m := g.m
	var c Counts
	w, h := g.w, g.h
	var kinds [256]int
	var edges [256]int // inner sides by edge
	var loops []int    // the loop of every pit
	i := 0
	for i < g.n {
		for y := range h {
			for x := range w {
				k := g.kind[i]
				kinds[k]++
				if k == maze.Pit {
					loops = append(loops, m.Cell(maze.Pos{X: x, Y: y, Floor: i / (w * h)}).Loop)
				}
				if k != maze.Outside {
					if x < w-1 && g.kind[i+1] != maze.Outside {
						edges[g.right[i]]++
					}
					if y < h-1 && g.kind[i+w] != maze.Outside {
						edges[g.down[i]]++
					}
				}
				i++
			}
		}
	}
	c.Land, c.Hospitals, c.Weaponries = kinds[maze.Land], kinds[maze.Hospital], kinds[maze.Weaponry]
	c.Encephalitis, c.Pits, c.Rivers = kinds[maze.Encephalitis], kinds[maze.Pit], kinds[maze.River]
	c.RiverSystems = kinds[maze.Delta]
	c.InnerWalls, c.Indestructible = edges[maze.Wall]+edges[maze.Solid], edges[maze.Solid]
	slices.Sort(loops)
	for k := 0; k < len(loops); {
		run := 1
		for k+run < len(loops) && loops[k+run] == loops[k] {
			run++
		}
		c.PitLoops++
		c.LongestPitLoop = max(c.LongestPitLoop, run)
		k += run
	}
	for _, s := range g.exits {
		c.Exits++
		if m.Side(s.At, s.Dir) == maze.Wall {
			c.ClosedExits++
		}
	}
	for _, t := range m.Treasures {
		if t.True {
			c.TrueTreasures++
		} else {
			c.FakeTreasures++
		}
	}
	for _, p := range m.Piles {
		c.Landmines += p.Landmines
	}
	for _, s := range g.riverSystems() {
		c.Sources += s.Sources
		c.LongestRiver = max(c.LongestRiver, s.Longest)
		c.MostBranches = max(c.MostBranches, s.Sources)
	}
	return c
}

// RiverSystem describes one river system (§4.5): a delta and the river cells
// whose flow leads to it.
type RiverSystem struct {
	Delta maze.Pos
	// Rivers is the number of river cells flowing (eventually) into Delta.
	Rivers int
	// Sources is the number of its river sources: the branches of the
	// system, 1 for a river without tributaries.
	Sources int
	// Longest is the most river cells on a path from a source to the delta:
	// the length of the system's longest river.
	Longest int
}

// RiverSystems lists the river systems of m by delta, in index order. River
// cells whose flow does not lead to a delta (broken plans) belong to none.
func RiverSystems(m *maze.Maze) []RiverSystem {
	return riverSystems(kinds(m), func(i int32) int32 {
		if n, ok := m.Downstream(m.PosOf(int(i))); ok {
			return int32(m.Index(n))
		}
		return -1
	}, m.PosOf)
}

// riverSystems is RiverSystems of the labyrinth as the graph read it.
func (g *Graph) riverSystems() []RiverSystem {
	return riverSystems(g.kind, func(i int32) int32 {
		if e := g.enter[i]; e != i {
			return e // where entering a river ends: downstream
		}
		return -1
	}, g.m.PosOf)
}

// riverSystems finds the river systems from the kind of every position and
// where each river cell flows (down, -1 when nowhere).
func riverSystems(kind []maze.Kind, down func(int32) int32, posOf func(int) maze.Pos) []RiverSystem {
	n := len(kind)
	var rivers []int32
	var out []RiverSystem
	// depth[i]: river cells from river i to its delta, counting i; 0
	// unknown, -1 no delta (or on the path being followed). to[i]: where
	// river i flows. delta[i]: the delta river i flows to. at[i]: the
	// system of delta i; on a river cell, 1 when a river flows into it (it
	// is not a source).
	scratch := make([]int32, 4*n)
	depth, to, delta, at := scratch[:n], scratch[n:2*n], scratch[2*n:3*n], scratch[3*n:]
	for i, k := range kind {
		switch k {
		case maze.Delta:
			at[i] = int32(len(out))
			out = append(out, RiverSystem{Delta: posOf(i)})
		case maze.River:
			rivers = append(rivers, int32(i))
		}
	}
	if len(out) == 0 {
		return nil
	}
	for _, i := range rivers {
		to[i] = down(i)
		if t := to[i]; t >= 0 && kind[t] == maze.River {
			at[t] = 1
		}
	}
	var path []int32
	for _, i := range rivers {
		if depth[i] != 0 {
			continue
		}
		// Follow the flow to a delta or a cell already known.
		path = path[:0]
		j := i
		var d, root int32 = -1, -1
		for {
			if kind[j] == maze.Delta {
				d, root = 0, j
				break
			}
			if kind[j] != maze.River || depth[j] < 0 {
				break
			}
			if depth[j] > 0 {
				d, root = depth[j], delta[j]
				break
			}
			depth[j] = -1 // on the path: a cycle ends here
			path = append(path, j)
			if j = to[j]; j < 0 {
				break
			}
		}
		for k := len(path) - 1; k >= 0; k-- {
			if d < 0 {
				depth[path[k]] = -1
				continue
			}
			d++
			depth[path[k]], delta[path[k]] = d, root
		}
	}
	for _, i := range rivers {
		if depth[i] <= 0 {
			continue
		}
		s := &out[at[delta[i]]]
		s.Rivers++
		if at[i] == 0 { // a source: no river flows into it
			s.Sources++
			s.Longest = max(s.Longest, int(depth[i]))
		}
	}
	return out
}

// kinds is the kind of every grid position of m, by index.
func kinds(m *maze.Maze) []maze.Kind {
	out := make([]maze.Kind, 0, m.Len())
	for f := range m.Floors() {
		for y := range m.Height() {
			for x := range m.Width() {
				out = append(out, m.Kind(maze.Pos{X: x, Y: y, Floor: f}))
			}
		}
	}
	return out
}

// Ranked returns the cells of the labyrinth ordered by a per-cell value,
// highest first, ties in index order, at most k of them.
func Ranked(g *Graph, value []int32, k int) []maze.Pos {
	// The best k so far, best first; a cell enters only past the last of
	// them, since the cells come in index order.
	top := make([]int32, 0, max(0, min(k, len(g.inside))))
	for _, i := range g.inside {
		v := value[i]
		if k <= 0 || len(top) == k && v <= value[top[k-1]] {
			continue
		}
		at := len(top)
		for at > 0 && value[top[at-1]] < v {
			at--
		}
		if len(top) < k {
			top = append(top, 0)
		}
		copy(top[at+1:], top[at:])
		top[at] = i
	}
	out := make([]maze.Pos, len(top))
	for x, i := range top {
		out[x] = g.m.PosOf(int(i))
	}
	return out
}
