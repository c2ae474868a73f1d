package game

import (
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/labyrinth-game/labyrinth/engine/maze"
	"github.com/labyrinth-game/labyrinth/engine/rules"
)

// The Key game of seed 002 and the elevators between floors of seed 004
// (key.go). Each test names the seed and its line.

// keyRows is a 4x3 labyrinth with a hospital and a weaponry; the exit on
// the right of (4,1) is locked, the Key lies at (2,2) (keyPlan).
var keyRows = []string{
	"L  L  L  L",
	"H  L  L  L",
	"W  L  L  L",
}

// keyPlan is keyRows with the locked exit right of (4,1), an open exit
// left of (1,3) and the Key at (2,2).
func keyPlan(t *testing.T) *maze.Maze {
	m := plan(t, keyRows, "4,1 right exit", "1,3 left exit")
	m.SetLocked(pos(4, 1), maze.Right, true)
	m.Keys = []maze.Pos{pos(2, 2)}
	return m
}

func TestKeyGame(t *testing.T) {
	key := rules.KeyEasy()
	key.Starts = rules.StartsAgreed // the tests choose the starts (002 l.18 has the game master place them)
	t.Run("002 l.14, l.40 K10: the Key is picked up by an unwounded player: \"key\"", func(t *testing.T) {
		tb := newTable(t, keyPlan(t), key, "Ann@2,1")
		tb.say("Ann", "go down")
		e := tb.must(KeyFound)
		if !e.Yes || e.Count != 1 || e.To != Everyone() {
			t.Errorf("key event %+v", e)
		}
		if got := tb.player("Ann").Keys; got != 1 {
			t.Errorf("Ann carries %d Keys", got)
		}
		if tb.g.KeysAt(pos(2, 2)) != 0 {
			t.Error("the Key still lies there")
		}
	})
	t.Run("§4.7, 002 l.49: the infected drop the Key and their boats (random games, seed 443)", func(t *testing.T) {
		m := keyPlan(t)
		m.SetCell(pos(3, 2), maze.Cell{Kind: maze.Encephalitis})
		r := key
		r.Encephalitis = true
		tb := newTable(t, m, r, "Ann@2,1", "Bob@1,1")
		tb.say("Ann", "go down") // (2,2): the Key
		tb.must(KeyFound)
		tb.say("Bob", "skip")
		tb.say("Ann", "go right") // (3,2): encephalitis, the mite woken
		tb.say("Bob", "skip")
		tb.say("Ann", "skip") // the waker who stays is infected (§4.7)
		tb.must(InfectedBy)
		if p := tb.player("Ann"); p.Keys != 0 || p.Boats != 0 {
			t.Errorf("the infected Ann carries %d Keys, %d boats", p.Keys, p.Boats)
		}
		if e := tb.must(KeyDropped); e.Pos != pos(3, 2) || e.To != MasterOnly() {
			t.Errorf("%+v", e)
		}
		if tb.g.KeysAt(pos(3, 2)) != 1 {
			t.Error("the Key does not lie where she was infected")
		}
	})
	t.Run("002 l.40 K4: \"exit, key required\": without the Key the player stays", func(t *testing.T) {
		tb := newTable(t, keyPlan(t), key, "Ann@4,1")
		tb.say("Ann", "go right")
		if got, want := tb.codes(), []Code{Said, ExitLocked, TurnBegins}; !slices.Equal(got, want) {
			t.Fatalf("events %v, want %v", got, want)
		}
		if p := tb.player("Ann"); p.Out || p.Pos != pos(4, 1) {
			t.Errorf("Ann is out or moved: %+v", p)
		}
	})
	t.Run("002 l.40, l.56 K30: with the Key the locked exit is \"exit, game is over\"", func(t *testing.T) {
		tb := newTable(t, keyPlan(t), key, "Ann@2,1", "Bob@1,1")
		tb.say("Ann", "go down")
		tb.say("Bob", "skip")
		tb.say("Ann", "go up")
		tb.say("Bob", "skip")
		tb.say("Ann", "go right")
		tb.say("Bob", "skip")
		tb.say("Ann", "go right")
		tb.say("Bob", "skip")
		tb.say("Ann", "go right")
		if e := tb.must(GameOver); e.Result != WonWithKey || e.Player != 0 {
			t.Errorf("game over %+v", e)
		}
		if r, w := tb.g.Result(); r != WonWithKey || w != 0 {
			t.Errorf("result %v, winner %d", r, w)
		}
	})
	t.Run("002 l.56: the open exit is no victory; one goes out and must come back (§3.4)", func(t *testing.T) {
		tb := newTable(t, keyPlan(t), key, "Ann@2,2") // placed on the Key, he takes it
		if tb.player("Ann").Keys != 1 {
			t.Fatalf("Ann placed on the Key did not take it: %+v", tb.player("Ann"))
		}
		tb.say("Ann", "go down")
		tb.say("Ann", "go left")
		tb.say("Ann", "go left")
		tb.mustNot(GameOver)
		if !tb.player("Ann").Out {
			t.Error("Ann is not outside")
		}
	})
	t.Run("002 l.31, l.50 K17, K29: the wounded drop the kit and the Key, which stays until picked up", func(t *testing.T) {
		tb := newTable(t, keyPlan(t), key, "Ann@2,1", "Bob@3,3")
		tb.say("Ann", "go down")           // Ann takes the Key at (2,2)
		tb.say("Bob", "go left, shoot up") // from (2,3) Bob's bullet hits Ann at (2,2)
		e := tb.must(KeyDropped)
		if e.To != MasterOnly() || e.Pos != pos(2, 2) || e.Count != 1 {
			t.Errorf("key dropped %+v", e)
		}
		ann := tb.player("Ann")
		if ann.Keys != 0 || ann.Grenades != 0 || ann.Health != Wounded {
			t.Errorf("Ann after the wound: %+v", ann)
		}
		pile := tb.g.PileAt(pos(2, 2))
		if tb.g.KeysAt(pos(2, 2)) != 1 || pile.Grenades != 1 || pile.Bullets != 1 {
			t.Errorf("on (2,2): %d Keys, %+v", tb.g.KeysAt(pos(2, 2)), pile)
		}
		tb.say("Ann", "go up")
		tb.say("Bob", "go up") // an unwounded player takes the Key where it fell
		if e := tb.must(KeyFound); !e.Yes || tb.player("Bob").Keys != 1 {
			t.Errorf("Bob at (2,2): %+v, %+v", e, tb.player("Bob"))
		}
	})
	t.Run("002 l.49 K28: a wounded player cannot carry the Key", func(t *testing.T) {
		tb := newTable(t, keyPlan(t), key, "Ann@4,2", "Bob@3,3")
		tb.say("Ann", "go up")              // (4,1)
		tb.say("Bob", "go right, shoot up") // from (4,3): Ann is hit
		for _, m := range []string{"go down", "go left", "go left", "go left", "go left"} {
			tb.say("Ann", m) // Ann: (4,2), (3,2), (2,2) where the Key lies
			if tb.player("Ann").Pos == pos(2, 2) {
				break
			}
			tb.say("Bob", "go left")
		}
		e := tb.must(KeyFound)
		if e.Yes || tb.player("Ann").Keys != 0 || tb.g.KeysAt(pos(2, 2)) != 1 {
			t.Errorf("a wounded player and the Key: %+v, %+v", e, tb.player("Ann"))
		}
	})
	t.Run("002 l.31 no death: a wounded player hit again stays wounded", func(t *testing.T) {
		r := with(func(r *rules.Rules) { r.NoDeath = true })
		tb := newTable(t, keyPlan(t), r, "Ann@3,1", "Bob@1,1")
		for range 2 {
			tb.say("Ann", "go up") // the monolith: Ann stays
			tb.say("Bob", "go left, shoot right")
			tb.must(PlayerWounded)
		}
		if p := tb.player("Ann"); p.Health != Wounded || p.Lives != 1 {
			t.Errorf("two hits under no_death: %+v", p)
		}
		tb.mustNot(PlayerKilled)
	})
	t.Run("002 l.5 a locked exit under the reference's victory: the Key lets one out, §3.4", func(t *testing.T) {
		m := keyPlan(t)
		tb := newTable(t, m, rules.Reference(), "Ann@2,2")
		tb.say("Ann", "go up")
		tb.say("Ann", "go right")
		tb.say("Ann", "go right")
		tb.say("Ann", "go right")
		tb.mustNot(ExitLocked)
		if !tb.player("Ann").Out {
			t.Errorf("Ann with the Key did not go out: %v", tb.codes())
		}
	})
}

// floors2 is a 3x3 labyrinth on two floors with an elevator at (2,2) on
// each and a Key on floor 2 at (3,3), the exit on the left of (1,1) on
// floor 1 locked.
func floors2(t *testing.T) *maze.Maze {
	m, err := maze.NewFloors(3, 3, 2)
	if err != nil {
		t.Fatal(err)
	}
	for f := range 2 {
		m.SetCell(maze.Pos{X: 1, Y: 1, Floor: f}, maze.Cell{Kind: maze.Elevator})
	}
	m.SetSide(pos(1, 1), maze.Left, maze.Open)
	m.SetLocked(pos(1, 1), maze.Left, true)
	m.Keys = []maze.Pos{{X: 2, Y: 2, Floor: 1}}
	return m
}

func TestElevators(t *testing.T) {
	r := rules.KeyMedium()
	r.Starts = rules.StartsAgreed
	upstairs := func(x, y int) maze.Pos { return maze.Pos{X: x - 1, Y: y - 1, Floor: 1} }
	t.Run("004 l.55–57 R40: walking into an elevator rides it to the next floor, keeping (x, y)", func(t *testing.T) {
		tb := newTable(t, floors2(t), r, "Ann@1,2")
		tb.say("Ann", "go right")
		e := tb.must(RodeElevator)
		if e.Dir != maze.Right || e.Cell != maze.Elevator || e.To != Everyone() {
			t.Errorf("elevator event %+v", e)
		}
		if got := tb.at("Ann"); got != upstairs(2, 2) {
			t.Errorf("Ann at %v, want (2,2) floor 2", got)
		}
		tb.say("Ann", "go down")
		tb.say("Ann", "go right") // (3,3) floor 2: the Key
		tb.must(KeyFound)
	})
	t.Run("004 l.56 R40: by the loop in an elevator rides it on, from the top floor to the lowest", func(t *testing.T) {
		tb := newTable(t, floors2(t), r, "Ann@1,2")
		tb.say("Ann", "go right")
		tb.say("Ann", "by the loop")
		if e := tb.must(RodeElevator); e.Dir.Valid() {
			t.Errorf("by the loop has a direction: %+v", e)
		}
		if got := tb.at("Ann"); got != pos(2, 2) {
			t.Errorf("Ann at %v, want (2,2) floor 1", got)
		}
	})
	t.Run("002 l.46 K24 with 004 l.56: a skip in an elevator rides it (skip_carries)", func(t *testing.T) {
		tb := newTable(t, floors2(t), r, "Ann@1,2")
		tb.say("Ann", "go right")
		tb.say("Ann", "skip")
		tb.must(RodeElevator)
		if got := tb.at("Ann"); got != pos(2, 2) {
			t.Errorf("Ann at %v, want (2,2) floor 1", got)
		}
	})
	t.Run("002 l.5, l.56: a game on two floors won by the Key", func(t *testing.T) {
		tb := newTable(t, floors2(t), r, "Ann@3,3")
		for _, m := range []string{"go up", "go left", "go right", "go down"} {
			tb.say("Ann", m)
		}
		if tb.player("Ann").Keys != 1 {
			t.Fatalf("no Key: %+v", tb.player("Ann"))
		}
		for _, m := range []string{"go up", "go left", "go left", "go up", "go left"} {
			tb.say("Ann", m)
		}
		if res, w := tb.g.Result(); res != WonWithKey || w != 0 {
			t.Errorf("result %v %d; events %v", res, w, tb.codes())
		}
	})
}

// checkKeys verifies, in a random game, that no Key is made or lost (002
// l.50: a Key dropped "stays in that cell until it is picked up"; a player
// lost outside keeps his) and that only the healthy carry one (l.49).
func checkKeys(t *testing.T, g *Game) {
	t.Helper()
	n := 0
	for i := range g.keys {
		n += g.keys[i]
	}
	for i := range g.players {
		p := &g.players[i]
		n += p.Keys
		if p.Keys > 0 && p.Health != Healthy {
			t.Fatalf("002 l.49 %s is %v and carries the Key", p.Name, p.Health)
		}
	}
	if n != len(g.setup.Maze.Keys) {
		t.Fatalf("002 l.50 %d Keys in the game, %d in the plan", n, len(g.setup.Maze.Keys))
	}
}

// lockAnExit locks one exit of a random plan and lays the Key on a random
// cell (seed 002 l.5, l.14), for the random games.
func lockAnExit(rng *rand.Rand, m *maze.Maze) {
	exits := m.Exits()
	if len(exits) == 0 {
		return
	}
	e := exits[rng.IntN(len(exits))]
	m.SetLocked(e.At, e.Dir, true)
	m.Keys = append(m.Keys, maze.At(rng.IntN(m.Width()), rng.IntN(m.Height())))
}

func TestBoat(t *testing.T) {
	key := rules.KeyEasy()
	key.Starts = rules.StartsAgreed
	// A river (1,1) ↓ (1,2) ↓ into the delta (1,3); the weaponry at (3,3).
	rows := []string{
		"Rv L  L",
		"Rv L  L",
		"D  L  W",
	}
	m := func() *maze.Maze {
		m := plan(t, rows, "3,1 right exit")
		m.SetLocked(pos(3, 1), maze.Right, true)
		m.Keys = []maze.Pos{pos(2, 1)}
		return m
	}
	t.Run("002 l.35 K21: a boat takes one up the river, once, and is spent", func(t *testing.T) {
		tb := newTable(t, m(), key, "Ann@1,3")
		tb.say("Ann", "row up")
		e := tb.must(Rowed)
		if e.Dir != maze.Up || e.Cell != maze.River {
			t.Errorf("rowed %+v", e)
		}
		if p := tb.player("Ann"); p.Pos != pos(1, 2) || p.Boats != 0 {
			t.Errorf("Ann after rowing: at %v with %d boats", p.Pos, p.Boats)
		}
		tb.say("Ann", "row up") // no boat left: the river carries her down
		if e := tb.must(CannotMove); e.Reason != NoBoat || e.Cell != maze.Delta {
			t.Errorf("rowing without a boat: %+v", e)
		}
		if tb.at("Ann") != pos(1, 3) {
			t.Errorf("Ann at %v", tb.at("Ann"))
		}
	})
	t.Run("002 l.35: not against the current, the boat is kept", func(t *testing.T) {
		tb := newTable(t, m(), key, "Ann@2,2")
		tb.say("Ann", "row left")
		if e := tb.must(CannotMove); e.Reason != NotUpstream {
			t.Errorf("%+v", e)
		}
		if p := tb.player("Ann"); p.Boats != 1 || p.Pos != pos(2, 2) {
			t.Errorf("%+v", p)
		}
	})
	t.Run("002 l.13, l.48: a weaponry gives a new boat", func(t *testing.T) {
		tb := newTable(t, m(), key, "Ann@1,3")
		tb.say("Ann", "row up")
		tb.say("Ann", "go right")
		tb.say("Ann", "go down") // (2,3)
		tb.say("Ann", "go right")
		if p := tb.player("Ann"); p.Boats != 1 {
			t.Errorf("after the weaponry: %+v", p)
		}
	})
	t.Run("002 l.35: a boat lying in the plan is found and taken on arrival", func(t *testing.T) {
		mm := m()
		mm.Piles = append(mm.Piles, maze.Pile{At: pos(2, 2), Items: maze.Items{Boats: 1}})
		tb := newTable(t, mm, key, "Ann@1,3")
		tb.say("Ann", "row up") // (1,2), the boat spent
		tb.say("Ann", "go right")
		if e := tb.must(BoatFound); !e.Yes || e.Count != 1 {
			t.Errorf("Ann finds the plan's boat: %+v", e)
		}
		if p := tb.player("Ann"); p.Boats != 1 {
			t.Errorf("Ann after finding it: %d boats", p.Boats)
		}
	})
	t.Run("001 l.108, 002 l.13: a weaponry whose stock has no boats gives none", func(t *testing.T) {
		mm := m()
		mm.SetCell(pos(3, 3), maze.Cell{Kind: maze.Weaponry, Stock: maze.GiveBullets | maze.GiveGrenades})
		tb := newTable(t, mm, key, "Ann@1,3")
		tb.say("Ann", "row up")
		tb.say("Ann", "go right")
		tb.say("Ann", "go down") // (2,3)
		tb.say("Ann", "go right")
		if p := tb.player("Ann"); p.Boats != 0 || p.Bullets != 1 {
			t.Errorf("after a weaponry of bullets and grenades: %+v", p)
		}
	})
	t.Run("002 l.31 wounded_drop_kit: the boat is dropped, and taken by whoever arrives", func(t *testing.T) {
		tb := newTable(t, m(), key, "Ann@2,2", "Bob@3,1")
		tb.say("Ann", "go down")             // (2,3)
		tb.say("Bob", "go left, shoot down") // from (2,1): hits Ann at (2,3)? (2,2) is empty, so yes
		if p := tb.player("Ann"); p.Boats != 0 || p.Health != Wounded {
			t.Fatalf("Ann %+v", p)
		}
		tb.say("Ann", "go up")
		tb.say("Bob", "go down")
		tb.say("Ann", "go right")
		tb.say("Bob", "go down") // Bob, who spent no boat, arrives where Ann's lies: he has one already
		if e := tb.must(BoatFound); e.Yes || e.Count != 1 {
			t.Errorf("Bob with a boat finds another: %+v", e)
		}
	})
	t.Run("002 l.13, l.31, l.33 wounded_drop_kit: the knife of the kit is dropped too", func(t *testing.T) {
		tb := newTable(t, m(), key, "Ann@2,2", "Bob@3,1")
		if p := tb.player("Ann"); p.Knives != 1 {
			t.Fatalf("the Key game's kit has a knife: %+v", p)
		}
		tb.say("Ann", "go down")
		tb.say("Bob", "go left, shoot down")
		if p := tb.player("Ann"); p.Knives != 0 || p.Health != Wounded {
			t.Fatalf("Ann wounded keeps her knife: %+v", p)
		}
		if n := tb.g.piles[tb.g.plan.Index(pos(2, 3))].Knives; n != 1 {
			t.Errorf("%d knives lie where Ann was wounded, want hers", n)
		}
	})
}

// keyBenchRules are the Key preset's rules for the benchmarks: the starts
// chosen, no draw.
func keyBenchRules() rules.Rules {
	r := rules.KeyEasy()
	r.Starts, r.NStop = rules.StartsAgreed, 1_000_000
	return r
}

// BenchmarkStepKeyGame resolves a plain step under seed 002's Key rules
// on a plan with a Key and a locked exit (target ≤ 1 µs, as BenchmarkStep).
func BenchmarkStepKeyGame(b *testing.B) { benchStep(b, keyBenchRules()) }

// BenchmarkRandomGame200KeyGame plays 200 random moves under the Key
// rules (target ≤ 2 ms, as BenchmarkRandomGame200).
func BenchmarkRandomGame200KeyGame(b *testing.B) { benchRandomGame(b, keyBenchRules()) }

// stairs3 is a 3x3 labyrinth on two floors joined by a staircase at
// (3,3); on floor 2, (1,1) is a pit of a loop with (3,1) (001's G3).
func stairs3(t *testing.T) *maze.Maze {
	m, err := maze.NewFloors(3, 3, 2)
	if err != nil {
		t.Fatal(err)
	}
	m.SetStairs(pos(3, 3), true)
	return m
}

func TestStairs(t *testing.T) {
	r := with(func(r *rules.Rules) { r.Stairs = true })
	up := func(x, y int) maze.Pos { return maze.Pos{X: x - 1, Y: y - 1, Floor: 1} }
	t.Run("001 l.124 G3: go upstairs by a staircase, keeping (x, y), and down again", func(t *testing.T) {
		tb := newTable(t, stairs3(t), r, "Ann@3,3")
		tb.say("Ann", "go upstairs")
		e := tb.must(Climbed)
		if e.Dir != maze.Up || e.Cell != maze.Land {
			t.Errorf("climbed %+v", e)
		}
		if tb.at("Ann") != up(3, 3) {
			t.Errorf("Ann at %v", tb.at("Ann"))
		}
		tb.say("Ann", "go downstairs")
		if tb.at("Ann") != pos(3, 3) {
			t.Errorf("Ann at %v", tb.at("Ann"))
		}
	})
	t.Run("001 l.124 G3: no staircase, no climbing", func(t *testing.T) {
		tb := newTable(t, stairs3(t), r, "Ann@2,2")
		tb.say("Ann", "go upstairs")
		if e := tb.must(CannotMove); e.Reason != NoStairs {
			t.Errorf("%+v", e)
		}
		tb.say("Ann", "go downstairs") // the lowest floor
		if tb.at("Ann") != pos(2, 2) {
			t.Errorf("Ann at %v", tb.at("Ann"))
		}
	})
	t.Run("001 l.124 G3 with §4.4: a pit at the top of the stairs moves one on", func(t *testing.T) {
		m := stairs3(t)
		m.SetCell(up(3, 3), maze.Cell{Kind: maze.Pit, Loop: 1, Order: 1})
		m.SetCell(up(1, 1), maze.Cell{Kind: maze.Pit, Loop: 1, Order: 2})
		tb := newTable(t, m, r, "Ann@3,3")
		tb.say("Ann", "go upstairs")
		if got, want := tb.codes(), []Code{Said, Climbed, MovedByLoop, Position, TurnBegins}; !slices.Equal(got, want) {
			t.Errorf("events %v, want %v", got, want)
		}
		if tb.at("Ann") != up(1, 1) {
			t.Errorf("Ann at %v", tb.at("Ann"))
		}
	})
}
