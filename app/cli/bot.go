package cli

import (
	"fmt"
	"strconv"
	"strings"
	"time"

	"github.com/labyrinth-game/labyrinth/app/bot"
	"github.com/labyrinth-game/labyrinth/app/lan"
	"github.com/labyrinth-game/labyrinth/app/remote"
	"github.com/labyrinth-game/labyrinth/engine/announce"
	"github.com/labyrinth-game/labyrinth/engine/game"
	"github.com/labyrinth-game/labyrinth/engine/moves"
	"github.com/labyrinth-game/labyrinth/net/wire"
)

const botUsage = "--join ADDR|NAME [--level L] [--name PLAYER] [--code CODE] [--pace D] [--seed S] [--iface IFACE] [--timeout D]"

const botSummary = `Seat a computer player (docs/bots.md) at a game on the local network: it
joins like "labyrinth join" does — ADDR is the host's address (HOST:PORT),
NAME the game's name as "labyrinth games" lists it — takes a seat under
--name, chooses its start cell and plays its seat to the end, hearing
exactly what a person in that seat hears. Each of its statements is printed
as it is said; it waits --pace before each, so that the people at the table
follow its moves. Exits 0 when the game is over for it.`

func runBot(env Env) error {
	fs := newFlags(env, "bot", botUsage, botSummary)
	join := fs.String("join", "", "the game: the host's `ADDR` (HOST:PORT) or the game's name")
	levelArg := fs.String("level", "standard", "how it plays: beginner, standard or expert")
	name := fs.String("name", "", "its player `name`, one word (default: the level's, \"StandardBot\")")
	code := fs.String("code", "", "the game's join `code`, if the host set one")
	pace := fs.Duration("pace", bot.DefaultPace, fmt.Sprintf("how long it waits before each statement, %v to %v", bot.MinPace, bot.MaxPace))
	seedArg := fs.String("seed", "", "seed of its choices, a whole number (default: a random one)")
	iface := fs.String("iface", "", "the network `interface` to look for the game on (default: every one a game could be on)")
	timeout := fs.Duration("timeout", 3*time.Second, "how long to look for the game by name")
	args, err := parseFlagsAnywhere(fs, env, env.Args)
	if err != nil {
		return err
	}
	usage := func(format string, a ...any) error {
		fmt.Fprintf(env.Stderr, "labyrinth bot: "+format+"\n", a...)
		fs.Usage()
		return errUsage
	}
	switch {
	case len(args) > 0:
		return usage("unexpected argument %q", args[0])
	case *join == "":
		return usage("--join ADDR|NAME: which game to join")
	case *pace < bot.MinPace || *pace > bot.MaxPace:
		return usage("--pace %v: from %v to %v, so that people follow its moves", *pace, bot.MinPace, bot.MaxPace)
	case *timeout <= 0:
		return usage("--timeout must be positive")
	}
	level, err := bot.ParseLevel(*levelArg)
	if err != nil {
		return usage("--level: %v", err)
	}
	if *name == "" {
		*name = botName(level)
	}
	if err := wire.CheckName(*name); err != nil {
		return usage("--name: %v", err)
	}
	seed := uint64(time.Now().UnixNano())
	if *seedArg != "" {
		if seed, err = strconv.ParseUint(*seedArg, 10, 64); err != nil {
			return usage("--seed %q is not a whole number from 0 to 18446744073709551615", *seedArg)
		}
	}
	cfg := remote.Config{Name: *name, Code: *code, Program: "labyrinth bot", RequestTimeout: -1}
	if lan.IsAddress(*join) {
		cfg.Addr = *join
	} else if cfg.Addr, cfg.Game, err = findGame(env, *join, *iface, *timeout); err != nil {
		return err
	}
	ctx := env.context()
	conn, err := remote.Dial(ctx, cfg)
	if err != nil {
		return joinError(cfg, err)
	}
	defer conn.Close()
	article := "a"
	if strings.HasPrefix(level.String(), "e") {
		article = "an"
	}
	fmt.Fprintf(env.Stdout, "* %s joined %q at %s, seat %d of %d, as %s %v computer player; waiting for the game to be made\n",
		*name, conn.Hello().Game, cfg.Addr, conn.Viewer()+1, conn.Hello().Seats, article, level)
	s, err := conn.WaitSeat(ctx)
	if err != nil {
		return err
	}
	p := bot.NewPlayer(s, level, seed)
	p.Told = func(st moves.Statement) { fmt.Fprintf(env.Stdout, "%s: %s\n", *name, st) }
	if err := p.Play(ctx, *pace); err != nil {
		if ctx.Err() != nil {
			fmt.Fprintf(env.Stdout, "* stopped; the seat stays %s's until the game ends\n", *name)
			return nil
		}
		return err
	}
	en := announce.English{Names: s.Info().Names}
	for _, e := range s.Events(0) {
		if e.Code == game.GameOver {
			fmt.Fprintf(env.Stdout, "* %s\n", en.Text(e))
			return nil
		}
	}
	fmt.Fprintf(env.Stdout, "* %s is out of the game\n", *name)
	return nil
}

// botName is a computer player's default name: "StandardBot".
func botName(l bot.Level) string {
	s := l.String()
	return string(s[0]-'a'+'A') + s[1:] + "Bot"
}
