package gen

import (
	"bytes"
	"flag"
	"os"
	"path/filepath"
	"testing"

	"github.com/labyrinth-game/labyrinth/engine/maze"
	"github.com/labyrinth-game/labyrinth/engine/rules"
)

var update = flag.Bool("update", false, "rewrite the golden files in testdata/")

// TestGolden pins the bytes of a few labyrinths: the generator's output for
// given parameters and seed is part of its contract (a seed shared between
// players must give the same labyrinth on every machine and version). A
// change here is a change of every labyrinth ever generated: make it on
// purpose, with -update, and say so.
func TestGolden(t *testing.T) {
	noCorners := Defaults(7, 7, 4, Expert, nil)
	noCorners.Shape = NoCorners
	noCorners.Derive()
	cases := []struct {
		file string
		p    Params
		seed uint64
		fill bool
	}{
		{"5x5-beginner-1.json", Defaults(5, 5, 3, Beginner, nil), 1, false},
		{"10x10-standard-42.json", Defaults(10, 10, 3, Standard, nil), 42, false},
		{"12x8-expert-7-beginner-rules.json", Defaults(12, 8, 5, Expert, ptr(rules.Beginner())), 7, false},
		{"7x7-no-corners-expert-3.json", noCorners, 3, false},
		{"fill-sample-5x5-5.json", Defaults(5, 5, 3, Standard, nil), 5, true},
		// "Maze on paper"'s presets (001 l.177, l.182, l.189).
		{"8x8-standard-11-BASIC.json", Defaults(8, 8, 3, Standard, namedRules(t, "BASIC")), 11, false},
		{"8x8-standard-11-BASIC-W.json", Defaults(8, 8, 3, Standard, namedRules(t, "BASIC-W")), 11, false},
		{"10x10-standard-11-CLASSIC.json", Defaults(10, 10, 4, Standard, namedRules(t, "CLASSIC")), 11, false},
	}
	for _, c := range cases {
		t.Run(c.file, func(t *testing.T) {
			c.p.Seed = c.seed
			var res *Result
			var err error
			if c.fill {
				res, err = Fill(sampleMaze(t), nil, c.p)
			} else {
				res, err = Generate(c.p)
			}
			if err != nil {
				t.Fatal(err)
			}
			got, err := maze.Encode(res.Maze)
			if err != nil {
				t.Fatal(err)
			}
			path := filepath.Join("testdata", c.file)
			if *update {
				if err := os.WriteFile(path, got, 0o644); err != nil {
					t.Fatal(err)
				}
				return
			}
			want, err := os.ReadFile(path)
			if err != nil {
				t.Fatalf("%v (run with -update to create it)", err)
			}
			if !bytes.Equal(got, want) {
				t.Errorf("%s changed: the generator no longer gives the same labyrinth for this seed; got\n%s", path, got)
			}
		})
	}
}

func namedRules(t *testing.T, name string) *rules.Rules {
	t.Helper()
	r, err := rules.Named(name)
	if err != nil {
		t.Fatal(err)
	}
	return &r
}
