package analyze

import (
	"math/bits"
	"math/rand/v2"

	"github.com/labyrinth-game/labyrinth/engine/maze"
)

// Walk is the result of the random walks that find attractors: cells a
// player easily gets into and hardly out of (reference §8 rec. 4).
//
// One walk makes 2 × Cells steps. At each step the walker picks one of the
// moves possible from his cell uniformly (the four directions, and "by the
// flow" in a river or "by the loop" in a pit) and ends where the real rules
// take him; a wall, a step upstream or a step out through an exit leaves
// him where he was. Each step counts one visit to the cell he ends on. A
// single walk of a few hundred steps is mostly noise, so Walks walks are
// made, each from a cell drawn uniformly, until at least MinWalkSteps steps
// in all, and their visits are pooled: the share of a cell is then the share
// of the visits it gets from a walk of 2 × Cells steps, on average.
type Walk struct {
	// Walks is how many walks were made, Steps how many steps each made.
	Walks, Steps int
	// Visits is per cell, pooled over the walks; -1 outside the shape.
	Visits []int32
	// Total is the number of visits, Walks × Steps.
	Total int
	// Worst are the most visited cells, most first (at most 8).
	Worst []maze.Pos
	// MaxVisits is the number of visits of the most visited cell.
	MaxVisits int
}

// MinWalkSteps is the least number of steps the pooled walks make.
const MinWalkSteps = 1 << 15

// walkSeed fixes the walker's random source: a report depends on the plan
// alone.
var walkSeed = [2]uint64{0x6c616279, 0x72696e74}

// RandomWalk makes the walks of Walk on g's labyrinth, once: later calls
// return the same walk. The Visits slice belongs to the graph.
func RandomWalk(g *Graph) Walk {
	if g.walk == nil {
		w := randomWalk(g)
		g.walk = &w
	}
	return *g.walk
}

func randomWalk(g *Graph) Walk {
	w := Walk{Visits: make([]int32, g.n)}
	for i := range w.Visits {
		if g.choices[i] == 0 {
			w.Visits[i] = -1
		}
	}
	cells := len(g.inside)
	if cells == 0 {
		return w
	}
	w.Steps = 2 * cells
	w.Walks = (MinWalkSteps + w.Steps - 1) / w.Steps
	w.Total = w.Walks * w.Steps
	src := rand.NewPCG(walkSeed[0], walkSeed[1])
	moves, choices, visits := g.moves, g.choices, w.Visits
	for range w.Walks {
		at := g.inside[intN(src, cells)]
		for range w.Steps {
			k := intN(src, int(choices[at]))
			if k >= 4 {
				// The fifth move is by the flow in a river, by the loop
				// in a pit; only one of them is ever possible.
				k = MoveFlow
				if moves[int(at)*Fanout+MoveFlow] < 0 {
					k = MoveLoop
				}
			}
			at = moves[int(at)*Fanout+k]
			visits[at]++
		}
	}
	w.Worst = Ranked(g, visits, maxWorst)
	if len(w.Worst) > 0 {
		w.MaxVisits = int(visits[g.m.Index(w.Worst[0])])
	}
	return w
}

// intN draws a uniform number in [0, n) from src, with an algorithm of this
// package's own (Lemire's), so that the figures never depend on how a Go
// release turns random bits into numbers.
func intN(src *rand.PCG, n int) int {
	un := uint64(n)
	hi, lo := bits.Mul64(src.Uint64(), un)
	if lo < un {
		floor := -un % un
		for lo < floor {
			hi, lo = bits.Mul64(src.Uint64(), un)
		}
	}
	return int(hi)
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
