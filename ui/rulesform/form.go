package rulesform

import (
	"cmp"
	"errors"
	"fmt"
	"path/filepath"
	"slices"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"github.com/labyrinth-game/labyrinth/app/rulebook"
	"github.com/labyrinth-game/labyrinth/engine/rules"
	"github.com/labyrinth-game/labyrinth/ui/shell"
	"github.com/labyrinth-game/labyrinth/ui/widgets"
)

// Config is what a form needs from the screen that shows it.
type Config struct {
	// Store keeps the named configurations; nil offers none and no "Save
	// as…".
	Store *rulebook.Store
	// Extra are further configurations to start from, offered before the
	// presets: "The maze's own rules".
	Extra []Named
	// ChooseFile, when set, offers "From a rules file…": it asks for a
	// file and calls done with its path ("" when none was chosen).
	ChooseFile func(done func(path string))
	// ReadFile reads a rules file (rulebook.Resolve's default when nil).
	ReadFile func(path string) ([]byte, error)
	// OnChanged is called with the rules after every change that took.
	OnChanged func(rules.Rules)
}

// Named is a configuration offered by name.
type Named struct {
	Name  string
	Rules rules.Rules
}

// fromFile is the choice that reads a rules file.
const fromFile = "From a rules file…"

// Form is the rules screen: where the configuration starts from, every
// option in the reference's groups, and saving it under a name.
type Form struct {
	win fyne.Window
	cfg Config
	r   rules.Rules
	// from is the name of the configuration the rules were taken from:
	// a preset, a saved one, an extra, or a file's name.
	from string

	start   *widget.Select
	save    *widget.Button
	del     *widget.Button
	summary *widget.RichText
	message *widget.RichText
	// code is the rules' code string of "Maze on paper", to read and to
	// type; codeNote says what it is, or why there is none.
	code     *widget.Entry
	codeNote *widget.RichText
	rows     []*row
	byKey    map[string]*row
	scroll   *container.Scroll
	// heads are the groups' headings, by title, for "Go to…".
	heads  map[string]fyne.CanvasObject
	groups []rulebook.Group
	root   fyne.CanvasObject
	// entries are the saved configurations as last listed.
	entries []rulebook.Entry
}

// New makes a form showing r, taken from the configuration named from
// ("" when it is none of them: the form says which preset it starts from).
func New(win fyne.Window, cfg Config, r rules.Rules, from string) *Form {
	f := &Form{win: win, cfg: cfg, r: r, from: from, byKey: map[string]*row{}, heads: map[string]fyne.CanvasObject{}}
	f.build()
	f.SetRules(r, from)
	return f
}

// Object is the form, to put on a screen: it scrolls its options itself.
func (f *Form) Object() fyne.CanvasObject { return f.root }

// Rules are the rules as the form has them.
func (f *Form) Rules() rules.Rules { return f.r }

// From is the configuration the rules were taken from, "" when none.
func (f *Form) From() string { return f.from }

// SetRules shows r, taken from the configuration named from.
func (f *Form) SetRules(r rules.Rules, from string) {
	f.r, f.from = r, from
	f.refreshChoices()
	f.showAll()
}

// Options are the names of the configurations offered to start from.
func (f *Form) Options() []string { return slices.Clone(f.start.Options) }

// SetExtra changes the configurations offered before the presets (the
// maze's own rules, when another maze is chosen).
func (f *Form) SetExtra(extra []Named) {
	f.cfg.Extra = extra
	f.refreshChoices()
}

func (f *Form) build() {
	f.start = widget.NewSelect(nil, f.startFrom)
	f.start.PlaceHolder = "Start from…"
	f.save = widget.NewButtonWithIcon("Save as…", theme.DocumentSaveIcon(), f.saveAs)
	f.del = widget.NewButtonWithIcon("", theme.DeleteIcon(), f.deleteSaved)
	f.del.Importance = widget.LowImportance
	if f.cfg.Store == nil {
		f.save.Hide()
		f.del.Hide()
	}
	f.summary = widget.NewRichText()
	f.summary.Wrapping = fyne.TextWrapWord
	f.message = widget.NewRichText()
	f.message.Wrapping = fyne.TextWrapWord
	f.message.Hide()

	jump := widget.NewSelect(nil, nil)
	jump.PlaceHolder = "Go to…"
	body := container.NewVBox()
	f.groups = rulebook.Groups()
	for _, g := range f.groups {
		var opts []rulebook.Option
		for _, o := range g.Options {
			if o.Kind != rulebook.PresetChoice {
				opts = append(opts, o)
			}
		}
		if len(opts) == 0 {
			continue
		}
		head := widget.NewRichText(
			&widget.TextSegment{Text: g.Title, Style: widget.RichTextStyle{TextStyle: fyne.TextStyle{Bold: true}, Inline: true}},
			&widget.TextSegment{Text: "  " + g.Section, Style: widget.RichTextStyle{ColorName: shell.ColorNameMuted, Inline: true}})
		box := container.NewVBox(widget.NewSeparator(), head)
		f.heads[g.Title] = box
		jump.Options = append(jump.Options, g.Title)
		body.Add(box)
		for _, o := range opts {
			r := newRow(f, o)
			f.rows = append(f.rows, r)
			f.byKey[o.Key] = r
			body.Add(r.box)
		}
	}
	f.scroll = container.NewVScroll(container.New(atMost{Width: maxWidth}, container.NewPadded(body)))
	jump.OnChanged = func(title string) {
		if box, ok := f.heads[title]; ok {
			f.scroll.ScrollToOffset(fyne.NewPos(0, box.Position().Y))
		}
	}
	var presetLine []widget.RichTextSegment
	if o, ok := rulebook.Lookup("preset"); ok {
		presetLine = lineSegments(o.Line)
	}
	line := widget.NewRichText(presetLine...)
	line.Wrapping = fyne.TextWrapWord
	startRow := container.NewBorder(nil, nil, widget.NewLabel("Start from"), container.NewHBox(f.save, f.del), f.start)
	f.code = widget.NewEntry()
	f.code.SetPlaceHolder("a code string: G2-F4-V1-A2-H34-W5-O3")
	f.code.OnSubmitted = f.takeCode
	useCode := widget.NewButton("Use", func() { f.takeCode(f.code.Text) })
	f.codeNote = widgets.MutedText("", fyne.TextWrapWord)
	codeRow := container.NewBorder(nil, nil, widget.NewLabel("Code string"), useCode, f.code)
	top := container.NewVBox(startRow, codeRow, f.codeNote, container.NewBorder(nil, nil, nil, container.New(widgets.FixedWidth{Width: 160}, jump), f.summary), f.message, line)
	f.root = container.NewBorder(container.New(atMost{Width: maxWidth}, top), nil, nil, nil, f.scroll)
}

// maxWidth is the widest the form grows: on a wide screen an option's
// editor stays near its title and the lines of the reference stay short
// enough to read.
const maxWidth = 820

// atMost lays its objects from the left, no wider than Width.
type atMost struct{ Width float32 }

func (l atMost) Layout(objects []fyne.CanvasObject, size fyne.Size) {
	for _, o := range objects {
		o.Move(fyne.NewPos(0, 0))
		o.Resize(fyne.NewSize(max(o.MinSize().Width, min(size.Width, l.Width)), size.Height))
	}
}

func (l atMost) MinSize(objects []fyne.CanvasObject) fyne.Size {
	var s fyne.Size
	for _, o := range objects {
		s = s.Max(o.MinSize())
	}
	return s
}

// choices are the configurations to start from, by name: the extras,
// the presets, the saved ones, and a file.
func (f *Form) refreshChoices() {
	var names []string
	for _, e := range f.cfg.Extra {
		names = append(names, e.Name)
	}
	names = append(names, rules.PresetNames()...)
	f.entries = nil
	if f.cfg.Store != nil {
		list, err := f.cfg.Store.List()
		if err != nil {
			f.say(err.Error(), true)
		}
		for _, e := range list {
			if !e.Preset {
				f.entries = append(f.entries, e)
				names = append(names, e.Name)
			}
		}
	}
	if f.cfg.ChooseFile != nil {
		names = append(names, fromFile)
	}
	f.start.Options = names
	f.showFrom()
}

// showFrom shows where the rules come from without choosing again.
func (f *Form) showFrom() {
	onChange := f.start.OnChanged
	f.start.OnChanged = nil
	if slices.Contains(f.start.Options, f.from) {
		f.start.SetSelected(f.from)
	} else {
		f.start.ClearSelected()
	}
	f.start.OnChanged = onChange
	if f.saved(f.from) != nil {
		f.del.Enable()
	} else {
		f.del.Disable()
	}
}

// saved is the saved configuration of that name, nil when there is none.
func (f *Form) saved(name string) *rulebook.Entry {
	for i, e := range f.entries {
		if strings.EqualFold(e.Name, name) {
			return &f.entries[i]
		}
	}
	return nil
}

// Named reports whether the rules are exactly those of the configuration
// they were taken from, unchanged.
func (f *Form) Named() bool {
	for _, e := range f.cfg.Extra {
		if e.Name == f.from {
			return e.Rules.Equal(f.r)
		}
	}
	if p, ok := rules.Preset(f.from); ok {
		return p.Equal(f.r)
	}
	if e := f.saved(f.from); e != nil && e.Err == nil {
		return e.Rules.Equal(f.r)
	}
	return false
}

// StartFrom takes the rules of the configuration named, as choosing it
// under "Start from" does.
func (f *Form) StartFrom(name string) { f.startFrom(name) }

// Set changes one option as its editor does, and returns the refusal the
// form shows next to it.
func (f *Form) Set(key string, v rulebook.Value) error {
	r, ok := f.byKey[key]
	if !ok {
		return &rulebook.Error{Key: key, Code: rulebook.CodeUnknownOption, Msg: "no option " + key}
	}
	if _, err := r.opt.Set(f.r, v); err != nil {
		r.refused(err)
		return err
	}
	f.set(r, v)
	return nil
}

// startFrom takes the rules of the configuration chosen.
func (f *Form) startFrom(name string) {
	if name == "" || name == f.from && f.from != fromFile {
		return
	}
	if name == fromFile {
		f.showFrom()
		f.cfg.ChooseFile(func(path string) {
			if path == "" {
				return
			}
			r, err := rulebook.Resolve(path, f.cfg.ReadFile, nil)
			if err != nil {
				f.say(err.Error(), true)
				return
			}
			f.take(r, filepath.Base(path))
		})
		return
	}
	for _, e := range f.cfg.Extra {
		if e.Name == name {
			f.take(e.Rules, name)
			return
		}
	}
	if r, ok := rules.Preset(name); ok {
		f.take(r, name)
		return
	}
	if e := f.saved(name); e != nil {
		if e.Err != nil {
			f.say(e.Err.Error(), true)
			f.showFrom()
			return
		}
		f.take(e.Rules, e.Name)
	}
}

// take shows rules taken whole from a configuration.
func (f *Form) take(r rules.Rules, from string) {
	f.r, f.from = r, from
	if from != "" && !slices.Contains(f.start.Options, from) {
		f.start.Options = append(f.start.Options, from)
	}
	f.hideMessage()
	f.showAll()
	f.changed()
}

// set changes one option through the rulebook.
func (f *Form) set(r *row, v rulebook.Value) {
	next, err := r.opt.Set(f.r, v)
	if err != nil {
		r.refused(err)
		return
	}
	r.clear()
	f.r = next
	f.showAll()
	f.changed()
}

func (f *Form) changed() {
	if f.cfg.OnChanged != nil {
		f.cfg.OnChanged(f.r)
	}
}

// showAll sets every editor from the rules and says what changed.
func (f *Form) showAll() {
	changed := map[string]bool{}
	for _, k := range rulebook.Changed(f.r) {
		changed[k] = true
	}
	for _, r := range f.rows {
		r.show(f.r, changed[r.opt.Key])
	}
	f.showFrom()
	f.showSummary(len(changed))
	f.showCode()
}

// Code is the code string shown, "" when the rules have none.
func (f *Form) Code() string { return f.code.Text }

// CodeNote is what the form says of the code string.
func (f *Form) CodeNote() string { return widgets.MessageText(f.codeNote) }

// TypeCode takes the rules a code string (or a preset's name) stands for,
// as typing it under "Code string" does.
func (f *Form) TypeCode(text string) { f.code.SetText(text); f.takeCode(text) }

// showCode shows the rules' code string, or says why they have none.
func (f *Form) showCode() {
	code, err := rules.FormatCode(f.r)
	f.code.SetText(code)
	widgets.SetMuted(f.codeNote, codeNote(code, err))
}

// takeCode takes the rules of a code string typed, or says what is wrong
// with it and where.
func (f *Form) takeCode(text string) {
	text = strings.TrimSpace(text)
	if text == "" {
		return
	}
	r, err := rules.Named(text)
	if err != nil {
		f.say(shell.UpperFirst(strings.TrimPrefix(err.Error(), "rules: ")), true)
		return
	}
	f.take(r, r.Preset)
}

// Summary names the rules in a few words: "Reference", "Beginner with 2
// changes", "LAN party (from Reference, 3 changes)".
func (f *Form) Summary() string { return Summary(f.r, f.from) }

// Summary names rules taken from the configuration named from.
func Summary(r rules.Rules, from string) string {
	preset := cmp.Or(r.Preset, "Reference")
	n := len(rulebook.Changed(r))
	changes := shell.Counted(n, "change", "changes")
	switch {
	case from == "" || strings.EqualFold(from, preset):
		if n == 0 {
			return preset
		}
		return preset + " with " + changes
	case n == 0:
		return from + " (the " + preset + " preset)"
	}
	return from + " (" + preset + " with " + changes + ")"
}

func (f *Form) showSummary(n int) {
	text := f.Summary()
	if n > 0 {
		text += " — the options marked • differ from the " + cmp.Or(f.r.Preset, "Reference") + " preset."
	}
	f.summary.Segments = []widget.RichTextSegment{&widget.TextSegment{Text: text, Style: widget.RichTextStyle{ColorName: shell.ColorNameMuted, Inline: true}}}
	f.summary.Refresh()
}

func (f *Form) say(msg string, bad bool) {
	widgets.SetMessage(f.message, msg, bad)
	f.message.Show()
}

func (f *Form) hideMessage() {
	if f.message.Visible() {
		f.message.Hide()
	}
}

// Message is the form's message on show ("" for none): a save, a refusal
// of the store, a file that did not read.
func (f *Form) Message() string {
	if !f.message.Visible() {
		return ""
	}
	return widgets.MessageText(f.message)
}

// saveAs asks for a name and saves the rules under it.
func (f *Form) saveAs() {
	var d *dialog.CustomDialog
	name := newNameEntry(func() { d.Hide() })
	if f.saved(f.from) != nil {
		name.SetText(f.from)
	}
	name.SetPlaceHolder("LAN party house rules")
	problem := widget.NewRichText()
	problem.Wrapping = fyne.TextWrapWord
	save := func() {
		n := strings.TrimSpace(name.Text)
		if err := rulebook.CheckName(n); err != nil {
			problem.Segments = []widget.RichTextSegment{&widget.TextSegment{Text: nameProblem(err), Style: widget.RichTextStyle{ColorName: theme.ColorNameError}}}
			problem.Refresh()
			return
		}
		write := func() {
			if err := f.cfg.Store.Save(n, f.r); err != nil {
				f.say(err.Error(), true)
				return
			}
			d.Hide()
			f.from = n
			f.refreshChoices()
			f.showAll()
			f.say(fmt.Sprintf("Saved as “%s”: offered wherever rules are chosen, and to --rules.", n), false)
		}
		if e := f.saved(n); e != nil {
			widgets.NewConfirm("Replace “"+e.Name+"”?", "A configuration is saved under this name already: it will be replaced.",
				"Replace", "Cancel", write, f.win).Show()
			return
		}
		write()
	}
	name.OnSubmitted = func(string) { save() }
	content := container.NewVBox(widget.NewLabel("Save these rules under a name:"), name, problem)
	d = dialog.NewCustomWithoutButtons("Save the rules as…", container.New(widgets.FixedWidth{Width: 380}, content), f.win)
	ok := widget.NewButtonWithIcon("Save", theme.DocumentSaveIcon(), save)
	ok.Importance = widget.HighImportance
	cancel := widgets.NewDismissButton("Cancel", d.Hide)
	cancel.Icon, cancel.Importance = theme.CancelIcon(), widget.MediumImportance
	d.SetButtons([]fyne.CanvasObject{cancel, ok})
	d.Show()
	f.win.Canvas().Focus(name)
}

// nameProblem says what is wrong with a name in the words of a dialog.
func nameProblem(err error) string {
	if errors.Is(err, rulebook.ErrPresetName) {
		return "That is a preset's name: the presets stay as they are. Choose another name."
	}
	return shell.UpperFirst(err.Error())
}

// deleteSaved deletes the saved configuration the rules come from.
func (f *Form) deleteSaved() {
	e := f.saved(f.from)
	if e == nil {
		return
	}
	name := e.Name
	widgets.NewConfirm("Delete “"+name+"”?", "The saved configuration is deleted. The rules on this form stay as they are.", "Delete", "Keep it", func() {
		if err := f.cfg.Store.Delete(name); err != nil {
			f.say(err.Error(), true)
			return
		}
		f.from = ""
		f.refreshChoices()
		f.showAll()
		f.say("“"+name+"” is deleted.", false)
	}, f.win).Show()
}

// nameEntry is the name field of "Save the rules as…": Enter saves, Esc
// closes the dialog (the field has the keyboard, so the dialog's Cancel
// cannot hear it).
type nameEntry struct {
	widget.Entry
	escape func()
}

func newNameEntry(escape func()) *nameEntry {
	e := &nameEntry{escape: escape}
	e.ExtendBaseWidget(e)
	return e
}

func (e *nameEntry) TypedKey(ev *fyne.KeyEvent) {
	if ev.Name == fyne.KeyEscape {
		e.escape()
		return
	}
	e.Entry.TypedKey(ev)
}
