package gen

import (
	"fmt"
	"math"
	"math/rand/v2"
	"testing"

	"github.com/labyrinth-game/labyrinth/engine/analyze"
)

// TestAttractorCheckAgainstLongWalk: on generated labyrinths, the
// attractor check's computed walk (analyze.ExpectedWalk, what the generator
// judges by) agrees with random walks made one step at a time, cell by
// cell, within statistical tolerance: many walks of 2 × cells steps from
// uniformly drawn cells, with a fixed seed, by a walker written here from
// the definition (docs/generator.md, "Attractors"). Each walk's share of a
// cell is one sample; their mean must lie within five standard errors of
// the computed share. The check itself (the most visited cell's share
// against analyze.Limit) must give the same verdict on both wherever the
// share is not within that tolerance of the limit.
func TestAttractorCheckAgainstLongWalk(t *testing.T) {
	sizes := [][2]int{{3, 3}, {4, 5}, {5, 5}, {8, 8}, {10, 10}, {12, 12}, {15, 15}, {7, 30}}
	seeds, steps := 1, 1<<20
	if testing.Short() {
		sizes, seeds, steps = [][2]int{{4, 5}, {10, 10}}, 1, 1<<19
	}
	src := rand.New(rand.NewPCG(9, 9))
	for _, sz := range sizes {
		for _, d := range Difficulties {
			for s := range seeds {
				p := Defaults(sz[0], sz[1], 3, d, nil)
				p.Seed = uint64(100*sz[0] + sz[1] + 7*s)
				res := mustGenerate(t, p)
				name := fmt.Sprintf("%dx%d %v seed %d", sz[0], sz[1], d, p.Seed)
				g := analyze.NewGraph(res.Maze)
				exact, ok := analyze.ExpectedWalk(g)
				if !ok || !res.Report.Walk.Exact || res.Report.Walk.MaxVisits != exact.MaxVisits {
					t.Fatalf("%s: the generator's walk is not the computed one (exact %v, most visited %d, computed %d)",
						name, res.Report.Walk.Exact, res.Report.Walk.MaxVisits, exact.MaxVisits)
				}
				mean, stderr := walkShares(g, src, steps)
				worst := 0.0
				for i, v := range exact.Visits {
					if v < 0 {
						continue
					}
					share := float64(v) / float64(exact.Total)
					tol := 5*stderr[i] + 1e-9 // a cell no step ends on (a river source) gets 0 on both
					if math.Abs(mean[i]-share) > tol {
						t.Errorf("%s: cell %v: %.5f of the sampled walks' visits, %.5f computed (tolerance %.5f)",
							name, res.Maze.PosOf(i), mean[i], share, tol)
					}
					worst = max(worst, math.Abs(mean[i]-share)/tol)
				}
				cells := res.Report.Cells
				num, den := analyze.Limit(cells)
				top := res.Maze.Index(exact.Worst[0])
				share := float64(exact.MaxVisits) / float64(exact.Total)
				sampledTop := 0.0
				for _, m := range mean {
					sampledTop = max(sampledTop, m)
				}
				sampledWithin := sampledTop*float64(den) <= float64(num)
				if math.Abs(share-float64(num)/float64(den)) > 5*stderr[top] && exact.WithinLimit(cells) != sampledWithin {
					t.Errorf("%s: the check says %v on the computed walk (%.4f), %v on the sampled ones (%.4f)",
						name, exact.WithinLimit(cells), share, sampledWithin, sampledTop)
				}
				t.Logf("%s: most visited %.4f computed, %.4f sampled; largest gap %.2f of the tolerance",
					name, share, sampledTop, worst)
			}
		}
	}
}

// walkShares makes walks of 2 × cells steps from uniformly drawn cells, at
// least steps steps in all, choosing each move uniformly among the possible
// ones, and returns per position the mean over the walks of the share of a
// walk's steps that end there, and the standard error of that mean.
func walkShares(g *analyze.Graph, r *rand.Rand, steps int) (mean, stderr []float64) {
	inside := g.Inside()
	length := 2 * len(inside)
	walks := (steps + length - 1) / length
	sum := make([]float64, g.Len())
	sumSq := make([]float64, g.Len())
	visits := make([]int, g.Len())
	var moves []int
	for range walks {
		clear(visits)
		at := int(inside[r.IntN(len(inside))])
		for range length {
			moves = moves[:0]
			for k := range analyze.Fanout {
				if j := g.Move(at, k); j >= 0 {
					moves = append(moves, j)
				}
			}
			at = moves[r.IntN(len(moves))]
			visits[at]++
		}
		for i, v := range visits {
			x := float64(v) / float64(length)
			sum[i] += x
			sumSq[i] += x * x
		}
	}
	mean, stderr = make([]float64, g.Len()), make([]float64, g.Len())
	for i := range sum {
		mean[i] = sum[i] / float64(walks)
		variance := max(0, sumSq[i]/float64(walks)-mean[i]*mean[i])
		stderr[i] = math.Sqrt(variance / float64(walks-1))
	}
	return mean, stderr
}
