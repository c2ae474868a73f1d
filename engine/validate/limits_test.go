package validate

import (
	"testing"

	"github.com/labyrinth-game/labyrinth/engine/maze"
	"github.com/labyrinth-game/labyrinth/engine/rules"
)

func ptr[T any](v T) *T { return &v }

// referenceWith is the Reference preset changed by edit.
func referenceWith(edit func(r *rules.Rules)) *rules.Rules {
	r := rules.Reference()
	edit(&r)
	return &r
}

func requireOpenExit() *rules.Rules {
	return referenceWith(func(r *rules.Rules) { r.RequireOpenExit = true })
}

// indestructibleInnerWalls is the Reference preset with option O3.
func indestructibleInnerWalls() *rules.Rules {
	return referenceWith(func(r *rules.Rules) { r.IndestructibleInnerWalls = true })
}

// riverPic has one river system of two branches whose longest river has 5
// river cells: (1,3) → (1,4) → (2,4) → (2,3) → (2,2) → delta (3,2).
const riverPic = `
+----+----+----+----+----+
|L*   W    L    H    L   o
+    +    +    +    +    +
|R>   R>   D    L    L$  |
+    +    +    +    +    +
|Rv   R^   L    W    L   |
+    +    +    +    +    +
|R>   R^   L    L    L   o
+----+----+----+----+----+
`

// twoSystemsPic has two river systems.
const twoSystemsPic = `
+----+----+----+----+
|R>   D    L*   W   o
+    +    +    +    +
|L    H    L$   L   |
+    +    +    +    +
oW    L    D    R<  |
+----+----+----+----+
`

// noChainPic has a chain from top to bottom (the first column) but none
// from left to right: the middle column holds pits and encephalitis.
const noChainPic = `
+----+----+----+
|W    P1.1 L*  o
+    +    +    +
|L    P1.2 H   |
+    +    +    +
|L$   E    L   o
+----+----+----+
`

var limitCases = []checkCase{
	{
		name:   "§7.1 encephalitis cell when the rules have none",
		edit:   []func(*maze.Maze){setKind(at(4, 1), maze.Encephalitis)},
		opt:    Options{Rules: referenceWith(func(r *rules.Rules) { r.Encephalitis = false })},
		errors: []string{"encephalitis_not_allowed"},
		text:   []string{"error §7.1: cell (4,1): encephalitis cell, but the rules have no encephalitis"},
	},
	{
		name:   "§7.1 encephalitis cell when the rules have encephalitis",
		edit:   []func(*maze.Maze){setKind(at(4, 1), maze.Encephalitis)},
		absent: []string{"encephalitis_not_allowed"},
	},
	{
		name:   "§7.1 closed exit when the rules do not allow them",
		opt:    Options{Rules: referenceWith(func(r *rules.Rules) { r.ClosedExits = false })},
		errors: []string{"closed_exit_not_allowed"},
		text:   []string{"error §7.1: cell (1,3): the exit down is closed, but the rules do not allow closed exits"},
	},
	{
		name:   "§7.1 the Beginner preset forbids closed exits",
		opt:    Options{Rules: ptr(rules.Beginner())},
		errors: []string{"closed_exit_not_allowed"},
	},
	{
		name:   "§7.1 landmines lying in a game without landmines",
		edit:   []func(*maze.Maze){addPile(at(4, 1), maze.Items{Landmines: 1})},
		opt:    Options{Rules: referenceWith(func(r *rules.Rules) { r.Landmines = false })},
		errors: []string{"landmines_not_allowed"},
		text:   []string{"error §7.1: cell (4,1): landmines lie here, but the rules have no landmines"},
	},
	{
		name:   "§7.1 landmines lying when they are handed out",
		edit:   []func(*maze.Maze){addPile(at(4, 1), maze.Items{Landmines: 2})},
		opt:    Options{Rules: referenceWith(func(r *rules.Rules) { r.HandedOutLandmines = true })},
		errors: []string{"landmines_handed_out"},
	},
	{
		name:   "§7.1 bullets lying in a game without landmines",
		edit:   []func(*maze.Maze){addPile(at(4, 1), maze.Items{Bullets: 2})},
		opt:    Options{Rules: referenceWith(func(r *rules.Rules) { r.Landmines = false })},
		absent: []string{"landmines_not_allowed"},
	},
	{
		name:   "§7.1 more pits than max_pits",
		opt:    Options{Rules: referenceWith(func(r *rules.Rules) { r.MaxPits = 1 })},
		errors: []string{"too_many_pits"},
		text:   []string{"error §7.1: the labyrinth has 2 pits; the rules allow at most 1 (max_pits)"},
	},
	{
		name:   "§7.1 as many pits as max_pits",
		opt:    Options{Rules: referenceWith(func(r *rules.Rules) { r.MaxPits = 2; r.MaxPitLoops = 1; r.MaxPitLoopLength = 2 })},
		absent: []string{"too_many_pits", "too_many_pit_loops", "pit_loop_too_long"},
	},
	{
		name: "§7.1 more pit loops than max_pit_loops",
		edit: []func(*maze.Maze){
			setCell(at(1, 1), maze.Cell{Kind: maze.Pit, Loop: 2, Order: 1}),
			setCell(at(4, 3), maze.Cell{Kind: maze.Pit, Loop: 2, Order: 2}),
		},
		opt:    Options{Rules: referenceWith(func(r *rules.Rules) { r.MaxPitLoops = 1 })},
		errors: []string{"too_many_pit_loops"},
		text:   []string{"error §7.1: the labyrinth has 2 pit loops; the rules allow at most 1 (max_pit_loops)"},
	},
	{
		name:   "§7.1 pit loop longer than max_pit_loop_length",
		opt:    Options{Rules: referenceWith(func(r *rules.Rules) { r.MaxPitLoopLength = 1 })},
		errors: []string{"pit_loop_too_long"},
		text:   []string{"error §7.1: pit loop 1 has 2 pits; the rules allow at most 1 in a loop (max_pit_loop_length)"},
	},
	{
		name:   "§7.1 more river systems than max_river_systems",
		pic:    twoSystemsPic,
		opt:    Options{Rules: referenceWith(func(r *rules.Rules) { r.MaxRiverSystems = 1 })},
		errors: []string{"too_many_river_systems"},
		text:   []string{"error §7.1: the labyrinth has 2 river systems; the rules allow at most 1 (max_river_systems)"},
	},
	{
		name:   "§7.1 more branches than max_river_branches",
		pic:    riverPic,
		opt:    Options{Rules: referenceWith(func(r *rules.Rules) { r.MaxRiverBranches = 1 })},
		errors: []string{"too_many_river_branches"},
		text: []string{"error §7.1: cell (3,2): the river system of this delta has 2 branches (sources); " +
			"the rules allow at most 1 (max_river_branches)"},
	},
	{
		name:   "§7.1 river longer than max_river_length",
		pic:    riverPic,
		opt:    Options{Rules: referenceWith(func(r *rules.Rules) { r.MaxRiverLength = 4 })},
		errors: []string{"river_too_long"},
		text: []string{"error §7.1: cell (3,2): the longest river flowing into this delta has 5 river cells; " +
			"the rules allow at most 4 (max_river_length)"},
	},
	{
		name:   "§7.1 river systems within every river limit",
		pic:    riverPic,
		opt:    Options{Rules: referenceWith(func(r *rules.Rules) { r.MaxRiverSystems, r.MaxRiverBranches, r.MaxRiverLength = 1, 2, 5 })},
		absent: []string{"too_many_river_systems", "too_many_river_branches", "river_too_long"},
	},
	{
		name:   "§7.1 fewer weaponries than fixed",
		opt:    Options{Rules: referenceWith(func(r *rules.Rules) { r.Weaponries = 2 })},
		errors: []string{"weaponries_count"},
		text:   []string{"error §7.1: the labyrinth has 1 weaponry; the rules fix 2 (weaponries)"},
	},
	{
		name:   "§7.1 more hospitals than fixed",
		edit:   []func(*maze.Maze){setKind(at(1, 1), maze.Hospital)},
		opt:    Options{Rules: referenceWith(func(r *rules.Rules) { r.Hospitals = 1 })},
		errors: []string{"hospitals_count"},
	},
	{
		name:   "§7.1 treasures other than fixed",
		opt:    Options{Rules: referenceWith(func(r *rules.Rules) { r.Treasures = 3 })},
		errors: []string{"treasures_count"},
		text:   []string{"error §7.1: the labyrinth has 2 treasures (true and fake); the rules fix 3 (treasures)"},
	},
	{
		name:   "§7.1 inner walls other than fixed",
		opt:    Options{Rules: referenceWith(func(r *rules.Rules) { r.InnerWalls = 2 })},
		errors: []string{"inner_walls_count"},
		text:   []string{"error §7.1: the labyrinth has 3 inner walls; the rules fix 2 (inner_walls)"},
	},
	{
		name:   "§7.1 exits other than fixed",
		opt:    Options{Rules: referenceWith(func(r *rules.Rules) { r.Exits = 3 })},
		errors: []string{"exits_count"},
	},
	{
		name: "§7.1 every count as fixed",
		opt: Options{Rules: referenceWith(func(r *rules.Rules) {
			r.Weaponries, r.Hospitals, r.Treasures, r.InnerWalls, r.Exits = 1, 1, 2, 3, 2
		})},
		absent: []string{"weaponries_count", "hospitals_count", "treasures_count", "inner_walls_count", "exits_count"},
	},
	{
		name:   "§7.1 no chain from the left wall to the right wall",
		pic:    noChainPic,
		opt:    Options{Rules: referenceWith(func(r *rules.Rules) { r.Chains = true })},
		errors: []string{"no_chain"},
		text: []string{"error §7.1: no chain of land, hospital, weaponry and delta cells with open sides between them " +
			"joins the left and right walls; the rules ask for chains"},
	},
	{
		name:   "§7.1 chains both ways",
		opt:    Options{Rules: referenceWith(func(r *rules.Rules) { r.Chains = true })},
		absent: []string{"no_chain"},
	},
	{
		name:   "§7.1 a wall breaks a chain",
		edit:   []func(*maze.Maze){setSide(at(2, 3), maze.Right, maze.Wall)},
		pic:    noChainPic,
		opt:    Options{Rules: referenceWith(func(r *rules.Rules) { r.Chains = true })},
		errors: []string{"no_chain"},
	},
	{
		name:   "§7.1 without chains in the rules, none is needed",
		pic:    noChainPic,
		absent: []string{"no_chain"},
	},
}

func init() { checkCases = append(checkCases, limitCases...) }

func TestLimitsOnlyWithRules(t *testing.T) {
	// A plan without rules is checked against the Reference preset, which
	// limits nothing: none of the §7.1 errors can come up.
	for _, pic := range []string{basePic, riverPic, twoSystemsPic, noChainPic} {
		m := picture(t, pic)
		m.SetCell(at(1, 1), maze.Cell{Kind: maze.Encephalitis})
		m.Piles = append(m.Piles, maze.Pile{At: at(2, 1), Items: maze.Items{Landmines: 3}})
		for _, p := range Check(m, Options{}).Problems {
			if p.Rule == ruleOptions {
				t.Errorf("§7.1 problem without rules: %s", p)
			}
		}
	}
}
