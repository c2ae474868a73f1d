package rulebook

import (
	"errors"
	"os"
	"path/filepath"
	"reflect"
	"regexp"
	"slices"
	"strings"
	"testing"

	"github.com/labyrinth-game/labyrinth/engine/rules"
)

// TestEveryFieldHasAnEntry: a field added to rules.Rules without an entry
// in the catalogue's table fails here, and so does an entry for no field.
func TestEveryFieldHasAnEntry(t *testing.T) {
	listed := map[string]int{}
	for _, g := range table {
		for _, o := range g.options {
			listed[o.key]++
		}
	}
	fields := fieldsByKey()
	for key, f := range fields {
		if listed[key] == 0 {
			t.Errorf("rules.Rules.%s (%q) has no entry in the catalogue (app/rulebook/text.go)", f.Name, key)
		}
	}
	for key, n := range listed {
		if _, ok := fields[key]; !ok {
			t.Errorf("the catalogue describes %q, which is no field of rules.Rules", key)
		}
		if n > 1 {
			t.Errorf("%q is in the catalogue %d times", key, n)
		}
	}
	if got, want := len(Options()), len(fields); got != want {
		t.Errorf("%d options for %d fields", got, want)
	}
}

// TestEveryOptionIsDescribed: each option has a kind, a title, a section
// and a line; each Number option has the engine's bounds; each choice has
// a title of its own and, but for the presets, a line.
func TestEveryOptionIsDescribed(t *testing.T) {
	ref := rules.Reference()
	bounded := map[string]bool{}
	for _, b := range ref.Bounds() {
		bounded[b.Key] = true
	}
	for _, g := range Groups() {
		if g.ID == "" || g.Title == "" || g.Section == "" || len(g.Options) == 0 {
			t.Errorf("group %+v is not described", g)
		}
		for _, o := range g.Options {
			if o.Kind == 0 || o.Title == "" || o.Section == "" || o.Line.Text == "" {
				t.Errorf("%s: kind %v, title %q, section %q, line %q", o.Key, o.Kind, o.Title, o.Section, o.Line.Text)
			}
			if (o.Kind == Number) != bounded[o.Key] {
				t.Errorf("%s: a %v, bounded by the engine: %v", o.Key, o.Kind, bounded[o.Key])
			}
			if (o.Kind == Choice || o.Kind == PresetChoice) != (len(o.Choices) > 0) {
				t.Errorf("%s: a %v with %d choices", o.Key, o.Kind, len(o.Choices))
			}
			for _, c := range o.Choices {
				if c.Title == c.Value || o.Kind == Choice && c.Line.Text == "" {
					t.Errorf("%s: choice %q is not worded (title %q, line %q)", o.Key, c.Value, c.Title, c.Line.Text)
				}
			}
		}
	}
	// Every choice the table words is one the engine takes.
	for _, g := range table {
		for _, ot := range g.options {
			o, _ := Lookup(ot.key)
			for _, ct := range ot.choices {
				if !slices.ContainsFunc(o.Choices, func(c ChoiceOf) bool { return c.Value == ct.value }) {
					t.Errorf("%s: the table words %q, which the engine does not take", ot.key, ct.value)
				}
			}
		}
	}
}

// normalize makes a source's text and a line comparable: whitespace runs
// become one space, the sources' emphasis marks (_word_) and leftover
// markup go, and their HTML entities become characters.
func normalize(s string) string {
	s = strings.NewReplacer(`<span class="c3">`, "", "&hellip;", "…", "&gt;", ">", "&lt;", "<", "&amp;", "&", "_", "").Replace(s)
	return strings.TrimSpace(regexp.MustCompile(`\s+`).ReplaceAllString(s, " "))
}

// TestLinesQuoteTheReference: every line that quotes its source is the
// source's words, and the words every line stands on occur in the source
// it names (testdata/seeds: copies of the project's shared/seeds).
func TestLinesQuoteTheReference(t *testing.T) {
	texts := map[Source]string{}
	for _, src := range []Source{Reference, MazeOnPaper, RussianOriginal, KeyAndFloors, LivesAndMoney} {
		data, err := os.ReadFile(filepath.Join("testdata", "seeds", src.File()))
		if err != nil {
			t.Fatal(err)
		}
		texts[src] = normalize(string(data))
	}
	check := func(what string, l Line) {
		t.Helper()
		if l.Words == "" || l.Where == "" {
			t.Errorf("%s: the line %q names no words or place of its source", what, l.Text)
			return
		}
		text, ok := texts[l.Source]
		if !ok {
			t.Errorf("%s: unknown source %v", what, l.Source)
			return
		}
		if !strings.Contains(text, normalize(l.Words)) {
			t.Errorf("%s: %s has no %q (%s)", what, l.Source, l.Words, l.Where)
		}
		if l.Quoted && l.Text != l.Words {
			t.Errorf("%s: quotes %q but the words are %q", what, l.Text, l.Words)
		}
		if !l.Quoted && l.Text == l.Words {
			t.Errorf("%s: %q is the source's words: say it is quoted", what, l.Text)
		}
	}
	quoted, lines := 0, 0
	for _, o := range Options() {
		check(o.Key, o.Line)
		lines++
		if o.Line.Quoted {
			quoted++
		}
		for _, c := range o.Choices {
			if c.Line.Text != "" {
				check(o.Key+" "+c.Value, c.Line)
			}
		}
	}
	t.Logf("%d of %d option lines quote their source; the others paraphrase it", quoted, lines)
	// The test reads what it should: a made-up quote fails.
	if strings.Contains(texts[Reference], normalize("Grenades may be thrown at players.")) {
		t.Fatal("the reference text is not what the test thinks")
	}
}

// The catalogue's sections are those of docs/rules.md's tables: a §7
// option is found under §7.
func TestSectionsBySource(t *testing.T) {
	for key, want := range map[string]string{
		"shooting_range": "§7.3", "floating_items": "Russian §7.4", "handed_out_landmines": "Russian §7.6",
		"indestructible_inner_walls": "O3", "move_seconds": "§9", "nstop": "§3.6", "landmines": "§7.1",
	} {
		if o, _ := Lookup(key); o.Section != want {
			t.Errorf("%s: section %q, want %q", key, o.Section, want)
		}
	}
	if o, _ := Lookup("indestructible_inner_walls"); o.Line.Source != MazeOnPaper {
		t.Errorf("O3 quotes %v", o.Line.Source)
	}
}

// TestGetSetEveryOption: setting every option to the value it has changes
// nothing, for the reference's presets and seed 004's.
func TestGetSetEveryOption(t *testing.T) {
	for _, p := range []rules.Rules{rules.Reference(), rules.Beginner(), rules.LivesAndMoney()} {
		for _, o := range Options() {
			got, err := o.Set(p, o.Get(p))
			if err != nil || !got.Equal(p) {
				t.Errorf("%s: setting %s to %s: %v, changed: %v", p.Preset, o.Key, o.Format(o.Get(p)), err, !got.Equal(p))
			}
		}
	}
}

func wantError(t *testing.T, err error, code ErrorCode, msg string) {
	t.Helper()
	var e *Error
	if !errors.As(err, &e) || e.Code != code || e.Msg != msg {
		t.Errorf("got %v, want %s: %s", err, code, msg)
	}
}

func TestSet(t *testing.T) {
	ref := rules.Reference()

	// §7.3: the shooting distance limited to one cell.
	r, err := Set(ref, "shooting_range", Int(1))
	if err != nil || r.ShootingRange != 1 || ref.ShootingRange != 0 {
		t.Errorf("shooting_range 1: %v, %d (the original: %d)", err, r.ShootingRange, ref.ShootingRange)
	}
	// §7.1: no landmines.
	if r, err = Set(ref, "landmines", Bool(false)); err != nil || r.Landmines {
		t.Errorf("landmines off: %v", err)
	}
	// §7.4: shallow rivers.
	if r, err = Set(ref, "rivers", Text("shallow")); err != nil || r.Rivers != rules.Shallow {
		t.Errorf("shallow rivers: %v", err)
	}
	_, err = Set(ref, "rivers", Text("muddy"))
	wantError(t, err, CodeNotAChoice, `Rivers: "muddy" is not one of deep, shallow, turbulent, walkable`)

	// §5.3: the bullets at the start are at most the most carried.
	_, err = Set(ref, "start_bullets", Int(4))
	wantError(t, err, CodeOutOfRange, "Bullets at the start must be from 0 to 3, not 4")
	_, err = Set(ref, "max_bullets", Int(2))
	wantError(t, err, CodeConflict, "Most bullets carried cannot be 2 while Bullets at the start is 3: lower Bullets at the start first")
	_, err = Set(ref, "reorders", Int(-2))
	wantError(t, err, CodeOutOfRange, "New cells after wounds must be from -1 to 99, not -2")

	// The engine's own validation: no landmine at the start of a game
	// without landmines.
	_, err = Set(rules.Beginner(), "start_landmines", Int(1))
	wantError(t, err, CodeInvalid, "Landmines at the start: landmines are handed out or carried at the start, but the game has no landmines")

	// §7.2: handicaps, one per player.
	hs := []rules.Handicap{{Player: "Ann", KnownCells: 2}, {Player: "Bob", ExtraNewCell: true}}
	r, err = Set(ref, "handicaps", HandicapList(hs))
	if err != nil || !reflect.DeepEqual(r.Handicaps, hs) {
		t.Fatalf("handicaps: %v, %+v", err, r.Handicaps)
	}
	hs[0].KnownCells = 9 // the rules keep their own copy
	if r.Handicaps[0].KnownCells != 2 {
		t.Error("Set kept the caller's slice")
	}
	got, _ := Get(r, "handicaps")
	got.Handicaps[0].Player = "Zed" // and Get gives one away
	if r.Handicaps[0].Player != "Ann" {
		t.Error("Get gave away the rules' slice")
	}
	_, err = Set(ref, "handicaps", HandicapList([]rules.Handicap{{Player: "Ann"}, {Player: "ann"}}))
	wantError(t, err, CodeInvalid, `Handicaps: handicaps[1]: "ann" has two handicaps`)

	// The preset: every option takes its value.
	custom, _ := Set(ref, "nstop", Int(40))
	if r, err = Set(custom, "preset", Text("Beginner")); err != nil || !r.Equal(rules.Beginner()) {
		t.Errorf("preset Beginner: %v, %+v", err, r)
	}
	_, err = Set(ref, "preset", Text("Expert"))
	wantError(t, err, CodeNotAChoice, `Preset: "Expert" is not one of Reference, Beginner, Key easy, Key medium, Key hard, BASIC, BASIC-W, CLASSIC, CLASSIC-X, Lives and money`)

	_, err = Set(ref, "no_such_option", Bool(true))
	wantError(t, err, CodeUnknownOption, `no rules option "no_such_option"`)
	if _, err := Get(ref, "no_such_option"); err == nil {
		t.Error("Get of an unknown option")
	}
}

// TestFormatParse: every value a screen shows reads back as itself, and
// what cannot be read says why.
func TestFormatParse(t *testing.T) {
	ref := rules.Reference()
	for _, o := range Options() {
		var values []Value
		switch o.Kind {
		case Switch:
			values = []Value{Bool(true), Bool(false)}
		case Number:
			lo, hi := o.Bounds(ref)
			for _, n := range []int{lo, lo + 1, hi - 1, hi} {
				values = append(values, Int(n))
			}
			for _, s := range o.Specials {
				values = append(values, Int(s.Value))
			}
		case Choice, PresetChoice:
			for _, c := range o.Choices {
				values = append(values, Text(c.Value))
			}
		case Handicaps:
			continue // a list, edited as such
		}
		for _, v := range values {
			text := o.Format(v)
			back, err := o.Parse(text)
			if err != nil || !reflect.DeepEqual(back, v) {
				t.Errorf("%s: %+v shown as %q reads back as %+v, %v", o.Key, v, text, back, err)
			}
		}
	}
	mp, _ := Lookup("max_pits")
	if v, err := mp.Parse(" No limit "); err != nil || v.Int != 0 {
		t.Errorf("no limit: %v, %v", v, err)
	}
	_, err := mp.Parse("lots")
	wantError(t, err, CodeNotANumber, `Most pits: "lots" is not a whole number`)
	sw, _ := Lookup("skips")
	_, err = sw.Parse("maybe")
	wantError(t, err, CodeNotASwitch, `Skipping a move: "maybe" is neither on nor off`)
	hc, _ := Lookup("handicaps")
	if v, err := hc.Parse(`[{"player": "Ann", "known_cells": 2}]`); err != nil || len(v.Handicaps) != 1 || v.Handicaps[0].KnownCells != 2 {
		t.Errorf("handicaps: %+v, %v", v, err)
	}
	for _, bad := range []string{`{"player": "Ann"}`, `[{"player": "Ann", "cells": 2}]`, `[] []`, strings.Repeat(" ", rules.MaxFileSize+1)} {
		if _, err := hc.Parse(bad); err == nil {
			t.Errorf("handicaps %.20q read", bad)
		}
	}
	if got := hc.Format(HandicapList(make([]rules.Handicap, 2))); got != "2 handicaps" {
		t.Errorf("two handicaps shown as %q", got)
	}
}

// FuzzParseSet: whatever is typed for whichever option, Parse and Set
// answer with a value or an *Error, never a panic, and Set never returns
// a configuration the engine refuses.
func FuzzParseSet(f *testing.F) {
	for _, seed := range []string{"on", "3", "-1", "no limit", "shallow", "Beginner", `[{"player":"Ann"}]`, "99999999999999999999", ""} {
		f.Add(0, seed)
	}
	options := Options()
	f.Fuzz(func(t *testing.T, i int, text string) {
		o := options[(i%len(options)+len(options))%len(options)]
		v, err := o.Parse(text)
		var e *Error
		if err != nil {
			if !errors.As(err, &e) {
				t.Fatalf("%s: Parse(%q): %T %v", o.Key, text, err, err)
			}
			return
		}
		r, err := o.Set(rules.Reference(), v)
		if err != nil && !errors.As(err, &e) {
			t.Fatalf("%s: Set: %T %v", o.Key, err, err)
		}
		if err := r.Check(); err != nil {
			t.Fatalf("%s = %q: Set returned rules the engine refuses: %v", o.Key, text, err)
		}
	})
}

func TestChanged(t *testing.T) {
	if got := Changed(rules.Beginner()); got != nil {
		t.Errorf("Beginner changed %v", got)
	}
	r, _ := Set(rules.Beginner(), "nstop", Int(40))
	r, _ = Set(r, "throwing", Bool(true))
	if got, want := Changed(r), []string{"throwing", "nstop"}; !slices.Equal(got, want) {
		t.Errorf("changed %v, want %v (in the catalogue's order)", got, want)
	}
	r = rules.Reference()
	r.Preset = ""
	r.Handicaps = []rules.Handicap{}
	if got := Changed(r); got != nil {
		t.Errorf("no preset named: compared with Reference, changed %v", got)
	}
}
