package announce

import (
	"strings"
	"testing"

	"github.com/labyrinth-game/labyrinth/engine/game"
	"github.com/labyrinth-game/labyrinth/engine/maze"
	"github.com/labyrinth-game/labyrinth/engine/moves"
	"github.com/labyrinth-game/labyrinth/engine/rules"
)

// TestLandmineWoundIsToldAsALandmine plays §5.7: Ann sets a landmine, Bob
// walks onto it. The game master's record must say a landmine wounded him,
// set off by his own arrival, not "Bob is wounded by Bob's bullet".
func TestLandmineWoundIsToldAsALandmine(t *testing.T) {
	m, err := maze.Decode([]byte(`{"format": "labyrinth-maze", "version": 1, "width": 3, "height": 2,
	  "cells": ["L L L", "L L L"],
	  "exits": [{"at": [1,1], "side": "left"}, {"at": [3,2], "side": "right"}],
	  "treasures": [{"at": [3,2], "true": true}]}`))
	if err != nil {
		t.Fatal(err)
	}
	r := rules.Reference()
	r.StartLandmines = 1
	g, err := game.New(game.Setup{Maze: m, Rules: r, Players: []string{"Ann", "Bob", "Cid"}})
	if err != nil {
		t.Fatal(err)
	}
	for i, at := range []maze.Pos{maze.At(0, 0), maze.At(2, 0), maze.At(1, 0)} {
		if _, err := g.Apply(game.Choose(i, at), nil); err != nil {
			t.Fatal(err)
		}
	}
	var all []game.Event
	for _, c := range []game.Command{
		{Kind: game.Begin},
		game.Play(0, moves.Move{Actions: []moves.Action{{Kind: moves.SetMine, Dir: maze.Right}, {Kind: moves.Go, Dir: maze.Down}}}),
		game.Play(1, moves.Step(maze.Left)),
	} {
		if all, err = g.Apply(c, all); err != nil {
			t.Fatal(err)
		}
	}
	en := English{Names: g.Names()}
	var told []string
	for _, e := range all {
		if e.Code == game.PlayerWounded {
			told = append(told, en.Text(e))
		}
	}
	want := []string{"Bob is wounded by the landmine he set off.", "Cid is wounded by the landmine Bob set off."}
	if strings.Join(told, " ") != strings.Join(want, " ") {
		t.Errorf("§5.7: the game master's record says %q, want %q", told, want)
	}
	if got := en.Reply(all[len(all)-8:], game.Master); strings.Contains(got, "bullet") {
		t.Errorf("§5.7: a landmine's blast told as a bullet: %q", got)
	}
	// Events written before the cause was recorded were all bullets.
	old := game.Event{Code: game.PlayerKilled, Player: 1, Other: 0}
	if got := en.Text(old); got != "Bob is killed by Ann's bullet." {
		t.Errorf("an event without a cause: %q", got)
	}
}

// TestRulesInForce lists every rule a player may confirm (§7), the ones the
// reference sets by default among them, and each option that changes them.
func TestRulesInForce(t *testing.T) {
	ref := rules.Reference()
	ref.NStop, ref.Reorders = 30, 2
	got := strings.Join(RulesInForce(ref), "; ")
	for _, want := range []string{
		"based on the Reference preset", "each player starts with three bullets and three grenades",
		"each player may order two new cells after wounds (§5.5)", "a draw after 30 rounds with no irreversible changes (Nstop, §3.6)",
		"the time for healing an infection is not limited (§4.7)", "every inner wall can be blown up (§1.4)",
		"conditional, dark and semi-dark moves allowed", "deep rivers", "the last player left wins (§3.5)",
	} {
		if !strings.Contains(got, want) {
			t.Errorf("the Reference rules in force lack %q:\n%s", want, got)
		}
	}
	beg := rules.Beginner()
	beg.IndestructibleInnerWalls = true
	beg.HealingMoves = 4
	beg.Handicaps = []rules.Handicap{{Player: "Bob", KnownCells: 3, ExtraNewCell: true}}
	got = strings.Join(RulesInForce(beg), "; ")
	for _, want := range []string{
		"based on the Beginner preset", "no encephalitis", "no landmines", "no closed exits",
		"some inner walls may be indestructible (O3)", "conditional, dark and semi-dark moves forbidden",
		"no throwing", "at most 1 pit loop", "at most 3 pits in a loop", "at least one exit is open at the start (§8.4)",
		"Bob may ask the types of three cells before choosing a start (§7.2)", "Bob has one extra new cell",
	} {
		if !strings.Contains(got, want) {
			t.Errorf("the Beginner rules in force lack %q:\n%s", want, got)
		}
	}
	// 001 l.115: "If any design restrictions were used they must be
	// publicly declared before the game"; and the other plan limits.
	limits := rules.Reference()
	limits.MinExits, limits.Exits = 1, 1
	limits.Weaponries, limits.Hospitals = rules.NoWeaponries, rules.NoHospitals
	limits.NoPits, limits.NoRivers, limits.SinglePitLoops, limits.OneEnclosure = true, true, true, true
	limits.RiversFlow, limits.StraightRivers, limits.MinPitDistance = rules.FlowSouth, true, 3
	got = strings.Join(RulesInForce(limits), "; ")
	for _, want := range []string{
		"1 exit", "the labyrinth needs at least one exit, not two (O1, O2)", "no weaponries (A1)", "no hospitals (H1)",
		"no pits", "no rivers", "a pit loop may be a single pit", "one part of the labyrinth may be reachable only with grenades",
		"rivers flow only from north to south (down)", "rivers are straight", "pits are at least three steps apart",
	} {
		if !strings.Contains(got, want) {
			t.Errorf("001 l.115: the rules in force lack %q:\n%s", want, got)
		}
	}
	for _, unwanted := range []string{"not two", "(A1)", "(H1)", "no pits", "no rivers", "single pit", "north to south", "straight", "apart"} {
		if got := strings.Join(RulesInForce(rules.Reference()), "; "); strings.Contains(got, unwanted) {
			t.Errorf("the Reference rules in force say %q:\n%s", unwanted, got)
		}
	}
}

// TestRulesInForceOfOtherRuleSets: the rules of seeds 001 and 004 a player
// may confirm (§7), said only when they differ from the reference's.
func TestRulesInForceOfOtherRuleSets(t *testing.T) {
	ref := strings.Join(RulesInForce(rules.Reference()), "; ")
	r := rules.Reference()
	r.Lives, r.Victory, r.TrueTreasures, r.MaxFakeTreasures = 3, rules.VictoryAllTreasures, -1, 1
	r.Trophies, r.TellReturned, r.AnnouncePlan = rules.TrophiesOnArrival, true, true
	got := strings.Join(RulesInForce(r), "; ")
	for _, want := range []string{
		"three lives: each hit takes one, a hospital restores them all", // 004 l.34, l.11–13
		"carrying every true treasure out wins, one at a time, each kept outside (V3)",
		"any number of true treasures (T3)", "at most one fake treasure (T2)",
		"a dead player's weapons are trophies for whoever steps into his cell (W7)",
		"a player whose move takes him back where it began is told so",
		"the pit loops, rivers, weaponries and hospitals are announced before play",
	} {
		if !strings.Contains(got, want) {
			t.Errorf("001 and 004: the rules in force lack %q:\n%s", want, got)
		}
		if strings.Contains(ref, want) {
			t.Errorf("the Reference says %q", want)
		}
	}
	if strings.Contains(got, "the last player left wins") {
		t.Errorf("001 l.137 V3: the last player left does not win:\n%s", got)
	}
	r = rules.Reference()
	r.Lives, r.Victory, r.Trophies = 1, rules.VictoryTreasure, rules.TrophiesNone
	got = strings.Join(RulesInForce(r), "; ")
	for _, want := range []string{"the first hit kills (H2)", "the last player left plays on (V2)", "a dead player's weapons are lost with him"} {
		if !strings.Contains(got, want) {
			t.Errorf("001: the rules in force lack %q:\n%s", want, got)
		}
	}
	r = rules.Reference()
	r.Victory = rules.VictoryExit
	got = strings.Join(RulesInForce(r), "; ")
	for _, want := range []string{"the first player out through an exit wins; treasures play no part"} { // 002 l.56
		if !strings.Contains(got, want) {
			t.Errorf("001: the rules in force lack %q:\n%s", want, got)
		}
	}
}
