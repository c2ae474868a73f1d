package game

import (
	"testing"

	"github.com/labyrinth-game/labyrinth/engine/maze"
	"github.com/labyrinth-game/labyrinth/engine/rules"
)

// Seed 004's bombs (l.53–55): "he is told only whether the bomb exploded";
// "fired at the outer wall, the bomb does not explode".
func TestBombsExplodeOrNot(t *testing.T) {
	rows := []string{
		"L  L  L",
		"L  L  L",
	}
	r := rules.Reference()
	r.BlastReport = rules.BlastExploded
	r.IndestructibleInnerWalls = true
	m := plan(t, rows, "1,1 right", "2,1 right solid", "1,2 left exit", "3,2 right exit", "$3,2")
	report := func(tb *table) Event {
		e := tb.must(WallReport)
		if e.To.Kind != ToEveryone {
			t.Fatalf("the report is told to %+v, not aloud", e.To)
		}
		return e
	}
	t.Run("004 l.53–54 an inner wall falls: the bomb exploded", func(t *testing.T) {
		tb := newTable(t, m, r, "Ann@1,1", "Bob@3,2")
		tb.say("Ann", "blow up the wall to the right, go down")
		if e := report(tb); e.Reason != Exploded || e.Dir != maze.Right {
			t.Fatalf("report %+v", e)
		}
		if tb.g.Plan().Side(pos(1, 1), maze.Right) != maze.Open {
			t.Fatal("the wall stands")
		}
	})
	t.Run("004 l.54–55 the outer wall: the bomb does not explode", func(t *testing.T) {
		tb := newTable(t, m, r, "Ann@1,1", "Bob@3,2")
		tb.say("Ann", "blow up the wall above, go down")
		if e := report(tb); e.Reason != NotExploded {
			t.Fatalf("report %+v", e)
		}
		if tb.player("Ann").Grenades != 2 {
			t.Fatal("the bomb is spent all the same")
		}
	})
	t.Run("004 l.53 no wall, or one that stands: nothing exploded", func(t *testing.T) {
		tb := newTable(t, m, r, "Ann@1,1", "Bob@2,1")
		tb.say("Ann", "blow up the wall below, go right")
		if e := report(tb); e.Reason != NotExploded {
			t.Fatalf("no wall: report %+v", e)
		}
		tb.say("Bob", "blow up the wall to the right, go down") // the indestructible wall of (2,1)
		if e := report(tb); e.Reason != NotExploded {
			t.Fatalf("a wall that stands: report %+v", e)
		}
	})
}
