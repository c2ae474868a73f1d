package game

import (
	"slices"
	"testing"

	"github.com/labyrinth-game/labyrinth/engine/maze"
	"github.com/labyrinth-game/labyrinth/engine/moves"
	"github.com/labyrinth-game/labyrinth/engine/rules"
)

// creaturePlan is a 4x3 labyrinth of land with a hospital at (4,3), a
// wall under (3,1), a true treasure at (4,1) and a fake one at (1,3),
// holding the creatures given.
func creaturePlan(t *testing.T, cs ...maze.Creature) *maze.Maze {
	t.Helper()
	m := plan(t, []string{
		"L L L L",
		"L L L L",
		"L L L H",
	}, "3,1 down", "4,1 right exit", "$4,1", "f1,3")
	m.Creatures = cs
	return m
}

func creatureRules() rules.Rules {
	r := rules.Reference()
	r.Creatures = true
	return r
}

func bearAt(x, y int, path ...maze.Dir) maze.Creature {
	return maze.Creature{Kind: maze.Bear, At: pos(x, y), Path: path}
}

// where is creature i's cell.
func (tb *table) creature(i int) Creature { return tb.g.creatures[i] }

func TestCreatures(t *testing.T) {
	t.Run("001 l.172 O7: the creatures' kinds are declared before the game starts", func(t *testing.T) {
		m := creaturePlan(t, bearAt(1, 1), maze.Creature{Kind: maze.Leprechaun, At: pos(2, 2)}, bearAt(4, 2))
		tb := newTable(t, m, creatureRules(), "Ann@3,3")
		var told []Event
		for _, e := range tb.events {
			if e.Code == CreaturesTold {
				told = append(told, e)
			}
		}
		if len(told) != 1 || told[0].Count != 2 || told[0].Limit != 1 || told[0].To != Everyone() {
			t.Fatalf("creatures told: %+v", told)
		}
		if i := slices.IndexFunc(tb.events, func(e Event) bool { return e.Code == TurnBegins }); i < slices.IndexFunc(tb.events, func(e Event) bool { return e.Code == CreaturesTold }) {
			t.Errorf("the creatures are told after the first turn begins: %v", tb.events)
		}
	})

	t.Run("001 l.110 a creature outside the labyrinth is refused", func(t *testing.T) {
		_, err := New(Setup{Maze: creaturePlan(t, bearAt(5, 1)), Rules: creatureRules(), Players: []string{"Ann"}})
		if err == nil || err.Error() != "game: creature 1 (a bear) starts outside the labyrinth at (5,1)" {
			t.Fatalf("error %v", err)
		}
	})

	t.Run("001 l.172 without O7 the plan's creatures take no part", func(t *testing.T) {
		m := creaturePlan(t, bearAt(2, 2))
		tb := newTable(t, m, rules.Reference(), "Ann@1,2")
		tb.say("Ann", "right")
		tb.mustNot(CreatureMet)
		if tb.player("Ann").Health != Healthy {
			t.Fatalf("Ann is %v", tb.player("Ann").Health)
		}
		for _, e := range tb.events {
			if e.Code == CreaturesTold {
				t.Fatal("creatures announced without O7")
			}
		}
	})

	t.Run("001 l.110 a player walking into the bear's cell is wounded", func(t *testing.T) {
		tb := newTable(t, creaturePlan(t, bearAt(2, 2)), creatureRules(), "Ann@1,2", "Bob@4,2")
		tb.say("Ann", "right")
		met := tb.must(CreatureMet)
		if met.Player != 0 || met.Reason != Bear || met.To != OnlyPlayer(0) {
			t.Fatalf("met: %+v", met)
		}
		w := tb.must(PlayerWounded)
		if w.Player != 0 || w.Other != -1 || w.Reason != Bear || w.To != MasterOnly() {
			t.Fatalf("wounded: %+v", w)
		}
		if tb.player("Ann").Health != Wounded {
			t.Fatalf("Ann is %v", tb.player("Ann").Health)
		}
		tb.say("Bob", "up")
		if n := tb.must(WoundNotice); n.Player != 0 {
			t.Fatalf("notice: %+v", n)
		}
	})

	t.Run("001 l.110 two bears on one cell kill a player once (H2), leaving one corpse", func(t *testing.T) {
		r := creatureRules()
		r.Lives = 1 // 001's H2: the first hit kills
		tb := newTable(t, creaturePlan(t, bearAt(2, 2), maze.Creature{Kind: maze.Bear, At: pos(2, 2), Mimic: true}), r, "Ann@1,2", "Bob@4,2")
		tb.say("Ann", "right")
		if tb.player("Ann").Health != Dead {
			t.Fatalf("Ann is %v", tb.player("Ann").Health)
		}
		killed := 0
		for _, e := range tb.events {
			if e.Code == PlayerKilled && e.Player == 0 {
				killed++
			}
		}
		if killed != 1 {
			t.Fatalf("Ann killed %d times: %v", killed, tb.codes())
		}
	})

	t.Run("001 l.110 a bear on its fixed trajectory wounds the player it walks in on, at the end of the round", func(t *testing.T) {
		tb := newTable(t, creaturePlan(t, bearAt(1, 1, maze.Right, maze.Left)), creatureRules(), "Ann@2,1", "Bob@4,3")
		tb.say("Ann", "up") // the monolith: Ann stays at (2,1)
		tb.mustNot(CreatureMet)
		tb.say("Bob", "left")
		if tb.must(CreatureMet).Player != 0 || tb.player("Ann").Health != Wounded {
			t.Fatalf("the bear did not wound Ann: %v", tb.codes())
		}
		mv := tb.must(CreatureMoved)
		if mv.Pos != pos(2, 1) || mv.Count != 1 || mv.To != MasterOnly() {
			t.Fatalf("moved: %+v", mv)
		}
		// The next round it steps back: the path begins again.
		tb.say("Ann", "down")
		tb.say("Bob", "left")
		if got := tb.creature(0).Pos; got != pos(1, 1) {
			t.Fatalf("the bear is at %v", got)
		}
		if got := tb.g.Creatures(); len(got) != 1 || got[0] != tb.creature(0) {
			t.Fatalf("the game master sees %+v", got)
		}
	})

	t.Run("001 l.110 the bear stays with a player without wounding him again", func(t *testing.T) {
		tb := newTable(t, creaturePlan(t, bearAt(2, 2)), creatureRules(), "Ann@1,2", "Bob@4,2")
		tb.say("Ann", "right")
		tb.say("Bob", "up")
		tb.say("Ann", "up") // Ann leaves the bear, still wounded once
		tb.say("Bob", "down")
		if tb.player("Ann").Health != Wounded {
			t.Fatalf("Ann is %v", tb.player("Ann").Health)
		}
	})

	t.Run("001 l.110 nobody is wounded by the bear in a hospital (§4.2)", func(t *testing.T) {
		tb := newTable(t, creaturePlan(t, bearAt(4, 3)), creatureRules(), "Ann@3,3", "Bob@1,1")
		tb.say("Ann", "right")
		tb.must(CreatureMet)
		tb.mustNot(PlayerWounded)
		if tb.player("Ann").Health != Healthy {
			t.Fatalf("Ann is %v", tb.player("Ann").Health)
		}
	})

	t.Run("001 l.110 H2: the bear kills, and the last one left wins", func(t *testing.T) {
		r := creatureRules()
		r.Lives = 1
		tb := newTable(t, creaturePlan(t, bearAt(2, 2)), r, "Ann@1,2", "Bob@4,2")
		tb.say("Ann", "right")
		k := tb.must(PlayerKilled)
		if k.Reason != Bear || k.Player != 0 {
			t.Fatalf("killed: %+v", k)
		}
		if res, winner := tb.g.Result(); res != LastStanding || winner != 1 {
			t.Fatalf("result %v, winner %d", res, winner)
		}
	})

	t.Run("001 l.110 a bear that repeats (when it can) other players' moves", func(t *testing.T) {
		tb := newTable(t, creaturePlan(t, maze.Creature{Kind: maze.Bear, At: pos(2, 1), Mimic: true}), creatureRules(), "Ann@4,2", "Bob@1,2")
		tb.say("Ann", "left")
		if got := tb.creature(0).Pos; got != pos(1, 1) {
			t.Fatalf("after Ann's left the bear is at %v", got)
		}
		tb.say("Bob", "right")
		if got := tb.creature(0).Pos; got != pos(2, 1) {
			t.Fatalf("after Bob's right the bear is at %v", got)
		}
		tb.say("Ann", "up") // Ann to (3,1); the bear cannot go up
		if got := tb.creature(0).Pos; got != pos(2, 1) {
			t.Fatalf("the bear went up through the monolith to %v", got)
		}
		tb.mustNot(CreatureMoved)
		tb.say("Bob", "up") // Bob walks into the bear's cell
		if tb.must(CreatureMet).Player != 1 || tb.player("Bob").Health != Wounded {
			t.Fatalf("Bob was not wounded: %v", tb.codes())
		}
	})

	t.Run("001 l.110 the Leprechaun reveals where the nearest treasure is, relative to the player, to him alone", func(t *testing.T) {
		tb := newTable(t, creaturePlan(t, maze.Creature{Kind: maze.Leprechaun, At: pos(2, 2)}), creatureRules(), "Ann@1,2", "Bob@4,2")
		tb.say("Ann", "right")
		e := tb.must(CreatureMet)
		// (1,3) is one west and one south; (4,1) two east and one north.
		if e.Reason != Leprechaun || !e.Yes || e.Count != -1 || e.Limit != 1 || e.To != OnlyPlayer(0) {
			t.Fatalf("told: %+v", e)
		}
		if tb.player("Ann").Health != Healthy {
			t.Fatal("the leprechaun wounded Ann")
		}
		if slices.Contains(tb.visible(1), CreatureMet) {
			t.Fatal("Bob heard what the leprechaun told Ann")
		}
	})

	t.Run("001 l.110 the Leprechaun with no treasure left lying", func(t *testing.T) {
		m := creaturePlan(t, maze.Creature{Kind: maze.Leprechaun, At: pos(2, 2)})
		m.Treasures = nil
		tb := newTable(t, m, creatureRules(), "Ann@1,2")
		tb.say("Ann", "right")
		if e := tb.must(CreatureMet); e.Yes {
			t.Fatalf("told: %+v", e)
		}
	})

	t.Run("001 l.110 a bullet sends the bear back to its cave, where it starts its trajectory all over again", func(t *testing.T) {
		tb := newTable(t, creaturePlan(t, bearAt(3, 1, maze.Left, maze.Down, maze.Up, maze.Right)), creatureRules(), "Ann@1,3", "Bob@4,2")
		tb.say("Ann", "right")
		tb.say("Bob", "left") // the bear steps left to (2,1)
		if got := tb.creature(0); got.Pos != pos(2, 1) || got.Step != 1 {
			t.Fatalf("the bear: %+v", got)
		}
		tb.play("Ann", mv(shootA(maze.Up), step(maze.Left)))
		hit := tb.must(CreatureHit)
		if hit.Player != 0 || hit.Reason != Bear || hit.To != Everyone() {
			t.Fatalf("hit: %+v", hit)
		}
		tb.mustNot(NoScream)
		tb.mustNot(Scream)
		if got := tb.creature(0); got.Pos != pos(3, 1) || got.Step != 0 {
			t.Fatalf("the bear after the shot: %+v", got)
		}
		tb.say("Bob", "right") // the path again from its first step: left
		if got := tb.creature(0).Pos; got != pos(2, 1) {
			t.Fatalf("the bear is at %v", got)
		}
	})

	t.Run("001 l.110 Leprechaun can be killed", func(t *testing.T) {
		tb := newTable(t, creaturePlan(t, maze.Creature{Kind: maze.Leprechaun, At: pos(2, 1)}), creatureRules(), "Ann@2,3", "Bob@2,2")
		tb.play("Ann", mv(shootA(maze.Up), step(maze.Right)))
		// Bob stands between them: he is hit, not the leprechaun.
		tb.must(Scream)
		tb.mustNot(CreatureHit)
		tb.say("Bob", "left")
		tb.play("Ann", mv(step(maze.Left), shootA(maze.Up)))
		if hit := tb.must(CreatureHit); hit.Reason != Leprechaun {
			t.Fatalf("hit: %+v", hit)
		}
		if !tb.creature(0).Dead || !tb.g.changed {
			t.Fatalf("the leprechaun: %+v, changed %v", tb.creature(0), tb.g.changed)
		}
		tb.say("Bob", "right")
		tb.say("Ann", "up")
		tb.say("Bob", "right")
		tb.say("Ann", "up") // into the dead leprechaun's cell
		tb.mustNot(CreatureMet)
	})

	t.Run("001 l.110 a game with creatures replays as it was played", func(t *testing.T) {
		m := creaturePlan(t, maze.Creature{Kind: maze.Bear, At: pos(2, 1), Mimic: true},
			bearAt(1, 1, maze.Down, maze.Up), maze.Creature{Kind: maze.Leprechaun, At: pos(3, 2), Path: []maze.Dir{maze.Left, maze.Right}})
		tb := newTable(t, m, creatureRules(), "Ann@4,2", "Bob@1,2")
		for _, s := range []string{"left", "right", "left", "up", "down", "down"} {
			tb.say(tb.g.Names()[tb.g.Current()], s)
		}
		data, err := EncodeJournal(tb.g)
		if err != nil {
			t.Fatal(err)
		}
		g2, _, err := ReplayJournal(data)
		if err != nil {
			t.Fatal(err)
		}
		a, _ := tb.g.Snapshot()
		b, _ := g2.Snapshot()
		if string(a) != string(b) {
			t.Fatalf("replay differs:\n%s\n%s", a, b)
		}
		if !slices.ContainsFunc(tb.events, func(e Event) bool { return e.Code == CreatureMoved }) {
			t.Fatal("no creature moved")
		}
	})
}

// BenchmarkStepCreatures resolves a plain step of a lone player in a
// labyrinth with a bear on a path, a bear that copies him and a
// leprechaun on a path (001 O7): every step is a round, so every step
// moves them all (target ≤ 1 µs, as BenchmarkStep).
func BenchmarkStepCreatures(b *testing.B) {
	r := creatureRules()
	r.NStop = 1_000_000
	newGame := func() *Game {
		rows := make([]string, 10)
		for y := range rows {
			rows[y] = "L L L L L L L L L L"
		}
		m := plan(b, rows, "1,1 left exit", "10,10 right exit", "$5,5")
		m.Creatures = []maze.Creature{
			{Kind: maze.Bear, At: pos(10, 1), Path: []maze.Dir{maze.Down, maze.Down, maze.Up, maze.Up}},
			{Kind: maze.Bear, At: pos(8, 8), Mimic: true},
			{Kind: maze.Leprechaun, At: pos(5, 9), Path: []maze.Dir{maze.Left, maze.Right}},
		}
		g, err := New(Setup{Maze: m, Rules: r, Players: []string{"Ann"}})
		if err != nil {
			b.Fatal(err)
		}
		for _, c := range []Command{Choose(0, pos(1, 1)), {Kind: Begin}} {
			if _, err := g.Apply(c, nil); err != nil {
				b.Fatal(err)
			}
		}
		return g
	}
	benchSteps(b, newGame, Play(0, moves.Step(maze.Down)), Play(0, moves.Step(maze.Up)))
}
