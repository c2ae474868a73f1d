package play

import (
	"errors"
	"fmt"
	"image/color"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/layout"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"github.com/labyrinth-game/labyrinth/app/cli"
	"github.com/labyrinth-game/labyrinth/app/notebook"
	"github.com/labyrinth-game/labyrinth/app/session"
	"github.com/labyrinth-game/labyrinth/engine/announce"
	"github.com/labyrinth-game/labyrinth/engine/game"
	"github.com/labyrinth-game/labyrinth/engine/maze"
	"github.com/labyrinth-game/labyrinth/ui/notebookview"
	"github.com/labyrinth-game/labyrinth/ui/planview"
	"github.com/labyrinth-game/labyrinth/ui/shell"
	"github.com/labyrinth-game/labyrinth/ui/widgets"
)

// revealView is the end of a practice game: the real plan (session.Reveal)
// with the player's path on it, a slider that replays the game move by
// move (where he stood, the walls blown so far), the figures, and the
// notebook laid over the plan with what agrees and what is wrong coloured
// (notebook.Compare).
type revealView struct {
	g   *Screen
	rev *session.Reveal
	// who is the player whose replay the slider follows: the player
	// himself, or whom he (or a spectator) chose among several.
	who int
	// steps is who's replay: his start, then each statement with the way
	// he went (session.Step).
	steps  []session.Step
	ending session.Ending
	// follow chooses whose replay the slider follows, in a game of
	// several; figures are his figures.
	follow  *widget.Select
	figures *fyne.Container
	// remake is the "labyrinth gen" command that makes the plan again,
	// "" when none does.
	remake string

	view    *planview.View
	floors  *planview.FloorSwitch
	overlay *fyne.Container
	slider  *widget.Slider
	stepMsg *widget.RichText
	// stepBox holds the step's words under the slider, a fixed height.
	stepBox *container.Scroll
	step    int
	blownAt []int // event index of each wall destroyed
	blown   []maze.Side

	sheetSel   *widget.Select
	sheets     []notebook.SheetID
	overlayOn  *widget.Check
	score      *widget.RichText
	cmp        notebook.Comparison
	hasCmp     bool
	showSheet  notebook.SheetID
	resultText string
	bannerText *widget.RichText
}

// showReveal replaces the playing screen with the reveal, once the game is
// over.
func (g *Screen) showReveal() {
	if g.reveal != nil {
		return
	}
	rev, err := g.Seat.Reveal()
	switch {
	case errors.Is(err, session.ErrNotOver):
		// Over the network the plan comes a moment after the end: the
		// seat signals its arrival, and news comes back here.
		g.tell("The game is over: the game master is revealing the plan…")
		g.compose.refresh()
		return
	case err != nil:
		g.say(err.Error())
		return
	}
	g.notice.Dismiss() // "the game master is revealing the plan…": it is shown
	g.compose.refresh()
	g.notes.gameOver()
	r := newRevealView(g, rev)
	g.reveal = r
	g.setReveal()
}

// setReveal lays the reveal out in the window.
func (g *Screen) setReveal() {
	r := g.reveal
	again := widget.NewButtonWithIcon("New game", theme.ContentAddIcon(), g.leaveForNew)
	again.Importance = widget.HighImportance
	home := widgets.NewTipButton(g.tips, "Start screen", theme.NavigateBackIcon(), "Back to the start screen ("+g.keyHint("game.leave")+")", g.leaveToStart)
	name := widget.NewLabelWithStyle(g.Title+" — the plan revealed", fyne.TextAlignLeading, fyne.TextStyle{Bold: true})
	name.Truncation = fyne.TextTruncateEllipsis
	top := container.NewBorder(nil, nil, home, container.NewHBox(g.roundLabel, again), g.titleWithRemake(name))

	tabs := container.NewAppTabs(container.NewTabItem("Your game", r.infoContent()))
	if g.me >= 0 {
		tabs.Append(container.NewTabItem("Your notebook", g.notes.content()))
	} else {
		tabs.Items[0].Text = "The game"
	}
	tabs.Append(container.NewTabItem("Log", g.log.content()))
	tabs.Append(container.NewTabItem("Legend", r.legendContent()))
	split := container.NewHSplit(r.planContent(), container.New(widgets.FixedWidth{Width: 360}, tabs))
	split.Offset = 0.6
	body := container.NewBorder(container.NewVBox(top, r.banner(), widget.NewSeparator()), g.notice.Container, nil, nil, split)
	g.root.Objects = []fyne.CanvasObject{container.New(widgets.Stretch{Min: shell.MinWindowSize}, container.NewPadded(body)), g.tips.Container}
	g.root.Refresh()
	g.win.SetTitle(g.Title + " (over) — " + shell.AppName)
}

func newRevealView(g *Screen, rev *session.Reveal) *revealView {
	r := &revealView{g: g, rev: rev, who: max(g.me, 0), ending: rev.Ending(g.me)}
	if r.who < len(rev.Steps) {
		r.steps = rev.Steps[r.who]
	}
	if g.me < 0 {
		r.ending = spectatorEnding(rev)
	}
	if args, ok := cli.GenCommand(rev.Plan); ok {
		r.remake = strings.Join(args, " ")
	}
	for i, e := range rev.Events {
		if e.Code == game.WallDestroyed {
			r.blownAt = append(r.blownAt, i)
			r.blown = append(r.blown, maze.Side{At: e.Pos, Dir: e.Dir})
		}
	}
	r.view = planview.New(rev.Plan.Clone())
	r.view.SetHoverMode(planview.HoverOff)
	r.view.OnViewChanged = r.layoutOverlay
	r.floors = planview.NewFloorSwitch(r.view)
	r.overlay = container.NewWithoutLayout()
	r.slider = widget.NewSlider(0, float64(max(len(r.steps)-1, 0)))
	r.slider.Step = 1
	r.slider.OnChanged = func(v float64) { r.setStep(int(v + 0.5)) }
	r.stepMsg = widget.NewRichText()
	r.stepMsg.Wrapping = fyne.TextWrapWord
	r.stepBox = container.NewVScroll(r.stepMsg)
	r.score = widget.NewRichText()
	r.score.Wrapping = fyne.TextWrapWord

	if g.me >= 0 {
		r.sheets = append(r.sheets, g.nb.Sheets()...)
	}
	var names []string
	for _, id := range r.sheets {
		names = append(names, g.nb.Sheet(id).Name())
	}
	r.sheetSel = widget.NewSelect(names, func(string) { r.compare(true) })
	r.overlayOn = widget.NewCheck("Lay my notebook on the plan", func(bool) { r.compare(false) })
	r.resultText = r.ending.Sentence()
	// Start on the sheet with the most drawn on it.
	best, most := 0, -1
	for i, id := range r.sheets {
		if n := g.nb.Sheet(id).Len(); n > most {
			best, most = i, n
		}
	}
	if len(names) > 0 {
		r.sheetSel.SetSelected(names[best])
	}
	if len(rev.Names) > 1 {
		r.follow = widget.NewSelect(rev.Names, func(name string) {
			for i, n := range rev.Names {
				if n == name && i < len(rev.Steps) {
					r.followPlayer(i)
				}
			}
		})
		r.follow.Selected = rev.Names[r.who]
	}
	r.figures = container.NewVBox()
	r.showFigures()
	r.slider.SetValue(r.slider.Max)
	r.setStep(len(r.steps) - 1)
	return r
}

// spectatorEnding is how the game ended, told to someone who watched it:
// who won, or why nobody did.
func spectatorEnding(rev *session.Reveal) session.Ending {
	e := rev.Ending(game.Spectator)
	if rev.Winner >= 0 && rev.Winner < len(rev.Names) {
		won := rev.Ending(rev.Winner)
		e.Headline = rev.Names[rev.Winner] + " won"
		e.Why = strings.Replace(won.Why, "you ", rev.Names[rev.Winner]+" ", 1)
		e.Outcome = session.Drawn // neither the viewer's win nor his loss
	}
	return e
}

// followPlayer has the slider replay player i's game, and the figures
// show his.
func (r *revealView) followPlayer(i int) {
	if i == r.who {
		return
	}
	r.who = i
	r.steps = r.rev.Steps[i]
	r.slider.Max = float64(max(len(r.steps)-1, 0))
	r.slider.SetValue(r.slider.Max)
	r.slider.Refresh()
	r.setStep(len(r.steps) - 1)
	r.showFigures()
}

// banner says, across the screen, whether the player won or lost, and why.
func (r *revealView) banner() fyne.CanvasObject {
	colour := shell.ColorNameMuted
	switch r.ending.Outcome {
	case session.Won:
		colour = theme.ColorNameSuccess
	case session.Lost:
		colour = theme.ColorNameError
	}
	t := widget.NewRichText(
		&widget.TextSegment{Text: r.ending.Headline, Style: widget.RichTextStyle{ColorName: colour, SizeName: theme.SizeNameHeadingText, TextStyle: fyne.TextStyle{Bold: true}, Inline: true}},
		&widget.TextSegment{Text: "   " + shell.UpperFirst(r.ending.Why) + ".", Style: widget.RichTextStyle{ColorName: theme.ColorNameForeground, SizeName: theme.SizeNameSubHeadingText, Inline: true}},
	)
	t.Wrapping = fyne.TextWrapWord
	r.bannerText = t
	return t
}

// planContent is the plan with the replay under it: the slider, the step
// it is on in words (always in view, whatever the panel on the right
// shows), and the legend.
func (r *revealView) planContent() fyne.CanvasObject {
	stage := container.New(widgets.Stretch{After: r.layoutOverlay}, r.view, r.overlay)
	prev := widget.NewButtonWithIcon("", theme.MediaSkipPreviousIcon(), func() { r.slider.SetValue(float64(r.step - 1)) })
	next := widget.NewButtonWithIcon("", theme.MediaSkipNextIcon(), func() { r.slider.SetValue(float64(r.step + 1)) })
	prev.Importance, next.Importance = widget.LowImportance, widget.LowImportance
	replay := container.NewBorder(nil, nil, container.NewHBox(widget.NewLabelWithStyle("Replay", fyne.TextAlignLeading, fyne.TextStyle{Bold: true}), prev), container.NewHBox(next, r.floors.Object()), r.slider)
	step := container.New(stepTextLayout{lines: 3}, r.stepBox)
	return container.NewBorder(nil, container.NewVBox(replay, step), nil, nil, stage)
}

// legendContent is the legend, a tab beside the figures: beside the plan
// it took half of the plan's room at 1024x700.
func (r *revealView) legendContent() fyne.CanvasObject {
	return container.NewVScroll(container.NewPadded(r.legend()))
}

func (r *revealView) infoContent() fyne.CanvasObject {
	shift := func(dx, dy int) func() {
		return func() {
			r.cmp.Offset.DX += dx
			r.cmp.Offset.DY += dy
			r.compareAt(r.cmp.Offset)
		}
	}
	arrows := container.NewHBox(
		widget.NewButtonWithIcon("", theme.NavigateBackIcon(), shift(-1, 0)),
		widget.NewButtonWithIcon("", theme.MoveUpIcon(), shift(0, -1)),
		widget.NewButtonWithIcon("", theme.MoveDownIcon(), shift(0, 1)),
		widget.NewButtonWithIcon("", theme.NavigateNextIcon(), shift(1, 0)),
		widget.NewButton("Best fit", func() { r.compare(true) }),
	)
	compareBox := container.NewVBox(
		widgets.SectionHead("Your notebook against the plan"),
		r.overlayOn,
		container.New(layout.NewFormLayout(), widget.NewLabel("Sheet"), r.sheetSel, widget.NewLabel("Move it"), arrows),
		r.score,
	)
	if len(r.sheets) == 0 {
		compareBox.Add(widgets.MutedText("The notebook is empty.", fyne.TextWrapWord))
	}
	box := container.NewVBox()
	if r.g.me >= 0 {
		box.Add(compareBox)
		box.Add(widget.NewSeparator())
	}
	figuresHead := fyne.CanvasObject(widgets.SectionHead("Figures"))
	if r.follow != nil {
		figuresHead = container.NewBorder(nil, nil, widgets.SectionHead("Figures and replay of"), nil, r.follow)
	}
	box.Add(figuresHead)
	box.Add(r.figures)
	box.Add(widget.NewSeparator())
	box.Add(r.remakeBox())
	return container.NewVScroll(box)
}

// showFigures shows the figures of the player followed.
func (r *revealView) showFigures() {
	var f session.Figures
	if r.who < len(r.rev.Figures) {
		f = r.rev.Figures[r.who]
	}
	cols := [2]*fyne.Container{container.New(layout.NewFormLayout()), container.New(layout.NewFormLayout())}
	n := 0
	add := func(label string, v int) {
		col := cols[n%2]
		n++
		col.Add(widget.NewLabel(label))
		col.Add(widget.NewLabelWithStyle(fmt.Sprint(v), fyne.TextAlignLeading, fyne.TextStyle{Bold: true}))
	}
	add("Moves", f.Moves)
	add("Cells visited", f.CellsVisited)
	add("Walls hit", f.WallsHit)
	add("Treasures found", f.TreasuresFound)
	add("Pits fallen into", f.Pits)
	add("Carried by rivers", f.Rivers)
	add("Grenades thrown", f.Grenades)
	add("Walls blown up", f.WallsBlown)
	add("Shots", f.Shots)
	add("Wounds", f.Wounds)
	r.figures.Objects = []fyne.CanvasObject{container.NewGridWithColumns(2, container.NewVBox(cols[0]), container.NewVBox(cols[1]))}
	r.figures.Refresh()
}

// remakeBox prints the command that makes this labyrinth again, to copy.
func (r *revealView) remakeBox() fyne.CanvasObject {
	head := widgets.SectionHead("This labyrinth")
	if r.remake == "" {
		return container.NewVBox(head, widgets.MutedText("It was not generated from a seed alone (a maze file, or changed in the editor): open it with the editor to keep it.", fyne.TextWrapWord))
	}
	cmd := widget.NewLabelWithStyle(r.remake, fyne.TextAlignLeading, fyne.TextStyle{Monospace: true})
	cmd.Wrapping = fyne.TextWrapWord
	cmd.Selectable = true
	copyBtn := widget.NewButtonWithIcon("Copy", theme.ContentCopyIcon(), func() { r.g.copyRemake(r.remake) })
	return container.NewVBox(head, widgets.MutedText("The same command always makes the same labyrinth: to play it again, or to look at it with labyrinth show.", fyne.TextWrapWord),
		container.NewBorder(nil, nil, nil, copyBtn, cmd))
}

// setStep shows the game as it stood after step k of the replay.
func (r *revealView) setStep(k int) {
	if len(r.steps) == 0 {
		return
	}
	k = max(0, min(k, len(r.steps)-1))
	r.step = k
	upTo := r.steps[k].Reply
	if k == len(r.steps)-1 {
		upTo = len(r.rev.Events)
	}
	// The plan as it stood: the walls blown so far. Only the sides that
	// change are repainted.
	m := r.view.Maze()
	var changed []maze.Side
	for i, at := range r.blownAt {
		side := r.blown[i]
		want := r.rev.Plan.Side(side.At, side.Dir)
		if at < upTo {
			want = maze.Open
		}
		if m.Side(side.At, side.Dir) != want {
			m.SetSide(side.At, side.Dir, want)
			changed = append(changed, side)
		}
	}
	r.view.InvalidateSides(changed...)
	// Every other player's whole trajectory in his colour, where he ended;
	// the one followed up to the step, in the primary colour.
	var paths []planview.Path
	var tokens []planview.Token
	pal := notebookview.NewPalette(fyne.CurrentApp().Settings().Theme(), fyne.CurrentApp().Settings().ThemeVariant())
	for i, steps := range r.rev.Steps {
		if i == r.who || len(steps) == 0 || i >= len(r.rev.Names) {
			continue
		}
		paths = append(paths, planview.Path{Segments: pathSegments(steps), Color: pal.Seat(i)})
		tokens = append(tokens, planview.Token{At: standing(steps, len(steps)-1), Label: initial(r.rev.Names[i]), Color: pal.Seat(i)})
	}
	paths = append(paths, planview.Path{Segments: pathSegments(r.steps[:k+1]), Color: pathColour()})
	tokens = append(tokens,
		planview.Token{At: r.steps[0].Pos, Label: "S", Color: shell.ThemeColor(shell.ColorNameMuted)},
		planview.Token{At: r.standing(k), Label: initial(r.rev.Names[r.who])})
	// The replay takes the plan to the floor the step ends on (a
	// staircase, an elevator); the switch shows the others.
	r.view.SetFloor(r.standing(k).Floor)
	r.view.SetPaths(paths...)
	r.view.SetTokens(tokens...)
	r.describeStep(k)
	r.layoutOverlay()
}

// standing is where the player's token stands after step k: his cell, or
// outside beyond the exit he took (§3.4).
func (r *revealView) standing(k int) maze.Pos { return standing(r.steps, k) }

// standing is where a player's token stands after step k of his replay.
func standing(steps []session.Step, k int) maze.Pos {
	if st := steps[k]; st.Out {
		return st.Pos.Step(exitDir(steps, k))
	}
	return steps[k].Pos
}

// exitDir is the side of the exit the player last walked out by, up to
// step k.
func exitDir(steps []session.Step, k int) maze.Dir {
	for ; k >= 0; k-- {
		legs := steps[k].Legs
		for i := len(legs) - 1; i >= 0; i-- {
			if legs[i].Kind == session.Leave {
				return legs[i].Dir
			}
		}
	}
	return maze.NoDir
}

// pathSegments draws the legs of the steps as the plan view's segments
// (planview.StepSegments).
func pathSegments(steps []session.Step) []planview.Segment { return planview.StepSegments(steps) }

// initial is a player's token label.
func initial(name string) string {
	for _, c := range name {
		return strings.ToUpper(string(c))
	}
	return "?"
}

// describeStep says which step the slider is on, what was said and what
// it did.
func (r *revealView) describeStep(k int) {
	st := r.steps[k]
	en := announce.English{Names: r.rev.Names}
	head := fmt.Sprintf("Step %d of %d", k, len(r.steps)-1)
	muted := widget.RichTextStyle{ColorName: shell.ColorNameMuted, Inline: true}
	where := "now at " + st.Pos.String()
	if st.Out {
		where = "now outside, by the exit of " + st.Pos.String()
	}
	var segs []widget.RichTextSegment
	if k == 0 {
		segs = append(segs, &widget.TextSegment{Text: head + " · the start, " + st.Pos.String() + ". Move the slider, or use the arrow buttons, to follow the game move by move.", Style: muted})
	} else {
		e := r.rev.Events[st.Event]
		said := e.Move.String()
		if e.Code != game.Said {
			said = en.Text(e)
		}
		segs = append(segs,
			&widget.TextSegment{Text: fmt.Sprintf("%s · round %d · ", head, st.Round), Style: muted},
			&widget.TextSegment{Text: said + " ", Style: widget.RichTextStyle{ColorName: theme.ColorNamePrimary, TextStyle: fyne.TextStyle{Bold: true}, Inline: true}},
			&widget.TextSegment{Text: en.Reply(r.rev.Events[st.Event:st.Reply], r.who) + " ", Style: widget.RichTextStyle{ColorName: theme.ColorNameForeground, Inline: true}},
			&widget.TextSegment{Text: "(" + where + ")", Style: muted},
		)
	}
	r.stepMsg.Segments = segs
	r.stepMsg.Refresh()
	r.stepBox.ScrollToTop()
}

// compare lays the chosen sheet on the plan, at its best fit when best is
// set, else where it was.
func (r *revealView) compare(best bool) {
	id, ok := r.selectedSheet()
	if !ok {
		r.hasCmp = false
		r.layoutOverlay()
		return
	}
	if best || id != r.showSheet || !r.hasCmp {
		r.showSheet = id
		r.cmp = notebook.BestFit(r.g.nb.Sheet(id), r.rev.Plan, r.rev.Final)
		r.hasCmp = true
		// The plan shows the floor the sheet draws (a sheet per floor).
		r.view.SetFloor(r.g.nb.Sheet(id).Floor())
		if !r.overlayOn.Checked {
			r.overlayOn.SetChecked(true) // calls compare(false)
			return
		}
	}
	r.showScore()
	r.layoutOverlay()
}

// compareAt lays the sheet at an offset the player chose.
func (r *revealView) compareAt(off notebook.Offset) {
	id, ok := r.selectedSheet()
	if !ok {
		return
	}
	r.cmp = notebook.Compare(r.g.nb.Sheet(id), off, r.rev.Plan, r.rev.Final)
	r.hasCmp = true
	if !r.overlayOn.Checked {
		r.overlayOn.SetChecked(true)
		return
	}
	r.showScore()
	r.layoutOverlay()
}

func (r *revealView) selectedSheet() (notebook.SheetID, bool) {
	for _, id := range r.sheets {
		if r.g.nb.Sheet(id) != nil && r.g.nb.Sheet(id).Name() == r.sheetSel.Selected {
			return id, true
		}
	}
	return 0, false
}

// showScore writes the accuracy of the player's own marks, and what the
// trace drew apart: the trace draws what was announced, so its marks say
// where the sheet lies, not how well the labyrinth was understood.
func (r *revealView) showScore() {
	c := r.cmp
	off := 0
	for _, ck := range c.Cells {
		if !ck.OnPlan {
			off++
		}
	}
	for _, ck := range c.Edges {
		if !ck.OnPlan {
			off++
		}
	}
	own, rest := scoreSentences(c.Own, c.Traced, c.Unknown, off)
	r.score.Segments = []widget.RichTextSegment{
		&widget.TextSegment{Text: own + " ", Style: widget.RichTextStyle{ColorName: theme.ColorNameForeground, TextStyle: fyne.TextStyle{Bold: true}, Inline: true}},
		&widget.TextSegment{Text: rest, Style: widget.RichTextStyle{ColorName: theme.ColorNameForeground, Inline: true}},
	}
	r.score.Refresh()
}

// scoreSentences is the score in words: the player's own marks, then what
// the trace drew, what the sheet leaves unsaid (unknown cells and sides)
// and how many marks lie off the labyrinth (off).
func scoreSentences(own, traced notebook.Tally, unknown, off int) (string, string) {
	mine := "Your marks: you drew none on this sheet, so there is nothing of yours to score."
	if own.Marked() > 0 {
		mine = fmt.Sprintf("Your marks: %d of %d right (accuracy %d%%).", own.Agreed, own.Marked(), int(own.Score()*100+0.5))
	}
	more := ""
	if own.Marked() > 0 {
		more = " more"
	}
	var rest string
	switch n := traced.Marked(); {
	case n == 0:
		rest = "The trace drew nothing on this sheet."
	case n == 1 && traced.Agreed == 1:
		rest = fmt.Sprintf("The trace drew 1%s mark, and it is right.", more)
	case n == 1:
		rest = fmt.Sprintf("The trace drew 1%s mark, and it is wrong.", more)
	case traced.Wrong == 0:
		rest = fmt.Sprintf("The trace drew %d%s marks, all of them right.", n, more)
	case traced.Agreed == 0:
		rest = fmt.Sprintf("The trace drew %d%s marks, none of them right.", n, more)
	default:
		rest = fmt.Sprintf("The trace drew %d%s marks: %d right, %d wrong.", n, more, traced.Agreed, traced.Wrong)
	}
	switch unknown {
	case 0:
		rest += " The sheet says something of every cell and side of the labyrinth."
	case 1:
		rest += " The sheet says nothing of 1 cell or side of the labyrinth."
	default:
		rest += fmt.Sprintf(" The sheet says nothing of %d cells and sides of the labyrinth.", unknown)
	}
	switch {
	case off == 1:
		rest += " 1 mark lies off the labyrinth at this position."
	case off > 1:
		rest += fmt.Sprintf(" %d marks lie off the labyrinth at this position.", off)
	}
	return mine, rest
}

// layoutOverlay places the comparison's colours over the plan: a tint on
// each cell marked, a bar on each side marked, green where the notebook
// agrees and red where it is wrong.
func (r *revealView) layoutOverlay() {
	if r.overlay == nil {
		return
	}
	var objs []fyne.CanvasObject
	// The sheet is laid on the floor it draws, and shown there only.
	onFloor := r.hasCmp && r.g.nb.Sheet(r.showSheet) != nil && r.g.nb.Sheet(r.showSheet).Floor() == r.view.Floor()
	if onFloor && r.overlayOn != nil && r.overlayOn.Checked {
		for _, ck := range r.cmp.Cells {
			if ck.Verdict == notebook.Unknown {
				continue
			}
			pos, size := r.view.CellRect(maze.At(ck.Cell.X+r.cmp.Offset.DX, ck.Cell.Y+r.cmp.Offset.DY))
			// A ring, so that the plan's own colours and letters show
			// through; a wrong cell is washed red as well.
			inset := max(2, size.Width*0.08)
			rect := canvas.NewRectangle(color.Transparent)
			if ck.Verdict == notebook.Wrong {
				rect.FillColor = verdictFill(ck.Verdict)
			}
			rect.StrokeColor = verdictColour(ck.Verdict)
			rect.StrokeWidth = max(2, size.Width*0.06)
			rect.CornerRadius = 4
			rect.Move(pos.AddXY(inset, inset))
			rect.Resize(fyne.NewSize(size.Width-2*inset, size.Height-2*inset))
			objs = append(objs, rect)
		}
		for _, ck := range r.cmp.Edges {
			if ck.Verdict == notebook.Unknown {
				continue
			}
			a, _ := ck.Edge.Cells()
			pos, size := r.view.CellRect(maze.At(a.X+r.cmp.Offset.DX, a.Y+r.cmp.Offset.DY))
			t := max(3, size.Width*0.14)
			bar := canvas.NewRectangle(verdictColour(ck.Verdict))
			if ck.Edge.Dir == maze.Right {
				bar.Move(fyne.NewPos(pos.X+size.Width-t/2, pos.Y+size.Height*0.15))
				bar.Resize(fyne.NewSize(t, size.Height*0.7))
			} else {
				bar.Move(fyne.NewPos(pos.X+size.Width*0.15, pos.Y+size.Height-t/2))
				bar.Resize(fyne.NewSize(size.Width*0.7, t))
			}
			objs = append(objs, bar)
		}
	}
	r.overlay.Objects = objs
	r.overlay.Refresh()
}

func pathColour() color.Color { return shell.ThemeColor(theme.ColorNamePrimary) }

func agreeColour() color.Color { return color.NRGBA{R: 0x2e, G: 0xa0, B: 0x43, A: 0xff} }

func wrongColour() color.Color { return color.NRGBA{R: 0xd9, G: 0x3a, B: 0x2b, A: 0xff} }

func verdictColour(v notebook.Agreement) color.Color {
	if v == notebook.Wrong {
		return wrongColour()
	}
	return agreeColour()
}

func verdictFill(v notebook.Agreement) color.Color {
	c := verdictColour(v).(color.NRGBA)
	c.A = 0x40
	return c
}

// stepText is the slider's description, for tests.
func (r *revealView) stepText() string { return r.stepMsg.String() }

// scoreText is the accuracy line, for tests.
func (r *revealView) scoreText() string { return strings.TrimSpace(r.score.String()) }
