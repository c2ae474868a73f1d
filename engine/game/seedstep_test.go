package game

import (
	"slices"
	"testing"

	"github.com/labyrinth-game/labyrinth/engine/maze"
	"github.com/labyrinth-game/labyrinth/engine/moves"
	"github.com/labyrinth-game/labyrinth/engine/rules"
)

// The rules of seeds 001, 002 and 004 that change how a step resolves
// (issue 12, part B). Each test names the seed and the line it checks; the
// reference's behaviour under the same moves is TestMovement's.

// stepRows is TestMovement's labyrinth: a pit loop (5,2) → (5,5), a river
// (1,3) ↓ (1,4) → delta (2,4).
var stepRows = []string{
	"L  L  H  W  L",
	"L  L  L  L  P1.1",
	"Rv L  L  L  L",
	"R> D  L  L  L",
	"L  L  L  L  P1.2",
}

// longRiver is a river of five cells down the second column into a delta.
var longRiver = []string{
	"L  Rv L  L",
	"L  Rv L  L",
	"L  Rv L  L",
	"L  Rv L  L",
	"L  Rv L  L",
	"L  D  L  L",
}

func TestPitWallJumps(t *testing.T) {
	m := plan(t, stepRows, "2,2 right", "1,1 left exit", "$3,5")
	jumps := with(func(r *rules.Rules) { r.PitWallJumps = true })
	for _, name := range []string{
		"001 l.81 S2: a failed step from a wormhole goes on to the next",
		"004 l.26–27 R21: hitting a wall leaving a pit throws one back in and on",
	} {
		t.Run(name, func(t *testing.T) {
			tb := newTable(t, m, jumps, "Ann@5,2")
			tb.say("Ann", "go right")
			if got, want := tb.codes(), []Code{Said, HitWall, MovedByLoop, Position, TurnBegins}; !slices.Equal(got, want) {
				t.Fatalf("events %v, want %v", got, want)
			}
			if e := tb.must(HitWall); e.Cell != maze.Outside {
				t.Errorf("the wall's event says the flow carried him: %+v", e)
			}
			if e := tb.must(MovedByLoop); e.Cell != maze.Pit {
				t.Errorf("moved by the loop into %v", e.Cell)
			}
			if got := tb.at("Ann"); got != pos(5, 5) {
				t.Errorf("ends at %v, want the next pit (5,5)", got)
			}
		})
	}
	t.Run("001 l.81 S2: a wall hit from land leaves one where one is", func(t *testing.T) {
		tb := newTable(t, m, jumps, "Ann@2,2")
		tb.say("Ann", "go right")
		tb.mustNot(MovedByLoop)
		if got := tb.at("Ann"); got != pos(2, 2) {
			t.Errorf("ends at %v", got)
		}
	})
	t.Run("001 l.81 S2: a step out of a pit that succeeds is a step", func(t *testing.T) {
		tb := newTable(t, m, jumps, "Ann@5,2")
		tb.say("Ann", "go left")
		tb.mustNot(MovedByLoop)
		if got := tb.at("Ann"); got != pos(4, 2) {
			t.Errorf("ends at %v", got)
		}
	})
	t.Run("001 l.81 S2: if I fall into a pit holds for the jump", func(t *testing.T) {
		tb := newTable(t, m, jumps, "Ann@5,2")
		tb.say("Ann", "go right; if I fall into a pit, shoot up")
		if e := tb.must(Condition); !e.Yes {
			t.Errorf("the condition did not hold: %+v", e)
		}
	})
}

func TestSkipCarries(t *testing.T) {
	m := plan(t, stepRows, "1,1 left exit", "$3,5")
	carries := with(func(r *rules.Rules) { r.SkipCarries = true })
	cases := []struct {
		name  string
		r     rules.Rules
		start string
		code  Code
		cell  maze.Kind
		end   maze.Pos
	}{
		{"001 l.81 a skip in a wormhole moves to the next", carries, "5,2", MovedByLoop, maze.Pit, pos(5, 5)},
		{"002 l.46 K24 a skip in a wormhole moves to the next", carries, "5,5", MovedByLoop, maze.Pit, pos(5, 2)},
		{"001 l.82 a skip in a river flows down it", carries, "1,3", MovedByFlow, maze.River, pos(1, 4)},
		{"002 l.47 K26 a skip in a river flows down it, to the end", carries, "1,4", MovedByFlow, maze.Delta, pos(2, 4)},
		{"001 l.82 a skip in a river flows two cells under river_carry two",
			with(func(r *rules.Rules) { r.SkipCarries, r.RiverCarry = true, rules.CarryTwo }), "1,3", MovedByFlow, maze.Delta, pos(2, 4)},
		{"001 l.82 a skip at the river end stays", carries, "2,4", Skipped, maze.Outside, pos(2, 4)},
		{"001 l.81 a skip on land stays", carries, "3,3", Skipped, maze.Outside, pos(3, 3)},
		{"§6.6 a skip in a pit stays in the reference", ref(), "5,2", Skipped, maze.Outside, pos(5, 2)},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			tb := newTable(t, m, c.r, "Ann@"+c.start)
			tb.say("Ann", "skip")
			tb.must(Skipped)
			if c.code != Skipped {
				if e := tb.must(c.code); e.Cell != c.cell {
					t.Errorf("announced %v, want %v", e.Cell, c.cell)
				}
			} else {
				tb.mustNot(MovedByLoop)
				tb.mustNot(MovedByFlow)
			}
			if got := tb.at("Ann"); got != c.end {
				t.Errorf("ends at %v, want %v", got, c.end)
			}
		})
	}
	t.Run("001 l.81 §6.6 a skip that carried is no skip for the draw", func(t *testing.T) {
		tb := newTable(t, m, carries, "Ann@5,2", "Bob@3,3")
		tb.say("Ann", "skip")
		tb.say("Bob", "skip")
		if tb.g.Phase() == Over {
			t.Fatalf("a round of skips in which Ann moved by the loop is a draw: %v", tb.codes())
		}
		tb = newTable(t, m, carries, "Ann@4,4", "Bob@3,3")
		tb.say("Ann", "skip")
		tb.say("Bob", "skip")
		if r, _ := tb.g.Result(); r != DrawAllSkipped {
			t.Fatalf("a round of skips on land: %v", r)
		}
	})
}

func TestRiverCarry(t *testing.T) {
	m := plan(t, stepRows, "1,1 left exit", "$3,5")
	two := with(func(r *rules.Rules) { r.RiverCarry = rules.CarryTwo })
	stepCases(t, m, two, []stepCase{
		{"001 l.82 a river carries two cells", "2,3", "go left", CarriedByFlow, maze.Delta, pos(2, 4)},
		{"001 l.82 the river end stops the marker", "1,5", "go up", CarriedByFlow, maze.Delta, pos(2, 4)},
		{"001 l.82 a wall in a river carries two cells", "1,3", "go left", HitWall, maze.Delta, pos(2, 4)},
		{"001 l.82 by the flow, two cells", "1,3", "by the flow", MovedByFlow, maze.Delta, pos(2, 4)},
	})
	long := plan(t, longRiver, "1,1 left exit", "$4,6")
	t.Run("001 l.82 two cells down a long river", func(t *testing.T) {
		tb := newTable(t, long, two, "Ann@1,1")
		tb.say("Ann", "go right")
		if got := tb.at("Ann"); got != pos(2, 3) {
			t.Errorf("ends at %v, want (2,3)", got)
		}
	})
	t.Run("004 l.14–17 R12 one or two cells at random, drawn from the seed", func(t *testing.T) {
		random := with(func(r *rules.Rules) { r.RiverCarry = rules.CarryRandom })
		ends := map[maze.Pos]int{}
		for seed := range uint64(40) {
			tb := seeded(t, long, random, seed, pos(1, 1))
			tb.say("Ann", "go right")
			end := tb.at("Ann")
			ends[end]++
			// R13: the announcement is the same however far he went.
			if e := tb.must(CarriedByFlow); e.Cell != maze.River {
				t.Fatalf("seed %d: announced %v", seed, e.Cell)
			}
			// The journal keeps the seed: replayed, the game is the same.
			g := tb.g
			again, err := New(g.Setup())
			if err != nil {
				t.Fatal(err)
			}
			for _, c := range g.Journal() {
				if _, err := again.Apply(c, nil); err != nil {
					t.Fatal(err)
				}
			}
			if a, b := snapshotOf(t, g), snapshotOf(t, again); a != b {
				t.Fatalf("seed %d: the replay differs", seed)
			}
		}
		if len(ends) != 2 || ends[pos(2, 2)] == 0 || ends[pos(2, 3)] == 0 {
			t.Fatalf("ends over 40 seeds: %v; want both one and two cells downstream", ends)
		}
	})
	t.Run("004 l.17–18 R14 the delta is told, and stops the flow", func(t *testing.T) {
		random := with(func(r *rules.Rules) { r.RiverCarry = rules.CarryRandom })
		for seed := range uint64(20) {
			tb := seeded(t, long, random, seed, pos(1, 5))
			tb.say("Ann", "go right")
			if e := tb.must(CarriedByFlow); e.Cell != maze.Delta || tb.at("Ann") != pos(2, 6) {
				t.Fatalf("seed %d: announced %v, at %v", seed, e.Cell, tb.at("Ann"))
			}
		}
	})
}

// stepCase is one step of Ann's, alone on a labyrinth: where she starts,
// what she says, the event that tells what happened and the cell it
// announces, and where she ends.
type stepCase struct {
	name  string
	start string
	move  string
	code  Code
	cell  maze.Kind
	end   maze.Pos
}

func stepCases(t *testing.T, m *maze.Maze, r rules.Rules, cases []stepCase) {
	t.Helper()
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			tb := newTable(t, m, r, "Ann@"+c.start)
			tb.say("Ann", c.move)
			if e := tb.must(c.code); e.Cell != c.cell {
				t.Errorf("announced %v, want %v", e.Cell, c.cell)
			}
			if got := tb.at("Ann"); got != c.end {
				t.Errorf("ends at %v, want %v", got, c.end)
			}
		})
	}
}

// seeded is a game of Ann's alone, with the given seed, begun at start.
func seeded(t *testing.T, m *maze.Maze, r rules.Rules, seed uint64, start maze.Pos) *table {
	t.Helper()
	g, err := New(Setup{Maze: m, Rules: r, Seed: seed, Players: []string{"Ann"}})
	if err != nil {
		t.Fatal(err)
	}
	tb := &table{t: t, g: g}
	tb.do(Choose(0, start))
	tb.do(Command{Kind: Begin})
	return tb
}

func snapshotOf(t *testing.T, g *Game) string {
	t.Helper()
	s, err := g.Snapshot()
	if err != nil {
		t.Fatal(err)
	}
	return string(s)
}

func TestWalkableRivers(t *testing.T) {
	m := plan(t, longRiver, "1,1 left exit", "$4,6", "2,3 right")
	walkable := with(func(r *rules.Rules) { r.Rivers = rules.Walkable })
	stepCases(t, m, walkable, []stepCase{
		{"004 l.19 R16 walking downstream arrives where one wanted", "2,2", "go down", AlongRiver, maze.River, pos(2, 3)},
		{"004 l.19 R16 walking upstream arrives where one wanted", "2,3", "go up", AlongRiver, maze.River, pos(2, 2)},
		{"004 l.19 R16 walking up from the delta", "2,6", "go up", AlongRiver, maze.River, pos(2, 5)},
		{"004 l.19 R16 walking down into the delta", "2,5", "go down", AlongRiver, maze.Delta, pos(2, 6)},
		{"004 l.14 R12 getting into a river carries", "1,2", "go right", CarriedByFlow, maze.River, pos(2, 3)},
		{"004 l.19–20 R17 a wall leaving the river throws one back in and on", "2,3", "go right", HitWall, maze.River, pos(2, 4)},
		{"004 l.18 R15 floating on downstream", "2,3", "by the flow", MovedByFlow, maze.River, pos(2, 4)},
		{"004 l.18 R15 leaving a river across the flow", "2,2", "go left", Moved, maze.Land, pos(1, 2)},
	})
}

func TestItemsFloatEachMove(t *testing.T) {
	m := plan(t, longRiver, "1,1 left exit", "$2,1")
	float := with(func(r *rules.Rules) { r.ItemsFloatEachMove, r.RiverCarry = true, rules.CarryTwo })
	t.Run("001 l.86 a treasure in a river flows two cells after every move", func(t *testing.T) {
		tb := newTable(t, m, float, "Ann@4,1", "Bob@4,6")
		tb.say("Ann", "go down")
		if len(tb.g.PileAt(pos(2, 3)).Treasures) != 1 {
			t.Fatalf("after one move the treasure is not two cells down")
		}
		tb.say("Bob", "go up")
		tb.say("Ann", "go down")
		if len(tb.g.PileAt(pos(2, 6)).Treasures) != 1 {
			t.Fatalf("the treasure did not stop at the river end")
		}
	})
	t.Run("Russian 7.4 without the option, items float once a round", func(t *testing.T) {
		tb := newTable(t, m, with(func(r *rules.Rules) { r.FloatingItems = true }), "Ann@4,1", "Bob@4,6")
		tb.say("Ann", "go down")
		if len(tb.g.PileAt(pos(2, 1)).Treasures) != 1 {
			t.Fatalf("the treasure floated before the round ended")
		}
		tb.say("Bob", "go up")
		if len(tb.g.PileAt(pos(2, 2)).Treasures) != 1 {
			t.Fatalf("the treasure did not float one cell at the end of the round")
		}
	})
}

func TestStartIsArrival(t *testing.T) {
	m := plan(t, stepRows, "1,1 left exit", "$3,5")
	arrival := with(func(r *rules.Rules) { r.StartIsArrival = true })
	cases := []struct {
		name  string
		r     rules.Rules
		start string
		code  Code
		end   maze.Pos
	}{
		{"001 l.51 a start in a river is carried by the flow", arrival, "1,3", MovedByFlow, pos(1, 4)},
		{"001 l.51 a start in a wormhole goes on to the next", arrival, "5,2", MovedByLoop, pos(5, 5)},
		{"001 l.51 a start on land stays", arrival, "3,3", StartCell, pos(3, 3)},
		{"§6.1 placement is not arrival in the reference", ref(), "1,3", StartCell, pos(1, 3)},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			tb := newTable(t, m, c.r, "Ann@"+c.start)
			start, _ := maze.ParsePos(c.start)
			if e := tb.must(StartCell); e.Cell != m.Kind(start) {
				t.Errorf("the start cell is told as %v", e.Cell)
			}
			if _, moved := tb.find(MovedByFlow); moved != (c.code == MovedByFlow) {
				t.Errorf("moved by the flow: %v", moved)
			}
			if _, moved := tb.find(MovedByLoop); moved != (c.code == MovedByLoop) {
				t.Errorf("moved by the loop: %v", moved)
			}
			if got := tb.at("Ann"); got != c.end {
				t.Errorf("starts at %v, want %v", got, c.end)
			}
		})
	}
}

func TestWoundedNoGrenades(t *testing.T) {
	m := plan(t, open5, "1,1 left exit", "$3,3")
	rule := with(func(r *rules.Rules) { r.WoundedNoGrenades = true })
	t.Run("001 l.84 a wounded player cannot use weaponry: no grenades", func(t *testing.T) {
		tb := newTable(t, m, rule, "Ann@3,3", "Bob@3,2")
		tb.say("Ann", "shoot up, go left")
		tb.say("Bob", "keep my cell")
		tb.say("Bob", "blow up the wall to the left, go down")
		if e := tb.must(GrenadeRefused); e.Reason != NotHealthy || e.Dir != maze.Left {
			t.Fatalf("%+v", e)
		}
		tb.mustNot(GrenadeThrown)
		if g := tb.player("Bob").Grenades; g != 3 {
			t.Errorf("the refused grenade was spent: %d left", g)
		}
	})
	t.Run("§5.5 the wounded throw grenades in the reference", func(t *testing.T) {
		tb := newTable(t, m, ref(), "Ann@3,3", "Bob@3,2")
		tb.say("Ann", "shoot up, go left")
		tb.say("Bob", "keep my cell")
		tb.say("Bob", "blow up the wall to the left, go down")
		tb.must(GrenadeThrown)
	})
}

func TestWeaponsAfterStep(t *testing.T) {
	m := plan(t, open5, "1,1 left exit", "$3,3")
	w9 := with(func(r *rules.Rules) { r.WeaponsAfterStep = true })
	t.Run("001 l.164 W9, 002 l.31 K15: a shot after the step is allowed", func(t *testing.T) {
		tb := newTable(t, m, w9, "Ann@3,3", "Bob@1,1")
		tb.say("Ann", "go up, shoot left, blow up the wall to the right")
		tb.must(Shot)
		tb.must(GrenadeThrown)
	})
	t.Run("001 l.164 W9: a shot before the step is refused", func(t *testing.T) {
		tb := newTable(t, m, w9, "Ann@3,3", "Bob@1,1")
		tb.refuse("Ann", "shoot left, go up", "weapons are used only after the step")
		tb.refuse("Ann", "blow up the wall to the left, go up", "weapons are used only after the step")
	})
	t.Run("001 l.164 W9: a conditional shot comes after the step", func(t *testing.T) {
		tb := newTable(t, m, w9, "Ann@3,3", "Bob@1,1")
		tb.say("Ann", "go up; if I do not find a treasure, shoot left")
		tb.must(Shot)
	})
}

func TestPitLoopOfOne(t *testing.T) {
	rows := []string{
		"L  L  L",
		"L  P1.1 L",
		"L  L  L",
	}
	m := plan(t, rows, "1,1 left exit", "$3,3")
	t.Run("004 l.28 R23 a cycle of one pit: falling in leaves one there", func(t *testing.T) {
		tb := newTable(t, m, ref(), "Ann@1,2")
		tb.say("Ann", "go right")
		if e := tb.must(FellIntoPit); e.Cell != maze.Pit {
			t.Errorf("announced %v", e.Cell)
		}
		if got := tb.at("Ann"); got != pos(2, 2) {
			t.Errorf("at %v", got)
		}
	})
	t.Run("004 l.28 R23 by the loop in a cycle of one pit", func(t *testing.T) {
		tb := newTable(t, m, ref(), "Ann@2,2")
		tb.say("Ann", "by the loop")
		tb.must(MovedByLoop)
		if got := tb.at("Ann"); got != pos(2, 2) {
			t.Errorf("at %v", got)
		}
	})
}

func TestRelaxedStep(t *testing.T) {
	m := plan(t, stepRows, "2,2 right", "1,1 left exit", "$3,5")
	relaxed := with(func(r *rules.Rules) { r.RelaxedStep = true })
	t.Run("001 l.126 S1: after a wall the same player steps again", func(t *testing.T) {
		tb := newTable(t, m, relaxed, "Ann@2,2", "Bob@4,4")
		tb.say("Ann", "go right, shoot up")
		if got, want := tb.codes(), []Code{Said, HitWall, StepAgain, TurnBegins}; !slices.Equal(got, want) {
			t.Fatalf("events %v, want %v: the shot after the failed step waits for the next", got, want)
		}
		if tb.g.Current() != 0 {
			t.Fatalf("the turn passed to player %d", tb.g.Current())
		}
		tb.say("Ann", "go up, shoot up")
		tb.must(Moved)
		tb.must(Shot)
		if tb.g.Current() != 1 || tb.at("Ann") != pos(2, 1) {
			t.Fatalf("after the step that moved her: turn %d, Ann at %v", tb.g.Current(), tb.at("Ann"))
		}
	})
	t.Run("001 l.126 S1: until all requests are exhausted (walled in)", func(t *testing.T) {
		boxed := plan(t, stepRows, "3,3 up", "3,3 right", "3,3 down", "3,3 left", "1,1 left exit", "$3,5")
		tb := newTable(t, boxed, relaxed, "Ann@3,3", "Bob@4,4")
		for _, d := range []string{"up", "right", "down"} {
			tb.say("Ann", "go "+d)
			tb.must(StepAgain)
		}
		tb.say("Ann", "go up") // the same wall again: not a new request
		tb.must(StepAgain)
		tb.say("Ann", "go left")
		tb.mustNot(StepAgain)
		if tb.g.Current() != 1 {
			t.Fatalf("walled in, the turn stays with player %d", tb.g.Current())
		}
	})
	t.Run("001 l.20 S1: a marker carried by a river after a wall has moved", func(t *testing.T) {
		tb := newTable(t, m, relaxed, "Ann@1,3", "Bob@4,4")
		tb.say("Ann", "go left")
		tb.mustNot(StepAgain)
		if tb.g.Current() != 1 {
			t.Fatal("the turn stayed")
		}
	})
	t.Run("001 l.81 S2 with S1: a wall in a pit jumps on, and the turn ends", func(t *testing.T) {
		both := with(func(r *rules.Rules) { r.RelaxedStep, r.PitWallJumps = true, true })
		tb := newTable(t, m, both, "Ann@5,2", "Bob@4,4")
		tb.say("Ann", "go right")
		tb.must(MovedByLoop)
		tb.mustNot(StepAgain)
	})
	t.Run("001 l.127 S2: one step request in the reference", func(t *testing.T) {
		tb := newTable(t, m, ref(), "Ann@2,2", "Bob@4,4")
		tb.say("Ann", "go right")
		tb.mustNot(StepAgain)
		if tb.g.Current() != 1 {
			t.Fatal("the turn stayed")
		}
	})
	t.Run("§6.7 S1: a dark move that hits a wall ends the turn", func(t *testing.T) {
		tb := newTable(t, m, relaxed, "Ann@2,2", "Bob@4,4")
		tb.say("Ann", "go right, don't tell the result")
		tb.mustNot(StepAgain)
	})
}

func TestSkipWithActions(t *testing.T) {
	m := plan(t, open5, "1,1 left exit", "$5,5")
	rule := with(func(r *rules.Rules) { r.SkipWithActions = true })
	t.Run("001 l.57–68 a turn that is a shot alone", func(t *testing.T) {
		tb := newTable(t, m, rule, "Ann@3,3", "Bob@1,3")
		tb.say("Ann", "skip, shoot left")
		if got, want := tb.codes(), []Code{Said, Skipped, Shot, PlayerWounded, Scream}; len(got) < len(want) || !slices.Equal(got[:len(want)], want) {
			t.Fatalf("events %v, want %v", got, want)
		}
		if tb.at("Ann") != pos(3, 3) || tb.player("Bob").Health != Wounded {
			t.Fatalf("Ann at %v, Bob %v", tb.at("Ann"), tb.player("Bob").Health)
		}
	})
	t.Run("004 l.5 R4 shoot instead of going, and the round is no draw", func(t *testing.T) {
		tb := newTable(t, m, rule, "Ann@3,3", "Bob@5,1")
		tb.say("Ann", "skip, shoot left")
		tb.say("Bob", "skip")
		if tb.g.Phase() == Over {
			t.Fatal("a round in which Ann shot ended as if everyone skipped (§6.6)")
		}
	})
	t.Run("001 l.81 with skip_carries: carried, then the shot", func(t *testing.T) {
		both := with(func(r *rules.Rules) { r.SkipWithActions, r.SkipCarries = true, true })
		tb := newTable(t, plan(t, stepRows, "1,1 left exit", "$3,5"), both, "Ann@5,2", "Bob@1,5")
		tb.say("Ann", "skip, shoot left")
		want := []Code{Said, Skipped, MovedByLoop, Position, Shot}
		if got := tb.codes(); len(got) < len(want) || !slices.Equal(got[:len(want)], want) {
			t.Fatalf("events %v, want %v first", got, want)
		}
		if tb.player("Bob").Health != Wounded {
			t.Fatal("the shot from the next pit (5,5) along the bottom row missed Bob")
		}
	})
}

func TestActAfterHearing(t *testing.T) {
	m := plan(t, open5, "1,1 left exit", "$5,5")
	rule := with(func(r *rules.Rules) { r.ActAfterHearing = true })
	t.Run("001 l.64 the step is told, then he decides to shoot", func(t *testing.T) {
		tb := newTable(t, m, rule, "Ann@3,2", "Bob@1,3")
		tb.say("Ann", "go down")
		if got, want := tb.codes(), []Code{Said, Moved, Position, ActAfter, TurnBegins}; !slices.Equal(got, want) {
			t.Fatalf("events %v, want %v", got, want)
		}
		if tb.g.Current() != 0 {
			t.Fatal("the turn passed before Ann said what she does after her step")
		}
		tb.say("Ann", "skip, shoot left")
		tb.must(Shot)
		tb.mustNot(Skipped)
		if tb.player("Bob").Health != Wounded || tb.g.Current() != 1 {
			t.Fatalf("Bob %v, turn %d", tb.player("Bob").Health, tb.g.Current())
		}
		// §6.3: the recall gives the whole turn.
		tb.say("Bob", "keep my cell")
		tb.say("Bob", "recall Ann")
		if e := tb.must(Recall); e.Move.String() != "go down, shoot left" {
			t.Errorf("recalled %q", e.Move.String())
		}
	})
	t.Run("001 l.64 nothing more after the step", func(t *testing.T) {
		tb := newTable(t, m, rule, "Ann@3,2", "Bob@1,3")
		tb.say("Ann", "go down")
		tb.say("Ann", "skip")
		tb.mustNot(Skipped)
		if tb.g.Current() != 1 {
			t.Fatal("the turn stayed")
		}
		tb.say("Bob", "skip")
		tb.say("Ann", "skip") // a skip of its own: no second part
		if tb.g.Current() != 1 {
			t.Fatal("a skip waited for a second part")
		}
	})
	t.Run("001 l.64 a move that acts after its step is said whole", func(t *testing.T) {
		tb := newTable(t, m, rule, "Ann@3,2", "Bob@1,3")
		tb.say("Ann", "go down, shoot left")
		tb.mustNot(ActAfter)
		tb.must(Shot)
		if tb.g.Current() != 1 {
			t.Fatal("the turn stayed")
		}
	})
	t.Run("§6.7 001 l.64 a dark step hears nothing to decide on", func(t *testing.T) {
		tb := newTable(t, m, rule, "Ann@3,2", "Bob@1,3")
		tb.say("Ann", "go down, don't tell the result")
		tb.mustNot(ActAfter)
	})
}

// §7.2's extra new cell is ordered at the start of a turn, not in the
// middle of one that goes on after a wall or a step.
func TestNoNewCellMidTurn(t *testing.T) {
	m := plan(t, open5, "1,1 left exit", "$5,5")
	for name, change := range map[string]func(*rules.Rules){
		"001 l.126 S1: no new cell between two step requests":     func(r *rules.Rules) { r.RelaxedStep = true },
		"001 l.64: no new cell between the step and what follows": func(r *rules.Rules) { r.ActAfterHearing = true },
	} {
		t.Run(name, func(t *testing.T) {
			r := with(change)
			r.Handicaps = []rules.Handicap{{Player: "Ann", ExtraNewCell: true}}
			tb := newTable(t, m, r, "Ann@3,1", "Bob@1,3")
			tb.say("Ann", "go up")
			if r.ActAfterHearing {
				tb.say("Ann", "skip")
				tb.say("Bob", "skip")
				tb.say("Ann", "go down")
			}
			tb.refuse("Ann", "order the cell (2,2)", "a new cell can only be ordered at the start of the turn")
		})
	}
}

// §4.6: the true treasure on a river source is lost for good — unless the
// rivers of seed 004 let one walk up into the source, or the items of seed
// 001 float on.
func TestTreasureOnASource(t *testing.T) {
	m := plan(t, []string{
		"L  Rv L",
		"L  Rv L",
		"L  D  L",
	}, "1,1 left exit", "$3,1")
	for _, c := range []struct {
		name string
		r    rules.Rules
		lost bool
	}{
		{"§4.6 thrown into a river source, the true treasure makes a draw", ref(), true},
		{"004 l.19 R16 in walkable rivers one walks up into the source", with(func(r *rules.Rules) { r.Rivers = rules.Walkable }), false},
		{"001 l.86 a treasure in a river flows on after every move", with(func(r *rules.Rules) { r.ItemsFloatEachMove = true }), false},
	} {
		t.Run(c.name, func(t *testing.T) {
			tb := newTable(t, m, c.r, "Ann@3,1")
			tb.say("Ann", "go down")
			tb.say("Ann", "go up") // the true treasure
			tb.play("Ann", mv(throwA(moves.Treasure, maze.Left), step(maze.Down)))
			if lost := tb.g.Phase() == Over; lost != c.lost {
				t.Fatalf("the game is over: %v, want %v", lost, c.lost)
			}
		})
	}
}

// §6.6: a round in which everyone skipped is a draw; a step that hit a wall
// under relaxed_step, followed by a skip, is a skip.
func TestRelaxedStepThenSkip(t *testing.T) {
	m := plan(t, open5, "1,1 left exit", "$5,5")
	tb := newTable(t, m, with(func(r *rules.Rules) { r.RelaxedStep = true }), "Ann@3,1", "Bob@1,3")
	tb.say("Ann", "go up")
	tb.say("Ann", "skip")
	tb.say("Bob", "skip")
	if r, _ := tb.g.Result(); r != DrawAllSkipped {
		t.Fatalf("001 l.126 §6.6: a wall and then a skip is a skip: %v", r)
	}
}

// seed001Steps and seed004Steps are the step and river options seeds 001
// and 004 play with (docs/variants.md), for the benchmarks.
func seed001Steps() rules.Rules {
	return with(func(r *rules.Rules) {
		r.NStop = 1_000_000
		r.RelaxedStep, r.SkipCarries, r.SkipWithActions, r.StartIsArrival = true, true, true, true
		r.WoundedNoGrenades, r.ItemsFloatEachMove, r.RiverCarry = true, true, rules.CarryTwo
	})
}

func seed004Steps() rules.Rules {
	return with(func(r *rules.Rules) {
		r.NStop = 1_000_000
		r.PitWallJumps, r.SkipWithActions, r.Rivers, r.RiverCarry = true, true, rules.Walkable, rules.CarryRandom
	})
}

// BenchmarkStepSeedRules resolves a plain step under the step and river
// options of seeds 001 and 004 (target ≤ 1 µs, ≤ 1 allocation, as
// BenchmarkStep).
func BenchmarkStepSeedRules(b *testing.B) {
	for _, c := range []struct {
		name string
		r    rules.Rules
	}{{"001", seed001Steps()}, {"004", seed004Steps()}} {
		b.Run(c.name, func(b *testing.B) { benchStep(b, c.r) })
	}
}

// BenchmarkPitWallJump resolves a step out of a pit into the monolith that
// carries the player on to the next pit (pit_wall_jumps, 001 l.81): the
// longest plain step the options add.
func BenchmarkPitWallJump(b *testing.B) {
	m := plan(b, []string{"P1.1 L", "P1.2 L"}, "2,1 right exit", "2,2 right exit", "$2,1")
	newGame := func() *Game {
		g, err := New(Setup{Maze: m, Rules: seed004Steps(), Players: []string{"Ann"}})
		if err != nil {
			b.Fatal(err)
		}
		for _, c := range []Command{Choose(0, maze.At(0, 0)), {Kind: Begin}} {
			if _, err := g.Apply(c, nil); err != nil {
				b.Fatal(err)
			}
		}
		return g
	}
	left := Play(0, moves.Step(maze.Left))
	benchSteps(b, newGame, left, left)
}

// benchSteps applies the two commands in turn to a game of newGame's, a
// new one every 100,000 commands (before Nstop ends it) and whenever it
// is over.
func benchSteps(b *testing.B, newGame func() *Game, even, odd Command) {
	g := newGame()
	buf := make([]Event, 0, 64)
	var err error
	b.ReportAllocs()
	b.ResetTimer()
	for i := range b.N {
		c := even
		if i%2 == 1 {
			c = odd
		}
		if buf, err = g.Apply(c, buf[:0]); err != nil {
			b.Fatal(err)
		}
		if g.Phase() == Over || i%100_000 == 99_999 {
			b.StopTimer()
			g = newGame()
			b.StartTimer()
		}
	}
}

// BenchmarkRandomGame200SeedRules is BenchmarkRandomGame200 under the step
// and river options of seeds 001 and 004 (target ≤ 2 ms).
func BenchmarkRandomGame200SeedRules(b *testing.B) {
	b.Run("001", func(b *testing.B) { benchRandomGame(b, seed001Steps()) })
	b.Run("004", func(b *testing.B) { benchRandomGame(b, seed004Steps()) })
}
