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
	default:
		b.WriteString(c.Kind.String())
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
