package analyze

import (
	"math"
	"math/rand/v2"
	"slices"

	"github.com/labyrinth-game/labyrinth/engine/maze"
)

// Walk is the random walk that finds attractors: cells a player easily gets
// into and hardly out of (reference §8 rec. 4).
//
// A walk starts on a cell drawn uniformly and makes 2 × Cells steps. At
// each step the walker picks one of the moves possible from his cell
// uniformly (the four directions, and "by the flow" in a river or "by the
// loop" in a pit) and ends where the real rules take him; a wall, a step
// upstream or a step out through an exit leaves him where he was. Each step
// counts one visit to the cell he ends on. A cell's share is the share of
// the visits it gets, on average over such walks: the expected number of
// times the walk ends a step on it, divided by the steps.
//
// On labyrinths of at most ExactWalkCells cells that average is computed
// (Exact): the probability of being on each cell after t steps, from the
// uniform start, step by step, summed over the 2 × Cells steps. On larger
// ones, where that costs more than sampling, it is estimated: Walks walks
// are made until at least MinWalkSteps steps in all, and their visits are
// pooled.
type Walk struct {
	// Exact says that Visits are computed expected visits rather than
	// visits counted on sampled walks.
	Exact bool
	// Walks is how many walks were sampled (0 when Exact), Steps how many
	// steps each walk makes.
	Walks, Steps int
	// Visits is per cell; -1 outside the shape. Sampled: the visits pooled
	// over the walks. Exact: the expected visits of walks making Total
	// steps in all (ExactTotal), rounded.
	Visits []int32
	// Total is the number of visits: Walks × Steps, or ExactTotal.
	Total int
	// Worst are the most visited cells, most first (at most 8).
	Worst []maze.Pos
	// MaxVisits is the number of visits of the most visited cell.
	MaxVisits int
}

// MinWalkSteps is the least number of steps the sampled walks make in all.
const MinWalkSteps = 1 << 15

// ExactWalkCells is the largest labyrinth, in cells, whose walk is
// computed rather than sampled. The computation costs about Cells × 2 ×
// Cells small additions, the sampling MinWalkSteps random draws and jumps;
// above this size the sampling is the cheaper.
const ExactWalkCells = 255

// ExactTotal is the Total of an exact walk: its Visits are parts of 2^30,
// and a share is known to about a billionth.
const ExactTotal = 1 << 30

// walkSeed fixes the walker's random source: a report depends on the plan
// alone.
var walkSeed = [2]uint64{0x6c616279, 0x72696e74}

// RandomWalk is the Walk of g's labyrinth: computed on labyrinths of at
// most ExactWalkCells cells, sampled above. It is made once: later calls
// return the same walk. The Visits slice belongs to the graph.
func RandomWalk(g *Graph) Walk {
	if g.walk == nil {
		w, ok := ExpectedWalk(g)
		if !ok {
			w = SampledWalk(g, MinWalkSteps)
		}
		g.walk = &w
	}
	return *g.walk
}

// SampledWalk makes walks of 2 × Cells steps from uniformly drawn cells,
// with a fixed random source, until at least minSteps steps in all, and
// pools their visits. Walkers go four side by side, so that the processor
// overlaps their steps; the last ones, fewer than four, one after the
// other. Each 64-bit random number gives two 32-bit draws.
func SampledWalk(g *Graph, minSteps int) Walk {
	w := newWalk(g)
	cells := uint32(len(g.inside))
	if cells == 0 {
		return w
	}
	w.Walks = (minSteps + w.Steps - 1) / w.Steps
	w.Total = w.Walks * w.Steps
	// options[5i:5i+choices[i]] are where the possible moves from cell i
	// end: the four directions, then by the flow or by the loop.
	options := make([]int32, 5*g.n)
	for _, i := range g.inside {
		k := 0
		for _, t := range g.moves[int(i)*Fanout : int(i)*Fanout+Fanout] {
			if t >= 0 {
				options[5*int(i)+k] = t
				k++
			}
		}
	}
	src := rand.NewPCG(walkSeed[0], walkSeed[1])
	choices, visits := g.choices, w.Visits
	for first := 0; first < w.Walks; first += 4 {
		if w.Walks-first < 4 {
			for range w.Walks - first {
				a := g.inside[draw(src, uint32(src.Uint64()), cells)]
				for range w.Steps {
					a = options[5*int(a)+int(draw(src, uint32(src.Uint64()), uint32(choices[a])))]
					visits[a]++
				}
			}
			break
		}
		r, s := src.Uint64(), src.Uint64()
		a, b := g.inside[draw(src, uint32(r), cells)], g.inside[draw(src, uint32(r>>32), cells)]
		c, d := g.inside[draw(src, uint32(s), cells)], g.inside[draw(src, uint32(s>>32), cells)]
		for range w.Steps {
			r, s := src.Uint64(), src.Uint64()
			a = options[5*int(a)+int(draw(src, uint32(r), uint32(choices[a])))]
			b = options[5*int(b)+int(draw(src, uint32(r>>32), uint32(choices[b])))]
			c = options[5*int(c)+int(draw(src, uint32(s), uint32(choices[c])))]
			d = options[5*int(d)+int(draw(src, uint32(s>>32), uint32(choices[d])))]
			visits[a]++
			visits[b]++
			visits[c]++
			visits[d]++
		}
	}
	w.rank(g)
	return w
}

// draw turns the 32 random bits x into a uniform number in [0, n) for
// 0 < n, by Lemire's method with this package's own code (the figures never
// depend on how a Go release turns random bits into numbers): the high half
// of x × n, unless its low half falls among the few values that would bias
// the result, when new bits are drawn from src (odds below n in 2^32).
func draw(src *rand.PCG, x, n uint32) uint32 {
	m := uint64(x) * uint64(n)
	if uint32(m) < n {
		return redraw(src, m, n)
	}
	return uint32(m >> 32)
}

// redraw is draw's rare case.
func redraw(src *rand.PCG, m uint64, n uint32) uint32 {
	for uint32(m) < -n%n {
		m = uint64(uint32(src.Uint64())) * uint64(n)
	}
	return uint32(m >> 32)
}

// ExpectedWalk computes the Walk of a labyrinth of at most ExactWalkCells
// cells; ok is false, and nothing is computed, on a larger one.
//
// With u the uniform distribution over the cells and P the matrix of one
// step, the expected share of cell j is (1/S) Σ_{t=1..S} (u P^t)_j for walks
// of S steps. The sum z = Σ_{t=1..S} u P^t is made by S steps of
// z ← (u + z) P from z = 0, in float64 arithmetic in a fixed order and
// without fused multiply-adds (the explicit float64 conversions forbid
// them), so that the result is the same on every machine.
func ExpectedWalk(g *Graph) (w Walk, ok bool) {
	cells := len(g.inside)
	if cells > ExactWalkCells {
		return Walk{}, false
	}
	w = newWalk(g)
	w.Exact = true
	if cells == 0 {
		return w, true
	}
	w.Total = ExactTotal
	var k kernel
	k.init(g)
	k.sum(w.Steps)
	scale := float64(ExactTotal) / float64(w.Steps)
	for s := range k.cells {
		w.Visits[k.cell[s]] = int32(math.Round(float64(k.z[s] * scale)))
	}
	w.rank(g)
	return w, true
}

// kernel is one step of the walk on at most ExactWalkCells cells, as a
// gather: the mass a cell holds after a step is what each move ending on it
// brings, its own moves that leave the walker there included. Cells are
// numbered in a byte (slots), so that the arrays below need no bounds
// checks: first the cells that one to four moves end on (narrow), in the
// order of Graph.inside, then those that more moves end on (wide: a delta,
// say, that rivers carry walkers into from several sides), the most first,
// then those that no move ends on (a river source: what its moves carry
// never changes). The numbering changes where a cell's figures are kept,
// never the order in which they are added up.
type kernel struct {
	// Slots [0, narrow) are narrow, [narrow, live) wide, [live, cells)
	// have no move ending on them.
	cells, narrow, live int
	// The slots with a move ending on slot s, as often as they have such
	// moves, are f0[s], f1[s], f2[s], f3[s], then, on a wide slot,
	// more[start[e]+s-narrow] for e = 0, 1, ... while s-narrow is below
	// start[e+1]-start[e] (a column of more per fifth, sixth, ... move):
	// first its own moves that leave the walker there, then the others in
	// the order of Graph.inside. Unused bytes hold unused, whose share is
	// always 0.
	f0, f1, f2, f3 [256]uint8
	more           []uint8
	start          []int
	// inv[s] is 1 / the moves possible from slot s; cell[s] is its index
	// in the grid.
	inv  [256]float64
	cell [256]int32
	// y[s] is what each move from slot s carries this step, next the same
	// for the next step; z is the sum.
	y, next, z [256]float64
}

// unused is the slot of an unused byte of kernel.f0 to f3.
const unused = 255

func (k *kernel) init(g *Graph) {
	g.reverse()
	cells := len(g.inside)
	k.cells, k.narrow = cells, 0
	// The moves ending on each cell (its own first), and the cells in slot
	// order: narrow, then wide, then the others.
	var in, self, order, wide, still [256]uint8 // by position in g.inside
	nw, ns := 0, 0
	for a, i := range g.inside {
		self[a] = g.selfSteps(i)
		in[a] = uint8(g.revStart[i+1]-g.revStart[i]) + self[a]
		switch {
		case in[a] == 0:
			still[ns] = uint8(a)
			ns++
		case in[a] > 4:
			wide[nw] = uint8(a)
			nw++
		default:
			order[k.narrow] = uint8(a)
			k.narrow++
		}
	}
	// The wide ones by the moves ending on them, most first (insertion:
	// they are few).
	for x := 1; x < nw; x++ {
		for y := x; y > 0 && in[wide[y]] > in[wide[y-1]]; y-- {
			wide[y], wide[y-1] = wide[y-1], wide[y]
		}
	}
	k.live = k.narrow + copy(order[k.narrow:], wide[:nw])
	copy(order[k.live:], still[:ns])
	if len(g.slot) < g.n {
		g.slot = make([]uint8, g.n)
	}
	slot := g.slot // grid index to slot
	for s, a := range order[:cells] {
		k.cell[s] = g.inside[a]
		slot[g.inside[a]] = uint8(s)
	}
	k.start = append(k.start[:0], 0)
	if nw > 0 {
		for e := range int(in[wide[0]]) - 4 {
			rows := 0
			for rows < nw && int(in[wide[rows]]) > 4+e {
				rows++
			}
			k.start = append(k.start, k.start[e]+rows)
		}
		k.more = slices.Grow(k.more[:0], k.start[len(k.start)-1])[:k.start[len(k.start)-1]]
	}
	for s, a := range order[:cells] {
		i := k.cell[s]
		own := int(self[a])
		rev := g.rev[g.revStart[i]:g.revStart[i+1]]
		// from is the b-th cell with a move ending on slot s.
		from := func(b int) uint8 {
			switch {
			case b < own:
				return uint8(s)
			case b < own+len(rev):
				return slot[rev[b-own]]
			}
			return unused
		}
		k.f0[s], k.f1[s], k.f2[s], k.f3[s] = from(0), from(1), from(2), from(3)
		for e := 4; e < int(in[a]); e++ {
			k.more[k.start[e-4]+s-k.narrow] = from(e)
		}
		k.inv[s] = inverse[g.choices[i]]
	}
}

// inverse[c] is 1 / c, as 1 / float64(c) gives it.
var inverse = [Fanout + 1]float64{0, 1, 1.0 / 2, 1.0 / 3, 1.0 / 4, 1.0 / 5, 1.0 / 6}

// selfSteps is the number of steps from cell i that leave the walker there
// (by the flow and by the loop never do), without a branch on each.
func (g *Graph) selfSteps(i int32) uint8 {
	row := (*[Fanout]int32)(g.moves[int(i)*Fanout:])
	return uint8(4 - isArc(row[0], i) - isArc(row[1], i) - isArc(row[2], i) - isArc(row[3], i))
}

// sum sets z to Σ_{t=1..steps} u P^t.
func (k *kernel) sum(steps int) {
	u := 1 / float64(k.cells)
	y, next := &k.y, &k.next
	for s := range k.cells {
		y[uint8(s)] = float64(u * k.inv[uint8(s)])
		next[uint8(s)] = y[uint8(s)] // the slots no move ends on keep it
	}
	for range steps - 1 {
		k.step(y, next, u)
		y, next = next, y
	}
	// The last step: only its sum is needed.
	for s := range k.cells {
		s := uint8(s)
		k.z[s] = y[k.f0[s]] + y[k.f1[s]] + y[k.f2[s]] + y[k.f3[s]]
	}
	for e := range len(k.start) - 1 {
		z := k.z[k.narrow:]
		for w, x := range k.more[k.start[e]:k.start[e+1]] {
			z[w] += y[x]
		}
	}
}

// step sets next to what each move carries after one more step: (u + the
// mass gathered from the first four moves ending on a slot) / moves, then
// on a wide slot what each further move brings / moves, one after the
// other (a column of more at a time: each adds to another slot). The
// loops are bound by the number of instructions: four bytes and four
// float64 read per slot is the fewest found.
func (k *kernel) step(ys, nexts *[256]float64, u float64) {
	y, next := ys[:], nexts[:]
	_, _ = y[255], next[255]
	f0, f1, f2, f3 := k.f0[:], k.f1[:], k.f2[:], k.f3[:]
	_, _, _, _ = f0[255], f1[255], f2[255], f3[255]
	inv := k.inv[:]
	_ = inv[255]
	for s := range k.live {
		s := uint8(s)
		v := y[f0[s]] + y[f1[s]] + y[f2[s]] + y[f3[s]]
		next[s] = float64((u + v) * inv[s])
	}
	for e := range len(k.start) - 1 {
		next, inv := next[k.narrow:], inv[k.narrow:]
		for w, x := range k.more[k.start[e]:k.start[e+1]] {
			next[w] += float64(y[x] * inv[w])
		}
	}
}

// newWalk is a walk with no visits yet.
func newWalk(g *Graph) Walk {
	w := Walk{Visits: make([]int32, g.n), Steps: 2 * len(g.inside)}
	for i := range w.Visits {
		if g.choices[i] == 0 {
			w.Visits[i] = -1
		}
	}
	return w
}

// rank finds the most visited cells.
func (w *Walk) rank(g *Graph) {
	w.Worst = Ranked(g, w.Visits, maxWorst)
	if len(w.Worst) > 0 {
		w.MaxVisits = int(w.Visits[g.m.Index(w.Worst[0])])
	}
}

// Limit is the largest share of the visits a cell may get for the
// labyrinth not to count as having a strong attractor, as a fraction
// num/den: one tenth, or on labyrinths of fewer than 20 cells (where a
// tenth is less than twice a cell's fair share 1/Cells, and below 10 cells
// less than the fair share itself) two fair shares, 2/Cells.
func Limit(cells int) (num, den int) {
	if cells >= 20 || cells <= 0 {
		return 1, 10
	}
	return 2, cells
}

// WithinLimit reports whether no cell gets more than Limit of the visits.
func (w Walk) WithinLimit(cells int) bool {
	num, den := Limit(cells)
	return w.MaxVisits*den <= w.Total*num
}

// Share is the share of the visits cell i got, in [0, 1], for display.
func (w Walk) Share(i int) float64 {
	if w.Total == 0 || w.Visits[i] <= 0 {
		return 0
	}
	return float64(w.Visits[i]) / float64(w.Total)
}
