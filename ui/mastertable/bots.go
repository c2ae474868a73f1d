package mastertable

import (
	"fmt"
	"math/rand/v2"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"github.com/labyrinth-game/labyrinth/app/bot"
	apphost "github.com/labyrinth-game/labyrinth/app/host"
	"github.com/labyrinth-game/labyrinth/net/wire"
	"github.com/labyrinth-game/labyrinth/ui/shell"
	"github.com/labyrinth-game/labyrinth/ui/widgets"
)

// Computer players in the lobby: "Add a computer player" seats a bot
// (docs/bots.md) in a free seat. It joins through the host's connection in
// memory and hears what a friend in that seat would; it plays at the
// steady pace, and stops when the host's screen closes.

const botsIntro = "A computer player takes a free seat and plays it as a person would, hearing only what its seat hears."

// botsBox is the lobby's section of computer players.
type botsBox struct {
	l     *lobbyView
	level *widget.Select
	add   *widget.Button
	msg   *widget.RichText
	root  fyne.CanvasObject
}

func newBotsBox(l *lobbyView) *botsBox {
	b := &botsBox{l: l}
	var levels []string
	for _, lv := range bot.Levels() {
		levels = append(levels, shell.UpperFirst(lv.String()))
	}
	b.level = widget.NewSelect(levels, nil)
	b.level.SetSelected(shell.UpperFirst(bot.Standard.String()))
	b.add = widget.NewButtonWithIcon("Add a computer player", theme.ContentAddIcon(), b.seat)
	b.msg = widgets.MutedText(botsIntro, fyne.TextWrapWord)
	b.root = container.NewVBox(widgets.SectionHead("Computer players"), b.msg,
		container.NewBorder(nil, nil, nil, b.add, b.level))
	return b
}

// show enables the button while a seat is free in the lobby.
func (b *botsBox) show(tb apphost.Table) {
	free := false
	for _, st := range tb.Seats {
		free = free || st.Presence == wire.Free
	}
	if tb.Stage == apphost.StageLobby && free {
		b.add.Enable()
	} else {
		b.add.Disable()
	}
	var names []string
	for _, h := range b.l.s.bots {
		names = append(names, fmt.Sprintf("%s (%s)", h.Name, h.Level))
	}
	switch {
	case len(names) > 0:
		widgets.SetMuted(b.msg, "Playing here: "+strings.Join(names, ", ")+".")
	case tb.Stage != apphost.StageLobby:
		widgets.SetMuted(b.msg, "The game has started: its seats are taken for good.")
	default:
		widgets.SetMuted(b.msg, botsIntro)
	}
}

// seat adds a computer player of the level chosen, under a name nobody
// at the table has.
func (b *botsBox) seat() {
	s := b.l.s
	level, err := bot.ParseLevel(b.level.Selected)
	if err != nil {
		level = bot.Standard
	}
	name := freeBotName(s.tb, level)
	b.add.Disable()
	h := s.h
	s.env.Background(func() {
		hb, err := bot.SeatAtHost(h, level, name, rand.Uint64(), bot.DefaultPace)
		shell.OnUI(func() {
			if s.closed {
				if hb != nil {
					hb.Stop()
				}
				return
			}
			if err != nil {
				s.notice.Post(fmt.Sprintf("The computer player could not take a seat: %v", err), true)
			} else {
				s.bots = append(s.bots, hb)
			}
			s.Update()
		})
	})
}

// freeBotName is "StandardBot", or "StandardBot2", … when taken.
func freeBotName(tb apphost.Table, l bot.Level) string {
	taken := map[string]bool{}
	for _, st := range tb.Seats {
		taken[strings.ToLower(st.Name)] = true
	}
	base := shell.UpperFirst(l.String()) + "Bot"
	name := base
	for i := 2; taken[strings.ToLower(name)]; i++ {
		name = fmt.Sprintf("%s%d", base, i)
	}
	return name
}

// stopBots stops the computer players seated here.
func (s *Screen) stopBots() {
	for _, b := range s.bots {
		b.Stop()
	}
	s.bots = nil
}
