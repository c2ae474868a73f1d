package session

import (
	"errors"
	"os"
	"path/filepath"
	"reflect"
	"slices"
	"strings"
	"testing"

	"github.com/labyrinth-game/labyrinth/engine/game"
	"github.com/labyrinth-game/labyrinth/engine/maze"
	"github.com/labyrinth-game/labyrinth/engine/rules"
)

const small = `{"format": "labyrinth-maze", "version": 1, "width": 4, "height": 3,
  "cells": ["W L L L", "L P1.1 L H", "L L P1.2 L"],
  "walls": [{"at": [1,1], "side": "right"}],
  "exits": [{"at": [1,1], "side": "left"}, {"at": [4,3], "side": "right"}],
  "treasures": [{"at": [4,1], "true": true}, {"at": [1,3]}]}`

func smallMaze(t *testing.T) *maze.Maze {
	t.Helper()
	m, err := maze.Decode([]byte(small))
	if err != nil {
		t.Fatal(err)
	}
	return m
}

func TestSoloChosenStart(t *testing.T) {
	start := maze.At(1, 0)
	s, seen, err := NewSolo(Solo{Maze: smallMaze(t), Rules: rules.Reference(), Seed: 3, Player: "Ann", Start: &start})
	if err != nil {
		t.Fatal(err)
	}
	if seen[0].Code != game.StartChosen || seen[0].Pos != start {
		t.Fatalf("the player sees the cell he chose: %+v", seen[0])
	}
	out, err := s.Say(SoloSeat, "go right")
	if err != nil {
		t.Fatal(err)
	}
	for _, e := range out {
		if e.Code == game.Position {
			t.Fatal("§2.3 a player never learns his position")
		}
	}
	if _, err := s.Say(SoloSeat, "go nort"); err == nil || !strings.Contains(err.Error(), "expected up, down, left or right") {
		t.Fatalf("%v", err)
	}
}

func TestSoloPlacedByTheGameMaster(t *testing.T) {
	m := smallMaze(t)
	s, seen, err := NewSolo(Solo{Maze: m, Rules: rules.Reference(), Seed: 9})
	if err != nil {
		t.Fatal(err)
	}
	for _, e := range seen {
		if e.Code == game.StartChosen || e.Code == game.Position {
			t.Fatalf("the placed player learns where he is: %+v", e)
		}
	}
	var at maze.Pos
	s.With(func(g *game.Game) { at = g.Player(0).Pos })
	if at != Placement(m, 9) || m.IsSource(at) {
		t.Fatalf("placed at %v", at)
	}
	for seed := range uint64(50) {
		p := Placement(m, seed)
		if p == maze.At(3, 0) || p == maze.At(0, 2) || !m.Inside(p) {
			t.Fatalf("seed %d: placed on a treasure or outside: %v", seed, p)
		}
	}
}

func TestJournalAndResume(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "practice.journal")
	start := maze.At(1, 0)
	s, _, err := NewSolo(Solo{Maze: smallMaze(t), Rules: rules.Reference(), Seed: 3, Player: "Ann", Start: &start, Journal: path})
	if err != nil {
		t.Fatal(err)
	}
	for _, m := range []string{"go right", "status", "shoot down, go down", "go by the loop"} {
		if _, err := s.Say(SoloSeat, m); err != nil {
			t.Fatalf("%s: %v", m, err)
		}
	}
	if _, err := s.Say(SoloSeat, "new cell (1,1)"); err == nil {
		t.Fatal("a refused command was accepted")
	}
	want := s.Events(game.Master)
	var snap []byte
	s.With(func(g *game.Game) { snap, _ = g.Snapshot() })
	// The process dies (its lock goes with it) in the middle of writing a
	// line.
	s.Close()
	f, _ := os.OpenFile(path, os.O_APPEND|os.O_WRONLY, 0)
	f.Write([]byte(`{"cmd":"say","player":"Ann","te`))
	f.Close()

	r, err := Resume(path)
	if err != nil {
		t.Fatal(err)
	}
	var again []byte
	r.With(func(g *game.Game) { again, _ = g.Snapshot() })
	if string(again) != string(snap) || len(r.Events(game.Master)) != len(want) {
		t.Fatal("the resumed game differs")
	}
	if _, err := r.Say(SoloSeat, "go left"); err != nil {
		t.Fatal(err)
	}
	r.Close()
	r2, err := Resume(path)
	if err != nil {
		t.Fatal(err)
	}
	if len(r2.Events(game.Master)) <= len(want) {
		t.Fatal("the move after resuming was not journaled")
	}
	r2.Close()
}

func TestReveal(t *testing.T) {
	start := maze.At(1, 0)
	s, _, err := NewSolo(Solo{Maze: smallMaze(t), Rules: rules.Reference(), Player: "Ann", Start: &start})
	if err != nil {
		t.Fatal(err)
	}
	if _, err := s.Reveal(); !errors.Is(err, ErrNotOver) {
		t.Fatalf("revealed during the game: %v", err)
	}
	for _, m := range []string{"go right", "go right", "go down", "go down", "go right"} {
		if _, err := s.Say(SoloSeat, m); err != nil {
			t.Fatalf("%s: %v", m, err)
		}
	}
	r, err := s.Reveal()
	if err != nil {
		t.Fatal(err)
	}
	if r.Result != game.WonWithTreasure || r.Winner != 0 {
		t.Fatalf("result %v winner %d", r.Result, r.Winner)
	}
	var path []maze.Pos
	for _, st := range r.Paths[0] {
		path = append(path, st.Pos)
	}
	want := []maze.Pos{maze.At(1, 0), maze.At(2, 0), maze.At(3, 0), maze.At(3, 1), maze.At(3, 2)}
	if len(path) != len(want) {
		t.Fatalf("path %v", path)
	}
	for i := range want {
		if path[i] != want[i] {
			t.Fatalf("path %v, want %v", path, want)
		}
	}
	f := r.Figures[0]
	if f.Moves != 5 || f.TreasuresFound != 1 || f.CellsVisited != 5 {
		t.Fatalf("figures %+v", f)
	}
	// A seat whose game master is elsewhere builds the same reveal from
	// what he shows: the plans, the names and the whole log.
	log := s.Since(0)
	again, err := NewReveal(r.Plan, r.Final, s.Names(), log)
	if err != nil || !reflect.DeepEqual(again, r) {
		t.Fatalf("NewReveal: %v\n%+v\n%+v", err, again, r)
	}
	if _, err := NewReveal(r.Plan, r.Final, s.Names(), log[:len(log)-1]); !errors.Is(err, ErrNotOver) {
		t.Fatalf("a log without the end: %v", err)
	}
	if _, err := NewReveal(nil, r.Final, s.Names(), log); err == nil {
		t.Fatal("a reveal without its plan")
	}
}

// TestLog: Log gives the game master's events by seq without copying them,
// and what it gave never changes as the game goes on, even when the
// caller appends to it.
func TestLog(t *testing.T) {
	start := maze.At(1, 0)
	s, _, err := NewSolo(Solo{Maze: smallMaze(t), Rules: rules.Reference(), Seed: 3, Player: "Ann", Start: &start})
	if err != nil {
		t.Fatal(err)
	}
	if _, err := s.Say(SoloSeat, "go right"); err != nil {
		t.Fatal(err)
	}
	all := s.Since(0)
	n := len(all)
	for _, r := range [][2]int{{0, n}, {1, 3}, {2, n + 5}, {n, n}, {-1, 2}, {3, 1}, {0, -1}} {
		got := s.Log(r[0], r[1])
		lo := min(max(r[0], 0), n)
		want := all[lo:max(lo, min(r[1], n))]
		if !reflect.DeepEqual(got, want) && len(got)+len(want) > 0 {
			t.Errorf("Log(%d, %d) = %d events, want %d", r[0], r[1], len(got), len(want))
		}
	}
	view := s.Log(0, n)
	if &view[0] != &s.Log(0, n)[0] {
		t.Error("Log copies the events")
	}
	kept := slices.Clone(view)
	_ = append(view, game.Event{Code: game.Said}) // must not write into the session's log
	for _, m := range []string{"go down", "status", "go left", "go up"} {
		if _, err := s.Say(SoloSeat, m); err != nil {
			t.Fatalf("%s: %v", m, err)
		}
	}
	if !reflect.DeepEqual(view, kept) || !reflect.DeepEqual(s.Log(0, n), kept) {
		t.Error("the events Log gave changed as the game went on")
	}
	if len(s.Log(0, 1<<30)) <= n {
		t.Error("Log does not give the new events")
	}
}

// TestLogAcrossChunks: a log longer than a few of its chunks (eventLog)
// numbers its events without gaps, gives any range of them as Since does,
// hands out slices that never change as it grows, and reads back from its
// journal as it was.
func TestLogAcrossChunks(t *testing.T) {
	start := maze.At(1, 0)
	path := filepath.Join(t.TempDir(), "long.journal")
	r := rules.Reference()
	r.NStop = 1_000_000 // no draw: the walk goes on
	s, _, err := NewSolo(Solo{Maze: smallMaze(t), Rules: r, Seed: 3, Player: "Ann", Start: &start, Journal: path})
	if err != nil {
		t.Fatal(err)
	}
	// Statements of one to several events, so that commands end anywhere
	// in a chunk and some run over its end.
	statements := []string{"go right", "what are the rules?", "go left", "status", "status"}
	var views [][]game.Event
	var kept [][]game.Event
	for n := 0; len(s.Since(0)) < 2*logChunk+logChunk/2; n++ {
		if _, err := s.Say(SoloSeat, statements[n%len(statements)]); err != nil {
			t.Fatal(err)
		}
		if n%97 == 0 {
			v := s.Log(0, 1<<30)
			views, kept = append(views, v), append(kept, slices.Clone(v))
		}
	}
	all := s.Since(0)
	for i, e := range all {
		if e.Seq != i+1 {
			t.Fatalf("event %d has seq %d", i+1, e.Seq)
		}
	}
	n := len(all)
	for _, r := range [][2]int{{0, n}, {logChunk - 1, logChunk + 1}, {logChunk, 2 * logChunk}, {logChunk - 5, 2*logChunk + 5}, {2 * logChunk, n}, {n - 1, n + 3}} {
		if got := s.Log(r[0], r[1]); !reflect.DeepEqual(got, all[r[0]:min(r[1], n)]) {
			t.Errorf("Log(%d, %d): %d events, not those of Since", r[0], r[1], len(got))
		}
		if got := s.Since(r[0]); !reflect.DeepEqual(got, all[r[0]:]) {
			t.Errorf("Since(%d): %d events", r[0], len(got))
		}
	}
	for i := range views {
		if !reflect.DeepEqual(views[i], kept[i]) {
			t.Fatalf("a slice Log gave changed as the log grew (%d events)", len(kept[i]))
		}
	}
	if got := s.Events(SoloSeat); !reflect.DeepEqual(got, game.Filter(nil, all, SoloSeat)) {
		t.Errorf("Events: %d events, want %d", len(got), len(game.Filter(nil, all, SoloSeat)))
	}
	s.Close()
	resumed, err := Resume(path)
	if err != nil {
		t.Fatal(err)
	}
	defer resumed.Close()
	if got := resumed.Since(0); !reflect.DeepEqual(got, all) {
		t.Fatalf("resumed with %d events, want %d", len(got), n)
	}
	for i := range logChunk / 2 {
		if _, err := resumed.Say(SoloSeat, statements[i%len(statements)]); err != nil {
			t.Fatal(err)
		}
	}
	again := resumed.Since(0)
	if !reflect.DeepEqual(again[:n], all) || len(again) < n+logChunk/2 {
		t.Fatalf("the resumed log went on with %d events", len(again)-n)
	}
	for i, e := range again {
		if e.Seq != i+1 {
			t.Fatalf("resumed: event %d has seq %d", i+1, e.Seq)
		}
	}
}
