package session

import (
	"github.com/labyrinth-game/labyrinth/engine/game"
	"github.com/labyrinth-game/labyrinth/engine/maze"
)

// What the player knows of seed 001's items: his knives (l.65), bags of
// cement (l.107) and boomerang (l.109). Each is told exactly by a status
// and a weaponry's inventory; his own knife, wall and boomerang, and what
// he picks up, change it by what is announced.

// items takes in one of the player's own events.
func (k *Known) items(e game.Event) {
	maxK, maxC, maxR := k.rules.MaxKnives, k.rules.MaxCement, min(k.rules.BoomerangRange, 1)
	switch e.Code {
	case game.KnifeUsed:
		k.Knives = k.Knives.add(-1, maxK)
	case game.KnifeRefused:
		if e.Reason == game.NoKnife {
			k.Knives = Exactly(0)
		}
	case game.WallBuilt:
		k.Cement = k.Cement.add(-1, maxC)
	case game.BuildRefused:
		if e.Reason == game.NoCement {
			k.Cement = Exactly(0)
		}
	case game.BoomerangThrown:
		k.Boomerangs = k.Boomerangs.add(-1, maxR)
	case game.BoomerangRefused:
		if e.Reason == game.NoBoomerang {
			k.Boomerangs = Exactly(0)
		}
	case game.BoomerangBack:
		// Caught, unless he was wounded meanwhile (the wounded use no
		// weapons, l.84).
		switch {
		case !e.Yes:
		case k.HealthSure && k.Health == game.Healthy:
			k.Boomerangs = k.Boomerangs.add(1, maxR)
		case !k.HealthSure:
			k.Boomerangs.Hi = maxR
		}
	case game.PickedUp:
		k.Knives = k.Knives.add(e.Items.Knives, maxK)
		k.Cement = k.Cement.add(e.Items.Cement, maxC)
		k.Boomerangs = k.Boomerangs.add(e.Items.Boomerangs, maxR)
	case game.TimeUp, game.DeathNotice, game.DiedOfIllness:
		k.Knives, k.Cement, k.Boomerangs = Exactly(0), Exactly(0), Exactly(0)
	case game.Done:
		// A dark move (§6.7): anything may have been used or found.
		k.Knives, k.Cement, k.Boomerangs = Amount{0, maxK}, Amount{0, maxC}, Amount{0, maxR}
	}
}

// refilledInside widens the items after a grenade thrown where he may
// stand in a weaponry, which refills them at once (§5.3) — unless each
// weaponry gives one kit per player (001's A3, A5).
func (k *Known) refilledInside() {
	if k.rules.OneKitPerPlayer || k.HereKnown && k.Here != maze.Weaponry || k.Out {
		return
	}
	if k.rules.MaxKnives > 0 && (k.Health == game.Healthy || !k.HealthSure) {
		k.Knives.Hi = k.rules.MaxKnives
	}
	if k.rules.MaxCement > 0 {
		k.Cement.Hi = k.rules.MaxCement
	}
	if k.rules.BoomerangRange > 0 && (k.Health == game.Healthy || !k.HealthSure) {
		k.Boomerangs.Hi = 1
	}
}

// SeedItems reports which of seed 001's items the rules have — knives,
// cement, boomerangs — so that a status panel shows only those.
func (k *Known) SeedItems() (knives, cement, boomerangs bool) {
	return k.rules.MaxKnives > 0, k.rules.MaxCement > 0, k.rules.BoomerangRange > 0
}
