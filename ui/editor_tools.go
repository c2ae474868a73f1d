package ui

import (
	"fmt"
	"slices"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/driver/desktop"
	"fyne.io/fyne/v2/widget"

	"github.com/labyrinth-game/labyrinth/app/editor"
	"github.com/labyrinth-game/labyrinth/engine/maze"
	"github.com/labyrinth-game/labyrinth/ui/planview"
	"github.com/labyrinth-game/labyrinth/ui/shell"
	"github.com/labyrinth-game/labyrinth/ui/widgets"
)

// tool is what a click and a drag on the plan do.
type tool uint8

const (
	toolSelect tool = iota
	toolBrush
	toolRect
	toolFill
	toolPick
	toolWalls
	toolPits
	toolRiver
	toolTreasure
	toolItems
	toolShape
)

// toolInfo describes a tool for its button, its tooltip and the F1 sheet;
// its key is in shortcuts.go (toolKeys).
type toolInfo struct {
	tool  tool
	id    string
	name  string
	what  string
	how   string // the options row's hint: what the mouse does
	group int    // buttons of one group sit together
	icon  fyne.Resource
	hover planview.HoverMode
}

var tools = []toolInfo{
	{toolSelect, "select", "Select", "inspect a cell: its kind, treasures, items and pit loop",
		"Click a cell to see and change what lies on it. [ and ] jump along a pit loop; Delete clears the cell.", 0, selectIcon, planview.HoverCells},
	{toolBrush, "brush", "Brush", "paint cells by clicking or dragging",
		"Click or drag to paint. Alt+click picks the kind under the pointer.", 1, brushIcon, planview.HoverCells},
	{toolRect, "rect", "Rectangle", "drag a rectangle of cells to paint",
		"Drag from one corner to the other.", 1, rectIcon, planview.HoverCells},
	{toolFill, "fill", "Fill", "paint the connected cells of one kind, up to the walls",
		"Click to fill the area of the same kind inside the walls; Shift+click fills through walls.", 1, fillIcon, planview.HoverCells},
	{toolPick, "pick", "Eyedropper", "pick the kind of a cell, and the tool that draws it",
		"Click a cell: its kind becomes the paint (a pit, river or delta picks that tool).", 1, pickIcon, planview.HoverCells},
	{toolWalls, "walls", "Walls", "walls on the sides of cells, exits on the border",
		"Click a side: wall on or off; border: monolith, open exit, closed exit. Right-click: open, wall, indestructible. Drag: a run.", 2, wallsIcon, planview.HoverEdges},
	{toolPits, "pits", "Pits", "build a pit loop by clicking its pits in order",
		"Click cells in order, each the next pit of the loop; Enter or Esc finishes. Right-click removes a pit.", 2, pitsIcon, planview.HoverCells},
	{toolRiver, "river", "River", "drag a river from its source to its delta",
		"Drag from the source along the flow; the end becomes the delta, and ending in a river merges into it. Right-click erases a river cell.", 2, riverIcon, planview.HoverCells},
	{toolTreasure, "treasure", "Treasures", "place the true treasure or fake ones",
		"Click: on top of the cell's stack (the true one moves). Right-click: remove the top one.", 3, treasureIcon, planview.HoverCells},
	{toolItems, "items", "Loose items", "put bullets, grenades, landmines or corpses on a cell",
		"Click adds one, right-click takes one away.", 3, itemsIcon, planview.HoverCells},
	{toolShape, "shape", "Shape", "cut cells out of the labyrinth or put them back",
		"Click or drag over cells to cut them out of the shape; starting outside the shape puts cells back.", 3, shapeIcon, planview.HoverCells},
}

func toolOf(t tool) toolInfo {
	for _, ti := range tools {
		if ti.tool == t {
			return ti
		}
	}
	return tools[0]
}

// paintKinds are the kinds the painting tools paint, in the order of their
// keys 1 to 4.
var paintKinds = []maze.Kind{maze.Land, maze.Hospital, maze.Weaponry, maze.Encephalitis}

func kindLabel(k maze.Kind) string {
	s := k.String()
	return strings.ToUpper(s[:1]) + s[1:]
}

// itemKind is what the items tool puts down.
type itemKind uint8

const (
	itemBullets itemKind = iota
	itemGrenades
	itemLandmines
	itemCorpses
)

var itemNames = []string{"Bullets", "Grenades", "Landmines", "Corpses"}

func (k itemKind) count(it *maze.Items) *int {
	switch k {
	case itemGrenades:
		return &it.Grenades
	case itemLandmines:
		return &it.Landmines
	case itemCorpses:
		return &it.Corpses
	}
	return &it.Bullets
}

func isPaintTool(t tool) bool { return t == toolBrush || t == toolRect || t == toolFill }

// setTool chooses a tool.
func (e *editorScreen) setTool(t tool) {
	if e.drag.active {
		return // keys while dragging would change the stroke's meaning
	}
	e.finishLoop()
	e.quiet()
	e.tool = t
	if isPaintTool(t) {
		e.paintTool = t
	}
	if t == toolTreasure {
		_, placed := e.doc.TrueTreasure()
		e.trueGem = !placed // the true one first
	}
	e.view.SetHoverMode(toolOf(t).hover)
	e.view.SetPreview(planview.Preview{})
	e.showSelection()
	e.highlightTool()
	e.updateOptions()
}

// setKind chooses what the painting tools paint, and takes the last
// painting tool if another tool is active.
func (e *editorScreen) setKind(k maze.Kind) {
	e.kind = k
	if !isPaintTool(e.tool) {
		e.setTool(e.paintTool)
		return
	}
	e.updateOptions()
}

func (e *editorScreen) highlightTool() {
	for t, b := range e.toolButtons {
		widgets.SetToggle(b, t == e.tool)
	}
}

// updateOptions fills the options row for the current tool.
func (e *editorScreen) updateOptions() {
	if e.options == nil {
		return
	}
	ti := toolOf(e.tool)
	name := widget.NewLabelWithStyle(ti.name, fyne.TextAlignLeading, fyne.TextStyle{Bold: true})
	objs := []fyne.CanvasObject{name}
	switch {
	case isPaintTool(e.tool) || e.tool == toolPick:
		for _, k := range paintKinds {
			b := e.kindButtons[k]
			b.setSelected(k == e.kind)
			objs = append(objs, b)
		}
	case e.tool == toolTreasure:
		r := widget.NewRadioGroup([]string{"True treasure", "Fake treasure"}, func(s string) { e.trueGem = s == "True treasure" })
		r.Horizontal = true
		if e.trueGem {
			r.Selected = "True treasure"
		} else {
			r.Selected = "Fake treasure"
		}
		r.Required = true
		objs = append(objs, r)
	case e.tool == toolItems:
		r := widget.NewRadioGroup(itemNames, func(s string) { e.item = itemKind(max(0, slices.Index(itemNames, s))) })
		r.Horizontal = true
		r.Selected = itemNames[e.item]
		r.Required = true
		objs = append(objs, r)
	case e.tool == toolPits && e.loop != 0:
		objs = append(objs, widget.NewButton(fmt.Sprintf("Finish loop %d (Enter)", e.loop), e.finishLoop))
	}
	how := ti.how
	if e.tool == toolPits && e.loop != 0 {
		n := len(e.doc.LoopPits(e.loop))
		how = fmt.Sprintf("Building loop %d: %s so far. Click the next cell; Enter, Esc or clicking pit 1 finishes.", e.loop, shell.Counted(n, "pit", "pits"))
	}
	hint := widgets.MutedText(how, fyne.TextWrapOff)
	hint.Truncation = fyne.TextTruncateEllipsis
	e.options.Objects = []fyne.CanvasObject{container.NewBorder(nil, nil, container.NewHBox(objs...), nil, hint)}
	e.options.Refresh()
}

// cellOK reports whether a hit is a cell of the labyrinth.
func (e *editorScreen) cellOK(h planview.Hit) bool { return h.InGrid && e.doc.Maze().Inside(h.Cell) }

// tap is a click (secondary: a right-click) on the plan.
func (e *editorScreen) tap(ev planview.TapEvent, secondary bool) {
	e.quiet()
	if e.drag.active {
		return
	}
	shift := ev.Modifier&fyne.KeyModifierShift != 0
	alt := ev.Modifier&fyne.KeyModifierAlt != 0
	d := e.doc
	switch e.tool {
	case toolSelect:
		if ev.InGrid {
			e.selectCell(ev.Cell)
		}
	case toolBrush, toolRect:
		if !e.cellOK(ev.Hit) {
			return
		}
		if alt || secondary {
			e.pick(ev.Cell)
			return
		}
		e.refused(d.Paint(e.kind, ev.Cell))
	case toolFill:
		if !e.cellOK(ev.Hit) {
			return
		}
		if alt || secondary {
			e.pick(ev.Cell)
			return
		}
		e.view.SetPreview(planview.Preview{})
		e.refused(d.Fill(e.kind, ev.Cell, shift))
	case toolPick:
		if e.cellOK(ev.Hit) {
			e.pick(ev.Cell)
		}
	case toolWalls:
		if !ev.OnEdge {
			e.say("Click nearer a side of a cell: the side under the pointer lights up.")
			return
		}
		if shift || secondary {
			e.refused(d.CycleEdge(ev.Edge))
		} else {
			e.refused(d.ToggleWall(ev.Edge))
		}
	case toolPits:
		if e.cellOK(ev.Hit) {
			e.pitClick(ev.Cell, secondary)
		}
	case toolRiver:
		if !e.cellOK(ev.Hit) {
			return
		}
		if secondary {
			k := d.KindAt(ev.Cell)
			if k == maze.River || k == maze.Delta {
				e.refused(d.Paint(maze.Land, ev.Cell))
			}
			return
		}
		e.say("Drag from cell to cell to draw a river: it flows the way you drag, and the last cell becomes its delta.")
	case toolTreasure:
		if !e.cellOK(ev.Hit) {
			return
		}
		e.selectCell(ev.Cell)
		switch {
		case secondary:
			e.refused(d.RemoveTreasure(ev.Cell))
		case e.trueGem:
			e.refused(d.PlaceTrueTreasure(ev.Cell))
			// There is one true treasure (§8.3): the next clicks add fakes.
			e.trueGem = false
			e.updateOptions()
		default:
			e.refused(d.AddFakeTreasure(ev.Cell))
		}
	case toolItems:
		if !e.cellOK(ev.Hit) {
			return
		}
		e.selectCell(ev.Cell)
		it := d.ItemsAt(ev.Cell)
		n := e.item.count(&it)
		if secondary {
			if *n == 0 {
				return
			}
			*n--
		} else {
			*n++
		}
		e.refused(d.SetItems(ev.Cell, it))
	case toolShape:
		if !ev.InGrid {
			return
		}
		if d.Maze().Inside(ev.Cell) {
			e.refused(d.CutOut(ev.Cell))
		} else {
			e.refused(d.PutBack(ev.Cell))
		}
	}
}

// pick is the eyedropper: the kind under the pointer becomes the paint, or
// picks the tool that draws it.
func (e *editorScreen) pick(p maze.Pos) {
	k := e.doc.KindAt(p)
	switch {
	case editor.Paintable(k):
		e.kind = k
		e.setTool(e.paintTool)
	case k == maze.Pit:
		e.setTool(toolPits)
		e.selectCell(p)
	case k == maze.River || k == maze.Delta:
		e.setTool(toolRiver)
	}
}

// pitClick builds pit loops: the first click makes a new loop (or, on a
// pit, continues that pit's loop), later clicks add the next pits; all of
// it is one stroke, one undo step.
func (e *editorScreen) pitClick(p maze.Pos, secondary bool) {
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
func (e *editorScreen) finishLoop() {
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
func (e *editorScreen) jumpPit(next bool) {
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

// reveal pans to a cell if it is not in view.
func (e *editorScreen) reveal(p maze.Pos) {
	pos, size := e.view.CellRect(p)
	vs := e.view.Size()
	if p.Floor != e.view.Floor() || pos.X < 0 || pos.Y < 0 || pos.X+size.Width > vs.Width || pos.Y+size.Height > vs.Height {
		e.view.ShowCells(p)
		e.overlaysChanged()
	}
}

// selectCell makes p the cell the inspector shows.
func (e *editorScreen) selectCell(p maze.Pos) {
	e.selected, e.hasSelected = p, true
	e.showSelection()
	e.inspector.refresh()
	if e.tabs != nil && e.tabs.SelectedIndex() != 0 && e.tool == toolSelect {
		e.tabs.SelectIndex(0)
	}
}

// showSelection marks the selected cell with the preview overlay, when no
// tool preview is using it.
func (e *editorScreen) showSelection() {
	if e.drag.active {
		return
	}
	if e.hasSelected && (e.tool == toolSelect || e.tool == toolPits || e.tool == toolTreasure || e.tool == toolItems) {
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

// clearSelected makes the selected cell plain land with nothing on it.
func (e *editorScreen) clearSelected() {
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
func (e *editorScreen) dragStart(ev planview.DragEvent) {
	e.finishLoop()
	e.drag = dragState{active: true, last: ev.Start.Position}
	e.quiet() // after the drag began: the plan keeps its place until it ends
	if e.spaceDown {
		e.drag.pan = true
		return
	}
	switch e.tool {
	case toolBrush, toolWalls, toolShape:
		e.doc.BeginStroke(strokeLabel(e))
		e.drag.stroke = true
	}
	if e.tool == toolShape {
		e.drag.cutting = !ev.Start.InGrid || e.doc.Maze().Inside(ev.Start.Cell)
	}
}

func strokeLabel(e *editorScreen) string {
	switch e.tool {
	case toolBrush:
		return "Brush " + e.kind.String()
	case toolShape:
		return "" // the command's own name: cut out, or put back
	}
	return ""
}

// dragMove follows the pointer: a brush paints each cell entered, a wall
// drag draws each side passed, the rectangle and the river show a preview.
func (e *editorScreen) dragMove(ev planview.DragEvent) {
	if !e.drag.active || e.drag.cancelled {
		return
	}
	if e.drag.pan {
		e.view.Pan(ev.Current.Position.X-e.drag.last.X, ev.Current.Position.Y-e.drag.last.Y)
		return
	}
	e.drag.last = ev.Current.Position
	d := e.doc
	switch e.tool {
	case toolBrush:
		if ev.Modifier&fyne.KeyModifierAlt == 0 {
			e.refused(d.Paint(e.kind, ev.NewCells...))
		}
	case toolRect:
		a, b := e.clampRect(ev.Start.Cell, ev.Current.Cell)
		e.view.SetPreview(planview.Preview{Cells: rectCells(a, b)})
	case toolWalls:
		edges := ev.NewEdges
		if !e.drag.edgeSet {
			// The first side decides: starting on a wall erases, else draws.
			k := slices.IndexFunc(edges, func(s maze.Side) bool { return !d.Maze().IsOuter(s.At, s.Dir) })
			if k < 0 {
				return
			}
			edges = edges[k:]
			e.drag.edgeSet = true
			e.drag.edge = maze.Wall
			if ev.Modifier&fyne.KeyModifierShift != 0 {
				e.drag.edge = maze.Solid
			}
			if d.EdgeAt(edges[0]) != maze.Open {
				e.drag.edge = maze.Open
			}
		}
		if len(edges) > 0 {
			e.refused(d.SetEdges(edges, e.drag.edge))
		}
	case toolRiver:
		e.drag.river = extendPath(e.drag.river, d.Maze(), ev.NewCells)
		cut, merges := d.RiverPath(e.drag.river)
		e.view.SetPreview(planview.Preview{Cells: cut})
		switch {
		case len(cut) < 2:
			e.hoverLabel.SetText("River: keep dragging to the next cell")
		case merges:
			e.hoverLabel.SetText(fmt.Sprintf("River of %s, merging at %s", shell.Counted(len(cut)-1, "cell", "cells"), cut[len(cut)-1]))
		default:
			e.hoverLabel.SetText(fmt.Sprintf("River of %s into a delta at %s", shell.Counted(len(cut)-1, "cell", "cells"), cut[len(cut)-1]))
		}
	case toolShape:
		var cells []maze.Pos
		for _, p := range ev.NewCells {
			if e.drag.cutting == d.Maze().Inside(p) {
				cells = append(cells, p)
			}
		}
		if len(cells) == 0 {
			return
		}
		if e.drag.cutting {
			e.refused(d.CutOut(cells...))
		} else {
			e.refused(d.PutBack(cells...))
		}
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

// dragEnd finishes a drag: the stroke becomes one undo step; the
// rectangle and the river are drawn now.
func (e *editorScreen) dragEnd(ev planview.DragEvent) {
	st := e.drag
	e.drag = dragState{}
	if e.relayoutDue {
		e.noticeMoved()
	}
	if !st.active || st.cancelled || st.pan {
		e.showSelection()
		return
	}
	d := e.doc
	if st.stroke {
		d.EndStroke()
	}
	e.view.SetPreview(planview.Preview{})
	switch e.tool {
	case toolRect:
		a, b := e.clampRect(ev.Start.Cell, ev.Current.Cell)
		if ev.Modifier&fyne.KeyModifierAlt != 0 {
			break
		}
		e.refused(d.PaintRect(e.kind, a, b))
	case toolRiver:
		if len(st.river) < 2 {
			e.say("A river needs at least two cells: drag from the source into the next cell.")
			break
		}
		e.refused(d.DrawRiver(st.river))
	case toolWalls:
		if !st.edgeSet && len(ev.Edges) == 1 {
			// A click that moved a little on the border: cycle it.
			e.refused(d.ToggleWall(ev.Edges[0]))
		}
	case toolSelect, toolFill, toolPick, toolPits, toolTreasure, toolItems:
		// Tools that work by clicks take a small slip of the hand as a click.
		if len(ev.Cells) == 1 {
			e.tap(planview.TapEvent{Hit: ev.Start, Modifier: ev.Modifier}, false)
		}
	}
	e.showSelection()
	e.hover(ev.Current)
}

// cancelDrag is Escape during a drag: the stroke is taken back and the rest
// of the drag ignored.
func (e *editorScreen) cancelDrag() bool {
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
func (e *editorScreen) escape() {
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
func (e *editorScreen) clampRect(a, b maze.Pos) (maze.Pos, maze.Pos) {
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
func (e *editorScreen) hover(h planview.Hit) {
	e.lastHover = h
	if e.drag.active && e.tool == toolRiver {
		return // the river's own read-out
	}
	e.hoverLabel.SetText(e.describeHit(h))
	if e.tool == toolFill && !e.drag.active {
		if e.cellOK(h) {
			e.view.SetPreview(planview.Preview{Cells: e.doc.Region(h.Cell, false)})
		} else {
			e.view.SetPreview(planview.Preview{})
		}
	}
}

// describeHit is the hover read-out: the side under the pointer, then the
// cell.
func (e *editorScreen) describeHit(h planview.Hit) string {
	if h.None() {
		return ""
	}
	var parts []string
	if h.OnEdge && (e.tool == toolWalls || e.tool == toolSelect) {
		what := e.doc.EdgeAt(h.Edge).Describe(h.Outer)
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
func (e *editorScreen) keyDown(ev *fyne.KeyEvent) {
	if ev.Name == fyne.KeySpace {
		e.spaceDown = true
		e.view.SetCursor(desktop.CrosshairCursor)
	}
}

func (e *editorScreen) keyUp(ev *fyne.KeyEvent) {
	if ev.Name == fyne.KeySpace {
		e.spaceDown = false
		e.view.SetCursor(desktop.DefaultCursor)
	}
}

// undo and redo step through the history; a pit loop being built is
// finished first, a drag in progress cancelled.
func (e *editorScreen) undo() {
	e.cancelDrag()
	e.finishLoop()
	e.quiet()
	e.doc.Undo()
}

func (e *editorScreen) redo() {
	e.cancelDrag()
	e.finishLoop()
	e.quiet()
	e.doc.Redo()
}
