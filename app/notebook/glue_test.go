package notebook

import (
	"errors"
	"slices"
	"testing"

	"github.com/labyrinth-game/labyrinth/engine/maze"
)

// draw puts rows of tokens on a sheet (top-left at origin): "L", "H", "W",
// "P", "D", "E", "R>" (a river flowing right), "R" (flow unknown), "."
// (nothing); lower case for pencil. "|" after a token is a pen wall on its
// right, ":" a pencil one, "-" a pen passage.
func draw(t testing.TB, n *Notebook, id SheetID, origin Cell, rows ...string) {
	t.Helper()
	n.BeginStroke("")
	defer n.EndStroke()
	for y, row := range rows {
		x := 0
		for i := 0; i < len(row); {
			c := origin.Add(Offset{x, y})
			ch := row[i]
			i++
			var m CellMark
			switch ch {
			case 'L', 'l':
				m.Kind = Land
			case 'H', 'h':
				m.Kind = Hospital
			case 'W', 'w':
				m.Kind = Weaponry
			case 'P', 'p':
				m.Kind = Pit
			case 'D', 'd':
				m.Kind = Delta
			case 'E', 'e':
				m.Kind = Encephalitis
			case 'R', 'r':
				m.Kind = River
				if i < len(row) {
					if d, ok := map[byte]maze.Dir{'>': maze.Right, '<': maze.Left, '^': maze.Up, 'v': maze.Down}[row[i]]; ok {
						m.Flow = d
						i++
					}
				}
			case '.':
			default:
				t.Fatalf("draw: %q in %q", ch, row)
			}
			m.Pen, m.Owner = ch >= 'A' && ch <= 'Z', Hand
			if m.Kind != NoMark {
				if err := n.SetMark(id, c, m); err != nil {
					t.Fatal(err)
				}
			}
			if i < len(row) {
				var e EdgeMark
				switch row[i] {
				case '|':
					e = penEdge(Wall)
				case ':':
					e = pencilEdge(Wall)
				case '-':
					e = penEdge(Passage)
				}
				if !e.Empty() {
					n.SetEdge(id, EdgeOf(c, maze.Right), e)
				}
				if row[i] == '|' || row[i] == ':' || row[i] == '-' || row[i] == ' ' {
					i++
				}
			}
			x++
		}
	}
}

func TestGluePreview(t *testing.T) {
	n := mustNew(t)
	a := first(n)
	b, _ := n.AddSheet("Fragment")
	draw(t, n, a, At(0, 0),
		"L L L",
		"L H|L",
		"R>D l")
	draw(t, n, b, At(10, 10),
		"H L .",
		"D W P")
	// B's (10,10) on A's (1,1): the hospitals meet.
	off := OffsetBetween(At(1, 1), At(10, 10))
	r, err := n.PreviewGlue(a, b, off)
	if err != nil {
		t.Fatal(err)
	}
	want := map[Cell]Verdict{
		At(1, 1): Agree,    // H and H
		At(2, 1): Agree,    // L and L
		At(1, 2): Agree,    // D and D
		At(2, 2): Overrule, // pencil land, pen weaponry
		At(3, 2): OnlyB,    // the pit
		At(0, 1): OnlyA,    // within B's rectangle? no: outside it
	}
	delete(want, At(0, 1))
	for c, v := range want {
		if got := r.Summary[c]; got != v {
			t.Errorf("%v: %v, want %v", c, got, v)
		}
	}
	if _, ok := r.Summary[At(0, 0)]; ok {
		t.Error("A's marks outside B's rectangle are in the report")
	}
	// The wall right of A's hospital: only A has it.
	for _, e := range r.Edges {
		if e.At == EdgeOf(At(1, 1), maze.Right) && e.Verdict != OnlyA {
			t.Errorf("wall: %v", e.Verdict)
		}
	}
	if r.Conflict != 0 || r.Agree != 3 || r.Overrule != 1 || r.OnlyB != 1 {
		t.Errorf("counts %+v", r)
	}
	// Shifted by one, the hospital meets land: a conflict.
	r2, _ := n.PreviewGlue(a, b, Offset{off.DX - 1, off.DY})
	if r2.Summary[At(0, 1)] != Conflict || r2.Conflict == 0 || r2.Score >= r.Score {
		t.Errorf("shifted: %v, score %d vs %d", r2.Summary[At(0, 1)], r2.Score, r.Score)
	}
}

func TestGlueMerge(t *testing.T) {
	n := mustNew(t)
	a := first(n)
	b, _ := n.AddSheet("Fragment")
	draw(t, n, a, At(0, 0),
		"L L",
		"r l")
	draw(t, n, b, At(0, 0),
		"L-L",
		"Rvw")
	n.PlaceToken(a, 0, At(0, 0))
	n.SetTrail(a, 0, []Cell{At(0, 0)})
	n.PlaceToken(b, 0, At(1, 1))
	n.SetTrail(b, 0, []Cell{At(0, 0), At(1, 1)})
	n.PlaceToken(b, 1, At(0, 1))
	before := content(t, n)
	off := Offset{3, 4}
	// Laid at (3,4), nothing of B meets A.
	r, err := n.Glue(a, b, off, false)
	if err != nil {
		t.Fatal(err)
	}
	if r.OnlyB != 5 || len(n.Sheets()) != 1 {
		t.Errorf("report %+v, sheets %v", r, n.Sheets())
	}
	s := n.Sheet(a)
	if s.Mark(At(3, 5), SlotType) != (CellMark{Kind: River, Flow: maze.Down, Pen: true, Owner: Hand}) {
		t.Errorf("river %+v", s.Mark(At(3, 5), SlotType))
	}
	if s.Edge(EdgeOf(At(3, 4), maze.Right)) != penEdge(Passage) {
		t.Error("passage not moved")
	}
	if tok, _ := s.Token(0); tok != At(4, 5) {
		t.Errorf("B's token should win: %v", tok)
	}
	if got := s.Trail(0); !slices.Equal(got, []Cell{At(0, 0), At(3, 4), At(4, 5)}) {
		t.Errorf("trail %v", got)
	}
	if tok, on := s.Token(1); !on || tok != At(3, 5) {
		t.Errorf("Bob's token %v %v", tok, on)
	}
	n.Undo()
	if content(t, n) != before {
		t.Error("undo did not take the glue back exactly")
	}
	// Laid exactly over A: agreements merge, pen beats pencil; two pencil
	// marks that disagree are a conflict, where A's mark stays.
	if _, err := n.Glue(a, b, Offset{}, false); err == nil {
		t.Fatal("pencil land and pencil weaponry glued without force")
	}
	if _, err := n.Glue(a, b, Offset{}, true); err != nil {
		t.Fatal(err)
	}
	s = n.Sheet(a)
	if got := drawing(s); !slices.Equal(got, []string{"L-L", "Rv l"}) {
		t.Errorf("merged %q", got)
	}
	if m := s.Mark(At(1, 1), SlotQuestion); m.Kind != Question {
		t.Errorf("no question mark on the conflict: %+v", m)
	}
}

func TestGlueConflicts(t *testing.T) {
	n := mustNew(t)
	a := first(n)
	b, _ := n.AddSheet("Fragment 2")
	draw(t, n, a, At(0, 0), "L|R>", "L L")
	draw(t, n, b, At(0, 0), "L-R<", "L L")
	before := content(t, n)
	_, err := n.Glue(a, b, Offset{}, false)
	var r *Refusal
	if !errors.As(err, &r) || r.Code != CodeConflicts {
		t.Fatalf("error %v", err)
	}
	if !slices.Equal(r.Cells, []Cell{At(1, 0)}) || !slices.Equal(r.Edges, []Edge{EdgeOf(At(0, 0), maze.Right)}) {
		t.Errorf("conflicts at %v %v", r.Cells, r.Edges)
	}
	if content(t, n) != before {
		t.Error("a refused glue changed the notebook")
	}
	// Forced: A's marks stay, "?" and B's version in a note.
	if _, err := n.Glue(a, b, Offset{}, true); err != nil {
		t.Fatal(err)
	}
	s := n.Sheet(a)
	if s.Mark(At(1, 0), SlotType).Flow != maze.Right || s.Edge(EdgeOf(At(0, 0), maze.Right)).Kind != Wall {
		t.Error("A's marks did not stay")
	}
	if s.Mark(At(1, 0), SlotQuestion).Kind != Question || s.Mark(At(0, 0), SlotQuestion).Kind != Question {
		t.Error("no question marks")
	}
	if got := s.Mark(At(1, 0), SlotNote).Text; got != "Fragment 2: pen river flowing left" {
		t.Errorf("note %q", got)
	}
	if got := s.Mark(At(0, 0), SlotNote).Text; got != "Fragment 2: pen passage right" {
		t.Errorf("note %q", got)
	}
	n.Undo()
	if content(t, n) != before {
		t.Error("undo did not take the forced glue back exactly")
	}
}

func TestGlueAgreement(t *testing.T) {
	for _, tc := range []struct {
		name string
		a, b any
		want Verdict
		res  any
	}{
		{"a river and a river flowing right", pencil(River), CellMark{Kind: River, Flow: maze.Right}, Agree, CellMark{Kind: River, Flow: maze.Right, Owner: Hand}},
		{"rivers flowing apart", CellMark{Kind: River, Flow: maze.Left}, CellMark{Kind: River, Flow: maze.Right}, Conflict, CellMark{Kind: River, Flow: maze.Left}},
		{"P and P2", pen(Pit), CellMark{Kind: Pit, Pit: "2"}, Agree, CellMark{Kind: Pit, Pit: "2", Pen: true, Owner: Hand}},
		{"P1 and P2", CellMark{Kind: Pit, Pit: "1"}, CellMark{Kind: Pit, Pit: "2"}, Conflict, CellMark{Kind: Pit, Pit: "1"}},
		{"land and a pen river", pencil(Land), pen(River), Overrule, pen(River)},
		{"a wall and the monolith", penEdge(Wall), pencilEdge(Monolith), Agree, penEdge(Monolith)},
		{"a suspected wall and a wall", pencilEdge(SuspectedWall), penEdge(Wall), Agree, penEdge(Wall)},
		{"a suspected wall and a passage", pencilEdge(SuspectedWall), pencilEdge(Passage), Conflict, pencilEdge(SuspectedWall)},
		{"an exit and a wall", penEdge(Exit), penEdge(Wall), Conflict, penEdge(Exit)},
	} {
		t.Run(tc.name, func(t *testing.T) {
			var got Verdict
			var res any
			switch a := tc.a.(type) {
			case CellMark:
				res, got = mergeCell(a, tc.b.(CellMark))
			case EdgeMark:
				res, got = mergeEdge(a, tc.b.(EdgeMark))
			}
			if got != tc.want || res != tc.res {
				t.Errorf("%v %+v, want %v %+v", got, res, tc.want, tc.res)
			}
		})
	}
}

// A fragment cut out of a drawing is found where it came from.
func TestProposeOffsets(t *testing.T) {
	n := mustNew(t)
	a := first(n)
	draw(t, n, a, At(0, 0),
		"L L H L L",
		"L|W L R>D",
		"L L L|L L",
		"P L L L E")
	b, _ := n.AddSheet("Fragment")
	draw(t, n, b, At(-7, 3),
		"W L R>",
		"L L|L")
	got, err := n.ProposeOffsets(a, b, 3)
	if err != nil {
		t.Fatal(err)
	}
	want := OffsetBetween(At(1, 1), At(-7, 3))
	if len(got) == 0 || got[0].Offset != want || got[0].Conflict != 0 {
		t.Fatalf("proposals %+v, want %v first", got, want)
	}
	if len(got) > 1 && got[1].Score >= got[0].Score {
		t.Errorf("not ranked: %+v", got)
	}
}
