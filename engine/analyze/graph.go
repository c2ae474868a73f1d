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
	m       *maze.Maze
	n, w, h int
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
	// What the graph read of the maze: the kind of every position; right
	// and down the right and bottom sides of every cell of the labyrinth,
	// up and left its top and left sides where they are on the outline
	// (Open elsewhere); enter where a step into the position ends (-1
	// outside the shape; a pit or a river moves the player on).
	kind                  []maze.Kind
	right, down, up, left []maze.Edge
	enter                 []int32
	// outer tells, for every cell, which of its sides are on the outline:
	// bit k for maze.Dirs[k] (made with the exits).
	outer []uint8
	// Reverse arcs in compressed rows: the cells with a move ending on j
	// (other than j itself) are rev[revStart[j]:revStart[j+1]]; made on
	// first use after the moves changed (reverse).
	revStart, rev []int32
	revStale      bool
	// slot is scratch space of the walk's kernel; sides holds right, down,
	// up and left.
	slot  []uint8
	sides []maze.Edge
	// bits are the moves as bit sets, for searches on small labyrinths.
	bits bitGraph
	// walk is the random walk, made on first use.
	walk *Walk
}

// NewGraph resolves every move of every cell of m.
//
// The moves follow maze.Walk, maze.FollowFlow and maze.FollowLoop, with
// what they do to every cell worked out once: a step through an open side
// into a cell ends where maze.Enter puts a player entering that cell (a pit
// or a river moves him on, any other cell keeps him); a step into a wall
// leaves him where he was, except on a river, which carries him on as
// maze.Walk says (where a step into it would); a step out through an open
// exit leaves him where he was (the graph's convention); by the flow and
// by the loop end where entering the cell would. Each side is read once.
func NewGraph(m *maze.Maze) *Graph {
	g := new(Graph)
	g.Reset(m)
	return g
}

// Reset makes g the graph of m, as NewGraph does, in g's memory: a caller
// that makes graph after graph (the generator, labyrinth after labyrinth)
// need not allocate them anew. Nothing a report or walk of the graph
// before holds is touched.
func (g *Graph) Reset(m *maze.Maze) {
	n := m.Len()
	sides := zeroed(g.sides, 4*n)
	*g = Graph{
		m: m, n: n, w: m.Width(), h: m.Height(),
		moves:    zeroed(g.moves, n*Fanout),
		choices:  zeroed(g.choices, n),
		revStart: zeroed(g.revStart, n+1),
		inside:   g.inside[:0],
		exits:    g.exits[:0],
		enter:    zeroed(g.enter, n),
		kind:     zeroed(g.kind, n),
		outer:    zeroed(g.outer, n),
		rev:      g.rev[:0],
		slot:     g.slot,
		sides:    sides,
		bits:     bitGraph{number: g.bits.number, on: g.bits.on, back: g.bits.back},
	}
	g.right, g.down, g.up, g.left = sides[:n:n], sides[n:2*n:2*n], sides[2*n:3*n:3*n], sides[3*n:4*n:4*n]
	g.read(nil)
	for i := 0; i < n; {
		for y := range g.h {
			for x := range g.w {
				g.resolve(i, x, y)
				i++
			}
		}
	}
	g.listExits()
	g.revStale = true
	g.reverse()
}

// zeroed is s resized to n elements, all zero, in s's memory when it has
// room.
func zeroed[T any](s []T, n int) []T {
	if cap(s) < n {
		return make([]T, n)
	}
	s = s[:n]
	clear(s)
	return s
}

// read reads every position's kind and sides from the maze, and works out
// where entering each pit and river ends. With changed set, it compares
// instead of filling: it marks in changed the cells whose moves a changed
// side may change (both cells of an inner side, the cell of an outer one)
// and reports whether the graph must be made afresh (a cell came into or
// left the shape, became or stopped being a pit or a river, or a pit or a
// river leads somewhere else) and whether an outer side changed.
func (g *Graph) read(changed []bool) (fresh, outer bool) {
	m, w, h := g.m, g.w, g.h
	special := func(k maze.Kind) bool {
		return k == maze.Outside || k == maze.Pit || k == maze.River || k == maze.Elevator
	}
	i := 0
	for f := range m.Floors() {
		for y := range h {
			for x := range w {
				p := maze.Pos{X: x, Y: y, Floor: f}
				k := m.Kind(p)
				if changed != nil && k != g.kind[i] {
					fresh = fresh || special(k) || special(g.kind[i])
				}
				g.kind[i] = k
				switch k {
				case maze.Outside:
					g.enter[i] = -1
					i++
					continue
				case maze.Pit, maze.River, maze.Elevator:
					e := g.end(i, m.Enter(p))
					fresh = fresh || changed != nil && e != g.enter[i]
					g.enter[i] = e
				default:
					g.enter[i] = int32(i)
				}
				if changed == nil {
					g.inside = append(g.inside, int32(i))
				}
				var up, left maze.Edge
				if y == 0 || g.kind[i-w] == maze.Outside {
					up = m.Side(p, maze.Up)
				}
				if x == 0 || g.kind[i-1] == maze.Outside {
					left = m.Side(p, maze.Left)
				}
				right, down := m.Side(p, maze.Right), m.Side(p, maze.Down)
				if changed != nil {
					if up != g.up[i] || left != g.left[i] {
						changed[i], outer = true, true
					}
					if right != g.right[i] {
						changed[i] = true
						if x < w-1 {
							changed[i+1] = true
						}
						outer = outer || x == w-1 // or the cell right is outside: read again
					}
					if down != g.down[i] {
						changed[i] = true
						if y < h-1 {
							changed[i+w] = true
						}
						outer = outer || y == h-1
					}
				}
				g.up[i], g.left[i], g.right[i], g.down[i] = up, left, right, down
				i++
			}
		}
	}
	return fresh, outer
}

// Sync brings the graph up to date with its maze after any change: it
// reads every cell's kind and sides again and resolves again the moves of
// the cells next to a side that changed (a kind that moves no one, such as
// a hospital for land, changes no move), listing the exits again when an
// outer side changed. When a cell comes into or leaves the shape, becomes
// or stops being a pit or a river, or a pit or a river leads somewhere
// else, the graph is made afresh. The graph is then the one NewGraph makes
// of the maze as it is. Sync reports whether a move changed; the random
// walk is kept when none did.
func (g *Graph) Sync() bool {
	changed := make([]bool, g.n)
	fresh, outer := g.read(changed)
	if fresh {
		o := NewGraph(g.m)
		moved := !g.Equal(o)
		walk := g.walk
		*g = *o
		if !moved {
			g.walk = walk
		}
		return moved
	}
	moved := false
	for i, c := range changed {
		if !c {
			continue
		}
		// A side next to an outside position is an outer side of its cell
		// alone: nothing to resolve there.
		if g.kind[i] == maze.Outside {
			outer = true
			continue
		}
		row := g.moves[i*Fanout : i*Fanout+Fanout]
		was := [Fanout]int32(row)
		g.resolve(i, i%g.w, i/g.w%g.h)
		moved = moved || was != [Fanout]int32(row)
	}
	if outer {
		g.listExits()
	}
	if moved {
		g.revStale, g.bits.ok = true, false
		g.walk = nil
	}
	return moved
}

// reverse makes the reverse arcs from the moves, if they are stale.
//
// A cell's four steps always end on a cell, often its own (a wall): those
// are counted and placed without a branch on whether they are arcs, which
// the processor cannot predict; by the flow and by the loop, rare, with
// one.
func (g *Graph) reverse() {
	if !g.revStale {
		return
	}
	g.revStale = false
	n := g.n
	start := g.revStart[: n+1 : n+1]
	clear(start)
	moves := g.moves
	arcs := int32(0)
	for _, i := range g.inside {
		row := (*[Fanout]int32)(moves[int(i)*Fanout:])
		a0, a1, a2, a3 := isArc(row[0], i), isArc(row[1], i), isArc(row[2], i), isArc(row[3], i)
		start[row[0]+1] += a0
		start[row[1]+1] += a1
		start[row[2]+1] += a2
		start[row[3]+1] += a3
		arcs += a0 + a1 + a2 + a3
		for _, t := range row[4:] {
			if t >= 0 && t != i {
				start[t+1]++
				arcs++
			}
		}
	}
	for j := range n {
		start[j+1] += start[j]
	}
	// One spare entry at the end takes the steps that are not arcs.
	if cap(g.rev) < int(arcs)+1 {
		g.rev = make([]int32, arcs+1)
	}
	rev := g.rev[: arcs+1 : arcs+1]
	// Fill each cell's arcs with start[t] as the cursor, which ends on
	// where the next cell's start; then shift the starts back.
	for _, i := range g.inside {
		row := (*[Fanout]int32)(moves[int(i)*Fanout:])
		for _, t := range row[:4] {
			at, a := start[t], int32(1)
			if t == i {
				at, a = arcs, 0
			}
			rev[at] = i
			start[t] += a
		}
		for _, t := range row[4:] {
			if t >= 0 && t != i {
				rev[start[t]] = i
				start[t]++
			}
		}
	}
	g.rev = rev[:arcs]
	copy(start[1:], start[:n])
	start[0] = 0
}

// isArc is 1 when a step from cell i ending on t is an arc, else 0.
func isArc(t, i int32) int32 {
	if t != i {
		return 1
	}
	return 0
}

// resolve fills the row of moves and the choices of position i, at x, y
// on its floor, from what the graph read (see NewGraph).
func (g *Graph) resolve(i, x, y int) {
	w, h := g.w, g.h
	kind := g.kind
	row := g.moves[i*Fanout : i*Fanout+Fanout : i*Fanout+Fanout]
	if kind[i] == maze.Outside {
		row[0], row[1], row[2], row[3], row[MoveFlow], row[MoveLoop] = -1, -1, -1, -1, -1, -1
		g.choices[i] = 0
		return
	}
	// Where a step against a wall ends: where the cell stands, or on a
	// river, where a step into it ends (the flow carries him on).
	stay := int32(i)
	if kind[i] == maze.River {
		stay = g.enter[i]
	}
	// The neighbour in each direction (-1 off the shape) and the side
	// between.
	up, rt, dn, lt := -1, -1, -1, -1
	eUp, eLt := g.up[i], g.left[i]
	if y > 0 && kind[i-w] != maze.Outside {
		up, eUp = i-w, g.down[i-w]
	}
	if x < w-1 && kind[i+1] != maze.Outside {
		rt = i + 1
	}
	if y < h-1 && kind[i+w] != maze.Outside {
		dn = i + w
	}
	if x > 0 && kind[i-1] != maze.Outside {
		lt, eLt = i-1, g.right[i-1]
	}
	row[0] = g.step(i, stay, up, eUp)
	row[1] = g.step(i, stay, rt, g.right[i])
	row[2] = g.step(i, stay, dn, g.down[i])
	row[3] = g.step(i, stay, lt, eLt)
	// By the flow or by the loop: where entering the cell ends, when that
	// is elsewhere.
	row[MoveFlow], row[MoveLoop] = -1, -1
	c := uint8(4)
	if e := g.enter[i]; e != int32(i) {
		switch kind[i] {
		case maze.River:
			row[MoveFlow], c = e, 5
		case maze.Pit, maze.Elevator: // an elevator is a pit between floors (seed 004 l.56)
			row[MoveLoop], c = e, 5
		}
	}
	g.choices[i] = c
}

// step is where a step from cell i through side e to cell j (-1 off the
// shape) ends: stay when a wall stops the player, i when he walks out
// through an exit. Whether a wall stands is not a branch: the processor
// could not predict it.
func (g *Graph) step(i int, stay int32, j int, e maze.Edge) int32 {
	t := int32(i)
	if j >= 0 {
		t = g.enter[j]
	}
	if e != maze.Open {
		t = stay
	}
	return t
}

// listExits lists the exits, open or closed, in the order of maze.Exits:
// the outer sides of the cells in index order, each cell's in the order of
// maze.Dirs, that are not monoliths. It marks the outer sides on the way.
func (g *Graph) listExits() {
	w, h, kind := g.w, g.h, g.kind
	g.exits = g.exits[:0]
	i := 0
	for f := range g.n / (w * h) {
		for y := range h {
			for x := range w {
				if kind[i] == maze.Outside {
					i++
					continue
				}
				o := uint8(0)
				if y == 0 || kind[i-w] == maze.Outside {
					o |= 1
				}
				if x == w-1 || kind[i+1] == maze.Outside {
					o |= 2
				}
				if y == h-1 || kind[i+w] == maze.Outside {
					o |= 4
				}
				if x == 0 || kind[i-1] == maze.Outside {
					o |= 8
				}
				g.outer[i] = o
				if o != 0 {
					for k, e := range [4]maze.Edge{g.up[i], g.right[i], g.down[i], g.left[i]} {
						if o&(1<<k) != 0 && e.IsExit() {
							g.exits = append(g.exits, maze.Side{At: maze.Pos{X: x, Y: y, Floor: f}, Dir: maze.Dirs[k]})
						}
					}
				}
				i++
			}
		}
	}
}

// Sides are the sides of cell i as the graph read them, in the order of
// maze.Dirs, and which of them are on the outline (bit k for maze.Dirs[k]).
func (g *Graph) Sides(i int) (up, right, down, left maze.Edge, outer uint8) {
	outer = g.outer[i]
	up, right, down, left = g.up[i], g.right[i], g.down[i], g.left[i]
	if outer&1 == 0 {
		up = g.down[i-g.w]
	}
	if outer&8 == 0 {
		left = g.right[i-1]
	}
	return up, right, down, left, outer
}

// Kind is the kind of position i as the graph read it.
func (g *Graph) Kind(i int) maze.Kind { return g.kind[i] }

// end is the cell a resolved move ends on: -1 when the move is not
// possible, from when it leads out of the labyrinth.
func (g *Graph) end(from int, o maze.Outcome) int32 {
	if o.Exited || !g.m.Inside(o.End) {
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
	if g.bitsOf() {
		adj := g.bits.on
		if reverse {
			adj = g.bits.back
		}
		g.bitSearch(dst[:n], start, adj)
		return dst[:n]
	}
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
	if reverse {
		searchBack(dst, queue, tail, g.rev, g.revStart)
	} else {
		searchOn(dst, queue, tail, g.moves)
	}
	return dst[:n]
}

// searchBack goes on with a breadth-first search from the first tail cells
// of queue along the reverse arcs rev, revStart (see bfs).
func searchBack(dst, queue []int32, tail int, rev, revStart []int32) {
	for head := 0; head < tail; head++ {
		v := queue[head]
		next := dst[v] + 1
		for _, w := range rev[revStart[v]:revStart[v+1]] {
			d := dst[w]
			isNew := d >> 31 // -1 when not found yet, else 0
			dst[w] = d ^ (d^next)&isNew
			queue[tail] = w
			tail -= int(isNew)
		}
	}
}

// searchOn is searchBack along the moves; a move that is not possible
// (-1) leads to the last entry of dst, found from the start.
func searchOn(dst, queue []int32, tail int, moves []int32) {
	none := int32(len(dst) - 1)
	for head := 0; head < tail; head++ {
		v := queue[head]
		next := dst[v] + 1
		for _, w := range moves[int(v)*Fanout : int(v)*Fanout+Fanout : int(v)*Fanout+Fanout] {
			w += w >> 31 & (none + 1) // -1 is none
			d := dst[w]
			isNew := d >> 31
			dst[w] = d ^ (d^next)&isNew
			queue[tail] = w
			tail -= int(isNew)
		}
	}
}

// Improve lowers dist (as computed by DistancesTo) for a new target cell t,
// visiting only the cells that get closer. It is how targets are placed one
// at a time without recomputing every distance.
func (g *Graph) Improve(dist []int32, t int32, queue []int32) []int32 {
	g.reverse()
	if dist[t] == 0 || g.choices[t] == 0 {
		return queue
	}
	if g.bitsOf() {
		g.bitImprove(dist, t)
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
