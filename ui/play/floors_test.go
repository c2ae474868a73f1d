package play

import (
	"fmt"
	"os"
	"testing"

	"fyne.io/fyne/v2"

	"github.com/labyrinth-game/labyrinth/engine/maze"
	"github.com/labyrinth-game/labyrinth/ui/uitest"
)

// TestRevealShowsOneFloorAtATime: on a labyrinth of two floors
// (assets/mazes/two-floors-5x4.json) the reveal's plan shows one floor,
// the replay goes to the floor its step ends on (pit 1.1 on floor 1
// leads to pit 1.2 on floor 2), and the floor switch and Page Up/Page
// Down show the other.
func TestRevealShowsOneFloorAtATime(t *testing.T) {
	plan, err := os.ReadFile("../../assets/mazes/two-floors-5x4.json")
	if err != nil {
		t.Fatal(err)
	}
	r, w := newRevealGameOn(t, fyne.NewSize(1024, 700), string(plan), "(5,1,1)", "go left")
	if !r.floors.Object().Visible() {
		t.Fatal("no floor switch on the reveal of a labyrinth of two floors")
	}
	last := len(r.steps) - 1
	if got := r.standing(last); got.Floor != 1 {
		t.Fatalf("the pit did not carry the player to floor 2: he stands on %v", got)
	}
	if r.view.Floor() != 1 || r.floors.Select().Selected != "Floor 2" {
		t.Fatalf("the replay's last step is on floor 2; the plan shows floor %d, the switch %q", r.view.Floor()+1, r.floors.Select().Selected)
	}
	// The notebook's first sheet draws floor 1: laid on the plan only
	// there.
	if n := len(r.overlay.Objects); n != 0 {
		t.Fatalf("the sheet of floor 1 is laid on floor 2 (%d marks)", n)
	}
	r.slider.SetValue(0)
	if len(r.overlay.Objects) == 0 {
		t.Fatal("the sheet of floor 1 is not laid on floor 1")
	}
	if r.view.Floor() != 0 {
		t.Fatalf("the first step is on floor 1; the plan shows floor %d", r.view.Floor()+1)
	}
	soloPress(r.g, fyne.KeyPageUp)
	if r.view.Floor() != 1 || r.floors.Select().Selected != "Floor 2" {
		t.Fatalf("Page Up: floor %d, switch %q", r.view.Floor()+1, r.floors.Select().Selected)
	}
	soloPress(r.g, fyne.KeyPageDown)
	if r.view.Floor() != 0 {
		t.Fatalf("Page Down: floor %d", r.view.Floor()+1)
	}
	r.floors.Select().SetSelected("Floor 2")
	if r.view.Floor() != 1 {
		t.Fatalf("chose Floor 2, the plan shows floor %d", r.view.Floor()+1)
	}
	for _, size := range []fyne.Size{{Width: 1024, Height: 700}, {Width: 1920, Height: 1080}} {
		w.Resize(size)
		soloShot(t, w, fmt.Sprintf("reveal-floors-%gx%g.png", size.Width, size.Height))
	}
}

// TestRevealOfOneFloorHasNoSwitch: a labyrinth of one floor shows no
// floor switch, and Page Up changes nothing.
func TestRevealOfOneFloorHasNoSwitch(t *testing.T) {
	r, _ := newRevealGame(t, fyne.NewSize(1024, 700), "(1,1)", "go right")
	if r.floors.Object().Visible() {
		t.Fatal("a floor switch on the reveal of a labyrinth of one floor")
	}
	soloPress(r.g, fyne.KeyPageUp)
	if r.view.Floor() != 0 {
		t.Fatalf("Page Up on one floor: floor %d", r.view.Floor()+1)
	}
}

// newTwoFloorGame starts a game on assets/mazes/two-floors-5x4.json, the
// player on start (1-based "x,y,floor"), in a window of the given size.
func newTwoFloorGame(t *testing.T, start string, size fyne.Size) (*Screen, fyne.Window) {
	t.Helper()
	data, err := os.ReadFile("../../assets/mazes/two-floors-5x4.json")
	if err != nil {
		t.Fatal(err)
	}
	m, err := maze.Decode(data)
	if err != nil {
		t.Fatal(err)
	}
	p, err := maze.ParsePos(start)
	if err != nil {
		t.Fatal(err)
	}
	f := uitest.NewFrame(t)
	sess, title := newGame(t, m, "two-floors-5x4.json", &p)
	env := testPlayEnv(t)
	g := openGame(f, &env, sess, title)
	f.W.Resize(size)
	t.Cleanup(g.close)
	return g, f.W
}

// TestNotebookKeepsASheetPerFloor: in a labyrinth of two floors the
// notebook has a floor switch; choosing Floor 2 (or Page Up) shows the
// sheet of floor 2, made once with the second floor's outline, in one
// undoable step; Page Down goes back to the first floor's sheet, and the
// switch follows the tabs; a fragment can be said to draw a floor (the
// sheet menu). A labyrinth of one floor has no switch.
func TestNotebookKeepsASheetPerFloor(t *testing.T) {
	g, w := newTwoFloorGame(t, "(3,1,1)", fyne.NewSize(1024, 700))
	p := g.notes
	if p.floorSel == nil || !p.floorSel.Visible() {
		t.Fatal("no floor switch in the notebook of a labyrinth of two floors")
	}
	nb := g.nb
	first := p.view.Sheet()
	if p.floorSel.Selected != "Floor 1" {
		t.Fatalf("the first sheet is on %q", p.floorSel.Selected)
	}
	sheets := len(nb.Sheets())
	soloPress(g, fyne.KeyPageUp)
	up := p.view.Sheet()
	if up == first || nb.Sheet(up).Floor() != 1 || nb.Sheet(up).Name() != "Floor 2" || len(nb.Sheets()) != sheets+1 {
		t.Fatalf("Page Up: sheet %q on floor %d, %d sheets", nb.Sheet(up).Name(), nb.Sheet(up).Floor()+1, len(nb.Sheets()))
	}
	if p.floorSel.Selected != "Floor 2" {
		t.Fatalf("the switch says %q", p.floorSel.Selected)
	}
	// The second floor's outline: (1,1) and (5,4) are inside on both.
	o := p.view.Outline(up)
	if wd, ht := o.Size(); o.Empty() || wd != 5 || ht != 4 {
		t.Fatalf("the sheet of floor 2 has no outline of the labyrinth (%v)", o.Empty())
	}
	soloPress(g, fyne.KeyPageDown)
	if p.view.Sheet() != first || p.floorSel.Selected != "Floor 1" {
		t.Fatalf("Page Down: sheet %q", nb.Sheet(p.view.Sheet()).Name())
	}
	p.floorSel.SetSelected("Floor 2")
	if p.view.Sheet() != up || len(nb.Sheets()) != sheets+1 {
		t.Fatal("choosing Floor 2 again did not show the same sheet")
	}
	if nb.UndoLabel() != "Add the sheet of floor 2" {
		t.Fatalf("undo label %q", nb.UndoLabel())
	}
	p.undo()
	if nb.Sheet(up) != nil || p.floorSel.Selected != "Floor 1" {
		t.Fatalf("undo: the sheet of floor 2 is still there, or the switch says %q", p.floorSel.Selected)
	}
	// A fragment (a pit loop across floors began it) said to draw floor
	// 2 from the sheet menu: the switch follows it, and undo.
	frag, err := nb.AddSheet("")
	if err != nil {
		t.Fatal(err)
	}
	p.showSheet(frag)
	p.setSheetFloor(frag, 1)
	if p.floorSel.Selected != "Floor 2" {
		t.Fatalf("the fragment said to draw floor 2; the switch says %q", p.floorSel.Selected)
	}
	if got, _ := nb.FloorSheet(1); got != frag {
		t.Fatal("the fragment is not the sheet of floor 2")
	}
	p.undo()
	if p.floorSel.Selected != "Floor 1" || nb.Sheet(frag).Floor() != 0 {
		t.Fatalf("undo: the switch says %q", p.floorSel.Selected)
	}
	for _, size := range []fyne.Size{{Width: 1024, Height: 700}, {Width: 1920, Height: 1080}} {
		w.Resize(size)
		soloShot(t, w, fmt.Sprintf("notebook-floors-%gx%g.png", size.Width, size.Height))
	}

	one, _ := newTestSolo(t, "3,1")
	if one.notes.floorSel != nil {
		t.Fatal("a floor switch in the notebook of a labyrinth of one floor")
	}
	soloPress(one, fyne.KeyPageUp) // nothing to do, nothing breaks
}
