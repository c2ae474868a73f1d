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
// A Graph is a snapshot: it does not follow later changes to the maze
// (its walls, exits, cell kinds) until Sync brings it up to date. Changing
// hospitals, weaponries, encephalitis cells, treasures or items leaves its
// moves valid; Equal tells whether a new graph has the same moves. A Graph
// is not safe for concurrent use (it remembers its random walk, and makes
// its reverse arcs on first use).
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
	// kind is the kind of every position, right and down its right and
	// bottom sides (inside the shape), enter where a step into it ends (-1
	// outside the shape), as they were.
	kind        []maze.Kind
	right, down []maze.Edge
	enter       []int32
	// Reverse arcs in compressed rows: the cells with a move ending on j
	// (other than j itself) are rev[revStart[j]:revStart[j+1]]; made on
	// first use after the moves changed (reverse).
	revStart, rev []int32
	revStale      bool
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
		exits:    make([]maze.Side, 0, 8),
		enter:    make([]int32, n),
		kind:     make([]maze.Kind, n),
	}
	sides := make([]maze.Edge, 2*n)
	g.right, g.down = sides[:n], sides[n:]
	i := 0
	for f := range m.Floors() {
		for y := range h {
			for x := range w {
				p := maze.Pos{X: x, Y: y, Floor: f}
				g.enter[i] = -1
				g.kind[i] = m.Kind(p)
				switch g.kind[i] {
				case maze.Outside:
				case maze.Pit, maze.River:
					g.enter[i] = g.end(i, m.Enter(p), true)
				default:
					g.enter[i] = int32(i)
				}
				if g.kind[i] != maze.Outside {
					g.inside = append(g.inside, int32(i))
					g.right[i], g.down[i] = m.Side(p, maze.Right), m.Side(p, maze.Down)
				}
				i++
			}
		}
	}
	i = 0
	for f := range m.Floors() {
		for y := range h {
			for x := range w {
				g.resolve(i, maze.Pos{X: x, Y: y, Floor: f}, true)
				i++
			}
		}
	}
	g.revStale = true
	g.reverse()
	return g
}

// Sync brings the graph up to date with its maze after any change: it
// reads every cell's kind and sides again and resolves again the moves of
// the cells whose surroundings changed (both cells of a side that changed,
// a cell whose kind changed and its neighbours, every pit and river cell,
// and the cells on the outline, whose exits it lists again). When a cell
// comes into or leaves the shape, becomes or stops being a pit or a river,
// or a pit or a river leads somewhere else, the graph is made afresh. The
// graph is then the one NewGraph makes of the maze as it is. Sync reports
// whether a move changed; the random walk is kept when none did.
func (g *Graph) Sync() bool {
	m, w, h := g.m, g.m.Width(), g.m.Height()
	special := func(k maze.Kind) bool { return k == maze.Outside || k == maze.Pit || k == maze.River }
	mark := make([]bool, g.n)
	near := func(i int, p maze.Pos) {
		mark[i] = true
		if p.Y > 0 {
			mark[i-w] = true
		}
		if p.X < w-1 {
			mark[i+1] = true
		}
		if p.Y < h-1 {
			mark[i+w] = true
		}
		if p.X > 0 {
			mark[i-1] = true
		}
	}
	fresh := false
	i := 0
	for f := range m.Floors() {
		for y := range h {
			for x := range w {
				p := maze.Pos{X: x, Y: y, Floor: f}
				k := m.Kind(p)
				if k != g.kind[i] {
					fresh = fresh || special(k) || special(g.kind[i])
					g.kind[i] = k
					near(i, p)
				}
				if k == maze.Pit || k == maze.River {
					fresh = fresh || g.end(i, m.Enter(p), true) != g.enter[i]
					mark[i] = true
				}
				if k != maze.Outside {
					if e := m.Side(p, maze.Right); e != g.right[i] {
						g.right[i] = e
						near(i, p)
					}
					if e := m.Side(p, maze.Down); e != g.down[i] {
						g.down[i] = e
						near(i, p)
					}
					mark[i] = mark[i] || x == 0 || y == 0 || x == w-1 || y == h-1 ||
						g.kind[i-w] == maze.Outside || g.kind[i+1] == maze.Outside ||
						g.kind[i+w] == maze.Outside || g.kind[i-1] == maze.Outside
				}
				i++
			}
		}
	}
	if fresh {
		o := NewGraph(m)
		moved := !g.Equal(o)
		walk := g.walk
		*g = *o
		if !moved {
			g.walk = walk
		}
		return moved
	}
	g.exits = g.exits[:0]
	moved := false
	for i, changed := range mark {
		if !changed {
			continue
		}
		row := g.moves[i*Fanout : i*Fanout+Fanout]
		was := [Fanout]int32(row)
		g.resolve(i, m.PosOf(i), true)
		moved = moved || was != [Fanout]int32(row)
	}
	if moved {
		g.revStale = true
		g.walk = nil
	}
	return moved
}

// reverse makes the reverse arcs from the moves, if they are stale.
func (g *Graph) reverse() {
	if !g.revStale {
		return
	}
	g.revStale = false
	clear(g.revStart)
	arcs := 0
	for _, i := range g.inside {
		for _, t := range g.moves[int(i)*Fanout : int(i)*Fanout+Fanout] {
			if t >= 0 && t != i {
				g.revStart[t+1]++
				arcs++
			}
		}
	}
	for j := range g.n {
		g.revStart[j+1] += g.revStart[j]
	}
	if cap(g.rev) < arcs {
		g.rev = make([]int32, arcs)
	}
	g.rev = g.rev[:arcs]
	// Fill each cell's arcs with revStart[t] as the cursor, which ends on
	// where the next cell's start; then shift the starts back.
	for _, i := range g.inside {
		for _, t := range g.moves[int(i)*Fanout : int(i)*Fanout+Fanout] {
			if t >= 0 && t != i {
				g.rev[g.revStart[t]] = i
				g.revStart[t]++
			}
		}
	}
	copy(g.revStart[1:], g.revStart[:g.n])
	g.revStart[0] = 0
}

// resolve fills the row of moves and the choices of cell i at p, listing
// its exits when exits is set (see NewGraph).
func (g *Graph) resolve(i int, p maze.Pos, exits bool) {
	m, w, h := g.m, g.m.Width(), g.m.Height()
	kind, right, down := g.kind, g.right, g.down
	row := g.moves[i*Fanout : i*Fanout+Fanout : i*Fanout+Fanout]
	row[MoveFlow], row[MoveLoop] = -1, -1
	if kind[i] == maze.Outside {
		row[0], row[1], row[2], row[3] = -1, -1, -1, -1
		return
	}
	// The neighbour in each direction (-1 off the shape) and the side
	// between; an outer side only this cell has is read from the maze.
	up, rt, dn, lt := -1, -1, -1, -1
	var eUp, eLt maze.Edge
	if p.Y > 0 {
		up = i - w
		eUp = down[up]
	}
	if p.X < w-1 {
		rt = i + 1
	}
	if p.Y < h-1 {
		dn = i + w
	}
	if p.X > 0 {
		lt = i - 1
		eLt = right[lt]
	}
	row[0] = g.step(i, p, maze.Up, up, eUp, exits)
	row[1] = g.step(i, p, maze.Right, rt, right[i], exits)
	row[2] = g.step(i, p, maze.Down, dn, down[i], exits)
	row[3] = g.step(i, p, maze.Left, lt, eLt, exits)
	switch kind[i] {
	case maze.River:
		o, ok := m.FollowFlow(p)
		row[MoveFlow] = g.end(i, o, ok)
	case maze.Pit:
		o, ok := m.FollowLoop(p)
		row[MoveLoop] = g.end(i, o, ok)
	}
	c := uint8(0)
	for _, t := range row {
		if t >= 0 {
			c++
		}
	}
	g.choices[i] = c
}

// step is where a step from cell i at p in direction d ends, through side
// e to cell j (-1 when off the grid; e is then not known yet). An exit
// found is listed when exits is set.
func (g *Graph) step(i int, p maze.Pos, d maze.Dir, j int, e maze.Edge, exits bool) int32 {
	if j >= 0 && g.kind[j] == maze.Outside {
		j = -1
		if d == maze.Up || d == maze.Left {
			e = g.m.Side(p, d)
		}
	} else if j < 0 && (d == maze.Up || d == maze.Left) {
		e = g.m.Side(p, d)
	}
	if exits && j < 0 && e.IsExit() {
		g.exits = append(g.exits, maze.Side{At: p, Dir: d})
	}
	switch {
	case e.Blocks() && g.kind[i] == maze.River:
		return g.end(i, g.m.Walk(p, d), true)
	case e.Blocks(), j < 0:
		return int32(i) // a wall stops him; out through an open exit
	}
	return g.enter[j]
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
// position is not a cell), into dst (reallocated when its capacity is not
// above Len, which the search needs). queue is scratch space and may be
// nil (likewise reused from a capacity above Len).
func (g *Graph) DistancesTo(dst []int32, targets []int32, queue []int32) []int32 {
	return g.bfs(dst, targets, queue, true)
}

// DistancesFrom computes the fewest moves from the source cells to every
// cell, like DistancesTo but forwards.
func (g *Graph) DistancesFrom(dst []int32, sources []int32, queue []int32) []int32 {
	return g.bfs(dst, sources, queue, false)
}

func (g *Graph) bfs(dst, start, queue []int32, reverse bool) []int32 {
	if reverse {
		g.reverse()
	}
	// dst has a last entry, n, standing for "no move" (-1 in the rows of
	// moves), already found; the queue one more than it can hold, written
	// to whether the cell found is new or not. The search has no branch on
	// whether a cell is new, which the processor cannot predict.
	n := g.n
	dst = resize(dst, n+1)
	for i := range dst {
		dst[i] = -1
	}
	dst[n] = 0
	queue = resize(queue, n+1)
	tail := 0
	for _, s := range start {
		if s >= 0 && int(s) < n && g.choices[s] > 0 && dst[s] < 0 {
			dst[s] = 0
			queue[tail] = s
			tail++
		}
	}
	for head := 0; head < tail; head++ {
		v := queue[head]
		next := dst[v] + 1
		var arcs []int32
		if reverse {
			arcs = g.rev[g.revStart[v]:g.revStart[v+1]]
		} else {
			arcs = g.moves[int(v)*Fanout : int(v)*Fanout+Fanout]
		}
		for _, w := range arcs {
			w += w >> 31 & int32(n+1) // -1 is n
			d := dst[w]
			isNew := d >> 31 // -1 when not found yet, else 0
			dst[w] = d ^ (d^next)&isNew
			queue[tail] = w
			tail -= int(isNew)
		}
	}
	return dst[:n]
}

// Improve lowers dist (as computed by DistancesTo) for a new target cell t,
// visiting only the cells that get closer. It is how targets are placed one
// at a time without recomputing every distance.
func (g *Graph) Improve(dist []int32, t int32, queue []int32) []int32 {
	g.reverse()
	if dist[t] == 0 || g.choices[t] == 0 {
		return queue
	}
	// As in bfs, no branch on whether a cell gets closer: a cell is queued
	// at most once (the first time the search reaches it is the closest),
	// so the queue holds n + 1.
	dist[t] = 0
	queue = resize(queue, g.n+1)
	queue[0] = t
	tail := 1
	for head := 0; head < tail; head++ {
		v := queue[head]
		next := dist[v] + 1
		for _, w := range g.rev[g.revStart[v]:g.revStart[v+1]] {
			d := dist[w]
			// closer is -1 when d is -1 (not reached) or above next.
			closer := int32((int64(uint32(next)) - int64(uint32(d))) >> 63)
			dist[w] = d ^ (d^next)&closer
			queue[tail] = w
			tail -= int(closer)
		}
	}
	return queue[:tail]
}

func resize(s []int32, n int) []int32 {
	if cap(s) < n {
		return make([]int32, n)
	}
	return s[:n]
}
