package play

import (
	"image/color"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"github.com/labyrinth-game/labyrinth/engine/maze"
	"github.com/labyrinth-game/labyrinth/ui/planview"
	"github.com/labyrinth-game/labyrinth/ui/shell"
	"github.com/labyrinth-game/labyrinth/ui/widgets"
)

// The reveal's legend (every kind of cell, the sides, the exits, the
// path's styles, the markers and the notebook's verdicts, each drawn by
// the plan view itself), the fixed place of the replay's words, and the
// command that makes the labyrinth again.

// legendCell is the height of the legend's samples.
const legendCell = 24

// legend explains everything the reveal's plan may show: the path's
// styles and the markers first (they are what the replay draws), then
// the notebook's verdicts, the cells and the sides.
func (r *revealView) legend() fyne.CanvasObject {
	var rows []fyne.CanvasObject
	group := func(title string) {
		if len(rows) > 0 {
			gap := canvas.NewRectangle(color.Transparent)
			gap.SetMinSize(fyne.NewSize(1, 4))
			rows = append(rows, gap)
		}
		rows = append(rows, widget.NewLabelWithStyle(title, fyne.TextAlignLeading, fyne.TextStyle{Bold: true}))
	}
	entry := func(sample fyne.CanvasObject, label string) {
		rows = append(rows, legendEntry(sample, label))
	}
	if r.g.me >= 0 && len(r.rev.Names) == 1 {
		group("Your path")
	} else {
		group("The path followed")
	}
	for _, p := range []struct {
		style planview.SegmentStyle
		label string
	}{
		{planview.SegmentWalk, "walked"},
		{planview.SegmentJump, "fell through a pit to the next"},
		{planview.SegmentFlow, "carried by the flow"},
		{planview.SegmentBump, "hit a wall"},
		{planview.SegmentOut, "walked out by an exit"},
		{planview.SegmentIn, "came back in"},
		{planview.SegmentHop, "went to a new cell ordered"},
	} {
		entry(planview.SegmentSample(p.style, nil, legendCell), p.label)
	}
	entry(legendToken("S", shell.ColorNameMuted), "where you started")
	if r.g.me >= 0 {
		entry(legendToken(initial(r.rev.Names[r.g.me]), theme.ColorNamePrimary), "where you are at this step")
	}
	if len(r.rev.Names) > 1 {
		entry(legendToken("", theme.ColorNamePrimary), "the player followed, at this step")
		entry(legendToken("", theme.ColorNameForeground), "the others, where they ended, their paths in their colours")
	}

	if r.g.me >= 0 {
		group("Your notebook")
		entry(verdictSample(agreeColour(), false), "a mark that agrees")
		entry(verdictSample(wrongColour(), true), "a mark that is wrong")
	}

	group("Cells")
	for _, k := range []struct {
		cell  maze.Cell
		label string
	}{
		{maze.Cell{Kind: maze.Land}, "land"},
		{maze.Cell{Kind: maze.Hospital}, "hospital"},
		{maze.Cell{Kind: maze.Weaponry}, "weaponry"},
		{maze.Cell{Kind: maze.Encephalitis}, "encephalitis"},
		{maze.Cell{Kind: maze.River, Flow: maze.Right}, "river, flowing right"},
		{maze.Cell{Kind: maze.Delta}, "delta, where a river ends"},
		{maze.Cell{Kind: maze.Pit, Loop: 1, Order: 2}, "pit 2 of loop 1"},
	} {
		m := legendMaze()
		m.SetCell(maze.At(1, 1), k.cell)
		if k.cell.Kind == maze.River {
			m.SetCell(maze.At(2, 1), maze.Cell{Kind: maze.Delta})
		}
		entry(planview.Sample(m, fyne.NewPos(0.75, 1), fyne.NewPos(2.25, 2), legendCell), k.label)
	}
	if r.hasHoles() {
		m := legendMaze()
		m.SetCell(maze.At(1, 1), maze.Cell{Kind: maze.Outside})
		entry(planview.Sample(m, fyne.NewPos(0.75, 1), fyne.NewPos(2.25, 2), legendCell), "not in the labyrinth")
	}
	// The marks sit in a corner of their cell: the samples zoom on it.
	m := legendMaze()
	m.Treasures = []maze.Treasure{{At: maze.At(1, 1), True: true}}
	entry(planview.Sample(m, fyne.NewPos(1.2, 1), fyne.NewPos(2.0, 1.5), legendCell), "the true treasure")
	m = legendMaze()
	m.Treasures = []maze.Treasure{{At: maze.At(1, 1)}}
	entry(planview.Sample(m, fyne.NewPos(1.2, 1), fyne.NewPos(2.0, 1.5), legendCell), "a fake treasure")
	m = legendMaze()
	m.Piles = []maze.Pile{{At: maze.At(1, 1), Items: maze.Items{Bullets: 1}}}
	entry(planview.Sample(m, fyne.NewPos(1.0, 1.5), fyne.NewPos(1.8, 2.0), legendCell), "items lying there")

	group("Sides")
	for _, s := range []struct {
		edge  maze.Edge
		outer bool
		label string
	}{
		{maze.Wall, false, "a wall (a grenade blows it up)"},
		{maze.Solid, false, "an indestructible wall"},
		{maze.Solid, true, "the outline (the monolith)"},
		{maze.Open, true, "an open exit"},
		{maze.Wall, true, "a closed exit (blow it up)"},
	} {
		m := legendMaze()
		if s.outer {
			m.SetSide(maze.At(0, 1), maze.Left, s.edge)
			entry(planview.Sample(m, fyne.NewPos(-1, 1), fyne.NewPos(0.5, 2), legendCell), s.label)
			continue
		}
		m.SetSide(maze.At(1, 1), maze.Right, s.edge)
		entry(planview.Sample(m, fyne.NewPos(1.25, 1), fyne.NewPos(2.75, 2), legendCell), s.label)
	}
	return container.NewVBox(rows...)
}

// hasHoles reports whether the plan has positions outside its shape.
func (r *revealView) hasHoles() bool {
	m := r.rev.Plan
	for i := range m.Len() {
		if m.Cell(m.PosOf(i)).Kind == maze.Outside {
			return true
		}
	}
	return false
}

// legendMaze is 3x3 land, open inside: a sample shows its middle.
func legendMaze() *maze.Maze { return maze.MustNew(3, 3) }

// legendEntry is a sample and what it means, on one line.
func legendEntry(sample fyne.CanvasObject, label string) fyne.CanvasObject {
	box := container.New(widgets.FixedSize{Size: fyne.NewSize(legendCell*1.5, legendCell)}, sample)
	size := fyne.MeasureText(label, theme.CaptionTextSize(), fyne.TextStyle{})
	text := newThemed(size, func(fyne.Size) []fyne.CanvasObject {
		t := canvas.NewText(label, shell.ThemeColor(theme.ColorNameForeground))
		t.TextSize = theme.CaptionTextSize()
		return []fyne.CanvasObject{t}
	})
	return container.NewHBox(box, container.NewCenter(text))
}

// legendToken is a player's marker as the plan draws it; a nil colour is
// the path's.
func legendToken(label string, colour fyne.ThemeColorName) fyne.CanvasObject {
	d := float32(legendCell - 2)
	return newThemed(fyne.NewSquareSize(d), func(fyne.Size) []fyne.CanvasObject {
		disc := canvas.NewCircle(shell.ThemeColor(colour))
		disc.Resize(fyne.NewSquareSize(d))
		text := canvas.NewText(label, color.White)
		text.TextStyle.Bold = true
		text.TextSize = d * 0.55
		ms := text.MinSize()
		text.Move(fyne.NewPos((d-ms.Width)/2, (d-ms.Height)/2))
		text.Resize(ms)
		return []fyne.CanvasObject{disc, text}
	})
}

// verdictSample is a cell ringed as the notebook's verdicts are drawn.
func verdictSample(c color.Color, wash bool) fyne.CanvasObject {
	rect := canvas.NewRectangle(color.Transparent)
	if wash {
		f := c.(color.NRGBA)
		f.A = 0x40
		rect.FillColor = f
	}
	rect.StrokeColor, rect.StrokeWidth, rect.CornerRadius = c, 2, 4
	return container.NewCenter(container.New(widgets.FixedSize{Size: fyne.NewSquareSize(legendCell - 4)}, rect))
}

// themed is a small picture of a fixed size drawn again, by build, each
// time the theme changes: canvas objects keep the colours they were made
// with.
type themed struct {
	widget.BaseWidget
	size  fyne.Size
	build func(fyne.Size) []fyne.CanvasObject
}

func newThemed(size fyne.Size, build func(fyne.Size) []fyne.CanvasObject) *themed {
	t := &themed{size: size, build: build}
	t.ExtendBaseWidget(t)
	return t
}

func (t *themed) CreateRenderer() fyne.WidgetRenderer {
	return &themedRenderer{t: t, objects: t.build(t.size)}
}

type themedRenderer struct {
	t       *themed
	objects []fyne.CanvasObject
}

func (r *themedRenderer) Layout(fyne.Size)             {}
func (r *themedRenderer) MinSize() fyne.Size           { return r.t.size }
func (r *themedRenderer) Objects() []fyne.CanvasObject { return r.objects }
func (r *themedRenderer) Destroy()                     {}
func (r *themedRenderer) Refresh() {
	r.objects = r.t.build(r.t.size)
	canvas.Refresh(r.t)
}

// stepTextLayout keeps the replay's words in a box of a fixed number of
// lines, so that the plan above does not jump as the slider moves and the
// words stay where they are (a longer answer scrolls inside the box).
type stepTextLayout struct{ lines int }

func (l stepTextLayout) Layout(objects []fyne.CanvasObject, size fyne.Size) {
	for _, o := range objects {
		o.Move(fyne.NewPos(0, 0))
		o.Resize(size)
	}
}

func (l stepTextLayout) MinSize([]fyne.CanvasObject) fyne.Size {
	line := fyne.MeasureText("Mg", theme.TextSize(), fyne.TextStyle{}).Height + theme.LineSpacing()
	return fyne.NewSize(0, float32(l.lines)*line+2*theme.InnerPadding())
}

// remakeButton copies the command that makes the labyrinth again, for the
// header beside the game's title; nil when the labyrinth was not generated
// (Game.Remake). Only the one who opened the game holds the plan, to
// try the command on it: nothing of it reaches the screen.
func (g *Screen) remakeButton() fyne.CanvasObject {
	if g.Remake == nil {
		return nil
	}
	return widgets.NewTipButton(g.tips, "", theme.ContentCopyIcon(), "Copy the labyrinth gen command that makes this labyrinth again: the seed alone does not (the size, players, difficulty and rules count too)", func() {
		args, ok := g.Remake()
		if !ok {
			g.say("This labyrinth was changed after it was generated: no labyrinth gen command makes it again.")
			return
		}
		g.copyRemake(strings.Join(args, " "))
	})
}

// copyRemake puts the command on the clipboard and says so, in full.
func (g *Screen) copyRemake(cmd string) {
	if app := fyne.CurrentApp(); app != nil {
		app.Clipboard().SetContent(cmd)
	}
	g.tell("Copied: " + cmd)
}

// titleWithRemake is the game's title in the header with the button that
// copies the command making the labyrinth again right after its text.
func (g *Screen) titleWithRemake(title *widget.Label) fyne.CanvasObject {
	b := g.remakeButton()
	if b == nil {
		return title
	}
	return container.New(&trailingButtonLayout{label: title}, title, b)
}

// trailingButtonLayout puts a label and, just after its text, a button;
// the label is cut short when both do not fit.
type trailingButtonLayout struct{ label *widget.Label }

func (l *trailingButtonLayout) Layout(objects []fyne.CanvasObject, size fyne.Size) {
	label, button := objects[0], objects[1]
	bs := button.MinSize()
	// The label's own inner padding on both sides, and a little room.
	text := fyne.MeasureText(l.label.Text, theme.TextSize(), l.label.TextStyle).Width + 2*theme.InnerPadding() + 2*theme.Padding()
	w := max(0, min(text, size.Width-bs.Width))
	label.Move(fyne.NewPos(0, 0))
	label.Resize(fyne.NewSize(w, size.Height))
	button.Move(fyne.NewPos(w, (size.Height-bs.Height)/2))
	button.Resize(bs)
}

func (l *trailingButtonLayout) MinSize(objects []fyne.CanvasObject) fyne.Size {
	a, b := objects[0].MinSize(), objects[1].MinSize()
	return fyne.NewSize(a.Width+b.Width, max(a.Height, b.Height))
}
