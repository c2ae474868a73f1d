package validate

import (
	"github.com/labyrinth-game/labyrinth/engine/maze"
	"github.com/labyrinth-game/labyrinth/engine/rules"
)

// The plans of seed 002's Key game and of the elevators between floors
// (004 l.55–57): what the rules victory "key" and elevators require.

// keyGame checks the locks and the Keys: a locked exit needs a Key in the
// labyrinth to open it, or it is a wall by another name; and under victory
// "key" the game needs both, since leaving by a locked exit with the Key is
// the only way to win ("To exit the labyrinth player needs to find exit on
// one of the monolith wall and have the Key", 002 l.56).
func (c *checker) keyGame() {
	m := c.m
	var locked []maze.Pos
	for _, s := range c.graph.Exits() {
		if m.Locked(s.At, s.Dir) {
			locked = append(locked, s.At)
		}
	}
	keyGame := c.rules.Victory == rules.VictoryKey
	switch {
	case len(locked) > 0 && len(m.Keys) == 0:
		c.add(Error, ruleExits, "locked_without_key", locked, "",
			"the locked exit at %s opens only with the Key, and no Key lies in the labyrinth (002 l.5, l.14)", cellList(locked))
	case keyGame && len(m.Keys) == 0:
		c.add(Error, ruleExits, "no_key", nil, "", "no Key lies in the labyrinth; the rules' victory is leaving by a locked exit with the Key (002 l.56)")
	}
	if keyGame && len(locked) == 0 {
		c.add(Error, ruleExits, "no_locked_exit", nil, "", "no exit is locked; the rules' victory is leaving by a locked exit with the Key (002 l.5, l.56)")
	}
	for _, at := range m.Keys {
		if c.isSource(m.Index(at)) {
			c.errorAt(ruleRiverPlay, "key_on_source", at, "the Key lies on a river source, where no player can ever stand")
		}
	}
}

// noTreasures reports treasures in a Key game: carried out they would win
// nothing, so the plan is a mistake (002 has none).
func (c *checker) noTreasures() {
	var at []maze.Pos
	for _, t := range c.m.Treasures {
		at = append(at, t.At)
	}
	if len(at) > 0 {
		c.add(Error, ruleTrue, "treasure_in_key_game", at, "",
			"treasures lie at %s, but the rules' victory is the Key (002 l.56): a treasure wins nothing", cellList(at))
	}
}

// elevators checks, under the option elevators, that every elevator has
// another at the same (x, y) on another floor to take a player to (004
// l.56: "each floor has a cell that is an elevator … it moves between
// floors keeping the coordinates").
func (c *checker) elevators() {
	if !c.rules.Elevators {
		return
	}
	m := c.m
	var alone []maze.Pos
	for _, ci := range c.graph.Inside() {
		p := m.PosOf(int(ci))
		if m.Kind(p) != maze.Elevator {
			continue
		}
		if _, ok := m.NextElevator(p); !ok {
			alone = append(alone, p)
		}
	}
	if len(alone) > 0 {
		c.add(Error, ruleOptions, "elevator_alone", alone, "",
			"the elevator at %s has no elevator at the same place on another floor to go to (004 l.56)", cellList(alone))
	}
}

// stairArc is where the staircase up (or down) from cell i ends, as a
// step into that cell ends (a pit, a river or an elevator moves the
// player on); -1 when no staircase leads that way (001's G3).
func (c *checker) stairArc(i int, up bool) int32 {
	m := c.m
	to, ok := m.Climb(m.PosOf(i), up)
	if !ok {
		return -1
	}
	o := m.Enter(to)
	if !m.Inside(o.End) || o.End == m.PosOf(i) {
		return -1
	}
	return int32(m.Index(o.End))
}
