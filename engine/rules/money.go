package rules

import (
	"errors"
	"fmt"
)

// MaxMoney bounds start_money and hint_price: far more than a game needs,
// small enough that no sum of a game's money overflows.
const MaxMoney = 1_000_000

// checkMoney checks the options of seed 004's money: hints and the casino
// need money to pay with.
func (r Rules) checkMoney() error {
	switch {
	case r.HintPrice > 0 && r.StartMoney == 0:
		return fmt.Errorf("rules: the hint costs %d (hint_price), but players start with no money: set start_money", r.HintPrice)
	case r.Casino && r.StartMoney == 0:
		return errors.New("rules: the casino is played with money, but players start with none: set start_money")
	}
	return nil
}

// LivesAndMoneyName is the name of seed 004's preset.
const LivesAndMoneyName = "Lives and money"

// LivesAndMoney is the game of seed 004 (shared/seeds/004): a 4 × 5
// labyrinth with one exit (l.3–4), three lives, three bullets and three
// bombs (l.8, l.34, l.51), one arsenal and one hospital restoring them to
// three (l.11–13), rivers that carry one or two cells at random and are
// walked up- and downstream (l.14–20), pits whose walls throw one back in
// and on, in loops that may be a single pit (l.23–28), two treasures of
// which one is true (l.43), only whether a bomb exploded told (l.53–55),
// whom a bullet hit said with the shot
// (l.37–38), a shot instead of a move (l.5), money for hints and the
// casino (l.30–32, l.39–41, l.59–60). Where the seed is silent it keeps
// the reference — the starts, as §6.1 has them; what it leaves out — landmines, encephalitis, closed
// exits, conditional, dark and semi-dark moves, throwing, new cells after
// a wound — is off. Its amounts of money are the project's (docs/rules.md,
// "Money, hints and the casino"): the seed says only "some".
func LivesAndMoney() Rules {
	r := Reference()
	r.Preset = LivesAndMoneyName
	r.Lives = 3
	r.StartBullets, r.MaxBullets = 3, 3
	r.StartGrenades, r.MaxGrenades = 3, 3
	r.Landmines, r.Encephalitis, r.ClosedExits = false, false, false
	r.ConditionalMoves, r.DarkMoves, r.SemiDarkMoves = false, false, false
	r.Throwing, r.MinesOnNeighbours = false, false
	r.Reorders = 0
	r.MinExits, r.Exits = 1, 1
	r.Weaponries, r.Hospitals = 1, 1
	r.Treasures = 2
	r.SinglePitLoops = true
	r.PitWallJumps = true
	r.Rivers, r.RiverCarry = Walkable, CarryRandom
	r.NameVictims = true
	r.SkipWithActions = true
	r.BlastReport = BlastExploded
	r.StartMoney, r.HintPrice, r.Casino = 10, 5, true
	return r
}
