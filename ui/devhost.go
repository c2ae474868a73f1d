package ui

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"math/rand/v2"
	"os"
	"time"

	apphost "github.com/labyrinth-game/labyrinth/app/host"
	"github.com/labyrinth-game/labyrinth/app/remote"
	"github.com/labyrinth-game/labyrinth/engine/game"
	"github.com/labyrinth-game/labyrinth/engine/gen"
	"github.com/labyrinth-game/labyrinth/engine/maze"
	"github.com/labyrinth-game/labyrinth/engine/rules"
	"github.com/labyrinth-game/labyrinth/ui/shell"
)

// "labyrinth dev-host" is a developer's command, for looking at the host's
// screens without a LAN party: it hosts a generated labyrinth on loopback
// only, opens its lobby in the window, and seats bots that join over TCP
// like any player, choose start cells and move at random. Run it inside
// scripts/in-netns.sh (it listens); docs/ui.md describes it.

const devHostUsage = `usage: labyrinth dev-host [--master human|computer] [--seats N] [--bots N] [--size N] [--every D]

For developers: host a generated labyrinth (SIZExSIZE, seed 1) on
127.0.0.1 only, open its lobby, and seat N bots (at most SEATS) that join
over TCP, choose start cells and move at random every D (default 2s).
With --master human the window is the game master's table once the game
starts. Its files go to a temporary directory. Run it inside
scripts/in-netns.sh.
`

// devHost is a parsed "dev-host" command line.
type devHost struct {
	master      apphost.Master
	seats, bots int
	size        int
	every       time.Duration
}

func parseDevHost(args []string) (devHost, error) {
	d := devHost{}
	fs := flag.NewFlagSet("dev-host", flag.ContinueOnError)
	fs.SetOutput(io.Discard)
	master := fs.String("master", "human", "")
	fs.IntVar(&d.seats, "seats", 3, "")
	fs.IntVar(&d.bots, "bots", 2, "")
	fs.IntVar(&d.size, "size", 12, "")
	fs.DurationVar(&d.every, "every", 2*time.Second, "")
	if err := fs.Parse(args); err != nil {
		if errors.Is(err, flag.ErrHelp) {
			return d, errHelp
		}
		return d, err
	}
	d.master = apphost.Master(*master)
	switch {
	case d.master != apphost.HumanMaster && d.master != apphost.ComputerMaster:
		return d, fmt.Errorf("--master is human or computer, not %q", *master)
	case d.seats < 1 || d.seats > game.MaxPlayers:
		return d, fmt.Errorf("--seats is 1 to %d", game.MaxPlayers)
	case d.bots < 0 || d.bots > d.seats:
		return d, errors.New("--bots is 0 to the number of seats")
	case d.size < 3 || d.size > 30:
		return d, errors.New("--size is 3 to 30")
	}
	return d, nil
}

// start hosts the game, seats the bots and opens the lobby in the window.
func (d devHost) start(win *window, stderr io.Writer) error {
	r := rules.Reference()
	r.MoveSeconds = 60
	p := gen.Defaults(d.size, d.size, max(d.seats, 2), gen.Standard, &r)
	p.Seed = 1
	res, err := gen.Generate(p)
	if err != nil {
		return err
	}
	dir, err := os.MkdirTemp("", "labyrinth-dev-host-")
	if err != nil {
		return err
	}
	h, err := apphost.New(apphost.Config{Maze: res.Maze, Rules: r, Seed: 1, Name: "Dev table", Seats: d.seats,
		Spectators: 2, Master: d.master, Listen: "127.0.0.1", Dir: dir})
	if err != nil {
		return err
	}
	for i := range d.bots {
		go devBot(h.Addr().String(), devBotNames[i%len(devBotNames)], d.every, stderr)
	}
	win.hosted(h)
	return nil
}

// devBotNames name the bots.
var devBotNames = []string{"Ann", "Bob", "Cid", "Dee", "Eve", "Fay", "Gus", "Hal", "Ida", "Jon", "Kim", "Lou", "Max", "Ned", "Oda", "Pat"}

// devBot joins as a player, chooses a start cell at random and, on each of
// its turns, waits and says a random step.
func devBot(addr, name string, every time.Duration, stderr io.Writer) {
	ctx := context.Background()
	conn, err := remote.Dial(ctx, remote.Config{Addr: addr, Name: name, Program: shell.AppName + " dev-host bot"})
	if err != nil {
		fmt.Fprintf(stderr, "%s: %v\n", name, err)
		return
	}
	s, err := conn.WaitSeat(ctx)
	if err != nil {
		return
	}
	rng := rand.New(rand.NewPCG(uint64(len(name)), uint64(name[len(name)-1])))
	out := s.Info().Outline
	steps := []string{"go up", "go down", "go left", "go right"}
	for range s.Updates() {
		st := s.State()
		switch {
		case st.Phase == game.Over:
			return
		case st.Phase == game.Choosing && !s.Known().Chose:
			for range 50 {
				c := maze.At(rng.IntN(out.Width()), rng.IntN(out.Height()))
				if out.Inside(c) && s.ChooseStart(c) == nil {
					break
				}
			}
		case st.Phase == game.Playing && st.Turn == s.Viewer():
			time.Sleep(every)
			said := false
			for range 8 {
				if s.SayText(steps[rng.IntN(len(steps))]) == nil {
					said = true
					break
				}
			}
			if !said {
				s.SayText("skip")
			}
		}
	}
}
