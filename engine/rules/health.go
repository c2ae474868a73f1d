package rules

import (
	"errors"
	"fmt"
	"slices"

	"github.com/labyrinth-game/labyrinth/engine/quote"
)

// checkPartC checks the options of health, victory, treasures and
// trophies (seed 001's H, V, T and W7, seed 004's lives).
func (r Rules) checkPartC() error {
	if !slices.Contains(HealthRules(), r.Health) {
		return fmt.Errorf("rules: health is %s; must be %s", quote.Short(string(r.Health)), oneOf(HealthRules()))
	}
	if !slices.Contains(Victories(), r.Victory) {
		return fmt.Errorf("rules: victory is %s; must be %s", quote.Short(string(r.Victory)), oneOf(Victories()))
	}
	if !slices.Contains(TrophyRules(), r.Trophies) {
		return fmt.Errorf("rules: trophies is %s; must be %s", quote.Short(string(r.Trophies)), oneOf(TrophyRules()))
	}
	if r.Health == HealthNone {
		// 001's H1 "no health tracking" goes with W1 "no weapons" (its
		// BASIC preset): nothing may wound, so there is no health to keep.
		switch {
		case r.MaxBullets > 0 || r.StartBullets > 0:
			return errors.New("rules: health is not tracked (H1), but players may carry bullets: set max_bullets to 0 (W1)")
		case r.Landmines:
			return errors.New("rules: health is not tracked (H1), but the game has landmines, which wound")
		case r.Encephalitis:
			return errors.New("rules: health is not tracked (H1), but the game has encephalitis cells, which infect")
		}
	}
	return nil
}
