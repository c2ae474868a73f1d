package play

import (
	"testing"

	"github.com/labyrinth-game/labyrinth/app/session"
	"github.com/labyrinth-game/labyrinth/engine/maze"
)

// The status panel says the floor in a labyrinth of several floors (seed
// 002 l.5), as far as the player knows it, and nothing on one floor.
func TestFloorPhrase(t *testing.T) {
	for _, c := range []struct {
		k    session.Known
		want string
	}{
		{session.Known{Floors: 1, FloorKnown: true}, ""},
		{session.Known{Floors: 2, Floor: 1, FloorKnown: true}, ", floor 2"},
		{session.Known{Floors: 3}, ", floor not known"},
	} {
		if got := floorPhrase(&c.k); got != c.want {
			t.Errorf("%+v: %q, want %q", c.k, got, c.want)
		}
	}
	if got := kindPhrase(maze.Elevator); got != "an elevator" {
		t.Errorf("elevator: %q", got)
	}
}
