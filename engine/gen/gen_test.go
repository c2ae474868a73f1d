package gen

import (
	"bytes"
	"errors"
	"fmt"
	"slices"
	"strings"
	"sync"
	"testing"

	"github.com/labyrinth-game/labyrinth/engine/analyze"
	"github.com/labyrinth-game/labyrinth/engine/maze"
	"github.com/labyrinth-game/labyrinth/engine/rules"
	"github.com/labyrinth-game/labyrinth/engine/validate"
)

func referenceWith(edit func(r *rules.Rules)) *rules.Rules {
	r := rules.Reference()
	edit(&r)
	return &r
}

// mustGenerate generates and checks that the labyrinth is valid with no
// warnings and meets every quality goal.
func mustGenerate(t testing.TB, p Params) *Result {
	t.Helper()
	res, err := Generate(p)
	if err != nil {
		t.Fatalf("%dx%d %v seed %d: %v", p.Width, p.Height, p.Difficulty, p.Seed, err)
	}
	checkResult(t, p, res)
	return res
}

// checkResult checks a result against every guarantee of docs/generator.md.
func checkResult(t testing.TB, p Params, res *Result) {
	t.Helper()
	m := res.Maze
	name := m.Title
	if len(res.Shortfalls) > 0 {
		t.Errorf("%s: shortfalls:\n\t%s", name, strings.Join(res.Shortfalls, "\n\t"))
	}
	checkBuilt(t, name, res)
	rep := validate.Check(m, validate.Options{})
	for _, pr := range rep.Problems {
		t.Errorf("%s: %s", name, pr)
	}
	a := analyze.Maze(m)
	if q := Quality(a, p.ReachBound); len(q) > 0 {
		t.Errorf("%s: %v", name, q)
	}
	if p.ReachBound == 0 {
		t.Errorf("%s: no reach bound", name)
	}
	// The file round-trips: what is checked is what is saved.
	data, err := maze.Encode(m)
	if err != nil {
		t.Fatalf("%s: encode: %v", name, err)
	}
	back, err := maze.Decode(data)
	if err != nil || !back.Equal(m) {
		t.Errorf("%s: decode(encode) differs: %v", name, err)
	}
}

// checkBuilt fails the test when an attempt built an invalid labyrinth or
// panicked: the generator recovers by trying again, but it is a bug.
func checkBuilt(t testing.TB, name string, res *Result) {
	t.Helper()
	for _, msg := range res.Invalid {
		t.Errorf("%s: an attempt was broken: %s", name, msg)
	}
}

func TestParamsCheck(t *testing.T) {
	cases := []struct {
		name string
		edit func(p *Params)
		want string // in the error
	}{
		{"size too small", func(p *Params) { p.Width = 1 }, "size 1x8: each side must be between 2 and 100"},
		{"size too large", func(p *Params) { p.Height = 101 }, "size 8x101"},
		{"§8.2 no weaponry", func(p *Params) { p.Weaponries = 0 }, "no weaponry: a labyrinth needs at least one (§8.2)"},
		{"§8.2 no hospital", func(p *Params) { p.Hospitals = 0 }, "no hospital"},
		{"§8.4 one exit", func(p *Params) { p.OpenExits, p.ClosedExits = 1, 0 }, "1 exit: a labyrinth needs at least 2 (§8.4)"},
		{"§4.4 pit loop of one pit", func(p *Params) { p.PitLoopLength = Range{1, 3} }, "pit loop length is 1..3"},
		{"river length upside down", func(p *Params) { p.RiverLength = Range{4, 2} }, "river length is 4..2"},
		{"negative count", func(p *Params) { p.Encephalitis = -1 }, "encephalitis cells is -1"},
		{"wall percentage", func(p *Params) { p.WallPercent = 150 }, "wall percentage is 150"},
		{"mask of the wrong size", func(p *Params) { p.Mask = make([]bool, 3) }, "shape mask has 3 entries; a 8x8 grid needs 64"},
		{"players", func(p *Params) { p.Players = 100 }, "100 players"},
		{"§7.1 encephalitis the rules do not have", func(p *Params) {
			p.Rules = referenceWith(func(r *rules.Rules) { r.Encephalitis = false })
			p.Encephalitis = 2
		}, "2 encephalitis cells, but the rules have no encephalitis (§7.1)"},
		{"§7.1 closed exits the rules do not allow", func(p *Params) {
			p.Rules = referenceWith(func(r *rules.Rules) { r.ClosedExits = false })
			p.ClosedExits = 1
		}, "1 closed exit, but the rules do not allow closed exits (§7.1)"},
		{"§7.1 landmines in a game without", func(p *Params) {
			p.Rules = referenceWith(func(r *rules.Rules) { r.Landmines = false })
			p.Landmines = 1
		}, "the rules have no landmines (§7.1)"},
		{"§7.1 landmines handed out", func(p *Params) {
			p.Rules = referenceWith(func(r *rules.Rules) { r.HandedOutLandmines = true })
			p.Landmines = 1
		}, "the rules hand landmines out instead"},
		{"§7.1 max_pit_loops", func(p *Params) {
			p.Rules = referenceWith(func(r *rules.Rules) { r.MaxPitLoops = 1 })
			p.PitLoops = 2
		}, "pit loops: 2, but the rules allow at most 1 (§7.1 max_pit_loops)"},
		{"§7.1 max_river_length", func(p *Params) {
			p.Rules = referenceWith(func(r *rules.Rules) { r.MaxRiverLength = 2 })
			p.RiverSystems, p.RiverLength = 1, Range{1, 3}
		}, "rivers of up to 3, but the rules allow at most 2 (§7.1 max_river_length)"},
		{"§7.1 fixed weaponries", func(p *Params) {
			p.Rules = referenceWith(func(r *rules.Rules) { r.Weaponries = 3 })
			p.Weaponries = 2
		}, "weaponries: 2, but the rules fix 3 (§7.1 weaponries)"},
		{"§7.1 fixed exits", func(p *Params) {
			p.Rules = referenceWith(func(r *rules.Rules) { r.Exits = 4 })
		}, "exits: 3, but the rules fix 4 (§7.1 exits)"},
		{"§8.4 open exit required", func(p *Params) {
			p.Rules = referenceWith(func(r *rules.Rules) { r.RequireOpenExit = true })
			p.OpenExits, p.ClosedExits = 0, 3
		}, "no open exit, but the rules require one (§8.4)"},
		{"001 l.129 F1: pits under no_pits", func(p *Params) {
			p.Rules = referenceWith(func(r *rules.Rules) { r.NoPits = true })
			p.PitLoops = 1
		}, "1 pit loop, but the rules have no pits (no_pits)"},
		{"001 l.131 F3: rivers under no_rivers", func(p *Params) {
			p.Rules = referenceWith(func(r *rules.Rules) { r.NoRivers = true })
			p.RiverSystems = 2
		}, "2 river systems, but the rules have no rivers (no_rivers)"},
		{"001 l.144 A1: a weaponry when the rules have none", func(p *Params) {
			p.Rules = referenceWith(func(r *rules.Rules) { r.Weaponries = rules.NoWeaponries })
			p.Weaponries = 2
		}, "2 weaponries, but the rules have none (weaponries -1)"},
		{"001 l.150 H1: a hospital when the rules have none", func(p *Params) {
			p.Rules = referenceWith(func(r *rules.Rules) { r.Hospitals = rules.NoHospitals })
			p.Hospitals = 1
		}, "1 hospital, but the rules have none (hospitals -1)"},
		{"001 l.166 O1: no exit at all", func(p *Params) {
			p.Rules = referenceWith(func(r *rules.Rules) { r.MinExits = 1 })
			p.OpenExits, p.ClosedExits = 0, 0
		}, "0 exits: a labyrinth needs at least 1 (min_exits)"},
		{"004 l.28 loops of one pit need single_pit_loops", func(p *Params) {
			p.Rules = referenceWith(func(r *rules.Rules) { r.MaxPits = 2 })
			p.PitLoops, p.PitLoopLength = 1, Range{1, 1}
		}, "pit loop length is 1; it must be a range from at least 2"},
		{"001 l.141 T2: one fake treasure at most", func(p *Params) {
			p.Rules = referenceWith(func(r *rules.Rules) { r.MaxFakeTreasures = 1 })
			p.FakeTreasures = 2
		}, "fake treasures: 2, but the rules allow at most 1 (max_fake_treasures, T2)"},
		{"001 l.142 T3: several true treasures fixed", func(p *Params) {
			p.Rules = referenceWith(func(r *rules.Rules) { r.TrueTreasures = 2 })
		}, "the rules fix 2 true treasures (true_treasures); the generator places one"},
		{"bad rules", func(p *Params) {
			p.Rules = referenceWith(func(r *rules.Rules) { r.MaxPits = -1 })
		}, "rules: max_pits is -1"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			p := Defaults(8, 8, 3, Standard, nil)
			p.OpenExits, p.ClosedExits = 2, 1
			c.edit(&p)
			_, err := Generate(p)
			if err == nil || !strings.Contains(err.Error(), c.want) {
				t.Errorf("error %v, want one containing %q", err, c.want)
			}
		})
	}
}

func TestImpossible(t *testing.T) {
	cases := []struct {
		name string
		p    func() Params
		want string
	}{
		{"§7.1 three weaponries fixed on a 2x2", func() Params {
			return Defaults(2, 2, 3, Standard, referenceWith(func(r *rules.Rules) { r.Weaponries = 3 }))
		}, "3 weaponries, 1 hospital, 1 treasure need at least 5 cells, each on its own; the labyrinth has 4"},
		{"§7.1 more inner walls than a 5x5 can hold", func() Params {
			return Defaults(5, 5, 3, Standard, referenceWith(func(r *rules.Rules) { r.InnerWalls = 20 }))
		}, "the rules fix 20 inner walls (§7.1 inner_walls), but a 5x5 labyrinth has 40 inner sides, of which at least 24 must stay open to join its 25 cells: at most 16 walls"},
		{"a shape in two pieces", func() Params {
			p := Defaults(5, 5, 3, Standard, nil)
			p.Mask = make([]bool, 25)
			for i := range p.Mask {
				p.Mask[i] = i%5 != 2 // the middle column is cut out
			}
			return p
		}, "the shape falls apart: cell (4,1) is not joined to cell (1,1)"},
		{"too many fakes for the room", func() Params {
			p := Defaults(4, 4, 3, Standard, nil)
			p.FakeTreasures = 12
			return p
		}, "need at least"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			_, err := Generate(c.p())
			if err == nil || !strings.Contains(err.Error(), c.want) {
				t.Errorf("error %v, want one containing %q", err, c.want)
			}
		})
	}
}

func TestDeterministic(t *testing.T) {
	for _, d := range Difficulties {
		p := Defaults(12, 9, 4, d, nil)
		p.Seed = 99
		a, b := mustGenerate(t, p), mustGenerate(t, p)
		ea, _ := maze.Encode(a.Maze)
		eb, _ := maze.Encode(b.Maze)
		if !bytes.Equal(ea, eb) {
			t.Errorf("%v: two runs with seed 99 differ", d)
		}
		p.Seed = 100
		ec, _ := maze.Encode(mustGenerate(t, p).Maze)
		if bytes.Equal(ea, ec) {
			t.Errorf("%v: seeds 99 and 100 give the same labyrinth", d)
		}
	}
}

func TestDefaults(t *testing.T) {
	for _, c := range []struct {
		name string
		w, h int
		d    Difficulty
		r    *rules.Rules
		chk  func(t *testing.T, p Params)
	}{
		{"beginner is easier than expert", 10, 10, Beginner, nil, func(t *testing.T, p Params) {
			e := Defaults(10, 10, 3, Expert, nil)
			if p.WallPercent >= e.WallPercent || p.Encephalitis > e.Encephalitis || p.Weaponries < e.Weaponries {
				t.Errorf("beginner %+v\nexpert %+v", p, e)
			}
		}},
		{"counts grow with the area", 30, 30, Standard, nil, func(t *testing.T, p Params) {
			s := Defaults(10, 10, 3, Standard, nil)
			if p.Weaponries <= s.Weaponries || p.PitLoops <= s.PitLoops || p.RiverSystems <= s.RiverSystems {
				t.Errorf("30x30 %+v\n10x10 %+v", p, s)
			}
		}},
		{"§8 rec. 1 two weaponries and hospitals from 3x3", 3, 3, Standard, nil, func(t *testing.T, p Params) {
			if p.Weaponries < 2 || p.Hospitals < 2 || p.FakeTreasures < 1 || p.PitLoops < 1 {
				t.Errorf("%+v", p)
			}
		}},
		{"§7.1 the Beginner preset's limits", 20, 20, Expert, ptr(rules.Beginner()), func(t *testing.T, p Params) {
			if p.Encephalitis != 0 || p.ClosedExits != 0 || p.Landmines != 0 || p.PitLoops > 1 ||
				p.PitLoopLength.Max > 3 || p.RiverSystems > 1 || p.RiverLength.Max > 4 || p.RiverBranches.Max > 1 {
				t.Errorf("%+v", p)
			}
		}},
		{"§7.1 counts fixed by the rules", 10, 10, Standard, referenceWith(func(r *rules.Rules) {
			r.Weaponries, r.Hospitals, r.Treasures, r.Exits = 4, 3, 5, 6
		}), func(t *testing.T, p Params) {
			if p.Weaponries != 4 || p.Hospitals != 3 || p.FakeTreasures != 4 || p.OpenExits+p.ClosedExits != 6 {
				t.Errorf("%+v", p)
			}
		}},
		{"§7.1 max_pits caps the loops", 30, 30, Standard, referenceWith(func(r *rules.Rules) { r.MaxPits = 5 }), func(t *testing.T, p Params) {
			if p.PitLoops*p.PitLoopLength.Max > 5 {
				t.Errorf("%d loops of up to %d pits", p.PitLoops, p.PitLoopLength.Max)
			}
		}},
		{"§7.1 loops of one pit allowed means no pits", 10, 10, Standard, referenceWith(func(r *rules.Rules) { r.MaxPitLoopLength = 1 }), func(t *testing.T, p Params) {
			if p.PitLoops != 0 {
				t.Errorf("%d loops", p.PitLoops)
			}
		}},
		{"§7.1 handed-out landmines do not lie in the labyrinth", 10, 10, Expert, referenceWith(func(r *rules.Rules) { r.HandedOutLandmines = true }), func(t *testing.T, p Params) {
			if p.Landmines != 0 {
				t.Errorf("%d landmines", p.Landmines)
			}
		}},
	} {
		t.Run(c.name, func(t *testing.T) {
			p := Defaults(c.w, c.h, 3, c.d, c.r)
			if err := p.Check(); err != nil {
				t.Fatal(err)
			}
			c.chk(t, p)
		})
	}
}

func ptr[T any](v T) *T { return &v }

// TestRules generates under rules configurations that set every §7.1
// option and checks the labyrinths keep to them: the validator (which
// knows §7.1) finds nothing, and the counts are those asked for.
func TestRules(t *testing.T) {
	configs := []struct {
		name string
		r    *rules.Rules
	}{
		{"Beginner preset", ptr(rules.Beginner())},
		{"fixed counts", referenceWith(func(r *rules.Rules) {
			r.Weaponries, r.Hospitals, r.Treasures, r.Exits, r.InnerWalls = 3, 3, 4, 5, 40
		})},
		{"tight limits", referenceWith(func(r *rules.Rules) {
			r.MaxPits, r.MaxPitLoops, r.MaxPitLoopLength = 5, 2, 3
			r.MaxRiverSystems, r.MaxRiverBranches, r.MaxRiverLength = 2, 2, 3
			r.Encephalitis, r.ClosedExits, r.Landmines = false, false, false
		})},
		{"chains and an open exit", referenceWith(func(r *rules.Rules) { r.Chains, r.RequireOpenExit = true, true })},
		// Seed 001's T2 (l.141) and T3 (l.142): the defaults keep to them.
		{"001 T2 and T3", referenceWith(func(r *rules.Rules) { r.MaxFakeTreasures, r.TrueTreasures = 1, -1 })},
	}
	for _, c := range configs {
		for _, size := range [][2]int{{8, 8}, {12, 9}, {16, 16}} {
			for _, d := range Difficulties {
				for seed := range uint64(3) {
					p := Defaults(size[0], size[1], 4, d, c.r)
					p.Seed = seed
					res := mustGenerate(t, p)
					if res.Maze.Rules == nil || !res.Maze.Rules.Equal(*c.r) {
						t.Errorf("%s: the maze does not carry its rules", c.name)
					}
					n := res.Report.Counts
					if r := c.r; r.Weaponries > 0 && (n.Weaponries != r.Weaponries || n.Hospitals != r.Hospitals ||
						n.TrueTreasures+n.FakeTreasures != r.Treasures || n.Exits != r.Exits || n.InnerWalls != r.InnerWalls) {
						t.Errorf("%s: counts %+v", c.name, n)
					}
				}
			}
		}
	}
}

func TestShapes(t *testing.T) {
	ring := make([]bool, 49)
	for i := range ring {
		x, y := i%7, i/7
		ring[i] = !(x >= 2 && x <= 4 && y >= 2 && y <= 4) // a 7x7 with a 3x3 hole
	}
	for _, d := range Difficulties {
		p := Defaults(7, 7, 3, d, nil)
		p.Shape = NoCorners
		p.Derive()
		for seed := range uint64(5) {
			p.Seed = seed
			m := mustGenerate(t, p).Maze
			for _, c := range []maze.Pos{maze.At(0, 0), maze.At(6, 0), maze.At(0, 6), maze.At(6, 6)} {
				if m.Inside(c) {
					t.Errorf("no-corners: corner %s is a cell", c)
				}
			}
		}
		p = Defaults(7, 7, 3, d, nil)
		p.Mask = ring
		p.Derive()
		for seed := range uint64(5) {
			p.Seed = seed
			m := mustGenerate(t, p).Maze
			if m.CountInside() != 40 || m.Inside(maze.At(3, 3)) {
				t.Errorf("ring: %d cells", m.CountInside())
			}
		}
	}
}

// TestTiny: below 3x3 the recommendations cannot all be met. The
// labyrinths are still valid, and their shortfalls say what is missed.
func TestTiny(t *testing.T) {
	for _, size := range [][2]int{{2, 2}, {2, 3}, {3, 2}, {2, 5}} {
		p := Defaults(size[0], size[1], 3, Standard, nil)
		res, err := Generate(p)
		if err != nil {
			t.Fatalf("%v: %v", size, err)
		}
		if rep := validate.Check(res.Maze, validate.Options{}); !rep.OK() {
			t.Errorf("%v: invalid: %v", size, rep.Errors())
		}
		if size == [2]int{2, 2} && !anyPrefix(res.Shortfalls, "warning §8 rec. 1: the labyrinth has only one weaponry") {
			t.Errorf("%v: shortfalls %v", size, res.Shortfalls)
		}
	}
}

func anyPrefix(list []string, prefix string) bool {
	for _, s := range list {
		if strings.HasPrefix(s, prefix) {
			return true
		}
	}
	return false
}

// TestParamsByHand: parameters written out by hand, without Defaults, need
// only what they use.
func TestParamsByHand(t *testing.T) {
	p := Params{Width: 6, Height: 5, Players: 2, Seed: 4, Weaponries: 2, Hospitals: 2,
		OpenExits: 2, FakeTreasures: 1, ReachBound: 9, WallPercent: 25}
	res, err := Generate(p)
	if err != nil {
		t.Fatal(err)
	}
	if rep := validate.Check(res.Maze, validate.Options{}); !rep.OK() {
		t.Errorf("invalid: %v", rep.Errors())
	}
	// No pits and no rivers were asked: that warning is expected, and the
	// only shortfall.
	if len(res.Shortfalls) != 1 || !strings.Contains(res.Shortfalls[0], "neither pits nor rivers") || res.Attempts != 1 {
		t.Errorf("shortfalls %v after %d attempts", res.Shortfalls, res.Attempts)
	}
}

// TestRiversByDefault: rivers are half of the puzzle (reference part A, and
// every example has one), so the defaults give a river system to every
// standard labyrinth from 16 cells, expert from 12, beginner from 20, and
// more as the area grows.
func TestRiversByDefault(t *testing.T) {
	for _, c := range []struct {
		w, h    int
		d       Difficulty
		systems int
	}{
		{3, 5, Standard, 0}, {4, 4, Standard, 1}, {3, 6, Standard, 1}, {4, 5, Standard, 1},
		{5, 5, Standard, 1}, {8, 8, Standard, 1}, {9, 10, Standard, 2}, {30, 30, Standard, 20},
		{3, 3, Expert, 0}, {3, 4, Expert, 1}, {6, 6, Expert, 1}, {6, 10, Expert, 2}, {30, 30, Expert, 30},
		{4, 4, Beginner, 0}, {4, 5, Beginner, 1}, {8, 8, Beginner, 1}, {10, 12, Beginner, 2},
	} {
		t.Run(fmt.Sprintf("%dx%d %v", c.w, c.h, c.d), func(t *testing.T) {
			p := Defaults(c.w, c.h, 3, c.d, nil)
			if p.RiverSystems != c.systems {
				t.Errorf("%d river systems, want %d", p.RiverSystems, c.systems)
			}
			if c.d == Beginner && p.RiverBranches.Max != 1 {
				t.Errorf("beginner rivers with up to %d branches", p.RiverBranches.Max)
			}
		})
	}
}

// TestSmallLabyrinthsHaveRiversAndPits generates the sizes people play (the
// reference's 4x5, solo practice up to 8x8) with many seeds: each has its
// river systems and a pit loop, and meets every goal.
func TestSmallLabyrinthsHaveRiversAndPits(t *testing.T) {
	seeds := uint64(25)
	if testing.Short() {
		seeds = 5
	}
	for _, sz := range [][2]int{{4, 4}, {3, 6}, {4, 5}, {4, 6}, {5, 5}, {6, 6}, {7, 7}, {8, 8}} {
		for _, d := range Difficulties {
			p := Defaults(sz[0], sz[1], 3, d, nil)
			for seed := range seeds {
				p.Seed = seed
				res := mustGenerate(t, p)
				c := res.Report.Counts
				if c.RiverSystems != p.RiverSystems || c.PitLoops < 1 {
					t.Errorf("%dx%d %v seed %d: %d river systems (want %d), %d pit loops",
						sz[0], sz[1], d, seed, c.RiverSystems, p.RiverSystems, c.PitLoops)
				}
			}
		}
	}
}

// TestBrokenAttempt: a labyrinth the validator rejects, or a panic while
// building, is an error of the attempt (which run retries), never a panic
// for the caller.
func TestBrokenAttempt(t *testing.T) {
	t.Run("§8.4 an exit from a river source is an error, not a panic", func(t *testing.T) {
		m := sampleMaze(t) // valid; its river rises at (3,1)
		m.SetSide(at(3, 1), maze.Up, maze.Open)
		p := Defaults(5, 5, 3, Standard, nil)
		_, _, _, err := verdict(m, &p, nil)
		var bad broken
		if !errors.As(err, &bad) || !strings.Contains(err.Error(), "exit up from a river source") {
			t.Errorf("error %v, want a broken attempt naming the exit", err)
		}
	})
	t.Run("a panic while building", func(t *testing.T) {
		p := Defaults(4, 4, 3, Standard, nil)
		_, err := attempt(new(workspace), nil, nil, &p, 0)
		var bad broken
		if !errors.As(err, &bad) || !strings.Contains(err.Error(), "the generator failed (a bug)") {
			t.Errorf("error %v, want a broken attempt", err)
		}
	})
}

// TestGenerateConcurrently: callers generating at once (each attempt in a
// workspace of its own, taken from a pool) get the labyrinths one caller
// alone gets, byte for byte, with the same reports.
func TestGenerateConcurrently(t *testing.T) {
	type job struct {
		p    Params
		want []byte
		walk []int32
	}
	var jobs []job
	for k := range 24 {
		d := Difficulties[k%len(Difficulties)]
		p := Defaults(4+k%9, 3+k%11, 3, d, nil)
		p.Seed = uint64(k)
		res := mustGenerate(t, p)
		data, err := maze.Encode(res.Maze)
		if err != nil {
			t.Fatal(err)
		}
		jobs = append(jobs, job{p, data, res.Report.Walk.Visits})
	}
	var wg sync.WaitGroup
	errs := make(chan string, 4*len(jobs))
	for range 4 {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for _, j := range jobs {
				res, err := Generate(j.p)
				if err != nil {
					errs <- err.Error()
					continue
				}
				data, _ := maze.Encode(res.Maze)
				if !bytes.Equal(data, j.want) || !slices.Equal(res.Report.Walk.Visits, j.walk) {
					errs <- fmt.Sprintf("%dx%d seed %d: another labyrinth or walk than alone", j.p.Width, j.p.Height, j.p.Seed)
				}
			}
		}()
	}
	wg.Wait()
	close(errs)
	for e := range errs {
		t.Error(e)
	}
}

// TestBlankStaysBlank: the blank labyrinth a workspace keeps for a size is
// only ever copied: a labyrinth without corners in between leaves the
// rectangle of the same size and seed as it was.
func TestBlankStaysBlank(t *testing.T) {
	p := Defaults(9, 7, 3, Standard, nil)
	p.Seed = 5
	first, err := maze.Encode(mustGenerate(t, p).Maze)
	if err != nil {
		t.Fatal(err)
	}
	shaped := p
	shaped.Shape = NoCorners
	mustGenerate(t, shaped)
	again, _ := maze.Encode(mustGenerate(t, p).Maze)
	if !bytes.Equal(first, again) {
		t.Error("the rectangle changed after a labyrinth without corners of its size")
	}
}
