package notebookview

import (
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/driver/desktop"

	"github.com/labyrinth-game/labyrinth/app/notebook"
	"github.com/labyrinth-game/labyrinth/engine/maze"
)

// glueSheets makes sheet A with a row of land and a hospital, and a
// fragment B that is the same place seen from elsewhere: B's (10,10) is
// A's (2,1). B agrees on the hospital and the wall, and conflicts on one
// cell (pen river where A has pen land).
func glueSheets(t *testing.T) (*notebook.Notebook, notebook.SheetID, notebook.SheetID) {
	t.Helper()
	n, a := newNotebook(t)
	b, err := n.AddSheet("Fragment 2")
	must(t, err)
	for x := range 6 {
		must(t, n.SetMark(a, notebook.At(x, 1), pen(notebook.Land)))
	}
	must(t, n.SetMark(a, notebook.At(3, 1), pen(notebook.Hospital)))
	must(t, n.SetEdge(a, notebook.EdgeOf(notebook.At(3, 1), maze.Up), penEdge(notebook.Wall)))
	off := notebook.Offset{DX: -8, DY: -9} // B (10,10) on A (2,1)
	at := func(x, y int) notebook.Cell { return notebook.At(x, y).Add(notebook.Offset{DX: -off.DX, DY: -off.DY}) }
	must(t, n.SetMark(b, at(2, 1), pen(notebook.Land)))
	must(t, n.SetMark(b, at(3, 1), pen(notebook.Hospital)))
	must(t, n.SetEdge(b, notebook.EdgeOf(at(3, 1), maze.Up), penEdge(notebook.Wall)))
	must(t, n.SetMark(b, at(4, 1), notebook.CellMark{Kind: notebook.River, Pen: true}))
	return n, a, b
}

var glueOff = notebook.Offset{DX: -8, DY: -9}

// TestGlueColours lays B over A where they meet: agreeing cells are washed
// green, the conflicting one red, the agreeing wall a green bar; moving B
// recolours without repainting A.
func TestGlueColours(t *testing.T) {
	n, a, b := glueSheets(t)
	v, w := fixedView(t, n, a)
	var reports []notebook.GlueReport
	v.OnGlueChanged = func(r notebook.GlueReport) { reports = append(reports, r) }
	must(t, v.ShowGlue(b, glueOff))
	shot := capture(w)
	r := v.GlueReport()
	if r.Agree != 3 || r.Conflict != 1 || len(reports) != 1 {
		t.Fatalf("report: %d agree, %d conflict (%d reports); want 3 and 1", r.Agree, r.Conflict, len(reports))
	}
	pal := v.Palette()
	for _, tc := range []struct {
		name  string
		at    fyne.Position
		want  func(c [3]int) bool
		wants string
	}{
		{"agreeing land is green", pt(2, 1, 4, 20), func(c [3]int) bool { return c[1] > c[0]+20 && c[1] > c[2] }, "green"},
		{"the agreeing hospital is greener than a hospital", pt(3, 1, 4, 20), func(c [3]int) bool {
			// A hospital is red; washed green, green wins.
			return c[1] > c[0]+10
		}, "greener"},
		{"the conflict is red", pt(4, 1, 4, 20), func(c [3]int) bool { return c[0] > c[1]+40 && c[0] > c[2]+40 }, "red"},
		{"A's land where B has nothing is untouched", pt(0, 1, 4, 20), func(c [3]int) bool {
			l := pal.Land
			return abs(c[0]-int(l.R))+abs(c[1]-int(l.G))+abs(c[2]-int(l.B)) < 6
		}, "land"},
		{"the agreeing wall is a green bar", pt(3, 1, 12, 0), func(c [3]int) bool { return c[1] > c[0]+20 }, "green"},
	} {
		x, y := tc.at.Components()
		col := nrgba(shot.At(int(x), int(y)))
		if !tc.want([3]int{int(col.R), int(col.G), int(col.B)}) {
			t.Errorf("%s: %v is not %s", tc.name, col, tc.wants)
		}
	}

	// Moving B: dragging by two cells, then the arrows.
	v.cache.Repainted = 0
	v.SimulateDrag(desktop.MouseButtonPrimary, 0, pt(3, 3, 10, 10), pt(4, 3, 14, 10), pt(5, 3, 12, 10))
	if _, off, _ := v.Glue(); off != (notebook.Offset{DX: glueOff.DX + 2, DY: glueOff.DY}) {
		t.Errorf("dragged to %v", off)
	}
	press(v, "Left", "Left")
	if _, off, _ := v.Glue(); off != glueOff {
		t.Errorf("arrows back to %v, want %v", off, glueOff)
	}
	capture(w)
	if v.cache.Repainted != 0 {
		t.Errorf("moving the glue repainted %d pixels of the sheet", v.cache.Repainted)
	}
	if n.Sheet(a).Len() != 7 {
		t.Error("keys while gluing drew on the sheet")
	}
	if len(reports) < 4 {
		t.Errorf("%d glue reports, want one per move", len(reports))
	}
}

// TestGlueKeys: Tab finds where B fits, Enter asks to glue, the glue
// itself takes the overlay away, Escape gives up.
func TestGlueKeys(t *testing.T) {
	n, a, b := glueSheets(t)
	v, w := fixedView(t, n, a)
	w.Canvas().Focus(v)
	var accepted []notebook.Offset
	cancelled := 0
	v.OnGlueAccept = func(top notebook.SheetID, off notebook.Offset) {
		if top != b {
			t.Errorf("accepting sheet %d, want %d", top, b)
		}
		accepted = append(accepted, off)
	}
	v.OnGlueCancel = func() { cancelled++ }
	must(t, v.ShowGlue(b, notebook.Offset{}))
	if !v.AcceptsTab() {
		t.Error("Tab is not kept for the glue")
	}
	ps, err := n.ProposeOffsets(a, b, 12)
	must(t, err)
	if len(ps) < 2 {
		t.Fatalf("proposals %v", ps)
	}
	press(v, "Tab")
	if _, off, _ := v.Glue(); off != ps[0].Offset {
		t.Errorf("Tab went to %v, want the best fit %v", off, ps[0].Offset)
	}
	press(v, "Tab")
	if _, off, _ := v.Glue(); off != ps[1].Offset {
		t.Errorf("Tab again went to %v, want the next fit %v", off, ps[1].Offset)
	}
	press(v, "Shift+Tab")
	if _, off, _ := v.Glue(); off != ps[0].Offset {
		t.Errorf("Shift+Tab went to %v, want %v", off, ps[0].Offset)
	}
	press(v, "Escape")
	if _, _, ok := v.Glue(); ok || cancelled != 1 {
		t.Errorf("Escape: glue still shown %v, cancelled %d", ok, cancelled)
	}
	must(t, v.ShowGlue(b, glueOff))
	press(v, "Enter")
	if len(accepted) != 1 || accepted[0] != glueOff {
		t.Fatalf("Enter accepted %v", accepted)
	}
	if _, err := n.Glue(a, b, glueOff, true); err != nil {
		t.Fatal(err)
	}
	if _, _, ok := v.Glue(); ok {
		t.Error("the overlay is still shown after the glue")
	}
	if err := v.ShowGlue(a, notebook.Offset{}); err == nil {
		t.Error("gluing a sheet onto itself was not refused")
	}
}

// TestGlueVerdictPicture checks the verdict picture's colours directly.
func TestGlueVerdictPicture(t *testing.T) {
	n, a, b := glueSheets(t)
	v, _ := fixedView(t, n, a)
	must(t, v.ShowGlue(b, glueOff))
	g := v.glue
	pal := v.Palette()
	at := func(c notebook.Cell) (int, int) {
		bc := c.Add(notebook.Offset{DX: -glueOff.DX, DY: -glueOff.DY})
		return (bc.X-g.lo.X)*verdictPx + verdictPx/2, (bc.Y-g.lo.Y)*verdictPx + verdictPx/2
	}
	for _, tc := range []struct {
		cell notebook.Cell
		want [3]uint8
	}{
		{notebook.At(2, 1), [3]uint8{pal.Agree.R, pal.Agree.G, pal.Agree.B}},
		{notebook.At(4, 1), [3]uint8{pal.Conflict.R, pal.Conflict.G, pal.Conflict.B}},
	} {
		x, y := at(tc.cell)
		c := g.verdicts.NRGBAAt(x, y)
		if [3]uint8{c.R, c.G, c.B} != tc.want || c.A == 0 {
			t.Errorf("verdict of %v is %v, want %v", tc.cell, c, tc.want)
		}
	}
}

// TestGlueWithoutACallback: with no OnGlueAccept, Enter glues; conflicts
// are refused and shown.
func TestGlueWithoutACallback(t *testing.T) {
	n, a, b := glueSheets(t)
	v, w := fixedView(t, n, a)
	w.Canvas().Focus(v)
	var errs []error
	v.OnError = func(err error) { errs = append(errs, err) }
	must(t, v.ShowGlue(b, glueOff))
	press(v, "Enter")
	if len(errs) != 1 || len(v.highlight.Cells) != 1 || v.highlight.Cells[0] != notebook.At(4, 1) {
		t.Fatalf("a conflicting glue: errors %v, highlighted %v", errs, v.highlight.Cells)
	}
	if n.Sheet(b) == nil {
		t.Fatal("the refused glue removed the sheet")
	}
	must(t, n.Erase(b, notebook.At(4, 1).Add(notebook.Offset{DX: -glueOff.DX, DY: -glueOff.DY}), notebook.SlotType))
	press(v, "Enter")
	if n.Sheet(b) != nil || v.glue != nil {
		t.Error("Enter did not glue the sheets")
	}
	if got := n.Sheet(a).Mark(notebook.At(3, 1), notebook.SlotType).Kind; got != notebook.Hospital {
		t.Errorf("after the glue (4,2) is %v", got)
	}
}
