package editor

import (
	"testing"

	"github.com/labyrinth-game/labyrinth/engine/rules"
)

// A maze's rules given as a code string of "Maze on paper" (seed 001,
// l.119–172) are named by it on the maze panel, as a preset is.
func TestPresetNameOfACodeString(t *testing.T) {
	r, err := rules.ParseCode("G2-A2-O3")
	if err != nil {
		t.Fatal(err)
	}
	if got := presetName(r); got != r.Preset || got == "" {
		t.Errorf("%q, want %q", got, r.Preset)
	}
	r.Hospitals = 2 // changed: no longer the code string's own rules
	if got := presetName(r); got != "" {
		t.Errorf("changed rules named %q", got)
	}
	if got := presetName(rules.Beginner()); got != "Beginner" {
		t.Errorf("Beginner named %q", got)
	}
}
