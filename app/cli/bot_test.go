package cli

import (
	"strings"
	"testing"
)

// The mistakes on "labyrinth bot"'s command line are told before anything
// is joined (its game is tested in app/bot/lantest, inside a network
// namespace).
func TestBotUsage(t *testing.T) {
	for _, c := range []struct {
		args []string
		msg  string
	}{
		{nil, "--join ADDR|NAME: which game to join"},
		{[]string{"--join", "127.0.0.1:7527", "--level", "grandmaster"}, `unknown bot level "grandmaster"`},
		{[]string{"--join", "127.0.0.1:7527", "--pace", "10ms"}, "--pace 10ms: from 300ms to 5s"},
		{[]string{"--join", "127.0.0.1:7527", "--name", "two words"}, "--name:"},
		{[]string{"--join", "127.0.0.1:7527", "--seed", "x"}, `--seed "x" is not a whole number`},
		{[]string{"--join", "127.0.0.1:7527", "extra"}, `unexpected argument "extra"`},
	} {
		code, out, errs := run(t, "", append([]string{"bot"}, c.args...)...)
		if code != 2 || out != "" || !strings.Contains(errs, c.msg) {
			t.Errorf("%v: exit %d, stdout %q, stderr %s", c.args, code, out, errs)
		}
	}
	if got := botName(2); got != "StandardBot" {
		t.Errorf("default name %q", got)
	}
}
