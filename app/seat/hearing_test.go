package seat

import (
	"testing"

	"github.com/labyrinth-game/labyrinth/app/session"
	"github.com/labyrinth-game/labyrinth/engine/game"
	"github.com/labyrinth-game/labyrinth/engine/maze"
)

// TestHearing checks how a seat keeps what it hears: only what its viewer
// may see, numbered from 1; a host's numbered events sent again (after a
// reconnection) skipped; the state and Known worked out; one merged signal.
func TestHearing(t *testing.T) {
	sess := solo(t, "")
	defer sess.Close()
	log := sess.Since(0) // the game's own numbers, the game master's events among them
	h := NewHearing(sess.PublicInfo(), session.SoloSeat)
	for i := range log {
		log[i].Seq = 0
	}
	n := h.Hear(log...)
	if n == 0 || n >= len(log) || h.Heard() != n {
		t.Fatalf("heard %d of %d", n, len(log))
	}
	checkNumbering(t, h)
	if st := h.State(); st.Phase != game.Playing || st.Turn != 0 {
		t.Fatalf("state %+v", st)
	}
	if k := h.Known(); !k.Chose || k.Start != maze.At(1, 0) {
		t.Fatalf("known %+v", k)
	}

	// A host sends the seat's own numbers; after a reconnection it sends
	// again what the seat may have missed, from where it acknowledged.
	again := h.Events(n - 2)
	if h.Hear(again...) != 0 || h.Heard() != n {
		t.Fatal("events heard already are heard again")
	}
	next := game.Event{Seq: n + 1, Code: game.StatusOf, To: game.Everyone(), Player: 0, Other: -1, Status: game.Status{Bullets: 1, Grenades: 2}}
	if h.Hear(append(again, next)...) != 1 || h.Heard() != n+1 || h.Known().Bullets != session.Exactly(1) {
		t.Fatalf("the new event: heard %d, %+v", h.Heard(), h.Known())
	}

	drained := 0
	for {
		select {
		case <-h.Updates():
			drained++
			continue
		default:
		}
		break
	}
	if drained != 1 {
		t.Fatalf("%d signals waiting, want one merged signal", drained)
	}
	h.Signal()
	if !h.CloseUpdates() || h.CloseUpdates() {
		t.Fatal("CloseUpdates closes once")
	}
	h.Signal() // after closing: nothing, and no panic
	h.Hear(game.Event{Code: game.StatusOf, To: game.Everyone(), Player: 0, Other: -1})
	count := 0
	for range h.Updates() {
		count++
	}
	if count != 1 {
		t.Fatalf("%d signals before the channel closed", count)
	}
}
