package cli

import (
	"errors"
	"flag"
	"fmt"
	"io"
	"os"

	"github.com/labyrinth-game/labyrinth/app/rulebook"
	"github.com/labyrinth-game/labyrinth/engine/maze"
	"github.com/labyrinth-game/labyrinth/engine/rules"
)

// stdinName is what messages call standard input ("-" on the command line).
const stdinName = "standard input"

// ReadAtMost reads r to its end, refusing more than limit bytes: past it,
// it stops and returns tooLarge, the format's own message saying what its
// largest file takes (maze.ErrTooLarge, rules.ErrTooLarge). Every input
// file and standard input is read through it, so that a device such as
// /dev/zero or a file that is not what it should be never makes the
// program read without end.
func ReadAtMost(r io.Reader, limit int64, tooLarge error) ([]byte, error) {
	data, err := io.ReadAll(io.LimitReader(r, limit+1))
	if err != nil {
		return nil, err
	}
	if int64(len(data)) > limit {
		return nil, tooLarge
	}
	return data, nil
}

// ReadFile is ReadAtMost on the file at path; its errors start with the
// path.
func ReadFile(path string, limit int64, tooLarge error) ([]byte, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, err // *fs.PathError names the path
	}
	defer f.Close()
	// A regular file says its size: refuse it without reading it.
	if info, err := f.Stat(); err == nil && info.Mode().IsRegular() && info.Size() > limit {
		return nil, fmt.Errorf("%s: %w", path, tooLarge)
	}
	data, err := ReadAtMost(f, limit, tooLarge)
	if err != nil {
		return nil, fmt.Errorf("%s: %w", path, err)
	}
	return data, nil
}

// openInput opens a file, or standard input when path is "-"; name is what
// messages call it.
func openInput(env Env, path string) (name string, r io.ReadCloser, err error) {
	if path != "-" {
		f, err := os.Open(path)
		return path, f, err
	}
	if env.Stdin == nil {
		return stdinName, nil, errors.New("standard input: nothing to read")
	}
	return stdinName, io.NopCloser(env.Stdin), nil
}

// readInput reads a whole file, or standard input when path is "-", of at
// most limit bytes; errors start with the name messages call it.
func readInput(env Env, path string, limit int64, tooLarge error) (name string, data []byte, err error) {
	if path != "-" {
		data, err = ReadFile(path, limit, tooLarge)
		return path, data, err
	}
	name, r, err := openInput(env, path)
	if err != nil {
		return name, nil, err
	}
	if data, err = ReadAtMost(r, limit, tooLarge); err != nil {
		return name, nil, fmt.Errorf("%s: %w", name, err)
	}
	return name, data, nil
}

// loadMaze reads and decodes a maze file ("-" for standard input); errors
// start with the file name.
func loadMaze(env Env, path string) (*maze.Maze, error) {
	name, data, err := readInput(env, path, maze.MaxFileSize, maze.ErrTooLarge)
	if err != nil {
		return nil, err
	}
	m, err := maze.Decode(data)
	if err != nil {
		return nil, fmt.Errorf("%s: %w", name, err)
	}
	return m, nil
}

// loadRules resolves a --rules argument: a preset's name, else a rules
// JSON file, else the name of a configuration saved in the user's
// configuration directory (docs/rules.md, "Saved configurations").
func loadRules(arg string) (rules.Rules, error) {
	store, err := rulebook.DefaultStore()
	if err != nil {
		store = nil // no configuration directory: presets and files only
	}
	return rulebook.Resolve(arg, readRulesFile, store)
}

// loadScriptRules resolves a script's rules: a preset or a file, never a
// configuration saved on this computer, so that a script plays alike
// everywhere.
func loadScriptRules(arg string) (rules.Rules, error) {
	return rulebook.Resolve(arg, readRulesFile, nil)
}

func readRulesFile(path string) ([]byte, error) {
	return ReadFile(path, rules.MaxFileSize, rules.ErrTooLarge)
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
