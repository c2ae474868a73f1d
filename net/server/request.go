package server

import (
	"errors"

	"github.com/labyrinth-game/labyrinth/engine/game"
	"github.com/labyrinth-game/labyrinth/engine/maze"
	"github.com/labyrinth-game/labyrinth/engine/moves"
	"github.com/labyrinth-game/labyrinth/net/wire"
)

func (c *conn) say(m *wire.Say) {
	c.request(m.ID, func() error {
		st, err := moves.ParseStatement(m.Text)
		if err != nil {
			return err
		}
		return c.s.game.Apply(game.Ask(c.seat, st))
	})
}

func (c *conn) chooseStart(m *wire.ChooseStart) {
	c.request(m.ID, func() error {
		return c.s.game.Apply(game.Choose(c.seat, maze.Pos(m.Cell)))
	})
}

// request runs a seat's request once and queues its result after its
// events. A request sent again with the same id (after a reconnection)
// gets the first one's result without being played again.
func (c *conn) request(id int64, apply func() error) {
	s := c.s
	if c.seat < 0 {
		e := wire.Errorf(wire.CodeNotSeated, "spectators cannot play")
		e.ID = id
		c.queue1(e)
		return
	}
	st := s.seats[c.seat]
	st.request.Lock()
	defer st.request.Unlock()
	s.mu.Lock()
	last, result := st.lastID, st.lastResult
	s.mu.Unlock()
	switch {
	case id == last && result != nil:
		s.mu.Lock()
		c.queueLocked(result)
		s.mu.Unlock()
		return
	case id <= last:
		e := wire.Errorf(wire.CodeBadID, "request id %d: the last request of this seat had id %d, and ids must grow", id, last)
		e.ID = id
		c.queue1(e)
		return
	}
	r := wire.Result{ID: id}
	if err := apply(); err != nil {
		var refusal *game.Refusal
		var parse *moves.ParseError
		switch {
		case errors.As(err, &refusal):
			r.Refusal = refusal
		case errors.As(err, &parse):
			r.Refusal = game.ParseRefusal(c.seat, parse)
		default:
			// Not the game's "no" but the host failing (its journal could
			// not be written): nothing was played, so the request is not
			// remembered and the same id may be sent again.
			s.logf("%v: request %d failed: %v", c, id, err)
			e := wire.Errorf(wire.CodeInternal, "the host could not carry out the request: %v", err)
			e.ID = id
			c.queue1(e)
			return
		}
	}
	s.sync()
	f, err := frameOf(r)
	if err != nil {
		s.logf("%v: a result does not encode: %v", c, err)
		return
	}
	s.mu.Lock()
	st.lastID, st.lastResult = id, f
	c.queueLocked(f)
	s.mu.Unlock()
}
