package host_test

import (
	"bytes"
	"errors"
	"os"
	"sync"
	"testing"

	"github.com/labyrinth-game/labyrinth/engine/game"
	"github.com/labyrinth-game/labyrinth/net/client"
)

// onDisk is the game as its journal on disk holds it now: every event.
func onDisk(t testing.TB, journal string) []game.Event {
	t.Helper()
	data, err := os.ReadFile(journal)
	if err != nil {
		t.Errorf("reading the journal: %v", err)
		return nil
	}
	_, evs, keep, err := game.ReadJournal(data)
	if err != nil || keep != len(data) {
		t.Errorf("the journal does not read back whole (%d of %d bytes): %v", keep, len(data), err)
	}
	return evs
}

// TestJournalBeforeResult: nothing of a command reaches anyone before the
// command is in the journal on disk. Each client, whenever it hears
// something, finds every event it heard in the game the journal rebuilds
// at that moment; after each result, the journal holds the whole game as
// the host has it; a refused command leaves the journal as it was.
func TestJournalBeforeResult(t *testing.T) {
	h := start(t, config(t))
	addr := h.Addr().String()
	watcher := dial(t, addr, client.Config{Spectate: true})
	players := []*client.Client{dial(t, addr, client.Config{Name: "Ann"}), dial(t, addr, client.Config{Name: "Bob"})}
	journal := h.JournalPath()

	stop := make(chan struct{})
	var wg sync.WaitGroup
	checks := make([]int, 3)
	for i, c := range append(players, watcher) {
		viewer := i
		if i == 2 {
			viewer = game.Spectator
		}
		wg.Add(1)
		go func() {
			defer wg.Done()
			for {
				select {
				case <-c.Updates():
				case <-stop:
					return
				}
				heard := c.EventsSince(0)
				if len(heard) == 0 {
					continue
				}
				checks[i]++
				saved := game.Filter(nil, onDisk(t, journal), viewer)
				if len(saved) < len(heard) {
					t.Errorf("viewer %d heard %d events while the journal held %d of them: %+v", viewer, len(heard), len(saved), heard[len(heard)-1].Event)
					return
				}
			}
		}()
	}

	for _, l := range sample(t) {
		if st := h.Status(); st.Phase == game.Playing && st.Turn == 0 {
			before, _ := os.ReadFile(journal)
			var r *game.Refusal
			if err := players[1].Say(t.Context(), "go up"); !errors.As(err, &r) || r.Code != game.RefusedNotYourTurn {
				t.Fatalf("Bob's move in Ann's turn: %v", err)
			}
			if after, _ := os.ReadFile(journal); !bytes.Equal(before, after) {
				t.Fatalf("a refused command changed the journal")
			}
		}
		if err := playLine(players[l.Command.Player], l); err != nil {
			t.Fatalf("line %d: %v", l.N, err)
		}
		if got, want := len(onDisk(t, journal)), len(h.MasterEvents(0)); got != want {
			t.Fatalf("after line %d's result the journal holds %d events, the host %d", l.N, got, want)
		}
	}
	close(stop)
	wg.Wait()
	for i, n := range checks {
		if n == 0 {
			t.Errorf("client %d never looked at the journal", i)
		}
	}
}
