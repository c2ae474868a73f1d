package mastertable

import (
	"fmt"
	"net"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/layout"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	apphost "github.com/labyrinth-game/labyrinth/app/host"
	"github.com/labyrinth-game/labyrinth/app/remote"
	"github.com/labyrinth-game/labyrinth/net/wire"
	"github.com/labyrinth-game/labyrinth/ui/shell"
	"github.com/labyrinth-game/labyrinth/ui/widgets"
)

// The lobby: the seats filling up live, each player's name, colour and
// presence, kicking a player, starting when ready, how friends join; with
// the computer as game master, the host's own seat. Once the game is made
// under the computer game master it stays on show as the game's summary:
// who sits where, who is connected, whose turn it is — never the plan.

// Preferences: the name the host's user last played under in his own
// game; the join screen's and solo practice's names are the next guesses.
// (The host setup's "host.name" is the game's name, not the person's.)
const (
	prefOwnName  = "host.player"
	prefJoinName = "join.name"
	prefSoloName = "solo.name"
)

// ownNameGuess is the name "Play yourself" offers: the one he last played
// under here, on the join screen or in solo practice, or else the first
// name of the person logged in; never the game's name. A guess the game
// would refuse (not one word) is not offered.
func (s *Screen) ownNameGuess() string {
	p := s.frame.App().Preferences()
	guesses := []string{p.String(prefOwnName), p.String(prefJoinName), p.String(prefSoloName)}
	if s.env.UserName != nil {
		guesses = append(guesses, shell.UpperFirst(s.env.UserName()))
	}
	for _, n := range guesses {
		if n = strings.TrimSpace(n); n != "" && wire.CheckName(n) == nil {
			return n
		}
	}
	return ""
}

// ownIntro offers the host's user a seat.
const ownIntro = "The computer is the game master: you may play too, on this computer, like everyone else. Your game opens when the game starts."

type lobbyView struct {
	s *Screen

	seats    *fyne.Container
	rows     []*seatRow
	startBtn *widget.Button
	blocked  *widget.RichText
	joinInfo *widget.RichText
	addr     string // the first address, for the copy button

	// The host's own seat (computer game master).
	ownBox  *fyne.Container
	ownName *widget.Entry
	ownBtn  *widget.Button
	ownMsg  *widget.RichText

	bots *botsBox

	root fyne.CanvasObject
}

// seatRow is one seat of the lobby.
type seatRow struct {
	swatch   *canvas.Circle
	number   *widget.Label
	name     *widget.Label
	presence *widget.Label
	kick     *widget.Button
	root     fyne.CanvasObject
}

func newLobbyView(s *Screen) *lobbyView {
	l := &lobbyView{s: s}
	l.seats = container.NewVBox()
	l.startBtn = widget.NewButtonWithIcon("Start when ready", theme.MediaPlayIcon(), l.start)
	l.startBtn.Importance = widget.HighImportance
	l.blocked = widgets.MutedText("", fyne.TextWrapWord)
	l.joinInfo = widget.NewRichText()
	l.joinInfo.Wrapping = fyne.TextWrapWord
	copyBtn := widget.NewButtonWithIcon("Copy the address", theme.ContentCopyIcon(), func() {
		l.s.frame.App().Clipboard().SetContent(l.addr)
		l.s.notice.Post("The address "+l.addr+" is on the clipboard.", false)
	})
	copyBtn.Importance = widget.LowImportance
	joinBox := container.NewVBox(widgets.SectionHead("How friends join"), l.joinInfo, container.NewHBox(copyBtn))

	l.ownBox = container.NewVBox()
	if s.h.Table().Master == apphost.ComputerMaster {
		l.ownName = widget.NewEntry()
		l.ownName.SetPlaceHolder("Your name")
		l.ownName.SetText(s.ownNameGuess())
		l.ownName.OnSubmitted = func(string) { l.takeSeat() }
		l.ownBtn = widget.NewButtonWithIcon("Take a seat", theme.AccountIcon(), l.takeSeat)
		l.ownMsg = widgets.MutedText(ownIntro, fyne.TextWrapWord)
		l.ownBox.Objects = []fyne.CanvasObject{widgets.SectionHead("Play yourself"), l.ownMsg,
			container.NewBorder(nil, nil, nil, l.ownBtn, l.ownName)}
	} else {
		l.ownBox.Objects = []fyne.CanvasObject{widgets.SectionHead("You are the game master"),
			widgets.MutedText("When the game starts this screen becomes your table: the whole plan, every piece, what everyone heard, and your controls (§6.1, §9).", fyne.TextWrapWord)}
	}

	startBox := container.NewVBox(container.NewHBox(l.startBtn), l.blocked)
	left := container.NewVBox(widgets.SectionHead("Seats"), l.seats, widget.NewSeparator(), startBox)
	l.bots = newBotsBox(l)
	right := container.NewVBox(joinBox, widget.NewSeparator(), l.ownBox, widget.NewSeparator(), l.bots.root)
	cols := container.New(&columns{gap: theme.Padding() * 6}, left, right)
	l.root = container.NewVScroll(container.NewPadded(container.New(widgets.Bounded{Max: fyne.NewSize(1000, 1e6)}, cols)))
	return l
}

func (l *lobbyView) content() fyne.CanvasObject { return l.root }

// apply shows a table: the seats, whether the game may start, how to
// join.
func (l *lobbyView) apply(tb apphost.Table) {
	for len(l.rows) < len(tb.Seats) {
		l.rows = append(l.rows, l.newRow(len(l.rows)))
		l.seats.Add(l.rows[len(l.rows)-1].root)
	}
	for len(l.rows) > len(tb.Seats) {
		// Started with fewer players: the seats after them closed.
		l.rows = l.rows[:len(l.rows)-1]
		l.seats.Objects = l.seats.Objects[:len(l.rows)]
	}
	for i, st := range tb.Seats {
		l.rows[i].show(st, tb, l.ownSeat() == i)
	}
	l.seats.Refresh()
	l.showStart(tb)
	l.showJoin(tb)
	l.showOwn(tb)
	l.bots.show(tb)
}

func (l *lobbyView) ownSeat() int {
	if l.s.own == nil || l.s.own.seatNo < 0 {
		return -1
	}
	return l.s.own.seatNo
}

func (l *lobbyView) newRow(i int) *seatRow {
	r := &seatRow{swatch: canvas.NewCircle(shell.SeatColour(i))}
	r.number = widget.NewLabel(fmt.Sprintf("Seat %d", i+1))
	r.name = widget.NewLabelWithStyle("", fyne.TextAlignLeading, fyne.TextStyle{Bold: true})
	r.name.Truncation = fyne.TextTruncateEllipsis
	r.presence = widget.NewLabel("")
	r.kick = widget.NewButtonWithIcon("Kick…", theme.ContentRemoveIcon(), func() { l.confirmKick(i) })
	r.kick.Importance = widget.LowImportance
	swatch := container.New(widgets.FixedSize{Size: fyne.NewSquareSize(18)}, r.swatch)
	left := container.NewHBox(container.NewCenter(swatch), container.New(widgets.FixedWidth{Width: 64}, r.number))
	right := container.NewHBox(container.New(widgets.FixedWidth{Width: 150}, r.presence), container.New(widgets.FixedWidth{Width: 96}, r.kick))
	r.root = container.NewBorder(nil, nil, left, right, r.name)
	return r
}

// show shows one seat: its player, his presence, whether he can be kicked.
func (r *seatRow) show(st apphost.TableSeat, tb apphost.Table, own bool) {
	r.swatch.FillColor = shell.SeatColour(st.Colour)
	r.swatch.Refresh()
	name := st.Name
	if name == "" {
		name = "—"
	}
	if own {
		name += " (you)"
	}
	r.name.SetText(name)
	r.presence.SetText(presenceText(st, tb))
	if tb.Stage == apphost.StageLobby && st.Presence != remote.Free {
		r.kick.Show()
	} else {
		r.kick.Hide()
	}
}

// presenceText is a seat's presence in words, with his place in the game
// once it is made.
func presenceText(st apphost.TableSeat, tb apphost.Table) string {
	var s string
	switch st.Presence {
	case remote.Free:
		return "free"
	case remote.Connected:
		s = "connected"
	case remote.Away:
		s = "away"
	default:
		s = string(st.Presence)
	}
	switch {
	case st.Out != "":
		s += " · out"
	case st.Turn:
		s += " · his turn"
	}
	return s
}

// showStart enables "Start when ready" and says in words why the game
// cannot start yet.
func (l *lobbyView) showStart(tb apphost.Table) {
	if tb.Stage != apphost.StageLobby {
		l.startBtn.Hide()
		widgets.SetMuted(l.blocked, startedText(tb))
		return
	}
	l.startBtn.Show()
	if tb.StartBlocked != nil {
		l.startBtn.Disable()
		widgets.SetMuted(l.blocked, blockedText(tb.StartBlocked))
		return
	}
	l.startBtn.Enable()
	taken := 0
	for _, st := range tb.Seats {
		if st.Presence != remote.Free {
			taken++
		}
	}
	msg := "Ready: the game starts with " + shell.Counted(taken, "player", "players") + "."
	if taken < len(tb.Seats) {
		msg += " The free seats close; the game also starts by itself when the last seat is taken."
	}
	widgets.SetMuted(l.blocked, msg)
}

// blockedText says why the game cannot start, and what to do.
func blockedText(e *apphost.ControlError) string {
	switch e.Code {
	case apphost.CodeTooFewPlayers:
		return fmt.Sprintf("Waiting for players: a game needs at least %d, and %s taken.", apphost.MinPlayers, shell.Counted(e.Count, "seat is", "seats are"))
	case apphost.CodeSeatGap:
		return fmt.Sprintf("Seat %d is free and a seat after it is taken: the players sit in seats 1 to N. Wait for someone to take it, or kick the players after it.", e.Seat+1)
	}
	return shell.UpperFirst(e.Error()) + "."
}

// startedText is the game's progress once it is made, for the computer
// game master's lobby.
func startedText(tb apphost.Table) string {
	switch tb.Stage {
	case apphost.StageChoosing:
		return "The game has started: the players are choosing their start cells."
	case apphost.StagePlaying:
		return "The game is being played: " + stageText(tb) + ". The computer is the game master."
	}
	return "The game is over: " + resultText(tb) + "."
}

// showJoin says how friends join: the name in their list, the address to
// type when discovery does not reach them, the code.
func (l *lobbyView) showJoin(tb apphost.Table) {
	h := l.s.h
	addrs, loopOnly := friendAddresses(h.Addresses())
	l.addr = ""
	if len(addrs) > 0 {
		l.addr = addrs[0]
	}
	bold := widget.RichTextStyle{TextStyle: fyne.TextStyle{Bold: true}, Inline: true}
	plain := widget.RichTextStyle{Inline: true}
	var segs []widget.RichTextSegment
	if _, _, ok := h.Advertised(); ok {
		segs = append(segs, &widget.TextSegment{Text: "Friends on this network find ", Style: plain},
			&widget.TextSegment{Text: tb.Name, Style: bold},
			&widget.TextSegment{Text: " in their list of games (Join a game). If it does not appear there, they type the address:", Style: widget.RichTextStyle{}})
	} else {
		segs = append(segs, &widget.TextSegment{Text: "The game is not announced on the network: friends type the address in Join a game:", Style: widget.RichTextStyle{}})
	}
	if len(addrs) == 0 {
		segs = append(segs, &widget.TextSegment{Text: "no address found: is this computer on a network?", Style: widget.RichTextStyle{ColorName: theme.ColorNameError}})
	}
	if loopOnly {
		segs = append(segs, &widget.TextSegment{Text: "This game can be reached from this computer only: friends on other computers cannot reach it. (Host it on a network to play with them.) On this computer:", Style: widget.RichTextStyle{ColorName: theme.ColorNameError}})
	}
	for _, a := range addrs {
		segs = append(segs, &widget.TextSegment{Text: a, Style: widget.RichTextStyle{TextStyle: fyne.TextStyle{Monospace: true, Bold: true}}})
	}
	if code := h.Code(); code != "" {
		segs = append(segs, &widget.TextSegment{Text: "Join code: ", Style: plain}, &widget.TextSegment{Text: code, Style: widget.RichTextStyle{TextStyle: fyne.TextStyle{Monospace: true, Bold: true}}})
	} else {
		segs = append(segs, &widget.TextSegment{Text: "No join code: anyone on the network may join.", Style: widget.RichTextStyle{ColorName: shell.ColorNameMuted}})
	}
	if tb.SpectatorPlaces > 0 {
		segs = append(segs, &widget.TextSegment{Text: fmt.Sprintf("Spectators: %d watching of %d places.", tb.Spectators, tb.SpectatorPlaces), Style: widget.RichTextStyle{ColorName: shell.ColorNameMuted}})
	}
	l.joinInfo.Segments = segs
	l.joinInfo.Refresh()
}

// friendAddresses are the addresses friends may type: addrs without the
// loopback ones, which only this computer reaches, when any other is
// there; when there is none, the loopback ones, and loopOnly says so.
func friendAddresses(addrs []string) (friends []string, loopOnly bool) {
	var loop []string
	for _, a := range addrs {
		host, _, err := net.SplitHostPort(a)
		if ip := net.ParseIP(host); err == nil && ip != nil && ip.IsLoopback() || host == "localhost" {
			loop = append(loop, a)
			continue
		}
		friends = append(friends, a)
	}
	if len(friends) == 0 && len(loop) > 0 {
		return loop, true
	}
	return friends, false
}

// start is "Start when ready".
func (l *lobbyView) start() {
	if l.s.tb.Stage != apphost.StageLobby {
		return
	}
	if l.s.refused("the game cannot start", l.s.h.StartGame()) {
		return
	}
	l.s.Update()
}

// confirmKick asks for a reason and kicks the seat's player.
func (l *lobbyView) confirmKick(seat int) {
	if seat >= len(l.s.tb.Seats) {
		return
	}
	name := l.s.tb.Seats[seat].Name
	why := widget.NewEntry()
	why.SetPlaceHolder("the host took your seat in the lobby")
	text := widget.NewLabel(fmt.Sprintf("%s leaves seat %d and is told why; the seat is free again. %s may join again.", name, seat+1, name))
	text.Wrapping = fyne.TextWrapWord
	form := container.NewVBox(text, container.New(layout.NewFormLayout(), widget.NewLabel("Why"), why))
	d := dialog.NewCustomConfirm("Kick "+name+"?", "Kick", "Cancel", container.New(widgets.Width{Width: 420}, form), func(ok bool) {
		if ok {
			l.kick(seat, strings.TrimSpace(why.Text))
		}
	}, l.s.win)
	d.Show()
	l.s.win.Canvas().Focus(why)
}

// kick takes the seat from its player, telling him why.
func (l *lobbyView) kick(seat int, why string) {
	if l.s.refused(fmt.Sprintf("seat %d was not freed", seat+1), l.s.h.Kick(seat, why)) {
		return
	}
	l.s.Update()
}

// takeSeat seats the host's user (computer game master).
func (l *lobbyView) takeSeat() {
	name := strings.TrimSpace(l.ownName.Text)
	if name == "" {
		l.s.notice.Post("Type the name you play under first.", true)
		return
	}
	l.s.frame.App().Preferences().SetString(prefOwnName, name)
	l.ownBtn.Disable()
	widgets.SetMuted(l.ownMsg, "Taking a seat…")
	l.s.joinOwn(name)
}

// showOwn shows the host's own seat: the form to take one, or which one
// he has and the way back to his game.
func (l *lobbyView) showOwn(tb apphost.Table) {
	if l.ownName == nil {
		return
	}
	o := l.s.own
	switch {
	case o == nil:
		l.ownBtn.SetText("Take a seat")
		l.ownBtn.SetIcon(theme.AccountIcon())
		l.ownBtn.OnTapped = l.takeSeat
		if tb.Stage == apphost.StageLobby {
			l.ownName.Enable()
			l.ownBtn.Enable()
			widgets.SetMuted(l.ownMsg, ownIntro)
			return
		}
		l.ownName.Disable()
		l.ownBtn.Disable()
		widgets.SetMuted(l.ownMsg, "The game has started without you: its seats are taken for good.")
	case o.joining:
		l.ownBtn.Disable()
	default:
		l.ownName.Disable()
		l.ownBtn.SetText("Back to your game")
		l.ownBtn.SetIcon(theme.MediaPlayIcon())
		l.ownBtn.OnTapped = o.open
		made := false
		if o.conn != nil {
			_, made = o.conn.Seat()
		}
		switch {
		case o.conn == nil:
			l.ownBtn.Enable()
			widgets.SetMuted(l.ownMsg, fmt.Sprintf("You play in seat %d as %s; your game screen is closed, the game goes on.", o.seatNo+1, o.name))
		case made:
			l.ownBtn.Enable()
			widgets.SetMuted(l.ownMsg, fmt.Sprintf("You play in seat %d as %s.", o.seatNo+1, o.name))
		default:
			l.ownBtn.Disable()
			widgets.SetMuted(l.ownMsg, fmt.Sprintf("You sit in seat %d as %s. Your game opens when the game starts.", o.seatNo+1, o.name))
		}
	}
}

// columns lays two objects side by side, the first taking 55% of the
// width.
type columns struct{ gap float32 }

func (c *columns) Layout(objs []fyne.CanvasObject, size fyne.Size) {
	if len(objs) != 2 {
		return
	}
	w0 := (size.Width - c.gap) * 0.55
	objs[0].Move(fyne.NewPos(0, 0))
	objs[0].Resize(fyne.NewSize(w0, size.Height))
	objs[1].Move(fyne.NewPos(w0+c.gap, 0))
	objs[1].Resize(fyne.NewSize(size.Width-w0-c.gap, size.Height))
}

func (c *columns) MinSize(objs []fyne.CanvasObject) fyne.Size {
	if len(objs) != 2 {
		return fyne.Size{}
	}
	a, b := objs[0].MinSize(), objs[1].MinSize()
	return fyne.NewSize(a.Width+b.Width+c.gap, max(a.Height, b.Height))
}
