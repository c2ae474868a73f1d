package validate

import (
	"math/rand/v2"
	"reflect"
	"testing"

	"github.com/labyrinth-game/labyrinth/engine/analyze"
	"github.com/labyrinth-game/labyrinth/engine/maze"
	"github.com/labyrinth-game/labyrinth/engine/rules"
)

// plainCell reports whether the cell at p is land, hospital, weaponry or
// encephalitis: a cell the generators may still turn into something else.
func plainCell(m *maze.Maze, p maze.Pos, used []bool) bool {
	return m.Inside(p) && !used[m.Index(p)]
}

// openGridValid builds a random labyrinth that is valid by construction:
// every inner side open, river systems grown as trees from their delta, pit
// loops numbered 1..N, and the sufficient condition for §8.5 below checked
// independently of the validator. It retries until the condition holds.
func openGridValid(r *rand.Rand) *maze.Maze {
	for {
		if m := tryOpenGrid(r); m != nil {
			return m
		}
	}
}

func tryOpenGrid(r *rand.Rand) *maze.Maze {
	w, h := 2+r.IntN(11), 2+r.IntN(11)
	m := maze.MustNew(w, h)
	n := m.Len()
	used := make([]bool, n) // cells given a role: feature, hospital, ...
	// A few cells outside the shape, sometimes.
	if r.IntN(3) == 0 {
		for range r.IntN(n/4 + 1) {
			p := m.PosOf(r.IntN(n))
			m.SetCell(p, maze.Cell{Kind: maze.Outside})
			used[m.Index(p)] = true
		}
	}
	randomFree := func() (maze.Pos, bool) {
		for range 50 {
			if p := m.PosOf(r.IntN(n)); plainCell(m, p, used) {
				used[m.Index(p)] = true
				return p, true
			}
		}
		return maze.Pos{}, false
	}
	// River systems: a delta, then rivers each flowing into a cell of the
	// system, which makes a tree rooted at the delta.
	for range r.IntN(3) {
		d, ok := randomFree()
		if !ok {
			return nil
		}
		m.SetCell(d, maze.Cell{Kind: maze.Delta})
		system := []maze.Pos{d}
		for range 1 + r.IntN(6) {
			into := system[r.IntN(len(system))]
			dir := maze.Dirs[r.IntN(4)]
			p := into.Step(dir)
			if !plainCell(m, p, used) {
				continue
			}
			used[m.Index(p)] = true
			m.SetCell(p, maze.Cell{Kind: maze.River, Flow: dir.Opposite()})
			system = append(system, p)
		}
		if len(system) == 1 {
			m.SetCell(d, maze.Cell{Kind: maze.Land})
		}
	}
	for loop := 1; loop <= r.IntN(4); loop++ {
		size := 2 + r.IntN(3)
		orders := r.Perm(size)
		for _, o := range orders {
			p, ok := randomFree()
			if !ok {
				return nil
			}
			m.SetCell(p, maze.Cell{Kind: maze.Pit, Loop: loop, Order: o + 1})
		}
	}
	for _, k := range []maze.Kind{maze.Weaponry, maze.Hospital, maze.Encephalitis, maze.Weaponry, maze.Hospital} {
		if p, ok := randomFree(); ok {
			m.SetCell(p, maze.Cell{Kind: k})
		} else if k != maze.Encephalitis {
			return nil
		}
	}
	t, ok := randomFree()
	if !ok {
		return nil
	}
	m.Treasures = append(m.Treasures, maze.Treasure{At: t, True: true})
	for range r.IntN(4) {
		if p, ok := randomFree(); ok {
			m.Treasures = append(m.Treasures, maze.Treasure{At: p})
		}
	}
	// Exits: on outer sides of cells that are not rivers.
	var outer []maze.Side
	for i := range n {
		p := m.PosOf(i)
		if !m.Inside(p) || m.Kind(p) == maze.River {
			continue
		}
		for _, d := range maze.Dirs {
			if m.IsOuter(p, d) {
				outer = append(outer, maze.Side{At: p, Dir: d})
			}
		}
	}
	if len(outer) < 2 {
		return nil
	}
	r.Shuffle(len(outer), func(i, j int) { outer[i], outer[j] = outer[j], outer[i] })
	for k, s := range outer[:2+r.IntN(min(3, len(outer)-1))] {
		e := maze.Edge(r.IntN(2))
		if k == 0 {
			e = maze.Open
		}
		m.SetSide(s.At, s.Dir, e)
	}
	if !sufficientlyConnected(m) {
		return nil
	}
	return m
}

// sufficientlyConnected is a sufficient condition for §8.5 in a labyrinth
// without inner walls whose rivers are trees flowing into deltas: the
// "ground" cells (neither pit nor river) form one connected area, and every
// pit and river has a ground neighbour. Then the ground cells reach each
// other step by step; a pit is reached by stepping from ground into the pit
// before it and left by stepping onto ground; a river cell that is not a
// source is reached by stepping from ground into a river above it; and the
// flow leads every river to its delta, which is ground.
func sufficientlyConnected(m *maze.Maze) bool {
	ground := func(p maze.Pos) bool {
		k := m.Kind(p)
		return k != maze.Outside && k != maze.Pit && k != maze.River
	}
	var start maze.Pos
	total, found := 0, false
	for i := range m.Len() {
		p := m.PosOf(i)
		if !m.Inside(p) {
			continue
		}
		if ground(p) {
			total++
			if !found {
				start, found = p, true
			}
			continue
		}
		hasGround := false
		for _, d := range maze.Dirs {
			hasGround = hasGround || ground(p.Step(d))
		}
		if !hasGround {
			return false
		}
	}
	if !found {
		return false
	}
	seen := map[maze.Pos]bool{start: true}
	queue := []maze.Pos{start}
	for len(queue) > 0 {
		p := queue[0]
		queue = queue[1:]
		for _, d := range maze.Dirs {
			if q := p.Step(d); ground(q) && !seen[q] {
				seen[q] = true
				queue = append(queue, q)
			}
		}
	}
	return len(seen) == total
}

func problemLines(rep Report) string {
	s := ""
	for _, p := range rep.Problems {
		s += "\n\t" + p.String()
	}
	return s
}

func TestPropertyValidByConstruction(t *testing.T) {
	r := rand.New(rand.NewPCG(1, 2))
	for i := range 500 {
		m := openGridValid(r)
		rep := Check(m, Options{})
		if !rep.OK() {
			t.Fatalf("maze %d (%dx%d) has errors:%s", i, m.Width(), m.Height(), problemLines(rep))
		}
		checkReportShape(t, m, rep)
	}
}

// walledVariant adds random inner walls to m, keeping the sides rivers flow
// through open.
func walledVariant(r *rand.Rand, m *maze.Maze, density float64) *maze.Maze {
	m = m.Clone()
	for i := range m.Len() {
		p := m.PosOf(i)
		if !m.Inside(p) {
			continue
		}
		for _, d := range []maze.Dir{maze.Right, maze.Down} {
			q := p.Step(d)
			if !m.Inside(q) || r.Float64() >= density {
				continue
			}
			if c := m.Cell(p); c.Kind == maze.River && c.Flow == d {
				continue
			}
			if c := m.Cell(q); c.Kind == maze.River && c.Flow == d.Opposite() {
				continue
			}
			m.SetSide(p, d, maze.Edge(1+r.IntN(2)))
		}
	}
	return m
}

func reachErrors(rep Report) int {
	n := 0
	for _, p := range rep.Problems {
		if p.Rule == ruleReach {
			n++
		}
	}
	return n
}

// Removing an inner wall only adds moves (a river cell's blocked step, the
// only move a wall makes, is also its move by the flow), so a labyrinth
// that meets §8.5 keeps meeting it, and no other error appears.
func TestPropertyWallRemovalKeepsReachability(t *testing.T) {
	r := rand.New(rand.NewPCG(3, 4))
	valid := 0
	for attempt := 0; valid < 200 && attempt < 20000; attempt++ {
		m := walledVariant(r, openGridValid(r), 0.1+0.4*r.Float64())
		if !Check(m, Options{}).OK() {
			continue
		}
		valid++
		var walls []maze.Side
		for i := range m.Len() {
			p := m.PosOf(i)
			for _, d := range []maze.Dir{maze.Right, maze.Down} {
				if m.Inside(p) && m.Inside(p.Step(d)) && m.Side(p, d) != maze.Open {
					walls = append(walls, maze.Side{At: p, Dir: d})
				}
			}
		}
		r.Shuffle(len(walls), func(i, j int) { walls[i], walls[j] = walls[j], walls[i] })
		for _, s := range walls {
			m.SetSide(s.At, s.Dir, maze.Open)
			if rep := Check(m, Options{}); !rep.OK() {
				t.Fatalf("opening %s made a valid maze invalid:%s", s, problemLines(rep))
			}
		}
	}
	if valid < 200 {
		t.Fatalf("only %d valid walled mazes generated", valid)
	}
}

// bruteReach is §8.5 by definition: a breadth-first search from every cell.
func bruteReach(m *maze.Maze) bool {
	n := m.Len()
	for a := range n {
		pa := m.PosOf(a)
		if !m.Inside(pa) {
			continue
		}
		seen := make([]bool, n)
		seen[a] = true
		queue := []maze.Pos{pa}
		visit := func(from maze.Pos, o maze.Outcome, ok bool) {
			if ok && !o.Exited && m.Inside(o.End) && !seen[m.Index(o.End)] {
				seen[m.Index(o.End)] = true
				queue = append(queue, o.End)
			}
		}
		for len(queue) > 0 {
			p := queue[0]
			queue = queue[1:]
			for _, d := range maze.Dirs {
				visit(p, m.Walk(p, d), true)
			}
			o, ok := m.FollowFlow(p)
			visit(p, o, ok)
			o, ok = m.FollowLoop(p)
			visit(p, o, ok)
		}
		for b := range n {
			pb := m.PosOf(b)
			if m.Inside(pb) && !m.IsSource(pb) && !seen[b] {
				return false
			}
		}
	}
	return true
}

// randomMaze builds any maze the maze API can: random kinds (some unknown),
// flows (some invalid), pit numbers, edges (some unknown), treasures and
// piles anywhere, several floors.
func randomMaze(r *rand.Rand, wild bool) *maze.Maze {
	floors := 1
	if wild && r.IntN(4) == 0 {
		floors = 1 + r.IntN(3)
	}
	m, err := maze.NewFloors(2+r.IntN(8), 2+r.IntN(8), floors)
	if err != nil {
		panic(err)
	}
	n := m.Len()
	for i := range n {
		var c maze.Cell
		switch x := r.IntN(20); {
		case x < 7:
			c.Kind = maze.Land
		case x < 10:
			c.Kind = maze.River
			c.Flow = maze.Dir(r.IntN(5))
			if wild && r.IntN(10) == 0 {
				c.Flow = maze.Dir(r.IntN(256))
			}
		case x < 12:
			c.Kind = maze.Pit
			c.Loop, c.Order = r.IntN(4), r.IntN(5)
			if wild && r.IntN(10) == 0 {
				c.Loop, c.Order = r.IntN(7)-3, r.IntN(9)-4
			}
		case x < 13:
			c.Kind = maze.Outside
		case x < 14 && wild:
			c.Kind = maze.Kind(r.IntN(256))
		default:
			c.Kind = maze.Kind(1 + r.IntN(7))
		}
		m.SetCell(m.PosOf(i), c)
	}
	for range r.IntN(3 * n) {
		e := maze.Edge(r.IntN(3))
		if wild && r.IntN(20) == 0 {
			e = maze.Edge(r.IntN(256))
		}
		m.SetSide(m.PosOf(r.IntN(n)), maze.Dir(r.IntN(6)), e)
	}
	anywhere := func() maze.Pos {
		return maze.Pos{X: r.IntN(m.Width()+4) - 2, Y: r.IntN(m.Height()+4) - 2, Floor: r.IntN(floors+1) - r.IntN(2)}
	}
	for range r.IntN(5) {
		m.Treasures = append(m.Treasures, maze.Treasure{At: anywhere(), True: r.IntN(3) == 0})
	}
	for range r.IntN(3) {
		m.Piles = append(m.Piles, maze.Pile{At: anywhere(), Items: maze.Items{Bullets: r.IntN(5) - 1, Corpses: r.IntN(2)}})
	}
	m.Players = r.IntN(8) - 1
	if r.IntN(3) == 0 {
		rr := rules.Beginner()
		m.Rules = &rr
	}
	return m
}

// The §8.5 verdict agrees with a brute-force search on every random maze,
// however broken its rivers and pits.
// reachMaze is the i-th plan of a mixed sample for §8.5: in turn any maze
// the API can build, one of several floors with unknown values, and an open
// valid grid with walls added.
func reachMaze(r *rand.Rand, i int) *maze.Maze {
	switch i % 3 {
	case 0:
		return randomMaze(r, false)
	case 1:
		return randomMaze(r, true)
	}
	return walledVariant(r, openGridValid(r), r.Float64())
}

func TestReachMatchesBruteForce(t *testing.T) {
	r := rand.New(rand.NewPCG(5, 6))
	fails, passes := 0, 0
	for i := range 3000 {
		m := reachMaze(r, i)
		rep := Check(m, Options{})
		want := bruteReach(m)
		if got := reachErrors(rep) == 0; got != want {
			t.Fatalf("maze %d: §8.5 verdict %v, brute force %v:%s", i, got, want, problemLines(rep))
		}
		if want {
			passes++
		} else {
			fails++
		}
	}
	if fails < 100 || passes < 100 {
		t.Errorf("unbalanced sample: %d pass §8.5, %d fail", passes, fails)
	}
}

// No maze the maze API can build makes Check panic, and reports are
// deterministic and well formed.
func TestPropertyNoPanic(t *testing.T) {
	r := rand.New(rand.NewPCG(7, 8))
	for range 3000 {
		m := randomMaze(r, true)
		opt := Options{Players: r.IntN(3)}
		rep := Check(m, opt)
		if again := Check(m, opt); !reflect.DeepEqual(rep, again) {
			t.Fatalf("two checks differ:%s\nvs%s", problemLines(rep), problemLines(again))
		}
		checkReportShape(t, m, rep)
		for _, p := range rep.Problems {
			_ = p.String()
		}
	}
}

// The checker's source test agrees with maze.IsSource.
func TestIsSourceAgrees(t *testing.T) {
	r := rand.New(rand.NewPCG(9, 10))
	for range 300 {
		m := randomMaze(r, true)
		c := newChecker(m, Options{})
		c.graph = analyze.NewGraph(m)
		c.cells()
		for i := range m.Len() {
			p := m.PosOf(i)
			if !m.Inside(p) {
				continue
			}
			if got, want := c.isSource(i), m.IsSource(p); got != want {
				t.Fatalf("cell %s %+v: isSource %v, maze.IsSource %v", p, m.Cell(p), got, want)
			}
		}
	}
}

// FuzzCheck builds a maze from arbitrary bytes through the maze API and
// checks that Check neither panics nor reports malformed problems.
func FuzzCheck(f *testing.F) {
	f.Add([]byte{3, 3, 1, 5, 2, 4, 0, 1, 2})
	f.Add([]byte{9, 9, 5, 5, 5, 5, 6, 4, 4, 4, 255, 17, 0, 3})
	f.Add([]byte("the quick brown fox jumps over the lazy dog"))
	f.Fuzz(func(t *testing.T, data []byte) {
		next := func() int {
			if len(data) == 0 {
				return 0
			}
			b := data[0]
			data = data[1:]
			return int(b)
		}
		m, err := maze.NewFloors(2+next()%12, 2+next()%12, 1+next()%2)
		if err != nil {
			t.Fatal(err)
		}
		for len(data) > 0 {
			p := maze.Pos{X: next() % m.Width(), Y: next() % m.Height(), Floor: next() % m.Floors()}
			switch next() % 5 {
			case 0:
				m.SetCell(p, maze.Cell{Kind: maze.Kind(next() % 9), Flow: maze.Dir(next() % 6), Loop: next() % 4, Order: next() % 5})
			case 1:
				m.SetSide(p, maze.Dir(next()%5), maze.Edge(next()%4))
			case 2:
				m.Treasures = append(m.Treasures, maze.Treasure{At: maze.Pos{X: p.X - next()%3, Y: p.Y + next()%3}, True: next()%2 == 0})
			case 3:
				m.Piles = append(m.Piles, maze.Pile{At: p, Items: maze.Items{Grenades: next() - 128}})
			case 4:
				m.Players = next() % 9
			}
		}
		rep := Check(m, Options{})
		checkReportShape(t, m, rep)
		if (reachErrors(rep) == 0) != bruteReach(m) {
			t.Fatalf("§8.5 verdict disagrees with brute force:%s", problemLines(rep))
		}
		// The plan limits of the seeds, on the same maze.
		lim := allLimits(rand.New(rand.NewPCG(uint64(m.Width()), uint64(m.Height()))))
		checkReportShape(t, m, Check(m, Options{Rules: lim}))
	})
}
