package maze

import (
	"flag"
	"math/rand/v2"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/labyrinth-game/labyrinth/engine/rules"
)

var update = flag.Bool("update", false, "rewrite the golden files in testdata/")

// checkGolden compares got with testdata/name, or rewrites it with -update.
func checkGolden(t *testing.T, name, got string) {
	t.Helper()
	path := filepath.Join("testdata", name)
	if *update {
		if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(path, []byte(got), 0o644); err != nil {
			t.Fatal(err)
		}
		return
	}
	want, err := os.ReadFile(path)
	if err != nil {
		t.Fatalf("%v (run go test -update to create it)", err)
	}
	if got != string(want) {
		t.Errorf("%s differs (run go test -update to accept):\n--- got\n%s\n--- want\n%s", path, got, want)
	}
}

func TestPlanGoldenSamples(t *testing.T) {
	for name, data := range sampleFiles(t) {
		t.Run(name, func(t *testing.T) {
			m, err := Decode(data)
			if err != nil {
				t.Fatal(err)
			}
			checkGolden(t, filepath.Join("plan", strings.TrimSuffix(name, ".json")+".txt"), Plan(m))
		})
	}
}

func TestPlanGoldenCases(t *testing.T) {
	cases := []struct {
		name string
		m    func() *Maze
	}{
		{"holes-and-stacks", func() *Maze {
			// A shape with a hole in the middle and a notch, exits onto the
			// hole, a stack of treasures, an empty pile and no preset.
			m := MustNew(4, 4)
			m.Title = "Holes"
			m.SetCell(At(1, 1), Cell{})
			m.SetCell(At(2, 1), Cell{})
			m.SetCell(At(3, 3), Cell{})
			m.SetCell(At(0, 0), Cell{Kind: River, Flow: Down})
			m.SetCell(At(0, 1), Cell{Kind: River, Flow: Down})
			m.SetCell(At(0, 2), Cell{Kind: Delta})
			m.SetCell(At(3, 0), Cell{Kind: Encephalitis})
			m.SetSide(At(1, 0), Down, Open)
			m.SetSide(At(3, 1), Left, Wall)
			m.SetSide(At(2, 3), Right, Open)
			m.SetSide(At(1, 2), Right, Solid)
			m.SetSide(At(0, 3), Right, Wall)
			m.Treasures = []Treasure{{At(2, 2), false}, {At(2, 2), true}, {At(2, 2), false}}
			m.Piles = []Pile{{At: At(2, 2), Items: Items{Landmines: 1, Corpses: 2}}, {At: At(1, 3)}}
			r := rules.Reference()
			r.Preset = ""
			r.HealingMoves = 5
			m.Rules = &r
			return m
		}},
		{"wide-numbers", func() *Maze {
			// Two-digit rows and columns, long pit tokens and many exits
			// wrap the lists.
			m := MustNew(12, 11)
			for y := range 11 {
				m.SetSide(At(0, y), Left, Open)
				m.SetSide(At(11, y), Right, Wall)
			}
			m.SetCell(At(0, 0), Cell{Kind: Pit, Loop: 12, Order: 1})
			m.SetCell(At(11, 10), Cell{Kind: Pit, Loop: 12, Order: 2})
			m.SetCell(At(5, 5), Cell{Kind: Pit, Loop: 3, Order: 1})
			m.SetCell(At(6, 6), Cell{Kind: Pit, Loop: 3, Order: 2})
			m.SetCell(At(4, 4), Cell{Kind: River, Flow: Left})
			m.SetCell(At(3, 4), Cell{Kind: River, Flow: Up})
			m.SetCell(At(3, 3), Cell{Kind: Delta})
			m.Players = 6
			return m
		}},
		{"floors", func() *Maze {
			m, _ := NewFloors(3, 2, 3)
			m.SetCell(Pos{0, 0, 0}, Cell{Kind: Pit, Loop: 1, Order: 1})
			m.SetCell(Pos{1, 1, 1}, Cell{Kind: Pit, Loop: 1, Order: 2})
			m.SetCell(Pos{2, 0, 2}, Cell{Kind: Pit, Loop: 1, Order: 3})
			m.SetCell(Pos{1, 0, 1}, Cell{Kind: Weaponry})
			m.SetCell(Pos{0, 1, 2}, Cell{Kind: Hospital})
			m.SetSide(Pos{0, 0, 0}, Up, Open)
			m.SetSide(Pos{2, 1, 2}, Down, Wall)
			m.SetSide(Pos{1, 0, 1}, Right, Wall)
			m.Treasures = []Treasure{{Pos{2, 1, 1}, true}}
			return m
		}},
		{"bare", func() *Maze { return MustNew(2, 2) }},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			checkGolden(t, filepath.Join("plan", c.name+".txt"), Plan(c.m()))
		})
	}
}

// TestPlanMarks checks the symbols the legend promises, cell by cell.
func TestPlanMarks(t *testing.T) {
	m := MustNew(3, 2)
	m.SetCell(At(2, 1), Cell{})
	m.SetSide(At(0, 0), Right, Wall)
	m.SetSide(At(1, 0), Right, Solid)
	m.SetSide(At(0, 0), Down, Wall)
	m.SetSide(At(1, 0), Down, Solid)
	m.SetSide(At(0, 0), Left, Open)
	m.SetSide(At(2, 0), Right, Wall)
	m.SetSide(At(1, 1), Down, Open)
	m.Treasures = []Treasure{{At(0, 0), true}, {At(1, 0), false}}
	m.Piles = []Pile{{At: At(0, 1), Items: Items{Bullets: 1}}}
	got := Plan(m)
	want := `3x2, 5 cells

   1    2    3
  +====+====+====+
1   L$ | Lf # L  | 1
  +----+====+====+
2 # L*   L  #      2
  +====+    +
   1    2    3
`
	if !strings.HasPrefix(got, want) {
		t.Errorf("Plan:\n%s\nwant it to start with:\n%s", got, want)
	}
}

func TestPlanRandomDoesNotPanic(t *testing.T) {
	r := rand.New(rand.NewPCG(5, 6))
	for range 100 {
		g := mazeGen{r: r, outside: r.Float64(), walls: r.Float64(), special: r.Float64(), treasures: 6, piles: 6}
		m := g.maze(2+r.IntN(20), 2+r.IntN(20), 1+r.IntN(3))
		lines := strings.Split(Plan(m), "\n")
		if len(lines) < 2*m.Height()+4 {
			t.Fatalf("plan too short:\n%s", strings.Join(lines, "\n"))
		}
	}
}

// A title is printed as text, never as terminal commands or extra lines.
func TestPlanEscapesTheTitle(t *testing.T) {
	m, err := New(2, 2)
	if err != nil {
		t.Fatal(err)
	}
	m.Title = "Maze\n\tA:\x1b[2J \u202eevil"
	first, _, _ := strings.Cut(Plan(m), "\n")
	if want := `Maze\n\tA:\x1b[2J \u202eevil`; first != want {
		t.Errorf("the title's line is %q, want %q", first, want)
	}
}

func TestPlanCountsPlayers(t *testing.T) {
	m, err := New(2, 2)
	if err != nil {
		t.Fatal(err)
	}
	for n, want := range map[int]string{1: ", for 1 player\n", 3: ", for 3 players\n"} {
		m.Players = n
		if !strings.Contains(Plan(m), want) {
			t.Errorf("%d players: %q", n, Plan(m))
		}
	}
}
