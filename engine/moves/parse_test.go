package moves

import (
	"errors"
	"reflect"
	"testing"

	"github.com/labyrinth-game/labyrinth/engine/maze"
)

// Shorthands for expected actions.
func goA(d maze.Dir) Action       { return Action{Kind: Go, Dir: d} }
func shoot(d maze.Dir) Action     { return Action{Kind: Shoot, Dir: d} }
func blow(d maze.Dir) Action      { return Action{Kind: Blow, Dir: d} }
func mv(as ...Action) Move        { return Move{Actions: as} }
func take(it Item, n int) Action  { return Action{Kind: Take, Item: it, Count: n} }
func leave(it Item, n int) Action { return Action{Kind: Leave, Item: it, Count: n} }
func treasure(w Which) Action     { return Action{Kind: Take, Item: Treasure, Which: w} }

var (
	flow = Action{Kind: ByFlow}
	loop = Action{Kind: ByLoop}
)

func TestParse(t *testing.T) {
	up, down, left, right := maze.Up, maze.Down, maze.Left, maze.Right
	tests := []struct {
		name string
		in   string
		want Move
	}{
		// Part A, the sample game: every move the players say.
		{"part A: Go up", "Go up", mv(goA(up))},
		{"part A: Blow the up wall, then go up", "Blow the up wall, then go up.", mv(blow(up), goA(up))},
		{"part A: Shoot to the left, then go up", "Shoot to the left, then go up.", mv(shoot(left), goA(up))},
		{"part A: Go right", "Go right.", mv(goA(right))},
		{"part A: Go up, then blow the up wall", "Go up, then blow the up wall.", mv(goA(up), blow(up))},
		{"part A: Blow the right wall, then go right", "Blow the right wall, then go right.", mv(blow(right), goA(right))},
		{"part A: Go up, then shoot to the right and blow the up wall", "Go up, then shoot to the right and blow the up wall",
			mv(goA(up), shoot(right), blow(up))},

		// §2.1 movements: left, right, up, down; by the flow; by the loop.
		{"§2.1 go down", "go down", mv(goA(down))},
		{"§2.1 bare direction", "left", mv(goA(left))},
		{"§2.1 bare direction, capitals", "UP", mv(goA(up))},
		{"§2.1 move left", "move left", mv(goA(left))},
		{"§2.1 step up", "step up", mv(goA(up))},
		{"§2.1 walk to the right", "walk to the right", mv(goA(right))},
		{"§2.1 go to the left", "go to the left", mv(goA(left))},
		{"§2.1 one-letter direction after a verb", "go r", mv(goA(right))},
		{"§4.6 go by the flow", "go by the flow", mv(flow)},
		{"§4.6 by the flow", "By the flow", mv(flow)},
		{"§4.6 follow the flow", "follow the flow", mv(flow)},
		{"§4.6 flow", "flow", mv(flow)},
		{"§4.6 go with the flow", "go with the flow", mv(flow)},
		{"§4.4 go by the loop", "go by the loop", mv(loop)},
		{"§4.4 by the loop", "by the loop", mv(loop)},
		{"§4.4 loop", "loop", mv(loop)},
		{"§4.4 follow the loop", "follow the loop", mv(loop)},

		// §6.6 skipping.
		{"§6.6 skip", "skip", SkipMove()},
		{"§6.6 skip the move", "Skip the move.", SkipMove()},
		{"§6.6 skip my turn", "skip my turn", SkipMove()},
		{"§6.6 pass", "pass", SkipMove()},

		// §5.5 shooting.
		{"§5.5 shoot left", "shoot left, go up", mv(shoot(left), goA(up))},
		{"§5.5 shoot up", "go down, shoot up", mv(goA(down), shoot(up))},
		{"§5.5 fire right", "fire right; go left", mv(shoot(right), goA(left))},
		{"§5.5 shoot before and after the movement", "shoot left, go up, shoot left", mv(shoot(left), goA(up), shoot(left))},

		// §5.4 grenades.
		{"§5.4 blow up the wall to the right", "Blow up the wall to the right, go right", mv(blow(right), goA(right))},
		{"§5.4 blow the right wall", "blow the right wall, go right", mv(blow(right), goA(right))},
		{"§5.4 blow the up wall", "blow the up wall, go up", mv(blow(up), goA(up))},
		{"§5.4 blow up the left wall", "blow up the left wall, go left", mv(blow(left), goA(left))},
		{"§5.4 blow up the wall above", "blow up the wall above, go up", mv(blow(up), goA(up))},
		{"§5.4 blow up the wall below", "blow up the wall below, go up", mv(blow(down), goA(up))},
		{"§5.4 blow up the up wall", "blow up the up wall, go up", mv(blow(up), goA(up))},
		{"§5.4 blow up: the direction is up", "blow up, go up", mv(blow(up), goA(up))},
		{"§5.4 blow up wall: the direction is up", "blow up wall, go up", mv(blow(up), goA(up))},
		{"§5.4 blow right", "blow right, go right", mv(blow(right), goA(right))},
		{"§5.4 blow the wall on the left", "blow the wall on the left, go left", mv(blow(left), goA(left))},
		{"§2.1 throw a grenade up", "throw a grenade up, go up", mv(blow(up), goA(up))},
		{"§2.1 throw a grenade at the left wall", "throw a grenade at the left wall, go up", mv(blow(left), goA(up))},
		{"§2.1 grenade left", "grenade left, go left", mv(blow(left), goA(left))},

		// §5.1, §5.8 taking.
		{"§5.1 take the treasure", "go up, take the treasure", mv(goA(up), treasure(AnyTreasure))},
		{"§5.8 take the topmost treasure", "take the topmost treasure, go up", mv(treasure(Topmost), goA(up))},
		{"§5.8 take the top treasure", "take the top treasure, go up", mv(treasure(Topmost), goA(up))},
		{"§5.8 take the lowest treasure", "take the lowest treasure, go up", mv(treasure(Lowest), goA(up))},
		{"§5.8 take the second lowest treasure", "take the second lowest treasure, go up", mv(treasure(2), goA(up))},
		{"§5.8 take the 3rd lowest treasure", "take the 3rd lowest treasure, go up", mv(treasure(3), goA(up))},
		{"§5.8 take the 12th lowest treasure", "take the 12th lowest treasure, go up", mv(treasure(12), goA(up))},
		{"§5.8 take the first lowest treasure", "take the first lowest treasure, go up", mv(treasure(Lowest), goA(up))},
		{"§5.6 take the corpse", "take the corpse, go up", mv(take(Corpse, 0), goA(up))},
		{"§5.7 take the landmine", "take the landmine, go up", mv(take(Landmine, 0), goA(up))},
		{"§5.7 take the mine", "take the mine, go up", mv(take(Landmine, 0), goA(up))},
		{"§5.1 take the bullets: all of them", "take the bullets, go up", mv(take(Bullet, 0), goA(up))},
		{"§5.1 take all the bullets", "take all the bullets, go up", mv(take(Bullet, 0), goA(up))},
		{"§5.1 take 2 bullets", "take 2 bullets, go up", mv(take(Bullet, 2), goA(up))},
		{"§5.1 take a bullet", "take a bullet, go up", mv(take(Bullet, 1), goA(up))},
		{"§5.1 take the grenades", "take the grenades, go up", mv(take(Grenade, 0), goA(up))},
		{"§5.1 take three grenades", "take three grenades, go up", mv(take(Grenade, 3), goA(up))},
		{"§5.1 pick up the corpse", "pick up the corpse, go up", mv(take(Corpse, 0), goA(up))},
		{"§5.1 take one treasure", "take one treasure, go up", mv(treasure(AnyTreasure), goA(up))},

		// §5.2 leaving.
		{"§5.2 leave the treasure", "leave the treasure, go up", mv(leave(Treasure, 0), goA(up))},
		{"§5.2 leave the corpse", "go up, leave the corpse", mv(goA(up), leave(Corpse, 0))},
		{"§5.2 leave the landmine", "leave the landmine, go up", mv(leave(Landmine, 0), goA(up))},
		{"§5.2 leave a bullet: count 0 is one", "leave a bullet, go up", mv(leave(Bullet, 0), goA(up))},
		{"§5.2 leave 2 bullets", "leave 2 bullets, go up", mv(leave(Bullet, 2), goA(up))},
		{"§5.2 leave one bullet", "leave one bullet, go up", mv(leave(Bullet, 1), goA(up))},
		{"§5.2 leave a grenade", "leave a grenade, go up", mv(leave(Grenade, 0), goA(up))},
		{"§5.2 leave two grenades", "leave two grenades, go up", mv(leave(Grenade, 2), goA(up))},
		{"§5.2 drop the corpse", "drop the corpse, go up", mv(leave(Corpse, 0), goA(up))},

		// §2.1 several actions, separators and filler.
		{"§2.1 and as a separator", "go right and shoot up", mv(goA(right), shoot(up))},
		{"§2.1 semicolons", "shoot left; go up; shoot right", mv(shoot(left), goA(up), shoot(right))},
		{"§2.1 full stops", "Shoot left. Go up.", mv(shoot(left), goA(up))},
		{"§2.1 and then", "shoot left and then go up", mv(shoot(left), goA(up))},
		{"§2.1 then without a comma", "shoot left then go up", mv(shoot(left), goA(up))},
		{"§2.1 a dash", "shoot left - go up", mv(shoot(left), goA(up))},
		{"§2.1 please", "Please go up, please.", mv(goA(up))},
		{"§2.1 I'd like to", "I'd like to go up", mv(goA(up))},
		{"§2.1 curly apostrophe", "I’d like to go up", mv(goA(up))},
		{"§2.1 spaces everywhere", "  shoot   left ,then\tgo  up  ", mv(shoot(left), goA(up))},
		{"§2.1 canonical example", "take the second lowest treasure, leave 2 bullets, go down",
			mv(treasure(2), leave(Bullet, 2), goA(down))},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			got, err := Parse(tc.in)
			if err != nil {
				t.Fatalf("Parse(%q): %v", tc.in, err)
			}
			if !reflect.DeepEqual(got, tc.want) {
				t.Fatalf("Parse(%q) = %q %+v, want %q %+v", tc.in, got, got, tc.want, tc.want)
			}
			if err := got.Validate(); err != nil {
				t.Errorf("Parse(%q) gave an invalid move: %v", tc.in, err)
			}
		})
	}
}

func TestParseErrors(t *testing.T) {
	tests := []struct {
		name   string
		in     string
		want   string
		offset int
	}{
		{"§2.1 no movement", "shoot left", `"shoot left": a move needs one movement (go up, down, left or right; by the flow; by the loop) or "skip"`, 0},
		{"§2.1 no movement, punctuation around", " shoot left, blow right. ", `"shoot left, blow right": a move needs one movement (go up, down, left or right; by the flow; by the loop) or "skip"`, 1},
		{"§2.1 two movements", "go up, go left", `"go up, go left": only one movement per move (found "go up" and "go left")`, 7},
		{"§2.1 two movements, flow and a step", "Go by the flow then left", `"Go by the flow then left": only one movement per move (found "Go by the flow" and "left")`, 20},
		{"§6.6 skip with an action", "skip, shoot left", `"skip, shoot left": "skip" is a move on its own; it cannot be combined with "shoot left"`, 0},
		{"§6.6 action with a skip", "go up then skip", `"go up then skip": "skip" is a move on its own; it cannot be combined with "go up"`, 11},
		{"§2.1 unknown direction", "go nort", `"go nort": expected up, down, left or right`, 3},
		{"§2.1 unknown direction in a longer move", "shoot left, go nort, shoot up", `"go nort": expected up, down, left or right`, 15},
		{"§2.1 missing direction after go", "go", `"go": expected a direction after "go" (up, down, left or right)`, 2},
		{"§5.5 missing direction after shoot", "shoot", `"shoot": expected a direction after "shoot" (up, down, left or right)`, 5},
		{"§5.5 missing direction after shoot to the", "go up, shoot to the", `"shoot to the": expected a direction after "shoot to the" (up, down, left or right)`, 19},
		{"§5.4 blow up the wall: which wall", "blow up the wall, go up", `"blow up the wall": expected a direction after "blow up the wall" (up, down, left or right)`, 16},
		{"§4.6 by the what", "go by the river bank", `"go by the river bank": unexpected "bank" after "go by the river" (expected ",", "then" or the end of the move)`, 16},
		{"§4.6 by nothing", "by", `"by": expected "the flow" or "the loop" after "by"`, 2},
		{"§4.4 by the pit", "go by the pit", `"go by the pit": expected "the flow" or "the loop"`, 10},
		{"§2.1 unknown action", "dance left", `"dance left": unknown action "dance" (expected go, shoot, blow, take, leave, by the flow, by the loop or skip)`, 0},
		{"§2.1 unknown action keeps case", "go up, Dance", `"Dance": unknown action "Dance" (expected go, shoot, blow, take, leave, by the flow, by the loop or skip)`, 7},
		{"§2.1 trailing word", "go up now", `"go up now": unexpected "now" after "go up" (expected ",", "then" or the end of the move)`, 6},
		{"§2.1 stray mark", "go up, (shoot left)", `"(shoot left)": unexpected "(" (expected an action such as "go up")`, 7},
		{"§2.1 empty", "", `"": expected a move, such as "go up" or "skip"`, 0},
		{"§2.1 only punctuation", " ... ", `"...": expected a move, such as "go up" or "skip"`, 5},
		{"§2.1 unterminated quote", `go "up`, `"\"up": unterminated quote`, 3},
		{"§2.1 throw something else", "throw the corpse left, go up", `"throw the corpse left": expected "a grenade" after "throw the" (throwing other items is not supported yet)`, 10},
		{"§5.1 take nothing", "take, go up", `"take": expected an item after "take" (the treasure, the corpse, the landmine, bullets or grenades)`, 4},
		{"§5.1 unknown item", "take the apple, go up", `"take the apple": unknown item "apple" (expected treasure, corpse, landmine, bullets or grenades)`, 9},
		{"§5.1 count a corpse", "take 2 corpses, go up", `"take 2 corpses": only bullets and grenades can be counted`, 5},
		{"§5.1 too many", "take 100 bullets, go up", `"take 100 bullets": expected a number from 1 to 99`, 5},
		{"§5.1 zero", "take 0 bullets, go up", `"take 0 bullets": expected a number from 1 to 99`, 5},
		{"§5.1 huge number", "take 99999999999999999999999 bullets, go up", `"take 99999999999999999999999 bullets": expected a number from 1 to 99`, 5},
		{"§5.1 all corpses", "take all the corpses, go up", `"take all the corpses": "all" only goes with bullets or grenades`, 5},
		{"§5.2 leave the bullets: how many", "leave the bullets, go up", `"leave the bullets": say how many bullets to leave ("a bullet", "2 bullets")`, 10},
		{"§5.8 lowest corpse", "take the lowest corpse, go up", `"take the lowest corpse": only treasures are chosen by "lowest": there is no order among other items`, 9},
		{"§5.8 leave the topmost treasure", "leave the topmost treasure, go up", `"leave the topmost treasure": "topmost" chooses a treasure to take from a stack; a player carries one treasure: say "leave the treasure"`, 10},
		{"§5.8 second topmost", "take the second topmost treasure, go up", `"take the second topmost treasure": expected "lowest" after "take the second" (treasures are counted from the lowest: "the second lowest treasure")`, 16},
		{"§5.8 rank too high", "take the 100th lowest treasure, go up", `"take the 100th lowest treasure": expected a rank from first to 99th`, 9},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			m, err := Parse(tc.in)
			if err == nil {
				t.Fatalf("Parse(%q) = %q, want error %s", tc.in, m, tc.want)
			}
			var pe *ParseError
			if !errors.As(err, &pe) {
				t.Fatalf("Parse(%q) error %T, want *ParseError", tc.in, err)
			}
			if got := err.Error(); got != tc.want {
				t.Errorf("Parse(%q) error\n got %s\nwant %s", tc.in, got, tc.want)
			}
			if pe.Offset != tc.offset || pe.Input != tc.in {
				t.Errorf("Parse(%q) error at %d in %q, want at %d", tc.in, pe.Offset, pe.Input, tc.offset)
			}
		})
	}
}

// BenchmarkParse reads a typical three-action move.
func BenchmarkParse(b *testing.B) {
	const in = "Shoot to the left, then go up and take the treasure"
	b.ReportAllocs()
	for b.Loop() {
		if _, err := Parse(in); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkParseLower is the same move in lower case, which spares the
// lower-cased copy of the input.
func BenchmarkParseLower(b *testing.B) {
	const in = "shoot to the left, then go up and take the treasure"
	b.ReportAllocs()
	for b.Loop() {
		if _, err := Parse(in); err != nil {
			b.Fatal(err)
		}
	}
}
