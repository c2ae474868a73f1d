package host_test

import (
	"context"
	"errors"
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
	"github.com/labyrinth-game/labyrinth/net/wire"
)

// hangGuard turns a wait for something that never comes into a failure.
// It is no timing assertion: everything awaited happens within
// milliseconds on loopback.
const hangGuard = 60 * time.Second

// The reference's sample plan, and its sample game played on to Bob's win.
const (
	samplePlan   = "../../docs/examples/reference-sample.json"
	sampleScript = "testdata/sample-win.script"
)

func readPlan(t testing.TB) *maze.Maze {
	t.Helper()
	data, err := os.ReadFile(samplePlan)
	if err != nil {
		t.Fatal(err)
	}
	m, err := maze.Decode(data)
	if err != nil {
		t.Fatal(err)
	}
	return m
}

// sample is the sample game's lines: each player's start choice, then
// the statements (the script's beginning is the host's to make).
func sample(t testing.TB) []script.Line {
	t.Helper()
	f, err := os.Open(sampleScript)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	sc, err := script.Read(f)
	if err != nil {
		t.Fatal(err)
	}
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
	f, err := os.Open(sampleScript)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	sc, err := script.Read(f)
	if err != nil {
		t.Fatal(err)
	}
	var all []game.Event
	g, err := sc.Play(game.Setup{Maze: readPlan(t), Rules: r}, func(s script.Step) bool {
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
	cfg.MinBackoff, cfg.MaxBackoff = 5*time.Millisecond, 50*time.Millisecond
	if testing.Verbose() {
		who := cfg.Name
		if cfg.Spectate {
			who = "spectator"
		}
		cfg.Logf = func(f string, a ...any) { t.Logf(who+": "+f, a...) }
	}
	c, err := client.Dial(context.Background(), cfg)
	if err != nil {
		t.Fatalf("joining %s as %q: %v", addr, cfg.Name, err)
	}
	t.Cleanup(func() { c.Close() })
	return c
}

// waitFor waits until cond holds.
func waitFor(t testing.TB, what string, cond func() bool) {
	t.Helper()
	guard := time.Now().Add(hangGuard)
	for !cond() {
		if time.Now().After(guard) {
			t.Fatalf("still waiting for %s after %v", what, hangGuard)
		}
		time.Sleep(2 * time.Millisecond)
	}
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
	ctx, cancel := context.WithTimeout(context.Background(), hangGuard)
	defer cancel()
	switch l.Command.Kind {
	case game.ChooseStart:
		return c.ChooseStart(ctx, l.Command.Cell)
	case game.Say:
		return c.SayStatement(ctx, l.Command.Say)
	}
	return errors.New("not a player's command")
}

// heardAs is what viewer may hear of the game's events, numbered as the
// seat numbers them.
func heardAs(all []game.Event, viewer int) []wire.Event {
	var out []wire.Event
	for _, e := range game.Filter(nil, all, viewer) {
		e.Seq = len(out) + 1
		out = append(out, wire.Event{N: e.Seq, Event: e})
	}
	return out
}

// sameEvents compares events as the wire writes them.
func sameEvents(t testing.TB, who string, got, want []wire.Event) {
	t.Helper()
	for i := range max(len(got), len(want)) {
		var g, w []byte
		if i < len(got) {
			g, _ = wire.Encode(got[i])
		}
		if i < len(want) {
			w, _ = wire.Encode(want[i])
		}
		if string(g) != string(w) {
			t.Fatalf("%s: event %d is\n  %s\nwant\n  %s", who, i+1, g, w)
		}
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

// fakeClock is a Clock whose timers run when the test says.
type fakeClock struct {
	mu     sync.Mutex
	timers []*fakeTimer
}

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
