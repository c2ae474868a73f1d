package cli

import (
	"errors"
	"flag"
	"fmt"
	"io/fs"
	"math/rand/v2"
	"os"
	"path/filepath"
	"strconv"

	"github.com/labyrinth-game/labyrinth/app/storage"
	"github.com/labyrinth-game/labyrinth/engine/gen"
	"github.com/labyrinth-game/labyrinth/engine/maze"
	"github.com/labyrinth-game/labyrinth/engine/rules"
)

const genSummary = `Generate a labyrinth (docs/generator.md) and write it as a maze file
(docs/maze-format.md): to standard output, or to FILE with -o. The same
options and seed always give the same file. Without --seed a random seed is
used and printed on standard error, so that the labyrinth can be made again.

Every labyrinth is valid (docs/validation.md), follows the recommendations of
the reference, keeps to the rules' §7.1 options and meets the generator's
quality goals; when it cannot (a labyrinth too small for them), it says on
standard error what it misses.

With --fill, the labyrinth is generated around a partly drawn maze file:
everything drawn there (every cell other than land, every wall and exit, the
treasures and items) is kept, and the size and shape are the file's.

Without --width, --height and --floors, a preset that suggests sizes is
generated at the first: "Lives and money" on 4x5 (seed 004), the Key games
at theirs (seed 002).`

func runGen(env Env) error {
	fs := newFlags(env, "gen", "[--width W] [--height H] [--floors F] [--players N] [--seed S] [--difficulty D] [--rules PRESET|FILE|NAME] [--shape SHAPE] [--fill FILE] [-o FILE]", genSummary)
	width := fs.Int("width", 8, "number of columns, 2 to 100")
	height := fs.Int("height", 0, "number of rows, 2 to 100 (default: the width)")
	players := fs.Int("players", gen.DefaultPlayers, "number of players the labyrinth is for")
	seedArg := fs.String("seed", "", "seed, a whole number from 0 to 18446744073709551615 (default: a random one, printed)")
	diffArg := fs.String("difficulty", "standard", "beginner, standard or expert")
	rulesArg := fs.String("rules", "", "rules preset, code string, rules file or saved configuration whose §7.1 options the labyrinth keeps to (saved in it)")
	shapeArg := fs.String("shape", "rectangle", "rectangle or no-corners (a rectangle without its corner cells)")
	fillArg := fs.String("fill", "", "a partly drawn maze file to generate around")
	floors := fs.Int("floors", 1, "number of floors, joined by elevators (the rules must allow them)")
	out := fs.String("o", "", "write the maze to this `file` (atomically: a regular file or a new one), or - for standard output")
	if err := parseFlags(fs, env, env.Args); err != nil {
		return err
	}
	set := map[string]bool{}
	fs.Visit(func(f *flag.Flag) { set[f.Name] = true })
	usage := func(format string, args ...any) error {
		fmt.Fprintf(env.Stderr, "labyrinth gen: "+format+"\n", args...)
		fs.Usage()
		return errUsage
	}
	if fs.NArg() > 0 {
		return usage("unexpected argument %q", fs.Arg(0))
	}
	d, err := gen.ParseDifficulty(*diffArg)
	if err != nil {
		return usage("%v", err)
	}
	shape, err := gen.ParseShape(*shapeArg)
	if err != nil {
		return usage("%v", err)
	}
	if *fillArg != "" && (set["width"] || set["height"] || set["shape"]) {
		return usage("--fill takes the size and shape from the file; leave out --width, --height and --shape")
	}
	if *players < 0 || *players > maze.MaxPlayers {
		return usage("--players %d: must be between 0 and %d", *players, maze.MaxPlayers)
	}
	if *out != "" && *out != "-" {
		if *out, err = outputFile(*out); err != nil {
			return err
		}
	}
	seed, given := uint64(0), *seedArg != ""
	if given {
		if seed, err = strconv.ParseUint(*seedArg, 10, 64); err != nil {
			return usage("--seed %q is not a whole number from 0 to 18446744073709551615", *seedArg)
		}
	} else {
		seed = rand.Uint64()
	}
	var r *rules.Rules
	if *rulesArg != "" {
		rr, err := loadRules(*rulesArg)
		if err != nil {
			return err
		}
		r = &rr
	}

	var res *gen.Result
	if *fillArg != "" {
		partial, err := loadMaze(env, *fillArg)
		if err != nil {
			return err
		}
		p := gen.DefaultsFor(partial, *players, d, r)
		p.Seed = seed
		if res, err = gen.Fill(partial, nil, p); err != nil {
			return fmt.Errorf("%s: %w", *fillArg, err)
		}
	} else {
		w, h, f := *width, *height, *floors
		if !set["height"] {
			h = w
		}
		if sizes := presetSizes(r); len(sizes) > 0 && !set["width"] && !set["height"] && !set["floors"] {
			w, h, f = sizes[0].Width, sizes[0].Height, sizes[0].Floors // the preset's size (seed 002 l.18, 004 l.3)
		}
		p := gen.Defaults(w, h, *players, d, r)
		p.Shape = shape
		p.Derive()
		p.Seed = seed
		if f != p.Floors && (set["floors"] || f > 1) {
			p.Floors = f // else Defaults gave the floors of the preset's size of this width and height
		}
		if res, err = gen.Generate(p); err != nil {
			return err
		}
	}
	if !given {
		fmt.Fprintf(env.Stderr, "labyrinth gen: seed %d\n", seed)
	}
	for _, s := range res.Shortfalls {
		fmt.Fprintf(env.Stderr, "labyrinth gen: note: %s\n", s)
	}
	data, err := maze.Encode(res.Maze)
	if err != nil {
		return err
	}
	if *out == "" || *out == "-" {
		_, err = env.Stdout.Write(data)
		return err
	}
	return storage.WriteFileAtomic(*out, data, storage.KeepMode(*out, 0o644))
}

// outputFile checks that path is a regular file or a new one, and returns
// where to write: the atomic write replaces the file by renaming a new one
// over it, which would turn a device (/dev/null, a terminal), a pipe or a
// socket into a regular file, and a symbolic link into a file of its own;
// a link is followed to the file it names.
func outputFile(path string) (string, error) {
	info, err := os.Stat(path)
	switch {
	case errors.Is(err, fs.ErrNotExist):
		return path, nil // a new file (a link to no file is replaced by it)
	case err != nil:
		return "", err
	case info.IsDir():
		return "", fmt.Errorf("-o %s: a directory; give a file name (or - for standard output)", path)
	case !info.Mode().IsRegular():
		return "", fmt.Errorf("-o %s: not a regular file (%s); write to a file, or to standard output with -o - (or no -o)", path, fileKind(info.Mode()))
	}
	return filepath.EvalSymlinks(path)
}

// fileKind names what a file that is not regular is.
func fileKind(m fs.FileMode) string {
	switch {
	case m&fs.ModeCharDevice != 0:
		return "a character device"
	case m&fs.ModeDevice != 0:
		return "a device"
	case m&fs.ModeNamedPipe != 0:
		return "a named pipe"
	case m&fs.ModeSocket != 0:
		return "a socket"
	}
	return "a special file"
}

// presetSizes is the sizes the rules' preset suggests, if any.
func presetSizes(r *rules.Rules) []rules.Size {
	if r == nil {
		return nil
	}
	return rules.PresetSizes(r.Preset)
}
