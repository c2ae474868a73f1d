package cli

import (
	"strings"
	"testing"
)

// TestHostRefused: "labyrinth host" says what is wrong with its arguments
// before it listens or advertises anything (exit status 2 for a usage
// error, 1 for the rest). The tests that host games are app/host's, in a
// network namespace.
func TestHostRefused(t *testing.T) {
	for _, c := range []struct {
		args []string
		code int
		msg  string
	}{
		{[]string{"host"}, 2, "give the labyrinth: --maze FILE or --gen WxH"},
		{[]string{"host", "--maze", sampleMaze, "--gen", "8x8"}, 2, "give the labyrinth"},
		{[]string{"host", "--gen", "8by8", "--no-advertise"}, 2, `--gen "8by8": expected WIDTHxHEIGHT`},
		{[]string{"host", "--gen", "1x8", "--no-advertise"}, 2, "each 2 to 100"},
		{[]string{"host", "--maze", sampleMaze, "--difficulty", "expert", "--no-advertise"}, 2, "--difficulty is for a generated labyrinth"},
		{[]string{"host", "--maze", sampleMaze, "--seats", "17", "--no-advertise"}, 2, "--seats 17"},
		{[]string{"host", "--maze", sampleMaze, "--spectators", "100", "--no-advertise"}, 2, "--spectators 100"},
		{[]string{"host", "--maze", sampleMaze, "--port", "70000", "--no-advertise"}, 2, "--port 70000"},
		{[]string{"host", "--maze", sampleMaze, "--seed", "x", "--no-advertise"}, 2, `--seed "x"`},
		{[]string{"host", "--maze", sampleMaze, "--iface", "lo", "--no-advertise"}, 2, "--iface and --no-advertise: choose one"},
		{[]string{"host", "--resume", "x.journal", "--maze", sampleMaze, "--no-advertise"}, 2, "leave out --maze"},
		{[]string{"host", "--maze", sampleMaze, "extra"}, 2, `unexpected argument "extra"`},
		{[]string{"host", "--maze", sampleMaze, "--iface", "nosuch0"}, 1, "--iface nosuch0: no such network interface"},
		// The arguments are checked before the interfaces are looked at.
		{[]string{"host", "--gen", "8by8", "--iface", "nosuch0"}, 2, `--gen "8by8": expected WIDTHxHEIGHT`},
		{[]string{"host", "--seats", "0", "--gen", "8x8", "--iface", "nosuch0"}, 2, "--seats 0"},
		{[]string{"host", "--resume", "x.journal", "--gen", "8x8", "--iface", "nosuch0"}, 2, "leave out --gen"},
		{[]string{"host", "--resume", "nosuch.journal", "--no-advertise"}, 1, "nosuch.journal: no host state beside it"},
		{[]string{"host", "--maze", "nosuch.json", "--no-advertise"}, 1, "nosuch.json"},
	} {
		code, _, errs := run(t, "", c.args...)
		if code != c.code || !strings.Contains(errs, c.msg) {
			t.Errorf("%v: exit %d, %q; want exit %d and %q", c.args, code, errs, c.code, c.msg)
		}
	}
	code, out, _ := run(t, "", "host", "--help")
	if code != 0 || !strings.Contains(out, "labyrinth host --resume JOURNAL") || !strings.Contains(out, `"to everyone:"`) || !strings.Contains(out, "-no-advertise") {
		t.Errorf("host --help: exit %d: %s", code, out)
	}
}
