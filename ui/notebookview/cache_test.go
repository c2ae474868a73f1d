package notebookview

import (
	"fmt"
	"image"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/driver/desktop"
	"fyne.io/fyne/v2/theme"

	"github.com/labyrinth-game/labyrinth/app/notebook"
	"github.com/labyrinth-game/labyrinth/engine/maze"
	"github.com/labyrinth-game/labyrinth/ui/raster"
	"github.com/labyrinth-game/labyrinth/ui/raster/rastertest"
)

func newCache(n *notebook.Notebook, id notebook.SheetID, c int) *sheetCache {
	sc := &sheetCache{}
	sc.setup(n.Sheet(id), NewPalette(rastertest.Light, theme.VariantLight), rastertest.Light, c)
	return sc
}

// TestChangesRepaintOnlyTheirSquares makes one change at a time to the
// kitchen-sink sheet, marks dirty what the notebook's notification names
// (as the view does), and checks that the partial repaint touched only
// those squares and gives exactly the picture a full redraw gives.
func TestChangesRepaintOnlyTheirSquares(t *testing.T) {
	for _, c := range []int{28, 11, 6} {
		changesRepaintOnlyTheirSquares(t, c, notebook.Outline{})
	}
	// On a sheet with the labyrinth's outline (8x5 cells: the kitchen
	// sink's marks lie inside and out).
	for _, c := range []int{28, 9} {
		changesRepaintOnlyTheirSquares(t, c, notebook.RectOutline(8, 5))
	}
}

func changesRepaintOnlyTheirSquares(t *testing.T, c int, outline notebook.Outline) {
	const w, h = 420, 300
	g := raster.Grid{C: c, OX: 2*c + 5, OY: c - 7}
	cell := func(x, y int, m notebook.CellMark) func(*notebook.Notebook, notebook.SheetID) error {
		return func(n *notebook.Notebook, id notebook.SheetID) error { return n.SetMark(id, notebook.At(x, y), m) }
	}
	edge := func(x, y int, d maze.Dir, m notebook.EdgeMark) func(*notebook.Notebook, notebook.SheetID) error {
		return func(n *notebook.Notebook, id notebook.SheetID) error {
			return n.SetEdge(id, notebook.EdgeOf(notebook.At(x, y), d), m)
		}
	}
	bob := notebook.SeatOwner(1)
	cases := []struct {
		name string
		edit func(*notebook.Notebook, notebook.SheetID) error
	}{
		{"§4.2 land becomes a hospital", cell(0, 0, pen(notebook.Hospital))},
		{"§4.5 a river gets its flow", cell(4, 1, notebook.CellMark{Kind: notebook.River, Flow: maze.Up})},
		{"§4.4 a pit gets its number", cell(3, 1, notebook.CellMark{Kind: notebook.Pit, Pit: "3.1", Pen: true})},
		{"§4.7 pencil encephalitis in Bob's colour", cell(9, 3, notebook.CellMark{Kind: notebook.Encephalitis, Owner: bob})},
		{"§5.1 a treasure", cell(2, 3, pen(notebook.Treasure))},
		{"a question mark", cell(5, 5, pen(notebook.Question))},
		{"a note", cell(6, 3, notebook.CellMark{Kind: notebook.Note, Text: "here", Pen: true})},
		{"a cell erased", func(n *notebook.Notebook, id notebook.SheetID) error {
			return n.Erase(id, notebook.At(1, 1), notebook.SlotType)
		}},
		{"§1.4 a wall", edge(3, 3, maze.Right, penEdge(notebook.Wall))},
		{"§1.4 a pencil wall, wavering", edge(6, 2, maze.Down, notebook.EdgeMark{Kind: notebook.Wall, Owner: bob})},
		{"§1.4 the monolith", edge(2, 5, maze.Left, penEdge(notebook.Monolith))},
		{"§1.4 an exit", edge(8, 3, maze.Up, notebook.EdgeMark{Kind: notebook.Exit})},
		{"a suspected wall", edge(0, 3, maze.Down, penEdge(notebook.SuspectedWall))},
		{"a passage", edge(5, 2, maze.Right, notebook.EdgeMark{Kind: notebook.Passage, Pen: true, Owner: bob})},
		{"a wall erased where walls meet", edge(0, 0, maze.Right, notebook.EdgeMark{})},
		{"the eraser: a cell and its four sides", func(n *notebook.Notebook, id notebook.SheetID) error {
			return n.EraseCell(id, notebook.At(1, 0))
		}},
		{"§3.4 a treasure that crumbled", cell(7, 0, notebook.CellMark{Kind: notebook.Treasure, Fake: true, Pen: true})},
		{"§1.4 an exit on the outline", edge(7, 2, maze.Right, penEdge(notebook.Exit))},
		{"§1.4 the monolith on the outline erased", edge(0, 0, maze.Up, notebook.EdgeMark{})},
	}
	for _, tc := range cases {
		name := fmt.Sprintf("%s, cells of %d", tc.name, c)
		if !outline.Empty() {
			name += ", outlined"
		}
		t.Run(name, func(t *testing.T) {
			n, id := kitchenSink(t)
			sc := newCache(n, id, c)
			sc.p.outline = outline
			sc.render(w, h, g)
			var changed []notebook.Area
			n.Subscribe(func(ch notebook.Change) { changed = append(changed, ch.Area(id)) })
			before := rastertest.Clone(sc.p.img)
			must(t, tc.edit(n, id))
			for _, a := range changed {
				for _, cl := range a.Cells {
					sc.invalidateCell(cl)
				}
				for _, e := range a.Edges {
					sc.invalidateEdge(e)
				}
			}
			if len(sc.Dirty()) == 0 {
				t.Fatal("the change marked nothing dirty")
			}
			var keep []image.Rectangle
			area := 0
			for _, r := range sc.Dirty() {
				k := image.Rect(g.OX+r.Min.X*c, g.OY+r.Min.Y*c, g.OX+r.Max.X*c, g.OY+r.Max.Y*c).Intersect(sc.p.img.Rect)
				keep = append(keep, k)
				area += k.Dx() * k.Dy()
			}
			rastertest.PoisonOutside(sc.p.img, keep...)
			sc.Repainted = 0
			img := sc.render(w, h, g)
			if sc.Repainted == 0 || sc.Repainted > area {
				t.Errorf("repainted %d pixels, want between 1 and %d", sc.Repainted, area)
			}
			fc := newCache(n, id, c)
			fc.p.outline = outline
			full := fc.render(w, h, g)
			want := rastertest.Clone(full)
			rastertest.PoisonOutside(want, keep...)
			if d := rastertest.Diff(img, want); d != 0 {
				t.Errorf("%d pixels differ from a full redraw (or were repainted outside the change)", d)
			}
			if rastertest.Diff(before, full) == 0 && c >= 12 {
				t.Error("the change changed nothing on the picture: a useless case")
			}
		})
	}
}

// TestPanPaintsOnlyTheNewStrip pans the cached picture and checks it
// against a full redraw at the new place.
func TestPanPaintsOnlyTheNewStrip(t *testing.T) {
	const c, w, h = 22, 300, 240
	for i, d := range []image.Point{{7, 0}, {0, -5}, {-13, 9}, {40, 33}, {-299, 0}, {500, 500}} {
		n, id := kitchenSink(t)
		sc := newCache(n, id, c)
		if i%2 == 1 {
			sc.p.outline = notebook.RectOutline(8, 5) // the outline's frame pans along
		}
		g := raster.Grid{C: c, OX: 30, OY: 20}
		sc.render(w, h, g)
		sc.Repainted = 0
		g.OX += d.X
		g.OY += d.Y
		img := sc.render(w, h, g)
		if strips := abs(d.X)*h + abs(d.Y)*w; sc.Repainted > min(strips, w*h) {
			t.Errorf("pan by %v repainted %d pixels, want at most %d", d, sc.Repainted, min(strips, w*h))
		}
		full := newCache(n, id, c)
		full.p.outline = sc.p.outline
		if got := rastertest.Diff(img, full.render(w, h, g)); got != 0 {
			t.Errorf("pan by %v: %d pixels differ from a full redraw", d, got)
		}
	}
}

// TestWidgetRepaintsWhatTheNotebookSays: a key press in the widget
// repaints a few squares of the cached picture, not the view.
func TestWidgetRepaintsWhatTheNotebookSays(t *testing.T) {
	n, id := kitchenSink(t)
	n.SetPen(true)
	v, w := fixedView(t, n, id)
	w.Canvas().Focus(v)
	capture(w)
	for _, tc := range []struct {
		keys []string
		max  int // squares
	}{
		{[]string{"L"}, 1},
		{[]string{"Shift+Right"}, 6},
		{[]string{"R", "Up"}, 1},
		{[]string{"Ctrl+Down"}, 6},
	} {
		v.cache.Repainted = 0
		press(v, tc.keys...)
		capture(w)
		if got, max := v.cache.Repainted, tc.max*cellPx*cellPx; got == 0 || got > max {
			t.Errorf("%v repainted %d pixels, want 1 to %d", tc.keys, got, max)
		}
	}
	// Overlays move without a repaint.
	v.cache.Repainted = 0
	img := rastertest.Clone(v.cache.p.img)
	press(v, "Right", "Down", "Enter", "2")
	v.MouseMoved(&desktop.MouseEvent{PointEvent: fyne.PointEvent{Position: pt(2, 2, 12, 12)}})
	v.MouseMoved(&desktop.MouseEvent{PointEvent: fyne.PointEvent{Position: pt(8, 2, 12, 12)}}) // the note
	v.SetHighlight(Highlight{Cells: []notebook.Cell{notebook.At(1, 1)}, Edges: []notebook.Edge{notebook.EdgeOf(notebook.At(1, 1), maze.Up)}})
	must(t, n.SetTrail(id, 2, []notebook.Cell{notebook.At(0, 0), notebook.At(0, 1)}))
	press(v, "S")
	capture(w)
	if v.cache.Repainted != 0 || rastertest.Diff(img, v.cache.p.img) != 0 {
		t.Errorf("cursor, tokens, hover, note, highlight and a trail repainted %d pixels of the sheet", v.cache.Repainted)
	}
	if !v.r.tipBg.Visible() || v.r.tipLines.Items()[0].Text == "" {
		t.Error("hovering the note does not show it")
	}
	if !v.r.hintBg.Visible() || v.r.hintText.Text != "Suspected wall: arrow for the side" {
		t.Errorf("the waiting key's hint is %q", v.r.hintText.Text)
	}
}

// TestThemeSwitchRedraws switches the app from light to dark.
func TestThemeSwitchRedraws(t *testing.T) {
	n, id := kitchenSink(t)
	v, w := fixedView(t, n, id)
	light := capture(w)
	fyne.CurrentApp().Settings().SetTheme(rastertest.Dark)
	dark := capture(w)
	x, y := pt(-1, 8, 5, 5).Components() // blank paper
	lp, dp := nrgba(light.At(int(x), int(y))), nrgba(dark.At(int(x), int(y)))
	if luminance(lp) < 0.8 || luminance(dp) > 0.35 {
		t.Errorf("paper is %v in light and %v in dark", lp, dp)
	}
	if !v.Palette().Dark {
		t.Error("the palette did not follow the theme")
	}
}
