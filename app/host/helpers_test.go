package host_test

import (
	"context"
	"errors"
	"fmt"
	"io"
	"os"
	"sort"
	"sync"
	"testing"
	"time"

	"github.com/labyrinth-game/labyrinth/app/host"
	"github.com/labyrinth-game/labyrinth/engine/game"
	"github.com/labyrinth-game/labyrinth/engine/maze"
	"github.com/labyrinth-game/labyrinth/engine/rules"
	"github.com/labyrinth-game/labyrinth/engine/script"
	"github.com/labyrinth-game/labyrinth/net/client"
	"github.com/labyrinth-game/labyrinth/net/netnstest"
	"github.com/labyrinth-game/labyrinth/net/testgame"
	"github.com/labyrinth-game/labyrinth/net/wire"
)

// The reference's sample plan, and its sample game played on to Bob's win.
const (
	samplePlan   = testgame.SamplePlan
	sampleScript = "testdata/sample-win.script"
)

// Shared with the tests of net/.
var (
	waitFor    = testgame.WaitFor
	heardAs    = testgame.HeardAs
	sameEvents = testgame.SameEvents
)

func readPlan(t testing.TB) *maze.Maze {
	t.Helper()
	return testgame.New(t, 1).Plan
}

// readSample reads the sample game's script.
func readSample(t testing.TB) *script.Script {
	t.Helper()
	data, err := os.ReadFile(sampleScript)
	if err != nil {
		t.Fatal(err)
	}
	sc, err := script.Parse(string(data))
	if err != nil {
		t.Fatal(err)
	}
	return sc
}

// sample is the sample game's lines: each player's start choice, then
// the statements (the script's beginning is the host's to make).
func sample(t testing.TB) []script.Line {
	t.Helper()
	sc := readSample(t)
	var out []script.Line
	for {
		l, err := sc.Next()
		if err == io.EOF {
			return out
		}
		if err != nil {
			t.Fatal(err)
		}
		if l.Command.Kind != game.Begin {
			out = append(out, l)
		}
	}
}

// uninterrupted is every event of the sample game played straight
// through, without a network: what a hosted game must end with.
func uninterrupted(t testing.TB, r rules.Rules) []game.Event {
	t.Helper()
	var all []game.Event
	g, err := readSample(t).Play(game.Setup{Maze: readPlan(t), Rules: r}, func(s script.Step) bool {
		all = append(all, s.Events...)
		return true
	})
	if err != nil || g.Phase() != game.Over {
		t.Fatalf("the sample does not play to its end: %v", err)
	}
	return all
}

// config is a game of the sample plan for two players with a spectator
// place, on loopback, its files in a fresh directory.
func config(t testing.TB) host.Config {
	return host.Config{
		Maze: readPlan(t), Rules: rules.Reference(), Seed: 1,
		Name: "Test maze", Seats: 2, Spectators: 2,
		Listen: "127.0.0.1", Dir: t.TempDir(),
	}
}

// recorder keeps a host's log.
type recorder struct {
	mu      sync.Mutex
	entries []host.Entry
}

func (r *recorder) log(e host.Entry) {
	r.mu.Lock()
	r.entries = append(r.entries, e)
	r.mu.Unlock()
}

// events are the game's events the host logged.
func (r *recorder) events() []game.Event {
	r.mu.Lock()
	defer r.mu.Unlock()
	var out []game.Event
	for _, e := range r.entries {
		if e.Kind == host.EntryEvent {
			out = append(out, *e.Event)
		}
	}
	return out
}

func (r *recorder) has(match func(host.Entry) bool) bool {
	r.mu.Lock()
	defer r.mu.Unlock()
	for _, e := range r.entries {
		if match(e) {
			return true
		}
	}
	return false
}

// start hosts cfg inside the test namespace (the test is skipped
// elsewhere) and closes the host when the test ends.
func start(t testing.TB, cfg host.Config) *host.Host {
	t.Helper()
	netnstest.Require(t)
	if testing.Verbose() && cfg.Log == nil {
		cfg.Log = func(e host.Entry) { t.Logf("host: %+v", e) }
	}
	h, err := host.New(cfg)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { h.Close() })
	return h
}

// resume resumes the host of journal and closes it when the test ends.
func resume(t testing.TB, journal string, rc host.ResumeConfig) *host.Host {
	t.Helper()
	h, err := host.Resume(journal, rc)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { h.Close() })
	return h
}

// dial joins the host at addr as cfg says, with quick reconnections.
func dial(t testing.TB, addr string, cfg client.Config) *client.Client {
	t.Helper()
	cfg.Addr = addr
	return testgame.Dial(t, cfg)
}

// play plays lines, each by its player's client, and fails the test on a
// refusal.
func play(t testing.TB, players []*client.Client, lines []script.Line) {
	t.Helper()
	for _, l := range lines {
		if err := playLine(players[l.Command.Player], l); err != nil {
			t.Fatalf("line %d %q: %v", l.N, l.Text, err)
		}
	}
}

// playLine plays one line by c.
func playLine(c *client.Client, l script.Line) error {
	ctx, cancel := context.WithTimeout(context.Background(), testgame.HangGuard)
	defer cancel()
	switch l.Command.Kind {
	case game.ChooseStart:
		return c.ChooseStart(ctx, l.Command.Cell)
	case game.Say:
		return c.SayStatement(ctx, l.Command.Say)
	}
	return errors.New("not a player's command")
}

// everyoneHeard waits until each player and the spectator watcher heard
// what his seat may hear of the game over (all) and got the reveal, and
// checks that they heard exactly that.
func everyoneHeard(t testing.TB, all []game.Event, players []*client.Client, watcher *client.Client) {
	t.Helper()
	for i, c := range append(players[:len(players):len(players)], watcher) {
		viewer := i
		if c == watcher {
			viewer = game.Spectator
		}
		want := heardAs(all, viewer)
		waitFor(t, fmt.Sprintf("viewer %d's events and the reveal", viewer), func() bool {
			_, revealed := c.Reveal()
			return c.Heard() >= len(want) && revealed
		})
		sameEvents(t, fmt.Sprintf("viewer %d", viewer), c.EventsSince(0), want)
	}
}

// sameLog compares two games' events as the game master heard them.
func sameLog(t testing.TB, who string, got, want []game.Event) {
	t.Helper()
	sameEvents(t, who, asWire(got), asWire(want))
}

func asWire(evs []game.Event) []wire.Event {
	out := make([]wire.Event, len(evs))
	for i, e := range evs {
		out[i] = wire.Event{N: e.Seq, Event: e}
	}
	return out
}

// fakeClock is a Clock whose timers run when the test says. Its time
// stands still at fakeNow.
type fakeClock struct {
	mu     sync.Mutex
	timers []*fakeTimer
}

// fakeNow is the time by a fakeClock.
var fakeNow = time.Date(2026, 3, 14, 15, 30, 0, 0, time.UTC)

func (c *fakeClock) Now() time.Time { return fakeNow }

type fakeTimer struct {
	d    time.Duration
	f    func()
	done bool // stopped or fired
}

func (c *fakeClock) AfterFunc(d time.Duration, f func()) func() bool {
	c.mu.Lock()
	defer c.mu.Unlock()
	ft := &fakeTimer{d: d, f: f}
	c.timers = append(c.timers, ft)
	return func() bool {
		c.mu.Lock()
		defer c.mu.Unlock()
		was := !ft.done
		ft.done = true
		return was
	}
}

// pending are the durations of the timers that neither ran nor stopped.
func (c *fakeClock) pending() []time.Duration {
	c.mu.Lock()
	defer c.mu.Unlock()
	var out []time.Duration
	for _, ft := range c.timers {
		if !ft.done {
			out = append(out, ft.d)
		}
	}
	sort.Slice(out, func(i, j int) bool { return out[i] < out[j] })
	return out
}

// fire runs the pending timers of duration d, and reports how many.
func (c *fakeClock) fire(d time.Duration) int {
	c.mu.Lock()
	var run []func()
	for _, ft := range c.timers {
		if !ft.done && ft.d == d {
			ft.done = true
			run = append(run, ft.f)
		}
	}
	c.mu.Unlock()
	for _, f := range run {
		f()
	}
	return len(run)
}
