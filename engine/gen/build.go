package gen

import (
	"fmt"
	"sync"

	"github.com/labyrinth-game/labyrinth/engine/analyze"
	"github.com/labyrinth-game/labyrinth/engine/maze"
)

// The builder makes one labyrinth valid by construction (docs/generator.md,
// "How a labyrinth is built"). It keeps the invariant that the cells on
// which no river or pit acts ("land-like": land, hospital, weaponry,
// encephalitis, delta) stay connected through sides that can be opened, and
// reserves, for every river source, pit loop and delta, a land-like
// neighbour behind an open side. With a spanning tree of open sides over the
// land-like cells, that makes every cell reachable from every other (§8.5)
// whatever walls are added elsewhere.

// role is what a cell may still become.
type role uint8

const (
	roleOut     role = iota // not a cell of the labyrinth
	roleFree                // land-like, anything may still happen to it
	roleLand                // must stay land-like: a way into or out of a feature
	roleChain               // on a §7.1 chain: land, hospital or weaponry only
	roleFeature             // pit, river or delta
)

// failure is why an attempt failed when another attempt may succeed.
type failure string

func (f failure) Error() string { return string(f) }

func failf(format string, args ...any) failure { return failure(fmt.Sprintf(format, args...)) }

type builder struct {
	p    *Params
	r    *rng
	m    *maze.Maze
	fx   *Fixed
	w, h int
	n    int

	role []role
	kind []maze.Kind
	// open marks inner sides that must stay open, by sideKey.
	open []bool
	// outline lists the cells with a side on the outline; edge tells them.
	outline []int32
	edge    []bool
	// nbs[4i+k] is nb(i, k); at[i] is the position of cell i; opens[i]
	// marks the sides of cell i that may be open (markOpens).
	nbs   []int32
	at    []maze.Pos
	opens []uint8
	// parent is scratch space for pieces; seen (marks of the search
	// number stamp), label and queue for cutsNothing.
	parent []int32
	seen   []uint32
	stamp  uint32
	label  []uint8
	queue  []int32
	// depths, path and joins are scratch space of the river systems, cand
	// of passages and walls.
	depths riverDepths
	path   []int
	joins  []int32
	cand   []int32
	deltas []int32
	// loops is the highest pit loop number in use.
	loops int

	// undo records changes of the placement being tried.
	undo     []change
	undoOpen []int32
	retries  int
	// split: the land-like cells are not all joined by sides (fixed parts).
	split bool
	// repairs counts walls opened by repairReach, eased those moved by
	// easeBasins.
	repairs, eased int
	// pending marks, while drawn rivers are completed, the cells those
	// still to complete flow into.
	pending map[int]bool
	// graph is the move graph the treasures and armouries were placed on.
	graph *analyze.Graph
	// ws is the memory the builder works in; rect says that the grid has
	// no position outside the shape.
	ws   *workspace
	rect bool
}

// workspace is the memory a labyrinth is built in: the builder's tables,
// the move graph and the placement's tables, kept from one labyrinth to
// the next (workspaces), so that generating allocates little more than the
// labyrinth and its report. A workspace serves one caller at a time.
type workspace struct {
	b     builder
	graph analyze.Graph
	pl    places
	// plain is a labyrinth of land of the size last asked for, with
	// nothing fixed in it (none): what Generate starts from.
	plain *maze.Maze
	none  *Fixed
}

// blank is a labyrinth of land, width × height, with its inner sides open
// and a monolith all around (maze.New), and a mask fixing nothing in it.
// Both are the workspace's: to be cloned, never changed.
func (ws *workspace) blank(width, height int) (*maze.Maze, *Fixed, error) {
	if ws.plain == nil || ws.plain.Width() != width || ws.plain.Height() != height {
		m, err := maze.New(width, height)
		if err != nil {
			return nil, nil, err
		}
		ws.plain, ws.none = m, NewFixed(m)
	}
	return ws.plain, ws.none, nil
}

var workspaces = sync.Pool{New: func() any { return new(workspace) }}

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

type change struct {
	i    int32
	cell maze.Cell
	role role
}

// newBuilder makes the builder of one labyrinth in ws's memory.
func newBuilder(ws *workspace, p *Params, r *rng, m *maze.Maze, fx *Fixed) *builder {
	b, was := &ws.b, ws.b
	n := m.Len()
	*b = builder{
		p: p, r: r, m: m, fx: fx, w: m.Width(), h: m.Height(), n: n, ws: ws,
		role: zeroed(was.role, n), kind: zeroed(was.kind, n), open: zeroed(was.open, 2*n),
		parent: was.parent[:0], seen: was.seen[:0], label: was.label[:0], queue: was.queue[:0],
		depths: riverDepths{depth: zeroed(was.depths.depth, n), cells: was.depths.cells[:0]},
		path:   was.path[:0], joins: was.joins[:0], cand: was.cand[:0], deltas: was.deltas[:0],
		undo: was.undo[:0], undoOpen: was.undoOpen[:0],
	}
	rect := true
	for i := range b.n {
		p := maze.Pos{X: i % b.w, Y: i / b.w}
		k := m.Kind(p)
		b.kind[i] = k
		switch {
		case k == maze.Outside:
			b.role[i] = roleOut
			rect = false
			continue
		case !fx.cells[i]:
			b.role[i] = roleFree
		case k == maze.Pit || k == maze.River || k == maze.Delta:
			b.role[i] = roleFeature
		default:
			b.role[i] = roleLand
		}
		if k == maze.Delta {
			b.deltas = append(b.deltas, int32(i))
		}
		if k == maze.Pit {
			b.loops = max(b.loops, m.Cell(p).Loop)
		}
	}
	// Kept treasures and items stay on land-like cells: no pit or river
	// comes under them (a treasure lies on land, §8.3; items on a river
	// source would be lost, §4.6).
	for _, t := range m.Treasures {
		if m.Inside(t.At) && b.role[m.Index(t.At)] == roleFree {
			b.role[m.Index(t.At)] = roleLand
		}
	}
	for _, pile := range m.Piles {
		if m.Inside(pile.At) && b.role[m.Index(pile.At)] == roleFree {
			b.role[m.Index(pile.At)] = roleLand
		}
	}
	// A cell with a kept exit stays land-like: no exit from a river source
	// (§8.4), and an exit from any river or pit would change where moves
	// end there (exits are generated on land-like cells only).
	for i := range b.n {
		if b.role[i] != roleFree {
			continue
		}
		for k, d := range maze.Dirs {
			if fx.sides[i*4+k] && m.IsExit(m.PosOf(i), d) {
				b.role[i] = roleLand
				break
			}
		}
	}
	if rect && was.rect && b.w == was.w && b.h == was.h && fx == ws.none && was.fx == fx {
		// The same whole rectangle with nothing fixed: the tables of the
		// shape are those of the last labyrinth.
		b.nbs, b.at, b.opens, b.outline, b.edge = was.nbs, was.at, was.opens, was.outline, was.edge
		b.rect = true
		return b
	}
	b.nbs, b.at, b.opens = zeroed(was.nbs, 4*n), zeroed(was.at, n), zeroed(was.opens, n)
	b.outline, b.edge = was.outline[:0], zeroed(was.edge, n)
	b.neighbours()
	b.markOpens()
	for i := range b.n {
		if b.role[i] == roleOut {
			continue
		}
		for k := range 4 {
			if b.nb(i, k) < 0 {
				b.outline = append(b.outline, int32(i))
				b.edge[i] = true
				break
			}
		}
	}
	b.rect = rect // set last: the tables are complete
	return b
}

// nb is the neighbour of cell i in direction maze.Dirs[k], -1 when off the
// labyrinth.
func (b *builder) nb(i, k int) int { return int(b.nbs[4*i+k]) }

// neighbours makes the table of nb (the shape never changes) and of pos.
func (b *builder) neighbours() {
	// One floor: the builder's grid is width × height (Fill refuses more).
	for i := range b.n {
		x, y := i%b.w, i/b.w
		b.at[i] = maze.Pos{X: x, Y: y}
		up, right, down, left := i-b.w, i+1, i+b.w, i-1
		if y == 0 {
			up = -1
		}
		if x == b.w-1 {
			right = -1
		}
		if y >= b.h-1 {
			down = -1
		}
		if x == 0 {
			left = -1
		}
		for k, j := range [4]int{up, right, down, left} {
			if j >= 0 && (j >= b.n || b.role[j] == roleOut) {
				j = -1
			}
			b.nbs[4*i+k] = int32(j)
		}
	}
}

// sideKey numbers the inner side k of cell i: 2j for the right side of
// cell j, 2j+1 for its bottom side.
func (b *builder) sideKey(i, k int) int {
	switch k {
	case 0:
		return 2*(i-b.w) + 1
	case 1:
		return 2 * i
	case 2:
		return 2*i + 1
	}
	return 2 * (i - 1)
}

func (b *builder) pos(i int) maze.Pos { return b.at[i] }

// fixedWall reports whether side k of cell i is fixed as something other than
// open.
func (b *builder) fixedWall(i, k int) bool {
	return b.fx.sides[i*4+k] && b.m.Side(b.pos(i), maze.Dirs[k]) != maze.Open
}

// canOpen reports whether side k of cell i is an inner side that may be open.
func (b *builder) canOpen(i, k int) bool { return b.opens[i]>>k&1 != 0 }

// markOpens fills opens: bit k of opens[i] when side k of cell i is an
// inner side that may be open (neither the shape nor the fixed sides ever
// change while the builder works). A fixed side is fixed from both its
// cells (Fixed.FixSide), so the bit is the same seen from either.
func (b *builder) markOpens() {
	for i := range b.n {
		for k := range 4 {
			if b.nb(i, k) >= 0 && !b.fixedWall(i, k) {
				b.opens[i] |= 1 << k
			}
		}
	}
}

func (b *builder) landLike(i int) bool { return landKind[b.kind[i]] }

// landKind tells the land-like kinds: every kind but pits, rivers and
// outside (a cell is outside exactly when its role is roleOut).
var landKind = func() (t [256]bool) {
	for k := range t {
		t[k] = maze.Kind(k) != maze.Outside && maze.Kind(k) != maze.Pit && maze.Kind(k) != maze.River
	}
	return t
}()

// free reports whether cell i may still become anything.
func (b *builder) free(i int) bool { return b.role[i] == roleFree && !b.fx.cells[i] }

// set changes cell i, recording the change for undo.
func (b *builder) set(i int, c maze.Cell, r role) {
	b.undo = append(b.undo, change{int32(i), b.m.Cell(b.pos(i)), b.role[i]})
	b.m.SetCell(b.pos(i), c)
	b.kind[i] = c.Kind
	b.role[i] = r
}

// reserve keeps cell i land-like.
func (b *builder) reserve(i int) {
	if b.role[i] == roleFree {
		b.undo = append(b.undo, change{int32(i), b.m.Cell(b.pos(i)), b.role[i]})
		b.role[i] = roleLand
	}
}

// forceOpen keeps side k of cell i open.
func (b *builder) forceOpen(i, k int) {
	key := b.sideKey(i, k)
	if !b.open[key] {
		b.open[key] = true
		b.undoOpen = append(b.undoOpen, int32(key))
	}
}

// commit forgets the undo log: the placement stays.
func (b *builder) commit() { b.undo, b.undoOpen = b.undo[:0], b.undoOpen[:0] }

// rollback reverts every change since the last commit, newest first.
func (b *builder) rollback() {
	b.undoTo(0, 0)
	b.retries++
}

// undoTo reverts the changes recorded after the first cells changes and
// sides opened of the undo log, newest first.
func (b *builder) undoTo(cells, sides int) {
	for k := len(b.undo) - 1; k >= cells; k-- {
		c := b.undo[k]
		b.m.SetCell(b.pos(int(c.i)), c.cell)
		b.kind[c.i] = c.cell.Kind
		b.role[c.i] = c.role
	}
	for _, key := range b.undoOpen[sides:] {
		b.open[key] = false
	}
	b.undo, b.undoOpen = b.undo[:cells], b.undoOpen[:sides]
}

// The eight cells around a cell, clockwise from the one above.
var (
	ringDX = [8]int{0, 1, 1, 1, 0, -1, -1, -1}
	ringDY = [8]int{-1, -1, 0, 1, 1, 1, 0, -1}
)

// removable reports whether land-like cell i can become a pit or a river
// without cutting the land-like cells apart. It looks only at the eight
// cells around i: when the land-like neighbours that i joins are joined to
// each other around i, through sides that can be opened, nothing is cut
// (the test for a "simple point" of digital topology). It may refuse a cell
// whose removal would be harmless, never the reverse.
//
// In bits: ring positions k = 0..7 clockwise from the cell above; link bit
// k when ring cells k and k+1 are land-like and joined. The neighbours i
// joins (even positions) are joined around i when the links missing all
// lie between the same two of them.
func (b *builder) removable(i int) bool {
	x, y := b.at[i].X, b.at[i].Y
	var ring [8]int
	if x > 0 && y > 0 && x < b.w-1 && y < b.h-1 { // the whole ring on the grid
		for k := range 8 {
			ring[k] = -1
			if j := i + ringDY[k]*b.w + ringDX[k]; landKind[b.kind[j]] {
				ring[k] = j
			}
		}
	} else {
		for k := range 8 {
			xx, yy := x+ringDX[k], y+ringDY[k]
			ring[k] = -1
			if xx >= 0 && yy >= 0 && xx < b.w && yy < b.h {
				if j := yy*b.w + xx; b.landLike(j) {
					ring[k] = j
				}
			}
		}
	}
	links := uint8(0)
	for k := range 8 {
		if a, c := ring[k], ring[(k+1)&7]; a >= 0 && c >= 0 && b.canOpen(a, ringDirs[k]) {
			links |= 1 << k
		}
	}
	if links == 0xff {
		return true
	}
	missing := ^links
	// The positions of the neighbours i joins, in ring order.
	var at [4]int
	n := 0
	for d := range 4 {
		if ring[2*d] >= 0 && b.canOpen(i, d) {
			at[n] = 2 * d
			n++
		}
	}
	gaps := 0 // gaps between two of them with a link missing
	for j := range n {
		from, to := at[j], at[(j+1)%n]
		// links from..to-1, round the ring (all eight when n is 1)
		span := (to - from - 1) & 7
		gap := uint8(((1<<(span+1))-1)<<from | ((1<<(span+1))-1)>>(8-from))
		if missing&gap != 0 {
			gaps++
		}
	}
	return gaps <= 1
}

// ringDirs[k] is ringDir(k).
var ringDirs = func() (t [8]int) {
	for k := range t {
		t[k] = ringDir(k)
	}
	return t
}()

// ringDir is the direction (index into maze.Dirs) from ring position k to
// ring position k+1.
func ringDir(k int) int {
	dx, dy := ringDX[(k+1)%8]-ringDX[k], ringDY[(k+1)%8]-ringDY[k]
	switch {
	case dx == 1:
		return 1
	case dx == -1:
		return 3
	case dy == 1:
		return 2
	}
	return 0
}

// pick returns a random cell satisfying ok, preferring cells on the outline
// with probability outlinePct percent; -1 when there is none.
func (b *builder) pick(outlinePct int, ok func(i int) bool) int {
	if outlinePct > 0 && b.r.IntN(100) < outlinePct {
		if i := b.probe(b.outline, ok); i >= 0 {
			return i
		}
	}
	return b.probeAll(ok)
}

// pickNear returns a random cell satisfying ok at most radius rows and
// radius columns away from cell c, preferring the outline with probability
// outlinePct percent; -1 when there is none.
func (b *builder) pickNear(c, radius, outlinePct int, ok func(i int) bool) int {
	cx, cy := c%b.w, c/b.w
	x0, x1 := max(0, cx-radius), min(b.w-1, cx+radius)
	y0, y1 := max(0, cy-radius), min(b.h-1, cy+radius)
	ww, hh := x1-x0+1, y1-y0+1
	edgeFirst := outlinePct > 0 && b.r.IntN(100) < outlinePct
	for pass := range 2 {
		want := func(i int) bool { return b.role[i] != roleOut && (pass == 1 || !edgeFirst || b.edge[i]) && ok(i) }
		for range 24 {
			if i := (y0+b.r.IntN(hh))*b.w + x0 + b.r.IntN(ww); want(i) {
				return i
			}
		}
		start := b.r.IntN(ww * hh)
		for s := range ww * hh {
			k := (start + s) % (ww * hh)
			if i := (y0+k/ww)*b.w + x0 + k%ww; want(i) {
				return i
			}
		}
	}
	return -1
}

// probe tries random cells of list, then scans it from a random start.
func (b *builder) probe(list []int32, ok func(i int) bool) int {
	if len(list) == 0 {
		return -1
	}
	for range 24 {
		if i := int(list[b.r.IntN(len(list))]); ok(i) {
			return i
		}
	}
	start := b.r.IntN(len(list))
	for s := range list {
		if i := int(list[(start+s)%len(list)]); ok(i) {
			return i
		}
	}
	return -1
}

// probeAll is probe over every position of the grid.
func (b *builder) probeAll(ok func(i int) bool) int {
	for range 24 {
		if i := b.r.IntN(b.n); b.role[i] != roleOut && ok(i) {
			return i
		}
	}
	start := b.r.IntN(b.n)
	for s := range b.n {
		if i := (start + s) % b.n; b.role[i] != roleOut && ok(i) {
			return i
		}
	}
	return -1
}

// nextTo reports whether a neighbour of cell i (whatever lies between)
// satisfies ok.
func (b *builder) nextTo(i int, ok func(j int) bool) bool {
	for k := range 4 {
		if j := b.nb(i, k); j >= 0 && ok(j) {
			return true
		}
	}
	return false
}

// wayIn finds a land-like neighbour of cell i, other than avoid, through a
// side that can be opened, reserves it and opens the side; false when there
// is none. It is the way a player enters a river source or a pit loop, and
// leaves a delta.
func (b *builder) wayIn(i, avoid int) bool {
	var ks [4]int
	c := 0
	for k := range 4 {
		j := b.nb(i, k)
		if j >= 0 && j != avoid && b.landLike(j) && b.kind[j] != maze.Delta && b.canOpen(i, k) {
			ks[c] = k
			c++
		}
	}
	if c == 0 {
		return false
	}
	k := ks[b.r.IntN(c)]
	b.reserve(b.nb(i, k))
	b.forceOpen(i, k)
	return true
}

func between(r *rng, rg Range) int { return rg.Min + r.IntN(rg.Max-rg.Min+1) }
