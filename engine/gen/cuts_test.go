package gen

import (
	"math/rand/v2"
	"testing"

	"github.com/labyrinth-game/labyrinth/engine/maze"
)

// TestCutsNothingCountsPieces: cutsNothing, from one search, answers what
// counting the pieces of land-like cells with and without the cell answers
// (plainly, and with the builder's pieces), on plans with fixed walls and
// shapes, as pits and rivers are placed and taken back; and removable's
// test on the eight cells around, in bits, answers what it answers
// written out.
func TestCutsNothingCountsPieces(t *testing.T) {
	r := rand.New(rand.NewPCG(5, 6))
	asked := 0
	for plan := range 30 {
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
		b := newBuilder(new(workspace), &p, newRNG(uint64(plan), 0), m, fx)
		for step := range w * h {
			for c := range b.n {
				want := plainPieces(b, c) <= plainPieces(b, -1)
				if b.pieces(c) != plainPieces(b, c) {
					t.Fatalf("plan %d, step %d: pieces without %v: %d, counted plainly %d", plan, step, b.pos(c), b.pieces(c), plainPieces(b, c))
				}
				if got, want := b.removable(c), plainRemovable(b, c); b.landLike(c) && got != want {
					t.Fatalf("plan %d, step %d: removable(%v) = %v, written out %v", plan, step, b.pos(c), got, want)
				}
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

// plainPieces counts the pieces of land-like cells but skip, joined by
// sides that are not fixed walls, by searches over the grid.
func plainPieces(b *builder, skip int) int {
	seen := make([]bool, b.n)
	count := 0
	for s := range b.n {
		if s == skip || seen[s] || !b.landLike(s) {
			continue
		}
		count++
		seen[s] = true
		for queue := []int{s}; len(queue) > 0; queue = queue[1:] {
			i := queue[0]
			p := b.m.PosOf(i)
			for _, d := range maze.Dirs {
				q := p.Step(d)
				if !b.m.InGrid(q) {
					continue
				}
				j := b.m.Index(q)
				if j == skip || seen[j] || !b.landLike(j) || b.fx.Side(p, d) && b.m.Side(p, d) != maze.Open {
					continue
				}
				seen[j] = true
				queue = append(queue, j)
			}
		}
	}
	return count
}

// plainRemovable is removable written out: the ring's runs of joined cells
// numbered one by one.
func plainRemovable(b *builder, i int) bool {
	x, y := i%b.w, i/b.w
	var ring [8]int
	for k := range 8 {
		xx, yy := x+ringDX[k], y+ringDY[k]
		ring[k] = -1
		if xx >= 0 && yy >= 0 && xx < b.w && yy < b.h {
			if j := yy*b.w + xx; b.landLike(j) {
				ring[k] = j
			}
		}
	}
	var link [8]bool // link[k]: ring[k] and ring[k+1] are joined
	all := true
	for k := range 8 {
		a, c := ring[k], ring[(k+1)%8]
		if a >= 0 && c >= 0 {
			link[k] = b.canOpen(a, ringDir(k))
		}
		all = all && link[k]
	}
	if all {
		return true
	}
	start := 0
	for link[(start+7)%8] {
		start++
	}
	var run [8]int
	id := 0
	for s := range 8 {
		k := (start + s) % 8
		if s > 0 && !link[(k+7)%8] {
			id++
		}
		run[k] = id
	}
	seen := -1
	for d := range 4 {
		k := 2 * d // the ring positions of maze.Dirs: up, right, down, left
		if ring[k] < 0 || !b.canOpen(i, d) {
			continue
		}
		if seen >= 0 && run[k] != seen {
			return false
		}
		seen = run[k]
	}
	return true
}
