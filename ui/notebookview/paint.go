package notebookview

import (
	"image"
	"image/color"

	"github.com/labyrinth-game/labyrinth/app/notebook"
	"github.com/labyrinth-game/labyrinth/engine/maze"
	"github.com/labyrinth-game/labyrinth/ui/raster"
)

// This file draws a sheet into an image. The image covers the view, not
// the sheet (which is unbounded), so a full redraw costs what the window
// holds whatever is drawn on the sheet.
//
// As in the plan view, every pixel belongs to exactly one grid square and
// drawing a square repaints all of its pixels from the sheet alone: the
// square's paper, its two grid lines (top and left), its cell marks, then
// every edge mark that reaches into it. An edge mark is drawn centred on
// its grid line, half in each of the two cells it separates, its ends
// reaching into the squares at its corners. That is what makes a partial
// redraw (the few squares a mark changed, the strip a pan uncovered)
// identical to a full one.

func mod(a, b int) int {
	m := a % b
	if m < 0 {
		m += b
	}
	return m
}

// sprites are the shapes drawn at one cell size.
type sprites struct {
	c        int
	arrow    [5]*image.Alpha // river flow by maze.Dir, c x c
	wave     *image.Alpha    // a river whose flow is unknown, c x c
	rim      *image.Alpha    // the ring around a pit, c x c
	disc     *image.Alpha    // a pit, c x c
	gem      *image.Alpha    // treasure, gemSize square
	gemRim   *image.Alpha
	gemCrack *image.Alpha // the crack across a treasure that crumbled
	gemSize  int
	note     *image.Alpha // the note sign, noteSize square
	noteFold *image.Alpha
	noteLine *image.Alpha
	noteSize int
	tab      *image.Alpha // the owner's corner, tabSize square
	tabSize  int
	exit     [2]*image.Alpha // the double arrow across an exit: [0] across a vertical edge, [1] across a horizontal one; c x c centred on the edge's middle
}

func newSprites(c int) *sprites {
	s := &sprites{c: c}
	arrow := raster.Shape{{0.86, 0.5}, {0.52, 0.24}, {0.52, 0.4}, {0.16, 0.4}, {0.16, 0.6}, {0.52, 0.6}, {0.52, 0.76}}
	for _, d := range maze.Dirs {
		s.arrow[d] = raster.Mask(c, raster.Towards(arrow, d))
	}
	var wave []raster.Shape
	const n = 12
	for i := range n {
		x0, x1 := 0.2+0.6*float32(i)/n, 0.2+0.6*float32(i+1)/n
		y := func(x float32) float32 { return 0.5 + 0.09*sin(float64((x-0.2)/0.6*2*3.14159)) }
		wave = append(wave, raster.ThickLine(x0, y(x0), x1, y(x1), 0.1))
	}
	s.wave = raster.Mask(c, wave...)
	s.rim = raster.Mask(c, raster.Circle(0.5, 0.5, 0.36))
	s.disc = raster.Mask(c, raster.Circle(0.5, 0.5, 0.31))
	s.gemSize = max(6, c*9/25)
	s.gemRim = raster.Mask(s.gemSize, raster.Shape{{0.5, 0.02}, {0.98, 0.42}, {0.5, 0.98}, {0.02, 0.42}})
	s.gem = raster.Mask(s.gemSize, raster.Shape{{0.5, 0.2}, {0.76, 0.44}, {0.5, 0.78}, {0.24, 0.44}})
	s.gemCrack = raster.Mask(s.gemSize, raster.ThickLine(0.92, 0.04, 0.08, 0.96, 0.11))
	s.noteSize = max(6, c*3/10)
	s.note = raster.Mask(s.noteSize, raster.Shape{{0.08, 0.08}, {0.68, 0.08}, {0.92, 0.32}, {0.92, 0.92}, {0.08, 0.92}})
	s.noteFold = raster.Mask(s.noteSize, raster.Shape{{0.68, 0.08}, {0.92, 0.32}, {0.68, 0.32}})
	s.noteLine = raster.Mask(s.noteSize, raster.ThickLine(0.22, 0.5, 0.78, 0.5, 0.09), raster.ThickLine(0.22, 0.72, 0.78, 0.72, 0.09))
	s.tabSize = max(4, c/4)
	s.tab = raster.Mask(s.tabSize, raster.Shape{{0, 0}, {1, 0}, {0, 1}})
	// A double arrow, pointing both ways across the edge: which side is
	// outside is for the player to know.
	dbl := []raster.Shape{
		raster.ThickLine(0.22, 0.5, 0.78, 0.5, 0.07),
		{{0.14, 0.5}, {0.3, 0.38}, {0.3, 0.62}},
		{{0.86, 0.5}, {0.7, 0.38}, {0.7, 0.62}},
	}
	s.exit[0] = raster.Mask(c, dbl...)
	s.exit[1] = raster.Mask(c, rotateAll(dbl, 1)...)
	return s
}

func rotateAll(ss []raster.Shape, q int) []raster.Shape {
	out := make([]raster.Shape, len(ss))
	for i, s := range ss {
		out[i] = raster.Rotate(s, q)
	}
	return out
}

// painter draws a sheet into img with geometry g.
type painter struct {
	s *notebook.Sheet // nil: blank paper
	// outline is the labyrinth's shape when the sheet is drawn in the
	// plan's coordinates: its outer sides are ruled, the paper beyond it
	// washed.
	outline notebook.Outline
	g       raster.Grid
	img     *image.RGBA
	u       *uniforms
	sp      *sprites
	fonts   *raster.Faces
	// clear draws the marks alone, on a transparent image without paper
	// or grid: the sheet laid over another by the glue overlay.
	clear bool
	edges []styledEdge // scratch space of drawRegion
}

// Edge marks are drawn weakest first, so that where lines meet the
// stronger one wins: pencil under pen, a passage under a wall.
func edgeRank(m notebook.EdgeMark) int {
	r := [...]int{notebook.Passage: 1, notebook.SuspectedWall: 2, notebook.Wall: 3, notebook.Exit: 4, notebook.Monolith: 5}
	k := 0
	if int(m.Kind) < len(r) {
		k = r[m.Kind]
	}
	if m.Pen {
		k += 5
	}
	return k
}

const maxRank = 10

type styledEdge struct {
	vertical bool // on vertical grid line gx, between rows gy and gy+1
	gx, gy   int
	m        notebook.EdgeMark
	rank     int
	frame    bool // an outer side of the outline with no mark: rank 0
}

// gridWidth is the thickness of the grid's lines, in pixels.
func (p *painter) gridWidth() int {
	if p.g.C >= 72 {
		return 2
	}
	return 1
}

// Paint repaints r of img, on which the grid lies as g says: it is the
// cache's raster.Painter.
func (p *painter) Paint(img *image.RGBA, g raster.Grid, r image.Rectangle) {
	p.img, p.g = img, g
	p.drawRegion(r)
}

// drawRegion repaints every pixel of r. Partial and full redraws both come
// here, so they paint alike.
func (p *painter) drawRegion(r image.Rectangle) {
	r = r.Intersect(p.img.Rect)
	if r.Empty() {
		return
	}
	x0, y0 := p.g.SquareAt(r.Min.X, r.Min.Y)
	x1, y1 := p.g.SquareAt(r.Max.X-1, r.Max.Y-1)
	for y := y0; y <= y1; y++ {
		for x := x0; x <= x1; x++ {
			p.drawSquare(x, y, p.g.Square(x, y).Intersect(r))
		}
	}
	if p.s == nil {
		return
	}
	edges := p.edges[:0]
	framed := !p.outline.Empty() && !p.clear
	for gy := y0 - 1; gy <= y1+1; gy++ {
		for gx := x0; gx <= x1+1; gx++ {
			e := notebook.Edge{At: notebook.At(gx-1, gy), Dir: maze.Right}
			if m := p.s.Edge(e); !m.Empty() {
				edges = append(edges, styledEdge{vertical: true, gx: gx, gy: gy, m: m, rank: edgeRank(m)})
			} else if framed && p.outline.Border(e) {
				edges = append(edges, styledEdge{vertical: true, gx: gx, gy: gy, frame: true})
			}
		}
	}
	for gy := y0; gy <= y1+1; gy++ {
		for gx := x0 - 1; gx <= x1+1; gx++ {
			e := notebook.Edge{At: notebook.At(gx, gy-1), Dir: maze.Down}
			if m := p.s.Edge(e); !m.Empty() {
				edges = append(edges, styledEdge{gx: gx, gy: gy, m: m, rank: edgeRank(m)})
			} else if framed && p.outline.Border(e) {
				edges = append(edges, styledEdge{gx: gx, gy: gy, frame: true})
			}
		}
	}
	if len(edges) > 0 {
		for rank := 0; rank <= maxRank; rank++ {
			for i := range edges {
				if edges[i].rank == rank {
					p.drawEdge(&edges[i], r)
				}
			}
		}
	}
	p.edges = edges
}

// drawSquare paints the part clip of square (x, y) but the edge marks.
func (p *painter) drawSquare(x, y int, clip image.Rectangle) {
	if clip.Empty() {
		return
	}
	sq := p.g.Square(x, y)
	var marks [notebook.NumSlots]notebook.CellMark
	if p.s != nil {
		marks = p.s.Marks(notebook.At(x, y))
	}
	// A type's fill leaves the grid's lines (top and left) showing; where
	// the grid is too dense for its faint lines, it covers the square and
	// the darker lines are drawn over it.
	inner := sq
	if gw := p.gridWidth(); !p.clear && p.g.C >= minorGrid {
		inner = image.Rect(sq.Min.X+gw, sq.Min.Y+gw, sq.Max.X, sq.Max.Y)
	}
	t := marks[notebook.SlotType]
	switch {
	case !t.Empty() && t.Pen && !p.clear:
		// A solid fill covers the square but its grid lines, drawn next.
	case p.clear:
		raster.FillRect(p.img, clip, color.RGBA{})
	case !p.outline.Empty() && !p.outline.Inside(notebook.At(x, y)):
		raster.FillRect(p.img, clip, p.u.outside)
	default:
		raster.FillRect(p.img, clip, p.u.paper)
	}
	if !t.Empty() {
		p.fillType(t, inner, clip)
	}
	if !p.clear {
		p.drawGrid(x, y, sq, clip)
	}
	if marks != ([notebook.NumSlots]notebook.CellMark{}) {
		p.drawMarks(marks, sq, clip)
	}
}

// minorGrid is the smallest cell size, in pixels, drawn with every grid
// line.
const minorGrid = 7

// drawGrid draws the square's top and left grid lines, every fifth line
// darker, as on graph paper. Dense grids keep only the darker lines.
func (p *painter) drawGrid(x, y int, sq, clip image.Rectangle) {
	c, gw := p.g.C, p.gridWidth()
	minor := c >= minorGrid
	if mod(y, 5) == 0 {
		raster.FillRect(p.img, image.Rect(sq.Min.X, sq.Min.Y, sq.Max.X, sq.Min.Y+gw).Intersect(clip), p.u.gridMajor)
	} else if minor {
		raster.FillRect(p.img, image.Rect(sq.Min.X, sq.Min.Y, sq.Max.X, sq.Min.Y+gw).Intersect(clip), p.u.gridMinor)
	}
	if mod(x, 5) == 0 {
		raster.FillRect(p.img, image.Rect(sq.Min.X, sq.Min.Y, sq.Min.X+gw, sq.Max.Y).Intersect(clip), p.u.gridMajor)
	} else if minor {
		raster.FillRect(p.img, image.Rect(sq.Min.X, sq.Min.Y, sq.Min.X+gw, sq.Max.Y).Intersect(clip), p.u.gridMinor)
	}
}

// fillType paints a cell type's background: solid in pen, hatched in
// pencil (a sketch, not a fact).
func (p *painter) fillType(m notebook.CellMark, inner, clip image.Rectangle) {
	fill := p.u.pal.TypeFill(m.Kind, m.Owner)
	r := inner.Intersect(clip)
	if r.Empty() {
		return
	}
	if m.Pen {
		raster.FillRect(p.img, r, raster.Premul(fill))
		return
	}
	// Pencil: diagonal strokes of a darker shade of the fill.
	var ink color.NRGBA
	switch m.Kind {
	case notebook.Land, notebook.Pit:
		ink = p.u.pal.Owner(m.Owner)
	default:
		ink = p.u.pal.Plan.Ink[planKind(m.Kind)]
	}
	stroke := raster.Premul(raster.Mix(fill, ink, 0.28))
	period := max(4, p.g.C/6)
	for py := r.Min.Y; py < r.Max.Y; py++ {
		row := p.img.Pix[p.img.PixOffset(r.Min.X, py):]
		k := mod(r.Min.X-p.g.OX+py-p.g.OY, period)
		for px := r.Min.X; px < r.Max.X; px++ {
			if k == 0 || (k == 1 && period >= 6) {
				i := (px - r.Min.X) * 4
				row[i], row[i+1], row[i+2], row[i+3] = stroke.R, stroke.G, stroke.B, stroke.A
			}
			if k++; k == period {
				k = 0
			}
		}
	}
}

// drawMarks draws a cell's signs: the type's letter, flow arrow or pit,
// the owner's corner, a treasure (top right), a "?" and a note sign
// (bottom left).
func (p *painter) drawMarks(marks [notebook.NumSlots]notebook.CellMark, sq, clip image.Rectangle) {
	c := p.g.C
	if c < 8 {
		// Too small for signs: a dot of colour for a treasure, a "?" and
		// a note, so that a sheet seen from afar still shows them.
		d := max(1, c/3)
		dot := func(at image.Point, u *image.Uniform) {
			raster.FillRect(p.img, image.Rectangle{Min: at, Max: at.Add(image.Pt(d, d))}.Intersect(clip), u.C.(color.RGBA))
		}
		if m := marks[notebook.SlotTreasure]; !m.Empty() {
			gem := p.u.gemTrue
			if m.Fake {
				gem = p.u.gemFake
			}
			dot(image.Pt(sq.Max.X-d, sq.Min.Y+1), gem)
		}
		if !marks[notebook.SlotQuestion].Empty() {
			dot(image.Pt(sq.Max.X-d, sq.Max.Y-d), p.u.question)
		}
		if !marks[notebook.SlotNote].Empty() {
			dot(image.Pt(sq.Min.X+1, sq.Max.Y-d), p.u.notePaper)
		}
		return
	}
	cx, cy := sq.Min.X+c/2, sq.Min.Y+c/2
	t := marks[notebook.SlotType]
	pencil := !t.Pen
	switch t.Kind {
	case notebook.Hospital, notebook.Weaponry, notebook.Encephalitis, notebook.Delta:
		if c >= 10 {
			k := planKind(t.Kind)
			size := c / 2
			if c < 24 {
				size = c * 2 / 3
			}
			col := p.u.ink[k]
			if pencil {
				col = p.u.inkPencil[k]
			}
			raster.DrawText(p.img, clip, p.fonts.Size(size), string(rune(k.Letter())), cx, cy, col)
		}
	case notebook.River:
		col := p.u.flow
		if pencil {
			col = p.u.flowPencil
		}
		if t.Flow.Valid() {
			raster.DrawMask8(p.img, clip, p.sp.arrow[t.Flow], sq.Min, col)
		} else {
			raster.DrawMask8(p.img, clip, p.sp.wave, sq.Min, col)
		}
	case notebook.Pit:
		p.drawPit(t, sq, clip)
	}
	if seat, ok := t.Owner.Seat(); ok && t.Kind != notebook.Land && t.Kind != notebook.Pit && !t.Empty() && c >= 12 {
		raster.DrawMask8(p.img, clip, p.sp.tab, sq.Min.Add(image.Pt(p.gridWidth(), p.gridWidth())), p.u.owner(notebook.SeatOwner(seat), pencil))
	}
	inset := max(2, c/12)
	if m := marks[notebook.SlotTreasure]; !m.Empty() {
		at := image.Pt(sq.Max.X-inset-p.sp.gemSize, sq.Min.Y+inset)
		rim, gem := p.u.gemRim, p.u.gemTrue
		switch {
		case m.Fake && m.Pen:
			gem = p.u.gemFake
		case m.Fake:
			rim, gem = p.u.gemRimPencil, p.u.gemFakePencil
		case !m.Pen:
			rim, gem = p.u.gemRimPencil, p.u.gemPencil
		}
		raster.DrawMask8(p.img, clip, p.sp.gemRim, at, rim)
		raster.DrawMask8(p.img, clip, p.sp.gem, at, gem)
		if m.Fake {
			// Grey as a fake on the plan, and crossed out: it crumbled.
			raster.DrawMask8(p.img, clip, p.sp.gemCrack, at, rim)
		}
	}
	if m := marks[notebook.SlotQuestion]; !m.Empty() {
		col := p.u.question
		if !m.Pen {
			col = p.u.questionPencil
		}
		if t.Empty() && marks[notebook.SlotTreasure].Empty() {
			raster.DrawText(p.img, clip, p.fonts.Size(max(8, c*11/20)), "?", cx, cy, col)
		} else if c >= 16 {
			size := max(8, c*3/10)
			raster.DrawText(p.img, clip, p.fonts.Size(size), "?", sq.Max.X-inset-size/3, sq.Max.Y-inset-size/2, col)
		}
	}
	if m := marks[notebook.SlotNote]; !m.Empty() && c >= 12 {
		at := image.Pt(sq.Min.X+inset+p.gridWidth(), sq.Max.Y-inset-p.sp.noteSize)
		raster.DrawMask8(p.img, clip, p.sp.note, at, p.u.notePaper)
		raster.DrawMask8(p.img, clip, p.sp.noteFold, at, p.u.noteInk)
		raster.DrawMask8(p.img, clip, p.sp.noteLine, at, p.u.noteInk)
	}
}

// drawPit draws a pit as the plan does: a disc in its loop's colour (for
// a number written "loop.order"), labelled with the number the player
// wrote.
func (p *painter) drawPit(t notebook.CellMark, sq, clip image.Rectangle) {
	c := p.g.C
	loop, ok := pitLoop(t.Pit)
	if !ok {
		loop = 0
	}
	col := p.u.pit(loop, !t.Pen)
	raster.DrawMask8(p.img, clip, p.sp.rim, sq.Min, p.u.gemRim)
	raster.DrawMask8(p.img, clip, p.sp.disc, sq.Min, col)
	if c >= 18 && t.Pit != "" {
		size := c * 28 / 100
		if len(t.Pit) > 2 {
			size = size * 5 / (len(t.Pit) + 3)
		}
		on := p.u.onPit
		if p.u.pal.Dark && loop == 0 {
			on = image.NewUniform(raster.Premul(p.u.pal.Paper))
		}
		raster.DrawText(p.img, clip, p.fonts.Size(max(size, 7)), t.Pit, sq.Min.X+c/2, sq.Min.Y+c/2, on)
	}
}

// pitLoop reads the loop of a pit number written "loop.order".
func pitLoop(s string) (int, bool) {
	n, dotted := 0, false
	for _, r := range s {
		if r == '.' {
			dotted = true
			break
		}
		if r < '0' || r > '9' {
			return 0, false
		}
		n = n*10 + int(r-'0')
	}
	return n, dotted && n > 0
}

func sin(x float64) float32 {
	// A short Taylor series is plenty for a wave a few pixels high, and
	// keeps math out of this file's hot paths.
	for x > 3.14159265 {
		x -= 2 * 3.14159265
	}
	for x < -3.14159265 {
		x += 2 * 3.14159265
	}
	x2 := x * x
	return float32(x * (1 - x2/6*(1-x2/20*(1-x2/42*(1-x2/72)))))
}

// Edge marks.

// widths of an edge mark's line, in pixels.
func (p *painter) wallWidth() int {
	c := p.g.C
	if c < 10 {
		return max(1, c/5)
	}
	return max(2, (c*11+50)/100)
}

func (p *painter) monolithWidth() int {
	c := p.g.C
	if c < 10 {
		return max(2, c/4)
	}
	return max(4, (c*19+50)/100)
}

// bandRect is the band of thickness t along an edge's grid line, reaching
// t/2 past both ends so that lines meeting at a corner join.
func (p *painter) bandRect(e *styledEdge, t int) image.Rectangle {
	a, b := t/2, t-t/2
	c := p.g.C
	X, Y := p.g.OX+e.gx*c, p.g.OY+e.gy*c
	if e.vertical {
		return image.Rect(X-a, Y-a, X+b, Y+c+b)
	}
	return image.Rect(X-a, Y-a, X+c+b, Y+b)
}

// frameWidth is the thickness of the outline's line, in pixels.
func (p *painter) frameWidth() int {
	return max(2, (p.g.C*16+50)/100)
}

func (p *painter) drawEdge(e *styledEdge, clip image.Rectangle) {
	if e.frame {
		raster.FillRect(p.img, p.bandRect(e, p.frameWidth()).Intersect(clip), p.u.frame)
		return
	}
	c := p.g.C
	pencil := !e.m.Pen
	col := p.u.owner(e.m.Owner, pencil).C.(color.RGBA)
	X, Y := p.g.OX+e.gx*c, p.g.OY+e.gy*c // the line's start
	ln := line{vertical: e.vertical, pencil: pencil, seed: e.gx*7919 + e.gy*104729}
	if e.vertical {
		ln.seed++
	}
	wall := p.wallWidth()
	if pencil {
		// A pencil line is thinner, paler and drawn by hand.
		wall = max(1, wall*2/3)
	}
	switch e.m.Kind {
	case notebook.Wall:
		p.band(p.bandRect(e, wall), col, ln, clip)
	case notebook.Monolith:
		t := p.monolithWidth()
		if pencil {
			t = max(2, t*3/4)
		}
		p.band(p.bandRect(e, t), col, ln, clip)
	case notebook.SuspectedWall:
		p.dashes(e, p.bandRect(e, wall), col, ln, clip)
	case notebook.Passage:
		// Three dots along the line: open, as a wall is a solid line and a
		// suspected wall a dashed one. (Strokes across the line would
		// tangle with the trails, which cross edges at their middles.)
		t := max(2, (c*9+50)/100)
		for _, k := range []int{1, 2, 3} {
			var r image.Rectangle
			if e.vertical {
				y := Y + c*k/4
				r = image.Rect(X-t/2, y-t/2, X-t/2+t, y-t/2+t)
			} else {
				x := X + c*k/4
				r = image.Rect(x-t/2, Y-t/2, x-t/2+t, Y-t/2+t)
			}
			raster.FillRect(p.img, r.Intersect(clip), col)
		}
	case notebook.Exit:
		// The line in the exit's green, open in the middle, with a double
		// arrow through the opening.
		exit := p.u.exit
		if pencil {
			exit = p.u.exitPenc
		}
		r := p.bandRect(e, wall)
		gap := c * 3 / 10
		var parts [2]image.Rectangle
		if e.vertical {
			parts[0] = image.Rect(r.Min.X, r.Min.Y, r.Max.X, Y+gap)
			parts[1] = image.Rect(r.Min.X, Y+c-gap, r.Max.X, r.Max.Y)
		} else {
			parts[0] = image.Rect(r.Min.X, r.Min.Y, X+gap, r.Max.Y)
			parts[1] = image.Rect(X+c-gap, r.Min.Y, r.Max.X, r.Max.Y)
		}
		for _, pr := range parts {
			p.band(pr, exit.C.(color.RGBA), ln, clip)
		}
		if c >= 10 {
			if e.vertical {
				raster.DrawMask8(p.img, clip, p.sp.exit[0], image.Pt(X-c/2, Y), exit)
			} else {
				raster.DrawMask8(p.img, clip, p.sp.exit[1], image.Pt(X, Y-c/2), exit)
			}
		}
	}
}

// line says how a band is drawn: along which axis, and whether by pencil.
type line struct {
	vertical bool
	pencil   bool
	seed     int
}

// band fills r in col. A pencil line wavers by a pixel, slowly, as a
// hand-drawn line does; the waver depends on the sheet's coordinates (not
// the screen's) so that a pan or a partial redraw draws it alike.
func (p *painter) band(r image.Rectangle, col color.RGBA, ln line, clip image.Rectangle) {
	clip = clip.Intersect(p.img.Rect)
	if !ln.pencil || p.g.C < 12 {
		raster.FillRect(p.img, r.Intersect(clip), col)
		return
	}
	if ln.vertical {
		for y := max(r.Min.Y, clip.Min.Y); y < min(r.Max.Y, clip.Max.Y); y++ {
			d := waver(y-p.g.OY, ln.seed, p.g.C)
			raster.FillRect(p.img, image.Rect(r.Min.X+d, y, r.Max.X+d, y+1).Intersect(clip), col)
		}
		return
	}
	for x := max(r.Min.X, clip.Min.X); x < min(r.Max.X, clip.Max.X); x++ {
		d := waver(x-p.g.OX, ln.seed, p.g.C)
		raster.FillRect(p.img, image.Rect(x, r.Min.Y+d, x+1, r.Max.Y+d).Intersect(clip), col)
	}
}

// waver is a pencil line's sideways shift at position v along it: -1, 0
// or 1 pixel, changing every few pixels.
func waver(v, seed, c int) int {
	step := max(3, c/6)
	k := raster.FloorDiv(v, step)
	h := uint32(k)*0x9e3779b1 ^ uint32(seed)*0x85ebca77
	h ^= h >> 15
	h *= 0x2c1b3c6d
	h ^= h >> 13
	return int(h%3) - 1
}

// dashes draws a suspected wall: the wall's line in dashes, four per side.
func (p *painter) dashes(e *styledEdge, r image.Rectangle, col color.RGBA, ln line, clip image.Rectangle) {
	c := p.g.C
	period := max(4, c/4)
	on := period * 55 / 100
	start := p.g.OY + e.gy*c
	if !e.vertical {
		start = p.g.OX + e.gx*c
	}
	start += (period - on) / 2
	lo, hi := r.Min.Y, r.Max.Y
	if !e.vertical {
		lo, hi = r.Min.X, r.Max.X
	}
	for v := lo; v < hi; v++ {
		if mod(v-start, period) >= on {
			continue
		}
		if e.vertical {
			p.band(image.Rect(r.Min.X, v, r.Max.X, v+1), col, ln, clip)
		} else {
			p.band(image.Rect(v, r.Min.Y, v+1, r.Max.Y), col, ln, clip)
		}
	}
}
