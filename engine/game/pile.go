package game

import (
	"slices"

	"github.com/labyrinth-game/labyrinth/engine/moves"
)

// Corpse is a dead player lying on a cell or carried (§5.6).
type Corpse struct {
	Player     int
	Contagious bool
}

// Pile is everything lying on one cell.
type Pile struct {
	Bullets, Grenades int
	// Landmines are not activated and can be picked up; Armed ones are
	// invisible and explode (§5.7).
	Landmines, Armed int
	Corpses          []Corpse
	// Treasures holds treasure numbers (indexes into the maze's treasure
	// list), lowest first (§5.8).
	Treasures []int
	// Knives, Cement and Boomerangs are seed 001's items (l.65, l.107,
	// l.109), picked up on arrival as bullets are.
	Knives, Cement, Boomerangs int
}

// Counts is what a player sees on the cell: armed landmines are invisible.
func (p *Pile) Counts() Counts {
	return Counts{
		Treasures: len(p.Treasures),
		Corpses:   len(p.Corpses),
		Landmines: p.Landmines,
		Bullets:   p.Bullets,
		Grenades:  p.Grenades,

		Knives:     p.Knives,
		Cement:     p.Cement,
		Boomerangs: p.Boomerangs,
	}
}

// Empty reports whether nothing at all lies on the cell.
func (p *Pile) Empty() bool {
	return p.Bullets == 0 && p.Grenades == 0 && p.Landmines == 0 && p.Armed == 0 &&
		len(p.Corpses) == 0 && len(p.Treasures) == 0 && p.Knives == 0 && p.Cement == 0 && p.Boomerangs == 0
}

func (p *Pile) clone() Pile {
	c := *p
	c.Corpses = slices.Clone(p.Corpses)
	c.Treasures = slices.Clone(p.Treasures)
	return c
}

// Carried is the one big item a player can carry: a treasure, a corpse or a
// landmine (§5.1).
type Carried struct {
	Item moves.Item // Treasure, Corpse, Landmine or NoItem
	// Treasure is the treasure's number when Item is Treasure.
	Treasure int
	// Corpse is the corpse when Item is Corpse.
	Corpse Corpse
}

// rank orders big items for the automatic exchange of §5.1: corpse <
// landmine < treasure.
func rank(it moves.Item) int {
	switch it {
	case moves.Corpse:
		return 1
	case moves.Landmine:
		return 2
	case moves.Treasure:
		return 3
	}
	return 0
}

// put lays a carried item on the pile (a treasure goes on top of the stack).
func (p *Pile) put(c Carried) {
	switch c.Item {
	case moves.Treasure:
		p.Treasures = append(p.Treasures, c.Treasure)
	case moves.Corpse:
		p.Corpses = append(p.Corpses, c.Corpse)
	case moves.Landmine:
		p.Landmines++
	}
}

// takeBig removes a big item of the given kind from the pile; for treasures
// index is the position in the stack (0 = lowest).
func (p *Pile) takeBig(it moves.Item, index int) Carried {
	switch it {
	case moves.Treasure:
		t := p.Treasures[index]
		p.Treasures = slices.Delete(p.Treasures, index, index+1)
		return Carried{Item: moves.Treasure, Treasure: t}
	case moves.Corpse:
		c := p.Corpses[len(p.Corpses)-1]
		p.Corpses = p.Corpses[:len(p.Corpses)-1]
		return Carried{Item: moves.Corpse, Corpse: c}
	case moves.Landmine:
		p.Landmines--
		return Carried{Item: moves.Landmine}
	}
	return Carried{}
}

// stackIndex resolves a treasure choice to an index in the stack, or -1.
func (p *Pile) stackIndex(w moves.Which) int {
	n := len(p.Treasures)
	switch {
	case n == 0:
		return -1
	case w == moves.AnyTreasure || w == moves.Topmost:
		return n - 1
	case int(w) >= 1 && int(w) <= n:
		return int(w) - 1
	}
	return -1
}

// contagious reports whether a contagious corpse lies on the pile (§4.7).
func (p *Pile) contagious() bool {
	for _, c := range p.Corpses {
		if c.Contagious {
			return true
		}
	}
	return false
}
