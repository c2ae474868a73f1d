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

func throwA(it Item, n int, d maze.Dir) Action {
	return Action{Kind: Throw, Item: it, Count: n, Dir: d}
}
func setMine(d maze.Dir) Action { return Action{Kind: SetMine, Dir: d} }
func shootAt(d maze.Dir, who string, x, y int) Action {
	return Action{Kind: Shoot, Dir: d, Target: who, TargetCell: maze.At(x, y)}
}

// when is a conditional clause.
func when(c Condition, then ...Action) Conditional { return Conditional{If: c, Then: then} }

// cond returns the condition of kind k, with an item or a cell kind if one
// is given.
func cond(k CondKind, arg ...any) Condition {
	c := Condition{Kind: k}
	for _, a := range arg {
		switch a := a.(type) {
		case Item:
			c.Item = a
		case maze.Kind:
			c.Cell = a
		}
	}
	return c
}

func not(c Condition) Condition { c.Not = true; return c }

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
		// Seed 002 l.35: a boat, once against the current.
		{"002 l.35 row up", "row up", mv(Action{Kind: Row, Dir: maze.Up})},
		// Seed 001's G3 (l.59, l.124): staircases between floors.
		{"001 l.124 G3 go upstairs", "go upstairs", mv(Action{Kind: Climb, Dir: maze.Up})},
		{"001 l.124 G3 downstairs", "downstairs", mv(Action{Kind: Climb, Dir: maze.Down})},
		{"001 l.124 G3 climb up, then shoot left", "climb up, then shoot left", mv(Action{Kind: Climb, Dir: maze.Up}, shoot(left))},
		{"001 l.124 G3 climb down", "Climb down", mv(Action{Kind: Climb, Dir: maze.Down})},
		{"002 l.35 swim to the left", "swim to the left", mv(Action{Kind: Row, Dir: maze.Left})},
		{"002 l.35 paddle right, then shoot down", "paddle right, then shoot down", mv(Action{Kind: Row, Dir: maze.Right}, shoot(down))},

		// §6.6 skipping.
		{"§6.6 skip", "skip", SkipMove()},
		{"§6.6 skip the move", "Skip the move.", SkipMove()},
		{"§6.6 skip my turn", "skip my turn", SkipMove()},
		// Seed 001 l.57–68: a skip with actions that are not movements
		// (the rules decide whether the game accepts it).
		{"001 l.68 skip and shoot", "skip, shoot left", Move{Skip: true, Actions: []Action{{Kind: Shoot, Dir: maze.Left}}}},
		{"001 l.68 shoot, then skip", "shoot left, then skip", Move{Skip: true, Actions: []Action{{Kind: Shoot, Dir: maze.Left}}}},
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
		{"§2.1 finally as a separator", "shoot left, go up, finally shoot right", mv(shoot(left), goA(up), shoot(right))},

		// §5.2, §5.6, §5.7, §5.8 throwing items to the neighbouring cell.
		{"§5.2 throw the treasure left", "throw the treasure left, go up", mv(throwA(Treasure, 0, left), goA(up))},
		{"§5.2 throw the treasure to the left", "throw the treasure to the left, go up", mv(throwA(Treasure, 0, left), goA(up))},
		{"§5.6 throw the corpse up", "go down, throw the corpse up", mv(goA(down), throwA(Corpse, 0, up))},
		{"§5.7 throw the landmine right, not activated", "throw the landmine right, go up", mv(throwA(Landmine, 0, right), goA(up))},
		{"§5.7 throw the mine", "throw the mine right, go up", mv(throwA(Landmine, 0, right), goA(up))},
		{"§5.2 throw a bullet down: count 0 is one", "throw a bullet down, go up", mv(throwA(Bullet, 0, down), goA(up))},
		{"§5.2 throw one bullet", "throw one bullet down, go up", mv(throwA(Bullet, 1, down), goA(up))},
		{"§5.2 throw 2 bullets to the right", "throw 2 bullets to the right, go up", mv(throwA(Bullet, 2, right), goA(up))},
		{"§5.2 throw the corpse above", "throw the corpse above, go up", mv(throwA(Corpse, 0, up), goA(up))},
		{"§5.4 throw a grenade is still a blow", "throw a grenade up, go up", mv(blow(up), goA(up))},
		{"§5.4 throw the grenade is still a blow", "throw the grenade left, go up", mv(blow(left), goA(up))},

		// §5.7 setting a landmine.
		{"§5.7 set a landmine on one's cell", "set a landmine, go up", mv(setMine(maze.NoDir), goA(up))},
		{"§5.7 set the landmine", "go up, set the landmine", mv(goA(up), setMine(maze.NoDir))},
		{"§5.7 set a landmine here", "set a landmine here, go up", mv(setMine(maze.NoDir), goA(up))},
		{"§5.7 set up a landmine", "set up a landmine, go up", mv(setMine(maze.NoDir), goA(up))},
		{"§5.7 activate the landmine", "activate the landmine, go up", mv(setMine(maze.NoDir), goA(up))},
		{"§5.7 set a landmine to the right", "set a landmine to the right, go up", mv(setMine(right), goA(up))},
		{"§5.7 set a landmine right", "set a landmine right, go up", mv(setMine(right), goA(up))},
		{"§5.7 set a landmine above", "set a landmine above, go down", mv(setMine(up), goA(down))},
		{"§5.7 plant a landmine left", "plant a landmine left, go up", mv(setMine(left), goA(up))},
		{"§5.7 activate the landmine and throw it to the right", "activate the landmine and throw it to the right, go up",
			mv(setMine(right), goA(up))},
		{"§5.7 activate the landmine, then throw it down", "go up, activate the landmine, then throw it down", mv(goA(up), setMine(down))},
		{"§5.7 activate the landmine and go", "activate the landmine and go up", mv(setMine(maze.NoDir), goA(up))},

		// §7.3 named targets.
		{"§7.3 shoot left at Bob in (3,4)", "shoot left at Bob in (3,4), go up", mv(shootAt(left, "Bob", 2, 3), goA(up))},
		{"§7.3 on the cell", "go up, shoot to the left at Bob on (3,4)", mv(goA(up), shootAt(left, "Bob", 2, 3))},
		{"§7.3 quoted name, spaces in the cell", `shoot up at "Player 2" in ( 3 , 4 ), go up`, mv(shootAt(up, "Player 2", 2, 3), goA(up))},
		{"§7.3 a cell upstairs", "shoot up at Ann in (1,1) floor 2, go up", mv(Action{Kind: Shoot, Dir: up, Target: "Ann", TargetCell: maze.Pos{Floor: 1}}, goA(up))},
		{"§7.3 name keeps case", "SHOOT LEFT AT bOB IN (3,4), GO UP", mv(shootAt(left, "bOB", 2, 3), goA(up))},

		// §6.5 conditional moves.
		{"§6.5 the reference's example",
			"Go right; if I find a treasure, shoot up; and if I find a bullet, shoot right; finally, if I fall into a pit, leave one grenade there.",
			Move{Actions: []Action{goA(right)}, Conditions: []Conditional{
				when(cond(IfFind, Treasure), shoot(up)), when(cond(IfFind, Bullet), shoot(right)), when(cond(IfPit), leave(Grenade, 1))}}},
		{"§6.5 canonical", "go right; if I find a treasure, shoot up; if I find a bullet, shoot right; if I fall into a pit, leave a grenade",
			Move{Actions: []Action{goA(right)}, Conditions: []Conditional{
				when(cond(IfFind, Treasure), shoot(up)), when(cond(IfFind, Bullet), shoot(right)), when(cond(IfPit), leave(Grenade, 0))}}},
		{"§6.5 then if, several actions", "shoot left, go up, then if I hit a wall, blow up the wall above and shoot up",
			Move{Actions: []Action{shoot(left), goA(up)}, Conditions: []Conditional{when(cond(IfWall), blow(up), shoot(up))}}},
		{"§6.5 if I find bullets", "go up; if I find bullets, take 2 bullets", Move{Actions: []Action{goA(up)}, Conditions: []Conditional{when(cond(IfFind, Bullet), take(Bullet, 2))}}},
		{"§6.5 if I find a grenade", "go up; if I find a grenade, shoot up", Move{Actions: []Action{goA(up)}, Conditions: []Conditional{when(cond(IfFind, Grenade), shoot(up))}}},
		{"§6.5 if I find a corpse", "go up; if I find a corpse, leave the treasure here", Move{Actions: []Action{goA(up)}, Conditions: []Conditional{when(cond(IfFind, Corpse), leave(Treasure, 0))}}},
		{"§6.5 if I find a landmine", "go up; if I find a landmine, take the landmine", Move{Actions: []Action{goA(up)}, Conditions: []Conditional{when(cond(IfFind, Landmine), take(Landmine, 0))}}},
		{"§6.5 if I find anything", "go up; if I find anything, shoot up", Move{Actions: []Action{goA(up)}, Conditions: []Conditional{when(cond(IfFind), shoot(up))}}},
		{"§6.5 if I find something", "go up; if I find something, shoot up", Move{Actions: []Action{goA(up)}, Conditions: []Conditional{when(cond(IfFind), shoot(up))}}},
		{"§6.5 if I find nothing", "go up; if I find nothing, shoot up", Move{Actions: []Action{goA(up)}, Conditions: []Conditional{when(not(cond(IfFind)), shoot(up))}}},
		{"§6.5 if I don't find anything", "go up; if I don't find anything, shoot up", Move{Actions: []Action{goA(up)}, Conditions: []Conditional{when(not(cond(IfFind)), shoot(up))}}},
		{"§6.5 if I do not find a treasure", "go up; if I do not find a treasure, shoot up", Move{Actions: []Action{goA(up)}, Conditions: []Conditional{when(not(cond(IfFind, Treasure)), shoot(up))}}},
		{"§6.5 if I don't hit a wall", "go up; if I don't hit a wall, shoot up", Move{Actions: []Action{goA(up)}, Conditions: []Conditional{when(not(cond(IfWall)), shoot(up))}}},
		{"§6.5 if I hit the wall", "go up; if I hit the wall, blow up", Move{Actions: []Action{goA(up)}, Conditions: []Conditional{when(cond(IfWall), blow(up))}}},
		{"§6.5 if I am carried by the flow", "go up; if I am carried by the flow, shoot up", Move{Actions: []Action{goA(up)}, Conditions: []Conditional{when(cond(IfRiver), shoot(up))}}},
		{"§6.5 if I'm not carried by the flow", "go up; if I'm not carried by the flow, shoot up", Move{Actions: []Action{goA(up)}, Conditions: []Conditional{when(not(cond(IfRiver)), shoot(up))}}},
		{"§6.5 if I get into a river", "go up; if I get into a river, shoot up", Move{Actions: []Action{goA(up)}, Conditions: []Conditional{when(cond(IfRiver), shoot(up))}}},
		{"§6.5 if I walk into a hospital", "go up; if I walk into a hospital, shoot up", Move{Actions: []Action{goA(up)}, Conditions: []Conditional{when(cond(IfCell, maze.Hospital), shoot(up))}}},
		{"§6.5 if I walk into an armory", "go up; if I walk into an armory, shoot up", Move{Actions: []Action{goA(up)}, Conditions: []Conditional{when(cond(IfCell, maze.Weaponry), shoot(up))}}},
		{"§6.5 if I walk into a delta", "go up; if I walk into a delta, shoot up", Move{Actions: []Action{goA(up)}, Conditions: []Conditional{when(cond(IfCell, maze.Delta), shoot(up))}}},
		{"§6.5 if I walk into a pit", "go up; if I walk into a pit, shoot up", Move{Actions: []Action{goA(up)}, Conditions: []Conditional{when(cond(IfCell, maze.Pit), shoot(up))}}},
		{"§6.5 if I walk onto land", "go up; if I walk onto land, shoot up", Move{Actions: []Action{goA(up)}, Conditions: []Conditional{when(cond(IfCell, maze.Land), shoot(up))}}},
		{"§6.5 if I arrive at the encephalitis cell", "go up; if I arrive at the encephalitis cell, shoot up", Move{Actions: []Action{goA(up)}, Conditions: []Conditional{when(cond(IfCell, maze.Encephalitis), shoot(up))}}},
		{"§6.5 if I walk into the encephalitis cell", "go up; if I walk into the encephalitis cell, shoot up", Move{Actions: []Action{goA(up)}, Conditions: []Conditional{when(cond(IfCell, maze.Encephalitis), shoot(up))}}},
		{"§6.5 if a scream is heard", "shoot left, go up; if a scream is heard, shoot left", Move{Actions: []Action{shoot(left), goA(up)}, Conditions: []Conditional{when(cond(IfScream), shoot(left))}}},
		{"§6.5 if I hear a scream", "shoot left, go up; if I hear a scream, shoot left", Move{Actions: []Action{shoot(left), goA(up)}, Conditions: []Conditional{when(cond(IfScream), shoot(left))}}},
		{"§6.5 if no scream is heard", "shoot left, go up; if no scream is heard, shoot left", Move{Actions: []Action{shoot(left), goA(up)}, Conditions: []Conditional{when(not(cond(IfScream)), shoot(left))}}},
		{"§6.5 if a scream is not heard", "shoot left, go up; if a scream is not heard, shoot left", Move{Actions: []Action{shoot(left), goA(up)}, Conditions: []Conditional{when(not(cond(IfScream)), shoot(left))}}},
		{"§6.5 if I am healed", "go up; if I am healed, take the treasure", Move{Actions: []Action{goA(up)}, Conditions: []Conditional{when(cond(IfHealed), treasure(AnyTreasure))}}},
		{"§6.5 if I get healed", "go up; if I get healed, take the treasure", Move{Actions: []Action{goA(up)}, Conditions: []Conditional{when(cond(IfHealed), treasure(AnyTreasure))}}},
		{"§6.5 throwing and setting in a clause", "go up; if I find a corpse, throw the corpse left, set a landmine",
			Move{Actions: []Action{goA(up)}, Conditions: []Conditional{when(cond(IfFind, Corpse), throwA(Corpse, 0, left), setMine(maze.NoDir))}}},

		// §6.7 dark and §6.8 semi-dark moves; §4.3 not refilling.
		{"§6.7 go right, don't tell the result", "Go right, don't tell the result.", Move{Actions: []Action{goA(right)}, Tell: TellNothing}},
		{"§6.7 do not tell the result", "go right, do not tell the result", Move{Actions: []Action{goA(right)}, Tell: TellNothing}},
		{"§6.7 in the dark", "go right in the dark", Move{Actions: []Action{goA(right)}, Tell: TellNothing}},
		{"§6.7 don't tell me anything", "go right, don't tell me anything", Move{Actions: []Action{goA(right)}, Tell: TellNothing}},
		{"§6.7 said first", "in the dark: shoot left, go right", Move{Actions: []Action{shoot(left), goA(right)}, Tell: TellNothing}},
		{"§6.7 said twice", "go right, in the dark, don't tell the result", Move{Actions: []Action{goA(right)}, Tell: TellNothing}},
		{"§6.8 the reference's numbered example", "1. Go right, don't tell where did I end up, but 2. tell me whether I hit a wall.",
			Move{Actions: []Action{goA(right)}, Tell: TellWall}},
		{"§6.8 canonical", "go right, don't tell where I end up but tell me whether I hit a wall", Move{Actions: []Action{goA(right)}, Tell: TellWall}},
		{"§6.8 tell me if I hit a wall", "go right, don't tell me where I end up, only tell me if I hit a wall", Move{Actions: []Action{goA(right)}, Tell: TellWall}},
		{"§6.5 §6.7 after the conditions", "go right; if I find a treasure, shoot up; don't tell the result",
			Move{Actions: []Action{goA(right)}, Conditions: []Conditional{when(cond(IfFind, Treasure), shoot(up))}, Tell: TellNothing}},
		{"§6.5 §6.7 before the conditions", "go right, don't tell the result; if I find a treasure, shoot up",
			Move{Actions: []Action{goA(right)}, Conditions: []Conditional{when(cond(IfFind, Treasure), shoot(up))}, Tell: TellNothing}},
		{"§4.3 without refilling", "go right, without refilling", Move{Actions: []Action{goA(right)}, NoRefill: true}},
		{"§4.3 don't refill among the actions", "shoot left, don't refill, go right", Move{Actions: []Action{shoot(left), goA(right)}, NoRefill: true}},
		{"§4.3 do not refill my ammo", "go right, do not refill my ammo", Move{Actions: []Action{goA(right)}, NoRefill: true}},
		{"§4.3 §6.8 both", "go right, without refilling, don't tell where I end up but tell me whether I hit a wall",
			Move{Actions: []Action{goA(right)}, NoRefill: true, Tell: TellWall}},
		{"§4.3 §6.5 §6.7 all after the conditions", "go right; if I walk into a weaponry, shoot up; without refilling; don't tell the result",
			Move{Actions: []Action{goA(right)}, Conditions: []Conditional{when(cond(IfCell, maze.Weaponry), shoot(up))}, NoRefill: true, Tell: TellNothing}},
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
		{"§6.6 skip with a movement", "skip, go left", `"skip, go left": "skip" is a move on its own; it cannot be combined with "go left"`, 0},
		{"§6.6 skip, a shot, then a movement", "skip, shoot left, go up", `"skip, shoot left, go up": "skip" is a move on its own; it cannot be combined with "go up"`, 0},
		{"§6.6 a shot, a skip and a movement", "shoot left, skip, go up", `"shoot left, skip, go up": "skip" is a move on its own; it cannot be combined with "go up"`, 12},
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
		{"§2.1 unknown action", "dance left", `"dance left": unknown action "dance" (expected go, shoot, blow, take, leave, throw, set a landmine, use the knife, build a wall, throw the boomerang, by the flow, by the loop, row or skip)`, 0},
		{"§2.1 unknown action keeps case", "go up, Dance", `"Dance": unknown action "Dance" (expected go, shoot, blow, take, leave, throw, set a landmine, use the knife, build a wall, throw the boomerang, by the flow, by the loop, row or skip)`, 7},
		{"§2.1 trailing word", "go up now", `"go up now": unexpected "now" after "go up" (expected ",", "then" or the end of the move)`, 6},
		{"§2.1 stray mark", "go up, (shoot left)", `"(shoot left)": unexpected "(" (expected an action such as "go up")`, 7},
		{"§2.1 empty", "", `"": expected a move, such as "go up" or "skip"`, 0},
		{"§2.1 only punctuation", " ... ", `"...": expected a move, such as "go up" or "skip"`, 5},
		{"§2.1 unterminated quote", `go "up`, `"\"up": unterminated quote`, 3},
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

		{"§5.2 throw without a direction", "throw the treasure, go up", `"throw the treasure": expected a direction after "throw the treasure" (up, down, left or right)`, 18},
		{"§5.2 throw the apple", "throw the apple left, go up", `"throw the apple left": unknown item "apple" (expected treasure, corpse, landmine, bullets or grenades)`, 10},
		{"§5.2 throw the bullets: how many", "throw the bullets left, go up", `"throw the bullets left": say how many bullets to throw ("a bullet", "2 bullets")`, 10},
		{"§5.2 throw 2 corpses", "throw 2 corpses left, go up", `"throw 2 corpses left": only bullets and grenades can be counted`, 6},
		{"§5.4 throw 2 grenades", "throw 2 grenades up, go up", `"throw 2 grenades up": grenades are thrown at walls, one at a time ("throw a grenade up")`, 8},
		{"§5.8 throw the lowest treasure", "throw the lowest treasure left, go up", `"throw the lowest treasure left": "lowest" chooses a treasure to take from a stack; a player carries one treasure: say "throw the treasure"`, 10},
		{"§5.7 set the apple", "set the apple, go up", `"set the apple": expected "a landmine" after "set the"`, 8},
		{"§5.7 set nothing", "set, go up", `"set": expected "a landmine" after "set"`, 3},
		{"§5.7 set a landmine nowhere", "set a landmine north, go up", `"set a landmine north": expected up, down, left or right`, 15},
		{"§5.7 throw it where", "activate the landmine and throw it, go up", `"activate the landmine and throw it": expected a direction after "activate the landmine and throw it" (up, down, left or right)`, 34},
		{"§7.3 a target without a cell", "shoot left at Bob, go up", `"shoot left at Bob": expected the cell where the target is after "shoot left at Bob" (such as "in (3,4)")`, 17},
		{"§7.3 a target, then the cell", "shoot left at Bob (3,4), go up", `"shoot left at Bob (3,4)": expected "in" and the cell where Bob is, such as "in (3,4)"`, 18},
		{"§7.3 a target, then something else", "shoot left at Bob near (3,4), go up", `"shoot left at Bob near (3,4)": unexpected "near" after the name "Bob" (expected "in"; a name of several words goes in quotes: shoot left at "Bob near")`, 18},
		{"§7.3 a name of two words", "shoot left at Player 2 in (3,4), go up", `"shoot left at Player 2 in (3,4)": unexpected "2" after the name "Player" (expected "in"; a name of several words goes in quotes: shoot left at "Player 2")`, 21},
		{"§7.3 no name", "shoot left at, go up", `"shoot left at": expected a player's name after "shoot left at"`, 13},
		{"§7.3 a cell from 0", "shoot left at Bob in (0,4), go up", `"(0,4)": coordinates count from 1`, 21},
		{"§7.3 a cell without parentheses", "shoot left at Bob in 3, go up", `"shoot left at Bob in 3": expected a cell in parentheses, such as (3,4)`, 21},
		{"§7.3 a cell not closed", "go up, shoot left at Bob in (3,4", `"(3,4": expected ")" at the end`, 28},
		{"§6.5 a conditional movement", "go up; if I find a treasure, go left", `"go left": a conditional action cannot be a movement: the move's one movement goes before the first "if"`, 29},
		{"§6.5 the movement after a condition", "if I find a treasure, shoot up; go left", `"go left": a movement cannot follow a condition: the move's own actions, its movement among them, go before the first "if"`, 32},
		{"§6.5 no movement", "if I find a treasure, shoot up", `"if I find a treasure, shoot up": a move needs one movement (go up, down, left or right; by the flow; by the loop) or "skip"`, 0},
		{"§6.5 an action after the conditions ended", "go up; if I find a treasure, shoot up; don't tell the result; shoot left",
			`"shoot left": an action after "don't tell the result" depends on no condition: the move's own actions go before the first "if"`, 62},
		{"§6.5 a condition after the conditions ended", "go up; if I hit a wall, shoot up; without refilling; if I find a treasure, shoot left",
			`"if I find a treasure": conditions go before "without refilling"`, 53},
		{"§6.5 a condition without actions", "go right; if I find a treasure; if I find a bullet, shoot right", `"if I find a treasure": expected an action after the condition, as in "if I find a treasure, shoot up"`, 30},
		{"§6.5 the last condition without actions", "go right; if I find a treasure.", `"if I find a treasure": expected an action after the condition, as in "if I find a treasure, shoot up"`, 30},
		{"§6.5 a condition about the move", "go up; if I walk into a weaponry, don't refill",
			`"if I walk into a weaponry, don't refill": "don't refill" is about the whole move, not a condition: say it before the first "if" or at the end of the move`, 34},
		{"§6.5 no comma after the condition", "go up; if I find a treasure shoot left", `"if I find a treasure shoot left": unexpected "shoot" after "if I find a treasure" (expected "," and what to do, as in "if I find a treasure, shoot up")`, 28},
		{"§6.5 if nothing", "go up, if", `"if": expected a condition after "if" (such as "if I find a treasure")`, 9},
		{"§6.5 unknown condition", "go up; if I dance, shoot left", `"if I dance": unknown condition "dance" (expected find ..., fall into a pit, hit a wall, am carried by the flow, get into a river, walk into ..., hear a scream or am healed)`, 12},
		{"§6.5 someone else", "go up; if Bob finds a treasure, shoot left", `"if Bob finds a treasure": expected "I" or "a scream" after "if", as in "if I find a treasure"`, 10},
		{"§6.5 find an apple", "go up; if I find an apple, shoot left", `"if I find an apple": unknown item "apple" (expected a treasure, a bullet, a grenade, a corpse, a landmine or anything)`, 20},
		{"§6.5 fall into a ditch", "go up; if I fall into a ditch, shoot left", `"if I fall into a ditch": expected "pit" after "if I fall into a"`, 24},
		{"§6.5 walk into a forest", "go up; if I walk into a forest, shoot left", `"if I walk into a forest": unknown kind of cell "forest" (expected land, a hospital, a weaponry, a pit, a river, a delta or the encephalitis cell)`, 24},
		{"§6.5 I am what", "go up; if I am lost, shoot left", `"if I am lost": expected "healed" or "carried by the flow" after "if I am"`, 15},
		{"§6.5 don't find nothing", "go up; if I don't find nothing, shoot left", `"if I don't find nothing": unknown item "nothing" (expected a treasure, a bullet, a grenade, a corpse, a landmine or anything)`, 23},
		{"§6.5 skip with a condition", "skip; if I find a treasure, shoot up", `"skip; if I find a treasure, shoot up": "skip" is a move on its own; it cannot be combined with "if I find a treasure"`, 0},
		{"§6.7 skip in the dark", "skip, don't tell the result", `"skip, don't tell the result": "skip" is a move on its own; it cannot be combined with "don't tell the result"`, 0},
		{"§6.7 don't what", "go up, don't dance", `"don't dance": expected "tell the result" or "refill" after "don't"`, 13},
		{"§6.7 don't tell the what", "go up, don't tell the score", `"don't tell the score": expected "result" after "don't tell the"`, 22},
		{"§6.8 half a semi-dark move", "go up, don't tell where I end up", `"don't tell where I end up": expected "but tell me whether I hit a wall" after "don't tell where I end up" (or "don't tell the result" for a dark move)`, 32},
		{"§6.8 tell me whether I hit what", "go up, don't tell where I end up, but tell me whether I hit the roof",
			`"don't tell where I end up, but tell me whether I hit the roof": expected "wall" after "don't tell where I end up, but tell me whether I hit the"`, 64},
		{"§6.7 §6.8 dark and semi-dark at once", "go up, in the dark, don't tell where I end up but tell me whether I hit a wall",
			`"don't tell where I end up but tell me whether I hit a wall": "don't tell where I end up but tell me whether I hit a wall" contradicts what the move already says to tell`, 20},
		{"§4.3 without what", "go up without delay", `"without delay": expected "refilling" after "without"`, 14},
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
