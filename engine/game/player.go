package game

import (
	"github.com/labyrinth-game/labyrinth/engine/maze"
	"github.com/labyrinth-game/labyrinth/engine/moves"
)

// Player is one player's state as the game master knows it.
type Player struct {
	Name string
	Pos  maze.Pos
	// Started is set once the player stands in the labyrinth.
	Started bool
	Health  Health
	// Lives is how many more hits he takes before he dies (§5.5: two for
	// the healthy, one for the wounded; rules.Rules.Lives): fewer than the
	// most is wounded, none is dead. A hospital restores them all.
	Lives   int
	Immune  bool
	Bullets int
	// Grenades are kept even when wounded (§5.5).
	Grenades int
	// Knives and Cement are seed 001's knives (l.65) and bags of cement
	// (l.107), under the rules' max_knives and max_cement.
	Knives, Cement int
	// Boomerangs is seed 001's boomerang (l.109), one at most.
	Boomerangs int
	Carry      Carried
	// NewCells is the number of cell re-orders left (§5.5).
	NewCells int
	// ExtraOrders is the §7.2 handicap's extra cell order, usable without a
	// wound.
	ExtraOrders int
	// HealLeft is how many successful moves an infected player has left to
	// reach a hospital (§4.7); meaningless when healing time is unlimited.
	HealLeft int
	// Asked are the cells whose type he asked before choosing his start,
	// under a §7.2 handicap; his start must be one of them.
	Asked []maze.Pos
	// Breaks is the number of breaks he has taken (§9).
	Breaks int

	// Out is set while the player stands outside the labyrinth after
	// leaving through Exit without the true treasure; he must come back on
	// his next move (§3.4).
	Out  bool
	Exit maze.Side
	// Lost is set when the player is out of the game without dying (he did
	// not come back in after leaving).
	Lost bool
	// Money is his play money (seed 004 l.8, l.39–41; rules option
	// start_money): spent on hints, won and lost in the casino.
	Money int
	// Banked counts the true treasures he carried out and keeps outside,
	// when every true treasure must be carried out to win (001's V3, V4).
	Banked int
	// Keys is how many Keys he carries (seed 002 l.14; key.go).
	Keys int `json:",omitempty"`
	// Boats is how many boats he carries (seed 002 l.35; key.go).
	Boats int `json:",omitempty"`

	// Choice is the start cell chosen; HasChoice says whether there is one.
	// Previous is the choice voided by the game master, which may not be
	// chosen again (§6.1).
	Choice, Previous maze.Pos
	HasChoice        bool
	HasPrevious      bool
	// Placed says that the game master placed him (PlaceStart): his start
	// is not his to choose.
	Placed bool

	// hurt is set when the player was wounded or killed since his last
	// turn: the notice is given when his turn comes (§5.5).
	hurt bool
	// mayOrder is set during the turn in which he may order a new cell.
	mayOrder bool
	// hurtByMine is set when his last wound came from a landmine (§7.5).
	hurtByMine bool
	// infectedUntold is set when he was infected during another player's
	// move; he is told when his turn comes.
	infectedUntold bool
	// lastNoop: his last move changed nothing he could know of — it hit a
	// wall without being carried, and no other action succeeded (§7.7).
	lastNoop bool

	// stuck is set when he stepped into a swamp: his next move is skipped
	// (001 l.105).
	stuck bool
	// kits are the weaponries (cell indexes) that gave him his one kit,
	// under one_kit_per_player (001's A3, A5).
	kits []int

	// lastMove and lastEvents are his last move and its public results, for
	// recall (§6.3).
	lastMove   moves.Move
	hasLast    bool
	lastEvents []Event
}

// Active reports whether the player still takes part in the game.
func (p *Player) Active() bool { return p.Health != Dead && !p.Lost }

// InLabyrinth reports whether the player stands on a cell (alive, started,
// not outside).
func (p *Player) InLabyrinth() bool { return p.Started && p.Active() && !p.Out }

// canCarry reports whether he can carry bullets, treasures, corpses and
// landmines: only healthy players can (§5.1, §5.5).
func (p *Player) canCarry() bool { return p.Health == Healthy }

// Status is what the game master answers to a status question. Under a
// rules' count of lives other than the reference's, the game's status
// (Game.status) adds the lives left.
func (p *Player) Status() Status {
	s := Status{
		Health:     p.Health,
		Immune:     p.Immune,
		Bullets:    p.Bullets,
		Grenades:   p.Grenades,
		Carrying:   p.Carry.Item,
		NewCells:   p.NewCells + p.ExtraOrders,
		Knives:     p.Knives,
		Cement:     p.Cement,
		Boomerangs: p.Boomerangs,
		Boats:      p.Boats,
	}
	if p.Health == Infected {
		s.HealMoves = p.HealLeft
	}
	return s
}
