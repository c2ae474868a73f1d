package play

import (
	"fmt"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"github.com/labyrinth-game/labyrinth/engine/game"
	"github.com/labyrinth-game/labyrinth/engine/maze"
	"github.com/labyrinth-game/labyrinth/ui/shell"
	"github.com/labyrinth-game/labyrinth/ui/uitest"
	"github.com/labyrinth-game/labyrinth/ui/widgets"
)

// walkOutWithTheFakeTreasure plays, on the small maze from (2,3): the fake
// treasure at (1,3), up to the weaponry at (1,1) and out through its exit
// on the left, where the treasure crumbles (§3.4).
func walkOutWithTheFakeTreasure(t *testing.T) (*Screen, fyne.Window) {
	t.Helper()
	g, w := newTestSolo(t, "2,3")
	for _, d := range []maze.Dir{maze.Left, maze.Up, maze.Up, maze.Left} {
		test.Tap(g.compose.dirs[d])
	}
	if !strings.Contains(g.log.lastText(), "crumbles to ashes") {
		t.Fatalf("§3.4 out with the fake treasure: %q", g.log.lastText())
	}
	return g, w
}

func TestSoloOutsideTheWayBackIsShown(t *testing.T) {
	g, w := walkOutWithTheFakeTreasure(t)
	if got := g.status.value("Way back in"); !strings.Contains(got, "→") || !strings.Contains(got, "right") {
		t.Errorf("§3.4 the status panel names the way back in: %q", got)
	}
	if got := g.status.value("Standing on"); !strings.Contains(got, "outside") {
		t.Errorf("standing on %q", got)
	}
	for d, b := range g.compose.dirs {
		want := widget.DangerImportance
		if d == maze.Right {
			want = widget.SuccessImportance
		}
		if b.Importance != want {
			t.Errorf("the %v button is of importance %v, want %v", d, b.Importance, want)
		}
	}
	if got := g.compose.feedback.String(); !strings.Contains(got, "→ (right) brings you back in") || !strings.Contains(got, "§3.4") {
		t.Errorf("the hint says which way is back: %q", got)
	}
	soloShot(t, w, "outside.png")
	// The way back in asks nothing, and the marks go.
	test.Tap(g.compose.dirs[maze.Right])
	if w.Canvas().Overlays().Top() != nil {
		t.Fatalf("the way back in asked: %q", uitest.TopOverlayText(w))
	}
	if g.over() || !strings.Contains(g.log.lastText(), "go right") {
		t.Fatalf("back in: %q", g.log.lastText())
	}
	if g.status.rows["Way back in"][0].Visible() || g.compose.dirs[maze.Up].Importance != widget.HighImportance {
		t.Error("back in, nothing marks a way back any more")
	}
}

func TestSoloOutsideAMoveThatLosesAsksFirst(t *testing.T) {
	g, w := walkOutWithTheFakeTreasure(t)
	said := g.nb.Log().Len()
	soloPress(g, fyne.KeyUp)
	if got := strings.Join(uitest.TopOverlayText(w), " "); !strings.Contains(got, "loses the game") || !strings.Contains(got, "way back in is right") ||
		!strings.Contains(got, "declared to have lost") || !strings.Contains(got, "§3.4") {
		t.Fatalf("§3.4 the arrow up asks first, naming the consequence: %q", got)
	}
	uitest.TapDialogButton(t, w, "Don't say it")
	if g.nb.Log().Len() != said || g.over() {
		t.Fatal("a move the player took back was said")
	}
	// Typed, the same.
	typeMove(g, "go down")
	if !strings.Contains(strings.Join(uitest.TopOverlayText(w), " "), "loses the game") {
		t.Fatal("a typed move that loses asks first")
	}
	uitest.TapDialogButton(t, w, "Don't say it")
	// Skipping, too, loses outside, and says so rather than "a draw".
	test.Tap(g.compose.skipBtn)
	if got := strings.Join(uitest.TopOverlayText(w), " "); !strings.Contains(got, "skipping the move is failing to return") {
		t.Fatalf("skip outside: %q", got)
	}
	uitest.TapDialogButton(t, w, "Don't say it")
	// Said all the same, it loses.
	soloPress(g, fyne.KeyUp)
	uitest.TapDialogButton(t, w, "Say it and lose")
	if !g.over() {
		t.Fatal("said all the same, the move is played")
	}
	if gameMasterOf(t, g).Player(0).Lost != true || g.Seat.State().Players[0].Out != game.LostOutside {
		t.Error("§3.4 he did not come back and has lost")
	}
}

// TestSoloComposerWarnsBeforeShootingInAHospital: the player started in
// the hospital at (4,2), as he was told; a shot out of it is forbidden
// (§4.2).
func TestSoloComposerWarnsBeforeShootingInAHospital(t *testing.T) {
	g, _ := newTestSolo(t, "4,2")
	if !strings.Contains(g.log.lastText(), "hospital") {
		t.Fatalf("the start is announced: %q", g.log.lastText())
	}
	said := g.nb.Log().Len()
	typeMove(g, "shoot up, go left")
	if g.nb.Log().Len() != said {
		t.Fatal("§4.2 the forbidden shot was said without a warning")
	}
	got := g.compose.feedback.String()
	if !strings.Contains(got, "shooting out of a hospital is forbidden") || !strings.Contains(got, "(§4.2)") || !strings.Contains(got, "Enter again") {
		t.Fatalf("the warning, with its section, is under the field: %q", got)
	}
	if g.compose.entry.Text != "shoot up, go left" {
		t.Errorf("the text stays to be corrected: %q", g.compose.entry.Text)
	}
	// Enter again says it anyway; the game master refuses the shot.
	g.compose.entry.TypedKey(&fyne.KeyEvent{Name: fyne.KeyReturn})
	if g.nb.Log().Len() == said || !strings.Contains(strings.ToLower(g.log.lastText()), "shooting out of a hospital is forbidden") {
		t.Fatalf("said anyway: %q", g.log.lastText())
	}
	if strings.Contains(g.compose.feedback.String(), "§4.2") {
		t.Error("the warning goes once said")
	}
}

func TestSoloBeforeMenuGreysOutWhatIsForbiddenHere(t *testing.T) {
	g, _ := newTestSolo(t, "4,2")
	m := g.compose.actionsMenu(false)
	shoot := m.Items[0]
	if shoot.Label[:5] != "Shoot" || !shoot.Disabled || !strings.Contains(shoot.Label, "§4.2") {
		t.Errorf("§4.2 in a hospital, Shoot is greyed out with its reason: %q disabled=%v", shoot.Label, shoot.Disabled)
	}
	if m.Items[1].Disabled {
		t.Error("blowing up a wall is allowed in a hospital")
	}
	if g.compose.actionsMenu(true).Items[0].Disabled {
		t.Error("after the movement he may stand elsewhere: shooting is offered")
	}
	test.Tap(g.compose.dirs[maze.Left])
	if g.compose.actionsMenu(false).Items[0].Disabled {
		t.Error("on land, shooting is offered")
	}
}

func TestSoloActionsMenuOpensInsideTheWindow(t *testing.T) {
	for _, size := range []fyne.Size{{Width: 1024, Height: 700}, {Width: 1024, Height: 720}, {Width: 1920, Height: 1080}} {
		g, w := newTestSolo(t, "3,1")
		w.Resize(size)
		pop := g.compose.showActions(g.compose.addBefore, false)
		if w.Canvas().Overlays().Top() == nil {
			t.Fatalf("%v: no menu opened", size)
		}
		m := g.compose.actionsMenu(false)
		bottom := pop.Position().Y + menuReach(m)
		if pop.Position().Y < 0 || bottom > w.Canvas().Size().Height {
			t.Errorf("%v: the menu and its submenus reach from %v to %v, beyond the window's %v", size, pop.Position().Y, bottom, w.Canvas().Size().Height)
		}
		if pop.Size().Height < pop.MinSize().Height {
			t.Errorf("%v: the menu is cut: %v of %v", size, pop.Size().Height, pop.MinSize().Height)
		}
		pop.Hide()
	}
}

func TestMenuTop(t *testing.T) {
	tests := []struct {
		name                    string
		y, ctrl, h, reach, winH float32
		want                    float32
	}{
		{"fits below", 100, 30, 200, 300, 700, 130},
		{"no room below: above", 600, 30, 200, 200, 700, 400},
		{"above, raised for a submenu", 600, 30, 160, 360, 700, 340},
		{"taller than the window: from the top", 600, 30, 800, 800, 700, 0},
	}
	for _, tc := range tests {
		if got := menuTop(tc.y, tc.ctrl, tc.h, tc.reach, tc.winH); got != tc.want {
			t.Errorf("%s: %v, want %v", tc.name, got, tc.want)
		}
	}
}

// TestSoloStatusPanelNeitherOverlapsNorClips lays the panel out at a
// laptop's size, the default and a large screen, with the longest values
// it shows (outside the labyrinth, the way back).
func TestSoloStatusPanelNeitherOverlapsNorClips(t *testing.T) {
	g, w := walkOutWithTheFakeTreasure(t)
	for _, size := range []fyne.Size{{Width: 1024, Height: 700}, {Width: 1024, Height: 720}, shell.MinWindowSize, {Width: 1920, Height: 1080}} {
		w.Resize(size)
		// Wrapped text settles its height at the next layout.
		g.status.grid.Refresh()
		w.Content().Refresh()
		p := g.status
		var boxes []struct {
			name string
			pos  fyne.Position
			size fyne.Size
		}
		for _, f := range statusFields {
			label, value := p.rows[f][0], p.rows[f][1]
			if !label.Visible() {
				continue
			}
			if v := value.(*widget.RichText); v.MinSize().Height > v.Size().Height+0.5 || v.MinSize().Width > v.Size().Width+0.5 {
				t.Errorf("%v: %s %q is cut: %v in %v", size, f, v.String(), v.MinSize(), v.Size())
			}
			if right := value.Position().X + value.Size().Width; right > p.grid.Size().Width+0.5 {
				t.Errorf("%v: %s runs out of the panel: %v > %v", size, f, right, p.grid.Size().Width)
			}
			if label.Size().Width < label.MinSize().Width-0.5 {
				t.Errorf("%v: the label %s is cut", size, f)
			}
			boxes = append(boxes, struct {
				name string
				pos  fyne.Position
				size fyne.Size
			}{f, label.Position(), label.Size()}, struct {
				name string
				pos  fyne.Position
				size fyne.Size
			}{f + " value", value.Position(), value.Size()})
		}
		for i, a := range boxes {
			for _, b := range boxes[i+1:] {
				if a.pos.X < b.pos.X+b.size.Width-0.5 && b.pos.X < a.pos.X+a.size.Width-0.5 &&
					a.pos.Y < b.pos.Y+b.size.Height-0.5 && b.pos.Y < a.pos.Y+a.size.Height-0.5 {
					t.Errorf("%v: %s (%v %v) overlaps %s (%v %v)", size, a.name, a.pos, a.size, b.name, b.pos, b.size)
				}
			}
		}
		d := fyne.CurrentApp().Driver()
		gridBottom := d.AbsolutePositionForObject(p.grid).Y + p.grid.Size().Height
		if logTop := d.AbsolutePositionForObject(g.log.scroll).Y; gridBottom > logTop+0.5 {
			t.Errorf("%v: the status panel (to %v) runs under the log (from %v)", size, gridBottom, logTop)
		}
		soloShot(t, w, fmt.Sprintf("status-%gx%g.png", size.Width, size.Height))
	}
}

func TestSoloKeysSpeakAPlayersLanguage(t *testing.T) {
	g, w := newTestSolo(t, "3,1")
	g.showHelp()
	all := strings.Join(uitest.TopOverlayText(w), "\n")
	for _, want := range []string{"Enter or Keypad Enter", "↑", "←", "→", "↓", "Esc", "Ctrl+I", "F1"} {
		if !strings.Contains(all, want) {
			t.Errorf("the keys sheet lacks %q", want)
		}
	}
	for _, bad := range []string{"KP_", "Return", "docs/", ".md"} {
		if strings.Contains(all, bad) {
			t.Errorf("the keys sheet says %q, which a player does not read on his keyboard or cannot open", bad)
		}
	}
	// The arrows are drawn as arrows; "Page Up" is the key's name.
	for _, line := range uitest.TopOverlayText(w) {
		if line == "Up" || line == "Left" {
			t.Errorf("the keys sheet says %q for an arrow key", line)
		}
	}
}

// TestSoloTheLossDialogIsSafeFromTheKeyboard: Enter in haste keeps the
// game.
func TestSoloTheLossDialogIsSafeFromTheKeyboard(t *testing.T) {
	g, w := walkOutWithTheFakeTreasure(t)
	soloPress(g, fyne.KeyDown)
	f, ok := w.Canvas().Focused().(*widgets.DismissButton)
	if !ok || f.Text != "Don't say it" {
		t.Fatalf("the safe answer has the keyboard: %#v", w.Canvas().Focused())
	}
	f.TypedKey(&fyne.KeyEvent{Name: fyne.KeyReturn})
	if g.over() || w.Canvas().Overlays().Top() != nil {
		t.Fatal("Enter lost the game, or left the dialog open")
	}
}

// TestTakeMenuChoosesAmongTreasures: among several treasures on a cell the
// player says which he takes (§5.8: "lowest (the one brought the
// earliest) ... topmost, where topmost is the last one brought").
func TestTakeMenuChoosesAmongTreasures(t *testing.T) {
	g, _ := newTestSolo(t, "3,1")
	var take *fyne.Menu
	for _, it := range g.compose.actionsMenu(true).Items {
		if it.Label == "Take" {
			take = it.ChildMenu
		}
	}
	if take == nil {
		t.Fatal("no Take menu")
	}
	var labels []string
	for _, it := range take.Items {
		labels = append(labels, it.Label)
	}
	if got := strings.Join(labels, ", "); !strings.Contains(got, "the topmost treasure, the lowest treasure") {
		t.Fatalf("Take offers %s", got)
	}
	take.Items[1].Action()
	if len(g.compose.after) != 1 || g.compose.after[0].String() != "take the topmost treasure" {
		t.Fatalf("chosen: %v", g.compose.after)
	}
}

// TestTheLogShowsItsEnd: after each move the announcement log scrolls to
// its newest row, the rows above left as they are (panels.go: the log
// is not wrapped again whole on every move).
func TestTheLogShowsItsEnd(t *testing.T) {
	g, _ := newTestSolo(t, "2,1")
	l := g.log
	for i := range 10 {
		shown := l.shown
		typeMove(g, []string{"go right", "go left"}[i%2])
		if l.shown == shown {
			t.Fatalf("move %d is not in the log: %q", i+1, l.lastText())
		}
		end := l.box.MinSize().Height - l.scroll.Size().Height
		if end > 0 && (l.scroll.Offset.Y < end-1 || l.box.Size().Height < l.box.MinSize().Height) {
			t.Fatalf("move %d: the log is scrolled to %v of %v, its rows %v high in a box of %v",
				i+1, l.scroll.Offset.Y, end, l.box.MinSize().Height, l.box.Size().Height)
		}
	}
	if l.box.MinSize().Height <= l.scroll.Size().Height {
		t.Fatalf("ten moves fill %v of the log's %v: nothing to scroll", l.box.MinSize().Height, l.scroll.Size().Height)
	}
}
