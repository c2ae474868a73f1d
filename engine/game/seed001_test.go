package game

import (
	"errors"
	"testing"

	"github.com/labyrinth-game/labyrinth/engine/maze"
	"github.com/labyrinth-game/labyrinth/engine/rules"
)

// Options of other rule sets (seeds 001 and 004) that are not movement:
// who sets the starts, the monolith told apart, victims named at once, and
// hospitals and weaponries that shelter nobody. Each test names the seed's
// line.

func TestStartsOption(t *testing.T) {
	m := plan(t, open5, "1,1 left exit", "5,5 right exit", "$3,3")
	newGame := func(t *testing.T, starts rules.StartRule) *Game {
		g, err := New(Setup{Maze: m, Rules: with(func(r *rules.Rules) { r.Starts = starts }), Players: []string{"Ann", "Bob"}})
		if err != nil {
			t.Fatal(err)
		}
		return g
	}
	refused := func(t *testing.T, g *Game, c Command, code RefusalCode) {
		t.Helper()
		_, err := g.Apply(c, nil)
		var r *Refusal
		if !errors.As(err, &r) || r.Code != code {
			t.Fatalf("%v: %v, want %s", c, err, code)
		}
	}
	t.Run("001 l.122 G1 players choose: the game master places nobody", func(t *testing.T) {
		g := newGame(t, rules.StartsPlayers)
		refused(t, g, Command{Kind: PlaceStart, Player: 0, Cell: pos(3, 3)}, RefusedStartsByPlayers)
		for i, c := range []maze.Pos{pos(1, 1), pos(2, 2)} {
			if _, err := g.Apply(Choose(i, c), nil); err != nil {
				t.Fatal(err)
			}
		}
		if _, err := g.Apply(Command{Kind: Begin}, nil); err != nil || g.Player(1).Pos != pos(2, 2) {
			t.Fatalf("%v", err)
		}
	})
	t.Run("001 l.123 G2 the game master places everyone: nobody chooses", func(t *testing.T) {
		g := newGame(t, rules.StartsMaster)
		refused(t, g, Choose(0, pos(1, 1)), RefusedStartsByMaster)
		g.Apply(Command{Kind: PlaceStart, Player: 0, Cell: pos(3, 3)}, nil)
		refused(t, g, Command{Kind: Begin}, RefusedWaitingForStarts)
		g.Apply(Command{Kind: PlaceStart, Player: 1, Cell: pos(4, 4)}, nil)
		// Declared invalid (§6.1), the starts are still the game master's.
		g.Apply(Command{Kind: InvalidateStarts}, nil)
		refused(t, g, Choose(0, pos(1, 1)), RefusedStartsByMaster)
	})
	t.Run("§6.1 as agreed: a player chooses, the game master may place another", func(t *testing.T) {
		g := newGame(t, rules.StartsAgreed)
		if _, err := g.Apply(Choose(0, pos(1, 1)), nil); err != nil {
			t.Fatal(err)
		}
		if _, err := g.Apply(Command{Kind: PlaceStart, Player: 1, Cell: pos(3, 3)}, nil); err != nil {
			t.Fatal(err)
		}
	})
}

func TestAnnounceMonolith(t *testing.T) {
	m := plan(t, open5, "2,2 right", "1,1 left exit", "5,5 down closed", "$3,3")
	monolith := with(func(r *rules.Rules) { r.AnnounceMonolith = true })
	for _, c := range []struct {
		name, start, move string
		rules             rules.Rules
		want              Reason
	}{
		{"001 l.75 \"step impossible, monolith\"", "1,2", "go left", monolith, Monolith},
		{"001 l.74 \"step impossible, wall\": an inner wall", "2,2", "go right", monolith, ""},
		{"001 l.74 a closed exit is a wall, not the monolith", "5,5", "go down", monolith, ""},
		{"§2.2 the reference says the same for the monolith (001 l.114)", "1,2", "go left", ref(), ""},
	} {
		t.Run(c.name, func(t *testing.T) {
			tb := newTable(t, m, c.rules, "Ann@"+c.start, "Bob@3,3")
			tb.say("Ann", c.move)
			if e := tb.must(HitWall); e.Reason != c.want || e.To != Everyone() {
				t.Errorf("%+v", e)
			}
		})
	}
}

func TestNameVictims(t *testing.T) {
	m := plan(t, open5, "1,1 left exit", "5,5 right exit", "$5,1")
	named := with(func(r *rules.Rules) { r.NameVictims = true })
	t.Run("004 l.37–38 whom the bullet hit is announced with the shot", func(t *testing.T) {
		tb := newTable(t, m, named, "Ann@1,3", "Bob@3,3")
		tb.say("Ann", "shoot right, go left")
		if e := tb.must(PlayerWounded); e.To != Everyone() || e.Player != 1 || e.Other != 0 {
			t.Errorf("%+v", e)
		}
		// His turn still begins with the notice, which gives his new cells
		// (§5.5).
		tb.must(WoundNotice)
	})
	t.Run("004 l.37–38 a kill is named at once too", func(t *testing.T) {
		tb := newTable(t, m, named, "Ann@1,3", "Bob@3,3")
		tb.say("Ann", "shoot right, go left")
		tb.say("Bob", "keep my cell")
		tb.say("Bob", "skip")
		tb.say("Ann", "shoot right, go left")
		if e := tb.must(PlayerKilled); e.To != Everyone() {
			t.Errorf("%+v", e)
		}
	})
	t.Run("§5.5 the reference tells the game master only", func(t *testing.T) {
		tb := newTable(t, m, ref(), "Ann@1,3", "Bob@3,3")
		tb.say("Ann", "shoot right, go left")
		if e := tb.must(PlayerWounded); e.To != MasterOnly() {
			t.Errorf("%+v", e)
		}
	})
}

func TestNoHavens(t *testing.T) {
	m := plan(t, open5, "1,1 left exit", "5,5 right exit", "$5,1")
	m.SetCell(pos(3, 3), maze.Cell{Kind: maze.Hospital})
	m.SetCell(pos(3, 4), maze.Cell{Kind: maze.Weaponry})
	open := with(func(r *rules.Rules) { r.NoHavens = true })
	t.Run("001 l.64 a bullet flies through a hospital until it hits a player", func(t *testing.T) {
		tb := newTable(t, m, open, "Ann@1,3", "Bob@5,3")
		tb.say("Ann", "shoot right, go left")
		tb.must(Scream)
		if tb.player("Bob").Health != Wounded {
			t.Fatal("not hit beyond the hospital")
		}
	})
	t.Run("001 l.64 a player in a hospital is hit", func(t *testing.T) {
		tb := newTable(t, m, open, "Ann@1,3", "Bob@3,3")
		tb.say("Ann", "shoot right, go left")
		tb.must(Scream)
	})
	t.Run("001 l.64 shooting out of a weaponry", func(t *testing.T) {
		tb := newTable(t, m, open, "Ann@3,4", "Bob@1,4")
		tb.say("Ann", "shoot left, go right")
		tb.must(Scream)
	})
	t.Run("§4.2 the reference: the hospital shelters", func(t *testing.T) {
		tb := newTable(t, m, ref(), "Ann@1,3", "Bob@3,3")
		tb.say("Ann", "shoot right, go left")
		tb.must(NoScream)
	})
}
