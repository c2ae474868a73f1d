package maze

import (
	"math/rand/v2"

	"github.com/labyrinth-game/labyrinth/engine/rules"
)

// mazeGen makes random plans for property tests and benchmarks. The plans
// are representable but not necessarily valid: rivers may flow into walls,
// pit loops may be broken, and so on.
type mazeGen struct {
	r *rand.Rand
	// outside is the share of positions cut out of the shape.
	outside float64
	// walls is the share of inner sides with a wall (a third of them
	// indestructible).
	walls float64
	// special is the share of cells that are not land.
	special float64
	// treasures and piles are the most of each to place.
	treasures, piles int
	// v2 adds the things of format version 2: their cells, stocks, doors,
	// windows, locks, stairs, Keys, creatures and items.
	v2 bool
}

var titles = []string{"", "Sample", "Лабиринт №1", `quote " and \ backslash`, "tab\tnew\nline\x01", "emoji 🐉", "</script>"}

func (g mazeGen) maze(w, h, floors int) *Maze {
	r := g.r
	m, err := NewFloors(w, h, floors)
	if err != nil {
		panic(err)
	}
	m.Title = titles[r.IntN(len(titles))]
	m.Players = r.IntN(7)
	n := m.Len()
	for i := range n {
		if r.Float64() < g.outside {
			m.SetCell(m.PosOf(i), Cell{Kind: Outside})
		}
	}
	for i := range n {
		p := m.PosOf(i)
		if !m.Inside(p) || r.Float64() >= g.special {
			continue
		}
		var c Cell
		kinds := 7
		if g.v2 {
			kinds = 10
		}
		switch k := r.IntN(kinds); k {
		case 0:
			c = Cell{Kind: Hospital}
		case 1:
			c = Cell{Kind: Weaponry}
		case 2:
			c = Cell{Kind: Encephalitis}
		case 3:
			c = Cell{Kind: Delta}
		case 4, 5:
			c = Cell{Kind: River, Flow: Dirs[r.IntN(4)]}
		case 7:
			c = Cell{Kind: Swamp}
		case 8:
			c = Cell{Kind: Casino}
		case 9:
			c = Cell{Kind: Elevator}
		default:
			c = Cell{Kind: Pit, Loop: 1 + r.IntN(3), Order: r.IntN(5)}
			if r.IntN(20) == 0 {
				c.Loop = r.IntN(MaxPitNumber + 1)
			}
		}
		m.SetCell(p, c)
	}
	for i := range n {
		p := m.PosOf(i)
		if !m.Inside(p) {
			continue
		}
		for _, d := range Dirs {
			if m.IsOuter(p, d) {
				switch x := r.IntN(10); {
				case x == 0:
					m.SetSide(p, d, Open)
				case x == 1:
					m.SetSide(p, d, Wall)
				}
				continue
			}
			if (d == Right || d == Down) && r.Float64() < g.walls {
				e := Wall
				if r.IntN(3) == 0 {
					e = Solid
				}
				m.SetSide(p, d, e)
			}
		}
	}
	var inside []Pos
	for i := range n {
		if p := m.PosOf(i); m.Inside(p) {
			inside = append(inside, p)
		}
	}
	if len(inside) == 0 {
		return m
	}
	for range r.IntN(g.treasures + 1) {
		m.Treasures = append(m.Treasures, Treasure{At: inside[r.IntN(len(inside))], True: r.IntN(3) == 0})
	}
	r.Shuffle(len(inside), func(i, j int) { inside[i], inside[j] = inside[j], inside[i] })
	for _, p := range inside[:min(len(inside), r.IntN(g.piles+1))] {
		m.Piles = append(m.Piles, Pile{At: p, Items: Items{
			Bullets: r.IntN(4), Grenades: r.IntN(3), Landmines: r.IntN(2), Corpses: r.IntN(2),
		}})
	}
	if g.v2 {
		g.addV2(m, inside)
	}
	switch r.IntN(5) {
	case 1:
		ru := rules.Reference()
		m.Rules = &ru
	case 2:
		ru := rules.Beginner()
		ru.NStop = r.IntN(100)
		ru.HealingMoves = r.IntN(10)
		m.Rules = &ru
	case 3:
		ru := rules.Reference()
		ru.Preset = ""
		ru.StartLandmines = 1
		m.Rules = &ru
	}
	return m
}

// realistic30x30 is the benchmark's plan: a full 30x30 square with about
// 40% of the inner sides walled, a few rivers, pits, hospitals and
// weaponries, treasures and items.
func realistic30x30() *Maze {
	g := mazeGen{r: rand.New(rand.NewPCG(30, 30)), walls: 0.4, special: 0.15, treasures: 4, piles: 5}
	m := g.maze(30, 30, 1)
	m.Title = "Benchmark 30x30"
	ru := rules.Reference()
	m.Rules = &ru
	return m
}

// addV2 puts the things of format version 2 on m, whose cells of the
// labyrinth are inside.
func (g mazeGen) addV2(m *Maze, inside []Pos) {
	r := g.r
	for _, p := range inside {
		if m.Kind(p) == Weaponry && r.IntN(2) == 0 {
			c := m.Cell(p)
			c.Stock = Goods(1 + r.IntN(int(AllGoods)))
			m.SetCell(p, c)
		}
		for _, d := range Dirs {
			switch x := r.IntN(12); {
			case m.IsOuter(p, d) && x == 0:
				m.SetLocked(p, d, true)
			case m.IsOuter(p, d):
			case x == 0:
				m.SetWindow(p, d, true)
			case x == 1:
				m.SetDoor(p, d, []Dir{d, d.Opposite()}[r.IntN(2)])
			}
		}
		if r.IntN(8) == 0 {
			m.SetStairs(p, true)
		}
	}
	for range r.IntN(3) {
		m.Keys = append(m.Keys, inside[r.IntN(len(inside))])
	}
	for range r.IntN(3) {
		c := Creature{Kind: CreatureKind(1 + r.IntN(2)), At: inside[r.IntN(len(inside))]}
		if r.IntN(3) == 0 {
			c.Mimic = true
		} else {
			for range r.IntN(6) {
				c.Path = append(c.Path, Dirs[r.IntN(4)])
			}
		}
		m.Creatures = append(m.Creatures, c)
	}
	for i := range m.Piles {
		if r.IntN(2) == 0 {
			m.Piles[i].Knives, m.Piles[i].Boats, m.Piles[i].Boomerangs, m.Piles[i].Cement = r.IntN(2), r.IntN(2), r.IntN(2), r.IntN(3)
		}
	}
}
