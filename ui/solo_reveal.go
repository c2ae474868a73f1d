package ui

import (
	"fmt"
	"image/color"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/layout"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"github.com/labyrinth-game/labyrinth/app/notebook"
	"github.com/labyrinth-game/labyrinth/app/session"
	"github.com/labyrinth-game/labyrinth/engine/game"
	"github.com/labyrinth-game/labyrinth/engine/maze"
	"github.com/labyrinth-game/labyrinth/ui/planview"
)

// revealView is the end of a practice game: the real plan (session.Reveal)
// with the player's path on it, a slider that replays the game move by
// move (where he stood, the walls blown so far), the figures, and the
// notebook laid over the plan with what agrees and what is wrong coloured
// (notebook.Compare).
type revealView struct {
	g   *soloScreen
	rev *session.Reveal

	view    *planview.View
	overlay *fyne.Container
	slider  *widget.Slider
	stepMsg *widget.RichText
	step    int
	// plans[k] is the plan as it stood at stop k (walls blown so far).
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
}

// showReveal replaces the playing screen with the reveal, once the game is
// over.
func (g *soloScreen) showReveal() {
	if g.reveal != nil {
		return
	}
	rev, err := g.sess.Reveal()
	if err != nil {
		g.say(err.Error())
		return
	}
	g.compose.refresh()
	g.notes.gameOver()
	r := newRevealView(g, rev)
	g.reveal = r
	g.setReveal()
}

// setReveal lays the reveal out in the window.
func (g *soloScreen) setReveal() {
	r := g.reveal
	again := widget.NewButtonWithIcon("New game", theme.ContentAddIcon(), g.leaveToLobby)
	again.Importance = widget.HighImportance
	home := newTipButton(g.tips, "Start screen", theme.NavigateBackIcon(), "Back to the start screen ("+g.keyHint("solo.leave")+")", g.leaveToStart)
	name := widget.NewLabelWithStyle(g.title+" — the plan revealed", fyne.TextAlignLeading, fyne.TextStyle{Bold: true})
	name.Truncation = fyne.TextTruncateEllipsis
	top := container.NewBorder(nil, nil, home, container.NewHBox(g.roundLabel, again), name)

	tabs := container.NewAppTabs(
		container.NewTabItem("Your game", r.infoContent()),
		container.NewTabItem("Your notebook", g.notes.content()),
		container.NewTabItem("Log", g.log.content()),
	)
	split := container.NewHSplit(r.planContent(), container.New(minWidthLayout{width: 360}, tabs))
	split.Offset = 0.6
	body := container.NewBorder(container.NewVBox(top, widget.NewSeparator()), g.notice.Container, nil, nil, split)
	g.root.Objects = []fyne.CanvasObject{container.New(floorLayout{floor: minWindowSize}, container.NewPadded(body)), g.tips.Container}
	g.root.Refresh()
	g.win.SetTitle(g.title + " (over) — " + AppName)
}

func newRevealView(g *soloScreen, rev *session.Reveal) *revealView {
	r := &revealView{g: g, rev: rev}
	for i, e := range rev.Events {
		if e.Code == game.WallDestroyed {
			r.blownAt = append(r.blownAt, i)
			r.blown = append(r.blown, maze.Side{At: e.Pos, Dir: e.Dir})
		}
	}
	r.view = planview.New(rev.Plan.Clone())
	r.view.SetHoverMode(planview.HoverOff)
	r.view.OnViewChanged = r.layoutOverlay
	r.overlay = container.NewWithoutLayout()
	path := rev.Paths[session.SoloSeat]
	r.slider = widget.NewSlider(0, float64(max(len(path)-1, 0)))
	r.slider.Step = 1
	r.slider.OnChanged = func(v float64) { r.setStep(int(v + 0.5)) }
	r.stepMsg = widget.NewRichText()
	r.stepMsg.Wrapping = fyne.TextWrapWord
	r.score = widget.NewRichText()
	r.score.Wrapping = fyne.TextWrapWord

	r.sheets = append(r.sheets, g.nb.Sheets()...)
	var names []string
	for _, id := range r.sheets {
		names = append(names, g.nb.Sheet(id).Name())
	}
	r.sheetSel = widget.NewSelect(names, func(string) { r.compare(true) })
	r.overlayOn = widget.NewCheck("Lay my notebook on the plan", func(bool) { r.compare(false) })
	r.resultText = r.result()
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
	r.slider.SetValue(r.slider.Max)
	r.setStep(len(path) - 1)
	return r
}

// result says how the game ended, in the game master's words.
func (r *revealView) result() string {
	en := r.g.sess.English()
	for i := len(r.rev.Events) - 1; i >= 0; i-- {
		if e := r.rev.Events[i]; e.Code == game.GameOver {
			return en.Text(e)
		}
	}
	return "The game is over."
}

func (r *revealView) planContent() fyne.CanvasObject {
	legend := container.NewHBox(
		legendSwatch(pathColour(), "your path"),
		legendSwatch(agreeColour(), "notebook agrees"),
		legendSwatch(wrongColour(), "notebook wrong"),
	)
	stage := container.New(&overlayLayout{after: r.layoutOverlay}, r.view, r.overlay)
	return container.NewBorder(nil, container.NewVBox(container.NewBorder(nil, nil, widget.NewLabel("Replay"), nil, r.slider), legend), nil, nil, stage)
}

func (r *revealView) infoContent() fyne.CanvasObject {
	res := widget.NewRichText(&widget.TextSegment{Text: r.resultText, Style: widget.RichTextStyle{TextStyle: fyne.TextStyle{Bold: true}}})
	res.Wrapping = fyne.TextWrapWord
	f := r.rev.Figures[session.SoloSeat]
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
	grid := container.NewGridWithColumns(2, container.NewVBox(cols[0]), container.NewVBox(cols[1]))
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
		sectionHead("Your notebook against the plan"),
		r.overlayOn,
		container.New(layout.NewFormLayout(), widget.NewLabel("Sheet"), r.sheetSel, widget.NewLabel("Move it"), arrows),
		r.score,
	)
	if len(r.sheets) == 0 {
		compareBox.Add(mutedText("The notebook is empty.", fyne.TextWrapWord))
	}
	return container.NewVScroll(container.NewVBox(res, r.stepMsg, widget.NewSeparator(), compareBox, widget.NewSeparator(), sectionHead("Figures"), grid))
}

// setStep shows the game as it stood after stop k of the player's path.
func (r *revealView) setStep(k int) {
	path := r.rev.Paths[session.SoloSeat]
	if len(path) == 0 {
		return
	}
	k = max(0, min(k, len(path)-1))
	r.step = k
	upTo := path[k].Event
	if k == len(path)-1 {
		upTo = len(r.rev.Events)
	}
	// The plan as it stood: the walls blown so far. Only the sides that
	// change are repainted.
	m := r.view.Maze()
	var changed []maze.Side
	for i, at := range r.blownAt {
		side := r.blown[i]
		want := r.rev.Plan.Side(side.At, side.Dir)
		if at <= upTo {
			want = maze.Open
		}
		if m.Side(side.At, side.Dir) != want {
			m.SetSide(side.At, side.Dir, want)
			changed = append(changed, side)
		}
	}
	r.view.InvalidateSides(changed...)
	cells := make([]maze.Pos, 0, k+1)
	for _, s := range path[:k+1] {
		cells = append(cells, s.Pos)
	}
	r.view.SetPaths(planview.Path{Cells: cells, Color: pathColour()})
	r.view.SetTokens(
		planview.Token{At: path[0].Pos, Label: "S", Color: themeColor(colorNameMuted)},
		planview.Token{At: path[k].Pos, Label: initial(r.rev.Names[session.SoloSeat])},
	)
	r.describeStep(k, upTo)
	r.layoutOverlay()
}

// initial is a player's token label.
func initial(name string) string {
	for _, c := range name {
		return strings.ToUpper(string(c))
	}
	return "?"
}

// describeStep says which move the slider is on and what was answered.
func (r *revealView) describeStep(k, upTo int) {
	path := r.rev.Paths[session.SoloSeat]
	en := r.g.sess.English()
	said := -1
	for i := min(path[k].Event, len(r.rev.Events)-1); i >= 0; i-- {
		if e := r.rev.Events[i]; e.Code == game.Said && e.Player == session.SoloSeat {
			said = i
			break
		}
	}
	head := fmt.Sprintf("Step %d of %d", k, len(path)-1)
	var segs []widget.RichTextSegment
	muted := widget.RichTextStyle{ColorName: colorNameMuted, Inline: true}
	if said < 0 || k == 0 {
		segs = append(segs, &widget.TextSegment{Text: head + " · the start, " + path[0].Pos.String(), Style: muted})
	} else {
		end := len(r.rev.Events)
		for i := said + 1; i < len(r.rev.Events); i++ {
			if c := r.rev.Events[i].Code; c == game.Said || c == game.TurnBegins {
				end = i
				break
			}
		}
		e := r.rev.Events[said]
		reply := en.Reply(r.rev.Events[said:end], session.SoloSeat)
		segs = append(segs,
			&widget.TextSegment{Text: fmt.Sprintf("%s · round %d · at %v · ", head, e.Round, path[k].Pos), Style: muted},
			&widget.TextSegment{Text: e.Move.String(), Style: widget.RichTextStyle{ColorName: theme.ColorNamePrimary, TextStyle: fyne.TextStyle{Bold: true}}},
			&widget.TextSegment{Text: reply, Style: widget.RichTextStyle{ColorName: theme.ColorNameForeground}},
		)
	}
	if k == len(path)-1 {
		// What he said after his last cell: leaving the labyrinth, a skip.
		for i := path[k].Event + 1; i < len(r.rev.Events); i++ {
			e := r.rev.Events[i]
			if e.Code != game.Said || e.Player != session.SoloSeat {
				continue
			}
			end := len(r.rev.Events)
			for j := i + 1; j < len(r.rev.Events); j++ {
				if c := r.rev.Events[j].Code; c == game.Said || c == game.TurnBegins {
					end = j
					break
				}
			}
			segs = append(segs,
				&widget.TextSegment{Text: fmt.Sprintf("Then, round %d · ", e.Round), Style: muted},
				&widget.TextSegment{Text: e.Move.String(), Style: widget.RichTextStyle{ColorName: theme.ColorNamePrimary, TextStyle: fyne.TextStyle{Bold: true}}},
				&widget.TextSegment{Text: en.Reply(r.rev.Events[i:end], session.SoloSeat), Style: widget.RichTextStyle{ColorName: theme.ColorNameForeground}},
			)
		}
	}
	r.stepMsg.Segments = segs
	r.stepMsg.Refresh()
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

// showScore writes the accuracy: the share of judged marks that agree.
func (r *revealView) showScore() {
	c := r.cmp
	var text string
	switch {
	case c.Marked == 0:
		text = "Nothing on this sheet can be checked: it has no cell types, treasures or walls drawn."
	default:
		text = fmt.Sprintf("Accuracy %d%%: %d of %d marks agree with the plan, %d are wrong. The sheet says nothing of %d cells and sides of the labyrinth.",
			int(c.Score*100+0.5), c.Agreed, c.Marked, c.Wrong, c.Unknown)
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
		if off > 0 {
			text += fmt.Sprintf(" %d marks lie off the labyrinth at this position.", off)
		}
	}
	style := widget.RichTextStyle{ColorName: theme.ColorNameForeground}
	if c.Marked > 0 {
		style.TextStyle.Bold = true
	}
	r.score.Segments = []widget.RichTextSegment{&widget.TextSegment{Text: text, Style: style}}
	r.score.Refresh()
}

// layoutOverlay places the comparison's colours over the plan: a tint on
// each cell marked, a bar on each side marked, green where the notebook
// agrees and red where it is wrong.
func (r *revealView) layoutOverlay() {
	if r.overlay == nil {
		return
	}
	var objs []fyne.CanvasObject
	if r.hasCmp && r.overlayOn != nil && r.overlayOn.Checked {
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

func pathColour() color.Color { return themeColor(theme.ColorNamePrimary) }

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

func legendSwatch(c color.Color, label string) fyne.CanvasObject {
	sw := canvas.NewRectangle(c)
	sw.CornerRadius = 3
	sw.SetMinSize(fyne.NewSize(14, 14))
	return container.NewHBox(container.NewCenter(sw), widget.NewLabel(label))
}

// overlayLayout stacks the plan and the overlay and places the overlay's
// objects again once the plan has its size.
type overlayLayout struct{ after func() }

func (l *overlayLayout) Layout(objects []fyne.CanvasObject, size fyne.Size) {
	for _, o := range objects {
		o.Move(fyne.NewPos(0, 0))
		o.Resize(size)
	}
	if l.after != nil {
		l.after()
	}
}

func (l *overlayLayout) MinSize(objects []fyne.CanvasObject) fyne.Size {
	var s fyne.Size
	for _, o := range objects {
		s = s.Max(o.MinSize())
	}
	return s
}

// stepText is the slider's description, for tests.
func (r *revealView) stepText() string { return r.stepMsg.String() }

// scoreText is the accuracy line, for tests.
func (r *revealView) scoreText() string { return strings.TrimSpace(r.score.String()) }
