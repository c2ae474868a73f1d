package rules

import "testing"

// 001 l.124 G3 "three-dimensional labyrinth" is the option stairs: read
// from a code string and written back.
func TestCodeG3(t *testing.T) {
	r, err := ParseCode("G23")
	if err != nil {
		t.Fatal(err)
	}
	if !r.Stairs || r.Starts != StartsMaster {
		t.Errorf("G23: stairs %v, starts %q", r.Stairs, r.Starts)
	}
	if got, err := FormatCode(r); err != nil || !containsCode(got, "G23") {
		t.Errorf("written back as %q, %v", got, err)
	}
}

// 002 l.13: the arsenal kit is "gun, knife, grenade and boat", one of
// each, each used once (l.31, l.33–35).
func TestKeyPresetsKit(t *testing.T) {
	for _, r := range []Rules{KeyEasy(), KeyMedium(), KeyHard()} {
		if r.StartBullets != 1 || r.MaxBullets != 1 || r.StartKnives != 1 || r.MaxKnives != 1 ||
			r.StartGrenades != 1 || r.MaxGrenades != 1 || r.StartBoats != 1 || r.MaxBoats != 1 {
			t.Errorf("%s: the kit %+v", r.Preset, r)
		}
		if err := r.Check(); err != nil {
			t.Errorf("%s: %v", r.Preset, err)
		}
	}
}

// containsCode reports whether the code string s has the group code c.
func containsCode(s, c string) bool {
	for i := 0; i+len(c) <= len(s); i++ {
		if s[i:i+len(c)] == c && (i == 0 || s[i-1] == '-') {
			return true
		}
	}
	return false
}
