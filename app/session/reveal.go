package session

import (
	"errors"
	"slices"

	"github.com/labyrinth-game/labyrinth/engine/game"
	"github.com/labyrinth-game/labyrinth/engine/maze"
)

// Reveal is what everyone may see once the game is over: the plan, where
// everyone went, and the figures of the game.
type Reveal struct {
	// Plan is the labyrinth as the game master drew it; Final is how the
	// game left it (walls blown up).
	Plan, Final *maze.Maze
	Names       []string
	Result      game.Result
	Winner      int
	// Paths holds each player's trajectory, in seat order.
	Paths [][]Stop
	// Steps holds each player's replay, in seat order: his start and
	// each statement, with the way he went (see Step).
	Steps [][]Step
	// Figures holds each player's figures, in seat order.
	Figures []Figures
	// Events is the complete log, secrets included.
	Events []game.Event
}

// Stop is one place a player stood: where, in which round, and the event
// (by its index in Events) that put him there.
type Stop struct {
	Round int
	Pos   maze.Pos
	Event int
}

// Figures are one player's counts over the game.
type Figures struct {
	Moves, Skips         int
	WallsHit             int
	TreasuresFound       int
	Shots, Hits          int
	Grenades, WallsBlown int
	Wounds               int
	Pits, Rivers         int
	CellsVisited         int
}

// ErrNotOver is returned by Reveal while the game is being played: the plan
// never leaves the game master before the end.
var ErrNotOver = errors.New("the plan is revealed only when the game is over")

// Reveal returns the revealed game. It refuses while the game goes on.
func (s *Session) Reveal() (*Reveal, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.g.Phase() != game.Over {
		return nil, ErrNotOver
	}
	return NewReveal(s.g.Setup().Maze.Clone(), s.g.Plan().Clone(), s.names, s.log.view(0, s.log.len()))
}

// NewReveal works the revealed game out from what the game master shows at
// the end: the plan as drawn and as the game left it, the names, and the
// complete log (events, secrets included, ending with the game's end). A
// seat whose game master is elsewhere builds it from what he sends.
func NewReveal(plan, final *maze.Maze, names []string, events []game.Event) (*Reveal, error) {
	end := slices.IndexFunc(events, func(e game.Event) bool { return e.Code == game.GameOver })
	if end < 0 {
		return nil, ErrNotOver
	}
	if plan == nil || final == nil {
		return nil, errors.New("the reveal has no plan")
	}
	r := &Reveal{
		Plan:    plan,
		Final:   final,
		Names:   append([]string(nil), names...),
		Result:  events[end].Result,
		Winner:  events[end].Player,
		Paths:   make([][]Stop, len(names)),
		Steps:   make([][]Step, len(names)),
		Figures: make([]Figures, len(names)),
		Events:  append([]game.Event(nil), events...),
	}
	visited := make([]map[maze.Pos]bool, len(names))
	for i := range visited {
		visited[i] = map[maze.Pos]bool{}
	}
	for i, e := range r.Events {
		p := e.Player
		if p < 0 || p >= len(names) {
			continue
		}
		f := &r.Figures[p]
		switch e.Code {
		case game.Position:
			r.Paths[p] = append(r.Paths[p], Stop{Round: e.Round, Pos: e.Pos, Event: i})
			visited[p][e.Pos] = true
		case game.Said:
			if e.Move.Skip {
				f.Skips++
			} else {
				f.Moves++
			}
		case game.HitWall, game.RiverAgainst:
			f.WallsHit++
		case game.Found:
			f.TreasuresFound += e.Items.Treasures
		case game.Shot:
			f.Shots++
		case game.Scream:
			f.Hits++ // the scream is the shooter's event
		case game.GrenadeThrown:
			f.Grenades++
		case game.WallDestroyed:
			f.WallsBlown++
		case game.PlayerWounded:
			f.Wounds++
		case game.FellIntoPit, game.MovedByLoop:
			f.Pits++
		case game.CarriedByFlow, game.MovedByFlow:
			f.Rivers++
		}
	}
	for i := range r.Figures {
		r.Figures[i].CellsVisited = len(visited[i])
		r.Steps[i] = replaySteps(r.Events, r.Plan, i)
	}
	return r, nil
}
