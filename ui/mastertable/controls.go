package mastertable

import (
	"fmt"
	"strings"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	apphost "github.com/labyrinth-game/labyrinth/app/host"
	"github.com/labyrinth-game/labyrinth/engine/maze"
	"github.com/labyrinth-game/labyrinth/engine/rules"
	"github.com/labyrinth-game/labyrinth/ui/shell"
	"github.com/labyrinth-game/labyrinth/ui/widgets"
)

// The game master's controls, as the reference gives them (docs/table.md,
// "The game master's controls"): before play, refuse the start cells
// (§6.1), place players, choose the common start (§7.6), begin (§6.2);
// during play, time a move and stop timing it, decide a tied vote for a
// break (§9); end the game. Each is one call of app/host; a refusal is
// shown in words under the top bar.

// placing is what a click on the plan does before play.
type placing struct {
	seat   int  // the player to place, -1 for none
	common bool // the common start
}

type controlsPanel struct {
	s *Screen
	t *tableView

	help     *widget.RichText
	invalid  *widget.Button
	placeSel *widget.Select
	common   *widget.Button
	beginBtn *widget.Button
	timer    *widget.Button
	clock    *widget.RichText
	grant    *widget.Button
	refuse   *widget.Button
	end      *widget.Button

	choosing, playing *fyne.Container
	root              *fyne.Container
	mode              placing
}

func newControlsPanel(s *Screen, t *tableView) *controlsPanel {
	c := &controlsPanel{s: s, t: t, mode: placing{seat: -1}}
	c.help = widgets.MutedText("", fyne.TextWrapWord)
	c.invalid = widget.NewButtonWithIcon("Refuse the starts…", theme.CancelIcon(), c.confirmInvalidate)
	c.placeSel = widget.NewSelect(nil, c.choosePlace)
	c.placeSel.PlaceHolder = "Place a player…"
	c.common = widget.NewButtonWithIcon("Choose the common start", theme.HomeIcon(), c.chooseCommon)
	c.beginBtn = widget.NewButtonWithIcon("Begin", theme.MediaPlayIcon(), c.beginPlay)
	c.beginBtn.Importance = widget.HighImportance
	c.timer = widget.NewButtonWithIcon("Time the move", theme.HistoryIcon(), c.toggleTimer)
	c.clock = widget.NewRichText()
	c.clock.Wrapping = fyne.TextWrapWord
	c.grant = widget.NewButton("Grant the break", func() { c.decide(true) })
	c.refuse = widget.NewButton("No break", func() { c.decide(false) })
	c.end = widget.NewButtonWithIcon("End the game…", theme.MediaStopIcon(), c.confirmEnd)
	c.end.Importance = widget.DangerImportance
	t.plan.onTap = c.tapped

	c.choosing = container.NewVBox(
		container.NewGridWithColumns(2, c.invalid, c.placeSel),
		container.NewGridWithColumns(2, c.common, c.beginBtn),
	)
	c.playing = container.NewVBox(
		container.NewGridWithColumns(2, c.timer, c.end),
		c.clock,
		container.NewGridWithColumns(2, c.grant, c.refuse),
	)
	c.root = container.NewVBox(widgets.SectionHead("Your controls"), c.help, c.choosing, c.playing)
	return c
}

func (c *controlsPanel) content() fyne.CanvasObject { return c.root }

// apply shows the controls the stage allows.
func (c *controlsPanel) apply(tb apphost.Table) {
	switch tb.Stage {
	case apphost.StageChoosing:
		c.choosing.Show()
		c.playing.Hide()
		var names []string
		for _, st := range tb.Seats {
			names = append(names, st.Name)
		}
		c.placeSel.Options = names
		c.placeSel.Refresh()
		switch {
		case tb.Rules.CommonStart:
			c.common.Show()
			c.placeSel.Disable()
			c.invalid.Disable()
		case tb.Rules.Starts == rules.StartsPlayers:
			// 001's G1: the players choose; he places nobody.
			c.common.Hide()
			c.placeSel.Disable()
			c.invalid.Enable()
		default:
			c.common.Hide()
			c.placeSel.Enable()
			c.invalid.Enable()
		}
		c.showPlacing()
	case apphost.StagePlaying:
		c.mode = placing{seat: -1}
		c.choosing.Hide()
		c.playing.Show()
		c.end.Enable()
		c.showTiming()
	default:
		c.mode = placing{seat: -1}
		c.choosing.Hide()
		c.playing.Hide()
		widgets.SetMuted(c.help, "The game is over: "+resultText(tb)+". Everyone got the reveal.")
	}
}

// showPlacing says what the game master is doing before play.
func (c *controlsPanel) showPlacing() {
	tb := c.s.tb
	switch {
	case c.mode.common:
		widgets.SetMuted(c.help, "Click the cell where everyone starts (§7.6).")
	case c.mode.seat >= 0 && c.mode.seat < len(tb.Seats):
		widgets.SetMuted(c.help, fmt.Sprintf("Click the cell to place %s on; he is not told where until play begins (§6.2).", tb.Seats[c.mode.seat].Name))
	case tb.Rules.CommonStart && !tb.HasCommon:
		widgets.SetMuted(c.help, "Everyone starts on one cell you choose (§7.6): choose it, then begin.")
	case tb.Rules.CommonStart:
		widgets.SetMuted(c.help, "The common start is chosen: begin when ready, or choose another.")
	case tb.Rules.Starts == rules.StartsMaster:
		waiting := 0
		for _, st := range tb.Seats {
			if !st.Placed {
				waiting++
			}
		}
		if waiting > 0 {
			widgets.SetMuted(c.help, fmt.Sprintf("You place every player (G2): %s to go. Choose a player, then click his cell.", shell.Counted(waiting, "player", "players")))
		} else {
			widgets.SetMuted(c.help, "Every player is placed (on the plan): begin when ready, or place one again.")
		}
	default:
		waiting := 0
		for _, st := range tb.Seats {
			if !st.Chose && !st.Placed {
				waiting++
			}
		}
		switch {
		case waiting > 0 && tb.Rules.Starts == rules.StartsPlayers:
			widgets.SetMuted(c.help, fmt.Sprintf("The players choose their start cells (G1: you place nobody): %s to go.", shell.Counted(waiting, "player", "players")))
		case waiting > 0:
			widgets.SetMuted(c.help, fmt.Sprintf("The players choose their start cells (§6.1): %s to go. You may place a player yourself.", shell.Counted(waiting, "player", "players")))
		default:
			widgets.SetMuted(c.help, "Every start is chosen (on the plan). Begin, or refuse them all: each player then chooses again, not the same cell (§6.1).")
		}
	}
}

// choosePlace arms placing a player: the next click on the plan.
func (c *controlsPanel) choosePlace(name string) {
	c.mode = placing{seat: -1}
	for i, st := range c.s.tb.Seats {
		if st.Name == name && name != "" {
			c.mode.seat = i
		}
	}
	c.showPlacing()
}

func (c *controlsPanel) chooseCommon() {
	c.mode = placing{seat: -1, common: true}
	c.showPlacing()
}

// tapped is a click on a cell of the plan.
func (c *controlsPanel) tapped(cell maze.Pos) {
	if c.s.tb.Stage != apphost.StageChoosing {
		return
	}
	mode := c.mode
	switch {
	case mode.common:
		if c.s.refused("the common start", c.s.h.ChooseCommonStart(cell)) {
			return
		}
	case mode.seat >= 0:
		if c.s.refused("placing "+c.s.tb.Seats[mode.seat].Name, c.s.h.Place(mode.seat, cell)) {
			return
		}
	default:
		return
	}
	c.mode = placing{seat: -1}
	c.placeSel.ClearSelected()
	c.s.Update()
}

func (c *controlsPanel) confirmInvalidate() {
	c.confirm("Refuse the start cells?", "Refuse them",
		"Every start chosen so far is declared invalid, without a reason; each player chooses again, and not the same cell (§6.1).",
		func() {
			if !c.s.refused("the starts were not refused", c.s.h.InvalidateStarts()) {
				c.s.Update()
			}
		})
}

// beginPlay accepts the starts and begins play (§6.2).
func (c *controlsPanel) beginPlay() {
	if !c.s.refused("play cannot begin", c.s.h.Begin()) {
		c.s.Update()
	}
}

func (c *controlsPanel) toggleTimer() {
	tb := c.s.tb
	if tb.Stage != apphost.StagePlaying {
		return
	}
	var err error
	what := "the move is not timed"
	if tb.Timing.Timed >= 0 {
		err, what = c.s.h.StopTiming(), "the timing goes on"
	} else {
		err = c.s.h.TimeMove()
	}
	if !c.s.refused(what, err) {
		c.s.Update()
	}
}

func (c *controlsPanel) decide(yes bool) {
	if !c.s.refused("the break", c.s.h.DecideBreak(yes)) {
		c.s.Update()
	}
}

func (c *controlsPanel) confirmEnd() {
	if c.s.tb.Stage == apphost.StageOver || c.s.tb.Stage == apphost.StageLobby {
		return
	}
	c.confirm("End the game now?", "End the game",
		"Nobody wins. Everyone hears that you ended the game, and gets the reveal.",
		func() {
			if !c.s.refused("the game goes on", c.s.h.EndGame()) {
				c.s.Update()
			}
		})
}

func (c *controlsPanel) confirm(title, verb, msg string, then func()) {
	text := widget.NewLabel(msg)
	text.Wrapping = fyne.TextWrapWord
	d := dialog.NewCustomConfirm(title, verb, "Cancel", container.New(widgets.Width{Width: 400}, text), func(ok bool) {
		if ok {
			then()
		}
	}, c.s.win)
	d.Show()
}

// showTiming shows §9's state: the move timed and its countdown, the
// break under way, a tied vote.
func (c *controlsPanel) showTiming() {
	tb := c.s.tb
	if tb.Stage != apphost.StagePlaying {
		return
	}
	t := tb.Timing
	now := c.s.env.Now()
	name := func(seat int) string {
		if seat >= 0 && seat < len(tb.Seats) {
			return tb.Seats[seat].Name
		}
		return "?"
	}
	var lines []widget.RichTextSegment
	line := func(s string, colour fyne.ThemeColorName, bold bool) {
		lines = append(lines, &widget.TextSegment{Text: s, Style: widget.RichTextStyle{ColorName: colour, TextStyle: fyne.TextStyle{Bold: bold}}})
	}
	var label, help string
	icon := theme.HistoryIcon()
	switch {
	case t.MoveSeconds == 0:
		label, help = "Time the move", "The engine judges every move. These rules do not time moves (§9)."
		c.timer.Disable()
	case t.Timed >= 0:
		label, help, icon = "Stop timing", "The engine judges every move; the host's clock ends a timed move (§9).", theme.MediaPauseIcon()
		c.timer.Enable()
		line(fmt.Sprintf("%s's move is timed: %s left", name(t.Timed), countdown(t.Deadline.Sub(now))), theme.ColorNameWarning, true)
	default:
		label = fmt.Sprintf("Time %s's move", name(tb.Turn))
		help = fmt.Sprintf("The engine judges every move. A move you time must be made within %s, or the player has lost (§9).", shell.Counted(t.MoveSeconds, "second", "seconds"))
		c.timer.Enable()
	}
	// The countdown ticks every second: only what changed is redrawn.
	if c.timer.Text != label || c.timer.Icon != icon {
		c.timer.Text, c.timer.Icon = label, icon
		c.timer.Refresh()
	}
	if richText(c.help) != help {
		widgets.SetMuted(c.help, help)
	}
	if t.Break.Held(now) {
		who := "agreed by the players"
		if t.Break.Seat >= 0 {
			who = name(t.Break.Seat) + "'s own"
		}
		line(fmt.Sprintf("A break (%s): %s left", who, countdown(t.Break.Until.Sub(now))), theme.ColorNamePrimary, false)
	}
	if t.Tie {
		line("The players' votes for a break are even: yours decides (§9).", theme.ColorNameForeground, true)
		c.grant.Show()
		c.refuse.Show()
	} else {
		c.grant.Hide()
		c.refuse.Hide()
	}
	if key := segmentsText(lines); key != richText(c.clock) || len(lines) != len(c.clock.Segments) {
		c.clock.Segments = lines
		c.clock.Refresh()
	}
}

// richText is what a rich text says.
func richText(rt *widget.RichText) string { return rt.String() }

// segmentsText is what segments say, as RichText.String would.
func segmentsText(segs []widget.RichTextSegment) string {
	var b strings.Builder
	for _, s := range segs {
		b.WriteString(s.Textual())
	}
	return b.String()
}

// countdown writes a duration as minutes and seconds, rounded up.
func countdown(d time.Duration) string {
	if d < 0 {
		d = 0
	}
	secs := int((d + time.Second - 1) / time.Second)
	return fmt.Sprintf("%d:%02d", secs/60, secs%60)
}

func (c *controlsPanel) close() {}
