package planview

import (
	"image"
	"image/color"
	"strconv"

	"github.com/labyrinth-game/labyrinth/engine/maze"
	"github.com/labyrinth-game/labyrinth/ui/raster"
)

// This file draws the static plan into an image. The image covers the
// view (not the whole plan), so its memory and a full redraw cost are
// bounded by the window, whatever the maze's size and the zoom.
//
// Every pixel belongs to exactly one grid square, including the squares
// around the grid (the margin), and drawing a square repaints all of its
// pixels from the maze alone. A wall is a band centred on its grid line, so
// half of it lies in each of the two squares it separates and its ends reach
// into the squares at its corners; a square therefore draws the parts of the
// twelve sides that can reach into it. This is what makes a partial redraw
// (a few squares after an edit, a strip after a pan) identical to a full one.

// edgeStyle is how a side is drawn, in drawing order: stronger styles are
// drawn last so that they win where lines meet.
type edgeStyle uint8

const (
	edgeNone     edgeStyle = iota // between two positions outside the shape
	edgeOpenExit                  // a gap; its arrow is drawn outside
	edgeGrid                      // an open inner side: a faint line
	edgeWall                      // a destructible wall
	edgeClosed                    // a closed exit
	edgeSolid                     // an indestructible wall or the monolith
)

// sprites are the shapes drawn at one cell size.
type sprites struct {
	arrow   [5]*image.Alpha // river flow, by maze.Dir, a c x c box
	chevron [5]*image.Alpha // exit arrow pointing out by maze.Dir, in the square beyond the exit
	disc    *image.Alpha    // a pit, c x c
	source  *image.Alpha    // where a river starts, c x c
	rim     *image.Alpha    // the ring around a pit
	gem     *image.Alpha    // a treasure, gem x gem
	gemRim  *image.Alpha
	gemSize int
	pile    *image.Alpha // loose items, pileSize x pileSize
	pileRim *image.Alpha
	pileSz  int
	v2      sprites2 // what format version 2 adds (paint2.go)
}

func newSprites(c int) *sprites {
	s := &sprites{}
	arrow := raster.Shape{{0.92, 0.5}, {0.6, 0.29}, {0.67, 0.5}, {0.6, 0.71}}
	chevron := raster.Shape{{0.1, 0.26}, {0.46, 0.5}, {0.1, 0.74}, {0.2, 0.5}}
	for _, d := range maze.Dirs {
		s.arrow[d] = raster.Mask(c, raster.Towards(arrow, d))
		// The chevron sits in the square beyond the exit: its base is on
		// that square's side shared with the cell, i.e. its left side when
		// pointing right.
		s.chevron[d] = raster.Mask(c, raster.Towards(chevron, d))
	}
	s.source = raster.Mask(c, raster.Circle(0.5, 0.5, max(0.1, float32(max(2, c/8))/float32(c))))
	s.rim = raster.Mask(c, raster.Circle(0.5, 0.5, 0.37))
	s.disc = raster.Mask(c, raster.Circle(0.5, 0.5, 0.33))
	s.gemSize = max(6, c*9/25)
	gem := raster.Shape{{0.5, 0.02}, {0.98, 0.42}, {0.5, 0.98}, {0.02, 0.42}}
	inner := raster.Shape{{0.5, 0.2}, {0.76, 0.44}, {0.5, 0.78}, {0.24, 0.44}}
	s.gemRim = raster.Mask(s.gemSize, gem)
	s.gem = raster.Mask(s.gemSize, inner)
	s.pileSz = max(6, c*3/10)
	s.pileRim = raster.Mask(s.pileSz, raster.Circle(0.3, 0.66, 0.28), raster.Circle(0.7, 0.66, 0.28), raster.Circle(0.5, 0.32, 0.28))
	s.pile = raster.Mask(s.pileSz, raster.Circle(0.3, 0.66, 0.17), raster.Circle(0.7, 0.66, 0.17), raster.Circle(0.5, 0.32, 0.17))
	s.v2 = newSprites2(c)
	return s
}

// uniforms are the palette as image sources, made once per palette.
type uniforms struct {
	fill, ink                          [maze.LastKind + 1]*image.Uniform
	flow, text, onLoop                 *image.Uniform
	openExit, closedExit               *image.Uniform
	gemTrue, gemFake, gemRim, pile     *image.Uniform
	loops                              []*image.Uniform
	bg, grid, wall, solid, closedColor color.RGBA
	hatchColor                         color.RGBA
	v2                                 uniforms2
}

func newUniforms(p Palette) *uniforms {
	u := &uniforms{}
	for i := range p.Fill {
		u.fill[i] = image.NewUniform(raster.Premul(p.Fill[i]))
		u.ink[i] = image.NewUniform(raster.Premul(p.Ink[i]))
	}
	u.flow = image.NewUniform(raster.Premul(p.Flow))
	u.text = image.NewUniform(raster.Premul(p.Text))
	u.onLoop = image.NewUniform(raster.Premul(p.OnLoop))
	u.openExit = image.NewUniform(raster.Premul(p.OpenExit))
	u.closedExit = image.NewUniform(raster.Premul(p.ClosedExit))
	u.gemTrue = image.NewUniform(raster.Premul(p.TreasureTrue))
	u.gemFake = image.NewUniform(raster.Premul(p.TreasureFake))
	u.gemRim = image.NewUniform(raster.Premul(p.TreasureOutline))
	u.pile = image.NewUniform(raster.Premul(p.Pile))
	for _, l := range p.Loops {
		u.loops = append(u.loops, image.NewUniform(raster.Premul(l)))
	}
	u.bg = raster.Premul(p.Background)
	u.grid = raster.Premul(p.Grid)
	u.wall = raster.Premul(p.Wall)
	u.solid = raster.Premul(p.Solid)
	u.closedColor = raster.Premul(p.ClosedExit)
	u.hatchColor = raster.Premul(p.Hatch)
	u.v2 = newUniforms2(p)
	return u
}

func (u *uniforms) loop(n int) *image.Uniform {
	if len(u.loops) == 0 {
		return u.ink[maze.Pit]
	}
	i := (n - 1) % len(u.loops)
	if i < 0 {
		i += len(u.loops)
	}
	return u.loops[i]
}

// cellMarks is what lies on a cell: its treasures, lowest first, and
// whether a pile of items does; and what format version 2 adds.
type cellMarks struct {
	treasures []bool // true for a true treasure
	pile      bool
	marks2
}

// painter draws one floor of a maze into img with geometry g.
type painter struct {
	m      *maze.Maze
	floor  int
	g      raster.Grid
	img    *image.RGBA
	u      *uniforms
	sp     *sprites
	fonts  *raster.Faces
	coords bool // row and column numbers in the margin
	// maxLabel caps the size of the margin's numbers, in pixels, so that
	// they stay small next to large cells.
	maxLabel int
	marks    map[maze.Pos]cellMarks
	sides    []styledSide // scratch space of drawRegion
}

// collectMarks indexes the treasures and piles of the painted floor.
func (p *painter) collectMarks() {
	clear(p.marks)
	if p.m == nil {
		return
	}
	if p.marks == nil && (len(p.m.Treasures) > 0 || len(p.m.Piles) > 0 || len(p.m.Keys) > 0 || len(p.m.Creatures) > 0) {
		p.marks = map[maze.Pos]cellMarks{}
	}
	for _, t := range p.m.Treasures {
		if t.At.Floor == p.floor {
			mk := p.marks[t.At]
			mk.treasures = append(mk.treasures, t.True)
			p.marks[t.At] = mk
		}
	}
	for _, pl := range p.m.Piles {
		if pl.At.Floor == p.floor && !pl.Empty() {
			mk := p.marks[pl.At]
			mk.pile = true
			p.marks[pl.At] = mk
		}
	}
	p.collectMarks2()
}

// thickness of a side's line, in pixels.
func (p *painter) thickness(s edgeStyle) int {
	c := p.g.C
	switch s {
	case edgeGrid:
		if c >= 48 {
			return 2
		}
		return 1
	case edgeWall, edgeClosed:
		if c < 12 {
			return 1 // on a dense plan, walls must not hide the cells
		}
		return max(2, (c*9+50)/100)
	case edgeSolid:
		if c < 12 {
			return 2
		}
		return max(3, (c*16+50)/100)
	}
	return 0
}

// sideStyle is the style of the side between grid positions a and b, where
// b is one step right of or below a.
func (p *painter) sideStyle(a, b maze.Pos, d maze.Dir) edgeStyle {
	m := p.m
	ia, ib := m.Inside(a), m.Inside(b)
	switch {
	case ia && ib:
		switch m.Side(a, d) {
		case maze.Open:
			return edgeGrid
		case maze.Wall:
			return edgeWall
		}
		return edgeSolid
	case ia || ib:
		var e maze.Edge
		if ia {
			e = m.Side(a, d)
		} else {
			e = m.Side(b, d.Opposite())
		}
		switch e {
		case maze.Open:
			return edgeOpenExit
		case maze.Wall:
			return edgeClosed
		}
		return edgeSolid
	}
	return edgeNone
}

// Paint repaints r of img, on which the grid lies as g says: it is the
// cache's raster.Painter.
func (p *painter) Paint(img *image.RGBA, g raster.Grid, r image.Rectangle) {
	p.img, p.g = img, g
	p.drawRegion(r)
}

// drawRegion repaints every pixel of r: the squares' backgrounds and
// contents, then every side that reaches into r, weakest style first.
// Partial and full redraws both come here, so they paint alike.
func (p *painter) drawRegion(r image.Rectangle) {
	r = r.Intersect(p.img.Rect)
	if r.Empty() {
		return
	}
	raster.FillRect(p.img, r, p.u.bg)
	if p.m == nil {
		return
	}
	x0, y0 := p.g.SquareAt(r.Min.X, r.Min.Y)
	x1, y1 := p.g.SquareAt(r.Max.X-1, r.Max.Y-1)
	// Squares further than one step from the grid hold nothing but the
	// background.
	x0, y0 = max(x0, -1), max(y0, -1)
	x1, y1 = min(x1, p.m.Width()), min(y1, p.m.Height())
	if x0 > x1 || y0 > y1 {
		return
	}
	for y := y0; y <= y1; y++ {
		for x := x0; x <= x1; x++ {
			p.drawSquare(x, y, p.g.Square(x, y).Intersect(r))
		}
	}
	// The sides of these squares, and those beyond whose ends reach into
	// them.
	sides := p.sides[:0]
	add := func(s sideRef) {
		if st := p.refStyle(s); st >= edgeOpenExit { // an open exit may carry a lock
			sides = append(sides, styledSide{s, st})
		}
	}
	for gy := y0 - 1; gy <= y1+1; gy++ {
		for gx := x0; gx <= x1+1; gx++ {
			add(sideRef{vertical: true, gx: gx, gy: gy})
		}
	}
	for gy := y0; gy <= y1+1; gy++ {
		for gx := x0 - 1; gx <= x1+1; gx++ {
			add(sideRef{gx: gx, gy: gy})
		}
	}
	for pass := edgeGrid; pass <= edgeSolid; pass++ {
		for _, s := range sides {
			if s.st == pass {
				p.drawSide(s.ref, pass, r)
			}
		}
	}
	// Doors, windows and locks over every line, so that no wall meeting
	// them at a corner covers them.
	for _, s := range sides {
		p.drawSideMark(s.ref, s.st, r)
	}
	p.sides = sides
}

type styledSide struct {
	ref sideRef
	st  edgeStyle
}

// drawSquare paints the part clip of square (x, y) but its sides; the
// caller has already filled the background.
func (p *painter) drawSquare(x, y int, clip image.Rectangle) {
	if clip.Empty() {
		return
	}
	pos := maze.Pos{X: x, Y: y, Floor: p.floor}
	cell := p.m.Cell(pos)
	sq := p.g.Square(x, y)
	if cell.Kind == maze.Outside {
		p.drawAbsent(pos, sq, clip)
	} else {
		p.drawCell(pos, cell, sq, clip)
	}
}

// drawAbsent draws a position that is not part of the labyrinth: hatched
// when it is on the grid, the row or column number when it is in the
// margin, and the arrows of the exits that open onto it.
func (p *painter) drawAbsent(pos maze.Pos, sq, clip image.Rectangle) {
	m := p.m
	if m.InGrid(pos) {
		p.hatch(clip)
	}
	if p.coords {
		p.drawCoord(pos, sq, clip)
	}
	if p.g.C < 8 {
		return
	}
	for _, d := range maze.Dirs {
		n := pos.Step(d)
		if !m.Inside(n) {
			continue
		}
		out := d.Opposite() // from the cell n towards this position
		switch m.Side(n, out) {
		case maze.Open:
			raster.DrawMask(p.img, clip, p.sp.chevron[out], sq.Min, p.u.openExit)
		case maze.Wall:
			raster.DrawMask(p.img, clip, p.sp.chevron[out], sq.Min, p.u.closedExit)
		}
	}
}

// hatch strikes diagonal lines anchored to the grid, so that neighbouring
// squares join up.
func (p *painter) hatch(clip image.Rectangle) {
	step := max(5, p.g.C/4)
	col := p.u.hatchColor
	for py := clip.Min.Y; py < clip.Max.Y; py++ {
		// first px in the clip with (px - ox + py - oy) % step == 0
		k := (clip.Min.X - p.g.OX + py - p.g.OY) % step
		if k < 0 {
			k += step
		}
		px := clip.Min.X
		if k != 0 {
			px += step - k
		}
		for ; px < clip.Max.X; px += step {
			i := p.img.PixOffset(px, py)
			p.img.Pix[i], p.img.Pix[i+1], p.img.Pix[i+2], p.img.Pix[i+3] = col.R, col.G, col.B, col.A
		}
	}
}

// labelEvery is how often the margin numbers a row or column: all of them
// when they fit, every fifth on a dense plan.
func (p *painter) labelEvery() int {
	switch {
	case p.g.C >= 16:
		return 1
	case p.g.C >= 10:
		return 5
	}
	return 0
}

func (p *painter) drawCoord(pos maze.Pos, sq, clip image.Rectangle) {
	every := p.labelEvery()
	if every == 0 {
		return
	}
	n := -1
	switch {
	case pos.X == -1 && pos.Y >= 0 && pos.Y < p.m.Height():
		n = pos.Y + 1
	case pos.Y == -1 && pos.X >= 0 && pos.X < p.m.Width():
		n = pos.X + 1
	}
	if n < 0 || (n != 1 && n%every != 0) {
		return
	}
	text := strconv.Itoa(n)
	c := p.g.C
	// Digits are about 0.6 of the font size wide; the number must fit its
	// square.
	size := min(c*7/20, p.maxLabel)
	if every > 1 {
		size = min(c*9/10, p.maxLabel, c*16/10/len(text))
	}
	// The number keeps to the outer part of the square: the inner part,
	// next to the grid, holds the arrow of an exit.
	cx, cy := sq.Min.X+c/2, sq.Min.Y+c/2
	if every == 1 {
		if pos.X == -1 {
			cx = sq.Min.X + c*3/10
		} else {
			cy = sq.Min.Y + c*3/10
		}
	}
	raster.DrawText(p.img, clip, p.fonts.Size(size), text, cx, cy, p.u.text)
}

// drawCell draws a cell of the labyrinth: its colour, its letter or sign,
// and what lies on it.
func (p *painter) drawCell(pos maze.Pos, cell maze.Cell, sq, clip image.Rectangle) {
	k := cell.Kind
	if int(k) >= len(p.u.fill) {
		k = maze.Land
	}
	raster.FillRect(p.img, clip, p.u.fill[k].C.(color.RGBA))
	c := p.g.C
	cx, cy := sq.Min.X+c/2, sq.Min.Y+c/2
	switch k {
	case maze.Hospital, maze.Weaponry, maze.Encephalitis, maze.Swamp, maze.Casino, maze.Elevator:
		p.drawLetter(k, cx, cy, clip)
		if cell.Stock != 0 {
			p.drawStock(cell.Stock, sq, clip)
		}
	case maze.River:
		if !p.drawInflows(pos, sq, clip, false) && c >= 8 {
			// A source: the stream starts at a dot.
			raster.DrawMask(p.img, clip, p.sp.source, sq.Min, p.u.flow)
		}
		if cell.Flow.Valid() {
			p.band(sq, cell.Flow, clip, false)
			if c >= 8 {
				raster.DrawMask(p.img, clip, p.sp.arrow[cell.Flow], sq.Min, p.u.flow)
			}
		}
	case maze.Delta:
		p.drawInflows(pos, sq, clip, true)
		p.drawLetter(k, cx, cy, clip)
	case maze.Pit:
		col := p.u.loop(cell.Loop)
		if c >= 8 {
			raster.DrawMask(p.img, clip, p.sp.rim, sq.Min, p.u.gemRim)
			raster.DrawMask(p.img, clip, p.sp.disc, sq.Min, col)
		} else {
			raster.FillRect(p.img, sq.Inset(c/4).Intersect(clip), col.C.(color.RGBA))
		}
		if c >= 20 {
			label := strconv.Itoa(cell.Loop) + "." + strconv.Itoa(cell.Order)
			size := c * 26 / 100
			if len(label) > 3 {
				size = size * 3 / len(label)
			}
			raster.DrawText(p.img, clip, p.fonts.Size(max(size, 7)), label, cx, cy, p.u.onLoop)
		}
	}
	mk, ok := p.marks[pos]
	if ok && c >= 10 {
		p.drawMarks(mk, sq, clip)
	}
	if c >= 10 {
		p.drawCell2(pos, k, mk, sq, clip)
	}
}

func (p *painter) drawLetter(k maze.Kind, cx, cy int, clip image.Rectangle) {
	c := p.g.C
	if c < 10 {
		return
	}
	size := c / 2
	if c < 24 {
		size = c * 2 / 3 // small cells need every pixel of the letter
	}
	raster.DrawText(p.img, clip, p.fonts.Size(size), string(rune(k.Letter())), cx, cy, p.u.ink[k])
}

// drawInflows draws the river bands coming into pos from the rivers that
// flow into it; a delta gets short stubs that stop before its letter.
func (p *painter) drawInflows(pos maze.Pos, sq, clip image.Rectangle, stub bool) (any bool) {
	for _, d := range maze.Dirs {
		n := pos.Step(d)
		if p.m.Kind(n) == maze.River && p.m.Cell(n).Flow == d.Opposite() {
			p.band(sq, d, clip, stub)
			any = true
		}
	}
	return any
}

// band is the river's line from the centre of sq to its side d (or, for a
// stub, only the outer quarter of that).
func (p *painter) band(sq image.Rectangle, d maze.Dir, clip image.Rectangle, stub bool) {
	c := p.g.C
	w := max(2, c/8)
	cx, cy := sq.Min.X+c/2, sq.Min.Y+c/2
	a := w / 2
	var r image.Rectangle
	reach := 0 // how far from the side the band stops
	if stub {
		reach = c / 2 * 6 / 10
	}
	switch d {
	case maze.Up:
		r = image.Rect(cx-a, sq.Min.Y, cx-a+w, cy-a+w-reach)
	case maze.Down:
		r = image.Rect(cx-a, cy-a+reach, cx-a+w, sq.Max.Y)
	case maze.Left:
		r = image.Rect(sq.Min.X, cy-a, cx-a+w-reach, cy-a+w)
	case maze.Right:
		r = image.Rect(cx-a+reach, cy-a, sq.Max.X, cy-a+w)
	}
	raster.FillRect(p.img, r.Intersect(clip), p.u.flow.C.(color.RGBA))
}

// drawMarks draws treasures (a stack side by side, top right) and a pile of
// items (bottom left). A true treasure is a gold gem; a fake one a grey
// gem with a hollow centre.
func (p *painter) drawMarks(mk cellMarks, sq, clip image.Rectangle) {
	c := p.g.C
	inset := max(2, c/12)
	gs := p.sp.gemSize
	for i, real := range mk.treasures {
		if i == 3 {
			break // more than three cannot be told apart anyway
		}
		at := image.Pt(sq.Max.X-inset-gs-i*(gs*3/4), sq.Min.Y+inset)
		raster.DrawMask(p.img, clip, p.sp.gemRim, at, p.u.gemRim)
		if real {
			raster.DrawMask(p.img, clip, p.sp.gem, at, p.u.gemTrue)
		} else {
			raster.DrawMask(p.img, clip, p.sp.gem, at, p.u.gemFake)
		}
	}
	if mk.pile {
		at := image.Pt(sq.Min.X+inset, sq.Max.Y-inset-p.sp.pileSz)
		raster.DrawMask(p.img, clip, p.sp.pileRim, at, p.u.gemRim)
		raster.DrawMask(p.img, clip, p.sp.pile, at, p.u.pile)
	}
}

// sideRef is one side of the grid: on vertical line gx between rows gy and
// gy+1, or on horizontal line gy between columns gx and gx+1.
type sideRef struct {
	vertical bool
	gx, gy   int
}

func (p *painter) refStyle(s sideRef) edgeStyle {
	f := p.floor
	if s.vertical {
		return p.sideStyle(maze.Pos{X: s.gx - 1, Y: s.gy, Floor: f}, maze.Pos{X: s.gx, Y: s.gy, Floor: f}, maze.Right)
	}
	return p.sideStyle(maze.Pos{X: s.gx, Y: s.gy - 1, Floor: f}, maze.Pos{X: s.gx, Y: s.gy, Floor: f}, maze.Down)
}

// sideRect is the band a side of thickness t covers: centred on its grid
// line and reaching half the thickness past both ends, so that two walls
// meeting at a corner join without a notch.
func (p *painter) sideRect(s sideRef, t int) image.Rectangle {
	a, b := t/2, t-t/2
	c := p.g.C
	X, Y := p.g.OX+s.gx*c, p.g.OY+s.gy*c
	if s.vertical {
		return image.Rect(X-a, Y-a, X+b, Y+c+b)
	}
	return image.Rect(X-a, Y-a, X+c+b, Y+b)
}

func (p *painter) drawSide(s sideRef, st edgeStyle, clip image.Rectangle) {
	t := p.thickness(st)
	r := p.sideRect(s, t).Intersect(clip)
	if r.Empty() {
		return
	}
	switch st {
	case edgeGrid:
		raster.FillRect(p.img, r, p.u.grid)
	case edgeWall:
		raster.FillRect(p.img, r, p.u.wall)
	case edgeSolid:
		raster.FillRect(p.img, r, p.u.solid)
	case edgeClosed:
		p.dashes(s, r)
	}
}

// dashes draws a closed exit: a dashed line, three dashes per side, so that
// it reads as a door rather than a wall.
func (p *painter) dashes(s sideRef, r image.Rectangle) {
	c := p.g.C
	period := max(4, c/3)
	on := period * 6 / 10
	start := p.g.OY + s.gy*c // where the side begins along its length
	if !s.vertical {
		start = p.g.OX + s.gx*c
	}
	// The first dash is centred in the first period.
	start += (period - on) / 2
	lo, hi := r.Min.Y, r.Max.Y
	if !s.vertical {
		lo, hi = r.Min.X, r.Max.X
	}
	for v := lo; v < hi; v++ {
		k := (v - start) % period
		if k < 0 {
			k += period
		}
		if k >= on {
			continue
		}
		if s.vertical {
			raster.FillRect(p.img, image.Rect(r.Min.X, v, r.Max.X, v+1), p.u.closedColor)
		} else {
			raster.FillRect(p.img, image.Rect(v, r.Min.Y, v+1, r.Max.Y), p.u.closedColor)
		}
	}
}
