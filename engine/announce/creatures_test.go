package announce

import (
	"strings"
	"testing"

	"github.com/labyrinth-game/labyrinth/engine/game"
	"github.com/labyrinth-game/labyrinth/engine/rules"
)

// What the game master says of the creatures of seed 001 l.110 (O7).
func TestCreatureAnnouncements(t *testing.T) {
	en := English{Names: []string{"Ann", "Bob"}}
	for _, c := range []struct {
		e    game.Event
		want string
	}{
		{game.Event{Code: game.CreaturesTold, Player: -1, Count: 2}, "Creatures live in this labyrinth: two bears."},
		{game.Event{Code: game.CreaturesTold, Player: -1, Limit: 1}, "Creatures live in this labyrinth: a leprechaun."},
		{game.Event{Code: game.CreaturesTold, Player: -1, Count: 1, Limit: 3}, "Creatures live in this labyrinth: a bear and three leprechauns."},
		{game.Event{Code: game.CreaturesTold, Player: -1}, "No creatures live in this labyrinth."},
		{game.Event{Code: game.CreatureMet, Player: 0, Reason: game.Bear}, "Ann meets the bear!"},
		{game.Event{Code: game.CreatureMet, Player: 1, Reason: game.Leprechaun, Count: -3, Yes: true}, "Bob meets the leprechaun: the nearest treasure lies 3 cells west."},
		{game.Event{Code: game.CreatureMet, Player: 1, Reason: game.Leprechaun, Limit: 1, Yes: true}, "Bob meets the leprechaun: the nearest treasure lies 1 cell south."},
		{game.Event{Code: game.CreatureMet, Player: 1, Reason: game.Leprechaun, Count: 1, Limit: -2, Yes: true}, "Bob meets the leprechaun: the nearest treasure lies 1 cell east and 2 cells north."},
		{game.Event{Code: game.CreatureMet, Player: 1, Reason: game.Leprechaun, Yes: true}, "Bob meets the leprechaun: the nearest treasure lies right here."},
		{game.Event{Code: game.CreatureMet, Player: 1, Reason: game.Leprechaun}, "Bob meets the leprechaun: no treasure lies in the labyrinth."},
		{game.Event{Code: game.CreatureHit, Player: 0, Reason: game.Leprechaun}, "A squeal is heard! The leprechaun is killed."},
		{game.Event{Code: game.PlayerWounded, Player: 1, Other: -1, Reason: game.Bear}, "Bob is wounded by the bear."},
		{game.Event{Code: game.PlayerKilled, Player: 1, Other: -1, Reason: game.Bear}, "Bob is killed by the bear."},
	} {
		if got := en.Text(c.e); got != c.want {
			t.Errorf("%s: %q, want %q", c.e.Code, got, c.want)
		}
	}
	r := rules.Reference()
	r.Creatures = true
	if got := strings.Join(RulesInForce(r), "; "); !strings.Contains(got, "creatures live in the labyrinth") {
		t.Errorf("the rules in force do not say the creatures: %s", got)
	}
}
