package validate

import (
	"testing"

	"github.com/labyrinth-game/labyrinth/engine/maze"
	"github.com/labyrinth-game/labyrinth/engine/rules"
)

// keyRules is the reference won by the Key (002 l.56).
func keyRules() *rules.Rules {
	r := rules.Reference()
	r.Victory = rules.VictoryKey
	return &r
}

// lockRight locks the open exit on the right of (5,1) of basePic.
func lockRight(m *maze.Maze) { m.SetLocked(at(5, 1), maze.Right, true) }

// keyAt lays a Key on the cell at p.
func keyAt(p maze.Pos) func(*maze.Maze) { return func(m *maze.Maze) { m.Keys = append(m.Keys, p) } }

// noTreasures takes the treasures away.
func noTreasures(m *maze.Maze) { m.Treasures = nil }

func init() {
	checkCases = append(checkCases,
		checkCase{
			name:   "002 l.14 a Key and a locked exit play under any rules",
			edit:   []func(*maze.Maze){lockRight, keyAt(at(2, 2))},
			absent: []string{"not_playable_yet"},
		},
		checkCase{
			name:   "002 l.5 a locked exit needs a Key in the labyrinth",
			edit:   []func(*maze.Maze){lockRight},
			errors: []string{"locked_without_key"},
			text:   []string{"error §8.4: the locked exit at (5,1) opens only with the Key, and no Key lies in the labyrinth (002 l.5, l.14)"},
		},
		checkCase{
			name:   "002 l.56 a Key game: a Key, a locked exit and no treasure",
			edit:   []func(*maze.Maze){lockRight, keyAt(at(2, 2)), noTreasures},
			opt:    Options{Rules: keyRules()},
			warns:  []string{"one_weaponry"},
			absent: []string{"no_fake_treasure"},
		},
		checkCase{
			name:   "002 l.56 a Key game without a Key or a lock",
			edit:   []func(*maze.Maze){noTreasures},
			opt:    Options{Rules: keyRules()},
			errors: []string{"no_key", "no_locked_exit"},
		},
		checkCase{
			name:   "002 l.56 a treasure in a Key game wins nothing",
			edit:   []func(*maze.Maze){lockRight, keyAt(at(2, 2))},
			opt:    Options{Rules: keyRules()},
			errors: []string{"treasure_in_key_game"},
			text:   []string{"error §8.3: treasures lie at (2,1), (3,3), but the rules' victory is the Key (002 l.56): a treasure wins nothing"},
		},
		checkCase{
			name:   "002 l.14 a Key on a river source can never be picked up",
			edit:   []func(*maze.Maze){lockRight, keyAt(at(1, 2))},
			errors: []string{"key_on_source"},
		},
		checkCase{
			name:   "004 l.56 an elevator needs another at the same place on another floor",
			edit:   []func(*maze.Maze){setKind(at(4, 1), maze.Elevator)},
			opt:    Options{Rules: func() *rules.Rules { r := rules.Reference(); r.Elevators = true; return &r }()},
			errors: []string{"elevator_alone"},
		},
		checkCase{
			name:   "004 l.56 an elevator without the option elevators",
			edit:   []func(*maze.Maze){setKind(at(4, 1), maze.Elevator)},
			errors: []string{"not_playable_yet"},
			text:   []string{"error §7.1: elevators are not played under these rules: the option elevators allows them ((4,1))"},
		},
	)
}

// 001 l.124 G3: floors joined only by a staircase are one labyrinth (§8.5)
// under the option stairs; without it the staircase is not played.
func TestStairsReach(t *testing.T) {
	m, err := maze.NewFloors(3, 3, 2)
	if err != nil {
		t.Fatal(err)
	}
	m.SetCell(maze.At(0, 0), maze.Cell{Kind: maze.Hospital})
	m.SetCell(maze.At(1, 0), maze.Cell{Kind: maze.Weaponry})
	m.SetSide(maze.At(0, 1), maze.Left, maze.Open)
	m.SetSide(maze.At(0, 2), maze.Left, maze.Open)
	m.Treasures = []maze.Treasure{{At: maze.Pos{X: 2, Y: 2, Floor: 1}, True: true}}
	r := rules.Reference()
	rep := Check(m, Options{Rules: &r})
	if !rep.Has("cut_off") && !rep.Has("unreachable") && !rep.Has("trap") {
		t.Fatalf("two floors apart are one labyrinth: %v", rep.Errors())
	}
	m.SetStairs(maze.At(2, 2), true)
	if rep := Check(m, Options{Rules: &r}); !rep.Has("not_playable_yet") {
		t.Errorf("a staircase without the option stairs: %v", rep.Errors())
	}
	r.Stairs = true
	if rep := Check(m, Options{Rules: &r}); !rep.OK() {
		t.Errorf("001 l.124 G3: floors joined by a staircase: %v", rep.Errors())
	}
}
