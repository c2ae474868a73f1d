package script

import (
	"errors"
	"os"
	"strings"
	"testing"

	"github.com/labyrinth-game/labyrinth/engine/game"
	"github.com/labyrinth-game/labyrinth/engine/maze"
	"github.com/labyrinth-game/labyrinth/engine/rules"
)

func TestParse(t *testing.T) {
	s, err := Parse(`# a comment
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
	for _, l := range s.Lines {
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
	if s.Lines[3].Command.Cell != maze.At(2, 2) || s.Lines[3].N != 7 {
		t.Fatalf("line %+v", s.Lines[3])
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
		_, err := Parse(c.script)
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
	if steps != len(s.Lines) || g.Player(1).Grenades != 1 {
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
			return
		}
		if len(s.Players) == 0 {
			t.Fatal("a script without players was accepted")
		}
		// Whatever parses can be played without panicking.
		s.Play(game.Setup{Maze: m, Rules: rules.Reference()}, func(Step) bool { return true })
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
		if _, err := Parse("player Ann\n" + bad); err == nil {
			t.Errorf("%q accepted", bad)
		}
	}
}
