package ui

import (
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"

	"github.com/labyrinth-game/labyrinth/ui/editor"
	"github.com/labyrinth-game/labyrinth/ui/hostsetup"
	"github.com/labyrinth-game/labyrinth/ui/join"
	"github.com/labyrinth-game/labyrinth/ui/mastertable"
	"github.com/labyrinth-game/labyrinth/ui/shell"
	"github.com/labyrinth-game/labyrinth/ui/solo"
	"github.com/labyrinth-game/labyrinth/ui/uitest"
	"github.com/labyrinth-game/labyrinth/ui/widgets"
)

// newTestWindow builds the window as Setup does for the real one, in a
// headless window of a probed app (uitest.ProbeIdle), with the screens'
// files in the test's own directory.
func newTestWindow(t *testing.T) (*window, fyne.Window) {
	t.Helper()
	widgets.TipDelay = 0
	a := uitest.ProbeIdle(test.NewTempApp(t))
	w := test.NewTempWindow(t, nil)
	dir := t.TempDir()
	win := newWindow(a, w, editor.NewEnvIn(a, dir), solo.NewEnvIn(filepath.Join(dir, "games")), join.NewEnvIn(filepath.Join(dir, "tickets")))
	win.setup = hostsetup.NewEnvIn(dir)
	win.host = mastertable.NewEnvIn(filepath.Join(dir, "hosted"))
	a.Settings().SetTheme(win.start.Theme())
	win.start.Show()
	w.Resize(uitest.ScreenSize)
	return win, w
}

// open opens a mode from the start screen as a player does: a click on
// its card (whose accessible label begins with the mode's title).
func open(t *testing.T, w fyne.Window, id string) {
	t.Helper()
	i := slices.IndexFunc(shell.Modes, func(m shell.Mode) bool { return m.ID == id })
	if i < 0 {
		t.Fatalf("no mode %s", id)
	}
	var card fyne.Tappable
	uitest.Walk(w.Content(), func(o fyne.CanvasObject) bool {
		if a, ok := o.(fyne.Accessible); ok && strings.HasPrefix(a.AccessibilityLabel(), shell.Modes[i].Title+".") {
			card, _ = o.(fyne.Tappable)
		}
		return card == nil
	})
	if card == nil {
		t.Fatalf("no card for %s on the start screen", shell.Modes[i].Title)
	}
	test.Tap(card)
}

// menuItem runs an item of the window's main menu, as a player does.
func menuItem(t *testing.T, w fyne.Window, menu, item string) {
	t.Helper()
	if w.MainMenu() == nil {
		t.Fatal("the window has no menu")
	}
	for _, m := range w.MainMenu().Items {
		if m.Label != menu {
			continue
		}
		for _, it := range m.Items {
			if it.Label == item {
				it.Action()
				return
			}
		}
	}
	t.Fatalf("no %s > %s in the menu", menu, item)
}

func TestActivatingTheEditorOpensIt(t *testing.T) {
	_, w := newTestWindow(t)
	open(t, w, "editor")
	if top := w.Canvas().Overlays().Top(); top != nil {
		t.Fatalf("a dialog opened instead of the editor: %q", uitest.Texts(top))
	}
	if !strings.HasSuffix(w.Title(), "— Labyrinth") || !strings.Contains(w.Title(), "Untitled") {
		t.Errorf("window title %q, want the editor's on an untitled maze", w.Title())
	}
	if w.MainMenu() == nil {
		t.Error("the editor has no menu")
	}
	// Closing the untouched maze brings the start screen back.
	menuItem(t, w, "File", "Close the maze")
	if w.Title() != shell.AppName || w.MainMenu() != nil {
		t.Fatalf("after closing the editor the window is %q", w.Title())
	}
	open(t, w, "solo")
	if w.Title() != "Solo practice — "+shell.AppName {
		t.Fatalf("the Solo practice card on the start screen again gives %q", w.Title())
	}
}

// The editor hands its maze to solo practice through the window: the
// lobby opens on it.
func TestAMazeGoesFromTheEditorToTheLobby(t *testing.T) {
	win, w := newTestWindow(t)
	open(t, w, "editor")
	m := uitest.SmallMaze(t)
	win.PlayMaze(m, "", "small")
	if w.Title() != "Solo practice — "+shell.AppName {
		t.Fatalf("the window shows %q, want the practice lobby", w.Title())
	}
	if got := uitest.Texts(w.Content()); !uitest.Contains(got, "small") {
		t.Errorf("the lobby does not name the maze handed over: %q", got)
	}
	test.Tap(uitest.FindButton(w.Content(), "Start screen"))
	if w.Title() != shell.AppName {
		t.Fatalf("the lobby's Start screen button gives %q", w.Title())
	}
}

// The Join a game card opens the join list (looking on no network in
// these tests), and its Start screen button comes back.
func TestTheJoinCardOpensTheJoinList(t *testing.T) {
	_, w := newTestWindow(t)
	open(t, w, "join")
	if w.Title() != "Join a game — "+shell.AppName {
		t.Fatalf("the Join a game card gives %q", w.Title())
	}
	if got := uitest.Texts(w.Content()); !uitest.Contains(got, "Join by address") || !uitest.Contains(got, "games can be joined by address only") {
		t.Errorf("the join list shows %q", got)
	}
	test.Tap(uitest.FindButton(w.Content(), "Start screen"))
	if w.Title() != shell.AppName {
		t.Fatalf("the join list's Start screen button gives %q", w.Title())
	}
}
