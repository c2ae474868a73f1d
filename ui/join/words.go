package join

import (
	"errors"
	"fmt"
	"strings"

	"github.com/labyrinth-game/labyrinth/app/lan"
	"github.com/labyrinth-game/labyrinth/app/remote"
	"github.com/labyrinth-game/labyrinth/net/discovery"
	"github.com/labyrinth-game/labyrinth/net/wire"
	"github.com/labyrinth-game/labyrinth/ui/shell"
)

// offer is what the join list offers for a game: take a seat, take one's
// seat back with its ticket, watch; or why none.
type offer struct {
	join, watch bool
	rejoin      *remote.Ticket
	why         string // when nothing is offered
}

// offers works out what a game offers: ticket is the seat this computer
// holds at the game's address, if any.
func offers(g lan.Game, ticket *remote.Ticket) offer {
	if ok, why := g.Joinable(); !ok {
		return offer{why: shell.UpperFirst(why) + "."}
	}
	var o offer
	if ticket != nil && ticket.Game == g.Name {
		o.rejoin = ticket
	}
	// A typed address tells neither the state nor the free seats: offer
	// a seat, and let the host say no.
	o.join = o.rejoin == nil && (g.State == discovery.StateLobby || g.State == "") && g.SeatsFree != 0
	o.watch = g.Spectators && g.SpectatorsFree != 0
	if o.join || o.watch || o.rejoin != nil {
		return o
	}
	switch {
	case g.State == discovery.StateOver:
		o.why = "The game is over."
	case g.State == discovery.StatePlaying && !g.Spectators:
		o.why = "The game has begun, and it admits no spectators."
	case g.State == discovery.StatePlaying:
		o.why = "The game has begun, and every spectator place is taken."
	case !g.Spectators:
		o.why = "Every seat is taken, and the game admits no spectators."
	default:
		o.why = "Every seat and every spectator place is taken."
	}
	return o
}

// stateWords says where a game stands.
func stateWords(s discovery.State) string {
	switch s {
	case discovery.StateLobby:
		return "In the lobby"
	case discovery.StatePlaying:
		return "Playing"
	case discovery.StateOver:
		return "Over"
	}
	return ""
}

// details are a game's facts on the list, after its name: where it is,
// its rules, its seats and spectator places, the join code.
func details(g lan.Game) (where, facts string) {
	where = g.Addr
	if g.Host != "" && !strings.HasPrefix(g.Addr, g.Host+":") {
		where = g.Host + " · " + g.Addr
	}
	if g.Typed {
		where += " · typed in"
	}
	var f []string
	if g.Rules != "" {
		switch {
		case g.Rules == "custom":
			f = append(f, "custom rules")
		case strings.Contains(g.Rules, " with "):
			f = append(f, g.Rules) // "Reference with 1 change", the rules form's words
		default:
			f = append(f, g.Rules+" rules")
		}
	}
	switch {
	case g.SeatsFree >= 0:
		f = append(f, fmt.Sprintf("%d of %d seats free", g.SeatsFree, g.Seats))
	default:
		f = append(f, shell.Counted(g.Seats, "seat", "seats"))
	}
	if g.CodeRequired {
		f = append(f, "join code needed")
	}
	switch {
	case !g.Spectators:
		f = append(f, "no spectators")
	case g.SpectatorsFree >= 0:
		f = append(f, fmt.Sprintf("%d of %d spectator places free", g.SpectatorsFree, g.SpectatorPlaces))
	default:
		f = append(f, "spectators welcome")
	}
	return where, strings.Join(f, " · ")
}

// refusal says in words why joining failed, with what to do about it.
func refusal(err error, cfg remote.Config) string {
	if errors.Is(err, remote.ErrNoName) {
		return "Type your name to take a seat."
	}
	var we *wire.Error
	if errors.As(err, &we) {
		switch we.Code {
		case wire.CodeBadCode:
			if cfg.Code == "" {
				return "The game needs a join code: ask the host for it."
			}
			return "The join code is not right: ask the host for it again."
		case wire.CodeNameTaken:
			return fmt.Sprintf("Someone already sits at this game as %s: choose another name. (If that seat is yours, take it back from the computer you took it on.)", cfg.Name)
		case wire.CodeGameFull:
			return "Every seat is taken."
		case wire.CodeNoSpectators:
			return "This game admits no spectators."
		case wire.CodeSpectatorsFull:
			return "Every spectator place is taken."
		case wire.CodeKicked:
			return "The host took your seat: " + sentence(we.Message)
		case wire.CodeBadName:
			return shell.UpperFirst(sentence(we.Message))
		case wire.CodeBusy:
			return "The host is busy with other players joining: try again in a moment."
		case wire.CodeShuttingDown:
			return "The host is closing the game."
		}
		return "The host says: " + sentence(we.Message)
	}
	var pe *lan.ProbeError
	if errors.As(err, &pe) {
		return shell.UpperFirst(sentence(pe.Msg))
	}
	if errors.Is(err, remote.ErrLost) {
		return "The connection to the game is lost: " + sentence(strings.TrimPrefix(err.Error(), remote.ErrLost.Error()+": "))
	}
	return "Could not join: " + sentence(err.Error())
}

// sentence ends s with a full stop unless it ends with a mark already.
func sentence(s string) string {
	s = strings.TrimSpace(s)
	if s == "" || strings.ContainsAny(s[len(s)-1:], ".!?)") {
		return s
	}
	return s + "."
}

// emptyList explains a list with no game, from where it looks.
func emptyList(st lan.Status, noIface error) string {
	if noIface != nil || len(st.Interfaces) == 0 {
		return "This computer has no network to look for games on (none is up with multicast and an IPv4 address). " +
			"Connect to the same network as the host, or type the host's address above: the host's screen shows it."
	}
	return "No game answers yet. Is this computer on the same network as the host (the same Wi-Fi, not a guest network)? " +
		"Some networks and firewalls block the discovery of games: then type the host's address above, as the host's screen shows it (HOST:PORT)."
}

// lookingOn is the list's small print: where it looks, what fails.
func lookingOn(st lan.Status) string {
	if len(st.Interfaces) == 0 {
		return "Not looking on any network: games can be joined by address only."
	}
	s := "Looking for games on " + joinNames(st.Interfaces) + "."
	for _, p := range st.Problems {
		s += " " + sentence(p) // "wlan0: …": an interface's name keeps its case
	}
	return s
}

// joinNames lists names for a sentence: "eth0, wlan0 and lo".
func joinNames(names []string) string {
	switch len(names) {
	case 0:
		return ""
	case 1:
		return names[0]
	}
	return strings.Join(names[:len(names)-1], ", ") + " and " + names[len(names)-1]
}
