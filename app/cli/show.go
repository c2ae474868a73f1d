package cli

import (
	"fmt"
	"io"
	"os"

	"github.com/labyrinth-game/labyrinth/engine/maze"
)

const showSummary = `Print a maze file (docs/maze-format.md) as a text plan: the grid with its
walls and exits, each cell's kind, the treasures and items, and a legend.
FILE may be - to read the maze from standard input.`

func runShow(env Env) error {
	fs := newFlags(env, "show", "FILE", showSummary)
	if err := parseFlags(fs, env, env.Args); err != nil {
		return err
	}
	if fs.NArg() != 1 {
		fs.Usage()
		return errUsage
	}
	path := fs.Arg(0)
	var data []byte
	var err error
	if path == "-" {
		path = "standard input"
		if env.Stdin == nil {
			return fmt.Errorf("%s: nothing to read", path)
		}
		data, err = io.ReadAll(env.Stdin)
	} else {
		data, err = os.ReadFile(path)
	}
	if err != nil {
		return err
	}
	m, err := maze.Decode(data)
	if err != nil {
		return fmt.Errorf("%s: %w", path, err)
	}
	_, err = io.WriteString(env.Stdout, maze.Plan(m))
	return err
}
