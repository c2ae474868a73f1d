package game

import (
	"errors"
	"fmt"
	"strings"

	"github.com/labyrinth-game/labyrinth/engine/moves"
)

// Check reports whether Apply would accept the command now, without changing
// anything: a host can journal a command it knows will be accepted before
// applying it.
func (g *Game) Check(c Command) error { return g.check(c) }

// check decides whether a command is legal now, without changing anything.
// What the rules forbid whatever the labyrinth holds — a skip under §7.7, a
// dark move under §7.1, a move out of turn — is refused here; what depends
// on the hidden plan (shooting from a river, a wall in the way) is resolved
// into events instead, so that a refusal never reveals the plan.
func (g *Game) check(c Command) error {
	if g.phase == Over {
		return errors.New("the game is over")
	}
	needPlayer := c.Kind == ChooseStart || c.Kind == Say || c.Kind == TimeIsUp || c.Kind == PlaceStart
	if needPlayer && (c.Player < 0 || c.Player >= len(g.players)) {
		return fmt.Errorf("there is no player %d", c.Player+1)
	}
	switch c.Kind {
	case ChooseStart, PlaceStart:
		return g.checkChoice(c)
	case CommonStart:
		switch {
		case g.phase != Choosing:
			return errors.New("the common start cell is chosen before the game begins")
		case !g.rules.CommonStart:
			return errors.New("each player chooses his own start cell (§7.6 common start is not in use)")
		case !g.plan.Inside(c.Cell):
			return fmt.Errorf("cell %v is not part of the labyrinth", c.Cell)
		}
		return nil
	case InvalidateStarts:
		if g.phase != Choosing {
			return errors.New("start cells can only be declared invalid before the game begins")
		}
		return nil
	case Begin:
		if g.phase != Choosing {
			return errors.New("the game has already begun")
		}
		if g.rules.CommonStart {
			if !g.hasCommon {
				return errors.New("waiting for the game master to choose the common start cell (§7.6)")
			}
			return nil
		}
		var missing []string
		for i := range g.players {
			if !g.players[i].HasChoice {
				missing = append(missing, g.players[i].Name)
			}
		}
		if len(missing) > 0 {
			return fmt.Errorf("waiting for %s to choose a start cell", strings.Join(missing, ", "))
		}
		return nil
	case Say:
		return g.checkSay(c.Player, c.Say)
	case StartTimer:
		return g.checkTiming()
	case TimeIsUp:
		switch {
		case g.phase != Playing:
			return errors.New("the game has not begun yet")
		case g.timed != c.Player || c.Player != g.current:
			return fmt.Errorf("%s's move is not being timed", g.players[c.Player].Name)
		}
		return nil
	case BreakDecision:
		if g.phase != Playing || !g.tied() {
			return errors.New("there is no tied vote for a break to decide")
		}
		return nil
	}
	return fmt.Errorf("unknown command %d", c.Kind)
}

func (g *Game) checkChoice(c Command) error {
	p := &g.players[c.Player]
	switch {
	case g.phase != Choosing:
		return errors.New("start cells are chosen before the game begins")
	case g.rules.CommonStart:
		return fmt.Errorf("%s: everyone starts on the cell the game master chooses (§7.6)", p.Name)
	case !g.plan.Inside(c.Cell):
		return fmt.Errorf("%s: cell %v is not part of the labyrinth", p.Name, c.Cell)
	case p.HasPrevious && c.Cell == p.Previous:
		return fmt.Errorf("%s: %v was declared invalid; choose another cell", p.Name, c.Cell)
	}
	if len(p.Asked) > 0 {
		for _, a := range p.Asked {
			if a == c.Cell {
				return nil
			}
		}
		return fmt.Errorf("%s: having asked the types of cells, choose the start among them (§7.2)", p.Name)
	}
	return nil
}

func (g *Game) checkSay(pi int, s moves.Statement) error {
	p := &g.players[pi]
	if err := s.Validate(); err != nil {
		return fmt.Errorf("%s: %w", p.Name, err)
	}
	if s.Kind == moves.AskRules {
		return nil // §7: "every player can at any time confirm all the game rules"
	}
	if s.Kind == moves.AskCellType {
		h := g.rules.HandicapOf(p.Name)
		switch {
		case g.phase != Choosing:
			return fmt.Errorf("%s: cell types are asked before the start is chosen (§7.2)", p.Name)
		case len(p.Asked) >= h.KnownCells:
			return fmt.Errorf("%s: no more cell types to ask (a handicap allows %d, §7.2)", p.Name, h.KnownCells)
		case !g.plan.Inside(s.Cell):
			return fmt.Errorf("%s: cell %v is not part of the labyrinth", p.Name, s.Cell)
		}
		for _, a := range p.Asked {
			if a == s.Cell {
				return fmt.Errorf("%s: the type of %v was told already", p.Name, s.Cell)
			}
		}
		return nil
	}
	if g.phase != Playing {
		return errors.New("the game has not begun yet")
	}
	if !p.Active() {
		return fmt.Errorf("%s is out of the game", p.Name)
	}
	switch s.Kind {
	case moves.AskStatus:
		return nil
	case moves.VoteBreak:
		if g.rules.BreakMinutes == 0 {
			return fmt.Errorf("%s: there are no breaks in this game (§9)", p.Name)
		}
		if g.votes[pi] {
			return fmt.Errorf("%s has voted for a break already", p.Name)
		}
		return nil
	case moves.AskRecall:
		si, ok := g.PlayerByName(s.Player)
		switch {
		case !ok:
			return fmt.Errorf("there is no player called %q", s.Player)
		case si == pi:
			return fmt.Errorf("%s: one can recall other players' moves, not one's own", p.Name)
		case !g.players[si].hasLast:
			return fmt.Errorf("%s has not moved yet", g.players[si].Name)
		}
		return nil
	case moves.AskTiming:
		si, ok := g.PlayerByName(s.Player)
		switch {
		case !ok:
			return fmt.Errorf("there is no player called %q", s.Player)
		case si != g.current:
			return fmt.Errorf("%s: only the move of the player whose turn it is can be timed (§9)", p.Name)
		case si == pi:
			return fmt.Errorf("%s: one asks the game master to time another player (§9)", p.Name)
		}
		return g.checkTiming()
	}
	if pi != g.current {
		return fmt.Errorf("it is %s's turn, not %s's", g.players[g.current].Name, p.Name)
	}
	switch s.Kind {
	case moves.OrderCell:
		switch {
		case p.Out:
			return fmt.Errorf("%s: standing outside, one comes back in through the exit (§3.4)", p.Name)
		case !p.mayOrder && p.ExtraOrders == 0:
			return fmt.Errorf("%s: a new cell can only be ordered at the start of the turn after a wound, while new cells are left", p.Name)
		case !g.plan.Inside(s.Cell):
			return fmt.Errorf("%s: cell %v is not part of the labyrinth", p.Name, s.Cell)
		}
		return nil
	case moves.KeepCell:
		if !p.mayOrder {
			return fmt.Errorf("%s: there is no new cell to decline", p.Name)
		}
		return nil
	case moves.TakeBreak:
		return g.checkBreak(pi)
	case moves.SayMove:
		return g.checkMove(pi, s.Move)
	}
	return fmt.Errorf("%s: unknown statement", p.Name)
}

// checkMove enforces the options of §7 that forbid kinds of moves.
func (g *Game) checkMove(pi int, m moves.Move) error {
	p := &g.players[pi]
	r := g.rules
	fail := func(format string, args ...any) error {
		return fmt.Errorf("%s: "+format, append([]any{p.Name}, args...)...)
	}
	switch {
	case m.Skip && !r.Skips:
		return fail("skipping a move is not allowed (§7.7)")
	case m.Tell == moves.TellNothing && !r.DarkMoves:
		return fail("dark moves are not allowed (§7.1)")
	case m.Tell == moves.TellWall && !r.SemiDarkMoves:
		return fail("semi-dark moves are not allowed (§7.1)")
	case len(m.Conditions) > 0 && !r.ConditionalMoves:
		return fail("conditional moves are not allowed (§7.1)")
	}
	if !r.RepeatingMoves && p.lastNoop && p.hasLast && p.lastMove.String() == m.String() {
		return fail("repeating a move known to change nothing is not allowed (§7.7)")
	}
	check := func(a moves.Action) error {
		switch a.Kind {
		case moves.Throw:
			if !r.Throwing {
				return fail("throwing is not allowed; items can only be left on your own cell (§7.1)")
			}
		case moves.SetMine:
			if !r.Landmines {
				return fail("this game has no landmines (§7.1)")
			}
			if a.Dir.Valid() && !r.MinesOnNeighbours {
				return fail("landmines can only be set on your own cell (§7.1)")
			}
		case moves.Shoot:
			switch {
			case r.NamedTargets && a.Target == "":
				return fail("name the target and the cell you aim at, as in \"shoot left at Bob in (3,4)\" (§7.3)")
			case !r.NamedTargets && a.Target != "":
				return fail("targets are not named in this game (§7.3)")
			case a.Target != "":
				ti, ok := g.PlayerByName(a.Target)
				if !ok {
					return fail("there is no player called %q", a.Target)
				}
				if ti == pi {
					return fail("one does not shoot at oneself")
				}
			}
		}
		return nil
	}
	for _, a := range m.Actions {
		if err := check(a); err != nil {
			return err
		}
	}
	for _, c := range m.Conditions {
		for _, a := range c.Then {
			if err := check(a); err != nil {
				return err
			}
		}
	}
	return nil
}
