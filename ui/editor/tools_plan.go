package editor

import (
	"fmt"
	"slices"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/widget"

	"github.com/labyrinth-game/labyrinth/engine/maze"
	"github.com/labyrinth-game/labyrinth/ui/planview"
	"github.com/labyrinth-game/labyrinth/ui/shell"
)

// The tools that draw the plan's structure: walls and exits, pit loops,
// rivers, and the labyrinth's shape.

// wallsTool sets the sides of cells: a click toggles a wall (on the
// border: monolith, open exit, closed exit), a right-click or Shift+click
// cycles open, wall, indestructible; a drag draws a run of one kind.
type wallsTool struct{ toolInfo }

func (*wallsTool) tap(e *Screen, ev planview.TapEvent, secondary bool) {
	if !ev.OnEdge {
		e.say("Click nearer a side of a cell: the side under the pointer lights up.")
		return
	}
	if ev.Modifier&fyne.KeyModifierShift != 0 || secondary {
		e.refused(e.doc.CycleEdge(ev.Edge))
	} else {
		e.refused(e.doc.ToggleWall(ev.Edge))
	}
}

func (*wallsTool) drag(e *Screen, ev planview.DragEvent, phase dragPhase, st *dragState) {
	d := e.doc
	switch phase {
	case dragBegin:
		d.BeginStroke("")
		st.stroke = true
	case dragMove:
		edges := ev.NewEdges
		if !st.edgeSet {
			// The first side decides: starting on a wall erases, else draws.
			k := slices.IndexFunc(edges, func(s maze.Side) bool { return !d.Maze().IsOuter(s.At, s.Dir) })
			if k < 0 {
				return
			}
			edges = edges[k:]
			st.edgeSet = true
			st.edge = maze.Wall
			if ev.Modifier&fyne.KeyModifierShift != 0 {
				st.edge = maze.Solid
			}
			if d.EdgeAt(edges[0]) != maze.Open {
				st.edge = maze.Open
			}
		}
		if len(edges) > 0 {
			e.refused(d.SetEdges(edges, st.edge))
		}
	case dragEnd:
		if !st.edgeSet && len(ev.Edges) == 1 {
			// A click that moved a little on the border: cycle it.
			e.refused(d.ToggleWall(ev.Edges[0]))
		}
	}
}

// pitsTool builds pit loops: the first click makes a new loop (or, on a
// pit, continues that pit's loop), later clicks add the next pits; all of
// it is one stroke, one undo step. A right-click removes a pit.
type pitsTool struct {
	toolInfo
	clicks
}

func (*pitsTool) tap(e *Screen, ev planview.TapEvent, secondary bool) {
	if e.cellOK(ev.Hit) {
		e.pitClick(ev.Cell, secondary)
	}
}

func (t *pitsTool) options(e *Screen) ([]fyne.CanvasObject, string) {
	if e.loop == 0 {
		return nil, t.how
	}
	n := len(e.doc.LoopPits(e.loop))
	return []fyne.CanvasObject{widget.NewButton(fmt.Sprintf("Finish loop %d (Enter)", e.loop), e.finishLoop)},
		fmt.Sprintf("Building loop %d: %s so far. Click the next cell; Enter, Esc or clicking pit 1 finishes.", e.loop, shell.Counted(n, "pit", "pits"))
}

func (e *Screen) pitClick(p maze.Pos, secondary bool) {
	d := e.doc
	c := d.Maze().Cell(p)
	if secondary {
		if c.Kind == maze.Pit {
			e.refused(d.RemovePit(p))
			if len(d.LoopPits(e.loop)) == 0 {
				e.finishLoop()
			}
		}
		e.updateOptions()
		return
	}
	e.selectCell(p)
	if e.loop != 0 && len(d.LoopPits(e.loop)) == 0 {
		e.finishLoop() // the loop went, by an undo or a removal
	}
	if e.loop == 0 {
		d.BeginStroke("") // finishLoop ends it: the loop's clicks are one step
		if c.Kind == maze.Pit {
			e.loop = c.Loop // continue this loop
		} else {
			loop, err := d.NewLoop(p)
			if err != nil {
				d.EndStroke()
				e.refused(err)
				return
			}
			e.loop = loop
		}
		e.overlaysChanged()
		e.updateOptions()
		return
	}
	if c.Kind == maze.Pit && c.Loop == e.loop {
		if c.Order == 1 {
			e.finishLoop() // back at the first pit: the loop is closed
		} else {
			e.say(fmt.Sprintf("%s is already pit %d of loop %d. Click another cell, or Enter to finish.", p, c.Order, e.loop), p)
		}
		return
	}
	e.refused(d.AppendPit(e.loop, p))
	e.updateOptions()
}

// finishLoop ends the pit loop being built: its clicks become one undo step.
func (e *Screen) finishLoop() {
	if e.loop == 0 {
		return
	}
	e.loop = 0
	if e.doc.InStroke() {
		e.doc.EndStroke()
	}
	e.overlaysChanged()
	e.updateOptions()
}

// jumpPit selects the next (or previous) pit of the selected pit's loop.
func (e *Screen) jumpPit(next bool) {
	if !e.hasSelected {
		return
	}
	var p maze.Pos
	var ok bool
	if next {
		p, ok = e.doc.NextPit(e.selected)
	} else {
		p, ok = e.doc.PrevPit(e.selected)
	}
	if !ok {
		return
	}
	e.selectCell(p)
	e.reveal(p)
}

// riverTool draws a river by a drag from its source along the flow; the
// last cell becomes its delta, or it merges into the river it ends in. A
// right-click erases a river cell.
type riverTool struct{ toolInfo }

func (*riverTool) tap(e *Screen, ev planview.TapEvent, secondary bool) {
	if !e.cellOK(ev.Hit) {
		return
	}
	if secondary {
		k := e.doc.KindAt(ev.Cell)
		if k == maze.River || k == maze.Delta {
			e.refused(e.doc.Paint(maze.Land, ev.Cell))
		}
		return
	}
	e.say("Drag from cell to cell to draw a river: it flows the way you drag, and the last cell becomes its delta.")
}

func (*riverTool) drag(e *Screen, ev planview.DragEvent, phase dragPhase, st *dragState) {
	d := e.doc
	switch phase {
	case dragMove:
		st.river = extendPath(st.river, d.Maze(), ev.NewCells)
		cut, merges := d.RiverPath(st.river)
		e.view.SetPreview(planview.Preview{Cells: cut})
		switch {
		case len(cut) < 2:
			e.hoverLabel.SetText("River: keep dragging to the next cell")
		case merges:
			e.hoverLabel.SetText(fmt.Sprintf("River of %s, merging at %s", shell.Counted(len(cut)-1, "cell", "cells"), cut[len(cut)-1]))
		default:
			e.hoverLabel.SetText(fmt.Sprintf("River of %s into a delta at %s", shell.Counted(len(cut)-1, "cell", "cells"), cut[len(cut)-1]))
		}
	case dragEnd:
		if len(st.river) < 2 {
			e.say("A river needs at least two cells: drag from the source into the next cell.")
			return
		}
		e.refused(d.DrawRiver(st.river))
	}
}

// extendPath adds the cells a river drag entered to its path: cells of the
// labyrinth only, and coming back over the path takes it back there, so
// that a game master can undo the end of a drag by retracing it.
func extendPath(path []maze.Pos, m *maze.Maze, cells []maze.Pos) []maze.Pos {
	for _, p := range cells {
		if i := slices.Index(path, p); i >= 0 {
			path = path[:i+1]
			continue
		}
		if len(path) == 0 && !m.Inside(p) {
			continue // a drag may start in the margin
		}
		path = append(path, p)
	}
	return path
}

// shapeTool cuts cells out of the labyrinth's shape, or puts them back: a
// drag that starts inside the shape cuts, one that starts outside puts back.
type shapeTool struct{ toolInfo }

func (*shapeTool) tap(e *Screen, ev planview.TapEvent, _ bool) {
	if !ev.InGrid {
		return
	}
	if e.doc.Maze().Inside(ev.Cell) {
		e.refused(e.doc.CutOut(ev.Cell))
	} else {
		e.refused(e.doc.PutBack(ev.Cell))
	}
}

func (*shapeTool) drag(e *Screen, ev planview.DragEvent, phase dragPhase, st *dragState) {
	d := e.doc
	switch phase {
	case dragBegin:
		d.BeginStroke("") // the command's own name: cut out, or put back
		st.stroke = true
		st.cutting = !ev.Start.InGrid || d.Maze().Inside(ev.Start.Cell)
	case dragMove:
		var cells []maze.Pos
		for _, p := range ev.NewCells {
			if st.cutting == d.Maze().Inside(p) {
				cells = append(cells, p)
			}
		}
		if len(cells) == 0 {
			return
		}
		if st.cutting {
			e.refused(d.CutOut(cells...))
		} else {
			e.refused(d.PutBack(cells...))
		}
	}
}
