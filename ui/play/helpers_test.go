package play

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"

	"github.com/labyrinth-game/labyrinth/app/cli"
	"github.com/labyrinth-game/labyrinth/app/seat"
	"github.com/labyrinth-game/labyrinth/app/session"
	"github.com/labyrinth-game/labyrinth/engine/game"
	"github.com/labyrinth-game/labyrinth/engine/gen"
	"github.com/labyrinth-game/labyrinth/engine/maze"
	"github.com/labyrinth-game/labyrinth/engine/rules"
	"github.com/labyrinth-game/labyrinth/ui/shell"
	"github.com/labyrinth-game/labyrinth/ui/uitest"
	"github.com/labyrinth-game/labyrinth/ui/widgets"
)

func TestMain(m *testing.M) {
	// Tooltips show at once, on the test's goroutine.
	widgets.TipDelay = 0
	os.Exit(m.Run())
}

func soloTestMaze(t *testing.T) *maze.Maze { return uitest.SmallMaze(t) }

// testPlayEnv takes the seat's news on the test's goroutine (the test
// calls news), runs no timers, and fails the test if a file dialog opens
// unless the test sets one.
func testPlayEnv(t testing.TB) Env {
	return Env{
		ChooseSave: func(fyne.Window, string, string, string, func(string)) {
			t.Error("a save dialog opened")
		},
	}
}

// newGame starts a practice game against the computer game master,
// journaled in the test's own games directory, as solo practice does (the
// solo package's lobby): on m (its title, else mazeName, names the game),
// the player at start (nil: the game master places him).
func newGame(t *testing.T, m *maze.Maze, mazeName string, start *maze.Pos) (*session.Session, string) {
	t.Helper()
	title := strings.TrimSpace(m.Title)
	if title == "" {
		title = strings.TrimSuffix(mazeName, filepath.Ext(mazeName))
		m = m.Clone()
		m.Title = title
	}
	journal, err := session.NewJournalPath(filepath.Join(t.TempDir(), "games"), time.Date(2026, 3, 14, 15, 30, 0, 0, time.UTC))
	if err != nil {
		t.Fatal(err)
	}
	sess, _, err := session.NewSolo(session.Solo{Maze: m, Rules: rules.Reference(), Seed: 1, Player: "Ann", Start: start, Journal: journal})
	if err != nil {
		t.Fatal(err)
	}
	return sess, title
}

// newGeneratedGame starts a game on a generated labyrinth, as
// "labyrinth solo --width W --height H --seed S" does.
func newGeneratedGame(t *testing.T, width, height int, seed uint64) (*session.Session, string) {
	t.Helper()
	return newGeneratedGameUnder(t, rules.Beginner(), gen.Beginner, width, height, seed)
}

// newGeneratedGameUnder is newGeneratedGame under the rules r, at
// difficulty d; the game master places the player.
func newGeneratedGameUnder(t *testing.T, r rules.Rules, d gen.Difficulty, width, height int, seed uint64) (*session.Session, string) {
	t.Helper()
	p := gen.Defaults(width, height, 1, d, &r)
	p.Seed = seed
	res, err := gen.Generate(p)
	if err != nil {
		t.Fatal(err)
	}
	journal, err := session.NewJournalPath(filepath.Join(t.TempDir(), "games"), time.Date(2026, 3, 14, 15, 30, 0, 0, time.UTC))
	if err != nil {
		t.Fatal(err)
	}
	sess, _, err := session.NewSolo(session.Solo{Maze: res.Maze, Rules: r, Seed: 1, Player: "Ann", Journal: journal})
	if err != nil {
		t.Fatal(err)
	}
	return sess, res.Maze.Title
}

// openGame shows a game played on this computer through the solo player's
// seat, as solo practice does (solo.OpenSession).
func openGame(f shell.Frame, env *Env, sess *session.Session, title string) *Screen {
	g := Game{Seat: seat.NewLocal(sess, session.SoloSeat), Title: title, Journal: sess.JournalPath()}
	if m := sess.Maze(); strings.HasPrefix(m.Title, "Generated ") {
		g.Remake = func() ([]string, bool) { return cli.GenCommand(m) }
	}
	return Open(f, env, g)
}

// newTestSolo starts a game on the small maze, the player at start (1-based
// "x,y"), and shows it in a headless window the size of the smoke test's
// screen.
func newTestSolo(t *testing.T, start string) (*Screen, fyne.Window) {
	t.Helper()
	g, f := newTestSoloIn(t, start)
	return g, f.W
}

// newTestSoloIn is newTestSolo in a stand-in frame, which tells what the
// screen asked of the window around it.
func newTestSoloIn(t *testing.T, start string) (*Screen, *uitest.Frame) {
	t.Helper()
	f := uitest.NewFrame(t)
	p, err := maze.ParsePos(start)
	if err != nil {
		t.Fatal(err)
	}
	sess, title := newGame(t, soloTestMaze(t), "small.json", &p)
	env := testPlayEnv(t)
	g := openGame(f, &env, sess, title)
	f.W.Resize(uitest.ScreenSize)
	t.Cleanup(g.close)
	return g, f
}

func soloPress(g *Screen, k fyne.KeyName) { g.keys.TypedKey(&fyne.KeyEvent{Name: k}) }

// gameMasterOf is the game as its game master holds it, read from the
// journal the game is saved to: the test looks over his shoulder at what
// the screen may never see (where the player really is, the plan).
func gameMasterOf(t *testing.T, g *Screen) *game.Game {
	t.Helper()
	return uitest.GameMaster(t, g.Journal)
}

// typeMove types text into the composer's field and presses Enter.
func typeMove(g *Screen, text string) {
	e := g.compose.entry
	e.SetText("")
	test.Type(e, text)
	e.TypedKey(&fyne.KeyEvent{Name: fyne.KeyReturn})
}

func soloShot(t *testing.T, w fyne.Window, name string) {
	t.Helper()
	uitest.SaveShot(t, w, "SOLO_OUT", "solo", name)
}
