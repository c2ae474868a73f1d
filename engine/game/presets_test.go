package game

import (
	"bytes"
	"math/rand/v2"
	"testing"

	"github.com/labyrinth-game/labyrinth/engine/gen"
	"github.com/labyrinth-game/labyrinth/engine/maze"
	"github.com/labyrinth-game/labyrinth/engine/moves"
	"github.com/labyrinth-game/labyrinth/engine/rules"
)

// TestPropertyPresetGames plays random games to their end under each
// playable preset of "Maze on paper" (001 l.174–189), on labyrinths the
// generator makes for it: G1's starts chosen by the players, G2's placed by
// the game master; random moves until the game is over. Every state keeps
// the invariants of TestPropertyRandomGames and the preset's own — nobody
// is ever hurt under BASIC (H1 with W1, l.150, l.156), nobody is ever
// wounded rather than killed under H2 (l.151), nobody carries more than
// W5's kit (l.160) — and every journal replays to the same state.
func TestPropertyPresetGames(t *testing.T) {
	games := 30
	if testing.Short() {
		games = 8
	}
	for _, cp := range rules.PlayableCodePresets() {
		t.Run(cp.Title(), func(t *testing.T) {
			r := cp.Config
			ended := 0
			seen := map[Code]int{}
			for seed := range uint64(games) {
				rng := rand.New(rand.NewPCG(seed, 12))
				players := 1 + rng.IntN(4)
				w, h := 4+rng.IntN(4), 4+rng.IntN(4)
				p := gen.Defaults(w, h, players, gen.Difficulties[rng.IntN(3)], &r)
				p.Seed = seed
				res, err := gen.Generate(p)
				if err != nil {
					t.Fatalf("seed %d: %v", seed, err)
				}
				g, err := New(Setup{Maze: res.Maze, Rules: r, Seed: seed, Players: []string{"Ann", "Bob", "Cid", "Dan"}[:players]})
				if err != nil {
					t.Fatalf("seed %d: %v", seed, err)
				}
				for i := range players {
					cell := randomCell(rng, res.Maze)
					c := Choose(i, cell)
					if r.Starts == rules.StartsMaster {
						c = Command{Kind: PlaceStart, Player: i, Cell: cell}
					}
					if _, err := g.Apply(c, nil); err != nil {
						t.Fatalf("seed %d: start: %v", seed, err)
					}
				}
				if _, err := g.Apply(Command{Kind: Begin}, nil); err != nil {
					t.Fatalf("seed %d: %v", seed, err)
				}
				for step := 0; step < 20000 && g.Phase() != Over; step++ {
					before, _ := g.Snapshot()
					out, err := g.Apply(Ask(g.Current(), randomStatement(rng, g)), nil)
					if err != nil {
						if after, _ := g.Snapshot(); !bytes.Equal(before, after) {
							t.Fatalf("seed %d step %d: a refused command changed the state (%v)", seed, step, err)
						}
						checkRefusal(t, err)
						continue
					}
					for _, e := range out {
						seen[e.Code]++
					}
					checkInvariants(t, g, 0, 0, 0)
					checkPresetInvariants(t, g, cp.Name)
				}
				if g.Phase() == Over {
					ended++
				}
				checkReplays(t, g, seed)
			}
			t.Logf("%d of %d games over; events: %d shots, %d wounds, %d deaths, %d step_again, %d game_over",
				ended, games, seen[Shot], seen[PlayerWounded], seen[PlayerKilled], seen[StepAgain], seen[GameOver])
			if ended < games {
				t.Errorf("%d of %d games did not end", games-ended, games)
			}
		})
	}
}

func randomCell(rng *rand.Rand, m *maze.Maze) maze.Pos {
	for {
		if p := maze.At(rng.IntN(m.Width()), rng.IntN(m.Height())); m.Inside(p) {
			return p
		}
	}
}

// checkPresetInvariants: what the preset's codes promise in every state.
func checkPresetInvariants(t *testing.T, g *Game, preset string) {
	t.Helper()
	for i := range g.players {
		p := &g.players[i]
		switch {
		case preset == "BASIC" && p.Health != Healthy:
			t.Fatalf("001 l.150 H1, l.156 W1: %s is %v under BASIC", p.Name, p.Health)
		case preset == "BASIC" && (p.Bullets > 0 || p.Grenades > 0):
			t.Fatalf("001 l.156 W1: %s carries %d bullets, %d grenades", p.Name, p.Bullets, p.Grenades)
		case (preset == "BASIC-W" || preset == "CLASSIC") && p.Health == Wounded:
			t.Fatalf("001 l.151 H2: %s is wounded, not dead", p.Name)
		case p.Bullets > 5 || p.Grenades > 1:
			t.Fatalf("001 l.160 W5, l.161 W6: %s carries %d bullets, %d grenades", p.Name, p.Bullets, p.Grenades)
		case p.Knives > 1:
			t.Fatalf("001 l.161 W6: %s carries %d knives", p.Name, p.Knives)
		}
	}
}

// BenchmarkStepPresets resolves a plain step under each playable preset
// of "Maze on paper" (target ≤ 1 µs, as BenchmarkStep).
func BenchmarkStepPresets(b *testing.B) {
	for _, cp := range rules.PlayableCodePresets() {
		b.Run(cp.Name, func(b *testing.B) {
			r := cp.Config
			r.NStop = 1_000_000
			start := func() *Game {
				rows := make([]string, 10)
				for y := range rows {
					rows[y] = "L L L L L L L L L L"
				}
				g, err := New(Setup{Maze: plan(b, rows, "1,1 left exit", "$5,5"), Rules: r, Players: []string{"Ann"}})
				if err != nil {
					b.Fatal(err)
				}
				c := Choose(0, maze.At(0, 0))
				if r.Starts == rules.StartsMaster {
					c = Command{Kind: PlaceStart, Player: 0, Cell: maze.At(0, 0)}
				}
				if _, err := g.Apply(c, nil); err != nil {
					b.Fatal(err)
				}
				if _, err := g.Apply(Command{Kind: Begin}, nil); err != nil {
					b.Fatal(err)
				}
				return g
			}
			benchSteps(b, start, Play(0, moves.Step(maze.Down)), Play(0, moves.Step(maze.Up)))
		})
	}
}
