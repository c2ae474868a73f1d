package solo

import (
	"os"
	"path/filepath"
	"testing"

	"fyne.io/fyne/v2/test"

	"github.com/labyrinth-game/labyrinth/app/notebook"
	"github.com/labyrinth-game/labyrinth/app/session"
	"github.com/labyrinth-game/labyrinth/engine/maze"
	"github.com/labyrinth-game/labyrinth/engine/rules"
	"github.com/labyrinth-game/labyrinth/ui/uitest"
)

// leftGame plays a move in a new game and leaves it; it returns the
// frame, solo practice's environment and the game's journal.
func leftGame(t *testing.T) (*uitest.Frame, *Env, string) {
	t.Helper()
	f := uitest.NewFrame(t)
	env := testSoloEnv(t)
	start := maze.At(2, 0)
	sess, title, err := env.begin(setup{maze: uitest.SmallMaze(t), mazeName: "small.json", rules: rules.Reference(), start: &start, player: "Ann", gameSeed: 1})
	if err != nil {
		t.Fatal(err)
	}
	g := OpenSession(f, env, sess, title)
	if err := g.Seat.SayText("go left"); err != nil {
		t.Fatal(err)
	}
	path := g.Journal
	g.Close()
	return f, env, path
}

// TestSoloLobbyContinuesATornGame: a crash while a move was being saved
// leaves half a line; the lobby lists the game as it was before that move
// and continues it.
func TestSoloLobbyContinuesATornGame(t *testing.T) {
	f, env, path := leftGame(t)
	j, _ := os.OpenFile(path, os.O_WRONLY|os.O_APPEND, 0)
	j.WriteString(`{"cmd":"say","player":"Ann","text":"go`)
	j.Close()
	l := OpenLobby(f, env)
	if !l.continueB.Visible() || !uitest.Contains(uitest.Texts(l.saved), "· 1 statement ·") {
		t.Fatalf("the torn game is not offered as it was: %q", uitest.Texts(l.saved))
	}
	test.Tap(l.continueB)
	g := env.game()
	if g == nil {
		t.Fatal("the game did not open")
	}
	t.Cleanup(g.Close)
	if got := uitest.Texts(f.W.Content()); !uitest.Contains(got, "go left") || uitest.Contains(got, `"go`) {
		t.Errorf("the log ends with the last saved move: %q", got)
	}
}

// TestSoloLobbyGameOpenElsewhere: continuing a game that another window
// plays says so in a dialog, and opens nothing.
func TestSoloLobbyGameOpenElsewhere(t *testing.T) {
	f, env, path := leftGame(t)
	other, err := session.Resume(path) // the other window
	if err != nil {
		t.Fatal(err)
	}
	defer other.Close()
	before, _ := os.ReadFile(path)
	l := OpenLobby(f, env)
	if !l.continueB.Visible() {
		t.Fatal("the game is listed as it stands")
	}
	test.Tap(l.continueB)
	if env.game() != nil {
		t.Fatal("the game opened twice")
	}
	got := uitest.TopOverlayText(f.W)
	if !uitest.Contains(got, "This game is open in another window") || !uitest.Contains(got, `"small" (`+filepath.Base(path)+`) is open in another window: close it there to continue it here`) {
		t.Fatalf("the dialog says %q", got)
	}
	uitest.SaveShot(t, f.W, "SOLO_OUT", "solo", "open-elsewhere.png")
	if after, _ := os.ReadFile(path); string(after) != string(before) {
		t.Fatal("the refused window wrote to the game")
	}
}

// TestSoloNotebookFailuresKeepEachCopy: a notebook that cannot be read is
// kept aside, and a second one does not replace the first copy.
func TestSoloNotebookFailuresKeepEachCopy(t *testing.T) {
	f, env, path := leftGame(t)
	nb := session.NotebookPath(path)
	for i, want := range []string{".unreadable", ".unreadable-2"} {
		content := []byte("a notebook spoiled " + want)
		if err := os.WriteFile(nb, content, 0o644); err != nil {
			t.Fatal(err)
		}
		l := OpenLobby(f, env)
		test.Tap(l.continueB)
		g := env.game()
		if g == nil {
			t.Fatalf("%d: the game did not open", i)
		}
		if shown := uitest.Texts(f.W.Content()); !uitest.Contains(shown, "it was kept as "+filepath.Base(nb)+want+" and a new one begun") {
			t.Fatalf("%d: the screen says %q", i, shown)
		}
		g.Close()
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

// TestSoloSaysMovesAtOnce: the computer game master on this computer
// answers in milliseconds, so solo practice says a move and takes its
// answer at once (a network game's screen waits off the UI goroutine):
// arrows pressed in quick succession are each said.
func TestSoloSaysMovesAtOnce(t *testing.T) {
	env := NewEnv()
	if env.Play.Send != nil || env.Play.Watch == nil || env.Play.Tick == nil {
		t.Fatal("solo practice's game screen sends its moves off the UI goroutine, or follows no news")
	}
}
