package bot

import (
	"fmt"
	"math/rand/v2"
	"strings"

	"github.com/labyrinth-game/labyrinth/app/session"
	"github.com/labyrinth-game/labyrinth/engine/game"
	"github.com/labyrinth-game/labyrinth/engine/maze"
	"github.com/labyrinth-game/labyrinth/engine/moves"
	"github.com/labyrinth-game/labyrinth/engine/rules"
)

// Level is how well a bot plays.
type Level uint8

const (
	// Beginner explores, carries the treasures it finds out through the
	// exits it finds, and comes back in; it draws only what it saw since
	// the last pit or river, and never shoots.
	Beginner Level = iota + 1
	// Standard keeps one map of what it heard, laying the fragments drawn
	// after pits and rivers on it when they fit; follows where the other
	// players may stand; shoots when it can hit; heals and re-arms.
	Standard
	// Expert plays as the standard player, and also starts near the
	// middle, blows up walls that stand in its way, shoots after its
	// movement with a condition that it arrived where it meant to (§6.5),
	// shoots on weaker odds (more readily still at a player who carries a
	// treasure or is wounded), goes after a treasure carrier it has pinned
	// down, and learns the map from the moves of players whose cell it
	// knows.
	Expert
)

var levelNames = [...]string{Beginner: "beginner", Standard: "standard", Expert: "expert"}

func (l Level) String() string {
	if l >= Beginner && l <= Expert {
		return levelNames[l]
	}
	return fmt.Sprintf("Level(%d)", uint8(l))
}

// Levels lists the levels from the weakest.
func Levels() []Level { return []Level{Beginner, Standard, Expert} }

// ParseLevel reads a level's name, in any case.
func ParseLevel(s string) (Level, error) {
	for _, l := range Levels() {
		if strings.EqualFold(strings.TrimSpace(s), l.String()) {
			return l, nil
		}
	}
	return 0, fmt.Errorf("unknown bot level %q: expected beginner, standard or expert", s)
}

// Bot is a computer player's mind. It knows what its seat heard — the
// public information and the events passed to Hear — and nothing else: it
// is never shown the plan. Given the same seed and the same events it says
// the same things.
type Bot struct {
	level Level
	me    int
	info  game.PublicInfo
	rules rules.Rules
	rng   *rand.Rand

	where   *whereabouts
	rivals  *rivals
	scratch scratch

	// round is the round being played; quietLeft the rounds left before a
	// draw by Nstop (§3.6) as last announced, in round quietRound.
	round, quietLeft, quietRound int
}

// New is a bot of level playing seat me of a game of which everyone knows
// info. seed makes its choices: the same seed and the same events give the
// same statements.
func New(level Level, info game.PublicInfo, me int, seed uint64) *Bot {
	w := newWhereabouts(info.Outline, level >= Standard)
	r := newRivals(w, len(info.Names))
	r.learn = level == Expert
	return &Bot{
		level:  level,
		me:     me,
		info:   info,
		rules:  info.Rules,
		rng:    rand.New(rand.NewPCG(seed, uint64(me)+0xb07)),
		where:  w,
		rivals: r,
	}
}

// Level is the bot's level.
func (b *Bot) Level() Level { return b.level }

// ChooseStart is the start cell the bot chooses on the blank outline
// (§6.1): any cell of it; the expert's is near the middle, from where
// every part of the labyrinth is closest.
func (b *Bot) ChooseStart() maze.Pos {
	cells := b.where.allCells()
	if b.level == Expert {
		o := b.info.Outline
		var middle []maze.Pos
		for _, p := range cells {
			if 3*p.X >= o.Width()-1 && 3*p.X <= 2*o.Width() && 3*p.Y >= o.Height()-1 && 3*p.Y <= 2*o.Height() {
				middle = append(middle, p)
			}
		}
		if len(middle) > 0 {
			cells = middle
		}
	}
	return cells[b.rng.IntN(len(cells))]
}

// Hear takes in events the bot's seat heard, in order.
func (b *Bot) Hear(events ...game.Event) {
	for _, e := range events {
		if e.Recalled || !e.To.Includes(b.me) {
			continue
		}
		b.round = max(b.round, e.Round)
		if e.Code == game.QuietRounds {
			b.quietLeft, b.quietRound = e.Limit-e.Count, e.Round
		}
		if e.Player == b.me || e.Code == game.CommonCell {
			b.own(e)
		} else if e.To.Kind == game.ToEveryone && b.level >= Standard {
			b.rivals.hear(e)
		}
	}
}

// own takes in an event about the bot itself.
func (b *Bot) own(e game.Event) {
	w := b.where
	carry := b.rules.Rivers != rules.Turbulent
	switch e.Code {
	case game.Said:
		w.moveBegins()
	case game.Returned:
		w.returned()
	case game.StartChosen:
		w.placeAt(e.Pos)
	case game.Position:
		if e.To.Kind == game.ToPlayer { // the cell it ordered (§5.5)
			w.placeAt(e.Pos)
			w.visit()
		}
	case game.StartCell, game.CommonCell:
		switch {
		case w.placed:
			w.main.setKind(w.at, e.Cell)
			w.visit()
		case w.frag == nil:
			w.startFragment(e.Cell, nil, true)
		}
	case game.Moved, game.AlongRiver:
		if w.out { // back in through the exit it left by (§3.4)
			w.out = false
			w.sheet().setKind(w.at, e.Cell)
			w.visit()
			return
		}
		w.arrive(e.Dir, e.Cell)
	case game.FellIntoPit:
		w.transported(e.Dir, maze.Pit, maze.Pit, false)
	case game.MovedByLoop:
		w.transported(maze.NoDir, maze.Outside, maze.Pit, false)
	case game.CarriedByFlow:
		w.transported(e.Dir, maze.River, e.Cell, carry)
	case game.MovedByFlow:
		w.transported(maze.NoDir, maze.Outside, e.Cell, carry)
	case game.HitWall, game.CannotMove:
		if e.Code == game.HitWall && !w.out {
			w.hitWall(e.Dir, e.Reason == game.Monolith)
		}
		if e.Cell != maze.Outside {
			w.transported(maze.NoDir, maze.Outside, e.Cell, carry)
		}
	case game.RiverAgainst:
		w.hitWall(e.Dir, false)
	case game.LeftMaze:
		w.leftBy(e.Dir)
	case game.Found:
		w.treasureHere(e.Items.Treasures)
	case game.PickedUp, game.Took:
		if e.Items.Treasures > 0 || e.Item == moves.Treasure {
			if s := w.sheet(); s != nil {
				i := s.index(w.at)
				s.treasures[i] = max(s.treasures[i]-1, 0)
			}
		}
	case game.Done:
		// a dark move (the bot makes none): it no longer knows anything of
		// where it stands
		w.startFragment(maze.Outside, nil, true)
	}
}

// Next is what the bot says now, on its turn, knowing k of itself.
func (b *Bot) Next(k session.Known) moves.Statement {
	if back, ok := k.WayBack(); ok {
		return moves.Statement{Kind: moves.SayMove, Move: moves.Step(back)}
	}
	if k.MayOrderCell {
		if h, ok := b.hospital(); ok && b.level >= Standard {
			return moves.Statement{Kind: moves.OrderCell, Cell: h}
		}
		return moves.Statement{Kind: moves.KeepCell}
	}
	return moves.Statement{Kind: moves.SayMove, Move: b.move(k)}
}

// Fallback is what the bot says when the game master refused what it
// said: a plain step in a direction it has not found walled, or a skip.
func (b *Bot) Fallback(k session.Known, refused int) moves.Statement {
	if back, ok := k.WayBack(); ok {
		return moves.Statement{Kind: moves.SayMove, Move: moves.Step(back)}
	}
	if refused > 3 && b.rules.Skips {
		return moves.Statement{Kind: moves.SayMove, Move: moves.SkipMove()}
	}
	return moves.Statement{Kind: moves.SayMove, Move: moves.Step(maze.Dirs[b.rng.IntN(4)])}
}

// drawNear reports whether the game is about to end in a draw by Nstop
// (§3.6): a bot of any level then blows up a wall — an irreversible change
// — to play on, as a player who still hopes to win does. (Beginners who
// did not drew three games in four between themselves: docs/bots.md.)
func (b *Bot) drawNear() bool {
	return b.quietRound == b.round && b.quietLeft <= 3
}

// wallToBlow is the side of the bot's cell likeliest to be an inner wall:
// one it hit (inside the outline when it knows where it stands), else one
// it has not tried.
func (b *Bot) wallToBlow() (maze.Dir, bool) {
	w := b.where
	s := w.sheet()
	if s == nil || w.out {
		return maze.NoDir, false
	}
	inner := func(d maze.Dir) bool { return !w.placed || w.outline.Inside(w.at.Step(d)) }
	for _, want := range []side{wallSide, unknownSide} {
		for _, d := range b.dirs() {
			if s.sideAt(w.at, d) == want && inner(d) {
				return d, true
			}
		}
	}
	return maze.NoDir, false
}

// treasureLies reports whether the bot saw a treasure lying where it stands.
func (b *Bot) treasureLies() bool {
	s := b.where.sheet()
	return s != nil && !b.where.out && s.treasures[s.index(b.where.at)] > 0
}

// hospital is a hospital on the main sheet, to order as the new cell.
func (b *Bot) hospital() (maze.Pos, bool) {
	m := b.where.main
	for i, k := range m.kind {
		if k == maze.Hospital {
			return m.pos(i), true
		}
	}
	return maze.Pos{}, false
}

// move is the bot's move: a movement towards its goal, with a shot before
// it when one can hit.
func (b *Bot) move(k session.Known) moves.Move {
	p := b.plan(k)
	var m moves.Move
	if b.treasureLies() && k.Carrying == moves.NoItem && k.CarryingSure && k.Health == game.Healthy {
		// one it dropped when wounded, or passed while carrying another
		m.Actions = append(m.Actions, moves.Action{Kind: moves.Take, Item: moves.Treasure})
	}
	if shot, ok := b.shotFrom(k, b.where.cells(), 0.5); ok && b.level >= Standard {
		m.Actions = append(m.Actions, shot)
	}
	if !p.blow && b.drawNear() && k.Grenades.Lo > 0 && !p.flow {
		if d, ok := b.wallToBlow(); ok {
			m.Actions = append(m.Actions, moves.Action{Kind: moves.Blow, Dir: d})
		}
	}
	if p.blow {
		m.Actions = append(m.Actions, moves.Action{Kind: moves.Blow, Dir: p.dir})
	}
	if p.flow {
		m.Actions = append(m.Actions, moves.Action{Kind: moves.ByFlow})
		return m
	}
	m.Actions = append(m.Actions, moves.Action{Kind: moves.Go, Dir: p.dir})
	if b.level == Expert && b.rules.ConditionalMoves && len(m.Actions) == 1 {
		b.shootAfter(&m, k, p.dir)
	}
	return m
}

// shootAfter adds "if I walk onto land, shoot D" when a rival is likely in
// the line of fire from the cell the step leads to (§6.5): the condition
// keeps the bullet when the step ends elsewhere (a wall, a pit, a river).
func (b *Bot) shootAfter(m *moves.Move, k session.Known, d maze.Dir) {
	w := b.where
	if !w.placed || w.out || k.Health != game.Healthy || k.Bullets.Lo < 1 {
		return
	}
	to := w.at.Step(d)
	if !w.outline.Inside(to) || w.main.sideAt(w.at, d) == wallSide {
		return
	}
	if kd := w.main.kindAt(to); kd != maze.Outside && kd != maze.Land {
		return
	}
	arrived := k
	arrived.Here, arrived.HereKnown = maze.Land, true
	shot, ok := b.shotFrom(arrived, []maze.Pos{to}, 0.4)
	if !ok {
		return
	}
	m.Conditions = append(m.Conditions, moves.Conditional{If: moves.Condition{Kind: moves.IfCell, Cell: maze.Land}, Then: []moves.Action{shot}})
}

// shotFrom is the best shot from where the bot stands (one of cells, when
// it is not sure which) if its chance of hitting someone is at least
// threshold (a rival carrying a treasure counts double for an expert).
func (b *Bot) shotFrom(k session.Known, cells []maze.Pos, threshold float64) (moves.Action, bool) {
	r := b.rules
	switch {
	case len(cells) != 1 || b.where.out || r.NamedTargets:
		return moves.Action{}, false
	case k.Health != game.Healthy || k.Bullets.Lo < 1:
		return moves.Action{}, false
	case !k.HereKnown || k.Here == maze.Hospital || k.Here == maze.Weaponry:
		return moves.Action{}, false
	case k.Here == maze.River && !r.ShootFromRivers:
		return moves.Action{}, false
	}
	if b.level == Expert {
		threshold -= 0.25
	}
	from := cells[0]
	best, bestDir := 0.0, maze.NoDir
	for _, d := range b.dirs() {
		line := b.line(from, d)
		odds := 0.0
		for j := range b.rivals.all {
			if j == b.me {
				continue
			}
			c := b.rivals.chance(j, line)
			if r := b.rivals.all[j]; b.level == Expert && (r.carrying || r.wounded) {
				c *= 2
			}
			odds += c
		}
		if odds > best {
			best, bestDir = odds, d
		}
	}
	if best < threshold || !bestDir.Valid() {
		return moves.Action{}, false
	}
	return moves.Action{Kind: moves.Shoot, Dir: bestDir}, true
}

// line is the cells a bullet shot d from p flies through as far as the
// bot knows the way is clear, p itself first (everyone on the shooter's
// cell is hit, §5.5).
func (b *Bot) line(p maze.Pos, d maze.Dir) []maze.Pos {
	w := b.where
	out := []maze.Pos{p}
	for n := 1; b.rules.ShootingRange == 0 || n <= b.rules.ShootingRange; n++ {
		if w.main.sideAt(p, d) != openSide {
			break
		}
		p = p.Step(d)
		if !w.outline.Inside(p) {
			break
		}
		if k := w.main.kindAt(p); !b.rules.ShootThroughHavens && (k == maze.Hospital || k == maze.Weaponry) {
			break
		}
		out = append(out, p)
	}
	return out
}

// dirs is the four directions in an order of the bot's rng, so that ties
// are broken differently from game to game yet the same for one seed.
func (b *Bot) dirs() [4]maze.Dir {
	d := maze.Dirs
	b.rng.Shuffle(4, func(i, j int) { d[i], d[j] = d[j], d[i] })
	return d
}

// belief says where the bot believes it stands, for tests and debugging.
func (b *Bot) belief() string {
	w := b.where
	switch {
	case w.placed:
		return fmt.Sprintf("at %v", w.at)
	case w.lost:
		return "lost"
	}
	return fmt.Sprintf("one of %v", w.cells())
}
