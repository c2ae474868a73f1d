package session

import (
	"os"
	"path/filepath"
	"reflect"
	"testing"

	"github.com/labyrinth-game/labyrinth/engine/game"
	"github.com/labyrinth-game/labyrinth/engine/maze"
	"github.com/labyrinth-game/labyrinth/engine/rules"
)

// A practice game with computer players seats them after the player, with
// the starts they chose (§6.1: told to each alone), and lists them beside
// the journal so that continuing the game seats them again; deleting the
// game deletes the list.
func TestSoloWithComputers(t *testing.T) {
	m := smallMaze(t)
	dir := t.TempDir()
	journal := filepath.Join(dir, "solo-20260101-000000.journal")
	cs := []Computer{
		{Seat: 1, Name: "Bob", Level: "standard", Seed: 7, Start: maze.At(0, 0)},
		{Seat: 2, Name: "Cid", Level: "expert", Seed: 8, Start: maze.At(3, 1)},
	}
	start := maze.At(2, 0)
	s, heard, err := NewSolo(Solo{Maze: m, Rules: rules.Reference(), Seed: 1, Player: "Ann", Start: &start, Journal: journal, Computers: cs})
	if err != nil {
		t.Fatal(err)
	}
	if got := s.Names(); !reflect.DeepEqual(got, []string{"Ann", "Bob", "Cid"}) {
		t.Fatalf("names %v", got)
	}
	for _, e := range heard {
		if e.Code == game.StartChosen && e.Player != SoloSeat {
			t.Fatalf("the player heard another's start: %+v", e)
		}
	}
	chose := 0
	for _, e := range s.Events(1) {
		if e.Code == game.StartChosen && e.Player == 1 {
			chose++
			if e.Pos != cs[0].Start {
				t.Fatalf("Bob heard he starts on %v", e.Pos)
			}
		}
	}
	if chose != 1 || s.Over() {
		t.Fatalf("Bob's start told %d times", chose)
	}
	s.Close()
	got, err := ReadComputers(journal)
	if err != nil {
		t.Fatal(err)
	}
	want := []Computer{{Seat: 1, Name: "Bob", Level: "standard", Seed: 7}, {Seat: 2, Name: "Cid", Level: "expert", Seed: 8}}
	if !reflect.DeepEqual(got, want) {
		t.Fatalf("read back %+v", got)
	}
	r, err := Resume(journal)
	if err != nil {
		t.Fatal(err)
	}
	if len(r.Names()) != 3 {
		t.Fatalf("resumed with %v", r.Names())
	}
	r.Close()
	if err := RemoveSaved(journal); err != nil {
		t.Fatal(err)
	}
	if _, err := os.Stat(ComputersPath(journal)); !os.IsNotExist(err) {
		t.Fatalf("the list outlived its game: %v", err)
	}
	// A game played alone has no list.
	if cs, err := ReadComputers(filepath.Join(dir, "none.journal")); cs != nil || err != nil {
		t.Fatalf("%v %v", cs, err)
	}
}

func TestSoloComputersRefused(t *testing.T) {
	m := smallMaze(t)
	if _, _, err := NewSolo(Solo{Maze: m, Rules: rules.Reference(), Computers: []Computer{{Seat: 2, Name: "Bob", Level: "standard"}}}); err == nil {
		t.Fatal("a computer player in seat 2 with nobody in seat 1")
	}
	dir := t.TempDir()
	bad := filepath.Join(dir, "solo-x.computers")
	os.WriteFile(bad, []byte(`{"computers":[{"seat":0,"name":"Bob","level":"standard"}]}`), 0o644)
	if _, err := ReadComputers(filepath.Join(dir, "solo-x.journal")); err == nil {
		t.Fatal("seat 0 is the player's")
	}
	os.WriteFile(bad, []byte(`{"computers":`), 0o644)
	if _, err := ReadComputers(filepath.Join(dir, "solo-x.journal")); err == nil {
		t.Fatal("a torn file read")
	}
}

// Under seed 001's G2 the game master places the computer players too.
func TestSoloComputersPlacedUnderG2(t *testing.T) {
	r := rules.Reference()
	r.Starts = rules.StartsMaster
	cs := []Computer{{Seat: 1, Name: "Bob", Level: "standard", Start: maze.At(0, 0)}}
	s, _, err := NewSolo(Solo{Maze: smallMaze(t), Rules: r, Seed: 2, Player: "Ann", Computers: cs})
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	placed := 0
	for _, e := range s.Events(game.Master) {
		if e.Code == game.StartChosen {
			t.Fatalf("under G2 nobody chooses: %+v", e)
		}
		if e.Code == game.StartPlaced {
			placed++
		}
	}
	if placed != 2 || s.Over() {
		t.Fatalf("%d placed", placed)
	}
}
