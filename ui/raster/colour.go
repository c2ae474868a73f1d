package raster

import "image/color"

// NRGBA is c as a straight-alpha colour (the form palettes mix in); a nil
// colour is transparent.
func NRGBA(c color.Color) color.NRGBA {
	if c == nil {
		return color.NRGBA{}
	}
	return color.NRGBAModel.Convert(c).(color.NRGBA)
}

// Mix goes from a (t=0) to b (t=1), alpha included, rounding each channel
// to the nearest level.
func Mix(a, b color.NRGBA, t float64) color.NRGBA {
	l := func(x, y uint8) uint8 { return uint8(float64(x) + (float64(y)-float64(x))*t + 0.5) }
	return color.NRGBA{R: l(a.R, b.R), G: l(a.G, b.G), B: l(a.B, b.B), A: l(a.A, b.A)}
}

// Dist is a rough distance between two colours' red, green and blue, 0 to
// 765: enough to tell whether two colours would read as one.
func Dist(a, b color.NRGBA) int {
	d := func(x, y uint8) int {
		if x > y {
			return int(x - y)
		}
		return int(y - x)
	}
	return d(a.R, b.R) + d(a.G, b.G) + d(a.B, b.B)
}

// Luminance is c's relative luminance, 0 (black) to 1 (white), with the
// Rec. 709 weights and no gamma: to tell dark from light.
func Luminance(c color.NRGBA) float64 {
	return (0.2126*float64(c.R) + 0.7152*float64(c.G) + 0.0722*float64(c.B)) / 255
}

// WithAlpha is c made translucent.
func WithAlpha(c color.NRGBA, a uint8) color.NRGBA {
	c.A = a
	return c
}

// Premul is c as an image.RGBA stores it: premultiplied by its alpha,
// rounding down.
func Premul(c color.NRGBA) color.RGBA {
	a := uint32(c.A)
	return color.RGBA{
		R: uint8(uint32(c.R) * a / 0xff),
		G: uint8(uint32(c.G) * a / 0xff),
		B: uint8(uint32(c.B) * a / 0xff),
		A: c.A,
	}
}
