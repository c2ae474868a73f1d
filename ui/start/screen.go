package start

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/layout"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"github.com/labyrinth-game/labyrinth/ui/shell"
	"github.com/labyrinth-game/labyrinth/ui/widgets"
)

const tagline = "Map a maze you cannot see from the game master's announcements, find the treasure and get out."

// Screen is the first thing a player sees: the four ways to play
// (shell.Modes), the appearance, the keys.
type Screen struct {
	frame shell.Frame
	app   fyne.App
	win   fyne.Window
	// opens opens a mode's screen, by the mode's ID; a mode without one is
	// coming soon.
	opens map[string]func()

	choice     shell.Appearance
	appearBtn  *widget.Button
	tiles      []*modeTile
	typedKey   func(*fyne.KeyEvent) // window-wide plain keys, set by installShortcuts
	keys       *shell.Keymap        // the bound keys, set by installShortcuts
	comingSoon dialog.Dialog        // the open coming-soon dialog, if any

	shortcutsOpen bool
}

// New makes the start screen of the frame's window; opens opens each
// mode whose screen exists, by its ID. The player's appearance is read
// from the preferences: Theme is the theme to set.
func New(f shell.Frame, opens map[string]func()) *Screen {
	a := f.App()
	return &Screen{
		frame:  f,
		app:    a,
		win:    f.Window(),
		opens:  opens,
		choice: shell.ParseAppearance(a.Preferences().StringWithFallback(shell.PrefAppearance, string(shell.AppearanceSystem))),
	}
}

// Theme is the game's theme in the player's appearance.
func (s *Screen) Theme() fyne.Theme { return shell.Theme{Choice: s.choice} }

// Show puts the start screen in the window, with its keys: at start-up,
// and when a mode's screen closes.
func (s *Screen) Show() {
	s.tiles = nil
	s.win.SetTitle(shell.AppName)
	s.win.SetMainMenu(nil)
	s.win.SetCloseIntercept(nil)
	s.win.SetContent(s.content())
	s.installShortcuts()
}

// Leave hands the window to a mode's screen: the start screen's keys and
// dialogs go.
func (s *Screen) Leave() {
	if s.comingSoon != nil {
		s.comingSoon.Hide()
	}
	if s.keys != nil {
		s.keys.Uninstall()
		s.keys = nil
	}
}

// content builds the screen's widgets.
func (s *Screen) content() fyne.CanvasObject {
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
		t := newModeTile(m, s.opens[m.ID] != nil, s.shortcutHint("mode."+m.ID), func() { s.open(m) })
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
func (s *Screen) open(m shell.Mode) {
	if open := s.opens[m.ID]; open != nil {
		open()
		return
	}
	s.showComingSoon(m)
}

func (s *Screen) showComingSoon(m shell.Mode) {
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

func (s *Screen) showAppearanceMenu() {
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

// CycleAppearance switches to the next appearance (Ctrl+T on every
// screen) and remembers it.
func (s *Screen) CycleAppearance() { s.setAppearance(s.choice.Next()) }

// setAppearance applies the player's choice and remembers it.
func (s *Screen) setAppearance(a shell.Appearance) {
	s.choice = a
	s.app.Preferences().SetString(shell.PrefAppearance, string(a))
	s.app.Settings().SetTheme(shell.Theme{Choice: a})
	s.updateAppearanceButton()
}

func (s *Screen) updateAppearanceButton() {
	if s.appearBtn != nil {
		s.appearBtn.SetText("Appearance: " + s.choice.Label())
	}
}

// keyBindings is the start screen's keys (shell.StartKeys) with what they
// do here.
func (s *Screen) keyBindings() []shell.Binding {
	actions := map[string]func(){
		"view.appearance": s.CycleAppearance,
		"help.keys":       s.showShortcuts,
		"view.fullscreen": s.frame.ToggleFullScreen,
		"app.quit":        s.frame.Quit,
	}
	for _, m := range shell.Modes {
		actions["mode."+m.ID] = func() { s.open(m) }
	}
	return shell.Bind(shell.StartKeys(), actions)
}

// installShortcuts binds every key of keyBindings on the window's canvas.
// Plain keys go through the canvas's typed-key handler, which the mode
// tiles also forward to when they have the focus.
func (s *Screen) installShortcuts() {
	s.keys = shell.InstallKeys(s.win.Canvas(), s.keyBindings(), nil)
	s.typedKey = s.keys.TypedKey
}

// typedShortcut is what the canvas calls for every bound shortcut.
func (s *Screen) typedShortcut(sc fyne.Shortcut) { s.keys.TypedShortcut(sc) }

// shortcutHint is the label of the key of the action id, for showing next
// to the control it triggers.
func (s *Screen) shortcutHint(id string) string {
	if k, ok := shell.Find(s.keyBindings(), id); ok {
		return k.Label()
	}
	return ""
}

func (s *Screen) showShortcuts() {
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
