package planview

import (
	"image/color"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/theme"

	"github.com/labyrinth-game/labyrinth/engine/maze"
	"github.com/labyrinth-game/labyrinth/ui/raster"
)

// Palette is every colour the plan is drawn with. It is derived from a Fyne
// theme (its background, foreground, primary and error colours) mixed with
// fixed hues for the cell kinds, so that the plan follows the light/dark
// switch and a custom theme while a hospital stays red and a river blue. A
// legend or a tool palette that wants to match the plan asks View.Palette.
type Palette struct {
	// Dark is true when the theme's background is dark.
	Dark bool
	// Background is behind the plan and in positions outside the shape.
	Background color.NRGBA
	// Hatch strikes through grid positions outside the shape.
	Hatch color.NRGBA
	// Grid is the faint line of an open inner side.
	Grid color.NRGBA
	// Text is for the row and column numbers.
	Text color.NRGBA
	// Fill and Ink are each kind's background and the colour of its letter,
	// indexed by maze.Kind.
	Fill, Ink [maze.LastKind + 1]color.NRGBA
	// Flow is the colour of river arrows and bands.
	Flow color.NRGBA
	// Wall is a destructible inner wall and a closed exit; Solid an
	// indestructible inner wall and the monolith.
	Wall, Solid color.NRGBA
	// OpenExit and ClosedExit mark the outward arrows of exits.
	OpenExit, ClosedExit color.NRGBA
	// TreasureTrue and TreasureFake fill the treasure marks, Outline
	// surrounds them; Pile marks loose items.
	TreasureTrue, TreasureFake, TreasureOutline, Pile color.NRGBA
	// Loops colour pit loops: loop n uses Loops[(n-1) mod len(Loops)].
	Loops []color.NRGBA
	// OnLoop is the pit label's colour, on top of a loop colour.
	OnLoop color.NRGBA
	// Highlight is the hover and drag-preview colour; Problem marks the
	// cells of a validation message.
	Highlight, Problem color.NRGBA

	// What format version 2 adds (docs/maze-format.md): Door is the arrow
	// of a one-way door, Glass a window's pane, Key the Key and the lock
	// of a locked exit (one colour: the one opens the other), Bear and
	// Leprechaun the creatures' badges and paths; staircases are drawn in
	// Solid.
	Door, Glass, Key, Bear, Leprechaun color.NRGBA
}

// Fixed hues of the kinds, mixed into the theme's paper colour.
var (
	hueHospital     = color.NRGBA{R: 0xd3, G: 0x2f, B: 0x2f, A: 0xff}
	hueWeaponry     = color.NRGBA{R: 0xe6, G: 0x95, B: 0x00, A: 0xff}
	hueEncephalitis = color.NRGBA{R: 0x8e, G: 0x44, B: 0xad, A: 0xff}
	hueRiver        = color.NRGBA{R: 0x1e, G: 0x88, B: 0xe5, A: 0xff}
	hueDelta        = color.NRGBA{R: 0x00, G: 0x89, B: 0x7b, A: 0xff}
	hueSwamp        = color.NRGBA{R: 0x55, G: 0x8b, B: 0x2f, A: 0xff}
	hueCasino       = color.NRGBA{R: 0xc2, G: 0x18, B: 0x5b, A: 0xff}
	hueElevator     = color.NRGBA{R: 0x45, G: 0x5a, B: 0x64, A: 0xff}
	white           = color.NRGBA{R: 0xff, G: 0xff, B: 0xff, A: 0xff}
	black           = color.NRGBA{A: 0xff}
)

// loopHues are dark enough for a white label and far apart from each other
// and from the river blue.
var loopHues = []color.NRGBA{
	{R: 0xc6, G: 0x28, B: 0x28, A: 0xff}, // red
	{R: 0x28, G: 0x35, B: 0x93, A: 0xff}, // indigo
	{R: 0x2e, G: 0x7d, B: 0x32, A: 0xff}, // green
	{R: 0x6a, G: 0x1b, B: 0x9a, A: 0xff}, // purple
	{R: 0xd8, G: 0x5a, B: 0x00, A: 0xff}, // orange
	{R: 0x00, G: 0x79, B: 0x84, A: 0xff}, // teal
	{R: 0xad, G: 0x14, B: 0x57, A: 0xff}, // magenta
	{R: 0x5d, G: 0x40, B: 0x37, A: 0xff}, // brown
}

// loopHuesDark are brighter, to stand out on dark paper.
var loopHuesDark = []color.NRGBA{
	{R: 0xe5, G: 0x39, B: 0x35, A: 0xff},
	{R: 0x5c, G: 0x6b, B: 0xc0, A: 0xff},
	{R: 0x43, G: 0xa0, B: 0x47, A: 0xff},
	{R: 0xab, G: 0x47, B: 0xbc, A: 0xff},
	{R: 0xef, G: 0x6c, B: 0x00, A: 0xff},
	{R: 0x00, G: 0x97, B: 0xa7, A: 0xff},
	{R: 0xd8, G: 0x1b, B: 0x60, A: 0xff},
	{R: 0x8d, G: 0x6e, B: 0x63, A: 0xff},
}

// NewPalette derives the plan's colours from a theme and variant.
func NewPalette(th fyne.Theme, v fyne.ThemeVariant) Palette {
	if th == nil {
		th = theme.DefaultTheme()
	}
	bg := raster.NRGBA(th.Color(theme.ColorNameBackground, v))
	fg := raster.NRGBA(th.Color(theme.ColorNameForeground, v))
	dark := raster.Luminance(bg) < 0.5
	p := Palette{
		Dark:       dark,
		Background: bg,
		Text:       raster.Mix(bg, fg, 0.6),
		Solid:      fg,
		Highlight:  raster.NRGBA(th.Color(theme.ColorNamePrimary, v)),
		Problem:    raster.NRGBA(th.Color(theme.ColorNameError, v)),
		Loops:      loopHues,
		OnLoop:     white,
	}
	var land color.NRGBA
	fill, ink := 0.24, 0.3
	if dark {
		land = raster.Mix(bg, fg, 0.08)
		p.Loops = loopHuesDark
		p.Hatch = raster.Mix(bg, fg, 0.16)
		p.Grid = raster.Mix(land, fg, 0.16)
		fill = 0.34
		p.Flow = color.NRGBA{R: 0x6c, G: 0xb8, B: 0xff, A: 0xff}
		p.Wall = color.NRGBA{R: 0xe0, G: 0x91, B: 0x5a, A: 0xff}
		p.OpenExit = color.NRGBA{R: 0x66, G: 0xd0, B: 0x6e, A: 0xff}
		p.TreasureTrue = color.NRGBA{R: 0xff, G: 0xcf, B: 0x33, A: 0xff}
		p.TreasureFake = color.NRGBA{R: 0xb4, G: 0xba, B: 0xc2, A: 0xff}
		p.TreasureOutline = color.NRGBA{R: 0x10, G: 0x10, B: 0x10, A: 0xff}
		p.Pile = color.NRGBA{R: 0xc8, G: 0xb4, B: 0xa8, A: 0xff}
		p.Door = color.NRGBA{R: 0x66, G: 0xd0, B: 0x6e, A: 0xff}
		p.Glass = color.NRGBA{R: 0xa8, G: 0xdc, B: 0xff, A: 0xff}
		p.Key = color.NRGBA{R: 0x8c, G: 0x9e, B: 0xff, A: 0xff}
		p.Bear = color.NRGBA{R: 0xbc, G: 0x8f, B: 0x7a, A: 0xff}
		p.Leprechaun = color.NRGBA{R: 0x66, G: 0xbb, B: 0x6a, A: 0xff}
	} else {
		land = raster.Mix(bg, white, 0.75)
		if raster.Dist(land, bg) < 24 {
			// A white window (Fyne's own light theme): the paper stays
			// white and what lies outside it is greyed.
			bg = raster.Mix(bg, fg, 0.07)
			p.Background = bg
		}
		p.Hatch = raster.Mix(bg, fg, 0.13)
		p.Grid = raster.Mix(land, fg, 0.13)
		p.Flow = color.NRGBA{R: 0x15, G: 0x65, B: 0xc0, A: 0xff}
		p.Wall = color.NRGBA{R: 0xa0, G: 0x52, B: 0x2d, A: 0xff}
		p.OpenExit = color.NRGBA{R: 0x2e, G: 0x7d, B: 0x32, A: 0xff}
		p.TreasureTrue = color.NRGBA{R: 0xf2, G: 0xb7, B: 0x05, A: 0xff}
		p.TreasureFake = color.NRGBA{R: 0xc4, G: 0xc4, B: 0xc4, A: 0xff}
		p.TreasureOutline = color.NRGBA{R: 0x4a, G: 0x3a, B: 0x10, A: 0xff}
		p.Pile = color.NRGBA{R: 0x6d, G: 0x4c, B: 0x41, A: 0xff}
		p.Door = color.NRGBA{R: 0x2e, G: 0x7d, B: 0x32, A: 0xff}
		p.Glass = color.NRGBA{R: 0x81, G: 0xd4, B: 0xfa, A: 0xff}
		p.Key = color.NRGBA{R: 0x30, G: 0x4f, B: 0xfe, A: 0xff}
		p.Bear = color.NRGBA{R: 0x79, G: 0x55, B: 0x48, A: 0xff}
		p.Leprechaun = color.NRGBA{R: 0x1b, G: 0x8a, B: 0x2e, A: 0xff}
	}
	p.ClosedExit = p.Wall
	p.Fill[maze.Outside] = bg
	p.Fill[maze.Land] = land
	p.Fill[maze.Pit] = land
	p.Ink[maze.Land] = p.Text
	p.Ink[maze.Pit] = p.Text
	for _, k := range []struct {
		kind maze.Kind
		hue  color.NRGBA
	}{
		{maze.Hospital, hueHospital},
		{maze.Weaponry, hueWeaponry},
		{maze.Encephalitis, hueEncephalitis},
		{maze.River, hueRiver},
		{maze.Delta, hueDelta},
		{maze.Swamp, hueSwamp},
		{maze.Casino, hueCasino},
		{maze.Elevator, hueElevator},
	} {
		p.Fill[k.kind] = raster.Mix(land, k.hue, fill)
		if dark {
			p.Ink[k.kind] = raster.Mix(k.hue, white, 0.45)
		} else {
			p.Ink[k.kind] = raster.Mix(k.hue, black, ink)
		}
	}
	return p
}

// NeutralLandmarks is the palette with pits and river arrows in neutral
// ink, a grey of the paper's own text (every loop the same: a pit's label
// still names its loop), for plans on which colour belongs to the players
// (View.SetNeutralLandmarks). The river cells keep their blue.
func (p Palette) NeutralLandmarks() Palette {
	if p.Dark {
		p.Loops = []color.NRGBA{raster.Mix(p.Background, p.Solid, 0.72)}
		p.OnLoop = black
		p.Flow = raster.Mix(p.Background, p.Solid, 0.8)
	} else {
		p.Loops = []color.NRGBA{raster.Mix(p.Background, p.Solid, 0.62)}
		p.OnLoop = white
		p.Flow = raster.Mix(p.Background, p.Solid, 0.7)
	}
	return p
}

// Loop is the colour of pit loop n.
func (p Palette) Loop(n int) color.NRGBA {
	if len(p.Loops) == 0 {
		return p.Solid
	}
	i := (n - 1) % len(p.Loops)
	if i < 0 {
		i += len(p.Loops)
	}
	return p.Loops[i]
}

// KindFill is the background colour of a cell of kind k.
func (p Palette) KindFill(k maze.Kind) color.NRGBA {
	if int(k) < len(p.Fill) {
		return p.Fill[k]
	}
	return p.Fill[maze.Land]
}

// heat maps a value in [0,1] to a translucent colour from cool to hot.
func heat(v float64) color.NRGBA {
	v = max(0, min(1, v))
	stops := [...]color.NRGBA{
		{R: 0x2c, G: 0x7b, B: 0xb6, A: 0x70},
		{R: 0x1a, G: 0x98, B: 0x50, A: 0x78},
		{R: 0xfe, G: 0xe0, B: 0x8b, A: 0x80},
		{R: 0xf4, G: 0x6d, B: 0x43, A: 0x88},
		{R: 0xd7, G: 0x19, B: 0x1c, A: 0x90},
	}
	f := v * float64(len(stops)-1)
	i := min(int(f), len(stops)-2)
	return raster.Mix(stops[i], stops[i+1], f-float64(i))
}
