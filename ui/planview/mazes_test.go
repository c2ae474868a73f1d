package planview

import (
	"math/rand/v2"

	"github.com/labyrinth-game/labyrinth/engine/maze"
)

// randomMaze makes a plan with every kind of cell and side, holes in the
// shape, treasures and piles. Like the engine's own test generator, it is
// representable but not necessarily valid: the view must draw broken plans
// too (a river into a wall, a pit numbered 0), since the editor shows them
// while they are being made.
func randomMaze(r *rand.Rand, w, h, floors int, outside, walls, special float64) *maze.Maze {
	m, err := maze.NewFloors(w, h, floors)
	if err != nil {
		panic(err)
	}
	n := m.Len()
	for i := range n {
		if r.Float64() < outside {
			m.SetCell(m.PosOf(i), maze.Cell{Kind: maze.Outside})
		}
	}
	for i := range n {
		p := m.PosOf(i)
		if !m.Inside(p) || r.Float64() >= special {
			continue
		}
		var c maze.Cell
		switch r.IntN(8) {
		case 0:
			c = maze.Cell{Kind: maze.Hospital}
		case 1:
			c = maze.Cell{Kind: maze.Weaponry}
		case 2:
			c = maze.Cell{Kind: maze.Encephalitis}
		case 3:
			c = maze.Cell{Kind: maze.Delta}
		case 4, 5:
			c = maze.Cell{Kind: maze.River, Flow: maze.Dirs[r.IntN(4)]}
		default:
			c = maze.Cell{Kind: maze.Pit, Loop: r.IntN(12), Order: r.IntN(15)}
		}
		m.SetCell(p, c)
	}
	for i := range n {
		p := m.PosOf(i)
		if !m.Inside(p) {
			continue
		}
		for _, d := range maze.Dirs {
			if m.IsOuter(p, d) {
				if x := r.IntN(8); x < 2 {
					m.SetSide(p, d, maze.Edge(x))
				}
				continue
			}
			if (d == maze.Right || d == maze.Down) && r.Float64() < walls {
				e := maze.Wall
				if r.IntN(3) == 0 {
					e = maze.Solid
				}
				m.SetSide(p, d, e)
			}
		}
	}
	var inside []maze.Pos
	for i := range n {
		if p := m.PosOf(i); m.Inside(p) {
			inside = append(inside, p)
		}
	}
	if len(inside) == 0 {
		return m
	}
	for range r.IntN(6) {
		m.Treasures = append(m.Treasures, maze.Treasure{At: inside[r.IntN(len(inside))], True: r.IntN(3) == 0})
	}
	for range r.IntN(6) {
		m.Piles = append(m.Piles, maze.Pile{At: inside[r.IntN(len(inside))], Items: maze.Items{Bullets: r.IntN(3), Grenades: r.IntN(2)}})
	}
	return m
}

// realistic is the benchmarks' plan: a full square with about 40% of the
// inner sides walled and 15% special cells, as in the engine's 30x30
// benchmark.
func realistic(side int) *maze.Maze {
	return randomMaze(rand.New(rand.NewPCG(uint64(side), 30)), side, side, 1, 0, 0.4, 0.15)
}
