package assets_test

import (
	"testing"

	"github.com/labyrinth-game/labyrinth/assets"
	"github.com/labyrinth-game/labyrinth/engine/maze"
	"github.com/labyrinth-game/labyrinth/engine/validate"
)

// The sample mazes are offered to players and game masters as examples: each
// must satisfy every requirement of §8 and every recommendation.
func TestSampleMazesAreValid(t *testing.T) {
	names := assets.Mazes()
	if len(names) == 0 {
		t.Fatal("no sample mazes")
	}
	for _, name := range names {
		data, err := assets.Maze(name)
		if err != nil {
			t.Fatal(err)
		}
		m, err := maze.Decode(data)
		if err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		for _, p := range validate.Check(m, validate.Options{}).Problems {
			t.Errorf("%s: %v", name, p)
		}
	}
}
