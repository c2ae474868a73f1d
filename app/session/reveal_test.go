package session

import (
	"fmt"
	"slices"
	"strings"
	"testing"

	"github.com/labyrinth-game/labyrinth/engine/game"
	"github.com/labyrinth-game/labyrinth/engine/maze"
	"github.com/labyrinth-game/labyrinth/engine/rules"
)

// replayMaze is 5x3 (1-based coordinates):
//
//	  1     2      3     4      5
//	1   L     P1.1 | L  |  P1.2   L$
//	              ---
//	2   R>    R>     D     L      H
//	3   Lf    L      L     L      L
//
// The straight line between the pits crosses two walls; a wall stands
// between the pit (2,1) and the river below it; exits left of (1,1) and
// right of (5,3).
const replayMaze = `{"format": "labyrinth-maze", "version": 1, "width": 5, "height": 3,
  "cells": ["L P1.1 L P1.2 L", "R> R> D L H", "L L L L L"],
  "walls": [{"at": [2,1], "side": "right"}, {"at": [3,1], "side": "right"}, {"at": [2,2], "side": "up"}],
  "exits": [{"at": [1,1], "side": "left"}, {"at": [5,3], "side": "right"}],
  "treasures": [{"at": [5,1], "true": true}, {"at": [1,3]}]}`

// replayOf plays moves from start and returns the player's replay, once
// a skip has ended the game (§6.6).
func replayOf(t *testing.T, r rules.Rules, start string, moves ...string) (*Reveal, []Step) {
	t.Helper()
	m, err := maze.Decode([]byte(replayMaze))
	if err != nil {
		t.Fatal(err)
	}
	at, err := maze.ParsePos(start)
	if err != nil {
		t.Fatal(err)
	}
	s, _, err := NewSolo(Solo{Maze: m, Rules: r, Player: "Ann", Start: &at})
	if err != nil {
		t.Fatal(err)
	}
	for _, mv := range moves {
		if _, err := s.Say(SoloSeat, mv); err != nil {
			t.Fatalf("%s: %v", mv, err)
		}
	}
	if !s.Over() {
		if _, err := s.Say(SoloSeat, "skip"); err != nil {
			t.Fatal(err)
		}
	}
	rev, err := s.Reveal()
	if err != nil {
		t.Fatal(err)
	}
	return rev, rev.Steps[SoloSeat]
}

// legs writes legs as "walk (1,1)-(2,1), fall (2,1)-(4,1)", with 1-based
// cells, a bump or a walk out with its side.
func legs(ls []Leg) string {
	var parts []string
	for _, l := range ls {
		var cells []string
		for _, c := range l.Cells {
			cells = append(cells, c.String())
		}
		s := l.Kind.String() + " " + strings.Join(cells, "-")
		if l.Dir != maze.NoDir {
			s += " " + l.Dir.String()
		}
		parts = append(parts, s)
	}
	return strings.Join(parts, ", ")
}

func TestReplayLegsFollowWhatTheMoveDid(t *testing.T) {
	turbulent := rules.Reference()
	turbulent.Rivers = rules.Turbulent
	tests := []struct {
		name  string
		rules rules.Rules
		start string
		moves []string
		// want is the legs of the last move, and pos where it left him.
		want string
		pos  string
	}{
		{"§2.2 a walk onto land", rules.Reference(), "3,3", []string{"go right"}, "walk (3,3)-(4,3)", "(4,3)"},
		{"§2.2 a wall stops the walk", rules.Reference(), "3,1", []string{"go right"}, "bump (3,1) right", "(3,1)"},
		{"§4.4 walking into a pit reaches the pit, then falls to the next one", rules.Reference(), "1,1", []string{"go right"},
			"walk (1,1)-(2,1), fall (2,1)-(4,1)", "(4,1)"},
		{"§4.4 a move by the loop is a fall", rules.Reference(), "1,1", []string{"go right", "go by the loop"},
			"fall (4,1)-(2,1)", "(2,1)"},
		{"§4.4 a failed move out of a pit does not transport", rules.Reference(), "1,1", []string{"go right", "go up"},
			"bump (4,1) up", "(4,1)"},
		{"§4.6 walking into a river reaches the river, then the flow carries on", rules.Reference(), "1,3", []string{"go up"},
			"walk (1,3)-(1,2), flow (1,2)-(2,2)", "(2,2)"},
		{"§4.6 moving by the flow", rules.Reference(), "1,3", []string{"go up", "go by the flow"},
			"flow (2,2)-(3,2)", "(3,2)"},
		{"§4.6 walking upstream, carried back to the same cell", rules.Reference(), "1,3", []string{"go up", "go left"},
			"walk (2,2)-(1,2), flow (1,2)-(2,2)", "(2,2)"},
		{"§2.2 §4.6 hitting a wall in a river, carried on by the flow", rules.Reference(), "1,3", []string{"go up", "go up"},
			"bump (2,2) up, flow (2,2)-(3,2)", "(3,2)"},
		{"§7.4 a turbulent river carries through every cell to the delta", turbulent, "1,3", []string{"go up"},
			"walk (1,3)-(1,2), flow (1,2)-(2,2)-(3,2)", "(3,2)"},
		{"§3.4 walking out through an exit", rules.Reference(), "1,1", []string{"go left"}, "leave (1,1) left", "(1,1)"},
		{"§3.4 coming back in", rules.Reference(), "1,1", []string{"go left", "go right"}, "return (1,1) left", "(1,1)"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			rev, steps := replayOf(t, tc.rules, tc.start, tc.moves...)
			// The start, one step per move, and the skip that ended it.
			if len(steps) != len(tc.moves)+2 {
				t.Fatalf("%d steps for %d moves and a skip", len(steps), len(tc.moves))
			}
			if st := steps[0]; st.Pos.String() != "("+tc.start+")" || len(st.Legs) != 0 || rev.Events[st.Event].Code != game.Position {
				t.Errorf("start %+v", st)
			}
			last := steps[len(tc.moves)]
			if got := legs(last.Legs); got != tc.want {
				t.Errorf("legs %s, want %s", got, tc.want)
			}
			if last.Pos.String() != tc.pos {
				t.Errorf("ends on %v, want %s", last.Pos, tc.pos)
			}
			said := rev.Events[last.Event]
			if said.Code != game.Said || said.Move.String() != tc.moves[len(tc.moves)-1] {
				t.Errorf("the step's statement: %+v", said)
			}
			for _, l := range last.Legs {
				if l.Event < last.Event || l.Event >= last.Reply {
					t.Errorf("%v told by event %d, outside the step's reply [%d,%d)", l.Kind, l.Event, last.Event, last.Reply)
				}
			}
			if skip := steps[len(steps)-1]; !rev.Events[skip.Event].Move.Skip || len(skip.Legs) != 0 {
				t.Errorf("the skip: %+v", skip)
			}
		})
	}
}

// Every leg joins on to the next: a walk ends where the next leg begins,
// on the plan, and never through a wall — over a long random game on a
// generated-like maze with pits and rivers.
func TestReplayLegsAreContinuousAndNeverCrossAWall(t *testing.T) {
	m, err := maze.Decode([]byte(replayMaze))
	if err != nil {
		t.Fatal(err)
	}
	dirs := []string{"up", "down", "left", "right"}
	seen := map[LegKind]int{}
	for seed := range 20 {
		start := maze.At(seed%5, (seed/5)%3)
		if m.Kind(start) == maze.River || m.Kind(start) == maze.Pit {
			continue
		}
		s, _, err := NewSolo(Solo{Maze: m.Clone(), Rules: rules.Reference(), Player: "Ann", Start: &start, Seed: uint64(seed)})
		if err != nil {
			t.Fatal(err)
		}
		for i := 0; i < 60 && !s.Over(); i++ {
			mv := "go " + dirs[(i*7+seed*3+i*i)%4]
			switch {
			case i%11 == 5:
				mv = "go by the flow"
			case i%13 == 7:
				mv = "go by the loop"
			}
			if _, err := s.Say(SoloSeat, mv); err != nil {
				t.Fatalf("%s: %v", mv, err)
			}
		}
		if !s.Over() {
			s.Say(SoloSeat, "skip")
		}
		rev, err := s.Reveal()
		if err != nil {
			t.Fatal(err)
		}
		at := rev.Steps[0][0].Pos
		for k, st := range rev.Steps[0][1:] {
			for _, l := range st.Legs {
				seen[l.Kind]++
				if l.From() != at {
					t.Fatalf("seed %d step %d: %v begins at %v, he stood on %v", seed, k+1, l.Kind, l.From(), at)
				}
				switch l.Kind {
				case Walk:
					d, ok := dirBetween(l.From(), l.To())
					if !ok || m.Side(l.From(), d).Blocks() {
						t.Fatalf("seed %d step %d: a walk %v-%v through a wall", seed, k+1, l.From(), l.To())
					}
				case Fall:
					if m.Kind(l.From()) != maze.Pit || m.Kind(l.To()) != maze.Pit {
						t.Fatalf("seed %d step %d: a fall from %v to %v", seed, k+1, l.From(), l.To())
					}
				case Flow:
					for j, c := range l.Cells[:len(l.Cells)-1] {
						if down, ok := m.Downstream(c); !ok || down != l.Cells[j+1] {
							t.Fatalf("seed %d step %d: the flow %v does not follow the river", seed, k+1, l.Cells)
						}
					}
				}
				at = l.To()
			}
			if !st.Out && st.Pos != at {
				t.Fatalf("seed %d step %d: the legs end on %v, the step on %v", seed, k+1, at, st.Pos)
			}
		}
		var positions []maze.Pos
		for _, p := range rev.Paths[0] {
			positions = append(positions, p.Pos)
		}
		var ends []maze.Pos
		ends = append(ends, rev.Steps[0][0].Pos)
		for _, st := range rev.Steps[0][1:] {
			for _, l := range st.Legs {
				if l.Kind != Bump && l.Kind != Leave && !(l.Kind == Walk && (m.Kind(l.To()) == maze.Pit || m.Kind(l.To()) == maze.River)) && !(l.Kind == Return && (m.Kind(l.To()) == maze.Pit || m.Kind(l.To()) == maze.River)) {
					ends = append(ends, l.To())
				}
			}
		}
		if !slices.Equal(positions, ends) {
			t.Fatalf("seed %d: the legs end where the game put him:\n%v\n%v", seed, positions, ends)
		}
	}
	for _, k := range []LegKind{Walk, Bump, Fall, Flow} {
		if seen[k] == 0 {
			t.Errorf("the games never had a %v: %v", k, seen)
		}
	}
}

// dirBetween is the direction from a to its neighbour b.
func dirBetween(a, b maze.Pos) (maze.Dir, bool) {
	for _, d := range maze.Dirs {
		if a.Step(d) == b {
			return d, true
		}
	}
	return maze.NoDir, false
}

func ExampleLegKind() {
	fmt.Println(Walk, Fall, Flow, Bump)
	// Output: walk fall flow bump
}

func TestEndingSaysWhoWonAndWhy(t *testing.T) {
	tests := []struct {
		name, start string
		moves       []string
		outcome     Outcome
		want        string
	}{
		{"§3.2 carrying the true treasure out", "5,3", []string{"go up", "go up", "go down", "go down", "go right"}, Won,
			"You won: you carried the true treasure out through the east exit of (5,3) in 5 moves (§3.2)."},
		{"§3.4 not coming straight back in", "1,1", []string{"go left", "go up"}, Lost,
			"You lost: you left the labyrinth through the west exit of (1,1) and your next move did not lead straight back in, after 2 moves (§3.4)."},
		{"§3.4 a fake treasure carried out", "2,3", []string{"go left", "go right", "go right", "go right", "go right", "go right", "go up"}, Lost,
			"You lost: the treasure you carried out through the east exit of (5,3) was fake, and your next move did not lead straight back in, after 7 moves (§3.4)."},
		{"§6.6 a skip ends a solo game in a draw", "3,3", []string{"go left"}, Drawn,
			"A draw: after 1 move you skipped your move, and alone in the game that is every player skipping (§6.6)."},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			rev, _ := replayOf(t, rules.Reference(), tc.start, tc.moves...)
			e := rev.Ending(SoloSeat)
			if e.Outcome != tc.outcome || e.Sentence() != tc.want {
				t.Errorf("%v %q,\nwant %v %q", e.Outcome, e.Sentence(), tc.outcome, tc.want)
			}
		})
	}
}

// TestEndingByTheGameMaster: a game the game master ended (a hosted game
// with a person as game master) is won by nobody.
func TestEndingByTheGameMaster(t *testing.T) {
	r := &Reveal{Result: game.EndedByMaster, Winner: -1, Names: []string{"Ann", "Bob"}}
	if e := r.Ending(1); e.Outcome != Drawn || e.Sentence() != "Game ended: the game master stopped it before anyone won." {
		t.Errorf("%v %q", e.Outcome, e.Sentence())
	}
}
