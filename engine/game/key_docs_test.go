package game_test

import (
	. "github.com/labyrinth-game/labyrinth/engine/game"
	"github.com/labyrinth-game/labyrinth/engine/maze"
)

// The examples of the events of seed 002's Key game and seed 004's
// elevators, for docs/events.md's catalogue.
func init() {
	examples[KeyFound] = Event{Player: 0, Count: 1, Yes: true}
	examples[KeyDropped] = Event{Player: 0, Count: 1, Pos: maze.Pos{X: 1, Y: 2}}
	examples[ExitLocked] = Event{Player: 0, Dir: maze.Right}
	examples[RodeElevator] = Event{Player: 0, Dir: maze.Up, Cell: maze.Elevator}
	examples[Rowed] = Event{Player: 0, Dir: maze.Up, Cell: maze.River}
	examples[BoatFound] = Event{Player: 0, Count: 1, Yes: true}
	examples[Climbed] = Event{Player: 0, Dir: maze.Up, Cell: maze.Land}
}
