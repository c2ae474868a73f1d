package editor

import (
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/driver/desktop"
	"fyne.io/fyne/v2/test"

	document "github.com/labyrinth-game/labyrinth/app/editor"
	"github.com/labyrinth-game/labyrinth/engine/gen"
	"github.com/labyrinth-game/labyrinth/engine/maze"
	"github.com/labyrinth-game/labyrinth/ui/shell"
	"github.com/labyrinth-game/labyrinth/ui/uitest"
)

// The editor's end-to-end costs: a click of the brush on the plan goes
// through the widget's hit testing, the document's command, its history
// step and full validation, the change notification, the problems panel,
// the status bar, and the repaint of the cells concerned in the plan's
// cached picture (the raster's generator, which the next frame calls).

// benchEditor opens a generated size x size maze in a headless editor of
// the smoke test's size.
func benchEditor(b *testing.B, size int) (*Screen, *canvas.Raster) {
	b.Helper()
	a := test.NewTempApp(b)
	w := test.NewTempWindow(b, nil)
	f := &uitest.Frame{A: a, W: w}
	env := &Env{
		cfg:        document.Config{},
		recent:     document.Recent{Store: document.RecentFile(b.TempDir() + "/recent.json")},
		background: func(f func()) { f() },
	}
	a.Settings().SetTheme(shell.Theme{Choice: shell.AppearanceLight})
	p := gen.Defaults(size, size, 3, gen.Standard, nil)
	p.Seed = 1
	res, err := gen.Generate(p)
	if err != nil {
		b.Fatal(err)
	}
	w.Resize(uitest.ScreenSize)
	e := OpenDocument(f, env, document.FromMaze(res.Maze, env.cfg))
	w.Resize(uitest.ScreenSize)
	raster := test.WidgetRenderer(e.view).Objects()[0].(*canvas.Raster)
	return e, raster
}

// frame runs the plan's generator as the next frame would.
func frame(e *Screen, r *canvas.Raster) {
	s := e.view.Size()
	r.Generator(int(s.Width), int(s.Height))
}

// landCell finds a land cell in the middle of the plan.
func landCell(b *testing.B, e *Screen) maze.Pos {
	m := e.doc.Maze()
	for i := m.Len() / 2; i < m.Len(); i++ {
		if p := m.PosOf(i); m.Kind(p) == maze.Land {
			return p
		}
	}
	b.Fatal("no land")
	return maze.Pos{}
}

// benchPaintClick paints one cell by a click, alternately hospital and
// land so that every click changes the plan.
func benchPaintClick(b *testing.B, size int) {
	e, r := benchEditor(b, size)
	e.setTool(toolBrush)
	p := landCell(b, e)
	e.view.SetCellSize(24)
	e.view.ShowCells(p)
	frame(e, r)
	at := cellCentre(e, p)
	kinds := [2]maze.Kind{maze.Hospital, maze.Land}
	b.ReportAllocs()
	for i := 0; b.Loop(); i++ {
		e.kind = kinds[i%2]
		test.TapAt(e.view, at)
		frame(e, r)
	}
	if e.doc.KindAt(p) != maze.Hospital && e.doc.KindAt(p) != maze.Land {
		b.Fatal("the click did not paint")
	}
}

func BenchmarkPaintClick30x30(b *testing.B)   { benchPaintClick(b, 30) }
func BenchmarkPaintClick100x100(b *testing.B) { benchPaintClick(b, 100) }

// BenchmarkBrushStroke30x30 drags the brush across ten cells of a row,
// painting at every cell entered, with a frame after each move; then the
// stroke is undone (in the loop, so that the next stroke paints again).
func BenchmarkBrushStroke30x30(b *testing.B) {
	e, r := benchEditor(b, 30)
	e.setTool(toolBrush)
	e.kind = maze.Encephalitis
	e.view.SetCellSize(24)
	row := maze.At(10, 15)
	e.view.ShowCells(row)
	var pts []fyne.Position
	for x := 10; x < 20; x++ {
		pts = append(pts, cellCentre(e, maze.At(x, 15)))
	}
	b.ReportAllocs()
	for b.Loop() {
		v := e.view
		v.MouseDown(&desktop.MouseEvent{PointEvent: fyne.PointEvent{Position: pts[0]}, Button: desktop.MouseButtonPrimary})
		for i := 1; i < len(pts); i++ {
			d := pts[i].Subtract(pts[i-1])
			v.Dragged(&fyne.DragEvent{PointEvent: fyne.PointEvent{Position: pts[i]}, Dragged: fyne.NewDelta(d.X, d.Y)})
			frame(e, r)
		}
		v.DragEnd()
		e.doc.Undo()
		frame(e, r)
	}
}
