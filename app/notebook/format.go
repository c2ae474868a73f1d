package notebook

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"strings"

	"github.com/labyrinth-game/labyrinth/engine/game"
	"github.com/labyrinth-game/labyrinth/engine/maze"
)

// The notebook file: versioned JSON, documented in docs/notebook-format.md.
const (
	FileFormat = "labyrinth-notebook"
	// FileVersion is the newest version read. Version 2 adds a sheet's
	// floor; a notebook with every sheet on the first floor is written as
	// version 1, byte for byte as before.
	FileVersion    = 2
	JournalFormat  = "labyrinth-notebook-journal"
	JournalVersion = 1
)

type fileJSON struct {
	Format     string            `json:"format"`
	Version    int               `json:"version"`
	Generation uint64            `json:"generation"`
	Seat       int               `json:"seat"`
	Players    []string          `json:"players"`
	Sheets     []sheetJSON       `json:"sheets"`
	Log        []json.RawMessage `json:"log"`
}

type sheetJSON struct {
	ID     uint64      `json:"id"`
	Name   string      `json:"name"`
	Floor  int         `json:"floor,omitempty"`
	Cursor []int       `json:"cursor"`
	Cells  []cellJSON  `json:"cells,omitempty"`
	Edges  []edgeJSON  `json:"edges,omitempty"`
	Tokens []tokenJSON `json:"tokens,omitempty"`
	Trails []trailJSON `json:"trails,omitempty"`
	Traces []traceJSON `json:"traces,omitempty"`
}

type markJSON struct {
	Mark string `json:"mark"`
	Flow string `json:"flow,omitempty"`
	Pit  string `json:"pit,omitempty"`
	Text string `json:"text,omitempty"`
	Fake bool   `json:"fake,omitempty"`
	Pen  bool   `json:"pen,omitempty"`
	By   *int   `json:"by,omitempty"`
}

type cellJSON struct {
	At    []int      `json:"at"`
	Marks []markJSON `json:"marks"`
}

type edgeJSON struct {
	At   []int  `json:"at"`
	Side string `json:"side"`
	Mark string `json:"mark"`
	Pen  bool   `json:"pen,omitempty"`
	By   *int   `json:"by,omitempty"`
}

type tokenJSON struct {
	Player int   `json:"player"`
	At     []int `json:"at"`
}

type trailJSON struct {
	Player int     `json:"player"`
	Cells  [][]int `json:"cells"`
}

type traceJSON struct {
	Player    int    `json:"player"`
	Start     []int  `json:"start"`
	From      int    `json:"from"`
	StartKind string `json:"start_kind,omitempty"`
	To        int    `json:"to"`
	Stop      string `json:"stop,omitempty"`
}

// Encoding.

func posJSON(c Cell) []int { return []int{c.X + 1, c.Y + 1} }

func byJSON(o Owner) *int {
	seat, ok := o.Seat()
	if !ok {
		return nil
	}
	return &seat
}

func cellMarkJSON(m CellMark) markJSON {
	j := markJSON{Mark: kindNames[m.Kind], Pit: m.Pit, Text: m.Text, Fake: m.Fake, Pen: m.Pen, By: byJSON(m.Owner)}
	if m.Flow.Valid() {
		j.Flow = m.Flow.String()
	}
	return j
}

func traceRunJSON(r TraceRun) traceJSON {
	j := traceJSON{Player: r.Player, Start: posJSON(r.Start), From: r.From, To: r.To, Stop: string(r.Stop)}
	if r.StartKind != NoMark {
		j.StartKind = kindNames[r.StartKind]
	}
	return j
}

func (s *Sheet) toJSON() sheetJSON {
	j := sheetJSON{ID: uint64(s.id), Name: s.name, Floor: floorJSON(s.floor), Cursor: posJSON(s.cursor)}
	for _, c := range s.Cells() {
		cj := cellJSON{At: posJSON(c)}
		for _, m := range s.cells[c] {
			if !m.Empty() {
				cj.Marks = append(cj.Marks, cellMarkJSON(m))
			}
		}
		j.Cells = append(j.Cells, cj)
	}
	for _, e := range s.Edges() {
		m := s.edges[e]
		j.Edges = append(j.Edges, edgeJSON{At: posJSON(e.At), Side: e.Dir.String(), Mark: edgeNames[m.Kind], Pen: m.Pen, By: byJSON(m.Owner)})
	}
	for _, t := range s.Tokens() {
		j.Tokens = append(j.Tokens, tokenJSON{Player: t.Player, At: posJSON(t.At)})
	}
	for _, p := range s.TrailPlayers() {
		tj := trailJSON{Player: p}
		for _, c := range s.trails[p] {
			tj.Cells = append(tj.Cells, posJSON(c))
		}
		j.Trails = append(j.Trails, tj)
	}
	for _, r := range s.traces {
		j.Traces = append(j.Traces, traceRunJSON(r))
	}
	return j
}

// Encode writes the notebook in the file format (docs/notebook-format.md):
// the same notebook always gives the same bytes. The history is not saved.
func (n *Notebook) Encode() ([]byte, error) {
	var gen uint64
	if n.file != nil {
		gen = n.file.generation
	}
	return n.encode(gen)
}

func (n *Notebook) encode(gen uint64) ([]byte, error) { return n.encodeWith(gen, true) }

// encodeContent is the saved state without cursors, for tests comparing
// what the history restores.
func (n *Notebook) encodeContent() ([]byte, error) { return n.encodeWith(0, false) }

func (n *Notebook) encodeWith(gen uint64, cursors bool) ([]byte, error) {
	var b bytes.Buffer
	version := 1
	if n.upperFloors() {
		version = FileVersion
	}
	fmt.Fprintf(&b, "{\n  \"format\": %q,\n  \"version\": %d,\n  \"generation\": %d,\n  \"seat\": %d,\n",
		FileFormat, version, gen, n.log.seat)
	names, err := json.Marshal(n.log.names)
	if err != nil {
		return nil, err
	}
	if n.log.names == nil {
		names = []byte("[]")
	}
	fmt.Fprintf(&b, "  \"players\": %s,\n  \"sheets\": [", names)
	for i, id := range n.order {
		if i > 0 {
			b.WriteString(",")
		}
		sj := n.sheets[id].toJSON()
		if !cursors {
			sj.Cursor = []int{1, 1}
		}
		if err := writeSheet(&b, sj); err != nil {
			return nil, err
		}
	}
	b.WriteString("\n  ],\n  \"log\": [")
	for i, e := range n.log.events {
		if i > 0 {
			b.WriteString(",")
		}
		data, err := json.Marshal(e)
		if err != nil {
			return nil, fmt.Errorf("log event %d: %w", i+1, err)
		}
		b.WriteString("\n    ")
		b.Write(data)
	}
	if len(n.log.events) > 0 {
		b.WriteString("\n  ")
	}
	b.WriteString("]\n}\n")
	return b.Bytes(), nil
}

// writeSheet writes a sheet with one cell, edge, token, trail or trace a
// line, so that files stay readable and diff well.
func writeSheet(b *bytes.Buffer, s sheetJSON) error {
	head, err := json.Marshal(struct {
		ID     uint64 `json:"id"`
		Name   string `json:"name"`
		Floor  int    `json:"floor,omitempty"`
		Cursor []int  `json:"cursor"`
	}{s.ID, s.Name, s.Floor, s.Cursor})
	if err != nil {
		return err
	}
	b.WriteString("\n    ")
	b.Write(head[:len(head)-1])
	list := func(name string, n int, item func(i int) any) error {
		if n == 0 {
			return nil
		}
		fmt.Fprintf(b, ",\n     %q: [", name)
		for i := range n {
			data, err := json.Marshal(item(i))
			if err != nil {
				return err
			}
			if i > 0 {
				b.WriteString(",")
			}
			b.WriteString("\n       ")
			b.Write(data)
		}
		b.WriteString("\n     ]")
		return nil
	}
	if err := errors.Join(
		list("cells", len(s.Cells), func(i int) any { return s.Cells[i] }),
		list("edges", len(s.Edges), func(i int) any { return s.Edges[i] }),
		list("tokens", len(s.Tokens), func(i int) any { return s.Tokens[i] }),
		list("trails", len(s.Trails), func(i int) any { return s.Trails[i] }),
		list("traces", len(s.Traces), func(i int) any { return s.Traces[i] }),
	); err != nil {
		return err
	}
	b.WriteString("}")
	return nil
}

// MaxSheetID is the largest sheet id a file may hold.
const MaxSheetID = 1 << 40

// Decoding. Errors say where: "sheet 2 \"Fragment 1\": cell (3,4): mark
// 2: unknown mark \"lnd\"".

// Decode reads a notebook file. The result has no file and no history.
func Decode(data []byte) (*Notebook, error) {
	n, _, err := decode(data)
	return n, err
}

func decode(data []byte) (*Notebook, uint64, error) {
	var f fileJSON
	if err := strictUnmarshal(data, &f); err != nil {
		return nil, 0, err
	}
	switch {
	case f.Format != FileFormat:
		return nil, 0, fmt.Errorf("not a notebook file (format %q, want %q)", f.Format, FileFormat)
	case f.Version > FileVersion:
		return nil, 0, fmt.Errorf("notebook file version %d is newer than this program reads (%d): update Labyrinth", f.Version, FileVersion)
	case f.Version < 1:
		return nil, 0, fmt.Errorf("notebook file version %d: versions start at 1", f.Version)
	}
	if len(f.Players) > game.MaxPlayers {
		return nil, 0, fmt.Errorf("players: %d names; a game seats at most %d", len(f.Players), game.MaxPlayers)
	}
	if err := checkSeat(f.Seat, len(f.Players)); err != nil {
		return nil, 0, fmt.Errorf("seat: %v", err)
	}
	n := newNotebook(f.Seat, f.Players)
	if len(f.Sheets) == 0 {
		return nil, 0, errors.New("sheets: a notebook has at least one sheet")
	}
	for i, sj := range f.Sheets {
		s, err := n.decodeSheet(sj)
		if err != nil {
			return nil, 0, fmt.Errorf("sheet %d %q: %w", i+1, sj.Name, err)
		}
		if n.sheets[s.id] != nil {
			return nil, 0, fmt.Errorf("sheet %d %q: id %d is used by another sheet", i+1, sj.Name, s.id)
		}
		if other, taken := n.SheetByName(s.name); taken {
			return nil, 0, fmt.Errorf("sheet %d %q: the name is taken by sheet %d", i+1, sj.Name, other.id)
		}
		n.sheets[s.id] = s
		n.order = append(n.order, s.id)
	}
	for _, id := range n.order {
		n.nextID = max(n.nextID, uint64(id))
	}
	for i, raw := range f.Log {
		var e game.Event
		if err := json.Unmarshal(raw, &e); err != nil {
			return nil, 0, fmt.Errorf("log event %d: %v", i+1, err)
		}
		if err := n.log.check(e); err != nil {
			return nil, 0, fmt.Errorf("log event %d: %v", i+1, err)
		}
		n.log.append([]game.Event{e})
	}
	if err := n.checkTraces(); err != nil {
		return nil, 0, err
	}
	return n, f.Generation, nil
}

// check refuses an event the log cannot hold: one the seat could not have
// seen, or one out of order.
func (l *Log) check(e game.Event) error {
	if !e.To.Includes(l.seat) {
		return fmt.Errorf("%s: the notebook's seat could not have heard it", e.Code)
	}
	if e.Seq != 0 && e.Seq <= l.lastSeq {
		return fmt.Errorf("seq %d after %d: the log is out of order", e.Seq, l.lastSeq)
	}
	if e.Player >= len(l.names) || e.Other >= len(l.names) || e.Player < -1 || e.Other < -1 {
		return fmt.Errorf("%s: no player %d in a game of %d", e.Code, max(e.Player, e.Other)+1, len(l.names))
	}
	return nil
}

// checkTraces checks that every trace reads events the log has.
func (n *Notebook) checkTraces() error {
	for _, id := range n.order {
		s := n.sheets[id]
		for i, r := range s.traces {
			if r.From > n.log.Len() || r.To > n.log.Len() || r.From > r.To {
				return fmt.Errorf("sheet %q: trace %d reads log events %d to %d, but the log has %d", s.name, i+1, r.From, r.To, n.log.Len())
			}
		}
	}
	return nil
}

func strictUnmarshal(data []byte, v any) error { return strictUnmarshalAt(data, v, 1) }

// strictUnmarshalAt decodes data, which begins on line first of its file,
// refusing unknown fields; errors say where, by line and column.
func strictUnmarshalAt(data []byte, v any, first int) error {
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.DisallowUnknownFields()
	if err := dec.Decode(v); err != nil {
		return jsonError(data, dec, err, first)
	}
	if _, err := dec.Token(); err != io.EOF {
		return fmt.Errorf("%s: more data after the notebook", where(data, dec.InputOffset(), first))
	}
	return nil
}

// jsonError says where in the file the JSON went wrong.
func jsonError(data []byte, dec *json.Decoder, err error, first int) error {
	var syn *json.SyntaxError
	var typ *json.UnmarshalTypeError
	switch {
	case errors.As(err, &syn):
		return fmt.Errorf("%s: %v", where(data, syn.Offset-1, first), syn) // Offset is just past the culprit
	case errors.As(err, &typ):
		field := typ.Field
		if field == "" {
			field = "value"
		}
		return fmt.Errorf("%s: %s: %s where %s was expected", where(data, typ.Offset, first), field, typ.Value, typ.Type)
	case errors.Is(err, io.EOF), errors.Is(err, io.ErrUnexpectedEOF):
		return fmt.Errorf("%s: the file ends too early", where(data, int64(len(data)), first))
	}
	off := dec.InputOffset()
	if name, ok := strings.CutPrefix(err.Error(), "json: unknown field "); ok {
		// Point at the field's name, not past its value.
		if i := bytes.LastIndex(data[:off], []byte(name)); i >= 0 {
			off = int64(i)
		}
		return fmt.Errorf("%s: unknown field %s", where(data, off, first), name)
	}
	return fmt.Errorf("%s: %v", where(data, off, first), err)
}

// where names a byte offset as a line and column; data begins on line
// first.
func where(data []byte, off int64, first int) string {
	off = min(max(off, 0), int64(len(data)))
	before := data[:off]
	line := bytes.Count(before, []byte{'\n'}) + first
	col := int(off) - bytes.LastIndexByte(before, '\n')
	return fmt.Sprintf("line %d, column %d", line, col)
}

func cellFrom(v []int) (Cell, error) {
	if len(v) != 2 {
		return Cell{}, fmt.Errorf("a cell is [x, y], not %v", v)
	}
	c := Cell{X: v[0] - 1, Y: v[1] - 1}
	if !c.valid() {
		return Cell{}, fmt.Errorf("cell %v is beyond ±%d", c, Limit)
	}
	return c, nil
}

func (n *Notebook) ownerFrom(by *int) (Owner, error) {
	if by == nil {
		return Hand, nil
	}
	if *by < 0 || *by >= game.MaxPlayers || (len(n.log.names) > 0 && *by >= len(n.log.names)) {
		return Hand, fmt.Errorf("by %d: no such player", *by)
	}
	return SeatOwner(*by), nil
}

func (n *Notebook) markFrom(j markJSON) (CellMark, error) {
	k, ok := ParseKind(j.Mark)
	if !ok {
		return CellMark{}, fmt.Errorf("unknown mark %q", j.Mark)
	}
	m := CellMark{Kind: k, Pit: j.Pit, Text: j.Text, Fake: j.Fake, Pen: j.Pen}
	if j.Flow != "" {
		d, ok := maze.ParseDir(j.Flow)
		if !ok || len(j.Flow) == 1 {
			return CellMark{}, fmt.Errorf("flow %q: up, right, down or left", j.Flow)
		}
		m.Flow = d
	}
	var err error
	if m.Owner, err = n.ownerFrom(j.By); err != nil {
		return CellMark{}, err
	}
	if err := m.check(); err != nil {
		return CellMark{}, err
	}
	return m, nil
}

func (n *Notebook) edgeFrom(at []int, side, mark string, pen bool, by *int) (Edge, EdgeMark, error) {
	c, err := cellFrom(at)
	if err != nil {
		return Edge{}, EdgeMark{}, err
	}
	d, ok := maze.ParseDir(side)
	if !ok || len(side) == 1 {
		return Edge{}, EdgeMark{}, fmt.Errorf("side %q: up, right, down or left", side)
	}
	e := EdgeOf(c, d)
	if !e.valid() {
		return Edge{}, EdgeMark{}, fmt.Errorf("edge %v is beyond ±%d", e, Limit)
	}
	m := EdgeMark{Pen: pen}
	if mark != "" || pen || by != nil {
		k, ok := ParseEdgeKind(mark)
		if !ok {
			return Edge{}, EdgeMark{}, fmt.Errorf("edge %v: unknown mark %q", e, mark)
		}
		m.Kind = k
		if m.Owner, err = n.ownerFrom(by); err != nil {
			return Edge{}, EdgeMark{}, fmt.Errorf("edge %v: %v", e, err)
		}
	}
	return e, m, nil
}

func (n *Notebook) decodeSheet(j sheetJSON) (*Sheet, error) {
	if j.ID == 0 || j.ID > MaxSheetID {
		return nil, fmt.Errorf("id %d: sheets are numbered from 1 to %d", j.ID, uint64(MaxSheetID))
	}
	if err := checkSheetName(j.Name); err != nil {
		return nil, err
	}
	if strings.TrimSpace(j.Name) != j.Name {
		return nil, errors.New("the name has spaces around it")
	}
	cursor, err := cellFrom(j.Cursor)
	if err != nil {
		return nil, fmt.Errorf("cursor: %v", err)
	}
	s := newSheet(SheetID(j.ID), j.Name, cursor)
	if s.floor, err = floorFrom(j.Floor); err != nil {
		return nil, err
	}
	for _, cj := range j.Cells {
		c, err := cellFrom(cj.At)
		if err != nil {
			return nil, fmt.Errorf("cells: %v", err)
		}
		if _, dup := s.cells[c]; dup {
			return nil, fmt.Errorf("cell %v is listed twice", c)
		}
		if len(cj.Marks) == 0 {
			return nil, fmt.Errorf("cell %v: no marks", c)
		}
		var ms [NumSlots]CellMark
		for i, mj := range cj.Marks {
			m, err := n.markFrom(mj)
			if err != nil {
				return nil, fmt.Errorf("cell %v: mark %d: %v", c, i+1, err)
			}
			if !ms[m.Kind.Slot()].Empty() {
				return nil, fmt.Errorf("cell %v: mark %d: a second mark in the %s slot (%s and %s)", c, i+1, m.Kind.Slot(), ms[m.Kind.Slot()].Kind, m.Kind)
			}
			ms[m.Kind.Slot()] = m
		}
		s.cells[c] = ms
	}
	for _, ej := range j.Edges {
		e, m, err := n.edgeFrom(ej.At, ej.Side, ej.Mark, ej.Pen, ej.By)
		if err != nil {
			return nil, fmt.Errorf("edges: %v", err)
		}
		if m.Empty() {
			return nil, fmt.Errorf("edge %v: no mark", e)
		}
		if _, dup := s.edges[e]; dup {
			return nil, fmt.Errorf("edge %v is listed twice", e)
		}
		s.edges[e] = m
	}
	for _, tj := range j.Tokens {
		if err := n.checkPlayer(tj.Player); err != nil {
			return nil, fmt.Errorf("tokens: %v", err)
		}
		c, err := cellFrom(tj.At)
		if err != nil {
			return nil, fmt.Errorf("token of player %d: %v", tj.Player, err)
		}
		if _, dup := s.tokens[tj.Player]; dup {
			return nil, fmt.Errorf("player %d has two tokens", tj.Player)
		}
		s.tokens[tj.Player] = c
	}
	for _, tj := range j.Trails {
		if err := n.checkPlayer(tj.Player); err != nil {
			return nil, fmt.Errorf("trails: %v", err)
		}
		if _, dup := s.trails[tj.Player]; dup || len(tj.Cells) == 0 {
			return nil, fmt.Errorf("trail of player %d: listed twice or empty", tj.Player)
		}
		for i, v := range tj.Cells {
			c, err := cellFrom(v)
			if err != nil {
				return nil, fmt.Errorf("trail of player %d: cell %d: %v", tj.Player, i+1, err)
			}
			s.trails[tj.Player] = append(s.trails[tj.Player], c)
		}
	}
	for i, tj := range j.Traces {
		r, err := n.traceFrom(tj)
		if err != nil {
			return nil, fmt.Errorf("trace %d: %v", i+1, err)
		}
		s.traces = append(s.traces, r)
	}
	return s, nil
}

func (n *Notebook) traceFrom(j traceJSON) (TraceRun, error) {
	if err := n.checkPlayer(j.Player); err != nil {
		return TraceRun{}, err
	}
	start, err := cellFrom(j.Start)
	if err != nil {
		return TraceRun{}, fmt.Errorf("start: %v", err)
	}
	r := TraceRun{Player: j.Player, Start: start, From: j.From, To: j.To, Stop: StopReason(j.Stop)}
	if j.StartKind != "" {
		k, ok := ParseKind(j.StartKind)
		if !ok || !k.IsType() {
			return TraceRun{}, fmt.Errorf("start_kind %q is not a cell type", j.StartKind)
		}
		r.StartKind = k
	}
	switch r.Stop {
	case "", StopPit, StopRiver, StopNewCell, StopDark, StopRecallOnly, StopMissed, StopLost:
	default:
		return TraceRun{}, fmt.Errorf("stop %q: unknown reason", j.Stop)
	}
	if r.From < 0 || r.To < r.From {
		return TraceRun{}, fmt.Errorf("reads log events %d to %d", r.From, r.To)
	}
	return r, nil
}

// floorJSON is a sheet's floor as saved: 1-based, 0 (left out) for the
// first floor, so that a notebook of one floor is saved as before.
func floorJSON(f int) int {
	if f == 0 {
		return 0
	}
	return f + 1
}

// floorFrom reads a saved floor (floorJSON).
func floorFrom(v int) (int, error) {
	switch {
	case v == 0:
		return 0, nil
	case v < 1 || v > maze.MaxFloors:
		return 0, fmt.Errorf("floor %d: a labyrinth has floors 1 to %d", v, maze.MaxFloors)
	}
	return v - 1, nil
}

// upperFloors reports whether a sheet draws a floor above the first (the
// file is then version 2).
func (n *Notebook) upperFloors() bool {
	for _, s := range n.sheets {
		if s.floor > 0 {
			return true
		}
	}
	return false
}
