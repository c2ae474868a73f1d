package validate

import (
	"math/rand/v2"
	"reflect"
	"strings"
	"testing"

	"github.com/labyrinth-game/labyrinth/engine/analyze"
	"github.com/labyrinth-game/labyrinth/engine/maze"
)

// TestCheckMovesIsCheck: validating with a move graph already made gives
// the report Check gives, on valid and invalid plans alike.
func TestCheckMovesIsCheck(t *testing.T) {
	r := rand.New(rand.NewPCG(7, 8))
	for i := range 500 {
		m := randomMaze(r, i%2 == 0)
		if i%3 == 0 {
			m = walledVariant(r, openGridValid(r), r.Float64())
		}
		want := Check(m, Options{Players: 3})
		got := CheckMoves(analyze.NewGraph(m), Options{Players: 3})
		if !reflect.DeepEqual(got, want) {
			t.Fatalf("maze %d: CheckMoves%s\nCheck%s", i, problemLines(got), problemLines(want))
		}
	}
}

// TestReachShortcut: the two searches that answer §8.5 when it holds give
// the report the components give, on plans that meet it and plans that do
// not (sources no move ends on, sources flowing out of the shape, traps).
func TestReachShortcut(t *testing.T) {
	r := rand.New(rand.NewPCG(9, 10))
	short := 0
	for i := range 3000 {
		m := reachMaze(r, i)
		fast := Check(m, Options{})
		reachFast = false
		full := Check(m, Options{})
		reachFast = true
		if !reflect.DeepEqual(fast, full) {
			t.Fatalf("maze %d: with the shortcut%s\nwithout%s", i, problemLines(fast), problemLines(full))
		}
		c := newChecker(m, Options{})
		c.graph = analyze.NewGraph(m)
		c.cells()
		if c.allJoined() {
			short++
		}
	}
	t.Logf("the shortcut answered %d plans of 3000", short)
	if short < 300 {
		t.Errorf("the shortcut answered only %d plans of 3000", short)
	}
}

// TestReachShortcutSources: two river sources flowing out of the shape,
// open to each other, lead on to the rest but cannot be entered from it:
// together they are a region no one reaches (§8.5), which the shortcut must
// leave to the full search although every cell reaches the rest.
func TestReachShortcutSources(t *testing.T) {
	m := maze.MustNew(3, 3)
	m.SetCell(maze.At(0, 0), maze.Cell{Kind: maze.River, Flow: maze.Up})
	m.SetCell(maze.At(1, 0), maze.Cell{Kind: maze.River, Flow: maze.Up})
	m.SetCell(maze.At(2, 0), maze.Cell{Kind: maze.River, Flow: maze.Down})
	m.SetSide(maze.At(0, 0), maze.Down, maze.Wall)
	m.SetSide(maze.At(1, 0), maze.Down, maze.Wall)
	for _, fast := range []bool{true, false} {
		reachFast = fast
		rep := Check(m, Options{})
		if !strings.Contains(problemLines(rep), "cells (1,1), (2,1) cannot be reached from the rest of the labyrinth") {
			t.Errorf("shortcut %v:%s", fast, problemLines(rep))
		}
	}
	reachFast = true
}
