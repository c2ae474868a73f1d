package moves

import (
	"testing"

	"github.com/labyrinth-game/labyrinth/engine/maze"
)

// The actions of seed 001's knife (l.65: directive "use knife"), cement
// (l.107: bags of cement "that will allows to build up walls") and
// boomerang (l.109).
func TestKnifeAndCement(t *testing.T) {
	stab := Action{Kind: Stab}
	build := func(d maze.Dir) Action { return Action{Kind: Build, Dir: d} }
	cases := []struct {
		name, in string
		want     []Action
		text     string
	}{
		{"001 l.65 \"use knife\"", "skip, use knife", []Action{stab}, "skip, use the knife"},
		{"001 l.65 use the knife, then go", "use the knife, go up", []Action{stab, {Kind: Go, Dir: maze.Up}}, "use the knife, go up"},
		{"001 l.65 strike with knife", "go left, strike with knife", []Action{{Kind: Go, Dir: maze.Left}, stab}, "go left, use the knife"},
		{"001 l.65 stab", "stab, go down", []Action{stab, {Kind: Go, Dir: maze.Down}}, "use the knife, go down"},
		{"001 l.107 build a wall to the left", "build a wall to the left, go up", []Action{build(maze.Left), {Kind: Go, Dir: maze.Up}}, "build a wall to the left, go up"},
		{"001 l.107 build up a wall above", "go right, build up a wall above", []Action{{Kind: Go, Dir: maze.Right}, build(maze.Up)}, "go right, build a wall above"},
		{"001 l.107 use cement below", "use cement below, go left", []Action{build(maze.Down), {Kind: Go, Dir: maze.Left}}, "build a wall below, go left"},
		{"001 l.107 cement right", "cement right, go left", []Action{build(maze.Right), {Kind: Go, Dir: maze.Left}}, "build a wall to the right, go left"},
		{"001 l.109 throw the boomerang", "go up, throw the boomerang to the left", []Action{{Kind: Go, Dir: maze.Up}, {Kind: Boomerang, Dir: maze.Left}}, "go up, throw the boomerang left"},
		{"001 l.109 boomerang down", "boomerang down, go right", []Action{{Kind: Boomerang, Dir: maze.Down}, {Kind: Go, Dir: maze.Right}}, "throw the boomerang down, go right"},
		{"001 l.109 throw a boomerang up", "throw a boomerang up, go right", []Action{{Kind: Boomerang, Dir: maze.Up}, {Kind: Go, Dir: maze.Right}}, "throw the boomerang up, go right"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			m, err := Parse(c.in)
			if err != nil {
				t.Fatal(err)
			}
			if len(m.Actions) != len(c.want) {
				t.Fatalf("Parse(%q) = %+v", c.in, m.Actions)
			}
			for i := range c.want {
				if m.Actions[i] != c.want[i] {
					t.Fatalf("Parse(%q) action %d = %+v, want %+v", c.in, i+1, m.Actions[i], c.want[i])
				}
			}
			if err := m.Validate(); err != nil {
				t.Fatal(err)
			}
			if got := m.String(); got != c.text {
				t.Fatalf("String = %q, want %q", got, c.text)
			}
		})
	}
	for _, bad := range []string{"use the spoon, go up", "strike with a stick, go up", "build a wall, go up", "use knife left, go up"} {
		t.Run("refused: "+bad, func(t *testing.T) {
			if m, err := Parse(bad); err == nil {
				t.Fatalf("Parse(%q) = %+v, want an error", bad, m)
			}
		})
	}
}
