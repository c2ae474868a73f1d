package ui

import (
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/widget"

	apphost "github.com/labyrinth-game/labyrinth/app/host"
	"github.com/labyrinth-game/labyrinth/engine/maze"
	"github.com/labyrinth-game/labyrinth/ui/editor"
	"github.com/labyrinth-game/labyrinth/ui/hostsetup"
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
	win := newWindow(a, w, editor.NewEnv(a), solo.NewEnv())
	a.SetIcon(shell.Logo)
	a.Settings().SetTheme(win.start.Theme())
	win.start.Show()
	w.SetMaster()
	w.Resize(fyne.NewSize(1024, 720))
	w.CenterOnScreen()
	return win
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
	// games and the game on show.
	editor *editor.Env
	solo   *solo.Env
	host   *hostsetup.Env
	// hosting is the game this window hosts, if any.
	hosting *apphost.Host
}

var _ shell.Frame = (*window)(nil)

func newWindow(a fyne.App, w fyne.Window, ed *editor.Env, so *solo.Env) *window {
	win := &window{app: a, win: w, editor: ed, solo: so, host: hostsetup.NewEnv()}
	win.host.EditorMaze = ed.LastMaze
	win.start = start.New(win, win.opens())
	return win
}

// opens are the modes whose screens exist, by the mode's ID (shell.Modes);
// the others are "Coming soon".
func (w *window) opens() map[string]func() {
	return map[string]func(){
		"solo":   func() { solo.OpenLobby(w, w.solo) },
		"editor": func() { editor.Open(w, w.editor, "") },
		"host":   func() { hostsetup.Open(w, w.host, w.hosted) },
	}
}

// hosted takes the host the setup started. Until the host's lobby screen
// (ui/mastertable) is wired here, the start screen comes back with where
// the game can be joined and a way to stop hosting it.
func (w *window) hosted(h *apphost.Host) {
	if w.hosting != nil {
		w.hosting.Close()
	}
	w.hosting = h
	w.start.Show()
	code := "none"
	if h.Code() != "" {
		code = h.Code()
	}
	msg := "“" + h.Name() + "” is hosted at " + strings.Join(h.Addresses(), ", ") + ", join code " + code + ".\nIt is saved as it is played: after stopping, “Host a game”, then “Continue hosting”, goes on with it."
	dialog.ShowCustomConfirm("Hosting", "Stop hosting", "Keep hosting", widget.NewLabel(msg), func(stop bool) {
		if stop {
			h.Close()
			if w.hosting == h {
				w.hosting = nil
			}
		}
	}, w.win)
}

func (w *window) App() fyne.App       { return w.app }
func (w *window) Window() fyne.Window { return w.win }
func (w *window) TakeWindow()         { w.start.Leave() }
func (w *window) ShowStart()          { w.start.Show() }
func (w *window) Quit() {
	if w.hosting != nil {
		w.hosting.Close()
	}
	w.app.Quit()
}
func (w *window) CycleAppearance()  { w.start.CycleAppearance() }
func (w *window) ToggleFullScreen() { w.win.SetFullScreen(!w.win.FullScreen()) }

func (w *window) PlayMaze(m *maze.Maze, path, name string) {
	solo.PlayMaze(w, w.solo, m, path, name)
}
