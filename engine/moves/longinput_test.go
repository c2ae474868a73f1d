package moves

import (
	"strings"
	"testing"

	"github.com/labyrinth-game/labyrinth/engine/quote"
)

// A megabyte move gives a message of a line or two: the part at fault is
// quoted as an excerpt around the fault with its column, never whole.
func TestLongInputGivesShortMessage(t *testing.T) {
	long := strings.Repeat("shoot left, ", 90_000)
	for _, c := range []struct{ in, want string }{
		{"go up, " + long + "shoot lefft", `"shoot lefft": expected up, down, left or right`},
		{"go up, " + long + "go down", `(column 1080008): only one movement per move (found "go up" and "go down")`},
		{long + "go up, skip", `(column 1080008): "skip" is a move on its own; it cannot be combined with "go up"`},
		{"go up; if I find " + long, `: unknown item "shoot"`},
		{"recall " + strings.Repeat("B", 1<<20) + " x", `unexpected "x" after the name "BBBB`},
		{`recall "` + strings.Repeat("\x1b", 1<<20) + `"`, `control characters are not allowed`},
		{"shoot left at " + strings.Repeat("7", 1<<20) + " (3,4), go up", `expected "in" and the cell where 7777`},
		{"shoot\nleft at Player 2 in (3,4), go up", `a name of several words goes in quotes: shoot\nleft at "Player 2"`},
	} {
		_, err := ParseStatement(c.in)
		if err == nil {
			t.Fatalf("%.40q... accepted", c.in)
		}
		msg := err.Error()
		if len(msg) > 1000 || !strings.Contains(msg, c.want) {
			t.Errorf("%.40q...: %d bytes: %s\nwant %q", c.in, len(msg), msg, c.want)
		}
		if err := quote.CheckMessage(msg); err != nil {
			t.Errorf("%.40q...: %v", c.in, err)
		}
	}
}
