package notebook

import (
	"slices"

	"github.com/labyrinth-game/labyrinth/app/history"
	"github.com/labyrinth-game/labyrinth/engine/maze"
)

// The history. Every change of the notebook's drawing goes through put,
// which sets one part: a slot of a cell, an edge, a token, a trail, the
// traces of a sheet, a sheet's existence and name, or the order of the
// sheets. Before setting a part, put notes its value in every open record
// that has not seen it yet; comparing those first values with the notebook
// afterwards gives exactly what a command, a stroke or a stretch of the
// journal changed, however often a part was set in between. That
// comparison is a step: the history step, the change notification and the
// journal record all come from it.

// partKind says which kind of part a key names.
type partKind uint8

const (
	partSheet  partKind = iota // a sheet's existence, name (and cursor when it is created)
	partOrder                  // the order of the sheets
	partCell                   // one slot of a cell
	partEdge                   // an edge
	partToken                  // a player's token on a sheet
	partTrail                  // a player's trail on a sheet
	partTraces                 // the traces laid on a sheet
)

// key names one part of the notebook. It is kept small, since the records
// hash one for every part a command touches: coordinates fit in int32
// (Limit), players in int32.
type key struct {
	sheet SheetID
	x, y  int32 // the cell, or the edge's first cell
	n     int32 // the player
	kind  partKind
	slot  Slot
	dir   maze.Dir // the edge's direction
}

func sheetKey(id SheetID) key { return key{kind: partSheet, sheet: id} }
func orderKey() key           { return key{kind: partOrder} }
func cellKey(id SheetID, c Cell, s Slot) key {
	return key{kind: partCell, sheet: id, x: int32(c.X), y: int32(c.Y), slot: s}
}
func edgeKey(id SheetID, e Edge) key {
	return key{kind: partEdge, sheet: id, x: int32(e.At.X), y: int32(e.At.Y), dir: e.Dir}
}
func tokenKey(id SheetID, p int) key { return key{kind: partToken, sheet: id, n: int32(p)} }
func trailKey(id SheetID, p int) key { return key{kind: partTrail, sheet: id, n: int32(p)} }
func tracesKey(id SheetID) key       { return key{kind: partTraces, sheet: id} }
func (k key) cell() Cell             { return Cell{X: int(k.x), Y: int(k.y)} }
func (k key) edge() Edge             { return Edge{At: k.cell(), Dir: k.dir} }
func (k key) player() int            { return int(k.n) }

// sheetVal is a sheet's existence and name. The cursor is carried so that
// a deleted sheet comes back with it, but it is not part of the history: it
// moves without steps, and two values differing only in it are equal.
type sheetVal struct {
	exists bool
	name   string
	floor  int
	cursor Cell
}

// tokenVal is a token, or its absence.
type tokenVal struct {
	on bool
	at Cell
}

// get returns the value of a part now; a part of a sheet that does not
// exist is empty.
func (n *Notebook) get(k key) any {
	if k.kind == partOrder {
		return slices.Clone(n.order)
	}
	s := n.sheets[k.sheet]
	switch k.kind {
	case partSheet:
		if s == nil {
			return sheetVal{}
		}
		return sheetVal{exists: true, name: s.name, floor: s.floor, cursor: s.cursor}
	case partCell:
		if s == nil {
			return CellMark{}
		}
		return s.cells[k.cell()][k.slot]
	case partEdge:
		if s == nil {
			return EdgeMark{}
		}
		return s.edges[k.edge()]
	case partToken:
		if s == nil {
			return tokenVal{}
		}
		at, ok := s.tokens[k.player()]
		return tokenVal{on: ok, at: at}
	case partTrail:
		if s == nil {
			return []Cell(nil)
		}
		return slices.Clone(s.trails[k.player()])
	case partTraces:
		if s == nil {
			return []TraceRun(nil)
		}
		return slices.Clone(s.traces)
	}
	return nil
}

// equalVal compares two values of a part.
func equalVal(k partKind, a, b any) bool {
	switch k {
	case partOrder:
		return slices.Equal(a.([]SheetID), b.([]SheetID))
	case partSheet:
		x, y := a.(sheetVal), b.(sheetVal)
		return x.exists == y.exists && x.name == y.name && x.floor == y.floor
	case partTrail:
		return slices.Equal(a.([]Cell), b.([]Cell))
	case partTraces:
		return slices.Equal(a.([]TraceRun), b.([]TraceRun))
	}
	return a == b
}

// set changes one part, noting its first value in the open records.
func (n *Notebook) set(k key, v any) {
	cur := n.get(k)
	if equalVal(k.kind, cur, v) {
		return
	}
	n.noteAll(k, cur)
	n.put(k, v)
}

// setAny is set for a cell or edge value of either type.
func (n *Notebook) setAny(k key, v any) {
	switch m := v.(type) {
	case CellMark:
		n.setCell(k, m)
	case EdgeMark:
		n.setEdge(k, m)
	default:
		n.set(k, v)
	}
}

// setCell and setEdge are set for the parts commands touch by the
// thousand (a glue, a deleted sheet): compared without boxing, boxed once.
func (n *Notebook) setCell(k key, m CellMark) {
	s := n.sheets[k.sheet]
	if s == nil {
		return
	}
	cur := s.cells[k.cell()][k.slot]
	if cur == m {
		return
	}
	n.noteAll(k, cur)
	n.putCell(s, k, m)
}

func (n *Notebook) setEdge(k key, m EdgeMark) {
	s := n.sheets[k.sheet]
	if s == nil {
		return
	}
	cur := s.edges[k.edge()]
	if cur == m {
		return
	}
	n.noteAll(k, cur)
	n.putEdge(s, k, m)
}

// noteAll notes a part's value before its first change in every open
// record, and in the journal's.
func (n *Notebook) noteAll(k key, cur any) {
	for _, r := range n.recs {
		r.note(k, cur)
	}
	if n.jrec != nil {
		n.jrec.note(k, cur)
	}
}

func (n *Notebook) putCell(s *Sheet, k key, m CellMark) {
	c := k.cell()
	ms := s.cells[c]
	ms[k.slot] = m
	if ms == ([NumSlots]CellMark{}) {
		delete(s.cells, c)
	} else {
		s.cells[c] = ms
	}
}

func (n *Notebook) putEdge(s *Sheet, k key, m EdgeMark) {
	if m.Empty() {
		delete(s.edges, k.edge())
	} else {
		s.edges[k.edge()] = m
	}
}

// put sets one part without recording anything (undo, redo and the
// journal's replay come here directly).
func (n *Notebook) put(k key, v any) {
	if k.kind == partOrder {
		n.order = slices.Clone(v.([]SheetID))
		return
	}
	if k.kind == partSheet {
		sv := v.(sheetVal)
		s := n.sheets[k.sheet]
		switch {
		case !sv.exists:
			delete(n.sheets, k.sheet)
		case s == nil:
			s = newSheet(k.sheet, sv.name, sv.cursor)
			s.floor = sv.floor
			n.sheets[k.sheet] = s
			n.nextID = max(n.nextID, uint64(k.sheet))
		default:
			s.name, s.floor = sv.name, sv.floor
		}
		return
	}
	s := n.sheets[k.sheet]
	if s == nil {
		return // a part of a sheet that is gone: nothing to hold it
	}
	switch k.kind {
	case partCell:
		n.putCell(s, k, v.(CellMark))
	case partEdge:
		n.putEdge(s, k, v.(EdgeMark))
	case partToken:
		if t := v.(tokenVal); t.on {
			s.tokens[k.player()] = t.at
		} else {
			delete(s.tokens, k.player())
		}
	case partTrail:
		if t := v.([]Cell); len(t) > 0 {
			s.trails[k.player()] = slices.Clone(t)
		} else {
			delete(s.trails, k.player())
		}
	case partTraces:
		s.traces = slices.Clone(v.([]TraceRun))
	}
}

// record keeps the first value of every part touched since it was opened,
// in the order they were first touched.
type record struct {
	first map[key]any
	keys  []key
}

func newRecord() *record { return &record{first: map[key]any{}} }

func (r *record) note(k key, cur any) {
	if _, ok := r.first[k]; !ok {
		r.first[k] = cur
		r.keys = append(r.keys, k)
	}
}

// change is one part's old and new value.
type change struct {
	k        key
	old, new any
}

// step is what a command, a stroke or a stretch of time changed: a history
// step, or a journal record.
type step struct {
	history.Step // its id and label, once it is a history step
	changes      []change
}

func (s *step) empty() bool { return len(s.changes) == 0 }

// delta compares the first values in r with the notebook now.
func (n *Notebook) delta(r *record) *step {
	st := &step{}
	for _, k := range r.keys {
		old := r.first[k]
		switch k.kind {
		case partCell:
			// Compared unboxed: most keys of a big step are cells.
			var now CellMark
			if s := n.sheets[k.sheet]; s != nil {
				now = s.cells[k.cell()][k.slot]
			}
			if old.(CellMark) != now {
				st.changes = append(st.changes, change{k: k, old: old, new: now})
			}
			continue
		case partEdge:
			var now EdgeMark
			if s := n.sheets[k.sheet]; s != nil {
				now = s.edges[k.edge()]
			}
			if old.(EdgeMark) != now {
				st.changes = append(st.changes, change{k: k, old: old, new: now})
			}
			continue
		}
		if now := n.get(k); !equalVal(k.kind, old, now) {
			st.changes = append(st.changes, change{k: k, old: old, new: now})
		}
	}
	return st
}

// apply puts the new values of st in place (forward) or the old ones
// (back), noting them in the journal's record. Sheets that come into being
// are made first and sheets that go are removed last, so that the parts of
// a sheet always find it in place.
func (n *Notebook) apply(st *step, forward bool) {
	val := func(c change) any {
		if forward {
			return c.new
		}
		return c.old
	}
	note := func(k key) {
		if n.jrec != nil {
			if _, seen := n.jrec.first[k]; !seen {
				n.jrec.note(k, n.get(k))
			}
		}
	}
	for _, c := range st.changes {
		if c.k.kind == partSheet && val(c).(sheetVal).exists {
			note(c.k)
			n.put(c.k, val(c))
		}
	}
	for _, c := range st.changes {
		if c.k.kind != partSheet {
			note(c.k)
			n.put(c.k, val(c))
		}
	}
	for _, c := range st.changes {
		if c.k.kind == partSheet && !val(c).(sheetVal).exists {
			note(c.k)
			n.put(c.k, val(c))
		}
	}
}
