package remote

import (
	"context"
	"errors"
	"fmt"
	"sync"

	"github.com/labyrinth-game/labyrinth/app/seat"
	"github.com/labyrinth-game/labyrinth/app/session"
	"github.com/labyrinth-game/labyrinth/engine/game"
	"github.com/labyrinth-game/labyrinth/engine/maze"
	"github.com/labyrinth-game/labyrinth/engine/moves"
	"github.com/labyrinth-game/labyrinth/net/client"
	"github.com/labyrinth-game/labyrinth/net/wire"
)

// maxResends is how many times a request is sent again after the host
// restarted before answering it and the events show it was not played;
// a host that keeps failing on one request is not fed it for ever.
const maxResends = 3

// Seat is a seat at a hosted game: seat.Seat over the connection. See the
// package comment for how it hears and how its requests are answered.
type Seat struct {
	*seat.Hearing
	conn *Conn

	requests sync.Mutex // one request at a time

	revealMu sync.Mutex
	reveal   *session.Reveal
}

func newSeat(c *Conn, info game.PublicInfo) *Seat {
	return &Seat{Hearing: seat.NewHearing(info, c.Viewer()), conn: c}
}

// Conn is the seat's connection: presence, the connection's state, the
// ticket.
func (s *Seat) Conn() *Conn { return s.conn }

// catchUp hears what the client has received that the seat has not.
func (s *Seat) catchUp() {
	news := s.conn.c.EventsSince(s.Heard())
	if len(news) == 0 {
		return
	}
	events := make([]game.Event, len(news))
	for i, m := range news {
		events[i] = m.Event // numbered by the host as the seat numbers them
	}
	s.Hear(events...)
}

func (s *Seat) Say(st moves.Statement) error {
	return s.request(game.Ask(s.Viewer(), st))
}

func (s *Seat) SayText(text string) error {
	st, err := moves.ParseStatement(text)
	if err != nil {
		r := game.ParseRefusal(s.Viewer(), err)
		r.Names = s.Info().Names
		return r
	}
	return s.Say(st)
}

func (s *Seat) ChooseStart(cell maze.Pos) error {
	return s.request(game.Choose(s.Viewer(), cell))
}

// request sends a command and waits for its answer; see the package
// comment.
func (s *Seat) request(c game.Command) error {
	s.requests.Lock()
	defer s.requests.Unlock()
	if s.Viewer() < 0 {
		return seat.RefuseSpectator(c, s.Info().Names)
	}
	for resent := 0; ; resent++ {
		s.catchUp()
		from := s.Heard()
		err := s.send(c)
		s.catchUp() // its events came before its result
		if !errors.Is(err, client.ErrOutcomeUnknown) {
			return s.explain(c, err)
		}
		// The host restarted before answering, and what it sent on
		// resuming is in: the request's own events tell whether the
		// first run played it.
		if answered(s.Events(from), c) {
			return nil
		}
		if resent == maxResends {
			return fmt.Errorf("%s was not played: the host restarted %d times before answering it", what(c), resent+1)
		}
		s.logf("the host restarted before answering %s, and had not played it: sending it again", what(c))
	}
}

// send sends the command once (the client sends it again by itself over
// new connections to the same run of the host).
func (s *Seat) send(c game.Command) error {
	ctx, cancel := context.Background(), func() {}
	if d := s.conn.cfg.RequestTimeout; d >= 0 {
		if d == 0 {
			d = DefaultRequestTimeout
		}
		ctx, cancel = context.WithTimeout(ctx, d)
	}
	defer cancel()
	if c.Kind == game.ChooseStart {
		return s.conn.c.ChooseStart(ctx, c.Cell)
	}
	return s.conn.c.SayStatement(ctx, c.Say)
}

// explain turns the client's answer into the seat's: the refusal with
// the names its text needs, or an error that says what happened.
func (s *Seat) explain(c game.Command, err error) error {
	var r *game.Refusal
	switch {
	case err == nil:
		return nil
	case errors.As(err, &r):
		if r.Names == nil {
			r.Names = s.Info().Names
		}
		return r
	case errors.Is(err, context.DeadlineExceeded):
		why := ""
		if st := s.conn.Connection(); !st.Connected && st.Err != nil {
			why = fmt.Sprintf(" (the connection was lost: %v; reconnecting)", st.Err)
		}
		return fmt.Errorf("%s: %w within %v%s; whether it was played, the announcements will tell", what(c), ErrNoAnswer, s.timeout(), why)
	case errors.Is(err, client.ErrClosed):
		return s.conn.ended()
	}
	return fmt.Errorf("%s was not played: %w", what(c), err)
}

func (s *Seat) timeout() any {
	if d := s.conn.cfg.RequestTimeout; d > 0 {
		return d
	}
	return DefaultRequestTimeout
}

func (s *Seat) logf(format string, args ...any) {
	if s.conn.cfg.Logf != nil {
		s.conn.cfg.Logf(format, args...)
	}
}

// what names a command for messages: the statement in quotes, or the
// start cell.
func what(c game.Command) string {
	if c.Kind == game.ChooseStart {
		return "the start cell " + c.Cell.String()
	}
	return fmt.Sprintf("%q", c.Say.String())
}

// answered reports whether events hold the command's own: the first event
// the game master says when he carries it out, which names the player
// (docs/events.md). A player sends one request at a time, so after the
// request was sent only it can have made them — recalled copies of old
// events aside.
func answered(events []game.Event, c game.Command) bool {
	for _, e := range events {
		if e.Player != c.Player || e.Recalled {
			continue
		}
		switch {
		case c.Kind == game.ChooseStart:
			if e.Code == game.StartChosen && e.Pos == c.Cell {
				return true
			}
		case e.Code != echoOf[c.Say.Kind]:
		case c.Say.Kind != moves.SayMove || e.Move.String() == c.Say.Move.String():
			return true
		}
	}
	return false
}

// echoOf is the code of the first event of each statement the game
// master carries out.
var echoOf = map[moves.StatementKind]game.Code{
	moves.SayMove:     game.Said,
	moves.AskStatus:   game.StatusOf,
	moves.AskRecall:   game.Recall,
	moves.OrderCell:   game.NewCell,
	moves.KeepCell:    game.KeptCell,
	moves.AskCellType: game.CellTypeOf,
	moves.TakeBreak:   game.BreakTaken,
	moves.AskTiming:   game.TimingAsked,
	moves.VoteBreak:   game.BreakVote,
	moves.AskRules:    game.RulesOf,
}

// Reveal is the revealed game, once the host has sent it after the game's
// end; session.ErrNotOver until then (Updates signals its arrival). The
// reveal is worked out once and the same one returned after.
func (s *Seat) Reveal() (*session.Reveal, error) {
	s.revealMu.Lock()
	defer s.revealMu.Unlock()
	if s.reveal != nil {
		return s.reveal, nil
	}
	rev, ok := s.conn.c.Reveal()
	if !ok {
		return nil, session.ErrNotOver
	}
	r, err := revealOf(rev, s.Info().Names)
	if err != nil {
		return nil, fmt.Errorf("the host's reveal: %w", err)
	}
	s.reveal = r
	return r, nil
}

// revealOf works the reveal out from what the host sends: the plan as
// drawn and every event. How the game left the plan follows from the
// events: the only change a game makes to it is a wall blown up
// (wall_destroyed, §5.4).
func revealOf(rev wire.Reveal, names []string) (*session.Reveal, error) {
	if rev.Maze == nil {
		return nil, errors.New("the reveal has no plan")
	}
	final := rev.Maze.Clone()
	for _, e := range rev.Events {
		if e.Code == game.WallDestroyed && !e.Recalled {
			final.SetSide(e.Pos, e.Dir, maze.Open)
		}
	}
	return session.NewReveal(rev.Maze.Clone(), final, names, rev.Events)
}

// Close leaves the game (Conn.Close).
func (s *Seat) Close() error { return s.conn.Close() }

var _ seat.Seat = (*Seat)(nil)
