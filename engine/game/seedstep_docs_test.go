package game_test

import (
	. "github.com/labyrinth-game/labyrinth/engine/game"
	"github.com/labyrinth-game/labyrinth/engine/maze"
)

// The examples of the events the rules of other seeds add (issue 12, part
// B), for docs/events.md's catalogue.
func init() {
	examples[GrenadeRefused] = Event{Player: 0, Dir: maze.Left, Reason: NotHealthy}
	examples[StepAgain] = Event{Player: 0}
	examples[ActAfter] = Event{Player: 0}
}
