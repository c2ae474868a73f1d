package editor

import (
	"slices"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/driver/desktop"
	"fyne.io/fyne/v2/test"

	"github.com/labyrinth-game/labyrinth/engine/maze"
)

// One test per tool: each is chosen by its key, then clicked and dragged
// on the plan as a game master would, and the document says what it did.
// The screen hands every click and drag to the tool on show (tool.go).

// useTool chooses a tool by its key and checks that it is the one on show.
func useTool(t *testing.T, e *Screen, want tool) {
	t.Helper()
	k := e.binding("tool." + want.about().id).Shortcut
	press(e, k.Key())
	if e.tool != want {
		t.Fatalf("%s chose %s, want %s", k.Key(), e.tool.about().name, want.about().name)
	}
}

func clickCell(e *Screen, p maze.Pos)      { test.TapAt(e.view, cellCentre(e, p)) }
func rightClickCell(e *Screen, p maze.Pos) { test.TapSecondaryAt(e.view, cellCentre(e, p)) }

// dragCells drags with the primary button through the centres of cells.
func dragCells(e *Screen, cells ...maze.Pos) {
	var pts []fyne.Position
	for _, p := range cells {
		pts = append(pts, cellCentre(e, p))
	}
	e.view.SimulateDrag(desktop.MouseButtonPrimary, 0, pts...)
}

func TestTheToolsAreAllOnTheToolbarWithTheirKeys(t *testing.T) {
	e, _ := newTestEditor(t, blank(5, 5))
	if len(tools) != 14 {
		t.Fatalf("%d tools, want the 14 of the toolbar", len(tools))
	}
	for _, tl := range tools {
		ti := tl.about()
		if ti.name == "" || ti.what == "" || ti.how == "" || ti.icon == nil {
			t.Errorf("tool %q is not described: %+v", ti.id, *ti)
		}
		if e.toolButtons[tl] == nil {
			t.Errorf("tool %s has no button", ti.name)
		}
		useTool(t, e, tl)
	}
}

func TestSelectToolShowsTheCellClicked(t *testing.T) {
	e, _ := newTestEditor(t, blank(5, 5))
	useTool(t, e, toolSelect)
	clickCell(e, at(2, 3))
	if !e.hasSelected || e.selected != at(2, 3) {
		t.Fatalf("selected %v (%v), want (2,3)", e.selected, e.hasSelected)
	}
	if e.doc.Dirty() {
		t.Error("selecting changed the maze")
	}
}

func TestBrushToolPaintsClicksAndDragsInOneStep(t *testing.T) {
	e, _ := newTestEditor(t, blank(5, 5))
	useTool(t, e, toolBrush)
	press(e, "2") // hospital
	clickCell(e, at(1, 1))
	dragCells(e, at(2, 2), at(3, 2), at(4, 2))
	for _, p := range []maze.Pos{at(1, 1), at(2, 2), at(3, 2), at(4, 2)} {
		if k := e.doc.KindAt(p); k != maze.Hospital {
			t.Errorf("%v is %s, want hospital", p, k)
		}
	}
	e.doc.Undo()
	if e.doc.KindAt(at(2, 2)) != maze.Land || e.doc.KindAt(at(1, 1)) != maze.Hospital {
		t.Error("one undo did not take the whole stroke back, and only it")
	}
}

func TestRectToolPaintsTheRectangleDragged(t *testing.T) {
	e, _ := newTestEditor(t, blank(5, 5))
	useTool(t, e, toolRect)
	press(e, "3") // weaponry
	dragCells(e, at(2, 2), at(3, 3), at(4, 3))
	for y := 2; y <= 3; y++ {
		for x := 2; x <= 4; x++ {
			if k := e.doc.KindAt(at(x, y)); k != maze.Weaponry {
				t.Errorf("(%d,%d) is %s, want weaponry", x, y, k)
			}
		}
	}
	if k := e.doc.KindAt(at(1, 1)); k != maze.Land {
		t.Errorf("(1,1), outside the rectangle, is %s", k)
	}
}

func TestFillToolFillsTheRegionUpToTheWalls(t *testing.T) {
	e, _ := newTestEditor(t, blank(4, 2))
	for y := 1; y <= 2; y++ { // a wall down the middle
		if err := e.doc.SetEdge(maze.Side{At: at(2, y), Dir: maze.Right}, maze.Wall); err != nil {
			t.Fatal(err)
		}
	}
	useTool(t, e, toolFill)
	press(e, "4") // encephalitis
	test.MoveMouse(e.win.Canvas(), fyne.CurrentApp().Driver().AbsolutePositionForObject(e.view).Add(cellCentre(e, at(1, 1))))
	clickCell(e, at(1, 1))
	for y := 1; y <= 2; y++ {
		for x, want := range []maze.Kind{maze.Encephalitis, maze.Encephalitis, maze.Land, maze.Land} {
			if k := e.doc.KindAt(at(x+1, y)); k != want {
				t.Errorf("(%d,%d) is %s, want %s", x+1, y, k, want)
			}
		}
	}
}

func TestPickToolTakesTheKindAndTheBrushBack(t *testing.T) {
	e, _ := newTestEditor(t, blank(5, 5))
	if err := e.doc.Paint(maze.Weaponry, at(3, 3)); err != nil {
		t.Fatal(err)
	}
	useTool(t, e, toolPick)
	clickCell(e, at(3, 3))
	if e.kind != maze.Weaponry || e.tool != tool(toolBrush) {
		t.Errorf("the eyedropper gave %s and the %s, want weaponry and the brush", e.kind, e.tool.about().name)
	}
}

func TestWallsToolTogglesASideAndDrawsARun(t *testing.T) {
	e, _ := newTestEditor(t, blank(5, 5))
	useTool(t, e, toolWalls)
	side := maze.Side{At: at(2, 2), Dir: maze.Right}
	test.TapAt(e.view, sidePoint(e, side))
	if got := e.doc.EdgeAt(side); got != maze.Wall {
		t.Fatalf("a click on the side gave %v, want a wall", got)
	}
	test.TapSecondaryAt(e.view, sidePoint(e, side))
	if got := e.doc.EdgeAt(side); got != maze.Solid {
		t.Errorf("a right-click on a wall gave %v, want it indestructible", got)
	}
	run := []maze.Side{{At: at(1, 3), Dir: maze.Down}, {At: at(2, 3), Dir: maze.Down}, {At: at(3, 3), Dir: maze.Down}}
	var pts []fyne.Position
	for _, s := range run {
		pts = append(pts, sidePoint(e, s))
	}
	e.view.SimulateDrag(desktop.MouseButtonPrimary, 0, pts...)
	for _, s := range run {
		if got := e.doc.EdgeAt(s); got != maze.Wall {
			t.Errorf("after a drag along the bottom of row 3, %v is %v, want a wall", s, got)
		}
	}
}

func TestPitsToolBuildsALoopInOneStep(t *testing.T) {
	e, _ := newTestEditor(t, blank(5, 5))
	useTool(t, e, toolPits)
	for _, p := range []maze.Pos{at(1, 1), at(3, 1), at(5, 5)} {
		clickCell(e, p)
	}
	press(e, fyne.KeyReturn)
	loops := e.doc.Loops()
	if len(loops) != 1 || !slices.Equal(e.doc.LoopPits(loops[0]), []maze.Pos{at(1, 1), at(3, 1), at(5, 5)}) {
		t.Fatalf("loops %v, want one of (1,1), (3,1), (5,5) in order", loops)
	}
	rightClickCell(e, at(3, 1))
	if k := e.doc.KindAt(at(3, 1)); k == maze.Pit {
		t.Error("a right-click did not remove the pit")
	}
	e.doc.Undo()
	e.doc.Undo()
	if len(e.doc.Loops()) != 0 {
		t.Error("the loop's clicks were not one undo step")
	}
}

func TestRiverToolDrawsTheRiverDragged(t *testing.T) {
	e, _ := newTestEditor(t, blank(5, 5))
	useTool(t, e, toolRiver)
	dragCells(e, at(1, 3), at(2, 3), at(3, 3))
	if k := e.doc.KindAt(at(1, 3)); k != maze.River {
		t.Errorf("the source is %s, want river", k)
	}
	if k := e.doc.KindAt(at(3, 3)); k != maze.Delta {
		t.Errorf("the end is %s, want the delta", k)
	}
	if next, ok := e.doc.Downstream(at(1, 3)); !ok || next != at(2, 3) {
		t.Errorf("the river flows from (1,3) to %v, want (2,3), the way it was dragged", next)
	}
	rightClickCell(e, at(2, 3))
	if k := e.doc.KindAt(at(2, 3)); k != maze.Land {
		t.Errorf("a right-click left %s", k)
	}
}

func TestTreasureToolPlacesTheTrueOneFirst(t *testing.T) {
	e, _ := newTestEditor(t, blank(5, 5))
	useTool(t, e, toolTreasure)
	clickCell(e, at(2, 2))
	clickCell(e, at(4, 4))
	if p, ok := e.doc.TrueTreasure(); !ok || p != at(2, 2) {
		t.Errorf("the true treasure is at %v (%v), want (2,2), the first click", p, ok)
	}
	if got := e.doc.TreasuresAt(at(4, 4)); !slices.Equal(got, []bool{false}) {
		t.Errorf("the second click put %v, want one fake", got)
	}
	rightClickCell(e, at(4, 4))
	if got := e.doc.TreasuresAt(at(4, 4)); len(got) != 0 {
		t.Errorf("a right-click left %v", got)
	}
}

func TestItemsToolAddsAndTakesItems(t *testing.T) {
	e, _ := newTestEditor(t, blank(5, 5))
	useTool(t, e, toolItems)
	clickCell(e, at(3, 3))
	clickCell(e, at(3, 3))
	rightClickCell(e, at(3, 3))
	if got := e.doc.ItemsAt(at(3, 3)); got != (maze.Items{Bullets: 1}) {
		t.Errorf("two clicks and a right-click left %+v, want one bullet", got)
	}
}

func TestShapeToolCutsCellsOutAndPutsThemBack(t *testing.T) {
	e, _ := newTestEditor(t, blank(5, 5))
	useTool(t, e, toolShape)
	dragCells(e, at(1, 1), at(2, 1))
	for _, p := range []maze.Pos{at(1, 1), at(2, 1)} {
		if e.doc.Maze().Inside(p) {
			t.Errorf("%v is still in the labyrinth after a drag over it", p)
		}
	}
	clickCell(e, at(1, 1))
	if !e.doc.Maze().Inside(at(1, 1)) {
		t.Error("a click outside the shape did not put the cell back")
	}
}

// The tools that work by clicks take a slip of the hand, a drag within one
// cell, for the click.
func TestClickToolsTakeASlipForAClick(t *testing.T) {
	e, _ := newTestEditor(t, blank(5, 5))
	useTool(t, e, toolItems)
	c := cellCentre(e, at(2, 2))
	e.view.SimulateDrag(desktop.MouseButtonPrimary, 0, c, c.AddXY(3, 2))
	if got := e.doc.ItemsAt(at(2, 2)); got.Bullets != 1 {
		t.Errorf("a slip while clicking left %+v, want one bullet", got)
	}
}
