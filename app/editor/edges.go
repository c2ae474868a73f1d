package editor

import (
	"fmt"

	"github.com/labyrinth-game/labyrinth/engine/maze"
)

// sideOf checks that s is a side of the labyrinth and names it from a cell
// of the labyrinth (the one inside the shape when s lies on the outline).
// outer tells whether it is on the outline.
func (e *editor) sideOf(s maze.Side) (side maze.Side, outer bool, err error) {
	m := e.m
	if !s.Dir.Valid() {
		return s, false, refuse(CodeBadArgument, "side %s: no such direction", s)
	}
	if !m.Inside(s.At) {
		n := s.At.Step(s.Dir)
		if !m.Inside(n) {
			return s, false, refuse(CodeOffPlan, "side %s is not a side of a cell of the labyrinth", s).on(s)
		}
		s = maze.Side{At: n, Dir: s.Dir.Opposite()}
	}
	return s, m.IsOuter(s.At, s.Dir), nil
}

// checkEdge refuses an edge value that blocks a river's flow (§4.5: "a wall
// cannot block the river"). Outer sides are never refused: a river flowing
// out of the labyrinth is already an error the validator reports.
func (e *editor) checkEdge(s maze.Side, outer bool, v maze.Edge) error {
	if v > maze.Solid {
		return refuse(CodeBadArgument, "side %s: unknown edge value %d", s, uint8(v)).on(s)
	}
	if !outer && v.Blocks() && flowAcross(e.m, s.At, s.Dir) {
		from, dir := s.At, s.Dir
		if e.m.Kind(from) != maze.River || e.m.Cell(from).Flow != dir {
			from, dir = s.At.Step(s.Dir), s.Dir.Opposite()
		}
		return refuse(CodeWallBlocksFlow,
			"no %s on %s: the river at %s flows %s through it, and a wall cannot block a river (§4.5)",
			v.Describe(false), s, from, dir).on(s).at(from, from.Step(dir))
	}
	return nil
}

// SetEdge puts edge v on side s: on an inner side open, a wall or an
// indestructible wall; on the outline an open exit, a closed exit or the
// monolith (maze.Edge's three values serve both). A wall across a river's
// flow is refused with a Refusal of code CodeWallBlocksFlow.
func (d *Document) SetEdge(s maze.Side, v maze.Edge) error {
	side, outer, err := d.ed.sideOf(s)
	if err != nil {
		return err
	}
	if err := d.ed.checkEdge(side, outer, v); err != nil {
		return err
	}
	return d.do(edgeLabel(v, outer), func() error {
		d.ed.setSide(side.At, side.Dir, v)
		return nil
	})
}

func edgeLabel(v maze.Edge, outer bool) string {
	switch {
	case outer:
		return "Set " + v.Describe(true)
	case v == maze.Open:
		return "Remove wall"
	}
	return "Draw " + v.Describe(false)
}

// ToggleWall is a click on a side: on an inner side an open side gets a
// wall and a wall of either kind goes; on the outline it cycles like
// CycleEdge.
func (d *Document) ToggleWall(s maze.Side) error {
	side, outer, err := d.ed.sideOf(s)
	if err != nil {
		return err
	}
	if outer {
		return d.CycleEdge(side)
	}
	v := maze.Wall
	if d.ed.m.Side(side.At, side.Dir) != maze.Open {
		v = maze.Open
	}
	return d.SetEdge(side, v)
}

// CycleEdge is a modified click or right-click on a side. An inner side
// cycles open → wall → indestructible wall → open; a wall that would block
// a river's flow is skipped, so on a flow edge it stays open (and a Refusal
// says why). The outline cycles monolith → open exit → closed exit →
// monolith.
func (d *Document) CycleEdge(s maze.Side) error {
	side, outer, err := d.ed.sideOf(s)
	if err != nil {
		return err
	}
	cur := d.ed.m.Side(side.At, side.Dir)
	var next maze.Edge
	if outer {
		switch cur {
		case maze.Solid:
			next = maze.Open
		case maze.Open:
			next = maze.Wall
		default:
			next = maze.Solid
		}
	} else {
		next = (cur + 1) % 3
	}
	if err := d.ed.checkEdge(side, outer, next); err != nil {
		if cur != maze.Open {
			return d.SetEdge(side, maze.Open)
		}
		return err
	}
	return d.SetEdge(side, next)
}

// SetEdges draws a run of sides (a drag along edges): each inner side in
// sides gets edge v. Sides on the outline are skipped, so that a run drawn
// along the border never makes exits by accident; exits are set one side
// at a time. Sides where v would block a river are skipped too, and
// reported in one Refusal once the others are set; sides that are not sides
// of the labyrinth are refused before anything is set.
func (d *Document) SetEdges(sides []maze.Side, v maze.Edge) error {
	if v > maze.Solid {
		return refuse(CodeBadArgument, "unknown edge value %d", uint8(v))
	}
	type target struct {
		side  maze.Side
		outer bool
	}
	var ts []target
	for _, s := range sides {
		side, outer, err := d.ed.sideOf(s)
		if err != nil {
			return err
		}
		ts = append(ts, target{side, outer})
	}
	var blocked []maze.Side
	var cells []maze.Pos
	err := d.do(edgeLabel(v, false), func() error {
		for _, t := range ts {
			if t.outer {
				continue
			}
			if err := d.ed.checkEdge(t.side, false, v); err != nil {
				blocked = append(blocked, t.side)
				cells = append(cells, err.(*Refusal).Cells...)
				continue
			}
			d.ed.setSide(t.side.At, t.side.Dir, v)
		}
		return nil
	})
	if err != nil || len(blocked) == 0 {
		return err
	}
	what := "wall was"
	if len(blocked) > 1 {
		what = "walls were"
	}
	return &Refusal{
		Code: CodeWallBlocksFlow,
		Message: fmt.Sprintf("%d %s not drawn, across the flow of a river at %s: a wall cannot block a river (§4.5)",
			len(blocked), what, sideList(blocked)),
		Sides: blocked, Cells: cells,
	}
}

// EdgeAt is the edge on side s ("what is on this side?").
func (d *Document) EdgeAt(s maze.Side) maze.Edge { return d.ed.m.Side(s.At, s.Dir) }
