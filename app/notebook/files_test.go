package notebook

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/labyrinth-game/labyrinth/engine/game"
	"github.com/labyrinth-game/labyrinth/engine/maze"
)

// A notebook with something of everything: marks of every kind, edges, two
// sheets, tokens, trails, a trace and the sample game's log.
func fullNotebook(t testing.TB) *Notebook {
	t.Helper()
	tb := sampleGame(t)
	n := tb.notebook("Ann")
	id := first(n)
	if _, err := n.Trace(id, At(0, 0), 0); err != nil {
		t.Fatal(err)
	}
	f, _ := n.AddSheet("West wing")
	draw(t, n, f, At(-3, -2), "L|H-R>D", "r w P e")
	n.SetMark(f, At(5, 5), CellMark{Kind: Note, Text: `a "quoted" note — with dashes`, Owner: SeatOwner(1)})
	n.SetMark(f, At(5, 5), CellMark{Kind: Pit, Pit: "2.1", Pen: true, Owner: SeatOwner(0)})
	n.SetMark(f, At(5, 5), pencil(Question))
	n.SetMark(f, At(5, 5), pen(Treasure))
	n.SetEdge(f, EdgeOf(At(5, 5), maze.Up), penEdge(Exit))
	n.SetEdge(f, EdgeOf(At(5, 5), maze.Left), pencilEdge(Monolith))
	n.SetEdge(f, EdgeOf(At(5, 5), maze.Down), pencilEdge(SuspectedWall))
	n.PlaceToken(f, 1, At(-1, -1))
	n.SetTrail(f, 1, []Cell{At(-3, -2), At(-2, -2), At(-1, -1)})
	n.SetCursor(f, At(7, -9))
	return n
}

func TestRoundTrip(t *testing.T) {
	n := fullNotebook(t)
	data, err := n.Encode()
	if err != nil {
		t.Fatal(err)
	}
	m, err := Decode(data)
	if err != nil {
		t.Fatalf("%v\n%s", err, data)
	}
	again, _ := m.Encode()
	if string(again) != string(data) {
		t.Errorf("round trip differs: %s", diffLines(string(again), string(data)))
	}
	if m.Log().NumEntries() != n.Log().NumEntries() || m.Log().Entry(3).Reply != n.Log().Entry(3).Reply {
		t.Error("the log's entries were not rebuilt")
	}
	// The file is what the format document shows: one object a line.
	if !strings.Contains(string(data), "\n       {\"at\":[1,0],\"marks\":[{\"mark\":\"land\",\"pen\":true,\"by\":0}]},\n") {
		t.Errorf("layout:\n%s", data)
	}
}

func TestSaveAndOpen(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "ann.notebook")
	n := fullNotebook(t)
	if err := n.SaveAs(path); err != nil {
		t.Fatal(err)
	}
	want := content(t, n)
	if err := n.Close(); err != nil {
		t.Fatal(err)
	}
	m, err := Open(path)
	if err != nil {
		t.Fatal(err)
	}
	if got := content(t, m); got != want {
		t.Errorf("reopened: %s", diffLines(got, want))
	}
	if m.Recovered() != 0 || m.Path() != path {
		t.Errorf("recovered %d, path %q", m.Recovered(), m.Path())
	}
	if m.Sheet(m.Sheets()[1]).Cursor() != At(7, -9) {
		t.Error("the cursor was not saved")
	}
	m.Close()
}

// The crash: marks drawn, the process killed without closing. Every
// finished stroke survives; Autosave also saves the stroke in progress and
// the cursor.
func TestCrashRecovery(t *testing.T) {
	path := filepath.Join(t.TempDir(), "ann.notebook")
	n, err := Create(path, Options{Seat: 0, Players: []string{"Ann", "Bob"}})
	if err != nil {
		t.Fatal(err)
	}
	id := first(n)
	n.SetPen(true)
	for x := range 5 {
		n.SetCursor(id, At(x, 0))
		n.MarkAtCursor(id, Land)
		n.MarkEdgeAtCursor(id, maze.Right, Passage)
	}
	n.Undo()
	n.AddSheet("Fragment")
	tb := sampleGame(t)
	n.AppendEvents(heard(tb.events, 0)...)
	n.BeginStroke("drag")
	n.SetMark(id, At(0, 1), pen(Hospital))
	if err := n.Autosave(); err != nil { // a second passes: the stroke so far is saved
		t.Fatal(err)
	}
	want := content(t, n)
	n.SetMark(id, At(1, 1), pen(Hospital)) // lost: after the last save, stroke still open
	n.abandon()                            // killed

	m, err := Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer m.Close()
	if got := content(t, m); got != want {
		t.Errorf("recovered: %s", diffLines(got, want))
	}
	if m.Recovered() == 0 {
		t.Error("nothing was recovered from the journal")
	}
	if c := m.Sheet(first(m)).Cursor(); c != At(4, 0) {
		t.Errorf("cursor %v", c)
	}
	// The journal was folded into a new snapshot.
	data, _ := os.ReadFile(JournalPath(path))
	if strings.Count(string(data), "\n") != 1 {
		t.Errorf("journal after opening:\n%s", data)
	}
}

// A line cut short by the crash is ignored; the lines before it count.
func TestTornJournal(t *testing.T) {
	path := filepath.Join(t.TempDir(), "n.notebook")
	n, _ := Create(path, Options{Players: []string{"Ann"}})
	n.SetMark(first(n), At(0, 0), pen(Land))
	n.SetMark(first(n), At(1, 0), pen(Land))
	n.abandon()
	f, _ := os.OpenFile(JournalPath(path), os.O_APPEND|os.O_WRONLY, 0)
	f.WriteString(`{"n":3,"cells":[{"sheet":1,"at":[3,1],"slot":"type","mark":{"ma`)
	f.Close()
	m, err := Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer m.Close()
	if m.Sheet(first(m)).Len() != 2 || m.Recovered() != 2 {
		t.Errorf("%d marks, %d lines recovered", m.Sheet(first(m)).Len(), m.Recovered())
	}
}

// A crash between writing the new snapshot and starting its journal
// leaves the old journal, whose lines the snapshot already holds.
func TestStaleJournal(t *testing.T) {
	path := filepath.Join(t.TempDir(), "n.notebook")
	n, _ := Create(path, Options{Players: []string{"Ann"}})
	n.SetMark(first(n), At(0, 0), pen(Land))
	n.Erase(first(n), At(0, 0), SlotType)
	n.SetMark(first(n), At(0, 0), pen(Hospital))
	old, _ := os.ReadFile(JournalPath(path))
	if err := n.Compact(); err != nil {
		t.Fatal(err)
	}
	n.abandon()
	os.WriteFile(JournalPath(path), old, 0o644) // as if the crash came before the journal was reset
	m, err := Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer m.Close()
	if m.Recovered() != 0 || m.Sheet(first(m)).Mark(At(0, 0), SlotType) != pen(Hospital) {
		t.Errorf("recovered %d lines: %+v", m.Recovered(), m.Sheet(first(m)).Marks(At(0, 0)))
	}
}

func TestAutosaveCompacts(t *testing.T) {
	defer func(v int64) { compactAt = v }(compactAt)
	compactAt = 2000
	path := filepath.Join(t.TempDir(), "n.notebook")
	n, _ := Create(path, Options{Players: []string{"Ann"}})
	defer n.Close()
	for x := range 40 {
		n.SetMark(first(n), At(x, 0), pen(Land))
	}
	if err := n.Autosave(); err != nil {
		t.Fatal(err)
	}
	data, _ := os.ReadFile(JournalPath(path))
	if strings.Count(string(data), "\n") != 1 {
		t.Errorf("the journal was not compacted: %d lines", strings.Count(string(data), "\n"))
	}
	m, err := Decode(mustRead(t, path))
	if err != nil || m.Sheet(first(m)).Len() != 40 {
		t.Errorf("snapshot: %v", err)
	}
}

func mustRead(t testing.TB, path string) []byte {
	t.Helper()
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	return data
}

// Bad files fail with a message that says what is wrong and where.
func TestDecodeErrors(t *testing.T) {
	const head = `{"format": "labyrinth-notebook", "version": 1, "generation": 1, "seat": 0, "players": ["Ann", "Bob"], `
	sheet := func(body string) string {
		return head + `"sheets": [{"id": 1, "name": "Main", "cursor": [1, 1]` + body + `}], "log": []}`
	}
	tests := []struct {
		name, data, want string
	}{
		{"not JSON", "{\n  \"format\": oops", "line 2, column 13: invalid character 'o'"},
		{"cut short", head, "the file ends too early"},
		{"another format", `{"format": "labyrinth-maze", "version": 1}`, `not a notebook file (format "labyrinth-maze"`},
		{"a newer version", `{"format": "labyrinth-notebook", "version": 9}`, "version 9 is newer than this program reads"},
		{"an unknown field", head + `"colour": 1}`, `line 1, column 103: unknown field "colour"`},
		{"a wrong type", head + `"sheets": "x"}`, `sheets: string where []notebook.sheetJSON was expected`},
		{"no sheets", head + `"sheets": [], "log": []}`, "sheets: a notebook has at least one sheet"},
		{"a seat of nobody", strings.Replace(sheet(""), `"seat": 0`, `"seat": 2`, 1), "seat: seat 2"},
		{"an unknown mark", sheet(`, "cells": [{"at": [3, 4], "marks": [{"mark": "lnd"}]}]`), `sheet 1 "Main": cell (3,4): mark 1: unknown mark "lnd"`},
		{"two types in a cell", sheet(`, "cells": [{"at": [3, 4], "marks": [{"mark": "land"}, {"mark": "pit"}]}]`), "cell (3,4): mark 2: a second mark in the type slot (land and pit)"},
		{"a flow on land", sheet(`, "cells": [{"at": [3, 4], "marks": [{"mark": "land", "flow": "up"}]}]`), "cell (3,4): mark 1: a flow arrow on a land"},
		{"a flow of one letter", sheet(`, "cells": [{"at": [3, 4], "marks": [{"mark": "river", "flow": "u"}]}]`), `flow "u": up, right, down or left`},
		{"a bad pit", sheet(`, "cells": [{"at": [3, 4], "marks": [{"mark": "pit", "pit": "1.2.3"}]}]`), `pit number "1.2.3"`},
		{"a mark by nobody", sheet(`, "cells": [{"at": [3, 4], "marks": [{"mark": "land", "by": 5}]}]`), "cell (3,4): mark 1: by 5: no such player"},
		{"a cell listed twice", sheet(`, "cells": [{"at": [1, 1], "marks": [{"mark": "land"}]}, {"at": [1, 1], "marks": [{"mark": "?"}]}]`), "cell (1,1) is listed twice"},
		{"a cell of three numbers", sheet(`, "cells": [{"at": [1, 1, 2], "marks": [{"mark": "land"}]}]`), "a cell is [x, y]"},
		{"a cell beyond reach", sheet(`, "cells": [{"at": [1, 99999999], "marks": [{"mark": "land"}]}]`), "is beyond ±1000000"},
		{"an edge listed twice", sheet(`, "edges": [{"at": [1, 1], "side": "right", "mark": "wall"}, {"at": [2, 1], "side": "left", "mark": "passage"}]`), "edge (1,1) right is listed twice"},
		{"an unknown edge", sheet(`, "edges": [{"at": [1, 1], "side": "right", "mark": "door"}]`), `edge (1,1) right: unknown mark "door"`},
		{"a token of nobody", sheet(`, "tokens": [{"player": 4, "at": [1, 1]}]`), "tokens: player 4"},
		{"a trace past the log", sheet(`, "traces": [{"player": 0, "start": [1, 1], "from": 0, "to": 3}]`), `sheet "Main": trace 1 reads log events 0 to 3, but the log has 0`},
		{"a trace that stopped for no reason known", sheet(`, "traces": [{"player": 0, "start": [1, 1], "from": 0, "to": 0, "stop": "tired"}]`), `trace 1: stop "tired": unknown reason`},
		{"two sheets of one name", head + `"sheets": [{"id": 1, "name": "A", "cursor": [1,1]}, {"id": 2, "name": "a", "cursor": [1,1]}], "log": []}`, `sheet 2 "a": the name is taken by sheet 1`},
		{"sheet 0", head + `"sheets": [{"id": 0, "name": "A", "cursor": [1,1]}], "log": []}`, "sheet 1 \"A\": id 0: sheets are numbered from 1"},
		{"an event the seat never heard", head + `"sheets": [{"id": 1, "name": "A", "cursor": [1,1]}], "log": [{"seq": 5, "round": 1, "code": "position", "to": "gm", "player": 1, "pos": [1, 1]}]}`, "log event 1: position: the notebook's seat could not have heard it"},
		{"events out of order", head + `"sheets": [{"id": 1, "name": "A", "cursor": [1,1]}], "log": [{"seq": 5, "round": 1, "code": "turn", "to": "everyone", "player": 1}, {"seq": 4, "round": 1, "code": "turn", "to": "everyone", "player": 0}]}`, "log event 2: seq 4 after 5"},
		{"an unknown event", head + `"sheets": [{"id": 1, "name": "A", "cursor": [1,1]}], "log": [{"seq": 5, "round": 1, "code": "teleported", "to": "everyone"}]}`, `log event 1: event: unknown code "teleported"`},
		{"data after the notebook", sheet("") + " {}", "more data after the notebook"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			_, err := Decode([]byte(tc.data))
			if err == nil || !strings.Contains(err.Error(), tc.want) {
				t.Errorf("error %v, want one containing %q", err, tc.want)
			}
		})
	}
	// Open names the file.
	path := filepath.Join(t.TempDir(), "bad.notebook")
	os.WriteFile(path, []byte(tests[0].data), 0o644)
	if _, err := Open(path); err == nil || !strings.HasPrefix(err.Error(), path+": line 2, column 13") {
		t.Errorf("open: %v", err)
	}
}

func TestJournalErrors(t *testing.T) {
	tests := []struct {
		name, line, want string
	}{
		{"not JSON", `{"n": 1, "cells": [}`, "line 2, column 20: invalid character"},
		{"a record out of order", `{"n": 2}`, "line 2: record 2 where 1 was expected"},
		{"a mark on no sheet", `{"n": 1, "cells": [{"sheet": 7, "at": [1, 1], "slot": "type", "mark": {"mark": "land"}}]}`, "line 2: cells: no sheet 7"},
		{"a mark in the wrong slot", `{"n": 1, "cells": [{"sheet": 1, "at": [1, 1], "slot": "note", "mark": {"mark": "land"}}]}`, "line 2: cell (1,1): a land in the note slot"},
		{"an unknown slot", `{"n": 1, "cells": [{"sheet": 1, "at": [1, 1], "slot": "roof", "mark": null}]}`, `unknown slot "roof"`},
		{"the last sheet gone", `{"n": 1, "sheets": [{"id": 1, "gone": true}], "order": []}`, "line 2: no sheets are left"},
		{"a sheet not in the order", `{"n": 1, "sheets": [{"id": 2, "name": "B", "cursor": [1, 1]}]}`, "the order lists 1 sheets, but there are 2"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			path := filepath.Join(t.TempDir(), "n.notebook")
			n, _ := Create(path, Options{Players: []string{"Ann"}})
			n.abandon()
			f, _ := os.OpenFile(JournalPath(path), os.O_APPEND|os.O_WRONLY, 0)
			f.WriteString(tc.line + "\n")
			f.Close()
			_, err := Open(path)
			if err == nil || !strings.HasPrefix(err.Error(), JournalPath(path)+": ") || !strings.Contains(err.Error(), tc.want) {
				t.Errorf("error %v, want one containing %q", err, tc.want)
			}
		})
	}
}

// A notebook saved before seats numbered their own events holds the
// game's numbers; reopened, its log is numbered as the seat numbers what
// it hears, so that what the seat sends next is recognised: the repeats
// skipped, the new events kept.
func TestOpenNumbersTheLogAsItsSeat(t *testing.T) {
	path := filepath.Join(t.TempDir(), "old.notebook")
	n, err := Create(path, Options{Seat: 0, Players: []string{"Ann", "Bob"}})
	if err != nil {
		t.Fatal(err)
	}
	tb := sampleGame(t)
	n.AppendEvents(tb.events...) // the game's numbers, as before
	held := n.Log().Len()
	if last := n.Log().Event(held - 1).Seq; last == held {
		t.Fatalf("the sample must hold events the seat does not hear (last %d of %d)", last, held)
	}
	n.Close()
	m, err := Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer m.Close()
	for i, e := range m.Log().Events(0) {
		if e.Seq != i+1 {
			t.Fatalf("event %d numbered %d", i+1, e.Seq)
		}
	}
	tb.script("Ann: go down")
	all := heard(tb.events, 0)
	if added := m.AppendEvents(all...); added != len(all)-held || m.Log().Len() != len(all) {
		t.Fatalf("added %d of %d, log %d (held %d)", added, len(all), m.Log().Len(), held)
	}
	if e := m.Log().Event(held); e.Code != game.Said || e.Player != 0 {
		t.Fatalf("the new event %+v", e)
	}
}
