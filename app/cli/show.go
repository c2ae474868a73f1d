package cli

import (
	"io"

	"github.com/labyrinth-game/labyrinth/engine/maze"
)

const showSummary = `Print a maze file (docs/maze-format.md) as a text plan: the grid with its
walls and exits, each cell's kind, the treasures and items, and a legend.
FILE may be - to read the maze from standard input.`

func runShow(env Env) error {
	fs := newFlags(env, "show", "FILE", showSummary)
	m, err := mazeArg(env, fs)
	if err != nil {
		return err
	}
	_, err = io.WriteString(env.Stdout, maze.Plan(m))
	return err
}
