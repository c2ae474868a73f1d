package maze

import (
	"bytes"
	"math/rand/v2"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
)

// mazeFiles are every maze file of the repository's samples and test data,
// by path: assets/mazes, engine/*/testdata and docs/examples.
func mazeFiles(t testing.TB) map[string][]byte {
	out := map[string][]byte{}
	for _, pattern := range []string{"../../assets/mazes/*.json", "../*/testdata/*.json", "../*/testdata/*/*.json", "../../docs/examples/*.json"} {
		paths, err := filepath.Glob(pattern)
		if err != nil {
			t.Fatal(err)
		}
		for _, p := range paths {
			data, err := os.ReadFile(p)
			if err != nil {
				t.Fatal(err)
			}
			if bytes.Contains(data, []byte(`"format": "labyrinth-maze"`)) {
				out[p] = data
			}
		}
	}
	if len(out) < 10 {
		t.Fatalf("only %d maze files found", len(out))
	}
	return out
}

// Version 1 files read unchanged: every file of version 1 that the
// repository holds reads, is a plan of version 1, and is written back as
// version 1: byte for byte when it is in canonical form (all but the
// examples of docs/ are), as the same plan otherwise.
func TestVersion1FilesUnchanged(t *testing.T) {
	n := 0
	for path, data := range mazeFiles(t) {
		if !bytes.Contains(data, []byte(`"version": 1,`)) {
			continue
		}
		n++
		t.Run(path, func(t *testing.T) {
			m, err := Decode(data)
			if err != nil {
				t.Fatal(err)
			}
			if v := m.Version(); v != 1 {
				t.Fatalf("Version() = %d", v)
			}
			enc, err := Encode(m)
			if err != nil {
				t.Fatal(err)
			}
			if !bytes.Contains(enc, []byte("\n  \"version\": 1,\n")) {
				t.Fatalf("written as another version:\n%s", enc)
			}
			// docs/examples are laid out by hand for reading; every other
			// file is in canonical form.
			if !strings.HasPrefix(path, "../../docs/examples/") && !bytes.Equal(enc, data) {
				t.Fatalf("not written back byte for byte:\n%s", enc)
			}
			checkRoundTrip(t, m)
		})
	}
	if n < 10 {
		t.Fatalf("only %d files of version 1", n)
	}
}

// readV2Sample reads testdata/v2/every-feature.json.
func readV2Sample(t testing.TB) (*Maze, []byte) {
	data, err := os.ReadFile("testdata/v2/every-feature.json")
	if err != nil {
		t.Fatal(err)
	}
	m, err := Decode(data)
	if err != nil {
		t.Fatal(err)
	}
	return m, data
}

// The sample of version 2 holds one of everything version 2 adds; it reads
// as written, is in canonical form, and is drawn as testdata/plan says.
func TestVersion2Sample(t *testing.T) {
	m, data := readV2Sample(t)
	if enc, err := Encode(m); err != nil || !bytes.Equal(enc, data) {
		t.Fatalf("not written back byte for byte (%v):\n%s", err, enc)
	}
	checkRoundTrip(t, m)
	if m.Version() != 2 {
		t.Fatalf("Version() = %d", m.Version())
	}
	at := func(x, y, f int) Pos { return Pos{X: x - 1, Y: y - 1, Floor: f - 1} }
	checks := []struct {
		what string
		ok   bool
	}{
		{"001 l.105 swamp", m.Kind(at(2, 2, 1)) == Swamp},
		{"004 l.30 casino", m.Kind(at(2, 2, 2)) == Casino},
		{"004 l.56 elevator", m.Kind(at(3, 2, 1)) == Elevator && m.Kind(at(3, 2, 2)) == Elevator},
		{"004 l.56 the elevator keeps the coordinates", func() bool {
			up, ok := m.NextElevator(at(3, 2, 1))
			down, ok2 := m.NextElevator(at(3, 2, 2))
			return ok && ok2 && up == at(3, 2, 2) && down == at(3, 2, 1)
		}()},
		{"001 l.108 stock", m.Cell(at(1, 1, 1)).Stock == GiveBullets|GiveKnives|GiveBoats && m.Cell(at(1, 1, 2)).Stock == GiveGrenades|GiveCement|GiveBoomerangs},
		{"001 l.112 door out of the cell", m.Door(at(1, 1, 1), Right) == Right && m.Door(at(2, 1, 1), Left) == Right && m.Side(at(1, 1, 1), Right) == Wall},
		{"001 l.112 door into the cell", m.Door(at(2, 1, 2), Down) == Up && m.Door(at(2, 2, 2), Up) == Up},
		{"001 l.113 window", m.Window(at(2, 2, 1), Down) && m.Window(at(2, 3, 1), Up) && m.Side(at(2, 2, 1), Down) == Wall},
		{"001 l.113 window in an indestructible wall (O3)", m.Window(at(4, 2, 1), Down) && m.Side(at(4, 2, 1), Down) == Solid},
		{"002 l.5 locked exit", m.Locked(at(1, 2, 1), Left) && m.Side(at(1, 2, 1), Left) == Open && !m.Locked(at(4, 3, 2), Right)},
		{"001 l.106 staircase", m.Stairs(at(4, 1, 1)) && !m.Stairs(at(4, 1, 2))},
		{"002 l.14 key", slices.Equal(m.Keys, []Pos{at(4, 3, 2)})},
		{"001 l.65, l.107, l.109, 002 l.35 items", m.Piles[0].Items == Items{Knives: 1, Boats: 1, Boomerangs: 1, Cement: 2}},
		{"001 l.110 bear on a path from its cave", m.Creatures[0].Equal(Creature{Kind: Bear, At: at(1, 3, 1), Path: []Dir{Right, Right, Left, Left}})},
		{"001 l.110 bear repeating the players' moves", m.Creatures[1].Equal(Creature{Kind: Bear, At: at(4, 2, 2), Mimic: true})},
		{"001 l.110 leprechaun", m.Creatures[2].Equal(Creature{Kind: Leprechaun, At: at(3, 1, 2), Path: []Dir{Left, Right}})},
	}
	for _, c := range checks {
		if !c.ok {
			t.Errorf("%s: not read as written", c.what)
		}
	}
	checkGolden(t, "plan/v2-every-feature.txt", Plan(m))
}

// A plan is written as version 2 only when it uses something version 2
// added; a file of version 2 using nothing new is written back as version 1.
func TestVersionWritten(t *testing.T) {
	data := []byte(file([]string{`"version": 2`}))
	m, err := Decode(data)
	if err != nil {
		t.Fatal(err)
	}
	if m.Version() != 1 {
		t.Fatalf("Version() = %d for a plan using nothing new", m.Version())
	}
	uses := map[string]func(m *Maze){
		"swamp":      func(m *Maze) { m.SetCell(At(0, 0), Cell{Kind: Swamp}) },
		"casino":     func(m *Maze) { m.SetCell(At(0, 0), Cell{Kind: Casino}) },
		"elevator":   func(m *Maze) { m.SetCell(At(0, 0), Cell{Kind: Elevator}) },
		"stock":      func(m *Maze) { m.SetCell(At(2, 0), Cell{Kind: Weaponry, Stock: GiveCement}) },
		"door":       func(m *Maze) { m.SetDoor(At(0, 0), Right, Left) },
		"window":     func(m *Maze) { m.SetWindow(At(0, 0), Down, true) },
		"lock":       func(m *Maze) { m.SetLocked(At(0, 0), Up, true) },
		"key":        func(m *Maze) { m.Keys = []Pos{At(0, 0)} },
		"creature":   func(m *Maze) { m.Creatures = []Creature{{Kind: Leprechaun, At: At(0, 0)}} },
		"knife":      func(m *Maze) { m.Piles = []Pile{{At: At(0, 0), Items: Items{Knives: 1}}} },
		"boat":       func(m *Maze) { m.Piles = []Pile{{At: At(0, 0), Items: Items{Boats: 1}}} },
		"boomerang":  func(m *Maze) { m.Piles = []Pile{{At: At(0, 0), Items: Items{Boomerangs: 1}}} },
		"cement":     func(m *Maze) { m.Piles = []Pile{{At: At(0, 0), Items: Items{Cement: 1}}} },
		"staircase":  nil, // needs two floors: below
		"no feature": func(m *Maze) { m.Piles = []Pile{{At: At(0, 0), Items: Items{Bullets: 1}}} },
	}
	for name, use := range uses {
		if use == nil {
			continue
		}
		t.Run(name, func(t *testing.T) {
			c := m.Clone()
			use(c)
			want := 2
			if name == "no feature" {
				want = 1
			}
			if c.Version() != want {
				t.Fatalf("Version() = %d, want %d", c.Version(), want)
			}
			enc, err := Encode(c)
			if err != nil {
				t.Fatal(err)
			}
			if !bytes.Contains(enc, []byte("\"version\": "+string(rune('0'+want))+",")) {
				t.Fatalf("written as:\n%s", enc)
			}
			checkRoundTrip(t, c)
		})
	}
	two, _ := NewFloors(3, 3, 2)
	two.SetStairs(At(1, 1), true)
	if two.Version() != 2 {
		t.Fatal("a staircase: Version() is not 2")
	}
	checkRoundTrip(t, two)
}

// v2file is file() for version 2 on two floors: a 5x4 plan of land on each,
// with a weaponry at (3,1) floor 1 and (1,1) floor 2 cut out of the shape.
// A "cells" member replaces those.
func v2file(members ...string) string {
	cells := `"cells": [
    "L L W L L", "L L L L L", "L L L L L", "L L L L L",
    "# L L L L", "L L L L L", "L L L L L", "L L L L L"
  ]`
	if len(members) > 0 && strings.HasPrefix(members[0], `"cells"`) {
		cells, members = members[0], members[1:]
	}
	return file(append([]string{`"version": 2`, `"floors": 2`, cells}, members...))
}

func TestDecodeV2Errors(t *testing.T) {
	cases := []struct {
		name, data, want string
	}{
		// Version 1 files keep what version 1 allows, and say what is new.
		{"v1: a swamp", file([]string{`"cells": ["L L W S L", "L # L L L", "L L L L L", "L L L L L"]`}), `cells row 1, column 4: cell "S" (swamp) is new in version 2; this file says "version": 1`},
		{"v1: unknown token lists version 1's", file([]string{`"cells": ["L L W Q L", "L # L L L", "L L L L L", "L L L L L"]`}), `cells row 1, column 4: unknown cell "Q" (expected L, H, W, E, D, R> R< R^ Rv, P<loop>.<order> or #)`},
		{"v2: unknown token lists version 2's", v2file(`"cells": ["L L W Q L", "L L L L L", "L L L L L", "L L L L L", "L L L L L", "L L L L L", "L L L L L", "L L L L L"]`), `cells row 1 (floor 1, row 1), column 4: unknown cell "Q" (expected L, H, W, E, D, R> R< R^ Rv, P<loop>.<order>, S, C, V or #)`},
		{"v1: keys", file([]string{`"keys": [{"at": [1, 1]}]`}), `line 12, column 11: keys is new in version 2; this file says "version": 1`},
		{"v1: creatures", file([]string{`"creatures": []`}), `line 12, column 16: creatures is new in version 2; this file says "version": 1`},
		{"v1: stairs", file([]string{`"stairs": []`}), `line 12, column 13: stairs is new in version 2; this file says "version": 1`},
		{"v1: weaponries", file([]string{`"weaponries": []`}), `line 12, column 17: weaponries is new in version 2; this file says "version": 1`},
		{"v1: a door", file([]string{`"walls": [{"at": [1, 1], "side": "right", "door": "left"}]`}), `line 12, column 45: walls[0].door is new in version 2; this file says "version": 1`},
		{"v1: a window", file([]string{`"walls": [{"at": [1, 1], "side": "right", "window": true}]`}), `line 12, column 45: walls[0].window is new in version 2; this file says "version": 1`},
		{"v1: a lock", file([]string{`"exits": [{"at": [1, 1], "side": "left", "locked": true}]`}), `line 12, column 44: exits[0].locked is new in version 2; this file says "version": 1`},
		{"v1: a knife", file([]string{`"items": [{"at": [1, 1], "knives": 1}]`}), `line 12, column 28: items[0].knives is new in version 2; this file says "version": 1`},
		{"v1: unknown fields list version 1's", file([]string{`"walls": [{"at": [1, 1], "side": "right", "dor": "left"}]`}), `line 12, column 45: walls[0]: unknown field "dor" (the fields are at, side, kind)`},
		{"v2: unknown fields list version 2's", v2file(`"walls": [{"at": [1, 1, 1], "side": "right", "dor": "left"}]`), `line 11, column 48: walls[0]: unknown field "dor" (the fields are at, side, kind, door, window)`},
		{"v2: top-level fields", v2file(`"key": []`), `line 11, column 3: unknown field "key" (the fields are format, version, title, width, height, floors, players, cells, weaponries, walls, exits, stairs, treasures, keys, items, creatures, rules)`},

		// Sides.
		{"door on the outer wall", v2file(`"walls": [{"at": [5, 1, 1], "side": "right", "door": "right"}]`), `walls[0]: cell (5,1): door on the outer wall (a one-way door is set in an inner wall)`},
		{"window in the outer wall", v2file(`"walls": [{"at": [2, 1, 2], "side": "left", "window": true}]`), `walls[0]: cell (2,1) floor 2: window in the outer wall (a window is set in an inner wall)`},
		{"door across the side", v2file(`"walls": [{"at": [1, 1, 1], "side": "right", "door": "up"}]`), `walls[0]: the door on the right side of (1,1) opens up; a door there opens right or left`},
		{"door and window", v2file(`"walls": [{"at": [1, 1, 1], "side": "down", "door": "up", "window": true}]`), `walls[0]: the down side of (1,1) has a door and a window; a wall has one or the other`},
		{"door not a direction", v2file(`"walls": [{"at": [1, 1, 1], "side": "down", "door": "in"}]`), `walls[0]: door "in": expected up, right, down or left`},
		{"window not a boolean", v2file(`"walls": [{"at": [1, 1, 1], "side": "down", "window": 1}]`), `line 11, column 57: walls[0].window: expected true or false, found the number 1`},
		{"lock on an inner side", v2file(`"exits": [{"at": [1, 1, 1], "side": "right", "locked": true}]`), `exits[0]: the right side of (1,1) is between two cells of the labyrinth; list it in "walls"`},

		// Weaponries.
		{"stock of land", v2file(`"weaponries": [{"at": [1, 1, 1], "stock": ["bullets"]}]`), `weaponries[0]: cell (1,1) is land, not a weaponry`},
		{"stock unknown", v2file(`"weaponries": [{"at": [3, 1, 1], "stock": ["guns"]}]`), `weaponries[0]: stock "guns": expected bullets, grenades, knives, boats, cement or boomerangs`},
		{"stock twice", v2file(`"weaponries": [{"at": [3, 1, 1], "stock": ["boats", "boats"]}]`), `weaponries[0]: stock lists "boats" twice`},
		{"stock empty", v2file(`"weaponries": [{"at": [3, 1, 1], "stock": []}]`), `line 11, column 36: weaponries[0]: the stock is empty; a weaponry that gives what the rules give is left out of "weaponries"`},
		{"stock missing", v2file(`"weaponries": [{"at": [3, 1, 1]}]`), `weaponries[0]: the "stock" field is missing`},
		{"weaponry twice", v2file(`"weaponries": [{"at": [3, 1, 1], "stock": ["boats"]}, {"at": [3, 1, 1], "stock": ["cement"]}]`), `weaponries[1]: the weaponry at (3,1) is already listed as weaponries[0]`},
		{"weaponry outside", v2file(`"weaponries": [{"at": [1, 1, 2], "stock": ["boats"]}]`), `weaponries[0]: cell (1,1) floor 2 is outside the labyrinth`},
		{"weaponry off the grid", v2file(`"weaponries": [{"at": [1, 1, 3], "stock": ["boats"]}]`), `weaponries[0]: cell (1,1) floor 3 is outside the 5x4 grid of 2 floors`},

		// Stairs.
		{"stairs on the top floor", v2file(`"stairs": [{"at": [2, 2, 2]}]`), `stairs[0]: cell (2,2) floor 2 is on the top floor; a staircase leads up to the next floor`},
		{"stairs on one floor", file([]string{`"version": 2`, `"stairs": [{"at": [2, 1]}]`}), `stairs[0]: cell (2,1): the labyrinth has one floor; a staircase leads up to the next floor`},
		{"stairs into the void", v2file(`"stairs": [{"at": [1, 1, 1]}]`), `stairs[0]: cell (1,1): the staircase leads up to (1,1) floor 2, outside the labyrinth`},
		{"stairs twice", v2file(`"stairs": [{"at": [2, 2, 1]}, {"at": [2, 2, 1]}]`), `stairs[1]: the staircase from (2,2) up is listed twice`},
		{"stairs: two numbers", v2file(`"stairs": [{"at": [2, 2]}]`), `line 11, column 21: stairs[0].at: this labyrinth has 2 floors; write [x, y, floor]`},

		// Keys.
		{"key outside", v2file(`"keys": [{"at": [1, 1, 2]}]`), `keys[0]: cell (1,1) floor 2 is outside the labyrinth`},
		{"key: unknown field", v2file(`"keys": [{"at": [1, 1, 1], "true": true}]`), `line 11, column 30: keys[0]: unknown field "true" (the fields are at)`},
		{"key: no cell", v2file(`"keys": [{}]`), `keys[0]: the "at" field is missing`},
		{"too many keys", v2file(`"keys": [` + strings.Repeat(`{"at": [2, 2, 1]}, `, MaxKeys) + `{"at": [2, 2, 1]}]`), `keys: more than 99`},

		// Items.
		{"items: too many knives", v2file(`"items": [{"at": [2, 2, 1], "knives": 10000}]`), `items[0]: knives 10000 is out of range (0 to 9999)`},

		// Creatures.
		{"creature: no kind", v2file(`"creatures": [{"at": [2, 2, 1]}]`), `creatures[0]: the "kind" field is missing (bear or leprechaun)`},
		{"creature: unknown kind", v2file(`"creatures": [{"at": [2, 2, 1], "kind": "dragon"}]`), `creatures[0]: kind "dragon": expected bear or leprechaun`},
		{"creature: outside", v2file(`"creatures": [{"at": [1, 1, 2], "kind": "bear"}]`), `creatures[0]: cell (1,1) floor 2 is outside the labyrinth`},
		{"creature: bad step", v2file(`"creatures": [{"at": [2, 2, 1], "kind": "bear", "path": ["up", "north"]}]`), `creatures[0]: path step 2: "north": expected up, right, down or left`},
		{"creature: path not an array", v2file(`"creatures": [{"at": [2, 2, 1], "kind": "bear", "path": "up"}]`), `line 11, column 59: creatures[0].path: expected an array such as ["right", "down", "left", "up"], found a string`},
		{"creature: long path", v2file(`"creatures": [{"at": [2, 2, 1], "kind": "bear", "path": [` + strings.Repeat(`"up", `, MaxPath) + `"up"]}]`), `creatures[0]: the path has more than 999 steps`},
		{"creature: mimic with a path", v2file(`"creatures": [{"at": [2, 2, 1], "kind": "bear", "mimic": true, "path": ["up"]}]`), `line 11, column 66: creatures[0]: the bear copies the players' moves, so it has no path`},
		{"too many creatures", v2file(`"creatures": [` + strings.Repeat(`{"at": [2, 2, 1], "kind": "bear"}, `, MaxCreatures) + `{"at": [2, 2, 1], "kind": "bear"}]`), `creatures: more than 99`},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			m, err := Decode([]byte(c.data))
			if err == nil {
				t.Fatalf("no error; read:\n%s", Plan(m))
			}
			if err.Error() != c.want {
				t.Errorf("error\n got: %s\nwant: %s", err, c.want)
			}
		})
	}
}

func TestEncodeRejectsV2WhatDecodeCannotRead(t *testing.T) {
	bad := func(change func(m *Maze)) *Maze {
		m := MustNew(3, 3)
		change(m)
		return m
	}
	cases := []struct {
		name string
		m    *Maze
		want string
	}{
		{"key outside", bad(func(m *Maze) { m.Keys = []Pos{At(5, 5)} }), "keys[0]: cell (6,6) is outside the labyrinth"},
		{"too many keys", bad(func(m *Maze) { m.Keys = make([]Pos, MaxKeys+1) }), "keys: 100, more than 99"},
		{"creature outside", bad(func(m *Maze) { m.Creatures = []Creature{{Kind: Bear, At: At(-1, 0)}} }), "creatures[0]: cell (0,1) is outside the labyrinth"},
		{"creature of no kind", bad(func(m *Maze) { m.Creatures = []Creature{{At: At(0, 0)}} }), "creatures[0]: unknown kind 0"},
		{"creature with a long path", bad(func(m *Maze) { m.Creatures = []Creature{{Kind: Bear, Path: make([]Dir, MaxPath+1)}} }), "creatures[0]: the path has 1000 steps, more than 999"},
		{"creature with a step of no direction", bad(func(m *Maze) { m.Creatures = []Creature{{Kind: Bear, Path: []Dir{Up, NoDir}}} }), "creatures[0]: path step 2 has no direction"},
		{"mimic with a path", bad(func(m *Maze) { m.Creatures = []Creature{{Kind: Leprechaun, Mimic: true, Path: []Dir{Up}}} }), "creatures[0]: the leprechaun copies the players' moves and has a path"},
		{"too many creatures", bad(func(m *Maze) { m.Creatures = make([]Creature, MaxCreatures+1) }), "creatures: 100, more than 99"},
		{"too many knives", bad(func(m *Maze) { m.Piles = []Pile{{Items: Items{Knives: MaxItemCount + 1}}} }), "items[0]: count 10000 is out of range (0 to 9999)"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			if _, err := Encode(c.m); err == nil || err.Error() != c.want {
				t.Errorf("error %v, want %s", err, c.want)
			}
		})
	}
}

// The setters keep a side's door, window or lock on an edge that can hold
// it, and SetCell keeps stocks on weaponries and stairs between cells of
// the labyrinth.
func TestSettersV2(t *testing.T) {
	m, _ := NewFloors(3, 3, 2)
	a, b := At(0, 0), At(1, 0)

	m.SetDoor(a, Right, Right)
	if m.Side(a, Right) != Wall || m.Door(a, Right) != Right || m.Door(b, Left) != Right {
		t.Fatal("001 l.112: a door on an open side: not a wall with a door passed right")
	}
	m.SetDoor(a, Right, Up) // not across this side
	if m.Door(a, Right) != Right {
		t.Fatal("a door across the side was accepted")
	}
	m.SetSide(a, Right, Solid)
	if m.Door(a, Right) != Right {
		t.Fatal("making the wall indestructible took the door away")
	}
	m.SetWindow(a, Right, true)
	if m.Door(a, Right) != NoDir || !m.Window(b, Left) {
		t.Fatal("001 l.113: a window did not take the door's place")
	}
	m.SetSide(b, Left, Open) // a grenade
	if m.Window(a, Right) || m.Version() != 1 {
		t.Fatal("an open side kept its window")
	}
	m.SetDoor(a, Up, Down) // the outer wall
	m.SetWindow(a, Left, true)
	if m.Door(a, Up) != NoDir || m.Window(a, Left) {
		t.Fatal("a door or a window on the outer wall")
	}

	m.SetLocked(a, Up, true)
	if !m.Locked(a, Up) || m.Side(a, Up) != Open {
		t.Fatal("002 l.5: locking the monolith does not make a locked exit")
	}
	m.SetSide(a, Up, Wall) // closed: still an exit with its lock
	if !m.Locked(a, Up) {
		t.Fatal("closing the exit took its lock")
	}
	m.SetSide(a, Up, Solid)
	if m.Locked(a, Up) {
		t.Fatal("the monolith kept a lock")
	}
	m.SetLocked(a, Right, true)
	if m.Locked(a, Right) {
		t.Fatal("a lock on an inner side")
	}

	// Cutting a cell out of the shape takes what was on its sides.
	m.SetWindow(b, Down, true)
	m.SetLocked(b, Up, true)
	m.SetCell(b, Cell{})
	if m.Window(At(1, 1), Up) || m.Locked(b, Up) {
		t.Fatal("a side of a cell cut out kept its window or lock")
	}
	// And putting it back makes its sides open, without them.
	m.SetCell(b, Cell{Kind: Land})
	if m.Window(b, Down) || m.Side(b, Down) != Open {
		t.Fatal("a cell put back has a window")
	}

	c := At(2, 2)
	m.SetStairs(c, true)
	if !m.Stairs(c) {
		t.Fatal("no staircase")
	}
	top := Pos{X: 2, Y: 2, Floor: 1}
	m.SetStairs(top, true)
	if m.Stairs(top) {
		t.Fatal("a staircase from the top floor")
	}
	m.SetCell(top, Cell{})
	if m.Stairs(c) {
		t.Fatal("a staircase up into a position cut out of the shape")
	}
	m.SetCell(top, Cell{Kind: Land})
	m.SetStairs(c, true)
	m.SetCell(c, Cell{})
	if m.Stairs(c) {
		t.Fatal("a staircase from a position cut out of the shape")
	}

	w := At(1, 1)
	m.SetCell(w, Cell{Kind: Weaponry, Stock: GiveBoats | 0x80})
	if m.Cell(w).Stock != GiveBoats {
		t.Fatalf("stock %v: unknown goods kept", m.Cell(w).Stock)
	}
	m.SetCell(w, Cell{Kind: Land, Stock: GiveBoats})
	if m.Cell(w).Stock != 0 {
		t.Fatal("land with a stock")
	}
}

func TestCloneAndEqualV2(t *testing.T) {
	m, _ := readV2Sample(t)
	c := m.Clone()
	if !c.Equal(m) {
		t.Fatal("a clone differs")
	}
	c.Creatures[0].Path[0] = Up
	c.Keys[0] = At(0, 0)
	c.SetWindow(At(0, 0), Right, true)
	c.SetStairs(Pos{X: 3, Y: 0}, false)
	if m.Creatures[0].Path[0] != Right || m.Keys[0] == At(0, 0) || !m.Door(At(0, 0), Right).Valid() || !m.Stairs(Pos{X: 3, Y: 0}) {
		t.Fatal("changing the clone changed the plan")
	}
	changes := map[string]func(m *Maze){
		"door turned":     func(m *Maze) { m.SetDoor(At(0, 0), Right, Left) },
		"door to window":  func(m *Maze) { m.SetWindow(At(0, 0), Right, true) },
		"window removed":  func(m *Maze) { m.SetWindow(At(1, 1), Down, false) },
		"lock removed":    func(m *Maze) { m.SetLocked(At(0, 1), Left, false) },
		"stairs removed":  func(m *Maze) { m.SetStairs(At(3, 0), false) },
		"stairs added":    func(m *Maze) { m.SetStairs(At(0, 2), true) },
		"stock":           func(m *Maze) { m.SetCell(At(0, 0), Cell{Kind: Weaponry, Stock: GiveBullets}) },
		"key moved":       func(m *Maze) { m.Keys = []Pos{At(0, 0)} },
		"key added":       func(m *Maze) { m.Keys = append(m.Keys, At(0, 0)) },
		"creature kind":   func(m *Maze) { m.Creatures[2].Kind = Bear },
		"creature path":   func(m *Maze) { m.Creatures[0].Path = m.Creatures[0].Path[:3] },
		"creature mimic":  func(m *Maze) { m.Creatures[1].Mimic = false },
		"creature moved":  func(m *Maze) { m.Creatures[1].At = At(0, 0) },
		"creature gone":   func(m *Maze) { m.Creatures = m.Creatures[:2] },
		"boat":            func(m *Maze) { m.Piles[0].Boats++ },
		"swamp to casino": func(m *Maze) { m.SetCell(At(1, 1), Cell{Kind: Casino}) },
	}
	for name, change := range changes {
		c := m.Clone()
		change(c)
		if c.Equal(m) || m.Equal(c) {
			t.Errorf("%s: still equal", name)
		}
	}
}

// Plans with everything of version 2 survive Encode and Decode.
func TestRoundTripRandomV2(t *testing.T) {
	r := rand.New(rand.NewPCG(3, 4))
	n := 300
	if testing.Short() {
		n = 40
	}
	for i := range n {
		g := mazeGen{r: r, outside: []float64{0, 0.1, 0.4}[i%3], walls: r.Float64(), special: r.Float64(), treasures: 3, piles: 5, v2: true}
		m := g.maze(2+r.IntN(10), 2+r.IntN(10), 1+r.IntN(3))
		_ = Plan(m) // draws whatever the plan holds
		checkRoundTrip(t, m)
		if t.Failed() {
			t.Logf("iteration %d", i)
			return
		}
	}
}

// NextElevator goes up the floors that have an elevator at (x, y), from the
// top back to the lowest, skipping floors without one (004 l.56).
func TestNextElevator(t *testing.T) {
	m, _ := NewFloors(2, 2, 4)
	for _, f := range []int{0, 1, 3} {
		m.SetCell(Pos{X: 1, Y: 1, Floor: f}, Cell{Kind: Elevator})
	}
	m.SetCell(Pos{X: 0, Y: 0, Floor: 2}, Cell{Kind: Elevator})
	for from, to := range map[int]int{0: 1, 1: 3, 3: 0} {
		got, ok := m.NextElevator(Pos{X: 1, Y: 1, Floor: from})
		if !ok || got != (Pos{X: 1, Y: 1, Floor: to}) {
			t.Errorf("from floor %d: %v %v, want floor %d", from+1, got, ok, to+1)
		}
	}
	if _, ok := m.NextElevator(Pos{Floor: 2}); ok {
		t.Error("an elevator alone at its (x, y) goes somewhere")
	}
	if _, ok := m.NextElevator(Pos{X: 1, Y: 1, Floor: 2}); ok {
		t.Error("land is an elevator")
	}
}
