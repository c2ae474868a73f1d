package mastertable

import (
	"fmt"
	"github.com/labyrinth-game/labyrinth/app/bot"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/layout"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	apphost "github.com/labyrinth-game/labyrinth/app/host"
	"github.com/labyrinth-game/labyrinth/app/remote"
	"github.com/labyrinth-game/labyrinth/ui/play"
	"github.com/labyrinth-game/labyrinth/ui/shell"
	"github.com/labyrinth-game/labyrinth/ui/widgets"
)

// Env is what the host's screens need from around them. Tests replace the
// parts that would wait for another goroutine or a person.
type Env struct {
	// Watch calls news on the UI goroutine whenever updates signals, until
	// stop is closed. nil: not watched (tests call Screen.Update).
	Watch func(updates, stop <-chan struct{}, news func())
	// Every calls f on the UI goroutine every d until the returned function
	// is called: the §9 countdown while a move is timed or a break held.
	// nil: no countdown ticks (tests call Screen.Update).
	Every func(d time.Duration, f func()) (stop func())
	// Now is the time the countdowns are counted to.
	Now func() time.Time
	// Background runs the host's own player's joining off the UI
	// goroutine; tests run it at once.
	Background func(func())
	// Tickets keeps the ticket of the host's own seat, so that he takes it
	// back after leaving his game screen or after the host was resumed.
	Tickets func() (*remote.Tickets, error)
	// Play is the game screen's environment, for the host's own seat.
	Play play.Env
	// UserName is the first name of the person logged in, the last guess
	// at the name he plays under ("" or nil: none).
	UserName func() string
}

// DefaultEnv is the host's screens' environment in the app: the host
// followed through the bridge (shell.OnUI), the countdown ticking every
// second, tickets in the user's configuration directory.
func DefaultEnv() *Env {
	return &Env{
		Watch: func(updates, stop <-chan struct{}, news func()) {
			go func() {
				for {
					select {
					case _, ok := <-updates:
						if !ok {
							return
						}
						shell.OnUI(news)
					case <-stop:
						return
					}
				}
			}()
		},
		Every:      shell.Every,
		Now:        time.Now,
		Background: func(f func()) { go f() },
		Tickets:    remote.DefaultTickets,
		Play:       play.DefaultEnv(),
		UserName:   shell.UserFirstName,
	}
}

// NewEnvIn is an environment for tests of the screens around the host's:
// nothing is watched or ticks (the test calls Screen.Update), the own
// player joins at once, his tickets are kept in dir.
func NewEnvIn(dir string) *Env {
	return &Env{
		Now:        time.Now,
		Background: func(f func()) { f() },
		Tickets:    func() (*remote.Tickets, error) { return &remote.Tickets{Dir: dir}, nil },
	}
}

// Screen is a hosted game in the window: its lobby, then the game master's
// table (a person as game master) or the lobby's view of the game going
// on (the computer as game master).
type Screen struct {
	frame shell.Frame
	win   fyne.Window
	env   *Env
	h     *apphost.Host

	// tb is the table on show; anns the announcements taken so far.
	tb   apphost.Table
	anns []apphost.Announcement
	// redraws counts the tables drawn, for tests: a table of the version
	// on show is not drawn again.
	redraws int

	root   *fyne.Container
	body   *fyne.Container // the lobby or the table
	tips   *widgets.TipLayer
	notice *widgets.NoticeBar
	title  *widget.Label
	stage  *widget.Label
	keys   *shell.Keymap

	lobby *lobbyView
	table *tableView
	// own is the host's own player (computer game master): his
	// connection, and his game screen once open.
	own *ownSeat
	// bots are the computer players seated from the lobby.
	bots []*bot.Hosted

	stop       chan struct{}
	stopTick   func()
	closed     bool
	hostClosed bool
}

// OpenLobby shows a running host in the frame's window: its lobby, then
// its game. The screen stops the host when the user stops hosting or
// quits; the game stays saved and "Continue hosting" resumes it.
func OpenLobby(f shell.Frame, env *Env, h *apphost.Host) *Screen {
	s := &Screen{frame: f, win: f.Window(), env: env, h: h, stop: make(chan struct{})}
	s.build()
	s.show()
	s.Update()
	if env.Watch != nil {
		env.Watch(h.Updates(), s.stop, s.Update)
		go func() {
			select {
			case <-h.Done():
				shell.OnUI(s.Update)
			case <-s.stop:
			}
		}()
	}
	return s
}

func (s *Screen) build() {
	s.tips = widgets.NewTipLayer()
	s.notice = widgets.NewNoticeBar()
	s.title = widget.NewLabelWithStyle(s.h.Name(), fyne.TextAlignLeading, fyne.TextStyle{Bold: true})
	s.title.Truncation = fyne.TextTruncateEllipsis
	s.stage = widget.NewLabel("")
	leave := widgets.NewTipButton(s.tips, "Stop hosting", theme.NavigateBackIcon(),
		"Stop hosting and go back to the start screen; the game is saved and can be continued ("+s.keyHint("host.stop")+")", s.confirmStop)
	help := widgets.NewTipButton(s.tips, "Keys", theme.HelpIcon(), "Keys of this screen ("+s.keyHint("help.keys")+")", s.showHelp)
	top := container.NewBorder(nil, nil, leave, container.NewHBox(s.stage, help), s.title)
	s.body = container.NewStack()
	s.lobby = newLobbyView(s)
	main := container.NewBorder(container.NewVBox(top, widget.NewSeparator(), s.notice.Container), nil, nil, nil, s.body)
	s.root = container.NewStack(container.New(widgets.Stretch{Min: shell.MinWindowSize}, container.NewPadded(main)), s.tips.Container)
}

// show hands the window to the host's screen (again, when the host's user
// comes back from his own game).
func (s *Screen) show() {
	s.frame.TakeWindow()
	s.win.SetContent(s.root)
	s.win.SetMainMenu(nil)
	s.keys = shell.InstallKeys(s.win.Canvas(), s.bindings(), s.dialogOpen)
	s.win.SetCloseIntercept(s.confirmQuit)
	s.win.SetTitle(s.h.Name() + " (hosting) — " + shell.AppName)
}

func (s *Screen) dialogOpen() bool { return s.win.Canvas().Overlays().Top() != nil }

// Update takes the host's table and the announcements since the last, and
// shows them. A table of the version on show is not drawn again. The
// watcher calls it on every signal of the host's Updates.
func (s *Screen) Update() {
	if s.closed {
		return
	}
	select {
	case <-s.h.Done():
		s.hostStopped()
		return
	default:
	}
	tb := s.h.Table()
	news := s.h.Announcements(len(s.anns))
	s.anns = append(s.anns, news...)
	if tb.Version == s.tb.Version && s.redraws > 0 && len(news) == 0 {
		return
	}
	s.tb = tb
	s.redraws++
	s.draw(news)
}

// draw lays out the view the table's stage calls for and shows the table.
func (s *Screen) draw(news []apphost.Announcement) {
	s.stage.SetText(stageText(s.tb))
	if s.tb.Master == apphost.HumanMaster && s.tb.Stage != apphost.StageLobby {
		if s.table == nil {
			s.table = newTableView(s)
			s.setBody(s.table.content())
		}
		s.table.apply(s.tb, news)
	} else {
		if len(s.body.Objects) == 0 {
			s.setBody(s.lobby.content())
		}
		s.lobby.apply(s.tb)
	}
	s.keepTicking()
	if s.own != nil {
		s.own.tableChanged()
	}
}

func (s *Screen) setBody(o fyne.CanvasObject) {
	s.body.Objects = []fyne.CanvasObject{o}
	s.body.Refresh()
}

// keepTicking runs the countdown while a move is timed or a break is
// held, and stops it otherwise: idle is idle.
func (s *Screen) keepTicking() {
	t := s.tb.Timing
	running := s.tb.Stage == apphost.StagePlaying && (t.Timed >= 0 || t.Break.Held(s.env.Now()))
	switch {
	case running && s.stopTick == nil && s.env.Every != nil:
		s.stopTick = s.env.Every(time.Second, s.tick)
	case !running && s.stopTick != nil:
		s.stopTick()
		s.stopTick = nil
	}
}

// tick shows the countdowns at the time it is now.
func (s *Screen) tick() {
	if s.table != nil {
		s.table.controls.showTiming()
	}
	s.keepTicking()
}

// stageText is where the game stands, for the top bar.
func stageText(tb apphost.Table) string {
	switch tb.Stage {
	case apphost.StageLobby:
		free := 0
		for _, st := range tb.Seats {
			if st.Presence == remote.Free {
				free++
			}
		}
		return "Lobby: " + shell.Counted(free, "seat", "seats") + " free"
	case apphost.StageChoosing:
		return "Choosing the start cells"
	case apphost.StagePlaying:
		if tb.Turn >= 0 && tb.Turn < len(tb.Seats) {
			return fmt.Sprintf("Round %d · %s's turn", tb.Round, tb.Seats[tb.Turn].Name)
		}
		return fmt.Sprintf("Round %d", tb.Round)
	}
	return "The game is over"
}

// refused shows why the host refused a control, in words.
func (s *Screen) refused(what string, err error) bool {
	if err == nil {
		s.notice.Dismiss()
		return false
	}
	s.notice.Post(shell.UpperFirst(what)+": "+reason(err), true)
	return true
}

// reason is a refusal in words, without the player's name in front.
func reason(err error) string {
	type reasoned interface{ Reason() string }
	if r, ok := err.(reasoned); ok {
		return r.Reason()
	}
	return err.Error()
}

// confirmStop asks before the host stops: the players are cut off.
func (s *Screen) confirmStop() {
	s.askStop("Stop hosting", func() { s.frame.ShowStart() })
}

// confirmQuit is the window's close button and Ctrl+Q.
func (s *Screen) confirmQuit() {
	s.askStop("Quit", func() { s.frame.Quit() })
}

func (s *Screen) askStop(verb string, then func()) {
	msg := "The players are cut off. The game is saved: Continue hosting on the start screen takes it up again and they come back to their seats."
	if s.tb.Stage == apphost.StageOver {
		msg = "The game is over; the players keep its reveal."
	}
	text := widget.NewLabel(msg)
	text.Wrapping = fyne.TextWrapWord
	d := dialog.NewCustomConfirm(verb+"?", verb, "Keep hosting", container.New(widgets.Width{Width: 420}, text), func(ok bool) {
		if ok {
			s.Close()
			then()
		}
	}, s.win)
	d.Show()
}

// Close stops the screen and the host (the game stays saved).
func (s *Screen) Close() {
	if s.closed {
		return
	}
	s.closed = true
	close(s.stop)
	if s.stopTick != nil {
		s.stopTick()
		s.stopTick = nil
	}
	s.tips.HideNow()
	if s.keys != nil {
		s.keys.Uninstall()
	}
	if s.own != nil {
		s.own.close()
	}
	if s.table != nil {
		s.table.close()
	}
	s.stopBots()
	s.h.Close()
}

// Closed reports whether the screen was closed.
func (s *Screen) Closed() bool { return s.closed }

// hostStopped tells that the host stopped on its own (its listener
// failed): the game is saved and can be continued.
func (s *Screen) hostStopped() {
	if s.hostClosed {
		return
	}
	s.hostClosed = true
	msg := "The host has stopped"
	if err := s.h.Err(); err != nil {
		msg += ": " + err.Error()
	}
	s.notice.Post(msg+". The game is saved: Continue hosting takes it up again.", true)
}

func (s *Screen) keyHint(id string) string {
	if k, ok := shell.Find(s.bindings(), id); ok {
		return k.Label()
	}
	return ""
}

// bindings are the host's keys (shell.HostKeys) with what they do here.
func (s *Screen) bindings() []shell.Binding {
	return shell.Bind(shell.HostKeys(), map[string]func(){
		"host.stop":       s.confirmStop,
		"host.start":      s.startOrBegin,
		"host.timer":      s.toggleTimer,
		"host.end":        s.confirmEnd,
		"app.quit":        s.confirmQuit,
		"view.appearance": s.frame.CycleAppearance,
		"view.fullscreen": s.frame.ToggleFullScreen,
		"help.keys":       s.showHelp,
		"view.floorup":    func() { s.stepFloor(1) },
		"view.floordown":  func() { s.stepFloor(-1) },
	})
}

// stepFloor is Page Up and Page Down: the floor above or below on the
// plan on show (the table's or the reveal's), for a labyrinth of several
// floors.
func (s *Screen) stepFloor(d int) {
	if s.table != nil && !s.dialogOpen() {
		s.table.stepFloor(d)
	}
}

// startOrBegin is Ctrl+Enter: start the game in the lobby, begin play
// once the starts are chosen.
func (s *Screen) startOrBegin() {
	switch {
	case s.tb.Stage == apphost.StageLobby:
		s.lobby.start()
	case s.table != nil && s.tb.Stage == apphost.StageChoosing:
		s.table.controls.beginPlay()
	}
}

func (s *Screen) toggleTimer() {
	if s.table != nil {
		s.table.controls.toggleTimer()
	}
}

func (s *Screen) confirmEnd() {
	if s.table != nil {
		s.table.controls.confirmEnd()
	}
}

// showHelp lists the keys.
func (s *Screen) showHelp() {
	grid := container.New(layout.NewFormLayout())
	for _, k := range s.bindings() {
		grid.Add(widget.NewLabelWithStyle(k.Label(), fyne.TextAlignTrailing, fyne.TextStyle{Bold: true}))
		grid.Add(widget.NewLabel(k.What))
	}
	d := dialog.NewCustom("Keys", "Close", grid, s.win)
	d.Show()
}
