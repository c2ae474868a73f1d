package join

import (
	"context"
	"slices"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"github.com/labyrinth-game/labyrinth/app/lan"
	"github.com/labyrinth-game/labyrinth/app/remote"
	"github.com/labyrinth-game/labyrinth/ui/shell"
	"github.com/labyrinth-game/labyrinth/ui/widgets"
)

// listWidth bounds the list's column on a wide screen: a game's line
// stays within reach of its buttons.
const listWidth = 900

// Screen is the join list in the window: the games on the network as
// their hosts answer, the typed address, and what happens when the player
// joins one.
type Screen struct {
	frame shell.Frame
	win   fyne.Window
	env   *Env

	list     *lan.List
	noIface  error // why there is no interface to look on, if none
	stopList func()

	address *widget.Entry
	lookup  *widget.Button
	addrMsg *widget.RichText
	rows    *fyne.Container
	empty   *widget.RichText
	small   *widget.RichText
	notice  *widgets.NoticeBar
	keys    *shell.Keymap
	root    fyne.CanvasObject

	// shown and status are what the rows show now, so that a change
	// signal that changes nothing redraws nothing (idle is idle).
	shown  []lan.Game
	status lan.Status
	// busy: a join or a look-up is under way, and the buttons wait.
	busy   bool
	closed bool
}

// Open shows the join list in the frame's window and starts looking for
// games on the network.
func Open(f shell.Frame, env *Env) *Screen {
	if env.list != nil {
		env.list.Close()
	}
	s := &Screen{frame: f, win: f.Window(), env: env}
	ifaces, err := env.Interfaces()
	s.noIface = err
	s.list = lan.Watch(lan.ListConfig{Interfaces: ifaces, Round: env.Round})
	s.build()
	s.show()
	s.refresh()
	s.stopList = env.Watch(s.list.Changes(), s.refresh, nil)
	env.list = s
	if env.TicketsErr != nil {
		s.notice.Post("Your seats' tickets cannot be kept ("+env.TicketsErr.Error()+"): a seat you take cannot be taken back after Labyrinth is closed.", true)
	}
	return s
}

func (s *Screen) build() {
	s.address = widget.NewEntry()
	s.address.SetPlaceHolder("192.168.1.20:7527")
	s.address.OnSubmitted = func(string) { s.lookUp() }
	s.lookup = widget.NewButtonWithIcon("Look up", theme.SearchIcon(), s.lookUp)
	s.addrMsg = widgets.MutedText("", fyne.TextWrapWord)
	s.addrMsg.Hide()
	s.rows = container.NewVBox()
	s.empty = widgets.MutedText("", fyne.TextWrapWord)
	s.small = widgets.MutedText("", fyne.TextWrapWord)
	s.notice = widgets.NewNoticeBar()

	back := widget.NewButtonWithIcon("Start screen", theme.NavigateBackIcon(), s.back)
	back.Importance = widget.LowImportance
	top := container.NewBorder(nil, nil, back, nil, widget.NewLabelWithStyle("Join a game", fyne.TextAlignCenter, fyne.TextStyle{Bold: true}))

	addrLabel := widget.NewLabel("Host's address")
	byAddress := container.NewVBox(
		widgets.SectionHead("Join by address"),
		container.NewBorder(nil, nil, addrLabel, s.lookup, s.address),
		s.addrMsg,
	)
	games := container.NewBorder(
		container.NewVBox(widgets.SectionHead("Games on your network"), s.notice.Container),
		container.NewVBox(widget.NewSeparator(), byAddress, widget.NewSeparator(), s.small),
		nil, nil,
		container.NewVScroll(s.rows))
	// The column keeps to listWidth and the window's whole height.
	column := container.New(widgets.Bounded{Max: fyne.NewSize(listWidth, 1e6)}, games)
	body := container.NewBorder(container.NewVBox(top, widget.NewSeparator()), nil, nil, nil, column)
	s.root = container.New(widgets.Stretch{Min: shell.MinWindowSize}, container.NewPadded(body))
}

// show hands the window to the list.
func (s *Screen) show() {
	s.frame.TakeWindow()
	s.win.SetContent(s.root)
	s.win.SetMainMenu(nil)
	s.win.SetCloseIntercept(nil)
	s.win.SetTitle("Join a game — " + shell.AppName)
	s.keys = shell.InstallKeys(s.win.Canvas(), shell.Bind(shell.JoinKeys(), map[string]func(){
		"join.back":       s.back,
		"join.address":    func() { s.win.Canvas().Focus(s.address) },
		"app.quit":        s.quit,
		"view.appearance": s.frame.CycleAppearance,
		"view.fullscreen": s.frame.ToggleFullScreen,
	}), func() bool { return s.win.Canvas().Overlays().Top() != nil })
}

// refresh shows the list's games and where it looks, when they changed.
func (s *Screen) refresh() {
	if s.closed {
		return
	}
	games, st := s.list.Games(), s.list.Status()
	if s.rows.Objects != nil && slices.Equal(games, s.shown) && slices.Equal(st.Interfaces, s.status.Interfaces) && slices.Equal(st.Problems, s.status.Problems) {
		return // a round that heard what it heard before: nothing to draw
	}
	s.shown, s.status = games, st
	s.drawRows()
	widgets.SetMuted(s.small, lookingOn(st))
	if s.env.Shown != nil {
		s.env.Shown(games)
	}
}

// drawRows makes the rows again from what is shown.
func (s *Screen) drawRows() {
	objs := make([]fyne.CanvasObject, 0, 2*len(s.shown)+1)
	for _, g := range s.shown {
		objs = append(objs, s.row(g), widget.NewSeparator())
	}
	if len(objs) == 0 {
		widgets.SetMuted(s.empty, emptyList(s.status, s.noIface))
		objs = append(objs, s.empty)
	}
	s.rows.Objects = objs
	s.rows.Refresh()
}

// lookUp probes the address typed in; the game found joins the list.
func (s *Screen) lookUp() {
	addr := strings.TrimSpace(s.address.Text)
	if addr == "" {
		s.addressSays("Type the host's address and its port, as the host's screen shows it: 192.168.1.20:7527.", true)
		return
	}
	if s.busy {
		return
	}
	s.setBusy(true)
	s.addressSays("Looking up "+addr+"…", false)
	l := s.list
	s.env.Background(func() {
		g, err := s.env.Probe(context.Background(), l, addr)
		shell.OnUI(func() {
			if s.closed {
				return
			}
			s.setBusy(false)
			if err != nil {
				s.addressSays(refusal(err, remote.Config{}), true)
				return
			}
			s.address.SetText("")
			s.addressSays("Found “"+g.Name+"” at "+g.Addr+": it is on the list.", false)
			s.refresh()
		})
	})
}

// addressSays shows a line under the address field: an error, or news.
func (s *Screen) addressSays(msg string, warn bool) {
	colour := shell.ColorNameMuted
	if warn {
		colour = theme.ColorNameError
	}
	s.addrMsg.Segments = []widget.RichTextSegment{&widget.TextSegment{Text: msg, Style: widget.RichTextStyle{ColorName: colour, Inline: true}}}
	s.addrMsg.Show()
	s.addrMsg.Refresh()
}

// setBusy disables what would start a second join or look-up.
func (s *Screen) setBusy(b bool) {
	s.busy = b
	if b {
		s.lookup.Disable()
	} else {
		s.lookup.Enable()
	}
	s.drawRows()
}

// Close stops looking for games and lets go of the window's keys.
func (s *Screen) Close() {
	if s.closed {
		return
	}
	s.closed = true
	if s.stopList != nil {
		s.stopList()
	}
	s.list.Close()
	if s.keys != nil {
		s.keys.Uninstall()
		s.keys = nil
	}
	if s.env.list == s {
		s.env.list = nil
	}
}

// Closed reports whether the screen was closed.
func (s *Screen) Closed() bool { return s.closed }

func (s *Screen) back() {
	s.Close()
	s.frame.ShowStart()
}

func (s *Screen) quit() {
	s.Close()
	s.frame.Quit()
}
