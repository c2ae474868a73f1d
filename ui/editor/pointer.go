package editor

import (
	"fmt"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/driver/desktop"
	"fyne.io/fyne/v2/widget"

	"github.com/labyrinth-game/labyrinth/engine/maze"
	"github.com/labyrinth-game/labyrinth/ui/planview"
	"github.com/labyrinth-game/labyrinth/ui/widgets"
)

// setTool chooses a tool.
func (e *Screen) setTool(t tool) {
	if e.drag.active {
		return // keys while dragging would change the stroke's meaning
	}
	e.finishLoop()
	e.quiet()
	e.tool = t
	if t.about().paints {
		e.paintTool = t
	}
	if c, ok := t.(chooser); ok {
		c.chosen(e)
	}
	e.view.SetHoverMode(t.about().hover)
	e.view.SetPreview(planview.Preview{})
	e.showSelection()
	e.highlightTool()
	e.updateOptions()
}

// setKind chooses what the painting tools paint, and takes the last
// painting tool if another tool is active.
func (e *Screen) setKind(k maze.Kind) {
	e.kind = k
	if !e.tool.about().paints {
		e.setTool(e.paintTool)
		return
	}
	e.updateOptions()
}

func (e *Screen) highlightTool() {
	for t, b := range e.toolButtons {
		widgets.SetToggle(b, t == e.tool)
	}
}

// updateOptions fills the options row for the current tool: its name,
// its options, and how to use it.
func (e *Screen) updateOptions() {
	if e.options == nil {
		return
	}
	ti := e.tool.about()
	name := widget.NewLabelWithStyle(ti.name, fyne.TextAlignLeading, fyne.TextStyle{Bold: true})
	objs := []fyne.CanvasObject{name}
	how := ti.how
	if o, ok := e.tool.(optioner); ok {
		var more []fyne.CanvasObject
		more, how = o.options(e)
		objs = append(objs, more...)
	}
	hint := widgets.MutedText(how, fyne.TextWrapOff)
	hint.Truncation = fyne.TextTruncateEllipsis
	e.options.Objects = []fyne.CanvasObject{container.NewBorder(nil, nil, container.NewHBox(objs...), nil, hint)}
	e.options.Refresh()
}

// cellOK reports whether a hit is a cell of the labyrinth.
func (e *Screen) cellOK(h planview.Hit) bool { return h.InGrid && e.doc.Maze().Inside(h.Cell) }

// tap is a click (secondary: a right-click) on the plan: the tool's.
func (e *Screen) tap(ev planview.TapEvent, secondary bool) {
	e.quiet()
	if e.drag.active {
		return
	}
	e.tool.tap(e, ev, secondary)
}

// reveal pans to a cell if it is not in view.
func (e *Screen) reveal(p maze.Pos) {
	pos, size := e.view.CellRect(p)
	vs := e.view.Size()
	if p.Floor != e.view.Floor() || pos.X < 0 || pos.Y < 0 || pos.X+size.Width > vs.Width || pos.Y+size.Height > vs.Height {
		e.view.ShowCells(p)
		e.overlaysChanged()
	}
}

// selectCell makes p the cell the inspector shows.
func (e *Screen) selectCell(p maze.Pos) {
	e.selected, e.hasSelected = p, true
	e.showSelection()
	e.inspector.refresh()
	if e.tabs != nil && e.tabs.SelectedIndex() != 0 && e.tool == tool(toolSelect) {
		e.tabs.SelectIndex(0)
	}
}

// showSelection marks the selected cell with the preview overlay, when no
// tool preview is using it.
func (e *Screen) showSelection() {
	if e.drag.active {
		return
	}
	if e.hasSelected && e.tool.about().showsSelection {
		// An outline, so that what lies on the cell stays readable.
		var sides []maze.Side
		for _, d := range maze.Dirs {
			sides = append(sides, maze.Side{At: e.selected, Dir: d})
		}
		e.view.SetPreview(planview.Preview{Edges: sides})
		return
	}
	e.view.SetPreview(planview.Preview{})
}

// clearSelected makes the selected cell plain land with nothing on it: no
// treasures, items, Keys or creatures' caves.
func (e *Screen) clearSelected() {
	if !e.hasSelected || !e.doc.Maze().Inside(e.selected) {
		return
	}
	e.finishLoop()
	p, d := e.selected, e.doc
	d.BeginStroke("Clear " + p.String())
	err := d.Paint(maze.Land, p)
	if err == nil {
		err = d.SetTreasureStack(p, nil)
	}
	if err == nil {
		err = d.SetItems(p, maze.Items{})
	}
	for err == nil && d.KeysAt(p) > 0 {
		err = d.RemoveKey(p)
	}
	for err == nil && len(d.CreaturesAt(p)) > 0 {
		err = d.RemoveCreature(p)
	}
	d.EndStroke()
	e.refused(err)
}

// dragState follows one drag on the plan.
type dragState struct {
	active    bool
	pan       bool // Space+drag pans
	cancelled bool // Escape ended the stroke; ignore the rest of the drag
	stroke    bool // a document stroke is open for it
	last      fyne.Position
	edge      maze.Edge // what a wall drag draws
	edgeSet   bool
	cutting   bool // a shape drag cuts (else puts back)
	river     []maze.Pos
}

// dragStart begins a drag with the primary button.
func (e *Screen) dragStart(ev planview.DragEvent) {
	e.finishLoop()
	e.drag = dragState{active: true, last: ev.Start.Position}
	e.quiet() // after the drag began: the plan keeps its place until it ends
	if e.spaceDown {
		e.drag.pan = true
		return
	}
	e.tool.drag(e, ev, dragBegin, &e.drag)
}

// dragMove follows the pointer: a brush paints each cell entered, a wall
// drag draws each side passed, the rectangle and the river show a preview.
func (e *Screen) dragMove(ev planview.DragEvent) {
	if !e.drag.active || e.drag.cancelled {
		return
	}
	if e.drag.pan {
		e.view.Pan(ev.Current.Position.X-e.drag.last.X, ev.Current.Position.Y-e.drag.last.Y)
		return
	}
	e.drag.last = ev.Current.Position
	e.tool.drag(e, ev, dragMove, &e.drag)
}

// dragEnd finishes a drag: the stroke becomes one undo step; the
// rectangle and the river are drawn now.
func (e *Screen) dragEnd(ev planview.DragEvent) {
	st := e.drag
	e.drag = dragState{}
	if e.relayoutDue {
		e.noticeMoved()
	}
	if !st.active || st.cancelled || st.pan {
		e.showSelection()
		return
	}
	if st.stroke {
		e.doc.EndStroke()
	}
	e.view.SetPreview(planview.Preview{})
	e.tool.drag(e, ev, dragEnd, &st)
	e.showSelection()
	e.hover(ev.Current)
}

// cancelDrag is Escape during a drag: the stroke is taken back and the rest
// of the drag ignored.
func (e *Screen) cancelDrag() bool {
	if !e.drag.active || e.drag.cancelled {
		return false
	}
	if e.drag.stroke {
		e.doc.CancelStroke()
	}
	e.drag.cancelled = true
	e.drag.stroke = false
	e.view.SetPreview(planview.Preview{})
	return true
}

// escape cancels what is in progress, one thing at a time.
func (e *Screen) escape() {
	switch {
	case e.cancelDrag():
		e.tell("Drag cancelled.")
	case e.loop != 0:
		e.finishLoop()
	case len(e.flash) > 0 || e.notice.Visible():
		e.quiet()
	case e.problem != nil:
		e.problems.clearSelection()
	case e.hasSelected:
		e.hasSelected = false
		e.showSelection()
		e.inspector.refresh()
	}
}

// clampRect keeps a rectangle's corners on the grid.
func (e *Screen) clampRect(a, b maze.Pos) (maze.Pos, maze.Pos) {
	m := e.doc.Maze()
	c := func(p maze.Pos) maze.Pos {
		return maze.Pos{X: max(0, min(p.X, m.Width()-1)), Y: max(0, min(p.Y, m.Height()-1)), Floor: e.view.Floor()}
	}
	return c(a), c(b)
}

func rectCells(a, b maze.Pos) []maze.Pos {
	var out []maze.Pos
	for y := min(a.Y, b.Y); y <= max(a.Y, b.Y); y++ {
		for x := min(a.X, b.X); x <= max(a.X, b.X); x++ {
			out = append(out, maze.Pos{X: x, Y: y, Floor: a.Floor})
		}
	}
	return out
}

// hover shows what is under the pointer in the status bar, and the fill
// tool's region.
func (e *Screen) hover(h planview.Hit) {
	e.lastHover = h
	if e.drag.active && e.tool.about().ownReadout {
		return // the tool's own read-out (a river's length)
	}
	e.hoverLabel.SetText(e.describeHit(h))
	if t, ok := e.tool.(hoverer); ok && !e.drag.active {
		t.hovered(e, h)
	}
}

// describeHit is the hover read-out: the side under the pointer, then the
// cell.
func (e *Screen) describeHit(h planview.Hit) string {
	if h.None() {
		return ""
	}
	var parts []string
	if h.OnEdge && e.tool.about().describesSides {
		what := e.doc.DescribeSide(h.Edge)
		if h.Outer {
			parts = append(parts, fmt.Sprintf("border %s: %s", h.Edge, what))
		} else {
			parts = append(parts, fmt.Sprintf("side between %s and %s: %s", h.Edge.At, h.Edge.At.Step(h.Edge.Dir), what))
		}
	}
	if h.InGrid {
		parts = append(parts, e.doc.Describe(h.Cell))
	}
	return strings.Join(parts, " · ")
}

// keyDown and keyUp follow the Space bar, which turns a drag into a pan.
func (e *Screen) keyDown(ev *fyne.KeyEvent) {
	if ev.Name == fyne.KeySpace {
		e.spaceDown = true
		e.view.SetCursor(desktop.CrosshairCursor)
	}
}

func (e *Screen) keyUp(ev *fyne.KeyEvent) {
	if ev.Name == fyne.KeySpace {
		e.spaceDown = false
		e.view.SetCursor(desktop.DefaultCursor)
	}
}

// undo and redo step through the history; a pit loop being built is
// finished first, a drag in progress cancelled.
func (e *Screen) undo() {
	e.cancelDrag()
	e.finishLoop()
	e.quiet()
	e.doc.Undo()
}

func (e *Screen) redo() {
	e.cancelDrag()
	e.finishLoop()
	e.quiet()
	e.doc.Redo()
}
