package shell

import (
	"image/color"
	"strconv"
	"strings"

	"fyne.io/fyne/v2"
)

// seatColours are the players' colours, one per seat a game can have
// (app/host.Colours, 16): the same seat has the same colour in the host's
// lobby, on the game master's table, in the log and in the reveal. They
// are mid-tone, readable on the light and the dark paper, and the first
// six — the players of most games — far apart.
var seatColours = [...]color.NRGBA{
	{R: 0x1f, G: 0x77, B: 0xd0, A: 0xff}, // blue
	{R: 0xd6, G: 0x3a, B: 0x2f, A: 0xff}, // red
	{R: 0x2e, G: 0x9e, B: 0x44, A: 0xff}, // green
	{R: 0x8e, G: 0x44, B: 0xc7, A: 0xff}, // violet
	{R: 0xe0, G: 0x8a, B: 0x00, A: 0xff}, // orange
	{R: 0x00, G: 0x9c, B: 0xa6, A: 0xff}, // teal
	{R: 0xc2, G: 0x18, B: 0x7a, A: 0xff}, // magenta
	{R: 0x8d, G: 0x6e, B: 0x3f, A: 0xff}, // brown
	{R: 0x5c, G: 0x6b, B: 0xc0, A: 0xff}, // indigo
	{R: 0x9e, G: 0x9d, B: 0x24, A: 0xff}, // olive
	{R: 0xf0, G: 0x62, B: 0x92, A: 0xff}, // pink
	{R: 0x45, G: 0x8b, B: 0x74, A: 0xff}, // sea green
	{R: 0xb3, G: 0x5c, B: 0x1e, A: 0xff}, // rust
	{R: 0x60, G: 0x7d, B: 0x8b, A: 0xff}, // slate
	{R: 0x7c, G: 0xb3, B: 0x42, A: 0xff}, // lime
	{R: 0x6d, G: 0x4c, B: 0x41, A: 0xff}, // umber
}

// SeatColour is the colour of a seat's colour number (a host table's
// TableSeat.Colour, the seat's number): the same on every screen.
func SeatColour(i int) color.Color {
	if i < 0 {
		return color.NRGBA{R: 0x80, G: 0x80, B: 0x80, A: 0xff}
	}
	return seatColours[i%len(seatColours)]
}

// SeatColours is how many distinct seat colours there are.
const SeatColours = len(seatColours)

// seatColorPrefix starts the theme's names of the seat colours.
const seatColorPrefix = "labyrinth-seat-"

// ColorNameSeat is the theme's name of seat i's colour (SeatColour), for
// text that takes its colour by name (widget.RichText).
func ColorNameSeat(i int) fyne.ThemeColorName {
	return fyne.ThemeColorName(seatColorPrefix + strconv.Itoa(i))
}

// seatOfColorName is the seat a ColorNameSeat names.
func seatOfColorName(name fyne.ThemeColorName) (int, bool) {
	rest, ok := strings.CutPrefix(string(name), seatColorPrefix)
	if !ok {
		return 0, false
	}
	i, err := strconv.Atoi(rest)
	return i, err == nil
}
