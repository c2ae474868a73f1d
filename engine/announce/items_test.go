package announce

import (
	"strings"
	"testing"

	"github.com/labyrinth-game/labyrinth/engine/game"
	"github.com/labyrinth-game/labyrinth/engine/maze"
	"github.com/labyrinth-game/labyrinth/engine/moves"
	"github.com/labyrinth-game/labyrinth/engine/rules"
)

// What seed 001's items, arsenals, walls and cells make the game master
// say, in full (issue 12, the items part).
func TestItemReplies(t *testing.T) {
	m, err := maze.Decode([]byte(`{
  "format": "labyrinth-maze", "version": 2, "width": 3, "height": 3,
  "cells": [
    "L  W  S",
    "L  L  L",
    "L  L  L"
  ],
  "exits": [ {"at": [1,3], "side": "left"} ],
  "walls": [ {"at": [1,2], "side": "right"} ],
  "treasures": [ {"at": [3,3], "true": true} ]
}`))
	if err != nil {
		t.Fatal(err)
	}
	r := rules.Reference()
	r.MaxKnives, r.StartKnives, r.MaxCement, r.Swamps, r.OneKitPerPlayer, r.GrenadesKill = 1, 1, 1, true, true, true
	r.BlastReport = rules.BlastOutcome
	g, err := game.New(game.Setup{Maze: m, Rules: r, Players: []string{"Ann", "Bob"}})
	if err != nil {
		t.Fatal(err)
	}
	en := English{Names: g.Names()}
	say := func(t *testing.T, who int, text, want string) {
		t.Helper()
		s, err := moves.ParseStatement(text)
		if err != nil {
			t.Fatal(err)
		}
		out, err := g.Apply(game.Command{Kind: game.Say, Player: who, Say: s}, nil)
		if err != nil {
			t.Fatal(err)
		}
		if got := en.Reply(out, 1); !strings.HasPrefix(got, want) {
			t.Errorf("%s: got  %q\nwant it to begin %q", text, got, want)
		}
	}
	for _, c := range []game.Command{game.Choose(0, maze.At(0, 1)), game.Choose(1, maze.At(0, 1)), {Kind: game.Begin}} {
		if _, err := g.Apply(c, nil); err != nil {
			t.Fatal(err)
		}
	}
	t.Run("001 l.65 the knife", func(t *testing.T) {
		say(t, 0, "use knife, go up", "Struck with the knife. A scream is heard! Three bullets fell at your feet. Walked onto land.")
	})
	t.Run("001 l.105 a swamp", func(t *testing.T) {
		say(t, 1, "keep my cell", "")
		say(t, 1, "build a wall below, go right", "Cannot build a wall — no cement. Cannot move — hit a wall.")
	})
	t.Run("001 l.148 A5 the kit, then nothing", func(t *testing.T) {
		say(t, 0, "go right", "Walked into a weaponry, you have three bullets, three grenades, one knife and one bag of cement.")
		say(t, 1, "skip", "")
		say(t, 0, "build a wall below, go down", "Built a wall below. Cannot move — hit a wall.")
		say(t, 1, "skip", "")
		say(t, 0, "go left", "")
		say(t, 1, "skip", "")
		say(t, 0, "go right", "Walked into a weaponry. The arsenal gives nothing more: its one kit was taken.")
	})
	t.Run("001 l.105 stuck in the swamp", func(t *testing.T) {
		say(t, 1, "skip", "")
		say(t, 0, "go right", "Walked into a swamp.")
		// Bob's skip is followed by Ann's lost move and Bob's turn again;
		// his skip and her lost move are no §6.6 draw.
		s, _ := moves.ParseStatement("skip")
		out, err := g.Apply(game.Command{Kind: game.Say, Player: 1, Say: s}, nil)
		if err != nil {
			t.Fatal(err)
		}
		if got := en.Reply(out, 1); !strings.Contains(got, "Ann is stuck in the swamp: his move is skipped.") || strings.Contains(got, "draw") {
			t.Errorf("got %q", got)
		}
	})
}

// The rules in force name seed 001's items; the reference's say nothing of
// them.
func TestRulesInForceOfItems(t *testing.T) {
	ref := strings.Join(RulesInForce(rules.Reference()), "; ")
	r := rules.Reference()
	r.MaxKnives, r.StartKnives, r.MaxCement = 1, 1, 2
	r.OneKitPerPlayer, r.GrenadesKill, r.OneWayDoors, r.Windows, r.Swamps = true, true, true, true, true
	got := strings.Join(RulesInForce(r), "; ")
	for _, want := range []string{
		"knives: each player starts with one knife and carries at most one knife; a knife wounds every other player on its bearer's cell and is spent (W2)",
		"cement: a player carries at most 2 bags from a weaponry; a bag builds a wall on a side of his cell (O4)",
		"each weaponry gives each player one kit only (A3, A5)",
		"a grenade kills whoever stands in the cell it is thrown towards (W8)",
		"some walls may have one-way doors, passed one way only (O5)",
		"some walls may have windows that bullets fly through (O6)",
		"a player stepping into a swamp loses his next move",
	} {
		if !strings.Contains(got, want) {
			t.Errorf("001: the rules in force lack %q:\n%s", want, got)
		}
		if strings.Contains(ref, want) {
			t.Errorf("the Reference says %q", want)
		}
	}
}

// The game master hears what wounded or killed a player: a knife (001
// l.65), a grenade (W8).
func TestItemCauses(t *testing.T) {
	en := English{Names: []string{"Ann", "Bob"}}
	for _, c := range []struct {
		e    game.Event
		want string
	}{
		{game.Event{Code: game.PlayerWounded, Player: 1, Other: 0, Reason: game.Knife}, "Bob is wounded by Ann's knife."},
		{game.Event{Code: game.PlayerKilled, Player: 1, Other: 0, Reason: game.Grenade}, "Bob is killed by Ann's grenade."},
	} {
		if got := en.Text(c.e); got != c.want {
			t.Errorf("got %q, want %q", got, c.want)
		}
	}
}

// 002 l.13, l.35: the boats a player carries are told in his status and in
// a weaponry's inventory, as seed 001's items are.
func TestBoatsTold(t *testing.T) {
	s := game.Status{Health: game.Healthy, Bullets: 1, Grenades: 1, Boats: 1}
	if got, want := inventory(s), "one bullet, one grenade, one boat"; got != want {
		t.Errorf("inventory: %q, want %q", got, want)
	}
	s.Boats, s.Knives = 2, 1
	if got := status(s); !strings.Contains(got, "one knife and two boats") {
		t.Errorf("status: %q", got)
	}
	s.Boats, s.Knives = 0, 0
	if got := inventory(s); strings.Contains(got, "boat") {
		t.Errorf("no boats: %q", got)
	}
}

// Seed 002's Key game: every player can confirm its rules at any time (§7),
// the victory, nobody dying, the kit dropped, the boats and the ways
// between floors among them.
func TestKeyRulesInForce(t *testing.T) {
	r := rules.KeyEasy()
	r.Stairs = true
	got := strings.Join(RulesInForce(r), "; ")
	for _, want := range []string{
		"leaving by the locked exit with the Key wins", // 002 l.56
		"nobody dies", // l.31
		"the wounded drop their whole kit where they stand",                    // l.31
		"boats: each player starts with one boat and carries at most one boat", // l.13, l.35
		"elevators join the floors",                                            // 004 l.55–57
		"staircases join the floors: \"go upstairs\" and \"go downstairs\"",    // 001 G3
	} {
		if !strings.Contains(got, want) {
			t.Errorf("the Key game's rules in force lack %q:\n%s", want, got)
		}
	}
	if ref := strings.Join(RulesInForce(rules.Reference()), "; "); strings.Contains(ref, "Key") || strings.Contains(ref, "boat") || strings.Contains(ref, "floors") {
		t.Errorf("the Reference speaks of the Key game:\n%s", ref)
	}
}
