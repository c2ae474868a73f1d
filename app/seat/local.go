package seat

import (
	"sync"

	"github.com/labyrinth-game/labyrinth/app/session"
	"github.com/labyrinth-game/labyrinth/engine/game"
	"github.com/labyrinth-game/labyrinth/engine/maze"
	"github.com/labyrinth-game/labyrinth/engine/moves"
)

// Local is a seat at a game whose game master runs on this computer: a
// session (solo practice with the computer game master). It hears what the
// session's log lets its viewer see, numbered its own way, and passes its
// requests to the session, which journals them before answering.
//
// Local learns of new events when its own requests are answered: it is
// the seat of a session no one else plays at.
type Local struct {
	*Hearing
	sess *session.Session

	// requests keeps one request at a time, so that each one's events are
	// heard before the next is said; it also guards seen and closed.
	requests sync.Mutex
	seen     int // how many events of the session's log were heard from
	closed   bool
}

// NewLocal seats viewer (a player's number, or game.Spectator) at the
// session. Closing the seat closes the session.
func NewLocal(sess *session.Session, viewer int) *Local {
	l := &Local{Hearing: NewHearing(sess.PublicInfo(), viewer), sess: sess}
	l.requests.Lock()
	l.hearNews()
	l.requests.Unlock()
	return l
}

// hearNews hears what the session's log has that the seat has not heard
// from yet. l.requests is held.
func (l *Local) hearNews() {
	news := l.sess.Since(l.seen)
	l.seen += len(news)
	for i := range news {
		news[i].Seq = 0 // the game's numbers: the seat numbers what it hears itself
	}
	l.Hear(news...)
}

func (l *Local) Say(st moves.Statement) error {
	return l.request(game.Ask(l.Viewer(), st))
}

func (l *Local) SayText(text string) error {
	st, err := moves.ParseStatement(text)
	if err != nil {
		return game.ParseRefusal(l.Viewer(), err)
	}
	return l.Say(st)
}

func (l *Local) ChooseStart(cell maze.Pos) error {
	return l.request(game.Choose(l.Viewer(), cell))
}

// request passes a command to the session and hears its answer.
func (l *Local) request(c game.Command) error {
	l.requests.Lock()
	defer l.requests.Unlock()
	switch {
	case l.closed:
		return ErrClosed
	case l.Viewer() < 0:
		return RefuseSpectator(c, l.Info().Names)
	}
	_, err := l.sess.Apply(c)
	l.hearNews()
	return err
}

func (l *Local) Reveal() (*session.Reveal, error) { return l.sess.Reveal() }

// JournalPath is where the game is saved, "" when it is kept in memory
// only.
func (l *Local) JournalPath() string { return l.sess.JournalPath() }

func (l *Local) Close() error {
	l.requests.Lock() // a request under way is answered first
	defer l.requests.Unlock()
	if l.closed {
		return nil
	}
	l.closed = true
	l.CloseUpdates()
	return l.sess.Close()
}

var _ Seat = (*Local)(nil)
