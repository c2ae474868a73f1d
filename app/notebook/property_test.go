package notebook

import (
	"fmt"
	"math/rand/v2"
	"path/filepath"
	"strings"
	"testing"

	"github.com/labyrinth-game/labyrinth/engine/maze"
)

// randomPlayer drives a notebook with random commands, as a restless player
// would: mostly sensible, sometimes refused, with strokes, cancels, undos
// and redos in between.
type randomPlayer struct {
	r *rand.Rand
	n *Notebook
}

func (rp *randomPlayer) sheet() SheetID {
	ids := rp.n.Sheets()
	if rp.r.IntN(30) == 0 {
		return SheetID(rp.r.IntN(20))
	}
	return ids[rp.r.IntN(len(ids))]
}

func (rp *randomPlayer) cell() Cell { return At(rp.r.IntN(9)-4, rp.r.IntN(9)-4) }

func (rp *randomPlayer) dir() maze.Dir {
	if rp.r.IntN(40) == 0 {
		return maze.NoDir
	}
	return maze.Dirs[rp.r.IntN(4)]
}

func (rp *randomPlayer) owner() Owner { return Owner(rp.r.IntN(4)) } // Hand, Ann, Bob, or a seat of nobody

func (rp *randomPlayer) mark() CellMark {
	m := CellMark{Kind: Kind(1 + rp.r.IntN(int(Note))), Pen: rp.r.IntN(2) == 0, Owner: rp.owner()}
	switch m.Kind {
	case River:
		m.Flow = maze.Dir(rp.r.IntN(5))
	case Pit:
		m.Pit = []string{"", "1", "2.3", "x"}[rp.r.IntN(4)]
	case Note:
		m.Text = []string{"a", "exit?", "Bob was here", ""}[rp.r.IntN(4)]
	case Treasure:
		m.Fake = rp.r.IntN(3) == 0
	}
	return m
}

func (rp *randomPlayer) edgeMark() EdgeMark {
	return EdgeMark{Kind: EdgeKind(rp.r.IntN(int(Monolith) + 1)), Pen: rp.r.IntN(2) == 0, Owner: rp.owner() % 3}
}

func (rp *randomPlayer) step() {
	n, r := rp.n, rp.r
	switch r.IntN(24) {
	case 0, 1, 2:
		n.SetMark(rp.sheet(), rp.cell(), rp.mark())
	case 3:
		n.Erase(rp.sheet(), rp.cell(), Slot(r.IntN(int(NumSlots)+1)))
	case 4:
		n.EraseCell(rp.sheet(), rp.cell())
	case 5, 6:
		n.SetEdge(rp.sheet(), EdgeOf(rp.cell(), rp.dir()), rp.edgeMark())
	case 7:
		n.SetPen(r.IntN(2) == 0)
		n.SetOwner(rp.owner()) // refused for a seat of nobody
		n.MarkEdgeAtCursor(rp.sheet(), rp.dir(), EdgeKind(r.IntN(int(Monolith)+1)))
	case 8:
		n.MarkAtCursor(rp.sheet(), Kind(r.IntN(int(Note)+1)))
	case 9:
		id := rp.sheet()
		switch r.IntN(3) {
		case 0:
			n.RiverAtCursor(id, rp.dir())
		case 1:
			n.PitAtCursor(id, []string{"P1", "2.1", "", "bad"}[r.IntN(4)])
		default:
			n.NoteAtCursor(id, []string{"", "note", "x y"}[r.IntN(3)])
		}
	case 10:
		if r.IntN(2) == 0 {
			n.MoveCursor(rp.sheet(), rp.dir())
		} else {
			n.SetCursor(rp.sheet(), rp.cell())
		}
	case 11:
		n.WalkCursor(rp.sheet(), rp.dir(), r.IntN(3))
	case 12:
		switch r.IntN(4) {
		case 0:
			n.PlaceToken(rp.sheet(), r.IntN(3), rp.cell())
		case 1:
			n.MoveToken(rp.sheet(), r.IntN(2), rp.dir())
		case 2:
			n.RemoveToken(rp.sheet(), r.IntN(2))
		default:
			n.SetTrail(rp.sheet(), r.IntN(2), []Cell{rp.cell(), rp.cell()}[:r.IntN(3)])
		}
	case 13:
		switch r.IntN(5) {
		case 4:
			n.SetSheetFloor(rp.sheet(), r.IntN(4)-1) // -1 is refused
		case 0:
			n.AddSheet([]string{"", "West", "east", "Sheet 2"}[r.IntN(4)])
		case 1:
			n.RenameSheet(rp.sheet(), []string{"West", "North", "", "Fragment 3"}[r.IntN(4)])
		case 2:
			n.DeleteSheet(rp.sheet())
		default:
			n.MoveSheet(rp.sheet(), r.IntN(4))
		}
	case 14:
		n.Glue(rp.sheet(), rp.sheet(), Offset{r.IntN(5) - 2, r.IntN(5) - 2}, r.IntN(2) == 0)
	case 15:
		if r.IntN(3) == 0 {
			n.TraceOn(rp.sheet(), rp.cell(), r.IntN(2))
			break
		}
		res, err := n.Trace(rp.sheet(), rp.cell(), r.IntN(2))
		if err == nil && res.Stop != nil && res.Stop.CanContinue && r.IntN(2) == 0 {
			n.ContinueTrace(*res.Stop, "", rp.cell())
		}
	case 16:
		id := rp.sheet()
		if s := n.Sheet(id); s != nil && len(s.Traces()) > 0 {
			if r.IntN(2) == 0 {
				n.RetraceOn(id, r.IntN(len(s.Traces())+1))
			} else {
				n.Retrace(id, r.IntN(len(s.Traces())+1))
			}
		}
	case 17, 18:
		if n.InStroke() && r.IntN(3) > 0 {
			n.EndStroke()
		} else {
			n.BeginStroke("")
		}
	case 19:
		n.CancelStroke()
	case 20, 21:
		n.Undo()
	case 22:
		n.Redo()
	case 23:
		n.EndStroke()
	}
}

// Random command sequences, then undo all: the initial notebook exactly;
// redo all: the final one; and every state on the way back is met again on
// the way forward.
func TestHistoryProperty(t *testing.T) {
	tb := sampleGame(t)
	for seed := range 60 {
		t.Run(fmt.Sprint(seed), func(t *testing.T) {
			n := tb.notebook("Ann")
			rp := &randomPlayer{r: rand.New(rand.NewPCG(uint64(seed), 99)), n: n}
			initial := content(t, n)
			for range 200 {
				rp.step()
			}
			for n.InStroke() {
				n.EndStroke()
			}
			final := content(t, n)
			done, _ := n.HistoryLen()
			var back []string // back[i]: the state after i+1 undos
			for n.Undo() {
				back = append(back, content(t, n))
			}
			if len(back) != done {
				t.Fatalf("%d undos, want %d", len(back), done)
			}
			if got := content(t, n); got != initial {
				t.Fatalf("undo all: %s", diffLines(got, initial))
			}
			for i := 1; n.Redo(); i++ {
				// After i redos we are where done-i undos had taken us.
				want := final
				if j := done - i - 1; j >= 0 {
					want = back[j]
				} else if j < -1 {
					continue // beyond the final state: steps undone before the end
				}
				if got := content(t, n); got != want {
					t.Fatalf("after %d redos: %s", i, diffLines(got, want))
				}
			}
		})
	}
}

// The journal: after random commands, a process killed without closing
// the notebook loses nothing that a stroke's end, an undo, a redo or
// Autosave had written; reopening the file gives the notebook exactly.
func TestJournalProperty(t *testing.T) {
	tb := sampleGame(t)
	for seed := range 25 {
		t.Run(fmt.Sprint(seed), func(t *testing.T) {
			path := filepath.Join(t.TempDir(), "game.notebook")
			n := tb.notebook("Ann")
			if err := n.SaveAs(path); err != nil {
				t.Fatal(err)
			}
			rp := &randomPlayer{r: rand.New(rand.NewPCG(uint64(seed), 5)), n: n}
			for i := range 200 {
				rp.step()
				if i%37 == 0 {
					if err := n.Autosave(); err != nil {
						t.Fatal(err)
					}
				}
				if i == 120 {
					n.AppendEvents(heard(tb.events, 0)...) // nothing new
				}
			}
			for n.InStroke() {
				n.EndStroke()
			}
			if err := n.Autosave(); err != nil {
				t.Fatal(err)
			}
			want, _ := n.encode(0)
			n.abandon()
			m, err := Open(path)
			if err != nil {
				t.Fatal(err)
			}
			defer m.Close()
			got, _ := m.encode(0)
			if string(got) != string(want) {
				t.Fatalf("reopened:\n%s\nwant\n%s", got, want)
			}
		})
	}
}

// diffLines shows the lines where two texts differ.
func diffLines(got, want string) string {
	g, w := strings.Split(got, "\n"), strings.Split(want, "\n")
	var b strings.Builder
	for i := range max(len(g), len(w)) {
		var x, y string
		if i < len(g) {
			x = g[i]
		}
		if i < len(w) {
			y = w[i]
		}
		if x != y {
			fmt.Fprintf(&b, "\nline %d:\n got %s\nwant %s", i+1, x, y)
		}
	}
	return b.String()
}
