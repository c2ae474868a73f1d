package host_test

import (
	"fmt"
	"maps"
	"math/rand/v2"
	"os"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/labyrinth-game/labyrinth/app/host"
	"github.com/labyrinth-game/labyrinth/engine/game"
	"github.com/labyrinth-game/labyrinth/engine/maze"
	"github.com/labyrinth-game/labyrinth/net/netnstest"
	"github.com/labyrinth-game/labyrinth/net/wire"
)

// The leak test: random games at a real host, every byte it sends to each
// connection checked against what that connection may know
// (secrecy_test.go). docs/network.md, "The leak test", says what it proves
// and how to run it longer.

// soakGames is the environment variable that sets how many games the leak
// test plays (a soak: LABYRINTH_LEAK_GAMES=2000), firstGame the number of
// the first (LABYRINTH_LEAK_FIRST=460 LABYRINTH_LEAK_GAMES=1 plays game
// 460 again).
const (
	soakGames = "LABYRINTH_LEAK_GAMES"
	firstGame = "LABYRINTH_LEAK_FIRST"
)

// leakGames is how many games TestLeak plays: a few seconds' worth, fewer
// under the race detector.
func leakGames(t *testing.T) int {
	if s := os.Getenv(soakGames); s != "" {
		n, err := strconv.Atoi(s)
		if err != nil || n < 1 {
			t.Fatalf("%s=%q: want a number of games", soakGames, s)
		}
		return n
	}
	if raceOn {
		return 10
	}
	return 100
}

// leakRun is one game of the leak test.
type leakRun struct {
	problems []string
	log      []game.Event
	said     int
	refusals map[game.RefusalCode]int
}

// playLeakGame plays game number seed at a real host: random rules (every
// option on when all is set), a generated plan, two random players and a
// spectator, each connection through the tap; and checks what the tap
// recorded.
func playLeakGame(t *testing.T, seed uint64, all bool) leakRun {
	t.Helper()
	rng := rand.New(rand.NewPCG(seed, 0x1eaf))
	r := randomRules(rng, all)
	plan, planSeed := randomPlan(rng, r)
	gameSeed := rng.Uint64()
	clock := &fakeClock{}
	cfg := host.Config{Maze: plan, Rules: r, Seed: gameSeed, Seats: len(playerNames), Spectators: 1,
		Listen: "127.0.0.1", Dir: fastDir(t), Options: host.Options{Clock: clock, Limits: generous}}
	if rng.IntN(2) == 0 {
		cfg.Name = "Leak test" // otherwise the default name, from the plan's title
	}
	h := start(t, cfg)
	tp := newTap(t, h.Addr().String())
	tb := sit(t, rng, h, clock, r, tp.Addr())
	tb.chooseStarts()
	for range 300 {
		if tb.over() {
			break
		}
		tb.step()
	}
	tb.endGame()
	log := h.MasterEvents(0)
	tb.everyoneHeardAll(log)
	tb.leave()
	tp.Close()
	h.Close()
	sec, err := newSecrecy(log, plan, game.Setup{Rules: r, Seed: gameSeed, Players: playerNames}, planSeed, gameSeed)
	if err != nil {
		t.Fatal(err)
	}
	return leakRun{problems: sec.check(tp.Recordings()), log: log, said: tb.said, refusals: tb.refusals}
}

// TestLeak plays many random games — every rules option on, or a random
// mix — with two random players and a spectator at a real host, over
// TCP, and checks every byte the host sent each connection: nothing
// reaches a seat that its audience does not allow (secrecy_test.go says
// exactly what is checked). TestLeakProbe (build tag leakprobe) shows that
// it fails when one event's audience is widened.
func TestLeak(t *testing.T) {
	netnstest.Require(t)
	if leakProbeBuild {
		t.Skip("this build widens an audience on purpose (tag leakprobe): TestLeakProbe runs instead")
	}
	n := leakGames(t)
	codes := map[game.Code]int{}
	told := map[string]int{} // what reached whom, beyond what is said to everyone
	refusals := map[game.RefusalCode]int{}
	said, events, over := 0, 0, 0
	first := envInt(t, firstGame, 0)
	for i := first; i < first+n; i++ {
		var run leakRun
		t.Run(fmt.Sprintf("game%d", i), func(t *testing.T) {
			run = playLeakGame(t, uint64(i), i%2 == 0)
			if len(run.problems) > 0 {
				t.Fatalf("a leak (%s=%d %s=1 plays this game again):\n%s", firstGame, i, soakGames, leakList(run.problems))
			}
		})
		if t.Failed() {
			return
		}
		said += run.said
		events += len(run.log)
		for _, e := range run.log {
			codes[e.Code]++
			if e.To.Kind != game.ToEveryone {
				to := "gm"
				if e.To.Kind == game.ToPlayer {
					to = "player"
				}
				told[string(e.Code)+" to "+to]++
			}
			if e.Code == game.GameOver {
				over++
			}
		}
		for c, k := range run.refusals {
			refusals[c] += k
		}
	}
	t.Logf("%d games (%d over), %d statements, %d events; secrets kept: %v", n, over, said, events, sorted(told))
	t.Logf("refusals: %v", sorted(refusals))
	if over != n {
		t.Errorf("%d of %d games ended", over, n)
	}
	// The games must have had secrets to keep.
	for _, c := range []game.Code{game.StartChosen, game.Position, game.PlayerWounded, game.NoWall, game.WallDestroyed, game.RulesOf, game.StatusOf, game.Recall, game.Said} {
		if codes[c] == 0 && n >= 20 {
			t.Errorf("no %s in %d games: the random players do not test what they should", c, n)
		}
	}
}

// sorted writes a count map in the order of its keys.
func sorted[K ~string](m map[K]int) string {
	var b strings.Builder
	for _, k := range slices.Sorted(maps.Keys(m)) {
		fmt.Fprintf(&b, "%s %d, ", k, m[k])
	}
	return strings.TrimSuffix(b.String(), ", ")
}

// TestLeakCheckWidenedEngine: the check sees a widened audience even when
// the engine itself widened it — the host's log then says the event is for
// everyone, and a host that filters it faithfully sends it to everyone —
// because what the rules keep secret is checked whatever the log says. It
// needs no network: it checks what a faithful host would send for a game's
// log.
func TestLeakCheckWidenedEngine(t *testing.T) {
	widen := []game.Code{game.Position, game.StartChosen, game.PlayerWounded, game.NoWall, game.RulesOf}
	// A game in which each of them happens.
	var setup game.Setup
	var log []game.Event
	for seed := uint64(0); ; seed++ {
		rng := rand.New(rand.NewPCG(seed, 0x1eaf))
		r := randomRules(rng, true)
		plan, _ := randomPlan(rng, r)
		setup = game.Setup{Maze: plan, Rules: r, Seed: seed, Players: playerNames}
		_, cmds := offlineGame(rng, setup, 300)
		var err error
		if _, log, err = game.Replay(setup, cmds); err != nil {
			t.Fatal(err)
		}
		if !slices.ContainsFunc(widen, func(c game.Code) bool {
			return !slices.ContainsFunc(log, func(e game.Event) bool { return e.Code == c })
		}) {
			break
		}
	}
	plan := setup.Maze
	check := func(log []game.Event) []string {
		sec, err := newSecrecy(log, plan, setup)
		if err != nil {
			t.Fatal(err)
		}
		var recs []recording
		for _, viewer := range []int{0, 1, game.Spectator} {
			recs = append(recs, faithful(t, log, viewer, plan))
		}
		return sec.check(recs)
	}
	if problems := check(log); len(problems) > 0 {
		t.Fatalf("a faithful host's bytes fail the check:\n%s", leakList(problems))
	}
	for _, code := range widen {
		widened := slices.Clone(log)
		found := false
		for i, e := range widened {
			if e.Code == code && e.To.Kind != game.ToEveryone {
				widened[i].To, found = game.Everyone(), true
			}
		}
		if !found {
			t.Errorf("the game has no %s to widen", code)
			continue
		}
		problems := check(widened)
		if !slices.ContainsFunc(problems, func(p string) bool { return strings.Contains(p, fmt.Sprintf(`"code":%q`, code)) }) {
			t.Errorf("%s said to everyone by the engine: the check finds %d problems, none about it:\n%s", code, len(problems), leakList(problems))
		}
	}
}

// faithful is what a host that filters faithfully sends viewer for a game
// whose log is log: joined, every event the log lets it hear, the reveal;
// and what its client sent.
func faithful(t *testing.T, log []game.Event, viewer int, plan *maze.Maze) recording {
	t.Helper()
	var rec recording
	send := func(to *[]byte, m wire.Message) {
		b, err := wire.Encode(m)
		if err != nil {
			t.Fatal(err)
		}
		*to = wire.AppendFrame(*to, b)
	}
	if viewer == game.Spectator {
		send(&rec.FromClient, &wire.Spectate{})
		send(&rec.FromHost, &wire.Joined{Seat: -1, Spectator: true})
	} else {
		send(&rec.FromClient, &wire.Claim{Name: playerNames[viewer]})
		token := wire.Token{byte(viewer + 1)}
		send(&rec.FromHost, &wire.Joined{Seat: viewer, Name: playerNames[viewer], Token: &token})
	}
	for _, e := range heard(log, viewer) {
		send(&rec.FromHost, &e)
	}
	send(&rec.FromHost, &wire.Reveal{Maze: plan, Events: log})
	return rec
}
