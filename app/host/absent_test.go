package host_test

import (
	"slices"
	"testing"
	"time"

	"github.com/labyrinth-game/labyrinth/app/host"
	"github.com/labyrinth-game/labyrinth/engine/game"
	"github.com/labyrinth-game/labyrinth/net/client"
	"github.com/labyrinth-game/labyrinth/net/wire"
)

const moveTime = 60 * time.Second

// timedGame starts a game of Ann and Bob whose rules time moves (§9,
// move_seconds 60) on a fake clock, with their starts chosen: Ann's turn.
func timedGame(t *testing.T, seconds int, absent host.Absent) (*host.Host, *fakeClock, *client.Client, *client.Client) {
	t.Helper()
	clock := &fakeClock{}
	cfg := config(t)
	cfg.Rules.MoveSeconds = seconds
	cfg.Clock, cfg.Absent = clock, absent
	h := start(t, cfg)
	addr := h.Addr().String()
	ann := dial(t, addr, client.Config{Name: "Ann"})
	bob := dial(t, addr, client.Config{Name: "Bob"})
	play(t, []*client.Client{ann, bob}, sample(t)[:2])
	return h, clock, ann, bob
}

// codes are the codes of the game's events after the first from.
func codes(h *host.Host, from int) []game.Code {
	var out []game.Code
	for _, e := range h.MasterEvents(from) {
		out = append(out, e.Code)
	}
	return out
}

// away waits until the host sees seat's player away.
func away(t *testing.T, h *host.Host, seat int) {
	t.Helper()
	waitFor(t, "the player away", func() bool { return h.Status().Presence.Seats[seat].State == wire.Away })
}

// TestAbsentTimed: with §9's timing on, the host times an absent player's
// move, and when the time runs out he has lost (time_up); a move timed on
// a player's request stops being timed when he moves in time.
func TestAbsentTimed(t *testing.T) {
	h, clock, ann, bob := timedGame(t, 60, "")

	// Bob asks for Ann's move to be timed; the computer grants it, and
	// Ann moves in time: the clock stops.
	if err := bob.Say(t.Context(), "time Ann"); err != nil {
		t.Fatal(err)
	}
	if got := clock.pending(); !slices.Equal(got, []time.Duration{moveTime}) || h.Status().Timed != 0 {
		t.Fatalf("Ann's move timed: timers %v, timed %d", got, h.Status().Timed)
	}
	if err := ann.Say(t.Context(), "go up"); err != nil {
		t.Fatal(err)
	}
	if got := clock.pending(); len(got) != 0 || h.Status().Timed != -1 {
		t.Fatalf("Ann moved in time: timers %v, timed %d", got, h.Status().Timed)
	}

	// Bob leaves in his turn: his move is timed at once.
	from := len(h.MasterEvents(0))
	bob.Close()
	away(t, h, 1)
	if got := codes(h, from); !slices.Equal(got, []game.Code{game.TimerStarted}) || h.Status().Timed != 1 {
		t.Fatalf("Bob away in his turn: events %v, timed %d; want his move timed", got, h.Status().Timed)
	}
	waitFor(t, "Ann hearing of the timer", func() bool {
		evs := ann.EventsSince(0)
		return len(evs) > 0 && evs[len(evs)-1].Event.Code == game.TimerStarted && evs[len(evs)-1].Event.Player == 1
	})
	if clock.fire(moveTime) != 1 {
		t.Fatal("no clock for Bob's move")
	}
	got := codes(h, from)
	if len(got) < 2 || got[1] != game.TimeUp {
		t.Fatalf("Bob's time ran out: events %v, want time_up", got)
	}
	waitFor(t, "Ann hearing that Bob's time is up", func() bool {
		for _, e := range ann.EventsSince(0) {
			if e.Event.Code == game.TimeUp && e.Event.Player == 1 {
				return true
			}
		}
		return false
	})
	// The clock's decisions are in the journal: the game resumes with them.
	h.Close()
	h2 := resume(t, h.JournalPath(), host.ResumeConfig{Options: host.Options{Clock: &fakeClock{}}})
	sameLog(t, "the resumed game", h2.MasterEvents(0), h.MasterEvents(0))
}

// TestAbsentWaits: without timing, the game waits for an absent player.
func TestAbsentWaits(t *testing.T) {
	h, clock, ann, bob := timedGame(t, 0, "")
	if err := ann.Say(t.Context(), "go up"); err != nil {
		t.Fatal(err)
	}
	from := len(h.MasterEvents(0))
	bob.Close()
	away(t, h, 1)
	if got := codes(h, from); len(got) != 0 || len(clock.pending()) != 0 {
		t.Fatalf("Bob away without timing: events %v, timers %v; want the game to wait", got, clock.pending())
	}
	if st := h.Status(); st.Turn != 1 || st.Timed != -1 {
		t.Fatalf("%+v, want Bob's turn, untimed", st)
	}
}

// TestAbsentHostDecides: the host does nothing by itself; the game master
// starts the timer, and the clock does the rest.
func TestAbsentHostDecides(t *testing.T) {
	h, clock, ann, bob := timedGame(t, 60, host.AbsentHostDecides)
	if err := ann.Say(t.Context(), "go up"); err != nil {
		t.Fatal(err)
	}
	from := len(h.MasterEvents(0))
	bob.Close()
	away(t, h, 1)
	if got := codes(h, from); len(got) != 0 {
		t.Fatalf("Bob away, the host deciding: events %v, want none", got)
	}
	if err := h.Command(game.Command{Kind: game.StartTimer}); err != nil {
		t.Fatal(err)
	}
	if clock.fire(moveTime) != 1 {
		t.Fatal("no clock for Bob's move")
	}
	if got := codes(h, from); len(got) < 2 || got[0] != game.TimerStarted || got[1] != game.TimeUp {
		t.Fatalf("the game master timed Bob's move and it ran out: %v", got)
	}
}

// TestAbsentTimingStopped: when the game master stops the timing the
// host started for an absent player (§9), the host does not start it
// again for that move; his next turn is timed again.
func TestAbsentTimingStopped(t *testing.T) {
	h, clock, ann, bob := timedGame(t, 60, "")
	if err := ann.Say(t.Context(), "go up"); err != nil {
		t.Fatal(err)
	}
	bob.Close()
	away(t, h, 1)
	waitFor(t, "Bob's move timed", func() bool { return h.Table().Timing.Timed == 1 })
	if err := h.StopTiming(); err != nil {
		t.Fatal(err)
	}
	if tm := h.Table().Timing; tm.Timed != -1 || len(clock.pending()) != 0 {
		t.Fatalf("the game master stopped the timing: %+v, timers %v", tm, clock.pending())
	}
	// The game master times him again himself, and the clock runs out.
	if err := h.TimeMove(); err != nil {
		t.Fatal(err)
	}
	if clock.fire(moveTime) != 1 {
		t.Fatal("no clock for Bob's move timed again")
	}
	if st := h.Table(); st.Seats[1].Out != game.TimeUp {
		t.Errorf("Bob out of time: %+v", st.Seats[1])
	}
}

// TestResumeGrace: a resumed host gives the players it held a seat for
// time to come back (Options.Grace) before it times an absent player's
// move.
func TestResumeGrace(t *testing.T) {
	h1, _, ann, bob := timedGame(t, 60, "")
	if err := ann.Say(t.Context(), "go up"); err != nil {
		t.Fatal(err)
	}
	h1.Close() // in Bob's turn, untimed
	bob.Close()
	clock := &fakeClock{}
	h2 := resume(t, h1.JournalPath(), host.ResumeConfig{Options: host.Options{Clock: clock, Grace: 10 * time.Second}})
	from := len(h2.MasterEvents(0))
	reconnected(t, h2, ann)
	if got := codes(h2, from); len(got) != 0 {
		t.Fatalf("Bob not back yet, within the grace: %v, want nothing", got)
	}
	if clock.fire(10*time.Second) != 1 {
		t.Fatal("no grace")
	}
	if got := codes(h2, from); !slices.Equal(got, []game.Code{game.TimerStarted}) {
		t.Fatalf("the grace over without Bob: %v, want his move timed", got)
	}
	if clock.fire(moveTime) != 1 {
		t.Fatal("no clock for Bob's move")
	}
	if got := codes(h2, from); len(got) < 2 || got[1] != game.TimeUp {
		t.Fatalf("Bob's time ran out: %v", got)
	}
}

// TestResumeTimedMove: a move being timed when the host stopped is timed
// again, in full, by the resumed host.
func TestResumeTimedMove(t *testing.T) {
	h1, _, ann, bob := timedGame(t, 60, "")
	if err := ann.Say(t.Context(), "go up"); err != nil {
		t.Fatal(err)
	}
	bob.Close()
	away(t, h1, 1)
	if h1.Status().Timed != 1 {
		t.Fatal("Bob's move is not timed")
	}
	h1.Close()
	clock := &fakeClock{}
	h2 := resume(t, h1.JournalPath(), host.ResumeConfig{Options: host.Options{Clock: clock}})
	if h2.Status().Timed != 1 || !slices.Contains(clock.pending(), moveTime) {
		t.Fatalf("resumed: timed %d, timers %v; want Bob's move timed", h2.Status().Timed, clock.pending())
	}
	from := len(h2.MasterEvents(0))
	clock.fire(moveTime)
	if got := codes(h2, from); len(got) == 0 || got[0] != game.TimeUp {
		t.Fatalf("Bob's time ran out: %v", got)
	}
}
