package maze

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"slices"
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/labyrinth-game/labyrinth/engine/quote"
	"github.com/labyrinth-game/labyrinth/engine/rules"
)

// The maze file format, documented in docs/maze-format.md.
const (
	// FormatName is the value of the "format" field of every maze file.
	FormatName = "labyrinth-maze"
	// FormatVersion is the newest version of the format this package
	// reads. Encode writes a plan in the oldest version that holds it
	// (Maze.Version): version 1 unless it uses something version 2 added.
	FormatVersion = 2
)

// Limits on numbers in a maze file that are not sizes.
const (
	// MaxPlayers bounds the "players" field.
	MaxPlayers = 99
	// MaxPitNumber bounds the loop and order numbers of a pit token.
	MaxPitNumber = 9999
	// MaxItemCount bounds each count of an item pile.
	MaxItemCount = 9999
	// MaxCreatures bounds the "creatures" of a plan (version 2).
	MaxCreatures = 99
	// MaxPath bounds the steps of a creature's path (version 2).
	MaxPath = 999
	// MaxKeys bounds the "keys" of a plan (version 2): the Key games of
	// seed 002 have one.
	MaxKeys = 99
)

// The top-level fields, in the order Encode writes them and Decode reads
// them (each needs the ones before it).
const (
	fFormat = iota
	fVersion
	fTitle
	fWidth
	fHeight
	fFloors
	fPlayers
	fCells
	fWeaponries
	fWalls
	fExits
	fStairs
	fTreasures
	fKeys
	fItems
	fCreatures
	fRules
	nFields
)

var fieldNames = [nFields]string{"format", "version", "title", "width", "height", "floors", "players", "cells", "weaponries", "walls", "exits", "stairs", "treasures", "keys", "items", "creatures", "rules"}

// fieldsV2 are the top-level fields version 2 added.
var fieldsV2 = [...]int{fWeaponries, fStairs, fKeys, fCreatures}

// fieldList lists the top-level fields of a version for messages.
func fieldList(version int) string {
	var names []string
	for f, name := range fieldNames {
		if version >= 2 || !slices.Contains(fieldsV2[:], f) {
			names = append(names, name)
		}
	}
	return strings.Join(names, ", ")
}

// Decode reads a maze file of at most MaxFileSize bytes. It rejects what the model cannot represent
// (a malformed file, unknown fields, sizes out of range, unknown cell
// tokens, positions off the grid, sides listed twice) and accepts
// everything else, including plans that break the rules of the game:
// checking those is engine/validate's job, and the editor must be able to
// open an invalid plan to repair it.
//
// Errors name the problem and where it is: a line and column for JSON
// errors, the field and element ("walls[3]: ...") otherwise; ErrTooLarge
// for more than MaxFileSize bytes.
func Decode(data []byte) (*Maze, error) {
	if len(data) > MaxFileSize {
		return nil, ErrTooLarge
	}
	d := decoder{s: scanner{data: data}}
	return d.decode()
}

type decoder struct {
	s scanner
	m *Maze
	// version is the file's "version".
	version int
	// valueOff locates each top-level field's value, -1 when absent.
	valueOff [nFields]int
	// seenV and seenH remember which wall or exit entry set each edge, as
	// its index plus one, to report sides listed twice; pileAt which items
	// entry is on each cell.
	seenV, seenH, pileAt []int32
}

func (d *decoder) decode() (*Maze, error) {
	s := &d.s
	for i := range d.valueOff {
		d.valueOff[i] = -1
	}
	// Skip a UTF-8 byte order mark, which some editors write.
	if bytes.HasPrefix(s.data, []byte("\xef\xbb\xbf")) {
		s.pos = 3
	}
	s.ws()
	if s.pos >= len(s.data) {
		return nil, errors.New("the file is empty")
	}
	if s.data[s.pos] != '{' {
		return nil, s.errorAt(s.pos, "expected a JSON object (a maze file starts with '{'), found %s", s.found())
	}
	// First pass: check the syntax of the whole file and locate the
	// top-level fields, so that a file from a newer version gets the
	// version message rather than a complaint about a new field.
	unknownOff, dupOff := -1, -1
	var unknown, dup string
	err := s.object(func(key []byte, keyOff int) error {
		f := fieldIndex(key)
		switch {
		case f < 0:
			if unknownOff < 0 {
				unknownOff, unknown = keyOff, string(key)
			}
		case d.valueOff[f] >= 0:
			if dupOff < 0 {
				dupOff, dup = keyOff, string(key)
			}
		default:
			d.valueOff[f] = s.pos
		}
		return s.skip()
	})
	if err != nil {
		return nil, err
	}
	s.ws()
	if s.pos < len(s.data) {
		return nil, s.errorAt(s.pos, "unexpected %s after the end of the maze object", describeByte(s.data[s.pos:]))
	}

	if err := d.header(); err != nil {
		return nil, err
	}
	if unknownOff >= 0 {
		return nil, s.errorAt(unknownOff, "unknown field %s (the fields are %s)", quote.Short(unknown), fieldList(d.version))
	}
	if d.version < 2 {
		for _, f := range fieldsV2 {
			if d.valueOff[f] >= 0 {
				return nil, d.newInV2(d.valueOff[f], named(fieldNames[f]))
			}
		}
	}
	if dupOff >= 0 {
		return nil, s.errorAt(dupOff, "field %q is given twice", dup)
	}
	if err := d.grid(); err != nil {
		return nil, err
	}
	if err := d.cells(); err != nil {
		return nil, err
	}
	// The cells were written directly, so the outline around the shape's
	// holes has to be raised before walls and exits are set on it. Every
	// side of a position outside the shape is outline or lies between two
	// such positions: all become monolith, as SetCell would make them.
	for i, c := range d.m.cells {
		if c.Kind == Outside {
			p := d.m.PosOf(i)
			for _, dir := range Dirs {
				d.m.setSide(p, dir, Solid)
			}
		}
	}
	for _, step := range []func() error{d.weaponries, d.walls, d.exits, d.stairs, d.treasures, d.keys, d.items, d.creatures, d.rules} {
		if err := step(); err != nil {
			return nil, err
		}
	}
	d.m.relinkAll()
	return d.m, nil
}

func fieldIndex(key []byte) int {
	for i, name := range fieldNames {
		if string(key) == name {
			return i
		}
	}
	return -1
}

// at positions the scanner at top-level field f; false when it is absent.
func (d *decoder) at(f int) bool {
	if d.valueOff[f] < 0 {
		return false
	}
	d.s.pos = d.valueOff[f]
	return true
}

// header checks the format name and version.
func (d *decoder) header() error {
	s := &d.s
	if !d.at(fFormat) {
		return fmt.Errorf("not a maze file: the \"format\" field is missing (expected %q)", FormatName)
	}
	name, err := s.str(named("format"))
	if err != nil {
		return err
	}
	if string(name) != FormatName {
		return fmt.Errorf("not a maze file: format is %s, expected %q", quote.Short(string(name)), FormatName)
	}
	if !d.at(fVersion) {
		return errors.New(`the "version" field is missing`)
	}
	v, err := s.integer(named("version"))
	if err != nil {
		return err
	}
	if v > FormatVersion {
		return fmt.Errorf("version %d is newer than this program understands (%d)", v, FormatVersion)
	}
	if v < 1 {
		return fmt.Errorf("version %d is not a valid version (expected 1 or %d)", v, FormatVersion)
	}
	d.version = v
	return nil
}

// newInV2 reports something version 2 added, found in a file of version 1.
func (d *decoder) newInV2(off int, what where) error {
	return d.s.errorAt(off, "%s is new in version 2; this file says \"version\": %d", what, d.version)
}

// intField reads an optional top-level whole number within [lo, hi].
func (d *decoder) intField(f, def, lo, hi int) (int, error) {
	if !d.at(f) {
		return def, nil
	}
	v, err := d.s.integer(named(fieldNames[f]))
	if err != nil {
		return 0, err
	}
	if v < lo || v > hi {
		return 0, fmt.Errorf("%s %d is out of range (%d to %d)", fieldNames[f], v, lo, hi)
	}
	return v, nil
}

// grid reads the size and makes the maze.
func (d *decoder) grid() error {
	var title []byte
	if d.at(fTitle) {
		t, err := d.s.str(named("title"))
		if err != nil {
			return err
		}
		title = t
	}
	for _, f := range []int{fWidth, fHeight, fCells} {
		if d.valueOff[f] < 0 {
			return fmt.Errorf("the %q field is missing", fieldNames[f])
		}
	}
	w, err := d.intField(fWidth, 0, MinSide, MaxSide)
	if err != nil {
		return err
	}
	h, err := d.intField(fHeight, 0, MinSide, MaxSide)
	if err != nil {
		return err
	}
	floors, err := d.intField(fFloors, 1, 1, MaxFloors)
	if err != nil {
		return err
	}
	players, err := d.intField(fPlayers, 0, 0, MaxPlayers)
	if err != nil {
		return err
	}
	m, err := NewFloors(w, h, floors)
	if err != nil {
		return err
	}
	m.Players = players
	m.Title = string(title)
	d.m = m
	return nil
}

// rowName names row r (0-based over all floors) of "cells".
func (d *decoder) rowName(r int) string {
	if d.m.floors == 1 {
		return fmt.Sprintf("cells row %d", r+1)
	}
	return fmt.Sprintf("cells row %d (floor %d, row %d)", r+1, r/d.m.height+1, r%d.m.height+1)
}

func (d *decoder) cells() error {
	s, m := &d.s, d.m
	d.at(fCells)
	if err := s.expect('[', named("cells"), "an array of strings, one per row"); err != nil {
		return err
	}
	rows := m.height * m.floors
	start := s.pos
	n := 0
	if err := s.array(func(int) error { n++; return s.skip() }); err != nil {
		return err
	}
	if n != rows {
		if m.floors == 1 {
			return fmt.Errorf("cells: expected %d rows (height %d), found %d", rows, m.height, n)
		}
		return fmt.Errorf("cells: expected %d rows (height %d x %d floors), found %d", rows, m.height, m.floors, n)
	}
	s.pos = start
	return s.array(func(r int) error {
		if s.data[s.pos] != '"' {
			return s.typeError(named(d.rowName(r)), "a string")
		}
		row, err := s.str(named("cells"))
		if err != nil {
			return err
		}
		if k := countTokens(row); k != m.width {
			return fmt.Errorf("%s: expected %d cells, found %d", d.rowName(r), m.width, k)
		}
		col := 0
		for i := 0; i < len(row); {
			if row[i] == ' ' || row[i] == '\t' {
				i++
				continue
			}
			j := i
			for j < len(row) && row[j] != ' ' && row[j] != '\t' {
				j++
			}
			c, err := parseToken(row[i:j], d.version)
			if err != nil {
				return fmt.Errorf("%s, column %d: %w", d.rowName(r), col+1, err)
			}
			m.cells[r*m.width+col] = c
			col++
			i = j
		}
		return nil
	})
}

func countTokens(row []byte) int {
	n := 0
	in := false
	for _, c := range row {
		sep := c == ' ' || c == '\t'
		if !sep && !in {
			n++
		}
		in = !sep
	}
	return n
}

// tokenHelp lists the tokens of each version for messages.
var tokenHelp = [...]string{
	1: "expected L, H, W, E, D, R> R< R^ Rv, P<loop>.<order> or #",
	2: "expected L, H, W, E, D, R> R< R^ Rv, P<loop>.<order>, S, C, V or #",
}

// parseToken reads one cell token as written by Cell.Token, in a file of
// the given version.
func parseToken(t []byte, version int) (Cell, error) {
	if len(t) == 1 {
		switch t[0] {
		case 'L':
			return Cell{Kind: Land}, nil
		case 'H':
			return Cell{Kind: Hospital}, nil
		case 'W':
			return Cell{Kind: Weaponry}, nil
		case 'E':
			return Cell{Kind: Encephalitis}, nil
		case 'D':
			return Cell{Kind: Delta}, nil
		case '#':
			return Cell{Kind: Outside}, nil
		case 'S', 'C', 'V':
			c := Cell{Kind: Swamp}
			if t[0] == 'C' {
				c.Kind = Casino
			} else if t[0] == 'V' {
				c.Kind = Elevator
			}
			if version < 2 {
				return Cell{}, fmt.Errorf("cell %q (%s) is new in version 2; this file says \"version\": %d", t, c.Kind, version)
			}
			return c, nil
		}
	}
	if len(t) == 2 && t[0] == 'R' {
		switch t[1] {
		case '>':
			return Cell{Kind: River, Flow: Right}, nil
		case '<':
			return Cell{Kind: River, Flow: Left}, nil
		case '^':
			return Cell{Kind: River, Flow: Up}, nil
		case 'v':
			return Cell{Kind: River, Flow: Down}, nil
		}
	}
	if len(t) > 0 && t[0] == 'P' {
		if dot := bytes.IndexByte(t, '.'); dot > 0 {
			loop, okL := pitNumber(t[1:dot])
			order, okO := pitNumber(t[dot+1:])
			if okL && okO {
				return Cell{Kind: Pit, Loop: loop, Order: order}, nil
			}
			if allDigits(t[1:dot]) && allDigits(t[dot+1:]) {
				return Cell{}, fmt.Errorf("pit %s: loop and order must be at most %d", quote.Short(string(t)), MaxPitNumber)
			}
		}
	}
	return Cell{}, fmt.Errorf("unknown cell %s (%s)", quote.Short(string(t)), tokenHelp[version])
}

func allDigits(b []byte) bool {
	for _, c := range b {
		if c < '0' || c > '9' {
			return false
		}
	}
	return len(b) > 0
}

func pitNumber(b []byte) (int, bool) {
	if !allDigits(b) || len(b) > 4 {
		return 0, false
	}
	v := 0
	for _, c := range b {
		v = v*10 + int(c-'0')
	}
	return v, v <= MaxPitNumber
}

// readAt reads "at": [x, y] or [x, y, floor], 1-based.
func (d *decoder) readAt(field where) (Pos, error) {
	s := &d.s
	what := "[x, y]"
	if d.m.floors > 1 {
		what = "[x, y, floor]"
	}
	if err := s.expect('[', field, what); err != nil {
		return Pos{}, err
	}
	off := s.pos
	var v [3]int
	n := 0
	// A plain loop rather than s.array: this runs for every wall.
	s.pos++
	s.ws()
	for s.pos < len(s.data) && s.data[s.pos] != ']' {
		if n == 3 {
			return Pos{}, s.errorAt(off, "%s: expected %s, found more than 3 numbers", field, what)
		}
		x, err := s.integer(field)
		if err != nil {
			return Pos{}, err
		}
		v[n] = x
		n++
		s.ws()
		if s.pos < len(s.data) && s.data[s.pos] == ',' {
			s.pos++
			s.ws()
		}
	}
	s.pos++ // ']': the first pass has checked the syntax
	switch {
	case n == 3:
		return Pos{X: v[0] - 1, Y: v[1] - 1, Floor: v[2] - 1}, nil
	case n == 2 && d.m.floors == 1:
		return Pos{X: v[0] - 1, Y: v[1] - 1}, nil
	case n == 2:
		return Pos{}, s.errorAt(off, "%s: this labyrinth has %d floors; write [x, y, floor]", field, d.m.floors)
	}
	return Pos{}, s.errorAt(off, "%s: expected %s, found %d numbers", field, what, n)
}

// checkInside reports a position off the grid or outside the shape.
func (d *decoder) checkInside(name where, p Pos) error {
	m := d.m
	if !m.InGrid(p) {
		if m.floors == 1 {
			return fmt.Errorf("%s: cell %s is outside the %dx%d grid", name, p, m.width, m.height)
		}
		return fmt.Errorf("%s: cell (%d,%d) floor %d is outside the %dx%d grid of %d floors", name, p.X+1, p.Y+1, p.Floor+1, m.width, m.height, m.floors)
	}
	if !m.Inside(p) {
		return fmt.Errorf("%s: cell %s is outside the labyrinth", name, p)
	}
	return nil
}

// sideEntry is one element of "walls" or "exits".
type sideEntry struct {
	at           Pos
	dir          Dir
	kind         Edge
	hasAt, hasSd bool
	// door is the direction a door lets players through, window and
	// locked the other marks of version 2.
	door           Dir
	window, locked bool
}

// The members of "walls" and "exits" elements, those of version 2 last.
var (
	wallFields = [...]string{"at", "side", "kind", "door", "window"}
	exitFields = [...]string{"at", "side", "kind", "locked"}
)

// memberIndex is the index of key in fields, -1 when it is not one.
func memberIndex(fields []string, key []byte) int {
	for i, f := range fields {
		if string(key) == f {
			return i
		}
	}
	return -1
}

// members lists the members a file of version v knows, of which the first
// nV1 are those of version 1.
func members(fields []string, nV1, v int) string {
	if v < 2 {
		fields = fields[:nV1]
	}
	return strings.Join(fields, ", ")
}

// readSide reads one element of "walls" (outer false) or "exits".
func (d *decoder) readSide(list string, i int, outer bool) (sideEntry, error) {
	s := &d.s
	e := sideEntry{kind: Wall}
	kinds := "wall or indestructible"
	fields := wallFields[:]
	if outer {
		e.kind = Open
		kinds = "open or closed"
		fields = exitFields[:]
	}
	name := element(list, i)
	if err := s.expect('{', name, `an object such as {"at": [1, 1], "side": "left"}`); err != nil {
		return e, err
	}
	var seen [5]bool
	err := s.object(func(key []byte, keyOff int) error {
		// A switch rather than memberIndex: this runs for every wall.
		k := -1
		switch string(key) {
		case "at":
			k = 0
		case "side":
			k = 1
		case "kind":
			k = 2
		case "door", "locked":
			if outer == (string(key) == "locked") {
				k = 3
			}
		case "window":
			if !outer {
				k = 4
			}
		}
		if k < 0 {
			return s.errorAt(keyOff, "%s: unknown field %s (the fields are %s)", name, quote.Short(string(key)), members(fields, 3, d.version))
		}
		if k >= 3 && d.version < 2 {
			return d.newInV2(keyOff, name.member(fields[k]))
		}
		if seen[k] {
			return s.errorAt(keyOff, "%s: field %q is given twice", name, key)
		}
		seen[k] = true
		switch k {
		case 0:
			p, err := d.readAt(name.member("at"))
			e.at, e.hasAt = p, true
			return err
		case 1, 3:
			if outer && k == 3 {
				v, err := s.boolean(name.member("locked"))
				e.locked = v
				return err
			}
			v, err := s.str(name.member(fields[k]))
			if err != nil {
				return err
			}
			dir, ok := ParseDir(string(v))
			if !ok {
				return fmt.Errorf("%s: %s %s: expected up, right, down or left", name, fields[k], quote.Short(string(v)))
			}
			if k == 1 {
				e.dir, e.hasSd = dir, true
			} else {
				e.door = dir
			}
		case 2:
			v, err := s.str(name.member("kind"))
			if err != nil {
				return err
			}
			switch {
			case !outer && string(v) == "wall", outer && string(v) == "closed":
				e.kind = Wall
			case !outer && string(v) == "indestructible":
				e.kind = Solid
			case outer && string(v) == "open":
				e.kind = Open
			default:
				return fmt.Errorf("%s: kind %s: expected %s", name, quote.Short(string(v)), kinds)
			}
		case 4:
			v, err := s.boolean(name.member("window"))
			e.window = v
			return err
		}
		return nil
	})
	if err != nil {
		return e, err
	}
	switch {
	case !e.hasAt:
		return e, fmt.Errorf(`%s: the "at" field is missing`, name)
	case !e.hasSd:
		return e, fmt.Errorf(`%s: the "side" field is missing`, name)
	case e.door != NoDir && e.window:
		return e, fmt.Errorf("%s: the %s side of %s has a door and a window; a wall has one or the other", name, e.dir, e.at)
	case e.door != NoDir && e.door != e.dir && e.door != e.dir.Opposite():
		return e, fmt.Errorf("%s: the door on the %s side of %s opens %s; a door there opens %s or %s", name, e.dir, e.at, e.door, e.dir, e.dir.Opposite())
	}
	return e, nil
}

// seen returns the slot that remembers which entry (index plus one) set the
// edge on side dir of p.
func (d *decoder) seen(p Pos, dir Dir) *int32 {
	m := d.m
	if d.seenV == nil {
		d.seenV = make([]int32, len(m.vEdges))
		d.seenH = make([]int32, len(m.hEdges))
	}
	_, i := m.edgeSlot(p, dir)
	if dir == Left || dir == Right {
		return &d.seenV[i]
	}
	return &d.seenH[i]
}

func (d *decoder) walls() error {
	s, m := &d.s, d.m
	if !d.at(fWalls) {
		return nil
	}
	if err := s.expect('[', named("walls"), "an array"); err != nil {
		return err
	}
	return s.array(func(i int) error {
		e, err := d.readSide("walls", i, false)
		if err != nil {
			return err
		}
		name := element("walls", i)
		if err := d.checkInside(name, e.at); err != nil {
			return err
		}
		switch {
		case !m.IsOuter(e.at, e.dir):
		case e.door != NoDir:
			return fmt.Errorf("%s: cell %s: door on the outer wall (a one-way door is set in an inner wall)", name, e.at)
		case e.window:
			return fmt.Errorf("%s: cell %s: window in the outer wall (a window is set in an inner wall)", name, e.at)
		default:
			return fmt.Errorf(`%s: the %s side of %s is on the outer wall; list it in "exits"`, name, e.dir, e.at)
		}
		slot := d.seen(e.at, e.dir)
		if *slot != 0 {
			a, b := e.at, e.at.Step(e.dir)
			if e.dir == Left || e.dir == Up {
				a, b = b, a
			}
			return fmt.Errorf("%s: the wall between %s and %s is already listed as walls[%d]", name, a, b, *slot-1)
		}
		*slot = int32(i + 1)
		m.setSide(e.at, e.dir, e.kind)
		switch {
		case e.door != NoDir:
			m.SetDoor(e.at, e.dir, e.door)
		case e.window:
			m.SetWindow(e.at, e.dir, true)
		}
		return nil
	})
}

func (d *decoder) exits() error {
	s, m := &d.s, d.m
	if !d.at(fExits) {
		return nil
	}
	if err := s.expect('[', named("exits"), "an array"); err != nil {
		return err
	}
	return s.array(func(i int) error {
		e, err := d.readSide("exits", i, true)
		if err != nil {
			return err
		}
		name := element("exits", i)
		if err := d.checkInside(name, e.at); err != nil {
			return err
		}
		if !m.IsOuter(e.at, e.dir) {
			return fmt.Errorf(`%s: the %s side of %s is between two cells of the labyrinth; list it in "walls"`, name, e.dir, e.at)
		}
		slot := d.seen(e.at, e.dir)
		if *slot != 0 {
			return fmt.Errorf("%s: the exit on the %s side of %s is already listed as exits[%d]", name, e.dir, e.at, *slot-1)
		}
		*slot = int32(i + 1)
		m.setSide(e.at, e.dir, e.kind)
		if e.locked {
			m.SetLocked(e.at, e.dir, true)
		}
		return nil
	})
}

func (d *decoder) treasures() error {
	s, m := &d.s, d.m
	if !d.at(fTreasures) {
		return nil
	}
	if err := s.expect('[', named("treasures"), "an array"); err != nil {
		return err
	}
	return s.array(func(i int) error {
		name := element("treasures", i)
		if err := s.expect('{', name, `an object such as {"at": [1, 1], "true": true}`); err != nil {
			return err
		}
		var t Treasure
		var seenAt, seenTrue bool
		err := s.object(func(key []byte, keyOff int) error {
			switch string(key) {
			case "at":
				if seenAt {
					return s.errorAt(keyOff, "%s: field %q is given twice", name, key)
				}
				seenAt = true
				p, err := d.readAt(name.member("at"))
				t.At = p
				return err
			case "true":
				if seenTrue {
					return s.errorAt(keyOff, "%s: field %q is given twice", name, key)
				}
				seenTrue = true
				v, err := s.boolean(name.member("true"))
				t.True = v
				return err
			}
			return s.errorAt(keyOff, "%s: unknown field %s (the fields are at, true)", name, quote.Short(string(key)))
		})
		if err != nil {
			return err
		}
		if !seenAt {
			return fmt.Errorf(`%s: the "at" field is missing`, name)
		}
		if err := d.checkInside(name, t.At); err != nil {
			return err
		}
		m.Treasures = append(m.Treasures, t)
		return nil
	})
}

// itemFields are the members of an "items" element; those after the first
// nItemFieldsV1 are version 2's.
var itemFields = [...]string{"at", "bullets", "grenades", "landmines", "corpses", "knives", "boats", "boomerangs", "cement"}

const nItemFieldsV1 = 5

// counts lists the counts of it in the order of itemFields[1:].
func (it *Items) counts() [8]*int {
	return [8]*int{&it.Bullets, &it.Grenades, &it.Landmines, &it.Corpses, &it.Knives, &it.Boats, &it.Boomerangs, &it.Cement}
}

func (d *decoder) items() error {
	s, m := &d.s, d.m
	if !d.at(fItems) {
		return nil
	}
	if err := s.expect('[', named("items"), "an array"); err != nil {
		return err
	}
	return s.array(func(i int) error {
		name := element("items", i)
		if err := s.expect('{', name, `an object such as {"at": [1, 1], "bullets": 2}`); err != nil {
			return err
		}
		var p Pile
		var seen [len(itemFields)]bool
		err := s.object(func(key []byte, keyOff int) error {
			k := memberIndex(itemFields[:], key)
			if k < 0 {
				return s.errorAt(keyOff, "%s: unknown field %s (the fields are %s)", name, quote.Short(string(key)), members(itemFields[:], nItemFieldsV1, d.version))
			}
			if k >= nItemFieldsV1 && d.version < 2 {
				return d.newInV2(keyOff, name.member(itemFields[k]))
			}
			if seen[k] {
				return s.errorAt(keyOff, "%s: field %q is given twice", name, key)
			}
			seen[k] = true
			if k == 0 {
				at, err := d.readAt(name.member("at"))
				p.At = at
				return err
			}
			v, err := s.integer(name.member(itemFields[k]))
			if err != nil {
				return err
			}
			if v < 0 || v > MaxItemCount {
				return fmt.Errorf("%s: %s %d is out of range (0 to %d)", name, itemFields[k], v, MaxItemCount)
			}
			*p.counts()[k-1] = v
			return nil
		})
		if err != nil {
			return err
		}
		if !seen[0] {
			return fmt.Errorf(`%s: the "at" field is missing`, name)
		}
		if err := d.checkInside(name, p.At); err != nil {
			return err
		}
		// One slot per cell rather than a search of the piles so far: a
		// file may hold a pile on each of 100,000 cells.
		if d.pileAt == nil {
			d.pileAt = make([]int32, m.Len())
		}
		slot := &d.pileAt[m.Index(p.At)]
		if *slot != 0 {
			return fmt.Errorf("%s: cell %s already has items[%d]; put all its items in one entry", name, p.At, *slot-1)
		}
		*slot = int32(i + 1)
		m.Piles = append(m.Piles, p)
		return nil
	})
}

// rules hands the "rules" object to rules.Parse, preceded by as many
// line breaks and spaces as come before it in the file, so that the line and
// column numbers in rules.Parse's messages are those of the file.
func (d *decoder) rules() error {
	s := &d.s
	if !d.at(fRules) {
		return nil
	}
	if err := s.expect('{', named("rules"), `an object such as {"preset": "Reference"}`); err != nil {
		return err
	}
	start := s.pos
	if err := s.skip(); err != nil {
		return err
	}
	line, col := lineColumn(s.data, start)
	buf := make([]byte, 0, line+col+s.pos-start)
	buf = append(buf, bytes.Repeat([]byte{'\n'}, line-1)...)
	buf = append(buf, bytes.Repeat([]byte{' '}, col-1)...)
	buf = append(buf, s.data[start:s.pos]...)
	r, err := rules.Parse(buf)
	if err != nil {
		return errors.New(strings.Replace(err.Error(), "rules: json: ", "rules: ", 1))
	}
	d.m.Rules = &r
	return nil
}

// Encode writes m in the maze file format: deterministic, indented, with
// the cell tokens aligned in columns, every wall listed once (from the cell
// on its left or top), and defaults left out, so that people can read and
// edit it. It fails only when m holds something the format cannot
// represent, such as a river without a flow or a treasure outside the
// labyrinth; a plan that merely breaks the rules of the game is written as
// it is.
func Encode(m *Maze) ([]byte, error) {
	if err := checkEncodable(m); err != nil {
		return nil, err
	}
	var b []byte
	b = append(b, "{\n"...)
	b = appendKey(b, "format")
	b = appendString(b, FormatName)
	b = append(b, ",\n"...)
	b = appendKey(b, "version")
	// A plan of version 1, nearly every plan, skips what version 2 adds.
	version := m.Version()
	v2 := version == 2
	b = strconv.AppendInt(b, int64(version), 10)
	if m.Title != "" {
		b = append(b, ",\n"...)
		b = appendKey(b, "title")
		b = appendString(b, m.Title)
	}
	b = append(b, ",\n"...)
	b = appendKey(b, "width")
	b = strconv.AppendInt(b, int64(m.width), 10)
	b = append(b, ",\n"...)
	b = appendKey(b, "height")
	b = strconv.AppendInt(b, int64(m.height), 10)
	if m.floors != 1 {
		b = append(b, ",\n"...)
		b = appendKey(b, "floors")
		b = strconv.AppendInt(b, int64(m.floors), 10)
	}
	if m.Players != 0 {
		b = append(b, ",\n"...)
		b = appendKey(b, "players")
		b = strconv.AppendInt(b, int64(m.Players), 10)
	}
	b = append(b, ",\n"...)
	b = appendKey(b, "cells")
	b = appendCells(b, m)

	l := list{b: b}
	if v2 {
		l.weaponries(m)
	}
	l.next("walls")
	for i, c := range m.cells {
		if c.Kind == Outside {
			continue
		}
		p := m.PosOf(i)
		for _, dir := range [2]Dir{Right, Down} {
			e := m.Side(p, dir)
			if m.IsOuter(p, dir) || e == Open {
				continue
			}
			l.item(m, p)
			l.b = append(l.b, `, "side": "`...)
			l.b = append(l.b, dir.String()...)
			l.b = append(l.b, '"')
			if e == Solid {
				l.b = append(l.b, `, "kind": "indestructible"`...)
			}
			if v2 {
				l.appendMark(m, p, dir)
			}
			l.b = append(l.b, '}')
		}
	}

	l.next("exits")
	for _, side := range m.Exits() {
		l.item(m, side.At)
		l.b = append(l.b, `, "side": "`...)
		l.b = append(l.b, side.Dir.String()...)
		l.b = append(l.b, '"')
		if m.Side(side.At, side.Dir) == Wall {
			l.b = append(l.b, `, "kind": "closed"`...)
		}
		if v2 {
			l.appendMark(m, side.At, side.Dir)
		}
		l.b = append(l.b, '}')
	}
	if v2 {
		l.stairs(m)
	}

	l.next("treasures")
	for _, t := range m.Treasures {
		l.item(m, t.At)
		if t.True {
			l.b = append(l.b, `, "true": true`...)
		}
		l.b = append(l.b, '}')
	}
	if v2 {
		l.keys(m)
	}

	l.next("items")
	for _, p := range m.Piles {
		l.item(m, p.At)
		for k, v := range p.counts() {
			if v := *v; v != 0 {
				l.b = append(l.b, `, "`...)
				l.b = append(l.b, itemFields[k+1]...)
				l.b = append(l.b, `": `...)
				l.b = strconv.AppendInt(l.b, int64(v), 10)
			}
		}
		l.b = append(l.b, '}')
	}
	if v2 {
		l.creatures(m)
	}
	b = l.end()

	if m.Rules != nil {
		r, err := encodeRules(*m.Rules)
		if err != nil {
			return nil, err
		}
		b = append(b, ",\n"...)
		b = appendKey(b, "rules")
		b = append(b, r...)
	}
	b = append(b, "\n}\n"...)
	return b, nil
}

// checkEncodable reports what Decode could not read back.
func checkEncodable(m *Maze) error {
	if !utf8.ValidString(m.Title) {
		return errors.New("title: not valid UTF-8")
	}
	if m.Players < 0 || m.Players > MaxPlayers {
		return fmt.Errorf("players %d is out of range (0 to %d)", m.Players, MaxPlayers)
	}
	for i, c := range m.cells {
		p := m.PosOf(i)
		switch {
		case c.Kind > LastKind:
			return fmt.Errorf("cell %s: unknown kind %d", p, c.Kind)
		case c.Kind == River && !c.Flow.Valid():
			return fmt.Errorf("cell %s: the river has no flow direction", p)
		case c.Kind == Pit && (c.Loop < 0 || c.Order < 0 || c.Loop > MaxPitNumber || c.Order > MaxPitNumber):
			return fmt.Errorf("cell %s: pit loop and order must be between 0 and %d", p, MaxPitNumber)
		}
	}
	for i, t := range m.Treasures {
		if !m.Inside(t.At) {
			return fmt.Errorf("treasures[%d]: cell %s is outside the labyrinth", i, t.At)
		}
	}
	var pileAt map[Pos]int // made for the first pile: most plans have none
	for i, p := range m.Piles {
		if !m.Inside(p.At) {
			return fmt.Errorf("items[%d]: cell %s is outside the labyrinth", i, p.At)
		}
		for _, v := range p.counts() {
			if v := *v; v < 0 || v > MaxItemCount {
				return fmt.Errorf("items[%d]: count %d is out of range (0 to %d)", i, v, MaxItemCount)
			}
		}
		if j, ok := pileAt[p.At]; ok {
			return fmt.Errorf("items[%d]: cell %s already has items[%d]", i, p.At, j)
		}
		if pileAt == nil {
			pileAt = make(map[Pos]int, len(m.Piles))
		}
		pileAt[p.At] = i
	}
	return checkEncodableV2(m)
}

func appendKey(b []byte, key string) []byte {
	b = append(b, "  "...)
	b = appendString(b, key)
	return append(b, ": "...)
}

// appendString writes s as a JSON string; s is valid UTF-8. Control
// characters are escaped, the C1 ones (U+0080 to U+009F, two bytes from
// 0xC2) too, so that showing the file in a terminal cannot act on it.
func appendString(b []byte, s string) []byte {
	const hex = "0123456789abcdef"
	b = append(b, '"')
	for i := 0; i < len(s); i++ {
		c := s[i]
		switch {
		case c == 0xc2 && i+1 < len(s) && s[i+1] < 0xa0:
			i++
			b = append(b, '\\', 'u', '0', '0', hex[s[i]>>4], hex[s[i]&0xf])
		case c == '"' || c == '\\':
			b = append(b, '\\', c)
		case c == '\n':
			b = append(b, '\\', 'n')
		case c == '\t':
			b = append(b, '\\', 't')
		case c == '\r':
			b = append(b, '\\', 'r')
		case c < 0x20 || c == 0x7f:
			b = append(b, '\\', 'u', '0', '0', hex[c>>4], hex[c&0xf])
		default:
			b = append(b, c)
		}
	}
	return append(b, '"')
}

func appendAt(b []byte, m *Maze, p Pos) []byte {
	b = append(b, '[')
	b = strconv.AppendInt(b, int64(p.X+1), 10)
	b = append(b, ", "...)
	b = strconv.AppendInt(b, int64(p.Y+1), 10)
	if m.floors > 1 {
		b = append(b, ", "...)
		b = strconv.AppendInt(b, int64(p.Floor+1), 10)
	}
	return append(b, ']')
}

// appendToken appends c.Token() without allocating.
func appendToken(b []byte, c Cell) []byte {
	switch c.Kind {
	case River:
		return append(append(b, 'R'), flowArrow(c.Flow)...)
	case Pit:
		b = strconv.AppendInt(append(b, 'P'), int64(c.Loop), 10)
		return strconv.AppendInt(append(b, '.'), int64(c.Order), 10)
	}
	return append(b, c.Kind.Letter())
}

// appendCells writes the rows with each column as wide as its widest token.
func appendCells(b []byte, m *Maze) []byte {
	widths := make([]int, m.width)
	var tok [24]byte
	for i, c := range m.cells {
		widths[i%m.width] = max(widths[i%m.width], len(appendToken(tok[:0], c)))
	}
	b = append(b, "[\n"...)
	rows := m.height * m.floors
	for r := range rows {
		b = append(b, `    "`...)
		for x := range m.width {
			n := len(b)
			b = appendToken(b, m.cells[r*m.width+x])
			if x < m.width-1 {
				for range widths[x] - (len(b) - n) + 1 {
					b = append(b, ' ')
				}
			}
		}
		b = append(b, '"')
		if r < rows-1 {
			b = append(b, ',')
		}
		b = append(b, '\n')
	}
	return append(b, "  ]"...)
}

// list writes the arrays of objects, one object a line, leaving out an
// array with no elements.
type list struct {
	b   []byte
	key string
	n   int
}

// item starts an element with its "at" member.
func (l *list) item(m *Maze, p Pos) {
	if l.n == 0 {
		l.b = append(l.b, ",\n"...)
		l.b = appendKey(l.b, l.key)
		l.b = append(l.b, "[\n"...)
	} else {
		l.b = append(l.b, ",\n"...)
	}
	l.n++
	l.b = append(l.b, `    {"at": `...)
	l.b = appendAt(l.b, m, p)
}

// next closes the current array and starts the one named key.
func (l *list) next(key string) {
	l.end()
	l.key, l.n = key, 0
}

func (l *list) end() []byte {
	if l.n > 0 {
		l.b = append(l.b, "\n  ]"...)
		l.n = 0
	}
	return l.b
}

// encodeRules writes a rules configuration as its preset and the options
// that differ from it, which rules.Parse reads back to the same value.
func encodeRules(r rules.Rules) ([]byte, error) {
	members, err := rulesMembers(r)
	if err != nil {
		return nil, err
	}
	out := []byte{'{'}
	for i, kv := range members {
		if i > 0 {
			out = append(out, ", "...)
		}
		out = appendString(out, kv[0])
		out = append(out, ": "...)
		out = append(out, kv[1]...)
	}
	return append(out, '}'), nil
}

// rulesMembers lists the JSON members that describe r: "preset" and the
// options that differ from the preset. A configuration without a preset
// lists every option after "preset": "", because rules.Parse starts from
// Reference when no preset is named.
func rulesMembers(r rules.Rules) ([][2]string, error) {
	if err := r.Check(); err != nil {
		return nil, err
	}
	base, known := rules.Preset(r.Preset)
	if !known && r.Preset != "" {
		return nil, fmt.Errorf("rules: unknown preset %q (known: %s)", r.Preset, strings.Join(rules.PresetNames(), ", "))
	}
	mine, err := jsonMembers(r)
	if err != nil {
		return nil, err
	}
	theirs, err := jsonMembers(base)
	if err != nil {
		return nil, err
	}
	var out [][2]string
	if r.Preset == "" {
		out = append(out, [2]string{"preset", `""`})
	}
	for _, kv := range mine {
		if known && kv[0] != "preset" && slices.Contains(theirs, kv) {
			continue
		}
		out = append(out, kv)
	}
	return out, nil
}

// jsonMembers lists the members of v's JSON object as key and value text,
// in the order encoding/json writes them (the struct's field order).
func jsonMembers(v any) ([][2]string, error) {
	data, err := json.Marshal(v)
	if err != nil {
		return nil, fmt.Errorf("rules: %w", err)
	}
	var out [][2]string
	s := scanner{data: data}
	err = s.object(func(key []byte, _ int) error {
		start := s.pos
		err := s.skip()
		out = append(out, [2]string{string(key), string(data[start:s.pos])})
		return err
	})
	if err != nil {
		return nil, fmt.Errorf("rules: %w", err)
	}
	return out, nil
}
