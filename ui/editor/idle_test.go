package editor

import (
	"strings"
	"testing"
	"time"

	"fyne.io/fyne/v2"

	"github.com/labyrinth-game/labyrinth/engine/maze"
	"github.com/labyrinth-game/labyrinth/ui/shell"
	"github.com/labyrinth-game/labyrinth/ui/uitest"
)

// Idle is idle: the editor, left alone, asks for no redraw and runs no
// animation (uitest.AssertIdle says how that is watched).

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
	f := uitest.NewFrame(t)
	uitest.LetTimersRun()
	env := testEditorEnv(t)
	env.autosaveEvery = uitest.IdleTimer
	var e *Screen
	shell.OnUI(func() {
		e = OpenDocument(f, &env, sampleFile(t, "sample-5x5.json")(env.cfg))
		e.doc.Paint(maze.Hospital, at(1, 2)) // unsaved: autosaved once, then nothing to do
	})
	t.Cleanup(func() { shell.OnUI(func() { e.doc.Close(); e.leave() }) })
	time.Sleep(3 * uitest.IdleTimer)
	uitest.AssertIdle(t, "the editor, autosaving")
}
