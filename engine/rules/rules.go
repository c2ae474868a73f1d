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
	"reflect"
	"slices"
	"strconv"
	"strings"

	"github.com/labyrinth-game/labyrinth/engine/quote"
)

// Rules is one complete rules configuration. The JSON names of its fields are
// the option names documented in docs/rules.md. Boolean options say what is
// allowed or present, so the Reference preset has most of them on.
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

	// §7.1: what the game has and allows.

	// Landmines: the game has landmines (§5.7).
	Landmines bool `json:"landmines"`
	// Encephalitis: the labyrinth may have encephalitis cells (§4.7).
	Encephalitis bool `json:"encephalitis"`
	// ClosedExits: exits may be blocked by destructible walls (§1.4).
	ClosedExits bool `json:"closed_exits"`
	// IndestructibleInnerWalls: some inner walls may survive any grenade —
	// option O3 of the "Maze on paper" rules (seed 001). The reference has
	// none: an inner wall "can be destructed using a grenade" (§1.4, part
	// A), so both presets leave it off.
	IndestructibleInnerWalls bool `json:"indestructible_inner_walls"`
	// ConditionalMoves, DarkMoves and SemiDarkMoves allow the moves of
	// §6.5, §6.7 and §6.8.
	ConditionalMoves bool `json:"conditional_moves"`
	DarkMoves        bool `json:"dark_moves"`
	SemiDarkMoves    bool `json:"semidark_moves"`
	// Throwing allows throwing items; without it items can only be left on
	// the player's own cell (§5.2).
	Throwing bool `json:"throwing"`
	// MinesOnNeighbours allows setting a landmine on a neighbouring cell
	// (§5.7).
	MinesOnNeighbours bool `json:"landmines_on_neighbours"`
	// Chains: opposite walls of the labyrinth are joined by chains of
	// neighbouring land, hospital, weaponry and delta cells.
	Chains bool `json:"chains"`

	// §7.1 limits on the plan; 0 means no limit.
	MaxPits          int `json:"max_pits"`
	MaxPitLoops      int `json:"max_pit_loops"`
	MaxPitLoopLength int `json:"max_pit_loop_length"`
	MaxRiverSystems  int `json:"max_river_systems"`
	MaxRiverBranches int `json:"max_river_branches"`
	MaxRiverLength   int `json:"max_river_length"`

	// §7.1 counts fixed beforehand; 0 means not fixed.
	Weaponries int `json:"weaponries"`
	Hospitals  int `json:"hospitals"`
	Treasures  int `json:"treasures"`
	InnerWalls int `json:"inner_walls"`
	Exits      int `json:"exits"`

	// Handicaps are the §7.2 allowances of the weakest players.
	Handicaps []Handicap `json:"handicaps,omitempty"`
	// OrderLeavesBullets: a player ordering a new cell without being wounded
	// must leave his bullets too, not only the treasure, landmine and corpse
	// (§7.2; the Russian original leaves the bullets with him).
	OrderLeavesBullets bool `json:"order_leaves_bullets"`

	// §7.3 shooting.

	// ShootingRange limits how many cells a bullet flies; 0 means no limit.
	ShootingRange int `json:"shooting_range"`
	// ShootFromRivers: shooting out of a river is allowed ("the powder is
	// damp" when it is not).
	ShootFromRivers bool `json:"shoot_from_rivers"`
	// ShootThroughHavens: bullets fly through hospitals and weaponries.
	ShootThroughHavens bool `json:"shoot_through_hospitals_and_weaponries"`
	// NamedTargets: the shooter names his target and its cell; the bullet
	// hits only that player, and only on that cell.
	NamedTargets bool `json:"named_targets"`

	// §7.4 rivers.

	// Rivers is how rivers carry players: Deep (§4.6), Shallow or Turbulent.
	Rivers RiverKind `json:"rivers"`
	// FloatingItems: items lying in a river float one cell downstream each
	// round, or straight to the delta in turbulent rivers (Russian 7.4).
	FloatingItems bool `json:"floating_items"`

	// NewCellAfterLandmine: a player wounded by a landmine may order a new
	// cell (§7.5).
	NewCellAfterLandmine bool `json:"new_cell_after_landmine"`

	// CommonStart: all players start on one cell the game master chooses,
	// without bullets and grenades (§7.6).
	CommonStart bool `json:"common_start"`
	// HandedOutLandmines: instead of lying in the labyrinth, landmines are
	// handed out, one per player (Russian 7.6).
	HandedOutLandmines bool `json:"handed_out_landmines"`

	// Skips and RepeatingMoves allow skipping a move and repeating a move
	// known to change nothing (§7.7).
	Skips          bool `json:"skips"`
	RepeatingMoves bool `json:"repeating_moves"`

	// BlastReport is what is said when a grenade is thrown at a wall (§7.8).
	BlastReport BlastReport `json:"blast_report"`

	// LastSurvivorMoves: the last player left is not the winner at once but
	// has this many moves to carry the true treasure out (§7.9); 0 means he
	// wins at once (§3.5).
	LastSurvivorMoves int `json:"last_survivor_moves"`

	// §9 time limits, kept by the engine with a clock from outside.

	// MoveSeconds is how long a player may think once the game master starts
	// timing his move; 0 means moves are not timed.
	MoveSeconds int `json:"move_seconds"`
	// BreakMinutes is the length of a break a player may take before his
	// move; 0 means no breaks.
	BreakMinutes int `json:"break_minutes"`

	// Seed 001 movement (S, W9), with seeds 002 and 004's rivers and pits
	// — part B of issue 12. Every zero value is the reference's way, and
	// the JSON leaves it out, so configurations and journals written
	// before these options read and replay unchanged.

	// PitWallJumps: a step out of a pit that hits a wall carries the
	// player on to the next pit of the loop (001 l.81, S2; 004 l.26–27).
	PitWallJumps bool `json:"pit_wall_jumps,omitempty"`
	// SkipCarries: a skip in a pit moves the player by the loop, in a
	// river by the flow (001 l.81–82, 002 l.46–47); a skip that carried
	// him is no skip for the §6.6 draw.
	SkipCarries bool `json:"skip_carries,omitempty"`
	// WeaponsAfterStep: shots and grenades only after the move's movement
	// (001 W9, l.164; 002 l.31: the gun "after the move").
	WeaponsAfterStep bool `json:"weapons_after_step,omitempty"`
	// WoundedNoGrenades: the wounded (and the infected) cannot throw
	// grenades either: "A wounded player cannot use weaponry" (001 l.84,
	// 002 l.49). The reference lets them (§5.5).
	WoundedNoGrenades bool `json:"wounded_no_grenades,omitempty"`
	// StartIsArrival: a player starting in a river or a pit is carried as
	// if he had stepped in, and the start cell announced is where he ends
	// (001 l.51). The reference does not carry him ("placement is not
	// arrival").
	StartIsArrival bool `json:"start_is_arrival,omitempty"`
	// RiverCarry is how far a river carries a player: one cell (the
	// reference, ""), two (001 l.82) or one or two at random (004
	// l.14–17).
	RiverCarry RiverCarry `json:"river_carry,omitempty"`
	// ItemsFloatEachMove: items lying in a river float after every move,
	// as far as the river carries a player, instead of once a round
	// (001 l.86: "two cells after every move").
	ItemsFloatEachMove bool `json:"items_float_each_move,omitempty"`
	// RelaxedStep: a movement that hits a wall leaves the turn with the
	// same player, who says another move (001 S1, l.126, l.77).
	RelaxedStep bool `json:"relaxed_step,omitempty"`
	// SkipWithActions: a skip may come with actions that are not
	// movements — "skip, shoot left", the turn that is a shot alone (001
	// l.57–68; 004 l.5). The reference's skip is a move on its own (§6.6).
	SkipWithActions bool `json:"skip_with_actions,omitempty"`
	// ActAfterHearing: a move that ends with its step is said in two
	// parts: the step (with what comes before it), its announcement, then
	// what the player does after it, said as a skip with actions ("skip,
	// shoot left") or a skip alone (001 l.64: "Under some rules player is
	// allowed to make that decision after he/she is informed about
	// consequences of the step").
	ActAfterHearing bool `json:"act_after_hearing,omitempty"`
}

// RiverCarry is how many cells a river carries a player (§4.6; seeds 001
// and 004).
type RiverCarry string

const (
	// CarryOne: one cell, the reference's (§4.6). It is the zero value.
	CarryOne RiverCarry = ""
	// CarryTwo: two cells, stopping at the delta (001 l.82).
	CarryTwo RiverCarry = "two"
	// CarryRandom: one or two cells, drawn from the game's seeded random
	// source each time; nobody is told which (004 l.14–17).
	CarryRandom RiverCarry = "random_1_2"
)

// RiverCarries lists how far rivers may carry, the reference's first.
func RiverCarries() []RiverCarry { return []RiverCarry{CarryOne, CarryTwo, CarryRandom} }

// Handicap is what §7.2 allows one weak player.
type Handicap struct {
	Player string `json:"player"`
	// KnownCells is how many cells' types he may learn before choosing his
	// start, which must then be one of them.
	KnownCells int `json:"known_cells,omitempty"`
	// ExtraNewCell gives him one more cell order, usable without a wound.
	ExtraNewCell bool `json:"extra_new_cell,omitempty"`
}

// RiverKind is how rivers carry players (§4.6, §7.4).
type RiverKind string

const (
	// Deep rivers carry a player one cell whenever he ends up in them (§4.6).
	Deep RiverKind = "deep"
	// Shallow rivers carry a player only when he steps in; then he finds the
	// bottom and walks as on land (§7.4).
	Shallow RiverKind = "shallow"
	// Turbulent rivers carry a player straight to the delta (§7.4).
	Turbulent RiverKind = "turbulent"
	// Walkable rivers carry a player who steps in, or who hits a wall or
	// fails to move in them, as deep ones do; but up- and downstream he
	// walks to the cell he wants (seed 004 l.18–20).
	Walkable RiverKind = "walkable"
)

// BlastReport is what the game master says about a grenade (§7.8).
type BlastReport string

const (
	// BlastSilent: nothing beyond the grenade being thrown (§5.4).
	BlastSilent BlastReport = "nothing"
	// BlastMissingWall: he says when there was no wall to blow up.
	BlastMissingWall BlastReport = "missing_wall"
	// BlastOutcome: he says whether the wall fell, stood, or was not there.
	BlastOutcome BlastReport = "outcome"
)

// Reference is the classic reference's defaults.
func Reference() Rules {
	return Rules{
		Preset:       "Reference",
		StartBullets: 3, StartGrenades: 3, StartLandmines: 0,
		MaxBullets: 3, MaxGrenades: 3,
		Reorders:             -1,
		Landmines:            true,
		Encephalitis:         true,
		ClosedExits:          true,
		ConditionalMoves:     true,
		DarkMoves:            true,
		SemiDarkMoves:        true,
		Throwing:             true,
		MinesOnNeighbours:    true,
		OrderLeavesBullets:   true,
		ShootFromRivers:      true,
		Rivers:               Deep,
		NewCellAfterLandmine: true,
		Skips:                true,
		RepeatingMoves:       true,
		BlastReport:          BlastSilent,
		MoveSeconds:          60,
		BreakMinutes:         5,
	}
}

// Beginner is the simplest game of §7.1: no landmines, no encephalitis, no
// closed exits, no conditional, dark or semi-dark moves, no throwing, one
// small pit loop and one short river at most, opposite walls joined by
// chains of open cells, and an open exit at the start.
func Beginner() Rules {
	r := Reference()
	r.Preset = "Beginner"
	r.RequireOpenExit = true
	r.Landmines = false
	r.Encephalitis = false
	r.ClosedExits = false
	r.ConditionalMoves, r.DarkMoves, r.SemiDarkMoves = false, false, false
	r.Throwing = false
	r.MinesOnNeighbours = false
	r.Chains = true
	r.MaxPitLoops, r.MaxPitLoopLength = 1, 3
	r.MaxRiverSystems, r.MaxRiverBranches, r.MaxRiverLength = 1, 1, 4
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

// Bound is the range an integer option may take: Min to Max, both
// included.
type Bound struct {
	Key      string // the option's JSON name
	Min, Max int
}

// Bounds lists the range of every integer option as it stands in r: the
// bullets and grenades a player starts with are bounded by the most he
// carries (start_bullets is at most max_bullets).
func (r Rules) Bounds() []Bound {
	opts := r.intOptions()
	out := make([]Bound, len(opts))
	for i, o := range opts {
		out[i] = o.Bound
	}
	return out
}

// intOption is an integer option's range and its value in a configuration.
type intOption struct {
	Bound
	v int
}

func (r Rules) intOptions() []intOption {
	return []intOption{
		// The most a player carries first: what he starts with is
		// bounded by it, and a message names the value that is wrong.
		{Bound{"max_bullets", 0, 99}, r.MaxBullets},
		{Bound{"max_grenades", 0, 99}, r.MaxGrenades},
		{Bound{"start_bullets", 0, r.MaxBullets}, r.StartBullets},
		{Bound{"start_grenades", 0, r.MaxGrenades}, r.StartGrenades},
		{Bound{"start_landmines", 0, 1}, r.StartLandmines},
		{Bound{"reorders", -1, 99}, r.Reorders},
		{Bound{"nstop", 0, 1_000_000}, r.NStop},
		{Bound{"healing_moves", 0, 1_000_000}, r.HealingMoves},
		{Bound{"max_pits", 0, 10_000}, r.MaxPits},
		{Bound{"max_pit_loops", 0, 10_000}, r.MaxPitLoops},
		{Bound{"max_pit_loop_length", 0, 10_000}, r.MaxPitLoopLength},
		{Bound{"max_river_systems", 0, 10_000}, r.MaxRiverSystems},
		{Bound{"max_river_branches", 0, 10_000}, r.MaxRiverBranches},
		{Bound{"max_river_length", 0, 10_000}, r.MaxRiverLength},
		{Bound{"weaponries", 0, 10_000}, r.Weaponries},
		{Bound{"hospitals", 0, 10_000}, r.Hospitals},
		{Bound{"treasures", 0, 10_000}, r.Treasures},
		{Bound{"inner_walls", 0, 20_000}, r.InnerWalls},
		{Bound{"exits", 0, 10_000}, r.Exits},
		{Bound{"shooting_range", 0, 100}, r.ShootingRange},
		{Bound{"last_survivor_moves", 0, 1_000_000}, r.LastSurvivorMoves},
		{Bound{"move_seconds", 0, 86_400}, r.MoveSeconds},
		{Bound{"break_minutes", 0, 1_440}, r.BreakMinutes},
	}
}

// RiverKinds lists the kinds of rivers (§4.6, §7.4), the reference's
// first.
func RiverKinds() []RiverKind { return []RiverKind{Deep, Shallow, Turbulent, Walkable} }

// BlastReports lists what may be said about a grenade (§5.4, §7.8), the
// reference's first.
func BlastReports() []BlastReport { return []BlastReport{BlastSilent, BlastMissingWall, BlastOutcome} }

// Check reports the first value that makes no sense.
func (r Rules) Check() error {
	for _, o := range r.intOptions() {
		if o.v < o.Min || o.v > o.Max {
			return fmt.Errorf("rules: %s is %d; must be between %d and %d", o.Key, o.v, o.Min, o.Max)
		}
	}
	if !slices.Contains(RiverKinds(), r.Rivers) {
		return fmt.Errorf("rules: rivers is %s; must be %s", quote.Short(string(r.Rivers)), oneOf(RiverKinds()))
	}
	if !slices.Contains(RiverCarries(), r.RiverCarry) {
		return fmt.Errorf("rules: river_carry is %s; must be %s", quote.Short(string(r.RiverCarry)), oneOf(RiverCarries()))
	}
	if r.RiverCarry != CarryOne && r.Rivers == Turbulent {
		return errors.New("rules: river_carry says how far a river carries, but turbulent rivers carry to the delta")
	}
	if !slices.Contains(BlastReports(), r.BlastReport) {
		return fmt.Errorf("rules: blast_report is %s; must be %s", quote.Short(string(r.BlastReport)), oneOf(BlastReports()))
	}
	if !r.Landmines && (r.StartLandmines > 0 || r.HandedOutLandmines) {
		return errors.New("rules: landmines are handed out or carried at the start, but the game has no landmines")
	}
	seen := map[string]bool{}
	for i, h := range r.Handicaps {
		key := strings.ToLower(strings.TrimSpace(h.Player))
		switch {
		case key == "":
			return fmt.Errorf("rules: handicaps[%d]: no player named", i)
		case seen[key]:
			return fmt.Errorf("rules: handicaps[%d]: %s has two handicaps", i, quote.Short(h.Player))
		case h.KnownCells < 0 || h.KnownCells > 10_000:
			return fmt.Errorf("rules: handicaps[%d]: known_cells is %d; must be between 0 and 10000", i, h.KnownCells)
		}
		seen[key] = true
	}
	return nil
}

// oneOf lists values for a message: "a", "b" or "c".
func oneOf[T ~string](values []T) string {
	q := make([]string, len(values))
	for i, v := range values {
		q[i] = strconv.Quote(string(v))
	}
	if len(q) == 1 {
		return q[0]
	}
	return strings.Join(q[:len(q)-1], ", ") + " or " + q[len(q)-1]
}

// HandicapOf returns the handicap of the named player (case-insensitive).
func (r Rules) HandicapOf(player string) Handicap {
	for _, h := range r.Handicaps {
		if strings.EqualFold(h.Player, player) {
			return h
		}
	}
	return Handicap{Player: player}
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
			return Rules{}, fmt.Errorf("rules: unknown preset %s (known: %s)", quote.Short(head.Preset), strings.Join(PresetNames(), ", "))
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
		return Rules{}, fmt.Errorf("rules: unknown preset %s (known: %s)", quote.Short(string(trimmed)), strings.Join(PresetNames(), ", "))
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
		return fmt.Errorf("line %d, column %d: field %q: expected %v, found %s", l, c, typ.Field, typ.Type, quote.Cut(typ.Value))
	}
	// encoding/json quotes an unknown field whole, however long.
	if name, ok := strings.CutPrefix(err.Error(), "json: unknown field "); ok {
		if unq, uerr := strconv.Unquote(name); uerr == nil {
			return fmt.Errorf("unknown field %s", quote.Short(unq))
		}
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

// lineCol is the 1-based line and column (in bytes) of offset off; a line
// ends in LF, CR LF or a lone CR.
func lineCol(data []byte, off int64) (line, col int) {
	off = min(max(off, 0), int64(len(data)))
	line, start := 1, 0
	for i := range int(off) {
		if data[i] == '\n' || data[i] == '\r' && (i+1 == len(data) || data[i+1] != '\n') {
			line, start = line+1, i+1
		}
	}
	return line, int(off) - start + 1
}

// Equal reports whether two configurations are the same.
func (r Rules) Equal(o Rules) bool { return reflect.DeepEqual(r.normal(), o.normal()) }

// normal makes an empty handicap list and a missing one alike.
func (r Rules) normal() Rules {
	if len(r.Handicaps) == 0 {
		r.Handicaps = nil
	}
	return r
}
