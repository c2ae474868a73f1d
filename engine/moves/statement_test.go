package moves

import (
	"errors"
	"math/rand/v2"
	"reflect"
	"testing"

	"github.com/labyrinth-game/labyrinth/engine/maze"
)

func TestParseStatement(t *testing.T) {
	status := Statement{Kind: AskStatus}
	keep := Statement{Kind: KeepCell}
	recall := func(n string) Statement { return Statement{Kind: AskRecall, Player: n} }
	order := func(p maze.Pos) Statement { return Statement{Kind: OrderCell, Cell: p} }
	say := func(m Move) Statement { return Statement{Kind: SayMove, Move: m} }
	tests := []struct {
		name string
		in   string
		want Statement
	}{
		{"part A: a move", "Go up", say(mv(goA(maze.Up)))},
		{"part A: How many bullets and grenades do I have?", "How many bullets and grenades do I have?", status},
		{"§6.4 status", "status", status},
		{"§6.4 my status", "My status?", status},
		{"§6.4 what's my status", "what's my status?", status},
		{"§6.4 how many grenades have I got", "how many grenades have I got", status},
		{"§6.4 what do I have", "what do I have?", status},
		{"§6.3 recall Bob", "recall Bob", recall("Bob")},
		{"§6.3 recall keeps case", "Recall bOB", recall("bOB")},
		{"§6.3 recall Bob's last move", "recall Bob's last move", recall("Bob")},
		{"§6.3 what was Bob's last move", "What was Bob's last move?", recall("Bob")},
		{"§6.3 what was Bob’s last move, curly apostrophe", "What was Bob’s last move?", recall("Bob")},
		{"§6.3 what was the last move of Bob", "what was the last move of Bob?", recall("Bob")},
		{"§6.3 recall the last move of Ann", "recall the last move of Ann", recall("Ann")},
		{"§6.3 quoted name", `recall "Player 2"`, recall("Player 2")},
		{"§6.3 quoted name, possessive", `what was "Player 2"'s last move?`, recall("Player 2")},
		{"§6.3 curly quotes", `recall “Anna Maria”`, recall("Anna Maria")},
		{"§6.3 number as name", "recall 2", recall("2")},
		{"§6.3 name that is a word of the language", "recall the", recall("the")},
		{"§6.3 non-ASCII name", "recall Алёна", recall("Алёна")},
		{"§5.5 order a new cell", "order a new cell (3,4)", order(maze.At(2, 3))},
		{"§5.5 new cell", "new cell (3,4)", order(maze.At(2, 3))},
		{"§5.5 I'd like to continue from", "I'd like to continue from (3,4).", order(maze.At(2, 3))},
		{"§5.5 bare coordinates", "order a new cell 3,4", order(maze.At(2, 3))},
		{"§5.5 spaces in coordinates", "order a new cell (3, 4)", order(maze.At(2, 3))},
		{"§5.5 floor as a third number", "order a new cell (3,4,2)", order(maze.Pos{X: 2, Y: 3, Floor: 1})},
		{"§5.5 floor as written by Pos.String", "order a new cell (3,4) floor 2", order(maze.Pos{X: 2, Y: 3, Floor: 1})},
		{"§5.5 order cell at", "order cell at (1,1)", order(maze.At(0, 0))},
		{"§5.5 keep my cell", "keep my cell", keep},
		{"§5.5 no new cell", "No new cell.", keep},
		{"§5.5 stay", "stay", keep},
		{"§5.5 don't order a new cell", "don't order a new cell", keep},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			got, err := ParseStatement(tc.in)
			if err != nil {
				t.Fatalf("ParseStatement(%q): %v", tc.in, err)
			}
			if !reflect.DeepEqual(got, tc.want) {
				t.Fatalf("ParseStatement(%q) = %+v, want %+v", tc.in, got, tc.want)
			}
			if err := got.Validate(); err != nil {
				t.Errorf("invalid statement: %v", err)
			}
			back, err := ParseStatement(got.String())
			if err != nil || !reflect.DeepEqual(back, got) {
				t.Errorf("ParseStatement(%q) = %+v, %v; want %+v", got.String(), back, err, got)
			}
		})
	}
}

func TestParseStatementErrors(t *testing.T) {
	tests := []struct {
		name   string
		in     string
		want   string
		offset int
	}{
		{"§6.4 how many apples", "how many apples do I have?", `"how many apples do I have": unexpected "apples" (expected a question such as "how many bullets and grenades do I have?")`, 9},
		{"§6.3 recall nobody", "recall?", `"recall": expected a player's name after "recall"`, 6},
		{"§6.3 name of two words", "recall Player 2", `"recall Player 2": unexpected "2" after the name "Player" (a name of several words goes in quotes: recall "Player 2")`, 14},
		{"§6.3 empty quoted name", `recall ""`, `"recall \"\"": empty player name`, 7},
		{"§6.3 unterminated quote", `recall "Bob`, `"\"Bob": unterminated quote`, 7},
		{"§6.3 trailing words", "recall Bob's last move now", `"recall Bob's last move now": unexpected "now" after "recall Bob's last move"`, 23},
		{"§5.5 no cell", "order a new cell", `"order a new cell": expected a cell after "order a new cell", such as (3,4)`, 16},
		{"§5.5 cell from 0", "order a new cell (0,4)", `"(0,4)": coordinates count from 1`, 17},
		{"§5.5 cell without y", "new cell (3)", `"(3)": expected "," after x, as in (3,4)`, 9},
		{"§5.5 cell beyond any labyrinth", "new cell (3,400)", `"(3,400)": no labyrinth is larger than 100 cells a side`, 9},
		{"§5.5 cell with a word", "new cell (3,x)", `"(3,x)": expected a number for y, found "x"`, 9},
		{"§2.1 a move error still reads as one", "go nort", `"go nort": expected up, down, left or right`, 3},
		{"§2.1 not a statement nor a move", "dance", `"dance": unknown action "dance" (expected go, shoot, blow, take, leave, by the flow, by the loop or skip)`, 0},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			st, err := ParseStatement(tc.in)
			if err == nil {
				t.Fatalf("ParseStatement(%q) = %+v, want error %s", tc.in, st, tc.want)
			}
			var pe *ParseError
			if !errors.As(err, &pe) {
				t.Fatalf("error %T, want *ParseError", err)
			}
			if err.Error() != tc.want {
				t.Errorf("ParseStatement(%q) error\n got %s\nwant %s", tc.in, err, tc.want)
			}
			if pe.Offset != tc.offset {
				t.Errorf("ParseStatement(%q) error at %d, want %d", tc.in, pe.Offset, tc.offset)
			}
		})
	}
}

func TestStatementString(t *testing.T) {
	tests := []struct {
		name string
		st   Statement
		want string
	}{
		{"§6.4 status", Statement{Kind: AskStatus}, "status"},
		{"§6.3 recall a one-word name", Statement{Kind: AskRecall, Player: "Bob"}, "recall Bob"},
		{"§6.3 recall a name with a space", Statement{Kind: AskRecall, Player: "Player 2"}, `recall "Player 2"`},
		{"§6.3 recall a name with an apostrophe", Statement{Kind: AskRecall, Player: "O'Neil"}, `recall "O'Neil"`},
		{"§6.3 recall a name ending in a dash", Statement{Kind: AskRecall, Player: "Bob-"}, `recall "Bob-"`},
		{"§5.5 order a cell", Statement{Kind: OrderCell, Cell: maze.At(2, 3)}, "order a new cell (3,4)"},
		{"§5.5 order a cell upstairs", Statement{Kind: OrderCell, Cell: maze.Pos{X: 0, Y: 0, Floor: 2}}, "order a new cell (1,1) floor 3"},
		{"§5.5 keep", Statement{Kind: KeepCell}, "keep my cell"},
		{"§2.1 a move", Statement{Kind: SayMove, Move: mv(shoot(maze.Left), goA(maze.Up))}, "shoot left, go up"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			if got := tc.st.String(); got != tc.want {
				t.Errorf("String() = %q, want %q", got, tc.want)
			}
		})
	}
}

func TestStatementValidate(t *testing.T) {
	bad := []Statement{
		{},
		{Kind: AskRecall},
		{Kind: AskRecall, Player: " Bob"},
		{Kind: AskRecall, Player: `Bob "the" Builder`},
		{Kind: AskRecall, Player: "Bob\n"},
		{Kind: AskStatus, Player: "Bob"},
		{Kind: KeepCell, Cell: maze.At(1, 1)},
		{Kind: OrderCell, Cell: maze.At(-1, 1)},
		{Kind: SayMove},
		{Kind: AskStatus, Move: SkipMove()},
	}
	for _, st := range bad {
		if err := st.Validate(); err == nil {
			t.Errorf("%+v: Validate() = nil, want an error", st)
		}
	}
}

// TestStatementRoundTrip checks ParseStatement(st.String()) == st over
// random valid statements.
func TestStatementRoundTrip(t *testing.T) {
	r := rand.New(rand.NewPCG(3, 4))
	names := []string{"Bob", "bob", "Player 2", "2", "the", "last", "recall", "O'Neil", "Алёна", "Jean-Luc", "a_b", "x-", "’s"}
	for i := range 5000 {
		var st Statement
		switch k := StatementKind(1 + r.IntN(5)); k {
		case SayMove:
			st = Statement{Kind: k, Move: randomMove(r)}
		case AskRecall:
			st = Statement{Kind: k, Player: names[r.IntN(len(names))]}
		case OrderCell:
			st = Statement{Kind: k, Cell: maze.Pos{X: r.IntN(maze.MaxSide), Y: r.IntN(maze.MaxSide), Floor: r.IntN(maze.MaxFloors)}}
		default:
			st = Statement{Kind: k}
		}
		if err := st.Validate(); err != nil {
			t.Fatalf("statement %d: %+v invalid: %v", i, st, err)
		}
		s := st.String()
		back, err := ParseStatement(s)
		if err != nil || !reflect.DeepEqual(back, st) {
			t.Fatalf("statement %d: ParseStatement(%q) = %+v, %v; want %+v", i, s, back, err, st)
		}
	}
}
