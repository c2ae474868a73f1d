package game

import (
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/labyrinth-game/labyrinth/engine/maze"
	"github.com/labyrinth-game/labyrinth/engine/rules"
)

// moneyRules is the Reference with seed 004's money: 10 coins, the hint at
// 5, and the casino.
func moneyRules() rules.Rules {
	r := rules.Reference()
	r.StartMoney, r.HintPrice, r.Casino = 10, 5, true
	return r
}

// casinoPlan is a 5x3 labyrinth with a casino at (3,1) (maze format
// version 2).
func casinoPlan(t *testing.T) *maze.Maze {
	m := plan(t, []string{
		"L  L  L  L  L",
		"L  L  L  L  L",
		"L  L  L  L  L",
	}, "1,1 left exit", "5,3 right exit", "$5,3")
	m.SetCell(pos(3, 1), maze.Cell{Kind: maze.Casino})
	return m
}

// Seed 004's money (l.8, l.39–41), its paid hint (l.59–60) and its casino
// (l.30–32), with the casino's game of docs/rules.md.
func TestMoney(t *testing.T) {
	t.Run("004 l.8, l.39–41 R8: every player starts with start_money, told in his status", func(t *testing.T) {
		tb := newTable(t, casinoPlan(t), moneyRules(), "Ann@1,1", "Bob@5,3")
		if a := tb.player("Ann"); a.Money != 10 {
			t.Fatalf("Ann has %d coins, want 10", a.Money)
		}
		tb.say("Ann", "status")
		if st := tb.must(StatusOf).Status; st.Money != 10 {
			t.Fatalf("status %+v: money not told", st)
		}
		ref := newTable(t, casinoPlan(t), rules.Reference(), "Ann@1,1", "Bob@5,3")
		ref.say("Ann", "status")
		if st := ref.must(StatusOf).Status; st.Money != 0 || ref.player("Ann").Money != 0 {
			t.Fatalf("the reference has no money: %+v", st)
		}
	})
	t.Run("004 l.59–60 R41: the hint costs its price, takes the move, and only he hears the answer", func(t *testing.T) {
		tb := newTable(t, casinoPlan(t), moneyRules(), "Ann@2,2", "Bob@5,3")
		tb.say("Ann", "where am I?")
		bought := tb.must(HintBought)
		if bought.Count != 5 || bought.To.Kind != ToEveryone {
			t.Fatalf("hint event %+v: want 5 coins, told to everyone", bought)
		}
		answer := tb.must(HintAnswer)
		if answer.Pos != pos(2, 2) || answer.To != OnlyPlayer(0) {
			t.Fatalf("answer %+v: want (2,2), to Ann alone", answer)
		}
		if a := tb.player("Ann"); a.Money != 5 || a.Pos != pos(2, 2) {
			t.Fatalf("Ann after the hint: %d coins at %v", a.Money, a.Pos)
		}
		if tb.g.Current() != 1 {
			t.Fatal("the hint is instead of a move: the turn passes")
		}
		tb.say("Bob", "skip")
		tb.say("Ann", "where am I?")
		if tb.player("Ann").Money != 0 {
			t.Fatal("the second hint is paid too")
		}
		tb.say("Bob", "skip")
		tb.refuse("Ann", "where am I?", "not enough money: Ann has 0")
		// Hints and skips are no all-skip draw (§6.6): the game goes on.
		if tb.g.Phase() == Over {
			t.Fatal("a round of a hint and a skip ended the game")
		}
	})
	t.Run("004 l.30–32 R24: a bet on a casino: a die, 4–6 pays the stake, 1–3 loses it, told to everyone", func(t *testing.T) {
		wins, losses := 0, 0
		for seed := range uint64(40) {
			m := casinoPlan(t)
			g, err := New(Setup{Maze: m, Rules: moneyRules(), Players: []string{"Ann", "Bob"}, Seed: seed})
			if err != nil {
				t.Fatal(err)
			}
			tb := &table{t: t, g: g}
			tb.do(Choose(0, pos(3, 1)))
			tb.do(Choose(1, pos(5, 3)))
			tb.do(Command{Kind: Begin})
			tb.say("Ann", "bet 4")
			e := tb.must(BetPlayed)
			if e.To.Kind != ToEveryone || e.Count != 4 || e.Limit < 1 || e.Limit > 6 || e.Yes != (e.Limit >= 4) {
				t.Fatalf("seed %d: bet event %+v", seed, e)
			}
			want := 6
			if e.Yes {
				want, wins = 14, wins+1
			} else {
				losses++
			}
			if got := tb.player("Ann").Money; got != want {
				t.Fatalf("seed %d: die %d, Ann has %d coins, want %d", seed, e.Limit, got, want)
			}
			if tb.g.Current() != 1 || tb.at("Ann") != pos(3, 1) {
				t.Fatal("the bet is instead of a move: Ann stays, the turn passes")
			}
			// The same seed throws the same die: a replay is identical.
			again, err := New(Setup{Maze: m, Rules: moneyRules(), Players: []string{"Ann", "Bob"}, Seed: seed})
			if err != nil {
				t.Fatal(err)
			}
			var out []Event
			for _, c := range g.Journal() {
				if out, err = again.Apply(c, out[:0]); err != nil {
					t.Fatal(err)
				}
			}
			a, _ := g.Snapshot()
			b, _ := again.Snapshot()
			if string(a) != string(b) {
				t.Fatalf("seed %d: the replay differs", seed)
			}
		}
		if wins == 0 || losses == 0 {
			t.Fatalf("40 seeds: %d wins, %d losses; the die is not drawn", wins, losses)
		}
	})
	t.Run("004 l.30 R24: a bet off a casino plays nothing and spends the move", func(t *testing.T) {
		tb := newTable(t, casinoPlan(t), moneyRules(), "Ann@2,1", "Bob@5,3")
		tb.say("Ann", "bet 3")
		tb.must(NoCasino)
		tb.mustNot(BetPlayed)
		if tb.player("Ann").Money != 10 || tb.g.Current() != 1 {
			t.Fatal("nothing is staked, and the turn passes")
		}
	})
	t.Run("§7.9 a hint is one of the last survivor's moves", func(t *testing.T) {
		r := moneyRules()
		r.Lives, r.LastSurvivorMoves = 1, 1
		tb := newTable(t, casinoPlan(t), r, "Ann@1,2", "Bob@3,2")
		tb.say("Ann", "shoot right, go down")
		tb.must(SurvivorMoves)
		tb.say("Ann", "where am I?")
		if res, _ := tb.g.Result(); res != SurvivorFailed {
			t.Fatalf("result %q after the last survivor's one move was a hint", res)
		}
	})
	t.Run("004 l.30 R24: walking into a casino is announced", func(t *testing.T) {
		tb := newTable(t, casinoPlan(t), moneyRules(), "Ann@2,1", "Bob@5,3")
		tb.say("Ann", "go right")
		if e := tb.must(Moved); e.Cell != maze.Casino {
			t.Fatalf("moved into %v", e.Cell)
		}
	})
}

// addCasino turns a land cell of a random maze into a casino, for the
// random games under the option casino.
func addCasino(rng *rand.Rand, m *maze.Maze) {
	for _, i := range rng.Perm(m.Len()) {
		p := m.PosOf(i)
		if m.Kind(p) == maze.Land && !slices.ContainsFunc(m.Treasures, func(tr maze.Treasure) bool { return tr.At == p }) {
			m.SetCell(p, maze.Cell{Kind: maze.Casino})
			return
		}
	}
}

// moneyTally follows the money of a random game from its events: what the
// players started with, less the hints bought, plus the bets won, less
// those lost (seed 004's money).
type moneyTally struct{ start, net int }

func (mt *moneyTally) add(e Event) {
	switch {
	case e.Code == HintBought:
		mt.net -= e.Count
	case e.Code == BetPlayed && e.Yes:
		mt.net += e.Count
	case e.Code == BetPlayed:
		mt.net -= e.Count
	}
}

// check fails the test unless the players' money is what the events say,
// and nobody's is negative.
func (mt *moneyTally) check(t *testing.T, g *Game) {
	t.Helper()
	sum := 0
	for i := range g.players {
		p := &g.players[i]
		if p.Money < 0 {
			t.Fatalf("%s has %d coins", p.Name, p.Money)
		}
		sum += p.Money
	}
	if sum != mt.start+mt.net {
		t.Fatalf("the players hold %d coins; started with %d, %+d since", sum, mt.start, mt.net)
	}
}
