package cli

import (
	"flag"
	"fmt"
	"io"
	"os"

	"github.com/labyrinth-game/labyrinth/engine/maze"
	"github.com/labyrinth-game/labyrinth/engine/rules"
)

// readInput reads a file, or standard input when path is "-". name is what
// messages call it.
func readInput(env Env, path string) (name string, data []byte, err error) {
	if path != "-" {
		data, err = os.ReadFile(path)
		return path, data, err
	}
	if env.Stdin == nil {
		return "standard input", nil, fmt.Errorf("standard input: nothing to read")
	}
	data, err = io.ReadAll(env.Stdin)
	return "standard input", data, err
}

// loadMaze reads and decodes a maze file ("-" for standard input); errors
// start with the file name.
func loadMaze(env Env, path string) (*maze.Maze, error) {
	name, data, err := readInput(env, path)
	if err != nil {
		return nil, err
	}
	m, err := maze.Decode(data)
	if err != nil {
		return nil, fmt.Errorf("%s: %w", name, err)
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

// mazeArg parses a command's flags, expecting exactly one maze FILE, and
// loads it.
func mazeArg(env Env, fs *flag.FlagSet) (*maze.Maze, error) {
	if err := parseFlags(fs, env, env.Args); err != nil {
		return nil, err
	}
	if fs.NArg() != 1 {
		fs.Usage()
		return nil, errUsage
	}
	return loadMaze(env, fs.Arg(0))
}
