package game

import (
	"encoding/json"
	"fmt"
	"strings"
	"testing"

	"github.com/labyrinth-game/labyrinth/engine/maze"
	"github.com/labyrinth-game/labyrinth/engine/moves"
	"github.com/labyrinth-game/labyrinth/engine/rules"
)

// plan builds a maze for a test from rows of cell tokens (as in the maze
// file) and side specifications: "2,1 right" is a destructible inner wall,
// "2,1 right solid" an indestructible one, "1,1 left exit" an open exit and
// "1,1 left closed" a closed one. Treasures: "$3,3" true, "f2,1" fake.
func plan(t testing.TB, rows []string, specs ...string) *maze.Maze {
	t.Helper()
	type side struct {
		At   []int  `json:"at"`
		Side string `json:"side"`
		Kind string `json:"kind,omitempty"`
	}
	type treasure struct {
		At   []int `json:"at"`
		True bool  `json:"true,omitempty"`
	}
	doc := map[string]any{
		"format": "labyrinth-maze", "version": 1,
		"width": len(strings.Fields(rows[0])), "height": len(rows), "cells": rows,
	}
	var walls, exits []side
	var treasures []treasure
	for _, s := range specs {
		var x, y int
		switch s[0] {
		case '$', 'f':
			if _, err := fmt.Sscanf(s[1:], "%d,%d", &x, &y); err != nil {
				t.Fatalf("spec %q: %v", s, err)
			}
			treasures = append(treasures, treasure{At: []int{x, y}, True: s[0] == '$'})
			continue
		}
		f := strings.Fields(s)
		if _, err := fmt.Sscanf(f[0], "%d,%d", &x, &y); err != nil {
			t.Fatalf("spec %q: %v", s, err)
		}
		sd := side{At: []int{x, y}, Side: f[1]}
		kind := ""
		if len(f) > 2 {
			kind = f[2]
		}
		switch kind {
		case "", "wall":
			walls = append(walls, sd)
		case "solid":
			sd.Kind = "indestructible"
			walls = append(walls, sd)
		case "exit":
			exits = append(exits, sd)
		case "closed":
			sd.Kind = "closed"
			exits = append(exits, sd)
		default:
			t.Fatalf("spec %q: unknown kind", s)
		}
	}
	if walls != nil {
		doc["walls"] = walls
	}
	if exits != nil {
		doc["exits"] = exits
	}
	if treasures != nil {
		doc["treasures"] = treasures
	}
	data, err := json.Marshal(doc)
	if err != nil {
		t.Fatal(err)
	}
	m, err := maze.Decode(data)
	if err != nil {
		t.Fatalf("plan: %v\n%s", err, data)
	}
	return m
}

// table is a game under test with helpers that fail the test on errors.
type table struct {
	t      testing.TB
	g      *Game
	events []Event // every event so far
	last   []Event // the events of the last command
}

// newTable starts a game on m with the named players at the given starts
// ("Ann@2,3").
func newTable(t testing.TB, m *maze.Maze, r rules.Rules, starts ...string) *table {
	t.Helper()
	var names []string
	var cells []maze.Pos
	for _, s := range starts {
		name, at, _ := strings.Cut(s, "@")
		p, err := maze.ParsePos(at)
		if err != nil {
			t.Fatalf("start %q: %v", s, err)
		}
		names = append(names, name)
		cells = append(cells, p)
	}
	g, err := New(Setup{Maze: m, Rules: r, Seed: 1, Players: names})
	if err != nil {
		t.Fatal(err)
	}
	tb := &table{t: t, g: g}
	for i, c := range cells {
		tb.do(Choose(i, c))
	}
	tb.do(Command{Kind: Begin})
	return tb
}

func (tb *table) do(c Command) []Event {
	tb.t.Helper()
	out, err := tb.g.Apply(c, nil)
	if err != nil {
		tb.t.Fatalf("%v: %v", c, err)
	}
	tb.events = append(tb.events, out...)
	tb.last = out
	return out
}

// say makes the named player say text; it fails the test on an error.
func (tb *table) say(name, text string) []Event {
	tb.t.Helper()
	c := tb.command(name, text)
	return tb.do(c)
}

// refuse expects the statement to be rejected with an error containing want.
func (tb *table) refuse(name, text, want string) {
	tb.t.Helper()
	c := tb.command(name, text)
	if _, err := tb.g.Apply(c, nil); err == nil || !strings.Contains(err.Error(), want) {
		tb.t.Fatalf("%s: %q: error %v, want one containing %q", name, text, err, want)
	}
}

func (tb *table) command(name, text string) Command {
	tb.t.Helper()
	pi, ok := tb.g.PlayerByName(name)
	if !ok {
		tb.t.Fatalf("no player %s", name)
	}
	s, err := moves.ParseStatement(text)
	if err != nil {
		tb.t.Fatalf("%s: %v", text, err)
	}
	return Ask(pi, s)
}

func (tb *table) player(name string) Player {
	pi, _ := tb.g.PlayerByName(name)
	return tb.g.Player(pi)
}

// codes lists the codes of the last command's events.
func (tb *table) codes() []Code {
	var out []Code
	for _, e := range tb.last {
		out = append(out, e.Code)
	}
	return out
}

// find returns the first event of the last command with the code.
func (tb *table) find(c Code) (Event, bool) {
	for _, e := range tb.last {
		if e.Code == c {
			return e, true
		}
	}
	return Event{}, false
}

func (tb *table) must(c Code) Event {
	tb.t.Helper()
	e, ok := tb.find(c)
	if !ok {
		tb.t.Fatalf("no %s event in %v", c, tb.codes())
	}
	return e
}

func (tb *table) mustNot(c Code) {
	tb.t.Helper()
	if _, ok := tb.find(c); ok {
		tb.t.Fatalf("unexpected %s event in %v", c, tb.codes())
	}
}

func (tb *table) at(name string) maze.Pos { return tb.player(name).Pos }

func pos(x, y int) maze.Pos { return maze.Pos{X: x - 1, Y: y - 1} }

// Builders for moves the parser may not know yet.
func act(k moves.Kind, d maze.Dir) moves.Action { return moves.Action{Kind: k, Dir: d} }
func step(d maze.Dir) moves.Action              { return act(moves.Go, d) }
func shootA(d maze.Dir) moves.Action            { return act(moves.Shoot, d) }
func throwA(it moves.Item, d maze.Dir) moves.Action {
	return moves.Action{Kind: moves.Throw, Item: it, Dir: d}
}
func setMineA(d maze.Dir) moves.Action { return moves.Action{Kind: moves.SetMine, Dir: d} }
func leaveA(it moves.Item) moves.Action {
	return moves.Action{Kind: moves.Leave, Item: it}
}
func mv(actions ...moves.Action) moves.Move { return moves.Move{Actions: actions} }

// play makes the named player say a move built in Go; it fails the test on
// an error.
func (tb *table) play(name string, m moves.Move) []Event {
	tb.t.Helper()
	pi, ok := tb.g.PlayerByName(name)
	if !ok {
		tb.t.Fatalf("no player %s", name)
	}
	return tb.do(Play(pi, m))
}

// refuseMove expects the move to be rejected with an error containing want.
func (tb *table) refuseMove(name string, m moves.Move, want string) {
	tb.t.Helper()
	pi, _ := tb.g.PlayerByName(name)
	if _, err := tb.g.Apply(Play(pi, m), nil); err == nil || !strings.Contains(err.Error(), want) {
		tb.t.Fatalf("%s: %v: error %v, want one containing %q", name, m, err, want)
	}
}

// visible lists the codes of the last command's events that viewer may see.
func (tb *table) visible(viewer int) []Code {
	var out []Code
	for _, e := range tb.last {
		if e.To.Includes(viewer) {
			out = append(out, e.Code)
		}
	}
	return out
}
