package editor

import (
	"fmt"
	"maps"
	"slices"
	"unicode/utf8"

	"github.com/labyrinth-game/labyrinth/engine/maze"
	"github.com/labyrinth-game/labyrinth/engine/rules"
)

// Anchor is the part of the plan that stays in place when it is resized:
// resizing with TopLeft adds or removes columns on the right and rows at the
// bottom; Center shares them out on both sides.
type Anchor uint8

// The anchors, row by row as on a 3x3 grid.
const (
	TopLeft Anchor = iota
	Top
	TopRight
	Left
	Center
	Right
	BottomLeft
	Bottom
	BottomRight
)

// offset is where the old plan's (0,0) lands in a plan of the new size.
func (a Anchor) offset(oldW, oldH, newW, newH int) (dx, dy int) {
	place := func(k int, old, new int) int {
		switch k {
		case 1:
			return (new - old) / 2
		case 2:
			return new - old
		}
		return 0
	}
	return place(int(a)%3, oldW, newW), place(int(a)/3, oldH, newH)
}

// Resize changes the plan's size to width x height, keeping the anchor in
// place. Everything on cells that still fit is kept: kinds, walls between
// kept cells, exits still on the outline, pits, rivers, treasures and
// items. New cells are land, open to their neighbours. What no longer fits
// goes, tidied as when cut out of the shape: loops close their gaps,
// rivers flowing off the new edge end in a delta (or vanish when a single
// cell is left), and a delta whose rivers are gone becomes land. Sides of
// kept cells that were inner and are now on the outline become monolith;
// old outline sides that are now inner become open. One undo step.
func (d *Document) Resize(width, height int, anchor Anchor) error {
	m := d.ed.m
	if anchor > BottomRight {
		return refuse(CodeBadArgument, "unknown anchor %d", anchor)
	}
	if width < maze.MinSide || height < maze.MinSide || width > maze.MaxSide || height > maze.MaxSide {
		return refuse(CodeTooBig, "size %dx%d: each side must be between %d and %d", width, height, maze.MinSide, maze.MaxSide)
	}
	if width == m.Width() && height == m.Height() {
		return nil
	}
	dx, dy := anchor.offset(m.Width(), m.Height(), width, height)
	n, err := resized(m, width, height, m.Floors(), dx, dy)
	if err != nil {
		return err
	}
	return d.do(fmt.Sprintf("Resize to %dx%d", width, height), func() error {
		d.ed.replace(n)
		return nil
	})
}

// SetFloors changes the number of floors (1 to maze.MaxFloors), adding
// floors of land above or removing the top ones, tidied as Resize does.
func (d *Document) SetFloors(floors int) error {
	m := d.ed.m
	if floors < 1 || floors > maze.MaxFloors {
		return refuse(CodeTooBig, "%d floors: must be between 1 and %d", floors, maze.MaxFloors)
	}
	if floors == m.Floors() {
		return nil
	}
	n, err := resized(m, m.Width(), m.Height(), floors, 0, 0)
	if err != nil {
		return err
	}
	return d.do(fmt.Sprintf("Set %d floors", floors), func() error {
		d.ed.replace(n)
		return nil
	})
}

// resized builds a copy of m of the new size, with m's position (x,y) at
// (x+dx, y+dy).
func resized(m *maze.Maze, w, h, floors, dx, dy int) (*maze.Maze, error) {
	n, err := maze.NewFloors(w, h, floors)
	if err != nil {
		return nil, refuse(CodeTooBig, "%v", err)
	}
	n.Title, n.Players, n.Rules = m.Title, m.Players, cloneRules(m.Rules)
	from := func(q maze.Pos) (maze.Pos, bool) {
		p := maze.Pos{X: q.X - dx, Y: q.Y - dy, Floor: q.Floor}
		return p, m.InGrid(p)
	}
	to := func(p maze.Pos) (maze.Pos, bool) {
		q := maze.Pos{X: p.X + dx, Y: p.Y + dy, Floor: p.Floor}
		return q, n.InGrid(q)
	}
	// Kinds first (SetCell resets the sides of cells leaving the shape),
	// then the sides of kept cells.
	for i := range n.Len() {
		q := n.PosOf(i)
		if p, ok := from(q); ok {
			n.SetCell(q, m.Cell(p))
		}
	}
	for i := range n.Len() {
		q := n.PosOf(i)
		p, kept := from(q)
		if !kept || !n.Inside(q) {
			continue
		}
		for _, dir := range maze.Dirs {
			_, nKept := from(q.Step(dir))
			wasOuter := m.IsOuter(p, dir)
			was := sideValueOf(m, maze.Side{At: p, Dir: dir})
			switch {
			case !n.IsOuter(q, dir) && nKept:
				putSide(n, maze.Side{At: q, Dir: dir}, was) // inner before and after
			case !n.IsOuter(q, dir):
				n.SetSide(q, dir, maze.Open) // the old edge, now next to new land
			case wasOuter:
				putSide(n, maze.Side{At: q, Dir: dir}, was) // an exit still on the outline
			default:
				n.SetSide(q, dir, maze.Solid) // cut off: now the outline
			}
		}
	}
	e := &editor{m: n}
	// Pit loops that lost pits close their gaps.
	lost := map[int]bool{}
	for p, c := range m.Cells {
		if q, ok := to(p); c.Kind == maze.Pit && (!ok || !n.Inside(q)) {
			lost[c.Loop] = true
		}
	}
	for _, l := range slices.Sorted(maps.Keys(lost)) {
		e.normalizeLoop(l)
	}
	// Rivers that flowed into a cell that is gone end there; deltas whose
	// rivers are all gone become land.
	for p, c := range m.Cells {
		q, ok := to(p)
		if !ok {
			continue
		}
		switch c.Kind {
		case maze.River:
			t := p.Step(c.Flow)
			if _, tKept := to(t); m.Inside(t) && !tKept {
				if e.hasInflow(q) {
					e.setCell(q, maze.Cell{Kind: maze.Delta})
				} else {
					e.setCell(q, maze.Cell{Kind: maze.Land})
				}
			}
		case maze.Delta:
			if !e.hasInflow(q) && (&editor{m: m}).hasInflow(p) {
				e.setCell(q, maze.Cell{Kind: maze.Land})
			}
		}
	}
	for _, t := range m.Treasures {
		if q, ok := to(t.At); ok && n.Inside(q) {
			n.Treasures = append(n.Treasures, maze.Treasure{At: q, True: t.True})
		}
	}
	for _, p := range m.Piles {
		if q, ok := to(p.At); ok && n.Inside(q) {
			n.Piles = append(n.Piles, maze.Pile{At: q, Items: p.Items})
		}
	}
	// Staircases, Keys and creatures (format version 2) go with their
	// cells.
	for p := range m.Cells {
		if q, ok := to(p); ok && m.Stairs(p) {
			n.SetStairs(q, true) // refused when either end is gone
		}
	}
	for _, k := range m.Keys {
		if q, ok := to(k); ok && n.Inside(q) {
			n.Keys = append(n.Keys, q)
		}
	}
	for _, c := range m.Creatures {
		if q, ok := to(c.At); ok && n.Inside(q) {
			c.At = q
			n.Creatures = append(n.Creatures, maze.CloneCreatures([]maze.Creature{c})...)
		}
	}
	return n, nil
}

// SetRules attaches a rules configuration to the plan (nil removes it: the
// game's own configuration then applies). A configuration that makes no
// sense (rules.Rules.Check) is refused.
func (d *Document) SetRules(r *rules.Rules) error {
	if r != nil {
		if err := r.Check(); err != nil {
			return refuse(CodeBadArgument, "rules: %v", err)
		}
	}
	return d.do("Set rules", func() error {
		if !sameRules(r, d.ed.m.Rules) {
			d.ed.setRules(r)
		}
		return nil
	})
}

// SetTitle sets the plan's title (free text for the game master).
func (d *Document) SetTitle(title string) error {
	if !utf8.ValidString(title) {
		return refuse(CodeBadArgument, "the title is not valid UTF-8 text")
	}
	return d.do("Set title", func() error {
		if title != d.ed.m.Title {
			d.ed.setTitle(title)
		}
		return nil
	})
}

// SetPlayers sets the number of players the plan is meant for (0 to
// maze.MaxPlayers; 0: unspecified).
func (d *Document) SetPlayers(n int) error {
	if n < 0 || n > maze.MaxPlayers {
		return refuse(CodeBadArgument, "%d players: must be between 0 and %d", n, maze.MaxPlayers)
	}
	return d.do("Set players", func() error {
		if n != d.ed.m.Players {
			d.ed.setPlayers(n)
		}
		return nil
	})
}

// Replace puts a whole new plan in the document as one undo step named
// label: a maze the generator made, or the current one filled around what
// is drawn (see Drawn). The document keeps its own copy.
func (d *Document) Replace(m *maze.Maze, label string) error {
	if m == nil {
		return refuse(CodeBadArgument, "no maze to put in the document")
	}
	if _, err := maze.Encode(m); err != nil {
		return refuse(CodeBadArgument, "the new maze cannot be saved: %v", err)
	}
	if label == "" {
		label = "Replace the maze"
	}
	return d.do(label, func() error {
		if !sameExactly(m, d.ed.m) {
			d.ed.replace(m)
		}
		return nil
	})
}
