package notebook

import (
	"path/filepath"
	"testing"

	"github.com/labyrinth-game/labyrinth/engine/maze"
	"github.com/labyrinth-game/labyrinth/engine/rules"
)

// longLog plays a long game: three players walking to and fro on a strip
// of land, about 4,000 events in each seat's view.
func longLog(b testing.TB) *table {
	r := rules.Reference()
	r.NStop = 100_000
	tb := newTable(b, plan(b, []string{"L L L L L L", "L L H L W L"}), r, "Ann@1,1", "Bob@6,1", "Cid@3,2")
	dirs := []string{"right", "left"}
	for i := range 450 {
		tb.script("Ann: go "+dirs[i%2], "Bob: go "+dirs[(i+1)%2], "Cid: go "+dirs[i%2])
	}
	return tb
}

// marked64 is a notebook whose first sheet has 64x64 cells marked, every
// edge between them marked, and a long log.
func marked64(b testing.TB) *Notebook {
	n := longLog(b).notebook("Ann")
	id := first(n)
	n.BeginStroke("")
	kinds := []Kind{Land, Land, Land, Hospital, Weaponry, River, Delta, Pit, Encephalitis}
	for y := range 64 {
		for x := range 64 {
			m := CellMark{Kind: kinds[(x*7+y*3)%len(kinds)], Pen: (x+y)%3 > 0, Owner: Owner((x + y) % 4)}
			if m.Kind == River {
				m.Flow = maze.Right
			}
			n.SetMark(id, At(x, y), m)
			if x < 63 {
				n.SetEdge(id, EdgeOf(At(x, y), maze.Right), EdgeMark{Kind: []EdgeKind{Passage, Wall}[(x*y)%2], Pen: true, Owner: Hand})
			}
			if y < 63 {
				n.SetEdge(id, EdgeOf(At(x, y), maze.Down), EdgeMark{Kind: []EdgeKind{Passage, Wall, SuspectedWall}[(x+y)%3], Owner: SeatOwner(0)})
			}
		}
	}
	n.EndStroke()
	return n
}

// BenchmarkMark64x64 is one keystroke on a big notebook without a file: the
// command, its history step and the change notification.
func BenchmarkMark64x64(b *testing.B) {
	n := marked64(b)
	id := first(n)
	n.SetCursor(id, At(20, 20))
	n.Subscribe(func(Change) {})
	i := 0
	for b.Loop() {
		n.MarkAtCursor(id, []Kind{Hospital, Weaponry}[i%2])
		i++
	}
}

// BenchmarkMarkAndJournal64x64 is the same keystroke on a notebook with a
// file: the stroke's end appends its line to the journal (one write; a
// killed process loses nothing after it returns).
func BenchmarkMarkAndJournal64x64(b *testing.B) {
	n := marked64(b)
	if err := n.SaveAs(filepath.Join(b.TempDir(), "big.notebook")); err != nil {
		b.Fatal(err)
	}
	defer n.Close()
	id := first(n)
	n.SetCursor(id, At(20, 20))
	n.Subscribe(func(Change) {})
	i := 0
	for b.Loop() {
		n.MarkAtCursor(id, []Kind{Hospital, Weaponry}[i%2])
		i++
	}
}

// BenchmarkMarkAndAutosave64x64 adds Autosave after every keystroke: the
// journal flushed to disk (fsync), the worst case of the once-a-second
// timer.
func BenchmarkMarkAndAutosave64x64(b *testing.B) {
	n := marked64(b)
	if err := n.SaveAs(filepath.Join(b.TempDir(), "big.notebook")); err != nil {
		b.Fatal(err)
	}
	defer n.Close()
	id := first(n)
	n.SetCursor(id, At(20, 20))
	i := 0
	for b.Loop() {
		n.MarkAtCursor(id, []Kind{Hospital, Weaponry}[i%2])
		if err := n.Autosave(); err != nil {
			b.Fatal(err)
		}
		i++
	}
}

// BenchmarkCompact64x64 writes the whole big notebook as a new snapshot.
func BenchmarkCompact64x64(b *testing.B) {
	n := marked64(b)
	if err := n.SaveAs(filepath.Join(b.TempDir(), "big.notebook")); err != nil {
		b.Fatal(err)
	}
	defer n.Close()
	for b.Loop() {
		if err := n.Compact(); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkOpen64x64 opens the big notebook after a crash: the snapshot,
// 100 journal lines replayed, and the new snapshot written.
func BenchmarkOpen64x64(b *testing.B) {
	n := marked64(b)
	path := filepath.Join(b.TempDir(), "big.notebook")
	if err := n.SaveAs(path); err != nil {
		b.Fatal(err)
	}
	id := first(n)
	for i := range 100 {
		n.SetMark(id, At(i%64, 70), pen(Land))
	}
	n.abandon()
	for b.Loop() {
		b.StopTimer()
		// Each round opens the crash's files anew.
		m := marked64(b)
		m.SaveAs(path)
		for i := range 100 {
			m.SetMark(id, At(i%64, 70), pen(Land))
		}
		m.abandon()
		b.StartTimer()
		o, err := Open(path)
		if err != nil {
			b.Fatal(err)
		}
		b.StopTimer()
		o.Close()
		b.StartTimer()
	}
}

// fragments30 is a notebook with two 30x30 fragments of one drawing that
// overlap by 20 columns, with a few conflicts.
func fragments30(b testing.TB) (*Notebook, SheetID, SheetID, Offset) {
	n := mustNew(b)
	a := first(n)
	f, _ := n.AddSheet("Fragment")
	kinds := []Kind{Land, Land, Land, Hospital, Weaponry, River, Delta, Pit, Encephalitis}
	hash := func(x, y int) int { return int(uint32(x*73856093^y*19349663) % 1021) }
	kind := func(x, y int) CellMark {
		return CellMark{Kind: kinds[hash(x, y)%len(kinds)], Pen: hash(y, x)%4 > 0, Owner: Hand}
	}
	wall := func(x, y int) EdgeMark {
		return EdgeMark{Kind: []EdgeKind{Passage, Wall, Passage}[hash(x+7, y)%3], Pen: true, Owner: SeatOwner(0)}
	}
	n.BeginStroke("")
	for y := range 30 {
		for x := range 30 {
			n.SetMark(a, At(x, y), kind(x, y))
			n.SetEdge(a, EdgeOf(At(x, y), maze.Right), wall(x, y))
			n.SetEdge(a, EdgeOf(At(x, y), maze.Down), wall(y, x))
			// B holds columns 10..39 of the same drawing, at (100+x-10, y).
			bx := x + 10
			m := kind(bx, y)
			if (bx*y)%97 == 0 {
				m = pen(Hospital) // a few disagreements
			}
			n.SetMark(f, At(100+x, y), m)
			n.SetEdge(f, EdgeOf(At(100+x, y), maze.Right), wall(bx, y))
			n.SetEdge(f, EdgeOf(At(100+x, y), maze.Down), wall(y, bx))
		}
	}
	n.EndStroke()
	return n, a, f, Offset{DX: -90, DY: 0}
}

// BenchmarkGlue30x30 is the target "gluing two 30x30 fragments with
// conflict colouring": the comparison the widget colours, then the glue
// itself (forced over the conflicts), one history step. Undo restores the
// sheets for the next round, outside the timing.
func BenchmarkGlue30x30(b *testing.B) {
	n, a, f, off := fragments30(b)
	for b.Loop() {
		r, err := n.PreviewGlue(a, f, off)
		if err != nil || r.Conflict == 0 {
			b.Fatalf("%v, %d conflicts", err, r.Conflict)
		}
		if _, err := n.Glue(a, f, off, true); err != nil {
			b.Fatal(err)
		}
		b.StopTimer()
		n.Undo()
		b.StartTimer()
	}
}

// BenchmarkPreviewGlue30x30 is the colouring alone, as while dragging.
func BenchmarkPreviewGlue30x30(b *testing.B) {
	n, a, f, off := fragments30(b)
	for b.Loop() {
		if _, err := n.PreviewGlue(a, f, off); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkProposeOffsets30x30 ranks where one 30x30 fragment fits on
// another.
func BenchmarkProposeOffsets30x30(b *testing.B) {
	n, a, f, off := fragments30(b)
	for b.Loop() {
		ps, err := n.ProposeOffsets(a, f, 5)
		if err != nil || len(ps) == 0 || ps[0].Offset != off {
			b.Fatalf("%v %+v, want %v first", err, ps, off)
		}
	}
}

// BenchmarkTraceLongLog traces one player through the long log (450
// moves).
func BenchmarkTraceLongLog(b *testing.B) {
	n := longLog(b).notebook("Ann")
	id := first(n)
	for b.Loop() {
		res, err := n.Trace(id, At(0, 0), 1)
		if err != nil || res.Steps != 450 {
			b.Fatal(err, res.Steps)
		}
	}
}

func TestBenchmarkFixtures(t *testing.T) {
	n := marked64(t)
	if got := n.Sheet(first(n)).Len(); got != 64*64+2*64*63 {
		t.Errorf("%d marks", got)
	}
	if n.Log().Len() < 3000 {
		t.Errorf("the long log has %d events", n.Log().Len())
	}
}
