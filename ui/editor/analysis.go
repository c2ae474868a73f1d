package editor

import (
	"fmt"
	"image/color"
	"math"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/layout"
	"fyne.io/fyne/v2/widget"

	"github.com/labyrinth-game/labyrinth/engine/analyze"
	"github.com/labyrinth-game/labyrinth/ui/shell"
	"github.com/labyrinth-game/labyrinth/ui/widgets"
)

// The analysis of the plan (engine/analyze) the Analysis tab and the heat
// map show, made again off the UI goroutine a moment after the plan changed.

// analysisDelay lets a burst of edits settle before the plan is analysed
// again; tests set it to 0 (at once).
var analysisDelay = 300 * time.Millisecond

// analysisState is the analysis of the plan (engine/analyze), made off the
// UI goroutine on a copy, and its heat map.
type analysisState struct {
	report  *analyze.Report
	heat    []float64
	fresh   bool // the report is of the plan as it is now
	running bool
	timer   *time.Timer
}

func (a *analysisState) invalidate() { a.fresh = false }

// analysisWanted analyses the plan again, shortly, if the heat map or the
// analysis tab shows it and it changed.
func (e *Screen) analysisWanted() {
	a := e.analysis
	shown := e.heatOn || (e.tabs != nil && e.tabs.Selected() != nil && e.tabs.Selected().Text == "Analysis")
	if !shown || a.fresh || a.running {
		if !a.fresh && !shown {
			e.view.SetHeat(nil)
		}
		return
	}
	if a.timer != nil {
		a.timer.Stop()
	}
	if analysisDelay <= 0 {
		e.analyse()
		return
	}
	a.timer = time.AfterFunc(analysisDelay, func() { shell.OnUI(e.analyse) })
}

// analyse runs the analysis of a copy of the plan in the background.
func (e *Screen) analyse() {
	a := e.analysis
	if e.closed || a.running || a.fresh {
		return
	}
	doc, ver := e.doc, e.doc.Version()
	m := doc.Maze().Clone()
	a.running = true
	e.analysisTab.busy()
	e.env.background(func() {
		rep := analyze.Maze(m)
		heat := heatValues(rep)
		shell.OnUI(func() {
			a.running = false
			if e.doc != doc || doc.Version() != ver {
				e.analysisWanted() // changed meanwhile: again
				return
			}
			a.report, a.heat, a.fresh = rep, heat, true
			e.analysisTab.show(rep)
			if e.heatOn {
				e.view.SetHeat(heat)
			}
		})
	})
}

// minHeatVisits is the average visits per cell below which the heat map
// is mostly the noise of a few walks (the analysis walks a fixed number of
// steps, so large mazes get few visits a cell).
const minHeatVisits = 20

// heatValues maps the random walk's visits to [0,1] on a log scale of fair
// shares: a cell visited as often as the average one is 0.5 (yellow), four
// times as often or more 1 (red), a quarter as often or less 0 (blue).
func heatValues(r *analyze.Report) []float64 {
	w := r.Walk
	out := make([]float64, len(w.Visits))
	for i, v := range w.Visits {
		switch {
		case v < 0:
			out[i] = math.NaN()
		case v == 0 || w.Total == 0:
			out[i] = 0
		default:
			fair := float64(v) * float64(r.Cells) / float64(w.Total)
			out[i] = max(0, min(1, 0.5+math.Log2(fair)/4))
		}
	}
	return out
}

// analysisPanel shows the figures of the analysis: how far cells are from
// help and from the exits, the treasures' distances, attractors, counts.
type analysisPanel struct {
	e      *Screen
	box    *fyne.Container
	status *widget.RichText
}

func newAnalysisPanel(e *Screen) *analysisPanel {
	return &analysisPanel{e: e, box: container.NewVBox(), status: widgets.MutedText("", fyne.TextWrapWord)}
}

func (p *analysisPanel) content() fyne.CanvasObject {
	heat := widget.NewButtonWithIcon("Heat map on the plan", heatIcon, p.e.toggleHeat)
	legend := container.NewBorder(nil, nil, widget.NewLabel("rare"), widget.NewLabel("4× average"), newHeatLegend())
	return container.NewVScroll(container.NewVBox(p.status, p.box, widget.NewSeparator(), heat,
		note("The heat map colours each cell by how often a random walker, moving by the real rules, ends up there: yellow as often as the average cell, red four times as often or more (an attractor, §8 rec. 4)."),
		legend))
}

func (p *analysisPanel) busy() {
	if p.e.analysis.report == nil {
		widgets.SetMuted(p.status, "Analysing…")
	}
}

// show fills the panel from a report.
func (p *analysisPanel) show(r *analyze.Report) {
	widgets.SetMuted(p.status, "Distances are in moves by the real rules: walls stop, pits jump, rivers carry.")
	form := container.New(layout.NewFormLayout())
	row := func(label, text string) {
		form.Add(widget.NewLabelWithStyle(label, fyne.TextAlignTrailing, fyne.TextStyle{Bold: true}))
		form.Add(note(text))
	}
	floors := ""
	if r.Floors > 1 {
		floors = fmt.Sprintf(", %d floors", r.Floors)
	}
	row("Plan", fmt.Sprintf("%d × %d%s, %d cells, diameter %d", r.Width, r.Height, floors, r.Cells, r.Diameter))
	row("Weaponries", describeReach(r.Weaponry, "a weaponry"))
	row("Hospitals", describeReach(r.Hospital, "a hospital"))
	row("Exits", describeReach(r.Exit, "an exit (walking out)"))
	if len(r.Treasures) == 0 {
		row("Treasures", "none")
	}
	for i, t := range r.Treasures {
		label := ""
		if i == 0 {
			label = "Treasures"
		}
		row(label, describeTreasure(r, t))
	}
	row("Attractors", describeWalk(r))
	if r.Cells > 0 && r.Walk.Total/r.Cells < minHeatVisits {
		row("Heat map", fmt.Sprintf("the random walk visits a cell %d times on average on a maze this size: the colours show where a few walkers went rather than a settled pattern",
			r.Walk.Total/r.Cells))
	}
	c := r.Counts
	row("Counts", fmt.Sprintf("%d land, %d weaponries, %d hospitals, %d encephalitis; %d pits in %d loops; %d river cells in %d systems; %d inner walls (%d indestructible); %d exits (%d closed); %d true and %d fake treasures; %d landmines",
		c.Land, c.Weaponries, c.Hospitals, c.Encephalitis, c.Pits, c.PitLoops, c.Rivers, c.RiverSystems,
		c.InnerWalls, c.Indestructible, c.Exits, c.ClosedExits, c.TrueTreasures, c.FakeTreasures, c.Landmines))
	p.box.Objects = []fyne.CanvasObject{form}
	p.box.Refresh()
}

func describeReach(x analyze.Reach, what string) string {
	switch {
	case x.Bound < 0:
		return "none can be reached"
	case len(x.Unreached) > 0:
		return fmt.Sprintf("%d cells cannot reach %s (first %s); the others within %d moves", len(x.Unreached), what, x.Unreached[0], x.Bound)
	}
	worst := ""
	if len(x.Worst) > 0 {
		worst = fmt.Sprintf(" (worst %s)", x.Worst[0])
	}
	return fmt.Sprintf("every cell within %d moves%s", x.Bound, worst)
}

func describeTreasure(r *analyze.Report, t analyze.TreasureReach) string {
	what := "fake"
	if t.True {
		what = "true"
	}
	if t.NearestExit < 0 {
		return fmt.Sprintf("%s %s: no exit can be reached", what, t.At)
	}
	s := fmt.Sprintf("%s %s: %d moves to walk out, by %s", what, t.At, t.NearestExit, t.Exit)
	if t.True {
		verdict := "far enough"
		if !r.TreasureFarEnough(t.NearestExit) {
			verdict = "too near an exit (§8 rec. 6)"
		}
		s += fmt.Sprintf("; at least %d wanted: %s", (r.Diameter+2)/3, verdict)
	}
	return s
}

func describeWalk(r *analyze.Report) string {
	w := r.Walk
	if w.Total == 0 || len(w.Worst) == 0 {
		return "no cells"
	}
	num, den := analyze.Limit(r.Cells)
	verdict := "no strong attractor"
	if !w.WithinLimit(r.Cells) {
		verdict = "a strong attractor (§8 rec. 4)"
	}
	return fmt.Sprintf("most visited %s, %.1f%% of the random walk's visits; the limit is %.0f%%: %s",
		w.Worst[0], 100*float64(w.MaxVisits)/float64(w.Total), 100*float64(num)/float64(den), verdict)
}

// newHeatLegend is the heat map's colour scale.
func newHeatLegend() fyne.CanvasObject {
	stops := []color.NRGBA{
		{R: 0x2c, G: 0x7b, B: 0xb6, A: 0xff},
		{R: 0x1a, G: 0x98, B: 0x50, A: 0xff},
		{R: 0xfe, G: 0xe0, B: 0x8b, A: 0xff},
		{R: 0xf4, G: 0x6d, B: 0x43, A: 0xff},
		{R: 0xd7, G: 0x19, B: 0x1c, A: 0xff},
	}
	row := container.NewGridWithColumns(len(stops))
	for _, c := range stops {
		row.Add(canvas.NewRectangle(c))
	}
	return container.New(widgets.FixedHeight{Height: 14}, row)
}
