package notebookview

import (
	"math/rand/v2"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"

	"github.com/labyrinth-game/labyrinth/app/notebook"
	"github.com/labyrinth-game/labyrinth/engine/maze"
	"github.com/labyrinth-game/labyrinth/ui/raster/rastertest"
)

// randomSheet marks cells and edges of a w x h area at random with every
// kind of mark, pen and pencil, every owner.
func randomSheet(t testing.TB, r *rand.Rand, n *notebook.Notebook, id notebook.SheetID, x0, y0, w, h int, fill float64) {
	t.Helper()
	n.BeginStroke("")
	defer n.EndStroke()
	owners := len(n.Players()) + 1
	for y := y0; y < y0+h; y++ {
		for x := x0; x < x0+w; x++ {
			c := notebook.At(x, y)
			if r.Float64() < fill {
				k := notebook.Kind(1 + r.IntN(int(notebook.Encephalitis)))
				m := notebook.CellMark{Kind: k, Pen: r.IntN(2) == 0, Owner: notebook.Owner(r.IntN(owners))}
				switch k {
				case notebook.River:
					m.Flow = maze.Dir(r.IntN(5))
				case notebook.Pit:
					m.Pit = []string{"", "2", "1.3", "12.10", "999.999"}[r.IntN(5)]
				}
				must(t, n.SetMark(id, c, m))
			}
			for _, k := range []notebook.Kind{notebook.Treasure, notebook.Question} {
				if r.Float64() < fill/8 {
					must(t, n.SetMark(id, c, notebook.CellMark{Kind: k, Pen: r.IntN(2) == 0}))
				}
			}
			if r.Float64() < fill/10 {
				must(t, n.SetMark(id, c, notebook.CellMark{Kind: notebook.Note, Text: strings.Repeat("note ", 1+r.IntN(39)), Pen: true}))
			}
			for _, d := range []maze.Dir{maze.Right, maze.Down} {
				if r.Float64() < fill {
					m := notebook.EdgeMark{Kind: notebook.EdgeKind(1 + r.IntN(int(notebook.Monolith))), Pen: r.IntN(2) == 0, Owner: notebook.Owner(r.IntN(owners))}
					must(t, n.SetEdge(id, notebook.EdgeOf(c, d), m))
				}
			}
		}
	}
}

// TestDrawsEveryMark draws sheets holding every mark kind at many cell
// sizes, in both themes: nothing may panic, and the picture has the
// expected size.
func TestDrawsEveryMark(t *testing.T) {
	r := rand.New(rand.NewPCG(1, 2))
	sink, sinkID := kitchenSink(t)
	dense, denseID := newNotebook(t)
	randomSheet(t, r, dense, denseID, -5, -3, 14, 9, 0.8)
	far, farID := newNotebook(t)
	randomSheet(t, r, far, farID, notebook.Limit-4, -notebook.Limit, 4, 4, 0.9)
	empty, emptyID := newNotebook(t)
	for _, tc := range []struct {
		name string
		n    *notebook.Notebook
		id   notebook.SheetID
	}{
		{"every mark", sink, sinkID},
		{"dense random, negative cells", dense, denseID},
		{"at the notebook's limit", far, farID},
		{"empty", empty, emptyID},
	} {
		t.Run(tc.name, func(t *testing.T) {
			lo, hi, ok := tc.n.Sheet(tc.id).Bounds()
			if !ok {
				lo, hi = notebook.At(-1, -1), notebook.At(1, 1)
			}
			for _, c := range []int{1, 2, 5, 8, 13, 24, 61, 96} {
				for _, th := range []fyne.Theme{rastertest.Light, rastertest.Dark} {
					img := Image(tc.n, tc.id, ImageOptions{CellSize: c, Theme: th, Tokens: true})
					w, h := (hi.X-lo.X+3)*c, (hi.Y-lo.Y+3)*c
					if img.Rect.Dx() != w || img.Rect.Dy() != h {
						t.Fatalf("cell %d: image %v, want %dx%d", c, img.Rect, w, h)
					}
				}
			}
		})
	}
	if img := Image(nil, 0, ImageOptions{}); img.Rect.Empty() {
		t.Error("no notebook: want a blank picture, got none")
	}
	// A sheet spread far is drawn smaller, not enormous.
	wide, wideID := newNotebook(t)
	must(t, wide.SetMark(wideID, notebook.At(-5000, 0), pen(notebook.Land)))
	must(t, wide.SetMark(wideID, notebook.At(5000, 0), pen(notebook.Land)))
	if img := Image(wide, wideID, ImageOptions{}); img.Rect.Dx() > MaxImageSide {
		t.Errorf("a wide sheet gave a picture %v", img.Rect)
	}
}

// TestDrawsInTheWidget shows random sheets at extreme zooms and pans with
// every overlay on.
func TestDrawsInTheWidget(t *testing.T) {
	r := rand.New(rand.NewPCG(3, 4))
	n, id := kitchenSink(t)
	frag, err := n.AddSheet("")
	must(t, err)
	randomSheet(t, r, n, frag, 0, 0, 12, 8, 0.7)
	v, w := showView(t, n, id, rastertest.Dark, fyne.NewSize(300, 200))
	capture(w)
	must(t, v.ShowGlue(frag, notebook.Offset{DX: 2, DY: 1}))
	v.SetHighlight(Highlight{Cells: []notebook.Cell{notebook.At(0, 0)}, Edges: []notebook.Edge{notebook.EdgeOf(notebook.At(0, 0), maze.Left)}})
	for i := range 20 {
		v.SetCellSize([]float32{MinCellSize, MaxCellSize, 1, 1000, 17, 33}[i%6])
		v.Pan(float32(r.IntN(4000)-2000), float32(r.IntN(4000)-2000))
		v.SetGlueOffset(notebook.Offset{DX: r.IntN(9) - 4, DY: r.IntN(9) - 4})
		capture(w)
	}
	v.SetOffset(fyne.NewPos(1e12, -1e12))
	capture(w)
	v.HideGlue()
	v.SetSheet(frag)
	capture(w)
	must(t, n.DeleteSheet(frag))
	capture(w) // the sheet shown is gone: blank paper
	test.TapAt(v, fyne.NewPos(10, 10))
	press(v, "L", "Shift+Up", "R", "Left")
	n.Undo()
	capture(w)
	var blank *View = New(nil, 0)
	wb := test.NewTempWindow(t, blank)
	wb.Resize(fyne.NewSize(100, 100))
	capture(wb)
	press(blank, "L")
	test.TapAt(blank, fyne.NewPos(10, 10))
}
