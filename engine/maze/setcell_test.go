package maze

import "testing"

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
