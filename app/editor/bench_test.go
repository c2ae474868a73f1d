package editor

import (
	"math/rand/v2"
	"testing"

	"github.com/labyrinth-game/labyrinth/engine/maze"
)

// benchDocument builds a w x h labyrinth the way a game master would with
// the editor: corridors carved out of a full grid of walls (then about 40%
// of the inner sides left as walls), rivers dragged along corridors, pit
// loops clicked in order, havens painted, treasures and exits placed.
func benchDocument(tb testing.TB, w, h int) *Document {
	r := rand.New(rand.NewPCG(1, 2))
	m := maze.MustNew(w, h)
	for p := range m.Cells {
		for _, d := range []maze.Dir{maze.Right, maze.Down} {
			if m.Inside(p.Step(d)) {
				m.SetSide(p, d, maze.Wall)
			}
		}
	}
	seen := map[maze.Pos]bool{at(0, 0): true}
	stack := []maze.Pos{at(0, 0)}
	for len(stack) > 0 {
		p := stack[len(stack)-1]
		var next []maze.Dir
		for _, d := range maze.Dirs {
			if q := p.Step(d); m.Inside(q) && !seen[q] {
				next = append(next, d)
			}
		}
		if len(next) == 0 {
			stack = stack[:len(stack)-1]
			continue
		}
		d := next[r.IntN(len(next))]
		m.SetSide(p, d, maze.Open)
		seen[p.Step(d)] = true
		stack = append(stack, p.Step(d))
	}
	inner := 2*w*h - w - h
	for walls := inner - (w*h - 1); walls > inner*4/10; {
		p, d := at(r.IntN(w), r.IntN(h)), maze.Dirs[r.IntN(4)]
		if m.Inside(p.Step(d)) && m.Side(p, d) != maze.Open {
			m.SetSide(p, d, maze.Open)
			walls--
		}
	}
	doc := docOf(m)
	rnd := func() maze.Pos { return at(r.IntN(w), r.IntN(h)) }
	for range w * h / 150 {
		p := rnd()
		path := []maze.Pos{p}
		for len(path) < 6 {
			d := maze.Dirs[r.IntN(4)]
			q := p.Step(d)
			if !m.Inside(q) || m.Side(p, d) != maze.Open {
				continue
			}
			path = append(path, q)
			p = q
		}
		doc.DrawRiver(path) // a path crossing itself is refused: fine
	}
	for range max(2, w*h/200) {
		doc.BeginStroke("pits")
		loop, _ := doc.NewLoop(rnd())
		for range 2 + r.IntN(3) {
			doc.AppendPit(loop, rnd())
		}
		doc.EndStroke()
	}
	for _, k := range []maze.Kind{maze.Weaponry, maze.Weaponry, maze.Hospital, maze.Hospital, maze.Encephalitis} {
		doc.Paint(k, rnd())
	}
	doc.PlaceTrueTreasure(rnd())
	doc.AddFakeTreasure(rnd())
	doc.AddFakeTreasure(rnd())
	doc.CycleEdge(side(r.IntN(w), 0, maze.Up))
	doc.CycleEdge(side(r.IntN(w), h-1, maze.Down))
	tb.Logf("%dx%d maze: %d problems, %d history steps", w, h, len(doc.Problems()), doc.cur)
	return doc
}

// benchmarkEdit measures one edit as the editor screen makes it: a click
// on an inner side toggling a wall, a history step, the change
// notification, and validating the whole plan again.
func benchmarkEdit(b *testing.B, w, h int) {
	d := benchDocument(b, w, h)
	m := d.Maze()
	var sides []maze.Side
	for p := range m.Cells {
		for _, dir := range []maze.Dir{maze.Right, maze.Down} {
			if m.Inside(p.Step(dir)) && !flowAcross(m, p, dir) {
				sides = append(sides, maze.Side{At: p, Dir: dir})
			}
		}
	}
	r := rand.New(rand.NewPCG(3, 4))
	heard := 0
	d.Subscribe(func(Change) { heard++ })
	b.ReportAllocs()
	b.ResetTimer()
	for b.Loop() {
		if err := d.ToggleWall(sides[r.IntN(len(sides))]); err != nil {
			b.Fatal(err)
		}
	}
	if heard == 0 {
		b.Fatal("no change notified")
	}
}

// BenchmarkEditAndValidate30x30 is the product target "an edit plus live
// validation of a 30x30 maze ≤ 5 ms".
func BenchmarkEditAndValidate30x30(b *testing.B) { benchmarkEdit(b, 30, 30) }

func BenchmarkEditAndValidate100x100(b *testing.B) { benchmarkEdit(b, 100, 100) }

// BenchmarkBrushStroke30x30 paints a 30-cell brush stroke, one command per
// cell as the pointer moves, each validated, ending in one history step.
func BenchmarkBrushStroke30x30(b *testing.B) {
	d := benchDocument(b, 30, 30)
	kinds := []maze.Kind{maze.Hospital, maze.Land}
	b.ReportAllocs()
	i := 0
	for b.Loop() {
		d.BeginStroke("Brush")
		for x := range 30 {
			d.Paint(kinds[i%2], at(x, 15))
		}
		d.EndStroke()
		i++
	}
}

// BenchmarkUndoRedo30x30 undoes and redoes one wall toggle.
func BenchmarkUndoRedo30x30(b *testing.B) {
	d := benchDocument(b, 30, 30)
	d.ToggleWall(side(14, 14, maze.Right))
	b.ReportAllocs()
	for b.Loop() {
		d.Undo()
		d.Redo()
	}
}
