package moves

import (
	"math/rand/v2"
	"reflect"
	"slices"
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
		{"§5.2 throw the treasure", mv(throwA(Treasure, 0, left), goA(up)), "throw the treasure left, go up"},
		{"§5.6 throw the corpse", mv(goA(up), throwA(Corpse, 0, up)), "go up, throw the corpse up"},
		{"§5.7 throw the landmine", mv(throwA(Landmine, 0, down), goA(up)), "throw the landmine down, go up"},
		{"§5.2 throw a bullet", mv(throwA(Bullet, 0, right), goA(up)), "throw a bullet right, go up"},
		{"§5.2 throw 1 bullet", mv(throwA(Bullet, 1, right), goA(up)), "throw 1 bullet right, go up"},
		{"§5.2 throw 3 bullets", mv(throwA(Bullet, 3, right), goA(up)), "throw 3 bullets right, go up"},
		{"§5.7 set a landmine here", mv(setMine(maze.NoDir), goA(up)), "set a landmine, go up"},
		{"§5.7 set a landmine to the left", mv(setMine(left), goA(up)), "set a landmine to the left, go up"},
		{"§5.7 set a landmine to the right", mv(setMine(right), goA(up)), "set a landmine to the right, go up"},
		{"§5.7 set a landmine above, not up", mv(setMine(up), goA(down)), "set a landmine above, go down"},
		{"§5.7 set a landmine below", mv(setMine(down), goA(up)), "set a landmine below, go up"},
		{"§7.3 a named target", mv(shootAt(left, "Bob", 2, 3), goA(up)), "shoot left at Bob in (3,4), go up"},
		{"§7.3 a quoted target upstairs", mv(Action{Kind: Shoot, Dir: up, Target: "Player 2", TargetCell: maze.Pos{X: 0, Y: 9, Floor: 2}}, goA(up)),
			`shoot up at "Player 2" in (1,10) floor 3, go up`},
		{"§6.5 the reference's example", Move{Actions: []Action{goA(right)}, Conditions: []Conditional{
			when(cond(IfFind, Treasure), shoot(up)), when(cond(IfFind, Bullet), shoot(right)), when(cond(IfPit), leave(Grenade, 0))}},
			"go right; if I find a treasure, shoot up; if I find a bullet, shoot right; if I fall into a pit, leave a grenade"},
		{"§6.5 several actions in a clause", Move{Actions: []Action{shoot(left), goA(up)}, Conditions: []Conditional{when(cond(IfWall), blow(up), shoot(up))}},
			"shoot left, go up; if I hit a wall, blow up the wall above, shoot up"},
		{"§6.7 a dark move", Move{Actions: []Action{goA(right)}, Tell: TellNothing}, "go right, don't tell the result"},
		{"§6.8 a semi-dark move", Move{Actions: []Action{goA(right)}, Tell: TellWall}, "go right, don't tell where I end up but tell me whether I hit a wall"},
		{"§4.3 without refilling", Move{Actions: []Action{goA(right), shoot(up)}, NoRefill: true}, "go right, shoot up, without refilling"},
		{"§4.3 §6.7 without refilling, in the dark", Move{Actions: []Action{goA(right)}, NoRefill: true, Tell: TellNothing}, "go right, without refilling, don't tell the result"},
		{"§4.3 §6.5 §6.7 after conditions", Move{Actions: []Action{goA(right)}, Conditions: []Conditional{when(cond(IfCell, maze.Weaponry), shoot(up))}, NoRefill: true, Tell: TellNothing},
			"go right; if I walk into a weaponry, shoot up; without refilling; don't tell the result"},
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

func TestConditionString(t *testing.T) {
	tests := []struct {
		name string
		c    Condition
		want string
	}{
		{"§6.5 find a treasure", cond(IfFind, Treasure), "if I find a treasure"},
		{"§6.5 find a bullet", cond(IfFind, Bullet), "if I find a bullet"},
		{"§6.5 find a grenade", cond(IfFind, Grenade), "if I find a grenade"},
		{"§6.5 find a corpse", cond(IfFind, Corpse), "if I find a corpse"},
		{"§6.5 find a landmine", cond(IfFind, Landmine), "if I find a landmine"},
		{"§6.5 find anything", cond(IfFind), "if I find anything"},
		{"§6.5 find nothing", not(cond(IfFind)), "if I find nothing"},
		{"§6.5 don't find a treasure", not(cond(IfFind, Treasure)), "if I don't find a treasure"},
		{"§6.5 fall into a pit", cond(IfPit), "if I fall into a pit"},
		{"§6.5 don't fall into a pit", not(cond(IfPit)), "if I don't fall into a pit"},
		{"§6.5 hit a wall", cond(IfWall), "if I hit a wall"},
		{"§6.5 don't hit a wall", not(cond(IfWall)), "if I don't hit a wall"},
		{"§6.5 carried by the flow", cond(IfRiver), "if I am carried by the flow"},
		{"§6.5 not carried by the flow", not(cond(IfRiver)), "if I am not carried by the flow"},
		{"§6.5 walk into a hospital", cond(IfCell, maze.Hospital), "if I walk into a hospital"},
		{"§6.5 walk into a weaponry", cond(IfCell, maze.Weaponry), "if I walk into a weaponry"},
		{"§6.5 walk into a delta", cond(IfCell, maze.Delta), "if I walk into a delta"},
		{"§6.5 walk into a pit", cond(IfCell, maze.Pit), "if I walk into a pit"},
		{"§6.5 walk into a river", cond(IfCell, maze.River), "if I walk into a river"},
		{"§6.5 walk onto land", cond(IfCell, maze.Land), "if I walk onto land"},
		{"§6.5 don't walk onto land", not(cond(IfCell, maze.Land)), "if I don't walk onto land"},
		{"§6.5 arrive at the encephalitis cell", cond(IfCell, maze.Encephalitis), "if I arrive at the encephalitis cell"},
		{"§6.5 a scream is heard", cond(IfScream), "if a scream is heard"},
		{"§6.5 no scream is heard", not(cond(IfScream)), "if no scream is heard"},
		{"§6.5 healed", cond(IfHealed), "if I am healed"},
		{"§6.5 not healed", not(cond(IfHealed)), "if I am not healed"},
		{"§6.5 unknown kind", Condition{Kind: 42}, "if CondKind(42)"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			if got := tc.c.String(); got != tc.want {
				t.Errorf("String() = %q, want %q", got, tc.want)
			}
			if tc.c.Kind == 42 {
				return
			}
			m := Move{Actions: []Action{goA(maze.Up)}, Conditions: []Conditional{when(tc.c, shoot(maze.Up))}}
			if back, err := Parse(m.String()); err != nil || !reflect.DeepEqual(back, m) {
				t.Errorf("Parse(%q) = %+v, %v; want %+v", m.String(), back, err, m)
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
		{"§6.6 skip with a movement", Move{Skip: true, Actions: []Action{goA(maze.Up)}}, "a skipped move has none"},
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

		{"§5.2 throw the treasure", mv(throwA(Treasure, 0, maze.Left), goA(maze.Up)), ""},
		{"§5.2 throw 3 bullets", mv(throwA(Bullet, 3, maze.Left), goA(maze.Up)), ""},
		{"§5.2 throw without a direction", mv(throwA(Treasure, 0, maze.NoDir), goA(maze.Up)), "action 1: throw: no direction"},
		{"§5.2 throw nothing", mv(throwA(NoItem, 0, maze.Left), goA(maze.Up)), "throw: no item"},
		{"§5.4 throw a grenade as an item", mv(throwA(Grenade, 0, maze.Left), goA(maze.Up)), "grenades are thrown at walls"},
		{"§5.2 throw 2 corpses", mv(throwA(Corpse, 2, maze.Left), goA(maze.Up)), "throw corpse: count 2"},
		{"§5.2 throw 100 bullets", mv(throwA(Bullet, 100, maze.Left), goA(maze.Up)), "throw bullet: count 100"},
		{"§5.8 throw the lowest treasure", mv(Action{Kind: Throw, Item: Treasure, Which: Lowest, Dir: maze.Left}, goA(maze.Up)), "which 1"},
		{"§5.7 set a landmine here", mv(setMine(maze.NoDir), goA(maze.Up)), ""},
		{"§5.7 set a landmine to the left", mv(setMine(maze.Left), goA(maze.Up)), ""},
		{"§5.7 set a landmine in a bad direction", mv(setMine(7), goA(maze.Up)), "set a landmine: no direction 7"},
		{"§5.7 set a landmine with an item", mv(Action{Kind: SetMine, Item: Landmine}, goA(maze.Up)), "set a landmine: has an item"},
		{"§5.7 set a landmine with a count", mv(Action{Kind: SetMine, Dir: maze.Left, Count: 1}, goA(maze.Up)), "set a landmine left: has an item"},
		{"§7.3 a named target", mv(shootAt(maze.Left, "Bob", 2, 3), goA(maze.Up)), ""},
		{"§7.3 a named target in (1,1)", mv(shootAt(maze.Left, "Bob", 0, 0), goA(maze.Up)), ""},
		{"§7.3 a target cell without a name", mv(shootAt(maze.Left, "", 2, 3), goA(maze.Up)), "a target cell (3,4) without a target"},
		{"§7.3 a target on a step", mv(Action{Kind: Go, Dir: maze.Up, Target: "Bob"}), "go: has a target"},
		{"§7.3 a target's cell on a blow", mv(Action{Kind: Blow, Dir: maze.Up, TargetCell: maze.At(1, 1)}, goA(maze.Up)), "blow: has a target"},
		{"§7.3 a bad name", mv(shootAt(maze.Left, `"Bob"`, 2, 3), goA(maze.Up)), "quotes are not allowed"},
		{"§7.3 a cell outside any labyrinth", mv(shootAt(maze.Left, "Bob", 2, maze.MaxSide), goA(maze.Up)), "outside any labyrinth"},
		{"§6.5 a condition", Move{Actions: []Action{goA(maze.Up)}, Conditions: []Conditional{when(cond(IfFind, Treasure), shoot(maze.Up))}}, ""},
		{"§6.5 a condition on a skip", Move{Skip: true, Conditions: []Conditional{when(cond(IfFind), shoot(maze.Up))}}, "skipped move has no conditions"},
		{"§6.5 a condition without actions", Move{Actions: []Action{goA(maze.Up)}, Conditions: []Conditional{when(cond(IfWall))}}, "condition 1 (if I hit a wall): no actions"},
		{"§6.5 a conditional movement", Move{Actions: []Action{goA(maze.Up)}, Conditions: []Conditional{when(cond(IfWall), shoot(maze.Up), flow)}},
			"condition 1 (if I hit a wall), action 2: go by the flow is a movement"},
		{"§6.5 a bad conditional action", Move{Actions: []Action{goA(maze.Up)}, Conditions: []Conditional{when(cond(IfWall), Action{Kind: Shoot})}},
			"condition 1 (if I hit a wall), action 1: shoot: no direction"},
		{"§6.5 no condition", Move{Actions: []Action{goA(maze.Up)}, Conditions: []Conditional{when(Condition{}, shoot(maze.Up))}}, "condition 1: unknown kind of condition 0"},
		{"§6.5 an unknown condition", Move{Actions: []Action{goA(maze.Up)}, Conditions: []Conditional{when(Condition{Kind: IfHealed + 1}, shoot(maze.Up))}}, "unknown kind of condition 8"},
		{"§6.5 find an unknown item", Move{Actions: []Action{goA(maze.Up)}, Conditions: []Conditional{when(cond(IfFind, Item(9)), shoot(maze.Up))}}, "unknown item 9"},
		{"§6.5 a wall with an item", Move{Actions: []Action{goA(maze.Up)}, Conditions: []Conditional{when(cond(IfWall, Bullet), shoot(maze.Up))}}, "if I hit a wall: has an item"},
		{"§6.5 a find with a cell", Move{Actions: []Action{goA(maze.Up)}, Conditions: []Conditional{when(cond(IfFind, maze.Land), shoot(maze.Up))}}, "if I find anything: has a cell kind"},
		{"§6.5 a cell with an item", Move{Actions: []Action{goA(maze.Up)}, Conditions: []Conditional{when(cond(IfCell, maze.Land, Bullet), shoot(maze.Up))}}, "if I walk onto land: has an item"},
		{"§6.5 walk outside", Move{Actions: []Action{goA(maze.Up)}, Conditions: []Conditional{when(cond(IfCell), shoot(maze.Up))}}, "cell kind outside"},
		{"§6.5 walk into an unknown kind", Move{Actions: []Action{goA(maze.Up)}, Conditions: []Conditional{when(cond(IfCell, maze.Kind(20)), shoot(maze.Up))}}, "cell kind Kind(20)"},
		{"§6.5 every kind of cell", Move{Actions: []Action{goA(maze.Up)}, Conditions: []Conditional{
			when(cond(IfCell, maze.Land), shoot(maze.Up)), when(cond(IfCell, maze.Hospital), shoot(maze.Up)), when(cond(IfCell, maze.Weaponry), shoot(maze.Up)),
			when(cond(IfCell, maze.Delta), shoot(maze.Up)), when(cond(IfCell, maze.Encephalitis), shoot(maze.Up)), when(cond(IfCell, maze.Pit), shoot(maze.Up)),
			when(cond(IfCell, maze.River), shoot(maze.Up))}}, ""},
		{"§6.7 a dark move", Move{Actions: []Action{goA(maze.Up)}, Tell: TellNothing}, ""},
		{"§6.8 a semi-dark move", Move{Actions: []Action{goA(maze.Up)}, Tell: TellWall}, ""},
		{"§6.7 an unknown Tell", Move{Actions: []Action{goA(maze.Up)}, Tell: TellWall + 1}, "unknown Tell 3"},
		{"§6.7 a dark skip", Move{Skip: true, Tell: TellNothing}, "nor anything to tell"},
		{"§4.3 without refilling", Move{Actions: []Action{goA(maze.Up)}, NoRefill: true}, ""},
		{"§4.3 a skip without refilling", Move{Skip: true, NoRefill: true}, "not to refill"},
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

// targetNames are names of targets for random moves: plain, quoted, and
// words of the language.
var targetNames = []string{"Bob", "Player 2", "in", "at", "if", "then", "2", "O'Neil", "Алёна", "Jean-Luc"}

// randomAction returns a valid action that is not a movement.
func randomAction(r *rand.Rand) Action {
	dir := func() maze.Dir { return maze.Dirs[r.IntN(4)] }
	var a Action
	switch r.IntN(7) {
	case 0:
		a = shoot(dir())
		if r.IntN(3) == 0 {
			a.Target = targetNames[r.IntN(len(targetNames))]
			a.TargetCell = maze.Pos{X: r.IntN(maze.MaxSide), Y: r.IntN(maze.MaxSide), Floor: r.IntN(maze.MaxFloors) * r.IntN(2)}
		}
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
	case 4, 5:
		a = throwA(Item(1+r.IntN(4)), 0, dir())
		if a.Item == Bullet {
			a.Count = r.IntN(MaxNumber + 1)
		}
	case 6:
		a = setMine(maze.Dir(r.IntN(5)))
	}
	return a
}

// randomCondition returns a valid condition.
func randomCondition(r *rand.Rand) Condition {
	c := Condition{Kind: IfFind + CondKind(r.IntN(int(IfHealed))), Not: r.IntN(2) == 0}
	switch c.Kind {
	case IfFind:
		c.Item = Item(r.IntN(int(Grenade) + 1))
	case IfCell:
		c.Cell = []maze.Kind{maze.Land, maze.Hospital, maze.Weaponry, maze.Delta, maze.Encephalitis, maze.Pit, maze.River}[r.IntN(7)]
	}
	return c
}

// randomMove returns a valid move: a skip, or up to five other actions
// around one movement, up to three conditional clauses, and maybe what to
// tell and not to refill.
func randomMove(r *rand.Rand) Move {
	if r.IntN(10) == 0 {
		return SkipMove()
	}
	var acts []Action
	for range r.IntN(6) {
		acts = append(acts, randomAction(r))
	}
	movement := []Action{goA(maze.Dirs[r.IntN(4)]), flow, loop}[r.IntN(3)]
	at := r.IntN(len(acts) + 1)
	acts = append(acts[:at], append([]Action{movement}, acts[at:]...)...)
	m := Move{Actions: acts, Tell: Tell(r.IntN(3)), NoRefill: r.IntN(4) == 0}
	for range max(0, r.IntN(7)-3) {
		c := Conditional{If: randomCondition(r)}
		for range 1 + r.IntN(3) {
			c.Then = append(c.Then, randomAction(r))
		}
		m.Conditions = append(m.Conditions, c)
	}
	return m
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
		// Case and spacing do not matter, except in names, which keep
		// their case.
		upper := m
		upper.Actions = upperTargets(m.Actions)
		upper.Conditions = slices.Clone(m.Conditions)
		for j := range upper.Conditions {
			upper.Conditions[j].Then = upperTargets(upper.Conditions[j].Then)
		}
		if up, err := Parse("  " + strings.ToUpper(s) + ". "); err != nil || !reflect.DeepEqual(up, upper) {
			t.Fatalf("move %d: Parse of upper-cased %q = %+v, %v", i, s, up, err)
		}
	}
}

// upperTargets returns the actions with their targets' names upper-cased.
func upperTargets(as []Action) []Action {
	as = slices.Clone(as)
	for i := range as {
		as[i].Target = strings.ToUpper(as[i].Target)
	}
	return as
}
