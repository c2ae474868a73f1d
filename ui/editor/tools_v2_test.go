package editor

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/driver/desktop"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	document "github.com/labyrinth-game/labyrinth/app/editor"
	"github.com/labyrinth-game/labyrinth/engine/maze"
	"github.com/labyrinth-game/labyrinth/ui/uitest"
	"github.com/labyrinth-game/labyrinth/ui/widgets"
)

// Widget tests of the tools for what maze format version 2 added: each is
// used as a game master would, undone and redone, and the saved file says
// what it drew (docs/maze-format.md, "Version 2").

// floorsBlank is a new rectangle of several floors.
func floorsBlank(width, height, floors int) func(document.Config) *document.Document {
	return func(cfg document.Config) *document.Document {
		d, err := document.New(document.NewOptions{Width: width, Height: height, Floors: floors}, cfg)
		if err != nil {
			panic(err)
		}
		return d
	}
}

// saved saves the document to a new file and returns what the file holds.
func saved(t *testing.T, e *Screen) string {
	t.Helper()
	path := filepath.Join(t.TempDir(), "maze.json")
	if err := e.doc.SaveAs(path); err != nil {
		t.Fatal(err)
	}
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	return string(data)
}

func wantInFile(t *testing.T, file string, parts ...string) {
	t.Helper()
	for _, p := range parts {
		if !strings.Contains(file, p) {
			t.Errorf("the saved file lacks %s:\n%s", p, file)
		}
	}
}

// undoRedo undoes the last step, checks that check no longer holds, redoes
// it and checks that it holds again.
func undoRedo(t *testing.T, e *Screen, what string, check func() bool) {
	t.Helper()
	shortcut(e, &fyne.ShortcutUndo{})
	if check() {
		t.Errorf("undo left %s", what)
	}
	shortcut(e, &fyne.ShortcutRedo{})
	if !check() {
		t.Errorf("redo did not bring back %s", what)
	}
}

// chooseOption picks choice in the options row's radio group or list that
// offers it, as a click on it would.
func chooseOption(t *testing.T, e *Screen, choice string) {
	t.Helper()
	var found func(string)
	walk(e.options, func(o fyne.CanvasObject) {
		switch w := o.(type) {
		case *widget.RadioGroup:
			if slicesContains(w.Options, choice) {
				found = w.SetSelected
			}
		case *widget.Select:
			if slicesContains(w.Options, choice) {
				found = w.SetSelected
			}
		}
	})
	if found == nil {
		t.Fatalf("no option %q in the options row", choice)
	}
	found(choice)
}

// tickOption ticks the options row's check box labelled label.
func tickOption(t *testing.T, e *Screen, label string, on bool) {
	t.Helper()
	findCheck(t, e.options, label).SetChecked(on)
}

func slicesContains(list []string, s string) bool {
	for _, x := range list {
		if x == s {
			return true
		}
	}
	return false
}

func TestDoorsToolPutsDoorsWindowsAndLocks(t *testing.T) {
	e, _ := newTestEditor(t, blank(5, 5))
	useTool(t, e, toolDoors)
	s := maze.Side{At: at(2, 2), Dir: maze.Right}
	test.TapAt(e.view, sidePoint(e, s))
	if got := e.doc.DoorAt(s); got != maze.Right || e.doc.EdgeAt(s) != maze.Wall {
		t.Fatalf("a click gave a door passed %v in a %v, want right in a wall", got, e.doc.EdgeAt(s))
	}
	test.TapAt(e.view, sidePoint(e, s))
	if got := e.doc.DoorAt(s); got != maze.Left {
		t.Fatalf("a second click gave a door passed %v, want left", got)
	}
	undoRedo(t, e, "the door turned round", func() bool { return e.doc.DoorAt(s) == maze.Left })
	if !strings.Contains(e.hoverLabel.Text+e.doc.DescribeSide(s), "one-way door passed left") {
		t.Errorf("the side reads %q", e.doc.DescribeSide(s))
	}

	chooseOption(t, e, "Window")
	w := maze.Side{At: at(3, 3), Dir: maze.Down}
	test.TapAt(e.view, sidePoint(e, w))
	if !e.doc.WindowAt(w) {
		t.Fatal("a click with Window chosen put no window")
	}
	undoRedo(t, e, "the window", func() bool { return e.doc.WindowAt(w) })

	exit := maze.Side{At: at(1, 4), Dir: maze.Left}
	test.TapAt(e.view, sidePoint(e, exit))
	if !e.doc.LockedAt(exit) || e.doc.EdgeAt(exit) != maze.Open {
		t.Fatal("a click on the border did not make a locked exit")
	}
	undoRedo(t, e, "the lock", func() bool { return e.doc.LockedAt(exit) })
	wantInFile(t, saved(t, e), `"version": 2`,
		`{"at": [2, 2], "side": "right", "door": "left"}`,
		`{"at": [3, 3], "side": "down", "window": true}`,
		`{"at": [1, 4], "side": "left", "locked": true}`)

	test.TapSecondaryAt(e.view, sidePoint(e, exit))
	test.TapSecondaryAt(e.view, sidePoint(e, w))
	chooseOption(t, e, "One-way door")
	test.TapSecondaryAt(e.view, sidePoint(e, s))
	if e.doc.DoorAt(s) != maze.NoDir || e.doc.WindowAt(w) || e.doc.LockedAt(exit) {
		t.Fatal("right-clicks did not take the door, the window and the lock away")
	}
	// Walls stay, the marks are gone: version 1 again.
	wantInFile(t, saved(t, e), `"version": 1`)
}

func TestPaintingToolsPaintTheNewKinds(t *testing.T) {
	e, _ := newTestEditor(t, blank(5, 5))
	useTool(t, e, toolBrush)
	for i, k := range []maze.Kind{maze.Swamp, maze.Casino, maze.Elevator} {
		press(e, fyne.KeyName(string(rune('5'+i))))
		if e.kind != k {
			t.Fatalf("key %d chose %v, want %v", 5+i, e.kind, k)
		}
		clickCell(e, at(1+i, 1))
		if got := e.doc.KindAt(at(1+i, 1)); got != k {
			t.Fatalf("painted %v, want %v", got, k)
		}
	}
	undoRedo(t, e, "the elevator", func() bool { return e.doc.KindAt(at(3, 1)) == maze.Elevator })
	wantInFile(t, saved(t, e), `"version": 2`, `"S C V L L"`)
}

func TestTreasureToolPlacesTheKey(t *testing.T) {
	e, _ := newTestEditor(t, blank(5, 5))
	useTool(t, e, toolTreasure)
	chooseOption(t, e, "Key")
	clickCell(e, at(4, 2))
	if e.doc.KeysAt(at(4, 2)) != 1 {
		t.Fatal("no Key placed")
	}
	if got := e.doc.TreasuresAt(at(4, 2)); len(got) != 0 {
		t.Errorf("placing the Key put treasures %v", got)
	}
	undoRedo(t, e, "the Key", func() bool { return e.doc.KeysAt(at(4, 2)) == 1 })
	wantInFile(t, saved(t, e), `"version": 2`, `"keys": [`, `{"at": [4, 2]}`)
	rightClickCell(e, at(4, 2))
	if e.doc.KeysAt(at(4, 2)) != 0 {
		t.Fatal("a right-click left the Key")
	}
}

func TestItemsToolPutsTheNewItems(t *testing.T) {
	e, _ := newTestEditor(t, blank(5, 5))
	useTool(t, e, toolItems)
	for _, name := range []string{"Knives", "Boats", "Boomerangs", "Cement"} {
		chooseOption(t, e, name)
		clickCell(e, at(2, 2))
	}
	clickCell(e, at(2, 2)) // a second bag of cement
	want := maze.Items{Knives: 1, Boats: 1, Boomerangs: 1, Cement: 2}
	if got := e.doc.ItemsAt(at(2, 2)); got != want {
		t.Fatalf("items %+v, want %+v", got, want)
	}
	undoRedo(t, e, "the second bag", func() bool { return e.doc.ItemsAt(at(2, 2)).Cement == 2 })
	wantInFile(t, saved(t, e), `"version": 2`, `{"at": [2, 2], "knives": 1, "boats": 1, "boomerangs": 1, "cement": 2}`)
}

// TestOptionsRowsFitTheSmallestWindow: no tool's options make the window
// wider than 1024 (the options row would push the problems panel off the
// screen).
func TestOptionsRowsFitTheSmallestWindow(t *testing.T) {
	e, w := newTestEditor(t, floorsBlank(5, 5, 2))
	for _, tl := range tools {
		useTool(t, e, tl)
		if got := e.options.MinSize().Width; got > 1024-40 {
			t.Errorf("the options of %s take %v wide", tl.about().name, got)
		}
		// The hint, untruncated, fits beside them too.
		row := e.options.Objects[0].(*fyne.Container)
		hint := findWidget(t, row, func(*widget.RichText) bool { return true }, "hint")
		text := hint.String()
		need := row.Objects[1].MinSize().Width + fyne.MeasureText(text, theme.TextSize(), fyne.TextStyle{}).Width + 4*theme.InnerPadding()
		if need > 1024-2*theme.Padding() {
			t.Errorf("the hint of %s, %q, is cut short at 1024: the row needs %v", tl.about().name, text, need)
		}
	}
	if got := w.Content().MinSize().Width; got > 1024 {
		t.Errorf("the editor needs a window %v wide", got)
	}
}

func TestStairsToolJoinsFloors(t *testing.T) {
	e, _ := newTestEditor(t, floorsBlank(4, 4, 2))
	useTool(t, e, toolStairs)
	clickCell(e, at(2, 3))
	up := at(2, 3)
	if !e.doc.StairsAt(up) {
		t.Fatal("a click on floor 1 built no staircase up")
	}
	undoRedo(t, e, "the staircase", func() bool { return e.doc.StairsAt(up) })
	wantInFile(t, saved(t, e), `"version": 2`, `"stairs": [`, `{"at": [2, 3, 1]}`)
	// On the top floor a click is the staircase down: it takes it away.
	press(e, fyne.KeyPageUp)
	if e.view.Floor() != 1 {
		t.Fatal("Page Up did not show floor 2")
	}
	clickCell(e, maze.Pos{X: 1, Y: 2, Floor: 1})
	if e.doc.StairsAt(up) {
		t.Fatal("a click on the staircase's top did not remove it")
	}
	wantInFile(t, saved(t, e), `"version": 1`)
}

func TestStairsToolOnOneFloorSaysWhy(t *testing.T) {
	e, _ := newTestEditor(t, blank(4, 4))
	useTool(t, e, toolStairs)
	clickCell(e, at(2, 2))
	if e.doc.Dirty() {
		t.Fatal("a staircase on a maze of one floor")
	}
	if !strings.Contains(e.notice.Message(), "more floors") {
		t.Errorf("the message says %q", e.notice.Message())
	}
}

func TestCreaturesToolDrawsCavesAndPaths(t *testing.T) {
	e, _ := newTestEditor(t, blank(5, 5))
	useTool(t, e, toolCreatures)
	dragCells(e, at(1, 5), at(2, 5), at(3, 5))
	bear := e.doc.CreaturesAt(at(1, 5))
	if len(bear) != 1 || bear[0].Kind != maze.Bear || len(bear[0].Path) != 2 {
		t.Fatalf("after a drag: %+v, want a bear walking right twice", bear)
	}
	undoRedo(t, e, "the bear", func() bool { return len(e.doc.CreaturesAt(at(1, 5))) == 1 })

	chooseOption(t, e, "Leprechaun")
	tickOption(t, e, "There and back", true)
	dragCells(e, at(5, 1), at(5, 2))
	lep := e.doc.CreaturesAt(at(5, 1))
	if len(lep) != 1 || lep[0].Kind != maze.Leprechaun || len(lep[0].Path) != 2 || lep[0].Path[1] != maze.Up {
		t.Fatalf("there and back: %+v, want a leprechaun walking down and up", lep)
	}
	tickOption(t, e, "Copies the players", true)
	clickCell(e, at(3, 3))
	if c := e.doc.CreaturesAt(at(3, 3)); len(c) != 1 || !c[0].Mimic {
		t.Fatalf("a click copying the players: %+v", c)
	}
	wantInFile(t, saved(t, e), `"version": 2`,
		`{"at": [1, 5], "kind": "bear", "path": ["right", "right"]}`,
		`{"at": [5, 1], "kind": "leprechaun", "path": ["down", "up"]}`,
		`{"at": [3, 3], "kind": "leprechaun", "mimic": true}`)
	rightClickCell(e, at(3, 3))
	if len(e.doc.CreaturesAt(at(3, 3))) != 0 {
		t.Fatal("a right-click left the creature")
	}
}

func TestCellTabSetsAWeaponrysStock(t *testing.T) {
	e, _ := newTestEditor(t, blank(4, 4))
	if err := e.doc.Paint(maze.Weaponry, at(2, 2)); err != nil {
		t.Fatal(err)
	}
	useTool(t, e, toolSelect)
	clickCell(e, at(2, 2))
	box := findCheck(t, e.inspector.box, "Knives (k)")
	test.Tap(box)
	if got := e.doc.Maze().Cell(at(2, 2)).Stock; got != maze.GiveKnives {
		t.Fatalf("stock %v, want knives", got)
	}
	undoRedo(t, e, "the stock", func() bool { return e.doc.Maze().Cell(at(2, 2)).Stock == maze.GiveKnives })
	wantInFile(t, saved(t, e), `"version": 2`, `"weaponries": [`, `{"at": [2, 2], "stock": ["knives"]}`)
	// The Cell tab builds the staircase and the Key too, and names them.
	test.Tap(findButton(t, e.inspector.box, "Put the Key here"))
	if e.doc.KeysAt(at(2, 2)) != 1 {
		t.Fatal("the Cell tab put no Key")
	}
}

// findCheck and findButton look for a widget by its text in a tree of
// containers.
func findCheck(t *testing.T, o fyne.CanvasObject, text string) *widget.Check {
	t.Helper()
	return findWidget(t, o, func(c *widget.Check) bool { return c.Text == text }, text)
}

func findButton(t *testing.T, o fyne.CanvasObject, text string) *widget.Button {
	t.Helper()
	return findWidget(t, o, func(b *widget.Button) bool { return b.Text == text }, text)
}

func findWidget[W fyne.CanvasObject](t *testing.T, o fyne.CanvasObject, match func(W) bool, what string) W {
	t.Helper()
	var found W
	ok := false
	walk(o, func(o fyne.CanvasObject) {
		if w, is := o.(W); is && match(w) {
			found, ok = w, true
		}
	})
	if !ok {
		t.Fatalf("no %T %q", found, what)
	}
	return found
}

func walk(o fyne.CanvasObject, f func(fyne.CanvasObject)) {
	f(o)
	if c, ok := o.(*fyne.Container); ok {
		for _, x := range c.Objects {
			walk(x, f)
		}
	}
}

// TestVersion1FileSavedUnchanged opens a version-1 sample in the editor
// and saves it: the file is the same, byte for byte, and still version 1.
func TestVersion1FileSavedUnchanged(t *testing.T) {
	e, _ := newTestEditor(t, sampleFile(t, "sample-5x5.json"))
	before, err := os.ReadFile(e.doc.Path())
	if err != nil {
		t.Fatal(err)
	}
	if err := e.doc.Save(); err != nil {
		t.Fatal(err)
	}
	after, _ := os.ReadFile(e.doc.Path())
	if string(after) != string(before) || !strings.Contains(string(after), `"version": 1`) {
		t.Fatalf("saved unchanged, the file became:\n%s", after)
	}
}

// TestFillTheRestSaysWhyNotAroundVersion2: the generator cannot yet fill
// around what version 2 adds; the editor says so instead of letting it
// fail with a message about itself.
func TestFillTheRestSaysWhyNotAroundVersion2(t *testing.T) {
	e, w := newTestEditor(t, blank(6, 6))
	if err := e.doc.AddKey(at(2, 2)); err != nil {
		t.Fatal(err)
	}
	shortcut(e, &desktop.CustomShortcut{KeyName: fyne.KeyG, Modifier: fyne.KeyModifierShortcutDefault | fyne.KeyModifierShift})
	if got := uitest.TopOverlayText(w); !uitest.Contains(got, "cannot yet fill around") {
		t.Fatalf("Ctrl+Shift+G shows %q", got)
	}
}

// TestMazeTabTakesACodeString: the Maze tab shows the rules as a code
// string of seed 001's classification (l.119–172) and takes one.
func TestMazeTabTakesACodeString(t *testing.T) {
	e, _ := newTestEditor(t, blank(5, 5))
	mp := e.mazeTab
	if mp.code.Text != "" || !strings.Contains(mp.codeNote.Text, "no code string") {
		t.Fatalf("the Reference's rules: code %q, note %q", mp.code.Text, mp.codeNote.Text)
	}
	test.Type(mp.code, "G1")
	mp.code.OnSubmitted(mp.code.Text)
	r := e.doc.Maze().Rules
	if r == nil {
		t.Fatal("the code string set no rules")
	}
	if mp.code.Text != "G1-F5-V1-A4-H3" {
		t.Errorf("the code shown is %q, want the whole code of the rules set", mp.code.Text)
	}
	undoRedo(t, e, "the rules", func() bool { return e.doc.Maze().Rules != nil })
	mp.code.SetText("G2-S9")
	test.Tap(findButtonIn(t, mp, "Set", 1))
	if !strings.Contains(e.notice.Message(), "S9 is no code of the classification") {
		t.Errorf("a code that does not exist says %q", e.notice.Message())
	}
	if n, _ := e.doc.HistoryLen(); n != 1 {
		t.Errorf("%d steps after a refused code, want 1", n)
	}
}

// findButtonIn finds the n-th button labelled text (from 0) of the Maze
// tab.
func findButtonIn(t *testing.T, mp *mazePanel, text string, n int) *widget.Button {
	t.Helper()
	var found []*widget.Button
	walk(mp.e.tabs.Items[1].Content.(*container.Scroll).Content, func(o fyne.CanvasObject) {
		if b, ok := o.(*widget.Button); ok && b.Text == text {
			found = append(found, b)
		}
	})
	if len(found) <= n {
		t.Fatalf("%d buttons %q", len(found), text)
	}
	return found[n]
}

// TestPlanRedrawsVersion2Edits: a door, a Key and their undo show on the
// plan at once (the document's change names the side and the cell, and
// the view repaints them).
func TestPlanRedrawsVersion2Edits(t *testing.T) {
	e, w := newTestEditor(t, blank(5, 5))
	pal := e.view.Palette()
	s := maze.Side{At: at(2, 2), Dir: maze.Right}
	pos, size := e.view.CellRect(at(2, 2))
	mid := pos.AddXY(size.Width, size.Height/2) // the side's middle
	useTool(t, e, toolDoors)
	test.TapAt(e.view, sidePoint(e, s))
	if got := pixel(e, w, mid); got != pal.Door {
		t.Errorf("the door's middle is %v, want the door's colour %v", got, pal.Door)
	}
	shortcut(e, &fyne.ShortcutUndo{})
	if got := pixel(e, w, mid); got == pal.Door {
		t.Error("after undo the door is still drawn")
	}
	useTool(t, e, toolTreasure)
	chooseOption(t, e, "Key")
	cpos, csize := e.view.CellRect(at(4, 4))
	key := cpos.AddXY(csize.Width*0.13, csize.Height*0.22) // the key's ring, top left
	before := pixel(e, w, key)
	clickCell(e, at(4, 4))
	if got := pixel(e, w, key); got == before {
		t.Errorf("placing the Key left the top left of its cell %v", got)
	}
}

// TestToolbarDropsLabelsOnlyWhenNarrow: at 1024 Generate, Heat map and Pit
// links show their icons only, at 1920 their names, and laying the
// toolbar out again changes nothing.
func TestToolbarDropsLabelsOnlyWhenNarrow(t *testing.T) {
	e, w := newTestEditor(t, blank(5, 5))
	w.Resize(fyne.NewSize(1920, 1080))
	gen := findWidget(t, e.root, func(b *widgets.TipButton) bool { return b.Text == "Generate…" }, "Generate…")
	w.Resize(fyne.NewSize(1024, 700))
	if gen.Text != "" || e.heatBtn.Text != "" {
		t.Errorf("at 1024 the labels show: %q %q", gen.Text, e.heatBtn.Text)
	}
	w.Resize(fyne.NewSize(1920, 1080))
	if gen.Text != "Generate…" || e.heatBtn.Text != "Heat map" || e.linksBtn.Text != "Pit links" {
		t.Errorf("at 1920 the labels are %q %q %q", gen.Text, e.heatBtn.Text, e.linksBtn.Text)
	}
}
