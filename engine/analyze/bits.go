package analyze

import "math/bits"

// Searches on small labyrinths go a whole level at a time on bit sets: a
// breadth-first search through a labyrinth is a long chain of cells each
// found from the one before (a maze is mostly corridors), which the
// processor must follow one load after another; a level of a search on
// bit sets is a few words or-ed together, whatever its number of cells.
// Up to bitCells cells (every labyrinth up to 16x16), DistancesTo,
// DistancesFrom and Improve search this way, and find the same distances.

// bitCells is the most cells a labyrinth may have for its searches to go
// on bit sets.
const bitCells = 256

// cellSet is a set of cells of a labyrinth of at most bitCells cells, by
// their number (their place in Graph.inside).
type cellSet [bitCells / 64]uint64

func (s *cellSet) add(a int) { s[a>>6] |= 1 << (a & 63) }

// bitGraph is the move graph as bit sets.
type bitGraph struct {
	// number is the number of every cell by grid index.
	number []uint8
	// on[a] are the cells a move from cell a ends on, back[a] those with a
	// move ending on a (a itself among them when a step leaves the player
	// there).
	on, back []cellSet
	ok       bool // made from the moves as they are
}

// bitsOf makes the bit sets of the moves, if the labyrinth is small enough
// and they are not made yet; false when it is too large.
func (g *Graph) bitsOf() bool {
	cells := len(g.inside)
	if cells > bitCells || !useBits {
		return false
	}
	bg := &g.bits
	if bg.ok {
		return true
	}
	bg.ok = true
	if len(bg.number) < g.n {
		bg.number = make([]uint8, g.n)
	}
	for a, i := range g.inside {
		bg.number[i] = uint8(a)
	}
	bg.on, bg.back = zeroed(bg.on, cells), zeroed(bg.back, cells)
	on, back, number := bg.on[:cells], bg.back[:cells], bg.number[:g.n]
	for a, i := range g.inside {
		row := (*[Fanout]int32)(g.moves[int(i)*Fanout:])
		// A step always ends on a cell; when on the cell itself (a wall),
		// the sets get a loop, which no search follows (the cell is found
		// already): no branch on whether a wall stands.
		for _, t := range row[:4] {
			b := number[t]
			on[a][b>>6] |= 1 << (b & 63)
			back[b][a>>6] |= 1 << (a & 63)
		}
		for _, t := range row[4:] {
			if t >= 0 {
				b := number[t]
				on[a][b>>6] |= 1 << (b & 63)
				back[b][a>>6] |= 1 << (a & 63)
			}
		}
	}
	return true
}

// useBits lets the searches go on bit sets; the tests turn it off to
// compare.
var useBits = true

// bitSearch is DistancesTo (along back) or DistancesFrom (along on) on bit
// sets, into dst, which holds Len entries.
func (g *Graph) bitSearch(dst, start []int32, adj []cellSet) {
	for i := range dst {
		dst[i] = -1
	}
	var seen, next cellSet
	for _, s := range start {
		if s >= 0 && int(s) < g.n && g.choices[s] > 0 && dst[s] < 0 {
			dst[s] = 0
			a := int(g.bits.number[s])
			seen.add(a)
			next.or(&adj[a])
		}
	}
	g.spread(dst, seen, next, adj)
}

// bitImprove is Improve on bit sets: a search back from t that goes on
// only from the cells that get closer.
func (g *Graph) bitImprove(dist []int32, t int32) {
	dist[t] = 0
	var seen, next cellSet
	a := int(g.bits.number[t])
	seen.add(a)
	next.or(&g.bits.back[a])
	g.spread(dist, seen, next, g.bits.back)
}

// spread goes on with a search on bit sets, seen the cells found so far,
// next those the last level's moves lead to: a level at a time, each cell
// found that gets closer than dist says (every cell not found yet, in a
// search from scratch) given its distance and where its moves lead or-ed
// into the level after.
func (g *Graph) spread(dist []int32, seen, next cellSet, adj []cellSet) {
	words := (len(g.inside) + 63) >> 6
	for d := int32(1); ; d++ {
		found := false
		var after cellSet
		for w := range words {
			f := next[w] &^ seen[w]
			seen[w] |= f
			for ; f != 0; f &= f - 1 {
				a := w<<6 | bits.TrailingZeros64(f)
				if i := g.inside[a]; dist[i] < 0 || dist[i] > d {
					dist[i] = d
					found = true
					after.or(&adj[a])
				}
			}
		}
		if !found {
			return
		}
		next = after
	}
}

// or adds the cells of o to s.
func (s *cellSet) or(o *cellSet) {
	s[0] |= o[0]
	s[1] |= o[1]
	s[2] |= o[2]
	s[3] |= o[3]
}

// bitNearest is nearest on bit sets: a level at a time, each cell of a
// level taking the lowest number among the cells of the level before that
// its moves lead to (what the search cell by cell gives it: each of its
// levels comes in the order of the numbers).
func (g *Graph) bitNearest(dist, label, targets []int32) {
	number, on, back := g.bits.number, g.bits.on, g.bits.back
	var seen, prev, next cellSet
	for k, t := range targets {
		if t >= 0 && int(t) < g.n && g.choices[t] > 0 && dist[t] < 0 {
			dist[t], label[t] = 0, int32(k)
			a := int(number[t])
			seen.add(a)
			prev.add(a)
			next.or(&back[a])
		}
	}
	words := (len(g.inside) + 63) >> 6
	for d := int32(1); ; d++ {
		found := false
		var level, after cellSet
		for w := range words {
			f := next[w] &^ seen[w]
			seen[w] |= f
			level[w] = f
			found = found || f != 0
			for ; f != 0; f &= f - 1 {
				a := w<<6 | bits.TrailingZeros64(f)
				i := g.inside[a]
				dist[i], label[i] = d, -1
				for x := range words {
					for p := on[a][x] & prev[x]; p != 0; p &= p - 1 {
						if l := label[g.inside[x<<6|bits.TrailingZeros64(p)]]; label[i] < 0 || l < label[i] {
							label[i] = l
						}
					}
				}
				after.or(&back[a])
			}
		}
		if !found {
			return
		}
		prev, next = level, after
	}
}
