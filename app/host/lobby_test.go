package host_test

import (
	"errors"
	"net/netip"
	"os"
	"slices"
	"testing"

	"github.com/labyrinth-game/labyrinth/app/host"
	"github.com/labyrinth-game/labyrinth/engine/rules"
	"github.com/labyrinth-game/labyrinth/net/client"
	"github.com/labyrinth-game/labyrinth/net/discovery"
	"github.com/labyrinth-game/labyrinth/net/wire"
)

// The lobby (lobby.go): seats filling up, kicking a player, starting
// with the players there.

// threeSeats is the sample plan's game with three seats.
func threeSeats(t *testing.T) host.Config {
	cfg := config(t)
	cfg.Seats = 3
	return cfg
}

// TestLobbyTable: the lobby's table fills up as players claim their
// seats, each with the colour of his seat, and says when the game may
// start.
func TestLobbyTable(t *testing.T) {
	h := start(t, threeSeats(t))
	addr := h.Addr().String()
	tb := h.Table()
	if tb.Stage != host.StageLobby || !errors.Is(tb.StartBlocked, &host.ControlError{Code: host.CodeTooFewPlayers}) {
		t.Fatalf("an empty lobby: stage %s, start blocked by %v", tb.Stage, tb.StartBlocked)
	}
	version := tb.Version
	dial(t, addr, client.Config{Name: "Ann"})
	joined(t, h, 1)
	tb = h.Table()
	if tb.Version == version || tb.Seats[0].Name != "Ann" || tb.Seats[0].Colour != 0 || tb.Seats[1].Name != "" {
		t.Errorf("Ann in the lobby: %+v", tb)
	}
	if !errors.Is(tb.StartBlocked, &host.ControlError{Code: host.CodeTooFewPlayers}) || tb.StartBlocked.Count != 1 {
		t.Errorf("one player: start blocked by %v", tb.StartBlocked)
	}
	if err := h.StartGame(); !errors.Is(err, &host.ControlError{Code: host.CodeTooFewPlayers}) {
		t.Errorf("started with one player: %v", err)
	}
	dial(t, addr, client.Config{Name: "Bob"})
	joined(t, h, 2)
	if tb := h.Table(); tb.StartBlocked != nil || tb.Seats[1].Colour != 1 || tb.Seats[1].Presence != wire.Connected {
		t.Errorf("two players: %+v", tb)
	}
}

// TestStartGame: the game master starts the game with the two players
// there of three seats: the third seat closes (nobody can claim it, the
// players hear of two seats), the game is the two players', and a host
// resumed after it stopped — even before the game's journal was made —
// holds the same two; the game is played to its end.
func TestStartGame(t *testing.T) {
	cfg := threeSeats(t)
	h := start(t, cfg)
	addr := h.Addr().String()
	watcher := dial(t, addr, client.Config{Spectate: true})
	players := []*client.Client{dial(t, addr, client.Config{Name: "Ann"}), dial(t, addr, client.Config{Name: "Bob"})}
	joined(t, h, 2)
	if err := h.StartGame(); err != nil {
		t.Fatal(err)
	}
	tb := h.Table()
	if tb.Stage != host.StageChoosing || len(tb.Seats) != 2 || h.Seats() != 2 {
		t.Fatalf("started: stage %s, %d seats", tb.Stage, len(tb.Seats))
	}
	if err := h.StartGame(); !errors.Is(err, host.ErrBegun) {
		t.Errorf("started twice: %v", err)
	}
	two := []wire.Seat{{Seat: 0, Name: "Ann", State: wire.Connected}, {Seat: 1, Name: "Bob", State: wire.Connected}}
	waitFor(t, "everyone told of two seats", func() bool {
		return slices.Equal(watcher.Presence().Seats, two) && slices.Equal(players[0].Presence().Seats, two)
	})
	if _, err := client.Dial(t.Context(), client.Config{Addr: addr, Name: "Cid"}); !errors.Is(err, &wire.Error{Code: wire.CodeGameFull}) {
		t.Errorf("Cid claims a closed seat: %v, want game_full", err)
	}
	if info, _ := h.Public(); info == nil || !slices.Equal(info.Names, []string{"Ann", "Bob"}) {
		t.Fatalf("the game's players: %+v", info)
	}
	waitFor(t, "the players told of the game", func() bool {
		for _, c := range append(players, watcher) {
			if p, ok := c.Public(); !ok || p.Info == nil || !slices.Equal(p.Info.Names, []string{"Ann", "Bob"}) {
				return false
			}
		}
		return true
	})
	play(t, players, sample(t)[:4])

	// Stopped, and its journal lost as if it had died before making it:
	// the host state's start makes the same game again.
	h.Close()
	h2 := resume(t, h.JournalPath(), host.ResumeConfig{})
	if h2.Seats() != 2 || h2.Table().Stage != host.StagePlaying {
		t.Fatalf("resumed: %d seats, stage %s", h2.Seats(), h2.Table().Stage)
	}
	h2.Close()
	if err := os.Remove(h.JournalPath()); err != nil {
		t.Fatal(err)
	}
	h3 := resume(t, h.JournalPath(), host.ResumeConfig{})
	if tb := h3.Table(); h3.Seats() != 2 || tb.Stage != host.StageChoosing || tb.Seats[1].Name != "Bob" {
		t.Fatalf("resumed without its journal: %d seats, %+v", h3.Seats(), tb)
	}
	h3.Close()
	list, err := host.List(cfg.Dir)
	if err != nil || len(list) != 1 || list[0].Seats != 2 || !slices.Equal(list[0].Players, []string{"Ann", "Bob"}) || !list[0].Unfinished() {
		t.Errorf("continue hosting lists %+v (%v)", list, err)
	}

	// The game itself: a fresh host started with two of three seats plays
	// the sample to its end, every player and the spectator hearing their
	// share.
	h4 := start(t, threeSeats(t))
	addr = h4.Addr().String()
	watcher = dial(t, addr, client.Config{Spectate: true})
	players = []*client.Client{dial(t, addr, client.Config{Name: "Ann"}), dial(t, addr, client.Config{Name: "Bob"})}
	joined(t, h4, 2)
	if err := h4.StartGame(); err != nil {
		t.Fatal(err)
	}
	play(t, players, sample(t))
	sameLog(t, "a game started with two of three seats", h4.MasterEvents(0), uninterrupted(t, rules.Reference()))
	everyoneHeard(t, h4.MasterEvents(0), players, watcher)
}

// TestStartGameSeatGap: the players are seats 1 to N without a gap: with
// seat 1 free and seat 2 taken, the game does not start until seat 1 is
// taken again.
func TestStartGameSeatGap(t *testing.T) {
	h := start(t, threeSeats(t))
	addr := h.Addr().String()
	dial(t, addr, client.Config{Name: "Ann"})
	bob := dial(t, addr, client.Config{Name: "Bob"})
	joined(t, h, 2)
	if err := h.Kick(0, ""); err != nil {
		t.Fatal(err)
	}
	err := h.StartGame()
	var ce *host.ControlError
	if !errors.As(err, &ce) || ce.Code != host.CodeSeatGap || ce.Seat != 0 {
		t.Fatalf("started with seat 1 free before Bob's: %v", err)
	}
	if tb := h.Table(); !errors.Is(tb.StartBlocked, &host.ControlError{Code: host.CodeSeatGap}) {
		t.Errorf("the table: start blocked by %v", tb.StartBlocked)
	}
	dial(t, addr, client.Config{Name: "Dan"}) // takes the free seat 1
	joined(t, h, 2)
	if err := h.StartGame(); err != nil {
		t.Fatal(err)
	}
	if info, _ := h.Public(); !slices.Equal(info.Names, []string{"Dan", "Bob"}) {
		t.Errorf("the players: %v", info.Names)
	}
	bob.Close()
}

// TestKick: the host kicks a player out of the lobby: his connection is
// told why and closed, his program stops (reconnecting cannot cure it),
// his token no longer works — after a restart of the host too — and the
// seat is free for someone else. Once the game is made, its seats are
// its players'.
func TestKick(t *testing.T) {
	log := &recorder{}
	cfg := threeSeats(t)
	cfg.Log = log.log
	h := start(t, cfg)
	addr := h.Addr().String()
	ann := dial(t, addr, client.Config{Name: "Ann"})
	ticket, _ := ann.Ticket()
	dial(t, addr, client.Config{Name: "Bob"})
	joined(t, h, 2)
	if err := h.Kick(0, "Ann is playing at the other table"); err != nil {
		t.Fatal(err)
	}
	<-ann.Done()
	var we *wire.Error
	if err := ann.Status().Err; !errors.As(err, &we) || we.Code != wire.CodeKicked || we.Message != "Ann is playing at the other table" {
		t.Errorf("Ann's program stopped with %v, want kicked with the host's words", err)
	}
	if s := h.Table().Seats[0]; s.Name != "" || s.Presence != wire.Free {
		t.Errorf("Ann's seat after the kick: %+v", s)
	}
	if !log.has(func(e host.Entry) bool {
		return e.Kind == host.EntrySeat && e.State == host.SeatKicked && e.Name == "Ann" && e.Seat == 0
	}) {
		t.Error("the kick is not in the host's log")
	}
	if _, err := client.Dial(t.Context(), client.Config{Addr: addr, Ticket: &ticket}); !errors.Is(err, &wire.Error{Code: wire.CodeBadToken}) {
		t.Errorf("Ann's token after the kick: %v, want bad_token", err)
	}
	h.Close()
	h = resume(t, h.JournalPath(), host.ResumeConfig{})
	addr = h.Addr().String()
	if _, err := client.Dial(t.Context(), client.Config{Addr: addr, Ticket: &ticket}); !errors.Is(err, &wire.Error{Code: wire.CodeBadToken}) {
		t.Errorf("Ann's token after the kick and a restart: %v, want bad_token", err)
	}
	cid := dial(t, addr, client.Config{Name: "Cid"})
	if cid.Seat() != 0 {
		t.Errorf("Cid sits on seat %d, want Ann's", cid.Seat())
	}
	dial(t, addr, client.Config{Name: "Dan"})
	waitFor(t, "the game made", func() bool { return h.Table().Stage == host.StageChoosing })
	if err := h.Kick(0, ""); !errors.Is(err, host.ErrBegun) {
		t.Errorf("kicked a player of the game made: %v", err)
	}
}

// TestAdvertisedStartGame: the mDNS record follows a game started with
// two of three seats: lobby 3 seats, 1 free; then playing, 2 seats, none
// free.
func TestAdvertisedStartGame(t *testing.T) {
	b := browseLoopback(t)
	lo, _ := discovery.Loopback()
	cfg := threeSeats(t)
	cfg.Interface, cfg.HostName = lo, "test-host.local."
	h := start(t, cfg)
	addr := h.Addr().String()
	want := discovery.Game{
		Instance: "Test maze", Host: "test-host.local.", Addr: netip.MustParseAddrPort(addr),
		Name: "Test maze", Rules: "Reference", Seats: 3, SeatsFree: 3, Protocol: wire.Protocol,
		State: discovery.StateLobby, Spectators: 2, SpectatorsFree: 2,
	}
	b.expect(t, "the lobby", want)
	dial(t, addr, client.Config{Name: "Ann"})
	dial(t, addr, client.Config{Name: "Bob"})
	want.SeatsFree = 1
	b.expect(t, "two seats taken", want)
	if err := h.StartGame(); err != nil {
		t.Fatal(err)
	}
	want.Seats, want.SeatsFree, want.State = 2, 0, discovery.StatePlaying
	b.expect(t, "the game started with two", want)
	if err := h.EndGame(); err != nil {
		t.Fatal(err)
	}
	want.State = discovery.StateOver
	b.expect(t, "the game ended by the game master", want)
	if g, _, _ := h.Advertised(); g.State != discovery.StateOver {
		t.Errorf("the host says it advertises %+v", g)
	}
}
