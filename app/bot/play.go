package bot

import (
	"context"
	"errors"
	"fmt"
	"time"

	"github.com/labyrinth-game/labyrinth/app/seat"
	"github.com/labyrinth-game/labyrinth/engine/game"
	"github.com/labyrinth-game/labyrinth/engine/moves"
	"github.com/labyrinth-game/labyrinth/engine/rules"
)

// Player is a bot at its seat: it takes in what the seat heard and, when
// the seat has something to do — choose a start cell (§6.1), say its move,
// order a new cell (§5.5) — does it through the seat, like a human at the
// same seat would. It never reads anything but the seat.
type Player struct {
	Seat seat.Seat
	Bot  *Bot
	// heard is how many of the seat's events the bot took in.
	heard int
	// Said counts the statements the game master accepted from it.
	Said int
	// Told, when set, hears each statement the game master accepted.
	Told func(moves.Statement)
}

// NewPlayer seats a bot of level at s; seed makes its choices.
func NewPlayer(s seat.Seat, level Level, seed uint64) *Player {
	return &Player{Seat: s, Bot: New(level, s.Info(), s.Viewer(), seed)}
}

// ErrStuck is returned when the game master refused everything the bot
// could think of saying.
var ErrStuck = errors.New("the bot found nothing the game master accepts")

// Due reports whether the seat has something to do now (after taking in
// what it heard).
func (p *Player) Due() bool {
	p.listen()
	return p.due()
}

func (p *Player) listen() {
	news := p.Seat.Events(p.heard)
	p.heard += len(news)
	p.Bot.Hear(news...)
}

func (p *Player) due() bool {
	st := p.Seat.State()
	k := p.Seat.Known()
	switch {
	case st.Phase == game.Over || k.Lost:
		return false
	case st.Phase == game.Choosing:
		// Under a common start (§7.6) or seed 001's G2 the game master
		// sets the starts: the bot waits for play to begin.
		r := p.Bot.rules
		return !k.Chose && !k.Placed && !r.CommonStart && r.Starts != rules.StartsMaster
	}
	return st.Turn == p.Seat.Viewer()
}

// Act does what the seat has to do now, if anything: at most one
// statement (or start choice) accepted. It reports whether it did
// something.
func (p *Player) Act() (bool, error) {
	p.listen()
	if !p.due() {
		return false, nil
	}
	// A remote seat hears on its own goroutine: the state that said "your
	// turn" may be newer than the events taken in. Every event up to it is
	// heard now, so the bot decides on all that was said before its turn.
	p.listen()
	s := p.Seat
	if s.State().Phase == game.Choosing {
		var err error
		for try := 0; try < 16; try++ {
			if err = s.ChooseStart(p.Bot.ChooseStart()); !isRefusal(err) {
				break
			}
		}
		p.listen()
		return err == nil, err
	}
	st := p.Bot.Next(s.Known())
	err := s.Say(st)
	for try := 1; isRefusal(err) && try < 8; try++ {
		st = p.Bot.Fallback(s.Known(), try)
		err = s.Say(st)
	}
	p.listen()
	if isRefusal(err) {
		return false, fmt.Errorf("%w: %v", ErrStuck, err)
	}
	if err == nil {
		p.Said++
		if p.Told != nil {
			p.Told(st)
		}
	}
	return err == nil, err
}

func isRefusal(err error) bool {
	var r *game.Refusal
	return errors.As(err, &r)
}

// Play plays the seat until the game is over for the bot (it ended, or
// the bot is out of it), the seat closes, or ctx ends. Before each
// statement it waits pace, so that people at the table follow the bots'
// moves at a human pace.
func (p *Player) Play(ctx context.Context, pace time.Duration) error {
	updates := p.Seat.Updates()
	for {
		if p.Due() {
			if pace > 0 {
				t := time.NewTimer(pace)
				select {
				case <-ctx.Done():
					t.Stop()
					return ctx.Err()
				case <-t.C:
				}
			}
			if _, err := p.Act(); err != nil {
				return err
			}
			continue
		}
		if st := p.Seat.State(); st.Phase == game.Over || p.Seat.Known().Lost {
			return nil
		}
		select {
		case <-ctx.Done():
			return ctx.Err()
		case _, ok := <-updates:
			if !ok {
				return seat.ErrClosed
			}
		}
	}
}
