package planview

import (
	"image"

	"fyne.io/fyne/v2"

	"github.com/labyrinth-game/labyrinth/engine/maze"
	"github.com/labyrinth-game/labyrinth/ui/raster"
)

// ImageOptions choose how Image draws a plan.
type ImageOptions struct {
	// Floor is the floor drawn, from 0.
	Floor int
	// CellSize is a cell's side in pixels; 0 means 32.
	CellSize int
	// Theme and Variant give the colours and the font; a nil Theme is
	// Fyne's default theme.
	Theme   fyne.Theme
	Variant fyne.ThemeVariant
	// NoCoordinates leaves out the row and column numbers.
	NoCoordinates bool
}

// Image draws one floor of m, with a margin of one cell all around, exactly
// as the view draws it (without overlays): for exporting a plan to print,
// and for looking at one in tests.
func Image(m *maze.Maze, opt ImageOptions) *image.RGBA {
	c := opt.CellSize
	if c <= 0 {
		c = 32
	}
	if m == nil {
		return image.NewRGBA(image.Rect(0, 0, 2*c, 2*c))
	}
	var pc planCache
	pc.setup(m, max(0, min(opt.Floor, m.Floors()-1)), !opt.NoCoordinates, NewPalette(opt.Theme, opt.Variant), opt.Theme, c, 1)
	return pc.render((m.Width()+2)*c, (m.Height()+2)*c, raster.Grid{C: c, OX: c, OY: c})
}

// setup prepares the painter for a maze, floor, palette and theme font at
// cell size c; scale is pixels per Fyne unit, for the margin's numbers.
func (pc *planCache) setup(m *maze.Maze, floor int, coords bool, pal Palette, th fyne.Theme, c int, scale float32) {
	p := &pc.p
	p.m, p.floor, p.coords = m, floor, coords
	p.u = newUniforms(pal)
	var font fyne.Resource
	if th != nil {
		font = th.Font(fyne.TextStyle{Bold: true})
	}
	p.fonts = raster.NewFaces(font, raster.DrawMask)
	p.sp = newSprites(c)
	p.maxLabel = int(13 * scale)
	pc.InvalidateAll()
}
