package play

import (
	"bytes"
	"errors"
	"fmt"
	"image/png"
	"slices"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/layout"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"github.com/labyrinth-game/labyrinth/app/notebook"
	appstorage "github.com/labyrinth-game/labyrinth/app/storage"
	"github.com/labyrinth-game/labyrinth/ui/notebookview"
	"github.com/labyrinth-game/labyrinth/ui/planview"
	"github.com/labyrinth-game/labyrinth/ui/shell"
	"github.com/labyrinth-game/labyrinth/ui/widgets"
)

// notebookPanel is the player's notebook beside the log: tabs of sheets of
// graph paper (ui/notebookview draws one and takes its keys and clicks), a
// small toolbar, and a status line. The notebook is fed every answer
// through its move log (Screen.heard); a trace of the player's path
// follows his moves once he has started one, going on by itself onto a
// fragment sheet wherever a pit or a river makes it uncertain, and the
// sheet keeps his token in sight. The sheet in the plan's coordinates (the
// first, when he chose his start on the outline) shows the labyrinth's
// public outline.
type notebookPanel struct {
	g    *Screen
	view *notebookview.View

	tabs                *fyne.Container
	undoBtn, redoBtn    *widgets.TipButton
	penBtn              *widgets.TipButton
	traceBtn, followBtn *widgets.TipButton
	sheetBtn            *widget.Button
	// floorSel chooses the floor, for a labyrinth of several floors (nil
	// for one): the sheet of that floor, made when there is none yet.
	floorSel *widget.Select
	msg      *widget.RichText

	// follow: the trace is laid again after each move, and the sheet it
	// ends on is shown with the player's token in sight.
	follow bool
	// live is the sheet the followed trace ends on (0: none yet): where it
	// goes on after the next move.
	live notebook.SheetID
	// picking: the next click on the sheet is the start of a trace.
	picking bool
	cancel  func()
	root    fyne.CanvasObject
}

func newNotebookPanel(g *Screen) *notebookPanel {
	p := &notebookPanel{g: g, follow: true}
	first := g.nb.Sheets()[0]
	p.view = notebookview.New(g.nb, first)
	// A player writes down what he heard: pen by default; Space switches
	// to pencil for guesses.
	g.nb.SetPen(true)
	p.view.OnTap = p.tapped
	p.view.OnError = func(err error) { p.say(err.Error(), true) }
	p.view.OnToolChanged = p.toolChanged
	p.view.OnGlueAccept = p.glueAccepted
	p.view.OnGlueCancel = func() { p.say("The glue was given up.", false) }
	p.view.OnGlueChanged = func(r notebook.GlueReport) {
		p.say(fmt.Sprintf("Laid over: %d agree, %d conflict. Arrows move it, Tab the next place it fits, Enter glues, Esc gives up.", r.Agree, r.Conflict), false)
	}

	p.tabs = container.NewHBox()
	tip := g.tips
	p.undoBtn = widgets.NewTipButton(tip, "", theme.ContentUndoIcon(), "Undo in the notebook ("+g.keyHint("notebook.undo")+")", p.undo)
	p.redoBtn = widgets.NewTipButton(tip, "", theme.ContentRedoIcon(), "Redo in the notebook ("+g.keyHint("notebook.redo")+")", p.redo)
	p.penBtn = widgets.NewTipButton(tip, "Pen", theme.DocumentCreateIcon(), "Pen for what you are sure of, pencil for guesses (Space in the notebook)", func() {
		p.view.SetPen(!g.nb.Pen())
	})
	p.traceBtn = widgets.NewTipButton(tip, "Trace", theme.MediaPlayIcon(), "Trace my path: draw it from what the game master said, from the cell you click as your start", p.startTrace)
	p.followBtn = widgets.NewTipButton(tip, "Follow", theme.ViewRefreshIcon(), "Follow my moves: extend the trace after every move (onto a new sheet after a pit or a river) and keep my token in sight", func() {
		p.follow = !p.follow
		widgets.SetToggle(p.followBtn, p.follow)
		p.followToken()
		if p.follow {
			p.heard()
		}
	})
	widgets.SetToggle(p.followBtn, p.follow)
	p.sheetBtn = widget.NewButtonWithIcon("", theme.MoreHorizontalIcon(), p.sheetMenu)
	p.sheetBtn.Importance = widget.LowImportance
	help := widgets.NewTipButton(tip, "", theme.HelpIcon(), "The notebook's keys", p.showKeys)
	p.msg = widget.NewRichText()
	p.msg.Wrapping = fyne.TextWrapWord

	add := widgets.NewTipButton(tip, "", theme.ContentAddIcon(), "A new sheet, for a fragment", p.addSheet)
	tabsRow := container.NewBorder(nil, nil, nil, container.NewHBox(add, p.sheetBtn), container.NewHScroll(p.tabs))
	tools := container.NewHBox(p.undoBtn, p.redoBtn, widget.NewSeparator(), p.penBtn, widget.NewSeparator(), p.traceBtn, p.followBtn, layout.NewSpacer(), help)
	if n := g.info.Outline.Floors(); n > 1 {
		// A sheet per floor, as on graph paper: the floors' plans lie one
		// beside the other, each with its outline, in the same coordinates.
		names := make([]string, n)
		for f := range n {
			names[f] = planview.FloorName(f)
		}
		p.floorSel = widget.NewSelect(names, func(name string) {
			for f, n := range names {
				if n == name && f != p.g.nb.Sheet(p.view.Sheet()).Floor() {
					p.showFloor(f)
				}
			}
		})
		tools.Objects = slices.Insert(tools.Objects, len(tools.Objects)-2, []fyne.CanvasObject{widget.NewSeparator(), p.floorSel}...)
	}
	p.root = container.NewBorder(container.NewVBox(tabsRow, tools), p.msg, nil, nil, p.view)

	p.cancel = g.nb.Subscribe(func(c notebook.Change) {
		if c.Sheets {
			p.refreshTabs()
		}
		if c.History {
			p.refreshHistory()
		}
	})
	p.refreshTabs()
	p.refreshHistory()
	p.toolChanged()
	p.followToken()
	p.live = p.liveSheet()
	if p.follow && p.live != 0 && p.live != first {
		p.showSheet(p.live) // a game resumed: where the trace goes on
	}
	p.showOutline()
	if len(g.nb.Sheet(first).Traces()) == 0 {
		p.say("Draw what you hear: click a cell or use the keys (? lists them). \"Trace\" draws your moves for you from a start cell you pick.", false)
	}
	return p
}

// showOutline draws the labyrinth's outline — its public shape (part A,
// §6.1) — on the sheets in the plan's coordinates: when the player chose
// his start on the outline, those with a trace from the start of the game
// on that very cell, and the first sheet while nothing is traced on it. A
// fragment's place on the plan is unknown: it gets none.
func (p *notebookPanel) showOutline() {
	nb := p.g.nb
	start, chose := p.chosenStart()
	if !chose {
		return
	}
	first := slices.Min(nb.Sheets()) // the sheet the notebook began with, wherever its tab is
	for _, id := range nb.Sheets() {
		s := nb.Sheet(id)
		runs := s.Traces()
		// A sheet of an upper floor is drawn in the plan's coordinates
		// too: the floors lie one above the other (an elevator keeps the
		// coordinates, seed 004).
		onPlan := (id == first || s.Floor() > 0) && len(runs) == 0
		for _, r := range runs {
			onPlan = onPlan || (r.From == 0 && r.Start == start && r.Player == p.g.me)
		}
		if onPlan {
			p.view.SetOutline(id, notebook.OutlineOfFloor(p.g.info.Outline, s.Floor()))
		} else {
			p.view.SetOutline(id, notebook.Outline{})
		}
	}
}

// chosenStart is the cell the player chose to start on (on the outline's
// first floor), if he chose one.
func (p *notebookPanel) chosenStart() (notebook.Cell, bool) {
	k := p.g.known()
	return notebook.Cell{X: k.Start.X, Y: k.Start.Y}, k.Chose
}

// outlineNote says what the outline on the sheet tells, under the rules
// in force.
func (p *notebookPanel) outlineNote() string {
	o := p.view.Outline(p.view.Sheet())
	if o.Empty() {
		return ""
	}
	return "The frame is the labyrinth's outline, known to all: " + o.Describe(p.g.info.Rules) + ". "
}

// followToken has the sheet keep the player's token in sight while
// following.
func (p *notebookPanel) followToken() {
	if p.follow {
		p.view.FollowToken(p.g.me)
	} else {
		p.view.FollowToken(-1)
	}
}

func (p *notebookPanel) content() fyne.CanvasObject { return p.root }

// gameOver leaves the drawing tools and takes the trace's away: nothing
// more will be heard.
func (p *notebookPanel) gameOver() {
	p.picking = false
	p.traceBtn.Hide()
	p.followBtn.Hide()
}

// say shows a line under the sheet: news, or a refusal.
func (p *notebookPanel) say(msg string, bad bool) {
	colour := shell.ColorNameMuted
	if bad {
		colour = theme.ColorNameError
	}
	p.msg.Segments = []widget.RichTextSegment{&widget.TextSegment{Text: msg, Style: widget.RichTextStyle{ColorName: colour, SizeName: theme.SizeNameCaptionText}}}
	p.msg.Refresh()
}

// refreshTabs shows a tab per sheet, the one shown highlighted.
func (p *notebookPanel) refreshTabs() {
	nb := p.g.nb
	if nb.Sheet(p.view.Sheet()) == nil {
		p.view.SetSheet(nb.Sheets()[0]) // the sheet shown went (deleted, glued away)
	}
	p.tabs.Objects = nil
	for _, id := range nb.Sheets() {
		b := widget.NewButton(nb.Sheet(id).Name(), func() { p.showSheet(id) })
		b.Importance = widget.LowImportance
		if id == p.view.Sheet() {
			b.Importance = widget.HighImportance
		}
		p.tabs.Add(b)
	}
	p.tabs.Refresh()
	p.showFloorOf(p.view.Sheet())
}

func (p *notebookPanel) showSheet(id notebook.SheetID) {
	p.view.SetSheet(id)
	p.refreshTabs()
}

// showFloorOf sets the floor switch to the floor the sheet draws.
func (p *notebookPanel) showFloorOf(id notebook.SheetID) {
	s := p.g.nb.Sheet(id)
	if p.floorSel == nil || s == nil {
		return
	}
	if want := planview.FloorName(s.Floor()); p.floorSel.Selected != want {
		onChanged := p.floorSel.OnChanged
		p.floorSel.OnChanged = nil
		p.floorSel.SetSelected(want)
		p.floorSel.OnChanged = onChanged
	}
}

// showFloor shows the sheet of floor f, making it (named "Floor 2", with
// the floor's outline) when the notebook has none: one undoable step.
func (p *notebookPanel) showFloor(f int) {
	nb := p.g.nb
	id, ok := nb.FloorSheet(f)
	if !ok {
		nb.BeginStroke("Add the sheet of " + shell.LowerFirst(planview.FloorName(f)))
		var err error
		if id, err = nb.AddSheet(planview.FloorName(f)); err != nil {
			id, err = nb.AddSheet("") // the player named another sheet so
		}
		if err == nil {
			err = nb.SetSheetFloor(id, f)
		}
		if err != nil {
			nb.CancelStroke()
			p.showFloorOf(p.view.Sheet())
			p.say(err.Error(), true)
			return
		}
		nb.EndStroke()
		p.showOutline()
	}
	p.showSheet(id)
}

// stepFloor shows the sheet of the floor above (d > 0) or below (d < 0)
// the one the sheet on show draws.
func (p *notebookPanel) stepFloor(d int) {
	if p.floorSel == nil {
		return
	}
	f := p.g.nb.Sheet(p.view.Sheet()).Floor() + d
	if f >= 0 && f < len(p.floorSel.Options) {
		p.showFloor(f)
	}
}

func (p *notebookPanel) refreshHistory() {
	nb := p.g.nb
	setEnabled := func(b *widgets.TipButton, on bool, what, label, key string) {
		b.Tip = what + " (" + p.g.keyHint(key) + ")"
		if label != "" {
			b.Tip = what + " " + shell.LowerFirst(label) + " (" + p.g.keyHint(key) + ")"
		}
		if on {
			b.Enable()
		} else {
			b.Disable()
		}
	}
	setEnabled(p.undoBtn, nb.CanUndo(), "Undo", nb.UndoLabel(), "notebook.undo")
	setEnabled(p.redoBtn, nb.CanRedo(), "Redo", nb.RedoLabel(), "notebook.redo")
}

func (p *notebookPanel) toolChanged() {
	if p.g.nb.Pen() {
		p.penBtn.SetText("Pen")
	} else {
		p.penBtn.SetText("Pencil")
	}
}

func (p *notebookPanel) undo() {
	p.view.Commit()
	p.g.nb.Undo()
}

func (p *notebookPanel) redo() {
	p.view.Commit()
	p.g.nb.Redo()
}

// tapped picks the start of a trace when one is being started; other
// clicks are the view's.
func (p *notebookPanel) tapped(e notebookview.TapEvent) bool {
	if !p.picking || e.Secondary {
		return false
	}
	p.picking = false
	widgets.SetToggle(p.traceBtn, false)
	fr, err := p.g.nb.TraceOn(p.view.Sheet(), e.Cell, p.g.me)
	if err != nil {
		p.say(err.Error(), true)
		return true
	}
	p.showOutline()
	p.traced(fr, true)
	// Back to moving: the arrows go to the player, not the sheet's cursor.
	p.g.win.Canvas().Unfocus()
	return true
}

// traceFromStart begins, in a brand-new notebook, the trace that follows
// the player, as he would begin on paper: from the cell he chose on the
// outline (so that his sheet matches the plan's coordinates), or from the
// middle of the sheet when the game master placed him.
func (p *notebookPanel) traceFromStart() {
	nb := p.g.nb
	first := nb.Sheets()[0]
	if s := nb.Sheet(first); s == nil || s.Len() > 0 || len(s.Traces()) > 0 {
		return
	}
	if undo, redo := nb.HistoryLen(); undo+redo > 0 {
		return
	}
	start, _ := p.chosenStart()
	fr, err := nb.TraceOn(first, start, p.g.me)
	if err != nil {
		return // the player can still start one by hand
	}
	p.showOutline()
	p.traced(fr, false)
	p.say(p.outlineNote()+"Your moves are drawn as you make them (Follow); click the sheet to draw yourself (? lists its keys).", false)
}

// startTrace asks for the start cell of a trace of the player's path, or
// lays the sheet's trace again when it has one.
func (p *notebookPanel) startTrace() {
	if i := p.followedRun(p.view.Sheet()); i >= 0 {
		fr, err := p.g.nb.RetraceOn(p.view.Sheet(), i)
		if err != nil {
			p.say(err.Error(), true)
			return
		}
		p.traced(fr, true)
		return
	}
	p.picking = !p.picking
	widgets.SetToggle(p.traceBtn, p.picking)
	if p.picking {
		p.say("Click the cell of this sheet where you started; your path is drawn from there.", false)
	} else {
		p.say("", false)
	}
}

// followedRun is the trace of the player on sheet id to extend: the last
// one laid there (the one that read the log furthest); -1 when there is
// none.
func (p *notebookPanel) followedRun(id notebook.SheetID) int {
	s := p.g.nb.Sheet(id)
	if s == nil {
		return -1
	}
	best := -1
	for i, r := range s.Traces() {
		if r.Player == p.g.me && (best < 0 || r.To >= s.Traces()[best].To) {
			best = i
		}
	}
	return best
}

// liveSheet is the sheet where the player's trace reaches furthest into
// the log — where it goes on after the next move; 0 when there is none.
func (p *notebookPanel) liveSheet() notebook.SheetID {
	var live notebook.SheetID
	to := -1
	for _, id := range p.g.nb.Sheets() {
		for _, r := range p.g.nb.Sheet(id).Traces() {
			if r.Player == p.g.me && r.To > to {
				live, to = id, r.To
			}
		}
	}
	return live
}

// traced reports a trace's result: where pits and rivers made it go on on
// a new sheet, where it stopped for good, and marks of the player's it
// wrote over. Following the game, the sheet the trace ends on is shown.
// Unless loud, a trace that only grew says nothing.
func (p *notebookPanel) traced(fr notebook.FollowResult, loud bool) {
	nb := p.g.nb
	p.live = fr.Sheet
	if p.follow && fr.Sheet != p.view.Sheet() {
		p.showSheet(fr.Sheet)
	}
	var msg string
	switch n := len(fr.Jumps); {
	case n == 1:
		j := fr.Jumps[0]
		msg = fmt.Sprintf("%s: the trace goes on on %s, from its cell (1,1).", j.Stop.Message, nb.Sheet(j.Sheet).Name())
		if j.New {
			msg += " Lay it over another sheet (… menu) once you know where it belongs."
		}
	case n > 1:
		last := fr.Jumps[n-1]
		msg = fmt.Sprintf("Pits and rivers made your path uncertain %d times: it goes on over %d sheets, up to %s.", n, n, nb.Sheet(last.Sheet).Name())
	case fr.Last.Stop != nil:
		msg = fr.Last.Stop.Message + "."
	case loud:
		msg = fmt.Sprintf("Your path is drawn: %s.", shell.Counted(fr.Last.Steps, "move", "moves"))
	}
	if k := len(fr.Last.OverwrittenCells) + len(fr.Last.OverwrittenEdges); k > 0 {
		if k == 1 {
			msg += " 1 mark of yours said otherwise and was written over with what you heard."
		} else {
			msg += fmt.Sprintf(" %d marks of yours said otherwise and were written over with what you heard.", k)
		}
	}
	if msg != "" {
		p.say(strings.TrimSpace(msg), false)
	}
}

// heard follows the game after each answer: the trace is laid again with
// the new moves, going on onto new sheets where it must.
func (p *notebookPanel) heard() {
	if !p.follow {
		return
	}
	id := p.live
	if p.g.nb.Sheet(id) == nil {
		id = p.liveSheet() // the sheet went (undone, deleted, glued away)
	}
	i := p.followedRun(id)
	if i < 0 {
		return
	}
	p.view.Commit()
	fr, err := p.g.nb.RetraceOn(id, i)
	if err != nil {
		p.say(err.Error(), true)
		return
	}
	p.traced(fr, false)
}

// addSheet adds a sheet and shows it.
func (p *notebookPanel) addSheet() {
	id, err := p.g.nb.AddSheet("")
	if err != nil {
		p.say(err.Error(), true)
		return
	}
	p.showSheet(id)
}

// sheetMenu offers what can be done with the sheet shown.
func (p *notebookPanel) sheetMenu() {
	nb := p.g.nb
	cur := p.view.Sheet()
	items := []*fyne.MenuItem{
		fyne.NewMenuItem("Rename this sheet…", p.renameSheet),
	}
	at := slices.Index(nb.Sheets(), cur)
	left := fyne.NewMenuItem("Move this sheet left", func() { p.moveSheet(at - 1) })
	left.Disabled = at <= 0
	right := fyne.NewMenuItem("Move this sheet right", func() { p.moveSheet(at + 1) })
	right.Disabled = at >= len(nb.Sheets())-1
	items = append(items, left, right, fyne.NewMenuItem("Export this sheet as a picture…", p.exportSheet))
	if p.floorSel != nil {
		// A fragment a pit loop across floors began: the player says
		// which floor it draws once he knows.
		var floors []*fyne.MenuItem
		for f, name := range p.floorSel.Options {
			it := fyne.NewMenuItem(name, func() { p.setSheetFloor(cur, f) })
			it.Checked = nb.Sheet(cur).Floor() == f
			floors = append(floors, it)
		}
		it := fyne.NewMenuItem("This sheet draws", nil)
		it.ChildMenu = fyne.NewMenu("", floors...)
		items = append(items, it)
	}
	var glue []*fyne.MenuItem
	for _, id := range nb.Sheets() {
		if id == cur {
			continue
		}
		glue = append(glue, fyne.NewMenuItem(nb.Sheet(id).Name(), func() { p.startGlue(id) }))
	}
	if len(glue) > 0 {
		it := fyne.NewMenuItem("Lay a sheet over this one", nil)
		it.ChildMenu = fyne.NewMenu("", glue...)
		items = append(items, it)
	}
	del := fyne.NewMenuItem("Delete this sheet", p.deleteSheet)
	del.Disabled = len(nb.Sheets()) < 2
	items = append(items, fyne.NewMenuItemSeparator(), del)
	pos := fyne.CurrentApp().Driver().AbsolutePositionForObject(p.sheetBtn)
	widget.ShowPopUpMenuAtPosition(fyne.NewMenu("", items...), p.g.win.Canvas(), pos.AddXY(0, p.sheetBtn.Size().Height))
}

// setSheetFloor says which floor a sheet draws.
func (p *notebookPanel) setSheetFloor(id notebook.SheetID, f int) {
	if err := p.g.nb.SetSheetFloor(id, f); err != nil {
		p.say(err.Error(), true)
		return
	}
	p.showFloorOf(id)
}

// moveSheet moves the sheet shown to another place among the tabs.
func (p *notebookPanel) moveSheet(index int) {
	if err := p.g.nb.MoveSheet(p.view.Sheet(), index); err != nil {
		p.say(err.Error(), true)
	}
}

// exportSheet writes the sheet shown as a PNG picture, on paper in the
// light theme, with the players' trails and tokens.
func (p *notebookPanel) exportSheet() {
	nb := p.g.nb
	id := p.view.Sheet()
	name := strings.ReplaceAll(nb.Sheet(id).Name(), " ", "-") + ".png"
	// Where files were last chosen, or home: the games' own folder is the
	// app's, not a place to find pictures in.
	p.g.env.ChooseSave(p.g.win, "", name, ".png", func(path string) {
		if path == "" {
			return
		}
		img := notebookview.Image(nb, id, notebookview.ImageOptions{CellSize: 40, Theme: theme.DefaultTheme(), Variant: theme.VariantLight, Tokens: true, Outline: p.view.Outline(id)})
		var buf bytes.Buffer
		err := png.Encode(&buf, img)
		if err == nil {
			err = appstorage.WriteFileAtomic(path, buf.Bytes(), 0o644)
		}
		if err != nil {
			p.say(fmt.Sprintf("Could not export the sheet: %v", err), true)
			return
		}
		p.say("Exported "+path+".", false)
	})
}

func (p *notebookPanel) renameSheet() {
	nb := p.g.nb
	id := p.view.Sheet()
	e := widget.NewEntry()
	e.SetText(nb.Sheet(id).Name())
	d := dialog.NewForm("Rename the sheet", "Rename", "Cancel", []*widget.FormItem{widget.NewFormItem("Name", e)}, func(ok bool) {
		if !ok {
			return
		}
		if err := nb.RenameSheet(id, strings.TrimSpace(e.Text)); err != nil {
			p.say(err.Error(), true)
		}
	}, p.g.win)
	p.g.present(d)
	p.g.win.Canvas().Focus(e)
}

func (p *notebookPanel) deleteSheet() {
	nb := p.g.nb
	id := p.view.Sheet()
	if err := nb.DeleteSheet(id); err != nil {
		p.say(err.Error(), true)
		return
	}
	p.say("Sheet deleted ("+p.g.keyHint("notebook.undo")+" brings it back).", false)
}

// startGlue lays sheet top over the sheet shown where it fits best.
func (p *notebookPanel) startGlue(top notebook.SheetID) {
	off := notebook.Offset{}
	if props, err := p.g.nb.ProposeOffsets(p.view.Sheet(), top, 1); err == nil && len(props) > 0 {
		off = props[0].Offset
	}
	if err := p.view.ShowGlue(top, off); err != nil {
		p.say(err.Error(), true)
		return
	}
	p.g.win.Canvas().Focus(p.view)
}

// glueAccepted glues the sheet laid over; conflicts are asked about first.
func (p *notebookPanel) glueAccepted(top notebook.SheetID, off notebook.Offset) {
	below := p.view.Sheet()
	_, err := p.g.nb.Glue(below, top, off, false)
	var r *notebook.Refusal
	switch {
	case err == nil:
		p.view.HideGlue()
		p.say("Glued ("+p.g.keyHint("notebook.undo")+" takes it back).", false)
	case errors.As(err, &r) && r.Code == notebook.CodeConflicts:
		d := dialog.NewConfirm("Glue in spite of conflicts?",
			r.Message+"\n\nGluing anyway keeps this sheet's marks where they disagree and writes the other version into the cell's note.",
			func(ok bool) {
				if !ok {
					return
				}
				if _, err := p.g.nb.Glue(below, top, off, true); err != nil {
					p.say(err.Error(), true)
					return
				}
				p.view.HideGlue()
			}, p.g.win)
		p.g.present(d)
	default:
		p.say(err.Error(), true)
	}
}

// showKeys lists the notebook's keys.
func (p *notebookPanel) showKeys() {
	grid := container.New(layout.NewFormLayout())
	all := notebookview.KeyMap()
	for _, group := range notebookview.Groups {
		grid.Add(widget.NewLabel(""))
		grid.Add(widget.NewLabelWithStyle(group, fyne.TextAlignLeading, fyne.TextStyle{Bold: true}))
		for _, k := range all {
			if k.Group == group {
				grid.Add(widget.NewLabelWithStyle(k.Keys, fyne.TextAlignTrailing, fyne.TextStyle{Bold: true}))
				grid.Add(widget.NewLabel(k.What))
			}
		}
	}
	intro := widget.NewLabel("Click the sheet to give it the keys; click outside it (or a direction button) and the arrows move you again.")
	intro.Wrapping = fyne.TextWrapWord
	var d *dialog.CustomDialog
	closeBtn := widgets.NewDismissButton("Close", func() { d.Hide() })
	d = dialog.NewCustomWithoutButtons("The notebook's keys", container.NewBorder(container.New(widgets.Width{Width: 560}, intro), nil, nil, nil, container.NewVScroll(grid)), p.g.win)
	d.SetButtons([]fyne.CanvasObject{closeBtn})
	p.g.present(d)
	d.Resize(fyne.NewSize(640, min(p.g.win.Canvas().Size().Height-40, 640)))
	p.g.win.Canvas().Focus(closeBtn)
}

// focused reports whether the sheet has the keyboard.
func (p *notebookPanel) focused() bool { return p.g.win.Canvas().Focused() == fyne.Focusable(p.view) }

func (p *notebookPanel) close() {
	if p.cancel != nil {
		p.cancel()
		p.cancel = nil
	}
	p.view.Detach()
}
