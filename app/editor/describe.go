package editor

import (
	"fmt"
	"strings"

	"github.com/labyrinth-game/labyrinth/engine/maze"
)

// CanonicalSide names a side the way Change.Sides and Drawing.Sides do:
// from the cell on its left or above it (Right, Down), except on the grid's
// left and top edges.
func CanonicalSide(s maze.Side) maze.Side { return canonical(s) }

// Describe is the hover read-out of a cell, for people: "(3,4) pit 2 of
// loop 1 (next (5,6)); treasures, lowest first: fake, true; items: 2
// bullets, 1 grenade".
func (d *Document) Describe(p maze.Pos) string {
	m := d.ed.m
	if !m.InGrid(p) {
		return p.String() + " off the grid"
	}
	c := m.Cell(p)
	var b strings.Builder
	b.WriteString(p.String())
	b.WriteByte(' ')
	switch c.Kind {
	case maze.Outside:
		b.WriteString("outside the labyrinth")
		return b.String()
	case maze.Pit:
		fmt.Fprintf(&b, "pit %d of loop %d", c.Order, c.Loop)
		if n, ok := m.NextPit(p); ok {
			fmt.Fprintf(&b, " (next %s)", n)
		}
	case maze.River:
		fmt.Fprintf(&b, "river flowing %s", c.Flow)
		if m.IsSource(p) {
			b.WriteString(" (source)")
		}
	case maze.Weaponry:
		b.WriteString("weaponry")
		if c.Stock != 0 {
			fmt.Fprintf(&b, " giving %s only", c.Stock)
		}
	case maze.Elevator:
		b.WriteString("elevator")
		if n, ok := m.NextElevator(p); ok {
			fmt.Fprintf(&b, " (to floor %d)", n.Floor+1)
		}
	default:
		b.WriteString(c.Kind.String())
	}
	if m.Stairs(p) {
		fmt.Fprintf(&b, "; staircase up to floor %d", p.Floor+2)
	}
	if below := (maze.Pos{X: p.X, Y: p.Y, Floor: p.Floor - 1}); m.Stairs(below) {
		fmt.Fprintf(&b, "; staircase down to floor %d", p.Floor)
	}
	if n := d.KeysAt(p); n == 1 {
		b.WriteString("; the Key")
	} else if n > 1 {
		fmt.Fprintf(&b, "; %d Keys", n)
	}
	for _, cr := range d.CreaturesAt(p) {
		fmt.Fprintf(&b, "; %s", DescribeCreature(cr))
	}
	if stack := d.TreasuresAt(p); len(stack) > 0 {
		b.WriteString("; treasures, lowest first: ")
		for i, t := range stack {
			if i > 0 {
				b.WriteString(", ")
			}
			if t {
				b.WriteString("true")
			} else {
				b.WriteString("fake")
			}
		}
	}
	if it := d.ItemsAt(p); !it.Empty() {
		b.WriteString("; items:")
		sep := " "
		for _, x := range []struct {
			n         int
			one, many string
		}{
			{it.Bullets, "bullet", "bullets"}, {it.Grenades, "grenade", "grenades"},
			{it.Landmines, "landmine", "landmines"}, {it.Corpses, "corpse", "corpses"},
			{it.Knives, "knife", "knives"}, {it.Boats, "boat", "boats"},
			{it.Boomerangs, "boomerang", "boomerangs"}, {it.Cement, "bag of cement", "bags of cement"},
		} {
			if x.n == 0 {
				continue
			}
			name := x.many
			if x.n == 1 {
				name = x.one
			}
			fmt.Fprintf(&b, "%s%d %s", sep, x.n, name)
			sep = ", "
		}
	}
	return b.String()
}

// DescribeCreature names a creature and what it does, for people: "bear's
// cave, path right right left left", "leprechaun's cave, copies the
// players' moves".
func DescribeCreature(c maze.Creature) string {
	switch {
	case c.Mimic:
		return c.Kind.String() + "'s cave, copies the players' moves"
	case len(c.Path) == 0:
		return c.Kind.String() + "'s cave, stays there"
	}
	var b strings.Builder
	fmt.Fprintf(&b, "%s's cave, path", c.Kind)
	for i, d := range c.Path {
		if i == 12 {
			fmt.Fprintf(&b, " … (%d steps)", len(c.Path))
			break
		}
		b.WriteString(" " + d.String())
	}
	return b.String()
}

// DescribeSide names what lies on side s, for people: "wall with a one-way
// door passed right", "indestructible wall with a window", "open exit,
// locked".
func (d *Document) DescribeSide(s maze.Side) string {
	m := d.ed.m
	side, outer, err := d.ed.sideOf(s)
	if err != nil {
		return "no side of the labyrinth"
	}
	text := m.Side(side.At, side.Dir).Describe(outer)
	switch {
	case m.Door(side.At, side.Dir) != maze.NoDir:
		text += " with a one-way door passed " + m.Door(side.At, side.Dir).String()
	case m.Window(side.At, side.Dir):
		text += " with a window"
	case m.Locked(side.At, side.Dir):
		text += ", locked (the Key opens it)"
	}
	return text
}
