package editor

import (
	"fmt"
	"math/rand/v2"
	"os"
	"path/filepath"
	"slices"
	"testing"

	"github.com/labyrinth-game/labyrinth/engine/maze"
	"github.com/labyrinth-game/labyrinth/engine/rules"
)

// randomEditor drives a document with random commands, as a fuzzing game
// master would: mostly sensible, sometimes off the plan or refused.
type randomEditor struct {
	r *rand.Rand
	d *Document
}

func (re *randomEditor) pos() maze.Pos {
	m := re.d.Maze()
	p := maze.Pos{X: re.r.IntN(m.Width()+2) - 1, Y: re.r.IntN(m.Height()+2) - 1, Floor: re.r.IntN(m.Floors())}
	if re.r.IntN(10) > 0 {
		p.X, p.Y = min(max(p.X, 0), m.Width()-1), min(max(p.Y, 0), m.Height()-1)
	}
	return p
}

func (re *randomEditor) side() maze.Side {
	return maze.Side{At: re.pos(), Dir: maze.Dirs[re.r.IntN(4)]}
}

// walk is a random path of neighbours inside the labyrinth that does not
// cross itself; now and then it jumps, leaves or crosses, to be refused.
func (re *randomEditor) walk() []maze.Pos {
	m := re.d.Maze()
	p := re.pos()
	path := []maze.Pos{p}
	seen := map[maze.Pos]bool{p: true}
	for range 1 + re.r.IntN(6) {
		var next []maze.Pos
		for _, d := range maze.Dirs {
			if q := p.Step(d); m.Inside(q) && !seen[q] {
				next = append(next, q)
			}
		}
		switch {
		case re.r.IntN(25) == 0:
			p = re.pos()
		case re.r.IntN(25) == 0 || len(next) == 0:
			p = p.Step(maze.Dirs[re.r.IntN(4)])
		default:
			p = next[re.r.IntN(len(next))]
		}
		seen[p] = true
		path = append(path, p)
	}
	return path
}

var paintKinds = []maze.Kind{maze.Land, maze.Hospital, maze.Weaponry, maze.Encephalitis, maze.Swamp, maze.Casino, maze.Elevator}

func (re *randomEditor) kind() maze.Kind {
	if re.r.IntN(40) == 0 {
		return maze.Pit // refused
	}
	return paintKinds[re.r.IntN(len(paintKinds))]
}

func (re *randomEditor) loop() int {
	loops := re.d.Loops()
	if len(loops) == 0 || re.r.IntN(20) == 0 {
		return re.r.IntN(5)
	}
	return loops[re.r.IntN(len(loops))]
}

func (re *randomEditor) pit() maze.Pos {
	loops := re.d.Loops()
	if len(loops) == 0 {
		return re.pos()
	}
	pits := re.d.LoopPits(loops[re.r.IntN(len(loops))])
	return pits[re.r.IntN(len(pits))]
}

// command runs one random command and returns its name.
func (re *randomEditor) command() string {
	d, r := re.d, re.r
	switch n := r.IntN(32); n {
	case 0, 1, 2:
		d.Paint(re.kind(), re.pos(), re.pos())
		return "paint"
	case 3:
		d.PaintRect(re.kind(), re.pos(), re.pos())
		return "rect"
	case 4:
		d.Fill(re.kind(), re.pos(), r.IntN(2) == 0)
		return "fill"
	case 5, 6:
		d.ToggleWall(re.side())
		return "toggle"
	case 7:
		d.CycleEdge(re.side())
		return "cycle"
	case 8:
		d.SetEdges([]maze.Side{re.side(), re.side(), re.side()}, maze.Edge(r.IntN(3)))
		return "run"
	case 9, 10, 11:
		d.DrawRiver(re.walk())
		return "river"
	case 12:
		// Clicking pits in order: one stroke.
		d.BeginStroke("")
		loop, _ := d.NewLoop(re.pos())
		for range r.IntN(4) {
			d.AppendPit(loop, re.pos())
		}
		d.EndStroke()
		return "new loop"
	case 13, 14:
		d.AppendPit(re.loop(), re.pos())
		return "append pit"
	case 15:
		d.InsertPit(re.loop(), 1+r.IntN(4), re.pos())
		return "insert pit"
	case 16:
		if r.IntN(2) == 0 {
			d.RemovePit(re.pit())
		} else {
			d.MovePit(re.pit(), 1+r.IntN(4))
		}
		return "remove or move pit"
	case 17:
		switch r.IntN(3) {
		case 0:
			d.SplitLoop(re.pit())
		case 1:
			d.JoinLoops(re.loop(), re.loop())
		default:
			d.RenumberLoops()
		}
		return "split, join or renumber"
	case 18:
		if l := re.loop(); len(d.LoopPits(l)) > 0 {
			pits := d.LoopPits(l)
			r.Shuffle(len(pits), func(i, j int) { pits[i], pits[j] = pits[j], pits[i] })
			d.ReorderLoop(l, pits)
		}
		return "reorder"
	case 19:
		switch r.IntN(4) {
		case 0:
			d.PlaceTrueTreasure(re.pos())
		case 1:
			d.AddFakeTreasure(re.pos())
		case 2:
			d.RemoveTreasure(re.pos())
		default:
			d.SetTreasureStack(re.pos(), []bool{r.IntN(2) == 0, false, r.IntN(3) == 0}[:r.IntN(4)])
		}
		return "treasure"
	case 20:
		d.SetItems(re.pos(), maze.Items{Bullets: r.IntN(3), Grenades: r.IntN(2), Corpses: r.IntN(2) - r.IntN(30)/29})
		return "items"
	case 21:
		if r.IntN(2) == 0 {
			d.CutOut(re.pos())
		}
		return "cut out"
	case 22:
		d.PutBack(re.pos())
		return "put back"
	case 23:
		m := d.Maze()
		d.Resize(min(max(3, m.Width()+r.IntN(5)-2), 9), min(max(3, m.Height()+r.IntN(5)-2), 9), Anchor(r.IntN(9)))
		return "resize"
	case 24:
		if r.IntN(4) == 0 {
			d.SetFloors(1 + r.IntN(2))
		} else {
			d.SetPlayers(r.IntN(6))
		}
		return "floors or players"
	case 25:
		switch r.IntN(3) {
		case 0:
			d.SetRules(nil)
		case 1:
			b := rules.Beginner()
			b.HealingMoves = r.IntN(5)
			d.SetRules(&b)
		default:
			d.SetTitle(fmt.Sprintf("Maze %d", r.IntN(3)))
		}
		return "rules or title"
	case 26:
		if r.IntN(3) == 0 {
			m := maze.MustNew(4+r.IntN(4), 4+r.IntN(4))
			m.SetCell(maze.At(0, 0), maze.Cell{Kind: maze.Hospital})
			d.Replace(m, "Generate")
		}
		return "replace"
	case 27:
		// A brush or edge drag: several commands, one step; sometimes
		// cancelled.
		d.BeginStroke("drag")
		for range 1 + r.IntN(5) {
			if r.IntN(2) == 0 {
				d.Paint(re.kind(), re.pos())
			} else {
				d.ToggleWall(re.side())
			}
		}
		if r.IntN(5) == 0 {
			d.CancelStroke()
		} else {
			d.EndStroke()
		}
		return "stroke"
	case 28:
		// The sides of format version 2: doors, windows, locks.
		switch r.IntN(4) {
		case 0:
			d.CycleDoor(re.side())
		case 1:
			d.SetWindow(re.side(), r.IntN(3) != 0)
		case 2:
			d.SetLocked(re.side(), r.IntN(3) != 0)
		default:
			s := re.side()
			d.SetDoor(s, []maze.Dir{maze.NoDir, s.Dir, s.Dir.Opposite()}[r.IntN(3)])
		}
		return "door, window or lock"
	case 29:
		// The things of format version 2: staircases, stocks, Keys,
		// creatures, the new items.
		switch r.IntN(6) {
		case 0:
			d.SetStairs(re.pos(), r.IntN(3) != 0)
		case 1:
			d.SetStock(re.pos(), maze.Goods(r.IntN(64)))
		case 2:
			if r.IntN(2) == 0 {
				d.AddKey(re.pos())
			} else {
				d.RemoveKey(re.pos())
			}
		case 3:
			path := re.walk()
			dirs, _ := PathDirs(path)
			if len(path) > 0 {
				d.AddCreature(maze.Creature{Kind: maze.CreatureKind(1 + r.IntN(2)), At: path[0], Path: dirs})
			}
		case 4:
			d.RemoveCreature(re.pos())
		default:
			d.SetItems(re.pos(), maze.Items{Knives: r.IntN(2), Boats: r.IntN(2), Boomerangs: r.IntN(2), Cement: r.IntN(2)})
		}
		return "version 2 thing"
	default:
		return "nothing"
	}
}

// TestRandomEditsUndoExactly: random command sequences with random undos
// and redos in between; every history position must come back exactly,
// file bytes included, and undoing everything must give the initial plan,
// redoing everything the final one.
func TestRandomEditsUndoExactly(t *testing.T) {
	starts := map[string]func() *maze.Maze{
		"blank 6x5": func() *maze.Maze { return maze.MustNew(6, 5) },
	}
	samples, _ := filepath.Glob("../../assets/mazes/*.json")
	for _, f := range samples {
		starts[filepath.Base(f)] = func() *maze.Maze {
			data, err := os.ReadFile(f)
			if err != nil {
				t.Fatal(err)
			}
			m, err := maze.Decode(data)
			if err != nil {
				t.Fatal(err)
			}
			return m
		}
	}
	seeds := 20
	if testing.Short() {
		seeds = 5
	}
	for name, start := range starts {
		for seed := range uint64(seeds) {
			t.Run(fmt.Sprintf("%s/seed %d", name, seed), func(t *testing.T) {
				re := &randomEditor{r: rand.New(rand.NewPCG(seed, 7)), d: docOf(start())}
				randomSession(t, re, 150)
			})
		}
	}
}

// structural lists the problems the editor never creates: a plan whose
// rivers and pit numbering are sound stays so through any command (§4.4,
// §4.5: "walls cannot block a flow (the editor prevents it)").
var structural = []string{
	"river_without_flow", "river_leaves", "river_into_non_river", "river_into_wall",
	"river_loop", "delta_without_river", "pit_numbering", "pit_without_loop",
}

func structuralProblems(d *Document) []string {
	var out []string
	for _, p := range d.Problems() {
		if slices.Contains(structural, p.Code) {
			out = append(out, p.String())
		}
	}
	return out
}

func randomSession(t *testing.T, re *randomEditor, commands int) {
	d := re.d
	sound := len(structuralProblems(d)) == 0
	states := []snapshot{snap(t, d.Maze())} // states[i]: the plan after i steps
	var log []string
	for range commands {
		switch re.r.IntN(12) {
		case 0:
			if d.Undo() {
				log = append(log, "undo")
			}
		case 1:
			if d.Redo() {
				log = append(log, "redo")
			}
		default:
			before, _ := d.HistoryLen()
			log = append(log, re.command())
			if cur, redo := d.HistoryLen(); cur != before {
				if cur != before+1 || redo != 0 {
					t.Fatalf("after %v: history %d/%d, was %d", log, cur, redo, before)
				}
				states = append(states[:before+1], snap(t, d.Maze()))
			}
		}
		cur, _ := d.HistoryLen()
		if len(states) < cur+1 {
			t.Fatalf("after %v: %d steps but %d states", log, cur, len(states))
		}
		states[cur].sameAs(t, d.Maze(), fmt.Sprintf("after %v", log))
		if p := structuralProblems(d); sound && len(p) > 0 {
			t.Fatalf("after %v: %v\n%s", log, p, maze.Plan(d.Maze()))
		}
	}
	cur, redo := d.HistoryLen()
	states = states[:cur+redo+1]
	for i := cur; i > 0; i-- {
		d.Undo()
		states[i-1].sameAs(t, d.Maze(), fmt.Sprintf("undo to step %d after %v", i-1, log))
	}
	if d.Undo() {
		t.Fatal("undo past the beginning")
	}
	if d.Dirty() {
		t.Error("dirty after undoing everything")
	}
	for i := 1; i <= cur+redo; i++ {
		d.Redo()
		states[i].sameAs(t, d.Maze(), fmt.Sprintf("redo to step %d after %v", i, log))
	}
	if d.Redo() {
		t.Fatal("redo past the end")
	}
}
