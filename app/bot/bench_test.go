package bot

import (
	"testing"
	"time"

	"github.com/labyrinth-game/labyrinth/engine/rules"
)

// BenchmarkDecide30x30 is the decision time of issue 13's target (≤ 50 ms
// a move at 30x30): a game of three bots — standard, expert, beginner — on
// a generated 30x30 labyrinth is played for 300 statements, so that the
// bots have drawn much of it, lost themselves in pits and rivers and follow
// each other; then each bot in turn decides its next move.
func BenchmarkDecide30x30(b *testing.B) {
	r := rules.Reference()
	m := generated(b, 30, 30, 3, r, 7)
	t, err := newTable(m, r, []Level{Standard, Expert, Beginner}, 7)
	if err != nil {
		b.Fatal(err)
	}
	defer t.table.Close()
	for i := 0; i < 100 && !t.sess.Over(); i++ {
		if err := t.step(); err != nil {
			b.Fatal(err)
		}
	}
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		p := t.players[i%len(t.players)]
		p.Bot.Next(p.Seat.Known())
	}
}

// BenchmarkGame8x8 is one whole headless game of two standard bots on a
// generated 8x8 labyrinth: what a tournament's game costs.
func BenchmarkGame8x8(b *testing.B) {
	r := rules.Reference()
	m := generated(b, 8, 8, 2, r, 3)
	for i := 0; i < b.N; i++ {
		if _, err := Match(m, r, []Level{Standard, Standard}, uint64(i)); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkStatement30x30 is a bot's whole turn at 30x30 — taking in what
// its seat heard since its last turn, deciding, saying it through the seat
// and the game master answering — in games of three bots, a new game
// whenever one ends.
func BenchmarkStatement30x30(b *testing.B) {
	r := rules.Reference()
	m := generated(b, 30, 30, 3, r, 7)
	var t *botTable
	seed := uint64(0)
	for i := 0; i < b.N; i++ {
		if t == nil || t.sess.Over() {
			b.StopTimer()
			if t != nil {
				t.table.Close()
			}
			seed++
			var err error
			if t, err = newTable(m, r, []Level{Standard, Expert, Beginner}, seed); err != nil {
				b.Fatal(err)
			}
			b.StartTimer()
		}
		p := t.players[i%3]
		if _, err := p.Act(); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkSlowestDecision30x30 plays games of three bots on a generated
// 30x30 labyrinth, 600 statements each, and reports the slowest single
// decision among them: the target of ≤ 50 ms is for every move, not the
// average. A decision is two parts, each reported: taking in what the seat
// heard since the bot's last turn (Hear), and deciding (Next). Each is
// timed three times and its fastest time kept — Next called thrice, Hear
// on three copies of the bot fed the same events — so that a moment the
// machine gave to other work is not counted as the bot's.
func BenchmarkSlowestDecision30x30(b *testing.B) {
	r := rules.Reference()
	var slowest, slowestHearing time.Duration
	for i := 0; i < b.N; i++ {
		m := generated(b, 30, 30, 3, r, uint64(i)+11)
		t, err := newTable(m, r, []Level{Standard, Expert, Beginner}, uint64(i))
		if err != nil {
			b.Fatal(err)
		}
		// Three copies of each bot, fed what it hears, for timing Hear.
		copies := make([][3]*Bot, len(t.players))
		heard := make([]int, len(t.players))
		for j, p := range t.players {
			for c := range copies[j] {
				copies[j][c] = New(p.Bot.Level(), p.Seat.Info(), j, uint64(c))
			}
		}
		for n := 0; n < 600 && !t.sess.Over(); n++ {
			j := n % 3
			p := t.players[j]
			if !p.Due() {
				continue
			}
			news := p.Seat.Events(heard[j])
			heard[j] += len(news)
			fastest := time.Duration(1<<63 - 1)
			for _, c := range copies[j] {
				start := time.Now()
				c.Hear(news...)
				fastest = min(fastest, time.Since(start))
			}
			slowestHearing = max(slowestHearing, fastest)
			k := p.Seat.Known()
			fastest = time.Duration(1<<63 - 1)
			for range 3 {
				start := time.Now()
				p.Bot.Next(k)
				fastest = min(fastest, time.Since(start))
			}
			slowest = max(slowest, fastest)
			if _, err := p.Act(); err != nil {
				b.Fatal(err)
			}
		}
		t.table.Close()
	}
	b.ReportMetric(float64(slowestHearing.Microseconds()), "slowest-hear-µs")
	b.ReportMetric(float64(slowest.Microseconds()), "slowest-next-µs")
}
