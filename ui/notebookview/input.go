package notebookview

import (
	"math"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/driver/desktop"

	"github.com/labyrinth-game/labyrinth/app/notebook"
	"github.com/labyrinth-game/labyrinth/ui/viewport"
)

// The mouse. A click moves the cursor to the cell; near an edge it cycles
// the edge's mark (wall, passage, suspected wall, exit, monolith,
// nothing), elsewhere it puts the brush's mark in the cell (again: takes
// it off). A right click erases the edge or the cell's marks. A drag that
// starts near an edge draws walls along the edges it follows; with a brush,
// a drag from inside a cell paints the cells it crosses; otherwise a drag
// pans, as the middle button always does. The wheel zooms. While a sheet
// is laid over (glue), a drag moves it.

type dragMode uint8

const (
	dragPan dragMode = iota
	dragWalls
	dragPaint
	dragGlue
)

type dragState struct {
	mode    dragMode
	last    fyne.Position
	start   fyne.Position
	cells   []notebook.Cell
	edges   []notebook.Edge
	glueOff notebook.Offset // the offset when the drag began
	stroke  bool
}

// edgeCycle is the order a click takes an edge's mark through.
var edgeCycle = []notebook.EdgeKind{notebook.NoEdge, notebook.Wall, notebook.Passage, notebook.SuspectedWall, notebook.Exit, notebook.Monolith}

func nextEdge(k notebook.EdgeKind) notebook.EdgeKind {
	for i, e := range edgeCycle {
		if e == k {
			return edgeCycle[(i+1)%len(edgeCycle)]
		}
	}
	return notebook.Wall
}

func (v *View) MouseDown(ev *desktop.MouseEvent) {
	v.press = pressState{button: ev.Button, modifier: ev.Modifier}
	v.Commit()
	v.requestFocus()
}

func (v *View) MouseUp(*desktop.MouseEvent) {}

func (v *View) requestFocus() {
	if app := fyne.CurrentApp(); app != nil {
		if c := app.Driver().CanvasForObject(v); c != nil && c.Focused() != v {
			c.Focus(v)
		}
	}
}

// takePress returns the modifiers of the press that led to a click.
func (v *View) takePress() pressState {
	p := v.press
	v.press = pressState{}
	return p
}

func (v *View) Tapped(ev *fyne.PointEvent) {
	v.Commit()
	v.requestFocus()
	te := TapEvent{Hit: v.HitAt(ev.Position), Modifier: v.takePress().modifier}
	if v.OnTap != nil && v.OnTap(te) {
		return
	}
	if v.glue != nil || v.nb == nil || v.sheetNow() == nil {
		return
	}
	h := te.Hit
	v.do(func() error { return v.nb.SetCursor(v.sheet, h.Cell) })
	if h.OnEdge {
		s := v.sheetNow()
		next := nextEdge(s.Edge(h.Edge).Kind)
		m := notebook.EdgeMark{Kind: next, Pen: v.nb.Pen(), Owner: v.nb.Owner()}
		if next == notebook.NoEdge {
			m = notebook.EdgeMark{}
		}
		v.do(func() error { return v.nb.SetEdge(v.sheet, h.Edge, m) })
		return
	}
	switch v.brush {
	case notebook.NoMark:
	case notebook.Note:
		v.askNote()
	default:
		v.do(func() error { return v.nb.MarkAtCursor(v.sheet, v.brush) })
	}
}

func (v *View) TappedSecondary(ev *fyne.PointEvent) {
	v.Commit()
	v.requestFocus()
	te := TapEvent{Hit: v.HitAt(ev.Position), Modifier: v.takePress().modifier, Secondary: true}
	if v.OnTap != nil && v.OnTap(te) {
		return
	}
	if v.glue != nil || v.nb == nil || v.sheetNow() == nil {
		return
	}
	h := te.Hit
	v.do(func() error { return v.nb.SetCursor(v.sheet, h.Cell) })
	if h.OnEdge {
		v.do(func() error { return v.nb.SetEdge(v.sheet, h.Edge, notebook.EdgeMark{}) })
		return
	}
	v.eraseCell(h.Cell)
}

func (v *View) Dragged(ev *fyne.DragEvent) {
	l := v.layout()
	if v.drag == nil {
		pr := v.takePress()
		start := ev.Position.Subtract(ev.Dragged)
		d := &dragState{last: start, start: start}
		startHit := v.hit(start, l, false)
		switch {
		case pr.button == desktop.MouseButtonTertiary || v.nb == nil || v.sheetNow() == nil:
			d.mode = dragPan
		case v.glue != nil:
			d.mode = dragGlue
			d.glueOff = v.glue.off
		case startHit.OnEdge:
			d.mode = dragWalls
		case v.brush != notebook.NoMark && v.brush != notebook.Note:
			d.mode = dragPaint
		default:
			d.mode = dragPan
		}
		if d.mode == dragWalls || d.mode == dragPaint {
			label := "Draw walls"
			if d.mode == dragPaint {
				label = "Paint " + v.brush.String()
			}
			v.nb.BeginStroke(label)
			d.stroke = true
		}
		v.drag = d
		if d.mode == dragWalls {
			d.edges = append(d.edges, startHit.Edge)
			v.drawWall(startHit.Edge)
		}
	}
	d := v.drag
	switch d.mode {
	case dragPan:
		v.Pan(ev.Position.X-d.last.X, ev.Position.Y-d.last.Y)
	case dragGlue:
		if v.glue != nil && l.Cell > 0 {
			dx := int(math.Round(float64((ev.Position.X - d.start.X) / l.Cell)))
			dy := int(math.Round(float64((ev.Position.Y - d.start.Y) / l.Cell)))
			v.SetGlueOffset(notebook.Offset{DX: d.glueOff.DX + dx, DY: d.glueOff.DY + dy})
		}
	case dragWalls:
		n := len(d.edges)
		d.edges = v.extendEdges(d.edges, l, d.last, ev.Position)
		for _, e := range d.edges[n:] {
			v.drawWall(e)
		}
	case dragPaint:
		n := len(d.cells)
		if n == 0 {
			d.cells = extendCells(d.cells, l, d.last, d.last)
			n = 0
		}
		d.cells = extendCells(d.cells, l, d.last, ev.Position)
		for _, c := range d.cells[n:] {
			v.paint(c)
		}
	}
	d.last = ev.Position
	if d.mode != dragPan {
		v.setHover(v.hit(ev.Position, l, false))
	}
}

// drawWall puts a wall, in the tool's pen and colour, on an edge a drag
// passed (leaving one that already is that wall alone).
func (v *View) drawWall(e notebook.Edge) {
	s := v.sheetNow()
	if s == nil {
		return
	}
	m := notebook.EdgeMark{Kind: notebook.Wall, Pen: v.nb.Pen(), Owner: v.nb.Owner()}
	if s.Edge(e) == m {
		return
	}
	v.do(func() error { return v.nb.SetEdge(v.sheet, e, m) })
}

// paint puts the brush's mark in a cell a drag crossed, keeping a river's
// flow or a pit's number already there.
func (v *View) paint(c notebook.Cell) {
	s := v.sheetNow()
	if s == nil {
		return
	}
	m := notebook.CellMark{Kind: v.brush, Pen: v.nb.Pen(), Owner: v.nb.Owner()}
	if old := s.Mark(c, v.brush.Slot()); old.Kind == v.brush {
		m.Flow, m.Pit = old.Flow, old.Pit
	}
	v.do(func() error { return v.nb.SetMark(v.sheet, c, m) })
}

func (v *View) DragEnd() {
	d := v.drag
	v.drag = nil
	if d == nil {
		return
	}
	if d.stroke && v.nb != nil && v.nb.InStroke() {
		v.nb.EndStroke()
	}
}

func (v *View) Scrolled(ev *fyne.ScrollEvent) {
	v.ZoomAt(viewport.WheelZoom(ev.Scrolled.DY), ev.Position)
}

func (v *View) MouseIn(ev *desktop.MouseEvent)    { v.setHover(v.HitAt(ev.Position)) }
func (v *View) MouseMoved(ev *desktop.MouseEvent) { v.setHover(v.HitAt(ev.Position)) }
func (v *View) MouseOut() {
	// The pointer leaves for a button of the screen: what a key was
	// waiting for is done before that button acts on the notebook.
	if v.pending.stroke {
		v.Commit()
	}
	v.setHover(Hit{})
}

func (v *View) Cursor() desktop.Cursor {
	if v.drag != nil && v.drag.mode == dragPan {
		return desktop.DefaultCursor
	}
	if v.hover.OnEdge && v.glue == nil {
		return desktop.CrosshairCursor
	}
	return desktop.DefaultCursor
}

// setHover moves the hover highlight and reports a change of cell or edge.
func (v *View) setHover(h Hit) {
	if h.same(v.hover) {
		v.hover = h
		return
	}
	v.hover = h
	if v.r != nil {
		v.r.layoutHover()
		v.r.layoutRulers()
		v.r.layoutTip()
	}
	if v.OnHover != nil {
		v.OnHover(h)
	}
}

// Hover is what is under the pointer now.
func (v *View) Hover() Hit { return v.hover }
