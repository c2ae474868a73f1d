package ui

import (
	"slices"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"
)

// newTestScreen builds the start screen in a headless window, as Setup does
// for the real one.
func newTestScreen(t *testing.T) (*startScreen, fyne.Window) {
	t.Helper()
	a := probeIdle(test.NewTempApp(t)) // idle_test.go
	w := test.NewTempWindow(t, nil)
	s := newStartScreen(a, w)
	s.editor = testEditorEnv(t)
	s.solo.watch = nil // a seat's news is taken in on the test's goroutine
	a.Settings().SetTheme(gameTheme{choice: s.choice})
	w.SetContent(s.content())
	s.installShortcuts()
	w.Resize(minWindowSize)
	return s, w
}

// texts collects every piece of text drawn under o, so that tests can ask
// what a player would read without depending on the widget tree's shape.
func texts(o fyne.CanvasObject) []string {
	var out []string
	var walk func(fyne.CanvasObject)
	walk = func(o fyne.CanvasObject) {
		switch v := o.(type) {
		case *widget.RichText:
			out = append(out, v.String())
			return
		case *widget.Label:
			out = append(out, v.Text)
			return
		case *widget.Button:
			out = append(out, v.Text)
			return
		case *dismissButton:
			out = append(out, v.Text)
			return
		case *fyne.Container:
			for _, c := range v.Objects {
				walk(c)
			}
			return
		case fyne.Widget:
			for _, c := range test.WidgetRenderer(v).Objects() {
				walk(c)
			}
		}
	}
	walk(o)
	return out
}

func contains(all []string, want string) bool {
	for _, s := range all {
		if strings.Contains(s, want) {
			return true
		}
	}
	return false
}

// topOverlayText is everything written in the window's topmost dialog.
func topOverlayText(w fyne.Window) []string {
	top := w.Canvas().Overlays().Top()
	if top == nil {
		return nil
	}
	return texts(top)
}

func TestStartScreenShowsTitleAndFourModes(t *testing.T) {
	s, w := newTestScreen(t)
	all := texts(w.Content())

	for _, want := range []string{"Labyrinth", tagline} {
		if !contains(all, want) {
			t.Errorf("start screen lacks %q; it shows %q", want, all)
		}
	}
	if len(s.tiles) != 4 {
		t.Fatalf("start screen has %d mode tiles, want 4", len(s.tiles))
	}
	for i, want := range []string{"Solo practice", "Host a game", "Join a game", "Maze editor"} {
		tile := s.tiles[i]
		got := texts(tile)
		if !contains(got, want) {
			t.Errorf("tile %d shows %q, want the title %q", i+1, got, want)
		}
		if !contains(got, tile.mode.summary) || len(tile.mode.summary) < 40 {
			t.Errorf("tile %q lacks a real explanation: %q", want, got)
		}
		if soon := contains(got, "Coming soon") && tileBadgeVisible(tile); soon != (tile.mode.start == nil) {
			t.Errorf("tile %q says coming soon: %v, but its screen exists: %v", want, soon, tile.mode.start != nil)
		}
		if !contains(got, "+"+string(rune('1'+i))) {
			t.Errorf("tile %q does not show its shortcut: %q", want, got)
		}
	}
}

func TestActivatingAModeShowsComingSoon(t *testing.T) {
	activations := []struct {
		name     string
		activate func(s *startScreen, w fyne.Window, i int)
	}{
		{"click", func(s *startScreen, _ fyne.Window, i int) { test.Tap(s.tiles[i]) }},
		{"Enter on the focused tile", func(s *startScreen, w fyne.Window, i int) {
			w.Canvas().Focus(s.tiles[i])
			s.tiles[i].TypedKey(&fyne.KeyEvent{Name: fyne.KeyReturn})
		}},
		{"Space on the focused tile", func(s *startScreen, w fyne.Window, i int) {
			w.Canvas().Focus(s.tiles[i])
			s.tiles[i].TypedRune(' ')
		}},
		{"Ctrl+number", func(s *startScreen, _ fyne.Window, i int) {
			s.typedShortcut(withShortcutModifier(fyne.KeyName(string(rune('1' + i)))))
		}},
	}
	for _, act := range activations {
		for i, m := range modes {
			if m.start != nil {
				continue // TestActivatingTheEditorOpensIt
			}
			t.Run(act.name+"/"+m.title, func(t *testing.T) {
				s, w := newTestScreen(t)
				if w.Canvas().Overlays().Top() != nil {
					t.Fatal("a dialog is open before anything was activated")
				}
				act.activate(s, w, i)
				got := topOverlayText(w)
				if !contains(got, m.title+" is coming soon.") {
					t.Fatalf("after %s on %q the dialog shows %q, want a coming-soon message", act.name, m.title, got)
				}
				if !contains(got, m.later) {
					t.Errorf("coming-soon dialog for %q does not say what exists meanwhile: %q", m.title, got)
				}
			})
		}
	}
}

// tileBadgeVisible reports whether the tile shows its "Coming soon" badge.
func tileBadgeVisible(tile *modeTile) bool {
	visible := false
	var walk func(o fyne.CanvasObject, shown bool)
	walk = func(o fyne.CanvasObject, shown bool) {
		shown = shown && o.Visible()
		switch v := o.(type) {
		case *widget.RichText:
			if strings.Contains(v.String(), "Coming soon") && shown {
				visible = true
			}
		case *fyne.Container:
			for _, c := range v.Objects {
				walk(c, shown)
			}
		case fyne.Widget:
			for _, c := range test.WidgetRenderer(v).Objects() {
				walk(c, shown)
			}
		}
	}
	walk(tile, true)
	return visible
}

func TestActivatingTheEditorOpensIt(t *testing.T) {
	for _, act := range []struct {
		name     string
		activate func(s *startScreen, i int)
	}{
		{"click", func(s *startScreen, i int) { test.Tap(s.tiles[i]) }},
		{"Ctrl+number", func(s *startScreen, i int) {
			s.typedShortcut(withShortcutModifier(fyne.KeyName(string(rune('1' + i)))))
		}},
	} {
		t.Run(act.name, func(t *testing.T) {
			s, w := newTestScreen(t)
			i := slices.IndexFunc(modes, func(m mode) bool { return m.id == "editor" })
			act.activate(s, i)
			if top := w.Canvas().Overlays().Top(); top != nil {
				t.Fatalf("a dialog opened instead of the editor: %q", texts(top))
			}
			if !strings.HasSuffix(w.Title(), "— Labyrinth") || !strings.Contains(w.Title(), "Untitled") {
				t.Errorf("window title %q, want the editor's on an untitled maze", w.Title())
			}
			if w.MainMenu() == nil {
				t.Error("the editor has no menu")
			}
		})
	}
}

func TestComingSoonDialogCloses(t *testing.T) {
	keys := []struct {
		name  string
		close func(b *dismissButton)
	}{
		{"Close button", func(b *dismissButton) { test.Tap(b) }},
		{"Escape", func(b *dismissButton) { b.TypedKey(&fyne.KeyEvent{Name: fyne.KeyEscape}) }},
		{"Enter", func(b *dismissButton) { b.TypedKey(&fyne.KeyEvent{Name: fyne.KeyReturn}) }},
	}
	for _, k := range keys {
		t.Run(k.name, func(t *testing.T) {
			s, w := newTestScreen(t)
			test.Tap(s.tiles[1]) // a mode still to come
			b, ok := w.Canvas().Focused().(*dismissButton)
			if !ok {
				t.Fatalf("the dialog's Close button does not have the focus; %T does", w.Canvas().Focused())
			}
			k.close(b)
			if top := w.Canvas().Overlays().Top(); top != nil {
				t.Fatalf("%s left the dialog open: %q", k.name, texts(top))
			}
		})
	}
}

// Opening a second mode replaces the first dialog instead of stacking them.
func TestComingSoonDialogsDoNotStack(t *testing.T) {
	s, w := newTestScreen(t)
	test.Tap(s.tiles[1]) // two modes still to come
	test.Tap(s.tiles[2])
	if n := len(w.Canvas().Overlays().List()); n != 1 {
		t.Fatalf("%d dialogs open, want 1", n)
	}
	if got := topOverlayText(w); !contains(got, modes[2].title+" is coming soon.") {
		t.Fatalf("top dialog shows %q, want %q's", got, modes[2].title)
	}
}

func TestShortcutsAreListedAndBound(t *testing.T) {
	s, w := newTestScreen(t)
	bindings := s.keyBindings()
	seen := map[string]string{}
	for _, k := range bindings {
		label := keyLabel(k.shortcut)
		if prev, dup := seen[label]; dup {
			t.Errorf("%s is bound twice: %q and %q", label, prev, k.what)
		}
		seen[label] = k.what
	}
	for _, want := range []string{"Ctrl+Q", "Ctrl+T", "F1", "Ctrl+1", "Ctrl+4"} {
		if _, ok := seen[want]; !ok && fyne.KeyModifierShortcutDefault == fyne.KeyModifierControl {
			t.Errorf("no binding for %s; have %v", want, seen)
		}
	}

	w.Canvas().OnTypedKey()(&fyne.KeyEvent{Name: fyne.KeyF1})
	got := topOverlayText(w)
	for _, k := range bindings {
		if !contains(got, keyLabel(k.shortcut)) || !contains(got, k.what) {
			t.Errorf("F1 list lacks %s %q: %q", keyLabel(k.shortcut), k.what, got)
		}
	}
}

// F1 must work while a tile holds the focus, since Tab lands there first.
func TestPlainKeysReachTheWindowFromAFocusedTile(t *testing.T) {
	s, w := newTestScreen(t)
	w.Canvas().Focus(s.tiles[2])
	s.tiles[2].TypedKey(&fyne.KeyEvent{Name: fyne.KeyF1})
	if got := topOverlayText(w); !contains(got, "Keyboard shortcuts") && !contains(got, "Quit Labyrinth") {
		t.Fatalf("F1 on a focused tile shows %q, want the shortcut list", got)
	}
}

func TestAppearanceCyclesAndIsRemembered(t *testing.T) {
	s, w := newTestScreen(t)
	a := fyne.CurrentApp()
	steps := []struct {
		want    appearance
		variant fyne.ThemeVariant
	}{
		{appearanceLight, theme.VariantLight},
		{appearanceDark, theme.VariantDark},
		{appearanceSystem, a.Settings().ThemeVariant()},
	}
	for _, st := range steps {
		s.typedShortcut(withShortcutModifier(fyne.KeyT))
		if s.choice != st.want {
			t.Fatalf("Ctrl+T gave %q, want %q", s.choice, st.want)
		}
		if got := a.Preferences().String(prefAppearance); got != string(st.want) {
			t.Errorf("preference holds %q, want %q", got, st.want)
		}
		th := a.Settings().Theme()
		if got, want := th.Color(theme.ColorNameBackground, a.Settings().ThemeVariant()), (gameTheme{}).Color(theme.ColorNameBackground, st.variant); got != want {
			t.Errorf("%s: background %v, want %v", st.want, got, want)
		}
		if !strings.Contains(s.appearBtn.Text, st.want.label()) {
			t.Errorf("appearance button says %q after choosing %q", s.appearBtn.Text, st.want.label())
		}
	}

	// A new start screen picks the stored choice up again.
	a.Preferences().SetString(prefAppearance, string(appearanceDark))
	if got := newStartScreen(a, w).choice; got != appearanceDark {
		t.Errorf("stored %q, new screen uses %q", appearanceDark, got)
	}
}

func TestParseAppearance(t *testing.T) {
	cases := []struct {
		in   string
		want appearance
	}{
		{"light", appearanceLight},
		{"dark", appearanceDark},
		{"system", appearanceSystem},
		{"", appearanceSystem},
		{"Dark", appearanceSystem},
		{"sepia", appearanceSystem},
	}
	for _, c := range cases {
		if got := parseAppearance(c.in); got != c.want {
			t.Errorf("parseAppearance(%q) = %q, want %q", c.in, got, c.want)
		}
	}
}

func TestStartScreenMinimumSize(t *testing.T) {
	_, w := newTestScreen(t)
	least := w.Content().MinSize()
	if least.Width < minWindowSize.Width || least.Height < minWindowSize.Height {
		t.Errorf("content minimum %v is below the window minimum %v", least, minWindowSize)
	}
	// The cards must fit in the smallest window without being squeezed
	// below their own minimum, which would clip their text.
	if least.Width > minWindowSize.Width || least.Height > minWindowSize.Height {
		t.Errorf("content needs %v, more than the %v minimum window", least, minWindowSize)
	}
}

func TestShortcutsDialogClosesOnEscape(t *testing.T) {
	s, w := newTestScreen(t)
	s.showShortcuts()
	b, ok := w.Canvas().Focused().(*dismissButton)
	if !ok {
		t.Fatalf("the shortcut list's Close button does not have the focus; %T does", w.Canvas().Focused())
	}
	b.TypedKey(&fyne.KeyEvent{Name: fyne.KeyEscape})
	if top := w.Canvas().Overlays().Top(); top != nil {
		t.Fatalf("Escape left the shortcut list open: %q", texts(top))
	}
	s.showShortcuts() // opens again after closing
	if w.Canvas().Overlays().Top() == nil {
		t.Fatal("F1 after closing the list did not open it again")
	}
}
