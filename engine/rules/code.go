package rules

// Code strings: the classification of rule sets of "Maze on paper" (seed
// 001, l.119–172). A rule set is one code per group, the groups in the
// order G, S, F, V, T, A, H, W, O, joined by dashes; a group with several
// digits has every one of them in force ("H34" is H3 and H4). The seed
// writes its presets so (l.177–194): CLASSIC is G2-S1-F3-V1-T2-A2-H2-W57-O2.
//
// A code string is read onto the base of a 001 game (mazeOnPaper: the
// reference without what 001 never has — landmines, encephalitis, closed
// exits, conditional, dark and semi-dark moves, throwing, new cells after a
// wound — and with what it says its game master tells), each code setting
// the options its row of codeTable names. A group left out keeps the base's
// value; the seed itself always writes all nine. A code whose option the
// engine does not have yet is refused (CodeUnsupported), never read as
// something near it.

import (
	"errors"
	"fmt"
	"reflect"
	"slices"
	"strconv"
	"strings"
	"sync"
	"unicode"
	"unicode/utf8"

	"github.com/labyrinth-game/labyrinth/engine/quote"
)

// MaxCodeLen is the longest code string read: every code of every group
// written once takes 60 bytes.
const MaxCodeLen = 100

// codeGroups are the groups' letters in their order.
const codeGroups = "GSFVTAHWO"

// codeRow is one code of the classification: what it is and what it sets.
type codeRow struct {
	code string // "O5"
	what string // "one-way doors": the code's meaning, short
	line int    // the seed's line
	// class: codes of one group with the same class exclude each other
	// (F1 to F5); 0 is a code that goes with any other (O3).
	class int
	// alone: the code goes with no other code of its group (W1: no
	// weapons at all).
	alone bool
	// optional: FormatCode writes the code only where the codes chosen
	// before it do not already give what it sets (W2's knives come with
	// W6; H5's hospitals not fixed are the base's); any other code is
	// written wherever it holds.
	optional bool
	// sets are the options the code sets, by JSON name. A supported code
	// may set nothing (H3: double wounding is what the engine does).
	sets []setting
	// unsupported: the engine has no option for it yet.
	unsupported bool
	// needs is a code of another group that must be in force with it
	// (H1 needs W1: with no health tracked, nothing may wound).
	needs string
}

// setting is one option's value: a JSON name and a value of its field's
// type.
type setting struct {
	key   string
	value any
}

// codeTable is every code of 001, l.119–172, in order. A row marked
// unsupported becomes supported when the option it needs exists (issue 12,
// docs/variants.md): its sets are then filled in and the flag removed.
var codeTable = []codeRow{
	{code: "G1", what: "players choose their starts", line: 122, class: 1, sets: []setting{{"starts", StartsPlayers}}},
	{code: "G2", what: "the game master places the players", line: 123, class: 1, sets: []setting{{"starts", StartsMaster}}},
	{code: "G3", what: "three-dimensional labyrinth", line: 124, optional: true, sets: []setting{{"stairs", true}}},

	{code: "S1", what: "relaxed step", line: 126, class: 1, sets: []setting{{"relaxed_step", true}, {"pit_wall_jumps", false}}},
	{code: "S2", what: "restricted step, a failed step from a wormhole jumps on", line: 127, class: 1, sets: []setting{{"relaxed_step", false}, {"pit_wall_jumps", true}}},

	{code: "F1", what: "no wormholes, no rivers", line: 129, class: 1, sets: flowLimits(true, 0, true, 0)},
	{code: "F2", what: "one chain of wormholes", line: 130, class: 1, sets: flowLimits(false, 1, true, 0)},
	{code: "F3", what: "several chains of wormholes, no rivers", line: 131, class: 1, sets: flowLimits(false, 0, true, 0)},
	{code: "F4", what: "several chains of wormholes, one river", line: 132, class: 1, sets: flowLimits(false, 0, false, 1)},
	{code: "F5", what: "no limits on wormholes or rivers", line: 133, class: 1, sets: flowLimits(false, 0, false, 0)},

	{code: "V1", what: "the true treasure carried out, or the last one alive", line: 135, class: 1,
		sets: []setting{{"victory", VictoryTreasureOrLast}, {"last_survivor_moves", 0}}},
	{code: "V2", what: "only the true treasure carried out", line: 136, class: 1, sets: []setting{{"victory", VictoryTreasure}}},
	{code: "V3", what: "all treasures carried out", line: 137, class: 1, sets: []setting{{"victory", VictoryAllTreasures}}},
	{code: "V4", what: "all treasures carried out and the others dead", line: 138, class: 1, sets: []setting{{"victory", VictoryAllTreasuresAndLast}}},

	{code: "T1", what: "one treasure", line: 140, class: 1, sets: []setting{{"treasures", 1}}},
	// T2's "allowed" is read as "at most": one true treasure (§8.3) and
	// at most one fake.
	{code: "T2", what: "one true and one false treasure", line: 141, class: 1, sets: []setting{{"max_fake_treasures", 1}}},
	{code: "T3", what: "any number of treasures, true and false", line: 142, class: 1, sets: []setting{{"true_treasures", -1}}},

	{code: "A1", what: "no arsenals", line: 144, class: 1, sets: arsenals(NoWeaponries, false)},
	{code: "A2", what: "one arsenal, unlimited", line: 145, class: 1, sets: arsenals(1, false)},
	{code: "A3", what: "one arsenal, one extra kit per player", line: 146, class: 1, sets: arsenals(1, true)},
	{code: "A4", what: "several arsenals, unlimited", line: 147, class: 1, sets: arsenals(0, false)},
	{code: "A5", what: "several arsenals, one extra kit per player", line: 148, class: 1, sets: arsenals(0, true)},

	// H1 tracks no health, so nothing may wound: rules.Check refuses it
	// unless the weapons are W1's none (BASIC, l.177); nor is there a
	// hospital to heal in.
	{code: "H1", what: "no health tracking", line: 150, class: 1, alone: true, needs: "W1",
		sets: []setting{{"health", HealthNone}, {"hospitals", NoHospitals}}},
	{code: "H2", what: "death on the first hit", line: 151, class: 1, sets: []setting{{"lives", 1}}},
	{code: "H3", what: "death on the second hit", line: 152, class: 1, sets: []setting{{"lives", 0}}},
	{code: "H4", what: "one hospital", line: 153, class: 2, sets: []setting{{"hospitals", 1}}},
	{code: "H5", what: "several hospitals", line: 154, class: 2, optional: true, sets: []setting{{"hospitals", 0}}},

	{code: "W1", what: "no weapons", line: 156, class: 1, alone: true, sets: startingKit(0, 0)},
	{code: "W2", what: "knives", line: 157, optional: true, sets: []setting{{"max_knives", 1}}},
	{code: "W3", what: "an empty starting kit", line: 158, class: 1, sets: []setting{{"start_bullets", 0}, {"start_grenades", 0}, {"start_knives", 0}}},
	{code: "W4", what: "a starting kit of one grenade", line: 159, class: 1, sets: startingKit(0, 1)},
	{code: "W5", what: "a starting kit of one grenade and five bullets", line: 160, class: 1, sets: startingKit(5, 1)},
	{code: "W6", what: "a starting kit of one grenade, five bullets and a knife", line: 161, class: 1,
		sets: append(startingKit(5, 1)[:4], setting{"start_knives", 1}, setting{"max_knives", 1})},
	{code: "W7", what: "kits as trophies", line: 162, optional: true, sets: []setting{{"trophies", TrophiesOnArrival}}},
	{code: "W8", what: "grenades that kill", line: 163, optional: true, sets: []setting{{"grenades_kill", true}}},
	{code: "W9", what: "weapons only after the step", line: 164, optional: true, sets: []setting{{"weapons_after_step", true}}},

	{code: "O1", what: "walls blown up, several exits", line: 166, class: 1, sets: []setting{{"min_exits", 1}, {"exits", 0}}},
	{code: "O2", what: "walls blown up, one exit", line: 167, class: 1, sets: []setting{{"min_exits", 1}, {"exits", 1}}},
	{code: "O3", what: "indestructible inner walls", line: 168, optional: true, sets: []setting{{"indestructible_inner_walls", true}}},
	{code: "O4", what: "cement", line: 169, optional: true, sets: []setting{{"max_cement", 1}}},
	{code: "O5", what: "one-way doors", line: 170, optional: true, sets: []setting{{"one_way_doors", true}}},
	{code: "O6", what: "windows", line: 171, optional: true, sets: []setting{{"windows", true}}},
	{code: "O7", what: "creatures", line: 172, optional: true, sets: []setting{{"creatures", true}}},
}

// flowLimits are the F codes' limits on pits and rivers: none at all
// (no_pits, no_rivers), at most so many pit loops (F2) or river systems of
// one branch each (F4, 001's river being one chain, l.40); every other
// limit of §7.1 is off. F2 is silent on rivers: read as none, as F1 and F3
// on either side of it have none (docs/variants.md).
func flowLimits(noPits bool, loops int, noRivers bool, systems int) []setting {
	return []setting{{"no_pits", noPits}, {"no_rivers", noRivers},
		{"max_pits", 0}, {"max_pit_loops", loops}, {"max_pit_loop_length", 0},
		{"max_river_systems", systems}, {"max_river_branches", systems}, {"max_river_length", 0}}
}

// startingKit is a W code's kit: what each player starts with is what an
// arsenal restores (001 l.83: "his starting kit is restored"). No knife
// is in it but W6's; knives may still be permitted (W2).
func startingKit(bullets, grenades int) []setting {
	return []setting{{"start_bullets", bullets}, {"start_grenades", grenades}, {"max_bullets", bullets}, {"max_grenades", grenades},
		{"start_knives", 0}}
}

// arsenals are an A code's weaponries (1 or 0 for not fixed) and whether
// each gives a player one kit only (A3, A5: "only one extra kit per each
// player").
func arsenals(n int, oneKit bool) []setting {
	return []setting{{"weaponries", n}, {"one_kit_per_player", oneKit}}
}

// mazeOnPaper is the base a code string is read onto: a game of 001 in
// what no code says.
func mazeOnPaper() Rules {
	r := Reference()
	r.Preset = ""
	// 001's cells are land, wormholes, rivers, hospitals, arsenals and
	// treasures (l.37–43), its walls the inner ones and the monolith
	// (l.44–45), its moves a step or a skip with shots, the knife and
	// grenades (l.57–68): no landmines, encephalitis, closed exits,
	// throwing, conditional, dark or semi-dark moves, nor new cells.
	r.Landmines, r.MinesOnNeighbours, r.NewCellAfterLandmine = false, false, false
	r.Encephalitis = false
	r.ClosedExits = false
	r.ConditionalMoves, r.DarkMoves, r.SemiDarkMoves = false, false, false
	r.Throwing = false
	r.Reorders = 0
	// A dead player's kit is a trophy only under W7 (l.162: "SWKs are
	// trophies which means player is allowed to take them from the dead
	// players"); without it his weapons are lost with him.
	r.Trophies = TrophiesNone
	// What its game master says: "step impossible, monolith" (l.74–75);
	// "Wall on the left is destroyed", "No wall in that direction",
	// "Monolith. Wasted grenade" (l.66); a shot player "is declared
	// wounded" (l.64); a bullet flies "until it hits a wall or a player"
	// (l.64).
	r.AnnounceMonolith = true
	r.BlastReport = BlastOutcome
	r.NameVictims = true
	r.NoHavens = true
	// What he tells when the game begins: the number and length of the
	// wormhole chains and rivers, the number of arsenals (l.17).
	r.AnnouncePlan = true
	// How its game goes whatever the codes: a skip in a wormhole or a
	// river carries the player on (l.81–82), a skip may come with shots
	// and grenades (l.57–68), a river carries two cells and items in it
	// float two cells after every move (l.82, l.86), a wounded player uses
	// no weaponry (l.84), and a player placed in a wormhole or a river is
	// moved on as he is told where he starts (l.51).
	r.SkipCarries, r.SkipWithActions = true, true
	r.RiverCarry, r.ItemsFloatEachMove = CarryTwo, true
	r.WoundedNoGrenades = true
	r.StartIsArrival = true
	return r
}

// CodeSet is a parsed code string: for each group, in codeGroups's order,
// the digits in force as bits (bit d for digit d).
type CodeSet [len(codeGroups)]uint16

// Has reports whether the code ("W5") is in the set.
func (cs CodeSet) Has(code string) bool {
	g, d, ok := splitCode(code)
	return ok && cs[g]&(1<<d) != 0
}

// String writes the set as 001 does: the groups in order, the digits of a
// group in ascending order; a group with no code is left out.
func (cs CodeSet) String() string {
	var b strings.Builder
	for g, bits := range cs {
		if bits == 0 {
			continue
		}
		if b.Len() > 0 {
			b.WriteByte('-')
		}
		b.WriteByte(codeGroups[g])
		for d := 1; d <= 9; d++ {
			if bits&(1<<d) != 0 {
				b.WriteByte(byte('0' + d))
			}
		}
	}
	return b.String()
}

// Codes lists the codes of the set in order ("G2", "S1", …).
func (cs CodeSet) Codes() []string {
	var out []string
	for _, row := range codeTable {
		if cs.Has(row.code) {
			out = append(out, row.code)
		}
	}
	return out
}

// splitCode splits "W5" into W's group index and 5.
func splitCode(code string) (group, digit int, ok bool) {
	if len(code) != 2 || code[1] < '1' || code[1] > '9' {
		return 0, 0, false
	}
	g := strings.IndexByte(codeGroups, code[0])
	return g, int(code[1] - '0'), g >= 0
}

var rowIndex = sync.OnceValue(func() map[string]*codeRow {
	m := map[string]*codeRow{}
	for i := range codeTable {
		m[codeTable[i].code] = &codeTable[i]
	}
	return m
})

// CodeMeaning is what a code of 001 means, shortly ("one-way doors"), and
// whether the engine has it; "" for no code.
func CodeMeaning(code string) (meaning string, supported bool) {
	row, ok := rowIndex()[code]
	if !ok {
		return "", false
	}
	return row.what, !row.unsupported
}

// ParseCodes reads a code string's syntax: its groups, in order, each a
// letter (either case) and digits that are codes of that group, none twice,
// none excluding another. It does not look at what the engine supports
// (CodeSet.Rules does).
func ParseCodes(s string) (CodeSet, error) {
	cs, _, err := parseCodes(s)
	return cs, err
}

// parseCodes is ParseCodes, with where each code stands in s (from 1).
func parseCodes(s string) (CodeSet, map[string]int, error) {
	var cs CodeSet
	at := map[string]int{}
	fail := func(code CodeErrorCode, pos int, detail string, codes ...string) (CodeSet, map[string]int, error) {
		return CodeSet{}, nil, &CodeError{Code: code, Input: s, Pos: pos, Codes: codes, Detail: detail}
	}
	// Positions count characters: the body is read up to its first
	// character that is not ASCII, but the spaces before it may be any.
	lead := utf8.RuneCountInString(s[:len(s)-len(strings.TrimLeftFunc(s, unicode.IsSpace))])
	body := strings.TrimSpace(s)
	switch {
	case body == "":
		return fail(CodeEmpty, 0, "it is empty; a code string is written G2-S1-F3-V1-T2-A2-H2-W57-O2")
	case len(s) > MaxCodeLen:
		return fail(CodeTooLong, 0, fmt.Sprintf("it has %d bytes; the longest code string is %d", len(s), MaxCodeLen))
	}
	prev := -1
	for off := 0; off <= len(body); {
		end := strings.IndexByte(body[off:], '-')
		if end < 0 {
			end = len(body)
		} else {
			end += off
		}
		part, pos := body[off:end], lead+off+1
		if part == "" {
			return fail(CodeEmptyGroup, pos, "a group is missing: nothing before or between dashes")
		}
		letter := part[0] &^ 0x20 // upper case
		g := strings.IndexByte(codeGroups, letter)
		switch {
		case !isLetter(part[0]):
			return fail(CodeBadCharacter, pos, badChar(part))
		case g < 0:
			return fail(CodeUnknownGroup, pos, fmt.Sprintf("%c is no group of the classification (the groups are G, S, F, V, T, A, H, W and O)", part[0]))
		case g == prev:
			return fail(CodeGroupOrder, pos, fmt.Sprintf("a second %c group: a group's codes are written together (%c12)", letter, letter))
		case g < prev:
			return fail(CodeGroupOrder, pos, fmt.Sprintf("%c comes before %c: the groups go G, S, F, V, T, A, H, W, O", letter, codeGroups[prev]))
		case len(part) == 1:
			return fail(CodeNoDigit, pos, fmt.Sprintf("%c has no digit (%s)", letter, groupRange(g)))
		}
		for i := 1; i < len(part); i++ {
			c := part[i]
			if c < '0' || c > '9' {
				return fail(CodeBadCharacter, pos+i, badChar(part[i:]))
			}
			code := string([]byte{letter, c})
			d := int(c - '0')
			switch {
			case d == 0 || d > groupSize(g):
				return fail(CodeUnknown, pos+i, fmt.Sprintf("%s is no code of the classification (%s)", code, groupRange(g)), code)
			case cs[g]&(1<<d) != 0:
				return fail(CodeRepeated, pos+i, fmt.Sprintf("%s is written twice", code), code)
			}
			if other := conflictIn(cs[g], g, d); other != "" {
				return fail(CodeConflict, pos+i, fmt.Sprintf("%s and %s cannot go together: %s, and %s", other, code, meaning(other), meaning(code)), other, code)
			}
			cs[g] |= 1 << d
			at[code] = pos + i
		}
		prev = g
		off = end + 1
	}
	return cs, at, nil
}

func isLetter(c byte) bool { return c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' }

// badChar says what the character starting rest is.
func badChar(rest string) string {
	r := []rune(rest)[0]
	return fmt.Sprintf("%s is not part of a code string (a group's letter, its digits, and a dash between groups)", strconv.QuoteRune(r))
}

func meaning(code string) string { m, _ := CodeMeaning(code); return m }

// groupSize is how many codes group g has.
func groupSize(g int) int {
	n := 0
	for _, row := range codeTable {
		if row.code[0] == codeGroups[g] {
			n++
		}
	}
	return n
}

// groupRange names group g's codes: "S1 or S2", "F1 to F5".
func groupRange(g int) string {
	n, c := groupSize(g), codeGroups[g]
	if n == 2 {
		return fmt.Sprintf("%c1 or %c2", c, c)
	}
	return fmt.Sprintf("%c1 to %c%d", c, c, n)
}

// conflictIn is a code among bits (group g) that digit d excludes, or "".
func conflictIn(bits uint16, g, d int) string {
	row := rowIndex()[string([]byte{codeGroups[g], byte('0' + d)})]
	for e := 1; e <= 9; e++ {
		if bits&(1<<e) == 0 {
			continue
		}
		other := rowIndex()[string([]byte{codeGroups[g], byte('0' + e)})]
		if row.alone || other.alone || row.class != 0 && row.class == other.class {
			return other.code
		}
	}
	return ""
}

// Unsupported lists the codes of the set that the engine does not have
// yet, in order.
func (cs CodeSet) Unsupported() []string {
	var out []string
	for _, code := range cs.Codes() {
		if rowIndex()[code].unsupported {
			out = append(out, code)
		}
	}
	return out
}

// Rules is the configuration the set stands for: the base of a 001 game
// with every code's options set, its Preset the code string FormatCode
// writes for it. A set with codes the engine does not have yet is refused
// (CodeUnsupported, naming each).
func (cs CodeSet) Rules() (Rules, error) {
	if missing := cs.Unsupported(); len(missing) > 0 {
		return Rules{}, &CodeError{Code: CodeUnsupported, Input: cs.String(), Codes: missing, Detail: notSupported(missing)}
	}
	for _, code := range cs.Codes() {
		if need := rowIndex()[code].needs; need != "" && !cs.Has(need) {
			return Rules{}, &CodeError{Code: CodeInvalid, Input: cs.String(), Codes: []string{code},
				Detail: fmt.Sprintf("%s (%s) needs %s (%s)", code, meaning(code), need, meaning(need))}
		}
	}
	r := mazeOnPaper()
	for _, code := range cs.Codes() {
		apply(&r, rowIndex()[code].sets)
	}
	if err := r.Check(); err != nil {
		return Rules{}, &CodeError{Code: CodeInvalid, Input: cs.String(), Detail: strings.TrimPrefix(err.Error(), "rules: ")}
	}
	s, err := FormatCode(r)
	if err != nil {
		return Rules{}, err // TestEverySupportedCombination rules it out
	}
	r.Preset = s
	return r, nil
}

// notSupported says which codes the engine does not have yet: "O5
// (one-way doors) is not supported yet".
func notSupported(codes []string) string {
	named := make([]string, len(codes))
	for i, c := range codes {
		named[i] = c + " (" + meaning(c) + ")"
	}
	if len(named) == 1 {
		return named[0] + " is not supported yet"
	}
	return strings.Join(named[:len(named)-1], ", ") + " and " + named[len(named)-1] + " are not supported yet"
}

// ParseCode reads a code string into the configuration it stands for
// (ParseCodes, then CodeSet.Rules).
func ParseCode(s string) (Rules, error) {
	cs, at, err := parseCodes(s)
	if err != nil {
		return Rules{}, err
	}
	r, err := cs.Rules()
	var ce *CodeError
	if errors.As(err, &ce) {
		ce.Input = s
		if len(ce.Codes) > 0 {
			ce.Pos = at[ce.Codes[0]]
		}
	}
	return r, err
}

// FormatCode writes r as a code string: for each group the codes that give
// r's options, the code of each class that holds (F4) and a code without
// a class (O3) only where the others do not already give its options.
// A group none of whose codes holds is left out when r has the base's
// values there. A configuration with an option that no code gives — the
// Reference's landmines, a limit on river length, a kit of 2 bullets — has
// no code string: the error (CodeNoCodeString) names those options.
func FormatCode(r Rules) (string, error) {
	r.Preset = ""
	var cs CodeSet
	built := mazeOnPaper()
	for g := range codeGroups {
		var rows []*codeRow
		for i := range codeTable {
			if row := &codeTable[i]; row.code[0] == codeGroups[g] && !row.unsupported {
				rows = append(rows, row)
			}
		}
		// A class's code first, then the codes that only add.
		for _, optional := range []bool{false, true} {
			taken := map[int]bool{}
			for _, row := range rows {
				if row.optional != optional || row.class != 0 && taken[row.class] || !holds(r, row.sets) {
					continue
				}
				if optional && holds(built, row.sets) {
					continue // already given
				}
				_, d, _ := splitCode(row.code)
				if conflictIn(cs[g], g, d) != "" {
					continue
				}
				cs[g] |= 1 << d
				taken[row.class] = true
				apply(&built, row.sets)
			}
		}
	}
	if keys := differing(built, r); len(keys) > 0 {
		return "", &CodeError{Code: CodeNoCodeString, Keys: keys,
			Detail: "no code of the classification says " + strings.Join(keys, ", ")}
	}
	return cs.String(), nil
}

var fieldByKey = sync.OnceValue(func() map[string][]int {
	m := map[string][]int{}
	t := reflect.TypeFor[Rules]()
	for i := range t.NumField() {
		key, _, _ := strings.Cut(t.Field(i).Tag.Get("json"), ",")
		m[key] = t.Field(i).Index
	}
	return m
})

// apply sets each setting's option in r.
func apply(r *Rules, sets []setting) {
	v := reflect.ValueOf(r).Elem()
	for _, s := range sets {
		f := v.FieldByIndex(fieldByKey()[s.key])
		f.Set(reflect.ValueOf(s.value).Convert(f.Type()))
	}
}

// holds reports whether every setting has its value in r.
func holds(r Rules, sets []setting) bool {
	v := reflect.ValueOf(r)
	for _, s := range sets {
		f := v.FieldByIndex(fieldByKey()[s.key])
		if !f.Equal(reflect.ValueOf(s.value).Convert(f.Type())) {
			return false
		}
	}
	return true
}

// differing lists the JSON names of the options whose values in a and b
// differ, in the order of Rules's fields.
func differing(a, b Rules) []string {
	a, b = a.normal(), b.normal()
	va, vb := reflect.ValueOf(a), reflect.ValueOf(b)
	var keys []string
	t := va.Type()
	for i := range t.NumField() {
		if !reflect.DeepEqual(va.Field(i).Interface(), vb.Field(i).Interface()) {
			key, _, _ := strings.Cut(t.Field(i).Tag.Get("json"), ",")
			keys = append(keys, key)
		}
	}
	return keys
}

// looksLikeCode: s is meant as a code string — it starts with a letter
// and a digit ("G2-…", "o3"), which no preset's name does.
func looksLikeCode(s string) bool {
	s = strings.TrimSpace(s)
	return len(s) >= 2 && isLetter(s[0]) && s[1] >= '0' && s[1] <= '9'
}

// CodePreset is one of 001's presets (l.174–194): a name and its code
// string.
type CodePreset struct {
	Name string // "CLASSIC"
	Code string // "G2-S1-F3-V1-T2-A2-H2-W57-O2"
	Line int    // the seed's line of the code string
}

// codePresets are 001's presets, exactly as the seed writes them.
var codePresets = []CodePreset{
	{"BASIC", "G1-S1-F1-V1-T1-A1-H1-W1-O1", 177},
	{"BASIC-W", "G1-S1-F1-V1-T1-A2-H2-W5-O1", 182},
	{"CLASSIC", "G2-S1-F3-V1-T2-A2-H2-W57-O2", 189},
	{"CLASSIC-X", "G2-S2-F4-V3-T3-A5-H34-W67-O24", 194},
}

// CodePresets lists 001's presets, playable or not (Missing says).
func CodePresets() []CodePreset { return slices.Clone(codePresets) }

// PlayableCodePresets lists 001's presets the engine plays, each with its
// configuration.
func PlayableCodePresets() []PlayableCodePreset {
	var out []PlayableCodePreset
	for _, p := range codePresets {
		if r, err := p.Rules(); err == nil {
			out = append(out, PlayableCodePreset{p, r})
		}
	}
	return out
}

// PlayableCodePreset is a preset of 001 the engine plays, and its rules.
type PlayableCodePreset struct {
	CodePreset
	Config Rules
}

// Title names the preset with its line of 001: "001 l.189 CLASSIC".
func (p CodePreset) Title() string { return fmt.Sprintf("001 l.%d %s", p.Line, p.Name) }

// Missing lists the preset's codes the engine does not have yet; a preset
// is playable when there are none.
func (p CodePreset) Missing() []string {
	cs, err := ParseCodes(p.Code)
	if err != nil {
		return []string{p.Code} // TestCodePresets rules it out
	}
	return cs.Unsupported()
}

// Rules is the preset's configuration, or an error (CodeNotPlayable) naming
// the codes the engine does not have yet.
func (p CodePreset) Rules() (Rules, error) {
	r, err := ParseCode(p.Code)
	var ce *CodeError
	if errors.As(err, &ce) && ce.Code == CodeUnsupported {
		return Rules{}, &CodeError{Code: CodeNotPlayable, Input: p.Name, Codes: ce.Codes,
			Detail: fmt.Sprintf("%s (%s, \"Maze on paper\" l.%d) is not yet playable: %s", p.Name, p.Code, p.Line, ce.Detail)}
	}
	if err != nil {
		return Rules{}, err
	}
	r.Preset = p.Name
	return r, nil
}

func codePreset(name string) (CodePreset, bool) {
	i := slices.IndexFunc(codePresets, func(p CodePreset) bool { return strings.EqualFold(p.Name, name) })
	if i < 0 {
		return CodePreset{}, false
	}
	return codePresets[i], true
}

// CodeErrorCode is the stable name of what is wrong with a code string.
type CodeErrorCode string

// The codes of CodeError.
const (
	CodeEmpty        CodeErrorCode = "code_empty"         // nothing but spaces
	CodeTooLong      CodeErrorCode = "code_too_long"      // more than MaxCodeLen bytes
	CodeEmptyGroup   CodeErrorCode = "code_empty_group"   // a dash at an end, or two together
	CodeBadCharacter CodeErrorCode = "code_bad_character" // neither a letter, a digit nor a dash
	CodeUnknownGroup CodeErrorCode = "code_unknown_group" // a letter that is no group
	CodeGroupOrder   CodeErrorCode = "code_group_order"   // a group out of order, or twice
	CodeNoDigit      CodeErrorCode = "code_no_digit"      // a group's letter alone
	CodeUnknown      CodeErrorCode = "code_unknown"       // a digit that is no code of its group (G4)
	CodeRepeated     CodeErrorCode = "code_repeated"      // a code twice (W55)
	CodeConflict     CodeErrorCode = "code_conflict"      // two codes that exclude each other (F12)
	CodeUnsupported  CodeErrorCode = "code_unsupported"   // a code the engine does not have yet
	CodeInvalid      CodeErrorCode = "code_invalid"       // the codes give options Check refuses
	CodeNotPlayable  CodeErrorCode = "preset_not_playable"
	CodeNoCodeString CodeErrorCode = "no_code_string" // FormatCode: an option no code gives
)

// CodeError says what is wrong with a code string, and where.
type CodeError struct {
	Code CodeErrorCode
	// Input is the code string read (or the preset's name).
	Input string
	// Pos is where in Input the trouble is, counted from 1; 0 when it is
	// the whole string.
	Pos int
	// Codes are the codes concerned: the unsupported ones, the two in
	// conflict.
	Codes []string
	// Keys are, for CodeNoCodeString, the options no code gives.
	Keys   []string
	Detail string
}

func (e *CodeError) Error() string {
	switch {
	case e.Code == CodeNotPlayable:
		return "rules: preset " + e.Detail
	case e.Code == CodeNoCodeString:
		return "rules: not a rule set of \"Maze on paper\": " + e.Detail
	case e.Pos > 0:
		return fmt.Sprintf("rules: code string %s: at %d: %s", quote.Short(e.Input), e.Pos, e.Detail)
	}
	return fmt.Sprintf("rules: code string %s: %s", quote.Short(e.Input), e.Detail)
}
