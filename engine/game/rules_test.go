package game

import (
	"reflect"
	"slices"
	"testing"

	"github.com/labyrinth-game/labyrinth/engine/maze"
	"github.com/labyrinth-game/labyrinth/engine/moves"
	"github.com/labyrinth-game/labyrinth/engine/rules"
)

// open5 is a 5x5 labyrinth of land with a weaponry, a hospital and exits,
// and no inner walls, for tests that place features themselves.
var open5 = []string{
	"L L L L L",
	"L L L L L",
	"L L L L L",
	"L L L L L",
	"L L L L L",
}

func ref() rules.Rules { return rules.Reference() }

func TestMovement(t *testing.T) {
	rows := []string{
		"L  L  H  W  L",
		"L  L  L  L  P1.1",
		"Rv L  L  L  L",
		"R> D  L  L  L",
		"L  L  L  L  P1.2",
	}
	m := plan(t, rows, "2,2 right", "2,2 down solid", "1,1 left exit", "5,5 down closed", "$3,5")
	cases := []struct {
		name  string
		start string
		move  string
		code  Code
		cell  maze.Kind
		end   maze.Pos
	}{
		{"§4.1 walk onto land", "3,5", "go up", Moved, maze.Land, pos(3, 4)},
		{"§2.2 hit a destructible wall, stay", "2,2", "go right", HitWall, maze.Outside, pos(2, 2)},
		{"§2.2 hit an indestructible wall, same message", "2,2", "go down", HitWall, maze.Outside, pos(2, 2)},
		{"§2.2 hit the monolith, same message", "1,2", "go left", HitWall, maze.Outside, pos(1, 2)},
		{"§2.2 a closed exit stops like a wall", "5,5", "go down", HitWall, maze.Outside, pos(5, 5)},
		{"§4.2 walk into a hospital", "3,2", "go up", Moved, maze.Hospital, pos(3, 1)},
		{"§4.3 walk into a weaponry", "4,2", "go up", Moved, maze.Weaponry, pos(4, 1)},
		{"§4.4 walk into a pit, transported to the next", "4,2", "go right", FellIntoPit, maze.Pit, pos(5, 5)},
		{"§4.4 the last pit leads to the first", "4,5", "go right", FellIntoPit, maze.Pit, pos(5, 2)},
		{"§4.4 a failed move out of a pit does not jump", "5,2", "go right", HitWall, maze.Outside, pos(5, 2)},
		{"§4.4 by the loop", "5,2", "by the loop", MovedByLoop, maze.Pit, pos(5, 5)},
		{"§4.4 by the loop outside a pit", "3,3", "by the loop", CannotMove, maze.Outside, pos(3, 3)},
		{"§4.6 walk into a river, carried one cell", "2,3", "go left", CarriedByFlow, maze.River, pos(1, 4)},
		{"§4.6 carried into the delta", "1,5", "go up", CarriedByFlow, maze.Delta, pos(2, 4)},
		{"§4.6 moving upstream leaves you in place", "1,4", "go up", CarriedByFlow, maze.River, pos(1, 4)},
		{"§4.6 moving downstream takes two cells", "1,3", "go down", CarriedByFlow, maze.Delta, pos(2, 4)},
		{"§4.6 by the flow: one cell downstream", "1,3", "by the flow", MovedByFlow, maze.River, pos(1, 4)},
		{"§4.6 by the flow into the delta", "1,4", "by the flow", MovedByFlow, maze.Delta, pos(2, 4)},
		{"§4.6 hitting a wall in a river carries you", "1,3", "go left", HitWall, maze.River, pos(1, 4)},
		{"§4.6 hitting a wall in a river, to the delta", "1,4", "go left", HitWall, maze.Delta, pos(2, 4)},
		{"§4.6 walking into the delta directly", "3,4", "go left", Moved, maze.Delta, pos(2, 4)},
		{"§4.6 leaving the delta into a river flowing in", "2,4", "go left", CarriedByFlow, maze.Delta, pos(2, 4)},
		{"§4.6 by the flow outside a river", "2,4", "by the flow", CannotMove, maze.Outside, pos(2, 4)},
		{"§4.6 the delta has no flow", "2,3", "go down", Moved, maze.Delta, pos(2, 4)},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			tb := newTable(t, m, ref(), "Ann@"+c.start)
			tb.say("Ann", c.move)
			e := tb.must(c.code)
			if e.Cell != c.cell {
				t.Errorf("announced cell %v, want %v", e.Cell, c.cell)
			}
			if got := tb.at("Ann"); got != c.end {
				t.Errorf("ends at %v, want %v", got, c.end)
			}
		})
	}
}

// §4.6: "The game master's message in this case is absolutely the same":
// upstream and downstream moves must produce identical public events.
func TestRiverAmbiguity(t *testing.T) {
	rows := []string{
		"L  Rv L",
		"L  Rv L",
		"L  Rv L",
		"L  D  L",
	}
	m := plan(t, rows)
	public := func(start, move string) []Event {
		tb := newTable(t, m, ref(), "Ann@"+start)
		tb.say("Ann", move)
		var out []Event
		for _, e := range tb.last {
			if e.To.Kind == ToEveryone && e.Code != Said {
				e.Seq, e.Dir = 0, maze.NoDir // the direction was said aloud anyway
				out = append(out, e)
			}
		}
		return out
	}
	up := public("2,2", "go up")      // upstream: back to (2,2)
	side := public("1,2", "go right") // from land: carried to (2,3)
	if !slices.EqualFunc(up, side, eventsEqual) {
		t.Errorf("upstream %v differs from stepping in %v", up, side)
	}
	down2 := public("1,1", "go right") // carried to (2,2), a river
	if !slices.EqualFunc(up, down2, eventsEqual) {
		t.Errorf("upstream %v differs from stepping in %v", up, down2)
	}
	down := public("2,1", "go down") // downstream: two cells, to (2,3)
	if !slices.EqualFunc(up, down, eventsEqual) {
		t.Errorf("upstream %v differs from downstream %v", up, down)
	}
}

func eventsEqual(a, b Event) bool {
	a.Seq, b.Seq, a.Round, b.Round = 0, 0, 0, 0
	return reflect.DeepEqual(a, b)
}

func TestHospitalAndWeaponry(t *testing.T) {
	rows := []string{
		"H L L W L",
		"L L L L L",
		"L L L L L",
	}
	m := plan(t, rows, "$3,3")
	t.Run("§4.2 a hospital heals the wounded", func(t *testing.T) {
		tb := newTable(t, m, ref(), "Ann@2,1", "Bob@3,1")
		tb.say("Ann", "shoot right, go down") // Bob is wounded
		tb.say("Bob", "keep my cell")
		tb.say("Bob", "go left")
		tb.say("Ann", "skip")
		tb.say("Bob", "go left")
		tb.must(Healed)
		if h := tb.player("Bob").Health; h != Healthy {
			t.Fatalf("health %v", h)
		}
	})
	t.Run("§4.2 no shooting out of a hospital", func(t *testing.T) {
		tb := newTable(t, m, ref(), "Ann@1,1", "Bob@2,1")
		tb.say("Ann", "shoot right, go down")
		e := tb.must(ShotRefused)
		if e.Reason != FromHospital || tb.player("Ann").Bullets != 3 {
			t.Fatalf("%+v, bullets %d", e, tb.player("Ann").Bullets)
		}
		tb.mustNot(Scream)
	})
	t.Run("§4.2 nobody in a hospital can be wounded, and bullets do not pass through", func(t *testing.T) {
		tb := newTable(t, m, ref(), "Ann@3,1", "Bob@1,1")
		tb.say("Ann", "shoot left, go down")
		tb.must(NoScream)
		if tb.player("Bob").Health != Healthy {
			t.Fatal("wounded in a hospital")
		}
	})
	t.Run("§4.3 a weaponry refills to three and three", func(t *testing.T) {
		tb := newTable(t, m, ref(), "Ann@3,2", "Bob@3,3")
		tb.say("Ann", "shoot down, blow up the wall to the left, go right") // hits Bob
		tb.say("Bob", "keep my cell")
		tb.say("Bob", "skip")
		tb.say("Ann", "go up")
		e := tb.must(Refilled)
		if e.Status.Bullets != 3 || e.Status.Grenades != 3 {
			t.Fatalf("status %+v", e.Status)
		}
	})
	t.Run("§4.3 the wounded get grenades only in a weaponry", func(t *testing.T) {
		tb := newTable(t, m, ref(), "Ann@4,3", "Bob@4,2")
		tb.say("Ann", "shoot up, go left")
		tb.say("Bob", "keep my cell")
		tb.say("Bob", "blow up the wall to the left, go up")
		e := tb.must(Refilled)
		if e.Status.Bullets != 0 || e.Status.Grenades != 3 {
			t.Fatalf("status %+v", e.Status)
		}
	})
	t.Run("§4.3 no shooting out of a weaponry", func(t *testing.T) {
		tb := newTable(t, m, ref(), "Ann@4,1", "Bob@5,1")
		tb.say("Ann", "shoot right, go down")
		if e := tb.must(ShotRefused); e.Reason != FromWeaponry {
			t.Fatalf("%+v", e)
		}
	})
	t.Run("§4.3 one can shoot into a weaponry but not through it", func(t *testing.T) {
		tb := newTable(t, m, ref(), "Ann@2,1", "Bob@4,1", "Cid@5,1")
		tb.say("Ann", "shoot right, go down")
		tb.must(Scream)
		if tb.player("Bob").Health != Wounded || tb.player("Cid").Health != Healthy {
			t.Fatalf("Bob %v, Cid %v", tb.player("Bob").Health, tb.player("Cid").Health)
		}
	})
	t.Run("§4.3 grenades thrown from a weaponry are replaced at once", func(t *testing.T) {
		tb := newTable(t, m, ref(), "Ann@4,1")
		tb.say("Ann", "blow up the wall to the right, go down")
		if g := tb.player("Ann").Grenades; g != 3 {
			t.Fatalf("grenades %d", g)
		}
	})
}

func TestShooting(t *testing.T) {
	rows := []string{
		"L L L L L",
		"L L L L L",
		"L L L L L",
	}
	m := plan(t, rows, "3,2 right", "1,1 left exit", "$5,3")
	t.Run("§5.5 a bullet flies until a player", func(t *testing.T) {
		tb := newTable(t, m, ref(), "Ann@1,3", "Bob@4,3", "Cid@5,3")
		tb.say("Ann", "shoot right, go up")
		tb.must(Scream)
		if tb.player("Bob").Health != Wounded || tb.player("Cid").Health != Healthy {
			t.Fatal("the first player in the line must stop the bullet")
		}
		if tb.player("Ann").Bullets != 2 {
			t.Fatal("a bullet must be spent")
		}
	})
	t.Run("§5.5 walls stop bullets", func(t *testing.T) {
		tb := newTable(t, m, ref(), "Ann@1,2", "Bob@5,2")
		tb.say("Ann", "shoot right, go up")
		tb.must(NoScream)
	})
	t.Run("§5.5 bullets leave through open exits", func(t *testing.T) {
		tb := newTable(t, m, ref(), "Ann@3,1", "Bob@3,3")
		tb.say("Ann", "shoot left, go down")
		tb.must(NoScream)
	})
	t.Run("§5.5 players on the shooter's cell are hit whatever the direction", func(t *testing.T) {
		tb := newTable(t, m, ref(), "Ann@2,2", "Bob@2,2", "Cid@2,2", "Dan@2,1")
		tb.say("Ann", "shoot up, go down")
		tb.must(Scream)
		for _, n := range []string{"Bob", "Cid"} {
			if tb.player(n).Health != Wounded {
				t.Errorf("%s not wounded", n)
			}
		}
		if tb.player("Dan").Health != Healthy {
			t.Error("the bullet must stop on the shooter's cell")
		}
	})
	t.Run("§5.5 the wounded drop bullets and the treasure but keep grenades", func(t *testing.T) {
		tb := newTable(t, m, ref(), "Ann@4,3", "Bob@5,2")
		tb.say("Ann", "go right") // takes the treasure at (5,3)
		if tb.player("Ann").Carry.Item != moves.Treasure {
			t.Fatal("no treasure taken")
		}
		tb.say("Bob", "shoot down, go left")
		a := tb.player("Ann")
		if a.Health != Wounded || a.Bullets != 0 || a.Grenades != 3 || a.Carry.Item != moves.NoItem {
			t.Fatalf("Ann %+v", a)
		}
		if p := tb.g.PileAt(pos(5, 3)); p.Bullets != 3 || len(p.Treasures) != 1 {
			t.Fatalf("pile %+v", p)
		}
	})
	t.Run("§5.5 the wounded cannot shoot", func(t *testing.T) {
		tb := newTable(t, m, ref(), "Ann@1,3", "Bob@2,3")
		tb.say("Ann", "shoot right, go up")
		tb.say("Bob", "keep my cell")
		tb.say("Bob", "shoot left, go down")
		if e := tb.must(ShotRefused); e.Reason != NoBullets {
			t.Fatalf("%+v", e)
		}
	})
	t.Run("§5.5 a second hit kills; the corpse and grenades stay", func(t *testing.T) {
		tb := newTable(t, m, ref(), "Ann@1,3", "Bob@2,3", "Cid@5,1")
		tb.say("Ann", "shoot right, go up")
		tb.say("Bob", "keep my cell")
		tb.say("Bob", "skip")
		tb.say("Cid", "skip")
		tb.say("Ann", "go down, shoot right")
		tb.must(Scream)
		if tb.player("Bob").Health != Dead {
			t.Fatal("not dead")
		}
		p := tb.g.PileAt(pos(2, 3))
		if len(p.Corpses) != 1 || p.Corpses[0].Player != 1 || p.Grenades != 3 || p.Bullets != 3 {
			t.Fatalf("pile %+v", p)
		}
		// The death is told when Bob's turn would come, and his turn passes.
		if e := tb.must(DeathNotice); e.Player != 1 || tb.g.Current() != 2 {
			t.Fatalf("notice %+v, current %d", e, tb.g.Current())
		}
		tb.say("Cid", "skip")
		tb.mustNot(DeathNotice)
		if tb.g.Current() != 0 {
			t.Fatal("the dead player's turn must be skipped")
		}
	})
	t.Run("§5.5 the shooter catches what falls on his own cell", func(t *testing.T) {
		tb := newTable(t, m, ref(), "Ann@1,2", "Bob@3,1")
		tb.say("Ann", "shoot down, shoot down, go right") // one bullet left, at (2,2)
		tb.say("Bob", "go left")                          // (2,1)
		tb.say("Ann", "go up, shoot left")                // on Bob's cell: he is hit whatever the direction
		tb.must(Scream)
		fell := tb.must(ItemsFell)
		if fell.Items != (Counts{Bullets: 3}) {
			t.Fatalf("fell %+v", fell.Items)
		}
		if a := tb.player("Ann"); a.Bullets != 3 {
			t.Fatalf("Ann has %d bullets; she should have caught Bob's three", a.Bullets)
		}
	})
	t.Run("§5.5 wounded: a new cell on the next turn only", func(t *testing.T) {
		tb := newTable(t, m, ref(), "Ann@1,3", "Bob@2,3", "Cid@5,1")
		tb.say("Ann", "shoot right, go up")
		e := tb.g // Bob's turn comes after Cid's
		_ = e
		tb.say("Bob", "new cell (4,1)")
		tb.must(NewCell)
		if tb.at("Bob") != pos(4, 1) || tb.player("Bob").NewCells != 1 {
			t.Fatalf("Bob at %v with %d new cells", tb.at("Bob"), tb.player("Bob").NewCells)
		}
		tb.refuse("Bob", "new cell (4,2)", "only be ordered")
	})
}

func TestNewCellsRunOut(t *testing.T) {
	rows := []string{
		"L L L L L",
		"L L H L L",
		"L L L L L",
	}
	m := plan(t, rows, "$5,3", "1,1 left exit", "5,1 right exit")
	tb := newTable(t, m, ref(), "Ann@1,1", "Bob@2,1")
	if tb.player("Bob").NewCells != 1 {
		t.Fatalf("§5.5 two players have one new cell each, got %d", tb.player("Bob").NewCells)
	}
	tb.say("Ann", "shoot right, go down") // Ann (1,2)
	if e := tb.must(WoundNotice); e.Player != 1 || e.Count != 1 {
		t.Fatalf("notice %+v", e)
	}
	tb.say("Bob", "new cell (3,3)")
	tb.say("Bob", "go up") // hospital (3,2): healed
	tb.must(Healed)
	tb.say("Ann", "shoot right, go up") // (2,2) empty, then hospital stops it
	tb.must(NoScream)
	tb.say("Bob", "go left")              // Bob to (2,2)
	tb.say("Ann", "go down, shoot right") // Ann (1,2) shoots right: Bob at (2,2)
	tb.must(Scream)
	if e := tb.must(WoundNotice); e.Count != 0 {
		t.Fatalf("§5.5 no new cell left, notice %+v", e)
	}
	tb.refuse("Bob", "new cell (5,3)", "only be ordered")
	tb.refuse("Bob", "keep my cell", "no new cell")
	tb.say("Bob", "skip")
}
