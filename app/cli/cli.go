// Package cli is the headless command line of the labyrinth binary:
// validate, show, replay and the other subcommands that need no window.
// The binary's main passes it everything except the GUI entry points.
package cli

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"strings"
)

// Env is what a subcommand may touch: its arguments and standard streams,
// and a context that ends a command that runs until it is stopped (host).
type Env struct {
	Args    []string
	Stdin   io.Reader
	Stdout  io.Writer
	Stderr  io.Writer
	Context context.Context
}

func (env Env) context() context.Context {
	if env.Context == nil {
		return context.Background()
	}
	return env.Context
}

type command struct {
	name    string
	usage   string // arguments synopsis
	summary string
	run     func(env Env) error
}

// commands lists the headless subcommands in the order help shows them.
var commands = []command{
	{"validate", "FILE...", "check mazes against the rules; exit 1 if any has an error", runValidate},
	{"show", "FILE", "print a maze plan as text", runShow},
	{"replay", "--maze FILE --script FILE [--rules PRESET|FILE|NAME] [--json]", "play a scripted game and print every announcement", runReplay},
	{"gen", "[--width W] [--height H] [--floors F] [--players N] [--seed S] [--difficulty D] [--rules PRESET|FILE|NAME] [-o FILE]", "generate a labyrinth (maze file to standard output or -o FILE)", runGen},
	{"analyze", "FILE", "print a maze's figures: reach, attractors, treasure distances, counts, heat map", runAnalyze},
	{"host", hostUsage, "host a game on the local network, the computer as game master, until stopped", runHost},
	{"games", gamesUsage, "list the games on the local network", runGames},
	{"join", joinUsage, "join a game on the local network and play it in the terminal", runJoin},
	{"bot", botUsage, "seat a computer player at a game on the local network", runBot},
	{"tournament", tournamentUsage, "play headless games of computer players on generated labyrinths and print how they fared", runTournament},
}

// windows lists the commands that open a window (run by package ui), for
// the usage text.
var windows = [][2]string{
	{"edit", "open the maze editor: labyrinth edit [FILE]"},
	{"solo", "practise alone against a generated maze: labyrinth solo [--maze FILE | --width W --height H --seed S]"},
}

// IsCommand reports whether name is a headless subcommand (or a request for
// help), so that main can leave everything else to the GUI.
func IsCommand(name string) bool {
	if name == "help" || name == "-h" || name == "--help" || name == "-help" {
		return true
	}
	_, ok := find(name)
	return ok
}

func find(name string) (command, bool) {
	for _, c := range commands {
		if c.name == name {
			return c, true
		}
	}
	return command{}, false
}

// errUsage marks an error already reported with usage; exit code 2.
var errUsage = errors.New("usage")

// exitError carries a specific exit code with an already printed result.
type exitError struct{ code int }

func (e exitError) Error() string { return fmt.Sprintf("exit status %d", e.code) }

// Run executes one subcommand and returns the process exit code. What it
// writes goes through output: control characters escaped, and a failed
// write reported on standard error with exit status 1.
func Run(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	return RunContext(context.Background(), args, stdin, stdout, stderr)
}

// RunContext is Run with a context: a command that runs until it is
// stopped (host) stops when ctx ends, as on SIGINT or SIGTERM.
func RunContext(ctx context.Context, args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	out, errOut := newOutput(stdout), newOutput(stderr)
	name, code := dispatch(args, Env{Stdin: stdin, Stdout: out, Stderr: errOut, Context: ctx})
	if err := out.close(); err != nil {
		fmt.Fprintf(errOut, "labyrinth%s: cannot write to standard output: %v\n", name, err)
		code = 1
	}
	errOut.close()
	return code
}

// dispatch runs the command args names; name is " NAME" for messages, "" for
// help.
func dispatch(args []string, env Env) (name string, code int) {
	if len(args) == 0 || args[0] == "help" || args[0] == "-h" || args[0] == "--help" || args[0] == "-help" {
		return "", help(args, env)
	}
	c, ok := find(args[0])
	if !ok {
		fmt.Fprintf(env.Stderr, "labyrinth: unknown command %q\n", args[0])
		PrintUsage(env.Stderr)
		return "", 2
	}
	name = " " + c.name
	env.Args = args[1:]
	err := c.run(env)
	var exit exitError
	switch {
	case err == nil:
		return name, 0
	case errors.Is(err, flag.ErrHelp):
		return name, 0
	case errors.Is(err, errUsage):
		return name, 2
	case errors.As(err, &exit):
		return name, exit.code
	}
	if out, ok := env.Stdout.(*output); ok && out.err != nil {
		return name, 1 // Run reports it
	}
	fmt.Fprintf(env.Stderr, "labyrinth %s: %v\n", c.name, err)
	return name, 1
}

// help prints the usage, or one command's ("labyrinth help validate"); an
// unknown command is an error, exit status 2.
func help(args []string, env Env) int {
	switch {
	case len(args) <= 1:
		PrintUsage(env.Stdout)
		return 0
	case len(args) > 2:
		fmt.Fprintf(env.Stderr, "labyrinth help: one command at a time (usage: labyrinth help [COMMAND])\n")
		return 2
	}
	if c, ok := find(args[1]); ok {
		fmt.Fprintf(env.Stdout, "usage: labyrinth %s %s\n\n%s\n", c.name, c.usage, c.summary)
		return 0
	}
	for _, w := range windows {
		if w[0] == args[1] {
			fmt.Fprintf(env.Stdout, "%s\n\nRun \"labyrinth %s --help\" for its arguments.\n", w[1], w[0])
			return 0
		}
	}
	fmt.Fprintf(env.Stderr, "labyrinth help: unknown command %q\n\n", args[1])
	PrintUsage(env.Stderr)
	return 2
}

// PrintUsage writes the list of subcommands.
func PrintUsage(w io.Writer) {
	var b strings.Builder
	b.WriteString("usage: labyrinth [command] [arguments]\n\n")
	b.WriteString("Without a command, labyrinth opens the game window.\n\nWindows:\n")
	for _, w := range windows {
		fmt.Fprintf(&b, "  %-9s %s\n", w[0], w[1])
	}
	b.WriteString("\nCommands without a window:\n")
	for _, c := range commands {
		fmt.Fprintf(&b, "  %-9s %s\n", c.name, c.summary)
	}
	b.WriteString("\nRun \"labyrinth COMMAND --help\" for a command's arguments.\n")
	io.WriteString(w, b.String())
}

// newFlags makes a flag set that prints the command's usage on --help and on
// errors, to stderr.
func newFlags(env Env, name, usage, summary string) *flag.FlagSet {
	fs := flag.NewFlagSet(name, flag.ContinueOnError)
	fs.SetOutput(env.Stderr)
	fs.Usage = func() {
		out := fs.Output() // stdout for --help, stderr for errors
		fmt.Fprintf(out, "usage: labyrinth %s %s\n\n%s\n", name, usage, summary)
		var opts strings.Builder
		fs.SetOutput(&opts)
		fs.PrintDefaults()
		fs.SetOutput(out)
		if opts.Len() > 0 {
			fmt.Fprintf(out, "\nOptions:\n%s", opts.String())
		}
	}
	return fs
}

// parseFlagsAnywhere parses args like parseFlags, with flags allowed
// after the arguments too ("join HOST:PORT --name Ann"), and returns the
// arguments.
func parseFlagsAnywhere(fs *flag.FlagSet, env Env, args []string) ([]string, error) {
	if err := parseFlags(fs, env, args); err != nil {
		return nil, err
	}
	var rest []string
	for fs.NArg() > 0 {
		rest = append(rest, fs.Arg(0))
		if err := parseFlags(fs, env, fs.Args()[1:]); err != nil {
			return nil, err
		}
	}
	return rest, nil
}

// parseFlags parses args, sending --help output to stdout.
func parseFlags(fs *flag.FlagSet, env Env, args []string) error {
	for _, a := range args {
		if a == "-h" || a == "--help" || a == "-help" {
			fs.SetOutput(env.Stdout)
			fs.Usage()
			return flag.ErrHelp
		}
	}
	if err := fs.Parse(args); err != nil {
		if errors.Is(err, flag.ErrHelp) {
			return err
		}
		return errUsage
	}
	return nil
}
