package host

import (
	"slices"
	"time"

	"github.com/labyrinth-game/labyrinth/engine/announce"
	"github.com/labyrinth-game/labyrinth/engine/game"
	"github.com/labyrinth-game/labyrinth/engine/maze"
	"github.com/labyrinth-game/labyrinth/engine/moves"
	"github.com/labyrinth-game/labyrinth/engine/rules"
	"github.com/labyrinth-game/labyrinth/net/wire"
)

// The game master's table: the whole game as the game master sees it, for
// the screen of a person at the host who is game master (Master =
// HumanMaster), and for the host's lobby. It is a value taken whenever
// Updates signals (Table), and the stream of announcements with who heard
// each (Announcements). Nothing of it is sent to any connection: the
// players' programs hear only what net/server sends their seats.

// Stage is where a hosted game stands.
type Stage string

// The stages.
const (
	// StageLobby: seats are being claimed; the game is not made yet.
	StageLobby Stage = "lobby"
	// StageChoosing: the game is made; the players choose their start
	// cells, or the game master places them (§6.1, §7.6).
	StageChoosing Stage = "choosing"
	// StagePlaying: turns are being played (§6.2).
	StagePlaying Stage = "playing"
	// StageOver: the game has ended (Result).
	StageOver Stage = "over"
)

// Colours is how many seat colours a screen needs: one per seat a game can
// have. A seat's colour (TableSeat.Colour) is its number, the same from the
// lobby to the reveal, on every screen.
const Colours = game.MaxPlayers

// TrailMoves is how many of a player's last moves his trail covers.
const TrailMoves = 3

// Table is a hosted game at one moment, as its game master sees it. It
// shares nothing the host changes: take one on every signal of Updates and
// draw it. Plan is shared between tables until a wall falls: never change
// it.
type Table struct {
	// Version counts the host's changes: a table of the same version as
	// the one on screen is the same table.
	Version uint64
	Name    string
	Master  Master
	// Rules are the rules in force (with Nstop and the new cells worked
	// out once the game is made).
	Rules rules.Rules
	Stage Stage
	// Round is the round being played (0 before play); Turn the seat
	// whose turn it is, -1 for none.
	Round, Turn int
	// Plan is the labyrinth as it stands: walls blown up by grenades are
	// gone (§5.4). Its treasures and piles are where the game began; Items
	// are where things lie now.
	Plan *maze.Maze
	// Seats are every seat of the game, in seat (turn) order.
	Seats []TableSeat
	// Spectators watch now, of SpectatorPlaces.
	Spectators, SpectatorPlaces int
	// Items are the cells where something lies, in the plan's cell order.
	Items []CellItems
	// Common is the start cell the game master chose for everyone, with
	// HasCommon (§7.6).
	Common    maze.Pos
	HasCommon bool
	// Timing is §9's: the move timed, the breaks.
	Timing Timing
	// Result is how the game ended and Winner who won (-1 for nobody),
	// once Stage is StageOver.
	Result game.Result
	Winner int
	// Announcements is how many announcements the game has made so far
	// (Host.Announcements).
	Announcements int
	// StartBlocked says why StartGame would be refused now — a
	// *ControlError, its Code too_few_players, seat_gap or begun — and is
	// nil when the game may be started with the players there.
	StartBlocked *ControlError
}

// TableSeat is one seat: its player, his presence, and his piece.
type TableSeat struct {
	Seat int
	// Colour is the seat's colour, a number from 0 to Colours-1 that a
	// screen maps to a colour of its palette.
	Colour int
	// Name is the player's name; "" for a free seat.
	Name string
	// Presence is free, connected or away (his connection gone).
	Presence wire.SeatState
	// The rest describes the player in the game, once it is made.
	//
	// Turn: it is his turn. Timed: his move is being timed (§9).
	Turn, Timed bool
	// Chose: he chose his start cell, or the game master placed him
	// (Placed); Start is that cell (§6.1). Before play only.
	Chose, Placed bool
	Start         maze.Pos
	// Piece is where his piece is: Pos is its cell when on a cell, dead
	// (where his corpse fell) or outside (the cell of Exit, the side he
	// left through, §3.4).
	Piece Piece
	Pos   maze.Pos
	Exit  maze.Side
	// His condition as the game master knows it (§4.7, §5.5).
	Health game.Health
	Immune bool
	// HealLeft is how many successful moves an infected player has left
	// to reach a hospital, when the rules limit them (§4.7).
	HealLeft          int
	Bullets, Grenades int
	// Money is his play money (seed 004's start_money).
	Money int
	// Knives, Cement and Boomerangs are seed 001's items (l.65, l.107,
	// l.109), 0 in a game without them.
	Knives, Cement, Boomerangs int
	// Carry is the one big item he carries (§5.1).
	Carry Carried
	// NewCells is how many new cells he may still order (§5.5, §7.2).
	NewCells int
	// Breaks is how many breaks he has taken; Voted: he voted for a break
	// not yet held (§9).
	Breaks int
	Voted  bool
	// Out is the announcement that put him out of the game
	// (death_notice, died_of_infection, lost_outside, time_up), once it
	// was announced; "" while he plays.
	Out game.Code
	// Trail is the cells his piece stood on over his last TrailMoves
	// moves, the oldest first: the cell the oldest of them began on, then
	// each cell he walked into or was sent to, ending where he stands.
	Trail []TrailStep
}

// Piece says where a player's piece is.
type Piece string

// Where pieces are.
const (
	// PieceNotPlaced: play has not begun; the piece is not on the plan.
	PieceNotPlaced Piece = "not_placed"
	// PieceOnCell: on the cell Pos.
	PieceOnCell Piece = "on_cell"
	// PieceOutside: outside the labyrinth after leaving through Exit; he
	// must come back in with his next move (§3.4).
	PieceOutside Piece = "outside"
	// PieceDead: dead; his corpse lies where he died (Items).
	PieceDead Piece = "dead"
	// PieceLost: out of the game without dying (did not come back in).
	PieceLost Piece = "lost"
)

// Carried is the big item a player carries, if any.
type Carried struct {
	// Item is moves.Treasure, moves.Corpse, moves.Landmine, or
	// moves.NoItem for nothing.
	Item moves.Item
	// Treasure is the treasure's number (its index in the plan's list)
	// and True whether it is the true one, when Item is a treasure.
	Treasure int
	True     bool
	// Corpse is whose corpse, a seat, when Item is a corpse.
	Corpse int
}

// TrailStep is one cell of a trail.
type TrailStep struct {
	Pos maze.Pos
	// Move is which of the player's moves reached it: 0 for his start
	// (or a new cell ordered before his first move), 1 for his first
	// move, and so on.
	Move int
	// Jump says that the piece did not walk here from the step before: a
	// pit's loop sent it (§4.4), a new cell was ordered (§5.5), or it is
	// the start. A screen draws no line into a jump.
	Jump bool
}

// CellItems is what lies on one cell (§5).
type CellItems struct {
	Pos maze.Pos
	// Treasures are the treasures stacked there, the lowest first (§5.8).
	Treasures []Treasure
	// Corpses are the corpses lying there (§5.6).
	Corpses           []Corpse
	Bullets, Grenades int
	// Landmines lie there harmless and may be picked up; Armed are set and
	// explode on whoever arrives (§5.7): the players never see them.
	Landmines, Armed int
}

// Treasure is one treasure lying on a cell.
type Treasure struct {
	Number int
	True   bool
}

// Corpse is a dead player's corpse; Contagious after encephalitis (§4.7).
type Corpse struct {
	Seat       int
	Contagious bool
}

// Timing is the state of §9: the move being timed and the breaks.
type Timing struct {
	// MoveSeconds is how long a timed move may take (0: moves are not
	// timed in this game); BreakMinutes how long a break is (0: none).
	MoveSeconds, BreakMinutes int
	// Timed is the seat whose move is being timed, -1 for none, and
	// Deadline when its time runs out (by the host's clock; a move timed
	// when the host was resumed got its full time again).
	Timed    int
	Deadline time.Time
	// Break is the break under way, if any.
	Break Break
	// Tie says that the players' votes for a break are even: the game
	// master decides (DecideBreak).
	Tie bool
}

// Break is a break under way (§9): a player's own before his move (Seat),
// or one the players agreed on (Seat -1), until Until. Seat is -1 and
// Until zero when there is none. A player's own break ends with his move
// at the latest.
type Break struct {
	Seat  int
	Until time.Time
}

// Held reports whether b is a break under way at now.
func (b Break) Held(now time.Time) bool { return !b.Until.IsZero() && now.Before(b.Until) }

// Table returns the game as its game master sees it now.
func (h *Host) Table() Table {
	h.mu.Lock()
	defer h.mu.Unlock()
	t := Table{
		Version: h.version.Load(), Name: h.st.Name, Master: h.st.Master, Rules: h.st.Setup.Rules,
		Stage: StageLobby, Turn: -1, Winner: -1, Plan: h.plan,
		Spectators: h.presence.Spectators, SpectatorPlaces: h.st.Spectators,
		Timing: Timing{
			MoveSeconds: h.st.Setup.Rules.MoveSeconds, BreakMinutes: h.st.Setup.Rules.BreakMinutes,
			Timed: -1, Break: h.rest, Tie: h.tie,
		},
		Announcements: h.scanned,
		StartBlocked:  h.startable(),
	}
	t.Seats = make([]TableSeat, len(h.claims))
	for i, c := range h.claims {
		t.Seats[i] = TableSeat{Seat: i, Colour: i, Name: c.name, Presence: wire.Free, Piece: PieceNotPlaced}
		if c.name != "" && i < len(h.presence.Seats) {
			t.Seats[i].Presence = h.presence.Seats[i].State
		}
	}
	if h.sess == nil {
		return t
	}
	h.sess.With(func(g *game.Game) { h.fillTable(&t, g) })
	return t
}

// fillTable adds the game to t. The caller holds h.mu and the game.
func (h *Host) fillTable(t *Table, g *game.Game) {
	if h.newPlan {
		h.plan, h.newPlan = g.Plan().Clone(), false
	}
	t.Plan = h.plan
	t.Rules = g.RulesInForce()
	t.Round = g.Round()
	switch g.Phase() {
	case game.Choosing:
		t.Stage = StageChoosing
	case game.Playing:
		t.Stage, t.Turn = StagePlaying, g.Current()
	case game.Over:
		t.Stage = StageOver
		t.Result, t.Winner = g.Result()
	}
	t.Common, t.HasCommon = g.Common()
	if timed := g.Timed(); timed >= 0 && t.Stage == StagePlaying {
		t.Timing.Timed, t.Timing.Deadline = timed, h.deadline
	}
	public := g.PublicState()
	for i := range min(len(t.Seats), g.Players()) {
		s := &t.Seats[i]
		p := g.Player(i)
		s.Turn, s.Timed = i == t.Turn, i == t.Timing.Timed
		s.Health, s.Immune, s.Bullets, s.Grenades = p.Health, p.Immune, p.Bullets, p.Grenades
		s.Money = p.Money
		s.Knives, s.Cement, s.Boomerangs = p.Knives, p.Cement, p.Boomerangs
		s.NewCells, s.Breaks, s.Voted = p.NewCells+p.ExtraOrders, p.Breaks, g.Voted(i)
		if p.Health == game.Infected {
			s.HealLeft = p.HealLeft
		}
		s.Carry = Carried{Item: p.Carry.Item, Corpse: -1}
		switch p.Carry.Item {
		case moves.Treasure:
			s.Carry.Treasure, s.Carry.True = p.Carry.Treasure, g.IsTrue(p.Carry.Treasure)
		case moves.Corpse:
			s.Carry.Corpse = p.Carry.Corpse.Player
		}
		if i < len(public.Players) {
			s.Out = public.Players[i].Out
		}
		switch {
		case t.Stage == StageChoosing:
			s.Chose, s.Placed, s.Start = p.HasChoice, p.Placed, p.Choice
			if t.HasCommon {
				s.Start = t.Common
			}
		case p.Health == game.Dead:
			s.Piece, s.Pos = PieceDead, p.Pos
		case p.Lost:
			s.Piece = PieceLost
		case p.Out:
			s.Piece, s.Pos, s.Exit = PieceOutside, p.Exit.At, p.Exit
		case p.Started:
			s.Piece, s.Pos = PieceOnCell, p.Pos
		}
		if i < len(h.trails) {
			s.Trail = slices.Clone(h.trails[i].steps)
		}
	}
	for pos, pile := range g.Piles {
		it := CellItems{Pos: pos, Bullets: pile.Bullets, Grenades: pile.Grenades, Landmines: pile.Landmines, Armed: pile.Armed}
		for _, n := range pile.Treasures {
			it.Treasures = append(it.Treasures, Treasure{Number: n, True: g.IsTrue(n)})
		}
		for _, c := range pile.Corpses {
			it.Corpses = append(it.Corpses, Corpse{Seat: c.Player, Contagious: c.Contagious})
		}
		t.Items = append(t.Items, it)
	}
}

// Announcement is one event of the game with who heard it: what a game
// master's announcement stream shows.
type Announcement struct {
	// Event is the event as the game master heard it (its Seq the game's
	// own, from 1).
	Event game.Event
	// Text is the event in the reference's words, as labyrinth replay and
	// the host's log give it.
	Text string
	// To names its audience: "everyone", the player's name, or "the game
	// master".
	To string
	// Heard are the seats that heard it: every seat for an announcement to
	// everyone, one seat, or none (the game master's own knowledge).
	// Spectators says whether the spectators heard it too.
	Heard      []int
	Spectators bool
}

// Announcements returns the game's announcements after the first from,
// in order (nil before the game is made): a screen keeps how many it has
// and asks for the rest on every signal of Updates.
func (h *Host) Announcements(from int) []Announcement {
	h.mu.Lock()
	sess := h.sess
	h.mu.Unlock()
	if sess == nil {
		return nil
	}
	names := sess.Names()
	en := announce.English{Names: names, ToMaster: true}
	evs := sess.Since(from)
	out := make([]Announcement, len(evs))
	for i, e := range evs {
		a := Announcement{Event: e, Text: en.Line(e), To: "the game master"}
		switch e.To.Kind {
		case game.ToEveryone:
			a.To, a.Spectators = "everyone", true
			a.Heard = make([]int, len(names))
			for s := range a.Heard {
				a.Heard[s] = s
			}
		case game.ToPlayer:
			a.To, a.Heard = en.Audience(e.To), []int{e.To.Player}
		}
		out[i] = a
	}
	return out
}

// trail is the last moves of one player's piece, as the events tell them.
type trail struct {
	moves int  // moves said
	jump  bool // the next position is not walked to
	steps []TrailStep
}

// follow keeps the table's own books on one event of the game: the
// trails, the plan when a wall falls, the breaks. live is false while a
// resumed host reads the events of its journal: the breaks then are long
// over. The caller holds h.mu.
func (h *Host) follow(e *game.Event, live bool) {
	if e.Recalled {
		return
	}
	switch e.Code {
	case game.WallDestroyed:
		h.newPlan = true
	case game.BreakTaken, game.BreakAgreed:
		if live {
			seat := e.Player
			if e.Code == game.BreakAgreed {
				seat = -1
			}
			h.rest = Break{Seat: seat, Until: h.now().Add(time.Duration(e.Count) * time.Minute)}
		}
	case game.TurnBegins:
		if h.rest.Seat >= 0 {
			h.rest = Break{Seat: -1}
		}
	}
	if e.Player < 0 || e.Player >= len(h.trails) {
		return
	}
	tr := &h.trails[e.Player]
	switch e.Code {
	case game.Said:
		tr.moves++
		keep := slices.IndexFunc(tr.steps, func(s TrailStep) bool { return s.Move > tr.moves-TrailMoves })
		if keep < 0 {
			keep = len(tr.steps)
		}
		// Keep the cell the oldest move kept starts from.
		tr.steps = slices.Delete(tr.steps, 0, max(keep-1, 0))
	case game.FellIntoPit, game.CarriedByFlow:
		// He walked into the cell beside him before the pit sent him on or
		// the flow carried him (§4.4, §4.6): that cell is on his trail.
		if n := len(tr.steps); n > 0 {
			tr.add(TrailStep{Pos: tr.steps[n-1].Pos.Step(e.Dir), Move: tr.moves})
		}
		tr.jump = e.Code == game.FellIntoPit
	case game.MovedByLoop, game.NewCell, game.StartCell:
		tr.jump = true
	case game.Position:
		tr.add(TrailStep{Pos: e.Pos, Move: tr.moves, Jump: tr.jump || len(tr.steps) == 0})
		tr.jump = false
	}
}

// add puts a step at the end of the trail, unless the piece is still
// there.
func (tr *trail) add(s TrailStep) {
	if n := len(tr.steps); n > 0 && tr.steps[n-1].Pos == s.Pos && !s.Jump {
		return
	}
	tr.steps = append(tr.steps, s)
}
