package notebook

import (
	"bytes"
	"os"
	"path/filepath"
	"testing"
)

// FuzzDecode: no input makes the loader panic, and whatever it accepts
// encodes to a file it reads back the same.
func FuzzDecode(f *testing.F) {
	n := fullNotebook(f)
	data, _ := n.Encode()
	f.Add(data)
	f.Add([]byte(`{"format": "labyrinth-notebook", "version": 1, "generation": 1, "seat": 0, "players": [], "sheets": [{"id": 1, "name": "A", "cursor": [1, 1]}], "log": []}`))
	f.Add([]byte(`{"format": "labyrinth-notebook", "version": 1, "seat": -1, "players": ["A"], "sheets": [{"id": 3, "name": "A", "cursor": [0, -5], "cells": [{"at": [1, 1], "marks": [{"mark": "river", "flow": "left"}, {"mark": "note", "text": "x"}]}], "edges": [{"at": [1, 1], "side": "up", "mark": "exit", "by": 0}]}], "log": [{"seq": 1, "round": 1, "code": "position", "to": "gm", "player": 0, "pos": [1, 1]}]}`))
	f.Fuzz(func(t *testing.T, data []byte) {
		n, err := Decode(data)
		if err != nil {
			return
		}
		out, err := n.Encode()
		if err != nil {
			t.Fatalf("encode: %v", err)
		}
		m, err := Decode(out)
		if err != nil {
			t.Fatalf("decode of encode: %v\n%s", err, out)
		}
		again, _ := m.Encode()
		if !bytes.Equal(again, out) {
			t.Fatalf("not stable:\n%s\n%s", out, again)
		}
	})
}

// FuzzJournal: no journal makes the recovery panic, and what it accepts
// is a notebook that saves and loads.
func FuzzJournal(f *testing.F) {
	dir := f.TempDir()
	path := filepath.Join(dir, "seed.notebook")
	n := fullNotebook(f)
	n.SaveAs(path)
	id := first(n)
	n.SetMark(id, At(9, 9), pen(Hospital))
	n.AddSheet("Another")
	n.DeleteSheet(id)
	n.Undo()
	n.SetCursor(id, At(-3, 3))
	n.Autosave()
	snapshot, _ := os.ReadFile(path)
	journal, _ := os.ReadFile(JournalPath(path))
	n.abandon()
	f.Add(journal)
	f.Add([]byte(`{"format":"labyrinth-notebook-journal","version":1,"base":1}` + "\n" + `{"n":1,"order":[1,1]}` + "\n"))
	f.Fuzz(func(t *testing.T, journal []byte) {
		n, gen, err := decode(snapshot)
		if err != nil {
			t.Fatal(err)
		}
		if _, err := n.replay(journal, gen); err != nil {
			return
		}
		out, err := n.Encode()
		if err != nil {
			t.Fatalf("encode: %v", err)
		}
		if _, err := Decode(out); err != nil {
			t.Fatalf("a replayed journal gives a notebook that does not load: %v\n%s", err, out)
		}
	})
}
