package planview

import (
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/theme"

	"github.com/labyrinth-game/labyrinth/engine/maze"
)

// TestFloorSwitch: the switch is hidden for a maze of one floor, lists
// the floors of a maze of several, changes the view's floor when chosen
// or stepped (and not past the first or last floor), and follows the view
// when its floor changes otherwise (ShowCells, another maze).
func TestFloorSwitch(t *testing.T) {
	one, err := maze.New(3, 3)
	if err != nil {
		t.Fatal(err)
	}
	two, err := maze.NewFloors(3, 3, 2)
	if err != nil {
		t.Fatal(err)
	}
	v, _ := showView(t, one, theme.DefaultTheme(), fyne.NewSize(300, 300))
	s := NewFloorSwitch(v)
	var told []int
	s.OnChanged = func(f int) { told = append(told, f) }
	if s.Object().Visible() {
		t.Fatal("a switch is shown for a maze of one floor")
	}
	s.Step(1)
	if v.Floor() != 0 || len(told) != 0 {
		t.Fatalf("stepping past the only floor: floor %d, told %v", v.Floor(), told)
	}

	v.SetMaze(two)
	if !s.Object().Visible() {
		t.Fatal("no switch for a maze of two floors")
	}
	if got := s.Select().Options; len(got) != 2 || got[0] != "Floor 1" || got[1] != "Floor 2" {
		t.Fatalf("options %q", got)
	}
	s.Step(1)
	if v.Floor() != 1 || s.Select().Selected != "Floor 2" {
		t.Fatalf("Page Up: floor %d, switch says %q", v.Floor(), s.Select().Selected)
	}
	s.Step(1)
	if v.Floor() != 1 {
		t.Fatalf("stepped above the top floor: %d", v.Floor())
	}
	s.Select().SetSelected("Floor 1")
	if v.Floor() != 0 {
		t.Fatalf("chosen Floor 1, the view shows floor %d", v.Floor()+1)
	}
	if len(told) != 2 || told[0] != 1 || told[1] != 0 {
		t.Fatalf("OnChanged told %v, want [1 0]", told)
	}
	v.ShowCells(maze.Pos{X: 1, Y: 1, Floor: 1})
	if s.Select().Selected != "Floor 2" {
		t.Fatalf("the view went to floor 2, the switch says %q", s.Select().Selected)
	}
	v.SetMaze(one)
	if s.Object().Visible() || v.Floor() != 0 || s.Select().Selected != "Floor 1" {
		t.Fatalf("back to one floor: visible %v, floor %d, %q", s.Object().Visible(), v.Floor(), s.Select().Selected)
	}
}

// TestAJumpBetweenFloorsLeavesAStub: a pit loop across floors does not
// just end the path: on the floor it leaves, a stub goes out of the pit
// towards the corner; on the floor it arrives on, one comes into the pit;
// on a third floor nothing.
func TestAJumpBetweenFloorsLeavesAStub(t *testing.T) {
	const cell = 24
	at := func(p maze.Pos) fyne.Position {
		return fyne.NewPos((float32(p.X)+0.5)*cell, (float32(p.Y)+0.5)*cell)
	}
	jump := Segment{Style: SegmentJump, Cells: []maze.Pos{{X: 3, Y: 0, Floor: 0}, {X: 1, Y: 0, Floor: 1}}}
	near := func(p, q fyne.Position) bool { return span(p, q) < 1 }
	for floor, want := range map[int]maze.Pos{0: jump.Cells[0], 1: jump.Cells[1]} {
		strokes := pathGeometry{at: at, cell: cell, floor: floor}.strokes(nil, jump)
		if len(strokes) == 0 {
			t.Fatalf("floor %d: no stroke for the jump between floors", floor+1)
		}
		touches := false
		for _, s := range strokes {
			touches = touches || near(s.a, at(want)) || near(s.b, at(want))
			if span(s.a, at(want)) > cell || span(s.b, at(want)) > cell {
				t.Errorf("floor %d: a stroke %v–%v strays from the pit at %v", floor+1, s.a, s.b, at(want))
			}
		}
		if !touches {
			t.Errorf("floor %d: the stub does not touch the pit", floor+1)
		}
	}
	if strokes := (pathGeometry{at: at, cell: cell, floor: 2}).strokes(nil, jump); len(strokes) != 0 {
		t.Errorf("floor 3: %d strokes of a jump between floors 1 and 2", len(strokes))
	}
}
