package game

import (
	"errors"
	"fmt"
	"math/rand/v2"
	"slices"
	"strings"

	"github.com/labyrinth-game/labyrinth/engine/maze"
	"github.com/labyrinth-game/labyrinth/engine/moves"
	"github.com/labyrinth-game/labyrinth/engine/quote"
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
	// Rulings is the revision of the engine's rulings the game is played
	// under; 0 means CurrentRulings. A game is always replayed under the
	// rulings it was played with, so that its journal rebuilds the game its
	// players heard (docs/journal.md).
	Rulings int
}

// Revisions of the engine's rulings. A journal's version names the rulings
// its game is played under.
const (
	// RulingsFirst are the rulings of the first journals (version 1).
	RulingsFirst = 1
	// RulingsAudit add the rulings of the independent rules audit (issue
	// 9): Nstop and the healing time announced at the start (§8.6), the
	// conditions of a move judged on what was announced (§6.5), and a
	// hospital healing whoever stands in it when his move begins (§4.2).
	RulingsAudit = 2
	// RulingsPlacedTold: a player the game master places hears that the
	// game master chooses his start cell (start_by_master, §6.1, seed
	// 001's G2), and the game master's record of it says he placed him
	// (start_placed) rather than that the player chose.
	RulingsPlacedTold = 3
	// CurrentRulings are the rulings new games are played under.
	CurrentRulings = RulingsPlacedTold
)

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
	gone     []bool // treasure number -> crumbled, lost or kept outside
	// lostTrue counts the true treasures that can never be carried out.
	lostTrue int
	// trophies marks, under seed 001's W7, the cells where a player was
	// killed and his kit lies, for whoever steps in (nil otherwise).
	trophies []bool

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

	// mites are the encephalitis cells whose mite is awake (§4.7).
	mites []mite
	// common is the start cell the game master chose for everyone (§7.6).
	common    maze.Pos
	hasCommon bool
	// survivor counts the moves left to the last player standing (§7.9);
	// -1 until there is one.
	survivor int
	// timed is the player whose move is being timed (§9), or -1.
	timed int
	// votes holds the players' votes for a break (§9).
	votes []bool
	// noRefill and action describe the move being resolved: whether it
	// declines a weaponry's refill (§4.3), and which of its actions is
	// running (stamped on events).
	noRefill bool
	action   int
	// fallen marks the players wounded by the current move's bullets, who
	// are down and not hit again by its next shots (§5.5).
	fallen []bool
	// walls are the sides of his cell the current player hit a wall on
	// this turn under relaxed_step (bit 1<<dir; 001 S1); retry says that
	// the move being resolved stopped at such a wall.
	walls uint8
	retry bool
	// after says that the current player has made his step and says next
	// what he does after it, under act_after_hearing (001 l.64).
	after bool
	// floating is floatPiles's scratch.
	floating floating
	// creatures are the plan's creatures in play, under the rules option
	// creatures (001's O7; creatures.go); nil otherwise. shotCreature is
	// the creature the bullet being resolved stopped at, or -1.
	creatures    []Creature
	shotCreature int

	// outline is the plan's shape; public is where the game stands as
	// everyone heard it (PublicInfo, PublicState).
	outline Outline
	public  PublicState

	// keys counts the Keys lying on each cell (seed 002; key.go); nil when
	// the plan has none. boats counts the boats lying on each cell, nil
	// until a wounded player drops one.
	keys, boats []int

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
	if err := checkNames(s.Players); err != nil {
		return nil, fmt.Errorf("game: %w", err)
	}
	if err := s.Rules.Check(); err != nil {
		return nil, fmt.Errorf("game: %w", err)
	}
	switch {
	case s.Rulings == 0:
		s.Rulings = CurrentRulings
	case s.Rulings < RulingsFirst || s.Rulings > CurrentRulings:
		return nil, fmt.Errorf("game: rulings %d are unknown (this program knows %d to %d)", s.Rulings, RulingsFirst, CurrentRulings)
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
	for i, c := range m.Creatures {
		if !m.Inside(c.At) && s.Rules.Creatures {
			return nil, fmt.Errorf("game: creature %d (a %s) starts outside the labyrinth at %v", i+1, c.Kind, c.At)
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
		survivor: -1,
		timed:    -1,
		votes:    make([]bool, len(s.Players)),
		fallen:   make([]bool, len(s.Players)),
		outline:  OutlineOf(m),
		public:   NewPublicState(len(s.Players)),
	}
	g.creatures = newCreatures(m, s.Rules)
	g.setup.Players = slices.Clone(s.Players)
	g.initKeys(m)
	g.initBoats(m)
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
		pile.Knives += it.Knives
		pile.Cement += it.Cement
		pile.Boomerangs += it.Boomerangs
		for range it.Corpses {
			pile.Corpses = append(pile.Corpses, Corpse{Player: -1})
		}
	}
	for i, name := range s.Players {
		p := Player{
			Name:     name,
			Bullets:  s.Rules.StartBullets,
			Grenades: s.Rules.StartGrenades,
			Knives:   s.Rules.StartKnives,
			Boats:    s.Rules.StartBoats,
			NewCells: s.Rules.ReordersFor(len(s.Players)),
			Lives:    s.Rules.MaxLives(),
			Money:    s.Rules.StartMoney,
		}
		if s.Rules.CommonStart {
			p.Bullets, p.Grenades = 0, 0 // §7.6
		}
		if s.Rules.Landmines && (s.Rules.StartLandmines > 0 || s.Rules.HandedOutLandmines) {
			p.Carry = Carried{Item: moves.Landmine}
		}
		if s.Rules.HandicapOf(name).ExtraNewCell {
			p.ExtraOrders = 1
		}
		g.players[i] = p
	}
	return g, nil
}

// checkNames reports what is wrong with the players' names of a game.
func checkNames(names []string) error {
	if len(names) == 0 {
		return errors.New("no players")
	}
	if len(names) > MaxPlayers {
		return fmt.Errorf("%d players; at most %d can play", len(names), MaxPlayers)
	}
	seen := map[string]bool{}
	for i, name := range names {
		key := strings.ToLower(name)
		switch {
		case strings.TrimSpace(name) == "":
			return fmt.Errorf("player %d has no name", i+1)
		case strings.ContainsAny(name, " \t\n:,()"):
			return fmt.Errorf("player name %s: names are one word without punctuation", quote.Short(name))
		case seen[key]:
			return fmt.Errorf("two players are called %s", quote.Short(name))
		}
		seen[key] = true
	}
	return nil
}

// Apply resolves one command, appending its events to out. An illegal
// command (not this player's turn, a cell off the labyrinth, ...) returns a
// *Refusal and changes nothing; an allowed move whose actions fail (shooting
// without bullets, walking into a wall) succeeds with events that say so.
func (g *Game) Apply(c Command, out []Event) ([]Event, error) {
	if r := g.check(c); r != nil {
		return out, r
	}
	g.journal.add(c)
	g.out = out
	start := len(out)
	switch c.Kind {
	case ChooseStart:
		g.choose(c.Player, c.Cell)
	case PlaceStart:
		g.place(c.Player, c.Cell)
	case InvalidateStarts:
		g.invalidate()
	case Begin:
		g.begin()
	case Say:
		g.say(c.Player, c.Say)
	case CommonStart:
		g.common, g.hasCommon = c.Cell, true
	case StartTimer:
		g.startTimer()
	case TimeIsUp:
		g.timeUp(c.Player)
	case BreakDecision:
		g.decideBreak(c.Yes)
	case StopTimer:
		g.stopTimer()
	case EndGame:
		g.finish(EndedByMaster, -1)
	}
	out = g.out
	g.out = nil
	// The public state follows the command's events as they are told: a
	// dark move hides its events from everyone only once it is resolved
	// (§6.7), so they cannot count as they are emitted.
	g.public.Apply(out[start:]...)
	return out, nil
}

// emit records one event.
func (g *Game) emit(e Event) {
	g.seq++
	e.Seq = g.seq
	e.Round = g.round
	if e.Action == 0 {
		e.Action = g.action
	}
	g.out = append(g.out, e)
}

// since reports whether the game is played under the given revision of the
// rulings or a later one.
func (g *Game) since(rulings int) bool { return g.setup.Rulings >= rulings }

// event is the zero-valued skeleton of an event about player.
func event(code Code, to Audience, player int) Event {
	return Event{Code: code, To: to, Player: player, Other: -1}
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

// Piles calls yield with every cell where something lies — treasures,
// corpses, bullets, grenades, landmines lying or armed (§5) — in the
// plan's cell order, each with a copy of its pile: what the game master
// sees on his plan. Empty cells are skipped, so a whole plan costs little.
func (g *Game) Piles(yield func(maze.Pos, Pile) bool) {
	for i := range g.piles {
		if g.piles[i].Empty() {
			continue
		}
		if !yield(g.plan.PosOf(i), g.piles[i].clone()) {
			return
		}
	}
}

// Timed is the player whose move is being timed (§9), or -1.
func (g *Game) Timed() int { return g.timed }

// Voted reports whether player i voted for a break that is not yet held
// or decided (§9).
func (g *Game) Voted(i int) bool { return i >= 0 && i < len(g.votes) && g.votes[i] }

// Common is the start cell the game master chose for everyone (§7.6), and
// whether he chose one.
func (g *Game) Common() (maze.Pos, bool) { return g.common, g.hasCommon }

// Journal returns the commands applied so far.
func (g *Game) Journal() []Command { return g.journal.all() }
