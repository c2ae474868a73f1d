package mastertable

import (
	"fmt"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	apphost "github.com/labyrinth-game/labyrinth/app/host"
	"github.com/labyrinth-game/labyrinth/app/remote"
	"github.com/labyrinth-game/labyrinth/engine/game"
	"github.com/labyrinth-game/labyrinth/ui/shell"
	"github.com/labyrinth-game/labyrinth/ui/widgets"
)

// The game master's table (a person as game master): the plan with every
// piece, the seats with their status, the announcements with who heard
// each, and his controls. It is drawn from host.Table on every change the
// host signals and never otherwise.

// maxShownAnnouncements bounds the announcements kept on show: the oldest
// leave the list (the game's log keeps them all).
const maxShownAnnouncements = 400

type tableView struct {
	s        *Screen
	plan     *planPanel
	seats    *fyne.Container
	rows     []*tableSeatRow
	log      *fyne.Container
	logView  *container.Scroll
	controls *controlsPanel
	reveal   *revealPanel
	tabs     *container.AppTabs // the reveal and the table, once the game is over
	body     *fyne.Container
	root     fyne.CanvasObject
}

type tableSeatRow struct {
	swatch *canvas.Circle
	// text is the player's name and presence, then his condition.
	text  *widget.RichText
	state string
	root  fyne.CanvasObject
}

func newTableView(s *Screen) *tableView {
	t := &tableView{s: s, plan: newPlanPanel()}
	t.seats = container.NewVBox()
	t.log = container.NewVBox()
	t.logView = container.NewVScroll(t.log)
	t.controls = newControlsPanel(s, t)
	planBox := container.NewBorder(nil, container.NewBorder(nil, nil, nil, t.plan.floors.Object(), t.plan.hover), nil, nil, t.plan.view)
	seatsBox := container.NewBorder(widgets.SectionHead("Seats"), nil, nil, nil, container.NewVScroll(t.seats))
	logBox := container.NewBorder(widgets.SectionHead("Announcements"), nil, nil, nil, t.logView)
	side := container.NewVSplit(seatsBox, logBox)
	side.Offset = 0.45
	right := container.NewBorder(container.NewVBox(t.controls.content(), widget.NewSeparator()), nil, nil, nil, side)
	split := container.NewHSplit(planBox, container.New(widgets.FixedWidth{Width: 380}, right))
	split.Offset = 0.62
	t.body = container.NewStack(split)
	t.root = t.body
	return t
}

func (t *tableView) content() fyne.CanvasObject { return t.root }

// apply shows a table and the announcements that came with it.
func (t *tableView) apply(tb apphost.Table, news []apphost.Announcement) {
	t.plan.apply(tb)
	t.showSeats(tb)
	t.addAnnouncements(tb, news)
	t.controls.apply(tb)
	if tb.Stage == apphost.StageOver && t.reveal == nil {
		t.showReveal()
	}
}

func (t *tableView) showSeats(tb apphost.Table) {
	for len(t.rows) < len(tb.Seats) {
		r := &tableSeatRow{swatch: canvas.NewCircle(shell.SeatColour(len(t.rows))), text: widget.NewRichText()}
		r.text.Wrapping = fyne.TextWrapWord
		swatch := container.New(widgets.FixedSize{Size: fyne.NewSquareSize(16)}, r.swatch)
		r.root = container.NewBorder(nil, nil, container.NewVBox(container.NewPadded(swatch)), nil, r.text)
		t.rows = append(t.rows, r)
		t.seats.Add(r.root)
	}
	for i, st := range tb.Seats {
		r := t.rows[i]
		r.swatch.FillColor = shell.SeatColour(st.Colour)
		r.swatch.Refresh()
		segs := []widget.RichTextSegment{&widget.TextSegment{Text: st.Name, Style: widget.RichTextStyle{TextStyle: fyne.TextStyle{Bold: true}, Inline: true}}}
		if head := seatHeadline(st, tb); head != "" {
			colour := shell.ColorNameMuted
			if st.Turn {
				colour = theme.ColorNamePrimary
			}
			segs = append(segs, &widget.TextSegment{Text: "  " + head, Style: widget.RichTextStyle{ColorName: colour, TextStyle: fyne.TextStyle{Bold: st.Turn}, Inline: true}})
		}
		r.state = seatState(st, tb)
		segs = append(segs, &widget.TextSegment{Text: "", Style: widget.RichTextStyle{}}, // ends the line
			&widget.TextSegment{Text: r.state, Style: widget.RichTextStyle{}})
		r.text.Segments = segs
		r.text.Refresh()
	}
}

// seatHeadline is a seat's presence and turn.
func seatHeadline(st apphost.TableSeat, tb apphost.Table) string {
	var parts []string
	switch st.Presence {
	case remote.Connected:
		parts = append(parts, "connected")
	case remote.Away:
		parts = append(parts, "away")
	}
	if st.Turn {
		parts = append(parts, "his turn")
	}
	if st.Timed {
		parts = append(parts, "timed")
	}
	return strings.Join(parts, " · ")
}

// seatState is a player's condition as the game master knows it.
func seatState(st apphost.TableSeat, tb apphost.Table) string {
	switch tb.Stage {
	case apphost.StageChoosing:
		switch {
		case st.Placed:
			return fmt.Sprintf("placed by you on (%d,%d)", st.Start.X+1, st.Start.Y+1)
		case st.Chose:
			return fmt.Sprintf("chose (%d,%d)", st.Start.X+1, st.Start.Y+1)
		case tb.Rules.CommonStart:
			return "starts on the common start cell (§7.6)"
		}
		return "choosing his start cell…"
	}
	if st.Out != "" {
		return "out of the game: " + outText(st.Out)
	}
	var parts []string
	switch st.Piece {
	case apphost.PieceOnCell:
		parts = append(parts, fmt.Sprintf("on (%d,%d)", st.Pos.X+1, st.Pos.Y+1))
	case apphost.PieceOutside:
		parts = append(parts, "outside the labyrinth")
	case apphost.PieceDead:
		parts = append(parts, fmt.Sprintf("dead on (%d,%d)", st.Pos.X+1, st.Pos.Y+1))
	case apphost.PieceLost:
		parts = append(parts, "lost")
	}
	if st.Piece != apphost.PieceDead {
		h := st.Health.String()
		if st.Immune {
			h += ", immune"
		}
		if st.Health == game.Infected && st.HealLeft > 0 {
			h += fmt.Sprintf(" (%d moves to a hospital)", st.HealLeft)
		}
		parts = append(parts, h, shell.Counted(st.Bullets, "bullet", "bullets"), shell.Counted(st.Grenades, "grenade", "grenades"))
		// Seed 001's items, where the rules have them.
		if tb.Rules.MaxKnives > 0 {
			parts = append(parts, shell.Counted(st.Knives, "knife", "knives"))
		}
		if tb.Rules.MaxCement > 0 {
			parts = append(parts, shell.Counted(st.Cement, "bag of cement", "bags of cement"))
		}
		if tb.Rules.BoomerangRange > 0 {
			parts = append(parts, shell.Counted(st.Boomerangs, "boomerang", "boomerangs"))
		}
		if c := carryText(st.Carry, tb.Seats); c != "" {
			parts = append(parts, c)
		}
		if tb.Rules.StartMoney > 0 {
			parts = append(parts, shell.Counted(st.Money, "coin", "coins")) // seed 004
		}
		if tb.Rules.Reorders != 0 || st.NewCells > 0 {
			parts = append(parts, shell.Counted(st.NewCells, "new cell", "new cells")+" left")
		}
	}
	return strings.Join(parts, " · ")
}

// outText says how a player went out.
func outText(c game.Code) string {
	switch c {
	case game.DeathNotice:
		return "died"
	case game.DiedOfIllness:
		return "died of infection"
	case game.LostOutside:
		return "lost outside"
	case game.TimeUp:
		return "out of time (§9)"
	}
	return strings.ReplaceAll(string(c), "_", " ")
}

// resultText is how the game ended, in words.
func resultText(tb apphost.Table) string {
	winner := ""
	if tb.Winner >= 0 && tb.Winner < len(tb.Seats) {
		winner = tb.Seats[tb.Winner].Name
	}
	switch tb.Result {
	case game.WonWithTreasure:
		return winner + " won, carrying the true treasure out (§3.2)"
	case game.LastStanding:
		return winner + " won, the last one standing (§3.5)"
	case game.WonWithKey:
		return winner + " won, leaving by the locked exit with the Key (002 l.56)"
	case game.DrawNStop:
		return "a draw: nobody found the way in time (§3.6)"
	case game.DrawAllSkipped:
		return "a draw: everyone skipped his move (§6.6)"
	case game.DrawTreasureLost:
		return "a draw: the true treasure is lost (§4.6, §5.2)"
	case game.WonByExit:
		return winner + " won, out through an exit (seed 002)"
	case game.DrawTreasuresSplit:
		return "a draw: the true treasures can no longer all be one player's (seed 001's V3, V4)"
	case game.SurvivorFailed:
		return "a draw: the last survivor did not carry the true treasure out in time (§7.9)"
	case game.NobodyLeft:
		return "nobody won: every player died or was lost"
	case game.EndedByMaster:
		return "you ended the game: nobody won"
	}
	return strings.ReplaceAll(string(tb.Result), "_", " ")
}

// addAnnouncements adds the news to the stream, each with who heard it.
func (t *tableView) addAnnouncements(tb apphost.Table, news []apphost.Announcement) {
	if len(news) == 0 {
		return
	}
	for _, a := range news {
		t.log.Add(t.announcement(tb, a))
	}
	if n := len(t.log.Objects); n > maxShownAnnouncements {
		t.log.Objects = t.log.Objects[n-maxShownAnnouncements:]
	}
	t.log.Refresh()
	// The stream takes its new height first, as the scroll's layout would
	// give it, so that the newest line is where the scroll goes (a table
	// opened on a game under way, continued hosting, showed its oldest).
	t.log.Resize(t.log.MinSize().Max(t.logView.Size()))
	t.logView.ScrollToBottom()
}

// announcement is one line of the stream: to whom, then what.
func (t *tableView) announcement(tb apphost.Table, a apphost.Announcement) fyne.CanvasObject {
	to := widget.RichTextStyle{ColorName: shell.ColorNameMuted, Inline: true}
	var who string
	var mark fyne.CanvasObject
	switch {
	case len(a.Heard) == 1:
		who = "To " + a.To + ": "
		to.TextStyle.Bold = true
		to.ColorName = theme.ColorNameForeground
		seat := a.Heard[0]
		col := shell.SeatColour(seat)
		if seat < len(tb.Seats) {
			col = shell.SeatColour(tb.Seats[seat].Colour)
		}
		dot := canvas.NewCircle(col)
		mark = container.NewVBox(container.NewPadded(container.New(widgets.FixedSize{Size: fyne.NewSquareSize(10)}, dot)))
	case len(a.Heard) == 0:
		who = "You alone: "
		to.TextStyle.Italic = true
	default:
		who = "Everyone: "
	}
	rt := widget.NewRichText(
		&widget.TextSegment{Text: who, Style: to},
		&widget.TextSegment{Text: a.Text, Style: widget.RichTextStyle{Inline: true}},
	)
	rt.Wrapping = fyne.TextWrapWord
	return container.NewBorder(nil, nil, mark, nil, rt)
}

func (t *tableView) close() {
	t.controls.close()
}
