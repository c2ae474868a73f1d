package uitest

import (
	"os"
	"testing"

	"github.com/labyrinth-game/labyrinth/engine/game"
	"github.com/labyrinth-game/labyrinth/engine/maze"
)

// SmallMazeJSON is a small fixed labyrinth (4x3) for the game screens'
// tests:
//
//	   1      2      3      4
//	+======+======+======+======+
//	1   W    | L      L      L$   #
//	2 # L      P1.1   L      H    #
//	3 # Lf     L      P1.2   L
//	+======+======+======+======+
//
// open exits left of (1,1) and right of (4,3), the true treasure at (4,1).
const SmallMazeJSON = `{"format": "labyrinth-maze", "version": 1, "width": 4, "height": 3,
  "cells": ["W L L L", "L P1.1 L H", "L L P1.2 L"],
  "walls": [{"at": [1,1], "side": "right"}],
  "exits": [{"at": [1,1], "side": "left"}, {"at": [4,3], "side": "right"}],
  "treasures": [{"at": [4,1], "true": true}, {"at": [1,3]}]}`

// SmallMaze is SmallMazeJSON, decoded.
func SmallMaze(t testing.TB) *maze.Maze {
	t.Helper()
	m, err := maze.Decode([]byte(SmallMazeJSON))
	if err != nil {
		t.Fatal(err)
	}
	return m
}

// GameMaster is the game as its game master holds it, read from the
// journal it is saved to: a test looks over his shoulder at what a screen
// may never see (where the player really is, the plan).
func GameMaster(t testing.TB, journal string) *game.Game {
	t.Helper()
	data, err := os.ReadFile(journal)
	if err != nil {
		t.Fatal(err)
	}
	gm, _, _, err := game.ReadJournal(data)
	if err != nil {
		t.Fatal(err)
	}
	return gm
}
