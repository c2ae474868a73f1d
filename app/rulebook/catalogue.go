// Package rulebook describes the rules options for people: every field of
// engine/rules.Rules as a rules screen shows it — a title, what kind of
// value it takes (on/off, a number within bounds, a choice), the section of
// the reference that defines it and a line of the reference saying what it
// does — grouped as the reference groups them (§5, §7.1 – §7.9, §8, §9),
// then the options of other rule sets (seeds 001 and 004). Values are read and changed by key (the
// option's JSON name), each change checked by the engine's own validation
// (rules.Rules.Check).
//
// It also keeps named rules configurations ("LAN party house rules") in
// the user's configuration directory, listed after the presets, and
// resolves a --rules argument: a preset, a code string of "Maze on paper",
// a file or a saved name.
//
// The words are presentation, not rules: the engine knows the options by
// their JSON names; every word shown for them is in text.go, one table.
package rulebook

import (
	"encoding/json"
	"fmt"
	"reflect"
	"slices"
	"strconv"
	"strings"
	"sync"

	"github.com/labyrinth-game/labyrinth/engine/rules"
)

// Source is one of the texts the game's rules come from (the project's
// shared/seeds).
type Source int

// The sources a line may come from.
const (
	// Reference is the classic reference in English (seed 000), parts A
	// and B.
	Reference Source = iota + 1
	// MazeOnPaper is the "Maze on paper" rules with the
	// G/S/F/V/T/A/H/W/O classification (seed 001).
	MazeOnPaper
	// RussianOriginal is the Russian original of the reference, from §6
	// on (seed 003); a few options are only there.
	RussianOriginal
	// KeyAndFloors is the game of the Key, the locked exit and floors
	// (seed 002).
	KeyAndFloors
	// LivesAndMoney is the Russian game of three lives, money and the
	// casino (seed 004).
	LivesAndMoney
)

func (s Source) String() string {
	switch s {
	case Reference:
		return "the reference"
	case MazeOnPaper:
		return `"Maze on paper"`
	case RussianOriginal:
		return "the Russian original"
	case KeyAndFloors:
		return `"Key and floors"`
	case LivesAndMoney:
		return `"Lives and money"`
	}
	return "source " + strconv.Itoa(int(s))
}

// File is the source's file among the seeds.
func (s Source) File() string {
	switch s {
	case Reference:
		return "000_733cb93d440aa6a0.txt"
	case MazeOnPaper:
		return "001_c30983ee7db28476.txt"
	case RussianOriginal:
		return "003_5241a9c6df3da86d.txt"
	case KeyAndFloors:
		return "002_4a2390f48ab2c270.txt"
	case LivesAndMoney:
		return "004_97e776c64f0b95a8.txt"
	}
	return ""
}

// Line is what a source says about an option, for a screen to show beside
// it.
type Line struct {
	// Text is the line shown.
	Text string
	// Quoted: Text is the source's own words (Words). Otherwise it is a
	// close paraphrase of Words — or, from the Russian original, a
	// translation.
	Quoted bool
	Source Source
	// Where is the passage's place in the source: "§7.3", "part A".
	Where string
	// Words are the source's own words that Text quotes or paraphrases,
	// as the source has them.
	Words string
}

// Kind is the kind of value an option takes.
type Kind int

// The kinds of options.
const (
	// Switch: on or off (Value.Bool).
	Switch Kind = iota + 1
	// Number: a whole number within Option.Bounds (Value.Int); Specials
	// say what some values mean (0: no limit).
	Number
	// Choice: one of Option.Choices (Value.Text).
	Choice
	// PresetChoice: the preset a configuration starts from, one of
	// Option.Choices (Value.Text). Setting it sets every option to the
	// preset's value.
	PresetChoice
	// Handicaps: the list of §7.2 handicaps (Value.Handicaps).
	Handicaps
)

func (k Kind) String() string {
	switch k {
	case Switch:
		return "switch"
	case Number:
		return "number"
	case Choice:
		return "choice"
	case PresetChoice:
		return "preset"
	case Handicaps:
		return "handicaps"
	}
	return "kind " + strconv.Itoa(int(k))
}

// Special is a number with a meaning of its own: 0 for "no limit", -1 for
// "the number of players minus one".
type Special struct {
	Value   int
	Meaning string
}

// ChoiceOf is one value a Choice or PresetChoice option may take.
type ChoiceOf struct {
	Value string // as in the rules JSON: "shallow"
	Title string
	Line  Line // what the source says of it; Text is empty when it says nothing
}

// Option is one field of rules.Rules, described.
type Option struct {
	Key     string // the field's JSON name: "start_bullets"
	Title   string // short, for a label: "Bullets at the start"
	Section string // where the option is defined: "§7.3", "Russian §7.4", "O3"
	Kind    Kind
	Line    Line
	// Specials are the numbers of a Number option that mean something
	// of their own.
	Specials []Special
	// Choices are the values of a Choice or PresetChoice option.
	Choices []ChoiceOf

	field []int // the field's index in rules.Rules
}

// Group is options that the reference treats together, in its order.
type Group struct {
	ID      string // stable: "shooting"
	Title   string
	Section string // "§7.3"
	Options []Option
}

// The table's types (text.go).
type (
	groupText struct {
		id, title, section string
		options            []optionText
	}
	optionText struct {
		key, title, section string
		line                Line
		specials            []special
		choices             []choiceText
	}
	choiceText struct {
		value, title string
		line         Line
	}
	special struct {
		value   int
		meaning string
	}
)

// Groups is the catalogue: every option, in groups, in the reference's
// order. Each call returns a fresh copy.
func Groups() []Group {
	fields := fieldsByKey()
	var groups []Group
	for _, gt := range table {
		g := Group{ID: gt.id, Title: gt.title, Section: gt.section}
		for _, ot := range gt.options {
			f, ok := fields[ot.key]
			if !ok {
				continue // TestEveryFieldHasAnEntry names it
			}
			g.Options = append(g.Options, option(ot, f))
		}
		groups = append(groups, g)
	}
	return groups
}

// Options is every option of the catalogue, in order.
func Options() []Option {
	var out []Option
	for _, g := range Groups() {
		out = append(out, g.Options...)
	}
	return out
}

var index = sync.OnceValue(func() map[string]Option {
	m := map[string]Option{}
	for _, o := range Options() {
		m[o.Key] = o
	}
	return m
})

// Lookup returns the option of the given key (its JSON name), a copy of
// its own.
func Lookup(key string) (Option, bool) {
	o, ok := index()[key]
	o.Specials, o.Choices = slices.Clone(o.Specials), slices.Clone(o.Choices)
	return o, ok
}

// fieldsByKey maps the JSON names of rules.Rules's fields to the fields.
func fieldsByKey() map[string]reflect.StructField {
	t := reflect.TypeFor[rules.Rules]()
	m := map[string]reflect.StructField{}
	for i := range t.NumField() {
		f := t.Field(i)
		if key := jsonKey(f); key != "" {
			m[key] = f
		}
	}
	return m
}

func jsonKey(f reflect.StructField) string {
	key, _, _ := strings.Cut(f.Tag.Get("json"), ",")
	if key == "-" {
		return ""
	}
	return key
}

// option builds an option from its text and its field.
func option(ot optionText, f reflect.StructField) Option {
	o := Option{Key: ot.key, Title: ot.title, Section: ot.section, Line: ot.line, field: f.Index, Kind: kindOf(f)}
	for _, s := range ot.specials {
		o.Specials = append(o.Specials, Special{Value: s.value, Meaning: s.meaning})
	}
	// The values come from the engine; the table only words them.
	for _, v := range choiceValues(o.Key, o.Kind) {
		c := ChoiceOf{Value: v, Title: v}
		for _, ct := range ot.choices {
			if ct.value == v {
				c.Title, c.Line = ct.title, ct.line
			}
		}
		o.Choices = append(o.Choices, c)
	}
	return o
}

var (
	riverKind   = reflect.TypeFor[rules.RiverKind]()
	riversFlow  = reflect.TypeFor[rules.RiversFlow]()
	riverCarry  = reflect.TypeFor[rules.RiverCarry]()
	blastReport = reflect.TypeFor[rules.BlastReport]()
	startRule   = reflect.TypeFor[rules.StartRule]()
	handicaps   = reflect.TypeFor[[]rules.Handicap]()
	healthRule  = reflect.TypeFor[rules.HealthRule]()
	victory     = reflect.TypeFor[rules.Victory]()
	trophies    = reflect.TypeFor[rules.Trophies]()
)

// kindOf is the kind of value a field of rules.Rules holds; 0 for a type
// the catalogue does not know (TestEveryFieldHasAKind).
func kindOf(f reflect.StructField) Kind {
	switch {
	case f.Name == "Preset":
		return PresetChoice
	case f.Type == riverKind || f.Type == riverCarry || f.Type == blastReport || f.Type == startRule || f.Type == riversFlow ||
		f.Type == healthRule || f.Type == victory || f.Type == trophies:
		return Choice
	case f.Type == handicaps:
		return Handicaps
	case f.Type.Kind() == reflect.Bool:
		return Switch
	case f.Type.Kind() == reflect.Int:
		return Number
	}
	return 0
}

// choiceValues are the values the engine accepts for a choice.
func choiceValues(key string, k Kind) []string {
	switch {
	case k == PresetChoice:
		return rules.PresetNames()
	case key == "rivers":
		return strs(rules.RiverKinds())
	case key == "blast_report":
		return strs(rules.BlastReports())
	case key == "starts":
		return strs(rules.StartRules())
	case key == "rivers_flow":
		return strs(rules.RiversFlows())
	case key == "health":
		return strs(rules.HealthRules())
	case key == "victory":
		return strs(rules.Victories())
	case key == "trophies":
		return strs(rules.TrophyRules())
	case key == "river_carry":
		return strs(rules.RiverCarries())
	}
	return nil
}

func strs[T ~string](vs []T) []string {
	out := make([]string, len(vs))
	for i, v := range vs {
		out[i] = string(v)
	}
	return out
}

// Bounds is the range of a Number option in r: the engine's own
// (rules.Rules.Bounds), which for some options depends on others (the
// bullets at the start are at most the most carried).
func (o Option) Bounds(r rules.Rules) (lo, hi int) {
	for _, b := range r.Bounds() {
		if b.Key == o.Key {
			return b.Min, b.Max
		}
	}
	return 0, 0
}

// Meaning is what the number v means, when it means something of its own
// ("no limit"), else "".
func (o Option) Meaning(v int) string {
	for _, s := range o.Specials {
		if s.Value == v {
			return s.Meaning
		}
	}
	return ""
}

// Value is an option's value; the field of its kind is set.
type Value struct {
	Bool      bool             // Switch
	Int       int              // Number
	Text      string           // Choice, PresetChoice
	Handicaps []rules.Handicap // Handicaps
}

// Bool, Int, Text and HandicapList make values.
func Bool(b bool) Value                      { return Value{Bool: b} }
func Int(n int) Value                        { return Value{Int: n} }
func Text(s string) Value                    { return Value{Text: s} }
func HandicapList(hs []rules.Handicap) Value { return Value{Handicaps: slices.Clone(hs)} }

// fieldOf is the option's field in *r.
func (o Option) fieldOf(r *rules.Rules) reflect.Value {
	return reflect.ValueOf(r).Elem().FieldByIndex(o.field)
}

// Get is the option's value in r.
func (o Option) Get(r rules.Rules) Value {
	f := o.fieldOf(&r)
	switch o.Kind {
	case Switch:
		return Bool(f.Bool())
	case Number:
		return Int(int(f.Int()))
	case Choice, PresetChoice:
		return Text(f.String())
	case Handicaps:
		return HandicapList(r.Handicaps)
	}
	return Value{}
}

// Set returns r with the option set to v, or r unchanged and an *Error
// saying why v cannot be: out of the option's bounds, not one of its
// choices, in conflict with another option (the most bullets carried below
// the bullets at the start), or refused by the engine's validation. Setting
// the preset returns that preset: every option takes its value.
func (o Option) Set(r rules.Rules, v Value) (rules.Rules, error) {
	if o.field == nil {
		return r, &Error{Key: o.Key, Code: CodeUnknownOption, Msg: fmt.Sprintf("no rules option %q", o.Key)}
	}
	if o.Kind == Choice || o.Kind == PresetChoice {
		if !slices.ContainsFunc(o.Choices, func(c ChoiceOf) bool { return c.Value == v.Text }) {
			return r, o.notAChoice(v.Text)
		}
	}
	if o.Kind == PresetChoice {
		p, _ := rules.Preset(v.Text)
		return p, nil
	}
	next := r
	next.Handicaps = slices.Clone(r.Handicaps)
	f := o.fieldOf(&next)
	switch o.Kind {
	case Switch:
		f.SetBool(v.Bool)
	case Number:
		f.SetInt(int64(v.Int))
	case Choice:
		f.SetString(v.Text)
	case Handicaps:
		next.Handicaps = slices.Clone(v.Handicaps)
	}
	if o.Kind == Number {
		if lo, hi := o.Bounds(next); v.Int < lo || v.Int > hi {
			return r, &Error{Key: o.Key, Code: CodeOutOfRange, Msg: fmt.Sprintf("%s must be from %d to %d, not %d", o.Title, lo, hi, v.Int)}
		}
	}
	if err := o.conflict(next); err != nil {
		return r, err
	}
	if err := next.Check(); err != nil {
		return r, &Error{Key: o.Key, Code: CodeInvalid, Msg: o.Title + ": " + strings.TrimPrefix(err.Error(), "rules: ")}
	}
	return next, nil
}

// conflict finds another option that the change put out of its bounds.
func (o Option) conflict(next rules.Rules) error {
	for _, b := range next.Bounds() {
		other, ok := Lookup(b.Key)
		if !ok || other.Key == o.Key {
			continue
		}
		v := other.Get(next).Int
		if v >= b.Min && v <= b.Max {
			continue
		}
		verb := "lower"
		if v < b.Min {
			verb = "raise"
		}
		return &Error{Key: o.Key, Code: CodeConflict, Msg: fmt.Sprintf("%s cannot be %s while %s is %d: %s %s first",
			o.Title, o.Format(o.Get(next)), other.Title, v, verb, other.Title)}
	}
	return nil
}

func (o Option) notAChoice(text string) error {
	titles := make([]string, len(o.Choices))
	for i, c := range o.Choices {
		titles[i] = c.Value
	}
	return &Error{Key: o.Key, Code: CodeNotAChoice, Msg: fmt.Sprintf("%s: %s is not one of %s", o.Title, strconv.Quote(clip(text)), strings.Join(titles, ", "))}
}

// Format writes a value as a screen shows it: "on", "3", "no limit",
// "Shallow", "2 handicaps".
func (o Option) Format(v Value) string {
	switch o.Kind {
	case Switch:
		if v.Bool {
			return wordOn
		}
		return wordOff
	case Number:
		if m := o.Meaning(v.Int); m != "" {
			return m
		}
		return strconv.Itoa(v.Int)
	case Choice, PresetChoice:
		for _, c := range o.Choices {
			if c.Value == v.Text {
				return c.Title
			}
		}
		if v.Text == "" {
			return wordNone
		}
		return v.Text
	case Handicaps:
		return handicapsText(len(v.Handicaps))
	}
	return ""
}

// Parse reads a value typed for the option: "on"/"off" (also yes/no,
// true/false), a whole number or a special value's meaning ("no limit"),
// a choice's value or title (any case), a preset's name, or the handicaps
// as JSON (`[{"player": "Ann", "known_cells": 2}]`). Parse checks the
// form only; Set checks the value.
func (o Option) Parse(text string) (Value, error) {
	t := strings.TrimSpace(text)
	switch o.Kind {
	case Switch:
		switch strings.ToLower(t) {
		case wordOn, "yes", "true":
			return Bool(true), nil
		case wordOff, "no", "false":
			return Bool(false), nil
		}
		return Value{}, &Error{Key: o.Key, Code: CodeNotASwitch, Msg: fmt.Sprintf("%s: %s is neither %s nor %s", o.Title, strconv.Quote(clip(t)), wordOn, wordOff)}
	case Number:
		if n, err := strconv.Atoi(t); err == nil {
			return Int(n), nil
		}
		for _, s := range o.Specials {
			if strings.EqualFold(t, s.Meaning) {
				return Int(s.Value), nil
			}
		}
		return Value{}, &Error{Key: o.Key, Code: CodeNotANumber, Msg: fmt.Sprintf("%s: %s is not a whole number", o.Title, strconv.Quote(clip(t)))}
	case Choice, PresetChoice:
		for _, c := range o.Choices {
			if strings.EqualFold(t, c.Value) || strings.EqualFold(t, c.Title) {
				return Text(c.Value), nil
			}
		}
		return Value{}, o.notAChoice(t)
	case Handicaps:
		return o.parseHandicaps(t)
	}
	return Value{}, &Error{Key: o.Key, Code: CodeUnknownOption, Msg: fmt.Sprintf("no rules option %q", o.Key)}
}

// parseHandicaps reads a JSON list of handicaps, strictly.
func (o Option) parseHandicaps(t string) (Value, error) {
	if len(t) > rules.MaxFileSize {
		return Value{}, &Error{Key: o.Key, Code: CodeNotHandicaps, Msg: fmt.Sprintf("%s: %d bytes, more than a rules file holds", o.Title, len(t))}
	}
	var hs []rules.Handicap
	dec := json.NewDecoder(strings.NewReader(t))
	dec.DisallowUnknownFields()
	err := dec.Decode(&hs)
	if err == nil && dec.More() {
		err = fmt.Errorf("something follows the list")
	}
	if err != nil {
		return Value{}, &Error{Key: o.Key, Code: CodeNotHandicaps, Msg: fmt.Sprintf(`%s: not a list of handicaps such as [{"player": "Ann", "known_cells": 2, "extra_new_cell": true}]: %v`, o.Title, err)}
	}
	return HandicapList(hs), nil
}

// clip shortens what someone typed for a message.
func clip(s string) string {
	const most = 40
	if len(s) <= most {
		return s
	}
	cut := most
	for cut > 0 && s[cut]&0xC0 == 0x80 {
		cut--
	}
	return s[:cut] + "…"
}

// Get is the value of the option of the given key in r.
func Get(r rules.Rules, key string) (Value, error) {
	o, ok := Lookup(key)
	if !ok {
		return Value{}, unknown(key)
	}
	return o.Get(r), nil
}

// Set returns r with the option of the given key set to v (see
// Option.Set).
func Set(r rules.Rules, key string, v Value) (rules.Rules, error) {
	o, ok := Lookup(key)
	if !ok {
		return r, unknown(key)
	}
	return o.Set(r, v)
}

func unknown(key string) error {
	return &Error{Key: key, Code: CodeUnknownOption, Msg: fmt.Sprintf("no rules option %s", strconv.Quote(clip(key)))}
}

// Changed lists the keys of the options whose value in r is not that of
// the preset r starts from (Reference when it names none), in the
// catalogue's order: what makes a configuration "custom".
func Changed(r rules.Rules) []string {
	base, ok := rules.Preset(r.Preset)
	if !ok {
		base = rules.Reference()
	}
	var keys []string
	for _, o := range Options() {
		if o.Kind == PresetChoice {
			continue
		}
		a, b := o.Get(r), o.Get(base)
		if len(a.Handicaps) == 0 && len(b.Handicaps) == 0 {
			a.Handicaps, b.Handicaps = nil, nil
		}
		if !reflect.DeepEqual(a, b) {
			keys = append(keys, o.Key)
		}
	}
	return keys
}

// ErrorCode is the stable name of what was wrong with a value.
type ErrorCode string

// The codes of Error.
const (
	CodeUnknownOption ErrorCode = "unknown_option" // no option has this key
	CodeNotASwitch    ErrorCode = "not_a_switch"   // Parse: neither on nor off
	CodeNotANumber    ErrorCode = "not_a_number"   // Parse: not a whole number
	CodeNotHandicaps  ErrorCode = "not_handicaps"  // Parse: not a JSON list of handicaps
	CodeNotAChoice    ErrorCode = "not_a_choice"   // not one of the option's choices
	CodeOutOfRange    ErrorCode = "out_of_range"   // a number out of the option's bounds
	CodeConflict      ErrorCode = "conflict"       // puts another option out of its bounds
	CodeInvalid       ErrorCode = "invalid"        // refused by rules.Rules.Check
)

// Error says why a value cannot be read or set. Msg starts with the
// option's title: "Bullets at the start must be from 0 to 3, not 5".
type Error struct {
	Key  string
	Code ErrorCode
	Msg  string
}

func (e *Error) Error() string { return e.Msg }
