package gen

import (
	"math/bits"
	"math/rand/v2"
)

// rng is the generator's random source: the PCG generator of math/rand/v2
// (a published algorithm) with IntN, Perm and Shuffle of this package's own,
// so that the labyrinth of a seed never depends on how a Go release turns
// random bits into numbers.
type rng struct{ src *rand.PCG }

func newRNG(seed, stream uint64) *rng { return &rng{rand.NewPCG(seed, stream)} }

// IntN returns a uniform number in [0, n) for n > 0 (Lemire's method:
// multiply, and reject the few draws that would bias the result).
func (r *rng) IntN(n int) int {
	un := uint64(n)
	hi, lo := bits.Mul64(r.src.Uint64(), un)
	if lo < un {
		floor := -un % un
		for lo < floor {
			hi, lo = bits.Mul64(r.src.Uint64(), un)
		}
	}
	return int(hi)
}

// Shuffle permutes n elements with swap (Fisher–Yates).
func (r *rng) Shuffle(n int, swap func(i, j int)) {
	for i := n - 1; i > 0; i-- {
		swap(i, r.IntN(i+1))
	}
}

// Perm returns a random permutation of 0..n-1.
func (r *rng) Perm(n int) []int {
	p := make([]int, n)
	for i := range p {
		p[i] = i
	}
	r.Shuffle(n, func(i, j int) { p[i], p[j] = p[j], p[i] })
	return p
}
