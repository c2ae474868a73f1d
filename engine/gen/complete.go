package gen

import (
	"fmt"
	"slices"

	"github.com/labyrinth-game/labyrinth/engine/analyze"
	"github.com/labyrinth-game/labyrinth/engine/maze"
)

// Completing what Fill keeps: rivers drawn without their end, deltas drawn
// without a river, sources drawn with an exit, pit loops drawn in part.
// Everything added must leave the drawn parts as the construction needs
// them (docs/generator.md, "How a labyrinth is built"): a delta with two
// ways out and no delta beside it (§8 rec. 4), a way into every source and
// pit loop, the land-like cells joined.

// riverReach is the most river cells completeFixed adds to take a drawn
// river on to a good delta, or into a river or delta nearby.
const riverReach = 5

// completeFixed finishes the features that are drawn in part and reserves
// the ways into sources, pit loops and out of deltas.
func (b *builder) completeFixed() error {
	var rivers, pits []int
	for i := range b.n {
		switch b.kind[i] {
		case maze.River:
			rivers = append(rivers, i)
		case maze.Pit:
			pits = append(pits, i)
		}
	}
	if len(rivers) == 0 && len(pits) == 0 && len(b.deltas) == 0 {
		return nil
	}
	for _, i := range rivers {
		b.forceOpen(i, dirIndex(b.m.Cell(b.pos(i)).Flow))
	}
	// A delta drawn alone gets a river after the rivers drawn to a cell not
	// drawn, which may end in it; but in half the attempts, one with a
	// single neighbour that can flow into it gets that river first, before
	// a river completed takes the neighbour.
	drawn := b.deltas
	if b.r.IntN(2) == 0 {
		for _, d := range drawn {
			if f := b.feeders(int(d)); b.inflow(int(d)) == 0 && len(f) == 1 {
				b.feed(f[0], int(d))
				rivers = append(rivers, f[0])
			}
		}
	}
	// Which river is completed first changes the room the others have: a
	// random order, so that another attempt may do better.
	var ends []int
	for _, i := range rivers {
		if !b.flowsOn(i) {
			ends = append(ends, i)
		}
	}
	b.r.Shuffle(len(ends), func(x, y int) { ends[x], ends[y] = ends[y], ends[x] })
	for x, i := range ends {
		if b.flowsOn(i) { // a river completed before took it on
			continue
		}
		// The cells the rivers still to complete flow into: no delta goes
		// next to them, which would leave them no good end.
		b.pending = map[int]bool{}
		for _, j := range ends[x+1:] {
			if !b.flowsOn(j) {
				b.pending[b.downstream(j)] = true
			}
		}
		if err := b.completeRiver(i); err != nil {
			return err
		}
	}
	b.pending = nil
	for _, d := range drawn {
		if b.inflow(int(d)) > 0 {
			continue
		}
		f := b.feeders(int(d))
		if len(f) == 0 {
			return failf("no river flows into the delta at %s, and there is no room for one", b.pos(int(d)))
		}
		b.feed(f[0], int(d))
		rivers = append(rivers, f[0])
	}
	// §8.4: no exit from a river source. A source drawn with an exit gets
	// a river flowing into it.
	for _, i := range rivers {
		if b.kind[i] == maze.River && b.inflow(i) == 0 && b.hasExit(i) {
			f := b.feeders(i)
			if len(f) == 0 {
				return failf("the river source at %s has an exit, where no player can ever stand (§8.4), and there is no room for a river flowing into it", b.pos(i))
			}
			b.feed(f[0], i)
			rivers = append(rivers, f[0])
		}
	}
	for _, i := range rivers {
		if b.inflow(i) == 0 && !b.wayIn(i, b.downstream(i)) {
			// The validator's §8.5 check decides (repairReach).
			b.split = true
		}
	}
	// Every land-like neighbour of a delta is a way out; fewer than two is a
	// warning of §8 rec. 4, reported as a shortfall (drawn parts only:
	// what is added keeps two).
	for _, d := range b.deltas {
		for k := range 4 {
			if j := b.nb(int(d), k); j >= 0 && b.landLike(j) && b.kind[j] != maze.Delta && b.canOpen(int(d), k) {
				b.reserve(j)
				b.forceOpen(int(d), k)
			}
		}
	}
	if err := b.completeLoops(pits); err != nil {
		return err
	}
	if err := b.riverLimits(); err != nil {
		return err
	}
	b.commit()
	return nil
}

// flowsOn reports whether river i flows into a river or a delta.
func (b *builder) flowsOn(i int) bool {
	k := b.kind[b.downstream(i)]
	return k == maze.River || k == maze.Delta
}

// completeRiver ends the drawn river at i, which flows into a land cell, by
// the shortest way that keeps §8 rec. 4: a delta there if it touches no
// other delta and has two ways out; otherwise up to riverReach river cells
// on to such a delta, or into a river or a delta nearby (a delta that keeps
// two ways out). When there is none, the delta goes where the river flows
// and the validator's warning is a shortfall.
func (b *builder) completeRiver(i int) error {
	t := b.downstream(i)
	if b.treasureOn(t) { // checkFixed reports it before anything is built
		return fmt.Errorf("the river at %s flows into %s, where a treasure is kept", b.pos(i), b.pos(t))
	}
	paths := b.riverPaths(i, t)
	// The shortest way may leave the rivers still to complete no good end:
	// in one completion in four, the ways found are tried in a random
	// order, so that the attempts differ.
	if b.r.IntN(4) == 0 {
		b.r.Shuffle(len(paths), func(x, y int) { paths[x], paths[y] = paths[y], paths[x] })
	}
	// Each way keeping the land-like cells as joined as they were, then
	// each way at all: drawn parts may leave a pocket of land reached only
	// from a river, as the labyrinth filled from may have had; the
	// validator's §8.5 check on the real moves then decides (repairReach).
	for _, strict := range []bool{true, false} {
		for _, path := range paths {
			if b.takePath(i, path, strict) {
				return nil
			}
		}
	}
	if b.waysOut(t, -1) == 0 {
		// A delta there could not be left (§8.5): another attempt, with
		// the rivers completed in another order, may do better.
		return failf("the river drawn at %s can end nowhere: a delta at %s would have no way out", b.pos(i), b.pos(t))
	}
	b.setDelta(t)
	return nil
}

// A riverPath is a way to complete a river: the cells that become river
// cells, each flowing into the next, then end, which is either a cell that
// becomes a delta (join false) or the river or delta the last river cell
// flows into (join true).
type riverPath struct {
	cells []int
	end   int
	join  bool
}

// riverPaths lists ways to complete the river at i flowing into t, shortest
// first, breadth first from t with the directions in a random order.
func (b *builder) riverPaths(i, t int) []riverPath {
	prev := map[int]int{t: i}
	depth := map[int]int{t: 0}
	queue := []int{t}
	var out []riverPath
	path := func(c int) []int {
		var cells []int
		for ; c != i; c = prev[c] {
			cells = append(cells, c)
		}
		for x, y := 0, len(cells)-1; x < y; x, y = x+1, y-1 {
			cells[x], cells[y] = cells[y], cells[x]
		}
		return cells
	}
	for head := 0; head < len(queue) && len(out) < 8; head++ {
		c := queue[head]
		if b.canDelta(c) && b.goodDelta(c, prev[c]) {
			// Not next to where a river still to complete flows, unless
			// this path takes that river on.
			cells := path(c)
			if !b.nextTo(c, func(j int) bool { return b.pending[j] && !slices.Contains(cells, j) }) {
				out = append(out, riverPath{cells: cells[:len(cells)-1], end: c})
			}
		}
		if !b.free(c) || depth[c]+1 > riverReach { // c cannot be a river cell
			continue
		}
		for _, k := range b.r.Perm(4) {
			u := b.nb(c, k)
			if u < 0 || u == prev[c] || !b.canOpen(c, k) {
				continue
			}
			switch {
			case b.kind[u] == maze.River || b.kind[u] == maze.Delta:
				if cells := path(c); b.joinable(u, i, cells) {
					out = append(out, riverPath{cells: cells, end: u, join: true})
				}
			case b.free(u) || b.canDelta(u):
				// u may be where another drawn river flows: this one then
				// completes both. A cell kept land-like (with an exit, say)
				// may still be the delta.
				if _, seen := prev[u]; !seen {
					prev[u], depth[u] = c, depth[c]+1
					queue = append(queue, u)
				}
			}
		}
	}
	return out
}

// takePath makes the river cells of a completion and its delta, checking
// what the search could only guess: that the land-like cells stay as joined
// as they were (unless strict is false), and that no neighbour loses the
// last ways it has (guards). It takes everything back and reports false
// when a check fails.
func (b *builder) takePath(i int, pt riverPath, strict bool) bool {
	u0, o0 := len(b.undo), len(b.undoOpen)
	pieces := b.pieces(-1)
	gs := b.guards(pt.cells, pt.end)
	last := i
	ok := true
	for x, c := range pt.cells {
		next := pt.end
		if x+1 < len(pt.cells) {
			next = pt.cells[x+1]
		}
		k := b.dirTo(c, next)
		if k < 0 || !b.free(c) || !b.canOpen(c, k) {
			ok = false
			break
		}
		b.placeRiver(c, k)
		last = c
	}
	switch {
	case !ok:
	case pt.join:
		ok = b.joinable(pt.end, i, pt.cells)
	default:
		ok = b.canDelta(pt.end) && b.goodDelta(pt.end, last)
	}
	cut := ok && b.pieces(-1) > pieces
	if ok && (!b.guardsHold(gs) || strict && cut) {
		ok = false
	}
	if !ok {
		b.undoTo(u0, o0)
		return false
	}
	b.split = b.split || cut
	if !pt.join {
		b.setDelta(pt.end)
	}
	return true
}

// A guard is a cell that needs ways: a delta two ways out, a river source
// or a pit a way in (§8 rec. 4, §8.5).
type guard struct{ at, had, need int }

// guards lists the cells next to cells that need ways, except those in
// cells and except the cells of skip, with the ways they have now.
func (b *builder) guards(cells []int, skip ...int) []guard {
	var out []guard
	for _, c := range cells {
		for k := range 4 {
			x := b.nb(c, k)
			if x < 0 || slices.Contains(cells, x) || slices.Contains(skip, x) ||
				slices.ContainsFunc(out, func(g guard) bool { return g.at == x }) {
				continue
			}
			switch {
			case b.kind[x] == maze.Delta:
				out = append(out, guard{x, b.waysOut(x, -1), 2})
			case b.kind[x] == maze.Pit, b.kind[x] == maze.River && b.inflow(x) == 0:
				out = append(out, guard{x, b.waysIn(x), 1})
			}
		}
	}
	return out
}

// guardsHold reports whether every guard keeps the ways it needs, or as
// many as it had.
func (b *builder) guardsHold(gs []guard) bool {
	for _, g := range gs {
		ways := 0
		switch {
		case b.kind[g.at] == maze.Delta:
			ways = b.waysOut(g.at, -1)
		case b.kind[g.at] == maze.River && b.inflow(g.at) > 0:
			continue // no longer a source: reached from upstream
		default:
			ways = b.waysIn(g.at)
		}
		if ways < min(g.need, g.had) {
			return false
		}
	}
	return true
}

// waysIn counts the land-like neighbours, other than deltas, from which a
// player can step into pit or river cell x, through sides that can be
// opened (a river's downstream neighbour does not count: the flow leads
// there).
func (b *builder) waysIn(x int) int {
	down := -1
	if b.kind[x] == maze.River {
		down = b.downstream(x)
	}
	in := 0
	for k := range 4 {
		if y := b.nb(x, k); y >= 0 && y != down && b.landLike(y) && b.kind[y] != maze.Delta && b.canOpen(x, k) {
			in++
		}
	}
	return in
}

// setDelta makes land cell i a delta.
func (b *builder) setDelta(i int) {
	b.set(i, maze.Cell{Kind: maze.Delta}, roleFeature)
	b.deltas = append(b.deltas, int32(i))
}

// dirTo is the direction index from cell i to its neighbour j, -1 when they
// are not neighbours.
func (b *builder) dirTo(i, j int) int {
	for k := range 4 {
		if b.nb(i, k) == j {
			return k
		}
	}
	return -1
}

// canDelta reports whether cell i may become a delta: a land cell not
// fixed and without a kept treasure (a treasure lies on land, §8.3).
func (b *builder) canDelta(i int) bool {
	return b.kind[i] == maze.Land && !b.fx.cells[i] && !b.treasureOn(i)
}

func (b *builder) treasureOn(i int) bool {
	for _, t := range b.m.Treasures {
		if b.m.Inside(t.At) && b.m.Index(t.At) == i {
			return true
		}
	}
	return false
}

// goodDelta reports whether land cell d, which the river at from would
// flow into, can be a delta touching no other delta and with two ways out.
func (b *builder) goodDelta(d, from int) bool {
	if b.kind[d] != maze.Land || b.nextTo(d, func(j int) bool { return b.kind[j] == maze.Delta }) {
		return false
	}
	return b.waysOut(d, from) >= 2
}

// waysOut counts the land-like neighbours of cell d, other than deltas and
// than cell not, behind sides that can be opened: the ways out of a delta
// there.
func (b *builder) waysOut(d, not int) int {
	ways := 0
	for k := range 4 {
		if j := b.nb(d, k); j >= 0 && j != not && b.landLike(j) && b.kind[j] != maze.Delta && b.canOpen(d, k) {
			ways++
		}
	}
	return ways
}

// joinable reports whether the last of cells, river cells to be that
// complete the river drawn at i, may flow into u, a river or a delta: the
// flow from u must not lead back to i or to one of cells (a river in a
// circle, §4.5), and a delta must keep two ways out (or as many as it has)
// without the last cell. A river still to complete may be joined: both
// then end where it ends.
func (b *builder) joinable(u, i int, cells []int) bool {
	c := cells[len(cells)-1]
	if b.kind[u] == maze.Delta {
		return b.waysOut(u, c) >= min(2, b.waysOut(u, -1))
	}
	for j, steps := u, 0; j >= 0 && steps <= b.n; steps++ {
		if j == i || slices.Contains(cells, j) {
			return false
		}
		if b.kind[j] != maze.River {
			return true
		}
		j = b.downstream(j)
	}
	return true
}

// canTake reports whether land-like cell c can become a pit or a river
// without cutting the land-like cells apart: the local test of removable,
// or, on labyrinths of at most smallGrid positions (where the local test
// refuses too many of the few cells there are, and a count over the whole
// grid is cheap), whether the land-like cells fall into no more pieces
// without c.
func (b *builder) canTake(c int) bool {
	return b.removable(c) || b.n <= smallGrid && b.cutsNothing(c)
}

// smallGrid bounds the grids on which canTake counts pieces.
const smallGrid = 100

// cutsNothing reports whether the land-like cells fall into no more pieces
// without cell c (over the whole grid; drawn parts make the local test of
// removable refuse more than it should): whether the land-like cells
// joined to c, by sides that can be opened, are all in one piece without
// c. (The piece of c falls into as many pieces as there are among them;
// the others stay as they are.)
//
// One breadth-first search from all of them at once, each cell found
// labelled with the one it was found from: when two searches meet, their
// labels join; the answer is yes once they are all joined, no once some
// label's search has nothing left to look at (its piece is all found and
// holds none of the others). The way round c is usually short, and a piece
// c cuts off is usually small.
func (b *builder) cutsNothing(c int) bool {
	if !b.landLike(c) {
		return true
	}
	var ends [4]int32
	n := 0
	for k := range 4 {
		if j := b.joined(c, k); j >= 0 {
			ends[n] = int32(j)
			n++
		}
	}
	if n <= 1 {
		return true
	}
	if len(b.seen) < b.n {
		b.seen, b.label = zeroed(b.seen, b.n), zeroed(b.label, b.n)
	}
	b.stamp++
	if b.stamp == 0 { // wrapped: forget every old mark
		clear(b.seen)
		b.stamp = 1
	}
	seen, label, stamp := b.seen[:b.n], b.label[:b.n], b.stamp
	nbs, opens, kind := b.nbs[:4*b.n], b.opens[:b.n], b.kind[:b.n]
	// The labels' union-find, and how many cells each label (a root) has
	// found and not looked around yet.
	var parent [4]uint8
	var pending [4]int
	find := func(a uint8) uint8 {
		for parent[a] != a {
			a = parent[a]
		}
		return a
	}
	queue := b.queue[:0]
	for e, j := range ends[:n] {
		seen[j], label[j] = stamp, uint8(e)
		parent[e], pending[e] = uint8(e), 1
		queue = append(queue, j)
	}
	apart := n // labels not joined yet
	for head := 0; head < len(queue); head++ {
		v := int(queue[head])
		g := find(label[v])
		pending[g]--
		for k := range 4 {
			// joined, on the builder's tables
			if opens[v]>>k&1 == 0 {
				continue
			}
			w := int(nbs[4*v+k])
			if !landKind[kind[w]] || w == c {
				continue
			}
			if seen[w] == stamp {
				if h := find(label[w]); h != g {
					parent[h] = g
					pending[g] += pending[h]
					if apart--; apart == 1 {
						b.queue = queue
						return true
					}
				}
				continue
			}
			seen[w], label[w] = stamp, g
			queue = append(queue, int32(w))
			pending[g]++
		}
		if pending[g] == 0 {
			b.queue = queue
			return false
		}
	}
	b.queue = queue
	return apart == 1
}

// joined is the land-like neighbour of cell i in direction k when the side
// between them can be opened, else -1.
func (b *builder) joined(i, k int) int {
	j := int(b.nbs[4*i+k])
	if b.opens[i]>>k&1 == 0 || !landKind[b.kind[j]] {
		return -1
	}
	return j
}

// unite joins, in the union-find b.parent (see find), the land-like cells
// but skip that sides that can be opened join.
func (b *builder) unite(skip int) {
	if len(b.parent) < b.n {
		b.parent = zeroed(b.parent, b.n)
	}
	parent, kind, nbs := b.parent[:b.n], b.kind[:b.n], b.nbs[:4*b.n]
	for i := range parent {
		parent[i] = int32(i)
	}
	for i := range b.n {
		if i == skip || !landKind[kind[i]] {
			continue
		}
		for _, k := range [2]int{1, 2} {
			j := int(nbs[4*i+k])
			if j < 0 || j == skip || !landKind[kind[j]] || !b.canOpen(i, k) {
				continue
			}
			if a, c := b.find(int32(i)), b.find(int32(j)); a != c {
				parent[max(a, c)] = min(a, c)
			}
		}
	}
}

// find is the piece of cell i after unite: the lowest cell of its piece.
func (b *builder) find(i int32) int32 {
	parent := b.parent
	for parent[i] != i {
		parent[i] = parent[parent[i]]
		i = parent[i]
	}
	return i
}

// pieces counts the groups of land-like cells joined by sides that can be
// opened, leaving out cell skip.
func (b *builder) pieces(skip int) int {
	b.unite(skip)
	count := 0
	for i := range b.n {
		if i != skip && b.landLike(i) && b.parent[i] == int32(i) {
			count++
		}
	}
	return count
}

// feeders lists the neighbours of cell t (a delta no river flows into, or
// a river source with an exit) that can become a river flowing into it:
// first those that leave every neighbour its ways (a delta t keeping two
// ways out), then the others, each group in a random order.
func (b *builder) feeders(t int) []int {
	var good, other []int
	for _, k := range b.r.Perm(4) {
		j := b.nb(t, k)
		if j < 0 || !b.free(j) || !b.canOpen(j, (k+2)%4) || !b.removable(j) && !b.cutsNothing(j) {
			continue
		}
		gs := b.guards([]int{j}, t)
		u0, o0 := len(b.undo), len(b.undoOpen)
		b.feed(j, t)
		if b.guardsHold(gs) && (b.kind[t] != maze.Delta || b.waysOut(t, -1) >= 2) {
			good = append(good, j)
		} else {
			other = append(other, j)
		}
		b.undoTo(u0, o0)
	}
	return append(good, other...)
}

// feed makes cell j a river flowing into its neighbour t.
func (b *builder) feed(j, t int) { b.placeRiver(j, b.dirTo(j, t)) }

// inflow counts the rivers flowing into cell i.
func (b *builder) inflow(i int) int {
	c := 0
	for k := range 4 {
		if j := b.nb(i, k); j >= 0 && b.kind[j] == maze.River && b.downstream(j) == i {
			c++
		}
	}
	return c
}

// riverLimits checks the river systems drawn and completed against the
// rules' §7.1 limits (the generator's own systems keep to them).
func (b *builder) riverLimits() error {
	r := b.p.Rules
	if r == nil || r.MaxRiverSystems == 0 && r.MaxRiverBranches == 0 && r.MaxRiverLength == 0 {
		return nil
	}
	systems := analyze.RiverSystems(b.m)
	if r.MaxRiverSystems > 0 && len(systems) > r.MaxRiverSystems {
		return failf("the rivers drawn end in %d deltas, but the rules allow at most %d river systems (§7.1 max_river_systems)",
			len(systems), r.MaxRiverSystems)
	}
	for _, s := range systems {
		if r.MaxRiverBranches > 0 && s.Sources > r.MaxRiverBranches {
			return failf("the rivers drawn into the delta at %s have %d sources, but the rules allow at most %d (§7.1 max_river_branches)",
				s.Delta, s.Sources, r.MaxRiverBranches)
		}
		if r.MaxRiverLength > 0 && s.Longest > r.MaxRiverLength {
			return failf("the longest river drawn into the delta at %s has %d river cells, but the rules allow at most %d (§7.1 max_river_length)",
				s.Delta, s.Longest, r.MaxRiverLength)
		}
	}
	return nil
}
