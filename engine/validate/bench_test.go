package validate

import (
	"math/rand/v2"
	"testing"

	"github.com/labyrinth-game/labyrinth/engine/maze"
)

// realisticMaze builds a w x h labyrinth like a game master's: a random
// spanning tree of passages with extra openings until about 40% of the inner
// sides are walls, rivers running along passages into deltas, a few pit
// loops, two weaponries and hospitals, treasures and exits. Rivers in
// corridors easily make traps; repair knocks down walls until there are none.
func realisticMaze(r *rand.Rand, w, h int) *maze.Maze {
	m := maze.MustNew(w, h)
	n := m.Len()
	for i := range n {
		p := m.PosOf(i)
		m.SetSide(p, maze.Right, maze.Wall)
		m.SetSide(p, maze.Down, maze.Wall)
		if p.X == w-1 {
			m.SetSide(p, maze.Right, maze.Solid)
		}
		if p.Y == h-1 {
			m.SetSide(p, maze.Down, maze.Solid)
		}
	}
	// Depth-first carving, iterative.
	seen := make([]bool, n)
	stack := []maze.Pos{maze.At(r.IntN(w), r.IntN(h))}
	seen[m.Index(stack[0])] = true
	for len(stack) > 0 {
		p := stack[len(stack)-1]
		var options []maze.Dir
		for _, d := range maze.Dirs {
			if q := p.Step(d); m.Inside(q) && !seen[m.Index(q)] {
				options = append(options, d)
			}
		}
		if len(options) == 0 {
			stack = stack[:len(stack)-1]
			continue
		}
		d := options[r.IntN(len(options))]
		q := p.Step(d)
		m.SetSide(p, d, maze.Open)
		seen[m.Index(q)] = true
		stack = append(stack, q)
	}
	inner := 2*w*h - w - h
	walls := inner - (n - 1)
	for walls > inner*4/10 {
		p := m.PosOf(r.IntN(n))
		d := maze.Dirs[r.IntN(4)]
		if m.Inside(p.Step(d)) && m.Side(p, d) != maze.Open {
			m.SetSide(p, d, maze.Open)
			walls--
		}
	}
	used := make([]bool, n)
	free := func() maze.Pos {
		for {
			if i := r.IntN(n); !used[i] {
				used[i] = true
				return m.PosOf(i)
			}
		}
	}
	// Rivers along open passages.
	for range max(1, n/150) {
		path := []maze.Pos{free()}
		for len(path) < 6 {
			p := path[len(path)-1]
			var next []maze.Dir
			for _, d := range maze.Dirs {
				q := p.Step(d)
				if m.Inside(q) && m.Side(p, d) == maze.Open && !used[m.Index(q)] {
					next = append(next, d)
				}
			}
			if len(next) == 0 {
				break
			}
			d := next[r.IntN(len(next))]
			m.SetCell(p, maze.Cell{Kind: maze.River, Flow: d})
			path = append(path, p.Step(d))
			used[m.Index(p.Step(d))] = true
		}
		last := path[len(path)-1]
		if len(path) == 1 {
			continue
		}
		m.SetCell(last, maze.Cell{Kind: maze.Delta})
	}
	for loop := 1; loop <= max(2, n/200); loop++ {
		for o := 1; o <= 2+r.IntN(3); o++ {
			m.SetCell(free(), maze.Cell{Kind: maze.Pit, Loop: loop, Order: o})
		}
	}
	for _, k := range []maze.Kind{maze.Weaponry, maze.Weaponry, maze.Hospital, maze.Hospital, maze.Encephalitis} {
		m.SetCell(free(), maze.Cell{Kind: k})
	}
	m.Treasures = append(m.Treasures, maze.Treasure{At: free(), True: true}, maze.Treasure{At: free()}, maze.Treasure{At: free()})
	for e := 0; e < 3; {
		x := r.IntN(w)
		p := maze.At(x, 0)
		if m.Kind(p) == maze.Land {
			m.SetSide(p, maze.Up, maze.Edge(e%2))
			e++
		}
	}
	return m
}

// repair opens inner walls around the cells of §8.5 errors until there are
// none: opening a wall only adds moves. It fails when a trap has no wall
// left to open (a delta among rivers flowing in).
func repair(r *rand.Rand, m *maze.Maze) (opened int, ok bool) {
	for {
		rep := Check(m, Options{})
		done, before := true, opened
		for _, p := range rep.Errors() {
			if p.Rule != ruleReach {
				continue
			}
			done = false
			for range 32 {
				c := p.Cells[r.IntN(len(p.Cells))]
				d := maze.Dirs[r.IntN(4)]
				if m.Inside(c.Step(d)) && m.Side(c, d) != maze.Open {
					m.SetSide(c, d, maze.Open)
					opened++
					break
				}
			}
		}
		if done {
			return opened, true
		}
		if opened == before {
			return opened, false
		}
	}
}

func benchmarkMaze(b *testing.B, w, h int) *maze.Maze {
	var m *maze.Maze
	var opened int
	for seed := uint64(1); ; seed++ {
		r := rand.New(rand.NewPCG(seed, 99))
		m = realisticMaze(r, w, h)
		var ok bool
		if opened, ok = repair(r, m); ok {
			break
		}
	}
	rep := Check(m, Options{Players: 4})
	if !rep.OK() {
		b.Fatalf("benchmark maze has errors:%s", problemLines(rep))
	}
	walls, inner := 0, 0
	for i := range m.Len() {
		p := m.PosOf(i)
		for _, d := range []maze.Dir{maze.Right, maze.Down} {
			if m.Inside(p.Step(d)) {
				inner++
				if m.Side(p, d) != maze.Open {
					walls++
				}
			}
		}
	}
	b.Logf("%dx%d maze: %d%% walls after opening %d, %d warnings", w, h, 100*walls/inner, opened, len(rep.Warnings()))
	return m
}

func benchmarkCheck(b *testing.B, w, h int) {
	m := benchmarkMaze(b, w, h)
	b.ReportAllocs()
	b.ResetTimer()
	for b.Loop() {
		Check(m, Options{Players: 4})
	}
}

func BenchmarkCheck30x30(b *testing.B)   { benchmarkCheck(b, 30, 30) }
func BenchmarkCheck100x100(b *testing.B) { benchmarkCheck(b, 100, 100) }

// BenchmarkCheckInvalid100x100 measures the slow path: a labyrinth cut in
// regions that all have to be reported.
func BenchmarkCheckInvalid100x100(b *testing.B) {
	m := realisticMaze(rand.New(rand.NewPCG(1, 1)), 100, 100)
	for y := range 100 {
		for x := 9; x < 100; x += 10 {
			m.SetSide(maze.At(x, y), maze.Right, maze.Solid)
		}
	}
	b.ReportAllocs()
	for b.Loop() {
		Check(m, Options{})
	}
}

// BenchmarkLoadAndValidate30x30 is the product target "loading + validating a
// 30x30 maze ≤ 1 ms": decoding the file and checking every rule.
func BenchmarkLoadAndValidate30x30(b *testing.B) {
	data, err := maze.Encode(benchmarkMaze(b, 30, 30))
	if err != nil {
		b.Fatal(err)
	}
	b.SetBytes(int64(len(data)))
	b.ReportAllocs()
	b.ResetTimer()
	for b.Loop() {
		m, err := maze.Decode(data)
		if err != nil {
			b.Fatal(err)
		}
		if rep := Check(m, Options{Players: 4}); !rep.OK() {
			b.Fatal("invalid")
		}
	}
}
