package cli

import (
	"context"
	"fmt"

	"github.com/labyrinth-game/labyrinth/app/lan"
	"github.com/labyrinth-game/labyrinth/net/discovery"
	"github.com/labyrinth-game/labyrinth/net/wire"
)

const gamesUsage = "[--iface IFACE] [--timeout D]"

const gamesSummary = `List the Labyrinth games on the local network, as their hosts answer (over
multicast DNS): each game's name, the address to join it at, its rules, the
seats free, whether it is in its lobby, under way or over, and whether it
needs a join code. Games are printed as they are found; the command exits
after --timeout. docs/network.md, "Joining a game".`

func runGames(env Env) error {
	fs := newFlags(env, "games", gamesUsage, gamesSummary)
	iface := fs.String("iface", "", "the network `interface` to look on (default: every one a game could be on)")
	timeout := fs.Duration("timeout", discovery.DefaultBrowseTimeout, "how long to listen for answers")
	if err := parseFlags(fs, env, env.Args); err != nil {
		return err
	}
	if fs.NArg() > 0 {
		fs.Usage()
		return errUsage
	}
	if *timeout <= 0 {
		fmt.Fprintln(env.Stderr, "labyrinth games: --timeout must be positive")
		return errUsage
	}
	ifaces, err := lan.Interfaces(*iface)
	if err != nil {
		return err
	}
	type key struct{ instance, addr string }
	listed := map[key]bool{}
	on := ""
	if len(ifaces) > 1 {
		on = "on "
	}
	err = lan.Browse(context.Background(), ifaces, *timeout, func(fd lan.Found) {
		k := key{fd.Game.Instance, fd.Game.Addr.String()}
		switch {
		case fd.Gone && listed[k]:
			fmt.Fprintf(env.Stdout, "gone: %s (%s)\n", fd.Game.Name, k.addr)
			delete(listed, k)
		case !fd.Gone && !listed[k]:
			listed[k] = true
			where := ""
			if on != "" {
				where = "  " + on + fd.Iface
			}
			fmt.Fprintf(env.Stdout, "%s%s\n", gameLine(fd.Game), where)
		}
	})
	if err != nil {
		return err
	}
	if len(listed) == 0 {
		fmt.Fprintf(env.Stdout, "no games answered on %s within %v\n", lan.InterfaceNames(ifaces), *timeout)
	}
	return nil
}

// gameLine is one game of the list: name, address, rules, seats, state,
// join code, spectators.
func gameLine(g discovery.Game) string {
	line := fmt.Sprintf("%s  %s  rules %s  %d/%d seats free  %s", g.Name, g.Addr, g.Rules, g.SeatsFree, g.Seats, g.State)
	if g.CodeRequired {
		line += "  join code needed"
	}
	if g.Spectators > 0 {
		line += fmt.Sprintf("  %d/%d spectator places free", g.SpectatorsFree, g.Spectators)
	}
	if g.Protocol != wire.Protocol {
		line += fmt.Sprintf("  (protocol %d: needs another version of Labyrinth)", g.Protocol)
	}
	return line
}
