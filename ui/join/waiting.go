package join

import (
	"context"
	"fmt"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"github.com/labyrinth-game/labyrinth/app/remote"
	"github.com/labyrinth-game/labyrinth/engine/game"
	"github.com/labyrinth-game/labyrinth/ui/shell"
	"github.com/labyrinth-game/labyrinth/ui/widgets"
)

// waiting is the joiner's waiting room: the game's seats and who is
// there, until the host starts the game.
type waiting struct {
	frame shell.Frame
	win   fyne.Window
	env   *Env
	conn  *remote.Conn

	you     *widget.Label
	seats   *fyne.Container
	specs   *widget.RichText
	conNote *widget.RichText
	notice  *widgets.NoticeBar
	keys    *shell.Keymap
	stop    func()
	// shown is the presence and connection the room shows now: a signal
	// that changes neither redraws nothing.
	shown     remote.Presence
	connected bool
	drawn     bool
	closed    bool
}

// openWaiting shows the waiting room of a game joined in its lobby; note,
// when not "", is shown at the bottom (a ticket not kept).
func openWaiting(f shell.Frame, env *Env, conn *remote.Conn, note string) *waiting {
	w := &waiting{frame: f, win: f.Window(), env: env, conn: conn}
	hello := conn.Hello()
	w.you = widget.NewLabel("")
	w.you.Wrapping = fyne.TextWrapWord
	w.seats = container.NewVBox()
	w.specs = widgets.MutedText("", fyne.TextWrapWord)
	w.conNote = widgets.MutedText("", fyne.TextWrapWord)
	w.notice = widgets.NewNoticeBar()
	if note != "" {
		w.notice.Post(note, true)
	}
	leave := widget.NewButtonWithIcon("Leave", theme.NavigateBackIcon(), w.leave)
	leave.Importance = widget.LowImportance
	title := widget.NewLabelWithStyle(hello.Game, fyne.TextAlignCenter, fyne.TextStyle{Bold: true})
	title.Truncation = fyne.TextTruncateEllipsis
	top := container.NewBorder(nil, nil, leave, nil, title)
	wait := widget.NewRichText(&widget.TextSegment{Text: "Waiting for the host to start the game", Style: widget.RichTextStyle{SizeName: theme.SizeNameSubHeadingText, TextStyle: fyne.TextStyle{Bold: true}}})
	about := widgets.MutedText("The game begins when every seat is taken, or when the host starts it with the players who are here. "+
		"Then you choose your start cell on the blank outline, in secret.", fyne.TextWrapWord)
	room := container.NewVBox(wait, w.you, about, widget.NewSeparator(), widgets.SectionHead("At the table"), w.seats, w.specs, w.conNote, w.notice.Container)
	column := container.New(widgets.Bounded{Max: fyne.NewSize(560, 1e6)}, container.NewVScroll(room))
	body := container.NewBorder(container.NewVBox(top, widget.NewSeparator()), nil, nil, nil, column)

	f.TakeWindow()
	w.win.SetContent(container.New(widgets.Stretch{Min: shell.MinWindowSize}, container.NewPadded(body)))
	w.win.SetMainMenu(nil)
	w.win.SetCloseIntercept(w.quit)
	w.win.SetTitle(hello.Game + " — " + shell.AppName)
	w.keys = shell.InstallKeys(w.win.Canvas(), shell.Bind(shell.WaitKeys(), map[string]func(){
		"wait.leave":      w.leave,
		"app.quit":        w.quit,
		"view.appearance": f.CycleAppearance,
		"view.fullscreen": f.ToggleFullScreen,
	}), func() bool { return w.win.Canvas().Overlays().Top() != nil })
	env.room = w
	w.news()
	if !w.closed {
		w.stop = env.Watch(conn.Updates(), w.news, w.ended)
	}
	return w
}

// news takes what the connection says: who is there, the connection's
// state, the game made.
func (w *waiting) news() {
	if w.closed || w.gameMade() {
		return
	}
	p, con := w.conn.Presence(), w.conn.Connection()
	if w.drawn && samePresence(p, w.shown) && con.Connected == w.connected {
		return
	}
	w.drawn, w.shown, w.connected = true, p, con.Connected
	w.draw(p, con)
}

func (w *waiting) draw(p remote.Presence, con remote.Connection) {
	me := w.conn.Viewer()
	hello := w.conn.Hello()
	if me == game.Spectator {
		w.you.SetText("You are watching. You will hear what is said aloud, and see the whole plan when the game ends.")
	} else {
		w.you.SetText(fmt.Sprintf("You sit at seat %d of %d as %s.", me+1, hello.Seats, w.conn.Name()))
	}
	rows := make([]fyne.CanvasObject, 0, len(p.Seats))
	for _, seat := range p.Seats {
		who, state := "free", ""
		style := widget.RichTextStyle{ColorName: shell.ColorNameMuted, Inline: true}
		if seat.State != remote.Free {
			who, style = seat.Name, widget.RichTextStyle{Inline: true, TextStyle: fyne.TextStyle{Bold: seat.Seat == me}}
			state = "here"
			if seat.State == remote.Away {
				state = "away"
			}
			if seat.Seat == me {
				who += " (you)"
			}
		}
		line := widget.NewRichText(
			&widget.TextSegment{Text: fmt.Sprintf("Seat %d   ", seat.Seat+1), Style: widget.RichTextStyle{ColorName: shell.ColorNameMuted, Inline: true}},
			&widget.TextSegment{Text: who, Style: style})
		rows = append(rows, container.NewBorder(nil, nil, nil, widgets.MutedText(state, fyne.TextWrapOff), line))
	}
	w.seats.Objects = rows
	w.seats.Refresh()
	switch {
	case !hello.Spectators:
		widgets.SetMuted(w.specs, "The game admits no spectators.")
	default:
		watch := "No spectator watches."
		if p.Spectators > 0 {
			watch = shell.Counted(p.Spectators, "spectator watches", "spectators watch") + "."
		}
		widgets.SetMuted(w.specs, watch)
	}
	if con.Connected {
		widgets.SetMuted(w.conNote, "")
		w.conNote.Hide()
	} else {
		msg := "The connection to the host is lost: reconnecting…"
		if con.Err != nil {
			msg = "The connection to the host is lost (" + con.Err.Error() + "): reconnecting…"
		}
		widgets.SetMuted(w.conNote, msg)
		w.conNote.Show()
	}
}

// gameMade opens the game screen once the host has made the game, and
// says whether it did.
func (w *waiting) gameMade() bool {
	st, ok := w.conn.Seat()
	if ok {
		w.close()
		openGame(w.frame, w.env, st)
	}
	return ok
}

// samePresence compares two presences seat by seat.
func samePresence(a, b remote.Presence) bool {
	if a.Spectators != b.Spectators || len(a.Seats) != len(b.Seats) {
		return false
	}
	for i := range a.Seats {
		if a.Seats[i] != b.Seats[i] {
			return false
		}
	}
	return true
}

// ended: the connection ended for good before the game began (kicked,
// the host closed): back to the list, saying why.
func (w *waiting) ended() {
	if w.closed || w.gameMade() {
		return
	}
	_, err := w.conn.WaitSeat(context.Background())
	w.close()
	l := Open(w.frame, w.env)
	l.notice.Post(refusal(err, remote.Config{Name: w.conn.Name()}), true)
}

func (w *waiting) close() {
	if w.closed {
		return
	}
	w.closed = true
	if w.env.room == w {
		w.env.room = nil
	}
	if w.stop != nil {
		w.stop()
	}
	if w.keys != nil {
		w.keys.Uninstall()
		w.keys = nil
	}
}

// leave gives the seat up for now (its ticket takes it back) and goes back
// to the list.
func (w *waiting) leave() {
	w.close()
	w.conn.Close()
	Open(w.frame, w.env)
}

func (w *waiting) quit() {
	w.close()
	w.conn.Close()
	w.frame.Quit()
}
