package session

import (
	"testing"

	"github.com/labyrinth-game/labyrinth/engine/game"
	"github.com/labyrinth-game/labyrinth/engine/gen"
	"github.com/labyrinth-game/labyrinth/engine/moves"
	"github.com/labyrinth-game/labyrinth/engine/rules"
)

// Solo practice plays seed 004's preset on its own labyrinths: the game
// master may place the player (004 says nothing of the starts, §6.1), and
// the hint is answered to him (l.59–60).
func TestSoloLivesAndMoney(t *testing.T) {
	r := rules.LivesAndMoney()
	p := gen.Defaults(4, 5, 1, gen.Standard, &r)
	p.Seed = 7
	res, err := gen.Generate(p)
	if err != nil {
		t.Fatal(err)
	}
	s, _, err := NewSolo(Solo{Maze: res.Maze, Rules: r, Seed: 7, Player: "Ann"})
	if err != nil {
		t.Fatalf("solo practice under the preset: %v", err)
	}
	out, err := s.Apply(game.Ask(SoloSeat, moves.Statement{Kind: moves.BuyHint}))
	if err != nil {
		t.Fatal(err)
	}
	var where game.Event
	for _, e := range out {
		if e.Code == game.HintAnswer {
			where = e
		}
	}
	var truth game.Player
	s.With(func(g *game.Game) { truth = g.Player(SoloSeat) })
	if where.Code != game.HintAnswer || where.Pos != truth.Pos || truth.Money != 5 {
		t.Fatalf("hint %+v; Ann at %v with %d coins", where, truth.Pos, truth.Money)
	}
}
