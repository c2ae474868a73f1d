package validate

import (
	"fmt"
	"strings"

	"github.com/labyrinth-game/labyrinth/engine/maze"
)

// notPlayableYet reports what a plan holds of maze format version 2
// (docs/maze-format.md, "Version 2") that no rules option makes playable
// yet: the engine's rules for swamps, casinos, elevators, stocks, one-way
// doors, windows, locks, staircases, Keys and the new items
// come with the options of later work (docs/variants.md, "Plan"). Until
// then such a plan is an error, so that it is never played as if those
// things were not there (a door would be a plain wall, a Key nothing).
// Each option, when it comes, takes its feature off this list: swamps
// (swamps), one-way doors (one_way_doors) and windows (windows) are
// playable under their options, casinos under casino (seed 004 l.30–32),
// elevators under elevators (004 l.55–57), staircases under stairs (001's
// G3), and a weaponry's stock, locked exits and Keys always (keygame.go
// checks the last two; seed 002). One-way
// doors count as walls for §8.5's reachability: a door only adds a way, so
// a plan that passes is reachable, but one that a door alone joins is
// reported unreachable. Knives, cement and boomerangs lying loose are
// played where the rules have them (max_knives, max_cement,
// boomerang_range), boats where a player may carry one (max_boats).
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
		{what: "swamps", option: "swamps"}, {what: "casinos", option: "casino"}, {what: "elevators", option: "elevators"},
		{what: "one-way doors", option: "one_way_doors"}, {what: "windows", option: "windows"},
		{what: "staircases between floors", option: "stairs"},
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
			if !c.rules.Swamps { // 001 l.105
				add(0, p)
			}
		case maze.Casino:
			if !c.rules.Casino { // seed 004's casino, played under the option casino
				add(1, p)
			}
		case maze.Elevator:
			if !c.rules.Elevators {
				add(2, p)
			}
		}
		// A weaponry's stock is played under any rules: it gives only
		// what it names (001 l.108).
		for _, d := range maze.Dirs {
			// An inner side is seen from both cells; take it from one.
			if (d == maze.Up || d == maze.Left) && !m.IsOuter(p, d) {
				continue
			}
			switch {
			case m.Door(p, d) != maze.NoDir:
				if !c.rules.OneWayDoors { // 001's O5
					add(3, p)
				}
			case m.Window(p, d):
				if !c.rules.Windows { // 001's O6
					add(4, p)
				}
			case m.Locked(p, d):
				// Locks and Keys are played under every rules (keygame.go).
			}
		}
		if m.Stairs(p) && !c.rules.Stairs { // 001's G3
			add(5, p)
		}
	}
	r := c.rules
	for _, pile := range m.Piles {
		// Knives, cement, boomerangs and boats lie loose where the rules
		// have them (001 l.65, l.107, l.109; 002 l.35).
		if pile.Boats != 0 && r.MaxBoats == 0 || pile.Knives != 0 && r.MaxKnives == 0 || pile.Cement != 0 && r.MaxCement == 0 ||
			pile.Boomerangs != 0 && r.BoomerangRange == 0 {
			add(6, pile.At)
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
