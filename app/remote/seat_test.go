package remote_test

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"net"
	"os"
	"path/filepath"
	"reflect"
	"slices"
	"sync"
	"testing"
	"time"

	"github.com/labyrinth-game/labyrinth/app/host"
	"github.com/labyrinth-game/labyrinth/app/remote"
	"github.com/labyrinth-game/labyrinth/app/seat"
	"github.com/labyrinth-game/labyrinth/app/session"
	"github.com/labyrinth-game/labyrinth/engine/game"
	"github.com/labyrinth-game/labyrinth/engine/maze"
	"github.com/labyrinth-game/labyrinth/engine/moves"
	"github.com/labyrinth-game/labyrinth/net/testgame"
)

// TestPlayToTheEnd plays the reference's sample game to Bob's win through
// two remote seats, with a spectator watching: each hears exactly what
// game.Filter lets its viewer hear of the host's log, numbered 1, 2, 3 for
// itself, knows what the events told it, and gets the reveal: the plan,
// and how the game left it.
func TestPlayToTheEnd(t *testing.T) {
	h := hostGame(t, 2, func(c *host.Config) { c.Spectators = 2 })
	tickets := &remote.Tickets{Dir: t.TempDir()}
	ann := dial(t, remote.Config{Addr: h.addr(), Name: "Ann", Tickets: tickets})

	// The lobby: the game is not made while a seat is free.
	if _, ok := ann.Seat(); ok {
		t.Fatal("a seat before the lobby closed")
	}
	if hello := ann.Hello(); hello.Game != "Test maze" || hello.Seats != 2 {
		t.Errorf("hello %+v", hello)
	}
	waitFor(t, "Ann in the presence", func() bool {
		p := ann.Presence()
		return len(p.Seats) == 2 && p.Seats[0].Name == "Ann" && p.Seats[0].State == remote.Connected && p.Seats[1].State == remote.Free
	})
	watcher := dial(t, remote.Config{Addr: h.addr(), Spectate: true})
	bob := dial(t, remote.Config{Addr: h.addr(), Name: "Bob", Tickets: tickets})
	seats := []*remote.Seat{seatOf(t, ann), seatOf(t, bob)}
	watching := seatOf(t, watcher)
	if ann.Viewer() != 0 || bob.Viewer() != 1 || watcher.Viewer() != game.Spectator {
		t.Fatalf("viewers %d, %d, %d", ann.Viewer(), bob.Viewer(), watcher.Viewer())
	}
	if info := seats[0].Info(); len(info.Names) != 2 || info.Names[1] != "Bob" || info.Outline.Width() != 5 {
		t.Errorf("Ann's public facts: %+v", info)
	}

	play(t, seats, sampleLines(t))

	all := h.all()
	want, final := uninterrupted(t)
	testgame.SameEvents(t, "the host's log", testgame.HeardAs(all, game.Master), testgame.HeardAs(want, game.Master))
	for i, s := range []*remote.Seat{seats[0], seats[1], watching} {
		viewer := s.Viewer()
		who := fmt.Sprintf("viewer %d", viewer)
		var err error
		waitFor(t, who+": the reveal", func() bool {
			_, err = s.Reveal()
			return !errors.Is(err, session.ErrNotOver)
		})
		if err != nil {
			t.Fatalf("%s: the reveal: %v", who, err)
		}
		sameHeard(t, who, s, all)
		if st := s.State(); st.Phase != game.Over || st.Winner != 1 || st.Result != game.WonWithTreasure {
			t.Errorf("%s: the game ended %+v, want Bob's win", who, st)
		}
		// What the seat worked out from what it heard is what the host
		// tells everyone.
		info, state := h.Public()
		if !reflect.DeepEqual(s.Info(), *info) || !reflect.DeepEqual(s.State(), *state) {
			t.Errorf("%s: the public facts and state\n  %+v\n  %+v\nwant the host's\n  %+v\n  %+v", who, s.Info(), s.State(), *info, *state)
		}
		if i < 2 {
			k := session.NewKnown(s.Info().Rules, s.Info().Names, viewer)
			k.Floors = s.Info().Outline.Floors() // as a seat's hearing starts it
			k.Apply(game.Filter(nil, all, viewer)...)
			if got := s.Known(); fmt.Sprint(got) != fmt.Sprint(*k) {
				t.Errorf("%s knows\n  %+v\nwant\n  %+v", who, got, *k)
			}
		}
		r, _ := s.Reveal()
		if !r.Plan.Equal(testgame.New(t, 1).Plan) || !r.Final.Equal(final) || len(r.Events) != len(all) || r.Winner != 1 {
			t.Errorf("%s: the reveal differs from the game's", who)
		}
		if again, _ := s.Reveal(); again != r {
			t.Errorf("%s: the reveal is worked out again", who)
		}
	}
	// The game blew up walls, so that the final plan is not the drawn one,
	// and the players heard what the spectator did not.
	if final.Equal(testgame.New(t, 1).Plan) {
		t.Error("no wall was blown up: the final plan proves nothing")
	}
	if len(game.Filter(nil, all, 1)) == len(game.Filter(nil, all, game.Spectator)) {
		t.Error("Bob heard no more than the spectator")
	}
}

// TestRefusals: the game's refusals come back typed, with their code, the
// seats they concern and the names their text needs; nothing changes.
func TestRefusals(t *testing.T) {
	h := hostGame(t, 2, func(c *host.Config) { c.Spectators = 1 })
	annConn := dial(t, remote.Config{Addr: h.addr(), Name: "Ann"})
	bob := seatOf(t, dial(t, remote.Config{Addr: h.addr(), Name: "Bob"}))
	ann := seatOf(t, annConn)
	watcher := seatOf(t, dial(t, remote.Config{Addr: h.addr(), Spectate: true}))

	var r *game.Refusal
	err := bob.ChooseStart(maze.Pos{X: 40, Y: 40})
	if !errors.As(err, &r) || r.Code != game.RefusedOffLabyrinth || r.Player != 1 {
		t.Fatalf("a start off the labyrinth: %v", err)
	}
	play(t, []*remote.Seat{ann, bob}, sampleLines(t)[:2]) // the starts
	want := len(game.Filter(nil, h.all(), 0))
	waitFor(t, "the game's beginning", func() bool { return ann.Heard() == want })
	before := ann.Heard()

	err = bob.SayText("go up")
	if !errors.As(err, &r) || r.Code != game.RefusedNotYourTurn || r.Player != 1 || r.Other != 0 {
		t.Fatalf("Bob's move in Ann's turn: %v", err)
	}
	if r.Error() != "it is Ann's turn, not Bob's" {
		t.Errorf("the refusal reads %q", r.Error())
	}
	err = ann.SayText("go nort")
	var pe *moves.ParseError
	if !errors.As(err, &r) || r.Code != game.RefusedParse || !errors.As(err, &pe) || pe.Offset != 3 {
		t.Fatalf("a typo: %v", err)
	}
	err = watcher.SayText("go up")
	if !errors.As(err, &r) || r.Code != game.RefusedSpectator {
		t.Fatalf("a spectator's move: %v", err)
	}
	err = ann.ChooseStart(maze.Pos{X: 1, Y: 1})
	if !errors.As(err, &r) || r.Code != game.RefusedAlreadyBegun {
		t.Fatalf("a start after the beginning: %v", err)
	}
	if ann.Heard() != before {
		t.Errorf("refusals made %d events", ann.Heard()-before)
	}
	if err := ann.SayText("go up"); err != nil {
		t.Fatalf("Ann's move after the refusals: %v", err)
	}
}

// TestDropMidTurn cuts Ann's connection while her move is on its way: the
// host played it, its answer is lost. The client reconnects by itself,
// asks again, and gets the first answer: the move is played once, its
// events heard once, and the game goes on to its end as the
// uninterrupted one.
func TestDropMidTurn(t *testing.T) {
	h, p, annConn, seats := behindProxy(t)
	ann, lines := seats[0], sampleLines(t)
	play(t, seats, lines[:4])

	// Ann's "Shoot to the left, then go up": played, answer lost.
	p.SetMute(true)
	before := len(h.all())
	done := make(chan error, 1)
	go func() { done <- say(ann, lines[4].Command) }()
	waitFor(t, "Ann's move played", func() bool { return len(h.all()) > before })
	p.Cut()
	p.SetMute(false)
	if err := <-done; err != nil {
		t.Fatalf("Ann's move across the cut: %v", err)
	}
	if !annConn.Connection().Connected {
		t.Error("Ann is not connected again")
	}
	play(t, seats, lines[5:])
	asUninterrupted(t, h, ann)
}

// TestHostRestart restarts the host twice while Ann's request is under
// way, resuming it from its files on the same port: once after it played
// the move (the answer lost), once before the move reached it. Both times
// Ann's seat finds out from what the new host sends whether the move was
// played, sends it again only when it was not, and the game ends as the
// uninterrupted one.
func TestHostRestart(t *testing.T) {
	h, p, _, seats := behindProxy(t)
	ann, lines := seats[0], sampleLines(t)
	next := 0
	for _, c := range []struct {
		line   int
		played bool // the first host played it before it stopped
	}{{4, true}, {8, false}} {
		play(t, seats, lines[next:c.line])
		before := len(h.all())
		p.SetMute(c.played)
		p.SetHold(!c.played)
		done := make(chan error, 1)
		go func() { done <- say(ann, lines[c.line].Command) }()
		if c.played {
			waitFor(t, "the move played", func() bool { return len(h.all()) > before })
		} else {
			waitFor(t, "the move sent", func() bool { return bytes.Contains(p.Held(), []byte(`"type":"say"`)) })
		}
		h.restart(t)
		p.Cut()
		p.SetMute(false)
		p.SetHold(false)
		if err := <-done; err != nil {
			t.Fatalf("%s across a restart of the host: %v", lines[c.line].Text, err)
		}
		next = c.line + 1
	}
	play(t, seats, lines[next:])
	asUninterrupted(t, h, ann)
	if st := ann.State(); st.Phase != game.Over || st.Winner != 1 {
		t.Fatalf("the game ended %+v, want Bob's win", st)
	}
}

// TestTicket: a join that is started again takes its seat back with the
// ticket it kept (by name, or as the one seat held at the address), hears
// everything again, and plays on; the ticket file is the owner's alone.
func TestTicket(t *testing.T) {
	h := hostGame(t, 2, nil)
	tickets := &remote.Tickets{Dir: t.TempDir()}
	first := dial(t, remote.Config{Addr: h.addr(), Name: "Ann", Tickets: tickets})
	bob := seatOf(t, dial(t, remote.Config{Addr: h.addr(), Name: "Bob"}))
	lines := sampleLines(t)
	play(t, []*remote.Seat{seatOf(t, first), bob}, lines[:4])

	kept, ok, err := tickets.Find(h.addr(), "ann")
	if err != nil || !ok || kept.Seat != 0 || kept.Name != "Ann" || kept.Game != "Test maze" {
		t.Fatalf("Ann's ticket: %+v, %v, %v", kept, ok, err)
	}
	entries, _ := os.ReadDir(tickets.Dir)
	for _, e := range entries {
		if info, _ := e.Info(); info.Mode().Perm() != 0o600 {
			t.Errorf("%s has mode %v, want 0600", e.Name(), info.Mode().Perm())
		}
	}
	first.Close()

	for _, name := range []string{"Ann", ""} {
		conn := dial(t, remote.Config{Addr: h.addr(), Name: name, Tickets: tickets})
		ann := seatOf(t, conn)
		if ann.Viewer() != 0 || conn.Name() != "Ann" {
			t.Fatalf("joining again as %q: seat %d, name %q", name, ann.Viewer(), conn.Name())
		}
		sameHeard(t, "Ann again", ann, h.all())
		if name == "" {
			play(t, []*remote.Seat{ann, bob}, lines[4:])
		} else {
			conn.Close()
		}
	}

	// A ticket that cannot be kept does not cost the seat.
	blocked := filepath.Join(t.TempDir(), "file")
	os.WriteFile(blocked, nil, 0o600)
	h3 := hostGame(t, 1, nil)
	if c := dial(t, remote.Config{Addr: h3.addr(), Name: "Dee", Tickets: &remote.Tickets{Dir: filepath.Join(blocked, "tickets")}}); c.TicketErr() == nil || c.Viewer() != 0 {
		t.Errorf("a ticket kept under a file: seat %d, %v", c.Viewer(), c.TicketErr())
	}

	// A ticket another game at the address does not know is forgotten,
	// and a new seat claimed.
	h2 := hostGame(t, 2, nil)
	kept.Addr = h2.addr()
	if err := tickets.Save(kept); err != nil {
		t.Fatal(err)
	}
	conn := dial(t, remote.Config{Addr: h2.addr(), Name: "Ann", Tickets: tickets})
	if conn.Viewer() != 0 {
		t.Errorf("Ann claimed seat %d", conn.Viewer())
	}
	if now, ok, _ := tickets.Find(h2.addr(), "Ann"); !ok || now.Token == kept.Token {
		t.Errorf("the ticket kept is %+v, %v; want the new seat's", now, ok)
	}
	// A ticket of another game's name is not even shown to this one.
	other := kept
	other.Game, other.Name = "Friday maze", "Cid"
	tickets.Save(other)
	if c := dial(t, remote.Config{Addr: h2.addr(), Name: "Cid", Tickets: tickets}); c.Viewer() != 1 {
		t.Errorf("Cid claimed seat %d", c.Viewer())
	}
	if still, ok, _ := tickets.Find(h2.addr(), "Cid"); !ok || still.Token == other.Token {
		t.Errorf("Cid's ticket is %+v, %v; want his new seat's", still, ok)
	}
}

// TestSpectatorLobby: a spectator watches from the lobby on; he has no
// ticket, and his requests are refused before they leave.
func TestSpectatorLobby(t *testing.T) {
	h := hostGame(t, 2, func(c *host.Config) { c.Spectators = 1 })
	watcher := dial(t, remote.Config{Addr: h.addr(), Spectate: true})
	if _, ok := watcher.Ticket(); ok {
		t.Error("a spectator has a ticket")
	}
	if watcher.Name() != "" {
		t.Errorf("a spectator named %q", watcher.Name())
	}
	dial(t, remote.Config{Addr: h.addr(), Name: "Ann"})
	waitFor(t, "Ann in the spectator's presence", func() bool {
		p := watcher.Presence()
		return len(p.Seats) == 2 && p.Seats[0].State == remote.Connected && p.Spectators == 1
	})
	if _, ok := watcher.Seat(); ok {
		t.Fatal("the game is made with a seat free")
	}
	dial(t, remote.Config{Addr: h.addr(), Name: "Bob"})
	s := seatOf(t, watcher)
	before := len(h.all())
	var r *game.Refusal
	if err := s.ChooseStart(maze.Pos{}); !errors.As(err, &r) || r.Code != game.RefusedSpectator {
		t.Errorf("a spectator's start: %v", err)
	}
	if len(h.all()) != before {
		t.Error("the spectator's request reached the host")
	}
}

// TestClose: closing the connection ends a request under way, the
// seat's updates and its requests.
func TestClose(t *testing.T) {
	h := hostGame(t, 1, nil)
	p := newProxy(t, h.addr())
	conn := dial(t, remote.Config{Addr: p.Addr(), Name: "Ann"})
	s := seatOf(t, conn)
	p.SetHold(true) // the request never reaches the host
	done := make(chan error, 1)
	go func() { done <- s.SayText("rules") }()
	conn.Close()
	if err := <-done; !errors.Is(err, seat.ErrClosed) {
		t.Errorf("a request under way at Close: %v", err)
	}
	for range s.Updates() {
	}
	if err := s.SayText("rules"); !errors.Is(err, seat.ErrClosed) {
		t.Errorf("a request after Close: %v", err)
	}
}

// behindProxy hosts a game of two, Ann joining through a proxy and Bob
// directly.
func behindProxy(t testing.TB) (*hosted, *testgame.Proxy, *remote.Conn, []*remote.Seat) {
	t.Helper()
	h := hostGame(t, 2, nil)
	p := newProxy(t, h.addr())
	annConn := dial(t, remote.Config{Addr: p.Addr(), Name: "Ann"})
	bob := seatOf(t, dial(t, remote.Config{Addr: h.addr(), Name: "Bob"}))
	return h, p, annConn, []*remote.Seat{seatOf(t, annConn), bob}
}

// asUninterrupted checks that the host's game ended as the sample played
// straight through does, and that Ann heard exactly her part of it.
func asUninterrupted(t testing.TB, h *hosted, ann *remote.Seat) {
	t.Helper()
	all, _ := uninterrupted(t)
	testgame.SameEvents(t, "the host's log", testgame.HeardAs(h.all(), game.Master), testgame.HeardAs(all, game.Master))
	sameHeard(t, "Ann", ann, all)
}

// TestLinkAndClock: the seat says how its line stands and who is away, as
// the connection and the host's presence do — Ann's connection lost and
// not yet made again is "not connected" on her seat and "away" on Bob's,
// and both are back once she is — and the clock of §9 runs on both seats
// when Bob asks the game master to time Ann's move.
func TestLinkAndClock(t *testing.T) {
	h := hostGame(t, 2, func(c *host.Config) { c.Rules.MoveSeconds = 60 })
	var mu sync.Mutex
	var line net.Conn
	refuse := false
	annConn := dial(t, remote.Config{Addr: h.addr(), Name: "Ann", Dial: func(ctx context.Context) (net.Conn, error) {
		mu.Lock()
		defer mu.Unlock()
		if refuse {
			return nil, errors.New("the network is down")
		}
		var d net.Dialer
		c, err := d.DialContext(ctx, "tcp", h.addr())
		line = c
		return c, err
	}})
	bobConn := dial(t, remote.Config{Addr: h.addr(), Name: "Bob"})
	ann, bob := seatOf(t, annConn), seatOf(t, bobConn)
	lines := sampleLines(t)
	play(t, []*remote.Seat{ann, bob}, lines[:4])
	if l := ann.Link(); !l.Connected || len(l.Away) != 0 {
		t.Fatalf("Ann's line while connected: %+v", l)
	}

	mu.Lock()
	refuse = true
	line.Close()
	mu.Unlock()
	waitFor(t, "Ann's seat to say it reconnects", func() bool { l := ann.Link(); return !l.Connected && l.Attempts > 0 && l.Err != nil })
	waitFor(t, "Bob's seat to say Ann is away", func() bool { return slices.Equal(bob.Link().Away, []int{0}) })
	mu.Lock()
	refuse = false
	mu.Unlock()
	waitFor(t, "Ann back", func() bool { l := ann.Link(); return l.Connected && !l.Ended })
	waitFor(t, "Bob's seat to say Ann is back", func() bool { return len(bob.Link().Away) == 0 })

	turn := ann.State().Turn
	asker, timed := bob, ann
	if turn == 1 {
		asker, timed = ann, bob
	}
	// Ann's move is timed already if it is hers: the rules time moves, and
	// the host times an away player's move (§9, docs/network.md).
	if err := asker.Say(moves.Statement{Kind: moves.AskTiming, Player: timed.Info().Names[turn]}); err != nil && (turn != 0 || !isRefusal(err, game.RefusedAlreadyTimed)) {
		t.Fatal(err)
	}
	for _, s := range []*remote.Seat{ann, bob} {
		waitFor(t, "the timer heard", func() bool { return s.Clock().Timed == turn })
		if left, ok := s.Clock().Remaining(time.Now()); !ok || left > time.Minute || left < 30*time.Second {
			t.Errorf("seat %d: %v left of a timed minute", s.Viewer(), left)
		}
	}
}

func isRefusal(err error, code game.RefusalCode) bool {
	var r *game.Refusal
	return errors.As(err, &r) && r.Code == code
}
