package editor

import (
	"slices"

	"github.com/labyrinth-game/labyrinth/engine/maze"
)

// Treasures (§3.1) and loose items (§5). Several treasures on a cell form a
// stack, lowest first (§5.8); stacks are given as []bool, true for the true
// treasure.

// TreasuresAt is the treasure stack on p, lowest first.
func (d *Document) TreasuresAt(p maze.Pos) []bool { return stackOf(d.ed.m.Treasures, p) }

// TrueTreasure is where the true treasure lies; ok is false when there is
// none (or there are several, which only a file can hold: the first).
func (d *Document) TrueTreasure() (p maze.Pos, ok bool) {
	for _, t := range d.ed.m.Treasures {
		if t.True {
			return t.At, true
		}
	}
	return maze.Pos{}, false
}

// PlaceTrueTreasure puts the true treasure on top of the stack at p. There
// is exactly one true treasure (§8.3), so placing it moves it: every other
// true treasure goes. The validator reports it if p is not land.
func (d *Document) PlaceTrueTreasure(p maze.Pos) error {
	if err := d.ed.checkCell(p); err != nil {
		return err
	}
	return d.do("Place the true treasure", func() error {
		ts := slices.DeleteFunc(slices.Clone(d.ed.m.Treasures), func(t maze.Treasure) bool { return t.True })
		d.ed.setTreasures(append(ts, maze.Treasure{At: p, True: true}))
		return nil
	})
}

// AddFakeTreasure puts a fake treasure on top of the stack at p.
func (d *Document) AddFakeTreasure(p maze.Pos) error {
	if err := d.ed.checkCell(p); err != nil {
		return err
	}
	return d.do("Add a fake treasure", func() error {
		d.ed.setTreasures(append(slices.Clone(d.ed.m.Treasures), maze.Treasure{At: p}))
		return nil
	})
}

// RemoveTreasure removes the top treasure of the stack at p (nothing
// happens, and no step is added, when there is none).
func (d *Document) RemoveTreasure(p maze.Pos) error {
	return d.do("Remove a treasure", func() error {
		ts := d.ed.m.Treasures
		for i := len(ts) - 1; i >= 0; i-- {
			if ts[i].At == p {
				d.ed.setTreasures(slices.Delete(slices.Clone(ts), i, i+1))
				break
			}
		}
		return nil
	})
}

// SetTreasureStack replaces the stack at p, lowest first (to reorder it, or
// clear it with an empty stack). A stack holding the true treasure moves it
// here; a stack with two true treasures is refused.
func (d *Document) SetTreasureStack(p maze.Pos, stack []bool) error {
	if err := d.ed.checkCell(p); err != nil {
		return err
	}
	trues := 0
	for _, t := range stack {
		if t {
			trues++
		}
	}
	if trues > 1 {
		return refuse(CodeBadArgument, "a stack at %s with %d true treasures: there is exactly one (§8.3)", p, trues).at(p)
	}
	return d.do("Set treasures", func() error {
		old := d.ed.m.Treasures
		var ts []maze.Treasure
		at := -1 // where the stack goes: where its first treasure was
		for _, t := range old {
			switch {
			case t.At == p:
				if at < 0 {
					at = len(ts)
				}
			case t.True && trues > 0:
			default:
				ts = append(ts, t)
			}
		}
		if at < 0 {
			at = len(ts)
		}
		var put []maze.Treasure
		for _, t := range stack {
			put = append(put, maze.Treasure{At: p, True: t})
		}
		ts = slices.Insert(ts, at, put...)
		if !slices.Equal(ts, old) {
			d.ed.setTreasures(ts)
		}
		return nil
	})
}

// ItemsAt is what lies loose on p.
func (d *Document) ItemsAt(p maze.Pos) maze.Items { return pileAt(d.ed.m.Piles, p) }

// SetItems sets what lies loose on p: bullets, grenades, landmines,
// corpses, and format version 2's knives, boats, boomerangs and cement,
// each 0 to maze.MaxItemCount; all zero clears the cell.
func (d *Document) SetItems(p maze.Pos, it maze.Items) error {
	if err := d.ed.checkCell(p); err != nil {
		return err
	}
	for _, n := range [...]int{it.Bullets, it.Grenades, it.Landmines, it.Corpses, it.Knives, it.Boats, it.Boomerangs, it.Cement} {
		if n < 0 || n > maze.MaxItemCount {
			return refuse(CodeBadArgument, "items on %s: %d is out of range (0 to %d)", p, n, maze.MaxItemCount).at(p)
		}
	}
	return d.do("Set items", func() error {
		ps := slices.Clone(d.ed.m.Piles)
		i := slices.IndexFunc(ps, func(q maze.Pile) bool { return q.At == p })
		switch {
		case i >= 0 && it.Empty():
			ps = slices.Delete(ps, i, i+1)
		case i >= 0:
			if ps[i].Items == it {
				return nil
			}
			ps[i].Items = it
		case it.Empty():
			return nil
		default:
			ps = append(ps, maze.Pile{At: p, Items: it})
		}
		d.ed.setPiles(ps)
		return nil
	})
}
