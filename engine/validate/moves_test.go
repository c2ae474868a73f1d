package validate

import (
	"math/rand/v2"
	"reflect"
	"testing"

	"github.com/labyrinth-game/labyrinth/engine/analyze"
)

// TestCheckMovesIsCheck: validating with a move graph already made gives
// the report Check gives, on valid and invalid plans alike.
func TestCheckMovesIsCheck(t *testing.T) {
	r := rand.New(rand.NewPCG(7, 8))
	for i := range 500 {
		m := randomMaze(r, i%2 == 0)
		if i%3 == 0 {
			m = walledVariant(r, openGridValid(r), r.Float64())
		}
		want := Check(m, Options{Players: 3})
		got := CheckMoves(analyze.NewGraph(m), Options{Players: 3})
		if !reflect.DeepEqual(got, want) {
			t.Fatalf("maze %d: CheckMoves%s\nCheck%s", i, problemLines(got), problemLines(want))
		}
	}
}
