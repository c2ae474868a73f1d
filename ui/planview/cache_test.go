package planview

import (
	"image"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/driver/desktop"
	"fyne.io/fyne/v2/theme"

	"github.com/labyrinth-game/labyrinth/engine/maze"
	"github.com/labyrinth-game/labyrinth/ui/raster"
	"github.com/labyrinth-game/labyrinth/ui/raster/rastertest"
)

// newCache prepares a cache for m at cell size c in a w x h view.
func newCache(m *maze.Maze, c int) *planCache {
	pc := &planCache{}
	pc.setup(m, 0, true, NewPalette(rastertest.Light, theme.VariantLight), rastertest.Light, c, 1)
	return pc
}

// TestInvalidateRepaintsOnlyTheCells edits one cell or side at a time and
// checks that the partial repaint touched only the 3x3 squares around it
// and gives exactly the picture a full redraw would.
func TestInvalidateRepaintsOnlyTheCells(t *testing.T) {
	const c, w, h = 20, 300, 240
	g := raster.Grid{C: c, OX: c + 3, OY: c - 5}
	cases := []struct {
		name  string
		edit  func(m *maze.Maze)
		cells []maze.Pos
	}{
		{"§4.2 land becomes a hospital", func(m *maze.Maze) { m.SetCell(maze.At(2, 2), maze.Cell{Kind: maze.Hospital}) }, []maze.Pos{maze.At(2, 2)}},
		{"§4.5 a river turns", func(m *maze.Maze) { m.SetCell(maze.At(1, 4), maze.Cell{Kind: maze.River, Flow: maze.Up}) }, []maze.Pos{maze.At(1, 4)}},
		{"§4.4 a pit is renumbered", func(m *maze.Maze) { m.SetCell(maze.At(5, 1), maze.Cell{Kind: maze.Pit, Loop: 3, Order: 7}) }, []maze.Pos{maze.At(5, 1)}},
		{"shape: a cell is cut out", func(m *maze.Maze) { m.SetCell(maze.At(6, 2), maze.Cell{Kind: maze.Outside}) }, []maze.Pos{maze.At(6, 2)}},
		{"shape: a hole is filled", func(m *maze.Maze) { m.SetCell(maze.At(3, 3), maze.Cell{Kind: maze.Land}) }, []maze.Pos{maze.At(3, 3)}},
		{"§3.1 a treasure is placed", func(m *maze.Maze) { m.Treasures = append(m.Treasures, maze.Treasure{At: maze.At(0, 4), True: true}) }, []maze.Pos{maze.At(0, 4)}},
		{"corner cell becomes weaponry", func(m *maze.Maze) { m.SetCell(maze.At(0, 0), maze.Cell{Kind: maze.Weaponry}) }, []maze.Pos{maze.At(0, 0)}},
	}
	sides := []struct {
		name string
		s    maze.Side
		e    maze.Edge
	}{
		{"§1.4 a wall is built", maze.Side{At: maze.At(4, 1), Dir: maze.Right}, maze.Wall},
		{"§1.4 a wall becomes indestructible", maze.Side{At: maze.At(0, 0), Dir: maze.Right}, maze.Solid},
		{"§1.4 an exit is opened", maze.Side{At: maze.At(7, 4), Dir: maze.Right}, maze.Open},
		{"§1.4 an exit is closed", maze.Side{At: maze.At(0, 2), Dir: maze.Left}, maze.Wall},
	}
	for _, sd := range sides {
		cases = append(cases, struct {
			name  string
			edit  func(m *maze.Maze)
			cells []maze.Pos
		}{sd.name, func(m *maze.Maze) { m.SetSide(sd.s.At, sd.s.Dir, sd.e) }, []maze.Pos{sd.s.At, sd.s.At.Step(sd.s.Dir)}})
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) { checkPartialRedraw(t, kitchenSink(), tc.edit, tc.cells, c, w, h, g) })
	}
}

// checkPartialRedraw draws m into a cache, edits it, repaints the 3x3
// squares around the cells the edit concerns, and checks that the repaint
// touched only them and gives exactly the picture a full redraw would.
func checkPartialRedraw(t *testing.T, m *maze.Maze, edit func(*maze.Maze), cells []maze.Pos, c, w, h int, g raster.Grid) {
	t.Helper()
	pc := newCache(m, c)
	pc.render(w, h, g)
	edit(m)
	// Everything outside the squares around the edited cells is
	// poisoned: a correct partial repaint leaves it alone.
	var squares image.Rectangle
	for _, p := range cells {
		squares = squares.Union(image.Rect(p.X-1, p.Y-1, p.X+2, p.Y+2))
	}
	keep := image.Rect(g.OX+squares.Min.X*c, g.OY+squares.Min.Y*c, g.OX+squares.Max.X*c, g.OY+squares.Max.Y*c)
	before := rastertest.Clone(pc.p.img)
	rastertest.PoisonOutside(pc.p.img, keep)
	pc.Repainted = 0
	pc.Invalidate(squares)
	img := pc.render(w, h, g)
	if max := keep.Intersect(img.Rect).Dx() * keep.Intersect(img.Rect).Dy(); pc.Repainted > max || pc.Repainted == 0 {
		t.Errorf("repainted %d pixels, want between 1 and %d", pc.Repainted, max)
	}
	// Outside: still poisoned. Inside: what a full redraw paints.
	fresh := newCache(m, c)
	full := fresh.render(w, h, g)
	want := rastertest.Clone(full)
	rastertest.PoisonOutside(want, keep)
	if n := rastertest.Diff(img, want); n != 0 {
		t.Errorf("%d pixels differ from a full redraw (or were repainted outside the edit)", n)
	}
	if rastertest.Diff(before, full) == 0 {
		t.Error("the edit changed nothing on the picture: a useless test case")
	}
}

// TestPanPaintsOnlyTheNewStrip pans the cached picture and checks it
// against a full redraw at the new place.
func TestPanPaintsOnlyTheNewStrip(t *testing.T) {
	const c, w, h = 20, 300, 240
	for _, d := range []image.Point{{7, 0}, {0, -5}, {-13, 9}, {40, 33}, {-299, 0}, {500, 500}} {
		m := kitchenSink()
		pc := newCache(m, c)
		g := raster.Grid{C: c, OX: 30, OY: 20}
		pc.render(w, h, g)
		pc.Repainted = 0
		g.OX += d.X
		g.OY += d.Y
		img := pc.render(w, h, g)
		strips := abs(d.X)*h + abs(d.Y)*w
		if pc.Repainted > strips || pc.Repainted > w*h {
			t.Errorf("pan by %v repainted %d pixels, want at most %d", d, pc.Repainted, min(strips, w*h))
		}
		if n := rastertest.Diff(img, newCache(m, c).render(w, h, g)); n != 0 {
			t.Errorf("pan by %v: %d pixels differ from a full redraw", d, n)
		}
	}
}

// TestOverlaysDoNotRepaintThePlan moves every overlay and checks that the
// cached plan was not repainted at all.
func TestOverlaysDoNotRepaintThePlan(t *testing.T) {
	v, w := fixedView(t)
	capture(w)
	v.cache.Repainted = 0
	img := rastertest.Clone(v.cache.p.img)

	v.SetHoverMode(HoverAuto)
	v.MouseMoved(&desktop.MouseEvent{PointEvent: fyne.PointEvent{Position: pt(2, 2, 12, 12)}})
	v.MouseMoved(&desktop.MouseEvent{PointEvent: fyne.PointEvent{Position: pt(2, 2, 1, 12)}})
	v.SetPreview(Preview{Cells: []maze.Pos{maze.At(1, 1), maze.At(2, 1)}, Edges: []maze.Side{{At: maze.At(1, 1), Dir: maze.Down}}})
	v.SetProblems([]maze.Pos{maze.At(4, 4)})
	v.SetHeat(make([]float64, v.Maze().Len()))
	v.SetPaths(Path{Cells: []maze.Pos{maze.At(0, 0), maze.At(1, 0), maze.At(1, 1)}})
	v.SetTokens(Token{At: maze.At(2, 2), Label: "A"})
	v.SetPitLinks(true)
	shot := capture(w)

	if v.cache.Repainted != 0 {
		t.Errorf("overlays repainted %d pixels of the plan", v.cache.Repainted)
	}
	if rastertest.Diff(img, v.cache.p.img) != 0 {
		t.Error("the cached plan changed")
	}
	// The overlays are drawn: the hovered side is in the highlight colour.
	x, y := pt(2, 2, 0, 12).Components()
	if got := nrgba(shot.At(int(x), int(y))); dist(got, v.Palette().Highlight) > 60 {
		t.Errorf("hovered side drawn in %v, want about %v", got, v.Palette().Highlight)
	}
	// A pan moves them with the plan.
	pos, _ := v.CellRect(maze.At(2, 2))
	v.Pan(10, 5)
	if got, _ := v.CellRect(maze.At(2, 2)); got != pos.AddXY(10, 5) {
		t.Errorf("cell moved to %v, want %v", got, pos.AddXY(10, 5))
	}
	disc := v.r.tokenDiscs.Items()[0]
	if ctr := disc.Position().AddXY(disc.Size().Width/2, disc.Size().Height/2); ctr != pos.AddXY(10+cellPx/2, 5+cellPx/2) {
		t.Errorf("token centred at %v, want %v", ctr, pos.AddXY(10+cellPx/2, 5+cellPx/2))
	}
}

// TestWidgetInvalidate checks the widget's Invalidate against the cache,
// and that positions on other floors are ignored.
func TestWidgetInvalidate(t *testing.T) {
	v, w := fixedView(t)
	capture(w)
	m := v.Maze()
	m.SetCell(maze.At(2, 2), maze.Cell{Kind: maze.Encephalitis})
	v.cache.Repainted = 0
	v.Invalidate(maze.At(2, 2), maze.Pos{X: 0, Y: 0, Floor: 1})
	capture(w)
	if got, max := v.cache.Repainted, 9*cellPx*cellPx; got == 0 || got > max {
		t.Errorf("repainted %d pixels, want at most %d", got, max)
	}
	x, y := pt(2, 2, 4, cellPx-5).Components()
	if got, want := nrgba(v.cache.p.img.At(int(x), int(y))), v.Palette().KindFill(maze.Encephalitis); got != want {
		t.Errorf("cell colour %v, want %v", got, want)
	}
	v.cache.Repainted = 0
	v.InvalidateSides(maze.Side{At: maze.At(7, 5), Dir: maze.Down})
	capture(w)
	if v.cache.Repainted == 0 {
		t.Error("InvalidateSides repainted nothing")
	}
}

// TestThemeSwitchRedraws switches the app from light to dark.
func TestThemeSwitchRedraws(t *testing.T) {
	v, w := fixedView(t)
	light := capture(w)
	fyne.CurrentApp().Settings().SetTheme(rastertest.Dark)
	dark := capture(w)
	x, y := pt(1, 0, 4, cellPx-5).Components()
	lp, dp := nrgba(light.At(int(x), int(y))), nrgba(dark.At(int(x), int(y)))
	if luminance(lp) < 0.8 || luminance(dp) > 0.3 {
		t.Errorf("land is %v in light and %v in dark", lp, dp)
	}
	if !v.Palette().Dark {
		t.Error("palette did not follow the theme")
	}
}
