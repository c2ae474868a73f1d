package maze

import (
	"fmt"
	"strings"
)

// What Plan draws of format version 2; see Plan.

const planLegendV2 = `Cells:   S swamp  C casino  V elevator
Marks:   k Key  s staircase  b bear  l leprechaun
Sides:   > < v ^ one-way door, passed that way  o window  k locked exit
`

// itemNames are the items of Items.counts, singular and plural.
var itemNames = [8][2]string{
	{"bullet", "bullets"}, {"grenade", "grenades"}, {"landmine", "landmines"}, {"corpse", "corpses"},
	{"knife", "knives"}, {"boat", "boats"}, {"boomerang", "boomerangs"}, {"bag of cement", "bags of cement"},
}

// markV2 adds the marks of Keys, staircases and creatures to the cells.
func (p *planner) markV2() {
	m := p.m
	for _, at := range m.Keys {
		p.marks[at] += "k"
	}
	for i := range m.stairs {
		if at := m.PosOf(i); m.stairs[i] {
			p.marks[at] += "s"
			p.marks[Pos{X: at.X, Y: at.Y, Floor: at.Floor + 1}] += "s"
		}
	}
	for _, c := range m.Creatures {
		if c.Kind == Leprechaun {
			p.marks[c.At] += "l"
		} else {
			p.marks[c.At] += "b"
		}
	}
}

// sideMark is the character drawn for the door, window or lock on side d
// (Up or Left) of grid position at, 0 for none.
func (p *planner) sideMark(at Pos, d Dir) byte {
	if !p.v2 {
		return 0
	}
	m := p.m
	if !m.Inside(at) {
		if at = at.Step(d); !m.Inside(at) {
			return 0
		}
		d = d.Opposite()
	}
	switch {
	case m.Window(at, d):
		return 'o'
	case m.Locked(at, d):
		return 'k'
	}
	switch m.Door(at, d) {
	case Right:
		return '>'
	case Left:
		return '<'
	case Down:
		return 'v'
	case Up:
		return '^'
	}
	return 0
}

// listsV2 writes the lists of version 2's things, each only when the plan
// has one.
func (p *planner) listsV2(b *strings.Builder) {
	m := p.m
	var stocks, doors, windows, locks, stairs []string
	for i, c := range m.cells {
		if c.Kind == Outside {
			continue
		}
		at := m.PosOf(i)
		if c.Stock != 0 {
			stocks = append(stocks, at.String()+" "+c.Stock.String())
		}
		for _, d := range Dirs {
			if (d == Up || d == Left) && !m.IsOuter(at, d) {
				continue // an inner side is listed from the cell above or on its left
			}
			if through := m.Door(at, d); through != NoDir {
				doors = append(doors, fmt.Sprintf("%s %s, passed %s", at, d, through))
			}
			if m.Window(at, d) {
				w := fmt.Sprintf("%s %s", at, d)
				if m.Side(at, d) == Solid {
					w += " indestructible"
				}
				windows = append(windows, w)
			}
			if m.Locked(at, d) {
				locks = append(locks, fmt.Sprintf("%s %s", at, d))
			}
		}
		if m.Stairs(at) {
			stairs = append(stairs, fmt.Sprintf("%s up to floor %d", at, at.Floor+2))
		}
	}
	list := func(label string, parts []string, sep string) {
		if len(parts) > 0 {
			writeList(b, label, parts, sep)
		}
	}
	list("Weaponries:", stocks, "; ")
	list("Doors:", doors, "; ")
	list("Windows:", windows, ", ")
	list("Locked:", locks, ", ")
	list("Stairs:", stairs, ", ")
	var keys []string
	for _, at := range m.Keys {
		keys = append(keys, at.String())
	}
	list("Keys:", keys, ", ")
	var creatures []string
	for _, c := range m.Creatures {
		path := "stays"
		switch {
		case c.Mimic:
			path = "copies the players' moves"
		case len(c.Path) > 0:
			steps := make([]string, len(c.Path))
			for j, d := range c.Path {
				steps[j] = d.String()
			}
			path = strings.Join(steps, " ")
		}
		creatures = append(creatures, fmt.Sprintf("%s %s: %s", c.Kind, c.At, path))
	}
	list("Creatures:", creatures, "; ")
}
