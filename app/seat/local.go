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
// A Local made by NewLocal learns of new events when its own requests are
// answered: it is the seat of a session no one else plays at. The seats of
// a Table hear what any of them caused.
type Local struct {
	*Hearing
	sess  *session.Session
	table *Table // nil for a seat alone at its session

	// requests keeps one request at a time, so that each one's events are
	// heard before the next is said; it also guards closed.
	requests sync.Mutex
	closed   bool
	// hearing guards seen: a seat of a table hears news of the others'
	// requests while it makes its own.
	hearing sync.Mutex
	seen    int // how many events of the session's log were heard from
}

// NewLocal seats viewer (a player's number, or game.Spectator) at the
// session. Closing the seat closes the session.
func NewLocal(sess *session.Session, viewer int) *Local {
	l := &Local{Hearing: NewHearing(sess.PublicInfo(), viewer), sess: sess}
	l.hearNews()
	return l
}

// hearNews hears what the session's log has that the seat has not heard
// from yet.
func (l *Local) hearNews() {
	l.hearing.Lock()
	defer l.hearing.Unlock()
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
	if l.table != nil {
		l.table.hearNews()
	} else {
		l.hearNews()
	}
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
	if l.table != nil {
		return nil // the table's session stays open for the others
	}
	return l.sess.Close()
}

// Table seats several players at one session on this computer: solo
// practice with computer players in the other seats, a tournament of
// bots. Each seat hears what is said the moment any seat's request is
// answered (or the game master's, told with Hear), so a bot waiting for its
// turn on Updates is woken by the move before it.
type Table struct {
	sess  *session.Session
	seats []*Local
}

// NewTable seats the viewers (players' numbers, or game.Spectator) at the
// session. Closing the table closes its seats and the session.
func NewTable(sess *session.Session, viewers ...int) *Table {
	t := &Table{sess: sess}
	for _, v := range viewers {
		l := &Local{Hearing: NewHearing(sess.PublicInfo(), v), sess: sess, table: t}
		l.hearNews()
		t.seats = append(t.seats, l)
	}
	return t
}

// Seat is the seat of viewer, nil when the table has none.
func (t *Table) Seat(viewer int) *Local {
	for _, l := range t.seats {
		if l.Viewer() == viewer {
			return l
		}
	}
	return nil
}

// Seats are the table's seats, in the order they were made.
func (t *Table) Seats() []*Local { return append([]*Local(nil), t.seats...) }

// Hear tells every seat what the session's log has that it has not heard:
// after a command of the game master's, applied to the session directly
// (the beginning of play, say).
func (t *Table) Hear() { t.hearNews() }

func (t *Table) hearNews() {
	for _, l := range t.seats {
		l.hearNews()
	}
}

// Close closes every seat, then the session.
func (t *Table) Close() error {
	for _, l := range t.seats {
		l.Close()
	}
	return t.sess.Close()
}

var _ Seat = (*Local)(nil)
