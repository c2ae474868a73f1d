package analyze

import (
	"slices"

	"github.com/labyrinth-game/labyrinth/engine/maze"
)

// The moves a player can make from a cell (reference §2.1): the four
// directions, "by the flow" from a river cell and "by the loop" from a pit.
const (
	MoveFlow = 4 // index of the move by the flow in a cell's row of moves
	MoveLoop = 5 // index of the move by the loop
	Fanout   = 6 // moves per cell
)

// Graph is the move graph of a labyrinth: for every cell, where each move a
// player can make without grenades ends, resolved by maze.Walk,
// maze.FollowFlow and maze.FollowLoop exactly as in a game. Every figure of
// this package is measured on it.
//
// A Graph is a snapshot: it does not follow later changes to the maze's
// moves (its walls, exits, cell kinds), nor to its exits (Exits). Changing
// hospitals, weaponries, encephalitis cells, treasures or items leaves it
// valid; Equal tells whether a new graph has the same moves. A Graph is not safe for concurrent
// use (it remembers its random walk).
type Graph struct {
	m *maze.Maze
	n int
	// moves[i*Fanout+k] is the cell move k from cell i ends on; the cell
	// itself when the move leaves the player where he was (a wall, a step
	// upstream, a step out through an exit); -1 when the move is not
	// possible from that cell (by the flow outside a river, by the loop
	// outside a pit) or the position is not a cell of the labyrinth.
	moves []int32
	// choices[i] is the number of moves possible from cell i: 4, or 5 in a
	// river or a pit. 0 outside the shape.
	choices []uint8
	// inside lists the cells of the labyrinth in index order.
	inside []int32
	// exits lists the exits, open or closed, as maze.Exits does.
	exits []maze.Side
	// Reverse arcs in compressed rows: the cells with a move ending on j
	// (other than j itself) are rev[revStart[j]:revStart[j+1]].
	revStart, rev []int32
	// walk is the random walk, made on first use.
	walk *Walk
}

// NewGraph resolves every move of every cell of m.
//
// The moves follow maze.Walk, maze.FollowFlow and maze.FollowLoop, with
// what they do to every cell worked out once: a step through an open side
// into a cell ends where maze.Enter puts a player entering that cell (a pit
// or a river moves him on, any other cell keeps him); a step into a wall
// ends where maze.Walk says on a river cell (the flow may carry him on) and
// leaves him where he was elsewhere; a step out through an open exit
// leaves him where he was (the graph's convention). Each side between two
// cells is read once.
func NewGraph(m *maze.Maze) *Graph {
	n := m.Len()
	w, h := m.Width(), m.Height()
	g := &Graph{
		m: m, n: n,
		moves:    make([]int32, n*Fanout),
		choices:  make([]uint8, n),
		revStart: make([]int32, n+1),
		inside:   make([]int32, 0, n),
	}
	// enter[j] is where a step into cell j ends, -1 off the shape; right
	// and down are the right and bottom sides of each cell.
	enter := make([]int32, n)
	kind := make([]maze.Kind, n)
	sides := make([]maze.Edge, 2*n)
	right, down := sides[:n], sides[n:]
	i := 0
	for f := range m.Floors() {
		for y := range h {
			for x := range w {
				p := maze.Pos{X: x, Y: y, Floor: f}
				enter[i] = -1
				kind[i] = m.Kind(p)
				switch kind[i] {
				case maze.Outside:
				case maze.Pit, maze.River:
					enter[i] = g.end(i, m.Enter(p), true)
				default:
					enter[i] = int32(i)
				}
				if kind[i] != maze.Outside {
					g.inside = append(g.inside, int32(i))
					right[i], down[i] = m.Side(p, maze.Right), m.Side(p, maze.Down)
				}
				i++
			}
		}
	}
	for i := range g.moves {
		g.moves[i] = -1
	}
	arcs := 0
	for _, i := range g.inside {
		row := g.moves[int(i)*Fanout : int(i)*Fanout+Fanout]
		p := m.PosOf(int(i))
		x, y := p.X, p.Y
		for k, d := range maze.Dirs {
			// j is the neighbour in direction d, -1 off the shape; e the
			// side between.
			j, e := -1, maze.Edge(0)
			switch k {
			case 0: // up
				if y > 0 {
					j = int(i) - w
					e = down[j]
				}
			case 1: // right
				if x < w-1 {
					j = int(i) + 1
				}
				e = right[i]
			case 2: // down
				if y < h-1 {
					j = int(i) + w
				}
				e = down[i]
			case 3: // left
				if x > 0 {
					j = int(i) - 1
					e = right[j]
				}
			}
			if j >= 0 && kind[j] == maze.Outside {
				j = -1
			}
			if j < 0 && (k == 0 || k == 3) {
				e = m.Side(p, d) // an outer side, which only this cell has
			}
			if j < 0 && e.IsExit() {
				g.exits = append(g.exits, maze.Side{At: p, Dir: d})
			}
			switch {
			case e.Blocks() && kind[i] == maze.River:
				row[k] = g.end(int(i), m.Walk(p, d), true)
			case e.Blocks(), j < 0:
				row[k] = i // a wall stops him; out through an open exit
			default:
				row[k] = enter[j]
			}
		}
		switch kind[i] {
		case maze.River:
			o, ok := m.FollowFlow(p)
			row[MoveFlow] = g.end(int(i), o, ok)
		case maze.Pit:
			o, ok := m.FollowLoop(p)
			row[MoveLoop] = g.end(int(i), o, ok)
		}
		c := uint8(0)
		for _, t := range row {
			if t >= 0 {
				c++
			}
			if t >= 0 && t != i {
				g.revStart[t+1]++
				arcs++
			}
		}
		g.choices[i] = c
	}
	for j := range n {
		g.revStart[j+1] += g.revStart[j]
	}
	g.rev = make([]int32, arcs)
	fill := enter // scratch from here on
	copy(fill, g.revStart[:n])
	for _, i := range g.inside {
		for _, t := range g.moves[int(i)*Fanout : int(i)*Fanout+Fanout] {
			if t >= 0 && t != i {
				g.rev[fill[t]] = i
				fill[t]++
			}
		}
	}
	return g
}

// end is the cell a resolved move ends on (see Graph.moves).
func (g *Graph) end(from int, o maze.Outcome, ok bool) int32 {
	switch {
	case !ok:
		return -1
	case o.Exited || !g.m.Inside(o.End):
		return int32(from)
	}
	return int32(g.m.Index(o.End))
}

// Equal reports whether two graphs have the same moves from every cell.
func (g *Graph) Equal(o *Graph) bool {
	return g.n == o.n && slices.Equal(g.moves, o.moves)
}

// ShareWalk gives g the random walk o has made (RandomWalk), if any, when
// the two have the same moves (Equal), so that it is not made again; it
// reports whether it did.
func (g *Graph) ShareWalk(o *Graph) bool {
	if o.walk == nil || !g.Equal(o) {
		return false
	}
	g.walk = o.walk
	return true
}

// Exits lists the exits of the labyrinth, open or closed, in the order of
// maze.Exits, as they were when the graph was made. The slice belongs to
// the graph.
func (g *Graph) Exits() []maze.Side { return g.exits }

// Maze is the labyrinth the graph was made from.
func (g *Graph) Maze() *maze.Maze { return g.m }

// Len is the number of grid positions, the length of every per-cell slice.
func (g *Graph) Len() int { return g.n }

// Inside lists the grid indexes of the cells of the labyrinth, in order.
// The slice belongs to the graph.
func (g *Graph) Inside() []int32 { return g.inside }

// Move is where move k (0..3 for maze.Dirs, MoveFlow, MoveLoop) from cell i
// ends: i itself when the player stays, -1 when the move is not possible.
func (g *Graph) Move(i, k int) int { return int(g.moves[i*Fanout+k]) }

// Choices is the number of moves possible from cell i.
func (g *Graph) Choices(i int) int { return int(g.choices[i]) }

// DistancesTo computes, for every cell, the fewest moves that end on one of
// the target cells (0 on a target, -1 when none can be reached or the
// position is not a cell), into dst (reallocated when too short). queue is
// scratch space and may be nil.
func (g *Graph) DistancesTo(dst []int32, targets []int32, queue []int32) []int32 {
	return g.bfs(dst, targets, queue, true)
}

// DistancesFrom computes the fewest moves from the source cells to every
// cell, like DistancesTo but forwards.
func (g *Graph) DistancesFrom(dst []int32, sources []int32, queue []int32) []int32 {
	return g.bfs(dst, sources, queue, false)
}

func (g *Graph) bfs(dst, start, queue []int32, reverse bool) []int32 {
	dst = resize(dst, g.n)
	for i := range dst {
		dst[i] = -1
	}
	queue = resize(queue, g.n)[:0]
	for _, s := range start {
		if s >= 0 && int(s) < g.n && g.choices[s] > 0 && dst[s] < 0 {
			dst[s] = 0
			queue = append(queue, s)
		}
	}
	for head := 0; head < len(queue); head++ {
		v := queue[head]
		next := dst[v] + 1
		var arcs []int32
		if reverse {
			arcs = g.rev[g.revStart[v]:g.revStart[v+1]]
		} else {
			arcs = g.moves[int(v)*Fanout : int(v)*Fanout+Fanout]
		}
		for _, w := range arcs {
			if w >= 0 && dst[w] < 0 {
				dst[w] = next
				queue = append(queue, w)
			}
		}
	}
	return dst
}

// Improve lowers dist (as computed by DistancesTo) for a new target cell t,
// visiting only the cells that get closer. It is how targets are placed one
// at a time without recomputing every distance.
func (g *Graph) Improve(dist []int32, t int32, queue []int32) []int32 {
	if dist[t] == 0 || g.choices[t] == 0 {
		return queue
	}
	dist[t] = 0
	queue = append(queue[:0], t)
	for head := 0; head < len(queue); head++ {
		v := queue[head]
		next := dist[v] + 1
		for _, w := range g.rev[g.revStart[v]:g.revStart[v+1]] {
			if dist[w] < 0 || dist[w] > next {
				dist[w] = next
				queue = append(queue, w)
			}
		}
	}
	return queue
}

func resize(s []int32, n int) []int32 {
	if cap(s) < n {
		return make([]int32, n)
	}
	return s[:n]
}
