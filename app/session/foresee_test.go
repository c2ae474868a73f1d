package session

import (
	"math/rand/v2"
	"strconv"
	"strings"
	"testing"

	"github.com/labyrinth-game/labyrinth/engine/game"
	"github.com/labyrinth-game/labyrinth/engine/maze"
	"github.com/labyrinth-game/labyrinth/engine/moves"
	"github.com/labyrinth-game/labyrinth/engine/rules"
)

func statement(t *testing.T, text string) moves.Statement {
	t.Helper()
	st, err := moves.ParseStatement(text)
	if err != nil {
		t.Fatal(err)
	}
	return st
}

func TestWarningsFromWhatThePlayerWasTold(t *testing.T) {
	ref := rules.Reference()
	damp := ref
	damp.ShootFromRivers = false
	dry := ref
	dry.ShootFromRivers = true
	at := func(c maze.Kind) []game.Event {
		return []game.Event{said("go up"), ev(game.Moved, func(e *game.Event) { e.Cell = c })}
	}
	wounded := []game.Event{ev(game.StartCell, func(e *game.Event) { e.Cell = maze.Land }), ev(game.Blast, nil), ev(game.TurnBegins, nil), ev(game.WoundNotice, nil)}
	infected := append(at(maze.Encephalitis), ev(game.InfectedBy, func(e *game.Event) { e.Count = 4 }))
	outside := []game.Event{
		said("go left"), ev(game.LeftMaze, func(e *game.Event) { e.Dir = maze.Left; e.Item = moves.Treasure }),
		ev(game.Crumbled, nil),
	}
	tests := []struct {
		name   string
		rules  rules.Rules
		events []game.Event
		say    string
		// want lists the warnings as "action section", "!" before a move
		// that loses.
		want []string
	}{
		{"§4.2 no shooting out of a hospital", ref, at(maze.Hospital), "shoot up, go left", []string{"1 §4.2"}},
		{"§4.2 after the movement he may have left the hospital", ref, at(maze.Hospital), "go left, shoot up", nil},
		{"§4.2 a clause that runs only in a hospital", ref, at(maze.Land), "go left; if I walk into a hospital, shoot up", []string{"2 §4.2"}},
		{"§4.2 a clause that runs only when healed", ref, at(maze.Land), "go left; if I am healed, shoot down", []string{"2 §4.2"}},
		{"§4.2 a clause that does not run in a hospital", ref, at(maze.Land), "go left; if I do not walk into a hospital, shoot up", nil},
		{"§4.3 no shooting out of a weaponry", ref, at(maze.Weaponry), "go left; shoot right", nil},
		{"§4.3 no shooting out of a weaponry, before", ref, at(maze.Weaponry), "shoot right, go left", []string{"1 §4.3"}},
		{"§7.3 the powder is damp", damp, at(maze.River), "shoot right, go left", []string{"1 §7.3"}},
		{"§7.3 shooting from rivers allowed", dry, at(maze.River), "shoot right, go left", nil},
		{"land: nothing to say", ref, at(maze.Land), "shoot up, blow up the wall to the left, take the treasure, go down", nil},
		{"§5.5 the wounded cannot take a treasure", ref, wounded, "take the treasure, go up", []string{"1 §5.5"}},
		{"§5.5 the wounded can take grenades and blow up walls", ref, wounded, "take the grenades, blow up the wall above, go up", nil},
		{"§5.5 the wounded cannot shoot", ref, wounded, "shoot up, go up", []string{"1 §5.5"}},
		{"§4.7 the infected carry only grenades", ref, infected, "take the bullets, take the grenades, go up", []string{"1 §4.7"}},
		{"§3.4 outside, the way back in", ref, outside, "go right", nil},
		{"§3.4 outside, any other way loses", ref, outside, "go up", []string{"!1 §3.4"}},
		{"§3.4 outside, by the flow loses", ref, outside, "go by the flow", []string{"!1 §3.4"}},
		{"§3.4 outside, a skip loses", ref, outside, "skip", []string{"!0 §3.4"}},
		{"§3.4 outside nothing can be done", ref, outside, "leave a grenade, go right, shoot up", []string{"1 §3.4"}},
		{"§3.4 back in, the way is forgotten", ref, append(outside, said("go right"), ev(game.Moved, func(e *game.Event) { e.Cell = maze.Land })), "go up", nil},
		{"§6.7 after a dark move he cannot know where he stands", ref, append(at(maze.Hospital), said("go up, don't tell the result"), ev(game.Done, nil)), "shoot up, go up", nil},
		{"questions are not moves", ref, outside, "status", nil},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			k := NewKnown(tc.rules, []string{"Ann"}, 0)
			k.Apply(tc.events...)
			ws := k.Warnings(statement(t, tc.say))
			var got []string
			for _, w := range ws {
				s := ""
				if w.Loses {
					s = "!"
				}
				got = append(got, s+strconv.Itoa(w.Action)+" "+w.Section)
				if w.Text == "" || !strings.Contains(w.String(), w.Section) {
					t.Errorf("a warning says what and where: %q", w.String())
				}
			}
			if strings.Join(got, ",") != strings.Join(tc.want, ",") {
				t.Errorf("%q: warnings %q, want %q (%v)", tc.say, got, tc.want, ws)
			}
		})
	}
}

// TestWarningsKnowTheWayBackAfterAFakeTreasure plays §3.4: out through an
// exit with a fake treasure, which crumbles; the way back in is the way
// he came, any other move loses.
func TestWarningsKnowTheWayBackAfterAFakeTreasure(t *testing.T) {
	m, err := maze.Decode([]byte(`{"format": "labyrinth-maze", "version": 1, "width": 3, "height": 2,
	  "cells": ["L L L", "L L L"],
	  "exits": [{"at": [1,1], "side": "left"}],
	  "treasures": [{"at": [3,2], "true": true}, {"at": [1,2]}]}`))
	if err != nil {
		t.Fatal(err)
	}
	for _, wrong := range []string{"go up", "go left", "skip", "go down, don't tell the result"} {
		t.Run(wrong, func(t *testing.T) {
			start := maze.At(1, 1)
			s, _, err := NewSolo(Solo{Maze: m, Rules: rules.Reference(), Player: "Ann", Start: &start})
			if err != nil {
				t.Fatal(err)
			}
			k := NewKnown(rules.Reference(), []string{"Ann"}, SoloSeat)
			k.Apply(s.Events(SoloSeat)...)
			for _, text := range []string{"go left", "go up", "go left"} {
				out, err := s.Say(SoloSeat, text)
				if err != nil {
					t.Fatal(err)
				}
				k.Apply(out...)
			}
			back, ok := k.WayBack()
			if !ok || back != maze.Right {
				t.Fatalf("§3.4 out to the left, the way back is right: %v %v (%+v)", back, ok, k)
			}
			if ws := k.Warnings(statement(t, "go right")); len(ws) != 0 {
				t.Errorf("the way back in: %v", ws)
			}
			noMovement := moves.Statement{Kind: moves.SayMove, Move: moves.Move{Actions: []moves.Action{{Kind: moves.Shoot, Dir: maze.Up}}}}
			if ws := k.Warnings(noMovement); len(ws) != 0 {
				t.Errorf("§2.1 a move without a movement is refused, not warned about: %v", ws)
			}
			ws := k.Warnings(statement(t, wrong))
			if len(ws) == 0 || !ws[0].Loses {
				t.Fatalf("%q loses, and says so: %v", wrong, ws)
			}
			if _, err := s.Say(SoloSeat, wrong); err != nil {
				t.Fatal(err)
			}
			var lost bool
			s.With(func(g *game.Game) { lost = g.Player(SoloSeat).Lost })
			if !lost {
				t.Errorf("%q was said to lose, and did not", wrong)
			}
		})
	}
}

// TestWarningsNeverClaimWhatIsFalse plays random games and checks, before
// every statement of the player at seat 0, that what the warnings say
// holds: a move said to lose loses, an action said to be refused is not
// carried out.
func TestWarningsNeverClaimWhatIsFalse(t *testing.T) {
	games := 200
	if testing.Short() {
		games = 20
	}
	warned, loses := 0, 0
	for i := range games {
		rng := rand.New(rand.NewPCG(uint64(i), 91))
		r := rules.Reference()
		r.ShootFromRivers = rng.IntN(2) == 0
		r.HealingMoves = rng.IntN(5)
		r.StartLandmines = rng.IntN(2)
		r.NStop = 0
		s, names := randomGame(t, r, 1+rng.IntN(2), uint64(i), rng)
		known := NewKnown(r, names, 0)
		known.Apply(s.Events(0)...)
		seen := len(s.Events(0))
		for step := 0; step < 300 && !s.Over(); step++ {
			var cur int
			s.With(func(g *game.Game) { cur = g.Current() })
			st := randomStatement(rng)
			if cur == 0 && rng.IntN(4) == 0 {
				st = moves.Statement{Kind: moves.SayMove, Move: moves.Move{Actions: []moves.Action{
					{Kind: moves.Shoot, Dir: maze.Dirs[rng.IntN(4)]}, {Kind: moves.Go, Dir: maze.Dirs[rng.IntN(4)]}}}}
			}
			var ws []Warning
			if cur == 0 {
				ws = known.Warnings(st)
			}
			before := len(s.Events(game.Master))
			if _, err := s.Apply(game.Ask(cur, st)); err != nil {
				continue
			}
			all := s.Events(0)
			known.Apply(all[seen:]...)
			seen = len(all)
			truth := s.Events(game.Master)[before:]
			var lost bool
			s.With(func(g *game.Game) { lost = g.Player(0).Lost })
			for _, w := range ws {
				warned++
				if w.Loses {
					loses++
					if !lost {
						t.Fatalf("game %d step %d: %q was said to lose (%v) and did not", i, step, st.String(), w)
					}
					continue
				}
				for _, e := range truth {
					if e.Player == 0 && e.Action == w.Action && carriedOut(e.Code) {
						t.Fatalf("game %d step %d: %q: action %d was said to be refused (%v) and was not: %v", i, step, st.String(), w.Action, w, e.Code)
					}
				}
			}
		}
	}
	t.Logf("%d warnings, %d of them losing moves", warned, loses)
	if warned == 0 || loses == 0 {
		t.Errorf("the games never met a warning (%d) or a losing move (%d): the test proves nothing", warned, loses)
	}
}

// carriedOut reports whether an event says an action was done.
func carriedOut(c game.Code) bool {
	switch c {
	case game.Shot, game.Took, game.Thrown, game.LeftItem, game.MineSet, game.GrenadeThrown:
		return true
	}
	return false
}
