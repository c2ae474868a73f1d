package play

import (
	"context"
	"fmt"
	"slices"
	"strings"
	"testing"
	"time"

	"fyne.io/fyne/v2"

	"github.com/labyrinth-game/labyrinth/app/host"
	"github.com/labyrinth-game/labyrinth/app/remote"
	"github.com/labyrinth-game/labyrinth/engine/game"
	"github.com/labyrinth-game/labyrinth/engine/maze"
	"github.com/labyrinth-game/labyrinth/engine/rules"
	"github.com/labyrinth-game/labyrinth/net/netnstest"
	"github.com/labyrinth-game/labyrinth/net/server"
	"github.com/labyrinth-game/labyrinth/net/testgame"
	"github.com/labyrinth-game/labyrinth/ui/uitest"
)

// uiLoop stands in for the app's main goroutine. Fyne's test driver runs
// fyne.Do at once on the caller's goroutine, which would let the seats'
// goroutines touch the widgets; here they post their calls instead, as
// shell.OnUI posts them to the real driver's queue, and the benchmark's
// goroutine runs them one at a time, in order: the only goroutine that
// touches a widget.
type uiLoop struct {
	calls chan uiCall
	stop  chan struct{}
}

// uiCall is a call posted by the goroutines of screen who.
type uiCall struct {
	who int
	f   func()
}

// post hands f to the loop; false once the benchmark is over.
func (l *uiLoop) post(who int, f func()) bool {
	select {
	case l.calls <- uiCall{who, f}:
		return true
	case <-l.stop:
		return false
	}
}

// env is the game screen's environment in the app (DefaultEnv), its
// calls to the UI goroutine posted to the loop: the seat's news followed
// on a goroutine of its own (shell.Follow), requests sent off the UI
// goroutine (Env.Send).
func (l *uiLoop) env(b *testing.B, who int) Env {
	env := testPlayEnv(b)
	env.Watch = func(updates <-chan struct{}, news func()) {
		go func() {
			for range updates {
				if !l.post(who, news) {
					return
				}
			}
		}()
	}
	env.Send = func(req func() error, answered func(error)) {
		go func() {
			err := req()
			l.post(who, func() { answered(err) })
		}()
	}
	return env
}

// next runs the next posted call, and says whose screen it was for.
func (l *uiLoop) next(b *testing.B, what string) int {
	select {
	case c := <-l.calls:
		c.f()
		return c.who
	case <-time.After(testgame.HangGuard):
		b.Fatalf("waiting for %s", what)
		return -1
	}
}

// walker is a player of the benchmark's game, on a screen of his own,
// who walks between two cells for ever.
type walker struct {
	name string
	g    *Screen
	// there and back are what he says, in turn.
	there, back string
	away        bool
}

func (w *walker) step() string {
	if w.away {
		return w.back
	}
	return w.there
}

// BenchmarkMoveAppearsInTheOthersLog: three players, each on the game
// screen over a remote seat (app/remote) in a window of Fyne's test app,
// joined over loopback to a host (app/host) whose game master is the
// computer. Each iteration the player whose turn it is types a step in the
// composer and presses Enter; from the key press the benchmark takes the
// time until the move's row ("Round 7 · Ann: go right" and the game
// master's answer) is in each other player's announcement log on screen
// and his turn bar has moved on to the next player (appears-*: two
// figures a move), and until the mover's own log shows the answer and
// the composer has taken it (answered-*). On the way: the
// composer parsing the text, the request's goroutine, the client's frame
// over TCP, the host parsing, journaling (fsync) and playing it and
// sending the events, the clients decoding them and their seats hearing
// them, the news crossing to the UI goroutine, the notebook and the log's
// rows made again. Not on it: the GPU drawing the frame.
//
// The players walk back and forth between cells of the first row (§4.1:
// a step into an open cell) and the draw of §3.6 is pushed out of reach,
// so the game never ends.
func BenchmarkMoveAppearsInTheOthersLog(b *testing.B) {
	netnstest.Require(b)
	r := rules.Reference()
	r.NStop = 1_000_000 // no draw: the walk goes on
	h, err := host.New(host.Config{Maze: uitest.SmallMaze(b), Rules: r, Seed: 1, Name: "Bench", Seats: 3,
		Listen: "127.0.0.1", Dir: b.TempDir(),
		// The figures measure a move's path, not the guard against a
		// client that floods the host (20 messages a second).
		Options: host.Options{Limits: server.Limits{Rate: 1e6, Burst: 1_000_000}}})
	if err != nil {
		b.Fatal(err)
	}
	b.Cleanup(func() { h.Close() })

	loop := &uiLoop{calls: make(chan uiCall, 64), stop: make(chan struct{})}
	b.Cleanup(func() { close(loop.stop) })
	ctx, cancel := context.WithTimeout(context.Background(), testgame.HangGuard)
	defer cancel()
	// The first row of the small maze (uitest.SmallMazeJSON) is open
	// between (2,1) and (3,1); (3,2) is below (3,1).
	players := []struct {
		walker
		start maze.Pos
	}{
		{walker{name: "Ann", there: "go right", back: "go left"}, maze.At(1, 0)},
		{walker{name: "Bob", there: "go left", back: "go right"}, maze.At(2, 0)},
		{walker{name: "Cid", there: "go up", back: "go down"}, maze.At(2, 1)},
	}
	// The host makes the game once every seat is taken.
	conns := make([]*remote.Conn, len(players))
	for i, p := range players {
		c, err := remote.Dial(ctx, remote.Config{Addr: h.Addr().String(), Name: p.name})
		if err != nil {
			b.Fatal(err)
		}
		b.Cleanup(func() { c.Close() })
		conns[i] = c
	}
	walkers := make([]*walker, len(players))
	for i, c := range conns {
		s, err := c.WaitSeat(ctx)
		if err != nil {
			b.Fatal(err)
		}
		p := &players[i]
		env := loop.env(b, i)
		f := uitest.NewFrame(b)
		p.g = Open(f, &env, Game{Seat: s, Title: "Bench"})
		f.W.Resize(uitest.ScreenSize)
		b.Cleanup(p.g.close)
		if err := s.ChooseStart(p.start); err != nil {
			b.Fatal(err)
		}
		walkers[i] = &p.walker
	}
	for !allPlaying(walkers) {
		loop.next(b, "play to begin on every screen")
	}

	var appears, answered []time.Duration
	b.ResetTimer()
	for range b.N {
		st := walkers[0].g.Seat.State()
		if st.Phase != game.Playing {
			b.Fatalf("the game is no longer played: %+v", st)
		}
		mover := walkers[st.Turn]
		for mover.g.turn.headText() != "Your turn" {
			loop.next(b, mover.name+"'s turn on his screen")
		}
		said := mover.step()
		e := mover.g.compose.entry
		e.SetText(said)
		start := time.Now()
		e.TypedKey(&fyne.KeyEvent{Name: fyne.KeyReturn})
		if mover.g.sending == "" {
			b.Fatalf("%s's %q was not sent: %s", mover.name, said, mover.g.compose.feedback.String())
		}
		theirs := fmt.Sprintf("Round %d · %s: %s", st.Round, mover.name, said)
		mine := fmt.Sprintf("Round %d · You: %s", st.Round, said)
		waiting := len(walkers) // the others' logs, and the mover's answer
		seen := make([]bool, len(walkers))
		for waiting > 0 {
			who := loop.next(b, fmt.Sprintf("%s's %q on every screen", mover.name, said))
			w := walkers[who]
			if seen[who] {
				continue
			}
			switch {
			case w == mover:
				if w.g.sending != "" || e.Text != "" || !strings.Contains(w.g.log.lastText(), mine) {
					continue
				}
				answered = append(answered, time.Since(start))
			case strings.Contains(w.g.log.lastText(), theirs) && w.g.turn.headText() != mover.name+"'s turn":
				appears = append(appears, time.Since(start))
			default:
				continue
			}
			seen[who] = true
			waiting--
		}
		mover.away = !mover.away
	}
	b.StopTimer()
	slices.Sort(appears)
	slices.Sort(answered)
	b.ReportMetric(millis(appears, 50), "appears-p50-ms")
	b.ReportMetric(millis(appears, 99), "appears-p99-ms")
	b.ReportMetric(millis(answered, 50), "answered-p50-ms")
	b.ReportMetric(millis(answered, 99), "answered-p99-ms")
}

// allPlaying tells whether every screen has play begun: the start cell
// chosen, the game master's opening taken in.
func allPlaying(walkers []*walker) bool {
	for _, w := range walkers {
		if w.g.start != nil || w.g.Seat.State().Phase != game.Playing {
			return false
		}
	}
	return true
}

// millis is the p-th percentile of sorted durations, in milliseconds.
func millis(sorted []time.Duration, p float64) float64 {
	if len(sorted) == 0 {
		return 0
	}
	i := min(int(p/100*float64(len(sorted))), len(sorted)-1)
	return float64(sorted[i].Microseconds()) / 1000
}
