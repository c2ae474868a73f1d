package mastertable

import (
	"context"
	"fmt"
	"time"

	"github.com/labyrinth-game/labyrinth/app/remote"
	"github.com/labyrinth-game/labyrinth/app/session"
	"github.com/labyrinth-game/labyrinth/ui/play"
	"github.com/labyrinth-game/labyrinth/ui/shell"
)

// The host's own player: with the computer as game master, the person at
// the host takes a seat like everyone else (app/host's Join, over a
// connection in memory) and plays on ui/play's screen, on the seat Join
// gave him. Leaving his game screen brings him back to the lobby, the
// host still running; "Back to your game" takes his seat back with its
// ticket.

// joinTimeout bounds taking a seat: the connection is in memory.
const joinTimeout = 10 * time.Second

type ownSeat struct {
	s    *Screen
	name string
	// joining: Join is under way; conn: the seat is his.
	joining bool
	conn    *remote.Conn
	// want: open his game as soon as its seat exists (when the game
	// starts, or when he asked to go back to it).
	want bool
	game *play.Screen
	stop chan struct{} // stops watching conn
	// seatNo is his seat's number, -1 before he has one; it stays his
	// while his game screen is closed.
	seatNo int
}

// joinOwn seats the host's user under name.
func (s *Screen) joinOwn(name string) {
	o := s.own
	if o == nil {
		o = &ownSeat{s: s, name: name, want: true, seatNo: -1}
		s.own = o
	}
	o.joining = true
	tickets, terr := s.env.Tickets()
	h := s.h
	s.env.Background(func() {
		ctx, cancel := context.WithTimeout(context.Background(), joinTimeout)
		defer cancel()
		conn, err := h.Join(ctx, remote.Config{Name: name, Tickets: tickets, Program: shell.AppName + " " + shell.Version})
		shell.OnUI(func() { o.joined(conn, err, terr) })
	})
}

// joined takes in Join's answer.
func (o *ownSeat) joined(conn *remote.Conn, err, ticketsErr error) {
	s := o.s
	o.joining = false
	if s.closed {
		if conn != nil {
			conn.Close()
		}
		return
	}
	if err != nil {
		if o.seatNo < 0 {
			s.own = nil
		}
		s.refused("you could not take a seat", err)
		s.lobby.apply(s.tb)
		return
	}
	o.conn = conn
	if t, ok := conn.Ticket(); ok {
		o.seatNo = t.Seat
	}
	o.stop = make(chan struct{})
	if ticketsErr != nil {
		s.notice.Post(fmt.Sprintf("Your seat's ticket cannot be kept (%v): if you leave your game screen, you cannot take the seat back.", ticketsErr), true)
	}
	if s.env.Watch != nil {
		s.env.Watch(conn.Updates(), o.stop, o.news)
	}
	s.Update()
	o.news()
}

// news is his connection's news: the game made gives him his seat.
func (o *ownSeat) news() {
	if o.s.closed {
		return
	}
	o.tableChanged()
}

// tableChanged opens his game once its seat exists, if he wants it.
func (o *ownSeat) tableChanged() {
	if o.conn == nil || !o.want || o.game != nil {
		return
	}
	if _, ok := o.conn.Seat(); ok {
		o.open()
	}
}

// open shows his game (the lobby's "Back to your game").
func (o *ownSeat) open() {
	s := o.s
	if o.game != nil && !o.game.Closed() {
		return
	}
	if o.conn == nil {
		// He left his game: take the seat back with its ticket.
		o.want = true
		s.joinOwn(o.name)
		return
	}
	st, ok := o.conn.Seat()
	if !ok {
		o.want = true
		return
	}
	o.want = false
	if s.keys != nil {
		s.keys.Uninstall()
		s.keys = nil
	}
	s.tips.HideNow()
	back := func() { o.left(); s.show(); s.Update() }
	// His notebook is kept beside the hosted game's journal, and comes
	// back when he takes his seat again or hosting is continued.
	g := play.Game{Seat: st, Title: s.h.Name(), NewGame: back, Notebook: session.NotebookPath(s.h.JournalPath())}
	o.game = play.Open(&ownFrame{Frame: s.frame, o: o}, &s.env.Play, g)
}

// left is his game screen closed: its seat (and connection) with it.
func (o *ownSeat) left() {
	if o.stop != nil {
		close(o.stop)
		o.stop = nil
	}
	o.conn, o.game = nil, nil
}

// close closes his game or his connection: the host is stopping.
func (o *ownSeat) close() {
	switch {
	case o.game != nil:
		o.game.Close()
	case o.conn != nil:
		o.conn.Close()
	}
	o.left()
}

// ownFrame is the frame the host's user's game screen gets: leaving the
// game comes back to the host's screen, which is still hosting.
type ownFrame struct {
	shell.Frame
	o *ownSeat
}

func (f *ownFrame) ShowStart() {
	s := f.o.s
	f.o.left()
	s.show()
	s.Update()
}

func (f *ownFrame) Quit() {
	f.ShowStart()
	f.o.s.confirmQuit()
}
