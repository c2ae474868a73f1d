package host_test

import (
	"context"
	"errors"
	"fmt"
	"math/rand/v2"
	"os"
	"syscall"
	"testing"
	"time"

	"github.com/labyrinth-game/labyrinth/app/host"
	"github.com/labyrinth-game/labyrinth/engine/game"
	"github.com/labyrinth-game/labyrinth/engine/maze"
	"github.com/labyrinth-game/labyrinth/engine/moves"
	"github.com/labyrinth-game/labyrinth/engine/rules"
	"github.com/labyrinth-game/labyrinth/net/client"
	"github.com/labyrinth-game/labyrinth/net/server"
	"github.com/labyrinth-game/labyrinth/net/testgame"
)

// A table of random players at a real host: the players and the
// spectator are net/client clients, each knowing only what its seat was
// told; each turn someone says a random statement (randomStatement), now
// and then out of turn. The host's clock is the test's (fakeClock): timed
// moves run out when the table says so.

// generous are connection limits a table of quick random players never
// meets (its players say hundreds of statements a second).
var generous = server.Limits{Rate: 1e6, Burst: 1_000_000}

// fastDir is a directory for a game's files on a tmpfs (/dev/shm) when
// there is one, so that the journal's flushes cost nothing; the test's
// temporary directory otherwise.
func fastDir(t testing.TB) string {
	t.Helper()
	var fs syscall.Statfs_t
	const tmpfsMagic = 0x01021994
	if syscall.Statfs("/dev/shm", &fs) == nil && fs.Type == tmpfsMagic {
		dir, err := os.MkdirTemp("/dev/shm", "labyrinth-test-")
		if err == nil {
			t.Cleanup(func() { os.RemoveAll(dir) })
			return dir
		}
	}
	return t.TempDir()
}

// table is a game of random players at a host.
type table struct {
	t       testing.TB
	rng     *rand.Rand
	h       *host.Host
	clock   *fakeClock
	rules   rules.Rules
	players []*client.Client
	watcher *client.Client
	info    *game.PublicInfo
	told    []int // per player: events looked at for a wound notice
	// said counts the statements, refusals by code.
	said     int
	refusals map[game.RefusalCode]int
}

// sit seats the players of h (seat i is playerNames[i]: seats go in the
// order they are claimed) and a spectator, who comes first, between them
// or last, through addr; and waits for the game to be made.
func sit(t testing.TB, rng *rand.Rand, h *host.Host, clock *fakeClock, r rules.Rules, addr string) *table {
	t.Helper()
	tb := &table{t: t, rng: rng, h: h, clock: clock, rules: r, refusals: map[game.RefusalCode]int{},
		players: make([]*client.Client, len(playerNames)), told: make([]int, len(playerNames))}
	watch := rng.IntN(len(playerNames) + 1)
	for i := range len(playerNames) + 1 {
		if i == watch {
			tb.watcher = dial(t, addr, client.Config{Spectate: true})
		}
		if i < len(playerNames) {
			tb.players[i] = dial(t, addr, client.Config{Name: playerNames[i]})
		}
	}
	waitFor(t, "the public facts", func() bool {
		p, ok := tb.players[0].Public()
		tb.info = p.Info
		return ok && p.Info != nil
	})
	return tb
}

// say has player say st, and fails the test on anything but an answer.
func (tb *table) say(player int, st moves.Statement) error {
	tb.t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), testgame.HangGuard)
	defer cancel()
	err := tb.players[player].SayStatement(ctx, st)
	tb.answered(st.String(), err)
	return err
}

func (tb *table) choose(player int, cell maze.Pos) error {
	tb.t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), testgame.HangGuard)
	defer cancel()
	err := tb.players[player].ChooseStart(ctx, cell)
	tb.answered(fmt.Sprintf("start %v", cell), err)
	return err
}

func (tb *table) answered(what string, err error) {
	tb.t.Helper()
	tb.said++
	var r *game.Refusal
	switch {
	case err == nil:
	case errors.As(err, &r):
		tb.refusals[r.Code]++
	default:
		tb.t.Fatalf("%q: %v", what, err)
	}
}

// view is what player knows to build a statement from.
func (tb *table) view(player int) publicView { return publicView{info: tb.info, me: player} }

// chooseStarts has each player choose his start (§6.1) — first asking the
// types of cells where a handicap allows it (§7.2) — trying random cells
// until one is accepted. Under a common start (§7.6) there is nothing to
// choose.
func (tb *table) chooseStarts() {
	tb.t.Helper()
	if tb.rules.CommonStart {
		return
	}
	for i := range tb.players {
		var asked []maze.Pos
		for _, hc := range tb.rules.Handicaps {
			if hc.Player != playerNames[i] {
				continue
			}
			for range 4 * hc.KnownCells {
				if len(asked) == hc.KnownCells {
					break
				}
				cell := tb.view(i).anyCell(tb.rng)
				if tb.say(i, moves.Statement{Kind: moves.AskCellType, Cell: cell}) == nil {
					asked = append(asked, cell)
				}
			}
		}
		for try := 0; ; try++ {
			cell := tb.view(i).anyCell(tb.rng)
			if len(asked) > 0 && try%3 != 2 {
				cell = asked[tb.rng.IntN(len(asked))]
			}
			if tb.choose(i, cell) == nil {
				break
			}
			if try == 100 {
				tb.t.Fatalf("%s found no start cell", playerNames[i])
			}
		}
	}
}

// over reports whether the game is over.
func (tb *table) over() bool { return tb.h.Status().Phase == game.Over }

// step has someone say something: most often the player whose turn it
// is, sometimes another; and now and then lets the clock of a timed move
// run out (§9).
func (tb *table) step() {
	tb.t.Helper()
	if tb.rules.MoveSeconds > 0 && tb.rng.IntN(15) == 0 && tb.fireClock() {
		return
	}
	who := tb.h.Status().Turn
	if who < 0 || tb.rng.IntN(8) == 0 {
		who = tb.rng.IntN(len(tb.players))
	}
	tb.say(who, randomStatement(tb.rng, tb.view(who), tb.woundNoticed(who)))
}

// woundNoticed reports whether player was told, since he last looked,
// that he is wounded and may order a new cell (§5.5). It waits until he
// heard all the host said so far, so that a game is the same every time
// it is played with the same seed.
func (tb *table) woundNoticed(player int) bool {
	c := tb.players[player]
	want := len(heard(tb.h.MasterEvents(0), player))
	waitFor(tb.t, "the player's events", func() bool { return c.Heard() >= want })
	evs := c.EventsSince(tb.told[player])
	tb.told[player] += len(evs)
	for _, e := range evs {
		if e.Event.Code == game.WoundNotice && e.Event.Player == player && e.Event.Count > 0 {
			return true
		}
	}
	return false
}

// fireClock runs out the clock of a timed move, if one runs.
func (tb *table) fireClock() bool {
	return tb.clock.fire(time.Duration(tb.rules.MoveSeconds)*time.Second) > 0
}

// endGame brings the game to its end: each player skips his move until a
// round of skips is a draw (§6.6), or, where moves are timed, another
// player asks for the move to be timed and the time runs out (§9); a last
// player left who may not skip walks until the quiet rounds end it.
func (tb *table) endGame() {
	tb.t.Helper()
	for try := 0; !tb.over(); try++ {
		if try == 500 {
			tb.t.Fatalf("the game does not end: %+v; refusals %v", tb.h.Status(), tb.refusals)
		}
		cur := tb.h.Status().Turn
		if cur < 0 {
			tb.step()
			continue
		}
		if tb.rules.MoveSeconds > 0 && (!tb.rules.Skips || try%2 == 1) {
			other := (cur + 1) % len(tb.players)
			tb.say(other, moves.Statement{Kind: moves.AskTiming, Player: playerNames[cur]})
			if tb.fireClock() {
				continue
			}
		}
		if tb.say(cur, moves.Statement{Kind: moves.SayMove, Move: moves.SkipMove()}) == nil ||
			tb.say(cur, moves.Statement{Kind: moves.KeepCell}) == nil {
			continue
		}
		// The last one left, who may not skip and whose move nobody else
		// can ask to time: he walks until the quiet rounds end the game
		// (§3.6) or his moves as the last survivor run out (§7.9).
		tb.say(cur, moves.Statement{Kind: moves.SayMove, Move: moves.Step(maze.Dirs[tb.rng.IntN(4)])})
	}
}

// everyoneHeardAll waits until each client heard all its seat may hear
// of log, and the reveal.
func (tb *table) everyoneHeardAll(log []game.Event) {
	tb.t.Helper()
	for i, c := range append(tb.players[:len(tb.players):len(tb.players)], tb.watcher) {
		viewer := i
		if c == tb.watcher {
			viewer = game.Spectator
		}
		want := len(heard(log, viewer))
		waitFor(tb.t, fmt.Sprintf("%s's %d events and the reveal", viewerName(viewer), want), func() bool {
			_, revealed := c.Reveal()
			return c.Heard() >= want && revealed
		})
	}
}

// leave closes every client.
func (tb *table) leave() {
	for _, c := range append(tb.players, tb.watcher) {
		c.Close()
	}
}
