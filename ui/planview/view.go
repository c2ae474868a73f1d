package planview

import (
	"image"
	"image/color"
	"math"
	"reflect"
	"slices"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/driver/desktop"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"github.com/labyrinth-game/labyrinth/engine/maze"
	"github.com/labyrinth-game/labyrinth/ui/raster"
	"github.com/labyrinth-game/labyrinth/ui/viewport"
)

// Zoom limits: the size of a cell, in Fyne units.
const (
	MinCellSize float32 = 4
	MaxCellSize float32 = 96
)

// TapEvent is a click on the view.
type TapEvent struct {
	Hit
	// Modifier holds the keys held when the button went down (Shift,
	// Control, Alt, Super).
	Modifier fyne.KeyModifier
}

// DragEvent reports a drag in progress or just finished.
type DragEvent struct {
	// Start is where the button went down, Current where the pointer is.
	Start, Current Hit
	// Cells is every grid position the pointer has passed over since the
	// drag began, in order, neighbours in turn (a quick stroke is filled
	// in), with no position twice in a row. Edges is every side the pointer
	// passed near, in order, likewise; near a corner no side is picked, so a
	// stroke along a line of sides does not collect the ones across it.
	// The slices only grow during a drag: keep them or copy them as you
	// like, the view never rewrites what it has handed out.
	Cells []maze.Pos
	Edges []maze.Side
	// NewCells and NewEdges are the ends of Cells and Edges that this
	// event added: what a brush paints at each move.
	NewCells []maze.Pos
	NewEdges []maze.Side
	// Button and Modifier are those of the press that began the drag.
	Button   desktop.MouseButton
	Modifier fyne.KeyModifier
}

// ScrollEvent is a turn of the mouse wheel (or a touchpad swipe) over the
// view; DY is positive away from the user.
type ScrollEvent struct {
	Hit
	DX, DY   float32
	Modifier fyne.KeyModifier
}

// HoverMode selects what the view highlights under the pointer on its own.
type HoverMode uint8

const (
	// HoverAuto highlights the side under the pointer when it is near one,
	// else the cell.
	HoverAuto HoverMode = iota
	// HoverCells highlights only cells.
	HoverCells
	// HoverEdges highlights only sides.
	HoverEdges
	// HoverOff highlights nothing.
	HoverOff
)

// Preview is the shape a tool would draw if the drag ended now: cells and
// sides highlighted in Color (the theme's primary colour when nil).
type Preview struct {
	Cells []maze.Pos
	Edges []maze.Side
	Color color.Color
}

// Path is a trajectory in Color (the theme's primary colour when nil),
// from a hollow ring where it begins to a dot where it ends. Segments draw
// it stretch by stretch, each in its style (see SegmentStyle); without
// them, Cells is drawn as a line through cell centres. Steps between
// floors are not drawn.
type Path struct {
	Cells    []maze.Pos
	Segments []Segment
	Color    color.Color
}

// Token is a player's marker: a disc with a short label (an initial or a
// number) on a cell, in Color (the theme's primary colour when nil).
type Token struct {
	At    maze.Pos
	Label string
	Color color.Color
}

// View is a widget that draws a maze plan, one floor at a time. Create it
// with New; see the package documentation.
type View struct {
	widget.BaseWidget

	// OnTap is called on a primary click, without the delay a double-click
	// detection would need; OnDoubleTap follows the second click of a
	// double click on the same cell or side.
	OnTap, OnDoubleTap func(TapEvent)
	// OnSecondaryTap is called on a right click.
	OnSecondaryTap func(TapEvent)
	// OnHover is called when the cell or side under the pointer changes,
	// with Hit.None() when the pointer leaves the view.
	OnHover func(Hit)
	// OnDragStart, OnDrag and OnDragEnd follow a drag with the primary
	// button: OnDragStart once, OnDrag for every move (the first one
	// included), OnDragEnd when the button is released. When all three are
	// nil, a drag pans the view. A drag with the middle button always pans.
	OnDragStart, OnDrag, OnDragEnd func(DragEvent)
	// OnScroll receives the mouse wheel; when nil the wheel zooms around
	// the pointer.
	OnScroll func(ScrollEvent)
	// OnViewChanged is called after the zoom, the pan or the floor changed.
	OnViewChanged func()
	// EdgeTolerance is how close to a side, in Fyne units, a point must be
	// to hit the side rather than the cell; 0 picks a distance that grows
	// with the zoom. It is capped so that a cell's middle always hits it.
	EdgeTolerance float32

	m      *maze.Maze
	floor  int
	floors *FloorSwitch // the switch that follows the floor, if any
	zoom   viewport.Zoom
	fitted bool // the view follows Fit until the user zooms or pans
	coords bool
	mode   HoverMode
	cursor desktop.Cursor

	hover    Hit
	preview  Preview
	problems []maze.Pos
	heat     []float64
	links    bool
	linkOnly []int
	paths    []Path
	tokens   []Token

	cache    planCache
	pal      Palette
	palTheme fyne.Theme
	// neutral: pits and river arrows in neutral ink (SetNeutralLandmarks).
	neutral  bool
	fontRes  fyne.Resource
	spritesC int

	press     pressState
	drag      *DragEvent
	dragLast  fyne.Position
	dragPan   bool
	lastTap   time.Time
	lastTapAt Hit

	r *viewRenderer
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
	_ desktop.Hoverable      = (*View)(nil)
	_ desktop.Mouseable      = (*View)(nil)
	_ desktop.Cursorable     = (*View)(nil)
)

// New makes a view of m (which may be nil: an empty view), fitted to its
// size until the user zooms or pans.
func New(m *maze.Maze) *View {
	// A nil cursor would crash the desktop driver once the pointer enters.
	v := &View{m: m, zoom: viewport.Zoom{Cell: 24, Scale: 1}, fitted: true, coords: true, cursor: desktop.DefaultCursor}
	v.ExtendBaseWidget(v)
	return v
}

// Maze is the maze shown.
func (v *View) Maze() *maze.Maze { return v.m }

// SetMaze shows another maze (or the same one after changes the view was
// not told about): everything is redrawn and the overlays that name cells
// are cleared. A maze of the same width and height keeps the zoom, the pan
// and the floor (if it has it); another size is fitted to the view.
func (v *View) SetMaze(m *maze.Maze) {
	same := v.m != nil && m != nil && m.Width() == v.m.Width() && m.Height() == v.m.Height()
	v.m = m
	if m == nil || v.floor >= m.Floors() {
		v.floor = 0
	}
	if !same {
		v.fitted = true
	}
	v.preview = Preview{}
	v.problems = nil
	v.heat = nil
	v.paths = nil
	v.tokens = nil
	v.hover = Hit{}
	if v.floors != nil {
		v.floors.sync()
	}
	v.Refresh()
}

// Floor is the floor shown, from 0.
func (v *View) Floor() int { return v.floor }

// SetFloor shows floor f (from 0; clamped to the maze's floors).
func (v *View) SetFloor(f int) {
	if v.m != nil {
		f = max(0, min(f, v.m.Floors()-1))
	} else {
		f = 0
	}
	if f == v.floor {
		return
	}
	v.floor = f
	v.hover = Hit{}
	v.cache.InvalidateAll()
	v.changed()
}

// ShowCoordinates turns the row and column numbers around the grid on or
// off (on by default).
func (v *View) ShowCoordinates(on bool) {
	if on == v.coords {
		return
	}
	v.coords = on
	v.cache.InvalidateAll()
	v.repaint()
}

// SetNeutralLandmarks draws pits and river arrows in neutral ink
// (Palette.NeutralLandmarks), for a plan on which colour marks the players
// — their pieces and trails in their seats' colours (the game master's
// table, its reveal) — so that a red pit or a blue arrow does not read as
// a player's piece or trail.
func (v *View) SetNeutralLandmarks(on bool) {
	if on == v.neutral {
		return
	}
	v.neutral = on
	v.palTheme = nil // the palette is worked out again
	v.Refresh()
}

// Palette is the colours the plan is drawn with in the current theme.
func (v *View) Palette() Palette {
	v.updatePalette()
	return v.pal
}

// Invalidate redraws the given cells after the maze changed there: their
// kind, flow, pit numbers, sides, treasures or items. Their neighbours are
// redrawn too, since the sides they share, the corners, river bands and
// exit arrows are drawn across both. Positions on other floors are ignored
// (a floor is drawn afresh when shown). Changes to pits also move the pit
// links.
func (v *View) Invalidate(cells ...maze.Pos) {
	for _, p := range cells {
		if p.Floor == v.floor {
			v.cache.Invalidate(image.Rect(p.X-1, p.Y-1, p.X+2, p.Y+2))
		}
	}
	v.repaint()
	if v.links && v.r != nil {
		v.r.layoutLinks()
	}
}

// InvalidateSides redraws the given sides after they changed.
func (v *View) InvalidateSides(sides ...maze.Side) {
	for _, s := range sides {
		if s.At.Floor == v.floor {
			// One rectangle for both cells: their squares overlap.
			a, b := s.At, s.At.Step(s.Dir)
			v.cache.Invalidate(image.Rect(min(a.X, b.X)-1, min(a.Y, b.Y)-1, max(a.X, b.X)+2, max(a.Y, b.Y)+2))
		}
	}
	v.repaint()
}

// Refresh redraws the whole plan; after a change to a few cells,
// Invalidate is much cheaper.
func (v *View) Refresh() {
	v.cache.InvalidateAll()
	v.BaseWidget.Refresh()
}

// repaint shows the cache's dirty parts at the next frame.
func (v *View) repaint() {
	if v.r != nil {
		v.r.plan.Refresh()
	}
}

// CellSize is the current zoom: a cell's side in Fyne units.
func (v *View) CellSize() float32 { return v.layout().Cell }

// SetCellSize zooms to a cell size (clamped to MinCellSize..MaxCellSize),
// keeping the middle of the view in place.
func (v *View) SetCellSize(size float32) {
	s := v.Size()
	v.ZoomAt(size/v.zoom.Cell, fyne.NewPos(s.Width/2, s.Height/2))
}

// ZoomAt multiplies the cell size by factor, keeping the point anchor (in
// the view's coordinates) over the same spot of the plan.
func (v *View) ZoomAt(factor float32, anchor fyne.Position) {
	if !v.zoom.ZoomAt(factor, anchor, MinCellSize, MaxCellSize) {
		return
	}
	v.fitted = false
	v.clampOffset()
	v.changed()
}

// Offset is where the top-left corner of cell (1,1) is, in the view's
// coordinates.
func (v *View) Offset() fyne.Position { return v.layout().Origin }

// SetOffset pans so that the top-left corner of cell (1,1) is at o (kept
// within reach: some of the plan always stays in view).
func (v *View) SetOffset(o fyne.Position) {
	v.zoom.Offset = o
	v.fitted = false
	v.clampOffset()
	v.changed()
}

// Pan moves the plan by (dx, dy) Fyne units.
func (v *View) Pan(dx, dy float32) {
	v.SetOffset(v.zoom.Offset.AddXY(dx, dy))
}

// Fit zooms and pans so that the whole floor, with its margin, fills the
// view; the view then stays fitted when resized, until zoomed or panned.
func (v *View) Fit() {
	v.fitted = true
	v.fit(v.Size())
	v.changed()
}

// fit computes the fitted zoom and offset for a view of the given size.
func (v *View) fit(size fyne.Size) {
	if v.m == nil || size.Width <= 0 || size.Height <= 0 {
		return
	}
	cols, rows := float32(v.m.Width()+2), float32(v.m.Height()+2)
	c := min(size.Width/cols, size.Height/rows)
	// Whole pixels, rounded down so that the plan fits.
	px := float32(math.Floor(float64(c * v.zoom.Scale)))
	v.zoom.Cell = max(MinCellSize, min(MaxCellSize, px/v.zoom.Scale))
	cell := v.layout().Cell
	v.zoom.Offset = fyne.NewPos(
		(size.Width-float32(v.m.Width())*cell)/2,
		(size.Height-float32(v.m.Height())*cell)/2)
}

// ShowCells pans (and zooms out if needed) so that the given cells are in
// view, switching to the floor of the first one if none is on the floor
// shown. The editor uses it to show where a validation message points.
func (v *View) ShowCells(cells ...maze.Pos) {
	if len(cells) == 0 || v.m == nil {
		return
	}
	if !slices.ContainsFunc(cells, func(p maze.Pos) bool { return p.Floor == v.floor }) {
		v.floor = max(0, min(cells[0].Floor, v.m.Floors()-1))
		v.cache.InvalidateAll()
	}
	var box image.Rectangle
	first := true
	for _, p := range cells {
		if p.Floor != v.floor {
			continue
		}
		r := image.Rect(p.X, p.Y, p.X+1, p.Y+1)
		if first {
			box, first = r, false
		} else {
			box = box.Union(r)
		}
	}
	size := v.Size()
	l := v.layout()
	need := min(size.Width/float32(box.Dx()+2), size.Height/float32(box.Dy()+2))
	if need < l.Cell {
		v.zoom.Cell = max(MinCellSize, float32(math.Floor(float64(need*v.zoom.Scale)))/v.zoom.Scale)
		l = v.layout()
	}
	cx := (float32(box.Min.X) + float32(box.Dx())/2) * l.Cell
	cy := (float32(box.Min.Y) + float32(box.Dy())/2) * l.Cell
	v.zoom.Offset = fyne.NewPos(size.Width/2-cx, size.Height/2-cy)
	v.fitted = false
	v.clampOffset()
	v.changed()
}

// clampOffset keeps at least a few cells of the plan in view.
func (v *View) clampOffset() {
	if v.m == nil {
		return
	}
	size := v.Size()
	l := v.layout()
	keep := func(origin, extent, view float32) float32 {
		k := min(extent, 3*l.Cell, view)
		return max(k-extent, min(view-k, origin))
	}
	v.zoom.Offset = fyne.NewPos(
		keep(v.zoom.Offset.X, float32(v.m.Width())*l.Cell, size.Width),
		keep(v.zoom.Offset.Y, float32(v.m.Height())*l.Cell, size.Height))
}

// changed applies a new zoom, pan or floor.
func (v *View) changed() {
	if v.r != nil {
		v.r.layoutOverlays()
		v.r.plan.Refresh()
	}
	// The pointer has not moved, but the plan under it has.
	if !v.hover.None() {
		v.setHover(v.HitAt(v.hover.Position))
	}
	if v.floors != nil {
		v.floors.sync()
	}
	if v.OnViewChanged != nil {
		v.OnViewChanged()
	}
}

// layout is the grid's placement in the view.
func (v *View) layout() viewport.Layout { return v.zoom.Layout() }

// CellRect is where cell p is drawn, in the view's coordinates (whatever
// its floor).
func (v *View) CellRect(p maze.Pos) (fyne.Position, fyne.Size) {
	return v.layout().CellRect(p.X, p.Y)
}

// SetHoverMode chooses what the view highlights under the pointer.
func (v *View) SetHoverMode(m HoverMode) {
	v.mode = m
	if v.r != nil {
		v.r.layoutHover()
	}
}

// SetCursor sets the mouse cursor shown over the view (a tool's cursor).
func (v *View) SetCursor(c desktop.Cursor) { v.cursor = c }

// SetPreview shows what a tool would do; an empty Preview hides it.
func (v *View) SetPreview(p Preview) {
	v.preview = p
	if v.r != nil {
		v.r.layoutPreview()
	}
}

// SetProblems highlights cells that a validation message is about; nil
// clears them.
func (v *View) SetProblems(cells []maze.Pos) {
	v.problems = cells
	if v.r != nil {
		v.r.layoutProblems()
	}
}

// SetHeat colours every cell by a value in [0,1], indexed like
// maze.Maze.Index (len(values) == Maze().Len()); a NaN leaves its cell
// uncoloured. nil hides the heat map.
func (v *View) SetHeat(values []float64) {
	v.heat = values
	if v.r != nil {
		v.r.layoutHeat()
	}
}

// SetPitLinks shows or hides the lines between consecutive pits of a loop:
// of every loop, or only of the loops given.
func (v *View) SetPitLinks(show bool, loops ...int) {
	v.links = show
	v.linkOnly = loops
	if v.r != nil {
		v.r.layoutLinks()
	}
}

// SetPaths draws trajectories; none hides them.
func (v *View) SetPaths(paths ...Path) {
	v.paths = paths
	if v.r != nil {
		v.r.layoutPaths()
	}
}

// SetTokens places players' markers; none hides them.
func (v *View) SetTokens(tokens ...Token) {
	v.tokens = tokens
	if v.r != nil {
		v.r.layoutTokens()
	}
}

// updatePalette follows the theme: when the colours or the font changed,
// the whole plan will be redrawn. It reports whether they did.
func (v *View) updatePalette() bool {
	th := v.Theme()
	variant := theme.VariantLight
	if app := fyne.CurrentApp(); app != nil {
		variant = app.Settings().ThemeVariant()
	}
	p := NewPalette(th, variant)
	if v.neutral {
		p = p.NeutralLandmarks()
	}
	font := th.Font(fyne.TextStyle{Bold: true})
	if v.palTheme != nil && paletteEqual(p, v.pal) && font == v.fontRes {
		return false
	}
	v.pal, v.palTheme = p, th
	if font != v.fontRes || v.cache.p.fonts == nil {
		v.fontRes = font
		v.cache.p.fonts = raster.NewFaces(font, raster.DrawMask)
	}
	v.cache.p.u = newUniforms(p)
	v.cache.InvalidateAll()
	return true
}

func paletteEqual(a, b Palette) bool { return reflect.DeepEqual(a, b) }

// generate is the plan raster's generator: it brings the cached image up
// to date for a w x h pixel view.
func (v *View) generate(w, h int) image.Image {
	size := v.Size()
	if v.zoom.LearnScale(w, size.Width) {
		v.cache.InvalidateAll()
		if v.fitted {
			v.fit(size)
		}
		if v.r != nil {
			v.r.layoutOverlays()
		}
	}
	v.updatePalette()
	g := v.zoom.Grid()
	p := &v.cache.p
	if p.m != v.m || p.floor != v.floor || p.coords != v.coords {
		p.m, p.floor, p.coords = v.m, v.floor, v.coords
		v.cache.InvalidateAll()
	}
	if v.spritesC != g.C || p.sp == nil {
		p.sp = newSprites(g.C)
		v.spritesC = g.C
	}
	p.maxLabel = int(13 * v.zoom.Scale)
	return v.cache.render(w, h, g)
}

// Input.

func (v *View) MouseDown(ev *desktop.MouseEvent) {
	v.press = pressState{button: ev.Button, modifier: ev.Modifier}
}

func (v *View) MouseUp(*desktop.MouseEvent) {}

// takePress returns the modifier keys of the press that led to a click, or
// the keys held now when no press was seen (as in tests).
func (v *View) takePress() pressState {
	p := v.press
	v.press = pressState{}
	if p.button == 0 {
		if d, ok := fyne.CurrentApp().Driver().(desktop.Driver); ok {
			p.modifier = d.CurrentKeyModifiers()
		}
	}
	return p
}

func (v *View) Tapped(ev *fyne.PointEvent) {
	te := TapEvent{Hit: v.HitAt(ev.Position), Modifier: v.takePress().modifier}
	now := time.Now()
	double := now.Sub(v.lastTap) < fyne.CurrentApp().Driver().DoubleTapDelay() && te.Hit.same(v.lastTapAt)
	if v.OnTap != nil {
		v.OnTap(te)
	}
	if double {
		v.lastTap = time.Time{}
		if v.OnDoubleTap != nil {
			v.OnDoubleTap(te)
		}
		return
	}
	v.lastTap, v.lastTapAt = now, te.Hit
}

func (v *View) TappedSecondary(ev *fyne.PointEvent) {
	te := TapEvent{Hit: v.HitAt(ev.Position), Modifier: v.takePress().modifier}
	if v.OnSecondaryTap != nil {
		v.OnSecondaryTap(te)
	}
}

func (v *View) Dragged(ev *fyne.DragEvent) {
	l := v.layout()
	started := false
	if v.drag == nil {
		started = true
		pr := v.takePress()
		start := ev.Position.Subtract(ev.Dragged)
		v.dragPan = pr.button == desktop.MouseButtonTertiary ||
			(v.OnDragStart == nil && v.OnDrag == nil && v.OnDragEnd == nil)
		v.drag = &DragEvent{Start: v.hit(start, l, false), Button: pr.button, Modifier: pr.modifier}
		if v.drag.Button == 0 {
			v.drag.Button = desktop.MouseButtonPrimary
		}
		v.dragLast = start
		if !v.dragPan {
			v.drag.Cells = extendCells(nil, v.m, v.floor, l, start, start)
			v.drag.Edges = v.extendEdges(nil, l, start, start)
		}
	}
	if v.dragPan {
		v.Pan(ev.Position.X-v.dragLast.X, ev.Position.Y-v.dragLast.Y)
		v.dragLast = ev.Position
		return
	}
	d := v.drag
	nc, ne := len(d.Cells), len(d.Edges)
	if started {
		nc, ne = 0, 0 // the start counts as new at the first move
	}
	d.Cells = extendCells(d.Cells, v.m, v.floor, l, v.dragLast, ev.Position)
	d.Edges = v.extendEdges(d.Edges, l, v.dragLast, ev.Position)
	d.NewCells, d.NewEdges = d.Cells[nc:], d.Edges[ne:]
	d.Current = v.hit(ev.Position, l, false)
	v.dragLast = ev.Position
	v.setHover(d.Current)
	if started && v.OnDragStart != nil {
		v.OnDragStart(*d)
	}
	if v.OnDrag != nil {
		v.OnDrag(*d)
	}
}

func (v *View) DragEnd() {
	d := v.drag
	v.drag = nil
	if d == nil || v.dragPan {
		v.dragPan = false
		return
	}
	d.NewCells, d.NewEdges = nil, nil
	if v.OnDragEnd != nil {
		v.OnDragEnd(*d)
	}
}

func (v *View) Scrolled(ev *fyne.ScrollEvent) {
	if v.OnScroll != nil {
		se := ScrollEvent{Hit: v.HitAt(ev.Position), DX: ev.Scrolled.DX, DY: ev.Scrolled.DY}
		if d, ok := fyne.CurrentApp().Driver().(desktop.Driver); ok {
			se.Modifier = d.CurrentKeyModifiers()
		}
		v.OnScroll(se)
		return
	}
	v.ZoomAt(viewport.WheelZoom(ev.Scrolled.DY), ev.Position)
}

func (v *View) MouseIn(ev *desktop.MouseEvent)    { v.setHover(v.HitAt(ev.Position)) }
func (v *View) MouseMoved(ev *desktop.MouseEvent) { v.setHover(v.HitAt(ev.Position)) }
func (v *View) MouseOut()                         { v.setHover(Hit{}) }

func (v *View) Cursor() desktop.Cursor { return v.cursor }

// setHover moves the hover highlight and reports a change of cell or side.
func (v *View) setHover(h Hit) {
	if h.same(v.hover) {
		v.hover = h
		return
	}
	v.hover = h
	if v.r != nil {
		v.r.layoutHover()
	}
	if v.OnHover != nil {
		v.OnHover(h)
	}
}

// Hover is what is under the pointer now.
func (v *View) Hover() Hit { return v.hover }

func (v *View) CreateRenderer() fyne.WidgetRenderer {
	v.ExtendBaseWidget(v)
	r := newViewRenderer(v)
	v.r = r
	return r
}
