package editor

import (
	"errors"
	"fmt"
	"strings"
	"testing"

	"github.com/labyrinth-game/labyrinth/engine/maze"
)

// plan builds a one-floor maze from rows of cell tokens, as in a maze file.
func plan(t testing.TB, rows ...string) *maze.Maze {
	t.Helper()
	width := len(strings.Fields(rows[0]))
	var b strings.Builder
	fmt.Fprintf(&b, `{"format": "labyrinth-maze", "version": 1, "width": %d, "height": %d, "cells": [`, width, len(rows))
	for i, r := range rows {
		if i > 0 {
			b.WriteString(", ")
		}
		fmt.Fprintf(&b, "%q", r)
	}
	b.WriteString("]}")
	m, err := maze.Decode([]byte(b.String()))
	if err != nil {
		t.Fatalf("test plan: %v", err)
	}
	return m
}

// docOf makes a clean document without a file holding m.
func docOf(m *maze.Maze) *Document { return newDocument(m, "", Config{}) }

// rows prints the cells of floor 0 as tokens, one string a row.
func rows(m *maze.Maze) []string {
	out := make([]string, m.Height())
	for y := range m.Height() {
		var toks []string
		for x := range m.Width() {
			toks = append(toks, m.Cell(maze.At(x, y)).Token())
		}
		out[y] = strings.Join(toks, " ")
	}
	return out
}

func at(x, y int) maze.Pos { return maze.At(x, y) }

func side(x, y int, d maze.Dir) maze.Side { return maze.Side{At: maze.At(x, y), Dir: d} }

// snapshot is a plan as exact as the editor must restore it.
type snapshot struct {
	m    *maze.Maze
	file []byte
}

func snap(t testing.TB, m *maze.Maze) snapshot {
	t.Helper()
	data, err := maze.Encode(m)
	if err != nil {
		t.Fatalf("encode: %v", err)
	}
	return snapshot{m.Clone(), data}
}

// sameAs fails unless m is exactly the snapshot: maze.Equal, every side of
// every grid position, the same file bytes, and pit and river links that
// agree with a fresh decoding of the file.
func (s snapshot) sameAs(t testing.TB, m *maze.Maze, what string) {
	t.Helper()
	if !m.Equal(s.m) {
		t.Fatalf("%s: plan differs:\n got %q\nwant %q", what, rows(m), rows(s.m))
	}
	if !sameExactly(m, s.m) {
		t.Fatalf("%s: a side differs (outside the shape?)", what)
	}
	data, err := maze.Encode(m)
	if err != nil {
		t.Fatalf("%s: encode: %v", what, err)
	}
	if string(data) != string(s.file) {
		t.Fatalf("%s: file differs:\n%s\nwant\n%s", what, data, s.file)
	}
	checkLinks(t, m, what)
}

// checkLinks compares the pit and river links of m with those of a plan
// decoded afresh.
func checkLinks(t testing.TB, m *maze.Maze, what string) {
	t.Helper()
	data, _ := maze.Encode(m)
	fresh, err := maze.Decode(data)
	if err != nil {
		t.Fatalf("%s: decode: %v", what, err)
	}
	for p := range m.Cells {
		a, aok := m.NextPit(p)
		b, bok := fresh.NextPit(p)
		c, cok := m.Downstream(p)
		e, eok := fresh.Downstream(p)
		if a != b || aok != bok || c != e || cok != eok {
			t.Fatalf("%s: links of %v: pit %v %v / %v %v, flow %v %v / %v %v", what, p, a, aok, b, bok, c, cok, e, eok)
		}
	}
}

// undoable runs cmd on d and checks that it is one history step that undo
// and redo replay exactly; d ends in the state after cmd.
func undoable(t *testing.T, d *Document, cmd func() error) {
	t.Helper()
	before := snap(t, d.Maze())
	undo, _ := d.HistoryLen()
	if err := cmd(); err != nil {
		t.Fatalf("command: %v", err)
	}
	after := snap(t, d.Maze())
	if n, _ := d.HistoryLen(); n != undo+1 {
		t.Fatalf("history went from %d to %d steps, want one more", undo, n)
	}
	if !d.Undo() {
		t.Fatal("nothing to undo")
	}
	before.sameAs(t, d.Maze(), "after undo")
	if !d.Redo() {
		t.Fatal("nothing to redo")
	}
	after.sameAs(t, d.Maze(), "after redo")
}

func wantRefusal(t *testing.T, err error, code string) *Refusal {
	t.Helper()
	var r *Refusal
	if !errors.As(err, &r) {
		t.Fatalf("error %v, want a refusal %s", err, code)
	}
	if r.Code != code {
		t.Fatalf("refusal %s (%v), want %s", r.Code, r, code)
	}
	return r
}
