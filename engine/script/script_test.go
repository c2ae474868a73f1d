package script

import (
	"errors"
	"io"
	"os"
	"strings"
	"testing"

	"github.com/labyrinth-game/labyrinth/engine/game"
	"github.com/labyrinth-game/labyrinth/engine/maze"
	"github.com/labyrinth-game/labyrinth/engine/quote"
	"github.com/labyrinth-game/labyrinth/engine/rules"
)

// readAll reads a whole script, its opening and every line after it.
func readAll(text string) (*Script, []Line, error) {
	s, err := Parse(text)
	if err != nil {
		return nil, nil, err
	}
	var lines []Line
	for {
		l, err := s.Next()
		if err == io.EOF {
			return s, lines, nil
		}
		if err != nil {
			return s, lines, err
		}
		lines = append(lines, l)
	}
}

func TestParse(t *testing.T) {
	s, lines, err := readAll(`# a comment
seed 42
rules Beginner
player Ann at (2,3)   # Ann's start
player Bob at 1,1
gm: invalidate
player Ann at (3,3)
player Bob at (1,2)

Ann: shoot left, then go up
Bob: status
Bob: recall Ann
Bob: skip
`)
	if err != nil {
		t.Fatal(err)
	}
	if s.Seed != 42 || s.Rules != "Beginner" || strings.Join(s.Players, ",") != "Ann,Bob" {
		t.Fatalf("%+v", s)
	}
	var kinds []game.CommandKind
	for _, l := range lines {
		kinds = append(kinds, l.Command.Kind)
	}
	want := []game.CommandKind{game.ChooseStart, game.ChooseStart, game.InvalidateStarts, game.ChooseStart, game.ChooseStart, game.Begin, game.Say, game.Say, game.Say, game.Say}
	if len(kinds) != len(want) {
		t.Fatalf("kinds %v", kinds)
	}
	for i := range want {
		if kinds[i] != want[i] {
			t.Fatalf("kinds %v, want %v", kinds, want)
		}
	}
	if lines[3].Command.Cell != maze.At(2, 2) || lines[3].N != 7 {
		t.Fatalf("line %+v", lines[3])
	}
}

func TestParseErrors(t *testing.T) {
	cases := []struct{ script, want string }{
		{"", "line 1: no players"},
		{"player Ann at (2,3)\nAnn: go nort", `line 2: Ann: "go nort": expected up, down, left or right`},
		{"player Ann at (2,3)\nBob: go up", `line 2: unknown player "Bob"`},
		{"player Ann (2,3)", `line 1: player name "Ann (2,3)": a name is one word`},
		{"player Ann at (0,3)", "line 1: player Ann: "},
		{"player Ann at (1,1)\nAnn: go up\nplayer Bob at (2,2)", "line 3: players choose their start cells before the first move"},
		{"seed x\nplayer Ann at (1,1)", `line 1: seed "x": expected a whole number`},
		{"player Ann at (1,1)\ngm: shuffle", `line 2: the game master can say "invalidate", "common start (X,Y)"`},
		{"player Ann at (1,1)\nhello", `line 2: expected "NAME: what the player says"`},
		{"player Ann at (1,1)\nAnn: go up\ngm: invalidate", "line 3: start cells can only be declared invalid before the first move"},
	}
	for _, c := range cases {
		_, _, err := readAll(c.script)
		var se *Error
		if err == nil || !errors.As(err, &se) || !strings.HasPrefix(err.Error(), c.want) {
			t.Errorf("%q: error %v, want %q", c.script, err, c.want)
		}
	}
}

func TestPlayReportsTheLine(t *testing.T) {
	m := maze.MustNew(3, 3)
	s, err := Parse("player Ann at (1,1)\nplayer Bob at (3,3)\n\nBob: go up\n")
	if err != nil {
		t.Fatal(err)
	}
	_, err = s.Play(game.Setup{Maze: m, Rules: rules.Reference()}, func(Step) bool { return true })
	if err == nil || !strings.HasPrefix(err.Error(), "line 4: it is Ann's turn, not Bob's") {
		t.Fatalf("%v", err)
	}
}

func TestSampleScript(t *testing.T) {
	text, err := os.ReadFile("../../docs/examples/reference-sample.script")
	if err != nil {
		t.Fatal(err)
	}
	data, err := os.ReadFile("../../docs/examples/reference-sample.json")
	if err != nil {
		t.Fatal(err)
	}
	m, err := maze.Decode(data)
	if err != nil {
		t.Fatal(err)
	}
	s, err := Parse(string(text))
	if err != nil {
		t.Fatal(err)
	}
	steps := 0
	g, err := s.Play(game.Setup{Maze: m, Rules: rules.Reference()}, func(Step) bool { steps++; return true })
	if err != nil {
		t.Fatal(err)
	}
	_, lines, err := readAll(string(text))
	if err != nil {
		t.Fatal(err)
	}
	if steps != len(lines) || g.Player(1).Grenades != 1 {
		t.Fatalf("steps %d, Bob %+v", steps, g.Player(1))
	}
}

func FuzzParse(f *testing.F) {
	for _, seed := range []string{
		"player Ann at (2,3)\nAnn: go up",
		"seed 3\nrules Reference\nplayer A at 1,1\nplayer B at (2,2)\ngm: invalidate\nplayer A at (3,3)\nA: status\nB: recall A",
		"# nothing",
		"player Ann at (1,1)\nAnn: new cell (2,2)",
		"player Ann at\n:",
	} {
		f.Add(seed)
	}
	m := maze.MustNew(4, 4)
	f.Fuzz(func(t *testing.T, text string) {
		s, err := Parse(text)
		if err != nil {
			if err := quote.CheckMessage(err.Error()); err != nil {
				t.Fatal(err)
			}
			return
		}
		if len(s.Players) == 0 {
			t.Fatal("a script without players was accepted")
		}
		// Whatever parses can be played without panicking.
		_, err = s.Play(game.Setup{Maze: m, Rules: rules.Reference()}, func(Step) bool { return true })
		if err != nil {
			if err := quote.CheckMessage(err.Error()); err != nil {
				t.Fatal(err)
			}
		}
	})
}

func TestGameMasterLines(t *testing.T) {
	m := maze.MustNew(4, 4)
	r := rules.Reference()
	r.CommonStart, r.MoveSeconds = true, 60
	s, err := Parse(`player Ann
player Bob
gm: common start (2,2)
Ann: go up
gm: start the timer
gm: time is up for Bob
`)
	if err != nil {
		t.Fatal(err)
	}
	g, err := s.Play(game.Setup{Maze: m, Rules: r}, func(Step) bool { return true })
	if err != nil {
		t.Fatal(err)
	}
	if g.Player(1).Health != game.Dead || g.Player(0).Pos != maze.At(1, 0) {
		t.Fatalf("Ann %+v, Bob %+v", g.Player(0), g.Player(1))
	}
	for _, bad := range []string{"gm: common start (9", "gm: time is up for Zed", "gm: dance"} {
		if _, _, err := readAll("player Ann\n" + bad); err == nil {
			t.Errorf("%q accepted", bad)
		}
	}
}

// A script that only declares players is played: the game begins after
// its last line, or the game says why it cannot (no start cells), naming
// that line. Once it panicked (index out of range).
func TestPlayersOnly(t *testing.T) {
	m := maze.MustNew(4, 4)
	for _, c := range []struct{ script, want string }{
		{"player Ann at (1,1)", ""},
		{"player Ann at (1,1)\nplayer Bob at (2,2)\n\n# nothing more\n", ""},
		{"player Ann\nplayer Bob", "line 2: "},
		{"player Ann\n", "line 1: "},
		{"seed 3\r\rplayer Ann\r", "line 3: "},
	} {
		s, err := Parse(c.script)
		if err != nil {
			t.Fatalf("%q: %v", c.script, err)
		}
		steps := 0
		_, err = s.Play(game.Setup{Maze: m, Rules: rules.Reference()}, func(Step) bool { steps++; return true })
		switch {
		case c.want == "" && (err != nil || steps != len(s.Players)+1):
			t.Errorf("%q: %d steps, error %v", c.script, steps, err)
		case c.want != "" && (err == nil || !strings.HasPrefix(err.Error(), c.want)):
			t.Errorf("%q: error %v, want %q", c.script, err, c.want)
		}
	}
}

// §6.1: line ends of any system: LF, CR LF, and a lone CR (old Mac).
func TestLineEnds(t *testing.T) {
	base := "seed 4\nplayer Ann at (1,1)\nplayer Bob at (2,2)\nAnn: go down\nBob: status\n"
	for name, end := range map[string]string{"LF": "\n", "CR LF": "\r\n", "CR": "\r"} {
		text := strings.ReplaceAll(base, "\n", end)
		s, lines, err := readAll(text)
		if err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		if s.Seed != 4 || len(s.Players) != 2 || len(lines) != 5 || lines[4].N != 5 || lines[4].Text != "Bob: status" {
			t.Errorf("%s: seed %d, players %v, lines %+v", name, s.Seed, s.Players, lines)
		}
	}
	// A byte order mark is not part of the first line.
	if s, err := Parse("\xef\xbb\xbfseed 5\nplayer Ann at (1,1)"); err != nil || s.Seed != 5 {
		t.Fatalf("byte order mark: %v", err)
	}
}

// countingReader counts what is read from r.
type countingReader struct {
	r io.Reader
	n int64
}

func (c *countingReader) Read(p []byte) (int, error) {
	n, err := c.r.Read(p)
	c.n += int64(n)
	return n, err
}

// zeros is an endless source of NUL bytes, like /dev/zero.
type zeros struct{}

func (zeros) Read(p []byte) (int, error) { clear(p); return len(p), nil }

// Reading stops at the first line longer than MaxLineSize, having read
// little more than the reader's buffer.
func TestLongLineStopsReading(t *testing.T) {
	for name, src := range map[string]io.Reader{
		"/dev/zero":   zeros{},
		"a long line": io.MultiReader(strings.NewReader("player Ann at (1,1)\n# "), strings.NewReader(strings.Repeat("x", 10<<20))),
		"a long move": strings.NewReader("player Ann at (1,1)\nAnn: go up" + strings.Repeat(", shoot left", 1000) + "\n"),
		"no line end": strings.NewReader(strings.Repeat("y", MaxLineSize+1)),
	} {
		c := &countingReader{r: src}
		s, err := Read(c)
		if err == nil {
			_, err = s.Next()
			for err == nil {
				_, err = s.Next()
			}
		}
		var se *Error
		if !errors.As(err, &se) || !strings.Contains(err.Error(), "longer than 4096 bytes, the most a script line can take") {
			t.Errorf("%s: error %v", name, err)
		}
		if c.n > 128<<10 {
			t.Errorf("%s: read %d bytes before stopping", name, c.n)
		}
	}
}

func TestPlainText(t *testing.T) {
	for _, c := range []struct{ script, want string }{
		{"player Ann\x1b[2J at (1,1)", "line 1, column 11: control character U+001B: a script is plain text"},
		{"player Ann at (1,1)\n# a comment \x07\n", "line 2, column 13: control character U+0007"},
		{"player Ann at (1,1)\nAnn: go up\u009b31m", "line 2, column 11: control character U+009B"},
		{"player A\u202enn at (1,1)", `line 1: player name "A\u202enn": U+202E is an invisible character`},
		{"player " + strings.Repeat("é", 41) + " at (1,1)", `line 1: player name "éééé`},
		{"player Ann at (1,1)\nAnn: go \xff", "line 2: not UTF-8 text"},
		{"player Ann at (1,1)\nBob" + strings.Repeat("b", 3000) + ": go up", `line 2: unknown player "Bobbb`},
	} {
		_, _, err := readAll(c.script)
		if err == nil || !strings.HasPrefix(err.Error(), c.want) || len(err.Error()) > 300 {
			t.Errorf("%.40q: error %.300v, want %q", c.script, err, c.want)
		}
	}
	// Tabs are white space, not control characters.
	if _, _, err := readAll("player\tAnn at (1,1)\nAnn:\tgo up"); err != nil {
		t.Fatal(err)
	}
}
