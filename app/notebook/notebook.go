package notebook

import (
	"fmt"
	"slices"
	"strings"
	"unicode/utf8"

	"github.com/labyrinth-game/labyrinth/app/history"
	"github.com/labyrinth-game/labyrinth/engine/game"
	"github.com/labyrinth-game/labyrinth/engine/maze"
)

// Notebook is one player's notebook: his sheets, his tool, the move log and
// the history of his drawing. With a file (Create, Open, SaveAs) it saves
// itself continuously: see Autosave.
//
// A Notebook is not safe for concurrent use: the UI calls it from its own
// goroutine, and events arriving from the network are handed to it there.
type Notebook struct {
	sheets map[SheetID]*Sheet
	order  []SheetID
	nextID uint64

	log Log

	// The tool of the keyboard and mouse commands.
	pen   bool
	owner Owner

	// The history, shared with app/editor.
	hist *history.Stack[*record, *step]
	recs []*record // open records: the stroke's, then the running command's

	listeners []*listener

	// The file and its journal (files.go); jrec records what changed since
	// the journal was last written.
	file *file
	jrec *record
}

// historyModel is the notebook as its history sees it: how its changes are
// recorded, compared, replayed, announced and journaled.
type historyModel Notebook

func (*historyModel) NewRecord() *record             { return newRecord() }
func (m *historyModel) Recording(open []*record)     { m.recs = open }
func (m *historyModel) Delta(r *record) *step        { return (*Notebook)(m).delta(r) }
func (*historyModel) Empty(st *step) bool            { return st.empty() }
func (m *historyModel) Apply(st *step, forward bool) { (*Notebook)(m).apply(st, forward) }
func (m *historyModel) HistoryChanged()              { (*Notebook)(m).notify(Change{History: true}) }
func (m *historyModel) Settled()                     { (*Notebook)(m).journal() }
func (m *historyModel) Changed(st *step, history bool) {
	c := changeOf(st)
	c.History = history
	(*Notebook)(m).notify(c)
}

type listener struct{ fn func(Change) }

// Options describe a new notebook.
type Options struct {
	// Seat is the notebook owner's seat in the game (0 for the first
	// player), whose view of the events the log keeps; game.Master for the
	// game master's view, game.Spectator for a spectator's (what is said
	// aloud).
	Seat int
	// Players are the players' names in seat order, for the log's text.
	Players []string
	// Sheet names the first sheet; "" gives "Sheet 1".
	Sheet string
}

// New makes a notebook holding one empty sheet. It has no file: SaveAs
// gives it one.
func New(o Options) (*Notebook, error) {
	if len(o.Players) > game.MaxPlayers {
		return nil, refuse(CodeBadArgument, "%d players; a game seats at most %d", len(o.Players), game.MaxPlayers)
	}
	if err := checkSeat(o.Seat, len(o.Players)); err != nil {
		return nil, err
	}
	n := newNotebook(o.Seat, o.Players)
	name := o.Sheet
	if name == "" {
		name = "Sheet 1"
	}
	if err := checkSheetName(name); err != nil {
		return nil, err
	}
	n.nextID = 1
	n.sheets[1] = newSheet(1, strings.TrimSpace(name), Cell{})
	n.order = []SheetID{1}
	return n, nil
}

func newNotebook(seat int, players []string) *Notebook {
	n := &Notebook{sheets: map[SheetID]*Sheet{}, owner: Hand}
	n.hist = history.New((*historyModel)(n))
	n.log = Log{seat: seat, names: slices.Clone(players)}
	return n
}

func checkSeat(seat, players int) error {
	if seat == game.Master || seat == game.Spectator {
		return nil
	}
	if seat < 0 || (players > 0 && seat >= players) {
		return refuse(CodeBadArgument, "seat %d: the notebook's owner sits at a seat from 0 to %d", seat, max(players-1, 0))
	}
	return nil
}

// Change tells listeners what one command, undo or redo changed.
type Change struct {
	// Sheets: sheets were added, removed, renamed or reordered.
	Sheets bool
	// Areas lists, per sheet, the cells and edges whose marks changed and
	// whether its tokens, trails, traces or cursor changed.
	Areas []Area
	// Log: entries were added to the move log or its last entry grew;
	// LogFrom is the index of the first entry to redraw.
	Log     bool
	LogFrom int
	// History: what Undo and Redo would do may have changed.
	History bool
}

// Area is what changed on one sheet.
type Area struct {
	Sheet  SheetID
	Cells  []Cell // cells whose marks changed, each once, in no particular order
	Edges  []Edge // edges whose marks changed; redraw the cells on both sides
	Tokens bool
	Trails bool
	Traces bool
	Cursor bool
}

func (c Change) empty() bool {
	return !c.Sheets && len(c.Areas) == 0 && !c.Log && !c.History
}

// Area returns what changed on one sheet (zero when nothing did).
func (c Change) Area(id SheetID) Area {
	for _, a := range c.Areas {
		if a.Sheet == id {
			return a
		}
	}
	return Area{Sheet: id}
}

// Subscribe calls fn after every change; the returned function stops it.
func (n *Notebook) Subscribe(fn func(Change)) (cancel func()) {
	l := &listener{fn}
	n.listeners = append(n.listeners, l)
	return func() {
		n.listeners = slices.DeleteFunc(n.listeners, func(x *listener) bool { return x == l })
	}
}

func (n *Notebook) notify(c Change) {
	if c.empty() {
		return
	}
	for _, l := range slices.Clone(n.listeners) {
		l.fn(c)
	}
}

// changeOf says what a step changed.
func changeOf(st *step) Change {
	var c Change
	var ids []SheetID
	areas := map[SheetID]*Area{}
	cells := map[SheetID]map[Cell]bool{}
	area := func(id SheetID) *Area {
		a := areas[id]
		if a == nil {
			a = &Area{Sheet: id}
			areas[id] = a
			cells[id] = map[Cell]bool{}
			ids = append(ids, id)
		}
		return a
	}
	for _, ch := range st.changes {
		k := ch.k
		switch k.kind {
		case partSheet, partOrder:
			c.Sheets = true
		case partCell:
			a := area(k.sheet)
			if !cells[k.sheet][k.cell()] {
				cells[k.sheet][k.cell()] = true
				a.Cells = append(a.Cells, k.cell())
			}
		case partEdge:
			a := area(k.sheet)
			a.Edges = append(a.Edges, k.edge())
		case partToken:
			area(k.sheet).Tokens = true
		case partTrail:
			area(k.sheet).Trails = true
		case partTraces:
			area(k.sheet).Traces = true
		}
	}
	for _, id := range ids {
		c.Areas = append(c.Areas, *areas[id])
	}
	return c
}

// Sheets lists the sheets in their order (the tabs, left to right).
func (n *Notebook) Sheets() []SheetID { return slices.Clone(n.order) }

// Sheet returns a sheet, nil when there is none with that id.
func (n *Notebook) Sheet(id SheetID) *Sheet { return n.sheets[id] }

// SheetByName finds a sheet by name, ignoring case.
func (n *Notebook) SheetByName(name string) (*Sheet, bool) {
	for _, id := range n.order {
		if s := n.sheets[id]; sameName(s.name, name) {
			return s, true
		}
	}
	return nil, false
}

// Log is the move log.
func (n *Notebook) Log() *Log { return &n.log }

// Seat is the notebook owner's seat.
func (n *Notebook) Seat() int { return n.log.seat }

// Players are the players' names in seat order.
func (n *Notebook) Players() []string { return slices.Clone(n.log.names) }

// SetPen chooses pen (certain) or pencil (a guess) for the marks the
// keyboard and mouse commands draw.
func (n *Notebook) SetPen(pen bool) { n.pen = pen }

// Pen reports whether the tool draws in pen.
func (n *Notebook) Pen() bool { return n.pen }

// SetOwner chooses the colour of the marks the keyboard and mouse commands
// draw: Hand (the player's own), or a seat to draw in that player's colour.
func (n *Notebook) SetOwner(o Owner) error {
	if err := n.checkOwner(o); err != nil {
		return err
	}
	n.owner = o
	return nil
}

// Owner is the colour the tool draws in.
func (n *Notebook) Owner() Owner { return n.owner }

// BeginStroke opens a stroke: every command until the matching EndStroke
// becomes one history step, named label (the first command's name when
// label is empty). A drag, a run of keys meant as one gesture, or a trace
// is a stroke. Strokes nest; only the outermost counts.
func (n *Notebook) BeginStroke(label string) { n.hist.Begin(label) }

// EndStroke closes the stroke BeginStroke opened. A stroke that changed
// nothing leaves no history step. The stroke's changes go to the journal.
func (n *Notebook) EndStroke() { n.hist.End() }

// InStroke reports whether a stroke is open.
func (n *Notebook) InStroke() bool { return n.hist.InStroke() }

// CancelStroke undoes everything done since BeginStroke and closes the
// stroke, leaving no history step: Escape in the middle of a drag.
func (n *Notebook) CancelStroke() { n.hist.Cancel() }

// do runs one command. Outside a stroke it is a stroke of its own. A
// command that fails is rolled back, so a refused command changes nothing.
func (n *Notebook) do(label string, fn func() error) error { return n.hist.Do(label, fn) }

// CanUndo reports whether there is a step to undo.
func (n *Notebook) CanUndo() bool { return n.hist.CanUndo() }

// CanRedo reports whether there is an undone step to redo.
func (n *Notebook) CanRedo() bool { return n.hist.CanRedo() }

// UndoLabel names the step Undo would undo ("Mark wall"), "" when none.
func (n *Notebook) UndoLabel() string { return n.hist.UndoLabel() }

// RedoLabel names the step Redo would redo, "" when none.
func (n *Notebook) RedoLabel() string { return n.hist.RedoLabel() }

// Undo undoes the last step (closing an open stroke first) and reports
// whether there was one.
func (n *Notebook) Undo() bool { return n.hist.Undo() }

// Redo redoes the last undone step and reports whether there was one.
func (n *Notebook) Redo() bool { return n.hist.Redo() }

// HistoryLen is the number of steps that can be undone and redone.
func (n *Notebook) HistoryLen() (undo, redo int) { return n.hist.Len() }

// AddSheet adds an empty sheet after the others and returns it; "" names it
// "Sheet N" with the first free N.
func (n *Notebook) AddSheet(name string) (SheetID, error) {
	var id SheetID
	err := n.do("Add sheet", func() error {
		var err error
		id, err = n.addSheet(name, "Sheet", Cell{})
		return err
	})
	return id, err
}

// addSheet adds a sheet; an empty name takes prefix and the first free
// number.
func (n *Notebook) addSheet(name, prefix string, cursor Cell) (SheetID, error) {
	if name == "" {
		name = n.freeName(prefix)
	}
	name = strings.TrimSpace(name)
	if err := checkSheetName(name); err != nil {
		return 0, err
	}
	if _, taken := n.SheetByName(name); taken {
		return 0, refuse(CodeNameTaken, "there is already a sheet called %q", name)
	}
	id := SheetID(n.nextID + 1)
	n.set(sheetKey(id), sheetVal{exists: true, name: name, cursor: cursor})
	n.set(orderKey(), append(slices.Clone(n.order), id))
	return id, nil
}

func (n *Notebook) freeName(prefix string) string {
	for i := len(n.order) + 1; ; i++ {
		name := fmt.Sprintf("%s %d", prefix, i)
		if _, taken := n.SheetByName(name); !taken {
			return name
		}
	}
}

// MaxSheetName is the longest sheet name, in characters.
const MaxSheetName = 64

func checkSheetName(name string) error {
	name = strings.TrimSpace(name)
	switch {
	case name == "":
		return refuse(CodeBadArgument, "a sheet needs a name")
	case !utf8.ValidString(name):
		return refuse(CodeBadArgument, "the sheet name is not valid UTF-8")
	case utf8.RuneCountInString(name) > MaxSheetName:
		return refuse(CodeBadArgument, "the sheet name %q is longer than %d characters", name, MaxSheetName)
	case strings.ContainsAny(name, "\n\r\t"):
		return refuse(CodeBadArgument, "a sheet name is one line")
	}
	return nil
}

func (n *Notebook) sheet(id SheetID) (*Sheet, error) {
	s := n.sheets[id]
	if s == nil {
		return nil, refuse(CodeNoSheet, "there is no sheet %d", id)
	}
	return s, nil
}

// RenameSheet renames a sheet; names are unique, ignoring case.
func (n *Notebook) RenameSheet(id SheetID, name string) error {
	return n.do("Rename sheet", func() error {
		s, err := n.sheet(id)
		if err != nil {
			return err
		}
		name = strings.TrimSpace(name)
		if err := checkSheetName(name); err != nil {
			return err
		}
		if other, taken := n.SheetByName(name); taken && other.id != id {
			return refuse(CodeNameTaken, "there is already a sheet called %q", other.name)
		}
		n.set(sheetKey(id), sheetVal{exists: true, name: name, floor: s.floor, cursor: s.cursor})
		return nil
	})
}

// SetSheetFloor says which floor of the labyrinth a sheet draws (from 0;
// maze.MaxFloors at most): a labyrinth of several floors is kept on a
// sheet per floor, as on graph paper.
func (n *Notebook) SetSheetFloor(id SheetID, floor int) error {
	return n.do("Set the sheet's floor", func() error {
		s, err := n.sheet(id)
		if err != nil {
			return err
		}
		if floor < 0 || floor >= maze.MaxFloors {
			return refuse(CodeBadArgument, "floor %d: a labyrinth has floors 1 to %d", floor+1, maze.MaxFloors)
		}
		n.set(sheetKey(id), sheetVal{exists: true, name: s.name, floor: floor, cursor: s.cursor})
		return nil
	})
}

// FloorSheet is the first sheet, in tab order, that draws floor f, and
// whether there is one.
func (n *Notebook) FloorSheet(f int) (SheetID, bool) {
	for _, id := range n.order {
		if n.sheets[id].floor == f {
			return id, true
		}
	}
	return 0, false
}

// DeleteSheet removes a sheet and everything on it. The last sheet cannot
// be deleted. Undo brings it back exactly.
func (n *Notebook) DeleteSheet(id SheetID) error {
	return n.do("Delete sheet", func() error {
		if _, err := n.sheet(id); err != nil {
			return err
		}
		if len(n.order) == 1 {
			return refuse(CodeBadArgument, "the notebook keeps at least one sheet")
		}
		n.removeSheet(id)
		return nil
	})
}

// removeSheet empties a sheet part by part, so that undo can put every
// part back, and then removes it. (The parts go in map order: a step's
// parts are independent of each other, and sorting thousands of them would
// cost a glue more than the rest of it.)
func (n *Notebook) removeSheet(id SheetID) {
	s := n.sheets[id]
	for c, ms := range s.cells {
		for slot, m := range ms {
			if !m.Empty() {
				n.setCell(cellKey(id, c, Slot(slot)), CellMark{})
			}
		}
	}
	for e := range s.edges {
		n.setEdge(edgeKey(id, e), EdgeMark{})
	}
	for _, p := range slicesSortedKeys(s.tokens) {
		n.set(tokenKey(id, p), tokenVal{})
	}
	for _, p := range slicesSortedKeys(s.trails) {
		n.set(trailKey(id, p), []Cell(nil))
	}
	n.set(tracesKey(id), []TraceRun(nil))
	n.set(orderKey(), slices.DeleteFunc(slices.Clone(n.order), func(x SheetID) bool { return x == id }))
	n.set(sheetKey(id), sheetVal{cursor: s.cursor})
}

// MoveSheet moves a sheet to position index (0 for the first tab).
func (n *Notebook) MoveSheet(id SheetID, index int) error {
	return n.do("Move sheet", func() error {
		if _, err := n.sheet(id); err != nil {
			return err
		}
		if index < 0 || index >= len(n.order) {
			return refuse(CodeBadArgument, "position %d: the notebook has sheets 0 to %d", index, len(n.order)-1)
		}
		order := slices.DeleteFunc(slices.Clone(n.order), func(x SheetID) bool { return x == id })
		order = slices.Insert(order, index, id)
		n.set(orderKey(), order)
		return nil
	})
}
