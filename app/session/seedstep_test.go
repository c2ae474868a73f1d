package session

import (
	"path/filepath"
	"reflect"
	"testing"

	"github.com/labyrinth-game/labyrinth/engine/game"
	"github.com/labyrinth-game/labyrinth/engine/maze"
	"github.com/labyrinth-game/labyrinth/engine/rules"
)

// A solo game under the step and river options of seeds 001 and 004
// (issue 12, part B) is saved and resumed as it was played: the step said
// again after a wall (001 S1), the actions said after hearing the step
// (001 l.64), and the rivers' random one or two cells (004 l.14–17), drawn
// from the seed the journal keeps.
func TestSoloSeedStepsResume(t *testing.T) {
	m, err := maze.Decode([]byte(`{"format": "labyrinth-maze", "version": 1, "width": 4, "height": 4,
  "cells": ["L Rv L L", "L Rv L H", "L Rv L W", "L D L L"],
  "exits": [{"at": [1,1], "side": "left"}],
  "treasures": [{"at": [4,4], "true": true}]}`))
	if err != nil {
		t.Fatal(err)
	}
	r := rules.Reference()
	r.RelaxedStep, r.ActAfterHearing, r.RiverCarry = true, true, rules.CarryRandom
	path := filepath.Join(t.TempDir(), "solo.journal")
	start := maze.At(0, 0)
	s, _, err := NewSolo(Solo{Maze: m, Rules: r, Seed: 5, Player: "Ann", Start: &start, Journal: path})
	if err != nil {
		t.Fatal(err)
	}
	for _, said := range []string{
		"go up",            // the monolith: she steps again (S1)
		"go right",         // into the river, carried one or two cells
		"skip, shoot down", // what she does after hearing it (l.64)
		"go left",
		"skip",
	} {
		if _, err := s.Say(SoloSeat, said); err != nil {
			t.Fatalf("%q: %v", said, err)
		}
	}
	codes := map[game.Code]int{}
	for _, e := range s.Events(SoloSeat) {
		codes[e.Code]++
	}
	if codes[game.StepAgain] != 1 || codes[game.ActAfter] != 2 || codes[game.Shot] != 1 {
		t.Fatalf("step_again %d, act_after %d, shots %d: %v", codes[game.StepAgain], codes[game.ActAfter], codes[game.Shot], codes)
	}
	want := s.Events(game.Master)
	if err := s.Close(); err != nil {
		t.Fatal(err)
	}
	again, err := Resume(path)
	if err != nil {
		t.Fatal(err)
	}
	defer again.Close()
	if got := again.Events(game.Master); !reflect.DeepEqual(got, want) {
		t.Fatalf("the resumed game differs:\n%v\nwant\n%v", got, want)
	}
	// The reveal at the end follows the same events.
	if _, err := again.Apply(game.Command{Kind: game.EndGame}); err != nil {
		t.Fatal(err)
	}
	if _, err := NewReveal(m, again.Maze(), again.Names(), again.Events(game.Master)); err != nil {
		t.Fatal(err)
	}
}
