package gen

import (
	"testing"

	"github.com/labyrinth-game/labyrinth/engine/maze"
	"github.com/labyrinth-game/labyrinth/engine/rules"
	"github.com/labyrinth-game/labyrinth/engine/validate"
)

// 002 l.18: "Suggested sizes for labyrinth are easy: 1 floor: 3x3, 4x4,
// medium: 2 floors 3x3, hard: 1 floor: 5x5, 2 floors: 3x4, 3 floors: 3x3":
// the generator makes a valid Key game of every size of every preset.
func TestKeyPresets(t *testing.T) {
	for _, name := range []string{"Key easy", "Key medium", "Key hard"} {
		r, ok := rules.Preset(name)
		if !ok {
			t.Fatalf("no preset %s", name)
		}
		sizes := rules.PresetSizes(name)
		if len(sizes) == 0 {
			t.Fatalf("%s suggests no size", name)
		}
		for _, sz := range sizes {
			for seed := range uint64(6) {
				p := Defaults(sz.Width, sz.Height, 3, Standard, &r)
				p.Floors, p.Seed = sz.Floors, seed
				res, err := Generate(p)
				if err != nil {
					t.Fatalf("002 l.18 %s %dx%d on %d floors, seed %d: %v", name, sz.Width, sz.Height, sz.Floors, seed, err)
				}
				m := res.Maze
				if rep := validate.Check(m, validate.Options{}); !rep.OK() {
					t.Errorf("%s seed %d: invalid under its own rules: %v", name, seed, rep.Errors())
				}
				if m.Floors() != sz.Floors || m.Width() != sz.Width || m.Height() != sz.Height {
					t.Errorf("%s: %dx%d on %d floors, want %v", name, m.Width(), m.Height(), m.Floors(), sz)
				}
				checkKeyGame(t, m)
			}
		}
	}
}

// checkKeyGame checks what seed 002 asks of a plan: one exit, locked (l.5),
// a Key (l.14), no treasure (l.56), and on several floors an elevator on
// each at one place (004 l.56).
func checkKeyGame(t *testing.T, m *maze.Maze) {
	t.Helper()
	exits := m.Exits()
	if len(exits) != 1 || !m.Locked(exits[0].At, exits[0].Dir) {
		t.Errorf("002 l.5: exits %v, want one locked", exits)
	}
	if len(m.Keys) != 1 || len(m.Treasures) != 0 {
		t.Errorf("002 l.14, l.56: Keys %v, treasures %v", m.Keys, m.Treasures)
	}
	if m.Floors() == 1 {
		return
	}
	elevators := map[maze.Pos]int{}
	for i := range m.Len() {
		if p := m.PosOf(i); m.Kind(p) == maze.Elevator {
			elevators[maze.At(p.X, p.Y)]++
		}
	}
	if len(elevators) != 1 {
		t.Errorf("004 l.56: elevators at %v, want one place", elevators)
	}
	for at, n := range elevators {
		if n != m.Floors() {
			t.Errorf("004 l.56: %d elevators at %v on %d floors", n, at, m.Floors())
		}
	}
}

// The same parameters and seed give the same labyrinth.
func TestKeyDeterministic(t *testing.T) {
	r := rules.KeyHard()
	p := Defaults(3, 3, 3, Standard, &r)
	p.Floors, p.Seed = 3, 7
	a, err := Generate(p)
	if err != nil {
		t.Fatal(err)
	}
	b, _ := Generate(p)
	ea, _ := maze.Encode(a.Maze)
	eb, _ := maze.Encode(b.Maze)
	if string(ea) != string(eb) {
		t.Error("two labyrinths from one seed")
	}
}

// Floors need elevators to join them.
func TestFloorsNeedElevators(t *testing.T) {
	r := rules.Reference()
	p := Defaults(4, 4, 2, Standard, &r)
	p.Floors = 2
	if _, err := Generate(p); err == nil {
		t.Error("two floors without the option elevators")
	}
}

// 002 l.18: asking for a Key preset's labyrinth of one of its sizes gives
// its floors, whoever asks (solo practice, a host, the editor).
func TestDefaultsTakeThePresetsFloors(t *testing.T) {
	for _, c := range []struct {
		preset       string
		w, h, floors int
	}{
		{"Key medium", 3, 3, 2}, {"Key hard", 3, 4, 2}, {"Key hard", 3, 3, 3}, {"Key hard", 5, 5, 1},
		{"Key easy", 4, 4, 1}, {"Key medium", 6, 6, 0}, {"Reference", 3, 3, 0},
	} {
		r, _ := rules.Preset(c.preset)
		if p := Defaults(c.w, c.h, 2, Standard, &r); p.Floors != c.floors {
			t.Errorf("%s %dx%d: %d floors, want %d", c.preset, c.w, c.h, p.Floors, c.floors)
		}
	}
}
