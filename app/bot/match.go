package bot

import (
	"fmt"

	"github.com/labyrinth-game/labyrinth/app/seat"
	"github.com/labyrinth-game/labyrinth/app/session"
	"github.com/labyrinth-game/labyrinth/engine/game"
	"github.com/labyrinth-game/labyrinth/engine/maze"
	"github.com/labyrinth-game/labyrinth/engine/rules"
)

// Names are the names bots play under, in seat order.
var Names = []string{"Ann", "Bob", "Cid", "Dot", "Eve", "Fay"}

// Outcome is how a game of bots ended.
type Outcome struct {
	Result game.Result
	// Winner is the seat that won, -1 for none.
	Winner int
	// Rounds is how many rounds were played.
	Rounds int
	// Said is how many statements each seat's bot said.
	Said []int
	// Log is the whole game as the game master saw it.
	Log []game.Event
}

// Decisive reports whether someone won (§3.2, §3.5), rather than a draw
// by Nstop or the like.
func (o Outcome) Decisive() bool { return o.Winner >= 0 }

// statementLimit ends a game the rules do not end (it cannot happen while
// Nstop is in force; it bounds a tournament's time all the same).
const statementLimit = 20000

// Match plays a headless game of bots of the levels given, in seat order,
// on the plan m under r: each bot chooses its start cell and plays
// through its own seat at one session. seed seeds the game and the bots.
func Match(m *maze.Maze, r rules.Rules, levels []Level, seed uint64) (Outcome, error) {
	t, err := newTable(m, r, levels, seed)
	if err != nil {
		return Outcome{}, err
	}
	defer t.table.Close()
	for said := 0; !t.sess.Over(); said++ {
		if said > statementLimit {
			if _, err := t.sess.Apply(game.Command{Kind: game.EndGame}); err != nil {
				return Outcome{}, err
			}
			t.table.Hear()
			break
		}
		if err := t.step(); err != nil {
			return Outcome{}, err
		}
	}
	st := t.players[0].Seat.State()
	out := Outcome{Result: st.Result, Winner: st.Winner, Rounds: st.Round, Log: t.sess.Events(game.Master)}
	for _, p := range t.players {
		out.Said = append(out.Said, p.Said)
	}
	return out, nil
}

// botTable is a game of bots at one session.
type botTable struct {
	sess    *session.Session
	table   *seat.Table
	players []*Player
}

// newTable starts the game: the bots choose their start cells (§6.1) and
// play begins.
func newTable(m *maze.Maze, r rules.Rules, levels []Level, seed uint64) (*botTable, error) {
	if len(levels) < 1 || len(levels) > len(Names) {
		return nil, fmt.Errorf("a game of bots has 1 to %d players, not %d", len(Names), len(levels))
	}
	var opening []game.Command
	switch {
	case r.CommonStart:
		opening = append(opening, game.Command{Kind: game.CommonStart, Cell: session.Placement(m, seed)})
	case r.Starts == rules.StartsMaster:
		// Seed 001's G2: the game master places every player.
		for i := range levels {
			opening = append(opening, game.Command{Kind: game.PlaceStart, Player: i, Cell: session.Placement(m, seed+uint64(i))})
		}
	}
	sess, err := session.Start(game.Setup{Maze: m, Rules: r, Seed: seed, Players: Names[:len(levels)]}, "", opening...)
	if err != nil {
		return nil, err
	}
	viewers := make([]int, len(levels))
	for i := range viewers {
		viewers[i] = i
	}
	t := &botTable{sess: sess, table: seat.NewTable(sess, viewers...)}
	for i, l := range levels {
		t.players = append(t.players, NewPlayer(t.table.Seat(i), l, seed*0x9e3779b97f4a7c15+uint64(i)))
	}
	for _, p := range t.players {
		if _, err := p.Act(); err != nil {
			t.table.Close()
			return nil, err
		}
	}
	if _, err := sess.Apply(game.Command{Kind: game.Begin}); err != nil {
		t.table.Close()
		return nil, err
	}
	t.table.Hear()
	return t, nil
}

// step lets every bot that has something to do do it, in seat order.
func (t *botTable) step() error {
	acted := false
	for _, p := range t.players {
		ok, err := p.Act()
		if err != nil {
			return fmt.Errorf("%s (%v): %w", Names[p.Seat.Viewer()], p.Bot.Level(), err)
		}
		acted = acted || ok
	}
	if !acted && !t.sess.Over() {
		return fmt.Errorf("no bot has anything to say in round %d", t.players[0].Seat.State().Round)
	}
	return nil
}
