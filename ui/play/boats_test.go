package play

import (
	"testing"

	"github.com/labyrinth-game/labyrinth/engine/gen"
	"github.com/labyrinth-game/labyrinth/engine/rules"
	"github.com/labyrinth-game/labyrinth/ui/uitest"
)

// Seed 002's kit has a boat (l.13, l.35): the status panel counts it in a
// Key game; under the reference there is no boats row.
func TestSoloStatusPanelShowsBoats(t *testing.T) {
	for _, tc := range []struct {
		rules rules.Rules
		shown bool
	}{{rules.KeyEasy(), true}, {rules.Reference(), false}} {
		r := tc.rules
		r.Starts = rules.StartsAgreed
		sess, title := newGeneratedGameUnder(t, r, gen.Standard, 4, 4, 2)
		f := uitest.NewFrame(t)
		env := testPlayEnv(t)
		g := openGame(f, &env, sess, title)
		f.W.Resize(uitest.ScreenSize)
		shown := g.status.rows["Boats"][0].Visible()
		if shown != tc.shown || shown && g.status.value("Boats") != "1" {
			t.Errorf("%s: boats shown %v, %q", r.Preset, shown, g.status.value("Boats"))
		}
		g.close()
	}
}
