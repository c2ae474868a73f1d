package game

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/labyrinth-game/labyrinth/engine/maze"
	"github.com/labyrinth-game/labyrinth/engine/moves"
	"github.com/labyrinth-game/labyrinth/engine/quote"
)

// RefusalCode is a refusal's stable machine name: the protocol sends it, a
// client or a bot branches on it. Codes never change meaning; new ones may
// be added. docs/events.md lists them ("Refusals").
type RefusalCode string

// Refusal is the error of a command the game master will not carry out:
// not this player's turn, a kind of move the rules forbid, a cell off the
// labyrinth. A refused command changes nothing. Check and Apply return
// every refusal as a *Refusal; its text (Error) is rendered from its data,
// so that a program reads the code and the players concerned, and a person
// reads the sentence.
//
// A refusal never says anything about the hidden plan: what depends on it
// is resolved into events instead (see Check).
type Refusal struct {
	Code RefusalCode
	// Command is the kind of command refused.
	Command CommandKind
	// Player is the player the refusal concerns — who chose or said what
	// was refused — or -1 for a command of the game master's, or of a seat
	// the game does not have.
	Player int
	// Other is a second player the refusal names — whose turn it is, whose
	// move was asked about — or -1.
	Other int
	// Action is the action of the move at fault, counted as Event.Action
	// counts them (the move's actions from 1, then its clauses' actions);
	// 0 for the statement as a whole.
	Action int
	// Cell is the cell at fault (off_labyrinth, start_declared_invalid,
	// cell_type_told).
	Cell maze.Pos
	// Count is a number the text gives: how many cell types a handicap
	// allows (no_cell_types_left), the seat named that the game does not
	// have (no_such_seat), the unknown command's number.
	Count int
	// Name is a name said that matches no player (no_such_player).
	Name string
	// Waiting are the players who have not chosen a start cell yet
	// (waiting_for_starts).
	Waiting []int
	// Detail says what is wrong with a malformed statement (bad_statement).
	Detail string
	// Parse is the parser's error, with the place of the fault
	// (parse_error).
	Parse *moves.ParseError
	// Names are the players' names in turn order, for the text. They are
	// public (PublicInfo.Names); a refusal decoded from JSON has none until
	// they are set, and its text then says "player 2".
	Names []string
}

// The refusal codes. RefusalCatalogue says what each means.
const (
	RefusedGameOver         RefusalCode = "game_over"
	RefusedNoSuchSeat       RefusalCode = "no_such_seat"
	RefusedAlreadyBegun     RefusalCode = "already_begun"
	RefusedNotBegun         RefusalCode = "not_begun"
	RefusedOffLabyrinth     RefusalCode = "off_labyrinth"
	RefusedCommonStart      RefusalCode = "common_start"
	RefusedNoCommonStart    RefusalCode = "no_common_start"
	RefusedWaitingForCommon RefusalCode = "waiting_for_common_start"
	RefusedWaitingForStarts RefusalCode = "waiting_for_starts"
	RefusedStartInvalid     RefusalCode = "start_declared_invalid"
	RefusedStartNotAsked    RefusalCode = "start_not_asked"
	RefusedNoCellTypesLeft  RefusalCode = "no_cell_types_left"
	RefusedCellTypeTold     RefusalCode = "cell_type_told"
	RefusedOutOfGame        RefusalCode = "out_of_game"
	RefusedNotYourTurn      RefusalCode = "not_your_turn"
	RefusedNoSuchPlayer     RefusalCode = "no_such_player"
	RefusedRecallOwnMove    RefusalCode = "recall_own_move"
	RefusedNotMovedYet      RefusalCode = "not_moved_yet"
	RefusedOrderFromOutside RefusalCode = "order_from_outside"
	RefusedNoNewCellNow     RefusalCode = "no_new_cell_now"
	RefusedNothingToDecline RefusalCode = "nothing_to_decline"
	RefusedNoTiming         RefusalCode = "no_timing"
	RefusedNotTimed         RefusalCode = "not_timed"
	RefusedAlreadyTimed     RefusalCode = "already_timed"
	RefusedTimeOnlyCurrent  RefusalCode = "time_only_current"
	RefusedTimeOneself      RefusalCode = "time_oneself"
	RefusedNoBreaks         RefusalCode = "no_breaks"
	RefusedAlreadyVoted     RefusalCode = "already_voted"
	RefusedNoTiedVote       RefusalCode = "no_tied_vote"
	RefusedBreakWhileTimed  RefusalCode = "break_while_timed"
	RefusedBreakTooSoon     RefusalCode = "break_too_soon"
	RefusedSkipsForbidden   RefusalCode = "skips_forbidden"
	RefusedDarkForbidden    RefusalCode = "dark_moves_forbidden"
	RefusedSemiDarkForbid   RefusalCode = "semidark_moves_forbidden"
	RefusedCondForbidden    RefusalCode = "conditional_moves_forbidden"
	RefusedRepeatForbidden  RefusalCode = "repeat_forbidden"
	RefusedThrowForbidden   RefusalCode = "throwing_forbidden"
	RefusedNoLandmines      RefusalCode = "no_landmines"
	RefusedMineOwnCellOnly  RefusalCode = "landmine_own_cell_only"
	RefusedTargetRequired   RefusalCode = "target_required"
	RefusedTargetForbidden  RefusalCode = "target_forbidden"
	RefusedShootOneself     RefusalCode = "shoot_oneself"
	RefusedBadStatement     RefusalCode = "bad_statement"
	RefusedUnknownCommand   RefusalCode = "unknown_command"
	RefusedParse            RefusalCode = "parse_error"
	RefusedSpectator        RefusalCode = "spectator"
	RefusedPlacedByMaster   RefusalCode = "placed_by_master"
	RefusedChoseOwnStart    RefusalCode = "chose_own_start"
	RefusedStartsByMaster   RefusalCode = "starts_by_master"
	RefusedStartsByPlayers  RefusalCode = "starts_by_players"
	// The rules of other seeds (issue 12).
	RefusedWeaponsBeforeStep RefusalCode = "weapons_before_step"
	RefusedStepFirst         RefusalCode = "step_first"
	RefusedSkipActions       RefusalCode = "skip_with_actions_forbidden"
	RefusedAfterStep         RefusalCode = "after_step"
	RefusedNoKnives          RefusalCode = "no_knives"
	RefusedNoCement          RefusalCode = "no_cement"
	RefusedNoBoomerangs      RefusalCode = "no_boomerangs"
)

// RefusalSpec describes one refusal code: what it means and the data its
// text uses. It is the contract documented in docs/events.md.
type RefusalSpec struct {
	Code RefusalCode
	// Fields are the JSON names of the data the code carries besides
	// code, command and player.
	Fields  []string
	Meaning string
}

// refusalCatalogue lists every refusal code. Its order is the order of
// docs/events.md; codes are only ever appended to a group.
var refusalCatalogue = []RefusalSpec{
	{RefusedGameOver, nil, "the game has ended; nothing more is said"},
	{RefusedNoSuchSeat, []string{"count"}, "the command names a seat the game does not have: count is that seat"},
	{RefusedAlreadyBegun, nil, "start cells (§6.1, §7.6) and cell types (§7.2) are dealt with before play begins, and play begins once"},
	{RefusedNotBegun, nil, "the statement is said during play, which has not begun (§6.2)"},
	{RefusedOffLabyrinth, []string{"cell"}, "the cell chosen, ordered or asked about is not part of the labyrinth"},
	{RefusedCommonStart, nil, "under §7.6 everyone starts on the cell the game master chooses: nobody chooses his own"},
	{RefusedNoCommonStart, nil, "the game master chose a common start cell, but §7.6 is not in use"},
	{RefusedWaitingForCommon, nil, "play cannot begin before the game master chose the common start cell (§7.6)"},
	{RefusedWaitingForStarts, []string{"waiting"}, "play cannot begin before these players chose a start cell (§6.1)"},
	{RefusedStartInvalid, []string{"cell"}, "the game master declared this start cell invalid: the player chooses another one (§6.1)"},
	{RefusedStartNotAsked, nil, "having asked the types of cells under a handicap, the player starts on one of them (§7.2)"},
	{RefusedNoCellTypesLeft, []string{"count"}, "the player's handicap lets him ask the type of count cells, and he has (§7.2)"},
	{RefusedCellTypeTold, []string{"cell"}, "the type of this cell was told to the player already (§7.2)"},
	{RefusedOutOfGame, nil, "the player is out of the game (dead, lost, out of time): he says nothing more"},
	{RefusedNotYourTurn, []string{"other"}, "it is other's turn: a move, a break, a cell order are said on one's own turn (§6.2)"},
	{RefusedNoSuchPlayer, []string{"name"}, "no player has this name (a recall, a timing request, a named target)"},
	{RefusedRecallOwnMove, nil, "one recalls other players' last moves, not one's own (§6.3)"},
	{RefusedNotMovedYet, []string{"other"}, "other has made no move to recall yet (§6.3)"},
	{RefusedOrderFromOutside, nil, "standing outside the labyrinth, the player comes back in through the exit, not by a new cell (§3.4)"},
	{RefusedNoNewCellNow, nil, "a new cell is ordered at the start of the turn after a wound, while new cells are left (§5.5, §7.2)"},
	{RefusedNothingToDecline, nil, "the player has no new cell to decline (§5.5)"},
	{RefusedNoTiming, nil, "moves are not timed in this game (§9)"},
	{RefusedNotTimed, nil, "the clock says time is up for a move that is not being timed, or the game master stops timing it (other: whose move it is) (§9)"},
	{RefusedAlreadyTimed, []string{"other"}, "other's move is being timed already (§9)"},
	{RefusedTimeOnlyCurrent, nil, "only the move of the player whose turn it is can be timed (§9)"},
	{RefusedTimeOneself, nil, "a player asks the game master to time another player, not himself (§9)"},
	{RefusedNoBreaks, nil, "there are no breaks in this game (§9)"},
	{RefusedAlreadyVoted, nil, "the player has voted for a break already (§9)"},
	{RefusedNoTiedVote, nil, "the game master's deciding vote is cast only on a tied vote for a break (§9)"},
	{RefusedBreakWhileTimed, nil, "a break is taken before the timing of one's move starts (§9)"},
	{RefusedBreakTooSoon, nil, "another break only once at least half of the players have taken as many (§9)"},
	{RefusedSkipsForbidden, nil, "skipping a move is not allowed in this game (§7.7)"},
	{RefusedDarkForbidden, nil, "dark moves are not allowed in this game (§6.7, §7.1)"},
	{RefusedSemiDarkForbid, nil, "semi-dark moves are not allowed in this game (§6.8, §7.1)"},
	{RefusedCondForbidden, nil, "conditional moves are not allowed in this game (§6.5, §7.1)"},
	{RefusedRepeatForbidden, nil, "repeating a move known to change nothing is not allowed in this game (§7.7)"},
	{RefusedThrowForbidden, []string{"action"}, "throwing is not allowed in this game: items are left on one's own cell (§5.2, §7.1)"},
	{RefusedNoLandmines, []string{"action"}, "this game has no landmines (§7.1)"},
	{RefusedMineOwnCellOnly, []string{"action"}, "landmines are set on one's own cell only in this game (§5.7, §7.1)"},
	{RefusedTargetRequired, []string{"action"}, "under named targets a shot names its target and the cell aimed at (§7.3)"},
	{RefusedTargetForbidden, []string{"action"}, "targets are not named in this game (§7.3)"},
	{RefusedShootOneself, []string{"action"}, "the named target is the shooter himself"},
	{RefusedBadStatement, []string{"detail"}, "the statement is malformed (a program built it wrong): detail says how"},
	{RefusedUnknownCommand, []string{"count"}, "a command of a kind the game does not know (count is its number)"},
	{RefusedParse, []string{"parse"}, "the text is not a statement of the move language (docs/moves.md); parse says where and what was expected"},
	{RefusedSpectator, nil, "a spectator watches: he says nothing and chooses nothing (given by seats and hosts, never by the engine)"},
	{RefusedPlacedByMaster, nil, "the game master placed the player (the variant in which he chooses the starts): the player does not choose his own until the choices are declared invalid (§6.1)"},
	{RefusedChoseOwnStart, nil, "the player chose his own start cell: the game master places only players who have not chosen, or after declaring the choices invalid (§6.1)"},
	{RefusedStartsByMaster, nil, "the rules say the game master places every player (starts: master, 001's G2): nobody chooses his own start"},
	{RefusedStartsByPlayers, nil, "the rules say every player chooses his own start (starts: players, 001's G1): the game master places nobody"},
	{RefusedWeaponsBeforeStep, []string{"action"}, "under weapons_after_step a move shoots and throws grenades only after its movement (seed 001's W9)"},
	{RefusedSkipActions, nil, "a skip is a move on its own in this game: actions come with a movement (§6.6); skip_with_actions allows them (seed 001 l.57–68)"},
	{RefusedAfterStep, nil, "under act_after_hearing, after his step the player says what he does after it, as a skip with actions (\"skip, shoot left\") or a skip alone: not another step (seed 001 l.64)"},
	{RefusedNoHints, nil, "there are no hints in this game: hint_price is 0 (seed 004 l.59–60)"},
	{RefusedNoCasino, nil, "the casino is not played in this game: the rules option casino is off (seed 004 l.30–32)"},
	{RefusedTooPoor, []string{"count"}, "the hint or the stake costs more than the player's money, count (seed 004 l.39–41)"},
	{RefusedNoMoneyIn, nil, "the hint and the bet are said instead of a move, not in the middle of a turn that goes on (after a wall under relaxed_step, or after the step under act_after_hearing)"},
	{RefusedNoKnives, []string{"action"}, "the move uses a knife, but the game has none (max_knives 0; seed 001's W2)"},
	{RefusedNoCement, []string{"action"}, "the move builds a wall, but the game has no cement (max_cement 0; seed 001's O4)"},
	{RefusedNoBoomerangs, []string{"action"}, "the move throws a boomerang, but the game has none (boomerang_range 0; seed 001 l.109)"},
	{RefusedStepFirst, []string{"action"}, "under relaxed_step, the move said after a step that hit a wall begins with its step: what came before the failed step is done (seed 001's S1)"},
}

// RefusalCatalogue returns the specification of every refusal code, in the
// order docs/events.md lists them.
func RefusalCatalogue() []RefusalSpec {
	out := make([]RefusalSpec, len(refusalCatalogue))
	copy(out, refusalCatalogue)
	return out
}

// ParseRefusal is the refusal of text that is not a statement: err is the
// parser's error (a *moves.ParseError keeps where the fault is; any other
// error becomes the Detail of a bad_statement).
func ParseRefusal(player int, err error) *Refusal {
	r := &Refusal{Code: RefusedParse, Command: Say, Player: player, Other: -1}
	if pe, ok := err.(*moves.ParseError); ok {
		r.Parse = pe
		return r
	}
	r.Code, r.Detail = RefusedBadStatement, err.Error()
	return r
}

// Unwrap is the parser's error of a parse_error refusal, so that
// errors.As finds the *moves.ParseError.
func (r *Refusal) Unwrap() error {
	if r.Parse == nil {
		return nil
	}
	return r.Parse
}

// Error is the refusal as a sentence: "Ann: dark moves are not allowed
// (§7.1)". It is rendered from the refusal's data.
func (r *Refusal) Error() string {
	reason, prefixed := r.reason()
	if prefixed && r.Player >= 0 {
		return r.name(r.Player) + ": " + reason
	}
	return reason
}

// Reason is the refusal without the name of the player it concerns in
// front: what a screen shows the player who was refused ("dark moves are
// not allowed (§7.1)"). Sentences about a player by name ("Ann is out of
// the game") keep it.
func (r *Refusal) Reason() string {
	reason, _ := r.reason()
	return reason
}

// reason renders the text; prefixed says whether Error puts the player's
// name in front.
func (r *Refusal) reason() (text string, prefixed bool) {
	switch r.Code {
	case RefusedGameOver:
		return "the game is over", false
	case RefusedNoSuchSeat:
		return fmt.Sprintf("there is no player %d", r.Count+1), false
	case RefusedAlreadyBegun:
		switch r.Command {
		case CommonStart:
			return "the common start cell is chosen before the game begins", false
		case InvalidateStarts:
			return "start cells can only be declared invalid before the game begins", false
		case ChooseStart, PlaceStart:
			return "start cells are chosen before the game begins", false
		case Say:
			return "cell types are asked before the start is chosen (§7.2)", true
		}
		return "the game has already begun", false
	case RefusedNotBegun:
		return "the game has not begun yet", false
	case RefusedOffLabyrinth:
		return fmt.Sprintf("cell %v is not part of the labyrinth", r.Cell), true
	case RefusedCommonStart:
		return "everyone starts on the cell the game master chooses (§7.6)", true
	case RefusedNoCommonStart:
		return "each player chooses his own start cell (§7.6 common start is not in use)", false
	case RefusedWaitingForCommon:
		return "waiting for the game master to choose the common start cell (§7.6)", false
	case RefusedWaitingForStarts:
		names := make([]string, len(r.Waiting))
		for i, p := range r.Waiting {
			names[i] = r.name(p)
		}
		return fmt.Sprintf("waiting for %s to choose a start cell", strings.Join(names, ", ")), false
	case RefusedStartInvalid:
		return fmt.Sprintf("%v was declared invalid; choose another cell", r.Cell), true
	case RefusedStartNotAsked:
		return "having asked the types of cells, choose the start among them (§7.2)", true
	case RefusedNoCellTypesLeft:
		return fmt.Sprintf("no more cell types to ask (a handicap allows %d, §7.2)", r.Count), true
	case RefusedCellTypeTold:
		return fmt.Sprintf("the type of %v was told already", r.Cell), true
	case RefusedOutOfGame:
		return r.name(r.Player) + " is out of the game", false
	case RefusedNotYourTurn:
		return fmt.Sprintf("it is %s's turn, not %s's", r.name(r.Other), r.name(r.Player)), false
	case RefusedNoSuchPlayer:
		return "there is no player called " + quote.Short(r.Name), true
	case RefusedRecallOwnMove:
		return "one can recall other players' moves, not one's own", true
	case RefusedNotMovedYet:
		return r.name(r.Other) + " has not moved yet", false
	case RefusedOrderFromOutside:
		return "standing outside, one comes back in through the exit (§3.4)", true
	case RefusedNoNewCellNow:
		return "a new cell can only be ordered at the start of the turn after a wound, while new cells are left", true
	case RefusedNothingToDecline:
		return "there is no new cell to decline", true
	case RefusedNoTiming:
		return "moves are not timed in this game (§9)", false
	case RefusedNotTimed:
		if r.Command == StopTimer {
			if r.Other < 0 {
				return "no move is being timed (§9)", false
			}
			return r.name(r.Other) + "'s move is not being timed", false
		}
		return r.name(r.Player) + "'s move is not being timed", false
	case RefusedAlreadyTimed:
		return r.name(r.Other) + "'s move is already being timed", false
	case RefusedTimeOnlyCurrent:
		return "only the move of the player whose turn it is can be timed (§9)", true
	case RefusedTimeOneself:
		return "one asks the game master to time another player (§9)", true
	case RefusedNoBreaks:
		return "there are no breaks in this game (§9)", true
	case RefusedAlreadyVoted:
		return r.name(r.Player) + " has voted for a break already", false
	case RefusedNoTiedVote:
		return "there is no tied vote for a break to decide", false
	case RefusedBreakWhileTimed:
		return "your move is being timed; a break is taken before timing starts (§9)", true
	case RefusedBreakTooSoon:
		return "another break only when at least half of the players have taken one (§9)", true
	case RefusedSkipsForbidden:
		return "skipping a move is not allowed (§7.7)", true
	case RefusedDarkForbidden:
		return "dark moves are not allowed (§7.1)", true
	case RefusedSemiDarkForbid:
		return "semi-dark moves are not allowed (§7.1)", true
	case RefusedCondForbidden:
		return "conditional moves are not allowed (§7.1)", true
	case RefusedRepeatForbidden:
		return "repeating a move known to change nothing is not allowed (§7.7)", true
	case RefusedThrowForbidden:
		return "throwing is not allowed; items can only be left on your own cell (§7.1)", true
	case RefusedNoLandmines:
		return "this game has no landmines (§7.1)", true
	case RefusedMineOwnCellOnly:
		return "landmines can only be set on your own cell (§7.1)", true
	case RefusedTargetRequired:
		return "name the target and the cell you aim at, as in \"shoot left at Bob in (3,4)\" (§7.3)", true
	case RefusedTargetForbidden:
		return "targets are not named in this game (§7.3)", true
	case RefusedShootOneself:
		return "one does not shoot at oneself", true
	case RefusedBadStatement:
		if r.Detail == "" {
			return "unknown statement", true
		}
		return r.Detail, true
	case RefusedUnknownCommand:
		return fmt.Sprintf("unknown command %d", r.Count), false
	case RefusedSpectator:
		return "a spectator says nothing in the game", false
	case RefusedPlacedByMaster:
		return "the game master chooses your start cell", true
	case RefusedChoseOwnStart:
		return r.name(r.Player) + " chose a start cell: declare the choices invalid (§6.1) before placing him", false
	case RefusedStartsByMaster:
		return "the game master places every player in this game (G2): he chooses your start cell", true
	case RefusedStartsByPlayers:
		return "every player chooses his own start cell in this game (G1): the game master places nobody", false
	case RefusedWeaponsBeforeStep:
		return "weapons are used only after the step in this game: shoot or throw a grenade after the movement (W9)", true
	case RefusedSkipActions:
		return "a skip is a move on its own in this game: shoot or throw with a movement (§6.6)", true
	case RefusedAfterStep:
		return "you have made your step: say what you do after it, as \"skip, shoot left\", or \"skip\" for nothing more", true
	case RefusedNoHints:
		return "there are no hints in this game", true
	case RefusedNoCasino:
		return "the casino is not played in this game", true
	case RefusedTooPoor:
		return fmt.Sprintf("not enough money: %s has %d", r.name(r.Player), r.Count), false
	case RefusedNoMoneyIn:
		return "a hint or a bet is said instead of a move, not in the middle of one", true
	case RefusedStepFirst:
		return "your step hit a wall: say another step first; what you did before it is done (relaxed step rule, S1)", true
	case RefusedNoKnives:
		return "this game has no knives (W2)", true
	case RefusedNoCement:
		return "this game has no cement (O4)", true
	case RefusedNoBoomerangs:
		return "this game has no boomerangs", true
	case RefusedParse:
		if r.Parse != nil {
			return r.Parse.Error(), false
		}
		return "the text is not a statement", false
	}
	if r.Detail != "" {
		return r.Detail, false // a code this program does not know, with its message
	}
	return "refused (" + string(r.Code) + ")", true
}

// name is player p's name, or "player N" when the refusal has no names.
func (r *Refusal) name(p int) string {
	if p >= 0 && p < len(r.Names) {
		return r.Names[p]
	}
	return "player " + strconv.Itoa(p+1)
}

// refuse makes the refusal of command c with code, about c's player when
// the command has one.
func (g *Game) refuse(code RefusalCode, c Command) *Refusal {
	r := &Refusal{Code: code, Command: c.Kind, Player: -1, Other: -1, Names: g.setup.Players}
	if playerCommand(c.Kind) {
		r.Player = c.Player
	}
	return r
}
