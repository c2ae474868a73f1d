package notebookview

import (
	"image/color"
	"math"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/theme"

	"github.com/labyrinth-game/labyrinth/ui/shell"
)

// A player has one colour on every screen: the notebook's seat inks (a
// lighter or darker shade for the paper) are the hue of the colour the
// host's lobby, the game master's table and the turn bar give his seat.
func TestSeatInksAreTheSeatsColours(t *testing.T) {
	for _, variant := range []struct {
		name string
		v    fyne.ThemeVariant
	}{{"light", theme.VariantLight}, {"dark", theme.VariantDark}} {
		pal := NewPalette(theme.DefaultTheme(), variant.v)
		for i := range pal.Seats {
			ink, seat := hue(pal.Seat(i)), hue(shell.SeatColour(i))
			d := math.Abs(ink - seat)
			d = math.Min(d, 360-d)
			if d > 25 {
				t.Errorf("%s paper: seat %d draws at hue %.0f° in the notebook but %.0f° on the other screens", variant.name, i+1, ink, seat)
			}
		}
	}
}

// hue is a colour's hue in degrees.
func hue(c color.Color) float64 {
	r, g, b, _ := c.RGBA()
	rf, gf, bf := float64(r)/0xffff, float64(g)/0xffff, float64(b)/0xffff
	hi, lo := math.Max(rf, math.Max(gf, bf)), math.Min(rf, math.Min(gf, bf))
	if hi == lo {
		return 0
	}
	var h float64
	switch hi {
	case rf:
		h = math.Mod((gf-bf)/(hi-lo), 6)
	case gf:
		h = (bf-rf)/(hi-lo) + 2
	default:
		h = (rf-gf)/(hi-lo) + 4
	}
	h *= 60
	if h < 0 {
		h += 360
	}
	return h
}
