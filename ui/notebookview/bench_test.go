package notebookview

import (
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/driver/desktop"

	"github.com/labyrinth-game/labyrinth/app/notebook"
	"github.com/labyrinth-game/labyrinth/engine/maze"
	"github.com/labyrinth-game/labyrinth/ui/raster"
	"github.com/labyrinth-game/labyrinth/ui/raster/rastertest"
)

// The target: a redraw of a sheet holding 64x64 marked cells
// within 8 ms. marked64 is the notebook package's big sheet: every cell of
// 64x64 has a type (pen and pencil, four colours, every kind), every edge
// between them a mark, and a few have treasures, "?" and notes.
func marked64(b testing.TB) (*notebook.Notebook, notebook.SheetID) {
	n, id := newNotebook(b)
	n.BeginStroke("")
	kinds := []notebook.Kind{notebook.Land, notebook.Land, notebook.Land, notebook.Hospital, notebook.Weaponry, notebook.River, notebook.Delta, notebook.Pit, notebook.Encephalitis}
	for y := range 64 {
		for x := range 64 {
			c := notebook.At(x, y)
			m := notebook.CellMark{Kind: kinds[(x*7+y*3)%len(kinds)], Pen: (x+y)%3 > 0, Owner: notebook.Owner((x + y) % 4)}
			switch m.Kind {
			case notebook.River:
				m.Flow = maze.Right
			case notebook.Pit:
				m.Pit = "1.2"
			}
			n.SetMark(id, c, m)
			if (x*y)%11 == 0 {
				n.SetMark(id, c, notebook.CellMark{Kind: notebook.Treasure, Pen: true})
			}
			if (x+2*y)%13 == 0 {
				n.SetMark(id, c, notebook.CellMark{Kind: notebook.Question})
			}
			if (x*3+y)%17 == 0 {
				n.SetMark(id, c, notebook.CellMark{Kind: notebook.Note, Text: "note", Pen: true})
			}
			if x < 63 {
				n.SetEdge(id, notebook.EdgeOf(c, maze.Right), notebook.EdgeMark{Kind: []notebook.EdgeKind{notebook.Passage, notebook.Wall}[(x*y)%2], Pen: true})
			}
			if y < 63 {
				n.SetEdge(id, notebook.EdgeOf(c, maze.Down), notebook.EdgeMark{Kind: []notebook.EdgeKind{notebook.Passage, notebook.Wall, notebook.SuspectedWall}[(x+y)%3], Owner: notebook.SeatOwner(0)})
			}
		}
	}
	n.EndStroke()
	return n, id
}

func benchFull(b *testing.B, c, w, h int, outline ...notebook.Outline) {
	n, id := marked64(b)
	sc := newCache(n, id, c)
	if len(outline) > 0 {
		sc.p.outline = outline[0]
	}
	g := raster.Grid{C: c, OX: c, OY: c}
	sc.render(w, h, g)
	b.ReportAllocs()
	b.ResetTimer()
	for b.Loop() {
		sc.InvalidateAll()
		sc.render(w, h, g)
	}
}

// The whole 64x64 sheet with a cell of paper around it, cells of 16
// pixels: 1056x1056 pixels.
func BenchmarkFullRedraw64x64(b *testing.B) { benchFull(b, 16, 66*16, 66*16) }

// Cells of 24 pixels in a 1600x1000 view: the part in view (66x41 cells).
func BenchmarkFullRedraw64x64Zoomed(b *testing.B) { benchFull(b, 24, 1600, 1000) }

// Zoomed out to 8-pixel cells in a 1600x1000 view: the whole sheet and
// much blank paper around it.
func BenchmarkFullRedraw64x64Far(b *testing.B) { benchFull(b, 8, 1600, 1000) }

// BenchmarkKeyMark64x64 is one keystroke through the widget on the big
// sheet: the key, the notebook's command and notification, the
// invalidation, and the frame's call of the raster's generator.
func BenchmarkKeyMark64x64(b *testing.B) {
	n, id := marked64(b)
	n.SetPen(true)
	must(b, n.SetCursor(id, notebook.At(20, 20)))
	v, w := showView(b, n, id, rastertest.Light, fyne.NewSize(1000, 800))
	v.SetCellSize(24)
	capture(w)
	keys := []fyne.KeyName{fyne.KeyH, fyne.KeyW}
	b.ReportAllocs()
	b.ResetTimer()
	i := 0
	for b.Loop() {
		v.TypedKey(&fyne.KeyEvent{Name: keys[i%2]})
		i++
		v.generate(1000, 800)
	}
}

// BenchmarkPan64x64 moves the big sheet by a few pixels, as a drag does.
func BenchmarkPan64x64(b *testing.B) {
	n, id := marked64(b)
	sc := newCache(n, id, 24)
	g := raster.Grid{C: 24, OX: -200, OY: -200}
	sc.render(1600, 1000, g)
	b.ReportAllocs()
	b.ResetTimer()
	i := 0
	for b.Loop() {
		if i++; i%2 == 0 {
			g.OX += 5
		} else {
			g.OY -= 5
		}
		sc.render(1600, 1000, g)
	}
}

// BenchmarkGlueStep30x30 moves a 30x30 fragment laid over another by one
// cell, as a drag does: the notebook's comparison and the verdict picture.
func BenchmarkGlueStep30x30(b *testing.B) {
	n, a := newNotebook(b)
	frag, _ := n.AddSheet("")
	fill := func(id notebook.SheetID, x0 int, owner notebook.Owner) {
		n.BeginStroke("")
		for y := range 30 {
			for x := range 30 {
				c := notebook.At(x0+x, y)
				n.SetMark(id, c, notebook.CellMark{Kind: []notebook.Kind{notebook.Land, notebook.River, notebook.Hospital}[(x+y)%3], Pen: true, Owner: owner})
				n.SetEdge(id, notebook.EdgeOf(c, maze.Right), notebook.EdgeMark{Kind: notebook.Wall, Pen: (x+y)%2 == 0})
			}
		}
		n.EndStroke()
	}
	fill(a, 0, notebook.Hand)
	fill(frag, 0, notebook.SeatOwner(1))
	v, w := showView(b, n, a, rastertest.Light, fyne.NewSize(1000, 800))
	capture(w)
	must(b, v.ShowGlue(frag, notebook.Offset{DX: 10}))
	b.ReportAllocs()
	b.ResetTimer()
	i := 0
	for b.Loop() {
		i++
		v.SetGlueOffset(notebook.Offset{DX: 10 + i%2})
	}
}

// BenchmarkHover moves the pointer across cells: overlays only.
func BenchmarkHover64x64(b *testing.B) {
	n, id := marked64(b)
	v, w := showView(b, n, id, rastertest.Light, fyne.NewSize(1000, 800))
	capture(w)
	b.ReportAllocs()
	b.ResetTimer()
	i := 0
	for b.Loop() {
		i++
		v.MouseMoved(&desktop.MouseEvent{PointEvent: fyne.PointEvent{Position: fyne.NewPos(float32(100+i%500), 300)}})
	}
}

// The same with the labyrinth's outline on the sheet (a 60x60 labyrinth:
// its frame crosses the view, the paper beyond it is washed).
func BenchmarkFullRedraw64x64Outlined(b *testing.B) {
	benchFull(b, 16, 66*16, 66*16, notebook.RectOutline(60, 60))
}

// BenchmarkFollowStep64x64 is the token moving one cell on the big sheet
// while the view follows it: the notification, the token and trail
// overlays, and now and then the pan that keeps it in sight with the
// strip it paints and the rulers.
func BenchmarkFollowStep64x64(b *testing.B) {
	n, id := marked64(b)
	must(b, n.PlaceToken(id, 0, notebook.At(10, 30)))
	v, w := showView(b, n, id, rastertest.Light, fyne.NewSize(1000, 800))
	v.SetCellSize(24)
	v.FollowToken(0)
	capture(w)
	b.ReportAllocs()
	b.ResetTimer()
	i := 0
	for b.Loop() {
		// To and fro along a row, 40 cells: the trail is left alone.
		i++
		x := i % 80
		if x >= 40 {
			x = 79 - x
		}
		n.PlaceToken(id, 0, notebook.At(10+x, 30))
		v.generate(1000, 800)
	}
}
