package analyze

import (
	"fmt"
	"math/rand/v2"
	"os"
	"slices"
	"strings"
	"testing"

	"github.com/labyrinth-game/labyrinth/engine/maze"
)

func sample(t testing.TB, name string) *maze.Maze {
	t.Helper()
	data, err := os.ReadFile("../../assets/mazes/" + name + ".json")
	if err != nil {
		t.Fatal(err)
	}
	m, err := maze.Decode(data)
	if err != nil {
		t.Fatal(err)
	}
	return m
}

var samples = []string{"sample-5x5", "large-10x8", "square-6x6", "two-floors-5x4"}

// at is a position in the 1-based coordinates people read.
func at(x, y int) maze.Pos { return maze.At(x-1, y-1) }

// TestGraphFollowsTheRules checks every move of the graph against the maze's
// own movement (§2.2, §4.4, §4.6).
func TestGraphFollowsTheRules(t *testing.T) {
	plans := map[string]*maze.Maze{}
	for _, name := range samples {
		plans[name] = sample(t, name)
	}
	r := rand.New(rand.NewPCG(5, 6))
	for k := range 300 {
		plans[fmt.Sprintf("random plan %d", k)] = anyPlan(r)
	}
	for name, m := range plans {
		g := NewGraph(m)
		if !slices.Equal(g.Exits(), m.Exits()) {
			t.Errorf("%s: exits %v, want %v", name, g.Exits(), m.Exits())
		}
		for i := range m.Len() {
			p := m.PosOf(i)
			if !m.Inside(p) {
				if g.Choices(i) != 0 {
					t.Errorf("%s: outside %s has moves", name, p)
				}
				continue
			}
			for k, d := range maze.Dirs {
				o := m.Walk(p, d)
				want := m.Index(o.End)
				if o.Exited {
					want = i
				}
				if got := g.Move(i, k); got != want {
					t.Errorf("%s: %s %s ends on %d, want %d", name, p, d, got, want)
				}
			}
			choices := 4
			if o, ok := m.FollowFlow(p); ok {
				choices++
				if g.Move(i, MoveFlow) != m.Index(o.End) {
					t.Errorf("%s: %s by the flow", name, p)
				}
			}
			if o, ok := m.FollowLoop(p); ok {
				choices++
				if g.Move(i, MoveLoop) != m.Index(o.End) {
					t.Errorf("%s: %s by the loop", name, p)
				}
			}
			if g.Choices(i) != choices {
				t.Errorf("%s: %s has %d choices, want %d", name, p, g.Choices(i), choices)
			}
		}
	}
}

// anyPlan is a plan of one to three floors with everything the moves
// depend on at random, valid or not: cells outside the shape, walls and
// indestructible walls, open and closed exits, rivers flowing anywhere
// (into walls, out of the shape, into each other), pits in loops of one to
// three with numbering gaps.
func anyPlan(r *rand.Rand) *maze.Maze {
	m, err := maze.NewFloors(2+r.IntN(6), 2+r.IntN(6), 1+r.IntN(3))
	if err != nil {
		panic(err)
	}
	kinds := []maze.Kind{maze.Land, maze.Land, maze.Land, maze.Outside, maze.River, maze.River, maze.Pit, maze.Delta, maze.Hospital}
	for i := range m.Len() {
		p := m.PosOf(i)
		c := maze.Cell{Kind: kinds[r.IntN(len(kinds))]}
		switch c.Kind {
		case maze.River:
			c.Flow = maze.Dirs[r.IntN(4)]
		case maze.Pit:
			c.Loop, c.Order = 1+r.IntN(3), r.IntN(4)
		}
		m.SetCell(p, c)
	}
	for i := range m.Len() {
		p := m.PosOf(i)
		for _, d := range maze.Dirs {
			if m.Inside(p) {
				m.SetSide(p, d, []maze.Edge{maze.Open, maze.Wall, maze.Solid}[r.IntN(3)])
			}
		}
	}
	return m
}

// corridor is a 6x2 grid whose second row is outside the shape, leaving a
// corridor of W L R> R> D H.
func corridor() *maze.Maze {
	m := maze.MustNew(6, 2)
	for x := 1; x <= 6; x++ {
		m.SetCell(at(x, 2), maze.Cell{})
	}
	m.SetCell(at(1, 1), maze.Cell{Kind: maze.Weaponry})
	m.SetCell(at(3, 1), maze.Cell{Kind: maze.River, Flow: maze.Right})
	m.SetCell(at(4, 1), maze.Cell{Kind: maze.River, Flow: maze.Right})
	m.SetCell(at(5, 1), maze.Cell{Kind: maze.Delta})
	m.SetCell(at(6, 1), maze.Cell{Kind: maze.Hospital})
	m.SetSide(at(6, 1), maze.Right, maze.Open)
	m.SetSide(at(1, 1), maze.Up, maze.Wall)
	m.Treasures = []maze.Treasure{{At: at(2, 1), True: true}}
	return m
}

func TestDistances(t *testing.T) {
	m := corridor()
	r := Maze(m)
	// Stepping into the river source at (3,1) carries a player on to
	// (4,1) (§4.6), so from (2,1) the hospital is three moves away. A step
	// upstream leaves the player where he was: from (4,1) and the delta
	// there is no way back to the weaponry.
	cases := []struct {
		name string
		got  []int32
		want []int32
	}{
		{"§4.6 to the weaponry", r.Weaponry.Dist, []int32{0, 1, 2, -1, -1, -1}},
		{"§4.6 to the hospital", r.Hospital.Dist, []int32{4, 3, 2, 2, 1, 0}},
		{"§3.4 walking out", r.Exit.Dist, []int32{1, 2, 3, 3, 2, 1}},
	}
	for _, c := range cases {
		if !slices.Equal(c.got[:6], c.want) || slices.ContainsFunc(c.got[6:], func(d int32) bool { return d != -1 }) {
			t.Errorf("%s: %v, want %v and -1 outside", c.name, c.got, c.want)
		}
	}
	if r.Weaponry.Bound != 2 || len(r.Weaponry.Unreached) != 3 || r.Weaponry.Unreached[0] != at(4, 1) {
		t.Errorf("weaponry reach %+v", r.Weaponry)
	}
	if r.Hospital.Bound != 4 || !slices.Equal(r.Hospital.Worst, []maze.Pos{at(1, 1)}) {
		t.Errorf("hospital reach %+v", r.Hospital)
	}
	tr, ok := r.TrueTreasure()
	if !ok || tr.NearestExit != 2 || tr.Exit != (maze.Side{At: at(1, 1), Dir: maze.Up}) {
		t.Errorf("true treasure %+v", tr)
	}
	if !r.TreasureFarEnough(2) || r.TreasureFarEnough(1) { // diameter 5: 3×2 ≥ 5 > 3×1
		t.Errorf("diameter %d: a third is 2 moves", r.Diameter)
	}
}

func TestDiameter(t *testing.T) {
	noCorners := maze.MustNew(6, 6)
	for _, c := range []maze.Pos{at(1, 1), at(6, 1), at(1, 6), at(6, 6)} {
		noCorners.SetCell(c, maze.Cell{})
	}
	ell := maze.MustNew(5, 5) // an L: the first column and the last row
	for y := 1; y <= 4; y++ {
		for x := 2; x <= 5; x++ {
			ell.SetCell(at(x, y), maze.Cell{})
		}
	}
	for _, c := range []struct {
		name string
		m    *maze.Maze
		want int
	}{
		{"rectangle", maze.MustNew(7, 3), 8},
		{"square without corners", noCorners, 8},
		{"L shape", ell, 8},
		{"two floors", sample(t, "two-floors-5x4"), 7},
	} {
		if got := Diameter(c.m); got != c.want {
			t.Errorf("%s: diameter %d, want %d", c.name, got, c.want)
		}
	}
}

func TestRiverSystems(t *testing.T) {
	// Two branches into the delta at (3,2): (1,2) → (2,2) → D and
	// (1,3) → (1,4) → (2,4) → (2,3) → (2,2) → D, five river cells.
	m := maze.MustNew(5, 4)
	for _, r := range []struct {
		p maze.Pos
		d maze.Dir
	}{
		{at(1, 2), maze.Right}, {at(2, 2), maze.Right}, {at(1, 3), maze.Down},
		{at(1, 4), maze.Right}, {at(2, 4), maze.Up}, {at(2, 3), maze.Up},
	} {
		m.SetCell(r.p, maze.Cell{Kind: maze.River, Flow: r.d})
	}
	m.SetCell(at(3, 2), maze.Cell{Kind: maze.Delta})
	// A broken river flowing into land belongs to no system.
	m.SetCell(at(5, 4), maze.Cell{Kind: maze.River, Flow: maze.Left})
	got := RiverSystems(m)
	want := []RiverSystem{{Delta: at(3, 2), Rivers: 6, Sources: 2, Longest: 5}}
	if !slices.Equal(got, want) {
		t.Errorf("systems %+v, want %+v", got, want)
	}
	c := Maze(m).Counts
	if c.Rivers != 7 || c.RiverSystems != 1 || c.Sources != 2 || c.LongestRiver != 5 || c.MostBranches != 2 {
		t.Errorf("counts %+v", c)
	}
}

func TestCounts(t *testing.T) {
	c := Maze(sample(t, "sample-5x5")).Counts
	want := Counts{Land: 13, Hospitals: 2, Weaponries: 2, Encephalitis: 1, Pits: 2, PitLoops: 1, LongestPitLoop: 2,
		Rivers: 4, RiverSystems: 1, Sources: 1, LongestRiver: 4, MostBranches: 1, InnerWalls: 8, Indestructible: 1,
		Exits: 2, ClosedExits: 1, TrueTreasures: 1, FakeTreasures: 1}
	if c != want {
		t.Errorf("counts\n%+v, want\n%+v", c, want)
	}
}

// TestAttractor: a delta that rivers flow into from three sides, with a
// single way out (the reference's example of a strong attractor, §8 rec. 4),
// gets far more than its share of a random walk; an open grid gets about
// its fair share everywhere.
func TestAttractor(t *testing.T) {
	trap := maze.MustNew(5, 5)
	trap.SetCell(at(3, 3), maze.Cell{Kind: maze.Delta})
	trap.SetCell(at(2, 3), maze.Cell{Kind: maze.River, Flow: maze.Right})
	trap.SetCell(at(4, 3), maze.Cell{Kind: maze.River, Flow: maze.Left})
	trap.SetCell(at(3, 2), maze.Cell{Kind: maze.River, Flow: maze.Down})
	w := Maze(trap).Walk
	if w.Worst[0] != at(3, 3) || w.WithinLimit(25) {
		t.Errorf("trap: most visited %v with %d of %d visits", w.Worst, w.MaxVisits, w.Total)
	}
	// On walls alone every move between two cells can be made back with the
	// same probability: the uniform start stays uniform, and every cell
	// gets exactly its fair share.
	open := Maze(maze.MustNew(10, 10)).Walk
	if !open.Exact || open.Steps != 200 || open.Total != ExactTotal || open.Walks != 0 {
		t.Errorf("open grid: exact %v, %d walks of %d steps, %d visits", open.Exact, open.Walks, open.Steps, open.Total)
	}
	for i, v := range open.Visits {
		if v != ExactTotal/100 { // 10737418.24, rounded
			t.Errorf("open grid: cell %d gets %d visits, want %d", i, v, ExactTotal/100)
		}
	}
	// Above ExactWalkCells the walk is sampled: an open grid gets about
	// its fair share everywhere.
	big := Maze(maze.MustNew(20, 20)).Walk
	if big.Exact || !big.WithinLimit(400) || big.MaxVisits*400 > 3*big.Total {
		t.Errorf("open 20x20 grid: exact %v, most visited %v with %d of %d visits", big.Exact, big.Worst, big.MaxVisits, big.Total)
	}
	if big.Steps != 800 || big.Walks*big.Steps != big.Total || big.Total < MinWalkSteps {
		t.Errorf("open 20x20 grid: %d walks of %d steps, %d visits", big.Walks, big.Steps, big.Total)
	}
	sum := 0
	for _, v := range big.Visits {
		sum += int(v)
	}
	if sum != big.Total {
		t.Errorf("visits add up to %d, want %d", sum, big.Total)
	}
}

func TestLimit(t *testing.T) {
	for _, c := range []struct{ cells, num, den int }{{9, 2, 9}, {19, 2, 19}, {20, 1, 10}, {10000, 1, 10}} {
		if num, den := Limit(c.cells); num != c.num || den != c.den {
			t.Errorf("Limit(%d) = %d/%d, want %d/%d", c.cells, num, den, c.num, c.den)
		}
	}
}

// TestDeterministic: the report depends on the plan alone.
func TestDeterministic(t *testing.T) {
	for _, name := range samples {
		a, b := Maze(sample(t, name)), Maze(sample(t, name))
		if a.Text(name) != b.Text(name) || !slices.Equal(a.Walk.Visits, b.Walk.Visits) {
			t.Errorf("%s: two analyses differ", name)
		}
	}
}

func TestText(t *testing.T) {
	m := sample(t, "sample-5x5")
	text := Maze(m).Text(m.Title)
	for _, want := range []string{
		`Analysis of "Sample 5x5"`,
		"5x5, 25 cells, diameter 8",
		"Weaponries  every cell reaches a weaponry within 4 moves",
		"Hospitals   every cell reaches a hospital within 6 moves (worst (5,5))",
		"true (3,4): 4 moves to walk out, by (5,5) right; at least 3 wanted (a third of the diameter): ok",
		"fake (2,3): 3 moves to walk out, by (1,2) left",
		"random walks of 50 steps from every cell, expected visits computed; most visited (5,3) 10.03%, (5,4) 7.98%",
		"2 pits in 1 loop (longest 2), 4 river cells in 1 system (1 source, longest river 4)",
		"Random-walk visits per cell",
		"   1 2 3 4 5\n1 ",
	} {
		if !strings.Contains(text, want) {
			t.Errorf("text lacks %q:\n%s", want, text)
		}
	}
	// An invalid plan still renders: nothing to reach, nothing to walk.
	empty := maze.MustNew(3, 3)
	text = Maze(empty).Text("")
	for _, want := range []string{"Weaponries  the labyrinth has none", "Treasures   none"} {
		if !strings.Contains(text, want) {
			t.Errorf("text lacks %q:\n%s", want, text)
		}
	}
}

// randomMaze is an open grid with random walls, rivers and pits: enough to
// time the analysis on large plans.
func randomMaze(r *rand.Rand, w, h int) *maze.Maze {
	m := maze.MustNew(w, h)
	for i := range m.Len() {
		p := m.PosOf(i)
		for _, d := range []maze.Dir{maze.Right, maze.Down} {
			if m.Inside(p.Step(d)) && r.IntN(3) == 0 {
				m.SetSide(p, d, maze.Wall)
			}
		}
		switch r.IntN(40) {
		case 0:
			m.SetCell(p, maze.Cell{Kind: maze.Weaponry})
		case 1:
			m.SetCell(p, maze.Cell{Kind: maze.Hospital})
		}
	}
	for k := range m.Len() / 50 {
		for o := 1; o <= 2; o++ {
			m.SetCell(m.PosOf(r.IntN(m.Len())), maze.Cell{Kind: maze.Pit, Loop: k + 1, Order: o})
		}
	}
	m.SetSide(maze.At(0, 0), maze.Left, maze.Open)
	m.Treasures = []maze.Treasure{{At: maze.At(w/2, h/2), True: true}}
	return m
}

func BenchmarkAnalyze(b *testing.B) {
	for _, size := range []int{10, 30, 100} {
		m := randomMaze(rand.New(rand.NewPCG(1, 2)), size, size)
		b.Run(fmt.Sprintf("%dx%d", size, size), func(b *testing.B) {
			b.ReportAllocs()
			for b.Loop() {
				Maze(m)
			}
		})
	}
}
