package start

import (
	"slices"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"github.com/labyrinth-game/labyrinth/ui/shell"
	"github.com/labyrinth-game/labyrinth/ui/uitest"
	"github.com/labyrinth-game/labyrinth/ui/widgets"
)

// newTestScreen builds the start screen in a headless window, as the
// window (the ui package) does for the real one, with the modes of the
// real one, whose openers note that they were called.
func newTestScreen(t *testing.T) (*Screen, fyne.Window) {
	s, _, w := newTestScreenOpening(t)
	return s, w
}

// newTestScreenOpening is newTestScreen, with the list of the modes
// opened, in order.
func newTestScreenOpening(t *testing.T) (*Screen, *[]string, fyne.Window) {
	t.Helper()
	f := uitest.NewFrame(t)
	var opened []string
	open := func(id string) func() { return func() { opened = append(opened, id) } }
	s := New(f, map[string]func(){"solo": open("solo"), "editor": open("editor")})
	f.A.Settings().SetTheme(s.Theme())
	s.Show()
	f.W.Resize(shell.MinWindowSize)
	return s, &opened, f.W
}

func TestStartScreenShowsTitleAndFourModes(t *testing.T) {
	s, w := newTestScreen(t)
	all := uitest.Texts(w.Content())

	for _, want := range []string{"Labyrinth", tagline} {
		if !uitest.Contains(all, want) {
			t.Errorf("start screen lacks %q; it shows %q", want, all)
		}
	}
	if len(s.tiles) != 4 {
		t.Fatalf("start screen has %d mode tiles, want 4", len(s.tiles))
	}
	for i, want := range []string{"Solo practice", "Host a game", "Join a game", "Maze editor"} {
		tile := s.tiles[i]
		got := uitest.Texts(tile)
		if !uitest.Contains(got, want) {
			t.Errorf("tile %d shows %q, want the title %q", i+1, got, want)
		}
		if !uitest.Contains(got, tile.mode.Summary) || len(tile.mode.Summary) < 40 {
			t.Errorf("tile %q lacks a real explanation: %q", want, got)
		}
		if soon := uitest.Contains(got, "Coming soon") && tileBadgeVisible(tile); soon != !tile.ready {
			t.Errorf("tile %q says coming soon: %v, but its screen exists: %v", want, soon, tile.ready)
		}
		if !uitest.Contains(got, "+"+string(rune('1'+i))) {
			t.Errorf("tile %q does not show its shortcut: %q", want, got)
		}
	}
}

func TestActivatingAModeShowsComingSoon(t *testing.T) {
	activations := []struct {
		name     string
		activate func(s *Screen, w fyne.Window, i int)
	}{
		{"click", func(s *Screen, _ fyne.Window, i int) { test.Tap(s.tiles[i]) }},
		{"Enter on the focused tile", func(s *Screen, w fyne.Window, i int) {
			w.Canvas().Focus(s.tiles[i])
			s.tiles[i].TypedKey(&fyne.KeyEvent{Name: fyne.KeyReturn})
		}},
		{"Space on the focused tile", func(s *Screen, w fyne.Window, i int) {
			w.Canvas().Focus(s.tiles[i])
			s.tiles[i].TypedRune(' ')
		}},
		{"Ctrl+number", func(s *Screen, _ fyne.Window, i int) {
			s.typedShortcut(shell.WithShortcutModifier(fyne.KeyName(string(rune('1' + i)))))
		}},
	}
	for _, act := range activations {
		for i, m := range shell.Modes {
			if s0, _ := newTestScreen(t); s0.opens[m.ID] != nil {
				continue // TestActivatingTheEditorOpensIt
			}
			t.Run(act.name+"/"+m.Title, func(t *testing.T) {
				s, w := newTestScreen(t)
				if w.Canvas().Overlays().Top() != nil {
					t.Fatal("a dialog is open before anything was activated")
				}
				act.activate(s, w, i)
				got := uitest.TopOverlayText(w)
				if !uitest.Contains(got, m.Title+" is coming soon.") {
					t.Fatalf("after %s on %q the dialog shows %q, want a coming-soon message", act.name, m.Title, got)
				}
				if !uitest.Contains(got, m.Later) {
					t.Errorf("coming-soon dialog for %q does not say what exists meanwhile: %q", m.Title, got)
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

// A mode whose screen exists opens it, by a click on its tile or by its
// key (the window around tells which exist; the ui package's tests open
// the real screens).
func TestActivatingAModeOpensIt(t *testing.T) {
	for _, act := range []struct {
		name     string
		activate func(s *Screen, i int)
	}{
		{"click", func(s *Screen, i int) { test.Tap(s.tiles[i]) }},
		{"Ctrl+number", func(s *Screen, i int) {
			s.typedShortcut(shell.WithShortcutModifier(fyne.KeyName(string(rune('1' + i)))))
		}},
	} {
		for _, id := range []string{"editor", "solo"} {
			t.Run(act.name+"/"+id, func(t *testing.T) {
				s, opened, w := newTestScreenOpening(t)
				i := slices.IndexFunc(shell.Modes, func(m shell.Mode) bool { return m.ID == id })
				act.activate(s, i)
				if top := w.Canvas().Overlays().Top(); top != nil {
					t.Fatalf("a dialog opened instead of the %s: %q", id, uitest.Texts(top))
				}
				if !slices.Equal(*opened, []string{id}) {
					t.Errorf("opened %q, want %s", *opened, id)
				}
			})
		}
	}
}

func TestComingSoonDialogCloses(t *testing.T) {
	keys := []struct {
		name  string
		close func(b *widgets.DismissButton)
	}{
		{"Close button", func(b *widgets.DismissButton) { test.Tap(b) }},
		{"Escape", func(b *widgets.DismissButton) { b.TypedKey(&fyne.KeyEvent{Name: fyne.KeyEscape}) }},
		{"Enter", func(b *widgets.DismissButton) { b.TypedKey(&fyne.KeyEvent{Name: fyne.KeyReturn}) }},
	}
	for _, k := range keys {
		t.Run(k.name, func(t *testing.T) {
			s, w := newTestScreen(t)
			test.Tap(s.tiles[1]) // a mode still to come
			b, ok := w.Canvas().Focused().(*widgets.DismissButton)
			if !ok {
				t.Fatalf("the dialog's Close button does not have the focus; %T does", w.Canvas().Focused())
			}
			k.close(b)
			if top := w.Canvas().Overlays().Top(); top != nil {
				t.Fatalf("%s left the dialog open: %q", k.name, uitest.Texts(top))
			}
		})
	}
}

// Opening a second mode replaces the first dialog instead of stacking them.
func TestComingSoonDialogsDoNotStack(t *testing.T) {
	s, w := newTestScreen(t)
	test.Tap(s.tiles[1]) // two shell.Modes still to come
	test.Tap(s.tiles[2])
	if n := len(w.Canvas().Overlays().List()); n != 1 {
		t.Fatalf("%d dialogs open, want 1", n)
	}
	if got := uitest.TopOverlayText(w); !uitest.Contains(got, shell.Modes[2].Title+" is coming soon.") {
		t.Fatalf("top dialog shows %q, want %q's", got, shell.Modes[2].Title)
	}
}

func TestShortcutsAreListedAndBound(t *testing.T) {
	s, w := newTestScreen(t)
	bindings := s.keyBindings()
	seen := map[string]string{}
	for _, k := range bindings {
		label := shell.KeyLabel(k.Shortcut)
		if prev, dup := seen[label]; dup {
			t.Errorf("%s is bound twice: %q and %q", label, prev, k.What)
		}
		seen[label] = k.What
	}
	for _, want := range []string{"Ctrl+Q", "Ctrl+T", "F1", "Ctrl+1", "Ctrl+4"} {
		if _, ok := seen[want]; !ok && fyne.KeyModifierShortcutDefault == fyne.KeyModifierControl {
			t.Errorf("no binding for %s; have %v", want, seen)
		}
	}

	w.Canvas().OnTypedKey()(&fyne.KeyEvent{Name: fyne.KeyF1})
	got := uitest.TopOverlayText(w)
	for _, k := range bindings {
		if !uitest.Contains(got, shell.KeyLabel(k.Shortcut)) || !uitest.Contains(got, k.What) {
			t.Errorf("F1 list lacks %s %q: %q", shell.KeyLabel(k.Shortcut), k.What, got)
		}
	}
}

// F1 must work while a tile holds the focus, since Tab lands there first.
func TestPlainKeysReachTheWindowFromAFocusedTile(t *testing.T) {
	s, w := newTestScreen(t)
	w.Canvas().Focus(s.tiles[2])
	s.tiles[2].TypedKey(&fyne.KeyEvent{Name: fyne.KeyF1})
	if got := uitest.TopOverlayText(w); !uitest.Contains(got, "Keyboard shortcuts") && !uitest.Contains(got, "Quit Labyrinth") {
		t.Fatalf("F1 on a focused tile shows %q, want the shortcut list", got)
	}
}

func TestAppearanceCyclesAndIsRemembered(t *testing.T) {
	s, w := newTestScreen(t)
	a := fyne.CurrentApp()
	steps := []struct {
		want    shell.Appearance
		variant fyne.ThemeVariant
	}{
		{shell.AppearanceLight, theme.VariantLight},
		{shell.AppearanceDark, theme.VariantDark},
		{shell.AppearanceSystem, a.Settings().ThemeVariant()},
	}
	for _, st := range steps {
		s.typedShortcut(shell.WithShortcutModifier(fyne.KeyT))
		if s.choice != st.want {
			t.Fatalf("Ctrl+T gave %q, want %q", s.choice, st.want)
		}
		if got := a.Preferences().String(shell.PrefAppearance); got != string(st.want) {
			t.Errorf("preference holds %q, want %q", got, st.want)
		}
		th := a.Settings().Theme()
		if got, want := th.Color(theme.ColorNameBackground, a.Settings().ThemeVariant()), (shell.Theme{}).Color(theme.ColorNameBackground, st.variant); got != want {
			t.Errorf("%s: background %v, want %v", st.want, got, want)
		}
		if !strings.Contains(s.appearBtn.Text, st.want.Label()) {
			t.Errorf("the appearance button says %q after choosing %q", s.appearBtn.Text, st.want.Label())
		}
	}

	// A new start screen picks the stored choice up again.
	a.Preferences().SetString(shell.PrefAppearance, string(shell.AppearanceDark))
	if got := New(&uitest.Frame{A: a, W: w}, nil).choice; got != shell.AppearanceDark {
		t.Errorf("stored %q, new screen uses %q", shell.AppearanceDark, got)
	}
}

func TestStartScreenMinimumSize(t *testing.T) {
	_, w := newTestScreen(t)
	least := w.Content().MinSize()
	if least.Width < shell.MinWindowSize.Width || least.Height < shell.MinWindowSize.Height {
		t.Errorf("content minimum %v is below the window minimum %v", least, shell.MinWindowSize)
	}
	// The cards must fit in the smallest window without being squeezed
	// below their own minimum, which would clip their text.
	if least.Width > shell.MinWindowSize.Width || least.Height > shell.MinWindowSize.Height {
		t.Errorf("content needs %v, more than the %v minimum window", least, shell.MinWindowSize)
	}
}

func TestShortcutsDialogClosesOnEscape(t *testing.T) {
	s, w := newTestScreen(t)
	s.showShortcuts()
	b, ok := w.Canvas().Focused().(*widgets.DismissButton)
	if !ok {
		t.Fatalf("the shortcut list's Close button does not have the focus; %T does", w.Canvas().Focused())
	}
	b.TypedKey(&fyne.KeyEvent{Name: fyne.KeyEscape})
	if top := w.Canvas().Overlays().Top(); top != nil {
		t.Fatalf("Escape left the shortcut list open: %q", uitest.Texts(top))
	}
	s.showShortcuts() // opens again after closing
	if w.Canvas().Overlays().Top() == nil {
		t.Fatal("F1 after closing the list did not open it again")
	}
}
