package bot

import (
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/labyrinth-game/labyrinth/app/session"
	"github.com/labyrinth-game/labyrinth/engine/game"
	"github.com/labyrinth-game/labyrinth/engine/maze"
	"github.com/labyrinth-game/labyrinth/engine/moves"
	"github.com/labyrinth-game/labyrinth/engine/rules"
)

// A practice game with two computer players: the person moves, and the
// bots answer in their turns at a human pace — never sooner than MinPace
// after the move before — and their moves reach the person's seat; the
// game is saved with them and continues with them.
func TestPracticeWithComputers(t *testing.T) {
	r := rules.Reference()
	m := generated(t, 6, 6, 3, r, 2)
	journal := filepath.Join(t.TempDir(), "solo-20260101-000000.journal")
	cs := Computers(m, r, "Bob", []Level{Standard, Beginner}, 5)
	if len(cs) != 2 || cs[0].Name == "Bob" || cs[1].Name == "Bob" || cs[0].Name == cs[1].Name {
		t.Fatalf("computer players %+v", cs)
	}
	start := maze.At(0, 0)
	sess, _, err := session.NewSolo(session.Solo{Maze: m, Rules: r, Seed: 5, Player: "Bob", Start: &start, Journal: journal, Computers: cs})
	if err != nil {
		t.Fatal(err)
	}
	s, err := Practice(sess, cs, 0, func(name string, err error) { t.Errorf("%s: %v", name, err) })
	if err != nil {
		t.Fatal(err)
	}
	for round := 0; round < 3 && !overFor(s.State()); round++ {
		said := time.Now()
		if err := s.Say(moves.Statement{Kind: moves.SayMove, Move: moves.Step(maze.Dirs[round%4])}); err != nil {
			t.Fatal(err)
		}
		heard := s.Heard()
		var first time.Time
		for !overFor(s.State()) && s.State().Turn != 0 {
			select {
			case <-s.Updates():
			case <-time.After(10 * time.Second):
				t.Fatal("the computer players did not move")
			}
			for _, e := range s.Events(heard) {
				if e.Code == game.Said && e.Player != 0 && first.IsZero() {
					first = time.Now()
				}
			}
		}
		if !first.IsZero() && first.Sub(said) < MinPace-time.Millisecond {
			t.Fatalf("a computer player answered %v after the person's move: not a human pace", first.Sub(said))
		}
	}
	said := map[int]bool{}
	for _, e := range s.Events(0) {
		if e.Code == game.Said {
			said[e.Player] = true
		}
	}
	if !said[1] || !said[2] {
		t.Fatalf("the person heard the moves of %v", said)
	}
	if err := s.Close(); err != nil {
		t.Fatal(err)
	}
	// Continued, the game seats the same computer players.
	back, err := session.ReadComputers(journal)
	if err != nil || len(back) != 2 || back[0].Level != "standard" || back[1].Level != "beginner" {
		t.Fatalf("%+v %v", back, err)
	}
	again, err := session.Resume(journal)
	if err != nil {
		t.Fatal(err)
	}
	s, err = Practice(again, back, MinPace, nil)
	if err != nil {
		t.Fatal(err)
	}
	s.Close()
}

func overFor(st game.PublicState) bool { return st.Phase == game.Over }

// The computer players are named apart from the person, whatever his name.
func TestComputersNames(t *testing.T) {
	r := rules.Reference()
	m := generated(t, 6, 6, 3, r, 2)
	cs := Computers(m, r, "ann", []Level{Beginner, Beginner, Beginner, Beginner, Beginner, Beginner, Beginner}, 1)
	seen := map[string]bool{"ann": true}
	for i, c := range cs {
		if c.Seat != i+1 || seen[strings.ToLower(c.Name)] || !m.Inside(c.Start) {
			t.Fatalf("computer player %d: %+v", i, c)
		}
		seen[strings.ToLower(c.Name)] = true
	}
}
