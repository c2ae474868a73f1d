package host_test

import (
	"context"
	"errors"
	"fmt"
	"math/rand/v2"
	"os"
	"path/filepath"
	"slices"
	"testing"

	"github.com/labyrinth-game/labyrinth/engine/game"
	"github.com/labyrinth-game/labyrinth/engine/maze"
	"github.com/labyrinth-game/labyrinth/engine/moves"
	"github.com/labyrinth-game/labyrinth/engine/rules"
	"github.com/labyrinth-game/labyrinth/net/client"
	"github.com/labyrinth-game/labyrinth/net/testgame"
	"github.com/labyrinth-game/labyrinth/net/wire"
)

// scripted is a random game played to its end on the engine alone: the
// script the fault tests have the players say at a real host, and what
// the uninterrupted game is.
type scripted struct {
	plan  *maze.Maze
	rules rules.Rules
	seed  uint64
	// lines are the players' commands, in order: start choices and
	// statements. The host begins the game itself.
	lines []game.Command
	// log is every event of the uninterrupted game.
	log []game.Event
	// after[k] is how many events the game has once lines[k] is played
	// (with the host's beginning after the last start choice).
	after []int
}

// newScripted makes the script of a game of at least minLines lines,
// under every rules option that needs nobody but the players: no timed
// moves and no breaks (which the host's clock and the game master would
// decide), no common start (the game master's choice).
func newScripted(t testing.TB, seed uint64, minLines int) *scripted {
	t.Helper()
	for ; ; seed += 1000 {
		rng := rand.New(rand.NewPCG(seed, 0xfa17))
		r := randomRules(rng, true)
		r.MoveSeconds, r.BreakMinutes, r.Skips, r.CommonStart = 0, 0, true, false
		r.NStop = 10 * minLines // the game ends when the script says, not by quiet rounds
		plan, _ := randomPlan(rng, r)
		plan.Rules = &r
		setup := game.Setup{Maze: plan, Rules: r, Seed: rng.Uint64(), Players: playerNames}
		_, played := offlineGame(rng, setup, 2*minLines)
		s := &scripted{plan: plan, rules: r, seed: setup.Seed}
		g, err := game.New(setup)
		if err != nil {
			t.Fatal(err)
		}
		for _, c := range played {
			if s.log, err = g.Apply(c, s.log); err != nil {
				t.Fatalf("the script does not replay: %v", err)
			}
			switch c.Kind {
			case game.Begin:
				s.after[len(s.after)-1] = len(s.log)
			case game.ChooseStart, game.Say:
				s.lines = append(s.lines, c)
				s.after = append(s.after, len(s.log))
			default:
				t.Fatalf("the script has a command of the game master's: %v", c.Kind)
			}
		}
		if g.Phase() == game.Over && len(s.lines) >= minLines {
			return s
		}
	}
}

// planFile writes the script's plan, with its rules, to a maze file.
func (s *scripted) planFile(t testing.TB) string {
	t.Helper()
	data, err := maze.Encode(s.plan)
	if err != nil {
		t.Fatal(err)
	}
	path := filepath.Join(t.TempDir(), "plan.json")
	if err := os.WriteFile(path, data, 0o600); err != nil {
		t.Fatal(err)
	}
	return path
}

// say plays a line by its player's client: nil once accepted, or what the
// client returned.
func say(c *client.Client, l game.Command) error {
	ctx, cancel := context.WithTimeout(context.Background(), testgame.HangGuard)
	defer cancel()
	switch l.Kind {
	case game.ChooseStart:
		return c.ChooseStart(ctx, l.Cell)
	case game.Say:
		return c.SayStatement(ctx, l.Say)
	}
	return fmt.Errorf("%v is not a player's command", l.Kind)
}

// mustSay plays a line, and fails the test unless it is accepted.
func mustSay(t testing.TB, c *client.Client, k int, l game.Command) {
	t.Helper()
	if err := say(c, l); err != nil {
		t.Fatalf("line %d (%s): %v", k+1, lineText(l), err)
	}
}

// lineText is a line as its player says it.
func lineText(l game.Command) string {
	if l.Kind == game.ChooseStart {
		return fmt.Sprintf("%s chooses %v", playerNames[l.Player], l.Cell)
	}
	return playerNames[l.Player] + ": " + l.Say.String()
}

// answerOf is the first event a line gives its player, by which he tells
// whether it was played: the start choice told to him, the move said, the
// answer to his question.
var answerOf = map[moves.StatementKind][]game.Code{
	moves.SayMove: {game.Said}, moves.AskStatus: {game.StatusOf}, moves.AskRecall: {game.Recall},
	moves.OrderCell: {game.NewCell}, moves.KeepCell: {game.KeptCell}, moves.AskCellType: {game.CellTypeOf},
	moves.AskRules: {game.RulesOf},
	// Seed 004's money: a hint bought, a bet played or, off a casino,
	// the move spent.
	moves.BuyHint: {game.HintBought}, moves.PlaceBet: {game.BetPlayed, game.NoCasino},
}

// played reports whether evs — what the line's player heard since he said
// it — show that the line was played.
func played(l game.Command, evs []wire.Event) (bool, error) {
	want := []game.Code{game.StartChosen}
	if l.Kind == game.Say {
		var ok bool
		if want, ok = answerOf[l.Say.Kind]; !ok {
			return false, fmt.Errorf("no event tells whether %q was played", l.Say)
		}
	}
	for _, w := range evs {
		if e := w.Event; slices.Contains(want, e.Code) && e.Player == l.Player && !e.Recalled {
			return true, nil
		}
	}
	return false, nil
}

// errUnknown tells whether err is the client's "the host restarted before
// answering".
func errUnknown(err error) bool { return errors.Is(err, client.ErrOutcomeUnknown) }
