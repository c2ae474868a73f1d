package solo

import (
	"os"
	"path/filepath"
	"testing"
	"time"

	"fyne.io/fyne/v2"

	"github.com/labyrinth-game/labyrinth/app/rulebook"

	"github.com/labyrinth-game/labyrinth/ui/play"
	"github.com/labyrinth-game/labyrinth/ui/uitest"
	"github.com/labyrinth-game/labyrinth/ui/widgets"
)

func TestMain(m *testing.M) {
	// Tooltips show at once, on the test's goroutine.
	widgets.TipDelay = 0
	os.Exit(m.Run())
}

// testSoloEnv keeps the games in the test's directory, makes them on the
// test's goroutine and takes the seat's news there; file dialogs fail the
// test unless it sets them.
func testSoloEnv(t *testing.T) *Env {
	dir := filepath.Join(t.TempDir(), "games")
	return &Env{
		gamesDir: func() (string, error) { return dir, nil },
		rules:    &rulebook.Store{Dir: filepath.Join(filepath.Dir(dir), "rules")},
		now:      func() time.Time { return time.Date(2026, 3, 14, 15, 30, 0, 0, time.UTC) },
		chooseOpen: func(fyne.Window, string, func(string)) {
			t.Error("a file dialog opened")
		},
		background: func(f func()) { f() },
		Play: play.Env{ChooseSave: func(fyne.Window, string, string, string, func(string)) {
			t.Error("a save dialog opened")
		}},
	}
}

// newTestLobby opens the lobby in a stand-in frame the size of the smoke
// test's screen.
func newTestLobby(t *testing.T) (*lobby, *uitest.Frame) {
	t.Helper()
	f := uitest.NewFrame(t)
	return OpenLobby(f, testSoloEnv(t)), f
}
