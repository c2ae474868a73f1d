package uitest

import (
	"os"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"

	"github.com/labyrinth-game/labyrinth/engine/game"
	"github.com/labyrinth-game/labyrinth/engine/maze"
	"github.com/labyrinth-game/labyrinth/ui/shell"
)

// Frame stands in for the window around a screen (shell.Frame) in a
// screen's own tests: it has a headless window of a probed app, and
// counts what the screen asks of it instead of opening other screens.
type Frame struct {
	A fyne.App
	W fyne.Window
	// How often the screen took the window, asked for the start screen,
	// quit, switched the appearance and the full screen.
	Took, Starts, Quits, Appearances, FullScreens int
	// Played are the mazes handed to solo practice, in order.
	Played []Played
}

// Played is a maze a screen handed to solo practice (Frame.PlayMaze).
type Played struct {
	Maze       *maze.Maze
	Path, Name string
}

var _ shell.Frame = (*Frame)(nil)

// NewFrame makes a probed test app (ProbeIdle) with the game's theme and
// a window the size of the smoke test's screen.
func NewFrame(t *testing.T) *Frame {
	t.Helper()
	a := ProbeIdle(test.NewTempApp(t))
	a.Settings().SetTheme(shell.Theme{})
	w := test.NewTempWindow(t, nil)
	w.Resize(ScreenSize)
	return &Frame{A: a, W: w}
}

// ScreenSize is the test window's: the size the smoke test's screen has.
var ScreenSize = fyne.NewSize(1280, 800)

func (f *Frame) App() fyne.App       { return f.A }
func (f *Frame) Window() fyne.Window { return f.W }
func (f *Frame) TakeWindow()         { f.Took++ }
func (f *Frame) ShowStart()          { f.Starts++ }
func (f *Frame) Quit()               { f.Quits++ }
func (f *Frame) CycleAppearance()    { f.Appearances++ }
func (f *Frame) ToggleFullScreen()   { f.FullScreens++ }

func (f *Frame) PlayMaze(m *maze.Maze, path, name string) {
	f.Played = append(f.Played, Played{Maze: m, Path: path, Name: name})
}

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
