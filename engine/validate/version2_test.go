package validate

import (
	"os"
	"strings"
	"testing"

	"github.com/labyrinth-game/labyrinth/engine/maze"
)

// A plan using what maze format version 2 added is refused until rules
// options make those things playable, one error per kind of thing naming
// its cells; it is never played as if they were not there.
func TestNotPlayableYet(t *testing.T) {
	data, err := os.ReadFile("../maze/testdata/v2/every-feature.json")
	if err != nil {
		t.Fatal(err)
	}
	m, err := maze.Decode(data)
	if err != nil {
		t.Fatal(err)
	}
	rep := Check(m, Options{})
	var got []string
	for _, p := range rep.Errors() {
		if p.Code == "not_playable_yet" {
			got = append(got, p.String())
		}
		if p.Code == "unknown_kind" {
			t.Errorf("a kind of version 2 reported as unknown: %s", p)
		}
	}
	want := []string{
		"error §7.1: swamps are not playable yet: no rules option allows them ((2,2))",
		"error §7.1: casinos are not playable yet: no rules option allows them ((2,2) floor 2)",
		"error §7.1: elevators are not played under these rules: the option elevators allows them ((3,2), (3,2) floor 2)",
		"error §7.1: weaponries with a stock of their own are not playable yet: no rules option allows them ((1,1), (1,1) floor 2)",
		"error §7.1: one-way doors are not playable yet: no rules option allows them ((1,1), (2,1) floor 2)",
		"error §7.1: windows are not playable yet: no rules option allows them ((2,2), (4,2))",
		"error §7.1: staircases between floors are not played under these rules: the option stairs allows them ((4,1))",
		"error §7.1: creatures are not playable yet: no rules option allows them ((1,3), (4,2) floor 2, (3,1) floor 2)",
		"error §7.1: knives, boats, boomerangs and cement are not playable yet: no rules option allows them ((2,1))",
	}
	for _, w := range want {
		found := false
		for _, g := range got {
			found = found || g == w
		}
		if !found {
			t.Errorf("missing: %s\ngot:\n%s", w, strings.Join(got, "\n"))
		}
	}
	if len(got) != len(want) {
		t.Errorf("%d errors not_playable_yet, want %d:\n%s", len(got), len(want), strings.Join(got, "\n"))
	}

	// A plan of version 1 never gets one.
	sample, err := os.ReadFile("../../assets/mazes/sample-5x5.json")
	if err != nil {
		t.Fatal(err)
	}
	m, err = maze.Decode(sample)
	if err != nil {
		t.Fatal(err)
	}
	for _, p := range Check(m, Options{}).Problems {
		if p.Code == "not_playable_yet" {
			t.Errorf("a plan of version 1: %s", p)
		}
	}
	// Many cells are counted rather than listed.
	for _, at := range []maze.Pos{maze.At(0, 0), maze.At(1, 0), maze.At(2, 0), maze.At(3, 0), maze.At(4, 0), maze.At(0, 1)} {
		m.SetCell(at, maze.Cell{Kind: maze.Swamp})
	}
	for _, p := range Check(m, Options{}).Problems {
		if p.Code == "not_playable_yet" && !strings.HasSuffix(p.Message, "((1,1), (2,1), (3,1), (4,1), and 2 more)") {
			t.Errorf("six swamps: %s", p)
		}
	}
}

func init() {
	checkCases = append(checkCases,
		checkCase{
			name:   "001 l.105 a swamp is not playable yet",
			edit:   []func(*maze.Maze){setKind(at(4, 1), maze.Swamp)},
			errors: []string{"not_playable_yet"},
			text:   []string{"error §7.1: swamps are not playable yet: no rules option allows them ((4,1))"},
		},
	)
}
