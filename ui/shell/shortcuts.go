package shell

import (
	"runtime"
	"strconv"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/driver/desktop"
)

// Every keyboard shortcut of every screen is listed in this file, so that
// the F1 sheets, the menus, the tooltips and the real bindings cannot
// disagree, and so that a new screen's keys are chosen beside the others.
// A screen binds its list (StartKeys, EditorKeys, LobbyKeys, PlayKeys,
// JoinKeys, WaitKeys, HostKeys) to what the keys do there by ID (Bind) and
// installs it on the window (InstallKeys) while it is on show.

// Key is one keyboard shortcut of a screen, without what it does.
type Key struct {
	// ID names the action, so that its menu item, button and tooltip find
	// their key and description; Group is its heading on the F1 sheet.
	ID, Group string
	// What the key does, in the words of the F1 sheet.
	What string
	// Shortcut has a modifier, or none for a plain key (Fyne only turns
	// modified keys into shortcuts; plain keys arrive as typed keys).
	Shortcut fyne.KeyboardShortcut
	// Also lists further keys for the same action (Ctrl+Y besides
	// Ctrl+Shift+Z for redo).
	Also []fyne.KeyboardShortcut
}

// Binding is a key with what it does on the screen on show.
type Binding struct {
	Key
	Run func()
}

// Bind gives each key its action, by ID. A key without an action is the
// screen's mistake, found the first time it opens (its tests open it): it
// panics, naming the key.
func Bind(keys []Key, actions map[string]func()) []Binding {
	b := make([]Binding, len(keys))
	for i, k := range keys {
		run, ok := actions[k.ID]
		if !ok || run == nil {
			panic("no action for the key " + k.ID)
		}
		b[i] = Binding{Key: k, Run: run}
	}
	return b
}

// Named is one of a set of like actions a screen offers (a tool, a kind of
// cell): its ID and what it does, in the words of the F1 sheet.
type Named struct{ ID, What string }

// StartKeys is the start screen's list, in the order F1 shows it: Ctrl+1
// to Ctrl+4 open the modes (IDs "mode.solo" and so on, see Modes).
func StartKeys() []Key {
	k := make([]Key, 0, len(Modes)+4)
	for i, m := range Modes {
		k = append(k, Key{ID: "mode." + m.ID, Shortcut: WithShortcutModifier(fyne.KeyName(strconv.Itoa(i + 1))), What: "Open " + m.Title})
	}
	return append(k,
		Key{ID: "view.appearance", Shortcut: WithShortcutModifier(fyne.KeyT), What: "Switch appearance: system, light, dark"},
		Key{ID: "help.keys", Shortcut: PlainKey(fyne.KeyF1), What: "Show keyboard shortcuts"},
		Key{ID: "view.fullscreen", Shortcut: PlainKey(fyne.KeyF11), What: "Full screen on or off"},
		Key{ID: "app.quit", Shortcut: WithShortcutModifier(fyne.KeyQ), What: "Quit Labyrinth"},
	)
}

// The editor's groups, in the order the F1 sheet shows them.
const (
	GroupFile  = "Files"
	GroupEdit  = "Edit"
	GroupTools = "Tools"
	GroupKinds = "Cell kinds (painting tools)"
	GroupPits  = "Pit loops"
	GroupMaze  = "Maze"
	GroupView  = "View"
)

// EditorGroups are the editor's groups in the order of its F1 sheet.
var EditorGroups = []string{GroupFile, GroupEdit, GroupTools, GroupKinds, GroupPits, GroupMaze, GroupView}

// EditorKeys is the maze editor's list, in the order F1 shows it. Tools and
// kinds take one plain key each, as in Tiled or Gridmonger: the tools
// (IDs "tool.select" and so on) their key in toolKeys, the kinds the
// digits 1 to 4 in the order given.
func EditorKeys(tools, kinds []Named) []Key {
	ctrl := WithShortcutModifier
	k := []Key{
		{ID: "file.new", Group: GroupFile, Shortcut: ctrl(fyne.KeyN), What: "New maze…"},
		{ID: "file.open", Group: GroupFile, Shortcut: ctrl(fyne.KeyO), What: "Open a maze file…"},
		{ID: "file.save", Group: GroupFile, Shortcut: ctrl(fyne.KeyS), What: "Save"},
		{ID: "file.saveas", Group: GroupFile, Shortcut: ctrlShift(fyne.KeyS), What: "Save as…"},
		{ID: "file.export", Group: GroupFile, Shortcut: ctrl(fyne.KeyE), What: "Export the plan as a PNG picture…"},
		{ID: "file.close", Group: GroupFile, Shortcut: ctrl(fyne.KeyW), What: "Close the maze and go back to the start screen"},
		{ID: "app.quit", Group: GroupFile, Shortcut: ctrl(fyne.KeyQ), What: "Quit Labyrinth"},

		{ID: "edit.undo", Group: GroupEdit, Shortcut: &fyne.ShortcutUndo{}, What: "Undo"},
		{ID: "edit.redo", Group: GroupEdit, Shortcut: ctrlShift(fyne.KeyZ), Also: []fyne.KeyboardShortcut{&fyne.ShortcutRedo{}}, What: "Redo"},
		{ID: "edit.cancel", Group: GroupEdit, Shortcut: PlainKey(fyne.KeyEscape), What: "Cancel the drag in progress; finish the pit loop being built; clear the selection"},
		{ID: "edit.clear", Group: GroupEdit, Shortcut: PlainKey(fyne.KeyDelete), What: "Clear the selected cell: land, with nothing on it"},
	}
	for _, t := range tools {
		k = append(k, Key{ID: t.ID, Group: GroupTools, Shortcut: PlainKey(toolKeys[t.ID]), What: t.What})
	}
	for i, n := range kinds {
		k = append(k, Key{ID: n.ID, Group: GroupKinds, Shortcut: PlainKey(fyne.KeyName(strconv.Itoa(i + 1))), What: n.What})
	}
	return append(k,
		Key{ID: "pit.finish", Group: GroupPits, Shortcut: PlainKey(fyne.KeyReturn), What: "Finish the pit loop being built"},
		Key{ID: "pit.prev", Group: GroupPits, Shortcut: PlainKey(fyne.KeyLeftBracket), What: "Jump to the previous pit of the selected pit's loop"},
		Key{ID: "pit.next", Group: GroupPits, Shortcut: PlainKey(fyne.KeyRightBracket), What: "Jump to the next pit of the loop (where a player falling in comes out)"},

		Key{ID: "maze.generate", Group: GroupMaze, Shortcut: ctrl(fyne.KeyG), What: "Generate a maze…"},
		Key{ID: "maze.fill", Group: GroupMaze, Shortcut: ctrlShift(fyne.KeyG), What: "Fill the rest around what is drawn…"},
		Key{ID: "maze.resize", Group: GroupMaze, Shortcut: ctrl(fyne.KeyR), What: "Resize the maze…"},

		Key{ID: "view.zoomin", Group: GroupView, Shortcut: ctrl(fyne.KeyEqual), Also: []fyne.KeyboardShortcut{ctrlShift(fyne.KeyEqual), ctrl(fyne.KeyPlus)}, What: "Zoom in"},
		Key{ID: "view.zoomout", Group: GroupView, Shortcut: ctrl(fyne.KeyMinus), What: "Zoom out"},
		Key{ID: "view.fit", Group: GroupView, Shortcut: ctrl(fyne.Key0), What: "Fit the plan to the window"},
		Key{ID: "view.left", Group: GroupView, Shortcut: PlainKey(fyne.KeyLeft), What: "Pan left (also Space+drag or the middle button)"},
		Key{ID: "view.right", Group: GroupView, Shortcut: PlainKey(fyne.KeyRight), What: "Pan right"},
		Key{ID: "view.up", Group: GroupView, Shortcut: PlainKey(fyne.KeyUp), What: "Pan up"},
		Key{ID: "view.down", Group: GroupView, Shortcut: PlainKey(fyne.KeyDown), What: "Pan down"},
		Key{ID: "view.floorup", Group: GroupView, Shortcut: PlainKey(fyne.KeyPageUp), What: "Show the floor above"},
		Key{ID: "view.floordown", Group: GroupView, Shortcut: PlainKey(fyne.KeyPageDown), What: "Show the floor below"},
		Key{ID: "view.heat", Group: GroupView, Shortcut: PlainKey(fyne.KeyH), What: "Random-walk heat map on or off"},
		Key{ID: "view.links", Group: GroupView, Shortcut: PlainKey(fyne.KeyK), What: "Links between the pits of each loop on or off"},
		Key{ID: "view.appearance", Group: GroupView, Shortcut: ctrl(fyne.KeyT), What: "Switch appearance: system, light, dark"},
		Key{ID: "view.fullscreen", Group: GroupView, Shortcut: PlainKey(fyne.KeyF11), What: "Full screen on or off"},
		Key{ID: "help.keys", Group: GroupView, Shortcut: PlainKey(fyne.KeyF1), What: "Show this sheet of keys and mouse actions"},
	)
}

// toolKeys are the editor tools' keys: letters a game master can find from
// the tool's name (M for a marquee rectangle, I for the eyedropper as in
// painting programs, L for loose items, X for cutting the shape, U for
// stairs up).
var toolKeys = map[string]fyne.KeyName{
	"tool.select": fyne.KeyS, "tool.brush": fyne.KeyB, "tool.rect": fyne.KeyM, "tool.fill": fyne.KeyF, "tool.pick": fyne.KeyI,
	"tool.walls": fyne.KeyW, "tool.pits": fyne.KeyP, "tool.river": fyne.KeyR, "tool.treasure": fyne.KeyT, "tool.items": fyne.KeyL, "tool.shape": fyne.KeyX,
	"tool.doors": fyne.KeyD, "tool.stairs": fyne.KeyU, "tool.creatures": fyne.KeyC,
}

// EditorMouse lists what the mouse does in the editor, for its F1 sheet:
// these are not keys, but a game master looks for them in the same place.
var EditorMouse = [][2]string{
	{"Wheel", "Zoom around the pointer"},
	{"Middle drag", "Pan the plan (Space+drag too)"},
	{"Click a side", "Walls: wall on or off; on the border: monolith, then open exit, then closed exit"},
	{"Right-click a side", "Walls: open, then wall, then indestructible wall (Shift+click too)"},
	{"Drag along sides", "Walls: a run of walls (Shift: indestructible); starting on a wall erases"},
	{"Click a side", "Doors and windows: a one-way door, then the other way, then none (or a window); on the border: lock or unlock the exit"},
	{"Drag from a cell", "Creatures: the creature's cave and the path it walks, as a river"},
	{"Right-click", "Pits, Treasures, Items, River, Doors, Stairs, Creatures: remove a pit, the top treasure or the Key, one item, a river cell, a door, window or lock, a staircase, a creature"},
	{"Alt+click", "Painting tools: pick the kind under the pointer (right-click too)"},
	{"Shift+click", "Fill: fill through walls"},
}

// LobbyKeys is the solo practice lobby's list.
func LobbyKeys() []Key {
	ctrl := WithShortcutModifier
	return []Key{
		{ID: "lobby.back", Shortcut: ctrl(fyne.KeyW), Also: []fyne.KeyboardShortcut{PlainKey(fyne.KeyEscape)}, What: "Back to the start screen"},
		{ID: "lobby.start", Shortcut: ctrl(fyne.KeyReturn), What: "Start the game"},
		{ID: "app.quit", Shortcut: ctrl(fyne.KeyQ), What: "Quit Labyrinth"},
		{ID: "view.appearance", Shortcut: ctrl(fyne.KeyT), What: "Switch appearance"},
		{ID: "view.fullscreen", Shortcut: PlainKey(fyne.KeyF11), What: "Full screen on or off"},
	}
}

// JoinKeys is the join list's list.
func JoinKeys() []Key {
	ctrl := WithShortcutModifier
	return []Key{
		{ID: "join.back", Shortcut: ctrl(fyne.KeyW), Also: []fyne.KeyboardShortcut{PlainKey(fyne.KeyEscape)}, What: "Back to the start screen"},
		{ID: "join.address", Shortcut: ctrl(fyne.KeyL), What: "Type the host's address"},
		{ID: "app.quit", Shortcut: ctrl(fyne.KeyQ), What: "Quit Labyrinth"},
		{ID: "view.appearance", Shortcut: ctrl(fyne.KeyT), What: "Switch appearance"},
		{ID: "view.fullscreen", Shortcut: PlainKey(fyne.KeyF11), What: "Full screen on or off"},
	}
}

// HostSetupKeys is the host setup's list.
func HostSetupKeys() []Key {
	ctrl := WithShortcutModifier
	return []Key{
		{ID: "setup.back", Shortcut: ctrl(fyne.KeyW), Also: []fyne.KeyboardShortcut{PlainKey(fyne.KeyEscape)}, What: "Back to the start screen"},
		{ID: "setup.host", Shortcut: ctrl(fyne.KeyReturn), What: "Host the game"},
		{ID: "app.quit", Shortcut: ctrl(fyne.KeyQ), What: "Quit Labyrinth"},
		{ID: "view.appearance", Shortcut: ctrl(fyne.KeyT), What: "Switch appearance"},
		{ID: "view.fullscreen", Shortcut: PlainKey(fyne.KeyF11), What: "Full screen on or off"},
	}
}

// WaitKeys is the joiner's waiting room's list, until the host starts
// the game.
func WaitKeys() []Key {
	ctrl := WithShortcutModifier
	return []Key{
		{ID: "wait.leave", Shortcut: ctrl(fyne.KeyW), Also: []fyne.KeyboardShortcut{PlainKey(fyne.KeyEscape)}, What: "Leave for the join list (your seat is kept: take it back from the list)"},
		{ID: "app.quit", Shortcut: ctrl(fyne.KeyQ), What: "Quit Labyrinth (your seat is kept)"},
		{ID: "view.appearance", Shortcut: ctrl(fyne.KeyT), What: "Switch appearance"},
		{ID: "view.fullscreen", Shortcut: PlainKey(fyne.KeyF11), What: "Full screen on or off"},
	}
}

// HostKeys is the host's screens' list (ui/mastertable): the lobby and
// the game master's table.
func HostKeys() []Key {
	ctrl := WithShortcutModifier
	return []Key{
		{ID: "host.start", Shortcut: ctrl(fyne.KeyReturn), What: "Start the game (in the lobby); begin play once the starts are chosen (§6.2)"},
		{ID: "host.timer", Shortcut: ctrl(fyne.KeyM), What: "Time the current move, or stop timing it (§9)"},
		{ID: "host.end", Shortcut: ctrlShift(fyne.KeyE), What: "End the game now (asks first)"},
		{ID: "host.stop", Shortcut: ctrl(fyne.KeyW), What: "Stop hosting (asks first; the game is saved)"},
		{ID: "app.quit", Shortcut: ctrl(fyne.KeyQ), What: "Quit Labyrinth (asks first; the game is saved)"},
		{ID: "view.appearance", Shortcut: ctrl(fyne.KeyT), What: "Switch appearance: system, light, dark"},
		{ID: "view.fullscreen", Shortcut: PlainKey(fyne.KeyF11), What: "Full screen on or off"},
		{ID: "view.floorup", Shortcut: PlainKey(fyne.KeyPageUp), What: "Show the floor above on the plan (a labyrinth of several floors)"},
		{ID: "view.floordown", Shortcut: PlainKey(fyne.KeyPageDown), What: "Show the floor below on the plan"},
		{ID: "help.keys", Shortcut: PlainKey(fyne.KeyF1), What: "Show the keys"},
	}
}

// The game screen's groups on the F1 sheet.
const (
	GroupMove     = "Your move"
	GroupGame     = "Game"
	GroupGameView = "View"
)

// PlayKeys is the player's game screen's list, in the order F1 shows it.
// The arrow keys and the move keys act when no field has the keyboard: in
// the text field they edit the text, in the notebook they move its cursor.
func PlayKeys() []Key {
	ctrl := WithShortcutModifier
	return []Key{
		{ID: "move.up", Group: GroupMove, Shortcut: PlainKey(fyne.KeyUp), What: "Go up (with the actions chosen before and after)"},
		{ID: "move.left", Group: GroupMove, Shortcut: PlainKey(fyne.KeyLeft), What: "Go left"},
		{ID: "move.right", Group: GroupMove, Shortcut: PlainKey(fyne.KeyRight), What: "Go right"},
		{ID: "move.down", Group: GroupMove, Shortcut: PlainKey(fyne.KeyDown), What: "Go down"},
		{ID: "move.flow", Group: GroupMove, Shortcut: PlainKey(fyne.KeyF), What: "Go by the flow (in a river)"},
		{ID: "move.loop", Group: GroupMove, Shortcut: PlainKey(fyne.KeyL), What: "Go by the loop (in a pit)"},
		{ID: "move.type", Group: GroupMove, Shortcut: PlainKey(fyne.KeyReturn), Also: []fyne.KeyboardShortcut{PlainKey(fyne.KeyEnter)}, What: "Type a move in words (Enter again says it)"},
		{ID: "move.clear", Group: GroupMove, Shortcut: PlainKey(fyne.KeyEscape), What: "Forget the actions chosen for the next move"},
		{ID: "move.status", Group: GroupMove, Shortcut: ctrl(fyne.KeyI), What: "Ask the game master your status (said aloud, §6.4)"},
		{ID: "move.newcell", Group: GroupMove, Shortcut: PlainKey(fyne.KeyN), What: "Order a new cell after a wound, on the outline (said to the game master alone, §5.5)"},
		{ID: "game.leave", Group: GroupGame, Shortcut: ctrl(fyne.KeyW), What: "Leave the game (it is saved) and go back to the start screen"},
		{ID: "game.new", Group: GroupGame, Shortcut: ctrl(fyne.KeyN), What: "Leave the game (it is saved) for a new one"},
		{ID: "app.quit", Group: GroupGame, Shortcut: ctrl(fyne.KeyQ), What: "Quit Labyrinth (the game is saved)"},
		{ID: "notebook.undo", Group: GroupGameView, Shortcut: &fyne.ShortcutUndo{}, What: "Undo in the notebook"},
		{ID: "notebook.redo", Group: GroupGameView, Shortcut: ctrlShift(fyne.KeyZ), Also: []fyne.KeyboardShortcut{&fyne.ShortcutRedo{}}, What: "Redo in the notebook"},
		{ID: "view.appearance", Group: GroupGameView, Shortcut: ctrl(fyne.KeyT), What: "Switch appearance: system, light, dark"},
		{ID: "view.fullscreen", Group: GroupGameView, Shortcut: PlainKey(fyne.KeyF11), What: "Full screen on or off"},
		{ID: "view.floorup", Group: GroupGameView, Shortcut: PlainKey(fyne.KeyPageUp), What: "Show the floor above (a labyrinth of several floors): the notebook's sheet of that floor, the revealed plan's floor at the end"},
		{ID: "view.floordown", Group: GroupGameView, Shortcut: PlainKey(fyne.KeyPageDown), What: "Show the floor below"},
		{ID: "help.keys", Group: GroupGameView, Shortcut: PlainKey(fyne.KeyF1), What: "Show the keys and how to play"},
	}
}

// WithShortcutModifier is Ctrl+key, or Cmd+key on macOS.
func WithShortcutModifier(k fyne.KeyName) *desktop.CustomShortcut {
	return &desktop.CustomShortcut{KeyName: k, Modifier: fyne.KeyModifierShortcutDefault}
}

func ctrlShift(k fyne.KeyName) *desktop.CustomShortcut {
	return &desktop.CustomShortcut{KeyName: k, Modifier: fyne.KeyModifierShortcutDefault | fyne.KeyModifierShift}
}

// PlainKey is a key pressed alone.
func PlainKey(k fyne.KeyName) *desktop.CustomShortcut {
	return &desktop.CustomShortcut{KeyName: k}
}

// keyNames spells the keys whose Fyne names are not what the keyboard
// says ("KP_Enter", "Up"): as printed on the keys, the arrows as arrows.
var keyNames = map[fyne.KeyName]string{
	fyne.KeyPageUp: "Page Up", fyne.KeyPageDown: "Page Down", fyne.KeyReturn: "Enter", fyne.KeyEnter: "Keypad Enter",
	fyne.KeyBackspace: "Backspace", fyne.KeyEscape: "Esc", fyne.KeyPlus: "+", fyne.KeySpace: "Space",
	fyne.KeyUp: "↑", fyne.KeyDown: "↓", fyne.KeyLeft: "←", fyne.KeyRight: "→",
}

// KeyLabel spells a shortcut the way the platform's menus do, e.g. "Ctrl+Q".
func KeyLabel(sc fyne.KeyboardShortcut) string {
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

// Label is a key's keys, the main one first: "Ctrl+Shift+Z or Ctrl+Y".
func (k Key) Label() string {
	s := KeyLabel(k.Shortcut)
	for _, a := range k.Also {
		if a.Key() == fyne.KeyPlus || a.Mod()&fyne.KeyModifierShift != 0 && a.Key() == fyne.KeyEqual {
			continue // the same key as Ctrl+= on most keyboards
		}
		s += " or " + KeyLabel(a)
	}
	return s
}

// Find is the binding with that ID among b, and whether there is one.
func Find(b []Binding, id string) (Binding, bool) {
	for _, k := range b {
		if k.ID == id {
			return k, true
		}
	}
	return Binding{}, false
}

// Keymap is the keys of the screen on show, bound on the window's canvas.
// Installing a screen's keymap replaces the previous screen's.
type Keymap struct {
	canvas   fyne.Canvas
	bound    map[string]func() // shortcuts with modifiers, by ShortcutName
	plain    map[fyne.KeyName]func()
	shortcut []fyne.Shortcut
	// blocked, when set and true, ignores every key: a dialog is open.
	blocked func() bool
	// Escape, when set, is what Esc does while blocked (close the dialog);
	// Enter what Enter does then (press the dialog's default button).
	Escape, Enter func()
}

// InstallKeys binds every key of bindings on c; while blocked (may be nil)
// says true, a dialog is open and the keys do nothing. Plain keys go
// through the canvas's typed-key handler, which widgets that hold the
// focus forward to (see the start screen's tiles).
func InstallKeys(c fyne.Canvas, bindings []Binding, blocked func() bool) *Keymap {
	k := &Keymap{canvas: c, bound: map[string]func(){}, plain: map[fyne.KeyName]func(){}, blocked: blocked}
	for _, b := range bindings {
		for _, sc := range append([]fyne.KeyboardShortcut{b.Shortcut}, b.Also...) {
			if sc.Mod() == 0 {
				k.plain[sc.Key()] = b.Run
				continue
			}
			k.bound[sc.ShortcutName()] = b.Run
			k.shortcut = append(k.shortcut, sc)
			c.AddShortcut(sc, k.TypedShortcut)
		}
	}
	c.SetOnTypedKey(k.TypedKey)
	return k
}

// Uninstall removes the bindings from the canvas.
func (k *Keymap) Uninstall() {
	for _, sc := range k.shortcut {
		k.canvas.RemoveShortcut(sc)
	}
	k.canvas.SetOnTypedKey(nil)
}

// TypedKey is what the canvas calls for every plain key.
func (k *Keymap) TypedKey(ev *fyne.KeyEvent) {
	if k.blocked != nil && k.blocked() {
		switch {
		case ev.Name == fyne.KeyEscape && k.Escape != nil:
			k.Escape()
		case (ev.Name == fyne.KeyReturn || ev.Name == fyne.KeyEnter) && k.Enter != nil:
			k.Enter()
		}
		return
	}
	if run, ok := k.plain[ev.Name]; ok {
		run()
	}
}

// TypedShortcut is what the canvas calls for every bound shortcut.
func (k *Keymap) TypedShortcut(sc fyne.Shortcut) {
	if k.blocked != nil && k.blocked() {
		return
	}
	if run, ok := k.bound[sc.ShortcutName()]; ok {
		run()
	}
}
