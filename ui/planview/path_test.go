package planview

import (
	"image"
	"image/color"
	"testing"

	"fyne.io/fyne/v2"

	"github.com/labyrinth-game/labyrinth/engine/maze"
	"github.com/labyrinth-game/labyrinth/ui/raster/rastertest"
)

// pathPlan is 5x3: a pit loop (2,1)-(4,1) with two walls between its pits,
// a river (1,2)->(2,2)->(3,2) delta, and an exit left of (1,1).
const pathPlan = `{"format": "labyrinth-maze", "version": 1, "width": 5, "height": 3,
  "cells": ["L P1.1 L P1.2 L", "R> R> D L H", "L L L L L"],
  "walls": [{"at": [2,1], "side": "right"}, {"at": [3,1], "side": "right"}],
  "exits": [{"at": [1,1], "side": "left"}, {"at": [5,3], "side": "right"}],
  "treasures": [{"at": [5,1], "true": true}]}`

var magenta = color.NRGBA{R: 0xff, B: 0xff, A: 0xff}

// isPath tells the path's magenta, over whatever colour the plan has there.
func isPath(c color.Color) bool {
	n := nrgba(c)
	return n.R > 180 && n.B > 180 && n.G < 110
}

// pathPixels counts the path's pixels within r (Fyne units at scale 1).
func pathPixels(img image.Image, r image.Rectangle) int {
	n := 0
	for y := r.Min.Y; y < r.Max.Y; y++ {
		for x := r.Min.X; x < r.Max.X; x++ {
			if isPath(img.At(x, y)) {
				n++
			}
		}
	}
	return n
}

// around is the square of side 2h around p.
func around(p fyne.Position, h int) image.Rectangle {
	return image.Rect(int(p.X)-h, int(p.Y)-h, int(p.X)+h+1, int(p.Y)+h+1)
}

// TestPathSegmentsAreDrawnAsWhatTheyAre draws a walk into a pit, the fall
// to the next pit and a carry by the flow, and looks at the pixels: the
// walk reaches the pit, the fall is an arc that leaves the straight line
// between the pits (which crosses two walls) blank, the flow is a wave
// along the river's cells.
func TestPathSegmentsAreDrawnAsWhatTheyAre(t *testing.T) {
	m, err := maze.Decode([]byte(pathPlan))
	if err != nil {
		t.Fatal(err)
	}
	v, w := showView(t, m, rastertest.Light, fyne.NewSize(5*60+80, 3*60+80))
	v.ShowCoordinates(false)
	v.SetPaths(Path{Color: magenta, Segments: []Segment{
		{Style: SegmentWalk, Cells: []maze.Pos{maze.At(0, 0), maze.At(1, 0)}},
		{Style: SegmentJump, Cells: []maze.Pos{maze.At(1, 0), maze.At(3, 0)}},
		{Style: SegmentFlow, Cells: []maze.Pos{maze.At(0, 1), maze.At(1, 1), maze.At(2, 1)}},
		{Style: SegmentBump, Cells: []maze.Pos{maze.At(4, 2)}, Dir: maze.Down},
	}})
	img := capture(w)
	out.PNG(t, "path-segments.png", img)
	centre := func(x, y int) fyne.Position {
		p, s := v.CellRect(maze.At(x, y))
		return p.AddXY(s.Width/2, s.Height/2)
	}
	_, size := v.CellRect(maze.At(0, 0))
	cell := size.Width
	if cell < 30 {
		t.Fatalf("cells of %v units: too small to look at", cell)
	}

	// The walk reaches the pit: the line runs between the centres.
	a, b := centre(0, 0), centre(1, 0)
	if n := pathPixels(img, around(fyne.NewPos((a.X+b.X)/2, a.Y), 2)); n == 0 {
		t.Error("§4.4 no walk between (1,1) and the pit (2,1)")
	}
	if n := pathPixels(img, around(b.AddXY(-cell*0.3, 0), 2)); n == 0 {
		t.Error("§4.4 the walk does not reach the pit cell")
	}
	// The straight line between the pits stays blank: the walls at
	// x = 2 and 3 are not crossed on foot.
	for _, x := range []float32{cell * 0.5, cell, cell * 1.5} {
		if n := pathPixels(img, around(b.AddXY(x, 0), 2)); n != 0 {
			t.Errorf("§4.4 the fall is drawn as a straight line through the walls (%d pixels at +%v)", n, x)
		}
	}
	// The arc passes above the cell between them, within the row.
	top := image.Rect(int(b.X+cell*0.5), int(b.Y-cell*0.5), int(b.X+cell*1.5), int(b.Y-cell*0.15))
	if n := pathPixels(img, top); n == 0 {
		t.Error("§4.4 no arc over the cell between the pits")
	}

	// The flow follows the river's cells, as a wave: off the straight line
	// between centres in places, on both sides.
	r0, r2 := centre(0, 1), centre(2, 1)
	above, below := 0, 0
	for x := int(r0.X + cell*0.1); x < int(r2.X-cell*0.3); x++ {
		// Beyond the half width of a straight line, within the wave's.
		for dy := int(max(2, cell*0.1)/2) + 2; dy <= int(cell*0.16); dy++ {
			if isPath(img.At(x, int(r0.Y)-dy)) {
				above++
			}
			if isPath(img.At(x, int(r0.Y)+dy)) {
				below++
			}
		}
	}
	if above == 0 || below == 0 {
		t.Errorf("§4.6 the flow is not a wave along the river: %d pixels above the line, %d below", above, below)
	}

	// A bump: a stroke from the centre towards the wall hit, with a bar
	// across it near the side.
	c := centre(4, 2)
	if pathPixels(img, around(c.AddXY(0, cell*0.2), 1)) == 0 || pathPixels(img, around(c.AddXY(cell*0.12, cell*0.36), 2)) == 0 {
		t.Error("§2.2 no bump towards the wall below (5,3)")
	}
	if pathPixels(img, around(c.AddXY(0, -cell*0.25), 2)) != 0 {
		t.Error("the bump goes the wrong way")
	}
}

// TestPathCellsAloneAreAWalk: a path given as cells is still a line
// through their centres.
func TestPathCellsAloneAreAWalk(t *testing.T) {
	m, err := maze.Decode([]byte(pathPlan))
	if err != nil {
		t.Fatal(err)
	}
	v, w := showView(t, m, rastertest.Light, fyne.NewSize(380, 260))
	v.SetPaths(Path{Color: magenta, Cells: []maze.Pos{maze.At(0, 2), maze.At(1, 2), maze.At(2, 2)}})
	img := capture(w)
	p, s := v.CellRect(maze.At(1, 2))
	if pathPixels(img, around(p.AddXY(s.Width/2, s.Height/2), 1)) == 0 {
		t.Error("no line through (2,3)")
	}
}

// TestPathStrokesStayWithinReason: every style, at tiny and huge cells,
// on and off the floor shown, makes a bounded number of strokes and never
// panics.
func TestPathStrokesStayWithinReason(t *testing.T) {
	for _, cell := range []float32{1, 4, 24, 96} {
		g := pathGeometry{at: func(p maze.Pos) fyne.Position {
			return fyne.NewPos((float32(p.X)+0.5)*cell, (float32(p.Y)+0.5)*cell)
		}, cell: cell}
		long := make([]maze.Pos, 0, 30)
		for x := range 30 {
			long = append(long, maze.At(x, 0))
		}
		for style := SegmentWalk; style <= SegmentHop; style++ {
			for _, cells := range [][]maze.Pos{nil, {maze.At(1, 1)}, {maze.At(1, 1), maze.At(1, 1)}, {maze.At(0, 0), maze.At(9, 9)}, long,
				{maze.At(0, 0), {X: 1, Floor: 1}}} {
				strokes := g.strokes(nil, Segment{Style: style, Cells: cells, Dir: maze.Left})
				// The length the stretch runs, in cells.
				length := float32(1)
				for i := 1; i < len(cells); i++ {
					length += span(g.at(cells[i-1]), g.at(cells[i])) / cell
				}
				if n := len(strokes); float32(n) > 24*length+16 {
					t.Errorf("cell %v style %d: %d strokes over %v cells", cell, style, n, length)
				}
			}
		}
	}
}
