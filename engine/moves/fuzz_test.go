package moves

import (
	"reflect"
	"testing"

	"github.com/labyrinth-game/labyrinth/engine/quote"
)

// fuzzSeeds are phrasings from the tests, for both fuzz targets.
var fuzzSeeds = []string{
	"Go up", "Blow the up wall, then go up.", "Shoot to the left, then go up", "blow up the wall to the right, go right",
	"go right and shoot up", "take the second lowest treasure, leave 2 bullets, go down", "take the 3rd lowest treasure; go by the flow",
	"skip the move", "throw a grenade up, follow the flow", "leave two grenades, go by the loop", "take all the bullets, step left",
	"I’d like to go up, please", "go nort", "recall Bob's last move", `recall "Player 2"`, "order a new cell (3,4) floor 2",
	"I'd like to continue from (3, 4).", "how many bullets and grenades do I have?", "keep my cell", "what was Bob’s last move?",
	`"`, "'s", "(", "-", "1st", "take 99999999999999999999 bullets, go up",
	"throw the treasure to the left, go up", "throw 2 bullets right; go down", "throw a bullet down, go by the loop",
	"throw the landmine right, go up", "set a landmine here, go up", "plant a landmine left, go up",
	"activate the landmine and throw it to the right, go up", "set up a landmine, go left", "set a landmine above, go left",
	"shoot left at Bob in (3,4), go up", `shoot up at "Player 2" on (3,4) floor 2, go up`, "shoot left at Bob in (3,4, go up",
	"Go right; if I find a treasure, shoot up; and if I find a bullet, shoot right; finally, if I fall into a pit, leave one grenade there.",
	"go up; if I don't hit a wall, shoot left; if I find nothing, throw the corpse up", "go up; if I am not carried by the flow, shoot up",
	"go up; if I walk onto land, shoot up; if I arrive at the encephalitis cell, shoot down", "go up; if no scream is heard, shoot up",
	"go up; if I walk into a weaponry, don't refill", "go up; if I find a treasure; go left", "go up; if",
	"1. Go right, don't tell where did I end up, but 2. tell me whether I hit a wall", "go right in the dark",
	"go right, don't tell the result", "go right; if I hear a scream, shoot up; without refilling; don't tell the result",
	"what type is the cell (3,4)?", "what's (3,4)", "cell type 3,4", "a five-minute break", "time out", "start timing Bob",
	"please time Bob's move", "1)", "1.", "(3,4) floor 2",
	"row up", "swim to the left, shoot down", "row", "row up, go left", // seed 002's boat
	"go upstairs", "downstairs, shoot up", "climb", "climb sideways", "go upstairs, go downstairs", // 001's G3
	"where am I?", "buy a hint", "bet 3", "I bet three coins", "play the casino for 99999999999999999999", "bet", "bet 0", "stake 5 coins, go up",
	"skip, use knife", "use the knife, go up", "go left, strike with knife", "stab, go down", "use the spoon",
	"build a wall to the left, go up", "go right, build up a wall above", "use cement below, go left", "cement right, go left",
	"go up, throw the boomerang to the left", "boomerang down, go right", "throw a boomerang",
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
			if err := quote.CheckMessage(err.Error()); err != nil {
				t.Fatal(err)
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
			if err := quote.CheckMessage(err.Error()); err != nil {
				t.Fatal(err)
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

// FuzzParseCondition checks that ParseCondition never panics, and that the
// conditions it accepts survive String and ParseCondition unchanged.
func FuzzParseCondition(f *testing.F) {
	for _, s := range []string{
		"if I find a treasure", "if no scream is heard", "if I don't hit a wall", "if I am carried by the flow",
		"if I fall into a pit", "if I walk into a weaponry", "if I arrive at the encephalitis cell", "if", "find a treasure",
		"if I find a treasure, shoot up", `if I find "a`,
	} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		c, err := ParseCondition(s)
		if err != nil {
			return
		}
		text := c.String()
		back, err := ParseCondition(text)
		if err != nil || !reflect.DeepEqual(back, c) {
			t.Fatalf("ParseCondition(%q) = %+v; ParseCondition(%q) = %+v, %v", s, c, text, back, err)
		}
	})
}
