package editor

import (
	"fyne.io/fyne/v2"

	document "github.com/labyrinth-game/labyrinth/app/editor"
	"github.com/labyrinth-game/labyrinth/engine/maze"
	"github.com/labyrinth-game/labyrinth/ui/planview"
	"github.com/labyrinth-game/labyrinth/ui/shell"
)

// The painting tools (brush, rectangle, fill) paint the kind chosen with
// the swatches; the eyedropper chooses it from the plan.

// paintKinds are the kinds the painting tools paint, in the order of their
// keys 1 to 7: the reference's, then format version 2's.
var paintKinds = []maze.Kind{maze.Land, maze.Hospital, maze.Weaponry, maze.Encephalitis, maze.Swamp, maze.Casino, maze.Elevator}

func kindLabel(k maze.Kind) string { return shell.UpperFirst(k.String()) }

// kindNotes say what the kinds of format version 2 are, in their
// tooltips and the F1 sheet: the reference's kinds need no saying.
var kindNotes = map[maze.Kind]string{
	maze.Swamp:    ": stepping in skips the next move (001 l.105)",
	maze.Casino:   ": a game of chance instead of a move (004 l.30)",
	maze.Elevator: ": goes to the elevator at the same place on the next floor (004 l.56)",
}

// swatches are the options of the tools that paint or pick a kind: one
// button per kind, the chosen one marked.
type swatches struct{}

func (swatches) options(e *Screen) ([]fyne.CanvasObject, string) {
	var objs []fyne.CanvasObject
	for _, k := range paintKinds {
		b := e.kindButtons[k]
		b.setSelected(k == e.kind)
		objs = append(objs, b)
	}
	return objs, e.tool.about().how
}

// brushTool paints each cell it is clicked or dragged over; a drag is one
// undo step.
type brushTool struct {
	toolInfo
	swatches
}

func (*brushTool) tap(e *Screen, ev planview.TapEvent, secondary bool) {
	if e.cellOK(ev.Hit) && !picks(e, ev, secondary) {
		e.refused(e.doc.Paint(e.kind, ev.Cell))
	}
}

// picks is the eyedropper's work in a painting tool: Alt+click or a
// right-click picks the kind under the pointer. It reports whether the
// click was one of those.
func picks(e *Screen, ev planview.TapEvent, secondary bool) bool {
	if ev.Modifier&fyne.KeyModifierAlt == 0 && !secondary {
		return false
	}
	e.pick(ev.Cell)
	return true
}

func (*brushTool) drag(e *Screen, ev planview.DragEvent, phase dragPhase, d *dragState) {
	switch phase {
	case dragBegin:
		e.doc.BeginStroke("Brush " + e.kind.String())
		d.stroke = true
	case dragMove:
		if ev.Modifier&fyne.KeyModifierAlt == 0 {
			e.refused(e.doc.Paint(e.kind, ev.NewCells...))
		}
	}
}

// rectTool paints the rectangle a drag spans, shown while dragging.
type rectTool struct {
	toolInfo
	swatches
}

func (*rectTool) tap(e *Screen, ev planview.TapEvent, secondary bool) {
	toolBrush.tap(e, ev, secondary)
}

func (*rectTool) drag(e *Screen, ev planview.DragEvent, phase dragPhase, _ *dragState) {
	a, b := e.clampRect(ev.Start.Cell, ev.Current.Cell)
	switch phase {
	case dragMove:
		e.view.SetPreview(planview.Preview{Cells: rectCells(a, b)})
	case dragEnd:
		if ev.Modifier&fyne.KeyModifierAlt == 0 {
			e.refused(e.doc.PaintRect(e.kind, a, b))
		}
	}
}

// fillTool paints the region of one kind a click is in, up to the walls
// (Shift: through them); the region under the pointer is shown.
type fillTool struct {
	toolInfo
	swatches
	clicks
}

func (*fillTool) tap(e *Screen, ev planview.TapEvent, secondary bool) {
	if !e.cellOK(ev.Hit) || picks(e, ev, secondary) {
		return
	}
	e.view.SetPreview(planview.Preview{})
	e.refused(e.doc.Fill(e.kind, ev.Cell, ev.Modifier&fyne.KeyModifierShift != 0))
}

func (*fillTool) hovered(e *Screen, h planview.Hit) {
	if e.cellOK(h) {
		e.view.SetPreview(planview.Preview{Cells: e.doc.Region(h.Cell, false)})
	} else {
		e.view.SetPreview(planview.Preview{})
	}
}

// pickTool is the eyedropper.
type pickTool struct {
	toolInfo
	swatches
	clicks
}

func (*pickTool) tap(e *Screen, ev planview.TapEvent, _ bool) {
	if e.cellOK(ev.Hit) {
		e.pick(ev.Cell)
	}
}

// pick is the eyedropper: the kind under the pointer becomes the paint, or
// picks the tool that draws it.
func (e *Screen) pick(p maze.Pos) {
	k := e.doc.KindAt(p)
	switch {
	case document.Paintable(k):
		e.kind = k
		e.setTool(e.paintTool)
	case k == maze.Pit:
		e.setTool(toolPits)
		e.selectCell(p)
	case k == maze.River || k == maze.Delta:
		e.setTool(toolRiver)
	}
}
