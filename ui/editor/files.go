package editor

import (
	"bytes"
	"errors"
	"fmt"
	"image/png"
	"os"
	"path/filepath"
	"strings"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/layout"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	document "github.com/labyrinth-game/labyrinth/app/editor"
	"github.com/labyrinth-game/labyrinth/app/rulebook"
	appstorage "github.com/labyrinth-game/labyrinth/app/storage"
	"github.com/labyrinth-game/labyrinth/assets"
	"github.com/labyrinth-game/labyrinth/engine/gen"
	"github.com/labyrinth-game/labyrinth/engine/maze"
	"github.com/labyrinth-game/labyrinth/ui/planview"
	"github.com/labyrinth-game/labyrinth/ui/shell"
	"github.com/labyrinth-game/labyrinth/ui/widgets"
)

// Env is what the editor needs from around it, kept between its openings: where recovery files
// go, the recent-files list, how a file is chosen, how often to autosave,
// how to run long work. Tests replace the parts that would touch the
// player's own files or wait for a person.
type Env struct {
	cfg    document.Config
	recent document.Recent
	// chooseOpen asks for a maze file to open, chooseSave for a file to
	// write (ext: ".json" or ".png"); done gets "" when cancelled.
	chooseOpen func(w fyne.Window, dir string, done func(path string))
	chooseSave func(w fyne.Window, dir, name, ext string, done func(path string))
	// rules is the store of named rules configurations
	// (rulebook.DefaultStore), nil when there is none.
	rules *rulebook.Store
	// autosaveEvery is the autosave period; 0 turns the timer off.
	autosaveEvery time.Duration
	// background runs work off the UI goroutine (generation, analysis,
	// export); its result comes back through shell.OnUI.
	background func(func())
	// lastGen is the generator's parameters used last, for the next
	// dialog (lastFill: by Fill the rest).
	lastGen  *gen.Params
	lastFill bool
}

// prefRecent is the preferences key of the editor's recent files.
const prefRecent = "editor.recent"

// NewEnv is the editor's environment in the app: recovery files in the
// user's configuration, recent files in the preferences, Fyne's file
// dialogs, an autosave every two seconds.
func NewEnv(a fyne.App) *Env {
	return &Env{
		cfg:           Config(a),
		recent:        document.Recent{Store: prefsRecent{a.Preferences()}},
		chooseOpen:    widgets.ChooseOpenFile,
		chooseSave:    widgets.ChooseSaveFile,
		rules:         defaultRules(),
		autosaveEvery: 2 * time.Second,
		background:    func(f func()) { go f() },
	}
}

// Config is how the editor opens documents: with autosaved work kept for
// a crash in the user's configuration directory, else in the app's own
// storage (a nil app: only the former).
func Config(a fyne.App) document.Config {
	return document.Config{RecoveryDir: recoveryDir(a)}
}

// NewEnvIn is NewEnv with the editor's own files, recovery files and the
// recent list, under dir rather than in the user's configuration and
// preferences, and no autosave timer: for tests of the screens around the
// editor.
func NewEnvIn(a fyne.App, dir string) *Env {
	env := NewEnv(a)
	env.autosaveEvery = 0
	env.cfg = document.Config{RecoveryDir: filepath.Join(dir, "recovery")}
	env.recent = document.Recent{Store: document.RecentFile(filepath.Join(dir, "recent.json"))}
	env.rules = &rulebook.Store{Dir: filepath.Join(dir, "rules")}
	return env
}

// defaultRules is the store of named rules configurations in the
// user's configuration directory, nil when there is none.
func defaultRules() *rulebook.Store {
	s, err := rulebook.DefaultStore()
	if err != nil {
		return nil
	}
	return s
}

// LastMaze is the maze file the editor opened or saved last ("" for none,
// or when it is gone): what the host setup offers as "The editor's maze".
func (env *Env) LastMaze() string {
	list, err := env.recent.List()
	if err != nil || len(list) == 0 {
		return ""
	}
	if _, err := os.Stat(list[0]); err != nil {
		return ""
	}
	return list[0]
}

func recoveryDir(a fyne.App) string {
	if dir, err := os.UserConfigDir(); err == nil {
		return filepath.Join(dir, "labyrinth", "recovery")
	}
	if a != nil {
		if root := a.Storage().RootURI(); root != nil {
			return filepath.Join(root.Path(), "recovery")
		}
	}
	return ""
}

// prefsRecent keeps the recent files in Fyne's preferences.
type prefsRecent struct{ p fyne.Preferences }

func (r prefsRecent) LoadRecent() ([]string, error) { return r.p.StringList(prefRecent), nil }
func (r prefsRecent) StoreRecent(list []string) error {
	r.p.SetStringList(prefRecent, list)
	return nil
}

// startDir is where the editor's file dialogs start: the maze's own
// folder; without a file, "" (the folder a file was last chosen in, or
// home: see dialogFolder).
func (e *Screen) startDir() string {
	if p := e.doc.Path(); p != "" {
		return filepath.Dir(p)
	}
	return ""
}

// confirmDiscard runs then once the current maze may go: at once when it
// has no unsaved changes, else after asking to save, discard or cancel.
func (e *Screen) confirmDiscard(then func()) {
	e.askToSave(fmt.Sprintf("Save the changes to %s? Without saving they are lost.", e.doc.Name()), "Save", "Don't save", then)
}

// askToSave runs then at once when the maze has no unsaved changes, else
// after asking question: save (then once saved), discard, or Cancel; the
// first two labelled as given.
func (e *Screen) askToSave(question, saveLabel, discardLabel string, then func()) {
	e.cancelDrag()
	e.finishLoop()
	if !e.doc.Dirty() {
		then()
		return
	}
	msg := widget.NewLabel(question)
	msg.Wrapping = fyne.TextWrapWord
	var d *dialog.CustomDialog
	save := widget.NewButtonWithIcon(saveLabel, theme.DocumentSaveIcon(), func() {
		d.Hide()
		e.save(then)
	})
	save.Importance = widget.HighImportance
	discard := widget.NewButton(discardLabel, func() { d.Hide(); then() })
	discard.Importance = widget.DangerImportance
	cancel := widgets.NewDismissButton("Cancel", func() { d.Hide() })
	cancel.Importance = widget.MediumImportance
	d = dialog.NewCustomWithoutButtons("Unsaved changes", container.New(widgets.Width{Width: 380}, msg), e.win)
	d.SetButtons([]fyne.CanvasObject{cancel, discard, save})
	e.presentWithDefault(d, save.OnTapped) // Enter saves, Esc cancels
}

// replaceDocument closes the current document and shows d.
func (e *Screen) replaceDocument(d *document.Document) {
	old := e.doc
	e.setDocument(d)
	if old != nil && old != d {
		old.Close()
	}
	if p := d.Path(); p != "" {
		e.env.recent.Add(p)
		e.refreshRecent()
	}
}

// newMaze asks for a size and shape and starts a blank maze.
func (e *Screen) newMaze() {
	e.confirmDiscard(func() {
		width := widgets.IntEntry(e.doc.Maze().Width())
		height := widgets.IntEntry(e.doc.Maze().Height())
		floors := widgets.IntEntry(1)
		shape := widget.NewRadioGroup([]string{"Rectangle", "Square without corners"}, nil)
		shape.Selected = "Rectangle"
		shape.Required = true
		title := widget.NewEntry()
		title.SetPlaceHolder("Optional")
		items := []*widget.FormItem{
			widget.NewFormItem("Width", width),
			widget.NewFormItem("Height", height),
			widget.NewFormItem("Shape", shape),
			widget.NewFormItem("Floors", floors),
			widget.NewFormItem("Title", title),
		}
		fd := dialog.NewForm("New maze", "Create", "Cancel", items, func(ok bool) {
			if !ok {
				return
			}
			o := document.NewOptions{Title: title.Text}
			var err error
			if o.Width, err = widgets.ReadInt(width, "width", maze.MinSide, maze.MaxSide); err == nil {
				if o.Height, err = widgets.ReadInt(height, "height", maze.MinSide, maze.MaxSide); err == nil {
					o.Floors, err = widgets.ReadInt(floors, "floors", 1, maze.MaxFloors)
				}
			}
			if err != nil {
				e.showError("New maze", err)
				return
			}
			if shape.Selected != "Rectangle" {
				o.Shape = document.NoCorners
			}
			d, err := document.New(o, e.env.cfg)
			if err != nil {
				e.showError("New maze", err)
				return
			}
			e.replaceDocument(d)
		}, e.win)
		e.presentWithDefault(fd, fd.Submit, width, height, floors, title)
	})
}

// openFile asks for a maze file and opens it.
func (e *Screen) openFile() {
	e.confirmDiscard(func() {
		e.env.chooseOpen(e.win, e.startDir(), func(path string) {
			if path != "" {
				e.openPath(path)
			}
		})
	})
}

// openPath opens a maze file in place of the current maze (which the
// caller has let go), offering its autosaved changes if a crash left some.
func (e *Screen) openPath(path string) {
	d, err := document.Open(path, e.env.cfg)
	if err != nil {
		if errors.Is(err, os.ErrNotExist) {
			e.env.recent.Remove(path)
			e.refreshRecent()
		}
		e.showError("Could not open the maze", err)
		return
	}
	e.replaceDocument(d)
	e.offerRecovery()
}

// openSample opens one of the sample mazes as a new, untitled maze.
func (e *Screen) openSample(name string) {
	e.confirmDiscard(func() {
		data, err := assets.Maze(name)
		if err == nil {
			var m *maze.Maze
			if m, err = maze.Decode(data); err == nil {
				e.replaceDocument(document.FromMaze(m, e.env.cfg))
				return
			}
		}
		e.showError("Could not open the sample", err)
	})
}

// save writes the maze to its file (asking for one the first time); then,
// if not nil, runs once it is saved.
func (e *Screen) save(then func()) {
	e.cancelDrag()
	e.finishLoop()
	if e.doc.Path() == "" {
		e.saveAs(then)
		return
	}
	if err := e.doc.Save(); err != nil {
		e.showError("Could not save the maze", err)
		return
	}
	e.saved()
	if then != nil {
		then()
	}
}

// saveAs asks for a file and writes the maze there.
func (e *Screen) saveAs(then func()) {
	e.cancelDrag()
	e.finishLoop()
	name := e.doc.Name()
	if e.doc.Path() == "" {
		name = suggestName(e.doc.Maze())
	}
	e.env.chooseSave(e.win, e.startDir(), name, ".json", func(path string) {
		if path == "" {
			return
		}
		if err := e.doc.SaveAs(path); err != nil {
			e.showError("Could not save the maze", err)
			return
		}
		e.saved()
		if then != nil {
			then()
		}
	})
}

func (e *Screen) saved() {
	e.env.recent.Add(e.doc.Path())
	e.refreshRecent()
	e.updateTitle()
	e.mazeTab.refreshFile()
	e.tell("Saved " + e.doc.Path() + ".")
}

// suggestName makes a file name of the maze's title: "The castle" gives
// "the-castle.json".
func suggestName(m *maze.Maze) string {
	var b strings.Builder
	dash := false
	for _, r := range strings.ToLower(m.Title) {
		switch {
		case r >= 'a' && r <= 'z' || r >= '0' && r <= '9' || r > 0x7f:
			if dash && b.Len() > 0 {
				b.WriteByte('-')
			}
			b.WriteRune(r)
			dash = false
		default:
			dash = true
		}
		if b.Len() > 40 {
			break
		}
	}
	if b.Len() == 0 {
		return fmt.Sprintf("maze-%dx%d.json", m.Width(), m.Height())
	}
	return b.String() + ".json"
}

// closeToStart closes the maze (asking about unsaved changes) and goes back
// to the start screen.
func (e *Screen) closeToStart() {
	e.confirmDiscard(func() {
		e.doc.Close()
		e.leave()
	})
}

// quit is Ctrl+Q, the File menu's Quit and the window's close button: it
// asks about unsaved changes first.
func (e *Screen) quit() {
	if e.closed {
		e.frame.Quit()
		return
	}
	e.confirmDiscard(func() {
		e.doc.Close()
		e.closed = true
		if e.stopAutosave != nil {
			e.stopAutosave()
		}
		e.frame.Quit()
	})
}

// autosave writes unsaved changes to the recovery file (on a timer). It
// waits for a drag to end, so that painting never stalls on a disk write.
func (e *Screen) autosave() {
	if e.closed || e.drag.active {
		return
	}
	if _, err := e.doc.Autosave(); err != nil {
		e.say("Autosave failed: " + err.Error())
	}
}

// offerRecovery asks, when the editor opens, whether to bring back work a
// crash left: first the opened file's own autosave, then any other.
func (e *Screen) offerRecovery() {
	if r, ok := e.doc.Recovery(); ok {
		e.askRecover([]document.Recovery{r}, true)
		return
	}
	list, err := document.FindRecoveries(e.env.cfg.RecoveryDir)
	own := e.doc.RecoveryFile()
	var offer []document.Recovery
	for _, r := range list {
		if r.File != own {
			offer = append(offer, r)
		}
	}
	if len(offer) > 0 {
		e.askRecover(offer, false)
	} else if err != nil {
		e.say("Some autosaved work could not be read: " + err.Error())
	}
}

// askRecover lists recoveries with a Recover and a Discard button each.
// forOpened: the one recovery belongs to the file just opened.
func (e *Screen) askRecover(list []document.Recovery, forOpened bool) {
	var d *dialog.CustomDialog
	rows := container.NewVBox()
	intro := "Labyrinth closed without saving these mazes. Their last changes were autosaved:"
	if forOpened {
		intro = fmt.Sprintf("%s has changes that were autosaved but never saved (Labyrinth closed without saving them). Recover them?", e.doc.Name())
	}
	head := widget.NewLabel(intro)
	head.Wrapping = fyne.TextWrapWord
	rows.Add(head)
	for _, r := range list {
		name := document.Untitled
		if r.Document != "" {
			name = filepath.Base(r.Document)
		}
		if r.Title != "" {
			name += " — " + r.Title
		}
		label := widget.NewLabel(fmt.Sprintf("%s\nautosaved %s", name, r.Written.Format("2 Jan 2006, 15:04")))
		label.Wrapping = fyne.TextWrapWord
		var row *fyne.Container
		recover := widget.NewButtonWithIcon("Recover", theme.HistoryIcon(), func() {
			d.Hide()
			e.confirmDiscard(func() {
				nd, err := document.OpenRecovery(r, e.env.cfg)
				if err != nil {
					e.showError("Could not recover", err)
					return
				}
				if forOpened {
					e.doc.Close() // keeps the file: it is the recovery's now
				}
				e.replaceDocument(nd)
				e.tell("Recovered. Save to keep the changes in a file.")
			})
		})
		recover.Importance = widget.HighImportance
		discard := widget.NewButtonWithIcon("Discard", theme.DeleteIcon(), func() {
			if forOpened {
				e.doc.DiscardRecovery()
				d.Hide()
				return
			}
			r.Discard()
			rows.Remove(row)
			if len(rows.Objects) == 1 {
				d.Hide()
			}
		})
		row = container.NewBorder(nil, nil, nil, container.NewHBox(discard, recover), label)
		rows.Add(row)
	}
	later := widgets.NewDismissButton("Later", func() { d.Hide() })
	later.Importance = widget.MediumImportance
	d = dialog.NewCustomWithoutButtons("Recover unsaved work", container.New(widgets.Width{Width: 480}, rows), e.win)
	d.SetButtons([]fyne.CanvasObject{later})
	e.present(d)
	e.win.Canvas().Focus(later)
}

// exportPNG writes the floor shown as a picture for printing: light
// paper, row and column numbers, 48 pixels a cell.
func (e *Screen) exportPNG() {
	e.cancelDrag()
	m := e.doc.Maze()
	floor := e.view.Floor()
	name := strings.TrimSuffix(e.doc.Name(), filepath.Ext(e.doc.Name()))
	if e.doc.Path() == "" {
		name = strings.TrimSuffix(suggestName(m), ".json")
	}
	if m.Floors() > 1 {
		name += fmt.Sprintf("-floor%d", floor+1)
	}
	e.env.chooseSave(e.win, e.startDir(), name+".png", ".png", func(path string) {
		if path == "" {
			return
		}
		plan := m.Clone()
		e.env.background(func() {
			err := writePlanPNG(path, plan, floor)
			shell.OnUI(func() {
				if err != nil {
					e.showError("Could not export the plan", err)
					return
				}
				e.tell("Exported " + path + ".")
			})
		})
	})
}

// writePlanPNG draws one floor of m for print and writes it atomically.
func writePlanPNG(path string, m *maze.Maze, floor int) error {
	img := planview.Image(m, planview.ImageOptions{Floor: floor, CellSize: 48, Theme: theme.DefaultTheme(), Variant: theme.VariantLight})
	var buf bytes.Buffer
	if err := png.Encode(&buf, img); err != nil {
		return fmt.Errorf("%s: %w", path, err)
	}
	return appstorage.WriteFileAtomic(path, buf.Bytes(), 0o644)
}

// showResize asks for a new size and the part that stays in place.
func (e *Screen) showResize() {
	e.cancelDrag()
	e.finishLoop()
	m := e.doc.Maze()
	width, height := widgets.IntEntry(m.Width()), widgets.IntEntry(m.Height())
	anchors := []string{"Top left", "Top", "Top right", "Left", "Centre", "Right", "Bottom left", "Bottom", "Bottom right"}
	anchor := document.Center
	var buttons []*widget.Button
	grid := container.NewGridWithColumns(3)
	for i, a := range anchors {
		b := widget.NewButton(a, nil)
		b.OnTapped = func() {
			anchor = document.Anchor(i)
			for k, o := range buttons {
				if k == i {
					o.Importance = widget.HighImportance
				} else {
					o.Importance = widget.MediumImportance
				}
				o.Refresh()
			}
		}
		if document.Anchor(i) == anchor {
			b.Importance = widget.HighImportance
		}
		buttons = append(buttons, b)
		grid.Add(b)
	}
	help := widget.NewLabel("The part of the plan that stays in place: rows and columns are added or removed on the other sides. Everything on the cells that stay is kept.")
	help.Wrapping = fyne.TextWrapWord
	items := []*widget.FormItem{
		widget.NewFormItem("Width", width),
		widget.NewFormItem("Height", height),
		widget.NewFormItem("Keep in place", container.NewHBox(grid)),
		widget.NewFormItem("", container.New(widgets.Width{Width: 320}, help)),
	}
	fd := dialog.NewForm("Resize the maze", "Resize", "Cancel", items, func(ok bool) {
		if !ok {
			return
		}
		w, err := widgets.ReadInt(width, "width", maze.MinSide, maze.MaxSide)
		if err != nil {
			e.showError("Resize", err)
			return
		}
		h, err := widgets.ReadInt(height, "height", maze.MinSide, maze.MaxSide)
		if err != nil {
			e.showError("Resize", err)
			return
		}
		e.refused(e.doc.Resize(w, h, anchor))
	}, e.win)
	e.presentWithDefault(fd, fd.Submit, width, height)
}

func (e *Screen) showError(title string, err error) {
	msg := widget.NewLabel(err.Error())
	msg.Wrapping = fyne.TextWrapWord
	var d *dialog.CustomDialog
	ok := widgets.NewDismissButton("OK", func() { d.Hide() })
	d = dialog.NewCustomWithoutButtons(title, container.New(widgets.Width{Width: 420}, msg), e.win)
	d.SetButtons([]fyne.CanvasObject{ok})
	e.present(d)
	e.win.Canvas().Focus(ok)
}

// showHelp is the F1 sheet: every key by group, and what the mouse does,
// in two columns whose keys line up.
func (e *Screen) showHelp() {
	newColumn := func() *fyne.Container { return container.New(layout.NewFormLayout()) }
	heading := func(col *fyne.Container, g string) {
		col.Add(widget.NewLabel(""))
		col.Add(widget.NewLabelWithStyle(g, fyne.TextAlignLeading, fyne.TextStyle{Bold: true}))
	}
	row := func(col *fyne.Container, key, what string) {
		col.Add(widget.NewLabelWithStyle(key, fyne.TextAlignTrailing, fyne.TextStyle{Bold: true}))
		l := widget.NewLabel(what)
		l.Wrapping = fyne.TextWrapWord
		col.Add(l)
	}
	left, right := newColumn(), newColumn()
	bindings := e.editorBindings()
	for gi, g := range shell.EditorGroups {
		col := left
		if gi > len(shell.EditorGroups)/2 {
			col = right
		}
		heading(col, g)
		for _, k := range bindings {
			if k.Group == g {
				row(col, k.Label(), k.What)
			}
		}
	}
	heading(right, "Mouse")
	for _, m := range shell.EditorMouse {
		row(right, m[0], m[1])
	}
	var d *dialog.CustomDialog
	closeBtn := widgets.NewDismissButton("Close", func() { d.Hide() })
	scroll := container.NewVScroll(container.NewGridWithColumns(2, left, right))
	size := e.win.Canvas().Size()
	scroll.SetMinSize(fyne.NewSize(min(size.Width-80, 1100), min(size.Height-140, 900)))
	d = dialog.NewCustomWithoutButtons("Maze editor: keys and mouse", scroll, e.win)
	d.SetButtons([]fyne.CanvasObject{closeBtn})
	e.present(d)
	e.win.Canvas().Focus(closeBtn)
}

// buildMenu makes the main menu from the key table: each item shows its
// key, and the Edit menu names what Undo and Redo would do.
func (e *Screen) buildMenu() {
	item := func(id, label string) *fyne.MenuItem {
		k := e.binding(id)
		if label == "" {
			label = k.What
		}
		it := fyne.NewMenuItem(label, k.Run)
		it.Shortcut = k.Shortcut
		return it
	}
	e.recentMenu = fyne.NewMenu("")
	recent := fyne.NewMenuItem("Open recent", nil)
	recent.ChildMenu = e.recentMenu
	samples := fyne.NewMenu("")
	for _, name := range assets.Mazes() {
		samples.Items = append(samples.Items, fyne.NewMenuItem(name, func() { e.openSample(name) }))
	}
	sample := fyne.NewMenuItem("Open a sample maze", nil)
	sample.ChildMenu = samples
	quit := item("app.quit", "Quit")
	quit.IsQuit = true
	file := fyne.NewMenu("File",
		item("file.new", ""), item("file.open", ""), recent, sample,
		fyne.NewMenuItemSeparator(),
		item("file.save", ""), item("file.saveas", ""), item("file.export", ""),
		fyne.NewMenuItemSeparator(),
		item("file.close", "Close the maze"), quit)
	e.undoItem = item("edit.undo", "Undo")
	e.redoItem = item("edit.redo", "Redo")
	edit := fyne.NewMenu("Edit", e.undoItem, e.redoItem, fyne.NewMenuItemSeparator(),
		item("edit.clear", "Clear the selected cell"))
	var toolItems []*fyne.MenuItem
	for _, t := range tools {
		it := item("tool."+t.about().id, t.about().name)
		toolItems = append(toolItems, it)
	}
	toolsMenu := fyne.NewMenu("Tools", toolItems...)
	mazeMenu := fyne.NewMenu("Maze",
		item("maze.generate", "Generate…"), item("maze.fill", "Fill the rest around what is drawn…"),
		fyne.NewMenuItemSeparator(), item("maze.resize", "Resize…"))
	e.heatItem = item("view.heat", "Heat map of the random walk")
	e.linksItem = item("view.links", "Pit-loop links")
	view := fyne.NewMenu("View",
		item("view.zoomin", "Zoom in"), item("view.zoomout", "Zoom out"), item("view.fit", "Fit to window"),
		fyne.NewMenuItemSeparator(), e.heatItem, e.linksItem,
		fyne.NewMenuItemSeparator(), item("view.appearance", "Switch appearance"), item("view.fullscreen", "Full screen"))
	help := fyne.NewMenu("Help", item("help.keys", "Keys and mouse"))
	e.menu = fyne.NewMainMenu(file, edit, toolsMenu, mazeMenu, view, help)
	e.refreshRecent()
}

// refreshRecent lists the recent files in the File menu.
func (e *Screen) refreshRecent() {
	if e.recentMenu == nil {
		return
	}
	list, _ := e.env.recent.List()
	e.recentMenu.Items = nil
	for _, p := range list {
		e.recentMenu.Items = append(e.recentMenu.Items, fyne.NewMenuItem(p, func() {
			e.confirmDiscard(func() { e.openPath(p) })
		}))
	}
	if len(list) == 0 {
		none := fyne.NewMenuItem("No recent files", nil)
		none.Disabled = true
		e.recentMenu.Items = append(e.recentMenu.Items, none)
	}
	if e.menu != nil {
		e.menu.Refresh()
	}
}
