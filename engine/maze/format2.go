package maze

import (
	"fmt"
	"strconv"

	"github.com/labyrinth-game/labyrinth/engine/quote"
)

// The top-level lists of format version 2 (docs/maze-format.md,
// "Version 2"): "weaponries", "stairs", "keys" and "creatures". The
// decoder reaches them only in files of version 2.

// entry reads one element of a list of objects: the members in fields
// ("at" first, and required), handing every other member to member with
// its index in fields. It returns the cell of "at", checked to be inside
// the labyrinth.
func (d *decoder) entry(name where, fields []string, example string, member func(k, keyOff int) error) (Pos, error) {
	s := &d.s
	if err := s.expect('{', name, example); err != nil {
		return Pos{}, err
	}
	var at Pos
	var seen [8]bool
	err := s.object(func(key []byte, keyOff int) error {
		k := memberIndex(fields, key)
		if k < 0 {
			return s.errorAt(keyOff, "%s: unknown field %s (the fields are %s)", name, quote.Short(string(key)), members(fields, len(fields), 2))
		}
		if seen[k] {
			return s.errorAt(keyOff, "%s: field %q is given twice", name, key)
		}
		seen[k] = true
		if k == 0 {
			p, err := d.readAt(name.member("at"))
			at = p
			return err
		}
		return member(k, keyOff)
	})
	if err != nil {
		return Pos{}, err
	}
	if !seen[0] {
		return Pos{}, fmt.Errorf(`%s: the "at" field is missing`, name)
	}
	return at, d.checkInside(name, at)
}

// list reads the top-level array f, calling elem for each element.
func (d *decoder) list(f int, elem func(i int, name where) error) error {
	if !d.at(f) {
		return nil
	}
	s := &d.s
	if err := s.expect('[', named(fieldNames[f]), "an array"); err != nil {
		return err
	}
	return s.array(func(i int) error { return elem(i, element(fieldNames[f], i)) })
}

// weaponries reads the stock of each weaponry that does not give
// everything the rules give (seed 001 l.108, seed 002 l.63).
func (d *decoder) weaponries() error {
	s, m := &d.s, d.m
	var listed []int32 // the element that gave each weaponry its stock, plus one
	return d.list(fWeaponries, func(i int, name where) error {
		var stock Goods
		var stockOff int
		at, err := d.entry(name, []string{"at", "stock"}, `an object such as {"at": [1, 1], "stock": ["bullets"]}`, func(_, keyOff int) error {
			stockOff = keyOff
			if err := s.expect('[', name.member("stock"), `an array such as ["bullets", "grenades"]`); err != nil {
				return err
			}
			return s.array(func(int) error {
				v, err := s.str(name.member("stock"))
				if err != nil {
					return err
				}
				g := goodNamed(string(v))
				switch {
				case g == 0:
					return fmt.Errorf("%s: stock %s: expected bullets, grenades, knives, boats, cement or boomerangs", name, quote.Short(string(v)))
				case stock.Has(g):
					return fmt.Errorf("%s: stock lists %q twice", name, v)
				}
				stock |= g
				return nil
			})
		})
		if err != nil {
			return err
		}
		switch {
		case stockOff == 0:
			return fmt.Errorf(`%s: the "stock" field is missing`, name)
		case stock == 0:
			return s.errorAt(stockOff, "%s: the stock is empty; a weaponry that gives what the rules give is left out of \"weaponries\"", name)
		case m.Kind(at) != Weaponry:
			return fmt.Errorf("%s: cell %s is %s, not a weaponry", name, at, m.Kind(at))
		}
		if listed == nil {
			listed = make([]int32, m.Len())
		}
		slot := &listed[m.Index(at)]
		if *slot != 0 {
			return fmt.Errorf("%s: the weaponry at %s is already listed as weaponries[%d]", name, at, *slot-1)
		}
		*slot = int32(i + 1)
		m.cells[m.Index(at)].Stock = stock
		return nil
	})
}

// goodNamed is the good of a name in GoodsNames, 0 for none.
func goodNamed(name string) Goods {
	for i, n := range GoodsNames {
		if n == name {
			return 1 << i
		}
	}
	return 0
}

// stairs reads the staircases between floors (seed 001 l.106, G3; seed
// 002 l.5).
func (d *decoder) stairs() error {
	m := d.m
	return d.list(fStairs, func(i int, name where) error {
		at, err := d.entry(name, []string{"at"}, `an object such as {"at": [1, 1, 1]}`, nil)
		if err != nil {
			return err
		}
		above := Pos{X: at.X, Y: at.Y, Floor: at.Floor + 1}
		switch {
		case at.Floor == m.floors-1 && m.floors == 1:
			return fmt.Errorf("%s: cell %s: the labyrinth has one floor; a staircase leads up to the next floor", name, at)
		case at.Floor == m.floors-1:
			return fmt.Errorf("%s: cell %s is on the top floor; a staircase leads up to the next floor", name, at)
		case !m.Inside(above):
			return fmt.Errorf("%s: cell %s: the staircase leads up to %s, outside the labyrinth", name, at, above)
		case m.Stairs(at):
			return fmt.Errorf("%s: the staircase from %s up is listed twice", name, at)
		}
		m.SetStairs(at, true)
		return nil
	})
}

// keys reads where the Keys lie (seed 002 l.14).
func (d *decoder) keys() error {
	m := d.m
	return d.list(fKeys, func(i int, name where) error {
		if i >= MaxKeys {
			return fmt.Errorf("keys: more than %d", MaxKeys)
		}
		at, err := d.entry(name, []string{"at"}, `an object such as {"at": [1, 1]}`, nil)
		if err != nil {
			return err
		}
		m.Keys = append(m.Keys, at)
		return nil
	})
}

var creatureFields = []string{"at", "kind", "path", "mimic"}

// creatures reads the creatures (seed 001 l.110).
func (d *decoder) creatures() error {
	s, m := &d.s, d.m
	return d.list(fCreatures, func(i int, name where) error {
		if i >= MaxCreatures {
			return fmt.Errorf("creatures: more than %d", MaxCreatures)
		}
		var c Creature
		var pathOff int
		at, err := d.entry(name, creatureFields, `an object such as {"at": [1, 1], "kind": "bear", "path": ["right", "left"]}`, func(k, keyOff int) error {
			switch creatureFields[k] {
			case "kind":
				v, err := s.str(name.member("kind"))
				if err != nil {
					return err
				}
				kind, ok := ParseCreatureKind(string(v))
				if !ok {
					return fmt.Errorf("%s: kind %s: expected bear or leprechaun", name, quote.Short(string(v)))
				}
				c.Kind = kind
			case "path":
				pathOff = keyOff
				if err := s.expect('[', name.member("path"), `an array such as ["right", "down", "left", "up"]`); err != nil {
					return err
				}
				return s.array(func(j int) error {
					if j >= MaxPath {
						return fmt.Errorf("%s: the path has more than %d steps", name, MaxPath)
					}
					v, err := s.str(name.member("path"))
					if err != nil {
						return err
					}
					dir, ok := ParseDir(string(v))
					if !ok {
						return fmt.Errorf("%s: path step %d: %s: expected up, right, down or left", name, j+1, quote.Short(string(v)))
					}
					c.Path = append(c.Path, dir)
					return nil
				})
			case "mimic":
				v, err := s.boolean(name.member("mimic"))
				c.Mimic = v
				return err
			}
			return nil
		})
		if err != nil {
			return err
		}
		c.At = at
		switch {
		case c.Kind == 0:
			return fmt.Errorf(`%s: the "kind" field is missing (bear or leprechaun)`, name)
		case c.Mimic && len(c.Path) > 0:
			return s.errorAt(pathOff, "%s: the %s copies the players' moves, so it has no path", name, c.Kind)
		}
		m.Creatures = append(m.Creatures, c)
		return nil
	})
}

// stairs writes the staircases, from the cells below them in index order.
func (l *list) stairs(m *Maze) {
	l.next("stairs")
	if m.stairs == nil {
		return
	}
	for i, up := range m.stairs {
		if up {
			l.item(m, m.PosOf(i))
			l.b = append(l.b, '}')
		}
	}
}

// weaponries writes the weaponries with a stock, in index order.
func (l *list) weaponries(m *Maze) {
	l.next("weaponries")
	for i, c := range m.cells {
		if c.Kind != Weaponry || c.Stock == 0 {
			continue
		}
		l.item(m, m.PosOf(i))
		l.b = append(l.b, `, "stock": [`...)
		first := true
		for k, name := range GoodsNames {
			if c.Stock&(1<<k) != 0 {
				if !first {
					l.b = append(l.b, ", "...)
				}
				first = false
				l.b = appendString(l.b, name)
			}
		}
		l.b = append(l.b, "]}"...)
	}
}

// appendMark writes the door, window or lock of side dir of p.
func (l *list) appendMark(m *Maze, p Pos, dir Dir) {
	switch {
	case m.Door(p, dir) != NoDir:
		l.b = append(l.b, `, "door": "`...)
		l.b = append(l.b, m.Door(p, dir).String()...)
		l.b = append(l.b, '"')
	case m.Window(p, dir):
		l.b = append(l.b, `, "window": true`...)
	case m.Locked(p, dir):
		l.b = append(l.b, `, "locked": true`...)
	}
}

// keys writes the Keys in their order.
func (l *list) keys(m *Maze) {
	l.next("keys")
	for _, at := range m.Keys {
		l.item(m, at)
		l.b = append(l.b, '}')
	}
}

// creatures writes the creatures in their order.
func (l *list) creatures(m *Maze) {
	l.next("creatures")
	for _, c := range m.Creatures {
		l.item(m, c.At)
		l.b = append(l.b, `, "kind": `...)
		l.b = appendString(l.b, c.Kind.String())
		if len(c.Path) > 0 {
			l.b = append(l.b, `, "path": [`...)
			for j, dir := range c.Path {
				if j > 0 {
					l.b = append(l.b, ", "...)
				}
				l.b = appendString(l.b, dir.String())
			}
			l.b = append(l.b, ']')
		}
		if c.Mimic {
			l.b = append(l.b, `, "mimic": true`...)
		}
		l.b = append(l.b, '}')
	}
}

// checkEncodableV2 reports what Decode could not read back among the
// things of version 2.
func checkEncodableV2(m *Maze) error {
	for i, c := range m.cells {
		if c.Stock&^AllGoods != 0 || c.Stock != 0 && c.Kind != Weaponry {
			return fmt.Errorf("cell %s: a stock (%d) on a cell that is not a weaponry or with unknown goods", m.PosOf(i), c.Stock)
		}
	}
	if len(m.Keys) > MaxKeys {
		return fmt.Errorf("keys: %d, more than %d", len(m.Keys), MaxKeys)
	}
	for i, at := range m.Keys {
		if !m.Inside(at) {
			return fmt.Errorf("keys[%d]: cell %s is outside the labyrinth", i, at)
		}
	}
	if len(m.Creatures) > MaxCreatures {
		return fmt.Errorf("creatures: %d, more than %d", len(m.Creatures), MaxCreatures)
	}
	for i, c := range m.Creatures {
		name := "creatures[" + strconv.Itoa(i) + "]"
		switch {
		case !m.Inside(c.At):
			return fmt.Errorf("%s: cell %s is outside the labyrinth", name, c.At)
		case c.Kind != Bear && c.Kind != Leprechaun:
			return fmt.Errorf("%s: unknown kind %d", name, c.Kind)
		case len(c.Path) > MaxPath:
			return fmt.Errorf("%s: the path has %d steps, more than %d", name, len(c.Path), MaxPath)
		case c.Mimic && len(c.Path) > 0:
			return fmt.Errorf("%s: the %s copies the players' moves and has a path", name, c.Kind)
		}
		for j, dir := range c.Path {
			if !dir.Valid() {
				return fmt.Errorf("%s: path step %d has no direction", name, j+1)
			}
		}
	}
	return nil
}
