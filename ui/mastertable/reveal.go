package mastertable

import (
	"fmt"
	"slices"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"github.com/labyrinth-game/labyrinth/app/session"
	"github.com/labyrinth-game/labyrinth/engine/game"
	"github.com/labyrinth-game/labyrinth/ui/planview"
	"github.com/labyrinth-game/labyrinth/ui/shell"
	"github.com/labyrinth-game/labyrinth/ui/widgets"
)

// The end, on the game master's table: what the players' reveal shows
// (ui/play), for every player at once — the plan as drawn with each
// player's whole path in his colour, a replay slider that walks the game
// statement by statement, and each player's figures.

type revealPanel struct {
	rev *session.Reveal
	// cuts are the replay's positions: the event index after each
	// statement of any player, in the game's order.
	cuts   []int
	view   *planview.View
	floors *planview.FloorSwitch
	slider *widget.Slider
	step   *widget.Label
	root   fyne.CanvasObject
}

// showReveal builds the reveal once the game is over and offers it
// beside the table.
func (t *tableView) showReveal() {
	tb := t.s.tb
	wr, ok := t.s.h.Reveal()
	if !ok || wr.Maze == nil {
		return
	}
	names := make([]string, len(tb.Seats))
	for i, st := range tb.Seats {
		names[i] = st.Name
	}
	rev, err := session.NewReveal(wr.Maze.Clone(), tb.Plan.Clone(), names, wr.Events)
	if err != nil {
		t.s.notice.Post("The reveal could not be worked out: "+err.Error(), true)
		return
	}
	t.reveal = newRevealPanel(rev, resultText(tb))
	tabs := container.NewAppTabs(
		container.NewTabItem("The reveal", t.reveal.root),
		container.NewTabItem("The table", t.body.Objects[0]),
	)
	t.tabs = tabs
	t.body.Objects = []fyne.CanvasObject{tabs}
	t.body.Refresh()
}

// stepFloor shows the floor above (d > 0) or below (d < 0) on the plan on
// show: the reveal's, once it is the tab chosen, else the table's.
func (t *tableView) stepFloor(d int) {
	if t.reveal != nil && t.tabs != nil && t.tabs.SelectedIndex() == 0 {
		t.reveal.floors.Step(d)
		return
	}
	t.plan.floors.Step(d)
}

// outcomeText is how the game ended for one player, on the game master's
// reveal: won, lost, a draw — or, when he ended it himself, that he did
// (nobody won, and nobody drew either).
func outcomeText(rev *session.Reveal, seat int) string {
	if rev.Result == game.EndedByMaster {
		return "game ended by you"
	}
	return rev.Ending(seat).Outcome.String()
}

func newRevealPanel(rev *session.Reveal, result string) *revealPanel {
	r := &revealPanel{rev: rev}
	for _, steps := range rev.Steps {
		for _, st := range steps[min(1, len(steps)):] {
			r.cuts = append(r.cuts, st.Reply)
		}
	}
	slices.Sort(r.cuts)
	r.cuts = slices.Compact(r.cuts)
	r.view = planview.New(rev.Plan.Clone())
	r.view.SetNeutralLandmarks(true) // the paths are in the seats' colours
	r.view.SetHoverMode(planview.HoverOff)
	r.floors = planview.NewFloorSwitch(r.view)
	r.step = widget.NewLabel("")
	r.step.Wrapping = fyne.TextWrapWord
	r.slider = widget.NewSlider(0, float64(len(r.cuts)))
	r.slider.Step = 1
	r.slider.OnChanged = func(v float64) { r.setCut(int(v + 0.5)) }

	figures := container.NewVBox()
	for i, n := range rev.Names {
		f := rev.Figures[i]
		text := widget.NewRichText(
			&widget.TextSegment{Text: n, Style: widget.RichTextStyle{TextStyle: fyne.TextStyle{Bold: true}, Inline: true}},
			&widget.TextSegment{Text: "  " + outcomeText(rev, i), Style: widget.RichTextStyle{ColorName: shell.ColorNameMuted, Inline: true}},
			&widget.TextSegment{Text: "", Style: widget.RichTextStyle{}},
			&widget.TextSegment{Text: figuresText(f), Style: widget.RichTextStyle{}},
		)
		text.Wrapping = fyne.TextWrapWord
		figures.Add(container.NewBorder(nil, nil, container.NewVBox(colourDot(i)), nil, text))
	}

	prev := widget.NewButtonWithIcon("", theme.MediaSkipPreviousIcon(), func() { r.slider.SetValue(r.slider.Value - 1) })
	next := widget.NewButtonWithIcon("", theme.MediaSkipNextIcon(), func() { r.slider.SetValue(r.slider.Value + 1) })
	prev.Importance, next.Importance = widget.LowImportance, widget.LowImportance
	replay := container.NewBorder(nil, nil, container.NewHBox(widget.NewLabelWithStyle("Replay", fyne.TextAlignLeading, fyne.TextStyle{Bold: true}), prev), container.NewHBox(next, r.floors.Object()), r.slider)
	side := container.NewVScroll(container.NewVBox(widgets.SectionHead("The players"), figures))
	bottom := container.NewVBox(replay, container.New(widgets.FixedHeight{Height: 44}, r.step))
	banner := widget.NewRichText(&widget.TextSegment{Text: shell.UpperFirst(result) + ".", Style: widget.RichTextStyle{SizeName: theme.SizeNameSubHeadingText, TextStyle: fyne.TextStyle{Bold: true}}})
	banner.Wrapping = fyne.TextWrapWord
	r.root = container.NewBorder(banner, bottom, nil, container.New(widgets.FixedWidth{Width: 360}, side), r.view)
	r.slider.SetValue(r.slider.Max)
	r.setCut(len(r.cuts))
	return r
}

// setCut shows the game after the k-th statement: each player's path so
// far and where he stood; the walls are the plan as drawn.
func (r *revealPanel) setCut(k int) {
	k = max(0, min(k, len(r.cuts)))
	upTo := len(r.rev.Events)
	if k < len(r.cuts) {
		upTo = r.cuts[k]
	}
	if k == 0 && len(r.cuts) > 0 {
		upTo = 0
	}
	var paths []planview.Path
	var tokens []planview.Token
	for p, steps := range r.rev.Steps {
		if len(steps) == 0 {
			continue
		}
		n := 1
		for n < len(steps) && steps[n].Reply <= upTo {
			n++
		}
		paths = append(paths, planview.Path{Segments: planview.StepSegments(steps[:n]), Color: shell.SeatColour(p)})
		at := steps[n-1].Pos
		tokens = append(tokens, planview.Token{At: at, Label: initial(r.rev.Names[p]), Color: shell.SeatColour(p)})
	}
	r.view.SetPaths(paths...)
	r.view.SetTokens(tokens...)
	if k >= len(r.cuts) {
		r.step.SetText(fmt.Sprintf("The whole game: %s.", shell.Counted(len(r.cuts), "statement", "statements")))
	} else {
		r.step.SetText(fmt.Sprintf("After statement %d of %d.", k, len(r.cuts)))
	}
}

// figuresText is a player's figures in a sentence.
func figuresText(f session.Figures) string {
	return strings.Join([]string{
		shell.Counted(f.Moves, "move", "moves"), shell.Counted(f.CellsVisited, "cell visited", "cells visited"),
		shell.Counted(f.WallsHit, "wall hit", "walls hit"), shell.Counted(f.TreasuresFound, "treasure found", "treasures found"),
		shell.Counted(f.Pits, "pit", "pits"), shell.Counted(f.Rivers, "river", "rivers"),
		shell.Counted(f.Shots, "shot", "shots"), shell.Counted(f.Grenades, "grenade thrown", "grenades thrown"),
		shell.Counted(f.Wounds, "wound", "wounds"),
	}, " · ")
}

// colourDot is a seat's colour as a small disc.
func colourDot(seat int) fyne.CanvasObject {
	return container.NewCenter(container.New(widgets.FixedSize{Size: fyne.NewSquareSize(12)}, canvas.NewCircle(shell.SeatColour(seat))))
}
