package seat

import (
	"slices"
	"time"

	"github.com/labyrinth-game/labyrinth/engine/game"
)

// Link is how the seat's line to its game master stands, and who else is
// at the table: what a screen shows as "reconnecting…" and as a player
// who is away. A seat whose game master runs in this program (Local) is
// always connected and nobody is ever away.
type Link struct {
	// Connected is false while a remote seat has lost its connection and
	// is making it again by itself; its requests wait meanwhile (and are
	// sent once it is back, or return an error saying they were not
	// answered).
	Connected bool
	// Err is why the last connection ended, nil before any loss.
	Err error
	// Attempts counts the reconnection attempts since the connection was
	// lost.
	Attempts int
	// Ended says that the connection has ended for good: nothing more
	// will be heard and requests fail (Err says why).
	Ended bool
	// Away lists the players whose own connection to the game master is
	// gone, in turn order, as he last said.
	Away []int
}

// Clock is the clock of §9 as the seat heard it: whose move is being
// timed and for how long, and who takes a break. The game master keeps
// the real clock; the events say when it starts and stops but carry no
// time, so Since is when this seat heard them — a seat that heard them
// late (joining or reconnecting) counts from then, and its countdown is
// at most as long as the game master's.
type Clock struct {
	// Timed is the player whose move is timed, -1 for none; Seconds how
	// long he has in all, from Since.
	Timed   int
	Seconds int
	Since   time.Time
	// Break is who takes a break: a player, Everyone (-1, a break the
	// majority agreed on), or NoBreak; it lasts Minutes from BreakSince.
	Break      int
	Minutes    int
	BreakSince time.Time
}

// Break values besides a player's number.
const (
	// Everyone is Clock.Break for a break the majority agreed on (§9).
	Everyone = -1
	// NoBreak is Clock.Break when nobody takes one.
	NoBreak = -2
)

// Remaining is how long the timed move has left at now, and false when no
// move is timed. It is never negative.
func (c Clock) Remaining(now time.Time) (time.Duration, bool) {
	if c.Timed < 0 {
		return 0, false
	}
	return max(c.Since.Add(time.Duration(c.Seconds)*time.Second).Sub(now), 0), true
}

// BreakLeft is how long the break on has left at now, and false when none
// is on (or it is over).
func (c Clock) BreakLeft(now time.Time) (time.Duration, bool) {
	if c.Break == NoBreak {
		return 0, false
	}
	left := c.BreakSince.Add(time.Duration(c.Minutes) * time.Minute).Sub(now)
	return left, left > 0
}

func newClock() Clock { return Clock{Timed: -1, Break: NoBreak} }

// hear follows the clock on one event heard at now, as the host follows
// it (app/host): a timer runs until the turn passes, the time is up, the
// game master stops it or the game ends; a player's break ends with the
// next turn.
func (c *Clock) hear(e game.Event, now time.Time) {
	if e.To.Kind != game.ToEveryone || e.Recalled {
		return
	}
	switch e.Code {
	case game.TimerStarted:
		c.Timed, c.Seconds, c.Since = e.Player, e.Count, now
	case game.TurnBegins, game.TimeUp, game.TimerStopped, game.GameOver:
		c.Timed = -1
		if e.Code == game.GameOver || e.Code == game.TurnBegins && c.Break >= 0 {
			c.Break = NoBreak
		}
	case game.BreakTaken:
		c.Break, c.Minutes, c.BreakSince = e.Player, e.Count, now
	case game.BreakAgreed:
		c.Break, c.Minutes, c.BreakSince = Everyone, e.Count, now
	}
}

// SetLink tells the seat how its line stands (a remote seat, whenever its
// connection or the presence changes), and signals the news when it
// changed.
func (h *Hearing) SetLink(l Link) {
	h.mu.Lock()
	defer h.mu.Unlock()
	if l.Connected == h.link.Connected && l.Ended == h.link.Ended && l.Attempts == h.link.Attempts &&
		l.Err == h.link.Err && slices.Equal(l.Away, h.link.Away) {
		return
	}
	l.Away = slices.Clone(l.Away)
	h.link = l
	h.signal()
}

// Link is how the seat's line to its game master stands.
func (h *Hearing) Link() Link {
	h.mu.Lock()
	defer h.mu.Unlock()
	l := h.link
	l.Away = slices.Clone(l.Away)
	return l
}

// Clock is the clock of §9 as the seat heard it.
func (h *Hearing) Clock() Clock {
	h.mu.Lock()
	defer h.mu.Unlock()
	return h.clock
}

// SetNow replaces the time the seat hears events at (tests).
func (h *Hearing) SetNow(now func() time.Time) {
	h.mu.Lock()
	defer h.mu.Unlock()
	h.now = now
}
