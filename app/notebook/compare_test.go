package notebook

import (
	"math/rand/v2"
	"testing"

	"github.com/labyrinth-game/labyrinth/engine/game"
	"github.com/labyrinth-game/labyrinth/engine/maze"
	"github.com/labyrinth-game/labyrinth/engine/rules"
)

// comparePlan is a 4x3 labyrinth: a river of two cells flowing right into a
// delta, a weaponry, a hospital, a pit loop, walls, an open exit on the left
// of (1,1) and a closed exit below (4,3); the true treasure at (4,1).
func comparePlan(t *testing.T) *maze.Maze {
	m := plan(t, []string{
		"W L L L",
		"R> R> D H",
		"L P1.1 L P1.2",
	}, "1,1 right", "3,3 right", "1,1 left exit", "$4,1")
	m.SetSide(maze.At(3, 2), maze.Down, maze.Wall) // a closed exit
	return m
}

func TestCompareMarks(t *testing.T) {
	m := comparePlan(t)
	tests := []struct {
		name   string
		cells  map[Cell]CellMark
		edges  map[Edge]EdgeMark
		off    Offset
		agreed int
		wrong  int
	}{
		{"§4.3 a weaponry where there is one", map[Cell]CellMark{At(0, 0): pen(Weaponry)}, nil, Offset{}, 1, 0},
		{"§4.1 land where there is a weaponry", map[Cell]CellMark{At(0, 0): pen(Land)}, nil, Offset{}, 0, 1},
		{"§4.5 a river without its flow", map[Cell]CellMark{At(0, 1): pen(River)}, nil, Offset{}, 1, 0},
		{"§4.5 a river flowing the right way", map[Cell]CellMark{At(0, 1): {Kind: River, Flow: maze.Right, Pen: true}}, nil, Offset{}, 1, 0},
		{"§4.5 a river flowing the wrong way", map[Cell]CellMark{At(0, 1): {Kind: River, Flow: maze.Up, Pen: true}}, nil, Offset{}, 0, 1},
		{"§4.4 a pit's number is the player's own", map[Cell]CellMark{At(1, 2): {Kind: Pit, Pit: "7", Pen: true}}, nil, Offset{}, 1, 0},
		{"§5.1 a treasure where it lay", map[Cell]CellMark{At(3, 0): pen(Treasure)}, nil, Offset{}, 1, 0},
		{"§5.1 a treasure where none lay", map[Cell]CellMark{At(2, 0): pen(Treasure)}, nil, Offset{}, 0, 1},
		{"a question mark is not judged", map[Cell]CellMark{At(2, 0): pen(Question)}, nil, Offset{}, 0, 0},
		{"a cell off the labyrinth is wrong", map[Cell]CellMark{At(4, 0): pen(Land)}, nil, Offset{}, 0, 1},
		{"the offset moves the sheet onto the plan", map[Cell]CellMark{At(10, 10): pen(Hospital)}, nil, Offset{DX: -7, DY: -9}, 1, 0},
		{"§1.4 a wall where there is one", nil, map[Edge]EdgeMark{EdgeOf(At(0, 0), maze.Right): penEdge(Wall)}, Offset{}, 1, 0},
		{"§1.4 a suspected wall where there is one", nil, map[Edge]EdgeMark{EdgeOf(At(0, 0), maze.Right): pencilEdge(SuspectedWall)}, Offset{}, 1, 0},
		{"§1.4 a passage through a wall", nil, map[Edge]EdgeMark{EdgeOf(At(0, 0), maze.Right): penEdge(Passage)}, Offset{}, 0, 1},
		{"§1.4 a passage where it is open", nil, map[Edge]EdgeMark{EdgeOf(At(1, 0), maze.Right): penEdge(Passage)}, Offset{}, 1, 0},
		{"§1.4 the outline hit reads as a wall", nil, map[Edge]EdgeMark{EdgeOf(At(0, 0), maze.Up): penEdge(Wall)}, Offset{}, 1, 0},
		{"§1.4 the monolith", nil, map[Edge]EdgeMark{EdgeOf(At(0, 0), maze.Up): penEdge(Monolith)}, Offset{}, 1, 0},
		{"§1.4 an open exit", nil, map[Edge]EdgeMark{EdgeOf(At(0, 0), maze.Left): penEdge(Exit)}, Offset{}, 1, 0},
		{"§1.4 a passage out through an open exit", nil, map[Edge]EdgeMark{EdgeOf(At(0, 0), maze.Left): penEdge(Passage)}, Offset{}, 1, 0},
		{"§1.4 a closed exit is an exit and a wall", nil, map[Edge]EdgeMark{EdgeOf(At(3, 2), maze.Down): penEdge(Exit), EdgeOf(At(3, 1), maze.Right): penEdge(Wall)}, Offset{}, 2, 0},
		{"§1.4 the monolith where there is a closed exit", nil, map[Edge]EdgeMark{EdgeOf(At(3, 2), maze.Down): penEdge(Monolith)}, Offset{}, 0, 1},
		{"§1.4 an exit inside the labyrinth", nil, map[Edge]EdgeMark{EdgeOf(At(1, 1), maze.Right): penEdge(Exit)}, Offset{}, 0, 1},
		{"an edge far off the labyrinth", nil, map[Edge]EdgeMark{EdgeOf(At(8, 8), maze.Right): penEdge(Wall)}, Offset{}, 0, 1},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			n := mustNew(t)
			id := first(n)
			for c, mk := range tc.cells {
				if err := n.SetMark(id, c, mk); err != nil {
					t.Fatal(err)
				}
			}
			for e, mk := range tc.edges {
				if err := n.SetEdge(id, e, mk); err != nil {
					t.Fatal(err)
				}
			}
			c := Compare(n.Sheet(id), tc.off, m)
			if c.Agreed != tc.agreed || c.Wrong != tc.wrong || c.Marked != tc.agreed+tc.wrong {
				t.Fatalf("agreed %d wrong %d marked %d, want %d and %d; %+v %+v", c.Agreed, c.Wrong, c.Marked, tc.agreed, tc.wrong, c.Cells, c.Edges)
			}
			if c.Marked > 0 && c.Score != float64(tc.agreed)/float64(tc.agreed+tc.wrong) {
				t.Errorf("score %v", c.Score)
			}
		})
	}
}

func TestCompareVerdictsAndUnknown(t *testing.T) {
	m := comparePlan(t)
	n := mustNew(t)
	id := first(n)
	must := func(err error) {
		t.Helper()
		if err != nil {
			t.Fatal(err)
		}
	}
	must(n.SetMark(id, At(3, 0), pen(Land)))
	must(n.SetMark(id, At(3, 0), pen(Treasure)))
	must(n.SetMark(id, At(0, 0), pen(Hospital)))
	must(n.SetEdge(id, EdgeOf(At(0, 0), maze.Right), penEdge(Wall)))
	c := Compare(n.Sheet(id), Offset{}, m)
	if len(c.Cells) != 2 || len(c.Edges) != 1 {
		t.Fatalf("%+v", c)
	}
	for _, ck := range c.Cells {
		switch ck.Cell {
		case At(3, 0):
			if ck.Type != Agrees || ck.Treasure != Agrees || ck.Verdict != Agrees || !ck.OnPlan || ck.Truth.Kind != maze.Land {
				t.Errorf("(4,1): %+v", ck)
			}
		case At(0, 0):
			if ck.Type != Wrong || ck.Treasure != Unknown || ck.Verdict != Wrong || ck.Truth.Kind != maze.Weaponry {
				t.Errorf("(1,1): %+v", ck)
			}
		}
	}
	if e := c.Edges[0]; e.Verdict != Agrees || e.Side != (maze.Side{At: maze.At(0, 0), Dir: maze.Right}) || e.Truth != maze.Wall || e.Outer {
		t.Errorf("edge %+v", e)
	}
	// 12 cells, 17 inner sides and 14 sides of the outline; two cells typed
	// and one side marked.
	if want := 12 + 17 + 14 - 2 - 1; c.Unknown != want {
		t.Errorf("unknown %d, want %d", c.Unknown, want)
	}
}

func TestCompareWithTheFinalPlan(t *testing.T) {
	m := comparePlan(t)
	final := m.Clone()
	final.SetSide(maze.At(0, 0), maze.Right, maze.Open) // blown up during the game
	n := mustNew(t)
	id := first(n)
	if err := n.SetEdge(id, EdgeOf(At(0, 0), maze.Right), penEdge(Passage)); err != nil {
		t.Fatal(err)
	}
	if c := Compare(n.Sheet(id), Offset{}, m); c.Agreed != 0 {
		t.Fatalf("against the plan alone the passage is wrong: %+v", c)
	}
	if c := Compare(n.Sheet(id), Offset{}, m, final); c.Agreed != 1 || c.Wrong != 0 {
		t.Fatalf("the wall was blown up: %+v", c)
	}
}

func TestBestFitFindsWhereTheDrawingLies(t *testing.T) {
	m := comparePlan(t)
	n := mustNew(t)
	id := first(n)
	// The player drew the bottom row far from the origin.
	o := Offset{DX: -20, DY: -31}
	for x, k := range []Kind{Land, Pit, Land, Pit} {
		if err := n.SetMark(id, At(x-o.DX, 2-o.DY), pen(k)); err != nil {
			t.Fatal(err)
		}
	}
	if err := n.SetEdge(id, EdgeOf(At(2-o.DX, 2-o.DY), maze.Right), penEdge(Wall)); err != nil {
		t.Fatal(err)
	}
	c := BestFit(n.Sheet(id), m)
	if c.Offset != o || c.Agreed != 5 || c.Wrong != 0 || c.Score != 1 {
		t.Fatalf("best fit %+v, want offset %+v", c, o)
	}
	if len(c.Cells) != 4 || len(c.Edges) != 1 {
		t.Fatalf("the best fit has its verdicts: %+v", c)
	}
}

func TestBestFitOfAnEmptySheet(t *testing.T) {
	n := mustNew(t)
	c := BestFit(n.Sheet(first(n)), comparePlan(t))
	if c.Marked != 0 || c.Score != 0 || c.Offset != (Offset{}) {
		t.Fatalf("%+v", c)
	}
	if c := BestFit(nil, nil); c.Marked != 0 {
		t.Fatalf("%+v", c)
	}
}

// TestTracedGameAgreesWithThePlan traces real games from the log alone and
// lays the sheet on the plan: everything the trace drew in pen agrees, and
// the best fit is where the player really started.
func TestTracedGameAgreesWithThePlan(t *testing.T) {
	m := comparePlan(t)
	r := rules.Reference()
	r.Encephalitis = false
	for seed := range uint64(30) {
		rng := rand.New(rand.NewPCG(seed, 5))
		start := maze.At(rng.IntN(4), rng.IntN(3))
		if m.IsSource(start) {
			continue
		}
		tb := newTable(t, m, r, "Ann@"+start.String())
		for range 12 {
			if tb.g.Phase() != game.Playing {
				break
			}
			dir := maze.Dirs[rng.IntN(4)]
			tb.say("Ann", "go "+dir.String())
		}
		n := tb.notebook("Ann")
		id := first(n)
		res, err := n.Trace(id, At(100, 100), 0)
		if err != nil {
			t.Fatal(err)
		}
		c := Compare(n.Sheet(id), Offset{DX: start.X - 100, DY: start.Y - 100}, m)
		if c.Agreed == 0 || c.Wrong != 0 {
			t.Fatalf("seed %d: the trace drew what the plan does not have: %+v (stop %+v)", seed, c, res.Stop)
		}
		if res.Stop == nil {
			best := BestFit(n.Sheet(id), m)
			if best.Wrong != 0 || best.Agreed < c.Agreed {
				t.Fatalf("seed %d: best fit %+v worse than the true one %+v", seed, best, c)
			}
		}
	}
}

func BenchmarkBestFit30x30(b *testing.B) {
	m := maze.MustNew(30, 30)
	n := mustNew(b)
	id := first(n)
	for y := range 30 {
		for x := range 30 {
			if err := n.SetMark(id, At(x, y), pen(Land)); err != nil {
				b.Fatal(err)
			}
			if err := n.SetEdge(id, EdgeOf(At(x, y), maze.Right), penEdge(Passage)); err != nil {
				b.Fatal(err)
			}
		}
	}
	b.ResetTimer()
	for b.Loop() {
		BestFit(n.Sheet(id), m)
	}
}

// The player's accuracy is his own marks' (issue 9): a trace draws what
// was announced, so a sheet the trace drew alone scores nothing, and the
// trace's marks are counted apart.
func TestCompareScoresThePlayersOwnMarksNotTheTrace(t *testing.T) {
	m := traceMaze(t)
	tb := newTable(t, m, rules.Reference(), "Ann@1,1")
	tb.script("Ann: go right", "Ann: go right", "Ann: go down", "Ann: go up", "Ann: go right")
	n := tb.notebook("Ann")
	id := first(n)
	// The trace starts on the plan's own coordinates: (1,1) is At(0,0).
	if _, err := n.Trace(id, At(0, 0), 0); err != nil {
		t.Fatal(err)
	}
	c := BestFit(n.Sheet(id), m)
	if c.Traced.Marked() == 0 || c.Traced.Wrong != 0 || c.Offset != (Offset{}) {
		t.Fatalf("the trace's marks all agree where they were drawn: %+v", c.Traced)
	}
	if c.Own.Marked() != 0 || c.Score != 0 {
		t.Fatalf("a player who drew nothing scores %v (own %+v)", c.Score, c.Own)
	}
	if c.Agreed != c.Own.Agreed+c.Traced.Agreed || c.Wrong != c.Own.Wrong+c.Traced.Wrong || c.Marked != c.Own.Marked()+c.Traced.Marked() {
		t.Fatalf("the totals are the sum of both: %+v", c)
	}
	traced := c.Traced

	// His own marks: the hospital below the start is right, a weaponry
	// where there is land is wrong, a wall where there is a passage is
	// wrong, the river with its flow is right.
	for cell, mk := range map[Cell]CellMark{At(0, 2): pen(Hospital), At(1, 2): pen(Weaponry), At(1, 1): {Kind: River, Flow: maze.Right, Pen: true}} {
		if err := n.SetMark(id, cell, mk); err != nil {
			t.Fatal(err)
		}
	}
	if err := n.SetEdge(id, EdgeOf(At(0, 1), maze.Right), penEdge(Wall)); err != nil {
		t.Fatal(err)
	}
	c = BestFit(n.Sheet(id), m)
	if c.Own != (Tally{Agreed: 2, Wrong: 2}) || c.Score != 0.5 {
		t.Fatalf("own marks %+v, score %v; want 2 right and 2 wrong", c.Own, c.Score)
	}
	if c.Traced != traced {
		t.Errorf("the trace's count changed with the player's marks: %+v, was %+v", c.Traced, traced)
	}
	for _, ck := range c.Cells {
		if ck.Cell == At(1, 2) && (ck.TypeOwner != Hand || ck.Type != Wrong) {
			t.Errorf("the weaponry drawn by hand: %+v", ck)
		}
		if ck.Cell == At(1, 0) && ck.TypeOwner != SeatOwner(0) {
			t.Errorf("the land the trace drew: %+v", ck)
		}
	}
}
