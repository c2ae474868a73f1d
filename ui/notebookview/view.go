package notebookview

import (
	"image"
	"image/color"
	"math"
	"reflect"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/driver/desktop"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"github.com/labyrinth-game/labyrinth/app/notebook"
	"github.com/labyrinth-game/labyrinth/ui/raster"
	"github.com/labyrinth-game/labyrinth/ui/viewport"
)

// Zoom limits, the zoom an empty sheet is first shown at, and the most
// Fit zooms in on a small drawing: a cell's side in Fyne units.
const (
	MinCellSize     float32 = 6
	MaxCellSize     float32 = 96
	DefaultCellSize float32 = 32
	MaxFitCellSize  float32 = 48
	// MinOutlineFitCellSize is the smallest cell size Fit shows a whole
	// outline at (SetOutline); a larger labyrinth is fitted by its drawing.
	MinOutlineFitCellSize float32 = 18
)

// TapEvent is a click on the view.
type TapEvent struct {
	Hit
	// Modifier holds the keys held when the button went down.
	Modifier fyne.KeyModifier
	// Secondary is true for a right click.
	Secondary bool
}

// Highlight is a set of cells and edges the caller wants the player to
// see, in Color (the theme's error colour when nil): the cells and edges
// of a refused glue, where a trace stopped. It is an overlay.
type Highlight struct {
	Cells []notebook.Cell
	Edges []notebook.Edge
	Color color.Color
}

// View is the notebook's sheet widget: one sheet of a notebook drawn as
// graph paper, marked with the keyboard and the mouse. Create it with New;
// see the package documentation.
type View struct {
	widget.BaseWidget

	// OnTap is called on every click before the view acts on it; returning
	// true takes the click over (a screen picking a trace's start cell).
	OnTap func(TapEvent) bool
	// OnHover is called when the cell or edge under the pointer changes,
	// with a None hit when the pointer leaves.
	OnHover func(Hit)
	// OnError receives the commands the notebook refused (a
	// *notebook.Refusal), for the status bar. The view shows nothing
	// itself.
	OnError func(error)
	// OnNote is called when the player asks to write the note of a cell (N
	// or the note brush), with its current text. The caller asks for the
	// text and calls SetNote. When nil, the view opens its own one-line
	// entry over the cell.
	OnNote func(cell notebook.Cell, text string)
	// OnToolChanged is called when the pen or pencil, the colour, the brush
	// or a key waiting for its second key changed: a toolbar follows it.
	OnToolChanged func()
	// OnViewChanged is called after a zoom or a pan.
	OnViewChanged func()
	// OnGlueChanged is called when the sheet laid over moved, with the
	// comparison at its new offset (the counts for a status line).
	OnGlueChanged func(notebook.GlueReport)
	// OnGlueAccept is called when the player accepts the glue (Enter). The
	// caller glues (notebook.Glue) and asks about conflicts; once the sheet
	// laid over is glued away the overlay goes by itself. When nil, Enter
	// glues without forcing: conflicts are refused, highlighted and told
	// to OnError.
	OnGlueAccept func(top notebook.SheetID, off notebook.Offset)
	// OnGlueCancel is called when the player gives the glue up (Escape);
	// the overlay is already hidden.
	OnGlueCancel func()
	// EdgeTolerance is how close to a grid line, in Fyne units, a point
	// must be to hit the edge rather than the cell; 0 picks a distance that
	// grows with the zoom.
	EdgeTolerance float32

	nb     *notebook.Notebook
	sheet  notebook.SheetID
	cancel func()
	places map[notebook.SheetID]place
	zoom   viewport.Zoom
	placed bool      // the sheet has been placed in the view
	fitted bool      // and follows Fit as the view is resized, until zoomed or panned
	fitFor fyne.Size // the size it was fitted to
	status bool      // the tool chip in the corner
	rulers bool      // the column and row numbers along the edges
	// outlines are the labyrinth's outline on the sheets drawn in the
	// plan's coordinates (SetOutline).
	outlines map[notebook.SheetID]notebook.Outline
	// follow is the player whose token the view keeps in sight (-1: none).
	follow int

	brush   notebook.Kind
	pending pendingKey
	focused bool
	shift   bool // Shift held, as KeyDown and KeyUp told
	busy    int  // inside one of the view's own commands

	hover     Hit
	highlight Highlight
	glue      *glueState
	noteOpen  bool

	cache    sheetCache
	pal      Palette
	palTheme fyne.Theme
	palVar   fyne.ThemeVariant
	fontRes  fyne.Resource
	spritesC int

	press pressState
	drag  *dragState

	r *viewRenderer
}

// place is where a sheet was shown, restored when the player comes back
// to its tab.
type place struct {
	zoom   float32
	offset fyne.Position
}

type pressState struct {
	button   desktop.MouseButton
	modifier fyne.KeyModifier
}

var (
	_ fyne.Widget            = (*View)(nil)
	_ fyne.Tappable          = (*View)(nil)
	_ fyne.SecondaryTappable = (*View)(nil)
	_ fyne.Draggable         = (*View)(nil)
	_ fyne.Scrollable        = (*View)(nil)
	_ fyne.Focusable         = (*View)(nil)
	_ fyne.Shortcutable      = (*View)(nil)
	_ fyne.Tabbable          = (*View)(nil)
	_ desktop.Hoverable      = (*View)(nil)
	_ desktop.Mouseable      = (*View)(nil)
	_ desktop.Keyable        = (*View)(nil)
	_ desktop.Cursorable     = (*View)(nil)
)

// New makes a view of one sheet of a notebook and starts following the
// notebook's changes (Detach stops it). The sheet is placed in the view
// when it is first shown: its drawing fitted, or its cursor in the middle.
func New(nb *notebook.Notebook, sheet notebook.SheetID) *View {
	v := &View{nb: nb, sheet: sheet, zoom: viewport.Zoom{Cell: DefaultCellSize, Scale: 1}, status: true, rulers: true,
		places: map[notebook.SheetID]place{}, outlines: map[notebook.SheetID]notebook.Outline{}, follow: -1}
	v.ExtendBaseWidget(v)
	if nb != nil {
		v.cancel = nb.Subscribe(v.notebookChanged)
	}
	return v
}

// Notebook is the notebook shown.
func (v *View) Notebook() *notebook.Notebook { return v.nb }

// Sheet is the id of the sheet shown.
func (v *View) Sheet() notebook.SheetID { return v.sheet }

// SetSheet shows another sheet of the notebook (a tab was picked). The
// view of each sheet — zoom and pan — is remembered.
func (v *View) SetSheet(id notebook.SheetID) {
	if id == v.sheet {
		return
	}
	v.Commit()
	v.places[v.sheet] = place{v.zoom.Cell, v.zoom.Offset}
	v.sheet = id
	v.HideGlue()
	v.highlight = Highlight{}
	if pl, ok := v.places[id]; ok {
		v.zoom.Cell, v.zoom.Offset, v.placed, v.fitted = pl.zoom, pl.offset, true, false
	} else {
		v.placed = false
		v.place()
	}
	v.cache.InvalidateAll()
	v.BaseWidget.Refresh()
	v.viewChanged()
	v.followToken()
}

// Detach stops following the notebook: call it when the screen holding
// the view goes away.
func (v *View) Detach() {
	v.Commit()
	if v.cancel != nil {
		v.cancel()
		v.cancel = nil
	}
}

// sheetNow is the sheet shown, nil when it is gone (deleted, glued away).
func (v *View) sheetNow() *notebook.Sheet {
	if v.nb == nil {
		return nil
	}
	return v.nb.Sheet(v.sheet)
}

// notebookChanged redraws what a change touched on the sheet shown.
func (v *View) notebookChanged(c notebook.Change) {
	if v.busy == 0 && v.pending.kind != pendingNone && (c.History || c.Sheets || len(c.Areas) > 0) {
		// Someone else acted (an undo closes the stroke a key gesture
		// holds open, a trace would fall into it): the gesture ends here.
		v.Commit()
	}
	if s := v.sheetNow(); s != v.cache.p.s {
		// The sheet came, went or came back (an undone delete): all anew.
		v.cache.InvalidateAll()
		v.repaint()
		if v.r != nil {
			v.r.layoutOverlays()
		}
	}
	a := c.Area(v.sheet)
	for _, cell := range a.Cells {
		v.cache.invalidateCell(cell)
	}
	for _, e := range a.Edges {
		v.cache.invalidateEdge(e)
	}
	if len(a.Cells) > 0 || len(a.Edges) > 0 {
		v.repaint()
	}
	if a.Tokens && v.follow >= 0 {
		v.followToken() // before the overlays are laid out at the new place
	}
	if v.r != nil {
		if a.Tokens || a.Trails {
			v.r.layoutTrails()
			v.r.layoutTokens()
		}
		if a.Cursor {
			v.r.layoutCursor()
		}
		if len(a.Cells) > 0 {
			v.r.layoutTip()
		}
	}
	if a.Cursor && v.busy > 0 {
		v.followCursor()
	}
	if v.glue != nil {
		v.glueChanged(c)
	}
}

// Invalidate redraws cells whose marks changed without the notebook
// saying so (it always does: this is for callers drawing on their own).
func (v *View) Invalidate(cells ...notebook.Cell) {
	for _, c := range cells {
		v.cache.invalidateCell(c)
	}
	v.repaint()
}

// InvalidateEdges redraws edges, as Invalidate does cells.
func (v *View) InvalidateEdges(edges ...notebook.Edge) {
	for _, e := range edges {
		v.cache.invalidateEdge(e)
	}
	v.repaint()
}

// Refresh redraws the whole sheet and its overlays.
func (v *View) Refresh() {
	v.cache.InvalidateAll()
	v.BaseWidget.Refresh()
}

func (v *View) repaint() {
	if v.r != nil {
		v.r.refreshObj(v.r.paper)
	}
}

// Palette is the colours the sheet is drawn with in the current theme.
func (v *View) Palette() Palette {
	v.updatePalette()
	return v.pal
}

// ShowStatus shows or hides the chip in the bottom-left corner that says
// what the keys draw with (pen or pencil, whose colour) and what a key is
// waiting for. It is shown by default.
func (v *View) ShowStatus(on bool) {
	v.status = on
	if v.r != nil {
		v.r.layoutStatus()
	}
}

// ShowRulers shows or hides the strips along the top and left edges that
// number the columns and rows (1-based, as the sheet's cells print). They
// are shown by default.
func (v *View) ShowRulers(on bool) {
	v.rulers = on
	if v.r != nil {
		v.r.layoutRulers()
	}
}

// SetOutline draws the labyrinth's outline on a sheet drawn in the plan's
// coordinates (Cell{0,0} is the plan's (1,1)): its outer sides ruled as a
// frame, where any may be an exit, and the paper beyond washed. An empty
// outline takes it off. Only the caller knows which sheet keeps the plan's
// coordinates: a fragment's offset is unknown, so it gets none.
func (v *View) SetOutline(id notebook.SheetID, o notebook.Outline) {
	if o.Equal(v.outlines[id]) {
		return
	}
	if o.Empty() {
		delete(v.outlines, id)
	} else {
		v.outlines[id] = o
	}
	if id == v.sheet {
		v.cache.InvalidateAll()
		v.repaint()
		if v.fitted && v.Size().Width > 0 {
			// Still as first placed: placed again, with the outline.
			v.fit(v.Size())
			v.viewChanged()
			v.followToken()
		}
	}
}

// Outline is the outline drawn on a sheet (SetOutline), empty when none.
func (v *View) Outline(id notebook.SheetID) notebook.Outline { return v.outlines[id] }

// FollowToken keeps a player's token in sight: whenever it moves on the
// sheet shown, or another sheet is shown, the sheet scrolls so that the
// token stays clear of the edges and the rulers — recentred along the side
// it came near. A negative player follows nobody (the default).
func (v *View) FollowToken(player int) {
	v.follow = player
	v.followToken()
}

// followToken brings the followed token into sight.
func (v *View) followToken() {
	s := v.sheetNow()
	if v.follow < 0 || s == nil {
		return
	}
	if at, ok := s.Token(v.follow); ok {
		v.KeepInSight(at)
	}
}

// KeepInSight pans, when cell c lies within a margin of the view's edges
// (a quarter of the view, at most three cells) or beyond them, so that it
// is in the middle along that direction: a token walking towards an edge
// jumps back to the middle now and then rather than pushing the sheet a
// cell at every step.
func (v *View) KeepInSight(c notebook.Cell) {
	l := v.layout()
	size := v.Size()
	if l.Cell <= 0 || size.Width <= 0 || size.Height <= 0 {
		return
	}
	left, top := v.rulerInsets()
	pos, _ := v.CellRect(c)
	centre := func(p, lo, hi float32) float32 {
		margin := min(3*l.Cell, (hi-lo)/4)
		if p >= lo+margin && p+l.Cell <= hi-margin {
			return 0
		}
		return (lo+hi)/2 - p - l.Cell/2
	}
	dx := centre(pos.X, left, size.Width)
	dy := centre(pos.Y, top, size.Height)
	if dx == 0 && dy == 0 {
		return
	}
	// Whole pixels, so that the cached picture scrolls without a repaint.
	dx = float32(math.Round(float64(dx*v.zoom.Scale))) / v.zoom.Scale
	dy = float32(math.Round(float64(dy*v.zoom.Scale))) / v.zoom.Scale
	// The view's own move: a sheet placed by Fit is placed again when
	// the window is resized, as if the player had not panned.
	fitted := v.fitted
	v.Pan(dx, dy)
	v.fitted = fitted
}

// rulerInsets is what the rulers hide of the view's left and top.
func (v *View) rulerInsets() (left, top float32) {
	if v.r == nil || !v.rulers {
		return 0, 0
	}
	v.r.layoutRulers()
	return v.r.rulerInsets()
}

// SetHighlight shows cells and edges in a colour; an empty Highlight hides
// them.
func (v *View) SetHighlight(h Highlight) {
	v.highlight = h
	if v.r != nil {
		v.r.layoutHighlight()
	}
}

// Brush is the cell mark a click puts in a cell (NoMark: a click only
// moves the cursor).
func (v *View) Brush() notebook.Kind { return v.brush }

// SetBrush chooses the cell mark a click puts in a cell: a cell type,
// Treasure, Question or Note; NoMark for none.
func (v *View) SetBrush(k notebook.Kind) {
	if k > notebook.Note {
		k = notebook.NoMark
	}
	if k == v.brush {
		return
	}
	v.brush = k
	v.toolChanged()
}

// SetPen chooses pen (certain) or pencil (a guess) for what the keys and
// the mouse draw; it is the notebook's tool (notebook.SetPen), shown here.
func (v *View) SetPen(pen bool) {
	if v.nb == nil || v.nb.Pen() == pen {
		return
	}
	v.nb.SetPen(pen)
	v.toolChanged()
}

// SetOwner chooses whose colour the keys and the mouse draw in
// (notebook.SetOwner).
func (v *View) SetOwner(o notebook.Owner) error {
	if v.nb == nil {
		return nil
	}
	if err := v.nb.SetOwner(o); err != nil {
		return err
	}
	v.toolChanged()
	return nil
}

func (v *View) toolChanged() {
	if v.r != nil {
		v.r.layoutStatus()
		v.r.layoutCursor()
	}
	if v.OnToolChanged != nil {
		v.OnToolChanged()
	}
}

// report hands a refused command to OnError.
func (v *View) report(err error) {
	if err != nil && v.OnError != nil {
		v.OnError(err)
	}
}

// do runs one of the view's own commands on the notebook.
func (v *View) do(f func() error) {
	if v.nb == nil || v.sheetNow() == nil {
		return
	}
	v.busy++
	err := f()
	v.busy--
	v.report(err)
}

// Zoom and pan.

// CellSize is the current zoom: a cell's side in Fyne units.
func (v *View) CellSize() float32 { return v.layout().Cell }

// SetCellSize zooms to a cell size (clamped to MinCellSize..MaxCellSize),
// keeping the middle of the view in place.
func (v *View) SetCellSize(size float32) {
	s := v.Size()
	if v.zoom.Cell > 0 {
		v.ZoomAt(size/v.zoom.Cell, fyne.NewPos(s.Width/2, s.Height/2))
	}
}

// ZoomAt multiplies the cell size by factor, keeping the point anchor (in
// the view's coordinates) over the same spot of the sheet.
func (v *View) ZoomAt(factor float32, anchor fyne.Position) {
	if !v.zoom.ZoomAt(factor, anchor, MinCellSize, MaxCellSize) {
		return
	}
	v.placed, v.fitted = true, false
	v.clampOffset()
	v.viewChanged()
}

// Offset is where the top-left corner of cell (1,1) — Cell{0,0} — is, in
// the view's coordinates.
func (v *View) Offset() fyne.Position { return v.layout().Origin }

// SetOffset pans so that the top-left corner of Cell{0,0} is at o.
func (v *View) SetOffset(o fyne.Position) {
	v.zoom.Offset = o
	v.placed, v.fitted = true, false
	v.clampOffset()
	v.viewChanged()
}

// Pan moves the sheet by (dx, dy) Fyne units.
func (v *View) Pan(dx, dy float32) { v.SetOffset(v.zoom.Offset.AddXY(dx, dy)) }

// Fit zooms and pans so that everything drawn on the sheet, and its
// cursor, fill the view (never zooming in past MaxFitCellSize); an empty
// sheet shows its cursor in the middle at DefaultCellSize.
func (v *View) Fit() {
	v.placed, v.fitted = true, true
	v.fit(v.Size())
	v.viewChanged()
}

func (v *View) fit(size fyne.Size) {
	if size.Width <= 0 || size.Height <= 0 {
		return
	}
	v.fitFor = size
	s := v.sheetNow()
	if s == nil {
		v.zoom.Cell = DefaultCellSize
		v.zoom.Offset = fyne.NewPos(size.Width/2, size.Height/2)
		return
	}
	cur := s.Cursor()
	lo, hi, ok := s.Bounds()
	if !ok {
		lo, hi = cur, cur
	}
	lo.X, lo.Y = min(lo.X, cur.X), min(lo.Y, cur.Y)
	hi.X, hi.Y = max(hi.X, cur.X), max(hi.Y, cur.Y)
	// The rulers take a strip of the view.
	left, top := v.rulerInsets()
	size = fyne.NewSize(max(1, size.Width-left), max(1, size.Height-top))
	fitIn := func(lo, hi notebook.Cell) float32 {
		cols, rows := float32(hi.X-lo.X+3), float32(hi.Y-lo.Y+3)
		return min(size.Width/cols, size.Height/rows, MaxFitCellSize)
	}
	c := fitIn(lo, hi)
	if !ok {
		c = DefaultCellSize
	}
	// A sheet in the plan's coordinates shows the whole outline when its
	// cells stay large enough to read.
	if o := v.outlines[v.sheet]; !o.Empty() {
		w, h := o.Size()
		olo := notebook.At(min(lo.X, 0), min(lo.Y, 0))
		ohi := notebook.At(max(hi.X, w-1), max(hi.Y, h-1))
		if oc := fitIn(olo, ohi); oc >= MinOutlineFitCellSize {
			lo, hi, c = olo, ohi, oc
		}
	}
	px := float32(math.Floor(float64(c * v.zoom.Scale)))
	v.zoom.Cell = max(MinCellSize, min(MaxCellSize, px/v.zoom.Scale))
	cell := v.layout().Cell
	cx := (float32(lo.X+hi.X+1) / 2) * cell
	cy := (float32(lo.Y+hi.Y+1) / 2) * cell
	v.zoom.Offset = fyne.NewPos(left+size.Width/2-cx, top+size.Height/2-cy)
}

// place puts a sheet shown for the first time in the view: fitted, and
// kept fitted while the window takes its size, until the player zooms or
// pans.
func (v *View) place() {
	if v.Size().Width <= 0 {
		return
	}
	if !v.placed {
		v.placed, v.fitted = true, true
		v.fitFor = fyne.Size{}
	}
	// Only a new size refits: the drawing growing under the player's pen
	// must not move the paper.
	if v.fitted && v.Size() != v.fitFor {
		v.fit(v.Size())
	}
}

// ShowCell pans, when needed, so that cell c is in view with a cell to
// spare around it.
func (v *View) ShowCell(c notebook.Cell) {
	l := v.layout()
	size := v.Size()
	if l.Cell <= 0 || size.Width <= 0 {
		return
	}
	pos, _ := v.CellRect(c)
	margin := min(l.Cell, size.Width/4, size.Height/4)
	left, top := v.rulerInsets()
	dx, dy := float32(0), float32(0)
	switch {
	case pos.X < left+margin:
		dx = left + margin - pos.X
	case pos.X+l.Cell > size.Width-margin:
		dx = size.Width - margin - pos.X - l.Cell
	}
	switch {
	case pos.Y < top+margin:
		dy = top + margin - pos.Y
	case pos.Y+l.Cell > size.Height-margin:
		dy = size.Height - margin - pos.Y - l.Cell
	}
	if dx == 0 && dy == 0 {
		return
	}
	// Far away: jump so that the cell is in the middle.
	if abs32(dx) > size.Width || abs32(dy) > size.Height {
		dx = size.Width/2 - pos.X - l.Cell/2
		dy = size.Height/2 - pos.Y - l.Cell/2
	}
	// Whole pixels, so that the cached picture scrolls without a repaint.
	dx = float32(math.Round(float64(dx*v.zoom.Scale))) / v.zoom.Scale
	dy = float32(math.Round(float64(dy*v.zoom.Scale))) / v.zoom.Scale
	v.Pan(dx, dy)
}

func abs32(f float32) float32 {
	if f < 0 {
		return -f
	}
	return f
}

// followCursor keeps the keyboard cursor in view.
func (v *View) followCursor() {
	if s := v.sheetNow(); s != nil {
		v.ShowCell(s.Cursor())
	}
}

// clampOffset keeps the cells in view within the notebook's reach.
func (v *View) clampOffset() {
	lim := float32(notebook.Limit) * v.zoom.Cell
	v.zoom.Offset = fyne.NewPos(max(-lim, min(lim, v.zoom.Offset.X)), max(-lim, min(lim, v.zoom.Offset.Y)))
}

// viewChanged applies a new zoom or pan.
func (v *View) viewChanged() {
	if v.r != nil {
		v.r.layoutOverlays()
		v.repaint()
	}
	if v.hover.In {
		v.setHover(v.HitAt(v.hover.Position))
	}
	if v.OnViewChanged != nil {
		v.OnViewChanged()
	}
}

// layout is the grid's placement in the view.
func (v *View) layout() viewport.Layout { return v.zoom.Layout() }

// CellRect is where cell c is drawn, in the view's coordinates.
func (v *View) CellRect(c notebook.Cell) (fyne.Position, fyne.Size) {
	return v.layout().CellRect(c.X, c.Y)
}

// updatePalette follows the theme; it reports whether the colours or the
// font changed (the whole sheet is then redrawn).
func (v *View) updatePalette() bool {
	th := v.Theme()
	variant := theme.VariantLight
	if app := fyne.CurrentApp(); app != nil {
		variant = app.Settings().ThemeVariant()
	}
	if v.palTheme == th && v.palVar == variant && v.cache.p.u != nil {
		return false
	}
	p := NewPalette(th, variant)
	font := th.Font(fyne.TextStyle{Bold: true})
	same := v.cache.p.u != nil && reflect.DeepEqual(p, v.pal) && font == v.fontRes
	v.palTheme, v.palVar = th, variant
	if same {
		return false
	}
	v.pal = p
	if font != v.fontRes || v.cache.p.fonts == nil {
		v.fontRes = font
		v.cache.p.fonts = raster.NewFaces(font, raster.DrawMask8)
	}
	v.cache.p.u = newUniforms(p)
	v.cache.InvalidateAll()
	if v.glue != nil {
		v.glue.stale = true
	}
	return true
}

// generate is the paper raster's generator: it brings the cached image up
// to date for a w x h pixel view.
func (v *View) generate(w, h int) image.Image {
	size := v.Size()
	if v.zoom.LearnScale(w, size.Width) {
		v.cache.InvalidateAll()
		if v.r != nil {
			v.r.layoutOverlays()
		}
	}
	if v.updatePalette() && v.r != nil {
		v.r.layoutOverlays()
	}
	g := v.zoom.Grid()
	p := &v.cache.p
	if s := v.sheetNow(); s != p.s {
		p.s = s
		v.cache.InvalidateAll()
	}
	p.outline = v.outlines[v.sheet] // a change invalidates the picture (SetOutline, SetSheet)
	if v.spritesC != g.C || p.sp == nil {
		p.sp = newSprites(g.C)
		v.spritesC = g.C
	}
	return v.cache.render(w, h, g)
}

func (v *View) CreateRenderer() fyne.WidgetRenderer {
	v.ExtendBaseWidget(v)
	r := newViewRenderer(v)
	v.r = r
	return r
}
