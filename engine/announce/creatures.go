package announce

import (
	"fmt"

	"github.com/labyrinth-game/labyrinth/engine/game"
)

// creaturesTold declares the creatures' kinds before play (001's O7).
func creaturesTold(bears, leprechauns int) string {
	switch {
	case bears == 0 && leprechauns == 0:
		return "No creatures live in this labyrinth."
	case leprechauns == 0:
		return fmt.Sprintf("Creatures live in this labyrinth: %s.", countNoun(bears, "a bear", number(bears)+" bears"))
	case bears == 0:
		return fmt.Sprintf("Creatures live in this labyrinth: %s.", countNoun(leprechauns, "a leprechaun", number(leprechauns)+" leprechauns"))
	}
	return fmt.Sprintf("Creatures live in this labyrinth: %s and %s.",
		countNoun(bears, "a bear", number(bears)+" bears"), countNoun(leprechauns, "a leprechaun", number(leprechauns)+" leprechauns"))
}

// creatureMet is what a player hears meeting a creature (001 l.110): the
// bear's attack, or the leprechaun's word on the nearest treasure.
func (r English) creatureMet(e game.Event) string {
	p := r.name(e.Player)
	if e.Reason == game.Bear {
		return fmt.Sprintf("%s meets the bear!", p)
	}
	if !e.Yes {
		return fmt.Sprintf("%s meets the leprechaun: no treasure lies in the labyrinth.", p)
	}
	if e.Count == 0 && e.Limit == 0 {
		return fmt.Sprintf("%s meets the leprechaun: the nearest treasure lies right here.", p)
	}
	return fmt.Sprintf("%s meets the leprechaun: the nearest treasure lies %s.", p, offset(e.Count, e.Limit))
}

// offset says a distance east and south as people do: "2 cells east and
// 1 cell north".
func offset(east, south int) string {
	part := func(n int, pos, neg string) string {
		way := pos
		if n < 0 {
			n, way = -n, neg
		}
		return countNoun(n, "1 cell ", fmt.Sprintf("%d cells ", n)) + way
	}
	switch {
	case south == 0:
		return part(east, "east", "west")
	case east == 0:
		return part(south, "south", "north")
	}
	return part(east, "east", "west") + " and " + part(south, "south", "north")
}
