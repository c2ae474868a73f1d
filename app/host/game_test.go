package host_test

import (
	"errors"
	"reflect"
	"testing"

	"github.com/labyrinth-game/labyrinth/app/host"
	"github.com/labyrinth-game/labyrinth/engine/game"
	"github.com/labyrinth-game/labyrinth/engine/maze"
	"github.com/labyrinth-game/labyrinth/engine/rules"
	"github.com/labyrinth-game/labyrinth/net/client"
	"github.com/labyrinth-game/labyrinth/net/wire"
)

// TestFullGame plays the reference's sample game to Bob's win with two
// players and a spectator over the network: each heard exactly what the
// host's log says its seat may hear (game.Filter), numbered 1, 2, 3 for
// itself; the game is the one the script plays without a network; and
// everyone gets the reveal.
func TestFullGame(t *testing.T) {
	rec := &recorder{}
	cfg := config(t)
	cfg.Log = rec.log
	h := start(t, cfg)
	addr := h.Addr().String()

	watcher := dial(t, addr, client.Config{Spectate: true})
	ann := dial(t, addr, client.Config{Name: "Ann"})
	// A refusal before the game is made: there is none yet.
	err := ann.Say(t.Context(), "go up")
	var r *game.Refusal
	if !errors.As(err, &r) || r.Code != game.RefusedNotBegun {
		t.Fatalf("a move in the lobby: %v, want not_begun", err)
	}
	bob := dial(t, addr, client.Config{Name: "Bob"})
	players := []*client.Client{ann, bob}
	if st := h.Status(); !st.Made || !reflect.DeepEqual(st.Names, []string{"Ann", "Bob"}) || st.Phase != game.Choosing {
		t.Fatalf("every seat claimed: %+v, want the game made, choosing", st)
	}

	lines := sample(t)
	play(t, players, lines[:1]) // Ann chooses
	if st := h.Status(); st.Phase != game.Choosing || !reflect.DeepEqual(st.Chosen, []bool{true, false}) {
		t.Fatalf("one start chosen: %+v", st)
	}
	play(t, players, lines[1:2]) // Bob chooses: the computer begins
	if st := h.Status(); st.Phase != game.Playing || st.Turn != 0 {
		t.Fatalf("every start chosen: %+v, want the game begun, Ann's turn", st)
	}
	// The game's refusals reach the player, typed.
	err = bob.Say(t.Context(), "go up")
	if !errors.As(err, &r) || r.Code != game.RefusedNotYourTurn || r.Player != 1 {
		t.Fatalf("Bob's move in Ann's turn: %v", err)
	}
	play(t, players, lines[2:])

	all := h.MasterEvents(0)
	sameLog(t, "the host's game", all, uninterrupted(t, rules.Reference()))
	sameLog(t, "the host's log", rec.events(), all)
	everyoneHeard(t, all, players, watcher)
	for i, c := range []*client.Client{ann, bob, watcher} {
		viewer := i
		if i == 2 {
			viewer = game.Spectator
		}
		rev, _ := c.Reveal()
		if !rev.Maze.Equal(readPlan(t)) || len(rev.Events) != len(all) {
			t.Errorf("viewer %d: the reveal has %d events of %d, or another plan", viewer, len(rev.Events), len(all))
		}
		pub, _ := c.Public()
		if pub.State == nil || pub.State.Phase != game.Over || pub.State.Winner != 1 {
			t.Errorf("viewer %d: the public state %+v, want over, Bob the winner", viewer, pub.State)
		}
	}
	if len(heardAs(all, 1)) == len(heardAs(all, game.Spectator)) {
		t.Error("Bob heard no more than the spectator: the test proves nothing")
	}
	for _, want := range []host.Entry{
		{Kind: host.EntrySeat, Seat: 0, Name: "Ann", State: host.SeatClaimed},
		{Kind: host.EntrySeat, Seat: 1, Name: "Bob", State: host.SeatConnected},
		{Kind: host.EntrySpectators, Count: 1},
	} {
		if !rec.has(func(e host.Entry) bool { return reflect.DeepEqual(e, want) }) {
			t.Errorf("the log has no %+v", want)
		}
	}
	if !rec.has(func(e host.Entry) bool {
		return e.Kind == host.EntryGameMade && reflect.DeepEqual(e.Names, []string{"Ann", "Bob"}) && e.Text == h.JournalPath()
	}) {
		t.Error("the log does not say that the game was made")
	}
}

// TestClaimsRefused: a claim once every seat is taken, or with a wrong
// code, gets the protocol's errors; a spectator needs the code too.
func TestClaimsRefused(t *testing.T) {
	cfg := config(t)
	cfg.Code = "4711"
	h := start(t, cfg)
	addr := h.Addr().String()
	for _, c := range []struct {
		cfg  client.Config
		code wire.ErrorCode
	}{
		{client.Config{Name: "Ann"}, wire.CodeBadCode},
		{client.Config{Name: "Ann", Code: "1234"}, wire.CodeBadCode},
		{client.Config{Spectate: true}, wire.CodeBadCode},
	} {
		c.cfg.Addr = addr
		if _, err := client.Dial(t.Context(), c.cfg); !errors.Is(err, &wire.Error{Code: c.code}) {
			t.Errorf("%+v: %v, want %s", c.cfg, err, c.code)
		}
	}
	dial(t, addr, client.Config{Name: "Ann", Code: "4711"})
	dial(t, addr, client.Config{Name: "Bob", Code: "4711"})
	if _, err := client.Dial(t.Context(), client.Config{Addr: addr, Name: "Cid", Code: "4711"}); !errors.Is(err, &wire.Error{Code: wire.CodeGameFull}) {
		t.Errorf("a third player for two seats: %v, want game_full", err)
	}
	if err := h.Free(0); !errors.Is(err, host.ErrBegun) {
		t.Errorf("freeing a seat of a game made: %v", err)
	}
}

// TestHumanMaster: under a human game master the host takes none of his
// decisions: the game does not begin by itself once every start is
// chosen; he may refuse the starts (§6.1), and the players choose again,
// not the same cells; he begins the game (§6.2).
func TestHumanMaster(t *testing.T) {
	cfg := config(t)
	cfg.Master = host.HumanMaster
	h, ann, bob := seated(t, cfg)
	players := []*client.Client{ann, bob}
	lines := sample(t)
	if err := h.Begin(); err == nil {
		t.Fatal("the game began before anyone chose a start")
	}
	play(t, players, lines[:2])
	if st := h.Status(); st.Phase != game.Choosing || !reflect.DeepEqual(st.Chosen, []bool{true, true}) {
		t.Fatalf("every start chosen under a human game master: %+v, want still choosing", st)
	}
	if err := h.InvalidateStarts(); err != nil {
		t.Fatal(err)
	}
	var r *game.Refusal
	if err := playLine(ann, lines[0]); !errors.As(err, &r) {
		t.Fatalf("Ann chose the refused cell again: %v, want a refusal", err)
	}
	for i, cell := range []string{"(4,3)", "(1,3)"} {
		p, err := maze.ParsePos(cell)
		if err != nil {
			t.Fatal(err)
		}
		if err := players[i].ChooseStart(t.Context(), p); err != nil {
			t.Fatalf("seat %d chooses %s: %v", i, cell, err)
		}
	}
	if err := h.Begin(); err != nil {
		t.Fatal(err)
	}
	if st := h.Status(); st.Phase != game.Playing {
		t.Fatalf("begun: %+v", st)
	}
	waitFor(t, "Ann hearing that the game began", func() bool {
		for _, e := range ann.EventsSince(0) {
			if e.Event.Code == game.GameStarted {
				return true
			}
		}
		return false
	})
}

// TestFreeSeat: in the lobby the host frees the seat of a player who left;
// his token no longer works, someone else claims the seat, and a resumed
// host knows it.
func TestFreeSeat(t *testing.T) {
	h := start(t, config(t))
	addr := h.Addr().String()
	ann := dial(t, addr, client.Config{Name: "Ann"})
	ticket, _ := ann.Ticket()
	if err := h.Free(0); err == nil {
		t.Fatal("freed the seat of a player who is connected")
	}
	ann.Close()
	waitFor(t, "Ann away", func() bool { return h.Status().Presence.Seats[0].State == wire.Away })
	if err := h.Free(0); err != nil {
		t.Fatal(err)
	}
	if _, err := client.Dial(t.Context(), client.Config{Addr: addr, Ticket: &ticket}); !errors.Is(err, &wire.Error{Code: wire.CodeBadToken}) {
		t.Fatalf("the token of a freed seat: %v, want bad_token", err)
	}
	cid := dial(t, addr, client.Config{Name: "Cid"})
	if cid.Seat() != 0 {
		t.Fatalf("Cid sits on seat %d, want the freed seat 0", cid.Seat())
	}
	h.Close()
	h2 := resume(t, h.JournalPath(), host.ResumeConfig{})
	if s := h2.Status().Presence.Seats; s[0].Name != "Cid" || s[1].State != wire.Free {
		t.Fatalf("the seats after a restart: %+v", s)
	}
}

// TestEvenVote: a vote for a break split evenly is the game master's to
// decide (§9); the computer decides for the break.
func TestEvenVote(t *testing.T) {
	h := start(t, config(t))
	addr := h.Addr().String()
	players := []*client.Client{dial(t, addr, client.Config{Name: "Ann"}), dial(t, addr, client.Config{Name: "Bob"})}
	play(t, players, sample(t)[:2])
	from := len(h.MasterEvents(0))
	if err := players[0].Say(t.Context(), "vote for a break"); err != nil {
		t.Fatal(err)
	}
	var got []game.Code
	for _, e := range h.MasterEvents(from) {
		got = append(got, e.Code)
	}
	if !reflect.DeepEqual(got, []game.Code{game.BreakVote, game.BreakTie, game.BreakAgreed}) {
		t.Fatalf("one vote of two: %v, want the tie decided for the break", got)
	}
	if h.Status().Tie {
		t.Error("the tie is still open")
	}
}
