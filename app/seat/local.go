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
	sess   *session.Session
	viewer int
	info   game.PublicInfo

	// requests keeps one request at a time, so that each one's events are
	// taken in before the next is said.
	requests sync.Mutex

	mu      sync.Mutex
	seen    int          // how many events of the session's log were looked at
	heard   []game.Event // those the viewer may see, numbered from 1
	known   *session.Known
	state   game.PublicState
	updates chan struct{}
	closed  bool
}

// NewLocal seats viewer (a player's number, or game.Spectator) at the
// session. Closing the seat closes the session.
func NewLocal(sess *session.Session, viewer int) *Local {
	info := sess.PublicInfo()
	l := &Local{
		sess:    sess,
		viewer:  viewer,
		info:    info,
		known:   session.NewKnown(info.Rules, info.Names, viewer),
		state:   game.NewPublicState(len(info.Names)),
		updates: make(chan struct{}, 1),
	}
	l.mu.Lock()
	l.takeIn()
	l.mu.Unlock()
	return l
}

// takeIn hears what the session's log has that the seat has not looked at
// yet, and signals the news. l.mu is held.
func (l *Local) takeIn() {
	news := false
	for _, e := range l.sess.Since(l.seen) {
		l.seen++
		if !e.To.Includes(l.viewer) {
			continue
		}
		e.Seq = len(l.heard) + 1
		l.heard = append(l.heard, e)
		l.known.Apply(e)
		l.state.Apply(e)
		news = true
	}
	if news {
		l.signal()
	}
}

// signal tells the reader of Updates to look again. l.mu is held.
func (l *Local) signal() {
	if l.closed {
		return
	}
	select {
	case l.updates <- struct{}{}:
	default: // a signal is waiting already
	}
}

func (l *Local) Viewer() int { return l.viewer }

func (l *Local) Info() game.PublicInfo {
	info := l.info
	info.Names = append([]string(nil), info.Names...)
	return info
}

func (l *Local) State() game.PublicState {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.state.Clone()
}

func (l *Local) Known() session.Known {
	l.mu.Lock()
	defer l.mu.Unlock()
	return *l.known
}

func (l *Local) Heard() int {
	l.mu.Lock()
	defer l.mu.Unlock()
	return len(l.heard)
}

func (l *Local) Events(from int) []game.Event {
	l.mu.Lock()
	defer l.mu.Unlock()
	from = min(max(from, 0), len(l.heard))
	return append([]game.Event(nil), l.heard[from:]...)
}

func (l *Local) Updates() <-chan struct{} { return l.updates }

func (l *Local) Say(st moves.Statement) error {
	return l.request(game.Ask(l.viewer, st))
}

func (l *Local) SayText(text string) error {
	st, err := moves.ParseStatement(text)
	if err != nil {
		return game.ParseRefusal(l.viewer, err)
	}
	return l.Say(st)
}

func (l *Local) ChooseStart(cell maze.Pos) error {
	return l.request(game.Choose(l.viewer, cell))
}

// request passes a command to the session and hears its answer.
func (l *Local) request(c game.Command) error {
	l.requests.Lock()
	defer l.requests.Unlock()
	l.mu.Lock()
	closed := l.closed
	l.mu.Unlock()
	switch {
	case closed:
		return ErrClosed
	case l.viewer < 0:
		return &game.Refusal{Code: game.RefusedSpectator, Command: c.Kind, Player: -1, Other: -1, Names: l.info.Names}
	}
	_, err := l.sess.Apply(c)
	l.mu.Lock()
	l.takeIn()
	l.mu.Unlock()
	return err
}

func (l *Local) Reveal() (*session.Reveal, error) { return l.sess.Reveal() }

// JournalPath is where the game is saved, "" when it is kept in memory
// only.
func (l *Local) JournalPath() string { return l.sess.JournalPath() }

func (l *Local) Close() error {
	l.requests.Lock() // a request under way is answered first
	defer l.requests.Unlock()
	l.mu.Lock()
	if l.closed {
		l.mu.Unlock()
		return nil
	}
	l.closed = true
	close(l.updates)
	l.mu.Unlock()
	return l.sess.Close()
}

var _ Seat = (*Local)(nil)
