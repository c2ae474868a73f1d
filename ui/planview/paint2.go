package planview

import (
	"image"
	"image/color"
	"strings"

	"github.com/labyrinth-game/labyrinth/engine/maze"
	"github.com/labyrinth-game/labyrinth/ui/raster"
)

// This file draws what maze format version 2 adds (docs/maze-format.md,
// "Version 2"), by the rules of paint.go: each square is repainted from the
// maze alone, and what a side carries stays within the two squares it
// separates.
//
//   - swamp S, casino C and elevator V are kinds with a colour and a letter;
//   - a weaponry's stock is a line of initials under its W (b bullets,
//     g grenades, k knives, o boats, c cement, r boomerangs);
//   - a one-way door is a green arrow across its wall, pointing the way it
//     is passed; a window a pane of glass set in its wall; a locked exit a
//     padlock on the exit, in the colour of the Key;
//   - the Key is a key (top left of its cell), a staircase a flight of
//     steps (bottom right) climbing to the right on the floor it leads up
//     from and down to the right on the floor it leads down from;
//   - a creature is a badge at the bottom of its cave, B for a bear and L
//     for a leprechaun, filled when it walks a path (a dotted line in its
//     colour from cell to cell), hollow when it copies the players' moves.

// StockInitials are the letters under a weaponry's W for its goods, in the
// order of maze.GoodsNames.
const StockInitials = "bgkocr"

// sprites2 are the shapes of version 2 at one cell size.
type sprites2 struct {
	door, doorRim [5]*image.Alpha // a door's arrow by the way it is passed, doorSz square
	doorSz        int
	lock, lockRim *image.Alpha // a padlock, lockSz square
	lockSz        int
	key, keyRim   *image.Alpha // the Key, keySz square
	keyHole       *image.Alpha
	keySz         int
	up, down      *image.Alpha // a flight of steps, stairSz square
	stairSz       int
	badge, rim    *image.Alpha // a creature's badge, badgeSz square
	hole          *image.Alpha
	badgeSz       int
}

func newSprites2(c int) sprites2 {
	var s sprites2
	s.doorSz = max(6, c*2/5)
	arrow := raster.Shape{{0.95, 0.5}, {0.3, 0.1}, {0.3, 0.9}}
	arrowRim := raster.Shape{{1, 0.5}, {0.22, 0.0}, {0.22, 1}}
	shaft := raster.ThickLine(0.05, 0.5, 0.5, 0.5, 0.22)
	shaftRim := raster.ThickLine(0, 0.5, 0.5, 0.5, 0.38)
	for _, d := range maze.Dirs {
		s.door[d] = raster.Mask(s.doorSz, raster.Towards(arrow, d), raster.Towards(shaft, d))
		s.doorRim[d] = raster.Mask(s.doorSz, raster.Towards(arrowRim, d), raster.Towards(shaftRim, d))
	}
	s.lockSz = max(6, c*2/5)
	shackle := []raster.Shape{
		raster.ThickLine(0.3, 0.5, 0.3, 0.28, 0.13), raster.ThickLine(0.3, 0.28, 0.5, 0.1, 0.13),
		raster.ThickLine(0.5, 0.1, 0.7, 0.28, 0.13), raster.ThickLine(0.7, 0.28, 0.7, 0.5, 0.13),
	}
	body := raster.Shape{{0.16, 0.45}, {0.84, 0.45}, {0.84, 0.95}, {0.16, 0.95}}
	s.lock = raster.Mask(s.lockSz, append(shackle, body)...)
	s.lockRim = raster.Mask(s.lockSz, raster.Circle(0.5, 0.52, 0.5))
	s.keySz = max(6, c*7/20)
	s.key = raster.Mask(s.keySz, raster.Circle(0.27, 0.5, 0.24), raster.ThickLine(0.4, 0.5, 0.97, 0.5, 0.14),
		raster.ThickLine(0.8, 0.5, 0.8, 0.74, 0.12), raster.ThickLine(0.93, 0.5, 0.93, 0.68, 0.12))
	s.keyRim = raster.Mask(s.keySz, raster.Circle(0.27, 0.5, 0.3), raster.ThickLine(0.4, 0.5, 1, 0.5, 0.26),
		raster.ThickLine(0.8, 0.45, 0.8, 0.82, 0.24), raster.ThickLine(0.93, 0.45, 0.93, 0.76, 0.24))
	s.keyHole = raster.Mask(s.keySz, raster.Circle(0.27, 0.5, 0.1))
	s.stairSz = max(6, c*3/10)
	s.up = raster.Mask(s.stairSz, raster.Shape{{0, 1}, {0, 0.67}, {0.33, 0.67}, {0.33, 0.33}, {0.67, 0.33}, {0.67, 0}, {1, 0}, {1, 1}})
	s.down = raster.Mask(s.stairSz, raster.Shape{{0, 0}, {0.33, 0}, {0.33, 0.33}, {0.67, 0.33}, {0.67, 0.67}, {1, 0.67}, {1, 1}, {0, 1}})
	s.badgeSz = max(8, c*17/50)
	s.badge = raster.Mask(s.badgeSz, raster.Circle(0.5, 0.5, 0.44))
	s.rim = raster.Mask(s.badgeSz, raster.Circle(0.5, 0.5, 0.5))
	s.hole = raster.Mask(s.badgeSz, raster.Circle(0.5, 0.5, 0.3))
	return s
}

// uniforms2 are the colours of version 2 as image sources.
type uniforms2 struct {
	door, glass, key  *image.Uniform
	bear, leprechaun  *image.Uniform
	solid, background *image.Uniform
}

func newUniforms2(p Palette) uniforms2 {
	u := func(c color.NRGBA) *image.Uniform { return image.NewUniform(raster.Premul(c)) }
	return uniforms2{door: u(p.Door), glass: u(p.Glass), key: u(p.Key), bear: u(p.Bear), leprechaun: u(p.Leprechaun),
		solid: u(p.Solid), background: u(p.Fill[maze.Land])}
}

func (u *uniforms2) creature(k maze.CreatureKind) *image.Uniform {
	if k == maze.Leprechaun {
		return u.leprechaun
	}
	return u.bear
}

// marks2 is what lies on a cell in version 2: Keys, the creatures whose
// cave it is, and the stretches of creatures' paths through it.
type marks2 struct {
	keys      int
	creatures []maze.Creature
	paths     []pathPiece
}

// pathPiece is half a step of a creature's path: from the cell's centre to
// its side dir.
type pathPiece struct {
	dir  maze.Dir
	kind maze.CreatureKind
}

// collectMarks2 indexes the Keys and creatures of the painted floor.
func (p *painter) collectMarks2() {
	for _, k := range p.m.Keys {
		if k.Floor == p.floor {
			mk := p.marks[k]
			mk.keys++
			p.marks[k] = mk
		}
	}
	add := func(at maze.Pos, f func(*cellMarks)) {
		if at.Floor == p.floor && p.m.InGrid(at) {
			mk := p.marks[at]
			f(&mk)
			p.marks[at] = mk
		}
	}
	for _, cr := range p.m.Creatures {
		add(cr.At, func(mk *cellMarks) { mk.creatures = append(mk.creatures, cr) })
		at := cr.At
		for _, d := range cr.Path {
			add(at, func(mk *cellMarks) { mk.paths = append(mk.paths, pathPiece{d, cr.Kind}) })
			at = at.Step(d)
			add(at, func(mk *cellMarks) { mk.paths = append(mk.paths, pathPiece{d.Opposite(), cr.Kind}) })
		}
	}
}

// drawStock writes a weaponry's goods as initials under its letter.
func (p *painter) drawStock(g maze.Goods, sq, clip image.Rectangle) {
	c := p.g.C
	if c < 24 {
		return
	}
	var b strings.Builder
	for i := range maze.GoodsNames {
		if g&(1<<i) != 0 {
			b.WriteByte(StockInitials[i])
		}
	}
	size := c * 22 / 100
	raster.DrawText(p.img, clip, p.fonts.Size(size), b.String(), sq.Min.X+c/2, sq.Max.Y-max(2, c/12)-size/2, p.u.ink[maze.Weaponry])
}

// drawCell2 draws on a cell what version 2 adds: creatures' paths, the
// Keys, staircases and the creatures' badges. k is the kind drawn.
func (p *painter) drawCell2(pos maze.Pos, k maze.Kind, mk cellMarks, sq, clip image.Rectangle) {
	c := p.g.C
	sp, u := &p.sp.v2, &p.u.v2
	inset := max(2, c/12)
	for _, pc := range mk.paths {
		p.pathBand(sq, pc, clip)
	}
	if mk.keys > 0 {
		at := image.Pt(sq.Min.X+inset, sq.Min.Y+inset)
		raster.DrawMask(p.img, clip, sp.keyRim, at, p.u.gemRim)
		raster.DrawMask(p.img, clip, sp.key, at, u.key)
		raster.DrawMask(p.img, clip, sp.keyHole, at, p.u.fill[k])
	}
	below := maze.Pos{X: pos.X, Y: pos.Y, Floor: pos.Floor - 1}
	right := sq.Max.X - inset - sp.stairSz
	bottom := sq.Max.Y - inset - sp.stairSz
	if p.m.Stairs(pos) {
		raster.DrawMask(p.img, clip, sp.up, image.Pt(right, bottom), u.solid)
		right -= sp.stairSz + inset
	}
	if p.m.Stairs(below) {
		raster.DrawMask(p.img, clip, sp.down, image.Pt(right, bottom), u.solid)
	}
	left := sq.Min.X + (c-sp.badgeSz)/2
	if mk.pile {
		// Beside the pile of items at the bottom left, not over it.
		left = max(left, sq.Min.X+inset+p.sp.pileSz+max(1, inset/2))
	}
	for i, cr := range mk.creatures {
		if i == 2 {
			break
		}
		at := image.Pt(left+i*sp.badgeSz*2/3, sq.Max.Y-inset/2-sp.badgeSz)
		col := u.creature(cr.Kind)
		raster.DrawMask(p.img, clip, sp.rim, at, p.u.gemRim)
		raster.DrawMask(p.img, clip, sp.badge, at, col)
		letter, ink := "B", p.u.onLoop
		if cr.Kind == maze.Leprechaun {
			letter = "L"
		}
		if cr.Mimic {
			// Hollow: it has no path of its own.
			raster.DrawMask(p.img, clip, sp.hole, at, u.background)
			ink = col
		}
		if c >= 20 {
			raster.DrawText(p.img, clip, p.fonts.Size(max(7, sp.badgeSz*11/20)), letter, at.X+sp.badgeSz/2, at.Y+sp.badgeSz/2, ink)
		}
	}
}

// pathBand is a creature's dotted line from the centre of sq to its side.
func (p *painter) pathBand(sq image.Rectangle, pc pathPiece, clip image.Rectangle) {
	c := p.g.C
	w := max(2, c/14)
	dot := max(2, c/10)
	cx, cy := sq.Min.X+c/2-w/2, sq.Min.Y+c/2-w/2
	col := p.u.v2.creature(pc.kind).C.(color.RGBA)
	// Dots at fixed distances from the centre, so that the two halves of
	// a step meet in a regular line.
	for t := 0; t < c/2; t += 2 * dot {
		var r image.Rectangle
		switch pc.dir {
		case maze.Right:
			r = image.Rect(cx+t, cy, cx+t+dot, cy+w)
		case maze.Left:
			r = image.Rect(cx-t-dot+w, cy, cx-t+w, cy+w)
		case maze.Down:
			r = image.Rect(cx, cy+t, cx+w, cy+t+dot)
		case maze.Up:
			r = image.Rect(cx, cy-t-dot+w, cx+w, cy-t+w)
		}
		raster.FillRect(p.img, r.Intersect(clip).Intersect(sq), col)
	}
}

// drawSideMark draws a side's door, window or lock over its line.
func (p *painter) drawSideMark(s sideRef, st edgeStyle, clip image.Rectangle) {
	c := p.g.C
	if c < 10 || st < edgeOpenExit {
		return
	}
	f := p.floor
	a, d := maze.Pos{X: s.gx, Y: s.gy - 1, Floor: f}, maze.Down
	if s.vertical {
		a, d = maze.Pos{X: s.gx - 1, Y: s.gy, Floor: f}, maze.Right
	}
	if !p.m.InGrid(a) {
		// The grid's left or top edge: the side is named from the cell
		// beyond it.
		a, d = a.Step(d), d.Opposite()
	}
	// The side's midpoint.
	mx, my := p.g.OX+s.gx*c, p.g.OY+s.gy*c
	if s.vertical {
		my += c / 2
	} else {
		mx += c / 2
	}
	sp, u := &p.sp.v2, &p.u.v2
	switch {
	case p.m.Door(a, d) != maze.NoDir:
		way := p.m.Door(a, d)
		at := image.Pt(mx-sp.doorSz/2, my-sp.doorSz/2)
		raster.DrawMask(p.img, clip, sp.doorRim[way], at, p.u.gemRim)
		raster.DrawMask(p.img, clip, sp.door[way], at, u.door)
	case p.m.Window(a, d):
		t := p.thickness(st)
		half, across := c*22/100, t/2+max(2, c/16)
		pane := image.Rect(mx-half, my-across, mx+half, my+across)
		if s.vertical {
			pane = image.Rect(mx-across, my-half, mx+across, my+half)
		}
		frame := p.u.wall
		if st == edgeSolid {
			frame = p.u.solid
		}
		raster.FillRect(p.img, pane.Intersect(clip), frame)
		raster.FillRect(p.img, pane.Inset(max(1, c/32)).Intersect(clip), u.glass.C.(color.RGBA))
	case p.m.Locked(a, d):
		at := image.Pt(mx-sp.lockSz/2, my-sp.lockSz/2)
		raster.DrawMask(p.img, clip, sp.lockRim, at, u.background)
		raster.DrawMask(p.img, clip, sp.lock, at, u.key)
	}
}
