package host_test

import (
	"fmt"
	"math/rand/v2"
	"testing"

	"github.com/labyrinth-game/labyrinth/app/host"
	"github.com/labyrinth-game/labyrinth/engine/gen"
	"github.com/labyrinth-game/labyrinth/engine/maze"
	"github.com/labyrinth-game/labyrinth/engine/rules"
	"github.com/labyrinth-game/labyrinth/net/client"
)

// BenchmarkTable: what a game master's screen costs the host on every
// update — a Table of a 30x30 labyrinth with six pieces that have walked
// forty rounds (trails, items, the plan), and the announcements of the
// last move. The screen then draws it within a frame (docs/performance.md).
func BenchmarkTable(b *testing.B) {
	r := rules.Reference()
	p := gen.Defaults(30, 30, 6, gen.Standard, &r)
	p.Seed = 11
	res, err := gen.Generate(p)
	if err != nil {
		b.Fatal(err)
	}
	cfg := config(b)
	cfg.Maze, cfg.Seats, cfg.Spectators, cfg.Limits = res.Maze, 6, 0, generous
	h := start(b, cfg)
	addr := h.Addr().String()
	var players []*client.Client
	for i := range 6 {
		players = append(players, dial(b, addr, client.Config{Name: fmt.Sprintf("P%d", i+1)}))
	}
	rng := rand.New(rand.NewPCG(11, 0))
	for _, c := range players {
		for {
			cell := maze.Pos{X: rng.IntN(30), Y: rng.IntN(30)}
			if res.Maze.Inside(cell) && c.ChooseStart(b.Context(), cell) == nil {
				break
			}
		}
	}
	dirs := []string{"up", "down", "left", "right"}
	for round := 0; round < 40 && h.Table().Stage == host.StagePlaying; round++ {
		for _, c := range players {
			if t := h.Table(); t.Stage != host.StagePlaying || t.Turn != c.Seat() {
				continue
			}
			c.Say(b.Context(), "go "+dirs[rng.IntN(4)])
		}
	}
	tb := h.Table()
	steps, items := 0, len(tb.Items)
	for _, s := range tb.Seats {
		steps += len(s.Trail)
	}
	last := max(tb.Announcements-8, 0)
	b.ReportAllocs()
	b.ResetTimer()
	for b.Loop() {
		t := h.Table()
		if len(t.Seats) != 6 || len(h.Announcements(last)) == 0 {
			b.Fatal("no table")
		}
	}
	b.ReportMetric(float64(steps), "trail-steps")
	b.ReportMetric(float64(items), "item-cells")
}
