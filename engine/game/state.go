package game

import (
	"encoding/json"

	"github.com/labyrinth-game/labyrinth/engine/maze"
)

// snapshot is the whole state of a game in a stable JSON shape, so that two
// games can be compared byte for byte.
type snapshot struct {
	Phase    string          `json:"phase"`
	Current  int             `json:"current"`
	Round    int             `json:"round"`
	Quiet    int             `json:"quiet"`
	Changed  bool            `json:"changed"`
	Moves    int             `json:"moves"`
	Skips    int             `json:"skips"`
	Result   Result          `json:"result"`
	Winner   int             `json:"winner"`
	Seq      int             `json:"seq"`
	Gone     []bool          `json:"gone"`
	Players  []playerState   `json:"players"`
	Piles    []pileState     `json:"piles"`
	Plan     json.RawMessage `json:"plan"`
	RNG      []byte          `json:"rng"`
	Commands int             `json:"commands"`
	Mites    []mite          `json:"mites"`
	Common   *maze.Pos       `json:"common,omitempty"`
	Survivor int             `json:"survivor"`
	Timed    int             `json:"timed"`
	Votes    []bool          `json:"votes"`
	Walls    uint8           `json:"walls,omitempty"`
	After    bool            `json:"after,omitempty"`
	// Creatures are the creatures in play (creatures.go).
	Creatures []Creature `json:"creatures,omitempty"`
}

type playerState struct {
	Player
	Hurt           bool    `json:"hurt"`
	MayOrder       bool    `json:"may_order"`
	HurtByMine     bool    `json:"hurt_by_mine"`
	LastNoop       bool    `json:"last_noop"`
	InfectedUntold bool    `json:"infected_untold"`
	LastMove       string  `json:"last_move"`
	HasLast        bool    `json:"has_last"`
	Recall         []Event `json:"recall"`
	// Seed 001's swamp and one kit per player (the items part of issue 12).
	Stuck bool  `json:"stuck,omitempty"`
	Kits  []int `json:"kits,omitempty"`
}

type pileState struct {
	At maze.Pos `json:"at"`
	Pile
}

// Snapshot is the complete state of the game as stable JSON (only the
// scratch state of the command being resolved is left out): two games in
// the same state give the same bytes. It is for comparison and debugging,
// not a save format (the journal is).
func (g *Game) Snapshot() ([]byte, error) {
	plan, err := maze.Encode(g.plan)
	if err != nil {
		return nil, err
	}
	rng, err := g.rng.MarshalBinary()
	if err != nil {
		return nil, err
	}
	s := snapshot{
		Phase: g.phase.String(), Current: g.current, Round: g.round, Quiet: g.quiet,
		Changed: g.changed, Moves: g.moves, Skips: g.skips, Result: g.result, Winner: g.winner,
		Seq: g.seq, Gone: g.gone, Plan: plan, RNG: rng, Commands: g.journal.n,
		Mites: g.mites, Survivor: g.survivor, Timed: g.timed, Votes: g.votes, Walls: g.walls, After: g.after,
		Creatures: g.creatures,
	}
	if g.hasCommon {
		s.Common = &g.common
	}
	for _, p := range g.players {
		ps := playerState{Player: p, Hurt: p.hurt, MayOrder: p.mayOrder, HasLast: p.hasLast, Recall: p.lastEvents,
			HurtByMine: p.hurtByMine, LastNoop: p.lastNoop, InfectedUntold: p.infectedUntold, Stuck: p.stuck, Kits: p.kits}
		if p.hasLast {
			ps.LastMove = p.lastMove.String()
		}
		ps.Player.lastEvents = nil
		s.Players = append(s.Players, ps)
	}
	for i := range g.piles {
		if !g.piles[i].Empty() {
			s.Piles = append(s.Piles, pileState{At: g.plan.PosOf(i), Pile: g.piles[i]})
		}
	}
	return json.Marshal(s)
}
