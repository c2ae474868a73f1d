package gen

import (
	"fmt"
	"slices"

	"github.com/labyrinth-game/labyrinth/engine/maze"
	"github.com/labyrinth-game/labyrinth/engine/rules"
)

// Placement tries per feature before the attempt is given up.
const featureTries = 32

// Preference for the outline (§8 rec. 5: pits and rivers "should be
// positioned along the outer wall"), in percent.
const (
	outlineDelta = 75
	outlineRiver = 75
	outlinePit   = 60
)

// chains reserves, when the rules ask for them (§7.1), a chain of cells
// joining the left wall to the right wall and one joining the top wall to
// the bottom wall, with open sides between them; those cells will be land,
// hospitals or weaponries.
func (b *builder) chains() error {
	if b.p.Rules == nil || !b.p.Rules.Chains {
		return nil
	}
	loX, hiX, loY, hiY := b.w, -1, b.h, -1
	for i := range b.n {
		if b.role[i] != roleOut {
			x, y := i%b.w, i/b.w
			loX, hiX, loY, hiY = min(loX, x), max(hiX, x), min(loY, y), max(hiY, y)
		}
	}
	for _, c := range []struct {
		name     string
		from, to func(i int) bool
	}{
		{"the left and right walls", func(i int) bool { return i%b.w == loX }, func(i int) bool { return i%b.w == hiX }},
		{"the top and bottom walls", func(i int) bool { return i/b.w == loY }, func(i int) bool { return i/b.w == hiY }},
	} {
		path := b.chainPath(c.from, c.to)
		if path == nil {
			return fmt.Errorf("the rules ask for chains of land, hospitals, weaponries and deltas (§7.1), but what is fixed leaves none joining %s", c.name)
		}
		for k, i := range path {
			if b.role[i] == roleFree {
				b.role[i] = roleChain
			}
			if k > 0 {
				for d := range 4 {
					if b.nb(int(i), d) == int(path[k-1]) {
						b.forceOpen(int(i), d)
					}
				}
			}
		}
	}
	b.commit()
	return nil
}

// chainCell reports whether cell i may be part of a chain.
func (b *builder) chainCell(i int) bool {
	if b.role[i] == roleOut {
		return false
	}
	if !b.fx.cells[i] {
		return b.role[i] != roleFeature
	}
	switch b.kind[i] {
	case maze.Land, maze.Hospital, maze.Weaponry, maze.Delta:
		return true
	}
	return false
}

// chainPath finds a shortest chain from a cell satisfying from to one
// satisfying to, breadth first with the directions shuffled at every cell so
// that chains wander; nil when there is none.
func (b *builder) chainPath(from, to func(i int) bool) []int32 {
	prev := make([]int32, b.n)
	for i := range prev {
		prev[i] = -2
	}
	var queue []int32
	var starts []int32
	for i := range b.n {
		if from(i) && b.chainCell(i) {
			starts = append(starts, int32(i))
		}
	}
	b.r.Shuffle(len(starts), func(x, y int) { starts[x], starts[y] = starts[y], starts[x] })
	for _, s := range starts {
		prev[s] = -1
		queue = append(queue, s)
	}
	for head := 0; head < len(queue); head++ {
		v := int(queue[head])
		if to(v) {
			var path []int32
			for j := int32(v); j >= 0; j = prev[j] {
				path = append(path, j)
			}
			return path
		}
		order := b.r.Perm(4)
		for _, k := range order {
			j := b.nb(v, k)
			if j >= 0 && prev[j] == -2 && b.chainCell(j) && b.canOpen(v, k) {
				prev[j] = int32(v)
				queue = append(queue, int32(j))
			}
		}
	}
	return nil
}

// riverCandidate reports whether cell i may become a river cell flowing into
// its neighbour in direction k.
func (b *builder) riverCandidate(i, k int) bool {
	return b.free(i) && b.canOpen(i, k) && b.canTake(i)
}

// southward reports whether a river cell may flow in direction k (an index
// of maze.Dirs) under rivers_flow down ("Maze on paper": "Rivers only flow
// from North to South"): never up, and into the delta down, so that every
// river ends further south than it starts. Any way under other rules.
func (b *builder) southward(k int, intoDelta bool) bool {
	if b.p.Rules == nil || b.p.Rules.RiversFlow != rules.FlowSouth {
		return true
	}
	if intoDelta {
		return maze.Dirs[k] == maze.Down
	}
	return maze.Dirs[k] != maze.Up
}

// placeRiver makes cell i a river flowing to its neighbour in direction k.
func (b *builder) placeRiver(i, k int) {
	b.set(i, maze.Cell{Kind: maze.River, Flow: maze.Dirs[k]}, roleFeature)
	b.forceOpen(i, k)
}

// riverSystems places the river systems still missing.
func (b *builder) riverSystems() error {
	for range b.p.RiverSystems - len(b.deltas) {
		ok := false
		deltas := len(b.deltas)
		for try := range featureTries {
			// Once the outline is crowded, look inside.
			pct := outlineDelta
			if try >= featureTries/2 {
				pct = 0
			}
			if b.tryRiverSystem(pct) {
				b.commit()
				ok = true
				break
			}
			b.rollback()
			b.deltas = b.deltas[:deltas]
		}
		if !ok {
			return failf("no room for river system %d of %d", len(b.deltas)+1, b.p.RiverSystems)
		}
	}
	return nil
}

// tryRiverSystem places one river system: a delta, its main river grown
// upstream from it, then tributaries. Changes stay in the undo log; on
// failure the caller rolls them back.
func (b *builder) tryRiverSystem(outlinePct int) bool {
	d := b.pick(outlinePct, func(i int) bool {
		return b.free(i) && !b.nearDelta(i, deltaGap)
	})
	if d < 0 {
		return false
	}
	b.set(d, maze.Cell{Kind: maze.Delta}, roleFeature)
	b.deltas = append(b.deltas, int32(d))
	// The river flowing into the delta.
	var ks [4]int
	nk := 0
	for k := range 4 {
		if j := b.nb(d, k); j >= 0 && b.riverCandidate(j, (k+2)%4) && b.southward((k+2)%4, true) {
			ks[nk] = k
			nk++
		}
	}
	if nk == 0 {
		return false
	}
	k := ks[b.r.IntN(nk)]
	first := b.nb(d, k)
	b.placeRiver(first, (k+2)%4)
	// Two ways out of the delta (§8 rec. 4: no delta with a single way out).
	if !b.deltaWays(d) {
		return false
	}
	longest := between(b.r, b.p.RiverLength)
	depth := b.depths.reset(b.n)
	depth.set(first, 1)
	stem := b.growRiver(first, 1, longest, depth)
	if stem < b.p.RiverLength.Min {
		return false
	}
	branches := between(b.r, b.p.RiverBranches)
	for br := 1; br < branches; br++ {
		if !b.tributary(depth) {
			if br < b.p.RiverBranches.Min {
				return false
			}
			break
		}
	}
	return true
}

// deltaGap is the least number of steps between two deltas (walls
// ignored): two deltas side by side are a strong attractor (§8 rec. 4), and
// deltas close together make a basin that random walkers drift into.
const deltaGap = 3

// nearDelta reports whether a delta lies less than gap steps from cell i.
func (b *builder) nearDelta(i, gap int) bool {
	x, y := i%b.w, i/b.w
	for _, d := range b.deltas {
		if abs(int(d)%b.w-x)+abs(int(d)/b.w-y) < gap {
			return true
		}
	}
	return false
}

// deltaWays reserves two land-like neighbours of delta d, other than
// deltas, behind sides that can be opened, and opens those sides; false when
// d has fewer than two.
func (b *builder) deltaWays(d int) bool {
	var ks [4]int
	c := 0
	for k := range 4 {
		j := b.nb(d, k)
		if j >= 0 && b.landLike(j) && b.kind[j] != maze.Delta && b.canOpen(d, k) {
			ks[c] = k
			c++
		}
	}
	if c < 2 {
		return false
	}
	b.r.Shuffle(c, func(x, y int) { ks[x], ks[y] = ks[y], ks[x] })
	for _, k := range ks[:2] {
		b.reserve(b.nb(d, k))
		b.forceOpen(d, k)
	}
	return true
}

// growRiver extends upstream from river cell top (at depth river cells from
// the delta) until the river is longest cells long, and gives its source a
// way in, shortening the river until the source has one. It returns the
// depth of the source, 0 when not even top can have a way in (top is left
// for the caller to take back).
func (b *builder) growRiver(top, depth, longest int, depths *riverDepths) int {
	path := append(b.path[:0], top)
	straight := b.p.Rules != nil && b.p.Rules.StraightRivers
	for depth < longest {
		var ks, edge [4]int
		nk, ne := 0, 0
		along := dirIndex(b.m.Cell(b.pos(top)).Flow) // the flow a straight river keeps
		for k := range 4 {
			j := b.nb(top, k)
			if flow := (k + 2) % 4; j >= 0 && b.riverCandidate(j, flow) && b.southward(flow, false) && (!straight || flow == along) {
				ks[nk] = k
				nk++
				if b.edge[j] {
					edge[ne] = k
					ne++
				}
			}
		}
		if nk == 0 {
			break
		}
		if ne > 0 && b.r.IntN(100) < outlineRiver {
			ks, nk = edge, ne
		}
		k := ks[b.r.IntN(nk)]
		j := b.nb(top, k)
		b.placeRiver(j, (k+2)%4)
		depth++
		depths.set(j, depth)
		path = append(path, j)
		top = j
	}
	b.path = path // kept for the next river
	// The source needs a way in: a land-like neighbour other than the cell
	// it flows into. Shorten the river until it has one.
	for len(path) > 0 {
		s := path[len(path)-1]
		if b.wayIn(s, b.downstream(s)) {
			return depths.get(s)
		}
		if len(path) == 1 {
			return 0
		}
		// Turn the source back into land: it is the last change, and no
		// reservation was made for it.
		b.unplace(s)
		depths.remove(s)
		path = path[:len(path)-1]
	}
	return 0
}

// riverDepths are the river cells of the system being grown, each with its
// depth: the river cells from it to the delta, counting it.
type riverDepths struct {
	depth []int32 // by cell; 0 off the system
	cells []int32 // the cells of the system, in no order
}

// reset empties the system, for a grid of n positions.
func (d *riverDepths) reset(n int) *riverDepths {
	if len(d.depth) < n {
		d.depth = make([]int32, n)
	}
	for _, c := range d.cells {
		d.depth[c] = 0
	}
	d.cells = d.cells[:0]
	return d
}

func (d *riverDepths) set(c, depth int) {
	if d.depth[c] == 0 {
		d.cells = append(d.cells, int32(c))
	}
	d.depth[c] = int32(depth)
}

func (d *riverDepths) get(c int) int { return int(d.depth[c]) }

func (d *riverDepths) remove(c int) {
	if d.depth[c] == 0 {
		return
	}
	d.depth[c] = 0
	for x, e := range d.cells {
		if e == int32(c) {
			d.cells[x] = d.cells[len(d.cells)-1]
			d.cells = d.cells[:len(d.cells)-1]
			break
		}
	}
}

// unplace takes back river cell i, the last change made (placeRiver, and
// no reservation since).
func (b *builder) unplace(i int) {
	last := b.undo[len(b.undo)-1]
	b.undo = b.undo[:len(b.undo)-1]
	key := b.sideKey(i, dirIndex(b.m.Cell(b.pos(i)).Flow))
	b.m.SetCell(b.pos(i), last.cell)
	b.kind[i], b.role[i] = last.cell.Kind, last.role
	if n := len(b.undoOpen); n > 0 && int(b.undoOpen[n-1]) == key {
		b.undoOpen = b.undoOpen[:n-1]
		b.open[key] = false
	}
}

func (b *builder) downstream(i int) int {
	c := b.m.Cell(b.pos(i))
	return b.nb(i, dirIndex(c.Flow))
}

// tributary adds a branch flowing into a river cell of the system whose
// depths are given, keeping the system's longest river within the maximum.
func (b *builder) tributary(depths *riverDepths) bool {
	joins := b.joins[:0]
	for _, c := range depths.cells {
		if depths.get(int(c)) < b.p.RiverLength.Max && !b.m.IsSource(b.pos(int(c))) {
			joins = append(joins, c)
		}
	}
	b.joins = joins
	if len(joins) == 0 {
		return false
	}
	slices.Sort(joins) // the system's cells come in no order; the choice must not
	for range 4 {
		c := int(joins[b.r.IntN(len(joins))])
		var ks [4]int
		nk := 0
		for k := range 4 {
			if j := b.nb(c, k); j >= 0 && b.riverCandidate(j, (k+2)%4) && b.southward((k+2)%4, false) {
				ks[nk] = k
				nk++
			}
		}
		if nk == 0 {
			continue
		}
		k := ks[b.r.IntN(nk)]
		j := b.nb(c, k)
		b.placeRiver(j, (k+2)%4)
		d := depths.get(c) + 1
		depths.set(j, d)
		longest := d + b.r.IntN(b.p.RiverLength.Max-d+1)
		if b.growRiver(j, d, longest, depths) == 0 {
			b.unplace(j)
			depths.remove(j)
			continue
		}
		return true
	}
	return false
}

// pitLoops places the pit loops still missing.
func (b *builder) pitLoops() error {
	have := map[int]bool{}
	for i := range b.n {
		if b.kind[i] == maze.Pit {
			have[b.m.Cell(b.pos(i)).Loop] = true
		}
	}
	pits := 0
	for i := range b.n {
		if b.kind[i] == maze.Pit {
			pits++
		}
	}
	for range b.p.PitLoops - len(have) {
		length := between(b.r, b.p.PitLoopLength)
		if r := b.p.Rules; r != nil && r.MaxPits > 0 {
			length = min(length, r.MaxPits-pits)
			if length < 2 {
				return failf("no pits left for pit loop %d under max_pits %d", b.loops+1, r.MaxPits)
			}
		}
		ok := false
		for range featureTries {
			if b.tryPitLoop(length) {
				b.commit()
				ok = true
				break
			}
			b.rollback()
		}
		if !ok {
			return failf("no room for pit loop %d of %d", b.loops+1, b.p.PitLoops)
		}
		b.loops++
		pits += length
	}
	return nil
}

// tryPitLoop places a loop of length pits numbered b.loops+1.
func (b *builder) tryPitLoop(length int) bool {
	loop := b.loops + 1
	cells := make([]int, 0, length)
	// Numbered in a random order: the loop jumps around.
	order := b.r.Perm(length)
	// §8 rec. 5 wants at least one pit or river along the outer wall.
	first := outlinePit
	if !b.edgeFeature() {
		first = 100
	}
	ok := func(i int) bool { return b.free(i) && b.canTake(i) && b.pitApart(i) }
	for k := range length {
		var i int
		switch {
		case k == 0:
			i = b.pick(first, ok)
		case b.p.PitSpan > 0:
			i = b.pickNear(cells[0], b.p.PitSpan/2, outlinePit, ok)
		default:
			i = b.pick(outlinePit, ok)
		}
		if i < 0 {
			return false
		}
		b.set(i, maze.Cell{Kind: maze.Pit, Loop: loop, Order: order[k] + 1}, roleFeature)
		cells = append(cells, i)
	}
	return b.loopWayIn(cells)
}

// pitApart reports whether cell i is at least min_pit_distance steps
// (walls ignored) from every pit ("Maze on paper": "Wormholes cannot be too
// close to each other").
func (b *builder) pitApart(i int) bool {
	if b.p.Rules == nil || b.p.Rules.MinPitDistance <= 1 {
		return true
	}
	r := b.p.Rules.MinPitDistance - 1 // the farthest a pit may not be
	x, y := i%b.w, i/b.w
	for py := max(0, y-r); py <= min(b.h-1, y+r); py++ {
		dx := r - abs(py-y)
		for px := max(0, x-dx); px <= min(b.w-1, x+dx); px++ {
			if b.kind[py*b.w+px] == maze.Pit {
				return false
			}
		}
	}
	return true
}

// edgeFeature reports whether a pit or a river lies along the outline.
func (b *builder) edgeFeature() bool {
	for _, i := range b.outline {
		if k := b.kind[i]; k == maze.Pit || k == maze.River {
			return true
		}
	}
	return false
}

// loopWayIn gives every pit of a loop a way in and out, so that no pit is
// a dead end left only by the loop (a strong attractor); it reports
// whether every pit got one.
func (b *builder) loopWayIn(cells []int) bool {
	all := true
	for _, i := range cells {
		all = b.wayIn(i, -1) && all
	}
	return all
}

// openDeltas opens every side between a delta and a land-like neighbour:
// the more ways out, the weaker the attractor (§8 rec. 4).
func (b *builder) openDeltas() {
	for _, d := range b.deltas {
		for k := range 4 {
			if j := b.nb(int(d), k); j >= 0 && b.landLike(j) && b.canOpen(int(d), k) {
				b.forceOpen(int(d), k)
			}
		}
	}
	b.commit()
}
