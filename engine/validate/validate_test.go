package validate

import (
	"maps"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"testing"

	"github.com/labyrinth-game/labyrinth/engine/maze"
	"github.com/labyrinth-game/labyrinth/engine/rules"
)

// basePic is a valid labyrinth the cases below break one rule at a time. It
// has one weaponry and one hospital, so two warnings of §8 rec. 1.
const basePic = `
+----+----+----+----+----+
|L    L$   H    L    W   o
+    +----+    +----+    +
|R>   D    L    P1.1 L   |
+    +    +----+    +    +
|L    L    L*   L    P1.2|
+cccc+----+----+----+----+
`

// at is a position in the 1-based coordinates of the messages, so that cases
// read like the reports they expect.
func at(x, y int) maze.Pos { return maze.At(x-1, y-1) }

func setKind(p maze.Pos, k maze.Kind) func(*maze.Maze) {
	return func(m *maze.Maze) { m.SetCell(p, maze.Cell{Kind: k}) }
}

func setCell(p maze.Pos, c maze.Cell) func(*maze.Maze) {
	return func(m *maze.Maze) { m.SetCell(p, c) }
}

func setSide(p maze.Pos, d maze.Dir, e maze.Edge) func(*maze.Maze) {
	return func(m *maze.Maze) { m.SetSide(p, d, e) }
}

func addTreasure(p maze.Pos, true_ bool) func(*maze.Maze) {
	return func(m *maze.Maze) { m.Treasures = append(m.Treasures, maze.Treasure{At: p, True: true_}) }
}

func dropTreasures(true_ bool) func(*maze.Maze) {
	return func(m *maze.Maze) {
		m.Treasures = slices.DeleteFunc(m.Treasures, func(t maze.Treasure) bool { return t.True == true_ })
	}
}

func addPile(p maze.Pos, it maze.Items) func(*maze.Maze) {
	return func(m *maze.Maze) { m.Piles = append(m.Piles, maze.Pile{At: p, Items: it}) }
}

// treasureRules are the Reference with seed 001's treasure counts (T1–T3).
func treasureRules(trues, mostFakes int) *rules.Rules {
	r := rules.Reference()
	r.TrueTreasures, r.MaxFakeTreasures = trues, mostFakes
	return &r
}

type checkCase struct {
	name   string
	pic    string // basePic when empty
	edit   []func(*maze.Maze)
	opt    Options
	errors []string // exactly the error codes reported, in any order
	warns  []string // warning codes that must be reported
	absent []string // codes that must not be reported
	text   []string // lines Problem.String must produce
}

var checkCases = []checkCase{
	{
		name:  "§8 valid labyrinth",
		warns: []string{"one_weaponry", "one_hospital"},
		absent: []string{"no_fake_treasure", "treasure_near_exit", "delta_attractor", "no_open_exit",
			"no_pits_or_rivers", "no_pits_or_rivers_on_outline", "hospital_next_to_weaponry"},
		text: []string{
			"warning §8 rec. 1: the labyrinth has only one weaponry; at least two are recommended",
			"warning §8 rec. 1: the labyrinth has only one hospital; at least two are recommended",
		},
	},

	// §8.1: one kind per cell.
	{
		name:   "§8.1 unknown cell kind",
		edit:   []func(*maze.Maze){setKind(at(4, 1), 42)},
		errors: []string{"unknown_kind"},
		text:   []string{"error §8.1: cell (4,1): unknown cell kind 42"},
	},
	{
		name:   "§8.1 pit without a loop number",
		edit:   []func(*maze.Maze){setCell(at(4, 2), maze.Cell{Kind: maze.Pit, Order: 1})},
		errors: []string{"pit_without_loop", "pit_loop_single"},
		text:   []string{"error §8.1: cell (4,2): pit has no loop number (loops are numbered from 1)"},
	},

	// §8.2: at least one weaponry, hospital and land.
	{
		name:   "§8.2 no weaponry",
		edit:   []func(*maze.Maze){setKind(at(5, 1), maze.Land)},
		errors: []string{"no_weaponry"},
		absent: []string{"one_weaponry"},
		text:   []string{"error §8.2: the labyrinth has no weaponry; it needs at least one"},
	},
	{
		name:   "§8.2 no hospital",
		edit:   []func(*maze.Maze){setKind(at(3, 1), maze.Land)},
		errors: []string{"no_hospital"},
		absent: []string{"one_hospital"},
	},
	{
		name: "§8.2 no land",
		pic: `
+----+----+
|H    W   o
+    +    +
|E    E   o
+----+----+
`,
		errors: []string{"no_land", "no_true_treasure"},
		warns:  []string{"no_fake_treasure", "no_pits_or_rivers"},
	},

	// §8.3 and §3.1: treasures.
	{
		name:   "§8.3 no true treasure",
		edit:   []func(*maze.Maze){dropTreasures(true)},
		errors: []string{"no_true_treasure"},
		text:   []string{"error §8.3: there is no true treasure; there must be exactly one"},
	},
	{
		name:   "§8.3 two true treasures",
		edit:   []func(*maze.Maze){addTreasure(at(4, 3), true)},
		errors: []string{"several_true_treasures"},
		text:   []string{"error §8.3: there are 2 true treasures, at (3,3), (4,3); there must be exactly one"},
	},
	{
		name:   "001 l.142 T3: any number of true treasures",
		edit:   []func(*maze.Maze){addTreasure(at(4, 3), true)},
		opt:    Options{Rules: treasureRules(-1, 0)},
		absent: []string{"several_true_treasures", "true_treasures_count"},
	},
	{
		name:   "001 l.142 T3: at least one true treasure",
		edit:   []func(*maze.Maze){dropTreasures(true)},
		opt:    Options{Rules: treasureRules(-1, 0)},
		errors: []string{"no_true_treasure"},
		text:   []string{"error §8.3: there is no true treasure; there must be at least one (true_treasures, T3)"},
	},
	{
		name:   "002 l.56 K30: no treasure needed when the first one out wins",
		edit:   []func(*maze.Maze){dropTreasures(true)},
		opt:    Options{Rules: func() *rules.Rules { r := rules.Reference(); r.Victory = rules.VictoryExit; return &r }()},
		absent: []string{"no_true_treasure"},
	},
	{
		name:   "true_treasures fixes their number",
		opt:    Options{Rules: treasureRules(2, 0)},
		errors: []string{"true_treasures_count"},
		text:   []string{"error §8.3: the labyrinth has 1 true treasure; the rules fix 2 (true_treasures)"},
	},
	{
		name:   "001 l.141 T2: one fake treasure at most",
		edit:   []func(*maze.Maze){addTreasure(at(4, 3), false)},
		opt:    Options{Rules: treasureRules(0, 1)},
		errors: []string{"too_many_fake_treasures"},
		text:   []string{"error §8.3: there are 2 fake treasures; the rules allow at most 1 (max_fake_treasures, T2)"},
	},
	{
		name:   "§8.3 true treasure on a hospital",
		edit:   []func(*maze.Maze){dropTreasures(true), addTreasure(at(3, 1), true)},
		errors: []string{"treasure_not_on_land"},
		text:   []string{"error §8.3: cell (3,1): the true treasure lies on a hospital; treasures must lie on land"},
	},
	{
		name:   "§3.1 fake treasure on a river",
		edit:   []func(*maze.Maze){addTreasure(at(1, 2), false)},
		errors: []string{"treasure_not_on_land"},
		text:   []string{"error §3.1: cell (1,2): a fake treasure lies on a river; treasures must lie on land"},
	},
	{
		name:   "§3.1 fake treasure on encephalitis",
		edit:   []func(*maze.Maze){setKind(at(4, 1), maze.Encephalitis), addTreasure(at(4, 1), false)},
		errors: []string{"treasure_not_on_land"},
		text:   []string{"error §3.1: cell (4,1): a fake treasure lies on an encephalitis cell; treasures must lie on land"},
	},
	{
		name:   "§3.1 treasure outside the labyrinth",
		edit:   []func(*maze.Maze){addTreasure(at(9, 9), false)},
		errors: []string{"treasure_outside"},
		text:   []string{"error §3.1: cell (9,9): a fake treasure lies outside the labyrinth"},
	},
	{
		name:   "§3.1 treasure outside the shape",
		edit:   []func(*maze.Maze){setKind(at(4, 1), maze.Outside), addTreasure(at(4, 1), false)},
		errors: []string{"treasure_outside"},
	},

	// §8.4: exits.
	{
		name:   "§8.4 only one exit",
		edit:   []func(*maze.Maze){setSide(at(1, 3), maze.Down, maze.Solid)},
		errors: []string{"too_few_exits"},
		text:   []string{"error §8.4: the labyrinth has 1 exit; it needs at least two"},
	},
	{
		name:   "§8.4 exit from a river source",
		edit:   []func(*maze.Maze){setSide(at(1, 2), maze.Left, maze.Open)},
		errors: []string{"exit_from_source"},
		text:   []string{"error §8.4: cell (1,2): exit left from a river source, where no player can ever stand"},
	},
	{
		name:   "§8.4 exits from river sources do not count",
		edit:   []func(*maze.Maze){setSide(at(1, 3), maze.Down, maze.Solid), setSide(at(1, 2), maze.Left, maze.Wall)},
		errors: []string{"exit_from_source", "too_few_exits"},
		text:   []string{"error §8.4: the labyrinth has 1 exit (not counting exits from river sources); it needs at least two"},
	},
	{
		name:   "§8.4 exit from a river that is not a source",
		edit:   []func(*maze.Maze){setCell(at(1, 1), maze.Cell{Kind: maze.River, Flow: maze.Down}), setSide(at(1, 2), maze.Left, maze.Open)},
		absent: []string{"exit_from_source"},
	},
	{
		name:   "§8.4 no exit at all",
		edit:   []func(*maze.Maze){setSide(at(1, 3), maze.Down, maze.Solid), setSide(at(5, 1), maze.Right, maze.Solid)},
		errors: []string{"too_few_exits"},
		absent: []string{"no_open_exit"},
		text:   []string{"error §8.4: the labyrinth has 0 exits; it needs at least two"},
	},
	{
		name:  "§8.4 no open exit is a warning by default",
		edit:  []func(*maze.Maze){setSide(at(5, 1), maze.Right, maze.Wall)},
		warns: []string{"no_open_exit"},
		text:  []string{"warning §8.4: no exit is open; it is often agreed that at least one exit be initially open"},
	},
	{
		name:   "§8.4 no open exit when the rules require one",
		edit:   []func(*maze.Maze){setSide(at(5, 1), maze.Right, maze.Wall)},
		opt:    Options{Rules: requireOpenExit()},
		errors: []string{"no_open_exit"},
		text:   []string{"error §8.4: no exit is open; the rules require at least one open exit"},
	},
	{
		name: "§8.4 no open exit when the maze's rules require one",
		edit: []func(*maze.Maze){setSide(at(5, 1), maze.Right, maze.Wall), func(m *maze.Maze) {
			m.Rules = requireOpenExit()
		}},
		errors: []string{"no_open_exit"},
	},
	{
		name: "§8.4 options override the maze's rules",
		edit: []func(*maze.Maze){setSide(at(5, 1), maze.Right, maze.Wall), func(m *maze.Maze) {
			m.Rules = requireOpenExit()
		}},
		opt:   Options{Rules: ptr(rules.Reference())},
		warns: []string{"no_open_exit"},
	},

	// §8.5: reachability without grenades.
	{
		name: "§8.5 land cell walled in",
		edit: []func(*maze.Maze){
			setSide(at(4, 3), maze.Up, maze.Wall), setSide(at(4, 3), maze.Left, maze.Solid), setSide(at(4, 3), maze.Right, maze.Wall),
		},
		opt:    Options{Rules: indestructibleInnerWalls()},
		errors: []string{"cut_off"},
		text:   []string{"error §8.5: cell (4,3) can neither be reached from the rest of the labyrinth nor lead back to it without grenades"},
	},
	{
		name: "§8.5 delta surrounded by a river flowing in and walls",
		edit: []func(*maze.Maze){
			setSide(at(2, 2), maze.Down, maze.Wall), setSide(at(2, 2), maze.Right, maze.Wall),
		},
		errors: []string{"trap"},
		warns:  []string{"delta_attractor"},
		text: []string{
			"error §8.5: cell (2,2) cannot be left without grenades",
			"warning §8 rec. 4: cell (2,2): the delta has no way out: a strong attractor",
		},
	},
	{
		name: "§8.5 room entered only by a river",
		pic: `
+----+----+----+----+
|L    L    H    W   o
+    +----+----+----+
|L    R>   D    L   |
+    +----+----+----+
|L*   L$   L    L   o
+----+----+----+----+
`,
		errors: []string{"trap"},
		text:   []string{"error §8.5: cells (3,2), (4,2) cannot be left without grenades"},
	},
	{
		name: "§8.5 room left only by a river",
		pic: `
+----+----+----+----+
|L    L    H    W   o
+    +----+----+----+
|L    D    R<   L   |
+    +----+----+----+
|L*   L$   L    L   o
+----+----+----+----+
`,
		errors: []string{"unreachable"},
		warns:  []string{"delta_attractor"},
		text: []string{
			"error §8.5: cell (4,2) cannot be reached from the rest of the labyrinth without grenades",
			"warning §8 rec. 4: cell (2,2): the delta has only one way out: a strong attractor",
		},
	},
	{
		name: "§8.5 river source needs no way in",
		pic: `
+----+----+----+----+
|L    L    H    W   o
+----+    +----+    +
|R>   D    L    L   |
+----+    +----+    +
|L*   L$   L    L   o
+----+----+----+----+
`,
		absent: []string{"unreachable", "cut_off", "trap"},
	},
	{
		name: "§8.5 a river source cannot be left",
		edit: []func(*maze.Maze){
			setCell(at(1, 1), maze.Cell{Kind: maze.River, Flow: maze.Up}),
			setSide(at(1, 1), maze.Right, maze.Wall), setSide(at(1, 1), maze.Down, maze.Wall),
		},
		errors: []string{"river_leaves", "cut_off"},
		text:   []string{"error §8.5: cell (1,1) can neither be reached from the rest of the labyrinth nor lead back to it without grenades"},
	},
	{
		name: "§8.5 a pit loop crosses walls both ways",
		pic: `
+----+----+----+----+
|L    L    H    W   o
+    +    +----+----+
|L    P1.1|L    P1.2|
+    +    +----+----+
|L*   L$   L    L   o
+----+----+----+----+
`,
		absent: []string{"unreachable", "cut_off", "trap"},
	},
	{
		name: "§8.5 a pit is the only way into a room",
		pic: `
+----+----+----+----+
|L    L    H    W   o
+    +    +----+----+
|L    P1.1|L    P1.2|
+    +    +    +----+
|L*   L$  |L    L   o
+----+----+----+----+
`,
		absent: []string{"unreachable", "cut_off", "trap"},
	},
	{
		name: "§8.5 two halves joined one way",
		pic: `
+----+----+----+----+
|L    L   |L    W   o
+    +    +    +    +
|L    R>   D    L   |
+    +    +    +    +
|L*   L$  |H    L   o
+----+----+----+----+
`,
		// The right half, with more cells, is taken as the main region.
		errors: []string{"unreachable"},
		text:   []string{"error §8.5: cells (1,1), (2,1), (1,2), (1,3), (2,3) cannot be reached from the rest of the labyrinth without grenades"},
	},

	// §4.5: river systems.
	{
		name:   "§4.5 river flows into a wall",
		edit:   []func(*maze.Maze){setSide(at(1, 2), maze.Right, maze.Wall)},
		errors: []string{"river_into_wall"},
		text:   []string{"error §4.5: cell (1,2): river flows right into a wall"},
	},
	{
		name:   "§1.4 an indestructible inner wall under the Reference rules",
		edit:   []func(*maze.Maze){setSide(at(4, 3), maze.Left, maze.Solid), setSide(at(5, 2), maze.Down, maze.Solid)},
		errors: []string{"indestructible_inner_wall"},
		text: []string{
			"error §1.4: cell (3,3): the wall on the right is indestructible, but the rules do not allow indestructible inner walls (indestructible_inner_walls, O3)",
			"error §1.4: cell (5,2): the wall below is indestructible, but the rules do not allow indestructible inner walls (indestructible_inner_walls, O3)",
		},
	},
	{
		name:   "§1.4 an indestructible inner wall under the Beginner rules",
		edit:   []func(*maze.Maze){setSide(at(4, 3), maze.Left, maze.Solid)},
		opt:    Options{Rules: ptr(rules.Beginner())},
		errors: []string{"closed_exit_not_allowed", "indestructible_inner_wall"},
		absent: []string{"unknown_edge"},
		text:   []string{"error §1.4: cell (3,3): the wall on the right is indestructible, but the rules do not allow indestructible inner walls (indestructible_inner_walls, O3)"},
	},
	{
		name:   "§1.4 O3 allows indestructible inner walls",
		edit:   []func(*maze.Maze){setSide(at(4, 3), maze.Left, maze.Solid)},
		opt:    Options{Rules: indestructibleInnerWalls()},
		absent: []string{"indestructible_inner_wall"},
	},
	{
		name:   "§4.5 river flows into an indestructible wall",
		edit:   []func(*maze.Maze){setSide(at(1, 2), maze.Right, maze.Solid)},
		opt:    Options{Rules: indestructibleInnerWalls()},
		errors: []string{"river_into_wall"},
		text:   []string{"error §4.5: cell (1,2): river flows right into an indestructible wall"},
	},
	{
		name:   "§4.5 river flows out of the labyrinth",
		edit:   []func(*maze.Maze){setCell(at(1, 2), maze.Cell{Kind: maze.River, Flow: maze.Left})},
		errors: []string{"river_leaves", "delta_without_river"},
		text: []string{
			"error §4.5: cell (1,2): river flows left out of the labyrinth",
			"error §4.5: cell (2,2): no river flows into this delta",
		},
	},
	{
		name:   "§4.5 river flows out of the shape",
		edit:   []func(*maze.Maze){setKind(at(1, 1), maze.Outside), setCell(at(1, 2), maze.Cell{Kind: maze.River, Flow: maze.Up})},
		errors: []string{"river_leaves", "delta_without_river"},
	},
	{
		name:   "§4.5 river flows into land",
		edit:   []func(*maze.Maze){setCell(at(1, 2), maze.Cell{Kind: maze.River, Flow: maze.Up})},
		errors: []string{"river_into_non_river", "delta_without_river"},
		text:   []string{"error §4.5: cell (1,2): river flows up into land at (1,1); a river flows into a river or a delta"},
	},
	{
		name:   "§4.5 river without a flow direction",
		edit:   []func(*maze.Maze){setCell(at(1, 2), maze.Cell{Kind: maze.River})},
		errors: []string{"river_without_flow", "delta_without_river"},
		text:   []string{"error §4.5: cell (1,2): river has no flow direction"},
	},
	{
		name: "§4.5 rivers flow in a circle",
		pic: `
+----+----+----+----+
|L*   Rv   R<   W   o
+    +    +    +    +
|L$   R>   R^   H   |
+    +    +    +    +
|L    L    L    L   o
+----+----+----+----+
`,
		errors: []string{"river_loop"},
		text:   []string{"error §4.5: the river flows in a circle and never reaches a delta: (2,1) → (2,2) → (3,2) → (3,1) → back to (2,1)"},
	},
	{
		name: "§4.5 rivers flow into each other",
		pic: `
+----+----+----+----+
|L*   R>   R<   W   o
+    +    +    +    +
|L$   L    L    H   |
+cccc+----+----+----+
`,
		errors: []string{"river_loop"},
		text:   []string{"error §4.5: the river flows in a circle and never reaches a delta: (2,1) → (3,1) → back to (2,1)"},
	},
	{
		name: "§4.5 a tributary flowing into a circle",
		pic: `
+----+----+----+----+
|L*   Rv   R<   W   o
+    +    +    +    +
|L$   R>   R^   H   |
+    +    +    +    +
|L    L    R^   L   o
+----+----+----+----+
`,
		errors: []string{"river_loop"},
	},
	{
		name:   "§4.5 delta without a river",
		edit:   []func(*maze.Maze){setKind(at(4, 3), maze.Delta)},
		errors: []string{"delta_without_river"},
		text:   []string{"error §4.5: cell (4,3): no river flows into this delta"},
	},
	{
		name: "§4.5 branching river system",
		pic: `
+----+----+----+----+
|L*   Rv   R<   W   o
+    +    +    +    +
|L$   Rv   H    L   |
+    +    +    +    +
|L    D    R<   L   o
+----+----+----+----+
`,
		absent: []string{"river_loop", "delta_without_river", "river_into_wall", "river_into_non_river"},
		errors: []string{},
	},

	// §4.4: pit loops.
	{
		name:   "§4.4 pit loop of one pit",
		edit:   []func(*maze.Maze){setKind(at(5, 3), maze.Land)},
		errors: []string{"pit_loop_single"},
		text:   []string{"error §4.4: cell (4,2): pit loop 1 has only this pit; a loop needs at least two unless the rules allow loops of one pit (single_pit_loops)"},
	},
	{
		name:   "§4.4 pits numbered with a gap",
		edit:   []func(*maze.Maze){setCell(at(5, 3), maze.Cell{Kind: maze.Pit, Loop: 1, Order: 3})},
		errors: []string{"pit_numbering"},
		text:   []string{"error §4.4: pit loop 1 is numbered 1, 3; its 2 pits must be numbered 1 to 2, each number once (pits at (4,2), (5,3))"},
	},
	{
		name:   "§4.4 two pits with the same number",
		edit:   []func(*maze.Maze){setCell(at(5, 3), maze.Cell{Kind: maze.Pit, Loop: 1, Order: 1})},
		errors: []string{"pit_numbering"},
		text:   []string{"error §4.4: pit loop 1 is numbered 1, 1; its 2 pits must be numbered 1 to 2, each number once (pits at (4,2), (5,3))"},
	},
	{
		name:   "§4.4 pits numbered from 0",
		edit:   []func(*maze.Maze){setCell(at(4, 2), maze.Cell{Kind: maze.Pit, Loop: 1, Order: 0}), setCell(at(5, 3), maze.Cell{Kind: maze.Pit, Loop: 1, Order: 1})},
		errors: []string{"pit_numbering"},
	},
	{
		name: "§4.4 three loops",
		pic: `
+----+----+----+----+
|L*   P1.2 P2.1 W   o
+    +    +    +    +
|L$   P2.2 P3.3 H   |
+    +    +    +    +
|P1.1 P3.1 P3.2 L   o
+----+----+----+----+
`,
		errors: []string{},
	},

	// §1.4 and §5.1: what the model can hold but the plan cannot.
	{
		name:   "§1.4 unknown edge value",
		edit:   []func(*maze.Maze){setSide(at(3, 3), maze.Up, 7)},
		errors: []string{"unknown_edge"},
		text:   []string{"error §1.4: cell (3,2): down side has unknown edge value 7"},
	},
	{
		name:   "§1.4 items outside the labyrinth",
		edit:   []func(*maze.Maze){addPile(at(6, 1), maze.Items{Bullets: 1})},
		errors: []string{"pile_outside"},
		text:   []string{"error §1.4: cell (6,1): items lie outside the labyrinth"},
	},
	{
		name:   "§5.1 negative number of items",
		edit:   []func(*maze.Maze){addPile(at(2, 3), maze.Items{Bullets: -2, Grenades: 1})},
		errors: []string{"negative_items"},
		text:   []string{"error §5.1: cell (2,3): -2 bullets: a number of items cannot be negative"},
	},
	{
		name:  "§4.6 items on a river source",
		edit:  []func(*maze.Maze){addPile(at(1, 2), maze.Items{Grenades: 1})},
		warns: []string{"items_on_source"},
		text:  []string{"warning §4.6: cell (1,2): items lie on a river source, where no player can ever pick them up"},
	},

	// The recommendations of §8.
	{
		name:   "§8 rec. 1 two weaponries and two hospitals",
		edit:   []func(*maze.Maze){setKind(at(1, 1), maze.Weaponry), setKind(at(5, 2), maze.Hospital)},
		absent: []string{"one_weaponry", "one_hospital"},
	},
	{
		name:  "§8 rec. 2 hospital next to a weaponry",
		edit:  []func(*maze.Maze){setKind(at(4, 1), maze.Hospital)},
		warns: []string{"hospital_next_to_weaponry"},
		text:  []string{"warning §8 rec. 2: the hospital at (4,1) and the weaponry at (5,1) are neighbours; a wounded player could heal and rearm at once"},
	},
	{
		name:   "§8 rec. 2 hospital next to a weaponry across a wall",
		edit:   []func(*maze.Maze){setKind(at(5, 2), maze.Hospital), setSide(at(5, 2), maze.Up, maze.Solid)},
		opt:    Options{Rules: indestructibleInnerWalls()},
		warns:  []string{"hospital_next_to_weaponry"},
		absent: []string{"one_hospital"},
	},
	{
		name:  "§8 rec. 3 no fake treasure",
		edit:  []func(*maze.Maze){dropTreasures(false)},
		warns: []string{"no_fake_treasure"},
		text:  []string{"warning §8 rec. 3: there is no fake treasure; at least one is recommended"},
	},
	{
		name:  "§8 rec. 3 more fake treasures than players",
		edit:  []func(*maze.Maze){addTreasure(at(2, 3), false), addTreasure(at(2, 3), false)},
		opt:   Options{Players: 2},
		warns: []string{"too_many_fakes"},
		text:  []string{"warning §8 rec. 3: there are 3 fake treasures for 2 players; at most one per player is recommended"},
	},
	{
		name:  "§8 rec. 3 the maze's number of players",
		edit:  []func(*maze.Maze){addTreasure(at(2, 3), false), func(m *maze.Maze) { m.Players = 1 }},
		warns: []string{"too_many_fakes"},
	},
	{
		name:   "§8 rec. 3 options override the maze's number of players",
		edit:   []func(*maze.Maze){addTreasure(at(2, 3), false), func(m *maze.Maze) { m.Players = 1 }},
		opt:    Options{Players: 3},
		absent: []string{"too_many_fakes"},
	},
	{
		name:   "§8 rec. 3 unknown number of players",
		edit:   []func(*maze.Maze){addTreasure(at(2, 3), false), addTreasure(at(2, 3), false)},
		absent: []string{"too_many_fakes"},
	},
	{
		name:  "§8 rec. 4 delta with one way out",
		edit:  []func(*maze.Maze){setSide(at(2, 2), maze.Down, maze.Wall)},
		warns: []string{"delta_attractor"},
		text:  []string{"warning §8 rec. 4: cell (2,2): the delta has only one way out: a strong attractor"},
	},
	{
		name: "§8 rec. 4 delta surrounded by three rivers flowing in",
		pic: `
+----+----+----+----+
|#   |Rv   W    L   o
+----+    +    +    +
|R>   D    R<   H   |
+    +    +    +    +
|L$   L*   L    L   o
+----+----+----+----+
`,
		warns: []string{"delta_attractor"},
		text:  []string{"warning §8 rec. 4: cell (2,2): the delta has only one way out: a strong attractor"},
	},
	{
		name: "§8 rec. 4 neighbouring deltas",
		pic: `
+----+----+----+----+
|L*   Rv   Rv   W   o
+    +    +    +    +
|L$   D    D    H   |
+    +    +    +    +
|L    L    L    L   o
+----+----+----+----+
`,
		warns:  []string{"neighbouring_deltas"},
		absent: []string{"delta_attractor"},
		text:   []string{"warning §8 rec. 4: the deltas at (2,2) and (3,2) are neighbours: a strong attractor"},
	},
	{
		name: "§8 rec. 5 neither pits nor rivers",
		pic: `
+----+----+----+
|L*   H    W   o
+    +    +    +
|L$   L    L   o
+----+----+----+
`,
		warns: []string{"no_pits_or_rivers"},
		text:  []string{"warning §8 rec. 5: the labyrinth has neither pits nor rivers, which makes it easy to map"},
	},
	{
		name: "§8 rec. 5 no pit or river along the outer wall",
		pic: `
+----+----+----+----+
|L*   H    W    L   o
+    +    +    +    +
|L$   P1.1 L    L   |
+    +    +    +    +
|L    L    P1.2 L   |
+    +    +    +    +
|L    L    L    L   o
+----+----+----+----+
`,
		warns: []string{"no_pits_or_rivers_on_outline"},
	},
	{
		name:  "§8 rec. 6 true treasure next to an exit",
		edit:  []func(*maze.Maze){dropTreasures(true), addTreasure(at(2, 3), true)},
		warns: []string{"treasure_near_exit"},
		text:  []string{"warning §8 rec. 6: cell (2,3): the true treasure lies next to an exit: (1,3) down"},
	},
	{
		name:  "§8 rec. 6 fake treasure on a cell with an exit",
		edit:  []func(*maze.Maze){addTreasure(at(1, 3), false)},
		warns: []string{"treasure_near_exit"},
		text:  []string{"warning §8 rec. 6: cell (1,3): a fake treasure lies on a cell with an exit (down)"},
	},
}

func TestCheck(t *testing.T) {
	for _, tc := range checkCases {
		t.Run(tc.name, func(t *testing.T) {
			pic := tc.pic
			if pic == "" {
				pic = basePic
			}
			m := picture(t, pic)
			for _, edit := range tc.edit {
				edit(m)
			}
			rep := Check(m, tc.opt)
			var lines []string
			for _, p := range rep.Problems {
				lines = append(lines, p.String())
			}
			dump := "\n\t" + strings.Join(lines, "\n\t")

			var gotErrors []string
			for _, p := range rep.Errors() {
				gotErrors = append(gotErrors, p.Code)
			}
			slices.Sort(gotErrors)
			wantErrors := slices.Sorted(slices.Values(tc.errors))
			if !slices.Equal(slices.Compact(gotErrors), wantErrors) {
				t.Errorf("error codes %v, want %v; report:%s", gotErrors, wantErrors, dump)
			}
			if rep.OK() != (len(tc.errors) == 0) {
				t.Errorf("OK() = %v with errors %v", rep.OK(), gotErrors)
			}
			for _, code := range tc.warns {
				if !slices.ContainsFunc(rep.Warnings(), func(p Problem) bool { return p.Code == code }) {
					t.Errorf("no warning %q; report:%s", code, dump)
				}
			}
			for _, code := range tc.absent {
				if rep.Has(code) {
					t.Errorf("unexpected %q; report:%s", code, dump)
				}
			}
			for _, want := range tc.text {
				if !slices.Contains(lines, want) {
					t.Errorf("missing line\n\t%s\nreport:%s", want, dump)
				}
			}
			checkReportShape(t, m, rep)
		})
	}
}

// checkReportShape checks what every report must satisfy.
func checkReportShape(t *testing.T, m *maze.Maze, rep Report) {
	t.Helper()
	for i, p := range rep.Problems {
		if p.Rule == "" || p.Code == "" || p.Message == "" {
			t.Errorf("incomplete problem %+v", p)
		}
		if ruleRank(p.Rule) == len(ruleOrder) {
			t.Errorf("problem %q cites unlisted rule %q", p.Code, p.Rule)
		}
		if p.Severity != Error && p.Severity != Warning {
			t.Errorf("problem %q has severity %v", p.Code, p.Severity)
		}
		if i > 0 && rep.Problems[i-1].Severity > p.Severity {
			t.Errorf("problem %d (%s) sorted after a warning", i, p)
		}
	}
	sorted := slices.Clone(rep.Problems)
	sortProblems(sorted, m.Index)
	for i := range sorted {
		if sorted[i].String() != rep.Problems[i].String() {
			t.Errorf("report not sorted: %d is %s, want %s", i, rep.Problems[i], sorted[i])
		}
	}
}

func TestReportOrder(t *testing.T) {
	m := picture(t, basePic)
	m.SetSide(at(1, 2), maze.Right, maze.Wall)      // §4.5 error
	m.SetCell(at(5, 3), maze.Cell{Kind: maze.Land}) // §4.4 error
	m.SetCell(at(4, 1), maze.Cell{Kind: maze.Hospital})
	m.Treasures = []maze.Treasure{{At: at(3, 3), True: true}, {At: at(9, 9), True: false}}
	var got []string
	for _, p := range Check(m, Options{}).Problems {
		got = append(got, p.Code)
	}
	want := []string{"treasure_outside", "pit_loop_single", "river_into_wall",
		"one_weaponry", "hospital_next_to_weaponry"}
	if !slices.Equal(got, want) {
		t.Errorf("order %v, want %v", got, want)
	}
}

func TestSeverityString(t *testing.T) {
	if Error.String() != "error" || Warning.String() != "warning" || Severity(9).String() != "Severity(9)" {
		t.Error(Error.String(), Warning.String(), Severity(9).String())
	}
}

// TestDocumented checks that every code the checker can report, as found in
// its source, is documented, and that the cases above use only those codes.
func TestDocumented(t *testing.T) {
	doc, err := os.ReadFile("../../docs/validation.md")
	if err != nil {
		t.Fatal(err)
	}
	sources, err := filepath.Glob("*.go")
	if err != nil {
		t.Fatal(err)
	}
	call := regexp.MustCompile(`(?:c\.add\(\w+, \w+, |errorAt\(\w+, |warnAt\(\w+, )"([a-z_]+)"`)
	codes := map[string]bool{}
	for _, f := range sources {
		if strings.HasSuffix(f, "_test.go") {
			continue
		}
		src, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		for _, m := range call.FindAllSubmatch(src, -1) {
			codes[string(m[1])] = true
		}
	}
	if len(codes) < 30 {
		t.Fatalf("found only %d codes in the source: %v", len(codes), slices.Sorted(maps.Keys(codes)))
	}
	for _, c := range slices.Sorted(maps.Keys(codes)) {
		if !strings.Contains(string(doc), "`"+c+"`") {
			t.Errorf("code %q is not in docs/validation.md", c)
		}
	}
	tested := map[string]bool{}
	for _, tc := range checkCases {
		for _, c := range slices.Concat(tc.errors, tc.warns, tc.absent) {
			tested[c] = true
			if !codes[c] {
				t.Errorf("case %q uses unknown code %q", tc.name, c)
			}
		}
	}
	for _, c := range slices.Sorted(maps.Keys(codes)) {
		if !tested[c] {
			t.Errorf("no case checks code %q", c)
		}
	}
}
