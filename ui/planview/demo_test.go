package planview

import (
	"fmt"
	"image/color"
	"math"
	"os"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"

	"github.com/labyrinth-game/labyrinth/engine/maze"
	"github.com/labyrinth-game/labyrinth/ui/raster/rastertest"
)

// kitchenSink is a small maze with one of everything the view draws:
// every kind, every side, holes in the shape, a stack of treasures, piles,
// pit loops across two floors.
func kitchenSink() *maze.Maze {
	m, err := maze.NewFloors(8, 6, 2)
	if err != nil {
		panic(err)
	}
	at := func(x, y int) maze.Pos { return maze.Pos{X: x, Y: y} }
	// Holes: a notch in the corner and one in the middle.
	m.SetCell(at(7, 0), maze.Cell{Kind: maze.Outside})
	m.SetCell(at(3, 3), maze.Cell{Kind: maze.Outside})
	m.SetCell(at(4, 3), maze.Cell{Kind: maze.Outside})
	m.SetCell(at(1, 1), maze.Cell{Kind: maze.Hospital})
	m.SetCell(at(2, 1), maze.Cell{Kind: maze.Weaponry})
	m.SetCell(at(6, 4), maze.Cell{Kind: maze.Encephalitis})
	// A river: (1,3) -> (1,4) -> (2,4) -> (3,4) -> delta (4,4), with a
	// tributary from (2,5).
	m.SetCell(at(1, 3), maze.Cell{Kind: maze.River, Flow: maze.Down})
	m.SetCell(at(1, 4), maze.Cell{Kind: maze.River, Flow: maze.Right})
	m.SetCell(at(2, 4), maze.Cell{Kind: maze.River, Flow: maze.Right})
	m.SetCell(at(2, 5), maze.Cell{Kind: maze.River, Flow: maze.Up})
	m.SetCell(at(3, 4), maze.Cell{Kind: maze.River, Flow: maze.Right})
	m.SetCell(at(4, 4), maze.Cell{Kind: maze.Delta})
	m.SetCell(at(5, 1), maze.Cell{Kind: maze.Pit, Loop: 1, Order: 1})
	m.SetCell(at(0, 5), maze.Cell{Kind: maze.Pit, Loop: 1, Order: 2})
	m.SetCell(at(6, 2), maze.Cell{Kind: maze.Pit, Loop: 1, Order: 3})
	m.SetCell(at(3, 0), maze.Cell{Kind: maze.Pit, Loop: 2, Order: 1})
	m.SetCell(maze.Pos{X: 2, Y: 2, Floor: 1}, maze.Cell{Kind: maze.Pit, Loop: 2, Order: 2})
	m.SetCell(at(7, 5), maze.Cell{Kind: maze.Pit, Loop: 12, Order: 10})
	// Walls of both kinds, meeting in corners.
	m.SetSide(at(0, 0), maze.Right, maze.Wall)
	m.SetSide(at(0, 1), maze.Right, maze.Wall)
	m.SetSide(at(0, 1), maze.Down, maze.Solid)
	m.SetSide(at(1, 2), maze.Down, maze.Solid)
	m.SetSide(at(2, 2), maze.Right, maze.Wall)
	m.SetSide(at(5, 2), maze.Down, maze.Wall)
	m.SetSide(at(5, 2), maze.Right, maze.Solid)
	m.SetSide(at(6, 1), maze.Down, maze.Solid)
	// Exits: open, closed, and the rest monolith; one on a hole's edge.
	m.SetSide(at(0, 2), maze.Left, maze.Open)
	m.SetSide(at(6, 0), maze.Up, maze.Wall)
	m.SetSide(at(7, 3), maze.Right, maze.Open)
	m.SetSide(at(4, 5), maze.Down, maze.Wall)
	m.SetSide(at(3, 2), maze.Down, maze.Wall)
	m.SetSide(at(7, 1), maze.Up, maze.Open)
	m.Treasures = []maze.Treasure{{At: at(4, 1), True: true}, {At: at(2, 3)}, {At: at(6, 5)}, {At: at(6, 5), True: true}, {At: at(6, 5)}}
	m.Piles = []maze.Pile{{At: at(2, 3), Items: maze.Items{Bullets: 2}}, {At: at(0, 0), Items: maze.Items{Grenades: 1}}}
	return m
}

// TestWritePNGs renders the sample mazes and a maze with everything in
// both themes to out/planview/ when PLANVIEW_OUT is set:
//
//	PLANVIEW_OUT=1 go test -tags ci,migrated_fynedo ./ui/planview -run WritePNGs
func TestWritePNGs(t *testing.T) {
	if os.Getenv("PLANVIEW_OUT") == "" {
		t.Skip("set PLANVIEW_OUT=1 to write the pictures")
	}
	themes := []struct {
		name  string
		theme fyne.Theme
	}{{"light", rastertest.Light}, {"dark", rastertest.Dark}}
	for _, name := range []string{"sample-5x5.json", "large-10x8.json", "two-floors-5x4.json", "square-6x6.json"} {
		for _, th := range themes {
			m := sample(t, name)
			v, w := showView(t, m, th.theme, fyne.NewSize(640, 520))
			v.SetPitLinks(true)
			base := name[:len(name)-5]
			out.PNG(t, fmt.Sprintf("%s-%s.png", base, th.name), capture(w))
			if m.Floors() > 1 {
				v.SetFloor(1)
				out.PNG(t, fmt.Sprintf("%s-%s-floor2.png", base, th.name), capture(w))
			}
		}
	}
	// Maze format version 2: one of everything it adds.
	for _, th := range themes {
		m := everyFeature(t)
		v, w := showView(t, m, th.theme, fyne.NewSize(420, 340))
		for f := range m.Floors() {
			v.SetFloor(f)
			out.PNG(t, fmt.Sprintf("version2-%s-floor%d.png", th.name, f+1), capture(w))
		}
	}
	// A large plan for a real window (see the package's notes).
	if data, err := maze.Encode(realistic(100)); err == nil {
		out.File(t, "random-100x100.json", data)
	}
	for _, th := range themes {
		m := kitchenSink()
		v, w := showView(t, m, th.theme, fyne.NewSize(720, 560))
		out.PNG(t, "everything-"+th.name+".png", capture(w))
		v.SetPitLinks(true)
		v.SetTokens(
			Token{At: maze.Pos{X: 0, Y: 0}, Label: "A"},
			Token{At: maze.Pos{X: 5, Y: 3}, Label: "B", Color: color.NRGBA{R: 0xe0, G: 0x40, B: 0x40, A: 0xff}},
			Token{At: maze.Pos{X: 5, Y: 3}, Label: "C", Color: color.NRGBA{R: 0xf0, G: 0xc0, B: 0x20, A: 0xff}},
		)
		v.SetPaths(
			Path{Cells: []maze.Pos{{X: 0, Y: 2}, {X: 1, Y: 2}, {X: 2, Y: 2}, {X: 2, Y: 3}, {X: 3, Y: 2}, {X: 4, Y: 2}, {X: 5, Y: 3}}},
			Path{Cells: []maze.Pos{{X: 0, Y: 2}, {X: 1, Y: 2}, {X: 1, Y: 1}}, Color: color.NRGBA{R: 0xe0, G: 0x40, B: 0x40, A: 0xff}},
		)
		v.SetProblems([]maze.Pos{{X: 4, Y: 4}, {X: 5, Y: 4}})
		v.SetPreview(Preview{Cells: []maze.Pos{{X: 6, Y: 3}, {X: 7, Y: 3}}, Edges: []maze.Side{{At: maze.Pos{X: 3, Y: 1}, Dir: maze.Right}, {At: maze.Pos{X: 3, Y: 2}, Dir: maze.Right}}})
		test.MoveMouse(w.Canvas(), fyne.NewPos(330, 110))
		out.PNG(t, "overlays-"+th.name+".png", capture(w))

		heat := make([]float64, m.Len())
		for i := range heat {
			p := m.PosOf(i)
			heat[i] = math.Abs(math.Sin(float64(p.X)*0.7 + float64(p.Y)*0.4))
		}
		v.SetHeat(heat)
		out.PNG(t, "heat-"+th.name+".png", capture(w))
		v.SetHeat(nil)
		v.SetFloor(1)
		out.PNG(t, "everything-"+th.name+"-floor2.png", capture(w))
		v.SetFloor(0)

		for _, cs := range []float32{8, 14, 40, 96} {
			v.SetCellSize(cs)
			out.PNG(t, fmt.Sprintf("zoom%02d-%s.png", int(cs), th.name), capture(w))
		}
	}
}
