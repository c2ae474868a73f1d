package analyze

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/labyrinth-game/labyrinth/engine/maze"
)

// Text renders the report for a terminal: the figures, then a heat map of
// the random walk's visits. title names the labyrinth (may be empty).
func (r *Report) Text(title string) string {
	var b strings.Builder
	if title != "" {
		fmt.Fprintf(&b, "Analysis of %q\n", title)
	} else {
		b.WriteString("Analysis\n")
	}
	fmt.Fprintf(&b, "%dx%d", r.Width, r.Height)
	if r.Floors > 1 {
		fmt.Fprintf(&b, ", %d floors", r.Floors)
	}
	fmt.Fprintf(&b, ", %d cells, diameter %d (steps between the two cells furthest apart, walls ignored)\n\n", r.Cells, r.Diameter)

	line := func(label, text string) { fmt.Fprintf(&b, "%-12s%s\n", label, text) }
	line("Weaponries", r.Weaponry.describe("a weaponry"))
	line("Hospitals", r.Hospital.describe("a hospital"))
	line("Exits", r.Exit.describeExit())
	if len(r.Treasures) == 0 {
		line("Treasures", "none")
	}
	for k, t := range r.Treasures {
		label := ""
		if k == 0 {
			label = "Treasures"
		}
		line(label, r.describeTreasure(t))
	}
	line("Attractors", r.describeWalk())
	line("Counts", r.Counts.describe())
	b.WriteString("\n")
	b.WriteString(r.heatMap())
	return b.String()
}

func (x Reach) describe(what string) string {
	switch {
	case x.Bound < 0:
		return "the labyrinth has none"
	case len(x.Unreached) > 0:
		return fmt.Sprintf("%s cannot reach %s; the others within %s (worst %s)",
			cellList(x.Unreached), what, moves(x.Bound), posList(x.Worst))
	}
	return fmt.Sprintf("every cell reaches %s within %s (worst %s)", what, moves(x.Bound), posList(x.Worst))
}

func (x Reach) describeExit() string {
	switch {
	case x.Bound < 0:
		return "the labyrinth has none that can be reached"
	case len(x.Unreached) > 0:
		return fmt.Sprintf("%s cannot walk out; the others within %s (worst %s)",
			cellList(x.Unreached), moves(x.Bound), posList(x.Worst))
	}
	return fmt.Sprintf("every cell can walk out within %s (worst %s)", moves(x.Bound), posList(x.Worst))
}

func (r *Report) describeTreasure(t TreasureReach) string {
	what := "fake"
	if t.True {
		what = "true"
	}
	s := fmt.Sprintf("%s %s: ", what, t.At)
	if t.NearestExit < 0 {
		return s + "no exit can be reached"
	}
	s += fmt.Sprintf("%s to walk out, by %s", moves(t.NearestExit), t.Exit)
	if t.True {
		need := (r.Diameter + 2) / 3
		verdict := "ok"
		if !r.TreasureFarEnough(t.NearestExit) {
			verdict = "too near"
		}
		s += fmt.Sprintf("; at least %d wanted (a third of the diameter): %s", need, verdict)
	}
	return s
}

func (r *Report) describeWalk() string {
	w := r.Walk
	if w.Total == 0 {
		return "no cells"
	}
	var parts []string
	for _, p := range w.Worst[:min(3, len(w.Worst))] {
		// A computed share is worth two decimals: 10.03% is over a limit
		// of 10%.
		decimals := 1
		if w.Exact {
			decimals = 2
		}
		parts = append(parts, fmt.Sprintf("%s %s", p, percentTo(int(w.Visits[index(r, p)]), w.Total, decimals)))
	}
	num, den := Limit(r.Cells)
	verdict := "ok"
	if !w.WithinLimit(r.Cells) {
		verdict = "strong attractor"
	}
	walks := fmt.Sprintf("%d random walks of %d steps", w.Walks, w.Steps)
	if w.Exact {
		walks = fmt.Sprintf("random walks of %d steps from every cell, expected visits computed", w.Steps)
	}
	return fmt.Sprintf("%s; most visited %s; limit %s of the visits: %s",
		walks, strings.Join(parts, ", "), percent(num, den), verdict)
}

// index is maze.Maze.Index from the report's dimensions.
func index(r *Report, p maze.Pos) int { return (p.Floor*r.Height+p.Y)*r.Width + p.X }

func (c Counts) describe() string {
	parts := []string{
		countOf(c.Land, "land cell", "land cells"),
		countOf(c.Weaponries, "weaponry", "weaponries"),
		countOf(c.Hospitals, "hospital", "hospitals"),
		countOf(c.Encephalitis, "encephalitis cell", "encephalitis cells"),
		fmt.Sprintf("%s in %s (longest %d)", countOf(c.Pits, "pit", "pits"), countOf(c.PitLoops, "loop", "loops"), c.LongestPitLoop),
		fmt.Sprintf("%s in %s (%s, longest river %d)", countOf(c.Rivers, "river cell", "river cells"),
			countOf(c.RiverSystems, "system", "systems"), countOf(c.Sources, "source", "sources"), c.LongestRiver),
		fmt.Sprintf("%s (%d indestructible)", countOf(c.InnerWalls, "inner wall", "inner walls"), c.Indestructible),
		fmt.Sprintf("%s (%d closed)", countOf(c.Exits, "exit", "exits"), c.ClosedExits),
		fmt.Sprintf("%d true and %s", c.TrueTreasures, countOf(c.FakeTreasures, "fake treasure", "fake treasures")),
		countOf(c.Landmines, "landmine", "landmines"),
	}
	return strings.Join(parts, ", ")
}

// heatMap draws the random walk's visits, one digit per cell: the visits in
// units of the fair share (the average over the cells), rounded, so that a
// balanced labyrinth reads mostly 1 and an attractor stands out.
func (r *Report) heatMap() string {
	w := r.Walk
	var b strings.Builder
	b.WriteString("Random-walk visits per cell, in fair shares (1 = as often as the average cell,\n")
	b.WriteString("0 = under half as often, 9 = 8.5 times or more, . = never, blank = outside):\n")
	if w.Total == 0 {
		return b.String()
	}
	lw := len(strconv.Itoa(r.Height))
	for f := range r.Floors {
		if r.Floors > 1 {
			fmt.Fprintf(&b, "\nFloor %d\n", f+1)
		}
		b.WriteString("\n" + strings.Repeat(" ", lw+1))
		for x := range r.Width {
			fmt.Fprintf(&b, "%2d", (x+1)%100)
		}
		b.WriteString("\n")
		for y := range r.Height {
			fmt.Fprintf(&b, "%*d ", lw, y+1)
			for x := range r.Width {
				v := w.Visits[index(r, maze.Pos{X: x, Y: y, Floor: f})]
				b.WriteByte(' ')
				switch {
				case v < 0:
					b.WriteByte(' ')
				case v == 0:
					b.WriteByte('.')
				default:
					// round(v / (Total/Cells)) in whole numbers
					d := (2*int(v)*r.Cells + w.Total) / (2 * w.Total)
					b.WriteByte(byte('0' + min(d, 9)))
				}
			}
			b.WriteString("\n")
		}
	}
	return b.String()
}

func moves(n int) string { return countOf(n, "move", "moves") }

func countOf(n int, one, many string) string {
	if n == 1 {
		return "1 " + one
	}
	return strconv.Itoa(n) + " " + many
}

func percent(num, den int) string { return percentTo(num, den, 1) }

// percentTo writes num/den as a percentage rounded to decimals decimals (at
// most 4), without trailing zeros, in whole numbers.
func percentTo(num, den, decimals int) string {
	if den == 0 {
		return "0%"
	}
	unit := 1
	for range decimals {
		unit *= 10
	}
	t := (num*100*unit + den/2) / den
	whole, frac := t/unit, t%unit
	for decimals > 0 && frac%10 == 0 {
		frac /= 10
		decimals--
	}
	if decimals == 0 {
		return fmt.Sprintf("%d%%", whole)
	}
	return fmt.Sprintf("%d.%0*d%%", whole, decimals, frac)
}

func posList(ps []maze.Pos) string {
	parts := make([]string, len(ps))
	for i, p := range ps {
		parts[i] = p.String()
	}
	return strings.Join(parts, ", ")
}

func cellList(ps []maze.Pos) string {
	const shown = 8
	s := "cell "
	if len(ps) > 1 {
		s = "cells "
	}
	if len(ps) > shown {
		return s + posList(ps[:shown]) + fmt.Sprintf(" and %d more", len(ps)-shown)
	}
	return s + posList(ps)
}
