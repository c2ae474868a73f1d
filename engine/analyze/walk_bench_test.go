package analyze

import (
	"fmt"
	"math/rand/v2"
	"os"
	"testing"

	"github.com/labyrinth-game/labyrinth/engine/maze"
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

// BenchmarkNewGraph times resolving every move of a generated 10x10
// labyrinth (the generator does it once per labyrinth, with Graph.Reset).
func BenchmarkNewGraph(b *testing.B) {
	data, err := os.ReadFile("../gen/testdata/10x10-standard-42.json")
	if err != nil {
		b.Fatal(err)
	}
	m, err := maze.Decode(data)
	if err != nil {
		b.Fatal(err)
	}
	b.ReportAllocs()
	for b.Loop() {
		NewGraph(m)
	}
}
