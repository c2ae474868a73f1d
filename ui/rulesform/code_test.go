package rulesform

import (
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"

	"github.com/labyrinth-game/labyrinth/app/rulebook"
	"github.com/labyrinth-game/labyrinth/engine/rules"
)

// The rules screen shows the configuration's code string of "Maze on
// paper" (seed 001, l.119–172), or says why it has none, and takes a code
// string typed.
func TestCodeString(t *testing.T) {
	f, _, heard := newTestForm(t)
	t.Run("the Reference has none, and the form says why", func(t *testing.T) {
		if f.Code() != "" || !strings.Contains(f.CodeNote(), "No code string: “Maze on paper” has no code for New cells after wounds, Landmines, Encephalitis cells and ") {
			t.Errorf("%q: %q", f.Code(), f.CodeNote())
		}
		// The presets still missing codes, each with its codes, as the
		// engine counts them (the list shrinks as codes are built).
		var later []string
		for _, p := range rules.CodePresets() {
			if m := p.Missing(); len(m) > 0 {
				later = append(later, p.Name+": "+strings.Join(m, ", "))
			}
		}
		switch note := f.CodeNote(); {
		case len(later) > 0 && !strings.Contains(note, "Its presets not yet playable, with the codes missing — "+strings.Join(later, "; ")+"."):
			t.Errorf("%q", note)
		case len(later) == 0 && strings.Contains(note, "not yet playable"):
			t.Errorf("every preset is playable, but the note says %q", note)
		}
	})
	t.Run("001 l.119–172 a code string typed sets the form", func(t *testing.T) {
		f.code.SetText("")
		test.Type(f.code, "g2-f4-v1-t1-a2-h34-w5-o3")
		f.code.TypedKey(&fyne.KeyEvent{Name: fyne.KeyReturn})
		r := f.Rules()
		if r.Starts != rules.StartsMaster || r.Hospitals != 1 || r.StartBullets != 5 || !r.IndestructibleInnerWalls || r.Landmines {
			t.Fatalf("%+v", r)
		}
		if f.Code() != "G2-F4-V1-T1-A2-H34-W5-O3" || !strings.Contains(f.CodeNote(), "rule set G2-F4-V1-T1-A2-H34-W5-O3") {
			t.Errorf("%q: %q", f.Code(), f.CodeNote())
		}
		if got := f.byKey["hospitals"].opt.Format(f.byKey["hospitals"].opt.Get(r)); got != "1" {
			t.Errorf("the hospitals editor shows %q", got)
		}
		if len(*heard) == 0 || !(*heard)[len(*heard)-1].Equal(r) {
			t.Error("the change was not heard")
		}
		if f.Summary() != "G2-F4-V1-T1-A2-H34-W5-O3" {
			t.Errorf("summary %q", f.Summary())
		}
	})
	t.Run("an option changed on the form changes the code string", func(t *testing.T) {
		if err := f.Set("hospitals", rulebook.Int(0)); err != nil {
			t.Fatal(err)
		}
		if f.Code() != "G2-F4-V1-T1-A2-H3-W5-O3" {
			t.Errorf("%q", f.Code())
		}
		if err := f.Set("max_river_length", rulebook.Int(7)); err != nil {
			t.Fatal(err)
		}
		if f.Code() != "" || !strings.Contains(f.CodeNote(), "Longest river") {
			t.Errorf("%q: %q", f.Code(), f.CodeNote())
		}
	})
	t.Run("a malformed code string is refused saying where", func(t *testing.T) {
		before := f.Rules()
		f.TypeCode("G2-S9")
		if !strings.Contains(f.Message(), `at 5: S9 is no code of the classification (S1 or S2)`) || !f.Rules().Equal(before) {
			t.Errorf("%q", f.Message())
		}
	})
	t.Run("001 l.194 CLASSIC-X typed takes the preset", func(t *testing.T) {
		f.TypeCode("classic-x")
		if f.From() != "CLASSIC-X" || !f.Rules().OneKitPerPlayer {
			t.Errorf("CLASSIC-X typed: %q, %q", f.From(), f.Message())
		}
	})
	t.Run("a preset's name typed takes the preset", func(t *testing.T) {
		f.TypeCode("Beginner")
		if !f.Rules().Equal(rules.Beginner()) || f.From() != "Beginner" {
			t.Errorf("%+v from %q", f.Rules(), f.From())
		}
	})
}
