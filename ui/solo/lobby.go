package solo

import (
	"cmp"
	"errors"
	"fmt"
	"math/rand/v2"
	"path/filepath"
	"strconv"
	"strings"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/layout"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"github.com/labyrinth-game/labyrinth/app/bot"
	"github.com/labyrinth-game/labyrinth/app/cli"
	"github.com/labyrinth-game/labyrinth/app/session"
	"github.com/labyrinth-game/labyrinth/engine/game"
	"github.com/labyrinth-game/labyrinth/engine/gen"
	"github.com/labyrinth-game/labyrinth/engine/maze"
	"github.com/labyrinth-game/labyrinth/engine/rules"
	"github.com/labyrinth-game/labyrinth/engine/validate"
	"github.com/labyrinth-game/labyrinth/ui/planview"
	"github.com/labyrinth-game/labyrinth/ui/rulesform"
	"github.com/labyrinth-game/labyrinth/ui/shell"
	"github.com/labyrinth-game/labyrinth/ui/widgets"
)

// The practice lobby: a new game (a generated maze or a maze file, the
// rules, where to start) and the saved games to continue.

// Preferences keys of the last choices.
const (
	prefSoloWidth      = "solo.width"
	prefSoloHeight     = "solo.height"
	prefSoloDifficulty = "solo.difficulty"
	prefSoloRules      = "solo.rules"
	prefSoloPlaced     = "solo.placed"
	prefSoloName       = "solo.name"
	prefSoloComputers  = "solo.computers"
	prefSoloBotLevel   = "solo.computerLevel"
	prefSoloBotPace    = "solo.computerPace"
)

// The computer players' choices (docs/bots.md): how many, how well they
// play, and how long each waits before it speaks.
var (
	computerCounts = []string{"None", "1", "2", "3", "4", "5"}
	computerPaces  = []struct {
		label string
		pace  time.Duration
	}{{"Brisk (½ s)", 500 * time.Millisecond}, {"Steady (1 s)", time.Second}, {"Leisurely (2 s)", 2 * time.Second}}
)

// Choices of the form.
const (
	// The widths of the form's column and of the saved games' list; the
	// outline has the rest.
	lobbyFormWidth  = 340
	lobbySavedWidth = 290

	sourceGenerate = "Generate a maze"
	sourceFile     = "A maze file"
	startChoose    = "I choose on the outline"
	startPlaced    = "The game master places me"
	rulesOfMaze    = "The maze's own rules" // offered when the maze chosen names its rules
	// soloMaxSide bounds the generated size: a notebook of 30x30 is already
	// an evening's work.
	soloMaxSide = 30
)

// setup is what a new practice game is made of.
type setup struct {
	generate   bool
	params     gen.Params // when generating
	maze       *maze.Maze // a maze file, loaded
	mazeName   string
	rules      rules.Rules
	start      *maze.Pos // nil: the game master places the player
	player     string
	gameSeed   uint64
	openedFrom string // the maze file, for the title
	// computers computer players of level play in the seats after the
	// person's, each waiting pace before it speaks.
	computers int
	level     bot.Level
	pace      time.Duration
}

// lobby is the practice lobby screen.
type lobby struct {
	frame shell.Frame
	win   fyne.Window
	env   *Env

	source      *widget.RadioGroup
	width       *widget.Entry
	height      *widget.Entry
	difficulty  *widget.Select
	seed        *widget.Entry
	genRows     []fyne.CanvasObject // the form's rows of a generated maze
	fileRows    []fyne.CanvasObject // and of a maze file
	fileLabel   *widget.Label
	mazeFile    string // "" for a maze the editor handed over unsaved
	mazeName    string
	fileMaze    *maze.Maze
	rules       *rulesform.Picker
	name        *widget.Entry
	startMode   *widget.RadioGroup
	computers   *widget.Select
	botLevel    *widget.Select
	botPace     *widget.Select
	botRows     []fyne.CanvasObject // level and pace: shown with computer players
	outline     *planview.View
	outlineMsg  *widget.RichText
	hoverMsg    *widget.RichText
	axes        *outlineAxes
	chosen      *maze.Pos
	message     *widget.RichText
	startBtn    *widget.Button
	saved       *fyne.Container
	continueB   *widget.Button
	continueMsg *widget.RichText
	keys        *shell.Keymap
	root        fyne.CanvasObject
	busy        bool
}

// OpenLobby shows the practice lobby in the frame's window: a new game's
// form with the blank outline, and the saved games.
func OpenLobby(f shell.Frame, env *Env) *lobby {
	l := &lobby{frame: f, win: f.Window(), env: env}
	l.build()
	f.TakeWindow()
	l.win.SetContent(l.root)
	l.win.SetMainMenu(nil)
	l.win.SetCloseIntercept(nil)
	l.win.SetTitle("Solo practice — " + shell.AppName)
	l.keys = shell.InstallKeys(l.win.Canvas(), shell.Bind(shell.LobbyKeys(), map[string]func(){
		"lobby.back":      l.back,
		"lobby.start":     l.startGame,
		"app.quit":        f.Quit,
		"view.appearance": f.CycleAppearance,
		"view.fullscreen": f.ToggleFullScreen,
	}), func() bool { return l.win.Canvas().Overlays().Top() != nil })
	env.lobby = l
	return l
}

// PlayMaze opens the lobby on a maze another screen hands over (the
// editor's "Use for a game"), by the rules it names or else by the
// reference, which the editor checks against (shell.Frame.PlayMaze).
func PlayMaze(f shell.Frame, env *Env, m *maze.Maze, path, name string) *lobby {
	l := OpenLobby(f, env)
	l.setMaze(m, path, name)
	if m.Rules == nil {
		// The editor checked it against the reference (validate.Options).
		l.rules.SetRules(rules.Reference(), rules.Reference().Preset)
	}
	return l
}

func (l *lobby) prefs() fyne.Preferences { return l.frame.App().Preferences() }

func (l *lobby) build() {
	p := l.prefs()
	l.width = widgets.IntEntry(p.IntWithFallback(prefSoloWidth, 6))
	l.height = widgets.IntEntry(p.IntWithFallback(prefSoloHeight, 6))
	l.width.OnChanged = func(string) { l.outlineChanged() }
	l.height.OnChanged = func(string) { l.outlineChanged() }
	var diffs []string
	for _, d := range gen.Difficulties {
		diffs = append(diffs, shell.UpperFirst(d.String()))
	}
	l.difficulty = widget.NewSelect(diffs, nil)
	l.difficulty.SetSelected(shell.UpperFirst(p.StringWithFallback(prefSoloDifficulty, gen.Beginner.String())))
	l.seed = widget.NewEntry()
	l.seed.SetText(strconv.FormatUint(rand.Uint64()%1_000_000, 10))
	reseed := widget.NewButtonWithIcon("", theme.ViewRefreshIcon(), func() {
		l.seed.SetText(strconv.FormatUint(rand.Uint64()%1_000_000, 10))
	})
	size := container.NewHBox(container.New(widgets.FixedWidth{Width: 64}, l.width), widget.NewLabel("×"), container.New(widgets.FixedWidth{Width: 64}, l.height), widgets.MutedText("3 to 30", fyne.TextWrapOff))
	l.genRows = []fyne.CanvasObject{
		widget.NewLabel("Size"), size,
		widget.NewLabel("Difficulty"), l.difficulty,
		widget.NewLabel("Seed"), container.NewBorder(nil, nil, nil, reseed, l.seed),
	}
	l.fileLabel = widget.NewLabel("No file chosen")
	l.fileLabel.Truncation = fyne.TextTruncateEllipsis
	browse := widget.NewButtonWithIcon("Choose…", theme.FolderOpenIcon(), l.chooseMaze)
	l.fileRows = []fyne.CanvasObject{widget.NewLabel("File"), container.NewBorder(nil, nil, nil, browse, l.fileLabel)}
	l.source = widget.NewRadioGroup([]string{sourceGenerate, sourceFile}, func(string) { l.sourceChanged() })
	l.source.Required = true

	store := l.env.rules
	r, from := rules.Beginner(), "Beginner"
	if name := p.String(prefSoloRules); name != "" && store != nil {
		if saved, err := store.Load(name); err == nil {
			r, from = saved, name
		}
	} else if pr, ok := rules.Preset(name); ok {
		r, from = pr, name
	}
	l.rules = rulesform.NewPicker(l.win, rulesform.Config{Store: store, ChooseFile: func(done func(string)) {
		l.env.chooseOpen(l.win, "", done)
	}, OnChanged: func(rules.Rules) { l.startsChanged() }}, r, from)
	l.name = widget.NewEntry()
	l.name.SetText(p.StringWithFallback(prefSoloName, "Player"))

	l.computers = widget.NewSelect(computerCounts, func(string) { l.computersChanged() })
	var levels, paces []string
	for _, lv := range bot.Levels() {
		levels = append(levels, shell.UpperFirst(lv.String()))
	}
	for _, pc := range computerPaces {
		paces = append(paces, pc.label)
	}
	l.botLevel = widget.NewSelect(levels, nil)
	l.botLevel.SetSelected(shell.UpperFirst(p.StringWithFallback(prefSoloBotLevel, bot.Standard.String())))
	l.botPace = widget.NewSelect(paces, nil)
	l.botPace.SetSelected(p.StringWithFallback(prefSoloBotPace, computerPaces[1].label))
	l.botRows = []fyne.CanvasObject{
		widget.NewLabel("They play"), l.botLevel,
		widget.NewLabel("Their pace"), l.botPace,
	}

	l.startMode = widget.NewRadioGroup([]string{startChoose, startPlaced}, func(string) { l.startChanged() })
	l.startMode.Required = true
	l.outline = planview.New(nil)
	l.outline.SetHoverMode(planview.HoverCells)
	l.outline.OnTap = l.outlineTapped
	l.outline.OnHover = l.outlineHovered
	l.outlineMsg = widgets.MutedText("", fyne.TextWrapWord)
	l.hoverMsg = widgets.MutedText("", fyne.TextWrapOff)
	l.axes = newOutlineAxes(l.outline)
	l.message = widget.NewRichText()
	l.message.Wrapping = fyne.TextWrapWord
	l.startBtn = widget.NewButtonWithIcon("Start the game", theme.MediaPlayIcon(), l.startGame)
	l.startBtn.Importance = widget.HighImportance

	rows := []fyne.CanvasObject{widget.NewLabel("Maze"), l.source}
	rows = append(append(append(rows, l.genRows...), l.fileRows...),
		widget.NewLabel("Rules"), l.rules.Object(),
		widget.NewLabel("Your name"), l.name,
		widget.NewLabel("Start"), l.startMode,
		widget.NewLabel("Computer players"), l.computers,
	)
	rows = append(rows, l.botRows...)
	form := container.New(layout.NewFormLayout(), rows...)
	// The form on the left, the outline beside it with all the height
	// there is: on a laptop a 20x20 outline still gets cells large enough
	// to click and numbers large enough to read.
	formCol := container.New(widgets.FixedWidth{Width: lobbyFormWidth}, container.NewBorder(
		container.NewVBox(widgets.SectionHead("New practice game"), form), container.NewHBox(layout.NewSpacer(), l.startBtn),
		nil, nil, container.NewVBox(l.message)))
	outlineCol := container.NewBorder(l.outlineMsg, l.hoverMsg, nil, nil, l.axes.content())
	newGame := container.NewBorder(nil, nil, formCol, nil, container.NewPadded(outlineCol))

	l.saved = container.NewVBox()
	l.continueB = widget.NewButtonWithIcon("Continue the last game", theme.MediaPlayIcon(), nil)
	l.continueB.Importance = widget.HighImportance
	l.continueMsg = widgets.MutedText("", fyne.TextWrapWord)
	savedCol := container.NewBorder(container.NewVBox(widgets.SectionHead("Saved games"), l.continueB, l.continueMsg, widget.NewSeparator()), nil, nil, nil, container.NewVScroll(l.saved))

	back := widget.NewButtonWithIcon("Start screen", theme.NavigateBackIcon(), l.back)
	back.Importance = widget.LowImportance
	top := container.NewBorder(nil, nil, back, nil, widget.NewLabelWithStyle("Solo practice", fyne.TextAlignCenter, fyne.TextStyle{Bold: true}))
	saved := container.NewHBox(widget.NewSeparator(), container.New(widgets.FixedWidth{Width: lobbySavedWidth}, container.NewPadded(savedCol)))
	body := container.NewBorder(nil, nil, nil, saved, container.NewPadded(newGame))
	l.root = container.New(widgets.Stretch{Min: shell.MinWindowSize}, container.NewPadded(container.NewBorder(container.NewVBox(top, widget.NewSeparator()), nil, nil, nil, body)))

	l.source.SetSelected(sourceGenerate)
	l.computers.SetSelected(computerCounts[min(max(p.IntWithFallback(prefSoloComputers, 0), 0), len(computerCounts)-1)])
	if p.BoolWithFallback(prefSoloPlaced, false) {
		l.startMode.SetSelected(startPlaced)
	} else {
		l.startMode.SetSelected(startChoose)
	}
	l.startsChanged()
	l.refreshSaved()
}

// startsChanged keeps the start to the rules: under 001's G2 the game
// master places the player, under G1 he chooses; otherwise either.
func (l *lobby) startsChanged() {
	if l.startMode == nil {
		return
	}
	switch l.rules.Rules().Starts {
	case rules.StartsMaster:
		l.startMode.SetSelected(startPlaced)
		l.startMode.Disable()
	case rules.StartsPlayers:
		l.startMode.SetSelected(startChoose)
		l.startMode.Disable()
	default:
		l.startMode.Enable()
	}
	l.outlineChanged()
}

func (l *lobby) back() {
	if l.keys != nil {
		l.keys.Uninstall()
		l.keys = nil
	}
	if l.env.lobby == l {
		l.env.lobby = nil
	}
	l.frame.ShowStart()
}

func (l *lobby) sourceChanged() {
	file := l.source.Selected == sourceFile
	for _, o := range l.genRows {
		setVisible(o, !file)
	}
	for _, o := range l.fileRows {
		setVisible(o, file)
	}
	l.outlineChanged()
}

// computersChanged shows the computer players' level and pace when there
// are any.
func (l *lobby) computersChanged() {
	for _, o := range l.botRows {
		setVisible(o, l.computers.SelectedIndex() > 0)
	}
}

func (l *lobby) startChanged() {
	if l.startMode.Selected == startPlaced {
		l.chosen = nil
	}
	l.outlineChanged()
}

// chooseMaze asks for a maze file and shows its outline.
func (l *lobby) chooseMaze() {
	l.env.chooseOpen(l.win, "", func(path string) {
		if path != "" {
			l.setMazeFile(path)
		}
	})
}

func (l *lobby) setMazeFile(path string) {
	m, err := loadMazeFile(path)
	if err != nil {
		l.showMessage(err.Error(), true)
		return
	}
	l.setMaze(m, path, filepath.Base(path))
}

// setMaze chooses a maze already read: a file's, or the one the editor
// hands over (path "" when it has no file), called name.
// A maze that names the rules it was made for is played by them unless
// the player chooses others, as on the command line.
func (l *lobby) setMaze(m *maze.Maze, path, name string) {
	l.mazeFile, l.mazeName, l.fileMaze = path, name, m
	l.fileLabel.SetText(name)
	var extra []rulesform.Named
	if m.Rules != nil {
		extra = []rulesform.Named{{Name: rulesOfMaze, Rules: *m.Rules}}
	}
	l.rules.SetExtra(extra)
	switch {
	case m.Rules != nil:
		l.rules.SetRules(*m.Rules, rulesOfMaze)
	case l.rules.From() == rulesOfMaze:
		l.rules.SetRules(rules.Beginner(), "Beginner")
	}
	l.source.SetSelected(sourceFile)
	l.chosen = nil
	l.outlineChanged()
}

// outlineChanged redraws the blank outline after the size, the file or the
// start mode changed.
func (l *lobby) outlineChanged() {
	var shape *maze.Maze
	if l.source.Selected == sourceFile {
		if l.fileMaze != nil {
			shape = planview.Blank(game.OutlineOf(l.fileMaze))
		}
	} else {
		w, errW := widgets.ReadInt(l.width, "width", 3, soloMaxSide)
		h, errH := widgets.ReadInt(l.height, "height", 3, soloMaxSide)
		if errW == nil && errH == nil {
			shape, _ = maze.New(w, h)
		}
	}
	if shape == nil || (l.outline.Maze() == nil || !sameShape(shape, l.outline.Maze())) {
		l.outline.SetMaze(shape)
		l.outline.Fit()
		l.axes.refresh()
		if l.chosen != nil && (shape == nil || !shape.Inside(*l.chosen)) {
			l.chosen = nil
		}
	}
	placed := l.startMode.Selected == startPlaced
	switch {
	case shape == nil && l.source.Selected == sourceFile:
		widgets.SetMuted(l.outlineMsg, "Choose a maze file: its outline shows here.")
	case shape == nil:
		widgets.SetMuted(l.outlineMsg, "The size is 3 to 30 cells a side.")
	case placed && l.rules.Rules().Starts == rules.StartsMaster:
		widgets.SetMuted(l.outlineMsg, "These rules have the game master place every player (G2): he will place you on a cell of this outline and will not tell you which.")
	case placed:
		widgets.SetMuted(l.outlineMsg, "The game master will place you on a cell of this outline and will not tell you which.")
	case l.chosen == nil && l.rules.Rules().Starts == rules.StartsPlayers:
		widgets.SetMuted(l.outlineMsg, "These rules have every player choose his start (G1): click the cell you want to start on. The outline shows no walls and no cell types.")
	case l.chosen == nil:
		widgets.SetMuted(l.outlineMsg, "Click the cell you want to start on. The outline shows no walls and no cell types: you know as little as on paper.")
	default:
		widgets.SetMuted(l.outlineMsg, fmt.Sprintf("You start on %v. Click another cell to change.", *l.chosen))
	}
	if l.chosen != nil && !placed {
		l.outline.SetTokens(planview.Token{At: *l.chosen, Label: "S"})
	} else {
		l.outline.SetTokens()
	}
	l.updateStart()
}

func sameShape(a, b *maze.Maze) bool {
	if a.Width() != b.Width() || a.Height() != b.Height() || a.Floors() != b.Floors() {
		return false
	}
	for i := range a.Len() {
		if a.Inside(a.PosOf(i)) != b.Inside(b.PosOf(i)) {
			return false
		}
	}
	return true
}

// outlineHovered says which cell the pointer is on, and marks its row and
// column numbers.
func (l *lobby) outlineHovered(h planview.Hit) {
	m := l.outline.Maze()
	if m == nil || !h.InGrid || !m.Inside(h.Cell) {
		widgets.SetMuted(l.hoverMsg, "")
		l.axes.mark(nil)
		return
	}
	c := h.Cell
	widgets.SetMuted(l.hoverMsg, fmt.Sprintf("%v — column %d, row %d", c, c.X+1, c.Y+1))
	l.axes.mark(&c)
}

func (l *lobby) outlineTapped(e planview.TapEvent) {
	m := l.outline.Maze()
	if m == nil || !e.InGrid || !m.Inside(e.Cell) {
		return
	}
	if l.startMode.Selected == startPlaced {
		if l.startMode.Disabled() {
			return // the rules say the game master places him
		}
		l.startMode.SetSelected(startChoose)
	}
	c := e.Cell
	l.chosen = &c
	l.outlineChanged()
}

// updateStart enables the start button once the form is complete.
func (l *lobby) updateStart() {
	ready := l.outline.Maze() != nil && (l.startMode.Selected == startPlaced || l.chosen != nil) && !l.busy
	if ready {
		l.startBtn.Enable()
	} else {
		l.startBtn.Disable()
	}
}

func (l *lobby) showMessage(msg string, bad bool) { widgets.SetMessage(l.message, msg, bad) }

// setup reads the form.
func (l *lobby) setup() (setup, error) {
	var st setup
	if l.rules.From() == rulesOfMaze && (l.source.Selected != sourceFile || l.fileMaze == nil || l.fileMaze.Rules == nil) {
		return st, errors.New("the maze's own rules: a generated maze has none, choose a preset")
	}
	st.rules = l.rules.Rules()
	st.player = strings.TrimSpace(l.name.Text)
	if err := checkPlayerName(st.player); err != nil {
		return st, err
	}
	if l.source.Selected == sourceFile {
		if l.fileMaze == nil {
			return st, errors.New("choose a maze file, or generate a maze")
		}
		st.maze, st.mazeName, st.openedFrom = l.fileMaze.Clone(), l.mazeName, l.mazeFile
	} else {
		w, err := widgets.ReadInt(l.width, "width", 3, soloMaxSide)
		if err != nil {
			return st, err
		}
		h, err := widgets.ReadInt(l.height, "height", 3, soloMaxSide)
		if err != nil {
			return st, err
		}
		d, err := gen.ParseDifficulty(l.difficulty.Selected)
		if err != nil {
			return st, err
		}
		seed, err := strconv.ParseUint(strings.TrimSpace(l.seed.Text), 10, 64)
		if err != nil {
			return st, fmt.Errorf("seed: %q is not a whole number of 0 or more", l.seed.Text)
		}
		st.generate = true
		st.params = gen.Defaults(w, h, 1, d, &st.rules)
		st.params.Seed = seed
	}
	if l.startMode.Selected == startChoose {
		if l.chosen == nil {
			return st, errors.New("click the cell you start on, on the outline")
		}
		c := *l.chosen
		st.start = &c
	}
	st.gameSeed = rand.Uint64()
	st.computers = max(l.computers.SelectedIndex(), 0)
	st.level, _ = bot.ParseLevel(l.botLevel.Selected)
	if st.level == 0 {
		st.level = bot.Standard
	}
	st.pace = bot.DefaultPace
	for _, pc := range computerPaces {
		if pc.label == l.botPace.Selected {
			st.pace = pc.pace
		}
	}
	if st.generate {
		// The labyrinth is made for everyone at the table (§8 rec. 3: the
		// fake treasures, the exits).
		seed := st.params.Seed
		st.params = gen.Defaults(st.params.Width, st.params.Height, 1+st.computers, st.params.Difficulty, &st.rules)
		st.params.Seed = seed
	}
	return st, nil
}

// checkPlayerName refuses what the game would (one word, no punctuation).
func checkPlayerName(n string) error {
	switch {
	case n == "":
		return errors.New("your name: write a name (one word)")
	case strings.ContainsAny(n, " \t\n:,()\""):
		return fmt.Errorf("your name %q: one word, without punctuation", n)
	case len([]rune(n)) > 24:
		return errors.New("your name: at most 24 letters")
	}
	return nil
}

// startGame makes the maze (generating it off the UI goroutine), starts
// the game and opens it.
func (l *lobby) startGame() {
	if l.busy || l.startBtn.Disabled() {
		return
	}
	st, err := l.setup()
	if err != nil {
		l.showMessage(err.Error(), true)
		return
	}
	p := l.prefs()
	if from := l.rules.From(); l.env.namedRules(from, st.rules) {
		p.SetString(prefSoloRules, from)
	}
	p.SetString(prefSoloName, st.player)
	p.SetBool(prefSoloPlaced, st.start == nil)
	p.SetInt(prefSoloComputers, st.computers)
	p.SetString(prefSoloBotLevel, st.level.String())
	p.SetString(prefSoloBotPace, l.botPace.Selected)
	if st.generate {
		p.SetInt(prefSoloWidth, st.params.Width)
		p.SetInt(prefSoloHeight, st.params.Height)
		p.SetString(prefSoloDifficulty, st.params.Difficulty.String())
	}
	l.busy = true
	l.updateStart()
	l.showMessage("Making the labyrinth…", false)
	l.env.background(func() {
		sess, title, err := l.env.begin(st)
		shell.OnUI(func() {
			l.busy = false
			l.updateStart()
			if err != nil {
				l.showMessage(err.Error(), true)
				return
			}
			if l.keys != nil {
				l.keys.Uninstall()
				l.keys = nil
			}
			l.env.lobby = nil
			openSession(l.frame, l.env, sess, title, st.pace)
		})
	})
}

// begin makes the maze of a setup and starts its game, journaled in the
// games directory. It may run off the UI goroutine.
func (env *Env) begin(st setup) (*session.Session, string, error) {
	m := st.maze
	title := ""
	if st.generate {
		res, err := gen.Generate(st.params)
		if err != nil {
			return nil, "", fmt.Errorf("no labyrinth could be made: %w", err)
		}
		m = res.Maze
		title = cmp.Or(strings.TrimSpace(m.Title), fmt.Sprintf("Generated %dx%d, %s, seed %d", m.Width(), m.Height(), st.params.Difficulty, st.params.Seed))
	} else {
		if rep := validate.Check(m, validate.Options{Rules: &st.rules, Players: 1 + st.computers}); len(rep.Errors()) > 0 {
			var b strings.Builder
			fmt.Fprintf(&b, "%s cannot be played with the %s rules:", st.mazeName, cmp.Or(st.rules.Preset, "chosen"))
			for i, pr := range rep.Errors() {
				if i == 4 {
					fmt.Fprintf(&b, "\n  … and %d more", len(rep.Errors())-4)
					break
				}
				fmt.Fprintf(&b, "\n  %v", pr)
			}
			return nil, "", errors.New(b.String())
		}
		title = strings.TrimSpace(m.Title)
		if title == "" {
			// The saved game is listed by its maze's title.
			title = strings.TrimSuffix(st.mazeName, filepath.Ext(st.mazeName))
			m = m.Clone()
			m.Title = title
		}
	}
	if st.start != nil && !m.Inside(*st.start) {
		return nil, "", fmt.Errorf("%v is not a cell of the labyrinth", *st.start)
	}
	journal := ""
	if env.gamesDir != nil {
		dir, err := env.gamesDir()
		if err == nil {
			journal, err = session.NewJournalPath(dir, env.now())
		}
		if err != nil {
			return nil, "", fmt.Errorf("the game cannot be saved: %w", err)
		}
	}
	var computers []session.Computer
	if st.computers > 0 {
		levels := make([]bot.Level, st.computers)
		for i := range levels {
			levels[i] = st.level
		}
		computers = bot.Computers(m, st.rules, st.player, levels, st.gameSeed)
	}
	sess, _, err := session.NewSolo(session.Solo{Maze: m, Rules: st.rules, Seed: st.gameSeed, Player: st.player, Start: st.start, Journal: journal, Computers: computers})
	if err != nil {
		return nil, "", err
	}
	env.computers = computers
	return sess, title, nil
}

// refreshSaved lists the saved games.
func (l *lobby) refreshSaved() {
	l.saved.Objects = nil
	var list []session.SavedGame
	var err error
	if l.env.gamesDir != nil {
		var dir string
		if dir, err = l.env.gamesDir(); err == nil {
			list, err = session.ListSaved(dir)
		}
	}
	if err != nil {
		l.saved.Add(widgets.MutedText("Saved games cannot be listed: "+err.Error(), fyne.TextWrapWord))
	}
	if last, ok := session.LastUnfinished(list); ok {
		l.continueB.OnTapped = func() { l.resume(last) }
		widgets.SetMuted(l.continueMsg, fmt.Sprintf("%s, round %d", cmp.Or(last.Title, filepath.Base(last.Path)), last.Round))
		l.continueB.Show()
		l.continueMsg.Show()
	} else {
		l.continueB.Hide()
		l.continueMsg.Hide()
	}
	if len(list) == 0 && err == nil {
		l.saved.Add(widgets.MutedText("None yet. Every game is saved as it is played; quitting never loses a move.", fyne.TextWrapWord))
	}
	for _, sg := range list {
		l.saved.Add(l.savedRow(sg))
	}
	l.saved.Refresh()
}

func (l *lobby) savedRow(sg session.SavedGame) fyne.CanvasObject {
	title := widget.NewLabelWithStyle(cmp.Or(sg.Title, filepath.Base(sg.Path)), fyne.TextAlignLeading, fyne.TextStyle{Bold: true})
	title.Wrapping = fyne.TextWrapWord
	var desc string
	switch {
	case sg.Err != nil:
		desc = "Cannot be continued: " + sg.Err.Error()
	case sg.Over:
		desc = "Over after " + shell.Counted(sg.Round, "round", "rounds") + " · " + resultWords(sg.Result)
	default:
		desc = fmt.Sprintf("Round %d · %s", sg.Round, shell.Counted(sg.Statements, "statement", "statements"))
	}
	desc += " · " + shell.Ago(l.env.now(), sg.Modified)
	open := widget.NewButton("Continue", func() { l.resume(sg) })
	if sg.Over {
		open.SetText("See the plan")
	}
	if sg.Err != nil {
		open.Disable()
	}
	del := widget.NewButtonWithIcon("", theme.DeleteIcon(), func() { l.confirmDelete(sg) })
	del.Importance = widget.LowImportance
	return container.NewVBox(
		container.NewBorder(nil, nil, nil, container.NewHBox(open, del), title),
		widgets.MutedText(desc, fyne.TextWrapWord),
		widget.NewSeparator())
}

func (l *lobby) confirmDelete(sg session.SavedGame) {
	widgets.NewConfirm("Delete this game?", fmt.Sprintf("%s and its notebook will be deleted.", cmp.Or(sg.Title, filepath.Base(sg.Path))), "Delete", "Keep it", func() {
		if err := session.RemoveSaved(sg.Path); err != nil {
			l.showMessage(err.Error(), true)
		}
		l.refreshSaved()
	}, l.win).Show()
}

// resume opens a saved game. A game that cannot be opened is explained in
// a dialog, over the list the player clicked in.
func (l *lobby) resume(sg session.SavedGame) {
	sess, err := session.Resume(sg.Path)
	if err != nil {
		title := "This game cannot be continued"
		if errors.Is(err, session.ErrInUse) {
			title = "This game is open in another window"
		}
		l.refreshSaved()
		dialog.ShowInformation(title, err.Error(), l.win)
		return
	}
	if l.keys != nil {
		l.keys.Uninstall()
		l.keys = nil
	}
	l.env.lobby = nil
	OpenSession(l.frame, l.env, sess, cmp.Or(sg.Title, filepath.Base(sg.Path)))
}

// loadMazeFile reads a maze file.
func loadMazeFile(path string) (*maze.Maze, error) {
	data, err := cli.ReadFile(path, maze.MaxFileSize, maze.ErrTooLarge)
	if err != nil {
		return nil, err
	}
	m, err := maze.Decode(data)
	if err != nil {
		return nil, fmt.Errorf("%s: %w", filepath.Base(path), err)
	}
	return m, nil
}

// resultWords says how a game ended, shortly.
func resultWords(r game.Result) string {
	switch r {
	case game.WonWithTreasure, game.WonByExit, game.WonWithKey:
		return "won"
	case game.LastStanding:
		return "last one standing"
	case game.DrawNStop, game.DrawAllSkipped, game.DrawTreasureLost, game.DrawTreasuresSplit, game.SurvivorFailed:
		return "a draw"
	case game.NobodyLeft:
		return "lost"
	}
	return "over"
}

func setVisible(o fyne.CanvasObject, on bool) {
	if on {
		o.Show()
	} else {
		o.Hide()
	}
}

// outlineAxes numbers the outline's columns and rows in the margin the
// view leaves around the grid, in type large enough to read at any cell
// size: the view's own numbers shrink with its cells, and are gone on a
// 20x20 outline at a laptop's size. Every number is shown when the cells
// are wide enough for two digits, else every fifth.
type outlineAxes struct {
	view  *planview.View
	texts *fyne.Container // the columns' numbers, then the rows'
	at    *maze.Pos       // the cell under the pointer, whose numbers stand out
}

func newOutlineAxes(v *planview.View) *outlineAxes {
	v.ShowCoordinates(false)
	a := &outlineAxes{view: v, texts: container.NewWithoutLayout()}
	v.OnViewChanged = a.refresh
	return a
}

// content is the view with its numbers over it.
func (a *outlineAxes) content() fyne.CanvasObject {
	return container.New(widgets.Stretch{Min: fyne.NewSquareSize(150), After: a.refresh}, a.view, a.texts)
}

// mark makes the numbers of cell c (nil: none) stand out.
func (a *outlineAxes) mark(c *maze.Pos) {
	a.at = c
	a.refresh()
}

// axesMinCell is the least cell size at which every number is shown; the
// type is never smaller than axesMinText.
const (
	axesMinCell = 15
	axesMinText = 10
	axesMaxText = 14
)

// refresh places the numbers for the view's size and zoom.
func (a *outlineAxes) refresh() {
	m := a.view.Maze()
	if m == nil {
		a.texts.Objects = nil
		a.texts.Refresh()
		return
	}
	origin, cell := a.view.CellRect(maze.At(0, 0))
	c := cell.Width
	every := 1
	if c < axesMinCell {
		every = 5
	}
	size := max(axesMinText, min(axesMaxText, c*0.7))
	muted := theme.Color(shell.ColorNameMuted)
	strong := theme.Color(theme.ColorNamePrimary)
	n := 0
	put := func(num int, centre fyne.Position, on bool) {
		if num != 1 && num%every != 0 && !on {
			return
		}
		var t *canvas.Text
		if n < len(a.texts.Objects) {
			t = a.texts.Objects[n].(*canvas.Text)
		} else {
			t = canvas.NewText("", muted)
			t.Alignment = fyne.TextAlignCenter
			a.texts.Add(t)
		}
		n++
		t.Text, t.TextSize, t.Color = strconv.Itoa(num), size, muted
		t.TextStyle.Bold = on
		if on {
			t.Color = strong
		}
		ts := t.MinSize()
		t.Resize(ts)
		t.Move(centre.SubtractXY(ts.Width/2, ts.Height/2))
		t.Show()
		t.Refresh()
	}
	for x := range m.Width() {
		put(x+1, origin.AddXY((float32(x)+0.5)*c, -c/2), a.at != nil && a.at.X == x)
	}
	for y := range m.Height() {
		put(y+1, origin.AddXY(-c/2, (float32(y)+0.5)*c), a.at != nil && a.at.Y == y)
	}
	for _, o := range a.texts.Objects[n:] {
		o.Hide()
	}
}
