package play

import (
	"fmt"
	"image/color"
	"slices"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"github.com/labyrinth-game/labyrinth/app/seat"
	"github.com/labyrinth-game/labyrinth/engine/game"
	"github.com/labyrinth-game/labyrinth/engine/rules"
	"github.com/labyrinth-game/labyrinth/ui/notebookview"
	"github.com/labyrinth-game/labyrinth/ui/shell"
)

// turnBar is what a game of several players (or a spectator) shows along
// the top: every player in turn order, in his colour, whose turn it is —
// "Your turn" in large letters when it is the player's own — the §9 clock
// counting down while a move is timed or a break is on, and the line to
// the game master when it is lost ("reconnecting…"). When the turn comes
// to the player, the bar flashes and the window asks for attention
// (Env.Attention). A solo game has none of it: it is always the player's
// turn there, and his game master never goes away.
type turnBar struct {
	g *Screen

	root    *fyne.Container
	players *fyne.Container
	chips   []*widget.RichText
	dots    []*canvas.Circle
	headBg  *canvas.Rectangle
	head    *widget.RichText
	clock   *widget.RichText
	line    *widget.RichText
	lineBox *fyne.Container

	// mine is whether it was the player's turn when last looked, so that
	// the flash and the attention come once, when it becomes his.
	mine bool
	// primed is set once the bar has looked: a game opened on the
	// player's turn does not call him.
	primed bool
	// ticking stops the once-a-second countdown; nil when none runs.
	ticking func()
	flash   *fyne.Animation
	// flashes counts the calls to the player (tests).
	flashes int
}

// shown reports whether a game needs the bar: more than one player, or a
// spectator watching.
func (t *turnBar) shown() bool { return len(t.g.info.Names) > 1 || t.g.me < 0 }

func newTurnBar(g *Screen) *turnBar {
	t := &turnBar{g: g}
	t.players = container.NewHBox()
	pal := notebookview.NewPalette(fyne.CurrentApp().Settings().Theme(), fyne.CurrentApp().Settings().ThemeVariant())
	for i, name := range g.info.Names {
		dot := canvas.NewCircle(pal.Seat(i))
		t.dots = append(t.dots, dot)
		chip := widget.NewRichText(&widget.TextSegment{Text: name})
		t.chips = append(t.chips, chip)
		t.players.Add(container.NewHBox(container.NewCenter(container.NewGridWrap(fyne.NewSize(12, 12), dot)), chip))
	}
	t.headBg = canvas.NewRectangle(color.Transparent)
	t.headBg.CornerRadius = 6
	t.head = widget.NewRichText()
	t.clock = widget.NewRichText()
	t.line = widget.NewRichText()
	t.line.Wrapping = fyne.TextWrapWord
	t.lineBox = container.NewStack(canvas.NewRectangle(shell.ThemeColor(theme.ColorNameWarning)), container.NewPadded(t.line))
	t.lineBox.Hide()
	heading := container.NewStack(t.headBg, container.NewPadded(t.head))
	t.root = container.NewVBox(container.NewBorder(nil, nil, heading, t.clock, container.NewHScroll(t.players)), t.lineBox)
	if !t.shown() {
		t.root.Hide()
	}
	return t
}

func (t *turnBar) content() fyne.CanvasObject { return t.root }

// refresh shows the game as the seat has it now: whose turn, who is out or
// away, the clock, the line. It flashes when the turn has just become the
// player's.
func (t *turnBar) refresh() {
	if !t.shown() {
		return
	}
	st := t.g.Seat.State()
	link := t.g.Seat.Link()
	t.refreshChips(st, link)
	t.refreshHead(st, link)
	t.refreshLine(link)
	t.refreshClock()
	mine := st.Phase == game.Playing && st.Turn == t.g.me && t.g.me >= 0
	called := mine && !t.mine && t.primed
	t.mine, t.primed = mine, true
	if called {
		t.yourTurn()
	}
}

func (t *turnBar) refreshChips(st game.PublicState, link seat.Link) {
	for i, chip := range t.chips {
		name := t.g.info.Names[i]
		style := widget.RichTextStyle{Inline: true, ColorName: theme.ColorNameForeground}
		text := name
		if i == t.g.me {
			text += " (you)"
		}
		switch {
		case i < len(st.Players) && st.Players[i].Out != "":
			style.ColorName = shell.ColorNameMuted
			style.TextStyle.Italic = true
			text += " — out"
		case slices.Contains(link.Away, i):
			style.ColorName = shell.ColorNameMuted
			text += " — away"
		}
		if st.Phase == game.Playing && st.Turn == i {
			style.TextStyle.Bold = true
			style.ColorName = theme.ColorNamePrimary
		}
		setSegments(chip, &widget.TextSegment{Text: text, Style: style})
	}
}

// refreshHead says in a word where the game stands for this player.
func (t *turnBar) refreshHead(st game.PublicState, link seat.Link) {
	big := widget.RichTextStyle{Inline: true, SizeName: theme.SizeNameSubHeadingText, TextStyle: fyne.TextStyle{Bold: true}, ColorName: theme.ColorNameForeground}
	var text string
	bg := color.Color(color.Transparent)
	switch {
	case st.Phase == game.Over:
		text = "Game over"
	case st.Phase == game.Choosing && t.g.me >= 0 && !t.g.known().Chose && !t.g.known().Placed && !t.g.info.Rules.CommonStart && t.g.info.Rules.Starts != rules.StartsMaster:
		text = "Choose your start cell"
		big.ColorName = theme.ColorNameForegroundOnPrimary
		bg = shell.ThemeColor(theme.ColorNamePrimary)
	case st.Phase == game.Choosing:
		text = "The players choose their start cells"
	case st.Turn == t.g.me && t.g.me >= 0:
		text = "Your turn"
		big.ColorName = theme.ColorNameForegroundOnPrimary
		bg = shell.ThemeColor(theme.ColorNamePrimary)
	case st.Turn >= 0 && st.Turn < len(t.g.info.Names):
		text = t.g.info.Names[st.Turn] + "'s turn"
		if slices.Contains(link.Away, st.Turn) {
			text += " (away: the game waits or times the move, as the rules say)"
		}
	}
	if t.g.me < 0 && st.Phase != game.Over {
		text = "Watching · " + text
	}
	setSegments(t.head, &widget.TextSegment{Text: text, Style: big})
	if t.flash == nil && t.headBg.FillColor != bg {
		t.headBg.FillColor = bg
		t.headBg.Refresh()
	}
}

// refreshLine shows, while the connection to the game master is lost,
// that it is being made again, and that what the player types is kept.
func (t *turnBar) refreshLine(link seat.Link) {
	if link.Connected {
		if t.lineBox.Visible() {
			t.lineBox.Hide()
			t.root.Refresh()
		}
		return
	}
	style := widget.RichTextStyle{Inline: true, ColorName: theme.ColorNameForegroundOnWarning, TextStyle: fyne.TextStyle{Bold: true}}
	plain := style
	plain.TextStyle.Bold = false
	var head, rest string
	switch {
	case link.Ended:
		head = "The connection to the game has ended"
		rest = ": nothing more will be heard."
		if link.Err != nil {
			rest = ": " + link.Err.Error() + ". Nothing more will be heard; what you typed is still in the field."
		}
	default:
		head = "Connection lost — reconnecting…"
		rest = " What you type is kept, and a statement said now is sent once the connection is back (or you are told it was not)."
		switch why := ""; {
		case link.Err != nil && link.Attempts > 0:
			why = fmt.Sprintf("attempt %d: %v", link.Attempts, link.Err)
			fallthrough
		case link.Err != nil:
			if why == "" {
				why = link.Err.Error()
			}
			rest = " (" + why + ")." + rest
		case link.Attempts > 0:
			rest = fmt.Sprintf(" (attempt %d).", link.Attempts) + rest
		}
	}
	setSegments(t.line, &widget.TextSegment{Text: head, Style: style}, &widget.TextSegment{Text: rest, Style: plain})
	if !t.lineBox.Visible() {
		t.lineBox.Show()
		t.root.Refresh()
		t.g.log.scrollToEnd() // the log is shorter now: keep its end in view
	}
}

// refreshClock shows the §9 countdown — whose move is timed and how long
// is left, or the break on — and keeps a once-a-second tick running only
// while there is one to count: idle is idle.
func (t *turnBar) refreshClock() {
	c := t.g.Seat.Clock()
	now := t.g.now()
	var segs []widget.RichTextSegment
	if left, ok := c.Remaining(now); ok {
		style := widget.RichTextStyle{Inline: true, TextStyle: fyne.TextStyle{Bold: true, Monospace: true}, ColorName: theme.ColorNameForeground, SizeName: theme.SizeNameSubHeadingText}
		if left <= 15*time.Second {
			style.ColorName = theme.ColorNameError
		}
		who := "your move"
		if c.Timed != t.g.me {
			who = t.g.info.Names[c.Timed] + "'s move"
		}
		segs = append(segs,
			&widget.TextSegment{Text: "⏱ " + clockText(left), Style: style},
			&widget.TextSegment{Text: "  left for " + who + " (§9)", Style: widget.RichTextStyle{Inline: true, ColorName: shell.ColorNameMuted}})
	}
	if left, ok := c.BreakLeft(now); ok {
		who := "Everyone takes a break"
		switch {
		case c.Break == t.g.me:
			who = "Your break"
		case c.Break >= 0 && c.Break < len(t.g.info.Names):
			who = t.g.info.Names[c.Break] + " takes a break"
		}
		if len(segs) > 0 {
			segs = append(segs, &widget.TextSegment{Text: "   ", Style: widget.RichTextStyle{Inline: true}})
		}
		segs = append(segs,
			&widget.TextSegment{Text: "☕ " + who + ": ", Style: widget.RichTextStyle{Inline: true, ColorName: shell.ColorNameMuted}},
			&widget.TextSegment{Text: clockText(left), Style: widget.RichTextStyle{Inline: true, TextStyle: fyne.TextStyle{Bold: true, Monospace: true}}},
			&widget.TextSegment{Text: " left (§9)", Style: widget.RichTextStyle{Inline: true, ColorName: shell.ColorNameMuted}})
	}
	setSegments(t.clock, segs...)
	running := len(segs) > 0
	switch {
	case running && t.ticking == nil && t.g.env.Tick != nil:
		t.ticking = t.g.env.Tick(time.Second, t.tick)
	case !running && t.ticking != nil:
		t.ticking()
		t.ticking = nil
	}
}

// tick is the countdown's once-a-second redraw.
func (t *turnBar) tick() {
	if t.g.closed {
		return
	}
	t.refreshClock()
}

// clockText is a duration as minutes and seconds, rounded up: "0:09".
func clockText(d time.Duration) string {
	s := int((d + time.Second - 1) / time.Second)
	return fmt.Sprintf("%d:%02d", s/60, s%60)
}

// clockText is what the countdown shows, for tests.
func (t *turnBar) clockText() string { return t.clock.String() }

// yourTurn calls the player: the heading flashes (a short animation, then
// still again) and the window asks for attention.
func (t *turnBar) yourTurn() {
	if t.g.env.Attention != nil {
		t.g.env.Attention("Your turn", "It is your turn in "+t.g.Title+".")
	}
	if t.flash != nil {
		t.flash.Stop()
	}
	on := shell.ThemeColor(theme.ColorNamePrimary)
	hi := shell.ThemeColor(theme.ColorNameWarning)
	t.flash = canvas.NewColorRGBAAnimation(hi, on, 700*time.Millisecond, func(c color.Color) {
		t.headBg.FillColor = c
		canvas.Refresh(t.headBg)
	})
	t.flash.RepeatCount = 2
	t.flash.Curve = fyne.AnimationEaseOut
	t.flash.Start()
	t.flashes++
	if t.g.env.After != nil {
		t.g.env.After(2200*time.Millisecond, t.endFlash)
	} else {
		t.endFlash()
	}
}

// endFlash leaves the heading in its still colour.
func (t *turnBar) endFlash() {
	if t.flash != nil {
		t.flash.Stop()
		t.flash = nil
	}
	if !t.g.closed {
		t.refreshHead(t.g.Seat.State(), t.g.Seat.Link())
	}
}

func (t *turnBar) close() {
	if t.ticking != nil {
		t.ticking()
		t.ticking = nil
	}
	if t.flash != nil {
		t.flash.Stop()
		t.flash = nil
	}
}

// onTurn reports whether player i's name is marked as the one whose turn
// it is, for tests.
func (t *turnBar) onTurn(i int) bool {
	seg, ok := t.chips[i].Segments[0].(*widget.TextSegment)
	return ok && seg.Style.TextStyle.Bold && seg.Style.ColorName == theme.ColorNamePrimary
}

// headText is the heading, for tests.
func (t *turnBar) headText() string { return t.head.String() }

// setSegments puts segs in a rich text, redrawing it only when they
// changed: the countdown calls this every second, and idle is idle.
func setSegments(rt *widget.RichText, segs ...widget.RichTextSegment) {
	if sameSegments(rt.Segments, segs) {
		return
	}
	rt.Segments = segs
	rt.Refresh()
}

func sameSegments(a, b []widget.RichTextSegment) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		x, ok1 := a[i].(*widget.TextSegment)
		y, ok2 := b[i].(*widget.TextSegment)
		if !ok1 || !ok2 || x.Text != y.Text || x.Style != y.Style {
			return false
		}
	}
	return true
}
