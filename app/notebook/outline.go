package notebook

import (
	"fmt"
	"slices"

	"github.com/labyrinth-game/labyrinth/engine/maze"
	"github.com/labyrinth-game/labyrinth/engine/rules"
)

// Outline is the labyrinth's outer shape, which every player knows: the
// players "agree on the outer shape of the labyrinth" and each draws "the
// empty labyrinth plan (rather its outside contour — no one except the
// game master knows anything else about it)" (part A; §6.1). It says which
// cells of a sheet drawn in the plan's coordinates lie inside. Nothing else
// is in it: walls, cell types and exits are the game master's secret, and
// any outer side may be an exit, open or closed (§1.4). The zero value is
// no outline.
type Outline struct {
	w, h   int
	inside []bool // row by row
}

// Shape is what an outline is taken from: a maze, or a game's public
// outline (game.Outline), which a seat has without the plan.
type Shape interface {
	Width() int
	Height() int
	Inside(maze.Pos) bool
}

// OutlineOf is the outline of floor 0 of a shape: which cells are inside,
// nothing else.
func OutlineOf(m Shape) Outline { return OutlineOfFloor(m, 0) }

// OutlineOfFloor is the outline of one floor of a shape (from 0), for the
// sheet that draws that floor (Sheet.Floor).
func OutlineOfFloor(m Shape, floor int) Outline {
	if m == nil || m.Width() <= 0 || m.Height() <= 0 {
		return Outline{}
	}
	o := Outline{w: m.Width(), h: m.Height(), inside: make([]bool, m.Width()*m.Height())}
	for y := range o.h {
		for x := range o.w {
			o.inside[y*o.w+x] = m.Inside(maze.Pos{X: x, Y: y, Floor: floor})
		}
	}
	return o
}

// RectOutline is the outline of a rectangular labyrinth of w x h cells,
// Cell{0,0} to Cell{w-1,h-1}.
func RectOutline(w, h int) Outline {
	if w <= 0 || h <= 0 || w > Limit || h > Limit {
		return Outline{}
	}
	o := Outline{w: w, h: h, inside: make([]bool, w*h)}
	for i := range o.inside {
		o.inside[i] = true
	}
	return o
}

// Equal reports whether two outlines are the same shape.
func (o Outline) Equal(p Outline) bool {
	return o.w == p.w && o.h == p.h && slices.Equal(o.inside, p.inside)
}

// Empty reports whether there is no outline.
func (o Outline) Empty() bool { return o.w == 0 }

// Size is the width and height of the rectangle the outline fits in.
func (o Outline) Size() (w, h int) { return o.w, o.h }

// Inside reports whether cell c lies inside the labyrinth.
func (o Outline) Inside(c Cell) bool {
	return c.X >= 0 && c.Y >= 0 && c.X < o.w && c.Y < o.h && o.inside[c.Y*o.w+c.X]
}

// Border reports whether edge e is an outer side: one of its cells inside
// the labyrinth and the other not. Exactly these may be exits (§1.4).
func (o Outline) Border(e Edge) bool {
	a, b := e.Cells()
	return o.Inside(a) != o.Inside(b)
}

// Describe says for people what the outline and the rules in force tell
// every player about the labyrinth's outer sides: its size, that any outer
// side may be an exit (at least two, §1.4), and what was agreed before the
// game (§7.1): how many exits, whether any may be closed, whether one is
// open at the start (§8.4). "20 × 20; any side of it may be an exit (at
// least two, none closed)".
func (o Outline) Describe(r rules.Rules) string {
	if o.Empty() {
		return ""
	}
	what := "at least two"
	if r.Exits > 0 {
		what = fmt.Sprintf("%d of them", r.Exits)
	}
	switch {
	case !r.ClosedExits:
		what += ", none closed"
	case r.RequireOpenExit:
		what += ", one open at least"
	}
	return fmt.Sprintf("%d × %d; any side of it may be an exit (%s)", o.w, o.h, what)
}
