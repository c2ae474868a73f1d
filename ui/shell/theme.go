package shell

import (
	"image/color"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/theme"
)

// Appearance is the player's choice of light or dark colours. "System"
// follows the desktop's setting, which Fyne reads on its own.
type Appearance string

const (
	AppearanceSystem Appearance = "system"
	AppearanceLight  Appearance = "light"
	AppearanceDark   Appearance = "dark"
)

// Appearances is the order the theme menu lists them and Ctrl+T cycles them.
var Appearances = []Appearance{AppearanceSystem, AppearanceLight, AppearanceDark}

// PrefAppearance is the preferences key that remembers the choice between runs.
const PrefAppearance = "appearance"

// Label is the choice as the appearance menu names it.
func (a Appearance) Label() string {
	switch a {
	case AppearanceLight:
		return "Light"
	case AppearanceDark:
		return "Dark"
	}
	return "System"
}

// ParseAppearance accepts what an earlier version stored; anything unknown
// (a hand-edited preferences file) falls back to following the system.
func ParseAppearance(s string) Appearance {
	for _, a := range Appearances {
		if string(a) == s {
			return a
		}
	}
	return AppearanceSystem
}

// Next is the choice after a, as Ctrl+T cycles them.
func (a Appearance) Next() Appearance {
	for i, x := range Appearances {
		if x == a {
			return Appearances[(i+1)%len(Appearances)]
		}
	}
	return AppearanceSystem
}

// Colours and sizes of our own, looked up through the theme so that they
// follow the light/dark switch like Fyne's.
const (
	ColorNameTile       fyne.ThemeColorName = "labyrinth-tile"
	ColorNameTileBorder fyne.ThemeColorName = "labyrinth-tile-border"
	ColorNameMuted      fyne.ThemeColorName = "labyrinth-muted"
	ColorNameBadge      fyne.ThemeColorName = "labyrinth-badge"

	SizeNameHero      fyne.ThemeSizeName = "labyrinth-hero"
	SizeNameTileTitle fyne.ThemeSizeName = "labyrinth-tile-title"
)

// palette holds the colours that differ from Fyne's defaults: a warm paper
// background (the game is played on graph paper), one ink-teal accent, and
// text dark or light enough to read at a distance.
type palette struct {
	background, foreground, muted, primary, onPrimary color.NRGBA
	tile, tileBorder, badge, overlay, focus           color.NRGBA
	// success is "valid" in the editor: Fyne's own green is too light to
	// read on the light paper.
	success color.NRGBA
}

var (
	lightPalette = palette{
		background: color.NRGBA{R: 0xf4, G: 0xf1, B: 0xea, A: 0xff},
		foreground: color.NRGBA{R: 0x26, G: 0x28, B: 0x2b, A: 0xff},
		muted:      color.NRGBA{R: 0x5f, G: 0x63, B: 0x68, A: 0xff},
		primary:    color.NRGBA{R: 0x1a, G: 0x6e, B: 0x62, A: 0xff},
		onPrimary:  color.NRGBA{R: 0xff, G: 0xff, B: 0xff, A: 0xff},
		tile:       color.NRGBA{R: 0xff, G: 0xff, B: 0xff, A: 0xff},
		tileBorder: color.NRGBA{R: 0xd9, G: 0xd3, B: 0xc7, A: 0xff},
		badge:      color.NRGBA{R: 0xec, G: 0xe7, B: 0xdc, A: 0xff},
		overlay:    color.NRGBA{R: 0xff, G: 0xff, B: 0xff, A: 0xff},
		focus:      color.NRGBA{R: 0x1a, G: 0x6e, B: 0x62, A: 0x55},
		success:    color.NRGBA{R: 0x2e, G: 0x7d, B: 0x32, A: 0xff},
	}
	darkPalette = palette{
		background: color.NRGBA{R: 0x15, G: 0x17, B: 0x1a, A: 0xff},
		foreground: color.NRGBA{R: 0xee, G: 0xef, B: 0xf0, A: 0xff},
		muted:      color.NRGBA{R: 0xa6, G: 0xab, B: 0xb2, A: 0xff},
		primary:    color.NRGBA{R: 0x4f, G: 0xc3, B: 0xb1, A: 0xff},
		onPrimary:  color.NRGBA{R: 0x0c, G: 0x1f, B: 0x1c, A: 0xff},
		tile:       color.NRGBA{R: 0x1f, G: 0x22, B: 0x27, A: 0xff},
		tileBorder: color.NRGBA{R: 0x32, G: 0x37, B: 0x3e, A: 0xff},
		badge:      color.NRGBA{R: 0x2c, G: 0x31, B: 0x38, A: 0xff},
		overlay:    color.NRGBA{R: 0x1f, G: 0x22, B: 0x27, A: 0xff},
		focus:      color.NRGBA{R: 0x4f, G: 0xc3, B: 0xb1, A: 0x55},
		success:    color.NRGBA{R: 0x66, G: 0xbb, B: 0x6a, A: 0xff},
	}
)

// Theme is Fyne's default theme with our palette, and with the variant
// pinned when the player chose light or dark instead of the system's.
type Theme struct {
	Choice Appearance
}

var _ fyne.Theme = Theme{}

func (t Theme) variant(v fyne.ThemeVariant) fyne.ThemeVariant {
	switch t.Choice {
	case AppearanceLight:
		return theme.VariantLight
	case AppearanceDark:
		return theme.VariantDark
	}
	return v
}

func (t Theme) Color(name fyne.ThemeColorName, v fyne.ThemeVariant) color.Color {
	v = t.variant(v)
	p := lightPalette
	if v == theme.VariantDark {
		p = darkPalette
	}
	switch name {
	case theme.ColorNameBackground:
		return p.background
	case theme.ColorNameForeground:
		return p.foreground
	case theme.ColorNamePrimary, theme.ColorNameHyperlink:
		return p.primary
	case theme.ColorNameForegroundOnPrimary:
		return p.onPrimary
	case theme.ColorNameFocus, theme.ColorNameSelection:
		return p.focus
	case theme.ColorNameOverlayBackground, theme.ColorNameMenuBackground:
		return p.overlay
	case ColorNameTile:
		return p.tile
	case ColorNameTileBorder:
		return p.tileBorder
	case ColorNameMuted:
		return p.muted
	case ColorNameBadge:
		return p.badge
	case theme.ColorNameSuccess:
		return p.success
	}
	if i, ok := seatOfColorName(name); ok {
		return SeatColour(i)
	}
	return theme.DefaultTheme().Color(name, v)
}

func (Theme) Font(style fyne.TextStyle) fyne.Resource {
	return theme.DefaultTheme().Font(style)
}

func (Theme) Icon(name fyne.ThemeIconName) fyne.Resource {
	return theme.DefaultTheme().Icon(name)
}

func (Theme) Size(name fyne.ThemeSizeName) float32 {
	switch name {
	case SizeNameHero:
		return 46
	case SizeNameTileTitle:
		return 19
	}
	return theme.DefaultTheme().Size(name)
}

// ThemeColor looks a colour up in the current theme and variant; custom
// widgets call it from their renderers so that a theme switch recolours them.
func ThemeColor(name fyne.ThemeColorName) color.Color {
	s := fyne.CurrentApp().Settings()
	return s.Theme().Color(name, s.ThemeVariant())
}
