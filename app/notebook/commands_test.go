package notebook

import (
	"errors"
	"slices"
	"strings"
	"testing"

	"github.com/labyrinth-game/labyrinth/engine/maze"
)

// Every command, its refusals, and its undo and redo.
func TestCommands(t *testing.T) {
	c00, c10 := At(0, 0), At(1, 0)
	right := EdgeOf(c00, maze.Right)
	tests := []struct {
		name  string
		setup func(n *Notebook, id SheetID)
		do    func(n *Notebook, id SheetID) error
		check func(t *testing.T, n *Notebook, id SheetID, changes []Change)
		// refused is the refusal code expected; the notebook must not change.
		refused string
	}{
		{
			name: "§4.1 mark land in pen",
			do:   func(n *Notebook, id SheetID) error { return n.SetMark(id, c00, pen(Land)) },
			check: func(t *testing.T, n *Notebook, id SheetID, ch []Change) {
				if m := n.Sheet(id).Mark(c00, SlotType); m != pen(Land) {
					t.Errorf("mark %+v", m)
				}
				if len(ch) == 0 || !slices.Equal(ch[0].Area(id).Cells, []Cell{c00}) {
					t.Errorf("changes %+v", ch)
				}
			},
		},
		{
			name:  "a mark replaces the mark of its slot only",
			setup: func(n *Notebook, id SheetID) { n.SetMark(id, c00, pencil(Land)); n.SetMark(id, c00, pen(Treasure)) },
			do:    func(n *Notebook, id SheetID) error { return n.SetMark(id, c00, pen(Hospital)) },
			check: func(t *testing.T, n *Notebook, id SheetID, _ []Change) {
				ms := n.Sheet(id).Marks(c00)
				if ms[SlotType] != pen(Hospital) || ms[SlotTreasure] != pen(Treasure) {
					t.Errorf("marks %+v", ms)
				}
			},
		},
		{
			name: "§4.5 a river with its flow, in Bob's colour",
			do: func(n *Notebook, id SheetID) error {
				return n.SetMark(id, c00, CellMark{Kind: River, Flow: maze.Left, Owner: SeatOwner(1)})
			},
			check: func(t *testing.T, n *Notebook, id SheetID, _ []Change) {
				if tok := n.Sheet(id).Mark(c00, SlotType).Token(); tok != "R<" {
					t.Errorf("token %q", tok)
				}
			},
		},
		{
			name: "§4.4 a pit with the number the player guesses",
			do:   func(n *Notebook, id SheetID) error { return n.SetMark(id, c00, CellMark{Kind: Pit, Pit: "1.3"}) },
			check: func(t *testing.T, n *Notebook, id SheetID, _ []Change) {
				if tok := n.Sheet(id).Mark(c00, SlotType).Token(); tok != "P1.3" {
					t.Errorf("token %q", tok)
				}
			},
		},
		{
			name: "a note, a treasure and a question share a cell",
			do: func(n *Notebook, id SheetID) error {
				n.BeginStroke("")
				defer n.EndStroke()
				return errors.Join(n.SetMark(id, c00, CellMark{Kind: Note, Text: "exit nearby?"}),
					n.SetMark(id, c00, pencil(Treasure)), n.SetMark(id, c00, pencil(Question)))
			},
			check: func(t *testing.T, n *Notebook, id SheetID, _ []Change) {
				if n.Sheet(id).Len() != 3 {
					t.Errorf("%d marks", n.Sheet(id).Len())
				}
			},
		},
		{name: "no mark is refused", do: func(n *Notebook, id SheetID) error { return n.SetMark(id, c00, CellMark{}) }, refused: CodeBadArgument},
		{name: "a flow on land is refused", do: func(n *Notebook, id SheetID) error {
			return n.SetMark(id, c00, CellMark{Kind: Land, Flow: maze.Up})
		}, refused: CodeBadArgument},
		{name: "a pit number of words is refused", do: func(n *Notebook, id SheetID) error {
			return n.SetMark(id, c00, CellMark{Kind: Pit, Pit: "two"})
		}, refused: CodeBadArgument},
		{name: "an empty note is refused", do: func(n *Notebook, id SheetID) error {
			return n.SetMark(id, c00, CellMark{Kind: Note, Text: "  "})
		}, refused: CodeBadArgument},
		{name: "a long note is refused", do: func(n *Notebook, id SheetID) error {
			return n.SetMark(id, c00, CellMark{Kind: Note, Text: strings.Repeat("x", MaxNote+1)})
		}, refused: CodeBadArgument},
		{name: "a colour of no player is refused", do: func(n *Notebook, id SheetID) error {
			return n.SetMark(id, c00, CellMark{Kind: Land, Owner: SeatOwner(2)})
		}, refused: CodeBadArgument},
		{name: "a cell beyond reach is refused", do: func(n *Notebook, id SheetID) error {
			return n.SetMark(id, At(Limit+1, 0), pen(Land))
		}, refused: CodeBadArgument},
		{name: "a sheet that does not exist is refused", do: func(n *Notebook, id SheetID) error {
			return n.SetMark(id+9, c00, pen(Land))
		}, refused: CodeNoSheet},
		{
			name:  "erase one slot",
			setup: func(n *Notebook, id SheetID) { n.SetMark(id, c00, pen(Land)); n.SetMark(id, c00, pen(Treasure)) },
			do:    func(n *Notebook, id SheetID) error { return n.Erase(id, c00, SlotType) },
			check: func(t *testing.T, n *Notebook, id SheetID, _ []Change) {
				if ms := n.Sheet(id).Marks(c00); !ms[SlotType].Empty() || ms[SlotTreasure].Empty() {
					t.Errorf("marks %+v", ms)
				}
			},
		},
		{
			name: "the eraser takes a cell's marks and its four edges",
			setup: func(n *Notebook, id SheetID) {
				n.SetMark(id, c00, pen(Land))
				n.SetMark(id, c00, pencil(Question))
				n.SetEdge(id, right, penEdge(Wall))
				n.SetEdge(id, EdgeOf(c00, maze.Up), penEdge(Passage))
				n.SetEdge(id, EdgeOf(c10, maze.Right), penEdge(Wall))
			},
			do: func(n *Notebook, id SheetID) error { return n.EraseCell(id, c00) },
			check: func(t *testing.T, n *Notebook, id SheetID, ch []Change) {
				s := n.Sheet(id)
				if s.Len() != 1 || s.Edge(EdgeOf(c10, maze.Right)).Empty() {
					t.Errorf("%d marks left", s.Len())
				}
				if a := ch[0].Area(id); len(a.Cells) != 1 || len(a.Edges) != 2 {
					t.Errorf("change %+v", a)
				}
			},
		},
		{
			name: "§1.4 a wall on an edge, named from either cell",
			do:   func(n *Notebook, id SheetID) error { return n.SetEdge(id, EdgeOf(c10, maze.Left), penEdge(Wall)) },
			check: func(t *testing.T, n *Notebook, id SheetID, ch []Change) {
				if n.Sheet(id).Side(c00, maze.Right) != penEdge(Wall) {
					t.Error("not seen from the other cell")
				}
				if !slices.Equal(ch[0].Area(id).Edges, []Edge{right}) {
					t.Errorf("change %+v", ch[0])
				}
			},
		},
		{
			name:  "an empty edge mark erases",
			setup: func(n *Notebook, id SheetID) { n.SetEdge(id, right, pencilEdge(SuspectedWall)) },
			do:    func(n *Notebook, id SheetID) error { return n.SetEdge(id, right, EdgeMark{}) },
			check: func(t *testing.T, n *Notebook, id SheetID, _ []Change) {
				if n.Sheet(id).Len() != 0 {
					t.Error("not erased")
				}
			},
		},
		{name: "an edge not named by EdgeOf is refused", do: func(n *Notebook, id SheetID) error {
			return n.SetEdge(id, Edge{At: c00, Dir: maze.Left}, penEdge(Wall))
		}, refused: CodeBadArgument},
		{name: "an edge mark with a colour but no kind is refused", do: func(n *Notebook, id SheetID) error {
			return n.SetEdge(id, right, EdgeMark{Pen: true})
		}, refused: CodeBadArgument},
		{
			name: "the keyboard: a wall on the right of the cursor, in the tool's pen and colour",
			setup: func(n *Notebook, id SheetID) {
				n.SetCursor(id, c10)
				n.SetPen(true)
				n.SetOwner(SeatOwner(1))
			},
			do: func(n *Notebook, id SheetID) error { return n.MarkEdgeAtCursor(id, maze.Right, Wall) },
			check: func(t *testing.T, n *Notebook, id SheetID, _ []Change) {
				if m := n.Sheet(id).Edge(EdgeOf(c10, maze.Right)); m != (EdgeMark{Kind: Wall, Pen: true, Owner: SeatOwner(1)}) {
					t.Errorf("edge %+v", m)
				}
			},
		},
		{
			name:  "the keyboard: the same key again takes the mark off",
			setup: func(n *Notebook, id SheetID) { n.MarkEdgeAtCursor(id, maze.Up, Exit) },
			do:    func(n *Notebook, id SheetID) error { return n.MarkEdgeAtCursor(id, maze.Up, Exit) },
			check: func(t *testing.T, n *Notebook, id SheetID, _ []Change) {
				if n.Sheet(id).Len() != 0 {
					t.Error("not taken off")
				}
			},
		},
		{
			name:  "the keyboard: pen over a pencil mark of the same kind",
			setup: func(n *Notebook, id SheetID) { n.MarkEdgeAtCursor(id, maze.Up, Wall); n.SetPen(true) },
			do:    func(n *Notebook, id SheetID) error { return n.MarkEdgeAtCursor(id, maze.Up, Wall) },
			check: func(t *testing.T, n *Notebook, id SheetID, _ []Change) {
				if m := n.Sheet(id).Side(c00, maze.Up); m != penEdge(Wall) {
					t.Errorf("edge %+v", m)
				}
			},
		},
		{
			name:  "the keyboard: a cell type keeps a river's flow",
			setup: func(n *Notebook, id SheetID) { n.RiverAtCursor(id, maze.Down) },
			do:    func(n *Notebook, id SheetID) error { n.SetPen(true); return n.MarkAtCursor(id, River) },
			check: func(t *testing.T, n *Notebook, id SheetID, _ []Change) {
				if m := n.Sheet(id).Mark(c00, SlotType); m != (CellMark{Kind: River, Flow: maze.Down, Pen: true, Owner: Hand}) {
					t.Errorf("mark %+v", m)
				}
			},
		},
		{
			name:  "the keyboard: the same cell key again takes the mark off",
			setup: func(n *Notebook, id SheetID) { n.MarkAtCursor(id, Hospital) },
			do:    func(n *Notebook, id SheetID) error { return n.MarkAtCursor(id, Hospital) },
			check: func(t *testing.T, n *Notebook, id SheetID, _ []Change) {
				if n.Sheet(id).Len() != 0 {
					t.Error("not taken off")
				}
			},
		},
		{name: "the keyboard: a note needs its own command", do: func(n *Notebook, id SheetID) error {
			return n.MarkAtCursor(id, Note)
		}, refused: CodeBadArgument},
		{
			name: "the keyboard: a pit typed as P2",
			do:   func(n *Notebook, id SheetID) error { return n.PitAtCursor(id, " P2 ") },
			check: func(t *testing.T, n *Notebook, id SheetID, _ []Change) {
				if m := n.Sheet(id).Mark(c00, SlotType); m.Pit != "2" {
					t.Errorf("mark %+v", m)
				}
			},
		},
		{name: "the keyboard: a pit typed as P2.x is refused", do: func(n *Notebook, id SheetID) error {
			return n.PitAtCursor(id, "P2.x")
		}, refused: CodeBadArgument},
		{
			name: "the keyboard: a note",
			do:   func(n *Notebook, id SheetID) error { return n.NoteAtCursor(id, " Bob hides here ") },
			check: func(t *testing.T, n *Notebook, id SheetID, _ []Change) {
				if got := n.Notes("bob"); len(got) != 1 || got[0].Text != "Bob hides here" {
					t.Errorf("notes %+v", got)
				}
			},
		},
		{
			name:  "the keyboard: a blank note erases it",
			setup: func(n *Notebook, id SheetID) { n.NoteAtCursor(id, "x") },
			do:    func(n *Notebook, id SheetID) error { return n.NoteAtCursor(id, "") },
			check: func(t *testing.T, n *Notebook, id SheetID, _ []Change) {
				if n.Sheet(id).Len() != 0 {
					t.Error("not erased")
				}
			},
		},
		{
			name:  "the trail mode: walking the cursor draws a passage and moves my token",
			setup: func(n *Notebook, id SheetID) { n.SetPen(true) },
			do:    func(n *Notebook, id SheetID) error { return n.WalkCursor(id, maze.Right, 0) },
			check: func(t *testing.T, n *Notebook, id SheetID, _ []Change) {
				s := n.Sheet(id)
				if s.Cursor() != c10 || s.Edge(right) != penEdge(Passage) || !slices.Equal(s.Trail(0), []Cell{c00, c10}) {
					t.Errorf("cursor %v edge %+v trail %v", s.Cursor(), s.Edge(right), s.Trail(0))
				}
			},
		},
		{
			name:  "the trail mode keeps a wall drawn where the player walks",
			setup: func(n *Notebook, id SheetID) { n.SetEdge(id, right, pencilEdge(Wall)) },
			do:    func(n *Notebook, id SheetID) error { return n.WalkCursor(id, maze.Right, 1) },
			check: func(t *testing.T, n *Notebook, id SheetID, _ []Change) {
				if n.Sheet(id).Edge(right) != pencilEdge(Wall) {
					t.Error("the wall went")
				}
			},
		},
		{
			name: "place a token",
			do:   func(n *Notebook, id SheetID) error { return n.PlaceToken(id, 1, At(-3, 7)) },
			check: func(t *testing.T, n *Notebook, id SheetID, ch []Change) {
				if c, ok := n.Sheet(id).Token(1); !ok || c != At(-3, 7) || !ch[0].Area(id).Tokens {
					t.Errorf("token %v %v, change %+v", c, ok, ch[0])
				}
			},
		},
		{name: "a token of no player is refused", do: func(n *Notebook, id SheetID) error {
			return n.PlaceToken(id, 2, c00)
		}, refused: CodeBadArgument},
		{
			name:  "move a token: its trail grows",
			setup: func(n *Notebook, id SheetID) { n.PlaceToken(id, 1, c00) },
			do:    func(n *Notebook, id SheetID) error { return n.MoveToken(id, 1, maze.Down) },
			check: func(t *testing.T, n *Notebook, id SheetID, _ []Change) {
				if got := n.Sheet(id).Trail(1); !slices.Equal(got, []Cell{c00, At(0, 1)}) {
					t.Errorf("trail %v", got)
				}
			},
		},
		{name: "moving a token that is not there is refused", do: func(n *Notebook, id SheetID) error {
			return n.MoveToken(id, 1, maze.Down)
		}, refused: CodeBadArgument},
		{
			name:  "remove a token, keeping its trail",
			setup: func(n *Notebook, id SheetID) { n.PlaceToken(id, 0, c00); n.MoveToken(id, 0, maze.Left) },
			do:    func(n *Notebook, id SheetID) error { return n.RemoveToken(id, 0) },
			check: func(t *testing.T, n *Notebook, id SheetID, _ []Change) {
				if _, on := n.Sheet(id).Token(0); on || len(n.Sheet(id).Trail(0)) != 2 {
					t.Error("token or trail wrong")
				}
			},
		},
		{
			name:  "clear a trail",
			setup: func(n *Notebook, id SheetID) { n.SetTrail(id, 0, []Cell{c00, c10}) },
			do:    func(n *Notebook, id SheetID) error { return n.SetTrail(id, 0, nil) },
			check: func(t *testing.T, n *Notebook, id SheetID, _ []Change) {
				if n.Sheet(id).TrailPlayers() != nil {
					t.Error("trail left")
				}
			},
		},
		{
			name: "add a sheet: Sheet 2 after the first",
			do:   func(n *Notebook, id SheetID) error { _, err := n.AddSheet(""); return err },
			check: func(t *testing.T, n *Notebook, id SheetID, ch []Change) {
				if got := sheetNames(n); !slices.Equal(got, []string{"Sheet 1", "Sheet 2"}) || !ch[0].Sheets {
					t.Errorf("sheets %q", got)
				}
			},
		},
		{name: "a sheet name taken (ignoring case) is refused", do: func(n *Notebook, id SheetID) error {
			_, err := n.AddSheet(" sheet 1")
			return err
		}, refused: CodeNameTaken},
		{name: "a sheet name of two lines is refused", do: func(n *Notebook, id SheetID) error {
			_, err := n.AddSheet("a\nb")
			return err
		}, refused: CodeBadArgument},
		{
			name: "rename a sheet",
			do:   func(n *Notebook, id SheetID) error { return n.RenameSheet(id, "Main") },
			check: func(t *testing.T, n *Notebook, id SheetID, _ []Change) {
				if s, ok := n.SheetByName("MAIN"); !ok || s.ID() != id {
					t.Error("not found by its new name")
				}
			},
		},
		{
			name:  "rename a sheet to its own name in other case",
			setup: func(n *Notebook, id SheetID) { n.AddSheet("west") },
			do:    func(n *Notebook, id SheetID) error { return n.RenameSheet(n.Sheets()[1], "West") },
		},
		{
			name:    "renaming to another sheet's name is refused",
			setup:   func(n *Notebook, id SheetID) { n.AddSheet("West") },
			do:      func(n *Notebook, id SheetID) error { return n.RenameSheet(id, "west") },
			refused: CodeNameTaken,
		},
		{
			name: "delete a sheet with everything on it",
			setup: func(n *Notebook, id SheetID) {
				f, _ := n.AddSheet("Fragment")
				n.SetMark(f, c00, pen(Land))
				n.SetMark(f, At(-4, 2), CellMark{Kind: Note, Text: "n"})
				n.SetEdge(f, right, penEdge(Wall))
				n.PlaceToken(f, 1, c10)
				n.SetTrail(f, 1, []Cell{c00, c10})
				n.SetCursor(f, At(9, 9))
			},
			do: func(n *Notebook, id SheetID) error { return n.DeleteSheet(n.Sheets()[1]) },
			check: func(t *testing.T, n *Notebook, id SheetID, _ []Change) {
				if len(n.Sheets()) != 1 {
					t.Error("not deleted")
				}
				n.Undo()
				if s, _ := n.SheetByName("Fragment"); s == nil || s.Cursor() != At(9, 9) {
					t.Error("undo did not bring the sheet back with its cursor")
				}
				n.Redo()
			},
		},
		{name: "the last sheet cannot be deleted", do: func(n *Notebook, id SheetID) error {
			return n.DeleteSheet(id)
		}, refused: CodeBadArgument},
		{
			name:  "reorder sheets",
			setup: func(n *Notebook, id SheetID) { n.AddSheet("B"); n.AddSheet("C") },
			do:    func(n *Notebook, id SheetID) error { return n.MoveSheet(n.Sheets()[2], 0) },
			check: func(t *testing.T, n *Notebook, id SheetID, _ []Change) {
				if got := sheetNames(n); !slices.Equal(got, []string{"C", "Sheet 1", "B"}) {
					t.Errorf("order %q", got)
				}
			},
		},
		{name: "a position past the last tab is refused", do: func(n *Notebook, id SheetID) error {
			return n.MoveSheet(id, 1)
		}, refused: CodeBadArgument},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			n := mustNew(t)
			id := first(n)
			if tc.setup != nil {
				tc.setup(n, id)
			}
			before := content(t, n)
			undo, _ := n.HistoryLen()
			var changes []Change
			cancel := n.Subscribe(func(c Change) { changes = append(changes, c) })
			err := tc.do(n, id)
			cancel()
			if tc.refused != "" {
				var r *Refusal
				if !errors.As(err, &r) || r.Code != tc.refused {
					t.Fatalf("error %v, want a refusal %s", err, tc.refused)
				}
				if content(t, n) != before {
					t.Error("a refused command changed the notebook")
				}
				if u, _ := n.HistoryLen(); u != undo {
					t.Error("a refused command left a step")
				}
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			if tc.check != nil {
				tc.check(t, n, id, changes)
			}
			after := content(t, n)
			if after == before {
				return // nothing to undo (a rename to the same name)
			}
			if u, _ := n.HistoryLen(); u != undo+1 {
				t.Errorf("%d history steps, want one more than %d", u, undo)
			}
			if !n.Undo() || content(t, n) != before {
				t.Errorf("undo did not restore the notebook:\n%s\nwant\n%s", content(t, n), before)
			}
			if !n.Redo() || content(t, n) != after {
				t.Error("redo did not restore the command's result")
			}
		})
	}
}

func sheetNames(n *Notebook) []string {
	var out []string
	for _, id := range n.Sheets() {
		out = append(out, n.Sheet(id).Name())
	}
	return out
}

func TestStrokes(t *testing.T) {
	n := mustNew(t)
	id := first(n)
	n.BeginStroke("Drag")
	for x := range 5 {
		n.SetMark(id, At(x, 0), pencil(Land))
	}
	n.BeginStroke("inner") // nested: still one step
	n.SetEdge(id, EdgeOf(At(0, 0), maze.Down), pencilEdge(Wall))
	n.EndStroke()
	if !n.CanUndo() || n.UndoLabel() != "Drag" {
		t.Errorf("during the stroke: can undo %v, label %q", n.CanUndo(), n.UndoLabel())
	}
	n.EndStroke()
	if u, _ := n.HistoryLen(); u != 1 {
		t.Fatalf("%d steps, want 1", u)
	}
	// A stroke that changes nothing leaves no step.
	n.BeginStroke("Nothing")
	n.SetMark(id, At(0, 0), pencil(Land))
	n.EndStroke()
	if u, _ := n.HistoryLen(); u != 1 {
		t.Errorf("an empty stroke left a step")
	}
	// Changes that cancel out leave no step either.
	n.BeginStroke("")
	n.SetMark(id, At(9, 9), pen(Pit))
	n.Erase(id, At(9, 9), SlotType)
	n.EndStroke()
	if u, _ := n.HistoryLen(); u != 1 {
		t.Errorf("a stroke that came back to where it began left a step")
	}
	// Escape in the middle of a drag.
	before := content(t, n)
	n.BeginStroke("Drag")
	n.SetMark(id, At(0, 5), pen(River))
	n.AddSheet("X")
	n.CancelStroke()
	if content(t, n) != before || n.CanRedo() {
		t.Error("cancel did not revert the stroke")
	}
	// Undo, then a new change drops the redo.
	n.Undo()
	if !n.CanRedo() || n.RedoLabel() != "Drag" {
		t.Errorf("redo %v %q", n.CanRedo(), n.RedoLabel())
	}
	n.SetMark(id, At(3, 3), pen(Hospital))
	if n.CanRedo() {
		t.Error("a new change kept the redo")
	}
	if n.UndoLabel() != "Mark hospital" {
		t.Errorf("label %q", n.UndoLabel())
	}
	// The cursor moves without steps.
	u, _ := n.HistoryLen()
	n.MoveCursor(id, maze.Left)
	if v, _ := n.HistoryLen(); v != u || n.Sheet(id).Cursor() != At(-1, 0) {
		t.Error("the cursor made a step or did not move")
	}
}

// Change notifications: the widget redraws only what changed, once per
// command, and History tells when the Edit menu needs updating.
func TestChanges(t *testing.T) {
	n := mustNew(t)
	id := first(n)
	var got []Change
	n.Subscribe(func(c Change) { got = append(got, c) })
	n.SetMark(id, At(2, 3), pen(Land))
	if len(got) != 2 || !slices.Equal(got[0].Area(id).Cells, []Cell{At(2, 3)}) || !got[0].History || !got[1].History {
		t.Errorf("changes %+v", got)
	}
	got = nil
	n.SetMark(id, At(2, 3), pen(Land)) // no change
	if len(got) != 0 {
		t.Errorf("a command that changed nothing notified %+v", got)
	}
	n.Undo()
	if len(got) != 1 || !slices.Equal(got[0].Area(id).Cells, []Cell{At(2, 3)}) || !got[0].History {
		t.Errorf("undo notified %+v", got)
	}
}
