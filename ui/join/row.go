package join

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"github.com/labyrinth-game/labyrinth/app/lan"
	"github.com/labyrinth-game/labyrinth/app/remote"
	"github.com/labyrinth-game/labyrinth/net/discovery"
	"github.com/labyrinth-game/labyrinth/ui/shell"
	"github.com/labyrinth-game/labyrinth/ui/widgets"
)

// row is one game of the list: its name and where it stands, where it is
// and its facts, and what it offers as buttons (a game this Labyrinth
// cannot join greyed, with the reason).
func (s *Screen) row(g lan.Game) fyne.CanvasObject {
	o := offers(g, s.ticket(g))
	where, facts := details(g)
	nameStyle := widget.RichTextStyle{TextStyle: fyne.TextStyle{Bold: true}, SizeName: theme.SizeNameSubHeadingText, Inline: true}
	if ok, _ := g.Joinable(); !ok {
		nameStyle.ColorName = shell.ColorNameMuted
	}
	segs := []widget.RichTextSegment{&widget.TextSegment{Text: g.Name, Style: nameStyle}}
	if st := stateWords(g.State); st != "" {
		colour := theme.ColorNameSuccess
		if g.State != discovery.StateLobby {
			colour = shell.ColorNameMuted
		}
		segs = append(segs, &widget.TextSegment{Text: "   " + st, Style: widget.RichTextStyle{ColorName: colour, TextStyle: fyne.TextStyle{Bold: true}, Inline: true}})
	}
	name := widget.NewRichText(segs...)
	name.Truncation = fyne.TextTruncateEllipsis
	lines := container.NewVBox(name, widgets.MutedText(where, fyne.TextWrapWord))
	if ok, _ := g.Joinable(); ok {
		l := widget.NewLabel(facts)
		l.Wrapping = fyne.TextWrapWord
		lines.Add(l)
	}
	if o.why != "" {
		lines.Add(widgets.MutedText(o.why, fyne.TextWrapWord))
	}

	var buttons []fyne.CanvasObject
	if o.rejoin != nil {
		t := *o.rejoin
		b := widget.NewButtonWithIcon("Take your seat back as "+t.Name, theme.LoginIcon(), func() { s.rejoin(g, t) })
		b.Importance = widget.HighImportance
		buttons = append(buttons, b)
	}
	if o.join {
		b := widget.NewButtonWithIcon("Join…", theme.LoginIcon(), func() { s.askJoin(g, false) })
		b.Importance = widget.HighImportance
		buttons = append(buttons, b)
	}
	if o.watch {
		buttons = append(buttons, widget.NewButtonWithIcon("Watch", theme.VisibilityIcon(), func() { s.askJoin(g, true) }))
	}
	if g.Typed {
		forget := widget.NewButtonWithIcon("Forget", theme.DeleteIcon(), func() { s.list.Remove(g.Key) })
		forget.Importance = widget.LowImportance
		buttons = append(buttons, forget)
	}
	for _, b := range buttons {
		if s.busy {
			b.(*widget.Button).Disable()
		}
	}
	return container.NewBorder(nil, nil, nil, container.NewCenter(container.NewHBox(buttons...)), lines)
}

// ticket is the seat this computer holds at the game, if any: the one
// ticket kept for its address, or else the one of the name last joined
// under.
func (s *Screen) ticket(g lan.Game) *remote.Ticket {
	ts := s.env.Tickets
	if ts == nil {
		return nil
	}
	t, ok, err := ts.Only(g.Addr)
	if err != nil { // several players joined from here: the last name's
		t, ok, err = ts.Find(g.Addr, s.lastName())
	}
	if !ok || err != nil {
		return nil
	}
	return &t
}
