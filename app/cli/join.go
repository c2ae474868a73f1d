package cli

import (
	"context"
	"errors"
	"fmt"
	"io"
	"strings"
	"time"

	"github.com/labyrinth-game/labyrinth/app/host"
	"github.com/labyrinth-game/labyrinth/app/lan"
	"github.com/labyrinth-game/labyrinth/app/remote"
	"github.com/labyrinth-game/labyrinth/app/session"
	"github.com/labyrinth-game/labyrinth/engine/announce"
	"github.com/labyrinth-game/labyrinth/engine/game"
	"github.com/labyrinth-game/labyrinth/engine/maze"
	"github.com/labyrinth-game/labyrinth/engine/moves"
	"github.com/labyrinth-game/labyrinth/engine/rules"
	"github.com/labyrinth-game/labyrinth/net/wire"
)

const joinUsage = "ADDR|NAME [--name PLAYER] [--code CODE] [--spectate] [--iface IFACE] [--timeout D] [--no-wait] [--reveal]"

const joinSummary = `Join a game on the local network and play it in the terminal: ADDR is the
host's address (HOST:PORT), NAME the game's name as "labyrinth games" lists
it. Every announcement you hear is printed with its round; type statements
in the move language (docs/moves.md), "start X,Y" for your start cell
before the game begins, and /help for the client's own commands. A line is
said when it is your turn (--no-wait: at once), so that moves can be piped
in. A lost connection is made again by itself, and joining again takes your
seat back. Exits 0 when the game is over. docs/network.md, "Joining a game".`

func runJoin(env Env) error {
	fs := newFlags(env, "join", joinUsage, joinSummary)
	name := fs.String("name", "", "your `player` name: one word (needed to take a seat; joining again under it takes the seat back)")
	code := fs.String("code", "", "the game's join `code`, if the host set one")
	spectate := fs.Bool("spectate", false, "watch instead of playing")
	iface := fs.String("iface", "", "the network `interface` to look for the game on (default: every one a game could be on)")
	timeout := fs.Duration("timeout", 3*time.Second, "how long to look for the game by name")
	noWait := fs.Bool("no-wait", false, "say each line at once instead of waiting for your turn")
	reveal := fs.Bool("reveal", false, "at the end, print the plan and where everyone went")
	args, err := parseFlagsAnywhere(fs, env, env.Args)
	if err != nil {
		return err
	}
	if len(args) != 1 {
		fs.Usage()
		return errUsage
	}
	if *spectate && *name != "" {
		fmt.Fprintln(env.Stderr, "labyrinth join: --spectate and --name: a spectator has no seat, so no name")
		return errUsage
	}
	if *timeout <= 0 {
		fmt.Fprintln(env.Stderr, "labyrinth join: --timeout must be positive")
		return errUsage
	}
	if *name != "" {
		if err := wire.CheckName(*name); err != nil {
			return err
		}
	}
	cfg := remote.Config{
		Name: *name, Code: *code, Spectate: *spectate,
		Program: "labyrinth join", RequestTimeout: -1,
	}
	if lan.IsAddress(args[0]) {
		cfg.Addr = args[0]
	} else if cfg.Addr, cfg.Game, err = findGame(env, args[0], *iface, *timeout); err != nil {
		return err
	}
	if !*spectate {
		if cfg.Tickets, err = remote.DefaultTickets(); err != nil {
			fmt.Fprintf(env.Stdout, "* %v: joining again will not take your seat back\n", err)
		}
	}
	t := &terminal{env: env, noWait: *noWait, showReveal: *reveal, notes: make(chan string, 64)}
	cfg.Logf = t.note
	conn, err := remote.Dial(context.Background(), cfg)
	if err != nil {
		return joinError(cfg, err)
	}
	defer conn.Close()
	if err := conn.TicketErr(); err != nil {
		fmt.Fprintf(env.Stdout, "* %v: joining again will not take your seat back\n", err)
	}
	t.conn = conn
	return t.run()
}

// findGame looks for the game named name on the LAN and returns its
// address and its name as advertised.
func findGame(env Env, name, ifaceName string, timeout time.Duration) (addr, game string, err error) {
	ifaces, err := lan.Interfaces(ifaceName)
	if err != nil {
		return "", "", err
	}
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	var hit *lan.Found
	err = lan.Browse(ctx, ifaces, timeout, func(fd lan.Found) {
		g := fd.Game
		if hit == nil && !fd.Gone && (strings.EqualFold(g.Name, name) || strings.EqualFold(g.Instance, name)) {
			hit = &fd
			cancel()
		}
	})
	switch {
	case hit != nil:
	case err != nil:
		return "", "", err
	default:
		return "", "", fmt.Errorf("no game named %q answered on %s within %v (\"labyrinth games\" lists the games; or join with the host's address, HOST:PORT)", name, lan.InterfaceNames(ifaces), timeout)
	}
	g := hit.Game
	if g.Protocol != wire.Protocol {
		return "", "", fmt.Errorf("%q at %s speaks protocol version %d and this Labyrinth speaks version %d: use the same version of Labyrinth as the host", g.Name, g.Addr, g.Protocol, wire.Protocol)
	}
	fmt.Fprintf(env.Stdout, "* found %q at %s on %s\n", g.Name, g.Addr, hit.Iface)
	return g.Addr.String(), g.Name, nil
}

// joinError says why joining failed, with what to do about it.
func joinError(cfg remote.Config, err error) error {
	if errors.Is(err, remote.ErrNoName) {
		return fmt.Errorf("%s: give your player name with --name PLAYER to take a seat (or --spectate to watch)", cfg.Addr)
	}
	var we *wire.Error
	if errors.As(err, &we) {
		switch we.Code {
		case wire.CodeBadCode:
			if cfg.Code == "" {
				return fmt.Errorf("%s: the game needs a join code: ask the host for it and give it with --code", cfg.Addr)
			}
		case wire.CodeNameTaken:
			return fmt.Errorf("%s: %s (the seat's ticket is kept where you joined it from: join from there, or under another --name)", cfg.Addr, we.Message)
		}
		return fmt.Errorf("%s: %s", cfg.Addr, we.Message)
	}
	return fmt.Errorf("joining %s: %w", cfg.Addr, err)
}

// terminal is a game played in the terminal: what it printed, what waits
// to be said.
type terminal struct {
	env        Env
	conn       *remote.Conn
	seat       *remote.Seat
	en         announce.English
	noWait     bool
	showReveal bool
	notes      chan string

	heard     int                   // events printed
	presence  []remote.SeatPresence // as last printed
	connected bool
	turn      int     // the round of the turn last announced as the player's, -1 for none
	queue     []input // the lines that wait for their time to be said
	busy      bool    // a request is under way
	results   chan requestDone
	input     chan lineOrError
	stop      chan struct{} // closed when run returns
}

type requestDone struct {
	in  input
	err error
}

type lineOrError struct {
	line string
	err  error
}

// note is the remote seat's log: passed on to the terminal's goroutine.
func (t *terminal) note(format string, args ...any) {
	select {
	case t.notes <- fmt.Sprintf(format, args...):
	default: // the terminal is far behind: a line about reconnecting is not worth blocking for
	}
}

func (t *terminal) say(format string, args ...any) {
	fmt.Fprintf(t.env.Stdout, "* "+format+"\n", args...)
}

// run plays until the game is over, the player quits or the connection
// ends for good.
func (t *terminal) run() error {
	t.results = make(chan requestDone, 1)
	t.input = make(chan lineOrError)
	t.stop = make(chan struct{})
	defer close(t.stop)
	t.connected, t.turn = true, -1
	go t.readInput()
	hello := t.conn.Hello()
	switch {
	case t.conn.Viewer() == game.Spectator:
		t.say("watching %q at %s", hello.Game, t.conn.Addr())
	default:
		t.say("joined %q at %s as %s, seat %d of %d", hello.Game, t.conn.Addr(), t.conn.Name(), t.conn.Viewer()+1, hello.Seats)
	}
	updates := t.conn.Updates()
	for {
		t.catchUp()
		if done, err := t.finished(); done {
			return err
		}
		if t.sendNext() {
			t.say("you left the game; joining again takes your seat back")
			return nil
		}
		select {
		case _, ok := <-updates:
			if !ok {
				t.catchUp()
				if done, err := t.finished(); done {
					return err
				}
				if t.seat != nil && t.seat.State().Phase == game.Over {
					t.say("the connection ended before the host sent the plan")
					t.showReveal = false
					_, err := t.finished()
					return err
				}
				return t.lost()
			}
		case note := <-t.notes:
			t.say("%s", note)
		case r := <-t.results:
			t.busy = false
			if err := t.answered(r); err != nil {
				return err
			}
		case l, ok := <-t.input:
			if !ok {
				t.input = nil // the end of the input ends nothing: the game goes on
				continue
			}
			if quit := t.take(l); quit {
				t.say("you left the game; joining again takes your seat back")
				return nil
			}
		}
	}
}

// readInput passes standard input's lines to run, until its end or
// run's.
func (t *terminal) readInput() {
	defer close(t.input)
	if t.env.Stdin == nil {
		return
	}
	lr := newLineReader(t.env.Stdin)
	for {
		line, err := lr.next()
		if err == io.EOF {
			return
		}
		fatal := false
		if errors.Is(err, errLongLine) {
			err = fmt.Errorf("line %d: %w", lr.n, err)
		} else if err != nil {
			err, fatal = fmt.Errorf("reading standard input: %w", err), true
		}
		select {
		case t.input <- lineOrError{line: line, err: err}:
		case <-t.stop:
			return
		}
		if fatal {
			return
		}
	}
}

// lost says why the connection ended for good.
func (t *terminal) lost() error {
	st := t.conn.Connection()
	if st.Err != nil {
		return fmt.Errorf("the connection to the game is lost: %v", st.Err)
	}
	return errors.New("the connection to the game is lost")
}

// catchUp prints what changed: the connection, the seats, the game made,
// the events heard, whose turn it is.
func (t *terminal) catchUp() {
	st := t.conn.Connection()
	switch {
	case t.connected && !st.Connected && st.Err != nil:
		t.say("connection lost (%v): reconnecting", st.Err)
		t.connected = false
	case !t.connected && st.Connected:
		t.say("connected again")
		t.connected = true
	}
	t.presenceNews()
	if t.seat == nil {
		s, ok := t.conn.Seat()
		if !ok {
			return
		}
		t.seat = s
		t.gameMade()
	}
	for _, e := range t.seat.Events(t.heard) {
		t.heard++
		fmt.Fprintf(t.env.Stdout, "[%s] %s\n", roundOf(e.Round), t.line(e))
	}
	state := t.seat.State()
	me := t.seat.Viewer()
	if me >= 0 && state.Phase == game.Playing && state.Turn == me && t.turn != state.Round {
		t.turn = state.Round
		t.say("your turn")
	} else if state.Turn != me {
		t.turn = -1
	}
}

func roundOf(round int) string {
	if round == 0 {
		return "start"
	}
	return fmt.Sprintf("round %d", round)
}

// line is an event in the reference's words, with whom it was said to
// when not to everyone.
func (t *terminal) line(e game.Event) string {
	text := t.en.Line(e)
	if e.To.Kind != game.ToEveryone {
		text = "(to " + t.en.Audience(e.To) + " only) " + text
	}
	return text
}

// gameMade says what the game is, once the host has made it.
func (t *terminal) gameMade() {
	info := t.seat.Info()
	t.en = announce.English{Names: info.Names}
	o := info.Outline
	size := fmt.Sprintf("%d×%d", o.Width(), o.Height())
	if o.Floors() > 1 {
		size += fmt.Sprintf(", %d floors", o.Floors())
	}
	named := t.rulesName(info)
	t.say("the game is made: %s; rules %s; a %s labyrinth", strings.Join(info.Names, ", "), named, size)
	switch {
	case t.seat.Viewer() < 0 || t.seat.State().Phase != game.Choosing || info.Rules.CommonStart:
	case info.Rules.Starts == rules.StartsMaster:
		t.say("the game master places every player (G2) and does not say where: you hear your cell's type when the game begins")
	default:
		t.say("choose your start cell on the blank outline: start X,Y (from (1,1) at the top left to (%d,%d))", o.Width(), o.Height())
	}
}

// rulesName names the rules in force as labyrinth games names the host's:
// a preset's name only when they are that preset, "custom" for a preset
// changed ("rules" asks the game master for them all). The rules in force
// have the values a preset leaves to the game worked out (nstop, the new
// cells); as this game works them out, they are the preset's own.
func (t *terminal) rulesName(info game.PublicInfo) string {
	r := info.Rules
	if p, ok := rules.Preset(r.Preset); ok && r.NStop == p.NStopFor(info.Outline.CountInside()) && r.Reorders == p.ReordersFor(len(info.Names)) {
		r.NStop, r.Reorders = p.NStop, p.Reorders
	}
	name := host.RulesLabel(r)
	if name == "custom" && r.Preset != "" {
		name += ", based on " + r.Preset
	}
	return name
}

// presenceNews says who came, left or came back.
func (t *terminal) presenceNews() {
	now := t.conn.Presence().Seats
	for _, s := range now {
		var was remote.SeatPresence
		if s.Seat < len(t.presence) {
			was = t.presence[s.Seat]
		}
		if was.State == s.State && was.Name == s.Name || t.presence == nil && s.State == remote.Free {
			continue
		}
		if s.Seat == t.conn.Viewer() && s.State == remote.Connected && was.State != remote.Away {
			continue // "joined ... as Ann, seat 1" said it
		}
		who := s.Name
		if s.Seat == t.conn.Viewer() {
			who += " (you)"
		}
		switch {
		case s.State == remote.Free:
			t.say("seat %d is free", s.Seat+1)
		case s.State == remote.Away:
			t.say("%s is away", who)
		case was.State == remote.Away && was.Name == s.Name:
			t.say("%s is back", who)
		default:
			t.say("%s sits at seat %d", who, s.Seat+1)
		}
	}
	t.presence = append(t.presence[:0], now...)
}

// finished reports whether the game is over and everything about its end
// was printed, with the exit error.
func (t *terminal) finished() (bool, error) {
	if t.seat == nil || t.seat.State().Phase != game.Over {
		return false, nil
	}
	if t.showReveal {
		r, err := t.seat.Reveal()
		if errors.Is(err, session.ErrNotOver) {
			return false, nil // it comes after the game's end
		}
		if err != nil {
			return true, err
		}
		t.printReveal(r)
	}
	if n := len(t.queue); n > 0 {
		t.say("the game is over: %d line(s) were not said, from %q on", n, t.queue[0].text)
	}
	st := t.seat.State()
	switch {
	case st.Winner >= 0 && st.Winner == t.seat.Viewer():
		t.say("game over: you won")
	case st.Winner >= 0:
		t.say("game over: %s won", t.en.Names[st.Winner])
	default:
		t.say("game over: nobody won")
	}
	return true, nil
}

// printReveal prints the plan and where everyone went.
func (t *terminal) printReveal(r *session.Reveal) {
	if me := t.seat.Viewer(); me >= 0 {
		t.say("%s", r.Ending(me).Sentence())
	}
	t.say("the labyrinth as the game master drew it:")
	io.WriteString(t.env.Stdout, maze.Plan(r.Plan))
	if !r.Final.Equal(r.Plan) {
		t.say("as the game left it:")
		io.WriteString(t.env.Stdout, maze.Plan(r.Final))
	}
	for i, stops := range r.Paths {
		cells := make([]string, len(stops))
		for j, s := range stops {
			cells[j] = s.Pos.String()
		}
		t.say("%s went %s", r.Names[i], strings.Join(cells, " → "))
	}
}

// take handles a line of input; it reports whether the player quits.
func (t *terminal) take(l lineOrError) (quit bool) {
	if l.err != nil {
		fmt.Fprintf(t.env.Stdout, "! %v\n", l.err)
		return false
	}
	in, err := parseInput(l.line)
	if err != nil {
		var r *game.Refusal
		if errors.As(err, &r) {
			err = fmt.Errorf("%s (%s)", r.Reason(), r.Code)
		}
		fmt.Fprintf(t.env.Stdout, "! %v\n", err)
		return false
	}
	switch {
	case in.kind == inputNothing:
	case in.command == "quit" && (t.busy || len(t.queue) > 0) && t.conn.Connection().Connected:
		// A script ends with quit: it leaves once what it said before
		// is said. While the connection is lost it leaves at once: what
		// waits could wait for ever.
		t.queue = append(t.queue, in)
		t.say("leaving once the line(s) before are said (/cancel, then quit, leaves at once)")
	case in.kind == inputCommand:
		return t.command(in.command)
	default:
		t.queue = append(t.queue, in)
		if len(t.queue) == 1 && !t.busy && (t.seat == nil || !t.ready(in)) {
			t.say("%q will be said %s", in.text, t.when(in))
		}
	}
	return false
}

// command runs a command of the client's own.
func (t *terminal) command(name string) (quit bool) {
	switch name {
	case "quit":
		return true
	case "help":
		t.say("type a statement in the move language (docs/moves.md): go up; shoot left, then go up; take the treasure; status; recall Bob; new cell (3,4)")
		t.say("start X,Y chooses your start cell before the game begins (§6.1)")
		for _, c := range clientCommands {
			t.say("/%-7s %s", c.name, c.summary)
		}
	case "who":
		t.who()
	case "status":
		t.status()
	case "cancel":
		t.say("%d line(s) forgotten", len(t.queue))
		t.queue = t.queue[:0]
	}
	return false
}

func (t *terminal) who() {
	p := t.conn.Presence()
	hello := t.conn.Hello()
	t.say("%q at %s: %d seat(s), %d spectator(s) watching", hello.Game, t.conn.Addr(), hello.Seats, p.Spectators)
	for _, s := range p.Seats {
		who := s.Name
		if who == "" {
			who = "—"
		}
		if s.Seat == t.conn.Viewer() {
			who += " (you)"
		}
		t.say("  seat %d  %-12s %s", s.Seat+1, who, s.State)
	}
}

func (t *terminal) status() {
	c := t.conn.Connection()
	conn := "connected"
	if !c.Connected {
		conn = fmt.Sprintf("not connected (%v): reconnecting, attempt %d", c.Err, c.Attempts)
	}
	t.say("%q at %s, %s", t.conn.Hello().Game, t.conn.Addr(), conn)
	if t.seat == nil {
		t.say("the game is not made yet: the host is waiting for its players")
		return
	}
	st := t.seat.State()
	switch st.Phase {
	case game.Choosing:
		t.say("the players are choosing their start cells")
	case game.Playing:
		t.say("round %d, %s's turn", st.Round, t.en.Names[st.Turn])
	case game.Over:
		t.say("the game is over")
	}
	if len(t.queue) > 0 {
		t.say("%d line(s) wait to be said, from %q on", len(t.queue), t.queue[0].text)
	}
	if t.seat.Viewer() < 0 {
		return
	}
	k := t.seat.Known()
	for _, line := range knownLines(&k, st.Phase) {
		t.say("%s", line)
	}
}

// knownLines are the status lines of what the player knows of himself:
// health and weapons (ranges marked "?"), where he stands, his start cell
// or that the game master chooses it.
func knownLines(k *session.Known, phase game.Phase) []string {
	var lines []string
	say := func(format string, args ...any) { lines = append(lines, fmt.Sprintf(format, args...)) }
	mark := func(text string, sure bool) string {
		if sure {
			return text
		}
		return text + "?"
	}
	health := k.Health.String()
	if k.Immune {
		health += ", immune"
	}
	carrying := "nothing"
	if k.Carrying != moves.NoItem {
		carrying = "a " + k.Carrying.String()
	}
	say("health %s; bullets %s; grenades %s; carrying %s; new cells %s",
		mark(health, k.HealthSure), mark(k.Bullets.String(), k.Bullets.Exact()), mark(k.Grenades.String(), k.Grenades.Exact()),
		mark(carrying, k.CarryingSure), mark(k.NewCells.String(), k.NewCells.Exact()))
	if k.HasMoney() {
		say("money %d coins", k.Money) // seed 004
	}
	switch back, outside := k.WayBack(); {
	case k.Out && outside:
		say("you stand outside the labyrinth: the way back in is %s", back)
	case k.Out:
		say("you stand outside the labyrinth")
	case k.HereKnown:
		say("you stand on %s", k.Here)
	}
	if k.Health == game.Infected {
		if k.HealUnlimited {
			say("infected: reach a hospital (no limit)")
		} else {
			say("infected: %s moves left to reach a hospital", mark(k.HealMoves.String(), k.HealMoves.Exact()))
		}
	}
	switch {
	case k.Placed && phase == game.Choosing:
		say("the game master chooses your start cell (§6.1) and does not say where: you hear its type when the game begins")
	case k.Chose:
		say("your start cell: %s", k.Start)
	}
	if k.MayOrderCell {
		say("you may order a new cell: new cell X,Y (or keep my cell)")
	}
	if k.Unsure != "" {
		say("values with ? are ranges: %s", k.Unsure)
	}
	return lines
}

// ready reports whether a line may be said now: a start cell while the
// players choose theirs; the rules and a cell's type (§7, §7.2) at once;
// "start timing X" on X's turn; anything else on one's own turn — or
// everything at once with --no-wait, and a spectator's (refused by the
// seat) too.
func (t *terminal) ready(in input) bool {
	st := t.seat.State()
	if t.noWait || t.seat.Viewer() < 0 || st.Phase == game.Over {
		return true
	}
	if in.kind == inputStart {
		return st.Phase == game.Choosing
	}
	switch in.statement.Kind {
	case moves.AskRules, moves.AskCellType:
		return true
	case moves.AskTiming:
		return st.Phase == game.Playing && st.Turn >= 0 && strings.EqualFold(t.en.Names[st.Turn], in.statement.Player)
	}
	return st.Phase == game.Playing && st.Turn == t.seat.Viewer()
}

// when says when a line that waits will be said.
func (t *terminal) when(in input) string {
	switch {
	case t.seat == nil:
		return "once the game is made"
	case in.kind == inputStart:
		return "when the players choose their start cells"
	case in.statement.Kind == moves.AskTiming:
		return "on " + in.statement.Player + "'s turn"
	}
	return "on your turn"
}

// sendNext says the first line that waits, once it may be said; lines are
// said in the order they were typed, one at a time. It reports whether
// the player quits: a quit that waited for the lines before it.
func (t *terminal) sendNext() (quit bool) {
	if t.busy || len(t.queue) == 0 {
		return false
	}
	q := t.queue[0]
	if q.command == "quit" {
		return true
	}
	if t.seat == nil || t.seat.State().Phase == game.Over || !t.ready(q) {
		return false
	}
	t.queue = t.queue[1:]
	t.busy = true
	s := t.seat
	go func() {
		var err error
		if q.kind == inputStart {
			err = s.ChooseStart(q.cell)
		} else {
			err = s.Say(q.statement)
		}
		t.results <- requestDone{q, err}
	}()
	return false
}

// answered prints a refusal, or why a line was not said; an error
// returned ends the game for this terminal.
func (t *terminal) answered(r requestDone) error {
	var ref *game.Refusal
	switch {
	case r.err == nil:
	case errors.As(r.err, &ref):
		fmt.Fprintf(t.env.Stdout, "! %s: %s (%s)\n", r.in.text, ref.Reason(), ref.Code)
	case errors.Is(r.err, remote.ErrLost):
		return fmt.Errorf("%q was not said: %w", r.in.text, r.err)
	default:
		fmt.Fprintf(t.env.Stdout, "! %s: %v\n", r.in.text, r.err)
	}
	return nil
}
