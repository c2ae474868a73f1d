package cli

import (
	"strings"
	"testing"

	"github.com/labyrinth-game/labyrinth/engine/gen"
	"github.com/labyrinth-game/labyrinth/engine/maze"
	"github.com/labyrinth-game/labyrinth/engine/rules"
)

// The command GenCommand offers, run as "labyrinth gen", makes the same
// labyrinth byte for byte — for a solo game's settings (one player, the
// Beginner rules) and others.
func TestGenCommandMakesTheLabyrinthAgain(t *testing.T) {
	beginner, reference := rules.Beginner(), rules.Reference()
	cases := []struct {
		w, h    int
		players int
		d       gen.Difficulty
		r       *rules.Rules
		shape   gen.Shape
		seed    uint64
		want    string
	}{
		{6, 6, 1, gen.Beginner, &beginner, gen.Rectangle, 1, "labyrinth gen --width 6 --height 6 --players 1 --difficulty beginner --rules beginner --seed 1"},
		{12, 7, 1, gen.Expert, &reference, gen.Rectangle, 987654321, "labyrinth gen --width 12 --height 7 --players 1 --difficulty expert --rules reference --seed 987654321"},
		{8, 8, 3, gen.Standard, nil, gen.Rectangle, 5, "labyrinth gen --width 8 --height 8 --players 3 --difficulty standard --seed 5"},
		{7, 7, 2, gen.Standard, nil, gen.NoCorners, 18446744073709551615, "labyrinth gen --width 7 --height 7 --players 2 --difficulty standard --shape no-corners --seed 18446744073709551615"},
	}
	for _, c := range cases {
		t.Run(c.want, func(t *testing.T) {
			p := gen.Defaults(c.w, c.h, c.players, c.d, c.r)
			p.Shape = c.shape
			p.Derive()
			p.Seed = c.seed
			res, err := gen.Generate(p)
			if err != nil {
				t.Fatal(err)
			}
			args, ok := GenCommand(res.Maze)
			if !ok || strings.Join(args, " ") != c.want {
				t.Fatalf("command %q %v, want %q", strings.Join(args, " "), ok, c.want)
			}
			var stdout, stderr strings.Builder
			if code := Run(args[1:], nil, &stdout, &stderr); code != 0 {
				t.Fatalf("exit %d: %s", code, stderr.String())
			}
			want, _ := maze.Encode(res.Maze)
			if stdout.String() != string(want) {
				t.Fatal("the command makes another labyrinth")
			}
		})
	}
}

// No command is offered for a labyrinth the generator did not make from
// its settings alone.
func TestGenCommandRefusesWhatItCannotMakeAgain(t *testing.T) {
	beginner := rules.Beginner()
	p := gen.Defaults(6, 6, 1, gen.Beginner, &beginner)
	p.Seed = 1
	res, err := gen.Generate(p)
	if err != nil {
		t.Fatal(err)
	}
	edited := res.Maze.Clone()
	edited.SetSide(maze.At(0, 0), maze.Right, maze.Wall)
	edited.SetSide(maze.At(0, 0), maze.Down, maze.Wall)
	retitled := res.Maze.Clone()
	retitled.Title = "Generated 6x6, beginner, seed 2"
	custom := res.Maze.Clone()
	own := rules.Beginner()
	own.Preset = ""
	custom.Rules = &own
	changedRules := res.Maze.Clone()
	changed := rules.Beginner()
	changed.HealingMoves++
	changedRules.Rules = &changed
	named := res.Maze.Clone()
	named.Title = "My labyrinth"
	for name, m := range map[string]*maze.Maze{"a wall drawn in the editor": edited, "another seed in the title": retitled,
		"rules of one's own": custom, "a preset changed": changedRules, "a title of one's own": named, "no maze": nil} {
		if args, ok := GenCommand(m); ok {
			t.Errorf("%s: offered %q", name, strings.Join(args, " "))
		}
	}
}
