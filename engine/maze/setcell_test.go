package maze

import (
	"math/rand/v2"
	"slices"
	"testing"
)

// TestSetCellShape checks what changing a cell into or out of the shape
// does to its sides and to the rivers around it.
func TestSetCellShape(t *testing.T) {
	t.Run("§1.4 a cell cut out of the shape leaves monolith, not exits, around it", func(t *testing.T) {
		m := MustNew(3, 3)
		m.SetCell(At(1, 1), Cell{})
		for _, d := range Dirs {
			n := At(1, 1).Step(d)
			if m.IsExit(n, d.Opposite()) {
				t.Errorf("%v %v became an exit", n, d.Opposite())
			}
			if got := m.Side(n, d.Opposite()); got != Solid {
				t.Errorf("%v %v = %v, want monolith", n, d.Opposite(), got)
			}
		}
		if len(m.Exits()) != 0 {
			t.Errorf("exits %v", m.Exits())
		}
	})
	t.Run("a cell put back into the shape opens onto its neighbours", func(t *testing.T) {
		m := MustNew(3, 3)
		m.SetCell(At(1, 1), Cell{})
		m.SetCell(At(1, 1), Cell{Kind: Land})
		for _, d := range Dirs {
			if got := m.Side(At(1, 1), d); got != Open {
				t.Errorf("side %v = %v, want open", d, got)
			}
		}
	})
	t.Run("§4.5 a river flowing into a removed cell no longer flows anywhere", func(t *testing.T) {
		m := MustNew(3, 3)
		m.SetCell(At(0, 1), Cell{Kind: River, Flow: Right})
		if down, ok := m.Downstream(At(0, 1)); !ok || down != At(1, 1) {
			t.Fatalf("river flows to %v %v", down, ok)
		}
		m.SetCell(At(1, 1), Cell{})
		if down, ok := m.Downstream(At(0, 1)); ok {
			t.Errorf("river still flows to %v", down)
		}
		m.SetCell(At(1, 1), Cell{Kind: Delta})
		if down, ok := m.Downstream(At(0, 1)); !ok || down != At(1, 1) {
			t.Errorf("river flows to %v %v after the cell came back", down, ok)
		}
	})
}

// TestSetCellPitLoops: however pits are placed, renumbered, moved to
// another loop, taken back or cut out of the shape, one at a time, the
// links SetCell keeps (found by following the loop's links from one of its
// pits) are those made afresh from the whole grid (§4.4: each pit sends a
// player to the next of its loop).
func TestSetCellPitLoops(t *testing.T) {
	r := rand.New(rand.NewPCG(23, 24))
	for plan := range 200 {
		m, err := NewFloors(2+r.IntN(8), 2+r.IntN(8), 1+r.IntN(2))
		if err != nil {
			t.Fatal(err)
		}
		for step := range 60 {
			p := m.PosOf(r.IntN(m.Len()))
			switch r.IntN(6) {
			case 0:
				m.SetCell(p, Cell{Kind: Land})
			case 1:
				m.SetCell(p, Cell{})
			case 2:
				m.SetCell(p, Cell{Kind: River, Flow: Dirs[r.IntN(4)]})
			default: // a pit, often next to the last one placed
				m.SetCell(p, Cell{Kind: Pit, Loop: 1 + r.IntN(3), Order: r.IntN(5)})
			}
			want := m.Clone()
			want.relinkAll()
			if !slices.Equal(m.next, want.next) {
				t.Fatalf("plan %d, step %d: links %v, made afresh %v", plan, step, m.next, want.next)
			}
		}
	}
}
