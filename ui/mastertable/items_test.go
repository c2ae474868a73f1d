package mastertable

import (
	"strings"
	"testing"

	apphost "github.com/labyrinth-game/labyrinth/app/host"
	"github.com/labyrinth-game/labyrinth/engine/rules"
)

// The game master's table says what seed 001's items each player carries
// (l.65 knives, l.107 cement, l.109 the boomerang), where the rules have
// them, and nothing of them under the reference.
func TestSeatStateItems(t *testing.T) {
	st := apphost.TableSeat{Piece: apphost.PieceOnCell, Bullets: 5, Grenades: 1, Knives: 1, Cement: 2, Boomerangs: 1}
	tb := apphost.Table{Stage: apphost.StagePlaying, Rules: rules.Reference()}
	if got := seatState(st, tb); strings.Contains(got, "knife") || strings.Contains(got, "cement") || strings.Contains(got, "boomerang") {
		t.Errorf("the reference: %q", got)
	}
	tb.Rules.MaxKnives, tb.Rules.MaxCement, tb.Rules.BoomerangRange = 1, 2, 3
	got := seatState(st, tb)
	for _, want := range []string{"5 bullets · 1 grenade · 1 knife · 2 bags of cement · 1 boomerang"} {
		if !strings.Contains(got, want) {
			t.Errorf("got %q, want %q in it", got, want)
		}
	}
}
