package host_test

import (
	"bytes"
	"math/rand/v2"
	"os"
	"os/exec"
	"slices"
	"strconv"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/labyrinth-game/labyrinth/engine/game"
	"github.com/labyrinth-game/labyrinth/net/client"
	"github.com/labyrinth-game/labyrinth/net/netnstest"
	"github.com/labyrinth-game/labyrinth/net/wire"
)

// killPoints is the environment variable that sets how many times
// TestKillHost kills the host (a soak: LABYRINTH_KILL_POINTS=300; the
// script grows to match); killSeed picks the game and the points.
const (
	killPoints = "LABYRINTH_KILL_POINTS"
	killSeed   = "LABYRINTH_KILL_SEED"
)

func envInt(t *testing.T, name string, def int) int {
	t.Helper()
	s := os.Getenv(name)
	if s == "" {
		return def
	}
	n, err := strconv.Atoi(s)
	if err != nil || n < 0 {
		t.Fatalf("%s=%q: want a whole number", name, s)
	}
	return n
}

// TestKillHost runs "labyrinth host" as a process and kills it outright
// (SIGKILL) at many random points of a scripted game — between two lines,
// or while a line is on its way, before, during or after the host wrote it
// to its journal — and each time resumes it with "labyrinth host
// --resume". The players' and the spectator's clients come back to their
// seats by themselves. A line whose answer was lost with the host
// (client.ErrOutcomeUnknown) is settled as a player would: by what was
// announced after he came back — said again if it was not played. Then:
//
//   - no line answered as accepted is ever lost: each resumed host has at
//     least the events of every line accepted before it was killed;
//   - every client is back in its seat, with the same ticket;
//   - the game ends exactly as the uninterrupted one: each seat heard
//     exactly what it may hear of the uninterrupted game, numbered
//     without a gap or a repeat, the reveal holds its every event, and the
//     journal holds the script's lines once each, in order.
func TestKillHost(t *testing.T) {
	netnstest.Require(t)
	t.Setenv("XDG_CONFIG_HOME", t.TempDir())
	kills := 30
	if raceOn {
		kills = 8
	}
	kills = envInt(t, killPoints, kills)
	seed := uint64(envInt(t, killSeed, 1))
	s := newScripted(t, seed, kills+10)
	rng := rand.New(rand.NewPCG(seed, 0xdead))
	kill := map[int]bool{}
	for _, k := range rng.Perm(len(s.lines))[:kills] {
		kill[k] = true
	}
	t.Logf("a game of %d lines, %d events; the host is killed at %d of them (%s=%d)", len(s.lines), len(s.log), kills, killSeed, seed)

	cmd, out := hostProcess(t, "--maze", s.planFile(t), "--seed", strconv.FormatUint(s.seed, 10), "--port", "0",
		"--spectators", "1", "--no-advertise")
	addr := "127.0.0.1:" + out.value(t, "address: 127.0.0.1:")
	journal := out.value(t, "journal: ")
	watcher := dial(t, addr, client.Config{Spectate: true})
	players := []*client.Client{dial(t, addr, client.Config{Name: playerNames[0]}), dial(t, addr, client.Config{Name: playerNames[1]})}
	var tickets []client.Ticket
	for _, c := range players {
		tk, _ := c.Ticket()
		tickets = append(tickets, tk)
	}

	accepted := -1 // the last line the host said it accepted
	var unknown, unknownPlayed, inFlight int
	// restart kills the host and resumes it; it returns how many events
	// the resumed game had, and checks that no accepted line was lost.
	restart := func() int {
		t.Helper()
		cmd.Process.Kill()
		cmd.Wait()
		cmd, out = hostProcess(t, "--resume", journal)
		line := out.value(t, "resumed: ")
		n, err := strconv.Atoi(strings.TrimSuffix(line[strings.LastIndex(line, ", ")+2:], " events so far"))
		if err != nil {
			t.Fatalf("resumed: %q", line)
		}
		if accepted >= 0 && n < s.after[accepted] {
			t.Fatalf("killed after line %d was accepted (%d events), resumed with %d events: an accepted line was lost", accepted+1, s.after[accepted], n)
		}
		return n
	}
	for k, l := range s.lines {
		c := players[l.Player]
		if !kill[k] {
			mustSay(t, c, k, l)
			accepted = k
			continue
		}
		if rng.IntN(3) == 0 {
			// Killed between two lines.
			mustSay(t, c, k, l)
			accepted = k
			if n := restart(); n != s.after[k] {
				t.Fatalf("killed after line %d (%d events), resumed with %d events", k+1, s.after[k], n)
			}
			continue
		}
		// Killed while the line is on its way.
		inFlight++
		before := c.Heard()
		answer := make(chan error, 1)
		go func() { answer <- say(c, l) }()
		time.Sleep(time.Duration(rng.IntN(3000)) * time.Microsecond)
		n := restart()
		err := <-answer
		switch {
		case err == nil:
		case errUnknown(err):
			unknown++
			// Settled by what was announced: once the player heard all
			// his seat may hear of the resumed game, the line was played
			// if its answer is among it.
			want := len(heard(s.log[:n], l.Player))
			waitFor(t, "the events of the resumed game", func() bool { return c.Heard() >= want })
			was, err := played(l, c.EventsSince(before))
			if err != nil {
				t.Fatal(err)
			}
			if was != (n >= s.after[k]) {
				t.Fatalf("line %d: the player's events say played=%v, the resumed game has %d events (%d once the line is played)", k+1, was, n, s.after[k])
			}
			if was {
				unknownPlayed++
			} else {
				mustSay(t, c, k, l)
			}
		default:
			t.Fatalf("line %d (%s), the host killed meanwhile: %v", k+1, lineText(l), err)
		}
		accepted = k
	}
	t.Logf("%d kills while a line was on its way: %d lines with an unknown outcome, settled by the events (%d had been played)", inFlight, unknown, unknownPlayed)

	everyoneHeard(t, s.log, players, watcher)
	reveal, _ := watcher.Reveal()
	sameLog(t, "the reveal", reveal.Events, s.log)
	for i, c := range players {
		// The host may have been killed after the last line: everything
		// was heard before, and the client is still coming back.
		waitFor(t, playerNames[i]+" connected again", func() bool { return c.Status().Connected })
		if tk, _ := c.Ticket(); tk != tickets[i] || c.Seat() != i || !c.Status().Connected {
			t.Errorf("%s is not back in seat %d: seat %d, status %+v", playerNames[i], i, c.Seat(), c.Status())
		}
	}
	waitFor(t, "everyone connected", func() bool {
		p := watcher.Presence()
		return p.Spectators == 1 && len(p.Seats) == 2 && p.Seats[0].State == wire.Connected && p.Seats[1].State == wire.Connected
	})
	stopHost(t, cmd)
	checkJournal(t, journal, s)
}

// stopHost stops a host process with SIGTERM and expects it to exit 0.
func stopHost(t *testing.T, cmd *exec.Cmd) {
	t.Helper()
	cmd.Process.Signal(syscall.SIGTERM)
	if err := cmd.Wait(); err != nil {
		t.Fatalf("the host after SIGTERM: %v", err)
	}
}

// checkJournal checks that the game's journal holds the script's lines,
// each once, in order, with the host's beginning: nothing lost, nothing
// twice, nothing torn.
func checkJournal(t *testing.T, journal string, s *scripted) {
	t.Helper()
	data, err := os.ReadFile(journal)
	if err != nil {
		t.Fatal(err)
	}
	g, events, keep, err := game.ReadJournal(data)
	if err != nil || keep != len(data) {
		t.Fatalf("the journal reads back %d of %d bytes: %v", keep, len(data), err)
	}
	sameLog(t, "the journal's game", events, s.log)
	var got []game.Command
	for _, c := range g.Journal() {
		if c.Kind != game.Begin {
			got = append(got, c)
		}
	}
	enc := func(cs []game.Command) [][]byte {
		var out [][]byte
		for _, c := range cs {
			b, err := game.EncodeCommand(c, playerNames)
			if err != nil {
				t.Fatal(err)
			}
			out = append(out, b)
		}
		return out
	}
	if a, b := enc(got), enc(s.lines); !slices.EqualFunc(a, b, bytes.Equal) {
		t.Fatalf("the journal holds %d lines, the script %d:\n%s\nwant\n%s", len(a), len(b), bytes.Join(a, []byte("\n")), bytes.Join(b, []byte("\n")))
	}
}
