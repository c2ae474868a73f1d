package editor

import (
	"fmt"
	"slices"

	"github.com/labyrinth-game/labyrinth/engine/maze"
)

// The commands for what maze format version 2 added (docs/maze-format.md,
// "Version 2"): one-way doors and windows in inner walls, locked exits,
// staircases between floors, a weaponry's stock, the Keys and the
// creatures. Swamps, casinos and elevators are painted like any kind
// (Paintable), and knives, boats, boomerangs and cement are items
// (SetItems). maze.Encode writes a plan as version 2 only while it holds
// one of them, so a version-1 plan saved without them stays version 1.

// CodeBadSide: a door or window asked for on the outline, or a lock on an
// inner side.
const CodeBadSide = "bad_side"

// innerSide checks that s is an inner side of the labyrinth, named from a
// cell of it; what names the thing asked for in a refusal.
func (e *editor) innerSide(s maze.Side, what string) (maze.Side, error) {
	side, outer, err := e.sideOf(s)
	if err != nil {
		return side, err
	}
	if outer {
		return side, refuse(CodeBadSide, "no %s on %s: it is on the outline; a %s is set in a wall between two cells of the labyrinth", what, side, what).on(side)
	}
	return side, nil
}

// DoorAt is the way a player passes the one-way door on side s (out of
// s.At or into it), maze.NoDir when there is none.
func (d *Document) DoorAt(s maze.Side) maze.Dir { return d.ed.m.Door(s.At, s.Dir) }

// WindowAt reports whether the wall on side s has a window.
func (d *Document) WindowAt(s maze.Side) bool { return d.ed.m.Window(s.At, s.Dir) }

// LockedAt reports whether side s is a locked exit.
func (d *Document) LockedAt(s maze.Side) bool { return d.ed.m.Locked(s.At, s.Dir) }

// SetDoor puts a one-way door on the inner side s that players pass going
// through (s.Dir or its opposite; seed 001 l.112, option O5), or removes
// the door with maze.NoDir. The door is set in the side's wall: an open
// side becomes a destructible wall, a window there gives way. A door
// across a river's flow is refused, as a wall is (§4.5).
func (d *Document) SetDoor(s maze.Side, through maze.Dir) error {
	side, err := d.ed.innerSide(s, "one-way door")
	if err != nil {
		return err
	}
	if through != maze.NoDir && through != side.Dir && through != side.Dir.Opposite() {
		return refuse(CodeBadArgument, "a door on %s is passed %s or %s, not %s", side, side.Dir, side.Dir.Opposite(), through).on(side)
	}
	if through == maze.NoDir && d.DoorAt(side) == maze.NoDir {
		return nil // no door to remove (a window stays)
	}
	label := "Remove door"
	if through != maze.NoDir {
		label = "Put a door passed " + through.String()
	}
	return d.markSide(side, sideValue{edge: d.ed.m.Side(side.At, side.Dir), door: through}, label)
}

// markSide puts v on side: a door or a window needs a wall (an open side
// gets a destructible one, refused across a river's flow), a lock an exit
// (the monolith becomes an open exit). No change, no step.
func (d *Document) markSide(side maze.Side, v sideValue, label string) error {
	if (v.door != maze.NoDir || v.window) && v.edge == maze.Open {
		v.edge = maze.Wall
		if err := d.ed.checkEdge(side, false, v.edge); err != nil {
			return err
		}
	}
	if v.locked && v.edge == maze.Solid {
		v.edge = maze.Open
	}
	if v == sideValueOf(d.ed.m, side) {
		return nil
	}
	return d.do(label, func() error {
		d.ed.setSideValue(side.At, side.Dir, v)
		return nil
	})
}

// CycleDoor is a click of the doors tool on an inner side: no door → a
// door passed the way of s.Dir → a door passed the other way → no door.
func (d *Document) CycleDoor(s maze.Side) error {
	side, err := d.ed.innerSide(s, "one-way door")
	if err != nil {
		return err
	}
	switch d.DoorAt(side) {
	case maze.NoDir:
		return d.SetDoor(side, side.Dir)
	case side.Dir:
		return d.SetDoor(side, side.Dir.Opposite())
	}
	return d.SetDoor(side, maze.NoDir)
}

// SetWindow puts a window in the wall on the inner side s (on) or takes it
// out (seed 001 l.113, option O6: bullets fly through it, players do not).
// An open side becomes a destructible wall; a door there gives way. A
// window across a river's flow is refused, as a wall is.
func (d *Document) SetWindow(s maze.Side, on bool) error {
	side, err := d.ed.innerSide(s, "window")
	if err != nil {
		return err
	}
	if d.WindowAt(side) == on {
		return nil
	}
	label := "Remove window"
	if on {
		label = "Put a window"
	}
	return d.markSide(side, sideValue{edge: d.ed.m.Side(side.At, side.Dir), window: on}, label)
}

// SetLocked locks the exit on the outer side s (on) or unlocks it: only a
// player carrying the Key leaves by a locked exit (seed 002 l.5, l.40).
// Locking the monolith makes it an open exit, the one with the lock.
func (d *Document) SetLocked(s maze.Side, on bool) error {
	side, outer, err := d.ed.sideOf(s)
	if err != nil {
		return err
	}
	if !outer {
		return refuse(CodeBadSide, "no lock on %s: it lies between two cells of the labyrinth; a lock is on an exit", side).on(side)
	}
	if d.LockedAt(side) == on {
		return nil
	}
	label := "Unlock exit"
	if on {
		label = "Lock exit"
	}
	return d.markSide(side, sideValue{edge: d.ed.m.Side(side.At, side.Dir), locked: on}, label)
}

// StairsAt reports whether a staircase leads from p up to the floor above.
func (d *Document) StairsAt(p maze.Pos) bool { return d.ed.m.Stairs(p) }

// SetStairs builds (on) or removes the staircase from p up to the cell
// above it on the next floor (seed 002 l.5, seed 001 G3). Both cells must
// be cells of the labyrinth, and p not on the top floor.
func (d *Document) SetStairs(p maze.Pos, on bool) error {
	m := d.ed.m
	if err := d.ed.checkCell(p); err != nil {
		return err
	}
	if on {
		above := maze.Pos{X: p.X, Y: p.Y, Floor: p.Floor + 1}
		switch {
		case p.Floor+1 >= m.Floors():
			return refuse(CodeBadArgument, "no staircase up from %s: it is on the top floor (a staircase leads up to the next floor)", p).at(p)
		case !m.Inside(above):
			return refuse(CodeOffPlan, "no staircase up from %s: %s above it is outside the labyrinth", p, above).at(p)
		}
	}
	if m.Stairs(p) == on {
		return nil
	}
	label := "Remove staircase"
	if on {
		label = "Build staircase"
	}
	return d.do(label, func() error {
		d.ed.setStairs(p, on)
		return nil
	})
}

// SetStock limits what the weaponry at p gives (seed 001 l.108: "some of
// them could carry bullets only or grenades only"); 0 gives what the rules
// give, as every weaponry of version 1.
func (d *Document) SetStock(p maze.Pos, g maze.Goods) error {
	if err := d.ed.checkCell(p); err != nil {
		return err
	}
	c := d.ed.m.Cell(p)
	if c.Kind != maze.Weaponry {
		return refuse(CodeBadArgument, "%s is %s: only a weaponry has a stock", p, c.Kind).at(p)
	}
	if g&^maze.AllGoods != 0 {
		return refuse(CodeBadArgument, "stock of %s: unknown goods %#x", p, uint8(g)).at(p)
	}
	if c.Stock == g {
		return nil
	}
	c.Stock = g
	return d.do("Set the weaponry's stock", func() error {
		d.ed.setCell(p, c)
		return nil
	})
}

// KeysAt is how many Keys lie on p.
func (d *Document) KeysAt(p maze.Pos) int {
	n := 0
	for _, k := range d.ed.m.Keys {
		if k == p {
			n++
		}
	}
	return n
}

// AddKey puts a Key on p (seed 002 l.14: "placed on any cell it will be
// picked by unwounded player from this cell"). The Key opens the locked
// exits. A plan holds at most maze.MaxKeys.
func (d *Document) AddKey(p maze.Pos) error {
	if err := d.ed.checkCell(p); err != nil {
		return err
	}
	if len(d.ed.m.Keys) >= maze.MaxKeys {
		return refuse(CodeTooBig, "no more Keys: a maze holds at most %d", maze.MaxKeys).at(p)
	}
	return d.do("Place a Key", func() error {
		d.ed.setKeys(append(slices.Clone(d.ed.m.Keys), p))
		return nil
	})
}

// RemoveKey takes a Key off p (nothing happens when there is none).
func (d *Document) RemoveKey(p maze.Pos) error {
	return d.do("Remove a Key", func() error {
		ks := d.ed.m.Keys
		if i := slices.Index(ks, p); i >= 0 {
			d.ed.setKeys(slices.Delete(slices.Clone(ks), i, i+1))
		}
		return nil
	})
}

// CreaturesAt lists the creatures whose cave is p, in plan order.
func (d *Document) CreaturesAt(p maze.Pos) []maze.Creature {
	var out []maze.Creature
	for _, c := range d.ed.m.Creatures {
		if c.At == p {
			out = append(out, c)
		}
	}
	return maze.CloneCreatures(out)
}

// AddCreature puts a creature in the labyrinth (seed 001 l.110, option
// O7): its cave, its kind and either the path it walks from there or that
// it copies the players' moves. A path that leaves the labyrinth is
// refused, as a river's is; walls on it are the validator's.
func (d *Document) AddCreature(c maze.Creature) error {
	m := d.ed.m
	if err := d.ed.checkCell(c.At); err != nil {
		return err
	}
	switch {
	case c.Kind != maze.Bear && c.Kind != maze.Leprechaun:
		return refuse(CodeBadArgument, "unknown creature kind %d: a creature is a bear or a leprechaun", c.Kind).at(c.At)
	case c.Mimic && len(c.Path) > 0:
		return refuse(CodeBadArgument, "the %s at %s copies the players' moves, so it has no path", c.Kind, c.At).at(c.At)
	case len(c.Path) > maze.MaxPath:
		return refuse(CodeTooBig, "a path of %d steps: a creature's path has at most %d", len(c.Path), maze.MaxPath).at(c.At)
	case len(m.Creatures) >= maze.MaxCreatures:
		return refuse(CodeTooBig, "no more creatures: a maze holds at most %d", maze.MaxCreatures).at(c.At)
	}
	p := c.At
	for i, dir := range c.Path {
		if !dir.Valid() {
			return refuse(CodeBadArgument, "step %d of the %s's path has no direction", i+1, c.Kind).at(c.At)
		}
		if p = p.Step(dir); !m.Inside(p) {
			return refuse(CodeOffPlan, "the %s's path leaves the labyrinth at step %d, %s", c.Kind, i+1, p).at(c.At)
		}
	}
	label := fmt.Sprintf("Place a %s", c.Kind)
	return d.do(label, func() error {
		cs := maze.CloneCreatures(m.Creatures)
		d.ed.setCreatures(append(cs, maze.CloneCreatures([]maze.Creature{c})...))
		return nil
	})
}

// RemoveCreature takes away the last creature placed whose cave is p
// (nothing happens when there is none).
func (d *Document) RemoveCreature(p maze.Pos) error {
	return d.RemoveCreatureAt(p, len(d.CreaturesAt(p))-1)
}

// RemoveCreatureAt takes away creature number n (from 0, in the order of
// CreaturesAt) of those whose cave is p; nothing happens when there is no
// such creature.
func (d *Document) RemoveCreatureAt(p maze.Pos, n int) error {
	return d.do("Remove a creature", func() error {
		cs := d.ed.m.Creatures
		for i, c := range cs {
			if c.At != p {
				continue
			}
			if n == 0 {
				d.ed.setCreatures(slices.Delete(maze.CloneCreatures(cs), i, i+1))
				break
			}
			n--
		}
		return nil
	})
}

// PathDirs turns a drag through neighbouring cells into the steps of a
// path from its first cell; ok is false when two cells in a row are not
// neighbours on one floor.
func PathDirs(cells []maze.Pos) (dirs []maze.Dir, ok bool) {
	for i := 1; i < len(cells); i++ {
		dir := dirTo(cells[i-1], cells[i])
		if dir == maze.NoDir {
			return nil, false
		}
		dirs = append(dirs, dir)
	}
	return dirs, true
}

// removeThingsAt takes the Keys and the creatures whose cave is p off the
// plan, as a cell leaves the shape.
func (e *editor) removeThingsAt(p maze.Pos) {
	m := e.m
	if slices.Contains(m.Keys, p) {
		e.setKeys(slices.DeleteFunc(slices.Clone(m.Keys), func(k maze.Pos) bool { return k == p }))
	}
	if slices.ContainsFunc(m.Creatures, func(c maze.Creature) bool { return c.At == p }) {
		e.setCreatures(slices.DeleteFunc(maze.CloneCreatures(m.Creatures), func(c maze.Creature) bool { return c.At == p }))
	}
}
