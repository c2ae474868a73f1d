package notebook

import (
	"slices"
	"testing"

	"github.com/labyrinth-game/labyrinth/engine/rules"
)

// A hint bought instead of a move (seed 004 l.59–60) leaves the player
// where he was: the trace goes on through it, as through a skip.
func TestTraceThroughAHint(t *testing.T) {
	r := rules.Reference()
	r.StartMoney, r.HintPrice = 10, 5
	tb := newTable(t, traceMaze(t), r, "Ann@1,1", "Bob@5,1")
	tb.script("Ann: go right", "Bob: go left", "Ann: where am I?", "Bob: go left", "Ann: go right", "Bob: go left")
	n := mustNew(t)
	n.AppendEvents(tb.events...)
	res, err := n.Trace(first(n), At(0, 0), 0)
	if err != nil || res.Stop != nil {
		t.Fatalf("the trace stopped at the hint: %v %+v", err, res.Stop)
	}
	if got := drawing(n.Sheet(first(n))); !slices.Equal(got, []string{"L-L-L"}) {
		t.Errorf("drawing %q", got)
	}
}
