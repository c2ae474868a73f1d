package planview

import (
	"slices"
	"testing"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/driver/desktop"
	"fyne.io/fyne/v2/test"

	"github.com/labyrinth-game/labyrinth/engine/maze"
	"github.com/labyrinth-game/labyrinth/ui/raster/rastertest"
)

// cellPx is the cell size of the input tests: with a scale of 1, Fyne
// units are pixels.
const cellPx = 24

// fixedView shows the kitchen-sink maze with cells of 24 units, cell
// (1,1)'s corner at (24,24).
func fixedView(t *testing.T) (*View, fyne.Window) {
	t.Helper()
	v, w := showView(t, kitchenSink(), rastertest.Light, fyne.NewSize(400, 300))
	v.SetCellSize(cellPx)
	v.SetOffset(fyne.NewPos(cellPx, cellPx))
	if v.CellSize() != cellPx || v.Offset() != fyne.NewPos(cellPx, cellPx) {
		t.Fatalf("cell size %v, offset %v", v.CellSize(), v.Offset())
	}
	return v, w
}

// pt is a point in cell (x, y) (0-based), dx, dy units from its corner.
func pt(x, y int, dx, dy float32) fyne.Position {
	return fyne.NewPos(float32((x+1)*cellPx)+dx, float32((y+1)*cellPx)+dy)
}

func side(x, y int, d maze.Dir) maze.Side { return maze.Side{At: maze.At(x, y), Dir: d} }

func TestHitAt(t *testing.T) {
	v, _ := fixedView(t)
	const mid = cellPx / 2
	cases := []struct {
		name   string
		at     fyne.Position
		cell   maze.Pos
		inGrid bool
		onEdge bool
		edge   maze.Side
		outer  bool
	}{
		{"centre of (1,1)", pt(0, 0, mid, mid), maze.At(0, 0), true, false, maze.Side{}, false},
		{"centre of (8,6)", pt(7, 5, mid, mid), maze.At(7, 5), true, false, maze.Side{}, false},
		{"§1.4 inner side, from the left cell", pt(0, 0, cellPx-2, mid), maze.At(0, 0), true, true, side(0, 0, maze.Right), false},
		{"§1.4 inner side, from the right cell, named from the left", pt(1, 0, 2, mid), maze.At(1, 0), true, true, side(0, 0, maze.Right), false},
		{"§1.4 inner side below, named from above", pt(0, 1, mid, 1), maze.At(0, 1), true, true, side(0, 0, maze.Down), false},
		{"§1.4 outline from inside", pt(0, 2, 2, mid), maze.At(0, 2), true, true, side(0, 2, maze.Left), true},
		{"§1.4 outline from the margin", pt(0, 2, -3, mid), maze.Pos{X: -1, Y: 2}, false, true, side(0, 2, maze.Left), true},
		{"§1.4 outline below the grid", pt(4, 5, mid, cellPx+3), maze.Pos{X: 4, Y: 6}, false, true, side(4, 5, maze.Down), true},
		{"§1.4 outline on a hole, from the hole", pt(3, 3, mid, 2), maze.At(3, 3), true, true, side(3, 2, maze.Down), true},
		{"near a corner, the nearer side", pt(2, 2, 1, 3), maze.At(2, 2), true, true, side(1, 2, maze.Right), false},
		{"between two holes is no side", pt(3, 3, cellPx-1, mid), maze.At(3, 3), true, false, maze.Side{}, false},
		{"middle of a hole is its grid position", pt(3, 3, mid, mid), maze.At(3, 3), true, false, maze.Side{}, false},
		{"deep in the margin is nothing", fyne.NewPos(3, 3), maze.Pos{X: -1, Y: -1}, false, false, maze.Side{}, false},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			h := v.HitAt(tc.at)
			if h.Cell != tc.cell || h.InGrid != tc.inGrid || h.OnEdge != tc.onEdge || h.Outer != tc.outer || (tc.onEdge && h.Edge != tc.edge) {
				t.Errorf("HitAt(%v) = cell %v in grid %v, on edge %v %v outer %v; want cell %v in grid %v, on edge %v %v outer %v",
					tc.at, h.Cell, h.InGrid, h.OnEdge, h.Edge, h.Outer, tc.cell, tc.inGrid, tc.onEdge, tc.edge, tc.outer)
			}
		})
	}
	t.Run("tolerance never takes a cell's middle", func(t *testing.T) {
		v.EdgeTolerance = 100
		defer func() { v.EdgeTolerance = 0 }()
		if h := v.HitAt(pt(2, 2, mid, mid)); h.OnEdge {
			t.Errorf("centre hit the side %v", h.Edge)
		}
		if h := v.HitAt(pt(2, 2, 4, mid)); !h.OnEdge {
			t.Error("a wide tolerance should reach 4 units from the side")
		}
	})
	t.Run("second floor", func(t *testing.T) {
		v.SetFloor(1)
		defer v.SetFloor(0)
		if h := v.HitAt(pt(2, 2, mid, mid)); h.Cell != (maze.Pos{X: 2, Y: 2, Floor: 1}) {
			t.Errorf("cell %v, want (3,3) floor 2", h.Cell)
		}
	})
}

func TestTapsReportMazeCoordinates(t *testing.T) {
	v, _ := fixedView(t)
	var taps, seconds, doubles []TapEvent
	v.OnTap = func(e TapEvent) { taps = append(taps, e) }
	v.OnSecondaryTap = func(e TapEvent) { seconds = append(seconds, e) }
	v.OnDoubleTap = func(e TapEvent) { doubles = append(doubles, e) }

	test.TapAt(v, pt(2, 1, 12, 12))
	if len(taps) != 1 || taps[0].Cell != maze.At(2, 1) || taps[0].OnEdge {
		t.Fatalf("tap: %+v", taps)
	}
	test.TapAt(v, pt(2, 1, 10, 10)) // the same cell at once: a double click
	if len(taps) != 2 || len(doubles) != 1 || doubles[0].Cell != maze.At(2, 1) {
		t.Fatalf("double tap: taps %d, doubles %+v", len(taps), doubles)
	}
	test.TapAt(v, pt(2, 1, 10, 10)) // a third click starts afresh
	if len(doubles) != 1 {
		t.Fatalf("a triple click gave %d double taps", len(doubles))
	}
	v.lastTap = time.Time{}
	test.TapAt(v, pt(3, 1, 12, 12))
	test.TapAt(v, pt(4, 1, 12, 12)) // another cell: not a double click
	if len(doubles) != 1 {
		t.Fatalf("taps on two cells gave a double tap")
	}

	v.MouseDown(&desktop.MouseEvent{Button: desktop.MouseButtonSecondary, Modifier: fyne.KeyModifierShift})
	test.TapSecondaryAt(v, pt(0, 0, cellPx-1, 12))
	if len(seconds) != 1 || !seconds[0].OnEdge || seconds[0].Edge != side(0, 0, maze.Right) || seconds[0].Modifier != fyne.KeyModifierShift {
		t.Fatalf("secondary tap: %+v", seconds)
	}
}

func TestDragReportsAConnectedPath(t *testing.T) {
	v, _ := fixedView(t)
	var starts, moves, ends []DragEvent
	v.OnDragStart = func(e DragEvent) { starts = append(starts, e) }
	v.OnDrag = func(e DragEvent) { moves = append(moves, e) }
	v.OnDragEnd = func(e DragEvent) { ends = append(ends, e) }

	// One quick diagonal stroke from (1,1) to (4,3): Fyne reports a single
	// move, and the path must still step from neighbour to neighbour.
	v.SimulateDrag(desktop.MouseButtonPrimary, 0, pt(0, 0, 12, 12), pt(3, 2, 12, 12))
	if len(starts) != 1 || len(moves) != 1 || len(ends) != 1 {
		t.Fatalf("%d starts, %d moves, %d ends; want 1 each", len(starts), len(moves), len(ends))
	}
	e := ends[0]
	if e.Start.Cell != maze.At(0, 0) || e.Current.Cell != maze.At(3, 2) {
		t.Errorf("start %v, current %v", e.Start.Cell, e.Current.Cell)
	}
	if len(e.Cells) != 6 || e.Cells[0] != maze.At(0, 0) || e.Cells[5] != maze.At(3, 2) {
		t.Errorf("path %v: want 6 cells from (1,1) to (4,3)", e.Cells)
	}
	for i := 1; i < len(e.Cells); i++ {
		a, b := e.Cells[i-1], e.Cells[i]
		if abs(a.X-b.X)+abs(a.Y-b.Y) != 1 {
			t.Errorf("path %v: %v and %v are not neighbours", e.Cells, a, b)
		}
	}

	// A stroke along the line between rows 1 and 2 collects its sides in
	// order and none of those across it.
	starts, moves, ends = nil, nil, nil
	from := pt(0, 1, 4, 1)
	points := []fyne.Position{from}
	for i := 1; i <= 8; i++ {
		points = append(points, from.AddXY(float32(i*8), float32(i%2)))
	}
	v.SimulateDrag(desktop.MouseButtonPrimary, fyne.KeyModifierAlt, points...)
	want := []maze.Side{side(0, 0, maze.Down), side(1, 0, maze.Down), side(2, 0, maze.Down)}
	if len(ends) != 1 || !slices.Equal(ends[0].Edges, want) {
		t.Fatalf("edges %v, want %v", ends[0].Edges, want)
	}
	if ends[0].Modifier != fyne.KeyModifierAlt || ends[0].Button != desktop.MouseButtonPrimary {
		t.Errorf("button %v modifier %v", ends[0].Button, ends[0].Modifier)
	}
	if len(moves) != 8 || len(starts) != 1 {
		t.Errorf("%d moves, %d starts", len(moves), len(starts))
	}
	// Each move's new cells and sides, put together, are the whole path.
	var cells []maze.Pos
	var edges []maze.Side
	for _, m := range moves {
		cells = append(cells, m.NewCells...)
		edges = append(edges, m.NewEdges...)
	}
	if !slices.Equal(cells, ends[0].Cells) || !slices.Equal(edges, ends[0].Edges) {
		t.Errorf("new cells %v and sides %v add up to something else than %v and %v", cells, edges, ends[0].Cells, ends[0].Edges)
	}
	if v.Hover().Cell != maze.At(2, 1) && v.Hover().Cell != maze.At(2, 0) {
		t.Errorf("hover follows the drag: %v", v.Hover().Cell)
	}
}

func TestDragPansWithoutCallbacks(t *testing.T) {
	v, w := fixedView(t)
	v.SimulateDrag(desktop.MouseButtonPrimary, 0, pt(2, 2, 0, 0), pt(2, 2, 10, -5), pt(2, 2, 30, -10))
	if got, want := v.Offset(), fyne.NewPos(cellPx+30, cellPx-10); got != want {
		t.Errorf("offset %v, want %v", got, want)
	}
	// A middle-button drag pans even when a tool listens to drags.
	called := false
	v.OnDrag = func(DragEvent) { called = true }
	v.SimulateDrag(desktop.MouseButtonTertiary, 0, pt(2, 2, 0, 0), pt(2, 2, -30, 10))
	// Fyne's own test.Drag reaches the view as a move of the same length.
	v.OnDrag = nil
	test.Drag(w.Canvas(), pt(2, 2, 0, 0), 5, 5)
	test.Drag(w.Canvas(), pt(2, 2, 0, 0), -5, -5)
	if called || v.Offset() != fyne.NewPos(cellPx, cellPx) {
		t.Errorf("middle drag: tool called %v, offset %v", called, v.Offset())
	}
}

func TestHoverReportsChanges(t *testing.T) {
	v, w := fixedView(t)
	var got []Hit
	v.OnHover = func(h Hit) { got = append(got, h) }
	test.MoveMouse(w.Canvas(), pt(1, 1, 12, 12))
	test.MoveMouse(w.Canvas(), pt(1, 1, 13, 12)) // same cell: no report
	test.MoveMouse(w.Canvas(), pt(1, 1, cellPx-1, 12))
	v.MouseOut()
	if len(got) != 3 {
		t.Fatalf("%d reports, want 3: %+v", len(got), got)
	}
	if got[0].Cell != maze.At(1, 1) || got[0].OnEdge || !got[1].OnEdge || got[1].Edge != side(1, 1, maze.Right) || !got[2].None() {
		t.Errorf("reports %+v", got)
	}
	r := v.r
	test.MoveMouse(w.Canvas(), pt(1, 1, 12, 12))
	pos, size := v.CellRect(maze.At(1, 1))
	if !r.hoverCell.Visible() || r.hoverCell.Position() != pos || r.hoverCell.Size() != size || r.hoverEdge.Visible() {
		t.Errorf("cell highlight at %v %v (visible %v), want %v %v", r.hoverCell.Position(), r.hoverCell.Size(), r.hoverCell.Visible(), pos, size)
	}
	v.SetHoverMode(HoverEdges)
	if r.hoverCell.Visible() {
		t.Error("HoverEdges still highlights the cell")
	}
	test.MoveMouse(w.Canvas(), pt(1, 1, cellPx-1, 12))
	if !r.hoverEdge.Visible() {
		t.Error("HoverEdges does not highlight the side")
	}
}

func TestZoomAndPan(t *testing.T) {
	v, _ := fixedView(t)
	changes := 0
	v.OnViewChanged = func() { changes++ }
	anchor := pt(3, 2, 6, 6)
	before := v.HitAt(anchor).Cell
	v.ZoomAt(2, anchor)
	if v.CellSize() != 2*cellPx {
		t.Errorf("cell size %v after zooming twice", v.CellSize())
	}
	if after := v.HitAt(anchor).Cell; after != before {
		t.Errorf("zooming moved the anchor from %v to %v", before, after)
	}
	v.ZoomAt(1000, anchor)
	if v.CellSize() != MaxCellSize {
		t.Errorf("cell size %v, want the maximum %v", v.CellSize(), MaxCellSize)
	}
	v.ZoomAt(0.0001, anchor)
	if v.CellSize() != MinCellSize {
		t.Errorf("cell size %v, want the minimum %v", v.CellSize(), MinCellSize)
	}
	v.ZoomAt(0, anchor) // ignored
	v.Fit()
	// 8x6 cells and a margin of one cell in 400x300: 300/8 = 37.
	if v.CellSize() != 37 {
		t.Errorf("fitted cell size %v, want 37", v.CellSize())
	}
	v.Pan(-1e6, -1e6)
	if o := v.Offset(); o.X < -8*37 || o.Y < -6*37 {
		t.Errorf("panned the plan out of view: offset %v", o)
	}
	v.Scrolled(&fyne.ScrollEvent{PointEvent: fyne.PointEvent{Position: anchor}, Scrolled: fyne.NewDelta(0, 25)})
	if v.CellSize() <= 37 {
		t.Errorf("the wheel did not zoom in: %v", v.CellSize())
	}
	var scrolled []ScrollEvent
	v.OnScroll = func(e ScrollEvent) { scrolled = append(scrolled, e) }
	size := v.CellSize()
	v.Scrolled(&fyne.ScrollEvent{PointEvent: fyne.PointEvent{Position: anchor}, Scrolled: fyne.NewDelta(0, 25)})
	if len(scrolled) != 1 || scrolled[0].DY != 25 || v.CellSize() != size {
		t.Errorf("OnScroll: %+v, size %v -> %v", scrolled, size, v.CellSize())
	}
	if changes < 6 {
		t.Errorf("OnViewChanged called %d times", changes)
	}
}

func TestShowCells(t *testing.T) {
	v, _ := fixedView(t)
	v.SetCellSize(60)
	v.ShowCells(maze.Pos{X: 2, Y: 2, Floor: 1})
	if v.Floor() != 1 {
		t.Errorf("floor %d, want the cell's floor", v.Floor()+1)
	}
	h := v.HitAt(fyne.NewPos(200, 150))
	if h.Cell != (maze.Pos{X: 2, Y: 2, Floor: 1}) {
		t.Errorf("view centre on %v", h.Cell)
	}
	v.ShowCells(maze.At(0, 0), maze.At(7, 5))
	first, _ := v.CellRect(maze.At(0, 0))
	last, size := v.CellRect(maze.At(7, 5))
	if v.Floor() != 0 || first.X < 0 || first.Y < 0 || last.X+size.Width > 400 || last.Y+size.Height > 300 {
		t.Errorf("floor %d, cells from %v to %v: all of the plan should show in 400x300", v.Floor(), first, last.Add(size))
	}
}

// TestHiDPI shows the plan on a canvas with two pixels per Fyne unit: the
// picture is drawn at the screen's resolution and hit testing, in Fyne
// units, is unchanged.
func TestHiDPI(t *testing.T) {
	v, w := fixedView(t)
	sc, ok := w.Canvas().(interface{ SetScale(float32) })
	if !ok {
		t.Skip("the test canvas cannot change its scale")
	}
	sc.SetScale(2)
	img := capture(w)
	if img.Bounds().Dx() != 800 {
		t.Fatalf("captured %v, want 800 pixels wide", img.Bounds())
	}
	v.SetCellSize(cellPx)
	v.SetOffset(fyne.NewPos(cellPx, cellPx))
	capture(w)
	if v.cache.p.g.C != 2*cellPx {
		t.Errorf("cells of %d pixels, want %d", v.cache.p.g.C, 2*cellPx)
	}
	if h := v.HitAt(pt(2, 1, 12, 12)); h.Cell != maze.At(2, 1) || h.OnEdge {
		t.Errorf("hit %+v", h)
	}
	if h := v.HitAt(pt(0, 0, cellPx-1, 12)); !h.OnEdge || h.Edge != side(0, 0, maze.Right) {
		t.Errorf("hit %+v", h)
	}
}

// TestSetMazeKeepsTheViewOfTheSameSize: an undo that replaces the plan by
// one of the same size must not throw the user's zoom away.
func TestSetMazeKeepsTheViewOfTheSameSize(t *testing.T) {
	v, _ := fixedView(t)
	v.SetFloor(1)
	v.SetProblems([]maze.Pos{maze.At(1, 1)})
	v.SetMaze(kitchenSink())
	if v.CellSize() != cellPx || v.Offset() != fyne.NewPos(cellPx, cellPx) || v.Floor() != 1 {
		t.Errorf("same size: cell %v, offset %v, floor %d", v.CellSize(), v.Offset(), v.Floor()+1)
	}
	if v.problems != nil {
		t.Error("problems of the old plan are still shown")
	}
	v.SetMaze(maze.MustNew(3, 3))
	if v.CellSize() == cellPx || v.Floor() != 0 {
		t.Errorf("another size: cell %v, floor %d; want fitted, floor 1", v.CellSize(), v.Floor()+1)
	}
}
