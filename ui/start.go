package ui

import (
	_ "embed"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/layout"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"
)

//go:embed logo.svg
var logoSVG []byte

// logo is the Labyrinth mark: a small maze with the treasure in a dead end.
var logo = &fyne.StaticResource{StaticName: "labyrinth-logo.svg", StaticContent: logoSVG}

const tagline = "Map a maze you cannot see from the game master's announcements, find the treasure and get out."

// startScreen is the first thing a player sees: the four ways to play.
type startScreen struct {
	app fyne.App
	win fyne.Window

	choice     appearance
	appearBtn  *widget.Button
	tiles      []*modeTile
	typedKey   func(*fyne.KeyEvent) // window-wide plain keys, set by installShortcuts
	keys       *keymap              // the bound keys, set by installShortcuts
	comingSoon dialog.Dialog        // the open coming-soon dialog, if any
	// editor is the maze editor's environment: where recovery files go,
	// the recent-files list, how files are chosen.
	editor editorEnv
	// screen is the editor on show, if any.
	screen *editorScreen
	// solo is solo practice's environment: where games are saved.
	solo soloEnv

	shortcutsOpen bool
}

func newStartScreen(a fyne.App, w fyne.Window) *startScreen {
	return &startScreen{
		app:    a,
		win:    w,
		choice: parseAppearance(a.Preferences().StringWithFallback(prefAppearance, string(appearanceSystem))),
		editor: defaultEditorEnv(a),
		solo:   defaultSoloEnv(),
	}
}

// show puts the start screen in the window, with its keys: at start-up,
// and when a mode's screen closes.
func (s *startScreen) show() {
	s.tiles = nil
	s.win.SetTitle(AppName)
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
		s.keys.uninstall()
		s.keys = nil
	}
}

// content builds the screen's widgets.
func (s *startScreen) content() fyne.CanvasObject {
	mark := widget.NewIcon(theme.NewColoredResource(logo, theme.ColorNamePrimary))
	markBox := container.NewGridWrap(fyne.NewSquareSize(76), mark)
	title := widget.NewRichText(&widget.TextSegment{
		Text:  "Labyrinth",
		Style: widget.RichTextStyle{SizeName: sizeNameHero, TextStyle: fyne.TextStyle{Bold: true}, ColorName: theme.ColorNameForeground},
	})
	sub := widget.NewRichText(&widget.TextSegment{
		Text:  tagline,
		Style: widget.RichTextStyle{ColorName: colorNameMuted},
	})
	hero := container.NewHBox(layout.NewSpacer(),
		container.NewCenter(markBox),
		container.NewVBox(title, sub),
		layout.NewSpacer())

	grid := container.NewGridWithColumns(2)
	for _, m := range modes {
		t := newModeTile(m, s.shortcutHint(openWhat(m)), func() { s.open(m) })
		t.onOtherKey = func(ev *fyne.KeyEvent) {
			if s.typedKey != nil {
				s.typedKey(ev)
			}
		}
		s.tiles = append(s.tiles, t)
		grid.Add(container.NewPadded(t))
	}

	column := container.NewBorder(container.NewVBox(hero, layout.NewSpacer()), nil, nil, nil, grid)
	body := container.New(boundedLayout{max: fyne.NewSize(1040, 600)}, column)

	s.appearBtn = &widget.Button{Icon: theme.ColorPaletteIcon(), Importance: widget.LowImportance, OnTapped: s.showAppearanceMenu}
	s.updateAppearanceButton()
	help := &widget.Button{Text: "Shortcuts", Icon: theme.HelpIcon(), Importance: widget.LowImportance, OnTapped: s.showShortcuts}
	top := container.NewHBox(layout.NewSpacer(), s.appearBtn, help)

	footer := widget.NewRichText(&widget.TextSegment{
		Text:  "Version " + Version + "  ·  F1 lists the keyboard shortcuts",
		Style: widget.RichTextStyle{Alignment: fyne.TextAlignCenter, SizeName: theme.SizeNameCaptionText, ColorName: colorNameMuted},
	})

	root := container.NewBorder(top, footer, nil, nil, container.NewPadded(body))
	return container.New(floorLayout{floor: minWindowSize}, container.NewPadded(root))
}

// open starts a mode, or explains that it is not there yet.
func (s *startScreen) open(m mode) {
	if m.start != nil {
		m.start(s)
		return
	}
	s.showComingSoon(m)
}

func (s *startScreen) showComingSoon(m mode) {
	if s.comingSoon != nil {
		s.comingSoon.Hide()
	}
	head := widget.NewRichText(&widget.TextSegment{
		Text:  m.title + " is coming soon.",
		Style: widget.RichTextStyle{TextStyle: fyne.TextStyle{Bold: true}, ColorName: theme.ColorNameForeground},
	})
	summary := widget.NewRichText(&widget.TextSegment{Text: m.summary, Style: widget.RichTextStyle{ColorName: theme.ColorNameForeground}})
	summary.Wrapping = fyne.TextWrapWord
	later := widget.NewRichText(&widget.TextSegment{Text: m.later, Style: widget.RichTextStyle{ColorName: colorNameMuted}})
	later.Wrapping = fyne.TextWrapWord
	icon := widget.NewIcon(theme.NewColoredResource(m.icon(), theme.ColorNamePrimary))
	text := container.New(widthLayout{width: 420}, container.NewVBox(head, summary, later))
	content := container.NewBorder(nil, nil, container.NewVBox(icon), nil, text)

	d := dialog.NewCustomWithoutButtons(m.title, content, s.win)
	closeBtn := newDismissButton("Close", d.Hide)
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
	items := make([]*fyne.MenuItem, 0, len(appearances))
	for _, a := range appearances {
		item := fyne.NewMenuItem(a.label(), func() { s.setAppearance(a) })
		item.Checked = a == s.choice
		items = append(items, item)
	}
	c := s.win.Canvas()
	pos := fyne.CurrentApp().Driver().AbsolutePositionForObject(s.appearBtn)
	widget.ShowPopUpMenuAtPosition(fyne.NewMenu("", items...), c, pos.AddXY(0, s.appearBtn.Size().Height))
}

func (s *startScreen) cycleAppearance() { s.setAppearance(s.choice.next()) }

// setAppearance applies the player's choice and remembers it.
func (s *startScreen) setAppearance(a appearance) {
	s.choice = a
	s.app.Preferences().SetString(prefAppearance, string(a))
	s.app.Settings().SetTheme(gameTheme{choice: a})
	s.updateAppearanceButton()
}

func (s *startScreen) updateAppearanceButton() {
	if s.appearBtn != nil {
		s.appearBtn.SetText("Appearance: " + s.choice.label())
	}
}

func (s *startScreen) toggleFullScreen() { s.win.SetFullScreen(!s.win.FullScreen()) }

func (s *startScreen) quit() { s.app.Quit() }

// dismissButton is a dialog button that closes its dialog on Escape and
// Enter as well as Space, since it holds the keyboard focus while the dialog
// is open.
type dismissButton struct {
	widget.Button
}

func newDismissButton(label string, dismiss func()) *dismissButton {
	b := &dismissButton{}
	b.Text = label
	b.Importance = widget.HighImportance
	b.OnTapped = dismiss
	b.ExtendBaseWidget(b)
	return b
}

func (b *dismissButton) TypedKey(ev *fyne.KeyEvent) {
	switch ev.Name {
	case fyne.KeyEscape, fyne.KeyReturn, fyne.KeyEnter:
		b.OnTapped()
	default:
		b.Button.TypedKey(ev)
	}
}
