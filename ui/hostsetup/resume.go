package hostsetup

import (
	"fmt"
	"strings"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"github.com/labyrinth-game/labyrinth/app/host"
	"github.com/labyrinth-game/labyrinth/net/discovery"
	"github.com/labyrinth-game/labyrinth/ui/shell"
	"github.com/labyrinth-game/labyrinth/ui/widgets"
)

// "Continue hosting": the games this computer hosted that are not over,
// the most recently changed first, each resumed where its journal ends.

// refreshResumable lists the unfinished hosted games; the part is hidden
// when there are none.
func (s *Screen) refreshResumable() {
	s.resumeList.Objects = nil
	var list []host.Hosted
	dir, err := s.env.GamesDir()
	if err == nil {
		list, err = host.List(dir)
	}
	if err != nil {
		s.resumeList.Add(widgets.MutedText("The games hosted before cannot be listed: "+err.Error(), fyne.TextWrapWord))
	}
	shown := 0
	for _, g := range list {
		if g.Err == nil && !g.Unfinished() {
			continue
		}
		s.resumeList.Add(s.resumeRow(g))
		shown++
	}
	if shown == 0 && err == nil {
		s.resumeBox.Hide()
	} else {
		s.resumeBox.Show()
	}
	s.resumeList.Refresh()
}

// resumeRow is one hosted game: its name, players, where it stands and
// when it last changed, with Continue and Delete.
func (s *Screen) resumeRow(g host.Hosted) fyne.CanvasObject {
	title := widget.NewLabelWithStyle(g.Name, fyne.TextAlignLeading, fyne.TextStyle{Bold: true})
	title.Truncation = fyne.TextTruncateEllipsis
	cont := widget.NewButtonWithIcon("Continue", theme.MediaPlayIcon(), func() { s.Resume(g) })
	if g.Err != nil {
		cont.Disable()
	}
	del := widget.NewButtonWithIcon("", theme.DeleteIcon(), func() { s.confirmRemove(g) })
	del.Importance = widget.LowImportance
	return container.NewVBox(
		container.NewBorder(nil, nil, nil, container.NewHBox(cont, del), title),
		widgets.MutedText(describe(g, s.env.Now()), fyne.TextWrapWord))
}

// describe says who plays a hosted game, where it stands and when it last
// changed: "Ann, Bob · round 4 · 8×8, Reference · 12 min ago".
func describe(g host.Hosted, now time.Time) string {
	if g.Err != nil {
		return "Cannot be continued: " + g.Err.Error()
	}
	var players []string
	for _, p := range g.Players {
		if p != "" {
			players = append(players, p)
		}
	}
	var parts []string
	switch {
	case g.Stage == discovery.StateLobby:
		parts = append(parts, fmt.Sprintf("lobby, %d of %d seats taken", len(players), g.Seats))
		if len(players) > 0 {
			parts = append(parts, strings.Join(players, ", "))
		}
	default:
		parts = append(parts, strings.Join(players, ", "))
		if g.Round > 0 {
			parts = append(parts, fmt.Sprintf("round %d", g.Round))
		} else {
			parts = append(parts, "choosing start cells")
		}
	}
	who := "the computer is game master"
	if g.Master == host.HumanMaster {
		who = "you are game master"
	}
	parts = append(parts, fmt.Sprintf("%d×%d, %s", g.Width, g.Height, g.Rules), who)
	if a := shell.Ago(now, g.Modified); a != "" {
		parts = append(parts, a)
	}
	return strings.Join(parts, " · ")
}

// Resume hosts a game again where it stands: on its port, under its name,
// advertised on the interface the form's Network names (none with "Don't
// advertise"; where it was when the form lists none), and hands the host
// to the window. The players' programs come back to their seats by
// themselves.
func (s *Screen) Resume(g host.Hosted) {
	if s.busy || s.closed {
		return
	}
	rc := host.ResumeConfig{Options: s.env.Options}
	if s.iface.Selected == noAdvertise {
		rc.NoAdvertise = true
	} else {
		rc.Interface = s.chosenInterface()
	}
	s.setBusy(true)
	s.say("Continuing "+g.Name+"…", false)
	s.env.Background(func() {
		h, err := host.Resume(g.Journal, rc)
		shell.OnUI(func() {
			s.setBusy(false)
			if err != nil {
				s.say(explain(err), true)
				s.refreshResumable()
				return
			}
			s.handOver(h)
		})
	})
}

// confirmRemove deletes a hosted game's files once the host says so.
func (s *Screen) confirmRemove(g host.Hosted) {
	widgets.NewConfirm("Delete this game?", g.Name+" will be deleted: it can no longer be continued, and its players cannot come back to it.", "Delete", "Keep it", func() {
		if err := host.Remove(g.Journal); err != nil {
			s.say(err.Error(), true)
		}
		s.refreshResumable()
	}, s.win).Show()
}
