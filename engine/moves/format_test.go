package moves

import (
	"math/rand/v2"
	"reflect"
	"strings"
	"testing"

	"github.com/labyrinth-game/labyrinth/engine/maze"
)

func TestMoveString(t *testing.T) {
	up, down, left, right := maze.Up, maze.Down, maze.Left, maze.Right
	tests := []struct {
		name string
		m    Move
		want string
	}{
		{"§2.1 shoot then go", mv(shoot(left), goA(up)), "shoot left, go up"},
		{"§5.4 blow to the right", mv(blow(right), goA(right)), "blow up the wall to the right, go right"},
		{"§5.4 blow to the left", mv(blow(left), goA(right)), "blow up the wall to the left, go right"},
		{"§5.4 blow up", mv(goA(up), blow(up)), "go up, blow up the wall above"},
		{"§5.4 blow down", mv(blow(down), goA(down)), "blow up the wall below, go down"},
		{"§4.6 by the flow", mv(flow), "go by the flow"},
		{"§4.4 by the loop", mv(loop, shoot(down)), "go by the loop, shoot down"},
		{"§6.6 skip", SkipMove(), "skip"},
		{"§5.8 second lowest, §5.2 leave 2 bullets", mv(treasure(2), leave(Bullet, 2), goA(down)), "take the second lowest treasure, leave 2 bullets, go down"},
		{"§5.8 topmost", mv(treasure(Topmost), goA(down)), "take the topmost treasure, go down"},
		{"§5.8 lowest", mv(treasure(Lowest), goA(down)), "take the lowest treasure, go down"},
		{"§5.8 any treasure", mv(goA(down), treasure(AnyTreasure)), "go down, take the treasure"},
		{"§5.8 tenth lowest", mv(treasure(10), goA(down)), "take the tenth lowest treasure, go down"},
		{"§5.8 11th lowest", mv(treasure(11), goA(down)), "take the 11th lowest treasure, go down"},
		{"§5.8 21st lowest", mv(treasure(21), goA(down)), "take the 21st lowest treasure, go down"},
		{"§5.8 22nd lowest", mv(treasure(22), goA(down)), "take the 22nd lowest treasure, go down"},
		{"§5.8 23rd lowest", mv(treasure(23), goA(down)), "take the 23rd lowest treasure, go down"},
		{"§5.8 13th lowest", mv(treasure(13), goA(down)), "take the 13th lowest treasure, go down"},
		{"§5.1 take all bullets", mv(take(Bullet, 0), goA(up)), "take the bullets, go up"},
		{"§5.1 take 1 grenade", mv(take(Grenade, 1), goA(up)), "take 1 grenade, go up"},
		{"§5.6 take the corpse", mv(take(Corpse, 0), goA(up)), "take the corpse, go up"},
		{"§5.2 leave a bullet", mv(leave(Bullet, 0), goA(up)), "leave a bullet, go up"},
		{"§5.2 leave 1 grenade", mv(leave(Grenade, 1), goA(up)), "leave 1 grenade, go up"},
		{"§5.7 leave the landmine", mv(leave(Landmine, 0), goA(up)), "leave the landmine, go up"},
		{"§5.2 leave the treasure", mv(leave(Treasure, 0), goA(up)), "leave the treasure, go up"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			if got := tc.m.String(); got != tc.want {
				t.Errorf("String() = %q, want %q", got, tc.want)
			}
			back, err := Parse(tc.want)
			if err != nil || !reflect.DeepEqual(back, tc.m) {
				t.Errorf("Parse(%q) = %+v, %v; want %+v", tc.want, back, err, tc.m)
			}
		})
	}
}

func TestValidate(t *testing.T) {
	tests := []struct {
		name string
		m    Move
		want string // part of the error; "" for a valid move
	}{
		{"§2.1 one movement", mv(shoot(maze.Left), goA(maze.Up)), ""},
		{"§6.6 skip", SkipMove(), ""},
		{"§6.6 skip with actions", Move{Skip: true, Actions: []Action{goA(maze.Up)}}, "skipped move has no actions"},
		{"§2.1 empty", Move{}, "needs one movement"},
		{"§2.1 no movement", mv(shoot(maze.Left)), "exactly one movement, found 0"},
		{"§2.1 two movements", mv(goA(maze.Left), flow), "exactly one movement, found 2"},
		{"§2.1 go without direction", mv(Action{Kind: Go}), "action 1: go: no direction"},
		{"§2.1 bad direction", mv(Action{Kind: Go, Dir: 9}), "no direction"},
		{"§4.6 flow with a direction", mv(Action{Kind: ByFlow, Dir: maze.Up}), "by the flow: has a direction"},
		{"§5.5 shoot with an item", mv(Action{Kind: Shoot, Dir: maze.Up, Item: Bullet}, goA(maze.Up)), "shoot up: has an item"},
		{"§5.1 take nothing", mv(Action{Kind: Take}, goA(maze.Up)), "take: no item"},
		{"§5.1 take 2 corpses", mv(take(Corpse, 2), goA(maze.Up)), "count 2"},
		{"§5.1 take -1 bullets", mv(take(Bullet, -1), goA(maze.Up)), "count -1"},
		{"§5.1 take 100 bullets", mv(take(Bullet, 100), goA(maze.Up)), "count 100"},
		{"§5.8 lowest corpse", mv(Action{Kind: Take, Item: Corpse, Which: Lowest}, goA(maze.Up)), "which 1"},
		{"§5.8 leave the lowest treasure", mv(Action{Kind: Leave, Item: Treasure, Which: Lowest}, goA(maze.Up)), "which 1"},
		{"§5.8 which -2", mv(treasure(-2), goA(maze.Up)), "which -2"},
		{"§2.1 unknown kind", mv(Action{Kind: 42}, goA(maze.Up)), "unknown kind of action 42"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			err := tc.m.Validate()
			switch {
			case tc.want == "" && err != nil:
				t.Errorf("Validate() = %v, want nil", err)
			case tc.want != "" && (err == nil || !strings.Contains(err.Error(), tc.want)):
				t.Errorf("Validate() = %v, want an error with %q", err, tc.want)
			}
			_ = tc.m.String() // never panics, even on invalid moves
		})
	}
}

// randomMove returns a valid move: a skip, or up to five other actions
// around one movement.
func randomMove(r *rand.Rand) Move {
	if r.IntN(10) == 0 {
		return SkipMove()
	}
	dir := func() maze.Dir { return maze.Dirs[r.IntN(4)] }
	var acts []Action
	for range r.IntN(6) {
		var a Action
		switch r.IntN(4) {
		case 0:
			a = shoot(dir())
		case 1:
			a = blow(dir())
		case 2, 3:
			a = Action{Kind: Take + Kind(r.IntN(2)), Item: Item(1 + r.IntN(5))}
			if a.Item.Countable() {
				a.Count = r.IntN(MaxNumber + 1)
			}
			if a.Item == Treasure && a.Kind == Take {
				a.Which = Which(r.IntN(MaxNumber+2) - 1)
			}
		}
		acts = append(acts, a)
	}
	movement := []Action{goA(dir()), flow, loop}[r.IntN(3)]
	at := r.IntN(len(acts) + 1)
	acts = append(acts[:at], append([]Action{movement}, acts[at:]...)...)
	return Move{Actions: acts}
}

// TestRoundTrip checks Parse(m.String()) == m over random valid moves, and
// that the canonical text is stable.
func TestRoundTrip(t *testing.T) {
	r := rand.New(rand.NewPCG(1, 2))
	for i := range 20000 {
		m := randomMove(r)
		if err := m.Validate(); err != nil {
			t.Fatalf("move %d: random move %+v is invalid: %v", i, m, err)
		}
		s := m.String()
		back, err := Parse(s)
		if err != nil {
			t.Fatalf("move %d: Parse(%q): %v", i, s, err)
		}
		if !reflect.DeepEqual(back, m) {
			t.Fatalf("move %d: Parse(%q) = %+v, want %+v", i, s, back, m)
		}
		if again := back.String(); again != s {
			t.Fatalf("move %d: String not stable: %q then %q", i, s, again)
		}
		// Case and spacing do not matter.
		if up, err := Parse("  " + strings.ToUpper(s) + ". "); err != nil || !reflect.DeepEqual(up, m) {
			t.Fatalf("move %d: Parse of upper-cased %q = %+v, %v", i, s, up, err)
		}
	}
}
