package session

import (
	"testing"

	"github.com/labyrinth-game/labyrinth/engine/game"
	"github.com/labyrinth-game/labyrinth/engine/maze"
	"github.com/labyrinth-game/labyrinth/engine/rules"
)

// What a player of seed 002's Key game knows of the Key and of his floor,
// from what he was told.
func TestKnownKeyAndFloor(t *testing.T) {
	key := rules.KeyMedium()
	known := func(floors int, events ...game.Event) *Known {
		k := NewKnown(key, []string{"Ann", "Bob"}, 0)
		k.Floors = floors
		k.Apply(events...)
		return k
	}
	chose := ev(game.StartChosen, func(e *game.Event) { e.Pos = maze.Pos{X: 1, Y: 1, Floor: 1} })
	start := ev(game.StartCell, func(e *game.Event) { e.Cell = maze.Land })
	ride := ev(game.RodeElevator, func(e *game.Event) { e.Dir = maze.Up; e.Cell = maze.Elevator })
	took := ev(game.KeyFound, func(e *game.Event) { e.Count, e.Yes = 1, true })
	t.Run("002 l.40 \"key\": he carries the Key", func(t *testing.T) {
		if k := known(1, start, said("go up"), took); !k.HasKey {
			t.Errorf("%+v", k)
		}
		wounded := ev(game.KeyFound, func(e *game.Event) { e.Count, e.Yes = 1, false })
		if k := known(1, start, said("go up"), wounded); k.HasKey {
			t.Error("002 l.49: the wounded cannot carry it")
		}
	})
	t.Run("002 l.31, l.50: a wound takes the Key and, under wounded_drop_kit, the grenades", func(t *testing.T) {
		notice := ev(game.WoundNotice, func(e *game.Event) { e.Limit = 1 })
		k := known(1, start, said("go up"), took, ev(game.TurnBegins, nil), notice)
		if k.HasKey || k.Grenades != Exactly(0) || k.Health != game.Wounded {
			t.Errorf("%+v", k)
		}
	})
	t.Run("004 l.56 on two floors a ride takes him to the other one", func(t *testing.T) {
		k := known(2, chose, start)
		if !k.FloorKnown || k.Floor != 1 {
			t.Fatalf("chosen start on floor 2: %+v", k)
		}
		k.Apply(said("go up"), ride)
		if !k.FloorKnown || k.Floor != 0 || k.Here != maze.Elevator {
			t.Errorf("after a ride: floor %d known %v, here %v", k.Floor, k.FloorKnown, k.Here)
		}
	})
	t.Run("004 l.56 placed by the game master, or on three floors after a ride, he does not know his floor", func(t *testing.T) {
		if k := known(2, ev(game.StartByMaster, nil), start); k.FloorKnown {
			t.Errorf("placed: %+v", k)
		}
		if k := known(3, chose, start, said("go up"), ride); k.FloorKnown {
			t.Errorf("three floors: %+v", k)
		}
		if k := known(1, ev(game.StartByMaster, nil), start); !k.FloorKnown || k.Floor != 0 {
			t.Errorf("one floor: %+v", k)
		}
	})
	t.Run("002 l.35 a boat: one at the start, spent rowing, dropped with a wound, refilled", func(t *testing.T) {
		rowed := ev(game.Rowed, func(e *game.Event) { e.Dir, e.Cell = maze.Up, maze.River })
		if k := known(1, start); k.Boats != 1 {
			t.Errorf("at the start: %d boats", k.Boats)
		}
		if k := known(1, start, said("row up"), rowed); k.Boats != 0 || k.Here != maze.River {
			t.Errorf("after rowing: %+v", k)
		}
		refill := ev(game.Refilled, func(e *game.Event) { e.Status = game.Status{Health: game.Healthy, Bullets: 1, Grenades: 1, Boats: 1} })
		if k := known(1, start, said("row up"), rowed, said("go up"), refill); k.Boats != 1 {
			t.Errorf("after a weaponry: %d boats", k.Boats)
		}
		// 001 l.108: a weaponry whose stock has no boats gives none; its
		// inventory says so.
		noBoats := ev(game.Refilled, func(e *game.Event) { e.Status = game.Status{Health: game.Healthy, Bullets: 1, Grenades: 1} })
		if k := known(1, start, said("row up"), rowed, said("go up"), noBoats); k.Boats != 0 {
			t.Errorf("after a weaponry without boats: %d boats", k.Boats)
		}
		notice := ev(game.WoundNotice, func(e *game.Event) { e.Limit = 1 })
		if k := known(1, start, said("go up"), ev(game.TurnBegins, nil), notice); k.Boats != 0 {
			t.Errorf("after a wound: %d boats", k.Boats)
		}
	})
	t.Run("§4.7, 002 l.49 the infected drop the Key and their boats", func(t *testing.T) {
		infected := ev(game.InfectedBy, func(e *game.Event) { e.Count = 3 })
		if k := known(1, start, said("go up"), took, said("go up"), infected); k.HasKey || k.Boats != 0 {
			t.Errorf("infected: the Key %v, %d boats", k.HasKey, k.Boats)
		}
	})
	t.Run("002 l.13, l.31, l.33 the kit's knife: one at the start, dropped with a wound", func(t *testing.T) {
		if k := known(1, start); k.Knives != Exactly(1) {
			t.Errorf("at the start: %v knives", k.Knives)
		}
		notice := ev(game.WoundNotice, func(e *game.Event) { e.Limit = 1 })
		if k := known(1, start, said("go up"), ev(game.TurnBegins, nil), notice); k.Knives != Exactly(0) {
			t.Errorf("after a wound: %v knives", k.Knives)
		}
	})
	t.Run("002 l.31 no death: a second wound leaves him wounded", func(t *testing.T) {
		k := NewKnown(key, []string{"Ann", "Bob"}, 0)
		k.wounded()
		k.wounded()
		if k.Health != game.Wounded || k.Lost || k.Lives != Exactly(1) {
			t.Errorf("%+v", k)
		}
	})
}
