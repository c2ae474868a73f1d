package drive

import (
	"errors"
	"fmt"
	"image"
	"image/png"
	"os"
	"strings"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/driver/desktop"
	"fyne.io/fyne/v2/widget"

	"github.com/labyrinth-game/labyrinth/ui/shell"
)

// Driver runs commands on a window, by what it shows.
type Driver struct {
	win fyne.Window
	// onUI runs a function on the UI goroutine (shell.OnUI).
	onUI func(func())
	// poll is how often wait and gone look again.
	poll time.Duration
	// answerWithin is how long a command waits for the UI goroutine
	// before it gives up (a window that quit never answers).
	answerWithin time.Duration
}

// New is a driver of w.
func New(w fyne.Window) *Driver {
	return &Driver{win: w, onUI: shell.OnUI, poll: 50 * time.Millisecond, answerWithin: 30 * time.Second}
}

// Do runs one command and returns its data lines (dump, title).
func (d *Driver) Do(c Command) ([]string, error) {
	switch c.Verb {
	case "wait", "gone":
		return nil, d.wait(c)
	case "click":
		return d.onWindow(func() ([]string, error) { return nil, d.click(c.Text, c.N) })
	case "type":
		return d.onWindow(func() ([]string, error) { return nil, d.typeInto(c.Text, c.Input) })
	case "choose":
		return d.onWindow(func() ([]string, error) { return nil, d.choose(c.Text, c.Input) })
	case "key":
		return d.onWindow(func() ([]string, error) { return nil, d.key(c.Text) })
	case "tap-cell":
		return d.onWindow(func() ([]string, error) { return nil, d.tapCell(c.X, c.Y, c.N) })
	case "screenshot":
		return d.onWindow(func() ([]string, error) { return nil, d.screenshot(c.Text) })
	case "dump":
		return d.onWindow(func() ([]string, error) { return d.dump(), nil })
	case "title":
		return d.onWindow(func() ([]string, error) { return []string{d.win.Title()}, nil })
	}
	return nil, fmt.Errorf("unknown command %q", c.Verb)
}

// onWindow runs f on the UI goroutine and waits for its answer.
func (d *Driver) onWindow(f func() ([]string, error)) ([]string, error) {
	type answer struct {
		lines []string
		err   error
	}
	ch := make(chan answer, 1)
	d.onUI(func() {
		lines, err := f()
		ch <- answer{lines, err}
	})
	select {
	case a := <-ch:
		return a.lines, a.err
	case <-time.After(d.answerWithin):
		return nil, fmt.Errorf("the window did not answer within %s (has it quit?)", d.answerWithin)
	}
}

// all is every text the window shows, the topmost layer first.
func (d *Driver) all() []node {
	var out []node
	for _, l := range layers(d.win.Canvas()) {
		out = append(out, texts(l)...)
	}
	return out
}

// reachable is the text a player can reach: the topmost layer's.
func (d *Driver) reachable() []node {
	ls := layers(d.win.Canvas())
	if len(ls) == 0 {
		return nil
	}
	return texts(ls[0])
}

func (d *Driver) wait(c Command) error {
	deadline := time.Now().Add(c.Timeout)
	for {
		var shown bool
		var seen []string
		_, err := d.onWindow(func() ([]string, error) {
			for _, n := range d.all() {
				if strings.Contains(n.text, c.Text) {
					shown = true
				}
			}
			if !shown == (c.Verb == "wait") {
				seen = summary(d.all())
			}
			return nil, nil
		})
		if err != nil {
			return err
		}
		if shown == (c.Verb == "wait") {
			return nil
		}
		if time.Now().After(deadline) {
			if c.Verb == "wait" {
				return fmt.Errorf("%q did not appear within %s; the window shows: %s", c.Text, c.Timeout, strings.Join(seen, ", "))
			}
			return fmt.Errorf("%q was still on show after %s", c.Text, c.Timeout)
		}
		time.Sleep(d.poll)
	}
}

// summary is the first texts on show, quoted, for messages.
func summary(nodes []node) []string {
	var out []string
	for _, n := range nodes {
		t := strings.TrimSpace(n.text)
		if t == "" {
			continue
		}
		if len(out) == 20 {
			out = append(out, "…")
			break
		}
		out = append(out, fmt.Sprintf("%q", oneLine(t)))
	}
	if len(out) == 0 {
		return []string{"nothing"}
	}
	return out
}

func oneLine(s string) string {
	return strings.Join(strings.Fields(s), " ")
}

func (d *Driver) click(text string, n int) error {
	var found []node
	for _, m := range matches(d.reachable(), text) {
		if m.kind != "radio" { // a radio group's choice is clicked, not the group
			found = append(found, m)
		}
	}
	if len(found) == 0 {
		return fmt.Errorf("nothing shows %q; the window shows: %s", text, strings.Join(summary(d.reachable()), ", "))
	}
	if n > len(found) {
		return fmt.Errorf("%d things show %q, not %d", len(found), text, n)
	}
	m := found[n-1]
	if m.tap == nil {
		return fmt.Errorf("%q (a %s) is not in anything that can be clicked", text, m.kind)
	}
	if dis, ok := m.tap.(fyne.Disableable); ok && dis.Disabled() {
		return fmt.Errorf("%q is disabled", text)
	}
	centre := m.pos.Add(fyne.NewPos(m.size.Width/2, m.size.Height/2))
	c := d.win.Canvas()
	// As the desktop window does: a click elsewhere than on the focused
	// widget takes the focus away (a widget that wants it, as a text
	// field, takes it in its Tapped).
	if f, ok := m.tap.(fyne.Focusable); !ok || f != c.Focused() {
		c.Unfocus()
	}
	m.tap.Tapped(&fyne.PointEvent{Position: centre.Subtract(m.tapPos), AbsolutePosition: centre})
	return nil
}

// focusable text field, as typeInto needs it.
type field interface {
	fyne.Focusable
	SetText(string)
}

func (d *Driver) typeInto(name, input string) error {
	c := d.win.Canvas()
	var target field
	if name == "" {
		f, ok := c.Focused().(field)
		if !ok {
			return errors.New("no text field has the focus")
		}
		target = f
	} else {
		e, err := findField(d.reachable(), name)
		if err != nil {
			return err
		}
		target = e
	}
	if e := entryOf(target.(fyne.CanvasObject)); e != nil && e.Disabled() {
		return fmt.Errorf("the field %q is disabled", name)
	}
	c.Focus(target)
	target.SetText("")
	for _, r := range input {
		if r == '\n' {
			target.TypedKey(&fyne.KeyEvent{Name: fyne.KeyReturn})
			continue
		}
		target.TypedRune(r)
	}
	return nil
}

// findField is the text field whose placeholder is name, or whose label
// (the text just before it) is; exact matches first, then containing ones.
func findField(nodes []node, name string) (field, error) {
	n, err := findLabelled(nodes, name, "text field", func(n node) bool { return n.kind == "entry" })
	if err != nil {
		return nil, err
	}
	f, ok := n.obj.(field)
	if !ok {
		return nil, fmt.Errorf("the field %q cannot be typed into", name)
	}
	return f, nil
}

// findLabelled is the first node of a kind that is wanted whose
// placeholder is name, or whose label (the text just before it) is; exact
// matches first, then containing ones.
func findLabelled(nodes []node, name, what string, wanted func(node) bool) (node, error) {
	name = strings.TrimSpace(name)
	var exact, within []node
	label := ""
	for _, n := range nodes {
		if !wanted(n) {
			if t := strings.TrimSpace(n.text); t != "" {
				label = t
			}
			continue
		}
		ph := strings.TrimSpace(n.placeholder)
		switch {
		case ph == name || strings.TrimSuffix(label, ":") == name || label == name:
			exact = append(exact, n)
		case ph != "" && strings.Contains(ph, name) || strings.Contains(label, name):
			within = append(within, n)
		}
		label = ""
	}
	for _, list := range [][]node{exact, within} {
		if len(list) > 0 {
			return list[0], nil
		}
	}
	return node{}, fmt.Errorf("no %s has the placeholder or label %q", what, name)
}

// choose picks option in the list (a select) or the choices (radio
// buttons) labelled name, as picking it with the mouse would.
func (d *Driver) choose(name, option string) error {
	n, err := findLabelled(d.reachable(), name, "list or set of choices", func(n node) bool { return n.kind == "select" || n.kind == "radio" })
	if err != nil {
		return err
	}
	var options []string
	var pick func(string)
	switch v := n.obj.(type) {
	case *widget.Select:
		if v.Disabled() {
			return fmt.Errorf("the list %q is disabled", name)
		}
		options, pick = v.Options, v.SetSelected
	case *widget.RadioGroup:
		if v.Disabled() {
			return fmt.Errorf("the choices %q are disabled", name)
		}
		options, pick = v.Options, v.SetSelected
	}
	for _, o := range options {
		if o == option {
			pick(o)
			return nil
		}
	}
	quoted := make([]string, len(options))
	for i, o := range options {
		quoted[i] = fmt.Sprintf("%q", o)
	}
	return fmt.Errorf("%q offers no %q; it offers %s", name, option, strings.Join(quoted, ", "))
}

func (d *Driver) key(name string) error {
	k, err := ParseKey(name)
	if err != nil {
		return err
	}
	c := d.win.Canvas()
	focused := c.Focused()
	if k.Modifier == 0 || k.Modifier == fyne.KeyModifierShift && len(k.Name) > 1 {
		ev := &fyne.KeyEvent{Name: k.Name}
		switch {
		case focused != nil:
			if t, ok := focused.(fyne.Tabbable); k.Name == fyne.KeyTab && (!ok || !t.AcceptsTab()) {
				c.FocusNext()
				return nil
			}
			focused.TypedKey(ev)
		case c.OnTypedKey() != nil:
			c.OnTypedKey()(ev)
		}
		return nil
	}
	sc := shortcutFor(k)
	if d.menuShortcut(d.win.MainMenu(), sc) {
		return nil
	}
	if s, ok := focused.(fyne.Shortcutable); ok {
		s.TypedShortcut(sc)
		return nil
	}
	if h, ok := c.(fyne.Shortcutable); ok {
		h.TypedShortcut(sc)
		return nil
	}
	return fmt.Errorf("the window takes no shortcuts (%s)", name)
}

// shortcutFor is the shortcut a desktop window makes of a key with
// modifiers: the standard ones for Ctrl+A, C, V, X, Y, Z, a custom one
// otherwise.
func shortcutFor(k Key) fyne.Shortcut {
	if k.Modifier == fyne.KeyModifierControl {
		clip := fyne.CurrentApp().Clipboard()
		switch k.Name {
		case fyne.KeyZ:
			return &fyne.ShortcutUndo{}
		case fyne.KeyY:
			return &fyne.ShortcutRedo{}
		case fyne.KeyA:
			return &fyne.ShortcutSelectAll{}
		case fyne.KeyC:
			return &fyne.ShortcutCopy{Clipboard: clip}
		case fyne.KeyX:
			return &fyne.ShortcutCut{Clipboard: clip}
		case fyne.KeyV:
			return &fyne.ShortcutPaste{Clipboard: clip}
		}
	}
	return &desktop.CustomShortcut{KeyName: k.Name, Modifier: k.Modifier}
}

// menuShortcut runs the enabled main-menu item bound to sc, if any, as
// the window does before anything else.
func (d *Driver) menuShortcut(m *fyne.MainMenu, sc fyne.Shortcut) bool {
	if m == nil {
		return false
	}
	var find func(items []*fyne.MenuItem) bool
	find = func(items []*fyne.MenuItem) bool {
		for _, it := range items {
			if it.ChildMenu != nil && find(it.ChildMenu.Items) {
				return true
			}
			if it.Shortcut != nil && it.Shortcut.ShortcutName() == sc.ShortcutName() && !it.Disabled && it.Action != nil {
				it.Action()
				return true
			}
		}
		return false
	}
	for _, menu := range m.Items {
		if find(menu.Items) {
			return true
		}
	}
	return false
}

func (d *Driver) tapCell(x, y, n int) error {
	var grids []CellTapper
	if ls := layers(d.win.Canvas()); len(ls) > 0 {
		walk(ls[0], func(o fyne.CanvasObject, _ fyne.Position, _ fyne.Tappable, _ fyne.Position) bool {
			if g, ok := o.(CellTapper); ok {
				grids = append(grids, g)
			}
			return true
		})
	}
	if n > len(grids) {
		if len(grids) == 0 {
			return errors.New("no grid on show takes tap-cell (a widget implementing drive.CellTapper)")
		}
		return fmt.Errorf("%d grids on show, not %d", len(grids), n)
	}
	return grids[n-1].TapCell(x, y)
}

func (d *Driver) screenshot(path string) error {
	img := d.win.Canvas().Capture()
	if img == nil || blank(img) {
		// Fyne's desktop driver reads the picture back from OpenGL's
		// front buffer, which Mesa's software renderer under Xvfb leaves
		// empty: a screenshot of the X display (ImageMagick's import)
		// shows the same window.
		return errors.New("the window's picture came back blank (OpenGL gives no front buffer here, as under Xvfb); take it from the X display instead: import -window root PATH")
	}
	tmp := path + ".part"
	f, err := os.OpenFile(tmp, os.O_WRONLY|os.O_CREATE|os.O_TRUNC, 0o644)
	if err != nil {
		return err
	}
	if err := png.Encode(f, img); err != nil {
		f.Close()
		os.Remove(tmp)
		return fmt.Errorf("%s: %v", path, err)
	}
	if err := f.Close(); err != nil {
		os.Remove(tmp)
		return err
	}
	return os.Rename(tmp, path)
}

// blank tells a picture of a single colour, which no window shows.
func blank(img image.Image) bool {
	b := img.Bounds()
	if b.Empty() {
		return true
	}
	first := img.At(b.Min.X, b.Min.Y)
	r0, g0, b0, a0 := first.RGBA()
	for y := b.Min.Y; y < b.Max.Y; y++ {
		for x := b.Min.X; x < b.Max.X; x++ {
			r, g, bl, a := img.At(x, y).RGBA()
			if r != r0 || g != g0 || bl != b0 || a != a0 {
				return false
			}
		}
	}
	return true
}

// dump is every text on show, one a line: "button: Host a game",
// `entry "Your name": Ann`.
func (d *Driver) dump() []string {
	var out []string
	ls := layers(d.win.Canvas())
	for i, l := range ls {
		if i == 0 && len(ls) > 1 {
			out = append(out, "-- top dialog or pop-up --")
		} else if i == len(ls)-1 && len(ls) > 1 {
			out = append(out, "-- window --")
		}
		for _, n := range texts(l) {
			t := oneLine(n.text)
			if t == "" && n.kind != "entry" {
				continue
			}
			kind := n.kind
			if n.kind == "entry" {
				kind = fmt.Sprintf("entry %q", oneLine(n.placeholder))
			}
			if n.tap != nil && n.kind != "button" && n.kind != "entry" {
				kind += " (clickable)"
			}
			out = append(out, kind+": "+t)
		}
	}
	return out
}
