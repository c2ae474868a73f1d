package announce

import (
	"strings"
	"testing"

	"github.com/labyrinth-game/labyrinth/engine/game"
	"github.com/labyrinth-game/labyrinth/engine/maze"
	"github.com/labyrinth-game/labyrinth/engine/moves"
	"github.com/labyrinth-game/labyrinth/engine/rules"
)

// TestLandmineWoundIsToldAsALandmine plays §5.7: Ann sets a landmine, Bob
// walks onto it. The game master's record must say a landmine wounded him,
// set off by his own arrival, not "Bob is wounded by Bob's bullet".
func TestLandmineWoundIsToldAsALandmine(t *testing.T) {
	m, err := maze.Decode([]byte(`{"format": "labyrinth-maze", "version": 1, "width": 3, "height": 2,
	  "cells": ["L L L", "L L L"],
	  "exits": [{"at": [1,1], "side": "left"}, {"at": [3,2], "side": "right"}],
	  "treasures": [{"at": [3,2], "true": true}]}`))
	if err != nil {
		t.Fatal(err)
	}
	r := rules.Reference()
	r.StartLandmines = 1
	g, err := game.New(game.Setup{Maze: m, Rules: r, Players: []string{"Ann", "Bob", "Cid"}})
	if err != nil {
		t.Fatal(err)
	}
	for i, at := range []maze.Pos{maze.At(0, 0), maze.At(2, 0), maze.At(1, 0)} {
		if _, err := g.Apply(game.Choose(i, at), nil); err != nil {
			t.Fatal(err)
		}
	}
	var all []game.Event
	for _, c := range []game.Command{
		{Kind: game.Begin},
		game.Play(0, moves.Move{Actions: []moves.Action{{Kind: moves.SetMine, Dir: maze.Right}, {Kind: moves.Go, Dir: maze.Down}}}),
		game.Play(1, moves.Step(maze.Left)),
	} {
		if all, err = g.Apply(c, all); err != nil {
			t.Fatal(err)
		}
	}
	en := English{Names: g.Names()}
	var told []string
	for _, e := range all {
		if e.Code == game.PlayerWounded {
			told = append(told, en.Text(e))
		}
	}
	want := []string{"Bob is wounded by the landmine he set off.", "Cid is wounded by the landmine Bob set off."}
	if strings.Join(told, " ") != strings.Join(want, " ") {
		t.Errorf("§5.7: the game master's record says %q, want %q", told, want)
	}
	if got := en.Reply(all[len(all)-8:], game.Master); strings.Contains(got, "bullet") {
		t.Errorf("§5.7: a landmine's blast told as a bullet: %q", got)
	}
	// Events written before the cause was recorded were all bullets.
	old := game.Event{Code: game.PlayerKilled, Player: 1, Other: 0}
	if got := en.Text(old); got != "Bob is killed by Ann's bullet." {
		t.Errorf("an event without a cause: %q", got)
	}
}
