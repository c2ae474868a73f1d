package rulebook

import (
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/labyrinth-game/labyrinth/app/storage"
	"github.com/labyrinth-game/labyrinth/engine/rules"
)

func newStore(t *testing.T) *Store {
	return &Store{Dir: filepath.Join(t.TempDir(), "labyrinth", "rules")}
}

func names(es []Entry) []string {
	var out []string
	for _, e := range es {
		out = append(out, e.Name)
	}
	return out
}

func TestSaveListLoadDelete(t *testing.T) {
	s := newStore(t)
	all, err := s.List()
	if err != nil || strings.Join(names(all), "|") != "Reference|Beginner|Key easy|Key medium|Key hard|BASIC|BASIC-W|CLASSIC|CLASSIC-X|Lives and money" || !all[0].Preset || !all[0].Rules.Equal(rules.Reference()) {
		t.Fatalf("an empty store lists %v, %v", names(all), err)
	}

	party, _ := Set(rules.Reference(), "shooting_range", Int(1))
	party.Handicaps = []rules.Handicap{{Player: "Ann", KnownCells: 2}}
	quiet, _ := Set(rules.Beginner(), "skips", Bool(false))
	for name, r := range map[string]rules.Rules{"LAN party house rules": party, " quiet evening ": quiet, "Лабиринт у Боба": rules.Beginner()} {
		if err := s.Save(name, r); err != nil {
			t.Fatalf("Save %q: %v", name, err)
		}
	}
	all, err = s.List()
	if got := strings.Join(names(all), "|"); err != nil || got != "Reference|Beginner|Key easy|Key medium|Key hard|BASIC|BASIC-W|CLASSIC|CLASSIC-X|Lives and money|LAN party house rules|quiet evening|Лабиринт у Боба" {
		t.Fatalf("List: %s, %v", got, err)
	}
	for _, e := range all[len(rules.PresetNames()):] {
		if e.Preset || e.Err != nil || e.Path == "" {
			t.Errorf("%s: %+v", e.Name, e)
		}
	}

	// Loaded by name, in any case; the file is a rules file --rules FILE
	// reads.
	got, err := s.Load("lan PARTY house rules")
	if err != nil || !got.Equal(party) {
		t.Fatalf("Load: %v, %+v", err, got)
	}
	path := filepath.Join(s.Dir, "LAN party house rules.json")
	if r, err := Resolve(path, nil, nil); err != nil || !r.Equal(party) {
		t.Errorf("the file as --rules FILE: %v", err)
	}
	if fi, err := os.Stat(path); err != nil || fi.Mode().Perm() != 0o644 {
		t.Errorf("the file: %v, %v", fi, err)
	}
	if r, err := s.Load("beginner"); err != nil || !r.Equal(rules.Beginner()) {
		t.Errorf("a preset by name: %v", err)
	}

	// Saved again under another spelling: one configuration, renamed.
	party2, _ := Set(party, "nstop", Int(30))
	if err := s.Save("LAN Party House Rules", party2); err != nil {
		t.Fatal(err)
	}
	all, _ = s.List()
	if got := strings.Join(names(all), "|"); got != "Reference|Beginner|Key easy|Key medium|Key hard|BASIC|BASIC-W|CLASSIC|CLASSIC-X|Lives and money|LAN Party House Rules|quiet evening|Лабиринт у Боба" {
		t.Errorf("after saving in another case: %s", got)
	}
	if r, _ := s.Load("lan party house rules"); r.NStop != 30 {
		t.Errorf("the new rules are not the ones loaded: nstop %d", r.NStop)
	}

	if err := s.Delete("QUIET EVENING"); err != nil {
		t.Fatal(err)
	}
	if _, err := s.Load("quiet evening"); !errors.Is(err, ErrNotFound) ||
		err.Error() != `no rules configuration named "quiet evening" (saved: LAN Party House Rules, Лабиринт у Боба)` {
		t.Errorf("a deleted configuration: %v", err)
	}
	if err := s.Delete("quiet evening"); !errors.Is(err, ErrNotFound) {
		t.Errorf("deleted twice: %v", err)
	}
	if err := s.Delete("Reference"); !errors.Is(err, ErrPresetName) || err.Error() != "Reference is the name of a preset: presets cannot be deleted" {
		t.Errorf("deleting a preset: %v", err)
	}
	leftovers, _ := filepath.Glob(filepath.Join(s.Dir, ".*"))
	if len(leftovers) > 0 {
		t.Errorf("temporary files left: %v", leftovers)
	}
}

func TestNames(t *testing.T) {
	s := newStore(t)
	for _, tc := range []struct {
		name string
		want error
		msg  string
	}{
		{"", ErrBadName, "not a name for a rules configuration: it is empty"},
		{"   ", ErrBadName, "not a name for a rules configuration: it is empty"},
		{"tab\there", ErrBadName, `not a name for a rules configuration: "tab\there" has a control character`},
		{strings.Repeat("x", MaxNameBytes+1), ErrBadName, "has 65 bytes, at most 64"},
		{" reference", ErrPresetName, `"reference" is the name of a preset (Reference): choose another name`},
		{"bad\xffutf", ErrBadName, "not valid UTF-8"},
	} {
		err := s.Save(tc.name, rules.Reference())
		if !errors.Is(err, tc.want) || !strings.Contains(err.Error(), tc.msg) {
			t.Errorf("Save(%q): %v, want %v: ...%s", tc.name, err, tc.want, tc.msg)
		}
	}
	bad := rules.Reference()
	bad.Rivers = "muddy"
	if err := s.Save("muddy", bad); err == nil || !strings.Contains(err.Error(), `"muddy" is not saved: rules: rivers is "muddy"`) {
		t.Errorf("invalid rules saved: %v", err)
	}
	if _, err := os.Stat(s.Dir); !errors.Is(err, os.ErrNotExist) {
		t.Errorf("nothing saved, yet the directory was made: %v", err)
	}
}

func TestFileNames(t *testing.T) {
	for name, want := range map[string]string{
		"LAN party house rules":   "LAN party house rules.json",
		"Ann's (v2), 3+1 & more!": "Ann's (v2), 3+1 & more!.json",
		"a/b\\c:d*e?f\"g<h>i|j":   "a%2Fb%5Cc%3Ad%2Ae%3Ff%22g%3Ch%3Ei%7Cj.json",
		".hidden":                 "%2Ehidden.json",
		"v1.2":                    "v1.2.json",
		"end.":                    "end%2E.json",
		"100%":                    "100%25.json",
		"Лаб":                     "%D0%9B%D0%B0%D0%B1.json",
		"con":                     "%63on.json",
		"NUL.party":               "%4EUL.party.json",
		"com7":                    "%63om7.json",
		"console":                 "console.json",
	} {
		if got := fileName(name); got != want {
			t.Errorf("fileName(%q) = %q, want %q", name, got, want)
		}
		if back, err := nameOf(want); err != nil || back != name {
			t.Errorf("nameOf(%q) = %q, %v", want, back, err)
		}
	}
	for _, base := range []string{"a%2fb.json", "a%zzb.json", "a%2.json", "a%20b.json", "CON.json", "x%09y.json"} {
		if name, err := nameOf(base); err == nil {
			t.Errorf("nameOf(%q) = %q: a name fileName never writes", base, name)
		}
	}
	// The longest name fits a file name on every system.
	if n := len(fileName(strings.Repeat("Ж", MaxNameBytes/2))); n > 255 {
		t.Errorf("a file name of %d bytes", n)
	}
}

// FuzzFileName: every name that may be saved has one file name, of safe
// characters, that gives the name back.
func FuzzFileName(f *testing.F) {
	for _, s := range []string{"LAN party", "a/b", "con", ".x.", "Лаб", "100%"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, name string) {
		if CheckName(name) != nil || name != strings.TrimSpace(name) {
			return
		}
		base := fileName(name)
		if len(base) > 255 || !utf8.ValidString(base) || strings.ContainsAny(base, "/\\:*?\"<>|") || strings.HasPrefix(base, ".") {
			t.Fatalf("fileName(%q) = %q", name, base)
		}
		if back, err := nameOf(base); err != nil || back != name {
			t.Fatalf("nameOf(fileName(%q)) = %q, %v", name, back, err)
		}
	})
}

// TestBrokenFiles: a file that is not a configuration is listed with what
// is wrong with it, and loading it says so; nothing else is lost.
func TestBrokenFiles(t *testing.T) {
	s := newStore(t)
	if err := s.Save("good", rules.Beginner()); err != nil {
		t.Fatal(err)
	}
	write := func(base, data string) {
		if err := os.WriteFile(filepath.Join(s.Dir, base), []byte(data), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	write("broken.json", "{\n  \"nstop\": \"forty\"\n}\n")
	write("huge.json", strings.Repeat(" ", rules.MaxFileSize+1))
	write("odd%20name.json", "{}")
	write("notes.txt", "not a configuration")
	write(".good.json.tmp-123", "a save's temporary file")
	all, err := s.List()
	if err != nil {
		t.Fatal(err)
	}
	if got := strings.Join(names(all), "|"); got != "Reference|Beginner|Key easy|Key medium|Key hard|BASIC|BASIC-W|CLASSIC|CLASSIC-X|Lives and money|broken|good|huge|odd%20name" {
		t.Fatalf("listed %s", got)
	}
	byName := map[string]Entry{}
	for _, e := range all {
		byName[e.Name] = e
	}
	if err := byName["good"].Err; err != nil {
		t.Errorf("good: %v", err)
	}
	for name, want := range map[string]string{
		"broken":     filepath.Join(s.Dir, "broken.json") + `: rules: line 2, column 12: field "nstop": expected int, found string`,
		"huge":       filepath.Join(s.Dir, "huge.json") + ": larger than 64 KB, the most a rules file can take",
		"odd%20name": filepath.Join(s.Dir, "odd%20name.json") + `: "odd%20name.json" is not a file name Labyrinth writes: rename it "odd name.json"`,
	} {
		if err := byName[name].Err; err == nil || err.Error() != want {
			t.Errorf("%s: %v\nwant %s", name, err, want)
		}
	}
	var tooLarge *storage.TooLargeError
	if _, err := s.Load("HUGE"); !errors.As(err, &tooLarge) {
		t.Errorf("Load(huge): %v", err)
	}
	if _, err := s.Load("broken"); err == nil || !strings.Contains(err.Error(), "broken.json: rules: line 2") {
		t.Errorf("Load(broken): %v", err)
	}
	// A broken file is replaced by saving under its name.
	if err := s.Save("Broken", rules.Reference()); err != nil {
		t.Fatal(err)
	}
	if r, err := s.Load("broken"); err != nil || !r.Equal(rules.Reference()) {
		t.Errorf("saved over the broken file: %v", err)
	}
}

func TestResolve(t *testing.T) {
	s := newStore(t)
	party, _ := Set(rules.Reference(), "common_start", Bool(true))
	if err := s.Save("LAN party", party); err != nil {
		t.Fatal(err)
	}
	file := filepath.Join(t.TempDir(), "rules.json")
	os.WriteFile(file, []byte(`{"preset": "Beginner", "nstop": 12}`), 0o644)
	for arg, want := range map[string]rules.Rules{"beginner": rules.Beginner(), "lan party": party, file: func() rules.Rules {
		r := rules.Beginner()
		r.NStop = 12
		return r
	}()} {
		if r, err := Resolve(arg, nil, s); err != nil || !r.Equal(want) {
			t.Errorf("Resolve(%q): %v", arg, err)
		}
	}
	// A file is what its name says, before a saved name.
	dir := t.TempDir()
	t.Chdir(dir)
	os.WriteFile("LAN party", []byte(`{"nstop": 7}`), 0o644)
	if r, err := Resolve("LAN party", nil, s); err != nil || r.NStop != 7 {
		t.Errorf("a file named like a configuration: %v, %+v", err, r)
	}
	_, err := Resolve("Expert", nil, s)
	if err == nil || err.Error() != `rules "Expert": neither a preset (Reference, Beginner, Key easy, Key medium, Key hard, BASIC, BASIC-W, CLASSIC, CLASSIC-X, Lives and money) nor a file, nor a saved configuration (saved: LAN party)` {
		t.Errorf("Resolve(Expert): %v", err)
	}
	_, err = Resolve("Expert", nil, nil)
	if err == nil || err.Error() != `rules "Expert": neither a preset (Reference, Beginner, Key easy, Key medium, Key hard, BASIC, BASIC-W, CLASSIC, CLASSIC-X, Lives and money) nor a file` {
		t.Errorf("Resolve(Expert) without a store: %v", err)
	}
	if _, err := Resolve("Expert", nil, newStore(t)); err == nil || !strings.HasSuffix(err.Error(), "nor a saved configuration (none is saved)") {
		t.Errorf("Resolve(Expert) with none saved: %v", err)
	}
	os.WriteFile("bad.json", []byte(`{"nstop": -1}`), 0o644)
	if _, err := Resolve("bad.json", nil, s); err == nil || err.Error() != "bad.json: rules: nstop is -1; must be between 0 and 1000000" {
		t.Errorf("a bad file: %v", err)
	}
}

// TestResolveCodeStrings: --rules takes a code string of "Maze on paper"
// (seed 001, l.119–172) and names its presets (l.174–194), refusing what
// the engine cannot play yet with the reason.
func TestResolveCodeStrings(t *testing.T) {
	t.Chdir(t.TempDir())
	r, err := Resolve("G2-F4-V1-T1-A2-H34-W5-O3", nil, nil)
	if err != nil || r.Starts != rules.StartsMaster || r.Hospitals != 1 || r.StartBullets != 5 || !r.IndestructibleInnerWalls {
		t.Errorf("a code string: %v, %+v", err, r)
	}
	if r, err := Resolve("classic-x", nil, nil); err != nil || r.Preset != "CLASSIC-X" || !r.OneKitPerPlayer || r.Victory != rules.VictoryAllTreasures {
		t.Errorf("CLASSIC-X: %v, %+v", err, r)
	}
	if _, err := Resolve("G2-S9", nil, nil); err == nil || !strings.Contains(err.Error(), "at 5: S9 is no code") {
		t.Errorf("a malformed code string: %v", err)
	}
	if r, err := Resolve("classic", nil, nil); err != nil || r.Preset != "CLASSIC" || !r.RelaxedStep || r.Exits != 1 {
		t.Errorf("001 l.189 CLASSIC: %v", err)
	}
	// A file named like a code string is read.
	os.WriteFile("h2.json", []byte(`{"nstop": 9}`), 0o644)
	if r, err := Resolve("h2.json", nil, nil); err != nil || r.NStop != 9 {
		t.Errorf("h2.json: %v", err)
	}
	for _, name := range []string{"CLASSIC", "G2-A2", "G2-O7"} {
		if err := CheckName(name); !errors.Is(err, ErrPresetName) {
			t.Errorf("saving as %q: %v", name, err)
		}
	}
}
