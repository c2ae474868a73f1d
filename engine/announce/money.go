package announce

import (
	"fmt"
	"strconv"

	"github.com/labyrinth-game/labyrinth/engine/game"
	"github.com/labyrinth-game/labyrinth/engine/rules"
)

// money renders the events of seed 004's money: the hint and the casino.
func (r English) money(e game.Event) (string, bool) {
	p := r.name(e.Player)
	switch e.Code {
	case game.HintBought:
		return fmt.Sprintf("%s pays %s for a hint instead of a move: where am I?", p, coins(e.Count)), true
	case game.HintAnswer:
		return fmt.Sprintf("%s, you are at %s.", p, e.Pos), true
	case game.BetPlayed:
		if e.Yes {
			return fmt.Sprintf("%s bets %s in the casino: the die shows %d — %s wins %s!", p, coins(e.Count), e.Limit, p, coins(e.Count)), true
		}
		return fmt.Sprintf("%s bets %s in the casino: the die shows %d — %s loses the stake.", p, coins(e.Count), e.Limit, p), true
	case game.NoCasino:
		return fmt.Sprintf("%s bets %s, but there is no casino here: the move is spent.", p, coins(e.Count)), true
	}
	return "", false
}

// coins is "one coin", "12 coins".
func coins(n int) string {
	if n == 1 {
		return "one coin"
	}
	return strconv.Itoa(n) + " coins"
}

// moneyRules lists seed 004's money in the rules in force.
func moneyRules(r rules.Rules) []string {
	if r.StartMoney == 0 {
		return nil
	}
	out := []string{"each player starts with " + coins(r.StartMoney)}
	if r.HintPrice > 0 {
		out = append(out, fmt.Sprintf("the hint \"where am I?\" costs %s, instead of a move", coins(r.HintPrice)))
	}
	if r.Casino {
		out = append(out, "on a casino a player may bet instead of a move: a die, 4 to 6 wins the stake, 1 to 3 loses it")
	}
	return out
}
