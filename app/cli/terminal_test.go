package cli

import (
	"errors"
	"io"
	"strings"
	"testing"

	"github.com/labyrinth-game/labyrinth/engine/game"
	"github.com/labyrinth-game/labyrinth/engine/maze"
	"github.com/labyrinth-game/labyrinth/engine/moves"
	"github.com/labyrinth-game/labyrinth/engine/script"
)

func TestParseInput(t *testing.T) {
	for _, c := range []struct {
		line    string
		kind    inputKind
		command string
		cell    maze.Pos
		said    string // the statement's canonical form
	}{
		{"", inputNothing, "", maze.Pos{}, ""},
		{"   # a comment", inputNothing, "", maze.Pos{}, ""},
		{"/status", inputCommand, "status", maze.Pos{}, ""},
		{"/WHO", inputCommand, "who", maze.Pos{}, ""},
		{"who", inputCommand, "who", maze.Pos{}, ""},
		{"help", inputCommand, "help", maze.Pos{}, ""},
		{"quit", inputCommand, "quit", maze.Pos{}, ""},
		{"exit", inputCommand, "quit", maze.Pos{}, ""},
		{"/cancel  ", inputCommand, "cancel", maze.Pos{}, ""},
		{"start 4,4", inputStart, "", maze.Pos{X: 3, Y: 3}, ""},
		{"Start (4,4)", inputStart, "", maze.Pos{X: 3, Y: 3}, ""},
		{"start at (1,2,2)", inputStart, "", maze.Pos{X: 0, Y: 1, Floor: 1}, ""},
		{"start at(1,2)", inputStart, "", maze.Pos{X: 0, Y: 1}, ""},
		// "status" without the slash is the move language's: it asks
		// the game master aloud (§6.4).
		{"status", inputStatement, "", maze.Pos{}, "status"},
		{"Shoot to the left, then go up # Ann's second move", inputStatement, "", maze.Pos{}, "shoot left, go up"},
		{"new cell (3,5)", inputStatement, "", maze.Pos{}, "order a new cell (3,5)"},
		{"start timing Bob", inputStatement, "", maze.Pos{}, "start timing Bob"},
	} {
		in, err := parseInput(c.line)
		if err != nil {
			t.Errorf("%q: %v", c.line, err)
			continue
		}
		if in.kind != c.kind || in.command != c.command || in.cell != c.cell || c.kind == inputStatement && in.statement.String() != c.said {
			t.Errorf("%q read as %+v", c.line, in)
		}
	}
	for _, c := range []struct{ line, msg string }{
		{"/dance", `unknown command "/dance"`},
		{"/who Ann", "/who takes nothing after it"},
		{"start", "start: which cell?"},
		{"start at", "start: which cell?"},
		{"start 0,4", "start 0,4: "},
		{"go up\x1b[2J", "control character U+001B"},
		{"go \xff", "not valid UTF-8"},
	} {
		_, err := parseInput(c.line)
		if err == nil || !strings.Contains(err.Error(), c.msg) {
			t.Errorf("%q: %v, want an error with %q", c.line, err, c.msg)
		}
	}
	_, err := parseInput("go nort")
	var r *game.Refusal
	var pe *moves.ParseError
	if !errors.As(err, &r) || r.Code != game.RefusedParse || !errors.As(err, &pe) || pe.Offset != 3 {
		t.Errorf("a typo: %v, want the game master's parse_error", err)
	}
}

// FuzzParseInput: any line is read without panicking; a statement is the
// move language's reading of the line, and a start cell is a cell.
func FuzzParseInput(f *testing.F) {
	for _, s := range []string{"", "/status", "who", "start 4,4", "start at (1,2) floor 2", "go up, then shoot left", "status # aloud", "/quit now", "recall \"Player 2\""} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, line string) {
		in, err := parseInput(line)
		if err != nil {
			return
		}
		switch in.kind {
		case inputStatement:
			st, err := moves.ParseStatement(in.text)
			if err != nil || st.String() != in.statement.String() {
				t.Fatalf("%q read as %q, and by the move language as %q, %v", line, in.statement, st, err)
			}
		case inputStart:
			if in.cell.X < 0 || in.cell.Y < 0 || in.cell.Floor < 0 {
				t.Fatalf("%q: start %v", line, in.cell)
			}
		case inputCommand:
			if strings.ContainsAny(in.text, "\n\r") {
				t.Fatalf("%q: a command over several lines", line)
			}
		}
	})
}

func TestLineReader(t *testing.T) {
	long := strings.Repeat("x", script.MaxLineSize+10)
	lr := newLineReader(strings.NewReader("go up\r\n" + long + "\nstatus\nlast"))
	for i, want := range []struct {
		line string
		err  error
	}{{"go up", nil}, {"", errLongLine}, {"status", nil}, {"last", nil}, {"", io.EOF}} {
		line, err := lr.next()
		if line != want.line || !errors.Is(err, want.err) {
			t.Errorf("line %d: %q, %v; want %q, %v", i+1, line, err, want.line, want.err)
		}
	}
	if lr.n != 4 {
		t.Errorf("%d lines counted", lr.n)
	}
	// A stream of zeros without end costs a line's memory at a time.
	lr = newLineReader(io.LimitReader(&zeros{}, 1<<20))
	if _, err := lr.next(); !errors.Is(err, errLongLine) {
		t.Errorf("a megabyte without a line end: %v", err)
	}
}

func TestJoinUsage(t *testing.T) {
	for _, args := range [][]string{
		{"join"},
		{"join", "a:1", "b:2"},
		{"join", "a:1", "--spectate", "--name", "Ann"},
		{"join", "a:1", "--timeout", "0s"},
		{"games", "extra"},
		{"games", "--timeout", "-1s"},
	} {
		var out, errOut strings.Builder
		if code := Run(args, strings.NewReader(""), &out, &errOut); code != 2 {
			t.Errorf("%q: exit %d, want 2 (%s)", args, code, errOut.String())
		}
	}
	var out, errOut strings.Builder
	if code := Run([]string{"join", "a:1", "--name", "Ann Lee"}, nil, &out, &errOut); code != 1 || !strings.Contains(errOut.String(), "one word") {
		t.Errorf("a name of two words: exit %d, %s", code, errOut.String())
	}
	out.Reset()
	Run([]string{"help"}, nil, &out, &errOut)
	for _, s := range []string{"\n  join ", "\n  games "} {
		if !strings.Contains(out.String(), s) {
			t.Errorf("help does not list %q:\n%s", s, out.String())
		}
	}
}
