package cli

import (
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"io"
	"math/rand/v2"
	"net"
	"os"
	"os/signal"
	"strconv"
	"strings"
	"sync"
	"syscall"

	"github.com/labyrinth-game/labyrinth/app/host"
	"github.com/labyrinth-game/labyrinth/engine/announce"
	"github.com/labyrinth-game/labyrinth/engine/game"
	"github.com/labyrinth-game/labyrinth/engine/gen"
	"github.com/labyrinth-game/labyrinth/engine/maze"
	"github.com/labyrinth-game/labyrinth/engine/rules"
	"github.com/labyrinth-game/labyrinth/net/discovery"
)

const hostUsage = "--maze FILE | --gen WxH [--seed S] [--difficulty D] [--rules PRESET|FILE|NAME] [--name NAME] [--port P] [--seats N] [--code CODE] [--spectators N] [--iface IFACE | --no-advertise] [--json] [--verbose]\n       labyrinth host --resume JOURNAL [--iface IFACE | --no-advertise] [--json] [--verbose]"

const hostSummary = `Host a game on the local network, with the computer as game master
(docs/network.md, "Hosting a game"): players join with "labyrinth join" or the
game window. The labyrinth is a maze file (--maze) or generated (--gen 8x8).

It prints where it listens and the join code, advertises the game over mDNS
on the interface given with --iface (by default the first one that is up with
multicast and an IPv4 address; --no-advertise for none: players then join by
address), and logs the game one line at a time: every announcement with its
audience ("to everyone:", "to Ann:", "to the game master:"), the players who
take a seat, connect and go away. With --json each line is a JSON object.

Every move is saved before it is answered. The game's files are kept in the
games directory; after a crash, "labyrinth host --resume JOURNAL" goes on with
the game on the same port, and the players' programs come back by themselves.
SIGINT (Ctrl-C) or SIGTERM stops the host: the game is withdrawn from the
network and can be resumed later.`

func runHost(env Env) error {
	fs := newFlags(env, "host", hostUsage, hostSummary)
	mazePath := fs.String("maze", "", "the maze `file` to host (- for standard input)")
	genArg := fs.String("gen", "", "generate a labyrinth of `WxH` cells (e.g. 8x8) to host")
	seedArg := fs.String("seed", "", "seed of the generator and the game, a whole number (default: a random one, printed)")
	diffArg := fs.String("difficulty", "standard", "difficulty of a generated labyrinth: beginner, standard or expert")
	rulesArg := fs.String("rules", "", "a rules preset, a code string (G2-F4-V1-A2-H34-W5-O3), a rules JSON `file` or a saved configuration's name (default: the maze's rules, or Reference)")
	name := fs.String("name", "", "the game's `name`, shown to players (default: the maze's title; for a generated labyrinth, its size and difficulty)")
	port := fs.Int("port", host.DefaultPort, "the TCP `port` to listen on (0 for any free one)")
	seats := fs.Int("seats", 2, "the number of players, 1 to 16")
	code := fs.String("code", "", "a join `code` players must give (default: none)")
	spectators := fs.Int("spectators", 0, "how many spectators may watch at once, 0 to 99")
	ifaceArg := fs.String("iface", "", "the network `interface` to advertise the game on (default: the first LAN interface)")
	noAdvertise := fs.Bool("no-advertise", false, "do not advertise the game: players join by address")
	resumeArg := fs.String("resume", "", "resume hosting the game saved in this `journal`")
	asJSON := fs.Bool("json", false, "log one JSON object per line")
	verbose := fs.Bool("verbose", false, "log every connection too")
	if err := parseFlags(fs, env, env.Args); err != nil {
		return err
	}
	set := map[string]bool{}
	fs.Visit(func(f *flag.Flag) { set[f.Name] = true })
	usage := func(format string, args ...any) error {
		fmt.Fprintf(env.Stderr, "labyrinth host: "+format+"\n", args...)
		fs.Usage()
		return errUsage
	}
	if fs.NArg() > 0 {
		return usage("unexpected argument %q", fs.Arg(0))
	}
	if set["iface"] && *noAdvertise {
		return usage("--iface and --no-advertise: choose one")
	}
	// Every mistake in the arguments, and a labyrinth that cannot be read
	// or made, is said before the interfaces are looked at: a machine
	// without a LAN still hears what is wrong.
	if set["resume"] {
		for _, f := range []string{"maze", "gen", "seed", "difficulty", "rules", "name", "port", "seats", "code", "spectators"} {
			if set[f] {
				return usage("--resume goes on with the game as it was hosted: leave out --%s", f)
			}
		}
	}
	var cfg host.Config
	var seed string
	if !set["resume"] {
		switch {
		case (*mazePath == "") == (*genArg == ""):
			return usage("give the labyrinth: --maze FILE or --gen WxH")
		case *mazePath != "" && set["difficulty"]:
			return usage("--difficulty is for a generated labyrinth (--gen)")
		case *seats < 1 || *seats > game.MaxPlayers:
			return usage("--seats %d: a game has 1 to %d players", *seats, game.MaxPlayers)
		case *spectators < 0 || *spectators > discovery.MaxSpectators:
			return usage("--spectators %d: must be between 0 and %d", *spectators, discovery.MaxSpectators)
		case *port < 0 || *port > 65535:
			return usage("--port %d: a TCP port is 1 to 65535 (0 for any free one)", *port)
		}
		cfg = host.Config{Name: *name, Seats: *seats, Code: *code, Spectators: *spectators, Port: *port}
		if *seedArg != "" {
			var err error
			if cfg.Seed, err = strconv.ParseUint(*seedArg, 10, 64); err != nil {
				return usage("--seed %q is not a whole number from 0 to 18446744073709551615", *seedArg)
			}
		} else {
			cfg.Seed = rand.Uint64()
			seed = strconv.FormatUint(cfg.Seed, 10)
		}
		var err error
		if cfg.Maze, cfg.Rules, err = hostedMaze(env, *mazePath, *genArg, *diffArg, *rulesArg, *seats, cfg.Seed, usage); err != nil {
			return err
		}
	}
	var iface *net.Interface
	var err error
	if !*noAdvertise {
		if iface, err = chooseInterface(*ifaceArg, !set["resume"] || set["iface"]); err != nil {
			return err
		}
	}

	log := newHostLog(env.Stdout, *asJSON, *verbose)
	opts := host.Options{Log: log.entry}
	var h *host.Host
	if set["resume"] {
		h, err = host.Resume(*resumeArg, host.ResumeConfig{Interface: iface, NoAdvertise: *noAdvertise, Options: opts})
	} else {
		cfg.Interface, cfg.Options = iface, opts
		h, err = host.New(cfg)
	}
	if err != nil {
		return err
	}
	ctx, stop := signal.NotifyContext(env.context(), os.Interrupt, syscall.SIGTERM)
	defer stop()
	log.hosting(h, seed)
	select {
	case <-ctx.Done():
	case <-h.Done():
	case <-log.failed:
	}
	served := h.Err()
	err = h.Close()
	log.stopped(h)
	switch {
	case served != nil:
		return fmt.Errorf("the host stopped: %w", served)
	case err != nil:
		return fmt.Errorf("stopping: %w", err)
	}
	return log.err()
}

// chooseInterface is the interface to advertise on: the one named, or,
// when pick is set and none is named, the first LAN interface (nil when
// pick is unset: a resumed host's own).
func chooseInterface(name string, pick bool) (*net.Interface, error) {
	if name != "" {
		iface, err := net.InterfaceByName(name)
		if err != nil {
			return nil, fmt.Errorf("--iface %s: no such network interface", name)
		}
		if err := discovery.CheckInterface(iface); err != nil {
			return nil, fmt.Errorf("--iface %s: %w", name, err)
		}
		return iface, nil
	}
	if !pick {
		return nil, nil
	}
	ifaces, err := discovery.LANInterfaces()
	if err != nil {
		return nil, err
	}
	if len(ifaces) == 0 {
		return nil, errors.New("no network interface to advertise the game on (none is up, with multicast and an IPv4 address): give one with --iface NAME, or --no-advertise to let players join by address")
	}
	return &ifaces[0], nil
}

// hostedMaze reads or generates the labyrinth to host, and the rules in
// force: those given, or the maze file's, or the reference's.
func hostedMaze(env Env, path, size, difficulty, rulesArg string, players int, seed uint64, usage func(string, ...any) error) (*maze.Maze, rules.Rules, error) {
	r := rules.Reference()
	if rulesArg != "" {
		var err error
		if r, err = loadRules(rulesArg); err != nil {
			return nil, r, err
		}
	}
	if path != "" {
		m, err := loadMaze(env, path)
		if err != nil {
			return nil, r, err
		}
		if rulesArg == "" && m.Rules != nil {
			r = *m.Rules
		}
		return m, r, nil
	}
	w, h, ok := parseSize(size)
	if !ok {
		return nil, r, usage("--gen %q: expected WIDTHxHEIGHT, e.g. 8x8, each %d to %d", size, maze.MinSide, maze.MaxSide)
	}
	d, err := gen.ParseDifficulty(difficulty)
	if err != nil {
		return nil, r, usage("%v", err)
	}
	p := gen.Defaults(w, h, players, d, &r)
	p.Derive()
	p.Seed = seed
	res, err := gen.Generate(p)
	if err != nil {
		return nil, r, err
	}
	return res.Maze, r, nil
}

// parseSize reads "WxH".
func parseSize(s string) (w, h int, ok bool) {
	ws, hs, found := strings.Cut(strings.ToLower(s), "x")
	if !found {
		return 0, 0, false
	}
	w, err1 := strconv.Atoi(ws)
	h, err2 := strconv.Atoi(hs)
	if err1 != nil || err2 != nil || w < maze.MinSide || h < maze.MinSide || w > maze.MaxSide || h > maze.MaxSide {
		return 0, 0, false
	}
	return w, h, true
}

// hostLog writes a host's log, a line at a time, as text or JSON. The
// host calls it from several goroutines.
type hostLog struct {
	w       io.Writer
	json    bool
	verbose bool
	failed  chan struct{} // closed when a write failed

	mu   sync.Mutex
	en   announce.English // the players' names, once the game is made
	werr error
}

func newHostLog(w io.Writer, asJSON, verbose bool) *hostLog {
	return &hostLog{w: w, json: asJSON, verbose: verbose, failed: make(chan struct{})}
}

// line writes one line of text, or one JSON object.
func (l *hostLog) line(text string, obj map[string]any) {
	l.mu.Lock()
	defer l.mu.Unlock()
	if l.werr != nil {
		return
	}
	var b []byte
	if l.json {
		var err error
		if b, err = json.Marshal(obj); err != nil {
			b = fmt.Appendf(nil, `{"kind":"problem","text":%q}`, err.Error())
		}
	} else {
		b = []byte(text)
	}
	if _, err := l.w.Write(append(b, '\n')); err != nil {
		l.werr = err
		close(l.failed)
	}
}

func (l *hostLog) err() error {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.werr
}

// hosting says where the host listens and how to join.
func (l *hostLog) hosting(h *host.Host, seed string) {
	adv, iface, advertised := h.Advertised()
	if l.json {
		info := map[string]any{"kind": "hosting", "name": h.Name(), "seats": h.Seats(), "spectators": h.Spectators(),
			"rules": h.RulesName(), "listen": h.Addr().String(), "port": h.Port(), "addresses": h.Addresses(),
			"code": h.Code(), "journal": h.JournalPath()}
		if advertised {
			info["advertised_on"], info["instance"] = iface.Name, adv.Instance
		}
		if seed != "" {
			info["seed"] = seed
		}
		l.line("", info)
		return
	}
	watch := "no spectators"
	if n := h.Spectators(); n > 0 {
		watch = "up to " + plural(n, "spectator")
	}
	l.line(fmt.Sprintf("hosting: %q for %s, rules %s, %s", h.Name(), plural(h.Seats(), "player"), h.RulesName(), watch), nil)
	l.line("listening: "+h.Addr().String(), nil)
	for _, a := range h.Addresses() {
		l.line("address: "+a, nil)
	}
	if h.Code() != "" {
		l.line("join code: "+h.Code(), nil)
	} else {
		l.line("join code: none (anyone on the network may join; --code sets one)", nil)
	}
	if advertised {
		l.line(fmt.Sprintf("advertising: on %s as %q", iface.Name, adv.Instance), nil)
	} else {
		l.line("advertising: no (players join by address)", nil)
	}
	if seed != "" {
		l.line("seed: "+seed, nil)
	}
	l.line("journal: "+h.JournalPath(), nil)
}

// stopped says that the host stopped.
func (l *hostLog) stopped(h *host.Host) {
	l.line("stopped: the game is withdrawn from the network and saved; resume with: labyrinth host --resume "+h.JournalPath(),
		map[string]any{"kind": "stopped", "journal": h.JournalPath()})
}

// entry logs one entry of the host's.
func (l *hostLog) entry(e host.Entry) {
	switch e.Kind {
	case host.EntryEvent:
		l.event(*e.Event)
	case host.EntrySeat:
		text := fmt.Sprintf("%s: %s (seat %d)", e.State, e.Name, e.Seat+1)
		l.line(text, map[string]any{"kind": "seat", "seat": e.Seat, "name": e.Name, "state": e.State})
	case host.EntrySpectators:
		l.line(fmt.Sprintf("spectators: %d watching", e.Count), map[string]any{"kind": "spectators", "count": e.Count})
	case host.EntryGameMade:
		l.setNames(e.Names)
		l.line("game: made for "+strings.Join(e.Names, ", "), map[string]any{"kind": "game_made", "names": e.Names, "journal": e.Text})
	case host.EntryResumed:
		l.setNames(e.Names)
		l.line(fmt.Sprintf("resumed: %s, %d events so far", e.Text, e.Count), map[string]any{"kind": "resumed", "journal": e.Text, "events": e.Count})
	case host.EntryConnection:
		if l.verbose {
			l.line("net: "+e.Text, map[string]any{"kind": "connection", "text": e.Text})
		}
	case host.EntryProblem:
		l.line("problem: "+e.Text, map[string]any{"kind": "problem", "text": e.Text})
	}
}

func (l *hostLog) setNames(names []string) {
	l.mu.Lock()
	l.en = announce.English{Names: names}
	l.mu.Unlock()
}

// event logs an event with its audience, in the reference's words.
func (l *hostLog) event(e game.Event) {
	l.mu.Lock()
	en := l.en
	l.mu.Unlock()
	to := "the game master"
	switch e.To.Kind {
	case game.ToEveryone:
		to = "everyone"
	case game.ToPlayer:
		to = en.Audience(e.To)
	}
	data, _ := json.Marshal(e)
	l.line("to "+to+": "+en.Line(e), map[string]any{"kind": "event", "event": json.RawMessage(data)})
}
