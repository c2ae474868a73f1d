package validate

import (
	"fmt"
	"strings"

	"github.com/labyrinth-game/labyrinth/engine/maze"
)

// notPlayableYet reports what a plan holds of maze format version 2
// (docs/maze-format.md, "Version 2") that no rules option makes playable
// yet: the engine's rules for swamps, casinos, elevators, stocks, one-way
// doors, windows, locks, staircases, Keys, creatures and the new items
// come with the options of later work (docs/variants.md, "Plan"). Until
// then such a plan is an error, so that it is never played as if those
// things were not there (a door would be a plain wall, a Key nothing).
// Each option, when it comes, takes its feature off this list: elevators
// are played under the option elevators, locked exits and Keys under
// every rules (keygame.go checks them).
func (c *checker) notPlayableYet() {
	m := c.m
	if m.Version() < 2 {
		return
	}
	features := []struct {
		what   string
		option string // the rules option that allows them, when there is one
		cells  []maze.Pos
	}{
		{what: "swamps"}, {what: "casinos"}, {what: "elevators", option: "elevators"},
		{what: "weaponries with a stock of their own"},
		{what: "one-way doors"}, {what: "windows"}, {what: "locked exits"},
		{what: "staircases between floors", option: "stairs"}, {what: "Keys"}, {what: "creatures"},
		{what: "knives, boats, boomerangs and cement"},
	}
	add := func(k int, p maze.Pos) { features[k].cells = append(features[k].cells, p) }
	for i := range c.n {
		p := m.PosOf(i)
		cell := m.Cell(p)
		switch cell.Kind {
		case maze.Outside:
			continue
		case maze.Swamp:
			add(0, p)
		case maze.Casino:
			add(1, p)
		case maze.Elevator:
			if !c.rules.Elevators {
				add(2, p)
			}
		}
		if cell.Stock != 0 {
			add(3, p)
		}
		for _, d := range maze.Dirs {
			// An inner side is seen from both cells; take it from one.
			if (d == maze.Up || d == maze.Left) && !m.IsOuter(p, d) {
				continue
			}
			switch {
			case m.Door(p, d) != maze.NoDir:
				add(4, p)
			case m.Window(p, d):
				add(5, p)
			case m.Locked(p, d):
				// Locks and Keys are played under every rules (key.go).
			}
		}
		if m.Stairs(p) && !c.rules.Stairs {
			add(7, p)
		}
	}
	for _, cr := range m.Creatures {
		add(9, cr.At)
	}
	for _, pile := range m.Piles {
		if pile.Knives|pile.Boats|pile.Boomerangs|pile.Cement != 0 {
			add(10, pile.At)
		}
	}
	for _, f := range features {
		if len(f.cells) > 0 && f.option != "" {
			c.add(Error, ruleOptions, "not_playable_yet", f.cells, "",
				"%s are not played under these rules: the option %s allows them (%s)", f.what, f.option, cellList(f.cells))
		} else if len(f.cells) > 0 {
			c.add(Error, ruleOptions, "not_playable_yet", f.cells, "",
				"%s are not playable yet: no rules option allows them (%s)", f.what, cellList(f.cells))
		}
	}
}

// cellList names the first few cells of a list.
func cellList(cells []maze.Pos) string {
	const most = 4
	names := make([]string, 0, most+1)
	for i, p := range cells {
		if i == most {
			names = append(names, fmt.Sprintf("and %d more", len(cells)-most))
			break
		}
		names = append(names, p.String())
	}
	return strings.Join(names, ", ")
}
