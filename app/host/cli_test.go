package host_test

import (
	"bufio"
	"context"
	"encoding/json"
	"io"
	"os"
	"os/exec"
	"slices"
	"strings"
	"sync"
	"syscall"
	"testing"

	"github.com/labyrinth-game/labyrinth/app/cli"
	"github.com/labyrinth-game/labyrinth/engine/announce"
	"github.com/labyrinth-game/labyrinth/engine/game"
	"github.com/labyrinth-game/labyrinth/engine/rules"
	"github.com/labyrinth-game/labyrinth/net/client"
	"github.com/labyrinth-game/labyrinth/net/labtest"
	"github.com/labyrinth-game/labyrinth/net/netnstest"
)

// The test binary runs "labyrinth host" as a process of its own when
// this variable is set: the command line is the binary's arguments.
const asHost = "LABYRINTH_TEST_RUN_CLI"

func TestMain(m *testing.M) {
	if os.Getenv(asHost) == "1" {
		os.Exit(cli.Run(os.Args[1:], os.Stdin, os.Stdout, os.Stderr))
	}
	if addr := os.Getenv(asClients); addr != "" {
		os.Exit(clientsMain(addr))
	}
	labtest.Main(m, labHelpers) // the tests, or a helper in a lab laptop
}

// lines collects what a command prints, a line at a time.
type lines struct {
	mu    sync.Mutex
	all   []string
	added chan struct{}
}

func newLines(r io.Reader) *lines {
	l := &lines{added: make(chan struct{}, 1)}
	go func() {
		sc := bufio.NewScanner(r)
		for sc.Scan() {
			l.mu.Lock()
			l.all = append(l.all, sc.Text())
			l.mu.Unlock()
		}
	}()
	return l
}

func (l *lines) get() []string {
	l.mu.Lock()
	defer l.mu.Unlock()
	return append([]string(nil), l.all...)
}

// value waits for the line that starts with prefix and returns the rest.
func (l *lines) value(t testing.TB, prefix string) string {
	t.Helper()
	var v string
	waitFor(t, "a line "+prefix, func() bool {
		for _, s := range l.get() {
			if rest, ok := strings.CutPrefix(s, prefix); ok {
				v = rest
				return true
			}
		}
		return false
	})
	return v
}

// transcript is the log lines of events a host prints for all: every
// event with its audience, as "labyrinth host" says them.
func transcript(all []game.Event, names []string) []string {
	en := announce.English{Names: names}
	var out []string
	for _, e := range all {
		to := "the game master"
		switch e.To.Kind {
		case game.ToEveryone:
			to = "everyone"
		case game.ToPlayer:
			to = names[e.To.Player]
		}
		out = append(out, "to "+to+": "+en.Line(e))
	}
	return out
}

// eventLines are the lines of a host's log that tell events.
func eventLines(all []string) []string {
	var out []string
	for _, s := range all {
		if strings.HasPrefix(s, "to ") {
			out = append(out, s)
		}
	}
	return out
}

// TestHostCommand runs "labyrinth host" in this process: it prints where
// it listens and its code, logs the whole game as the reference's
// announcements with their audiences, the seats taken, and stops cleanly
// when its context ends (as on SIGINT).
func TestHostCommand(t *testing.T) {
	netnstest.Require(t)
	t.Setenv("XDG_CONFIG_HOME", t.TempDir())
	ctx, cancel := context.WithCancel(context.Background())
	r, w := io.Pipe()
	out := newLines(r)
	var stderr strings.Builder
	code := make(chan int, 1)
	go func() {
		code <- cli.RunContext(ctx, []string{"host", "--maze", samplePlan, "--seed", "1", "--name", "Friday maze", "--port", "0",
			"--code", "4711", "--spectators", "1", "--iface", "lo"}, nil, w, &stderr)
		w.Close()
	}()
	addr := out.value(t, "address: 127.0.0.1:")
	addr = "127.0.0.1:" + addr
	if got := out.value(t, "join code: "); got != "4711" {
		t.Errorf("join code: %q", got)
	}
	if got := out.value(t, "advertising: "); got != `on lo as "Friday maze"` {
		t.Errorf("advertising: %q", got)
	}
	journal := out.value(t, "journal: ")
	players := []*client.Client{dial(t, addr, client.Config{Name: "Ann", Code: "4711"}), dial(t, addr, client.Config{Name: "Bob", Code: "4711"})}
	play(t, players, sample(t))
	all := uninterrupted(t, rules.Reference())
	want := transcript(all, []string{"Ann", "Bob"})
	waitFor(t, "the whole game in the log", func() bool { return len(eventLines(out.get())) >= len(want) })
	cancel()
	if c := <-code; c != 0 {
		t.Fatalf("exit status %d: %s", c, stderr.String())
	}
	got := out.get()
	if !slices.Equal(eventLines(got), want) {
		t.Errorf("the log's announcements:\n%s\nwant\n%s", strings.Join(eventLines(got), "\n"), strings.Join(want, "\n"))
	}
	for _, line := range []string{`hosting: "Friday maze" for 2 players, rules Reference, up to 1 spectator`, "claimed: Ann (seat 1)", "connected: Bob (seat 2)", "game: made for Ann, Bob",
		"to Ann: Ann chose to start at (4,4).", "stopped: the game is withdrawn from the network and saved; resume with: labyrinth host --resume " + journal} {
		if !slices.Contains(got, line) {
			t.Errorf("the log has no line %q", line)
		}
	}
	// A game that is over resumes too, for its reveal; as JSON.
	ctx2, cancel2 := context.WithCancel(context.Background())
	r2, w2 := io.Pipe()
	out2 := newLines(r2)
	var stderr2 strings.Builder
	go func() {
		code <- cli.RunContext(ctx2, []string{"host", "--resume", journal, "--no-advertise", "--json"}, nil, w2, &stderr2)
		w2.Close()
	}()
	waitFor(t, "the resumed host's first lines", func() bool { return len(out2.get()) >= 2 })
	cancel2()
	if c := <-code; c != 0 {
		t.Fatalf("resumed: exit status %d: %s", c, stderr2.String())
	}
	kinds := map[string]map[string]any{}
	for _, s := range out2.get() {
		var m map[string]any
		if err := json.Unmarshal([]byte(s), &m); err != nil {
			t.Fatalf("a line that is not JSON: %q", s)
		}
		kinds[m["kind"].(string)] = m
	}
	if m := kinds["resumed"]; m == nil || m["events"] != float64(len(all)) {
		t.Errorf("resumed: %v", m)
	}
	if m := kinds["hosting"]; m == nil || m["name"] != "Friday maze" || m["code"] != "4711" || m["addresses"] == nil {
		t.Errorf("hosting: %v", m)
	}
}

// hostProcess runs "labyrinth host ARGS" as a process of its own (this
// test binary) and returns it with its output.
func hostProcess(t *testing.T, args ...string) (*exec.Cmd, *lines) {
	t.Helper()
	cmd := exec.Command(os.Args[0], append([]string{"host"}, args...)...)
	cmd.Env = append(os.Environ(), asHost+"=1")
	stdout, err := cmd.StdoutPipe()
	if err != nil {
		t.Fatal(err)
	}
	cmd.Stderr = os.Stderr
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() {
		cmd.Process.Kill()
		cmd.Wait()
	})
	return cmd, newLines(stdout)
}

// TestHostProcessKilled: a host killed outright (SIGKILL) in the middle of
// a game is resumed from its journal on the same port; its players come
// back by themselves and the game ends as the uninterrupted one. SIGTERM
// then stops the resumed host cleanly: exit status 0.
func TestHostProcessKilled(t *testing.T) {
	netnstest.Require(t)
	t.Setenv("XDG_CONFIG_HOME", t.TempDir())
	cmd, out := hostProcess(t, "--maze", samplePlan, "--seed", "1", "--port", "0", "--spectators", "1", "--no-advertise")
	addr := "127.0.0.1:" + out.value(t, "address: 127.0.0.1:")
	journal := out.value(t, "journal: ")
	watcher := dial(t, addr, client.Config{Spectate: true})
	players := []*client.Client{dial(t, addr, client.Config{Name: "Ann"}), dial(t, addr, client.Config{Name: "Bob"})}
	lines := sample(t)
	play(t, players, lines[:9])

	cmd.Process.Kill()
	cmd.Wait()
	cmd, out = hostProcess(t, "--resume", journal)
	out.value(t, "resumed: ")
	play(t, players, lines[9:])
	everyoneHeard(t, uninterrupted(t, rules.Reference()), players, watcher)
	cmd.Process.Signal(syscall.SIGTERM)
	if err := cmd.Wait(); err != nil {
		t.Fatalf("SIGTERM: %v", err)
	}
	if !strings.HasPrefix(out.value(t, "stopped: "), "the game is withdrawn") {
		t.Error("no word of the stop")
	}
}
