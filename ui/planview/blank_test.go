package planview

import (
	"testing"

	"github.com/labyrinth-game/labyrinth/engine/game"
	"github.com/labyrinth-game/labyrinth/engine/maze"
)

// TestBlank: the blank plan of §6.1 has the labyrinth's shape and nothing
// of its contents.
func TestBlank(t *testing.T) {
	m, err := maze.New(3, 2)
	if err != nil {
		t.Fatal(err)
	}
	m.SetCell(maze.At(2, 1), maze.Cell{Kind: maze.Outside})
	m.SetCell(maze.At(0, 0), maze.Cell{Kind: maze.Hospital})
	m.SetSide(maze.At(0, 0), maze.Right, maze.Wall)
	b := Blank(game.OutlineOf(m))
	if b.Width() != 3 || b.Height() != 2 {
		t.Fatalf("%dx%d", b.Width(), b.Height())
	}
	if b.Inside(maze.At(2, 1)) || !b.Inside(maze.At(0, 0)) {
		t.Fatal("the shape is not the labyrinth's")
	}
	if b.Cell(maze.At(0, 0)).Kind == maze.Hospital || b.Side(maze.At(0, 0), maze.Right) == maze.Wall {
		t.Fatal("the blank plan tells what is inside")
	}
	if Blank(game.Outline{}) != nil {
		t.Fatal("an outline of no size has a plan")
	}
}
