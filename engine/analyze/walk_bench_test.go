package analyze

import (
	"fmt"
	"math/rand/v2"
	"testing"
)

// BenchmarkWalk times the attractor walk alone on a random plan: computed
// (ExpectedWalk) and sampled (SampledWalk with MinWalkSteps), either side of
// ExactWalkCells.
func BenchmarkWalk(b *testing.B) {
	for _, size := range []int{10, 15, 30} {
		m := randomMaze(rand.New(rand.NewPCG(1, 2)), size, size)
		g := NewGraph(m)
		b.Run(fmt.Sprintf("%dx%d/exact", size, size), func(b *testing.B) {
			b.ReportAllocs()
			for b.Loop() {
				if _, ok := ExpectedWalk(g); !ok {
					b.Skip("too large to compute")
				}
			}
		})
		b.Run(fmt.Sprintf("%dx%d/sampled", size, size), func(b *testing.B) {
			b.ReportAllocs()
			for b.Loop() {
				SampledWalk(g, MinWalkSteps)
			}
		})
	}
}
