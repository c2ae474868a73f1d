package viewport

import (
	"math"

	"fyne.io/fyne/v2"

	"github.com/labyrinth-game/labyrinth/ui/raster"
)

// Zoom is a view's zoom and pan as they were asked for, and the scale the
// view is drawn at. Layout and Grid snap them to whole pixels.
type Zoom struct {
	// Cell is a cell's side, in Fyne units.
	Cell float32
	// Offset is where cell (0,0)'s top-left corner is, in the view's
	// coordinates.
	Offset fyne.Position
	// Scale is texture pixels per Fyne unit, learnt from the last frame.
	Scale float32
}

// Grid is where the grid lies on the view's picture, in pixels.
func (z Zoom) Grid() raster.Grid { return GridAt(z.Cell, z.Offset, z.Scale) }

// GridAt is where a grid of cells of side cell, cell (0,0)'s corner at
// offset (both in Fyne units), lies on a picture of scale pixels per unit.
func GridAt(cell float32, offset fyne.Position, scale float32) raster.Grid {
	return raster.Grid{
		C:  max(1, int(math.Round(float64(cell*scale)))),
		OX: int(math.Round(float64(offset.X * scale))),
		OY: int(math.Round(float64(offset.Y * scale))),
	}
}

// Layout is the grid's placement in the view's coordinates, snapped to
// whole pixels so that the picture, the overlays and hit testing agree
// exactly.
func (z Zoom) Layout() Layout {
	s := z.Scale
	if s <= 0 {
		s = 1
	}
	g := GridAt(z.Cell, z.Offset, s)
	return Layout{
		Origin: fyne.NewPos(float32(g.OX)/s, float32(g.OY)/s),
		Cell:   float32(g.C) / s,
	}
}

// ZoomAt multiplies the cell size by factor, kept within lo..hi, and pans
// so that the point anchor (in the view's coordinates) stays over the same
// spot of the grid. A factor that is not a positive number changes
// nothing, and ZoomAt reports false.
func (z *Zoom) ZoomAt(factor float32, anchor fyne.Position, lo, hi float32) bool {
	if factor <= 0 || math.IsNaN(float64(factor)) || math.IsInf(float64(factor), 0) {
		return false
	}
	before := z.Layout()
	z.Cell = max(lo, min(hi, z.Cell*factor))
	after := z.Layout()
	if before.Cell > 0 {
		k := after.Cell / before.Cell
		z.Offset = fyne.NewPos(anchor.X-(anchor.X-before.Origin.X)*k, anchor.Y-(anchor.Y-before.Origin.Y)*k)
	}
	return true
}

// LearnScale takes the scale from a frame the view is drawn in: pixels
// wide for a view units wide. It reports whether the scale changed by more
// than a rounding, when everything drawn at the old scale must be drawn
// again.
func (z *Zoom) LearnScale(pixels int, units float32) bool {
	if units <= 0 || pixels <= 0 {
		return false
	}
	s := float32(pixels) / units
	if math.Abs(float64(s-z.Scale)) <= 0.01 {
		return false
	}
	z.Scale = s
	return true
}

// WheelZoom is the zoom factor for a turn of the mouse wheel by dy
// (positive away from the user). One notch of a wheel is 25 units on Linux
// and Windows: about 10%.
func WheelZoom(dy float32) float32 { return float32(math.Exp(float64(dy) * 0.004)) }
