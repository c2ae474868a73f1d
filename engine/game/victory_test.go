package game

import (
	"encoding/json"
	"strings"
	"testing"

	"github.com/labyrinth-game/labyrinth/engine/rules"
)

// victoryRules is the Reference under a victory of seed 001 (V1–V4), with
// Nstop out of the way.
func victoryRules(v rules.Victory) rules.Rules {
	r := rules.Reference()
	r.Victory, r.NStop, r.TrueTreasures = v, 1000, -1
	return r
}

// Seed 001's victories (l.135–138) and several true treasures (T3, l.142).
func TestVictory(t *testing.T) {
	// Two true treasures, an exit at each end of the top row, walled off
	// from the row below.
	row := []string{"L  L  L  L", "L  L  L  L"}
	walls := []string{"1,1 down", "2,1 down", "3,1 down", "4,1 down"}
	m := plan(t, row, append(walls, "1,1 left exit", "4,1 right exit", "$1,1", "$4,1")...)
	// A fetches the treasure left of him and carries it out.
	fetchLeft := func(tb *table, name string, others ...string) {
		tb.t.Helper()
		tb.say(name, "go left")
		for _, o := range others {
			tb.say(o, "skip")
		}
		tb.say(name, "go left")
	}

	t.Run("001 l.135 V1, l.142 T3: either true treasure carried out wins", func(t *testing.T) {
		tb := newTable(t, m, victoryRules(rules.VictoryTreasureOrLast), "Ann@2,1", "Bob@3,1")
		fetchLeft(tb, "Ann", "Bob")
		if e := tb.must(GameOver); e.Result != WonWithTreasure || e.Player != 0 {
			t.Fatalf("%+v", e)
		}
	})
	t.Run("001 l.136 V2: the last one left plays on and wins only with the treasure", func(t *testing.T) {
		r := victoryRules(rules.VictoryTreasure)
		r.Lives = 1
		tb := newTable(t, m, r, "Ann@2,1", "Bob@3,1")
		tb.say("Ann", "shoot right, go left") // Bob dies; Ann takes the treasure at (1,1)
		tb.mustNot(GameOver)
		if tb.player("Bob").Health != Dead || tb.g.Phase() != Playing || tb.g.Current() != 0 {
			t.Fatalf("Bob %v, phase %v, turn %d", tb.player("Bob").Health, tb.g.Phase(), tb.g.Current())
		}
		tb.say("Ann", "go left")
		if e := tb.must(GameOver); e.Result != WonWithTreasure || e.Player != 0 {
			t.Fatalf("%+v", e)
		}
	})
	t.Run("001 l.136 V2 with §7.9: the last one left has his moves", func(t *testing.T) {
		r := victoryRules(rules.VictoryTreasure)
		r.Lives, r.LastSurvivorMoves = 1, 1
		tb := newTable(t, m, r, "Ann@3,1", "Bob@4,1")
		tb.say("Ann", "shoot right, go left")
		if e := tb.must(SurvivorMoves); e.Count != 1 {
			t.Fatalf("%+v", e)
		}
		tb.say("Ann", "go left")
		if e := tb.must(GameOver); e.Result != SurvivorFailed {
			t.Fatalf("%+v", e)
		}
	})
	t.Run("001 l.137 V3: every true treasure carried out, one at a time", func(t *testing.T) {
		tb := newTable(t, m, victoryRules(rules.VictoryAllTreasures), "Ann@2,1", "Bob@3,1")
		fetchLeft(tb, "Ann", "Bob")
		tb.mustNot(GameOver)
		if e := tb.must(TreasureBanked); e.Player != 0 || e.Count != 1 || e.Limit != 2 || e.To != Everyone() {
			t.Fatalf("%+v", e)
		}
		if a := tb.player("Ann"); !a.Out || a.Banked != 1 || a.Carry.Item != 0 {
			t.Fatalf("Ann %+v", a)
		}
		// Everyone heard it: the public state counts it.
		st := tb.g.PublicState()
		if st.Players[0].Banked != 1 || st.Players[1].Banked != 0 {
			t.Fatalf("public state %+v", st)
		}
		data, err := json.Marshal(st)
		var back PublicState
		if err != nil || json.Unmarshal(data, &back) != nil || back.Players[0].Banked != 1 || !strings.Contains(string(data), `"banked":1`) {
			t.Fatalf("%s: %v, %+v", data, err, back)
		}
		tb.say("Bob", "skip")
		tb.say("Ann", "go right") // back in, as after a fake (§3.4)
		for _, s := range []string{"go right", "go right", "go right", "go right"} {
			tb.say("Bob", "skip")
			tb.say("Ann", s)
		}
		if e := tb.must(GameOver); e.Result != WonWithTreasure || e.Player != 0 {
			t.Fatalf("%+v", e)
		}
	})
	t.Run("001 l.137 V3: treasures kept by two players leave no victory", func(t *testing.T) {
		tb := newTable(t, m, victoryRules(rules.VictoryAllTreasures), "Ann@2,1", "Bob@3,1")
		tb.say("Ann", "go left")
		tb.say("Bob", "go right")
		tb.say("Ann", "go left")
		tb.mustNot(GameOver)
		tb.say("Bob", "go right")
		if e := tb.must(GameOver); e.Result != DrawTreasuresSplit || !e.Result.Draw() {
			t.Fatalf("%+v", e)
		}
	})
	t.Run("001 l.137 V3: a player killed loses what he kept outside", func(t *testing.T) {
		r := victoryRules(rules.VictoryAllTreasures)
		r.Lives = 1
		tb := newTable(t, m, r, "Ann@2,1", "Bob@3,1")
		fetchLeft(tb, "Ann", "Bob")
		tb.say("Bob", "skip")
		tb.say("Ann", "go right")
		tb.say("Bob", "shoot left, go right")
		if e := tb.must(GameOver); e.Result != DrawTreasuresSplit {
			t.Fatalf("%+v", e)
		}
	})
	t.Run("001 l.138 V4: every treasure and the last one left, in either order", func(t *testing.T) {
		r := victoryRules(rules.VictoryAllTreasuresAndLast)
		r.Lives = 1
		// Treasures first: holding both, Ann must still be the last.
		tb := newTable(t, m, r, "Ann@2,1", "Bob@3,1", "Cid@3,1")
		fetchLeft(tb, "Ann", "Bob", "Cid")
		tb.say("Bob", "skip")
		tb.say("Cid", "skip")
		tb.say("Ann", "go right")
		for _, s := range []string{"go right", "go right", "go right", "go right"} {
			tb.say("Bob", "skip")
			tb.say("Cid", "skip")
			tb.say("Ann", s)
		}
		tb.mustNot(GameOver)
		if a := tb.player("Ann"); a.Banked != 2 || !a.Out {
			t.Fatalf("Ann %+v", a)
		}
		tb.say("Bob", "skip")
		tb.say("Cid", "skip")
		tb.say("Ann", "go left, shoot left") // back in at (4,1); Bob and Cid at (3,1)
		if e := tb.must(GameOver); e.Result != LastStanding || e.Player != 0 {
			t.Fatalf("%+v", e)
		}

		// The last one left first: he wins with the last treasure.
		tb = newTable(t, m, r, "Ann@2,1", "Bob@3,1")
		tb.say("Ann", "shoot right, go left")
		tb.mustNot(GameOver)
		tb.say("Ann", "go left")
		tb.must(TreasureBanked)
		tb.mustNot(GameOver)
		for _, s := range []string{"go right", "go right", "go right", "go right", "go right"} {
			tb.say("Ann", s)
		}
		if e := tb.must(GameOver); e.Result != WonWithTreasure || e.Player != 0 {
			t.Fatalf("%+v", e)
		}
	})
	t.Run("001 l.142 T3: one true treasure of two lost leaves the other (V1)", func(t *testing.T) {
		tb := newTable(t, m, victoryRules(rules.VictoryTreasureOrLast), "Ann@2,1", "Bob@3,1")
		tb.say("Ann", "go left") // takes the treasure at (1,1)
		tb.say("Bob", "skip")
		tb.say("Ann", "throw the treasure left, go right") // out through the exit: lost
		tb.mustNot(GameOver)
		tb.say("Bob", "go right")
		tb.say("Ann", "skip")
		tb.say("Bob", "go right")
		if e := tb.must(GameOver); e.Result != WonWithTreasure || e.Player != 1 {
			t.Fatalf("%+v", e)
		}
	})
	t.Run("001 l.137 V3: one true treasure lost leaves no victory", func(t *testing.T) {
		tb := newTable(t, m, victoryRules(rules.VictoryAllTreasures), "Ann@2,1", "Bob@3,1")
		tb.say("Ann", "go left")
		tb.say("Bob", "skip")
		tb.say("Ann", "throw the treasure left, go right")
		if e := tb.must(GameOver); e.Result != DrawTreasureLost {
			t.Fatalf("%+v", e)
		}
	})
	t.Run("§4.6 the reference's one true treasure lost is a draw", func(t *testing.T) {
		one := plan(t, row, append(walls, "1,1 left exit", "$1,1")...)
		tb := newTable(t, one, rules.Reference(), "Ann@2,1", "Bob@3,1")
		tb.say("Ann", "go left")
		tb.say("Bob", "skip")
		tb.say("Ann", "throw the treasure left, go right")
		if e := tb.must(GameOver); e.Result != DrawTreasureLost {
			t.Fatalf("%+v", e)
		}
	})
}

// Seed 002's way to win, as far as it goes without the Key (l.56, l.40).
func TestVictoryByExit(t *testing.T) {
	row := []string{"L  L  L  L", "L  L  L  L"}
	m := plan(t, row, "1,1 down", "2,1 down", "3,1 down", "4,1 down", "1,1 left exit", "4,1 right exit")
	r := rules.Reference()
	r.Victory = rules.VictoryExit
	t.Run("002 l.56 K30: the first one out through an exit wins, carrying nothing", func(t *testing.T) {
		tb := newTable(t, m, r, "Ann@2,1", "Bob@4,2")
		tb.say("Ann", "go left")
		tb.say("Bob", "skip")
		tb.say("Ann", "go left")
		tb.must(LeftMaze)
		if e := tb.must(GameOver); e.Result != WonByExit || e.Player != 0 || e.Result.Draw() {
			t.Fatalf("%+v", e)
		}
	})
	t.Run("002 l.56 K30: the last one left does not win by that", func(t *testing.T) {
		r := r
		r.Lives = 1
		tb := newTable(t, m, r, "Ann@1,1", "Bob@3,1")
		tb.say("Ann", "shoot right, go right")
		tb.mustNot(GameOver)
		tb.say("Ann", "go left")
		tb.say("Ann", "go left")
		if e := tb.must(GameOver); e.Result != WonByExit || e.Player != 0 {
			t.Fatalf("%+v", e)
		}
	})
}
