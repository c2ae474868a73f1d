package join

import (
	"errors"
	"fmt"
	"strings"
	"testing"

	"github.com/labyrinth-game/labyrinth/app/lan"
	"github.com/labyrinth-game/labyrinth/app/remote"
	"github.com/labyrinth-game/labyrinth/net/discovery"
	"github.com/labyrinth-game/labyrinth/net/wire"
)

// What the list offers and says, without a network.

func lobbyGame() lan.Game {
	return lan.Game{Key: "Friday maze@192.0.2.1:7527", Name: "Friday maze", Host: "alice-s-laptop", Addr: "192.0.2.1:7527", Iface: "eth0",
		Rules: "Reference", SeatsFree: 2, Seats: 4, State: discovery.StateLobby, CodeRequired: true,
		Spectators: true, SpectatorsFree: 3, SpectatorPlaces: 5, Protocol: wire.Protocol, Compatible: true}
}

func TestOffers(t *testing.T) {
	ann := &remote.Ticket{Addr: "192.0.2.1:7527", Game: "Friday maze", Name: "Ann"}
	other := &remote.Ticket{Addr: "192.0.2.1:7527", Game: "Last week's maze", Name: "Ann"}
	for _, tc := range []struct {
		what   string
		change func(*lan.Game)
		ticket *remote.Ticket
		join   bool
		watch  bool
		rejoin bool
		why    string
	}{
		{"a lobby with seats and places", func(*lan.Game) {}, nil, true, true, false, ""},
		{"a seat held here", func(*lan.Game) {}, ann, false, true, true, ""},
		{"a ticket of another game at the address", func(*lan.Game) {}, other, true, true, false, ""},
		{"under way, places free", func(g *lan.Game) { g.State = discovery.StatePlaying }, nil, false, true, false, ""},
		{"under way, my seat", func(g *lan.Game) { g.State, g.Spectators = discovery.StatePlaying, false }, ann, false, false, true, ""},
		{"full, no spectators", func(g *lan.Game) { g.SeatsFree, g.Spectators = 0, false }, nil, false, false, false, "Every seat is taken, and the game admits no spectators."},
		{"full, places taken", func(g *lan.Game) { g.SeatsFree, g.SpectatorsFree = 0, 0 }, nil, false, false, false, "Every seat and every spectator place is taken."},
		{"under way, no spectators", func(g *lan.Game) { g.State, g.Spectators = discovery.StatePlaying, false }, nil, false, false, false, "The game has begun, and it admits no spectators."},
		{"over, no spectators", func(g *lan.Game) { g.State, g.Spectators = discovery.StateOver, false }, nil, false, false, false, "The game is over."},
		{"typed: seats and state unknown", func(g *lan.Game) { g.Typed, g.State, g.SeatsFree, g.SpectatorsFree = true, "", -1, -1 }, nil, true, true, false, ""},
		{"another protocol", func(g *lan.Game) {
			g.Protocol, g.Compatible = 2, false
			g.Incompatible = "its host speaks protocol version 2 and this Labyrinth speaks version 1: use the same version of Labyrinth as the host"
		}, ann, false, false, false, "Its host speaks protocol version 2 and this Labyrinth speaks version 1: use the same version of Labyrinth as the host."},
	} {
		g := lobbyGame()
		tc.change(&g)
		o := offers(g, tc.ticket)
		if o.join != tc.join || o.watch != tc.watch || (o.rejoin != nil) != tc.rejoin || o.why != tc.why {
			t.Errorf("%s: join %v watch %v rejoin %v why %q; want %v %v %v %q", tc.what, o.join, o.watch, o.rejoin != nil, o.why, tc.join, tc.watch, tc.rejoin, tc.why)
		}
	}
}

func TestDetails(t *testing.T) {
	changed := lobbyGame()
	changed.Rules = "Reference with 1 change" // host.RulesLabel, in the rules form's words
	if _, facts := details(changed); !strings.HasPrefix(facts, "Reference with 1 change · 2 of 4") {
		t.Errorf("changed rules: %q", facts)
	}
	where, facts := details(lobbyGame())
	if where != "alice-s-laptop · 192.0.2.1:7527" || facts != "Reference rules · 2 of 4 seats free · join code needed · 3 of 5 spectator places free" {
		t.Errorf("found: %q, %q", where, facts)
	}
	typed := lan.Game{Name: "Typed", Host: "192.0.2.7", Addr: "192.0.2.7:7527", SeatsFree: -1, Seats: 2, SpectatorsFree: -1, SpectatorPlaces: -1, Spectators: true, Typed: true}
	where, facts = details(typed)
	if where != "192.0.2.7:7527 · typed in" || facts != "2 seats · spectators welcome" {
		t.Errorf("typed: %q, %q", where, facts)
	}
}

func TestRefusalWords(t *testing.T) {
	ann := remote.Config{Name: "Ann", Code: "1234"}
	for _, tc := range []struct {
		err  error
		cfg  remote.Config
		want string
	}{
		{wire.Errorf(wire.CodeBadCode, "wrong code"), remote.Config{Name: "Ann"}, "The game needs a join code: ask the host for it."},
		{wire.Errorf(wire.CodeBadCode, "wrong code"), ann, "The join code is not right: ask the host for it again."},
		{wire.Errorf(wire.CodeNameTaken, "taken"), ann, "Someone already sits at this game as Ann: choose another name. (If that seat is yours, take it back from the computer you took it on.)"},
		{wire.Errorf(wire.CodeGameFull, "full"), ann, "Every seat is taken."},
		{wire.Errorf(wire.CodeSpectatorsFull, "full"), ann, "Every spectator place is taken."},
		{fmt.Errorf("%w: %w", remote.ErrLost, wire.Errorf(wire.CodeKicked, "the table is for two")), ann, "The host took your seat: the table is for two."},
		{wire.Errorf(wire.CodeClaimRefused, "the game has begun without you"), ann, "The host says: the game has begun without you."},
		{&lan.ProbeError{Code: lan.ProbeNoAnswer, Msg: "nothing answers at this port (the connection is refused)"}, remote.Config{}, "Nothing answers at this port (the connection is refused)"},
		{remote.ErrNoName, remote.Config{}, "Type your name to take a seat."},
		{errors.New("dial tcp 192.0.2.1:7527: i/o timeout"), ann, "Could not join: dial tcp 192.0.2.1:7527: i/o timeout."},
	} {
		if got := refusal(tc.err, tc.cfg); got != tc.want {
			t.Errorf("%v: %q, want %q", tc.err, got, tc.want)
		}
	}
}

func TestEmptyListExplainsItself(t *testing.T) {
	for _, tc := range []struct {
		st      lan.Status
		noIface error
		want    string
	}{
		{lan.Status{Interfaces: []string{"wlan0"}}, nil, "the same Wi-Fi"},
		{lan.Status{}, nil, "no network to look for games on"},
		{lan.Status{}, lan.ErrNoInterface, "type the host's address"},
	} {
		if got := emptyList(tc.st, tc.noIface); !strings.Contains(got, tc.want) {
			t.Errorf("%+v: %q lacks %q", tc.st, got, tc.want)
		}
	}
	if got := lookingOn(lan.Status{Interfaces: []string{"eth0", "wlan0"}, Problems: []string{"wlan0: sending a query: network is unreachable"}}); got !=
		"Looking for games on eth0 and wlan0. wlan0: sending a query: network is unreachable." {
		t.Errorf("small print: %q", got)
	}
}
