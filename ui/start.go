package ui

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/layout"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"github.com/labyrinth-game/labyrinth/engine/maze"
	"github.com/labyrinth-game/labyrinth/ui/editor"
	"github.com/labyrinth-game/labyrinth/ui/shell"
	"github.com/labyrinth-game/labyrinth/ui/solo"
	"github.com/labyrinth-game/labyrinth/ui/widgets"
)

const tagline = "Map a maze you cannot see from the game master's announcements, find the treasure and get out."

// modeStart opens the mode of that ID, when its screen exists; a mode
// without one (nil) is coming soon.
func modeStart(id string) func(*startScreen) {
	switch id {
	case "solo":
		return func(s *startScreen) { solo.OpenLobby(s, s.soloEnv) }
	case "editor":
		return func(s *startScreen) { editor.Open(s, s.editorEnv, "") }
	}
	return nil
}

// startScreen is the first thing a player sees: the four ways to play.
type startScreen struct {
	app fyne.App
	win fyne.Window

	choice     shell.Appearance
	appearBtn  *widget.Button
	tiles      []*modeTile
	typedKey   func(*fyne.KeyEvent) // window-wide plain keys, set by installShortcuts
	keys       *shell.Keymap        // the bound keys, set by installShortcuts
	comingSoon dialog.Dialog        // the open coming-soon dialog, if any
	// editorEnv is the maze editor's environment: where recovery files go,
	// the recent-files list, how files are chosen.
	editorEnv *editor.Env
	// soloEnv is solo practice's environment: where games are saved.
	soloEnv *solo.Env

	shortcutsOpen bool
}

func newStartScreen(a fyne.App, w fyne.Window) *startScreen {
	return &startScreen{
		app:       a,
		win:       w,
		choice:    shell.ParseAppearance(a.Preferences().StringWithFallback(shell.PrefAppearance, string(shell.AppearanceSystem))),
		editorEnv: editor.NewEnv(a),
		soloEnv:   solo.NewEnv(),
	}
}

// show puts the start screen in the window, with its keys: at start-up,
// and when a mode's screen closes.
func (s *startScreen) show() {
	s.tiles = nil
	s.win.SetTitle(shell.AppName)
	s.win.SetMainMenu(nil)
	s.win.SetCloseIntercept(nil)
	s.win.SetContent(s.content())
	s.installShortcuts()
}

// leave hands the window to a mode's screen: the start screen's keys go.
func (s *startScreen) leave() {
	if s.comingSoon != nil {
		s.comingSoon.Hide()
	}
	if s.keys != nil {
		s.keys.Uninstall()
		s.keys = nil
	}
}

// content builds the screen's widgets.
func (s *startScreen) content() fyne.CanvasObject {
	mark := widget.NewIcon(theme.NewColoredResource(shell.Logo, theme.ColorNamePrimary))
	markBox := container.NewGridWrap(fyne.NewSquareSize(76), mark)
	title := widget.NewRichText(&widget.TextSegment{
		Text:  "Labyrinth",
		Style: widget.RichTextStyle{SizeName: shell.SizeNameHero, TextStyle: fyne.TextStyle{Bold: true}, ColorName: theme.ColorNameForeground},
	})
	sub := widget.NewRichText(&widget.TextSegment{
		Text:  tagline,
		Style: widget.RichTextStyle{ColorName: shell.ColorNameMuted},
	})
	hero := container.NewHBox(layout.NewSpacer(),
		container.NewCenter(markBox),
		container.NewVBox(title, sub),
		layout.NewSpacer())

	grid := container.NewGridWithColumns(2)
	for _, m := range shell.Modes {
		t := newModeTile(m, modeStart(m.ID) != nil, s.shortcutHint("mode."+m.ID), func() { s.open(m) })
		t.onOtherKey = func(ev *fyne.KeyEvent) {
			if s.typedKey != nil {
				s.typedKey(ev)
			}
		}
		s.tiles = append(s.tiles, t)
		grid.Add(container.NewPadded(t))
	}

	column := container.NewBorder(container.NewVBox(hero, layout.NewSpacer()), nil, nil, nil, grid)
	body := container.New(widgets.Bounded{Max: fyne.NewSize(1040, 600)}, column)

	s.appearBtn = &widget.Button{Icon: theme.ColorPaletteIcon(), Importance: widget.LowImportance, OnTapped: s.showAppearanceMenu}
	s.updateAppearanceButton()
	help := &widget.Button{Text: "Shortcuts", Icon: theme.HelpIcon(), Importance: widget.LowImportance, OnTapped: s.showShortcuts}
	top := container.NewHBox(layout.NewSpacer(), s.appearBtn, help)

	footer := widget.NewRichText(&widget.TextSegment{
		Text:  "Version " + shell.Version + "  ·  F1 lists the keyboard shortcuts",
		Style: widget.RichTextStyle{Alignment: fyne.TextAlignCenter, SizeName: theme.SizeNameCaptionText, ColorName: shell.ColorNameMuted},
	})

	root := container.NewBorder(top, footer, nil, nil, container.NewPadded(body))
	return container.New(widgets.Stretch{Min: shell.MinWindowSize}, container.NewPadded(root))
}

// open starts a mode, or explains that it is not there yet.
func (s *startScreen) open(m shell.Mode) {
	if start := modeStart(m.ID); start != nil {
		start(s)
		return
	}
	s.showComingSoon(m)
}

func (s *startScreen) showComingSoon(m shell.Mode) {
	if s.comingSoon != nil {
		s.comingSoon.Hide()
	}
	head := widget.NewRichText(&widget.TextSegment{
		Text:  m.Title + " is coming soon.",
		Style: widget.RichTextStyle{TextStyle: fyne.TextStyle{Bold: true}, ColorName: theme.ColorNameForeground},
	})
	summary := widget.NewRichText(&widget.TextSegment{Text: m.Summary, Style: widget.RichTextStyle{ColorName: theme.ColorNameForeground}})
	summary.Wrapping = fyne.TextWrapWord
	later := widget.NewRichText(&widget.TextSegment{Text: m.Later, Style: widget.RichTextStyle{ColorName: shell.ColorNameMuted}})
	later.Wrapping = fyne.TextWrapWord
	icon := widget.NewIcon(theme.NewColoredResource(m.Icon(), theme.ColorNamePrimary))
	text := container.New(widgets.Width{Width: 420}, container.NewVBox(head, summary, later))
	content := container.NewBorder(nil, nil, container.NewVBox(icon), nil, text)

	d := dialog.NewCustomWithoutButtons(m.Title, content, s.win)
	closeBtn := widgets.NewDismissButton("Close", d.Hide)
	d.SetButtons([]fyne.CanvasObject{closeBtn})
	d.SetOnClosed(func() {
		if s.comingSoon == d {
			s.comingSoon = nil
		}
	})
	s.comingSoon = d
	d.Show()
	s.win.Canvas().Focus(closeBtn)
}

func (s *startScreen) showAppearanceMenu() {
	items := make([]*fyne.MenuItem, 0, len(shell.Appearances))
	for _, a := range shell.Appearances {
		item := fyne.NewMenuItem(a.Label(), func() { s.setAppearance(a) })
		item.Checked = a == s.choice
		items = append(items, item)
	}
	c := s.win.Canvas()
	pos := fyne.CurrentApp().Driver().AbsolutePositionForObject(s.appearBtn)
	widget.ShowPopUpMenuAtPosition(fyne.NewMenu("", items...), c, pos.AddXY(0, s.appearBtn.Size().Height))
}

func (s *startScreen) cycleAppearance() { s.setAppearance(s.choice.Next()) }

// setAppearance applies the player's choice and remembers it.
func (s *startScreen) setAppearance(a shell.Appearance) {
	s.choice = a
	s.app.Preferences().SetString(shell.PrefAppearance, string(a))
	s.app.Settings().SetTheme(shell.Theme{Choice: a})
	s.updateAppearanceButton()
}

func (s *startScreen) updateAppearanceButton() {
	if s.appearBtn != nil {
		s.appearBtn.SetText("Appearance: " + s.choice.Label())
	}
}

// The start screen is the frame the other screens live in (shell.Frame).

func (s *startScreen) App() fyne.App       { return s.app }
func (s *startScreen) Window() fyne.Window { return s.win }
func (s *startScreen) TakeWindow()         { s.leave() }
func (s *startScreen) ShowStart()          { s.show() }
func (s *startScreen) Quit()               { s.quit() }
func (s *startScreen) CycleAppearance()    { s.cycleAppearance() }
func (s *startScreen) ToggleFullScreen()   { s.toggleFullScreen() }

func (s *startScreen) PlayMaze(m *maze.Maze, path, name string) {
	solo.PlayMaze(s, s.soloEnv, m, path, name)
}

func (s *startScreen) toggleFullScreen() { s.win.SetFullScreen(!s.win.FullScreen()) }

func (s *startScreen) quit() { s.app.Quit() }

// keyBindings is the start screen's keys (shell.StartKeys) with what they
// do here.
func (s *startScreen) keyBindings() []shell.Binding {
	actions := map[string]func(){
		"view.appearance": s.cycleAppearance,
		"help.keys":       s.showShortcuts,
		"view.fullscreen": s.toggleFullScreen,
		"app.quit":        s.quit,
	}
	for _, m := range shell.Modes {
		actions["mode."+m.ID] = func() { s.open(m) }
	}
	return shell.Bind(shell.StartKeys(), actions)
}

// installShortcuts binds every key of keyBindings on the window's canvas.
// Plain keys go through the canvas's typed-key handler, which the mode
// tiles also forward to when they have the focus.
func (s *startScreen) installShortcuts() {
	s.keys = shell.InstallKeys(s.win.Canvas(), s.keyBindings(), nil)
	s.typedKey = s.keys.TypedKey
}

// typedShortcut is what the canvas calls for every bound shortcut.
func (s *startScreen) typedShortcut(sc fyne.Shortcut) { s.keys.TypedShortcut(sc) }

// shortcutHint is the label of the key of the action id, for showing next
// to the control it triggers.
func (s *startScreen) shortcutHint(id string) string {
	if k, ok := shell.Find(s.keyBindings(), id); ok {
		return k.Label()
	}
	return ""
}

func (s *startScreen) showShortcuts() {
	if s.shortcutsOpen {
		return
	}
	grid := container.New(layout.NewFormLayout())
	for _, k := range s.keyBindings() {
		grid.Add(widget.NewLabelWithStyle(shell.KeyLabel(k.Shortcut), fyne.TextAlignTrailing, fyne.TextStyle{Bold: true}))
		grid.Add(widget.NewLabel(k.What))
	}
	d := dialog.NewCustomWithoutButtons("Keyboard shortcuts", grid, s.win)
	closeBtn := widgets.NewDismissButton("Close", d.Hide)
	d.SetButtons([]fyne.CanvasObject{closeBtn})
	d.SetOnClosed(func() { s.shortcutsOpen = false })
	s.shortcutsOpen = true
	d.Show()
	s.win.Canvas().Focus(closeBtn)
}
