package notebookview

import (
	"fmt"
	"image"
	"image/color"
	"math"
	"slices"
	"strings"
	"unicode"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/theme"

	"github.com/labyrinth-game/labyrinth/app/notebook"
	"github.com/labyrinth-game/labyrinth/engine/maze"
	"github.com/labyrinth-game/labyrinth/ui/raster"
	"github.com/labyrinth-game/labyrinth/ui/viewport"
)

// The renderer holds the paper raster (the cached picture of the sheet)
// and the overlays: canvas objects moved over it, so that the cursor,
// hovering, the glue, tokens and trails never repaint the sheet.

// maxHighlighted caps the cells and edges a Highlight outlines.
const maxHighlighted = 400

type viewRenderer struct {
	v     *View
	paper *canvas.Raster

	glueImg, glueVerdicts *canvas.Raster
	glueOutline           *canvas.Rectangle

	hlCells, hlEdges viewport.Pool[*canvas.Rectangle]
	trailLines       viewport.Pool[*canvas.Line]
	trailStarts      viewport.Pool[*canvas.Circle]
	tokenDiscs       viewport.Pool[*canvas.Circle]
	tokenLabels      viewport.Pool[*canvas.Text]
	hoverCell        *canvas.Rectangle
	hoverEdge        *canvas.Rectangle
	cursorDashes     viewport.Pool[*canvas.Rectangle]
	rulerTop         *canvas.Rectangle
	rulerLeft        *canvas.Rectangle
	rulerHLx         *canvas.Rectangle
	rulerHLy         *canvas.Rectangle
	rulerHLxText     *canvas.Text
	rulerHLyText     *canvas.Text
	rulerLabels      viewport.Pool[*canvas.Text]
	ruler            rulerState
	rulerDone        bool
	rulerMarked      rulerMark
	rulerLaid        []rulerLabel
	rulerLeftW       float32
	rulerLabelW      float32
	tipBg            *canvas.Rectangle
	tipLines         viewport.Pool[*canvas.Text]
	hintBg           *canvas.Rectangle
	hintText         *canvas.Text
	statusBg         *canvas.Rectangle
	statusSwatch     *canvas.Circle
	statusText       *canvas.Text

	objects      []fyne.CanvasObject
	objectsDirty bool
}

func newViewRenderer(v *View) *viewRenderer {
	r := &viewRenderer{v: v}
	r.paper = canvas.NewRaster(v.generate)
	r.paper.ScaleMode = canvas.ImageScalePixels
	r.glueImg = canvas.NewRaster(func(w, h int) image.Image {
		if v.glue == nil {
			return image.NewRGBA(image.Rect(0, 0, 1, 1))
		}
		v.glueImage(v.zoom.Grid().C)
		return v.glue.img
	})
	r.glueVerdicts = canvas.NewRaster(func(w, h int) image.Image {
		if v.glue == nil || v.glue.verdicts == nil {
			return image.NewNRGBA(image.Rect(0, 0, 1, 1))
		}
		return v.glue.verdicts
	})
	r.glueVerdicts.ScaleMode = canvas.ImageScalePixels
	r.glueOutline = canvas.NewRectangle(color.Transparent)
	for _, o := range []fyne.CanvasObject{r.glueImg, r.glueVerdicts, r.glueOutline} {
		o.Hide()
	}
	rect := func() *canvas.Rectangle { return canvas.NewRectangle(color.Transparent) }
	text := func() *canvas.Text {
		t := canvas.NewText("", nil)
		t.TextStyle.Bold = true
		return t
	}
	r.hlCells = viewport.NewPool(rect, &r.objectsDirty)
	r.hlEdges = viewport.NewPool(rect, &r.objectsDirty)
	r.trailLines = viewport.NewPool(func() *canvas.Line { return canvas.NewLine(nil) }, &r.objectsDirty)
	r.trailStarts = viewport.NewPool(func() *canvas.Circle { return canvas.NewCircle(nil) }, &r.objectsDirty)
	r.tokenDiscs = viewport.NewPool(func() *canvas.Circle { return canvas.NewCircle(nil) }, &r.objectsDirty)
	r.tokenLabels = viewport.NewPool(func() *canvas.Text {
		t := text()
		t.Alignment = fyne.TextAlignCenter
		return t
	}, &r.objectsDirty)
	r.tipLines = viewport.NewPool(func() *canvas.Text { return canvas.NewText("", nil) }, &r.objectsDirty)
	r.hoverCell, r.hoverEdge = rect(), rect()
	r.cursorDashes = viewport.NewPool(rect, &r.objectsDirty)
	r.rulerTop, r.rulerLeft, r.rulerHLx, r.rulerHLy = rect(), rect(), rect(), rect()
	r.rulerHLxText, r.rulerHLyText = canvas.NewText("", nil), canvas.NewText("", nil)
	r.rulerLabels = viewport.NewPool(func() *canvas.Text { return canvas.NewText("", nil) }, &r.objectsDirty)
	r.tipBg, r.hintBg, r.statusBg = rect(), rect(), rect()
	r.hintText, r.statusText = text(), canvas.NewText("", nil)
	r.statusSwatch = canvas.NewCircle(nil)
	for _, o := range []fyne.CanvasObject{r.hoverCell, r.hoverEdge, r.rulerTop, r.rulerLeft, r.rulerHLx, r.rulerHLy, r.rulerHLxText, r.rulerHLyText, r.tipBg, r.hintBg, r.hintText, r.statusBg, r.statusText, r.statusSwatch} {
		o.Hide()
	}
	r.objectsDirty = true
	return r
}

// Objects lists the paper under the overlays, in drawing order.
func (r *viewRenderer) Objects() []fyne.CanvasObject {
	if r.objectsDirty {
		objs := []fyne.CanvasObject{r.paper}
		objs = append(objs, r.hlCells.Objects()...)
		objs = append(objs, r.hlEdges.Objects()...)
		objs = append(objs, r.trailLines.Objects()...)
		objs = append(objs, r.trailStarts.Objects()...)
		objs = append(objs, r.tokenDiscs.Objects()...)
		objs = append(objs, r.tokenLabels.Objects()...)
		objs = append(objs, r.glueImg, r.glueVerdicts, r.glueOutline)
		objs = append(objs, r.hoverCell, r.hoverEdge)
		objs = append(objs, r.cursorDashes.Objects()...)
		objs = append(objs, r.rulerTop, r.rulerLeft)
		objs = append(objs, r.rulerLabels.Objects()...)
		objs = append(objs, r.rulerHLx, r.rulerHLy, r.rulerHLxText, r.rulerHLyText)
		objs = append(objs, r.tipBg)
		objs = append(objs, r.tipLines.Objects()...)
		objs = append(objs, r.hintBg, r.hintText, r.statusBg, r.statusSwatch, r.statusText)
		r.objects = objs
		r.objectsDirty = false
	}
	return r.objects
}

// IsClip makes Fyne clip the overlays to the view.
func (r *viewRenderer) IsClip() {}

func (r *viewRenderer) Destroy() {}

func (r *viewRenderer) MinSize() fyne.Size { return fyne.NewSquareSize(64) }

func (r *viewRenderer) Layout(size fyne.Size) {
	v := r.v
	if c := fyne.CurrentApp().Driver().CanvasForObject(v); c != nil && v.zoom.Scale == 1 {
		v.zoom.Scale = c.Scale()
	}
	v.place()
	r.paper.Resize(size)
	r.layoutOverlays()
	v.followToken()
}

// Refresh follows a theme change: the sheet is redrawn and the overlays
// recoloured.
func (r *viewRenderer) Refresh() {
	r.v.updatePalette()
	r.layoutOverlays()
	r.refreshObj(r.paper)
}

func (r *viewRenderer) layoutOverlays() {
	r.v.updatePalette()
	r.layoutGlue()
	r.layoutHighlight()
	r.layoutTrails()
	r.layoutTokens()
	r.layoutHover()
	r.layoutCursor()
	r.layoutRulers()
	r.layoutTip()
	r.layoutStatus()
}

// edgeBar is the rectangle of thickness t along edge e, right of its cell
// or below it.
func edgeBar(l viewport.Layout, e notebook.Edge, t float32) (fyne.Position, fyne.Size) {
	if e.Dir == maze.Right {
		return l.Bar(e.At.X, e.At.Y, maze.Right, t)
	}
	return l.Bar(e.At.X, e.At.Y, maze.Down, t)
}

func barWidth(l viewport.Layout) float32 { return max(4, l.Cell*0.2) }

func (r *viewRenderer) textSize() float32 {
	return r.v.Theme().Size(theme.SizeNameText)
}

// inView reports whether a rectangle meets the view.
func (r *viewRenderer) inView(pos fyne.Position, size fyne.Size) bool {
	s := r.v.Size()
	return pos.X+size.Width >= 0 && pos.Y+size.Height >= 0 && pos.X <= s.Width && pos.Y <= s.Height
}

func (r *viewRenderer) layoutGlue() {
	v := r.v
	g := v.glue
	if g == nil {
		for _, o := range []fyne.CanvasObject{r.glueImg, r.glueVerdicts, r.glueOutline} {
			if o.Visible() {
				o.Hide()
			}
		}
		return
	}
	l := v.layout()
	pos, _ := v.CellRect(g.lo.Add(g.off))
	size := fyne.NewSize(float32(g.hi.X-g.lo.X+1)*l.Cell, float32(g.hi.Y-g.lo.Y+1)*l.Cell)
	if g.cpx == v.zoom.Grid().C {
		r.glueImg.ScaleMode = canvas.ImageScalePixels
	} else {
		r.glueImg.ScaleMode = canvas.ImageScaleSmooth
	}
	for _, o := range []fyne.CanvasObject{r.glueImg, r.glueVerdicts} {
		o.Move(pos)
		o.Resize(size)
		o.Show()
		r.refreshObj(o)
	}
	// The outline goes round B's drawing, not the spare cells.
	r.glueOutline.Move(pos.AddXY(l.Cell, l.Cell))
	r.glueOutline.Resize(fyne.NewSize(size.Width-2*l.Cell, size.Height-2*l.Cell))
	r.glueOutline.StrokeColor = raster.WithAlpha(v.pal.Outline, 0xc0)
	r.glueOutline.StrokeWidth = 2
	r.glueOutline.CornerRadius = 3
	r.glueOutline.FillColor = raster.WithAlpha(v.pal.Outline, 0x10)
	r.glueOutline.Show()
	r.refreshObj(r.glueOutline)
}

func (r *viewRenderer) layoutHighlight() {
	v := r.v
	l := v.layout()
	col := v.pal.Plan.Problem
	if v.highlight.Color != nil {
		col = raster.NRGBA(v.highlight.Color)
	}
	n := 0
	for _, c := range v.highlight.Cells {
		if n == maxHighlighted {
			break
		}
		pos, size := v.CellRect(c)
		if !r.inView(pos, size) {
			continue
		}
		b := r.hlCells.Get(n)
		n++
		b.FillColor = raster.WithAlpha(col, 0x40)
		b.StrokeColor = col
		b.StrokeWidth = max(2, l.Cell/14)
		b.Move(pos)
		b.Resize(size)
		r.refreshObj(b)
	}
	r.hlCells.HideFrom(n)
	n = 0
	for _, e := range v.highlight.Edges {
		if n == maxHighlighted {
			break
		}
		pos, size := edgeBar(l, e, barWidth(l))
		if !r.inView(pos, size) {
			continue
		}
		b := r.hlEdges.Get(n)
		n++
		b.FillColor = raster.WithAlpha(col, 0xc0)
		b.CornerRadius = 2
		b.Move(pos)
		b.Resize(size)
		r.refreshObj(b)
	}
	r.hlEdges.HideFrom(n)
	r.refreshObjects()
}

// segment is one step of a trail, either way round.
type segment struct{ a, b notebook.Cell }

func (r *viewRenderer) layoutTrails() {
	v := r.v
	s := v.sheetNow()
	l := v.layout()
	lines, starts := 0, 0
	if s != nil && l.Cell > 0 {
		players := s.TrailPlayers()
		width := max(2, l.Cell*0.09)
		for i, p := range players {
			trail := s.Trail(p)
			if len(trail) == 0 {
				continue
			}
			col := v.pal.Seat(p)
			// Several trails over the same cells are told apart by a
			// small shift each.
			shift := (float32(i) - float32(len(players)-1)/2) * max(2, l.Cell*0.1)
			at := func(c notebook.Cell) fyne.Position { return l.Centre(c.X, c.Y).AddXY(shift, shift) }
			seen := map[segment]bool{}
			runs := []notebook.Cell{trail[0]}
			for j := 1; j < len(trail); j++ {
				a, b := trail[j-1], trail[j]
				if abs(a.X-b.X)+abs(a.Y-b.Y) != 1 {
					// Not a step: the trail starts again there (a pit, a
					// river, a token put down elsewhere).
					if a != b {
						runs = append(runs, b)
					}
					continue
				}
				k := segment{a, b}
				if compareCell(b, a) < 0 {
					k = segment{b, a}
				}
				if seen[k] {
					continue // walked to and fro: one line
				}
				seen[k] = true
				p1, p2, ok := viewport.ClipLine(at(a), at(b), v.Size())
				if !ok {
					continue
				}
				ln := r.trailLines.Get(lines)
				lines++
				ln.Position1, ln.Position2 = p1, p2
				ln.StrokeColor, ln.StrokeWidth = raster.WithAlpha(col, 0xb8), width
				r.refreshObj(ln)
			}
			// Where a run starts: a hollow ring.
			for _, start := range runs {
				ctr := at(start)
				rad := width * 1.7
				if ctr.X < -rad || ctr.Y < -rad || ctr.X > v.Size().Width+rad || ctr.Y > v.Size().Height+rad {
					continue
				}
				c := r.trailStarts.Get(starts)
				starts++
				c.Move(ctr.AddXY(-rad, -rad))
				c.Resize(fyne.NewSquareSize(2 * rad))
				c.StrokeColor, c.StrokeWidth = raster.WithAlpha(col, 0xd0), width*0.7
				c.FillColor = v.pal.Paper
				r.refreshObj(c)
			}
		}
	}
	r.trailLines.HideFrom(lines)
	r.trailStarts.HideFrom(starts)
	r.refreshObjects()
}

func compareCell(a, b notebook.Cell) int {
	if a.Y != b.Y {
		return a.Y - b.Y
	}
	return a.X - b.X
}

func (r *viewRenderer) layoutTokens() {
	v := r.v
	s := v.sheetNow()
	l := v.layout()
	n := 0
	if s != nil && l.Cell > 0 {
		tokens := s.Tokens()
		names := v.nb.Players()
		d := max(14, min(30, l.Cell*0.62))
		byCell := map[notebook.Cell][]int{}
		for i, t := range tokens {
			byCell[t.At] = append(byCell[t.At], i)
		}
		for i, t := range tokens {
			ctr := l.Centre(t.At.X, t.At.Y)
			if mates := byCell[t.At]; len(mates) > 1 {
				k := slices.Index(mates, i)
				a := 2*math.Pi*float64(k)/float64(len(mates)) - math.Pi/2
				rad := float64(l.Cell) * 0.24
				ctr = ctr.AddXY(float32(rad*math.Cos(a)), float32(rad*math.Sin(a)))
			}
			if !r.inView(ctr.AddXY(-d, -d), fyne.NewSquareSize(2*d)) {
				continue
			}
			col := v.pal.Seat(t.Player)
			me := t.Player == v.nb.Seat()
			disc := r.tokenDiscs.Get(n)
			disc.FillColor = col
			disc.StrokeColor = v.pal.Paper
			disc.StrokeWidth = 1.5
			if me {
				// "Me" wears a ring of ink.
				disc.StrokeColor = v.pal.Ink
				disc.StrokeWidth = max(2, d*0.12)
			}
			disc.Move(ctr.AddXY(-d/2, -d/2))
			disc.Resize(fyne.NewSquareSize(d))
			r.refreshObj(disc)
			label := r.tokenLabels.Get(n)
			label.Text = initials(t.Player, names)
			label.TextSize = d * 0.5
			if len([]rune(label.Text)) > 1 {
				label.TextSize = d * 0.4
			}
			label.Color = white
			if raster.Luminance(col) > 0.6 {
				label.Color = black
			}
			ms := label.MinSize()
			label.Move(ctr.AddXY(-ms.Width/2, -ms.Height/2))
			label.Resize(ms)
			r.refreshObj(label)
			n++
		}
	}
	r.tokenDiscs.HideFrom(n)
	r.tokenLabels.HideFrom(n)
	r.refreshObjects()
}

// initials labels a player's token: the initials of his name (one letter,
// or two for a name of several words), or more of the name when another
// player's would read the same; his seat's number when he has no name.
func initials(player int, names []string) string {
	if player < 0 || player >= len(names) || strings.TrimSpace(names[player]) == "" {
		return fmt.Sprint(player + 1)
	}
	short := func(name string, n int) string {
		words := strings.Fields(name)
		var out []rune
		if len(words) > 1 {
			for _, w := range words[:min(len(words), 2)] {
				out = append(out, unicode.ToUpper([]rune(w)[0]))
			}
			return string(out)
		}
		rs := []rune(words[0])
		out = append(out, unicode.ToUpper(rs[0]))
		for _, r := range rs[1:min(len(rs), n)] {
			out = append(out, unicode.ToLower(r))
		}
		return string(out)
	}
	mine := short(names[player], 1)
	for i, other := range names {
		if i != player && strings.TrimSpace(other) != "" && short(other, 1) == mine {
			return short(names[player], 2)
		}
	}
	return mine
}

func (r *viewRenderer) layoutHover() {
	v := r.v
	l := v.layout()
	h := v.hover
	pal := v.pal
	showEdge := h.In && h.OnEdge && v.glue == nil && v.drag == nil
	showCell := h.In && !showEdge && v.glue == nil && (v.drag == nil || v.drag.mode == dragPaint)
	if showEdge {
		pos, size := edgeBar(l, h.Edge, barWidth(l))
		r.hoverEdge.FillColor = raster.WithAlpha(pal.Cursor, 0x90)
		r.hoverEdge.CornerRadius = 2
		r.hoverEdge.Move(pos)
		r.hoverEdge.Resize(size)
		r.hoverEdge.Show()
		r.refreshObj(r.hoverEdge)
	} else if r.hoverEdge.Visible() {
		r.hoverEdge.Hide()
	}
	if showCell {
		pos, size := v.CellRect(h.Cell)
		// An outline only: a wash would read as a mark.
		r.hoverCell.FillColor = color.Transparent
		r.hoverCell.StrokeColor = raster.WithAlpha(pal.Cursor, 0x80)
		r.hoverCell.StrokeWidth = max(1, l.Cell/24)
		r.hoverCell.CornerRadius = max(1, l.Cell/10)
		r.hoverCell.Move(pos)
		r.hoverCell.Resize(size)
		r.hoverCell.Show()
		r.refreshObj(r.hoverCell)
	} else if r.hoverCell.Visible() {
		r.hoverCell.Hide()
	}
}

// layoutCursor draws the keyboard cursor as a dashed outline round its
// cell — a focus ring, unlike the players' tokens, which are filled discs —
// faint while the view does not have the keyboard.
func (r *viewRenderer) layoutCursor() {
	v := r.v
	s := v.sheetNow()
	l := v.layout()
	if s == nil || l.Cell <= 0 {
		r.cursorDashes.HideFrom(0)
		r.hintBg.Hide()
		r.hintText.Hide()
		return
	}
	pos, size := v.CellRect(s.Cursor())
	w := max(2, l.Cell/14)
	col := v.pal.Cursor
	if !v.focused || v.glue != nil {
		col = raster.WithAlpha(col, 0x80)
	}
	// Just outside the cell, so that it hides none of its marks.
	n := 0
	for _, d := range cursorDashes(pos.AddXY(-w, -w), size.Width+2*w, w) {
		b := r.cursorDashes.Get(n)
		n++
		b.FillColor = col
		b.StrokeWidth = 0
		b.Move(d.pos)
		b.Resize(d.size)
		r.refreshObj(b)
	}
	r.cursorDashes.HideFrom(n)
	r.refreshObjects()
	r.layoutRulers() // the cursor's column and row stand out

	hint := v.pending.hint()
	if hint == "" || v.glue != nil {
		r.hintBg.Hide()
		r.hintText.Hide()
		return
	}
	ts := r.textSize() * 0.85
	r.hintText.Text = hint
	r.hintText.TextSize = ts
	r.hintText.Color = white
	if raster.Luminance(v.pal.Cursor) > 0.55 {
		r.hintText.Color = black
	}
	ms := r.hintText.MinSize()
	pad := ts * 0.45
	at := pos.AddXY(0, -ms.Height-2*pad-w)
	if _, top := r.rulerInsets(); at.Y < top {
		at = pos.AddXY(0, size.Height+w)
	}
	at.X = max(0, min(at.X, v.Size().Width-ms.Width-2*pad))
	r.hintBg.FillColor = v.pal.Cursor
	r.hintBg.CornerRadius = pad
	r.hintBg.Move(at)
	r.hintBg.Resize(ms.AddWidthHeight(2*pad, 2*pad))
	r.hintBg.Show()
	r.hintText.Move(at.AddXY(pad, pad))
	r.hintText.Resize(ms)
	r.hintText.Show()
	r.refreshObj(r.hintBg)
	r.refreshObj(r.hintText)
}

// dash is one stroke of the cursor's outline.
type dash struct {
	pos  fyne.Position
	size fyne.Size
}

// cursorDashes cuts the outline of the square of side side at pos, of
// stroke width w, into dashes: each side an odd number of strokes with
// gaps between, a stroke on every corner.
func cursorDashes(pos fyne.Position, side, w float32) []dash {
	n := max(2, int(math.Round(float64(side/(w*5)))))
	seg := side / float32(2*n-1)
	out := make([]dash, 0, 4*n)
	for i := range n {
		a := float32(2*i) * seg
		out = append(out,
			dash{pos.AddXY(a, 0), fyne.NewSize(seg, w)},      // top
			dash{pos.AddXY(a, side-w), fyne.NewSize(seg, w)}, // bottom
			dash{pos.AddXY(0, a), fyne.NewSize(w, seg)},      // left
			dash{pos.AddXY(side-w, a), fyne.NewSize(w, seg)}) // right
	}
	return out
}

// layoutTip shows the note of the cell under the pointer (or, when the
// pointer is elsewhere, of the cursor's cell) beside it.
func (r *viewRenderer) layoutTip() {
	v := r.v
	s := v.sheetNow()
	var text string
	var cell notebook.Cell
	if s != nil && v.glue == nil {
		switch {
		case v.hover.In:
			cell = v.hover.Cell
		case v.focused:
			cell = s.Cursor()
		}
		if v.hover.In || v.focused {
			text = s.Mark(cell, notebook.SlotNote).Text
		}
	}
	if text == "" {
		r.tipBg.Hide()
		r.tipLines.HideFrom(0)
		return
	}
	lines := wrap(text, 34, 5)
	ts := r.textSize() * 0.9
	pad := ts * 0.5
	var w, h float32
	for i, ln := range lines {
		t := r.tipLines.Get(i)
		t.Text = ln
		t.TextSize = ts
		t.Color = v.pal.NoteInk
		ms := t.MinSize()
		t.Resize(ms)
		w = max(w, ms.Width)
		h += ms.Height
	}
	r.tipLines.HideFrom(len(lines))
	pos, size := v.CellRect(cell)
	box := fyne.NewSize(w+2*pad, h+2*pad)
	at := pos.AddXY(size.Width*0.6, size.Height*0.9)
	vs := v.Size()
	if at.X+box.Width > vs.Width {
		at.X = max(0, pos.X+size.Width*0.4-box.Width)
	}
	if at.Y+box.Height > vs.Height {
		at.Y = max(0, pos.Y+size.Height*0.1-box.Height)
	}
	r.tipBg.FillColor = raster.Mix(v.pal.NotePaper, white, 0.55)
	if v.pal.Dark {
		r.tipBg.FillColor = raster.Mix(v.pal.NotePaper, white, 0.35)
	}
	r.tipBg.StrokeColor = v.pal.NoteInk
	r.tipBg.StrokeWidth = 1
	r.tipBg.CornerRadius = 4
	r.tipBg.Move(at)
	r.tipBg.Resize(box)
	r.tipBg.Show()
	r.refreshObj(r.tipBg)
	y := at.Y + pad
	for i := range lines {
		t := r.tipLines.Items()[i]
		t.Move(fyne.NewPos(at.X+pad, y))
		y += t.Size().Height
		r.refreshObj(t)
	}
	r.refreshObjects()
}

// wrap cuts text into at most maxLines lines of about width characters.
func wrap(text string, width, maxLines int) []string {
	var lines []string
	line := ""
	for _, w := range strings.Fields(text) {
		for len([]rune(w)) > width {
			rs := []rune(w)
			if line != "" {
				lines = append(lines, line)
				line = ""
			}
			lines = append(lines, string(rs[:width]))
			w = string(rs[width:])
		}
		switch {
		case line == "":
			line = w
		case len([]rune(line))+1+len([]rune(w)) <= width:
			line += " " + w
		default:
			lines = append(lines, line)
			line = w
		}
	}
	if line != "" {
		lines = append(lines, line)
	}
	if len(lines) > maxLines {
		lines = lines[:maxLines]
		lines[maxLines-1] += "…"
	}
	return lines
}

// layoutStatus is the chip in the bottom-left corner: what the keys draw
// with, or how to handle the sheet laid over.
func (r *viewRenderer) layoutStatus() {
	v := r.v
	if !v.status || v.nb == nil || v.sheetNow() == nil {
		r.statusBg.Hide()
		r.statusText.Hide()
		r.statusSwatch.Hide()
		return
	}
	var text string
	swatch := v.pal.Owner(v.nb.Owner())
	if g := v.glue; g != nil {
		name := "the sheet"
		if b := v.nb.Sheet(g.top); b != nil {
			name = b.Name()
		}
		rep := g.report
		text = fmt.Sprintf("%s laid over: %d agree, %d overruled, %d conflict — drag or arrows to move, Tab: where it fits, Enter: glue, Esc: cancel",
			name, rep.Agree, rep.Overrule, rep.Conflict)
		swatch = v.pal.Agree
		if rep.Conflict > 0 {
			swatch = v.pal.Conflict
		}
	} else {
		tool := "Pen"
		if !v.nb.Pen() {
			tool = "Pencil"
		}
		whose := "your ink"
		if seat, ok := v.nb.Owner().Seat(); ok {
			whose = "seat " + fmt.Sprint(seat+1)
			if names := v.nb.Players(); seat < len(names) && names[seat] != "" {
				whose = names[seat] + "'s colour"
			}
		}
		text = tool + " · " + whose
		if v.brush != notebook.NoMark {
			text += " · click: " + v.brush.String()
		}
	}
	ts := r.textSize() * 0.85
	r.statusText.Text = text
	r.statusText.TextSize = ts
	r.statusText.Color = v.pal.Ink
	ms := r.statusText.MinSize()
	pad := ts * 0.5
	sw := ts * 0.9
	box := fyne.NewSize(ms.Width+3*pad+sw, ms.Height+2*pad)
	vs := v.Size()
	left, _ := r.rulerInsets()
	at := fyne.NewPos(left+6, vs.Height-8-box.Height)
	r.statusBg.FillColor = raster.WithAlpha(raster.Mix(v.pal.Paper, v.pal.Ink, 0.05), 0xe8)
	r.statusBg.StrokeColor = v.pal.GridMajor
	r.statusBg.StrokeWidth = 1
	r.statusBg.CornerRadius = box.Height / 2
	r.statusBg.Move(at)
	r.statusBg.Resize(box)
	r.statusSwatch.FillColor = swatch
	r.statusSwatch.StrokeColor = v.pal.Ink
	r.statusSwatch.StrokeWidth = 0
	if !v.nb.Pen() && v.glue == nil {
		// Pencil: a hollow swatch.
		r.statusSwatch.FillColor = v.pal.pencilOf(swatch)
	}
	r.statusSwatch.Move(at.AddXY(pad*1.2, (box.Height-sw)/2))
	r.statusSwatch.Resize(fyne.NewSquareSize(sw))
	r.statusText.Move(at.AddXY(2*pad+sw, pad))
	r.statusText.Resize(ms)
	for _, o := range []fyne.CanvasObject{r.statusBg, r.statusSwatch, r.statusText} {
		o.Show()
		r.refreshObj(o)
	}
}

// refreshObjects lists the objects a pool has just created.
func (r *viewRenderer) refreshObjects() {
	if r.objectsDirty {
		r.Objects()
	}
}

// refreshObj repaints one overlay object (see viewport.Refresh).
func (r *viewRenderer) refreshObj(o fyne.CanvasObject) { viewport.Refresh(r.v, o) }
