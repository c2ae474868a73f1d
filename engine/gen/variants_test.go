package gen

import (
	"fmt"
	"testing"

	"github.com/labyrinth-game/labyrinth/engine/maze"
	"github.com/labyrinth-game/labyrinth/engine/rules"
	"github.com/labyrinth-game/labyrinth/engine/validate"
)

// planVariants are the plan limits of the other rule systems of the seeds
// (docs/variants.md, work package 3), each with what a labyrinth made for
// it must show besides being valid under it: a message when it does not.
var planVariants = []struct {
	name  string
	edit  func(r *rules.Rules)
	check func(m *maze.Maze) string
}{
	{"001 l.167 O2: only one exit", func(r *rules.Rules) { r.MinExits, r.Exits = 1, 1 },
		func(m *maze.Maze) string { return want(len(m.Exits()) == 1, "%d exits", len(m.Exits())) }},
	{"001 l.166 O1: several exits possible", func(r *rules.Rules) { r.MinExits = 1 },
		func(m *maze.Maze) string { return want(len(m.Exits()) >= 1, "no exit") }},
	{"001 l.144 A1: no arsenals", func(r *rules.Rules) { r.Weaponries = rules.NoWeaponries },
		func(m *maze.Maze) string { return none(m, maze.Weaponry) }},
	{"001 l.150 H1: no hospital", func(r *rules.Rules) { r.Hospitals = rules.NoHospitals },
		func(m *maze.Maze) string { return none(m, maze.Hospital) }},
	{"001 l.177 BASIC: neither arsenal nor hospital, no wormholes or rivers, one exit or more", func(r *rules.Rules) {
		r.Weaponries, r.Hospitals, r.NoPits, r.NoRivers, r.MinExits = rules.NoWeaponries, rules.NoHospitals, true, true, 1
	}, func(m *maze.Maze) string {
		return none(m, maze.Weaponry, maze.Hospital, maze.Pit, maze.River, maze.Delta)
	}},
	{"001 l.145 A2 and 004 l.13: one arsenal, one hospital", func(r *rules.Rules) { r.Weaponries, r.Hospitals = 1, 1 },
		func(m *maze.Maze) string {
			w, h := countKind(m, maze.Weaponry), countKind(m, maze.Hospital)
			return want(w == 1 && h == 1, "%d weaponries and %d hospitals", w, h)
		}},
	{"001 l.129 F1: no wormholes, no rivers", func(r *rules.Rules) { r.NoPits, r.NoRivers = true, true },
		func(m *maze.Maze) string { return none(m, maze.Pit, maze.River, maze.Delta) }},
	{"001 l.131 F3: several chains of wormholes, no rivers", func(r *rules.Rules) { r.NoRivers = true },
		func(m *maze.Maze) string { return none(m, maze.River, maze.Delta) }},
	{"004 l.28 cycles of one pit", func(r *rules.Rules) { r.SinglePitLoops, r.MaxPitLoopLength = true, 1 },
		func(m *maze.Maze) string {
			for i := range m.Len() {
				if c := m.Cell(m.PosOf(i)); c.Kind == maze.Pit && c.Order != 1 {
					return fmt.Sprintf("pit %d of loop %d", c.Order, c.Loop)
				}
			}
			return ""
		}},
	{"001 l.90 one enclosure", func(r *rules.Rules) { r.OneEnclosure = true }, nil},
	{"001 l.115 rivers only flow from north to south", func(r *rules.Rules) { r.RiversFlow = rules.FlowSouth },
		func(m *maze.Maze) string { return riversNot(m, func(c maze.Cell) bool { return c.Flow == maze.Up }) }},
	{"001 l.115 rivers must be straight", func(r *rules.Rules) { r.StraightRivers = true }, nil},
	{"001 l.115 straight rivers from north to south", func(r *rules.Rules) { r.StraightRivers, r.RiversFlow = true, rules.FlowSouth },
		func(m *maze.Maze) string { return riversNot(m, func(c maze.Cell) bool { return c.Flow == maze.Up }) }},
	{"001 l.115 wormholes at least 3 steps apart", func(r *rules.Rules) { r.MinPitDistance = 3 },
		func(m *maze.Maze) string {
			var pits []maze.Pos
			for i := range m.Len() {
				if p := m.PosOf(i); m.Kind(p) == maze.Pit {
					for _, q := range pits {
						if d := abs(p.X-q.X) + abs(p.Y-q.Y); d < 3 {
							return fmt.Sprintf("pits %s and %s are %d apart", q, p, d)
						}
					}
					pits = append(pits, p)
				}
			}
			return ""
		}},
	{"001 l.110, l.172 O7: a bear and a leprechaun, each walking there and back from its cave", func(r *rules.Rules) { r.Creatures = true },
		func(m *maze.Maze) string {
			kinds := map[maze.CreatureKind]int{}
			for _, c := range m.Creatures {
				kinds[c.Kind]++
				if m.Kind(c.At) != maze.Land {
					return fmt.Sprintf("a %s starts on a cell of kind %s", c.Kind, m.Kind(c.At))
				}
				at := c.At
				for _, d := range c.Path {
					at = at.Step(d)
				}
				if at != c.At || len(c.Path)%2 != 0 {
					return fmt.Sprintf("the %s's path %v does not come back to %s", c.Kind, c.Path, c.At)
				}
			}
			return want(kinds[maze.Bear] == 1 && kinds[maze.Leprechaun] == 1, "creatures %v", m.Creatures)
		}},
}

// Creatures are asked for only under the rules' creatures option (O7).
func TestCreaturesNeedTheRules(t *testing.T) {
	p := Defaults(8, 8, 3, Standard, nil)
	if p.Bears != 0 || p.Leprechauns != 0 {
		t.Fatalf("creatures without O7: %d bears, %d leprechauns", p.Bears, p.Leprechauns)
	}
	p.Bears = 1
	if err := p.Check(); err == nil || err.Error() != "1 creature, but the rules have no creatures (creatures, O7)" {
		t.Fatalf("a bear without O7: %v", err)
	}
	r := rules.Reference()
	r.Creatures = true
	p = Defaults(8, 8, 3, Standard, &r)
	p.Leprechauns = 0
	res, err := Generate(p)
	if err != nil {
		t.Fatal(err)
	}
	if len(res.Maze.Creatures) != 1 || res.Maze.Creatures[0].Kind != maze.Bear {
		t.Fatalf("creatures %v, want one bear", res.Maze.Creatures)
	}
}

func want(ok bool, format string, args ...any) string {
	if ok {
		return ""
	}
	return fmt.Sprintf(format, args...)
}

func countKind(m *maze.Maze, k maze.Kind) int {
	n := 0
	for i := range m.Len() {
		if m.Kind(m.PosOf(i)) == k {
			n++
		}
	}
	return n
}

// none says which of the kinds the labyrinth has.
func none(m *maze.Maze, kinds ...maze.Kind) string {
	for _, k := range kinds {
		if n := countKind(m, k); n > 0 {
			return fmt.Sprintf("%d cells of kind %s", n, k)
		}
	}
	return ""
}

// riversNot names a river cell for which bad holds.
func riversNot(m *maze.Maze, bad func(maze.Cell) bool) string {
	for i := range m.Len() {
		if c := m.Cell(m.PosOf(i)); c.Kind == maze.River && bad(c) {
			return fmt.Sprintf("river at %s flows %s", m.PosOf(i), c.Flow)
		}
	}
	return ""
}

// TestPropertyVariants: for each plan limit of the seeds, labyrinths of
// every difficulty and sizes 4x4 to 20x20 generated for it are valid under
// it (validate.Check with the rules they carry), hold the river systems and
// pit loops the parameters ask for (the limit is kept, not dodged by
// leaving them out), and show what the limit asks.
func TestPropertyVariants(t *testing.T) {
	sides := []int{4, 6, 9, 14, 20}
	if testing.Short() {
		sides = []int{5, 12}
	}
	for _, v := range planVariants {
		t.Run(v.name, func(t *testing.T) {
			r := rules.Reference()
			v.edit(&r)
			if err := r.Check(); err != nil {
				t.Fatal(err)
			}
			for k, w := range sides {
				h := sides[(k+1)%len(sides)]
				for _, d := range Difficulties {
					p := Defaults(w, h, 3, d, &r)
					p.Seed = uint64(w*100 + h)
					name := fmt.Sprintf("%dx%d %v seed %d", w, h, d, p.Seed)
					res, err := Generate(p)
					if err != nil {
						t.Errorf("%s: %v", name, err)
						continue
					}
					checkBuilt(t, name, res)
					m := res.Maze
					if rep := validate.Check(m, validate.Options{}); !rep.OK() {
						t.Errorf("%s: invalid under the rules it carries: %v", name, rep.Errors())
					}
					if m.Rules == nil || !m.Rules.Equal(r) {
						t.Errorf("%s: the maze carries rules %+v", name, m.Rules)
					}
					if c := res.Report.Counts; c.RiverSystems != p.RiverSystems || c.PitLoops != p.PitLoops {
						t.Errorf("%s: %d river systems and %d pit loops, %d and %d asked",
							name, c.RiverSystems, c.PitLoops, p.RiverSystems, p.PitLoops)
					}
					if v.check != nil {
						if msg := v.check(m); msg != "" {
							t.Errorf("%s: %s", name, msg)
						}
					}
				}
			}
		})
	}
}
