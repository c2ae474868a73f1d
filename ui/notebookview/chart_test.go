package notebookview

import (
	"image"
	"image/color"
	"strconv"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/theme"

	"github.com/labyrinth-game/labyrinth/app/notebook"
	"github.com/labyrinth-game/labyrinth/engine/maze"
	"github.com/labyrinth-game/labyrinth/ui/raster"
	"github.com/labyrinth-game/labyrinth/ui/raster/rastertest"
)

// rulerLabels are the numbers the rulers show: along the top (columns) and
// down the left (rows), each with the middle of its text.
func rulerLabels(v *View) (cols, rows map[string]fyne.Position, bold map[string]bool) {
	cols, rows, bold = map[string]fyne.Position{}, map[string]fyne.Position{}, map[string]bool{}
	_, top := v.r.rulerInsets()
	for _, t := range append(v.r.rulerLabels.Items(), v.r.rulerHLxText, v.r.rulerHLyText) {
		if !t.Visible() {
			continue
		}
		mid := t.Position().AddXY(t.Size().Width/2, t.Size().Height/2)
		if mid.Y < top {
			cols[t.Text] = mid
		} else {
			rows[t.Text] = mid
		}
		bold[t.Text] = bold[t.Text] || t.TextStyle.Bold
	}
	return cols, rows, bold
}

// The sheet is numbered like a chart: column numbers along the top, row
// numbers down the left, 1-based as cells print, over their column and
// row, and they stay at the edges while the sheet pans.
func TestRulersNumberTheColumnsAndRows(t *testing.T) {
	n, id := kitchenSink(t)
	v, w := fixedView(t, n, id) // Cell{0,0} at (24,24), cells of 24
	capture(w)
	left, top := v.r.rulerInsets()
	if left < 12 || top < 12 || left > cellPx*2 || top > cellPx {
		t.Fatalf("ruler strips %v x %v", left, top)
	}
	cols, rows, _ := rulerLabels(v)
	for x := 1; x <= 15; x++ {
		at, ok := cols[strconv.Itoa(x)]
		if !ok {
			t.Errorf("column %d is not numbered: %v", x, cols)
			continue
		}
		if want := float32(cellPx) + (float32(x)-0.5)*cellPx; at.X < want-1 || at.X > want+1 {
			t.Errorf("column %d's number at x=%v, want over its column at %v", x, at.X, want)
		}
	}
	for y := 1; y <= 10; y++ {
		at, ok := rows[strconv.Itoa(y)]
		if want := float32(cellPx) + (float32(y)-0.5)*cellPx; !ok || at.Y < want-1 || at.Y > want+1 {
			t.Errorf("row %d's number: %v %v, want at y=%v", y, ok, at, want)
		}
	}
	// Panned two cells left and one up: the numbers move with the cells,
	// the strips stay.
	v.Pan(-2*cellPx, -cellPx)
	capture(w)
	cols, rows, _ = rulerLabels(v)
	if at := cols["5"]; at.X != float32(cellPx)+2.5*cellPx {
		t.Errorf("after the pan, column 5 at %v", at)
	}
	if at := rows["4"]; at.Y != float32(cellPx)+2.5*cellPx {
		t.Errorf("after the pan, row 4 at %v", at)
	}
	if v.r.rulerTop.Position() != (fyne.Position{}) || !v.r.rulerTop.Visible() || v.r.rulerLeft.Position().X != 0 {
		t.Error("the rulers stay along the edges")
	}
	// The cursor's column and row stand out while the sheet has the keys.
	w.Canvas().Focus(v)
	must(t, n.SetCursor(id, notebook.At(6, 4)))
	capture(w)
	_, _, bold := rulerLabels(v)
	if !bold["7"] || !bold["5"] || bold["6"] || !v.r.rulerHLx.Visible() || !v.r.rulerHLy.Visible() {
		t.Errorf("the cursor (7,5) stands out in the rulers: %v", bold)
	}
	// Zoomed out, numbers are written every few columns so as not to touch.
	v.SetCellSize(7)
	capture(w)
	cols, _, bold = rulerLabels(v)
	for text := range cols {
		if k, _ := strconv.Atoi(text); k%5 != 0 && !bold[text] {
			t.Errorf("at 7 units a cell, column %s is numbered", text)
		}
	}
	if len(cols) < 3 {
		t.Errorf("too few numbers: %v", cols)
	}
	v.ShowRulers(false)
	if v.r.rulerTop.Visible() || len(visible(v.r.rulerLabels.Items())) != 0 {
		t.Error("the rulers hide")
	}
}

func visible[T fyne.CanvasObject](items []T) []T {
	var out []T
	for _, o := range items {
		if o.Visible() {
			out = append(out, o)
		}
	}
	return out
}

// The keyboard cursor is a dashed ring round its cell with nothing inside,
// unlike a player's token, a filled disc.
func TestCursorLooksUnlikeAToken(t *testing.T) {
	n, id := newNotebook(t)
	must(t, n.SetCursor(id, notebook.At(3, 3)))
	must(t, n.PlaceToken(id, 0, notebook.At(5, 3)))
	v, w := fixedView(t, n, id)
	w.Canvas().Focus(v)
	img := rastertest.RGBA(capture(w))
	paper := v.cache.p.img
	// Nothing over the inside of the cursor's cell.
	pos, size := v.CellRect(notebook.At(3, 3))
	for _, d := range []float32{0.2, 0.5, 0.8} {
		x, y := int(pos.X+size.Width*d), int(pos.Y+size.Height*d)
		if img.RGBAAt(x, y) != paper.RGBAAt(x, y) {
			t.Errorf("the cursor covers its cell at (%d,%d): %v over %v", x, y, img.RGBAAt(x, y), paper.RGBAAt(x, y))
		}
	}
	// Along its top: strokes of the cursor's colour with gaps of paper.
	cur := raster.Premul(v.Palette().Cursor)
	y := int(pos.Y) - 1
	on, off := 0, 0
	for x := int(pos.X); x < int(pos.X+size.Width); x++ {
		if img.RGBAAt(x, y) == cur {
			on++
		} else {
			off++
		}
	}
	if on < 6 || off < 4 {
		t.Errorf("the cursor's top: %d pixels of ink, %d of gap; want dashes", on, off)
	}
	if n := len(visible(v.r.cursorDashes.Items())); n < 8 {
		t.Errorf("%d dashes", n)
	}
	// The token is filled: its middle is in the seat's colour.
	tpos, tsize := v.CellRect(notebook.At(5, 3))
	mid := img.RGBAAt(int(tpos.X+tsize.Width/2)-3, int(tpos.Y+tsize.Height/2)+3)
	if mid == paper.RGBAAt(int(tpos.X+tsize.Width/2)-3, int(tpos.Y+tsize.Height/2)+3) {
		t.Error("the token is not filled")
	}
	// Without the keys, the cursor fades but keeps its shape.
	w.Canvas().Unfocus()
	capture(w)
	if d := visible(v.r.cursorDashes.Items()); len(d) < 8 || d[0].FillColor.(color.NRGBA).A == 0xff {
		t.Errorf("unfocused cursor: %d dashes", len(d))
	}
}

// countColour counts the pixels of r in colour c, give or take a shade of
// anti-aliasing.
func countColour(img *image.RGBA, r image.Rectangle, c color.RGBA) int {
	near := func(a, b uint8) bool { return int(a)+4 >= int(b) && int(b)+4 >= int(a) }
	n := 0
	for y := r.Min.Y; y < r.Max.Y; y++ {
		for x := r.Min.X; x < r.Max.X; x++ {
			if p := img.RGBAAt(x, y); near(p.R, c.R) && near(p.G, c.G) && near(p.B, c.B) && near(p.A, c.A) {
				n++
			}
		}
	}
	return n
}

// The outline — the labyrinth's shape, which every player knows — is ruled
// round the sheet in the plan's coordinates, the paper beyond it washed;
// a mark on an outer side is drawn instead of the frame.
func TestOutlineIsDrawn(t *testing.T) {
	const c = 24
	n, id := newNotebook(t)
	must(t, n.SetEdge(id, notebook.EdgeOf(notebook.At(2, 0), maze.Up), penEdge(notebook.Exit)))
	must(t, n.SetMark(id, notebook.At(1, 1), pen(notebook.Land)))
	pal := NewPalette(rastertest.Light, theme.VariantLight)
	img := Image(n, id, ImageOptions{CellSize: c, Theme: rastertest.Light, Variant: theme.VariantLight, Outline: notebook.RectOutline(4, 3)})
	// The picture takes the whole outline in, with a cell of margin: from
	// (0,-1) (the row above the exit) to the outline's (3,2).
	if img.Rect.Dx() != 6*c || img.Rect.Dy() != 6*c {
		t.Fatalf("picture %v, want the 4x3 outline, the exit's row above and a margin", img.Rect)
	}
	at := func(cx, cy int) image.Point { return image.Pt((cx+1)*c, (cy+2)*c) } // cell's corner
	frame, outside, paper := raster.Premul(pal.Frame), raster.Premul(pal.Outside), raster.Premul(pal.Paper)
	// The left side of (1,2), the bottom of (3,3), the right of (4,1).
	for _, p := range []image.Point{at(0, 1).Add(image.Pt(0, c/2)), at(2, 3).Add(image.Pt(c/2, 0)), at(4, 0).Add(image.Pt(0, c/2))} {
		if got := img.RGBAAt(p.X, p.Y); got != frame {
			t.Errorf("the outline at %v: %v, want %v", p, got, frame)
		}
	}
	if got := img.RGBAAt(at(-1, 1).X+c/2, at(-1, 1).Y+c/2); got != outside {
		t.Errorf("beyond the outline: %v, want %v", got, outside)
	}
	if got := img.RGBAAt(at(2, 2).X+c/2, at(2, 2).Y+c/2); got != paper {
		t.Errorf("inside: %v, want paper %v", got, paper)
	}
	// The exit on the top of (3,1): green, not the frame.
	exitAt := at(2, 0).Add(image.Pt(3, 0))
	if got := img.RGBAAt(exitAt.X, exitAt.Y); got == frame || got != raster.Premul(pal.Exit) {
		t.Errorf("the exit on the outline: %v", got)
	}
	// Without an outline, none of it.
	plain := Image(n, id, ImageOptions{CellSize: c, Theme: rastertest.Light, Variant: theme.VariantLight})
	if countColour(plain, plain.Rect, frame) != 0 {
		t.Error("a frame without an outline")
	}
	// In the view: set on the sheet shown, it is drawn; on another sheet
	// (a fragment), not.
	v, w := fixedView(t, n, id)
	v.SetOutline(id, notebook.RectOutline(4, 3))
	capture(w)
	if got := v.cache.p.img.RGBAAt(cellPx, cellPx+cellPx/2); got != frame {
		t.Errorf("the view's outline: %v, want %v", got, frame)
	}
	frag, err := n.AddSheet("")
	must(t, err)
	v.SetSheet(frag)
	capture(w)
	if countColour(v.cache.p.img, v.cache.p.img.Rect, frame) != 0 || !v.Outline(frag).Empty() || v.Outline(id).Empty() {
		t.Error("the fragment has no outline")
	}
}

// §3.4: a treasure that crumbled is drawn grey as a fake on the plan, and
// crossed out; a true-looking gold gem no more.
func TestFakeTreasureIsDrawnAsFake(t *testing.T) {
	const c = 32
	n, id := newNotebook(t)
	must(t, n.SetMark(id, notebook.At(0, 0), pen(notebook.Treasure)))
	must(t, n.SetMark(id, notebook.At(2, 0), notebook.CellMark{Kind: notebook.Treasure, Fake: true, Pen: true}))
	must(t, n.SetMark(id, notebook.At(4, 0), notebook.CellMark{Kind: notebook.Treasure, Fake: true}))
	pal := NewPalette(rastertest.Light, theme.VariantLight)
	img := Image(n, id, ImageOptions{CellSize: c, Theme: rastertest.Light, Variant: theme.VariantLight})
	sq := func(x int) image.Rectangle { return image.Rect((x+1)*c, c, (x+2)*c, 2*c) }
	gold, grey := raster.Premul(pal.Plan.TreasureTrue), raster.Premul(pal.Plan.TreasureFake)
	if countColour(img, sq(0), gold) < 5 {
		t.Error("a treasure is gold")
	}
	if g, f := countColour(img, sq(2), gold), countColour(img, sq(2), grey); g != 0 || f < 3 {
		t.Errorf("a crumbled treasure: %d gold pixels, %d grey", g, f)
	}
	if countColour(img, sq(4), gold) != 0 || countColour(img, sq(4), raster.Premul(pal.pencilOf(pal.Plan.TreasureFake))) < 3 {
		t.Error("a crumbled treasure in pencil is pale grey")
	}
}

// The view follows the player's token: walking towards an edge it never
// leaves the view (nor slips under the rulers), and the sheet jumps by
// half a view now and then rather than a cell at every step; on another
// sheet, the token is found there too.
func TestFollowTokenKeepsTheMarkerInView(t *testing.T) {
	n, id := newNotebook(t)
	must(t, n.PlaceToken(id, 0, notebook.At(0, 0)))
	v, w := fixedView(t, n, id) // 400 x 300, cells of 24
	v.FollowToken(0)
	capture(w)
	inView := func(step string) {
		t.Helper()
		s := n.Sheet(v.Sheet())
		at, ok := s.Token(0)
		if !ok {
			t.Fatalf("%s: no token", step)
		}
		pos, size := v.CellRect(at)
		left, top := v.r.rulerInsets()
		vs := v.Size()
		if pos.X < left || pos.Y < top || pos.X+size.Width > vs.Width || pos.Y+size.Height > vs.Height {
			t.Fatalf("%s: the token at %v is drawn at %v, out of the view %v (rulers %v, %v)", step, at, pos, vs, left, top)
		}
	}
	pans := 0
	v.OnViewChanged = func() { pans++ }
	steps := 0
	for _, walk := range []struct {
		d maze.Dir
		n int
	}{{maze.Right, 40}, {maze.Down, 25}, {maze.Left, 70}, {maze.Up, 40}} {
		for i := range walk.n {
			must(t, n.MoveToken(id, 0, walk.d))
			steps++
			inView(walk.d.String() + " " + strconv.Itoa(i))
		}
	}
	if pans == 0 || pans > steps/4 {
		t.Errorf("%d pans for %d steps: the sheet should jump now and then", pans, steps)
	}
	// A new fragment sheet with the token far from its cursor.
	frag, err := n.AddSheet("")
	must(t, err)
	must(t, n.PlaceToken(frag, 0, notebook.At(40, -30)))
	v.SetSheet(frag)
	inView("on the fragment")
	// Back on the first sheet, where it was left; the token jumps far.
	v.SetSheet(id)
	must(t, n.PlaceToken(id, 0, notebook.At(-200, 90)))
	inView("after a jump")
	// Following nobody, the sheet stays.
	v.FollowToken(-1)
	before := v.Offset()
	must(t, n.PlaceToken(id, 0, notebook.At(500, 500)))
	if v.Offset() != before {
		t.Error("the view moved while following nobody")
	}
}
