package cli

import (
	"strings"
	"testing"
)

// TestTournament plays a short tournament (a handful of games: the
// 1,000-game run is a command whose figures are in docs/bots.md).
func TestTournament(t *testing.T) {
	code, out, errs := run(t, "", "tournament", "--games", "2", "--size", "6x6", "--bots", "beginner,standard", "--seed", "5")
	if code != 0 || errs != "" {
		t.Fatalf("exit %d: %s%s", code, out, errs)
	}
	for _, want := range []string{"2 games per pairing on generated 6x6 labyrinths", "rules Reference, seeds 5–6", "beginner–standard", "beginner–beginner", "standard–standard", "decisive (of all)", "first seat", "How the games ended:"} {
		if !strings.Contains(out, want) {
			t.Errorf("the output lacks %q:\n%s", want, out)
		}
	}
	if strings.Contains(out, "expert") {
		t.Errorf("only the levels asked for play:\n%s", out)
	}
	// The same seed, the same tournament.
	if _, again, _ := run(t, "", "tournament", "--games", "2", "--size", "6x6", "--bots", "beginner,standard", "--seed", "5"); again != out {
		t.Errorf("a tournament is not reproducible:\n%s\n%s", out, again)
	}
}

func TestTournamentUsage(t *testing.T) {
	for _, c := range []struct {
		args []string
		msg  string
	}{
		{[]string{"--games", "0"}, "--games 0: play at least one game"},
		{[]string{"--size", "8by8"}, `--size "8by8": expected WIDTHxHEIGHT`},
		{[]string{"--bots", "beginner,grandmaster"}, `unknown bot level "grandmaster"`},
		{[]string{"--rules", "NOSUCH-PRESET"}, "--rules:"},
		{[]string{"--seed", "-1"}, `--seed "-1" is not a whole number`},
		{[]string{"extra"}, `unexpected argument "extra"`},
	} {
		code, out, errs := run(t, "", append([]string{"tournament"}, c.args...)...)
		if code != 2 || out != "" || !strings.Contains(errs, c.msg) {
			t.Errorf("%v: exit %d, stdout %q, stderr %s", c.args, code, out, errs)
		}
	}
}
