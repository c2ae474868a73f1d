package notebookview

import (
	"fmt"
	"runtime"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/driver/desktop"

	"github.com/labyrinth-game/labyrinth/app/notebook"
	"github.com/labyrinth-game/labyrinth/engine/maze"
)

// The keyboard. Every key the view understands is one line of keyMap
// below, which both dispatches the keys and is what KeyMap hands to the
// help sheet, so the two cannot disagree.
//
// The design: the arrows move the cursor, and a modifier on an arrow
// marks that side of the cursor's cell instead (Shift a wall, Alt a
// passage, Ctrl walks through it). Each cell mark is one letter, its
// initial. The rarer side marks are a letter and then an arrow (S
// suspected wall, X exit, M monolith), and so are a river's flow and a
// pit's number (R then an arrow, P then digits): the cell is marked at
// once, the second key adds what is known. The same key again takes a
// mark off, as the notebook's keyboard commands do.

// Key map groups, in the order the help sheet shows them.
const (
	GroupMove   = "Moving"
	GroupSides  = "Sides of the cursor's cell"
	GroupCells  = "Cell marks (again: take it off)"
	GroupTool   = "Drawing tool"
	GroupTokens = "Tokens"
	GroupView   = "View"
	GroupGlue   = "While a sheet is laid over this one"
)

// Groups lists the key map's groups in order.
var Groups = []string{GroupMove, GroupSides, GroupCells, GroupTool, GroupTokens, GroupView, GroupGlue}

// Binding is one line of the key map.
type Binding struct {
	// Keys is how the help sheet writes the keys: "Shift+Arrow", "R, then
	// an arrow", "1–9".
	Keys string
	// What the keys do.
	What string
	// Group is the heading the line goes under.
	Group string

	keys []keyMatch
	run  func(v *View, k keyEvent)
}

// keyMatch is one key that triggers a binding: a named key with exactly
// these modifiers, or a typed character (rune).
type keyMatch struct {
	name   fyne.KeyName
	r      rune
	mod    fyne.KeyModifier
	arrows bool // any of the four arrows, with mod
	digits bool // any of the runes 1 to 9
}

// keyEvent is a key as the view dispatches it.
type keyEvent struct {
	name fyne.KeyName // "" for a typed character
	r    rune
	mod  fyne.KeyModifier
	dir  maze.Dir // for an arrow
}

func (m keyMatch) matches(k keyEvent) bool {
	switch {
	case m.arrows:
		return k.dir.Valid() && k.mod == m.mod
	case m.digits:
		return k.name == "" && k.r >= '1' && k.r <= '9'
	case m.r != 0:
		return k.name == "" && k.r == m.r
	}
	if k.name != m.name {
		return false
	}
	// A letter held with Shift (or typed with Caps Lock) is the letter.
	return k.mod == m.mod || (m.mod == 0 && k.mod == fyne.KeyModifierShift && len(k.name) == 1 && k.name >= "A" && k.name <= "Z")
}

// ctrlName is how the shortcut modifier is written on this system.
func ctrlName() string {
	if runtime.GOOS == "darwin" {
		return "Cmd"
	}
	return "Ctrl"
}

const arrowsLabel = "←↑→↓"

var keyMap []Binding

func init() {
	ctrl := fyne.KeyModifierShortcutDefault
	arrows := func(mod fyne.KeyModifier) []keyMatch { return []keyMatch{{arrows: true, mod: mod}} }
	key := func(names ...fyne.KeyName) []keyMatch {
		out := make([]keyMatch, len(names))
		for i, n := range names {
			out[i] = keyMatch{name: n}
		}
		return out
	}
	runes := func(rs ...rune) []keyMatch {
		out := make([]keyMatch, len(rs))
		for i, r := range rs {
			out[i] = keyMatch{r: r}
		}
		return out
	}
	cellMark := func(k notebook.Kind) func(v *View, _ keyEvent) {
		return func(v *View, _ keyEvent) { v.do(func() error { return v.nb.MarkAtCursor(v.sheet, k) }) }
	}
	edgePrefix := func(k notebook.EdgeKind) func(v *View, _ keyEvent) {
		return func(v *View, _ keyEvent) { v.setPending(pendingKey{kind: pendingEdge, edge: k}) }
	}
	keyMap = []Binding{
		{Keys: arrowsLabel, What: "Move the cursor", Group: GroupMove, keys: arrows(0),
			run: func(v *View, k keyEvent) { v.do(func() error { return v.nb.MoveCursor(v.sheet, k.dir) }) }},
		{Keys: ctrlName() + "+" + arrowsLabel, What: "Walk: step through that side — a passage is drawn, the cursor and your token move, your trail grows", Group: GroupMove, keys: arrows(ctrl),
			run: func(v *View, k keyEvent) {
				v.do(func() error { return v.nb.WalkCursor(v.sheet, k.dir, v.nb.Seat()) })
			}},
		{Keys: "Home", What: "Bring the cursor back into view", Group: GroupMove, keys: key(fyne.KeyHome),
			run: func(v *View, _ keyEvent) { v.centreCursor() }},

		{Keys: "Shift+" + arrowsLabel, What: "Wall on that side (again: take it off)", Group: GroupSides, keys: arrows(fyne.KeyModifierShift),
			run: func(v *View, k keyEvent) { v.markSide(k.dir, notebook.Wall) }},
		{Keys: "Alt+" + arrowsLabel, What: "Passage on that side (again: take it off)", Group: GroupSides, keys: arrows(fyne.KeyModifierAlt),
			run: func(v *View, k keyEvent) { v.markSide(k.dir, notebook.Passage) }},
		{Keys: "S, then an arrow", What: "Suspected wall on that side", Group: GroupSides, keys: key(fyne.KeyS), run: edgePrefix(notebook.SuspectedWall)},
		{Keys: "X, then an arrow", What: "Exit on that side", Group: GroupSides, keys: key(fyne.KeyX), run: edgePrefix(notebook.Exit)},
		{Keys: "M, then an arrow", What: "Monolith on that side: the outer wall, no exit there", Group: GroupSides, keys: key(fyne.KeyM), run: edgePrefix(notebook.Monolith)},

		{Keys: "L", What: "Land", Group: GroupCells, keys: key(fyne.KeyL), run: cellMark(notebook.Land)},
		{Keys: "H", What: "Hospital", Group: GroupCells, keys: key(fyne.KeyH), run: cellMark(notebook.Hospital)},
		{Keys: "W", What: "Weaponry", Group: GroupCells, keys: key(fyne.KeyW), run: cellMark(notebook.Weaponry)},
		{Keys: "R, then an arrow", What: "River, then its flow (R alone: flow unknown; R R: take it off)", Group: GroupCells, keys: key(fyne.KeyR),
			run: func(v *View, _ keyEvent) { v.startRiver() }},
		{Keys: "D", What: "Delta", Group: GroupCells, keys: key(fyne.KeyD), run: cellMark(notebook.Delta)},
		{Keys: "P, then digits", What: "Pit, then its number: P 2, P 1.3 (P alone: number unknown; P P: take it off)", Group: GroupCells, keys: key(fyne.KeyP),
			run: func(v *View, _ keyEvent) { v.startPit() }},
		{Keys: "E", What: "Encephalitis", Group: GroupCells, keys: key(fyne.KeyE), run: cellMark(notebook.Encephalitis)},
		{Keys: "T", What: "Treasure found here (again: it crumbled, a fake; again: take it off)", Group: GroupCells, keys: key(fyne.KeyT), run: cellMark(notebook.Treasure)},
		{Keys: "?", What: "Question mark: something to look into", Group: GroupCells, keys: runes('?'), run: cellMark(notebook.Question)},
		{Keys: "N", What: "Write a note in the cell (an empty note takes it off)", Group: GroupCells, keys: key(fyne.KeyN),
			run: func(v *View, _ keyEvent) { v.askNote() }},
		{Keys: "Delete or Backspace", What: "Erase the cell's marks (its sides stay)", Group: GroupCells, keys: key(fyne.KeyDelete, fyne.KeyBackspace),
			run: func(v *View, _ keyEvent) { v.eraseCursorCell() }},

		{Keys: "Space", What: "Pen (certain) or pencil (a guess)", Group: GroupTool, keys: key(fyne.KeySpace),
			run: func(v *View, _ keyEvent) { v.SetPen(!v.nb.Pen()) }},
		{Keys: "C", What: "Next colour: your ink, then each player's", Group: GroupTool, keys: key(fyne.KeyC),
			run: func(v *View, _ keyEvent) { v.nextOwner() }},
		{Keys: "Escape", What: "Take back a key still waiting for its arrow or digits (R, P, S, X, M)", Group: GroupTool, keys: key(fyne.KeyEscape),
			run: func(v *View, _ keyEvent) {}},

		{Keys: "Enter", What: "Put your token on the cursor's cell (again: take it off)", Group: GroupTokens, keys: key(fyne.KeyReturn, fyne.KeyEnter),
			run: func(v *View, _ keyEvent) { v.toggleToken(v.nb.Seat()) }},
		{Keys: "1–9", What: "Put player 1–9's token there (again: take it off)", Group: GroupTokens, keys: []keyMatch{{digits: true}},
			run: func(v *View, k keyEvent) { v.toggleToken(int(k.r - '1')) }},

		{Keys: "+ or =", What: "Zoom in", Group: GroupView, keys: runes('+', '='),
			run: func(v *View, _ keyEvent) { v.zoomKey(1.25) }},
		{Keys: "-", What: "Zoom out", Group: GroupView, keys: runes('-'),
			run: func(v *View, _ keyEvent) { v.zoomKey(0.8) }},
		{Keys: "0", What: "Show the whole drawing", Group: GroupView, keys: runes('0'),
			run: func(v *View, _ keyEvent) { v.Fit() }},
	}
}

// glueMap is the keys while a sheet is laid over this one; the view's
// keys (above) other than the zoom are set aside meanwhile.
var glueMap = []Binding{
	{Keys: arrowsLabel, What: "Move the sheet laid over by one cell", Group: GroupGlue, keys: []keyMatch{{arrows: true}},
		run: func(v *View, k keyEvent) {
			if v.glue != nil {
				off := v.glue.off
				off.DX += k.dir.DX()
				off.DY += k.dir.DY()
				v.SetGlueOffset(off)
			}
		}},
	{Keys: "Tab or Shift+Tab", What: "Next or previous place where it fits", Group: GroupGlue,
		keys: []keyMatch{{name: fyne.KeyTab}, {name: fyne.KeyTab, mod: fyne.KeyModifierShift}},
		run: func(v *View, k keyEvent) {
			if k.mod&fyne.KeyModifierShift != 0 {
				v.NextGlueProposal(-1)
			} else {
				v.NextGlueProposal(1)
			}
		}},
	{Keys: "Enter", What: "Glue it here", Group: GroupGlue, keys: []keyMatch{{name: fyne.KeyReturn}, {name: fyne.KeyEnter}},
		run: func(v *View, _ keyEvent) { v.acceptGlue() }},
	{Keys: "Escape", What: "Give the glue up", Group: GroupGlue, keys: []keyMatch{{name: fyne.KeyEscape}},
		run: func(v *View, _ keyEvent) { v.cancelGlue() }},
}

// KeyMap lists every key of the view, grouped (see Groups), for a help
// sheet. The view dispatches keys from this very table.
func KeyMap() []Binding {
	out := make([]Binding, 0, len(keyMap)+len(glueMap))
	out = append(out, keyMap...)
	return append(out, glueMap...)
}

// HelpText is the key map as plain text, one group after the other.
func HelpText() string {
	var b strings.Builder
	all := KeyMap()
	for _, g := range Groups {
		b.WriteString(g + "\n")
		for _, k := range all {
			if k.Group == g {
				b.WriteString("  " + k.Keys + "\t" + k.What + "\n")
			}
		}
	}
	return b.String()
}

// Waiting keys: the second key of R, P, S, X and M.

type pendingKind uint8

const (
	pendingNone  pendingKind = iota
	pendingRiver             // R: an arrow gives the flow
	pendingPit               // P: digits give the number
	pendingEdge              // S, X, M: an arrow gives the side
)

type pendingKey struct {
	kind   pendingKind
	edge   notebook.EdgeKind
	number string // the pit's number typed so far
	typed  bool   // a digit was typed
	stroke bool   // the view opened a stroke for it
}

// hint is what the waiting key says near the cursor.
func (p pendingKey) hint() string {
	switch p.kind {
	case pendingRiver:
		return "River: arrow for the flow"
	case pendingPit:
		if p.number != "" {
			return "Pit P" + p.number + "_"
		}
		return "Pit: type its number"
	case pendingEdge:
		return edgeName(p.edge) + ": arrow for the side"
	}
	return ""
}

func edgeName(k notebook.EdgeKind) string {
	s := k.String()
	return strings.ToUpper(s[:1]) + s[1:]
}

// Pending is what a key pressed is waiting for ("River: arrow for the
// flow"), or "" when none is.
func (v *View) Pending() string { return v.pending.hint() }

func (v *View) setPending(p pendingKey) {
	v.pending = p
	v.toolChanged()
}

// Commit ends a key gesture still waiting for its second key (a river's
// flow, a pit's number), keeping what it drew as one undo step. The view
// does it on any other input; a screen acting on the notebook while the
// view has the focus may call it first.
func (v *View) Commit() {
	p := v.pending
	if p.kind == pendingNone {
		return
	}
	v.pending = pendingKey{}
	if p.stroke && v.nb != nil && v.nb.InStroke() {
		v.nb.EndStroke()
	}
	v.toolChanged()
}

// cancelPending takes back what the waiting gesture drew (Escape).
func (v *View) cancelPending() {
	p := v.pending
	v.pending = pendingKey{}
	if p.stroke && v.nb != nil && v.nb.InStroke() {
		v.nb.CancelStroke()
	}
	v.toolChanged()
}

// key dispatches one key. It reports whether the view used it.
func (v *View) key(k keyEvent) bool {
	if v.nb == nil || v.noteOpen {
		return false
	}
	if v.glue != nil {
		for _, b := range glueMap {
			if b.match(k) {
				b.run(v, k)
				return true
			}
		}
		// Zooming stays; the rest waits until the glue is done.
		for _, b := range keyMap {
			if b.Group == GroupView && b.match(k) {
				b.run(v, k)
				return true
			}
		}
		return false
	}
	if v.pending.kind != pendingNone && v.pendingKey(k) {
		return true
	}
	for _, b := range keyMap {
		if b.match(k) {
			b.run(v, k)
			return true
		}
	}
	return false
}

func (b Binding) match(k keyEvent) bool {
	for _, m := range b.keys {
		if m.matches(k) {
			return true
		}
	}
	return false
}

// pendingKey feeds a key to the gesture waiting for it; false means the
// gesture is over and the key is dispatched as usual.
func (v *View) pendingKey(k keyEvent) bool {
	p := &v.pending
	if k.name == fyne.KeyEscape {
		v.cancelPending()
		return true
	}
	switch p.kind {
	case pendingRiver:
		switch {
		case k.dir.Valid() && k.mod == 0:
			v.do(func() error { return v.nb.RiverAtCursor(v.sheet, k.dir) })
			v.Commit()
			return true
		case k.name == fyne.KeyR && k.mod == 0:
			v.do(func() error { return v.nb.Erase(v.sheet, v.sheetNow().Cursor(), notebook.SlotType) })
			v.Commit()
			return true
		}
	case pendingPit:
		switch {
		case k.name == "" && (k.r >= '0' && k.r <= '9' || k.r == '.'):
			number := p.number
			if !p.typed {
				number = ""
			}
			number += string(k.r)
			// "1." is on its way to "1.3": the pit is P1 until the next
			// digit comes.
			mark := strings.TrimSuffix(number, ".")
			if _, err := notebook.PitNumber(mark); err != nil || strings.Count(number, ".") > 1 || strings.HasPrefix(number, ".") {
				v.report(fmt.Errorf("pit number %q: type the pit's number (P2) or loop and order (P1.3)", number))
				return true
			}
			p.number, p.typed = number, true
			v.do(func() error { return v.nb.PitAtCursor(v.sheet, mark) })
			v.toolChanged()
			return true
		case k.name == fyne.KeyBackspace && p.typed:
			if p.number != "" {
				p.number = p.number[:len(p.number)-1]
				mark := strings.TrimSuffix(p.number, ".")
				v.do(func() error { return v.nb.PitAtCursor(v.sheet, mark) })
				v.toolChanged()
			}
			return true
		case k.name == fyne.KeyP && k.mod == 0:
			v.do(func() error { return v.nb.Erase(v.sheet, v.sheetNow().Cursor(), notebook.SlotType) })
			v.Commit()
			return true
		case k.name == fyne.KeyReturn || k.name == fyne.KeyEnter:
			v.Commit()
			return true
		}
	case pendingEdge:
		switch {
		case k.dir.Valid() && k.mod == 0:
			v.markSide(k.dir, p.edge)
			v.Commit()
			return true
		}
	}
	v.Commit()
	return false
}

// The keys' actions.

func (v *View) markSide(d maze.Dir, kind notebook.EdgeKind) {
	v.do(func() error { return v.nb.MarkEdgeAtCursor(v.sheet, d, kind) })
}

// startRiver is R: the cell becomes a river at once (keeping a flow it
// had), and the next arrow gives its flow; R again takes it off.
func (v *View) startRiver() {
	s := v.sheetNow()
	if s == nil {
		return
	}
	old := s.Mark(s.Cursor(), notebook.SlotType)
	p := pendingKey{kind: pendingRiver, stroke: true}
	v.nb.BeginStroke("Mark river")
	if old.Kind != notebook.River || old.Pen != v.nb.Pen() || old.Owner != v.nb.Owner() {
		m := notebook.CellMark{Kind: notebook.River, Pen: v.nb.Pen(), Owner: v.nb.Owner()}
		if old.Kind == notebook.River {
			m.Flow = old.Flow
		}
		v.do(func() error { return v.nb.SetMark(v.sheet, s.Cursor(), m) })
	}
	v.setPending(p)
}

// startPit is P: the cell becomes a pit at once (keeping a number it
// had), and digits typed next give its number; P again takes it off.
func (v *View) startPit() {
	s := v.sheetNow()
	if s == nil {
		return
	}
	old := s.Mark(s.Cursor(), notebook.SlotType)
	p := pendingKey{kind: pendingPit, stroke: true}
	v.nb.BeginStroke("Mark pit")
	if old.Kind == notebook.Pit {
		p.number = old.Pit
	}
	if old.Kind != notebook.Pit || old.Pen != v.nb.Pen() || old.Owner != v.nb.Owner() {
		m := notebook.CellMark{Kind: notebook.Pit, Pit: p.number, Pen: v.nb.Pen(), Owner: v.nb.Owner()}
		v.do(func() error { return v.nb.SetMark(v.sheet, s.Cursor(), m) })
	}
	v.setPending(p)
}

// eraseCursorCell empties every slot of the cursor's cell, as one step.
func (v *View) eraseCursorCell() {
	if s := v.sheetNow(); s != nil {
		v.eraseCell(s.Cursor())
	}
}

func (v *View) eraseCell(c notebook.Cell) {
	v.nb.BeginStroke("Erase")
	for slot := range notebook.NumSlots {
		v.do(func() error { return v.nb.Erase(v.sheet, c, slot) })
	}
	v.nb.EndStroke()
}

// nextOwner cycles the tool's colour: the player's ink, then each seat.
func (v *View) nextOwner() {
	seats := len(v.nb.Players())
	next := v.nb.Owner() + 1
	if seat, _ := next.Seat(); seat >= seats {
		next = notebook.Hand
	}
	v.report(v.SetOwner(next))
}

// toggleToken puts a player's token on the cursor's cell, or takes it
// off when it is there.
func (v *View) toggleToken(player int) {
	s := v.sheetNow()
	if s == nil {
		return
	}
	if at, ok := s.Token(player); ok && at == s.Cursor() {
		v.do(func() error { return v.nb.RemoveToken(v.sheet, player) })
		return
	}
	v.do(func() error { return v.nb.PlaceToken(v.sheet, player, s.Cursor()) })
}

func (v *View) zoomKey(f float32) {
	s := v.Size()
	anchor := fyne.NewPos(s.Width/2, s.Height/2)
	if sh := v.sheetNow(); sh != nil {
		pos, size := v.CellRect(sh.Cursor())
		if pos.X >= 0 && pos.Y >= 0 && pos.X < s.Width && pos.Y < s.Height {
			anchor = pos.AddXY(size.Width/2, size.Height/2)
		}
	}
	v.ZoomAt(f, anchor)
}

func (v *View) centreCursor() {
	s := v.sheetNow()
	if s == nil {
		return
	}
	pos, size := v.CellRect(s.Cursor())
	vs := v.Size()
	v.Pan(vs.Width/2-pos.X-size.Width/2, vs.Height/2-pos.Y-size.Height/2)
}

// Fyne's keyboard events.

func (v *View) FocusGained() {
	v.focused = true
	v.noteOpen = false // the note's entry is gone, whichever way
	if v.r != nil {
		v.r.layoutCursor()
	}
}

func (v *View) FocusLost() {
	v.focused = false
	v.shift = false
	v.Commit()
	if v.r != nil {
		v.r.layoutCursor()
	}
}

// runeKeys are the keys that also type a character: the view acts on the
// character (TypedRune), which follows the keyboard's layout.
var runeKeys = map[fyne.KeyName]bool{
	fyne.Key0: true, fyne.Key1: true, fyne.Key2: true, fyne.Key3: true, fyne.Key4: true,
	fyne.Key5: true, fyne.Key6: true, fyne.Key7: true, fyne.Key8: true, fyne.Key9: true,
	fyne.KeyPeriod: true, fyne.KeySlash: true, fyne.KeyEqual: true, fyne.KeyMinus: true, fyne.KeyPlus: true,
}

func (v *View) TypedKey(ev *fyne.KeyEvent) {
	if runeKeys[ev.Name] {
		return
	}
	v.key(v.event(ev.Name, v.modifiers()))
}

func (v *View) TypedRune(r rune) {
	if r == ' ' || (r >= 'a' && r <= 'z') || (r >= 'A' && r <= 'Z') {
		return // letters and Space come as keys
	}
	v.key(keyEvent{r: r})
}

// TypedShortcut receives the keys held with Ctrl or Alt. Those the view
// does not use (Ctrl+Z, Ctrl+S, …) go on to the window, so that a
// screen's shortcuts work while the sheet has the focus.
func (v *View) TypedShortcut(s fyne.Shortcut) {
	if cs, ok := s.(*desktop.CustomShortcut); ok {
		if v.key(v.event(cs.KeyName, cs.Modifier)) {
			return
		}
	}
	v.Commit()
	if app := fyne.CurrentApp(); app != nil {
		if c, ok := app.Driver().CanvasForObject(v).(fyne.Shortcutable); ok && c != nil {
			c.TypedShortcut(s)
		}
	}
}

// AcceptsTab keeps Tab for the glue's places while a sheet is laid over.
func (v *View) AcceptsTab() bool { return v.glue != nil }

func (v *View) KeyDown(ev *fyne.KeyEvent) {
	if ev.Name == desktop.KeyShiftLeft || ev.Name == desktop.KeyShiftRight {
		v.shift = true
	}
}

func (v *View) KeyUp(ev *fyne.KeyEvent) {
	if ev.Name == desktop.KeyShiftLeft || ev.Name == desktop.KeyShiftRight {
		v.shift = false
	}
}

// modifiers are the modifier keys held now.
func (v *View) modifiers() fyne.KeyModifier {
	var m fyne.KeyModifier
	if v.shift {
		m |= fyne.KeyModifierShift
	}
	if app := fyne.CurrentApp(); app != nil {
		if d, ok := app.Driver().(desktop.Driver); ok {
			m |= d.CurrentKeyModifiers()
		}
	}
	return m
}

func (v *View) event(name fyne.KeyName, mod fyne.KeyModifier) keyEvent {
	k := keyEvent{name: name, mod: mod}
	switch name {
	case fyne.KeyUp:
		k.dir = maze.Up
	case fyne.KeyDown:
		k.dir = maze.Down
	case fyne.KeyLeft:
		k.dir = maze.Left
	case fyne.KeyRight:
		k.dir = maze.Right
	}
	return k
}
