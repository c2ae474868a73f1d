package game

import (
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"os"
	"regexp"
	"slices"
	"strings"
	"testing"

	"github.com/labyrinth-game/labyrinth/engine/maze"
	"github.com/labyrinth-game/labyrinth/engine/moves"
	"github.com/labyrinth-game/labyrinth/engine/quote"
	"github.com/labyrinth-game/labyrinth/engine/rules"
)

var updateRefusals = flag.Bool("update-refusals", false, "append new refusal codes to testdata/refusal_codes.golden")

// refusalCase is one way to be refused: a game brought to some state, the
// command refused there, and the refusal expected.
type refusalCase struct {
	name string
	// game makes the game; nil is Ann and Bob playing on open5 under the
	// Reference rules, Ann's turn.
	game    func(t *testing.T) *table
	command func(tb *table) Command
	code    RefusalCode
	player  int
	other   int
	action  int
	text    string
}

func refusalCases(t *testing.T) []refusalCase {
	m := plan(t, open5, "1,1 left exit", "5,5 right exit", "$3,3")
	playing := func(r rules.Rules, starts ...string) func(t *testing.T) *table {
		if len(starts) == 0 {
			starts = []string{"Ann@1,1", "Bob@4,4"}
		}
		return func(t *testing.T) *table { return newTable(t, m, r, starts...) }
	}
	choosing := func(r rules.Rules) func(t *testing.T) *table {
		return func(t *testing.T) *table {
			g, err := New(Setup{Maze: m, Rules: r, Players: []string{"Ann", "Bob"}})
			if err != nil {
				t.Fatal(err)
			}
			return &table{t: t, g: g}
		}
	}
	then := func(base func(t *testing.T) *table, steps ...func(tb *table)) func(t *testing.T) *table {
		return func(t *testing.T) *table {
			tb := base(t)
			for _, s := range steps {
				s(tb)
			}
			return tb
		}
	}
	say := func(name, text string) func(tb *table) { return func(tb *table) { tb.say(name, text) } }
	do := func(c Command) func(tb *table) { return func(tb *table) { tb.do(c) } }
	text := func(name, s string) func(tb *table) Command {
		return func(tb *table) Command { return tb.command(name, s) }
	}
	cmd := func(c Command) func(tb *table) Command { return func(*table) Command { return c } }
	move := func(name string, mv moves.Move) func(tb *table) Command {
		return func(tb *table) Command {
			pi, _ := tb.g.PlayerByName(name)
			return Play(pi, mv)
		}
	}
	statement := func(name string, s moves.Statement) func(tb *table) Command {
		return func(tb *table) Command {
			pi, _ := tb.g.PlayerByName(name)
			return Ask(pi, s)
		}
	}
	opt := func(change func(*rules.Rules)) rules.Rules { return with(change) }
	common := opt(func(r *rules.Rules) { r.CommonStart = true })
	handicap := opt(func(r *rules.Rules) {
		r.Handicaps = []rules.Handicap{{Player: "Ann", KnownCells: 2}}
	})
	timed := opt(func(r *rules.Rules) { r.MoveSeconds = 60 })
	untimed := opt(func(r *rules.Rules) { r.MoveSeconds = 0 })
	named := opt(func(r *rules.Rules) { r.NamedTargets = true })
	three := []string{"Ann@1,1", "Bob@2,1", "Cid@5,5"}
	shootLeft := moves.Action{Kind: moves.Shoot, Dir: maze.Left}

	return []refusalCase{
		{name: "§3 the game is over", game: then(playing(ref(), "Ann@2,2"), say("Ann", "skip")),
			command: text("Ann", "status"), code: RefusedGameOver, player: 0, other: -1, text: "the game is over"},
		{name: "a seat the game does not have", game: choosing(ref()),
			command: cmd(Choose(4, pos(2, 2))), code: RefusedNoSuchSeat, player: -1, other: -1, text: "there is no player 5"},
		{name: "a seat far beyond the game's", game: choosing(ref()),
			command: cmd(Choose(1000, pos(2, 2))), code: RefusedNoSuchSeat, player: -1, other: -1, text: "there is no player 1001"},
		{name: "§6.2 begin twice", game: playing(ref()),
			command: cmd(Command{Kind: Begin}), code: RefusedAlreadyBegun, player: -1, other: -1, text: "the game has already begun"},
		{name: "§6.1 a start chosen during play", game: playing(ref()),
			command: cmd(Choose(0, pos(2, 2))), code: RefusedAlreadyBegun, player: 0, other: -1, text: "start cells are chosen before the game begins"},
		{name: "§6.1 starts declared invalid during play", game: playing(ref()),
			command: cmd(Command{Kind: InvalidateStarts}), code: RefusedAlreadyBegun, player: -1, other: -1, text: "start cells can only be declared invalid before the game begins"},
		{name: "§7.6 the common start chosen during play", game: then(choosing(common), do(Command{Kind: CommonStart, Cell: pos(1, 1)}), do(Command{Kind: Begin})),
			command: cmd(Command{Kind: CommonStart, Cell: pos(2, 2)}), code: RefusedAlreadyBegun, player: -1, other: -1, text: "the common start cell is chosen before the game begins"},
		{name: "§7.2 a cell type asked during play", game: playing(handicap),
			command: text("Ann", "what is the cell (2,2)?"), code: RefusedAlreadyBegun, player: 0, other: -1, text: "Ann: cell types are asked before the start is chosen (§7.2)"},
		{name: "§6.2 a move before the game begins", game: choosing(ref()),
			command: text("Ann", "go up"), code: RefusedNotBegun, player: 0, other: -1, text: "the game has not begun yet"},
		{name: "§9 timing before the game begins", game: choosing(timed),
			command: cmd(Command{Kind: StartTimer}), code: RefusedNotBegun, player: -1, other: -1, text: "the game has not begun yet"},
		{name: "§9 time up before the game begins", game: choosing(timed),
			command: cmd(Command{Kind: TimeIsUp, Player: 1}), code: RefusedNotBegun, player: 1, other: -1, text: "the game has not begun yet"},
		{name: "§6.1 a start off the labyrinth", game: choosing(ref()),
			command: cmd(Choose(1, pos(7, 2))), code: RefusedOffLabyrinth, player: 1, other: -1, text: "Bob: cell (7,2) is not part of the labyrinth"},
		{name: "§7.6 a common start off the labyrinth", game: choosing(common),
			command: cmd(Command{Kind: CommonStart, Cell: pos(0, 1)}), code: RefusedOffLabyrinth, player: -1, other: -1, text: "cell (0,1) is not part of the labyrinth"},
		{name: "§5.5 a new cell off the labyrinth", game: playing(opt(func(r *rules.Rules) {
			r.Handicaps = []rules.Handicap{{Player: "Ann", ExtraNewCell: true}}
		})),
			command: text("Ann", "new cell (6,6)"), code: RefusedOffLabyrinth, player: 0, other: -1, text: "Ann: cell (6,6) is not part of the labyrinth"},
		{name: "§7.2 the type of a cell off the labyrinth", game: choosing(handicap),
			command: text("Ann", "what is the cell (9,1)?"), code: RefusedOffLabyrinth, player: 0, other: -1, text: "Ann: cell (9,1) is not part of the labyrinth"},
		{name: "§7.6 a player chooses his own start", game: choosing(common),
			command: cmd(Choose(0, pos(2, 2))), code: RefusedCommonStart, player: 0, other: -1, text: "Ann: everyone starts on the cell the game master chooses (§7.6)"},
		{name: "§7.6 a common start without the option", game: choosing(ref()),
			command: cmd(Command{Kind: CommonStart, Cell: pos(2, 2)}), code: RefusedNoCommonStart, player: -1, other: -1, text: "each player chooses his own start cell (§7.6 common start is not in use)"},
		{name: "§7.6 begin before the common start", game: choosing(common),
			command: cmd(Command{Kind: Begin}), code: RefusedWaitingForCommon, player: -1, other: -1, text: "waiting for the game master to choose the common start cell (§7.6)"},
		{name: "§6.1 begin before every start is chosen", game: then(choosing(ref()), do(Choose(0, pos(1, 1)))),
			command: cmd(Command{Kind: Begin}), code: RefusedWaitingForStarts, player: -1, other: -1, text: "waiting for Bob to choose a start cell"},
		{name: "§6.1 the start declared invalid chosen again", game: then(choosing(ref()), do(Choose(0, pos(1, 1))), do(Command{Kind: InvalidateStarts})),
			command: cmd(Choose(0, pos(1, 1))), code: RefusedStartInvalid, player: 0, other: -1, text: "Ann: (1,1) was declared invalid; choose another cell"},
		{name: "§6.1 a player the game master placed chooses his own start", game: then(choosing(ref()), do(Command{Kind: PlaceStart, Player: 0, Cell: pos(2, 2)})),
			command: cmd(Choose(0, pos(3, 3))), code: RefusedPlacedByMaster, player: 0, other: -1, text: "Ann: the game master chooses your start cell"},
		{name: "§6.1 the game master places a player who chose his own start", game: then(choosing(ref()), do(Choose(1, pos(4, 4)))),
			command: cmd(Command{Kind: PlaceStart, Player: 1, Cell: pos(2, 2)}), code: RefusedChoseOwnStart, player: 1, other: -1, text: "Bob chose a start cell: declare the choices invalid (§6.1) before placing him"},
		{name: "001 l.123 G2 a player chooses his own start", game: choosing(opt(func(r *rules.Rules) { r.Starts = rules.StartsMaster })),
			command: cmd(Choose(0, pos(3, 3))), code: RefusedStartsByMaster, player: 0, other: -1, text: "Ann: the game master places every player in this game (G2): he chooses your start cell"},
		{name: "001 l.122 G1 the game master places a player", game: choosing(opt(func(r *rules.Rules) { r.Starts = rules.StartsPlayers })),
			command: cmd(Command{Kind: PlaceStart, Player: 1, Cell: pos(2, 2)}), code: RefusedStartsByPlayers, player: 1, other: -1, text: "every player chooses his own start cell in this game (G1): the game master places nobody"},
		{name: "§7.2 a start among the cells asked", game: then(choosing(handicap), say("Ann", "what is the cell (2,2)?")),
			command: cmd(Choose(0, pos(3, 3))), code: RefusedStartNotAsked, player: 0, other: -1, text: "Ann: having asked the types of cells, choose the start among them (§7.2)"},
		{name: "§7.2 no more cell types", game: choosing(ref()),
			command: text("Bob", "what is the cell (2,2)?"), code: RefusedNoCellTypesLeft, player: 1, other: -1, text: "Bob: no more cell types to ask (a handicap allows 0, §7.2)"},
		{name: "§7.2 a cell type asked twice", game: then(choosing(handicap), say("Ann", "what is the cell (2,2)?")),
			command: text("Ann", "what is the cell (2,2)?"), code: RefusedCellTypeTold, player: 0, other: -1, text: "Ann: the type of (2,2) was told already"},
		{name: "§5.5 the dead say nothing", game: then(playing(ref(), three...),
			say("Ann", "shoot right, go down"), say("Bob", "skip"), say("Cid", "skip"), say("Ann", "go up, shoot right")),
			command: text("Bob", "status"), code: RefusedOutOfGame, player: 1, other: -1, text: "Bob is out of the game"},
		{name: "§6.2 a move out of turn", game: playing(ref()),
			command: text("Bob", "go up"), code: RefusedNotYourTurn, player: 1, other: 0, text: "it is Ann's turn, not Bob's"},
		{name: "§6.3 a recall of nobody", game: playing(ref()),
			command: text("Ann", "recall Zed"), code: RefusedNoSuchPlayer, player: 0, other: -1, text: `Ann: there is no player called "Zed"`},
		{name: "§7.3 a named target who is nobody", game: playing(named),
			command: move("Ann", moves.Move{Actions: []moves.Action{{Kind: moves.Go, Dir: maze.Down}, {Kind: moves.Shoot, Dir: maze.Right, Target: "Zed", TargetCell: pos(3, 2)}}}),
			code:    RefusedNoSuchPlayer, player: 0, other: -1, action: 2, text: `Ann: there is no player called "Zed"`},
		{name: "§6.3 one's own move recalled", game: playing(ref()),
			command: text("Ann", "recall Ann"), code: RefusedRecallOwnMove, player: 0, other: -1, text: "Ann: one can recall other players' moves, not one's own"},
		{name: "§6.3 a move recalled before it was made", game: playing(ref()),
			command: text("Bob", "recall Ann"), code: RefusedNotMovedYet, player: 1, other: 0, text: "Ann has not moved yet"},
		{name: "§3.4 a new cell ordered from outside", game: then(playing(opt(func(r *rules.Rules) {
			r.Handicaps = []rules.Handicap{{Player: "Ann", ExtraNewCell: true}}
		})), say("Ann", "go left"), say("Bob", "skip")),
			command: text("Ann", "new cell (2,2)"), code: RefusedOrderFromOutside, player: 0, other: -1, text: "Ann: standing outside, one comes back in through the exit (§3.4)"},
		{name: "§5.5 a new cell without a wound", game: playing(ref()),
			command: text("Ann", "new cell (2,2)"), code: RefusedNoNewCellNow, player: 0, other: -1, text: "Ann: a new cell can only be ordered at the start of the turn after a wound, while new cells are left"},
		{name: "§5.5 keeping one's cell without a wound", game: playing(ref()),
			command: text("Ann", "keep my cell"), code: RefusedNothingToDecline, player: 0, other: -1, text: "Ann: there is no new cell to decline"},
		{name: "§9 timing when moves are agreed not to be timed", game: playing(untimed),
			command: cmd(Command{Kind: StartTimer}), code: RefusedNoTiming, player: -1, other: -1, text: "moves are not timed in this game (§9)"},
		{name: "§9 time up for a move not timed", game: playing(timed),
			command: cmd(Command{Kind: TimeIsUp, Player: 0}), code: RefusedNotTimed, player: 0, other: -1, text: "Ann's move is not being timed"},
		{name: "§9 timing twice", game: then(playing(timed), do(Command{Kind: StartTimer})),
			command: cmd(Command{Kind: StartTimer}), code: RefusedAlreadyTimed, player: -1, other: 0, text: "Ann's move is already being timed"},
		{name: "§9 timing a player whose turn it is not", game: playing(timed),
			command: statement("Ann", moves.Statement{Kind: moves.AskTiming, Player: "Bob"}), code: RefusedTimeOnlyCurrent, player: 0, other: -1, text: "Ann: only the move of the player whose turn it is can be timed (§9)"},
		{name: "§9 timing oneself", game: playing(timed),
			command: statement("Ann", moves.Statement{Kind: moves.AskTiming, Player: "Ann"}), code: RefusedTimeOneself, player: 0, other: -1, text: "Ann: one asks the game master to time another player (§9)"},
		{name: "§9 a break without breaks", game: playing(opt(func(r *rules.Rules) { r.BreakMinutes = 0 })),
			command: text("Ann", "take a break"), code: RefusedNoBreaks, player: 0, other: -1, text: "Ann: there are no breaks in this game (§9)"},
		{name: "§9 a vote for a break without breaks", game: playing(opt(func(r *rules.Rules) { r.BreakMinutes = 0 })),
			command: text("Bob", "vote for a break"), code: RefusedNoBreaks, player: 1, other: -1, text: "Bob: there are no breaks in this game (§9)"},
		{name: "§9 voting twice", game: then(playing(ref(), three...), say("Bob", "vote for a break")),
			command: text("Bob", "vote for a break"), code: RefusedAlreadyVoted, player: 1, other: -1, text: "Bob has voted for a break already"},
		{name: "§9 the game master stops timing a move that is not timed", game: playing(timed),
			command: cmd(Command{Kind: StopTimer}), code: RefusedNotTimed, player: -1, other: 0, text: "Ann's move is not being timed"},
		{name: "§9 the game master stops timing before play", game: choosing(timed),
			command: cmd(Command{Kind: StopTimer}), code: RefusedNotTimed, player: -1, other: -1, text: "no move is being timed (§9)"},
		{name: "§9 the deciding vote without a tie", game: playing(ref()),
			command: cmd(Command{Kind: BreakDecision, Yes: true}), code: RefusedNoTiedVote, player: -1, other: -1, text: "there is no tied vote for a break to decide"},
		{name: "§9 a break once timing started", game: then(playing(timed), do(Command{Kind: StartTimer})),
			command: text("Ann", "take a break"), code: RefusedBreakWhileTimed, player: 0, other: -1, text: "Ann: your move is being timed; a break is taken before timing starts (§9)"},
		{name: "§9 a second break too soon", game: then(playing(ref(), three...), say("Ann", "take a break")),
			command: text("Ann", "take a break"), code: RefusedBreakTooSoon, player: 0, other: -1, text: "Ann: another break only when at least half of the players have taken one (§9)"},
		{name: "§7.7 skips forbidden", game: playing(opt(func(r *rules.Rules) { r.Skips = false })),
			command: text("Ann", "skip"), code: RefusedSkipsForbidden, player: 0, other: -1, text: "Ann: skipping a move is not allowed (§7.7)"},
		{name: "§7.1 dark moves forbidden", game: playing(opt(func(r *rules.Rules) { r.DarkMoves = false })),
			command: move("Ann", moves.Move{Actions: []moves.Action{step(maze.Down)}, Tell: moves.TellNothing}), code: RefusedDarkForbidden, player: 0, other: -1, text: "Ann: dark moves are not allowed (§7.1)"},
		{name: "§7.1 semi-dark moves forbidden", game: playing(opt(func(r *rules.Rules) { r.SemiDarkMoves = false })),
			command: move("Ann", moves.Move{Actions: []moves.Action{step(maze.Down)}, Tell: moves.TellWall}), code: RefusedSemiDarkForbid, player: 0, other: -1, text: "Ann: semi-dark moves are not allowed (§7.1)"},
		{name: "§7.1 conditional moves forbidden", game: playing(opt(func(r *rules.Rules) { r.ConditionalMoves = false })),
			command: text("Ann", "go down; if I find a treasure, take the treasure"), code: RefusedCondForbidden, player: 0, other: -1, text: "Ann: conditional moves are not allowed (§7.1)"},
		{name: "§7.7 repeating a move that changed nothing", game: then(playing(opt(func(r *rules.Rules) { r.RepeatingMoves = false })), say("Ann", "go up"), say("Bob", "skip")),
			command: text("Ann", "go up"), code: RefusedRepeatForbidden, player: 0, other: -1, text: "Ann: repeating a move known to change nothing is not allowed (§7.7)"},
		{name: "§7.1 throwing forbidden", game: playing(opt(func(r *rules.Rules) { r.Throwing = false })),
			command: move("Ann", mv(step(maze.Down), throwA(moves.Bullet, maze.Up))), code: RefusedThrowForbidden, player: 0, other: -1, action: 2, text: "Ann: throwing is not allowed; items can only be left on your own cell (§7.1)"},
		{name: "§7.1 no landmines", game: playing(opt(func(r *rules.Rules) { r.Landmines = false })),
			command: move("Ann", mv(setMineA(maze.NoDir), step(maze.Down))), code: RefusedNoLandmines, player: 0, other: -1, action: 1, text: "Ann: this game has no landmines (§7.1)"},
		{name: "§7.1 landmines on one's own cell only", game: playing(opt(func(r *rules.Rules) { r.MinesOnNeighbours = false })),
			command: move("Ann", mv(step(maze.Down), setMineA(maze.Right))), code: RefusedMineOwnCellOnly, player: 0, other: -1, action: 2, text: "Ann: landmines can only be set on your own cell (§7.1)"},
		{name: "§7.3 a shot without its named target", game: playing(named),
			command: move("Ann", mv(step(maze.Down), shootLeft)), code: RefusedTargetRequired, player: 0, other: -1, action: 2, text: `Ann: name the target and the cell you aim at, as in "shoot left at Bob in (3,4)" (§7.3)`},
		{name: "§7.3 a named target when targets are not named", game: playing(ref()),
			command: move("Ann", mv(moves.Action{Kind: moves.Shoot, Dir: maze.Right, Target: "Bob", TargetCell: pos(3, 1)}, step(maze.Down))),
			code:    RefusedTargetForbidden, player: 0, other: -1, action: 1, text: "Ann: targets are not named in this game (§7.3)"},
		{name: "§7.3 a shot at oneself", game: playing(named),
			command: move("Ann", mv(step(maze.Down), moves.Action{Kind: moves.Shoot, Dir: maze.Right, Target: "Ann", TargetCell: pos(3, 1)})),
			code:    RefusedShootOneself, player: 0, other: -1, action: 2, text: "Ann: one does not shoot at oneself"},
		{name: "a move without a movement", game: playing(ref()),
			command: move("Ann", mv(shootLeft)), code: RefusedBadStatement, player: 0, other: -1, text: "Ann: a move needs exactly one movement, found 0"},
		{name: "a statement of no known kind", game: playing(ref()),
			command: statement("Ann", moves.Statement{Kind: 99}), code: RefusedBadStatement, player: 0, other: -1, text: "Ann: unknown kind of statement 99"},
		{name: "a command of no known kind", game: playing(ref()),
			command: cmd(Command{Kind: 99}), code: RefusedUnknownCommand, player: -1, other: -1, text: "unknown command 99"},
		{name: "001 l.164 W9: weapons only after the step", game: playing(opt(func(r *rules.Rules) { r.WeaponsAfterStep = true })),
			command: move("Ann", mv(act(moves.Blow, maze.Up), step(maze.Down), shootA(maze.Up))), code: RefusedWeaponsBeforeStep, player: 0, other: -1, action: 1,
			text: "Ann: weapons are used only after the step in this game: shoot or throw a grenade after the movement (W9)"},
		{name: "§6.6 a skip with a shot, under the reference", game: playing(ref()),
			command: text("Ann", "skip, shoot left"), code: RefusedSkipActions, player: 0, other: -1,
			text: "Ann: a skip is a move on its own in this game: shoot or throw with a movement (§6.6)"},
		{name: "001 l.64 after hearing the step, no second step", game: then(playing(opt(func(r *rules.Rules) { r.ActAfterHearing = true })), say("Ann", "go down")),
			command: text("Ann", "go down"), code: RefusedAfterStep, player: 0, other: -1,
			text: "Ann: you have made your step: say what you do after it, as \"skip, shoot left\", or \"skip\" for nothing more"},
		{name: "001 l.65 W2: a knife where the game has none", game: playing(ref()),
			command: text("Ann", "go down, use the knife"), code: RefusedNoKnives, player: 0, other: -1, action: 2,
			text: "Ann: this game has no knives (W2)"},
		{name: "001 l.107 O4: cement where the game has none", game: playing(ref()),
			command: text("Ann", "build a wall to the left, go down"), code: RefusedNoCement, player: 0, other: -1, action: 1,
			text: "Ann: this game has no cement (O4)"},
		{name: "001 l.109 a boomerang where the game has none", game: playing(ref()),
			command: text("Ann", "go down, throw the boomerang left"), code: RefusedNoBoomerangs, player: 0, other: -1, action: 2,
			text: "Ann: this game has no boomerangs"},
		{name: "001 l.126 S1: after a wall, the step first", game: then(playing(opt(func(r *rules.Rules) { r.RelaxedStep = true })), say("Ann", "go up")),
			command: text("Ann", "shoot right, go down"), code: RefusedStepFirst, player: 0, other: -1, action: 1,
			text: "Ann: your step hit a wall: say another step first; what you did before it is done (relaxed step rule, S1)"},
		{name: "004 l.59–60 R41: no hints under the reference", game: playing(ref()),
			command: text("Ann", "where am I?"), code: RefusedNoHints, player: 0, other: -1, text: "Ann: there are no hints in this game"},
		{name: "004 l.30–32 R24: no casino under the reference", game: playing(ref()),
			command: text("Ann", "bet 3"), code: RefusedNoCasino, player: 0, other: -1, text: "Ann: the casino is not played in this game"},
		{name: "004 l.39–41 R8: a stake above one's money", game: playing(opt(func(r *rules.Rules) { r.StartMoney, r.Casino = 10, true })),
			command: text("Ann", "bet 11"), code: RefusedTooPoor, player: 0, other: -1, text: "not enough money: Ann has 10"},
		{name: "004 l.59–60 R41: a hint in the middle of a turn", game: then(playing(opt(func(r *rules.Rules) { r.StartMoney, r.HintPrice, r.RelaxedStep = 10, 5, true })), say("Ann", "go up")),
			command: text("Ann", "where am I?"), code: RefusedNoMoneyIn, player: 0, other: -1, text: "Ann: a hint or a bet is said instead of a move, not in the middle of one"},
	}
}

// TestRefusals checks every way a command is refused: the error is a
// *Refusal with the expected code, the players it concerns, and the text.
func TestRefusals(t *testing.T) {
	covered := map[RefusalCode]bool{}
	for _, c := range refusalCases(t) {
		t.Run(c.name, func(t *testing.T) {
			tb := c.game(t)
			before, _ := tb.g.Snapshot()
			cmd := c.command(tb)
			checked := tb.g.Check(cmd)
			_, err := tb.g.Apply(cmd, nil)
			var r *Refusal
			if !errors.As(err, &r) {
				t.Fatalf("%v: error %v (%T), want a *Refusal", cmd, err, err)
			}
			if checked == nil || checked.Error() != err.Error() {
				t.Fatalf("Check says %v, Apply %v", checked, err)
			}
			if after, _ := tb.g.Snapshot(); string(after) != string(before) {
				t.Fatal("a refused command changed the game")
			}
			if r.Code != c.code || r.Player != c.player || r.Other != c.other || r.Action != c.action || r.Command != cmd.Kind {
				t.Fatalf("refusal %+v, want code %s, player %d, other %d, action %d, command %s", r, c.code, c.player, c.other, c.action, cmd.Kind)
			}
			if r.Error() != c.text {
				t.Fatalf("text %q, want %q", r.Error(), c.text)
			}
			if err := quote.CheckMessage(r.Error()); err != nil {
				t.Fatal(err)
			}
			checkRefusalJSON(t, r)
			covered[c.code] = true
		})
	}
	pe := &moves.ParseError{}
	if _, err := moves.ParseStatement("go nort"); !errors.As(err, &pe) {
		t.Fatal(err)
	}
	r := ParseRefusal(0, pe)
	if r.Code != RefusedParse || r.Error() != pe.Error() || r.Reason() != pe.Error() || !errors.As(error(r), &pe) {
		t.Fatalf("parse refusal %+v: %v", r, r)
	}
	checkRefusalJSON(t, r)
	covered[RefusedParse] = true
	watcher := &Refusal{Code: RefusedSpectator, Command: Say, Player: -1, Other: -1}
	if watcher.Error() != "a spectator says nothing in the game" {
		t.Fatal(watcher.Error())
	}
	checkRefusalJSON(t, watcher)
	covered[RefusedSpectator] = true
	for _, s := range refusalCatalogue {
		if !covered[s.Code] {
			t.Errorf("%s: no case shows this refusal", s.Code)
		}
	}
}

// checkRefusalJSON checks that the refusal reads back from its JSON with
// the same data and, once the names are set, the same text.
func checkRefusalJSON(t *testing.T, r *Refusal) {
	t.Helper()
	data, err := json.Marshal(r)
	if err != nil {
		t.Fatal(err)
	}
	var back Refusal
	if err := json.Unmarshal(data, &back); err != nil {
		t.Fatalf("%s: %v", data, err)
	}
	back.Names = r.Names
	again, _ := json.Marshal(&back)
	if string(again) != string(data) || back.Error() != r.Error() {
		t.Fatalf("JSON round trip:\n%s\n%s", data, again)
	}
	var m map[string]any
	json.Unmarshal(data, &m)
	if m["code"] != string(r.Code) || m["message"] != r.Error() {
		t.Fatalf("%s", data)
	}
}

// TestRefusalReason checks the text a screen shows the player refused:
// without his name in front, and with it where the sentence is about him.
func TestRefusalReason(t *testing.T) {
	names := []string{"Ann", "Bob"}
	for _, c := range []struct {
		r      Refusal
		reason string
	}{
		{Refusal{Code: RefusedDarkForbidden, Player: 0, Other: -1, Names: names}, "dark moves are not allowed (§7.1)"},
		{Refusal{Code: RefusedOutOfGame, Player: 1, Other: -1, Names: names}, "Bob is out of the game"},
		{Refusal{Code: RefusedNotYourTurn, Player: 1, Other: 0}, "it is player 1's turn, not player 2's"},
	} {
		if got := c.r.Reason(); got != c.reason {
			t.Errorf("%s: %q, want %q", c.r.Code, got, c.reason)
		}
	}
}

// TestRefusalCodesStable checks the codes against the golden list: a code
// never disappears nor changes its name, none is listed twice, and new
// ones are appended (go test ./engine/game -run TestRefusalCodesStable
// -update-refusals).
func TestRefusalCodesStable(t *testing.T) {
	const path = "testdata/refusal_codes.golden"
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	golden := strings.Fields(string(data))
	snake := regexp.MustCompile(`^[a-z]+(_[a-z]+)*$`)
	var codes []string
	for _, s := range refusalCatalogue {
		c := string(s.Code)
		if slices.Contains(codes, c) {
			t.Errorf("%s is listed twice", c)
		}
		if !snake.MatchString(c) {
			t.Errorf("%s is not snake_case", c)
		}
		if s.Meaning == "" {
			t.Errorf("%s has no meaning", c)
		}
		codes = append(codes, c)
	}
	for _, c := range golden {
		if !slices.Contains(codes, c) {
			t.Errorf("refusal code %s disappeared: codes never change (add a new one instead)", c)
		}
	}
	var added []string
	for _, c := range codes {
		if !slices.Contains(golden, c) {
			added = append(added, c)
		}
	}
	if len(added) == 0 || t.Failed() {
		return
	}
	if !*updateRefusals {
		t.Fatalf("new refusal codes %v are not in %s; run go test ./engine/game -run TestRefusalCodesStable -update-refusals", added, path)
	}
	if err := os.WriteFile(path, []byte(strings.Join(append(golden, added...), "\n")+"\n"), 0o644); err != nil {
		t.Fatal(err)
	}
}

// refusalTable is the list of refusal codes in docs/events.md, made from
// the catalogue and, for the example, the first case of each code, so that
// the documentation cannot drift from the code.
func refusalTable(t *testing.T) string {
	examples := map[RefusalCode]string{}
	for _, c := range refusalCases(t) {
		if _, ok := examples[c.code]; !ok {
			examples[c.code] = c.text
		}
	}
	pe := &moves.ParseError{}
	_, err := moves.ParseStatement("go nort")
	errors.As(err, &pe)
	examples[RefusedParse] = ParseRefusal(0, pe).Error()
	examples[RefusedSpectator] = (&Refusal{Code: RefusedSpectator}).Error()
	var b strings.Builder
	b.WriteString("| code | data | meaning | message (example) |\n|---|---|---|---|\n")
	for _, s := range refusalCatalogue {
		fields := "—"
		if len(s.Fields) > 0 {
			fields = "`" + strings.Join(s.Fields, "`, `") + "`"
		}
		esc := func(s string) string { return strings.ReplaceAll(s, "|", "\\|") }
		fmt.Fprintf(&b, "| `%s` | %s | %s | %s |\n", s.Code, fields, esc(s.Meaning), esc(examples[s.Code]))
	}
	return b.String()
}

func TestRefusalsDocumented(t *testing.T) {
	GeneratedSection(t, "refusals", "TestRefusalsDocumented -update-refusals", refusalTable(t), *updateRefusals)
}

// GeneratedSection checks that the part of docs/events.md between the
// markers of a generated section holds body, or writes it there when
// update is set. how is what rewrites it, for the markers and the
// message.
func GeneratedSection(t *testing.T, name, how, body string, update bool) {
	t.Helper()
	const path = "../../docs/events.md"
	begin, end := "<!-- "+name+": generated by "+how+" -->\n", "<!-- end of "+name+" -->"
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	doc := string(data)
	i, j := strings.Index(doc, begin), strings.Index(doc, end)
	if i < 0 || j < i {
		t.Fatalf("%s: the markers of the %s are missing", path, name)
	}
	want := doc[:i+len(begin)] + body + doc[j:]
	if want == doc {
		return
	}
	if update {
		if err := os.WriteFile(path, []byte(want), 0o644); err != nil {
			t.Fatal(err)
		}
		return
	}
	t.Errorf("%s: the %s is out of date; run go test ./engine/game -run %s", path, name, how)
}
