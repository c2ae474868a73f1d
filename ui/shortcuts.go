package ui

import (
	"runtime"
	"strconv"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/driver/desktop"
	"fyne.io/fyne/v2/layout"
	"fyne.io/fyne/v2/widget"
)

// keyBinding is one keyboard shortcut of a screen. All of them are made in
// this file (the start screen's keyBindings, the editor's editorBindings),
// so that the F1 lists, the menus, the tooltips and the real bindings
// cannot disagree.
type keyBinding struct {
	// shortcut has a modifier, or none for a plain key (Fyne only turns
	// modified keys into shortcuts; plain keys arrive as typed keys).
	shortcut fyne.KeyboardShortcut
	what     string
	run      func()
	// id names an editor action, so that its menu item, button and tooltip
	// find their key and description here; group is its heading on the F1
	// sheet.
	id, group string
	// also lists further keys for the same action (Ctrl+Y besides
	// Ctrl+Shift+Z for redo).
	also []fyne.KeyboardShortcut
}

// keyBindings is the start screen's complete list, in the order F1 shows it.
func (s *startScreen) keyBindings() []keyBinding {
	b := make([]keyBinding, 0, len(modes)+4)
	for i, m := range modes {
		b = append(b, keyBinding{
			shortcut: withShortcutModifier(fyne.KeyName(strconv.Itoa(i + 1))),
			what:     openWhat(m),
			run:      func() { s.open(m) },
		})
	}
	return append(b,
		keyBinding{shortcut: withShortcutModifier(fyne.KeyT), what: "Switch appearance: system, light, dark", run: s.cycleAppearance},
		keyBinding{shortcut: plainKey(fyne.KeyF1), what: "Show keyboard shortcuts", run: s.showShortcuts},
		keyBinding{shortcut: plainKey(fyne.KeyF11), what: "Full screen on or off", run: s.toggleFullScreen},
		keyBinding{shortcut: withShortcutModifier(fyne.KeyQ), what: "Quit Labyrinth", run: s.quit},
	)
}

// The editor's groups, in the order the F1 sheet shows them.
const (
	groupFile  = "Files"
	groupEdit  = "Edit"
	groupTools = "Tools"
	groupKinds = "Cell kinds (painting tools)"
	groupPits  = "Pit loops"
	groupMaze  = "Maze"
	groupView  = "View"
)

var editorGroups = []string{groupFile, groupEdit, groupTools, groupKinds, groupPits, groupMaze, groupView}

// editorBindings is the maze editor's complete list, in the order F1 shows
// it. Tools and kinds take one plain key each, as in Tiled or Gridmonger.
func (e *editorScreen) editorBindings() []keyBinding {
	ctrl := withShortcutModifier
	ctrlShift := func(k fyne.KeyName) *desktop.CustomShortcut {
		return &desktop.CustomShortcut{KeyName: k, Modifier: fyne.KeyModifierShortcutDefault | fyne.KeyModifierShift}
	}
	b := []keyBinding{
		{id: "file.new", group: groupFile, shortcut: ctrl(fyne.KeyN), what: "New maze…", run: e.newMaze},
		{id: "file.open", group: groupFile, shortcut: ctrl(fyne.KeyO), what: "Open a maze file…", run: e.openFile},
		{id: "file.save", group: groupFile, shortcut: ctrl(fyne.KeyS), what: "Save", run: func() { e.save(nil) }},
		{id: "file.saveas", group: groupFile, shortcut: ctrlShift(fyne.KeyS), what: "Save as…", run: func() { e.saveAs(nil) }},
		{id: "file.export", group: groupFile, shortcut: ctrl(fyne.KeyE), what: "Export the plan as a PNG picture…", run: e.exportPNG},
		{id: "file.close", group: groupFile, shortcut: ctrl(fyne.KeyW), what: "Close the maze and go back to the start screen", run: e.closeToStart},
		{id: "app.quit", group: groupFile, shortcut: ctrl(fyne.KeyQ), what: "Quit Labyrinth", run: e.quit},

		{id: "edit.undo", group: groupEdit, shortcut: &fyne.ShortcutUndo{}, what: "Undo", run: e.undo},
		{id: "edit.redo", group: groupEdit, shortcut: ctrlShift(fyne.KeyZ), also: []fyne.KeyboardShortcut{&fyne.ShortcutRedo{}}, what: "Redo", run: e.redo},
		{id: "edit.cancel", group: groupEdit, shortcut: plainKey(fyne.KeyEscape), what: "Cancel the drag in progress; finish the pit loop being built; clear the selection", run: e.escape},
		{id: "edit.clear", group: groupEdit, shortcut: plainKey(fyne.KeyDelete), what: "Clear the selected cell: land, no treasures, no items", run: e.clearSelected},
	}
	for _, t := range tools {
		b = append(b, keyBinding{id: "tool." + t.id, group: groupTools, shortcut: plainKey(toolKeys[t.id]), what: t.name + ": " + t.what, run: func() { e.setTool(t.tool) }})
	}
	for i, k := range paintKinds {
		b = append(b, keyBinding{id: "kind." + k.String(), group: groupKinds, shortcut: plainKey(fyne.KeyName(strconv.Itoa(i + 1))),
			what: "Paint " + kindLabel(k), run: func() { e.setKind(k) }})
	}
	b = append(b,
		keyBinding{id: "pit.finish", group: groupPits, shortcut: plainKey(fyne.KeyReturn), what: "Finish the pit loop being built", run: e.finishLoop},
		keyBinding{id: "pit.prev", group: groupPits, shortcut: plainKey(fyne.KeyLeftBracket), what: "Jump to the previous pit of the selected pit's loop", run: func() { e.jumpPit(false) }},
		keyBinding{id: "pit.next", group: groupPits, shortcut: plainKey(fyne.KeyRightBracket), what: "Jump to the next pit of the loop (where a player falling in comes out)", run: func() { e.jumpPit(true) }},

		keyBinding{id: "maze.generate", group: groupMaze, shortcut: ctrl(fyne.KeyG), what: "Generate a maze…", run: e.showGenerate},
		keyBinding{id: "maze.fill", group: groupMaze, shortcut: ctrlShift(fyne.KeyG), what: "Fill the rest around what is drawn…", run: e.showFill},
		keyBinding{id: "maze.resize", group: groupMaze, shortcut: ctrl(fyne.KeyR), what: "Resize the maze…", run: e.showResize},

		keyBinding{id: "view.zoomin", group: groupView, shortcut: ctrl(fyne.KeyEqual), also: []fyne.KeyboardShortcut{ctrlShift(fyne.KeyEqual), ctrl(fyne.KeyPlus)}, what: "Zoom in", run: func() { e.zoom(1.25) }},
		keyBinding{id: "view.zoomout", group: groupView, shortcut: ctrl(fyne.KeyMinus), what: "Zoom out", run: func() { e.zoom(0.8) }},
		keyBinding{id: "view.fit", group: groupView, shortcut: ctrl(fyne.Key0), what: "Fit the plan to the window", run: e.fit},
		keyBinding{id: "view.left", group: groupView, shortcut: plainKey(fyne.KeyLeft), what: "Pan left (also Space+drag or the middle button)", run: func() { e.panBy(1, 0) }},
		keyBinding{id: "view.right", group: groupView, shortcut: plainKey(fyne.KeyRight), what: "Pan right", run: func() { e.panBy(-1, 0) }},
		keyBinding{id: "view.up", group: groupView, shortcut: plainKey(fyne.KeyUp), what: "Pan up", run: func() { e.panBy(0, 1) }},
		keyBinding{id: "view.down", group: groupView, shortcut: plainKey(fyne.KeyDown), what: "Pan down", run: func() { e.panBy(0, -1) }},
		keyBinding{id: "view.floorup", group: groupView, shortcut: plainKey(fyne.KeyPageUp), what: "Show the floor above", run: func() { e.stepFloor(1) }},
		keyBinding{id: "view.floordown", group: groupView, shortcut: plainKey(fyne.KeyPageDown), what: "Show the floor below", run: func() { e.stepFloor(-1) }},
		keyBinding{id: "view.heat", group: groupView, shortcut: plainKey(fyne.KeyH), what: "Random-walk heat map on or off", run: e.toggleHeat},
		keyBinding{id: "view.links", group: groupView, shortcut: plainKey(fyne.KeyK), what: "Links between the pits of each loop on or off", run: e.toggleLinks},
		keyBinding{id: "view.appearance", group: groupView, shortcut: ctrl(fyne.KeyT), what: "Switch appearance: system, light, dark", run: e.start.cycleAppearance},
		keyBinding{id: "view.fullscreen", group: groupView, shortcut: plainKey(fyne.KeyF11), what: "Full screen on or off", run: e.start.toggleFullScreen},
		keyBinding{id: "help.keys", group: groupView, shortcut: plainKey(fyne.KeyF1), what: "Show this sheet of keys and mouse actions", run: e.showHelp},
	)
	// The main menu runs its items' shortcuts itself, before the canvas
	// hears of them: under a dialog they must do nothing there either.
	for i := range b {
		run := b[i].run
		b[i].run = func() {
			if !e.dialogOpen() {
				run()
			}
		}
	}
	return b
}

// toolKeys are the tools' keys: letters a game master can find from the
// tool's name (M for a marquee rectangle, I for the eyedropper as in
// painting programs, L for loose items, X for cutting the shape).
var toolKeys = map[string]fyne.KeyName{
	"select": fyne.KeyS, "brush": fyne.KeyB, "rect": fyne.KeyM, "fill": fyne.KeyF, "pick": fyne.KeyI,
	"walls": fyne.KeyW, "pits": fyne.KeyP, "river": fyne.KeyR, "treasure": fyne.KeyT, "items": fyne.KeyL, "shape": fyne.KeyX,
}

// editorMouse lists what the mouse does, for the F1 sheet: these are not
// keys, but a game master looks for them in the same place.
var editorMouse = [][2]string{
	{"Wheel", "Zoom around the pointer"},
	{"Middle drag", "Pan the plan (Space+drag too)"},
	{"Click a side", "Walls: wall on or off; on the border: monolith, then open exit, then closed exit"},
	{"Right-click a side", "Walls: open, then wall, then indestructible wall (Shift+click too)"},
	{"Drag along sides", "Walls: a run of walls (Shift: indestructible); starting on a wall erases"},
	{"Right-click", "Pits, Treasures, Items, River: remove a pit, the top treasure, one item, a river cell"},
	{"Alt+click", "Painting tools: pick the kind under the pointer (right-click too)"},
	{"Shift+click", "Fill: fill through walls"},
}

func openWhat(m mode) string { return "Open " + m.title }

// withShortcutModifier is Ctrl+key, or Cmd+key on macOS.
func withShortcutModifier(k fyne.KeyName) *desktop.CustomShortcut {
	return &desktop.CustomShortcut{KeyName: k, Modifier: fyne.KeyModifierShortcutDefault}
}

func plainKey(k fyne.KeyName) *desktop.CustomShortcut {
	return &desktop.CustomShortcut{KeyName: k}
}

// keyNames spells the keys whose Fyne names are not what the keyboard
// says ("KP_Enter", "Up"): as printed on the keys, the arrows as arrows.
var keyNames = map[fyne.KeyName]string{
	fyne.KeyPageUp: "Page Up", fyne.KeyPageDown: "Page Down", fyne.KeyReturn: "Enter", fyne.KeyEnter: "Keypad Enter",
	fyne.KeyBackspace: "Backspace", fyne.KeyEscape: "Esc", fyne.KeyPlus: "+", fyne.KeySpace: "Space",
	fyne.KeyUp: "↑", fyne.KeyDown: "↓", fyne.KeyLeft: "←", fyne.KeyRight: "→",
}

// keyLabel spells a shortcut the way the platform's menus do, e.g. "Ctrl+Q".
func keyLabel(sc fyne.KeyboardShortcut) string {
	var parts []string
	mod := sc.Mod()
	if mod&fyne.KeyModifierControl != 0 {
		parts = append(parts, "Ctrl")
	}
	if mod&fyne.KeyModifierSuper != 0 {
		if runtime.GOOS == "darwin" {
			parts = append(parts, "Cmd")
		} else {
			parts = append(parts, "Super")
		}
	}
	if mod&fyne.KeyModifierAlt != 0 {
		parts = append(parts, "Alt")
	}
	if mod&fyne.KeyModifierShift != 0 {
		parts = append(parts, "Shift")
	}
	name := string(sc.Key())
	if n, ok := keyNames[sc.Key()]; ok {
		name = n
	}
	return strings.Join(append(parts, name), "+")
}

// bindingLabel is a binding's keys, the main one first: "Ctrl+Shift+Z or Ctrl+Y".
func bindingLabel(k keyBinding) string {
	s := keyLabel(k.shortcut)
	for _, a := range k.also {
		if a.Key() == fyne.KeyPlus || a.Mod()&fyne.KeyModifierShift != 0 && a.Key() == fyne.KeyEqual {
			continue // the same key as Ctrl+= on most keyboards
		}
		s += " or " + keyLabel(a)
	}
	return s
}

// keymap is the keys of the screen on show, bound on the window's canvas.
// Installing a screen's keymap replaces the previous screen's.
type keymap struct {
	canvas   fyne.Canvas
	bound    map[string]func() // shortcuts with modifiers, by ShortcutName
	plain    map[fyne.KeyName]func()
	shortcut []fyne.Shortcut
	// blocked, when set and true, ignores every key: a dialog is open.
	blocked func() bool
	// escape, when set, is what Esc does while blocked (close the dialog);
	// enter what Enter does then (press the dialog's default button).
	escape, enter func()
}

// installKeys binds every key of bindings on c. Plain keys go through the
// canvas's typed-key handler, which widgets that hold the focus forward
// to (see modeTile).
func installKeys(c fyne.Canvas, bindings []keyBinding, blocked func() bool) *keymap {
	k := &keymap{canvas: c, bound: map[string]func(){}, plain: map[fyne.KeyName]func(){}, blocked: blocked}
	for _, b := range bindings {
		for _, sc := range append([]fyne.KeyboardShortcut{b.shortcut}, b.also...) {
			if sc.Mod() == 0 {
				k.plain[sc.Key()] = b.run
				continue
			}
			k.bound[sc.ShortcutName()] = b.run
			k.shortcut = append(k.shortcut, sc)
			c.AddShortcut(sc, k.typedShortcut)
		}
	}
	c.SetOnTypedKey(k.typedKey)
	return k
}

// uninstall removes the bindings from the canvas.
func (k *keymap) uninstall() {
	for _, sc := range k.shortcut {
		k.canvas.RemoveShortcut(sc)
	}
	k.canvas.SetOnTypedKey(nil)
}

func (k *keymap) typedKey(ev *fyne.KeyEvent) {
	if k.blocked != nil && k.blocked() {
		switch {
		case ev.Name == fyne.KeyEscape && k.escape != nil:
			k.escape()
		case (ev.Name == fyne.KeyReturn || ev.Name == fyne.KeyEnter) && k.enter != nil:
			k.enter()
		}
		return
	}
	if run, ok := k.plain[ev.Name]; ok {
		run()
	}
}

// typedShortcut is what the canvas calls for every bound shortcut.
func (k *keymap) typedShortcut(sc fyne.Shortcut) {
	if k.blocked != nil && k.blocked() {
		return
	}
	if run, ok := k.bound[sc.ShortcutName()]; ok {
		run()
	}
}

// installShortcuts binds every key of keyBindings on the window's canvas.
// Plain keys go through the canvas's typed-key handler, which the mode
// tiles also forward to when they have the focus.
func (s *startScreen) installShortcuts() {
	s.keys = installKeys(s.win.Canvas(), s.keyBindings(), nil)
	s.typedKey = s.keys.typedKey
}

// typedShortcut is what the canvas calls for every bound shortcut.
func (s *startScreen) typedShortcut(sc fyne.Shortcut) { s.keys.typedShortcut(sc) }

// shortcutHint is the label of the binding whose description is what, for
// showing next to the control it triggers.
func (s *startScreen) shortcutHint(what string) string {
	for _, k := range s.keyBindings() {
		if k.what == what {
			return keyLabel(k.shortcut)
		}
	}
	return ""
}

func (s *startScreen) showShortcuts() {
	if s.shortcutsOpen {
		return
	}
	grid := container.New(layout.NewFormLayout())
	for _, k := range s.keyBindings() {
		grid.Add(widget.NewLabelWithStyle(keyLabel(k.shortcut), fyne.TextAlignTrailing, fyne.TextStyle{Bold: true}))
		grid.Add(widget.NewLabel(k.what))
	}
	d := dialog.NewCustomWithoutButtons("Keyboard shortcuts", grid, s.win)
	closeBtn := newDismissButton("Close", d.Hide)
	d.SetButtons([]fyne.CanvasObject{closeBtn})
	d.SetOnClosed(func() { s.shortcutsOpen = false })
	s.shortcutsOpen = true
	d.Show()
	s.win.Canvas().Focus(closeBtn)
}
