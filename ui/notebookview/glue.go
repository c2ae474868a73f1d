package notebookview

import (
	"errors"
	"image"
	"image/color"

	"github.com/labyrinth-game/labyrinth/app/notebook"
	"github.com/labyrinth-game/labyrinth/engine/maze"
	"github.com/labyrinth-game/labyrinth/ui/raster"
)

// The glue overlay: another sheet (B) laid over the one shown (A) at an
// offset, drawn translucently, with each cell and edge where they meet
// coloured by the notebook's verdict (PreviewGlue): green where they
// agree, amber where pen overrules pencil, red where they conflict. It is
// made of canvas objects moved over the sheet: moving B never repaints A.
// B's picture is drawn once (again when B changes or the zoom does); the
// verdicts are redrawn, small, at each new offset.

// glueState is the sheet laid over and its pictures.
type glueState struct {
	top    notebook.SheetID
	off    notebook.Offset
	report notebook.GlueReport
	// lo and hi are B's bounds in its own coordinates, with one cell to
	// spare all around (edges on B's border reach past its cells); empty
	// when B has nothing drawn.
	lo, hi notebook.Cell
	empty  bool
	// img is B's marks on a clear background, cpx pixels per cell, made
	// translucent.
	img   *image.RGBA
	cpx   int
	stale bool
	// verdicts has vpx pixels per cell over the same cells.
	verdicts *image.NRGBA
	// proposals are the offsets where B fits, best first (computed when
	// first asked for); cur is the one shown (-1: none).
	proposals []notebook.Proposal
	proposed  bool
	cur       int
}

// glueAlpha is how opaque B's marks are drawn over A.
const glueAlpha = 0.62

// verdictPx is the resolution of the verdict picture, pixels per cell.
const verdictPx = 12

// ShowGlue lays sheet top over the sheet shown at offset off (cell c of
// top lies on cell c.Add(off) of this sheet) and colours where they agree
// and conflict. The player then moves it with the mouse or the arrows,
// jumps between the places where it fits with Tab, and accepts with Enter
// (OnGlueAccept) or gives up with Escape (OnGlueCancel). It returns the
// notebook's refusal when top cannot be glued here.
func (v *View) ShowGlue(top notebook.SheetID, off notebook.Offset) error {
	if v.nb == nil {
		return nil
	}
	v.Commit()
	r, err := v.nb.PreviewGlue(v.sheet, top, off)
	if err != nil {
		return err
	}
	v.glue = &glueState{top: top, off: off, report: r, stale: true}
	v.glue.bounds(v.nb.Sheet(top))
	v.paintVerdicts()
	if v.r != nil {
		v.r.layoutGlue()
		v.r.layoutCursor()
		v.r.layoutStatus()
	}
	if v.OnGlueChanged != nil {
		v.OnGlueChanged(r)
	}
	return nil
}

// HideGlue takes the sheet laid over away.
func (v *View) HideGlue() {
	if v.glue == nil {
		return
	}
	v.glue = nil
	if v.r != nil {
		v.r.layoutGlue()
		v.r.layoutCursor()
		v.r.layoutStatus()
	}
}

// Glue is the sheet laid over and its offset; ok is false when none is.
func (v *View) Glue() (top notebook.SheetID, off notebook.Offset, ok bool) {
	if v.glue == nil {
		return 0, notebook.Offset{}, false
	}
	return v.glue.top, v.glue.off, true
}

// GlueReport is the comparison at the current offset (the zero report
// when no sheet is laid over).
func (v *View) GlueReport() notebook.GlueReport {
	if v.glue == nil {
		return notebook.GlueReport{}
	}
	return v.glue.report
}

// SetGlueOffset moves the sheet laid over.
func (v *View) SetGlueOffset(off notebook.Offset) {
	g := v.glue
	if g == nil || off == g.off {
		return
	}
	r, err := v.nb.PreviewGlue(v.sheet, g.top, off)
	if err != nil {
		v.report(err)
		return
	}
	g.off, g.report = off, r
	v.paintVerdicts()
	if v.r != nil {
		v.r.layoutGlue()
		v.r.layoutStatus()
	}
	if v.OnGlueChanged != nil {
		v.OnGlueChanged(r)
	}
}

// NextGlueProposal moves the sheet laid over to the next place where it
// fits (step -1: the previous one), as ranked by notebook.ProposeOffsets.
// It reports whether there is any.
func (v *View) NextGlueProposal(step int) bool {
	g := v.glue
	if g == nil {
		return false
	}
	if !g.proposed {
		ps, err := v.nb.ProposeOffsets(v.sheet, g.top, 12)
		if err != nil {
			v.report(err)
			return false
		}
		g.proposals, g.proposed, g.cur = ps, true, -1
	}
	n := len(g.proposals)
	if n == 0 {
		return false
	}
	i := g.cur + step
	if g.cur < 0 || g.proposals[g.cur].Offset != g.off {
		// Moved by hand since: start again from the best (or the last).
		i = 0
		if step < 0 {
			i = n - 1
		}
	}
	g.cur = mod(i, n)
	v.SetGlueOffset(g.proposals[g.cur].Offset)
	return true
}

// acceptGlue is Enter while gluing: the caller's OnGlueAccept, or, when
// there is none, the glue itself — refused while the sheets conflict, and
// then the conflicts are highlighted and reported.
func (v *View) acceptGlue() {
	g := v.glue
	if g == nil {
		return
	}
	if v.OnGlueAccept != nil {
		v.OnGlueAccept(g.top, g.off)
		return
	}
	v.busy++
	_, err := v.nb.Glue(v.sheet, g.top, g.off, false)
	v.busy--
	var r *notebook.Refusal
	if errors.As(err, &r) {
		v.SetHighlight(Highlight{Cells: r.Cells, Edges: r.Edges})
	}
	v.report(err)
}

func (v *View) cancelGlue() {
	if v.glue == nil {
		return
	}
	v.HideGlue()
	if v.OnGlueCancel != nil {
		v.OnGlueCancel()
	}
}

// bounds learns B's extent.
func (g *glueState) bounds(b *notebook.Sheet) {
	lo, hi, ok := b.Bounds()
	g.empty = !ok
	if !ok {
		lo, hi = b.Cursor(), b.Cursor()
	}
	g.lo = notebook.At(lo.X-1, lo.Y-1)
	g.hi = notebook.At(hi.X+1, hi.Y+1)
}

// glueChanged follows the notebook while a sheet is laid over.
func (v *View) glueChanged(c notebook.Change) {
	g := v.glue
	b := v.nb.Sheet(g.top)
	if b == nil || v.sheetNow() == nil {
		// Glued (or deleted): the overlay has nothing left to show.
		v.HideGlue()
		return
	}
	ab, aa := c.Area(g.top), c.Area(v.sheet)
	topChanged := len(ab.Cells) > 0 || len(ab.Edges) > 0
	if !topChanged && len(aa.Cells) == 0 && len(aa.Edges) == 0 {
		return
	}
	if topChanged {
		g.stale = true
		g.bounds(b)
	}
	g.proposed = false
	if r, err := v.nb.PreviewGlue(v.sheet, g.top, g.off); err == nil {
		g.report = r
	}
	v.paintVerdicts()
	if v.r != nil {
		v.r.layoutGlue()
		v.r.layoutStatus()
	}
	if v.OnGlueChanged != nil {
		v.OnGlueChanged(g.report)
	}
}

// glueImage brings B's picture up to date for cells of c pixels.
func (v *View) glueImage(c int) {
	g := v.glue
	if g == nil {
		return
	}
	w, h := g.hi.X-g.lo.X+1, g.hi.Y-g.lo.Y+1
	// Kept to a texture of about 2048 pixels a side whatever the zoom:
	// Fyne stretches it.
	cpx := max(4, min(c, 2048/max(w, h)))
	if !g.stale && g.img != nil && g.cpx == cpx {
		return
	}
	g.stale, g.cpx = false, cpx
	var pc sheetCache
	pc.p = painter{s: v.nb.Sheet(g.top), u: v.cache.p.u, fonts: v.cache.p.fonts, sp: newSprites(cpx), clear: true}
	if pc.p.u == nil {
		v.updatePalette()
		pc.p.u = v.cache.p.u
		pc.p.fonts = v.cache.p.fonts
	}
	img := pc.render(w*cpx, h*cpx, raster.Grid{C: cpx, OX: -g.lo.X * cpx, OY: -g.lo.Y * cpx})
	// Translucent: every channel scaled, as the image is premultiplied.
	for i, px := range img.Pix {
		img.Pix[i] = uint8(float64(px)*glueAlpha + 0.5)
	}
	g.img = img
}

// paintVerdicts draws the verdict picture: each cell of the comparison
// washed in its verdict's colour, each edge a bar.
func (v *View) paintVerdicts() {
	g := v.glue
	if g == nil {
		return
	}
	v.updatePalette()
	pal := v.pal
	w, h := g.hi.X-g.lo.X+1, g.hi.Y-g.lo.Y+1
	k := verdictPx
	for k > 2 && max(w, h)*k > 1024 {
		k--
	}
	if g.verdicts == nil || g.verdicts.Rect.Dx() != w*k || g.verdicts.Rect.Dy() != h*k {
		g.verdicts = image.NewNRGBA(image.Rect(0, 0, w*k, h*k))
	} else {
		clear(g.verdicts.Pix)
	}
	tint := func(vd notebook.Verdict, a uint8) (color.NRGBA, bool) {
		switch vd {
		case notebook.Agree:
			return raster.WithAlpha(pal.Agree, a), true
		case notebook.Overrule:
			return raster.WithAlpha(pal.Overrule, a), true
		case notebook.Conflict:
			return raster.WithAlpha(pal.Conflict, uint8(min(255, int(a)*3/2))), true
		}
		return color.NRGBA{}, false
	}
	back := notebook.Offset{DX: -g.off.DX, DY: -g.off.DY}
	fill := func(r image.Rectangle, c color.NRGBA) {
		r = r.Intersect(g.verdicts.Rect)
		for y := r.Min.Y; y < r.Max.Y; y++ {
			for x := r.Min.X; x < r.Max.X; x++ {
				g.verdicts.SetNRGBA(x, y, c)
			}
		}
	}
	for at, vd := range g.report.Summary {
		c, ok := tint(vd, 0x58)
		if !ok {
			continue
		}
		b := at.Add(back)
		x, y := (b.X-g.lo.X)*k, (b.Y-g.lo.Y)*k
		fill(image.Rect(x, y, x+k, y+k), c)
	}
	t := max(2, k/5)
	for _, e := range g.report.Edges {
		c, ok := tint(e.Verdict, 0xe0)
		if !ok {
			continue
		}
		b := e.At.Add(back).At
		x, y := (b.X-g.lo.X)*k, (b.Y-g.lo.Y)*k
		if e.At.Dir == maze.Right {
			fill(image.Rect(x+k-t/2, y, x+k-t/2+t, y+k), c)
		} else {
			fill(image.Rect(x, y+k-t/2, x+k, y+k-t/2+t), c)
		}
	}
}
