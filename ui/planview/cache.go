package planview

import (
	"image"

	"github.com/labyrinth-game/labyrinth/ui/raster"
)

// planCache is the view's picture of the plan (see raster.Cache). Its
// dirty squares are on p.floor.
type planCache struct {
	raster.Cache
	p painter
}

// render brings the picture up to date for a w x h view with grid g and
// returns it. The caller sets everything else in pc.p beforehand and calls
// InvalidateAll when any of it changed.
func (pc *planCache) render(w, h int, g raster.Grid) *image.RGBA {
	pc.p.collectMarks()
	return pc.Render(w, h, g, &pc.p)
}
