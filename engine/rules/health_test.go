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
		{`{"victory": "keys"}`, `victory is "keys"; must be "", "treasure", "all_treasures", "all_treasures_and_last" or "key"`},
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
