package game

import (
	"errors"
	"fmt"
	"math/rand/v2"
	"slices"
	"strings"

	"github.com/labyrinth-game/labyrinth/engine/maze"
	"github.com/labyrinth-game/labyrinth/engine/moves"
	"github.com/labyrinth-game/labyrinth/engine/rules"
)

// MaxPlayers is the most players a game can seat.
const MaxPlayers = 16

// Setup is everything a game is made from besides its commands.
type Setup struct {
	Maze  *maze.Maze
	Rules rules.Rules
	// Seed seeds the game's only source of randomness.
	Seed uint64
	// Players are the players' names in turn order.
	Players []string
}

// Phase is the stage of the game.
type Phase uint8

const (
	// Choosing: players choose their start cells (§6.1).
	Choosing Phase = iota
	// Playing: turns are being played (§6.2).
	Playing
	// Over: the game has ended; Result says how.
	Over
)

var phaseNames = [...]string{"choosing", "playing", "over"}

func (p Phase) String() string {
	if int(p) < len(phaseNames) {
		return phaseNames[p]
	}
	return "phase?"
}

// Game is one game in progress. It is not safe for concurrent use.
type Game struct {
	setup    Setup
	plan     *maze.Maze
	rules    rules.Rules
	rng      *rand.PCG
	players  []Player
	piles    []Pile
	treasure []bool // treasure number -> true treasure
	gone     []bool // treasure number -> crumbled or lost

	phase   Phase
	current int
	round   int
	nstop   int
	quiet   int
	changed bool
	moves   int // moves said in the current round
	skips   int // skips among them
	result  Result
	winner  int

	seq     int
	journal journal

	// out collects the events of the command being applied.
	out []Event
	// moveFrom is where in out the current move's events begin.
	moveFrom int
}

// New starts a game in the Choosing phase.
func New(s Setup) (*Game, error) {
	if s.Maze == nil {
		return nil, errors.New("game: no maze")
	}
	if len(s.Players) == 0 {
		return nil, errors.New("game: no players")
	}
	if len(s.Players) > MaxPlayers {
		return nil, fmt.Errorf("game: %d players; at most %d can play", len(s.Players), MaxPlayers)
	}
	seen := map[string]bool{}
	for i, name := range s.Players {
		key := strings.ToLower(name)
		switch {
		case strings.TrimSpace(name) == "":
			return nil, fmt.Errorf("game: player %d has no name", i+1)
		case strings.ContainsAny(name, " \t\n:,()"):
			return nil, fmt.Errorf("game: player name %q: names are one word without punctuation", name)
		case seen[key]:
			return nil, fmt.Errorf("game: two players are called %q", name)
		}
		seen[key] = true
	}
	if err := s.Rules.Check(); err != nil {
		return nil, fmt.Errorf("game: %w", err)
	}
	m := s.Maze
	for i, t := range m.Treasures {
		if !m.Inside(t.At) {
			return nil, fmt.Errorf("game: treasure %d lies outside the labyrinth at %v", i+1, t.At)
		}
	}
	for i, p := range m.Piles {
		if !m.Inside(p.At) {
			return nil, fmt.Errorf("game: item pile %d lies outside the labyrinth at %v", i+1, p.At)
		}
	}
	g := &Game{
		setup:    s,
		plan:     m.Clone(),
		rules:    s.Rules,
		rng:      rand.NewPCG(s.Seed, s.Seed^0x9e3779b97f4a7c15),
		players:  make([]Player, len(s.Players)),
		piles:    make([]Pile, m.Len()),
		treasure: make([]bool, len(m.Treasures)),
		gone:     make([]bool, len(m.Treasures)),
		nstop:    s.Rules.NStopFor(m.CountInside()),
		winner:   -1,
	}
	g.setup.Players = slices.Clone(s.Players)
	g.setup.Maze = m.Clone()
	for i, t := range m.Treasures {
		g.treasure[i] = t.True
		pile := &g.piles[m.Index(t.At)]
		pile.Treasures = append(pile.Treasures, i)
	}
	for _, it := range m.Piles {
		pile := &g.piles[m.Index(it.At)]
		pile.Bullets += it.Bullets
		pile.Grenades += it.Grenades
		pile.Landmines += it.Landmines
		for range it.Corpses {
			pile.Corpses = append(pile.Corpses, Corpse{Player: -1})
		}
	}
	for i, name := range s.Players {
		g.players[i] = Player{
			Name:     name,
			Bullets:  s.Rules.StartBullets,
			Grenades: s.Rules.StartGrenades,
			NewCells: s.Rules.ReordersFor(len(s.Players)),
		}
		if s.Rules.StartLandmines > 0 {
			g.players[i].Carry = Carried{Item: moves.Landmine}
		}
	}
	return g, nil
}

// Apply resolves one command, appending its events to out. An illegal
// command (not this player's turn, a cell off the labyrinth, ...) returns an
// error and changes nothing; an allowed move whose actions fail (shooting
// without bullets, walking into a wall) succeeds with events that say so.
func (g *Game) Apply(c Command, out []Event) ([]Event, error) {
	if err := g.check(c); err != nil {
		return out, err
	}
	g.journal.add(c)
	g.out = out
	switch c.Kind {
	case ChooseStart:
		g.choose(c.Player, c.Cell)
	case InvalidateStarts:
		g.invalidate()
	case Begin:
		g.begin()
	case Say:
		g.say(c.Player, c.Say)
	}
	out = g.out
	g.out = nil
	return out, nil
}

// emit records one event.
func (g *Game) emit(e Event) {
	g.seq++
	e.Seq = g.seq
	e.Round = g.round
	g.out = append(g.out, e)
}

// event is the zero-valued skeleton of an event about player.
func event(code Code, to Audience, player int) Event {
	return Event{Code: code, To: to, Player: player, Other: -1}
}

// check decides whether a command is legal now, without changing anything.
func (g *Game) check(c Command) error {
	if g.phase == Over {
		return errors.New("the game is over")
	}
	needPlayer := c.Kind == ChooseStart || c.Kind == Say
	if needPlayer && (c.Player < 0 || c.Player >= len(g.players)) {
		return fmt.Errorf("there is no player %d", c.Player+1)
	}
	switch c.Kind {
	case ChooseStart:
		p := &g.players[c.Player]
		switch {
		case g.phase != Choosing:
			return errors.New("start cells are chosen before the game begins")
		case !g.plan.Inside(c.Cell):
			return fmt.Errorf("%s: cell %v is not part of the labyrinth", p.Name, c.Cell)
		case p.HasPrevious && c.Cell == p.Previous:
			return fmt.Errorf("%s: %v was declared invalid; choose another cell", p.Name, c.Cell)
		}
		return nil
	case InvalidateStarts:
		if g.phase != Choosing {
			return errors.New("start cells can only be declared invalid before the game begins")
		}
		return nil
	case Begin:
		if g.phase != Choosing {
			return errors.New("the game has already begun")
		}
		var missing []string
		for i := range g.players {
			if !g.players[i].HasChoice {
				missing = append(missing, g.players[i].Name)
			}
		}
		if len(missing) > 0 {
			return fmt.Errorf("waiting for %s to choose a start cell", strings.Join(missing, ", "))
		}
		return nil
	case Say:
		return g.checkSay(c.Player, c.Say)
	}
	return fmt.Errorf("unknown command %d", c.Kind)
}

func (g *Game) checkSay(pi int, s moves.Statement) error {
	p := &g.players[pi]
	if g.phase != Playing {
		return errors.New("the game has not begun yet")
	}
	if !p.Active() {
		return fmt.Errorf("%s is out of the game", p.Name)
	}
	if err := s.Validate(); err != nil {
		return fmt.Errorf("%s: %w", p.Name, err)
	}
	switch s.Kind {
	case moves.AskStatus:
		return nil
	case moves.AskRecall:
		si, ok := g.PlayerByName(s.Player)
		switch {
		case !ok:
			return fmt.Errorf("there is no player called %q", s.Player)
		case si == pi:
			return fmt.Errorf("%s: one can recall other players' moves, not one's own", p.Name)
		case !g.players[si].hasLast:
			return fmt.Errorf("%s has not moved yet", g.players[si].Name)
		}
		return nil
	}
	if pi != g.current {
		return fmt.Errorf("it is %s's turn, not %s's", g.players[g.current].Name, p.Name)
	}
	switch s.Kind {
	case moves.OrderCell:
		switch {
		case !p.mayOrder:
			return fmt.Errorf("%s: a new cell can only be ordered at the start of the turn after a wound, while new cells are left", p.Name)
		case !g.plan.Inside(s.Cell):
			return fmt.Errorf("%s: cell %v is not part of the labyrinth", p.Name, s.Cell)
		}
		return nil
	case moves.KeepCell:
		if !p.mayOrder {
			return fmt.Errorf("%s: there is no new cell to decline", p.Name)
		}
		return nil
	case moves.SayMove:
		return nil
	}
	return fmt.Errorf("%s: unknown statement", p.Name)
}

// PlayerByName finds a player by name, ignoring case.
func (g *Game) PlayerByName(name string) (int, bool) {
	for i := range g.players {
		if strings.EqualFold(g.players[i].Name, name) {
			return i, true
		}
	}
	return -1, false
}

func (g *Game) choose(pi int, cell maze.Pos) {
	p := &g.players[pi]
	p.Choice, p.HasChoice = cell, true
	e := event(StartChosen, OnlyPlayer(pi), pi)
	e.Pos = cell
	g.emit(e)
}

func (g *Game) invalidate() {
	for i := range g.players {
		p := &g.players[i]
		if p.HasChoice {
			p.Previous, p.HasPrevious = p.Choice, true
		}
		p.HasChoice = false
	}
	g.emit(event(StartsInvalid, Everyone(), -1))
}

func (g *Game) begin() {
	g.phase = Playing
	g.round = 1
	e := event(GameStarted, Everyone(), -1)
	e.Count = len(g.players)
	g.emit(e)
	for i := range g.players {
		p := &g.players[i]
		p.Pos, p.Started = p.Choice, true
		e := event(StartCell, Everyone(), i)
		e.Cell = g.plan.Kind(p.Pos)
		g.emit(e)
		g.emitPosition(i)
	}
	g.current = 0
	g.startTurn()
}

func (g *Game) emitPosition(pi int) {
	e := event(Position, MasterOnly(), pi)
	e.Pos = g.players[pi].Pos
	g.emit(e)
}

// startTurn announces the current player's turn and what happened to him
// since his last one.
func (g *Game) startTurn() {
	p := &g.players[g.current]
	g.emit(event(TurnBegins, Everyone(), g.current))
	if p.hurt {
		p.hurt = false
		e := event(WoundNotice, Everyone(), g.current)
		e.Count = p.NewCells
		g.emit(e)
		p.mayOrder = p.NewCells > 0
	}
}

func (g *Game) say(pi int, s moves.Statement) {
	p := &g.players[pi]
	switch s.Kind {
	case moves.AskStatus:
		e := event(StatusOf, Everyone(), pi)
		e.Status = p.Status()
		g.emit(e)
	case moves.AskRecall:
		si, _ := g.PlayerByName(s.Player)
		g.recall(pi, si)
	case moves.OrderCell:
		p.mayOrder = false
		p.NewCells--
		p.Pos = s.Cell
		g.emit(event(NewCell, Everyone(), pi))
		e := event(Position, OnlyPlayer(pi), pi)
		e.Pos = p.Pos
		g.emit(e)
	case moves.KeepCell:
		p.mayOrder = false
		g.emit(event(KeptCell, Everyone(), pi))
	case moves.SayMove:
		p.mayOrder = false
		g.moveFrom = len(g.out)
		g.play(pi, s.Move)
		g.remember(pi, s.Move)
		g.afterAction()
		if g.phase != Over {
			g.endTurn()
		}
	}
}

func (g *Game) recall(asker, subject int) {
	s := &g.players[subject]
	e := event(Recall, Everyone(), asker)
	e.Other = subject
	e.Move = s.lastMove
	g.emit(e)
	for _, old := range s.lastEvents {
		old.Recalled = true
		g.emit(old)
	}
}

// remember keeps the public results of a player's move for recall.
func (g *Game) remember(pi int, m moves.Move) {
	p := &g.players[pi]
	p.lastMove, p.hasLast = m, true
	p.lastEvents = p.lastEvents[:0]
	for _, e := range g.out[g.moveFrom:] {
		if e.To.Kind == ToEveryone {
			p.lastEvents = append(p.lastEvents, e)
		}
	}
}

// endTurn passes the turn to the next active player, closing the round when
// the order wraps around.
func (g *Game) endTurn() {
	n := len(g.players)
	for step := 1; step <= n; step++ {
		next := (g.current + step) % n
		if g.current+step == n {
			g.endRound()
			if g.phase == Over {
				return
			}
		}
		p := &g.players[next]
		if p.Health == Dead && p.hurt {
			p.hurt = false
			g.emit(event(DeathNotice, Everyone(), next))
		}
		if !p.Active() {
			continue
		}
		g.current = next
		g.startTurn()
		return
	}
	// Nobody is left to play; afterAction has already ended the game.
}

// endRound closes a round: the §3.6 count of rounds without irreversible
// change and the §6.6 draw when everyone skipped.
func (g *Game) endRound() {
	allSkipped := g.moves > 0 && g.skips == g.moves
	if g.changed {
		g.quiet = 0
	} else {
		g.quiet++
	}
	g.changed = false
	g.moves, g.skips = 0, 0
	g.round++
	if allSkipped {
		g.finish(DrawAllSkipped, -1)
		return
	}
	if g.quiet > 0 && g.nstop-g.quiet < 5 {
		e := event(QuietRounds, Everyone(), -1)
		e.Count, e.Limit = g.quiet, g.nstop
		g.emit(e)
	}
	if g.quiet >= g.nstop {
		g.finish(DrawNStop, -1)
	}
}

// afterAction ends the game when at most one player is left (§3.5).
func (g *Game) afterAction() {
	if g.phase == Over {
		return
	}
	active, last := 0, -1
	for i := range g.players {
		if g.players[i].Active() {
			active++
			last = i
		}
	}
	switch {
	case active == 0:
		g.finish(NobodyLeft, -1)
	case active == 1 && len(g.players) > 1:
		g.finish(LastStanding, last)
	}
}

func (g *Game) finish(r Result, winner int) {
	g.phase = Over
	g.result, g.winner = r, winner
	e := event(GameOver, Everyone(), winner)
	e.Result = r
	g.emit(e)
}

// Phase is the stage of the game.
func (g *Game) Phase() Phase { return g.phase }

// Current is the player whose turn it is.
func (g *Game) Current() int { return g.current }

// Round is the number of the round being played (1-based; 0 before play).
func (g *Game) Round() int { return g.round }

// Result says how the game ended and who won (-1 for nobody).
func (g *Game) Result() (Result, int) { return g.result, g.winner }

// QuietRounds is the number of rounds in a row without irreversible change,
// and the limit NStop (§3.6).
func (g *Game) QuietRounds() (n, limit int) { return g.quiet, g.nstop }

// Players is the number of players.
func (g *Game) Players() int { return len(g.players) }

// Player returns a copy of a player's state (the game master's view).
func (g *Game) Player(i int) Player {
	p := g.players[i]
	p.lastEvents = nil
	return p
}

// Names are the players' names in turn order.
func (g *Game) Names() []string { return slices.Clone(g.setup.Players) }

// Plan is the labyrinth as it is now (walls blown up). Do not modify it.
func (g *Game) Plan() *maze.Maze { return g.plan }

// Setup is what the game was made from.
func (g *Game) Setup() Setup { return g.setup }

// Rules is the game's rules configuration.
func (g *Game) Rules() rules.Rules { return g.rules }

// PileAt returns a copy of what lies on the cell at p.
func (g *Game) PileAt(p maze.Pos) Pile {
	if !g.plan.InGrid(p) {
		return Pile{}
	}
	return g.piles[g.plan.Index(p)].clone()
}

// IsTrue reports whether treasure number t is the true one.
func (g *Game) IsTrue(t int) bool { return t >= 0 && t < len(g.treasure) && g.treasure[t] }

// Journal returns the commands applied so far.
func (g *Game) Journal() []Command { return g.journal.all() }
