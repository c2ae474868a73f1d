package validate

import (
	"fmt"
	"math/rand/v2"
	"reflect"
	"slices"
	"testing"

	"github.com/labyrinth-game/labyrinth/engine/maze"
	"github.com/labyrinth-game/labyrinth/engine/rules"
)

// The plan limits of the other rule systems of the seeds (docs/variants.md,
// work package 3): "Maze on paper" (seed 001), the Key-and-floors game
// (002) and the game of lives and money (004). Each case names the seed and
// the line it checks.

// oneExit closes basePic's open exit, leaving its closed one at (1,3).
var oneExit = setSide(at(5, 1), maze.Right, maze.Solid)

// flowingPic has a river flowing from north to south with two bends:
// (2,1) → (2,2) → (3,2) → delta (3,3).
const flowingPic = `
+----+----+----+----+
|L*   Rv   W    L   o
+    +    +    +    +
|L    R>   Rv   H   |
+    +    +    +    +
oL$   L    D    L   |
+----+----+----+----+
`

// straightPic has a straight river flowing south, (2,1) → (2,2) → delta
// (2,3), and a straight tributary flowing into it from the right.
const straightPic = `
+----+----+----+----+
|L*   Rv   W    L   o
+    +    +    +    +
|L    Rv   R<   H   |
+    +    +    +    +
oL$   D    L    L   |
+----+----+----+----+
`

// walledIn builds walls on every inner side of the cell at p.
func walledIn(p maze.Pos) func(*maze.Maze) {
	return func(m *maze.Maze) {
		for _, d := range maze.Dirs {
			if m.Inside(p.Step(d)) {
				m.SetSide(p, d, maze.Wall)
			}
		}
	}
}

var variantCases = []checkCase{
	// Exits: 001 O1, O2; 002 and 004 have one exit.
	{
		name:   "001 l.167 O2: a labyrinth with only one exit is valid under min_exits 1",
		edit:   []func(*maze.Maze){oneExit},
		opt:    Options{Rules: referenceWith(func(r *rules.Rules) { r.MinExits, r.Exits = 1, 1 })},
		absent: []string{"too_few_exits", "exits_count"},
	},
	{
		name:   "001 l.166 O1: several exits possible, one is enough",
		edit:   []func(*maze.Maze){oneExit},
		opt:    Options{Rules: referenceWith(func(r *rules.Rules) { r.MinExits = 1 })},
		absent: []string{"too_few_exits"},
	},
	{
		name:   "001 l.166 O1: several exits are fine too",
		opt:    Options{Rules: referenceWith(func(r *rules.Rules) { r.MinExits = 1 })},
		absent: []string{"too_few_exits"},
	},
	{
		name:   "001 l.167 O2: only one exit, so a second is an error",
		opt:    Options{Rules: referenceWith(func(r *rules.Rules) { r.MinExits, r.Exits = 1, 1 })},
		errors: []string{"exits_count"},
		text:   []string{"error §7.1: the labyrinth has 2 exits; the rules fix 1 (exits)"},
	},
	{
		name:   "002 l.5 one exit on one of the monolith walls",
		edit:   []func(*maze.Maze){oneExit},
		opt:    Options{Rules: referenceWith(func(r *rules.Rules) { r.MinExits, r.Exits = 1, 1 })},
		errors: []string{},
	},
	{
		name:   "004 l.4 an exit in only one place",
		edit:   []func(*maze.Maze){setSide(at(1, 3), maze.Down, maze.Solid)},
		opt:    Options{Rules: referenceWith(func(r *rules.Rules) { r.MinExits, r.Exits = 1, 1 })},
		errors: []string{},
	},
	{
		name:   "001 l.45 O1: even one exit needs to be there",
		edit:   []func(*maze.Maze){oneExit, setSide(at(1, 3), maze.Down, maze.Solid)},
		opt:    Options{Rules: referenceWith(func(r *rules.Rules) { r.MinExits = 1 })},
		errors: []string{"too_few_exits"},
		text:   []string{"error §8.4: the labyrinth has 0 exits; it needs at least one (min_exits)"},
	},
	{
		name:   "001 l.167 O2: exits 1 without min_exits, and the message says what to set",
		edit:   []func(*maze.Maze){oneExit},
		opt:    Options{Rules: referenceWith(func(r *rules.Rules) { r.Exits = 1 })},
		errors: []string{"too_few_exits"},
		text: []string{"error §8.4: the labyrinth has 1 exit; it needs at least two, though the rules fix 1 (exits); " +
			"a labyrinth of fewer than two exits needs min_exits (O1, O2)"},
	},
	{
		name:   "§8.4 min_exits above two",
		opt:    Options{Rules: referenceWith(func(r *rules.Rules) { r.MinExits = 3 })},
		errors: []string{"too_few_exits"},
		text:   []string{"error §8.4: the labyrinth has 2 exits; it needs at least three (min_exits)"},
	},

	// Weaponries and hospitals: 001 A1, A2, H1, H4; 004's one of each.
	{
		name:   "001 l.144 A1: no weaponry is fine when the rules have none",
		edit:   []func(*maze.Maze){setKind(at(5, 1), maze.Land)},
		opt:    Options{Rules: referenceWith(func(r *rules.Rules) { r.Weaponries = rules.NoWeaponries })},
		errors: []string{},
		absent: []string{"one_weaponry"},
	},
	{
		name:   "001 l.144 A1: a weaponry when the rules have none",
		opt:    Options{Rules: referenceWith(func(r *rules.Rules) { r.Weaponries = rules.NoWeaponries })},
		errors: []string{"weaponries_not_allowed"},
		text:   []string{"error §7.1: a weaponry at (5,1): the rules have no weaponries (weaponries -1)"},
	},
	{
		name:   "001 l.144 A1: without the option, no weaponry is still §8.2's error",
		edit:   []func(*maze.Maze){setKind(at(5, 1), maze.Land)},
		errors: []string{"no_weaponry"},
	},
	{
		name:   "001 l.150 H1: no hospital is fine when the rules have none",
		edit:   []func(*maze.Maze){setKind(at(3, 1), maze.Land)},
		opt:    Options{Rules: referenceWith(func(r *rules.Rules) { r.Hospitals = rules.NoHospitals })},
		errors: []string{},
		absent: []string{"one_hospital"},
	},
	{
		name:   "001 l.150 H1: hospitals when the rules have none",
		edit:   []func(*maze.Maze){setKind(at(1, 1), maze.Hospital)},
		opt:    Options{Rules: referenceWith(func(r *rules.Rules) { r.Hospitals = rules.NoHospitals })},
		errors: []string{"hospitals_not_allowed"},
		text:   []string{"error §7.1: hospitals at (1,1), (3,1): the rules have no hospitals (hospitals -1)"},
	},
	{
		name:   "001 l.177 BASIC's A1 and H1: neither weaponry nor hospital",
		edit:   []func(*maze.Maze){setKind(at(5, 1), maze.Land), setKind(at(3, 1), maze.Land)},
		opt:    Options{Rules: referenceWith(func(r *rules.Rules) { r.Weaponries, r.Hospitals = rules.NoWeaponries, rules.NoHospitals })},
		errors: []string{},
	},
	{
		name:   "001 l.145 A2 and l.153 H4: one arsenal and one hospital",
		opt:    Options{Rules: referenceWith(func(r *rules.Rules) { r.Weaponries, r.Hospitals = 1, 1 })},
		errors: []string{},
	},
	{
		name:   "004 l.13 one arsenal and one hospital on the whole field: a second hospital is an error",
		edit:   []func(*maze.Maze){setKind(at(1, 1), maze.Hospital)},
		opt:    Options{Rules: referenceWith(func(r *rules.Rules) { r.Weaponries, r.Hospitals = 1, 1 })},
		errors: []string{"hospitals_count"},
		text:   []string{"error §7.1: the labyrinth has 2 hospitals; the rules fix 1 (hospitals)"},
	},

	// Pits and rivers: 001 F1 – F5.
	{
		name:   "001 l.129 F1: no wormholes, no rivers",
		opt:    Options{Rules: referenceWith(func(r *rules.Rules) { r.NoPits, r.NoRivers = true, true })},
		errors: []string{"pits_not_allowed", "rivers_not_allowed"},
		text: []string{
			"error §7.1: pits at (4,2), (5,3): the rules have no pits (no_pits)",
			"error §7.1: a river at (1,2) and a delta at (2,2): the rules have no rivers (no_rivers)",
		},
	},
	{
		name: "001 l.129 F1: a plan without pits and rivers is fine, and not warned about",
		edit: []func(*maze.Maze){setKind(at(4, 2), maze.Land), setKind(at(5, 3), maze.Land),
			setKind(at(1, 2), maze.Land), setKind(at(2, 2), maze.Land)},
		opt:    Options{Rules: referenceWith(func(r *rules.Rules) { r.NoPits, r.NoRivers = true, true })},
		errors: []string{},
		absent: []string{"no_pits_or_rivers"},
	},
	{
		name:   "001 l.145 A2, l.153 H4: the one arsenal and the one hospital the rules fix are not warned about",
		opt:    Options{Rules: referenceWith(func(r *rules.Rules) { r.Weaponries, r.Hospitals = 1, 1 })},
		errors: []string{},
		absent: []string{"one_weaponry", "one_hospital"},
	},
	{
		name: "001 l.140 T1: no fake treasure is not warned about when the rules fix one treasure",
		edit: []func(*maze.Maze){func(m *maze.Maze) {
			m.Treasures = slices.DeleteFunc(m.Treasures, func(t maze.Treasure) bool { return !t.True })
		}},
		opt:    Options{Rules: referenceWith(func(r *rules.Rules) { r.Treasures = 1 })},
		errors: []string{},
		absent: []string{"no_fake_treasure"},
	},
	{
		name: "§8 rec. 3 without T1: no fake treasure is warned about",
		edit: []func(*maze.Maze){func(m *maze.Maze) {
			m.Treasures = slices.DeleteFunc(m.Treasures, func(t maze.Treasure) bool { return !t.True })
		}},
		errors: []string{},
		warns:  []string{"no_fake_treasure", "one_weaponry", "one_hospital"},
	},
	{
		name:   "001 l.131 F3: several chains of wormholes, no rivers",
		opt:    Options{Rules: referenceWith(func(r *rules.Rules) { r.NoRivers = true })},
		errors: []string{"rivers_not_allowed"},
		absent: []string{"pits_not_allowed"},
	},
	{
		name:   "001 l.130 F2: only one chain of wormholes (and no river)",
		opt:    Options{Rules: referenceWith(func(r *rules.Rules) { r.MaxPitLoops, r.NoRivers = 1, true })},
		errors: []string{"rivers_not_allowed"},
		absent: []string{"too_many_pit_loops"},
	},
	{
		name:   "001 l.133 F5: no restrictions on wormholes or rivers",
		errors: []string{},
	},

	// 004 l.28: a loop of one pit.
	{
		name:   "004 l.28 a cycle of one pit is valid under single_pit_loops",
		edit:   []func(*maze.Maze){setKind(at(5, 3), maze.Land)},
		opt:    Options{Rules: referenceWith(func(r *rules.Rules) { r.SinglePitLoops = true })},
		errors: []string{},
	},
	{
		name:   "004 l.28 single_pit_loops still wants loops numbered",
		edit:   []func(*maze.Maze){setKind(at(5, 3), maze.Land), setCell(at(4, 2), maze.Cell{Kind: maze.Pit, Loop: 1, Order: 2})},
		opt:    Options{Rules: referenceWith(func(r *rules.Rules) { r.SinglePitLoops = true })},
		errors: []string{"pit_numbering"},
	},

	// 001 l.115: design restrictions.
	{
		name:   "001 l.115 rivers only flow from north to south",
		pic:    flowingPic,
		opt:    Options{Rules: referenceWith(func(r *rules.Rules) { r.RiversFlow = rules.FlowSouth })},
		errors: []string{},
	},
	{
		name:   "001 l.115 a river flowing north",
		pic:    riverPic,
		opt:    Options{Rules: referenceWith(func(r *rules.Rules) { r.RiversFlow = rules.FlowSouth })},
		errors: []string{"river_flows_up", "river_not_southward"},
		text: []string{
			"error §7.1: cell (2,3): the river flows up (north) here; the rules let rivers flow only from north to south (rivers_flow)",
			"error §7.1: cell (1,2): the river from this source ends at (3,2), no further south; the rules let rivers flow only from north to south (rivers_flow)",
		},
	},
	{
		name:   "001 l.115 a river flowing sideways does not flow from north to south",
		edit:   []func(*maze.Maze){setSide(at(1, 2), maze.Down, maze.Wall)},
		opt:    Options{Rules: referenceWith(func(r *rules.Rules) { r.RiversFlow = rules.FlowSouth })},
		errors: []string{"river_not_southward"},
		text: []string{
			"error §7.1: cell (1,2): the river from this source ends at (2,2), no further south; the rules let rivers flow only from north to south (rivers_flow)",
		},
	},
	{
		name:   "001 l.115 rivers must be straight",
		pic:    flowingPic,
		opt:    Options{Rules: referenceWith(func(r *rules.Rules) { r.StraightRivers = true })},
		errors: []string{"river_bends"},
		text: []string{
			"error §7.1: cell (2,2): the river turns here from down to right; the rules want straight rivers (straight_rivers)",
			"error §7.1: cell (3,2): the river turns here from right to down; the rules want straight rivers (straight_rivers)",
		},
	},
	{
		name:   "001 l.115 straight rivers, a tributary joining from the side",
		pic:    straightPic,
		opt:    Options{Rules: referenceWith(func(r *rules.Rules) { r.StraightRivers, r.RiversFlow = true, rules.FlowSouth })},
		errors: []string{},
	},
	{
		name:   "001 l.115 wormholes cannot be too close to each other",
		opt:    Options{Rules: referenceWith(func(r *rules.Rules) { r.MinPitDistance = 3 })},
		errors: []string{"pits_too_close"},
		text:   []string{"error §7.1: the pits at (4,2) and (5,3) are 2 steps apart; the rules want pits at least 3 apart (min_pit_distance)"},
	},
	{
		name:   "001 l.115 wormholes far enough apart",
		opt:    Options{Rules: referenceWith(func(r *rules.Rules) { r.MinPitDistance = 2 })},
		absent: []string{"pits_too_close"},
	},

	// 001 l.90: one enclosure with an arsenal that can be reached.
	{
		name:   "001 l.90 one enclosure is permissible when the arsenal is accessible",
		edit:   []func(*maze.Maze){walledIn(at(4, 3))},
		opt:    Options{Rules: referenceWith(func(r *rules.Rules) { r.OneEnclosure = true })},
		errors: []string{},
	},
	{
		name:   "001 l.90 without one_enclosure, the enclosure is §8.5's error",
		edit:   []func(*maze.Maze){walledIn(at(4, 3))},
		errors: []string{"cut_off"},
		text:   []string{"error §8.5: cell (4,3) can neither be reached from the rest of the labyrinth nor lead back to it without grenades"},
	},
	{
		name:   "001 l.90 one enclosure, but no arsenal to be reached",
		edit:   []func(*maze.Maze){walledIn(at(4, 3)), setKind(at(5, 1), maze.Land)},
		opt:    Options{Rules: referenceWith(func(r *rules.Rules) { r.OneEnclosure, r.Weaponries = true, rules.NoWeaponries })},
		errors: []string{"cut_off"},
		text: []string{"error §8.5: cell (4,3) can neither be reached from the rest of the labyrinth nor lead back to it without grenades; " +
			"the rules allow one enclosure (one_enclosure) only when a weaponry can be reached without grenades, and none can"},
	},
	{
		name:   "001 l.90 one enclosure, but the arsenal gives no grenades (W1)",
		edit:   []func(*maze.Maze){walledIn(at(4, 3))},
		opt:    Options{Rules: referenceWith(func(r *rules.Rules) { r.OneEnclosure, r.MaxGrenades, r.StartGrenades = true, 0, 0 })},
		errors: []string{"cut_off"},
		text: []string{"error §8.5: cell (4,3) can neither be reached from the rest of the labyrinth nor lead back to it without grenades; " +
			"the rules allow one enclosure (one_enclosure) only when grenades can be had, and a player carries none (max_grenades 0)"},
	},
	{
		name:   "001 l.90 the arsenal inside the one enclosure is not accessible",
		edit:   []func(*maze.Maze){walledIn(at(5, 1))},
		opt:    Options{Rules: referenceWith(func(r *rules.Rules) { r.OneEnclosure = true })},
		errors: []string{"cut_off"},
	},
	{
		name:   "001 l.90 two enclosures are one too many",
		edit:   []func(*maze.Maze){walledIn(at(4, 3)), walledIn(at(1, 1))},
		opt:    Options{Rules: referenceWith(func(r *rules.Rules) { r.OneEnclosure = true })},
		errors: []string{"cut_off"},
		text: []string{"error §8.5: cell (1,1) can neither be reached from the rest of the labyrinth nor lead back to it without grenades; " +
			"the rules allow one enclosure (one_enclosure), and there are 2"},
	},
}

func init() { checkCases = append(checkCases, variantCases...) }

// allLimits is a configuration with every plan limit of the seeds on.
func allLimits(r *rand.Rand) *rules.Rules {
	return referenceWith(func(c *rules.Rules) {
		c.MinExits = 1 + r.IntN(3)
		c.Weaponries, c.Hospitals = rules.NoWeaponries, rules.NoHospitals
		c.NoPits, c.NoRivers = r.IntN(2) == 0, r.IntN(2) == 0
		c.SinglePitLoops, c.OneEnclosure = true, true
		c.RiversFlow, c.StraightRivers, c.MinPitDistance = rules.FlowSouth, true, r.IntN(6)
	})
}

// TestPropertyPlanLimits: on any maze the maze API can build — rivers
// flowing into walls or round in circles, pits without numbers — the plan
// limits never make Check panic or report malformed problems, and
// one_enclosure only ever takes back §8.5 errors: one group at most, never
// a trap.
func TestPropertyPlanLimits(t *testing.T) {
	r := rand.New(rand.NewPCG(11, 12))
	spared := 0
	for i := range 3000 {
		m := randomMaze(r, i%2 == 0)
		lim := allLimits(r)
		rep := Check(m, Options{Rules: lim})
		if again := Check(m, Options{Rules: lim}); !reflect.DeepEqual(rep, again) {
			t.Fatalf("maze %d: two checks differ:%s\nvs%s", i, problemLines(rep), problemLines(again))
		}
		checkReportShape(t, m, rep)

		without := *lim
		without.OneEnclosure = false
		base := Check(m, Options{Rules: &without})
		kept, gone := reachProblems(rep), reachProblems(base)
		for key := range kept {
			if _, ok := gone[key]; !ok {
				t.Fatalf("maze %d: one_enclosure adds %s:%s", i, key, problemLines(rep))
			}
			delete(gone, key)
		}
		if len(gone) > 1 {
			t.Fatalf("maze %d: one_enclosure takes back %d groups:%s", i, len(gone), problemLines(base))
		}
		for key, code := range gone {
			spared++
			if code == "trap" {
				t.Fatalf("maze %d: one_enclosure takes back a trap, %s", i, key)
			}
		}
	}
	if spared < 20 {
		t.Errorf("only %d mazes had an enclosure taken back: the sample does not test one_enclosure", spared)
	}
}

// reachProblems maps each §8.5 problem's cells to its code.
func reachProblems(rep Report) map[string]string {
	out := map[string]string{}
	for _, p := range rep.Problems {
		if p.Rule == ruleReach {
			out[fmt.Sprint(p.Cells)] = p.Code
		}
	}
	return out
}
