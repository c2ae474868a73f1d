package analyze

import (
	"math"
	"math/rand/v2"

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
	for a, i := range g.inside {
		w.Visits[i] = int32(math.Round(float64(k.z[a] * scale)))
	}
	w.rank(g)
	return w, true
}

// kernel is one step of the walk on at most ExactWalkCells cells, as a
// gather: the mass a cell holds after a step is what each move ending on it
// brings, its own moves that leave the walker there included. Cells are
// numbered in the order of Graph.inside, in a byte, so that the arrays
// below need no bounds checks.
type kernel struct {
	cells int
	// from[a] are the cells with a move ending on cell a, as often as they
	// have such moves; unused slots hold unused, whose share is always 0.
	// Moves into a cell that has more than four are in extra (rare: a
	// delta, say, that rivers carry walkers into from several sides).
	from  [256][4]uint8
	extra []arc
	// inv[a] is 1 / the moves possible from cell a.
	inv [256]float64
	// y[a] is what each move from cell a carries this step, next the same
	// for the next step; z is the sum.
	y, next, z [256]float64
}

// unused is the cell number of an unused slot of kernel.from.
const unused = 255

// arc is a move from cell from to cell to.
type arc struct{ from, to uint8 }

func (k *kernel) init(g *Graph) {
	g.reverse()
	k.cells = len(g.inside)
	compact := make([]uint8, g.n)
	for a, i := range g.inside {
		compact[i] = uint8(a)
	}
	var buf [16]uint8
	for a, i := range g.inside {
		from := buf[:0]
		for _, t := range g.moves[int(i)*Fanout : int(i)*Fanout+Fanout] {
			if t == i {
				from = append(from, uint8(a))
			}
		}
		for _, j := range g.rev[g.revStart[i]:g.revStart[i+1]] {
			from = append(from, compact[j])
		}
		k.inv[a] = 1 / float64(g.choices[i])
		for s := range 4 {
			k.from[a][s] = unused
			if s < len(from) {
				k.from[a][s] = from[s]
			}
		}
		for _, j := range from[min(4, len(from)):] {
			k.extra = append(k.extra, arc{j, uint8(a)})
		}
	}
}

// sum sets z to Σ_{t=1..steps} u P^t.
func (k *kernel) sum(steps int) {
	u := 1 / float64(k.cells)
	y, next := &k.y, &k.next
	for a := range k.cells {
		y[uint8(a)] = float64(u * k.inv[uint8(a)])
	}
	for range steps - 1 {
		k.step(y, next, u)
		y, next = next, y
	}
	// The last step: only its sum is needed.
	for a := range k.cells {
		f := &k.from[uint8(a)]
		k.z[uint8(a)] = y[f[0]] + y[f[1]] + y[f[2]] + y[f[3]]
	}
	for _, e := range k.extra {
		k.z[e.to] += y[e.from]
	}
}

// step sets next to what each move carries after one more step: (u + the
// mass gathered) / moves.
func (k *kernel) step(y, next *[256]float64, u float64) {
	for a := range k.cells {
		f := &k.from[uint8(a)]
		v := y[f[0]] + y[f[1]] + y[f[2]] + y[f[3]]
		next[uint8(a)] = float64((u + v) * k.inv[uint8(a)])
	}
	for _, e := range k.extra {
		next[e.to] += float64(y[e.from] * k.inv[e.to])
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
