package announce

import (
	"strings"
	"testing"

	"github.com/labyrinth-game/labyrinth/engine/game"
	"github.com/labyrinth-game/labyrinth/engine/maze"
	"github.com/labyrinth-game/labyrinth/engine/rules"
)

// Seed 004's money as the game master says it: the hint (l.59–60), the
// casino (l.30–32), the money in a status, the bombs (l.53–55) and the
// rules in force.
func TestMoneyAnnouncements(t *testing.T) {
	en := English{Names: []string{"Ann", "Bob"}}
	ev := func(c game.Code, f func(e *game.Event)) game.Event {
		e := game.Event{Code: c, Player: 0, Other: -1, To: game.Everyone()}
		f(&e)
		return e
	}
	for _, c := range []struct {
		e    game.Event
		want string
	}{
		{ev(game.HintBought, func(e *game.Event) { e.Count = 5 }), "Ann pays 5 coins for a hint instead of a move: where am I?"},
		{ev(game.HintAnswer, func(e *game.Event) { e.Pos = maze.At(1, 2) }), "Ann, you are at (2,3)."},
		{ev(game.BetPlayed, func(e *game.Event) { e.Count, e.Limit, e.Yes = 1, 6, true }), "Ann bets one coin in the casino: the die shows 6 — Ann wins one coin!"},
		{ev(game.BetPlayed, func(e *game.Event) { e.Count, e.Limit = 4, 2 }), "Ann bets 4 coins in the casino: the die shows 2 — Ann loses the stake."},
		{ev(game.NoCasino, func(e *game.Event) { e.Count = 4 }), "Ann bets 4 coins, but there is no casino here: the move is spent."},
		{ev(game.StatusOf, func(e *game.Event) { e.Status = game.Status{Bullets: 3, Grenades: 3, Lives: 3, Money: 12} }), "12 coins"},
		{ev(game.Moved, func(e *game.Event) { e.Dir, e.Cell = maze.Right, maze.Casino }), "Walked into a casino."},
		{ev(game.WallReport, func(e *game.Event) { e.Dir, e.Reason = maze.Up, game.Exploded }), "The bomb exploded."},
		{ev(game.WallReport, func(e *game.Event) { e.Dir, e.Reason = maze.Up, game.NotExploded }), "The bomb did not explode."},
	} {
		if got := en.Text(c.e); !strings.Contains(got, c.want) {
			t.Errorf("%s: %q, want %q", c.e.Code, got, c.want)
		}
	}
	all := strings.Join(RulesInForce(rules.LivesAndMoney()), "; ")
	for _, want := range []string{"each player starts with 10 coins", `the hint "where am I?" costs 5 coins`, "on a casino a player may bet", "only whether a bomb exploded"} {
		if !strings.Contains(all, want) {
			t.Errorf("the rules in force of Lives and money lack %q:\n%s", want, all)
		}
	}
	if ref := strings.Join(RulesInForce(rules.Reference()), "; "); strings.Contains(ref, "coin") {
		t.Errorf("the reference's rules speak of money: %s", ref)
	}
}
