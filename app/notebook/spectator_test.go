package notebook

import (
	"testing"

	"github.com/labyrinth-game/labyrinth/engine/game"
)

// A spectator keeps a notebook too: his view is what is said aloud.
func TestASpectatorsNotebook(t *testing.T) {
	n, err := New(Options{Seat: game.Spectator, Players: []string{"Ann", "Bob"}})
	if err != nil || n.Seat() != game.Spectator {
		t.Fatalf("a spectator's notebook: %v", err)
	}
	if _, err := New(Options{Seat: -3, Players: []string{"Ann", "Bob"}}); err == nil {
		t.Error("seat -3 makes a notebook")
	}
}
