package announce

import (
	"testing"

	"github.com/labyrinth-game/labyrinth/engine/game"
	"github.com/labyrinth-game/labyrinth/engine/maze"
	"github.com/labyrinth-game/labyrinth/engine/moves"
	"github.com/labyrinth-game/labyrinth/engine/rules"
)

// sampleMaze is built to fit the reference's sample game (part A, "A game
// example"): player 1 (Ann) starts at (4,4) below land, with a pit loop
// above that land whose other pit lies on the right border; player 2 (Bob)
// starts at (1,4) under a wall and a river flowing right into a delta at
// (2,3), in the line of Ann's shot; the cell Bob orders, (3,5), lies below a
// hospital, and above the hospital is land with a treasure and a wall.
const sampleMaze = `{
  "format": "labyrinth-maze", "version": 1, "title": "Part A sample", "players": 2,
  "width": 5, "height": 5,
  "cells": [
    "W  L  L  L    P1.2",
    "L  L  W  P1.1 L",
    "R> D  L  L    L",
    "L  L  H  L    L",
    "L  L  L  H    L"
  ],
  "walls": [ {"at": [1,3], "side": "down"}, {"at": [3,2], "side": "down"} ],
  "exits": [ {"at": [1,1], "side": "left"}, {"at": [5,5], "side": "down", "kind": "closed"} ],
  "treasures": [ {"at": [3,3], "true": true}, {"at": [2,1]} ]
}`

func TestReferenceSampleGame(t *testing.T) {
	m, err := maze.Decode([]byte(sampleMaze))
	if err != nil {
		t.Fatal(err)
	}
	g, err := game.New(game.Setup{Maze: m, Rules: rules.Reference(), Players: []string{"Ann", "Bob"}})
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
	apply(game.Choose(0, maze.At(3, 3)))
	apply(game.Choose(1, maze.At(0, 3)))
	start := apply(game.Command{Kind: game.Begin})
	if got, want := en.Reply(start, 0), "The game begins with two players. "+
		"Nstop is 25: after 25 rounds with no irreversible changes the game is declared a draw. "+
		"The time for healing is not limited: an infected player wanders the labyrinth until he arrives at a hospital or dies. "+
		"Ann starts on land. Bob starts on land."; got != want {
		t.Errorf("start: %q, want %q", got, want)
	}

	// The dialogue of part A. The reference's "Went onto land" is §4.1's
	// "Walked onto land"; "2: How many bullets and grenades do I have? —
	// Two bullets, three grenades" fits player 1 (who has shot once), asking
	// after his move as §6.4 allows.
	steps := []struct {
		who    int
		said   string
		viewer int
		reply  string
	}{
		{0, "Go up", 1, "Walked onto land."},
		{1, "Blow the up wall, then go up", 0, "Walked into a river, carried by the flow to a delta."},
		{0, "Shoot to the left, then go up", 1, "A scream is heard! Fell into a pit, was transported to the next one in the loop."},
		{0, "How many bullets and grenades do I have?", 1, "Ann: healthy, two bullets, three grenades, one new cell left."},
		{1, "new cell (3,5)", 0, "Bob has ordered a new cell."},
		{1, "Go up", 0, "Walked into a hospital, was healed."},
		{0, "Go right", 1, "Cannot move — hit a wall."},
		{1, "Go up, then blow the up wall", 0, "Walked onto land, found a treasure."},
		{0, "Blow the right wall, then go right", 1, "Cannot move — hit a wall."},
	}
	for i, s := range steps {
		st, err := moves.ParseStatement(s.said)
		if err != nil {
			t.Fatalf("step %d: %v", i+1, err)
		}
		out := apply(game.Ask(s.who, st))
		got := en.Reply(out, s.viewer)
		if i == 2 {
			// Bob hears the wound announced on his turn, after Ann's move.
			if want := "A scream is heard! Fell into a pit, was transported to the next one in the loop."; got[:len(want)] != want {
				t.Errorf("step 3: %q", got)
			}
			continue
		}
		if i == 3 {
			if got != s.reply {
				t.Errorf("step %d %q: reply %q, want %q", i+1, s.said, got, s.reply)
			}
			continue
		}
		// Replies end before the next player's turn notices.
		if len(got) < len(s.reply) || got[:len(s.reply)] != s.reply {
			t.Errorf("step %d %q: reply %q, want it to begin %q", i+1, s.said, got, s.reply)
		}
	}

	// "GM: Player 2 is wounded and can ask for a new cell." is said when
	// Bob's turn comes, after Ann's shot.
	if ann := g.Player(0); ann.Bullets != 2 || ann.Grenades != 2 {
		t.Errorf("Ann has %d bullets, %d grenades; want 2 and 2", ann.Bullets, ann.Grenades)
	}
	bob := g.Player(1)
	if bob.Health != game.Healthy || bob.Carry.Item != moves.Treasure || bob.Pos != maze.At(2, 2) || bob.Grenades != 1 || bob.NewCells != 0 {
		t.Errorf("Bob: %+v", bob)
	}
	if !g.Plan().Side(maze.At(0, 3), maze.Up).Blocks() == false {
		t.Errorf("the wall Bob blew up is still there")
	}
	if g.Plan().Side(maze.At(2, 2), maze.Up) != maze.Open {
		t.Errorf("the wall above the treasure should be destroyed")
	}
	if g.Plan().Side(maze.At(4, 0), maze.Right) != maze.Solid {
		t.Errorf("the monolith must survive")
	}
}

func TestReferenceSampleWoundNotice(t *testing.T) {
	m, err := maze.Decode([]byte(sampleMaze))
	if err != nil {
		t.Fatal(err)
	}
	g, _ := game.New(game.Setup{Maze: m, Rules: rules.Reference(), Players: []string{"Ann", "Bob"}})
	en := English{Names: g.Names()}
	for _, c := range []game.Command{game.Choose(0, maze.At(3, 3)), game.Choose(1, maze.At(0, 3)), {Kind: game.Begin},
		game.Play(0, moves.Step(maze.Up))} {
		if _, err := g.Apply(c, nil); err != nil {
			t.Fatal(err)
		}
	}
	st, _ := moves.ParseStatement("Blow the up wall, then go up")
	if _, err := g.Apply(game.Ask(1, st), nil); err != nil {
		t.Fatal(err)
	}
	st, _ = moves.ParseStatement("Shoot to the left, then go up")
	out, err := g.Apply(game.Ask(0, st), nil)
	if err != nil {
		t.Fatal(err)
	}
	want := "A scream is heard! Fell into a pit, was transported to the next one in the loop. Bob is wounded and can ask for a new cell (one left)."
	if got := en.Reply(out, 1); got != want {
		t.Errorf("reply to Bob:\n got %q\nwant %q", got, want)
	}
	// The game master alone learns who was hit and where everyone is.
	gm := en.Reply(out, game.Master)
	for _, s := range []string{"Bob is wounded by Ann's bullet.", "Ann is at (5,1)."} {
		if !contains(gm, s) {
			t.Errorf("game master's view %q lacks %q", gm, s)
		}
	}
	if contains(en.Reply(out, 1), "(5,1)") || contains(en.Reply(out, 1), "Ann's bullet") {
		t.Errorf("a player learns secrets: %q", en.Reply(out, 1))
	}
}

func contains(s, sub string) bool {
	for i := 0; i+len(sub) <= len(s); i++ {
		if s[i:i+len(sub)] == sub {
			return true
		}
	}
	return false
}
