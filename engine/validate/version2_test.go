package validate

import (
	"os"
	"strings"
	"testing"

	"github.com/labyrinth-game/labyrinth/engine/maze"
	"github.com/labyrinth-game/labyrinth/engine/rules"
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
		"error §7.1: swamps are not played under these rules: the option swamps allows them ((2,2))",
		"error §7.1: casinos are not played under these rules: the option casino allows them ((2,2) floor 2)",
		"error §7.1: elevators are not played under these rules: the option elevators allows them ((3,2), (3,2) floor 2)",
		"error §7.1: one-way doors are not played under these rules: the option one_way_doors allows them ((1,1), (2,1) floor 2)",
		"error §7.1: windows are not played under these rules: the option windows allows them ((2,2), (4,2))",
		"error §7.1: staircases between floors are not played under these rules: the option stairs allows them ((4,1))",
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
			text:   []string{"error §7.1: swamps are not played under these rules: the option swamps allows them ((4,1))"},
		},
	)
}

// Seed 001's swamps (l.105), one-way doors (O5, l.112), windows (O6,
// l.113) and staircases (G3, l.124), seed 004's casinos (l.30–32) and
// elevators (l.55–57) are playable under their options, and a weaponry's
// stock (001 l.108), locked exits and Keys (002 l.40, l.56) under any
// rules; loose knives, cement, boomerangs and boats where the rules give
// players them.
func TestPlayableUnderItsOption(t *testing.T) {
	data, err := os.ReadFile("../maze/testdata/v2/every-feature.json")
	if err != nil {
		t.Fatal(err)
	}
	m, err := maze.Decode(data)
	if err != nil {
		t.Fatal(err)
	}
	refused := func(r rules.Rules) map[string]bool {
		out := map[string]bool{}
		for _, p := range Check(m, Options{Rules: &r}).Errors() {
			if p.Code == "not_playable_yet" {
				what, _, _ := strings.Cut(p.Message, " are not play")
				out[what] = true
			}
		}
		return out
	}
	ref := refused(rules.Reference())
	for _, what := range []string{"swamps", "one-way doors", "windows", "casinos", "elevators", "staircases between floors"} {
		if !ref[what] {
			t.Errorf("%s not refused under the reference", what)
		}
	}
	for _, what := range []string{"weaponries with a stock of their own", "locked exits", "Keys"} {
		if ref[what] {
			t.Errorf("%s refused under the reference (001 l.108; 002 l.40, l.56)", what)
		}
	}
	r := rules.Reference()
	r.Swamps, r.OneWayDoors, r.Windows = true, true, true
	r.Casino, r.StartMoney, r.Elevators, r.Stairs = true, 10, true, true
	if got := refused(r); !got["knives, boats, boomerangs and cement"] {
		t.Error("loose knives, boats, boomerangs and cement played without their options")
	}
	r.MaxKnives, r.MaxCement, r.BoomerangRange = 1, 1, 3
	if m.Piles[0].Boats == 0 {
		t.Fatal("the plan's pile has no boat to test with")
	}
	if got := refused(r); !got["knives, boats, boomerangs and cement"] {
		t.Error("002 l.35: a loose boat is played in a game without boats (max_boats 0)")
	}
	r.MaxBoats = 1
	got := refused(r)
	for _, c := range []struct{ name, what string }{
		{"001 l.105 swamps", "swamps"}, {"001 l.112 O5 one-way doors", "one-way doors"}, {"001 l.113 O6 windows", "windows"},
		{"004 l.30–32 casinos", "casinos"}, {"004 l.55–57 elevators", "elevators"}, {"001 l.124 G3 staircases", "staircases between floors"},
		{"001 l.65, l.107, l.109; 002 l.35 loose knives, cement, boomerangs and boats", "knives, boats, boomerangs and cement"},
	} {
		t.Run(c.name, func(t *testing.T) {
			if got[c.what] {
				t.Errorf("%s refused under their option", c.what)
			}
		})
	}
	if len(got) != 0 {
		t.Errorf("refused with every option on: %v", got)
	}
}
