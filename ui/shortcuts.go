package ui

import (
	"runtime"
	"strconv"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/driver/desktop"
	"fyne.io/fyne/v2/layout"
	"fyne.io/fyne/v2/widget"
)

// keyBinding is one keyboard shortcut of the window. All of them are made
// in keyBindings, so that the F1 list and the real bindings cannot disagree.
type keyBinding struct {
	// shortcut has a modifier, or none for a function key (Fyne only turns
	// modified keys into shortcuts; plain keys arrive as typed keys).
	shortcut *desktop.CustomShortcut
	what     string
	run      func()
}

// keyBindings is the window's complete list, in the order F1 shows it.
func (s *startScreen) keyBindings() []keyBinding {
	b := make([]keyBinding, 0, len(modes)+4)
	for i, m := range modes {
		b = append(b, keyBinding{
			shortcut: withShortcutModifier(fyne.KeyName(strconv.Itoa(i + 1))),
			what:     openWhat(m),
			run:      func() { s.open(m) },
		})
	}
	return append(b,
		keyBinding{withShortcutModifier(fyne.KeyT), "Switch appearance: system, light, dark", s.cycleAppearance},
		keyBinding{plainKey(fyne.KeyF1), "Show keyboard shortcuts", s.showShortcuts},
		keyBinding{plainKey(fyne.KeyF11), "Full screen on or off", s.toggleFullScreen},
		keyBinding{withShortcutModifier(fyne.KeyQ), "Quit Labyrinth", s.quit},
	)
}

func openWhat(m mode) string { return "Open " + m.title }

// withShortcutModifier is Ctrl+key, or Cmd+key on macOS.
func withShortcutModifier(k fyne.KeyName) *desktop.CustomShortcut {
	return &desktop.CustomShortcut{KeyName: k, Modifier: fyne.KeyModifierShortcutDefault}
}

func plainKey(k fyne.KeyName) *desktop.CustomShortcut {
	return &desktop.CustomShortcut{KeyName: k}
}

// keyLabel spells a shortcut the way the platform's menus do, e.g. "Ctrl+Q".
func keyLabel(sc *desktop.CustomShortcut) string {
	var parts []string
	if sc.Modifier&fyne.KeyModifierControl != 0 {
		parts = append(parts, "Ctrl")
	}
	if sc.Modifier&fyne.KeyModifierSuper != 0 {
		if runtime.GOOS == "darwin" {
			parts = append(parts, "Cmd")
		} else {
			parts = append(parts, "Super")
		}
	}
	if sc.Modifier&fyne.KeyModifierAlt != 0 {
		parts = append(parts, "Alt")
	}
	if sc.Modifier&fyne.KeyModifierShift != 0 {
		parts = append(parts, "Shift")
	}
	return strings.Join(append(parts, string(sc.KeyName)), "+")
}

// installShortcuts binds every key of keyBindings on the window's canvas.
// Plain keys go through the canvas's typed-key handler, which the mode
// tiles also forward to when they have the focus.
func (s *startScreen) installShortcuts() {
	c := s.win.Canvas()
	s.bound = map[string]func(){}
	plain := map[fyne.KeyName]func(){}
	for _, k := range s.keyBindings() {
		if k.shortcut.Modifier == 0 {
			plain[k.shortcut.KeyName] = k.run
			continue
		}
		s.bound[k.shortcut.ShortcutName()] = k.run
		c.AddShortcut(k.shortcut, s.typedShortcut)
	}
	s.typedKey = func(ev *fyne.KeyEvent) {
		if run, ok := plain[ev.Name]; ok {
			run()
		}
	}
	c.SetOnTypedKey(s.typedKey)
}

// typedShortcut is what the canvas calls for every bound shortcut.
func (s *startScreen) typedShortcut(sc fyne.Shortcut) {
	if run, ok := s.bound[sc.ShortcutName()]; ok {
		run()
	}
}

// shortcutHint is the label of the binding whose description is what, for
// showing next to the control it triggers.
func (s *startScreen) shortcutHint(what string) string {
	for _, k := range s.keyBindings() {
		if k.what == what {
			return keyLabel(k.shortcut)
		}
	}
	return ""
}

func (s *startScreen) showShortcuts() {
	if s.shortcutsOpen {
		return
	}
	grid := container.New(layout.NewFormLayout())
	for _, k := range s.keyBindings() {
		grid.Add(widget.NewLabelWithStyle(keyLabel(k.shortcut), fyne.TextAlignTrailing, fyne.TextStyle{Bold: true}))
		grid.Add(widget.NewLabel(k.what))
	}
	d := dialog.NewCustomWithoutButtons("Keyboard shortcuts", grid, s.win)
	closeBtn := newDismissButton("Close", d.Hide)
	d.SetButtons([]fyne.CanvasObject{closeBtn})
	d.SetOnClosed(func() { s.shortcutsOpen = false })
	s.shortcutsOpen = true
	d.Show()
	s.win.Canvas().Focus(closeBtn)
}
