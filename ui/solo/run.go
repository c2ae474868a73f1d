package solo

import (
	"cmp"
	"errors"
	"flag"
	"fmt"
	"io"
	"math/rand/v2"
	"path/filepath"
	"strings"

	"github.com/labyrinth-game/labyrinth/app/bot"
	"github.com/labyrinth-game/labyrinth/app/rulebook"
	"github.com/labyrinth-game/labyrinth/app/session"
	"github.com/labyrinth-game/labyrinth/engine/gen"
	"github.com/labyrinth-game/labyrinth/engine/maze"
	"github.com/labyrinth-game/labyrinth/engine/rules"
	"github.com/labyrinth-game/labyrinth/ui/shell"
)

const soloUsage = `usage: labyrinth solo [--maze FILE | --width W --height H --seed S]
                      [--difficulty D] [--rules PRESET|FILE|NAME] [--start X,Y] [--name NAME]
                      [--computers N [--computer-level L]]
       labyrinth solo --continue

Open a solo practice game directly: the computer is the game master, on a
generated labyrinth (W x H cells, 3 to 30 a side; --height defaults to
--width, both to 6, or to the size a preset is usually played on: 4x5 for
"Lives and money"; a random seed unless given) or on a maze file. Without
--start the game master places you and does not tell you where. --continue
goes on with the last game left unfinished. --computers seats N computer
players after you (docs/bots.md), who play at the steady pace. The game is
saved as it is played in the games directory (docs/solo.md); docs/solo.md is
the guide.

Options:
`

// soloArgs is the command line of "labyrinth solo".
type soloArgs struct {
	setup      setup
	resumeLast bool
}

// soloFlags are the options of "labyrinth solo".
type soloFlags struct {
	mazeFile, difficulty, rules, start, name *string
	computerLevel                            *string
	width, height, computers                 *int
	seed                                     *uint64
	cont                                     *bool
}

func newSoloFlags(fs *flag.FlagSet) soloFlags {
	return soloFlags{
		mazeFile:      fs.String("maze", "", "play on this maze `file` instead of a generated one"),
		width:         fs.Int("width", 0, "the generated labyrinth's width, 3 to 30 (default 6)"),
		height:        fs.Int("height", 0, "its height (default: the width)"),
		seed:          fs.Uint64("seed", 0, "the generator's seed (default: random)"),
		difficulty:    fs.String("difficulty", "beginner", "beginner, standard or expert"),
		rules:         fs.String("rules", "", "a rules preset ("+strings.Join(rules.PresetNames(), ", ")+"), a code string (G2-F4-V1-A2-H34-W5-O3), a rules JSON `file` or a saved configuration's name (default: Beginner, or the maze file's)"),
		start:         fs.String("start", "", "the cell `X,Y` you start on, 1-based (default: the game master places you)"),
		name:          fs.String("name", "Player", "your name in the game (one word)"),
		cont:          fs.Bool("continue", false, "go on with the last unfinished game"),
		computers:     fs.Int("computers", 0, "computer players in the seats after yours, 0 to 5"),
		computerLevel: fs.String("computer-level", "standard", "how the computer players play: beginner, standard or expert"),
	}
}

// parseSoloArgs reads the command line; help is errHelp. store holds the
// saved rules configurations --rules may name (nil: none).
func parseSoloArgs(args []string, store *rulebook.Store) (soloArgs, error) {
	var a soloArgs
	fs := flag.NewFlagSet("solo", flag.ContinueOnError)
	fs.SetOutput(io.Discard)
	f := newSoloFlags(fs)
	mazeFile, width, height, seed, difficulty, rulesArg, start, name, cont := f.mazeFile, f.width, f.height, f.seed, f.difficulty, f.rules, f.start, f.name, f.cont
	if err := fs.Parse(args); err != nil {
		if errors.Is(err, flag.ErrHelp) {
			return a, errHelp
		}
		return a, err
	}
	if fs.NArg() > 0 {
		return a, fmt.Errorf("unexpected argument %q", fs.Arg(0))
	}
	set := map[string]bool{}
	fs.Visit(func(f *flag.Flag) { set[f.Name] = true })
	if *cont {
		if len(set) > 1 {
			return a, errors.New("--continue takes no other option")
		}
		a.resumeLast = true
		return a, nil
	}
	st := &a.setup
	st.player = *name
	if *f.computers < 0 || *f.computers > len(computerCounts)-1 {
		return a, fmt.Errorf("--computers %d: 0 to %d computer players", *f.computers, len(computerCounts)-1)
	}
	level, err := bot.ParseLevel(*f.computerLevel)
	if err != nil {
		return a, fmt.Errorf("--computer-level: %w", err)
	}
	st.computers, st.level, st.pace = *f.computers, level, bot.DefaultPace
	if err := checkPlayerName(st.player); err != nil {
		return a, err
	}
	var mazeRules *rules.Rules
	if *mazeFile != "" {
		if set["width"] || set["height"] || set["seed"] || set["difficulty"] {
			return a, errors.New("--maze and --width, --height, --seed or --difficulty: one or the other")
		}
		m, err := loadMazeFile(*mazeFile)
		if err != nil {
			return a, err
		}
		st.maze, st.mazeName, st.openedFrom = m, filepath.Base(*mazeFile), *mazeFile
		mazeRules = m.Rules
	}
	switch {
	case *rulesArg != "":
		r, err := rulebook.Resolve(*rulesArg, nil, store)
		if err != nil {
			return a, fmt.Errorf("--rules %s: %w", *rulesArg, err)
		}
		st.rules = r
	case mazeRules != nil:
		st.rules = *mazeRules
	default:
		st.rules = rules.Beginner()
	}
	if st.maze == nil {
		w, h := *width, *height
		if sizes := rules.PresetSizes(st.rules.Preset); len(sizes) > 0 && w == 0 && h == 0 {
			w, h = sizes[0].Width, sizes[0].Height // the preset's usual size ("Lives and money": 4x5; seed 002's Key games)
		}
		if w == 0 {
			w = 6
		}
		if h == 0 {
			h = w
		}
		if w < 3 || w > soloMaxSide || h < 3 || h > soloMaxSide {
			return a, fmt.Errorf("size %dx%d: each side 3 to %d", w, h, soloMaxSide)
		}
		d, err := gen.ParseDifficulty(*difficulty)
		if err != nil {
			return a, err
		}
		st.generate = true
		st.params = gen.Defaults(w, h, 1+st.computers, d, &st.rules)
		st.params.Seed = *seed
		if !set["seed"] {
			st.params.Seed = rand.Uint64() % 1_000_000
		}
	}
	if *start != "" {
		p, err := maze.ParsePos(*start)
		if err != nil {
			return a, fmt.Errorf("--start %s: %w", *start, err)
		}
		st.start = &p
	}
	st.gameSeed = rand.Uint64()
	return a, nil
}

// printSoloUsage writes the usage with the options.
func printSoloUsage(w io.Writer) {
	io.WriteString(w, soloUsage)
	fs := flag.NewFlagSet("solo", flag.ContinueOnError)
	fs.SetOutput(w)
	newSoloFlags(fs)
	fs.PrintDefaults()
}

// Prepare reads "labyrinth solo ..." and makes the game before any
// window opens, so that a mistake on the command line is reported in the
// terminal. It returns what opens the game in the window, or nil and the
// exit status.
func Prepare(args []string, env *Env, stdout, stderr io.Writer) (open func(shell.Frame), code int) {
	a, err := parseSoloArgs(args, env.rules)
	switch {
	case errors.Is(err, errHelp):
		printSoloUsage(stdout)
		return nil, 0
	case err != nil:
		fmt.Fprintf(stderr, "labyrinth solo: %v\n\n", err)
		printSoloUsage(stderr)
		return nil, 2
	}
	if a.resumeLast {
		dir, err := env.gamesDir()
		if err != nil {
			fmt.Fprintf(stderr, "labyrinth solo: %v\n", err)
			return nil, 1
		}
		list, err := session.ListSaved(dir)
		if err != nil {
			fmt.Fprintf(stderr, "labyrinth solo: %v\n", err)
			return nil, 1
		}
		last, ok := session.LastUnfinished(list)
		if !ok {
			fmt.Fprintf(stderr, "labyrinth solo: no unfinished game in %s\n", dir)
			// Games passed over are named, so that nobody wonders where
			// a game went.
			for _, sg := range list {
				if sg.Err != nil {
					fmt.Fprintf(stderr, "  %s cannot be continued: %v\n", filepath.Base(sg.Path), sg.Err)
				}
			}
			return nil, 1
		}
		sess, err := session.Resume(last.Path)
		if err != nil {
			fmt.Fprintf(stderr, "labyrinth solo: %v\n", err)
			return nil, 1
		}
		return func(f shell.Frame) { OpenSession(f, env, sess, cmp.Or(last.Title, filepath.Base(last.Path))) }, 0
	}
	sess, title, err := env.begin(a.setup)
	if err != nil {
		fmt.Fprintf(stderr, "labyrinth solo: %v\n", err)
		return nil, 1
	}
	return func(f shell.Frame) { OpenSession(f, env, sess, title) }, 0
}

var errHelp = errors.New("help")
