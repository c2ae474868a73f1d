package mastertable

import (
	"strings"
	"testing"

	apphost "github.com/labyrinth-game/labyrinth/app/host"
	"github.com/labyrinth-game/labyrinth/engine/rules"
)

// The game master sees each player's money in games that have it (seed
// 004 l.39–41), and no money line in the reference's.
func TestTheTableShowsMoney(t *testing.T) {
	st := apphost.TableSeat{Piece: apphost.PieceOnCell, Bullets: 3, Grenades: 3, Money: 7}
	tb := apphost.Table{Stage: apphost.StagePlaying, Rules: rules.LivesAndMoney()}
	if got := seatState(st, tb); !strings.Contains(got, "7 coins") {
		t.Errorf("Lives and money: %q", got)
	}
	tb.Rules = rules.Reference()
	if got := seatState(st, tb); strings.Contains(got, "coin") {
		t.Errorf("the reference: %q", got)
	}
}
