package hostsetup

import (
	"errors"
	"fmt"
	"math/rand/v2"
	"net"
	"path/filepath"
	"strconv"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/layout"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"github.com/labyrinth-game/labyrinth/app/cli"
	"github.com/labyrinth-game/labyrinth/app/host"
	"github.com/labyrinth-game/labyrinth/app/lan"
	"github.com/labyrinth-game/labyrinth/app/rulebook"
	"github.com/labyrinth-game/labyrinth/engine/game"
	"github.com/labyrinth-game/labyrinth/engine/gen"
	"github.com/labyrinth-game/labyrinth/engine/maze"
	"github.com/labyrinth-game/labyrinth/engine/rules"
	"github.com/labyrinth-game/labyrinth/engine/validate"
	"github.com/labyrinth-game/labyrinth/net/discovery"
	"github.com/labyrinth-game/labyrinth/ui/rulesform"
	"github.com/labyrinth-game/labyrinth/ui/shell"
	"github.com/labyrinth-game/labyrinth/ui/widgets"
)

// Preferences keys of the last choices.
const (
	prefWidth      = "host.width"
	prefHeight     = "host.height"
	prefDifficulty = "host.difficulty"
	prefRules      = "host.rules"
	prefName       = "host.name"
	prefSeats      = "host.seats"
	prefSpectators = "host.spectators"
	prefMaster     = "host.master"
	prefPort       = "host.port"
	prefIface      = "host.iface"
)

// The form's words.
const (
	sourceGenerate = "Generate a maze"
	sourceFile     = "A maze file"
	sourceEditor   = "The editor's maze"
	masterComputer = "The computer"
	masterHuman    = "Me, at this computer"
	noAdvertise    = "Don't advertise: players type the address"
	rulesOfMaze    = "The maze's own rules"

	// formWidth is the setup's column; the rules form has the rest.
	formWidth = 400
)

// Screen is the host setup on show.
type Screen struct {
	frame  shell.Frame
	win    fyne.Window
	env    *Env
	hosted func(*host.Host)
	store  *rulebook.Store

	source     *widget.RadioGroup
	width      *widget.Entry
	height     *widget.Entry
	difficulty *widget.Select
	seed       *widget.Entry
	genRows    *fyne.Container
	fileRows   *fyne.Container
	fileLabel  *widget.Label
	fileMaze   *maze.Maze
	filePath   string
	rules      *rulesform.Form
	name       *widget.Entry
	seats      *widget.Select
	code       *widget.Entry
	watch      *widget.Check
	spectators *widget.Entry
	master     *widget.RadioGroup
	masterNote *widget.RichText
	iface      *widget.Select
	ifaces     []net.Interface
	ifaceNote  *widget.RichText
	port       *widget.Entry
	message    *widget.RichText
	hostBtn    *widget.Button
	resumeList *fyne.Container
	resumeBox  *fyne.Container
	column     *fyne.Container // the setup's column, scrolled
	scroll     *container.Scroll
	keys       *shell.Keymap
	root       fyne.CanvasObject
	busy       bool
	closed     bool
}

// Open shows the host setup in the frame's window. hosted is called on the
// UI goroutine with the host once it runs (a new game or one continued);
// the screen has then let go of the window.
func Open(f shell.Frame, env *Env, hosted func(*host.Host)) *Screen {
	s := &Screen{frame: f, win: f.Window(), env: env, hosted: hosted}
	s.build()
	f.TakeWindow()
	s.win.SetContent(s.root)
	s.win.SetMainMenu(nil)
	s.win.SetCloseIntercept(nil)
	s.win.SetTitle("Host a game — " + shell.AppName)
	s.keys = shell.InstallKeys(s.win.Canvas(), shell.Bind(shell.HostSetupKeys(), map[string]func(){
		"setup.back":      s.back,
		"setup.host":      s.Host,
		"app.quit":        f.Quit,
		"view.appearance": f.CycleAppearance,
		"view.fullscreen": f.ToggleFullScreen,
	}), func() bool { return s.win.Canvas().Overlays().Top() != nil })
	return s
}

func (s *Screen) prefs() fyne.Preferences { return s.frame.App().Preferences() }

func (s *Screen) build() {
	p := s.prefs()
	// The maze.
	s.width = widgets.IntEntry(p.IntWithFallback(prefWidth, 8))
	s.height = widgets.IntEntry(p.IntWithFallback(prefHeight, 8))
	var diffs []string
	for _, d := range gen.Difficulties {
		diffs = append(diffs, shell.UpperFirst(d.String()))
	}
	s.difficulty = widget.NewSelect(diffs, nil)
	s.difficulty.SetSelected(shell.UpperFirst(p.StringWithFallback(prefDifficulty, gen.Standard.String())))
	s.seed = widget.NewEntry()
	s.seed.SetText(strconv.FormatUint(rand.Uint64()%1_000_000, 10))
	reseed := widget.NewButtonWithIcon("", theme.ViewRefreshIcon(), func() {
		s.seed.SetText(strconv.FormatUint(rand.Uint64()%1_000_000, 10))
	})
	size := container.NewHBox(container.New(widgets.FixedWidth{Width: 64}, s.width), widget.NewLabel("×"),
		container.New(widgets.FixedWidth{Width: 64}, s.height), widgets.MutedText(fmt.Sprintf("%d to %d", maze.MinSide, maze.MaxSide), fyne.TextWrapOff))
	s.genRows = container.New(layout.NewFormLayout(),
		widget.NewLabel("Size"), size,
		widget.NewLabel("Difficulty"), s.difficulty,
		widget.NewLabel("Seed"), container.NewBorder(nil, nil, nil, reseed, s.seed))
	s.fileLabel = widget.NewLabel("No file chosen")
	s.fileLabel.Truncation = fyne.TextTruncateEllipsis
	browse := widget.NewButtonWithIcon("Choose…", theme.FolderOpenIcon(), s.chooseMaze)
	s.fileRows = container.New(layout.NewFormLayout(), widget.NewLabel("File"), container.NewBorder(nil, nil, nil, browse, s.fileLabel))
	sources := []string{sourceGenerate, sourceFile}
	if s.env.EditorMaze() != "" {
		sources = append(sources, sourceEditor)
	}
	s.source = widget.NewRadioGroup(sources, func(string) { s.sourceChanged() })
	s.source.Horizontal = true
	s.source.Required = true

	// The rules.
	var err error
	if s.store, err = s.env.Rules(); err != nil {
		s.store = nil
	}
	r, from := rules.Reference(), "Reference"
	if name := p.String(prefRules); name != "" {
		if s.store != nil {
			if rr, err := s.store.Load(name); err == nil {
				r, from = rr, name
			}
		} else if rr, ok := rules.Preset(name); ok {
			r, from = rr, name
		}
	}
	s.rules = rulesform.New(s.win, rulesform.Config{Store: s.store, ChooseFile: func(done func(string)) {
		s.env.ChooseOpen(s.win, "", done)
	}}, r, from)

	// The game.
	s.name = widget.NewEntry()
	s.name.SetText(p.StringWithFallback(prefName, s.defaultName()))
	var seats []string
	for n := 1; n <= game.MaxPlayers; n++ {
		seats = append(seats, strconv.Itoa(n))
	}
	s.seats = widget.NewSelect(seats, nil)
	s.seats.SetSelected(strconv.Itoa(p.IntWithFallback(prefSeats, 2)))
	s.code = widget.NewEntry()
	s.code.SetPlaceHolder("none: anyone on the network may join")
	watchers := p.IntWithFallback(prefSpectators, 0)
	if watchers <= 0 {
		watchers = 4 // offered when spectators are let in
	}
	s.spectators = widgets.IntEntry(watchers)
	s.watch = widget.NewCheck("Spectators, at most", func(on bool) {
		if on {
			s.spectators.Enable()
		} else {
			s.spectators.Disable()
		}
	})
	s.watch.SetChecked(p.IntWithFallback(prefSpectators, 0) > 0)
	s.watch.OnChanged(s.watch.Checked)
	s.masterNote = widgets.MutedText("", fyne.TextWrapWord)
	s.master = widget.NewRadioGroup([]string{masterComputer, masterHuman}, func(string) { s.masterChanged() })
	s.master.Horizontal = true
	s.master.Required = true
	s.master.SetSelected(masterComputer)
	if p.String(prefMaster) == string(host.HumanMaster) {
		s.master.SetSelected(masterHuman)
	}

	// The network.
	s.ifaceNote = widgets.MutedText("", fyne.TextWrapWord)
	s.iface = widget.NewSelect(nil, nil)
	s.port = widgets.IntEntry(p.IntWithFallback(prefPort, host.DefaultPort))
	s.refreshInterfaces()

	s.message = widget.NewRichText()
	s.message.Wrapping = fyne.TextWrapWord
	s.hostBtn = widget.NewButtonWithIcon("Host the game", theme.MediaPlayIcon(), s.Host)
	s.hostBtn.Importance = widget.HighImportance

	form := container.NewVBox(
		widgets.SectionHead("New game"),
		widget.NewLabelWithStyle("Maze", fyne.TextAlignLeading, fyne.TextStyle{Bold: true}), s.source, s.genRows, s.fileRows,
		container.New(layout.NewFormLayout(),
			widget.NewLabel("Name"), s.name,
			widget.NewLabel("Seats"), container.NewHBox(container.New(widgets.FixedWidth{Width: 80}, s.seats), widgets.MutedText("players", fyne.TextWrapOff)),
			widget.NewLabel("Join code"), s.code,
			widget.NewLabel(""), container.NewHBox(s.watch, container.New(widgets.FixedWidth{Width: 56}, s.spectators)),
		),
		widget.NewLabelWithStyle("Game master", fyne.TextAlignLeading, fyne.TextStyle{Bold: true}), s.master, s.masterNote,
		container.New(layout.NewFormLayout(),
			widget.NewLabel("Network"), s.iface,
			widget.NewLabel("Port"), container.NewHBox(container.New(widgets.FixedWidth{Width: 80}, s.port), widgets.MutedText("0: any free port", fyne.TextWrapOff)),
		),
		s.ifaceNote,
	)
	s.resumeList = container.NewVBox()
	s.resumeBox = container.NewVBox(widgets.SectionHead("Continue hosting"), s.resumeList, widget.NewSeparator())
	s.column = container.NewVBox(s.resumeBox, form)
	// The fields end short of the column's edge, where the scroll bar
	// lies over the column and the separator follows.
	inset := theme.Size(theme.SizeNameScrollBar) + theme.Padding()
	s.scroll = container.NewVScroll(container.New(layout.NewCustomPaddedLayout(0, 0, 0, inset), s.column))
	left := container.NewBorder(nil, container.NewVBox(s.message, container.NewHBox(layout.NewSpacer(), s.hostBtn)), nil, nil, s.scroll)
	rulesCol := container.NewBorder(widgets.SectionHead("Rules"), nil, nil, nil, s.rules.Object())
	body := container.NewBorder(nil, nil, container.NewHBox(container.New(widgets.FixedWidth{Width: formWidth}, left), widget.NewSeparator()), nil, container.NewPadded(rulesCol))

	back := widget.NewButtonWithIcon("Start screen", theme.NavigateBackIcon(), s.back)
	back.Importance = widget.LowImportance
	top := container.NewBorder(nil, nil, back, nil, widget.NewLabelWithStyle("Host a game", fyne.TextAlignCenter, fyne.TextStyle{Bold: true}))
	s.root = container.New(widgets.Stretch{Min: shell.MinWindowSize}, container.NewPadded(container.NewBorder(container.NewVBox(top, widget.NewSeparator()), nil, nil, nil, body)))

	s.source.SetSelected(sourceGenerate)
	s.refreshResumable()
}

// defaultName is the game's name until the host gives one: whose game it
// is, so that the players find it in their list.
func (s *Screen) defaultName() string {
	if n := strings.TrimSpace(s.env.UserName()); n != "" {
		return shell.UpperFirst(n) + "'s game"
	}
	return "Labyrinth"
}

func (s *Screen) back() {
	s.leave()
	s.frame.ShowStart()
}

// leave lets go of the window.
func (s *Screen) leave() {
	s.closed = true
	if s.keys != nil {
		s.keys.Uninstall()
		s.keys = nil
	}
}

func (s *Screen) sourceChanged() {
	switch s.source.Selected {
	case sourceGenerate:
		s.genRows.Show()
		s.fileRows.Hide()
		s.setMazeRules(nil)
	case sourceFile:
		s.genRows.Hide()
		s.fileRows.Show()
		if s.filePath == s.env.EditorMaze() {
			s.fileMaze, s.filePath = nil, ""
			s.fileLabel.SetText("No file chosen")
		}
		s.setMazeRules(s.fileMaze)
	case sourceEditor:
		s.genRows.Hide()
		s.fileRows.Show()
		s.setMazeFile(s.env.EditorMaze())
	}
}

func (s *Screen) masterChanged() {
	if s.master.Selected == masterHuman {
		widgets.SetMuted(s.masterNote, "You see the whole plan, every piece and every item; you may refuse the start cells, place players, time moves and end the game. You do not play. The computer still judges every move.")
	} else {
		widgets.SetMuted(s.masterNote, "The computer announces every move. You may take a seat and play on this computer like everyone else.")
	}
}

// refreshInterfaces lists where the game may be advertised.
func (s *Screen) refreshInterfaces() {
	list, err := s.env.Interfaces()
	s.ifaces = nil
	var opts []string
	for _, i := range list {
		s.ifaces = append(s.ifaces, i)
		opts = append(opts, ifaceLabel(i))
	}
	opts = append(opts, noAdvertise)
	s.iface.SetOptions(opts)
	switch {
	case err != nil && !errors.Is(err, lan.ErrNoInterface):
		widgets.SetMuted(s.ifaceNote, "The network interfaces cannot be read ("+err.Error()+"): players type the address.")
	case len(list) == 0:
		widgets.SetMuted(s.ifaceNote, "No network interface is up with multicast and an IPv4 address: the game cannot be advertised. Connect to the network the players are on, or let them type this computer's address.")
	default:
		widgets.SetMuted(s.ifaceNote, "Players on this network find the game in their list; they may also type the address shown once it runs.")
	}
	sel := opts[0]
	if want := s.prefs().String(prefIface); want != "" {
		for i, iface := range s.ifaces {
			if iface.Name == want {
				sel = opts[i]
			}
		}
		if want == noAdvertise {
			sel = noAdvertise
		}
	}
	s.iface.SetSelected(sel)
}

// ifaceLabel names an interface with its IPv4 address: "eth0 (192.168.1.5)".
func ifaceLabel(i net.Interface) string {
	addrs, _ := i.Addrs()
	for _, a := range addrs {
		if ip, _, err := net.ParseCIDR(a.String()); err == nil && ip.To4() != nil {
			return i.Name + " (" + ip.String() + ")"
		}
	}
	return i.Name
}

// chosenInterface is the interface chosen, nil for none.
func (s *Screen) chosenInterface() *net.Interface {
	for i, iface := range s.ifaces {
		if s.iface.Selected == ifaceLabel(iface) {
			return &s.ifaces[i]
		}
	}
	return nil
}

func (s *Screen) chooseMaze() {
	s.env.ChooseOpen(s.win, "", func(path string) {
		if path != "" {
			s.setMazeFile(path)
		}
	})
}

// setMazeFile reads a maze file and offers its own rules.
func (s *Screen) setMazeFile(path string) {
	data, err := cli.ReadFile(path, maze.MaxFileSize, maze.ErrTooLarge)
	var m *maze.Maze
	if err == nil {
		if m, err = maze.Decode(data); err != nil {
			err = fmt.Errorf("%s: %w", filepath.Base(path), err)
		}
	}
	if err != nil {
		s.say(err.Error(), true)
		return
	}
	s.fileMaze, s.filePath = m, path
	s.fileLabel.SetText(filepath.Base(path))
	if s.source.Selected == sourceGenerate {
		s.source.SetSelected(sourceFile)
	}
	s.setMazeRules(m)
	s.clearMessage()
}

// setMazeRules offers the maze's own rules, and takes them, as the command
// line does, when the maze names any.
func (s *Screen) setMazeRules(m *maze.Maze) {
	var extra []rulesform.Named
	if m != nil && m.Rules != nil {
		extra = []rulesform.Named{{Name: rulesOfMaze, Rules: *m.Rules}}
	}
	s.rules.SetExtra(extra)
	if len(extra) > 0 {
		s.rules.SetRules(*m.Rules, rulesOfMaze)
	} else if s.rules.From() == rulesOfMaze {
		s.rules.SetRules(rules.Reference(), "Reference")
	}
}

func (s *Screen) say(msg string, bad bool) { widgets.SetMessage(s.message, msg, bad) }

func (s *Screen) clearMessage() {
	s.message.Segments = nil
	s.message.Refresh()
}

// Message is what the screen says below its form ("" for nothing).
func (s *Screen) Message() string { return widgets.MessageText(s.message) }

// plan is a new hosted game as the form describes it, with what is still
// to be made off the UI goroutine.
type plan struct {
	cfg      host.Config
	generate *gen.Params // nil for a maze file
	mazeName string
}

// read reads the form.
func (s *Screen) read() (plan, error) {
	var pl plan
	cfg := &pl.cfg
	cfg.Rules = s.rules.Rules()
	cfg.Name = strings.TrimSpace(s.name.Text)
	if cfg.Name == "" {
		return pl, errors.New("name: give the game a name, shown to the players in their list")
	}
	cfg.Seats, _ = strconv.Atoi(s.seats.Selected)
	if cfg.Seats < 1 {
		return pl, errors.New("seats: choose how many players")
	}
	cfg.Code = strings.TrimSpace(s.code.Text)
	if s.watch.Checked {
		n, err := widgets.ReadInt(s.spectators, "spectators", 1, discovery.MaxSpectators)
		if err != nil {
			return pl, err
		}
		cfg.Spectators = n
	}
	cfg.Master = host.ComputerMaster
	if s.master.Selected == masterHuman {
		cfg.Master = host.HumanMaster
	}
	port, err := widgets.ReadInt(s.port, "port", 0, 65535)
	if err != nil {
		return pl, err
	}
	cfg.Port, cfg.Listen, cfg.Interface, cfg.Options = port, s.env.Listen, s.chosenInterface(), s.env.Options
	if dir, err := s.env.GamesDir(); err == nil {
		cfg.Dir = dir
	} else {
		return pl, fmt.Errorf("the game cannot be saved: %w", err)
	}
	if s.source.Selected == sourceGenerate {
		w, err := widgets.ReadInt(s.width, "width", maze.MinSide, maze.MaxSide)
		if err != nil {
			return pl, err
		}
		h, err := widgets.ReadInt(s.height, "height", maze.MinSide, maze.MaxSide)
		if err != nil {
			return pl, err
		}
		d, err := gen.ParseDifficulty(s.difficulty.Selected)
		if err != nil {
			return pl, err
		}
		seed, err := strconv.ParseUint(strings.TrimSpace(s.seed.Text), 10, 64)
		if err != nil {
			return pl, fmt.Errorf("seed: %q is not a whole number of 0 or more", s.seed.Text)
		}
		r := cfg.Rules
		p := gen.Defaults(w, h, cfg.Seats, d, &r)
		p.Derive()
		p.Seed = seed
		pl.generate = &p
		cfg.Seed = seed
		return pl, nil
	}
	if s.fileMaze == nil {
		return pl, errors.New("choose a maze file, or generate a maze")
	}
	cfg.Maze, pl.mazeName = s.fileMaze.Clone(), filepath.Base(s.filePath)
	cfg.Seed = rand.Uint64()
	return pl, nil
}

// Host starts hosting the game the form describes: the labyrinth is made
// and the host started off the UI goroutine, then hosted is called.
func (s *Screen) Host() {
	if s.busy || s.closed {
		return
	}
	pl, err := s.read()
	if err != nil {
		s.say(shell.UpperFirst(err.Error()), true)
		return
	}
	s.remember(pl.cfg)
	s.setBusy(true)
	s.say("Starting the host…", false)
	s.env.Background(func() {
		h, err := start(pl)
		shell.OnUI(func() {
			s.setBusy(false)
			if err != nil {
				s.say(explain(err), true)
				return
			}
			s.handOver(h)
		})
	})
}

// start makes the labyrinth if it is to be generated, checks it against
// the rules and starts the host. It may run off the UI goroutine.
func start(pl plan) (*host.Host, error) {
	cfg := pl.cfg
	if pl.generate != nil {
		res, err := gen.Generate(*pl.generate)
		if err != nil {
			return nil, fmt.Errorf("no labyrinth could be made: %w", err)
		}
		cfg.Maze = res.Maze
	} else if rep := validate.Check(cfg.Maze, validate.Options{Rules: &cfg.Rules, Players: cfg.Seats}); len(rep.Errors()) > 0 {
		var b strings.Builder
		fmt.Fprintf(&b, "%s cannot be played with these rules:", pl.mazeName)
		for i, pr := range rep.Errors() {
			if i == 4 {
				fmt.Fprintf(&b, "\n  … and %d more", len(rep.Errors())-4)
				break
			}
			fmt.Fprintf(&b, "\n  %v", pr)
		}
		return nil, errors.New(b.String())
	}
	return host.New(cfg)
}

// explain says what went wrong in the words of the screen.
func explain(err error) string {
	var inUse *host.InUseError
	switch {
	case errors.As(err, &inUse):
		return "This game is being hosted by another program (another window, or labyrinth host): stop that host first."
	}
	return shell.UpperFirst(err.Error())
}

// remember keeps the choices for the next game.
func (s *Screen) remember(cfg host.Config) {
	p := s.prefs()
	p.SetString(prefName, cfg.Name)
	p.SetInt(prefSeats, cfg.Seats)
	p.SetInt(prefSpectators, cfg.Spectators)
	p.SetString(prefMaster, string(cfg.Master))
	p.SetInt(prefPort, cfg.Port)
	if cfg.Interface != nil {
		p.SetString(prefIface, cfg.Interface.Name)
	} else if s.iface.Selected == noAdvertise {
		p.SetString(prefIface, noAdvertise)
	}
	if from := s.rules.From(); from != "" && from != rulesOfMaze && s.named(from, cfg.Rules) {
		p.SetString(prefRules, from)
	}
	if s.source.Selected == sourceGenerate {
		w, _ := strconv.Atoi(strings.TrimSpace(s.width.Text))
		h, _ := strconv.Atoi(strings.TrimSpace(s.height.Text))
		p.SetInt(prefWidth, w)
		p.SetInt(prefHeight, h)
		p.SetString(prefDifficulty, strings.ToLower(s.difficulty.Selected))
	}
}

// named reports whether r are the rules of the preset or the saved
// configuration called name: the rules to start from next time.
func (s *Screen) named(name string, r rules.Rules) bool {
	if p, ok := rules.Preset(name); ok {
		return p.Equal(r)
	}
	if s.store == nil {
		return false
	}
	saved, err := s.store.Load(name)
	return err == nil && saved.Equal(r)
}

func (s *Screen) setBusy(on bool) {
	s.busy = on
	if on {
		s.hostBtn.Disable()
	} else {
		s.hostBtn.Enable()
	}
}

// handOver gives the running host to the window, which opens its lobby.
func (s *Screen) handOver(h *host.Host) {
	if s.closed {
		// The player left while the host started: nobody will show it.
		h.Close()
		return
	}
	s.leave()
	s.hosted(h)
}

// Busy reports whether a host is being started.
func (s *Screen) Busy() bool { return s.busy }

// Rules is the screen's rules form.
func (s *Screen) Rules() *rulesform.Form { return s.rules }
