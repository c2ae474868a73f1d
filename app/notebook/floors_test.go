package notebook

import (
	"bytes"
	"errors"
	"path/filepath"
	"strings"
	"testing"

	"github.com/labyrinth-game/labyrinth/engine/maze"
)

// TestSheetFloors: a sheet draws a floor of the labyrinth (seed 002's
// floors, seed 004's elevators, 001's G3): SetSheetFloor is one undoable
// step, FloorSheet finds a floor's sheet, a bad floor is refused and
// changes nothing.
func TestSheetFloors(t *testing.T) {
	n, err := New(Options{Seat: 0, Players: []string{"Ann"}})
	if err != nil {
		t.Fatal(err)
	}
	first := n.Sheets()[0]
	if n.Sheet(first).Floor() != 0 {
		t.Fatalf("a new sheet draws floor %d", n.Sheet(first).Floor()+1)
	}
	up, err := n.AddSheet("Floor 2")
	if err != nil {
		t.Fatal(err)
	}
	if err := n.SetSheetFloor(up, 1); err != nil {
		t.Fatal(err)
	}
	if got, ok := n.FloorSheet(1); !ok || got != up {
		t.Fatalf("FloorSheet(1) = %v, %v; want %v", got, ok, up)
	}
	if got, ok := n.FloorSheet(0); !ok || got != first {
		t.Fatalf("FloorSheet(0) = %v, %v", got, ok)
	}
	if _, ok := n.FloorSheet(2); ok {
		t.Fatal("a sheet for floor 3, which none draws")
	}
	if n.UndoLabel() != "Set the sheet's floor" {
		t.Fatalf("undo label %q", n.UndoLabel())
	}
	n.Undo()
	if n.Sheet(up).Floor() != 0 {
		t.Fatal("undo left the floor")
	}
	n.Redo()
	if n.Sheet(up).Floor() != 1 {
		t.Fatal("redo lost the floor")
	}
	for _, bad := range []int{-1, maze.MaxFloors} {
		var r *Refusal
		if err := n.SetSheetFloor(up, bad); !errors.As(err, &r) || r.Code != CodeBadArgument {
			t.Errorf("floor %d: %v, want a bad_argument refusal", bad+1, err)
		}
	}
	if n.Sheet(up).Floor() != 1 {
		t.Fatal("a refused floor changed the sheet")
	}
	// Renaming keeps the floor.
	if err := n.RenameSheet(up, "Upstairs"); err != nil || n.Sheet(up).Floor() != 1 {
		t.Fatalf("renamed: %v, floor %d", err, n.Sheet(up).Floor()+1)
	}
}

// TestSheetFloorsAreSaved: a notebook with a sheet on an upper floor is
// written as version 2 with the sheet's floor, read back the same, and
// its journal replays a floor set after the snapshot; a notebook of one
// floor is written as version 1, as before, and a version 1 notebook reads
// with every sheet on the first floor.
func TestSheetFloorsAreSaved(t *testing.T) {
	n, err := New(Options{Seat: 0, Players: []string{"Ann"}})
	if err != nil {
		t.Fatal(err)
	}
	one, err := n.Encode()
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Contains(one, []byte(`"version": 1,`)) || bytes.Contains(one, []byte(`"floor"`)) {
		t.Fatalf("a notebook of one floor is not written as before:\n%s", one)
	}
	old, err := Decode(one)
	if err != nil || old.Sheet(old.Sheets()[0]).Floor() != 0 {
		t.Fatalf("version 1: %v", err)
	}

	up, _ := n.AddSheet("Floor 3")
	if err := n.SetSheetFloor(up, 2); err != nil {
		t.Fatal(err)
	}
	two, err := n.Encode()
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Contains(two, []byte(`"version": 2,`)) || !bytes.Contains(two, []byte(`"floor":3`)) {
		t.Fatalf("the floor is not saved:\n%s", two)
	}
	back, err := Decode(two)
	if err != nil {
		t.Fatal(err)
	}
	if back.Sheet(up).Floor() != 2 {
		t.Fatalf("read back on floor %d", back.Sheet(up).Floor()+1)
	}
	bad := bytes.Replace(two, []byte(`"floor":3`), []byte(`"floor":11`), 1)
	if _, err := Decode(bad); err == nil || !strings.Contains(err.Error(), "floor 11: a labyrinth has floors 1 to 10") {
		t.Fatalf("floor 11: %v", err)
	}

	path := filepath.Join(t.TempDir(), "ann.notebook")
	f, err := Create(path, Options{Seat: 0, Players: []string{"Ann"}})
	if err != nil {
		t.Fatal(err)
	}
	id, _ := f.AddSheet("Floor 2")
	if err := f.SetSheetFloor(id, 1); err != nil {
		t.Fatal(err)
	}
	if err := f.Autosave(); err != nil {
		t.Fatal(err)
	}
	// Reopened without closing: the floor comes back from the journal.
	g, err := Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer g.Close()
	if g.Recovered() == 0 || g.Sheet(id) == nil || g.Sheet(id).Floor() != 1 {
		t.Fatalf("recovered %d lines; the sheet's floor was not replayed", g.Recovered())
	}
}

// TestCompareOnTheSheetsFloor: at the reveal, a sheet is compared with
// the floor it draws: a hospital drawn where floor 2 has one agrees on the
// sheet of floor 2 and is wrong on a sheet of floor 1.
func TestCompareOnTheSheetsFloor(t *testing.T) {
	m, err := maze.NewFloors(2, 2, 2)
	if err != nil {
		t.Fatal(err)
	}
	m.SetCell(maze.Pos{X: 1, Y: 0, Floor: 1}, maze.Cell{Kind: maze.Hospital})
	n, err := New(Options{Seat: 0, Players: []string{"Ann"}})
	if err != nil {
		t.Fatal(err)
	}
	low := n.Sheets()[0]
	up, _ := n.AddSheet("Floor 2")
	if err := n.SetSheetFloor(up, 1); err != nil {
		t.Fatal(err)
	}
	for _, id := range []SheetID{low, up} {
		if err := n.SetMark(id, Cell{X: 1, Y: 0}, CellMark{Kind: Hospital, Pen: true}); err != nil {
			t.Fatal(err)
		}
	}
	verdict := func(id SheetID) Agreement {
		c := Compare(n.Sheet(id), Offset{}, m)
		for _, ck := range c.Cells {
			if ck.Cell == (Cell{X: 1, Y: 0}) {
				return ck.Type
			}
		}
		return Unknown
	}
	if v := verdict(up); v != Agrees {
		t.Errorf("the sheet of floor 2: %v, want agrees", v)
	}
	if v := verdict(low); v != Wrong {
		t.Errorf("the sheet of floor 1: %v, want wrong", v)
	}
	if fit := BestFit(n.Sheet(up), m); fit.Offset != (Offset{}) {
		t.Errorf("the best fit of the sheet of floor 2 is %v, want no shift", fit.Offset)
	}
}
