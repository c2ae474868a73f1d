package notebook

import (
	"bytes"
	"encoding/json"
	"fmt"
	"strings"
	"testing"

	"github.com/labyrinth-game/labyrinth/engine/game"
	"github.com/labyrinth-game/labyrinth/engine/maze"
	"github.com/labyrinth-game/labyrinth/engine/moves"
	"github.com/labyrinth-game/labyrinth/engine/rules"
)

// plan builds a maze from rows of cell tokens (as in the maze file) and
// side specifications: "2,1 right" is an inner wall, "1,1 left exit" an
// open exit; "$3,3" a true treasure, "f2,1" a fake one. Coordinates are
// 1-based, as in the file.
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
		if s[0] == '$' || s[0] == 'f' {
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
		switch {
		case len(f) == 2:
			walls = append(walls, sd)
		case f[2] == "exit":
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

// table is a game being played for a test: every event is kept, the game
// master's view.
type table struct {
	t      testing.TB
	g      *game.Game
	names  []string
	events []game.Event
}

// newTable starts a game on m with players at their starts ("Ann@2,3",
// 1-based).
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
	g, err := game.New(game.Setup{Maze: m, Rules: r, Seed: 1, Players: names})
	if err != nil {
		t.Fatal(err)
	}
	tb := &table{t: t, g: g, names: names}
	for i, c := range cells {
		tb.do(game.Choose(i, c))
	}
	tb.do(game.Command{Kind: game.Begin})
	return tb
}

func (tb *table) do(c game.Command) []game.Event {
	tb.t.Helper()
	out, err := tb.g.Apply(c, nil)
	if err != nil {
		tb.t.Fatalf("%v: %v", c, err)
	}
	tb.events = append(tb.events, out...)
	return out
}

// say makes the named player say text (the move language).
func (tb *table) say(name, text string) []game.Event {
	tb.t.Helper()
	pi, ok := tb.g.PlayerByName(name)
	if !ok {
		tb.t.Fatalf("no player %s", name)
	}
	s, err := moves.ParseStatement(text)
	if err != nil {
		tb.t.Fatalf("%s: %v", text, err)
	}
	return tb.do(game.Ask(pi, s))
}

// script plays "Name: statement" lines.
func (tb *table) script(lines ...string) {
	tb.t.Helper()
	for _, l := range lines {
		name, text, ok := strings.Cut(l, ":")
		if !ok {
			tb.t.Fatalf("script line %q", l)
		}
		tb.say(strings.TrimSpace(name), strings.TrimSpace(text))
	}
}

// notebook makes a notebook for the seat of the named player and feeds it
// the game so far.
func (tb *table) notebook(name string) *Notebook {
	tb.t.Helper()
	pi, _ := tb.g.PlayerByName(name)
	n, err := New(Options{Seat: pi, Players: tb.names})
	if err != nil {
		tb.t.Fatal(err)
	}
	n.AppendEvents(heard(tb.events, pi)...)
	return n
}

// heard is what a seat (app/seat) gives of events: those viewer may see,
// numbered from 1.
func heard(events []game.Event, viewer int) []game.Event {
	out := game.Filter(nil, events, viewer)
	for i := range out {
		out[i].Seq = i + 1
	}
	return out
}

func (tb *table) seat(name string) int {
	pi, _ := tb.g.PlayerByName(name)
	return pi
}

// sheetContent is one sheet as the file holds it, without its cursor.
func sheetContent(t testing.TB, n *Notebook, id SheetID) string {
	t.Helper()
	sj := n.Sheet(id).toJSON()
	sj.Cursor = nil
	return sheetText(t, sj)
}

// drawnContent is a sheet's marks, tokens and trails, without the traces'
// records (which count log events).
func drawnContent(t testing.TB, n *Notebook, id SheetID) string {
	t.Helper()
	sj := n.Sheet(id).toJSON()
	sj.Cursor, sj.Traces = nil, nil
	return sheetText(t, sj)
}

func sheetText(t testing.TB, sj sheetJSON) string {
	var b bytes.Buffer
	if err := writeSheet(&b, sj); err != nil {
		t.Fatal(err)
	}
	return b.String()
}

// mustNew makes a notebook for seat 0 of the given players.
func mustNew(t testing.TB, players ...string) *Notebook {
	t.Helper()
	if players == nil {
		players = []string{"Ann", "Bob"}
	}
	n, err := New(Options{Seat: 0, Players: players})
	if err != nil {
		t.Fatal(err)
	}
	return n
}

// first is the notebook's first sheet.
func first(n *Notebook) SheetID { return n.Sheets()[0] }

func pen(k Kind) CellMark    { return CellMark{Kind: k, Pen: true, Owner: Hand} }
func pencil(k Kind) CellMark { return CellMark{Kind: k, Owner: Hand} }

func penEdge(k EdgeKind) EdgeMark    { return EdgeMark{Kind: k, Pen: true, Owner: Hand} }
func pencilEdge(k EdgeKind) EdgeMark { return EdgeMark{Kind: k, Owner: Hand} }

// content is the notebook's saved state without the cursors, which are not
// part of the history.
func content(t testing.TB, n *Notebook) string {
	t.Helper()
	data, err := n.encodeContent()
	if err != nil {
		t.Fatal(err)
	}
	return string(data)
}

// drawing renders a sheet's type marks and walls as text, for readable
// expectations: each cell is its token ("." for none), "|" a wall on the
// right, "_" under a cell a wall below, "=" an exit.
func drawing(s *Sheet) []string {
	cells := s.Cells()
	if len(cells) == 0 {
		return nil
	}
	lo, hi := cells[0], cells[0]
	for _, c := range cells {
		lo.X, lo.Y = min(lo.X, c.X), min(lo.Y, c.Y)
		hi.X, hi.Y = max(hi.X, c.X), max(hi.Y, c.Y)
	}
	var out []string
	for y := lo.Y; y <= hi.Y; y++ {
		var b strings.Builder
		for x := lo.X; x <= hi.X; x++ {
			c := At(x, y)
			tok := s.Mark(c, SlotType).Token()
			if tok == "" {
				tok = "."
			}
			if !s.Mark(c, SlotType).Pen && tok != "." {
				tok = strings.ToLower(tok)
			}
			b.WriteString(tok)
			if x < hi.X {
				switch s.Edge(EdgeOf(c, maze.Right)).Kind {
				case Wall, Monolith, SuspectedWall:
					b.WriteString("|")
				case Exit:
					b.WriteString("=")
				case Passage:
					b.WriteString("-")
				default:
					b.WriteString(" ")
				}
			}
		}
		out = append(out, strings.TrimRight(b.String(), " ."))
	}
	return out
}
