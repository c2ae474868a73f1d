package session

import (
	"fmt"

	"github.com/labyrinth-game/labyrinth/engine/game"
	"github.com/labyrinth-game/labyrinth/engine/maze"
)

// Outcome is how a game ended for one player.
type Outcome uint8

const (
	Drawn Outcome = iota
	Won
	Lost
)

func (o Outcome) String() string {
	switch o {
	case Won:
		return "won"
	case Lost:
		return "lost"
	}
	return "draw"
}

// Ending says how the game ended for one player, in words addressed to
// him: Headline is "You won", "You lost" or "A draw"; Why says what did it
// ("you carried the true treasure out through the west exit of (1,2) in 23
// moves"), naming the rule.
type Ending struct {
	Outcome  Outcome
	Headline string
	Why      string
}

// Sentence is the ending in one sentence: "You won: you carried …".
func (e Ending) Sentence() string { return e.Headline + ": " + e.Why + "." }

// Ending says how the game ended for the player at seat.
func (r *Reveal) Ending(seat int) Ending {
	moves := 0
	if seat >= 0 && seat < len(r.Figures) {
		moves = r.Figures[seat].Moves
	}
	other := func(p int) string {
		if p >= 0 && p < len(r.Names) {
			return r.Names[p]
		}
		return "another player"
	}
	switch r.Result {
	case game.WonWithTreasure:
		out := r.exitOf(r.Winner)
		if r.Winner == seat {
			return Ending{Won, "You won", fmt.Sprintf("you carried the true treasure out through %s in %s (§3.2)", out, plural(moves, "move"))}
		}
		return Ending{Lost, "You lost", fmt.Sprintf("%s carried the true treasure out through %s (§3.2)", other(r.Winner), out)}
	case game.WonWithKey:
		if r.Winner == seat {
			return Ending{Won, "You won", fmt.Sprintf("you left by the locked exit with the Key in %s (seed 002 l.56)", plural(moves, "move"))}
		}
		return Ending{Lost, "You lost", other(r.Winner) + " left by the locked exit with the Key (seed 002 l.56)"}
	case game.LastStanding:
		if r.Winner == seat {
			return Ending{Won, "You won", "you are the last player left in the labyrinth (§3.5)"}
		}
		return Ending{Lost, "You lost", other(r.Winner) + " is the last player left in the labyrinth (§3.5)"}
	case game.DrawAllSkipped:
		if len(r.Names) == 1 {
			return Ending{Drawn, "A draw", fmt.Sprintf("after %s you skipped your move, and alone in the game that is every player skipping (§6.6)", plural(moves, "move"))}
		}
		return Ending{Drawn, "A draw", "every player skipped the move (§6.6)"}
	case game.DrawNStop:
		return Ending{Drawn, "A draw", fmt.Sprintf("%s went by without a change (§3.6)", plural(r.quietLimit(), "round"))}
	case game.DrawTreasureLost:
		return Ending{Drawn, "A draw", "the true treasure is lost, and no one can carry it out any more (§5.2)"}
	case game.WonByExit:
		if r.Winner == seat {
			return Ending{Won, "You won", "you found the way out of the labyrinth first (seed 002)"}
		}
		return Ending{Lost, "You lost", other(r.Winner) + " found the way out of the labyrinth first (seed 002)"}
	case game.DrawTreasuresSplit:
		return Ending{Drawn, "A draw", "the true treasures are kept by two players, or by one out of the game, and can no longer all be one player's (seed 001's V3)"}
	case game.SurvivorFailed:
		return Ending{Lost, "You lost", "as the last player left you did not carry the true treasure out in time (§7.9)"}
	case game.EndedByMaster:
		return Ending{Drawn, "Game ended", "the game master stopped it before anyone won"}
	}
	why, rule := r.fate(seat)
	if why == "" {
		why, rule = "nobody is left in the labyrinth", "§3.5"
	}
	return Ending{Lost, "You lost", fmt.Sprintf("%s, after %s (%s)", why, plural(moves, "move"), rule)}
}

// fate says what put the player out of the game and the rule that did,
// "" when nothing did.
func (r *Reveal) fate(seat int) (why, rule string) {
	crumbled := false
	for i, e := range r.Events {
		if e.Player != seat {
			continue
		}
		switch e.Code {
		case game.Crumbled:
			crumbled = true
		case game.LostOutside:
			out := r.exitOf(seat)
			if crumbled {
				return "the treasure you carried out through " + out + " was fake, and your next move did not lead straight back in", "§3.4"
			}
			return "you left the labyrinth through " + out + " and your next move did not lead straight back in", "§3.4"
		case game.DiedOfIllness:
			return "you died of encephalitis: you did not reach a hospital in time", "§4.7"
		case game.TimeUp:
			return "you did not say your move in time", "§9"
		case game.PlayerKilled:
			switch {
			case r.blastBefore(i):
				return "a landmine's blast killed you", "§5.7"
			case e.Other != seat && e.Other >= 0 && e.Other < len(r.Names):
				return r.Names[e.Other] + "'s bullet killed you", "§5.5"
			}
			return "you were killed", "§5.5"
		}
	}
	return "", ""
}

// blastBefore reports whether a landmine went off in the statement that
// ends with event i.
func (r *Reveal) blastBefore(i int) bool {
	for j := i - 1; j >= 0; j-- {
		switch r.Events[j].Code {
		case game.Blast:
			return true
		case game.Said, game.TurnBegins:
			return false
		}
	}
	return false
}

// exitOf names the exit the player last walked out by: "the west exit of
// (1,2)".
func (r *Reveal) exitOf(seat int) string {
	if seat < 0 || seat >= len(r.Steps) {
		return "an exit"
	}
	steps := r.Steps[seat]
	for k := len(steps) - 1; k >= 0; k-- {
		for _, l := range steps[k].Legs {
			if l.Kind == Leave {
				return fmt.Sprintf("the %s exit of %v", compass(l.Dir), l.From())
			}
		}
	}
	return "an exit"
}

// quietLimit is Nstop, as the last count of quiet rounds gave it.
func (r *Reveal) quietLimit() int {
	for i := len(r.Events) - 1; i >= 0; i-- {
		if e := r.Events[i]; e.Code == game.QuietRounds {
			return e.Limit
		}
	}
	return 0
}

// compass names the side of the plan an exit is on: north is up.
func compass(d maze.Dir) string {
	switch d {
	case maze.Up:
		return "north"
	case maze.Down:
		return "south"
	case maze.Left:
		return "west"
	case maze.Right:
		return "east"
	}
	return "unknown"
}

func plural(n int, what string) string {
	if n == 1 {
		return "1 " + what
	}
	return fmt.Sprintf("%d %ss", n, what)
}
