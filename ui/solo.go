package ui

import (
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/driver/desktop"
	"fyne.io/fyne/v2/layout"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"github.com/labyrinth-game/labyrinth/app/cli"
	"github.com/labyrinth-game/labyrinth/app/notebook"
	"github.com/labyrinth-game/labyrinth/app/seat"
	"github.com/labyrinth-game/labyrinth/app/session"
	"github.com/labyrinth-game/labyrinth/engine/game"
	"github.com/labyrinth-game/labyrinth/engine/maze"
	"github.com/labyrinth-game/labyrinth/engine/moves"
)

// Solo practice: one player, a generated (or chosen) maze, the computer as
// game master. The files:
//
//	solo.go          the game screen: layout, the session, the keys
//	solo_lobby.go    the new-game form with the blank outline, saved games
//	solo_compose.go  the move composer: direction buttons, actions, the text field
//	solo_panels.go   the announcement log and the status panel
//	solo_notebook.go the notebook beside the log
//	solo_reveal.go   the end: the plan revealed, the replay, the notebook compared
//	solo_run.go      "labyrinth solo" on the command line
//
// The screen never decides anything about the game and never reads it: it
// plays through a seat (app/seat), as a network client will — every move
// goes to the game master behind the seat (here the session of
// app/session, which journals it before answering), and every answer is
// shown as the events the seat heard. docs/solo.md is the player's guide.

func init() {
	for i := range modes {
		if modes[i].id == "solo" {
			modes[i].start = func(s *startScreen) { s.openSoloLobby() }
		}
	}
}

// soloEnv is what solo practice needs from around it. Tests replace the
// parts that would touch the player's files or wait for a person.
type soloEnv struct {
	// gamesDir is where games are journaled (session.GamesDir).
	gamesDir func() (string, error)
	now      func() time.Time
	// chooseOpen asks for a maze file (or a rules file); chooseSave for a
	// file to write (a sheet exported as a picture).
	chooseOpen func(w fyne.Window, dir string, done func(path string))
	chooseSave func(w fyne.Window, dir, name, ext string, done func(path string))
	// autosaveEvery is how often the notebook is flushed to disk; 0 turns
	// the timer off (tests call autosave themselves).
	autosaveEvery time.Duration
	// background runs generation off the UI goroutine.
	background func(func())
	// after runs f on the UI goroutine once d has passed (nil: never;
	// tests run on one goroutine).
	after func(d time.Duration, f func())
	// watch calls news on the UI goroutine whenever updates signals,
	// until it is closed: a seat's news that no request of the screen's
	// brought (a game master elsewhere). nil: not watched (tests call news
	// themselves).
	watch func(updates <-chan struct{}, news func())
	// current is the game on show, if any; lobby the lobby.
	current *soloScreen
	lobby   *soloLobby
}

func defaultSoloEnv() soloEnv {
	return soloEnv{
		gamesDir:      session.GamesDir,
		now:           time.Now,
		chooseOpen:    chooseOpenFile,
		chooseSave:    chooseSaveFile,
		autosaveEvery: time.Second,
		background:    func(f func()) { go f() },
		after: func(d time.Duration, f func()) {
			time.AfterFunc(d, func() { onUI(f) })
		},
		watch: func(updates <-chan struct{}, news func()) {
			follow(updates, func(struct{}) { news() }, nil)
		},
	}
}

// soloGame is a game to show: its seat, and what the one who opens it
// knows about it besides.
type soloGame struct {
	seat seat.Seat
	// title names the game in the window's title and the top bar.
	title string
	// journal is the file the game is saved to, "" when it is not; the
	// notebook is saved beside it.
	journal string
	// remake gives the "labyrinth gen" command that makes the labyrinth
	// again (false when none does); nil when the labyrinth was not
	// generated.
	remake func() ([]string, bool)
}

// soloScreen is a practice game in the window.
type soloScreen struct {
	start *startScreen
	win   fyne.Window
	env   *soloEnv

	soloGame
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
	tips    *tipLayer
	keys    *keymap
	dialogs []dialog.Dialog

	roundLabel *widget.Label
	saveLabel  *widget.RichText
	notice     *noticeBar
	compose    *composer
	log        *announceLog
	status     *statusPanel
	notes      *notebookPanel
	reveal     *revealView

	stopAutosave func()
	closed       bool
}

// openSession shows a practice game played on this computer: a new one
// (sess fresh from session.NewSolo) or a resumed one, through the solo
// player's seat.
func (s *startScreen) openSession(sess *session.Session, title string) *soloScreen {
	sg := soloGame{seat: seat.NewLocal(sess, session.SoloSeat), title: title, journal: sess.JournalPath()}
	if m := sess.Maze(); strings.HasPrefix(m.Title, "Generated ") {
		sg.remake = func() ([]string, bool) { return cli.GenCommand(m) }
	}
	return s.openSolo(sg)
}

// openSolo shows a game through its seat.
func (s *startScreen) openSolo(sg soloGame) *soloScreen {
	g := &soloScreen{start: s, win: s.win, env: &s.solo, soloGame: sg, me: sg.seat.Viewer(), info: sg.seat.Info()}
	if s.solo.current != nil {
		s.solo.current.close()
	}
	s.solo.current = g
	g.openNotebook()
	g.build()
	g.catchUp()
	g.notes.traceFromStart()
	g.show()
	if g.env.watch != nil {
		g.env.watch(g.seat.Updates(), g.news)
	}
	return g
}

// openNotebook opens the notebook saved beside the journal, or makes one.
// A notebook that cannot be read is kept aside and a new one is made from
// the log: the drawing is lost, the game is not.
func (g *soloScreen) openNotebook() {
	opts := notebook.Options{Seat: g.me, Players: g.info.Names}
	path := ""
	if g.journal != "" {
		path = session.NotebookPath(g.journal)
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
func (g *soloScreen) build() {
	g.tips = newTipLayer()
	g.roundLabel = widget.NewLabel("")
	g.saveLabel = widget.NewRichText()
	g.notice = newNoticeBar()
	g.compose = newComposer(g)
	g.log = newAnnounceLog(g)
	g.status = newStatusPanel(g)
	g.notes = newNotebookPanel(g)
	g.root = container.NewStack()
	g.setPlaying()
}

// setPlaying lays the playing screen out: the notebook on the left, the
// status and the announcements on the right, the composer along the
// bottom.
func (g *soloScreen) setPlaying() {
	leave := newTipButton(g.tips, "Leave", theme.NavigateBackIcon(), "Back to the start screen; the game is saved and can be continued ("+g.keyHint("solo.leave")+")", g.leaveToStart)
	help := newTipButton(g.tips, "Keys", theme.HelpIcon(), "Keys and how to play ("+g.keyHint("solo.help")+")", g.showHelp)
	name := widget.NewLabelWithStyle(g.title, fyne.TextAlignLeading, fyne.TextStyle{Bold: true})
	name.Truncation = fyne.TextTruncateEllipsis
	top := container.NewBorder(nil, nil, leave, container.NewHBox(g.roundLabel, widget.NewSeparator(), g.saveLabel, help), g.titleWithRemake(name))

	side := container.NewBorder(g.status.content(), nil, nil, nil, g.log.content())
	split := container.NewHSplit(g.notes.content(), container.New(minWidthLayout{width: 340}, side))
	split.Offset = 0.6
	body := container.NewBorder(container.NewVBox(top, widget.NewSeparator()),
		container.NewVBox(widget.NewSeparator(), g.notice.Container, g.compose.content()), nil, nil, split)
	g.root.Objects = []fyne.CanvasObject{container.New(floorLayout{floor: minWindowSize}, container.NewPadded(body)), g.tips.Container}
	g.root.Refresh()
}

// show hands the window to the game.
func (g *soloScreen) show() {
	g.start.leave()
	g.win.SetContent(g.root)
	g.win.SetMainMenu(nil)
	g.keys = installKeys(g.win.Canvas(), g.soloBindings(), g.dialogOpen)
	g.win.SetCloseIntercept(g.quit)
	g.win.SetTitle(g.title + " — " + AppName)
	if g.env.autosaveEvery > 0 {
		g.stopAutosave = every(g.env.autosaveEvery, g.autosave)
	}
	if g.nbNotice != "" {
		g.say(g.nbNotice)
	}
	if g.over() {
		g.showReveal()
	}
}

// over reports whether the game is over, as the seat heard it.
func (g *soloScreen) over() bool { return seat.Over(g.seat) }

// known is what the player knows of his own condition, as his seat worked
// it out from what he heard.
func (g *soloScreen) known() *session.Known {
	k := g.seat.Known()
	return &k
}

// dialogOpen tells whether a dialog or menu is over the game: its keys
// then belong to it.
func (g *soloScreen) dialogOpen() bool { return g.win.Canvas().Overlays().Top() != nil }

func (g *soloScreen) present(d dialog.Dialog) {
	g.dialogs = append(g.dialogs, d)
	d.Show()
}

// catchUp shows what the player has heard: the opening of a new game, or
// the whole log of a resumed one.
func (g *soloScreen) catchUp() {
	g.nb.AppendEvents(g.takeNews()...)
	g.log.refresh()
	g.status.refresh()
	g.updateRound()
	g.compose.refresh()
}

// takeNews returns the events the seat heard since the screen last looked.
func (g *soloScreen) takeNews() []game.Event {
	news := g.seat.Events(g.heard)
	g.heard += len(news)
	return news
}

// sayStatement sends a statement to the game master through the seat. It
// returns the error to show under the text field — the game master's
// refusal (*game.Refusal) or why it could not be said — and nil once it
// was heard and answered.
func (g *soloScreen) sayStatement(st moves.Statement) error {
	if g.over() {
		return errors.New("the game is over")
	}
	if err := g.seat.Say(st); err != nil {
		return err
	}
	g.news()
	return nil
}

// news takes in what the seat heard since the screen last looked: the
// answer to a statement, or (from a game master elsewhere) what others
// did. It does nothing when there is nothing new.
func (g *soloScreen) news() {
	if g.closed {
		return
	}
	out := g.takeNews()
	if len(out) == 0 {
		return
	}
	g.notice.hide()
	g.nb.AppendEvents(out...)
	g.log.refresh()
	g.status.refresh()
	g.updateRound()
	g.notes.heard()
	g.compose.refresh()
	g.autosave()
	if g.over() {
		g.showReveal()
	}
}

// sayMove says a move built with the buttons.
func (g *soloScreen) sayMove(m moves.Move) error {
	return g.sayStatement(moves.Statement{Kind: moves.SayMove, Move: m})
}

func (g *soloScreen) updateRound() {
	state := g.seat.State()
	round := state.Round
	switch {
	case state.Phase == game.Over:
		g.roundLabel.SetText("Game over after " + counted(max(round, 1), "round", "rounds"))
	default:
		g.roundLabel.SetText(fmt.Sprintf("Round %d", max(round, 1)))
	}
	g.updateSaved()
}

// updateSaved says in the top bar whether everything is on disk.
func (g *soloScreen) updateSaved() {
	text, colour := "Saved", theme.ColorNameSuccess
	switch {
	case g.journal == "":
		text, colour = "Not saved", colorNameMuted
	case g.nbNotice != "":
		text, colour = "Notebook not saved", theme.ColorNameError
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
func (g *soloScreen) autosave() {
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
func (g *soloScreen) say(msg string) { g.notice.show(msg, true) }

// tell shows news there.
func (g *soloScreen) tell(msg string) { g.notice.show(msg, false) }

// close ends the screen's work: timers, keys, files. The game stays saved.
func (g *soloScreen) close() {
	if g.closed {
		return
	}
	g.closed = true
	if g.stopAutosave != nil {
		g.stopAutosave()
	}
	g.tips.hideNow()
	if g.keys != nil {
		g.keys.uninstall()
		g.keys = nil
	}
	g.notes.close()
	if g.nb != nil {
		g.nb.Close()
	}
	g.seat.Close()
	if g.env.current == g {
		g.env.current = nil
	}
}

// leaveToStart closes the game (saved) and shows the start screen.
func (g *soloScreen) leaveToStart() {
	g.close()
	g.start.show()
}

// leaveToLobby closes the game and shows the practice lobby.
func (g *soloScreen) leaveToLobby() {
	g.close()
	g.start.openSoloLobby()
}

// quit is Ctrl+Q and the window's close button: nothing to ask, the game
// is saved move by move.
func (g *soloScreen) quit() {
	g.close()
	g.start.quit()
}

// keyHint is the key label of an action, for tooltips.
func (g *soloScreen) keyHint(id string) string {
	for _, k := range g.soloBindings() {
		if k.id == id {
			return bindingLabel(k)
		}
	}
	return ""
}

// The solo screen's groups on the F1 sheet.
const (
	groupMove  = "Your move"
	groupGame  = "Game"
	groupSoloV = "View"
)

// soloBindings is the game screen's complete list of keys, in the order F1
// shows it. The arrow keys and the move keys act when no field has the
// keyboard: in the text field they edit the text, in the notebook they
// move its cursor.
func (g *soloScreen) soloBindings() []keyBinding {
	ctrl := withShortcutModifier
	b := []keyBinding{
		{id: "move.up", group: groupMove, shortcut: plainKey(fyne.KeyUp), what: "Go up (with the actions chosen before and after)", run: func() { g.compose.step(maze.Up) }},
		{id: "move.left", group: groupMove, shortcut: plainKey(fyne.KeyLeft), what: "Go left", run: func() { g.compose.step(maze.Left) }},
		{id: "move.right", group: groupMove, shortcut: plainKey(fyne.KeyRight), what: "Go right", run: func() { g.compose.step(maze.Right) }},
		{id: "move.down", group: groupMove, shortcut: plainKey(fyne.KeyDown), what: "Go down", run: func() { g.compose.step(maze.Down) }},
		{id: "move.flow", group: groupMove, shortcut: plainKey(fyne.KeyF), what: "Go by the flow (in a river)", run: func() { g.compose.special(moves.ByFlow) }},
		{id: "move.loop", group: groupMove, shortcut: plainKey(fyne.KeyL), what: "Go by the loop (in a pit)", run: func() { g.compose.special(moves.ByLoop) }},
		{id: "move.type", group: groupMove, shortcut: plainKey(fyne.KeyReturn), also: []fyne.KeyboardShortcut{plainKey(fyne.KeyEnter)}, what: "Type a move in words (Enter again says it)", run: g.compose.focusEntry},
		{id: "move.clear", group: groupMove, shortcut: plainKey(fyne.KeyEscape), what: "Forget the actions chosen for the next move", run: g.compose.clearActions},
		{id: "move.status", group: groupMove, shortcut: ctrl(fyne.KeyI), what: "Ask the game master your status (said aloud, §6.4)", run: g.status.ask},
		{id: "solo.leave", group: groupGame, shortcut: ctrl(fyne.KeyW), what: "Leave the game (it is saved) and go back to the start screen", run: g.leaveToStart},
		{id: "solo.new", group: groupGame, shortcut: ctrl(fyne.KeyN), what: "Leave the game (it is saved) for a new one", run: g.leaveToLobby},
		{id: "app.quit", group: groupGame, shortcut: ctrl(fyne.KeyQ), what: "Quit Labyrinth (the game is saved)", run: g.quit},
		{id: "solo.undo", group: groupSoloV, shortcut: &fyne.ShortcutUndo{}, what: "Undo in the notebook", run: g.notes.undo},
		{id: "solo.redo", group: groupSoloV, shortcut: &desktop.CustomShortcut{KeyName: fyne.KeyZ, Modifier: fyne.KeyModifierShortcutDefault | fyne.KeyModifierShift}, also: []fyne.KeyboardShortcut{&fyne.ShortcutRedo{}}, what: "Redo in the notebook", run: g.notes.redo},
		{id: "solo.appearance", group: groupSoloV, shortcut: ctrl(fyne.KeyT), what: "Switch appearance: system, light, dark", run: g.start.cycleAppearance},
		{id: "solo.fullscreen", group: groupSoloV, shortcut: plainKey(fyne.KeyF11), what: "Full screen on or off", run: g.start.toggleFullScreen},
		{id: "solo.help", group: groupSoloV, shortcut: plainKey(fyne.KeyF1), what: "Show the keys and how to play", run: g.showHelp},
	}
	return b
}

// showHelp is the F1 sheet: every key by group, and a few words on play.
func (g *soloScreen) showHelp() {
	grid := container.New(layout.NewFormLayout())
	group := ""
	for _, k := range g.soloBindings() {
		if k.group != group {
			group = k.group
			grid.Add(widget.NewLabel(""))
			grid.Add(widget.NewLabelWithStyle(group, fyne.TextAlignLeading, fyne.TextStyle{Bold: true}))
		}
		grid.Add(widget.NewLabelWithStyle(bindingLabel(k), fyne.TextAlignTrailing, fyne.TextStyle{Bold: true}))
		grid.Add(widget.NewLabel(k.what))
	}
	intro := widget.NewLabel("You never see the maze: the game master tells you what each move did, in the reference's words. " +
		"Draw what you learn in the notebook. Click the notebook to draw with its keys (its ? button lists them); click elsewhere, " +
		"or a direction button, and the arrow keys move you again. Skipping your move ends a solo game in a draw (§6.6).")
	intro.Wrapping = fyne.TextWrapWord
	content := container.NewBorder(container.New(widthLayout{width: 560}, intro), nil, nil, nil, container.NewVScroll(grid))
	var d *dialog.CustomDialog
	closeBtn := newDismissButton("Close", func() { d.Hide() })
	d = dialog.NewCustomWithoutButtons("Solo practice: keys", content, g.win)
	d.SetButtons([]fyne.CanvasObject{closeBtn})
	g.present(d)
	d.Resize(fyne.NewSize(640, min(g.win.Canvas().Size().Height-40, 640)))
	g.win.Canvas().Focus(closeBtn)
}
