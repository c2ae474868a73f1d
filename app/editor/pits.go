package editor

import (
	"slices"

	"github.com/labyrinth-game/labyrinth/engine/maze"
)

// Pit loops (§4.4). The commands keep every loop they touch numbered 1..N
// in loop order, whatever the file had; loop numbers are labels, kept as
// they are until RenumberLoops. A loop with a single pit is allowed while
// editing (the validator reports it).

func (e *editor) checkCell(p maze.Pos) error {
	if !e.m.Inside(p) {
		return refuse(CodeOffPlan, "%s is not a cell of the labyrinth", p).at(p)
	}
	return nil
}

func (e *editor) checkLoop(loop int) ([]maze.Pos, error) {
	pits := loopPits(e.m, loop)
	if len(pits) == 0 {
		return nil, refuse(CodeNoLoop, "there is no pit loop %d", loop)
	}
	return pits, nil
}

func tooManyLoops() error {
	return refuse(CodeTooBig, "the maze format numbers pit loops up to %d; renumber the loops first", maze.MaxPitNumber)
}

// NewLoop turns the cell at p into pit 1 of a new loop, numbered with the
// smallest number no loop uses, and returns that number. Clicking pits in
// order is NewLoop on the first and AppendPit on the others.
func (d *Document) NewLoop(p maze.Pos) (loop int, err error) {
	if err := d.ed.checkCell(p); err != nil {
		return 0, err
	}
	err = d.do("New pit loop", func() error {
		e := &d.ed
		e.putCell(p, maze.Cell{Kind: maze.Land})
		if loop = freeLoop(e.m); loop > maze.MaxPitNumber {
			return tooManyLoops()
		}
		e.putCell(p, maze.Cell{Kind: maze.Pit, Loop: loop, Order: 1})
		return nil
	})
	return loop, err
}

// AppendPit makes the cell at p the last pit of loop. A pit of another loop
// moves over (its old loop closes the gap); a pit already in this loop
// moves to the end.
func (d *Document) AppendPit(loop int, p maze.Pos) error {
	pits, err := d.ed.checkLoop(loop)
	if err != nil {
		return err
	}
	n := len(pits) + 1
	if slices.Contains(pits, p) {
		n--
	}
	return d.InsertPit(loop, n, p)
}

// InsertPit makes the cell at p pit number order of loop, 1 ≤ order ≤ N+1
// (N the loop's pits other than p); the pits from that number on move one
// up. A pit already in the loop moves to its new place.
func (d *Document) InsertPit(loop, order int, p maze.Pos) error {
	if err := d.ed.checkCell(p); err != nil {
		return err
	}
	pits, err := d.ed.checkLoop(loop)
	if err != nil {
		return err
	}
	pits = slices.DeleteFunc(pits, func(q maze.Pos) bool { return q == p })
	if order < 1 || order > len(pits)+1 {
		return refuse(CodeBadArgument, "pit loop %d has %d other pits: a pit can be number 1 to %d, not %d", loop, len(pits), len(pits)+1, order).at(p)
	}
	if order > maze.MaxPitNumber {
		return refuse(CodeTooBig, "a pit loop holds at most %d pits", maze.MaxPitNumber).at(p)
	}
	return d.do("Add pit to loop", func() error {
		e := &d.ed
		if c := e.m.Cell(p); c.Kind != maze.Pit || c.Loop != loop {
			e.putCell(p, maze.Cell{Kind: maze.Land})
		}
		e.numberLoop(loop, slices.Insert(pits, order-1, p))
		return nil
	})
}

// RemovePit turns the pit at p into land; the rest of its loop closes the
// gap.
func (d *Document) RemovePit(p maze.Pos) error {
	if d.ed.m.Kind(p) != maze.Pit {
		return refuse(CodeBadArgument, "%s is not a pit", p).at(p)
	}
	return d.do("Remove pit", func() error {
		d.ed.putCell(p, maze.Cell{Kind: maze.Land})
		return nil
	})
}

// MovePit gives the pit at p number order in its loop, shifting the others.
func (d *Document) MovePit(p maze.Pos, order int) error {
	c := d.ed.m.Cell(p)
	if c.Kind != maze.Pit {
		return refuse(CodeBadArgument, "%s is not a pit", p).at(p)
	}
	return d.InsertPit(c.Loop, order, p)
}

// ReorderLoop numbers the pits of loop in the order given, which must list
// each of its pits once.
func (d *Document) ReorderLoop(loop int, order []maze.Pos) error {
	pits, err := d.ed.checkLoop(loop)
	if err != nil {
		return err
	}
	a, b := slices.Clone(pits), slices.Clone(order)
	byIndex := func(x, y maze.Pos) int { return d.ed.m.Index(x) - d.ed.m.Index(y) }
	slices.SortFunc(a, byIndex)
	slices.SortFunc(b, byIndex)
	if !slices.Equal(a, b) {
		return refuse(CodeBadArgument, "the new order of pit loop %d must list each of its pits (%s) once", loop, cellList(pits)).at(pits...)
	}
	return d.do("Reorder pit loop", func() error {
		d.ed.numberLoop(loop, order)
		return nil
	})
}

// SplitLoop splits the loop of the pit at p in two: p and the pits after it
// become a new loop (numbered like NewLoop), the pits before p stay. The
// new loop's number is returned. Splitting at pit 1 is refused: it would
// leave nothing behind.
func (d *Document) SplitLoop(p maze.Pos) (loop int, err error) {
	c := d.ed.m.Cell(p)
	if c.Kind != maze.Pit {
		return 0, refuse(CodeBadArgument, "%s is not a pit", p).at(p)
	}
	pits := loopPits(d.ed.m, c.Loop)
	k := slices.Index(pits, p)
	if k == 0 {
		return 0, refuse(CodeBadArgument, "%s is the first pit of loop %d: split at a later pit", p, c.Loop).at(p)
	}
	err = d.do("Split pit loop", func() error {
		e := &d.ed
		if loop = freeLoop(e.m); loop > maze.MaxPitNumber {
			return tooManyLoops()
		}
		e.numberLoop(c.Loop, pits[:k])
		e.numberLoop(loop, pits[k:])
		return nil
	})
	return loop, err
}

// JoinLoops appends the pits of loop b, in their order, to loop a; loop b
// no longer exists afterwards.
func (d *Document) JoinLoops(a, b int) error {
	pa, err := d.ed.checkLoop(a)
	if err != nil {
		return err
	}
	pb, err := d.ed.checkLoop(b)
	if err != nil {
		return err
	}
	if a == b {
		return refuse(CodeBadArgument, "cannot join pit loop %d to itself", a)
	}
	return d.do("Join pit loops", func() error {
		d.ed.numberLoop(a, slices.Concat(pa, pb))
		return nil
	})
}

// RenumberLoops numbers the loops 1..n, keeping their order, and the pits
// of each 1..N.
func (d *Document) RenumberLoops() error {
	return d.do("Renumber pit loops", func() error {
		e := &d.ed
		nums := loopNumbers(e.m)
		all := make([][]maze.Pos, len(nums))
		for i, l := range nums {
			all[i] = loopPits(e.m, l)
		}
		for i, pits := range all {
			e.numberLoop(i+1, pits)
		}
		return nil
	})
}

// Loops lists the loop numbers in use, in increasing order.
func (d *Document) Loops() []int { return loopNumbers(d.ed.m) }

// LoopPits lists the pits of a loop in loop order.
func (d *Document) LoopPits(loop int) []maze.Pos { return loopPits(d.ed.m, loop) }

// NextPit is where jumping along the loop from the pit at p leads (the pit
// a player falling into p comes out of); ok is false when p is not a pit or
// its loop has no other pit.
func (d *Document) NextPit(p maze.Pos) (maze.Pos, bool) { return d.ed.m.NextPit(p) }

// PrevPit is the pit before p in its loop, the one whose player comes out
// at p.
func (d *Document) PrevPit(p maze.Pos) (maze.Pos, bool) {
	c := d.ed.m.Cell(p)
	if c.Kind != maze.Pit {
		return maze.Pos{}, false
	}
	pits := loopPits(d.ed.m, c.Loop)
	if len(pits) < 2 {
		return maze.Pos{}, false
	}
	k := slices.Index(pits, p)
	return pits[(k+len(pits)-1)%len(pits)], true
}
