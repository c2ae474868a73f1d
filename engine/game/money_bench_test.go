package game

import (
	"testing"

	"github.com/labyrinth-game/labyrinth/engine/rules"
)

// BenchmarkStepLivesAndMoney resolves a plain step under seed 004's preset
// (target ≤ 1 µs, as every preset).
func BenchmarkStepLivesAndMoney(b *testing.B) {
	r := rules.LivesAndMoney()
	r.NStop = 1_000_000
	benchStep(b, r)
}

// BenchmarkRandomGame200LivesAndMoney plays 200 random moves under seed
// 004's preset.
func BenchmarkRandomGame200LivesAndMoney(b *testing.B) { benchRandomGame(b, rules.LivesAndMoney()) }
