package remote

import (
	"os"
	"testing"

	"github.com/labyrinth-game/labyrinth/engine/game"
	"github.com/labyrinth-game/labyrinth/engine/maze"
	"github.com/labyrinth-game/labyrinth/engine/moves"
	"github.com/labyrinth-game/labyrinth/engine/rules"
)

// TestAnswered plays every kind of statement on the engine and checks
// that answered finds each one's own events (the echo the seat looks for
// after a host restarted), and neither the other player's same statement
// nor a recalled copy of an earlier move.
func TestAnswered(t *testing.T) {
	data, err := os.ReadFile("../../docs/examples/reference-sample.json")
	if err != nil {
		t.Fatal(err)
	}
	plan, err := maze.Decode(data)
	if err != nil {
		t.Fatal(err)
	}
	r := rules.Reference()
	r.MoveSeconds = 60
	r.Handicaps = []rules.Handicap{{Player: "Ann", KnownCells: 1}}
	seen := map[moves.StatementKind]bool{}
	for _, wounded := range []string{"new cell (3,5)", "keep my cell"} {
		g, err := game.New(game.Setup{Maze: plan, Rules: r, Seed: 1, Players: []string{"Ann", "Bob"}})
		if err != nil {
			t.Fatal(err)
		}
		var lastMove [2]game.Command
		step := func(player int, text string) []game.Event {
			t.Helper()
			var c game.Command
			if cell, err := maze.ParsePos(text); err == nil {
				c = game.Choose(player, cell)
			} else {
				st, err := moves.ParseStatement(text)
				if err != nil {
					t.Fatal(err)
				}
				c = game.Ask(player, st)
				seen[st.Kind] = true
			}
			out, err := g.Apply(c, nil)
			if err != nil {
				t.Fatalf("%d: %s: %v", player, text, err)
			}
			if !answered(out, c) {
				t.Errorf("%q of player %d: its own events are not found in %v", text, player, codes(out))
			}
			other := c
			other.Player = 1 - player
			if answered(out, other) {
				t.Errorf("%q of player %d is taken for the other player's", text, player)
			}
			if answered(nil, c) {
				t.Errorf("%q: found among no events", text)
			}
			if c.Kind == game.Say && c.Say.Kind == moves.SayMove {
				lastMove[player] = c
			}
			return out
		}
		step(0, "what is the cell (4,4)?")
		step(0, "rules")
		step(0, "(4,4)")
		step(1, "(1,4)")
		if _, err := g.Apply(game.Command{Kind: game.Begin}, nil); err != nil {
			t.Fatal(err)
		}
		step(0, "Go up")
		step(1, "take a break")
		step(0, "start timing Bob")
		step(1, "Blow the up wall, then go up")
		step(0, "Shoot to the left, then go up")
		step(0, "status")
		if out := step(1, "recall Ann"); answered(out, lastMove[0]) {
			t.Error("a recalled copy of Ann's move is taken for her saying it again")
		}
		step(0, "vote for a break")
		step(1, wounded)
	}
	for kind := range echoOf {
		if !seen[kind] {
			t.Errorf("statement kind %d is not played", kind)
		}
	}
}

func codes(events []game.Event) []game.Code {
	var out []game.Code
	for _, e := range events {
		out = append(out, e.Code)
	}
	return out
}
