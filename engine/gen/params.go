package gen

import (
	"errors"
	"fmt"
	"strings"

	"github.com/labyrinth-game/labyrinth/engine/maze"
	"github.com/labyrinth-game/labyrinth/engine/rules"
)

// Difficulty is a preset that sets the parameters together (Defaults).
type Difficulty uint8

const (
	Standard Difficulty = iota
	Beginner
	Expert
)

var difficultyNames = [...]string{Standard: "standard", Beginner: "beginner", Expert: "expert"}

func (d Difficulty) String() string {
	if int(d) < len(difficultyNames) {
		return difficultyNames[d]
	}
	return fmt.Sprintf("Difficulty(%d)", uint8(d))
}

// Difficulties lists the presets from the easiest.
var Difficulties = []Difficulty{Beginner, Standard, Expert}

// ParseDifficulty reads "beginner", "standard" or "expert" (any case).
func ParseDifficulty(s string) (Difficulty, error) {
	for _, d := range Difficulties {
		if strings.EqualFold(strings.TrimSpace(s), d.String()) {
			return d, nil
		}
	}
	return Standard, fmt.Errorf("unknown difficulty %q (known: beginner, standard, expert)", s)
}

// Shape is the outline of a generated labyrinth (reference §7: "usually a
// rectangle ..., but other configurations are possible, for example, a
// square without corner cells").
type Shape uint8

const (
	// Rectangle: every position of the grid.
	Rectangle Shape = iota
	// NoCorners: the grid without its four corner cells.
	NoCorners
)

var shapeNames = [...]string{Rectangle: "rectangle", NoCorners: "no-corners"}

func (s Shape) String() string {
	if int(s) < len(shapeNames) {
		return shapeNames[s]
	}
	return fmt.Sprintf("Shape(%d)", uint8(s))
}

// ParseShape reads "rectangle" or "no-corners".
func ParseShape(s string) (Shape, error) {
	for i, name := range shapeNames {
		if strings.EqualFold(strings.TrimSpace(s), name) {
			return Shape(i), nil
		}
	}
	return Rectangle, fmt.Errorf("unknown shape %q (known: rectangle, no-corners)", s)
}

// Range is an inclusive range of whole numbers.
type Range struct{ Min, Max int }

func (r Range) String() string {
	if r.Min == r.Max {
		return fmt.Sprint(r.Min)
	}
	return fmt.Sprintf("%d..%d", r.Min, r.Max)
}

// Params are everything a generated labyrinth depends on. Defaults fills
// them from the size, the number of players, a difficulty and the rules;
// change any field afterwards. Counts are exact: 0 means none.
type Params struct {
	Width, Height int
	// Shape is the outline; Mask, when not nil, overrides it: Mask[y*Width+x]
	// tells whether column x of row y is a cell of the labyrinth.
	Shape Shape
	Mask  []bool
	// Players is the number of players the labyrinth is for (§8 rec. 3
	// bounds the fake treasures by it); 0 means unspecified.
	Players    int
	Difficulty Difficulty
	// Rules is the rules configuration the labyrinth is made for: its §7.1
	// options limit what is generated, and it is saved with the maze. Nil
	// means none (the Reference preset, which limits nothing).
	Rules *rules.Rules
	// Seed picks the labyrinth: the same parameters and seed give the same
	// labyrinth, byte for byte, on every machine.
	Seed uint64
	// Title is the maze's title; empty gives one naming the size,
	// difficulty and seed.
	Title string

	// WallPercent is the share of the inner sides that get a wall, in
	// percent; ignored when the rules fix the number of inner walls. At most
	// about half can be walls while every cell stays reachable.
	WallPercent int
	// IndestructiblePercent is the share of those walls that are
	// indestructible: 0 unless the rules allow indestructible inner walls
	// (option O3; in the reference every inner wall can be blown up, §1.4).
	IndestructiblePercent int
	Weaponries, Hospitals int
	// PitLoops loops of PitLoopLength pits each (§4.4, at least 2).
	PitLoops      int
	PitLoopLength Range
	// PitSpan is the most rows, and the most columns, between two pits of
	// one loop; 0 means no limit. Pits anywhere make every cell a few moves
	// from every other on large labyrinths.
	PitSpan int
	// RiverSystems river systems, each with one delta (§4.5): so this is
	// also the number of deltas. RiverLength is the number of river cells
	// on the longest path from a source to the delta, RiverBranches the
	// number of sources (1: a river without tributaries).
	RiverSystems  int
	RiverLength   Range
	RiverBranches Range
	Encephalitis  int
	// Casinos is the number of casino cells (seed 004 l.30–32), each on
	// land of its own; only under the rules option casino.
	Casinos int
	// OpenExits and ClosedExits (closed: a destructible wall, §1.4).
	OpenExits, ClosedExits int
	FakeTreasures          int
	// Landmines lying in the labyrinth to be picked up (the Russian
	// original's 7.6), one per cell.
	Landmines int
	// Bears and Leprechauns are the creatures placed, each with its cave
	// (where it starts) and a path there and back (seed 001 l.110); only
	// under the rules option creatures (O7), which gives one of each by
	// default.
	Bears, Leprechauns int
	// ReachBound: every cell must reach a weaponry and a hospital within
	// this many moves; 0 means no bound.
	ReachBound int
	// Attempts is how many labyrinths the generator may build before it
	// gives up on a goal it cannot meet; 0 means DefaultAttempts.
	Attempts int

	// Floors is the number of floors, joined by elevators (seed 004
	// l.55–57; the rules must allow them); 0 or 1 is one floor. A
	// labyrinth of several floors, and one for seed 002's Key game (rules
	// victory "key"), is made floor by floor (keygame.go).
	Floors int
}

// DefaultAttempts bounds the attempts when Params.Attempts is 0.
const DefaultAttempts = 40

// DefaultPlayers is the number of players Defaults assumes when given 0.
const DefaultPlayers = 3

// Defaults derives every parameter from the size, the number of players
// (0: DefaultPlayers), the difficulty and the rules (nil: none), for a
// rectangle. The numbers scale with the area; the rules' §7.1 options cap
// them or fix them. docs/generator.md has the table.
func Defaults(width, height, players int, d Difficulty, r *rules.Rules) Params {
	if players <= 0 {
		players = DefaultPlayers
	}
	p := Params{Width: width, Height: height, Players: players, Difficulty: d}
	if r != nil {
		rr := *r
		p.Rules = &rr
		p.Floors = presetFloors(width, height, rr.Preset)
	}
	p.Derive()
	return p
}

// Derive sets every count of p from its size, shape, players, difficulty
// and rules, as Defaults does; use it after changing the shape.
func (p *Params) Derive() {
	n := p.cellCount()
	side := max(1, min(p.Width, p.Height))
	// per returns n/k, at least lo.
	per := func(k, lo int) int { return max(lo, n/k) }
	// rivers returns n/k river systems, and at least one from `from` cells:
	// rivers are half of the puzzle (part A of the reference; its sample
	// game and every example have one), so the small labyrinths people play
	// get one too.
	rivers := func(k, from int) int {
		if n < from {
			return 0
		}
		return max(1, n/k)
	}
	// upTo returns lo..hi, or hi..hi when hi is below lo.
	upTo := func(lo, hi int) Range { return Range{min(lo, hi), hi} }
	players := max(p.Players, 1)
	switch p.Difficulty {
	case Beginner:
		p.WallPercent, p.IndestructiblePercent = 20, 0
		p.Weaponries, p.Hospitals = per(25, 2), per(25, 2)
		p.PitLoops, p.PitLoopLength = per(60, 1), Range{2, 3}
		p.RiverSystems = rivers(60, 20)
		p.RiverLength, p.RiverBranches = upTo(1, min(3, max(1, (side+1)/3))), Range{1, 1}
		p.Encephalitis = 0
		p.OpenExits, p.ClosedExits = 2+(p.Width+p.Height)/12, 0
		p.FakeTreasures = 1
		p.Landmines = 0
	case Expert:
		p.WallPercent, p.IndestructiblePercent = 40, 20
		p.Weaponries, p.Hospitals = per(45, 2), per(45, 2)
		p.PitLoops, p.PitLoopLength = per(35, 1), Range{2, min(5, max(2, side-1))}
		p.RiverSystems = rivers(30, 12)
		p.RiverLength, p.RiverBranches = upTo(2, min(6, side/2+1)), Range{1, 3}
		p.Encephalitis = n / 35
		total := 2 + (p.Width+p.Height)/14
		p.ClosedExits = total / 2
		p.OpenExits = total - p.ClosedExits
		p.FakeTreasures = players
		p.Landmines = players
	default:
		p.WallPercent, p.IndestructiblePercent = 32, 10
		p.Weaponries, p.Hospitals = per(35, 2), per(35, 2)
		p.PitLoops, p.PitLoopLength = per(45, 1), Range{2, min(4, max(2, side-1))}
		p.RiverSystems = rivers(45, 16)
		p.RiverLength, p.RiverBranches = upTo(2, min(4, (side+1)/2)), Range{1, 2}
		p.Encephalitis = n / 50
		total := 2 + (p.Width+p.Height)/10
		p.ClosedExits = total / 3
		p.OpenExits = total - p.ClosedExits
		p.FakeTreasures = max(1, (players+1)/2)
		p.Landmines = (players + 1) / 2
	}
	// Tiny labyrinths: two weaponries and two hospitals apart, two
	// treasures and a pit loop need 8 cells; below that keep one of each.
	if n < 8 {
		p.Weaponries, p.Hospitals = 1, 1
		p.FakeTreasures = min(p.FakeTreasures, max(0, n-5))
		p.PitLoops = 0
		p.Encephalitis, p.Landmines = 0, 0
	}
	if n < 16 {
		p.Encephalitis, p.Landmines = 0, 0
		p.FakeTreasures = min(p.FakeTreasures, 1)
	}
	if n < 25 {
		p.FakeTreasures = min(p.FakeTreasures, 2)
	}
	// Landmines lie on land cells of their own, of which small labyrinths
	// with a river and a pit loop have few: one per 10 cells at most.
	p.Landmines = min(p.Landmines, n/10)
	p.ReachBound = ReachBound(p.Width, p.Height, n)
	p.PitSpan = 0
	if max(p.Width, p.Height) > pitSpanFrom {
		p.PitSpan = pitSpan
	}
	p.applyRules()
}

// Above pitSpanFrom cells a side, Defaults keeps the pits of a loop within
// pitSpan rows and columns of each other.
const (
	pitSpanFrom = 20
	pitSpan     = 8
)

// ReachBound is the default bound on the moves from any cell to the
// nearest weaponry and the nearest hospital: the diameter of the bounding
// rectangle (the steps between opposite corners, walls ignored), or a third
// of the cells when that is less, as on labyrinths of 9 to 24 cells. Below
// 9 cells, with room for a single weaponry and hospital, the diameter.
func ReachBound(width, height, cells int) int {
	d := width + height - 2
	if cells < 9 {
		return max(1, d)
	}
	return max(1, min(d, (cells+2)/3))
}

// applyRules caps and fixes the counts as the rules' §7.1 options say.
func (p *Params) applyRules() {
	r := p.Rules
	if !p.indestructibleAllowed() {
		p.IndestructiblePercent = 0 // §1.4: every inner wall can be blown up
	}
	if r == nil {
		return
	}
	if !r.Encephalitis {
		p.Encephalitis = 0
	}
	if r.Casino {
		p.Casinos = max(p.Casinos, 1) // seed 004: "it may be absent"; one, so that it is played
	} else {
		p.Casinos = 0
	}
	if !r.ClosedExits {
		p.OpenExits += p.ClosedExits
		p.ClosedExits = 0
	}
	if !r.Landmines || r.HandedOutLandmines {
		p.Landmines = 0
	}
	if r.Creatures {
		p.Bears, p.Leprechauns = 1, 1
	}
	shortest := p.shortestLoop()
	if r.MaxPitLoopLength > 0 {
		p.PitLoopLength.Max = min(p.PitLoopLength.Max, r.MaxPitLoopLength)
		p.PitLoopLength.Min = min(p.PitLoopLength.Min, p.PitLoopLength.Max)
		if p.PitLoopLength.Max < shortest {
			p.PitLoops = 0
			p.PitLoopLength = Range{2, 2}
		}
	}
	if r.MaxPitLoops > 0 {
		p.PitLoops = min(p.PitLoops, r.MaxPitLoops)
	}
	if r.MaxPits > 0 {
		p.PitLoops = min(p.PitLoops, r.MaxPits/shortest)
		if p.PitLoops > 0 {
			p.PitLoopLength.Max = min(p.PitLoopLength.Max, r.MaxPits/p.PitLoops)
			p.PitLoopLength.Min = min(p.PitLoopLength.Min, p.PitLoopLength.Max)
		}
	}
	if r.MaxRiverSystems > 0 {
		p.RiverSystems = min(p.RiverSystems, r.MaxRiverSystems)
	}
	if r.MaxRiverBranches > 0 {
		p.RiverBranches.Max = min(p.RiverBranches.Max, r.MaxRiverBranches)
		p.RiverBranches.Min = min(p.RiverBranches.Min, p.RiverBranches.Max)
	}
	if r.MaxRiverLength > 0 {
		p.RiverLength.Max = min(p.RiverLength.Max, r.MaxRiverLength)
		p.RiverLength.Min = min(p.RiverLength.Min, p.RiverLength.Max)
	}
	if r.NoPits {
		p.PitLoops = 0
	}
	if r.NoRivers {
		p.RiverSystems = 0
	}
	switch {
	case r.Weaponries > 0:
		p.Weaponries = r.Weaponries
	case r.Weaponries == rules.NoWeaponries:
		p.Weaponries = 0
	}
	switch {
	case r.Hospitals > 0:
		p.Hospitals = r.Hospitals
	case r.Hospitals == rules.NoHospitals:
		p.Hospitals = 0
	}
	if r.Treasures > 0 {
		p.FakeTreasures = r.Treasures - 1
	}
	if r.MaxFakeTreasures > 0 {
		p.FakeTreasures = min(p.FakeTreasures, r.MaxFakeTreasures) // seed 001's T2
	}
	if r.Exits > 0 {
		total := r.Exits
		p.ClosedExits = min(p.ClosedExits, max(total-1, 0))
		p.OpenExits = total - p.ClosedExits
	}
}

// shortestLoop is the fewest pits a loop may have: two (§4.4), or one
// under single_pit_loops (seed 004).
func (p *Params) shortestLoop() int {
	if p.Rules != nil && p.Rules.SinglePitLoops {
		return 1
	}
	return 2
}

// cellCount is the number of cells of the shape.
func (p *Params) cellCount() int {
	if p.Width <= 0 || p.Height <= 0 {
		return 0
	}
	if p.Mask != nil {
		n := 0
		for _, in := range p.Mask {
			if in {
				n++
			}
		}
		return n
	}
	if p.Shape == NoCorners && p.Width > 2 && p.Height > 2 {
		return p.Width*p.Height - 4
	}
	return p.Width * p.Height
}

// inside tells whether column x, row y belongs to the shape.
func (p *Params) inside(x, y int) bool {
	if p.Mask != nil {
		return p.Mask[y*p.Width+x]
	}
	if p.Shape == NoCorners && p.Width > 2 && p.Height > 2 {
		return !((x == 0 || x == p.Width-1) && (y == 0 || y == p.Height-1))
	}
	return true
}

// Check reports the first parameter that makes no sense or breaks the
// rules' §7.1 options: the generator never starts on parameters it cannot
// honour.
func (p *Params) Check() error {
	if p.Width < maze.MinSide || p.Height < maze.MinSide || p.Width > maze.MaxSide || p.Height > maze.MaxSide {
		return fmt.Errorf("size %dx%d: each side must be between %d and %d", p.Width, p.Height, maze.MinSide, maze.MaxSide)
	}
	if p.Mask != nil && len(p.Mask) != p.Width*p.Height {
		return fmt.Errorf("shape mask has %d entries; a %dx%d grid needs %d", len(p.Mask), p.Width, p.Height, p.Width*p.Height)
	}
	if p.Shape > NoCorners {
		return fmt.Errorf("unknown shape %d", p.Shape)
	}
	if p.Difficulty > Expert {
		return fmt.Errorf("unknown difficulty %d", p.Difficulty)
	}
	if p.Players < 0 || p.Players > maze.MaxPlayers {
		return fmt.Errorf("%d players: must be between 0 and %d", p.Players, maze.MaxPlayers)
	}
	if p.Rules != nil {
		if err := p.Rules.Check(); err != nil {
			return err
		}
	}
	type count struct {
		name   string
		v, max int
	}
	for _, c := range []count{
		{"wall percentage", p.WallPercent, 100},
		{"indestructible percentage", p.IndestructiblePercent, 100},
		{"weaponries", p.Weaponries, 10_000},
		{"hospitals", p.Hospitals, 10_000},
		{"pit loops", p.PitLoops, 10_000},
		{"river systems", p.RiverSystems, 10_000},
		{"encephalitis cells", p.Encephalitis, 10_000},
		{"casinos", p.Casinos, 10_000},
		{"open exits", p.OpenExits, 10_000},
		{"closed exits", p.ClosedExits, 10_000},
		{"fake treasures", p.FakeTreasures, 10_000},
		{"landmines", p.Landmines, 10_000},
		{"bears", p.Bears, maze.MaxCreatures},
		{"leprechauns", p.Leprechauns, maze.MaxCreatures},
		{"reach bound", p.ReachBound, 1_000_000},
		{"pit span", p.PitSpan, maze.MaxSide},
		{"attempts", p.Attempts, 10_000},
	} {
		if c.v < 0 || c.v > c.max {
			return fmt.Errorf("%s is %d; must be between 0 and %d", c.name, c.v, c.max)
		}
	}
	for _, rg := range []struct {
		name string
		r    Range
		lo   int
		used bool
	}{
		{"pit loop length", p.PitLoopLength, p.shortestLoop(), p.PitLoops > 0},
		{"river length", p.RiverLength, 1, p.RiverSystems > 0},
		{"river branches", p.RiverBranches, 1, p.RiverSystems > 0},
	} {
		if rg.used && (rg.r.Min < rg.lo || rg.r.Max < rg.r.Min || rg.r.Max > 10_000) {
			return fmt.Errorf("%s is %s; it must be a range from at least %d, its maximum not below its minimum", rg.name, rg.r, rg.lo)
		}
	}
	r := p.Rules
	if r == nil {
		r = &rules.Rules{}
	}
	if p.Weaponries < 1 && r.Weaponries != rules.NoWeaponries {
		return errors.New("no weaponry: a labyrinth needs at least one (§8.2) unless the rules have none (weaponries -1)")
	}
	if p.Hospitals < 1 && r.Hospitals != rules.NoHospitals {
		return errors.New("no hospital: a labyrinth needs at least one (§8.2) unless the rules have none (hospitals -1)")
	}
	if p.Casinos > 0 && !r.Casino {
		return fmt.Errorf("%d %s, but the rules do not play the casino (casino, seed 004)", p.Casinos, plural(p.Casinos, "casino", "casinos"))
	}
	if n := p.Bears + p.Leprechauns; n > 0 && !r.Creatures {
		return fmt.Errorf("%d %s, but the rules have no creatures (creatures, O7)", n, plural(n, "creature", "creatures"))
	}
	if exits, need := p.OpenExits+p.ClosedExits, r.ExitsNeeded(); exits < need {
		by := "§8.4"
		if r.MinExits > 0 {
			by = "min_exits"
		}
		return fmt.Errorf("%d %s: a labyrinth needs at least %d (%s)", exits, plural(exits, "exit", "exits"), need, by)
	}
	if p.IndestructiblePercent > 0 && !p.indestructibleAllowed() {
		return fmt.Errorf("indestructible percentage is %d, but every inner wall can be blown up (§1.4) unless the rules allow indestructible inner walls (indestructible_inner_walls)", p.IndestructiblePercent)
	}
	if err := p.checkRules(); err != nil {
		return err
	}
	return nil
}

// indestructibleAllowed reports whether the rules allow indestructible
// inner walls (option O3); without rules the labyrinth is made for the
// reference, which has none (§1.4).
func (p *Params) indestructibleAllowed() bool {
	return p.Rules != nil && p.Rules.IndestructibleInnerWalls
}

// checkRules compares the parameters with the rules' §7.1 options.
func (p *Params) checkRules() error {
	r := p.Rules
	if r == nil {
		return nil
	}
	limit := func(what string, v int, option string, max int) error {
		if max > 0 && v > max {
			return fmt.Errorf("%s %d, but the rules allow at most %d (§7.1 %s)", what, v, max, option)
		}
		return nil
	}
	fixed := func(what string, v int, option string, want int) error {
		if want > 0 && v != want {
			return fmt.Errorf("%s %d, but the rules fix %d (§7.1 %s)", what, v, want, option)
		}
		return nil
	}
	pits := 0
	if p.PitLoops > 0 {
		pits = p.PitLoops * p.PitLoopLength.Max
	}
	for _, err := range []error{
		limit("pit loops:", p.PitLoops, "max_pit_loops", r.MaxPitLoops),
		limit("pit loops of up to", p.PitLoopLength.Max*sign(p.PitLoops), "max_pit_loop_length", r.MaxPitLoopLength),
		limit("pits: up to", pits, "max_pits", r.MaxPits),
		limit("river systems:", p.RiverSystems, "max_river_systems", r.MaxRiverSystems),
		limit("rivers of up to", p.RiverLength.Max*sign(p.RiverSystems), "max_river_length", r.MaxRiverLength),
		limit("river systems with up to", p.RiverBranches.Max*sign(p.RiverSystems), "max_river_branches", r.MaxRiverBranches),
		fixed("weaponries:", p.Weaponries, "weaponries", r.Weaponries),
		fixed("hospitals:", p.Hospitals, "hospitals", r.Hospitals),
		fixed("treasures (the true one and the fakes):", p.FakeTreasures+1, "treasures", r.Treasures),
		fixed("exits:", p.OpenExits+p.ClosedExits, "exits", r.Exits),
	} {
		if err != nil {
			return err
		}
	}
	if most := r.MaxFakeTreasures; most > 0 && p.FakeTreasures > most {
		return fmt.Errorf("fake treasures: %d, but the rules allow at most %d (max_fake_treasures, T2)", p.FakeTreasures, most)
	}
	if r.TrueTreasures > 1 {
		// The generator places one true treasure (§8.3).
		return fmt.Errorf("the rules fix %d true treasures (true_treasures); the generator places one", r.TrueTreasures)
	}
	switch {
	case r.NoPits && p.PitLoops > 0:
		return fmt.Errorf("%d %s, but the rules have no pits (no_pits)", p.PitLoops, plural(p.PitLoops, "pit loop", "pit loops"))
	case r.NoRivers && p.RiverSystems > 0:
		return fmt.Errorf("%d %s, but the rules have no rivers (no_rivers)", p.RiverSystems, plural(p.RiverSystems, "river system", "river systems"))
	case r.Weaponries == rules.NoWeaponries && p.Weaponries > 0:
		return fmt.Errorf("%d %s, but the rules have none (weaponries -1)", p.Weaponries, plural(p.Weaponries, "weaponry", "weaponries"))
	case r.Hospitals == rules.NoHospitals && p.Hospitals > 0:
		return fmt.Errorf("%d %s, but the rules have none (hospitals -1)", p.Hospitals, plural(p.Hospitals, "hospital", "hospitals"))
	case !r.Encephalitis && p.Encephalitis > 0:
		return fmt.Errorf("%d encephalitis cells, but the rules have no encephalitis (§7.1)", p.Encephalitis)
	case !r.ClosedExits && p.ClosedExits > 0:
		return fmt.Errorf("%d %s, but the rules do not allow closed exits (§7.1)", p.ClosedExits, plural(p.ClosedExits, "closed exit", "closed exits"))
	case !r.Landmines && p.Landmines > 0:
		return fmt.Errorf("%d landmines in the labyrinth, but the rules have no landmines (§7.1)", p.Landmines)
	case r.HandedOutLandmines && p.Landmines > 0:
		return fmt.Errorf("%d landmines in the labyrinth, but the rules hand landmines out instead", p.Landmines)
	case r.RequireOpenExit && p.OpenExits == 0:
		return errors.New("no open exit, but the rules require one (§8.4)")
	}
	return nil
}

func plural(n int, one, many string) string {
	if n == 1 {
		return one
	}
	return many
}

func sign(n int) int {
	if n > 0 {
		return 1
	}
	return 0
}

// capacity checks that the counted things fit in n cells, each on a cell of
// its own: weaponries, hospitals, treasures, encephalitis cells and
// landmines on land, pits, and at least one river cell and a delta per
// river system.
func (p *Params) capacity(n int) error {
	need := p.Weaponries + p.Hospitals + 1 + p.FakeTreasures + p.Encephalitis + p.Casinos + p.Landmines +
		p.PitLoops*p.PitLoopLength.Min + p.RiverSystems*(1+p.RiverLength.Min)
	if need > n {
		return fmt.Errorf("%s need at least %d cells, each on its own; the labyrinth has %d", p.describeNeeds(), need, n)
	}
	return nil
}

func (p *Params) describeNeeds() string {
	var parts []string
	add := func(v int, one, many string) {
		switch {
		case v == 1:
			parts = append(parts, "1 "+one)
		case v > 1:
			parts = append(parts, fmt.Sprintf("%d %s", v, many))
		}
	}
	add(p.Weaponries, "weaponry", "weaponries")
	add(p.Hospitals, "hospital", "hospitals")
	add(1+p.FakeTreasures, "treasure", "treasures")
	add(p.Encephalitis, "encephalitis cell", "encephalitis cells")
	add(p.Casinos, "casino", "casinos")
	add(p.Landmines, "landmine", "landmines")
	add(p.PitLoops*p.PitLoopLength.Min, "pit", "pits")
	add(p.RiverSystems*(1+p.RiverLength.Min), "river or delta cell", "river and delta cells")
	return strings.Join(parts, ", ")
}

// wallRoom checks that the inner walls the rules fix leave room for the
// passages: joining c cells takes at least c-1 open sides.
func (p *Params) wallRoom(m *maze.Maze) error {
	if p.Rules == nil || p.Rules.InnerWalls == 0 {
		return nil
	}
	sides, cells := 0, m.CountInside()
	for i := range m.Len() {
		at := m.PosOf(i)
		for _, d := range []maze.Dir{maze.Right, maze.Down} {
			if m.Inside(at) && m.Inside(at.Step(d)) {
				sides++
			}
		}
	}
	if most := sides - (cells - 1); p.Rules.InnerWalls > most {
		return fmt.Errorf("the rules fix %d inner walls (§7.1 inner_walls), but a %dx%d labyrinth has %d inner sides, of which at least %d must stay open to join its %d cells: at most %d walls",
			p.Rules.InnerWalls, p.Width, p.Height, sides, cells-1, cells, max(most, 0))
	}
	return nil
}

// DefaultsFor derives the parameters for filling a partly drawn labyrinth
// (Fill): the shape is partial's, and its rules when r is nil, so that the
// counts suit the cells there are and keep to the rules the plan carries.
func DefaultsFor(partial *maze.Maze, players int, d Difficulty, r *rules.Rules) Params {
	if r == nil {
		r = partial.Rules
	}
	if players <= 0 {
		players = partial.Players
	}
	p := Defaults(partial.Width(), partial.Height(), players, d, r)
	p.Mask = make([]bool, p.Width*p.Height)
	for i := range p.Mask {
		p.Mask[i] = partial.Inside(partial.PosOf(i))
	}
	p.Derive()
	return p
}
