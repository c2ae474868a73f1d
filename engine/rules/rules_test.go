package rules

import (
	"encoding/json"
	"reflect"
	"strings"
	"testing"

	"github.com/labyrinth-game/labyrinth/engine/quote"
)

func TestPresets(t *testing.T) {
	ref, ok := Preset("reference")
	if !ok || !ref.Equal(Reference()) {
		t.Fatal("Reference preset by name, case-insensitively")
	}
	// §5.3: three bullets and three grenades; §5.5: N−1 new cells.
	if ref.StartBullets != 3 || ref.StartGrenades != 3 || ref.MaxBullets != 3 || ref.MaxGrenades != 3 || ref.ReordersFor(4) != 3 {
		t.Fatalf("%+v", ref)
	}
	// §3.6: Nstop is usually the number of cells.
	if ref.NStopFor(30) != 30 {
		t.Fatal("default Nstop")
	}
	beg, ok := Preset(" Beginner ")
	if !ok || !beg.RequireOpenExit || beg.Preset != "Beginner" {
		t.Fatalf("%+v", beg)
	}
	for _, name := range PresetNames() {
		p, ok := Preset(name)
		if !ok || p.Check() != nil {
			t.Errorf("preset %s: %v", name, p.Check())
		}
	}
	if _, ok := Preset("expert mode"); ok {
		t.Fatal("unknown preset found")
	}
}

func TestParse(t *testing.T) {
	r, err := Parse([]byte(`{"preset": "Beginner", "nstop": 40, "landmines": true, "start_landmines": 1}`))
	if err != nil {
		t.Fatal(err)
	}
	want := Beginner()
	want.NStop, want.StartLandmines, want.Landmines = 40, 1, true
	if !r.Equal(want) {
		t.Fatalf("%+v, want %+v", r, want)
	}
	r, err = Parse([]byte(`{"reorders": 0}`))
	if err != nil || r.ReordersFor(5) != 0 || r.Preset != "Reference" {
		t.Fatalf("%+v %v", r, err)
	}
	cases := []struct{ in, want string }{
		{`{"preset": "Expert"}`, `unknown preset "Expert"`},
		{`{"nstpo": 3}`, `unknown field "nstpo"`},
		{`{"start_bullets": 7}`, "start_bullets is 7; must be between 0 and 3"},
		{`{"nstop": -1}`, "nstop is -1"},
		{"{\n  \"nstop\": \"ten\"\n}", `line 2, column 12: field "nstop": expected int, found string`},
		{`{"nstop": 3`, "line 1"},
	}
	for _, c := range cases {
		_, err := Parse([]byte(c.in))
		if err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%s: error %v, want %q", c.in, err, c.want)
		}
	}
}

func TestLookup(t *testing.T) {
	if r, err := Lookup([]byte("Reference")); err != nil || !r.Equal(Reference()) {
		t.Fatal(err)
	}
	if r, err := Lookup([]byte(` {"max_grenades": 5} `)); err != nil || r.MaxGrenades != 5 {
		t.Fatal(err)
	}
	if _, err := Lookup([]byte("Chaos")); err == nil || !strings.Contains(err.Error(), "Reference, Beginner") {
		t.Fatal(err)
	}
}

func FuzzParse(f *testing.F) {
	f.Add([]byte(`{"preset":"Beginner","nstop":40}`))
	f.Add([]byte(`{"start_bullets":1,"max_bullets":1}`))
	f.Fuzz(func(t *testing.T, data []byte) {
		r, err := Parse(data)
		if err != nil {
			if err := quote.CheckMessage(err.Error()); err != nil {
				t.Fatal(err)
			}
			return
		}
		if err := r.Check(); err != nil {
			t.Fatalf("Parse accepted what Check refuses: %v", err)
		}
	})
}

// §1.4 and part A: every inner wall can be blown up; indestructible inner
// walls are option O3 of the "Maze on paper" rules, off in both presets and
// written in the rules file as indestructible_inner_walls.
func TestIndestructibleInnerWallsOption(t *testing.T) {
	if Reference().IndestructibleInnerWalls || Beginner().IndestructibleInnerWalls {
		t.Fatal("§1.4: the presets allow indestructible inner walls")
	}
	r, err := Parse([]byte(`{"preset": "Reference", "indestructible_inner_walls": true}`))
	if err != nil || !r.IndestructibleInnerWalls {
		t.Fatalf("%+v %v", r, err)
	}
	if r.Equal(Reference()) {
		t.Fatal("the option is not part of the configuration")
	}
}

// TestBoundsCoverIntegers: every integer option has its range in Bounds,
// and Check refuses a value one past either end of it.
func TestBoundsCoverIntegers(t *testing.T) {
	r := Reference()
	bounds := map[string]Bound{}
	for _, b := range r.Bounds() {
		if _, twice := bounds[b.Key]; twice {
			t.Errorf("%s bounded twice", b.Key)
		}
		bounds[b.Key] = b
	}
	rt := reflect.TypeOf(r)
	for i := range rt.NumField() {
		f := rt.Field(i)
		key, _, _ := strings.Cut(f.Tag.Get("json"), ",")
		if f.Type.Kind() != reflect.Int {
			continue
		}
		b, ok := bounds[key]
		if !ok {
			t.Errorf("%s (%s) has no bound", key, f.Name)
			continue
		}
		delete(bounds, key)
		for _, v := range []int{b.Min - 1, b.Max + 1} {
			bad := r
			reflect.ValueOf(&bad).Elem().Field(i).SetInt(int64(v))
			if err := bad.Check(); err == nil || !strings.Contains(err.Error(), key) {
				t.Errorf("%s = %d: Check says %v", key, v, err)
			}
		}
	}
	for key := range bounds {
		t.Errorf("bound %s names no integer option", key)
	}
}

func TestChoices(t *testing.T) {
	r := Reference()
	for _, k := range RiverKinds() {
		r.Rivers = k
		if err := r.Check(); err != nil {
			t.Errorf("rivers %s: %v", k, err)
		}
	}
	r.Rivers = "muddy"
	if err := r.Check(); err == nil || !strings.Contains(err.Error(), `must be "deep", "shallow", "turbulent" or "walkable"`) {
		t.Errorf("muddy rivers: %v", err)
	}
	r = Reference()
	for _, b := range BlastReports() {
		r.BlastReport = b
		if err := r.Check(); err != nil {
			t.Errorf("blast_report %s: %v", b, err)
		}
	}
}

// The plan limits of the other rule systems of the seeds (part D): each
// zero value is the reference's plan, and Check refuses what makes no sense.
func TestPlanLimits(t *testing.T) {
	var zero Rules
	if zero.MinExits != 0 || zero.NoPits || zero.NoRivers || zero.SinglePitLoops || zero.OneEnclosure ||
		zero.RiversFlow != AnyFlow || zero.StraightRivers || zero.MinPitDistance != 0 {
		t.Fatal("a zero value is not the reference's")
	}
	for _, p := range []Rules{Reference(), Beginner()} {
		if p.ExitsNeeded() != 2 {
			t.Errorf("%s: %d exits needed; §8.4 asks for two", p.Preset, p.ExitsNeeded())
		}
	}
	t.Run("001 l.167 O2: only one exit", func(t *testing.T) {
		r := Reference()
		r.MinExits, r.Exits = 1, 1
		if err := r.Check(); err != nil || r.ExitsNeeded() != 1 {
			t.Fatalf("%v, %d needed", err, r.ExitsNeeded())
		}
		// Saved before min_exits existed, exits 1 still reads (every plan
		// is then invalid, and the validator says how to mend the rules).
		r.MinExits = 0
		if err := r.Check(); err != nil || r.ExitsNeeded() != 2 {
			t.Fatalf("exits 1 with the reference's two: %v", err)
		}
	})
	t.Run("001 l.144 A1 and l.150 H1: none is -1, and no lower", func(t *testing.T) {
		r, err := Parse([]byte(`{"weaponries": -1, "hospitals": -1}`))
		if err != nil || r.Weaponries != NoWeaponries || r.Hospitals != NoHospitals {
			t.Fatalf("%+v %v", r, err)
		}
		if _, err := Parse([]byte(`{"weaponries": -2}`)); err == nil || !strings.Contains(err.Error(), "weaponries is -2; must be between -1") {
			t.Fatal(err)
		}
	})
	t.Run("001 l.115 rivers_flow", func(t *testing.T) {
		r, err := Parse([]byte(`{"rivers_flow": "down", "straight_rivers": true, "min_pit_distance": 3}`))
		if err != nil || r.RiversFlow != FlowSouth || !r.StraightRivers || r.MinPitDistance != 3 {
			t.Fatalf("%+v %v", r, err)
		}
		if _, err := Parse([]byte(`{"rivers_flow": "north"}`)); err == nil || !strings.Contains(err.Error(), `rivers_flow is "north"; must be "" or "down"`) {
			t.Fatal(err)
		}
	})
}

// The options of seeds 001, 002 and 004 for steps and rivers (issue 12,
// part B): their zero values are the reference's, and the JSON of a
// configuration that leaves them so does not name them, so configurations
// and journals written before them read and write unchanged.
func TestSeedStepOptions(t *testing.T) {
	ref := Reference()
	data, err := json.Marshal(ref)
	if err != nil {
		t.Fatal(err)
	}
	for _, key := range []string{"pit_wall_jumps", "skip_carries", "weapons_after_step", "wounded_no_grenades",
		"start_is_arrival", "river_carry", "items_float_each_move", "relaxed_step", "skip_with_actions", "act_after_hearing"} {
		if strings.Contains(string(data), `"`+key+`"`) {
			t.Errorf("the Reference's JSON names %s: %s", key, data)
		}
	}
	t.Run("004 l.14 river_carry random_1_2 and 001 l.82 two", func(t *testing.T) {
		for _, c := range RiverCarries() {
			r := Reference()
			r.RiverCarry = c
			if err := r.Check(); err != nil {
				t.Errorf("river_carry %q: %v", c, err)
			}
			got, err := Parse([]byte(`{"preset": "Reference", "river_carry": "` + string(c) + `"}`))
			if err != nil || got.RiverCarry != c {
				t.Errorf("parse river_carry %q: %v, %q", c, err, got.RiverCarry)
			}
		}
		r := Reference()
		r.RiverCarry = "three"
		if err := r.Check(); err == nil || !strings.Contains(err.Error(), `river_carry is "three"`) {
			t.Errorf("river_carry three: %v", err)
		}
		r = Reference()
		r.RiverCarry, r.Rivers = CarryTwo, Turbulent
		if err := r.Check(); err == nil || !strings.Contains(err.Error(), "turbulent rivers carry to the delta") {
			t.Errorf("two cells in turbulent rivers: %v", err)
		}
	})
}

// Every option of the other rule systems (issue 12) is left out of the JSON
// while it keeps the reference's value, so configurations, mazes and
// journals written before them are written again byte for byte.
func TestSeedOptionsLeftOutAtTheirDefault(t *testing.T) {
	data, err := json.Marshal(Reference())
	if err != nil {
		t.Fatal(err)
	}
	for _, key := range []string{"starts", "announce_monolith", "name_victims", "no_havens",
		"min_exits", "no_pits", "no_rivers", "single_pit_loops", "one_enclosure", "rivers_flow", "straight_rivers", "min_pit_distance",
		"health", "lives", "victory", "true_treasures", "max_fake_treasures", "trophies", "tell_returned", "announce_plan", "creatures"} {
		if strings.Contains(string(data), `"`+key+`"`) {
			t.Errorf("the Reference's JSON names %s: %s", key, data)
		}
	}
}
