package notebookview

import (
	"image"
	"path/filepath"
	"testing"

	"fyne.io/fyne/v2"

	"github.com/labyrinth-game/labyrinth/app/notebook"
	"github.com/labyrinth-game/labyrinth/engine/maze"
	"github.com/labyrinth-game/labyrinth/ui/raster/rastertest"
)

var players = []string{"Ann", "Bob", "Cid"}

// newNotebook is an empty notebook of Ann's, three players.
func newNotebook(t testing.TB) (*notebook.Notebook, notebook.SheetID) {
	t.Helper()
	n, err := notebook.New(notebook.Options{Seat: 0, Players: players})
	if err != nil {
		t.Fatal(err)
	}
	return n, n.Sheets()[0]
}

func must(t testing.TB, err error) {
	t.Helper()
	if err != nil {
		t.Fatal(err)
	}
}

// kitchenSink is a notebook whose sheet holds every mark: every cell type
// in pen and pencil, by hand and in players' colours; rivers with and
// without a flow; pits with and without numbers; treasures (true-looking
// and crumbled), "?" and notes;
// every edge mark in pen and pencil; tokens and trails.
func kitchenSink(t testing.TB) (*notebook.Notebook, notebook.SheetID) {
	t.Helper()
	n, id := newNotebook(t)
	cm := func(x, y int, m notebook.CellMark) { must(t, n.SetMark(id, notebook.At(x, y), m)) }
	em := func(x, y int, d maze.Dir, m notebook.EdgeMark) {
		must(t, n.SetEdge(id, notebook.EdgeOf(notebook.At(x, y), d), m))
	}
	ann, bob := notebook.SeatOwner(0), notebook.SeatOwner(1)
	types := []notebook.Kind{notebook.Land, notebook.Hospital, notebook.Weaponry, notebook.Pit, notebook.River, notebook.Delta, notebook.Encephalitis}
	for i, k := range types {
		cm(i, 0, notebook.CellMark{Kind: k, Pen: true})             // pen, by hand
		cm(i, 1, notebook.CellMark{Kind: k})                        // pencil, by hand
		cm(i, 2, notebook.CellMark{Kind: k, Pen: true, Owner: bob}) // pen, Bob's
		cm(i, 3, notebook.CellMark{Kind: k, Owner: ann})            // pencil, Ann's
	}
	cm(4, 0, notebook.CellMark{Kind: notebook.River, Flow: maze.Right, Pen: true})
	cm(4, 2, notebook.CellMark{Kind: notebook.River, Flow: maze.Down, Pen: true, Owner: bob})
	cm(4, 3, notebook.CellMark{Kind: notebook.River, Flow: maze.Left, Owner: ann})
	cm(3, 0, notebook.CellMark{Kind: notebook.Pit, Pit: "2", Pen: true})
	cm(3, 2, notebook.CellMark{Kind: notebook.Pit, Pit: "1.3", Pen: true, Owner: bob})
	cm(3, 3, notebook.CellMark{Kind: notebook.Pit, Pit: "12.10", Owner: ann})
	cm(7, 0, notebook.CellMark{Kind: notebook.Treasure, Pen: true})
	cm(7, 1, notebook.CellMark{Kind: notebook.Treasure})
	cm(0, 0, notebook.CellMark{Kind: notebook.Treasure, Pen: true})
	cm(8, 0, notebook.CellMark{Kind: notebook.Question, Pen: true})
	cm(8, 1, notebook.CellMark{Kind: notebook.Question})
	cm(1, 0, notebook.CellMark{Kind: notebook.Question, Pen: true})
	cm(9, 0, notebook.CellMark{Kind: notebook.Treasure, Fake: true, Pen: true}) // it crumbled (§3.4)
	cm(9, 1, notebook.CellMark{Kind: notebook.Treasure, Fake: true})
	cm(8, 2, notebook.CellMark{Kind: notebook.Note, Text: "Bob fell here, came out near the hospital?", Pen: true})
	cm(5, 0, notebook.CellMark{Kind: notebook.Note, Text: "delta of the long river", Pen: true})
	// Edges: a row of every kind, pen above, pencil below, by hand; then
	// in Bob's colour.
	kinds := []notebook.EdgeKind{notebook.Passage, notebook.Wall, notebook.SuspectedWall, notebook.Exit, notebook.Monolith}
	for i, k := range kinds {
		em(i, 4, maze.Down, notebook.EdgeMark{Kind: k, Pen: true})
		em(i, 5, maze.Down, notebook.EdgeMark{Kind: k})
		em(i, 6, maze.Right, notebook.EdgeMark{Kind: k, Pen: true, Owner: bob})
		em(i+5, 5, maze.Right, notebook.EdgeMark{Kind: k, Owner: ann})
	}
	// Walls round the first cells, meeting at corners.
	em(0, 0, maze.Up, notebook.EdgeMark{Kind: notebook.Monolith, Pen: true})
	em(1, 0, maze.Up, notebook.EdgeMark{Kind: notebook.Monolith, Pen: true})
	em(0, 0, maze.Left, notebook.EdgeMark{Kind: notebook.Exit, Pen: true})
	em(0, 0, maze.Right, notebook.EdgeMark{Kind: notebook.Wall, Pen: true})
	em(1, 0, maze.Down, notebook.EdgeMark{Kind: notebook.Wall, Pen: true, Owner: bob})
	// Tokens and trails.
	must(t, n.PlaceToken(id, 0, notebook.At(2, 6)))
	must(t, n.PlaceToken(id, 1, notebook.At(6, 6)))
	must(t, n.PlaceToken(id, 2, notebook.At(6, 6)))
	must(t, n.SetTrail(id, 0, []notebook.Cell{notebook.At(0, 6), notebook.At(1, 6), notebook.At(2, 6)}))
	must(t, n.SetTrail(id, 1, []notebook.Cell{notebook.At(8, 4), notebook.At(8, 5), notebook.At(7, 5), notebook.At(6, 5), notebook.At(6, 6)}))
	must(t, n.SetCursor(id, notebook.At(2, 2)))
	return n, id
}

// showView puts a view of a sheet in a headless window of the given size.
func showView(t testing.TB, n *notebook.Notebook, id notebook.SheetID, th fyne.Theme, size fyne.Size) (*View, fyne.Window) {
	t.Helper()
	rastertest.App(t, th)
	v := New(n, id)
	w := rastertest.Window(t, v, size)
	t.Cleanup(v.Detach)
	return v, w
}

func capture(w fyne.Window) image.Image { return w.Canvas().Capture() }

// out keeps pictures in out/notebookview under the repository when
// NOTEBOOKVIEW_OUT is set: a way to look at a sheet without a display.
var out = rastertest.Out{Env: "NOTEBOOKVIEW_OUT", Dir: filepath.Join("..", "..", "out", "notebookview")}
