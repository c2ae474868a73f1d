package lan

import (
	"fmt"
	"net"
	"strings"

	"github.com/labyrinth-game/labyrinth/net/discovery"
	"github.com/labyrinth-game/labyrinth/net/wire"
)

// Game is a game as the join list shows it: found on the network, or at
// an address typed in.
type Game struct {
	// Key identifies the game in the list for as long as it is there:
	// its instance name and address when found on the network, the
	// address when typed in.
	Key string
	// Name is the game's name.
	Name string
	// Host is the host's name, for people: "alice-s-laptop" (the name
	// its host advertises, without "-labyrinth.local."), or the host
	// part of a typed address.
	Host string
	// Addr is where to join it: HOST:PORT.
	Addr string
	// Iface is the interface it was found on; "" for a typed address.
	Iface string

	// Rules names the rules as the host does (app/host.RulesLabel): a
	// preset ("Reference") or the preset and how many options differ
	// ("Reference with 1 change"); "" when not known (a typed address).
	Rules string
	// SeatsFree and Seats: seats still free and in total; SeatsFree is
	// -1 when not known (a typed address).
	SeatsFree, Seats int
	// State is lobby, playing or over; "" when not known (a typed
	// address).
	State discovery.State
	// CodeRequired: joining needs the game's join code.
	CodeRequired bool
	// Spectators: the game admits spectators. SpectatorsFree and
	// SpectatorPlaces are the places free and in total, -1 when not
	// known (a typed address).
	Spectators                      bool
	SpectatorsFree, SpectatorPlaces int

	// Protocol is the version of the protocol the host speaks.
	Protocol int
	// Compatible: this Labyrinth speaks the host's protocol and can
	// join. When not, Incompatible says why, in words.
	Compatible   bool
	Incompatible string

	// Typed: the game is at an address typed in, not found on the
	// network; only what the host's hello says is known.
	Typed bool
}

// Joinable says whether this Labyrinth can join the game, and if not why.
func (g Game) Joinable() (bool, string) { return g.Compatible, g.Incompatible }

// compatibility fills in whether this Labyrinth speaks the host's
// protocol.
func (g *Game) compatibility() {
	g.Compatible = g.Protocol == wire.Protocol
	g.Incompatible = ""
	if !g.Compatible {
		g.Incompatible = fmt.Sprintf("its host speaks protocol version %d and this Labyrinth speaks version %d: use the same version of Labyrinth as the host", g.Protocol, wire.Protocol)
	}
}

// fromDiscovery is a game found on the network.
func fromDiscovery(iface string, d discovery.Game) Game {
	g := Game{
		Key: d.Instance + "@" + d.Addr.String(), Name: d.Name, Host: hostName(d.Host),
		Addr: d.Addr.String(), Iface: iface,
		Rules: d.Rules, SeatsFree: d.SeatsFree, Seats: d.Seats, State: d.State,
		CodeRequired: d.CodeRequired, Spectators: d.Spectators > 0,
		SpectatorsFree: d.SpectatorsFree, SpectatorPlaces: d.Spectators,
		Protocol: d.Protocol,
	}
	g.compatibility()
	return g
}

// fromHello is the game at a typed address, as its host's hello tells it.
func fromHello(addr string, h wire.HostHello) Game {
	host, _, _ := net.SplitHostPort(addr)
	g := Game{
		Key: addr, Name: h.Game, Host: host, Addr: addr,
		SeatsFree: -1, Seats: h.Seats, CodeRequired: h.CodeRequired,
		Spectators: h.Spectators, SpectatorsFree: -1, SpectatorPlaces: -1,
		Protocol: h.Protocol, Typed: true,
	}
	g.compatibility()
	return g
}

// hostName is a host's advertised DNS name for people:
// "alice-s-laptop-labyrinth.local." is "alice-s-laptop" (the suffix
// discovery.DefaultHostName adds); another name loses ".local.".
func hostName(dns string) string {
	h := strings.TrimSuffix(strings.TrimSuffix(dns, "."), ".local")
	if short := strings.TrimSuffix(h, "-labyrinth"); short != "" {
		return short
	}
	return h
}
