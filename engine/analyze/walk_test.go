package analyze

import (
	"cmp"
	"fmt"
	"math"
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/labyrinth-game/labyrinth/engine/maze"
)

// definition computes the expected shares of the walk of Walk as its
// definition reads, on the whole grid and with nothing clever: a
// distribution over the cells, uniform at first, moved one step at a time
// through every possible move of every cell (Graph.Move), summed over the
// 2 × cells steps and divided by them.
func definition(g *Graph) []float64 {
	cells := len(g.Inside())
	x := make([]float64, g.Len())
	for _, i := range g.Inside() {
		x[i] = 1 / float64(cells)
	}
	sum := make([]float64, g.Len())
	for range 2 * cells {
		next := make([]float64, g.Len())
		for _, i := range g.Inside() {
			for k := range Fanout {
				if j := g.Move(int(i), k); j >= 0 {
					next[j] += x[i] / float64(g.Choices(int(i)))
				}
			}
		}
		x = next
		for i, v := range x {
			sum[i] += v
		}
	}
	for i := range sum {
		sum[i] /= float64(2 * cells)
	}
	return sum
}

// ordered computes Σ_{t=1..2×cells} u P^t as ExpectedWalk must, with its
// additions in their order but nothing else of the kernel: per cell, the
// cells with a move ending on it (its own moves that leave the walker
// there, then the others in index order); at each step (u + the first
// four's mass, added one after the other) / moves, then each further
// one's mass / moves added; at the last step the masses alone. The order
// fixes the result to the last bit, and so the labyrinths a seed gives.
func ordered(g *Graph) []float64 {
	from := make([][]int32, g.Len())
	for _, i := range g.Inside() {
		for k := range Fanout {
			if g.Move(int(i), k) == int(i) {
				from[i] = append(from[i], i)
			}
		}
	}
	for _, j := range g.Inside() {
		for k := range Fanout {
			if t := g.Move(int(j), k); t >= 0 && t != int(j) {
				from[t] = append(from[t], j)
			}
		}
	}
	u := 1 / float64(len(g.Inside()))
	y := make([]float64, g.Len())
	for _, i := range g.Inside() {
		y[i] = float64(u * (1 / float64(g.Choices(int(i)))))
	}
	gather := func(y []float64, i int32) float64 {
		var v float64
		for _, j := range from[i][:min(4, len(from[i]))] {
			v += y[j]
		}
		return v
	}
	for range 2*len(g.Inside()) - 1 {
		next := make([]float64, g.Len())
		for _, i := range g.Inside() {
			inv := 1 / float64(g.Choices(int(i)))
			next[i] = float64((u + gather(y, i)) * inv)
			for _, j := range from[i][min(4, len(from[i])):] {
				next[i] += float64(y[j] * inv)
			}
		}
		y = next
	}
	z := make([]float64, g.Len())
	for _, i := range g.Inside() {
		z[i] = gather(y, i)
		for _, j := range from[i][min(4, len(from[i])):] {
			z[i] += y[j]
		}
	}
	return z
}

// TestKernelKeepsTheOrder: the kernel's sums are those of ordered, bit for
// bit, however it lays the cells out.
func TestKernelKeepsTheOrder(t *testing.T) {
	plans := smallPlans(t)
	r := rand.New(rand.NewPCG(7, 8))
	for n := range 200 {
		if m := anyPlan(r); m.CountInside() <= ExactWalkCells {
			plans[fmt.Sprintf("any #%d", n)] = m
		}
	}
	still, columns := false, false
	for name, m := range plans {
		g := NewGraph(m)
		var k kernel
		k.init(g)
		still = still || k.live < k.cells
		columns = columns || len(k.start) > 2
		k.sum(2 * len(g.Inside()))
		want := ordered(g)
		for s := range k.cells {
			if i := k.cell[s]; k.z[s] != want[i] {
				t.Fatalf("%s: cell %v: %v, in order %v", name, m.PosOf(int(i)), k.z[s], want[i])
			}
		}
	}
	if !still || !columns {
		t.Errorf("no plan with a cell no move ends on (%v) or one that six moves end on (%v)", still, columns)
	}
}

// smallPlans are plans of at most ExactWalkCells cells: the samples, the
// reference's strong attractor, a delta that rivers and blocked river
// cells carry walkers into from many cells (more than four moves end on
// it), and random plans with walls, rivers and pits.
func smallPlans(t *testing.T) map[string]*maze.Maze {
	plans := map[string]*maze.Maze{}
	for _, name := range samples {
		plans[name] = sample(t, name)
	}
	trap := maze.MustNew(5, 5)
	trap.SetCell(at(3, 3), maze.Cell{Kind: maze.Delta})
	trap.SetCell(at(2, 3), maze.Cell{Kind: maze.River, Flow: maze.Right})
	trap.SetCell(at(4, 3), maze.Cell{Kind: maze.River, Flow: maze.Left})
	trap.SetCell(at(3, 2), maze.Cell{Kind: maze.River, Flow: maze.Down})
	trap.SetSide(at(2, 3), maze.Up, maze.Wall)
	trap.SetSide(at(4, 3), maze.Down, maze.Wall)
	plans["trap"] = trap
	r := rand.New(rand.NewPCG(3, 4))
	for _, size := range [][2]int{{2, 2}, {3, 7}, {8, 8}, {15, 15}, {5, 51}} {
		for k := range 3 {
			m := randomMaze(r, size[0], size[1])
			for range m.Len() / 12 {
				p := m.PosOf(r.IntN(m.Len()))
				m.SetCell(p, maze.Cell{Kind: maze.River, Flow: maze.Dirs[r.IntN(4)]})
			}
			plans[fmt.Sprintf("random %dx%d #%d", size[0], size[1], k)] = m
		}
	}
	return plans
}

// TestExpectedWalkIsTheDefinition: the computed walk gives every cell its
// expected share, as the plain computation of the definition does, to
// within the rounding to parts of 2^30.
func TestExpectedWalkIsTheDefinition(t *testing.T) {
	extra := false
	for name, m := range smallPlans(t) {
		g := NewGraph(m)
		w, ok := ExpectedWalk(g)
		if !ok || !w.Exact || w.Total != ExactTotal || w.Steps != 2*len(g.Inside()) {
			t.Fatalf("%s: ok %v, exact %v, total %d, steps %d", name, ok, w.Exact, w.Total, w.Steps)
		}
		var k kernel
		k.init(g)
		extra = extra || k.cells > k.narrow
		want := definition(g)
		for i, v := range w.Visits {
			if g.Choices(i) == 0 {
				if v != -1 {
					t.Errorf("%s: outside position %d has %d visits", name, i, v)
				}
				continue
			}
			if got := float64(v) / ExactTotal; math.Abs(got-want[i]) > 1e-9 {
				t.Errorf("%s: cell %v: share %.12f, want %.12f", name, m.PosOf(i), got, want[i])
			}
		}
		if w.MaxVisits != int(w.Visits[m.Index(w.Worst[0])]) {
			t.Errorf("%s: MaxVisits %d is not the visits of the most visited cell", name, w.MaxVisits)
		}
		for _, p := range w.Worst {
			if int(w.Visits[m.Index(p)]) > w.MaxVisits {
				t.Errorf("%s: %v is visited more than the most visited cell", name, p)
			}
		}
	}
	if !extra {
		t.Error("no plan has a cell that more than four moves end on: the kernel's overflow is not tested")
	}
}

// TestSampledWalkEstimatesTheExpected: a long sampled walk comes close to
// the computed shares. A walk's share of a cell lies in [0, 1] with mean s,
// so its variance is at most s, and the mean of W walks is within
// 6·sqrt(s/W) of s but for odds far below those of the fixed seed failing.
func TestSampledWalkEstimatesTheExpected(t *testing.T) {
	for name, m := range smallPlans(t) {
		g := NewGraph(m)
		exact, _ := ExpectedWalk(g)
		sampled := SampledWalk(g, 1<<21)
		for i, v := range exact.Visits {
			if v < 0 {
				continue
			}
			s := float64(v) / float64(exact.Total)
			got := float64(sampled.Visits[i]) / float64(sampled.Total)
			if tol := 6 * math.Sqrt(s/float64(sampled.Walks)); math.Abs(got-s) > tol {
				t.Errorf("%s: cell %v: sampled share %.5f, computed %.5f (tolerance %.5f)", name, m.PosOf(i), got, s, tol)
			}
		}
	}
}

// TestExpectedWalkLimit: above ExactWalkCells nothing is computed, and
// RandomWalk samples.
func TestExpectedWalkLimit(t *testing.T) {
	g := NewGraph(maze.MustNew(16, 16))
	if _, ok := ExpectedWalk(g); ok {
		t.Error("ExpectedWalk computed a walk of 256 cells")
	}
	if w := RandomWalk(g); w.Exact || w.Walks == 0 {
		t.Errorf("RandomWalk of 256 cells: exact %v, %d walks", w.Exact, w.Walks)
	}
	if w := RandomWalk(NewGraph(maze.MustNew(15, 17))); !w.Exact {
		t.Error("RandomWalk of 255 cells is sampled")
	}
}

// TestRanked: the most visited cells come highest first, ties in index
// order, as sorting every cell gives them.
func TestRanked(t *testing.T) {
	r := rand.New(rand.NewPCG(1, 1))
	for range 200 {
		m := anyPlan(r)
		g := NewGraph(m)
		value := make([]int32, m.Len())
		for i := range value {
			value[i] = int32(r.IntN(5))
		}
		idx := slices.Clone(g.Inside())
		slices.SortStableFunc(idx, func(a, b int32) int { return cmp.Compare(value[b], value[a]) })
		for _, k := range []int{0, 1, 3, 8, 64} {
			var want []maze.Pos
			for _, i := range idx[:min(k, len(idx))] {
				want = append(want, m.PosOf(int(i)))
			}
			if got := Ranked(g, value, k); !slices.Equal(got, want) {
				t.Fatalf("Ranked(%d) = %v, want %v", k, got, want)
			}
		}
	}
}
