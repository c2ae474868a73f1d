package analyze

import (
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/labyrinth-game/labyrinth/engine/maze"
)

// TestTreasureNearestExit: every treasure's nearest exit is the first exit
// (in the order of maze.Exits) among those the fewest moves away, as a
// search from the treasure itself finds it, on random plans with treasures
// everywhere and exits on every side.
func TestTreasureNearestExit(t *testing.T) {
	r := rand.New(rand.NewPCG(11, 12))
	checked := 0
	for range 300 {
		m := anyPlan(r)
		for i := range m.Len() {
			p := m.PosOf(i)
			if m.Inside(p) && r.IntN(3) == 0 {
				m.Treasures = append(m.Treasures, maze.Treasure{At: p, True: r.IntN(2) == 0})
			}
		}
		g := NewGraph(m)
		rep := Of(g)
		for k, tr := range rep.Treasures {
			want, wantExit := -1, maze.Side{}
			if m.Inside(tr.At) {
				dist := g.DistancesFrom(nil, []int32{int32(m.Index(tr.At))}, nil)
				for _, s := range m.Exits() {
					if d := dist[m.Index(s.At)]; d >= 0 && (want < 0 || int(d)+1 < want) {
						want, wantExit = int(d)+1, s
					}
				}
			}
			if tr.NearestExit != want || want >= 0 && tr.Exit != wantExit {
				t.Fatalf("treasure %d at %v: %d moves by %v, want %d by %v", k, tr.At, tr.NearestExit, tr.Exit, want, wantExit)
			}
			checked++
		}
	}
	if checked < 1000 {
		t.Errorf("only %d treasures checked", checked)
	}
}

// TestCountsOfAnyPlan: the counts made from the graph are those a plain
// pass over the maze gives, and its river systems those RiverSystems finds
// on the maze, on random plans of several floors.
func TestCountsOfAnyPlan(t *testing.T) {
	r := rand.New(rand.NewPCG(13, 14))
	for k := range 300 {
		m := anyPlan(r)
		var want Counts
		loops := map[int]int{}
		for i := range m.Len() {
			p := m.PosOf(i)
			cell := m.Cell(p)
			if cell.Kind == maze.Outside {
				continue
			}
			switch cell.Kind {
			case maze.Land:
				want.Land++
			case maze.Hospital:
				want.Hospitals++
			case maze.Pit:
				want.Pits++
				loops[cell.Loop]++
			case maze.River:
				want.Rivers++
			case maze.Delta:
				want.RiverSystems++
			}
			for _, d := range []maze.Dir{maze.Right, maze.Down} {
				if m.Inside(p.Step(d)) && m.Side(p, d) != maze.Open {
					want.InnerWalls++
					if m.Side(p, d) == maze.Solid {
						want.Indestructible++
					}
				}
			}
		}
		g := NewGraph(m)
		if got, want := g.riverSystems(), RiverSystems(m); !slices.Equal(got, want) {
			t.Fatalf("plan %d: river systems from the graph %v, from the maze %v", k, got, want)
		}
		for _, s := range RiverSystems(m) {
			if sources, longest := plainSystem(m, s.Delta); s.Sources != sources || s.Longest != longest {
				t.Fatalf("plan %d: the system of %v has %d sources and a longest river of %d, followed plainly %d and %d",
					k, s.Delta, s.Sources, s.Longest, sources, longest)
			}
		}
		got := g.count()
		if got.Land != want.Land || got.Hospitals != want.Hospitals || got.Pits != want.Pits || got.PitLoops != len(loops) ||
			got.Rivers != want.Rivers || got.RiverSystems != want.RiverSystems ||
			got.InnerWalls != want.InnerWalls || got.Indestructible != want.Indestructible || got.Exits != len(m.Exits()) {
			t.Fatalf("plan %d: counts %+v, want %+v, %d loops, %d exits", k, got, want, len(loops), len(m.Exits()))
		}
	}
}

// TestSync: after walls, exits and cells change, a synchronised graph is
// the graph made afresh; the walk is kept exactly when no move changed.
func TestSync(t *testing.T) {
	r := rand.New(rand.NewPCG(15, 16))
	kinds := []maze.Kind{maze.Land, maze.Hospital, maze.Weaponry, maze.Encephalitis, maze.Delta, maze.Pit, maze.River, maze.Outside}
	fresh := 0
	for k := range 600 {
		m := anyPlan(r)
		g := NewGraph(m)
		RandomWalk(g)
		for range r.IntN(6) {
			i := r.IntN(m.Len())
			p := m.PosOf(i)
			switch r.IntN(4) {
			case 0, 1: // a side, inner or outer
				if m.Inside(p) {
					m.SetSide(p, maze.Dirs[r.IntN(4)], []maze.Edge{maze.Open, maze.Wall, maze.Solid}[r.IntN(3)])
				}
			case 2: // a kind that moves no one
				if k := m.Kind(p); k != maze.Outside && k != maze.Pit && k != maze.River {
					m.SetCell(p, maze.Cell{Kind: kinds[r.IntN(5)]})
				}
			default: // anything
				c := maze.Cell{Kind: kinds[r.IntN(len(kinds))], Flow: maze.Dirs[r.IntN(4)], Loop: 1 + r.IntN(2), Order: r.IntN(3)}
				m.SetCell(p, c)
			}
		}
		walk, moves := g.walk, slices.Clone(g.moves)
		inside := g.inside
		moved := g.Sync()
		if len(g.inside) != len(inside) || len(inside) > 0 && &g.inside[0] != &inside[0] {
			fresh++
		}
		g.reverse()
		want := NewGraph(m)
		if !g.Equal(want) || !slices.Equal(g.choices, want.choices) || !slices.Equal(g.revStart, want.revStart) ||
			!slices.Equal(g.rev, want.rev) || !slices.Equal(g.exits, want.exits) || !slices.Equal(g.inside, want.inside) ||
			!slices.Equal(g.kind, want.kind) || !slices.Equal(g.enter, want.enter) ||
			!slices.Equal(g.right, want.right) || !slices.Equal(g.down, want.down) ||
			!slices.Equal(g.up, want.up) || !slices.Equal(g.left, want.left) || !slices.Equal(g.outer, want.outer) {
			t.Fatalf("plan %d: the synchronised graph differs from a new one", k)
		}
		if same := slices.Equal(moves, g.moves); moved == same || (g.walk == walk) != same {
			t.Errorf("plan %d: moved %v, walk kept %v, moves the same %v", k, moved, g.walk == walk, same)
		}
	}
	if fresh < 50 || fresh > 550 {
		t.Errorf("%d graphs of 600 made afresh", fresh)
	}
}

// TestImprove: adding targets one at a time with Improve gives the
// distances a search from all of them gives.
func TestImprove(t *testing.T) {
	r := rand.New(rand.NewPCG(17, 18))
	for k := range 300 {
		m := anyPlan(r)
		g := NewGraph(m)
		dist := g.DistancesTo(nil, nil, nil)
		var targets, queue []int32
		for range 1 + r.IntN(4) {
			c := int32(r.IntN(m.Len()))
			targets = append(targets, c)
			queue = g.Improve(dist, c, queue)
			if want := g.DistancesTo(nil, targets, nil); !slices.Equal(dist, want) {
				t.Fatalf("plan %d: after %v, distances %v, want %v", k, targets, dist, want)
			}
		}
	}
}

// plainSystem counts the river sources whose flow leads to delta, and the
// most river cells on the way, following maze.Downstream from every source
// maze.IsSource finds.
func plainSystem(m *maze.Maze, delta maze.Pos) (sources, longest int) {
	for i := range m.Len() {
		p := m.PosOf(i)
		if !m.IsSource(p) {
			continue
		}
		cells := 0
		for q, ok := p, true; ok && cells <= m.Len(); q, ok = m.Downstream(q) {
			if m.Kind(q) == maze.Delta {
				if q == delta {
					sources++
					longest = max(longest, cells)
				}
				break
			}
			if m.Kind(q) != maze.River {
				break
			}
			cells++
		}
	}
	return sources, longest
}

// TestSidesAsRead: Sides and Kind give what the maze says of every cell,
// on random plans of several floors, whether the graph is new or brought up
// to date after changes.
func TestSidesAsRead(t *testing.T) {
	r := rand.New(rand.NewPCG(19, 20))
	for k := range 300 {
		m := anyPlan(r)
		g := NewGraph(m)
		for pass := range 2 {
			for _, c := range g.Inside() {
				i := int(c)
				p := m.PosOf(i)
				up, right, down, left, outer := g.Sides(i)
				sides := [4]maze.Edge{up, right, down, left}
				for d, dir := range maze.Dirs {
					if sides[d] != m.Side(p, dir) || (outer&(1<<d) != 0) != m.IsOuter(p, dir) {
						t.Fatalf("plan %d, pass %d: cell %v %v: %v outer %v, the maze says %v outer %v",
							k, pass, p, dir, sides[d], outer&(1<<d) != 0, m.Side(p, dir), m.IsOuter(p, dir))
					}
				}
				if g.Kind(i) != m.Kind(p) {
					t.Fatalf("plan %d: cell %v is %v, the maze says %v", k, p, g.Kind(i), m.Kind(p))
				}
			}
			for range 4 {
				if p := m.PosOf(r.IntN(m.Len())); m.Inside(p) {
					m.SetSide(p, maze.Dirs[r.IntN(4)], []maze.Edge{maze.Open, maze.Wall, maze.Solid}[r.IntN(3)])
					if k := m.Kind(p); k == maze.Land || k == maze.Hospital {
						m.SetCell(p, maze.Cell{Kind: maze.Weaponry})
					}
				}
			}
			g.Sync()
		}
	}
}

// TestReset: a graph made again with Reset, plan after plan of other
// sizes and floors, is the graph NewGraph makes, and what a report of it
// held before is left as it was.
func TestReset(t *testing.T) {
	r := rand.New(rand.NewPCG(21, 22))
	var g Graph
	var before *Report
	var kept []int32
	for k := range 300 {
		m := anyPlan(r)
		g.Reset(m)
		if before != nil && !slices.Equal(before.Walk.Visits, kept) {
			t.Fatalf("plan %d: Reset changed the walk of the report before", k)
		}
		want := NewGraph(m)
		if !g.Equal(want) || !slices.Equal(g.choices, want.choices) || !slices.Equal(g.revStart, want.revStart) ||
			!slices.Equal(g.rev, want.rev) || !slices.Equal(g.exits, want.exits) || !slices.Equal(g.inside, want.inside) ||
			!slices.Equal(g.kind, want.kind) || !slices.Equal(g.enter, want.enter) ||
			!slices.Equal(g.right, want.right) || !slices.Equal(g.down, want.down) ||
			!slices.Equal(g.up, want.up) || !slices.Equal(g.left, want.left) || !slices.Equal(g.outer, want.outer) ||
			g.walk != nil {
			t.Fatalf("plan %d: the graph made again differs from a new one", k)
		}
		before = Of(&g)
		kept = slices.Clone(before.Walk.Visits)
	}
}

// TestBitSearches: the searches on bit sets (small labyrinths) find the
// distances the searches cell by cell find, forwards, backwards and one
// target at a time, from one cell or several, and the nearest target of
// every cell (the first in their order among the nearest), on random plans of up to
// bitCells cells and of several floors, before and after changes.
func TestBitSearches(t *testing.T) {
	r := rand.New(rand.NewPCG(25, 26))
	searched := 0
	for k := range 400 {
		m := anyPlan(r)
		if k%10 == 0 {
			m = randomMaze(r, 5+r.IntN(12), 5+r.IntN(12))
		}
		g := NewGraph(m)
		for pass := range 2 {
			if pass == 1 { // walls moved: the sets are made again
				for range 5 {
					if p := m.PosOf(r.IntN(m.Len())); m.Inside(p) {
						m.SetSide(p, maze.Dirs[r.IntN(4)], []maze.Edge{maze.Open, maze.Wall}[r.IntN(2)])
					}
				}
				g.Sync()
			}
			var from []int32
			for range 1 + r.IntN(6) {
				from = append(from, int32(r.IntN(m.Len())))
			}
			search := func(bits bool) (to, on, better, near, label []int32) {
				useBits = bits
				defer func() { useBits = true }()
				to = g.DistancesTo(nil, from, nil)
				on = g.DistancesFrom(nil, from, nil)
				better = g.DistancesTo(nil, from[:1], nil)
				for _, c := range from[1:] {
					g.Improve(better, c, nil)
				}
				near, label = g.nearest(from, nil)
				return to, on, better, near, label
			}
			to, on, better, near, label := search(true)
			wantTo, wantOn, wantBetter, wantNear, wantLabel := search(false)
			if !slices.Equal(to, wantTo) || !slices.Equal(on, wantOn) || !slices.Equal(better, wantBetter) {
				t.Fatalf("plan %d, pass %d, from %v: on bit sets %v %v %v, cell by cell %v %v %v",
					k, pass, from, to, on, better, wantTo, wantOn, wantBetter)
			}
			if !slices.Equal(near, wantNear) || !slices.Equal(label, wantLabel) {
				t.Fatalf("plan %d, pass %d, nearest of %v: on bit sets %v labels %v, cell by cell %v labels %v",
					k, pass, from, near, label, wantNear, wantLabel)
			}
			if g.bitsOf() {
				searched++
			}
		}
	}
	if searched < 500 {
		t.Errorf("only %d searches on bit sets", searched)
	}
}
