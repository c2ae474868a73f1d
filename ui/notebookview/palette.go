package notebookview

import (
	"image"
	"image/color"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/theme"

	"github.com/labyrinth-game/labyrinth/app/notebook"
	"github.com/labyrinth-game/labyrinth/engine/maze"
	"github.com/labyrinth-game/labyrinth/ui/planview"
	"github.com/labyrinth-game/labyrinth/ui/raster"
)

// Palette is every colour a sheet is drawn with. The cell types take the
// plan view's colours (Plan), so that the notebook and the real plan shown
// at the end of a game read alike; the rest is graph paper: the paper and
// its grid, the ink of what the player drew by hand, one colour per seat
// for what a player's move revealed, and the glue overlay's verdicts. It
// follows the Fyne theme, light or dark; a legend or a colour picker that
// wants to match the sheet asks View.Palette.
type Palette struct {
	// Plan is the plan view's palette for the same theme: cell type fills
	// and letters, river blue, treasure gold, pit loop colours.
	Plan planview.Palette
	// Dark is true when the theme's background is dark.
	Dark bool
	// Paper is the sheet; GridMinor its faint lines, GridMajor every fifth.
	Paper, GridMinor, GridMajor color.NRGBA
	// Ink is the colour of what the player drew by hand (notebook.Hand).
	Ink color.NRGBA
	// Seats are the players' colours: seat n draws in Seats[n mod len].
	Seats []color.NRGBA
	// Land is the fill of a land cell drawn by hand; a seat's land is a
	// faint wash of its colour.
	Land color.NRGBA
	// Exit is an exit on an edge; Question the "?" mark; NotePaper and
	// NoteInk the little note sign.
	Exit, Question, NotePaper, NoteInk color.NRGBA
	// Cursor is the keyboard cursor and the hover highlight.
	Cursor color.NRGBA
	// Frame is the labyrinth's outline (its outer sides, where any may be
	// an exit); Outside washes the paper beyond it.
	Frame, Outside color.NRGBA
	// Ruler is the strips of column and row numbers along the view's top
	// and left; RulerInk their numbers.
	Ruler, RulerInk color.NRGBA
	// Agree, Overrule and Conflict colour the glue overlay's verdicts (pen
	// beating pencil is an overrule); Outline surrounds the sheet laid over.
	Agree, Overrule, Conflict, Outline color.NRGBA
}

// seatHues are far apart from each other and from the cell type washes;
// seatHuesDark are brighter, for dark paper.
var (
	seatHues = []color.NRGBA{
		{R: 0x1f, G: 0x5f, B: 0xc4, A: 0xff}, // blue
		{R: 0xc6, G: 0x28, B: 0x28, A: 0xff}, // red
		{R: 0x2e, G: 0x7d, B: 0x32, A: 0xff}, // green
		{R: 0x8e, G: 0x24, B: 0xaa, A: 0xff}, // purple
		{R: 0xd8, G: 0x5a, B: 0x00, A: 0xff}, // orange
		{R: 0x00, G: 0x79, B: 0x84, A: 0xff}, // teal
		{R: 0xad, G: 0x14, B: 0x57, A: 0xff}, // magenta
		{R: 0x6d, G: 0x4c, B: 0x41, A: 0xff}, // brown
	}
	seatHuesDark = []color.NRGBA{
		{R: 0x64, G: 0xa0, B: 0xff, A: 0xff},
		{R: 0xff, G: 0x6b, B: 0x6b, A: 0xff},
		{R: 0x66, G: 0xcc, B: 0x6e, A: 0xff},
		{R: 0xc7, G: 0x7d, B: 0xe0, A: 0xff},
		{R: 0xff, G: 0x9a, B: 0x40, A: 0xff},
		{R: 0x3c, G: 0xc8, B: 0xd0, A: 0xff},
		{R: 0xf0, G: 0x62, B: 0x92, A: 0xff},
		{R: 0xc4, G: 0x9e, B: 0x88, A: 0xff},
	}
	white = color.NRGBA{R: 0xff, G: 0xff, B: 0xff, A: 0xff}
	black = color.NRGBA{A: 0xff}
)

// NewPalette derives a sheet's colours from a theme and variant (nil:
// Fyne's default theme).
func NewPalette(th fyne.Theme, v fyne.ThemeVariant) Palette {
	if th == nil {
		th = theme.DefaultTheme()
	}
	plan := planview.NewPalette(th, v)
	bg := raster.NRGBA(th.Color(theme.ColorNameBackground, v))
	fg := raster.NRGBA(th.Color(theme.ColorNameForeground, v))
	p := Palette{Plan: plan, Dark: plan.Dark, Ink: fg}
	p.Cursor = raster.NRGBA(th.Color(theme.ColorNamePrimary, v))
	if p.Dark {
		// Slate paper with pale blue rules, as graph paper under a lamp.
		p.Paper = raster.Mix(bg, color.NRGBA{R: 0x3a, G: 0x44, B: 0x52, A: 0xff}, 0.55)
		rule := color.NRGBA{R: 0x8c, G: 0xb4, B: 0xe0, A: 0xff}
		p.GridMinor = raster.Mix(p.Paper, rule, 0.13)
		p.GridMajor = raster.Mix(p.Paper, rule, 0.27)
		p.Seats = seatHuesDark
		p.Land = raster.Mix(p.Paper, fg, 0.12)
		p.Exit = color.NRGBA{R: 0x66, G: 0xd0, B: 0x6e, A: 0xff}
		p.Question = color.NRGBA{R: 0xff, G: 0x80, B: 0x6b, A: 0xff}
		p.NotePaper = color.NRGBA{R: 0xe8, G: 0xcf, B: 0x5a, A: 0xff}
		p.NoteInk = color.NRGBA{R: 0x4a, G: 0x3a, B: 0x10, A: 0xff}
		p.Agree = color.NRGBA{R: 0x4c, G: 0xd0, B: 0x5a, A: 0xff}
		p.Overrule = color.NRGBA{R: 0xff, G: 0xc1, B: 0x30, A: 0xff}
		p.Conflict = color.NRGBA{R: 0xff, G: 0x4d, B: 0x4d, A: 0xff}
	} else {
		// Cream paper with pale blue rules.
		p.Paper = raster.Mix(bg, color.NRGBA{R: 0xff, G: 0xfd, B: 0xf6, A: 0xff}, 0.7)
		rule := color.NRGBA{R: 0x4a, G: 0x86, B: 0xc0, A: 0xff}
		p.GridMinor = raster.Mix(p.Paper, rule, 0.17)
		p.GridMajor = raster.Mix(p.Paper, rule, 0.34)
		p.Seats = seatHues
		p.Land = raster.Mix(p.Paper, color.NRGBA{R: 0x8a, G: 0x80, B: 0x70, A: 0xff}, 0.16)
		p.Exit = color.NRGBA{R: 0x2e, G: 0x8b, B: 0x3a, A: 0xff}
		p.Question = color.NRGBA{R: 0xc6, G: 0x28, B: 0x28, A: 0xff}
		p.NotePaper = color.NRGBA{R: 0xf6, G: 0xd8, B: 0x4a, A: 0xff}
		p.NoteInk = color.NRGBA{R: 0x6d, G: 0x55, B: 0x10, A: 0xff}
		p.Agree = color.NRGBA{R: 0x2e, G: 0xa8, B: 0x3c, A: 0xff}
		p.Overrule = color.NRGBA{R: 0xf0, G: 0xa8, B: 0x00, A: 0xff}
		p.Conflict = color.NRGBA{R: 0xe0, G: 0x24, B: 0x24, A: 0xff}
	}
	p.Outline = p.Cursor
	// The outline is drawn in a soft brown-grey, as a frame ruled before
	// the game, heavier than the grid and unlike any wall: what is on it
	// is not known yet.
	p.Frame = raster.Mix(p.Paper, color.NRGBA{R: 0x6b, G: 0x5a, B: 0x48, A: 0xff}, 0.55)
	p.Outside = raster.Mix(p.Paper, p.GridMajor, 0.22)
	if p.Dark {
		p.Frame = raster.Mix(p.Paper, color.NRGBA{R: 0xd8, G: 0xc8, B: 0xb0, A: 0xff}, 0.5)
		p.Outside = raster.Mix(p.Paper, color.NRGBA{A: 0xff}, 0.18)
	}
	p.Ruler = raster.WithAlpha(raster.Mix(p.Paper, p.GridMajor, 0.3), 0xe6)
	p.RulerInk = raster.Mix(p.Paper, p.Ink, 0.7)
	return p
}

// Seat is the colour of the player at a seat (0 for the first).
func (p Palette) Seat(seat int) color.NRGBA {
	if len(p.Seats) == 0 || seat < 0 {
		return p.Ink
	}
	return p.Seats[seat%len(p.Seats)]
}

// Owner is the colour of marks of an owner: Ink for the player's own hand,
// the seat's colour for marks a player's move revealed.
func (p Palette) Owner(o notebook.Owner) color.NRGBA {
	if seat, ok := o.Seat(); ok {
		return p.Seat(seat)
	}
	return p.Ink
}

// TypeFill is the background of a cell of a type (the plan's colours; land
// drawn by a seat is washed with its colour).
func (p Palette) TypeFill(k notebook.Kind, o notebook.Owner) color.NRGBA {
	switch k {
	case notebook.Land, notebook.Pit:
		if seat, ok := o.Seat(); ok {
			return raster.Mix(p.Paper, p.Seat(seat), 0.16)
		}
		return p.Land
	}
	return p.Plan.KindFill(planKind(k))
}

// planKind is the plan's kind of a cell type mark.
func planKind(k notebook.Kind) maze.Kind {
	switch k {
	case notebook.Land:
		return maze.Land
	case notebook.Hospital:
		return maze.Hospital
	case notebook.Weaponry:
		return maze.Weaponry
	case notebook.Pit:
		return maze.Pit
	case notebook.River:
		return maze.River
	case notebook.Delta:
		return maze.Delta
	case notebook.Encephalitis:
		return maze.Encephalitis
	}
	return maze.Land
}

// pencilOf is how a pencil mark of colour c looks on paper: paler.
func (p Palette) pencilOf(c color.NRGBA) color.NRGBA { return raster.Mix(c, p.Paper, 0.42) }

// uniforms are the palette as image sources, made once per palette.
type uniforms struct {
	pal                                  Palette
	paper, gridMinor, gridMajor          color.RGBA
	flow, gemTrue, gemRim, question      *image.Uniform
	notePaper, noteInk, onPit, exit      *image.Uniform
	ink                                  [8]*image.Uniform // letters by maze.Kind
	inkPencil                            [8]*image.Uniform
	flowPencil, questionPencil, exitPenc *image.Uniform
	gemPencil, gemRimPencil              *image.Uniform
	gemFake, gemFakePencil, crack        *image.Uniform
	frame                                color.RGBA
	outside                              color.RGBA
	owners                               map[ownerKey]*image.Uniform
	ownerFast                            [2][32]*image.Uniform       // the owners of a game's seats
	pits                                 map[ownerKey]*image.Uniform // by loop (0: no loop), pencil
}

type ownerKey struct {
	o      notebook.Owner
	pencil bool
}

func newUniforms(p Palette) *uniforms {
	u := &uniforms{pal: p, owners: map[ownerKey]*image.Uniform{}, pits: map[ownerKey]*image.Uniform{}}
	u.paper = raster.Premul(p.Paper)
	u.gridMinor = raster.Premul(p.GridMinor)
	u.gridMajor = raster.Premul(p.GridMajor)
	uni := func(c color.NRGBA) *image.Uniform { return image.NewUniform(raster.Premul(c)) }
	u.flow = uni(p.Plan.Flow)
	u.flowPencil = uni(p.pencilOf(p.Plan.Flow))
	u.gemTrue = uni(p.Plan.TreasureTrue)
	u.gemRim = uni(p.Plan.TreasureOutline)
	u.gemPencil = uni(p.pencilOf(p.Plan.TreasureTrue))
	u.gemRimPencil = uni(p.pencilOf(p.Plan.TreasureOutline))
	u.gemFake = uni(p.Plan.TreasureFake)
	u.gemFakePencil = uni(p.pencilOf(p.Plan.TreasureFake))
	u.crack = uni(p.Plan.TreasureOutline)
	u.frame = raster.Premul(p.Frame)
	u.outside = raster.Premul(p.Outside)
	u.question = uni(p.Question)
	u.questionPencil = uni(p.pencilOf(p.Question))
	u.notePaper = uni(p.NotePaper)
	u.noteInk = uni(p.NoteInk)
	u.onPit = uni(white)
	u.exit = uni(p.Exit)
	u.exitPenc = uni(p.pencilOf(p.Exit))
	for i := range u.ink {
		u.ink[i] = uni(p.Plan.Ink[i])
		u.inkPencil[i] = uni(p.pencilOf(p.Plan.Ink[i]))
	}
	return u
}

// owner is the uniform of an owner's colour, pen or pencil.
func (u *uniforms) owner(o notebook.Owner, pencil bool) *image.Uniform {
	fast := 0
	if pencil {
		fast = 1
	}
	if o >= 0 && int(o) < len(u.ownerFast[fast]) {
		if c := u.ownerFast[fast][o]; c != nil {
			return c
		}
		defer func() { u.ownerFast[fast][o] = u.owners[ownerKey{o, pencil}] }()
	}
	k := ownerKey{o, pencil}
	if c, ok := u.owners[k]; ok {
		return c
	}
	col := u.pal.Owner(o)
	if pencil {
		col = u.pal.pencilOf(col)
	}
	c := image.NewUniform(raster.Premul(col))
	u.owners[k] = c
	return c
}

// pit is the uniform of a pit's disc: its loop's colour (the plan's), or
// ink when the player wrote no loop.
func (u *uniforms) pit(loop int, pencil bool) *image.Uniform {
	k := ownerKey{notebook.Owner(loop), pencil}
	if c, ok := u.pits[k]; ok {
		return c
	}
	col := u.pal.Ink
	if loop > 0 {
		col = u.pal.Plan.Loop(loop)
	}
	if pencil {
		col = u.pal.pencilOf(col)
	}
	c := image.NewUniform(raster.Premul(col))
	u.pits[k] = c
	return c
}

func abs(v int) int {
	if v < 0 {
		return -v
	}
	return v
}
