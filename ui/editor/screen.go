package editor

import (
	"fmt"
	"slices"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/driver/desktop"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	document "github.com/labyrinth-game/labyrinth/app/editor"
	"github.com/labyrinth-game/labyrinth/engine/maze"
	"github.com/labyrinth-game/labyrinth/engine/validate"
	"github.com/labyrinth-game/labyrinth/ui/planview"
	"github.com/labyrinth-game/labyrinth/ui/shell"
	"github.com/labyrinth-game/labyrinth/ui/widgets"
)

// defaultSize is the blank maze the editor opens on when given no file.
const defaultSize = 10

// Screen is the maze editor in the window.
type Screen struct {
	frame shell.Frame
	win   fyne.Window
	env   *Env

	doc         *document.Document
	unsubscribe func()
	// size is the plan's size when last drawn, to refit after a resize.
	size [3]int

	view *planview.View
	root fyne.CanvasObject
	keys *shell.Keymap
	tips *widgets.TipLayer

	tool      tool
	paintTool tool      // the painting tool the kind buttons and the eyedropper go back to
	kind      maze.Kind // what the painting tools paint
	trueGem   bool      // the treasure tool places the true treasure (else a fake)
	placeKey  bool      // the treasure tool places the Key instead
	item      itemKind  // what the items tool puts down
	// window: the doors tool puts windows (else one-way doors).
	window bool
	// creature is what the creatures tool puts down; mimic: it copies the
	// players' moves; thereAndBack: a drawn path is walked back to the cave.
	creature            maze.CreatureKind
	mimic, thereAndBack bool

	drag      dragState
	spaceDown bool
	// relayoutDue: a notice showed or hid during a drag; the plan makes
	// room for it, or takes the room back, when the drag ends, so that
	// cells do not move under the pointer.
	relayoutDue bool
	// loop is the pit loop being built by clicks (0: none); its clicks
	// are one stroke.
	loop int

	selected    maze.Pos
	hasSelected bool
	lastHover   planview.Hit // what the status bar describes
	// flash are cells a refusal points at, shown until the next action.
	flash []maze.Pos
	// problem is the validation message whose cells are highlighted.
	problem *validate.Problem

	heatOn, linksOn bool
	analysis        *analysisState

	// widgets
	toolButtons map[tool]*widgets.TipButton
	kindButtons map[maze.Kind]*swatchButton
	options     *fyne.Container
	undoBtn     *widgets.TipButton
	redoBtn     *widgets.TipButton
	heatBtn     *widgets.TipButton
	linksBtn    *widgets.TipButton
	floors      *planview.FloorSwitch
	viewButtons *fyne.Container
	planArea    *fyne.Container // the plan and, under it, the notice
	hoverLabel  *widget.Label
	zoomLabel   *widget.Label
	validLabel  *widget.RichText
	notice      *widgets.NoticeBar
	problems    *problemsPanel
	inspector   *inspector
	mazeTab     *mazePanel
	analysisTab *analysisPanel
	tabs        *container.AppTabs
	useBtn      *widget.Button

	menu               *fyne.MainMenu
	undoItem, redoItem *fyne.MenuItem
	recentMenu         *fyne.Menu
	heatItem           *fyne.MenuItem
	linksItem          *fyne.MenuItem

	dialogs      []shownDialog // open, for Esc and Enter (see present)
	stopAutosave func()
	closed       bool
}

// newScreen builds the editor on a document; show puts it in the window.
func newScreen(f shell.Frame, env *Env, d *document.Document) *Screen {
	e := &Screen{
		frame: f, win: f.Window(), env: env,
		tool: toolBrush, paintTool: toolBrush, kind: maze.Hospital, item: itemBullets, creature: maze.Bear,
	}
	e.analysis = &analysisState{}
	e.view = planview.New(nil)
	e.build()
	e.root = e.content()
	e.setDocument(d)
	return e
}

// Open shows the editor in the frame's window on a file, or on a blank
// maze when path is "". A file that does not open is reported, and the
// editor opens blank.
func Open(f shell.Frame, env *Env, path string) *Screen {
	var d *document.Document
	var openErr error
	if path != "" {
		d, openErr = document.Open(path, env.cfg)
	}
	if d == nil {
		d = blankDocument(env.cfg)
	}
	e := OpenDocument(f, env, d)
	if openErr != nil {
		e.showError("Could not open the maze", openErr)
	}
	return e
}

// OpenDocument shows the editor on a document already opened (with the
// configuration of env.Config), and offers to recover work a crash left.
func OpenDocument(f shell.Frame, env *Env, d *document.Document) *Screen {
	e := newScreen(f, env, d)
	e.show()
	if d.Path() != "" {
		e.env.recent.Add(d.Path())
	}
	e.offerRecovery()
	return e
}

func blankDocument(cfg document.Config) *document.Document {
	d, err := document.New(document.NewOptions{Width: defaultSize, Height: defaultSize}, cfg)
	if err != nil {
		panic(err) // a 10x10 maze always fits the format
	}
	return d
}

// show hands the window to the editor.
func (e *Screen) show() {
	e.frame.TakeWindow()
	e.win.SetContent(e.root)
	e.win.SetMainMenu(e.menu)
	e.keys = shell.InstallKeys(e.win.Canvas(), e.editorBindings(), e.dialogOpen)
	e.keys.Escape = e.closeDialog
	e.keys.Enter = e.pressDefault
	if dc, ok := e.win.Canvas().(interface {
		SetOnKeyDown(func(*fyne.KeyEvent))
		SetOnKeyUp(func(*fyne.KeyEvent))
	}); ok {
		dc.SetOnKeyDown(e.keyDown)
		dc.SetOnKeyUp(e.keyUp)
	}
	e.win.SetCloseIntercept(e.quit)
	e.updateTitle()
	if e.env.autosaveEvery > 0 {
		e.stopAutosave = shell.Every(e.env.autosaveEvery, e.autosave)
	}
}

// leave closes the editor's screen (the document is closed by the caller)
// and shows the start screen.
func (e *Screen) leave() {
	e.close()
	e.frame.ShowStart()
}

// close ends the screen's work: timers, keys, the document's news (the
// document itself is closed by the caller).
func (e *Screen) close() {
	e.closed = true
	if e.stopAutosave != nil {
		e.stopAutosave()
	}
	e.tips.HideNow()
	if e.keys != nil {
		e.keys.Uninstall()
	}
	if dc, ok := e.win.Canvas().(interface {
		SetOnKeyDown(func(*fyne.KeyEvent))
		SetOnKeyUp(func(*fyne.KeyEvent))
	}); ok {
		dc.SetOnKeyDown(nil)
		dc.SetOnKeyUp(nil)
	}
	if e.unsubscribe != nil {
		e.unsubscribe()
		e.unsubscribe = nil
	}
}

// dialogOpen tells whether a dialog or menu is over the editor: its keys
// then belong to it.
func (e *Screen) dialogOpen() bool { return e.win.Canvas().Overlays().Top() != nil }

// shownDialog is a dialog over the editor and what Enter does in it.
type shownDialog struct {
	d     dialog.Dialog
	enter func() // its default button; nil: none
}

// present shows a dialog that Esc closes (as its Cancel would), when no
// button of it holds the focus.
func (e *Screen) present(d dialog.Dialog) { e.presentWithDefault(d, nil) }

// presentWithDefault shows a dialog whose default button Enter presses:
// from the fields given (single-line entries), and when nothing in the
// dialog holds the focus. A focused button takes Enter itself.
func (e *Screen) presentWithDefault(d dialog.Dialog, enter func(), fields ...*widget.Entry) {
	e.dialogs = append(e.dialogs, shownDialog{d: d, enter: enter})
	d.SetOnClosed(func() {
		if i := slices.IndexFunc(e.dialogs, func(s shownDialog) bool { return s.d == d }); i >= 0 {
			e.dialogs = slices.Delete(e.dialogs, i, i+1)
		}
	})
	for _, f := range fields {
		if !f.MultiLine {
			f.OnSubmitted = func(string) { enter() }
		}
	}
	d.Show()
}

// closeDialog is Esc under a dialog: the topmost one closes, cancelled.
func (e *Screen) closeDialog() {
	if n := len(e.dialogs); n > 0 {
		e.dialogs[n-1].d.Hide()
	}
}

// pressDefault is Enter under a dialog: the topmost one's default button,
// if it has one.
func (e *Screen) pressDefault() {
	if n := len(e.dialogs); n > 0 && e.dialogs[n-1].enter != nil {
		e.dialogs[n-1].enter()
	}
}

// build makes the widgets.
func (e *Screen) build() {
	e.tips = widgets.NewTipLayer()
	e.view.SetHoverMode(planview.HoverCells)
	e.view.SetCursor(desktop.DefaultCursor)
	e.view.OnTap = func(ev planview.TapEvent) { e.tap(ev, false) }
	e.view.OnSecondaryTap = func(ev planview.TapEvent) { e.tap(ev, true) }
	e.view.OnDragStart = e.dragStart
	e.view.OnDrag = e.dragMove
	e.view.OnDragEnd = e.dragEnd
	e.view.OnHover = e.hover
	e.view.OnViewChanged = e.viewChanged

	e.hoverLabel = widget.NewLabel("")
	e.hoverLabel.Truncation = fyne.TextTruncateEllipsis
	e.zoomLabel = widget.NewLabel("")
	e.validLabel = widget.NewRichText()
	e.notice = widgets.NewNoticeBar()
	e.problems = newProblemsPanel(e)
	e.inspector = newInspector(e)
	e.mazeTab = newMazePanel(e)
	e.analysisTab = newAnalysisPanel(e)
	e.buildMenu()
}

// content lays the screen out: the toolbar and the tool's options on top,
// the plan in the middle with the problems and the inspector beside it,
// the status bar at the bottom.
func (e *Screen) content() fyne.CanvasObject {
	top := container.NewVBox(e.toolbar(), e.optionsRow(), widget.NewSeparator())
	// A notice takes room under the plan rather than lying over its
	// bottom row and exits; a fitted plan shrinks to make room for it.
	e.planArea = container.NewBorder(nil, e.notice.Container, nil, nil, container.New(widgets.Stretch{After: e.viewChanged}, e.view))
	e.notice.Relayout = e.noticeMoved

	e.useBtn = widget.NewButtonWithIcon("Use for a game", theme.MediaPlayIcon(), e.useForGame)
	e.tabs = container.NewAppTabs(
		container.NewTabItem("Cell", e.inspector.content()),
		container.NewTabItem("Maze", e.mazeTab.content()),
		container.NewTabItem("Analysis", e.analysisTab.content()),
		container.NewTabItem("Legend", newLegend()),
	)
	e.tabs.OnSelected = func(*container.TabItem) { e.analysisWanted() }
	side := container.NewVSplit(e.problems.content(), e.tabs)
	side.Offset = 0.42
	split := container.NewHSplit(e.planArea, container.New(widgets.FixedWidth{Width: 330}, side))
	split.Offset = 0.7

	status := container.NewBorder(nil, nil, nil,
		container.NewHBox(widget.NewSeparator(), e.floors.Object(), e.viewButtons, e.zoomLabel, widget.NewSeparator(), e.validLabel),
		e.hoverLabel)
	body := container.NewBorder(top, container.NewVBox(widget.NewSeparator(), status), nil, nil, split)
	return container.New(widgets.Stretch{Min: shell.MinWindowSize}, container.NewStack(body, e.tips.Container))
}

// setDocument shows a document in place of the current one (which the
// caller has closed or is about to).
func (e *Screen) setDocument(d *document.Document) {
	if e.unsubscribe != nil {
		e.unsubscribe()
	}
	e.cancelDrag()
	e.doc = d
	e.loop = 0
	e.hasSelected = false
	e.problem, e.flash = nil, nil
	e.unsubscribe = d.Subscribe(e.changed)
	e.view.SetMaze(d.Maze())
	e.view.Fit()
	e.size = sizeOf(d.Maze())
	e.analysis.invalidate()
	e.overlaysChanged()
	e.problems.update()
	e.inspector.refresh()
	e.mazeTab.refresh()
	e.updateTitle()
	e.updateHistory()
	e.updateValidity()
	e.analysisWanted()
}

func sizeOf(m *maze.Maze) [3]int { return [3]int{m.Width(), m.Height(), m.Floors()} }

// changed follows the document: it redraws what a command, an undo or a
// redo changed, and nothing else.
func (e *Screen) changed(c document.Change) {
	if c.All {
		e.view.SetMaze(e.doc.Maze()) // clears the overlays: set them again
		if s := sizeOf(e.doc.Maze()); s != e.size {
			e.size = s
			e.view.Fit()
			e.updateOptions()
		}
		e.overlaysChanged()
	} else {
		e.view.Invalidate(c.Cells...)
		e.view.InvalidateSides(c.Sides...)
	}
	if c.Validation {
		e.problems.update()
		e.updateValidity()
	}
	if c.History {
		e.updateTitle()
		e.updateHistory()
	}
	if c.Meta || c.All {
		e.mazeTab.refresh()
	}
	if len(c.Cells) > 0 || len(c.Sides) > 0 || c.All {
		e.analysis.invalidate()
		e.analysisWanted()
		if e.hasSelected && (c.All || c.Loops || slices.Contains(c.Cells, e.selected)) {
			e.inspector.refresh()
		}
		if !e.drag.active || !e.tool.about().ownReadout {
			e.hoverLabel.SetText(e.describeHit(e.lastHover)) // what is under the pointer changed
		}
	}
}

func (e *Screen) updateTitle() { e.win.SetTitle(e.doc.Title()) }

// updateHistory names the steps Undo and Redo would take, in the menu and
// on the buttons.
func (e *Screen) updateHistory() {
	undo, redo := "Undo", "Redo"
	if l := e.doc.UndoLabel(); l != "" {
		undo = "Undo " + shell.LowerFirst(l)
	}
	if l := e.doc.RedoLabel(); l != "" {
		redo = "Redo " + shell.LowerFirst(l)
	}
	e.undoItem.Label, e.undoItem.Disabled = undo, !e.doc.CanUndo()
	e.redoItem.Label, e.redoItem.Disabled = redo, !e.doc.CanRedo()
	e.menu.Refresh()
	e.setButton(e.undoBtn, undo, "edit.undo", e.doc.CanUndo())
	e.setButton(e.redoBtn, redo, "edit.redo", e.doc.CanRedo())
	e.mazeTab.refreshFile()
}

func (e *Screen) setButton(b *widgets.TipButton, what, id string, enabled bool) {
	if b == nil {
		return
	}
	b.Tip = what + " (" + e.keyHint(id) + ")"
	if enabled {
		b.Enable()
	} else {
		b.Disable()
	}
}

// updateValidity shows the validation status: in the status bar, on the
// problems panel, and whether the maze can be used for a game.
func (e *Screen) updateValidity() {
	rep := e.doc.Report()
	errs, warns := len(rep.Errors()), len(rep.Warnings())
	text, colour := validityText(errs, warns)
	e.validLabel.Segments = []widget.RichTextSegment{&widget.TextSegment{
		Text:  text,
		Style: widget.RichTextStyle{ColorName: colour, TextStyle: fyne.TextStyle{Bold: true}, Inline: true},
	}}
	e.validLabel.Refresh()
	if e.useBtn != nil {
		if e.doc.CanStartGame() {
			e.useBtn.Enable()
		} else {
			e.useBtn.Disable()
		}
	}
	e.problems.setStatus(text, colour)
}

// validityText is the status line: "Valid", "Valid, 2 warnings", "3 errors,
// 1 warning".
func validityText(errs, warns int) (string, fyne.ThemeColorName) {
	plural := func(n int, one, many string) string {
		if n == 1 {
			return "1 " + one
		}
		return fmt.Sprintf("%d %s", n, many)
	}
	switch {
	case errs == 0 && warns == 0:
		return "Valid", theme.ColorNameSuccess
	case errs == 0:
		return "Valid, " + plural(warns, "warning", "warnings"), theme.ColorNameSuccess
	}
	return plural(errs, "error", "errors") + ", " + plural(warns, "warning", "warnings"), theme.ColorNameError
}

// useForGame opens solo practice on the maze as it is on screen, when it
// is valid: the practice lobby, this maze chosen with the rules it was
// checked against (its own, else the reference), where the player picks
// his start. Unsaved changes are offered a save first.
func (e *Screen) useForGame() {
	if !e.doc.CanStartGame() {
		e.say("The maze has errors (see Problems): a game needs a valid maze.")
		return
	}
	question := fmt.Sprintf("Save the changes to %s before playing? Without saving, the game is played on the maze as it is now, and the changes are lost.", e.doc.Name())
	e.askToSave(question, "Save and play", "Play without saving", func() {
		m, path, name := e.doc.Maze().Clone(), e.doc.Path(), e.doc.Name()
		e.doc.Close()
		e.close()
		e.frame.PlayMaze(m, path, name)
	})
}

// viewChanged follows the zoom and the pan (the floor switch follows the
// view itself).
func (e *Screen) viewChanged() {
	e.zoomLabel.SetText(fmt.Sprintf("Zoom %d%%", int(e.view.CellSize()/24*100+0.5)))
}

func (e *Screen) stepFloor(d int) {
	f := e.view.Floor() + d
	if f < 0 || f >= e.doc.Maze().Floors() {
		return
	}
	e.setFloor(f)
}

func (e *Screen) setFloor(f int) {
	e.cancelDrag()
	e.view.SetFloor(f)
	e.floorShown()
}

// floorShown follows the floor on show.
func (e *Screen) floorShown() {
	e.overlaysChanged()
	if e.tool == toolStairs {
		e.updateOptions() // its hint names the floor a staircase leads to
	}
}

// zoom multiplies the cell size around the middle of the view.
func (e *Screen) zoom(factor float32) {
	s := e.view.Size()
	e.view.ZoomAt(factor, fyne.NewPos(s.Width/2, s.Height/2))
}

func (e *Screen) fit() { e.view.Fit() }

// panBy moves the plan by a few cells (arrow keys): dx, dy in cells.
func (e *Screen) panBy(dx, dy float32) {
	step := max(3*e.view.CellSize(), 40)
	e.view.Pan(dx*step, dy*step)
}

func (e *Screen) toggleHeat() {
	e.heatOn = !e.heatOn
	e.overlaysChanged()
	e.analysisWanted()
}

func (e *Screen) toggleLinks() {
	e.linksOn = !e.linksOn
	e.overlaysChanged()
}

// overlaysChanged puts every overlay the view should show in place: after
// a toggle, a new floor, or a whole new plan (which clears them).
func (e *Screen) overlaysChanged() {
	switch {
	case e.loop != 0 && !e.linksOn:
		e.view.SetPitLinks(true, e.loop) // the loop being built shows its links
	default:
		e.view.SetPitLinks(e.linksOn)
	}
	if e.heatOn && e.analysis.report != nil && e.analysis.fresh {
		e.view.SetHeat(e.analysis.heat)
	} else {
		e.view.SetHeat(nil)
	}
	e.showHighlights()
	e.showSelection()
	if e.heatItem != nil {
		e.heatItem.Checked = e.heatOn
		e.linksItem.Checked = e.linksOn
		e.menu.Refresh()
	}
	widgets.SetToggle(e.heatBtn, e.heatOn)
	widgets.SetToggle(e.linksBtn, e.linksOn)
}

// showHighlights marks the cells of a refusal, or else of the problem
// chosen in the panel.
func (e *Screen) showHighlights() {
	switch {
	case len(e.flash) > 0:
		e.view.SetProblems(e.flash)
	case e.problem != nil:
		e.view.SetProblems(e.problem.Cells)
	default:
		e.view.SetProblems(nil)
	}
}

// say shows a warning under the plan: why a command was
// refused, with the cells it is about, or a hint.
func (e *Screen) say(msg string, cells ...maze.Pos) {
	e.flash = cells
	e.showHighlights()
	e.notice.Post(msg, true)
}

// tell shows news there: saved, exported, generated.
func (e *Screen) tell(msg string) {
	if len(e.flash) > 0 {
		e.flash = nil
		e.showHighlights()
	}
	e.notice.Post(msg, false)
}

// noticeMoved lays the plan out again around a notice shown or hidden;
// during a drag, once it ends.
func (e *Screen) noticeMoved() {
	if e.drag.active {
		e.relayoutDue = true
		return
	}
	e.relayoutDue = false
	e.planArea.Refresh()
}

// quiet takes a refusal's message and cells away: the next action began.
func (e *Screen) quiet() {
	if len(e.flash) > 0 {
		e.flash = nil
		e.showHighlights()
	}
	e.notice.Dismiss()
}

// refused reports a command's error: a refusal says why, with the cells
// and sides involved highlighted.
func (e *Screen) refused(err error) {
	if err == nil {
		return
	}
	if r, ok := err.(*document.Refusal); ok {
		cells := append([]maze.Pos(nil), r.Cells...)
		for _, s := range r.Sides {
			cells = append(cells, s.At)
			if n := s.At.Step(s.Dir); e.doc.Maze().Inside(n) {
				cells = append(cells, n)
			}
		}
		e.say(r.Message, cells...)
		return
	}
	e.say(err.Error())
}

// editorBindings is the editor's keys (shell.EditorKeys) with what they
// do here.
func (e *Screen) editorBindings() []shell.Binding {
	var toolNames, kindNames []shell.Named
	actions := map[string]func(){
		"file.new": e.newMaze, "file.open": e.openFile,
		"file.save": func() { e.save(nil) }, "file.saveas": func() { e.saveAs(nil) },
		"file.export": e.exportPNG, "file.close": e.closeToStart, "app.quit": e.quit,

		"edit.undo": e.undo, "edit.redo": e.redo, "edit.cancel": e.escape, "edit.clear": e.clearSelected,

		"pit.finish": e.finishLoop, "pit.prev": func() { e.jumpPit(false) }, "pit.next": func() { e.jumpPit(true) },

		"maze.generate": e.showGenerate, "maze.fill": e.showFill, "maze.resize": e.showResize,

		"view.zoomin": func() { e.zoom(1.25) }, "view.zoomout": func() { e.zoom(0.8) }, "view.fit": e.fit,
		"view.left": func() { e.panBy(1, 0) }, "view.right": func() { e.panBy(-1, 0) },
		"view.up": func() { e.panBy(0, 1) }, "view.down": func() { e.panBy(0, -1) },
		"view.floorup": func() { e.stepFloor(1) }, "view.floordown": func() { e.stepFloor(-1) },
		"view.heat": e.toggleHeat, "view.links": e.toggleLinks,
		"view.appearance": e.frame.CycleAppearance, "view.fullscreen": e.frame.ToggleFullScreen,
		"help.keys": e.showHelp,
	}
	for _, t := range tools {
		ti := t.about()
		toolNames = append(toolNames, shell.Named{ID: "tool." + ti.id, What: ti.name + ": " + ti.what})
		actions["tool."+ti.id] = func() { e.setTool(t) }
	}
	for _, k := range paintKinds {
		kindNames = append(kindNames, shell.Named{ID: "kind." + k.String(), What: "Paint " + kindLabel(k) + kindNotes[k]})
		actions["kind."+k.String()] = func() { e.setKind(k) }
	}
	b := shell.Bind(shell.EditorKeys(toolNames, kindNames), actions)
	// The main menu runs its items' shortcuts itself, before the canvas
	// hears of them: under a dialog they must do nothing there either.
	for i := range b {
		run := b[i].Run
		b[i].Run = func() {
			if !e.dialogOpen() {
				run()
			}
		}
	}
	return b
}

// keyHint is the key label of an action, for tooltips and menus.
func (e *Screen) keyHint(id string) string {
	if k, ok := shell.Find(e.editorBindings(), id); ok {
		return k.Label()
	}
	return ""
}

// binding is the action with that id.
func (e *Screen) binding(id string) shell.Binding {
	if k, ok := shell.Find(e.editorBindings(), id); ok {
		return k
	}
	panic("no editor binding " + id)
}

// toolbar is the row of buttons above the plan: files, history, the tools,
// the overlays and the view.
func (e *Screen) toolbar() fyne.CanvasObject {
	btn := func(id string, icon fyne.Resource, label string) *widgets.TipButton {
		k := e.binding(id)
		b := widgets.NewTipButton(e.tips, label, icon, k.What+" ("+k.Label()+")", k.Run)
		return b
	}
	files := container.NewHBox(
		btn("file.new", theme.DocumentCreateIcon(), ""),
		btn("file.open", theme.FolderOpenIcon(), ""),
		btn("file.save", theme.DocumentSaveIcon(), ""),
	)
	e.undoBtn = btn("edit.undo", theme.ContentUndoIcon(), "")
	e.redoBtn = btn("edit.redo", theme.ContentRedoIcon(), "")

	e.toolButtons = map[tool]*widgets.TipButton{}
	toolRow := container.NewHBox()
	for i, t := range tools {
		ti := t.about()
		if i > 0 && tools[i-1].about().group != ti.group {
			toolRow.Add(widget.NewSeparator())
		}
		b := btn("tool."+ti.id, ti.icon, "")
		b.Tip = ti.name + " (" + e.keyHint("tool."+ti.id) + "): " + ti.what
		e.toolButtons[t] = b
		toolRow.Add(b)
	}
	e.heatBtn = btn("view.heat", heatIcon, "Heat map")
	e.linksBtn = btn("view.links", linksIcon, "Pit links")
	gen := btn("maze.generate", theme.ViewRefreshIcon(), "Generate…")

	e.floors = planview.NewFloorSwitch(e.view)
	e.floors.OnChanged = func(int) { e.floorShown() }
	// The view's controls sit in the status bar, beside the zoom they show.
	e.viewButtons = container.NewHBox(
		btn("view.zoomout", theme.ZoomOutIcon(), ""),
		btn("view.fit", theme.ZoomFitIcon(), ""),
		btn("view.zoomin", theme.ZoomInIcon(), ""))

	left := container.NewHBox(files, widget.NewSeparator(), e.undoBtn, e.redoBtn, widget.NewSeparator(), toolRow)
	right := container.NewHBox(gen, e.heatBtn, e.linksBtn)
	e.highlightTool()
	return container.New(&toolbarLayout{labelled: []*widgets.TipButton{gen, e.heatBtn, e.linksBtn}}, left, right)
}

// toolbarLayout puts the tools on the left and Generate and the overlays
// on the right; when both do not fit (a window 1024 wide), the buttons on
// the right show their icons only, their tooltips still naming them.
type toolbarLayout struct {
	labelled []*widgets.TipButton
	labels   []string // their labels, kept while they are hidden
	compact  bool     // the labels are hidden
	full     float32  // the right part's width with its labels
}

func (l *toolbarLayout) setCompact(on bool) {
	if l.labels == nil {
		for _, b := range l.labelled {
			l.labels = append(l.labels, b.Text)
		}
	}
	l.compact = on
	for i, b := range l.labelled {
		if on {
			b.SetText("")
		} else {
			b.SetText(l.labels[i])
		}
	}
}

func (l *toolbarLayout) Layout(objs []fyne.CanvasObject, size fyne.Size) {
	left, right := objs[0], objs[1]
	if !l.compact {
		l.full = right.MinSize().Width // measured while the labels show
	}
	// Only a change of width changes the labels: setting them at every
	// layout would lay the toolbar out again and again.
	if narrow := left.MinSize().Width+l.full+theme.Padding() > size.Width; narrow != l.compact {
		l.setCompact(narrow)
	}
	left.Move(fyne.NewPos(0, 0))
	left.Resize(fyne.NewSize(left.MinSize().Width, size.Height))
	rw := right.MinSize().Width
	right.Move(fyne.NewPos(size.Width-rw, 0))
	right.Resize(fyne.NewSize(rw, size.Height))
}

func (l *toolbarLayout) MinSize(objs []fyne.CanvasObject) fyne.Size {
	h := max(objs[0].MinSize().Height, objs[1].MinSize().Height)
	return fyne.NewSize(objs[0].MinSize().Width, h)
}

// optionsRow holds the current tool's name, options and how to use it.
func (e *Screen) optionsRow() fyne.CanvasObject {
	e.options = container.NewStack()
	e.kindButtons = map[maze.Kind]*swatchButton{}
	for _, k := range paintKinds {
		kb := e.binding("kind." + k.String())
		e.kindButtons[k] = newSwatchButton(e.tips, e.view, k, kindLabel(k), kb.What+" ("+kb.Label()+")", kb.Run)
	}
	e.updateOptions()
	return container.NewPadded(e.options)
}
