package remote_test

// The commands on the simulated LAN of scripts/lan-lab.sh, as people at
// their laptops run them: "labyrinth host" in laptop 1, "labyrinth join"
// and "labyrinth games" in the others, each a process of its own on its
// own address, finding each other over mDNS across the bridge. The tests
// skip outside the lab (docs/network.md, "Testing networking on one
// machine").

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"net/netip"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/labyrinth-game/labyrinth/app/cli"
	"github.com/labyrinth-game/labyrinth/engine/game"
	"github.com/labyrinth-game/labyrinth/net/discovery"
	"github.com/labyrinth-game/labyrinth/net/labtest"
	"github.com/labyrinth-game/labyrinth/net/wire"
)

// threePlayers is the lab's game: Ann, Bob and Cid on the 5×5 sample
// maze, played to Ann's win.
const (
	threePlayers = "testdata/three-players.script"
	threeMaze    = "../../assets/mazes/sample-5x5.json"
)

// The roles a laptop's copy of this test binary can take (labtest.Main):
// each runs the labyrinth command of its name; "watch" is join.
func TestMain(m *testing.M) {
	helpers := map[string]func([]string) error{}
	for _, command := range []string{"host", "join", "games"} {
		helpers[command] = func(args []string) error { return labyrinthCommand(command, args) }
	}
	// A spectator's join, named apart from a player's in the test's log.
	helpers["watch"] = func(args []string) error { return labyrinthCommand("join", args) }
	labtest.Main(m, helpers)
}

// labyrinthCommand runs "labyrinth COMMAND ARGS[1:]" in a laptop with
// ARGS[0] as the user's configuration directory (XDG_CONFIG_HOME: the
// tickets of join, the games of host), and exits with its status. It
// refuses to run anywhere but in a lab laptop: the commands choose their
// interface by themselves, and must find eth0 there and nothing real.
func labyrinthCommand(command string, args []string) error {
	if _, err := labtest.LaptopInterface(); err != nil {
		return err
	}
	if len(args) == 0 {
		return errors.New("usage: " + command + " CONFIG-DIR [ARGS...]")
	}
	if err := os.Setenv("XDG_CONFIG_HOME", args[0]); err != nil {
		return err
	}
	os.Exit(cli.Run(append([]string{command}, args[1:]...), os.Stdin, os.Stdout, os.Stderr))
	return nil
}

// user is someone at a laptop of the lab, with his own configuration.
type user struct {
	labtest.Laptop
	config string
}

// users are one user per laptop of the lab.
func users(t *testing.T, lab *labtest.Lab) []user {
	var us []user
	for _, l := range lab.Laptops {
		dir := filepath.Join(t.TempDir(), l.NS)
		if err := os.Mkdir(dir, 0o700); err != nil {
			t.Fatal(err)
		}
		us = append(us, user{l, dir})
	}
	return us
}

// labyrinth runs "labyrinth COMMAND ARGS" at the user's laptop. It is
// stopped with SIGTERM, as a person's Ctrl-C would, when the test ends.
func (u user) labyrinth(t *testing.T, command string, args ...string) *labtest.Proc {
	t.Helper()
	p := u.StartHelper(t, command, append([]string{u.config}, args...)...)
	t.Cleanup(func() { p.Signal(syscall.SIGTERM) }) // before the helper's own Stop: cleanups run last in, first out
	return p
}

func absPath(t *testing.T, path string) string {
	t.Helper()
	abs, err := filepath.Abs(path)
	if err != nil {
		t.Fatal(err)
	}
	return abs
}

// hostLine is one line of "labyrinth host --json".
type hostLine struct {
	Kind         string          `json:"kind"`
	Addresses    []string        `json:"addresses"`
	AdvertisedOn string          `json:"advertised_on"`
	Instance     string          `json:"instance"`
	Event        json.RawMessage `json:"event"`
}

// hosting waits for the first line of "labyrinth host --json" and returns
// it.
func hosting(t *testing.T, host *labtest.Proc) hostLine {
	t.Helper()
	var h hostLine
	host.ExpectFunc("the hosting line", func(s string) bool { h = hostKind(s, "hosting"); return h.Kind != "" }, hangGuard)
	return h
}

// hostKind is a line of "labyrinth host --json" if it is of that kind.
func hostKind(s, kind string) hostLine {
	var h hostLine
	if json.Unmarshal([]byte(s), &h) != nil || h.Kind != kind {
		return hostLine{}
	}
	return h
}

// stopHost stops the host with SIGTERM, as a person would, and returns
// its output: it must stop cleanly (exit status 0) and say so.
func stopHost(t *testing.T, host *labtest.Proc) []string {
	t.Helper()
	if err := host.Signal(syscall.SIGTERM); err != nil {
		t.Fatal(err)
	}
	if err := host.Wait(hangGuard); err != nil {
		t.Fatalf("the host after SIGTERM: %v", err)
	}
	var out []string
	for _, l := range host.Lines() {
		out = append(out, l.Text)
	}
	if !slices.ContainsFunc(out, func(s string) bool { return hostKind(s, "stopped").Kind != "" }) {
		t.Errorf("the host did not say it stopped:\n%s", strings.Join(out, "\n"))
	}
	return out
}

// TestLabGame plays a whole game over the lab's LAN: "labyrinth host" in
// laptop 1 advertises it on eth0; Ann, Bob and Cid, each at a laptop of his
// own, find it by its name with "labyrinth join" and play it to Ann's win
// with their moves piped in from the script all at once; a spectator
// joins at the host's address. What each of them heard is what "labyrinth
// replay" of the script gives that player (or spectator), and the host
// logged the replay's every event.
func TestLabGame(t *testing.T) {
	lab := labtest.Get(t, 4)
	us := users(t, lab)
	mazePath, scriptPath := absPath(t, threeMaze), absPath(t, threePlayers)
	sc := readScript(t, threePlayers)
	lines := scriptLines(t, threePlayers)

	host := us[0].labyrinth(t, "host", "--maze", mazePath, "--seed", fmt.Sprint(sc.Seed), "--seats", fmt.Sprint(len(sc.Players)),
		"--spectators", "1", "--name", "Lab party", "--json")
	h := hosting(t, host)
	addr := fmt.Sprintf("%s:7527", us[0].Addr)
	if h.AdvertisedOn != labtest.Interface || !slices.Equal(h.Addresses, []string{addr}) {
		t.Fatalf("the host advertises on %q with addresses %q; want eth0 and %s", h.AdvertisedOn, h.Addresses, addr)
	}

	watcher := us[3].labyrinth(t, "watch", addr, "--spectate")
	watcher.Expect(`* watching "Lab party" at `+addr, hangGuard)
	var players []*labtest.Proc
	for i, name := range sc.Players {
		p := us[i+1].labyrinth(t, "join", "Lab party", "--name", name, "--reveal")
		for _, line := range strings.Split(strings.TrimSuffix(inputOf(lines, i), "\n"), "\n") {
			p.Send(line)
		}
		p.Expect(fmt.Sprintf(`* found "Lab party" at %s on eth0`, addr), hangGuard)
		// Seats are taken in the script's order, which is the order of play.
		p.Expect(fmt.Sprintf(`* joined "Lab party" at %s as %s, seat %d of %d`, addr, name, i+1, len(sc.Players)), hangGuard)
		players = append(players, p)
	}

	replayed := replayEvents(t, mazePath, scriptPath)
	for i, p := range append(players, watcher) {
		who, viewer, end := "the spectator", game.Spectator, "* game over: Ann won"
		if i < len(players) {
			who, viewer = sc.Players[i], i
			if i == 0 {
				end = "* game over: you won"
			}
		}
		if err := p.Wait(hangGuard); err != nil {
			t.Errorf("%s's join: %v", who, err)
		}
		var out []string
		for _, l := range p.Lines() {
			out = append(out, l.Text)
		}
		got := announcements(strings.Join(out, "\n"))
		want := transcript(replayed, sc.Players, viewer)
		if !slices.Equal(got, want) {
			t.Errorf("%s heard\n%s\nwant what labyrinth replay gives %s:\n%s", who, strings.Join(got, "\n"), who, strings.Join(want, "\n"))
		}
		if !slices.Contains(out, end) {
			t.Errorf("%s's join did not end with %q:\n%s", who, end, strings.Join(out, "\n"))
		}
		// The maze's rules change the reference's: join counts the
		// changes, as the host's record and the rules screen do.
		if !slices.ContainsFunc(out, func(line string) bool {
			return strings.HasPrefix(line, "* the game is made: Ann, Bob, Cid; rules Reference with ") &&
				strings.HasSuffix(line, "; a 5×5 labyrinth")
		}) {
			t.Errorf("%s's join did not say the game was made with the reference's rules changed:\n%s", who, strings.Join(out, "\n"))
		}
		if i < len(players) && !slices.Contains(out, "* the labyrinth as the game master drew it:") {
			t.Errorf("%s's join did not show the plan (--reveal):\n%s", who, strings.Join(out, "\n"))
		}
	}

	// The host's log has every event of the replay, with its audience:
	// the start cells in the order they were chosen (each player's own
	// business), everything after in the replay's order.
	var logged []game.Event
	for _, s := range stopHost(t, host) {
		l := hostKind(s, "event")
		if l.Kind == "" {
			continue
		}
		var e game.Event
		if err := json.Unmarshal(l.Event, &e); err != nil {
			t.Fatalf("the host logged %s: %v", l.Event, err)
		}
		logged = append(logged, e)
	}
	if got, want := canonical(t, logged), canonical(t, replayed); !slices.Equal(got, want) {
		t.Errorf("the host logged\n%s\nwant the replay's events\n%s", strings.Join(got, "\n"), strings.Join(want, "\n"))
	}
}

// replayEvents is "labyrinth replay --json" of a script.
func replayEvents(t *testing.T, mazePath, scriptPath string) []game.Event {
	t.Helper()
	var out, errOut bytes.Buffer
	if code := cli.Run([]string{"replay", "--maze", mazePath, "--script", scriptPath, "--json"}, nil, &out, &errOut); code != 0 {
		t.Fatalf("labyrinth replay: exit %d: %s", code, errOut.String())
	}
	var all []game.Event
	for _, line := range strings.Split(strings.TrimSpace(out.String()), "\n") {
		var e game.Event
		if err := json.Unmarshal([]byte(line), &e); err != nil {
			t.Fatalf("labyrinth replay printed %q: %v", line, err)
		}
		all = append(all, e)
	}
	return all
}

// canonical is events as JSON lines, the players' start choices (which
// players make in any order, each in secret) sorted by player and without
// their place in the game's order.
func canonical(t *testing.T, events []game.Event) []string {
	t.Helper()
	var starts, rest []string
	for _, e := range events {
		if e.Code == game.StartChosen {
			e.Seq = 0
		}
		data, err := json.Marshal(e)
		if err != nil {
			t.Fatal(err)
		}
		if e.Code == game.StartChosen {
			starts = append(starts, string(data))
		} else {
			rest = append(rest, string(data))
		}
	}
	slices.Sort(starts)
	return append(starts, rest...)
}

// TestLabAvahiHost checks the game "labyrinth host" advertises against
// Avahi, a real mDNS stack (avahi-daemon with a private D-Bus in laptop
// 4): avahi-browse resolves it with its whole TXT record, resolves the
// record again after a seat and a spectator place are taken, and drops it
// when the host is stopped with SIGTERM (its goodbye); "labyrinth games"
// in laptop 3 lists it beside a service Avahi publishes (avahi-publish).
func TestLabAvahiHost(t *testing.T) {
	lab := labtest.Get(t, 4)
	us := users(t, lab)
	av := labtest.StartAvahi(t, lab.Laptops[3])

	published := discovery.Game{Instance: "Published by Avahi", Name: "Avahi's game",
		Addr: netip.AddrPortFrom(lab.Laptops[3].Addr, 40201), Rules: "Beginner", SeatsFree: 3, Seats: 4,
		Protocol: wire.Protocol, State: discovery.StateLobby, CodeRequired: true, SpectatorsFree: 2, Spectators: 3}
	txt, err := discovery.EncodeTXT(published)
	if err != nil {
		t.Fatal(err)
	}
	av.Start(t, "avahi-publish", append([]string{"-s", published.Instance, discovery.ServiceType, fmt.Sprint(published.Addr.Port())}, txt...)...)
	watch := av.Start(t, "avahi-browse", "--resolve", "--parsable", "--no-db-lookup", discovery.ServiceType)

	name := "Lab night. Лаб"
	host := us[0].labyrinth(t, "host", "--gen", "6x6", "--seed", "3", "--seats", "2", "--code", "4711", "--spectators", "2",
		"--name", name, "--json")
	if h := hosting(t, host); h.Instance != name || h.AdvertisedOn != labtest.Interface {
		t.Fatalf("the host advertises %q on %q, want %q on eth0", h.Instance, h.AdvertisedOn, name)
	}
	addr := netip.AddrPortFrom(lab.Laptops[0].Addr, 7527)
	hosted := discovery.Game{Instance: name, Name: name, Addr: addr, Rules: "Reference", SeatsFree: 2, Seats: 2,
		Protocol: wire.Protocol, State: discovery.StateLobby, CodeRequired: true, SpectatorsFree: 2, Spectators: 2}
	avahiResolves(t, av, hosted)

	// A seat and a spectator place taken: the host announces its new
	// record, and Avahi's cache has it (a fresh avahi-browse shows it).
	us[1].labyrinth(t, "join", addr.String(), "--name", "Ann", "--code", "4711").Expect("* joined", hangGuard)
	us[1].labyrinth(t, "watch", addr.String(), "--spectate", "--code", "4711").Expect("* watching", hangGuard)
	hosted.SeatsFree, hosted.SpectatorsFree = 1, 1
	avahiResolves(t, av, hosted)

	games := us[2].labyrinth(t, "games", "--timeout", "2s")
	if err := games.Wait(hangGuard); err != nil {
		t.Fatalf("labyrinth games: %v", err)
	}
	var listed []string
	for _, l := range games.Lines() {
		listed = append(listed, l.Text)
	}
	slices.Sort(listed)
	want := []string{
		"Avahi's game  192.0.2.4:40201  rules Beginner  3/4 seats free  lobby  join code needed  2/3 spectator places free",
		"Lab night. Лаб  192.0.2.1:7527  rules Reference  1/2 seats free  lobby  join code needed  1/2 spectator places free",
	}
	if !slices.Equal(listed, want) {
		t.Errorf("labyrinth games in %s listed\n%s\nwant\n%s", lab.Laptops[2], strings.Join(listed, "\n"), strings.Join(want, "\n"))
	}

	// SIGTERM: the host says goodbye, and Avahi drops the game at once
	// (it keeps a record 1 s after its goodbye, RFC 6762 §10.1; without
	// the goodbye it would keep it for its TTL, 120 s).
	watch.ExpectAvahi('=', name, hangGuard)
	stopped := time.Now()
	stopHost(t, host)
	_, gone := watch.ExpectAvahi('-', name, hangGuard)
	t.Logf("avahi-browse dropped the game %v after the host's SIGTERM", gone.Sub(stopped).Round(time.Millisecond))
	if d := gone.Sub(stopped); d > 10*time.Second {
		t.Errorf("avahi-browse dropped the game %v after the host's SIGTERM: the goodbye was not heeded", d)
	}
	if e, ok := av.Resolve(t, discovery.ServiceType, name); ok {
		t.Errorf("after the host stopped, avahi-browse -rtp still resolves %+v", e)
	}
}

// avahiResolves waits until a fresh avahi-browse -rtp resolves the game
// g as advertised on eth0: its address and its whole TXT record. (Avahi
// takes the record from the host's announcement at once; the wait only
// covers the announcement's way across the bridge.)
func avahiResolves(t *testing.T, av *labtest.Avahi, g discovery.Game) {
	t.Helper()
	want, err := discovery.EncodeTXT(g)
	if err != nil {
		t.Fatal(err)
	}
	slices.Sort(want)
	var got labtest.AvahiEntry
	for guard := time.Now().Add(hangGuard); ; {
		e, ok := av.Resolve(t, discovery.ServiceType, g.Instance)
		txt := slices.Clone(e.TXT)
		slices.Sort(txt) // avahi-browse prints the strings in its own order
		if ok && slices.Equal(txt, want) {
			got = e
			break
		}
		if time.Now().After(guard) {
			t.Fatalf("avahi-browse -rtp resolves %q as %+v, want TXT %q", g.Instance, e, want)
		}
		time.Sleep(50 * time.Millisecond)
	}
	if got.Addr != g.Addr || got.Iface != labtest.Interface || got.Protocol != "IPv4" {
		t.Errorf("avahi-browse resolved %q at %s on %s/%s, want %s on eth0/IPv4", g.Instance, got.Addr, got.Iface, got.Protocol, g.Addr)
	}
}
