package moves

import (
	"reflect"
	"strings"
	"testing"
)

// TestMoneyStatements checks the statements of seed 004's money: the paid
// hint (l.59–60) and the casino's bet (l.30–32; its game is docs/rules.md,
// "Money, hints and the casino").
func TestMoneyStatements(t *testing.T) {
	t.Run("004 l.59–60 R41: the hint \"where am I?\" in its phrasings", func(t *testing.T) {
		for _, s := range []string{"where am I?", "Where am I", "hint", "buy a hint", "I buy a hint.", "I'd like a hint",
			"tell me where I am", "where on the map am I?", "I'm lost", "please, where am I?"} {
			st, err := ParseStatement(s)
			if err != nil || !reflect.DeepEqual(st, Statement{Kind: BuyHint}) {
				t.Errorf("ParseStatement(%q) = %+v, %v; want the hint", s, st, err)
			}
		}
		if got := (Statement{Kind: BuyHint}).String(); got != "where am I?" {
			t.Errorf("String = %q", got)
		}
	})
	t.Run("004 l.30–32 R24: a bet in the casino", func(t *testing.T) {
		for s, n := range map[string]int32{"bet 3": 3, "I bet 3 coins": 3, "bet three": 3, "stake 10": 10, "play the casino for 7": 7,
			"bet 1000000": MaxStake, "Bet 1 coin.": 1} {
			st, err := ParseStatement(s)
			if err != nil || !reflect.DeepEqual(st, Statement{Kind: PlaceBet, Amount: n}) {
				t.Errorf("ParseStatement(%q) = %+v, %v; want a bet of %d", s, st, err, n)
			}
		}
		if got := (Statement{Kind: PlaceBet, Amount: 12}).String(); got != "bet 12" {
			t.Errorf("String = %q", got)
		}
	})
	t.Run("004 l.30–32 R24: what is not a bet says why", func(t *testing.T) {
		for s, want := range map[string]string{
			"bet":                      `expected how much after "bet"`,
			"bet 0":                    "a bet of 0: it must be from 1 to 1000000",
			"bet 1000001":              "a bet of 1000001",
			"bet 99999999999999999999": "a bet of 99999999999999999999",
			"bet all":                  `unexpected "all" after "bet"`,
			"bet 3, go up":             `unexpected "go" after "bet 3,"`,
			"where am I, go up":        "", // not the hint: read as a move, and refused as one
		} {
			_, err := ParseStatement(s)
			if err == nil {
				t.Errorf("ParseStatement(%q) accepted", s)
				continue
			}
			if !strings.Contains(err.Error(), want) {
				t.Errorf("ParseStatement(%q) = %v; want %q", s, err, want)
			}
		}
	})
	t.Run("a bet's amount is checked", func(t *testing.T) {
		for _, st := range []Statement{{Kind: PlaceBet}, {Kind: PlaceBet, Amount: MaxStake + 1}, {Kind: BuyHint, Amount: 2}, {Kind: AskStatus, Amount: 1}} {
			if err := st.Validate(); err == nil {
				t.Errorf("%+v is valid", st)
			}
		}
	})
}
