package editor

import (
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/driver/desktop"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	document "github.com/labyrinth-game/labyrinth/app/editor"
	"github.com/labyrinth-game/labyrinth/app/rulebook"
	"github.com/labyrinth-game/labyrinth/engine/maze"
	"github.com/labyrinth-game/labyrinth/engine/rules"
	"github.com/labyrinth-game/labyrinth/engine/validate"
	"github.com/labyrinth-game/labyrinth/ui/shell"
	"github.com/labyrinth-game/labyrinth/ui/uitest"
)

// The editor's tools, driven through the real widget: taps at the points
// hit testing names, drags as the desktop driver reports them.

func TestWallToolTogglesAWallAndUndoRestoresIt(t *testing.T) {
	e, w := newTestEditor(t, sampleFile(t, "sample-5x5.json"))
	side := maze.Side{At: at(1, 2), Dir: maze.Right} // open, between land and a pit
	if got := e.doc.EdgeAt(side); got != maze.Open {
		t.Fatalf("the sample's side %s is %s, want open", side, got.Describe(false))
	}
	if hasPrefixStar(w.Title()) {
		t.Fatalf("a file just opened has the unsaved mark: %q", w.Title())
	}
	pt := sidePoint(e, side)
	before := pixel(e, w, pt)
	press(e, fyne.KeyW)
	if e.tool != toolWalls {
		t.Fatalf("W chose tool %d, want Walls", e.tool)
	}
	test.TapAt(e.view, pt)
	if got := e.doc.EdgeAt(side); got != maze.Wall {
		t.Fatalf("§1.4 tapping %s gave %s, want a wall", side, got.Describe(false))
	}
	if got, want := pixel(e, w, pt), e.view.Palette().Wall; !uitest.Near(got, want) {
		t.Errorf("the wall is not on screen: pixel %v, want the wall colour %v", got, want)
	}
	if !hasPrefixStar(w.Title()) || !strings.Contains(w.Title(), "sample-5x5.json") {
		t.Errorf("title %q, want the file name with the unsaved mark", w.Title())
	}
	if !strings.Contains(e.undoItem.Label, "wall") {
		t.Errorf("Edit menu says %q, want it to name the wall", e.undoItem.Label)
	}

	shortcut(e, &fyne.ShortcutUndo{})
	if got := e.doc.EdgeAt(side); got != maze.Open {
		t.Fatalf("after Ctrl+Z the side is %s, want open again", got.Describe(false))
	}
	if got := pixel(e, w, pt); !uitest.Near(got, before) {
		t.Errorf("after undo the side shows %v, want %v as before", got, before)
	}
	if hasPrefixStar(w.Title()) {
		t.Errorf("undoing the only change left the unsaved mark: %q", w.Title())
	}
	shortcut(e, &fyne.ShortcutRedo{}) // Ctrl+Y
	if got := e.doc.EdgeAt(side); got != maze.Wall {
		t.Errorf("after Ctrl+Y the side is %s, want the wall back", got.Describe(false))
	}
}

func TestWallToolCyclesAndExits(t *testing.T) {
	cases := []struct {
		name      string
		side      maze.Side
		secondary bool
		shift     bool
		taps      int
		want      maze.Edge
	}{
		{"§1.4 right-click cycles to a wall", maze.Side{At: at(2, 3), Dir: maze.Down}, true, false, 1, maze.Wall},
		{"§1.4 two right-clicks give an indestructible wall", maze.Side{At: at(2, 3), Dir: maze.Down}, true, false, 2, maze.Solid},
		{"§1.4 Shift+click cycles like a right-click", maze.Side{At: at(2, 3), Dir: maze.Down}, false, true, 2, maze.Solid},
		{"§1.4 a click on the monolith opens an exit", maze.Side{At: at(3, 1), Dir: maze.Up}, false, false, 1, maze.Open},
		{"§1.4 two clicks on the monolith make a closed exit", maze.Side{At: at(3, 1), Dir: maze.Up}, false, false, 2, maze.Wall},
		{"§1.4 three clicks on the border give the monolith back", maze.Side{At: at(3, 1), Dir: maze.Up}, false, false, 3, maze.Solid},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			e, _ := newTestEditor(t, sampleFile(t, "sample-5x5.json"))
			e.setTool(toolWalls)
			for range tc.taps {
				if tc.shift {
					e.view.MouseDown(&desktop.MouseEvent{Button: desktop.MouseButtonPrimary, Modifier: fyne.KeyModifierShift})
				}
				if tc.secondary {
					test.TapSecondaryAt(e.view, sidePoint(e, tc.side))
				} else {
					test.TapAt(e.view, sidePoint(e, tc.side))
				}
			}
			if got := e.doc.EdgeAt(tc.side); got != tc.want {
				t.Errorf("%s is %s, want %s", tc.side, got.Describe(tc.side.Dir == maze.Up), tc.want.Describe(tc.side.Dir == maze.Up))
			}
		})
	}
}

func TestWallDragDrawsARunInOneStep(t *testing.T) {
	e, _ := newTestEditor(t, blank(6, 6))
	e.setTool(toolWalls)
	// Along the line between rows 2 and 3, from column 1 to column 4.
	a, _ := e.view.CellRect(at(1, 3))
	b, _ := e.view.CellRect(at(5, 3))
	c := e.view.CellSize()
	e.view.SimulateDrag(desktop.MouseButtonPrimary, 0, a.AddXY(c/2, 0), a.AddXY(c*1.5, 0), a.AddXY(c*3, 0), b.AddXY(-c/2, 0))
	for x := 1; x <= 4; x++ {
		s := maze.Side{At: at(x, 2), Dir: maze.Down}
		if got := e.doc.EdgeAt(s); got != maze.Wall {
			t.Errorf("%s is %s after the drag, want a wall", s, got.Describe(false))
		}
	}
	if undo, _ := e.doc.HistoryLen(); undo != 1 {
		t.Errorf("the drag made %d undo steps, want 1", undo)
	}
}

func TestRiverDrag(t *testing.T) {
	cases := []struct {
		name  string
		setup func(d *document.Document)
		path  []maze.Pos
		want  map[maze.Pos]maze.Cell
	}{
		{
			name: "§4.5 the flow follows the drag and the end becomes a delta",
			path: []maze.Pos{at(1, 1), at(2, 1), at(3, 1), at(3, 2)},
			want: map[maze.Pos]maze.Cell{
				at(1, 1): {Kind: maze.River, Flow: maze.Right},
				at(2, 1): {Kind: maze.River, Flow: maze.Right},
				at(3, 1): {Kind: maze.River, Flow: maze.Down},
				at(3, 2): {Kind: maze.Delta},
			},
		},
		{
			name:  "§4.5 a river dragged into another merges into it",
			setup: func(d *document.Document) { d.DrawRiver([]maze.Pos{at(1, 4), at(2, 4), at(3, 4)}) },
			path:  []maze.Pos{at(2, 2), at(2, 3), at(2, 4), at(2, 5)},
			want: map[maze.Pos]maze.Cell{
				at(2, 2): {Kind: maze.River, Flow: maze.Down},
				at(2, 3): {Kind: maze.River, Flow: maze.Down},
				at(2, 4): {Kind: maze.River, Flow: maze.Right},
				at(3, 4): {Kind: maze.Delta},
				at(2, 5): {Kind: maze.Land},
			},
		},
		{
			name:  "§4.5 dragging back over the path takes its end back",
			path:  []maze.Pos{at(4, 4), at(5, 4), at(5, 5), at(5, 4)},
			want:  map[maze.Pos]maze.Cell{at(4, 4): {Kind: maze.River, Flow: maze.Right}, at(5, 4): {Kind: maze.Delta}, at(5, 5): {Kind: maze.Land}},
			setup: nil,
		},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			e, _ := newTestEditor(t, blank(6, 6))
			if tc.setup != nil {
				tc.setup(e.doc)
			}
			steps, _ := e.doc.HistoryLen()
			press(e, fyne.KeyR)
			var pts []fyne.Position
			for _, p := range tc.path {
				pts = append(pts, cellCentre(e, p))
			}
			e.view.SimulateDrag(desktop.MouseButtonPrimary, 0, pts...)
			for p, want := range tc.want {
				if got := e.doc.Maze().Cell(p); got != want {
					t.Errorf("%s is %s flowing %q, want %s flowing %q", p, got.Kind, got.Flow, want.Kind, want.Flow)
				}
			}
			if n, _ := e.doc.HistoryLen(); n != steps+1 {
				t.Errorf("the river took %d undo steps, want 1", n-steps)
			}
		})
	}
}

func TestRiverThroughAWallRemovesIt(t *testing.T) {
	e, _ := newTestEditor(t, blank(6, 6))
	wall := maze.Side{At: at(2, 2), Dir: maze.Right}
	e.doc.SetEdge(wall, maze.Wall)
	e.setTool(toolRiver)
	e.view.SimulateDrag(desktop.MouseButtonPrimary, 0, cellCentre(e, at(2, 2)), cellCentre(e, at(3, 2)), cellCentre(e, at(4, 2)))
	if got := e.doc.EdgeAt(wall); got != maze.Open {
		t.Errorf("§4.5 the river's flow crosses %s, which is still %s", wall, got.Describe(false))
	}
	shortcut(e, &fyne.ShortcutUndo{})
	if got := e.doc.EdgeAt(wall); got != maze.Wall {
		t.Errorf("undo left %s %s, want the wall back", wall, got.Describe(false))
	}
}

func TestAWallAcrossAFlowIsRefusedAndShown(t *testing.T) {
	e, w := newTestEditor(t, sampleFile(t, "sample-5x5.json"))
	flow := maze.Side{At: at(3, 1), Dir: maze.Right} // R> into R>
	e.setTool(toolWalls)
	test.TapAt(e.view, sidePoint(e, flow))
	if got := e.doc.EdgeAt(flow); got != maze.Open {
		t.Fatalf("§4.5 a wall went across the river's flow at %s", flow)
	}
	msg := e.notice.Message()
	if !strings.Contains(msg, "cannot block a river") {
		t.Errorf("the refusal says %q, want why: a wall cannot block a river", msg)
	}
	if !slices.Contains(e.flash, at(3, 1)) || !slices.Contains(e.flash, at(4, 1)) {
		t.Errorf("the refusal highlights %v, want the river cells on both sides", e.flash)
	}
	if hasPrefixStar(w.Title()) {
		t.Errorf("a refused command left the unsaved mark: %q", w.Title())
	}
	// The next action clears the message.
	test.TapAt(e.view, sidePoint(e, maze.Side{At: at(1, 2), Dir: maze.Right}))
	if e.notice.Message() != "" || len(e.flash) > 0 {
		t.Errorf("the refusal stayed after the next click: %q %v", e.notice.Message(), e.flash)
	}
}

func TestPaintingTools(t *testing.T) {
	t.Run("rectangle", func(t *testing.T) {
		e, w := newTestEditor(t, blank(8, 8))
		press(e, fyne.KeyM)
		press(e, fyne.Key2) // hospital
		if e.tool != toolRect || e.kind != maze.Hospital {
			t.Fatalf("M then 2 gave tool %d kind %s", e.tool, e.kind)
		}
		e.view.SimulateDrag(desktop.MouseButtonPrimary, 0, cellCentre(e, at(2, 2)), cellCentre(e, at(3, 3)), cellCentre(e, at(4, 3)))
		for y := 1; y <= 8; y++ {
			for x := 1; x <= 8; x++ {
				want := maze.Land
				if x >= 2 && x <= 4 && y >= 2 && y <= 3 {
					want = maze.Hospital
				}
				if got := e.doc.KindAt(at(x, y)); got != want {
					t.Errorf("(%d,%d) is %s, want %s", x, y, got, want)
				}
			}
		}
		if n, _ := e.doc.HistoryLen(); n != 1 {
			t.Errorf("the rectangle took %d undo steps, want 1", n)
		}
		corner, _ := e.view.CellRect(at(3, 2))
		if got, want := pixel(e, w, corner.AddXY(5, 5)), e.view.Palette().KindFill(maze.Hospital); !uitest.Near(got, want) {
			t.Errorf("the painted cell shows %v, want the hospital colour %v", got, want)
		}
	})
	t.Run("brush stroke is one step; Escape cancels a stroke", func(t *testing.T) {
		e, _ := newTestEditor(t, blank(8, 8))
		press(e, fyne.KeyB)
		press(e, fyne.Key3) // weaponry
		e.view.SimulateDrag(desktop.MouseButtonPrimary, 0, cellCentre(e, at(1, 5)), cellCentre(e, at(4, 5)))
		for x := 1; x <= 4; x++ {
			if got := e.doc.KindAt(at(x, 5)); got != maze.Weaponry {
				t.Errorf("(%d,5) is %s after the brush, want weaponry", x, got)
			}
		}
		if n, _ := e.doc.HistoryLen(); n != 1 {
			t.Errorf("the brush stroke took %d undo steps, want 1", n)
		}
		// A second stroke, cancelled half-way.
		v := e.view
		start := cellCentre(e, at(1, 7))
		v.MouseDown(&desktop.MouseEvent{PointEvent: fyne.PointEvent{Position: start}, Button: desktop.MouseButtonPrimary})
		v.Dragged(&fyne.DragEvent{PointEvent: fyne.PointEvent{Position: cellCentre(e, at(3, 7))}, Dragged: fyne.NewDelta(2*v.CellSize(), 0)})
		if got := e.doc.KindAt(at(2, 7)); got != maze.Weaponry {
			t.Fatalf("painting did not happen while dragging: (2,7) is %s", got)
		}
		press(e, fyne.KeyEscape)
		v.Dragged(&fyne.DragEvent{PointEvent: fyne.PointEvent{Position: cellCentre(e, at(5, 7))}, Dragged: fyne.NewDelta(2*v.CellSize(), 0)})
		v.DragEnd()
		for x := 1; x <= 5; x++ {
			if got := e.doc.KindAt(at(x, 7)); got != maze.Land {
				t.Errorf("(%d,7) is %s after Escape, want land", x, got)
			}
		}
		if n, _ := e.doc.HistoryLen(); n != 1 {
			t.Errorf("a cancelled stroke left %d steps, want only the first stroke's", n)
		}
	})
	t.Run("fill stops at walls; Shift fills through them", func(t *testing.T) {
		e, _ := newTestEditor(t, blank(4, 3))
		for y := 1; y <= 3; y++ {
			e.doc.SetEdge(maze.Side{At: at(2, y), Dir: maze.Right}, maze.Wall)
		}
		press(e, fyne.KeyF)
		press(e, fyne.Key4)
		test.TapAt(e.view, cellCentre(e, at(1, 1)))
		if e.doc.KindAt(at(2, 3)) != maze.Encephalitis || e.doc.KindAt(at(3, 1)) != maze.Land {
			t.Errorf("the fill did not stop at the wall: %s, %s", e.doc.KindAt(at(2, 3)), e.doc.KindAt(at(3, 1)))
		}
	})
	t.Run("eyedropper", func(t *testing.T) {
		e, _ := newTestEditor(t, sampleFile(t, "sample-5x5.json"))
		press(e, fyne.KeyI)
		test.TapAt(e.view, cellCentre(e, at(3, 3))) // encephalitis
		if e.kind != maze.Encephalitis || e.tool != toolBrush {
			t.Errorf("the eyedropper on (3,3) gave kind %s, tool %d; want encephalitis and the brush", e.kind, e.tool)
		}
		press(e, fyne.KeyI)
		test.TapAt(e.view, cellCentre(e, at(2, 2))) // a pit
		if e.tool != toolPits {
			t.Errorf("the eyedropper on a pit chose tool %d, want Pits", e.tool)
		}
	})
}

func TestPitLoopBuiltByClicks(t *testing.T) {
	e, _ := newTestEditor(t, blank(6, 6))
	press(e, fyne.KeyP)
	order := []maze.Pos{at(1, 1), at(5, 2), at(3, 5)}
	for _, p := range order {
		test.TapAt(e.view, cellCentre(e, p))
	}
	if e.loop == 0 {
		t.Fatal("no loop is being built after clicking pits")
	}
	press(e, fyne.KeyReturn)
	if e.loop != 0 {
		t.Error("Enter did not finish the loop")
	}
	for i, p := range order {
		c := e.doc.Maze().Cell(p)
		if c.Kind != maze.Pit || c.Loop != 1 || c.Order != i+1 {
			t.Errorf("§4.4 %s is %s %d.%d, want pit 1.%d", p, c.Kind, c.Loop, c.Order, i+1)
		}
	}
	if n, _ := e.doc.HistoryLen(); n != 1 {
		t.Errorf("building the loop took %d undo steps, want 1", n)
	}
	// Jumping along the loop: the last pit leads to the first.
	e.setTool(toolSelect)
	test.TapAt(e.view, cellCentre(e, at(3, 5)))
	press(e, fyne.KeyRightBracket)
	if !e.hasSelected || e.selected != at(1, 1) {
		t.Errorf("] from the last pit selected %s, want the first pit (1,1)", e.selected)
	}
	press(e, fyne.KeyLeftBracket)
	if e.selected != at(3, 5) {
		t.Errorf("[ from the first pit selected %s, want the last (3,5)", e.selected)
	}
	// Reorder from the inspector, and split.
	test.Tap(uitest.FindButton(e.inspector.box, "Move earlier"))
	if c := e.doc.Maze().Cell(at(3, 5)); c.Order != 2 {
		t.Errorf("Move earlier left (3,5) as pit %d, want 2", c.Order)
	}
	test.Tap(uitest.FindButton(e.inspector.box, "Split the loop here"))
	if loops := e.doc.Loops(); len(loops) != 2 {
		t.Errorf("after the split there are loops %v, want two", loops)
	}
	shortcut(e, &fyne.ShortcutUndo{})
	shortcut(e, &fyne.ShortcutUndo{})
	shortcut(e, &fyne.ShortcutUndo{})
	for _, p := range order {
		if k := e.doc.KindAt(p); k != maze.Land {
			t.Errorf("after undoing everything %s is %s, want land", p, k)
		}
	}
}

func TestProblemsPanelListsErrorsAndShowsTheirCells(t *testing.T) {
	e, w := newTestEditor(t, blank(6, 6))
	loop, err := e.doc.NewLoop(at(4, 4)) // a loop of one pit: an error of §4.4
	if err != nil || loop != 1 {
		t.Fatal(loop, err)
	}
	rows := e.problems.rows
	if len(rows) == 0 {
		t.Fatal("the problems panel is empty for a maze without exits or treasure")
	}
	k := slices.IndexFunc(rows, func(r *problemRow) bool {
		return r.problem.Severity == validate.Error && slices.Contains(r.problem.Cells, at(4, 4))
	})
	if k < 0 {
		var got []string
		for _, r := range rows {
			got = append(got, r.text())
		}
		t.Fatalf("no error points at the lone pit (4,4); the panel lists %q", got)
	}
	if got := e.validLabel.String(); !strings.Contains(got, "error") {
		t.Errorf("the status line says %q, want the number of errors", got)
	}
	if !e.useBtn.Disabled() {
		t.Error("Use for a game is enabled on an invalid maze")
	}
	test.Tap(rows[k])
	if e.problem == nil || !slices.Contains(e.problem.Cells, at(4, 4)) {
		t.Fatalf("clicking the problem chose %v", e.problem)
	}
	corner, _ := e.view.CellRect(at(3, 4)) // a land cell next to the pit, not marked
	marked, _ := e.view.CellRect(at(4, 4))
	c := e.view.CellSize()
	land, pit := pixel(e, w, corner.AddXY(c/2, 5)), pixel(e, w, marked.AddXY(c/2, 5))
	if uitest.Near(land, pit) {
		t.Errorf("clicking the problem did not mark its cell: %v there, %v on the land beside it", pit, land)
	}
	press(e, fyne.KeyEscape)
	if e.problem != nil {
		t.Error("Escape did not clear the chosen problem")
	}
}

// §1.4: every inner wall can be blown up. An indestructible one is listed
// as an error, with both its cells, until the maze's rules allow option O3.
func TestIndestructibleInnerWallIsAnErrorUntilTheRulesAllowIt(t *testing.T) {
	e, _ := newTestEditor(t, blank(6, 6))
	if err := e.doc.SetEdge(maze.Side{At: at(2, 2), Dir: maze.Right}, maze.Solid); err != nil {
		t.Fatal(err)
	}
	find := func() *problemRow {
		for _, r := range e.problems.rows {
			if r.problem.Code == "indestructible_inner_wall" {
				return r
			}
		}
		return nil
	}
	row := find()
	if row == nil || row.problem.Severity != validate.Error || !slices.Equal(row.problem.Cells, []maze.Pos{at(2, 2), at(3, 2)}) ||
		!strings.Contains(row.text(), "§1.4") {
		t.Fatalf("the problems panel lists %+v", row)
	}
	if e.mazeTab.o3.Checked {
		t.Fatal("O3 ticked for a maze without rules")
	}
	test.Tap(e.mazeTab.o3)
	if r := e.doc.Maze().Rules; r == nil || !r.IndestructibleInnerWalls || r.Preset != "Reference" {
		t.Fatalf("rules after ticking O3: %+v", r)
	}
	if find() != nil {
		t.Fatal("the error stays once the rules allow indestructible inner walls")
	}
	if got := e.mazeTab.rules.From(); got != "" || !e.mazeTab.rules.Rules().IndestructibleInnerWalls {
		t.Errorf("the rules picker shows %q (O3 %v), want the rules changed from the reference", got, e.mazeTab.rules.Rules().IndestructibleInnerWalls)
	}
	if !e.doc.Undo() {
		t.Fatal("nothing to undo")
	}
	if e.mazeTab.o3.Checked || find() == nil {
		t.Error("undo does not take the option back")
	}
}

func TestAValidMazeCanBeUsedForAGame(t *testing.T) {
	e, f := newTestEditorIn(t, sampleFile(t, "sample-5x5.json"))
	if !e.doc.CanStartGame() {
		t.Fatalf("the sample is invalid: %v", e.doc.Problems())
	}
	if e.useBtn.Disabled() {
		t.Error("Use for a game is disabled on a valid maze")
	}
	if got := e.validLabel.String(); !strings.HasPrefix(got, "Valid") {
		t.Errorf("status line %q, want Valid", got)
	}
	want, path := e.doc.Maze().Clone(), e.doc.Path()
	test.Tap(e.useBtn)
	if len(f.Played) != 1 {
		t.Fatalf("Use for a game handed %d mazes to solo practice, want 1", len(f.Played))
	}
	p := f.Played[0]
	if !p.Maze.Equal(want) || p.Path != path || p.Name != "sample-5x5.json" {
		t.Errorf("the editor handed over %q at %q, want the maze on screen, %s", p.Name, p.Path, path)
	}
	if !e.closed || f.Starts != 0 {
		t.Errorf("the editor is closed: %v; the start screen was asked for %d times, want the lobby at once", e.closed, f.Starts)
	}
}

// Unsaved changes: the game master may save them first, or play the maze
// as it is on screen without keeping them.
func TestUseForAGameWithUnsavedChanges(t *testing.T) {
	for _, c := range []struct{ button string }{{"Save and play"}, {"Play without saving"}, {"Cancel"}} {
		t.Run(c.button, func(t *testing.T) {
			e, f := newTestEditorIn(t, sampleFile(t, "sample-5x5.json"))
			w := f.W
			path := e.doc.Path()
			before, _ := os.ReadFile(path)
			e.doc.Paint(maze.Hospital, at(2, 4))
			e.autosave()
			recovery := e.doc.RecoveryFile()
			played := e.doc.Maze().Clone()
			test.Tap(e.useBtn)
			if got := uitest.TopOverlayText(w); !uitest.Contains(got, "before playing") {
				t.Fatalf("Use for a game with unsaved changes shows %q", got)
			}
			uitest.TapDialogButton(t, w, c.button)
			after, _ := os.ReadFile(path)
			switch c.button {
			case "Cancel":
				if len(f.Played) != 0 || e.closed {
					t.Fatal("Cancel left the editor")
				}
				return
			case "Save and play":
				if string(after) == string(before) {
					t.Error("the file was not saved")
				}
			default:
				if string(after) != string(before) {
					t.Error("the file was written though the game master did not save")
				}
				if _, err := os.Stat(recovery); !os.IsNotExist(err) {
					t.Errorf("the autosave %s was kept (%v)", recovery, err)
				}
			}
			if len(f.Played) != 1 || !f.Played[0].Maze.Equal(played) {
				t.Fatal("solo practice does not have the maze as it was on screen")
			}
		})
	}
}

// A maze never saved goes to the lobby under its editor name, without a
// file, and naming no rules (the lobby then plays it by the reference the
// editor checked it against: the solo package's tests).
func TestUseForAGameOnANewMaze(t *testing.T) {
	e, f := newTestEditorIn(t, blank(5, 5))
	shortcut(e, shell.WithShortcutModifier(fyne.KeyG))
	press(e, fyne.KeyReturn)
	if !e.doc.CanStartGame() {
		t.Fatalf("the generated maze is invalid: %v", e.doc.Problems())
	}
	test.Tap(e.useBtn)
	uitest.TapDialogButton(t, f.W, "Play without saving")
	if len(f.Played) != 1 {
		t.Fatalf("%d mazes handed over, want 1", len(f.Played))
	}
	if p := f.Played[0]; p.Name != "Untitled" || p.Path != "" || p.Maze.Rules != nil {
		t.Errorf("the new maze went to the lobby as %q at %q with rules %v", p.Name, p.Path, p.Maze.Rules)
	}
}

func TestAnInvalidMazeIsNotPlayed(t *testing.T) {
	e, f := newTestEditorIn(t, blank(5, 5)) // no exit, no treasure: errors
	if !e.useBtn.Disabled() {
		t.Fatal("Use for a game is enabled on an invalid maze")
	}
	e.useForGame() // as a stale click would
	if len(f.Played) != 0 {
		t.Error("an invalid maze went to the lobby")
	}
	if !strings.Contains(e.notice.Message(), "errors") {
		t.Errorf("the editor says %q", e.notice.Message())
	}
}

func TestSaveAsClearsTheUnsavedMarkAndRemembersTheFile(t *testing.T) {
	e, w := newTestEditor(t, blank(5, 5))
	if w.Title() != "Untitled — Labyrinth" {
		t.Errorf("title %q for a new maze", w.Title())
	}
	e.setTool(toolBrush)
	test.TapAt(e.view, cellCentre(e, at(2, 2)))
	if !hasPrefixStar(w.Title()) {
		t.Fatalf("title %q after painting, want the unsaved mark", w.Title())
	}
	path := filepath.Join(t.TempDir(), "castle.json")
	e.env.chooseSave = func(_ fyne.Window, _, name, ext string, done func(string)) {
		if ext != ".json" || !strings.HasSuffix(name, ".json") {
			t.Errorf("save dialog for %q %q", name, ext)
		}
		done(path)
	}
	shortcut(e, shell.WithShortcutModifier(fyne.KeyS))
	if w.Title() != "castle.json — Labyrinth" {
		t.Errorf("title %q after saving, want the file's name without the mark", w.Title())
	}
	if _, err := os.Stat(path); err != nil {
		t.Fatal(err)
	}
	list, _ := e.env.recent.List()
	if len(list) == 0 || list[0] != path {
		t.Errorf("recent files %q, want %s first", list, path)
	}
	if len(e.recentMenu.Items) == 0 || e.recentMenu.Items[0].Label != path {
		t.Errorf("the Open recent menu does not list %s", path)
	}
}

func TestClosingWithUnsavedChangesAsks(t *testing.T) {
	t.Run("cancel keeps the editor", func(t *testing.T) {
		e, w := newTestEditor(t, blank(5, 5))
		e.doc.Paint(maze.Hospital, at(1, 1))
		e.quit() // the window's close button
		if got := uitest.TopOverlayText(w); !uitest.Contains(got, "Unsaved changes") || !uitest.Contains(got, "Don't save") {
			t.Fatalf("closing with changes shows %q, want the save / don't save / cancel question", got)
		}
		uitest.TapDialogButton(t, w, "Cancel")
		if e.closed || w.Canvas().Overlays().Top() != nil {
			t.Error("Cancel closed the editor or left the question open")
		}
	})
	t.Run("don't save goes back to the start screen", func(t *testing.T) {
		e, f := newTestEditorIn(t, blank(5, 5))
		w := f.W
		e.doc.Paint(maze.Hospital, at(1, 1))
		e.autosave()
		rec := e.doc.RecoveryFile()
		if _, err := os.Stat(rec); err != nil {
			t.Fatalf("no recovery file after autosave: %v", err)
		}
		shortcut(e, shell.WithShortcutModifier(fyne.KeyW))
		uitest.TapDialogButton(t, w, "Don't save")
		if !e.closed || f.Starts != 1 {
			t.Errorf("after Don't save the editor is closed: %v, and asked for the start screen %d times, want once", e.closed, f.Starts)
		}
		if _, err := os.Stat(rec); !os.IsNotExist(err) {
			t.Errorf("discarding kept the recovery file: %v", err)
		}
	})
	t.Run("save writes the file first", func(t *testing.T) {
		e, w := newTestEditor(t, blank(5, 5))
		e.doc.Paint(maze.Hospital, at(1, 1))
		path := filepath.Join(t.TempDir(), "m.json")
		e.env.chooseSave = func(_ fyne.Window, _, _, _ string, done func(string)) { done(path) }
		shortcut(e, shell.WithShortcutModifier(fyne.KeyW))
		uitest.TapDialogButton(t, w, "Save")
		if _, err := os.Stat(path); err != nil {
			t.Errorf("Save did not write the maze: %v", err)
		}
		if !e.closed {
			t.Error("the editor stayed open after saving")
		}
	})
	t.Run("no question without changes", func(t *testing.T) {
		e, w := newTestEditor(t, blank(5, 5))
		shortcut(e, shell.WithShortcutModifier(fyne.KeyW))
		if !e.closed || w.Canvas().Overlays().Top() != nil {
			t.Error("closing a clean maze asked a question")
		}
	})
}

func TestRecoveryIsOfferedAfterACrash(t *testing.T) {
	e, w := newTestEditor(t, blank(5, 5))
	e.doc.Paint(maze.Weaponry, at(3, 3))
	e.autosave()
	// A crash: the editor is gone without closing its document.
	ed := Open(e.frame, e.env, "")
	if got := uitest.TopOverlayText(w); !uitest.Contains(got, "Recover unsaved work") {
		t.Fatalf("no recovery offered after a crash; the window shows %q", got)
	}
	uitest.TapDialogButton(t, w, "Recover")
	if got := ed.doc.KindAt(at(3, 3)); got != maze.Weaponry {
		t.Errorf("the recovered maze has %s at (3,3), want the weaponry painted before the crash", got)
	}
	if !ed.doc.Dirty() {
		t.Error("a recovered maze is not marked unsaved")
	}
}

func TestOtherTools(t *testing.T) {
	e, _ := newTestEditor(t, blank(6, 6))
	press(e, fyne.KeyT)
	if !e.trueGem {
		t.Error("the treasure tool on a maze without the true treasure does not place it first")
	}
	test.TapAt(e.view, cellCentre(e, at(2, 2)))
	test.TapAt(e.view, cellCentre(e, at(2, 2)))
	if got := e.doc.TreasuresAt(at(2, 2)); !slices.Equal(got, []bool{true, false}) {
		t.Errorf("§5.8 the stack at (2,2) is %v, want the true one under a fake", got)
	}
	e.trueGem = true
	test.TapAt(e.view, cellCentre(e, at(2, 2)))
	if got := e.doc.TreasuresAt(at(2, 2)); !slices.Equal(got, []bool{false, true}) {
		t.Errorf("§8.3 placing the true treasure again gave %v, want it moved to the top", got)
	}
	test.TapSecondaryAt(e.view, cellCentre(e, at(2, 2)))
	if got := e.doc.TreasuresAt(at(2, 2)); !slices.Equal(got, []bool{false}) {
		t.Errorf("right-click left %v, want the top treasure gone", got)
	}

	press(e, fyne.KeyL)
	e.item = itemGrenades
	test.TapAt(e.view, cellCentre(e, at(3, 3)))
	test.TapAt(e.view, cellCentre(e, at(3, 3)))
	if got := e.doc.ItemsAt(at(3, 3)); got.Grenades != 2 {
		t.Errorf("§5 two clicks put %d grenades, want 2", got.Grenades)
	}

	press(e, fyne.KeyX)
	test.TapAt(e.view, cellCentre(e, at(6, 6)))
	if e.doc.Maze().Inside(at(6, 6)) {
		t.Error("the shape tool did not cut (6,6) out")
	}
	test.TapAt(e.view, cellCentre(e, at(6, 6)))
	if !e.doc.Maze().Inside(at(6, 6)) {
		t.Error("the shape tool did not put (6,6) back")
	}
}

func TestEditorKeysAreListedOnceAndShown(t *testing.T) {
	e, w := newTestEditor(t, blank(5, 5))
	seen := map[string]string{}
	for _, k := range e.editorBindings() {
		for _, sc := range append([]fyne.KeyboardShortcut{k.Shortcut}, k.Also...) {
			name := sc.ShortcutName()
			if prev, dup := seen[name]; dup {
				t.Errorf("%s is bound twice: %q and %q", shell.KeyLabel(sc), prev, k.What)
			}
			seen[name] = k.What
		}
		if k.ID == "" || k.Group == "" {
			t.Errorf("binding %q lacks an id or a group", k.What)
		}
	}
	for _, tl := range tools {
		ti := tl.about()
		k, ok := shell.Find(e.editorBindings(), "tool."+ti.id)
		if !ok || k.Shortcut.Key() == "" {
			t.Errorf("tool %s has no key", ti.name)
		}
		b := e.toolButtons[tl]
		test.MoveMouse(w.Canvas(), fyne.CurrentApp().Driver().AbsolutePositionForObject(b).AddXY(4, 4))
		if want := "(" + k.Label() + ")"; e.tips.Text() == "" || !strings.Contains(e.tips.Text(), want) {
			t.Errorf("the %s button's tooltip is %q, want its key %s", ti.name, e.tips.Text(), want)
		}
	}
	press(e, fyne.KeyF1)
	got := uitest.TopOverlayText(w)
	for _, k := range e.editorBindings() {
		if !uitest.Contains(got, k.Label()) || !uitest.Contains(got, k.What) {
			t.Errorf("F1 sheet lacks %s %q", k.Label(), k.What)
		}
	}
	// Keys are for the dialog while it is open; Esc closes it.
	press(e, fyne.KeyW)
	if e.tool == toolWalls {
		t.Error("a tool key reached the editor under the F1 sheet")
	}
	press(e, fyne.KeyEscape)
	if top := w.Canvas().Overlays().Top(); top != nil {
		t.Errorf("Esc left the sheet open: %q", uitest.Texts(top))
	}
	shortcut(e, shell.WithShortcutModifier(fyne.KeyN))
	press(e, fyne.KeyEscape)
	if top := w.Canvas().Overlays().Top(); top != nil {
		t.Errorf("Esc left the New maze form open: %q", uitest.Texts(top))
	}
}

func TestExportPNG(t *testing.T) {
	e, _ := newTestEditor(t, sampleFile(t, "sample-5x5.json"))
	path := filepath.Join(t.TempDir(), "plan.png")
	e.env.chooseSave = func(_ fyne.Window, _, name, ext string, done func(string)) {
		if name != "sample-5x5.png" || ext != ".png" {
			t.Errorf("export suggests %q %q", name, ext)
		}
		done(path)
	}
	shortcut(e, shell.WithShortcutModifier(fyne.KeyE))
	img := readPNG(t, path)
	if got, want := img.Bounds().Dx(), (5+2)*48; got != want {
		t.Errorf("the PNG is %d pixels wide, want %d (48 a cell, a margin of one cell)", got, want)
	}
}

func TestResizeKeepsContent(t *testing.T) {
	e, w := newTestEditor(t, sampleFile(t, "sample-5x5.json"))
	shortcut(e, shell.WithShortcutModifier(fyne.KeyR))
	top := w.Canvas().Overlays().Top()
	if top == nil {
		t.Fatal("Ctrl+R opened no dialog")
	}
	entries := findEntries(top)
	if len(entries) < 2 {
		t.Fatalf("the resize form has %d entries", len(entries))
	}
	entries[0].SetText("7")
	entries[1].SetText("6")
	test.Tap(uitest.FindButton(top, "Top left"))
	uitest.TapDialogButton(t, w, "Resize")
	m := e.doc.Maze()
	if m.Width() != 7 || m.Height() != 6 {
		t.Fatalf("the maze is %dx%d after resizing to 7x6", m.Width(), m.Height())
	}
	if k := e.doc.KindAt(at(3, 3)); k != maze.Encephalitis {
		t.Errorf("(3,3) is %s after growing from the top left, want the encephalitis kept", k)
	}
	if e.view.Maze().Width() != 7 {
		t.Errorf("the view shows a plan %d wide", e.view.Maze().Width())
	}
	if !strings.Contains(e.undoItem.Label, "7x6") {
		t.Errorf("the Edit menu says %q", e.undoItem.Label)
	}
}

// findEntries lists the entries under o, in order.
func findEntries(o fyne.CanvasObject) []*widget.Entry {
	var out []*widget.Entry
	uitest.Walk(o, func(o fyne.CanvasObject) bool {
		if en, ok := o.(*widget.Entry); ok {
			out = append(out, en)
		}
		return true
	})
	return out
}

func TestHoverReadOutAndPanning(t *testing.T) {
	e, w := newTestEditor(t, sampleFile(t, "sample-5x5.json"))
	abs := fyne.CurrentApp().Driver().AbsolutePositionForObject(e.view)
	test.MoveMouse(w.Canvas(), abs.Add(cellCentre(e, at(2, 2))))
	if got := e.hoverLabel.Text; !strings.Contains(got, "(2,2) pit 1 of loop 1") {
		t.Errorf("hovering (2,2) reads %q", got)
	}
	e.setTool(toolWalls)
	test.MoveMouse(w.Canvas(), abs.Add(sidePoint(e, maze.Side{At: at(1, 1), Dir: maze.Right})))
	if got := e.hoverLabel.Text; !strings.Contains(got, "side between (1,1) and (2,1): wall") {
		t.Errorf("hovering a wall reads %q", got)
	}
	// Space+drag pans instead of drawing.
	e.setTool(toolBrush)
	before := e.view.Offset()
	e.keyDown(&fyne.KeyEvent{Name: fyne.KeySpace})
	e.view.SimulateDrag(desktop.MouseButtonPrimary, 0, cellCentre(e, at(2, 4)), cellCentre(e, at(4, 4)))
	e.keyUp(&fyne.KeyEvent{Name: fyne.KeySpace})
	if e.view.Offset() == before {
		t.Error("Space+drag did not pan")
	}
	if e.doc.Dirty() {
		t.Error("Space+drag painted")
	}
	press(e, fyne.KeyLeft)
	if e.view.Offset().X <= before.X {
		t.Errorf("the left arrow did not pan: offset %v", e.view.Offset())
	}
}

func TestRecentFilesLiveInThePreferences(t *testing.T) {
	a := test.NewTempApp(t)
	r := document.Recent{Store: prefsRecent{a.Preferences()}}
	path := filepath.Join(t.TempDir(), "x.json")
	if err := r.Add(path); err != nil {
		t.Fatal(err)
	}
	if got := a.Preferences().StringList(prefRecent); len(got) != 1 || got[0] != path {
		t.Errorf("preferences hold %q", got)
	}
}

func TestGenerateReplacesThePlanInOneStep(t *testing.T) {
	e, w := newTestEditor(t, blank(5, 5))
	shortcut(e, shell.WithShortcutModifier(fyne.KeyG))
	top := w.Canvas().Overlays().Top()
	if top == nil || !uitest.Contains(uitest.Texts(top), "Generate a maze") {
		t.Fatalf("Ctrl+G shows %q", uitest.Texts(top))
	}
	uitest.TapDialogButton(t, w, "Generate")
	if got := uitest.TopOverlayText(w); got != nil {
		t.Fatalf("a dialog stayed open after generating: %q", got)
	}
	if !e.doc.CanStartGame() {
		t.Errorf("the generated maze is invalid: %v", e.doc.Problems())
	}
	if !strings.HasPrefix(e.notice.Message(), "Generated in") {
		t.Errorf("the editor says %q after generating", e.notice.Message())
	}
	if n, _ := e.doc.HistoryLen(); n != 1 {
		t.Errorf("generating took %d undo steps, want 1", n)
	}
	shortcut(e, &fyne.ShortcutUndo{})
	if !e.doc.Maze().Equal(mustBlank(5, 5)) {
		t.Error("undo did not bring the blank plan back")
	}
}

func mustBlank(w, h int) *maze.Maze {
	m, err := maze.New(w, h)
	if err != nil {
		panic(err)
	}
	return m
}

func TestFillTheRestKeepsWhatIsDrawn(t *testing.T) {
	e, w := newTestEditor(t, blank(8, 8))
	e.doc.DrawRiver([]maze.Pos{at(2, 2), at(3, 2), at(4, 2)})
	e.doc.Paint(maze.Hospital, at(7, 7))
	wall := maze.Side{At: at(5, 5), Dir: maze.Right}
	e.doc.SetEdge(wall, maze.Solid)
	test.Tap(e.mazeTab.o3) // §1.4: indestructible inner walls need option O3
	before := e.doc.Maze().Clone()
	shortcut(e, &desktop.CustomShortcut{KeyName: fyne.KeyG, Modifier: fyne.KeyModifierShortcutDefault | fyne.KeyModifierShift})
	if got := uitest.TopOverlayText(w); !uitest.Contains(got, "keeps everything drawn") {
		t.Fatalf("Ctrl+Shift+G shows %q", got)
	}
	uitest.TapDialogButton(t, w, "Fill")
	if got := uitest.TopOverlayText(w); got != nil {
		t.Fatalf("filling left a dialog: %q", got)
	}
	m := e.doc.Maze()
	for _, p := range []maze.Pos{at(2, 2), at(3, 2), at(4, 2), at(7, 7)} {
		if m.Cell(p) != before.Cell(p) {
			t.Errorf("%s was %s, is %s after filling", p, before.Kind(p), m.Kind(p))
		}
	}
	if m.Side(wall.At, wall.Dir) != maze.Solid {
		t.Errorf("the indestructible wall %s was not kept", wall)
	}
	if !e.doc.CanStartGame() {
		t.Errorf("the filled maze is invalid: %v", e.doc.Problems())
	}
	shortcut(e, &fyne.ShortcutUndo{})
	if !e.doc.Maze().Equal(before) {
		t.Error("undo did not bring the drawing back as it was")
	}
}

func TestAnalysisAndHeatMap(t *testing.T) {
	e, _ := newTestEditor(t, sampleFile(t, "sample-5x5.json"))
	press(e, fyne.KeyH)
	a := e.analysis
	if !e.heatOn || a.report == nil || !a.fresh {
		t.Fatalf("H: heat %v, report %v, fresh %v", e.heatOn, a.report != nil, a.fresh)
	}
	if len(a.heat) != e.doc.Maze().Len() {
		t.Fatalf("heat map of %d values for %d cells", len(a.heat), e.doc.Maze().Len())
	}
	all := strings.Join(uitest.Texts(e.analysisTab.box), "\n")
	for _, want := range []string{"Weaponries", "every cell within", "Treasures", "true (3,4)", "Attractors"} {
		if !strings.Contains(all, want) {
			t.Errorf("the analysis lacks %q:\n%s", want, all)
		}
	}
	// An edit makes the figures stale; they follow.
	e.doc.Paint(maze.Weaponry, at(5, 5))
	if !a.fresh || a.report.Counts.Weaponries != 3 {
		t.Errorf("after painting a weaponry the analysis counts %d weaponries (fresh %v), want 3", a.report.Counts.Weaponries, a.fresh)
	}
	press(e, fyne.KeyH)
	if e.heatOn {
		t.Error("H did not turn the heat map off")
	}
}

// laptopSize is the smallest window the screens are judged at.
var laptopSize = fyne.NewSize(1024, 700)

// A notice takes room under the plan: the whole plan, its margin with the
// exits included, stays in view above it.
func TestNoticesDoNotHideThePlan(t *testing.T) {
	e, w := newTestEditor(t, blank(10, 10))
	for _, x := range []int{3, 8} { // exits on the bottom border
		if err := e.doc.SetEdge(maze.Side{At: at(x, 10), Dir: maze.Down}, maze.Open); err != nil { // an open exit
			t.Fatal(err)
		}
	}
	w.Resize(laptopSize)
	before := e.view.CellSize()
	e.tell("Generated in 10ms (1 attempt, seed 280503). Undo (Ctrl+Z) brings the previous plan back. Goals it could not meet: a second line of text that wraps at this width, as long messages do")
	// As a real window would: lay everything out again.
	w.Resize(laptopSize.AddWidthHeight(1, 1))
	w.Resize(laptopSize)
	uitest.SaveShot(t, w, "EDITOR_OUT", "editor", "notice-laptop.png")
	drv := fyne.CurrentApp().Driver()
	viewTop := drv.AbsolutePositionForObject(e.view).Y
	viewBottom := viewTop + e.view.Size().Height
	noticeTop := drv.AbsolutePositionForObject(e.notice.Container).Y
	if !e.notice.Visible() || e.notice.Size().Height <= 0 {
		t.Fatal("the notice is not shown")
	}
	if noticeTop < viewBottom {
		t.Errorf("the notice (from y=%v) lies over the plan's view (down to y=%v)", noticeTop, viewBottom)
	}
	// The bottom row and, one cell further, the exits drawn in the margin.
	pos, size := e.view.CellRect(at(1, 10))
	if bottom := pos.Y + 2*size.Height; bottom > e.view.Size().Height {
		t.Errorf("the plan's bottom row and exits reach y=%v, below its view's %v", bottom, e.view.Size().Height)
	}
	if e.view.CellSize() >= before {
		t.Errorf("the fitted plan kept its cell size %v with a notice under it", before)
	}
	e.quiet()
	if got := e.view.CellSize(); got != before {
		t.Errorf("the plan is %v a cell after the notice went, %v before it came", got, before)
	}
}

// A notice hidden by the drag that begins does not move the plan under the
// pointer: the cells dragged over are those under the points.
func TestANoticeGoingDoesNotMoveThePlanDuringADrag(t *testing.T) {
	e, w := newTestEditor(t, blank(10, 10))
	w.Resize(laptopSize)
	e.tell("Saved castle.json.")
	e.setTool(toolBrush)
	e.kind = maze.Hospital
	e.tell("Saved castle.json.") // setTool took the first one away
	size := e.view.Size()
	e.view.SimulateDrag(desktop.MouseButtonPrimary, 0, cellCentre(e, at(2, 9)), cellCentre(e, at(5, 9)), cellCentre(e, at(9, 9)))
	for x := 2; x <= 9; x++ {
		if k := e.doc.Maze().Kind(at(x, 9)); k != maze.Hospital {
			t.Errorf("(%d,9) is %s after the brush crossed it", x, k)
		}
	}
	for x := 1; x <= 10; x++ {
		if k := e.doc.Maze().Kind(at(x, 8)); k != maze.Land {
			t.Errorf("(%d,8) is %s: the brush strayed off the row dragged along", x, k)
		}
	}
	if e.notice.Visible() {
		t.Error("the notice stayed after the drag")
	}
	if e.view.Size() == size {
		t.Error("the plan did not take the notice's room back after the drag")
	}
}

// Enter presses a dialog's default button: from a text field, and when
// nothing in the dialog holds the focus (Return or the keypad's Enter).
func TestEnterPressesTheDefaultButtonOfTheEditorsDialogs(t *testing.T) {
	t.Run("generate, nothing focused", func(t *testing.T) {
		e, w := newTestEditor(t, blank(5, 5))
		shortcut(e, shell.WithShortcutModifier(fyne.KeyG))
		press(e, fyne.KeyReturn)
		if got := uitest.TopOverlayText(w); got != nil {
			t.Fatalf("Enter left the Generate dialog open: %q", got)
		}
		if !strings.HasPrefix(e.notice.Message(), "Generated in") {
			t.Errorf("Enter did not generate; the editor says %q", e.notice.Message())
		}
	})
	t.Run("generate, from the seed", func(t *testing.T) {
		e, w := newTestEditor(t, blank(5, 5))
		shortcut(e, shell.WithShortcutModifier(fyne.KeyG))
		entries := findEntries(w.Canvas().Overlays().Top())
		if len(entries) < 5 {
			t.Fatalf("the Generate dialog has %d fields", len(entries))
		}
		seed := entries[3] // width, height, players, seed, title
		if seed.PlaceHolder != "" || seed.Text == "" {
			t.Fatalf("the fourth field holds %q, want the seed", seed.Text)
		}
		w.Canvas().Focus(seed)
		seed.SetText("4242")
		seed.TypedKey(&fyne.KeyEvent{Name: fyne.KeyEnter}) // the keypad's
		if got := uitest.TopOverlayText(w); got != nil {
			t.Fatalf("Enter in the seed field left the dialog open: %q", got)
		}
		if !strings.Contains(e.notice.Message(), "seed 4242") {
			t.Errorf("Enter did not generate with the seed typed; the editor says %q", e.notice.Message())
		}
	})
	t.Run("a bad value is reported, the dialog stays", func(t *testing.T) {
		e, w := newTestEditor(t, blank(5, 5))
		shortcut(e, shell.WithShortcutModifier(fyne.KeyG))
		entries := findEntries(w.Canvas().Overlays().Top())
		entries[0].SetText("0") // the width
		entries[0].TypedKey(&fyne.KeyEvent{Name: fyne.KeyReturn})
		if got := uitest.TopOverlayText(w); !uitest.Contains(got, "width") {
			t.Fatalf("a width of 0 submitted with Enter shows %q", got)
		}
		if n := len(w.Canvas().Overlays().List()); n != 2 {
			t.Errorf("%d dialogs are open, want the error over the Generate dialog", n)
		}
		if n, _ := e.doc.HistoryLen(); n != 0 {
			t.Error("the plan changed")
		}
	})
	t.Run("new maze", func(t *testing.T) {
		e, w := newTestEditor(t, blank(5, 5))
		shortcut(e, shell.WithShortcutModifier(fyne.KeyN))
		entries := findEntries(w.Canvas().Overlays().Top())
		entries[0].SetText("8")
		press(e, fyne.KeyReturn)
		if got := uitest.TopOverlayText(w); got != nil {
			t.Fatalf("Enter left the New maze form open: %q", got)
		}
		if m := e.doc.Maze(); m.Width() != 8 || m.Height() != 5 {
			t.Errorf("Enter made a %dx%d maze, want 8x5", m.Width(), m.Height())
		}
	})
	t.Run("resize, from a field", func(t *testing.T) {
		e, w := newTestEditor(t, blank(5, 5))
		shortcut(e, shell.WithShortcutModifier(fyne.KeyR))
		entries := findEntries(w.Canvas().Overlays().Top())
		entries[1].SetText("7")
		entries[1].TypedKey(&fyne.KeyEvent{Name: fyne.KeyReturn})
		if m := e.doc.Maze(); m.Width() != 5 || m.Height() != 7 {
			t.Errorf("Enter resized to %dx%d, want 5x7", m.Width(), m.Height())
		}
	})
	t.Run("unsaved changes: Enter saves", func(t *testing.T) {
		e, w := newTestEditor(t, sampleFile(t, "sample-5x5.json"))
		e.doc.Paint(maze.Hospital, at(1, 1))
		closed := false
		e.confirmDiscard(func() { closed = true })
		press(e, fyne.KeyReturn)
		if !closed || e.doc.Dirty() {
			t.Errorf("Enter under Unsaved changes: went on %v, unsaved %v; want saved, then on", closed, e.doc.Dirty())
		}
		if got := uitest.TopOverlayText(w); got != nil {
			t.Errorf("a dialog stayed: %q", got)
		}
	})
}

func TestShortDuration(t *testing.T) {
	for d, want := range map[time.Duration]string{
		300 * time.Microsecond:  "under a millisecond",
		4*time.Millisecond + 1:  "4 ms",
		999 * time.Millisecond:  "999 ms",
		1254 * time.Millisecond: "1.25s",
	} {
		if got := shortDuration(d); got != want {
			t.Errorf("%v reads %q, want %q", d, got, want)
		}
	}
}

// The maze's rules are chosen on the rules picker: a preset, none (the
// game's own), or any option changed on the whole form; each is one step
// of the document, undone like any other.
func TestTheMazeRulesArePickedOnTheRulesForm(t *testing.T) {
	e, _ := newTestEditorIn(t, sampleFile(t, "sample-5x5.json"))
	form := e.mazeTab.rules.Form()
	form.StartFrom("Beginner")
	if r := e.doc.Maze().Rules; r == nil || !r.Equal(rules.Beginner()) {
		t.Fatalf("the maze's rules after choosing Beginner: %+v", r)
	}
	form.StartFrom(rulesNone)
	if r := e.doc.Maze().Rules; r != nil {
		t.Fatalf("the maze names rules after choosing none: %+v", r)
	}
	form.StartFrom("Reference")
	if err := form.Set("nstop", rulebook.Int(30)); err != nil {
		t.Fatal(err)
	}
	if r := e.doc.Maze().Rules; r == nil || r.NStop != 30 || r.Preset != "Reference" {
		t.Fatalf("rules after nstop 30: %+v", r)
	}
	if !e.doc.Undo() {
		t.Fatal("nothing to undo")
	}
	if r := e.doc.Maze().Rules; r == nil || !r.Equal(rules.Reference()) || e.mazeTab.rules.Rules().NStop != 0 {
		t.Errorf("after undo: rules %+v, the picker's nstop %d", r, e.mazeTab.rules.Rules().NStop)
	}
}
