package rulebook

import (
	"cmp"
	"encoding/json"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/labyrinth-game/labyrinth/app/storage"
	"github.com/labyrinth-game/labyrinth/engine/rules"
)

// Store keeps named rules configurations ("LAN party house rules"), one
// rules file each (docs/rules.md's format, what --rules FILE reads), in a
// directory: the file is the name with ".json" added, characters a file
// name cannot hold written as %XX. Names are unique regardless of case,
// and no name is a preset's. Files are written whole (a temporary file
// renamed over the old one) and read at most rules.MaxFileSize bytes.
type Store struct {
	Dir string
}

// DefaultStore is the store in the user's configuration directory:
// labyrinth/rules under os.UserConfigDir ($XDG_CONFIG_HOME or ~/.config
// on Linux, ~/Library/Application Support on macOS, %AppData% on
// Windows).
func DefaultStore() (*Store, error) {
	dir, err := storage.ConfigDir("rules", "rules configurations")
	if err != nil {
		return nil, err
	}
	return &Store{Dir: dir}, nil
}

// MaxNameBytes is the longest name a configuration may have, in bytes of
// UTF-8: 64 letters of the Latin alphabet, 32 Cyrillic ones. Written in a
// file name with %XX escapes it stays under the 255 bytes file systems
// allow.
const MaxNameBytes = 64

// maxFiles bounds the files List reads.
const maxFiles = 1000

// ext is the extension of a configuration's file.
const ext = ".json"

// Errors of the store, wrapped in messages that say which name.
var (
	// ErrNotFound: no configuration is saved under the name.
	ErrNotFound = errors.New("no such rules configuration")
	// ErrPresetName: the name is a preset's, which cannot be saved over
	// or deleted.
	ErrPresetName = errors.New("the name of a preset")
	// ErrBadName: the name cannot be used (empty, too long, control
	// characters).
	ErrBadName = errors.New("not a name for a rules configuration")
)

// Entry is a configuration as List gives it: a preset, or one saved.
type Entry struct {
	Name   string
	Preset bool
	// Path is the saved configuration's file ("" for a preset).
	Path  string
	Rules rules.Rules
	// Err says what is wrong with a saved file that cannot be read
	// (Rules is then empty): "…/house.json: rules: line 3, column 5: …".
	Err error
}

// CheckName says what is wrong with a configuration's name, if anything:
// it must have something besides spaces, at most MaxNameBytes bytes, no
// control characters, and not be a preset's name.
func CheckName(name string) error {
	trimmed := strings.TrimSpace(name)
	switch {
	case trimmed == "":
		return fmt.Errorf("%w: it is empty", ErrBadName)
	case !utf8.ValidString(name):
		return fmt.Errorf("%w: it is not valid UTF-8", ErrBadName)
	case len(trimmed) > MaxNameBytes:
		return fmt.Errorf("%w: %q has %d bytes, at most %d", ErrBadName, clip(trimmed), len(trimmed), MaxNameBytes)
	case strings.IndexFunc(name, unicode.IsControl) >= 0:
		return fmt.Errorf("%w: %q has a control character", ErrBadName, clip(trimmed))
	}
	if p, ok := rules.Preset(trimmed); ok {
		return fmt.Errorf("%q is %w (%s): choose another name", trimmed, ErrPresetName, p.Preset)
	}
	if _, err := rules.Named(trimmed); playableLater(err) {
		// A preset of "Maze on paper" not yet playable, or a code string
		// the engine does not play yet: --rules never reaches a saved name.
		return fmt.Errorf("%q is %w (a \"Maze on paper\" preset or code string): choose another name", trimmed, ErrPresetName)
	}
	return nil
}

// List lists the presets, then the saved configurations sorted by name
// (regardless of case). A saved file that cannot be read is listed with
// its Err; a directory that does not exist yet holds none.
func (s *Store) List() ([]Entry, error) {
	var out []Entry
	for _, name := range rules.PresetNames() {
		r, _ := rules.Preset(name)
		out = append(out, Entry{Name: name, Preset: true, Rules: r})
	}
	saved, err := s.saved()
	if err != nil {
		return out, err
	}
	return append(out, saved...), nil
}

// saved reads the configurations in the directory.
func (s *Store) saved() ([]Entry, error) {
	des, err := os.ReadDir(s.Dir)
	if errors.Is(err, fs.ErrNotExist) {
		return nil, nil
	}
	if err != nil {
		return nil, fmt.Errorf("listing the rules configurations: %w", err)
	}
	var out []Entry
	for _, de := range des {
		if len(out) == maxFiles {
			break
		}
		base := de.Name()
		if !strings.HasSuffix(base, ext) || strings.HasPrefix(base, ".") || de.IsDir() {
			continue // not a configuration, or a save's temporary file
		}
		path := filepath.Join(s.Dir, base)
		name, err := nameOf(base)
		if err != nil {
			out = append(out, Entry{Name: strings.TrimSuffix(base, ext), Path: path, Err: fmt.Errorf("%s: %w", path, err)})
			continue
		}
		r, err := readRules(path)
		out = append(out, Entry{Name: name, Path: path, Rules: r, Err: err})
	}
	slices.SortFunc(out, func(a, b Entry) int {
		return cmp.Or(cmp.Compare(strings.ToLower(a.Name), strings.ToLower(b.Name)), cmp.Compare(a.Name, b.Name))
	})
	return out, nil
}

// readRules reads a rules file, bounded.
func readRules(path string) (rules.Rules, error) {
	data, err := storage.ReadFile(path, storage.Limit{Max: rules.MaxFileSize, Why: "the most a rules file can take"})
	if err != nil {
		return rules.Rules{}, err
	}
	r, err := rules.Parse(data)
	if err != nil {
		return rules.Rules{}, fmt.Errorf("%s: %w", path, err)
	}
	return r, nil
}

// find returns the saved entry whose name is name regardless of case, or
// a *notFound.
func (s *Store) find(name string) (Entry, error) {
	name = strings.TrimSpace(name)
	saved, err := s.saved()
	if err != nil {
		return Entry{}, err
	}
	names := make([]string, len(saved))
	for i, e := range saved {
		if strings.EqualFold(e.Name, name) {
			return e, nil
		}
		names[i] = e.Name
	}
	nf := &notFound{name: name, known: "none is saved"}
	if len(names) > 0 {
		nf.known = "saved: " + strings.Join(names, ", ")
	}
	return Entry{}, nf
}

// notFound is ErrNotFound for a name, with the names that are saved.
type notFound struct{ name, known string }

func (e *notFound) Error() string {
	return fmt.Sprintf("no rules configuration named %q (%s)", clip(e.name), e.known)
}

func (e *notFound) Is(target error) bool { return target == ErrNotFound }

// Load returns the preset or the saved configuration of the given name
// (regardless of case).
func (s *Store) Load(name string) (rules.Rules, error) {
	if r, ok := rules.Preset(name); ok {
		return r, nil
	}
	e, err := s.find(name)
	if err != nil {
		return rules.Rules{}, err
	}
	return e.Rules, e.Err
}

// Save keeps r under name, in place of the configuration saved under the
// same name (regardless of case; the name takes the new spelling). The
// rules must pass the engine's validation.
func (s *Store) Save(name string, r rules.Rules) error {
	if err := CheckName(name); err != nil {
		return err
	}
	name = strings.TrimSpace(name)
	if err := r.Check(); err != nil {
		return fmt.Errorf("%q is not saved: %w", name, err)
	}
	data, err := json.MarshalIndent(r, "", "  ")
	if err != nil {
		return err
	}
	old, findErr := s.find(name)
	if err := os.MkdirAll(s.Dir, 0o755); err != nil {
		return fmt.Errorf("saving the rules configuration %q: %w", name, err)
	}
	path := filepath.Join(s.Dir, fileName(name))
	if err := storage.WriteFileAtomic(path, append(data, '\n'), storage.KeepMode(path, 0o644)); err != nil {
		return err
	}
	if findErr == nil && old.Path != path {
		// The same name in another case: the new file replaces it.
		if err := os.Remove(old.Path); err != nil && !errors.Is(err, fs.ErrNotExist) {
			return fmt.Errorf("saved %q, but the file of %q stays: %w", name, old.Name, err)
		}
	}
	return nil
}

// Delete removes the configuration saved under name (regardless of case).
func (s *Store) Delete(name string) error {
	if p, ok := rules.Preset(name); ok {
		return fmt.Errorf("%s is %w: presets cannot be deleted", p.Preset, ErrPresetName)
	}
	e, err := s.find(name)
	if err != nil {
		return err
	}
	if err := os.Remove(e.Path); err != nil {
		return fmt.Errorf("deleting the rules configuration %q: %w", e.Name, err)
	}
	return nil
}

// fileName is the file a name is saved in: the name, with what a file
// name cannot hold on any system written as %XX (bytes of UTF-8), and
// ".json". Names Windows keeps for devices (CON, NUL, COM1, …) have their
// first letter escaped.
func fileName(name string) string {
	var b strings.Builder
	for i := 0; i < len(name); i++ {
		c := name[i]
		plain := c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9' ||
			strings.IndexByte(" -_(),'!&+", c) >= 0 ||
			c == '.' && i > 0 && i < len(name)-1
		if plain {
			b.WriteByte(c)
		} else {
			fmt.Fprintf(&b, "%%%02X", c)
		}
	}
	base := b.String()
	stem, _, _ := strings.Cut(base, ".")
	if windowsDevice(stem) {
		base = fmt.Sprintf("%%%02X", base[0]) + base[1:]
	}
	return base + ext
}

// windowsDevice tells the names Windows keeps for devices.
func windowsDevice(stem string) bool {
	s := strings.ToUpper(strings.TrimRight(stem, " "))
	switch s {
	case "CON", "PRN", "AUX", "NUL":
		return true
	}
	return len(s) == 4 && (strings.HasPrefix(s, "COM") || strings.HasPrefix(s, "LPT")) && s[3] >= '1' && s[3] <= '9'
}

// nameOf is the name saved in the file base (fileName's inverse); a file
// name fileName would not have written is refused, so that two files
// never hold one name.
func nameOf(base string) (string, error) {
	enc := strings.TrimSuffix(base, ext)
	var b strings.Builder
	for i := 0; i < len(enc); i++ {
		if enc[i] != '%' {
			b.WriteByte(enc[i])
			continue
		}
		if i+2 >= len(enc) || !isHex(enc[i+1]) || !isHex(enc[i+2]) {
			return "", fmt.Errorf("%q is not a file name Labyrinth writes (a %% not followed by two capital hexadecimal digits)", base)
		}
		c, _ := strconv.ParseUint(enc[i+1:i+3], 16, 8)
		b.WriteByte(byte(c))
		i += 2
	}
	name := b.String()
	if err := CheckName(name); err != nil {
		return "", fmt.Errorf("%q: %w", base, err)
	}
	if name != strings.TrimSpace(name) || fileName(name) != base {
		return "", fmt.Errorf("%q is not a file name Labyrinth writes: rename it %q", base, fileName(strings.TrimSpace(name)))
	}
	return name, nil
}

func isHex(c byte) bool { return c >= '0' && c <= '9' || c >= 'A' && c <= 'F' }

// Resolve finds the rules a --rules argument names: a preset's name or a
// code string of "Maze on paper" (G2-F4-V1-A2-H34-W5-O3), else a rules
// file, read with readFile (storage.ReadFile bounded by rules.MaxFileSize
// when nil), else a configuration saved in store (when store is not nil).
// A code string that cannot be read or played, and a preset of "Maze on
// paper" that is not yet playable, are refused saying why
// (*rules.CodeError).
func Resolve(arg string, readFile func(path string) ([]byte, error), store *Store) (rules.Rules, error) {
	r, err := rules.Named(arg)
	var codeErr *rules.CodeError
	switch {
	case err == nil:
		return r, nil
	case playableLater(err):
		return rules.Rules{}, err
	case !errors.As(err, &codeErr) && !errors.Is(err, rules.ErrUnknownPreset):
		return rules.Rules{}, err
	}
	// A file or a saved configuration may be named like a code string
	// ("h2.json", "v1.2"): a malformed code string is said only when
	// neither exists.
	if readFile == nil {
		readFile = func(path string) ([]byte, error) {
			return storage.ReadFile(path, storage.Limit{Max: rules.MaxFileSize, Why: "the most a rules file can take"})
		}
	}
	data, err := readFile(arg)
	switch {
	case err == nil:
		r, err = rules.Parse(data)
		if err != nil {
			return rules.Rules{}, fmt.Errorf("%s: %w", arg, err)
		}
		return r, nil
	case !errors.Is(err, fs.ErrNotExist):
		return rules.Rules{}, err
	}
	presets := strings.Join(rules.PresetNames(), ", ")
	if store == nil && codeErr != nil {
		return rules.Rules{}, codeErr
	}
	if store == nil {
		return rules.Rules{}, fmt.Errorf("rules %q: neither a preset (%s) nor a file", clip(arg), presets)
	}
	e, err := store.find(arg)
	var nf *notFound
	switch {
	case err == nil:
		return e.Rules, e.Err
	case !errors.As(err, &nf):
		return rules.Rules{}, err
	}
	if codeErr != nil {
		return rules.Rules{}, codeErr
	}
	return rules.Rules{}, fmt.Errorf("rules %q: neither a preset (%s) nor a file, nor a saved configuration (%s)", clip(arg), presets, nf.known)
}

// playableLater: err refuses a well-formed code string or a preset of
// "Maze on paper" because the engine does not have all its codes yet.
func playableLater(err error) bool {
	var ce *rules.CodeError
	return errors.As(err, &ce) && (ce.Code == rules.CodeUnsupported || ce.Code == rules.CodeNotPlayable)
}
