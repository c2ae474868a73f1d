package assets

import (
	"errors"
	"io/fs"
	"slices"
	"testing"

	"github.com/labyrinth-game/labyrinth/engine/maze"
)

func TestMazes(t *testing.T) {
	names := Mazes()
	for _, want := range []string{"sample-5x5.json", "square-6x6.json", "large-10x8.json", "two-floors-5x4.json"} {
		if !slices.Contains(names, want) {
			t.Errorf("Mazes() = %v, missing %s", names, want)
		}
	}
	if !slices.IsSorted(names) {
		t.Errorf("Mazes() not sorted: %v", names)
	}
	for _, name := range names {
		data, err := Maze(name)
		if err != nil {
			t.Fatalf("Maze(%q): %v", name, err)
		}
		if _, err := maze.Decode(data); err != nil {
			t.Errorf("%s: %v", name, err)
		}
		if fromFS, err := fs.ReadFile(MazeFS(), name); err != nil || string(fromFS) != string(data) {
			t.Errorf("MazeFS %s: %v", name, err)
		}
	}
}

func TestMazeUnknown(t *testing.T) {
	for _, name := range []string{"", "nope.json", "../assets.go", "mazes/sample-5x5.json", `..\assets.go`} {
		if _, err := Maze(name); !errors.Is(err, fs.ErrNotExist) {
			t.Errorf("Maze(%q): error %v, want fs.ErrNotExist", name, err)
		}
	}
}
