package editor

import (
	"slices"

	"github.com/labyrinth-game/labyrinth/engine/maze"
)

// Paintable reports whether the painting tools (brush, rectangle, fill) put
// cells of kind k: land, hospital, weaponry, encephalitis, and format
// version 2's swamp, casino and elevator. Pits, rivers and deltas have
// their own tools, and the shape its own mode.
func Paintable(k maze.Kind) bool {
	switch k {
	case maze.Land, maze.Hospital, maze.Weaponry, maze.Encephalitis, maze.Swamp, maze.Casino, maze.Elevator:
		return true
	}
	return false
}

func checkPaintable(k maze.Kind) error {
	if !Paintable(k) {
		return refuse(CodeBadArgument, "cannot paint %s: the brush paints land, hospital, weaponry, encephalitis, swamp, casino and elevator (pits, rivers and the shape have their own tools)", k)
	}
	return nil
}

func paintLabel(k maze.Kind) string { return "Paint " + k.String() }

// Paint paints cells of the labyrinth with kind k (the brush; call it once
// per cell the pointer enters, inside a stroke). Positions outside the
// shape are left alone. What the cells held is tidied: a pit leaves its
// loop, whose other pits are renumbered 1..N (§4.4); a river cell or delta
// ends its river system there (see docs/editor-model.md). Treasures and
// items stay; validation reports treasures that are no longer on land.
func (d *Document) Paint(k maze.Kind, cells ...maze.Pos) error {
	if err := checkPaintable(k); err != nil {
		return err
	}
	return d.do(paintLabel(k), func() error {
		for _, p := range cells {
			d.ed.paint(p, k)
		}
		return nil
	})
}

func (e *editor) paint(p maze.Pos, k maze.Kind) {
	if !e.m.Inside(p) || e.m.Kind(p) == k {
		return
	}
	e.putCell(p, maze.Cell{Kind: k})
}

// PaintRect paints every cell of the rectangle with corners a and b (in any
// order, on one floor) with kind k, as Paint does.
func (d *Document) PaintRect(k maze.Kind, a, b maze.Pos) error {
	if err := checkPaintable(k); err != nil {
		return err
	}
	if a.Floor != b.Floor {
		return refuse(CodeBadArgument, "a rectangle lies on one floor: %s and %s are on different floors", a, b).at(a, b)
	}
	return d.do(paintLabel(k), func() error {
		for y := min(a.Y, b.Y); y <= max(a.Y, b.Y); y++ {
			for x := min(a.X, b.X); x <= max(a.X, b.X); x++ {
				d.ed.paint(maze.Pos{X: x, Y: y, Floor: a.Floor}, k)
			}
		}
		return nil
	})
}

// Region is the flood-fill region from p: the cells of p's kind connected
// to p through neighbours on the same floor, crossing only open sides
// unless throughWalls. A fill stops at walls because walls are how a game
// master draws rooms; throughWalls fills the whole same-kind area.
func (d *Document) Region(p maze.Pos, throughWalls bool) []maze.Pos {
	m := d.ed.m
	if !m.Inside(p) {
		return nil
	}
	k := m.Kind(p)
	seen := map[maze.Pos]bool{p: true}
	out := []maze.Pos{p}
	for i := 0; i < len(out); i++ {
		q := out[i]
		m.Neighbours(q, func(dir maze.Dir, n maze.Pos) bool {
			if !seen[n] && m.Kind(n) == k && (throughWalls || m.Side(q, dir) == maze.Open) {
				seen[n] = true
				out = append(out, n)
			}
			return true
		})
	}
	slices.SortFunc(out, func(a, b maze.Pos) int { return m.Index(a) - m.Index(b) })
	return out
}

// Fill paints the flood-fill region from p (see Region) with kind k.
func (d *Document) Fill(k maze.Kind, p maze.Pos, throughWalls bool) error {
	if err := checkPaintable(k); err != nil {
		return err
	}
	if !d.ed.m.Inside(p) {
		return refuse(CodeOffPlan, "%s is not a cell of the labyrinth", p).at(p)
	}
	region := d.Region(p, throughWalls)
	return d.do("Fill with "+k.String(), func() error {
		for _, q := range region {
			d.ed.paint(q, k)
		}
		return nil
	})
}

// KindAt is the eyedropper: the kind of the cell at p (Outside off the
// shape). For a pit, river or delta the editor screen picks that tool.
func (d *Document) KindAt(p maze.Pos) maze.Kind { return d.ed.m.Kind(p) }

// CutOut takes cells out of the labyrinth's shape (shape mode). Their sides
// become the monolith, as maze.SetCell does. Whatever lay on them goes:
// treasures, items, Keys and the creatures whose cave it is are removed,
// staircases to and from it go, a pit leaves its loop (renumbered), a
// river cell or delta ends its river system as when painted over. Undo
// brings all of it back exactly.
func (d *Document) CutOut(cells ...maze.Pos) error {
	return d.do("Cut out of the shape", func() error {
		for _, p := range cells {
			if d.ed.m.Inside(p) {
				d.ed.cutOut(p)
			}
		}
		return nil
	})
}

func (e *editor) cutOut(p maze.Pos) {
	m := e.m
	if slices.ContainsFunc(m.Treasures, func(t maze.Treasure) bool { return t.At == p }) {
		e.setTreasures(slices.DeleteFunc(slices.Clone(m.Treasures), func(t maze.Treasure) bool { return t.At == p }))
	}
	if slices.ContainsFunc(m.Piles, func(q maze.Pile) bool { return q.At == p }) {
		e.setPiles(slices.DeleteFunc(slices.Clone(m.Piles), func(q maze.Pile) bool { return q.At == p }))
	}
	e.removeThingsAt(p)
	e.putCell(p, maze.Cell{Kind: maze.Outside})
}

// PutBack puts grid positions back into the shape as land, open to their
// neighbours in the labyrinth and with the monolith on the outline.
func (d *Document) PutBack(cells ...maze.Pos) error {
	return d.do("Put back into the shape", func() error {
		for _, p := range cells {
			if d.ed.m.InGrid(p) && !d.ed.m.Inside(p) {
				d.ed.setCell(p, maze.Cell{Kind: maze.Land})
			}
		}
		return nil
	})
}
