package rules

import (
	"encoding/json"
	"strings"
	"testing"
)

// The options of seed 001's H, V, T and W7 groups and seed 004's lives:
// their zero values are the reference's, left out of the JSON, and the
// values that make no sense are refused.
func TestHealthVictoryTreasureOptions(t *testing.T) {
	t.Run("the zero values are the reference's and are not written", func(t *testing.T) {
		data, err := json.Marshal(Reference())
		if err != nil {
			t.Fatal(err)
		}
		for _, key := range []string{"health", "lives", "victory", "true_treasures", "max_fake_treasures", "trophies", "tell_returned", "announce_plan"} {
			if strings.Contains(string(data), `"`+key+`"`) {
				t.Errorf("the Reference preset writes %s: %s", key, data)
			}
		}
		if Reference().MaxLives() != 2 {
			t.Errorf("§5.5: the reference's player dies of a second wound; lives %d", Reference().MaxLives())
		}
	})
	t.Run("001 l.151 H2 and 004 l.34: lives read and written", func(t *testing.T) {
		r, err := Parse([]byte(`{"lives": 3, "victory": "all_treasures", "true_treasures": -1, "max_fake_treasures": 1, "trophies": "on_arrival", "tell_returned": true, "announce_plan": true}`))
		if err != nil {
			t.Fatal(err)
		}
		if r.MaxLives() != 3 || r.Victory != VictoryAllTreasures || r.TrueTreasures != -1 || r.MaxFakeTreasures != 1 ||
			r.Trophies != TrophiesOnArrival || !r.TellReturned || !r.AnnouncePlan {
			t.Fatalf("%+v", r)
		}
		data, _ := json.Marshal(r)
		back, err := Parse(data)
		if err != nil || !back.Equal(r) {
			t.Fatalf("%s reads back as %+v, %v", data, back, err)
		}
	})
	cases := []struct{ in, want string }{
		{`{"lives": 10}`, "lives is 10; must be between 0 and 9"},
		{`{"lives": -1}`, "lives is -1"},
		{`{"true_treasures": -2}`, "true_treasures is -2; must be between -1 and 10000"},
		{`{"max_fake_treasures": -1}`, "max_fake_treasures is -1"},
		{`{"victory": "keys"}`, `victory is "keys"; must be "", "treasure", "all_treasures", "all_treasures_and_last", "exit" or "key"`},
		{`{"trophies": "kept"}`, `trophies is "kept"; must be "", "on_arrival" or "none"`},
		{`{"health": "two_hits"}`, `health is "two_hits"; must be "" or "none"`},
		// 001 l.150 H1: no health tracking goes only with nothing that wounds.
		{`{"health": "none"}`, "health is not tracked (H1), but players may carry bullets"},
		{`{"health": "none", "max_bullets": 0, "start_bullets": 0}`, "health is not tracked (H1), but the game has landmines"},
		{`{"health": "none", "max_bullets": 0, "start_bullets": 0, "landmines": false}`, "but the game has encephalitis cells"},
	}
	for _, c := range cases {
		_, err := Parse([]byte(c.in))
		if err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%s: %v, want %q", c.in, err, c.want)
		}
	}
	t.Run("001 l.150 H1: without weapons, landmines and encephalitis", func(t *testing.T) {
		if _, err := Parse([]byte(`{"health": "none", "max_bullets": 0, "start_bullets": 0, "landmines": false, "encephalitis": false}`)); err != nil {
			t.Fatal(err)
		}
	})
}

// written reports whether the code string r was written back as has code.
func written(r Rules, code string) bool {
	cs, err := ParseCodes(r.Preset)
	return err == nil && cs.Has(code)
}

// The codes of 001's victory, treasure and health groups and W7 (l.135–162)
// read as their options.
func TestCodesOfHealthAndVictory(t *testing.T) {
	read := func(t *testing.T, code string) Rules {
		t.Helper()
		r, err := ParseCode(code)
		if err != nil {
			t.Fatalf("%s: %v", code, err)
		}
		return r
	}
	t.Run("001 l.135–138 V1–V4: the victories", func(t *testing.T) {
		for code, want := range map[string]Victory{"V1": VictoryTreasureOrLast, "V2": VictoryTreasure, "V3": VictoryAllTreasures, "V4": VictoryAllTreasuresAndLast} {
			if r := read(t, code); r.Victory != want || !written(r, code) {
				t.Errorf("%s: victory %q, written %q", code, r.Victory, r.Preset)
			}
		}
	})
	t.Run("001 l.140–142 T1–T3: the treasures", func(t *testing.T) {
		if r := read(t, "T1"); r.Treasures != 1 || r.TrueTreasures != 0 || r.MaxFakeTreasures != 0 {
			t.Errorf("T1: %+v", r)
		}
		if r := read(t, "T2"); r.MaxFakeTreasures != 1 || r.TrueTreasures != 0 || r.Treasures != 0 {
			t.Errorf("T2: %+v", r)
		}
		if r := read(t, "T3"); r.TrueTreasures != -1 || r.MaxFakeTreasures != 0 {
			t.Errorf("T3: %+v", r)
		}
	})
	t.Run("001 l.150–152 H1–H3: health", func(t *testing.T) {
		r := read(t, "H1-W1")
		if r.Health != HealthNone || r.Hospitals != NoHospitals || r.MaxBullets != 0 {
			t.Errorf("H1-W1: %+v", r)
		}
		if r := read(t, "H2"); r.MaxLives() != 1 {
			t.Errorf("H2: %d lives", r.MaxLives())
		}
		if r := read(t, "H34"); r.MaxLives() != 2 || r.Hospitals != 1 || !written(r, "H3") || !written(r, "H4") {
			t.Errorf("H34 (CLASSIC-X, l.194): %d lives, %d hospitals, written %q", r.MaxLives(), r.Hospitals, r.Preset)
		}
		_, err := ParseCode("H1-W5")
		if err == nil || !strings.Contains(err.Error(), "H1 (no health tracking) needs W1 (no weapons)") {
			t.Errorf("H1 with W5: %v", err)
		}
	})
	t.Run("001 l.162 W7: kits are trophies only under W7", func(t *testing.T) {
		if r := read(t, "W57"); r.Trophies != TrophiesOnArrival || !written(r, "W7") {
			t.Errorf("W57: %q, written %q", r.Trophies, r.Preset)
		}
		if r := read(t, "W5"); r.Trophies != TrophiesNone {
			t.Errorf("W5 without W7: %q", r.Trophies)
		}
	})
	t.Run("001 l.189 CLASSIC's and l.194 CLASSIC-X's codes of these groups", func(t *testing.T) {
		r := read(t, "G2-V1-T2-A2-H2-W57")
		if r.Victory != VictoryTreasureOrLast || r.MaxFakeTreasures != 1 || r.MaxLives() != 1 || r.Trophies != TrophiesOnArrival {
			t.Errorf("CLASSIC's: %+v", r)
		}
		r = read(t, "G2-F4-V3-T3-H34")
		if r.Victory != VictoryAllTreasures || r.TrueTreasures != -1 || r.MaxLives() != 2 || r.Hospitals != 1 {
			t.Errorf("CLASSIC-X's: %+v", r)
		}
	})
}
