package game

import (
	"slices"

	"github.com/labyrinth-game/labyrinth/engine/maze"
	"github.com/labyrinth-game/labyrinth/engine/rules"
)

// What is public about a game: what every player (and a spectator) knows
// without being told anything secret. The reference makes public the
// labyrinth's outline and size, which the players agree on before the game
// and each draws as his blank plan (§1.4, §6.1, §7), the rules and options
// agreed (§7: "every player can at any time confirm all the game rules"),
// the values the game master announces once the plan is made (Nstop, the
// healing time, §8.6), and everything said aloud during play (§6.2). The
// plan's contents — walls, exits, cell types, items — and every player's
// position are the game master's; a player's start cell is his own (§6.1).
//
// PublicInfo is the first part, fixed for the game; PublicState follows the
// public announcements. Both are plain values a host can send as they are
// (they have JSON forms), and a client can keep PublicState itself by
// applying the events it hears.

// Spectator is the viewer number of someone who watches without playing:
// Audience.Includes gives him only what is announced to everyone. After the
// game he may see the reveal, like everyone.
const Spectator = -2

// PublicInfo is what everyone knows about a game before it begins.
type PublicInfo struct {
	// Names are the players' names in turn order.
	Names []string
	// Rules are the rules in force, with the values the game works out
	// (Nstop from the outline, the new cells from the number of players),
	// as the answer to "what are the rules?" gives them.
	Rules rules.Rules
	// Outline is the labyrinth's shape.
	Outline Outline
}

// Outline is the labyrinth's outer shape on every floor: which cells of
// the grid are part of it. Nothing else of the plan is in it; any outer
// side may be an exit (§1.4). The zero value is no outline.
type Outline struct {
	width, height, floors int
	inside                []bool // as maze.Maze.Index numbers the cells
}

// OutlineOf is the outline of a maze.
func OutlineOf(m *maze.Maze) Outline {
	o := Outline{width: m.Width(), height: m.Height(), floors: m.Floors(), inside: make([]bool, m.Len())}
	for i := range o.inside {
		o.inside[i] = m.Inside(m.PosOf(i))
	}
	return o
}

// Width, Height and Floors are the size of the grid the labyrinth lies in.
func (o Outline) Width() int  { return o.width }
func (o Outline) Height() int { return o.height }
func (o Outline) Floors() int { return o.floors }

// Inside reports whether p is a cell of the labyrinth.
func (o Outline) Inside(p maze.Pos) bool {
	if p.X < 0 || p.Y < 0 || p.Floor < 0 || p.X >= o.width || p.Y >= o.height || p.Floor >= o.floors {
		return false
	}
	return o.inside[(p.Floor*o.height+p.Y)*o.width+p.X]
}

// CountInside is the number of cells of the labyrinth.
func (o Outline) CountInside() int {
	n := 0
	for _, in := range o.inside {
		if in {
			n++
		}
	}
	return n
}

// Equal reports whether two outlines are the same shape.
func (o Outline) Equal(p Outline) bool {
	return o.width == p.width && o.height == p.height && o.floors == p.floors && slices.Equal(o.inside, p.inside)
}

// PublicInfo is what everyone knows about the game before it begins.
func (g *Game) PublicInfo() PublicInfo {
	return PublicInfo{Names: slices.Clone(g.setup.Players), Rules: g.RulesInForce(), Outline: g.outline}
}

// PublicState is where a game stands as everyone heard it: the phase, the
// round, whose turn it is, who is out of the game and how it ended. It is
// worked out from the announcements to everyone alone (Apply), so it never
// tells what was not said aloud: a player shot dead is out only once his
// death is announced on his turn (§5.5).
type PublicState struct {
	Phase Phase
	// Round is the round being played (0 before play).
	Round int
	// Turn is the player whose turn it is, -1 before play and after it.
	Turn int
	// Players holds each player's standing, in turn order.
	Players []PublicPlayer
	// Result and Winner say how the game ended, once it is over; Winner
	// is -1 for nobody.
	Result Result
	Winner int
}

// PublicPlayer is one player's standing as everyone heard it.
type PublicPlayer struct {
	// Out is the announcement that put him out of the game —
	// death_notice, died_of_infection, lost_outside or time_up — and ""
	// while he plays.
	Out Code `json:"out,omitempty"`
	// Banked is how many true treasures he carried out and keeps outside
	// (treasure_banked: victory all_treasures, seed 001's V3 and V4).
	Banked int `json:"banked,omitempty"`
}

// NewPublicState is the state of a game of this many players before it
// begins.
func NewPublicState(players int) PublicState {
	return PublicState{Turn: -1, Winner: -1, Players: make([]PublicPlayer, players)}
}

// Apply takes in the events heard, in order. Only announcements to
// everyone count; the others, and the copies repeated for a recall, are
// ignored, so a seat's whole log may be passed.
func (s *PublicState) Apply(events ...Event) {
	for _, e := range events {
		if e.To.Kind != ToEveryone || e.Recalled {
			continue
		}
		s.Round = max(s.Round, e.Round)
		switch e.Code {
		case GameStarted:
			s.Phase = Playing
		case TurnBegins:
			s.Turn = e.Player
		case DeathNotice, DiedOfIllness, LostOutside, TimeUp:
			if e.Player >= 0 && e.Player < len(s.Players) {
				s.Players[e.Player].Out = e.Code
			}
		case TreasureBanked:
			if e.Player >= 0 && e.Player < len(s.Players) {
				s.Players[e.Player].Banked = e.Count
			}
		case GameOver:
			s.Phase, s.Result, s.Winner, s.Turn = Over, e.Result, e.Player, -1
		}
	}
}

// Clone is a copy that shares nothing with s.
func (s PublicState) Clone() PublicState {
	s.Players = slices.Clone(s.Players)
	return s
}

// PublicState is where the game stands as everyone heard it.
func (g *Game) PublicState() PublicState { return g.public.Clone() }
