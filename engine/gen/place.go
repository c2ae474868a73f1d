package gen

import (
	"slices"

	"github.com/labyrinth-game/labyrinth/engine/analyze"
	"github.com/labyrinth-game/labyrinth/engine/maze"
	"github.com/labyrinth-game/labyrinth/engine/validate"
)

// passages opens a random spanning tree of sides between the land-like
// cells (keeping the sides already forced open), so that they are all
// joined by open sides: the backbone of §8.5.
func (b *builder) passages() error {
	if len(b.parent) < b.n {
		b.parent = zeroed(b.parent, b.n)
	}
	parent := b.parent[:b.n]
	for i := range parent {
		parent[i] = int32(i)
	}
	union := func(i, j int32) bool {
		a, c := b.find(i), b.find(j)
		if a == c {
			return false
		}
		parent[max(a, c)] = min(a, c)
		return true
	}
	cand := b.cand[:0]
	for i := range b.n {
		if !b.landLike(i) {
			continue
		}
		for k := 1; k <= 2; k++ { // right, down: every inner side once
			j := b.nb(i, k)
			if j < 0 || !b.landLike(j) || !b.canOpen(i, k) {
				continue
			}
			key := b.sideKey(i, k)
			if b.open[key] || b.fx.sides[i*4+k] {
				union(int32(i), int32(j))
				continue
			}
			cand = append(cand, int32(key))
		}
	}
	b.cand = cand
	for x := len(cand) - 1; x > 0; x-- { // rng.Shuffle, written out
		y := b.r.IntN(x + 1)
		cand[x], cand[y] = cand[y], cand[x]
	}
	for _, key := range cand {
		i := int(key / 2)
		j := b.nb(i, 1+int(key%2))
		if union(int32(i), int32(j)) {
			b.open[key] = true
		}
	}
	root := int32(-1)
	for i := range b.n {
		if !b.landLike(i) {
			continue
		}
		switch r := b.find(int32(i)); {
		case root < 0:
			root = r
		case r != root:
			// Only fixed walls, pits and rivers can split the land-like
			// cells (removable keeps them together otherwise); the pits
			// and rivers drawn may join them, which repairReach checks.
			b.split = true
		}
	}
	b.commit()
	return nil
}

// repairReach, when the land-like cells are split, checks §8.5 on the real
// moves and opens walls around the cells it reports until none is left.
func (b *builder) repairReach() error {
	if !b.split {
		return nil
	}
	for {
		rep := validate.Check(b.m, validate.Options{Rules: b.p.Rules})
		var cells []maze.Pos
		var first validate.Problem
		for _, pr := range rep.Errors() {
			if pr.Rule == "§8.5" {
				if cells == nil {
					first = pr
				}
				cells = append(cells, pr.Cells...)
			}
		}
		if cells == nil {
			return nil
		}
		opened := 0
		for _, p := range cells {
			i := b.m.Index(p)
			for k, d := range maze.Dirs {
				if b.nb(i, k) >= 0 && !b.fx.sides[i*4+k] && b.m.Side(p, d) != maze.Open {
					b.m.SetSide(p, d, maze.Open)
					opened++
				}
			}
		}
		if opened == 0 {
			return failf("what is fixed leaves cells unreachable: %s", first)
		}
		b.repairs += opened
	}
}

// walls puts walls on the inner sides that need not be open, as many as the
// rules fix or the wall percentage asks (as far as there are such sides),
// some indestructible; every other side not fixed is opened.
func (b *builder) walls() error {
	total, fixedWalls := 0, 0
	cand := b.cand[:0]
	for i := range b.n {
		if b.role[i] == roleOut {
			continue
		}
		for _, k := range []int{1, 2} {
			if b.nb(i, k) < 0 {
				continue
			}
			total++
			if b.fx.sides[i*4+k] {
				if b.m.Side(b.pos(i), maze.Dirs[k]) != maze.Open {
					fixedWalls++
				}
				continue
			}
			key := b.sideKey(i, k)
			if b.open[key] {
				b.m.SetSide(b.pos(i), maze.Dirs[k], maze.Open)
				continue
			}
			cand = append(cand, int32(key))
		}
	}
	b.cand = cand
	target := (b.p.WallPercent*total + 50) / 100
	fixedCount := b.p.Rules != nil && b.p.Rules.InnerWalls > 0
	if fixedCount {
		target = b.p.Rules.InnerWalls
	}
	need := max(0, target-fixedWalls)
	if need > len(cand) {
		if fixedCount {
			return failf("the rules fix %d inner walls, but only %d sides can hold one while every cell stays reachable",
				target, fixedWalls+len(cand))
		}
		need = len(cand)
	}
	for t := range need {
		u := t + b.r.IntN(len(cand)-t)
		cand[t], cand[u] = cand[u], cand[t]
	}
	for t, key := range cand {
		e := maze.Open
		if t < need {
			e = maze.Wall
			if b.r.IntN(100) < b.p.IndestructiblePercent {
				e = maze.Solid
			}
		}
		i := int(key / 2)
		b.m.SetSide(b.pos(i), maze.Dirs[1+int(key%2)], e)
	}
	return nil
}

// places holds what the placement of treasures and exits needs to know.
type places struct {
	g        *analyze.Graph
	queue    []int32
	treasure []bool // cells holding a treasure
	trueAt   int    // the true treasure's cell, -1 while none
	// exits lists the exits, and nearExit marks the cells with one or next
	// to one (§8 rec. 6), as markExits last found them.
	exits    []maze.Side
	nearExit []bool
}

func (b *builder) newPlaces(g *analyze.Graph) *places {
	pl, was := &b.ws.pl, b.ws.pl
	*pl = places{
		g: g, trueAt: -1, treasure: zeroed(was.treasure, b.n), nearExit: zeroed(was.nearExit, b.n),
		queue: zeroed(was.queue, b.n+1)[:0], exits: was.exits[:0],
	}
	for _, t := range b.m.Treasures {
		if b.m.Inside(t.At) {
			i := b.m.Index(t.At)
			pl.treasure[i] = true
			if t.True {
				pl.trueAt = i
			}
		}
	}
	return pl
}

// farEnough reports whether a cell d moves from an exit's cell is at least a
// third of the diameter from walking out there.
func farEnough(d int32, diameter int) bool { return d >= 0 && 3*(int(d)+1) >= diameter }

// placeTries bounds the local retries of the treasure and the exits, and of
// the weaponries and hospitals.
const placeTries = 12

// treasureAndExits places the true treasure, then the exits far enough
// from it; when the exits find no room, the treasure goes elsewhere.
func (b *builder) treasureAndExits(pl *places, diameter int) error {
	fixedTrue := pl.trueAt >= 0
	kept := len(b.m.Treasures)
	var err error
	for try := range placeTries + 1 {
		if err = b.trueTreasure(pl, diameter); err != nil {
			return err
		}
		var added []maze.Side
		// The last try lets exits go anywhere, for the tiniest labyrinths.
		added, err = b.exits(pl, diameter, try == placeTries)
		if err == nil {
			if err = b.fakes(pl); err == nil {
				return nil
			}
		}
		// Take the treasures and exits back and try another cell.
		for _, s := range added {
			b.m.SetSide(s.At, s.Dir, maze.Solid)
		}
		for _, t := range b.m.Treasures[kept:] {
			pl.treasure[b.m.Index(t.At)] = false
		}
		b.m.Treasures = b.m.Treasures[:kept]
		if !fixedTrue {
			pl.trueAt = -1
		}
		b.retries++
	}
	return err
}

// trueTreasure places the true treasure when there is none: on land, far
// from the outline (so that exits can be put far from it), far enough from
// the exits already there.
func (b *builder) trueTreasure(pl *places, diameter int) error {
	if pl.trueAt >= 0 {
		return nil
	}
	g := pl.g
	b.markExits(pl)
	var exits []int32
	for _, s := range pl.exits {
		exits = append(exits, int32(b.m.Index(s.At)))
	}
	toOutline := g.DistancesTo(nil, b.outline, pl.queue)
	var toExit []int32
	if len(exits) > 0 {
		toExit = g.DistancesTo(nil, exits, pl.queue)
	}
	ok := func(i int) bool {
		if b.kind[i] != maze.Land || pl.treasure[i] || pl.nearExit[i] {
			return false
		}
		return toExit == nil || farEnough(toExit[i], diameter)
	}
	best := int32(-1)
	for i := range b.n {
		if b.role[i] != roleOut && ok(i) {
			best = max(best, toOutline[i])
		}
	}
	if best < 0 {
		return failf("no land cell for the true treasure far enough from the exits")
	}
	i := b.probeAll(func(i int) bool { return ok(i) && 2*toOutline[i] >= best })
	b.m.Treasures = append(b.m.Treasures, maze.Treasure{At: b.pos(i), True: true})
	pl.treasure[i], pl.trueAt = true, i
	return nil
}

// markExits lists the exits of the labyrinth and marks the cells with one
// or next to one (§8 rec. 6).
func (b *builder) markExits(pl *places) {
	pl.exits = b.exitSides(pl.exits[:0])
	clear(pl.nearExit)
	for _, s := range pl.exits {
		i := b.m.Index(s.At)
		pl.nearExit[i] = true
		for k := range 4 {
			if j := b.nb(i, k); j >= 0 {
				pl.nearExit[j] = true
			}
		}
	}
}

// exitSides appends the exits to out, in the order of maze.Exits, looking
// only at the outline.
func (b *builder) exitSides(out []maze.Side) []maze.Side {
	for _, i := range b.outline {
		p := b.pos(int(i))
		for k, d := range maze.Dirs {
			if b.nb(int(i), k) < 0 && b.m.Side(p, d).IsExit() {
				out = append(out, maze.Side{At: p, Dir: d})
			}
		}
	}
	return out
}

func (b *builder) hasExit(i int) bool {
	p := b.pos(i)
	for _, d := range maze.Dirs {
		if b.m.IsExit(p, d) {
			return true
		}
	}
	return false
}

// nearTreasure reports whether cell i holds a treasure or is next to one.
func (b *builder) nearTreasure(pl *places, i int) bool {
	return pl.treasure[i] || b.nextTo(i, func(j int) bool { return pl.treasure[j] })
}

// exits adds the exits still missing: on outer sides of cells without pits
// or rivers, far enough from the true treasure, spread out as far from each
// other as possible; some of them closed.
func (b *builder) exits(pl *places, diameter int, anywhere bool) (added []maze.Side, err error) {
	b.markExits(pl)
	openHave, closedHave := 0, 0
	minDist := make([]int32, b.n) // Manhattan distance to the nearest exit cell
	for i := range minDist {
		minDist[i] = -1
	}
	for _, s := range pl.exits {
		if b.m.Side(s.At, s.Dir) == maze.Open {
			openHave++
		} else {
			closedHave++
		}
		b.spread(minDist, b.m.Index(s.At))
	}
	needOpen := max(0, b.p.OpenExits-openHave)
	needClosed := max(0, b.p.ClosedExits-closedHave)
	need := needOpen + needClosed
	if need == 0 {
		return nil, nil
	}
	var fromTreasure []int32
	if pl.trueAt >= 0 {
		fromTreasure = pl.g.DistancesFrom(nil, []int32{int32(pl.trueAt)}, pl.queue)
	}
	type side struct{ i, k int32 }
	cand := make([]side, 0, len(b.outline))
	for _, i := range b.outline {
		i := int(i)
		if !b.landLike(i) || b.nearTreasure(pl, i) {
			continue
		}
		if fromTreasure != nil && !farEnough(fromTreasure[i], diameter) {
			continue
		}
		for k := range 4 {
			if b.nb(i, k) < 0 && !b.fx.sides[i*4+k] {
				cand = append(cand, side{int32(i), int32(k)})
			}
		}
	}
	chosen := make([]side, 0, need)
	// On the tiniest labyrinths every outer side may be next to the
	// treasure or share a cell with an exit: then any side will do (and
	// §8 rec. 6 is missed).
	spared := false
	spare := func() []side {
		var out []side
		for _, i := range b.outline {
			for k := range 4 {
				s := side{i, int32(k)}
				if b.landLike(int(i)) && b.nb(int(i), k) < 0 && !b.fx.sides[int(i)*4+k] && !slices.Contains(chosen, s) {
					out = append(out, s)
				}
			}
		}
		return out
	}
	pick := make([]int, 0, len(cand))
	for range need {
		best := int32(-1)
		for _, c := range cand {
			best = max(best, minDist[c.i])
		}
		pick = pick[:0]
		for x, c := range cand {
			// Any side when there is no exit yet; otherwise one nearly as
			// far from the others as the farthest, on a cell without one.
			if d := minDist[c.i]; best < 0 || d != 0 && 4*d >= 3*best {
				pick = append(pick, x)
			}
		}
		if len(pick) == 0 && anywhere && !spared {
			cand, spared = spare(), true
			for x, c := range cand {
				if minDist[c.i] != 0 {
					pick = append(pick, x)
				}
			}
			if len(pick) == 0 && len(cand) > 0 {
				pick = append(pick, b.r.IntN(len(cand)))
			}
		}
		if len(pick) == 0 {
			return nil, failf("no room for exit %d of %d far enough from the true treasure", len(chosen)+1, need)
		}
		x := pick[b.r.IntN(len(pick))]
		c := cand[x]
		cand[x] = cand[len(cand)-1]
		cand = cand[:len(cand)-1]
		chosen = append(chosen, c)
		b.spread(minDist, int(c.i))
	}
	closed := b.r.Perm(len(chosen))[:needClosed]
	isClosed := make([]bool, len(chosen))
	for _, x := range closed {
		isClosed[x] = true
	}
	for x, c := range chosen {
		e := maze.Open
		if isClosed[x] {
			e = maze.Wall
		}
		s := maze.Side{At: b.pos(int(c.i)), Dir: maze.Dirs[c.k]}
		b.m.SetSide(s.At, s.Dir, e)
		added = append(added, s)
	}
	return added, nil
}

// spread lowers minDist, over the outline, for a new exit at cell e.
func (b *builder) spread(minDist []int32, e int) {
	ex, ey := e%b.w, e/b.w
	for _, i := range b.outline {
		i := int(i)
		d := int32(abs(i%b.w-ex) + abs(i/b.w-ey))
		if minDist[i] < 0 || d < minDist[i] {
			minDist[i] = d
		}
	}
}

func abs(x int) int {
	if x < 0 {
		return -x
	}
	return x
}

// armouries places the weaponries and hospitals still missing, one at a
// time, each near the cell then farthest (in moves) from one of its kind: a
// greedy cover that keeps the worst distance low. A hospital never goes next
// to a weaponry (§8 rec. 2).
func (b *builder) armouries(pl *places) error {
	var ws, hs []int32
	for i := range b.n {
		switch b.kind[i] {
		case maze.Weaponry:
			ws = append(ws, int32(i))
		case maze.Hospital:
			hs = append(hs, int32(i))
		}
	}
	var err error
	for range placeTries {
		var placed []int
		if placed, err = b.tryArmouries(pl, ws, hs); err == nil {
			return nil
		}
		for _, i := range placed {
			b.m.SetCell(b.pos(i), maze.Cell{Kind: maze.Land})
			b.kind[i] = maze.Land
		}
		b.retries++
	}
	return err
}

// tryArmouries places the weaponries and hospitals missing besides ws and
// hs, and returns the cells it changed.
func (b *builder) tryArmouries(pl *places, ws, hs []int32) (placed []int, err error) {
	g := pl.g
	distW := g.DistancesTo(nil, ws, pl.queue)
	distH := g.DistancesTo(nil, hs, pl.queue)
	needW, needH := b.p.Weaponries-len(ws), b.p.Hospitals-len(hs)
	seen := make([]uint32, b.n)
	var stamp uint32
	for needW > 0 || needH > 0 {
		kind, other, dist := maze.Weaponry, maze.Hospital, distW
		if needW < needH || needW == needH && (needW+needH)%2 == 1 {
			kind, other, dist = maze.Hospital, maze.Weaponry, distH
		}
		ok := func(i int) bool {
			return b.kind[i] == maze.Land && !b.fx.cells[i] && !pl.treasure[i] &&
				(b.role[i] == roleFree || b.role[i] == roleLand || b.role[i] == roleChain) &&
				!b.nextTo(i, func(j int) bool { return b.kind[j] == other })
		}
		stamp++
		c := b.nearest(g, b.worst(g, dist), ok, seen, stamp, &pl.queue)
		if c < 0 {
			c = b.probeAll(ok)
		}
		if c < 0 {
			return placed, failf("no room for another %s away from every %s", kind, other)
		}
		b.m.SetCell(b.pos(c), maze.Cell{Kind: kind})
		b.kind[c] = kind
		placed = append(placed, c)
		pl.queue = g.Improve(dist, int32(c), pl.queue)
		if kind == maze.Weaponry {
			needW--
		} else {
			needH--
		}
	}
	return placed, nil
}

// worst is a cell with the largest distance (unreachable counts as the
// largest), ties broken at random.
func (b *builder) worst(g *analyze.Graph, dist []int32) int {
	best, pick, ties := int32(-2), -1, 0
	for _, i := range g.Inside() {
		d := dist[i]
		if d < 0 {
			d = 1 << 30
		}
		switch {
		case d > best:
			best, pick, ties = d, int(i), 1
		case d == best:
			ties++
			if b.r.IntN(ties) == 0 {
				pick = int(i)
			}
		}
	}
	return pick
}

// nearest is the cell satisfying ok that the fewest moves from cell f
// reach, breadth first; -1 when none can be reached.
func (b *builder) nearest(g *analyze.Graph, f int, ok func(int) bool, seen []uint32, stamp uint32, queue *[]int32) int {
	if f < 0 {
		return -1
	}
	q := append((*queue)[:0], int32(f))
	seen[f] = stamp
	defer func() { *queue = q }()
	for head := 0; head < len(q); head++ {
		v := int(q[head])
		if ok(v) {
			return v
		}
		for k := range analyze.Fanout {
			w := g.Move(v, k)
			if w >= 0 && seen[w] != stamp {
				seen[w] = stamp
				q = append(q, int32(w))
			}
		}
	}
	return -1
}

// fakes adds fake treasures on land cells away from the exits (§8 rec. 6).
func (b *builder) fakes(pl *places) error {
	have := 0
	for _, t := range b.m.Treasures {
		if !t.True {
			have++
		}
	}
	b.markExits(pl)
	for range b.p.FakeTreasures - have {
		i := b.probeAll(func(i int) bool {
			return b.kind[i] == maze.Land && !pl.treasure[i] && !pl.nearExit[i]
		})
		if i < 0 {
			return failf("no land cell left for a fake treasure away from the exits")
		}
		b.m.Treasures = append(b.m.Treasures, maze.Treasure{At: b.pos(i)})
		pl.treasure[i] = true
	}
	return nil
}

// encephalitis turns land cells into encephalitis cells, never on a chain
// (§7.1) or under a treasure.
func (b *builder) encephalitis(pl *places) error {
	return b.fromLand(pl, maze.Encephalitis, b.p.Encephalitis, "an encephalitis cell")
}

// fromLand turns land cells into cells of kind k until want of them are
// there (those drawn count), never on a chain (§7.1), a fixed cell or under
// a treasure; what names one in the error when no land is left.
func (b *builder) fromLand(pl *places, k maze.Kind, want int, what string) error {
	have := 0
	for i := range b.n {
		if b.kind[i] == k {
			have++
		}
	}
	for range want - have {
		i := b.probeAll(func(i int) bool {
			return b.kind[i] == maze.Land && !b.fx.cells[i] && !pl.treasure[i] &&
				(b.role[i] == roleFree || b.role[i] == roleLand)
		})
		if i < 0 {
			return failf("no land cell left for %s", what)
		}
		b.m.SetCell(b.pos(i), maze.Cell{Kind: k})
		b.kind[i] = k
	}
	return nil
}

// landmines lays landmines on land cells without treasures or other items,
// one per cell.
func (b *builder) landmines(pl *places) error {
	have := 0
	pile := make([]bool, b.n)
	for _, p := range b.m.Piles {
		have += p.Landmines
		if b.m.Inside(p.At) {
			pile[b.m.Index(p.At)] = true
		}
	}
	for range b.p.Landmines - have {
		i := b.probeAll(func(i int) bool { return b.kind[i] == maze.Land && !pl.treasure[i] && !pile[i] })
		if i < 0 {
			return failf("no land cell left for a landmine")
		}
		b.m.Piles = append(b.m.Piles, maze.Pile{At: b.pos(i), Items: maze.Items{Landmines: 1}})
		pile[i] = true
	}
	return nil
}

// Basin easing: a river gathers the walkers who step into it from the side
// and carries them to its delta; land hemmed in by rivers (a strip between a
// river and the outer wall, say) becomes a region that walkers drift into
// and hardly leave, an attractor of §8 rec. 4 larger than the reference's
// examples. easeBasins measures the random walk of engine/analyze and,
// where a cell gets more than basinRatio times its fair share of the
// visits or more than the goal allows, walls the sides from the most
// visited cells (above half that ratio, or three quarters of the goal) into
// rivers and opens their other walls; as many walls as that adds or removes
// are then opened or added between rarely visited cells, so that the number
// of walls stays what was asked. Any side not forced open may hold a wall
// (see passages), so this never breaks §8.5.
const (
	basinRatio  = 12
	basinPasses = 8
	basinCells  = 64
)

func (b *builder) easeBasins() *analyze.Graph {
	g := &b.ws.graph
	g.Reset(b.m)
	for pass := 0; ; pass++ {
		if pass > 0 {
			g.Sync() // walls moved
		}
		w := analyze.RandomWalk(g)
		cells := len(g.Inside())
		// Below 120 cells the goal (analyze.Limit: 10% of the visits, 2/cells
		// below 20 cells) is fewer than basinRatio fair shares: 2 on a 4x5
		// labyrinth, 6.4 on an 8x8 one.
		num, den := analyze.Limit(cells)
		over := w.MaxVisits*cells > basinRatio*w.Total || w.MaxVisits*den > num*w.Total
		if pass == basinPasses || w.Total == 0 || !over {
			return g
		}
		walls := 0 // walls added minus walls removed
		changed := 0
		for _, p := range analyze.Ranked(g, w.Visits, basinCells) {
			i := b.m.Index(p)
			if v := int(w.Visits[i]); 2*v*cells <= basinRatio*w.Total && 4*v*den <= 3*num*w.Total {
				break
			}
			for k, d := range maze.Dirs {
				j := b.nb(i, k)
				if j < 0 || b.fx.sides[i*4+k] {
					continue
				}
				e := b.m.Side(p, d)
				switch {
				case b.kind[j] == maze.River && e == maze.Open && !b.open[b.sideKey(i, k)] && b.kind[i] != maze.River:
					b.m.SetSide(p, d, maze.Wall)
					walls++
					changed++
				case b.kind[j] != maze.River && e != maze.Open:
					b.m.SetSide(p, d, maze.Open)
					walls--
					changed++
				}
			}
		}
		if changed == 0 {
			return g
		}
		b.eased += changed
		b.balanceWalls(w, cells, walls)
	}
}

// balanceWalls undoes a change of walls walls (added minus removed) between
// cells a random walker rarely visits.
func (b *builder) balanceWalls(w analyze.Walk, cells, walls int) {
	if walls == 0 {
		return
	}
	var cold []int32
	for i := range b.n {
		if b.role[i] == roleOut || int(w.Visits[i])*cells > w.Total {
			continue
		}
		for _, k := range []int{1, 2} {
			j := b.nb(i, k)
			if j < 0 || int(w.Visits[j])*cells > w.Total || b.fx.sides[i*4+k] || b.open[b.sideKey(i, k)] {
				continue
			}
			if isOpen := b.m.Side(b.pos(i), maze.Dirs[k]) == maze.Open; isOpen == (walls < 0) {
				cold = append(cold, int32(b.sideKey(i, k)))
			}
		}
	}
	for t := range min(abs(walls), len(cold)) {
		u := t + b.r.IntN(len(cold)-t)
		cold[t], cold[u] = cold[u], cold[t]
		e := maze.Open
		if walls < 0 {
			e = maze.Wall
			if b.r.IntN(100) < b.p.IndestructiblePercent {
				e = maze.Solid
			}
		}
		i := int(cold[t] / 2)
		b.m.SetSide(b.pos(i), maze.Dirs[1+int(cold[t]%2)], e)
	}
}
