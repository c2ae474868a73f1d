package play

import (
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"runtime"
	"slices"
	"strings"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/layout"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"github.com/labyrinth-game/labyrinth/app/notebook"
	"github.com/labyrinth-game/labyrinth/app/seat"
	"github.com/labyrinth-game/labyrinth/app/session"
	"github.com/labyrinth-game/labyrinth/engine/game"
	"github.com/labyrinth-game/labyrinth/engine/maze"
	"github.com/labyrinth-game/labyrinth/engine/moves"
	"github.com/labyrinth-game/labyrinth/ui/shell"
	"github.com/labyrinth-game/labyrinth/ui/widgets"
)

// Env is what the game screen needs from around it. Tests replace the
// parts that would touch the player's files or wait for a person.
type Env struct {
	// ChooseSave asks for a file to write (a sheet exported as a picture).
	ChooseSave func(w fyne.Window, dir, name, ext string, done func(path string))
	// AutosaveEvery is how often the notebook is flushed to disk; 0 turns
	// the timer off (tests call autosave themselves).
	AutosaveEvery time.Duration
	// After runs f on the UI goroutine once d has passed (nil: never;
	// tests run on one goroutine).
	After func(d time.Duration, f func())
	// Watch calls news on the UI goroutine whenever updates signals,
	// until it is closed: a seat's news that no request of the screen's
	// brought (a game master elsewhere). nil: not watched (tests call news
	// themselves).
	Watch func(updates <-chan struct{}, news func())
	// Send runs a request to the game master (which may wait for the
	// network) off the UI goroutine and calls answered with its error on
	// it. nil: the request runs at once, on the caller's goroutine (tests,
	// and a game whose game master answers in milliseconds).
	Send func(request func() error, answered func(error))
	// Tick calls f on the UI goroutine every d until stop is called: the
	// §9 countdown. nil: never (tests tick themselves).
	Tick func(d time.Duration, f func()) (stop func())
	// Now is the time, for the countdown; nil is time.Now.
	Now func() time.Time
	// Attention asks the player to look at the window: it has become his
	// turn. nil: nothing besides the flash.
	Attention func(title, text string)
}

// DefaultEnv is the game screen's environment in the app: Fyne's file
// dialogs, the notebook flushed every second, the seat's news followed
// through the bridge (shell.Follow).
func DefaultEnv() Env {
	return Env{
		ChooseSave:    widgets.ChooseSaveFile,
		AutosaveEvery: time.Second,
		After: func(d time.Duration, f func()) {
			time.AfterFunc(d, func() { shell.OnUI(f) })
		},
		Watch: func(updates <-chan struct{}, news func()) {
			shell.Follow(updates, func(struct{}) { news() }, news)
		},
		Send: func(request func() error, answered func(error)) {
			go func() {
				err := request()
				shell.OnUI(func() { answered(err) })
			}()
		},
		Tick: shell.Every,
		Attention: func(title, text string) {
			// A desktop notification, for a player looking at another
			// window; Fyne has no sound of its own, and the bar flashes.
			// Without a session bus (a bare X display) there is nobody
			// to show it, and Fyne would log an error each turn.
			if runtime.GOOS != "windows" && runtime.GOOS != "darwin" && os.Getenv("DBUS_SESSION_BUS_ADDRESS") == "" {
				return
			}
			go fyne.CurrentApp().SendNotification(fyne.NewNotification(title, text))
		},
	}
}

// Game is a game to show: its seat, and what the one who opens it knows
// about it besides.
type Game struct {
	Seat seat.Seat
	// Title names the game in the window's title and the top bar.
	Title string
	// Journal is the file the game is saved to on this computer, "" when
	// it is not; the notebook is saved beside it.
	Journal string
	// Notebook is where the player's notebook is saved when the game is
	// not (a joined game: the host keeps the game, this computer the
	// player's notes); "" for none, or when Journal says.
	Notebook string
	// Remake gives the "labyrinth gen" command that makes the labyrinth
	// again (false when none does); nil when the labyrinth was not
	// generated, or its plan is not the opener's to know.
	Remake func() ([]string, bool)
	// NewGame is what "New game" opens (Ctrl+N, the reveal's button):
	// solo practice's lobby, for a practice game.
	NewGame func()
}

// Screen is a game in the window, as one player (or a spectator) sees it.
type Screen struct {
	frame shell.Frame
	win   fyne.Window
	env   *Env

	Game
	// me is the seat's viewer; info what everyone knows of the game.
	me   int
	info game.PublicInfo
	// heard is how many of the seat's events the screen has taken in.
	heard int
	nb    *notebook.Notebook
	// nbNotice tells the player why the notebook could not be read or
	// saved, if it could not: a sentence shown as it is.
	nbNotice string

	root    *fyne.Container // the whole screen: play or reveal
	tips    *widgets.TipLayer
	keys    *shell.Keymap
	dialogs []dialog.Dialog

	roundLabel *widget.Label
	saveLabel  *widget.RichText
	notice     *widgets.NoticeBar
	compose    *composer
	turn       *turnBar
	log        *announceLog
	status     *statusPanel
	notes      *notebookPanel
	// start is the start cell's choice (§6.1) while the player has one to
	// make, in the notebook's place (left); nil once play has begun.
	start  *startPanel
	left   *fyne.Container
	reveal *revealView

	stopAutosave func()
	closed       bool
	// sending is the statement on its way to the game master (Env.Send),
	// "" when none is: one at a time, as at the table.
	sending string
}

// Open shows a game through its seat in the frame's window.
func Open(f shell.Frame, env *Env, game Game) *Screen {
	g := &Screen{frame: f, win: f.Window(), env: env, Game: game, me: game.Seat.Viewer(), info: game.Seat.Info()}
	g.openNotebook()
	g.build()
	g.catchUp()
	if g.start == nil {
		g.notes.traceFromStart()
	}
	g.show()
	if g.env.Watch != nil {
		g.env.Watch(g.Seat.Updates(), g.news)
	}
	return g
}

// openNotebook opens the notebook saved beside the journal, or makes one.
// A notebook that cannot be read is kept aside and a new one is made from
// the log: the drawing is lost, the game is not.
func (g *Screen) openNotebook() {
	opts := notebook.Options{Seat: g.me, Players: g.info.Names}
	if g.me < 0 {
		// A spectator draws nothing of his own: his notebook keeps the
		// log of what was said aloud, as the game master's would.
		opts.Seat = game.Master
	}
	path := g.Notebook
	if g.Journal != "" {
		path = session.NotebookPath(g.Journal)
	}
	var err error
	switch {
	case path == "":
		g.nb, err = notebook.New(opts)
	case fileExists(path):
		g.nb, err = notebook.Open(path)
		if err != nil {
			aside, aerr := notebook.SetAside(path)
			if aerr != nil {
				// Never write over a notebook that could not be kept.
				g.nbNotice = fmt.Sprintf("The notebook could not be read (%v) nor kept aside (%v); this one is not saved", err, aerr)
				g.nb, _ = notebook.New(opts)
				return
			}
			g.nbNotice = fmt.Sprintf("The notebook could not be read (%v); it was kept as %s and a new one begun", err, filepath.Base(aside))
			g.nb, err = notebook.Create(path, opts)
		}
	default:
		g.nb, err = notebook.Create(path, opts)
	}
	if err != nil {
		// Without a file the notebook still works; it is not saved.
		g.nbNotice = fmt.Sprintf("The notebook cannot be saved: %v", err)
		g.nb, _ = notebook.New(opts)
	}
}

func fileExists(p string) bool {
	_, err := os.Stat(p)
	return err == nil
}

// build makes the widgets of the playing screen.
func (g *Screen) build() {
	g.tips = widgets.NewTipLayer()
	g.roundLabel = widget.NewLabel("")
	g.saveLabel = widget.NewRichText()
	g.notice = widgets.NewNoticeBar()
	g.compose = newComposer(g)
	g.turn = newTurnBar(g)
	g.log = newAnnounceLog(g)
	g.status = newStatusPanel(g)
	g.notes = newNotebookPanel(g)
	g.left = container.NewStack(g.notes.content())
	if g.Seat.State().Phase == game.Choosing {
		g.start = newStartPanel(g)
		g.left.Objects = []fyne.CanvasObject{g.start.content()}
	}
	g.root = container.NewStack()
	g.setPlaying()
}

// setPlaying lays the playing screen out: the notebook on the left, the
// status and the announcements on the right, the composer along the
// bottom.
func (g *Screen) setPlaying() {
	leaveTip := "Back to the start screen; the game is saved and can be continued"
	if g.Journal == "" && len(g.info.Names) > 1 {
		leaveTip = "Back to the start screen; the game master keeps the game, and your seat is yours when you join again"
	}
	leave := widgets.NewTipButton(g.tips, "Leave", theme.NavigateBackIcon(), leaveTip+" ("+g.keyHint("game.leave")+")", g.leaveToStart)
	help := widgets.NewTipButton(g.tips, "Keys", theme.HelpIcon(), "Keys and how to play ("+g.keyHint("help.keys")+")", g.showHelp)
	name := widget.NewLabelWithStyle(g.Title, fyne.TextAlignLeading, fyne.TextStyle{Bold: true})
	name.Truncation = fyne.TextTruncateEllipsis
	bar := container.NewHBox(g.roundLabel, widget.NewSeparator(), g.saveLabel, help)
	if g.me < 0 {
		// A spectator keeps nothing on this computer: nothing to say saved.
		bar = container.NewHBox(g.roundLabel, help)
	}
	top := container.NewBorder(nil, nil, leave, bar, g.titleWithRemake(name))

	head := container.NewVBox(top, g.turn.content(), widget.NewSeparator())
	var body fyne.CanvasObject
	if g.me < 0 {
		// A spectator hears what is said aloud and says nothing: the log,
		// the players and whose turn it is.
		body = container.NewBorder(head, g.notice.Container, nil, nil, g.log.content())
	} else {
		side := container.NewBorder(g.status.content(), nil, nil, nil, g.log.content())
		split := container.NewHSplit(g.left, container.New(widgets.FixedWidth{Width: 340}, side))
		split.Offset = 0.6
		body = container.NewBorder(head, container.NewVBox(widget.NewSeparator(), g.notice.Container, g.compose.content()), nil, nil, split)
	}
	g.root.Objects = []fyne.CanvasObject{container.New(widgets.Stretch{Min: shell.MinWindowSize}, container.NewPadded(body)), g.tips.Container}
	g.root.Refresh()
}

// show hands the window to the game.
func (g *Screen) show() {
	g.frame.TakeWindow()
	g.win.SetContent(g.root)
	g.win.SetMainMenu(nil)
	g.keys = shell.InstallKeys(g.win.Canvas(), g.soloBindings(), g.dialogOpen)
	g.win.SetCloseIntercept(g.quit)
	g.win.SetTitle(g.Title + " — " + shell.AppName)
	if g.env.AutosaveEvery > 0 {
		g.stopAutosave = shell.Every(g.env.AutosaveEvery, g.autosave)
	}
	if g.nbNotice != "" {
		g.say(g.nbNotice)
	}
	if g.over() {
		g.showReveal()
	}
}

// over reports whether the game is over, as the seat heard it.
func (g *Screen) over() bool { return seat.Over(g.Seat) }

// known is what the player knows of his own condition, as his seat worked
// it out from what he heard.
func (g *Screen) known() *session.Known {
	k := g.Seat.Known()
	return &k
}

// dialogOpen tells whether a dialog or menu is over the game: its keys
// then belong to it.
func (g *Screen) dialogOpen() bool { return g.win.Canvas().Overlays().Top() != nil }

func (g *Screen) present(d dialog.Dialog) {
	g.dialogs = append(g.dialogs, d)
	d.Show()
}

// catchUp shows what the player has heard: the opening of a new game, or
// the whole log of a resumed one.
func (g *Screen) catchUp() {
	g.nb.AppendEvents(g.takeNews()...)
	g.log.refresh()
	g.status.refresh()
	g.updateRound()
	g.compose.refresh()
	g.turn.refresh()
}

// now is the time, for the countdown.
func (g *Screen) now() time.Time {
	if g.env.Now != nil {
		return g.env.Now()
	}
	return time.Now()
}

// takeNews returns the events the seat heard since the screen last looked.
func (g *Screen) takeNews() []game.Event {
	news := g.Seat.Events(g.heard)
	g.heard += len(news)
	return news
}

// sayStatement sends a statement to the game master through the seat,
// and calls answered with the error to show under the text field — the
// game master's refusal (*game.Refusal) or why it could not be said — or
// nil once it was heard and answered. A statement waits for its answer
// off the UI goroutine (Env.Send): over the network that is a round trip,
// or as long as the connection takes to come back. One statement at a
// time: another said meanwhile is refused, and nothing typed is lost.
func (g *Screen) sayStatement(st moves.Statement, answered func(error)) {
	switch {
	case g.over():
		answered(errors.New("the game is over"))
		return
	case g.sending != "":
		answered(fmt.Errorf("wait: %q has not been answered yet", g.sending))
		return
	}
	g.request(st.String(), func() error { return g.Seat.Say(st) }, answered)
}

// request sends a request through the seat (Env.Send) and takes in its
// answer: what the seat heard, then answered with the error.
func (g *Screen) request(what string, req func() error, answered func(error)) {
	g.sending = what
	g.compose.refresh()
	g.startChanged()
	done := func(err error) {
		g.sending = ""
		if g.closed {
			return
		}
		g.news()
		g.compose.refresh()
		answered(err)
		g.startChanged()
	}
	if g.env.Send == nil {
		done(req())
		return
	}
	g.env.Send(req, done)
}

// news takes in what the seat heard since the screen last looked: the
// answer to a statement, or (from a game master elsewhere) what others
// did. It does nothing when there is nothing new.
func (g *Screen) news() {
	if g.closed {
		return
	}
	g.turn.refresh() // the line, the presence, the clock: news that is not an event
	out := g.takeNews()
	if len(out) == 0 {
		g.startChanged()
		if g.over() {
			g.showReveal() // the host's reveal may come after the end
		}
		return
	}
	g.notice.Dismiss()
	g.nb.AppendEvents(out...)
	g.log.refresh()
	g.status.refresh()
	g.updateRound()
	g.notes.heard()
	g.startChanged()
	if g.start == nil {
		// A notebook still blank once play is under way begins its trace
		// now (traceFromStart leaves alone any notebook the player has
		// written in): in the LAN party the second joiner's once missed
		// the moment play began, and stayed blank.
		g.notes.traceFromStart()
	}
	g.compose.refresh()
	g.turn.refresh()
	g.autosave()
	if g.over() {
		g.showReveal()
	}
}

// startChanged follows the choice of the start cell: the panel says where
// it stands, and gives the notebook its place back once play has begun.
func (g *Screen) startChanged() {
	if g.start == nil {
		return
	}
	if g.Seat.State().Phase == game.Choosing {
		g.start.refresh()
		return
	}
	g.start = nil
	g.left.Objects = []fyne.CanvasObject{g.notes.content()}
	g.left.Refresh()
	g.notes.traceFromStart()
}

// sayMove says a move built with the buttons.
func (g *Screen) sayMove(m moves.Move, answered func(error)) {
	g.sayStatement(moves.Statement{Kind: moves.SayMove, Move: m}, answered)
}

func (g *Screen) updateRound() {
	state := g.Seat.State()
	round := state.Round
	switch {
	case state.Phase == game.Over:
		g.roundLabel.SetText("Game over after " + shell.Counted(max(round, 1), "round", "rounds"))
	default:
		g.roundLabel.SetText(fmt.Sprintf("Round %d", max(round, 1)))
	}
	g.updateSaved()
}

// updateSaved says in the top bar whether everything is on disk.
func (g *Screen) updateSaved() {
	text, colour := "Saved", theme.ColorNameSuccess
	switch {
	case g.nbNotice != "" && (g.Journal != "" || g.Notebook != ""):
		text, colour = "Notebook not saved", theme.ColorNameError
	case g.Journal == "" && g.Notebook != "":
		// The host keeps the game; this computer keeps the notes.
		text = "Notebook saved"
	case g.Journal == "":
		text, colour = "Not saved", shell.ColorNameMuted
	}
	if len(g.saveLabel.Segments) == 1 {
		if ts, ok := g.saveLabel.Segments[0].(*widget.TextSegment); ok && ts.Text == text && ts.Style.ColorName == colour {
			return // unchanged: the autosave timer calls this every second, and idle is idle
		}
	}
	g.saveLabel.Segments = []widget.RichTextSegment{&widget.TextSegment{Text: text, Style: widget.RichTextStyle{ColorName: colour, Inline: true, TextStyle: fyne.TextStyle{Bold: true}}}}
	g.saveLabel.Refresh()
}

// autosave flushes the notebook (the game's journal is written before each
// answer, by the session).
func (g *Screen) autosave() {
	if g.closed || g.nb == nil {
		return
	}
	if g.compose.lastErr == nil {
		g.compose.hint() // where the keys go may have changed
	}
	if g.nb.Path() == "" {
		return
	}
	if err := g.nb.Autosave(); err != nil {
		notice := "The notebook could not be saved: " + err.Error()
		if g.nbNotice == "" {
			g.say(notice)
		}
		g.nbNotice = notice
	} else if g.nbNotice != "" && g.nb.Path() != "" {
		g.nbNotice = ""
	}
	g.updateSaved()
}

// say shows a warning along the bottom of the screen.
func (g *Screen) say(msg string) { g.notice.Post(msg, true) }

// tell shows news there.
func (g *Screen) tell(msg string) { g.notice.Post(msg, false) }

// Close ends the screen's work: timers, keys, files, the seat. The game
// stays saved.
func (g *Screen) Close() { g.close() }

// Closed reports whether the screen was closed.
func (g *Screen) Closed() bool { return g.closed }

func (g *Screen) close() {
	if g.closed {
		return
	}
	g.closed = true
	if g.stopAutosave != nil {
		g.stopAutosave()
	}
	g.turn.close()
	g.tips.HideNow()
	if g.keys != nil {
		g.keys.Uninstall()
		g.keys = nil
	}
	g.notes.close()
	if g.nb != nil {
		g.nb.Close()
	}
	g.Seat.Close()
}

// leaveToStart closes the game (saved) and shows the start screen.
func (g *Screen) leaveToStart() {
	g.close()
	g.frame.ShowStart()
}

// leaveForNew closes the game and opens what a new one starts from.
func (g *Screen) leaveForNew() {
	g.close()
	if g.NewGame != nil {
		g.NewGame()
	} else {
		g.frame.ShowStart()
	}
}

// quit is Ctrl+Q and the window's close button: nothing to ask, the game
// is saved move by move.
func (g *Screen) quit() {
	g.close()
	g.frame.Quit()
}

// keyHint is the key label of an action, for tooltips.
func (g *Screen) keyHint(id string) string {
	if k, ok := shell.Find(g.soloBindings(), id); ok {
		return k.Label()
	}
	return ""
}

// soloBindings is the game screen's keys (shell.PlayKeys) with what they
// do here.
func (g *Screen) soloBindings() []shell.Binding {
	keys := shell.PlayKeys()
	if g.me < 0 {
		// A spectator says nothing and draws nothing: no move keys.
		keys = slices.DeleteFunc(keys, func(k shell.Key) bool {
			return strings.HasPrefix(k.ID, "move.") || strings.HasPrefix(k.ID, "notebook.")
		})
	}
	return shell.Bind(keys, map[string]func(){
		"move.up":         func() { g.compose.step(maze.Up) },
		"move.left":       func() { g.compose.step(maze.Left) },
		"move.right":      func() { g.compose.step(maze.Right) },
		"move.down":       func() { g.compose.step(maze.Down) },
		"move.flow":       func() { g.compose.special(moves.ByFlow) },
		"move.loop":       func() { g.compose.special(moves.ByLoop) },
		"move.type":       g.compose.focusEntry,
		"move.clear":      g.compose.clearActions,
		"move.status":     g.status.ask,
		"move.newcell":    func() { g.askNewCell() },
		"game.leave":      g.leaveToStart,
		"game.new":        g.leaveForNew,
		"app.quit":        g.quit,
		"notebook.undo":   g.notes.undo,
		"notebook.redo":   g.notes.redo,
		"view.appearance": g.frame.CycleAppearance,
		"view.fullscreen": g.frame.ToggleFullScreen,
		"help.keys":       g.showHelp,
		"view.floorup":    func() { g.stepFloor(1) },
		"view.floordown":  func() { g.stepFloor(-1) },
	})
}

// stepFloor is Page Up and Page Down, for a labyrinth of several floors:
// the floor above or below on the reveal's plan once the game is over,
// the notebook's sheet of that floor before.
func (g *Screen) stepFloor(d int) {
	if g.reveal != nil {
		g.reveal.floors.Step(d)
		return
	}
	if g.notes != nil {
		g.notes.stepFloor(d)
	}
}

// showHelp is the F1 sheet: every key by group, and a few words on play.
func (g *Screen) showHelp() {
	grid := container.New(layout.NewFormLayout())
	group := ""
	for _, k := range g.soloBindings() {
		if k.Group != group {
			group = k.Group
			grid.Add(widget.NewLabel(""))
			grid.Add(widget.NewLabelWithStyle(group, fyne.TextAlignLeading, fyne.TextStyle{Bold: true}))
		}
		grid.Add(widget.NewLabelWithStyle(k.Label(), fyne.TextAlignTrailing, fyne.TextStyle{Bold: true}))
		grid.Add(widget.NewLabel(k.What))
	}
	words := "You never see the maze: the game master tells you what each move did, in the reference's words. " +
		"Draw what you learn in the notebook. Click the notebook to draw with its keys (its ? button lists them); click elsewhere, " +
		"or a direction button, and the arrow keys move you again. Skipping your move ends a solo game in a draw (§6.6)."
	title := "Solo practice: keys"
	switch {
	case g.me < 0:
		words, title = "You watch: you hear what the game master says aloud, and after the game the plan is revealed.", "Watching: keys"
	case len(g.info.Names) > 1:
		words = "You never see the maze: the game master tells everyone what each move did, in the reference's words; what is for you alone " +
			"(your start cell, a new cell after a wound) is asked and told to you alone. Draw what you learn in the notebook. " +
			"The bar along the top says whose turn it is and counts down a timed move (§9)."
		title = "Playing: keys"
	}
	intro := widget.NewLabel(words)
	intro.Wrapping = fyne.TextWrapWord
	content := container.NewBorder(container.New(widgets.Width{Width: 560}, intro), nil, nil, nil, container.NewVScroll(grid))
	var d *dialog.CustomDialog
	closeBtn := widgets.NewDismissButton("Close", func() { d.Hide() })
	d = dialog.NewCustomWithoutButtons(title, content, g.win)
	d.SetButtons([]fyne.CanvasObject{closeBtn})
	g.present(d)
	d.Resize(fyne.NewSize(640, min(g.win.Canvas().Size().Height-40, 640)))
	g.win.Canvas().Focus(closeBtn)
}
