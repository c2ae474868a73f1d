package lantest

import (
	"bytes"
	"context"
	"fmt"
	"reflect"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/labyrinth-game/labyrinth/app/bot"
	"github.com/labyrinth-game/labyrinth/app/cli"
	"github.com/labyrinth-game/labyrinth/app/host"
	"github.com/labyrinth-game/labyrinth/app/remote"
	"github.com/labyrinth-game/labyrinth/app/seat"
	"github.com/labyrinth-game/labyrinth/engine/game"
	"github.com/labyrinth-game/labyrinth/engine/gen"
	"github.com/labyrinth-game/labyrinth/engine/rules"
	"github.com/labyrinth-game/labyrinth/net/netnstest"
)

// firstDifference finds the first event a remote seat heard otherwise
// than the same seat at the local session (seat numbers aside).
func firstDifference(seats []seat.Seat, log []game.Event) (seatNo, event int, same bool) {
	for i, s := range seats {
		a, b := s.Events(0), game.Filter(nil, log, i)
		for j := range min(len(a), len(b)) {
			x, y := a[j], b[j]
			x.Seq, y.Seq = 0, 0
			if !reflect.DeepEqual(x, y) {
				return i, j, false
			}
		}
	}
	return 0, 0, true
}

func describe(remote, log []game.Event, i, j int) string {
	local := game.Filter(nil, log, i)
	return fmt.Sprintf("\n remote %+v\n local  %+v", remote[j], local[j])
}

// said is what each seat said in a game, in order.
func said(log []game.Event, seats int) [][]string {
	out := make([][]string, seats)
	for _, e := range log {
		if e.Code == game.Said && e.To.Kind == game.ToEveryone && !e.Recalled {
			out[e.Player] = append(out[e.Player], e.Move.String())
		}
	}
	return out
}

// A bot over the network plays as a local one (issue 13): two bots join a
// host on loopback through the protocol (app/remote) and play a game; the
// same bots, with the same seeds, play the same plan at a session on this
// computer (bot.Match). They say the same statements, and the game ends
// the same way: a remote seat hears what a local one hears.
//
// Standard and expert players shoot: a remote seat learns the bullets the
// shooter has left from the shot's JSON, as a local one from the event
// (§6.5's "three bullets left").
func TestBotOverTheNetworkPlaysAsALocalOne(t *testing.T) {
	netnstest.Require(t)
	t.Run("beginners", func(t *testing.T) { overTheNetwork(t, []bot.Level{bot.Beginner, bot.Beginner}, 3) })
	t.Run("standard and expert", func(t *testing.T) {
		overTheNetwork(t, []bot.Level{bot.Standard, bot.Expert}, 3, 8)
	})
}

func overTheNetwork(t *testing.T, levels []bot.Level, seeds ...uint64) {
	r := rules.Reference()
	for _, seed := range seeds {
		p := gen.Defaults(8, 8, 2, gen.Standard, &r)
		p.Seed = seed
		res, err := gen.Generate(p)
		if err != nil {
			t.Fatal(err)
		}
		local, err := bot.Match(res.Maze, r, levels, seed)
		if err != nil {
			t.Fatal(err)
		}

		h, err := host.New(host.Config{Maze: res.Maze, Rules: r, Seed: seed, Name: "Bots", Seats: 2, Listen: "127.0.0.1", Dir: t.TempDir()})
		if err != nil {
			t.Fatal(err)
		}
		ctx, cancel := context.WithTimeout(context.Background(), 2*time.Minute)
		var conns []*remote.Conn
		for i := range levels {
			conn, err := remote.Dial(ctx, remote.Config{Addr: h.Addr().String(), Name: bot.Names[i], Program: "lantest"})
			if err != nil {
				t.Fatal(err)
			}
			conns = append(conns, conn)
		}
		var seats []seat.Seat
		for _, conn := range conns {
			s, err := conn.WaitSeat(ctx) // the game is made at the last claim
			if err != nil {
				t.Fatal(err)
			}
			seats = append(seats, s)
		}
		// A host takes at most 20 messages a second from a connection.
		const pace = 60 * time.Millisecond
		var wg sync.WaitGroup
		errs := make([]error, len(levels))
		for i, l := range levels {
			// The seeds bot.Match gives its bots.
			pl := bot.NewPlayer(seats[i], l, seed*0x9e3779b97f4a7c15+uint64(i))
			wg.Add(1)
			go func() {
				defer wg.Done()
				errs[i] = pl.Play(ctx, pace)
			}()
		}
		wg.Wait()
		for i, err := range errs {
			if err != nil {
				t.Fatalf("seed %d, %s: %v", seed, bot.Names[i], err)
			}
		}
		remoteSaid := said(seats[0].Events(0), len(levels))
		if i, j, ok := firstDifference(seats, local.Log); !ok {
			t.Errorf("seed %d: %s heard event %d differently over the network: %s", seed, bot.Names[i], j+1, describe(seats[i].Events(0), local.Log, i, j))
		}
		st := seats[0].State()
		cancel()
		for _, c := range conns {
			c.Close()
		}
		h.Close()
		if want := said(local.Log, len(levels)); !reflect.DeepEqual(remoteSaid, want) {
			t.Fatalf("seed %d: over the network the bots said\n%v\nat a local session\n%v", seed, remoteSaid, want)
		}
		if st.Result != local.Result || st.Winner != local.Winner || st.Round != local.Rounds {
			t.Fatalf("seed %d: over the network %s, winner %d, round %d; locally %s, winner %d, round %d", seed, st.Result, st.Winner, st.Round, local.Result, local.Winner, local.Rounds)
		}
		if len(remoteSaid[0]) < 10 {
			t.Fatalf("seed %d: only %d statements", seed, len(remoteSaid[0]))
		}
	}
}

// "labyrinth bot --join ADDR --level L" takes a seat at a hosted game and
// plays it: here against a bot in this process, until stopped.
func TestBotCommandJoinsAndPlays(t *testing.T) {
	netnstest.Require(t)
	r := rules.Reference()
	p := gen.Defaults(6, 6, 2, gen.Standard, &r)
	p.Seed = 4
	res, err := gen.Generate(p)
	if err != nil {
		t.Fatal(err)
	}
	h, err := host.New(host.Config{Maze: res.Maze, Rules: r, Seed: 4, Name: "Bots", Seats: 2, Listen: "127.0.0.1", Dir: t.TempDir()})
	if err != nil {
		t.Fatal(err)
	}
	defer h.Close()
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	conn, err := remote.Dial(ctx, remote.Config{Addr: h.Addr().String(), Name: "Ann", Program: "lantest"})
	if err != nil {
		t.Fatal(err)
	}
	defer conn.Close()
	var out, errs bytes.Buffer // read once the command has returned
	cmdCtx, stop := context.WithCancel(ctx)
	code := make(chan int, 1)
	go func() {
		code <- cli.RunContext(cmdCtx, []string{"bot", "--join", h.Addr().String(), "--level", "expert", "--pace", "300ms", "--seed", "1"}, strings.NewReader(""), &out, &errs)
	}()
	s, err := conn.WaitSeat(ctx)
	if err != nil {
		t.Fatal(err)
	}
	ann := bot.NewPlayer(s, bot.Standard, 1)
	go ann.Play(ctx, 300*time.Millisecond)
	botSaid := func() int {
		n := 0
		for _, e := range s.Events(0) {
			if e.Code == game.Said && e.Player == 1 {
				n++
			}
		}
		return n
	}
	for botSaid() < 3 {
		select {
		case <-ctx.Done():
			t.Fatal("the computer player did not play")
		case <-time.After(100 * time.Millisecond):
		}
	}
	if names := s.Info().Names; len(names) != 2 || names[1] != "ExpertBot" {
		t.Fatalf("players %v", names)
	}
	stop()
	if c := <-code; c != 0 {
		t.Fatalf("exit %d: %s%s", c, out.String(), errs.String())
	}
	if n := strings.Count(out.String(), "\nExpertBot: "); n < 3 {
		t.Fatalf("it printed %d of its statements:\n%s", n, out.String())
	}
	if !strings.Contains(out.String(), "ExpertBot joined \"Bots\"") || !strings.Contains(out.String(), "as an expert computer player") {
		t.Fatalf("output:\n%s", out.String())
	}
}
