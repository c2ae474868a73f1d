package cli

import (
	"fmt"
	"io"
	"os"

	"github.com/labyrinth-game/labyrinth/engine/maze"
	"github.com/labyrinth-game/labyrinth/engine/rules"
)

// loadMaze reads and decodes a maze file; errors start with the file name.
func loadMaze(path string) (*maze.Maze, error) {
	data, err := os.ReadFile(path)
	if err != nil {
		return nil, err
	}
	m, err := maze.Decode(data)
	if err != nil {
		return nil, fmt.Errorf("%s: %w", path, err)
	}
	return m, nil
}

// loadRules resolves a preset name or reads a rules JSON file.
func loadRules(arg string) (rules.Rules, error) {
	if r, ok := rules.Preset(arg); ok {
		return r, nil
	}
	data, err := os.ReadFile(arg)
	if err != nil {
		if os.IsNotExist(err) {
			return rules.Rules{}, fmt.Errorf("rules %q: neither a preset (%v) nor a file", arg, rules.PresetNames())
		}
		return rules.Rules{}, err
	}
	r, err := rules.Parse(data)
	if err != nil {
		return rules.Rules{}, fmt.Errorf("%s: %w", arg, err)
	}
	return r, nil
}

func readAll(env Env) ([]byte, error) {
	if env.Stdin == nil {
		return nil, nil
	}
	return io.ReadAll(env.Stdin)
}
