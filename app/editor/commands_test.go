package editor

import (
	"slices"
	"testing"

	"github.com/labyrinth-game/labyrinth/engine/maze"
	"github.com/labyrinth-game/labyrinth/engine/rules"
)

// command is one case of the command table: a plan, what to do to it, and
// the plan expected afterwards (or the refusal expected).
type command struct {
	name  string
	plan  []string
	setup func(m *maze.Maze)
	do    func(d *Document) error
	want  []string // nil: the plan is unchanged
	check func(t *testing.T, m *maze.Maze)
	// refused is the refusal code expected; the plan must then be unchanged
	// and no step added.
	refused string
}

func runCommands(t *testing.T, cases []command) {
	t.Helper()
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			m := plan(t, c.plan...)
			if c.setup != nil {
				c.setup(m)
			}
			d := docOf(m)
			if c.refused != "" {
				before := snap(t, d.Maze())
				wantRefusal(t, c.do(d), c.refused)
				before.sameAs(t, d.Maze(), "after a refused command")
				if d.CanUndo() || d.Dirty() {
					t.Fatal("a refused command left a history step")
				}
				return
			}
			undoable(t, d, func() error { return c.do(d) })
			want := c.want
			if want == nil {
				want = c.plan
			}
			if got := rows(d.Maze()); !slices.Equal(got, want) {
				t.Errorf("plan\n got %q\nwant %q", got, want)
			}
			if c.check != nil {
				c.check(t, d.Maze())
			}
		})
	}
}

func TestPaint(t *testing.T) {
	runCommands(t, []command{
		{
			name: "§4.2 the brush paints hospitals",
			plan: []string{"L L L", "L L L"},
			do:   func(d *Document) error { return d.Paint(maze.Hospital, at(0, 0), at(1, 1)) },
			want: []string{"H L L", "L H L"},
		},
		{
			name: "the brush leaves positions outside the shape alone",
			plan: []string{"# L", "L L"},
			do:   func(d *Document) error { return d.Paint(maze.Weaponry, at(0, 0), at(1, 0), at(5, 5)) },
			want: []string{"# W", "L L"},
		},
		{
			name: "§4.4 painting over a pit closes the gap in its loop",
			plan: []string{"P1.1 P1.2 P1.3", "L L L"},
			do:   func(d *Document) error { return d.Paint(maze.Land, at(1, 0)) },
			want: []string{"P1.1 L P1.2", "L L L"},
		},
		{
			name: "§4.5 painting the middle of a river: the upstream part ends in a new delta, the old delta goes",
			plan: []string{"R> R> R> D", "L L L L"},
			do:   func(d *Document) error { return d.Paint(maze.Land, at(2, 0)) },
			want: []string{"R> D L L", "L L L L"},
		},
		{
			name: "§4.5 painting the second cell of a river: a lone source is no river and becomes land",
			plan: []string{"R> R> D", "L L L"},
			do:   func(d *Document) error { return d.Paint(maze.Encephalitis, at(1, 0)) },
			want: []string{"L E L", "L L L"},
		},
		{
			name: "§4.5 painting over a delta: the river ends one cell earlier",
			plan: []string{"R> R> D", "L L L"},
			do:   func(d *Document) error { return d.Paint(maze.Land, at(2, 0)) },
			want: []string{"R> D L", "L L L"},
		},
		{
			name: "§4.5 a delta another branch still reaches stays",
			plan: []string{"R> D R<", "L L L"},
			do:   func(d *Document) error { return d.Paint(maze.Land, at(0, 0)) },
			want: []string{"L D R<", "L L L"},
		},
		{
			name: "a rectangle paints every cell between two corners",
			plan: []string{"L L L", "L L L", "L L L"},
			do:   func(d *Document) error { return d.PaintRect(maze.Hospital, at(2, 2), at(1, 0)) },
			want: []string{"L H H", "L H H", "L H H"},
		},
		{
			name: "a flood fill stops at walls",
			plan: []string{"L L W", "L L L"},
			setup: func(m *maze.Maze) {
				m.SetSide(at(0, 0), maze.Right, maze.Wall)
				m.SetSide(at(0, 0), maze.Down, maze.Solid)
			},
			do:   func(d *Document) error { return d.Fill(maze.Hospital, at(1, 0), false) },
			want: []string{"L H W", "H H H"},
		},
		{
			name: "a flood fill through walls takes the whole same-kind area",
			plan: []string{"L L W", "L L L"},
			setup: func(m *maze.Maze) {
				m.SetSide(at(0, 0), maze.Right, maze.Wall)
				m.SetSide(at(0, 0), maze.Down, maze.Solid)
			},
			do:   func(d *Document) error { return d.Fill(maze.Hospital, at(1, 0), true) },
			want: []string{"H H W", "H H H"},
		},
		{
			name:    "the brush does not paint pits: they have their own tool",
			plan:    []string{"L L", "L L"},
			do:      func(d *Document) error { return d.Paint(maze.Pit, at(0, 0)) },
			refused: CodeBadArgument,
		},
		{
			name:    "a rectangle lies on one floor",
			plan:    []string{"L L", "L L"},
			do:      func(d *Document) error { return d.PaintRect(maze.Land, at(0, 0), maze.Pos{X: 1, Y: 1, Floor: 1}) },
			refused: CodeBadArgument,
		},
	})
}

func TestEdges(t *testing.T) {
	runCommands(t, []command{
		{
			name: "§1.4 clicking an open inner side draws a wall",
			plan: []string{"L L", "L L"},
			do:   func(d *Document) error { return d.ToggleWall(side(0, 0, maze.Right)) },
			check: func(t *testing.T, m *maze.Maze) {
				if got := m.Side(at(1, 0), maze.Left); got != maze.Wall {
					t.Errorf("side = %v, want wall", got)
				}
			},
		},
		{
			name:  "§1.4 clicking a wall removes it, named from either cell",
			plan:  []string{"L L", "L L"},
			setup: func(m *maze.Maze) { m.SetSide(at(0, 0), maze.Down, maze.Solid) },
			do:    func(d *Document) error { return d.ToggleWall(side(0, 1, maze.Up)) },
			check: func(t *testing.T, m *maze.Maze) {
				if got := m.Side(at(0, 0), maze.Down); got != maze.Open {
					t.Errorf("side = %v, want open", got)
				}
			},
		},
		{
			name:  "§5.4 cycling an inner wall makes it indestructible",
			plan:  []string{"L L", "L L"},
			setup: func(m *maze.Maze) { m.SetSide(at(0, 0), maze.Right, maze.Wall) },
			do:    func(d *Document) error { return d.CycleEdge(side(0, 0, maze.Right)) },
			check: func(t *testing.T, m *maze.Maze) {
				if got := m.Side(at(0, 0), maze.Right); got != maze.Solid {
					t.Errorf("side = %v, want indestructible", got)
				}
			},
		},
		{
			name: "§1.4 cycling the monolith makes an open exit",
			plan: []string{"L L", "L L"},
			do:   func(d *Document) error { return d.CycleEdge(side(0, 0, maze.Up)) },
			check: func(t *testing.T, m *maze.Maze) {
				if got := m.Exits(); len(got) != 1 || m.Side(at(0, 0), maze.Up) != maze.Open {
					t.Errorf("exits %v", got)
				}
			},
		},
		{
			name:  "§1.4 clicking an open exit closes it",
			plan:  []string{"L L", "L L"},
			setup: func(m *maze.Maze) { m.SetSide(at(1, 1), maze.Right, maze.Open) },
			do:    func(d *Document) error { return d.ToggleWall(side(1, 1, maze.Right)) },
			check: func(t *testing.T, m *maze.Maze) {
				if got := m.Side(at(1, 1), maze.Right); got != maze.Wall {
					t.Errorf("side = %v, want a closed exit", got)
				}
			},
		},
		{
			name:  "§1.4 a side next to a cut-out position is on the outline, named from outside",
			plan:  []string{"# L", "L L"},
			setup: func(m *maze.Maze) {},
			do:    func(d *Document) error { return d.ToggleWall(side(0, 0, maze.Right)) },
			check: func(t *testing.T, m *maze.Maze) {
				if !m.IsExit(at(1, 0), maze.Left) {
					t.Error("no exit on the left of (2,1)")
				}
			},
		},
		{
			name:    "§4.5 a wall across a river's flow is refused",
			plan:    []string{"R> D", "L L"},
			do:      func(d *Document) error { return d.ToggleWall(side(1, 0, maze.Left)) },
			refused: CodeWallBlocksFlow,
		},
		{
			name:    "§4.5 an indestructible wall across a flow is refused too",
			plan:    []string{"Rv L", "D L"},
			do:      func(d *Document) error { return d.SetEdge(side(0, 0, maze.Down), maze.Solid) },
			refused: CodeWallBlocksFlow,
		},
		{
			name:    "§4.5 cycling a flow side cannot put a wall on it",
			plan:    []string{"Rv L", "D L"},
			do:      func(d *Document) error { return d.CycleEdge(side(0, 0, maze.Down)) },
			refused: CodeWallBlocksFlow,
		},
		{
			name: "§4.5 a wall beside a river, not across its flow, is fine",
			plan: []string{"R> D", "L L"},
			do:   func(d *Document) error { return d.ToggleWall(side(0, 0, maze.Down)) },
		},
		{
			name:    "a side between two positions outside the shape is refused",
			plan:    []string{"# #", "L L"},
			do:      func(d *Document) error { return d.ToggleWall(side(0, 0, maze.Right)) },
			refused: CodeOffPlan,
		},
	})
}

func TestSetEdgesRun(t *testing.T) {
	m := plan(t, "L L L", "R> R> D", "L L L")
	d := docOf(m)
	run := []maze.Side{
		side(0, 0, maze.Up),    // outline: skipped
		side(0, 0, maze.Right), // inner: drawn
		side(1, 0, maze.Right), // inner: drawn
		side(1, 1, maze.Left),  // across the flow (1,2) -> (2,2): refused
		side(1, 1, maze.Right), // across the flow (2,2) -> (3,2): refused
		side(2, 1, maze.Down),  // beside the river: drawn
	}
	err := d.SetEdges(run, maze.Wall)
	r := wantRefusal(t, err, CodeWallBlocksFlow)
	if want := []maze.Side{side(1, 1, maze.Left), side(1, 1, maze.Right)}; !slices.Equal(r.Sides, want) {
		t.Errorf("refused sides %v, want %v", r.Sides, want)
	}
	t.Logf("message: %v", err)
	if m.Side(at(0, 0), maze.Up) != maze.Solid {
		t.Error("the run made an exit on the outline")
	}
	for _, s := range []maze.Side{run[1], run[2], run[5]} {
		if m.Side(s.At, s.Dir) != maze.Wall {
			t.Errorf("%v: no wall", s)
		}
	}
	if n, _ := d.HistoryLen(); n != 1 {
		t.Errorf("%d steps, want the run as one", n)
	}
}

func TestRivers(t *testing.T) {
	runCommands(t, []command{
		{
			name: "§4.5 a drag becomes a river flowing along it into a delta",
			plan: []string{"L L L", "L L L"},
			do: func(d *Document) error {
				return d.DrawRiver([]maze.Pos{at(0, 0), at(1, 0), at(1, 1), at(2, 1)})
			},
			want: []string{"R> Rv L", "L R> D"},
		},
		{
			name: "§4.5 walls across the new flow are removed",
			plan: []string{"L L L", "L L L"},
			setup: func(m *maze.Maze) {
				m.SetSide(at(0, 0), maze.Right, maze.Solid)
				m.SetSide(at(1, 0), maze.Right, maze.Wall)
				m.SetSide(at(0, 0), maze.Down, maze.Wall)
			},
			do:   func(d *Document) error { return d.DrawRiver([]maze.Pos{at(0, 0), at(1, 0), at(2, 0)}) },
			want: []string{"R> R> D", "L L L"},
			check: func(t *testing.T, m *maze.Maze) {
				if m.Side(at(0, 0), maze.Right) != maze.Open || m.Side(at(1, 0), maze.Right) != maze.Open {
					t.Error("a wall still blocks the flow")
				}
				if m.Side(at(0, 0), maze.Down) != maze.Wall {
					t.Error("a wall beside the river went")
				}
			},
		},
		{
			name: "§4.5 a river dragged into another merges into it",
			plan: []string{"L L L", "R> R> D"},
			do:   func(d *Document) error { return d.DrawRiver([]maze.Pos{at(0, 0), at(1, 0), at(1, 1), at(2, 1)}) },
			want: []string{"R> Rv L", "R> R> D"},
		},
		{
			name: "§4.5 a river dragged into a delta merges into it",
			plan: []string{"L L L", "R> R> D"},
			do:   func(d *Document) error { return d.DrawRiver([]maze.Pos{at(2, 0), at(2, 1)}) },
			want: []string{"L L Rv", "R> R> D"},
		},
		{
			name: "§4.5 a drag from a delta extends its river",
			plan: []string{"R> D L", "L L L"},
			do:   func(d *Document) error { return d.DrawRiver([]maze.Pos{at(1, 0), at(2, 0), at(2, 1)}) },
			want: []string{"R> R> Rv", "L L D"},
		},
		{
			name: "§4.5 a drag from a river cell redirects it; the delta no river reaches becomes land",
			plan: []string{"R> D L", "L L L"},
			do:   func(d *Document) error { return d.DrawRiver([]maze.Pos{at(0, 0), at(0, 1), at(1, 1)}) },
			want: []string{"Rv L L", "R> D L"},
		},
		{
			name: "§4.4 a river over a pit takes it out of its loop",
			plan: []string{"P1.1 P1.2 P1.3", "L L L"},
			do:   func(d *Document) error { return d.DrawRiver([]maze.Pos{at(0, 1), at(1, 1), at(1, 0)}) },
			want: []string{"P1.1 D P1.2", "R> R^ L"},
		},
		{
			name:    "§4.5 a river path must join neighbours",
			plan:    []string{"L L L", "L L L"},
			do:      func(d *Document) error { return d.DrawRiver([]maze.Pos{at(0, 0), at(2, 0)}) },
			refused: CodeBadRiver,
		},
		{
			name: "§4.5 a river path must not cross itself",
			plan: []string{"L L L", "L L L"},
			do: func(d *Document) error {
				return d.DrawRiver([]maze.Pos{at(0, 0), at(1, 0), at(1, 1), at(0, 1), at(0, 0)})
			},
			refused: CodeBadRiver,
		},
		{
			name:    "§4.5 a river needs two cells",
			plan:    []string{"L L L", "L L L"},
			do:      func(d *Document) error { return d.DrawRiver([]maze.Pos{at(0, 0)}) },
			refused: CodeBadRiver,
		},
		{
			name:    "§4.5 a river path stays in the labyrinth",
			plan:    []string{"L L #", "L L L"},
			do:      func(d *Document) error { return d.DrawRiver([]maze.Pos{at(1, 0), at(2, 0)}) },
			refused: CodeOffPlan,
		},
		{
			name:    "§4.5 a river cannot flow in a circle",
			plan:    []string{"Rv R< L", "R> R^ L"},
			setup:   func(m *maze.Maze) { m.SetCell(at(0, 0), maze.Cell{Kind: maze.Delta}) },
			do:      func(d *Document) error { return d.DrawRiver([]maze.Pos{at(0, 0), at(0, 1)}) },
			refused: CodeBadRiver,
		},
	})
}

func TestPits(t *testing.T) {
	three := []string{"P1.1 P1.2 P1.3", "L L L"}
	runCommands(t, []command{
		{
			name: "§4.4 clicking a cell starts a new loop",
			plan: []string{"P1.1 P1.2 L", "L L L"},
			do: func(d *Document) error {
				loop, err := d.NewLoop(at(2, 1))
				if loop != 2 {
					t.Errorf("new loop %d, want 2", loop)
				}
				return err
			},
			want: []string{"P1.1 P1.2 L", "L L P2.1"},
		},
		{
			name: "§4.4 a new loop takes the smallest free number",
			plan: []string{"P2.1 P2.2 L", "L L L"},
			do:   func(d *Document) error { _, err := d.NewLoop(at(2, 0)); return err },
			want: []string{"P2.1 P2.2 P1.1", "L L L"},
		},
		{
			name: "§4.4 clicking pits in order appends them",
			plan: []string{"P1.1 L L", "L L L"},
			do: func(d *Document) error {
				d.BeginStroke("Pit loop")
				defer d.EndStroke()
				if err := d.AppendPit(1, at(2, 1)); err != nil {
					return err
				}
				return d.AppendPit(1, at(1, 0))
			},
			want: []string{"P1.1 P1.3 L", "L L P1.2"},
		},
		{
			name: "§4.4 a pit of another loop moves over and its loop closes the gap",
			plan: []string{"P1.1 P1.2 L", "P2.1 P2.2 P2.3"},
			do:   func(d *Document) error { return d.AppendPit(1, at(1, 1)) },
			want: []string{"P1.1 P1.2 L", "P2.1 P1.3 P2.2"},
		},
		{
			name: "§4.4 inserting a pit renumbers those after it",
			plan: three,
			do:   func(d *Document) error { return d.InsertPit(1, 2, at(1, 1)) },
			want: []string{"P1.1 P1.3 P1.4", "L P1.2 L"},
		},
		{
			name: "§4.4 removing a pit closes the gap",
			plan: three,
			do:   func(d *Document) error { return d.RemovePit(at(0, 0)) },
			want: []string{"L P1.1 P1.2", "L L L"},
		},
		{
			name: "§4.4 moving a pit within its loop",
			plan: three,
			do:   func(d *Document) error { return d.MovePit(at(2, 0), 1) },
			want: []string{"P1.2 P1.3 P1.1", "L L L"},
		},
		{
			name: "§4.4 reordering a loop",
			plan: three,
			do:   func(d *Document) error { return d.ReorderLoop(1, []maze.Pos{at(1, 0), at(2, 0), at(0, 0)}) },
			want: []string{"P1.3 P1.1 P1.2", "L L L"},
		},
		{
			name: "§4.4 splitting a loop: the pits from the split on form a new loop",
			plan: []string{"P1.1 P1.2 P1.3", "P1.4 L L"},
			do: func(d *Document) error {
				loop, err := d.SplitLoop(at(2, 0))
				if loop != 2 {
					t.Errorf("new loop %d, want 2", loop)
				}
				return err
			},
			want: []string{"P1.1 P1.2 P2.1", "P2.2 L L"},
		},
		{
			name: "§4.4 joining two loops",
			plan: []string{"P1.1 P1.2 L", "P3.2 P3.1 L"},
			do:   func(d *Document) error { return d.JoinLoops(3, 1) },
			want: []string{"P3.3 P3.4 L", "P3.2 P3.1 L"},
		},
		{
			name: "§4.4 renumbering loops 1..n and pits 1..N",
			plan: []string{"P4.1 P4.3 L", "P7.2 P7.5 L"},
			do:   func(d *Document) error { return d.RenumberLoops() },
			want: []string{"P1.1 P1.2 L", "P2.1 P2.2 L"},
		},
		{
			name:    "§4.4 appending to a loop that does not exist",
			plan:    three,
			do:      func(d *Document) error { return d.AppendPit(5, at(0, 1)) },
			refused: CodeNoLoop,
		},
		{
			name:    "§4.4 splitting at the first pit leaves nothing behind",
			plan:    three,
			do:      func(d *Document) error { _, err := d.SplitLoop(at(0, 0)); return err },
			refused: CodeBadArgument,
		},
		{
			name:    "§4.4 a reorder must list every pit once",
			plan:    three,
			do:      func(d *Document) error { return d.ReorderLoop(1, []maze.Pos{at(1, 0), at(1, 0), at(0, 0)}) },
			refused: CodeBadArgument,
		},
	})
}

func TestJumpAlongLoop(t *testing.T) {
	d := docOf(plan(t, "P1.1 P1.3 L", "L P1.2 L"))
	for _, c := range []struct {
		from, next, prev maze.Pos
	}{
		{at(0, 0), at(1, 1), at(1, 0)},
		{at(1, 1), at(1, 0), at(0, 0)},
		{at(1, 0), at(0, 0), at(1, 1)},
	} {
		if n, ok := d.NextPit(c.from); !ok || n != c.next {
			t.Errorf("next of %v = %v %v, want %v", c.from, n, ok, c.next)
		}
		if p, ok := d.PrevPit(c.from); !ok || p != c.prev {
			t.Errorf("previous of %v = %v %v, want %v", c.from, p, ok, c.prev)
		}
	}
	if _, ok := d.NextPit(at(2, 0)); ok {
		t.Error("land has a next pit")
	}
}

func TestTreasuresAndItems(t *testing.T) {
	stacks := func(want map[maze.Pos][]bool) func(t *testing.T, m *maze.Maze) {
		return func(t *testing.T, m *maze.Maze) {
			for p, s := range want {
				if got := stackOf(m.Treasures, p); !slices.Equal(got, s) {
					t.Errorf("stack at %v = %v, want %v", p, got, s)
				}
			}
		}
	}
	withTreasures := func(ts ...maze.Treasure) func(m *maze.Maze) {
		return func(m *maze.Maze) { m.Treasures = ts }
	}
	runCommands(t, []command{
		{
			name:  "§8.3 placing the true treasure moves it: there is exactly one",
			plan:  []string{"L L", "L L"},
			setup: withTreasures(maze.Treasure{At: at(0, 0), True: true}, maze.Treasure{At: at(1, 1)}),
			do:    func(d *Document) error { return d.PlaceTrueTreasure(at(1, 1)) },
			check: stacks(map[maze.Pos][]bool{at(0, 0): nil, at(1, 1): {false, true}}),
		},
		{
			name:  "§3.1 fake treasures stack, the latest on top",
			plan:  []string{"L L", "L L"},
			setup: withTreasures(maze.Treasure{At: at(0, 0), True: true}),
			do:    func(d *Document) error { return d.AddFakeTreasure(at(0, 0)) },
			check: stacks(map[maze.Pos][]bool{at(0, 0): {true, false}}),
		},
		{
			name:  "§5.8 removing takes the top of the stack",
			plan:  []string{"L L", "L L"},
			setup: withTreasures(maze.Treasure{At: at(0, 0), True: true}, maze.Treasure{At: at(0, 0)}),
			do:    func(d *Document) error { return d.RemoveTreasure(at(0, 0)) },
			check: stacks(map[maze.Pos][]bool{at(0, 0): {true}}),
		},
		{
			name:  "§5.8 setting a stack reorders it",
			plan:  []string{"L L", "L L"},
			setup: withTreasures(maze.Treasure{At: at(0, 0), True: true}, maze.Treasure{At: at(0, 0)}),
			do:    func(d *Document) error { return d.SetTreasureStack(at(0, 0), []bool{false, true}) },
			check: stacks(map[maze.Pos][]bool{at(0, 0): {false, true}}),
		},
		{
			name:  "§8.3 a stack with the true treasure takes it from elsewhere",
			plan:  []string{"L L", "L L"},
			setup: withTreasures(maze.Treasure{At: at(0, 0), True: true}),
			do:    func(d *Document) error { return d.SetTreasureStack(at(1, 0), []bool{true, false}) },
			check: stacks(map[maze.Pos][]bool{at(0, 0): nil, at(1, 0): {true, false}}),
		},
		{
			name: "§5 items on a cell",
			plan: []string{"L L", "L L"},
			do:   func(d *Document) error { return d.SetItems(at(1, 0), maze.Items{Bullets: 2, Corpses: 1}) },
			check: func(t *testing.T, m *maze.Maze) {
				if got := pileAt(m.Piles, at(1, 0)); got != (maze.Items{Bullets: 2, Corpses: 1}) {
					t.Errorf("items %+v", got)
				}
			},
		},
		{
			name:  "§5 no items clears the cell",
			plan:  []string{"L L", "L L"},
			setup: func(m *maze.Maze) { m.Piles = []maze.Pile{{At: at(1, 0), Items: maze.Items{Grenades: 3}}} },
			do:    func(d *Document) error { return d.SetItems(at(1, 0), maze.Items{}) },
			check: func(t *testing.T, m *maze.Maze) {
				if len(m.Piles) != 0 {
					t.Errorf("piles %v", m.Piles)
				}
			},
		},
		{
			name:    "§8.3 a stack cannot hold two true treasures",
			plan:    []string{"L L", "L L"},
			do:      func(d *Document) error { return d.SetTreasureStack(at(0, 0), []bool{true, true}) },
			refused: CodeBadArgument,
		},
		{
			name:    "§5.1 a negative number of items is refused",
			plan:    []string{"L L", "L L"},
			do:      func(d *Document) error { return d.SetItems(at(0, 0), maze.Items{Landmines: -1}) },
			refused: CodeBadArgument,
		},
		{
			name:    "§3.1 treasures lie in the labyrinth",
			plan:    []string{"# L", "L L"},
			do:      func(d *Document) error { return d.PlaceTrueTreasure(at(0, 0)) },
			refused: CodeOffPlan,
		},
	})
}

func TestShape(t *testing.T) {
	runCommands(t, []command{
		{
			name: "§1.4 cutting a cell out leaves the monolith around it, and everything on it goes",
			plan: []string{"P1.1 P1.2 P1.3", "R> R> D"},
			setup: func(m *maze.Maze) {
				m.SetSide(at(0, 0), maze.Up, maze.Open) // an exit
				m.SetSide(at(1, 0), maze.Down, maze.Wall)
				m.Treasures = []maze.Treasure{{At: at(1, 1), True: true}, {At: at(1, 1)}, {At: at(0, 1)}}
				m.Piles = []maze.Pile{{At: at(1, 1), Items: maze.Items{Bullets: 1}}}
			},
			do:   func(d *Document) error { return d.CutOut(at(1, 1), at(1, 0)) },
			want: []string{"P1.1 # P1.2", "L # L"},
			check: func(t *testing.T, m *maze.Maze) {
				if len(m.Treasures) != 1 || m.Treasures[0].At != at(0, 1) || len(m.Piles) != 0 {
					t.Errorf("treasures %v, piles %v", m.Treasures, m.Piles)
				}
				if m.Side(at(0, 1), maze.Right) != maze.Solid || !m.IsExit(at(0, 0), maze.Up) {
					t.Error("sides around the hole")
				}
			},
		},
		{
			name: "§1.4 a cell put back is land open to its neighbours",
			plan: []string{"L # L", "L L L"},
			do:   func(d *Document) error { return d.PutBack(at(1, 0)) },
			want: []string{"L L L", "L L L"},
			check: func(t *testing.T, m *maze.Maze) {
				for _, d := range []maze.Dir{maze.Left, maze.Right, maze.Down} {
					if m.Side(at(1, 0), d) != maze.Open {
						t.Errorf("side %v not open", d)
					}
				}
				if m.Side(at(1, 0), maze.Up) != maze.Solid {
					t.Error("no monolith above")
				}
			},
		},
	})
}

func TestResize(t *testing.T) {
	base := []string{"W P1.1 L", "P1.2 R> D", "L P1.3 H"}
	withThings := func(m *maze.Maze) {
		m.SetSide(at(0, 0), maze.Right, maze.Wall)
		m.SetSide(at(2, 1), maze.Right, maze.Open) // an exit on the right
		m.SetSide(at(0, 0), maze.Left, maze.Wall)  // a closed exit on the left
		m.SetSide(at(1, 0), maze.Down, maze.Solid)
		m.Treasures = []maze.Treasure{{At: at(2, 0), True: true}, {At: at(0, 2)}}
		m.Piles = []maze.Pile{{At: at(2, 2), Items: maze.Items{Grenades: 1}}}
	}
	runCommands(t, []command{
		{
			name:  "growing from the top left keeps everything, new cells are land",
			plan:  base,
			setup: withThings,
			do:    func(d *Document) error { return d.Resize(4, 4, TopLeft) },
			want:  []string{"W P1.1 L L", "P1.2 R> D L", "L P1.3 H L", "L L L L"},
			check: func(t *testing.T, m *maze.Maze) {
				if m.Side(at(0, 0), maze.Right) != maze.Wall || m.Side(at(1, 0), maze.Down) != maze.Solid {
					t.Error("inner walls lost")
				}
				if !m.IsExit(at(0, 0), maze.Left) || m.Side(at(0, 0), maze.Left) != maze.Wall {
					t.Error("the closed exit on the left is lost")
				}
				if m.Side(at(2, 1), maze.Right) != maze.Open || m.IsOuter(at(2, 1), maze.Right) {
					t.Error("the old right edge should now open onto new land")
				}
				if len(m.Treasures) != 2 || len(m.Piles) != 1 {
					t.Errorf("treasures %v piles %v", m.Treasures, m.Piles)
				}
			},
		},
		{
			name:  "growing from the bottom right shifts the plan",
			plan:  base,
			setup: withThings,
			do:    func(d *Document) error { return d.Resize(4, 4, BottomRight) },
			want:  []string{"L L L L", "L W P1.1 L", "L P1.2 R> D", "L L P1.3 H"},
			check: func(t *testing.T, m *maze.Maze) {
				if !m.IsExit(at(3, 2), maze.Right) {
					t.Error("the exit on the right is lost")
				}
				if m.Treasures[0].At != at(3, 1) {
					t.Errorf("true treasure at %v", m.Treasures[0].At)
				}
			},
		},
		{
			name:  "shrinking drops what no longer fits and tidies loops and rivers",
			plan:  base,
			setup: withThings,
			do:    func(d *Document) error { return d.Resize(2, 2, TopLeft) },
			want:  []string{"W P1.1", "P1.2 L"},
			check: func(t *testing.T, m *maze.Maze) {
				if len(m.Treasures) != 0 || len(m.Piles) != 0 {
					t.Errorf("treasures %v piles %v", m.Treasures, m.Piles)
				}
				if m.Side(at(1, 1), maze.Right) != maze.Solid {
					t.Error("a cut side should be the monolith")
				}
				if !m.IsExit(at(0, 0), maze.Left) {
					t.Error("the closed exit on the left is lost")
				}
			},
		},
		{
			name: "§4.5 shrinking through a river ends it in a new delta",
			plan: []string{"R> R> R> D", "L L L L"},
			do:   func(d *Document) error { return d.Resize(3, 2, TopLeft) },
			want: []string{"R> R> D", "L L L"},
		},
		{
			name: "a new floor",
			plan: []string{"L L", "L L"},
			do:   func(d *Document) error { return d.SetFloors(2) },
			check: func(t *testing.T, m *maze.Maze) {
				if m.Floors() != 2 || m.CountInside() != 8 {
					t.Errorf("%d floors, %d cells", m.Floors(), m.CountInside())
				}
			},
		},
		{
			name:    "a size beyond the format is refused",
			plan:    []string{"L L", "L L"},
			do:      func(d *Document) error { return d.Resize(101, 2, TopLeft) },
			refused: CodeTooBig,
		},
	})
}

func TestMetadata(t *testing.T) {
	beginner := rules.Beginner()
	runCommands(t, []command{
		{
			name: "§7 attaching a rules configuration",
			plan: []string{"L L", "L L"},
			do:   func(d *Document) error { return d.SetRules(&beginner) },
			check: func(t *testing.T, m *maze.Maze) {
				if m.Rules == nil || !m.Rules.Equal(beginner) {
					t.Errorf("rules %+v", m.Rules)
				}
			},
		},
		{
			name: "title",
			plan: []string{"L L", "L L"},
			do:   func(d *Document) error { return d.SetTitle("Castle") },
		},
		{
			name: "§8 rec. 3 players",
			plan: []string{"L L", "L L"},
			do:   func(d *Document) error { return d.SetPlayers(4) },
		},
		{
			name: "replacing the whole maze is one step",
			plan: []string{"L L", "L L"},
			do:   func(d *Document) error { return d.Replace(plan(t, "H W L", "L L L"), "Generate") },
			want: []string{"H W L", "L L L"},
		},
		{
			name:    "a players count the format cannot hold",
			plan:    []string{"L L", "L L"},
			do:      func(d *Document) error { return d.SetPlayers(100) },
			refused: CodeBadArgument,
		},
	})
}

func TestNoChangeNoStep(t *testing.T) {
	d := docOf(plan(t, "H L", "L L"))
	for name, cmd := range map[string]func() error{
		"painting a cell its own kind": func() error { return d.Paint(maze.Hospital, at(0, 0)) },
		"removing a wall that is not there": func() error {
			return d.SetEdge(side(0, 0, maze.Right), maze.Open)
		},
		"removing a treasure from an empty cell": func() error { return d.RemoveTreasure(at(1, 1)) },
		"clearing items that are not there":      func() error { return d.SetItems(at(1, 1), maze.Items{}) },
		"resizing to the same size":              func() error { return d.Resize(2, 2, Center) },
		"an empty stroke": func() error {
			d.BeginStroke("nothing")
			d.EndStroke()
			return nil
		},
	} {
		if err := cmd(); err != nil {
			t.Errorf("%s: %v", name, err)
		}
		if d.CanUndo() || d.Dirty() {
			t.Errorf("%s added a step", name)
		}
	}
}

func TestDrawn(t *testing.T) {
	m := plan(t, "# L H", "L L L")
	m.SetSide(at(1, 1), maze.Right, maze.Wall)
	m.SetSide(at(2, 1), maze.Down, maze.Open)
	m.Treasures = []maze.Treasure{{At: at(1, 0), True: true}}
	dr := Drawn(m)
	if want := []maze.Pos{at(0, 0), at(2, 0)}; !slices.Equal(dr.Cells, want) {
		t.Errorf("cells %v, want %v", dr.Cells, want)
	}
	if want := []maze.Side{side(1, 1, maze.Right), side(2, 1, maze.Down)}; !slices.Equal(dr.Sides, want) {
		t.Errorf("sides %v, want %v", dr.Sides, want)
	}
	if len(dr.Treasures) != 1 || dr.Empty() {
		t.Error("treasures")
	}
	if !Drawn(maze.MustNew(5, 5)).Empty() {
		t.Error("a blank plan has something drawn")
	}
}
