package planview

import (
	"image"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/driver/desktop"

	"github.com/labyrinth-game/labyrinth/engine/maze"
	"github.com/labyrinth-game/labyrinth/ui/raster"
	"github.com/labyrinth-game/labyrinth/ui/raster/rastertest"
)

// The targets: a full redraw of a 30x30 plan within 8 ms, of a
// 100x100 plan within 30 ms, a one-cell edit within 1 ms. A full redraw
// repaints the view's picture: every square in view, margin included.

func benchFull(b *testing.B, side, c, w, h int) {
	m := realistic(side)
	pc := newCache(m, c)
	g := raster.Grid{C: c, OX: c, OY: c}
	pc.render(w, h, g)
	b.ReportAllocs()
	b.ResetTimer()
	for b.Loop() {
		pc.InvalidateAll()
		pc.render(w, h, g)
	}
}

// 30x30 with cells of 24 pixels: the whole plan, 768x768 pixels.
func BenchmarkFullRedraw30x30(b *testing.B) { benchFull(b, 30, 24, 32*24, 32*24) }

// 100x100 fitted into a 1000x1000 view: cells of 9 pixels.
func BenchmarkFullRedraw100x100Fitted(b *testing.B) { benchFull(b, 100, 9, 1000, 1000) }

// 100x100 with cells of 24 pixels in a 1600x1000 view: the part in view.
func BenchmarkFullRedraw100x100Zoomed(b *testing.B) { benchFull(b, 100, 24, 1600, 1000) }

// benchEdit changes one cell and redraws what it invalidates, as the
// editor does after a click.
func benchEdit(b *testing.B, side, c, w, h int) {
	m := realistic(side)
	pc := newCache(m, c)
	g := raster.Grid{C: c, OX: c, OY: c}
	pc.render(w, h, g)
	kinds := []maze.Cell{{Kind: maze.Hospital}, {Kind: maze.River, Flow: maze.Left}, {Kind: maze.Land}, {Kind: maze.Pit, Loop: 2, Order: 3}}
	p := maze.At(side/3, side/3)
	b.ReportAllocs()
	b.ResetTimer()
	i := 0
	for b.Loop() {
		m.SetCell(p, kinds[i%len(kinds)])
		i++
		pc.Invalidate(image.Rect(p.X-1, p.Y-1, p.X+2, p.Y+2))
		pc.render(w, h, g)
	}
}

func BenchmarkEditOneCell30x30(b *testing.B)   { benchEdit(b, 30, 24, 32*24, 32*24) }
func BenchmarkEditOneCell100x100(b *testing.B) { benchEdit(b, 100, 24, 1600, 1000) }

// BenchmarkPan moves a 100x100 plan by a few pixels, as a drag does.
func BenchmarkPan100x100(b *testing.B) {
	m := realistic(100)
	pc := newCache(m, 24)
	g := raster.Grid{C: 24, OX: -200, OY: -200}
	pc.render(1600, 1000, g)
	b.ReportAllocs()
	b.ResetTimer()
	i := 0
	for b.Loop() {
		if i++; i%2 == 0 {
			g.OX += 5
		} else {
			g.OY -= 5
		}
		pc.render(1600, 1000, g)
	}
}

// BenchmarkViewEdit is the one-cell edit through the widget: Invalidate,
// then the frame's call of the raster's generator (theme check included),
// on a 30x30 plan in an 800x800 view.
func BenchmarkViewEdit30x30(b *testing.B) {
	m := realistic(30)
	v, w := showView(b, m, rastertest.Light, fyne.NewSize(800, 800))
	capture(w)
	p := maze.At(10, 10)
	kinds := []maze.Cell{{Kind: maze.Hospital}, {Kind: maze.Land}}
	b.ReportAllocs()
	b.ResetTimer()
	i := 0
	for b.Loop() {
		m.SetCell(p, kinds[i%2])
		i++
		v.Invalidate(p)
		v.generate(800, 800)
	}
}

// BenchmarkHover moves the pointer across cells: overlays only.
func BenchmarkHover30x30(b *testing.B) {
	m := realistic(30)
	v, w := showView(b, m, rastertest.Light, fyne.NewSize(800, 800))
	capture(w)
	b.ReportAllocs()
	b.ResetTimer()
	i := 0
	for b.Loop() {
		i++
		v.MouseMoved(&desktop.MouseEvent{PointEvent: fyne.PointEvent{Position: fyne.NewPos(float32(100+i%500), 300)}})
	}
}

// BenchmarkReplayStep30x30 is the reveal's slider on a long game: the path
// of the first k of 300 moves on a 30x30 plan (walks, falls through pits,
// carries by the flow, walls hit) laid out again as k changes.
func BenchmarkReplayStep30x30(b *testing.B) {
	m := realistic(30)
	v, w := showView(b, m, rastertest.Light, fyne.NewSize(800, 800))
	capture(w)
	var segs []Segment
	at := maze.At(15, 15)
	dirs := []maze.Dir{maze.Right, maze.Down, maze.Left, maze.Up}
	for i := range 300 {
		next := at.Step(dirs[(i/5)%4])
		switch {
		case i%10 == 3:
			next = maze.At((at.X+7)%30, (at.Y+11)%30)
			segs = append(segs, Segment{Style: SegmentJump, Cells: []maze.Pos{at, next}})
		case i%15 == 6:
			segs = append(segs, Segment{Style: SegmentFlow, Cells: []maze.Pos{at, next, next.Step(maze.Right)}})
			next = next.Step(maze.Right)
		case i%7 == 2:
			segs = append(segs, Segment{Style: SegmentBump, Cells: []maze.Pos{at}, Dir: maze.Up})
			continue
		default:
			segs = append(segs, Segment{Style: SegmentWalk, Cells: []maze.Pos{at, next}})
		}
		at = maze.At((next.X+30)%30, (next.Y+30)%30)
	}
	b.ReportAllocs()
	b.ResetTimer()
	k := 0
	for b.Loop() {
		k = k%len(segs) + 1
		v.SetPaths(Path{Segments: segs[:k]})
	}
}
