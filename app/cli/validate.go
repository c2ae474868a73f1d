package cli

import (
	"fmt"

	"github.com/labyrinth-game/labyrinth/engine/maze"
	"github.com/labyrinth-game/labyrinth/engine/validate"
)

const validateSummary = `Check maze files (docs/maze-format.md) against the rules for creating a
labyrinth (docs/validation.md). Every error and warning is printed, prefixed
by the file name, then a one-line summary per file. FILE may be - to read a
maze from standard input.

Exit status: 0 when every file is valid (warnings allowed), 1 when any file
has an error or cannot be read, 2 on a usage error.`

func runValidate(env Env) error {
	fs := newFlags(env, "validate", "[--players N] [--rules PRESET|FILE|NAME] FILE...", validateSummary)
	players := fs.Int("players", 0, "number of players, for the recommendation on fake treasures (default: the maze's)")
	rulesArg := fs.String("rules", "", "rules preset, code string, rules file or saved configuration, instead of the maze's own rules")
	if err := parseFlags(fs, env, env.Args); err != nil {
		return err
	}
	usage := func(format string, args ...any) error {
		fmt.Fprintf(env.Stderr, "labyrinth validate: "+format+"\n\n", args...)
		fs.Usage()
		return errUsage
	}
	switch {
	case fs.NArg() == 0:
		return usage("no maze file given")
	case *players < 0 || *players > maze.MaxPlayers:
		return usage("--players %d: must be between 0 and %d (0: the number the maze is made for)", *players, maze.MaxPlayers)
	case countOf(fs.Args(), "-") > 1:
		return usage("- (standard input) can be given once")
	}
	opt := validate.Options{Players: *players}
	if *rulesArg != "" {
		r, err := loadRules(*rulesArg)
		if err != nil {
			return err
		}
		opt.Rules = &r
	}
	failed := false
	for _, path := range fs.Args() {
		if !validateFile(env, path, opt) {
			failed = true
		}
	}
	if failed {
		return exitError{1}
	}
	return nil
}

// validateFile checks one file and prints its problems and summary; it
// reports whether the file is valid.
func validateFile(env Env, path string, opt validate.Options) bool {
	name := path
	if path == "-" {
		name = stdinName
	}
	m, err := loadMaze(env, path)
	if err != nil {
		fmt.Fprintf(env.Stderr, "labyrinth validate: %v\n", err)
		return false
	}
	rep := validate.Check(m, opt)
	for _, p := range rep.Problems {
		fmt.Fprintf(env.Stdout, "%s: %s\n", name, p)
	}
	errs, warns := len(rep.Errors()), len(rep.Warnings())
	switch {
	case errs > 0:
		fmt.Fprintf(env.Stdout, "%s: invalid: %s, %s\n", name, plural(errs, "error"), plural(warns, "warning"))
	case warns > 0:
		fmt.Fprintf(env.Stdout, "%s: valid, %s\n", name, plural(warns, "warning"))
	default:
		fmt.Fprintf(env.Stdout, "%s: valid\n", name)
	}
	return errs == 0
}

func plural(n int, noun string) string {
	if n == 1 {
		return "1 " + noun
	}
	return fmt.Sprintf("%d %ss", n, noun)
}

// countOf counts the arguments equal to s.
func countOf(args []string, s string) int {
	n := 0
	for _, a := range args {
		if a == s {
			n++
		}
	}
	return n
}
