package play

import (
	"fmt"
	"strconv"
	"strings"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"github.com/labyrinth-game/labyrinth/app/notebook"
	"github.com/labyrinth-game/labyrinth/app/session"
	"github.com/labyrinth-game/labyrinth/engine/announce"
	"github.com/labyrinth-game/labyrinth/engine/game"
	"github.com/labyrinth-game/labyrinth/engine/maze"
	"github.com/labyrinth-game/labyrinth/engine/moves"
	"github.com/labyrinth-game/labyrinth/ui/shell"
	"github.com/labyrinth-game/labyrinth/ui/widgets"
)

// announceLog shows every statement and what the game master answered, in
// the reference's words (engine/announce), from the notebook's move log:
// the round, who spoke, what he said, the reply.
type announceLog struct {
	g      *Screen
	box    *fyne.Container
	scroll *container.Scroll
	// shown counts the log entries drawn; rows are their widgets (nil for
	// an entry not worth a row).
	shown int
	rows  []*widget.RichText
}

func newAnnounceLog(g *Screen) *announceLog {
	l := &announceLog{g: g, box: container.NewVBox()}
	l.scroll = container.NewVScroll(l.box)
	return l
}

func (l *announceLog) content() fyne.CanvasObject {
	head := widget.NewLabelWithStyle("What the game master said", fyne.TextAlignLeading, fyne.TextStyle{Bold: true})
	return container.NewBorder(head, nil, nil, nil, l.scroll)
}

// refresh draws the entries that are new, and the last one again (it may
// have grown), then shows the end of the log.
func (l *announceLog) refresh() {
	log := l.g.nb.Log()
	n := log.NumEntries()
	from := max(l.shown-1, 0)
	for i := from; i < n; i++ {
		e := log.Entry(i)
		segs := l.render(e, i == n-1)
		if i < len(l.rows) {
			if r := l.rows[i]; r != nil {
				r.Segments = segs
				r.Refresh()
				if segs == nil {
					r.Hide()
				} else {
					r.Show()
				}
				continue
			}
		}
		rt := widget.NewRichText(segs...)
		rt.Wrapping = fyne.TextWrapWord
		if segs == nil {
			rt.Hide()
		}
		if i < len(l.rows) {
			l.rows[i] = rt
		} else {
			l.rows = append(l.rows, rt)
		}
		l.box.Add(rt)
	}
	// The previous last entry loses its emphasis.
	if from > 0 && from-1 < len(l.rows) && l.rows[from-1] != nil {
		prev := log.Entry(from - 1)
		l.rows[from-1].Segments = l.render(prev, false)
		l.rows[from-1].Refresh()
	}
	l.shown = n
	// Only the rows above changed: refreshing the box (or the scroll,
	// which refreshes its content) would wrap every row of the log again
	// on every move, a cost that grows with the game (docs/performance.md,
	// "A move in the other players' logs").
	canvas.Refresh(l.box)
	l.scrollToEnd()
}

// scrollToEnd shows the newest entry. The rows just added are measured at
// the next layout, so the log scrolls again once that has happened.
func (l *announceLog) scrollToEnd() {
	// The box takes its new height first, as the scroll's layout would
	// give it, so that the end is where the scroll goes.
	l.box.Resize(l.box.MinSize().Max(l.scroll.Size()))
	l.scroll.ScrollToBottom()
	if l.g.env.After != nil {
		l.g.env.After(60*time.Millisecond, l.scroll.ScrollToBottom)
	}
}

// render is one entry as text: "Round 3 · You: shoot left, go up" and the
// reply under it. Whose turn it is goes without saying in a game of one:
// those notices are left out.
func (l *announceLog) render(e notebook.Entry, latest bool) []widget.RichTextSegment {
	en := announce.English{Names: l.g.info.Names}
	muted := widget.RichTextStyle{ColorName: shell.ColorNameMuted, Inline: true, SizeName: theme.SizeNameCaptionText}
	replyStyle := widget.RichTextStyle{ColorName: theme.ColorNameForeground}
	if latest {
		replyStyle.TextStyle.Bold = true
	}
	if e.Kind == notebook.Notice {
		var parts []string
		for _, ev := range e.Events {
			switch {
			case ev.Code == game.TurnBegins || ev.Code == game.Position:
				continue
			case ev.Code == game.GameStarted && ev.Count == 1:
				parts = append(parts, "The game begins.")
				continue
			}
			parts = append(parts, en.Text(ev))
		}
		if len(parts) == 0 {
			return nil
		}
		head := "Game master"
		if e.Round > 0 {
			head = fmt.Sprintf("Round %d · game master", e.Round)
		}
		headStyle := muted
		headStyle.Inline = false
		return []widget.RichTextSegment{
			&widget.TextSegment{Text: head, Style: headStyle},
			&widget.TextSegment{Text: strings.Join(parts, " "), Style: widget.RichTextStyle{ColorName: shell.ColorNameMuted, TextStyle: fyne.TextStyle{Italic: true}}},
		}
	}
	who := en.Names[0]
	if e.Player == l.g.me {
		who = "You"
	} else if e.Player >= 0 && e.Player < len(en.Names) {
		who = en.Names[e.Player]
	}
	reply := e.Reply
	if m, ok := saidMove(e); ok && (len(m.Conditions) > 0 || countActions(m) > 1) {
		// Action by action, as the reference answers a conditional move
		// (§6.5).
		reply = en.Detailed(e.Events, l.g.me)
	}
	if reply == "" {
		reply = "—"
	}
	// The speaker's name in his seat's colour, as along the top and on
	// the reveal; in a game of one there is nobody to tell apart.
	name := muted
	if len(en.Names) > 1 && e.Player >= 0 {
		name = widget.RichTextStyle{ColorName: shell.ColorNameSeat(e.Player), Inline: true, SizeName: theme.SizeNameCaptionText, TextStyle: fyne.TextStyle{Bold: true}}
	}
	return []widget.RichTextSegment{
		&widget.TextSegment{Text: fmt.Sprintf("Round %d · ", max(e.Round, 1)), Style: muted},
		&widget.TextSegment{Text: who, Style: name},
		&widget.TextSegment{Text: ": ", Style: muted},
		&widget.TextSegment{Text: e.Said, Style: widget.RichTextStyle{ColorName: theme.ColorNamePrimary, TextStyle: fyne.TextStyle{Bold: true}}},
		&widget.TextSegment{Text: reply, Style: replyStyle},
	}
}

func saidMove(e notebook.Entry) (moves.Move, bool) {
	for _, ev := range e.Events {
		if ev.Code == game.Said {
			return ev.Move, true
		}
	}
	return moves.Move{}, false
}

func countActions(m moves.Move) int {
	n := 0
	for _, a := range m.Actions {
		if !a.Kind.IsMovement() {
			n++
		}
	}
	return n
}

// lastText is the text of the newest row, for tests.
func (l *announceLog) lastText() string {
	for i := len(l.rows) - 1; i >= 0; i-- {
		if l.rows[i] != nil && l.rows[i].Visible() {
			return l.rows[i].String()
		}
	}
	return ""
}

// statusPanel shows what the player knows of himself: worked out from
// what he was told (session.Known), never asked behind his back. Values
// he cannot be sure of show as ranges, with the reason, and a button asks
// the game master aloud (§6.4), as a player at the table would.
type statusPanel struct {
	g      *Screen
	values map[string]*widget.RichText
	rows   map[string][]fyne.CanvasObject
	why    *widget.RichText
	askBtn *widget.Button
	grid   *fyne.Container
}

// statusFields are the panel's rows, in order.
// The first five, whose values run long, make the first column; the
// counts the second, when there is room beside them.
var statusFields = []string{"Health", "Carrying", "Standing on", "Way back in", "To a hospital", "Bullets", "Grenades", "Knives", "Cement", "Boomerang", "Boats", "New cells", "Money"}

func newStatusPanel(g *Screen) *statusPanel {
	p := &statusPanel{g: g, values: map[string]*widget.RichText{}, rows: map[string][]fyne.CanvasObject{}}
	p.grid = container.New(&widgets.Pairs{Column: 160, Split: 5, Second: 80})
	for _, f := range statusFields {
		label := widget.NewLabel(f)
		v := widget.NewRichText()
		v.Wrapping = fyne.TextWrapWord
		p.values[f] = v
		p.rows[f] = []fyne.CanvasObject{label, v}
		p.grid.Add(label)
		p.grid.Add(v)
	}
	p.why = widget.NewRichText()
	p.why.Wrapping = fyne.TextWrapWord
	p.askBtn = widget.NewButtonWithIcon("Ask the game master", theme.QuestionIcon(), p.ask)
	p.askBtn.Importance = widget.LowImportance
	return p
}

func (p *statusPanel) content() fyne.CanvasObject {
	head := widget.NewLabelWithStyle("What you know", fyne.TextAlignLeading, fyne.TextStyle{Bold: true})
	info := widgets.NewTipButton(p.g.tips, "", theme.InfoIcon(), "Worked out from the announcements alone. Asking the game master (§6.4) gives the exact answer, but the question is said aloud and stands in the log.", func() {})
	return container.NewVBox(container.NewBorder(nil, nil, container.NewHBox(head, info), p.askBtn), p.grid, p.why, widget.NewSeparator())
}

// ask says "status" aloud (§6.4): it stands in the log like any statement.
func (p *statusPanel) ask() {
	if p.g.over() {
		return
	}
	p.g.sayStatement(moves.Statement{Kind: moves.AskStatus}, func(err error) {
		if err != nil {
			p.g.compose.showError("status", err)
		}
	})
}

// refresh shows the player's knowledge as it is now.
func (p *statusPanel) refresh() {
	k := p.g.known()
	put := func(field, text string, colour fyne.ThemeColorName) {
		v := p.values[field]
		v.Segments = symbolSegments(text, widget.RichTextStyle{ColorName: colour, Inline: true, TextStyle: fyne.TextStyle{Bold: true}})
		v.Refresh()
	}
	set := func(field, text string, sure bool) {
		if sure {
			put(field, text, theme.ColorNameForeground)
		} else {
			put(field, text+" ?", theme.ColorNameWarning)
		}
	}
	show := func(field string, on bool) {
		for _, o := range p.rows[field] {
			if on {
				o.Show()
			} else {
				o.Hide()
			}
		}
	}
	health := k.Health.String()
	if k.Immune {
		health += ", immune"
	}
	if k.CountsLives() && k.Health != game.Dead {
		health += ", lives " + k.Lives.String() // seed 004's three, 001's H2 one
	}
	set("Health", health, k.HealthSure && k.Lives.Exact())
	set("Bullets", k.Bullets.String(), k.Bullets.Exact())
	set("Grenades", k.Grenades.String(), k.Grenades.Exact())
	// Seed 001's items, shown where the rules have them.
	knives, cement, boomerang := k.SeedItems()
	show("Knives", knives)
	show("Cement", cement)
	show("Boomerang", boomerang)
	set("Knives", k.Knives.String(), k.Knives.Exact())
	set("Cement", k.Cement.String(), k.Cement.Exact())
	set("Boomerang", k.Boomerangs.String(), k.Boomerangs.Exact())
	show("Boats", k.HasBoats()) // seed 002's boat, rowed once against the current
	set("Boats", strconv.Itoa(k.Boats), true)
	carrying := "nothing"
	if k.Carrying != moves.NoItem {
		carrying = "a " + k.Carrying.String()
	}
	if k.Banked > 0 {
		carrying += fmt.Sprintf("; %d true kept outside", k.Banked) // 001's V3, V4
	}
	switch {
	case k.HasKey && k.Carrying == moves.NoItem:
		carrying = "the Key" // seed 002 l.14
	case k.HasKey:
		carrying += " and the Key"
	}
	set("Carrying", carrying, k.CarryingSure)
	set("New cells", k.NewCells.String(), k.NewCells.Exact())
	show("Money", k.HasMoney()) // seed 004
	if k.HasMoney() {
		set("Money", fmt.Sprintf("%d coins", k.Money), true)
	}
	infected := k.Health == game.Infected
	show("To a hospital", infected)
	if infected {
		if k.HealUnlimited {
			set("To a hospital", "no limit", true)
		} else {
			set("To a hospital", k.HealMoves.String()+" moves", k.HealMoves.Exact())
		}
	}
	back, outside := k.WayBack()
	show("Way back in", outside)
	switch {
	case k.Out:
		// The line under the move field says what a wrong way costs.
		put("Standing on", "outside", theme.ColorNameWarning)
		if outside {
			put("Way back in", arrowOf(back)+" "+back.String(), theme.ColorNameWarning)
		}
	case k.HereKnown:
		set("Standing on", kindPhrase(k.Here)+floorPhrase(k), true)
	default:
		set("Standing on", "not known", true)
	}
	if k.Unsure != "" {
		why := "Values with ? are ranges: " + k.Unsure + ". Ask the game master to be sure."
		p.why.Segments = []widget.RichTextSegment{&widget.TextSegment{Text: why, Style: widget.RichTextStyle{ColorName: theme.ColorNameWarning, SizeName: theme.SizeNameCaptionText}}}
		p.why.Refresh()
		p.why.Show()
	} else {
		p.why.Hide()
	}
	if p.g.over() {
		p.askBtn.Disable()
	} else {
		p.askBtn.Enable()
	}
}

// symbolSegments is text as inline segments, each arrow (←↑→↓) in a
// segment of its own: the theme's text font has no arrows, and text shaped
// in one run with the fallback font that has them shows the character
// after an arrow as a box.
func symbolSegments(text string, style widget.RichTextStyle) []widget.RichTextSegment {
	style.Inline = true
	var segs []widget.RichTextSegment
	from := 0
	for i, r := range text {
		if strings.ContainsRune("←↑→↓", r) {
			if i > from {
				segs = append(segs, &widget.TextSegment{Text: text[from:i], Style: style})
			}
			n := len(string(r))
			segs = append(segs, &widget.TextSegment{Text: text[i : i+n], Style: style})
			from = i + n
		}
	}
	if from < len(text) || len(segs) == 0 {
		segs = append(segs, &widget.TextSegment{Text: text[from:], Style: style})
	}
	return segs
}

// value is the text of a field, for tests.
func (p *statusPanel) value(field string) string { return p.values[field].String() }

// floorPhrase says, in a labyrinth of several floors, which floor he
// stands on as far as he knows (session.Known.Floor).
func floorPhrase(k *session.Known) string {
	switch {
	case k.Floors <= 1:
		return ""
	case k.FloorKnown:
		return fmt.Sprintf(", floor %d", k.Floor+1)
	}
	return ", floor not known"
}

func kindPhrase(k maze.Kind) string {
	switch k {
	case maze.Land:
		return "land"
	case maze.Encephalitis:
		return "the encephalitis cell"
	case maze.Elevator:
		return "an elevator"
	}
	return "a " + k.String()
}
