package notebookview

import (
	"os"
	"strings"
	"testing"
	"unicode"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/driver/desktop"

	"github.com/labyrinth-game/labyrinth/app/notebook"
	"github.com/labyrinth-game/labyrinth/engine/maze"
	"github.com/labyrinth-game/labyrinth/ui/raster/rastertest"
)

// press types keys as the desktop driver hands them to the focused view:
// "L" (the key, then its character), "?" (a character), "Shift+Up" (Shift
// held), "Alt+Left" and "Ctrl+Right" (shortcuts), "Escape", "Space".
func press(v *View, keys ...string) {
	for _, k := range keys {
		mod, name, found := strings.Cut(k, "+")
		if !found || name == "" {
			mod, name = "", k
		}
		switch mod {
		case "Shift":
			v.KeyDown(&fyne.KeyEvent{Name: desktop.KeyShiftLeft})
			v.TypedKey(&fyne.KeyEvent{Name: keyName(name)})
			v.KeyUp(&fyne.KeyEvent{Name: desktop.KeyShiftLeft})
			continue
		case "Alt":
			v.TypedShortcut(&desktop.CustomShortcut{KeyName: keyName(name), Modifier: fyne.KeyModifierAlt})
			continue
		case "Ctrl":
			v.TypedShortcut(&desktop.CustomShortcut{KeyName: keyName(name), Modifier: fyne.KeyModifierShortcutDefault})
			continue
		}
		r := []rune(name)
		switch {
		case len(r) == 1 && unicode.IsLetter(r[0]):
			v.TypedKey(&fyne.KeyEvent{Name: fyne.KeyName(strings.ToUpper(name))})
			v.TypedRune(unicode.ToLower(r[0]))
		case len(r) == 1 && unicode.IsDigit(r[0]):
			v.TypedKey(&fyne.KeyEvent{Name: fyne.KeyName(name)})
			v.TypedRune(r[0])
		case len(r) == 1:
			v.TypedRune(r[0])
		default:
			v.TypedKey(&fyne.KeyEvent{Name: keyName(name)})
			if name == "Space" {
				v.TypedRune(' ')
			}
		}
	}
}

func keyName(s string) fyne.KeyName {
	switch s {
	case "Enter":
		return fyne.KeyReturn
	case "Space":
		return fyne.KeySpace
	case "Backspace":
		return fyne.KeyBackspace
	}
	return fyne.KeyName(s)
}

// keyView shows an empty notebook of Ann's with its cursor on (3,3).
func keyView(t *testing.T) (*View, *notebook.Notebook, notebook.SheetID) {
	t.Helper()
	n, id := newNotebook(t)
	must(t, n.SetCursor(id, notebook.At(2, 2)))
	n.SetPen(true)
	v, w := showView(t, n, id, rastertest.Light, fyne.NewSize(400, 300))
	w.Canvas().Focus(v)
	return v, n, id
}

var c22 = notebook.At(2, 2)

func pen(k notebook.Kind) notebook.CellMark { return notebook.CellMark{Kind: k, Pen: true} }
func penEdge(k notebook.EdgeKind) notebook.EdgeMark {
	return notebook.EdgeMark{Kind: k, Pen: true}
}

// TestKeys presses keys on an empty sheet and checks what they drew, and
// that undoing once takes the whole gesture back.
func TestKeys(t *testing.T) {
	side := func(d maze.Dir) notebook.Edge { return notebook.EdgeOf(c22, d) }
	type want struct {
		cells  map[notebook.Cell][notebook.NumSlots]notebook.CellMark
		edges  map[notebook.Edge]notebook.EdgeMark
		cursor notebook.Cell
		tokens map[int]notebook.Cell
		steps  int // undo steps left
	}
	slots := func(ms ...notebook.CellMark) [notebook.NumSlots]notebook.CellMark {
		var out [notebook.NumSlots]notebook.CellMark
		for _, m := range ms {
			out[m.Kind.Slot()] = m
		}
		return out
	}
	cases := []struct {
		name string
		keys []string
		want want
	}{
		{"arrows move the cursor", []string{"Right", "Right", "Down", "Left"}, want{cursor: notebook.At(3, 3)}},
		{"§1.4 Shift+arrow: a wall on that side", []string{"Shift+Up", "Shift+Right"},
			want{edges: map[notebook.Edge]notebook.EdgeMark{side(maze.Up): penEdge(notebook.Wall), side(maze.Right): penEdge(notebook.Wall)}, cursor: c22, steps: 2}},
		{"§1.4 the same wall key again takes it off", []string{"Shift+Down", "Shift+Down"}, want{cursor: c22, steps: 2}},
		{"Alt+arrow: a passage", []string{"Alt+Left"}, want{edges: map[notebook.Edge]notebook.EdgeMark{side(maze.Left): penEdge(notebook.Passage)}, cursor: c22, steps: 1}},
		{"S then an arrow: a suspected wall", []string{"S", "Down"}, want{edges: map[notebook.Edge]notebook.EdgeMark{side(maze.Down): penEdge(notebook.SuspectedWall)}, cursor: c22, steps: 1}},
		{"§1.4 X then an arrow: an exit", []string{"X", "Up"}, want{edges: map[notebook.Edge]notebook.EdgeMark{side(maze.Up): penEdge(notebook.Exit)}, cursor: c22, steps: 1}},
		{"§1.4 M then an arrow: the monolith", []string{"M", "Left"}, want{edges: map[notebook.Edge]notebook.EdgeMark{side(maze.Left): penEdge(notebook.Monolith)}, cursor: c22, steps: 1}},
		{"a side key then another key: the side key is forgotten", []string{"X", "L"}, want{cells: map[notebook.Cell][notebook.NumSlots]notebook.CellMark{c22: slots(pen(notebook.Land))}, cursor: c22, steps: 1}},
		{"§4.1 L: land", []string{"L"}, want{cells: map[notebook.Cell][notebook.NumSlots]notebook.CellMark{c22: slots(pen(notebook.Land))}, cursor: c22, steps: 1}},
		{"§4.2 H: hospital, again: off", []string{"H", "H"}, want{cursor: c22, steps: 2}},
		{"§4.3 W: weaponry (Shift+W too)", []string{"Shift+W"}, want{cells: map[notebook.Cell][notebook.NumSlots]notebook.CellMark{c22: slots(pen(notebook.Weaponry))}, cursor: c22, steps: 1}},
		{"§4.5 D: delta", []string{"D"}, want{cells: map[notebook.Cell][notebook.NumSlots]notebook.CellMark{c22: slots(pen(notebook.Delta))}, cursor: c22, steps: 1}},
		{"§4.7 E: encephalitis", []string{"E"}, want{cells: map[notebook.Cell][notebook.NumSlots]notebook.CellMark{c22: slots(pen(notebook.Encephalitis))}, cursor: c22, steps: 1}},
		{"§5.1 T: treasure, with ? beside it", []string{"T", "?"}, want{cells: map[notebook.Cell][notebook.NumSlots]notebook.CellMark{c22: slots(pen(notebook.Treasure), pen(notebook.Question))}, cursor: c22, steps: 2}},
		{"§4.5 R then an arrow: a river and its flow, one step", []string{"R", "Right"},
			want{cells: map[notebook.Cell][notebook.NumSlots]notebook.CellMark{c22: slots(notebook.CellMark{Kind: notebook.River, Flow: maze.Right, Pen: true})}, cursor: c22, steps: 1}},
		{"§4.5 R alone: a river, flow unknown; the next arrow moves on", []string{"R", "L", "Right"},
			want{cells: map[notebook.Cell][notebook.NumSlots]notebook.CellMark{c22: slots(pen(notebook.Land))}, cursor: notebook.At(3, 2), steps: 2}},
		{"§4.5 R R takes the river off", []string{"R", "R"}, want{cursor: c22}},
		{"§4.5 R Escape leaves nothing", []string{"R", "Escape"}, want{cursor: c22}},
		{"§4.5 R on a river in pen waits for the flow", []string{"R", "Up", "R", "Left"},
			want{cells: map[notebook.Cell][notebook.NumSlots]notebook.CellMark{c22: slots(notebook.CellMark{Kind: notebook.River, Flow: maze.Left, Pen: true})}, cursor: c22, steps: 2}},
		{"§4.4 P then digits: a pit and its number, one step", []string{"P", "1", ".", "3"},
			want{cells: map[notebook.Cell][notebook.NumSlots]notebook.CellMark{c22: slots(notebook.CellMark{Kind: notebook.Pit, Pit: "1.3", Pen: true})}, cursor: c22, steps: 1}},
		{"§4.4 P digits Backspace Enter", []string{"P", "1", "2", "Backspace", "Enter", "Right"},
			want{cells: map[notebook.Cell][notebook.NumSlots]notebook.CellMark{c22: slots(notebook.CellMark{Kind: notebook.Pit, Pit: "1", Pen: true})}, cursor: notebook.At(3, 2), steps: 1}},
		{"§4.4 P alone: number unknown", []string{"P", "Down"},
			want{cells: map[notebook.Cell][notebook.NumSlots]notebook.CellMark{c22: slots(pen(notebook.Pit))}, cursor: notebook.At(2, 3), steps: 1}},
		{"§4.4 P on a numbered pit: new digits replace the number", []string{"P", "2", "Enter", "P", "5"},
			want{cells: map[notebook.Cell][notebook.NumSlots]notebook.CellMark{c22: slots(notebook.CellMark{Kind: notebook.Pit, Pit: "5", Pen: true})}, cursor: c22, steps: 2}},
		{"§4.4 a pit number of words is refused, the pit stays", []string{"P", ".", "4"},
			want{cells: map[notebook.Cell][notebook.NumSlots]notebook.CellMark{c22: slots(notebook.CellMark{Kind: notebook.Pit, Pit: "4", Pen: true})}, cursor: c22, steps: 1}},
		{"§4.4 P P takes the pit off", []string{"P", "P"}, want{cursor: c22}},
		{"Space: pencil", []string{"Space", "L"}, want{cells: map[notebook.Cell][notebook.NumSlots]notebook.CellMark{c22: slots(notebook.CellMark{Kind: notebook.Land})}, cursor: c22, steps: 1}},
		{"C: Ann's colour, then Bob's", []string{"C", "C", "H"},
			want{cells: map[notebook.Cell][notebook.NumSlots]notebook.CellMark{c22: slots(notebook.CellMark{Kind: notebook.Hospital, Pen: true, Owner: notebook.SeatOwner(1)})}, cursor: c22, steps: 1}},
		{"C cycles back to the player's ink", []string{"C", "C", "C", "C", "H"},
			want{cells: map[notebook.Cell][notebook.NumSlots]notebook.CellMark{c22: slots(pen(notebook.Hospital))}, cursor: c22, steps: 1}},
		{"Delete erases the cell's marks but not its sides", []string{"L", "T", "Shift+Up", "Delete"},
			want{edges: map[notebook.Edge]notebook.EdgeMark{side(maze.Up): penEdge(notebook.Wall)}, cursor: c22, steps: 4}},
		{"Ctrl+arrow walks: a passage, the cursor and Ann's token move, her trail grows", []string{"Ctrl+Right", "Ctrl+Down"},
			want{edges: map[notebook.Edge]notebook.EdgeMark{side(maze.Right): penEdge(notebook.Passage), notebook.EdgeOf(notebook.At(3, 2), maze.Down): penEdge(notebook.Passage)},
				cursor: notebook.At(3, 3), tokens: map[int]notebook.Cell{0: notebook.At(3, 3)}, steps: 2}},
		{"Enter: my token here; again: off", []string{"Enter", "Right", "Enter", "Enter"}, want{cursor: notebook.At(3, 2), steps: 3}},
		{"2: Bob's token here", []string{"2"}, want{cursor: c22, tokens: map[int]notebook.Cell{1: c22}, steps: 1}},
		{"9: no such player, refused", []string{"9"}, want{cursor: c22}},
		{"Alt+letter is not for the view", []string{"Alt+L"}, want{cursor: c22}},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			v, n, id := keyView(t)
			var refused []error
			v.OnError = func(err error) { refused = append(refused, err) }
			press(v, tc.keys...)
			v.Commit()
			s := n.Sheet(id)
			if s.Cursor() != tc.want.cursor {
				t.Errorf("cursor on %v, want %v", s.Cursor(), tc.want.cursor)
			}
			for _, c := range s.Cells() {
				if got, want := s.Marks(c), tc.want.cells[c]; got != want {
					t.Errorf("cell %v holds %+v, want %+v", c, got, want)
				}
			}
			for c, want := range tc.want.cells {
				if got := s.Marks(c); got != want {
					t.Errorf("cell %v holds %+v, want %+v", c, got, want)
				}
			}
			for _, e := range s.Edges() {
				if got, want := s.Edge(e), tc.want.edges[e]; got != want {
					t.Errorf("edge %v holds %+v, want %+v", e, got, want)
				}
			}
			for e, want := range tc.want.edges {
				if got := s.Edge(e); got != want {
					t.Errorf("edge %v holds %+v, want %+v", e, got, want)
				}
			}
			for _, tok := range s.Tokens() {
				if at, ok := tc.want.tokens[tok.Player]; !ok || at != tok.At {
					t.Errorf("token of player %d on %v, want %v (%v)", tok.Player, tok.At, at, ok)
				}
			}
			if len(s.Tokens()) != len(tc.want.tokens) {
				t.Errorf("%d tokens, want %d", len(s.Tokens()), len(tc.want.tokens))
			}
			if undo, _ := n.HistoryLen(); undo != tc.want.steps {
				t.Errorf("%d undo steps, want %d", undo, tc.want.steps)
			}
			if strings.Contains(tc.name, "refused") && len(refused) == 0 {
				t.Error("nothing was reported refused")
			}
		})
	}
}

// TestPendingHint: a key waiting for its second key says so, and any
// other input ends the wait.
func TestPendingHint(t *testing.T) {
	v, n, _ := keyView(t)
	var changes int
	v.OnToolChanged = func() { changes++ }
	press(v, "R")
	if v.Pending() == "" || !n.InStroke() {
		t.Fatalf("after R: hint %q, stroke open %v", v.Pending(), n.InStroke())
	}
	v.MouseOut() // the pointer leaves for a button of the screen
	if v.Pending() != "" || n.InStroke() {
		t.Errorf("after the pointer left: hint %q, stroke open %v", v.Pending(), n.InStroke())
	}
	press(v, "P", "4")
	if got := v.Pending(); got != "Pit P4_" {
		t.Errorf("hint %q", got)
	}
	v.FocusLost()
	if v.Pending() != "" || n.InStroke() {
		t.Errorf("after the focus went: hint %q, stroke open %v", v.Pending(), n.InStroke())
	}
	if changes == 0 {
		t.Error("OnToolChanged never called")
	}
	// Undo in the middle of a gesture: the notebook closes the stroke
	// itself; the view must not close another one later.
	press(v, "P", "7")
	n.Undo()
	n.BeginStroke("someone else's")
	v.Commit()
	if !n.InStroke() {
		t.Error("Commit closed a stroke the view did not open")
	}
	n.EndStroke()
}

// TestShortcutsGoOnToTheWindow: shortcuts the view does not use reach the
// window's own (the screen's Ctrl+Z).
func TestShortcutsGoOnToTheWindow(t *testing.T) {
	v, _, _ := keyView(t)
	c := fyne.CurrentApp().Driver().CanvasForObject(v)
	if _, ok := c.(fyne.Shortcutable); !ok {
		t.Skip("Fyne's test canvas does not hand shortcuts on (the desktop canvas does; checked under Xvfb)")
	}
	got := 0
	undo := &desktop.CustomShortcut{KeyName: fyne.KeyZ, Modifier: fyne.KeyModifierShortcutDefault}
	c.AddShortcut(undo, func(fyne.Shortcut) { got++ })
	v.TypedShortcut(undo)
	if got != 1 {
		t.Errorf("the window's Ctrl+Z ran %d times, want 1", got)
	}
}

// TestZoomKeys: + and - zoom around the cursor, 0 fits, Home brings the
// cursor back.
func TestZoomKeys(t *testing.T) {
	v, n, id := keyView(t)
	v.SetCellSize(24)
	press(v, "+")
	if got := v.CellSize(); got != 30 {
		t.Errorf("after +: cell %v, want 30", got)
	}
	press(v, "-", "-")
	if got := v.CellSize(); got != 19 {
		t.Errorf("after - -: cell %v, want 19", got)
	}
	v.Pan(-2000, 0)
	press(v, "Home")
	pos, size := v.CellRect(n.Sheet(id).Cursor())
	if vs := v.Size(); pos.X < 0 || pos.X+size.Width > vs.Width {
		t.Errorf("after Home the cursor is at %v, out of view", pos)
	}
	press(v, "0")
	if got := v.CellSize(); got != DefaultCellSize {
		t.Errorf("fitted an empty sheet at %v, want %v", got, DefaultCellSize)
	}
}

// TestCursorStaysInView: walking the cursor off the view pans it.
func TestCursorStaysInView(t *testing.T) {
	v, n, id := keyView(t)
	v.SetCellSize(20)
	for range 40 {
		press(v, "Right")
	}
	pos, size := v.CellRect(n.Sheet(id).Cursor())
	if vs := v.Size(); pos.X < 0 || pos.X+size.Width > vs.Width {
		t.Errorf("cursor at %v after walking right, view %v", pos, vs)
	}
}

// TestKeyMap: every line of the table names its keys, says what they do,
// and sits in a known group; HelpText lists them all.
func TestKeyMap(t *testing.T) {
	help := HelpText()
	seen := map[string]bool{}
	for _, b := range KeyMap() {
		if b.Keys == "" || b.What == "" || len(b.keys) == 0 || b.run == nil {
			t.Errorf("incomplete binding %+v", b)
		}
		found := false
		for _, g := range Groups {
			found = found || g == b.Group
		}
		if !found {
			t.Errorf("%s: unknown group %q", b.Keys, b.Group)
		}
		if !strings.Contains(help, b.Keys+"\t"+b.What) {
			t.Errorf("help text lacks %q", b.Keys)
		}
		key := b.Group + b.Keys
		if seen[key] {
			t.Errorf("%s listed twice in %s", b.Keys, b.Group)
		}
		seen[key] = true
	}
	// No key does two things outside the glue.
	all := KeyMap()
	for i, a := range all {
		for _, b := range all[i+1:] {
			if a.Group == GroupGlue || b.Group == GroupGlue {
				continue
			}
			for _, ka := range a.keys {
				for _, kb := range b.keys {
					if ka == kb {
						t.Errorf("%q and %q share a key", a.Keys, b.Keys)
					}
				}
			}
		}
	}
}

// TestKeyMapInThePackageDoc: the package documentation's key table names
// every key of the map (the F1 sheet shows KeyMap itself).
func TestKeyMapInThePackageDoc(t *testing.T) {
	doc, err := os.ReadFile("doc.go")
	if err != nil {
		t.Fatal(err)
	}
	for _, b := range KeyMap() {
		keys, _, _ := strings.Cut(b.Keys, ",")
		if strings.HasPrefix(keys, "Cmd+") {
			keys = "Ctrl+" + strings.TrimPrefix(keys, "Cmd+")
		}
		if !strings.Contains(string(doc), keys) {
			t.Errorf("doc.go does not mention %q (%s)", keys, b.What)
		}
	}
}
