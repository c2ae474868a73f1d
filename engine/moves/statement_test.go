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
	cellType := func(p maze.Pos) Statement { return Statement{Kind: AskCellType, Cell: p} }
	takeBreak := Statement{Kind: TakeBreak}
	timing := func(n string) Statement { return Statement{Kind: AskTiming, Player: n} }
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
		{"§7.2 what is the cell (3,4)?", "what is the cell (3,4)?", cellType(maze.At(2, 3))},
		{"§7.2 what type is (3,4)?", "What type is (3,4)?", cellType(maze.At(2, 3))},
		{"§7.2 what's (3,4)", "what's (3,4)", cellType(maze.At(2, 3))},
		{"§7.2 what is 3,4", "what is 3,4?", cellType(maze.At(2, 3))},
		{"§7.2 what kind of cell is (3,4)", "what kind of cell is (3,4)?", cellType(maze.At(2, 3))},
		{"§7.2 cell type (3,4)", "cell type (3,4)", cellType(maze.At(2, 3))},
		{"§7.2 canonical, upstairs", "what type is the cell (3,4) floor 2?", cellType(maze.Pos{X: 2, Y: 3, Floor: 1})},
		{"§7.2 what's a recall, not a cell", "what's 2's last move?", recall("2")},
		{"§9 break", "break", takeBreak},
		{"§9 I take a break", "I take a break.", takeBreak},
		{"§9 a five-minute break", "a five-minute break", takeBreak},
		{"§9 I'd like a 5 minute break", "I'd like a 5 minute break, please", takeBreak},
		{"§9 I'd like to take a break", "I'd like to take a break", takeBreak},
		{"§9 time out", "Time out!", takeBreak},
		{"§9 vote for a break", "vote for a break", Statement{Kind: VoteBreak}},
		{"§9 I vote for a five-minute break", "I vote for a five-minute break.", Statement{Kind: VoteBreak}},
		{"§9 time Bob", "time Bob", timing("Bob")},
		{"§9 start timing Bob", "start timing Bob", timing("Bob")},
		{"§9 please time Bob's move", "please time Bob's move", timing("Bob")},
		{"§9 time a quoted name", `time "Player 2"'s move`, timing("Player 2")},
		{"§9 start timing a player named out", "start timing out", timing("out")},
		{"§6.5 a conditional move", "go right; if I find a treasure, shoot up",
			say(Move{Actions: []Action{goA(maze.Right)}, Conditions: []Conditional{when(cond(IfFind, Treasure), shoot(maze.Up))}})},
		{"§6.7 a dark move", "go right, don't tell the result", say(Move{Actions: []Action{goA(maze.Right)}, Tell: TellNothing})},
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
		{"§2.1 not a statement nor a move", "dance", `"dance": unknown action "dance" (expected go, shoot, blow, take, leave, throw, set a landmine, use the knife, build a wall, throw the boomerang, by the flow, by the loop, row or skip)`, 0},
		{"§7.2 no cell", "what type is?", `"what type is": expected a cell after "what type is", such as (3,4)`, 12},
		{"§7.2 cell from 0", "cell type (0,4)", `"(0,4)": coordinates count from 1`, 10},
		{"§7.2 what is something else", "what is the answer?", `"what is the answer": unknown action "what" (expected go, shoot, blow, take, leave, throw, set a landmine, use the knife, build a wall, throw the boomerang, by the flow, by the loop, row or skip)`, 0},
		{"§9 time nobody", "time", `"time": expected a player's name after "time"`, 4},
		{"§9 time a name of two words", "start timing Player 2", `"start timing Player 2": unexpected "2" after the name "Player" (a name of several words goes in quotes: start timing "Player 2")`, 20},
		{"§9 time Bob's what", "time Bob's move now", `"time Bob's move now": unexpected "now" after "time Bob's move"`, 16},
		{"§9 a break with something after", "take a break, go up", `"take a break": unknown item "break" (expected treasure, corpse, landmine, bullets or grenades)`, 7},
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
		{"§7.2 cell type", Statement{Kind: AskCellType, Cell: maze.At(2, 3)}, "what type is the cell (3,4)?"},
		{"§7.2 cell type upstairs", Statement{Kind: AskCellType, Cell: maze.Pos{X: 2, Y: 3, Floor: 1}}, "what type is the cell (3,4) floor 2?"},
		{"§9 break", Statement{Kind: TakeBreak}, "take a break"},
		{"§9 vote", Statement{Kind: VoteBreak}, "vote for a break"},
		{"§9 timing", Statement{Kind: AskTiming, Player: "Bob"}, "start timing Bob"},
		{"§9 timing a quoted name", Statement{Kind: AskTiming, Player: "Player 2"}, `start timing "Player 2"`},
		{"§9 timing a player named out", Statement{Kind: AskTiming, Player: "out"}, "start timing out"},
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
		{Kind: AskStatus, Move: Move{Tell: TellNothing}},
		{Kind: KeepCell, Move: Move{NoRefill: true}},
		{Kind: TakeBreak, Move: Move{Conditions: []Conditional{when(cond(IfWall), shoot(maze.Up))}}},
		{Kind: SayMove, Move: Move{Actions: []Action{goA(maze.Up)}, Tell: 9}},
		{Kind: AskCellType, Cell: maze.Pos{X: -1}},
		{Kind: AskCellType, Cell: maze.At(maze.MaxSide, 1)},
		{Kind: AskCellType, Cell: maze.At(1, 1), Player: "Bob"},
		{Kind: TakeBreak, Player: "Bob"},
		{Kind: TakeBreak, Cell: maze.At(1, 1)},
		{Kind: AskTiming},
		{Kind: AskTiming, Player: "Bob", Cell: maze.At(1, 1)},
		{Kind: AskTiming, Player: "Bob\t"},
		{Kind: PlaceBet + 1},
		{Kind: VoteBreak, Player: "Bob"},
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
	names := []string{"Bob", "bob", "Player 2", "2", "the", "last", "recall", "O'Neil", "Алёна", "Jean-Luc", "a_b", "x-", "’s",
		"out", "time", "break", "timing", "move"}
	for i := range 5000 {
		var st Statement
		switch k := StatementKind(1 + r.IntN(int(PlaceBet))); k {
		case SayMove:
			st = Statement{Kind: k, Move: randomMove(r)}
		case AskRecall, AskTiming:
			st = Statement{Kind: k, Player: names[r.IntN(len(names))]}
		case OrderCell, AskCellType:
			st = Statement{Kind: k, Cell: maze.Pos{X: r.IntN(maze.MaxSide), Y: r.IntN(maze.MaxSide), Floor: r.IntN(maze.MaxFloors)}}
		case PlaceBet:
			st = Statement{Kind: k, Amount: 1 + r.Int32N(MaxStake)}
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
