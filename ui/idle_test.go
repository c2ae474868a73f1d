package ui

import (
	"strings"
	"testing"
	"time"

	"fyne.io/fyne/v2"

	"github.com/labyrinth-game/labyrinth/engine/maze"
	"github.com/labyrinth-game/labyrinth/engine/rules"
	"github.com/labyrinth-game/labyrinth/ui/shell"
	"github.com/labyrinth-game/labyrinth/ui/uitest"
)

// Idle is idle: every screen, left alone, asks for no redraw and runs no
// animation (uitest.AssertIdle says how that is watched).

func TestTheStartScreenIsIdle(t *testing.T) {
	newTestScreen(t)
	uitest.AssertIdle(t, "the start screen")
}

func TestTheEditorIsIdle(t *testing.T) {
	e, _ := newTestEditor(t, sampleFile(t, "sample-5x5.json"))
	uitest.AssertIdle(t, "the editor")
	e.say("a refusal, with its cells", at(1, 1))
	uitest.AssertIdle(t, "the editor with a warning shown")
}

// After Generate the progress dialog is gone and the notice says what was
// generated; nothing may go on moving (the progress bar did).
func TestTheEditorIsIdleAfterGenerating(t *testing.T) {
	e, w := newTestEditor(t, blank(6, 6))
	shortcut(e, shell.WithShortcutModifier(fyne.KeyG))
	uitest.TapDialogButton(t, w, "Generate")
	if !strings.HasPrefix(e.notice.Message(), "Generated in") {
		t.Fatalf("the editor says %q after generating", e.notice.Message())
	}
	uitest.AssertIdle(t, "the editor after generating, its notice shown")
}

func TestTheEditorIsIdleWithItsAutosaveRunning(t *testing.T) {
	s, w := newTestScreen(t)
	uitest.LetTimersRun()
	s.editor.autosaveEvery = uitest.IdleTimer
	w.Resize(editorSize)
	var e *editorScreen
	shell.OnUI(func() {
		e = s.openEditorWith(sampleFile(t, "sample-5x5.json")(s.editor.cfg))
		e.doc.Paint(maze.Hospital, at(1, 2)) // unsaved: autosaved once, then nothing to do
	})
	t.Cleanup(func() { shell.OnUI(func() { e.doc.Close(); e.leave() }) })
	time.Sleep(3 * uitest.IdleTimer)
	uitest.AssertIdle(t, "the editor, autosaving")
}

func TestASoloGameIsIdle(t *testing.T) {
	g, _ := newTestSolo(t, "2,1")
	soloPress(g, fyne.KeyRight)
	uitest.AssertIdle(t, "a solo game after a move")
}

func TestASoloGameIsIdleWithItsAutosaveRunning(t *testing.T) {
	s, w := newTestScreen(t)
	uitest.LetTimersRun()
	s.solo = testSoloEnv(t)
	s.solo.autosaveEvery = uitest.IdleTimer
	w.Resize(editorSize)
	start := maze.At(1, 0)
	sess, title, err := s.solo.begin(soloSetup{maze: soloTestMaze(t), mazeName: "small.json", rules: rules.Reference(), start: &start, player: "Ann", gameSeed: 1})
	if err != nil {
		t.Fatal(err)
	}
	var g *soloScreen
	shell.OnUI(func() {
		g = s.openSession(sess, title)
		soloPress(g, fyne.KeyRight)
	})
	t.Cleanup(func() { shell.OnUI(g.close) })
	time.Sleep(3 * uitest.IdleTimer)
	uitest.AssertIdle(t, "a solo game, its notebook autosaving")
}
