package announce

import (
	"fmt"

	"github.com/labyrinth-game/labyrinth/engine/rules"
)

// keyRules lists the rules of seed 002's Key game and of floors in force
// (the victory "key" is said with the other victories).
func keyRules(r rules.Rules) []string {
	var out []string
	add := func(format string, args ...any) { out = append(out, fmt.Sprintf(format, args...)) }
	if r.NoDeath {
		add("nobody dies: a wounded player hit again stays wounded, and a hospital heals him")
	}
	if r.WoundedDropKit {
		add("the wounded drop their whole kit where they stand: bullets, grenades, knives, boats and the Key")
	}
	if r.MaxBoats > 0 {
		add("boats: each player starts with %s and carries at most %s; a boat takes him one cell up a river, against the current, once (\"row up\")",
			quantityOrNo(r.StartBoats, "boat"), quantityOrNo(r.MaxBoats, "boat"))
	}
	if r.Elevators {
		add("elevators join the floors: one behaves as a pit and takes a player to the elevator at the same place on another floor")
	}
	if r.Stairs {
		add("staircases join the floors: \"go upstairs\" and \"go downstairs\" keep one's place on the floor (G3)")
	}
	return out
}
