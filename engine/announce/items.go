package announce

import (
	"fmt"
	"strings"

	"github.com/labyrinth-game/labyrinth/engine/game"
	"github.com/labyrinth-game/labyrinth/engine/rules"
)

// itemRules lists the rules of seed 001's items, arsenals, walls and cells
// in force (docs/rules.md, "Items, arsenals, walls and cells of other rule
// sets"); the reference's values say nothing.
func itemRules(r rules.Rules) []string {
	var out []string
	add := func(format string, args ...any) { out = append(out, fmt.Sprintf(format, args...)) }
	if r.MaxKnives > 0 {
		add("knives: each player starts with %s and carries at most %s; a knife wounds every other player on its bearer's cell and is spent (W2)",
			knivesText(r.StartKnives), knivesText(r.MaxKnives))
	}
	if r.MaxCement > 0 {
		add("cement: a player carries at most %s from a weaponry; a bag builds a wall on a side of his cell (O4)", countNoun(r.MaxCement, "one bag", fmt.Sprintf("%d bags", r.MaxCement)))
	}
	if r.OneKitPerPlayer {
		add("each weaponry gives each player one kit only (A3, A5)")
	}
	if r.GrenadesKill {
		add("a grenade kills whoever stands in the cell it is thrown towards (W8)")
	}
	if r.OneWayDoors {
		add("some walls may have one-way doors, passed one way only (O5)")
	}
	if r.Windows {
		add("some walls may have windows that bullets fly through (O6)")
	}
	if r.BoomerangRange > 0 {
		add("boomerangs fly %s and come back, or fall at a wall, hitting every player on their way", countNoun(r.BoomerangRange, "one cell", fmt.Sprintf("%d cells", r.BoomerangRange)))
	}
	if r.Swamps {
		add("a player stepping into a swamp loses his next move")
	}
	return out
}

// knivesText counts knives: "no knife", "one knife", "2 knives".
func knivesText(n int) string {
	if n == 0 {
		return "no knife"
	}
	return countNoun(n, "one knife", fmt.Sprintf("%d knives", n))
}

// seedItems lists seed 001's knives, bags of cement and boomerang and seed
// 002's boats a status holds — "one knife and two bags of cement" — or ""
// for none.
func seedItems(s game.Status) string {
	var parts []string
	switch {
	case s.Knives == 1:
		parts = append(parts, "one knife")
	case s.Knives > 1:
		parts = append(parts, number(s.Knives)+" knives")
	}
	switch {
	case s.Cement == 1:
		parts = append(parts, "one bag of cement")
	case s.Cement > 1:
		parts = append(parts, number(s.Cement)+" bags of cement")
	}
	if s.Boomerangs > 0 {
		parts = append(parts, "a boomerang")
	}
	switch {
	case s.Boats == 1:
		parts = append(parts, "one boat")
	case s.Boats > 1:
		parts = append(parts, number(s.Boats)+" boats")
	}
	return strings.Join(parts, " and ")
}
