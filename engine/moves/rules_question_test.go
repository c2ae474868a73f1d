package moves

import "testing"

// TestParseRulesQuestion reads the questions about the rules in force that
// §7 allows at any time ("every player can at any time confirm all the game
// rules").
func TestParseRulesQuestion(t *testing.T) {
	for _, in := range []string{
		"what are the rules?", "What are the rules", "rules?", "rules", "the rules", "Rules.",
		"which rules are in force?", "what rules are in force", "the rules in force?", "which are the rules?",
		"tell me the rules", "show me the rules", "show the rules", "remind me of the game rules",
		"confirm all the game rules", "what are the rules of the game?", "what rules are we playing?",
		"please, what are the rules?",
	} {
		st, err := ParseStatement(in)
		if err != nil || st.Kind != AskRules {
			t.Errorf("§7 ParseStatement(%q) = %+v, %v; want a question about the rules", in, st, err)
		}
	}
	st := Statement{Kind: AskRules}
	if got := st.String(); got != "what are the rules?" {
		t.Errorf("§7 canonical form %q", got)
	}
	for _, in := range []string{"rules go up", "what are the rules for landmines", "go up, rules"} {
		if st, err := ParseStatement(in); err == nil && st.Kind == AskRules {
			t.Errorf("ParseStatement(%q) read a question about the rules", in)
		}
	}
}
