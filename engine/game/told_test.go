package game

import (
	"slices"
	"testing"

	"github.com/labyrinth-game/labyrinth/engine/maze"
	"github.com/labyrinth-game/labyrinth/engine/rules"
)

// Seed 001's trophies (W7, l.162).
func TestTrophies(t *testing.T) {
	m := plan(t, []string{"L  L  L", "L  L  L"}, "1,1 down", "2,1 down", "3,1 down")
	trophies := func(tr rules.Trophies) rules.Rules {
		r := rules.Reference()
		r.Lives, r.Trophies = 1, tr
		return r
	}
	t.Run("001 l.162 W7: the shooter catches nothing; whoever steps in takes the kit", func(t *testing.T) {
		tb := newTable(t, m, trophies(rules.TrophiesOnArrival), "Ann@2,1", "Bob@2,1", "Cid@3,1")
		tb.say("Ann", "shoot left, go left") // Bob, on her cell, dies
		tb.mustNot(ItemsFell)
		tb.mustNot(PickedUp)
		if a := tb.player("Ann"); a.Bullets != 2 {
			t.Fatalf("Ann caught trophies: %d bullets", a.Bullets)
		}
		if p := tb.g.PileAt(pos(2, 1)); p.Bullets != 3 || p.Grenades != 3 || len(p.Corpses) != 1 {
			t.Fatalf("pile %+v", p)
		}
		tb.say("Cid", "shoot right, go left") // into Bob's cell with room for one bullet
		if e := tb.must(PickedUp); e.Items.Bullets != 1 {
			t.Fatalf("%+v", e)
		}
		// Standing there, he neither tops up after a shot nor takes more.
		tb.say("Ann", "skip")
		tb.say("Cid", "shoot up, take 1 bullet, go right")
		if e := tb.must(CannotDo); e.Reason != NotArrived {
			t.Fatalf("%+v", e)
		}
		if c := tb.player("Cid"); c.Bullets != 2 {
			t.Fatalf("Cid has %d bullets", c.Bullets)
		}
	})
	t.Run("001 l.162 without W7: a dead player's weapons are lost with him", func(t *testing.T) {
		tb := newTable(t, m, trophies(rules.TrophiesNone), "Ann@1,1", "Bob@2,1")
		tb.say("Ann", "shoot right, go down")
		if p := tb.g.PileAt(pos(2, 1)); p.Bullets != 0 || p.Grenades != 0 || len(p.Corpses) != 1 {
			t.Fatalf("pile %+v", p)
		}
	})
	t.Run("§5.5 the reference: the shooter catches the dead player's kit", func(t *testing.T) {
		tb := newTable(t, m, trophies(rules.TrophiesStay), "Ann@2,1", "Bob@2,1", "Cid@3,1")
		tb.say("Ann", "shoot left, go left")
		if e := tb.must(ItemsFell); e.Items.Bullets != 3 {
			t.Fatalf("%+v", e)
		}
	})
}

// Seed 001's extra information: back where the move began (l.114).
func TestTellReturned(t *testing.T) {
	m := plan(t, []string{"L  R>  D", "L  L  L"}, "1,1 down", "2,1 down", "3,1 down")
	told := rules.Reference()
	told.TellReturned = true
	t.Run("001 l.114: walking upstream and carried back is told", func(t *testing.T) {
		tb := newTable(t, m, told, "Ann@3,1")
		tb.say("Ann", "go left") // into the river, carried back to the delta (§4.6)
		if e := tb.must(Returned); e.Player != 0 || e.To != Everyone() {
			t.Fatalf("%+v", e)
		}
		if !slices.Equal(tb.visible(0)[len(tb.visible(0))-2:], []Code{Returned, TurnBegins}) {
			t.Fatalf("%v", tb.visible(0))
		}
	})
	t.Run("001 l.114: a wall that stopped him is not a return", func(t *testing.T) {
		tb := newTable(t, m, told, "Ann@1,1")
		tb.say("Ann", "go up")
		tb.must(HitWall)
		tb.mustNot(Returned)
	})
	t.Run("001 l.114: a move elsewhere is not a return", func(t *testing.T) {
		tb := newTable(t, m, told, "Ann@1,1")
		tb.say("Ann", "go right")
		tb.mustNot(Returned)
	})
	t.Run("001 l.114 and §6.7: a dark move hides it", func(t *testing.T) {
		tb := newTable(t, m, told, "Ann@3,1")
		tb.say("Ann", "go left, don't tell the result")
		if e := tb.must(Returned); e.To != MasterOnly() {
			t.Fatalf("%+v", e)
		}
	})
	t.Run("§4.6 the reference does not tell it", func(t *testing.T) {
		tb := newTable(t, m, rules.Reference(), "Ann@3,1")
		tb.say("Ann", "go left")
		tb.mustNot(Returned)
	})
}

// Seed 001's parameters announced before the game (l.17).
func TestAnnouncePlan(t *testing.T) {
	m := plan(t, []string{
		"P1.1  L   R>  R>  D",
		"P1.2  W   H   L   L",
		"P2.1  P2.2  P2.3  L  L",
	})
	r := rules.Reference()
	r.AnnouncePlan = true
	tb := newTable(t, m, r, "Ann@4,2")
	var told []Event
	for _, e := range tb.events {
		if e.Code == PlanTold {
			told = append(told, e)
			if e.To != Everyone() || e.Player != -1 {
				t.Errorf("%+v", e)
			}
		}
	}
	want := []struct {
		cell  maze.Kind
		count int
	}{{maze.Pit, 2}, {maze.Pit, 3}, {maze.River, 3}, {maze.Weaponry, 1}, {maze.Hospital, 1}}
	if len(told) != len(want) {
		t.Fatalf("001 l.17: told %+v", told)
	}
	for i, w := range want {
		if told[i].Cell != w.cell || told[i].Count != w.count {
			t.Errorf("001 l.17: announcement %d is %v %d, want %v %d", i+1, told[i].Cell, told[i].Count, w.cell, w.count)
		}
	}
	// Before the start cells (§6.2), after Nstop (§8.6).
	codes := make([]Code, 0, len(tb.events))
	for _, e := range tb.events {
		codes = append(codes, e.Code)
	}
	if i, j := slices.Index(codes, PlanTold), slices.Index(codes, StartCell); i < slices.Index(codes, NStopTold) || i > j {
		t.Errorf("order %v", codes)
	}
	// The reference announces none of it.
	tb = newTable(t, m, rules.Reference(), "Ann@4,2")
	for _, e := range tb.events {
		if e.Code == PlanTold {
			t.Fatalf("%+v", e)
		}
	}
}
