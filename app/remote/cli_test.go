package remote_test

// The terminal client (labyrinth join) and labyrinth games, run as the
// binary runs them (cli.Run) against a host on loopback: they are app/cli's
// commands, tested here because they need the network namespace that
// scripts/test.sh gives this package.

import (
	"bytes"
	"fmt"
	"io"
	"net"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/labyrinth-game/labyrinth/app/cli"
	"github.com/labyrinth-game/labyrinth/app/host"
	"github.com/labyrinth-game/labyrinth/engine/announce"
	"github.com/labyrinth-game/labyrinth/engine/game"
	"github.com/labyrinth-game/labyrinth/engine/rules"
	"github.com/labyrinth-game/labyrinth/engine/script"
	"github.com/labyrinth-game/labyrinth/net/discovery"
	"github.com/labyrinth-game/labyrinth/net/netnstest"
)

// run is labyrinth COMMAND ARGS run in the background with stdin.
type run struct {
	out, errOut syncBuffer
	code        chan int
}

func start(args []string, stdin io.Reader) *run {
	r := &run{code: make(chan int, 1)}
	go func() { r.code <- cli.Run(args, stdin, &r.out, &r.errOut) }()
	return r
}

// syncBuffer is a buffer a command writes to while the test reads it.
type syncBuffer struct {
	mu sync.Mutex
	b  bytes.Buffer
}

func (s *syncBuffer) Write(p []byte) (int, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.b.Write(p)
}

func (s *syncBuffer) String() string {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.b.String()
}

// waitOut waits until the command has printed s.
func (r *run) waitOut(t testing.TB, s string) {
	t.Helper()
	waitFor(t, fmt.Sprintf("%q printed", s), func() bool { return strings.Contains(r.out.String(), s) })
}

// wait waits for the command's end and returns its exit status and output.
func (r *run) wait(t testing.TB) (int, string) {
	t.Helper()
	select {
	case code := <-r.code:
		return code, r.out.String()
	case <-time.After(hangGuard):
		t.Fatalf("the command did not end")
		return 0, ""
	}
}

// inputOf is what a player of the sample types: his start cell, then his
// statements, in the order of the script.
func inputOf(lines []script.Line, player int, extra ...string) string {
	var b strings.Builder
	for _, l := range lines {
		if l.Command.Player != player {
			continue
		}
		if l.Command.Kind == game.ChooseStart {
			fmt.Fprintf(&b, "start %d,%d\n", l.Command.Cell.X+1, l.Command.Cell.Y+1)
			continue
		}
		fmt.Fprintln(&b, l.Command.Say)
		for _, e := range extra {
			fmt.Fprintln(&b, e)
		}
		extra = nil
	}
	return b.String()
}

// announcements are the lines of a transcript that print announcements.
func announcements(out string) []string {
	var lines []string
	for _, l := range strings.Split(out, "\n") {
		if strings.HasPrefix(l, "[") {
			lines = append(lines, l)
		}
	}
	return lines
}

// heardAllOf checks that a join's output out printed, as its
// announcements, every event of the game viewer may hear, in order.
func heardAllOf(t testing.TB, h *hosted, who, out string, viewer int) {
	t.Helper()
	info, _ := h.Public()
	want := strings.Join(transcript(h.all(), info.Names, viewer), "\n")
	if got := strings.Join(announcements(out), "\n"); got != want {
		t.Errorf("%s printed\n%s\nwant the announcements\n%s", who, out, want)
	}
}

// bobWon waits for Bob's join, which must end with his win.
func bobWon(t testing.TB, bob *run) {
	t.Helper()
	if code, out := bob.wait(t); code != 0 || !strings.Contains(out, "* game over: you won") {
		t.Errorf("Bob's join: exit %d\n%s", code, out)
	}
}

// transcript is what a join of viewer prints of the events it hears.
func transcript(all []game.Event, names []string, viewer int) []string {
	en := announce.English{Names: names}
	var lines []string
	for _, e := range game.Filter(nil, all, viewer) {
		round := fmt.Sprintf("round %d", e.Round)
		if e.Round == 0 {
			round = "start"
		}
		text := en.Line(e)
		if e.To.Kind != game.ToEveryone {
			text = "(to " + en.Audience(e.To) + " only) " + text
		}
		lines = append(lines, "["+round+"] "+text)
	}
	return lines
}

// TestJoinPiped plays the sample to Bob's win with two labyrinth join fed
// their lines all at once through standard input, as a script would: each
// line waits for its player's turn; Ann finds the game by the name its
// host advertises on loopback, Bob joins at its address; a typo is refused
// and play goes on. Each prints every announcement it hears, and exits 0
// at the end.
func TestJoinPiped(t *testing.T) {
	t.Setenv("XDG_CONFIG_HOME", t.TempDir())
	lo := loopback(t)
	h := hostGame(t, 2, func(c *host.Config) { c.Name, c.Spectators, c.Interface = "Friday maze", 1, lo })
	lines := sampleLines(t)

	ann := start([]string{"join", "Friday maze", "--iface", "lo", "--name", "Ann", "--reveal"}, strings.NewReader(inputOf(lines, 0, "go nort", "/who")))
	ann.waitOut(t, "as Ann, seat 1") // the first seat: the first to play
	bob := start([]string{"join", h.addr(), "--name", "Bob"}, strings.NewReader(inputOf(lines, 1)))
	watcher := start([]string{"join", "--spectate", h.addr()}, strings.NewReader("go up\n"))

	for i, r := range []*run{ann, bob, watcher} {
		code, out := r.wait(t)
		if code != 0 {
			t.Fatalf("join %d: exit status %d\n%s\nstandard error: %s", i, code, out, r.errOut.String())
		}
		viewer := i
		if i == 2 {
			viewer = game.Spectator
		}
		heardAllOf(t, h, fmt.Sprintf("join %d", i), out, viewer)
		for _, s := range map[int][]string{
			0: {`* found "Friday maze" at ` + h.addr() + " on lo", `* joined "Friday maze" at ` + h.addr() + " as Ann, seat 1 of 2",
				"! \"go nort\": expected up, down, left or right (parse_error)", "*   seat 1  Ann (you)", "* game over: Bob won",
				"* the labyrinth as the game master drew it:", "* Ann went (4,4) → "},
			1: {"* your turn", "* game over: you won"},
			2: {`* watching "Friday maze"`, "! go up: a spectator says nothing in the game (spectator)", "* game over: Bob won"},
		}[i] {
			if !strings.Contains(out, s) {
				t.Errorf("join %d did not print %q:\n%s", i, s, out)
			}
		}
	}
	if _, st := h.Public(); st.Phase != game.Over || st.Winner != 1 {
		t.Errorf("the game ended %+v", st)
	}
}

// TestJoinAgain: a join that quits and is started again takes its seat
// back with the ticket it kept, prints the game again from its beginning,
// and plays on to the end. (Without --name it would too, were Bob's ticket
// not kept in the same place: TestTicket.)
func TestJoinAgain(t *testing.T) {
	t.Setenv("XDG_CONFIG_HOME", t.TempDir())
	h := hostGame(t, 2, nil)
	lines := sampleLines(t)
	first, rest := inputOf(lines[:6], 0), inputOf(lines[6:], 0)

	ann := start([]string{"join", h.addr(), "--name", "Ann"}, strings.NewReader(first+"quit\n"))
	ann.waitOut(t, "as Ann, seat 1")
	bob := start([]string{"join", h.addr(), "--name", "Bob"}, strings.NewReader(inputOf(lines, 1)))
	code, out := ann.wait(t)
	if code != 0 || !strings.Contains(out, "* you left the game") {
		t.Fatalf("Ann's first join: exit %d\n%s", code, out)
	}
	ann = start([]string{"join", h.addr(), "--name", "Ann"}, strings.NewReader(rest))
	code, out = ann.wait(t)
	if code != 0 {
		t.Fatalf("Ann's second join: exit %d\n%s\n%s", code, out, ann.errOut.String())
	}
	if !strings.Contains(out, "as Ann, seat 1 of 2") || !strings.Contains(out, "* game over: Bob won") {
		t.Errorf("Ann's second join printed\n%s", out)
	}
	heardAllOf(t, h, "Ann's second join", out, 0)
	bobWon(t, bob)
}

// TestJoinReconnects cuts Ann's connection in the middle of the game: her
// join says so, connects again by itself, and plays on to the end without
// missing or repeating an announcement.
func TestJoinReconnects(t *testing.T) {
	t.Setenv("XDG_CONFIG_HOME", t.TempDir())
	h := hostGame(t, 2, nil)
	p := newProxy(t, h.addr())
	lines := sampleLines(t)
	in, feed := io.Pipe()
	defer feed.Close()
	ann := start([]string{"join", p.Addr(), "--name", "Ann"}, in)
	ann.waitOut(t, "as Ann, seat 1")
	bob := start([]string{"join", h.addr(), "--name", "Bob"}, strings.NewReader(inputOf(lines, 1)))
	all := strings.SplitAfter(inputOf(lines, 0), "\n")
	io.WriteString(feed, strings.Join(all[:3], "")) // her start and two moves
	ann.waitOut(t, "[round 2] Ann — Fell into a pit")
	p.Cut()
	ann.waitOut(t, "* connection lost (")
	io.WriteString(feed, strings.Join(all[3:], ""))
	code, out := ann.wait(t)
	if code != 0 || !strings.Contains(out, "* connected again") {
		t.Fatalf("Ann's join: exit %d\n%s", code, out)
	}
	heardAllOf(t, h, "Ann's join", out, 0)
	bobWon(t, bob)
}

// TestJoinQuitWhileLost: while the host is gone, a line waits for it for
// ever; quit leaves at once all the same.
func TestJoinQuitWhileLost(t *testing.T) {
	t.Setenv("XDG_CONFIG_HOME", t.TempDir())
	h := hostGame(t, 1, nil)
	in, feed := io.Pipe()
	defer feed.Close()
	ann := start([]string{"join", h.addr(), "--name", "Ann"}, in)
	fmt.Fprintln(feed, "start 4,4")
	ann.waitOut(t, "* your turn")
	h.Close()
	ann.waitOut(t, "* connection lost (")
	fmt.Fprintln(feed, "go up")
	fmt.Fprintln(feed, "quit")
	if code, out := ann.wait(t); code != 0 || !strings.Contains(out, "* you left the game") {
		t.Fatalf("exit %d\n%s", code, out)
	}
}

// TestJoinRulesChanged: rules changed from their preset are not called
// by the preset's name, but custom, as labyrinth games calls them; the
// preset's own rules are.
func TestJoinRulesChanged(t *testing.T) {
	t.Setenv("XDG_CONFIG_HOME", t.TempDir())
	changed := rules.Reference()
	changed.HealingMoves = 10
	for _, tt := range []struct {
		rules rules.Rules
		want  string
	}{
		{rules.Reference(), "rules Reference;"},
		{changed, "rules Reference with 1 change;"},
	} {
		h := hostGame(t, 1, func(c *host.Config) { c.Rules = tt.rules })
		out := joinUntil(t, h.addr(), "* the game is made")
		if want := "* the game is made: Ann; " + tt.want + " a 5×5 labyrinth"; !strings.Contains(out, want) {
			t.Errorf("join printed\n%s\nwant %q", out, want)
		}
	}
}

// TestJoinNoWait: with --no-wait a line is said at once, and one said
// before its time is refused with its reason and code.
func TestJoinNoWait(t *testing.T) {
	t.Setenv("XDG_CONFIG_HOME", t.TempDir())
	h := hostGame(t, 1, nil)
	in, feed := io.Pipe()
	defer feed.Close()
	ann := start([]string{"join", h.addr(), "--name", "Ann", "--no-wait"}, in)
	for _, step := range []struct{ line, answer string }{
		{"go up", "! go up: the game has not begun yet (not_begun)"},
		{"start 4,4", "[round 1] Ann's turn."},
		{"/status", "* health healthy; bullets 3; grenades 3; carrying nothing; new cells 0"},
		{"what is my status", "[round 1] Ann: healthy, three bullets, three grenades"},
	} {
		fmt.Fprintln(feed, step.line)
		ann.waitOut(t, step.answer)
	}
	fmt.Fprintln(feed, "quit")
	if code, out := ann.wait(t); code != 0 {
		t.Fatalf("exit %d\n%s", code, out)
	}
}

// TestGames lists a game its host advertises on loopback, and says so
// when there is none.
func TestGames(t *testing.T) {
	lo := loopback(t)
	code, out := start([]string{"games", "--iface", "lo", "--timeout", "1s"}, nil).wait(t)
	if code != 0 || out != "no games answered on lo within 1s\n" {
		t.Errorf("no game: exit %d, %q", code, out)
	}
	h := hostGame(t, 4, func(c *host.Config) { c.Name, c.Code, c.Spectators, c.Interface = "Friday maze", "4711", 5, lo })
	code, out = start([]string{"games", "--iface", "lo", "--timeout", "1s"}, nil).wait(t)
	want := "Friday maze  " + h.addr() + "  rules Reference  4/4 seats free  lobby  join code needed  5/5 spectator places free\n"
	if code != 0 || out != want {
		t.Errorf("exit %d, printed %q, want %q", code, out, want)
	}
	code, _ = start([]string{"games", "--iface", "nosuch0"}, nil).wait(t)
	if code != 1 {
		t.Errorf("an interface that does not exist: exit %d", code)
	}
}

// loopback is the loopback interface, inside the test namespace.
func loopback(t testing.TB) *net.Interface {
	t.Helper()
	netnstest.Require(t)
	lo, err := discovery.Loopback()
	if err != nil {
		t.Fatal(err)
	}
	return lo
}

// TestJoinStartsPlacedByRule: under 001's G2 (l.123) the terminal does not
// ask for a start cell: the game master places everyone.
func TestJoinStartsPlacedByRule(t *testing.T) {
	t.Setenv("XDG_CONFIG_HOME", t.TempDir())
	h := hostGame(t, 1, func(c *host.Config) { c.Master, c.Rules.Starts = host.HumanMaster, rules.StartsMaster })
	out := joinUntil(t, h.addr(), "* the game master places every player (G2)")
	if !strings.Contains(out, "* the game master places every player (G2)") || strings.Contains(out, "choose your start cell") {
		t.Errorf("join printed\n%s", out)
	}
}

// joinUntil joins the game at addr as Ann, waits until join has printed
// text, then quits, and returns what join printed. Quitting at once could
// leave before the game was made (it did under the race detector).
func joinUntil(t *testing.T, addr, text string) string {
	t.Helper()
	in, feed := io.Pipe()
	defer feed.Close()
	ann := start([]string{"join", addr, "--name", "Ann"}, in)
	ann.waitOut(t, text)
	fmt.Fprintln(feed, "quit")
	_, out := ann.wait(t)
	return out
}
