package planview

import (
	"image/color"

	"github.com/labyrinth-game/labyrinth/ui/raster"
)

// The tests compare colours with these names, which were the package's own
// until its drawing helpers moved to ui/raster.

func nrgba(c color.Color) color.NRGBA { return raster.NRGBA(c) }
func dist(a, b color.NRGBA) int       { return raster.Dist(a, b) }
func luminance(c color.NRGBA) float64 { return raster.Luminance(c) }
