package remote_test

import (
	"context"
	"io"
	"math"
	"os"
	"testing"
	"time"

	"github.com/labyrinth-game/labyrinth/app/host"
	"github.com/labyrinth-game/labyrinth/app/remote"
	"github.com/labyrinth-game/labyrinth/engine/game"
	"github.com/labyrinth-game/labyrinth/engine/maze"
	"github.com/labyrinth-game/labyrinth/engine/rules"
	"github.com/labyrinth-game/labyrinth/engine/script"
	"github.com/labyrinth-game/labyrinth/net/netnstest"
	"github.com/labyrinth-game/labyrinth/net/testgame"
	"github.com/labyrinth-game/labyrinth/net/wire"
)

// The reference's sample game (part A, "A game example") on a maze built
// for it, played on to Bob's win: Ann and Bob. The script is app/host's
// test game too.
const sampleScript = "../host/testdata/sample-win.script"

// Shared with the tests of net/ and app/host.
var (
	waitFor  = testgame.WaitFor
	newProxy = testgame.NewProxy
)

const hangGuard = testgame.HangGuard

// hosted is a game hosted by app/host on loopback, inside the test
// namespace (the test is skipped elsewhere), with the computer as game
// master.
type hosted struct {
	*host.Host
	t testing.TB
}

// hostGame hosts the sample plan for seats players; cfg may change the
// configuration first. The host is closed when the test ends.
func hostGame(t testing.TB, seats int, cfg func(*host.Config)) *hosted {
	t.Helper()
	netnstest.Require(t)
	c := host.Config{
		Maze: testgame.New(t, 1).Plan, Rules: rules.Reference(), Seed: 1,
		Name: "Test maze", Seats: seats, Listen: "127.0.0.1", Dir: t.TempDir(),
	}
	if cfg != nil {
		cfg(&c)
	}
	h, err := host.New(c)
	if err != nil {
		t.Fatal(err)
	}
	hg := &hosted{Host: h, t: t}
	t.Cleanup(func() { hg.Close() })
	return hg
}

// addr is where players join.
func (h *hosted) addr() string { return h.Addr().String() }

// all is every event of the game so far.
func (h *hosted) all() []game.Event { return h.Events(0, math.MaxInt32) }

// restart stops the host and resumes it from its files on the same port,
// as labyrinth host --resume does after a crash.
func (h *hosted) restart(t testing.TB) {
	t.Helper()
	journal := h.JournalPath()
	h.Close()
	r, err := host.Resume(journal, host.ResumeConfig{})
	if err != nil {
		t.Fatalf("resuming the host: %v", err)
	}
	h.Host = r
}

// dial joins with quick reconnections, and closes the connection when
// the test ends.
func dial(t testing.TB, cfg remote.Config) *remote.Conn {
	t.Helper()
	if cfg.MaxBackoff == 0 {
		cfg.MinBackoff, cfg.MaxBackoff = 5*time.Millisecond, 50*time.Millisecond
	}
	if testing.Verbose() {
		who := cfg.Name
		if cfg.Spectate {
			who = "spectator"
		}
		cfg.Logf = func(f string, a ...any) { t.Logf(who+": "+f, a...) }
	}
	ctx, cancel := context.WithTimeout(context.Background(), hangGuard)
	defer cancel()
	c, err := remote.Dial(ctx, cfg)
	if err != nil {
		t.Fatalf("joining %s as %q: %v", cfg.Addr, cfg.Name, err)
	}
	t.Cleanup(func() { c.Close() })
	return c
}

// seatOf waits for the game to be made and returns the connection's seat.
func seatOf(t testing.TB, c *remote.Conn) *remote.Seat {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), hangGuard)
	defer cancel()
	s, err := c.WaitSeat(ctx)
	if err != nil {
		t.Fatalf("waiting for the game: %v", err)
	}
	return s
}

// sampleLines are the sample script's commands of the players (the host
// begins the game by itself once both have chosen).
func sampleLines(t testing.TB) []script.Line { return scriptLines(t, sampleScript) }

func readSample(t testing.TB) *script.Script { return readScript(t, sampleScript) }

// scriptLines are the players' commands of the script at path.
func scriptLines(t testing.TB, path string) []script.Line {
	t.Helper()
	sc := readScript(t, path)
	var lines []script.Line
	for {
		l, err := sc.Next()
		if err == io.EOF {
			return lines
		}
		if err != nil {
			t.Fatal(err)
		}
		if l.Player != "" {
			lines = append(lines, l)
		}
	}
}

func readScript(t testing.TB, path string) *script.Script {
	t.Helper()
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	sc, err := script.Parse(string(data))
	if err != nil {
		t.Fatal(err)
	}
	return sc
}

// uninterrupted plays the sample straight through on the engine, without
// a network: the events a hosted game of it must end with, and how it
// leaves the plan.
func uninterrupted(t testing.TB) ([]game.Event, *maze.Maze) {
	t.Helper()
	var all []game.Event
	g, err := readSample(t).Play(game.Setup{Maze: testgame.New(t, 1).Plan, Rules: rules.Reference()}, func(s script.Step) bool {
		all = append(all, s.Events...)
		return true
	})
	if err != nil || g.Phase() != game.Over {
		t.Fatalf("the sample does not play to its end: %v", err)
	}
	return all, g.Plan()
}

// play plays lines through the players' seats, each accepted.
func play(t testing.TB, seats []*remote.Seat, lines []script.Line) {
	t.Helper()
	for _, l := range lines {
		if err := say(seats[l.Command.Player], l.Command); err != nil {
			t.Fatalf("line %d, %s: %v", l.N, l.Text, err)
		}
	}
}

// say sends a script's command through a seat.
func say(s *remote.Seat, c game.Command) error {
	if c.Kind == game.ChooseStart {
		return s.ChooseStart(c.Cell)
	}
	return s.Say(c.Say)
}

// sameHeard checks that a seat heard exactly what its viewer may hear of
// all, numbered 1, 2, 3 for itself, once it has heard that much.
func sameHeard(t testing.TB, who string, s *remote.Seat, all []game.Event) {
	t.Helper()
	want := testgame.HeardAs(all, s.Viewer())
	waitFor(t, who+"'s events", func() bool { return s.Heard() >= len(want) })
	var got []wire.Event
	for _, e := range s.Events(0) {
		got = append(got, wire.Event{N: e.Seq, Event: e})
	}
	testgame.SameEvents(t, who, got, want)
}
