package rulesform

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"github.com/labyrinth-game/labyrinth/app/rulebook"
	"github.com/labyrinth-game/labyrinth/engine/rules"
	"github.com/labyrinth-game/labyrinth/ui/uitest"
)

// newTestForm shows a form of the Reference rules in a test window, with
// a store of its own.
func newTestForm(t *testing.T) (*Form, *rulebook.Store, *[]rules.Rules) {
	f, store, heard, _ := newTestFormIn(t)
	return f, store, heard
}

func newTestFormIn(t *testing.T) (*Form, *rulebook.Store, *[]rules.Rules, fyne.Window) {
	t.Helper()
	fr := uitest.NewFrame(t)
	store := &rulebook.Store{Dir: t.TempDir()}
	var heard []rules.Rules
	f := New(fr.W, Config{Store: store, OnChanged: func(r rules.Rules) { heard = append(heard, r) }}, rules.Reference(), "Reference")
	fr.W.SetContent(f.Object())
	fr.W.Resize(fyne.NewSize(1024, 700))
	return f, store, &heard, fr.W
}

func rowText(r *row) string { return strings.Join(uitest.Texts(r.box), " ") }

// Every option of the catalogue is on the form, in the reference's
// groups, with its line of the reference: a quotation in quotation marks
// with its source and section, a paraphrase saying what it follows.
func TestEveryOptionIsOnTheForm(t *testing.T) {
	f, _, _ := newTestForm(t)
	texts := uitest.Texts(f.Object())
	for _, g := range rulebook.Groups() {
		if g.ID == "preset" {
			continue
		}
		if !uitest.Contains(texts, g.Title) {
			t.Errorf("group %q is not on the form", g.Title)
		}
	}
	for _, o := range rulebook.Options() {
		if o.Kind == rulebook.PresetChoice {
			continue
		}
		r := f.byKey[o.Key]
		if r == nil {
			t.Errorf("option %s is not on the form", o.Key)
			continue
		}
		text := rowText(r)
		if !strings.Contains(text, o.Title) {
			t.Errorf("%s: the title %q is not shown: %q", o.Key, o.Title, text)
		}
		want := o.Line.Text + " (after "
		if o.Line.Quoted {
			want = "“" + o.Line.Text + "”"
		}
		if !strings.Contains(text, want) || !strings.Contains(text, o.Line.Where) {
			t.Errorf("%s: the line is not shown as %q with %q: %q", o.Key, want, o.Line.Where, text)
		}
	}
}

// A number shows the engine's bounds and what its special values mean.
func TestNumbersShowBoundsAndMeanings(t *testing.T) {
	f, _, _ := newTestForm(t)
	if got := rowText(f.byKey["start_bullets"]); !strings.Contains(got, "0 to 3") {
		t.Errorf("start_bullets: no bounds in %q", got)
	}
	if got := rowText(f.byKey["reorders"]); !strings.Contains(got, "-1: the number of players minus one") {
		t.Errorf("reorders: -1 not explained in %q", got)
	}
	if got := rowText(f.byKey["nstop"]); !strings.Contains(got, "0: the number of cells in the labyrinth") {
		t.Errorf("nstop: 0 not explained in %q", got)
	}
}

// A switch, a number and a choice change the rules through the rulebook;
// the screen hears of each, and what differs from the preset is marked.
func TestChangesTake(t *testing.T) {
	f, _, heard := newTestForm(t)
	test.Tap(f.byKey["landmines"].check)
	if f.Rules().Landmines {
		t.Fatal("landmines still on after unticking")
	}
	f.byKey["nstop"].entry.SetText("40")
	if f.Rules().NStop != 40 {
		t.Fatalf("nstop = %d after typing 40", f.Rules().NStop)
	}
	f.byKey["rivers"].choice.SetSelected(f.byKey["rivers"].opt.Choices[1].Title)
	if got := f.Rules().Rivers; string(got) != f.byKey["rivers"].opt.Choices[1].Value {
		t.Fatalf("rivers = %q", got)
	}
	if len(*heard) != 3 {
		t.Fatalf("the screen heard of %d changes, want 3", len(*heard))
	}
	if got := rowText(f.byKey["nstop"]); !strings.Contains(got, "• ") {
		t.Errorf("a changed option is not marked: %q", got)
	}
	if got := rowText(f.byKey["start_bullets"]); strings.Contains(got, "• ") {
		t.Errorf("an option as the preset has it is marked: %q", got)
	}
	if got := f.Summary(); !strings.Contains(got, "3 changes") {
		t.Errorf("summary %q does not count the changes", got)
	}
}

// A refused value is explained next to its option, and the rules keep
// their last good value; a good value clears the message.
func TestRefusalsShowNextToTheOption(t *testing.T) {
	f, _, heard := newTestForm(t)
	sb := f.byKey["start_bullets"]
	sb.entry.SetText("5")
	if f.Rules().StartBullets != 3 {
		t.Fatalf("start_bullets = %d after 5 was refused", f.Rules().StartBullets)
	}
	if got := rowText(sb); !strings.Contains(got, "Bullets at the start must be from 0 to 3, not 5") || !strings.Contains(got, "the rules keep 3") {
		t.Errorf("refusal not shown: %q", got)
	}
	sb.entry.SetText("x")
	if got := rowText(sb); !strings.Contains(got, "whole number") {
		t.Errorf("not a number: %q", got)
	}
	sb.entry.SetText("2")
	if f.Rules().StartBullets != 2 || sb.problem.Visible() {
		t.Errorf("start_bullets = %d, message still shown: %v", f.Rules().StartBullets, sb.problem.Visible())
	}
	// A conflict names the other option.
	f.byKey["start_bullets"].entry.SetText("3")
	mb := f.byKey["max_bullets"]
	mb.entry.SetText("2")
	if f.Rules().MaxBullets != 3 {
		t.Fatalf("max_bullets = %d: the conflict was not refused", f.Rules().MaxBullets)
	}
	if got := rowText(mb); !strings.Contains(got, "Bullets at the start") {
		t.Errorf("the conflict does not name the other option: %q", got)
	}
	if n := len(*heard); n != 2 {
		t.Errorf("the screen heard of %d changes, want 2 (the refused ones are not changes)", n)
	}
}

// Starting from a preset takes every option's value from it.
func TestStartFromAPreset(t *testing.T) {
	f, _, _ := newTestForm(t)
	f.byKey["nstop"].entry.SetText("40")
	f.start.SetSelected("Beginner")
	if !f.Rules().Equal(rules.Beginner()) {
		t.Fatalf("rules are not Beginner after starting from it: %+v", f.Rules())
	}
	if f.byKey["landmines"].check.Checked || f.byKey["nstop"].entry.Text != "0" {
		t.Errorf("the editors do not show Beginner: landmines %v, nstop %q", f.byKey["landmines"].check.Checked, f.byKey["nstop"].entry.Text)
	}
	if f.Summary() != "Beginner" {
		t.Errorf("summary %q", f.Summary())
	}
}

// Rules saved under a name are offered to start from, load back, and can
// be deleted; a preset's name is refused.
func TestSaveAndDelete(t *testing.T) {
	f, store, _, w := newTestFormIn(t)
	f.byKey["nstop"].entry.SetText("40")
	test.Tap(f.save)
	entry := dialogEntry(t, w)
	test.Type(entry, "Beginner")
	uitest.TapDialogButton(t, w, "Save")
	if got := strings.Join(uitest.TopOverlayText(w), " "); !strings.Contains(got, "preset's name") {
		t.Fatalf("a preset's name was not refused: %q", got)
	}
	entry.SetText("LAN party")
	uitest.TapDialogButton(t, w, "Save")
	r, err := store.Load("lan party")
	if err != nil || r.NStop != 40 {
		t.Fatalf("saved: %+v, %v", r, err)
	}
	if f.From() != "LAN party" || !strings.Contains(f.Message(), "Saved as “LAN party”") {
		t.Errorf("from %q, message %q", f.From(), f.Message())
	}
	if !contains(f.start.Options, "LAN party") {
		t.Fatalf("the saved configuration is not offered: %v", f.start.Options)
	}
	f.start.SetSelected("Reference")
	if f.Rules().NStop != 0 {
		t.Fatal("Reference did not replace the rules")
	}
	f.start.SetSelected("LAN party")
	if f.Rules().NStop != 40 || f.del.Disabled() {
		t.Fatalf("LAN party not loaded (nstop %d) or cannot be deleted", f.Rules().NStop)
	}
	test.Tap(f.del)
	uitest.TapDialogButton(t, w, "Delete")
	if _, err := store.Load("LAN party"); err == nil {
		t.Fatal("still saved after deleting")
	}
	if contains(f.start.Options, "LAN party") || f.Rules().NStop != 40 {
		t.Errorf("after deleting: offered %v, nstop %d (the form keeps the rules)", f.start.Options, f.Rules().NStop)
	}
}

// The picker starts from a configuration in one choice and opens the
// whole form; a change on the form reaches the picker's screen.
func TestPicker(t *testing.T) {
	fr := uitest.NewFrame(t)
	var heard []rules.Rules
	extra := []Named{{Name: "The maze's own rules", Rules: rules.Beginner()}}
	p := NewPicker(fr.W, Config{Extra: extra, OnChanged: func(r rules.Rules) { heard = append(heard, r) }}, rules.Reference(), "Reference")
	fr.W.SetContent(p.Object())
	p.choose.SetSelected("The maze's own rules")
	if !p.Rules().Equal(rules.Beginner()) || len(heard) != 1 {
		t.Fatalf("the maze's own rules not taken: %+v (%d changes heard)", p.Rules(), len(heard))
	}
	test.Tap(p.options)
	if fr.W.Canvas().Overlays().Top() == nil {
		t.Fatal("Options… opened nothing")
	}
	p.form.byKey["nstop"].entry.SetText("12")
	if p.Rules().NStop != 12 || len(heard) != 2 {
		t.Fatalf("a change on the form did not reach the picker: nstop %d", p.Rules().NStop)
	}
	uitest.TapDialogButton(t, fr.W, "Done")
	if fr.W.Canvas().Overlays().Top() != nil {
		t.Fatal("Done did not close the form")
	}
	if got := strings.Join(uitest.Texts(p.Object()), " "); !strings.Contains(got, "1 change") {
		t.Errorf("the picker does not say the rules changed: %q", got)
	}
	if p.choose.Selected != "The maze's own rules" {
		t.Errorf("picker shows %q", p.choose.Selected)
	}
}

// The form, left alone, draws nothing.
func TestFormIsIdle(t *testing.T) {
	newTestForm(t)
	uitest.AssertIdle(t, "the rules form")
}

func dialogEntry(t *testing.T, w fyne.Window) *nameEntry {
	t.Helper()
	var e *nameEntry
	uitest.Walk(w.Canvas().Overlays().Top(), func(o fyne.CanvasObject) bool {
		if en, ok := o.(*nameEntry); ok && e == nil {
			e = en
		}
		return e == nil
	})
	if e == nil {
		t.Fatalf("the dialog has no entry: %q %T", uitest.TopOverlayText(w), w.Canvas().Overlays().Top())
	}
	return e
}

func contains(list []string, s string) bool {
	for _, x := range list {
		if x == s {
			return true
		}
	}
	return false
}

// "Go to…" scrolls to a group's heading.
func TestGoToAGroup(t *testing.T) {
	f, _, _ := newTestForm(t)
	var jump *widget.Select
	uitest.Walk(f.Object(), func(o fyne.CanvasObject) bool {
		if s, ok := o.(*widget.Select); ok && s.PlaceHolder == "Go to…" {
			jump = s
		}
		return jump == nil
	})
	if jump == nil {
		t.Fatal("no Go to…")
	}
	jump.SetSelected("Time limits")
	if y := f.scroll.Offset.Y; y < 500 {
		t.Errorf("Time limits is at %v: the form did not scroll there", y)
	}
}

// A rules file is read into the form and named by its file; one that
// does not read is explained and changes nothing. A saved file that is
// broken is offered, and choosing it says what is wrong.
func TestRulesFilesAndBrokenSavedOnes(t *testing.T) {
	fr := uitest.NewFrame(t)
	dir := t.TempDir()
	store := &rulebook.Store{Dir: filepath.Join(dir, "rules")}
	if err := os.MkdirAll(store.Dir, 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(store.Dir, "Broken.json"), []byte(`{"preset": "Reference", "nstop": "x"}`), 0o644); err != nil {
		t.Fatal(err)
	}
	good := filepath.Join(dir, "house.json")
	os.WriteFile(good, []byte(`{"preset": "Beginner", "nstop": 12}`), 0o644)
	bad := filepath.Join(dir, "bad.json")
	os.WriteFile(bad, []byte(`{"nstop": -5}`), 0o644)
	pick := good
	f := New(fr.W, Config{Store: store, ChooseFile: func(done func(string)) { done(pick) }}, rules.Reference(), "Reference")
	fr.W.SetContent(f.Object())
	f.StartFrom(fromFile)
	if f.Rules().NStop != 12 || f.Rules().Preset != "Beginner" || f.From() != "house.json" {
		t.Fatalf("from a file: %q, nstop %d", f.From(), f.Rules().NStop)
	}
	pick = bad
	f.StartFrom(fromFile)
	if f.Rules().NStop != 12 || !strings.Contains(f.Message(), "bad.json") {
		t.Errorf("a bad file: nstop %d, message %q", f.Rules().NStop, f.Message())
	}
	if !contains(f.Options(), "Broken") {
		t.Fatalf("the broken saved file is not offered: %v", f.Options())
	}
	f.StartFrom("Broken")
	if f.Rules().NStop != 12 || !strings.Contains(f.Message(), "Broken.json") {
		t.Errorf("a broken saved file: nstop %d, message %q", f.Rules().NStop, f.Message())
	}
}

// The picker's form, open over the screen, draws nothing while nothing
// happens.
func TestPickerFormIsIdle(t *testing.T) {
	fr := uitest.NewFrame(t)
	p := NewPicker(fr.W, Config{}, rules.Reference(), "Reference")
	fr.W.SetContent(p.Object())
	p.ShowForm()
	uitest.AssertIdle(t, "the rules form over the screen")
}

// Esc closes the rules form's dialogs, whichever control has the
// keyboard: "Save the rules as…" (its name field has it), the question
// before deleting (nothing deleted), and the picker's whole form.
func TestEscClosesTheDialogs(t *testing.T) {
	f, store, _, w := newTestFormIn(t)
	f.byKey["nstop"].entry.SetText("40")
	test.Tap(f.save)
	if _, ok := w.Canvas().Focused().(*nameEntry); !ok {
		t.Fatalf("the name field does not have the keyboard: %T", w.Canvas().Focused())
	}
	uitest.Press(w, fyne.KeyEscape)
	if w.Canvas().Overlays().Top() != nil {
		t.Fatalf("Esc left \"Save the rules as…\" open: %q", uitest.TopOverlayText(w))
	}
	test.Tap(f.save)
	test.Type(dialogEntry(t, w), "Club")
	uitest.Press(w, fyne.KeyReturn)
	if _, err := store.Load("Club"); err != nil {
		t.Fatalf("Enter in the name field did not save: %v", err)
	}
	test.Tap(f.del)
	uitest.Press(w, fyne.KeyEscape)
	if w.Canvas().Overlays().Top() != nil {
		t.Fatal("Esc left the question before deleting open")
	}
	if _, err := store.Load("Club"); err != nil {
		t.Fatalf("Esc deleted the configuration: %v", err)
	}

	fr := uitest.NewFrame(t)
	p := NewPicker(fr.W, Config{}, rules.Reference(), "Reference")
	fr.W.SetContent(p.Object())
	test.Tap(p.options)
	uitest.Press(fr.W, fyne.KeyEscape)
	if fr.W.Canvas().Overlays().Top() != nil {
		t.Fatal("Esc left the picker's form open")
	}
}
