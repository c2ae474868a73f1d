package play

import (
	"errors"
	"fmt"
	"strings"
	"unicode"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/driver/desktop"
	"fyne.io/fyne/v2/layout"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"github.com/labyrinth-game/labyrinth/app/session"
	"github.com/labyrinth-game/labyrinth/engine/game"
	"github.com/labyrinth-game/labyrinth/engine/maze"
	"github.com/labyrinth-game/labyrinth/engine/moves"
	"github.com/labyrinth-game/labyrinth/engine/rules"
	"github.com/labyrinth-game/labyrinth/ui/shell"
	"github.com/labyrinth-game/labyrinth/ui/widgets"
)

// composer is where the player says his move: direction buttons (and the
// arrow keys) for the movement, actions chosen from menus to do before and
// after it, and a text field that takes the whole move language (§2.1,
// §6.5–6.8) with completion and the parser's error shown where it is.
type composer struct {
	g *Screen

	before, after []moves.Action

	beforeBox, afterBox *fyne.Container
	addBefore, addAfter *widget.Button
	dirs                map[maze.Dir]*widget.Button
	flowBtn, loopBtn    *widget.Button
	skipBtn             *widget.Button
	cellBtn             *widget.Button // a new cell after a wound (§5.5), while one may be ordered
	moveRow             *fyne.Container
	entry               *moveEntry
	sendBtn             *widget.Button
	// feedback is the line under the field: the parser's error with the
	// faulty word marked, the game master's refusal, or what the buttons
	// will say.
	feedback *widget.RichText
	// suggest holds completions of the phrase being typed.
	suggest     *fyne.Container
	suggestRow  *fyne.Container
	suggestions []string
	// history is what was said, for Up and Down in the field.
	history []string
	histPos int
	// lastErr is the error (or warning) on show.
	lastErr error
	// warned is the statement last held back by a warning: said again as
	// it is, it is said anyway.
	warned string
}

// warningShown is the lastErr of a statement held back by warnings.
type warningShown []session.Warning

func (w warningShown) Error() string {
	var parts []string
	for _, x := range w {
		parts = append(parts, x.String())
	}
	return strings.Join(parts, "; ")
}

func newComposer(g *Screen) *composer {
	c := &composer{g: g, dirs: map[maze.Dir]*widget.Button{}}
	c.beforeBox = container.NewHBox()
	c.afterBox = container.NewHBox()
	c.addBefore = widget.NewButtonWithIcon("Before…", theme.ContentAddIcon(), func() { c.showActions(c.addBefore, false) })
	c.addAfter = widget.NewButtonWithIcon("After…", theme.ContentAddIcon(), func() { c.showActions(c.addAfter, true) })
	c.addBefore.Importance, c.addAfter.Importance = widget.LowImportance, widget.LowImportance
	arrows := map[maze.Dir]fyne.Resource{maze.Up: theme.MoveUpIcon(), maze.Down: theme.MoveDownIcon(), maze.Left: theme.NavigateBackIcon(), maze.Right: theme.NavigateNextIcon()}
	for _, d := range maze.Dirs {
		b := widget.NewButtonWithIcon("", arrows[d], func() { c.step(d) })
		b.Importance = widget.HighImportance
		c.dirs[d] = b
	}
	c.flowBtn = widget.NewButton("By the flow", func() { c.special(moves.ByFlow) })
	c.loopBtn = widget.NewButton("By the loop", func() { c.special(moves.ByLoop) })
	c.skipBtn = widget.NewButton("Skip…", c.confirmSkip)
	c.skipBtn.Importance = widget.LowImportance
	c.cellBtn = widget.NewButton("New cell…", func() { g.askNewCell() })
	c.cellBtn.Importance = widget.WarningImportance
	c.cellBtn.Hide()
	c.entry = newMoveEntry(c)
	c.entry.SetPlaceHolder("Or say it in words: shoot left, go up; if I find a treasure, take it… (Enter sends)")
	c.sendBtn = widget.NewButtonWithIcon("Say", theme.MailSendIcon(), c.submit)
	c.feedback = widget.NewRichText()
	c.feedback.Wrapping = fyne.TextWrapWord
	c.suggest = container.NewHBox()
	return c
}

// content lays the composer out: the actions before, the arrows, the
// actions after and the special movements on one row; the text field under
// them; the feedback line last.
func (c *composer) content() fyne.CanvasObject {
	pad := container.NewGridWithRows(2,
		container.NewGridWithColumns(3, layout.NewSpacer(), c.dirs[maze.Up], layout.NewSpacer()),
		container.NewGridWithColumns(3, c.dirs[maze.Left], c.dirs[maze.Down], c.dirs[maze.Right]),
	)
	side := func(label string, box *fyne.Container, add *widget.Button) fyne.CanvasObject {
		head := widget.NewLabelWithStyle(label, fyne.TextAlignLeading, fyne.TextStyle{Bold: true})
		return container.NewVBox(container.NewHBox(head, add), container.NewHScroll(box))
	}
	c.moveRow = container.NewBorder(nil, nil,
		side("Before the move", c.beforeBox, c.addBefore),
		container.NewHBox(side("After the move", c.afterBox, c.addAfter), widget.NewSeparator(),
			container.NewVBox(c.flowBtn, c.loopBtn), container.NewVBox(layout.NewSpacer(), container.NewStack(c.skipBtn, c.cellBtn))),
		container.NewCenter(container.New(widgets.FixedWidth{Width: 150}, pad)))
	field := container.NewBorder(nil, nil, nil, c.sendBtn, c.entry)
	c.suggestRow = container.NewHBox(widgets.MutedText("Complete with Tab:", fyne.TextWrapOff), c.suggest)
	c.suggestRow.Hide()
	return container.NewVBox(c.moveRow, field, container.NewStack(c.feedback, c.suggestRow))
}

// refresh follows the game: buttons off once it is over, the hint line.
func (c *composer) refresh() {
	over := c.g.over()
	busy := over || c.g.sending != "" || c.g.start != nil // no move before play begins
	for _, b := range append([]*widget.Button{c.flowBtn, c.loopBtn, c.skipBtn, c.sendBtn, c.addBefore, c.addAfter}, c.dirButtons()...) {
		if busy {
			b.Disable()
		} else {
			b.Enable()
		}
	}
	r := c.rules()
	if !r.Skips {
		c.skipBtn.Disable()
	}
	if c.g.sending != "" {
		c.lastErr = nil // the answer will replace it
	}
	// While a new cell may be ordered (§5.5) its button takes the place
	// of Skip, which the text field still says.
	if offer := c.g.known().MayOrderCell && !busy; offer != c.cellBtn.Visible() {
		if offer {
			c.cellBtn.Show()
			c.skipBtn.Hide()
		} else {
			c.cellBtn.Hide()
			c.skipBtn.Show()
		}
		if c.moveRow != nil {
			c.moveRow.Refresh() // the button's width changed: lay the row out again
		}
	}
	c.markWayBack()
	c.showChips()
	if c.lastErr == nil {
		c.hint()
	}
}

// markWayBack shows, while the player stands outside the labyrinth, the
// one direction that brings him back in (§3.4) and the movements that lose.
func (c *composer) markWayBack() {
	back, out := c.g.known().WayBack()
	set := func(b *widget.Button, imp widget.Importance) {
		if b.Importance != imp {
			b.Importance = imp
			b.Refresh()
		}
	}
	for d, b := range c.dirs {
		switch {
		case !out:
			set(b, widget.HighImportance)
		case d == back:
			set(b, widget.SuccessImportance)
		default:
			set(b, widget.DangerImportance)
		}
	}
	for _, b := range []*widget.Button{c.flowBtn, c.loopBtn} {
		if out {
			set(b, widget.DangerImportance)
		} else {
			set(b, widget.MediumImportance)
		}
	}
}

func (c *composer) dirButtons() []*widget.Button {
	return []*widget.Button{c.dirs[maze.Up], c.dirs[maze.Right], c.dirs[maze.Down], c.dirs[maze.Left]}
}

// rules are the rules in force, as everyone knows them.
func (c *composer) rules() rules.Rules { return c.g.info.Rules }

// step says the move with a step in direction d.
func (c *composer) step(d maze.Dir) { c.sayMovement(moves.Action{Kind: moves.Go, Dir: d}) }

// special says the move by the flow or by the loop.
func (c *composer) special(k moves.Kind) { c.sayMovement(moves.Action{Kind: k}) }

func (c *composer) sayMovement(a moves.Action) {
	if c.g.over() {
		return
	}
	m := moves.Move{Actions: append(append(append([]moves.Action(nil), c.before...), a), c.after...)}
	c.guard(m.String(), moves.Statement{Kind: moves.SayMove, Move: m}, "the same button again says it anyway", func() {
		c.g.sayMove(m, func(err error) {
			if err != nil {
				c.showError(m.String(), err)
				return
			}
			c.remember(m.String())
			c.before, c.after = nil, nil
			c.lastErr = nil
			c.refresh()
		})
	})
}

// guard says a statement (written text) unless the player would regret it
// as far as he knows (session.Known.Warnings, worked out from the
// announcements alone): a move that loses the game asks first, in a dialog
// naming the consequence; an action the rules forbid is shown under the
// field, like a mistake, and the same statement said again (again says
// how) is said anyway.
func (c *composer) guard(text string, st moves.Statement, again string, say func()) {
	ws := c.g.known().Warnings(st)
	switch {
	case len(ws) == 0:
		c.warned = ""
		say()
	case ws[0].Loses:
		c.confirmLoss(text, ws[0], say)
	case c.warned == text:
		c.warned = ""
		say()
	default:
		c.warned = text
		c.showWarnings(text, ws, again)
	}
}

// confirmLoss asks before a statement that loses the game. The safe
// answer has the keyboard: Enter or Esc, or the same arrow pressed again
// in haste, do not lose the game.
func (c *composer) confirmLoss(text string, w session.Warning, say func()) {
	msg := widget.NewLabel(fmt.Sprintf("%s (%s).\n\nSay \"%s\" all the same?", shell.UpperFirst(w.Text), w.Section, text))
	msg.Wrapping = fyne.TextWrapWord
	var d *dialog.CustomDialog
	keep := widgets.NewDismissButton("Don't say it", func() { d.Hide() })
	keep.Icon = theme.CancelIcon()
	lose := widget.NewButtonWithIcon("Say it and lose", theme.ConfirmIcon(), func() {
		d.Hide()
		say()
	})
	lose.Importance = widget.DangerImportance
	d = dialog.NewCustomWithoutButtons("This move loses the game", container.New(widgets.Width{Width: 440}, msg), c.g.win)
	d.SetButtons([]fyne.CanvasObject{keep, lose})
	c.g.present(d)
	c.g.win.Canvas().Focus(keep)
}

// showWarnings shows under the field why a statement was held back.
func (c *composer) showWarnings(text string, ws []session.Warning, again string) {
	c.lastErr = warningShown(ws)
	c.suggestions = nil
	c.showSuggestions()
	warn := widget.RichTextStyle{ColorName: theme.ColorNameWarning, Inline: true}
	bold := warn
	bold.TextStyle.Bold = true
	var parts []string
	for _, w := range ws {
		parts = append(parts, w.String())
	}
	c.feedback.Segments = []widget.RichTextSegment{
		&widget.TextSegment{Text: "⚠ ", Style: warn},
		&widget.TextSegment{Text: text, Style: bold},
		&widget.TextSegment{Text: "  —  " + strings.Join(parts, "; ") + ". Not said: " + again + ".", Style: warn},
	}
	c.feedback.Refresh()
}

// confirmSkip asks before skipping: alone in the game, a skip is everyone
// skipping, a draw (§6.6); outside the labyrinth it loses (§3.4).
func (c *composer) confirmSkip() {
	skip := func() {
		c.g.sayMove(moves.SkipMove(), func(err error) {
			if err != nil {
				c.showError("skip", err)
			}
		})
	}
	if ws := c.g.known().Warnings(moves.Statement{Kind: moves.SayMove, Move: moves.SkipMove()}); len(ws) > 0 && ws[0].Loses {
		c.confirmLoss("skip", ws[0], skip)
		return
	}
	text, confirm := "You are the only player, so skipping means every player skipped: the game ends in a draw (§6.6) and the plan is revealed.", "Skip and end the game"
	if len(c.g.info.Names) > 1 {
		text, confirm = "You say nothing this turn. If every player skips his move, the game ends in a draw (§6.6).", "Skip my move"
	}
	c.g.present(widgets.NewConfirm("Skip your move?", text, confirm, "Go on playing", skip, c.g.win))
}

// submit says what is in the text field.
func (c *composer) submit() {
	text := strings.TrimSpace(c.entry.Text)
	if text == "" {
		c.hint()
		return
	}
	st, err := moves.ParseStatement(text)
	if err != nil {
		c.showError(text, err)
		return
	}
	c.guard(text, st, "Enter again says it anyway", func() {
		c.g.sayStatement(st, func(err error) {
			if err != nil {
				c.showError(text, err)
				return
			}
			c.remember(text)
			if strings.TrimSpace(c.entry.Text) == text {
				c.entry.SetText("") // said: unless the player typed on meanwhile
			}
			c.lastErr = nil
			c.refresh()
		})
	})
}

func (c *composer) remember(text string) {
	if n := len(c.history); n == 0 || c.history[n-1] != text {
		c.history = append(c.history, text)
	}
	c.histPos = len(c.history)
}

// showError shows why text was not said: a parse error underlines the
// word at fault in the text and says what was expected; a refusal of the
// game master says why.
func (c *composer) showError(text string, err error) {
	c.lastErr = err
	c.suggestions = nil
	c.showSuggestions()
	red := widget.RichTextStyle{ColorName: theme.ColorNameError, Inline: true}
	redBold := widget.RichTextStyle{ColorName: theme.ColorNameError, Inline: true, TextStyle: fyne.TextStyle{Bold: true, Underline: true}}
	plain := widget.RichTextStyle{ColorName: theme.ColorNameForeground, Inline: true}
	var pe *moves.ParseError
	if errors.As(err, &pe) && pe.Input == text {
		start, end := faultSpan(pe.Input, pe.Offset)
		segs := []widget.RichTextSegment{
			&widget.TextSegment{Text: "✗ ", Style: red},
			&widget.TextSegment{Text: pe.Input[:start], Style: plain},
		}
		if end > start {
			segs = append(segs, &widget.TextSegment{Text: pe.Input[start:end], Style: redBold})
		} else {
			segs = append(segs, &widget.TextSegment{Text: "▲", Style: redBold}) // a word is missing here
		}
		segs = append(segs,
			&widget.TextSegment{Text: pe.Input[end:], Style: plain},
			&widget.TextSegment{Text: "  —  " + pe.Msg, Style: red})
		c.feedback.Segments = segs
		c.feedback.Refresh()
		c.entry.markError(start, end)
		return
	}
	c.feedback.Segments = []widget.RichTextSegment{
		&widget.TextSegment{Text: "✗ " + text + "  —  ", Style: red},
		&widget.TextSegment{Text: refusalText(err), Style: red},
	}
	c.feedback.Refresh()
}

// refusalText is why something was not said, for the player who said it:
// the game master's refusal without his own name in front
// (game.Refusal.Reason), or the error.
func refusalText(err error) string {
	var r *game.Refusal
	if errors.As(err, &r) {
		return r.Reason()
	}
	return err.Error()
}

// faultSpan is the word at offset in s: from offset to the end of the word
// (or of the punctuation there); an empty span at the end of the text.
func faultSpan(s string, off int) (int, int) {
	off = max(0, min(off, len(s)))
	end := off
	for end < len(s) {
		r := rune(s[end])
		if unicode.IsSpace(r) || r == ',' || r == ';' || (end > off && r == '.') {
			break
		}
		end++
	}
	if end == off && end < len(s) {
		end++ // a lone punctuation mark
	}
	return off, end
}

// hint is the feedback line when there is no error: what the buttons will
// say, or what to do.
func (c *composer) hint() {
	muted := widget.RichTextStyle{ColorName: shell.ColorNameMuted, Inline: true}
	text := "Arrow keys or the arrows move you; add actions before or after the move, or type the move in words."
	switch {
	case c.g.over():
		text = "The game is over."
	case c.g.sending != "" && !c.g.Seat.Link().Connected:
		text = fmt.Sprintf("\"%s\" is waiting for the connection to come back: it is sent then, or you are told it was not.", c.g.sending)
	case c.g.sending != "":
		text = fmt.Sprintf("Said \"%s\": waiting for the game master's answer…", c.g.sending)
	case c.g.start != nil && c.g.info.Rules.Starts == rules.StartsMaster:
		text = "Play begins once the game master has placed every player and begun the game."
	case c.g.start != nil:
		text = "Play begins once every player has chosen a start cell (on the left) and the game master has begun the game."
	case c.wayBackHint() != "":
		text = c.wayBackHint()
	case len(c.before)+len(c.after) > 0:
		parts := []string{}
		for _, a := range c.before {
			parts = append(parts, a.String())
		}
		parts = append(parts, "go …")
		for _, a := range c.after {
			parts = append(parts, a.String())
		}
		text = "Next move: " + strings.Join(parts, ", ") + " — pick the movement (Esc forgets the actions)."
	case c.g.known().MayOrderCell:
		text = "You are wounded: order a new cell (\"New cell…\", or type \"order a new cell (x,y)\"), said to the game master alone, or \"keep my cell\" — or just move on."
	case c.g.notes != nil && c.g.notes.focused():
		text = "The keys draw in the notebook now. Click outside it, or a direction button, and the arrow keys move you again."
	case c.g.win.Canvas().Focused() == fyne.Focusable(c.entry):
		text = "Enter says the move; Tab completes the phrase; the Up and Down keys bring back earlier moves; Esc leaves the field."
	}
	if c.feedback.String() == text {
		return // unchanged: the timer calls this every second
	}
	c.feedback.Segments = symbolSegments(text, muted)
	c.feedback.Refresh()
}

// wayBackHint says which way is back in while the player stands outside.
func (c *composer) wayBackHint() string {
	back, out := c.g.known().WayBack()
	if !out {
		return ""
	}
	return fmt.Sprintf("You are outside the labyrinth: %s (%v) brings you back in; any other move loses the game (§3.4).", arrowOf(back), back)
}

// arrowOf is the arrow of a direction, as on its button and key.
func arrowOf(d maze.Dir) string {
	switch d {
	case maze.Up:
		return "↑"
	case maze.Down:
		return "↓"
	case maze.Left:
		return "←"
	case maze.Right:
		return "→"
	}
	return ""
}

// clearActions forgets the actions chosen for the next move.
func (c *composer) clearActions() {
	c.before, c.after = nil, nil
	c.lastErr = nil
	c.refresh()
}

// focusEntry gives the text field the keyboard.
func (c *composer) focusEntry() { c.g.win.Canvas().Focus(c.entry) }

// showChips draws the chosen actions as buttons that take them off.
func (c *composer) showChips() {
	fill := func(box *fyne.Container, list *[]moves.Action, empty string) {
		box.Objects = nil
		for i, a := range *list {
			b := widget.NewButtonWithIcon(a.String(), theme.CancelIcon(), func() {
				*list = append((*list)[:i:i], (*list)[i+1:]...)
				c.refresh()
			})
			b.Importance = widget.MediumImportance
			box.Add(b)
		}
		if len(*list) == 0 {
			box.Add(widgets.MutedText(empty, fyne.TextWrapOff))
		}
		box.Refresh()
	}
	fill(c.beforeBox, &c.before, "nothing")
	fill(c.afterBox, &c.after, "nothing")
}

// showActions opens the menu of actions to add before or after the move.
func (c *composer) showActions(from fyne.CanvasObject, after bool) *widget.PopUpMenu {
	return showMenuBy(c.g.win.Canvas(), c.actionsMenu(after), from)
}

// actionsMenu offers the actions the rules allow (§5, §7.1) before or after
// the move. Before the movement, what the rules forbid where the player
// stands, as far as he knows (a shot out of a hospital, anything outside
// the labyrinth), is greyed out with its section; after it he may stand
// elsewhere.
func (c *composer) actionsMenu(after bool) *fyne.Menu {
	r := c.rules()
	forbidden := func(a moves.Action) string {
		if after {
			return ""
		}
		m := moves.Move{Actions: []moves.Action{a, {Kind: moves.Go, Dir: maze.Up}}}
		for _, w := range c.g.known().Warnings(moves.Statement{Kind: moves.SayMove, Move: m}) {
			if w.Action == 1 && !w.Loses {
				return w.Section
			}
		}
		return ""
	}
	item := func(label string, a moves.Action) *fyne.MenuItem {
		it := fyne.NewMenuItem(label, func() {
			if after {
				c.after = append(c.after, a)
			} else {
				c.before = append(c.before, a)
			}
			c.lastErr = nil
			c.refresh()
		})
		if sec := forbidden(a); sec != "" {
			it.Disabled = true
			it.Label += "  (forbidden here, " + sec + ")"
		}
		return it
	}
	dirMenu := func(k moves.Kind, it moves.Item) *fyne.Menu {
		var items []*fyne.MenuItem
		for _, d := range []maze.Dir{maze.Up, maze.Down, maze.Left, maze.Right} {
			a := moves.Action{Kind: k, Dir: d, Item: it}
			label := dirWord(d)
			if k == moves.Blow {
				label = strings.TrimPrefix(a.String(), "blow up the wall ")
			}
			items = append(items, item(label, a))
		}
		return fyne.NewMenu("", items...)
	}
	itemsMenu := func(k moves.Kind) *fyne.Menu {
		var items []*fyne.MenuItem
		list := []moves.Action{{Kind: k, Item: moves.Treasure}}
		if k == moves.Take {
			// Among several treasures on a cell, which one (§5.8): "the
			// lowest (the one brought the earliest) ... topmost, where
			// topmost is the last one brought".
			list = append(list, moves.Action{Kind: k, Item: moves.Treasure, Which: moves.Topmost}, moves.Action{Kind: k, Item: moves.Treasure, Which: moves.Lowest})
		}
		list = append(list, moves.Action{Kind: k, Item: moves.Bullet}, moves.Action{Kind: k, Item: moves.Grenade},
			moves.Action{Kind: k, Item: moves.Landmine}, moves.Action{Kind: k, Item: moves.Corpse})
		for _, a := range list {
			if a.Item == moves.Landmine && !r.Landmines {
				continue
			}
			items = append(items, item(strings.TrimPrefix(a.String(), k.String()+" "), a))
		}
		return fyne.NewMenu("", items...)
	}
	menu := []*fyne.MenuItem{
		submenuItem("Shoot", dirMenu(moves.Shoot, moves.NoItem)),
		submenuItem("Blow up the wall", dirMenu(moves.Blow, moves.NoItem)),
		submenuItem("Take", itemsMenu(moves.Take)),
		submenuItem("Leave", itemsMenu(moves.Leave)),
	}
	if r.Throwing {
		var items []*fyne.MenuItem
		for _, it := range []moves.Item{moves.Treasure, moves.Bullet, moves.Landmine, moves.Corpse} {
			if it == moves.Landmine && !r.Landmines {
				continue
			}
			name := strings.TrimSuffix(strings.TrimPrefix(moves.Action{Kind: moves.Throw, Item: it, Dir: maze.Up}.String(), "throw "), " up")
			items = append(items, submenuItem(name, dirMenu(moves.Throw, it)))
		}
		menu = append(menu, submenuItem("Throw", fyne.NewMenu("", items...)))
	}
	if r.Landmines {
		set := []*fyne.MenuItem{item("here", moves.Action{Kind: moves.SetMine})}
		if r.MinesOnNeighbours {
			for _, d := range []maze.Dir{maze.Up, maze.Down, maze.Left, maze.Right} {
				a := moves.Action{Kind: moves.SetMine, Dir: d}
				set = append(set, item(strings.TrimPrefix(a.String(), "set a landmine "), a))
			}
		}
		menu = append(menu, submenuItem("Set a landmine", fyne.NewMenu("", set...)))
	}
	return fyne.NewMenu("", menu...)
}

// submenuItem is an item that opens m; greyed out, with the reason of its
// first item, when every item of m is.
func submenuItem(label string, m *fyne.Menu) *fyne.MenuItem {
	it := fyne.NewMenuItem(label, nil)
	it.ChildMenu = m
	it.Disabled = len(m.Items) > 0
	for _, sub := range m.Items {
		it.Disabled = it.Disabled && sub.Disabled
	}
	if it.Disabled {
		if i := strings.LastIndex(m.Items[0].Label, "  ("); i >= 0 {
			it.Label += m.Items[0].Label[i:]
		}
	}
	return it
}

// showMenuBy opens a pop-up menu under from, or above it when the menu and
// its submenus would not fit below: a submenu opens beside its item and
// downwards, so the menu is placed where the lowest of them still fits in
// the window.
func showMenuBy(c fyne.Canvas, m *fyne.Menu, from fyne.CanvasObject) *widget.PopUpMenu {
	pop := widget.NewPopUpMenu(m, c)
	at := fyne.CurrentApp().Driver().AbsolutePositionForObject(from)
	height := pop.MinSize().Height
	y := menuTop(at.Y, from.Size().Height, height, menuReach(m), c.Size().Height)
	pop.ShowAtPosition(fyne.NewPos(at.X, y))
	return pop
}

// menuTop is where a menu of height h, whose submenus reach down to reach
// below its top, opens by a control at y of height ctrlH in a window of
// height winH: below the control if all of it fits, else as high as it
// must.
func menuTop(y, ctrlH, h, reach, winH float32) float32 {
	reach = max(reach, h)
	if below := y + ctrlH; below+reach <= winH {
		return below
	}
	return max(0, min(y-h, winH-reach))
}

// menuReach is how far below its top a menu and the submenus it may open
// reach.
func menuReach(m *fyne.Menu) float32 {
	h := widget.NewMenu(m).MinSize().Height
	if len(m.Items) == 0 {
		return h
	}
	row := h / float32(len(m.Items))
	reach := h
	for i, it := range m.Items {
		if it.ChildMenu != nil && !it.Disabled {
			reach = max(reach, float32(i)*row+menuReach(it.ChildMenu))
		}
	}
	return reach
}

func dirWord(d maze.Dir) string {
	switch d {
	case maze.Up:
		return "up"
	case maze.Down:
		return "down"
	}
	return d.String()
}

// phrases are the completions the text field offers, in the canonical
// move language (docs/moves.md).
var phrases = []string{
	"go up", "go down", "go left", "go right", "go by the flow", "go by the loop",
	"shoot up", "shoot down", "shoot left", "shoot right",
	"blow up the wall above", "blow up the wall below", "blow up the wall to the left", "blow up the wall to the right",
	"take the treasure", "take the bullets", "take the grenades", "take the landmine", "take the corpse",
	"take the topmost treasure", "take the lowest treasure",
	"leave the treasure", "leave a bullet", "leave a grenade", "leave the landmine", "leave the corpse",
	"throw the treasure left", "throw the treasure right", "throw the treasure up", "throw the treasure down",
	"throw the corpse left", "throw the corpse right", "throw the corpse up", "throw the corpse down",
	"throw a bullet left", "throw a bullet right", "throw a bullet up", "throw a bullet down",
	"set a landmine", "set a landmine above", "set a landmine below", "set a landmine to the left", "set a landmine to the right",
	"if I find a treasure, ", "if I find anything, ", "if I find nothing, ", "if I fall into a pit, ", "if I hit a wall, ",
	"if I am carried by the flow, ", "if a scream is heard, ", "if I walk into a weaponry, ", "if I walk into a hospital, ",
	"don't tell the result", "don't tell where I end up but tell me whether I hit a wall", "without refilling",
	"status", "skip", "keep my cell", "order a new cell (", "what are the rules?",
}

// fragment is the phrase being typed: the text after the last separator.
func fragment(text string) (start int, frag string) {
	start = 0
	for _, sep := range []string{",", ";", " then ", " and "} {
		if i := strings.LastIndex(text, sep); i >= 0 && i+len(sep) > start {
			start = i + len(sep)
		}
	}
	rest := text[start:]
	trimmed := strings.TrimLeft(rest, " ")
	return start + len(rest) - len(trimmed), trimmed
}

// complete lists the phrases that carry on what is typed.
func complete(text string) []string {
	_, frag := fragment(text)
	if len(frag) < 1 {
		return nil
	}
	low := strings.ToLower(frag)
	var out []string
	for _, p := range phrases {
		if strings.HasPrefix(strings.ToLower(p), low) && !strings.EqualFold(strings.TrimSpace(p), strings.TrimSpace(frag)) {
			out = append(out, p)
		}
	}
	return out
}

// typed follows the text field: completions, and the error goes once the
// text changes.
func (c *composer) typed(text string) {
	c.warned = ""
	if c.lastErr != nil {
		c.lastErr = nil
		c.hint()
	}
	c.suggestions = complete(text)
	c.suggest.Objects = nil
	for i, p := range c.suggestions {
		if i == 4 {
			break
		}
		b := widget.NewButton(strings.TrimSpace(p), func() { c.accept(p) })
		b.Importance = widget.LowImportance
		if i == 0 {
			b.Importance = widget.MediumImportance
		}
		c.suggest.Add(b)
	}
	c.suggest.Refresh()
	c.showSuggestions()
}

// showSuggestions shows the completions in place of the hint line while
// there are some and no error is on show.
func (c *composer) showSuggestions() {
	if c.suggestRow == nil {
		return
	}
	if len(c.suggestions) > 0 && c.lastErr == nil {
		c.feedback.Hide()
		c.suggestRow.Show()
	} else {
		c.suggestRow.Hide()
		c.feedback.Show()
	}
}

// accept puts a completion in place of the phrase being typed.
func (c *composer) accept(p string) {
	start, _ := fragment(c.entry.Text)
	c.entry.SetText(c.entry.Text[:start] + p)
	c.entry.CursorColumn = len([]rune(c.entry.Text))
	c.entry.Refresh()
	c.g.win.Canvas().Focus(c.entry)
}

// browse walks the history of what was said (Up and Down in the field).
func (c *composer) browse(delta int) {
	if len(c.history) == 0 {
		return
	}
	c.histPos = max(0, min(len(c.history), c.histPos+delta))
	text := ""
	if c.histPos < len(c.history) {
		text = c.history[c.histPos]
	}
	c.entry.SetText(text)
	c.entry.CursorColumn = len([]rune(text))
	c.entry.Refresh()
}

// moveEntry is the text field of the composer: Enter says the move, Tab
// takes the first completion, Up and Down walk the history, Esc gives the
// keyboard back to the arrow keys.
type moveEntry struct {
	widget.Entry
	c *composer
}

func newMoveEntry(c *composer) *moveEntry {
	e := &moveEntry{c: c}
	e.ExtendBaseWidget(e)
	e.OnSubmitted = func(string) { c.submit() }
	e.OnChanged = c.typed
	return e
}

// AcceptsTab keeps Tab in the field, for completion.
func (e *moveEntry) AcceptsTab() bool { return true }

func (e *moveEntry) TypedKey(ev *fyne.KeyEvent) {
	switch ev.Name {
	case fyne.KeyTab:
		if len(e.c.suggestions) > 0 {
			e.c.accept(e.c.suggestions[0])
		}
	case fyne.KeyUp:
		e.c.browse(-1)
	case fyne.KeyDown:
		e.c.browse(1)
	case fyne.KeyEscape:
		e.c.g.win.Canvas().Unfocus()
	default:
		e.Entry.TypedKey(ev)
	}
}

// TypedShortcut keeps the field's own shortcuts (the clipboard, undo, a
// word left or right) and hands the others to the screen's keys. A desktop
// window gives every shortcut to the widget with the focus and none to the
// window's own (fyne's glfw driver), and a bare Entry drops those it does
// not know: the field kept the focus after Enter said a move, and Ctrl+W,
// Ctrl+N, Ctrl+Q and Ctrl+I did nothing until the player clicked elsewhere.
func (e *moveEntry) TypedShortcut(sc fyne.Shortcut) {
	if cs, ok := sc.(*desktop.CustomShortcut); ok && !editingKey(cs.KeyName) && e.c.g.keys != nil {
		e.c.g.keys.TypedShortcut(sc)
		return
	}
	e.Entry.TypedShortcut(sc)
}

// editingKey tells the keys that, held with a modifier, edit or move in a
// text field: those shortcuts are the field's.
func editingKey(k fyne.KeyName) bool {
	switch k {
	case fyne.KeyLeft, fyne.KeyRight, fyne.KeyUp, fyne.KeyDown, fyne.KeyHome, fyne.KeyEnd,
		fyne.KeyBackspace, fyne.KeyDelete, fyne.KeyInsert:
		return true
	}
	return false
}

// markError puts the cursor on the word at fault, so that it can be
// corrected at once.
func (e *moveEntry) markError(start, end int) {
	col := len([]rune(e.Text[:min(start, len(e.Text))]))
	e.CursorRow, e.CursorColumn = 0, col
	e.Refresh()
}
