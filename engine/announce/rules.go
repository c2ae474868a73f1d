package announce

import (
	"cmp"
	"fmt"

	"github.com/labyrinth-game/labyrinth/engine/rules"
)

// RulesInForce describes a rules configuration (docs/rules.md) in short
// phrases, the reference's defaults included, so that a player can confirm
// every rule of the game (§7): "each player starts with three bullets and
// three grenades", "a draw after 25 rounds with no irreversible changes
// (Nstop, §3.6)", ...
func RulesInForce(r rules.Rules) []string {
	var out []string
	add := func(format string, args ...any) { out = append(out, fmt.Sprintf(format, args...)) }
	// either says yes when on holds, no (if any) otherwise.
	either := func(on bool, yes, no string) {
		switch {
		case on:
			out = append(out, yes)
		case no != "":
			out = append(out, no)
		}
	}
	if r.Preset != "" {
		add("based on the %s preset", r.Preset)
	}

	// What each player has (§5.1, §5.3, §5.5, §7.2, §7.5, §7.6).
	landmine := r.Landmines && (r.StartLandmines > 0 || r.HandedOutLandmines)
	switch {
	case r.CommonStart && landmine:
		add("everyone starts on one cell the game master chooses, without bullets and grenades, with a landmine (§7.6)")
	case r.CommonStart:
		add("everyone starts on one cell the game master chooses, without bullets and grenades (§7.6)")
	case landmine:
		add("each player starts with %s, %s and a landmine", quantityOrNo(r.StartBullets, "bullet"), quantityOrNo(r.StartGrenades, "grenade"))
	default:
		add("each player starts with %s and %s", quantityOrNo(r.StartBullets, "bullet"), quantityOrNo(r.StartGrenades, "grenade"))
	}
	switch r.Starts {
	case rules.StartsPlayers:
		add("each player chooses his own start in secret (G1)")
	case rules.StartsMaster:
		add("the game master places every player without telling him where (G2)")
	}
	add("a player carries at most %s and %s, what a weaponry refills (§4.3)", quantityOrNo(r.MaxBullets, "bullet"), quantityOrNo(r.MaxGrenades, "grenade"))
	if r.Reorders < 0 {
		add("each player may order as many new cells after wounds as there are other players (§5.5)")
	} else {
		add("each player may order %s after wounds (§5.5)", cells(r.Reorders))
	}
	either(!r.NewCellAfterLandmine, "no new cell after a landmine (§7.5)", "")

	// What the game master announces before the game (§3.6, §4.7, §8.6).
	if r.NStop > 0 {
		add("a draw after %s with no irreversible changes (Nstop, §3.6)", countNoun(r.NStop, "1 round", fmt.Sprintf("%d rounds", r.NStop)))
	} else {
		add("a draw after as many rounds with no irreversible changes as the labyrinth has cells (Nstop, §3.6)")
	}
	switch {
	case !r.Encephalitis:
		add("no encephalitis")
	case r.HealingMoves > 0:
		add("an infected player has %s to heal (§4.7)", moveCount(r.HealingMoves))
	default:
		add("the time for healing an infection is not limited (§4.7)")
	}

	// What the labyrinth holds (§1.4, §5.7, §7.1).
	switch {
	case !r.Landmines:
		add("no landmines")
	case r.HandedOutLandmines:
		add("landmines are handed out, one to each player, instead of lying in the labyrinth (§5.7)")
	default:
		add("landmines may lie in the labyrinth (§5.7)")
	}
	either(r.Landmines && !r.MinesOnNeighbours, "a landmine is set only on one's own cell", "")
	either(r.IndestructibleInnerWalls, "some inner walls may be indestructible (O3)", "every inner wall can be blown up (§1.4)")
	either(r.AnnounceMonolith, "hitting the monolith is told apart from hitting a wall", "")
	either(r.ClosedExits, "exits may be closed by destructible walls", "no closed exits")
	either(r.RequireOpenExit, "at least one exit is open at the start (§8.4)", "")
	either(r.Chains, "chains of land, hospitals, weaponries and deltas join the opposite walls", "")
	out = append(out, planLimits(r)...)
	out = append(out, designRestrictions(r)...)

	// What a move may be (§6.5 – §6.8, §7.1, §7.7).
	out = append(out, allowed("moves", kindOn{"conditional", r.ConditionalMoves}, kindOn{"dark", r.DarkMoves}, kindOn{"semi-dark", r.SemiDarkMoves}))
	either(r.Throwing, "items may be thrown", "no throwing: items are only left on one's own cell")
	either(r.Skips, "a move may be skipped", "no skipping (§7.7)")
	either(!r.RepeatingMoves, "no repeating a move known to change nothing (§7.7)", "")

	// Shooting (§5.5, §7.3).
	if r.ShootingRange > 0 {
		add("a bullet flies at most %s", quantityOrNo(r.ShootingRange, "cell"))
	}
	either(!r.ShootFromRivers, "no shooting from a river: the powder is damp", "")
	either(r.NoHavens, "hospitals and weaponries shelter nobody: bullets fly through and hit whoever is there", "")
	either(r.ShootThroughHavens && !r.NoHavens, "bullets fly through hospitals and weaponries", "")
	either(r.NameVictims, "whom a bullet hit is named at once", "")
	either(r.NamedTargets, "a shot names its target and the cell aimed at", "")

	// Rivers (§4.6, §7.4; seeds 001 and 004).
	carry := ""
	switch r.RiverCarry {
	case rules.CarryTwo:
		carry = "two cells"
	case rules.CarryRandom:
		carry = "one or two cells at random, not told which"
	}
	switch {
	case r.Rivers == rules.Shallow && carry != "":
		add("shallow rivers: carried once when stepping in, %s (§7.4)", carry)
	case r.Rivers == rules.Shallow:
		add("shallow rivers: carried once when stepping in (§7.4)")
	case r.Rivers == rules.Turbulent:
		add("turbulent rivers: carried straight to the delta (§7.4)")
	case r.Rivers == rules.Walkable:
		add("walkable rivers: whoever gets in or hits a wall is carried %s; walking up- or downstream one arrives where one wanted (seed 004)", cmp.Or(carry, "one cell"))
	case carry != "":
		add("deep rivers: carried by the flow %s", carry)
	default:
		add("deep rivers: carried one cell by the flow (§4.6)")
	}
	either(r.ItemsFloatEachMove, "items in a river float downstream after every move", "")
	either(r.FloatingItems && !r.ItemsFloatEachMove, "items float downstream", "")

	// Steps and skips (seeds 001 and 002).
	either(r.RelaxedStep, "after hitting a wall a player says another step, until his marker moves (relaxed step, S1)", "")
	either(r.PitWallJumps, "hitting a wall leaving a pit carries one on to the next pit (S2)", "")
	either(r.SkipCarries, "a skip in a pit or a river moves one by the loop or by the flow", "")
	either(r.SkipWithActions, "a skip may come with shots and grenades (\"skip, shoot left\")", "")
	either(r.ActAfterHearing, "a player hears the results of his step before saying what he does after it", "")
	either(r.WeaponsAfterStep, "weapons are used only after the step (W9)", "")
	either(r.WoundedNoGrenades, "the wounded throw no grenades", "")
	either(r.StartIsArrival, "a start in a river or a pit carries one as stepping in does", "")

	// Grenades (§5.4, §7.8), the end (§3.5, §7.9) and time (§9).
	switch r.BlastReport {
	case rules.BlastMissingWall:
		add("the game master says when a grenade found no wall (§7.8)")
	case rules.BlastOutcome:
		add("the game master says whether a grenade's wall fell, stood or was not there (§7.8)")
	case rules.BlastExploded:
		add("the game master says only whether a bomb exploded: it does when its inner wall falls, never at the outer wall (seed 004)")
	default:
		add("nothing is said about the wall a grenade was thrown at (§5.4)")
	}
	switch {
	case r.LastSurvivorMoves > 0:
		add("the last player left has %s to carry the true treasure out (§7.9)", moveCount(r.LastSurvivorMoves))
	case r.Victory == rules.VictoryTreasureOrLast:
		add("the last player left wins (§3.5)")
	}
	out = append(out, otherRuleSets(r)...)
	out = append(out, moneyRules(r)...)
	out = append(out, itemRules(r)...)
	out = append(out, keyRules(r)...)
	if r.MoveSeconds > 0 {
		add("a timed move must be made within %d seconds (§9)", r.MoveSeconds)
	}
	if r.BreakMinutes > 0 {
		add("%s-minute breaks (§9)", number(r.BreakMinutes))
	} else {
		add("no breaks")
	}
	for _, h := range r.Handicaps {
		if h.KnownCells > 0 {
			add("%s may ask the types of %s before choosing a start (§7.2)", h.Player, quantityOrNo(h.KnownCells, "cell"))
		}
		if h.ExtraNewCell {
			add("%s has one extra new cell, to order wounded or not (§7.2)", h.Player)
		}
	}
	return out
}

// planLimits lists the §7.1 limits and counts fixed beforehand.
func planLimits(r rules.Rules) []string {
	var out []string
	for _, l := range []struct {
		n         int
		limit     bool // "at most n", or exactly n
		one, many string
	}{
		{r.MaxPits, true, "pit", "pits"},
		{r.MaxPitLoops, true, "pit loop", "pit loops"},
		{r.MaxPitLoopLength, true, "pit in a loop", "pits in a loop"},
		{r.MaxRiverSystems, true, "river system", "river systems"},
		{r.MaxRiverBranches, true, "branch to a river system", "branches to a river system"},
		{r.MaxRiverLength, true, "river cell in a river", "river cells in a river"},
		{r.Weaponries, false, "weaponry", "weaponries"},
		{r.Hospitals, false, "hospital", "hospitals"},
		{r.Treasures, false, "treasure", "treasures"},
		{r.InnerWalls, false, "inner wall", "inner walls"},
		{r.Exits, false, "exit", "exits"},
	} {
		if l.n <= 0 {
			continue
		}
		s := fmt.Sprintf("%d %s", l.n, countNoun(l.n, l.one, l.many))
		if l.limit {
			s = "at most " + s
		}
		out = append(out, s)
	}
	return out
}

// designRestrictions lists what the other rule systems of the seeds limit
// in the plan ("Maze on paper": "If any design restrictions were used they
// must be publicly declared before the game").
func designRestrictions(r rules.Rules) []string {
	var out []string
	add := func(on bool, s string) {
		if on {
			out = append(out, s)
		}
	}
	if r.MinExits > 0 {
		out = append(out, fmt.Sprintf("the labyrinth needs at least %s, not two (O1, O2)", quantityOrNo(r.MinExits, "exit")))
	}
	add(r.Weaponries == rules.NoWeaponries, "no weaponries (A1)")
	add(r.Hospitals == rules.NoHospitals, "no hospitals (H1)")
	add(r.NoPits, "no pits")
	add(r.NoRivers, "no rivers")
	add(r.SinglePitLoops, "a pit loop may be a single pit")
	add(r.OneEnclosure, "one part of the labyrinth may be reachable only with grenades, if a weaponry can be reached without them")
	add(r.RiversFlow == rules.FlowSouth, "rivers flow only from north to south (down)")
	add(r.StraightRivers, "rivers are straight")
	if r.MinPitDistance > 1 {
		out = append(out, fmt.Sprintf("pits are at least %s apart", quantityOrNo(r.MinPitDistance, "step")))
	}
	return out
}

// kindOn is a kind of something and whether the rules allow it.
type kindOn struct {
	name string
	on   bool
}

// allowed says which kinds are allowed: "conditional, dark and semi-dark
// moves allowed", "conditional moves allowed; dark and semi-dark moves
// forbidden".
func allowed(what string, kinds ...kindOn) string {
	var yes, no []string
	for _, k := range kinds {
		if k.on {
			yes = append(yes, k.name)
		} else {
			no = append(no, k.name)
		}
	}
	switch {
	case len(no) == 0:
		return join(yes) + " " + what + " allowed"
	case len(yes) == 0:
		return join(no) + " " + what + " forbidden"
	}
	return join(yes) + " " + what + " allowed; " + join(no) + " " + what + " forbidden"
}

func cells(n int) string {
	if n == 1 {
		return "one new cell"
	}
	return number(n) + " new cells"
}

func countNoun(n int, one, many string) string {
	if n == 1 {
		return one
	}
	return many
}
