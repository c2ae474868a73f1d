package ui

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"fyne.io/fyne/v2/test"

	"github.com/labyrinth-game/labyrinth/app/notebook"
	"github.com/labyrinth-game/labyrinth/app/session"
	"github.com/labyrinth-game/labyrinth/engine/maze"
	"github.com/labyrinth-game/labyrinth/ui/uitest"
)

// leftGame plays a move in a new game and leaves it for the start screen;
// it returns the start screen and the game's journal.
func leftGame(t *testing.T) (*startScreen, string) {
	t.Helper()
	g, _ := newTestSolo(t, "3,1")
	test.Tap(g.compose.dirs[maze.Left])
	path := g.journal
	g.leaveToStart()
	return g.start, path
}

// TestSoloLobbyContinuesATornGame: a crash while a move was being saved
// leaves half a line; the lobby lists the game as it was before that move
// and continues it.
func TestSoloLobbyContinuesATornGame(t *testing.T) {
	s, path := leftGame(t)
	f, _ := os.OpenFile(path, os.O_WRONLY|os.O_APPEND, 0)
	f.WriteString(`{"cmd":"say","player":"Ann","text":"go`)
	f.Close()
	l := s.openSoloLobby()
	if !l.continueB.Visible() || !uitest.Contains(uitest.Texts(l.saved), "· 1 statement ·") {
		t.Fatalf("the torn game is not offered as it was: %q", uitest.Texts(l.saved))
	}
	test.Tap(l.continueB)
	g := s.solo.current
	if g == nil {
		t.Fatal("the game did not open")
	}
	t.Cleanup(g.close)
	if got := g.log.lastText(); !strings.Contains(got, "go left") {
		t.Errorf("the log ends with the last saved move: %q", got)
	}
}

// TestSoloLobbyGameOpenElsewhere: continuing a game that another window
// plays says so in a dialog, and opens nothing.
func TestSoloLobbyGameOpenElsewhere(t *testing.T) {
	s, path := leftGame(t)
	other, err := session.Resume(path) // the other window
	if err != nil {
		t.Fatal(err)
	}
	defer other.Close()
	before, _ := os.ReadFile(path)
	l := s.openSoloLobby()
	if !l.continueB.Visible() {
		t.Fatal("the game is listed as it stands")
	}
	test.Tap(l.continueB)
	if s.solo.current != nil {
		t.Fatal("the game opened twice")
	}
	got := uitest.TopOverlayText(s.win)
	if !uitest.Contains(got, "This game is open in another window") || !uitest.Contains(got, `"small" (`+filepath.Base(path)+`) is open in another window: close it there to continue it here`) {
		t.Fatalf("the dialog says %q", got)
	}
	soloShot(t, s.win, "open-elsewhere.png")
	if after, _ := os.ReadFile(path); string(after) != string(before) {
		t.Fatal("the refused window wrote to the game")
	}
}

// TestSoloNotebookFailuresKeepEachCopy: a notebook that cannot be read is
// kept aside, and a second one does not replace the first copy.
func TestSoloNotebookFailuresKeepEachCopy(t *testing.T) {
	s, path := leftGame(t)
	nb := session.NotebookPath(path)
	for i, want := range []string{".unreadable", ".unreadable-2"} {
		content := []byte("a notebook spoiled " + want)
		if err := os.WriteFile(nb, content, 0o644); err != nil {
			t.Fatal(err)
		}
		l := s.openSoloLobby()
		test.Tap(l.continueB)
		g := s.solo.current
		if g == nil {
			t.Fatalf("%d: the game did not open", i)
		}
		if !strings.Contains(g.nbNotice, "it was kept as "+filepath.Base(nb)+want+" and a new one begun") {
			t.Fatalf("%d: %q", i, g.nbNotice)
		}
		g.leaveToStart()
		if got, err := os.ReadFile(nb + want); err != nil || string(got) != string(content) {
			t.Fatalf("%d: the copy holds %q %v", i, got, err)
		}
		if _, err := notebook.Open(nb); err != nil {
			t.Fatalf("%d: the new notebook: %v", i, err)
		}
	}
	if got, _ := os.ReadFile(nb + ".unreadable"); string(got) != "a notebook spoiled .unreadable" {
		t.Fatalf("the first copy was replaced: %q", got)
	}
}
