package gen

import (
	"math/rand/v2"
	"testing"

	"github.com/labyrinth-game/labyrinth/engine/maze"
)

// TestCutPointsCountPieces: cutsNothing, from the cut points kept between
// placements, answers what counting the pieces of land-like cells with and
// without the cell answers, on plans with fixed walls and shapes, as pits
// and rivers are placed and taken back.
func TestCutPointsCountPieces(t *testing.T) {
	r := rand.New(rand.NewPCG(5, 6))
	asked := 0
	for plan := range 60 {
		w, h := 2+r.IntN(10), 2+r.IntN(10)
		m := maze.MustNew(w, h)
		fx := NewFixed(m)
		for range r.IntN(w * h / 3) {
			p := maze.Pos{X: r.IntN(w), Y: r.IntN(h)}
			d := maze.Dirs[r.IntN(4)]
			m.SetSide(p, d, maze.Wall)
			fx.FixSide(p, d)
		}
		for range r.IntN(3) {
			m.SetCell(maze.Pos{X: r.IntN(w), Y: r.IntN(h)}, maze.Cell{Kind: maze.Outside})
		}
		p := Defaults(w, h, 2, Standard, nil)
		b := newBuilder(&p, newRNG(uint64(plan), 0), m, fx)
		for step := range 3 * w * h {
			for c := range b.n {
				want := b.pieces(c) <= b.pieces(-1)
				if got := b.cutsNothing(c); got != want {
					t.Fatalf("plan %d, step %d: cutsNothing(%v) = %v, counting pieces %v", plan, step, b.pos(c), got, want)
				}
				asked++
			}
			// Place a pit or a river on a random land-like cell, or take
			// the last ones back.
			switch i := r.IntN(b.n); {
			case r.IntN(5) == 0:
				b.undoTo(len(b.undo)/2, len(b.undoOpen))
			case b.landLike(i):
				k := maze.Pit
				if r.IntN(2) == 0 {
					k = maze.River
				}
				b.set(i, maze.Cell{Kind: k, Loop: 1, Flow: maze.Dirs[r.IntN(4)]}, roleFeature)
			}
		}
	}
	if asked == 0 {
		t.Fatal("nothing asked")
	}
}
