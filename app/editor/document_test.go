package editor

import (
	"errors"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/labyrinth-game/labyrinth/engine/maze"
)

func TestStrokeIsOneStep(t *testing.T) {
	d := docOf(maze.MustNew(4, 4))
	before := snap(t, d.Maze())
	d.BeginStroke("Brush")
	for x := range 4 {
		if err := d.Paint(maze.Hospital, at(x, 1)); err != nil {
			t.Fatal(err)
		}
	}
	if !d.Dirty() || !d.CanUndo() || d.UndoLabel() != "Brush" {
		t.Errorf("during the stroke: dirty %v, can undo %v, label %q", d.Dirty(), d.CanUndo(), d.UndoLabel())
	}
	d.EndStroke()
	if n, _ := d.HistoryLen(); n != 1 {
		t.Fatalf("%d steps after a four-cell brush stroke, want 1", n)
	}
	after := snap(t, d.Maze())
	d.Undo()
	before.sameAs(t, d.Maze(), "undo of the stroke")
	if d.RedoLabel() != "Brush" {
		t.Errorf("redo label %q", d.RedoLabel())
	}
	d.Redo()
	after.sameAs(t, d.Maze(), "redo of the stroke")
}

func TestStrokeLabelFromFirstCommand(t *testing.T) {
	d := docOf(maze.MustNew(3, 3))
	d.BeginStroke("")
	d.ToggleWall(side(0, 0, maze.Right))
	d.ToggleWall(side(0, 1, maze.Right))
	d.EndStroke()
	if got := d.UndoLabel(); got != "Draw wall" {
		t.Errorf("label %q", got)
	}
}

func TestNestedStrokes(t *testing.T) {
	d := docOf(maze.MustNew(3, 3))
	d.BeginStroke("outer")
	d.Paint(maze.Hospital, at(0, 0))
	d.BeginStroke("inner")
	d.Paint(maze.Hospital, at(1, 0))
	d.EndStroke()
	if !d.InStroke() {
		t.Fatal("the inner EndStroke closed the outer stroke")
	}
	d.Paint(maze.Hospital, at(2, 0))
	d.EndStroke()
	if n, _ := d.HistoryLen(); n != 1 {
		t.Errorf("%d steps, want 1", n)
	}
}

func TestCancelStroke(t *testing.T) {
	d := docOf(maze.MustNew(3, 3))
	d.Paint(maze.Weaponry, at(2, 2))
	before := snap(t, d.Maze())
	d.BeginStroke("drag")
	d.Paint(maze.Hospital, at(0, 0), at(1, 0))
	d.ToggleWall(side(0, 1, maze.Down))
	d.CancelStroke()
	before.sameAs(t, d.Maze(), "after cancelling")
	if n, redo := d.HistoryLen(); n != 1 || redo != 0 {
		t.Errorf("history %d/%d", n, redo)
	}
}

func TestUndoClosesAnOpenStroke(t *testing.T) {
	d := docOf(maze.MustNew(3, 3))
	before := snap(t, d.Maze())
	d.BeginStroke("drag")
	d.Paint(maze.Hospital, at(0, 0), at(1, 0))
	if !d.Undo() {
		t.Fatal("nothing undone")
	}
	before.sameAs(t, d.Maze(), "undo in the middle of a stroke")
	if d.InStroke() {
		t.Error("the stroke is still open")
	}
}

func TestRefusedCommandInAStroke(t *testing.T) {
	d := docOf(plan(t, "R> D L", "L L L"))
	d.BeginStroke("walls")
	d.ToggleWall(side(1, 0, maze.Right))
	err := d.ToggleWall(side(0, 0, maze.Right)) // across the flow
	wantRefusal(t, err, CodeWallBlocksFlow)
	d.ToggleWall(side(0, 0, maze.Down))
	d.EndStroke()
	if d.Maze().Side(at(0, 0), maze.Right) != maze.Open {
		t.Error("the refused wall is there")
	}
	d.Undo()
	for _, s := range []maze.Side{side(1, 0, maze.Right), side(0, 0, maze.Down)} {
		if d.Maze().Side(s.At, s.Dir) != maze.Open {
			t.Errorf("%v not undone", s)
		}
	}
}

func TestRedoIsDroppedByANewChange(t *testing.T) {
	d := docOf(maze.MustNew(3, 3))
	d.Paint(maze.Hospital, at(0, 0))
	d.Paint(maze.Hospital, at(1, 0))
	d.Undo()
	d.Paint(maze.Weaponry, at(2, 2))
	if d.CanRedo() {
		t.Error("redo still possible after a new change")
	}
	if n, _ := d.HistoryLen(); n != 2 {
		t.Errorf("%d steps", n)
	}
}

func TestDirtyAndTitle(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "castle.json")
	d, err := New(NewOptions{Width: 4, Height: 4}, Config{})
	if err != nil {
		t.Fatal(err)
	}
	steps := []struct {
		name  string
		do    func() error
		dirty bool
		title string
	}{
		{"a new maze is clean", func() error { return nil }, false, "Untitled — Labyrinth"},
		{"an edit makes it dirty", func() error { return d.Paint(maze.Hospital, at(0, 0)) }, true, "*Untitled — Labyrinth"},
		{"saving makes it clean", func() error { return d.SaveAs(path) }, false, "castle.json — Labyrinth"},
		{"undo past the save makes it dirty", func() error { d.Undo(); return nil }, true, "*castle.json — Labyrinth"},
		{"redo back to the save makes it clean again", func() error { d.Redo(); return nil }, false, "castle.json — Labyrinth"},
		{"another edit", func() error { return d.Paint(maze.Weaponry, at(1, 0)) }, true, "*castle.json — Labyrinth"},
		{"undo back to the saved state", func() error { d.Undo(); return nil }, false, "castle.json — Labyrinth"},
		{"undo then a new edit loses the saved state", func() error {
			d.Undo()
			return d.Paint(maze.Encephalitis, at(3, 3))
		}, true, "*castle.json — Labyrinth"},
		{"undo does not reach it any more", func() error { d.Undo(); return nil }, true, "*castle.json — Labyrinth"},
		{"save", func() error { return d.Save() }, false, "castle.json — Labyrinth"},
		{"a stroke in progress is unsaved", func() error {
			d.BeginStroke("brush")
			return d.Paint(maze.Hospital, at(2, 2))
		}, true, "*castle.json — Labyrinth"},
		{"cancelling it", func() error { d.CancelStroke(); return nil }, false, "castle.json — Labyrinth"},
	}
	for _, s := range steps {
		if err := s.do(); err != nil {
			t.Fatalf("%s: %v", s.name, err)
		}
		if d.Dirty() != s.dirty || d.Title() != s.title {
			t.Errorf("%s: dirty %v, title %q; want %v, %q", s.name, d.Dirty(), d.Title(), s.dirty, s.title)
		}
	}
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	want, _ := maze.Encode(d.Maze())
	if string(data) != string(want) {
		t.Error("the file does not hold the saved plan")
	}
}

func TestNewShapes(t *testing.T) {
	d, err := New(NewOptions{Width: 6, Height: 6, Shape: NoCorners, Title: "Square"}, Config{})
	if err != nil {
		t.Fatal(err)
	}
	m := d.Maze()
	if m.CountInside() != 32 || m.Inside(at(0, 0)) || m.Inside(at(5, 5)) || m.Title != "Square" {
		t.Errorf("§7 square without corners: %d cells\n%s", m.CountInside(), maze.Plan(m))
	}
	if _, err := New(NewOptions{Width: 1, Height: 6}, Config{}); err == nil {
		t.Error("a 1x6 maze was made")
	}
}

func TestOpenErrorsNameTheFile(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "broken.json")
	os.WriteFile(path, []byte(`{"format": "labyrinth-maze", "version": 1, "width": 1}`), 0o644)
	_, err := Open(path, Config{})
	if err == nil || !strings.HasPrefix(err.Error(), path+": ") {
		t.Errorf("error %v, want it to start with the path", err)
	}
	_, err = Open(filepath.Join(dir, "missing.json"), Config{})
	if err == nil || !strings.Contains(err.Error(), "missing.json") {
		t.Errorf("error %v, want it to name the file", err)
	}
	// A device that never ends is read no further than the largest maze
	// file (labyrinth edit /dev/zero).
	if _, err := os.Stat("/dev/zero"); err == nil {
		_, err = Open("/dev/zero", Config{})
		if !errors.Is(err, maze.ErrTooLarge) || !strings.HasPrefix(err.Error(), "/dev/zero: larger than") {
			t.Errorf("/dev/zero: error %v", err)
		}
	}
}

func TestSaveWithoutAFile(t *testing.T) {
	d := docOf(maze.MustNew(3, 3))
	if err := d.Save(); err == nil {
		t.Error("saved a document without a file")
	}
}

func TestListeners(t *testing.T) {
	d := docOf(plan(t, "L L L", "L L L"))
	var got []Change
	cancel := d.Subscribe(func(c Change) { got = append(got, c) })

	d.Paint(maze.Hospital, at(1, 0))
	if len(got) == 0 || !slices.Equal(got[0].Cells, []maze.Pos{at(1, 0)}) || !got[0].Validation {
		t.Fatalf("paint: %+v", got)
	}

	got = nil
	d.ToggleWall(side(1, 1, maze.Left))
	if len(got) == 0 || !slices.Equal(got[0].Sides, []maze.Side{side(0, 1, maze.Right)}) || len(got[0].Cells) != 0 {
		t.Fatalf("wall: %+v", got)
	}

	got = nil
	d.Undo()
	if len(got) != 1 || !slices.Equal(got[0].Sides, []maze.Side{side(0, 1, maze.Right)}) || !got[0].History {
		t.Fatalf("undo: %+v", got)
	}

	got = nil
	d.NewLoop(at(2, 1))
	if len(got) == 0 || !got[0].Loops {
		t.Fatalf("pit: %+v", got)
	}

	got = nil
	d.Resize(4, 4, TopLeft)
	if len(got) == 0 || !got[0].All {
		t.Fatalf("resize: %+v", got)
	}

	got = nil
	d.PlaceTrueTreasure(at(3, 3))
	if len(got) == 0 || !slices.Equal(got[0].Cells, []maze.Pos{at(3, 3)}) {
		t.Fatalf("treasure: %+v", got)
	}

	cancel()
	got = nil
	d.Paint(maze.Weaponry, at(0, 0))
	if len(got) != 0 {
		t.Errorf("a cancelled listener heard %+v", got)
	}
}

func TestLiveValidation(t *testing.T) {
	data, err := os.ReadFile("../../assets/mazes/sample-5x5.json")
	if err != nil {
		t.Fatal(err)
	}
	m, err := maze.Decode(data)
	if err != nil {
		t.Fatal(err)
	}
	d := docOf(m)
	if !d.CanStartGame() {
		t.Fatalf("the sample cannot start a game: %v", d.Problems())
	}
	// §8.3: without the true treasure the plan is invalid, but can be saved.
	p, _ := d.TrueTreasure()
	if err := d.RemoveTreasure(p); err != nil {
		t.Fatal(err)
	}
	if d.CanStartGame() || !d.Report().Has("no_true_treasure") {
		t.Errorf("problems: %v", d.Problems())
	}
	if err := d.SaveAs(filepath.Join(t.TempDir(), "invalid.json")); err != nil {
		t.Errorf("an invalid maze could not be saved: %v", err)
	}
	d.Undo()
	if !d.CanStartGame() {
		t.Error("undo did not bring validity back")
	}
	// §4.4 a half-built loop is allowed while editing and reported.
	if _, err := d.NewLoop(at(0, 3)); err != nil {
		t.Fatal(err)
	}
	var single bool
	for _, pr := range d.Problems() {
		if pr.Code == "pit_loop_single" && slices.Equal(pr.Cells, []maze.Pos{at(0, 3)}) {
			single = true
		}
	}
	if !single {
		t.Errorf("no pit_loop_single problem at (1,4): %v", d.Problems())
	}
}

func TestDescribe(t *testing.T) {
	m := plan(t, "P1.1 R> D", "P1.2 L #")
	m.Treasures = []maze.Treasure{{At: at(1, 1)}, {At: at(1, 1), True: true}}
	m.Piles = []maze.Pile{{At: at(1, 1), Items: maze.Items{Bullets: 2, Grenades: 1}}}
	d := docOf(m)
	for _, c := range []struct {
		at   maze.Pos
		want string
	}{
		{at(0, 0), "(1,1) pit 1 of loop 1 (next (1,2))"},
		{at(1, 0), "(2,1) river flowing right (source)"},
		{at(2, 0), "(3,1) delta"},
		{at(1, 1), "(2,2) land; treasures, lowest first: fake, true; items: 2 bullets, 1 grenade"},
		{at(2, 1), "(3,2) outside the labyrinth"},
	} {
		if got := d.Describe(c.at); got != c.want {
			t.Errorf("Describe(%v) = %q, want %q", c.at, got, c.want)
		}
	}
}

func TestStrokeAroundAResize(t *testing.T) {
	d := docOf(plan(t, "L L L", "L R> D"))
	before := snap(t, d.Maze())
	d.BeginStroke("mixed")
	d.Paint(maze.Hospital, at(0, 0))
	d.ToggleWall(side(0, 0, maze.Right))
	if err := d.Resize(4, 3, BottomRight); err != nil {
		t.Fatal(err)
	}
	d.Paint(maze.Weaponry, at(0, 0))
	d.EndStroke()
	after := snap(t, d.Maze())
	if n, _ := d.HistoryLen(); n != 1 {
		t.Fatalf("%d steps", n)
	}
	d.Undo()
	before.sameAs(t, d.Maze(), "undo")
	d.Redo()
	after.sameAs(t, d.Maze(), "redo")
	if got := rows(d.Maze()); !slices.Equal(got, []string{"W L L L", "L H L L", "L L R> D"}) {
		t.Errorf("plan %q", got)
	}
}
