// Package rules is the rules configuration of a game: every option the
// reference leaves to agreement (reference §7 and the values the game master
// announces before the game, §8.6), and named presets to start from.
//
// A configuration is plain data. It is saved with mazes and games as JSON,
// where a "preset" field names the preset the other fields modify:
//
//	{"preset": "Reference", "nstop": 40}
package rules

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"strings"
)

// Rules is one complete rules configuration. The JSON names of its fields are
// the option names documented in docs/rules.md.
type Rules struct {
	// Preset names the preset this configuration was derived from.
	Preset string `json:"preset,omitempty"`

	// StartBullets, StartGrenades and StartLandmines are what each player
	// carries at the start (§5.3: 3 bullets, 3 grenades, one or zero
	// landmines as agreed).
	StartBullets   int `json:"start_bullets"`
	StartGrenades  int `json:"start_grenades"`
	StartLandmines int `json:"start_landmines"`
	// MaxBullets and MaxGrenades are the most a player can carry, and what a
	// weaponry refills to (§4.3, §5.1).
	MaxBullets  int `json:"max_bullets"`
	MaxGrenades int `json:"max_grenades"`

	// Reorders is how many times each player may order a new cell after
	// being wounded (§5.5); -1 means the number of players minus one.
	Reorders int `json:"reorders"`

	// NStop is the number of rounds without an irreversible change after
	// which the game is a draw (§3.6); 0 means the number of cells.
	NStop int `json:"nstop"`
	// HealingMoves is the number of successful moves an infected player has
	// to reach a hospital (§4.7, §8.6); 0 means unlimited.
	HealingMoves int `json:"healing_moves"`

	// RequireOpenExit makes "at least one exit is initially open" a
	// requirement instead of a recommendation (§8.4: "it is often agreed").
	RequireOpenExit bool `json:"require_open_exit"`
}

// Reference is the classic reference's defaults.
func Reference() Rules {
	return Rules{
		Preset:       "Reference",
		StartBullets: 3, StartGrenades: 3, StartLandmines: 0,
		MaxBullets: 3, MaxGrenades: 3,
		Reorders: -1,
	}
}

// Beginner is the simplest game of §7.1.
func Beginner() Rules {
	r := Reference()
	r.Preset = "Beginner"
	r.RequireOpenExit = true
	return r
}

var presets = map[string]func() Rules{
	"reference": Reference,
	"beginner":  Beginner,
}

// PresetNames lists the names of the presets.
func PresetNames() []string {
	names := []string{"Reference", "Beginner"}
	return names
}

// Preset returns the preset with the given name (case-insensitive).
func Preset(name string) (Rules, bool) {
	f, ok := presets[strings.ToLower(strings.TrimSpace(name))]
	if !ok {
		return Rules{}, false
	}
	return f(), true
}

// ReordersFor is the number of cell re-orders each player has in a game of
// the given number of players.
func (r Rules) ReordersFor(players int) int {
	if r.Reorders < 0 {
		return max(players-1, 0)
	}
	return r.Reorders
}

// NStopFor is the draw limit for a labyrinth of the given number of cells.
func (r Rules) NStopFor(cells int) int {
	if r.NStop <= 0 {
		return cells
	}
	return r.NStop
}

// Check reports the first value that makes no sense.
func (r Rules) Check() error {
	type bound struct {
		name      string
		v, lo, hi int
	}
	for _, b := range []bound{
		{"start_bullets", r.StartBullets, 0, r.MaxBullets},
		{"start_grenades", r.StartGrenades, 0, r.MaxGrenades},
		{"start_landmines", r.StartLandmines, 0, 1},
		{"max_bullets", r.MaxBullets, 0, 99},
		{"max_grenades", r.MaxGrenades, 0, 99},
		{"reorders", r.Reorders, -1, 99},
		{"nstop", r.NStop, 0, 1_000_000},
		{"healing_moves", r.HealingMoves, 0, 1_000_000},
	} {
		if b.v < b.lo || b.v > b.hi {
			return fmt.Errorf("rules: %s is %d; must be between %d and %d", b.name, b.v, b.lo, b.hi)
		}
	}
	return nil
}

// Parse reads a rules configuration from JSON. Fields not given keep the
// value of the named preset (Reference when none is named). Unknown fields
// are errors, so a misspelt option never passes silently.
func Parse(data []byte) (Rules, error) {
	var head struct {
		Preset string `json:"preset"`
	}
	if err := json.Unmarshal(data, &head); err != nil {
		return Rules{}, fmt.Errorf("rules: %w", describeJSONError(data, err))
	}
	base := Reference()
	if head.Preset != "" {
		p, ok := Preset(head.Preset)
		if !ok {
			return Rules{}, fmt.Errorf("rules: unknown preset %q (known: %s)", head.Preset, strings.Join(PresetNames(), ", "))
		}
		base = p
	}
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.DisallowUnknownFields()
	if err := dec.Decode(&base); err != nil {
		return Rules{}, fmt.Errorf("rules: %w", describeJSONError(data, err))
	}
	if err := base.Check(); err != nil {
		return Rules{}, err
	}
	return base, nil
}

// Lookup resolves a preset name or, failing that, JSON text.
func Lookup(nameOrJSON []byte) (Rules, error) {
	if r, ok := Preset(string(nameOrJSON)); ok {
		return r, nil
	}
	trimmed := bytes.TrimSpace(nameOrJSON)
	if len(trimmed) == 0 || trimmed[0] != '{' {
		return Rules{}, fmt.Errorf("rules: unknown preset %q (known: %s)", string(trimmed), strings.Join(PresetNames(), ", "))
	}
	return Parse(trimmed)
}

// describeJSONError turns encoding/json's errors into "line L, column C: ..."
// messages.
func describeJSONError(data []byte, err error) error {
	var syn *json.SyntaxError
	var typ *json.UnmarshalTypeError
	switch {
	case errors.As(err, &syn):
		l, c := lineCol(data, syn.Offset)
		return fmt.Errorf("line %d, column %d: %v", l, c, syn)
	case errors.As(err, &typ):
		l, c := lineCol(data, valueStart(data, typ.Offset))
		return fmt.Errorf("line %d, column %d: field %q: expected %v, found %s", l, c, typ.Field, typ.Type, typ.Value)
	}
	return err
}

// valueStart finds where the JSON value ending at off begins, since
// encoding/json reports type errors just after the value.
func valueStart(data []byte, off int64) int64 {
	i := min(off, int64(len(data))) - 1
	for i > 0 && !bytes.ContainsRune([]byte(":,["), rune(data[i])) {
		i--
	}
	i++
	for i < off && i < int64(len(data)) && (data[i] == ' ' || data[i] == '\t' || data[i] == '\n' || data[i] == '\r') {
		i++
	}
	return i
}

func lineCol(data []byte, off int64) (line, col int) {
	off = min(max(off, 0), int64(len(data)))
	line = 1 + bytes.Count(data[:off], []byte{'\n'})
	col = int(off) - (bytes.LastIndexByte(data[:off], '\n') + 1) + 1
	return
}

// Equal reports whether two configurations are the same.
func (r Rules) Equal(o Rules) bool { return r == o }
