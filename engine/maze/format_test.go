package maze

import (
	"bytes"
	"math/rand/v2"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/labyrinth-game/labyrinth/engine/quote"
	"github.com/labyrinth-game/labyrinth/engine/rules"
)

// file builds a maze file from members ("key": value). A 5x4 plan is
// filled in for the format, version, width, height and cells; a member with
// one of those keys replaces the default in place, and drop lists defaults
// to leave out.
func file(members []string, drop ...string) string {
	defaults := []string{
		`"format": "labyrinth-maze"`,
		`"version": 1`,
		`"width": 5`,
		`"height": 4`,
		`"cells": [
    "L  L  W  P1.1 L",
    "L  #  L  L    L",
    "R> R> D  P1.2 L",
    "L  L  L  L    L"
  ]`,
	}
	var out []string
	used := make([]bool, len(members))
	for _, d := range defaults {
		key := d[:strings.Index(d, ":")]
		if slices.Contains(drop, key[1:len(key)-1]) {
			continue
		}
		for i, m := range members {
			if !used[i] && strings.HasPrefix(m, key+":") {
				d, used[i] = m, true
				break
			}
		}
		out = append(out, d)
	}
	for i, m := range members {
		if !used[i] {
			out = append(out, m)
		}
	}
	return "{\n  " + strings.Join(out, ",\n  ") + "\n}\n"
}

func TestDecodeErrors(t *testing.T) {
	cases := []struct {
		name string
		data string
		want string // the whole message, or a prefix when it ends in "..."
	}{
		{"empty file", "", "the file is empty"},
		{"only white space", " \n\t", "the file is empty"},
		{"not an object", "[1, 2]", `line 1, column 1: expected a JSON object (a maze file starts with '{'), found an array`},
		{"syntax: missing comma", "{\n  \"format\": \"labyrinth-maze\",\n  \"width\": 5 \"height\": 4\n}", `line 3, column 14: unexpected '"', expected ',' or '}'`},
		{"syntax: unterminated object", "{\n  \"format\": \"labyrinth-maze\",\n", "line 3, column 1: unexpected the end of the file, expected a field name in double quotes"},
		{"syntax: trailing comma", `{"format": "labyrinth-maze",}`, `line 1, column 29: unexpected '}', expected a field name in double quotes`},
		{"syntax: single quotes", `{'format': 1}`, `line 1, column 2: unexpected '\'', expected a field name in double quotes`},
		{"syntax: bad literal", `{"format": nul}`, `line 1, column 12: unexpected 'n', expected a value`},
		{"syntax: bad number", `{"format": -x}`, `line 1, column 12: invalid number "-x"`},
		{"syntax: bad escape", `{"format": "a\qb"}`, `line 1, column 14: invalid escape sequence \'q' in a string`},
		{"syntax: raw newline in string", "{\"title\": \"a\nb\"}", `line 1, column 13: control character '\n' in a string (write it as an escape such as \n)`},
		{"syntax: invalid UTF-8", "{\"title\": \"a\xffb\"}", `line 1, column 13: invalid UTF-8 in a string`},
		{"syntax: column counts characters", "{\"title\": \"éé\" x}", `line 1, column 16: unexpected 'x', expected ',' or '}'`},
		{"syntax: garbage after the object", "{}\n}", `line 2, column 1: unexpected '}' after the end of the maze object`},
		{"syntax: nesting too deep", `{"x": ` + strings.Repeat("[", 100) + strings.Repeat("]", 100) + `}`, `line 1, column 70: values nested more than 64 deep`},
		{"format missing", `{"version": 1}`, `not a maze file: the "format" field is missing (expected "labyrinth-maze")`},
		{"format wrong", `{"format": "labyrinth-game", "version": 1}`, `not a maze file: format is "labyrinth-game", expected "labyrinth-maze"`},
		{"format not a string", `{"format": 7}`, `line 1, column 12: format: expected a string, found the number 7`},
		{"version missing", `{"format": "labyrinth-maze"}`, `the "version" field is missing`},
		{"version newer", file([]string{`"version": 3`, `"newfield": {"x": 1}`}), "version 3 is newer than this program understands (2)"},
		{"version zero", file([]string{`"version": 0`}), "version 0 is not a valid version (expected 1 or 2)"},
		{"version not whole", file([]string{`"version": 1.5`}), "line 3, column 14: version: expected a whole number, found 1.5"},
		{"unknown field", file([]string{`"heigth": 4`}), `line 12, column 3: unknown field "heigth" (the fields are format, version, title, width, height, floors, players, cells, walls, exits, treasures, items, rules)`},
		{"field twice", file([]string{`"title": "a"`, `"title": "b"`}), `line 13, column 3: field "title" is given twice`},
		{"width missing", file(nil, "width"), `the "width" field is missing`},
		{"cells missing", file(nil, "cells"), `the "cells" field is missing`},
		{"width too small", file([]string{`"width": 1`}), "width 1 is out of range (2 to 100)"},
		{"height too large", file([]string{`"height": 101`}), "height 101 is out of range (2 to 100)"},
		{"width a string", file([]string{`"width": "5"`}), `line 4, column 12: width: expected a whole number, found a string`},
		{"width huge", file([]string{`"width": 12345678901234567890`}), `line 4, column 12: width: 12345678901234567890 is too large`},
		{"width hugely negative", file([]string{`"width": -99999999999`}), `line 4, column 12: width: -99999999999 is too small`},
		{"width a thousand digits", file([]string{`"width": ` + strings.Repeat("9", 1000)}), `line 4, column 12: width: ` + strings.Repeat("9", 80) + `… is too large`},
		{"lone CR line ends", strings.ReplaceAll(file([]string{`"width": "5"`}), "\n", "\r"), `line 4, column 12: width: expected a whole number, found a string`},
		{"CR LF line ends", strings.ReplaceAll(file([]string{`"width": "5"`}), "\n", "\r\n"), `line 4, column 12: width: expected a whole number, found a string`},
		{"long unknown field quoted short", file([]string{`"` + strings.Repeat("x", 5000) + `": 1`}), `line 12, column 3: unknown field "` + strings.Repeat("x", 80) + `…" (the fields are ...`},
		{"long token quoted short", file([]string{`"cells": ["L L L L ` + strings.Repeat("Q", 5000) + `", "L L L L L", "L L L L L", "L L L L L"]`}), `cells row 1, column 5: unknown cell "` + strings.Repeat("Q", 80) + `…" (...`},
		{"control characters in a token escaped", file([]string{`"cells": ["L L L L \u001b[2J", "L L L L L", "L L L L L", "L L L L L"]`}), `cells row 1, column 5: unknown cell "\x1b[2J" (...`},
		{"floors zero", file([]string{`"floors": 0`}), "floors 0 is out of range (1 to 10)"},
		{"players negative", file([]string{`"players": -1`}), "players -1 is out of range (0 to 99)"},
		{"title not a string", file([]string{`"title": null`}), `line 12, column 12: title: expected a string, found null`},
		{"cells not an array", file([]string{`"cells": "L L"`}), `line 6, column 12: cells: expected an array of strings, one per row, found a string`},
		{"cells: too few rows", file([]string{`"cells": ["L L L L L", "L L L L L", "L L L L L"]`}), "cells: expected 4 rows (height 4), found 3"},
		{"cells: too few rows on two floors", file([]string{`"floors": 2`}), "cells: expected 8 rows (height 4 x 2 floors), found 4"},
		{"cells: row not a string", file([]string{`"cells": ["L L L L L", 5, "L L L L L", "L L L L L"]`}), `line 6, column 26: cells row 2: expected a string, found the number 5`},
		{"cells: too few cells", file([]string{`"cells": ["L L L L L", "L L L L", "L L L L L", "L L L L L"]`}), "cells row 2: expected 5 cells, found 4"},
		{"cells: too many cells", file([]string{`"cells": ["L L L L L", "L L L L L L", "L L L L L", "L L L L L"]`}), "cells row 2: expected 5 cells, found 6"},
		{"cells: unknown token", file([]string{`"cells": ["L L L L L", "L L L Q L", "L L L L L", "L L L L L"]`}), `cells row 2, column 4: unknown cell "Q" (expected L, H, W, E, D, R> R< R^ Rv, P<loop>.<order> or #)`},
		{"cells: lower case", file([]string{`"cells": ["L l L L L", "L L L L L", "L L L L L", "L L L L L"]`}), `cells row 1, column 2: unknown cell "l" (...`},
		{"cells: river without flow", file([]string{`"cells": ["L R L L L", "L L L L L", "L L L L L", "L L L L L"]`}), `cells row 1, column 2: unknown cell "R" (...`},
		{"cells: river bad flow", file([]string{`"cells": ["L Rx L L L", "L L L L L", "L L L L L", "L L L L L"]`}), `cells row 1, column 2: unknown cell "Rx" (...`},
		{"cells: pit without order", file([]string{`"cells": ["L P1 L L L", "L L L L L", "L L L L L", "L L L L L"]`}), `cells row 1, column 2: unknown cell "P1" (...`},
		{"cells: pit with empty order", file([]string{`"cells": ["L P1. L L L", "L L L L L", "L L L L L", "L L L L L"]`}), `cells row 1, column 2: unknown cell "P1." (...`},
		{"cells: pit negative", file([]string{`"cells": ["L P-1.2 L L L", "L L L L L", "L L L L L", "L L L L L"]`}), `cells row 1, column 2: unknown cell "P-1.2" (...`},
		{"cells: pit number too large", file([]string{`"cells": ["L P10000.1 L L L", "L L L L L", "L L L L L", "L L L L L"]`}), `cells row 1, column 2: pit "P10000.1": loop and order must be at most 9999`},
		{"cells: error on the second floor", file([]string{`"floors": 2`, `"cells": ["L L L L L", "L L L L L", "L L L L L", "L L L L L", "L L L L L", "L L L L", "L L L L L", "L L L L L"]`}), "cells row 6 (floor 2, row 2): expected 5 cells, found 4"},
		{"walls not an array", file([]string{`"walls": {}`}), `line 12, column 12: walls: expected an array, found an object`},
		{"walls: element not an object", file([]string{`"walls": [[2, 1]]`}), `line 12, column 13: walls[0]: expected an object such as {"at": [1, 1], "side": "left"}, found an array`},
		{"walls: off the grid", file([]string{`"walls": [{"at": [1, 1], "side": "right"}, {"at": [3, 2], "side": "right"}, {"at": [1, 3], "side": "right"}, {"at": [6, 1], "side": "left"}]`}), "walls[3]: cell (6,1) is outside the 5x4 grid"},
		{"walls: zero coordinate", file([]string{`"walls": [{"at": [0, 1], "side": "right"}]`}), "walls[0]: cell (0,1) is outside the 5x4 grid"},
		{"walls: outside the shape", file([]string{`"walls": [{"at": [2, 2], "side": "right"}]`}), "walls[0]: cell (2,2) is outside the labyrinth"},
		{"walls: outer side", file([]string{`"walls": [{"at": [5, 1], "side": "right"}]`}), `walls[0]: the right side of (5,1) is on the outer wall; list it in "exits"`},
		{"walls: side next to the shape's hole", file([]string{`"walls": [{"at": [2, 1], "side": "down"}]`}), `walls[0]: the down side of (2,1) is on the outer wall; list it in "exits"`},
		{"walls: listed twice from both cells", file([]string{`"walls": [{"at": [1, 1], "side": "down"}, {"at": [4, 2], "side": "up"}, {"at": [2, 1], "side": "right"}, {"at": [3, 1], "side": "left"}]`}), "walls[3]: the wall between (2,1) and (3,1) is already listed as walls[2]"},
		{"walls: listed twice from the same cell", file([]string{`"walls": [{"at": [3, 3], "side": "down"}, {"at": [3, 3], "side": "down", "kind": "indestructible"}]`}), "walls[1]: the wall between (3,3) and (3,4) is already listed as walls[0]"},
		{"walls: bad side", file([]string{`"walls": [{"at": [1, 1], "side": "east"}]`}), `walls[0]: side "east": expected up, right, down or left`},
		{"walls: bad kind", file([]string{`"walls": [{"at": [1, 1], "side": "right", "kind": "closed"}]`}), `walls[0]: kind "closed": expected wall or indestructible`},
		{"walls: side missing", file([]string{`"walls": [{"at": [1, 1]}]`}), `walls[0]: the "side" field is missing`},
		{"walls: at missing", file([]string{`"walls": [{"side": "up"}]`}), `walls[0]: the "at" field is missing`},
		{"walls: unknown field", file([]string{`"walls": [{"at": [1, 1], "sid": "up"}]`}), `line 12, column 28: walls[0]: unknown field "sid" (the fields are at, side, kind)`},
		{"walls: field twice", file([]string{`"walls": [{"at": [1, 1], "at": [1, 2]}]`}), `line 12, column 28: walls[0]: field "at" is given twice`},
		{"walls: at with one number", file([]string{`"walls": [{"at": [1], "side": "up"}]`}), `line 12, column 20: walls[0].at: expected [x, y], found 1 numbers`},
		{"walls: at with four numbers", file([]string{`"walls": [{"at": [1, 1, 1, 1], "side": "up"}]`}), `line 12, column 20: walls[0].at: expected [x, y], found more than 3 numbers`},
		{"walls: at with a string", file([]string{`"walls": [{"at": ["1", 1], "side": "up"}]`}), `line 12, column 21: walls[0].at: expected a whole number, found a string`},
		{"walls: at without floor on two floors", file([]string{`"floors": 2`, `"cells": ["L L L L L", "L L L L L", "L L L L L", "L L L L L", "L L L L L", "L L L L L", "L L L L L", "L L L L L"]`, `"walls": [{"at": [1, 1], "side": "right"}]`}), `line 8, column 20: walls[0].at: this labyrinth has 2 floors; write [x, y, floor]`},
		{"walls: floor off the grid", file([]string{`"floors": 2`, `"cells": ["L L L L L", "L L L L L", "L L L L L", "L L L L L", "L L L L L", "L L L L L", "L L L L L", "L L L L L"]`, `"walls": [{"at": [1, 1, 3], "side": "right"}]`}), `walls[0]: cell (1,1) floor 3 is outside the 5x4 grid of 2 floors`},
		{"exits: bad side", file([]string{`"exits": [{"at": [1, 1], "side": "lft"}]`}), `exits[0]: side "lft": expected up, right, down or left`},
		{"exits: inner side", file([]string{`"exits": [{"at": [2, 1], "side": "left"}]`}), `exits[0]: the left side of (2,1) is between two cells of the labyrinth; list it in "walls"`},
		{"exits: listed twice", file([]string{`"exits": [{"at": [1, 1], "side": "left"}, {"at": [1, 1], "side": "left", "kind": "closed"}]`}), "exits[1]: the exit on the left side of (1,1) is already listed as exits[0]"},
		{"exits: bad kind", file([]string{`"exits": [{"at": [1, 1], "side": "left", "kind": "wall"}]`}), `exits[0]: kind "wall": expected open or closed`},
		{"exits: outside the shape", file([]string{`"exits": [{"at": [2, 2], "side": "up"}]`}), `exits[0]: cell (2,2) is outside the labyrinth`},
		{"treasures: outside the shape", file([]string{`"treasures": [{"at": [3, 2], "true": true}, {"at": [2, 2]}]`}), "treasures[1]: cell (2,2) is outside the labyrinth"},
		{"treasures: true not a boolean", file([]string{`"treasures": [{"at": [3, 2], "true": "yes"}]`}), `line 12, column 40: treasures[0].true: expected true or false, found a string`},
		{"treasures: unknown field", file([]string{`"treasures": [{"at": [3, 2], "fake": true}]`}), `line 12, column 32: treasures[0]: unknown field "fake" (the fields are at, true)`},
		{"treasures: at missing", file([]string{`"treasures": [{"true": true}]`}), `treasures[0]: the "at" field is missing`},
		{"items: negative count", file([]string{`"items": [{"at": [1, 1], "bullets": -1}]`}), "items[0]: bullets -1 is out of range (0 to 9999)"},
		{"items: unknown field", file([]string{`"items": [{"at": [1, 1], "bullet": 1}]`}), `line 12, column 28: items[0]: unknown field "bullet" (the fields are at, bullets, grenades, landmines, corpses)`},
		{"items: two piles on one cell", file([]string{`"items": [{"at": [1, 1], "bullets": 1}, {"at": [3, 1]}, {"at": [1, 1], "grenades": 1}]`}), "items[2]: cell (1,1) already has items[0]; put all its items in one entry"},
		{"items: count not whole", file([]string{`"items": [{"at": [1, 1], "corpses": 0.5}]`}), `line 12, column 39: items[0].corpses: expected a whole number, found 0.5`},
		{"rules: unknown preset", file([]string{`"rules": {"preset": "Expert"}`}), `rules: unknown preset "Expert" (known: Reference, Beginner, Key easy, Key medium, Key hard, BASIC, BASIC-W, CLASSIC, CLASSIC-X, Lives and money)`},
		{"rules: unknown option", file([]string{`"rules": {"preset": "Reference", "nstopp": 3}`}), `rules: unknown field "nstopp"`},
		{"rules: value out of range", file([]string{`"rules": {"start_bullets": 9}`}), `rules: start_bullets is 9; must be between 0 and 3`},
		{"rules: type error keeps the file's line", file([]string{`"rules": {"preset": "Reference",` + "\n" + `    "nstop": "many"}`}), `rules: line 13, column 14: field "nstop": expected int, found string`},
		{"rules: null", file([]string{`"rules": null`}), `line 12, column 12: rules: expected an object such as {"preset": "Reference"}, found null`},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			m, err := Decode([]byte(c.data))
			if err == nil {
				t.Fatalf("Decode accepted the file:\n%s\nplan:\n%s", c.data, Plan(m))
			}
			got := err.Error()
			if prefix, ok := strings.CutSuffix(c.want, "..."); ok {
				if !strings.HasPrefix(got, prefix) {
					t.Errorf("error\n got: %s\nwant: %s", got, c.want)
				}
			} else if got != c.want {
				t.Errorf("error\n got: %s\nwant: %s\nfile:\n%s", got, c.want, c.data)
			}
		})
	}
}

// TestDecodeAcceptsBrokenRules checks that plans breaking the rules of the
// game still load: reporting those is the validator's job, and the editor
// must be able to open them.
func TestDecodeAcceptsBrokenRules(t *testing.T) {
	cases := []struct {
		name  string
		cells string
		more  []string
		check func(t *testing.T, m *Maze)
	}{
		{"§4.5 river flows into a wall", `["L R> L L L", "L L L L L", "L L L L L", "L L L L L"]`,
			[]string{`"walls": [{"at": [2, 1], "side": "right"}]`},
			func(t *testing.T, m *Maze) {
				if m.Side(At(1, 0), Right) != Wall {
					t.Error("the wall is missing")
				}
			}},
		{"§4.5 river flows out of the labyrinth", `["R< L L L L", "L L L L L", "L L L L L", "L L L L L"]`, nil,
			func(t *testing.T, m *Maze) {
				if _, ok := m.Downstream(At(0, 0)); ok {
					t.Error("a river flowing off the grid has a downstream cell")
				}
			}},
		{"§4.5 rivers in a circle without a delta", `["R> Rv L L L", "R^ R< L L L", "L L L L L", "L L L L L"]`, nil, nil},
		{"§4.4 pit loop with a single pit", `["P1.1 L L L L", "L L L L L", "L L L L L", "L L L L L"]`, nil,
			func(t *testing.T, m *Maze) {
				if _, ok := m.NextPit(At(0, 0)); ok {
					t.Error("a lone pit leads somewhere")
				}
			}},
		{"§4.4 pit numbering with a gap and a zero", `["P1.1 P1.3 P0.0 L L", "L L L L L", "L L L L L", "L L L L L"]`, nil,
			func(t *testing.T, m *Maze) {
				if n, _ := m.NextPit(At(0, 0)); n != At(1, 0) {
					t.Errorf("P1.1 leads to %v, want (2,1)", n)
				}
			}},
		{"§8.2 no weaponry, hospital or land", `["E E E E E", "E E E E E", "E E E E E", "E E E E E"]`, nil, nil},
		{"§8.3 two true treasures, one on a river", `["R> D L L L", "L L L L L", "L L L L L", "L L L L L"]`,
			[]string{`"treasures": [{"at": [1, 1], "true": true}, {"at": [3, 1], "true": true}, {"at": [3, 1], "true": false}]`},
			func(t *testing.T, m *Maze) {
				want := []Treasure{{At(0, 0), true}, {At(2, 0), true}, {At(2, 0), false}}
				if len(m.Treasures) != 3 || m.Treasures[0] != want[0] || m.Treasures[1] != want[1] || m.Treasures[2] != want[2] {
					t.Errorf("treasures %v, want %v in stack order", m.Treasures, want)
				}
			}},
		{"§8.4 no exits", `["L L L L L", "L L L L L", "L L L L L", "L L L L L"]`, nil,
			func(t *testing.T, m *Maze) {
				if len(m.Exits()) != 0 {
					t.Errorf("exits %v", m.Exits())
				}
			}},
		{"§8.4 exit from a river source", `["R> D L L L", "L L L L L", "L L L L L", "L L L L L"]`,
			[]string{`"exits": [{"at": [1, 1], "side": "up"}]`}, nil},
		{"§8.5 a cell walled in", `["L L L L L", "L L L L L", "L L L L L", "L L L L L"]`,
			[]string{`"walls": [{"at": [1, 1], "side": "right"}, {"at": [1, 1], "side": "down", "kind": "indestructible"}]`}, nil},
		{"no cell inside the shape", `["# # # # #", "# # # # #", "# # # # #", "# # # # #"]`, nil,
			func(t *testing.T, m *Maze) {
				if m.CountInside() != 0 {
					t.Error("cells inside")
				}
			}},
		{"an empty pile", `["L L L L L", "L L L L L", "L L L L L", "L L L L L"]`,
			[]string{`"items": [{"at": [2, 2]}]`}, nil},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			data := file(append([]string{`"cells": ` + c.cells}, c.more...))
			m, err := Decode([]byte(data))
			if err != nil {
				t.Fatalf("Decode: %v\n%s", err, data)
			}
			if c.check != nil {
				c.check(t, m)
			}
			checkRoundTrip(t, m)
		})
	}
}

func TestDecodeFields(t *testing.T) {
	data := "\xef\xbb\xbf" + file([]string{
		`"title": "Caf\u00e9 \ud83d\ude00 \"quoted\""`,
		`"players": 4`,
		`"walls": [{"at": [1, 1], "side": "right"}, {"at": [3, 3], "side": "up", "kind": "indestructible"}, {"at": [4, 3], "side": "d"}]`,
		`"exits": [{"at": [1, 1], "side": "left"}, {"at": [5, 4], "side": "down", "kind": "closed"}, {"at": [2, 1], "side": "down", "kind": "open"}]`,
		`"treasures": [{"at": [3, 4], "true": true}, {"at": [4, 4]}]`,
		`"items": [{"at": [2, 3], "bullets": 2, "grenades": 1, "landmines": 0, "corpses": 3}]`,
		`"rules": {"preset": "Beginner", "nstop": 40}`,
	})
	m, err := Decode([]byte(data))
	if err != nil {
		t.Fatal(err)
	}
	if m.Width() != 5 || m.Height() != 4 || m.Floors() != 1 {
		t.Errorf("size %dx%dx%d", m.Width(), m.Height(), m.Floors())
	}
	if m.Title != `Café 😀 "quoted"` || m.Players != 4 {
		t.Errorf("title %q players %d", m.Title, m.Players)
	}
	for _, c := range []struct {
		at   Pos
		want Cell
	}{
		{At(0, 0), Cell{Kind: Land}},
		{At(2, 0), Cell{Kind: Weaponry}},
		{At(3, 0), Cell{Kind: Pit, Loop: 1, Order: 1}},
		{At(1, 1), Cell{Kind: Outside}},
		{At(0, 2), Cell{Kind: River, Flow: Right}},
		{At(2, 2), Cell{Kind: Delta}},
	} {
		if got := m.Cell(c.at); got != c.want {
			t.Errorf("cell %v = %+v, want %+v", c.at, got, c.want)
		}
	}
	for _, c := range []struct {
		at   Pos
		d    Dir
		want Edge
	}{
		{At(0, 0), Right, Wall},
		{At(1, 0), Left, Wall},
		{At(2, 2), Up, Solid},
		{At(3, 2), Down, Wall},
		{At(3, 3), Down, Solid}, // outer side not listed: monolith
		{At(3, 3), Right, Open},
		{At(0, 0), Left, Open},
		{At(4, 3), Down, Wall},
		{At(1, 0), Down, Open},   // exit onto the hole of the shape
		{At(0, 1), Right, Solid}, // outline around the hole: monolith
		{At(2, 1), Left, Solid},
		{At(1, 2), Up, Solid},
	} {
		if got := m.Side(c.at, c.d); got != c.want {
			t.Errorf("side %v %v = %v, want %v", c.at, c.d, got, c.want)
		}
	}
	if down, _ := m.Downstream(At(1, 2)); down != At(2, 2) {
		t.Errorf("river (2,3) flows to %v", down)
	}
	if next, _ := m.NextPit(At(3, 2)); next != At(3, 0) {
		t.Errorf("pit P1.2 leads to %v", next)
	}
	if len(m.Piles) != 1 || m.Piles[0] != (Pile{At: At(1, 2), Items: Items{Bullets: 2, Grenades: 1, Corpses: 3}}) {
		t.Errorf("piles %+v", m.Piles)
	}
	want := rules.Beginner()
	want.NStop = 40
	if m.Rules == nil || !m.Rules.Equal(want) {
		t.Errorf("rules %+v, want %+v", m.Rules, want)
	}
	checkRoundTrip(t, m)
}

func TestEncodeLayout(t *testing.T) {
	m := MustNew(5, 4)
	m.Title = "Sample"
	m.Players = 3
	m.SetCell(At(4, 0), Cell{Kind: Outside})
	m.SetCell(At(3, 0), Cell{Kind: Pit, Loop: 1, Order: 1})
	m.SetCell(At(3, 3), Cell{Kind: Pit, Loop: 1, Order: 12})
	m.SetCell(At(0, 1), Cell{Kind: River, Flow: Down})
	m.SetCell(At(0, 2), Cell{Kind: Delta})
	m.SetCell(At(1, 1), Cell{Kind: Weaponry})
	m.SetCell(At(2, 2), Cell{Kind: Hospital})
	m.SetSide(At(2, 0), Left, Wall)  // listed from (2,1) as "right"
	m.SetSide(At(2, 3), Up, Solid)   // listed from (3,3) as "down"
	m.SetSide(At(0, 0), Left, Open)  // open exit
	m.SetSide(At(4, 3), Down, Wall)  // closed exit
	m.SetSide(At(3, 0), Right, Wall) // closed exit onto the hole
	m.Treasures = []Treasure{{At(2, 1), true}, {At(1, 3), false}}
	m.Piles = []Pile{{At: At(1, 2), Items: Items{Bullets: 2}}, {At: At(0, 3)}}
	r := rules.Reference()
	r.NStop = 40
	m.Rules = &r
	got, err := Encode(m)
	if err != nil {
		t.Fatal(err)
	}
	want := `{
  "format": "labyrinth-maze",
  "version": 1,
  "title": "Sample",
  "width": 5,
  "height": 4,
  "players": 3,
  "cells": [
    "L  L L P1.1  #",
    "Rv W L L     L",
    "D  L H L     L",
    "L  L L P1.12 L"
  ],
  "walls": [
    {"at": [2, 1], "side": "right"},
    {"at": [3, 3], "side": "down", "kind": "indestructible"}
  ],
  "exits": [
    {"at": [1, 1], "side": "left"},
    {"at": [4, 1], "side": "right", "kind": "closed"},
    {"at": [5, 4], "side": "down", "kind": "closed"}
  ],
  "treasures": [
    {"at": [3, 2], "true": true},
    {"at": [2, 4]}
  ],
  "items": [
    {"at": [2, 3], "bullets": 2},
    {"at": [1, 4]}
  ],
  "rules": {"preset": "Reference", "nstop": 40}
}
`
	if string(got) != want {
		t.Errorf("Encode:\n%s\nwant:\n%s", got, want)
	}
	checkRoundTrip(t, m)
}

func TestEncodeDefaultsOmitted(t *testing.T) {
	got, err := Encode(MustNew(2, 2))
	if err != nil {
		t.Fatal(err)
	}
	want := `{
  "format": "labyrinth-maze",
  "version": 1,
  "width": 2,
  "height": 2,
  "cells": [
    "L L",
    "L L"
  ]
}
`
	if string(got) != want {
		t.Errorf("Encode:\n%s\nwant:\n%s", got, want)
	}
}

func TestEncodeFloors(t *testing.T) {
	m, err := NewFloors(2, 2, 2)
	if err != nil {
		t.Fatal(err)
	}
	m.SetCell(Pos{0, 0, 0}, Cell{Kind: Pit, Loop: 1, Order: 1})
	m.SetCell(Pos{1, 1, 1}, Cell{Kind: Pit, Loop: 1, Order: 2})
	m.SetSide(Pos{0, 1, 1}, Right, Wall)
	m.SetSide(Pos{1, 0, 1}, Up, Open)
	got, err := Encode(m)
	if err != nil {
		t.Fatal(err)
	}
	want := `{
  "format": "labyrinth-maze",
  "version": 1,
  "width": 2,
  "height": 2,
  "floors": 2,
  "cells": [
    "P1.1 L",
    "L    L",
    "L    L",
    "L    P1.2"
  ],
  "walls": [
    {"at": [1, 2, 2], "side": "right"}
  ],
  "exits": [
    {"at": [2, 1, 2], "side": "up"}
  ]
}
`
	if string(got) != want {
		t.Errorf("Encode:\n%s\nwant:\n%s", got, want)
	}
	checkRoundTrip(t, m)
	if next, _ := m.NextPit(Pos{0, 0, 0}); next != (Pos{1, 1, 1}) {
		t.Errorf("pit loop across floors leads to %v", next)
	}
}

func TestEncodeRules(t *testing.T) {
	custom := rules.Reference()
	custom.Preset = ""
	custom.MaxBullets = 5
	lower := rules.Beginner()
	lower.Preset = "beginner"
	cases := []struct {
		name string
		r    rules.Rules
		want string
	}{
		{"a preset as it is", rules.Reference(), `{"preset": "Reference"}`},
		{"a preset spelt in lower case", lower, `{"preset": "beginner"}`},
		{"a modified preset", func() rules.Rules { r := rules.Beginner(); r.HealingMoves = 7; r.RequireOpenExit = false; return r }(),
			`{"preset": "Beginner", "healing_moves": 7, "require_open_exit": false}`},
		// Without a preset every option is written; the list is checked by its start.
		{"no preset", custom, `{"preset": "", "start_bullets": 3, "start_grenades": 3, "start_landmines": 0, "max_bullets": 5, "max_grenades": 3, "reorders": -1, "nstop": 0, "healing_moves": 0, "require_open_exit": false, `},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			got, err := encodeRules(c.r)
			if err != nil {
				t.Fatal(err)
			}
			if string(got) != c.want && !(strings.HasSuffix(c.want, ", ") && strings.HasPrefix(string(got), c.want)) {
				t.Errorf("got  %s\nwant %s", got, c.want)
			}
			back, err := rules.Parse(got)
			if err != nil || !back.Equal(c.r) {
				t.Errorf("Parse gives %+v, %v; want %+v", back, err, c.r)
			}
		})
	}
}

func TestEncodeRejectsWhatDecodeCannotRead(t *testing.T) {
	bad := func(f func(m *Maze)) *Maze { m := MustNew(3, 3); f(m); return m }
	cases := []struct {
		name string
		m    *Maze
		want string
	}{
		{"river without flow", bad(func(m *Maze) { m.SetCell(At(1, 1), Cell{Kind: River}) }), "cell (2,2): the river has no flow direction"},
		{"pit number too large", bad(func(m *Maze) { m.SetCell(At(1, 1), Cell{Kind: Pit, Loop: 1, Order: 10000}) }), "cell (2,2): pit loop and order must be between 0 and 9999"},
		{"treasure outside", bad(func(m *Maze) { m.SetCell(At(0, 0), Cell{}); m.Treasures = []Treasure{{At: At(0, 0)}} }), "treasures[0]: cell (1,1) is outside the labyrinth"},
		{"treasure off the grid", bad(func(m *Maze) { m.Treasures = []Treasure{{At: At(5, 0)}} }), "treasures[0]: cell (6,1) is outside the labyrinth"},
		{"two piles on one cell", bad(func(m *Maze) { m.Piles = []Pile{{At: At(1, 1)}, {At: At(1, 1)}} }), "items[1]: cell (2,2) already has items[0]"},
		{"negative count", bad(func(m *Maze) { m.Piles = []Pile{{At: At(1, 1), Items: Items{Grenades: -1}}} }), "items[0]: count -1 is out of range (0 to 9999)"},
		{"players", bad(func(m *Maze) { m.Players = 100 }), "players 100 is out of range (0 to 99)"},
		{"title", bad(func(m *Maze) { m.Title = "\xff" }), "title: not valid UTF-8"},
		{"unknown preset", bad(func(m *Maze) { r := rules.Reference(); r.Preset = "Mine"; m.Rules = &r }), `rules: unknown preset "Mine" (known: Reference, Beginner, Key easy, Key medium, Key hard, BASIC, BASIC-W, CLASSIC, CLASSIC-X, Lives and money)`},
		{"rules out of range", bad(func(m *Maze) { r := rules.Reference(); r.StartBullets = 4; m.Rules = &r }), "rules: start_bullets is 4; must be between 0 and 3"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			_, err := Encode(c.m)
			if err == nil || err.Error() != c.want {
				t.Errorf("error %v, want %s", err, c.want)
			}
		})
	}
}

// checkRoundTrip checks that m survives Encode and Decode, that encoding is
// stable, and that the decoded plan's pit and river links match.
func checkRoundTrip(t *testing.T, m *Maze) {
	t.Helper()
	data, err := Encode(m)
	if err != nil {
		t.Fatalf("Encode: %v", err)
	}
	back, err := Decode(data)
	if err != nil {
		t.Fatalf("Decode(Encode(m)): %v\n%s", err, data)
	}
	if !back.Equal(m) {
		t.Fatalf("Decode(Encode(m)) differs from m\nfile:\n%s\nm:\n%s\nback:\n%s", data, Plan(m), Plan(back))
	}
	again, err := Encode(back)
	if err != nil || !bytes.Equal(again, data) {
		t.Fatalf("Encode is not stable (%v):\n%s\nthen:\n%s", err, data, again)
	}
	for i := range m.Len() {
		p := m.PosOf(i)
		d1, ok1 := m.Downstream(p)
		d2, ok2 := back.Downstream(p)
		n1, ok3 := m.NextPit(p)
		n2, ok4 := back.NextPit(p)
		if d1 != d2 || ok1 != ok2 || n1 != n2 || ok3 != ok4 {
			t.Fatalf("links of %v differ: river %v %v / %v %v, pit %v %v / %v %v", p, d1, ok1, d2, ok2, n1, ok3, n2, ok4)
		}
	}
}

func TestRoundTripRandom(t *testing.T) {
	r := rand.New(rand.NewPCG(1, 2))
	n := 400
	if testing.Short() {
		n = 50
	}
	for i := range n {
		g := mazeGen{r: r, outside: []float64{0, 0.1, 0.4, 0.9}[i%4], walls: r.Float64(), special: r.Float64(), treasures: 5, piles: 5}
		w, h, floors := 2+r.IntN(12), 2+r.IntN(12), 1+r.IntN(3)
		if i%50 == 0 {
			w, h = MaxSide, 2+r.IntN(MaxSide-1)
		}
		m := g.maze(w, h, floors)
		checkRoundTrip(t, m)
		if t.Failed() {
			t.Logf("iteration %d", i)
			return
		}
	}
}

func TestEqual(t *testing.T) {
	base := func() *Maze {
		m := MustNew(3, 3)
		m.SetCell(At(1, 1), Cell{Kind: River, Flow: Up})
		m.Treasures = []Treasure{{At(0, 0), true}}
		return m
	}
	cases := []struct {
		name   string
		change func(m *Maze)
		equal  bool
	}{
		{"unchanged", func(m *Maze) {}, true},
		{"clone", func(m *Maze) { *m = *m.Clone() }, true},
		{"title", func(m *Maze) { m.Title = "x" }, false},
		{"players", func(m *Maze) { m.Players = 2 }, false},
		{"cell kind", func(m *Maze) { m.SetCell(At(0, 0), Cell{Kind: Hospital}) }, false},
		{"river flow", func(m *Maze) { m.SetCell(At(1, 1), Cell{Kind: River, Flow: Down}) }, false},
		{"inner wall", func(m *Maze) { m.SetSide(At(0, 0), Right, Wall) }, false},
		{"exit", func(m *Maze) { m.SetSide(At(0, 0), Up, Open) }, false},
		{"treasure order", func(m *Maze) { m.Treasures = append([]Treasure{{At(0, 0), false}}, m.Treasures...) }, false},
		{"pile", func(m *Maze) { m.Piles = []Pile{{At: At(0, 0)}} }, false},
		{"rules", func(m *Maze) { r := rules.Reference(); m.Rules = &r }, false},
		{"side between two outside positions", func(m *Maze) {
			m.SetCell(At(2, 1), Cell{})
			m.SetCell(At(2, 2), Cell{})
			m.SetSide(At(2, 1), Down, Open)
		}, true},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			a, b := base(), base()
			c.change(b)
			if c.name == "side between two outside positions" {
				a.SetCell(At(2, 1), Cell{})
				a.SetCell(At(2, 2), Cell{})
			}
			if got := a.Equal(b); got != c.equal {
				t.Errorf("Equal = %v, want %v", got, c.equal)
			}
		})
	}
	var nilMaze *Maze
	if !nilMaze.Equal(nil) || nilMaze.Equal(base()) || base().Equal(nil) {
		t.Error("Equal with nil")
	}
}

// sampleFiles are the sample mazes shipped in assets/.
func sampleFiles(t testing.TB) map[string][]byte {
	paths, err := filepath.Glob("../../assets/mazes/*.json")
	if err != nil || len(paths) == 0 {
		t.Fatalf("no sample mazes found: %v", err)
	}
	out := map[string][]byte{}
	for _, p := range paths {
		data, err := os.ReadFile(p)
		if err != nil {
			t.Fatal(err)
		}
		out[filepath.Base(p)] = data
	}
	return out
}

func TestSampleFiles(t *testing.T) {
	for name, data := range sampleFiles(t) {
		t.Run(name, func(t *testing.T) {
			m, err := Decode(data)
			if err != nil {
				t.Fatalf("%s: %v", name, err)
			}
			checkRoundTrip(t, m)
			// The samples double as examples of the canonical layout.
			if enc, _ := Encode(m); !bytes.Equal(enc, data) {
				t.Errorf("%s is not laid out as Encode writes it:\n%s", name, enc)
			}
		})
	}
}

func FuzzDecode(f *testing.F) {
	for _, data := range sampleFiles(f) {
		f.Add(data)
		// Broken variants: cut short, a byte changed, a field misspelt.
		f.Add(data[:len(data)/2])
		f.Add(bytes.Replace(data, []byte(`"L`), []byte(`"Q`), 1))
		f.Add(bytes.Replace(data, []byte(`"side"`), []byte(`"sid"`), 1))
		f.Add(bytes.Replace(data, []byte(`"right"`), []byte(`"left"`), -1))
		f.Add(bytes.Replace(data, []byte(`"version": 1`), []byte(`"version": 2`), 1))
	}
	f.Add([]byte(file([]string{`"floors": 2`, `"cells": ["L L L L L", "L L L L L", "L L L L L", "L L L L L", "P1.1 L L L L", "L L L L L", "L L L L L", "L L L L P1.2"]`, `"walls": [{"at": [1, 1, 2], "side": "right"}]`})))
	f.Add([]byte(file([]string{`"title": "\ud800 \u00e9"`, `"treasures": [{"at": [1, 1]}]`, `"items": [{"at": [1, 1]}]`, `"rules": {}`})))
	f.Add([]byte(`{"format": "labyrinth-maze", "version": 1, "width": 2, "height": 2, "cells": ["# #", "# #"]}`))
	f.Add([]byte(`[`))
	// Version 2: the sample with every feature, and the same broken.
	v2, err := os.ReadFile("testdata/v2/every-feature.json")
	if err != nil {
		f.Fatal(err)
	}
	f.Add(v2)
	f.Add(v2[:len(v2)*2/3])
	f.Add(bytes.Replace(v2, []byte(`"version": 2`), []byte(`"version": 1`), 1))
	f.Add(bytes.Replace(v2, []byte(`"door": "right"`), []byte(`"door": "up"`), 1))
	f.Add(bytes.Replace(v2, []byte(`"boats"]`), []byte(`"boats", "boats"]`), 1))
	f.Add(bytes.Replace(v2, []byte(`"mimic": true`), []byte(`"mimic": true, "path": ["up"]`), 1))
	f.Add(bytes.Replace(v2, []byte(`[4, 1, 1]`), []byte(`[4, 1, 2]`), 1))
	f.Add(bytes.Replace(v2, []byte(`"S V`), []byte(`"V S`), 1))
	f.Fuzz(func(t *testing.T, data []byte) {
		m, err := Decode(data)
		if err != nil {
			if m != nil {
				t.Fatal("Decode returned a maze with an error")
			}
			if err := quote.CheckMessage(err.Error()); err != nil {
				t.Fatal(err)
			}
			return
		}
		_ = Plan(m)
		checkRoundTrip(t, m)
	})
}

func BenchmarkDecode30x30(b *testing.B) {
	data, err := Encode(realistic30x30())
	if err != nil {
		b.Fatal(err)
	}
	b.SetBytes(int64(len(data)))
	b.ReportAllocs()
	for b.Loop() {
		if _, err := Decode(data); err != nil {
			b.Fatal(err)
		}
	}
}

func BenchmarkEncode30x30(b *testing.B) {
	m := realistic30x30()
	b.ReportAllocs()
	for b.Loop() {
		if _, err := Encode(m); err != nil {
			b.Fatal(err)
		}
	}
}
