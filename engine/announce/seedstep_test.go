package announce

import (
	"strings"
	"testing"

	"github.com/labyrinth-game/labyrinth/engine/game"
	"github.com/labyrinth-game/labyrinth/engine/maze"
	"github.com/labyrinth-game/labyrinth/engine/moves"
	"github.com/labyrinth-game/labyrinth/engine/rules"
)

// What the options of seeds 001 and 004 for steps and rivers (issue 12,
// part B) make the game master say, in full.
func TestSeedStepReplies(t *testing.T) {
	m, err := maze.Decode([]byte(`{
  "format": "labyrinth-maze", "version": 1, "width": 3, "height": 3,
  "cells": [
    "L  P1.1 L",
    "Rv L    L",
    "D  L    P1.2"
  ],
  "exits": [ {"at": [3,1], "side": "right"} ],
  "treasures": [ {"at": [2,2], "true": true} ]
}`))
	if err != nil {
		t.Fatal(err)
	}
	play := func(t *testing.T, r rules.Rules, start maze.Pos, text string) (begin, reply string) {
		t.Helper()
		g, err := game.New(game.Setup{Maze: m, Rules: r, Players: []string{"Ann", "Bob"}})
		if err != nil {
			t.Fatal(err)
		}
		en := English{Names: g.Names()}
		apply := func(c game.Command) []game.Event {
			t.Helper()
			out, err := g.Apply(c, nil)
			if err != nil {
				t.Fatalf("%v", err)
			}
			return out
		}
		apply(game.Choose(0, start))
		apply(game.Choose(1, maze.At(2, 1)))
		begin = en.Reply(apply(game.Command{Kind: game.Begin}), 1)
		if text == "" {
			return begin, ""
		}
		s, err := moves.ParseStatement(text)
		if err != nil {
			t.Fatal(err)
		}
		return begin, en.Reply(apply(game.Command{Kind: game.Say, Player: 0, Say: s}), 1)
	}
	on := func(change func(*rules.Rules)) rules.Rules {
		r := rules.Reference()
		change(&r)
		return r
	}
	t.Run("001 l.126 S1: the same player steps again", func(t *testing.T) {
		_, got := play(t, on(func(r *rules.Rules) { r.RelaxedStep = true }), maze.At(0, 0), "go up, shoot left")
		if want := "Cannot move — hit a wall. Ann tries another step (relaxed step rule)."; got != want {
			t.Errorf("got  %q\nwant %q", got, want)
		}
	})
	t.Run("001 l.81 S2: a wall in a wormhole jumps on", func(t *testing.T) {
		_, got := play(t, on(func(r *rules.Rules) { r.PitWallJumps = true }), maze.At(1, 0), "go up")
		if want := "Cannot move — hit a wall, fell back into the pit and was carried on to the next one."; got != want {
			t.Errorf("got  %q\nwant %q", got, want)
		}
	})
	t.Run("001 l.51 a start in a river is carried", func(t *testing.T) {
		got, _ := play(t, on(func(r *rules.Rules) { r.StartIsArrival = true }), maze.At(0, 1), "")
		if want := "The game begins with two players. Nstop is 9: after 9 rounds with no irreversible changes the game is declared a draw. " +
			"The time for healing is not limited: an infected player wanders the labyrinth until he arrives at a hospital or dies. " +
			"Ann starts in a river; carried by the flow to a delta. Bob starts on land."; got != want {
			t.Errorf("got  %q\nwant %q", got, want)
		}
	})
	t.Run("001 l.51 a start in a wormhole goes on", func(t *testing.T) {
		got, _ := play(t, on(func(r *rules.Rules) { r.StartIsArrival = true }), maze.At(1, 0), "")
		if want := "Ann starts in a pit; transported to the next pit of the loop. Bob starts on land."; !strings.HasSuffix(got, want) {
			t.Errorf("got  %q\nwant it to end %q", got, want)
		}
	})
}

// Every rule a player can ask about is said (§7): the step and river
// options of seeds 001, 002 and 004 among them, when on.
func TestSeedStepRulesInForce(t *testing.T) {
	r := rules.Reference()
	r.RelaxedStep, r.PitWallJumps, r.SkipCarries, r.SkipWithActions = true, true, true, true
	r.ActAfterHearing, r.WeaponsAfterStep, r.WoundedNoGrenades, r.StartIsArrival = true, true, true, true
	r.ItemsFloatEachMove, r.FloatingItems, r.RiverCarry, r.Rivers = true, true, rules.CarryRandom, rules.Walkable
	got := strings.Join(RulesInForce(r), "; ")
	for _, want := range []string{
		"walkable rivers: whoever gets in or hits a wall is carried one or two cells at random, not told which; walking up- or downstream one arrives where one wanted (seed 004)",
		"items in a river float downstream after every move",
		"after hitting a wall a player says another step, until his marker moves (relaxed step, S1)",
		"hitting a wall leaving a pit carries one on to the next pit (S2)",
		"a skip in a pit or a river moves one by the loop or by the flow",
		`a skip may come with shots and grenades ("skip, shoot left")`,
		"a player hears the results of his step before saying what he does after it",
		"weapons are used only after the step (W9)",
		"the wounded throw no grenades",
		"a start in a river or a pit carries one as stepping in does",
	} {
		if !strings.Contains(got, want) {
			t.Errorf("the rules in force do not say %q:\n%s", want, got)
		}
	}
	if strings.Contains(got, "; items float downstream;") {
		t.Errorf("floating items said twice: %s", got)
	}
	r = rules.Reference()
	r.RiverCarry = rules.CarryTwo
	if got := strings.Join(RulesInForce(r), "; "); !strings.Contains(got, "deep rivers: carried by the flow two cells") {
		t.Errorf("001 l.82: %s", got)
	}
}
