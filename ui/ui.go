package ui

import (
	"fmt"
	"os"

	"fyne.io/fyne/v2"

	apphost "github.com/labyrinth-game/labyrinth/app/host"
	"github.com/labyrinth-game/labyrinth/engine/maze"
	"github.com/labyrinth-game/labyrinth/ui/drive"
	"github.com/labyrinth-game/labyrinth/ui/editor"
	"github.com/labyrinth-game/labyrinth/ui/hostsetup"
	"github.com/labyrinth-game/labyrinth/ui/join"
	"github.com/labyrinth-game/labyrinth/ui/mastertable"
	"github.com/labyrinth-game/labyrinth/ui/shell"
	"github.com/labyrinth-game/labyrinth/ui/solo"
	"github.com/labyrinth-game/labyrinth/ui/start"
)

// Identity of the application, for cmd/labyrinth (shell/app.go holds them).
const (
	AppID   = shell.AppID
	AppName = shell.AppName
	Version = shell.Version
)

// Setup fills the main window: the player's theme, the window icon, the start
// screen and the keyboard shortcuts. The caller shows the window and runs the
// app.
func Setup(a fyne.App, w fyne.Window) {
	setup(a, w)
}

// setup is Setup, returning the window for the other entry points.
func setup(a fyne.App, w fyne.Window) *window {
	win := newWindow(a, w, editor.NewEnv(a), solo.NewEnv(), join.NewEnv())
	win.host = mastertable.DefaultEnv()
	a.SetIcon(shell.Logo)
	a.Settings().SetTheme(win.start.Theme())
	win.start.Show()
	w.SetMaster()
	w.Resize(fyne.NewSize(1024, 720))
	w.CenterOnScreen()
	startDriver(w)
	return win
}

// startDriver turns on the test hook (ui/drive) when LABYRINTH_DRIVE names
// a socket; without it nothing listens. A hook that cannot listen is
// said on stderr and the window opens anyway: the script driving it
// finds no socket and says so. The hook lives as long as the process; its
// socket file stays after the app quits and the next start replaces it.
func startDriver(w fyne.Window) *drive.Server {
	s, err := drive.FromEnv(w)
	if err != nil {
		fmt.Fprintf(os.Stderr, "labyrinth: the test hook: %v\n", err)
	}
	return s
}

// window is the one window the screens take turns in (shell.Frame): it
// opens each mode's screen from the start screen, and hands a maze from
// the editor to solo practice. A new screen gets its room as a package
// beside the others (ui/host, ui/join, …) and its opener here.
type window struct {
	app fyne.App
	win fyne.Window

	start *start.Screen
	// The screens' environments, kept between their openings: the
	// editor's recent files and last generator settings, solo practice's
	// games and the game on show, the join list's tickets and network.
	editor *editor.Env
	solo   *solo.Env
	join   *join.Env
	// setup is the host setup's environment (ui/hostsetup), host the
	// host's screens' (ui/mastertable).
	setup *hostsetup.Env
	host  *mastertable.Env
}

var _ shell.Frame = (*window)(nil)

func newWindow(a fyne.App, w fyne.Window, ed *editor.Env, so *solo.Env, jo *join.Env) *window {
	win := &window{app: a, win: w, editor: ed, solo: so, join: jo, setup: hostsetup.NewEnv()}
	win.setup.EditorMaze = ed.LastMaze
	win.start = start.New(win, win.opens())
	return win
}

// opens are the modes whose screens exist, by the mode's ID (shell.Modes);
// the others are "Coming soon".
func (w *window) opens() map[string]func() {
	return map[string]func(){
		"solo":   func() { solo.OpenLobby(w, w.solo) },
		"editor": func() { editor.Open(w, w.editor, "") },
		"join":   func() { join.Open(w, w.join) },
		"host":   func() { hostsetup.Open(w, w.setup, func(h *apphost.Host) { w.hosted(h) }) },
	}
}

func (w *window) App() fyne.App       { return w.app }
func (w *window) Window() fyne.Window { return w.win }
func (w *window) TakeWindow()         { w.start.Leave() }
func (w *window) ShowStart()          { w.start.Show() }
func (w *window) Quit()               { w.app.Quit() }
func (w *window) CycleAppearance()    { w.start.CycleAppearance() }
func (w *window) ToggleFullScreen()   { w.win.SetFullScreen(!w.win.FullScreen()) }

// hosted shows a host that has started (the host setup's callback): its
// lobby, then its game. The window's tests open it directly.
func (w *window) hosted(h *apphost.Host) *mastertable.Screen {
	return mastertable.OpenLobby(w, w.host, h)
}

func (w *window) PlayMaze(m *maze.Maze, path, name string) {
	solo.PlayMaze(w, w.solo, m, path, name)
}
