package moves

import (
	"reflect"
	"testing"
)

// fuzzSeeds are phrasings from the tests, for both fuzz targets.
var fuzzSeeds = []string{
	"Go up", "Blow the up wall, then go up.", "Shoot to the left, then go up", "blow up the wall to the right, go right",
	"go right and shoot up", "take the second lowest treasure, leave 2 bullets, go down", "take the 3rd lowest treasure; go by the flow",
	"skip the move", "throw a grenade up, follow the flow", "leave two grenades, go by the loop", "take all the bullets, step left",
	"I’d like to go up, please", "go nort", "recall Bob's last move", `recall "Player 2"`, "order a new cell (3,4) floor 2",
	"I'd like to continue from (3, 4).", "how many bullets and grenades do I have?", "keep my cell", "what was Bob’s last move?",
	`"`, "'s", "(", "-", "1st", "take 99999999999999999999 bullets, go up",
}

// FuzzParse checks that Parse never panics, that what it accepts is valid,
// and that accepted moves survive String and Parse unchanged.
func FuzzParse(f *testing.F) {
	for _, s := range fuzzSeeds {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		m, err := Parse(s)
		if err != nil {
			pe, ok := err.(*ParseError)
			if !ok || pe.Input != s || pe.Offset < 0 || pe.Offset > len(s) || pe.Msg == "" {
				t.Fatalf("Parse(%q): bad error %#v", s, err)
			}
			return
		}
		if err := m.Validate(); err != nil {
			t.Fatalf("Parse(%q) = %+v, invalid: %v", s, m, err)
		}
		text := m.String()
		back, err := Parse(text)
		if err != nil || !reflect.DeepEqual(back, m) {
			t.Fatalf("Parse(%q) = %+v; Parse(%q) = %+v, %v", s, m, text, back, err)
		}
		if again := back.String(); again != text {
			t.Fatalf("String not stable: %q then %q", text, again)
		}
	})
}

// FuzzParseStatement is FuzzParse for statements.
func FuzzParseStatement(f *testing.F) {
	for _, s := range fuzzSeeds {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		st, err := ParseStatement(s)
		if err != nil {
			pe, ok := err.(*ParseError)
			if !ok || pe.Input != s || pe.Offset < 0 || pe.Offset > len(s) || pe.Msg == "" {
				t.Fatalf("ParseStatement(%q): bad error %#v", s, err)
			}
			return
		}
		if err := st.Validate(); err != nil {
			t.Fatalf("ParseStatement(%q) = %+v, invalid: %v", s, st, err)
		}
		text := st.String()
		back, err := ParseStatement(text)
		if err != nil || !reflect.DeepEqual(back, st) {
			t.Fatalf("ParseStatement(%q) = %+v; ParseStatement(%q) = %+v, %v", s, st, text, back, err)
		}
		if again := back.String(); again != text {
			t.Fatalf("String not stable: %q then %q", text, again)
		}
	})
}
