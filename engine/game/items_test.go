package game

import (
	"testing"

	"github.com/labyrinth-game/labyrinth/engine/maze"
	"github.com/labyrinth-game/labyrinth/engine/moves"
)

func TestGrenades(t *testing.T) {
	rows := []string{
		"L L L",
		"L L L",
	}
	m := plan(t, rows, "1,1 right", "2,1 right solid", "1,2 left closed", "$3,2")
	cases := []struct {
		name  string
		start string
		move  string
		code  Code
		after maze.Edge
		side  maze.Side
	}{
		{"§5.4 a destructible wall disappears", "1,1", "blow up the wall to the right, go down", WallDestroyed, maze.Open, maze.Side{At: pos(1, 1), Dir: maze.Right}},
		{"§5.4 an indestructible wall survives", "2,1", "blow up the wall to the right, go down", WallStood, maze.Solid, maze.Side{At: pos(2, 1), Dir: maze.Right}},
		{"§5.4 the monolith survives", "3,1", "blow up the wall to the right, go down", WallStood, maze.Solid, maze.Side{At: pos(3, 1), Dir: maze.Right}},
		{"§1.4 a closed exit blown up becomes an open exit", "1,2", "blow up the wall to the left, go up", WallDestroyed, maze.Open, maze.Side{At: pos(1, 2), Dir: maze.Left}},
		{"§5.4 blowing a missing wall only spends the grenade", "2,2", "blow up the wall to the up, go left", NoWall, maze.Open, maze.Side{At: pos(2, 2), Dir: maze.Up}},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			tb := newTable(t, m, ref(), "Ann@"+c.start)
			tb.say("Ann", c.move)
			e := tb.must(c.code)
			if e.To.Kind != ToMaster {
				t.Errorf("§7.8 by default the outcome of a blast is not announced: audience %+v", e.To)
			}
			if tb.g.Plan().Side(c.side.At, c.side.Dir) != c.after {
				t.Errorf("side %v is %v, want %v", c.side, tb.g.Plan().Side(c.side.At, c.side.Dir), c.after)
			}
			if tb.player("Ann").Grenades != 2 {
				t.Errorf("grenades %d, want 2", tb.player("Ann").Grenades)
			}
		})
	}
	t.Run("§5.4 without grenades nothing happens", func(t *testing.T) {
		tb := newTable(t, m, ref(), "Ann@1,1")
		tb.say("Ann", "blow up the wall to the right, blow up the wall to the left, blow up the wall to the up, blow up the wall to the right, go down")
		tb.must(NoGrenade)
	})
	t.Run("§5.4 the original plan is not changed", func(t *testing.T) {
		tb := newTable(t, m, ref(), "Ann@1,1")
		tb.say("Ann", "blow up the wall to the right, go down")
		if m.Side(pos(1, 1), maze.Right) != maze.Wall || tb.g.Setup().Maze.Side(pos(1, 1), maze.Right) != maze.Wall {
			t.Error("the game must work on its own copy of the plan")
		}
	})
}

func TestPickUp(t *testing.T) {
	rows := []string{
		"L L L L",
		"L L L L",
	}
	build := func(t *testing.T, piles ...maze.Pile) *maze.Maze {
		m := plan(t, rows, "$4,2", "f3,2", "f3,2")
		m.Piles = piles
		return m
	}
	t.Run("§5.1 bullets and grenades up to three", func(t *testing.T) {
		m := build(t, maze.Pile{At: pos(2, 1), Items: maze.Items{Bullets: 4, Grenades: 2}})
		tb := newTable(t, m, ref(), "Ann@1,1")
		tb.say("Ann", "shoot down, blow up the wall to the up, go right")
		if f := tb.must(Found); f.Items != (Counts{Bullets: 4, Grenades: 2}) {
			t.Fatalf("found %+v", f.Items)
		}
		if p := tb.must(PickedUp); p.Items != (Counts{Bullets: 1, Grenades: 1}) {
			t.Fatalf("took %+v", p.Items)
		}
		if pl := tb.g.PileAt(pos(2, 1)); pl.Bullets != 3 || pl.Grenades != 1 {
			t.Fatalf("left %+v", pl)
		}
	})
	t.Run("§5.1 corpse exchanged for a landmine, landmine for a treasure", func(t *testing.T) {
		m := build(t,
			maze.Pile{At: pos(1, 2), Items: maze.Items{Corpses: 1}},
			maze.Pile{At: pos(2, 2), Items: maze.Items{Landmines: 1}})
		tb := newTable(t, m, ref(), "Ann@1,1")
		tb.say("Ann", "go down")
		if c := tb.player("Ann").Carry.Item; c != moves.Corpse {
			t.Fatalf("carries %v", c)
		}
		tb.say("Ann", "go right")
		if c := tb.player("Ann").Carry.Item; c != moves.Landmine {
			t.Fatalf("carries %v", c)
		}
		if p := tb.g.PileAt(pos(2, 2)); len(p.Corpses) != 1 || p.Landmines != 0 {
			t.Fatalf("the corpse must be left where the landmine was: %+v", p)
		}
		tb.say("Ann", "go right")
		if c := tb.player("Ann").Carry.Item; c != moves.Treasure {
			t.Fatalf("carries %v", c)
		}
		if p := tb.g.PileAt(pos(3, 2)); p.Landmines != 1 || len(p.Treasures) != 1 {
			t.Fatalf("pile %+v", p)
		}
	})
	t.Run("§5.1 a treasure is not exchanged for another", func(t *testing.T) {
		m := build(t)
		tb := newTable(t, m, ref(), "Ann@3,1")
		tb.say("Ann", "go down") // finds two fakes, takes the topmost
		carried := tb.player("Ann").Carry
		if carried.Item != moves.Treasure || carried.Treasure != 2 {
			t.Fatalf("carries %+v, want the topmost treasure (number 2)", carried)
		}
		tb.say("Ann", "go right") // finds the true one, keeps the old
		if c := tb.player("Ann").Carry; c.Treasure != 2 {
			t.Fatalf("carries %+v; the old treasure must be kept", c)
		}
		if f := tb.must(Found); f.Items.Treasures != 1 {
			t.Fatalf("found %+v", f.Items)
		}
		tb.mustNot(PickedUp)
	})
	t.Run("§5.8 choosing a treasure from a stack", func(t *testing.T) {
		m := build(t)
		tb := newTable(t, m, ref(), "Ann@3,1")
		tb.say("Ann", "go down")
		tb.say("Ann", "take the lowest treasure, go up")
		if c := tb.player("Ann").Carry; c.Treasure != 1 {
			t.Fatalf("carries %+v, want treasure 1 (the lowest)", c)
		}
		if p := tb.g.PileAt(pos(3, 2)); len(p.Treasures) != 1 || p.Treasures[0] != 2 {
			t.Fatalf("the swapped treasure must lie on top: %+v", p.Treasures)
		}
		tb.say("Ann", "go down")
		tb.say("Ann", "take the second lowest treasure, go up")
		e := tb.must(CannotDo)
		if e.Reason != NoSuchTreasure {
			t.Fatalf("%+v", e)
		}
	})
	t.Run("§5.2 leaving items", func(t *testing.T) {
		m := build(t)
		tb := newTable(t, m, ref(), "Ann@3,1")
		tb.say("Ann", "go down, leave the treasure, leave 2 bullets, leave a grenade")
		a := tb.player("Ann")
		if a.Carry.Item != moves.NoItem || a.Bullets != 1 || a.Grenades != 2 {
			t.Fatalf("Ann %+v", a)
		}
		p := tb.g.PileAt(pos(3, 2))
		if len(p.Treasures) != 2 || p.Bullets != 2 || p.Grenades != 1 {
			t.Fatalf("pile %+v", p)
		}
		tb.say("Ann", "leave the corpse, go up")
		if e := tb.must(CannotDo); e.Reason != NotCarrying {
			t.Fatalf("%+v", e)
		}
	})
	t.Run("§5.1 the wounded pick up grenades only", func(t *testing.T) {
		m := build(t, maze.Pile{At: pos(2, 2), Items: maze.Items{Bullets: 2, Grenades: 2}})
		tb := newTable(t, m, ref(), "Ann@1,2", "Bob@1,1")
		tb.say("Ann", "blow up the wall to the left, shoot up, go up") // Ann (1,1) with Bob? no: shoots Bob first
		tb.say("Bob", "keep my cell")
		tb.say("Bob", "blow up the wall to the left, go down") // (1,2)
		tb.say("Ann", "skip")
		tb.say("Bob", "go right") // (2,2)
		if p := tb.must(PickedUp); p.Items != (Counts{Grenades: 1}) {
			t.Fatalf("took %+v", p.Items)
		}
		if b := tb.player("Bob"); b.Bullets != 0 || b.Grenades != 3 {
			t.Fatalf("Bob %+v", b)
		}
		tb.say("Ann", "skip")
		tb.say("Bob", "take the bullets, go left")
		if e := tb.must(CannotDo); e.Reason != NotHealthy {
			t.Fatalf("%+v", e)
		}
	})
}

func TestExits(t *testing.T) {
	rows := []string{
		"L L L",
		"L L L",
	}
	m := plan(t, rows, "1,1 left exit", "3,2 right exit", "$1,2", "f3,1")
	t.Run("§3.2 carrying the true treasure out wins", func(t *testing.T) {
		tb := newTable(t, m, ref(), "Ann@2,2", "Bob@3,2")
		tb.say("Ann", "go left") // the true treasure
		tb.say("Bob", "skip")
		tb.say("Ann", "go up")
		tb.say("Bob", "skip")
		tb.say("Ann", "go left")
		e := tb.must(GameOver)
		if e.Result != WonWithTreasure || e.Player != 0 || tb.g.Phase() != Over {
			t.Fatalf("%+v", e)
		}
		if _, err := tb.g.Apply(Play(1, moves.SkipMove()), nil); err == nil {
			t.Fatal("commands after the end must be refused")
		}
	})
	t.Run("§3.4 a fake treasure crumbles; the player must come back", func(t *testing.T) {
		tb := newTable(t, m, ref(), "Ann@2,1", "Bob@2,2")
		tb.say("Ann", "go right") // the fake
		tb.say("Bob", "skip")
		tb.say("Ann", "go down")
		tb.say("Bob", "skip")
		tb.say("Ann", "go right") // out through (3,2) right
		tb.must(LeftMaze)
		tb.must(Crumbled)
		if a := tb.player("Ann"); !a.Out || a.Carry.Item != moves.NoItem {
			t.Fatalf("Ann %+v", a)
		}
		tb.say("Bob", "skip")
		tb.say("Ann", "go left") // back in
		if tb.at("Ann") != pos(3, 2) || tb.player("Ann").Out {
			t.Fatalf("Ann at %v", tb.at("Ann"))
		}
		if len(tb.g.PileAt(pos(3, 1)).Treasures) != 0 || !tb.g.gone[1] {
			t.Fatal("the crumbled treasure is gone")
		}
	})
	t.Run("§3.4 failing to come back loses the game", func(t *testing.T) {
		tb := newTable(t, m, ref(), "Ann@3,2", "Bob@1,1", "Cid@2,1")
		tb.say("Ann", "go right")
		tb.say("Bob", "skip")
		tb.say("Cid", "skip")
		tb.say("Ann", "go up")
		tb.must(LostOutside)
		if !tb.player("Ann").Lost {
			t.Fatal("not lost")
		}
		if tb.g.Current() != 1 {
			t.Fatalf("current %d", tb.g.Current())
		}
	})
	t.Run("§3.5 the last player left wins", func(t *testing.T) {
		tb := newTable(t, m, ref(), "Ann@3,2", "Bob@1,1")
		tb.say("Ann", "go right")
		tb.say("Bob", "skip")
		tb.say("Ann", "skip")
		e := tb.must(GameOver)
		if e.Result != LastStanding || e.Player != 1 {
			t.Fatalf("%+v", e)
		}
	})
}

func TestDraws(t *testing.T) {
	rows := []string{
		"L L L",
		"L L L",
	}
	m := plan(t, rows, "1,1 left exit", "3,2 right exit", "$1,2", "1,1 right")
	t.Run("§6.6 everyone skips: a draw", func(t *testing.T) {
		tb := newTable(t, m, ref(), "Ann@2,2", "Bob@3,2")
		tb.say("Ann", "skip")
		tb.say("Bob", "skip")
		if e := tb.must(GameOver); e.Result != DrawAllSkipped {
			t.Fatalf("%+v", e)
		}
	})
	t.Run("§3.6 Nstop rounds without irreversible change", func(t *testing.T) {
		r := ref()
		r.NStop = 3
		tb := newTable(t, m, r, "Ann@2,2", "Bob@3,2")
		for range 3 {
			tb.say("Ann", "go up")
			tb.say("Bob", "skip")
			if tb.g.Phase() == Over {
				break
			}
			tb.say("Ann", "go down")
			tb.say("Bob", "skip")
		}
		e := tb.must(GameOver)
		if e.Result != DrawNStop {
			t.Fatalf("%+v", e)
		}
		// The rounds before the limit were counted aloud.
		counted := 0
		for _, e := range tb.events {
			if e.Code == QuietRounds {
				counted++
				if e.Limit != 3 || e.Count >= 3 {
					t.Fatalf("%+v", e)
				}
			}
		}
		if counted != 2 {
			t.Fatalf("%d countdown announcements", counted)
		}
	})
	t.Run("§3.6 a destroyed wall restarts the count", func(t *testing.T) {
		r := ref()
		r.NStop = 2
		tb := newTable(t, m, r, "Ann@1,1", "Bob@3,2")
		round := func(move string) {
			tb.say("Ann", move)
			tb.say("Bob", "skip")
		}
		round("go down")                              // quiet 1
		round("go up, blow up the wall to the right") // a wall falls: quiet 0
		round("go down")                              // quiet 1
		if tb.g.Phase() == Over {
			t.Fatal("the destroyed wall must restart the count")
		}
		round("go up") // quiet 2: draw
		if e := tb.must(GameOver); e.Result != DrawNStop {
			t.Fatalf("%+v", e)
		}
	})
	t.Run("§3.6 the default Nstop is the number of cells", func(t *testing.T) {
		tb := newTable(t, m, ref(), "Ann@1,2")
		if n, limit := tb.g.QuietRounds(); n != 0 || limit != 6 {
			t.Fatalf("quiet %d of %d", n, limit)
		}
	})
	t.Run("§4.6 the true treasure left on a river source: a draw", func(t *testing.T) {
		m := plan(t, []string{"R> D L", "L L L"}, "1,2 left exit", "3,2 right exit", "$1,1")
		tb := newTable(t, m, ref(), "Ann@1,1", "Bob@3,2")
		tb.say("Ann", "take the treasure, leave the treasure, go down")
		if e := tb.must(GameOver); e.Result != DrawTreasureLost {
			t.Fatalf("%+v", e)
		}
	})
	t.Run("§4.6 the true treasure dropped in a delta is not lost", func(t *testing.T) {
		m := plan(t, []string{"R> D L", "L L L"}, "1,2 left exit", "3,2 right exit", "$3,1")
		tb := newTable(t, m, ref(), "Ann@3,2", "Bob@1,1")
		tb.say("Ann", "go up") // takes the true treasure at (3,1)
		tb.say("Bob", "skip")
		tb.say("Ann", "go left") // delta (2,1)
		tb.say("Bob", "shoot right, go down")
		tb.must(Scream)
		if tb.g.Phase() == Over || len(tb.g.PileAt(pos(2, 1)).Treasures) != 1 {
			t.Fatal("the treasure must lie in the delta and the game go on")
		}
	})
}
