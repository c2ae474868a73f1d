package session

import (
	"github.com/labyrinth-game/labyrinth/engine/game"
	"github.com/labyrinth-game/labyrinth/engine/maze"
)

// What a player of seed 002's Key game knows of the Key and of the floor
// he stands on (Known.HasKey, Known.Floor).

// keyGame learns from his own Key and elevator events: "key" (he took it,
// unless wounded, 002 l.40), "exit, key required" (he stays where he was),
// and an elevator ride to another floor (004 l.56).
func (k *Known) keyGame(e game.Event) {
	switch e.Code {
	case game.KeyFound:
		k.HasKey = k.HasKey || e.Yes
	case game.Climbed:
		k.arrived(e.Cell)
		k.tick(false)
		if e.Dir == maze.Up {
			k.Floor++ // 001's G3: a staircase keeps (x, y), one floor up or down
		} else {
			k.Floor--
		}
	case game.Rowed:
		k.Boats = max(k.Boats-1, 0)
		k.arrived(e.Cell)
		k.tick(false)
	case game.BoatFound:
		if e.Yes {
			k.Boats = min(k.Boats+e.Count, k.rules.MaxBoats)
		}
	case game.RodeElevator:
		if k.Out {
			k.Out = false
		}
		k.arrived(maze.Elevator)
		k.tick(false)
		switch {
		case k.Floors == 2 && k.FloorKnown:
			k.Floor = 1 - k.Floor
		case k.Floors > 2:
			k.FloorKnown = false
		}
	}
}

// startFloor is what he knows of his floor when play begins: his own
// choice, or on one floor the only one.
func (k *Known) startFloor() {
	if k.Floors <= 1 {
		k.Floor, k.FloorKnown = 0, true
	}
}

// droppedKit is what a wound takes: the Key (002 l.50), and under
// wounded_drop_kit his grenades too (l.31).
func (k *Known) droppedKit() {
	k.HasKey = false
	if k.rules.WoundedDropKit {
		k.Grenades, k.Knives = Exactly(0), Exactly(0)
		k.Boats = 0
	}
}
