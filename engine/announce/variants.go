package announce

import (
	"fmt"

	"github.com/labyrinth-game/labyrinth/engine/rules"
)

// otherRuleSets lists the rules of seeds 001 and 004 in force that differ
// from the reference: health and lives, victory, treasures, trophies and
// the extra news. The reference's own values say nothing here.
func otherRuleSets(r rules.Rules) []string {
	var out []string
	add := func(format string, args ...any) { out = append(out, fmt.Sprintf(format, args...)) }
	if r.Health == rules.HealthNone {
		add("health is not tracked: nothing wounds (H1)")
	}
	switch n := r.Lives; {
	case n == 1:
		add("the first hit kills (H2)")
	case n > 2:
		add("%s lives: each hit takes one, a hospital restores them all", number(n))
	}
	switch r.Victory {
	case rules.VictoryTreasure:
		add("only carrying a true treasure out wins: the last player left plays on (V2)")
	case rules.VictoryAllTreasures:
		add("carrying every true treasure out wins, one at a time, each kept outside (V3)")
	case rules.VictoryAllTreasuresAndLast:
		add("carrying every true treasure out, one at a time, and being the last player left wins (V4)")
	case rules.VictoryExit:
		add("the first player out through an exit wins; treasures play no part, and the last player left plays on")
	case rules.VictoryKey:
		add("leaving by the locked exit with the Key wins; without it the exit stays shut, treasures play no part, and the last player left plays on")
	}
	switch n := r.TrueTreasures; {
	case n < 0:
		add("any number of true treasures (T3)")
	case n > 0:
		add("%s", countNoun(n, "one true treasure", fmt.Sprintf("%d true treasures", n)))
	}
	if n := r.MaxFakeTreasures; n > 0 {
		add("at most %s", countNoun(n, "one fake treasure (T2)", fmt.Sprintf("%d fake treasures", n)))
	}
	switch r.Trophies {
	case rules.TrophiesOnArrival:
		add("a dead player's weapons are trophies for whoever steps into his cell (W7)")
	case rules.TrophiesNone:
		add("a dead player's weapons are lost with him")
	}
	if r.TellReturned {
		add("a player whose move takes him back where it began is told so")
	}
	if r.AnnouncePlan {
		add("the pit loops, rivers, weaponries and hospitals are announced before play")
	}
	if r.Creatures {
		add("creatures live in the labyrinth: a bear wounds whom it meets, a leprechaun tells whom it meets where the nearest treasure lies (O7)")
	}
	return out
}
