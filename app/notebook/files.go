package notebook

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"slices"

	"github.com/labyrinth-game/labyrinth/app/storage"
	"github.com/labyrinth-game/labyrinth/engine/game"
)

// Saving. A notebook with a file saves itself continuously, in two parts:
//
//   - the snapshot, the file itself (docs/notebook-format.md), written
//     atomically (storage.WriteFileAtomic) when the notebook is created,
//     opened, closed or compacted;
//   - the journal, the file's path plus ".journal": one JSON line per
//     change, appended when a stroke ends, on undo and redo, and when
//     events arrive — the new values of every part that changed since the
//     line before. A line is one write(2): once it returns, a killed
//     process loses nothing of it.
//
// Autosave, which the UI calls once a second, writes what a stroke still
// open has changed so far, flushes the journal to disk (fsync: so a machine
// that loses power loses at most that second), and compacts the journal
// into a new snapshot when it has grown past CompactAt. Open replays the
// journal over the snapshot: that is the recovery.
//
// Each snapshot has a generation; the journal's first line names the
// generation it follows. Compaction writes the snapshot of the next
// generation first and then starts a new journal, so a crash in between
// leaves an older journal that Open recognizes and ignores (its lines are
// in the snapshot).

// CompactAt is the journal size, in bytes, past which Autosave compacts it
// into a new snapshot.
const CompactAt = 1 << 20

// MaxFile is the largest notebook file, and the largest notebook journal,
// Open reads: a notebook holds the game's events — some six bytes for each
// byte of the game journal's statements, so under 100 MB for the largest
// game (session.MaxJournal) — and the player's marks.
const MaxFile = 256 << 20

var fileLimit = storage.Limit{Max: MaxFile, Why: "the most a notebook can hold"}

// compactAt is CompactAt, lowered by tests.
var compactAt int64 = CompactAt

// JournalPath is the journal of the notebook file at path.
func JournalPath(path string) string { return path + ".journal" }

type file struct {
	path       string
	generation uint64
	j          *os.File
	records    uint64 // lines in the journal after its header
	size       int64
	unsynced   bool
	err        error // the last write error, for Autosave to report

	events      []game.Event // events added since the last line
	cursorMoved bool
	recovered   int
}

type journalHeader struct {
	Format  string `json:"format"`
	Version int    `json:"version"`
	Base    uint64 `json:"base"`
}

// Create makes a new notebook saved at path (overwriting any file there)
// and journals every change from then on.
func Create(path string, o Options) (*Notebook, error) {
	n, err := New(o)
	if err != nil {
		return nil, err
	}
	if err := n.SaveAs(path); err != nil {
		return nil, err
	}
	return n, nil
}

// SaveAs writes the notebook to path, which becomes its file; the journal
// starts afresh next to it. A stroke still open is closed first.
func (n *Notebook) SaveAs(path string) error {
	if path == "" {
		return errors.New("no file name given")
	}
	n.hist.EndAll()
	if n.file != nil {
		n.journal()
		n.file.j.Close()
	}
	n.file = &file{path: path}
	n.jrec = newRecord()
	return n.Compact()
}

// Path is the notebook's file, "" when it has none.
func (n *Notebook) Path() string {
	if n.file == nil {
		return ""
	}
	return n.file.path
}

// Recovered is the number of journal lines Open replayed over the
// snapshot: changes that a crash kept out of the file itself.
func (n *Notebook) Recovered() int {
	if n.file == nil {
		return 0
	}
	return n.file.recovered
}

// Open reads a notebook file and replays its journal, if any, over it:
// whatever was drawn until the process stopped, even if it was killed.
// Errors start with the file they are about and say where: "game.notebook:
// line 12, column 5: ..." or "game.notebook.journal: line 3: ...". The
// notebook is then compacted into a fresh snapshot and journals on.
func Open(path string) (*Notebook, error) {
	data, err := storage.ReadFile(path, fileLimit)
	if err != nil {
		return nil, err
	}
	n, gen, err := decode(data)
	if err != nil {
		return nil, fmt.Errorf("%s: %w", path, err)
	}
	replayed := 0
	jpath := JournalPath(path)
	jdata, err := storage.ReadFile(jpath, fileLimit)
	switch {
	case err == nil:
		if replayed, err = n.replay(jdata, gen); err != nil {
			return nil, fmt.Errorf("%s: %w", jpath, err)
		}
	case !errors.Is(err, os.ErrNotExist):
		return nil, err
	}
	n.log.renumber()
	n.file = &file{path: path, generation: gen, recovered: replayed}
	n.jrec = newRecord()
	if err := n.Compact(); err != nil {
		return nil, err
	}
	n.file.recovered = replayed
	return n, nil
}

// Autosave writes to the journal what a stroke still open has changed,
// flushes the journal to disk and, when it has grown past CompactAt,
// compacts it into a new snapshot. The UI calls it about once a second; it
// also reports a failed journal write. Without a file it does nothing.
func (n *Notebook) Autosave() error {
	f := n.file
	if f == nil {
		return nil
	}
	n.journal()
	if err := f.err; err != nil {
		f.err = nil
		return err
	}
	if f.size > compactAt {
		return n.Compact()
	}
	if f.unsynced {
		if err := f.j.Sync(); err != nil {
			return fmt.Errorf("saving %s: %w", JournalPath(f.path), err)
		}
		f.unsynced = false
	}
	return nil
}

// Compact writes the whole notebook to its file as a new snapshot and
// starts a new, empty journal.
func (n *Notebook) Compact() error {
	f := n.file
	if f == nil {
		return errors.New("the notebook has no file yet: save it as a new file")
	}
	if f.j != nil {
		n.journal() // if the snapshot cannot be written, the journal has it all
	}
	gen := f.generation + 1
	data, err := n.encode(gen)
	if err != nil {
		return fmt.Errorf("saving %s: %w", f.path, err)
	}
	if err := storage.WriteFileAtomic(f.path, data, 0o644); err != nil {
		return err
	}
	f.generation = gen
	if f.j != nil {
		f.j.Close()
		f.j = nil
	}
	header, err := json.Marshal(journalHeader{Format: JournalFormat, Version: JournalVersion, Base: gen})
	if err != nil {
		return err
	}
	header = append(header, '\n')
	jpath := JournalPath(f.path)
	if err := storage.WriteFileAtomic(jpath, header, 0o644); err != nil {
		return err
	}
	j, err := os.OpenFile(jpath, os.O_WRONLY|os.O_APPEND, 0)
	if err != nil {
		return err
	}
	f.j, f.records, f.size, f.unsynced, f.err = j, 0, int64(len(header)), false, nil
	f.events, f.cursorMoved = nil, false
	n.jrec = newRecord()
	return nil
}

// Close saves the notebook as a snapshot and lets go of its file; the
// notebook stays usable in memory.
func (n *Notebook) Close() error {
	if n.file == nil {
		return nil
	}
	err := n.Compact()
	if n.file.j != nil {
		if cerr := n.file.j.Close(); err == nil {
			err = cerr
		}
	}
	n.file, n.jrec = nil, nil
	return err
}

// The journal's lines.

type recordJSON struct {
	N       uint64            `json:"n"`
	Sheets  []sheetSetJSON    `json:"sheets,omitempty"`
	Order   []uint64          `json:"order,omitempty"`
	Cells   []cellSetJSON     `json:"cells,omitempty"`
	Edges   []edgeSetJSON     `json:"edges,omitempty"`
	Tokens  []tokenSetJSON    `json:"tokens,omitempty"`
	Trails  []trailSetJSON    `json:"trails,omitempty"`
	Traces  []tracesSetJSON   `json:"traces,omitempty"`
	Cursors []cursorJSON      `json:"cursors,omitempty"`
	Events  []json.RawMessage `json:"events,omitempty"`
}

type sheetSetJSON struct {
	ID     uint64 `json:"id"`
	Name   string `json:"name,omitempty"`
	Floor  int    `json:"floor,omitempty"`
	Cursor []int  `json:"cursor,omitempty"`
	Gone   bool   `json:"gone,omitempty"`
}

type cellSetJSON struct {
	Sheet uint64    `json:"sheet"`
	At    []int     `json:"at"`
	Slot  string    `json:"slot"`
	Mark  *markJSON `json:"mark"`
}

type edgeSetJSON struct {
	Sheet uint64 `json:"sheet"`
	At    []int  `json:"at"`
	Side  string `json:"side"`
	Mark  string `json:"mark,omitempty"`
	Pen   bool   `json:"pen,omitempty"`
	By    *int   `json:"by,omitempty"`
}

type tokenSetJSON struct {
	Sheet  uint64 `json:"sheet"`
	Player int    `json:"player"`
	At     []int  `json:"at"`
}

type trailSetJSON struct {
	Sheet  uint64  `json:"sheet"`
	Player int     `json:"player"`
	Cells  [][]int `json:"cells"`
}

type tracesSetJSON struct {
	Sheet uint64      `json:"sheet"`
	Runs  []traceJSON `json:"runs"`
}

type cursorJSON struct {
	Sheet uint64 `json:"sheet"`
	At    []int  `json:"at"`
}

// journal appends to the journal what changed since its last line, if
// anything did.
func (n *Notebook) journal() {
	f := n.file
	if f == nil || f.j == nil {
		return
	}
	st := n.delta(n.jrec)
	if st.empty() && len(f.events) == 0 && !f.cursorMoved {
		return
	}
	rec := recordJSON{N: f.records + 1}
	for _, c := range st.changes {
		k := c.k
		switch k.kind {
		case partSheet:
			v := c.new.(sheetVal)
			s := sheetSetJSON{ID: uint64(k.sheet), Gone: !v.exists}
			if v.exists {
				s.Name, s.Floor, s.Cursor = v.name, floorJSON(v.floor), posJSON(v.cursor)
			}
			rec.Sheets = append(rec.Sheets, s)
		case partOrder:
			rec.Order = nil
			for _, id := range c.new.([]SheetID) {
				rec.Order = append(rec.Order, uint64(id))
			}
		case partCell:
			cs := cellSetJSON{Sheet: uint64(k.sheet), At: posJSON(k.cell()), Slot: k.slot.String()}
			if m := c.new.(CellMark); !m.Empty() {
				mj := cellMarkJSON(m)
				cs.Mark = &mj
			}
			rec.Cells = append(rec.Cells, cs)
		case partEdge:
			m := c.new.(EdgeMark)
			es := edgeSetJSON{Sheet: uint64(k.sheet), At: posJSON(k.edge().At), Side: k.edge().Dir.String()}
			if !m.Empty() {
				es.Mark, es.Pen, es.By = edgeNames[m.Kind], m.Pen, byJSON(m.Owner)
			}
			rec.Edges = append(rec.Edges, es)
		case partToken:
			ts := tokenSetJSON{Sheet: uint64(k.sheet), Player: k.player()}
			if t := c.new.(tokenVal); t.on {
				ts.At = posJSON(t.at)
			}
			rec.Tokens = append(rec.Tokens, ts)
		case partTrail:
			ts := trailSetJSON{Sheet: uint64(k.sheet), Player: k.player(), Cells: [][]int{}}
			for _, c := range c.new.([]Cell) {
				ts.Cells = append(ts.Cells, posJSON(c))
			}
			rec.Trails = append(rec.Trails, ts)
		case partTraces:
			ts := tracesSetJSON{Sheet: uint64(k.sheet), Runs: []traceJSON{}}
			for _, r := range c.new.([]TraceRun) {
				ts.Runs = append(ts.Runs, traceRunJSON(r))
			}
			rec.Traces = append(rec.Traces, ts)
		}
	}
	if f.cursorMoved {
		for _, id := range n.order {
			rec.Cursors = append(rec.Cursors, cursorJSON{Sheet: uint64(id), At: posJSON(n.sheets[id].cursor)})
		}
	}
	for _, e := range f.events {
		data, err := json.Marshal(e)
		if err != nil {
			f.err = fmt.Errorf("saving %s: event %d: %w", JournalPath(f.path), e.Seq, err)
			return
		}
		rec.Events = append(rec.Events, data)
	}
	line, err := json.Marshal(rec)
	if err != nil {
		f.err = fmt.Errorf("saving %s: %w", JournalPath(f.path), err)
		return
	}
	line = append(line, '\n')
	if _, err := f.j.Write(line); err != nil {
		// Take back a partial line, so the next one starts clean; what
		// it held stays pending and goes with the next line.
		f.j.Truncate(f.size)
		f.err = fmt.Errorf("saving %s: %w", JournalPath(f.path), err)
		return
	}
	f.records++
	f.size += int64(len(line))
	f.unsynced = true
	f.events, f.cursorMoved = nil, false
	n.jrec = newRecord()
}

// replay applies a journal's lines over the snapshot of generation gen and
// returns how many it applied. A journal that follows another generation
// is outdated (a crash during compaction) and ignored; a last line cut
// short by a crash is ignored.
func (n *Notebook) replay(data []byte, gen uint64) (int, error) {
	lines := bytes.SplitAfter(data, []byte{'\n'})
	if len(lines) == 0 || len(bytes.TrimSpace(lines[0])) == 0 {
		return 0, nil
	}
	if !bytes.HasSuffix(lines[0], []byte{'\n'}) {
		return 0, nil // the header itself was cut short: nothing follows it
	}
	var h journalHeader
	if err := strictUnmarshal(lines[0], &h); err != nil {
		return 0, err
	}
	if h.Format != JournalFormat {
		return 0, fmt.Errorf("line 1: not a notebook journal (format %q)", h.Format)
	}
	if h.Version != JournalVersion {
		return 0, fmt.Errorf("line 1: journal version %d is not %d", h.Version, JournalVersion)
	}
	if h.Base < gen {
		return 0, nil // outdated: its lines are in the snapshot
	}
	if h.Base > gen {
		return 0, fmt.Errorf("line 1: the journal follows generation %d of the notebook, but the file is generation %d", h.Base, gen)
	}
	applied := 0
	for i, line := range lines[1:] {
		if len(line) == 0 {
			continue
		}
		last := i == len(lines)-2
		if last && !bytes.HasSuffix(line, []byte{'\n'}) {
			break // cut short by a crash
		}
		var rec recordJSON
		if err := strictUnmarshalAt(line, &rec, i+2); err != nil {
			return applied, err
		}
		if rec.N != uint64(applied+1) {
			return applied, fmt.Errorf("line %d: record %d where %d was expected", i+2, rec.N, applied+1)
		}
		if err := n.applyRecord(rec); err != nil {
			return applied, fmt.Errorf("line %d: %v", i+2, err)
		}
		applied++
	}
	return applied, nil
}

// applyRecord checks one journal line and puts its values in place.
func (n *Notebook) applyRecord(rec recordJSON) error {
	st := &step{}
	add := func(k key, v any) { st.changes = append(st.changes, change{k: k, new: v}) }
	exists := func(id uint64) bool {
		if n.sheets[SheetID(id)] != nil {
			return true
		}
		for _, s := range rec.Sheets {
			if s.ID == id && !s.Gone {
				return true
			}
		}
		return false
	}
	for _, s := range rec.Sheets {
		if s.ID == 0 || s.ID > MaxSheetID {
			return fmt.Errorf("sheets: sheet %d: sheets are numbered from 1 to %d", s.ID, uint64(MaxSheetID))
		}
		v := sheetVal{exists: !s.Gone, name: s.Name}
		if !s.Gone {
			if err := checkSheetName(s.Name); err != nil {
				return fmt.Errorf("sheet %d: %v", s.ID, err)
			}
			c, err := cellFrom(s.Cursor)
			if err != nil {
				return fmt.Errorf("sheet %d: cursor: %v", s.ID, err)
			}
			v.cursor = c
			if v.floor, err = floorFrom(s.Floor); err != nil {
				return fmt.Errorf("sheet %d: %v", s.ID, err)
			}
		}
		add(sheetKey(SheetID(s.ID)), v)
	}
	if rec.Order != nil {
		var order []SheetID
		for _, id := range rec.Order {
			order = append(order, SheetID(id))
		}
		add(orderKey(), order)
	}
	for _, c := range rec.Cells {
		if !exists(c.Sheet) {
			return fmt.Errorf("cells: no sheet %d", c.Sheet)
		}
		at, err := cellFrom(c.At)
		if err != nil {
			return fmt.Errorf("cells: %v", err)
		}
		i := slices.Index(slotNames[:], c.Slot)
		if i < 0 {
			return fmt.Errorf("cell %v: unknown slot %q", at, c.Slot)
		}
		slot := Slot(i)
		var m CellMark
		if c.Mark != nil {
			if m, err = n.markFrom(*c.Mark); err != nil {
				return fmt.Errorf("cell %v: %v", at, err)
			}
			if m.Kind.Slot() != slot {
				return fmt.Errorf("cell %v: a %s in the %s slot", at, m.Kind, slot)
			}
		}
		add(cellKey(SheetID(c.Sheet), at, slot), m)
	}
	for _, ej := range rec.Edges {
		if !exists(ej.Sheet) {
			return fmt.Errorf("edges: no sheet %d", ej.Sheet)
		}
		e, m, err := n.edgeFrom(ej.At, ej.Side, ej.Mark, ej.Pen, ej.By)
		if err != nil {
			return fmt.Errorf("edges: %v", err)
		}
		add(edgeKey(SheetID(ej.Sheet), e), m)
	}
	for _, t := range rec.Tokens {
		if !exists(t.Sheet) {
			return fmt.Errorf("tokens: no sheet %d", t.Sheet)
		}
		if err := n.checkPlayer(t.Player); err != nil {
			return fmt.Errorf("tokens: %v", err)
		}
		v := tokenVal{}
		if t.At != nil {
			c, err := cellFrom(t.At)
			if err != nil {
				return fmt.Errorf("token of player %d: %v", t.Player, err)
			}
			v = tokenVal{on: true, at: c}
		}
		add(tokenKey(SheetID(t.Sheet), t.Player), v)
	}
	for _, t := range rec.Trails {
		if !exists(t.Sheet) {
			return fmt.Errorf("trails: no sheet %d", t.Sheet)
		}
		if err := n.checkPlayer(t.Player); err != nil {
			return fmt.Errorf("trails: %v", err)
		}
		var cells []Cell
		for i, v := range t.Cells {
			c, err := cellFrom(v)
			if err != nil {
				return fmt.Errorf("trail of player %d: cell %d: %v", t.Player, i+1, err)
			}
			cells = append(cells, c)
		}
		add(trailKey(SheetID(t.Sheet), t.Player), cells)
	}
	for _, t := range rec.Traces {
		if !exists(t.Sheet) {
			return fmt.Errorf("traces: no sheet %d", t.Sheet)
		}
		var runs []TraceRun
		for i, j := range t.Runs {
			r, err := n.traceFrom(j)
			if err != nil {
				return fmt.Errorf("sheet %d: trace %d: %v", t.Sheet, i+1, err)
			}
			runs = append(runs, r)
		}
		add(tracesKey(SheetID(t.Sheet)), runs)
	}
	var events []game.Event
	for i, raw := range rec.Events {
		var e game.Event
		if err := json.Unmarshal(raw, &e); err != nil {
			return fmt.Errorf("event %d: %v", i+1, err)
		}
		events = append(events, e)
	}
	n.apply(st, true)
	for _, c := range rec.Cursors {
		c2, err := cellFrom(c.At)
		if err != nil {
			return fmt.Errorf("cursors: %v", err)
		}
		if s := n.sheets[SheetID(c.Sheet)]; s != nil {
			s.cursor = c2
		}
	}
	for i, e := range events {
		if err := n.log.check(e); err != nil {
			return fmt.Errorf("event %d: %v", i+1, err)
		}
		n.log.append([]game.Event{e})
	}
	return n.checkWhole()
}

// checkWhole checks what a journal line could break: every sheet listed
// once in the order, names unique, traces within the log.
func (n *Notebook) checkWhole() error {
	if len(n.order) == 0 {
		return errors.New("no sheets are left")
	}
	if len(n.order) != len(n.sheets) {
		return fmt.Errorf("the order lists %d sheets, but there are %d", len(n.order), len(n.sheets))
	}
	seen := map[SheetID]bool{}
	for i, id := range n.order {
		s := n.sheets[id]
		if s == nil || seen[id] {
			return fmt.Errorf("order: sheet %d is missing or listed twice", id)
		}
		seen[id] = true
		for _, other := range n.order[:i] {
			if sameName(n.sheets[other].name, s.name) {
				return fmt.Errorf("two sheets are called %q", s.name)
			}
		}
	}
	return n.checkTraces()
}

// abandon lets go of the journal without saving anything more: what a
// killed process leaves behind (for tests).
func (n *Notebook) abandon() {
	if n.file != nil && n.file.j != nil {
		n.file.j.Close()
	}
	n.file, n.jrec = nil, nil
}
