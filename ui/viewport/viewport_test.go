package viewport

import (
	"fmt"
	"math"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/driver/desktop"
	"fyne.io/fyne/v2/test"

	"github.com/labyrinth-game/labyrinth/engine/maze"
	"github.com/labyrinth-game/labyrinth/ui/raster"
)

func TestZoomSnapsToPixels(t *testing.T) {
	for _, tc := range []struct {
		name string
		z    Zoom
		grid raster.Grid
		l    Layout
	}{
		{"scale 1", Zoom{Cell: 24, Offset: fyne.NewPos(10, -3), Scale: 1}, raster.Grid{C: 24, OX: 10, OY: -3}, Layout{fyne.NewPos(10, -3), 24}},
		{"rounded to whole pixels", Zoom{Cell: 23.6, Offset: fyne.NewPos(10.4, 2.6), Scale: 1}, raster.Grid{C: 24, OX: 10, OY: 3}, Layout{fyne.NewPos(10, 3), 24}},
		{"two pixels a unit", Zoom{Cell: 12.3, Offset: fyne.NewPos(5.2, 1), Scale: 2}, raster.Grid{C: 25, OX: 10, OY: 2}, Layout{fyne.NewPos(5, 1), 12.5}},
		{"a cell is a pixel at least", Zoom{Cell: 0.1, Scale: 1}, raster.Grid{C: 1}, Layout{Cell: 1}},
		{"no scale yet: 1", Zoom{Cell: 8, Offset: fyne.NewPos(3, 4)}, raster.Grid{C: 1}, Layout{fyne.NewPos(3, 4), 8}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			if g := tc.z.Grid(); g != tc.grid {
				t.Errorf("Grid = %+v, want %+v", g, tc.grid)
			}
			if l := tc.z.Layout(); l != tc.l {
				t.Errorf("Layout = %+v, want %+v", l, tc.l)
			}
		})
	}
}

func TestZoomAt(t *testing.T) {
	z := Zoom{Cell: 20, Offset: fyne.NewPos(10, 10), Scale: 1}
	anchor := fyne.NewPos(50, 30)
	fx, fy := z.Layout().CellAt(anchor)
	if !z.ZoomAt(2, anchor, 4, 96) {
		t.Fatal("ZoomAt(2) refused")
	}
	if z.Cell != 40 {
		t.Errorf("cell %v, want 40", z.Cell)
	}
	if gx, gy := z.Layout().CellAt(anchor); math.Abs(gx-fx) > 1e-6 || math.Abs(gy-fy) > 1e-6 {
		t.Errorf("the anchor moved from (%v,%v) to (%v,%v) on the grid", fx, fy, gx, gy)
	}
	z.ZoomAt(100, anchor, 4, 96)
	if z.Cell != 96 {
		t.Errorf("cell %v, want the upper limit", z.Cell)
	}
	for _, f := range []float32{0, -1, float32(math.NaN()), float32(math.Inf(1))} {
		before := z
		if z.ZoomAt(f, anchor, 4, 96) || z != before {
			t.Errorf("ZoomAt(%v) changed the zoom", f)
		}
	}
}

func TestLearnScale(t *testing.T) {
	z := Zoom{Scale: 1}
	for _, tc := range []struct {
		pixels  int
		units   float32
		changed bool
		scale   float32
	}{
		{400, 400, false, 1},
		{401, 400, false, 1}, // a rounding
		{800, 400, true, 2},
		{0, 400, false, 2},
		{300, 0, false, 2},
	} {
		if got := z.LearnScale(tc.pixels, tc.units); got != tc.changed || z.Scale != tc.scale {
			t.Errorf("LearnScale(%d, %v) = %v, scale %v; want %v, %v", tc.pixels, tc.units, got, z.Scale, tc.changed, tc.scale)
		}
	}
}

func TestLayoutPlaces(t *testing.T) {
	l := Layout{Origin: fyne.NewPos(10, 20), Cell: 8}
	if pos, size := l.CellRect(-1, 2); pos != fyne.NewPos(2, 36) || size != fyne.NewSquareSize(8) {
		t.Errorf("CellRect = %v %v", pos, size)
	}
	if c := l.Centre(0, 0); c != fyne.NewPos(14, 24) {
		t.Errorf("Centre = %v", c)
	}
	for _, tc := range []struct {
		d    maze.Dir
		pos  fyne.Position
		size fyne.Size
	}{
		{maze.Right, fyne.NewPos(17, 19), fyne.NewSize(2, 10)},
		{maze.Left, fyne.NewPos(9, 19), fyne.NewSize(2, 10)},
		{maze.Down, fyne.NewPos(9, 27), fyne.NewSize(10, 2)},
		{maze.Up, fyne.NewPos(9, 19), fyne.NewSize(10, 2)},
	} {
		if pos, size := l.Bar(0, 0, tc.d, 2); pos != tc.pos || size != tc.size {
			t.Errorf("Bar %v = %v %v, want %v %v", tc.d, pos, size, tc.pos, tc.size)
		}
	}
	for _, tc := range [][3]float32{{0, 24, 5.28}, {0, 8, 3}, {0, 100, 10}, {7, 24, 7}, {50, 24, 9.6}} {
		if got := (Layout{Cell: tc[1]}).Tolerance(tc[0]); math.Abs(float64(got-tc[2])) > 1e-5 {
			t.Errorf("Tolerance(%v) at cells of %v = %v, want %v", tc[0], tc[1], got, tc[2])
		}
	}
}

func TestHit(t *testing.T) {
	l := Layout{Origin: fyne.NewPos(24, 24), Cell: 24}
	for _, tc := range []struct {
		name   string
		at     fyne.Position
		strict bool
		x, y   int
		sides  []maze.Dir
	}{
		{"a cell's middle is on no side", fyne.NewPos(36, 36), false, 0, 0, nil},
		{"near the right side", fyne.NewPos(46, 36), false, 0, 0, []maze.Dir{maze.Right}},
		{"left of the origin", fyne.NewPos(22, 36), false, -1, 0, []maze.Dir{maze.Right}},
		{"near a corner: both, the nearer first", fyne.NewPos(25, 27), false, 0, 0, []maze.Dir{maze.Left, maze.Up}},
		{"near a corner, strictly: none", fyne.NewPos(25, 27), true, 0, 0, nil},
		{"on a line, away from its ends, strictly", fyne.NewPos(36, 25), true, 0, 0, []maze.Dir{maze.Up}},
		{"equally near: left before up", fyne.NewPos(26, 26), false, 0, 0, []maze.Dir{maze.Left, maze.Up}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			x, y, sides, n := l.Hit(tc.at, l.Tolerance(0), tc.strict)
			if x != tc.x || y != tc.y || fmt.Sprint(sides[:n]) != fmt.Sprint(tc.sides) {
				t.Errorf("(%d,%d) sides %v; want (%d,%d) %v", x, y, sides[:n], tc.x, tc.y, tc.sides)
			}
		})
	}
}

func TestCells(t *testing.T) {
	l := Layout{Cell: 10}
	for _, tc := range []struct {
		name   string
		p0, p1 fyne.Position
		most   int
		want   string
	}{
		{"one cell", fyne.NewPos(5, 5), fyne.NewPos(6, 7), math.MaxInt, "[(0,0)]"},
		{"a row", fyne.NewPos(5, 5), fyne.NewPos(35, 5), math.MaxInt, "[(0,0) (1,0) (2,0) (3,0)]"},
		{"a diagonal, neighbours in turn", fyne.NewPos(5, 5), fyne.NewPos(25, 26), math.MaxInt, "[(0,0) (0,1) (1,1) (1,2) (2,2)]"},
		{"backwards across the origin", fyne.NewPos(5, 5), fyne.NewPos(-15, 5), math.MaxInt, "[(0,0) (-1,0) (-2,0)]"},
		{"capped", fyne.NewPos(5, 5), fyne.NewPos(1005, 5), 3, "[(0,0) (1,0) (2,0) (3,0)]"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			var got []string
			for x, y := range l.Cells(tc.p0, tc.p1, tc.most) {
				got = append(got, fmt.Sprintf("(%d,%d)", x, y))
			}
			if s := fmt.Sprint(got); s != tc.want {
				t.Errorf("cells %s, want %s", s, tc.want)
			}
		})
	}
	n := 0
	for range l.Cells(fyne.NewPos(5, 5), fyne.NewPos(95, 5), math.MaxInt) {
		if n++; n == 3 {
			break
		}
	}
	if n != 3 {
		t.Errorf("stopped after %d cells, want 3", n)
	}
}

func TestAlong(t *testing.T) {
	var got []fyne.Position
	for p := range Along(fyne.NewPos(0, 0), fyne.NewPos(10, 0), 4, math.MaxInt) {
		got = append(got, p)
	}
	if len(got) != 4 || got[0] != fyne.NewPos(0, 0) || got[3] != fyne.NewPos(10, 0) {
		t.Errorf("points %v: want 4 from (0,0) to (10,0)", got)
	}
	n := 0
	for range Along(fyne.NewPos(0, 0), fyne.NewPos(1e6, 0), 1, 100) {
		n++
	}
	if n != 101 {
		t.Errorf("%d points, want the cap of 101", n)
	}
}

func TestClipLine(t *testing.T) {
	size := fyne.NewSize(100, 50)
	for _, tc := range []struct {
		name   string
		p1, p2 fyne.Position
		ok     bool
		q1, q2 fyne.Position
	}{
		{"inside", fyne.NewPos(10, 10), fyne.NewPos(90, 40), true, fyne.NewPos(10, 10), fyne.NewPos(90, 40)},
		{"across, cut with room", fyne.NewPos(-1000, 25), fyne.NewPos(1000, 25), true, fyne.NewPos(-16, 25), fyne.NewPos(116, 25)},
		{"outside", fyne.NewPos(-100, -100), fyne.NewPos(-50, -20), false, fyne.Position{}, fyne.Position{}},
		{"parallel outside", fyne.NewPos(-30, 0), fyne.NewPos(-30, 40), false, fyne.Position{}, fyne.Position{}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			q1, q2, ok := ClipLine(tc.p1, tc.p2, size)
			if ok != tc.ok || ok && (q1 != tc.q1 || q2 != tc.q2) {
				t.Errorf("ClipLine = %v %v %v, want %v %v %v", q1, q2, ok, tc.q1, tc.q2, tc.ok)
			}
		})
	}
}

func TestPool(t *testing.T) {
	test.NewTempApp(t)
	grown := false
	made := 0
	p := NewPool(func() *canvas.Rectangle { made++; return canvas.NewRectangle(nil) }, &grown)
	for i := range 3 {
		p.Get(i)
	}
	if !grown || made != 3 || len(p.Items()) != 3 || len(p.Objects()) != 3 {
		t.Fatalf("grown %v, made %d, %d items", grown, made, len(p.Items()))
	}
	grown = false
	p.HideFrom(1)
	if !p.Items()[0].Visible() || p.Items()[1].Visible() || p.Items()[2].Visible() {
		t.Error("HideFrom(1) did not hide the rest only")
	}
	if o := p.Get(2); !o.Visible() || grown || made != 3 {
		t.Error("Get of a made object made another or left it hidden")
	}
	p.HideFrom(10)
}

// mouse records what SimulateDrag tells a widget.
type mouse struct{ events []string }

func (m *mouse) MouseDown(e *desktop.MouseEvent) {
	m.events = append(m.events, fmt.Sprintf("down %v %v %v", e.Position, e.Button, e.Modifier))
}
func (m *mouse) MouseUp(e *desktop.MouseEvent) {
	m.events = append(m.events, fmt.Sprintf("up %v %v %v", e.Position, e.Button, e.Modifier))
}
func (m *mouse) Dragged(e *fyne.DragEvent) {
	m.events = append(m.events, fmt.Sprintf("drag %v by %v", e.Position, e.Dragged))
}
func (m *mouse) DragEnd() { m.events = append(m.events, "end") }

func TestSimulateDrag(t *testing.T) {
	var m mouse
	SimulateDrag(&m, desktop.MouseButtonSecondary, fyne.KeyModifierShift, fyne.NewPos(1, 2), fyne.NewPos(4, 6), fyne.NewPos(4, 10))
	want := fmt.Sprint([]string{
		fmt.Sprintf("down %v %v %v", fyne.NewPos(1, 2), desktop.MouseButtonSecondary, fyne.KeyModifierShift),
		fmt.Sprintf("drag %v by %v", fyne.NewPos(4, 6), fyne.NewDelta(3, 4)),
		fmt.Sprintf("drag %v by %v", fyne.NewPos(4, 10), fyne.NewDelta(0, 4)),
		"end",
		fmt.Sprintf("up %v %v %v", fyne.NewPos(4, 10), desktop.MouseButtonSecondary, fyne.KeyModifierShift),
	})
	if got := fmt.Sprint(m.events); got != want {
		t.Errorf("events\n%s\nwant\n%s", got, want)
	}
	m.events = nil
	SimulateDrag(&m, desktop.MouseButtonPrimary, 0, fyne.NewPos(1, 2))
	if len(m.events) != 0 {
		t.Errorf("one point made a drag: %v", m.events)
	}
}

func TestWheelZoom(t *testing.T) {
	if f := WheelZoom(25); f < 1.09 || f > 1.12 {
		t.Errorf("a notch away zooms by %v, want about 1.1", f)
	}
	if f := WheelZoom(-25) * WheelZoom(25); math.Abs(float64(f-1)) > 1e-6 {
		t.Errorf("a notch back and forth zooms by %v", f)
	}
}
