package cli

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/labyrinth-game/labyrinth/app/bot"
	"github.com/labyrinth-game/labyrinth/engine/gen"
	"github.com/labyrinth-game/labyrinth/engine/maze"
)

const tournamentUsage = "--games N [--size WxH] [--bots beginner,standard,expert] [--rules PRESET|FILE|NAME] [--difficulty D] [--seed S]"

const tournamentSummary = `Play headless games of computer players (docs/bots.md) on generated
labyrinths and print how they fared. Every pair of the levels given plays
--games games against each other, the seats swapped from one game to the
next, and every level plays --games games against itself; game i of every
pairing is played on the same labyrinth (seed S+i-1).

Printed: each pairing's win rate of the first level named (of the games
someone won), the share of games ending decisively (someone won, not a draw
by Nstop), the first seat's share of the decisive games, all with 95%
confidence intervals (Wilson), the game lengths in rounds, and how the games
ended.`

func runTournament(env Env) error {
	fs := newFlags(env, "tournament", tournamentUsage, tournamentSummary)
	games := fs.Int("games", 100, "games per pairing")
	size := fs.String("size", "8x8", "labyrinth size WIDTHxHEIGHT")
	botsArg := fs.String("bots", "beginner,standard,expert", "comma-separated bot levels")
	rulesArg := fs.String("rules", "reference", "rules preset, rules file or saved configuration")
	diffArg := fs.String("difficulty", "standard", "the generator's difficulty: beginner, standard or expert")
	seedArg := fs.String("seed", "1", "seed of the first game, a whole number")
	if err := parseFlags(fs, env, env.Args); err != nil {
		return err
	}
	usage := func(format string, args ...any) error {
		fmt.Fprintf(env.Stderr, "labyrinth tournament: "+format+"\n", args...)
		fs.Usage()
		return errUsage
	}
	if fs.NArg() > 0 {
		return usage("unexpected argument %q", fs.Arg(0))
	}
	if *games < 1 {
		return usage("--games %d: play at least one game", *games)
	}
	w, h, ok := parseSize(*size)
	if !ok {
		return usage("--size %q: expected WIDTHxHEIGHT, e.g. 8x8, each %d to %d", *size, maze.MinSide, maze.MaxSide)
	}
	var levels []bot.Level
	for _, name := range strings.Split(*botsArg, ",") {
		l, err := bot.ParseLevel(name)
		if err != nil {
			return usage("--bots: %v", err)
		}
		levels = append(levels, l)
	}
	d, err := gen.ParseDifficulty(*diffArg)
	if err != nil {
		return usage("--difficulty: %v", err)
	}
	seed, err := strconv.ParseUint(*seedArg, 10, 64)
	if err != nil {
		return usage("--seed %q is not a whole number from 0 to 18446744073709551615", *seedArg)
	}
	r, err := loadRules(*rulesArg)
	if err != nil {
		return usage("--rules: %v", err)
	}
	if err := r.Check(); err != nil {
		return fmt.Errorf("--rules %s: %w", *rulesArg, err)
	}
	t := bot.Tournament{Games: *games, Width: w, Height: h, Levels: levels, Rules: r, Difficulty: d, Seed: seed}
	st, err := t.Play(nil)
	if err != nil {
		return err
	}
	st.Write(env.Stdout)
	return nil
}
