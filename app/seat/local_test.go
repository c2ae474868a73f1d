package seat

import (
	"errors"
	"path/filepath"
	"reflect"
	"sync"
	"testing"

	"github.com/labyrinth-game/labyrinth/app/session"
	"github.com/labyrinth-game/labyrinth/engine/game"
	"github.com/labyrinth-game/labyrinth/engine/maze"
	"github.com/labyrinth-game/labyrinth/engine/moves"
	"github.com/labyrinth-game/labyrinth/engine/rules"
)

const small = `{"format": "labyrinth-maze", "version": 1, "width": 4, "height": 3,
  "cells": ["W L L L", "L P1.1 L H", "L L P1.2 L"],
  "walls": [{"at": [1,1], "side": "right"}],
  "exits": [{"at": [1,1], "side": "left"}, {"at": [4,3], "side": "right"}],
  "treasures": [{"at": [4,1], "true": true}, {"at": [1,3]}]}`

// solo starts a practice game on the small maze, the player on (2,1), and
// journals it in dir ("" for none).
func solo(t *testing.T, journal string) *session.Session {
	t.Helper()
	m, err := maze.Decode([]byte(small))
	if err != nil {
		t.Fatal(err)
	}
	start := maze.At(1, 0)
	s, _, err := session.NewSolo(session.Solo{Maze: m, Rules: rules.Reference(), Seed: 3, Player: "Ann", Start: &start, Journal: journal})
	if err != nil {
		t.Fatal(err)
	}
	return s
}

// drain reports whether Updates had a signal waiting, and takes it.
func drain(s Seat) bool {
	select {
	case _, ok := <-s.Updates():
		return ok
	default:
		return false
	}
}

func checkNumbering(t *testing.T, s interface {
	Viewer() int
	Events(int) []game.Event
}) {
	t.Helper()
	for i, e := range s.Events(0) {
		if e.Seq != i+1 {
			t.Fatalf("event %d is numbered %d: a seat numbers what it hears from 1, without gaps", i+1, e.Seq)
		}
		if !e.To.Includes(s.Viewer()) {
			t.Fatalf("the seat heard %+v", e)
		}
	}
}

func TestLocalHearsItsOwnEvents(t *testing.T) {
	sess := solo(t, "")
	s := NewLocal(sess, session.SoloSeat)
	defer s.Close()
	if !drain(s) {
		t.Fatal("the opening is news")
	}
	if info := s.Info(); !reflect.DeepEqual(info, sess.PublicInfo()) || info.Names[0] != "Ann" || !info.Outline.Inside(maze.At(3, 2)) {
		t.Fatalf("info %+v", info)
	}
	if st := s.State(); st.Phase != game.Playing || st.Round != 1 || st.Turn != 0 {
		t.Fatalf("state %+v", st)
	}
	if k := s.Known(); !k.Chose || k.Start != maze.At(1, 0) || k.Bullets != session.Exactly(3) {
		t.Fatalf("§6.1 he knows the start he chose: %+v", k)
	}
	opening := s.Heard()
	checkNumbering(t, s)
	if hidden := len(sess.Since(0)); hidden <= opening {
		t.Fatalf("the log has %d events, the seat heard %d: the game master's must be left out", hidden, opening)
	}

	if err := s.Say(moves.Statement{Kind: moves.SayMove, Move: moves.Step(maze.Right)}); err != nil {
		t.Fatal(err)
	}
	if !drain(s) {
		t.Fatal("the answer is news")
	}
	news := s.Events(opening)
	if len(news) == 0 || news[0].Code != game.Said || news[0].Seq != opening+1 || s.Heard() != opening+len(news) {
		t.Fatalf("after the move: %+v (heard %d)", news, s.Heard())
	}
	if err := s.SayText("status"); err != nil {
		t.Fatal(err)
	}
	checkNumbering(t, s)
	if k := s.Known(); !k.Exact() || k.Here != maze.Land || !k.HereKnown {
		t.Fatalf("known %+v", k)
	}
	if st := s.State(); st.Round != 2 {
		t.Fatalf("a game of one: every move is a round: %+v", st)
	}
}

func TestLocalRefusals(t *testing.T) {
	s := NewLocal(solo(t, ""), session.SoloSeat)
	defer s.Close()
	drain(s)
	heard := s.Heard()
	for _, c := range []struct {
		name string
		do   func() error
		code game.RefusalCode
	}{
		{"§5.5 no wound, no new cell to decline", func() error { return s.Say(moves.Statement{Kind: moves.KeepCell}) }, game.RefusedNothingToDecline},
		{"§6.1 the start is chosen before the game begins", func() error { return s.ChooseStart(maze.At(2, 2)) }, game.RefusedAlreadyBegun},
		{"text that is not a statement", func() error { return s.SayText("go nort") }, game.RefusedParse},
		{"a statement built wrong", func() error { return s.Say(moves.Statement{Kind: moves.SayMove}) }, game.RefusedBadStatement},
	} {
		err := c.do()
		var r *game.Refusal
		if !errors.As(err, &r) || r.Code != c.code || r.Player != session.SoloSeat {
			t.Errorf("%s: %v (%T), want a refusal %s", c.name, err, err, c.code)
		}
	}
	var pe *moves.ParseError
	if err := s.SayText("go nort"); !errors.As(err, &pe) || pe.Offset != 3 {
		t.Errorf("the parse error keeps where the fault is: %v", err)
	}
	if s.Heard() != heard || drain(s) {
		t.Error("a refusal is not news")
	}
}

func TestLocalSpectator(t *testing.T) {
	sess := solo(t, "")
	player := NewLocal(sess, session.SoloSeat)
	watcher := NewLocal(sess, game.Spectator)
	if err := player.SayText("go right"); err != nil {
		t.Fatal(err)
	}
	err := watcher.SayText("go left")
	var r *game.Refusal
	if !errors.As(err, &r) || r.Code != game.RefusedSpectator {
		t.Fatalf("a spectator says nothing: %v", err)
	}
	for _, e := range watcher.Events(0) {
		if e.To.Kind != game.ToEveryone {
			t.Fatalf("the spectator heard %+v", e)
		}
		if e.Code == game.StartChosen {
			t.Fatal("§6.1 the start is the player's secret")
		}
	}
	if watcher.Heard() == 0 || watcher.Heard() >= player.Heard() {
		t.Fatalf("the spectator heard %d, the player %d", watcher.Heard(), player.Heard())
	}
	checkNumbering(t, watcher)
	player.Close()
}

func TestLocalRevealAndClose(t *testing.T) {
	path := filepath.Join(t.TempDir(), "g.journal")
	s := NewLocal(solo(t, path), session.SoloSeat)
	if s.JournalPath() != path {
		t.Fatalf("journal %q", s.JournalPath())
	}
	if _, err := s.Reveal(); !errors.Is(err, session.ErrNotOver) {
		t.Fatalf("the plan before the end: %v", err)
	}
	if err := s.Say(moves.Statement{Kind: moves.SayMove, Move: moves.SkipMove()}); err != nil {
		t.Fatal(err)
	}
	if !Over(s) || s.State().Result != game.DrawAllSkipped {
		t.Fatalf("§6.6 alone, a skip is a draw: %+v", s.State())
	}
	rev, err := s.Reveal()
	if err != nil || rev.Result != game.DrawAllSkipped || rev.Plan == nil {
		t.Fatalf("reveal %+v: %v", rev, err)
	}
	if err := s.Close(); err != nil {
		t.Fatal(err)
	}
	for range s.Updates() {
	} // closed: the loop ends
	if err := s.SayText("status"); !errors.Is(err, ErrClosed) {
		t.Fatalf("after Close: %v", err)
	}
	if err := s.Close(); err != nil {
		t.Fatal(err)
	}
	// The game resumed: the seat hears the whole log again, numbered the same.
	sess, err := session.Resume(path)
	if err != nil {
		t.Fatal(err)
	}
	again := NewLocal(sess, session.SoloSeat)
	defer again.Close()
	if again.Heard() == 0 || !Over(again) {
		t.Fatalf("resumed: heard %d, %+v", again.Heard(), again.State())
	}
	checkNumbering(t, again)
}

// TestLocalConcurrent reads the seat while it is spoken to: run with -race.
func TestLocalConcurrent(t *testing.T) {
	s := NewLocal(solo(t, ""), session.SoloSeat)
	defer s.Close()
	var wg sync.WaitGroup
	stop := make(chan struct{})
	for range 3 {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for {
				select {
				case <-stop:
					return
				default:
				}
				_ = s.State()
				_ = s.Known()
				_ = s.Events(s.Heard() / 2)
			}
		}()
	}
	for _, text := range []string{"go right", "go left", "status", "go down", "go up"} {
		if err := s.SayText(text); err != nil {
			var r *game.Refusal
			if !errors.As(err, &r) {
				t.Error(err)
			}
		}
	}
	close(stop)
	wg.Wait()
	checkNumbering(t, s)
}
