package editor

import (
	"fmt"
	"path/filepath"
	"slices"

	"github.com/labyrinth-game/labyrinth/app/history"
	"github.com/labyrinth-game/labyrinth/engine/maze"
	"github.com/labyrinth-game/labyrinth/engine/validate"
)

// AppName ends every window title.
const AppName = "Labyrinth"

// Untitled is the name of a document that has never been saved.
const Untitled = "Untitled"

// Document is a maze being edited: the plan, the file it comes from, the
// history of changes and the validation report of the plan as it is now.
//
// A Document is not safe for concurrent use: the editor screen calls it from
// the UI goroutine.
type Document struct {
	ed   editor
	path string
	cfg  Config

	hist *history.Stack[*record, *step]
	// cur prints as the number of steps that can be undone, as the int it
	// replaces did: bench_test.go logs it with %d. Code asks hist.Len.
	cur undone

	// version counts every change of the plan, for autosave and caches.
	version uint64

	savedID      uint64 // hist.StateID of the state the file holds; noID: none
	autosavedVer uint64 // version last written to the recovery file
	recovery     string // the recovery file, once named (see recoveryFile)
	wroteRecover bool   // a recovery file of this document may exist
	pending      *Recovery

	report    validate.Report
	listeners []*listener
}

// noID is a step id no step has: a document whose file holds no state of
// the history (recovered, or generated) is dirty until it is saved.
const noID = ^uint64(0)

// historyModel is the document as its history sees it: how the plan's
// changes are recorded, compared, replayed and announced.
type historyModel Document

func (*historyModel) NewRecord() *record               { return newRecord() }
func (m *historyModel) Recording(open []*record)       { m.ed.recs = open }
func (m *historyModel) Delta(r *record) *step          { return m.ed.delta(r) }
func (*historyModel) Empty(st *step) bool              { return st.empty() }
func (m *historyModel) Apply(st *step, forward bool)   { m.ed.apply(st, forward) }
func (m *historyModel) Changed(st *step, history bool) { (*Document)(m).changed(st, history) }
func (m *historyModel) HistoryChanged()                { (*Document)(m).notify(Change{History: true}) }
func (*historyModel) Settled()                         {}

// undone formats as the number of steps its history can undo.
type undone struct {
	h *history.Stack[*record, *step]
}

func (u undone) Format(f fmt.State, verb rune) {
	n, _ := u.h.Len()
	fmt.Fprintf(f, fmt.FormatString(f, verb), n)
}

type listener struct{ fn func(Change) }

// Change tells listeners what one command, undo or redo changed, so that a
// plan widget redraws only that.
type Change struct {
	// Cells lists the cells whose contents changed: kind, flow, pit number,
	// a weaponry's stock, treasures, items, Keys, a staircase (both its
	// ends), or a creature (its cave and every cell of its path).
	Cells []maze.Pos
	// Sides lists the sides whose edge, door, window or lock changed, each
	// named once: from the
	// cell on its left or above it (Right, Down) except on the grid's left
	// and top edges. The cells on both sides of each need redrawing.
	Sides []maze.Side
	// All: the whole plan was replaced (a resize, a generated maze, the undo
	// of either), perhaps with another size; redraw everything.
	All bool
	// Loops: some pit changed, so the links of pit loops may have changed.
	Loops bool
	// Meta: the title, number of players or rules changed.
	Meta bool
	// Validation: the validation report changed.
	Validation bool
	// History: what Undo and Redo would do, Dirty or Title may have changed.
	History bool
}

func (c Change) empty() bool {
	return len(c.Cells) == 0 && len(c.Sides) == 0 && !c.All && !c.Loops && !c.Meta && !c.Validation && !c.History
}

func newDocument(m *maze.Maze, path string, cfg Config) *Document {
	d := &Document{ed: editor{m: m}, path: path, cfg: cfg}
	d.hist = history.New((*historyModel)(d))
	d.cur = undone{d.hist}
	d.report = validate.Check(m, validate.Options{})
	return d
}

// Maze is the plan being edited, for drawing and queries. The pointer stays
// the same for the document's life (a resize replaces what it points to).
// Change it only through the document's commands: anything else escapes
// the history and the validation.
func (d *Document) Maze() *maze.Maze { return d.ed.m }

// Path is the file the document is saved in, "" when it has none yet.
func (d *Document) Path() string { return d.path }

// Name is the file's base name, or Untitled.
func (d *Document) Name() string {
	if d.path == "" {
		return Untitled
	}
	return filepath.Base(d.path)
}

// Title is the window title: "sample.json — Labyrinth", with a leading "*"
// when there are unsaved changes.
func (d *Document) Title() string {
	mark := ""
	if d.Dirty() {
		mark = "*"
	}
	return mark + d.Name() + " — " + AppName
}

// Dirty reports whether the plan differs from what the file holds (for a
// document without a file: whether anything was drawn or it came from
// elsewhere). Undoing back to the saved state makes it clean again.
func (d *Document) Dirty() bool {
	return d.hist.Pending() || d.hist.StateID() != d.savedID
}

// Version counts changes of the plan: it grows with every command that
// changes something, every undo and every redo.
func (d *Document) Version() uint64 { return d.version }

// Subscribe calls fn after every change; the returned function stops it.
func (d *Document) Subscribe(fn func(Change)) (cancel func()) {
	l := &listener{fn}
	d.listeners = append(d.listeners, l)
	return func() {
		d.listeners = slices.DeleteFunc(d.listeners, func(x *listener) bool { return x == l })
	}
}

func (d *Document) notify(c Change) {
	if c.empty() {
		return
	}
	for _, l := range slices.Clone(d.listeners) {
		l.fn(c)
	}
}

// Report is the validation report of the plan as it is now.
func (d *Document) Report() validate.Report { return d.report }

// Problems lists the report's errors and warnings, errors first, each with
// the cells involved.
func (d *Document) Problems() []validate.Problem { return d.report.Problems }

// CanStartGame reports whether the plan may be used to start a game: it has
// no validation errors (warnings are allowed). An invalid plan can still be
// saved.
func (d *Document) CanStartGame() bool { return d.report.OK() }

// BeginStroke opens a stroke: every command until the matching EndStroke
// becomes one history step, named label (the first command's name when
// label is empty). A brush drag, an edge drag or a pit-loop session is a
// stroke. Strokes nest; only the outermost counts.
func (d *Document) BeginStroke(label string) { d.hist.Begin(label) }

// EndStroke closes the stroke BeginStroke opened. A stroke that changed
// nothing leaves no history step.
func (d *Document) EndStroke() { d.hist.End() }

// InStroke reports whether a stroke is open.
func (d *Document) InStroke() bool { return d.hist.InStroke() }

// CancelStroke undoes everything done since BeginStroke and closes the
// stroke (all nested levels), leaving no history step: the Escape key in
// the middle of a drag.
func (d *Document) CancelStroke() { d.hist.Cancel() }

// do runs one command. Outside a stroke it is a stroke of its own. A
// command that fails is rolled back, so a refused command changes nothing.
func (d *Document) do(label string, fn func() error) error { return d.hist.Do(label, fn) }

// changed validates the plan again and tells the listeners what st did.
func (d *Document) changed(st *step, history bool) {
	d.version++
	c := changeOf(d.ed.m, st)
	c.History = history
	rep := validate.Check(d.ed.m, validate.Options{})
	c.Validation = !sameReport(rep, d.report)
	d.report = rep
	d.notify(c)
}

func sameReport(a, b validate.Report) bool {
	return slices.EqualFunc(a.Problems, b.Problems, func(p, q validate.Problem) bool {
		return p.Severity == q.Severity && p.Code == q.Code && p.Rule == q.Rule &&
			p.Where == q.Where && p.Message == q.Message && slices.Equal(p.Cells, q.Cells)
	})
}

// changeOf says which cells and sides st changed.
func changeOf(m *maze.Maze, st *step) Change {
	var c Change
	if st.whole != nil {
		c.All, c.Loops, c.Meta = true, true, true
		return c
	}
	seen := map[maze.Pos]bool{}
	add := func(p maze.Pos) {
		if !seen[p] {
			seen[p] = true
			c.Cells = append(c.Cells, p)
		}
	}
	for _, cd := range st.cells {
		add(cd.at)
		if cd.old.Kind == maze.Pit || cd.new.Kind == maze.Pit {
			c.Loops = true
		}
	}
	for _, sd := range st.sides {
		c.Sides = append(c.Sides, sd.side)
	}
	for _, sd := range st.stairs {
		// The staircase is drawn at both ends.
		add(sd.at)
		if up := (maze.Pos{X: sd.at.X, Y: sd.at.Y, Floor: sd.at.Floor + 1}); m.InGrid(up) {
			add(up)
		}
	}
	if st.keys != nil {
		for _, p := range symmetricDiff(st.keys[0], st.keys[1]) {
			add(p)
		}
	}
	if st.creatures != nil {
		// A creature is drawn on its cave and along its path.
		for _, cs := range st.creatures {
			for _, cr := range cs {
				for _, p := range creatureCells(cr) {
					if m.InGrid(p) {
						add(p)
					}
				}
			}
		}
	}
	if st.treasures != nil {
		for _, p := range changedStacks(st.treasures[0], st.treasures[1]) {
			add(p)
		}
	}
	if st.piles != nil {
		for _, p := range changedPiles(st.piles[0], st.piles[1]) {
			add(p)
		}
	}
	slices.SortFunc(c.Cells, func(a, b maze.Pos) int { return m.Index(a) - m.Index(b) })
	c.Meta = st.rules != nil || st.title != nil || st.players != nil
	return c
}

// symmetricDiff lists the positions a and b do not hold as many times.
func symmetricDiff(a, b []maze.Pos) []maze.Pos {
	n := map[maze.Pos]int{}
	for _, p := range a {
		n[p]++
	}
	for _, p := range b {
		n[p]--
	}
	var out []maze.Pos
	for p, k := range n {
		if k != 0 {
			out = append(out, p)
		}
	}
	return out
}

// creatureCells lists the cells a creature's drawing covers: its cave and
// every cell of its path.
func creatureCells(c maze.Creature) []maze.Pos {
	out := []maze.Pos{c.At}
	p := c.At
	for _, d := range c.Path {
		p = p.Step(d)
		out = append(out, p)
	}
	return out
}

// changedStacks lists the cells whose treasure stack differs.
func changedStacks(a, b []maze.Treasure) []maze.Pos {
	var out []maze.Pos
	seen := map[maze.Pos]bool{}
	for _, t := range slices.Concat(a, b) {
		if seen[t.At] {
			continue
		}
		seen[t.At] = true
		if !slices.Equal(stackOf(a, t.At), stackOf(b, t.At)) {
			out = append(out, t.At)
		}
	}
	return out
}

func stackOf(ts []maze.Treasure, p maze.Pos) []bool {
	var out []bool
	for _, t := range ts {
		if t.At == p {
			out = append(out, t.True)
		}
	}
	return out
}

func changedPiles(a, b []maze.Pile) []maze.Pos {
	var out []maze.Pos
	seen := map[maze.Pos]bool{}
	for _, p := range slices.Concat(a, b) {
		if seen[p.At] {
			continue
		}
		seen[p.At] = true
		if pileAt(a, p.At) != pileAt(b, p.At) {
			out = append(out, p.At)
		}
	}
	return out
}

func pileAt(ps []maze.Pile, p maze.Pos) maze.Items {
	for _, q := range ps {
		if q.At == p {
			return q.Items
		}
	}
	return maze.Items{}
}

// CanUndo reports whether there is a step to undo.
func (d *Document) CanUndo() bool { return d.hist.CanUndo() }

// CanRedo reports whether there is an undone step to redo.
func (d *Document) CanRedo() bool { return d.hist.CanRedo() }

// UndoLabel names the step Undo would undo ("Paint hospital"), "" when none.
func (d *Document) UndoLabel() string { return d.hist.UndoLabel() }

// RedoLabel names the step Redo would redo, "" when none.
func (d *Document) RedoLabel() string { return d.hist.RedoLabel() }

// Undo undoes the last step (closing an open stroke first) and reports
// whether there was one.
func (d *Document) Undo() bool { return d.hist.Undo() }

// Redo redoes the last undone step and reports whether there was one.
func (d *Document) Redo() bool { return d.hist.Redo() }

// HistoryLen is the number of steps that can be undone and redone.
func (d *Document) HistoryLen() (undo, redo int) { return d.hist.Len() }
