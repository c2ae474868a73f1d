package gen

import (
	"fmt"
	"testing"
)

// benchGenerate generates labyrinths of one size with consecutive seeds, so
// that a run averages over the retries the generator needs now and then.
// Each labyrinth includes every check: validation, §7.1 limits, analysis.
func benchGenerate(b *testing.B, w, h int, d Difficulty) {
	p := Defaults(w, h, 0, d, nil)
	attempts := 0
	b.ReportAllocs()
	for i := 0; b.Loop(); i++ {
		p.Seed = uint64(i)
		res, err := Generate(p)
		if err != nil {
			b.Fatal(err)
		}
		attempts += res.Attempts
	}
	b.ReportMetric(float64(attempts)/float64(b.N), "attempts/maze")
}

func BenchmarkGenerate(b *testing.B) {
	for _, size := range []int{5, 10, 30, 100} {
		for _, d := range Difficulties {
			b.Run(fmt.Sprintf("%dx%d/%v", size, size, d), func(b *testing.B) { benchGenerate(b, size, size, d) })
		}
	}
}
