package notebookview

import (
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/driver/desktop"
	"fyne.io/fyne/v2/test"

	"github.com/labyrinth-game/labyrinth/app/notebook"
	"github.com/labyrinth-game/labyrinth/engine/maze"
	"github.com/labyrinth-game/labyrinth/ui/raster/rastertest"
)

// cellPx is the cell size of the input tests: with a scale of 1, Fyne
// units are pixels.
const cellPx = 24

// fixedView shows a sheet with cells of 24 units, Cell{0,0}'s corner at
// (24,24).
func fixedView(t *testing.T, n *notebook.Notebook, id notebook.SheetID) (*View, fyne.Window) {
	t.Helper()
	v, w := showView(t, n, id, rastertest.Light, fyne.NewSize(400, 300))
	v.SetCellSize(cellPx)
	v.SetOffset(fyne.NewPos(cellPx, cellPx))
	if v.CellSize() != cellPx || v.Offset() != fyne.NewPos(cellPx, cellPx) {
		t.Fatalf("cell size %v, offset %v", v.CellSize(), v.Offset())
	}
	return v, w
}

// pt is a point in cell (x, y), dx, dy units from its corner.
func pt(x, y int, dx, dy float32) fyne.Position {
	return fyne.NewPos(float32((x+1)*cellPx)+dx, float32((y+1)*cellPx)+dy)
}

func TestHitAt(t *testing.T) {
	n, id := newNotebook(t)
	v, _ := fixedView(t, n, id)
	const mid = cellPx / 2
	right := func(x, y int) notebook.Edge { return notebook.Edge{At: notebook.At(x, y), Dir: maze.Right} }
	down := func(x, y int) notebook.Edge { return notebook.Edge{At: notebook.At(x, y), Dir: maze.Down} }
	cases := []struct {
		name   string
		at     fyne.Position
		cell   notebook.Cell
		onEdge bool
		edge   notebook.Edge
	}{
		{"centre of (1,1)", pt(0, 0, mid, mid), notebook.At(0, 0), false, notebook.Edge{}},
		{"§1.4 the edge on the right, named from the left cell", pt(0, 0, cellPx-2, mid), notebook.At(0, 0), true, right(0, 0)},
		{"§1.4 the same edge from the right cell", pt(1, 0, 2, mid), notebook.At(1, 0), true, right(0, 0)},
		{"§1.4 the edge below, named from above", pt(2, 0, mid, cellPx-1), notebook.At(2, 0), true, down(2, 0)},
		{"§1.4 the edge above, named from the cell above", pt(2, 3, mid, 1), notebook.At(2, 3), true, down(2, 2)},
		{"left of the sheet's origin: negative cells", fyne.NewPos(10, 10), notebook.At(-1, -1), false, notebook.Edge{}},
		{"the edge between (0,1) and (1,1)", fyne.NewPos(cellPx+1, cellPx+mid), notebook.At(0, 0), true, right(-1, 0)},
		{"near a corner, the nearer edge", pt(2, 2, 1, 3), notebook.At(2, 2), true, right(1, 2)},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			h := v.HitAt(tc.at)
			if !h.In || h.Cell != tc.cell || h.OnEdge != tc.onEdge || (tc.onEdge && h.Edge != tc.edge) {
				t.Errorf("HitAt(%v) = %+v; want cell %v, on edge %v %v", tc.at, h, tc.cell, tc.onEdge, tc.edge)
			}
		})
	}
	v.EdgeTolerance = 100
	if h := v.HitAt(pt(2, 2, mid, mid)); h.OnEdge {
		t.Errorf("a cell's middle hit the edge %v", h.Edge)
	}
}

// TestTaps: a click moves the cursor, puts the brush's mark, cycles an
// edge; a right click erases.
func TestTaps(t *testing.T) {
	n, id := newNotebook(t)
	n.SetPen(true)
	v, _ := fixedView(t, n, id)
	s := n.Sheet(id)
	const mid = cellPx / 2

	test.TapAt(v, pt(3, 1, mid, mid))
	if s.Cursor() != notebook.At(3, 1) || s.Len() != 0 {
		t.Errorf("a click without a brush: cursor %v, %d marks", s.Cursor(), s.Len())
	}
	v.SetBrush(notebook.Hospital)
	test.TapAt(v, pt(2, 2, mid, mid))
	if got := s.Mark(notebook.At(2, 2), notebook.SlotType); got != pen(notebook.Hospital) {
		t.Errorf("§4.2 the hospital brush put %+v", got)
	}
	test.TapAt(v, pt(2, 2, mid, mid))
	if got := s.Mark(notebook.At(2, 2), notebook.SlotType); !got.Empty() {
		t.Errorf("the brush again should take the hospital off, left %+v", got)
	}

	e := notebook.EdgeOf(notebook.At(2, 2), maze.Right)
	for _, want := range []notebook.EdgeKind{notebook.Wall, notebook.Passage, notebook.SuspectedWall, notebook.Exit, notebook.Monolith, notebook.NoEdge, notebook.Wall} {
		test.TapAt(v, pt(2, 2, cellPx-2, mid))
		if got := s.Edge(e).Kind; got != want {
			t.Fatalf("§1.4 clicking the edge: %v, want %v", got, want)
		}
	}
	v.SetBrush(notebook.Treasure)
	test.TapAt(v, pt(4, 4, mid, mid))
	test.TapAt(v, pt(4, 4, 3, mid)) // the edge on the left: a wall
	v.TappedSecondary(&fyne.PointEvent{Position: pt(4, 4, 2, mid)})
	if got := s.Side(notebook.At(4, 4), maze.Left); !got.Empty() {
		t.Errorf("a right click on the edge left %+v", got)
	}
	if s.Mark(notebook.At(4, 4), notebook.SlotTreasure).Empty() {
		t.Error("a right click on the edge took the cell's treasure")
	}
	v.TappedSecondary(&fyne.PointEvent{Position: pt(2, 2, mid, mid)})
	if s.Side(notebook.At(2, 2), maze.Right).Empty() {
		t.Error("a right click on a cell erased its side")
	}
	v.TappedSecondary(&fyne.PointEvent{Position: pt(4, 4, mid, mid)})
	if got := s.Marks(notebook.At(4, 4)); got != ([notebook.NumSlots]notebook.CellMark{}) {
		t.Errorf("a right click on the cell left %+v", got)
	}
	// A screen taking the click over.
	v.OnTap = func(e TapEvent) bool { return e.Cell == notebook.At(6, 6) }
	cur := s.Cursor()
	test.TapAt(v, pt(6, 6, mid, mid))
	if s.Cursor() != cur {
		t.Error("OnTap took the click, but the view moved the cursor")
	}
}

// TestDragDrawsWalls: a drag along a line of edges walls them, as one
// undo step; crossing lines near corners are left alone.
func TestDragDrawsWalls(t *testing.T) {
	n, id := newNotebook(t)
	n.SetPen(true)
	v, _ := fixedView(t, n, id)
	s := n.Sheet(id)
	// Along the line under row 2, from column 1 to column 5.
	v.SimulateDrag(desktop.MouseButtonPrimary, 0, pt(1, 2, 4, cellPx-1), pt(2, 2, 12, cellPx), pt(4, 2, 20, cellPx+1))
	var want []notebook.Edge
	for x := 1; x <= 4; x++ {
		want = append(want, notebook.Edge{At: notebook.At(x, 2), Dir: maze.Down})
	}
	if got := s.Edges(); len(got) != len(want) {
		t.Fatalf("walls on %v, want %v", got, want)
	}
	for _, e := range want {
		if s.Edge(e) != penEdge(notebook.Wall) {
			t.Errorf("§1.4 edge %v holds %+v", e, s.Edge(e))
		}
	}
	if undo, _ := n.HistoryLen(); undo != 1 || n.UndoLabel() != "Draw walls" {
		t.Errorf("%d steps (%q), want one \"Draw walls\"", undo, n.UndoLabel())
	}
	n.Undo()
	if s.Len() != 0 {
		t.Error("undo left walls")
	}
}

// TestDragPaintsAndPans: with a brush, a drag from a cell's middle paints
// the cells it crosses; without one, it pans, as the middle button does.
func TestDragPaintsAndPans(t *testing.T) {
	n, id := newNotebook(t)
	n.SetPen(true)
	v, _ := fixedView(t, n, id)
	s := n.Sheet(id)
	v.SetBrush(notebook.Land)
	v.SimulateDrag(desktop.MouseButtonPrimary, 0, pt(0, 0, 12, 12), pt(3, 1, 12, 12))
	if got := len(s.Cells()); got != 5 {
		t.Errorf("§4.1 painted %v, want a connected path of 5 cells", s.Cells())
	}
	if undo, _ := n.HistoryLen(); undo != 1 {
		t.Errorf("%d steps, want 1", undo)
	}
	v.SetBrush(notebook.NoMark)
	before := v.Offset()
	v.SimulateDrag(desktop.MouseButtonPrimary, 0, pt(5, 5, 12, 12), pt(5, 5, 42, 22))
	if got := v.Offset(); got != before.AddXY(30, 10) {
		t.Errorf("a drag without a brush panned to %v, want %v", got, before.AddXY(30, 10))
	}
	v.SetBrush(notebook.Land)
	v.SimulateDrag(desktop.MouseButtonTertiary, 0, pt(5, 5, 12, 12), pt(5, 5, 2, 2))
	if got := v.Offset(); got != before.AddXY(20, 0) {
		t.Errorf("a middle drag panned to %v, want %v", got, before.AddXY(20, 0))
	}
	if got := len(s.Cells()); got != 5 {
		t.Errorf("panning painted: %d cells", got)
	}
}

// TestScrollZooms: the wheel zooms around the pointer.
func TestScrollZooms(t *testing.T) {
	n, id := newNotebook(t)
	v, _ := fixedView(t, n, id)
	at := pt(3, 3, 12, 12)
	before := v.HitAt(at).Cell
	v.Scrolled(&fyne.ScrollEvent{PointEvent: fyne.PointEvent{Position: at}, Scrolled: fyne.NewDelta(0, 100)})
	if v.CellSize() <= cellPx {
		t.Errorf("scrolling up zoomed to %v", v.CellSize())
	}
	if got := v.HitAt(at).Cell; got != before {
		t.Errorf("the cell under the pointer moved from %v to %v", before, got)
	}
}

// TestHover reports each new cell or edge once.
func TestHover(t *testing.T) {
	n, id := newNotebook(t)
	v, _ := fixedView(t, n, id)
	var got []Hit
	v.OnHover = func(h Hit) { got = append(got, h) }
	for _, p := range []fyne.Position{pt(1, 1, 10, 10), pt(1, 1, 12, 12), pt(1, 1, cellPx-1, 12), pt(2, 1, 12, 12)} {
		v.MouseMoved(&desktop.MouseEvent{PointEvent: fyne.PointEvent{Position: p}})
	}
	v.MouseOut()
	if len(got) != 4 || got[1].Edge != notebook.EdgeOf(notebook.At(1, 1), maze.Right) || got[2].Cell != notebook.At(2, 1) || !got[3].None() {
		t.Errorf("hover reports %+v", got)
	}
}

// TestSheetsKeepTheirPlace: each sheet is shown where it was left.
func TestSheetsKeepTheirPlace(t *testing.T) {
	n, id := newNotebook(t)
	b, _ := n.AddSheet("")
	v, _ := fixedView(t, n, id)
	v.SetSheet(b)
	v.SetCellSize(40)
	v.SetSheet(id)
	if v.CellSize() != cellPx || v.Offset() != fyne.NewPos(cellPx, cellPx) {
		t.Errorf("back on the first sheet: cell %v, offset %v", v.CellSize(), v.Offset())
	}
	v.SetSheet(b)
	if v.CellSize() != 40 {
		t.Errorf("back on the second sheet: cell %v, want 40", v.CellSize())
	}
}

// TestNoteEntry: N opens the view's own entry; Enter writes the note,
// Escape leaves it.
func TestNoteEntry(t *testing.T) {
	v, n, id := keyView(t)
	press(v, "N")
	c := fyne.CurrentApp().Driver().CanvasForObject(v)
	e, ok := c.Focused().(*noteEntry)
	if !ok {
		t.Fatalf("the focus is on %T, want the note's entry", c.Focused())
	}
	test.Type(e, "a pit under the hospital?")
	e.TypedKey(&fyne.KeyEvent{Name: fyne.KeyReturn})
	if got := n.Sheet(id).Mark(c22, notebook.SlotNote).Text; got != "a pit under the hospital?" {
		t.Errorf("note %q", got)
	}
	if c.Focused() != v {
		t.Error("the focus did not come back to the sheet")
	}
	var asked []string
	v.OnNote = func(cell notebook.Cell, text string) { asked = append(asked, cell.String()+" "+text) }
	press(v, "N")
	if len(asked) != 1 || asked[0] != "(3,3) a pit under the hospital?" {
		t.Errorf("OnNote heard %q", asked)
	}
	v.SetNote(c22, "  ")
	if !n.Sheet(id).Mark(c22, notebook.SlotNote).Empty() {
		t.Error("a blank note did not erase it")
	}
}

// TestHiDPI shows the sheet on a canvas with two pixels per Fyne unit: the
// picture is drawn at the screen's resolution and hit testing, in Fyne
// units, is unchanged.
func TestHiDPI(t *testing.T) {
	n, id := kitchenSink(t)
	v, w := fixedView(t, n, id)
	sc, ok := w.Canvas().(interface{ SetScale(float32) })
	if !ok {
		t.Skip("the test canvas cannot change its scale")
	}
	sc.SetScale(2)
	if img := capture(w); img.Bounds().Dx() != 800 {
		t.Fatalf("captured %v, want 800 pixels wide", img.Bounds())
	}
	v.SetCellSize(cellPx)
	v.SetOffset(fyne.NewPos(cellPx, cellPx))
	capture(w)
	if v.cache.p.g.C != 2*cellPx {
		t.Errorf("cells of %d pixels, want %d", v.cache.p.g.C, 2*cellPx)
	}
	if h := v.HitAt(pt(2, 1, 12, 12)); h.Cell != notebook.At(2, 1) || h.OnEdge {
		t.Errorf("hit %+v", h)
	}
	if h := v.HitAt(pt(0, 0, cellPx-1, 12)); !h.OnEdge || h.Edge != notebook.EdgeOf(notebook.At(0, 0), maze.Right) {
		t.Errorf("hit %+v", h)
	}
}

// TestFittedSheetStaysPut: a sheet is fitted when first shown and again
// when the view is resized, but not when the drawing grows: the paper must
// not move under the player's pen.
func TestFittedSheetStaysPut(t *testing.T) {
	n, id := newNotebook(t)
	v, w := showView(t, n, id, rastertest.Light, fyne.NewSize(400, 300))
	capture(w)
	if v.CellSize() != DefaultCellSize {
		t.Fatalf("an empty sheet shown at %v, want %v", v.CellSize(), DefaultCellSize)
	}
	off := v.Offset()
	must(t, n.SetMark(id, notebook.At(30, 20), pen(notebook.Land)))
	v.r.Layout(v.Size())
	capture(w)
	if v.Offset() != off || v.CellSize() != DefaultCellSize {
		t.Errorf("drawing moved the paper: offset %v (was %v), cell %v", v.Offset(), off, v.CellSize())
	}
	w.Resize(fyne.NewSize(500, 400))
	capture(w)
	if pos, _ := v.CellRect(notebook.At(30, 20)); pos.X > 500 || pos.Y > 400 {
		t.Errorf("after a resize the fitted drawing is out of view: %v", pos)
	}
}
