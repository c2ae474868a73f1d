package announce

import (
	"testing"

	"github.com/labyrinth-game/labyrinth/engine/game"
	"github.com/labyrinth-game/labyrinth/engine/maze"
	"github.com/labyrinth-game/labyrinth/engine/moves"
	"github.com/labyrinth-game/labyrinth/engine/rules"
)

// TestReferenceConditionalMove reproduces the example of §6.5. The request:
// "Go right; if I find a treasure, shoot up; and if I find a bullet, shoot
// right; finally, if I fall into a pit, leave one grenade there." The
// reference's answer: "Go right - fell into a pit, found a treasure, two
// bullets and a corpse; shoot right - three bullets left, one on the
// ground, no scream is heard; shoot right - no screams, still three bullets
// left; leave a grenade - no luck, you've forgotten you are since long out
// of them." (The reference's answer says "shoot right" where its request
// says "shoot up"; the engine shoots as requested.)
func TestReferenceConditionalMove(t *testing.T) {
	m, err := maze.Decode([]byte(`{"format": "labyrinth-maze", "version": 1, "width": 3, "height": 2,
	  "cells": ["L P1.1 L", "L L P1.2"],
	  "exits": [{"at": [1,1], "side": "left"}, {"at": [3,1], "side": "right"}],
	  "treasures": [{"at": [1,2], "true": true}, {"at": [3,2]}],
	  "items": [{"at": [3,2], "bullets": 2, "corpses": 1}]}`))
	if err != nil {
		t.Fatal(err)
	}
	r := rules.Reference()
	r.StartGrenades = 0 // "you are since long out of them"
	g, err := game.New(game.Setup{Maze: m, Rules: r, Players: []string{"Ann"}})
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range []game.Command{game.Choose(0, maze.At(0, 0)), {Kind: game.Begin}} {
		if _, err := g.Apply(c, nil); err != nil {
			t.Fatal(err)
		}
	}
	st, err := moves.ParseStatement("Go right; if I find a treasure, shoot up; and if I find a bullet, shoot right; finally, if I fall into a pit, leave one grenade there.")
	if err != nil {
		t.Fatal(err)
	}
	out, err := g.Apply(game.Ask(0, st), nil)
	if err != nil {
		t.Fatal(err)
	}
	en := English{Names: g.Names()}
	got := en.Detailed(out, 0)
	want := "Go right — fell into a pit, was transported to the next one in the loop, found a treasure, two bullets and a corpse; " +
		"shoot up — three bullets left, one on the ground, no scream is heard; " +
		"shoot right — three bullets left, no scream is heard; " +
		"leave 1 grenade — you have no grenades."
	if got != want {
		t.Errorf("reply\n got %q\nwant %q", got, want)
	}
}
