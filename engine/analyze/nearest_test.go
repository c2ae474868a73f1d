package analyze

import (
	"math/rand/v2"
	"testing"

	"github.com/labyrinth-game/labyrinth/engine/maze"
)

// TestTreasureNearestExit: every treasure's nearest exit is the first exit
// (in the order of maze.Exits) among those the fewest moves away, as a
// search from the treasure itself finds it, on random plans with treasures
// everywhere and exits on every side.
func TestTreasureNearestExit(t *testing.T) {
	r := rand.New(rand.NewPCG(11, 12))
	checked := 0
	for range 300 {
		m := anyPlan(r)
		for i := range m.Len() {
			p := m.PosOf(i)
			if m.Inside(p) && r.IntN(3) == 0 {
				m.Treasures = append(m.Treasures, maze.Treasure{At: p, True: r.IntN(2) == 0})
			}
		}
		g := NewGraph(m)
		rep := Of(g)
		for k, tr := range rep.Treasures {
			want, wantExit := -1, maze.Side{}
			if m.Inside(tr.At) {
				dist := g.DistancesFrom(nil, []int32{int32(m.Index(tr.At))}, nil)
				for _, s := range m.Exits() {
					if d := dist[m.Index(s.At)]; d >= 0 && (want < 0 || int(d)+1 < want) {
						want, wantExit = int(d)+1, s
					}
				}
			}
			if tr.NearestExit != want || want >= 0 && tr.Exit != wantExit {
				t.Fatalf("treasure %d at %v: %d moves by %v, want %d by %v", k, tr.At, tr.NearestExit, tr.Exit, want, wantExit)
			}
			checked++
		}
	}
	if checked < 1000 {
		t.Errorf("only %d treasures checked", checked)
	}
}
