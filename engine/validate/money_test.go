package validate

import (
	"github.com/labyrinth-game/labyrinth/engine/maze"
	"github.com/labyrinth-game/labyrinth/engine/rules"
)

func init() {
	casino := rules.Reference()
	casino.StartMoney, casino.Casino = 10, true
	checkCases = append(checkCases,
		checkCase{
			name:   "004 l.30–32 R24 a casino without the option casino is refused",
			edit:   []func(*maze.Maze){setKind(at(4, 1), maze.Casino)},
			errors: []string{"not_playable_yet"},
			text:   []string{"error §7.1: casinos are not played under these rules: the option casino allows them ((4,1))"},
		},
		checkCase{
			name:   "004 l.30–32 R24 a casino is valid under the option casino",
			edit:   []func(*maze.Maze){setKind(at(4, 1), maze.Casino)},
			opt:    Options{Rules: &casino},
			absent: []string{"not_playable_yet", "unknown_kind"},
		},
	)
}
