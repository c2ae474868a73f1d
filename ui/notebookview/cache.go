package notebookview

import (
	"image"

	"fyne.io/fyne/v2"

	"github.com/labyrinth-game/labyrinth/app/notebook"
	"github.com/labyrinth-game/labyrinth/engine/maze"
	"github.com/labyrinth-game/labyrinth/ui/raster"
)

// sheetCache is the view's picture of the sheet (see raster.Cache).
type sheetCache struct {
	raster.Cache
	p painter
}

// invalidateCell marks the square of a cell whose marks changed: cell
// marks stay inside their square.
func (sc *sheetCache) invalidateCell(c notebook.Cell) {
	sc.Invalidate(image.Rect(c.X, c.Y, c.X+1, c.Y+1))
}

// invalidateEdge marks the squares an edge mark reaches into: the two
// cells it separates and, by the ends of its line, the squares beside them
// along the line.
func (sc *sheetCache) invalidateEdge(e notebook.Edge) {
	x, y := e.At.X, e.At.Y
	if e.Dir == maze.Right {
		sc.Invalidate(image.Rect(x, y-1, x+2, y+2))
		return
	}
	sc.Invalidate(image.Rect(x-1, y, x+2, y+2))
}

// render brings the picture up to date for a w x h view with grid g.
func (sc *sheetCache) render(w, h int, g raster.Grid) *image.RGBA {
	return sc.Render(w, h, g, &sc.p)
}

// setup prepares the painter: the sheet, the palette, the theme's font
// and the shapes at cell size c.
func (sc *sheetCache) setup(s *notebook.Sheet, pal Palette, th fyne.Theme, c int) {
	p := &sc.p
	p.s = s
	p.u = newUniforms(pal)
	var font fyne.Resource
	if th != nil {
		font = th.Font(fyne.TextStyle{Bold: true})
	}
	p.fonts = raster.NewFaces(font, raster.DrawMask8)
	p.sp = newSprites(c)
	sc.InvalidateAll()
}
