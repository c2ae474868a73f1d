package validate

import (
	"github.com/labyrinth-game/labyrinth/engine/maze"
	"github.com/labyrinth-game/labyrinth/engine/rules"
)

func addCreature(c maze.Creature) func(*maze.Maze) {
	return func(m *maze.Maze) { m.Creatures = append(m.Creatures, c) }
}

// creatureRules are the Reference with seed 001's creatures (O7).
func creatureRules() *rules.Rules {
	return referenceWith(func(r *rules.Rules) { r.Creatures = true })
}

func init() {
	bear := func(at maze.Pos, path ...maze.Dir) maze.Creature {
		return maze.Creature{Kind: maze.Bear, At: at, Path: path}
	}
	checkCases = append(checkCases,
		checkCase{
			name:   "001 l.172 O7: creatures only when the rules have them",
			edit:   []func(*maze.Maze){addCreature(bear(at(4, 1), maze.Right, maze.Left))},
			errors: []string{"creatures_not_allowed"},
			text:   []string{"error §7.1: cell (4,1): a bear starts here, but the rules have no creatures (O7)"},
		},
		checkCase{
			name: "001 l.110 a bear's path and a leprechaun that copies, under O7",
			edit: []func(*maze.Maze){addCreature(bear(at(4, 1), maze.Right, maze.Left)),
				addCreature(maze.Creature{Kind: maze.Leprechaun, At: at(1, 3), Mimic: true})},
			opt:    Options{Rules: creatureRules()},
			absent: []string{"creatures_not_allowed", "creature_path_blocked", "cave_in_haven", "not_playable_yet"},
		},
		checkCase{
			name:   "001 l.110 a bear's path through a wall",
			edit:   []func(*maze.Maze){addCreature(bear(at(4, 1), maze.Right, maze.Left, maze.Down))},
			opt:    Options{Rules: creatureRules()},
			errors: []string{"creature_path_blocked"},
			text:   []string{"error §7.1: cell (4,1): the bear starting at (4,1) cannot take step 3 of its path (down): a wall is in the way"},
		},
		checkCase{
			name:   "001 l.110 a leprechaun's path out of the labyrinth",
			edit:   []func(*maze.Maze){addCreature(maze.Creature{Kind: maze.Leprechaun, At: at(4, 1), Path: []maze.Dir{maze.Right, maze.Right}})},
			opt:    Options{Rules: creatureRules()},
			errors: []string{"creature_path_blocked"},
			text:   []string{"error §7.1: cell (5,1): the leprechaun starting at (4,1) cannot take step 2 of its path (right): it would leave the labyrinth"},
		},
		checkCase{
			name:   "001 l.110 a bear's cave in a hospital",
			edit:   []func(*maze.Maze){addCreature(bear(at(3, 1)))},
			opt:    Options{Rules: creatureRules()},
			errors: []string{"cave_in_haven"},
			text:   []string{"error §7.1: cell (3,1): a bear's cave in a hospital, where nobody can be wounded"},
		},
	)
}
