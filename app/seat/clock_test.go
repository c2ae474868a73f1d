package seat

import (
	"errors"
	"testing"
	"time"

	"github.com/labyrinth-game/labyrinth/engine/game"
)

// TestClock follows the clock of §9 as a seat hears it: a timer started
// for a player's move counts Count seconds from when it was heard and
// stops with the next turn, the time being up, the game master stopping
// it, or the end; a player's break lasts its minutes and ends with the
// next turn, a break the majority agreed on (§9) its minutes. What is not
// said aloud, or is a recalled copy, changes nothing.
func TestClock(t *testing.T) {
	h := NewHearing(game.PublicInfo{Names: []string{"Ann", "Bob"}}, 0)
	at := time.Date(2026, 3, 14, 15, 0, 0, 0, time.UTC)
	h.SetNow(func() time.Time { return at })
	hear := func(code game.Code, player, count int) {
		h.Hear(game.Event{Code: code, To: game.Everyone(), Player: player, Other: -1, Count: count, Round: 1})
	}
	if c := h.Clock(); c.Timed != -1 || c.Break != NoBreak {
		t.Fatalf("a new seat's clock: %+v", c)
	}
	if _, ok := h.Clock().Remaining(at); ok {
		t.Fatal("no move is timed yet")
	}

	hear(game.TurnBegins, 1, 0)
	hear(game.TimerStarted, 1, 60)
	at = at.Add(15 * time.Second)
	if left, ok := h.Clock().Remaining(at); !ok || left != 45*time.Second || h.Clock().Timed != 1 {
		t.Fatalf("15 s into Bob's timed minute: %v %v (%+v)", left, ok, h.Clock())
	}
	if left, _ := h.Clock().Remaining(at.Add(time.Hour)); left != 0 {
		t.Fatalf("the time left is never negative: %v", left)
	}
	recalled := game.Event{Code: game.TimerStopped, To: game.Everyone(), Player: 1, Other: -1, Recalled: true}
	private := game.Event{Code: game.TimerStopped, To: game.OnlyPlayer(0), Player: 1, Other: -1}
	h.Hear(recalled, private)
	if h.Clock().Timed != 1 {
		t.Fatal("a recalled copy or a private event stops the clock")
	}
	for _, stop := range []game.Code{game.TurnBegins, game.TimeUp, game.TimerStopped, game.GameOver} {
		hear(game.TimerStarted, 1, 60)
		hear(stop, 1, 0)
		if _, ok := h.Clock().Remaining(at); ok {
			t.Errorf("%s does not stop the clock", stop)
		}
	}

	hear(game.BreakTaken, 0, 5)
	at = at.Add(time.Minute)
	if left, ok := h.Clock().BreakLeft(at); !ok || left != 4*time.Minute || h.Clock().Break != 0 {
		t.Fatalf("Ann's break a minute in: %v %v", left, ok)
	}
	if _, ok := h.Clock().BreakLeft(at.Add(5 * time.Minute)); ok {
		t.Fatal("a break past its minutes is over")
	}
	hear(game.TurnBegins, 0, 0)
	if h.Clock().Break != NoBreak {
		t.Fatal("a player's break ends with the next turn")
	}
	hear(game.BreakAgreed, -1, 5)
	hear(game.TurnBegins, 1, 0)
	if c := h.Clock(); c.Break != Everyone || c.Minutes != 5 {
		t.Fatalf("a break everyone agreed on lasts its minutes: %+v", c)
	}
	hear(game.GameOver, -1, 0)
	if h.Clock().Break != NoBreak {
		t.Fatal("the end ends the break")
	}
}

// TestLink: a seat is connected until its implementation says otherwise;
// a change of the line is news (one signal), the same line again is not,
// and what the seat returns is its own copy.
func TestLink(t *testing.T) {
	h := NewHearing(game.PublicInfo{Names: []string{"Ann", "Bob"}}, 0)
	if l := h.Link(); !l.Connected || l.Ended || len(l.Away) != 0 {
		t.Fatalf("a new seat's line: %+v", l)
	}
	lost := errors.New("connection reset")
	h.SetLink(Link{Err: lost, Attempts: 2, Away: []int{0}})
	if !news(h) {
		t.Fatal("losing the connection is not news")
	}
	h.SetLink(Link{Err: lost, Attempts: 2, Away: []int{0}})
	if news(h) {
		t.Fatal("the same line again is news")
	}
	l := h.Link()
	if l.Connected || l.Attempts != 2 || l.Err != lost || len(l.Away) != 1 {
		t.Fatalf("the line: %+v", l)
	}
	l.Away[0] = 1
	if h.Link().Away[0] != 0 {
		t.Fatal("the caller's copy changes the seat's line")
	}
	h.SetLink(Link{Connected: true})
	if !news(h) || !h.Link().Connected {
		t.Fatal("coming back is news")
	}
}

// news reports whether the hearing had a signal waiting, and takes it.
func news(h *Hearing) bool {
	select {
	case <-h.Updates():
		return true
	default:
		return false
	}
}
