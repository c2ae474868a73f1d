package join

import (
	"context"
	"strings"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/widget"

	"github.com/labyrinth-game/labyrinth/app/lan"
	"github.com/labyrinth-game/labyrinth/app/remote"
	"github.com/labyrinth-game/labyrinth/engine/game"
	"github.com/labyrinth-game/labyrinth/net/wire"
	"github.com/labyrinth-game/labyrinth/ui/play"
	"github.com/labyrinth-game/labyrinth/ui/shell"
)

// Preferences: the name the player last joined under; solo practice's
// name is the first guess.
const (
	prefJoinName = "join.name"
	prefSoloName = "solo.name"
)

// dialTimeout bounds connecting and joining: a host on the LAN answers
// within milliseconds.
const dialTimeout = 15 * time.Second

// program names the app in the host's log.
const program = "labyrinth " + shell.Version

func (s *Screen) prefs() fyne.Preferences { return s.frame.App().Preferences() }

// lastName is the name the player last joined under (or plays solo
// practice under).
func (s *Screen) lastName() string {
	p := s.prefs()
	return p.StringWithFallback(prefJoinName, p.StringWithFallback(prefSoloName, ""))
}

// askJoin asks what joining needs — the player's name to take a seat,
// the join code when the game has one — and joins; a spectator of a game
// without a code joins at once.
func (s *Screen) askJoin(g lan.Game, spectate bool) {
	if s.busy {
		return
	}
	if spectate && !g.CodeRequired {
		s.dial(g, remote.Config{Addr: g.Addr, Game: g.Name, Spectate: true})
		return
	}
	var items []*widget.FormItem
	name := widget.NewEntry()
	name.SetText(s.lastName())
	name.Validator = wire.CheckName
	if !spectate {
		items = append(items, widget.NewFormItem("Your name", name))
		items[0].HintText = "One word: the game master calls you by it"
	}
	code := widget.NewPasswordEntry()
	if g.CodeRequired {
		items = append(items, widget.NewFormItem("Join code", code))
		items[len(items)-1].HintText = "The host tells it to the players"
	}
	title, verb := "Join “"+g.Name+"”", "Join"
	if spectate {
		title, verb = "Watch “"+g.Name+"”", "Watch"
	}
	d := dialog.NewForm(title, verb, "Cancel", items, func(ok bool) {
		if !ok {
			return
		}
		cfg := remote.Config{Addr: g.Addr, Game: g.Name, Code: strings.TrimSpace(code.Text), Spectate: spectate}
		if !spectate {
			cfg.Name = strings.TrimSpace(name.Text)
		}
		s.dial(g, cfg)
	}, s.win)
	// Enter in either field joins, as the Join button does once the
	// name is a name.
	submit := func(string) { d.Submit() }
	name.OnSubmitted, code.OnSubmitted = submit, submit
	d.Resize(fyne.NewSize(460, d.MinSize().Height))
	d.Show()
	if spectate {
		s.win.Canvas().Focus(code)
	} else {
		s.win.Canvas().Focus(name)
	}
}

// rejoin takes the player's seat back with its ticket.
func (s *Screen) rejoin(g lan.Game, t remote.Ticket) {
	if s.busy {
		return
	}
	s.dial(g, remote.Config{Addr: g.Addr, Game: g.Name, Name: t.Name})
}

// dial joins off the UI goroutine and then shows the waiting room or the
// game; a refusal is said on the list.
func (s *Screen) dial(g lan.Game, cfg remote.Config) {
	cfg.Tickets, cfg.Program = s.env.Tickets, program
	s.setBusy(true)
	what := "Joining “" + g.Name + "”…"
	if cfg.Spectate {
		what = "Joining “" + g.Name + "” as a spectator…"
	}
	s.notice.Post(what, false)
	s.env.Background(func() {
		ctx, cancel := context.WithTimeout(context.Background(), dialTimeout)
		defer cancel()
		conn, err := s.env.Dial(ctx, cfg)
		shell.OnUI(func() { s.dialed(cfg, conn, err) })
	})
}

// dialed takes the outcome of dial.
func (s *Screen) dialed(cfg remote.Config, conn *remote.Conn, err error) {
	if s.closed {
		if conn != nil {
			conn.Close()
		}
		return
	}
	s.setBusy(false)
	if err != nil {
		s.notice.Post(refusal(err, cfg), true)
		return
	}
	s.notice.Dismiss()
	if cfg.Name != "" {
		s.prefs().SetString(prefJoinName, cfg.Name)
	}
	var note string
	if err := conn.TicketErr(); err != nil {
		note = "Your seat's ticket could not be kept (" + err.Error() + "): if Labyrinth is closed, the seat cannot be taken back."
	}
	s.Close()
	if st, ok := conn.Seat(); ok {
		openGame(s.frame, s.env, st)
		return
	}
	openWaiting(s.frame, s.env, conn, note)
}

// openGame shows the game through the remote seat on the player's game
// screen; "New game" comes back to the join list.
func openGame(f shell.Frame, env *Env, st *remote.Seat) *play.Screen {
	title := st.Conn().Hello().Game
	if st.Viewer() == game.Spectator {
		title += " (watching)"
	}
	g := play.Game{Seat: st, Title: title, NewGame: func() { Open(f, env) }}
	if t, ok := st.Conn().Ticket(); ok && env.Tickets != nil {
		// The host keeps the game; the player's notes are kept here,
		// beside the seat's ticket, and come back with the seat.
		g.Notebook = env.Tickets.NotebookPath(t)
	}
	env.game = play.Open(f, &env.Play, g)
	return env.game
}
