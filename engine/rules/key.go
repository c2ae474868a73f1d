package rules

import "errors"

// The Key game of seed 002 (shared/seeds/002_…): "To exit the labyrinth
// player needs to find exit on one of the monolith wall and have the Key"
// (l.56). Its presets are the sizes it suggests (l.18): "easy: 1 floor:
// 3x3, 4x4, medium: 2 floors 3x3, hard: 1 floor: 5x5, 2 floors: 3x4, 3
// floors: 3x3". The rules are the same for the three; the size is the
// generator's (PresetSizes).

// keyGame is the rules of seed 002.
func keyGame(name string) Rules {
	r := Reference()
	r.Preset = name
	// Cells: empty, wormhole, river, hospital, arsenal, the Key (l.7–14):
	// no landmines, no encephalitis; one exit with a lock (l.5).
	r.Landmines, r.Encephalitis, r.ClosedExits = false, false, false
	r.MinesOnNeighbours = false
	r.MinExits, r.Exits = 1, 1
	// One hospital and one arsenal: "Using two Hospitals and Arsenals" is
	// a variation (l.61).
	r.Weaponries, r.Hospitals = 1, 1
	// Moves are a step or a skip, and the things used (l.24–35): no
	// conditional, dark or semi-dark moves, no throwing.
	r.ConditionalMoves, r.DarkMoves, r.SemiDarkMoves = false, false, false
	r.Throwing = false
	// The arsenal kit (l.13): a gun, fired once (l.31), a knife, used once
	// (l.33: "the same effect as gun, but players should be in the same
	// cell"), a grenade, used once (l.34), a boat (l.35).
	r.StartBullets, r.MaxBullets = 1, 1
	r.StartKnives, r.MaxKnives = 1, 1
	r.StartGrenades, r.MaxGrenades = 1, 1
	r.StartBoats, r.MaxBoats = 1, 1 // "Boat should be used to swim once against the current" (l.35)
	r.WeaponsAfterStep = true       // "Gun can be used by player after the move" (l.31)
	r.WoundedNoGrenades = true      // "A wounded player cannot use weaponry" (l.49)
	r.WoundedDropKit = true         // "wounded and drop arsenal kit and the Key" (l.31)
	r.NoDeath = true                // the wounded "should go to Hospital to be healed" (l.31); nobody dies
	r.SkipCarries = true            // a skip in a wormhole or a river carries (l.46–47)
	r.AnnounceMonolith = true       // "step impossible, monolith" (l.42)
	r.Starts = StartsMaster         // "Game master randomly places players" (l.18)
	r.Victory = VictoryKey          // l.56
	r.Elevators = true              // the ways between floors (l.5)
	return r
}

// KeyEasy is seed 002's easy game: one floor of 3x3 or 4x4 (l.18).
func KeyEasy() Rules { return keyGame("Key easy") }

// KeyMedium is seed 002's medium game: two floors of 3x3 (l.18).
func KeyMedium() Rules { return keyGame("Key medium") }

// KeyHard is seed 002's hard game: one floor of 5x5, two of 3x4 or three
// of 3x3 (l.18).
func KeyHard() Rules { return keyGame("Key hard") }

// checkKey checks the options of the Key game and floors.
func (r Rules) checkKey() error {
	if r.NoDeath && r.Lives == 1 {
		return errors.New("rules: nobody dies (no_death), but lives is 1: the first hit kills (H2)")
	}
	return nil
}
